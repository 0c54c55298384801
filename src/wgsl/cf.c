/*
 * Structured control flow from the IR's markers.
 *
 * The IR carries SPIR-V's structure: a selection header names its merge
 * block, a loop header its merge and continue blocks. The walk below turns
 * each construct into a WGSL statement, starting at the entry block and
 * following the straight-line successors:
 *
 *   selection header + br_cond   if c { then-arm } else { else-arm }
 *   selection header + switch    switch s { case ... { arm } default { arm } }
 *   loop header                  loop { header; body; continuing { ...; break if !c } }
 *
 * An arm runs until it reaches its construct's merge. A branch to the
 * innermost loop's merge is `break`, to its continue target `continue`, to
 * the innermost switch's merge `break`; from inside a switch, a loop break
 * sets a flag variable, breaks out of the switch and breaks again after it.
 * In the continue construct, the back edge ends the block: unconditional,
 * or `break if` when it is conditional on the loop's merge.
 *
 * WGSL has no fall-through: a case that branches into the next case's
 * block simply continues into that block, so its statements are written
 * again (the spec accepts the quadratic growth; a budget stops runaways).
 *
 * Phis are function-level variables assigned on each incoming edge, before
 * the branch; the phi's block reads its variable once at its top, so the
 * assignments on one edge never see each other (no lost copies). Values
 * used outside their own block are function-level variables too (WGSL
 * scopes are lexical, SSA dominance is not); the rest are `let`s.
 *
 * Anything else (a branch into the middle of another construct, a
 * conditional branch with two ordinary targets and no header) is control
 * flow that is not structured: OSH5202.
 */
#include "wgsl/wgsl_int.h"

enum { BLOCK_BUDGET = 1 << 16 };

struct WLoop {
    IrBlock *header, *merge, *cont;
    const char *flag;       /* break-out-of-switch flag, created on first use */
    uint32_t flag_sets;
    uint32_t breaks;        /* `break`s written to the merge */
    bool nu_exit;           /* left (break/continue) under a non-uniform condition */
};

typedef struct Ctx Ctx;
struct Ctx {
    WLoop *loop;            /* innermost loop, NULL outside loops */
    IrBlock *stop;          /* innermost selection's merge: the arm ends there */
    IrBlock *sw_merge;      /* innermost switch's merge (inside the innermost loop) */
    uint32_t sw_depth;      /* switches between here and the innermost loop */
    bool continuing;        /* in the loop's continue construct */
    bool cont_top;          /* ... at its top level, where `break if` may stand */
    bool body_top;          /* at the loop body's top level: `continue` is implied */
    bool nonuniform;        /* under a condition that depends on the invocation */
    bool dup_ok;            /* in a switch arm (loops inside it too): fall-through
                               writes blocks again, so a second visit is fine */
    const Ctx *outer;
};

static IrBlock *block(W *w, IrId id)
{
    if (id == 0 || id >= w->nvalues || !w->blocks_by_id[id])
        diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: branch to a block outside the function");
    return w->blocks_by_id[id];
}

static void unstructured(W *w, Loc loc)
{
    if (!w->failed)
        w_unavailable(w, loc, "control flow that is not structured");
    w->failed = true;
}

static Loc block_loc(IrBlock *b) { return b->last ? b->last->loc : (Loc){0, 0, 0}; }

/* ---- analysis: phis and values that cross blocks ------------------------- */

static bool symbolic(W *w, IrInst *in)
{
    IrType *t = ir_type(w->m, in->type);
    switch (t->kind) {
    case IR_TY_POINTER:
    case IR_TY_IMAGE:
    case IR_TY_SAMPLER:
    case IR_TY_SAMPLED_IMAGE: return true;
    default: return false;
    }
}

/* A use of `v` in block `at`. Pointers and handles are text, so their
 * operands are what must be visible there. */
static void use(W *w, IrId v, IrBlock *at, uint32_t depth)
{
    IrValue *val = ir_value(w->m, v);
    if (val->kind != IV_INST || depth > LIMIT_NESTING)
        return;
    IrInst *in = val->u.inst;
    if (symbolic(w, in)) {
        if (in->op == IR_VAR)
            return;
        for (uint32_t i = 0; i < in->nargs; i++)
            use(w, in->args[i], at, depth + 1);
        return;
    }
    if (in->block != at)
        w->vf[v] |= WV_HOIST;
}

static void analyze(W *w, IrFunc *f)
{
    IrModule *m = w->m;
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *b = f->blocks.data[i];
        w->blocks_by_id[b->id] = b;
        b->mark = 0;
    }
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *b = f->blocks.data[i];
        for (IrInst *in = b->first; in; in = in->next) {
            if (in->op == IR_PHI) {
                for (uint32_t k = 0; k + 1 < in->nargs; k += 2)
                    use(w, in->args[k], block(w, in->args[k + 1]), 0);
                continue;
            }
            for (uint32_t k = 0; k < in->nargs; k++)
                if (ir_value(m, in->args[k])->kind == IV_INST)
                    use(w, in->args[k], b, 0);
        }
    }
    w_inline_analyze(w, f);
    /* Declarations: phi variables, then values that cross blocks. */
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next) {
            if (!in->id)
                continue;
            IrValue *v = ir_value(m, in->id);
            if (in->op == IR_PHI) {
                const char *pv = w_name(w, arena_sprintf(&w->cc->arena, "%s_phi",
                                                        v->name ? v->name : v->hint ? v->hint : "t"));
                buf_printf(&w->fn_decls, "    var %s: %s;\n", pv, w_type(w, in->type, in->loc));
                vec_push(&w->cc->arena, &w->phi_vars, ((WPhi){in->id, pv}));
            }
            if ((w->vf[in->id] & WV_HOIST) && !symbolic(w, in)) {
                const char *n = w_value_name(w, in->id);
                w->vname[in->id] = n;
                buf_printf(&w->fn_decls, "    var %s: %s;\n", n, w_type(w, in->type, in->loc));
            }
        }
    }
}

/* Whether statements written in context `c` run in non-uniform control
 * flow: under a varying condition, after a varying `return`, or in a loop
 * some invocations already left (the rest of that loop's body). */
static bool cf_nonuniform(W *w, const Ctx *c)
{
    if (w->nu_returned)
        return true;
    for (const Ctx *o = c; o; o = o->outer)
        if (o->nonuniform || (o->loop && o->loop->nu_exit))
            return true;
    return false;
}

/* `!c`, with parentheses only where c needs them. */
static const char *negate(W *w, const char *c)
{
    return arena_sprintf(&w->cc->arena, w_is_primary(c) ? "!%s" : "!(%s)", c);
}

static const char *phi_var(W *w, IrId phi)
{
    for (uint32_t i = w->phi_vars.len; i-- > 0;)
        if (w->phi_vars.data[i].id == phi)
            return w->phi_vars.data[i].var;
    diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: phi %u has no variable", phi);
}

/* Assigns the phis of `to` for the edge from `from`. */
static void phis(W *w, IrBlock *from, IrBlock *to)
{
    for (IrInst *in = to->first; in && in->op == IR_PHI; in = in->next)
        for (uint32_t k = 0; k + 1 < in->nargs; k += 2)
            if (in->args[k + 1] == from->id) {
                w_line(w, "%s = %s;", phi_var(w, in->id), w_val(w, in->args[k]));
                break;
            }
}

static bool has_phis_from(IrBlock *from, IrBlock *to)
{
    for (IrInst *in = to->first; in && in->op == IR_PHI; in = in->next)
        for (uint32_t k = 0; k + 1 < in->nargs; k += 2)
            if (in->args[k + 1] == from->id)
                return true;
    return false;
}

/* ---- the walk ------------------------------------------------------------ */

static void seq(W *w, IrBlock *b, const Ctx *c);

static bool is_exit(const Ctx *c, IrBlock *to)
{
    if (to == c->stop || (c->sw_merge && to == c->sw_merge))
        return true;
    return c->loop && (to == c->loop->merge || to == c->loop->cont || to == c->loop->header);
}

/* The jump statement for a branch to `to` (phis already assigned). Returns
 * the block to continue with in straight line, or NULL. */
static IrBlock *jump(W *w, IrBlock *to, const Ctx *c, Loc loc)
{
    if (to == c->stop)
        return NULL;
    if (c->sw_merge && to == c->sw_merge) {
        w_line(w, "break;");
        return NULL;
    }
    if (c->loop) {
        WLoop *l = c->loop;
        if (to == l->merge && to == w->ret_merge && !c->body_top && !c->continuing &&
            w_flag_return(w, cf_nonuniform(w, c)))
            return NULL; /* an early return: the invocation runs on (early_return.c) */
        if (to == l->merge) {
            if (c->continuing) {
                unstructured(w, loc);
                return NULL;
            }
            if (c->sw_depth) {
                if (!l->flag) {
                    l->flag = w_name(w, "_break_loop");
                    buf_printf(&w->fn_decls, "    var %s: bool;\n", l->flag);
                }
                l->flag_sets++;
                w_line(w, "%s = true;", l->flag);
            }
            l->breaks++;
            l->nu_exit |= c->nonuniform;
            w_line(w, "break;");
            return NULL;
        }
        if (to == l->header && c->continuing) {
            if (!c->cont_top)
                unstructured(w, loc);
            return NULL; /* the back edge: the continuing block ends here */
        }
        if (to == l->cont || to == l->header) {
            if (c->continuing) {
                unstructured(w, loc);
                return NULL;
            }
            l->nu_exit |= c->nonuniform;
            if (!c->body_top || to != l->cont)
                w_line(w, "continue;");
            return NULL;
        }
    }
    for (const Ctx *o = c->outer; o; o = o->outer)
        if (to == o->stop || (o->loop && to == o->loop->merge && o->loop != c->loop)) {
            unstructured(w, loc);
            return NULL;
        }
    return to;
}

static void edge(W *w, IrBlock *from, IrBlock *to, const Ctx *c)
{
    phis(w, from, to);
    IrBlock *next = jump(w, to, c, block_loc(from));
    if (next)
        seq(w, next, c);
}

static void insts(W *w, IrBlock *b)
{
    for (IrInst *in = b->first; in; in = in->next) {
        if (in == b->last && (ir_op_info(in->op)->flags & OPF_TERMINATOR))
            break;
        if (w->failed)
            return;
        if (in->op == IR_PHI) {
            const char *pv = phi_var(w, in->id);
            if (w->vf[in->id] & WV_HOIST) {
                w_line(w, "%s = %s;", w->vname[in->id], pv);
            } else {
                if (!w->vname[in->id])
                    w->vname[in->id] = w_value_name(w, in->id);
                w_line(w, "let %s = %s;", w->vname[in->id], pv);
            }
            continue;
        }
        if (w_guarded(w, in)) { /* early_return.c */
            w_line(w, "if !%s {", w->ret_flag);
            w->indent++;
            w_inst(w, in);
            w->indent--;
            w_line(w, "}");
            continue;
        }
        w_inst(w, in);
    }
}

static void emit_if(W *w, IrBlock *b, IrInst *t, const Ctx *c, IrBlock *merge)
{
    const char *cond = w_val(w, t->args[0]);
    IrBlock *tb = block(w, t->args[1]), *fb = block(w, t->args[2]);
    Ctx arm = *c;
    arm.stop = merge;
    arm.cont_top = false;
    arm.body_top = false;
    arm.outer = c;
    arm.nonuniform |= w_nonuniform(w, t->args[0]);
    bool t_empty = tb == merge && !has_phis_from(b, tb);
    bool f_empty = fb == merge && !has_phis_from(b, fb);
    if (t_empty && !f_empty) {
        w_line(w, "if %s {", negate(w, cond));
        w->indent++;
        edge(w, b, fb, &arm);
        w->indent--;
        w_line(w, "}");
        return;
    }
    w_line(w, "if %s {", cond);
    w->indent++;
    edge(w, b, tb, &arm);
    w->indent--;
    if (!f_empty) {
        w_line(w, "} else {");
        w->indent++;
        edge(w, b, fb, &arm);
        w->indent--;
    }
    w_line(w, "}");
}

static void emit_switch(W *w, IrBlock *b, IrInst *t, const Ctx *c, IrBlock *merge)
{
    Arena *a = &w->cc->arena;
    const char *sel = w_val(w, t->args[0]);
    bool is_signed = w_is_signed(w, ir_type_of(w->m, t->args[0]));
    IrBlock *dflt = block(w, t->args[1]);
    uint32_t ncase = t->nargs - 2;
    if (t->nlits < ncase)
        diag_ice(w->cc, t->loc, "WGSL: switch without case values");
    /* Clauses: distinct targets in order of first appearance, the one
     * holding `default` last. */
    IrBlock **targets = NEWN(w->cc, IrBlock *, ncase + 1);
    Buf *labels = NEWN(w->cc, Buf, ncase + 1);
    uint32_t n = 0;
    int dclause = -1;
    for (uint32_t i = 0; i < ncase; i++) {
        IrBlock *tb = block(w, t->args[2 + i]);
        uint32_t k = 0;
        while (k < n && targets[k] != tb)
            k++;
        if (k == n) {
            targets[n] = tb;
            buf_init(&labels[n], a);
            n++;
        }
        if (labels[k].len)
            buf_puts(&labels[k], ", ");
        if (is_signed)
            buf_printf(&labels[k], "%di", (int32_t)t->lits[i]);
        else
            buf_printf(&labels[k], "%uu", t->lits[i]);
        if (tb == dflt)
            dclause = (int)k;
    }
    Ctx cs = *c;
    cs.stop = merge;
    cs.sw_merge = merge;
    cs.sw_depth = c->sw_depth + 1;
    cs.dup_ok = true;
    cs.cont_top = false;
    cs.body_top = false;
    cs.outer = c;
    cs.nonuniform |= w_nonuniform(w, t->args[0]);

    Buf *saved = w->out, body;
    buf_init(&body, a);
    w->out = &body;
    uint32_t sets = c->loop ? c->loop->flag_sets : 0;
    w_line(w, "switch %s {", sel);
    w->indent++;
    for (uint32_t k = 0; k < n; k++) {
        if ((int)k == dclause)
            continue;
        w_line(w, "case %s {", buf_cstr(&labels[k]));
        w->indent++;
        edge(w, b, targets[k], &cs);
        w->indent--;
        w_line(w, "}");
    }
    if (dclause >= 0)
        w_line(w, "case %s, default {", buf_cstr(&labels[dclause]));
    else
        w_line(w, "default {");
    w->indent++;
    edge(w, b, dflt, &cs);
    w->indent--;
    w_line(w, "}");
    w->indent--;
    w_line(w, "}");
    w->out = saved;
    bool flagged = c->loop && c->loop->flag_sets != sets;
    if (flagged)
        w_line(w, "%s = false;", c->loop->flag);
    buf_put(w->out, body.data, body.len);
    if (flagged) {
        w_line(w, "if %s {", c->loop->flag);
        if (c->sw_depth)
            c->loop->flag_sets++; /* the enclosing switch must check it too */
        w_line(w, "    break;");
        w_line(w, "}");
    }
}

/* Writes the block's terminator; returns the straight-line successor. */
static IrBlock *term(W *w, IrBlock *b, const Ctx *c)
{
    IrInst *t = b->last;
    if (!t || !(ir_op_info(t->op)->flags & OPF_TERMINATOR))
        return NULL; /* no terminator: unreachable */
    IrFunc *f = w->fn;
    bool is_void = ir_type(w->m, f->ret)->kind == IR_TY_VOID;
    switch (t->op) {
    case IR_RET:
        w->returns++;
        if (!c->loop && c->outer && w_flag_return(w, cf_nonuniform(w, c)))
            return NULL; /* early_return.c: the invocation runs on, doing nothing seen */
        w->nu_returned |= c->nonuniform;
        if (t->nargs)
            w_line(w, "return %s;", w_val(w, t->args[0]));
        else
            w_line(w, "return;");
        return NULL;
    case IR_KILL:
        w->returns++;
        /* WGSL's discard demotes to a helper invocation and carries on. */
        w_line(w, "discard;");
        if (is_void)
            w_line(w, "return;");
        else
            w_line(w, "return %s();", w_type(w, f->ret, t->loc));
        return NULL;
    case IR_UNREACHABLE: return NULL;
    case IR_BR: {
        IrBlock *to = block(w, t->args[0]);
        phis(w, b, to);
        return jump(w, to, c, t->loc);
    }
    case IR_BR_COND: {
        IrBlock *tb = block(w, t->args[1]), *fb = block(w, t->args[2]);
        if (b->struct_kind == IR_STRUCT_SELECTION) {
            IrBlock *merge = block(w, b->merge);
            emit_if(w, b, t, c, merge);
            return jump(w, merge, c, t->loc);
        }
        const char *cond = w_val(w, t->args[0]);
        if (c->continuing && c->loop && (tb == c->loop->header || fb == c->loop->header)) {
            IrBlock *other = tb == c->loop->header ? fb : tb;
            if (other != c->loop->merge || !c->cont_top) {
                unstructured(w, t->loc);
                return NULL;
            }
            phis(w, b, tb);
            phis(w, b, fb);
            c->loop->nu_exit |= w_nonuniform(w, t->args[0]);
            if (tb == c->loop->header)
                w_line(w, "break if %s;", negate(w, cond));
            else
                w_line(w, "break if %s;", cond);
            return NULL;
        }
        bool te = is_exit(c, tb), fe = is_exit(c, fb);
        Ctx in_if = *c; /* jumps inside the `if` are not at the body's top level */
        in_if.body_top = false;
        in_if.cont_top = false;
        in_if.nonuniform |= w_nonuniform(w, t->args[0]);
        if (te && fe) {
            w_line(w, "if %s {", cond);
            w->indent++;
            phis(w, b, tb);
            jump(w, tb, &in_if, t->loc);
            w->indent--;
            w_line(w, "} else {");
            w->indent++;
            phis(w, b, fb);
            jump(w, fb, &in_if, t->loc);
            w->indent--;
            w_line(w, "}");
            return NULL;
        }
        if (te || fe) {
            IrBlock *ex = te ? tb : fb, *next = te ? fb : tb;
            w_line(w, "if %s {", te ? cond : negate(w, cond));
            w->indent++;
            phis(w, b, ex);
            jump(w, ex, &in_if, t->loc);
            w->indent--;
            w_line(w, "}");
            phis(w, b, next);
            return jump(w, next, c, t->loc);
        }
        unstructured(w, t->loc);
        return NULL;
    }
    case IR_SWITCH: {
        if (b->struct_kind != IR_STRUCT_SELECTION) {
            unstructured(w, t->loc);
            return NULL;
        }
        IrBlock *merge = block(w, b->merge);
        emit_switch(w, b, t, c, merge);
        return jump(w, merge, c, t->loc);
    }
    default: diag_ice(w->cc, t->loc, "WGSL: unknown terminator");
    }
}

static IrBlock *emit_loop(W *w, IrBlock *h, const Ctx *c)
{
    WLoop *l = NEW(w->cc, WLoop);
    l->header = h;
    l->merge = block(w, h->merge);
    l->cont = block(w, h->cont);
    Ctx in = {.loop = l, .outer = c, .body_top = true, .dup_ok = c->dup_ok};
    uint32_t returns = w->returns;
    Buf *saved = w->out, body;
    buf_init(&body, &w->cc->arena);
    w->out = &body;
    w->indent++;
    if (w->ret_flag_used && !w_loop_has_barrier(w, h, l->merge)) { /* early_return.c */
        w_line(w, "if %s {", w->ret_flag);
        w_line(w, "    break;");
        w_line(w, "}");
        l->breaks++;
    }
    w->cf_nonuniform = cf_nonuniform(w, &in);
    insts(w, h);
    IrBlock *next = term(w, h, &in);
    if (next)
        seq(w, next, &in);
    if (l->cont != h && !w->failed) {
        w_line(w, "continuing {");
        w->indent++;
        Ctx cc = in;
        cc.continuing = true;
        cc.cont_top = true;
        cc.body_top = false;
        seq(w, l->cont, &cc);
        w->indent--;
        w_line(w, "}");
    }
    w->indent--;
    w->out = saved;
    /* WGSL rejects a loop that never exits (its behaviour would be {}):
     * a loop with neither a break nor a return (`for (;;)`) gets a break
     * that never runs. Its merge is then unreachable in the IR. */
    bool endless = !l->breaks && w->returns == returns;
    w_line(w, "loop {");
    if (endless)
        w_line(w, "    if false { break; }");
    buf_put(w->out, body.data, body.len);
    w_line(w, "}");
    if (endless && l->merge->first && l->merge->first == l->merge->last &&
        l->merge->last->op == IR_UNREACHABLE) {
        if (ir_type(w->m, w->fn->ret)->kind != IR_TY_VOID)
            w_line(w, "return %s();", w_type(w, w->fn->ret, block_loc(h)));
        return NULL;
    }
    return jump(w, l->merge, c, block_loc(h));
}

static void seq(W *w, IrBlock *b, const Ctx *c)
{
    if (++w->depth > LIMIT_NESTING) {
        w_unavailable(w, block_loc(b), "control flow nested this deeply");
        w->depth--;
        return;
    }
    while (b && !w->failed) {
        if (++w->blocks_emitted > BLOCK_BUDGET) {
            w_unavailable(w, block_loc(b), "a switch with this many fall-through cases");
            break;
        }
        if (b->mark && !c->dup_ok) {
            unstructured(w, block_loc(b));
            break;
        }
        b->mark++;
        if (b->struct_kind == IR_STRUCT_LOOP) {
            b = emit_loop(w, b, c);
            continue;
        }
        w->cf_nonuniform = cf_nonuniform(w, c);
        insts(w, b);
        if (w->failed)
            break;
        b = term(w, b, c);
    }
    w->depth--;
}

void w_body(W *w, IrFunc *f)
{
    if (!f->blocks.len)
        diag_ice(w->cc, f->loc, "WGSL: function without blocks");
    w_flag_returns(w, f); /* before analyze: its values are declared there */
    analyze(w, f);
    w->nu_returned = false;
    Ctx top = {0};
    seq(w, f->blocks.data[0], &top);
}
