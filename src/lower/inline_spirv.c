/*
 * Inline SPIR-V instructions (DXC's docs/SPIR-V.rst, "Inline SPIR-V"): a
 * function declared without a body as
 *
 *   [[vk::ext_instruction(opcode [, "extended set"])]]
 *   R f(T a, [[vk::ext_literal]] uint lit, [[vk::ext_reference]] T ref);
 *
 * is one SPIR-V instruction where it is called: the opcode (OpExtInst of
 * the set's import when a set is named), the result type R (no result for
 * void), and the arguments in order: a value as an id, an
 * [[vk::ext_literal]] one (a constant: vk_check_call refuses others) as its
 * literal word(s), an [[vk::ext_reference]] one as the pointer to the
 * argument's memory. The function's own [[vk::ext_capability]] and
 * [[vk::ext_extension]] go into the module with the call. The instruction is
 * IR_SPIRV_INST (ops.def: its lits say which operand is what); the SPIR-V
 * back end checks the operands against the grammar (spirv/emit.c).
 */
#include "lower/lower_int.h"

static const VkExtAttr *ext_attr(const Decl *d, const char *name)
{
    for (uint32_t i = 0; d && i < d->vk.ext.len; i++)
        if (d->vk.ext.data[i].name && !strcmp(d->vk.ext.data[i].name, name))
            return &d->vk.ext.data[i];
    return NULL;
}

/* __builtin_spv_CooperativeMatrixLengthKHR<M>() (<vk/khr/cooperative_matrix.h>,
 * declared without a body): OpCooperativeMatrixLengthKHR, whose one operand
 * is the type M, which no parameter can pass. */
static bool length_builtin(const Decl *fd)
{
    return fd && fd->name && !strcmp(fd->name, "__builtin_spv_CooperativeMatrixLengthKHR") && fd->template_of &&
           fd->template_args.len == 1 && fd->template_args.data[0] && !fd->params.len && fd->type &&
           fd->type->kind == TY_SCALAR;
}

static void ask_op_capability(L *l, uint32_t opcode);

bool lw_is_inline_spirv(const Decl *fd) { return ext_attr(fd, "ext_instruction") != NULL || length_builtin(fd); }

/* The index + 1 of an extended instruction set's name in the module. */
static uint32_t ext_set(L *l, const char *name, size_t len)
{
    IrModule *m = l->m;
    for (uint32_t i = 0; i < m->ext_sets.len; i++)
        if (strlen(m->ext_sets.data[i]) == len && !memcmp(m->ext_sets.data[i], name, len))
            return i + 1;
    vec_push(&l->cc->arena, &m->ext_sets, str_intern(l->cc, name, len));
    return m->ext_sets.len;
}

/* A literal operand's words: 32-bit values one word, 64-bit two (low
 * first), floats their bits. */
static uint32_t literal_words(const Expr *a, uint32_t w[2])
{
    const Type *t = a->type;
    bool wide = t && t->kind == TY_SCALAR && ty_scalar_bits(t->scalar) == 64;
    uint64_t bits = a->cval.u;
    if (t && t->kind == TY_SCALAR && ty_is_float_kind(t->scalar)) {
        if (wide) {
            double d = a->cval.f;
            memcpy(&bits, &d, sizeof bits);
        } else {
            float f = (float)a->cval.f;
            uint32_t b32;
            memcpy(&b32, &f, sizeof b32);
            bits = b32;
        }
    }
    w[0] = (uint32_t)bits;
    w[1] = (uint32_t)(bits >> 32);
    return wide ? 2 : 1;
}

typedef Vec(uint32_t) Words;

/* An [[vk::ext_literal]] argument's words into `out`, each after `tag`. */
static void push_literal(L *l, const Expr *a, uint32_t tag, Words *out)
{
    uint32_t w[2];
    uint32_t n = a->is_const ? literal_words(a, w) : 0; /* else refused (vk_check_call) */
    for (uint32_t k = 0; k < n; k++) {
        vec_push(&l->cc->arena, out, tag);
        vec_push(&l->cc->arena, out, w[k]);
    }
}

bool lw_inline_spirv_call(L *l, Expr *e, IrId *out)
{
    Decl *fd = e->func ? (e->func->definition ? e->func->definition : e->func) : NULL;
    const VkExtAttr *ins = ext_attr(fd, "ext_instruction");
    *out = 0;
    if (ast_ext_type_def(fd, NULL, NULL)) {
        lw_ext_requirements(l, fd); /* the type is the call's only effect (lw_spirv_type) */
        return true;
    }
    if (!ins && length_builtin(fd)) {
        IrTypeId rt = lw_type(l, fd->type);
        uint32_t lits[4] = {SPV_OP_COOPERATIVE_MATRIX_LENGTH, 0, IR_SPV_INST_TYPE, lw_type(l, fd->template_args.data[0])};
        ask_op_capability(l, SPV_OP_COOPERATIVE_MATRIX_LENGTH);
        *out = ir_emit_inst(&l->b, IR_SPIRV_INST, rt, NULL, 0, lits, 4)->id;
        return true;
    }
    if (!ins)
        return false;
    Cc *cc = l->cc;
    const Expr *op = ins->args.len ? ins->args.data[0] : NULL;
    const Expr *set = ins->args.len > 1 ? ins->args.data[1] : NULL;
    if (!op || !op->is_const || op->cval.u > 0xffff || (set && (set->kind != EX_STRING_LIT || !set->sval))) {
        diag(cc, ins->loc, D_LOWER_INLINE_SPIRV, fd->name);
        return true;
    }
    lw_ext_requirements(l, fd);
    if (!set)
        ask_op_capability(l, (uint32_t)op->cval.u);
    Vec(IrId) args = {0};
    Words lits = {0};
    vec_push(&cc->arena, &lits, (uint32_t)op->cval.u);
    vec_push(&cc->arena, &lits, set ? ext_set(l, set->sval, set->slen) : 0);
    for (uint32_t i = 0; i < fd->params.len; i++) {
        Decl *p = fd->params.data[i];
        Expr *a = i < e->args.len ? e->args.data[i] : p->init;
        if (!a)
            return true;
        if (ext_attr(p, "ext_literal")) {
            push_literal(l, a, 1, &lits);
            continue;
        }
        IrId v;
        if (ext_attr(p, "ext_reference")) {
            LVal lv;
            if (!lw_lvalue(l, a, &lv) || lv.kind != LV_PTR) {
                diag(cc, a->loc, D_LOWER_INLINE_REFERENCE, p->name ? p->name : "?", fd->name);
                return true;
            }
            v = lv.ptr;
        } else {
            v = lw_convert(l, lw_expr(l, a), a->type, p->type);
        }
        vec_push(&cc->arena, &args, v);
        vec_push(&cc->arena, &lits, 0);
    }
    IrTypeId rt = fd->type && fd->type->kind != TY_VOID ? lw_type(l, fd->type) : 0;
    IrInst *in = ir_emit_inst(&l->b, IR_SPIRV_INST, rt, args.data, args.len, lits.data, lits.len);
    *out = rt ? in->id : 0;
    return true;
}

/* What the grammar says an execution mode or a decoration needs
 * (SPV_MODE_REQ, SPV_DECO_REQ): its capability, and a SPIR-V version or,
 * before it, an extension. */
typedef struct Req {
    uint32_t value, cap;
    const char *ext;
    uint32_t core;
} Req;

/* Declares what `value` needs; false when the module's version is too old
 * and no extension provides it. */
static bool requirements(L *l, const Req *t, size_t n, uint32_t value)
{
    for (size_t i = 0; i < n; i++) {
        if (t[i].value != value)
            continue;
        if (t[i].cap)
            ir_add_capability(l->m, t[i].cap);
        if (l->m->spirv_version >= t[i].core)
            return true;
        if (!t[i].ext)
            return false;
        ir_add_extension(l->m, t[i].ext);
    }
    return true;
}

/* Whether what `value` needs is OpenCL's (Kernel, or SubgroupDispatch
 * which needs it): no Vulkan module may declare that, so the mode or the
 * decoration is refused rather than written invalid. */
static bool kernel_only(const Req *t, size_t n, uint32_t value)
{
    for (size_t i = 0; i < n; i++)
        if (t[i].value == value && (t[i].cap == SpvCapabilityKernel || t[i].cap == SpvCapabilitySubgroupDispatch))
            return true;
    return false;
}

static const Req cap_reqs[] = {
#define SPV_CAP_REQ(cap, implied, ext, core) {cap, implied, ext, core},
#include "ir/spirv_grammar.def"
#undef SPV_CAP_REQ
};

static const struct { uint32_t opcode, cap; } op_caps[] = {
#define SPV_OP_CAP(opcode, cap) {opcode, cap},
#include "ir/spirv_grammar.def"
#undef SPV_OP_CAP
};

/* The capability the grammar names for a core opcode written inline, with
 * its extension (lw_ask_capability): SPV_KHR_cooperative_matrix's types
 * and instructions bring their extension so. */
static void ask_op_capability(L *l, uint32_t opcode)
{
    for (size_t i = 0; i < countof(op_caps); i++)
        if (op_caps[i].opcode == opcode) {
            lw_ask_capability(l, op_caps[i].cap);
            return;
        }
}

/* A capability the shader asks for ([[vk::ext_capability]], an inline
 * type's alias): with the extension the grammar gives it where the module's
 * SPIR-V has it not in core (declared whatever -fspv-extension allows, as
 * the shader's own [[vk::ext_extension]] is), and the capability it
 * implies. */
void lw_ask_capability(L *l, uint32_t cap)
{
    ir_add_capability(l->m, cap);
    if (cap == SpvCapabilityVulkanMemoryModel) /* as DXC: the module follows that model */
        l->m->memory_model = SpvMemoryModelVulkan;
    for (size_t i = 0; i < countof(cap_reqs); i++) {
        if (cap_reqs[i].value != cap)
            continue;
        if (cap_reqs[i].cap)
            ir_add_capability(l->m, cap_reqs[i].cap);
        if (l->m->spirv_version < cap_reqs[i].core && cap_reqs[i].ext) {
            ir_add_extension(l->m, cap_reqs[i].ext);
            vec_push(&l->cc->arena, &l->m->asked_extensions, cap_reqs[i].ext);
        }
    }
}

static const Req mode_reqs[] = {
#define SPV_MODE_REQ(mode, cap, ext, core) {mode, cap, ext, core},
#include "ir/spirv_grammar.def"
#undef SPV_MODE_REQ
};

/* Whether the grammar here knows the execution mode (else DXC's error). */
static bool mode_known(uint32_t mode)
{
    static const uint32_t modes[] = {
#define SPV_ENUM_ExecutionMode(name, value) value,
#include "ir/spirv_grammar.def"
#undef SPV_ENUM_ExecutionMode
    };
    for (size_t i = 0; i < countof(modes); i++)
        if (modes[i] == mode)
            return true;
    return false;
}

/* An execution mode of the entry point: `mode` with up to three operands,
 * literal words or (ids) values; false after a diagnostic. */
static bool add_mode(L *l, Loc at, uint32_t mode, Expr *const *ops, uint32_t n, bool ids)
{
    if (!mode_known(mode)) {
        diag(l->cc, at, D_LOWER_EXEC_MODE, arena_sprintf(&l->cc->arena, "invalid execution mode operand: %u", mode));
        return false;
    }
    if (kernel_only(mode_reqs, countof(mode_reqs), mode)) {
        diag(l->cc, at, D_LOWER_EXEC_MODE,
             arena_sprintf(&l->cc->arena, "mode %u needs OpenCL's Kernel capability, which a Vulkan module cannot declare", mode));
        return false;
    }
    IrExecMode em = {0};
    em.mode = mode;
    if (n > countof(em.args)) {
        diag(l->cc, at, D_LOWER_EXEC_MODE, "more than three operands");
        return false;
    }
    em.nargs = (uint8_t)n;
    for (uint32_t k = 0; k < n; k++) {
        if (ids) {
            em.spec_args[k] = lw_expr(l, ops[k]);
        } else if (ops[k]->is_const) {
            em.args[k] = (uint32_t)ops[k]->cval.u;
        } else {
            diag(l->cc, ops[k]->loc, D_LOWER_EXEC_MODE, "the operands of vk::ext_execution_mode are constants");
            return false;
        }
    }
    vec_push(&l->cc->arena, &l->m->entries.data[0].modes, em);
    (void)requirements(l, mode_reqs, countof(mode_reqs), mode);
    return true;
}

void lw_ext_execution_mode(L *l, Expr *e, bool ids)
{
    if (!e->args.len || !e->args.data[0]->is_const) {
        diag(l->cc, e->loc, D_LOWER_EXEC_MODE, "the execution mode is a constant");
        return;
    }
    if (l->target != OSH_TARGET_SPIRV) {
        diag(l->cc, e->loc, D_WGSL_UNAVAILABLE, ids ? "vk::ext_execution_mode_id" : "vk::ext_execution_mode");
        return;
    }
    add_mode(l, e->loc, (uint32_t)e->args.data[0]->cval.u, e->args.data + 1, e->args.len - 1, ids);
}

void lw_spv_execution_modes(L *l, const Decl *ed)
{
    for (uint32_t i = 0; ed && i < ed->vk.ext.len; i++) {
        const VkExtAttr *a = &ed->vk.ext.data[i];
        if (strcmp(a->name, "spvexecutionmode") != 0)
            continue;
        if (!a->args.len || !a->args.data[0]->is_const) {
            diag(l->cc, a->loc, D_LOWER_EXEC_MODE, "the execution mode is a constant");
            continue;
        }
        if (l->target == OSH_TARGET_SPIRV)
            add_mode(l, a->loc, (uint32_t)a->args.data[0]->cval.u, a->args.data + 1, a->args.len - 1, false);
    }
}

bool lw_ext_storage_class(const Decl *d, uint32_t *sc)
{
    const VkExtAttr *a = ext_attr(d, "ext_storage_class");
    if (!a || a->args.len != 1 || !a->args.data[0]->is_const)
        return false;
    *sc = (uint32_t)a->args.data[0]->cval.u;
    return true;
}

/* A decoration: as requirements(); the HLSL string decorations before 1.4
 * have their extension (SPV_GOOGLE_hlsl_functionality1, the caller's). */
static const Req deco_reqs[] = {
#define SPV_DECO_REQ(deco, cap, ext, core) {deco, cap, ext, core},
#include "ir/spirv_grammar.def"
#undef SPV_DECO_REQ
};

/* Each decoration's parameters, as the grammar gives them (i an id, s a
 * string, n another literal; '?' optional, '*' repeated). */
static const struct {
    uint32_t deco;
    const char *shape;
} deco_operands[] = {
#define SPV_DECO_OPERANDS(deco, shape) {deco, shape},
#include "ir/spirv_grammar.def"
#undef SPV_DECO_OPERANDS
};

/* Why n operands of kind `kind` (i, s or n) do not fit the decoration's
 * parameters; NULL when they do. */
static const char *deco_operands_bad(L *l, uint32_t deco, char kind, uint32_t n)
{
    const char *shape = NULL;
    for (size_t i = 0; i < countof(deco_operands) && !shape; i++)
        if (deco_operands[i].deco == deco)
            shape = deco_operands[i].shape;
    if (!shape)
        return arena_sprintf(&l->cc->arena, "%u is not a decoration the SPIR-V grammar knows", deco);
    uint32_t min = 0, max = 0;
    bool kind_ok = true;
    for (const char *p = shape; *p; p++) {
        if (*p == '?' || *p == '*')
            continue;
        kind_ok = kind_ok && *p == kind;
        max++;
        if (p[1] == '*')
            max = 3; /* ext_decorate* take three operands at most */
        else if (p[1] != '?')
            min++;
    }
    const char *what = kind == 'i' ? "ids (ext_decorate_id)" : kind == 's' ? "a string (ext_decorate_string)"
                                                                           : "literals (ext_decorate)";
    if (n && !kind_ok)
        return arena_sprintf(&l->cc->arena, "decoration %u's operands are %s, not %s", deco,
                             shape[0] == 'i' ? "ids: use ext_decorate_id" : shape[0] == 's'
                                 ? "a string: use ext_decorate_string" : "literals: use ext_decorate", what);
    if ((n < min || n > max) && min == max)
        return arena_sprintf(&l->cc->arena, "decoration %u takes %u operand%s, not %u", deco, min,
                             min == 1 ? "" : "s", n);
    if (n < min || n > max)
        return arena_sprintf(&l->cc->arena, "decoration %u takes %u to %u operands, not %u", deco, min, max, n);
    return NULL;
}

static bool decoration_fits(L *l, uint32_t deco, bool hlsl_string)
{
    const Req *decos = deco_reqs;
    return requirements(l, decos, countof(deco_reqs), deco) || hlsl_string;
}

bool lw_has_ext_decorations(const Decl *d)
{
    return ext_attr(d, "ext_decorate") || ext_attr(d, "ext_decorate_id") || ext_attr(d, "ext_decorate_string");
}

/* [[vk::ext_decorate(deco, literals...)]], [[vk::ext_decorate_id(deco,
 * values...)]] and [[vk::ext_decorate_string(deco, "text"...)]] of `d` on
 * `target` (a variable, a parameter, a function): OpDecorate,
 * OpDecorateId, OpDecorateString. A decorated local stays a variable
 * (mem2reg leaves it). */
void lw_ext_decorations(L *l, const Decl *d, IrId target)
{
    if (d)
        lw_ext_decorations_of(l, d->vk.ext.data, d->vk.ext.len, target);
}

bool lw_ext_places(const VkExtAttr *list, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        const VkExtAttr *a = &list[i];
        if (!strcmp(a->name, "ext_decorate") && a->args.len && a->args.data[0]->is_const &&
            (a->args.data[0]->cval.u == SpvDecorationLocation || a->args.data[0]->cval.u == SpvDecorationBuiltIn))
            return true;
    }
    return false;
}

/* One [[vk::ext_decorate...]] into *out (member -1); false when `a` is
 * none, or after refusing it. A member's (member) take no ids: SPIR-V has
 * no OpMemberDecorateId. */
static bool ext_decor(L *l, const VkExtAttr *a, bool member, IrDecor *out)
{
    bool lit = !strcmp(a->name, "ext_decorate"), ids = !strcmp(a->name, "ext_decorate_id"),
         str = !strcmp(a->name, "ext_decorate_string");
    if (!lit && !ids && !str)
        return false;
    const char *bad = NULL;
    if (!a->args.len || !a->args.data[0]->is_const)
        bad = "the decoration is a constant";
    else if (a->args.len - 1 > 3)
        bad = "more than three operands";
    else if (str && a->args.len != 2)
        bad = "ext_decorate_string takes the decoration and one string";
    else if (ids && member)
        bad = "ext_decorate_id on a struct member: SPIR-V has no OpMemberDecorateId";
    else if (ids && l->m->spirv_version < 0x10200)
        bad = "ext_decorate_id is OpDecorateId, which needs SPIR-V 1.2 (-fspv-target-env=vulkan1.1 or later)";
    memset(out, 0, sizeof *out);
    out->member = -1;
    uint32_t n = a->args.len ? a->args.len - 1 : 0;
    for (uint32_t k = 0; !bad && k < n && !str; k++) {
        Expr *x = a->args.data[k + 1];
        if (ids)
            out->args[k] = lw_expr(l, x);
        else if (x->is_const)
            out->args[k] = (uint32_t)x->cval.u;
        else
            bad = "the operands of ext_decorate are constants (ext_decorate_id takes values)";
    }
    uint32_t deco = bad ? 0 : (uint32_t)a->args.data[0]->cval.u;
    if (!bad)
        bad = deco_operands_bad(l, deco, ids ? 'i' : str ? 's' : 'n', str ? 1 : n);
    bool hlsl_string = deco == SpvDecorationUserSemantic || deco == SpvDecorationCounterBuffer;
    if (!bad && kernel_only(deco_reqs, countof(deco_reqs), deco))
        bad = arena_sprintf(&l->cc->arena, "decoration %u needs OpenCL's Kernel capability, which a Vulkan module cannot declare", deco);
    if (!bad && !decoration_fits(l, deco, hlsl_string))
        bad = arena_sprintf(&l->cc->arena, "decoration %u needs a later SPIR-V than -fspv-target-env gives", deco);
    const Expr *s = str && a->args.len == 2 ? a->args.data[1] : NULL;
    if (str && !bad && (!s || s->kind != EX_STRING_LIT || !s->sval))
        bad = "ext_decorate_string takes a string";
    if (bad) {
        diag(l->cc, a->loc, D_LOWER_EXT_DECORATE, bad);
        return false;
    }
    out->deco = deco;
    out->nargs = (uint8_t)(str ? 0 : n);
    out->ids = ids;
    if (str)
        out->str = str_intern(l->cc, s->sval, s->slen);
    /* Before 1.4, OpDecorateString and the HLSL decorations come from extensions. */
    if (str && l->m->spirv_version < 0x10400) {
        ir_add_extension(l->m, "SPV_GOOGLE_decorate_string");
        if (hlsl_string)
            ir_add_extension(l->m, "SPV_GOOGLE_hlsl_functionality1");
    }
    return true;
}

void lw_ext_decorations_of(L *l, const VkExtAttr *list, uint32_t n, IrId target)
{
    IrDecor d;
    for (uint32_t i = 0; target && i < n; i++) {
        if (!ext_decor(l, &list[i], false, &d))
            continue;
        IrValue *v = ir_value(l->m, target);
        if (v->kind == IV_GLOBAL)
            vec_push(&l->cc->arena, &v->u.g->decors, d);
        else
            vec_push(&l->cc->arena, &v->decors, d);
    }
}

/* A struct member's [[vk::ext_decorate]] and [[vk::ext_decorate_string]]
 * (OpMemberDecorate, OpMemberDecorateString of its struct type). */
IrDecor *lw_member_decors(L *l, const Decl *f, uint32_t member, uint32_t *n)
{
    Vec(IrDecor) out = {0};
    IrDecor d;
    for (uint32_t i = 0; i < f->vk.ext.len; i++)
        if (ext_decor(l, &f->vk.ext.data[i], true, &d)) {
            d.member = (int32_t)member;
            vec_push(&l->cc->arena, &out, d);
        }
    *n = out.len;
    return out.data;
}

/* ---- inline SPIR-V types ------------------------------------------------- */

/* One operand of an inline type: a type's id, vk::integral_constant's
 * constant, vk::Literal's word(s); false after a diagnostic. */
static bool type_operand(L *l, Type *t, Words *ops, const char *what, Loc loc)
{
    Cc *cc = l->cc;
    uint32_t kind = IR_SPV_OPERAND_TYPE, v = 0;
    if (t->kind == TY_SPIRV && t->spv->form == SPV_LITERAL) {
        const SpvTypeDesc *c = t->spv->ops[0]->spv;
        bool wide = ty_scalar_bits(c->vtype->scalar) == 64;
        vec_push(&cc->arena, ops, IR_SPV_OPERAND_LITERAL);
        vec_push(&cc->arena, ops, (uint32_t)c->value);
        if (wide) {
            vec_push(&cc->arena, ops, IR_SPV_OPERAND_LITERAL);
            vec_push(&cc->arena, ops, (uint32_t)(c->value >> 32));
        }
        return true;
    }
    if (t->kind == TY_SPIRV && t->spv->form == SPV_CONSTANT) {
        const SpvTypeDesc *c = t->spv;
        kind = IR_SPV_OPERAND_CONST;
        v = c->vtype->scalar == SK_BOOL ? ir_const_bool(l->m, c->value != 0)
                                        : ir_const_bits(l->m, lw_scalar_type(l, c->vtype->scalar), c->value);
    } else if (t->kind == TY_VOID || t->kind == TY_ERROR) {
        diag(cc, loc, D_LOWER_SPIRV_TYPE, what, arena_sprintf(&cc->arena, "'%s' is not an operand", ty_name(cc, t)));
        return false;
    } else {
        v = lw_type(l, t); /* a resource: its image, sampler or acceleration structure type */
    }
    vec_push(&cc->arena, ops, kind);
    vec_push(&cc->arena, ops, v);
    return true;
}

/* The operands of vk::ext_type<id>: the arguments of the reached call of
 * its [[vk::ext_type_def(id, opcode)]] function, as an instruction's are
 * (a literal parameter's words, an inline SPIR-V type's id) except that a
 * value must be a constant (there is no code to compute it in). */
static bool ext_type_operands(L *l, uint32_t id, uint32_t *opcode, Words *ops, const char *what, Loc loc)
{
    Cc *cc = l->cc;
    Expr *call = ast_ext_type_def_call(l->ast, id);
    if (!call) {
        diag(cc, loc, D_LOWER_SPIRV_TYPE, what,
             arena_sprintf(&cc->arena, "no reached call of a [[vk::ext_type_def(%u, opcode)]] function defines it", id));
        return false;
    }
    Decl *fd = call->func;
    ast_ext_type_def(fd, NULL, opcode);
    lw_ext_requirements(l, fd);
    for (uint32_t i = 0; i < fd->params.len; i++) {
        Decl *p = fd->params.data[i];
        Expr *a = i < call->args.len ? call->args.data[i] : p->init;
        if (!a)
            return false;
        if (ext_attr(p, "ext_literal")) {
            push_literal(l, a, IR_SPV_OPERAND_LITERAL, ops);
        } else if (p->type && p->type->kind == TY_SPIRV) {
            if (!type_operand(l, p->type, ops, what, call->loc))
                return false;
        } else if (a->is_const && a->type && a->type->kind == TY_SCALAR) {
            vec_push(&cc->arena, ops, IR_SPV_OPERAND_CONST);
            vec_push(&cc->arena, ops, lw_const_scalar(l, p->type, a->cval.f, a->cval.i));
        } else {
            diag(cc, a->loc, D_LOWER_SPIRV_TYPE, what,
                 "an operand of a type is a [[vk::ext_literal]], an inline SPIR-V type or a constant");
            return false;
        }
    }
    return true;
}

/* TY_SPIRV -> IR_TY_SPIRV; the capabilities and extensions of its alias
 * go into the module (it is used). */
IrTypeId lw_spirv_type(L *l, Type *t)
{
    Cc *cc = l->cc;
    const SpvTypeDesc *d = t->spv;
    const char *what = ty_name(cc, t);
    if (d->form == SPV_CONSTANT || d->form == SPV_LITERAL) {
        diag(cc, d->loc, D_LOWER_SPIRV_TYPE, what, "it is an operand of vk::SpirvType, not a type of values");
        return ir_type_int(l->m, 32, false);
    }
    if (l->target != OSH_TARGET_SPIRV) { /* refused on reached code before (vk_refuse) */
        diag(cc, d->loc, D_WGSL_UNAVAILABLE, what);
        return ir_type_int(l->m, 32, false);
    }
    if (++l->spirv_type_depth > LIMIT_NESTING) {
        diag(cc, d->loc, D_LOWER_SPIRV_TYPE, what, "it is defined in terms of itself");
        cc_bail(cc);
    }
    for (uint32_t i = 0; i < d->ncaps; i++)
        lw_ask_capability(l, d->caps[i]);
    for (uint32_t i = 0; i < d->nexts; i++) {
        ir_add_extension(l->m, d->exts[i]);
        vec_push(&cc->arena, &l->m->asked_extensions, d->exts[i]);
    }
    Words ops = {0};
    uint32_t opcode = d->opcode;
    bool ok = true;
    if (d->form == SPV_EXT_TYPE)
        ok = ext_type_operands(l, d->opcode, &opcode, &ops, what, d->loc);
    ask_op_capability(l, opcode);
    for (uint32_t i = 0; ok && d->form != SPV_EXT_TYPE && i < d->nops; i++)
        ok = type_operand(l, d->ops[i], &ops, what, d->loc);
    l->spirv_type_depth--;
    if (!ok)
        return ir_type_int(l->m, 32, false);
    return ir_type_spirv(l->m, opcode, ops.data, ops.len / 2, d->size, d->align, what);
}

bool lw_is_opaque_spirv(Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t && t->kind == TY_SPIRV && t->spv->form != SPV_SIZED;
}
