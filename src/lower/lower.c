/*
 * Lowering, the driver: one entry point and everything it reaches, to IR.
 *
 * lower_entry assigns resource bindings for the whole translation unit (as
 * DXC does, so implicit bindings do not depend on what the entry uses),
 * then lowers functions from a worklist that starts with the HLSL entry
 * function. A function whose parameters hold resources (resource, or struct
 * with resource members) gets one instance per set of globals they hold
 * (resources are not values in Vulkan: every use must name its global;
 * resbind.c tracks what holds which). The entry wrapper (stageio.c)
 * loads stage inputs, calls the HLSL entry and stores its outputs. Last, the
 * call graph is checked for recursion, which HLSL forbids.
 */
#include "lower/lower_int.h"
#include "spirv/spirv.h"

static const Loc no_loc = {0, 0, 0};

/* ---- types ---------------------------------------------------------------- */

Type *lw_strip(Type *t)
{
    while (t && t->kind == TY_ENUM && t->elem)
        t = t->elem;
    return t;
}

/* discard and clip() demote to a helper invocation (OpDemoteToHelperInvocation)
 * where DXC does: SPIR-V 1.6 (vulkan1.3 and later), or when
 * -fspv-extension=SPV_EXT_demote_to_helper_invocation asks for it; OpKill
 * otherwise, and WGSL's discard (which demotes) everywhere. */
bool lw_discard_demotes(L *l)
{
    if (l->target != OSH_TARGET_SPIRV)
        return false;
    if (l->m->spirv_version >= 0x10600)
        return true;
    const osh_options *o = l->cc->opt;
    for (size_t i = 0; i < o->spv_extension_count; i++)
        if (o->spv_extensions[i] && !strcmp(o->spv_extensions[i], "SPV_EXT_demote_to_helper_invocation"))
            return true;
    return false;
}

/* A method's object in memory the shader cannot write (a cbuffer, push
 * constants, a read-only buffer, an input): `this` is copied in, not back. */
bool lw_read_only_place(L *l, const LVal *lv)
{
    if (lv->kind != LV_PTR)
        return false;
    switch (lv->storage) {
    case SpvStorageClassUniform: case SpvStorageClassPushConstant: case SpvStorageClassInput:
    case SpvStorageClassUniformConstant:
        return true;
    case SpvStorageClassStorageBuffer: {
        IrId p = lv->ptr;
        for (int i = 0; i < LIMIT_NESTING && p && ir_value(l->m, p)->kind == IV_INST &&
                        ir_value(l->m, p)->u.inst->op == IR_ACCESS; i++)
            p = ir_value(l->m, p)->u.inst->args[0];
        return p && ir_value(l->m, p)->kind == IV_GLOBAL && ir_value(l->m, p)->u.g->read_only;
    }
    default:
        return false;
    }
}

bool lw_matrix_row_major(const Type *t, bool dflt)
{
    if (t && (t->mods & TM_ROW_MAJOR))
        return true;
    if (t && (t->mods & TM_COLUMN_MAJOR))
        return false;
    return dflt;
}

bool lw_is_patch(Type *t)
{
    t = lw_strip(t);
    return t && t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_PATCH;
}

bool lw_is_buffer_pointer(Type *t)
{
    t = lw_strip(t);
    return t && t->kind == TY_RESOURCE && t->res == R_BUFFER_POINTER;
}

/* A vk::BufferPointer is no resource: a value, a 64-bit address (bda.c). */
bool lw_is_resource(Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t && t->kind == TY_RESOURCE && !lw_is_patch(t) && !lw_is_buffer_pointer(t);
}

bool lw_is_float_mat(Type *t)
{
    return t->kind == TY_MATRIX && t->rows > 1 && t->cols > 1 && ty_is_float_kind(t->scalar);
}

IrTypeId lw_scalar_type(L *l, ScalarKind k)
{
    IrModule *m = l->m;
    switch (k) {
    case SK_BOOL: return ir_type_bool(m);
    case SK_INT16: return ir_type_int(m, 16, true);
    case SK_UINT16: return ir_type_int(m, 16, false);
    case SK_INT32: case SK_MIN16INT: case SK_MIN12INT: case SK_LIT_INT:
        return ir_type_int(m, 32, true);
    case SK_UINT32: case SK_MIN16UINT: return ir_type_int(m, 32, false);
    case SK_INT64: return ir_type_int(m, 64, true);
    case SK_UINT64: return ir_type_int(m, 64, false);
    case SK_HALF: return ir_type_float(m, 16);
    case SK_DOUBLE: return ir_type_float(m, 64);
    default: return ir_type_float(m, 32);
    }
}

/* HLSL type -> the IR type values of it have in registers:
 *   vector<T,1> and 1x1 matrices are scalars, 1xN / Nx1 matrices vectors;
 *   float RxC (R,C >= 2) is a matrix of R columns of C components; integer
 *   and bool matrices (no SPIR-V matrix type) are arrays of R vectors. */
IrTypeId lw_type(L *l, Type *t)
{
    t = lw_strip(t);
    if (!t)
        return 0;
    uintptr_t hit = (uintptr_t)map_get(&l->tymap, t);
    if (hit)
        return (IrTypeId)(hit - 1);
    IrModule *m = l->m;
    IrTypeId r = 0;
    switch (t->kind) {
    case TY_VOID: r = ir_type_void(m); break;
    case TY_SCALAR: r = lw_scalar_type(l, t->scalar); break;
    case TY_VECTOR:
        r = lw_scalar_type(l, t->scalar);
        if (t->cols > 1)
            r = ir_type_vector(m, r, t->cols);
        break;
    case TY_MATRIX: {
        IrTypeId s = lw_scalar_type(l, t->scalar);
        if (t->rows == 1 && t->cols == 1)
            r = s;
        else if (t->rows == 1)
            r = ir_type_vector(m, s, t->cols);
        else if (t->cols == 1)
            r = ir_type_vector(m, s, t->rows);
        else if (ty_is_float_kind(t->scalar))
            r = ir_type_matrix(m, ir_type_vector(m, s, t->cols), t->rows);
        else
            r = ir_type_array(m, ir_type_vector(m, s, t->cols), t->rows, 0);
        break;
    }
    case TY_ARRAY:
        r = ir_type_array(m, lw_type(l, t->elem), t->count ? t->count : 1, 0);
        break;
    case TY_STRUCT: {
        Decl *d = t->decl;
        uint32_t n = d ? d->fields.len : 0;
        IrMember *mb = NEWN(l->cc, IrMember, n ? n : 1);
        for (uint32_t i = 0; i < n; i++) {
            Decl *f = d->fields.data[i];
            if (lw_is_resource(f->type)) {
                /* Resources in structs are resolved at lowering time; the
                 * slot keeps member indices aligned with the fields. */
                mb[i].type = ir_type_int(m, 32, false);
            } else {
                mb[i].type = lw_type(l, f->type);
            }
            mb[i].name = f->name;
            mb[i].decors = lw_member_decors(l, f, i, &mb[i].ndecors);
        }
        r = ir_type_struct(m, t->name, mb, n, false, false);
        break;
    }
    case TY_RESOURCE:
        if (lw_is_patch(t)) /* a value: the array of control points */
            r = ir_type_array(m, lw_type(l, t->elem), t->count ? t->count : 1, 0);
        else if (t->res == R_BUFFER_POINTER) /* a device address (bda.c) */
            r = ir_type_int(m, 64, false);
        else if (t->res == R_ACCEL)
            r = ir_type_accel(m);
        else if (t->res == R_RAYQUERY)
            r = ir_type_ray_query(m);
        else if (ty_res_info(t->res)->cls == RC_CBUFFER && t->elem)
            r = lw_type(l, t->elem); /* ConstantBuffer<S> as a value: an S */
        else
            r = lw_image_type(l, t);
        break;
    case TY_SPIRV: r = lw_spirv_type(l, t); break;
    default:
        diag(l->cc, no_loc, D_LOWER_TYPE, ty_name(l->cc, t));
        r = ir_type_int(m, 32, false);
        break;
    }
    map_put(l->cc, &l->tymap, t, (void *)(uintptr_t)(r + 1));
    return r;
}

bool lw_res_is_value(Type *t)
{
    t = lw_strip(t);
    return t && t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_CBUFFER && t->elem;
}

IrTypeId lw_ptr_type(L *l, uint32_t storage, IrTypeId pointee)
{
    return ir_type_pointer(l->m, storage, pointee);
}

IrId lw_i32(L *l, int32_t v) { return ir_const_int(l->m, ir_type_int(l->m, 32, true), v); }
IrId lw_u32(L *l, uint32_t v) { return ir_const_int(l->m, ir_type_int(l->m, 32, false), v); }

/* ---- blocks and nesting ------------------------------------------------- */

IrBlock *lw_new_block(L *l, const char *name) { return ir_block_new(l->m, l->fn->ir, name); }

void lw_set_block(L *l, IrBlock *bl) { ir_builder_at_end(&l->b, bl); }

void lw_dead_block(L *l)
{
    lw_set_block(l, lw_new_block(l, "dead"));
    lw_flow_dead(l);
}

bool lw_enter(L *l, Loc loc)
{
    if (++l->depth > LIMIT_NESTING) {
        diag(l->cc, loc, D_LOWER_NESTING, (unsigned)LIMIT_NESTING);
        cc_bail(l->cc);
    }
    return true;
}

void lw_leave(L *l) { l->depth--; }

/* ---- functions ------------------------------------------------------------ */

static uint32_t fn_nparams(Decl *d) { return d->params.len + (d->this_param ? 1 : 0); }

static Decl *fn_param(Decl *d, uint32_t i)
{
    return i < d->params.len ? d->params.data[i] : d->this_param;
}

/* The instance of `d` for these resource arguments (created on first use). */
LFunc *lw_func_instance(L *l, Decl *d, ResRef *res_args)
{
    if (d->definition)
        d = d->definition;
    uint32_t n = fn_nparams(d);
    LResVar *args = NEWN(l->cc, LResVar, n ? n : 1);
    for (uint32_t k = 0; k < n; k++)
        if (res_args[k].global) {
            LResBind b = {NULL, 0, fn_param(d, k)->type, res_args[k], l->res_gen, false};
            vec_push(&l->cc->arena, &args[k].binds, b);
        }
    return lw_func_instance_binds(l, d, args, NULL);
}

/* The arguments of a call to a function that returns resources or leaves
 * them in out parameters whose values are constant here: integer and bool
 * `in` parameters its body never assigns. Each set of them gets its own
 * instance, in which conditions on them fold (resflow.c), as DXC's
 * legalization folds them after inlining: `return sel ? a : b` style
 * helpers pick their resource at compile time. */
const int64_t **lw_call_consts(L *l, Decl *fd, Expr *call)
{
    const int64_t **c = NULL;
    for (uint32_t k = 0; k < fd->params.len && k < call->args.len; k++) {
        Decl *p = fd->params.data[k];
        Type *t = lw_strip(p->type);
        int64_t v;
        if (p->param_mode != PM_IN || !t || t->kind != TY_SCALAR ||
            !(t->scalar == SK_BOOL || ty_is_int_kind(t->scalar)) || !lw_fold_cond(l, call->args.data[k], &v) ||
            !fd->body || lw_writes(fd->body, p))
            continue;
        if (!c)
            c = NEWN(l->cc, const int64_t *, fn_nparams(fd) + 1);
        int64_t *pv = NEW(l->cc, int64_t);
        *pv = t->scalar == SK_BOOL ? v != 0 : v;
        c[k] = pv;
    }
    return c;
}

typedef struct Picks {
    AstWalk w;  /* first: the callbacks get it */
    L *l;
    int depth;
    bool found;
} Picks;

static bool fn_picks(L *l, Decl *fd, int depth);

static bool picks_expr(AstWalk *w, Expr *e)
{
    Picks *pk = (Picks *)w;
    if (pk->found)
        return false;
    if (e->kind == EX_CALL && e->func) {
        Decl *cd = e->func->definition ? e->func->definition : e->func;
        pk->found = lw_res_holds(cd->type) || fn_picks(pk->l, cd, pk->depth + 1);
    }
    return !pk->found;
}

static bool fn_picks(L *l, Decl *fd, int depth)
{
    if (!fd->body || depth > LIMIT_CALL_DEPTH)
        return false;
    uintptr_t c = (uintptr_t)map_get(&l->picks, fd);
    if (c)
        return c == 2;
    map_put(l->cc, &l->picks, fd, (void *)(uintptr_t)1); /* a cycle finds nothing more */
    Picks pk = {{picks_expr, NULL, NULL, LIMIT_NESTING, false}, l, depth, false};
    ast_walk_stmt(&pk.w, fd->body);
    map_put(l->cc, &l->picks, fd, (void *)(uintptr_t)(pk.found ? 2 : 1));
    return pk.found;
}

/* fd's body (or a function it calls) calls one that returns resources:
 * constant arguments may decide which (lw_call_consts). */
bool lw_fn_picks_res(L *l, Decl *fd) { return fn_picks(l, fd->definition ? fd->definition : fd, 0); }

static bool same_consts(const int64_t **a, const int64_t **b, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++) {
        const int64_t *x = a ? a[k] : NULL, *y = b ? b[k] : NULL;
        if ((x == NULL) != (y == NULL) || (x && *x != *y))
            return false;
    }
    return true;
}

/* The instance of `d` whose parameters hold these resources: one per
 * distinct set (compared by path and resource, in canonical order). */
LFunc *lw_func_instance_binds(L *l, Decl *d, LResVar *args, const int64_t **consts)
{
    if (d->definition)
        d = d->definition;
    uint32_t n = fn_nparams(d), ns = l->static_res.len;
    for (uint32_t k = 0; k < n; k++)
        lw_res_sort(&args[k]);
    /* The entry's instance (no caller yet) finds the statics as their
     * initializers leave them. */
    LResVar *sargs = l->fn ? NEWN(l->cc, LResVar, ns ? ns : 1) : NULL;
    for (uint32_t k = 0; k < ns && sargs; k++) {
        LResVar *v = lw_res_var(l, l->static_res.data[k]);
        if (v)
            lw_res_copy(l, &sargs[k], v);
        lw_res_sort(&sargs[k]);
    }
    for (uint32_t i = 0; i < l->funcs.len; i++) {
        LFunc *f = l->funcs.data[i];
        if (f->decl != d)
            continue;
        bool same = true;
        for (uint32_t k = 0; k < n && same; k++)
            same = lw_res_equal(l, &f->args[k], &args[k]);
        if (!f->sargs || !sargs)
            same = same && !f->sargs && !sargs;
        for (uint32_t k = 0; k < ns && same && sargs; k++)
            same = lw_res_equal(l, &f->sargs[k], &sargs[k]);
        if (same && same_consts(f->consts, consts, n))
            return f;
    }
    LFunc *f = NEW(l->cc, LFunc);
    f->decl = d;
    f->nparams = n;
    f->args = NEWN(l->cc, LResVar, n ? n : 1);
    f->outs = NEWN(l->cc, LResVar, n ? n : 1);
    f->sargs = sargs;
    f->consts = consts;
    f->souts = NEWN(l->cc, LResVar, ns ? ns : 1);
    f->reads_static = NEWN(l->cc, bool, ns ? ns : 1);
    for (uint32_t k = 0; k < n; k++)
        lw_res_copy(l, &f->args[k], &args[k]);

    uint32_t nslots = 0;
    for (uint32_t k = 0; k < n; k++)
        for (uint32_t i = 0; i < f->args[k].binds.len; i++)
            nslots += lw_res_slot_of(l, f->args[k].binds.data[i].ref.index) >= 0;
    IrTypeId *pt = NEWN(l->cc, IrTypeId, n + nslots + 1);
    uint32_t np = 0;
    for (uint32_t k = 0; k < n; k++) {
        Decl *p = fn_param(d, k);
        if (lw_is_resource(p->type))
            continue;
        IrTypeId t = lw_type(l, p->type);
        bool by_ptr = p == d->this_param || p->param_mode != PM_IN;
        pt[np++] = by_ptr ? lw_ptr_type(l, SpvStorageClassFunction, t) : t;
    }
    /* A resource argument's run-time array index, one per slot (lw_call) */
    for (uint32_t k = 0; k < nslots; k++)
        pt[np++] = ir_type_int(l->m, 32, false);
    Str name = d->qname ? d->qname : d->name;
    if (d == l->entry)
        name = arena_sprintf(&l->cc->arena, "src.%s", name);
    IrTypeId rt = lw_is_resource(d->type) && !lw_res_is_value(d->type) ? ir_type_void(l->m) : lw_type(l, d->type); /* stmt.c: ST_RETURN */
    f->ir = ir_func_new(l->m, name, rt, pt, np, d->loc);
    vec_push(&l->cc->arena, &l->funcs, f);
    return f;
}

static void lower_func(L *l, LFunc *f);

/* `export` functions, for a universal target environment: each lowered on
 * its own (whether the entry calls it or not) and decorated LinkageAttributes
 * "name" Export, with the Linkage capability, as DXC. A Vulkan environment
 * forbids Linkage: there `export` is ignored (the module is complete). A
 * function whose parameters or result hold resources, or a template, has
 * no linkable signature and is left out. */
static void lower_exports(L *l)
{
    Cc *cc = l->cc;
    const char *env = cc->opt->target_env;
    if (l->target != OSH_TARGET_SPIRV || !env || strncmp(env, "universal", 9) != 0)
        return;
    for (uint32_t i = 0; i < l->ast->functions.len; i++) {
        Decl *d = l->ast->functions.data[i];
        if (!(d->mods & DM_EXPORT) || !d->body || d == l->entry || d->template_of || d->this_param ||
            lw_res_holds(d->type))
            continue;
        bool plain = true;
        for (uint32_t k = 0; k < d->params.len; k++)
            plain &= !lw_res_holds(d->params.data[k]->type);
        if (!plain)
            continue;
        LResVar *none = NEWN(cc, LResVar, d->params.len ? d->params.len : 1);
        LFunc *f = lw_func_instance_binds(l, d, none, NULL);
        if (!f->lowered)
            lower_func(l, f);
        IrDecor dec = {.deco = SpvDecorationLinkageAttributes, .args = {SpvLinkageTypeExport}, .nargs = 1,
                       .member = -1, .str = d->name};
        vec_push(&cc->arena, &ir_value(l->m, f->ir->id)->decors, dec);
        ir_add_capability(l->m, SpvCapabilityLinkage);
    }
}

/* Lowers the body of one function instance. */
static void lower_func(L *l, LFunc *f)
{
    Decl *d = f->decl;
    IrFunc *irf = f->ir;
    f->lowered = true;
    lw_ext_requirements(l, d);
    if (d != l->entry) /* an entry point's decorate its return value's stage variables (stageio.c) */
        lw_ext_decorations(l, d, irf->id);
    l->fn = f;
    l->brk.len = l->cont.len = 0;
    l->b.m = l->m;
    l->b.loc = d->loc;
    l->b.scope = 0;
    IrBlock *entry = ir_block_new(l->m, irf, "entry");
    lw_set_block(l, entry);

    /* Parameters: `in` ones get a local copy (HLSL lets a function assign
     * them); out/inout ones are pointers already. */
    uint32_t np = 0;
    lw_flow_begin(l);
    if (f->sargs) {
        lw_res_statics_set(l, f->sargs);
    } else {
        /* What the initializers leave, before any branch (resflow.c). */
        for (uint32_t k = 0; k < l->static_res.len; k++)
            if (l->static_res.data[k]->init)
                (void)lw_res_var(l, l->static_res.data[k]);
    }
    /* What the statics hold at entry is older than what the body assigns:
     * a read of it is the callers' business (LFunc.reads_static). */
    l->flow.entry_gen = l->res_gen++;
    uint32_t nvalues = 0; /* the parameters that are values; the slots' indices follow */
    for (uint32_t k = 0; k < f->nparams; k++)
        nvalues += !lw_is_resource(fn_param(d, k)->type);
    for (uint32_t k = 0; k < f->nparams; k++) {
        Decl *p = fn_param(d, k);
        /* What it holds: resources, or the per-vertex input it was given
         * (stageio.c; reset too when given none: another instance's). */
        if (lw_res_holds(p->type) || (l->per_vertex_inputs && (p->mods & DM_NOINTERPOLATION))) {
            LResVar *v = lw_res_reset(l, p);
            lw_res_copy(l, v, &f->args[k]);
            /* An element picked at run time by the caller: its index is
             * this instance's parameter for that slot. */
            for (uint32_t i = 0; i < v->binds.len; i++) {
                int slot = lw_res_slot_of(l, v->binds.data[i].ref.index);
                if (slot >= 0 && nvalues + (uint32_t)slot < irf->params.len)
                    v->binds.data[i].ref.index = irf->params.data[nvalues + (uint32_t)slot];
            }
        }
        if (lw_is_resource(p->type))
            continue;
        IrId pv = irf->params.data[np++];
        ir_value(l->m, pv)->name = p->name;
        /* Its decorations go where DXC's go: on the memory that holds it
         * (the pointer of an inout one, the copy of an in one). */
        if (p == d->this_param || p->param_mode != PM_IN) {
            map_put(l->cc, &l->vars, p, (void *)(uintptr_t)pv);
            if (d != l->entry)
                lw_ext_decorations(l, p, pv);
        } else {
            Loc at = l->b.loc; /* the copy is declared where the parameter is (its DebugLocalVariable) */
            l->b.loc = p->loc;
            IrId var = ir_local_var(&l->b, lw_type(l, p->type),
                                    arena_sprintf(&l->cc->arena, "param.%s", p->name ? p->name : "p"));
            l->b.loc = at;
            if (d != l->entry)
                lw_ext_decorations(l, p, var);
            ir_store(&l->b, var, pv);
            map_put(l->cc, &l->vars, p, (void *)(uintptr_t)var);
            if (p->mods & DM_PRECISE)
                vec_push(&l->cc->arena, &l->precise_vars, var);
        }
    }
    if (!d->body) {
        if (!lw_is_inline_spirv(d)) /* those are instructions where they are called */
            diag(l->cc, d->loc, D_LOWER_NO_BODY, d->name);
        ir_ret(&l->b, 0);
        f->done = true;
        return;
    }
    for (uint32_t k = 0; f->consts && k < d->params.len; k++)
        if (f->consts[k])
            map_put(l->cc, &l->known, d->params.data[k], (void *)f->consts[k]);
    lw_stmt(l, d->body);
    for (uint32_t k = 0; f->consts && k < d->params.len; k++)
        if (f->consts[k])
            map_put(l->cc, &l->known, d->params.data[k], NULL);
    lw_flow_end(l);
    /* What the body leaves in out/inout parameters goes back to callers. */
    for (uint32_t k = 0; k < f->nparams; k++) {
        Decl *p = fn_param(d, k);
        if ((p == d->this_param || p->param_mode != PM_IN) && lw_res_holds(p->type)) {
            LResVar *v = lw_res_var(l, p);
            if (v)
                lw_res_copy(l, &f->outs[k], v);
            lw_res_sort(&f->outs[k]);
        }
    }
    for (uint32_t k = 0; k < l->static_res.len; k++) {
        LResVar *v = lw_res_var(l, l->static_res.data[k]);
        if (v)
            lw_res_copy(l, &f->souts[k], v);
        lw_res_sort(&f->souts[k]);
    }
    f->done = true;
    /* Falling off the end: void returns; a value-returning function that
     * gets here had no return on this path (sema warns). */
    for (uint32_t i = 0; i < irf->blocks.len; i++) {
        IrBlock *bl = irf->blocks.data[i];
        if (ir_block_terminated(bl))
            continue;
        lw_set_block(l, bl);
        IrTypeId rt = irf->ret;
        if (ir_type(l->m, rt)->kind == IR_TY_VOID)
            ir_ret(&l->b, 0);
        else
            ir_ret(&l->b, ir_undef(l->m, rt));
    }
}

/* Lowers f's body out of order, in the middle of a caller, whose state is
 * kept: the caller needs what f leaves in its out/inout parameters or
 * returns (resources held in structs). A function already being lowered
 * is a recursive call (check_calls reports it). */
void lw_func_lower_now(L *l, LFunc *f)
{
    if (f->lowered)
        return;
    if (l->eager >= LIMIT_CALL_DEPTH) {
        diag(l->cc, f->decl->loc, D_LOWER_CALL_DEPTH, (unsigned)LIMIT_CALL_DEPTH);
        return;
    }
    LFunc *fn = l->fn;
    IrBuilder b = l->b;
    LBlockVec brk = l->brk, cont = l->cont;
    LResFlow flow = l->flow;
    int depth = l->depth;
    l->brk = (LBlockVec){0};
    l->cont = (LBlockVec){0};
    l->depth = 0;
    l->eager++;
    lower_func(l, f);
    l->eager--;
    l->fn = fn;
    l->b = b;
    l->brk = brk;
    l->cont = cont;
    l->flow = flow;
    l->depth = depth;
}

/* Recursion check: depth-first walk of the call graph with an explicit
 * stack; a callee already on the stack closes a cycle. */
static void check_calls(L *l, LFunc *root)
{
    enum { WHITE, GREY, BLACK };
    typedef struct Frame { LFunc *f; uint32_t next; } Frame;
    Vec(Frame) st = {0};
    for (uint32_t i = 0; i < l->funcs.len; i++)
        l->funcs.data[i]->mark = WHITE;
    vec_push(&l->cc->arena, &st, ((Frame){root, 0}));
    root->mark = GREY;
    bool reported_depth = false;
    while (st.len) {
        Frame *fr = &st.data[st.len - 1];
        if (fr->next == fr->f->callees.len) {
            fr->f->mark = BLACK;
            st.len--;
            continue;
        }
        Loc at = fr->f->call_locs.data[fr->next];
        LFunc *c = fr->f->callees.data[fr->next++];
        if (c->mark == GREY) {
            c->ir->recursive = true;
            diag(l->cc, at.line ? at : c->decl->loc, D_LOWER_RECURSION, c->decl->name);
            continue;
        }
        if (c->mark == BLACK)
            continue;
        if (st.len >= LIMIT_CALL_DEPTH) {
            if (!reported_depth)
                diag(l->cc, at.line ? at : c->decl->loc, D_LOWER_CALL_DEPTH, (unsigned)LIMIT_CALL_DEPTH);
            reported_depth = true;
            continue;
        }
        c->mark = GREY;
        vec_push(&l->cc->arena, &st, ((Frame){c, 0}));
    }
}

static uint32_t model_of(Stage s)
{
    switch (s) {
    case STAGE_PIXEL: return SpvExecutionModelFragment;
    case STAGE_VERTEX: return SpvExecutionModelVertex;
    case STAGE_GEOMETRY: return SpvExecutionModelGeometry;
    case STAGE_HULL: return SpvExecutionModelTessellationControl;
    case STAGE_DOMAIN: return SpvExecutionModelTessellationEvaluation;
    case STAGE_MESH: return SpvExecutionModelMeshEXT;
    case STAGE_AMPLIFICATION: return SpvExecutionModelTaskEXT;
    default: return lw_rt_model(s) ? lw_rt_model(s) : SpvExecutionModelGLCompute;
    }
}

/* Whether any function calls GetAttributeAtVertex (then DXC makes every
 * nointerpolation pixel input per-vertex, used with it or not). */
typedef struct FindAttr { AstWalk w; bool found; } FindAttr;

static bool find_attr(AstWalk *w, Expr *e)
{
    if (e->kind == EX_BUILTIN && e->builtin == BI_GET_ATTRIBUTE_AT_VERTEX)
        ((FindAttr *)w)->found = true;
    return !((FindAttr *)w)->found;
}

static bool calls_attribute_at_vertex(Ast *ast)
{
    FindAttr f = {{find_attr, NULL, NULL, 4 * LIMIT_NESTING, false}, false};
    for (uint32_t i = 0; i < ast->functions.len && !f.found; i++)
        ast_walk_stmt(&f.w, ast->functions.data[i]->body);
    return f.found;
}

IrModule *lower_entry(Cc *cc, struct Ast *ast, const char *entry, osh_target target)
{
    if (!ast)
        return NULL;
    Str ename = str_intern_c(cc, entry);
    Decl *ed = ast_find_function(ast, ename);
    if (ed && ed->definition)
        ed = ed->definition;
    if (!ed) {
        diag(cc, (Loc){0, 0, 0}, D_LOWER_ENTRY_NOT_FOUND, entry);
        Decl *near = ast_similar_function(ast, entry);
        if (near)
            diag_note(cc, near->loc, "did you mean '%s'?", near->qname);
        return NULL;
    }
    /* A library's ray tracing entry keeps the lib_ profile: its stage is
     * the [shader("...")] attribute's (raytrace.c). WebGPU has no mesh or
     * amplification shaders: one refusal naming the stage. */
    if (lw_rt_stage(ed) != STAGE_NONE)
        cc->stage = lw_rt_stage(ed);
    if (cc->stage == STAGE_LIBRARY) { /* no [shader("...")]: no stage to compile it as */
        diag(cc, ed->loc, D_LOWER_LIB_NO_STAGE, ed->name);
        return NULL;
    }
    if ((cc->stage == STAGE_MESH || cc->stage == STAGE_AMPLIFICATION) && target == OSH_TARGET_WGSL) {
        diag(cc, ed->loc, D_WGSL_UNAVAILABLE,
             arena_sprintf(&cc->arena, "the %s shader stage (entry point '%s')", stage_name(cc->stage), ed->name));
        return NULL;
    }
    L *l = NEW(cc, L);
    l->cc = cc;
    l->ast = ast;
    l->target = target;
    l->m = ir_module_new(cc);
    /* The target environment's SPIR-V version (the driver's table; lowering
     * and the back end both read it). */
    if (cc->spirv_version)
        l->m->spirv_version = cc->spirv_version;
    l->b.m = l->m;
    l->m->push_pinned = cc->opt->wgsl_push_constant_pinned != 0;
    l->m->preserve_interface = cc->opt->preserve_interface != 0;
    for (size_t i = 0; i < cc->opt->spv_extension_count && target == OSH_TARGET_SPIRV; i++)
        if (cc->opt->spv_extensions[i] && !strcmp(cc->opt->spv_extensions[i], "SPV_NV_ray_tracing"))
            l->m->rt_nv = true; /* as DXC: NV only when asked for, never with KHR */
    if (target == OSH_TARGET_SPIRV && (cc->stage == STAGE_MESH || cc->stage == STAGE_AMPLIFICATION)) {
        bool ext = !cc->opt->spv_extension_count && l->m->spirv_version >= 0x10400;
        for (size_t i = 0; i < cc->opt->spv_extension_count; i++)
            ext |= cc->opt->spv_extensions[i] && !strcmp(cc->opt->spv_extensions[i], "SPV_EXT_mesh_shader");
        l->m->mesh_nv = !ext; /* DXC's fallback: SPV_NV_mesh_shader */
    }
    if (cc->opt->vulkan_memory_model && target == OSH_TARGET_SPIRV)
        l->m->memory_model = SpvMemoryModelVulkan;
    /* Source-level debug info: scopes of { } blocks, inlined calls, locals
     * the optimizer promotes (ir/debug.c). */
    l->m->debug_scopes = target == OSH_TARGET_SPIRV && (cc->opt->debug_info & (OSH_DEBUG_VULKAN | OSH_DEBUG_OPENCL));
    l->m->derivative_ext = spv_derivative_extension(cc->opt);
    l->m->derivative_ext_known = true;
    l->m->push_group = cc->opt->wgsl_push_constant_group;
    l->m->push_binding = cc->opt->wgsl_push_constant_binding;
    l->entry = ed;
    l->relaxed16 = !cc->opt->enable_16bit_types;

    IrEntry en = {0};
    en.name = cc->opt->spv_entrypoint_name ? str_intern_c(cc, cc->opt->spv_entrypoint_name) : ename;
    en.hlsl_name = ename;
    en.stage = cc->stage;
    en.model = model_of(cc->stage);
    if (l->m->mesh_nv)
        en.model = cc->stage == STAGE_MESH ? SpvExecutionModelMeshNV : SpvExecutionModelTaskNV;
    vec_push(&cc->arena, &l->m->entries, en);
    l->ir_entry = &l->m->entries.data[0];
    lw_spv_execution_modes(l, ed);

    if (cc->stage == STAGE_MESH && !lw_mesh_check(l))
        return NULL;
    lw_assign_bindings(l);
    l->per_vertex_inputs = cc->stage == STAGE_PIXEL && target != OSH_TARGET_WGSL && calls_attribute_at_vertex(ast);
    for (uint32_t i = 0; i < ast->globals.len; i++) {
        Decl *g = ast->globals.data[i];
        if (g->kind == DK_VAR && (g->storage == SC_STATIC || g->storage == SC_STATIC_MEMBER) &&
            lw_res_holds(g->type))
            vec_push(&cc->arena, &l->static_res, g);
    }
    /* A geometry shader's Append (lowered with the entry's body) needs the
     * stream's output variables; other stages declare theirs in the
     * wrapper, after the globals the body creates (DXC's order). */
    if (cc->stage == STAGE_GEOMETRY) {
        lw_stage_declare(l);
        if (cc_has_errors(cc))
            return NULL;
    }

    ResRef *none = NEWN(cc, ResRef, fn_nparams(ed) + 1);
    LFunc *mainf = lw_func_instance(l, ed, none);
    /* Worklist: lowering a body may add instances. */
    for (uint32_t i = 0; i < l->funcs.len; i++)
        if (!l->funcs.data[i]->lowered)
            lower_func(l, l->funcs.data[i]);
    if (cc_has_errors(cc))
        return NULL;
    check_calls(l, mainf);
    if (cc_has_errors(cc))
        return NULL;

    IrFunc *w = lw_entry_wrapper(l, mainf);
    l->ir_entry = &l->m->entries.data[0];
    l->ir_entry->func = w->id;
    lower_exports(l);
    /* The wrapper and any globals it made reach functions already lowered;
     * make sure nothing was left behind. */
    for (uint32_t i = 0; i < l->funcs.len; i++)
        if (!l->funcs.data[i]->lowered)
            lower_func(l, l->funcs.data[i]);
    if (cc_has_errors(cc))
        return NULL;
    lw_bind_heaps(l);
    if (cc->opt->preserve_bindings && target == OSH_TARGET_SPIRV) {
        l->m->preserve_bindings = true;
        lw_preserve_bindings(l);
    }
    lw_check_shared_bindings(l);
    lw_check_bind_register(l);
    if (cc_has_errors(cc))
        return NULL;
    lw_precise(l);
    lw_bda_align(l);
    if (cc_has_errors(cc))
        return NULL;
    if (ir_verify_enabled(l->m) && !ir_verify(l->m, "lower"))
        return NULL;
    return l->m;
}
