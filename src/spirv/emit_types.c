/*
 * SPIR-V emission, the module-level half: ids, names and decorations, types
 * (non-aggregates deduplicated by their words), constants and global
 * variables, each written to its section the first time it is referenced
 * (see emit.c for the layout and the id order).
 */
#include "spirv/emit_int.h"
#include "spirv/disasm.h"

/* ---- id tables --------------------------------------------------------- */

static uint32_t *grow_table(Spv *S, uint32_t *t, uint32_t *n, uint32_t need)
{
    uint32_t nn = *n ? *n : 64;
    while (nn <= need)
        nn *= 2;
    uint32_t *r = NEWN(S->cc, uint32_t, nn);
    if (*n)
        memcpy(r, t, *n * sizeof *r);
    *n = nn;
    return r;
}

static uint32_t *id_slot(Spv *S, IrId v)
{
    if (v >= S->nids)
        S->ids = grow_table(S, S->ids, &S->nids, v);
    return &S->ids[v];
}

static uint32_t *tid_slot(Spv *S, IrTypeId t)
{
    if (t >= S->ntids)
        S->tids = grow_table(S, S->tids, &S->ntids, t);
    return &S->tids[t];
}

void spv_name(Spv *S, uint32_t id, const char *s)
{
    if (!s || !*s)
        return;
    Inst I;
    inst_init(&I, SpvOpName);
    put(S, &I, id);
    put_str(S, &I, s);
    finish(S, SEC_NAMES, &I);
}

void spv_decorate(Spv *S, uint32_t id, uint32_t deco, const uint32_t *args, unsigned n)
{
    emit2n(S, SEC_DECOS, SpvOpDecorate, id, deco, args, n);
}

static void member_decorate(Spv *S, uint32_t id, uint32_t member, uint32_t deco, const uint32_t *args,
                            unsigned n)
{
    Inst I;
    inst_init(&I, SpvOpMemberDecorate);
    put(S, &I, id);
    put(S, &I, member);
    put(S, &I, deco);
    for (unsigned i = 0; i < n; i++)
        put(S, &I, args[i]);
    finish(S, SEC_DECOS, &I);
}

/* ---- types ---------------------------------------------------------------- */

uint32_t spv_const_u32(Spv *S, uint32_t v)
{
    return value_id(S, ir_const_bits(S->m, S->u32, v));
}

/* Writes a non-aggregate type unless an identical one exists. The caller
 * built I without the result id; it is inserted here. */
static uint32_t nonagg_type(Spv *S, Inst *I)
{
    uint32_t *key = I->w;
    size_t klen = I->n * sizeof(uint32_t);
    void *found = map_get_s(&S->nonagg, (const char *)key, klen);
    if (found)
        return (uint32_t)(uintptr_t)found;
    uint32_t id = S->bound++;
    Inst J;
    inst_init(&J, I->w[0]);
    put(S, &J, id);
    for (uint32_t i = 1; i < I->n; i++)
        put(S, &J, I->w[i]);
    finish(S, SEC_TYPES, &J);
    map_put_s(S->cc, &S->nonagg, (const char *)key, klen, (void *)(uintptr_t)id);
    return id;
}

/* Whether a member type is a matrix or an array of matrices. */
static bool holds_matrix(IrModule *m, IrTypeId t)
{
    for (int i = 0; i < LIMIT_NESTING && t; i++) {
        const IrType *ty = ir_type(m, t);
        if (ty->kind == IR_TY_MATRIX)
            return true;
        if (ty->kind != IR_TY_ARRAY && ty->kind != IR_TY_RUNTIME_ARRAY)
            return false;
        t = ty->elem;
    }
    return false;
}

static void decorate_string(Spv *S, uint32_t id, int32_t member, uint32_t deco, const char *str);

static uint32_t struct_type(Spv *S, IrTypeId t, const IrType *ty, int depth)
{
    uint32_t small[16];
    uint32_t *mids = ty->member_count <= countof(small) ? small : NEWN(S->cc, uint32_t, ty->member_count);
    for (uint32_t i = 0; i < ty->member_count; i++)
        mids[i] = type_id(S, ty->members[i].type, depth + 1);
    uint32_t id = S->bound++;
    Inst I;
    inst_init(&I, SpvOpTypeStruct);
    put(S, &I, id);
    for (uint32_t i = 0; i < ty->member_count; i++)
        put(S, &I, mids[i]);
    finish(S, SEC_TYPES, &I);
    spv_name(S, id, ty->name);
    if (ty->block)
        spv_decorate(S, id, SpvDecorationBlock, NULL, 0);
    for (uint32_t i = 0; i < ty->member_count; i++) {
        const IrMember *mb = &ty->members[i];
        if (mb->name) {
            Inst N;
            inst_init(&N, SpvOpMemberName);
            put(S, &N, id);
            put(S, &N, i);
            put_str(S, &N, mb->name);
            finish(S, SEC_NAMES, &N);
        }
        if (ty->has_layout) {
            member_decorate(S, id, i, SpvDecorationOffset, &mb->offset, 1);
            if (holds_matrix(S->m, mb->type)) {
                member_decorate(S, id, i, mb->row_major ? SpvDecorationRowMajor : SpvDecorationColMajor,
                                NULL, 0);
                if (mb->matrix_stride)
                    member_decorate(S, id, i, SpvDecorationMatrixStride, &mb->matrix_stride, 1);
            }
        }
        if (mb->relaxed)
            member_decorate(S, id, i, SpvDecorationRelaxedPrecision, NULL, 0);
        for (uint32_t k = 0; k < mb->ndecors; k++) { /* [[vk::ext_decorate]] of the field */
            const IrDecor *d = &mb->decors[k];
            if (d->str)
                decorate_string(S, id, (int32_t)i, d->deco, d->str);
            else
                member_decorate(S, id, i, d->deco, d->args, d->nargs);
        }
    }
    (void)t;
    return id;
}

/* An inline SPIR-V type (vk::SpirvType ...) as written, once its operands
 * fit the grammar: a type declaration (a result id, no result type) with
 * ids and literals where the grammar has them (an opcode the grammar here
 * does not know is refused: nothing could check it). Every type but a struct is written
 * once for its words, as SPIR-V asks of non-aggregate types. */
static uint32_t inline_type(Spv *S, const IrType *ty, int depth)
{
    const char *name = NULL, *shape = spv_op_shape(ty->count, &name), *why = NULL;
    bool *literal = NEWN(S->cc, bool, ty->member_count + 1);
    for (uint32_t i = 0; i < ty->member_count; i++)
        literal[i] = ty->params[2 * i] == IR_SPV_OPERAND_LITERAL;
    if (!shape)
        why = "the grammar this compiler was built with has no such opcode";
    else if (shape[0] != 'r' || strncmp(name, "Type", 4) != 0)
        why = "it is not a type declaration";
    if ((shape && !why && !spv_operands_fit(shape + 1, literal, ty->member_count, &why)) || why) {
        diag(S->cc, (Loc){0, 0, 0}, D_SPV_INLINE_OPERANDS, name ? name : "?", ty->count,
             arena_sprintf(&S->cc->arena, "%s (the type %s)", why, ty->name ? ty->name : "?"));
        S->failed = true;
        return 0;
    }
    uint32_t *w = NEWN(S->cc, uint32_t, ty->member_count + 1);
    for (uint32_t i = 0; i < ty->member_count; i++) {
        uint32_t kind = ty->params[2 * i], v = ty->params[2 * i + 1];
        w[i] = kind == IR_SPV_OPERAND_TYPE ? type_id(S, v, depth + 1) : kind == IR_SPV_OPERAND_CONST ? value_id(S, v) : v;
    }
    Inst I;
    inst_init(&I, ty->count);
    if (ty->count == SpvOpTypeStruct)
        put(S, &I, S->bound++);
    for (uint32_t i = 0; i < ty->member_count; i++)
        put(S, &I, w[i]);
    if (ty->count != SpvOpTypeStruct)
        return nonagg_type(S, &I);
    finish(S, SEC_TYPES, &I);
    return I.w[1];
}

uint32_t spv_type_id_slow(Spv *S, IrTypeId t, int depth)
{
    IrModule *m = S->m;
    if (*tid_slot(S, t))
        return S->tids[t];
    if (!t || t >= m->types.len) {
        fail(S, (Loc){0, 0, 0}, D_SPV_INVALID, "a value without a type");
        return 0;
    }
    if (depth > LIMIT_NESTING) {
        diag(S->cc, (Loc){0, 0, 0}, D_SPV_TOO_DEEP, (unsigned)LIMIT_NESTING);
        S->failed = true;
        return 0;
    }
    IrType ty = *ir_type(m, t); /* a copy: constants made below may grow the table */
    uint32_t id = 0;
    Inst I;
    switch (ty.kind) {
    case IR_TY_VOID: inst_init(&I, SpvOpTypeVoid); id = nonagg_type(S, &I); break;
    case IR_TY_BOOL: inst_init(&I, SpvOpTypeBool); id = nonagg_type(S, &I); break;
    case IR_TY_INT:
        inst_init(&I, SpvOpTypeInt);
        put(S, &I, ty.width);
        put(S, &I, ty.is_signed);
        id = nonagg_type(S, &I);
        break;
    case IR_TY_FLOAT:
        inst_init(&I, SpvOpTypeFloat);
        put(S, &I, ty.width);
        id = nonagg_type(S, &I);
        break;
    case IR_TY_VECTOR:
    case IR_TY_MATRIX: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        inst_init(&I, ty.kind == IR_TY_VECTOR ? SpvOpTypeVector : SpvOpTypeMatrix);
        put(S, &I, e);
        put(S, &I, ty.count);
        id = nonagg_type(S, &I);
        break;
    }
    case IR_TY_ARRAY:
    case IR_TY_RUNTIME_ARRAY: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        uint32_t len = ty.kind == IR_TY_ARRAY ? spv_const_u32(S, ty.count) : 0;
        id = S->bound++;
        inst_init(&I, ty.kind == IR_TY_ARRAY ? SpvOpTypeArray : SpvOpTypeRuntimeArray);
        put(S, &I, id);
        put(S, &I, e);
        if (ty.kind == IR_TY_ARRAY)
            put(S, &I, len);
        finish(S, SEC_TYPES, &I);
        if (ty.stride)
            spv_decorate(S, id, SpvDecorationArrayStride, &ty.stride, 1);
        break;
    }
    case IR_TY_STRUCT: id = struct_type(S, t, &ty, depth); break;
    case IR_TY_POINTER: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        inst_init(&I, SpvOpTypePointer);
        put(S, &I, ty.storage);
        put(S, &I, e);
        id = nonagg_type(S, &I);
        break;
    }
    case IR_TY_IMAGE: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        inst_init(&I, SpvOpTypeImage);
        put(S, &I, e);
        put(S, &I, ty.dim);
        put(S, &I, ty.depth);
        put(S, &I, ty.arrayed);
        put(S, &I, ty.ms);
        put(S, &I, ty.sampled);
        put(S, &I, ty.format);
        id = nonagg_type(S, &I);
        break;
    }
    case IR_TY_SAMPLER: inst_init(&I, SpvOpTypeSampler); id = nonagg_type(S, &I); break;
    case IR_TY_ACCEL: inst_init(&I, SpvOpTypeAccelerationStructureKHR); id = nonagg_type(S, &I); break;
    case IR_TY_RAY_QUERY: inst_init(&I, SpvOpTypeRayQueryKHR); id = nonagg_type(S, &I); break;
    case IR_TY_SPIRV: id = inline_type(S, &ty, depth); break;
    case IR_TY_SAMPLED_IMAGE: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        inst_init(&I, SpvOpTypeSampledImage);
        put(S, &I, e);
        id = nonagg_type(S, &I);
        break;
    }
    case IR_TY_FUNCTION: {
        uint32_t small[16];
        uint32_t *p = ty.member_count <= countof(small) ? small : NEWN(S->cc, uint32_t, ty.member_count);
        uint32_t r = type_id(S, ty.elem, depth + 1);
        for (uint32_t i = 0; i < ty.member_count; i++)
            p[i] = type_id(S, ty.params[i], depth + 1);
        inst_init(&I, SpvOpTypeFunction);
        put(S, &I, r);
        for (uint32_t i = 0; i < ty.member_count; i++)
            put(S, &I, p[i]);
        id = nonagg_type(S, &I);
        break;
    }
    }
    *tid_slot(S, t) = id;
    return id;
}

/* ---- constants ------------------------------------------------------------ */

static void put_scalar_bits(Spv *S, Inst *I, const IrType *ty, uint64_t bits)
{
    if (ty->width == 64) {
        put(S, I, (uint32_t)bits);
        put(S, I, (uint32_t)(bits >> 32));
        return;
    }
    uint32_t w = (uint32_t)bits;
    /* Narrow signed integers are sign-extended into their word. */
    if (ty->kind == IR_TY_INT && ty->is_signed && ty->width < 32 && (w >> (ty->width - 1)) & 1)
        w |= ~((1u << ty->width) - 1);
    put(S, I, w);
}

static uint32_t const_id(Spv *S, IrId v, int depth)
{
    IrModule *m = S->m;
    IrValue val = *ir_value(m, v);
    if (depth > LIMIT_NESTING) {
        diag(S->cc, val.loc, D_SPV_TOO_DEEP, (unsigned)LIMIT_NESTING);
        S->failed = true;
        return 0;
    }
    uint32_t ty = type_id(S, val.type, 0);
    IrType t = *ir_type(m, val.type);
    Inst I;
    if (val.kind == IV_UNDEF) {
        uint32_t id = S->bound++;
        emit2(S, SEC_TYPES, SpvOpUndef, ty, id);
        return id;
    }
    const IrConst *c = val.u.c;
    if (c->elem_count) {
        uint32_t small[16];
        uint32_t *e = c->elem_count <= countof(small) ? small : NEWN(S->cc, uint32_t, c->elem_count);
        bool spec = false;
        for (uint32_t i = 0; i < c->elem_count; i++) {
            IrId ev = c->elems[i];
            if (*id_slot(S, ev)) {
                e[i] = S->ids[ev];
            } else if (ir_value(m, ev)->kind == IV_CONST || ir_value(m, ev)->kind == IV_UNDEF) {
                e[i] = const_id(S, ev, depth + 1);
                *id_slot(S, ev) = e[i];
            } else {
                e[i] = value_id(S, ev);
            }
            spec |= ir_value(m, ev)->kind == IV_CONST && ir_value(m, ev)->u.c->is_spec;
        }
        uint32_t id = S->bound++;
        inst_init(&I, spec ? SpvOpSpecConstantComposite : SpvOpConstantComposite);
        put(S, &I, ty);
        put(S, &I, id);
        for (uint32_t i = 0; i < c->elem_count; i++)
            put(S, &I, e[i]);
        finish(S, SEC_TYPES, &I);
        return id;
    }
    uint32_t id = S->bound++;
    if (c->is_null && !c->is_spec) {
        emit2(S, SEC_TYPES, SpvOpConstantNull, ty, id);
        return id;
    }
    if (t.kind == IR_TY_BOOL) {
        uint32_t op = c->is_spec ? (c->bits ? SpvOpSpecConstantTrue : SpvOpSpecConstantFalse)
                                 : (c->bits ? SpvOpConstantTrue : SpvOpConstantFalse);
        emit2(S, SEC_TYPES, op, ty, id);
    } else if (t.kind == IR_TY_INT || t.kind == IR_TY_FLOAT) {
        inst_init(&I, c->is_spec ? SpvOpSpecConstant : SpvOpConstant);
        put(S, &I, ty);
        put(S, &I, id);
        put_scalar_bits(S, &I, &t, c->bits);
        finish(S, SEC_TYPES, &I);
    } else {
        fail(S, val.loc, D_SPV_UNSUPPORTED, "a constant of this type");
        return id;
    }
    if (c->is_spec) {
        spv_decorate(S, id, SpvDecorationSpecId, &c->spec_id, 1);
        spv_name(S, id, val.name);
    }
    return id;
}

/* ---- values -------------------------------------------------------------- */

static void global_var(Spv *S, IrId v);

uint32_t spv_value_id_slow(Spv *S, IrId v)
{
    IrModule *m = S->m;
    if (!v || v >= m->values.len) {
        fail(S, (Loc){0, 0, 0}, D_SPV_INVALID, "an operand that is not a value");
        return 0;
    }
    if (*id_slot(S, v))
        return S->ids[v];
    IrValueKind kind = ir_value(m, v)->kind;
    uint32_t id;
    switch (kind) {
    case IV_CONST:
    case IV_UNDEF:
        id = const_id(S, v, 0);
        break;
    case IV_GLOBAL:
        global_var(S, v);
        return S->ids[v];
    case IV_NONE:
        fail(S, (Loc){0, 0, 0}, D_SPV_INVALID, "an operand that is an empty value");
        return 0;
    default:
        id = S->bound++;
        break;
    }
    *id_slot(S, v) = id;
    return id;
}

/* OpDecorateString / OpMemberDecorateString (UserSemantic, UserTypeGOOGLE). */
static void decorate_string(Spv *S, uint32_t id, int32_t member, uint32_t deco, const char *str)
{
    Inst I;
    inst_init(&I, member >= 0 ? SpvOpMemberDecorateString : SpvOpDecorateString);
    put(S, &I, id);
    if (member >= 0)
        put(S, &I, (uint32_t)member);
    put(S, &I, deco);
    put_str(S, &I, str);
    finish(S, SEC_DECOS, &I);
}

void spv_decorate_list(Spv *S, uint32_t id, IrTypeId struct_type, const IrDecor *d, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        /* The Vulkan memory model has no Coherent: loads and stores say it. */
        if (d[i].deco == SpvDecorationCoherent && S->m->memory_model == SpvMemoryModelVulkan)
            continue;
        if (d[i].ids) {
            Inst I;
            inst_init(&I, SpvOpDecorateId);
            put(S, &I, id);
            put(S, &I, d[i].deco);
            for (unsigned k = 0; k < d[i].nargs; k++)
                put(S, &I, value_id(S, d[i].args[k]));
            finish(S, SEC_DECOS, &I);
        } else if (d[i].str && d[i].deco == SpvDecorationLinkageAttributes) {
            Inst I; /* OpDecorate %f LinkageAttributes "name" Export: a string, then the type */
            inst_init(&I, SpvOpDecorate);
            put(S, &I, id);
            put(S, &I, d[i].deco);
            put_str(S, &I, d[i].str);
            for (unsigned k = 0; k < d[i].nargs; k++)
                put(S, &I, d[i].args[k]);
            finish(S, SEC_DECOS, &I);
        } else if (d[i].str) {
            uint32_t target = d[i].member >= 0 ? type_id(S, struct_type, 0) : id;
            decorate_string(S, target, d[i].member, d[i].deco, d[i].str);
        } else if (d[i].member >= 0) {
            uint32_t st = type_id(S, struct_type, 0);
            member_decorate(S, st, (uint32_t)d[i].member, d[i].deco, d[i].args, d[i].nargs);
        } else {
            spv_decorate(S, id, d[i].deco, d[i].args, d[i].nargs);
        }
    }
}

static void global_var(Spv *S, IrId v)
{
    IrModule *m = S->m;
    IrValue val = *ir_value(m, v);
    const IrGlobal *g = val.u.g;
    uint32_t ty = type_id(S, val.type, 0);
    uint32_t init = g->init ? value_id(S, g->init) : 0;
    uint32_t id = S->bound++;
    *id_slot(S, v) = id;
    Inst I;
    inst_init(&I, SpvOpVariable);
    put(S, &I, ty);
    put(S, &I, id);
    put(S, &I, g->storage);
    if (init)
        put(S, &I, init);
    finish(S, SEC_TYPES, &I);
    spv_name(S, id, val.name);
    if (g->res != IRR_NONE && g->res != IRR_PUSH_CONSTANT) {
        spv_decorate(S, id, SpvDecorationDescriptorSet, &g->set, 1);
        spv_decorate(S, id, SpvDecorationBinding, &g->binding, 1);
    }
    if (g->builtin >= 0) {
        uint32_t b = (uint32_t)g->builtin;
        spv_decorate(S, id, SpvDecorationBuiltIn, &b, 1);
    } else if (g->location >= 0) {
        uint32_t l = (uint32_t)g->location;
        spv_decorate(S, id, SpvDecorationLocation, &l, 1);
        if (g->component >= 0) {
            uint32_t c = (uint32_t)g->component;
            spv_decorate(S, id, SpvDecorationComponent, &c, 1);
        }
    }
    if ((g->interp & 3) == 1)
        spv_decorate(S, id, SpvDecorationFlat, NULL, 0);
    if ((g->interp & 3) == 2)
        spv_decorate(S, id, SpvDecorationNoPerspective, NULL, 0);
    if (g->interp & 4)
        spv_decorate(S, id, SpvDecorationCentroid, NULL, 0);
    if (g->interp & 8)
        spv_decorate(S, id, SpvDecorationSample, NULL, 0);
    if (g->res == IRR_STORAGE_BUFFER && g->read_only)
        spv_decorate(S, id, SpvDecorationNonWritable, NULL, 0);
    /* A Volatile built-in before SPIR-V 1.6, where the decoration is not
     * allowed on one: its loads say it (the Vulkan memory model, emit.c). */
    for (uint32_t i = 0; i < g->decors.len; i++)
        if (!(g->builtin >= 0 && g->decors.data[i].deco == SpvDecorationVolatile && S->m->spirv_version < 0x10600))
            spv_decorate_list(S, id, g->pointee, &g->decors.data[i], 1);
    spv_decorate_list(S, id, g->pointee, val.decors.data, val.decors.len);
    if (S->cc->opt && S->cc->opt->spv_reflect) {
        /* -fspv-reflect: what DXC adds with SPV_GOOGLE_hlsl_functionality1. */
        if (g->semantic)
            decorate_string(S, id, -1, SpvDecorationUserSemantic, g->semantic);
        if (g->user_type) {
            decorate_string(S, id, -1, SpvDecorationUserTypeGOOGLE, g->user_type);
            ir_add_extension(S->m, "SPV_GOOGLE_user_type");
        }
        if (g->counter) {
            uint32_t cid = value_id(S, g->counter);
            Inst I;
            inst_init(&I, SpvOpDecorateId);
            put(S, &I, id);
            put(S, &I, SpvDecorationHlslCounterBufferGOOGLE);
            put(S, &I, cid);
            finish(S, SEC_DECOS, &I);
        }
    }
}
