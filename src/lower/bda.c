/*
 * Buffer device addresses (SPIR-V's PhysicalStorageBuffer), as DXC has
 * them: vk::RawBufferLoad<T>(address [, alignment]),
 * vk::RawBufferStore<T>(address, value [, alignment]) and
 * vk::BufferPointer<T, A> with .Get().
 *
 * A vk::BufferPointer value is its address: a uint64_t in the IR, in
 * registers and in memory (8 bytes, aligned to 8, in any buffer layout),
 * so that pointers live in locals, parameters, structs, cbuffers and push
 * constants, are compared and selected, and a struct may hold a pointer to
 * its own type, with nothing new. The front end's casts between a pointer
 * and uint64_t and between pointers are no-ops on that value (CK_NOOP).
 *
 * Memory is reached only where it is used: `p.Get()` and the raw intrinsics
 * bit cast the address to a PhysicalStorageBuffer pointer to the pointee's
 * storage-buffer layout type (lw_rule_sbuffer: std430, or scalar with
 * -fvk-use-scalar-layout; bools as uint), and the ordinary memory code
 * (lw_load_mem, lw_store_mem, access chains) goes through it. SPIR-V wants
 * an Aligned memory operand on every load and store through such a
 * pointer: lw_bda_align gives each one, after lowering, the alignment it
 * can prove: the base's (RawBufferLoad's argument, default 4 as DXC;
 * BufferPointer's A, else the pointee's widest scalar) lowered by each
 * access step to the largest power of two dividing the step's byte offset
 * (a dynamic index: its stride). The pointers have no root variable
 * (ir_root ends at the bit cast, an instruction), so the optimizer treats
 * what they reach as unknown memory: loads never forwarded or merged,
 * stores never removed (ldst.c, cse.c, dce.c, mem2reg.c and sroa.c track
 * only variables and read-only globals; tests/opt/cases/O3/
 * buffer_device_address.ir).
 *
 * WGSL has no such memory: lowering for it refuses both (the front end's
 * vk_refuse for vk::BufferPointer, lw_builtin for the intrinsics).
 */
#include "lower/lower_int.h"

static uint32_t low_bit(uint64_t v) { return v ? (uint32_t)(v & (~v + 1)) : 0; }

static uint32_t min_align(uint32_t a, uint64_t off)
{
    uint32_t b = low_bit(off);
    return b && b < a ? b : a;
}

IrId lw_bda_pointer(L *l, IrId addr, Type *pointee, uint32_t align, Loc at)
{
    IrModule *m = l->m;
    uint32_t mstride = 0;
    IrTypeId lt = lw_layout_matrix(l, pointee, lw_rule_sbuffer(l), l->cc->opt->pack_matrix_row_major, NULL,
                                   NULL, &mstride);
    if (mstride || (lw_strip(pointee)->kind == TY_ARRAY && ir_type(m, lt)->kind == IR_TY_ARRAY &&
                    ir_type(m, ir_type(m, lt)->elem)->kind == IR_TY_MATRIX)) {
        /* A matrix's MatrixStride decorates a struct member: there is none. */
        diag(l->cc, at, D_LOWER_UNSUPPORTED, "a buffer device address of a matrix outside a struct");
        return 0;
    }
    IrTypeId pt = ir_type_pointer(m, SpvStorageClassPhysicalStorageBuffer, lt);
    IrTypeId at64 = ir_type_int(m, 64, false);
    if (ir_type_of(m, addr) != at64)
        addr = ir_unop(&l->b, IR_BITCAST, at64, addr);
    IrId p = ir_unop(&l->b, IR_BITCAST, pt, addr);
    map_put(l->cc, &l->bda_align, (void *)(uintptr_t)p, (void *)(uintptr_t)align);
    return p;
}

/* The alignment a PhysicalStorageBuffer pointer is known to have: its
 * base's, lowered by each access step. 0 when it does not come from
 * lw_bda_pointer (a bug). */
static uint32_t known_align(L *l, IrId p)
{
    IrModule *m = l->m;
    for (int guard = 0; guard < LIMIT_NESTING; guard++) {
        uintptr_t a = (uintptr_t)map_get(&l->bda_align, (void *)(uintptr_t)p);
        if (a)
            return (uint32_t)a;
        IrInst *d = ir_def(m, p);
        if (!d || !d->nargs)
            return 0;
        if (d->op == IR_COPY) {
            p = d->args[0];
            continue;
        }
        if (d->op != IR_ACCESS)
            return 0;
        uint32_t base = known_align(l, d->args[0]);
        IrTypeId t = ir_type(m, ir_type_of(m, d->args[0]))->elem;
        for (uint32_t k = 1; k < d->nargs && base; k++) {
            const IrType *ty = ir_type(m, t);
            uint64_t i = 0;
            bool known = ir_const_value(m, d->args[k], &i);
            switch (ty->kind) {
            case IR_TY_STRUCT:
                if (!known || i >= ty->member_count)
                    return 0;
                base = min_align(base, ty->members[i].offset);
                t = ty->members[i].type;
                break;
            case IR_TY_ARRAY: case IR_TY_RUNTIME_ARRAY:
                base = min_align(base, known ? i * ty->stride : ty->stride);
                t = ty->elem;
                break;
            case IR_TY_VECTOR: {
                uint32_t s = ir_type(m, ty->elem)->width / 8;
                base = min_align(base, known ? i * s : s);
                t = ty->elem;
                break;
            }
            default: /* a matrix column: its stride is the member's; a scalar at least */
                t = ty->elem;
                base = min_align(base, ir_type(m, ir_type_scalar_of(m, t))->width / 8);
                break;
            }
        }
        return base;
    }
    return 0;
}

void lw_bda_align(L *l)
{
    IrModule *m = l->m;
    if (!l->bda_align.used)
        return;
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrFunc *f = ir_func(m, i);
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next) {
                if ((in->op != IR_LOAD && in->op != IR_STORE) || !in->nargs || in->nlits)
                    continue;
                const IrType *pt = ir_type(m, ir_type_of(m, in->args[0]));
                if (pt->kind != IR_TY_POINTER || pt->storage != SpvStorageClassPhysicalStorageBuffer)
                    continue;
                uint32_t a = known_align(l, in->args[0]);
                if (!a) {
                    diag_ice(l->cc, in->loc, "lowering: a buffer device address of unknown alignment");
                    return;
                }
                in->lits = NEWN(l->cc, uint32_t, 2);
                in->lits[0] = SpvMemoryAccessAlignedMask;
                in->lits[1] = a;
                in->nlits = 2;
            }
    }
}

/* The alignment argument of vk::RawBufferLoad/Store (DXC: "alignment
 * argument must be a constant unsigned integer"; SPIR-V: a power of two). */
static bool raw_align(L *l, Expr *e, uint32_t k, uint32_t *align)
{
    *align = 4;
    if (e->args.len <= k)
        return true;
    Expr *a = e->args.data[k], *src = a;
    while (src->kind == EX_CAST && src->lhs)
        src = src->lhs; /* -16 became 0xFFFFFFF0 */
    Type *st = lw_strip(src->type);
    bool neg = src->is_const && st && st->kind == TY_SCALAR && ty_is_signed_kind(st->scalar) &&
               src->cval.i < 0;
    uint64_t v = a->is_const ? a->cval.u & 0xFFFFFFFFu : 0;
    if (!a->is_const || neg || !v || v > 65536 || (v & (v - 1))) {
        diag(l->cc, a->loc, D_LOWER_RAW_BUFFER_ALIGN, builtin_name(e->builtin));
        return false;
    }
    *align = (uint32_t)v;
    return true;
}

IrId lw_bda_builtin(L *l, Expr *e)
{
    IrModule *m = l->m;
    bool load = e->builtin == BI_VK_RAW_BUFFER_LOAD;
    Type *t = load ? e->type : e->args.data[1]->type;
    if (l->target != OSH_TARGET_SPIRV) {
        diag(l->cc, e->loc, D_WGSL_UNAVAILABLE, builtin_name(e->builtin));
        return load ? ir_undef(m, lw_type(l, t)) : 0;
    }
    uint32_t align;
    IrId addr = lw_expr(l, e->args.data[0]);
    IrId v = load ? 0 : lw_expr(l, e->args.data[1]);
    IrId p = raw_align(l, e, load ? 1 : 2, &align) ? lw_bda_pointer(l, addr, t, align, e->loc) : 0;
    if (!p)
        return load ? ir_undef(m, lw_type(l, t)) : 0;
    if (load)
        return lw_load_mem(l, p, SpvStorageClassPhysicalStorageBuffer, t, true);
    lw_store_mem(l, p, SpvStorageClassPhysicalStorageBuffer, t, true, v);
    return 0;
}

bool lw_bda_get(L *l, Expr *e, LVal *out)
{
    Type *pt = lw_strip(e->object->type);
    if (l->target != OSH_TARGET_SPIRV) /* vk_refuse reported it */
        return false;
    IrId p = lw_bda_pointer(l, lw_expr(l, e->object), pt->elem, ty_pointer_align(pt), e->loc);
    if (!p)
        return false;
    memset(out, 0, sizeof *out);
    out->kind = LV_PTR;
    out->type = e->type;
    out->ptr = p;
    out->storage = SpvStorageClassPhysicalStorageBuffer;
    out->layout = true;
    return true;
}
