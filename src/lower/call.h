/*
 * One built-in call being lowered, and the small helpers that the files
 * lowering built-ins share (builtin.c, wave.c): its arguments, their HLSL
 * types, and emitting an instruction.
 */
#ifndef OSH_LOWER_CALL_H
#define OSH_LOWER_CALL_H

#include "lower/lower_int.h"

typedef struct Call {
    L *l;
    Expr *e;
    IrTypeId rt;
} Call;

static inline Type *strip(Type *t) { return lw_strip(t); }

static inline bool flt(Type *t) { return ty_is_float_kind(strip(t)->scalar); }

static inline bool sgn(Type *t)
{
    ScalarKind k = strip(t)->scalar;
    return k == SK_INT16 || k == SK_INT32 || k == SK_INT64 || k == SK_MIN16INT || k == SK_MIN12INT;
}

static inline IrId arg(Call *c, uint32_t i) { return lw_expr(c->l, c->e->args.data[i]); }
static inline Type *aty(Call *c, uint32_t i) { return c->e->args.data[i]->type; }

static inline IrId emit(Call *c, IrOp op, IrTypeId t, const IrId *a, uint32_t n)
{
    return ir_emit(&c->l->b, op, t, a, n, NULL, 0);
}

#endif
