int a = __LINE__;
#line 100
int b = __LINE__; const char *f = __FILE__;
#line 200 "renamed.hlsl"
int c = __LINE__; const char *g = __FILE__;

int d = __LINE__;
#define L __LINE__
#define LN(x) x __LINE__
int e = L + LN(
  1);
# 50 "gnu.h" 1 3
int h = __LINE__; const char *i = __FILE__;
#define NUM 300
#line NUM "with \\ backslash"
int j = __LINE__; const char *k = __FILE__;
