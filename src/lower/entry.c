/*
 * The entry wrapper, as DXC builds it: a function without parameters that
 * sets the execution modes, runs the static initializers, loads each stage
 * input from its Input global, calls the HLSL entry function with
 * copy-in/copy-out, and stores its results to Output globals; a hull shader
 * then waits at a barrier and invocation 0 runs the patch constant function.
 * The globals and the groups of leaves they make come from stageio.c.
 */
#include "lower/lower_int.h"

/* ---- execution modes ---------------------------------------------------------- */

void lw_mode(L *l, uint32_t md, uint32_t nargs, uint32_t a0)
{
    IrExecMode em = {0};
    em.mode = md;
    em.nargs = (uint8_t)nargs;
    em.args[0] = a0;
    vec_push(&l->cc->arena, &l->m->entries.data[0].modes, em);
}

static void numthreads(L *l, Decl *ed)
{
    IrEntry *en = &l->m->entries.data[0];
    if (!ed->attrs.has_numthreads && l->cc->stage == STAGE_COMPUTE) {
        en->workgroup[0] = en->workgroup[1] = en->workgroup[2] = 1; /* glslang's default (OSH0446) */
        return;
    }
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

static uint32_t domain_mode(Str d)
{
    if (d && !strcmp(d, "quad"))
        return SpvExecutionModeQuads;
    if (d && !strcmp(d, "isoline"))
        return SpvExecutionModeIsolines;
    return SpvExecutionModeTriangles;
}

/* The [[vk::...]] fragment execution modes, with the capabilities and
 * extensions DXC declares for them (SPV_KHR_post_depth_coverage,
 * SPV_AMD_shader_early_and_late_fragment_tests). */
static void fragment_vk_modes(L *l, Decl *ed)
{
    const VkAttrs *vk = &ed->vk;
    IrModule *m = l->m;
    if (vk->post_depth_coverage) {
        /* It changes what SV_Coverage reads; WGSL has no such mode. */
        if (l->target == OSH_TARGET_WGSL)
            diag(l->cc, ed->loc, D_LOWER_POST_DEPTH_COVERAGE_WGSL);
        ir_add_capability(m, SpvCapabilitySampleMaskPostDepthCoverage);
        ir_add_extension(m, "SPV_KHR_post_depth_coverage");
        lw_mode(l, SpvExecutionModePostDepthCoverage, 0, 0);
    }
    if (vk->early_and_late_tests) {
        ir_add_extension(m, "SPV_AMD_shader_early_and_late_fragment_tests");
        lw_mode(l, SpvExecutionModeEarlyAndLateFragmentTestsAMD, 0, 0);
    }
    if (vk->depth_unchanged)
        lw_mode(l, SpvExecutionModeDepthUnchanged, 0, 0);
    if (vk->stencil_front || vk->stencil_back) {
        ir_add_capability(m, SpvCapabilityStencilExportEXT);
        ir_add_extension(m, "SPV_AMD_shader_early_and_late_fragment_tests");
        ir_add_extension(m, "SPV_EXT_shader_stencil_export");
    }
    static const uint32_t front[] = {SpvExecutionModeStencilRefUnchangedFrontAMD,
                                     SpvExecutionModeStencilRefGreaterFrontAMD,
                                     SpvExecutionModeStencilRefLessFrontAMD};
    static const uint32_t back[] = {SpvExecutionModeStencilRefUnchangedBackAMD,
                                    SpvExecutionModeStencilRefGreaterBackAMD,
                                    SpvExecutionModeStencilRefLessBackAMD};
    if (vk->stencil_front >= 1 && vk->stencil_front <= 3)
        lw_mode(l, front[vk->stencil_front - 1], 0, 0);
    if (vk->stencil_back >= 1 && vk->stencil_back <= 3)
        lw_mode(l, back[vk->stencil_back - 1], 0, 0);
}

static void exec_modes(L *l, Decl *ed)
{
    Stage st = l->cc->stage;
    LwIo *io = l->io;
    const FuncAttrs *a = &ed->attrs;
    if (a->wave_ops_include_helper_lanes)
        diag(l->cc, ed->loc, D_LOWER_HELPER_LANES);
    switch (st) {
    case STAGE_COMPUTE: case STAGE_MESH: case STAGE_AMPLIFICATION:
        numthreads(l, ed);
        if (st == STAGE_MESH)
            lw_mesh_modes(l, ed);
        break;
    case STAGE_PIXEL: {
        if (a->earlydepthstencil)
            lw_mode(l, SpvExecutionModeEarlyFragmentTests, 0, 0);
        fragment_vk_modes(l, ed);
        for (uint32_t i = 0; i < io->leaves.len; i++) {
            Leaf *lf = io->leaves.data[i];
            if (lf->depth_greater)
                lw_mode(l, SpvExecutionModeDepthGreater, 0, 0);
            if (lf->depth_less)
                lw_mode(l, SpvExecutionModeDepthLess, 0, 0);
        }
        break;
    }
    case STAGE_GEOMETRY: {
        uint32_t in = SpvExecutionModeTriangles;
        for (uint32_t i = 0; i < ed->params.len; i++) {
            uint32_t pm = lw_gs_prim(ed->params.data[i]->mods);
            if (pm & DM_POINT) in = SpvExecutionModeInputPoints;
            else if (pm & DM_LINE) in = SpvExecutionModeInputLines;
            else if (pm & DM_LINEADJ) in = SpvExecutionModeInputLinesAdjacency;
            else if (pm & DM_TRIANGLEADJ) in = SpvExecutionModeInputTrianglesAdjacency;
        }
        lw_mode(l, SpvExecutionModeInvocations, 1, a->instance > 0 ? (uint32_t)a->instance : 1);
        lw_mode(l, in, 0, 0);
        uint32_t out = SpvExecutionModeOutputTriangleStrip;
        if (io->nstreams) {
            Type *t = lw_strip(io->stream_decl[0]->type);
            out = t->res == R_POINTSTREAM ? SpvExecutionModeOutputPoints
                  : t->res == R_LINESTREAM ? SpvExecutionModeOutputLineStrip
                                           : SpvExecutionModeOutputTriangleStrip;
        }
        lw_mode(l, out, 0, 0);
        lw_mode(l, SpvExecutionModeOutputVertices, 1, a->maxvertexcount > 0 ? (uint32_t)a->maxvertexcount : 1);
        break;
    }
    case STAGE_HULL: {
        /* A mode the attributes leave out is the domain shader's, as DXC. */
        if (a->domain)
            lw_mode(l, domain_mode(a->domain), 0, 0);
        Str p = a->partitioning;
        if (p && !strcmp(p, "pow2"))
            diag(l->cc, ed->loc, D_LOWER_POW2_PARTITIONING);
        uint32_t sp = SpvExecutionModeSpacingEqual;
        if (p && !strcmp(p, "fractional_even"))
            sp = SpvExecutionModeSpacingFractionalEven;
        else if (p && !strcmp(p, "fractional_odd"))
            sp = SpvExecutionModeSpacingFractionalOdd;
        if (p)
            lw_mode(l, sp, 0, 0);
        Str t = a->outputtopology;
        if (t && !strcmp(t, "triangle_cw"))
            lw_mode(l, SpvExecutionModeVertexOrderCw, 0, 0);
        else if (t && !strcmp(t, "triangle_ccw"))
            lw_mode(l, SpvExecutionModeVertexOrderCcw, 0, 0);
        else if (t && !strcmp(t, "point"))
            lw_mode(l, SpvExecutionModePointMode, 0, 0);
        lw_mode(l, SpvExecutionModeOutputVertices, 1,
             a->outputcontrolpoints > 0 ? (uint32_t)a->outputcontrolpoints : 1);
        break;
    }
    case STAGE_DOMAIN:
        if (a->domain)
            lw_mode(l, domain_mode(a->domain), 0, 0);
        break;
    default:
        break;
    }
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

/* Loads the arguments of `fn`, calls `f`, stores what it returns. */
static void call_with_io(L *l, Decl *fn, LFunc *f, Group *ins, Group *outs, Group *ret, bool pcf,
                         IrId cp_index)
{
    LwIo *io = l->io;
    uint32_t n = fn->params.len;
    IrId *args = NEWN(l->cc, IrId, n + 1);
    IrId *tmps = NEWN(l->cc, IrId, n + 1);
    uint32_t na = 0;
    for (uint32_t i = 0; i < n; i++) {
        Decl *p = fn->params.data[i];
        tmps[i] = 0;
        if (lw_is_resource(p->type))
            continue;
        if (l->cc->stage == STAGE_MESH && lw_mesh_arg(l, p, &args[na])) {
            na++;
            continue;
        }
        bool arr, patch;
        uint32_t cnt;
        lw_param_shape(l, p, &arr, &cnt, &patch);
        IrId v = 0;
        if (pcf && lw_is_patch_type(p->type, R_OUTPUTPATCH)) {
            /* The control points this hull shader wrote. */
            v = lw_load_group(l, &io->ret, p->type, cnt);
        } else if (p->param_mode != PM_OUT) {
            v = lw_load_group(l, &ins[i], p->type, arr ? cnt : 0);
        }
        if (p->param_mode == PM_IN) {
            args[na++] = v;
            continue;
        }
        IrId tmp = ir_local_var(&l->b, lw_type(l, p->type), p->name);
        if (v)
            ir_store(&l->b, tmp, v);
        tmps[i] = tmp;
        args[na++] = tmp;
    }
    IrId r = lw_emit_call(l, f, args, na);
    if (r)
        lw_store_group(l, ret, r, cp_index);
    for (uint32_t i = 0; i < n; i++)
        if (tmps[i])
            lw_store_group(l, &outs[i], ir_load(&l->b, tmps[i]), cp_index);
}

/* An input with this semantic (upper case) among the entry's parameters
 * and their members. */
static bool has_input_semantic(Decl *d, Type *t, const char *upper, int depth)
{
    if (depth > LIMIT_NESTING)
        return false;
    if (d && d->param_mode != PM_OUT && d->semantic.upper && !strcmp(d->semantic.upper, upper))
        return true;
    t = lw_strip(t);
    while (t && t->kind == TY_ARRAY)
        t = lw_strip(t->elem);
    if (!t || t->kind != TY_STRUCT || !t->decl)
        return false;
    for (uint32_t i = 0; i < t->decl->fields.len; i++) {
        Decl *f = t->decl->fields.data[i];
        if ((f->semantic.upper && !strcmp(f->semantic.upper, upper)) ||
            has_input_semantic(NULL, f->type, upper, depth + 1))
            return true;
    }
    return false;
}

/* Rasterizer ordered views (DXC: SPV_EXT_fragment_shader_interlock, the
 * mode by the inputs: per sample with SV_SampleIndex, per shading rate
 * with SV_ShadingRate, else per pixel). DXC brackets each access and
 * spirv-opt's interlock placement then merges the sections; the whole
 * shader as one section, entered and left once in uniform control flow,
 * is what Vulkan requires and orders every access. */
static void interlock_mode(L *l, Decl *ed)
{
    bool sample = false, rate = false;
    for (uint32_t i = 0; i < ed->params.len; i++) {
        Decl *p = ed->params.data[i];
        if (p->param_mode == PM_OUT)
            continue;
        sample |= has_input_semantic(p, p->type, "SV_SAMPLEINDEX", 0);
        rate |= has_input_semantic(p, p->type, "SV_SHADINGRATE", 0);
    }
    ir_add_extension(l->m, "SPV_EXT_fragment_shader_interlock");
    if (sample) {
        ir_add_capability(l->m, SpvCapabilityFragmentShaderSampleInterlockEXT);
        lw_mode(l, SpvExecutionModeSampleInterlockOrderedEXT, 0, 0);
    } else if (rate) {
        ir_add_capability(l->m, SpvCapabilityFragmentShaderShadingRateInterlockEXT);
        lw_mode(l, SpvExecutionModeShadingRateInterlockOrderedEXT, 0, 0);
    } else {
        ir_add_capability(l->m, SpvCapabilityFragmentShaderPixelInterlockEXT);
        lw_mode(l, SpvExecutionModePixelInterlockOrderedEXT, 0, 0);
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
    if (lw_rt_model(l->cc->stage)) { /* no stage I/O: payloads, attributes */
        static_inits(l);
        lw_rt_entry_call(l, ed, mainf);
        ir_ret(&l->b, 0);
        return w;
    }
    if (!l->io)
        lw_stage_declare(l);
    LwIo *io = l->io;
    exec_modes(l, ed);
    if (l->rov)
        interlock_mode(l, ed);
    static_inits(l);
    if (l->rov)
        ir_emit(&l->b, IR_BEGIN_INTERLOCK, 0, NULL, 0, NULL, 0);

    IrId cp = 0;
    if (l->cc->stage == STAGE_HULL)
        cp = ir_load(&l->b, lw_builtin_input(l, SpvBuiltInInvocationId, ir_type_int(l->m, 32, false),
                                             "gl_InvocationID"));
    call_with_io(l, ed, mainf, io->params, io->param_outs, &io->ret, false, cp);
    if (l->cc->stage == STAGE_HULL && io->pcf) {
        /* DXC: every invocation writes its control point, then invocation 0
         * runs the patch constant function. */
        uint32_t lits[3] = {SpvScopeWorkgroup, SpvScopeInvocation, 0};
        ir_emit(&l->b, IR_CONTROL_BARRIER, 0, NULL, 0, lits, 3);
        IrBlock *then = lw_new_block(l, "if.true"), *merge = lw_new_block(l, "if.merge");
        IrId cond = ir_binop(&l->b, IR_IEQ, ir_type_bool(l->m), cp, lw_u32(l, 0));
        ir_set_selection(l->b.block, merge, 0);
        ir_br_cond(&l->b, cond, then, merge);
        lw_set_block(l, then);
        ResRef *none = NEWN(l->cc, ResRef, io->pcf->params.len + 2);
        LFunc *pf = lw_func_instance(l, io->pcf, none);
        call_with_io(l, io->pcf, pf, io->pcf_params, io->pcf_param_outs, &io->pcf_ret, true, 0);
        ir_br(&l->b, merge);
        lw_set_block(l, merge);
    }
    if (l->rov)
        ir_emit(&l->b, IR_END_INTERLOCK, 0, NULL, 0, NULL, 0);
    ir_ret(&l->b, 0);
    return w;
}
