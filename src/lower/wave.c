/*
 * Wave (subgroup) and quad intrinsics to IR: GroupNonUniform instructions
 * as DXC writes them (the prefix functions are exclusive scans), the lane
 * and wave-count built-ins, and SM 6.5's WaveMatch and WaveMultiPrefix*
 * through SPV_NV_shader_subgroup_partitioned.
 */
#include "lower/call.h"

static IrId wave_group(Call *c, IrOp op, uint32_t group)
{
    L *l = c->l;
    IrId v = arg(c, 0);
    return ir_emit(&l->b, op, c->rt, &v, 1, &group, 1);
}

static IrId wave_arith(Call *c, IrOp fop, IrOp iop, IrOp uop, uint32_t group)
{
    Type *t = aty(c, 0);
    IrOp op = flt(t) ? fop : sgn(t) ? iop : uop;
    return wave_group(c, op, group);
}

/* WaveMultiPrefix*(value, mask): an exclusive scan over the lanes of the
 * partition `mask` (SPV_NV_shader_subgroup_partitioned, as DXC writes it);
 * WaveMultiPrefixCountBits counts the lanes where the bool is true. */
static IrId wave_multi_prefix(Call *c, IrOp fop, IrOp iop, IrOp uop)
{
    L *l = c->l;
    uint32_t group = SpvGroupOperationPartitionedExclusiveScanNV;
    IrId v[2] = {arg(c, 0), arg(c, 1)};
    if (c->e->builtin == BI_WAVE_MULTI_PREFIX_COUNT_BITS) {
        IrTypeId u = ir_type_int(l->m, 32, false);
        IrId sel[3] = {v[0], lw_u32(l, 1), lw_u32(l, 0)};
        v[0] = emit(c, IR_SELECT, u, sel, 3);
        return ir_emit(&l->b, IR_WAVE_IADD, c->rt, v, 2, &group, 1);
    }
    Type *t = aty(c, 0);
    IrOp op = flt(t) ? fop : sgn(t) ? iop : uop;
    return ir_emit(&l->b, op, c->rt, v, 2, &group, 1);
}

static IrId wave_count(Call *c, uint32_t group)
{
    L *l = c->l;
    IrId v = arg(c, 0);
    IrTypeId u = ir_type_int(l->m, 32, false);
    IrId ballot = ir_emit(&l->b, IR_WAVE_BALLOT, ir_type_vector(l->m, u, 4), &v, 1, NULL, 0);
    return ir_emit(&l->b, IR_WAVE_BALLOT_BIT_COUNT, u, &ballot, 1, &group, 1);
}

enum { WAVE_NOT_MINE = UINT32_MAX };

static IrId wave(Call *c, IrModule *m, BuiltinId id)
{
    L *l = c->l;
    Expr *e = c->e;
    switch (id) {
    case BI_WAVE_GET_LANE_INDEX:
        return ir_load(&l->b, lw_builtin_input(l, SpvBuiltInSubgroupLocalInvocationId,
                                               ir_type_int(m, 32, false), "gl_SubgroupInvocationID"));
    case BI_WAVE_GET_LANE_COUNT:
        return ir_load(&l->b, lw_builtin_input(l, SpvBuiltInSubgroupSize, ir_type_int(m, 32, false),
                                               "gl_SubgroupSize"));
    case BI_GET_GROUP_WAVE_COUNT: /* SM 6.10: the group's subgroups, and this one's index */
    case BI_GET_GROUP_WAVE_INDEX: {
        bool count = id == BI_GET_GROUP_WAVE_COUNT;
        Stage st = l->cc->stage;
        if (st != STAGE_COMPUTE && st != STAGE_MESH && st != STAGE_AMPLIFICATION) {
            diag(l->cc, e->loc, D_LOWER_NO_VULKAN_EQUIVALENT, builtin_name(id),
                 "NumSubgroups and SubgroupId exist in compute, mesh and amplification shaders only");
            return ir_undef(m, c->rt);
        }
        /* WGSL: @builtin(num_subgroups) / @builtin(subgroup_id) (compute). */
        return ir_load(&l->b, lw_builtin_input(l, count ? SpvBuiltInNumSubgroups : SpvBuiltInSubgroupId,
                                               ir_type_int(m, 32, false), count ? "NumSubgroups" : "SubgroupId"));
    }
    case BI_WAVE_ACTIVE_ALL_EQUAL: {
        /* Per component: OpGroupNonUniformAllEqual returns a scalar bool. */
        IrId a = arg(c, 0);
        IrType *rt = ir_type(m, c->rt);
        if (rt->kind != IR_TY_VECTOR)
            return emit(c, IR_WAVE_ALL_EQUAL, c->rt, &a, 1);
        IrTypeId et = ir_type(m, ir_type_of(m, a))->elem;
        IrId r[4];
        for (uint32_t i = 0; i < rt->count && i < 4; i++) {
            IrId x = lw_extract(l, et, a, i);
            r[i] = emit(c, IR_WAVE_ALL_EQUAL, rt->elem, &x, 1);
        }
        return emit(c, IR_CONSTRUCT, c->rt, r, rt->count);
    }
    case BI_WAVE_ACTIVE_COUNT_BITS: return wave_count(c, SpvGroupOperationReduce);
    case BI_WAVE_PREFIX_COUNT_BITS: return wave_count(c, SpvGroupOperationExclusiveScan);
    case BI_WAVE_ACTIVE_SUM: return wave_arith(c, IR_WAVE_FADD, IR_WAVE_IADD, IR_WAVE_IADD, SpvGroupOperationReduce);
    case BI_WAVE_ACTIVE_PRODUCT: return wave_arith(c, IR_WAVE_FMUL, IR_WAVE_IMUL, IR_WAVE_IMUL, SpvGroupOperationReduce);
    case BI_WAVE_PREFIX_SUM: return wave_arith(c, IR_WAVE_FADD, IR_WAVE_IADD, IR_WAVE_IADD, SpvGroupOperationExclusiveScan);
    case BI_WAVE_PREFIX_PRODUCT: return wave_arith(c, IR_WAVE_FMUL, IR_WAVE_IMUL, IR_WAVE_IMUL, SpvGroupOperationExclusiveScan);
    case BI_WAVE_ACTIVE_MIN: return wave_arith(c, IR_WAVE_FMIN, IR_WAVE_SMIN, IR_WAVE_UMIN, SpvGroupOperationReduce);
    case BI_WAVE_ACTIVE_MAX: return wave_arith(c, IR_WAVE_FMAX, IR_WAVE_SMAX, IR_WAVE_UMAX, SpvGroupOperationReduce);
    case BI_WAVE_ACTIVE_BIT_AND: return wave_group(c, IR_WAVE_AND, SpvGroupOperationReduce);
    case BI_WAVE_ACTIVE_BIT_OR: return wave_group(c, IR_WAVE_OR, SpvGroupOperationReduce);
    case BI_WAVE_ACTIVE_BIT_XOR: return wave_group(c, IR_WAVE_XOR, SpvGroupOperationReduce);
    case BI_WAVE_MATCH: {
        IrId a = arg(c, 0);
        return emit(c, IR_WAVE_PARTITION, c->rt, &a, 1);
    }
    case BI_WAVE_MULTI_PREFIX_SUM:
    case BI_WAVE_MULTI_PREFIX_COUNT_BITS: return wave_multi_prefix(c, IR_WAVE_FADD, IR_WAVE_IADD, IR_WAVE_IADD);
    case BI_WAVE_MULTI_PREFIX_PRODUCT: return wave_multi_prefix(c, IR_WAVE_FMUL, IR_WAVE_IMUL, IR_WAVE_IMUL);
    case BI_WAVE_MULTI_PREFIX_BIT_AND: return wave_multi_prefix(c, IR_WAVE_AND, IR_WAVE_AND, IR_WAVE_AND);
    case BI_WAVE_MULTI_PREFIX_BIT_OR: return wave_multi_prefix(c, IR_WAVE_OR, IR_WAVE_OR, IR_WAVE_OR);
    case BI_WAVE_MULTI_PREFIX_BIT_XOR: return wave_multi_prefix(c, IR_WAVE_XOR, IR_WAVE_XOR, IR_WAVE_XOR);
    case BI_QUAD_READ_ACROSS_X:
    case BI_QUAD_READ_ACROSS_Y:
    case BI_QUAD_READ_ACROSS_DIAGONAL: {
        uint32_t dir = id == BI_QUAD_READ_ACROSS_X ? 0 : id == BI_QUAD_READ_ACROSS_Y ? 1 : 2;
        IrId a = arg(c, 0);
        return ir_emit(&l->b, IR_QUAD_SWAP, c->rt, &a, 1, &dir, 1);
    }
    default:
        return WAVE_NOT_MINE;
    }
}

/* The wave and quad built-ins this file lowers: true, the value in *out. */
bool lw_wave_builtin(L *l, Expr *e, IrId *out)
{
    Call cc = {l, e, e->type ? lw_type(l, e->type) : 0};
    Call *c = &cc;
    IrModule *m = l->m;
    BuiltinId id = e->builtin;
    *out = wave(c, m, id);
    return *out != WAVE_NOT_MINE;
}
