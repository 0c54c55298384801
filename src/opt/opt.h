/*
 * The optimizer: passes over the IR, one per file, each `bool pass(IrModule *)`
 * returning whether it changed anything. opt_run runs the pipeline for an
 * optimization level, with the verifier after each pass (ir_verify_enabled).
 */
#ifndef OSH_OPT_H
#define OSH_OPT_H

#include "ir/ir.h"

/* Level 0 still runs what makes the IR legal for the back ends (inlining
 * unless keep_calls, folding where an operand must become constant).
 * keep_calls keeps calls as calls at level 0 (the SPIR-V target, as DXC's
 * -O0 does); levels 1-3 always inline.
 * Returns false when the compilation must stop (diagnostics were reported). */
bool opt_run(IrModule *m, int level, bool keep_calls);

/* ---- the passes (one file each) ------------------------------------------ */

bool opt_inline(IrModule *m);      /* inline.c: every call into its caller */
bool opt_check_recursion(IrModule *m); /* inline.c: OSH0650 for a cycle of calls */
bool opt_mem2reg(IrModule *m);     /* mem2reg.c: local variables to SSA values */
bool opt_constfold(IrModule *m);   /* constfold.c: constants and identities */
bool opt_dce(IrModule *m);         /* dce.c: dead instructions, variables, blocks */
/* dce.c: deletes f's unreachable blocks; merges and continue targets a
 * reachable header names stay, in canonical form. */
bool opt_remove_unreachable(IrModule *m, IrFunc *f);
bool opt_simplifycfg(IrModule *m); /* simplifycfg.c: constant branches, block merging */
bool opt_unroll(IrModule *m);      /* unroll.c: [unroll] loops with constant trip counts */
bool opt_sroa(IrModule *m);        /* sroa.c: constant-index accesses of local aggregates */
bool opt_ldst(IrModule *m);        /* ldst.c: load/store forwarding, private to local */
bool opt_cse(IrModule *m);         /* cse.c: common subexpressions (dominator-scoped) */
bool opt_prune(IrModule *m);       /* prune.c: functions, globals, spec constants unused */

/* Runs fn on each function of m that has a body, in module order; whether
 * any call changed something (the passes' shared loop). */
bool opt_each_func(IrModule *m, bool (*fn)(IrModule *m, IrFunc *f, void *arg), void *arg);

/* Constant folding of one instruction given its operands (constfold.c):
 * returns a constant id, or 0 when it cannot (or must not) be folded. */
IrId opt_fold(IrModule *m, const IrInst *in, const IrId *args);

#endif
