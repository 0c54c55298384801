/*
 * Inline ray queries (SPV_KHR_ray_query), as DXC lowers them
 * (docs/SPIR-V.rst, "Ray Query").
 *
 * A RaytracingAccelerationStructure is a UniformConstant variable of
 * OpTypeAccelerationStructureKHR (resource.c makes it with the other
 * descriptors). A RayQuery<FLAGS> local is a variable of OpTypeRayQueryKHR:
 * the object is a handle in HLSL (copies, parameters name the same query),
 * so it goes through resbind.c like a resource, bound to a Private
 * variable of its own; ldst then makes that a Function variable of the
 * entry point once everything is inlined (DXC declares it there too).
 * Every method takes the variable's pointer; the Candidate* / Committed*
 * pairs are one instruction with the intersection operand 0 or 1, and the
 * template's flags are OR'ed into TraceRayInline's.
 */
#include "lower/lower_int.h"

static bool is_ray_query(Type *t)
{
    t = t ? lw_strip(t) : NULL;
    return t && t->kind == TY_RESOURCE && t->res == R_RAYQUERY;
}

bool lw_rayquery_decl(L *l, Decl *d)
{
    Type *t = lw_strip(d->type);
    uint32_t n = t->kind == TY_ARRAY && t->count && is_ray_query(t->elem) ? t->count : 0;
    if (!n && !is_ray_query(t))
        return false;
    IrModule *m = l->m;
    /* WebGPU has no ray queries: refused here, once, before the WGSL back
     * end meets the type (an acceleration structure is refused there). */
    if (l->target == OSH_TARGET_WGSL && !cc_has_errors(l->cc))
        diag(l->cc, d->loc, D_WGSL_UNAVAILABLE, "ray queries (RayQuery)");
    IrTypeId qt = ir_type_ray_query(m);
    IrId g = ir_global_new(m, d->name, SpvStorageClassPrivate, n ? ir_type_array(m, qt, n, 0) : qt, d->loc);
    LResVar *v = lw_res_reset(l, d);
    LResBind b = {.type = lw_strip(d->type)};
    b.ref.global = g;
    b.ref.decl = d;
    b.ref.type = b.type;
    vec_push(&l->cc->arena, &v->binds, b);
    return true;
}

/* One accessor: the op, whether it takes the intersection operand, and
 * which (0 candidate, 1 committed); 3x4 matrices are the transpose of
 * SPIR-V's 4 columns of float3. */
typedef struct RqGet {
    BuiltinId id;
    IrOp op;
    int8_t isect;       /* -1: none */
    bool transpose;
} RqGet;

static const RqGet rq_gets[] = {
    {BI_RQ_COMMITTED_STATUS, IR_RQ_TYPE, 1, false},
    {BI_RQ_CANDIDATE_TYPE, IR_RQ_TYPE, 0, false},
    {BI_RQ_CANDIDATE_OBJECT_TO_WORLD_3X4, IR_RQ_OBJECT_TO_WORLD, 0, true},
    {BI_RQ_CANDIDATE_OBJECT_TO_WORLD_4X3, IR_RQ_OBJECT_TO_WORLD, 0, false},
    {BI_RQ_CANDIDATE_WORLD_TO_OBJECT_3X4, IR_RQ_WORLD_TO_OBJECT, 0, true},
    {BI_RQ_CANDIDATE_WORLD_TO_OBJECT_4X3, IR_RQ_WORLD_TO_OBJECT, 0, false},
    {BI_RQ_COMMITTED_OBJECT_TO_WORLD_3X4, IR_RQ_OBJECT_TO_WORLD, 1, true},
    {BI_RQ_COMMITTED_OBJECT_TO_WORLD_4X3, IR_RQ_OBJECT_TO_WORLD, 1, false},
    {BI_RQ_COMMITTED_WORLD_TO_OBJECT_3X4, IR_RQ_WORLD_TO_OBJECT, 1, true},
    {BI_RQ_COMMITTED_WORLD_TO_OBJECT_4X3, IR_RQ_WORLD_TO_OBJECT, 1, false},
    {BI_RQ_CANDIDATE_PROCEDURAL_PRIMITIVE_NON_OPAQUE, IR_RQ_AABB_OPAQUE, -1, false},
    {BI_RQ_CANDIDATE_TRIANGLE_FRONT_FACE, IR_RQ_FRONT_FACE, 0, false},
    {BI_RQ_COMMITTED_TRIANGLE_FRONT_FACE, IR_RQ_FRONT_FACE, 1, false},
    {BI_RQ_CANDIDATE_TRIANGLE_BARYCENTRICS, IR_RQ_BARYCENTRICS, 0, false},
    {BI_RQ_COMMITTED_TRIANGLE_BARYCENTRICS, IR_RQ_BARYCENTRICS, 1, false},
    {BI_RQ_RAY_FLAGS, IR_RQ_FLAGS, -1, false},
    {BI_RQ_WORLD_RAY_ORIGIN, IR_RQ_WORLD_ORIGIN, -1, false},
    {BI_RQ_WORLD_RAY_DIRECTION, IR_RQ_WORLD_DIR, -1, false},
    {BI_RQ_RAY_TMIN, IR_RQ_TMIN, -1, false},
    {BI_RQ_CANDIDATE_TRIANGLE_RAY_T, IR_RQ_T, 0, false},
    {BI_RQ_COMMITTED_RAY_T, IR_RQ_T, 1, false},
    /* HLSL's InstanceIndex is the instance's position (SPIR-V InstanceId),
     * its InstanceID the custom index. */
    {BI_RQ_CANDIDATE_INSTANCE_INDEX, IR_RQ_INSTANCE_ID, 0, false},
    {BI_RQ_CANDIDATE_INSTANCE_ID, IR_RQ_CUSTOM_INDEX, 0, false},
    {BI_RQ_CANDIDATE_GEOMETRY_INDEX, IR_RQ_GEOMETRY_INDEX, 0, false},
    {BI_RQ_CANDIDATE_PRIMITIVE_INDEX, IR_RQ_PRIMITIVE_INDEX, 0, false},
    {BI_RQ_CANDIDATE_OBJECT_RAY_ORIGIN, IR_RQ_OBJECT_ORIGIN, 0, false},
    {BI_RQ_CANDIDATE_OBJECT_RAY_DIRECTION, IR_RQ_OBJECT_DIR, 0, false},
    {BI_RQ_COMMITTED_INSTANCE_INDEX, IR_RQ_INSTANCE_ID, 1, false},
    {BI_RQ_COMMITTED_INSTANCE_ID, IR_RQ_CUSTOM_INDEX, 1, false},
    {BI_RQ_COMMITTED_GEOMETRY_INDEX, IR_RQ_GEOMETRY_INDEX, 1, false},
    {BI_RQ_COMMITTED_PRIMITIVE_INDEX, IR_RQ_PRIMITIVE_INDEX, 1, false},
    {BI_RQ_COMMITTED_OBJECT_RAY_ORIGIN, IR_RQ_OBJECT_ORIGIN, 1, false},
    {BI_RQ_COMMITTED_OBJECT_RAY_DIRECTION, IR_RQ_OBJECT_DIR, 1, false},
    {BI_RQ_CANDIDATE_INSTANCE_CONTRIBUTION_TO_HIT_GROUP_INDEX, IR_RQ_SBT_OFFSET, 0, false},
    {BI_RQ_COMMITTED_INSTANCE_CONTRIBUTION_TO_HIT_GROUP_INDEX, IR_RQ_SBT_OFFSET, 1, false},
};

/* The pointer to the query's variable, 0 when it cannot be resolved
 * (diagnosed). */
static IrId query_ptr(L *l, Expr *obj)
{
    ResRef r;
    if (!obj || !lw_res(l, obj, &r))
        return 0;
    if (!r.index)
        return r.global;
    IrModule *m = l->m; /* an element of an array of queries */
    return lw_access(l, r.global, SpvStorageClassPrivate, ir_type_ray_query(m), &r.index, 1);
}

/* A RayDesc's operands in SPIR-V's order: Origin, TMin, Direction, TMax
 * (also the struct's member order). */
static void ray_operands(L *l, Expr *ray_expr, IrId *out)
{
    IrModule *m = l->m;
    IrId ray = lw_expr(l, ray_expr);
    IrTypeId f = ir_type_float(m, 32), f3 = ir_type_vector(m, f, 3);
    for (uint32_t i = 0; i < 4; i++)
        out[i] = lw_extract(l, i % 2 ? f : f3, ray, i);
}

/* TraceRayInline(accel, flags, mask, ray): the RayDesc's members are
 * Origin, TMin, Direction, TMax; the flags are the template's | these. */
static void trace_inline(L *l, Expr *e, IrId q)
{
    IrModule *m = l->m;
    ResRef ar;
    if (e->args.len < 4 || !lw_res(l, e->args.data[0], &ar))
        return;
    IrId accel = lw_res_load(l, &ar);
    IrId flags = lw_expr(l, e->args.data[1]);
    uint32_t tflags = lw_strip(e->object->type)->count;
    if (tflags) {
        IrId a[2] = {flags, lw_u32(l, tflags)};
        flags = ir_emit(&l->b, IR_OR, ir_type_int(m, 32, false), a, 2, NULL, 0);
    }
    IrId args[8] = {q, accel, flags, lw_expr(l, e->args.data[2])};
    ray_operands(l, e->args.data[3], args + 4);
    ir_emit_inst(&l->b, IR_RQ_INIT, 0, args, 8, NULL, 0);
}

bool lw_rayquery_builtin(L *l, Expr *e, IrId *out)
{
    BuiltinId id = e->builtin;
    if (!e->object || !is_ray_query(e->object->type))
        return false;
    IrModule *m = l->m;
    *out = 0;
    IrId q = query_ptr(l, e->object);
    IrTypeId rt = e->type ? lw_type(l, e->type) : 0;
    if (!q)
        return true;
    switch (id) {
    case BI_RQ_TRACE_RAY_INLINE: trace_inline(l, e, q); return true;
    case BI_RQ_PROCEED: *out = ir_emit(&l->b, IR_RQ_PROCEED, rt, &q, 1, NULL, 0); return true;
    case BI_RQ_ABORT: ir_emit_inst(&l->b, IR_RQ_TERMINATE, 0, &q, 1, NULL, 0); return true;
    case BI_RQ_COMMIT_NON_OPAQUE_TRIANGLE_HIT: ir_emit_inst(&l->b, IR_RQ_CONFIRM, 0, &q, 1, NULL, 0); return true;
    case BI_RQ_COMMIT_PROCEDURAL_PRIMITIVE_HIT: {
        IrId a[2] = {q, e->args.len ? lw_expr(l, e->args.data[0]) : ir_undef(m, ir_type_float(m, 32))};
        ir_emit_inst(&l->b, IR_RQ_GENERATE, 0, a, 2, NULL, 0);
        return true;
    }
    default: break;
    }
    for (size_t i = 0; i < countof(rq_gets); i++) {
        const RqGet *g = &rq_gets[i];
        if (g->id != id)
            continue;
        IrId a[2] = {q, g->isect >= 0 ? lw_u32(l, (uint32_t)g->isect) : 0};
        uint32_t n = g->isect >= 0 ? 2 : 1;
        if (g->transpose) {
            IrTypeId f3 = ir_type_vector(m, ir_type_float(m, 32), 3);
            IrId mat = ir_emit(&l->b, g->op, ir_type_matrix(m, f3, 4), a, n, NULL, 0);
            *out = ir_emit(&l->b, IR_TRANSPOSE, rt, &mat, 1, NULL, 0);
        } else {
            *out = ir_emit(&l->b, g->op, rt, a, n, NULL, 0);
        }
        return true;
    }
    diag(l->cc, e->loc, D_LOWER_INTRINSIC, builtin_name(id));
    *out = rt && ir_type(m, rt)->kind != IR_TY_VOID ? ir_undef(m, rt) : 0;
    return true;
}

/* ---- ray tracing pipeline stages (SPV_KHR_ray_tracing) ----------------------- */

static const struct {
    const char *name;
    Stage stage;
    uint32_t model;
} rt_stages[] = {
    {"raygeneration", STAGE_RAYGEN, SpvExecutionModelRayGenerationKHR},
    {"intersection", STAGE_INTERSECTION, SpvExecutionModelIntersectionKHR},
    {"anyhit", STAGE_ANYHIT, SpvExecutionModelAnyHitKHR},
    {"closesthit", STAGE_CLOSESTHIT, SpvExecutionModelClosestHitKHR},
    {"miss", STAGE_MISS, SpvExecutionModelMissKHR},
    {"callable", STAGE_CALLABLE, SpvExecutionModelCallableKHR},
};

Stage lw_rt_stage(Decl *ed)
{
    for (size_t i = 0; ed->attrs.shader && i < countof(rt_stages); i++)
        if (!strcmp(ed->attrs.shader, rt_stages[i].name))
            return rt_stages[i].stage;
    return STAGE_NONE;
}

uint32_t lw_rt_model(Stage s)
{
    for (size_t i = 0; i < countof(rt_stages); i++)
        if (rt_stages[i].stage == s)
            return rt_stages[i].model;
    return 0;
}

/* The storage class of entry parameter i: the payload of the hit and miss
 * stages, the hit attributes (closest/any hit), the callable data. */
static uint32_t param_storage(Stage s, uint32_t i)
{
    switch (s) {
    case STAGE_ANYHIT: case STAGE_CLOSESTHIT:
        return i == 0 ? SpvStorageClassIncomingRayPayloadKHR : SpvStorageClassHitAttributeKHR;
    case STAGE_MISS: return SpvStorageClassIncomingRayPayloadKHR;
    case STAGE_CALLABLE: return SpvStorageClassIncomingCallableDataKHR;
    default: return 0;
    }
}

/* The one variable of storage class sc and type t of the entry point (the
 * wrapper and IgnoreHit / AcceptHitAndEndSearch share it). */
static IrId stage_var(L *l, uint32_t sc, IrTypeId t, Str name, Loc loc)
{
    IrModule *m = l->m;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrGlobal *g = ir_value(m, m->globals.data[i])->u.g;
        if (g->storage == sc && g->pointee == t)
            return m->globals.data[i];
    }
    return ir_global_new(m, name, sc, t, loc);
}

/* The wrapper's part for a ray tracing stage: each parameter is copied in
 * from its variable, the entry called, the inout ones copied back (DXC's
 * param_var_ copies). */
void lw_rt_entry_call(L *l, Decl *ed, LFunc *f)
{
    IrModule *m = l->m;
    uint32_t n = ed->params.len;
    IrId *call = NEWN(l->cc, IrId, n + 1), *tmps = NEWN(l->cc, IrId, n + 1), *vars = NEWN(l->cc, IrId, n + 1);
    uint32_t na = 0;
    call[na++] = f->ir->id;
    for (uint32_t i = 0; i < n; i++) {
        Decl *p = ed->params.data[i];
        IrTypeId t = lw_type(l, p->type);
        uint32_t sc = param_storage(l->cc->stage, i);
        if (!sc) {
            diag(l->cc, p->loc, D_LOWER_STAGE_NOT_IMPLEMENTED, ed->name, stage_name(l->cc->stage),
                 "parameters of this ray tracing stage");
            return;
        }
        vars[i] = stage_var(l, sc, t, p->name, p->loc);
        IrId v = p->param_mode != PM_OUT ? ir_load(&l->b, vars[i]) : 0;
        if (p->param_mode == PM_IN) {
            tmps[i] = 0;
            call[na++] = v;
            continue;
        }
        tmps[i] = ir_local_var(&l->b, t, p->name);
        if (v)
            ir_store(&l->b, tmps[i], v);
        call[na++] = tmps[i];
    }
    IrTypeId rt = f->ir->ret;
    ir_emit(&l->b, IR_CALL, ir_type(m, rt)->kind == IR_TY_VOID ? 0 : rt, call, na, NULL, 0);
    for (uint32_t i = 0; i < n; i++)
        if (tmps[i] && param_storage(l->cc->stage, i) != SpvStorageClassHitAttributeKHR)
            ir_store(&l->b, vars[i], ir_load(&l->b, tmps[i]));
}

/* System values: a load of the built-in (3x4 matrices transposed from
 * SPIR-V's 4 columns of float3). */
/* The ray tracing stages that have each value (Vulkan's VUIDs for the
 * built-ins, as spirv-val checks them; DXIL allows the same stages). */
#define RT_BIT(s) (1u << (s))
enum {
    RT_ALL = RT_BIT(STAGE_RAYGEN) | RT_BIT(STAGE_INTERSECTION) | RT_BIT(STAGE_ANYHIT) |
             RT_BIT(STAGE_CLOSESTHIT) | RT_BIT(STAGE_MISS) | RT_BIT(STAGE_CALLABLE),
    RT_RAY = RT_BIT(STAGE_INTERSECTION) | RT_BIT(STAGE_ANYHIT) | RT_BIT(STAGE_CLOSESTHIT) | RT_BIT(STAGE_MISS),
    RT_HIT = RT_BIT(STAGE_INTERSECTION) | RT_BIT(STAGE_ANYHIT) | RT_BIT(STAGE_CLOSESTHIT),
    RT_HIT_KIND = RT_BIT(STAGE_ANYHIT) | RT_BIT(STAGE_CLOSESTHIT),
    RT_TRACE = RT_BIT(STAGE_RAYGEN) | RT_BIT(STAGE_CLOSESTHIT) | RT_BIT(STAGE_MISS),
    RT_CALL = RT_TRACE | RT_BIT(STAGE_CALLABLE),
};

static const struct {
    BuiltinId id;
    uint32_t builtin;
    const char *name;
    bool transpose;
    uint32_t stages;
} rt_values[] = {
    {BI_DISPATCH_RAYS_INDEX, SpvBuiltInLaunchIdKHR, "gl_LaunchIdEXT", false, RT_ALL},
    {BI_DISPATCH_RAYS_DIMENSIONS, SpvBuiltInLaunchSizeKHR, "gl_LaunchSizeEXT", false, RT_ALL},
    {BI_WORLD_RAY_ORIGIN, SpvBuiltInWorldRayOriginKHR, "gl_WorldRayOriginEXT", false, RT_RAY},
    {BI_WORLD_RAY_DIRECTION, SpvBuiltInWorldRayDirectionKHR, "gl_WorldRayDirectionEXT", false, RT_RAY},
    {BI_OBJECT_RAY_ORIGIN, SpvBuiltInObjectRayOriginKHR, "gl_ObjectRayOriginEXT", false, RT_HIT},
    {BI_OBJECT_RAY_DIRECTION, SpvBuiltInObjectRayDirectionKHR, "gl_ObjectRayDirectionEXT", false, RT_HIT},
    {BI_RAY_TMIN, SpvBuiltInRayTminKHR, "gl_RayTminEXT", false, RT_RAY},
    {BI_RAY_TCURRENT, SpvBuiltInRayTmaxKHR, "gl_RayTmaxEXT", false, RT_RAY},
    {BI_PRIMITIVE_INDEX, SpvBuiltInPrimitiveId, "gl_PrimitiveID", false, RT_HIT},
    {BI_INSTANCE_ID, SpvBuiltInInstanceCustomIndexKHR, "gl_InstanceCustomIndexEXT", false, RT_HIT},
    {BI_INSTANCE_INDEX, SpvBuiltInInstanceId, "gl_InstanceID", false, RT_HIT},
    {BI_GEOMETRY_INDEX, SpvBuiltInRayGeometryIndexKHR, "gl_GeometryIndexEXT", false, RT_HIT},
    {BI_HIT_KIND, SpvBuiltInHitKindKHR, "gl_HitKindEXT", false, RT_HIT_KIND},
    {BI_RAY_FLAGS, SpvBuiltInIncomingRayFlagsKHR, "gl_IncomingRayFlagsEXT", false, RT_RAY},
    {BI_OBJECT_TO_WORLD, SpvBuiltInObjectToWorldKHR, "gl_ObjectToWorldEXT", true, RT_HIT},
    {BI_WORLD_TO_OBJECT, SpvBuiltInWorldToObjectKHR, "gl_WorldToObjectEXT", true, RT_HIT},
    {BI_OBJECT_TO_WORLD_3X4, SpvBuiltInObjectToWorldKHR, "gl_ObjectToWorldEXT", true, RT_HIT},
    {BI_WORLD_TO_OBJECT_3X4, SpvBuiltInWorldToObjectKHR, "gl_WorldToObjectEXT", true, RT_HIT},
    {BI_OBJECT_TO_WORLD_4X3, SpvBuiltInObjectToWorldKHR, "gl_ObjectToWorldEXT", false, RT_HIT},
    {BI_WORLD_TO_OBJECT_4X3, SpvBuiltInWorldToObjectKHR, "gl_WorldToObjectEXT", false, RT_HIT},
};

/* Whether this entry point's stage has the intrinsic; a diagnostic if not. */
static bool rt_stage_ok(L *l, Expr *e, uint32_t stages)
{
    Stage st = l->cc->stage;
    if ((unsigned)st < 32 && (stages & RT_BIT(st)))
        return true;
    Buf list;
    buf_init(&list, &l->cc->arena);
    for (size_t i = 0; i < countof(rt_stages); i++)
        if (stages & RT_BIT(rt_stages[i].stage))
            buf_printf(&list, "%s%s", list.len ? ", " : "", rt_stages[i].name);
    diag(l->cc, e->loc, D_LOWER_RT_STAGE, builtin_name(e->builtin), stage_name(st), buf_cstr(&list));
    return false;
}

/* `arg` copied into a new variable of storage class sc (the operand of
 * TraceRay, ReportHit, CallShader); *lv is its lvalue when it is written
 * back. */
static IrId through_var(L *l, Expr *arg, uint32_t sc, bool copy_back, LVal *lv, bool *has_lv)
{
    IrTypeId t = lw_type(l, arg->type);
    /* One hit attribute variable per entry point (Vulkan), per type here. */
    for (uint32_t i = 0; sc == SpvStorageClassHitAttributeKHR && i < l->m->globals.len; i++) {
        IrGlobal *g = ir_value(l->m, l->m->globals.data[i])->u.g;
        if (g->storage == sc && g->pointee == t) {
            *has_lv = false;
            ir_store(&l->b, l->m->globals.data[i], lw_expr(l, arg));
            return l->m->globals.data[i];
        }
    }
    /* NV's OpTraceNV and OpExecuteCallableNV name the variable by its
     * Location: one per type, numbered per storage class (as DXC). */
    uint32_t nloc = 0;
    for (uint32_t i = 0; l->m->rt_nv && sc != SpvStorageClassHitAttributeKHR && i < l->m->globals.len; i++) {
        IrGlobal *g = ir_value(l->m, l->m->globals.data[i])->u.g;
        if (g->storage != sc)
            continue;
        nloc++;
        if (g->pointee == t) {
            *has_lv = copy_back && lw_lvalue(l, arg, lv);
            ir_store(&l->b, l->m->globals.data[i], *has_lv ? lw_load(l, lv) : lw_expr(l, arg));
            return l->m->globals.data[i];
        }
    }
    IrId var = ir_global_new(l->m, str_intern_c(l->cc, sc == SpvStorageClassHitAttributeKHR ? "attr"
                                                  : sc == SpvStorageClassCallableDataKHR ? "callable"
                                                                                         : "payload"),
                             sc, t, arg->loc);
    if (l->m->rt_nv && sc != SpvStorageClassHitAttributeKHR)
        ir_value(l->m, var)->u.g->location = (int32_t)nloc;
    *has_lv = copy_back && lw_lvalue(l, arg, lv);
    ir_store(&l->b, var, *has_lv ? lw_load(l, lv) : lw_expr(l, arg));
    return var;
}

/* An instruction whose last operand (a[n - 1]) is `arg` copied through a
 * variable of storage class sc, read back into `arg` afterwards. */
static void call_through(L *l, IrOp op, IrId *a, uint32_t n, Expr *arg, uint32_t sc)
{
    LVal lv;
    bool has_lv;
    a[n - 1] = through_var(l, arg, sc, true, &lv, &has_lv);
    ir_emit_inst(&l->b, op, 0, a, n, NULL, 0);
    if (has_lv)
        lw_store(l, &lv, ir_load(&l->b, a[n - 1]));
}

bool lw_rt_builtin(L *l, Expr *e, IrId *out)
{
    IrModule *m = l->m;
    BuiltinId id = e->builtin;
    IrTypeId rt = e->type ? lw_type(l, e->type) : 0;
    *out = 0;
    for (size_t i = 0; i < countof(rt_values); i++) {
        if (rt_values[i].id != id)
            continue;
        if (!rt_stage_ok(l, e, rt_values[i].stages)) {
            *out = rt ? ir_undef(m, rt) : 0;
            return true;
        }
        IrTypeId f3 = ir_type_vector(m, ir_type_float(m, 32), 3);
        IrTypeId vt = rt_values[i].transpose ? ir_type_matrix(m, f3, 4) : rt;
        /* NV's RayTCurrent is HitTNV (KHR folded it into RayTmax). */
        bool hit_t = m->rt_nv && id == BI_RAY_TCURRENT;
        IrId v = ir_load(&l->b, lw_builtin_input(l, hit_t ? SpvBuiltInHitTNV : rt_values[i].builtin, vt,
                                                 hit_t ? "gl_HitTNV" : rt_values[i].name));
        *out = rt_values[i].transpose ? ir_emit(&l->b, IR_TRANSPOSE, rt, &v, 1, NULL, 0) : v;
        return true;
    }
    switch (id) {
    case BI_TRACE_RAY: {
        ResRef ar;
        if (!rt_stage_ok(l, e, RT_TRACE) || e->args.len < 8 || !lw_res(l, e->args.data[0], &ar))
            return true;
        IrId a[11];
        a[0] = lw_res_load(l, &ar);
        for (uint32_t k = 1; k < 6; k++)
            a[k] = lw_expr(l, e->args.data[k]);
        ray_operands(l, e->args.data[6], a + 6);
        call_through(l, IR_TRACE_RAY, a, 11, e->args.data[7], SpvStorageClassRayPayloadKHR);
        return true;
    }
    case BI_CALL_SHADER: {
        if (!rt_stage_ok(l, e, RT_CALL) || e->args.len < 2)
            return true;
        IrId a[2] = {lw_expr(l, e->args.data[0]), 0};
        call_through(l, IR_EXECUTE_CALLABLE, a, 2, e->args.data[1], SpvStorageClassCallableDataKHR);
        return true;
    }
    case BI_REPORT_HIT: {
        if (!rt_stage_ok(l, e, RT_BIT(STAGE_INTERSECTION)) || e->args.len < 3)
            return true;
        IrId t = lw_expr(l, e->args.data[0]), kind = lw_expr(l, e->args.data[1]);
        LVal lv;
        bool has_lv;
        (void)through_var(l, e->args.data[2], SpvStorageClassHitAttributeKHR, false, &lv, &has_lv);
        IrId a[2] = {t, kind};
        *out = ir_emit(&l->b, IR_REPORT_HIT, rt, a, 2, NULL, 0);
        return true;
    }
    case BI_IGNORE_HIT:
    case BI_ACCEPT_HIT_AND_END_SEARCH: {
        if (!rt_stage_ok(l, e, RT_BIT(STAGE_ANYHIT)))
            return true;
        /* The payload keeps what the shader wrote so far (DXR), but the
         * wrapper's copy-out is never reached: written back here when the
         * entry function itself ends the invocation. */
        Decl *ed = l->entry;
        IrId pp = ed && ed->params.len && l->fn && l->fn->decl == ed
                      ? (IrId)(uintptr_t)map_get(&l->vars, ed->params.data[0]) : 0;
        Decl *pd = pp ? ed->params.data[0] : NULL;
        if (pd && pd->param_mode != PM_IN) {
            IrTypeId pt = lw_type(l, pd->type);
            IrId var = stage_var(l, SpvStorageClassIncomingRayPayloadKHR, pt, pd->name, pd->loc);
            ir_store(&l->b, var, ir_load(&l->b, pp));
        }
        ir_emit(&l->b, id == BI_IGNORE_HIT ? IR_IGNORE_INTERSECTION : IR_TERMINATE_RAY, 0, NULL, 0, NULL, 0);
        lw_dead_block(l);
        return true;
    }
    default:
        return false;
    }
}
