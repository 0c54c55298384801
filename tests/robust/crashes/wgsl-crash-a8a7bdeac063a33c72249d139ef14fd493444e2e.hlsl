#define X 1
#define F(fmt, ...) f(fmt, ##__VA_ARGS__)
#define G(fmt, args...) g(fmt, ##args)
#define H(...) h(0, ##__VA_ARGS__)
#define C99(...) c(__VA_ARGS__)
#define S(...) #__VA_ARGS__
#define COUNT(...) COUNT_(__VA_ARGS__, 3, 2, 1, 0)
#define COUNT_(a, b, c, n, ...) n
F(a, X) F(a) F(a,) F(a, X, X) G(b) G(b, X)
H() H(X) H(X, X)
C99() C99(1) C99(1, (2, 3), 4)
S() S(a) S( a , b ,c ) S(a,(b,c))
COUNT(x) COUNT(x, y) COUNT(x, y, z)
