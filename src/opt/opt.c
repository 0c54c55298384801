/*
 * The optimizer's pipeline.
 *
 *   level 0: calls stay calls when the caller asks (keep_calls: the
 *            SPIR-V target, as DXC's -O0 keeps `src.main` and the helpers
 *            as functions; only a cycle of calls is reported), else every
 *            call is inlined (the WGSL target: its uniformity and
 *            reachability checks look at one body); then prune (the entry
 *            point carries only the functions, globals and spec constants
 *            it uses). Resources never need inlining to resolve: lowering
 *            binds a function's resource parameters per call site. A module
 *            that is legal only once folded (a texel offset that becomes
 *            constant after inlining, which both targets require) is inlined
 *            and gets level 1's rounds too, as DXC legalizes at -O0; so is
 *            one with a function variable that holds a pointer;
 *   level 1-3: inline, then sroa, mem2reg, ldst, constfold, cse,
 *            simplifycfg, dce, unroll, repeated until nothing changes (at
 *            most MAX_ROUNDS rounds: each pass makes the IR smaller or
 *            simpler, so a fixed point comes quickly, and the cap is a guard,
 *            not a tuning knob), then prune.
 * In debug builds (NDEBUG undefined), and in any build when the host sets
 * osh_options.verify_ir, the verifier runs after every pass and names it,
 * so a broken pass is caught where it broke the IR.
 *
 * Memory: a pass's temporaries (TMPN: CFGs, id maps, work lists) live in the
 * scratch arena and are released after the pass, so the optimizer's peak is
 * the IR plus its biggest pass, not the sum of all passes of all rounds.
 */
#include "opt/opt.h"

enum { MAX_ROUNDS = 16 };

typedef struct Pass {
    const char *name;
    bool (*run)(IrModule *m);
} Pass;

static const Pass pipeline[] = {
    {"sroa", opt_sroa},
    {"mem2reg", opt_mem2reg},
    {"ldst", opt_ldst},
    {"constfold", opt_constfold},
    {"cse", opt_cse},
    {"simplifycfg", opt_simplifycfg},
    {"dce", opt_dce},
    {"unroll", opt_unroll},
};

bool opt_each_func(IrModule *m, bool (*fn)(IrModule *m, IrFunc *f, void *arg), void *arg)
{
    bool changed = false;
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrFunc *f = ir_func(m, i);
        if (f->blocks.len)
            changed |= fn(m, f, arg);
    }
    return changed;
}

/* Runs one pass; false when the compilation must stop. */
static bool run_pass(IrModule *m, const Pass *p, bool *changed)
{
    /* A pass's analyses and tables (TMPN) die with it: the next pass
     * reuses their memory. */
    Arena *scratch = cc_scratch(m->cc);
    ArenaMark mark = arena_mark(scratch);
    bool c = p->run(m);
    arena_release(scratch, mark);
    if (changed)
        *changed |= c;
    if (cc_has_errors(m->cc))
        return false;
    if (ir_verify_enabled(m) && !ir_verify(m, p->name))
        return false;
    return true;
}

/* Whether the module needs folding to be legal: an Offset image operand
 * (not a gather's, which may stay run-time) that is not yet a constant. The
 * operand's place follows the back ends: the fixed operands, then Bias, Lod,
 * the two gradients, then the offset. */
static bool needs_folding(IrModule *m)
{
    for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
        const IrFunc *f = ir_value(m, m->funcs.data[fi])->u.f;
        for (uint32_t b = 0; f && b < f->blocks.len; b++)
            for (const IrInst *in = f->blocks.data[b]->first; in; in = in->next) {
                uint32_t fixed = ir_image_fixed_args(in->op);
                if (!fixed || (ir_op_info(in->op)->flags & OPF_GATHER))
                    continue;
                uint32_t mask = in->nlits ? in->lits[0] : 0;
                if (!(mask & SpvImageOperandsOffsetMask))
                    continue;
                uint32_t k = fixed + !!(mask & SpvImageOperandsBiasMask) +
                             !!(mask & SpvImageOperandsLodMask) +
                             ((mask & SpvImageOperandsGradMask) ? 2u : 0u);
                if (k >= in->nargs || ir_value(m, in->args[k])->kind != IV_CONST)
                    return true;
            }
    }
    return false;
}

/* Whether a function variable holds a pointer (an inline SPIR-V
 * OpTypePointer value, vk::WorkgroupSpirvPointer): logical addressing has
 * no such variables, so the module is legal only once mem2reg took them
 * (and inlining the functions that pass them), as DXC legalizes at -O0. */
static bool holds_pointer_var(IrModule *m)
{
    for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
        const IrFunc *f = ir_value(m, m->funcs.data[fi])->u.f;
        for (uint32_t b = 0; f && b < f->blocks.len; b++)
            for (const IrInst *in = f->blocks.data[b]->first; in; in = in->next) {
                if (in->op != IR_VAR)
                    continue;
                const IrType *pt = ir_type(m, ir_type(m, in->type)->elem);
                if (pt->kind == IR_TY_POINTER || (pt->kind == IR_TY_SPIRV && pt->count == SpvOpTypePointer))
                    return true;
            }
    }
    return false;
}

/* The pixel shader's PointSize input (ir_is_pixel_point_size), 0 when there
 * is none. The entry wrapper reads every input, so a module with one is
 * legalized at -O0 too (the read goes when the value is unused), and a read
 * that stays is refused. */
static IrId frag_point_size(IrModule *m)
{
    for (uint32_t i = 0; i < m->globals.len; i++)
        if (ir_is_pixel_point_size(m, ir_value(m, m->globals.data[i])->u.g))
            return m->globals.data[i];
    return 0;
}

/* The first instruction of the module that uses v, or NULL. */
static const IrInst *first_use(IrModule *m, IrId v)
{
    for (uint32_t fi = 0; v && fi < m->funcs.len; fi++) {
        const IrInst *in = ir_func_first_use(ir_value(m, m->funcs.data[fi])->u.f, v);
        if (in)
            return in;
    }
    return NULL;
}

/* Whether a stand-in for a resource nothing was assigned to (lowering's
 * resbind.c) is still used; with report, each such use is an error. */
static bool unresolved_used(IrModule *m, bool report)
{
    bool any = false;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId g = m->globals.data[i];
        const IrGlobal *gl = ir_value(m, g)->u.g;
        if (!gl->unresolved || !first_use(m, g))
            continue;
        any = true;
        if (!report)
            break;
        const IrValue *gv = ir_value(m, g);
        diag(m->cc, gv->loc, D_LOWER_RESOURCE_UNRESOLVED, gv->name ? gv->name : "resource");
        diag_note(m->cc, gv->loc, "no resource known at compile time was assigned to it on a path that "
                                  "reaches this use");
    }
    return any;
}

bool opt_run(IrModule *m, int level, bool keep_calls)
{
    static const Pass inliner = {"inline", opt_inline};
    static const Pass pruner = {"prune", opt_prune};
    static const Pass checker = {"recursion", opt_check_recursion};
    IrId psize = frag_point_size(m);
    if (level == 0 && (needs_folding(m) || holds_pointer_var(m) || first_use(m, psize) ||
                       unresolved_used(m, false)))
        level = 1;
    if (!run_pass(m, level == 0 && keep_calls ? &checker : &inliner, NULL))
        return false;
    for (int round = 0; level > 0 && round < MAX_ROUNDS; round++) {
        bool changed = false;
        for (size_t i = 0; i < countof(pipeline); i++)
            if (!run_pass(m, &pipeline[i], &changed))
                return false;
        if (!changed)
            break;
    }
    if (unresolved_used(m, true))
        return false;
    if (first_use(m, psize)) {
        diag(m->cc, ir_value(m, psize)->loc, D_OPT_FRAG_POINT_SIZE);
        return false;
    }
    bool ok = run_pass(m, &pruner, NULL);
    /* The back ends need none of it: the host may hand the blocks to them. */
    arena_free_all(cc_scratch(m->cc));
    return ok;
}
