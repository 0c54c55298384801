/*
 * The language of later shader models and of DXC's Vulkan extensions that
 * the front end parses and type-checks although a back end may refuse it
 * (vk_refuse, called on what the entry point reaches: WGSL refuses all of
 * it, SPIR-V the descriptor heaps):
 *
 *   - SM 6.6 descriptor heaps: `ResourceDescriptorHeap[i]` and
 *     `SamplerDescriptorHeap[i]` are predeclared variables (predecl.c) of
 *     kind RC_HEAP; indexing one gives an RC_DESCRIPTOR value, which has no
 *     members and converts implicitly (CK_NOOP) to the resource type it
 *     initializes or is assigned to: any non-sampler resource for the
 *     resource heap, a sampler for the sampler heap.
 *   - vk::SampledTexture1D ... vk::SampledTextureCUBEArray<T>: combined
 *     image samplers (RF_COMBINED textures). Their methods are those of the
 *     texture without the sampler argument (builtins.c maps them).
 *   - vk::BufferPointer<T, A>: a 64-bit device address of a T (RC_POINTER:
 *     elem T, count A, 0 for T's own alignment). `.Get()` is the pointee (an
 *     lvalue), `vk::BufferPointer<T, A>(u64)` and `(uint64_t)p` convert
 *     explicitly (CK_NOOP: the lowering of these casts is a bit cast), and
 *     `vk::static_pointer_cast<T, A>(p)` (T a base of p's pointee, or the
 *     same) / `vk::reinterpret_pointer_cast<T, A>(p)` retype it; both need
 *     A <= p's alignment.
 *   - [[vk::ext_literal]] parameters of inline SPIR-V functions take
 *     constant arguments (checked on reached calls).
 */
#include "hlsl/sema.h"

static const struct { const char *name; ResKind k; } vk_type_names[] = {
    {"SampledTexture1D", R_SAMPLED_TEXTURE1D},
    {"SampledTexture1DArray", R_SAMPLED_TEXTURE1D_ARRAY},
    {"SampledTexture2D", R_SAMPLED_TEXTURE2D},
    {"SampledTexture2DArray", R_SAMPLED_TEXTURE2D_ARRAY},
    {"SampledTexture2DMS", R_SAMPLED_TEXTURE2DMS},
    {"SampledTexture2DMSArray", R_SAMPLED_TEXTURE2DMS_ARRAY},
    {"SampledTexture3D", R_SAMPLED_TEXTURE3D},
    {"SampledTextureCUBE", R_SAMPLED_TEXTURECUBE},
    {"SampledTextureCUBEArray", R_SAMPLED_TEXTURECUBE_ARRAY},
    {"BufferPointer", R_BUFFER_POINTER},
};

static ResKind vk_kind(Str name)
{
    for (size_t i = 0; name && i < countof(vk_type_names); i++)
        if (strcmp(vk_type_names[i].name, name) == 0)
            return vk_type_names[i].k;
    return R_COUNT;
}

/* DXC's vk::*Scope constants (static const uint, the SPIR-V Scope values,
 * for vk::ReadClock and inline SPIR-V). */
static const struct {
    const char *name;
    uint32_t scope;
} vk_scopes[] = {
    {"CrossDeviceScope", 0}, {"DeviceScope", 1},     {"WorkgroupScope", 2},
    {"SubgroupScope", 3},    {"InvocationScope", 4}, {"QueueFamilyScope", 5},
};

static int vk_scope(const char *name)
{
    for (size_t i = 0; name && i < countof(vk_scopes); i++)
        if (strcmp(vk_scopes[i].name, name) == 0)
            return (int)vk_scopes[i].scope;
    return -1;
}

/* Whether `vk::name` is parsed as a type: DXC's types, and any name that
 * is not a vk:: function (so that `vk::Unknown x;` says it is not a type). */
bool vk_is_type_name(P *p, Str name)
{
    if (vk_kind(name) != R_COUNT)
        return true;
    if (!strcmp(name, "static_pointer_cast") || !strcmp(name, "reinterpret_pointer_cast") ||
        vk_scope(name) >= 0)
        return false;
    return !builtin_is_intrinsic(p->cc, str_intern_c(p->cc, arena_sprintf(&p->cc->arena, "vk::%s", name)));
}

/* Skips a template argument list after an error (the '<' is current). */
static void skip_template(P *p)
{
    int d = 0;
    do {
        if (p_is_punct(p, P_LT))
            d++;
        else if (p_is_punct(p, P_GT))
            d--;
        else if (p_is_punct(p, P_RSHIFT))
            d -= 2;
        p->tok++;
    } while (d > 0 && p->tok->kind != TK_EOF);
}

/* '<' template-arg (',' template-arg)* '>' into at most 2 arguments;
 * false after a diagnostic. */
static bool targs(P *p, Str what, Type **t, int64_t *v, int *n, const Token *at)
{
    *n = 0;
    if (!p_is_punct(p, P_LT))
        return true;
    const Token *lt = p->tok;
    p->tok++;
    while (!p_is_punct(p, P_GT) && !p_is_punct(p, P_RSHIFT) && p->tok->kind != TK_EOF) {
        if (*n == 2) {
            diag(p->cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
            p->tok = lt;
            skip_template(p);
            return false;
        }
        if (!p_template_arg(p, &t[*n], &v[*n]))
            return false;
        (*n)++;
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_close_template(p);
    return true;
}

static bool is_pointer(const Type *t);

/* A pointer alignment: a power of two, at most 64 KiB. */
static bool is_pow2(int64_t v) { return v > 0 && v <= 65536 && (v & (v - 1)) == 0; }

/* vk::BufferPointer<T [, A]> */
static Type *buffer_pointer(P *p, Str what, const Token *at)
{
    Cc *cc = p->cc;
    Type *t[2] = {0};
    int64_t v[2] = {0};
    int n = 0;
    if (!p_is_punct(p, P_LT)) {
        diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
        diag_note(cc, at->loc, "write the pointee type: vk::BufferPointer<T> or vk::BufferPointer<T, alignment>");
        return ty_error(cc);
    }
    if (!targs(p, what, t, v, &n, at))
        return ty_error(cc);
    Type *pt = t[0];
    if (!pt || (n == 2 && t[1])) {
        diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
        diag_note(cc, at->loc, "the arguments are a type and a constant alignment");
        return ty_error(cc);
    }
    if (pt->kind == TY_ERROR)
        return pt;
    Type *base = pt;
    while (base->kind == TY_ARRAY)
        base = base->elem;
    if (base->kind != TY_STRUCT && !ty_is_numeric(base) && !is_pointer(base)) {
        diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
        diag_note(cc, at->loc, "a buffer pointer points to a struct, numeric or buffer pointer type, not '%s'",
                  ty_name(cc, pt));
        return ty_error(cc);
    }
    if (n == 2 && !is_pow2(v[1])) {
        diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
        diag_note(cc, at->loc, "the alignment must be a power of two up to 65536, not %lld", (long long)v[1]);
        return ty_error(cc);
    }
    return ty_resource(cc, R_BUFFER_POINTER, pt, n == 2 ? (uint32_t)v[1] : 0);
}

/* vk::Name after 'vk::' (p->tok is Name): DXC's Vulkan types. */
Type *p_vk_type(P *p, const Token *at)
{
    Cc *cc = p->cc;
    const Token *nt = p->tok;
    Str n = p_ident(p, "a type after 'vk::'");
    if (!n)
        return ty_error(cc);
    Str what = str_intern_c(cc, arena_sprintf(&cc->arena, "vk::%s", n));
    ResKind k = vk_kind(n);
    Type *st = k == R_COUNT ? p_vk_spirv_type(p, n, what, at) : NULL; /* vk_spirv_type.c */
    if (st)
        return st;
    if (k == R_COUNT) {
        diag(cc, nt->loc, D_NOT_A_TYPE, what);
        if (p_is_punct(p, P_LT))
            skip_template(p);
        return ty_error(cc);
    }
    if (k == R_BUFFER_POINTER)
        return buffer_pointer(p, what, at);
    /* vk::SampledTexture*<T [, samples]> (T defaults to float4) */
    Type *t[2] = {0};
    int64_t v[2] = {0};
    int na = 0;
    if (!targs(p, what, t, v, &na, at))
        return ty_error(cc);
    const ResInfo *ri = ty_res_info(k);
    Type *elem = t[0];
    if ((na >= 1 && !elem) || (na == 2 && (t[1] || !(ri->flags & RF_MS) || v[1] < 0))) {
        diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
        return ty_error(cc);
    }
    if (elem && elem->kind != TY_ERROR &&
        !((elem->kind == TY_SCALAR || elem->kind == TY_VECTOR) && ty_component_count(elem) <= 4)) {
        diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
        diag_note(cc, at->loc, "the texel type is a scalar or vector of at most 4 components, not '%s'",
                  ty_name(cc, elem));
        return ty_error(cc);
    }
    if (elem && elem->kind == TY_ERROR)
        return elem;
    return ty_resource(cc, k, elem, na == 2 ? (uint32_t)v[1] : 0);
}

/* ---- descriptor heaps --------------------------------------------------- */

static bool is_heap(const Type *t) { return t && t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_HEAP; }

void p_predeclare_heaps(P *p, Scope *s)
{
    static const struct { const char *name; ResKind k; } heaps[] = {
        {"ResourceDescriptorHeap", R_RESOURCE_HEAP}, {"SamplerDescriptorHeap", R_SAMPLER_HEAP}};
    for (size_t i = 0; i < countof(heaps); i++) {
        Decl *d = p_new_decl(p, DK_VAR, (Loc){0, 0, 0}, str_intern_c(p->cc, heaps[i].name));
        d->type = ty_resource(p->cc, heaps[i].k, NULL, 0);
        d->storage = SC_GLOBAL_UNIFORM;
        d->mods = DM_CONST;
        scope_add(p, s, SYM_VAR, d->name)->decl = d;
    }
}

void p_heap_check_use(P *p, Decl *d, Loc loc)
{
    Cc *cc = p->cc;
    if (!d || !is_heap(d->type))
        return;
    if (cc->sm_major < 6 || (cc->sm_major == 6 && cc->sm_minor < 6))
        diag(cc, loc, D_HEAP_SM, d->name, cc->sm_major, cc->sm_minor);
}

/* What a heap element may become: any resource but a sampler (resource
 * heap), a sampler (sampler heap). Heaps, descriptors, pointers, streams,
 * patches and ray queries are not descriptors. */
static bool descriptor_fits(const Type *from, const Type *to)
{
    if (to->kind != TY_RESOURCE)
        return false;
    const ResInfo *ri = ty_res_info(to->res);
    /* A texture from the sampler heap is one of the resource heap's, as
     * DXC takes it (sm6_6.descriptorheap.mix.sampler.hlsl; its issue 6649
     * doubts it, but one descriptor heap holds both in Vulkan anyway). */
    if (from->res == R_HEAP_SAMPLER && ri->cls == RC_SAMPLER)
        return true;
    switch (ri->cls) {
    case RC_TEXTURE: case RC_RWTEXTURE: case RC_BUFFER_VIEW: case RC_STRUCTURED: case RC_BYTE_ADDRESS:
    case RC_CBUFFER: case RC_ACCEL:
        return true;
    default:
        return false;
    }
}

static bool is_descriptor(const Type *t)
{
    return t && t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_DESCRIPTOR;
}

static bool is_pointer(const Type *t) { return t && t->kind == TY_RESOURCE && t->res == R_BUFFER_POINTER; }

bool vk_implicit_ok(Type *from, Type *to)
{
    return is_descriptor(from) && descriptor_fits(from, to);
}

static Expr *noop_cast(P *p, Expr *e, Type *to, bool explicit_cast)
{
    Expr *c = p_new_expr(p, EX_CAST, e->loc, to);
    c->lhs = e;
    c->cast_kind = CK_NOOP;
    c->explicit_cast = explicit_cast;
    return c;
}

/* `Heap[i]` made a resource of type `to`: element i of the heap's array of
 * that type, as DXC maps heaps (one runtime array per type at the heap's
 * binding: lower/resource.c binds them). The arrays are globals of their
 * own, made on the first use of each type. */
static Expr *heap_element(P *p, Expr *e, Type *to)
{
    Cc *cc = p->cc;
    uint8_t kind = ty_res_info(to->res)->cls == RC_SAMPLER ? 2 : 1; /* the type chooses the heap */
    Decl *arr = NULL;
    for (uint32_t i = 0; i < p->heap_arrays.len && !arr; i++)
        if (p->heap_arrays.data[i]->heap == kind && p->heap_arrays.data[i]->type->elem == to)
            arr = p->heap_arrays.data[i];
    if (!arr) {
        Str name = str_intern_c(cc, kind == 2 ? "SamplerDescriptorHeap" : "ResourceDescriptorHeap");
        arr = p_new_decl(p, DK_VAR, e->loc, name); /* where it is first taken */
        arr->type = ty_array(cc, to, 0);
        arr->storage = SC_GLOBAL_UNIFORM;
        arr->mods = DM_CONST;
        arr->qname = name;
        arr->heap = kind;
        vec_push(&cc->arena, &p->heap_arrays, arr);
        vec_push(&cc->arena, &p->ast->globals, arr);
    }
    Expr *v = p_new_expr(p, EX_VAR, e->lhs->loc, arr->type);
    v->decl = arr;
    Expr *x = p_new_expr(p, EX_INDEX, e->loc, to);
    x->lhs = v;
    x->rhs = e->rhs;
    return x;
}

/* A globallycoherent resource (a static, or a function's return) taken
 * from a descriptor heap: the heap's array of that type is Coherent, as
 * DXC decorates it (sm6_6.descriptorheap.globallycoherent). */
void vk_mark_coherent_heap(Expr *e)
{
    for (int guard = 0; e && guard < 64; guard++) {
        if (e->kind == EX_CAST) {
            e = e->lhs;
        } else if (e->kind == EX_INDEX) {
            e = e->lhs;
        } else if (e->kind == EX_VAR && e->decl && e->decl->heap) {
            e->decl->mods |= DM_GLOBALLYCOHERENT;
            return;
        } else {
            return;
        }
    }
}

/* The conversions of these types; NULL when none applies (the caller then
 * reports the failure as for any other type). */
Expr *vk_convert(P *p, Expr *e, Type *to, bool explicit_cast)
{
    Cc *cc = p->cc;
    Type *from = e->type;
    if (is_descriptor(from) && descriptor_fits(from, to) && e->kind == EX_INDEX && e->lhs->kind == EX_VAR &&
        e->lhs->decl && is_heap(e->lhs->decl->type) && p->ast)
        return heap_element(p, e, to);
    if (is_descriptor(from))
        return descriptor_fits(from, to) ? noop_cast(p, e, to, explicit_cast) : NULL;
    if (!explicit_cast)
        return NULL;
    /* vk::BufferPointer<T>(address) and (uint64_t)pointer: bit casts. */
    if (is_pointer(to) && (from->kind == TY_SCALAR || (from->kind == TY_VECTOR && from->cols == 1)) &&
        ty_is_int_kind(from->scalar))
        return noop_cast(p, p_convert(p, e, ty_scalar(cc, SK_UINT64), true), to, true);
    if (is_pointer(from) && to->kind == TY_SCALAR && (to->scalar == SK_UINT64 || to->scalar == SK_INT64))
        return noop_cast(p, e, to, true);
    if (is_pointer(from) && to->kind == TY_SCALAR && to->scalar == SK_BOOL) {
        /* null test: (uint64_t)p != 0 */
        Expr *u = noop_cast(p, e, ty_scalar(cc, SK_UINT64), true);
        Expr *zero = p_new_expr(p, EX_INT_LIT, e->loc, ty_scalar(cc, SK_UINT64));
        zero->is_const = true;
        zero->cval.kind = SK_UINT64;
        Expr *ne = p_new_expr(p, EX_BINARY, e->loc, ty_scalar(cc, SK_BOOL));
        ne->op = BO_NE;
        ne->lhs = u;
        ne->rhs = zero;
        return ne;
    }
    return NULL;
}

/* ---- vk::static_pointer_cast / vk::reinterpret_pointer_cast ------------- */


/* Whether struct `d` is `base` or derives from it. */
static bool derives_from(const Type *d, const Type *base)
{
    for (int i = 0; d && i < LIMIT_NESTING; i++) {
        if (d == base)
            return true;
        if (d->kind != TY_STRUCT || !d->decl || !d->decl->base)
            return false;
        d = d->decl->base->type;
    }
    return false;
}

/* After `vk` `::`: the pointer casts; NULL (nothing consumed) for other
 * names. */
Expr *p_vk_expr(P *p, const Token *at)
{
    Cc *cc = p->cc;
    const Token *nt = p->tok;
    if (nt->kind != TK_IDENT)
        return NULL;
    int scope = vk_scope(nt->text);
    if (scope >= 0) {
        p->tok++;
        Type *u = ty_scalar(cc, SK_UINT32);
        Expr *e = p_new_expr(p, EX_INT_LIT, nt->loc, u);
        e->ival = (uint64_t)scope;
        e->is_const = true;
        e->cval.kind = SK_UINT32;
        e->cval.i = scope;
        e->cval.u = (uint64_t)scope;
        return e;
    }
    bool is_static = strcmp(nt->text, "static_pointer_cast") == 0;
    if (!is_static && strcmp(nt->text, "reinterpret_pointer_cast") != 0)
        return NULL;
    p->tok++;
    Str what = arena_sprintf(&cc->arena, "vk::%s", nt->text);
    Type *t[2] = {0};
    int64_t v[2] = {0};
    int n = 0;
    bool ok = p_is_punct(p, P_LT) && targs(p, what, t, v, &n, nt);
    if (!ok || !t[0] || (n == 2 && t[1])) {
        diag(cc, nt->loc, D_BAD_TEMPLATE_ARGS, what);
        diag_note(cc, nt->loc, "write %s<T>(p) or %s<T, alignment>(p)", what, what);
        if (p_is_punct(p, P_LPAREN)) {
            p->tok++;
            p_assign(p);
            p_expect(p, P_RPAREN, "after the argument");
        }
        return p_err_expr(p, at->loc);
    }
    p_expect(p, P_LPAREN, "to begin the arguments");
    Expr *a = p_assign(p);
    p_expect(p, P_RPAREN, "after the argument");
    if (a->kind == EX_ERROR || t[0]->kind == TY_ERROR)
        return p_err_expr(p, at->loc);
    if (n == 2 && !is_pow2(v[1])) {
        diag(cc, nt->loc, D_BAD_TEMPLATE_ARGS, what);
        diag_note(cc, nt->loc, "the alignment must be a power of two up to 65536, not %lld", (long long)v[1]);
        return p_err_expr(p, at->loc);
    }
    Type *to = ty_resource(cc, R_BUFFER_POINTER, t[0], n == 2 ? (uint32_t)v[1] : 0);
    if (!is_pointer(a->type)) {
        diag(cc, a->loc, D_BUFPTR_CAST, what, ty_name(cc, a->type), ty_name(cc, to), "the argument is not a buffer pointer");
        return p_err_expr(p, at->loc);
    }
    if (is_static && !derives_from(a->type->elem, t[0])) {
        diag(cc, a->loc, D_BUFPTR_CAST, what, ty_name(cc, a->type), ty_name(cc, to),
             "the pointee is neither the same type nor derived from it (use vk::reinterpret_pointer_cast)");
        return p_err_expr(p, at->loc);
    }
    if (ty_pointer_align(to) > ty_pointer_align(a->type)) {
        diag(cc, a->loc, D_BUFPTR_CAST, what, ty_name(cc, a->type), ty_name(cc, to),
             arena_sprintf(&cc->arena, "the alignment grows from %u to %u", ty_pointer_align(a->type),
                           ty_pointer_align(to)));
        return p_err_expr(p, at->loc);
    }
    Expr *c = noop_cast(p, a, to, true);
    c->loc = at->loc;
    return c;
}

/* ---- what the back ends do not implement yet ------------------------------ */

enum { LATER_HEAP = 1, LATER_SAMPLED = 2, LATER_POINTER = 4, LATER_SPIRV_TYPE = 8 }; /* bits of VkLater.seen */

static unsigned later_bits(const Type *t, int depth)
{
    if (!t || depth > LIMIT_NESTING)
        return 0;
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_SPIRV)
        return LATER_SPIRV_TYPE;
    if (t->kind == TY_RESOURCE) {
        const ResInfo *ri = ty_res_info(t->res);
        if (ri->cls == RC_HEAP || ri->cls == RC_DESCRIPTOR)
            return LATER_HEAP;
        if (ri->flags & RF_COMBINED)
            return LATER_SAMPLED;
        if (ri->cls == RC_POINTER)
            return LATER_POINTER;
        if (ri->cls == RC_CBUFFER || ri->cls == RC_STRUCTURED)
            return later_bits(t->elem, depth + 1);
        return 0;
    }
    unsigned b = 0;
    if (t->kind == TY_STRUCT && t->decl)
        for (uint32_t i = 0; i < t->decl->fields.len; i++)
            b |= later_bits(t->decl->fields.data[i]->type, depth + 1);
    return b;
}

/* A resource (or array of them): its own binding, not a $Globals member. */
static bool holds_resource_base(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_RESOURCE;
}

static bool loc_before(Loc a, Loc b)
{
    if (a.file != b.file)
        return a.file < b.file;
    return a.line != b.line ? a.line < b.line : a.col < b.col;
}

/* Called on every expression the entry point reaches when a back end is
 * selected: remembers the first use (in source order) of each feature. */
void vk_refuse(P *p, Expr *e, VkLater *st)
{
    Cc *cc = p->cc;
    if (e->kind == EX_VAR && e->decl && e->decl->heap)
        e->decl->heap_reached = true; /* it takes the heap's binding */
    if (!cc->opt || cc->opt->target == OSH_TARGET_NONE || !e->type)
        return;
    unsigned b = later_bits(e->type, 0);
    /* A cbuffer member: the whole block is laid out (its bits kept for the
     * next member of the same block: one walk, not one per use). */
    if (e->kind == EX_VAR && e->decl && e->decl->storage == SC_CBUFFER_MEMBER && e->decl->cbuffer) {
        Decl *cb = e->decl->cbuffer;
        if (st->cb != cb) {
            st->cb = cb;
            st->cb_bits = 0;
            for (uint32_t i = 0; i < cb->members.len; i++)
                st->cb_bits |= later_bits(cb->members.data[i]->type, 0);
        }
        b |= st->cb_bits;
    }
    /* A $Globals member: a buffer pointer among the other globals would be
     * laid out in the same block (the file is parsed: the globals are all
     * known, and walked once). */
    if (e->kind == EX_VAR && e->decl && e->decl->storage == SC_GLOBAL_UNIFORM && p->ast && !holds_resource_base(e->decl->type)) {
        if (!st->globals_done) {
            st->globals_done = true;
            for (uint32_t i = 0; i < p->ast->globals.len; i++) {
                Decl *g = p->ast->globals.data[i];
                if (g->storage == SC_GLOBAL_UNIFORM)
                    st->globals_bits |= later_bits(g->type, 0) & LATER_POINTER;
            }
        }
        b |= st->globals_bits;
    }
    if (cc->opt->target == OSH_TARGET_SPIRV) /* implemented: lower/sampled.c, lower/bda.c */
        b &= ~(unsigned)(LATER_SAMPLED | LATER_POINTER | LATER_SPIRV_TYPE);
    for (unsigned i = 0; i < VK_LATER_COUNT; i++)
        if ((b & (1u << i)) && (!(st->seen & (1u << i)) || loc_before(e->loc, st->at[i]))) {
            st->seen |= 1u << i;
            st->at[i] = e->loc;
        }
}

/* Refuses each feature vk_refuse saw, at its first use, with the code of
 * the selected target. */
void vk_refuse_report(P *p, VkLater *st)
{
    static const char *const what[VK_LATER_COUNT] = {
        "the SM 6.6 descriptor heap (ResourceDescriptorHeap, SamplerDescriptorHeap)",
        "the combined image sampler type vk::SampledTexture*",
        "vk::BufferPointer (buffer device addresses)",
        "an inline SPIR-V type (vk::SpirvType, vk::SpirvOpaqueType, vk::ext_type)",
    };
    Cc *cc = p->cc;
    for (unsigned i = 0; i < VK_LATER_COUNT; i++) {
        if (!(st->seen & (1u << i)))
            continue;
        if (cc->opt->target == OSH_TARGET_WGSL)
            diag(cc, st->at[i], D_WGSL_UNAVAILABLE, what[i]);
        else
            diag(cc, st->at[i], D_SPV_LATER, what[i]);
    }
}

/* [[vk::ext_literal]] parameters take constant arguments. */
void vk_check_call(P *p, Expr *e)
{
    Decl *f = e->func;
    if (e->kind != EX_CALL || !f)
        return;
    for (uint32_t i = 0; i < f->params.len && i < e->args.len; i++) {
        Decl *pd = f->params.data[i];
        for (uint32_t j = 0; j < pd->vk.ext.len; j++)
            if (strcmp(pd->vk.ext.data[j].name, "ext_literal") == 0 && !e->args.data[i]->is_const)
                diag(p->cc, e->args.data[i]->loc, D_EXT_LITERAL, i + 1, f->name);
    }
    vk_record_type_def(p, e);
}
