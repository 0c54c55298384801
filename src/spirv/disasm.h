/* The SPIR-V disassembly of -Fc (osh_result_disassembly). */
#ifndef OSH_DISASM_H
#define OSH_DISASM_H
#include "base/base.h"

/* The text of a module in the assembly syntax of spirv-dis --raw-id
 * (`%5 = OpTypeInt 32 0`); allocated from the compilation's arena. */
const char *spv_disassemble(Cc *cc, const uint32_t *words, size_t count, size_t *len);

/* The grammar's operand shape of a core opcode (ir/spirv_grammar.def's
 * codes: t result type, r result id, i id, others literals; '?' optional,
 * '*' repeated), its name in *name; NULL when the grammar here has none. */
const char *spv_op_shape(uint32_t opcode, const char **name);
/* The first capability the grammar lists for a core opcode, 0 for none. */
uint32_t spv_op_capability(uint32_t opcode);
/* What bit `bit` of a MemoryAccess mask takes after the mask: 'n' a literal
 * (Aligned), 'i' an id (MakePointerAvailable/Visible and the INTEL alias
 * bits), 0 nothing. */
char spv_memory_access_param(uint32_t bit);

#endif
