// ARGS: -T cs_6_0 -E main
// SPIR-V has no string type: a string variable is its literal (OpString), so it needs one.
string label;
[numthreads(1, 1, 1)]
void main()
{
}
