/*
 * ldst: memory forwarding for memory only this invocation sees (Function
 * and Private storage), where a value stored or loaded can be reused.
 *
 * 1. Private to local. A Private global used by exactly one function, which
 *    is an entry point's function and called by nobody, lives exactly as
 *    long as one run of that function: it becomes a Function variable in
 *    its entry block (with the global's initializer), which mem2reg can
 *    then promote; the global leaves m->globals (reflection and the back
 *    ends never see it).
 * 2. Forwarding within a block. Walking each block in order, a table maps
 *    a pointer to the value it is known to hold: a store sets it, a load
 *    either reuses it (the load goes) or records its result. Pointers are
 *    compared by id; every pointer has a root (the variable under its
 *    access chains), and a store through any pointer of a root forgets the
 *    other pointers of that root (a[i] may be a[0]). A call forgets
 *    everything; any other instruction that takes such a pointer (atomics,
 *    copies) forgets its root.
 * 3. Dead stores within a block: a store to pointer p followed, in the same
 *    block, by another store to p with no possible read of the root in
 *    between (no load, call or other use of that root) is removed.
 * Other storage classes (buffers, workgroup, images) can be changed by other
 * invocations or aliased descriptors, so they are never tracked.
 */
#include "opt/opt.h"

/* ---- 1. private to local ----------------------------------------------------- */

static bool private_to_local(IrModule *m)
{
    Cc *cc = m->cc;
    uint32_t nvalues = m->values.len;
    /* user[g]: the one function using global g (its id), or UINT32_MAX for
     * several. */
    uint32_t *user = TMPN(cc, uint32_t, nvalues);
    bool *called = TMPN(cc, bool, nvalues), *is_entry = TMPN(cc, bool, nvalues);
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrFunc *f = ir_func(m, i);
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next)
                for (uint32_t k = 0; k < in->nargs; k++) {
                    IrId a = in->args[k];
                    if (a >= nvalues)
                        continue;
                    IrValueKind kind = ir_value(m, a)->kind;
                    if (kind == IV_FUNC && in->op == IR_CALL && k == 0)
                        called[a] = true;
                    if (kind != IV_GLOBAL)
                        continue;
                    if (!user[a])
                        user[a] = f->id;
                    else if (user[a] != f->id)
                        user[a] = UINT32_MAX;
                }
    }
    for (uint32_t e = 0; e < m->entries.len; e++)
        if (m->entries.data[e].func < nvalues)
            is_entry[m->entries.data[e].func] = true;
    bool changed = false;
    uint32_t j = 0;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId gid = m->globals.data[i];
        IrGlobal *g = ir_value(m, gid)->u.g;
        uint32_t u = user[gid];
        bool move = g->storage == SpvStorageClassPrivate && u && u != UINT32_MAX &&
                    is_entry[u] && !called[u] && !g->decors.len && g->builtin < 0 &&
                    (!g->init || ir_value(m, g->init)->kind == IV_CONST);
        if (!move) {
            m->globals.data[j++] = gid;
            continue;
        }
        IrFunc *f = ir_value(m, u)->u.f;
        IrInst *var = ir_inst_new(m, IR_VAR, ir_type_pointer(m, SpvStorageClassFunction, g->pointee),
                                  g->init ? 1 : 0, 0, ir_value(m, gid)->loc);
        if (g->init)
            var->args[0] = g->init;
        ir_value(m, var->id)->name = ir_value(m, gid)->name;
        IrBlock *entry = f->blocks.data[0];
        IrInst *at = entry->first;
        while (at && at->op == IR_VAR)
            at = at->next;
        if (at)
            ir_inst_insert_before(at, var);
        else
            ir_inst_append(entry, var);
        /* The pointer type changes (Private -> Function): access chains of
         * the global are retyped along the way. */
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next)
                for (uint32_t k = 0; k < in->nargs; k++)
                    if (in->args[k] == gid)
                        in->args[k] = var->id;
        for (bool again = true; again;) {
            again = false;
            for (uint32_t b = 0; b < f->blocks.len; b++)
                for (IrInst *in = f->blocks.data[b]->first; in; in = in->next) {
                    if (in->op != IR_ACCESS || !in->nargs)
                        continue;
                    IrType *bt = ir_type(m, ir_type_of(m, in->args[0]));
                    IrType *rt = ir_type(m, in->type);
                    if (bt->storage == SpvStorageClassFunction &&
                        rt->storage == SpvStorageClassPrivate) {
                        IrTypeId nt = ir_type_pointer(m, SpvStorageClassFunction, rt->elem);
                        in->type = nt;
                        ir_value(m, in->id)->type = nt;
                        again = true;
                    }
                }
        }
        changed = true;
    }
    m->globals.len = j;
    return changed;
}

/* ---- 2 and 3. within blocks ---------------------------------------------------- */

/* The variable or global under a pointer's access chains, if its memory is
 * this invocation's alone; 0 otherwise. */
static IrId root_of(IrModule *m, IrId p)
{
    for (int guard = 0; guard < LIMIT_NESTING; guard++) {
        if (!p || p >= m->values.len)
            return 0;
        IrValue *v = ir_value(m, p);
        if (v->kind == IV_GLOBAL)
            return v->u.g->storage == SpvStorageClassPrivate ? p : 0;
        if (v->kind != IV_INST)
            return 0;
        IrInst *d = v->u.inst;
        if (d->op == IR_VAR)
            return p;
        if (d->op != IR_ACCESS || !d->nargs)
            return 0;
        p = d->args[0];
    }
    return 0;
}

typedef struct Known {
    IrId ptr, root, value;
    IrInst *store;            /* a store to ptr nothing has read yet, or NULL */
} Known;

typedef Vec(Known) KnownVec;

static void forget_root(KnownVec *t, IrId root)
{
    uint32_t j = 0;
    for (uint32_t i = 0; i < t->len; i++)
        if (t->data[i].root != root)
            t->data[j++] = t->data[i];
    t->len = j;
}

static Known *find(KnownVec *t, IrId ptr)
{
    for (uint32_t i = 0; i < t->len; i++)
        if (t->data[i].ptr == ptr)
            return &t->data[i];
    return NULL;
}

/* A load of root r reads whatever was stored through any pointer of r. */
static void mark_read(KnownVec *t, IrId root)
{
    for (uint32_t i = 0; i < t->len; i++)
        if (t->data[i].root == root)
            t->data[i].store = NULL;
}

static bool forward_block(IrModule *m, IrBlock *bl, IrMap *repl)
{
    Cc *cc = m->cc;
    KnownVec t = {0};
    bool changed = false;
    for (IrInst *in = bl->first, *next; in; in = next) {
        next = in->next;
        for (uint32_t k = 0; k < in->nargs; k++) {
            IrId to = ir_map_get(repl, in->args[k]);
            if (to)
                in->args[k] = to;
        }
        if (in->op == IR_CALL || in->op == IR_SPIRV_INST) { /* may write any memory */
            t.len = 0;
            continue;
        }
        if (in->op == IR_LOAD && in->nargs == 1) {
            IrId r = root_of(m, in->args[0]);
            if (!r)
                continue;
            Known *k = find(&t, in->args[0]);
            mark_read(&t, r);
            if (k && ir_type_of(m, k->value) == in->type) {
                ir_map_set(m, repl, in->id, k->value);
                ir_inst_remove(in);
                changed = true;
                continue;
            }
            vec_push(cc_scratch(cc), &t, ((Known){in->args[0], r, in->id, NULL}));
            continue;
        }
        if (in->op == IR_STORE && in->nargs == 2) {
            IrId r = root_of(m, in->args[0]);
            if (!r)
                continue;
            Known *k = find(&t, in->args[0]);
            if (k && k->store) {
                ir_inst_remove(k->store);
                changed = true;
            }
            forget_root(&t, r);
            vec_push(cc_scratch(cc), &t, ((Known){in->args[0], r, in->args[1], in}));
            continue;
        }
        /* Anything else touching such memory: forget (and count as read). */
        for (uint32_t k = 0; k < in->nargs; k++) {
            IrId a = in->args[k];
            if (in->op == IR_ACCESS && k > 0)
                break;
            if (in->op == IR_ACCESS || ir_value(m, a)->kind == IV_BLOCK)
                continue;
            IrTypeId at = ir_type_of(m, a);
            if (!at || ir_type(m, at)->kind != IR_TY_POINTER)
                continue;
            IrId r = root_of(m, a);
            if (r)
                forget_root(&t, r);
        }
    }
    return changed;
}

static bool ldst_func(IrModule *m, IrFunc *f, void *unused)
{
    (void)unused;
    IrMap repl;
    ir_map_init(m, &repl);
    bool changed = false;
    for (uint32_t b = 0; b < f->blocks.len; b++)
        changed |= forward_block(m, f->blocks.data[b], &repl);
    if (changed)
        ir_func_remap(m, f, &repl);
    return changed;
}

bool opt_ldst(IrModule *m)
{
    bool changed = private_to_local(m);
    changed |= opt_each_func(m, ldst_func, NULL);
    return changed;
}
