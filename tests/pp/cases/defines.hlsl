// ARGS: -D ONE -DTWO=2 -D EMPTY= -D F(x)=(x*x) -D STR="s" -D __spirv__=7 -U UNDEF_ME -DUNDEF_ME=1 -U NEVER_DEFINED -D 1BAD=1
one ONE two TWO empty [EMPTY] f F(3) str STR spirv __spirv__
#ifdef UNDEF_ME
bad
#endif
