/*
 * Attributes and annotations: `[attr(args)]` and `[[vk::attr(args)]]` on
 * declarations, functions and statements, and the `: semantic`,
 * `: register(...)`, `: packoffset(...)` annotations after a declarator.
 * Attribute arguments are parsed as expressions and folded; what each
 * attribute means is recorded in the Decl (VkAttrs, FuncAttrs) or Stmt.
 */
#include <stdlib.h>

#include "hlsl/sema.h"

/* ---- attributes ----------------------------------------------------------- */


/* attribute := '[' name ('(' args ')')? ']' | '[' ']' | '[[' ns '::' name ('(' args ')')? ']]' */
void p_attributes(P *p, Attrs *out)
{
    while (p_is_punct(p, P_LBRACKET)) {
        bool dbl = is_punct_at(p->tok + 1, P_LBRACKET);
        p->tok++;
        if (dbl)
            p->tok++;
        if (!dbl && p_accept(p, P_RBRACKET)) /* `[]`: no attribute, as DXC ("'[]' is valid") */
            continue;
        do {
            Attr a = {0};
            a.loc = p->tok->loc;
            a.name = p_ident(p, "an attribute name");
            if (!a.name) {
                p_skip_to_semi(p);
                return;
            }
            if (p_accept(p, P_COLONCOLON)) {
                a.ns = a.name;
                a.name = p_ident(p, "an attribute name");
                if (!a.name) { /* `[[vk::(`: diagnosed; skip to its ']' */
                    while (!p_is_punct(p, P_RBRACKET) && !p_is_punct(p, P_SEMI) && p->tok->kind != TK_EOF)
                        p->tok++;
                    break;
                }
            }
            if (p_accept(p, P_LPAREN)) {
                while (!p_is_punct(p, P_RPAREN) && p->tok->kind != TK_EOF) {
                    Expr *e = p_assign(p);
                    vec_push(&p->cc->arena, &a.args, e);
                    if (!p_accept(p, P_COMMA))
                        break;
                }
                p_expect(p, P_RPAREN, "after attribute arguments");
            }
            vec_push(&p->cc->arena, out, a);
        } while (dbl && p_accept(p, P_COMMA));
        p_expect(p, P_RBRACKET, "after attribute");
        if (dbl)
            p_expect(p, P_RBRACKET, "after attribute");
    }
}

/* glslang's `layout(set = 1, binding = 2)`, `layout(push_constant)` before
 * a declaration (its HLSL front end takes GLSL layout qualifiers): the
 * [[vk::...]] attributes that mean the same. Another qualifier (an image
 * format, a set without a binding) is ignored with a warning. */
void p_layout_qualifiers(P *p, Attrs *out)
{
    Cc *cc = p->cc;
    static const char *const same[] = {"push_constant", "constant_id", "input_attachment_index", "location"};
    while (p->tok->kind == TK_IDENT && strcmp(p->tok->text, "layout") == 0 && is_punct_at(p->tok + 1, P_LPAREN)) {
        p->tok += 2;
        Attr bind = {.ns = str_intern_c(cc, "vk"), .name = str_intern_c(cc, "binding")};
        Expr *set = NULL, *binding = NULL;
        while (!p_is_punct(p, P_RPAREN) && p->tok->kind != TK_EOF) {
            Loc loc = p->tok->loc;
            Str name = p_ident(p, "a layout qualifier");
            if (!name)
                break;
            Expr *v = p_accept(p, P_ASSIGN) ? p_assign(p) : NULL;
            unsigned k = 0;
            while (k < countof(same) && strcmp(name, same[k]) != 0)
                k++;
            if (!strcmp(name, "set")) {
                set = v;
            } else if (!strcmp(name, "binding")) {
                binding = v;
                bind.loc = loc;
            } else if (k < countof(same)) {
                Attr a = {.ns = bind.ns, .name = name, .loc = loc};
                if (v)
                    vec_push(&cc->arena, &a.args, v);
                vec_push(&cc->arena, out, a);
            } else {
                diag(cc, loc, D_UNKNOWN_ATTRIBUTE, arena_sprintf(&cc->arena, "layout(%s)", name));
            }
            if (!p_accept(p, P_COMMA))
                break;
        }
        p_expect(p, P_RPAREN, "after layout qualifiers");
        if (binding) {
            vec_push(&cc->arena, &bind.args, binding);
            if (set)
                vec_push(&cc->arena, &bind.args, set);
            vec_push(&cc->arena, out, bind);
        } else if (set) {
            diag(cc, set->loc, D_UNKNOWN_ATTRIBUTE, "layout(set) without a binding");
        }
    }
}

static bool attr_int(P *p, Attr *a, uint32_t i, int64_t *v)
{
    if (i >= a->args.len) {
        diag(p->cc, a->loc, D_BAD_ATTRIBUTE_ARGS, a->name);
        return false;
    }
    return p_const_int(p, a->args.data[i], v, "attribute argument");
}

static Str attr_str(P *p, Attr *a, uint32_t i)
{
    if (i < a->args.len && a->args.data[i]->kind == EX_STRING_LIT)
        return str_intern(p->cc, a->args.data[i]->sval, a->args.data[i]->slen);
    diag(p->cc, a->loc, D_BAD_ATTRIBUTE_ARGS, a->name);
    return NULL;
}

static bool attr_is(Attr *a, const char *s) { return strcmp(a->name, s) == 0; }
/* ASCII letters compared without case (names and stage kinds). */
static bool eq_ci(const char *x, const char *s)
{
    for (; *x && *s; x++, s++)
        if ((*x | 32) != (*s | 32))
            return false;
    return *x == *s;
}

static bool attr_is_ci(Attr *a, const char *s) { return eq_ci(a->name, s); }

/* [[vk::stencil_ref_*]]: 1 unchanged, 2 greater_equal, 3 less_equal (the
 * front or back face by the name's suffix), or 0. */
static uint32_t stencil_mode(const char *name)
{
    static const char *const kinds[] = {"unchanged", "greater_equal", "less_equal"};
    const char *k = name + 12;
    for (uint32_t i = 0; i < countof(kinds); i++) {
        size_t n = strlen(kinds[i]);
        if (!strncmp(k, kinds[i], n) && (!strcmp(k + n, "_front") || !strcmp(k + n, "_back")))
            return i + 1;
    }
    return 0;
}

/* Where DXC takes the Vulkan binding attributes (its Sema's subjects):
 * false after refusing `a` on d. A counter binding's buffer type is
 * checked once the type is known (p_check_decl_binding). */
static bool vk_attr_fits(P *p, const Decl *d, Attr *a)
{
    bool member = d->kind == DK_FIELD || d->kind == DK_PARAM || d->kind == DK_FUNC;
    bool global = d->kind == DK_CBUFFER || (d->kind == DK_VAR && d->storage != SC_LOCAL && d->storage != SC_PARAM);
    const char *where = NULL;
    if (attr_is(a, "binding") && member)
        where = "global variables, cbuffers, and tbuffers";
    else if (attr_is(a, "counter_binding") && (member || d->kind == DK_CBUFFER))
        where = "RWStructuredBuffers, AppendStructuredBuffers, and ConsumeStructuredBuffers";
    else if (attr_is(a, "location") && global)
        where = "functions, parameters, and fields";
    else if (attr_is(a, "push_constant") && member)
        where = "global variables of struct type";
    else if ((attr_is(a, "shader_record_nv") || attr_is(a, "shader_record_ext")) && member)
        where = "cbuffer or ConstantBuffer";
    else if ((attr_is(a, "ext_decorate_id") || attr_is(a, "ext_decorate_string")) && d->kind == DK_FUNC)
        where = "variables and parameters, not functions (DXC has no function form of it)";
    if (where) {
        diag(p->cc, a->loc, D_VK_ATTR_PLACE, a->name, where);
        return false;
    }
    if ((attr_is(a, "push_constant") || attr_is(a, "shader_record_nv") || attr_is(a, "shader_record_ext")) &&
        a->args.len) {
        diag(p->cc, a->loc, D_BAD_ATTRIBUTE_ARGS, a->name); /* DXC: "takes no arguments" */
        return false;
    }
    return true;
}

/* [[vk::...]] into d->vk; returns false when not a vk attribute. */
static bool apply_vk_attr(P *p, Decl *d, Attr *a)
{
    if (!a->ns || strcmp(a->ns, "vk") != 0)
        return false;
    if (!vk_attr_fits(p, d, a))
        return true;
    int64_t v = 0, w = 0;
    VkAttrs *vk = &d->vk;
    if (attr_is(a, "binding")) {
        if (attr_int(p, a, 0, &v))
            vk->binding = (int32_t)v;
        if (a->args.len > 1 && attr_int(p, a, 1, &w))
            vk->binding_set = (int32_t)w;
    } else if (attr_is(a, "counter_binding")) {
        if (attr_int(p, a, 0, &v))
            vk->counter_binding = (int32_t)v;
    } else if (attr_is(a, "location")) {
        if (attr_int(p, a, 0, &v))
            vk->location = (int32_t)v;
    } else if (attr_is(a, "index")) {
        if (attr_int(p, a, 0, &v))
            vk->index = (int32_t)v;
    } else if (attr_is(a, "builtin")) {
        vk->builtin = attr_str(p, a, 0);
    } else if (attr_is(a, "push_constant")) {
        vk->push_constant = true;
    } else if (attr_is(a, "constant_id")) {
        if (attr_int(p, a, 0, &v))
            vk->constant_id = (int32_t)v;
        d->is_spec_constant = true;
    } else if (attr_is(a, "input_attachment_index")) {
        if (attr_int(p, a, 0, &v))
            vk->input_attachment_index = (int32_t)v;
    } else if (attr_is(a, "image_format")) {
        vk->image_format = attr_str(p, a, 0);
    } else if (attr_is(a, "combinedImageSampler")) {
        vk->combined_image_sampler = true;
    } else if (attr_is(a, "shader_record_ext")) {
        vk->shader_record_ext = true;
    } else if (attr_is(a, "shader_record_nv")) {
        vk->shader_record_nv = true;
    } else if (attr_is(a, "offset")) {
        if (attr_int(p, a, 0, &v))
            vk->offset = (int32_t)v;
    } else if (attr_is(a, "post_depth_coverage")) {
        vk->post_depth_coverage = true;
    } else if (attr_is(a, "early_and_late_tests")) {
        vk->early_and_late_tests = true;
    } else if (attr_is(a, "depth_unchanged")) {
        vk->depth_unchanged = true;
    } else if (strncmp(a->name, "stencil_ref_", 12) == 0 && stencil_mode(a->name)) {
        bool front = strstr(a->name, "_front") != NULL;
        uint32_t *slot = front ? &vk->stencil_front : &vk->stencil_back;
        if (*slot && *slot != stencil_mode(a->name))
            diag(p->cc, a->loc, D_STENCIL_REF_TWICE, front ? "front" : "back", front ? "front" : "back",
                 front ? "front" : "back", front ? "front" : "back");
        *slot = stencil_mode(a->name);
    } else if (attr_is(a, "spvexecutionmode")) {
        /* [[vk::spvexecutionmode(mode)]] on an entry point: OpExecutionMode
         * mode (lower/inline_spirv.c checks it) */
        VkExtAttr e = {a->name, {0}, a->loc};
        for (uint32_t i = 0; i < a->args.len; i++)
            vec_push(&p->cc->arena, &e.args, a->args.data[i]);
        vec_push(&p->cc->arena, &vk->ext, e);
    } else if (!strcmp(a->name, "aliased_pointer") || !strcmp(a->name, "restrict_pointer")) {
        /* DXC decorates a variable holding a vk::BufferPointer AliasedPointer
         * or RestrictPointer. Here a pointer is a uint64_t and what it
         * reaches is always taken to be aliased (lower/bda.c): nothing to do. */
    } else if (strncmp(a->name, "ext_", 4) == 0) {
        /* Carried out: the built-in variables, and the instructions with
         * their literal and reference parameters (lower/inline_spirv.c). */
        static const char *const known[] = {"ext_builtin_input", "ext_builtin_output", "ext_literal",
                                            "ext_instruction", "ext_reference"};
        bool ok = false;
        for (size_t k = 0; k < countof(known); k++)
            ok |= strcmp(a->name, known[k]) == 0;
        /* Variables, parameters, functions and struct members (the stage
         * variables of an entry's, OpMemberDecorate of a struct's:
         * lower/inline_spirv.c, stageio.c). */
        if (!strcmp(a->name, "ext_decorate") || !strcmp(a->name, "ext_decorate_id") ||
            !strcmp(a->name, "ext_decorate_string"))
            ok = d->kind == DK_FUNC || d->kind == DK_VAR || d->kind == DK_PARAM || d->kind == DK_FIELD;
        /* A global variable in that storage class (p_check_ext_builtin
         * takes it out of $Globals; lower/resource.c places it). */
        if (!strcmp(a->name, "ext_storage_class")) {
            ok = d->kind == DK_VAR && d->storage != SC_PARAM;
            /* On a local: a variable of the module in that class, set where
             * the local is declared (DXC), for the classes a local can be. */
            static const uint32_t local_classes[] = {4 /* Workgroup */, 6 /* Private */, 7 /* Function */,
                                                     5328, 5329, 5338, 5339, 5342 /* ray tracing data */};
            bool fits = false;
            for (size_t k = 0; k < countof(local_classes); k++)
                fits |= a->args.len == 1 && a->args.data[0]->is_const && a->args.data[0]->cval.u == local_classes[k];
            if (ok && d->storage == SC_LOCAL && !fits && a->args.len == 1 && a->args.data[0]->is_const) {
                diag(p->cc, a->loc, D_EXT_STORAGE_CLASS_LOCAL, (unsigned)a->args.data[0]->cval.u);
                return true;
            }
        }
        /* Declared by the module when a global, a resource or a function
         * that carries them is used (lower/resource.c lw_ext_requirements). */
        if (!strcmp(a->name, "ext_capability") || !strcmp(a->name, "ext_extension"))
            ok = d->kind == DK_FUNC || d->kind == DK_VAR || d->kind == DK_FIELD;
        /* A function whose call defines vk::ext_type<id> (vk_spirv_type.c). */
        if (!strcmp(a->name, "ext_type_def")) {
            ok = d->kind == DK_FUNC;
            if (ok && (a->args.len != 2 || !a->args.data[0]->is_const || !a->args.data[1]->is_const ||
                       a->args.data[0]->cval.u > UINT32_MAX || a->args.data[1]->cval.u > 0xffff)) {
                diag(p->cc, a->loc, D_BAD_ATTRIBUTE_ARGS, "vk::ext_type_def");
                return true;
            }
        }
        /* Valid HLSL: -fsyntax-only (and -ast-dump) take it; only code
         * generation, which would leave it out, refuses it. */
        const osh_options *o = p->cc->opt;
        if (!ok && o && o->target != OSH_TARGET_NONE && !o->dump_ast)
            diag(p->cc, a->loc, D_EXT_ATTR_UNSUPPORTED, a->name);
        VkExtAttr e = {a->name, {0}, a->loc};
        for (uint32_t i = 0; i < a->args.len; i++)
            vec_push(&p->cc->arena, &e.args, a->args.data[i]);
        vec_push(&p->cc->arena, &vk->ext, e);
    } else {
        diag(p->cc, a->loc, D_UNKNOWN_ATTRIBUTE, arena_sprintf(&p->cc->arena, "vk::%s", a->name));
    }
    return true;
}

/* Function attributes into d->attrs. */
static void apply_func_attr(P *p, Decl *d, Attr *a)
{
    FuncAttrs *f = &d->attrs;
    int64_t v = 0;
    if (apply_vk_attr(p, d, a))
        return;
    if (a->ns) {
        diag(p->cc, a->loc, D_UNKNOWN_ATTRIBUTE, a->name);
        return;
    }
    if (attr_is_ci(a, "numthreads")) {
        if (a->args.len != 3) {
            diag(p->cc, a->loc, D_BAD_ATTRIBUTE_ARGS, a->name);
            /* present, though wrong: not "needs [numthreads]" as well */
            f->has_numthreads = true;
            f->numthreads[0] = f->numthreads[1] = f->numthreads[2] = 1;
            return;
        }
        f->has_numthreads = true;
        f->numthreads_loc = a->loc;
        for (int i = 0; i < 3; i++) {
            Expr *e = a->args.data[i];
            if (e->kind == EX_VAR && e->decl->is_spec_constant)
                f->numthreads_spec[i] = e->decl;
            if (attr_int(p, a, (uint32_t)i, &v))
                f->numthreads[i] = (uint32_t)v;
        }
    } else if (attr_is_ci(a, "shader")) {
        f->shader = attr_str(p, a, 0);
        /* [shader("kind")] names a stage: anything else is refused (it
         * compiled as a compute shader with the other stage's instructions:
         * invalid SPIR-V, found by fuzzing). */
        bool known = false;
        for (int st = 0; f->shader && st < STAGE_NONE && !known; st++)
            known = st != STAGE_LIBRARY && eq_ci(f->shader, stage_name((Stage)st));
        if (f->shader && !known) {
            diag(p->cc, a->loc, D_BAD_ATTRIBUTE_ARGS, "shader");
            f->shader = NULL;
        }
    } else if (attr_is_ci(a, "earlydepthstencil")) {
        f->earlydepthstencil = true;
    } else if (attr_is_ci(a, "domain")) {
        f->domain = attr_str(p, a, 0);
    } else if (attr_is_ci(a, "partitioning")) {
        f->partitioning = attr_str(p, a, 0);
    } else if (attr_is_ci(a, "outputtopology")) {
        f->outputtopology = attr_str(p, a, 0);
    } else if (attr_is_ci(a, "outputcontrolpoints")) {
        if (attr_int(p, a, 0, &v))
            f->outputcontrolpoints = (int32_t)v;
    } else if (attr_is_ci(a, "patchconstantfunc")) {
        f->patchconstantfunc = attr_str(p, a, 0);
        f->patchconstantfunc_loc = a->loc;
    } else if (attr_is_ci(a, "maxtessfactor")) {
        if (a->args.len == 1 && a->args.data[0]->is_const) {
            Expr *e = a->args.data[0];
            f->has_maxtessfactor = true;
            f->maxtessfactor = ty_is_float_kind(e->cval.kind) ? e->cval.f : (double)e->cval.i;
        } else {
            diag(p->cc, a->loc, D_BAD_ATTRIBUTE_ARGS, a->name);
        }
    } else if (attr_is_ci(a, "maxvertexcount")) {
        if (attr_int(p, a, 0, &v))
            f->maxvertexcount = (int32_t)v;
    } else if (attr_is_ci(a, "instance")) {
        if (attr_int(p, a, 0, &v))
            f->instance = (int32_t)v;
    } else if (attr_is_ci(a, "WaveSize")) {
        for (uint32_t i = 0; i < a->args.len && i < 3; i++)
            if (attr_int(p, a, i, &v))
                f->wave_size[i] = (uint32_t)v;
    } else if (attr_is_ci(a, "WaveOpsIncludeHelperLanes")) {
        f->wave_ops_include_helper_lanes = true;
    } else if (attr_is_ci(a, "noinline")) {
        f->noinline = true;
    } else if (attr_is_ci(a, "RootSignature") || attr_is_ci(a, "clipplanes") ||
               attr_is_ci(a, "NodeLaunch") || attr_is_ci(a, "experimental")) {
        /* accepted and ignored for Vulkan */
    } else {
        diag(p->cc, a->loc, D_UNKNOWN_ATTRIBUTE, a->name);
    }
}

void p_apply_decl_attrs(P *p, Decl *d, Attrs *as)
{
    for (uint32_t i = 0; i < as->len; i++) {
        Attr *a = &as->data[i];
        if (d->kind == DK_FUNC)
            apply_func_attr(p, d, a);
        else if (!apply_vk_attr(p, d, a))
            diag(p->cc, a->loc, D_UNKNOWN_ATTRIBUTE, a->name);
    }
}

/* ---- declarators: semantics, registers, packoffset ---------------------- */

static void parse_semantic(P *p, Semantic *s, const Token *t)
{
    const char *n = t->text;
    size_t len = strlen(n);
    size_t end = len;
    while (end > 0 && n[end - 1] >= '0' && n[end - 1] <= '9')
        end--;
    s->loc = t->loc;
    s->name = str_intern(p->cc, n, end);
    s->has_index = end < len;
    s->index = s->has_index ? (uint32_t)strtoul(n + end, NULL, 10) : 0;
    char *u = arena_strndup(&p->cc->arena, n, end);
    for (char *c = u; *c; c++)
        if (*c >= 'a' && *c <= 'z')
            *c = (char)(*c - 32);
    s->upper = str_intern_c(p->cc, u);
}

/* register := 'register' '(' (profile ',')? (reg (',' space)? | space) ')' */
static void p_register(P *p, Register *r)
{
    r->present = true;
    r->loc = p->tok->loc;
    p_expect(p, P_LPAREN, "after 'register'");
    for (int guard = 0; guard < 4 && p->tok->kind == TK_IDENT; guard++) {
        const Token *t = p->tok;
        p->tok++;
        const char *s = t->text;
        char k = (char)(s[0] | 32);
        if (strncmp(s, "space", 5) == 0 && s[5] >= '0' && s[5] <= '9') {
            r->has_space = true;
            r->space = (uint32_t)strtoul(s + 5, NULL, 10);
        } else if ((k == 'b' || k == 't' || k == 's' || k == 'u' || k == 'c') && s[1] >= '0' && s[1] <= '9') {
            r->kind = k;
            r->loc = t->loc;
            r->index = (uint32_t)strtoul(s + 1, NULL, 10);
            /* register(t0[2])? not HLSL */
        } else if (p_is_punct(p, P_COMMA) && r->kind == 0 && !r->has_space) {
            /* a profile: register(ps_5_0, t0) */
        } else {
            diag(p->cc, t->loc, D_BAD_REGISTER, s);
        }
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_expect(p, P_RPAREN, "after register");
}

/* The register class a resource binds to ('t', 'u', 's', 'b'), 0 when it
 * has none (non-resources, patches, streams). */
char ty_register_class(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind != TY_RESOURCE)
        return 0;
    const ResInfo *ri = ty_res_info(t->res);
    switch (ri->cls) {
    case RC_SAMPLER:
        return 's';
    case RC_CBUFFER:
        return t->res == R_CONSTANTBUFFER ? 'b' : 't';
    case RC_TEXTURE: case RC_RWTEXTURE: case RC_BUFFER_VIEW: case RC_STRUCTURED: case RC_BYTE_ADDRESS:
        return (ri->flags & RF_WRITE) ? 'u' : 't';
    case RC_ACCEL:
        return 't';
    default:
        return 0;
    }
}

/* Checks of a variable (or cbuffer: type NULL) that need its type and its
 * annotations together: the register class of a resource, one push-constant
 * block per file, scalar specialization constants. */
void p_check_decl_binding(P *p, Decl *d)
{
    Cc *cc = p->cc;
    char want = d->kind == DK_CBUFFER ? (d->is_tbuffer ? 't' : 'b') : d->type ? ty_register_class(d->type) : 0;
    if (d->reg.present && d->reg.kind && want && d->reg.kind != want)
        diag(cc, d->reg.loc, D_REGISTER_CLASS, d->name,
             d->kind == DK_CBUFFER ? (d->is_tbuffer ? "tbuffer" : "cbuffer") : ty_name(cc, d->type), want,
             d->reg.kind, d->reg.index);
    const Type *ct = d->type;
    while (ct && ct->kind == TY_ARRAY)
        ct = ct->elem;
    if (d->vk.counter_binding >= 0 && ct && ct->kind != TY_ERROR &&
        !(ct->kind == TY_RESOURCE && (ct->res == R_RWSTRUCTURED || ct->res == R_APPEND || ct->res == R_CONSUME)))
        diag(cc, d->loc, D_VK_ATTR_PLACE, "counter_binding",
             "RWStructuredBuffers, AppendStructuredBuffers, and ConsumeStructuredBuffers");
    if (d->vk.push_constant) {
        Decl *first = NULL;
        for (uint32_t i = 0; i < p->ast->globals.len && !first; i++)
            if (p->ast->globals.data[i] != d && p->ast->globals.data[i]->vk.push_constant)
                first = p->ast->globals.data[i];
        for (uint32_t i = 0; i < p->ast->cbuffers.len && !first; i++)
            if (p->ast->cbuffers.data[i] != d && p->ast->cbuffers.data[i]->vk.push_constant)
                first = p->ast->cbuffers.data[i];
        const Type *t = d->type;
        while (t && t->kind == TY_ARRAY)
            t = t->elem;
        if (t && t->kind == TY_RESOURCE && t->res == R_BUFFER_POINTER)
            diag(cc, d->loc, D_PUSH_CONSTANT_POINTER, d->name);
        if (first) {
            diag(cc, d->loc, D_PUSH_CONSTANT_TWICE, d->name);
            diag_note(cc, first->loc, "the first push-constant block is '%s'", first->name);
        }
    }
    /* DXC's four: bool, int, uint, float (no 16- or 64-bit, no min precision). */
    if (d->is_spec_constant && d->type && d->type->kind != TY_ERROR &&
        (d->type->kind != TY_SCALAR ||
         (d->type->scalar != SK_BOOL && d->type->scalar != SK_INT32 &&
          d->type->scalar != SK_UINT32 && d->type->scalar != SK_FLOAT)))
        diag(cc, d->loc, D_SPEC_CONST_TYPE, d->name, ty_name(cc, d->type));
}

/* packoffset := 'packoffset' '(' 'c'N? ('.' xyzw)? ')'; a bare c is c0, as
 * DXC reads it ("it's valid to omit the register number"). */
static void p_packoffset(P *p, PackOffset *po)
{
    po->present = true;
    po->loc = p->tok->loc;
    p_expect(p, P_LPAREN, "after 'packoffset'");
    const Token *t = p->tok;
    Str n = p_ident(p, "a constant register (c0)");
    if (n && (n[0] | 32) == 'c' && ((n[1] >= '0' && n[1] <= '9') || !n[1]))
        po->reg = (uint32_t)strtoul(n + 1, NULL, 10);
    else if (n)
        diag(p->cc, t->loc, D_BAD_PACKOFFSET, n);
    if (p_accept(p, P_DOT)) {
        const Token *c = p->tok;
        Str cn = p_ident(p, "a component");
        const char *comps = "xyzw", *comps2 = "rgba";
        if (cn && strlen(cn) == 1 && (strchr(comps, cn[0]) || strchr(comps2, cn[0])))
            po->comp = (uint32_t)(strchr(comps, cn[0]) ? strchr(comps, cn[0]) - comps : strchr(comps2, cn[0]) - comps2);
        else if (cn)
            diag(p->cc, c->loc, D_BAD_PACKOFFSET, cn);
    }
    p_expect(p, P_RPAREN, "after packoffset");
}

/* annotations := (':' (semantic | register(...) | packoffset(...)))* */
void p_annotations(P *p, Semantic *sem, Register *reg, PackOffset *po)
{
    while (p_is_punct(p, P_COLON) && p->tok[1].kind == TK_IDENT) {
        p->tok++;
        if (p_accept_kw(p, KW_REGISTER)) {
            Register tmp = {0};
            p_register(p, reg ? reg : &tmp);
        } else if (p_accept_kw(p, KW_PACKOFFSET)) {
            PackOffset tmp = {0};
            p_packoffset(p, po ? po : &tmp);
        } else {
            if (sem)
                parse_semantic(p, sem, p->tok);
            p->tok++;
        }
    }
}

/* Skips tokens from an opening `open` to its matching `close`, both
 * included; `>>` closes two angle brackets. */
static void skip_balanced(P *p, Punct open, Punct close)
{
    int depth = 0;
    do {
        if (p->tok->kind == TK_PUNCT) {
            Punct c = p->tok->punct;
            depth += c == open;
            depth -= c == close ? 1 : (close == P_GT && c == P_RSHIFT) ? 2 : 0;
        }
        p->tok++;
    } while (depth > 0 && p->tok->kind != TK_EOF);
}

/* Effect (FX) syntax after a declarator: an annotation block
 * `< string a = "x"; >` after its semantic and register, and a state block
 * `{ AddressU = WRAP; }` in place of an initializer. DXC warns that it
 * ignores them, and so do we (glslang ignores them too). */
void p_effect_syntax(P *p)
{
    if (p_is_punct(p, P_LT)) {
        diag(p->cc, p->tok->loc, D_EFFECT_IGNORED, "annotation");
        skip_balanced(p, P_LT, P_GT);
    }
    if (p_is_punct(p, P_LBRACE)) {
        diag(p->cc, p->tok->loc, D_EFFECT_IGNORED, "state block");
        skip_balanced(p, P_LBRACE, P_RBRACE);
    }
}


void p_stmt_attributes(P *p, Stmt *s)
{
    Attrs attrs = {0};
    p_attributes(p, &attrs);
    for (uint32_t i = 0; i < attrs.len; i++) {
        Attr *a = &attrs.data[i];
        int64_t v = 0;
        if (attr_is_ci(a, "unroll")) {
            s->attrs |= SA_UNROLL;
            if (a->args.len && attr_int(p, a, 0, &v))
                s->unroll_count = (uint32_t)v;
        } else if (attr_is_ci(a, "loop")) {
            s->attrs |= SA_LOOP;
        } else if (attr_is_ci(a, "fastopt")) {
            s->attrs |= SA_FASTOPT;
        } else if (attr_is_ci(a, "allow_uav_condition")) {
            s->attrs |= SA_ALLOW_UAV_CONDITION;
        } else if (attr_is_ci(a, "branch")) {
            s->attrs |= SA_BRANCH;
        } else if (attr_is_ci(a, "flatten")) {
            s->attrs |= SA_FLATTEN;
        } else if (attr_is_ci(a, "forcecase")) {
            s->attrs |= SA_FORCECASE;
        } else if (attr_is_ci(a, "call")) {
            s->attrs |= SA_CALL;
        } else if (a->ns && !strcmp(a->ns, "vk") &&
                   (attr_is(a, "ext_capability") || attr_is(a, "ext_extension"))) {
            VkExtAttr e = {a->name, {0}, a->loc};
            for (uint32_t k = 0; k < a->args.len; k++)
                vec_push(&p->cc->arena, &e.args, a->args.data[k]);
            vec_push(&p->cc->arena, &s->ext, e);
        } else {
            diag(p->cc, a->loc, D_UNKNOWN_ATTRIBUTE, a->name);
        }
    }
}

/* [[vk::ext_builtin_input(n)]] (input) or [[vk::ext_builtin_output(n)]] on
 * d: true with *builtin = n (a constant argument). */
bool ast_vk_ext_builtin(const Decl *d, bool input, uint32_t *builtin)
{
    const char *want = input ? "ext_builtin_input" : "ext_builtin_output";
    for (uint32_t i = 0; i < d->vk.ext.len; i++) {
        const VkExtAttr *e = &d->vk.ext.data[i];
        if (!e->name || strcmp(e->name, want) || e->args.len != 1 || !e->args.data[0] || !e->args.data[0]->is_const)
            continue;
        if (builtin)
            *builtin = (uint32_t)e->args.data[0]->cval.u;
        return true;
    }
    return false;
}

/* [[vk::ext_builtin_input(n)]] and [[vk::ext_builtin_output(n)]] name a
 * built-in variable: a static one (const for an input), not both (DXC's
 * rules and messages). */
void p_check_ext_builtin(P *p, Decl *d)
{
    bool in = ast_vk_ext_builtin(d, true, NULL), out = ast_vk_ext_builtin(d, false, NULL);
    const char *why = NULL;
    if (in && out)
        why = "vk::ext_builtin_input cannot be used together with vk::ext_builtin_output";
    else if ((in || out) && d->storage != SC_STATIC && d->storage != SC_STATIC_MEMBER)
        why = "vk::ext_builtin_input and vk::ext_builtin_output can only be applied to a static variable";
    else if (in && !(d->mods & DM_CONST))
        why = "vk::ext_builtin_input can only be applied to a const-qualified variable";
    if (why)
        diag(p->cc, d->loc, D_EXT_BUILTIN_DECL, why);
    /* [[vk::ext_storage_class(sc)]] T x; at global scope is a variable of its
     * own in that storage class, not a $Globals member (DXC). */
    for (uint32_t i = 0; i < d->vk.ext.len; i++)
        if (!strcmp(d->vk.ext.data[i].name, "ext_storage_class") && d->storage == SC_GLOBAL_UNIFORM &&
            d->type->kind != TY_RESOURCE)
            d->storage = SC_STATIC;
}

/* Payload access qualifiers (DXR 1.2's `struct [raypayload] P { T f :
 * read(caller, closesthit) : write(miss); }`) say which stages read and
 * write each field; they change no SPIR-V (DXC checks and drops them), so
 * they are checked here and left out of the tokens the parser sees: the
 * `[raypayload]` after `struct`, and in such a struct's body each `:
 * read(...)` and `: write(...)`. Returns toks itself when there are none. */
const Token *p_strip_payload_qualifiers(Cc *cc, const Token *toks, uint32_t *count)
{
    Str raypayload = str_intern_lit(cc, "raypayload"), rd = str_intern_lit(cc, "read"),
        wr = str_intern_lit(cc, "write"), st = str_intern_lit(cc, "struct"), cl = str_intern_lit(cc, "class");
    static const char *const stages[] = {"caller", "closesthit", "anyhit", "miss"};
    uint32_t n = *count, i = 0;
    for (; i < n && toks[i].text != raypayload; i++)
        ;
    if (i == n)
        return toks;
#define PUNCT_AT(k, pu) ((k) < n && toks[k].kind == TK_PUNCT && toks[k].punct == (pu))
    Token *out = NEWN(cc, Token, n);
    uint32_t m = 0, depth = 0, body = 0; /* body: the brace depth inside a payload struct, 0 outside */
    bool pending = false;
    for (i = 0; i < n;) {
        const Token *t = &toks[i];
        if ((t->text == st || t->text == cl) && PUNCT_AT(i + 1, P_LBRACKET) && i + 3 < n &&
            toks[i + 2].text == raypayload && PUNCT_AT(i + 3, P_RBRACKET)) {
            out[m++] = *t;
            i += 4;
            pending = true;
            continue;
        }
        if (t->kind == TK_PUNCT && t->punct == P_LBRACE) {
            depth++;
            if (pending && !body)
                body = depth;
            pending = false;
        } else if (t->kind == TK_PUNCT && t->punct == P_RBRACE) {
            if (body == depth)
                body = 0;
            depth -= depth > 0;
        } else if (t->kind == TK_PUNCT && t->punct == P_SEMI && !body) {
            pending = false; /* `struct [raypayload] P;` */
        }
        if (body && body == depth && t->kind == TK_PUNCT && t->punct == P_COLON && i + 2 < n &&
            (toks[i + 1].text == rd || toks[i + 1].text == wr) && PUNCT_AT(i + 2, P_LPAREN)) {
            uint32_t k = i + 3;
            for (; k < n && !PUNCT_AT(k, P_RPAREN) && toks[k].kind != TK_EOF; k++) {
                if (PUNCT_AT(k, P_COMMA))
                    continue;
                bool ok = false;
                for (size_t s = 0; s < countof(stages) && toks[k].kind == TK_IDENT; s++)
                    ok |= !strcmp(toks[k].text, stages[s]);
                if (!ok)
                    diag(cc, toks[k].loc, D_PAYLOAD_QUALIFIER,
                         arena_sprintf(&cc->arena, "'%s' is not caller, closesthit, anyhit or miss",
                                       toks[k].text ? toks[k].text : "?"));
            }
            i = k < n && PUNCT_AT(k, P_RPAREN) ? k + 1 : k;
            continue;
        }
        out[m++] = *t;
        i++;
    }
#undef PUNCT_AT
    *count = m;
    return out;
}
