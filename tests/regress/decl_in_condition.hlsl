// ARGS: -T ps_6_0 -E main
// Root cause: C++-style declarations as the condition of if/while/switch are
// not parsed. 3 DXC tests (cf.if.plain, cf.while.plain, cf.switch.ifstmt).
// Expected: accepted; the variable is in scope in the statement body; its
// value converted to bool (if/while) or used as the selector (switch).
// Actual: OSH0201 "expected expression before 'int'".
int next(int x) { return x - 1; }

float4 main(int n : N) : SV_Target
{
    int acc = 0;
    if (int d = n)
        acc += d;
    while (int k = next(acc))
        acc = k - 1;
    switch (int s = n & 3) {
    case 1: acc += s; break;
    default: break;
    }
    return acc;
}
