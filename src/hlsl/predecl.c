/*
 * Names the HLSL language declares without a header: the ray tracing
 * structs (RayDesc, BuiltInTriangleIntersectionAttributes) and constants
 * (RAY_FLAG_*, COMMITTED_*, CANDIDATE_*, HIT_KIND_*), with DXC's values.
 * They live in a scope above the global one, so a shader that declares a
 * name of its own shadows them instead of clashing. Most shaders name none
 * of them, so they are declared on the first lookup of one (a name missed in
 * every scope is looked up in theirs: predeclared_name answers cheaply).
 */
#include "hlsl/sema.h"

static void add_struct(P *p, Scope *s, const char *name, const char *const *fnames, Type *const *ftypes, uint32_t n)
{
    Cc *cc = p->cc;
    Str nm = str_intern_c(cc, name);
    Decl *d = p_new_decl(p, DK_STRUCT, (Loc){0, 0, 0}, nm);
    d->type = ty_struct_new(cc, d->qname, d);
    Scope *ms = NEW(cc, Scope);
    ms->up = s;
    ms->strct = d;
    ms->prefix = arena_sprintf(&cc->arena, "%s::", d->qname);
    d->fe = ms;
    p->scope = ms;
    for (uint32_t i = 0; i < n; i++) {
        Decl *f = p_new_decl(p, DK_FIELD, (Loc){0, 0, 0}, str_intern_c(cc, fnames[i]));
        f->type = ftypes[i];
        f->parent = d;
        f->field_index = i;
        scope_add(p, ms, SYM_VAR, f->name)->decl = f;
        vec_push(&cc->arena, &d->fields, f);
    }
    d->is_complete = true;
    p->scope = s;
    Sym *sym = scope_add(p, s, SYM_TYPE, nm);
    sym->type = d->type;
    sym->ns = ms;
}

static void add_uint(P *p, Scope *s, const char *name, uint32_t v)
{
    Cc *cc = p->cc;
    Decl *c = p_new_decl(p, DK_ENUM_CONST, (Loc){0, 0, 0}, str_intern_c(cc, name));
    c->type = ty_scalar(cc, SK_UINT32);
    c->has_cval = true;
    c->cval.kind = SK_UINT32;
    c->cval.i = v;
    c->cval.u = v;
    scope_add(p, s, SYM_CONST, c->name)->decl = c;
}

static const struct { const char *name; uint32_t v; } consts[] = {
    {"RAY_FLAG_NONE", 0x0},
    {"RAY_FLAG_FORCE_OPAQUE", 0x1},
    {"RAY_FLAG_FORCE_NON_OPAQUE", 0x2},
    {"RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH", 0x4},
    {"RAY_FLAG_SKIP_CLOSEST_HIT_SHADER", 0x8},
    {"RAY_FLAG_CULL_BACK_FACING_TRIANGLES", 0x10},
    {"RAY_FLAG_CULL_FRONT_FACING_TRIANGLES", 0x20},
    {"RAY_FLAG_CULL_OPAQUE", 0x40},
    {"RAY_FLAG_CULL_NON_OPAQUE", 0x80},
    {"RAY_FLAG_SKIP_TRIANGLES", 0x100},
    {"RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES", 0x200},
    {"COMMITTED_NOTHING", 0},
    {"COMMITTED_TRIANGLE_HIT", 1},
    {"COMMITTED_PROCEDURAL_PRIMITIVE_HIT", 2},
    {"CANDIDATE_NON_OPAQUE_TRIANGLE", 0},
    {"CANDIDATE_PROCEDURAL_PRIMITIVE", 1},
    {"HIT_KIND_TRIANGLE_FRONT_FACE", 0xFE},
    {"HIT_KIND_TRIANGLE_BACK_FACE", 0xFF},
};

/* The names predeclare_builtins declares besides the constants above. */
static const char *const other_names[] = {
    "RayDesc", "BuiltInTriangleIntersectionAttributes", "ResourceDescriptorHeap",
    "SamplerDescriptorHeap",
};

bool p_predeclared_name(Str name)
{
    char c = name[0]; /* every one starts with one of these */
    if (c != 'R' && c != 'B' && c != 'C' && c != 'H' && c != 'S')
        return false;
    for (size_t i = 0; i < countof(consts); i++)
        if (consts[i].name[1] == name[1] && !strcmp(name, consts[i].name))
            return true;
    for (size_t i = 0; i < countof(other_names); i++)
        if (other_names[i][1] == name[1] && !strcmp(name, other_names[i]))
            return true;
    return false;
}

void p_predeclare_builtins(P *p, Scope *s)
{
    Cc *cc = p->cc;
    Scope *saved = p->scope;
    p->scope = s;
    Type *f = ty_scalar(cc, SK_FLOAT), *f2 = ty_vector(cc, SK_FLOAT, 2), *f3 = ty_vector(cc, SK_FLOAT, 3);
    static const char *const ray_names[] = {"Origin", "TMin", "Direction", "TMax"};
    Type *ray_types[] = {f3, f, f3, f};
    add_struct(p, s, "RayDesc", ray_names, ray_types, 4);
    static const char *const attr_names[] = {"barycentrics"};
    Type *attr_types[] = {f2};
    add_struct(p, s, "BuiltInTriangleIntersectionAttributes", attr_names, attr_types, 1);
    for (size_t i = 0; i < countof(consts); i++)
        add_uint(p, s, consts[i].name, consts[i].v);
    p_predeclare_heaps(p, s); /* vk_types.c: ResourceDescriptorHeap, SamplerDescriptorHeap */
    p->scope = saved;
    /* They are declared when a lookup of one of them misses, so a name
     * declared here that predeclared_name does not know would be found or not
     * by the order of the shader's names: the two lists must agree. */
    for (uint32_t i = 0; i < s->syms.cap; i++)
        if (s->syms.slots[i].key && !p_predeclared_name(s->syms.slots[i].key))
            diag_ice(cc, (Loc){0, 0, 0}, "'%s' is predeclared but predeclared_name does not know it",
                     (const char *)s->syms.slots[i].key);
}
