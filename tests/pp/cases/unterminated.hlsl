int a = 1;
#if 1
char c = 'unterminated;
string s = "unterminated;
#define F(x) x
#endif
#if 0
it's skipped, "so is this
#else
int ok;
#endif
F(1, 2
