/*
 * The optimizer: passes over the IR, one per file, each `bool pass(IrModule *)`
 * returning whether it changed anything. opt_run runs the pipeline for an
 * optimization level, with the verifier after each pass in debug builds.
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

/* The IR text of ir_print read back into the (fresh) module m (irparse.c);
 * false after reporting D_OPT_IR_PARSE. For tests and tools. */
bool opt_ir_parse(IrModule *m, const char *text, size_t len);

/* ---- shared analyses and helpers (cfg.c) --------------------------------- */

#define OPT_NONE UINT32_MAX

/* The CFG of one function. Blocks are numbered by their position in
 * f->blocks when the analysis was built; opt_cfg_build writes that number
 * into each block's `mark`, so a pass holding a cfg must not reuse `mark`.
 * Edges come from the terminators only (merge and continue markers are not
 * edges). Rebuild after changing the CFG. */
typedef struct OptCfg {
    IrModule *m;
    IrFunc *f;
    uint32_t n;               /* blocks */
    IrBlock **blocks;         /* index -> block */
    uint32_t **preds, *npreds; /* distinct predecessors, reachable or not */
    uint32_t **succs, *nsuccs; /* distinct successors */
    uint32_t *rpo, nrpo;      /* reachable blocks in reverse post-order */
    uint32_t *rpo_num;        /* position in rpo; OPT_NONE when unreachable */
    uint32_t *idom;           /* immediate dominator; entry: itself; OPT_NONE unreachable */
    uint32_t **kids, *nkids;  /* dominator tree children, in rpo order */
    uint32_t *pre, *post;     /* dominator tree DFS numbers, for O(1) dominance */
    uint32_t **df, *ndf;      /* dominance frontiers (after opt_cfg_frontiers) */
    uint32_t *sidom;          /* structural idom: header->merge/continue count as edges */
} OptCfg;

OptCfg *opt_cfg_build(IrModule *m, IrFunc *f);
void opt_cfg_frontiers(OptCfg *g);
static inline bool opt_cfg_reachable(const OptCfg *g, uint32_t b) { return g->rpo_num[b] != OPT_NONE; }
/* Does block a dominate block b (both reachable; a block dominates itself)? */
bool opt_cfg_dominates(const OptCfg *g, uint32_t a, uint32_t b);
/* The index of block `id` in this cfg, OPT_NONE if it is not one of f's blocks. */
uint32_t opt_cfg_index(const OptCfg *g, IrId id);
/* The innermost construct (header index) that contains block b, OPT_NONE at
 * the top level. Construct of header h: blocks structurally dominated by h
 * and not by its merge (SPIR-V's definition, where a header's merge and
 * continue declarations count as edges, so a block reached only by a break
 * out of a selection is not inside it); `loops_only` skips selections. */
uint32_t opt_cfg_enclosing(const OptCfg *g, uint32_t b, bool loops_only);
/* Is block b inside the construct headed by h? */
bool opt_cfg_in_construct(const OptCfg *g, uint32_t h, uint32_t b);

/* An IrId -> IrId map over the module's current ids, cleared in time
 * proportional to what was set. Ids created later are never keys. */
typedef struct OptMap {
    IrId *to;                 /* NULL until the first set */
    uint32_t n;               /* entries in `to` (0 until the first set) */
    uint32_t limit;           /* ids at opt_map_init: the keys it may take */
    Vec(IrId) touched;
} OptMap;
void opt_map_init(IrModule *m, OptMap *map);
void opt_map_set(IrModule *m, OptMap *map, IrId from, IrId to);
static inline IrId opt_map_get(const OptMap *map, IrId from) { return from < map->n ? map->to[from] : 0; }
void opt_map_clear(OptMap *map);

static inline IrFunc *opt_func(IrModule *m, uint32_t i) { return ir_value(m, m->funcs.data[i])->u.f; }
IrBlock *opt_block(IrModule *m, IrId id);   /* NULL if id is not a block */
IrInst *opt_def(IrModule *m, IrId id);      /* the defining instruction, or NULL */
bool opt_is_spec(IrModule *m, IrId id);     /* a spec constant or a composite holding one */
/* A new unlinked instruction with zeroed args/lits and, when type != 0, a
 * fresh result id. */
IrInst *opt_inst_new(IrModule *m, IrOp op, IrTypeId type, uint32_t nargs, uint32_t nlits, Loc loc);
void opt_inst_append(IrBlock *bl, IrInst *in);
void opt_inst_prepend(IrBlock *bl, IrInst *in);   /* before the first instruction */
void opt_inst_after_phis(IrBlock *bl, IrInst *in);
IrInst *opt_term(IrBlock *bl);                    /* the terminator or NULL */
/* Removes `bl` from its function's block list (its value stays). */
void opt_block_delete(IrBlock *bl);
/* Moves the block at the end of f->blocks to just after `after`. */
void opt_block_move_after(IrFunc *f, IrBlock *after, IrBlock *bl);
/* Phi maintenance in `bl` when its predecessor `pred` goes away or is renamed. */
void opt_phis_remove_pred(IrModule *m, IrBlock *bl, IrId pred);
void opt_phis_rename_pred(IrBlock *bl, IrId from, IrId to);
/* Rewrites branch targets `from` -> `to` in a terminator. */
void opt_term_retarget(IrInst *term, IrId from, IrId to);
/* Rewrites every operand of f's instructions through `map` (chasing chains). */
void opt_func_remap(IrModule *m, IrFunc *f, const OptMap *map);
/* Rewrites every operand `from` of f's instructions to `to` (one id: no
 * map, whose table has an entry per id of the module). */
void opt_func_replace(IrFunc *f, IrId from, IrId to);
/* Is block `id` the merge or continue target of a header of f? */
bool opt_block_is_target(IrFunc *f, IrId id);
/* Copies a list of blocks of f (after `after`), remapping values and blocks
 * through `map`, which maps each cloned block and result to its copy on
 * return; ids absent from the map (values from outside) are kept. */
void opt_clone_blocks(IrModule *m, IrFunc *dst, IrBlock *after, IrBlock *const *src, uint32_t n,
                      OptMap *map, const char *suffix);

/* Constant folding of one instruction given its operands (constfold.c):
 * returns a constant id, or 0 when it cannot (or must not) be folded. */
IrId opt_fold(IrModule *m, const IrInst *in, const IrId *args);

#endif
