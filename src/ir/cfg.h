/*
 * The CFG analyses of one function (cfg.c), part of the IR's interface
 * (included by ir.h): what the passes and the verifier know about a
 * function's control flow.
 */
#ifndef OSH_IR_CFG_H
#define OSH_IR_CFG_H

#include "ir/ir.h"

/* The CFG of one function. Blocks are numbered by their position in
 * f->blocks when the analysis was built; ir_cfg_build writes that number
 * into each block's `mark`, so a pass holding a cfg must not reuse `mark`.
 * Edges come from the terminators only (merge and continue markers are not
 * edges). Rebuild after changing the CFG. */
typedef struct IrCfg {
    IrModule *m;
    IrFunc *f;
    uint32_t n;               /* blocks */
    IrBlock **blocks;         /* index -> block */
    uint32_t **preds, *npreds; /* distinct predecessors, reachable or not */
    uint32_t **succs, *nsuccs; /* distinct successors */
    uint32_t *rpo, nrpo;      /* reachable blocks in reverse post-order */
    uint32_t *rpo_num;        /* position in rpo; IR_NONE when unreachable */
    uint32_t *idom;           /* immediate dominator; entry: itself; IR_NONE unreachable */
    uint32_t **kids, *nkids;  /* dominator tree children, in rpo order */
    uint32_t *pre, *post;     /* dominator tree DFS numbers, for O(1) dominance */
    uint32_t **df, *ndf;      /* dominance frontiers (after ir_cfg_frontiers) */
    uint32_t *sidom;          /* structural idom: header->merge/continue count as edges */
} IrCfg;

IrCfg *ir_cfg_build(IrModule *m, IrFunc *f);
void ir_cfg_frontiers(IrCfg *g);
static inline bool ir_cfg_reachable(const IrCfg *g, uint32_t b) { return g->rpo_num[b] != IR_NONE; }
/* Does block a dominate block b (both reachable; a block dominates itself)? */
bool ir_cfg_dominates(const IrCfg *g, uint32_t a, uint32_t b);
/* The index of block `id` in this cfg, IR_NONE if it is not one of f's blocks. */
uint32_t ir_cfg_index(const IrCfg *g, IrId id);
/* The innermost construct (header index) that contains block b, IR_NONE at
 * the top level. Construct of header h: blocks structurally dominated by h
 * and not by its merge (SPIR-V's definition, where a header's merge and
 * continue declarations count as edges, so a block reached only by a break
 * out of a selection is not inside it); `loops_only` skips selections. */
uint32_t ir_cfg_enclosing(const IrCfg *g, uint32_t b, bool loops_only);
/* Is block b inside the construct headed by h? */
bool ir_cfg_in_construct(const IrCfg *g, uint32_t h, uint32_t b);

#endif
