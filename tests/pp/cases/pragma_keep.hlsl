// ARGS: -P
#pragma pack_matrix(row_major)
float4x4 a;
  #  pragma   pack_matrix ( column_major )
float4x4 b;
#pragma pack_matrix(bogus)
#pragma pack_matrix
#pragma warning(disable : 3557)
#pragma dxc diagnostic push
#pragma region Foo
#pragma endregion
#pragma once
#pragma def(vs_5_0, c0, 0, 0, 0, 0)
#pragma message("hello " "world")
#pragma message "plain"
#pragma
#define ROW _Pragma("pack_matrix(row_major)") float x;
ROW
_Pragma("once") _Pragma(bad) _Pragma
#pragma STDC FP_CONTRACT ON
int end;
