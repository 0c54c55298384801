/*
 * A resource chosen at run time by ?: inside an expression.
 *
 * Vulkan has no value that is "one of two descriptors": DXC's legalization
 * refuses the OpSelect of resource pointers that `c ? gA : gB` needs
 * unless c folds. But where the choice is used inside a statement
 * (`t.Sample(c ? s1 : s2, uv)`, `(c ? a : b)[i] = v`), the statement can be
 * run once per alternative instead:
 *
 *   if (c) <statement's expression with gA>  else <... with gB>
 *
 * and its value, if any, joined after. lw_pick_scan looks at a statement's
 * top-level expression before it is lowered; each ?: of resource type
 * whose condition is not a constant, has no side effects, and whose
 * alternatives are not choices themselves is recorded. lw_expr, reaching
 * that top-level expression, calls lw_pick_lower, which branches on the
 * conditions in source order (at most PICK_MAX of them) and lowers the
 * expression in each leaf with every choice made (lw_res reads it from
 * L.pick_choice). The condition is evaluated first, before the rest of the
 * expression: it has no side effects, so only the order of the others
 * relative to each other is kept.
 *
 * An element of an array of resources flattened by
 * -fspv-flatten-resource-arrays (each element its own variable) at an index
 * that is not a constant is a choice too: `t[i].Sample(s[i % 2], uv)` runs
 * once per element, under ifs on i == 0, i == 1, ... (the last element
 * takes the rest), as DXC's legalization replaces such an access with a
 * switch over the elements (vk.binding.flatten-arrays.var-index).
 *
 * A choice whose value is stored in a resource holder (`SamplerState s =
 * c ? a : b;`) is not this: the holder is ambiguous (resbind.c), and only
 * a use of it is refused.
 */
#include "lower/lower_int.h"

enum { PICK_MAX = 4, PICK_LEAVES = 64 };

typedef struct LPick {
    Expr *t[PICK_MAX];  /* a ?: or an index */
    uint32_t n;
    bool active;        /* being lowered: lw_expr lowers it plainly */
} LPick;

typedef struct Scan {
    AstWalk w;          /* first: the callbacks get it */
    L *l;
    Expr *t[PICK_MAX];
    uint32_t n, leaves;
    bool refuse;        /* a resource holder is assigned inside, or too many */
} Scan;

static bool pure(Expr *e, int depth)
{
    if (!e)
        return true;
    if (depth > LIMIT_NESTING)
        return false;
    switch (e->kind) {
    case EX_CALL: case EX_ASSIGN: case EX_COMPOUND_ASSIGN: case EX_INCDEC: case EX_BUILTIN:
        return false;
    case EX_UNARY:
        if (e->op >= UO_PREINC)
            return false;
        break;
    default:
        break;
    }
    if (!pure(e->lhs, depth + 1) || !pure(e->rhs, depth + 1) || !pure(e->cond, depth + 1) ||
        !pure(e->object, depth + 1))
        return false;
    for (uint32_t i = 0; i < e->args.len; i++)
        if (!pure(e->args.data[i], depth + 1))
            return false;
    return true;
}

/* The element count of a flattened global array of resources that e
 * indexes with a value that is not a constant, else 0. */
static uint32_t flat_choice(L *l, Expr *e)
{
    int64_t v;
    if (!e || e->kind != EX_INDEX || !l->cc->opt->flatten_resource_arrays || !lw_is_resource(e->type) ||
        lw_strip(e->type)->kind == TY_ARRAY || !e->lhs || e->lhs->kind != EX_VAR ||
        e->lhs->decl->kind != DK_VAR || e->lhs->decl->storage != SC_GLOBAL_UNIFORM ||
        !map_get(&l->resstructs, e->lhs->decl) || lw_fold_cond(l, e->rhs, &v))
        return 0;
    Type *at = lw_strip(e->lhs->type);
    return at->kind == TY_ARRAY && at->count >= 1 && at->count <= PICK_LEAVES ? at->count : 0;
}

static bool is_choice(L *l, Expr *e)
{
    int64_t v;
    return e && ((e->kind == EX_TERNARY && lw_is_resource(e->type) && e->cond && !lw_fold_cond(l, e->cond, &v)) ||
                 flat_choice(l, e));
}

static bool scan_expr(AstWalk *w, Expr *e)
{
    Scan *sc = (Scan *)w;
    if (e->kind == EX_ASSIGN && lw_res_holds(e->lhs->type))
        sc->refuse = true;
    if (!is_choice(sc->l, e))
        return true;
    uint32_t ways = e->kind == EX_TERNARY ? 2 : flat_choice(sc->l, e);
    bool nested = e->kind == EX_TERNARY ? is_choice(sc->l, e->lhs) || is_choice(sc->l, e->rhs) : false;
    if (sc->n == PICK_MAX || sc->leaves * ways > PICK_LEAVES || !pure(e->kind == EX_TERNARY ? e->cond : e->rhs, 0) ||
        nested) {
        sc->refuse = true;
        return false;
    }
    sc->leaves *= ways;
    sc->t[sc->n++] = e;
    return false; /* its alternatives are no choices */
}

void lw_pick_scan(L *l, Expr *root)
{
    if (!root || lw_is_resource(root->type) || (l->pick.used && map_get(&l->pick, root)))
        return;
    Scan sc = {{scan_expr, NULL, NULL, LIMIT_NESTING, false}, l, {0}, 0, 1, false};
    ast_walk_expr(&sc.w, root);
    if (!sc.n || sc.refuse || sc.w.stopped)
        return;
    LPick *p = NEW(l->cc, LPick);
    memcpy(p->t, sc.t, sizeof p->t);
    p->n = sc.n;
    map_put(l->cc, &l->pick, root, p);
}

static IrId lower_from(L *l, Expr *root, LPick *p, uint32_t k, IrTypeId t);

/* Branches on sel (a bool for ?:, else the index compared with j): the
 * alternative alt[j] in the true block, the rest in the false one. */
static IrId lower_alt(L *l, Expr *root, LPick *p, uint32_t k, IrTypeId t, IrId sel, Expr **alt, uint32_t j,
                      uint32_t n)
{
    Expr *c = p->t[k];
    if (j + 1 == n) { /* the last: whatever the others did not take */
        map_put(l->cc, &l->pick_choice, c, alt[j]);
        return lower_from(l, root, p, k + 1, t);
    }
    IrId cond = sel;
    if (c->kind == EX_INDEX)
        cond = ir_binop(&l->b, IR_IEQ, ir_type_bool(l->m), sel, lw_u32(l, j));
    IrBlock *head = l->b.block;
    IrBlock *bt = lw_new_block(l, "pick.true");
    IrBlock *bf = lw_new_block(l, "pick.false");
    IrBlock *merge = lw_new_block(l, "pick.merge");
    ir_set_selection(head, merge, SpvSelectionControlMaskNone);
    ir_br_cond(&l->b, cond, bt, bf);
    lw_set_block(l, bt);
    map_put(l->cc, &l->pick_choice, c, alt[j]);
    IrId v0 = lower_from(l, root, p, k + 1, t);
    IrBlock *e0 = l->b.block;
    ir_br(&l->b, merge);
    lw_set_block(l, bf);
    IrId v1 = lower_alt(l, root, p, k, t, sel, alt, j + 1, n);
    IrBlock *e1 = l->b.block;
    ir_br(&l->b, merge);
    lw_set_block(l, merge);
    if (!t || !v0 || !v1)
        return 0;
    IrId args[4] = {v0, e0->id, v1, e1->id};
    return ir_emit(&l->b, IR_PHI, t, args, 4, NULL, 0);
}

/* t[i] with i replaced by the constant k. */
static Expr *element(L *l, Expr *t, uint32_t k)
{
    Expr *lit = NEW(l->cc, Expr);
    lit->kind = EX_INT_LIT;
    lit->loc = t->rhs->loc;
    lit->type = ty_scalar(l->cc, SK_UINT32);
    lit->ival = k;
    lit->is_const = true;
    lit->cval.kind = SK_UINT32;
    lit->cval.i = k;
    lit->cval.u = k;
    Expr *e = NEW(l->cc, Expr);
    *e = *t;
    e->rhs = lit;
    return e;
}

static IrId lower_from(L *l, Expr *root, LPick *p, uint32_t k, IrTypeId t)
{
    if (k == p->n)
        return lw_expr(l, root);
    Expr *c = p->t[k];
    Expr *two[2];
    Expr **alt = two;
    uint32_t n = 2;
    IrId sel;
    if (c->kind == EX_TERNARY) {
        sel = lw_expr(l, c->cond);
        Type *ct = lw_strip(c->cond->type);
        if (ct->kind != TY_SCALAR || ct->scalar != SK_BOOL)
            sel = lw_convert(l, sel, c->cond->type, ty_scalar(l->cc, SK_BOOL));
        two[0] = c->lhs;
        two[1] = c->rhs;
    } else {
        sel = lw_convert(l, lw_expr(l, c->rhs), c->rhs->type, ty_scalar(l->cc, SK_UINT32));
        n = flat_choice(l, c);
        alt = NEWN(l->cc, Expr *, n);
        for (uint32_t j = 0; j < n; j++)
            alt[j] = element(l, c, j);
    }
    IrId r = lower_alt(l, root, p, k, t, sel, alt, 0, n);
    map_put(l->cc, &l->pick_choice, c, NULL);
    return r;
}

IrId lw_pick_lower(L *l, Expr *root)
{
    LPick *p = l->pick.used ? map_get(&l->pick, root) : NULL;
    if (!p || p->active)
        return 0;
    p->active = true;
    Type *rt = lw_strip(root->type);
    IrTypeId t = rt && rt->kind != TY_VOID ? lw_type(l, root->type) : 0;
    IrId r = lower_from(l, root, p, 0, t);
    p->active = false;
    return r;
}

bool lw_pick_pending(L *l, Expr *e)
{
    LPick *p = l->pick.used ? map_get(&l->pick, e) : NULL;
    return p && !p->active;
}

Expr *lw_pick_choice(L *l, Expr *t)
{
    return l->pick_choice.used ? map_get(&l->pick_choice, t) : NULL;
}
