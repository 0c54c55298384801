/* The SPIR-V disassembly of -Fc (osh_result_disassembly). */
#ifndef OSH_DISASM_H
#define OSH_DISASM_H
#include "base/base.h"

/* The text of a module in the assembly syntax of spirv-dis --raw-id
 * (`%5 = OpTypeInt 32 0`); allocated from the compilation's arena. */
const char *spv_disassemble(Cc *cc, const uint32_t *words, size_t count, size_t *len);

#endif
