/*
 * The IR verifier (QBE's ssacheck, NIR's nir_validate): checks the rules
 * that ir.h states (its header comment numbers them; the sections below
 * follow those numbers), after lowering and after each pass. The CFG,
 * reverse post-order and dominators are cfg.c's, the passes' own analysis.
 * Each problem is reported as D_IR_INVALID naming the pass that ran last;
 * the count of reports is capped so a broken pass does not flood the output.
 */
#include "ir/ir.h"

enum { MAX_REPORTS = 8 };

typedef struct Verifier {
    IrModule *m;
    const char *pass;
    IrFunc *f;
    uint32_t errors;
    /* Indexed by value id: block index + 1 (blocks of f), and position of an
     * instruction result in its block. */
    uint32_t *block_index;
    uint32_t *def_pos;
    /* f's CFG (cfg.c), indexed by block index: reachability, dominators,
     * predecessors. */
    const IrCfg *g;
} Verifier;

static void fail(Verifier *v, Loc loc, const char *fmt, ...) OSH_PRINTF(3, 4);
static void fail(Verifier *v, Loc loc, const char *fmt, ...)
{
    v->errors++;
    if (v->errors > MAX_REPORTS)
        return;
    va_list ap;
    va_start(ap, fmt);
    char *msg = arena_vsprintf(&v->m->cc->arena, fmt, ap);
    va_end(ap);
    if (v->f)
        msg = arena_sprintf(&v->m->cc->arena, "in function '%s': %s",
                            v->f->name ? v->f->name : "?", msg);
    diag(v->m->cc, loc, D_IR_INVALID, v->pass, msg);
}

static IrBlock *block_of_id(Verifier *v, IrId id)
{
    if (!id || id >= v->m->values.len || !v->block_index[id])
        return NULL;
    return v->f->blocks.data[v->block_index[id] - 1];
}

/* ---- 1. block shape ------------------------------------------------------ */

static void check_block_shape(Verifier *v, IrBlock *bl)
{
    IrModule *m = v->m;
    if (bl->func != v->f)
        fail(v, v->f->loc, "block %u belongs to another function", bl->id);
    bool seen_other = false;
    uint32_t pos = 0;
    for (IrInst *in = bl->first; in; in = in->next, pos++) {
        if (in->block != bl || (in->next && in->next->prev != in) ||
            (!in->next && bl->last != in)) {
            fail(v, in->loc, "block %u: broken instruction list", bl->id);
            return;
        }
        if ((unsigned)in->op >= IR_OP_COUNT) {
            fail(v, in->loc, "block %u: bad opcode %u", bl->id, (unsigned)in->op);
            continue;
        }
        bool term = ir_op_info(in->op)->flags & OPF_TERMINATOR;
        if (term && in->next)
            fail(v, in->loc, "block %u: terminator '%s' is not the last instruction", bl->id,
                 ir_op_info(in->op)->name);
        if (in->op == IR_PHI && seen_other)
            fail(v, in->loc, "block %u: phi %%%u after a non-phi instruction", bl->id, in->id);
        if (in->op != IR_PHI)
            seen_other = true;
        if (in->id) {
            if (in->id >= m->values.len || ir_value(m, in->id)->kind != IV_INST ||
                ir_value(m, in->id)->u.inst != in)
                fail(v, in->loc, "instruction result %%%u is not registered", in->id);
            else
                v->def_pos[in->id] = pos;
        }
    }
    if (!ir_block_terminated(bl))
        fail(v, bl->last ? bl->last->loc : v->f->loc, "block %u has no terminator", bl->id);
}

/* ---- 2. CFG and dominators ---------------------------------------------- */

/* Does block a dominate block b (both reachable)? */
static bool dominates(Verifier *v, uint32_t a, uint32_t b) { return ir_cfg_dominates(v->g, a, b); }
static bool reachable(Verifier *v, uint32_t b) { return ir_cfg_reachable(v->g, b); }

/* ---- 3. operands and SSA ----------------------------------------------- */

/* Whether operand k of `in` must be a block. */
static bool operand_is_block(const IrInst *in, uint32_t k)
{
    switch (in->op) {
    case IR_BR: return k == 0;
    case IR_BR_COND: return k >= 1;
    case IR_SWITCH: return k >= 1;
    case IR_PHI: return k % 2 == 1;
    default: return false;
    }
}

static void check_operands(Verifier *v, IrBlock *bl, IrInst *in, uint32_t pos)
{
    IrModule *m = v->m;
    uint32_t bi = v->block_index[bl->id] - 1;
    bool live = reachable(v, bi);
    for (uint32_t k = 0; k < in->nargs; k++) {
        IrId a = in->args[k];
        const char *opn = ir_op_info(in->op)->name;
        if (!a || a >= m->values.len) {
            fail(v, in->loc, "'%s' operand %u is not a value (%u)", opn, k, a);
            continue;
        }
        IrValue *val = ir_value(m, a);
        bool want_block = operand_is_block(in, k);
        if (want_block != (val->kind == IV_BLOCK)) {
            fail(v, in->loc, "'%s' operand %u: %s a block", opn, k,
                 want_block ? "expected" : "unexpected");
            continue;
        }
        if (want_block) {
            if (!block_of_id(v, a))
                fail(v, in->loc, "'%s' targets block %u of another function", opn, a);
            continue;
        }
        if (val->kind == IV_FUNC && !(in->op == IR_CALL && k == 0))
            fail(v, in->loc, "'%s' operand %u is a function", opn, k);
        if (val->kind == IV_PARAM && val->u.param.func != v->f)
            fail(v, in->loc, "'%s' uses a parameter of another function", opn);
        if (val->kind == IV_NONE)
            fail(v, in->loc, "'%s' operand %u is an empty value", opn, k);
        if (val->kind != IV_INST)
            continue;
        IrInst *def = val->u.inst;
        if (!def->block) {
            fail(v, in->loc, "'%s' uses %%%u, which was removed", opn, a);
            continue;
        }
        if (def->block->func != v->f) {
            fail(v, in->loc, "'%s' uses %%%u of another function", opn, a);
            continue;
        }
        if (!live)
            continue;
        uint32_t db = v->block_index[def->block->id] - 1;
        if (in->op == IR_PHI) {
            if (k + 1 >= in->nargs)
                continue;
            IrBlock *pred = block_of_id(v, in->args[k + 1]);
            if (pred && reachable(v, v->block_index[pred->id] - 1) &&
                !dominates(v, db, v->block_index[pred->id] - 1))
                fail(v, in->loc, "phi %%%u: %%%u does not dominate predecessor %u", in->id, a,
                     pred->id);
            continue;
        }
        if (db == bi ? v->def_pos[a] >= pos : !dominates(v, db, bi))
            fail(v, in->loc, "'%s' uses %%%u, whose definition does not dominate the use", opn,
                 a);
    }
}

static void check_phi(Verifier *v, IrBlock *bl, IrInst *in, uint32_t *preds, uint32_t npreds)
{
    if (in->nargs % 2) {
        fail(v, in->loc, "phi %%%u has an odd operand count", in->id);
        return;
    }
    for (uint32_t k = 1; k < in->nargs; k += 2) {
        IrBlock *p = block_of_id(v, in->args[k]);
        if (!p)
            continue; /* reported by check_operands */
        uint32_t pi = v->block_index[p->id] - 1;
        bool is_pred = false;
        for (uint32_t j = 0; j < npreds; j++)
            is_pred |= preds[j] == pi;
        if (!is_pred)
            fail(v, in->loc, "phi %%%u names block %u, which is not a predecessor of %u", in->id,
                 p->id, bl->id);
    }
    for (uint32_t j = 0; j < npreds; j++) {
        uint32_t pi = preds[j];
        if (!reachable(v, pi))
            continue;
        uint32_t count = 0;
        IrId pid = v->f->blocks.data[pi]->id;
        for (uint32_t k = 1; k < in->nargs; k += 2)
            count += in->args[k] == pid;
        if (count != 1)
            fail(v, in->loc, "phi %%%u has %u entries for predecessor %u", in->id, count, pid);
    }
}

/* ---- 4. structure ------------------------------------------------------- */

static void check_structure(Verifier *v, IrBlock *bl, uint32_t *merge_owner)
{
    if (bl->struct_kind == IR_STRUCT_NONE)
        return;
    uint32_t hi = v->block_index[bl->id] - 1;
    IrBlock *merge = block_of_id(v, bl->merge);
    if (!merge || merge == bl) {
        fail(v, v->f->loc, "header %u: merge %u is not another block of the function", bl->id,
             bl->merge);
        return;
    }
    uint32_t mi = v->block_index[merge->id] - 1;
    if (merge_owner[mi])
        fail(v, v->f->loc, "block %u is the merge of headers %u and %u", merge->id,
             merge_owner[mi], bl->id);
    merge_owner[mi] = bl->id;
    if (reachable(v, hi) && reachable(v, mi) && !dominates(v, hi, mi))
        fail(v, v->f->loc, "header %u does not dominate its merge %u", bl->id, merge->id);
    IrInst *t = ir_term(bl);
    if (bl->struct_kind == IR_STRUCT_SELECTION) {
        if (t && t->op != IR_BR_COND && t->op != IR_SWITCH)
            fail(v, t->loc, "selection header %u ends in '%s'", bl->id, ir_op_info(t->op)->name);
        return;
    }
    IrBlock *cont = block_of_id(v, bl->cont);
    if (!cont || cont == merge) {
        fail(v, v->f->loc, "loop header %u: continue target %u is invalid", bl->id, bl->cont);
        return;
    }
    uint32_t ci = v->block_index[cont->id] - 1;
    if (reachable(v, hi) && reachable(v, ci) && !dominates(v, hi, ci))
        fail(v, v->f->loc, "loop header %u does not dominate its continue target %u", bl->id,
             cont->id);
    if (t && t->op != IR_BR && t->op != IR_BR_COND)
        fail(v, t->loc, "loop header %u ends in '%s'", bl->id, ir_op_info(t->op)->name);
}

/* ---- 5. types ------------------------------------------------------------- */

/* Components and scalar of a scalar or vector type. */
static void shape(IrModule *m, IrTypeId t, unsigned *n, const IrType **scalar)
{
    const IrType *ty = ir_type(m, t);
    *n = 1;
    if (ty->kind == IR_TY_VECTOR) {
        *n = ty->count;
        ty = ir_type(m, ty->elem);
    }
    *scalar = ty;
}

static bool same_int_shape(IrModule *m, IrTypeId a, IrTypeId b)
{
    unsigned na, nb;
    const IrType *sa, *sb;
    shape(m, a, &na, &sa);
    shape(m, b, &nb, &sb);
    return na == nb && sa->kind == IR_TY_INT && sb->kind == IR_TY_INT && sa->width == sb->width;
}

/* A load or store's literals are its SPIR-V memory operands: a load or
 * store through a PhysicalStorageBuffer pointer (a buffer device address)
 * carries {Aligned, alignment}, as SPIR-V requires; nothing else has any. */
static bool memory_operands_ok(IrModule *m, const IrInst *in, IrTypeId ptr)
{
    if (ir_type(m, ptr)->storage != SpvStorageClassPhysicalStorageBuffer)
        return in->nlits == 0;
    return in->nlits == 2 && in->lits[0] == SpvMemoryAccessAlignedMask && in->lits[1] &&
           (in->lits[1] & (in->lits[1] - 1)) == 0;
}

static void check_types(Verifier *v, IrInst *in)
{
    IrModule *m = v->m;
    const char *opn = ir_op_info(in->op)->name;
    IrTypeId a = in->nargs > 0 ? ir_type_of(m, in->args[0]) : 0;
    IrTypeId b = in->nargs > 1 ? ir_type_of(m, in->args[1]) : 0;
    switch (in->op) {
    case IR_IADD: case IR_ISUB: case IR_IMUL: case IR_UDIV: case IR_SDIV: case IR_UMOD:
    case IR_SREM: case IR_SMOD: case IR_AND: case IR_OR: case IR_XOR:
        if (in->nargs != 2 || !same_int_shape(m, a, b) || !same_int_shape(m, a, in->type))
            fail(v, in->loc, "'%s' %%%u: operand types differ from the result", opn, in->id);
        break;
    case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM: case IR_FMOD:
        if (in->nargs != 2 || a != b || a != in->type)
            fail(v, in->loc, "'%s' %%%u: operand types differ from the result", opn, in->id);
        break;
    case IR_IEQ: case IR_INE: case IR_ULT: case IR_ULE: case IR_UGT: case IR_UGE: case IR_SLT:
    case IR_SLE: case IR_SGT: case IR_SGE: case IR_FEQ: case IR_FNE: case IR_FLT: case IR_FLE:
    case IR_FGT: case IR_FGE: {
        unsigned na, nr;
        const IrType *sa, *sr;
        shape(m, a, &na, &sa);
        shape(m, in->type, &nr, &sr);
        bool ok = in->nargs == 2 && (a == b || same_int_shape(m, a, b)) && na == nr &&
                  sr->kind == IR_TY_BOOL;
        if (!ok)
            fail(v, in->loc, "'%s' %%%u: bad operand or result types", opn, in->id);
        break;
    }
    case IR_LOAD:
        if (in->nargs != 1 || ir_type(m, a)->kind != IR_TY_POINTER ||
            ir_type(m, a)->elem != in->type)
            fail(v, in->loc, "load %%%u: result type is not the pointee type", in->id);
        else if (!memory_operands_ok(m, in, a))
            fail(v, in->loc, "load %%%u: a PhysicalStorageBuffer access needs lits Aligned, a power of two (and nothing else has lits)", in->id);
        break;
    case IR_STORE:
        if (in->nargs != 2 || ir_type(m, a)->kind != IR_TY_POINTER || ir_type(m, a)->elem != b)
            fail(v, in->loc, "store: value type is not the pointee type");
        else if (!memory_operands_ok(m, in, a))
            fail(v, in->loc, "store: a PhysicalStorageBuffer access needs lits Aligned, a power of two (and nothing else has lits)");
        break;
    case IR_ACCESS:
        if (in->nargs < 1 || ir_type(m, a)->kind != IR_TY_POINTER ||
            ir_type(m, in->type)->kind != IR_TY_POINTER)
            fail(v, in->loc, "access %%%u: base or result is not a pointer", in->id);
        break;
    case IR_VAR:
        if (ir_type(m, in->type)->kind != IR_TY_POINTER ||
            ir_type(m, in->type)->storage != SpvStorageClassFunction)
            fail(v, in->loc, "var %%%u: not a Function pointer", in->id);
        break;
    case IR_BR_COND:
        if (in->nargs != 3 || ir_type(m, a)->kind != IR_TY_BOOL)
            fail(v, in->loc, "br_cond: condition is not a bool");
        break;
    case IR_SELECT:
        if (in->nargs != 3 || ir_type_of(m, in->args[1]) != in->type ||
            ir_type_of(m, in->args[2]) != in->type)
            fail(v, in->loc, "select %%%u: operand types differ from the result", in->id);
        break;
    case IR_RET: {
        bool is_void = ir_type(m, v->f->ret)->kind == IR_TY_VOID;
        if (is_void ? in->nargs != 0 : in->nargs != 1 || a != v->f->ret)
            fail(v, in->loc, "ret: value does not match the function's return type");
        break;
    }
    case IR_PHI:
        for (uint32_t k = 0; k + 1 < in->nargs; k += 2)
            if (ir_type_of(m, in->args[k]) != in->type)
                fail(v, in->loc, "phi %%%u: entry %u has another type", in->id, k / 2);
        break;
    case IR_DBG_VALUE:
        if (in->nargs != 1 || in->nlits != 1 || !in->lits[0] || in->lits[0] >= m->dlocals.len)
            fail(v, in->loc, "dbg_value: not one value and a debug local of the module");
        break;
    default:
        break;
    }
    if (in->scope && in->scope >= m->dscopes.len)
        fail(v, in->loc, "%s: debug scope %u outside the module's table", ir_op_info(in->op)->name, in->scope);
}

/* ---- driver -------------------------------------------------------------- */

static void verify_func(Verifier *v, IrFunc *f)
{
    IrModule *m = v->m;
    Cc *cc = m->cc;
    v->f = f;
    uint32_t n = f->blocks.len;
    if (!n) {
        fail(v, f->loc, "no blocks");
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        IrBlock *bl = f->blocks.data[i];
        if (!bl->id || bl->id >= m->values.len || ir_value(m, bl->id)->u.block != bl) {
            fail(v, f->loc, "block %u is not registered", i);
            return;
        }
        v->block_index[bl->id] = i + 1;
    }
    for (uint32_t i = 0; i < n; i++)
        check_block_shape(v, f->blocks.data[i]);

    for (uint32_t i = 0; i < n; i++) {
        IrInst *t = ir_term(f->blocks.data[i]);
        for (uint32_t k = 0; k < ir_succ_count(t); k++)
            if (!block_of_id(v, ir_succ(t, k)))
                fail(v, t->loc, "block %u branches to %u, not a block of the function",
                     f->blocks.data[i]->id, ir_succ(t, k));
    }
    /* Predecessors (distinct, in block order), reverse post-order and
     * dominators: the passes' own analysis, so both agree on the rules. */
    const IrCfg *g = v->g = ir_cfg_build(m, f);
    if (g->npreds[0])
        fail(v, f->loc, "the entry block %u has predecessors", f->blocks.data[0]->id);

    uint32_t *merge_owner = TMPN(cc, uint32_t, n);
    for (uint32_t i = 0; i < n; i++) {
        IrBlock *bl = f->blocks.data[i];
        uint32_t pos = 0;
        for (IrInst *in = bl->first; in && in->block == bl; in = in->next, pos++) {
            check_operands(v, bl, in, pos);
            if (in->op == IR_PHI)
                check_phi(v, bl, in, g->preds[i], g->npreds[i]);
            check_types(v, in);
        }
        check_structure(v, bl, merge_owner);
    }
    for (uint32_t i = 0; i < n; i++)
        v->block_index[f->blocks.data[i]->id] = 0;
    v->f = NULL;
    v->g = NULL;
}

bool ir_verify(IrModule *m, const char *after_pass)
{
    /* The tables and CFGs are temporaries (TMPN); the messages are not. */
    Arena *scratch = cc_scratch(m->cc);
    ArenaMark mark = arena_mark(scratch);
    Verifier v = {.m = m, .pass = after_pass ? after_pass : "?"};
    v.block_index = TMPN(m->cc, uint32_t, m->values.len);
    v.def_pos = TMPN(m->cc, uint32_t, m->values.len);
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrValue *fv = ir_value(m, m->funcs.data[i]);
        if (fv->kind != IV_FUNC) {
            fail(&v, (Loc){0, 0, 0}, "funcs[%u] is not a function", i);
            continue;
        }
        verify_func(&v, fv->u.f);
    }
    for (uint32_t i = 0; i < m->entries.len; i++) {
        IrId fid = m->entries.data[i].func;
        if (!fid || fid >= m->values.len || ir_value(m, fid)->kind != IV_FUNC)
            fail(&v, (Loc){0, 0, 0}, "entry point %u has no function", i);
    }
    arena_release(scratch, mark);
    return v.errors == 0;
}
