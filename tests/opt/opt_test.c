// Unit tests of the optimizer passes: IR functions built with the builder,
// each pass run, the verifier checked, and the result's shape checked.
//
// Build and run from the repository root (-v prints the IR of each test):
//   gcc -std=c11 -g -Wall -Wextra -Werror -Wno-unused-parameter -Iinclude -Isrc tests/opt/opt_test.c src/base/*.c src/ir/*.c src/opt/*.c src/spirv/*.c -o /tmp/opt_test -lm && /tmp/opt_test
#include <stdio.h>
#include <stdlib.h>

#include "opt/opt.h"

static int failures;
static int verbose;

#define CHECK(cond)                                                             \
    do {                                                                        \
        if (!(cond)) {                                                          \
            fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond); \
            failures++;                                                         \
        }                                                                       \
    } while (0)

static void *host_alloc(void *user, void *ptr, size_t old, size_t size)
{
    (void)user;
    (void)old;
    if (!size) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

/* Every context made, freed at exit so LeakSanitizer sees no leak. */
static Cc *all_ccs[256];
static unsigned n_ccs;

static void free_all_ccs(void)
{
    for (unsigned i = 0; i < n_ccs; i++) {
        arena_free_all(&all_ccs[i]->arena);
        free(all_ccs[i]);
    }
    n_ccs = 0;
}

/* A fresh compilation context (the driver's setup, minus the source). */
static Cc *new_cc(void)
{
    static osh_options opts; /* test-only; the library has no statics */
    memset(&opts, 0, sizeof opts);
    opts.opt_level = 3;
    Cc *cc = calloc(1, sizeof *cc);
    cc->alloc.fn = host_alloc;
    cc->opt = &opts;
    cc->arena.cc = cc;
    cc->arena.limit = LIMIT_ARENA_BYTES;
    cc->max_errors = 20;
    if (n_ccs < sizeof all_ccs / sizeof all_ccs[0])
        all_ccs[n_ccs++] = cc;
    return cc;
}

static void dump(IrModule *m, const char *title)
{
    if (!verbose)
        return;
    Buf b;
    buf_init(&b, &m->cc->arena);
    ir_print(m, &b);
    printf("==== %s\n%s\n", title, buf_cstr(&b));
}

static void print_diags(Cc *cc)
{
    for (uint32_t i = 0; i < cc->diags.len; i++)
        fprintf(stderr, "  diag %s: %s\n", diag_info(cc->diags.data[i].id)->code,
                cc->diags.data[i].msg);
}

static bool verify(IrModule *m, const char *what)
{
    bool ok = ir_verify(m, what);
    if (!ok) {
        fprintf(stderr, "verify failed after %s\n", what);
        print_diags(m->cc);
        Buf b;
        buf_init(&b, &m->cc->arena);
        ir_print(m, &b);
        fprintf(stderr, "%s\n", buf_cstr(&b));
    }
    return ok;
}

static uint32_t count_op(IrModule *m, IrFunc *f, IrOp op)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            n += in->op == op;
    return n;
}

static uint32_t count_loops(IrFunc *f)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        n += f->blocks.data[i]->struct_kind == IR_STRUCT_LOOP;
    return n;
}

static IrInst *ret_of(IrFunc *f)
{
    for (uint32_t i = 0; i < f->blocks.len; i++)
        if (f->blocks.data[i]->last && f->blocks.data[i]->last->op == IR_RET)
            return f->blocks.data[i]->last;
    return NULL;
}

static IrModule *new_module(Cc **pcc)
{
    Cc *cc = new_cc();
    *pcc = cc;
    return ir_module_new(cc);
}

/* int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; } */
static IrFunc *build_sum_loop(IrModule *m, IrTypeId i32, bool unroll, int64_t bound_const)
{
    Cc *cc = m->cc;
    IrTypeId params[1] = {i32};
    IrFunc *f = ir_func_new(m, str_intern_c(cc, "sum"), i32, params, bound_const ? 0 : 1,
                            (Loc){0, 0, 0});
    IrBuilder b = {.m = m};
    IrBlock *entry = ir_block_new(m, f, "entry"), *h = ir_block_new(m, f, "header");
    IrBlock *cond = ir_block_new(m, f, "cond"), *body = ir_block_new(m, f, "body");
    IrBlock *cont = ir_block_new(m, f, "cont"), *merge = ir_block_new(m, f, "merge");
    ir_builder_at_end(&b, entry);
    IrId s = ir_local_var(&b, i32, str_intern_c(cc, "s"));
    IrId i = ir_local_var(&b, i32, str_intern_c(cc, "i"));
    ir_store(&b, s, ir_const_int(m, i32, 0));
    ir_store(&b, i, ir_const_int(m, i32, 0));
    ir_br(&b, h);
    ir_builder_at_end(&b, h);
    ir_set_loop(h, merge, cont, unroll ? SpvLoopControlUnrollMask : 0);
    if (unroll)
        h->unroll_count = 4;
    ir_br(&b, cond);
    ir_builder_at_end(&b, cond);
    IrId n = bound_const ? ir_const_int(m, i32, bound_const) : f->params.data[0];
    IrId c = ir_binop(&b, IR_SLT, ir_type_bool(m), ir_load(&b, i), n);
    ir_br_cond(&b, c, body, merge);
    ir_builder_at_end(&b, body);
    ir_store(&b, s, ir_binop(&b, IR_IADD, i32, ir_load(&b, s), ir_load(&b, i)));
    ir_br(&b, cont);
    ir_builder_at_end(&b, cont);
    ir_store(&b, i, ir_binop(&b, IR_IADD, i32, ir_load(&b, i), ir_const_int(m, i32, 1)));
    ir_br(&b, h);
    ir_builder_at_end(&b, merge);
    ir_ret(&b, ir_load(&b, s));
    return f;
}

static void test_mem2reg_loop(void)
{
    Cc *cc;
    IrModule *m = new_module(&cc);
    IrTypeId i32 = ir_type_int(m, 32, true);
    IrFunc *f = build_sum_loop(m, i32, false, 0);
    CHECK(verify(m, "build"));
    CHECK(opt_mem2reg(m));
    CHECK(verify(m, "mem2reg"));
    CHECK(count_op(m, f, IR_VAR) == 0);
    CHECK(count_op(m, f, IR_LOAD) == 0);
    CHECK(count_op(m, f, IR_STORE) == 0);
    CHECK(count_op(m, f, IR_PHI) >= 2); /* s and i at the loop header */
    opt_dce(m);
    CHECK(verify(m, "dce"));
    dump(m, "mem2reg loop");
    CHECK(count_op(m, f, IR_PHI) == 2);
    /* the header holds the phis */
    IrBlock *h = f->blocks.data[1];
    CHECK(h->first && h->first->op == IR_PHI && h->first->next->op == IR_PHI);
    CHECK(!cc_has_errors(cc));
}

/* float pick(bool c, float a) { float x; if (c) x = a; else x = 2.0; return x; } */
static void test_mem2reg_if(void)
{
    Cc *cc;
    IrModule *m = new_module(&cc);
    IrTypeId f32 = ir_type_float(m, 32), bl = ir_type_bool(m);
    IrTypeId params[2] = {bl, f32};
    IrFunc *f = ir_func_new(m, str_intern_c(cc, "pick"), f32, params, 2, (Loc){0, 0, 0});
    IrBuilder b = {.m = m};
    IrBlock *entry = ir_block_new(m, f, "entry"), *t = ir_block_new(m, f, "then");
    IrBlock *e = ir_block_new(m, f, "else"), *mg = ir_block_new(m, f, "merge");
    ir_builder_at_end(&b, entry);
    IrId x = ir_local_var(&b, f32, str_intern_c(cc, "x"));
    ir_set_selection(entry, mg, 0);
    ir_br_cond(&b, f->params.data[0], t, e);
    ir_builder_at_end(&b, t);
    ir_store(&b, x, f->params.data[1]);
    ir_br(&b, mg);
    ir_builder_at_end(&b, e);
    ir_store(&b, x, ir_const_float(m, f32, 2.0));
    ir_br(&b, mg);
    ir_builder_at_end(&b, mg);
    ir_ret(&b, ir_load(&b, x));
    CHECK(verify(m, "build"));
    /* mem2reg alone: at -O3, simplifycfg turns this phi of an if with
     * empty arms into a select. */
    CHECK(opt_mem2reg(m));
    CHECK(verify(m, "mem2reg"));
    dump(m, "mem2reg if");
    CHECK(count_op(m, f, IR_VAR) == 0);
    CHECK(count_op(m, f, IR_PHI) == 1);
    IrInst *r = ret_of(f);
    CHECK(r && r->nargs == 1 && ir_def(m, r->args[0]) && ir_def(m, r->args[0])->op == IR_PHI);
    CHECK(!cc_has_errors(cc));
}

static void test_constfold(void)
{
    Cc *cc;
    IrModule *m = new_module(&cc);
    IrTypeId i32 = ir_type_int(m, 32, true), u32 = ir_type_int(m, 32, false);
    IrTypeId f32 = ir_type_float(m, 32), bl = ir_type_bool(m);
    IrTypeId v2 = ir_type_vector(m, i32, 2);
    IrTypeId params[1] = {i32};
    IrFunc *f = ir_func_new(m, str_intern_c(cc, "k"), i32, params, 1, (Loc){0, 0, 0});
    IrBuilder b = {.m = m};
    IrBlock *entry = ir_block_new(m, f, "entry"), *t = ir_block_new(m, f, "then");
    IrBlock *e = ir_block_new(m, f, "else"), *mg = ir_block_new(m, f, "merge");
    ir_builder_at_end(&b, entry);
    IrId p = f->params.data[0];
    IrId a = ir_binop(&b, IR_IADD, i32, ir_const_int(m, i32, 2), ir_const_int(m, i32, 3));
    IrId c = ir_binop(&b, IR_IMUL, i32, a, ir_const_int(m, i32, 4));            /* 20 */
    IrId w = ir_binop(&b, IR_IADD, i32, ir_const_int(m, i32, INT32_MAX), ir_const_int(m, i32, 1));
    IrId x0 = ir_binop(&b, IR_IADD, i32, p, ir_const_int(m, i32, 0));            /* p */
    IrId x1 = ir_binop(&b, IR_IMUL, i32, x0, ir_const_int(m, i32, 1));           /* p */
    IrId z = ir_binop(&b, IR_IMUL, i32, p, ir_const_int(m, i32, 0));             /* 0 */
    IrId dz = ir_binop(&b, IR_SDIV, i32, p, ir_const_int(m, i32, 0));            /* kept */
    IrId fl = ir_binop(&b, IR_FADD, f32, ir_const_float(m, f32, 0.1), ir_const_float(m, f32, 0.2));
    IrId fc = ir_unop(&b, IR_FTOS, i32, fl);                                     /* 0 */
    IrId fs = ir_unop(&b, IR_SIN, f32, ir_const_float(m, f32, 1.0));             /* kept */
    IrId sc = ir_spec_const(m, i32, 7, 3, str_intern_c(cc, "K"));
    IrId sp = ir_binop(&b, IR_IADD, i32, sc, ir_const_int(m, i32, 1));           /* kept */
    IrId ve = ir_binop(&b, IR_IADD, v2,
                       ir_const_composite(m, v2, (IrId[]){ir_const_int(m, i32, 1), ir_const_int(m, i32, 2)}, 2),
                       ir_const_splat(m, v2, ir_const_int(m, i32, 10)));
    uint32_t lit1 = 1;
    IrId vx = ir_emit(&b, IR_EXTRACT, i32, &ve, 1, &lit1, 1);                     /* 12 */
    IrId sh = ir_binop(&b, IR_SHL, u32, ir_const_int(m, u32, 1), ir_const_int(m, u32, 40)); /* kept */
    IrId cmp = ir_binop(&b, IR_SLT, bl, ir_const_int(m, i32, -1), ir_const_int(m, i32, 1));
    IrId sum = ir_binop(&b, IR_IADD, i32, c, x1);
    sum = ir_binop(&b, IR_IADD, i32, sum, z);
    sum = ir_binop(&b, IR_IADD, i32, sum, w);
    sum = ir_binop(&b, IR_IADD, i32, sum, dz);
    sum = ir_binop(&b, IR_IADD, i32, sum, fc);
    sum = ir_binop(&b, IR_IADD, i32, sum, ir_unop(&b, IR_FTOS, i32, fs));
    sum = ir_binop(&b, IR_IADD, i32, sum, sp);
    sum = ir_binop(&b, IR_IADD, i32, sum, vx);
    sum = ir_binop(&b, IR_IADD, i32, sum, ir_unop(&b, IR_BITCAST, i32, sh));
    ir_set_selection(entry, mg, 0);
    ir_br_cond(&b, cmp, t, e);
    ir_builder_at_end(&b, t);
    ir_br(&b, mg);
    ir_builder_at_end(&b, e);
    ir_br(&b, mg);
    ir_builder_at_end(&b, mg);
    IrId args[4] = {sum, t->id, ir_const_int(m, i32, 5), e->id};
    IrId phi = ir_emit(&b, IR_PHI, i32, args, 4, NULL, 0);
    ir_ret(&b, phi);
    CHECK(verify(m, "build"));
    CHECK(opt_constfold(m));
    CHECK(verify(m, "constfold"));
    dump(m, "constfold (one pass)");
    uint64_t bits;
    /* c folded: the first add of the sum chain is 20 + p */
    CHECK(count_op(m, f, IR_IMUL) == 0);
    CHECK(count_op(m, f, IR_SDIV) == 1);
    CHECK(count_op(m, f, IR_SIN) == 1);
    CHECK(count_op(m, f, IR_SHL) == 1);
    CHECK(count_op(m, f, IR_EXTRACT) == 0);
    CHECK(count_op(m, f, IR_FADD) == 0);
    /* the spec constant add stays */
    bool spec_add = false;
    for (IrInst *in = entry->first; in; in = in->next)
        if (in->op == IR_IADD && (in->args[0] == sc || in->args[1] == sc))
            spec_add = true;
    CHECK(spec_add);
    /* wraparound: INT32_MAX + 1 folded to INT32_MIN, and 0.1f + 0.2f */
    CHECK(ir_const_value(m, ir_const_int(m, i32, INT32_MIN), &bits) && bits == 0x80000000u);
    CHECK(opt_run(m, 3, false));
    dump(m, "constfold (opt_run)");
    CHECK(f->blocks.len == 1); /* the constant branch folded and the blocks merged */
    CHECK(count_op(m, f, IR_PHI) == 0);
    CHECK(!cc_has_errors(cc));
}

static void test_unroll(void)
{
    Cc *cc;
    IrModule *m = new_module(&cc);
    IrTypeId i32 = ir_type_int(m, 32, true);
    IrFunc *f = build_sum_loop(m, i32, true, 4);
    CHECK(verify(m, "build"));
    CHECK(opt_run(m, 3, false));
    dump(m, "unroll(4)");
    CHECK(count_loops(f) == 0);
    IrInst *r = ret_of(f);
    uint64_t bits = 0;
    CHECK(r && r->nargs == 1 && ir_const_value(m, r->args[0], &bits) && bits == 6);
    CHECK(!cc_has_errors(cc));
}

static void test_loop_stays(void)
{
    Cc *cc;
    IrModule *m = new_module(&cc);
    IrTypeId i32 = ir_type_int(m, 32, true);
    IrFunc *f = build_sum_loop(m, i32, true, 0);
    CHECK(opt_run(m, 3, false));
    dump(m, "unroll with unknown bound");
    CHECK(count_loops(f) == 1);
    CHECK(count_op(m, f, IR_VAR) == 0);
    for (uint32_t i = 0; i < f->blocks.len; i++)
        if (f->blocks.data[i]->struct_kind == IR_STRUCT_LOOP)
            CHECK(f->blocks.data[i]->control & SpvLoopControlUnrollMask);
    CHECK(!cc_has_errors(cc));
}


/* int h(int x) { if (x < 0) return -x; return x * 2; }
 * int caller(int p) { return h(p) + h(3); } */
static void test_inline(int level, bool keep)
{
    Cc *cc;
    IrModule *m = new_module(&cc);
    IrTypeId i32 = ir_type_int(m, 32, true), bl = ir_type_bool(m);
    IrTypeId params[1] = {i32};
    IrFunc *h = ir_func_new(m, str_intern_c(cc, "h"), i32, params, 1, (Loc){0, 0, 0});
    IrBuilder b = {.m = m};
    IrBlock *entry = ir_block_new(m, h, "entry"), *neg = ir_block_new(m, h, "neg");
    IrBlock *rest = ir_block_new(m, h, "rest");
    ir_builder_at_end(&b, entry);
    IrId x = h->params.data[0];
    ir_set_selection(entry, rest, 0);
    ir_br_cond(&b, ir_binop(&b, IR_SLT, bl, x, ir_const_int(m, i32, 0)), neg, rest);
    ir_builder_at_end(&b, neg);
    ir_ret(&b, ir_unop(&b, IR_SNEG, i32, x));
    ir_builder_at_end(&b, rest);
    ir_ret(&b, ir_binop(&b, IR_IMUL, i32, x, ir_const_int(m, i32, 2)));

    IrFunc *f = ir_func_new(m, str_intern_c(cc, "caller"), i32, params, 1, (Loc){0, 0, 0});
    IrBlock *fe = ir_block_new(m, f, "entry");
    ir_builder_at_end(&b, fe);
    IrId a1[2] = {h->id, f->params.data[0]}, a2[2] = {h->id, ir_const_int(m, i32, 3)};
    IrId r1 = ir_emit(&b, IR_CALL, i32, a1, 2, NULL, 0);
    IrId r2 = ir_emit(&b, IR_CALL, i32, a2, 2, NULL, 0);
    ir_ret(&b, ir_binop(&b, IR_IADD, i32, r1, r2));
    CHECK(verify(m, "build"));
    CHECK(opt_run(m, level, keep));
    dump(m, level ? "inline -O3" : keep ? "-O0, calls kept" : "inline -O0");
    if (keep && !level) { /* the SPIR-V target's -O0: both calls stay */
        CHECK(count_op(m, f, IR_CALL) == 2);
        CHECK(!cc_has_errors(cc));
        return;
    }
    CHECK(count_op(m, f, IR_CALL) == 0);
    CHECK(m->funcs.len == 1 && m->funcs.data[0] == f->id);
    if (level) {
        /* h(3) folded to 6: the sum adds 6 */
        bool six = false;
        for (uint32_t i = 0; i < f->blocks.len; i++)
            for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
                if (in->op == IR_IADD && in->args[1] == ir_const_int(m, i32, 6))
                    six = true;
        CHECK(six);
    }
    CHECK(!cc_has_errors(cc));
}
static void test_inline0(void) { test_inline(0, false); }
static void test_inline3(void) { test_inline(3, false); }
static void test_keep_calls0(void) { test_inline(0, true); }
static void test_keep_calls3(void) { test_inline(3, true); }

static void test_unroll_limit(void)
{
    Cc *cc;
    IrModule *m = new_module(&cc);
    IrTypeId i32 = ir_type_int(m, 32, true);
    IrFunc *f = build_sum_loop(m, i32, true, LIMIT_UNROLL + 10);
    CHECK(opt_run(m, 3, false));
    CHECK(count_loops(f) == 1);
    CHECK(cc->warning_count == 1 && cc->diags.len == 1 &&
          cc->diags.data[0].id == D_OPT_UNROLL_LIMIT);
    CHECK(!cc_has_errors(cc));
}

/* f calls g calls f: reported, not looped on (also at -O0 when calls stay). */
static void recursion(int level, bool keep)
{
    Cc *cc;
    IrModule *m = new_module(&cc);
    IrTypeId v = ir_type_void(m);
    IrFunc *f = ir_func_new(m, str_intern_c(cc, "f"), v, NULL, 0, (Loc){0, 0, 0});
    IrFunc *g = ir_func_new(m, str_intern_c(cc, "g"), v, NULL, 0, (Loc){0, 0, 0});
    IrBuilder b = {.m = m};
    ir_builder_at_end(&b, ir_block_new(m, f, "entry"));
    ir_emit(&b, IR_CALL, 0, &g->id, 1, NULL, 0);
    ir_ret(&b, 0);
    ir_builder_at_end(&b, ir_block_new(m, g, "entry"));
    ir_emit(&b, IR_CALL, 0, &f->id, 1, NULL, 0);
    ir_ret(&b, 0);
    CHECK(!opt_run(m, level, keep));
    CHECK(cc->error_count == 1 && cc->diags.data[0].id == D_OPT_RECURSION);
}
static void test_recursion(void) { recursion(3, false); }
static void test_recursion0(void) { recursion(0, true); }

int main(int argc, char **argv)
{
    verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
    struct { const char *name; void (*fn)(void); } tests[] = {
        {"mem2reg_loop", test_mem2reg_loop},
        {"mem2reg_if", test_mem2reg_if},
        {"constfold", test_constfold},
        {"inline_O0", test_inline0},
        {"inline_O3", test_inline3},
        {"keep_calls_O0", test_keep_calls0},
        {"keep_calls_O3", test_keep_calls3},
        {"recursion_O0", test_recursion0},
        {"unroll", test_unroll},
        {"loop_stays", test_loop_stays},
        {"unroll_limit", test_unroll_limit},
        {"recursion", test_recursion},
    };
    for (size_t i = 0; i < countof(tests); i++) {
        int before = failures;
        tests[i].fn();
        printf("%s %s\n", failures == before ? "ok  " : "FAIL", tests[i].name);
    }
    printf("%s: %d failure(s)\n", failures ? "FAILED" : "passed", failures);
    free_all_ccs();
    return failures ? 1 : 0;
}
