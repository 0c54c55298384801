/*
 * The optimizer's pipeline.
 *
 *   level 0: inline (legalization: DXC's SPIR-V path inlines every call so
 *            resources passed as parameters resolve to globals), then prune
 *            (the entry point carries only the functions, globals and spec
 *            constants it uses);
 *   level 1-3: inline, then sroa, mem2reg, ldst, constfold, cse,
 *            simplifycfg, dce, unroll, repeated until nothing changes (at
 *            most MAX_ROUNDS rounds: each pass makes the IR smaller or
 *            simpler, so a fixed point comes quickly, and the cap is a guard,
 *            not a tuning knob), then prune.
 * In debug builds (NDEBUG undefined) the verifier runs after every pass and
 * names it, so a broken pass is caught where it broke the IR.
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
#ifndef NDEBUG
    if (!ir_verify(m, p->name))
        return false;
#endif
    return true;
}

bool opt_run(IrModule *m, int level)
{
    static const Pass inliner = {"inline", opt_inline};
    static const Pass pruner = {"prune", opt_prune};
    if (!run_pass(m, &inliner, NULL))
        return false;
    for (int round = 0; level > 0 && round < MAX_ROUNDS; round++) {
        bool changed = false;
        for (size_t i = 0; i < countof(pipeline); i++)
            if (!run_pass(m, &pipeline[i], &changed))
                return false;
        if (!changed)
            break;
    }
    bool ok = run_pass(m, &pruner, NULL);
    /* The back ends need none of it: the host may hand the blocks to them. */
    arena_free_all(cc_scratch(m->cc));
    return ok;
}
