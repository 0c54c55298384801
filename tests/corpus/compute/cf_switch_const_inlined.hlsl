// ARGS: -T cs_6_0 -E main
// Switches and ifs whose selector or condition becomes a constant only after
// inlining (once broke the SPIR-V structure: a folded switch targeted a block
// outside its construct). Variants: returns from every case, fall-through,
// default in the middle with a break from a nested if, a switch inside a loop
// with continue and break, an if on a constant inside a loop, and a return
// from a constant switch inside a loop. Values worked by hand (In = 5 2 1 0):
// pick(1)=1 pick(7)=2 pick(0)=0; fall(0)=1+10 fall(2)=100+1000 fall(4)=1000
// fall(9)=5; mid(2)=30 mid(5)=20 mid(0)=10; mid2(1,5)=0 (break) mid2(1,2)=7
// mid2(0,5)=9+1 mid2(3,5)=1; lp(1)=0+1+2+3 lp(2)=4*1000 lp(5)=4*1100;
// iflp(3)=110+110+10 iflp(1)=5*1; ret_in(0,5)=2+50 ret_in(3,5)=99 ret_in(0,1)=7.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=22 expect="[1, 2, 0, 11, 1100, 1000, 5, 30, 20, 10, 0, 7, 10, 1, 6, 4000, 4400, 230, 5, 52, 99, 7]"
// BUFFER: binding=1 init="[5, 2, 1, 0]"
RWStructuredBuffer<uint> O : register(u0);
RWStructuredBuffer<uint> In : register(u1);

uint pick(uint m) { switch (m) { case 0: return 0; case 1: return 1; default: return 2; } }

uint fall(uint m) {
    uint r = 0;
    switch (m) {
    case 0:
        r += 1;
    case 1:
        r += 10;
        break;
    case 2:
    case 3:
        r += 100;
    case 4:
        r += 1000;
        break;
    default:
        r = 5;
        break;
    }
    return r;
}

uint mid(uint m) { switch (m) { case 0: return 10; default: return 20; case 2: return 30; } }

uint mid2(uint m, uint x) {
    uint r = 0;
    switch (m) {
    case 1:
        if (x > 3)
            break;
        r = 7;
        break;
    default:
        r = 9;
    case 3:
        r += 1;
        break;
    }
    return r;
}

uint lp(uint k) {
    uint acc = 0;
    for (uint i = 0; i < 4; i++) {
        switch (k) {
        case 1:
            acc += i;
            continue;
        case 2:
            break;
        default:
            acc += 100;
        }
        acc += 1000;
    }
    return acc;
}

bool big(uint x) { return x > 2; }

uint iflp(uint x) {
    uint acc = 0;
    for (uint i = 0; i < 5; i++) {
        if (big(x)) {
            acc += 10;
            if (i == 2)
                break;
        } else {
            acc += 1;
            continue;
        }
        acc += 100;
    }
    return acc;
}

uint ret_in(uint k, uint n) {
    for (uint i = 0; i < n; i++) {
        switch (k) {
        case 0:
            if (i == 2)
                return i + 50;
            break;
        default:
            return 99;
        }
    }
    return 7;
}

[numthreads(1, 1, 1)]
void main() {
    O[0] = pick(1);
    O[1] = pick(7);
    O[2] = pick(0);
    O[3] = fall(0);
    O[4] = fall(2);
    O[5] = fall(4);
    O[6] = fall(9);
    O[7] = mid(2);
    O[8] = mid(5);
    O[9] = mid(0);
    O[10] = mid2(1, In[0]);
    O[11] = mid2(1, In[1]);
    O[12] = mid2(0, In[0]);
    O[13] = mid2(3, In[0]);
    O[14] = lp(1);
    O[15] = lp(2);
    O[16] = lp(5);
    O[17] = iflp(3);
    O[18] = iflp(1);
    O[19] = ret_in(0, In[0]);
    O[20] = ret_in(3, In[0]);
    O[21] = ret_in(0, In[2]);
}
