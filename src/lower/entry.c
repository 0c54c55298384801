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

static void mode(L *l, uint32_t md, uint32_t nargs, uint32_t a0)
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
        mode(l, SpvExecutionModePostDepthCoverage, 0, 0);
    }
    if (vk->early_and_late_tests) {
        ir_add_extension(m, "SPV_AMD_shader_early_and_late_fragment_tests");
        mode(l, SpvExecutionModeEarlyAndLateFragmentTestsAMD, 0, 0);
    }
    if (vk->depth_unchanged)
        mode(l, SpvExecutionModeDepthUnchanged, 0, 0);
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
        mode(l, front[vk->stencil_front - 1], 0, 0);
    if (vk->stencil_back >= 1 && vk->stencil_back <= 3)
        mode(l, back[vk->stencil_back - 1], 0, 0);
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
        break;
    case STAGE_PIXEL: {
        if (a->earlydepthstencil)
            mode(l, SpvExecutionModeEarlyFragmentTests, 0, 0);
        fragment_vk_modes(l, ed);
        for (uint32_t i = 0; i < io->leaves.len; i++) {
            Leaf *lf = io->leaves.data[i];
            if (lf->depth_greater)
                mode(l, SpvExecutionModeDepthGreater, 0, 0);
            if (lf->depth_less)
                mode(l, SpvExecutionModeDepthLess, 0, 0);
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
        mode(l, SpvExecutionModeInvocations, 1, a->instance > 0 ? (uint32_t)a->instance : 1);
        mode(l, in, 0, 0);
        uint32_t out = SpvExecutionModeOutputTriangleStrip;
        if (io->nstreams) {
            Type *t = lw_strip(io->stream_decl[0]->type);
            out = t->res == R_POINTSTREAM ? SpvExecutionModeOutputPoints
                  : t->res == R_LINESTREAM ? SpvExecutionModeOutputLineStrip
                                           : SpvExecutionModeOutputTriangleStrip;
        }
        mode(l, out, 0, 0);
        mode(l, SpvExecutionModeOutputVertices, 1, a->maxvertexcount > 0 ? (uint32_t)a->maxvertexcount : 1);
        break;
    }
    case STAGE_HULL: {
        mode(l, domain_mode(a->domain), 0, 0);
        Str p = a->partitioning;
        if (p && !strcmp(p, "pow2"))
            diag(l->cc, ed->loc, D_LOWER_POW2_PARTITIONING);
        uint32_t sp = SpvExecutionModeSpacingEqual;
        if (p && !strcmp(p, "fractional_even"))
            sp = SpvExecutionModeSpacingFractionalEven;
        else if (p && !strcmp(p, "fractional_odd"))
            sp = SpvExecutionModeSpacingFractionalOdd;
        mode(l, sp, 0, 0);
        Str t = a->outputtopology;
        if (t && !strcmp(t, "triangle_cw"))
            mode(l, SpvExecutionModeVertexOrderCw, 0, 0);
        else if (t && !strcmp(t, "triangle_ccw"))
            mode(l, SpvExecutionModeVertexOrderCcw, 0, 0);
        else if (t && !strcmp(t, "point"))
            mode(l, SpvExecutionModePointMode, 0, 0);
        mode(l, SpvExecutionModeOutputVertices, 1,
             a->outputcontrolpoints > 0 ? (uint32_t)a->outputcontrolpoints : 1);
        break;
    }
    case STAGE_DOMAIN:
        mode(l, domain_mode(a->domain), 0, 0);
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
    IrId *call = NEWN(l->cc, IrId, na + 1);
    call[0] = f->ir->id;
    for (uint32_t i = 0; i < na; i++)
        call[i + 1] = args[i];
    IrTypeId rt = f->ir->ret;
    bool is_void = ir_type(l->m, rt)->kind == IR_TY_VOID;
    IrId r = ir_emit(&l->b, IR_CALL, is_void ? 0 : rt, call, na + 1, NULL, 0);
    if (!is_void)
        lw_store_group(l, ret, r, cp_index);
    for (uint32_t i = 0; i < n; i++)
        if (tmps[i])
            lw_store_group(l, &outs[i], ir_load(&l->b, tmps[i]), cp_index);
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
    if (!l->io)
        lw_stage_declare(l);
    LwIo *io = l->io;
    exec_modes(l, ed);
    static_inits(l);

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
    ir_ret(&l->b, 0);
    return w;
}
