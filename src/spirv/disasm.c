/*
 * The SPIR-V disassembly written by -Fc: one instruction a line, in the
 * syntax of spirv-dis --raw-id (floating-point constants print as their
 * bits, so it is for reading, not for spirv-as). Opcode names and
 * operand shapes come from ir/spirv_grammar.def (tools/gen-spirv-tables.py):
 * ids print as %N, strings quoted, the common enums (storage classes,
 * decorations, built-ins, capabilities...) by name, everything else as
 * numbers. Only our own modules are disassembled, but a malformed word count
 * still ends the listing instead of reading past the end.
 */
#include "spirv/disasm.h"

typedef struct OpInfo {
    const char *name;
    uint32_t opcode;
    const char *shape;
} OpInfo;

static const OpInfo ops[] = {
#define SPV_OP(name, opcode, shape) {name, opcode, shape},
#include "ir/spirv_grammar.def"
#undef SPV_OP
};

typedef struct EnumInfo {
    char kind;
    const char *name;
    uint32_t value;
} EnumInfo;

static const EnumInfo enums[] = {
#define SPV_ENUM(kind, name, value) {kind, name, value},
#include "ir/spirv_grammar.def"
#undef SPV_ENUM
};

static const OpInfo *find_op(uint32_t opcode)
{
    size_t lo = 0, hi = sizeof ops / sizeof ops[0];
    while (lo < hi) { /* the grammar lists opcodes in increasing order */
        size_t mid = (lo + hi) / 2;
        if (ops[mid].opcode == opcode)
            return &ops[mid];
        if (ops[mid].opcode < opcode)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) /* in case it is not */
        if (ops[i].opcode == opcode)
            return &ops[i];
    return NULL;
}

uint32_t spv_op_capability(uint32_t opcode)
{
    static const uint32_t caps[][2] = {
#define SPV_OP_CAP(op, cap) {op, cap},
#include "ir/spirv_grammar.def"
#undef SPV_OP_CAP
    };
    for (size_t i = 0; i < sizeof caps / sizeof caps[0]; i++)
        if (caps[i][0] == opcode)
            return caps[i][1];
    return 0;
}

char spv_memory_access_param(uint32_t bit)
{
    switch (bit) {
    case 1: return 'n';                   /* Aligned */
    case 3: case 4: return 'i';           /* MakePointerAvailable, MakePointerVisible */
    case 16: case 17: return 'i';         /* AliasScopeINTELMask, NoAliasINTELMask */
    default: return 0;
    }
}

const char *spv_op_shape(uint32_t opcode, const char **name)
{
    const OpInfo *o = find_op(opcode);
    if (name)
        *name = o ? o->name : NULL;
    return o ? o->shape : NULL;
}

static const char *enum_name(char kind, uint32_t v)
{
    for (size_t i = 0; i < sizeof enums / sizeof enums[0]; i++)
        if (enums[i].kind == kind && enums[i].value == v)
            return enums[i].name;
    return NULL;
}

/* A literal string starting at w[*i]; advances *i past it. */
static void put_string(Buf *b, const uint32_t *w, size_t end, size_t *i)
{
    buf_putc(b, '"');
    for (; *i < end; (*i)++) {
        for (int k = 0; k < 4; k++) {
            char c = (char)((w[*i] >> (8 * k)) & 0xff);
            if (!c) {
                (*i)++;
                buf_putc(b, '"');
                return;
            }
            if (c == '"' || c == '\\')
                buf_putc(b, '\\');
            buf_putc(b, c);
        }
    }
    buf_putc(b, '"');
}

const char *spv_disassemble(Cc *cc, const uint32_t *w, size_t n, size_t *len)
{
    Buf b;
    buf_init(&b, &cc->arena);
    if (n < 5) {
        *len = 0;
        return buf_cstr(&b);
    }
    buf_printf(&b, "; SPIR-V\n; Version: %u.%u\n; Generator: 0x%08x\n; Bound: %u\n; Schema: %u\n",
               (w[1] >> 16) & 0xff, (w[1] >> 8) & 0xff, w[2], w[3], w[4]);
    size_t at = 5;
    while (at < n) {
        uint32_t count = w[at] >> 16, opcode = w[at] & 0xffff;
        if (count == 0 || at + count > n) {
            buf_printf(&b, "; malformed instruction at word %zu\n", at);
            break;
        }
        size_t end = at + count, i = at + 1;
        const OpInfo *op = find_op(opcode);
        const char *shape = op ? op->shape : "n*";
        /* The result id goes in front: `%r = OpName %type ...`. */
        const char *r = strchr(shape, 'r');
        size_t rpos = r ? (size_t)(r - shape) : 0;
        bool has_type = shape[0] == 't';
        if (r && rpos <= 1 && at + 1 + rpos < end)
            buf_printf(&b, "%%%u = ", w[at + 1 + rpos]);
        if (op)
            buf_printf(&b, "Op%s", op->name);
        else
            buf_printf(&b, "OpUnknown%u", opcode);
        if (has_type && r && rpos == 1 && i < end) {
            buf_printf(&b, " %%%u", w[i]);
            i += 2; /* the type and the result */
            shape += 2;
        } else if (r && rpos == 0) {
            i++;
            shape++;
        }
        char prev_enum = 0;
        uint32_t prev_value = 0;
        while (i < end) {
            char c = *shape ? *shape : 'n';
            bool many = shape[0] && shape[1] == '*';
            if (!many && *shape)
                shape += shape[1] == '?' ? 2 : 1;
            /* Decoration parameters: a built-in by name, the rest numbers. */
            if (!*shape && prev_enum == 'B' && prev_value == 11 /* BuiltIn */ && c == 'n')
                c = 'C';
            else if (!*shape && prev_enum == 'B' && (opcode == 5632 || opcode == 5633))
                c = 's'; /* OpDecorateString, OpMemberDecorateString */
            buf_putc(&b, ' ');
            if (c == 's') {
                put_string(&b, w, end, &i);
                continue;
            }
            if (c == 'x') {
                for (; i < end; i++)
                    buf_printf(&b, i + 1 < end ? "%u " : "%u", w[i]);
                continue;
            }
            if (c == 't' || c == 'r' || c == 'i') {
                buf_printf(&b, "%%%u", w[i++]);
                continue;
            }
            if (c == 'm') {
                /* A memory-access mask, then its bits' parameters in bit
                 * order: Aligned's literal, the others ids. */
                uint32_t mask = w[i++];
                buf_printf(&b, "%u", mask);
                for (uint32_t bit = 0; bit < 32 && i < end; bit++) {
                    char param = spv_memory_access_param(bit);
                    if ((mask & (1u << bit)) && param)
                        buf_printf(&b, param == 'n' ? " %u" : " %%%u", w[i++]);
                }
                continue;
            }
            if (c >= 'A' && c <= 'Z') {
                const char *name = enum_name(c, w[i]);
                if (name)
                    buf_puts(&b, name);
                else
                    buf_printf(&b, "%u", w[i]);
                prev_enum = c;
                prev_value = w[i++];
                continue;
            }
            buf_printf(&b, "%u", w[i++]);
        }
        buf_putc(&b, '\n');
        at = end;
    }
    *len = b.len;
    return buf_cstr(&b);
}
