/*
 * Declarations DXC's SPIR-V path refuses because Vulkan (or SPIR-V) has no
 * valid translation for them: the element types of typed resources, the
 * sampled type an image format needs, variables that must be externally
 * visible or initialized, and bindings on what has no descriptor. Each
 * check is DXC's (Sema or its SPIR-V emitter), reported where the variable
 * or the template argument is written.
 */
#include "hlsl/sema.h"

static Type *base_type(Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t;
}

/* Typed buffers, textures and subpass inputs: one texel per element. */
static bool is_typed_kind(ResKind k)
{
    int cls = ty_res_info(k)->cls;
    return cls == RC_TEXTURE || cls == RC_RWTEXTURE || cls == RC_BUFFER_VIEW || cls == RC_SUBPASS;
}

static bool is_typed(const Type *t) { return t && t->kind == TY_RESOURCE && is_typed_kind(t->res); }

void p_check_typed_element(P *p, ResKind res, Type *elem, Loc at)
{
    if (!elem || !is_typed_kind(res))
        return;
    /* Textures of structs are glslang's extension (hlsl.texture.struct.frag),
     * which the lowering supports; DXC refuses them for buffers and subpass
     * inputs too, where a struct texel has no Vulkan format. */
    int cls = ty_res_info(res)->cls;
    if (elem->kind == TY_STRUCT && cls != RC_BUFFER_VIEW && cls != RC_SUBPASS)
        return;
    const char *name = ty_res_info(res)->name;
    switch (elem->kind) {
    case TY_SCALAR: case TY_ERROR: case TY_TEMPLATE_PARAM: case TY_ENUM:
        return;
    case TY_VECTOR:
        /* A texel is at most four 32-bit channels: double3 does not fit. */
        if (elem->cols * ty_scalar_bits(elem->scalar) > 4 * 32)
            diag(p->cc, at, D_TYPED_ELEMENT_SIZE, ty_name(p->cc, elem), name);
        return;
    default:
        diag(p->cc, at, D_TYPED_ELEMENT, ty_name(p->cc, elem), name);
        return;
    }
}

/* The scalar kind an image format's texels convert to (Vulkan's format
 * and type matching): 64-bit formats are r64i/r64ui, integer formats end in
 * i (signed) or ui (unsigned), the rest are float. */
static const char *format_needs(const char *fmt, ScalarKind *want)
{
    size_t n = strlen(fmt);
    bool wide = strncmp(fmt, "r64", 3) == 0;
    if (n >= 2 && strcmp(fmt + n - 2, "ui") == 0) {
        *want = wide ? SK_UINT64 : SK_UINT32;
        return wide ? "64-bit unsigned integer" : "32-bit unsigned integer";
    }
    if (n >= 1 && fmt[n - 1] == 'i') {
        *want = wide ? SK_INT64 : SK_INT32;
        return wide ? "64-bit signed integer" : "32-bit signed integer";
    }
    *want = SK_FLOAT;
    return "32-bit float";
}

/* DXC checks single resources only, not arrays of them
 * (vk.attribute.image-format.arrays.hlsl). */
static void check_image_format(P *p, Decl *d, Type *rt)
{
    if (!d->vk.image_format || d->type != rt || !is_typed(rt) || !rt->elem)
        return;
    Type *e = rt->elem;
    if (e->kind == TY_ERROR || e->kind == TY_TEMPLATE_PARAM)
        return;
    ScalarKind want;
    const char *what = format_needs(d->vk.image_format, &want);
    if ((e->kind != TY_SCALAR && e->kind != TY_VECTOR) || e->scalar != want)
        diag(p->cc, d->loc, D_IMAGE_FORMAT_TYPE, d->vk.image_format, ty_name(p->cc, e), d->name, what);
}

static bool holds_resource(const Type *t, int depth)
{
    t = base_type((Type *)t);
    if (!t || depth > 64)
        return false;
    if (t->kind == TY_RESOURCE)
        return true;
    if (t->kind != TY_STRUCT || !t->decl)
        return false;
    for (uint32_t i = 0; i < t->decl->fields.len; i++)
        if (holds_resource(t->decl->fields.data[i]->type, depth + 1))
            return true;
    return false;
}

static bool targets_vulkan(const Cc *cc)
{
    return !cc->opt || !cc->opt->target_env || strncmp(cc->opt->target_env, "vulkan", 6) == 0;
}

void p_check_var_target(P *p, Decl *d, Storage st)
{
    Cc *cc = p->cc;
    if (!d->type || d->type->kind == TY_ERROR)
        return;
    Type *bt = base_type(d->type);
    if (d->type->kind == TY_STRING && !d->init)
        diag(cc, d->loc, D_STRING_NO_INIT, d->name);
    if (bt->kind == TY_RESOURCE) {
        const ResInfo *ri = ty_res_info(bt->res);
        check_image_format(p, d, bt);
        if (ri->cls == RC_SUBPASS && st == SC_STATIC)
            diag(cc, d->loc, D_SUBPASS_STATIC, d->name);
        /* Vulkan's sampled types are 32-bit floats and 32- or 64-bit
         * integers (VUID-StandaloneSpirv-OpTypeImage-04656). */
        bool texel = ri->cls != RC_SUBPASS && is_typed(bt) && bt->elem &&
                     (bt->elem->kind == TY_SCALAR || bt->elem->kind == TY_VECTOR) && targets_vulkan(cc);
        if (texel && d->type == bt && bt->elem->scalar == SK_HALF)
            diag(cc, d->loc, D_SAMPLED_TYPE_16BIT, ty_name(cc, bt->elem), d->name);
        if (texel && bt->elem->scalar == SK_DOUBLE)
            diag(cc, d->loc, D_SAMPLED_TYPE_DOUBLE, ty_name(cc, bt->elem), d->name);
        /* One counter per buffer of a flattened array is not implemented. */
        if (d->type->kind == TY_ARRAY && d->type->elem->kind == TY_ARRAY &&
            (bt->res == R_RWSTRUCTURED || bt->res == R_APPEND || bt->res == R_CONSUME ||
             bt->res == R_ROSTRUCTURED))
            diag(cc, d->loc, D_RW_SBUFFER_MULTIDIM, ty_name(cc, d->type));
    }
    if (st == SC_GLOBAL_UNIFORM && d->vk.binding >= 0 && !d->is_spec_constant) {
        if (d->vk.push_constant)
            diag(cc, d->loc, D_PUSH_CONSTANT_BINDING, d->name);
        else if (!holds_resource(d->type, 0))
            diag(cc, d->loc, D_GLOBALS_BINDING, d->name);
    }
}

/* The variable an lvalue (a[i].f.x) is part of, or NULL. */
static Decl *root_var(Expr *e)
{
    while (e && (e->kind == EX_INDEX || e->kind == EX_MEMBER || e->kind == EX_SWIZZLE ||
                 e->kind == EX_MATRIX_ELEMS))
        e = e->lhs;
    return e && e->kind == EX_VAR ? e->decl : NULL;
}

/* Stage and storage rules of expressions the entry point reaches. */
void p_check_expr_target(P *p, Expr *e)
{
    Cc *cc = p->cc;
    Stage st = cc->stage;
    if (e->kind == EX_VAR && e->decl && e->decl->type && st != STAGE_PIXEL) {
        Type *t = base_type(e->decl->type);
        if (t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_SUBPASS)
            diag(cc, e->loc, D_SUBPASS_STAGE, e->decl->name, stage_name(st));
        return;
    }
    if (e->kind != EX_BUILTIN)
        return;
    const char *name = builtin_name(e->builtin);
    /* OpImageSample*ImplicitLod and OpImageQueryLod need derivatives
     * (Fragment, or compute-like models with a derivative group). */
    if (e->object && builtin_needs_derivatives(e->builtin) && st != STAGE_PIXEL && st != STAGE_COMPUTE &&
        st != STAGE_MESH && st != STAGE_AMPLIFICATION)
        diag(cc, e->loc, D_IMPLICIT_LOD_STAGE, name, stage_name(st));
    /* GLSL.std.450 FindUMsb/FindSMsb/FindILsb take 32-bit integers only. */
    if ((e->builtin == BI_FIRSTBITHIGH || e->builtin == BI_FIRSTBITLOW) && e->args.len == 1) {
        Type *a = e->args.data[0]->type;
        if (a && (a->kind == TY_SCALAR || a->kind == TY_VECTOR) && ty_scalar_bits(a->scalar) == 64)
            diag(cc, e->loc, D_FIRSTBIT_64, name, ty_name(cc, a));
    }
    /* Vulkan's atomics work on Workgroup, StorageBuffer and image memory:
     * a Private or Function variable has no atomic form. */
    if (!e->object && strncmp(name, "Interlocked", 11) == 0 && e->args.len > 0) {
        Decl *v = root_var(e->args.data[0]);
        if (v && v->type && !holds_resource(v->type, 0) &&
            (v->storage == SC_STATIC || v->storage == SC_LOCAL || v->storage == SC_STATIC_MEMBER))
            diag(cc, e->args.data[0]->loc, D_INTERLOCKED_PRIVATE, v->name);
    }
}
