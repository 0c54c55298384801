// ARGS: -tokens
#pragma pack_matrix(row_major)
row_major float4x4 m;
  #pragma pack_matrix( column_major )
_Pragma("pack_matrix(row_major)") int x;
