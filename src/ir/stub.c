/* Placeholder until the IR core lands; delete when replaced. */
#include "ir/ir.h"
void ir_print(IrModule *m, Buf *out) { (void)m; (void)out; }
