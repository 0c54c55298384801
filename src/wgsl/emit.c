/*
 * wgsl_emit: one entry point of an IR module, and everything it reaches,
 * as WGSL text.
 *
 *   1. reach: walk the call graph from the entry function (callees first),
 *      marking the globals it touches and how (read, written, atomics,
 *      comparison sampling), and the features it needs (f16, subgroups,
 *      derivatives, `precise`).
 *   2. declare the reached globals in module order: buffers as raw words
 *      (mem.c), textures and samplers (image.c), at the bindings binding.c
 *      gives them (resources that share a Vulkan binding are moved apart,
 *      warning OSH5207), private and workgroup variables, and stage
 *      inputs/outputs as private variables.
 *   3. translate each reached function (cf.c rebuilds the control flow,
 *      expr.c writes the instructions).
 *   4. the WGSL entry point: copies its parameters into the input
 *      variables, calls the translated entry function and returns the
 *      outputs in a struct.
 * The sections (directives, structs, globals, helpers, functions) are
 * joined at the end; everything is emitted in a fixed walk, so the text is
 * deterministic.
 */
#include <stdio.h>

#include "wgsl/wgsl_int.h"

void w_line(W *w, const char *fmt, ...)
{
    for (int i = 0; i < w->indent; i++)
        buf_puts(w->out, "    ");
    va_list ap;
    va_start(ap, fmt);
    buf_vprintf(w->out, fmt, ap);
    va_end(ap);
    buf_putc(w->out, '\n');
}

void w_unavailable(W *w, Loc loc, const char *what)
{
    w->failed = true;
    diag(w->cc, loc, D_WGSL_UNAVAILABLE, what);
}

Loc w_loc(W *w, IrInst *in) { return in ? in->loc : (Loc){0, 0, 0}; }

const char *w_tmp(W *w)
{
    return w_name(w, arena_sprintf(&w->cc->arena, "_t%u", ++w->tmp_count));
}

const char *w_val(W *w, IrId v)
{
    if (v == 0 || v >= w->nvalues)
        diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: bad value id %u", v);
    IrValue *val = ir_value(w->m, v);
    switch (val->kind) {
    case IV_CONST: return w_const(w, v);
    case IV_UNDEF:
        return arena_sprintf(&w->cc->arena, "%s()", w_type(w, val->type, val->loc));
    default: break;
    }
    if (!w->vname[v])
        diag_ice(w->cc, val->loc, "WGSL: value %u used before it is defined", v);
    return w->vname[v];
}

const char *w_val_signed(W *w, IrId v, bool is_signed)
{
    IrTypeId t = ir_type_of(w->m, v);
    const char *s = w_val(w, v);
    if (!w_is_int(w, t) || w_is_signed(w, t) == is_signed)
        return s;
    uint64_t bits;
    if (ir_type(w->m, t)->kind == IR_TY_INT && ir_const_value(w->m, v, &bits)) {
        /* A constant: the literal of the other signedness. */
        if (!is_signed)
            return arena_sprintf(&w->cc->arena, "%uu", (uint32_t)bits);
        int32_t k = (int32_t)(uint32_t)bits;
        if (k == INT32_MIN)
            return "i32(-2147483648)";
        return arena_sprintf(&w->cc->arena, k < 0 ? "(%di)" : "%di", k);
    }
    return arena_sprintf(&w->cc->arena, "bitcast<%s>(%s)",
                         w_type_with_scalar(w, t, is_signed ? "i32" : "u32"), s);
}

const char *w_val_as(W *w, IrId v, IrTypeId want)
{
    IrTypeId t = ir_type_of(w->m, v);
    if (t == want || !w_is_int(w, t) || !w_is_int(w, want))
        return w_val(w, v);
    if (ir_type_components(w->m, t) != ir_type_components(w->m, want))
        return w_val(w, v);
    return w_val_signed(w, v, w_is_signed(w, want));
}

/* ---- 1. what the entry point reaches ------------------------------------ */

static void mark(W *w, IrId v, uint16_t f)
{
    if (v && v < w->nvalues)
        w->vf[v] |= f;
}

/* WaveGetLaneIndex(), WaveGetLaneCount(), GetGroupWaveIndex() and
 * GetGroupWaveCount() read these built-in inputs. */
static bool is_subgroup_builtin(W *w, IrId v)
{
    if (!v || v >= w->nvalues || ir_value(w->m, v)->kind != IV_GLOBAL)
        return false;
    int32_t b = ir_value(w->m, v)->u.g->builtin;
    return b == SpvBuiltInSubgroupLocalInvocationId || b == SpvBuiltInSubgroupSize ||
           b == SpvBuiltInSubgroupId || b == SpvBuiltInNumSubgroups;
}

static void scan_inst(W *w, IrInst *in)
{
    IrModule *m = w->m;
    for (uint32_t i = 0; i < in->nargs; i++) {
        IrId a = in->args[i];
        if (a && ir_value(m, a)->kind == IV_GLOBAL)
            mark(w, a, WV_REACHED);
    }
    if ((in->flags & IRF_NO_CONTRACTION) && !w->warned_precise) {
        w->warned_precise = true;
        diag(w->cc, in->loc, D_WGSL_PRECISE);
    }
    ir_usage_inst(m, in, w->use);
    const IrOpInfo *info = ir_op_info(in->op);
    /* A wave intrinsic, or WaveGetLaneIndex/Count's built-in alone: either
     * needs `enable subgroups;`. */
    bool subgroup = info->cls == OPC_WAVE || (in->op == IR_LOAD && is_subgroup_builtin(w, in->args[0]));
    if (subgroup)
        w->uses_subgroups = true;
    if (!w->subgroup_loc.line && (subgroup || (in->op == IR_LOAD && is_subgroup_builtin(w, in->args[0]))))
        w->subgroup_loc = in->loc;
    /* WGSL's derivative uniformity covers implicit-LOD sampling, compares too. */
    if (info->cls == OPC_DERIV || (info->flags & OPF_IMPLICIT_LOD))
        w->uses_derivatives = true;
    if (in->op == IR_CONTROL_BARRIER || in->op == IR_MEMORY_BARRIER)
        w->has_barrier = true;
}

typedef Vec(IrFunc *) FuncVec;
typedef Vec(IrId) IdVec;

/* Depth-first over the call graph; `order` gets callees before callers. */
static void reach(W *w, IrFunc *f, FuncVec *order, uint8_t *state, uint32_t depth)
{
    if (state[f->id] == 2)
        return;
    if (state[f->id] == 1 || f->recursive) {
        if (!w->failed)
            w_unavailable(w, f->loc, "recursion");
        return;
    }
    if (depth > LIMIT_CALL_DEPTH) {
        w_unavailable(w, f->loc, "a call chain this deep");
        return;
    }
    state[f->id] = 1;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next) {
            scan_inst(w, in);
            if (in->op == IR_CALL && in->nargs) {
                IrValue *callee = ir_value(w->m, in->args[0]);
                if (callee->kind == IV_FUNC)
                    reach(w, callee->u.f, order, state, depth + 1);
            }
        }
    state[f->id] = 2;
    mark(w, f->id, WV_REACHED);
    vec_push(&w->cc->arena, order, f);
}

/* ---- 2. globals ---------------------------------------------------------- */

typedef struct Builtin {
    int32_t spv;
    const char *name;
    const char *type;
} Builtin;

static const Builtin builtins[] = {
    {SpvBuiltInGlobalInvocationId, "global_invocation_id", "vec3<u32>"},
    {SpvBuiltInLocalInvocationId, "local_invocation_id", "vec3<u32>"},
    {SpvBuiltInLocalInvocationIndex, "local_invocation_index", "u32"},
    {SpvBuiltInWorkgroupId, "workgroup_id", "vec3<u32>"},
    {SpvBuiltInNumWorkgroups, "num_workgroups", "vec3<u32>"},
    {SpvBuiltInSubgroupLocalInvocationId, "subgroup_invocation_id", "u32"},
    {SpvBuiltInSubgroupSize, "subgroup_size", "u32"},
    {SpvBuiltInSubgroupId, "subgroup_id", "u32"},      /* GetGroupWaveIndex (compute) */
    {SpvBuiltInNumSubgroups, "num_subgroups", "u32"},  /* GetGroupWaveCount (compute) */
    {SpvBuiltInVertexIndex, "vertex_index", "u32"},
    {SpvBuiltInInstanceIndex, "instance_index", "u32"},
    {SpvBuiltInPosition, "position", "vec4<f32>"},
    {SpvBuiltInFragCoord, "position", "vec4<f32>"},
    {SpvBuiltInFrontFacing, "front_facing", "bool"},
    {SpvBuiltInFragDepth, "frag_depth", "f32"},
    {SpvBuiltInSampleId, "sample_index", "u32"},
    {SpvBuiltInSampleMask, "sample_mask", "u32"},
    /* Optional WebGPU features (`enable` directives, reflection's
     * required_features.webgpu): the spec predates them. */
    {SpvBuiltInPrimitiveId, "primitive_index", "u32"},
    {SpvBuiltInClipDistance, "clip_distances", NULL}, /* array<f32, N>, N <= 8 */
};

static const Builtin *builtin_of(int32_t spv)
{
    for (size_t i = 0; i < countof(builtins); i++)
        if (builtins[i].spv == spv)
            return &builtins[i];
    return NULL;
}

static const char *builtin_unavailable(int32_t spv)
{
    switch (spv) {
    case SpvBuiltInClipDistance: return "clip distances (SV_ClipDistance)";
    case SpvBuiltInCullDistance: return "cull distances (SV_CullDistance)";
    case SpvBuiltInPrimitiveId: return "SV_PrimitiveID";
    case SpvBuiltInLayer: return "the render target array index (SV_RenderTargetArrayIndex)";
    case SpvBuiltInViewportIndex: return "the viewport index (SV_ViewportArrayIndex)";
    default: return "this system value";
    }
}

static bool is_buffer_class(uint32_t sc)
{
    return sc == SpvStorageClassUniform || sc == SpvStorageClassStorageBuffer ||
           sc == SpvStorageClassPushConstant;
}

/* Fixed-size arrays of textures, samplers and storage textures that every
 * reached function indexes with constants only (after optimization): WGSL
 * has no binding arrays, so each element used is a variable of its own at
 * the binding binding.c gives it (reflection's wgsl_element_bindings). */
static void split_resource_arrays(W *w, const FuncVec *order)
{
    IrModule *m = w->m;
    w->elem = NEWN(w->cc, const char **, w->nvalues + 1);
    uint8_t *bad = NEWN(w->cc, uint8_t, w->nvalues + 1);
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        IrGlobal *g = ir_value(m, id)->u.g;
        IrType *pt = ir_type(m, g->pointee);
        if (!(w->vf[id] & WV_REACHED) || g->storage != SpvStorageClassUniformConstant ||
            pt->kind != IR_TY_ARRAY || pt->count < 2 || !g->slot || g->slot > m->slots.len ||
            m->slots.data[g->slot - 1].count != pt->count)
            continue;
        IrTypeKind ek = ir_type(m, pt->elem)->kind;
        if (ek != IR_TY_IMAGE && ek != IR_TY_SAMPLER)
            continue;
        w->elem[id] = NEWN(w->cc, const char *, pt->count + 1);
    }
    for (uint32_t f = 0; f < order->len; f++) {
        IrFunc *fn = order->data[f];
        for (uint32_t b = 0; b < fn->blocks.len; b++)
            for (IrInst *in = fn->blocks.data[b]->first; in; in = in->next)
                for (uint32_t a = 0; a < in->nargs; a++) {
                    IrId g = in->args[a];
                    if (g >= w->nvalues || !w->elem[g])
                        continue;
                    uint64_t k;
                    uint32_t count = ir_type(m, ir_value(m, g)->u.g->pointee)->count;
                    if (in->op == IR_ACCESS && a == 0 && in->nargs >= 2 &&
                        ir_const_value(m, in->args[1], &k) && k < count) {
                        if (!w->elem[g][k])
                            w->elem[g][k] = "";
                    } else {
                        bad[g] = 1; /* a variable index, or the whole array passed on */
                    }
                }
    }
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        if (!w->elem[id])
            continue;
        if (bad[id]) {
            w->elem[id] = NULL;
            continue;
        }
        IrValue *v = ir_value(m, id);
        uint32_t count = ir_type(m, v->u.g->pointee)->count;
        for (uint32_t k = 0; k < count; k++)
            if (w->elem[id][k])
                w->elem[id][k] = w_name(w, arena_sprintf(&w->cc->arena, "%s_%u",
                                                         v->name ? v->name : "r", k));
    }
}

static void declare_global(W *w, IrId id, uint32_t push_set, uint32_t push_binding)
{
    IrValue *v = ir_value(w->m, id);
    IrGlobal *g = v->u.g;
    const char *name = w->vname[id];
    Loc loc = v->loc;
    switch (g->res) {
    case IRR_UNIFORM_TEXEL_BUFFER:
    case IRR_STORAGE_TEXEL_BUFFER:
        w_unavailable(w, loc, "'Buffer' and 'RWBuffer'");
        return;
    case IRR_ACCEL:
        w_unavailable(w, loc, "ray tracing (RaytracingAccelerationStructure, RayQuery)");
        return;
    case IRR_COUNTER_BUFFER:
        if (g->source_resource && (w->vf[g->source_resource] & WV_REACHED))
            return; /* reported once, with the buffer it counts for */
        w_unavailable(w, loc, "append and consume buffers"); /* only the counter is used */
        return;
    default: break;
    }
    if (g->counter) {
        w_unavailable(w, loc, "append and consume buffers");
        return;
    }
    IrType *pt = ir_type(w->m, g->pointee);
    if (w->elem[id]) { /* split_resource_arrays: one variable per element used */
        uint32_t count = 0;
        const uint32_t *eb = wgsl_element_bindings(w->m, w->reached, id, &count);
        const char *t = w_image_type(w, id, loc);
        for (uint32_t k = 0; t && eb && k < count && k < pt->count; k++)
            if (w->elem[id][k])
                buf_printf(&w->globals, "@group(%u) @binding(%u) var %s: %s;\n", g->set, eb[k],
                           w->elem[id][k], t);
        return;
    }
    if (g->array_count || (g->res != IRR_NONE && (pt->kind == IR_TY_ARRAY || pt->kind == IR_TY_RUNTIME_ARRAY))) {
        w_unavailable(w, loc, "resource arrays");
        diag_note(w->cc, loc, "WebGPU has no binding arrays: use separate resources or a "
                              "Texture2DArray");
        return;
    }
    if (is_buffer_class(g->storage)) {
        if (g->storage == SpvStorageClassPushConstant)
            buf_printf(&w->globals, "@group(%u) @binding(%u) ", push_set, push_binding);
        else
            buf_printf(&w->globals, "@group(%u) @binding(%u) ", g->set, w->wbinding[id]);
        buf_printf(&w->globals, "%s\n", w_buffer_decl(w, id));
        return;
    }
    switch (g->storage) {
    case SpvStorageClassUniformConstant: {
        const char *t = w_image_type(w, id, loc);
        if (t)
            buf_printf(&w->globals, "@group(%u) @binding(%u) var %s: %s;\n", g->set,
                       w->wbinding[id], name, t);
        return;
    }
    case SpvStorageClassWorkgroup: {
        const char *t = w_type(w, g->pointee, loc);
        if (w->use[id] & IR_USE_ATOMIC) {
            IrType *ty = pt;
            const char *s = NULL;
            if (ty->kind == IR_TY_INT)
                s = arena_sprintf(&w->cc->arena, "atomic<%s>", t);
            else if (ty->kind == IR_TY_ARRAY && ir_type(w->m, ty->elem)->kind == IR_TY_INT)
                s = arena_sprintf(&w->cc->arena, "array<atomic<%s>, %u>",
                                  w_type(w, ty->elem, loc), ty->count);
            if (!s) {
                w_unavailable(w, loc, "atomics on a groupshared struct or vector");
                return;
            }
            t = s;
        }
        buf_printf(&w->globals, "var<workgroup> %s: %s;\n", name, t);
        return;
    }
    case SpvStorageClassInput:
    case SpvStorageClassOutput:
    case SpvStorageClassPrivate:
    default: {
        if (w->vf[id] & WV_UNIFORM_IN)
            return; /* a parameter of the entry's body (uniform_inputs) */
        const char *t = w_type(w, g->pointee, loc);
        if (g->init && g->storage == SpvStorageClassPrivate)
            buf_printf(&w->globals, "var<private> %s: %s = %s;\n", name, t, w_val(w, g->init));
        else
            buf_printf(&w->globals, "var<private> %s: %s;\n", name, t);
        return;
    }
    }
}

/* WGSL forbids two module-scope resources on one (group, binding), which
 * DXC's register mapping gives every `tN` + `sN` pair: binding.c moves all
 * but one of them; say so once for each moved resource. */
static void warn_moved_bindings(W *w, Str const *shares)
{
    IrModule *m = w->m;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId a = m->globals.data[i];
        if (!(w->vf[a] & WV_REACHED) || !shares[a])
            continue;
        IrValue *va = ir_value(m, a);
        diag(w->cc, va->loc, D_WGSL_BINDING_MOVED, va->name ? va->name : w->vname[a],
             va->u.g->set, va->u.g->binding, shares[a], w->wbinding[a]);
    }
}

/* A push-constant block pinned where a resource of the entry point stays. */
static void check_pinned_push_slot(W *w, uint32_t set, uint32_t binding)
{
    IrModule *m = w->m;
    if (!m->push_pinned)
        return;
    bool pushes = false;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId a = m->globals.data[i];
        IrGlobal *g = ir_value(m, a)->u.g;
        pushes |= (w->vf[a] & WV_REACHED) && (g->res == IRR_PUSH_CONSTANT ||
                                              g->storage == SpvStorageClassPushConstant);
    }
    for (uint32_t i = 0; pushes && i < m->globals.len; i++) {
        IrId a = m->globals.data[i];
        IrValue *va = ir_value(m, a);
        IrGlobal *g = va->u.g;
        if (!(w->vf[a] & WV_REACHED) || g->res == IRR_NONE || g->res == IRR_PUSH_CONSTANT ||
            g->storage == SpvStorageClassPushConstant)
            continue;
        if (g->set == set && w->wbinding[a] == binding) {
            diag(w->cc, va->loc, D_WGSL_PUSH_SLOT_TAKEN, set, binding,
                 va->name ? va->name : w->vname[a]);
            w->failed = true;
        }
    }
}

/* ---- 3. functions -------------------------------------------------------- */

static void emit_func(W *w, IrFunc *f)
{
    IrModule *m = w->m;
    Buf body;
    buf_init(&body, &w->cc->arena);
    buf_init(&w->fn_decls, &w->cc->arena);
    w->fn = f;
    w->out = &body;
    w->indent = 1;
    for (uint32_t i = 0; i < f->params.len; i++) {
        IrId p = f->params.data[i];
        IrValue *pv = ir_value(m, p);
        w->vname[p] = w_name(w, pv->name ? pv->name : "p");
    }
    w_body(w, f);
    Buf *o = &w->funcs;
    buf_printf(o, "fn %s(", w->vname[f->id]);
    for (uint32_t i = 0; i < f->params.len; i++) {
        IrId p = f->params.data[i];
        IrValue *pv = ir_value(m, p);
        buf_printf(o, "%s%s: %s", i ? ", " : "", w->vname[p], w_type(w, pv->type, f->loc));
    }
    /* The entry's body takes the uniform inputs (uniform_inputs). */
    for (uint32_t i = 0, n = f->params.len; f == w->entry_body && i < m->globals.len; i++) {
        IrId g = m->globals.data[i];
        if (w->vf[g] & WV_UNIFORM_IN)
            buf_printf(o, "%s%s: %s", n++ ? ", " : "", w->vname[g],
                       w_type(w, ir_value(m, g)->u.g->pointee, f->loc));
    }
    buf_puts(o, ")");
    if (ir_type(m, f->ret)->kind != IR_TY_VOID)
        buf_printf(o, " -> %s", w_type(w, f->ret, f->loc));
    buf_puts(o, " {\n");
    buf_put(o, w->fn_decls.data, w->fn_decls.len);
    buf_put(o, body.data, body.len);
    buf_puts(o, "}\n\n");
}

/* ---- 4. the entry point -------------------------------------------------- */

static bool is_int_type(W *w, IrTypeId t) { return w_is_int(w, t); }

/* One stage variable as parameters or output members: split arrays and
 * matrices one location per element. `parts` receives the WGSL names and
 * `exprs` the element expressions of the private variable. */
typedef struct IoPart {
    const char *attr;   /* "@builtin(x)" or "@location(n) ..." */
    const char *name;
    const char *type;
    const char *conv;   /* expression converting the parameter to the variable's type */
    const char *elem;   /* the variable's part: "v", "v[1]" */
    bool arg;           /* passed to the entry's body instead (WV_UNIFORM_IN) */
} IoPart;
typedef Vec(IoPart) IoVec;

/* Every store to the PointSize output g writes the constant 1.0. */
static bool point_size_is_one(W *w, IrId g)
{
    IrModule *m = w->m;
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrFunc *f = ir_value(m, m->funcs.data[i])->u.f;
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next) {
                if (in->op != IR_STORE || in->args[0] != g)
                    continue;
                uint64_t bits;
                if (!ir_const_value(m, in->args[1], &bits) || bits != 0x3f800000u)
                    return false;
            }
    }
    return true;
}

static void io_parts(W *w, IrId g, bool input, IoVec *parts)
{
    IrValue *v = ir_value(w->m, g);
    IrGlobal *gl = v->u.g;
    Stage st = w->entry->stage;
    const char *var = w->vname[g];
    Loc loc = v->loc;
    if (gl->builtin == SpvBuiltInPointSize && !input) {
        diag(w->cc, loc, D_WGSL_POINT_SIZE_DROPPED, gl->semantic ? gl->semantic : "PointSize",
             point_size_is_one(w, g) ? ""
                                     : " (WebGPU points are one pixel; this shader writes another size)");
        return;
    }
    if (gl->builtin >= 0) {
        const Builtin *b = builtin_of(gl->builtin);
        /* primitive_index is a fragment input only; clip_distances a vertex output. */
        if (b && ((gl->builtin == SpvBuiltInPrimitiveId && st != STAGE_PIXEL) ||
                  (gl->builtin == SpvBuiltInClipDistance && st != STAGE_VERTEX)))
            b = NULL;
        if (!b) {
            w_unavailable(w, loc, builtin_unavailable(gl->builtin));
            return;
        }
        if ((gl->builtin == SpvBuiltInSubgroupLocalInvocationId ||
             gl->builtin == SpvBuiltInSubgroupSize) && st == STAGE_VERTEX) {
            w_unavailable(w, w->subgroup_loc.line ? w->subgroup_loc : loc, "wave intrinsics in vertex shaders");
            return;
        }
        const char *vt = w_type(w, gl->pointee, loc);
        IrType *pt = ir_type(w->m, gl->pointee);
        const char *btype = b->type;
        if (gl->builtin == SpvBuiltInClipDistance) {
            if (pt->kind != IR_TY_ARRAY || pt->count > 8) {
                w_unavailable(w, loc, "9 or more clip distances");
                return;
            }
            btype = vt;
            w->uses_clip_distances = true;
        }
        if (gl->builtin == SpvBuiltInPrimitiveId)
            w->uses_primitive_index = true;
        IoPart p = {arena_sprintf(&w->cc->arena, "@builtin(%s)", b->name),
                    w_name(w, arena_sprintf(&w->cc->arena, "%s_%s", input ? "in" : "out", var)),
                    btype, NULL, var, (w->vf[g] & WV_UNIFORM_IN) != 0};
        if (gl->builtin == SpvBuiltInSampleMask && pt->kind == IR_TY_ARRAY) {
            /* SPIR-V's SampleMask is an array of one word. */
            p.elem = arena_sprintf(&w->cc->arena, "%s[0]", var);
            vt = w_type(w, pt->elem, loc);
        }
        if (input)
            p.conv = strcmp(vt, btype) ? arena_sprintf(&w->cc->arena, "%s(%s)", vt, p.name)
                                       : p.name;
        else
            p.conv = strcmp(vt, btype) ? arena_sprintf(&w->cc->arena, "%s(%s)", btype, p.elem)
                                       : p.elem;
        vec_push(&w->cc->arena, parts, p);
        return;
    }
    if (gl->location < 0) {
        diag_ice(w->cc, loc, "WGSL: stage variable without a location or built-in");
    }
    IrTypeId t = gl->pointee;
    IrType *ty = ir_type(w->m, t);
    uint32_t n = 1;
    IrTypeId et = t;
    bool split = ty->kind == IR_TY_ARRAY || ty->kind == IR_TY_MATRIX;
    if (split) {
        n = ty->count;
        et = ty->elem;
    }
    if (w_is_bool(w, et)) {
        w_unavailable(w, loc, "bool stage variables");
        return;
    }
    IrType *ety = ir_type(w->m, et);
    if (ety->kind == IR_TY_ARRAY || ety->kind == IR_TY_MATRIX || ety->kind == IR_TY_STRUCT) {
        w_unavailable(w, loc, "nested arrays or structs as stage variables");
        return;
    }
    /* Interpolation: integer fragment inputs and vertex outputs are flat. */
    const char *interp = "";
    bool interpolated = (st == STAGE_PIXEL && input) || (st == STAGE_VERTEX && !input);
    if (interpolated) {
        if (is_int_type(w, et) || (gl->interp & 3) == 1)
            interp = " @interpolate(flat)";
        else {
            const char *kind = (gl->interp & 3) == 2 ? "linear" : "perspective";
            const char *samp = (gl->interp & 8) ? "sample" : (gl->interp & 4) ? "centroid" : NULL;
            if (samp)
                interp = arena_sprintf(&w->cc->arena, " @interpolate(%s, %s)", kind, samp);
            else if ((gl->interp & 3) == 2)
                interp = " @interpolate(linear)";
        }
    }
    /* [[vk::index(n)]] on a pixel output: dual-source blending's
     * @blend_src(n), both sources at @location(0). */
    const char *blend = "";
    for (uint32_t i = 0; i < gl->decors.len && st == STAGE_PIXEL && !input; i++)
        if (gl->decors.data[i].deco == SpvDecorationIndex && gl->decors.data[i].member < 0) {
            blend = arena_sprintf(&w->cc->arena, " @blend_src(%u)", gl->decors.data[i].args[0]);
            w->uses_dual_source = true;
        }
    for (uint32_t i = 0; i < n; i++) {
        IoPart p;
        p.attr = arena_sprintf(&w->cc->arena, "@location(%u)%s%s", (uint32_t)gl->location + i,
                               blend, interp);
        p.name = w_name(w, split ? arena_sprintf(&w->cc->arena, "%s_%u", var, i) : var);
        p.type = w_type(w, et, loc);
        p.elem = split ? arena_sprintf(&w->cc->arena, "%s[%u]", var, i) : var;
        p.conv = input ? p.name : p.elem;
        vec_push(&w->cc->arena, parts, p);
    }
}

/* A compute shader's workgroup_id, num_workgroups and subgroup_size are
 * uniform in WGSL, and Tint's uniformity analysis knows it of the entry
 * point's parameters, not of the private variables that other inputs are
 * copied into: such an input becomes a parameter of the entry's body
 * function (WV_UNIFORM_IN), so that a barrier under a branch on it (kajiya's
 * FidelityFX shadow denoiser: `if (WaveGetLaneCount() == 64) ... else
 * GroupMemoryBarrierWithGroupSync()`, or on a tile flag read at the group's
 * id) is valid WGSL as it is valid HLSL. Only when nothing but the body reads
 * it (every call is inlined for WGSL). */
static void uniform_inputs(W *w, IrFunc *body, FuncVec *order)
{
    IrModule *m = w->m;
    w->entry_body = body;
    if (w->entry->stage != STAGE_COMPUTE)
        return;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId g = m->globals.data[i];
        IrGlobal *gl = ir_value(m, g)->u.g;
        if (!(w->vf[g] & WV_REACHED) || gl->storage != SpvStorageClassInput ||
            (gl->builtin != SpvBuiltInWorkgroupId && gl->builtin != SpvBuiltInNumWorkgroups &&
             gl->builtin != SpvBuiltInSubgroupSize))
            continue;
        bool elsewhere = false;
        for (uint32_t k = 0; k < order->len && !elsewhere; k++)
            elsewhere = order->data[k] != body && ir_func_first_use(order->data[k], g);
        if (!elsewhere)
            w->vf[g] |= WV_UNIFORM_IN;
    }
}

static void emit_entry(W *w, IrFunc *f, IdVec *ios)
{
    IrEntry *e = w->entry;
    IoVec ins = {0}, outs = {0}, extra_copies = {0};
    for (uint32_t i = 0; i < ios->len; i++) {
        IrId g = ios->data[i];
        bool input = ir_value(w->m, g)->u.g->storage == SpvStorageClassInput;
        io_parts(w, g, input, input ? &ins : &outs);
    }
    const char *ename = w->vname[0];
    if (e->stage == STAGE_VERTEX) {
        bool has_pos = false;
        for (uint32_t i = 0; i < outs.len; i++)
            has_pos |= strcmp(outs.data[i].attr, "@builtin(position)") == 0;
        if (!has_pos && !w->failed) {
            /* WGSL requires a vertex position; Vulkan leaves it undefined
             * when unwritten, so zero (every primitive is clipped) keeps
             * the other outputs valid. */
            diag(w->cc, f->loc, D_WGSL_MISSING_POSITION, e->hlsl_name ? e->hlsl_name : e->name);
            IoPart p = {"@builtin(position)", w_name(w, "osh_position"), "vec4<f32>", NULL,
                        "vec4<f32>(0.0)", false};
            p.conv = p.elem;
            vec_push(&w->cc->arena, &outs, p);
        }
    }
    if (w->frag_coord) {
        /* A subpass input read: the fragment's position, from the entry's
         * own position input when it has one (WGSL allows one), else from
         * an added one. */
        const char *src = NULL;
        for (uint32_t i = 0; i < ins.len && !src; i++)
            if (!strcmp(ins.data[i].attr, "@builtin(position)"))
                src = ins.data[i].name;
        buf_printf(&w->globals, "var<private> %s: vec4<f32>;\n", w->frag_coord);
        if (!src) {
            IoPart p = {"@builtin(position)", w_name(w, "osh_frag_coord_in"), "vec4<f32>", NULL, NULL, false};
            p.conv = p.name;
            p.elem = w->frag_coord;
            vec_push(&w->cc->arena, &ins, p);
        } else {
            IoPart p = {NULL, NULL, NULL, src, w->frag_coord, false};
            vec_push(&w->cc->arena, &extra_copies, p);
        }
    }
    const char *out_struct = NULL;
    if (outs.len) {
        out_struct = w_name(w, arena_sprintf(&w->cc->arena, "%s_Out", ename));
        buf_printf(&w->types, "struct %s {\n", out_struct);
        for (uint32_t i = 0; i < outs.len; i++)
            buf_printf(&w->types, "    %s %s: %s,\n", outs.data[i].attr, outs.data[i].name,
                       outs.data[i].type);
        buf_puts(&w->types, "}\n\n");
    }
    Buf *o = &w->funcs;
    switch (e->stage) {
    case STAGE_COMPUTE: {
        buf_puts(o, "@compute @workgroup_size(");
        for (int i = 0; i < 3; i++) {
            const char *s = e->workgroup_spec[i]
                                ? w_val(w, e->workgroup_spec[i])
                                : arena_sprintf(&w->cc->arena, "%u", e->workgroup[i] ? e->workgroup[i] : 1);
            buf_printf(o, "%s%s", i ? ", " : "", s);
        }
        buf_puts(o, ")\n");
        break;
    }
    case STAGE_VERTEX: buf_puts(o, "@vertex\n"); break;
    case STAGE_PIXEL: buf_puts(o, "@fragment\n"); break;
    default: break;
    }
    buf_printf(o, "fn %s(", ename);
    for (uint32_t i = 0; i < ins.len; i++)
        buf_printf(o, "%s%s %s: %s", i ? ", " : "", ins.data[i].attr, ins.data[i].name,
                   ins.data[i].type);
    buf_puts(o, ")");
    if (out_struct)
        buf_printf(o, " -> %s", out_struct);
    buf_puts(o, " {\n");
    for (uint32_t i = 0; i < ins.len; i++)
        if (!ins.data[i].arg)
            buf_printf(o, "    %s = %s;\n", ins.data[i].elem, ins.data[i].conv);
    for (uint32_t i = 0; i < extra_copies.len; i++)
        buf_printf(o, "    %s = %s;\n", extra_copies.data[i].elem, extra_copies.data[i].conv);
    buf_printf(o, "    %s(", w->vname[f->id]);
    for (uint32_t i = 0, n = 0; i < ins.len; i++)
        if (ins.data[i].arg)
            buf_printf(o, "%s%s", n++ ? ", " : "", ins.data[i].conv);
    buf_puts(o, ");\n");
    if (out_struct) {
        buf_printf(o, "    return %s(", out_struct);
        for (uint32_t i = 0; i < outs.len; i++)
            buf_printf(o, "%s%s", i ? ", " : "", outs.data[i].conv);
        buf_puts(o, ");\n");
    }
    buf_puts(o, "}\n");
}

static const char helper_f32_bits[] =
    "fn osh_f32_bits(bits: u32) -> f32 {\n    return bitcast<f32>(bits);\n}\n\n";
static const char helper_f16_bits[] =
    "fn osh_f16_bits(bits: u32) -> f16 {\n    return bitcast<vec2<f16>>(bits).x;\n}\n\n";

bool wgsl_emit(IrModule *m, Buf *out)
{
    Cc *cc = m->cc;
    if (!m->entries.len)
        diag_ice(cc, (Loc){0, 0, 0}, "WGSL: the module has no entry point");
    W *w = NEW(cc, W);
    w->m = m;
    w->cc = cc;
    w->entry = &m->entries.data[0];
    buf_init(&w->head, &cc->arena);
    buf_init(&w->types, &cc->arena);
    buf_init(&w->globals, &cc->arena);
    buf_init(&w->helpers, &cc->arena);
    buf_init(&w->funcs, &cc->arena);
    w->nvalues = m->values.len;
    w->vname = NEWN(cc, const char *, w->nvalues + 1);
    w->ptr = NEWN(cc, WPtr *, w->nvalues + 1);
    w->vf = NEWN(cc, uint16_t, w->nvalues + 1);
    w->use = NEWN(cc, uint8_t, w->nvalues + 1);
    w->blocks_by_id = NEWN(cc, IrBlock *, w->nvalues + 1);
    w->tname = NEWN(cc, const char *, m->types.len + 1);
    w->tdone = NEWN(cc, uint32_t, m->types.len + 1);
    w->mname = NEWN(cc, const char **, m->types.len + 1);

    IrEntry *e = w->entry;
    IrValue *fv = ir_value(m, e->func);
    if (fv->kind != IV_FUNC)
        diag_ice(cc, (Loc){0, 0, 0}, "WGSL: entry point without a function");
    IrFunc *entry_fn = fv->u.f;
    if (e->stage != STAGE_COMPUTE && e->stage != STAGE_VERTEX && e->stage != STAGE_PIXEL) {
        w_unavailable(w, entry_fn->loc,
                      arena_sprintf(&cc->arena, "%s shaders", stage_name(e->stage)));
        return false;
    }

    /* Names: the entry point first, so that it keeps its spelling. */
    const char *ename = wgsl_entry_name(cc, e->hlsl_name ? e->hlsl_name : e->name);
    map_put_s(cc, &w->names, ename, strlen(ename), (void *)(uintptr_t)1);
    w->vname[0] = ename; /* slot 0 is never a value: keep the entry name there */

    /* 1. reach */
    FuncVec order = {0};
    uint8_t *state = NEWN(cc, uint8_t, w->nvalues + 1);
    reach(w, entry_fn, &order, state, 0);
    if (w->uses_subgroups && e->stage == STAGE_VERTEX) /* at the first wave call reached */
        w_unavailable(w, w->subgroup_loc.line ? w->subgroup_loc : entry_fn->loc, "wave intrinsics in vertex shaders");
    /* WebGPU vertex shaders only read storage buffers and storage textures. */
    for (uint32_t i = 0; i < m->globals.len && e->stage == STAGE_VERTEX; i++) {
        IrId id = m->globals.data[i];
        IrValue *gv = ir_value(m, id);
        IrResKind rk = gv->u.g->res;
        if ((w->vf[id] & WV_REACHED) && w_written(w, id) &&
            (rk == IRR_STORAGE_BUFFER || rk == IRR_STORAGE_IMAGE || rk == IRR_COUNTER_BUFFER))
            w_unavailable(w, entry_fn->loc,
                          arena_sprintf(&cc->arena, "writing the storage resource '%s' in a vertex shader",
                                        gv->name ? gv->name : "?"));
    }
    if (w->failed)
        return false;
    split_resource_arrays(w, &order);
    w_buffer_forms(w, order.data, order.len);
    uniform_inputs(w, entry_fn, &order);

    /* 2. globals, in module order. Push constants go to the highest group
     * the entry point uses, after that group's highest binding. */
    uint32_t push_set, push_binding;
    uint8_t *reached = NEWN(cc, uint8_t, w->nvalues + 1);
    for (uint32_t i = 0; i < w->nvalues; i++)
        reached[i] = (w->vf[i] & WV_REACHED) != 0;
    w->reached = reached;
    wgsl_push_constant_slot(m, reached, &push_set, &push_binding);
    Str *shares = NEWN(cc, Str, w->nvalues + 1);
    w->wbinding = NEWN(cc, uint32_t, w->nvalues + 1);
    wgsl_bindings(m, reached, w->wbinding, shares);
    IdVec ios = {0};
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        if (!(w->vf[id] & WV_REACHED))
            continue;
        IrValue *v = ir_value(m, id);
        w->vname[id] = w_name(w, v->name ? v->name : "g");
    }
    for (uint32_t i = 0; i < order.len; i++) {
        IrFunc *f = order.data[i];
        w->vname[f->id] = w_name(w, f->name ? f->name : "f");
    }
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        if (!(w->vf[id] & WV_REACHED))
            continue;
        IrGlobal *g = ir_value(m, id)->u.g;
        declare_global(w, id, push_set, push_binding);
        if (g->storage == SpvStorageClassInput || g->storage == SpvStorageClassOutput)
            vec_push(&cc->arena, &ios, id);
    }
    if (w->failed)
        return false;
    warn_moved_bindings(w, shares);
    check_pinned_push_slot(w, push_set, push_binding);
    if (w->failed)
        return false;

    /* 3. functions, callees first */
    for (uint32_t i = 0; i < order.len; i++)
        emit_func(w, order.data[i]);
    if (w->failed)
        return false;

    /* 4. the entry point */
    emit_entry(w, entry_fn, &ios);
    if (w->failed)
        return false;

    if (w->uses_f16)
        buf_puts(&w->head, "enable f16;\n");
    if (w->uses_clip_distances)
        buf_puts(&w->head, "enable clip_distances;\n");
    if (w->uses_dual_source)
        buf_puts(&w->head, "enable dual_source_blending;\n");
    if (w->uses_primitive_index)
        buf_puts(&w->head, "enable primitive_index;\n");
    if (w->uses_subgroups)
        buf_puts(&w->head, "enable subgroups;\ndiagnostic(off, subgroup_uniformity);\n");
    if (w->uses_derivatives && e->stage == STAGE_PIXEL)
        buf_puts(&w->head, "diagnostic(off, derivative_uniformity);\n");
    if (w->helper_bits & WH_F32_BITS)
        buf_puts(&w->helpers, helper_f32_bits);
    if (w->helper_bits & WH_F16_BITS)
        buf_puts(&w->helpers, helper_f16_bits);

    /* Directives, structs, globals, helpers, functions; a blank line after
     * each of the line-per-item sections (structs and functions end in one). */
    if (w->head.len) {
        buf_put(out, w->head.data, w->head.len);
        buf_putc(out, '\n');
    }
    buf_put(out, w->types.data, w->types.len);
    if (w->globals.len) {
        buf_put(out, w->globals.data, w->globals.len);
        buf_putc(out, '\n');
    }
    buf_put(out, w->helpers.data, w->helpers.len);
    buf_put(out, w->funcs.data, w->funcs.len);
    return true;
}
