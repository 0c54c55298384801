#define X 1
int x = X;
#define F(a, b) a + b
  float y = F(x, 2.0f);
#if X
yes
#else
no
#endif
