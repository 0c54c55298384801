/*
 * Source-level debug scopes and locals, for NonSemantic.Shader.DebugInfo.100
 * (-fspv-debug=vulkan and the other rich modes; SPIR-V only: WGSL ignores
 * debug information, and IrModule.debug_scopes stays false for it).
 *
 *   scopes   an instruction's `scope` names the lexical scope it was written
 *            in (a { } block of a function, or the function itself) and, for
 *            code the inliner pulled in, the chain of calls it was inlined
 *            at: DebugScope <DebugLexicalBlock|DebugFunction> [DebugInlinedAt].
 *            Lowering gives each { } block a scope (as DXC: the function's
 *            body is a block too); 0 is the function's own scope, so that
 *            code made without a scope (passes, wrappers) stays valid.
 *   locals   a variable mem2reg or sroa removes leaves its DebugLocalVariable
 *            here (name, type, place, lexical scope), and a dbg_value
 *            (DebugValue) wherever it changed: each store it removed and
 *            each phi it placed (as spirv-opt's ssa-rewrite does with
 *            DebugDeclare). Variables that stay get a DebugDeclare from the
 *            back end.
 */
#include "ir/ir.h"

static uint32_t scope_new(IrModule *m, IrDScope s)
{
    if (!m->dscopes.len) /* index 0 of each table is "none" */
        vec_push(&m->cc->arena, &m->dscopes, ((IrDScope){0}));
    vec_push(&m->cc->arena, &m->dscopes, s);
    return m->dscopes.len - 1;
}

uint32_t ir_dscope_block(IrModule *m, IrId func, uint32_t outer, Loc loc)
{
    if (!m->debug_scopes)
        return 0;
    if (!m->dlex.len)
        vec_push(&m->cc->arena, &m->dlex, ((IrDLex){0}));
    uint32_t parent = outer && outer < m->dscopes.len ? m->dscopes.data[outer].lex : 0;
    vec_push(&m->cc->arena, &m->dlex, ((IrDLex){func, parent, loc}));
    return scope_new(m, (IrDScope){func, m->dlex.len - 1, 0});
}

IrDScope ir_dscope_get(IrModule *m, const IrFunc *f, uint32_t scope)
{
    if (scope && scope < m->dscopes.len)
        return m->dscopes.data[scope];
    return (IrDScope){f ? f->id : 0, 0, 0};
}

const char *ir_debug_local_name(const char *name)
{
    if (!name || !strncmp(name, "tmp.", 4))
        return NULL;
    if (!strncmp(name, "param.", 6))
        name += 6;
    return strchr(name, '.') ? NULL : name;
}

uint32_t ir_dlocal_of_var(IrModule *m, IrFunc *f, const IrInst *var)
{
    if (!m->debug_scopes || var->op != IR_VAR || !var->id)
        return 0;
    uintptr_t part = (uintptr_t)map_get(&m->dvar, (void *)(uintptr_t)var->id);
    if (part)
        return (uint32_t)part;
    const char *name = ir_debug_local_name(ir_value(m, var->id)->name);
    if (!name)
        return 0;
    IrDScope s = ir_dscope_get(m, f, var->scope);
    if (!m->dlocals.len)
        vec_push(&m->cc->arena, &m->dlocals, ((IrDLocal){0}));
    IrDLocal d = {name, ir_type(m, var->type)->elem, var->loc.line ? var->loc : f->loc, s.func, s.lex, 0, 0};
    vec_push(&m->cc->arena, &m->dlocals, d);
    return m->dlocals.len - 1;
}

void ir_dlocal_split(IrModule *m, IrFunc *f, const IrInst *var, const IrId *parts, uint32_t n)
{
    uint32_t whole = ir_dlocal_of_var(m, f, var);
    if (!whole)
        return;
    const IrType *st = ir_type(m, m->dlocals.data[whole].type);
    for (uint32_t j = 0; j < n && st->kind == IR_TY_STRUCT && j < st->member_count; j++) {
        IrDLocal d = m->dlocals.data[whole];
        d.type = st->members[j].type;
        d.parent = whole;
        d.index = j;
        vec_push(&m->cc->arena, &m->dlocals, d);
        map_put(m->cc, &m->dvar, (void *)(uintptr_t)parts[j], (void *)(uintptr_t)(m->dlocals.len - 1));
    }
}

IrInst *ir_dbg_value_new(IrModule *m, uint32_t dlocal, IrId value, Loc loc, uint32_t scope)
{
    IrInst *in = ir_inst_new(m, IR_DBG_VALUE, 0, 1, 1, loc);
    in->args[0] = value;
    in->lits[0] = dlocal;
    in->scope = scope;
    return in;
}

/* ---- inlining ----------------------------------------------------------------- */

typedef struct Inl {
    IrModule *m;
    uint32_t call_inl;      /* the DebugInlinedAt of the call itself */
    uint32_t *scope_memo;   /* old scope + 1 -> new scope (0: not yet) */
    uint32_t *inl_memo;     /* old dinl index -> new one */
    uint32_t nscopes, ninl; /* the tables' sizes before this call */
    IrId callee;
} Inl;

static uint32_t remap_scope(Inl *x, uint32_t s, int depth);

/* A DebugInlinedAt of the callee's (code it had inlined itself) moves one
 * level out: its chain now ends at the call. */
static uint32_t remap_inl(Inl *x, uint32_t k, int depth)
{
    if (!k || k >= x->ninl || depth > 64)
        return x->call_inl;
    if (x->inl_memo[k])
        return x->inl_memo[k];
    IrModule *m = x->m;
    IrDInl d = m->dinl.data[k];
    d.scope = remap_scope(x, d.scope, depth + 1);
    vec_push(&m->cc->arena, &m->dinl, d);
    return x->inl_memo[k] = m->dinl.len - 1;
}

static uint32_t remap_scope(Inl *x, uint32_t s, int depth)
{
    IrModule *m = x->m;
    if (s >= x->nscopes)
        s = 0;
    if (x->scope_memo[s])
        return x->scope_memo[s];
    IrDScope d = s ? m->dscopes.data[s] : (IrDScope){x->callee, 0, 0};
    d.inlined = d.inlined ? remap_inl(x, d.inlined, depth + 1) : x->call_inl;
    return x->scope_memo[s] = scope_new(m, d);
}

void ir_dscope_inline(IrModule *m, IrFunc *caller, const IrInst *call, IrFunc *callee,
                      IrBlock *const *blocks, uint32_t n)
{
    if (!m->debug_scopes)
        return;
    Cc *cc = m->cc;
    /* The call's own scope, explicit: it names the caller. */
    uint32_t at = call->scope && call->scope < m->dscopes.len ? call->scope
                  : scope_new(m, (IrDScope){caller->id, 0, 0});
    if (!m->dinl.len)
        vec_push(&cc->arena, &m->dinl, ((IrDInl){0}));
    vec_push(&cc->arena, &m->dinl, ((IrDInl){call->loc, at}));
    Inl x = {m, m->dinl.len - 1, NULL, NULL, m->dscopes.len, m->dinl.len - 1, callee->id};
    x.scope_memo = TMPN(cc, uint32_t, x.nscopes + 1);
    x.inl_memo = TMPN(cc, uint32_t, x.ninl + 1);
    for (uint32_t i = 0; i < n; i++)
        for (IrInst *in = blocks[i]->first; in; in = in->next)
            in->scope = remap_scope(&x, in->scope, 0);
}
