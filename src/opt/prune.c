/*
 * prune: an entry point carries only what it uses.
 *
 * Marking starts from the entry points' functions (and the spec constants
 * their workgroup sizes and execution modes name) and follows calls, so
 * the live functions are those reachable in the call graph; the live
 * globals and spec constants are those some live instruction uses (as an
 * operand, inside a composite constant operand, or in a live global's
 * initializer), plus the counter buffer of a live append/consume buffer
 * and the buffer a live counter counts for.
 * Removed functions leave m->funcs and removed globals leave m->globals, the
 * lists the back ends and reflection read (their values stay in
 * m->values, unreferenced). Unused specialization constants leave
 * m->consts, so reflection lists only those the entry reads; they are
 * never interned, so no later ir_const_* call can hand one back.
 * Plain constants and types are interned by the IR core: removing one from
 * m->consts would let a later ir_const_* return an id no list holds, so
 * they stay (the back ends emit only what they reach).
 * Stage inputs and outputs with a location stay even when unused: they are
 * the entry point's signature, which the neighbouring stage matches (a
 * vertex output no fragment input consumes draws a validation warning), as
 * DXC keeps them; built-in ones go when unused (a pixel shader's PointSize
 * input always goes: Vulkan's fragment stage has none, and DXC drops it).
 * A module without entry points (a library, a pass test) keeps everything.
 */
#include "opt/opt.h"

typedef struct Marker {
    IrModule *m;
    bool *live;
    Vec(IrId) work;          /* functions and globals to scan */
} Marker;

/* Marks a value and what it holds (composite elements, initializers). */
static void mark(Marker *k, IrId v, int depth)
{
    IrModule *m = k->m;
    if (!v || v >= m->values.len || k->live[v] || depth > LIMIT_NESTING)
        return;
    IrValue *val = ir_value(m, v);
    switch (val->kind) {
    case IV_CONST:
        k->live[v] = true;
        for (uint32_t i = 0; i < val->u.c->elem_count; i++)
            mark(k, val->u.c->elems[i], depth + 1);
        break;
    case IV_GLOBAL:
        k->live[v] = true;
        mark(k, val->u.g->init, depth + 1);
        mark(k, val->u.g->counter, depth + 1);
        mark(k, val->u.g->source_resource, depth + 1);
        break;
    case IV_FUNC:
        k->live[v] = true;
        vec_push(&m->cc->arena, &k->work, v);
        break;
    default:
        break;
    }
}

bool opt_prune(IrModule *m)
{
    Cc *cc = m->cc;
    if (!m->entries.len)
        return false;
    Marker k = {.m = m, .live = NEWN(cc, bool, m->values.len)};
    for (uint32_t e = 0; e < m->entries.len; e++) {
        IrEntry *en = &m->entries.data[e];
        mark(&k, en->func, 0);
        for (int i = 0; i < 3; i++)
            mark(&k, en->workgroup_spec[i], 0);
        for (uint32_t i = 0; i < en->modes.len; i++)
            for (int a = 0; a < 3; a++)
                mark(&k, en->modes.data[i].spec_args[a], 0);
        for (uint32_t i = 0; i < en->interface.len; i++)
            mark(&k, en->interface.data[i], 0);
    }
    for (uint32_t i = 0; i < m->funcs.len; i++)
        if (ir_func_exported(m, m->funcs.data[i]))
            mark(&k, m->funcs.data[i], 0);
    for (uint32_t i = 0; i < m->globals.len; i++) {
        const IrGlobal *g = ir_value(m, m->globals.data[i])->u.g;
        /* A pixel shader's PointSize input is nobody's signature: Vulkan has
         * none in the fragment stage (opt.c refuses a read of it). */
        if (ir_is_pixel_point_size(m, g))
            continue;
        if (g->unresolved)
            continue; /* a stand-in that nothing uses (opt.c) */
        if (ir_global_is_signature(g, m->preserve_interface) || (m->preserve_bindings && g->res != IRR_NONE))
            mark(&k, m->globals.data[i], 0);
    }
    while (k.work.len) {
        IrFunc *f = ir_value(m, vec_pop(&k.work))->u.f;
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next)
                for (uint32_t a = 0; a < in->nargs; a++)
                    mark(&k, in->args[a], 0);
    }
    bool changed = false;
    uint32_t j = 0;
    for (uint32_t i = 0; i < m->funcs.len; i++)
        if (k.live[m->funcs.data[i]])
            m->funcs.data[j++] = m->funcs.data[i];
    changed |= j != m->funcs.len;
    m->funcs.len = j;
    j = 0;
    for (uint32_t i = 0; i < m->globals.len; i++)
        if (k.live[m->globals.data[i]])
            m->globals.data[j++] = m->globals.data[i];
    changed |= j != m->globals.len;
    m->globals.len = j;
    j = 0;
    for (uint32_t i = 0; i < m->consts.len; i++) {
        IrId c = m->consts.data[i];
        IrValue *v = ir_value(m, c);
        if (v->kind == IV_CONST && v->u.c->is_spec && !k.live[c])
            continue;
        m->consts.data[j++] = c;
    }
    changed |= j != m->consts.len;
    m->consts.len = j;
    return changed;
}
