/*
 * vk::SampledTexture* (DXC's combined image samplers, SPIR-V only).
 *
 * The global is a combined image sampler variable: an OpTypeSampledImage in
 * UniformConstant, reflected as a combined image sampler (resource.c, as
 * for a [[vk::combinedImageSampler]] texture). Its methods are those of the
 * plain texture without the sampler argument (the front end resolved them
 * so: builtins.c); texture.c's lowering of the sampling methods expects the
 * sampler first, and with a combined image it never reads that argument.
 * So a call is rewritten to the texture form with a placeholder sampler in
 * front; Load, GetDimensions, operator[] and .mips take the image out with
 * OpImage as for any combined texture.
 */
#include "lower/lower_int.h"

static bool takes_sampler(BuiltinId id)
{
    switch (id) {
    case BI_SAMPLE: case BI_SAMPLE_BIAS: case BI_SAMPLE_GRAD: case BI_SAMPLE_LEVEL:
    case BI_SAMPLE_CMP: case BI_SAMPLE_CMP_BIAS: case BI_SAMPLE_CMP_GRAD:
    case BI_SAMPLE_CMP_LEVEL: case BI_SAMPLE_CMP_LEVEL_ZERO:
    case BI_GATHER: case BI_GATHER_RED: case BI_GATHER_GREEN: case BI_GATHER_BLUE:
    case BI_GATHER_ALPHA: case BI_GATHER_CMP: case BI_GATHER_CMP_RED: case BI_GATHER_CMP_GREEN:
    case BI_GATHER_CMP_BLUE: case BI_GATHER_CMP_ALPHA: case BI_GATHER_RAW:
    case BI_CALCULATE_LOD: case BI_CALCULATE_LOD_UNCLAMPED:
        return true;
    default:
        return false;
    }
}

Expr *lw_sampled_texture_call(L *l, Expr *e)
{
    Type *ot = e->object ? lw_strip(e->object->type) : NULL;
    if (!ot || ot->kind != TY_RESOURCE || !(ty_res_info(ot->res)->flags & RF_COMBINED) || !takes_sampler(e->builtin))
        return e;
    Cc *cc = l->cc;
    bool cmp = false;
    switch (e->builtin) {
    case BI_SAMPLE_CMP: case BI_SAMPLE_CMP_BIAS: case BI_SAMPLE_CMP_GRAD: case BI_SAMPLE_CMP_LEVEL:
    case BI_SAMPLE_CMP_LEVEL_ZERO: case BI_GATHER_CMP: case BI_GATHER_CMP_RED: case BI_GATHER_CMP_GREEN:
    case BI_GATHER_CMP_BLUE: case BI_GATHER_CMP_ALPHA:
        cmp = true;
        break;
    default:
        break;
    }
    Expr *smp = NEW(cc, Expr);
    *smp = *e->object;              /* never lowered: the image is combined */
    smp->type = ty_resource(cc, cmp ? R_SAMPLER_CMP : R_SAMPLER, NULL, 0);
    Expr *c = NEW(cc, Expr);
    *c = *e;
    memset(&c->args, 0, sizeof c->args);
    vec_push(&cc->arena, &c->args, smp);
    for (uint32_t i = 0; i < e->args.len; i++)
        vec_push(&cc->arena, &c->args, e->args.data[i]);
    uint32_t n = e->sig.nparams;
    c->sig.nparams = n + 1;
    c->sig.params = NEWN(cc, Type *, n + 1);
    c->sig.param_mode = NEWN(cc, uint8_t, n + 1);
    c->sig.params[0] = smp->type;
    c->sig.param_mode[0] = BP_IN;
    for (uint32_t i = 0; i < n; i++) {
        c->sig.params[i + 1] = e->sig.params ? e->sig.params[i] : NULL;
        c->sig.param_mode[i + 1] = e->sig.param_mode ? e->sig.param_mode[i] : BP_IN;
    }
    return c;
}
