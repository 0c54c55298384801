/*
 * Inline SPIR-V types (DXC's "Inline SPIR-V", the HLSL form of
 * GL_EXT_spirv_intrinsics), parsed after `vk::`:
 *
 *   vk::SpirvType<opcode, size, alignment, operand...>   a type with a size
 *   vk::SpirvOpaqueType<opcode, operand...>              a type without one
 *   vk::integral_constant<T, v>    as an operand: the id of OpConstant T v
 *   vk::Literal<vk::integral_constant<T, v>>   as an operand: v's word(s)
 *   vk::ext_type<id>               the type an [[vk::ext_type_def(id, op)]]
 *                                  function's call defines
 *   vk::ext_result_id<T>           a value of T (the id of an instruction's
 *                                  result; here simply a T)
 *
 * Any other type as an operand is its id. The types are TY_SPIRV (type.h),
 * interned by content, so two spellings of one type are one type; the
 * lowering makes them IR_TY_SPIRV and the SPIR-V back end writes the
 * instruction as written, after checking it against the grammar.
 */
#include "hlsl/sema.h"

static bool is_form(const Type *t, SpvForm f) { return t && t->kind == TY_SPIRV && t->spv->form == f; }

/* '<' arg (',' arg)* '>' into at most `max` arguments (types or constants);
 * -1 after a diagnostic. */
static int spv_targs(P *p, Str what, Type **t, int64_t *v, int max, const Token *at)
{
    int n = 0;
    if (!p_is_punct(p, P_LT)) {
        diag(p->cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
        return -1;
    }
    p->tok++;
    while (!p_is_punct(p, P_GT) && !p_is_punct(p, P_RSHIFT) && p->tok->kind != TK_EOF) {
        if (n == max) {
            diag(p->cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
            return -1;
        }
        if (!p_template_arg(p, &t[n], &v[n]))
            return -1;
        n++;
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_close_template(p);
    return n;
}

static Type *bad(P *p, Str what, const Token *at, const char *why)
{
    diag(p->cc, at->loc, D_BAD_TEMPLATE_ARGS, what);
    diag_note(p->cc, at->loc, "%s", why);
    return ty_error(p->cc);
}

/* The value of a constant of scalar type t, as its bits (bool 0/1). */
static uint64_t const_bits(const Type *t, int64_t v)
{
    if (t->scalar == SK_BOOL)
        return v != 0;
    if (ty_scalar_bits(t->scalar) == 64)
        return (uint64_t)v;
    return (uint32_t)v;
}

/* vk::SpirvType, vk::SpirvOpaqueType, vk::integral_constant, vk::Literal,
 * vk::ext_type, vk::ext_result_id (p->tok is after the name); NULL when
 * `n` is none of them. */
Type *p_vk_spirv_type(P *p, Str n, Str what, const Token *at)
{
    Cc *cc = p->cc;
    enum { MAXARGS = 64 };
    bool sized = !strcmp(n, "SpirvType"), opaque = !strcmp(n, "SpirvOpaqueType");
    bool constant = !strcmp(n, "integral_constant"), literal = !strcmp(n, "Literal");
    bool ext = !strcmp(n, "ext_type"), result = !strcmp(n, "ext_result_id");
    if (!sized && !opaque && !constant && !literal && !ext && !result)
        return NULL;
    Type **t = NEWN(cc, Type *, MAXARGS);
    int64_t *v = NEWN(cc, int64_t, MAXARGS);
    int na = spv_targs(p, what, t, v, MAXARGS, at);
    if (na < 0)
        return ty_error(cc);
    for (int i = 0; i < na; i++)
        if (t[i] && t[i]->kind == TY_ERROR)
            return t[i];
    SpvTypeDesc d = {0};
    d.loc = at->loc;
    if (result) {
        if (na != 1 || !t[0] || t[0]->kind == TY_VOID)
            return bad(p, what, at, "the argument is the type of the result: vk::ext_result_id<T>");
        return t[0];
    }
    if (ext) {
        if (na != 1 || t[0] || v[0] < 0 || v[0] > UINT32_MAX)
            return bad(p, what, at, "the argument is the constant id of an [[vk::ext_type_def]]: vk::ext_type<id>");
        d.form = SPV_EXT_TYPE;
        d.opcode = (uint32_t)v[0];
        return ty_spirv(cc, &d);
    }
    if (constant) {
        if (na != 2 || !t[0] || t[1] || t[0]->kind != TY_SCALAR ||
            !(t[0]->scalar == SK_BOOL || ty_is_int_kind(t[0]->scalar)) || t[0]->scalar == SK_LIT_INT)
            return bad(p, what, at, "the arguments are an integer or bool type and a constant: "
                                    "vk::integral_constant<uint, 4>");
        d.form = SPV_CONSTANT;
        d.vtype = t[0];
        d.value = const_bits(t[0], v[1]);
        return ty_spirv(cc, &d);
    }
    if (literal) {
        if (na != 1 || !is_form(t[0], SPV_CONSTANT))
            return bad(p, what, at, "the argument is a vk::integral_constant<T, v>: its value is the literal");
        d.form = SPV_LITERAL;
        d.nops = 1;
        d.ops = t;
        return ty_spirv(cc, &d);
    }
    int first = sized ? 3 : 1;
    if (na < first)
        return bad(p, what, at, sized ? "the arguments are the opcode, the size, the alignment, then the operands"
                                      : "the arguments are the opcode, then the operands");
    for (int i = 0; i < first; i++)
        if (t[i] || v[i] < 0 || v[i] > (i ? UINT32_MAX : 0xffff))
            return bad(p, what, at, i == 0 ? "the opcode is a constant below 65536"
                                           : "the size and the alignment are constants");
    if (sized && (v[2] == 0 || (v[2] & (v[2] - 1)) != 0))
        return bad(p, what, at, "the alignment is a power of two");
    for (int i = first; i < na; i++)
        if (!t[i] || t[i]->kind == TY_VOID)
            return bad(p, what, at, "an operand is a type: a type's id, vk::integral_constant<T, v> "
                                    "(an OpConstant) or vk::Literal<vk::integral_constant<T, v>> (a literal)");
    d.form = sized ? SPV_SIZED : SPV_OPAQUE;
    d.opcode = (uint32_t)v[0];
    d.size = sized ? (uint32_t)v[1] : 0;
    d.align = sized ? (uint32_t)v[2] : 0;
    d.nops = (uint32_t)(na - first);
    d.ops = t + first;
    return ty_spirv(cc, &d);
}

/* `using T [[vk::ext_capability(c), vk::ext_extension("e")]] = X;` and
 * `[[...]] typedef X T;`: X with the capabilities and extensions, which the
 * module declares where the type is used. Only inline SPIR-V types take
 * them (OSH0476 otherwise); other attributes are ignored here. */
Type *p_vk_type_with_attrs(P *p, Type *t, Attrs *attrs)
{
    Cc *cc = p->cc;
    if (!attrs || !attrs->len || !t || t->kind == TY_ERROR)
        return t;
    Vec(uint32_t) caps = {0};
    Vec(Str) exts = {0};
    for (uint32_t i = 0; i < attrs->len; i++) {
        Attr *a = &attrs->data[i];
        if (!a->ns || strcmp(a->ns, "vk") != 0)
            continue; /* others mean nothing on a type, as before */
        bool cap = a->ns && !strcmp(a->ns, "vk") && !strcmp(a->name, "ext_capability");
        bool ext = a->ns && !strcmp(a->ns, "vk") && !strcmp(a->name, "ext_extension");
        if ((!cap && !ext) || t->kind != TY_SPIRV || t->spv->form == SPV_CONSTANT || t->spv->form == SPV_LITERAL) {
            diag(cc, a->loc, D_EXT_ATTR_UNSUPPORTED, a->name ? a->name : "?");
            continue;
        }
        Expr *x = a->args.len == 1 ? a->args.data[0] : NULL;
        if (cap && x && x->is_const && x->cval.u <= UINT32_MAX)
            vec_push(&cc->arena, &caps, (uint32_t)x->cval.u);
        else if (ext && x && x->kind == EX_STRING_LIT && x->sval)
            vec_push(&cc->arena, &exts, str_intern(cc, x->sval, x->slen));
        else
            diag(cc, a->loc, D_BAD_ATTRIBUTE_ARGS, a->name);
    }
    if (t->kind != TY_SPIRV || (!caps.len && !exts.len))
        return t;
    SpvTypeDesc d = *t->spv;
    Vec(uint32_t) allc = {0};
    Vec(Str) alle = {0};
    for (uint32_t i = 0; i < d.ncaps; i++)
        vec_push(&cc->arena, &allc, d.caps[i]);
    for (uint32_t i = 0; i < caps.len; i++)
        vec_push(&cc->arena, &allc, caps.data[i]);
    for (uint32_t i = 0; i < d.nexts; i++)
        vec_push(&cc->arena, &alle, d.exts[i]);
    for (uint32_t i = 0; i < exts.len; i++)
        vec_push(&cc->arena, &alle, exts.data[i]);
    d.ncaps = allc.len;
    d.caps = allc.data;
    d.nexts = alle.len;
    d.exts = alle.data;
    return ty_spirv(cc, &d);
}

/* A call of an [[vk::ext_type_def(id, opcode)]] function defines
 * vk::ext_type<id> with its arguments as operands (the first reached call
 * does; a second function defining the same id is D_EXT_TYPE_DEF).
 * Recorded on reached calls, in the order they are reached. */
void vk_record_type_def(P *p, Expr *e)
{
    Cc *cc = p->cc;
    Decl *f = e->func;
    uint32_t id, oid;
    if (!f || !ast_ext_type_def(f, &id, NULL))
        return;
    if (f->type && f->type->kind != TY_VOID) {
        diag(cc, e->loc, D_EXT_TYPE_DEF, f->name, "the function defines a type and returns void");
        return;
    }
    for (uint32_t i = 0; i < p->ast->type_defs.len; i++) {
        Expr *o = p->ast->type_defs.data[i];
        if (o == e || !ast_ext_type_def(o->func, &oid, NULL) || oid != id)
            continue;
        if (o->func != f) {
            diag(cc, e->loc, D_EXT_TYPE_DEF, f->name,
                 arena_sprintf(&cc->arena, "vk::ext_type<%u> is defined by another function already", id));
            diag_note(cc, o->loc, "defined here");
        }
        return;
    }
    vec_push(&cc->arena, &p->ast->type_defs, e);
}

/* The attribute's arguments are checked where it is applied (decl_attr.c). */
bool ast_ext_type_def(const Decl *f, uint32_t *id, uint32_t *opcode)
{
    for (uint32_t i = 0; f && i < f->vk.ext.len; i++) {
        const VkExtAttr *a = &f->vk.ext.data[i];
        if (strcmp(a->name, "ext_type_def") || a->args.len != 2 || !a->args.data[0]->is_const ||
            !a->args.data[1]->is_const)
            continue;
        if (id)
            *id = (uint32_t)a->args.data[0]->cval.u;
        if (opcode)
            *opcode = (uint32_t)a->args.data[1]->cval.u;
        return true;
    }
    return false;
}

Expr *ast_ext_type_def_call(Ast *ast, uint32_t id)
{
    uint32_t k;
    for (uint32_t i = 0; i < ast->type_defs.len; i++)
        if (ast_ext_type_def(ast->type_defs.data[i]->func, &k, NULL) && k == id)
            return ast->type_defs.data[i];
    return NULL;
}
