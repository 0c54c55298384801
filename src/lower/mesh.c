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
 *
 * Where DXC falls back to SPV_NV_mesh_shader (IrModule.mesh_nv: no
 * SPV_EXT_mesh_shader allowed), the same shaders become NV's: the indices
 * are PrimitiveIndicesNV, one flat uint array (t[i] is elements n*i .. n*i +
 * n - 1, an LV_GROUP with first NV_INDICES), SetMeshOutputCounts writes the
 * primitive count to PrimitiveCountNV, and the payload is one Output (task)
 * or Input (mesh) variable per member, decorated PerTaskNV with the
 * member's storage-buffer offset; DispatchMesh stores those and
 * TaskCountNV = x * y * z, and does not end the invocation.
 */
#include "lower/lower_int.h"

#define MESH_MODS (DM_VERTICES | DM_INDICES | DM_PRIMITIVES | DM_PAYLOAD)
#define NV_INDICES UINT32_MAX /* LVal.first of an element of PrimitiveIndicesNV */

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
    LwIo *io = l->io;
    for (uint32_t i = first; i < io->leaves.len; i++) {
        Leaf *lf = io->leaves.data[i];
        if (l->m->mesh_nv && lf->builtin == SpvBuiltInCullPrimitiveEXT)
            diag(l->cc, p->loc, D_LOWER_MESH_SIGNATURE, l->entry->name,
                 "SV_CullPrimitive needs SPV_EXT_mesh_shader (SPIR-V 1.4 and later), which is not allowed here");
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
    IrTypeId t = lw_type(l, p->type);
    if (l->m->mesh_nv) /* one flat array of every primitive's indices */
        t = ir_type_array(l->m, ir_type_int(l->m, 32, false), array_count(p) * topology_verts(ed), 0);
    IrId g = ir_global_new(l->m, "gl_PrimitiveIndices", SpvStorageClassOutput, t, p->loc);
    ir_value(l->m, g)->u.g->builtin =
        l->m->mesh_nv ? SpvBuiltInPrimitiveIndicesNV : (int32_t)builtins[topology_verts(ed) - 1];
    ir_value(l->m, g)->u.g->signature = true; /* kept when unused */
    l->io->mesh_indices = g;
    return g;
}

/* NV's task payload: one PerTaskNV variable per member of the payload
 * struct, at the member's storage-buffer offset, Output in the task shader
 * (`v`, the payload's value, stored there) and Input in the mesh shader (the
 * struct read back from them, returned). */
static IrId nv_payload(L *l, Type *pt, Loc loc, IrId *v)
{
    IrModule *m = l->m;
    Type *st = lw_strip(pt);
    if (st->kind != TY_STRUCT || !st->decl) {
        diag(l->cc, loc, D_LOWER_MESH_SIGNATURE, l->entry->name,
             "the payload of SPV_NV_mesh_shader is a struct (one task variable per member)");
        return 0;
    }
    uint32_t align = 0, size = 0;
    IrTypeId laid = lw_layout_type(l, pt, lw_rule_sbuffer(l), false, &align, &size);
    IrTypeId rt = lw_type(l, pt);
    uint32_t n = st->decl->fields.len;
    IrId *parts = NEWN(l->cc, IrId, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        Decl *f = st->decl->fields.data[i];
        IrTypeId ft = ir_type(m, rt)->members[i].type;
        bool out = v != NULL;
        IrId g = ir_global_new(m, arena_sprintf(&l->cc->arena, "%s.var.%s", out ? "out" : "in", f->name ? f->name : "?"),
                               out ? SpvStorageClassOutput : SpvStorageClassInput, ft, loc);
        ir_decorate(m, g, SpvDecorationPerTaskNV, -1, NULL, 0);
        uint32_t off = ir_type(m, laid)->members[i].offset;
        ir_decorate(m, g, SpvDecorationOffset, -1, &off, 1);
        if (out) {
            uint32_t k = i;
            ir_store(&l->b, g, ir_emit(&l->b, IR_EXTRACT, ft, v, 1, &k, 1));
        } else {
            parts[i] = ir_load(&l->b, g);
        }
    }
    return v ? 0 : ir_emit(&l->b, IR_CONSTRUCT, rt, parts, n, NULL, 0);
}

/* A uint Output built-in of NV's (PrimitiveCountNV, TaskCountNV). */
static IrId nv_count_var(L *l, uint32_t builtin, const char *name)
{
    IrModule *m = l->m;
    for (uint32_t i = 0; i < m->globals.len; i++)
        if (ir_value(m, m->globals.data[i])->u.g->builtin == (int32_t)builtin)
            return m->globals.data[i];
    IrId g = ir_global_new(m, str_intern_c(l->cc, name), SpvStorageClassOutput, ir_type_int(m, 32, false),
                           l->entry->loc);
    ir_value(m, g)->u.g->builtin = (int32_t)builtin;
    return g;
}

bool lw_mesh_arg(L *l, Decl *p, IrId *arg)
{
    if (!(p->mods & MESH_MODS))
        return false;
    if (p->mods & DM_PAYLOAD) {
        if (l->m->mesh_nv) {
            *arg = nv_payload(l, p->type, p->loc, NULL);
            return true;
        }
        IrId g = ir_global_new(l->m, arena_sprintf(&l->cc->arena, "in.var.%s", p->name ? p->name : "payload"),
                               SpvStorageClassTaskPayloadWorkgroupEXT, lw_type(l, p->type), p->loc);
        *arg = ir_load(&l->b, g);
        return true;
    }
    /* Never read nor written: the body writes the outputs in place. The
     * indices are in the interface even when nothing writes them (DXC). */
    if (p->mods & DM_INDICES)
        indices_var(l);
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
        if (l->m->mesh_nv) {
            out->kind = LV_GROUP;
            out->first = NV_INDICES;
            out->type = e->type;
            return true;
        }
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

/* NV's t[i]: the n elements of PrimitiveIndicesNV from n * i, each a pointer
 * into it (n = the topology's index count). */
static uint32_t nv_index_ptrs(L *l, LVal *lv, IrId *ptrs)
{
    IrModule *m = l->m;
    uint32_t n = topology_verts(l->entry);
    IrTypeId u = ir_type_int(m, 32, false);
    IrId i0 = lv->coord;
    if (ir_type_of(m, i0) != u) /* a signed index: the same bits */
        i0 = ir_unop(&l->b, IR_BITCAST, u, i0);
    IrId base = ir_binop(&l->b, IR_IMUL, u, lw_u32(l, n), i0);
    for (uint32_t k = 0; k < n; k++) {
        IrId i = k ? ir_binop(&l->b, IR_IADD, u, base, lw_u32(l, k)) : base;
        ptrs[k] = lw_access(l, indices_var(l), SpvStorageClassOutput, u, &i, 1);
    }
    return n;
}

IrId lw_mesh_load(L *l, LVal *lv)
{
    if (lv->first == NV_INDICES) {
        IrId p[3], v[3];
        uint32_t n = nv_index_ptrs(l, lv, p);
        for (uint32_t k = 0; k < n; k++)
            v[k] = ir_load(&l->b, p[k]);
        return n == 1 ? v[0] : ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, lv->type), v, n, NULL, 0);
    }
    Group g = {lv->type, lv->first, lw_io_leaf_count(lv->type)};
    return lw_load_group_at(l, &g, lv->coord);
}

void lw_mesh_store(L *l, LVal *lv, IrId v)
{
    if (lv->first == NV_INDICES) {
        IrId p[3];
        uint32_t n = nv_index_ptrs(l, lv, p);
        IrTypeId u = ir_type_int(l->m, 32, false);
        for (uint32_t k = 0; k < n; k++)
            ir_store(&l->b, p[k], n == 1 ? v : ir_emit(&l->b, IR_EXTRACT, u, &v, 1, &k, 1));
        return;
    }
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
        if (l->m->mesh_nv) /* NV has no vertex count */
            ir_store(&l->b, nv_count_var(l, SpvBuiltInPrimitiveCountNV, "gl_PrimitiveCountNV"), a[1]);
        else
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
        uint32_t psc = l->m->mesh_nv ? SpvStorageClassWorkgroup : SpvStorageClassTaskPayloadWorkgroupEXT;
        if (pe->kind != EX_VAR || !pe->decl || pe->decl->storage != SC_GROUPSHARED || !lw_lvalue(l, pe, &lv) ||
            lv.kind != LV_PTR || lv.storage != psc) {
            diag(l->cc, e->args.data[3]->loc, D_LOWER_MESH_PAYLOAD);
            return true;
        }
        a[3] = lv.ptr;
        /* What the group wrote to the payload is visible to the mesh
         * shaders (DXC's barrier: workgroup, AcquireRelease|WorkgroupMemory). */
        uint32_t lits[3] = {SpvScopeWorkgroup, SpvScopeWorkgroup,
                            SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsWorkgroupMemoryMask};
        ir_emit(&l->b, IR_CONTROL_BARRIER, 0, NULL, 0, lits, 3);
        if (l->m->mesh_nv) {
            IrId v = ir_load(&l->b, lv.ptr);
            nv_payload(l, pe->decl->type, pe->loc, &v);
            IrTypeId u = ir_type_int(l->m, 32, false);
            IrId count = ir_binop(&l->b, IR_IMUL, u, a[0], ir_binop(&l->b, IR_IMUL, u, a[1], a[2]));
            ir_store(&l->b, nv_count_var(l, SpvBuiltInTaskCountNV, "gl_TaskCountNV"), count);
            return true;
        }
        ir_emit_inst(&l->b, IR_EMIT_MESH_TASKS, 0, a, 4, NULL, 0);
        lw_dead_block(l);
        return true;
    }
    default:
        return false;
    }
}
