// ARGS: -T ps_6_0 -E main
// Switch bodies as DXC's tests write them: fall-through, default first,
// case labels inside a nested block (`case 6: { case 7: break; }`),
// constant-expression labels, nested switches.
static const int kBase = 3 * 20 + 2 * 40;

float4 main(nointerpolation int a : A, nointerpolation int c : C) : SV_Target
{
    int b = 0;
    [branch] switch (a) {
    default:
        b = 0;
    case 1:
        b = 1;
        break;
    case 2:
        b = 2;
    }
    switch (a + c) {
    case 5:
        b += 5;
        break;
    case 6: {
    case 7:
        b += 7;
        break; }
    case kBase:
        b += kBase;
    case kBase + 1: {
        int local = b * 2;
        b = local;
    }
        break;
    default:
        switch (c) {
        case 0: b--; break;
        default: { b++; } break;
        }
    }
    return b;
}
