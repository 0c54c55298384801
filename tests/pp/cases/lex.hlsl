int bom;
int crlf;
#define SPLICED 1 + \
  2
int s = SPLICED;
int spl\
it = 0x1\
0;
/* multi
line */ int after_comment;
// line comment \
 continued
int x; /* a */ int /**/ y;
str = "a\"b\\" c = '\n' ;
stray $ @ ` \ done
Ã©tÃ© = 1;
bad ÿş byte
  a/**/b a/*
*/b
.5 1.e+5 0x1p-3 1e 1..2 x.y
<<= >>= ... -> ++ -- :: ## # % ^= |= &&= 
