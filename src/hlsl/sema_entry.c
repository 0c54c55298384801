/*
 * Entry-point checks for the stage of the profile (-T):
 *   - the function named by -E is defined once (a missing one is lowering's
 *     diagnostic; overloads are ambiguous);
 *   - required attributes: [numthreads] (cs/ms/as; with -HV 2018 or earlier a
 *     compute shader without it runs 1 x 1 x 1, as glslang does, with a
 *     warning; within the group-size
 *     limits), [maxvertexcount] (gs), the hull attributes, [domain] (ds),
 *     [outputtopology] (ms);
 *   - every input and output leaf carries a semantic (struct fields
 *     included; a struct value's own semantic goes to its leaves, as in
 *     DXC; a leaf without one is a warning where the stage has user
 *     values, glslang giving it a location), system values are known,
 *     allowed for the stage and
 *     direction, and of the right type (hlsl/semantics.def); user semantics are
 *     refused where the stage has no such signature (compute inputs, pixel
 *     outputs); one semantic is not used twice in a signature;
 *   - resources are not stage inputs or outputs;
 *   - `uniform` parameters (constant-buffer values in FXC/DXC) are reported
 *     as not supported yet.
 */
#include "hlsl/sema.h"

/* Type classes a system value accepts (arrays are peeled first). */
typedef enum {
    TC_ANY,
    TC_FLOAT4,      /* 4-component float vector */
    TC_FLOAT,       /* float scalar */
    TC_FLOATS,      /* float scalar or vector */
    TC_FLOAT23,     /* float2 or float3 */
    TC_FLOAT3,
    TC_UINT,        /* integer scalar */
    TC_UINT3,       /* integer scalar or vector of up to 3 */
    TC_BOOL,        /* bool (or an integer) scalar */
    TC_NUMVEC,      /* non-bool numeric scalar or vector */
} TypeClass;

static const char *const tc_names[] = {
    "any", "float4", "float", "float or a float vector", "float2 or float3", "float3",
    "uint or int", "uint, uint2 or uint3 (or int forms)", "bool", "a numeric scalar or vector",
};

typedef struct SvInfo {
    const char *name;   /* upper case */
    uint32_t in, out;   /* 1 << Stage: where it may appear */
    TypeClass tc;
    uint32_t bin, bout; /* 1 << Stage: where it is a built-in (else a Location variable) */
} SvInfo;

static const SvInfo sv_table[] = {
#define SEMANTIC(name, in, out, tc, builtin_in, builtin_out, spirv, kind) {name, in, out, tc, builtin_in, builtin_out},
#include "hlsl/semantics.def"
#undef SEMANTIC
};

/* Stages that have no signature of user semantics in that direction. */
static bool no_user_signature(Stage st, bool out)
{
    /* A pixel shader's user-semantic output is a render target, as in DXC. */
    if (out)
        return st == STAGE_COMPUTE || st == STAGE_AMPLIFICATION;
    return st == STAGE_COMPUTE || st == STAGE_MESH || st == STAGE_AMPLIFICATION;
}

static bool type_fits(const Type *t, TypeClass tc)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_ERROR || tc == TC_ANY)
        return true;
    unsigned n = t->kind == TY_SCALAR ? 1 : t->kind == TY_VECTOR ? t->cols : 0;
    if (!n)
        return false;
    ScalarKind k = t->scalar;
    bool fl = ty_is_float_kind(k), in = ty_is_int_kind(k);
    switch (tc) {
    case TC_FLOAT4: return fl && n == 4 && ty_scalar_bits(k) == 32; /* DXC: not double4, not a 16-bit half4 */
    case TC_FLOAT: return fl && n == 1;
    case TC_FLOATS: return fl;
    case TC_FLOAT23: return fl && (n == 2 || n == 3);
    case TC_FLOAT3: return fl && n == 3;
    case TC_UINT: return in && n == 1;
    case TC_UINT3: return in && n <= 3;
    case TC_BOOL: return (k == SK_BOOL || in) && n == 1;
    case TC_NUMVEC: return k != SK_BOOL;
    default: return true;
    }
}

/* Semantics seen in one signature, for duplicate detection. */
typedef struct Seen {
    Vec(Str) names;
    Vec(uint32_t) index;
} Seen;

typedef struct EntryCtx {
    P *p;
    Decl *f;
    Stage st;
    Seen in, out;
} EntryCtx;

static uint32_t array_len(const Type *t)
{
    uint64_t n = 1;
    while (t->kind == TY_ARRAY) {
        n *= t->count ? t->count : 1;
        t = t->elem;
    }
    return n > 64 ? 64 : (uint32_t)n;
}

/* A system value's array takes the indices after its own (SV_Target0..);
 * a user semantic is only the one written: DXC accepts `float3 c[2] :
 * TEXCOORD2; float3 v : TEXCOORD3;` (locations go in declaration order). */
static void note_seen(EntryCtx *c, Semantic *s, const Type *t, bool out, const char *dir)
{
    Cc *cc = c->p->cc;
    Seen *seen = out ? &c->out : &c->in;
    /* Clip and cull distance arrays are slices of one array: an array does
     * not take the next index (DXC's spirv.interface.vs.multiple.array...). */
    bool clipcull = !strcmp(s->upper, "SV_CLIPDISTANCE") || !strcmp(s->upper, "SV_CULLDISTANCE");
    uint32_t n = strncmp(s->upper, "SV_", 3) == 0 && !clipcull ? array_len(t) : 1;
    for (uint32_t k = 0; k < n; k++) {
        uint32_t idx = s->index + k;
        for (uint32_t i = 0; i < seen->names.len; i++)
            if (seen->names.data[i] == s->upper && seen->index.data[i] == idx) {
                diag(cc, s->loc, D_DUP_SEMANTIC, arena_sprintf(&cc->arena, "%s%u", s->name, idx), dir, c->f->name);
                return;
            }
        vec_push(&cc->arena, &seen->names, s->upper);
        vec_push(&cc->arena, &seen->index, idx);
    }
}

/* One semantic on a value of type t flowing in direction `out`. */
static void check_semantic(EntryCtx *c, Semantic *s, const Type *t, bool out, bool track)
{
    Cc *cc = c->p->cc;
    const char *dir = out ? "output" : "input";
    if (strncmp(s->upper, "SV_", 3) != 0) {
        if (no_user_signature(c->st, out))
            diag(cc, s->loc, D_ENTRY_USER_SEMANTIC, s->name, arena_sprintf(&cc->arena, "an %s", dir),
                 stage_name(c->st));
        if (track)
            note_seen(c, s, t, out, dir);
        return;
    }
    const SvInfo *sv = NULL;
    for (uint32_t i = 0; i < countof(sv_table) && !sv; i++)
        if (!strcmp(s->upper, sv_table[i].name))
            sv = &sv_table[i];
    if (!sv) {
        diag(cc, s->loc, D_UNKNOWN_SV, s->name);
        return;
    }
    if (!((out ? sv->out : sv->in) & (1u << c->st))) {
        diag(cc, s->loc, D_ENTRY_BAD_SEMANTIC, s->name, dir, stage_name(c->st));
        return;
    }
    /* The type is the built-in's where it is one; where it is an ordinary
     * varying (a pixel shader's SV_InstanceID), any value, as DXC takes
     * `float instance : SV_InstanceID` (intrinsics.evaluate-attribute-*). */
    bool builtin = ((out ? sv->bout : sv->bin) & (1u << c->st)) != 0;
    if (builtin && !type_fits(t, sv->tc))
        diag(cc, s->loc, D_ENTRY_SV_TYPE, s->name, tc_names[sv->tc], ty_name(cc, t));
    else if (!strcmp(s->upper, "SV_TARGET") && s->index + array_len(t) > 8) /* 8 render targets */
        diag(cc, s->loc, D_SEMANTIC_INDEX, arena_sprintf(&cc->arena, "%s%u", s->name, s->index), 7u);
    if (track)
        note_seen(c, s, t, out, dir);
}

/* A semantic as written (the index only when there is one). */
static const char *sem_text(Cc *cc, const Semantic *s)
{
    return s->has_index ? arena_sprintf(&cc->arena, "%s%u", s->name, s->index) : s->name;
}

/* A struct value with a semantic: every leaf takes that semantic, the index
 * going up by one a leaf, and field semantics are overridden (DXC's rule,
 * with its warning). *k counts the leaves so far. */
static void check_inherited(EntryCtx *c, Type *t, const Semantic *s, uint32_t *k, bool out, bool track,
                            int depth)
{
    Cc *cc = c->p->cc;
    Type *e = t;
    while (e->kind == TY_ARRAY)
        e = e->elem;
    if (e->kind == TY_STRUCT && e->decl && depth < 16) {
        for (uint32_t i = 0; i < e->decl->fields.len; i++) {
            Decl *fd = e->decl->fields.data[i];
            if (fd->semantic.name && !fd->is_base)
                diag(cc, fd->semantic.loc, D_SEMANTIC_OVERRIDDEN, sem_text(cc, &fd->semantic), sem_text(cc, s));
            check_inherited(c, fd->type, s, k, out, track, depth + 1);
        }
        return;
    }
    if (e->kind == TY_VOID || e->kind == TY_ERROR || e->kind == TY_RESOURCE)
        return;
    Semantic leaf = *s;
    leaf.index = s->index + (*k)++;
    check_semantic(c, &leaf, t, out, track);
}

/* Every leaf of a value of type t (declared with semantic s) needs a
 * semantic; reports the first missing one. */
static void check_value(EntryCtx *c, Type *t, Semantic *s, const VkAttrs *vk, Loc loc, const char *what, bool out,
                        bool track, int depth)
{
    Cc *cc = c->p->cc;
    Type *e = t;
    while (e->kind == TY_ARRAY)
        e = e->elem;
    if (e->kind == TY_RESOURCE) { /* a semantic does not make it a stage value */
        diag(cc, loc, D_ENTRY_PARAM_TYPE, what, c->f->name, ty_name(cc, t));
        return;
    }
    if (s && s->name && e->kind == TY_STRUCT && e->decl) {
        uint32_t k = 0;
        check_inherited(c, t, s, &k, out, track, depth);
        return;
    }
    if (s && s->name) {
        check_semantic(c, s, t, out, track);
        return;
    }
    if (e->kind == TY_STRUCT && e->decl && depth < 16) {
        for (uint32_t i = 0; i < e->decl->fields.len; i++) {
            Decl *fd = e->decl->fields.data[i];
            const char *fw = fd->is_base ? what
                                         : arena_sprintf(&cc->arena, "field '%s'", fd->name ? fd->name : "?");
            check_value(c, fd->type, &fd->semantic, &fd->vk, fd->loc, fw, out, track, depth + 1);
        }
        return;
    }
    if (e->kind == TY_VOID || e->kind == TY_ERROR || (vk && vk->builtin))
        return; /* [[vk::builtin]] names the variable instead */
    /* glslang gives a stage value without a semantic a location of its own
     * where the stage has a signature of user values; DXC refuses it. */
    if (no_user_signature(c->st, out))
        diag(cc, loc, D_ENTRY_SEMANTIC, what, c->f->name);
    else
        diag(cc, loc, D_ENTRY_NO_SEMANTIC, what, c->f->name);
}

static void check_attrs(EntryCtx *c)
{
    Cc *cc = c->p->cc;
    Decl *f = c->f;
    FuncAttrs *a = &f->attrs;
    Stage st = c->st;
    bool compute_like = st == STAGE_COMPUTE || st == STAGE_MESH || st == STAGE_AMPLIFICATION;
    /* glslang's default for its (FXC's) dialect; lowering makes it 1, 1, 1.
     * DXC's dialect refuses it, as DXC does. */
    if (st == STAGE_COMPUTE && !a->has_numthreads && cc->hlsl_version && cc->hlsl_version < 2021)
        diag(cc, f->loc, D_ENTRY_DEFAULT_NUMTHREADS, f->name);
    else if (compute_like && !a->has_numthreads)
        diag(cc, f->loc, D_ENTRY_NUMTHREADS, f->name);
    if (a->has_numthreads) {
        uint32_t *n = a->numthreads;
        bool spec = a->numthreads_spec[0] || a->numthreads_spec[1] || a->numthreads_spec[2];
        uint64_t total = (uint64_t)n[0] * n[1] * n[2];
        uint64_t max = st == STAGE_MESH || st == STAGE_AMPLIFICATION ? 128 : 1024;
        if (!n[0] || !n[1] || !n[2] || n[0] > 1024 || n[1] > 1024 || n[2] > 64 || (!spec && total > max))
            diag(cc, a->numthreads_loc.line ? a->numthreads_loc : f->loc, D_BAD_NUMTHREADS, n[0], n[1], n[2]);
    }
    if (st == STAGE_GEOMETRY && a->maxvertexcount < 0)
        diag(cc, f->loc, D_ENTRY_ATTR, f->name, "[maxvertexcount(n)]");
    if (st == STAGE_HULL) {
        if (!a->patchconstantfunc)
            diag(cc, f->loc, D_ENTRY_ATTR, f->name, "[patchconstantfunc(\"name\")]");
        else if (!a->patchconstantfunc_decl)
            diag(cc, a->patchconstantfunc_loc, D_UNDECLARED, a->patchconstantfunc);
        /* domain and partitioning may be left to the domain shader, as DXC
         * does (their execution modes are then the domain shader's: Vulkan
         * takes them from either stage); outputtopology may not (DXC's
         * attribute.outputtopology.error.hlsl). */
        if (!a->outputtopology)
            diag(cc, f->loc, D_ENTRY_ATTR, f->name, "[outputtopology(\"...\")]");
        if (a->outputcontrolpoints < 0)
            diag(cc, f->loc, D_ENTRY_ATTR, f->name, "[outputcontrolpoints(n)]");
    }
    if (st == STAGE_MESH && !a->outputtopology)
        diag(cc, f->loc, D_ENTRY_ATTR, f->name, "[outputtopology(\"...\")]");
}

/* Stage I/O of one function (the entry, or a hull shader's patch-constant
 * function, whose outputs are the patch constants). */
static void check_signature(EntryCtx *c, Decl *f)
{
    Cc *cc = c->p->cc;
    for (uint32_t i = 0; i < f->params.len; i++) {
        Decl *prm = f->params.data[i];
        Type *t = prm->type;
        const char *what = arena_sprintf(&cc->arena, "parameter '%s'", prm->name ? prm->name : "?");
        /* A `uniform` parameter is an input like an `in` one, as DXC's
         * SPIR-V path makes it (spirv.entry-function.inout.hlsl); only its
         * value cannot be assigned. */
        if (prm->mods & (DM_PAYLOAD | DM_INDICES))
            continue;
        /* [[vk::builtin("DrawIndex")]] on a mesh or amplification input:
         * a built-in, not a user semantic (lowering checks the name). */
        if (prm->vk.builtin && (c->st == STAGE_MESH || c->st == STAGE_AMPLIFICATION) && prm->param_mode == PM_IN)
            continue;
        bool out = prm->param_mode != PM_IN;
        if (t->kind == TY_RESOURCE && (t->res == R_POINTSTREAM || t->res == R_LINESTREAM ||
                                       t->res == R_TRIANGLESTREAM)) {
            if (prm->param_mode != PM_INOUT)
                diag(cc, prm->loc, D_STREAM_INOUT, prm->name ? prm->name : "?", f->name);
            if (t->elem)
                check_value(c, t->elem, NULL, NULL, prm->loc, what, true, true, 0);
            continue;
        }
        if (t->kind == TY_RESOURCE && (t->res == R_INPUTPATCH || t->res == R_OUTPUTPATCH)) {
            /* control points: the previous stage's outputs (DS: the hull's) */
            if (t->elem)
                check_value(c, t->elem, NULL, NULL, prm->loc, what, false, false, 0);
            continue;
        }
        if (prm->mods & (DM_VERTICES | DM_PRIMITIVES)) {
            check_value(c, t, &prm->semantic, &prm->vk, prm->loc, what, true, false, 0);
            continue;
        }
        if (prm->param_mode != PM_OUT)
            check_value(c, t, &prm->semantic, &prm->vk, prm->loc, what, false, true, 0);
        if (out)
            check_value(c, t, &prm->semantic, &prm->vk, prm->loc, what, true, true, 0);
    }
    if (f->type->kind != TY_VOID)
        check_value(c, f->type, &f->ret_semantic, &f->vk, f->loc, "return value", true, true, 0);
}

/* The patch constant function sees the hull shader's patches: its
 * InputPatch is the entry's, its OutputPatch has [outputcontrolpoints]. */
static uint32_t patch_count(Decl *f, ResKind k, Loc *at)
{
    for (uint32_t i = 0; i < f->params.len; i++) {
        Type *t = f->params.data[i]->type;
        if (t && t->kind == TY_RESOURCE && t->res == k) {
            *at = f->params.data[i]->loc;
            return t->count;
        }
    }
    return 0;
}

static void check_patch_sizes(P *p, Decl *f, Decl *pc)
{
    Loc at, pat;
    uint32_t in = patch_count(f, R_INPUTPATCH, &at);
    uint32_t pc_in = patch_count(pc, R_INPUTPATCH, &pat);
    if (in && pc_in && in != pc_in)
        diag(p->cc, pat, D_PATCH_SIZE_MISMATCH, "input", pc->name, in, "as the entry point's InputPatch",
             pc_in);
    uint32_t pc_out = patch_count(pc, R_OUTPUTPATCH, &pat);
    if (pc_out && f->attrs.outputcontrolpoints > 0 && pc_out != (uint32_t)f->attrs.outputcontrolpoints)
        diag(p->cc, pat, D_PATCH_SIZE_MISMATCH, "output", pc->name, (uint32_t)f->attrs.outputcontrolpoints,
             "[outputcontrolpoints]", pc_out);
}

void p_check_entry(P *p)
{
    Cc *cc = p->cc;
    if (cc->stage == STAGE_LIBRARY || cc->stage == STAGE_NONE || !cc->opt)
        return;
    Decl *f = ast_entry(cc, p->ast);
    if (!f) {
        /* Only declared: prototypes are not in ast->functions. */
        Sym *s = scope_lookup_here(p->global, str_intern_c(cc, cc->opt->entry ? cc->opt->entry : "main"));
        if (s && s->kind == SYM_FUNC && s->overloads.len)
            diag(cc, s->overloads.data[0]->loc, D_NOT_ENTRY_BODY, s->overloads.data[0]->name);
        return;
    }
    if (!f->body) {
        diag(cc, f->loc, D_NOT_ENTRY_BODY, f->name);
        return;
    }
    /* Overloaded entry points: which one is meant is ambiguous. */
    for (uint32_t i = 0; i < p->ast->functions.len; i++) {
        Decl *g = p->ast->functions.data[i];
        if (g != f && g->body && g->qname == f->qname && !g->parent && !g->template_of) {
            diag(cc, g->loc, D_ENTRY_AMBIGUOUS, f->name);
            diag_note(cc, f->loc, "first definition is here");
            break;
        }
    }
    EntryCtx c = {p, f, cc->stage, {{0}, {0}}, {{0}, {0}}};
    check_attrs(&c);
    Stage st = cc->stage;
    if (st >= STAGE_RAYGEN && st <= STAGE_CALLABLE)
        return; /* ray tracing entries take payload/attribute structs without semantics */
    if ((st == STAGE_COMPUTE || st == STAGE_AMPLIFICATION || st == STAGE_MESH) && f->type->kind != TY_VOID) {
        diag(cc, f->loc, D_ENTRY_PARAM_TYPE, "the return value", f->name, ty_name(cc, f->type));
        return;
    }
    check_signature(&c, f);
    Decl *pc = f->attrs.patchconstantfunc_decl;
    if (st == STAGE_HULL && pc && pc != f) {
        EntryCtx pcc = {p, pc, st, {{0}, {0}}, {{0}, {0}}};
        check_signature(&pcc, pc->definition ? pc->definition : pc);
        check_patch_sizes(p, f, pc->definition ? pc->definition : pc);
    }
}

size_t hlsl_library_entries(Cc *cc, Ast *ast, const char ***names, const char ***stages)
{
    size_t n = 0;
    for (uint32_t i = 0; i < ast->functions.len; i++)
        n += ast->functions.data[i]->attrs.shader && ast->functions.data[i]->body;
    *names = NEWN(cc, const char *, n ? n : 1);
    *stages = NEWN(cc, const char *, n ? n : 1);
    n = 0;
    for (uint32_t i = 0; i < ast->functions.len; i++) {
        Decl *f = ast->functions.data[i];
        if (!f->attrs.shader || !f->body)
            continue;
        (*names)[n] = f->name;
        (*stages)[n++] = f->attrs.shader;
    }
    return n;
}
