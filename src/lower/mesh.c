/*
 * Mesh and amplification shaders (SPV_EXT_mesh_shader), as DXC lowers them
 * (docs/SPIR-V.rst, "Mesh and Amplification Shaders").
 *
 * A mesh shader's `out vertices V verts[N]` and `out primitives P prims[M]`
 * are stage leaves like any output (stageio.c), arrayed by N or M, the
 * per-primitive ones decorated PerPrimitiveEXT; `out indices uint3 t[M]` is
 * the PrimitiveTriangleIndicesEXT array (Line: uint2, Point: uint). Every
 * invocation of the group writes its own elements, so these parameters are
 * never copied out: the body's verts[i].f, prims[i] and t[i] are places in
 * the output variables themselves (lw_mesh_lvalue), a leaf directly, a
 * struct or a clip/cull slice through the leaves (LV_GROUP). The wrapper
 * passes an unused local for them. `in payload P p` is copied in from the
 * TaskPayloadWorkgroupEXT variable.
 *
 * An amplification shader's DispatchMesh payload is a groupshared
 * variable, which is then TaskPayloadWorkgroupEXT (sema_reach.c marks it,
 * resource.c gives the storage class); DispatchMesh is a workgroup barrier
 * and OpEmitMeshTasksEXT, which ends the invocation.
 */
#include "lower/lower_int.h"

#define MESH_MODS (DM_VERTICES | DM_INDICES | DM_PRIMITIVES | DM_PAYLOAD)

static Decl *mesh_param(Decl *ed, uint32_t mod)
{
    for (uint32_t i = 0; i < ed->params.len; i++)
        if (ed->params.data[i]->mods & mod)
            return ed->params.data[i];
    return NULL;
}

static const char *mod_name(uint32_t m)
{
    return m & DM_VERTICES ? "vertices" : m & DM_INDICES ? "indices" : m & DM_PRIMITIVES ? "primitives" : "payload";
}

/* Components of one index of the topology: 3 triangle, 2 line, 1 point. */
static uint32_t topology_verts(Decl *ed)
{
    Str t = ed->attrs.outputtopology;
    return t && !strcmp(t, "line") ? 2 : t && !strcmp(t, "point") ? 1 : 3;
}

static uint32_t array_count(Decl *p)
{
    Type *t = p ? lw_strip(p->type) : NULL;
    return t && t->kind == TY_ARRAY ? t->count : 0;
}

/* DXC's rules for the signature (its messages). */
bool lw_mesh_check(L *l)
{
    Decl *ed = l->entry;
    Cc *cc = l->cc;
    bool ok = true;
    uint32_t seen = 0;
    for (uint32_t i = 0; i < ed->params.len; i++) {
        Decl *p = ed->params.data[i];
        uint32_t m = p->mods & MESH_MODS;
        if (!m && p->param_mode != PM_IN) {
            /* The outputs are the vertices, indices and primitives. */
            diag(cc, p->loc, D_LOWER_MESH_SIGNATURE, ed->name,
                 arena_sprintf(&cc->arena, "invalid usage of semantic '%s' on an output parameter",
                               p->semantic.name ? p->semantic.name : "(none)"));
            ok = false;
        }
        if (!m)
            continue;
        const char *what = mod_name(m);
        const char *bad = NULL;
        Type *t = lw_strip(p->type);
        if (seen & m)
            bad = arena_sprintf(&cc->arena, "only one object with '%s' modifier is allowed", what);
        else if (m == DM_PAYLOAD && p->param_mode != PM_IN)
            bad = "'payload' object must be an in parameter";
        else if (m != DM_PAYLOAD && p->param_mode != PM_OUT)
            bad = arena_sprintf(&cc->arena, "'%s' object must be an out parameter", what);
        else if (m != DM_PAYLOAD && (t->kind != TY_ARRAY || !t->count || lw_strip(t->elem)->kind == TY_ARRAY))
            bad = "expected 1D array of indices/vertices/primitives object";
        else if (m == DM_INDICES) {
            uint32_t n = topology_verts(ed);
            Type *e = lw_strip(t->elem);
            bool fits = e->scalar == SK_UINT32 &&
                        (n == 1 ? e->kind == TY_SCALAR : e->kind == TY_VECTOR && e->cols == n);
            if (!fits)
                bad = n == 1 ? "expected 1D array of uint type"
                             : arena_sprintf(&cc->arena, "expected 1D array of uint%u type", n);
        }
        seen |= m;
        if (bad) {
            diag(cc, p->loc, D_LOWER_MESH_SIGNATURE, ed->name, bad);
            ok = false;
        }
    }
    if (ok && !(seen & DM_VERTICES)) {
        diag(cc, ed->loc, D_LOWER_MESH_SIGNATURE, ed->name, "expected vertices object declaration");
        ok = false;
    }
    if (ok && !(seen & DM_INDICES)) {
        diag(cc, ed->loc, D_LOWER_MESH_SIGNATURE, ed->name, "expected indices object declaration");
        ok = false;
    }
    Decl *pr = mesh_param(ed, DM_PRIMITIVES);
    if (ok && pr && array_count(pr) != array_count(mesh_param(ed, DM_INDICES))) {
        diag(cc, ed->loc, D_LOWER_MESH_SIGNATURE, ed->name,
             "array size of primitives object should match 'indices' object");
        ok = false;
    }
    return ok;
}

void lw_mesh_modes(L *l, Decl *ed)
{
    uint32_t n = topology_verts(ed);
    lw_mode(l, n == 3 ? SpvExecutionModeOutputTrianglesEXT
                : n == 2 ? SpvExecutionModeOutputLinesEXT : SpvExecutionModeOutputPoints, 0, 0);
    lw_mode(l, SpvExecutionModeOutputVertices, 1, array_count(mesh_param(ed, DM_VERTICES)));
    lw_mode(l, SpvExecutionModeOutputPrimitivesEXT, 1, array_count(mesh_param(ed, DM_INDICES)));
}

void lw_mesh_leaves(L *l, Decl *p, uint32_t first)
{
    (void)p;
    LwIo *io = l->io;
    for (uint32_t i = first; i < io->leaves.len; i++) {
        Leaf *lf = io->leaves.data[i];
        if (lf->g)
            ir_decorate(l->m, lf->g, SpvDecorationPerPrimitiveEXT, -1, NULL, 0);
        for (uint32_t k = 0; k < lf->nparts; k++)
            ir_decorate(l->m, lf->parts[k], SpvDecorationPerPrimitiveEXT, -1, NULL, 0);
    }
}

/* The Primitive{Triangle,Line,Point}IndicesEXT output. */
static IrId indices_var(L *l)
{
    if (l->io->mesh_indices)
        return l->io->mesh_indices;
    Decl *ed = l->entry, *p = mesh_param(ed, DM_INDICES);
    static const uint32_t builtins[3] = {SpvBuiltInPrimitivePointIndicesEXT, SpvBuiltInPrimitiveLineIndicesEXT,
                                         SpvBuiltInPrimitiveTriangleIndicesEXT};
    IrId g = ir_global_new(l->m, "gl_PrimitiveIndices", SpvStorageClassOutput, lw_type(l, p->type), p->loc);
    ir_value(l->m, g)->u.g->builtin = (int32_t)builtins[topology_verts(ed) - 1];
    l->io->mesh_indices = g;
    return g;
}

bool lw_mesh_arg(L *l, Decl *p, IrId *arg)
{
    if (!(p->mods & MESH_MODS))
        return false;
    if (p->mods & DM_PAYLOAD) {
        IrId g = ir_global_new(l->m, arena_sprintf(&l->cc->arena, "in.var.%s", p->name ? p->name : "payload"),
                               SpvStorageClassTaskPayloadWorkgroupEXT, lw_type(l, p->type), p->loc);
        *arg = ir_load(&l->b, g);
        return true;
    }
    /* Never read nor written: the body writes the outputs in place. */
    *arg = ir_local_var(&l->b, lw_type(l, p->type), p->name);
    return true;
}

/* e's chain of fields (outermost last in path) down to the parameter
 * element base[idx]; the parameter, or NULL when e is no such chain. */
static Decl *chain(L *l, Expr *e, Decl **path, uint32_t *n, Expr **idx)
{
    *n = 0;
    while (e->kind == EX_MEMBER && *n <= LIMIT_NESTING) {
        path[(*n)++] = e->decl;
        e = e->lhs;
    }
    Expr *base = e->kind == EX_INDEX ? e->lhs : e;
    if (base->kind != EX_VAR || !base->decl || !(base->decl->mods & (DM_VERTICES | DM_INDICES | DM_PRIMITIVES)))
        return NULL;
    /* A helper's `out indices` (...) parameter is the entry's: the entry
     * passes its own on (expr.c), there is one of each per entry. */
    Decl *p = mesh_param(l->entry, base->decl->mods & (DM_VERTICES | DM_INDICES | DM_PRIMITIVES));
    if (!p || (p != base->decl && lw_type(l, p->type) != lw_type(l, base->decl->type)))
        return NULL;
    *idx = e->kind == EX_INDEX ? e->rhs : NULL;
    return p;
}

/* The leaves of p's element for the fields in path (outermost last):
 * *pos is the first, *t the type; false when it is not such a place. */
static bool field_leaves(L *l, Decl *p, Decl **path, uint32_t n, uint32_t *pos, Type **t)
{
    uint32_t pi = 0;
    while (l->entry->params.data[pi] != p)
        pi++;
    Group *g = &l->io->param_outs[pi];
    *pos = g->first;
    *t = g->t;
    for (uint32_t k = n; k-- > 0;) {
        Type *s = lw_strip(*t);
        if (s->kind != TY_STRUCT || !s->decl)
            return false;
        uint32_t i = 0;
        for (; i < s->decl->fields.len && s->decl->fields.data[i] != path[k]; i++)
            *pos += lw_io_leaf_count(s->decl->fields.data[i]->type);
        if (i == s->decl->fields.len)
            return false;
        *t = path[k]->type;
    }
    return *t && *pos < g->first + g->count;
}

bool lw_mesh_lvalue(L *l, Expr *e, LVal *out)
{
    Decl *path[LIMIT_NESTING + 1];
    uint32_t n;
    Expr *ie;
    /* a[k] of a field split into one variable per element or row (arrays,
     * matrices): that variable's element. */
    Expr *elem = e->kind == EX_INDEX && e->lhs->kind == EX_MEMBER ? e : NULL;
    Decl *p = chain(l, elem ? e->lhs : e, path, &n, &ie);
    if (!p || p->param_mode != PM_OUT)
        return false;
    if (!ie) {
        diag(l->cc, e->loc, D_LOWER_MESH_SIGNATURE, l->entry->name,
             arena_sprintf(&l->cc->arena, "the '%s' array is written one element at a time (%s[i])",
                           mod_name(p->mods), p->name ? p->name : "?"));
        return false;
    }
    if (!l->io)
        lw_stage_declare(l); /* the body writes the outputs */
    IrId idx = lw_expr(l, ie);
    out->coord = idx;
    out->storage = SpvStorageClassOutput;
    if (p->mods & DM_INDICES) {
        if (n)
            return false;
        out->kind = LV_PTR;
        out->ptr = lw_access(l, indices_var(l), SpvStorageClassOutput, lw_type(l, e->type), &idx, 1);
        return true;
    }
    uint32_t pos;
    Type *t;
    if (!field_leaves(l, p, path, n, &pos, &t))
        return false;
    Leaf *lf = l->io->leaves.data[pos];
    if (elem) {
        if (!lf->nparts || !e->rhs->is_const || e->rhs->cval.u >= lf->nparts ||
            lw_type(l, lf->gt) != lw_type(l, e->type))
            return false; /* the generic path: a vector's component of the leaf */
        IrId part = lf->parts[e->rhs->cval.u];
        out->kind = LV_PTR;
        out->ptr = lw_access(l, part, SpvStorageClassOutput, lw_type(l, lf->gt), &idx, 1);
        return true;
    }
    /* A leaf of its own variable and type: a place in it (DXC's access
     * chains); anything else goes through the leaves. */
    bool plain = lw_strip(t)->kind != TY_STRUCT && lw_io_leaf_count(t) == 1 && lf->g && !lf->nparts &&
                 lf->builtin != SpvBuiltInClipDistance && lf->builtin != SpvBuiltInCullDistance &&
                 !(l->cc->opt->invert_y && lf->builtin == SpvBuiltInPosition) &&
                 lw_type(l, lf->gt) == lw_type(l, t);
    if (plain) {
        out->kind = LV_PTR;
        out->ptr = lw_access(l, lf->g, SpvStorageClassOutput, lw_type(l, lf->gt), &idx, 1);
        return true;
    }
    out->kind = LV_GROUP;
    out->first = pos;
    out->type = t;
    return true;
}

IrId lw_mesh_load(L *l, LVal *lv)
{
    Group g = {lv->type, lv->first, lw_io_leaf_count(lv->type)};
    return lw_load_group_at(l, &g, lv->coord);
}

void lw_mesh_store(L *l, LVal *lv, IrId v)
{
    Group g = {lv->type, lv->first, lw_io_leaf_count(lv->type)};
    lw_store_group(l, &g, v, lv->coord);
}

bool lw_mesh_builtin(L *l, Expr *e, IrId *out)
{
    *out = 0;
    switch (e->builtin) {
    case BI_SET_MESH_OUTPUT_COUNTS: {
        if (e->args.len < 2)
            return true;
        if (l->cc->stage != STAGE_MESH) {
            diag(l->cc, e->loc, D_LOWER_INTRINSIC, builtin_name(e->builtin));
            return true;
        }
        IrId a[2] = {lw_expr(l, e->args.data[0]), lw_expr(l, e->args.data[1])};
        ir_emit_inst(&l->b, IR_SET_MESH_OUTPUTS, 0, a, 2, NULL, 0);
        return true;
    }
    case BI_DISPATCH_MESH: {
        if (e->args.len < 4)
            return true;
        if (l->cc->stage != STAGE_AMPLIFICATION) {
            diag(l->cc, e->loc, D_LOWER_INTRINSIC, builtin_name(e->builtin));
            return true;
        }
        IrId a[4];
        for (uint32_t i = 0; i < 3; i++)
            a[i] = lw_expr(l, e->args.data[i]);
        LVal lv;
        Expr *pe = e->args.data[3];
        while (pe->kind == EX_CAST)
            pe = pe->lhs;
        if (pe->kind != EX_VAR || !pe->decl || pe->decl->storage != SC_GROUPSHARED || !lw_lvalue(l, pe, &lv) ||
            lv.kind != LV_PTR || lv.storage != SpvStorageClassTaskPayloadWorkgroupEXT) {
            diag(l->cc, e->args.data[3]->loc, D_LOWER_MESH_PAYLOAD);
            return true;
        }
        a[3] = lv.ptr;
        /* What the group wrote to the payload is visible to the mesh
         * shaders (DXC's barrier: workgroup, AcquireRelease|WorkgroupMemory). */
        uint32_t lits[3] = {SpvScopeWorkgroup, SpvScopeWorkgroup,
                            SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsWorkgroupMemoryMask};
        ir_emit(&l->b, IR_CONTROL_BARRIER, 0, NULL, 0, lits, 3);
        ir_emit_inst(&l->b, IR_EMIT_MESH_TASKS, 0, a, 4, NULL, 0);
        lw_dead_block(l);
        return true;
    }
    default:
        return false;
    }
}
