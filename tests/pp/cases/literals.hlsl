// ARGS: -tokens
0x 0b2 09 1f 1uu 1lL 5ull2 1.0ff 1e+ 0x1.0 0x1.0p 1.5q 0x1g
"\x" "\x100" "\777" "\q" "\u12" "\uD800" '' 'ab' '\
x'
"ok" "spliced \
string"
