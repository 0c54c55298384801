/*
 * Stage variables DXC's SPIR-V path refuses (DeclResultIdMapper's
 * validateVKBuiltins, validateVKAttributes, decorateInterpolationMode): a
 * [[vk::builtin]] of the wrong type or where Vulkan has no such built-in, a
 * [[vk::index]] that is not dual-source blending, and integer varyings that
 * would be interpolated (Vulkan requires Flat on them). Called for every
 * leaf of an entry point's inputs and outputs before its variable is made.
 */
#include "lower/lower_int.h"

enum { BT_BOOL = 1, BT_FLOAT, BT_INT32, BT_INT_ARRAY1 };

/* Where each built-in may appear: bits of (stage, output). */
#define IN_OF(st) (1u << (2 * (st)))
#define OUT_OF(st) (2u << (2 * (st)))

static const struct {
    const char *name;
    uint8_t type;           /* BT_* */
    uint32_t where;         /* IN_OF/OUT_OF bits */
    const char *where_text; /* what the note says it is */
} vk_builtin_rules[] = {
    {"HelperInvocation", BT_BOOL, IN_OF(STAGE_PIXEL), "a pixel shader input"},
    {"PointSize", BT_FLOAT,
     OUT_OF(STAGE_VERTEX) | IN_OF(STAGE_HULL) | OUT_OF(STAGE_HULL) | IN_OF(STAGE_DOMAIN) |
         OUT_OF(STAGE_DOMAIN) | IN_OF(STAGE_GEOMETRY) | OUT_OF(STAGE_GEOMETRY) | IN_OF(STAGE_PIXEL) |
         OUT_OF(STAGE_MESH),
     "a vertex, tessellation, geometry or mesh shader output, or an input after the vertex shader"},
    {"BaseVertex", BT_INT32, IN_OF(STAGE_VERTEX), "a vertex shader input"},
    {"BaseInstance", BT_INT32, IN_OF(STAGE_VERTEX), "a vertex shader input"},
    {"DrawIndex", BT_INT32, IN_OF(STAGE_VERTEX) | IN_OF(STAGE_MESH) | IN_OF(STAGE_AMPLIFICATION),
     "a vertex, mesh or amplification shader input"},
    {"DeviceIndex", BT_INT32, ~0u / 3u, "a shader input"}, /* every IN_OF bit */
    {"ViewportMaskNV", BT_INT_ARRAY1, OUT_OF(STAGE_MESH), "a mesh shader (per-primitive) output"},
};

static bool type_fits(Type *t, uint8_t want)
{
    if (want == BT_INT_ARRAY1) { /* int[1] (or uint[1]) */
        if (t->kind != TY_ARRAY || t->count != 1)
            return false;
        t = lw_strip(t->elem);
        want = BT_INT32;
    }
    if (t->kind != TY_SCALAR)
        return false;
    switch (want) {
    case BT_BOOL: return t->scalar == SK_BOOL;
    case BT_FLOAT: return ty_is_float_kind(t->scalar);
    default: return t->scalar == SK_INT32 || t->scalar == SK_UINT32;
    }
}

static const char *type_text(uint8_t want)
{
    return want == BT_BOOL ? "bool" : want == BT_FLOAT ? "float" : want == BT_INT_ARRAY1 ? "int[1]" : "32-bit scalar integer";
}

static bool check_builtin(L *l, Type *t, const VkAttrs *vk, bool output, bool patch, Loc at)
{
    bool ok = true;
    if (vk->location >= 0) {
        diag(l->cc, at, D_LOWER_VK_BUILTIN_LOCATION, vk->builtin);
        ok = false;
    }
    for (size_t i = 0; i < countof(vk_builtin_rules); i++) {
        if (strcmp(vk_builtin_rules[i].name, vk->builtin) != 0)
            continue;
        if (!type_fits(lw_strip(t), vk_builtin_rules[i].type)) {
            diag(l->cc, at, D_LOWER_VK_BUILTIN_TYPE, vk->builtin, type_text(vk_builtin_rules[i].type),
                 ty_name(l->cc, t));
            ok = false;
        }
        uint32_t bit = output ? OUT_OF(l->cc->stage) : IN_OF(l->cc->stage);
        if (patch || !(vk_builtin_rules[i].where & bit)) {
            diag(l->cc, at, D_LOWER_VK_BUILTIN_PLACE, vk->builtin, stage_name(l->cc->stage),
                 patch ? "patch constant" : output ? "output" : "input", vk_builtin_rules[i].where_text);
            ok = false;
        }
    }
    return ok;
}

static bool check_index(L *l, const VkAttrs *vk, bool output, Loc at)
{
    bool ok = true;
    if (l->cc->stage != STAGE_PIXEL || !output) {
        diag(l->cc, at, D_LOWER_VK_INDEX_PLACE);
        ok = false;
    }
    if (vk->location != 0) {
        diag(l->cc, at, D_LOWER_VK_INDEX_LOCATION);
        ok = false;
    }
    if (vk->index > 1) {
        diag(l->cc, at, D_LOWER_VK_INDEX_VALUE, (int)vk->index);
        ok = false;
    }
    return ok;
}

/* Integer and bool fragment inputs are Flat in Vulkan
 * (VUID-StandaloneSpirv-Flat-04744). The stage before the rasterizer may
 * write them with any interpolation qualifier: Vulkan takes the fragment
 * input's decoration, and DXC writes the qualifier there as given
 * (spirv.interpolation.vs.hlsl), so only the pixel shader is held to it. */
static bool check_interpolation(L *l, Type *t, uint32_t mods, Str name, bool output, Loc at)
{
    Stage st = l->cc->stage;
    bool varying = st == STAGE_PIXEL && !output;
    if (!varying || !(mods & (DM_LINEAR | DM_CENTROID | DM_NOPERSPECTIVE | DM_SAMPLE)))
        return true;
    Type *s = lw_strip(t);
    while (s->kind == TY_ARRAY)
        s = lw_strip(s->elem);
    if (!ty_is_numeric(s) || (s->scalar != SK_BOOL && !ty_is_int_kind(s->scalar)))
        return true;
    diag(l->cc, at, D_LOWER_INT_INTERPOLATION, name ? name : "?", ty_name(l->cc, t), "pixel shader inputs");
    return false;
}

bool lw_stage_var_ok(L *l, Type *t, uint32_t mods, const VkAttrs *vk, Str name, bool output, bool patch,
                     Loc at)
{
    bool ok = check_interpolation(l, t, mods, name, output, at);
    if (vk && vk->builtin && !check_builtin(l, t, vk, output, patch, at))
        ok = false;
    if (vk && vk->index >= 0 && !check_index(l, vk, output, at))
        ok = false;
    return ok;
}
