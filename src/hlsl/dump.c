/*
 * -ast-dump: the typed AST as text, one node per line, indented by depth,
 * each with its type. Deterministic: everything is walked in source order.
 */
#include "hlsl/sema.h"

static const char *const binop_sp[] = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
                                       "<", ">", "<=", ">=", "==", "!=", "&&", "||"};
static const char *const unop_sp[] = {"+", "-", "!", "~", "++pre", "--pre", "post++", "post--"};
static const char *const cast_sp[] = {
    "noop", "int_to_int", "int_to_float", "float_to_int", "float_to_float", "int_to_bool",
    "float_to_bool", "bool_to_int", "bool_to_float", "splat", "truncate", "scalar_to_vec1",
    "vec1_to_scalar", "reshape", "flatten"};

const char *ast_binop_spelling(BinaryOp op) { return (unsigned)op < countof(binop_sp) ? binop_sp[op] : "?"; }
const char *ast_unop_spelling(UnaryOp op) { return (unsigned)op < countof(unop_sp) ? unop_sp[op] : "?"; }
const char *ast_cast_name(CastKind k) { return (unsigned)k < countof(cast_sp) ? cast_sp[k] : "?"; }

typedef struct D {
    Cc *cc;
    Buf *out;
} D;

static void indent(D *d, int n)
{
    for (int i = 0; i < n; i++)
        buf_puts(d->out, "  ");
}

static const char *tn(D *d, Type *t) { return t ? ty_name(d->cc, t) : "<null>"; }

static void dump_expr(D *d, Expr *e, int n);

static void dump_list(D *d, const char *label, Expr **v, uint32_t len, int n)
{
    indent(d, n);
    buf_printf(d->out, "%s\n", label);
    for (uint32_t i = 0; i < len; i++)
        dump_expr(d, v[i], n + 1);
}

static void dump_expr(D *d, Expr *e, int n)
{
    if (n > LIMIT_NESTING * 2)
        return;
    indent(d, n);
    if (!e) {
        buf_puts(d->out, "<null>\n");
        return;
    }
    Buf *o = d->out;
    switch (e->kind) {
    case EX_INT_LIT:
        if (ty_is_signed_kind(e->type->scalar) || e->type->scalar == SK_LIT_INT)
            buf_printf(o, "IntLit %lld", (long long)e->cval.i);
        else
            buf_printf(o, "IntLit %llu", (unsigned long long)e->cval.u);
        break;
    case EX_FLOAT_LIT: buf_printf(o, "FloatLit %.9g", e->fval); break;
    case EX_BOOL_LIT: buf_printf(o, "BoolLit %s", e->bval ? "true" : "false"); break;
    case EX_STRING_LIT: buf_printf(o, "StringLit \"%s\"", e->sval); break;
    case EX_VAR: buf_printf(o, "Var '%s'", e->decl->qname ? e->decl->qname : "?"); break;
    case EX_UNARY: buf_printf(o, "Unary %s", ast_unop_spelling((UnaryOp)e->op)); break;
    case EX_BINARY: buf_printf(o, "Binary %s", ast_binop_spelling((BinaryOp)e->op)); break;
    case EX_LOGICAL: buf_printf(o, "Logical %s%s", ast_binop_spelling((BinaryOp)e->op), e->short_circuit ? " short-circuit" : ""); break;
    case EX_ASSIGN: buf_puts(o, "Assign"); break;
    case EX_COMPOUND_ASSIGN: buf_printf(o, "CompoundAssign %s= optype=%s", ast_binop_spelling((BinaryOp)e->op), tn(d, e->op_type)); break;
    case EX_INCDEC: buf_printf(o, "IncDec %s", ast_unop_spelling((UnaryOp)e->op)); break;
    case EX_TERNARY: buf_puts(o, "Ternary"); break;
    case EX_COMMA: buf_puts(o, "Comma"); break;
    case EX_CAST: buf_printf(o, "Cast %s%s", ast_cast_name(e->cast_kind), e->explicit_cast ? " explicit" : ""); break;
    case EX_SWIZZLE:
        buf_puts(o, "Swizzle ");
        for (int i = 0; i < e->ncomps; i++)
            buf_putc(o, "xyzw"[e->comps[i] & 3]);
        break;
    case EX_MATRIX_ELEMS:
        buf_puts(o, "MatrixElems ");
        for (int i = 0; i < e->ncomps; i++)
            buf_printf(o, "_m%d%d", e->comps[i] / 4, e->comps[i] % 4);
        break;
    case EX_MEMBER: buf_printf(o, "Member '%s' #%u", e->decl->name ? e->decl->name : "?", e->decl->field_index); break;
    case EX_INDEX: buf_puts(o, "Index"); break;
    case EX_RES_MIPS: buf_puts(o, "Mips"); break;
    case EX_RES_SAMPLE: buf_puts(o, "SampleAccess"); break;
    case EX_CALL: buf_printf(o, "Call '%s'", e->func->qname); break;
    case EX_BUILTIN: buf_printf(o, "Builtin %s", builtin_name(e->builtin)); break;
    case EX_CONSTRUCT: buf_puts(o, "Construct"); break;
    case EX_INIT_LIST: buf_puts(o, "InitList"); break;
    case EX_OPAQUE: buf_puts(o, "Opaque"); break;
    case EX_THIS: buf_puts(o, "This"); break;
    case EX_ERROR: buf_puts(o, "Error"); break;
    }
    buf_printf(o, " : %s%s\n", tn(d, e->type), e->lvalue ? " lvalue" : "");
    if (e->object) {
        indent(d, n + 1);
        buf_puts(o, "object:\n");
        dump_expr(d, e->object, n + 2);
    }
    if (e->cond)
        dump_expr(d, e->cond, n + 1);
    if (e->kind == EX_OPAQUE)
        return;
    if (e->lhs && e->kind != EX_CAST)
        dump_expr(d, e->lhs, n + 1);
    else if (e->lhs && e->cast_kind != CK_FLATTEN)
        dump_expr(d, e->lhs, n + 1);
    if (e->level)
        dump_expr(d, e->level, n + 1);
    if (e->rhs)
        dump_expr(d, e->rhs, n + 1);
    for (uint32_t i = 0; i < e->args.len; i++)
        dump_expr(d, e->args.data[i], n + 1);
    if (e->init.srcs.len || e->init.leaves.len) {
        dump_list(d, "srcs:", e->init.srcs.data, e->init.srcs.len, n + 1);
        dump_list(d, "leaves:", e->init.leaves.data, e->init.leaves.len, n + 1);
    }
    if (e->lhs_conv)
        dump_list(d, "lhs_conv:", &e->lhs_conv, 1, n + 1);
    if (e->back_conv)
        dump_list(d, "back_conv:", &e->back_conv, 1, n + 1);
}

static void dump_decl(D *d, Decl *x, int n);

static void dump_stmt(D *d, Stmt *s, int n)
{
    static const char *const names[] = {"Block", "ExprStmt", "DeclStmt", "If", "For", "While", "Do",
                                        "Switch", "Break", "Continue", "Return", "Discard", "Empty"};
    if (!s || n > LIMIT_NESTING * 2)
        return;
    indent(d, n);
    buf_puts(d->out, names[s->kind]);
    if (s->attrs)
        buf_printf(d->out, " attrs=0x%x", s->attrs);
    if (s->unroll_count)
        buf_printf(d->out, " unroll=%u", s->unroll_count);
    buf_putc(d->out, '\n');
    for (uint32_t i = 0; i < s->stmts.len; i++)
        dump_stmt(d, s->stmts.data[i], n + 1);
    for (uint32_t i = 0; i < s->decls.len; i++)
        dump_decl(d, s->decls.data[i], n + 1);
    if (s->init)
        dump_stmt(d, s->init, n + 1);
    if (s->cond)
        dump_expr(d, s->cond, n + 1);
    if (s->step)
        dump_expr(d, s->step, n + 1);
    if (s->expr)
        dump_expr(d, s->expr, n + 1);
    if (s->then)
        dump_stmt(d, s->then, n + 1);
    if (s->els)
        dump_stmt(d, s->els, n + 1);
    if (s->body)
        dump_stmt(d, s->body, n + 1);
    for (uint32_t i = 0; i < s->cases.len; i++) {
        SwitchCase *c = s->cases.data[i];
        indent(d, n + 1);
        buf_puts(d->out, c->is_default ? "Default" : "Case");
        for (uint32_t j = 0; j < c->values.len; j++)
            buf_printf(d->out, " %lld", (long long)c->values.data[j]);
        buf_putc(d->out, '\n');
        for (uint32_t j = 0; j < c->stmts.len; j++)
            dump_stmt(d, c->stmts.data[j], n + 2);
    }
}

static void dump_sem(D *d, Semantic *s)
{
    if (s->name)
        buf_printf(d->out, " : %s%s", s->name, s->has_index ? arena_sprintf(&d->cc->arena, "%u", s->index) : "");
}

static void dump_decl(D *d, Decl *x, int n)
{
    Buf *o = d->out;
    indent(d, n);
    switch (x->kind) {
    case DK_VAR: case DK_PARAM: case DK_FIELD: {
        static const char *const st[] = {"local", "param", "uniform", "static", "groupshared", "cbuffer", "static-member"};
        buf_printf(o, "%s '%s' : %s", x->kind == DK_VAR ? "Var" : x->kind == DK_PARAM ? "Param" : "Field",
                   x->qname ? x->qname : "?", tn(d, x->type));
        if (x->kind == DK_VAR)
            buf_printf(o, " %s", st[x->storage]);
        if (x->kind == DK_PARAM && x->param_mode)
            buf_puts(o, x->param_mode == PM_OUT ? " out" : " inout");
        if (x->mods)
            buf_printf(o, " mods=0x%x", x->mods);
        if (x->row_major)
            buf_puts(o, " row_major");
        dump_sem(d, &x->semantic);
        if (x->reg.present)
            buf_printf(o, " register(%c%u, space%u)", x->reg.kind ? x->reg.kind : '-', x->reg.index, x->reg.space);
        if (x->packoffset.present)
            buf_printf(o, " packoffset(c%u.%c)", x->packoffset.reg, "xyzw"[x->packoffset.comp & 3]);
        if (x->vk.binding >= 0)
            buf_printf(o, " vk::binding(%d, %d)", x->vk.binding, x->vk.binding_set);
        if (x->vk.location >= 0)
            buf_printf(o, " vk::location(%d)", x->vk.location);
        if (x->vk.push_constant)
            buf_puts(o, " vk::push_constant");
        if (x->vk.constant_id >= 0)
            buf_printf(o, " vk::constant_id(%d)", x->vk.constant_id);
        if (x->bitfield_width)
            buf_printf(o, " bits=%u", x->bitfield_width);
        if (x->has_cval)
            buf_printf(o, " = const %g", ty_is_float_kind(x->cval.kind) ? x->cval.f : (double)x->cval.i);
        buf_putc(o, '\n');
        if (x->init)
            dump_expr(d, x->init, n + 1);
        break;
    }
    case DK_FUNC:
        buf_printf(o, "Function '%s' : %s", x->qname, tn(d, x->type));
        dump_sem(d, &x->ret_semantic);
        if (x->attrs.has_numthreads)
            buf_printf(o, " numthreads(%u, %u, %u)", x->attrs.numthreads[0], x->attrs.numthreads[1], x->attrs.numthreads[2]);
        if (x->is_method)
            buf_puts(o, " method");
        buf_putc(o, '\n');
        for (uint32_t i = 0; i < x->params.len; i++)
            dump_decl(d, x->params.data[i], n + 1);
        if (x->body)
            dump_stmt(d, x->body, n + 1);
        break;
    case DK_STRUCT:
        buf_printf(o, "Struct '%s'\n", x->qname ? x->qname : "(anonymous)");
        for (uint32_t i = 0; i < x->fields.len; i++)
            dump_decl(d, x->fields.data[i], n + 1);
        for (uint32_t i = 0; i < x->methods.len; i++) {
            indent(d, n + 1);
            buf_printf(o, "Method '%s'\n", x->methods.data[i]->qname);
        }
        break;
    case DK_CBUFFER:
        buf_printf(o, "%s '%s'", x->is_tbuffer ? "TBuffer" : "CBuffer", x->name ? x->name : "?");
        if (x->reg.present)
            buf_printf(o, " register(%c%u, space%u)", x->reg.kind ? x->reg.kind : '-', x->reg.index, x->reg.space);
        buf_putc(o, '\n');
        for (uint32_t i = 0; i < x->members.len; i++)
            dump_decl(d, x->members.data[i], n + 1);
        break;
    case DK_TYPEDEF: buf_printf(o, "Typedef '%s' : %s\n", x->qname, tn(d, x->type)); break;
    case DK_ENUM:
        buf_printf(o, "Enum '%s'\n", x->qname ? x->qname : "(anonymous)");
        for (uint32_t i = 0; i < x->enumerators.len; i++) {
            indent(d, n + 1);
            buf_printf(o, "Enumerator '%s' = %lld\n", x->enumerators.data[i]->qname, (long long)x->enumerators.data[i]->cval.i);
        }
        break;
    case DK_ENUM_CONST: buf_printf(o, "Enumerator '%s'\n", x->qname); break;
    case DK_TEMPLATE:
        buf_printf(o, "Template '%s' (%u instantiations)\n", x->qname, x->instances.len);
        for (uint32_t i = 0; i < x->instances.len; i++)
            dump_decl(d, x->instances.data[i], n + 1);
        break;
    case DK_NAMESPACE:
        buf_printf(o, "Namespace '%s'\n", x->name);
        for (uint32_t i = 0; i < x->decls.len; i++)
            dump_decl(d, x->decls.data[i], n + 1);
        break;
    }
}

void hlsl_dump_ast(Cc *cc, struct Ast *ast, Buf *out)
{
    D d = {cc, out};
    if (!ast)
        return;
    for (uint32_t i = 0; i < ast->decls.len; i++)
        dump_decl(&d, ast->decls.data[i], 0);
}
