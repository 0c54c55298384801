/*
 * The entry wrapper, as DXC builds it: a function without parameters that
 * runs the static initializers, loads each stage input from an Input
 * global (a built-in or a Location), calls the HLSL entry function with
 * copy-in/copy-out, and stores the return value and out parameters to
 * Output globals. Struct parameters and returns are flattened field by
 * field, each field with its own semantic. Locations are given in the
 * order DXC gives them: declaration order, inputs and outputs separately.
 */
#include "lower/lower_int.h"

typedef struct Sem {
    const char *name;       /* upper-case HLSL semantic */
    Stage stage;            /* STAGE_NONE: any */
    bool output;
    uint32_t builtin;
    int kind;               /* 0 uint, 1 uint3, 2 float4, 3 bool, 4 float, 5 int */
} Sem;

static const Sem sems[] = {
    {"SV_DISPATCHTHREADID", STAGE_COMPUTE, false, SpvBuiltInGlobalInvocationId, 1},
    {"SV_GROUPID", STAGE_COMPUTE, false, SpvBuiltInWorkgroupId, 1},
    {"SV_GROUPTHREADID", STAGE_COMPUTE, false, SpvBuiltInLocalInvocationId, 1},
    {"SV_GROUPINDEX", STAGE_COMPUTE, false, SpvBuiltInLocalInvocationIndex, 0},
    {"SV_VERTEXID", STAGE_VERTEX, false, SpvBuiltInVertexIndex, 0},
    {"SV_INSTANCEID", STAGE_VERTEX, false, SpvBuiltInInstanceIndex, 0},
    {"SV_POSITION", STAGE_VERTEX, true, SpvBuiltInPosition, 2},
    {"SV_POSITION", STAGE_PIXEL, false, SpvBuiltInFragCoord, 2},
    {"SV_ISFRONTFACE", STAGE_PIXEL, false, SpvBuiltInFrontFacing, 3},
    {"SV_SAMPLEINDEX", STAGE_PIXEL, false, SpvBuiltInSampleId, 0},
    {"SV_PRIMITIVEID", STAGE_PIXEL, false, SpvBuiltInPrimitiveId, 0},
    {"SV_DEPTH", STAGE_PIXEL, true, SpvBuiltInFragDepth, 4},
};

typedef struct Io {
    L *l;
    uint32_t next_in, next_out;
} Io;

static IrTypeId sem_type(L *l, int kind)
{
    IrModule *m = l->m;
    IrTypeId u = ir_type_int(m, 32, false), f = ir_type_float(m, 32);
    switch (kind) {
    case 1: return ir_type_vector(m, u, 3);
    case 2: return ir_type_vector(m, f, 4);
    case 3: return ir_type_bool(m);
    case 4: return f;
    case 5: return ir_type_int(m, 32, true);
    default: return u;
    }
}

static Type *sem_hlsl_type(L *l, int kind)
{
    switch (kind) {
    case 1: return ty_vector(l->cc, SK_UINT32, 3);
    case 2: return ty_vector(l->cc, SK_FLOAT, 4);
    case 3: return ty_scalar(l->cc, SK_BOOL);
    case 4: return ty_scalar(l->cc, SK_FLOAT);
    case 5: return ty_scalar(l->cc, SK_INT32);
    default: return ty_scalar(l->cc, SK_UINT32);
    }
}

IrId lw_builtin_input(L *l, uint32_t builtin, IrTypeId type, const char *name)
{
    IrId g = (IrId)(uintptr_t)map_get(&l->builtin_in, (void *)(uintptr_t)(builtin + 1));
    if (g)
        return g;
    g = ir_global_new(l->m, str_intern_c(l->cc, name), SpvStorageClassInput, type, (Loc){0, 0, 0});
    ir_value(l->m, g)->u.g->builtin = (int32_t)builtin;
    map_put(l->cc, &l->builtin_in, (void *)(uintptr_t)(builtin + 1), (void *)(uintptr_t)g);
    return g;
}

static const Sem *find_sem(L *l, Str upper, bool output)
{
    if (!upper)
        return NULL;
    for (size_t i = 0; i < countof(sems); i++)
        if (sems[i].output == output && (sems[i].stage == l->cc->stage) && !strcmp(sems[i].name, upper))
            return &sems[i];
    return NULL;
}

static uint8_t interp_of(L *l, uint32_t mods, Type *t, bool output)
{
    uint8_t r = 0;
    Type *s = lw_strip(t);
    bool is_int = ty_is_numeric(s) && !ty_is_float_kind(s->scalar);
    if ((mods & DM_NOINTERPOLATION) || (is_int && ((l->cc->stage == STAGE_PIXEL && !output) ||
                                                  (l->cc->stage == STAGE_VERTEX && output))))
        r = 1;
    else if (mods & DM_NOPERSPECTIVE)
        r = 2;
    if (mods & DM_CENTROID)
        r |= 4;
    if (mods & DM_SAMPLE)
        r |= 8;
    return r;
}

static bool sem_is_sv(Str upper) { return upper && !strncmp(upper, "SV_", 3) && strcmp(upper, "SV_TARGET"); }

/* One stage variable (input or output) for a non-struct value. */
static IrId stage_var(Io *io, Type *t, const Semantic *sem, uint32_t mods, bool output, Loc loc,
                      Type **gtype)
{
    L *l = io->l;
    const Sem *s = find_sem(l, sem->upper, output);
    *gtype = t;
    if (s) {
        if (output) {
            IrId g = ir_global_new(l->m, arena_sprintf(&l->cc->arena, "out.var.%s", sem->name),
                                   SpvStorageClassOutput, sem_type(l, s->kind), loc);
            ir_value(l->m, g)->u.g->builtin = (int32_t)s->builtin;
            ir_value(l->m, g)->u.g->semantic = sem->upper;
            *gtype = sem_hlsl_type(l, s->kind);
            return g;
        }
        *gtype = sem_hlsl_type(l, s->kind);
        IrId g = lw_builtin_input(l, s->builtin, sem_type(l, s->kind),
                                  arena_sprintf(&l->cc->arena, "gl_%s", sem->name));
        ir_value(l->m, g)->u.g->semantic = sem->upper;
        return g;
    }
    if (!sem->name || sem_is_sv(sem->upper) || l->cc->stage == STAGE_COMPUTE) {
        diag(l->cc, sem->name ? sem->loc : loc, D_LOWER_SEMANTIC, sem->name ? sem->name : "(none)",
             stage_name(l->cc->stage));
        return 0;
    }
    IrId g = ir_global_new(l->m, arena_sprintf(&l->cc->arena, "%s.var.%s", output ? "out" : "in", sem->name),
                           output ? SpvStorageClassOutput : SpvStorageClassInput, lw_type(l, t), loc);
    IrGlobal *gl = ir_value(l->m, g)->u.g;
    gl->semantic = sem->upper;
    gl->hlsl_type = ty_name(l->cc, t);
    if (output && l->cc->stage == STAGE_PIXEL && sem->upper && !strcmp(sem->upper, "SV_TARGET")) {
        gl->location = (int32_t)sem->index;
    } else {
        uint32_t *next = output ? &io->next_out : &io->next_in;
        gl->location = (int32_t)*next;
        Type *st = lw_strip(t);
        uint32_t n = 1;
        if (st->kind == TY_ARRAY)
            n = st->count;
        else if (st->kind == TY_MATRIX && st->rows > 1 && st->cols > 1)
            n = st->rows;
        *next += n;
    }
    if (l->cc->stage == STAGE_PIXEL || (l->cc->stage == STAGE_VERTEX && output))
        if (!(l->cc->stage == STAGE_PIXEL && output))
            gl->interp = interp_of(l, mods, t, output);
    return g;
}

static IrId load_input(Io *io, Type *t, const Semantic *sem, uint32_t mods, Loc loc, int depth)
{
    L *l = io->l;
    Type *st = lw_strip(t);
    if (st->kind == TY_STRUCT && !sem->name) {
        Decl *sd = st->decl;
        IrId *el = NEWN(l->cc, IrId, sd->fields.len ? sd->fields.len : 1);
        for (uint32_t i = 0; i < sd->fields.len; i++) {
            Decl *f = sd->fields.data[i];
            el[i] = load_input(io, f->type, &f->semantic, f->mods, f->loc, depth + 1);
        }
        return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, t), el, sd->fields.len, NULL, 0);
    }
    Type *gt;
    IrId g = stage_var(io, t, sem, mods, false, loc, &gt);
    if (!g)
        return ir_undef(l->m, lw_type(l, t));
    IrId v = ir_load(&l->b, g);
    return lw_convert(l, v, gt, t);
}

static void store_output(Io *io, Type *t, const Semantic *sem, uint32_t mods, Loc loc, IrId v)
{
    L *l = io->l;
    Type *st = lw_strip(t);
    if (st->kind == TY_STRUCT && !sem->name) {
        Decl *sd = st->decl;
        IrTypeId it = lw_type(l, t);
        for (uint32_t i = 0; i < sd->fields.len; i++) {
            Decl *f = sd->fields.data[i];
            IrId fv = lw_extract(l, ir_type(l->m, it)->members[i].type, v, i);
            store_output(io, f->type, &f->semantic, f->mods, f->loc, fv);
        }
        return;
    }
    Type *gt;
    IrId g = stage_var(io, t, sem, mods, true, loc, &gt);
    if (!g)
        return;
    ir_store(&l->b, g, lw_convert(l, v, t, gt));
}

/* Static globals with initializers, in declaration order. */
static void static_inits(L *l)
{
    for (uint32_t i = 0; i < l->ast->globals.len; i++) {
        Decl *d = l->ast->globals.data[i];
        if (d->kind != DK_VAR || !d->init || lw_is_resource(d->type))
            continue;
        if (d->storage != SC_STATIC && d->storage != SC_STATIC_MEMBER)
            continue;
        if (d->has_cval || d->is_spec_constant)
            continue;
        LVal lv;
        lw_global_var(l, d, &lv);
        IrId v = lw_expr(l, d->init);
        lw_store(l, &lv, v);
    }
}

static void numthreads(L *l, Decl *ed)
{
    IrEntry *en = &l->m->entries.data[0];
    if (l->cc->stage != STAGE_COMPUTE && l->cc->stage != STAGE_MESH &&
        l->cc->stage != STAGE_AMPLIFICATION)
        return;
    if (!ed->attrs.has_numthreads) {
        diag(l->cc, ed->loc, D_LOWER_NO_NUMTHREADS, ed->name);
        return;
    }
    for (int i = 0; i < 3; i++) {
        en->workgroup[i] = ed->attrs.numthreads[i];
        Decl *sd = ed->attrs.numthreads_spec[i];
        if (sd) {
            IrTypeId u = ir_type_int(l->m, 32, false);
            uint64_t bits = sd->has_cval ? sd->cval.u : ed->attrs.numthreads[i];
            IrId sc = (IrId)(uintptr_t)map_get(&l->specs, sd);
            if (!sc || ir_type_of(l->m, sc) != u) {
                sc = ir_spec_const(l->m, u, bits,
                                   (uint32_t)(sd->vk.constant_id >= 0 ? sd->vk.constant_id : 0), sd->name);
                map_put(l->cc, &l->specs, sd, (void *)(uintptr_t)sc);
            }
            en->workgroup_spec[i] = sc;
        }
    }
}

IrFunc *lw_entry_wrapper(L *l, LFunc *mainf)
{
    Decl *ed = mainf->decl;
    IrEntry *en = &l->m->entries.data[0];
    IrFunc *w = ir_func_new(l->m, en->name, ir_type_void(l->m), NULL, 0, ed->loc);
    LFunc *wf = NEW(l->cc, LFunc);
    wf->ir = w;
    wf->lowered = true;
    l->fn = wf;
    l->b.loc = ed->loc;
    lw_set_block(l, ir_block_new(l->m, w, "entry"));
    numthreads(l, ed);
    static_inits(l);

    Io io = {l, 0, 0};
    uint32_t n = ed->params.len;
    IrId *args = NEWN(l->cc, IrId, n ? n : 1);
    IrId *tmps = NEWN(l->cc, IrId, n ? n : 1);
    uint32_t na = 0;
    /* Inputs first (declaration order), then the call, then outputs: the
     * return value's, then out parameters'. */
    for (uint32_t i = 0; i < n; i++) {
        Decl *p = ed->params.data[i];
        tmps[i] = 0;
        if (lw_is_resource(p->type))
            continue;
        if (p->param_mode == PM_IN) {
            args[na++] = load_input(&io, p->type, &p->semantic, p->mods, p->loc, 0);
            continue;
        }
        IrId tmp = ir_local_var(&l->b, lw_type(l, p->type), p->name);
        if (p->param_mode == PM_INOUT)
            ir_store(&l->b, tmp, load_input(&io, p->type, &p->semantic, p->mods, p->loc, 0));
        tmps[i] = tmp;
        args[na++] = tmp;
    }
    IrId *call = NEWN(l->cc, IrId, na + 1);
    call[0] = mainf->ir->id;
    for (uint32_t i = 0; i < na; i++)
        call[i + 1] = args[i];
    IrTypeId rt = mainf->ir->ret;
    bool is_void = ir_type(l->m, rt)->kind == IR_TY_VOID;
    IrId r = ir_emit(&l->b, IR_CALL, is_void ? 0 : rt, call, na + 1, NULL, 0);
    if (!is_void)
        store_output(&io, ed->type, &ed->ret_semantic, ed->ret_mods, ed->loc, r);
    for (uint32_t i = 0; i < n; i++) {
        if (!tmps[i])
            continue;
        Decl *p = ed->params.data[i];
        store_output(&io, p->type, &p->semantic, p->mods, p->loc, ir_load(&l->b, tmps[i]));
    }
    ir_ret(&l->b, 0);
    return w;
}
