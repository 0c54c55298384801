// The WGSL back end without the front end: modules are built by hand with
// the IR builder, checked with ir_verify, emitted with wgsl_emit and
// validated with Tint (Dawn's null backend, through the npm package
// `webgpu` via tests/runners/dawnrun.mjs).
//
// Build and run (from the repository root):
//   gcc -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter -Iinclude -Isrc
//       src/base/*.c src/ir/*.c src/wgsl/*.c tests/wgsl/wgsl_test.c -lm -o build/wgsl_test
//   build/wgsl_test [output-folder]      (default: $TMPDIR or /tmp)
/*
 * Each case writes <name>.wgsl into the folder and runs
 * `node tests/runners/dawnrun.mjs validate [--compute-entry main]` on it
 * (skipped, with a note, when node or the package is missing). The
 * diagnostic cases check that OSH5202 / OSH5205 are reported. Set
 * WGSL_TEST_PRINT=1 to print the WGSL.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

#include "wgsl/wgsl_int.h" /* w_is_primary */

static void *test_alloc(void *user, void *ptr, size_t old, size_t size)
{
    (void)user;
    (void)old;
    if (!size) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

static int failures;
static const char *outdir;
static bool have_tint;
static osh_options options;

#define CHECK(cond, ...)                                                      \
    do {                                                                      \
        if (!(cond)) {                                                        \
            failures++;                                                       \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                       \
            printf(__VA_ARGS__);                                              \
            printf("\n");                                                     \
        }                                                                     \
    } while (0)

static Cc *cc_new(void)
{
    Cc *cc = calloc(1, sizeof *cc);
    cc->alloc = (osh_allocator){test_alloc, NULL};
    cc->opt = &options;
    cc->arena.cc = cc;
    cc->arena.limit = LIMIT_ARENA_BYTES;
    cc->max_errors = 1000;
    return cc;
}

static void cc_free(Cc *cc)
{
    arena_free_all(&cc->arena);
    free(cc);
}

static void print_diags(Cc *cc)
{
    for (uint32_t i = 0; i < cc->diags.len; i++)
        printf("  %s: %s\n", diag_info(cc->diags.data[i].id)->code, cc->diags.data[i].msg);
}

/* ---- shared pieces ---------------------------------------------------------- */

typedef struct Ctx {
    IrModule *m;
    IrBuilder b;
    IrFunc *f;
    IrTypeId u32, i32, f32, b1, uvec3, vec4;
    IrId gid;       /* Input uint3 GlobalInvocationId */
} Ctx;

static void ctx_init(Ctx *c, Cc *cc)
{
    IrModule *m = c->m = ir_module_new(cc);
    c->u32 = ir_type_int(m, 32, false);
    c->i32 = ir_type_int(m, 32, true);
    c->f32 = ir_type_float(m, 32);
    c->b1 = ir_type_bool(m);
    c->uvec3 = ir_type_vector(m, c->u32, 3);
    c->vec4 = ir_type_vector(m, c->f32, 4);
    c->gid = ir_global_new(m, str_intern_c(cc, "gl_GlobalInvocationID"), SpvStorageClassInput,
                           c->uvec3, (Loc){0, 0, 0});
    ir_value(m, c->gid)->u.g->builtin = SpvBuiltInGlobalInvocationId;
    c->f = ir_func_new(m, str_intern_c(cc, "main"), ir_type_void(m), NULL, 0, (Loc){0, 0, 0});
    c->b = (IrBuilder){.m = m};
    ir_builder_at_end(&c->b, ir_block_new(m, c->f, "entry"));
    IrEntry e = {0};
    e.name = str_intern_c(cc, "main");
    e.stage = STAGE_COMPUTE;
    e.model = SpvExecutionModelGLCompute;
    e.func = c->f->id;
    e.workgroup[0] = 64;
    e.workgroup[1] = e.workgroup[2] = 1;
    vec_push(&cc->arena, &m->entries, e);
}

/* A RWStructuredBuffer<elem>: StorageBuffer Block { elem[] } at set 0. */
static IrId storage_buffer(Ctx *c, const char *name, IrTypeId elem, uint32_t stride,
                           uint32_t binding)
{
    IrModule *m = c->m;
    Cc *cc = m->cc;
    IrMember mb = {.type = ir_type_runtime_array(m, elem, stride), .offset = 0};
    IrTypeId blk = ir_type_struct(m, str_intern_c(cc, "type.RWStructuredBuffer"), &mb, 1, true, true);
    IrId g = ir_global_new(m, str_intern_c(cc, name), SpvStorageClassStorageBuffer, blk,
                           (Loc){0, 0, 0});
    IrGlobal *gl = ir_value(m, g)->u.g;
    gl->res = IRR_STORAGE_BUFFER;
    gl->set = 0;
    gl->binding = binding;
    return g;
}

/* &buf[0][index] */
static IrId element(Ctx *c, IrId buf, IrTypeId elem, IrId index)
{
    IrId idx[2] = {ir_const_int(c->m, c->i32, 0), index};
    return ir_access(&c->b, ir_type_pointer(c->m, SpvStorageClassStorageBuffer, elem), buf, idx, 2);
}

static IrId thread_x(Ctx *c)
{
    IrId id = ir_load(&c->b, c->gid);
    uint32_t zero = 0;
    return ir_emit(&c->b, IR_EXTRACT, c->u32, &id, 1, &zero, 1);
}

/* Runs a compute shader on Dawn's OpenGL ES backend and compares buffers
 * (dawnrun's spec format); skipped when there is no adapter. */
static void run_wgsl(const char *name, const char *path, const char *spec)
{
    char spath[1100], cmd[2400];
    snprintf(spath, sizeof spath, "%s/%s.spec", outdir, name);
    FILE *fp = fopen(spath, "w");
    CHECK(fp, "cannot write %s", spath);
    if (!fp)
        return;
    fputs(spec, fp);
    fclose(fp);
    snprintf(cmd, sizeof cmd,
             "node tests/runners/dawnrun.mjs run --backend opengles %s %s > %s/%s.run 2>&1", path,
             spath, outdir, name);
    int rc = system(cmd);
    rc = WIFEXITED(rc) ? WEXITSTATUS(rc) : 5;
    if (rc == 3) {
        printf("skip run %s (no Dawn adapter)\n", name);
        return;
    }
    CHECK(rc == 0, "%s: the run on Dawn failed (exit %d, see %s/%s.run)", name, rc, outdir, name);
    if (rc == 0)
        printf("ok run %s\n", name);
}

/* Runs wgsl_emit, writes <name>.wgsl and validates it with Tint; with a
 * spec, also runs it. */
static const char *check_wgsl_run(Ctx *c, const char *name, const char *spec);
static const char *check_wgsl(Ctx *c, const char *name) { return check_wgsl_run(c, name, NULL); }
static const char *check_wgsl_run(Ctx *c, const char *name, const char *spec)
{
    IrModule *m = c->m;
    Cc *cc = m->cc;
    CHECK(ir_verify(m, "test"), "%s: ir_verify failed", name);
    print_diags(cc);
    Buf text;
    buf_init(&text, &cc->arena);
    bool ok = wgsl_emit(m, &text);
    CHECK(ok, "%s: wgsl_emit failed", name);
    print_diags(cc);
    if (!ok)
        return NULL;
    const char *s = buf_cstr(&text);
    if (getenv("WGSL_TEST_PRINT"))
        printf("---- %s.wgsl\n%s", name, s);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.wgsl", outdir, name);
    FILE *fp = fopen(path, "w");
    CHECK(fp, "cannot write %s", path);
    if (!fp)
        return s;
    fwrite(text.data, 1, text.len, fp);
    fclose(fp);
    if (!have_tint) {
        printf("skip Tint %s (node or the webgpu package not found)\n", name);
        return s;
    }
    char cmd[1400];
    IrEntry *e = &m->entries.data[0];
    snprintf(cmd, sizeof cmd, "node tests/runners/dawnrun.mjs validate %s%s %s",
             e->stage == STAGE_COMPUTE ? "--compute-entry " : "",
             e->stage == STAGE_COMPUTE ? wgsl_entry_name(cc, e->name) : "", path);
    int rc = system(cmd);
    CHECK(rc == 0, "%s: Tint rejected %s", name, path);
    if (rc != 0 && !getenv("WGSL_TEST_PRINT"))
        printf("%s", s);
    if (rc == 0)
        printf("ok %s\n", name);
    if (rc == 0 && spec)
        run_wgsl(name, path, spec);
    return s;
}

static bool has_diag(Cc *cc, const char *code, const char *text)
{
    for (uint32_t i = 0; i < cc->diags.len; i++)
        if (cc->diags.data[i].id != D_NOTE && !strcmp(diag_info(cc->diags.data[i].id)->code, code) &&
            (!text || strstr(cc->diags.data[i].msg, text)))
            return true;
    return false;
}

#define BEGIN(name)                                                           \
    Cc *cc = cc_new();                                                        \
    if (setjmp(cc->unwind)) {                                                 \
        CHECK(0, name ": unwound");                                           \
        print_diags(cc);                                                      \
        cc_free(cc);                                                          \
        return;                                                               \
    }

/* ---- (a) the thin path ------------------------------------------------------ */

/* RWStructuredBuffer<uint> data : register(u0);
 * [numthreads(64,1,1)] void main(uint3 id : SV_DispatchThreadID)
 * { data[id.x] = data[id.x] * 2 + 1; } */
static void build_thin(Ctx *c)
{
    IrModule *m = c->m;
    IrId data = storage_buffer(c, "data", c->u32, 4, 0);
    IrId x = thread_x(c);
    IrId p = element(c, data, c->u32, x);
    IrId v = ir_load(&c->b, p);
    IrId v2 = ir_binop(&c->b, IR_IMUL, c->u32, v, ir_const_int(m, c->u32, 2));
    IrId v3 = ir_binop(&c->b, IR_IADD, c->u32, v2, ir_const_int(m, c->u32, 1));
    ir_store(&c->b, p, v3);
    ir_ret(&c->b, 0);
}

static void test_thin(void)
{
    BEGIN("thin");
    Ctx c;
    ctx_init(&c, cc);
    build_thin(&c);
    const char *s = check_wgsl_run(&c, "thin",
                                   "dispatch 1 1 1\nbuffer 0 0 storage u32 64\n"
                                   "init 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 "
                                   "23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 "
                                   "45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63\n"
                                   "expect 1 3 5 7 9 11 13 15 17 19 21 23 25 27 29 31 33 35 37 39 41 "
                                   "43 45 47 49 51 53 55 57 59 61 63 65 67 69 71 73 75 77 79 81 83 85 "
                                   "87 89 91 93 95 97 99 101 103 105 107 109 111 113 115 117 119 121 "
                                   "123 125 127\n");
    CHECK(s && strstr(s, "@group(0) @binding(0) var<storage, read_write> data: array<u32>;"),
          "thin: buffer declaration");
    CHECK(s && strstr(s, "@compute @workgroup_size(64, 1, 1)"), "thin: entry attributes");
    CHECK(s && strstr(s, "@builtin(global_invocation_id)"), "thin: built-in");

    /* Determinism: a second, separate build gives the same text. */
    Cc *cc2 = cc_new();
    if (setjmp(cc2->unwind) == 0) {
        Ctx c2;
        ctx_init(&c2, cc2);
        build_thin(&c2);
        Buf t2;
        buf_init(&t2, &cc2->arena);
        bool ok = wgsl_emit(c2.m, &t2);
        CHECK(ok && s && !strcmp(s, buf_cstr(&t2)), "thin: output is not deterministic");
    }
    cc_free(cc2);
    cc_free(cc);
}

/* ---- inlining of single-use values (inline.c) ---------------------------------- */

/* v = data[x]; data[x] = 7; data[x + 64] = v;  and  data[x] = data[x] * 2 + 1 (thin):
 * the load moved past a store would read 7. */
static void test_inline(void)
{
    BEGIN("inline");
    Ctx c;
    ctx_init(&c, cc);
    build_thin(&c);
    const char *s = check_wgsl(&c, "inline_thin");
    CHECK(s && strstr(s, "] = ((data[") && strstr(s, " * 2u) + 1u);"),
          "inline: the single-use chain is not one expression");
    cc_free(cc);

    Cc *cc2 = cc_new();
    if (setjmp(cc2->unwind) == 0) {
        Ctx d;
        ctx_init(&d, cc2);
        IrModule *m = d.m;
        IrId data = storage_buffer(&d, "data", d.u32, 4, 0);
        IrId x = thread_x(&d);
        IrId p = element(&d, data, d.u32, x);
        IrId v = ir_load(&d.b, p);
        ir_store(&d.b, p, ir_const_int(m, d.u32, 7));
        IrId x64 = ir_binop(&d.b, IR_IADD, d.u32, x, ir_const_int(m, d.u32, 64));
        ir_store(&d.b, element(&d, data, d.u32, x64), v);
        ir_ret(&d.b, 0);
        const char *t = check_wgsl(&d, "inline_store");
        CHECK(t && strstr(t, "let "), "inline: a load was moved past a store");
    } else {
        CHECK(0, "inline_store: unwound");
    }
    cc_free(cc2);

    CHECK(w_is_primary("a") && w_is_primary("a.x[i]") && w_is_primary("(a + b)") &&
              w_is_primary("bitcast<f32>(d[i])") && w_is_primary("vec2<f32>(a, b).y") &&
              w_is_primary("array<f32, 2>(a, b)"),
          "inline: primary expressions");
    CHECK(!w_is_primary("-a") && !w_is_primary("a + b") && !w_is_primary("(a) + (b)") &&
              !w_is_primary("a < b") && !w_is_primary("x<y"),
          "inline: operator expressions need parentheses");
}

/* ---- (b) a loop with phis, an if/else and a switch --------------------------- */

/* uint acc = 0;
 * for (uint i = 0; i < 10; i++) { if (i & 1) acc += i; else acc *= 2; }
 * switch (acc % 3) { case 0: out[x] = acc; break; case 1: out[x] = 7; break; default: break; } */
static void test_loop(void)
{
    BEGIN("loop");
    Ctx c;
    ctx_init(&c, cc);
    IrModule *m = c.m;
    IrBuilder *b = &c.b;
    IrFunc *f = c.f;
    IrId out = storage_buffer(&c, "out", c.u32, 4, 0);
    IrBlock *entry = b->block;
    IrBlock *header = ir_block_new(m, f, "loop.header");
    IrBlock *body = ir_block_new(m, f, "loop.body");
    IrBlock *then = ir_block_new(m, f, "if.then");
    IrBlock *els = ir_block_new(m, f, "if.else");
    IrBlock *join = ir_block_new(m, f, "if.merge");
    IrBlock *cont = ir_block_new(m, f, "loop.continue");
    IrBlock *exit = ir_block_new(m, f, "loop.merge");
    IrBlock *case0 = ir_block_new(m, f, "case0");
    IrBlock *case1 = ir_block_new(m, f, "case1");
    IrBlock *sw_merge = ir_block_new(m, f, "switch.merge");
    IrId zero = ir_const_int(m, c.u32, 0), one = ir_const_int(m, c.u32, 1);

    IrId x = thread_x(&c);
    ir_br(b, header);

    ir_builder_at_end(b, header);
    ir_set_loop(header, exit, cont, SpvLoopControlMaskNone);
    IrInst *i_phi = ir_emit_inst(b, IR_PHI, c.u32, (IrId[]){zero, entry->id}, 2, NULL, 0);
    IrInst *acc_phi = ir_emit_inst(b, IR_PHI, c.u32, (IrId[]){zero, entry->id}, 2, NULL, 0);
    IrId lt = ir_binop(b, IR_ULT, c.b1, i_phi->id, ir_const_int(m, c.u32, 10));
    ir_br_cond(b, lt, body, exit);

    ir_builder_at_end(b, body);
    ir_set_selection(body, join, SpvSelectionControlMaskNone);
    IrId odd = ir_binop(b, IR_AND, c.u32, i_phi->id, one);
    IrId is_odd = ir_binop(b, IR_INE, c.b1, odd, zero);
    ir_br_cond(b, is_odd, then, els);

    ir_builder_at_end(b, then);
    IrId a1 = ir_binop(b, IR_IADD, c.u32, acc_phi->id, i_phi->id);
    ir_br(b, join);
    ir_builder_at_end(b, els);
    IrId a2 = ir_binop(b, IR_IMUL, c.u32, acc_phi->id, ir_const_int(m, c.u32, 2));
    ir_br(b, join);

    ir_builder_at_end(b, join);
    IrId acc2 = ir_emit(b, IR_PHI, c.u32, (IrId[]){a1, then->id, a2, els->id}, 4, NULL, 0);
    ir_br(b, cont);

    ir_builder_at_end(b, cont);
    IrId i1 = ir_binop(b, IR_IADD, c.u32, i_phi->id, one);
    ir_br(b, header);

    IrId iargs[4] = {zero, entry->id, i1, cont->id};
    IrId aargs[4] = {zero, entry->id, acc2, cont->id};
    i_phi->args = arena_dup(&cc->arena, iargs, sizeof iargs);
    i_phi->nargs = 4;
    acc_phi->args = arena_dup(&cc->arena, aargs, sizeof aargs);
    acc_phi->nargs = 4;

    ir_builder_at_end(b, exit);
    ir_set_selection(exit, sw_merge, SpvSelectionControlMaskNone);
    IrId r = ir_binop(b, IR_UMOD, c.u32, acc_phi->id, ir_const_int(m, c.u32, 3));
    uint32_t cases[2] = {0, 1};
    ir_emit(b, IR_SWITCH, 0, (IrId[]){r, sw_merge->id, case0->id, case1->id}, 4, cases, 2);

    ir_builder_at_end(b, case0);
    ir_store(b, element(&c, out, c.u32, x), acc_phi->id);
    ir_br(b, sw_merge);
    ir_builder_at_end(b, case1);
    ir_store(b, element(&c, out, c.u32, x), ir_const_int(m, c.u32, 7));
    ir_br(b, sw_merge);
    ir_builder_at_end(b, sw_merge);
    ir_ret(b, 0);

    const char *s = check_wgsl(&c, "loop");
    CHECK(s && strstr(s, "loop {") && strstr(s, "continuing {"), "loop: no loop/continuing");
    CHECK(s && strstr(s, "switch "), "loop: no switch");
    cc_free(cc);
}

/* ---- (c) a switch with fall-through, default in the middle, a loop break and
 *          a continue from inside the switch, phis on every kind of edge ------- */

/* uint total = 0;
 * for (uint i = 0; ; ) {
 *   uint t;
 *   switch (i % 5) {
 *   case 0: total += 1;            // falls into case 1
 *   case 1: t = total * 2; break;
 *   case 2: default: t = total + 5; break;
 *   case 3: goto done;             // break out of the loop
 *   case 4: t = total; continue-ish (to the continue block)
 *   }
 *   total = t; i++;
 * } while (i < 10);
 * done: data[x] = total; */
static void test_switch(void)
{
    BEGIN("switch");
    Ctx c;
    ctx_init(&c, cc);
    IrModule *m = c.m;
    IrBuilder *b = &c.b;
    IrFunc *f = c.f;
    IrId data = storage_buffer(&c, "data", c.u32, 4, 0);
    IrBlock *entry = b->block;
    IrBlock *lh = ir_block_new(m, f, "loop.header");
    IrBlock *sh = ir_block_new(m, f, "switch.header");
    IrBlock *c0 = ir_block_new(m, f, "case0");
    IrBlock *c1 = ir_block_new(m, f, "case1");
    IrBlock *cd = ir_block_new(m, f, "case2.default");
    IrBlock *c3 = ir_block_new(m, f, "case3");
    IrBlock *c4 = ir_block_new(m, f, "case4");
    IrBlock *sm = ir_block_new(m, f, "switch.merge");
    IrBlock *cont = ir_block_new(m, f, "loop.continue");
    IrBlock *exit = ir_block_new(m, f, "loop.merge");
    IrId zero = ir_const_int(m, c.u32, 0), one = ir_const_int(m, c.u32, 1);

    IrId x = thread_x(&c);
    ir_br(b, lh);

    ir_builder_at_end(b, lh);
    ir_set_loop(lh, exit, cont, 0);
    IrInst *i_phi = ir_emit_inst(b, IR_PHI, c.u32, NULL, 0, NULL, 0);
    IrInst *t_phi = ir_emit_inst(b, IR_PHI, c.u32, NULL, 0, NULL, 0);
    ir_br(b, sh);

    ir_builder_at_end(b, sh);
    ir_set_selection(sh, sm, 0);
    IrId sel = ir_binop(b, IR_UMOD, c.u32, i_phi->id, ir_const_int(m, c.u32, 5));
    uint32_t cases[5] = {0, 1, 2, 3, 4};
    ir_emit(b, IR_SWITCH, 0, (IrId[]){sel, cd->id, c0->id, c1->id, cd->id, c3->id, c4->id}, 7,
            cases, 5);

    ir_builder_at_end(b, c0);
    IrId ta = ir_binop(b, IR_IADD, c.u32, t_phi->id, one);
    ir_br(b, c1);

    ir_builder_at_end(b, c1);
    IrId v1 = ir_emit(b, IR_PHI, c.u32, (IrId[]){t_phi->id, sh->id, ta, c0->id}, 4, NULL, 0);
    IrId tb = ir_binop(b, IR_IMUL, c.u32, v1, ir_const_int(m, c.u32, 2));
    ir_br(b, sm);

    ir_builder_at_end(b, cd);
    IrId tc = ir_binop(b, IR_IADD, c.u32, t_phi->id, ir_const_int(m, c.u32, 5));
    ir_br(b, sm);

    ir_builder_at_end(b, c3);
    ir_br(b, exit);

    ir_builder_at_end(b, c4);
    ir_br(b, cont);

    ir_builder_at_end(b, sm);
    IrId t = ir_emit(b, IR_PHI, c.u32, (IrId[]){tb, c1->id, tc, cd->id}, 4, NULL, 0);
    ir_br(b, cont);

    ir_builder_at_end(b, cont);
    IrId t2 = ir_emit(b, IR_PHI, c.u32, (IrId[]){t, sm->id, t_phi->id, c4->id}, 4, NULL, 0);
    IrId i1 = ir_binop(b, IR_IADD, c.u32, i_phi->id, one);
    IrId more = ir_binop(b, IR_ULT, c.b1, i1, ir_const_int(m, c.u32, 10));
    ir_br_cond(b, more, lh, exit);

    IrId iargs[4] = {zero, entry->id, i1, cont->id};
    IrId targs[4] = {zero, entry->id, t2, cont->id};
    i_phi->args = arena_dup(&cc->arena, iargs, sizeof iargs);
    i_phi->nargs = 4;
    t_phi->args = arena_dup(&cc->arena, targs, sizeof targs);
    t_phi->nargs = 4;

    ir_builder_at_end(b, exit);
    IrId res = ir_emit(b, IR_PHI, c.u32, (IrId[]){t_phi->id, c3->id, t2, cont->id}, 4, NULL, 0);
    ir_store(b, element(&c, data, c.u32, x), res);
    ir_ret(b, 0);

    const char *s = check_wgsl_run(&c, "switch",
                                   "buffer 0 0 storage u32 64\nexpect"
                                   " 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9"
                                   " 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9\n");
    CHECK(s && strstr(s, "case 2u, default {"), "switch: default not merged with case 2");
    CHECK(s && strstr(s, "break if "), "switch: no break if");
    CHECK(s && strstr(s, "_break_loop = true;"), "switch: no loop-break flag");
    CHECK(s && strstr(s, "continue;"), "switch: no continue");
    cc_free(cc);
}

/* ---- (d) GLSL ops, a shuffle, a local, atomics, a barrier, precise ------------ */

static void test_glsl(void)
{
    BEGIN("glsl");
    Ctx c;
    ctx_init(&c, cc);
    IrModule *m = c.m;
    IrBuilder *b = &c.b;
    IrId fbuf = storage_buffer(&c, "fbuf", c.vec4, 16, 0);
    IrId counter = storage_buffer(&c, "counter", c.i32, 4, 1);
    IrTypeId arr = ir_type_array(m, c.f32, 64, 0);
    IrId shared = ir_global_new(m, str_intern_c(cc, "cache"), SpvStorageClassWorkgroup, arr,
                                (Loc){0, 0, 0});
    IrId wcount = ir_global_new(m, str_intern_c(cc, "wg_count"), SpvStorageClassWorkgroup, c.u32,
                                (Loc){0, 0, 0});
    IrId x = thread_x(&c);
    IrId local = ir_local_var(b, c.vec4, str_intern_c(cc, "tmp"));

    IrId p = element(&c, fbuf, c.vec4, x);
    IrId v = ir_load(b, p);
    ir_store(b, local, v);
    IrId v1 = ir_load(b, local);
    uint32_t comps[4] = {2, 1, 0, 3};
    IrId s = ir_emit(b, IR_SHUFFLE, c.vec4, (IrId[]){v1, v1}, 2, comps, 4);
    IrId len = ir_unop(b, IR_LENGTH, c.f32, s);
    IrId n = ir_unop(b, IR_NORMALIZE, c.vec4, s);
    IrId z = ir_const_splat(m, c.vec4, ir_const_float(m, c.f32, 0.0));
    IrId o = ir_const_splat(m, c.vec4, ir_const_float(m, c.f32, 1.0));
    IrId cl = ir_emit(b, IR_FCLAMP, c.vec4, (IrId[]){n, z, o}, 3, NULL, 0);
    IrId pw = ir_binop(b, IR_POW, c.f32, len, ir_const_float(m, c.f32, 2.0));
    IrInst *sc = ir_emit_inst(b, IR_VEC_TIMES_SCALAR, c.vec4, (IrId[]){n, pw}, 2, NULL, 0);
    sc->flags |= IRF_NO_CONTRACTION;
    IrId mx = ir_binop(b, IR_FMAX, c.vec4, sc->id, cl);
    IrId fl = ir_unop(b, IR_FLOOR, c.vec4, mx);
    IrId nan = ir_unop(b, IR_ISNAN, ir_type_vector(m, c.b1, 4), fl);
    IrId anynan = ir_unop(b, IR_ANY, c.b1, nan);
    IrId inf = ir_const_float(m, c.f32, 1.0 / 0.0);
    IrId neg = ir_const_float(m, c.f32, -2.5);
    IrId pick = ir_emit(b, IR_SELECT, c.f32, (IrId[]){anynan, inf, neg}, 3, NULL, 0);

    /* cache[x % 64] = fl.x + pick; barrier; */
    uint32_t zero_lit = 0;
    IrId fx = ir_emit(b, IR_EXTRACT, c.f32, &fl, 1, &zero_lit, 1);
    fx = ir_binop(b, IR_FADD, c.f32, fx, pick);
    IrId slot = ir_binop(b, IR_UMOD, c.u32, x, ir_const_int(m, c.u32, 64));
    IrId sp = ir_access(b, ir_type_pointer(m, SpvStorageClassWorkgroup, c.f32), shared, &slot, 1);
    ir_store(b, sp, fx);
    uint32_t bar[3] = {SpvScopeWorkgroup, SpvScopeWorkgroup,
                       SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsWorkgroupMemoryMask};
    ir_emit(b, IR_CONTROL_BARRIER, 0, NULL, 0, bar, 3);
    IrId back = ir_load(b, sp);
    IrId res = ir_emit(b, IR_INSERT, c.vec4, (IrId[]){back, fl}, 2, &zero_lit, 1);
    ir_store(b, p, res);

    /* InterlockedAdd(counter[0], 1); InterlockedMin(counter[1], -x);
     * InterlockedCompareExchange(counter[2], 0, 1); InterlockedAdd(wg_count, 1) */
    uint32_t at[2] = {SpvScopeDevice, SpvMemorySemanticsMaskNone};
    IrId one = ir_const_int(m, c.i32, 1);
    ir_emit(b, IR_ATOMIC_IADD, c.i32, (IrId[]){element(&c, counter, c.i32, ir_const_int(m, c.u32, 0)), one}, 2, at, 2);
    IrId nx = ir_unop(b, IR_SNEG, c.i32, ir_unop(b, IR_BITCAST, c.i32, x));
    ir_emit(b, IR_ATOMIC_SMIN, c.i32, (IrId[]){element(&c, counter, c.i32, ir_const_int(m, c.u32, 1)), nx}, 2, at, 2);
    uint32_t at3[3] = {SpvScopeDevice, 0, 0};
    ir_emit(b, IR_ATOMIC_CMPXCHG, c.i32,
            (IrId[]){element(&c, counter, c.i32, ir_const_int(m, c.u32, 2)), one, ir_const_int(m, c.i32, 0)}, 3, at3, 3);
    uint32_t wat[2] = {SpvScopeWorkgroup, SpvMemorySemanticsMaskNone};
    ir_emit(b, IR_ATOMIC_IADD, c.u32, (IrId[]){wcount, ir_const_int(m, c.u32, 1)}, 2, wat, 2);
    /* shifts, bit ops, conversions on signed values */
    IrId sx = ir_unop(b, IR_BITCAST, c.i32, x);
    IrId sh = ir_binop(b, IR_SHR_LOGICAL, c.i32, sx, ir_const_int(m, c.i32, 1));
    IrId sa = ir_binop(b, IR_SHR_ARITH, c.u32, x, ir_const_int(m, c.u32, 2));
    IrId dv = ir_binop(b, IR_SDIV, c.i32, sh, ir_unop(b, IR_BITCAST, c.i32, sa));
    IrId msb = ir_unop(b, IR_FIND_UMSB, c.i32, x);
    IrId bits = ir_emit(b, IR_BITFIELD_UEXTRACT, c.u32, (IrId[]){x, ir_const_int(m, c.i32, 1), ir_const_int(m, c.i32, 3)}, 3, NULL, 0);
    IrId sm = ir_binop(b, IR_SMOD, c.i32, dv, ir_const_int(m, c.i32, -3));
    IrId tot = ir_binop(b, IR_IADD, c.i32, sm, msb);
    tot = ir_binop(b, IR_IADD, c.i32, tot, ir_unop(b, IR_BITCAST, c.i32, bits));
    IrId fm = ir_binop(b, IR_FMOD, c.f32, fx, ir_const_float(m, c.f32, 3.0));
    tot = ir_binop(b, IR_IADD, c.i32, tot, ir_unop(b, IR_FTOS, c.i32, fm));
    ir_emit(b, IR_ATOMIC_IADD, c.i32, (IrId[]){element(&c, counter, c.i32, ir_const_int(m, c.u32, 3)), tot}, 2, at, 2);
    ir_ret(b, 0);
    const char *out = check_wgsl(&c, "glsl");
    CHECK(has_diag(cc, "OSH5205", NULL), "glsl: no OSH5205 warning for precise");
    CHECK(out && strstr(out, "array<atomic<u32>>"), "glsl: counter is not atomic");
    CHECK(out && strstr(out, "var<workgroup> wg_count: atomic<u32>;"), "glsl: workgroup atomic");
    CHECK(out && strstr(out, "osh_atomic_smin_counter"), "glsl: no signed-min helper");
    CHECK(out && strstr(out, "var<storage, read_write> fbuf"), "glsl: fbuf access mode");
    cc_free(cc);
}

/* ---- (e) resources: a cbuffer with a matrix, textures, a storage texture,
 *          push constants, halves, subgroups, a spec-constant workgroup size --- */

static IrId resource(Ctx *c, const char *name, IrTypeId pointee, IrResKind res, uint32_t set,
                     uint32_t binding)
{
    uint32_t sc = res == IRR_UNIFORM_BUFFER ? SpvStorageClassUniform : SpvStorageClassUniformConstant;
    IrId g = ir_global_new(c->m, str_intern_c(c->m->cc, name), sc, pointee, (Loc){0, 0, 0});
    IrGlobal *gl = ir_value(c->m, g)->u.g;
    gl->res = res;
    gl->set = set;
    gl->binding = binding;
    return g;
}

static void test_resources(void)
{
    BEGIN("resources");
    Ctx c;
    ctx_init(&c, cc);
    IrModule *m = c.m;
    IrBuilder *b = &c.b;
    IrTypeId img2d = ir_type_image(m, c.f32, SpvDim2D, false, false, false, 1, SpvImageFormatUnknown);
    IrTypeId img2da = ir_type_image(m, c.f32, SpvDim2D, false, true, false, 1, SpvImageFormatUnknown);
    IrTypeId rwimg = ir_type_image(m, c.f32, SpvDim2D, false, false, false, 2, SpvImageFormatRgba32f);
    IrTypeId smp = ir_type_sampler(m);
    IrTypeId vec2 = ir_type_vector(m, c.f32, 2), vec3 = ir_type_vector(m, c.f32, 3);
    IrTypeId uvec2 = ir_type_vector(m, c.u32, 2), ivec2 = ir_type_vector(m, c.i32, 2);
    IrId tex = resource(&c, "tex", img2d, IRR_SAMPLED_IMAGE, 0, 0);
    IrId sam = resource(&c, "samp", smp, IRR_SAMPLER, 0, 1);
    IrId img = resource(&c, "img", rwimg, IRR_STORAGE_IMAGE, 0, 2);
    IrId shadow = resource(&c, "shadow", img2da, IRR_SAMPLED_IMAGE, 1, 0);
    IrId cmp = resource(&c, "cmp", smp, IRR_COMPARISON_SAMPLER, 1, 1);
    /* cbuffer Params { row_major float4x4 xf; float3 tint; float scale; float2 arr[3]; } */
    IrTypeId mat4 = ir_type_matrix(m, c.vec4, 4);
    IrTypeId arr = ir_type_array(m, vec2, 3, 16);
    IrMember mem[4] = {{.type = mat4, .name = str_intern_c(cc, "xf"), .offset = 0, .matrix_stride = 16, .row_major = 1},
                       {.type = vec3, .name = str_intern_c(cc, "tint"), .offset = 64},
                       {.type = c.f32, .name = str_intern_c(cc, "scale"), .offset = 76},
                       {.type = arr, .name = str_intern_c(cc, "arr"), .offset = 80}};
    IrTypeId params = ir_type_struct(m, str_intern_c(cc, "type.Params"), mem, 4, true, true);
    IrId cb = resource(&c, "Params", params, IRR_UNIFORM_BUFFER, 0, 4);
    /* [[vk::push_constant]] struct { uint add; float k; } pc; */
    IrMember pm[2] = {{.type = c.u32, .name = str_intern_c(cc, "add"), .offset = 0},
                      {.type = c.f32, .name = str_intern_c(cc, "k"), .offset = 4}};
    IrTypeId pct = ir_type_struct(m, str_intern_c(cc, "type.PushConstant.PC"), pm, 2, true, true);
    IrId pc = ir_global_new(m, str_intern_c(cc, "pc"), SpvStorageClassPushConstant, pct, (Loc){0, 0, 0});
    ir_value(m, pc)->u.g->res = IRR_PUSH_CONSTANT;
    IrTypeId f16 = ir_type_float(m, 16);
    IrId hbuf = storage_buffer(&c, "halves", f16, 2, 5);
    IrId ubuf = storage_buffer(&c, "uints", c.u32, 4, 7);
    IrId ro = storage_buffer(&c, "readonly", c.u32, 4, 8);
    ir_value(m, ro)->u.g->read_only = true;
    IrId spec_x = ir_spec_const(m, c.u32, 32, 0, str_intern_c(cc, "WG_X"));
    m->entries.data[0].workgroup_spec[0] = spec_x;
    IrId bias = ir_spec_const(m, c.f32, 0x3f800000, 7, str_intern_c(cc, "loop"));

    IrId x = thread_x(&c);
    IrId fx = ir_unop(b, IR_UTOF, c.f32, x);
    IrId uv = ir_emit(b, IR_CONSTRUCT, vec2, (IrId[]){fx, fx}, 2, NULL, 0);
    IrId si = ir_binop(b, IR_SAMPLED_IMAGE, ir_type_sampled_image(m, img2d), ir_load(b, tex),
                       ir_load(b, sam));
    uint32_t lod_mask = SpvImageOperandsLodMask;
    IrId col = ir_emit(b, IR_SAMPLE_LOD, c.vec4, (IrId[]){si, uv, ir_const_float(m, c.f32, 0)}, 3,
                       &lod_mask, 1);
    IrId coord = ir_emit(b, IR_CONSTRUCT, ivec2, (IrId[]){ir_const_int(m, c.i32, 1), ir_const_int(m, c.i32, 2)}, 2, NULL, 0);
    IrId fetched = ir_emit(b, IR_FETCH, c.vec4, (IrId[]){ir_load(b, tex), coord, ir_const_int(m, c.i32, 0)}, 3,
                           &lod_mask, 1);
    /* shadow.SampleCmpLevelZero(cmp, float3(uv, 1), 0.5) */
    IrId uvw = ir_emit(b, IR_CONSTRUCT, vec3, (IrId[]){uv, ir_const_float(m, c.f32, 1)}, 2, NULL, 0);
    IrId ssi = ir_binop(b, IR_SAMPLED_IMAGE, ir_type_sampled_image(m, img2da), ir_load(b, shadow),
                        ir_load(b, cmp));
    IrId d = ir_emit(b, IR_SAMPLE_DREF_LOD, c.f32, (IrId[]){ssi, uvw, ir_const_float(m, c.f32, 0.5), ir_const_float(m, c.f32, 0)}, 4,
                     &lod_mask, 1);
    IrId sum = ir_binop(b, IR_FADD, c.vec4, col, fetched);
    sum = ir_binop(b, IR_VEC_TIMES_SCALAR, c.vec4, sum, d);
    /* mul through the cbuffer matrix, plus tint, scale and arr[x % 3] */
    IrId mp = ir_access(b, ir_type_pointer(m, SpvStorageClassUniform, mat4), cb,
                        (IrId[]){ir_const_int(m, c.i32, 0)}, 1);
    IrId xf = ir_binop(b, IR_MAT_TIMES_VEC, c.vec4, ir_load(b, mp), sum);
    IrId tp = ir_access(b, ir_type_pointer(m, SpvStorageClassUniform, vec3), cb, (IrId[]){ir_const_int(m, c.i32, 1)}, 1);
    IrId tint = ir_load(b, tp);
    IrId scp = ir_access(b, ir_type_pointer(m, SpvStorageClassUniform, c.f32), cb, (IrId[]){ir_const_int(m, c.i32, 2)}, 1);
    IrId scale = ir_load(b, scp);
    IrId ai = ir_binop(b, IR_UMOD, c.u32, x, ir_const_int(m, c.u32, 3));
    IrId ap = ir_access(b, ir_type_pointer(m, SpvStorageClassUniform, vec2), cb, (IrId[]){ir_const_int(m, c.i32, 3), ai}, 2);
    IrId av = ir_load(b, ap);
    IrId t4 = ir_emit(b, IR_CONSTRUCT, c.vec4, (IrId[]){tint, scale}, 2, NULL, 0);
    xf = ir_binop(b, IR_FADD, c.vec4, xf, t4);
    IrId a4 = ir_emit(b, IR_CONSTRUCT, c.vec4, (IrId[]){av, av}, 2, NULL, 0);
    xf = ir_binop(b, IR_FADD, c.vec4, xf, a4);
    xf = ir_binop(b, IR_VEC_TIMES_SCALAR, c.vec4, xf, bias);
    ir_emit(b, IR_IMAGE_WRITE, 0, (IrId[]){ir_load(b, img), coord, xf}, 3, NULL, 0);
    IrId size = ir_unop(b, IR_QUERY_SIZE, uvec2, ir_load(b, img));
    /* subgroups */
    uint32_t reduce = SpvGroupOperationReduce, excl = SpvGroupOperationExclusiveScan;
    IrId wsum = ir_emit(b, IR_WAVE_IADD, c.u32, &x, 1, &reduce, 1);
    IrId pre = ir_emit(b, IR_WAVE_IADD, c.u32, &x, 1, &excl, 1);
    IrId first = ir_emit(b, IR_WAVE_ELECT, c.b1, NULL, 0, NULL, 0);
    IrId ballot = ir_unop(b, IR_WAVE_BALLOT, ir_type_vector(m, c.u32, 4), first);
    IrId cnt = ir_emit(b, IR_WAVE_BALLOT_BIT_COUNT, c.u32, &ballot, 1, &reduce, 1);
    IrId sw = ir_emit(b, IR_QUAD_SWAP, c.u32, &wsum, 1, (uint32_t[]){0}, 1);
    IrId eq = ir_unop(b, IR_WAVE_ALL_EQUAL, c.b1, x);
    IrId tot = ir_binop(b, IR_IADD, c.u32, sw, cnt);
    tot = ir_binop(b, IR_IADD, c.u32, tot, pre);
    tot = ir_binop(b, IR_IADD, c.u32, tot, ir_emit(b, IR_SELECT, c.u32, (IrId[]){eq, ir_const_int(m, c.u32, 1), ir_const_int(m, c.u32, 0)}, 3, NULL, 0));
    tot = ir_binop(b, IR_IADD, c.u32, tot, ir_load(b, element(&c, ro, c.u32, x)));
    uint32_t zl = 0;
    tot = ir_binop(b, IR_IADD, c.u32, tot, ir_emit(b, IR_EXTRACT, c.u32, &size, 1, &zl, 1));
    IrId pa = ir_access(b, ir_type_pointer(m, SpvStorageClassPushConstant, c.u32), pc, (IrId[]){ir_const_int(m, c.i32, 0)}, 1);
    tot = ir_binop(b, IR_IADD, c.u32, tot, ir_load(b, pa));
    ir_store(b, element(&c, ubuf, c.u32, x), tot);
    /* a 16-bit store */
    IrId hp = element(&c, hbuf, f16, x);
    IrId h = ir_binop(b, IR_FADD, f16, ir_load(b, hp), ir_unop(b, IR_FCONVERT, f16, fx));
    ir_store(b, hp, h);
    ir_ret(b, 0);
    const char *s = check_wgsl(&c, "resources");
    CHECK(s && strstr(s, "enable f16;") && strstr(s, "enable subgroups;"), "resources: enables");
    CHECK(s && strstr(s, "var<uniform> Params: array<vec4<u32>, 8>;"), "resources: cbuffer size");
    CHECK(s && strstr(s, "@group(1) @binding(2) var<uniform> pc"), "resources: push constant slot");
    CHECK(s && strstr(s, "texture_depth_2d_array"), "resources: depth texture");
    CHECK(s && strstr(s, "sampler_comparison"), "resources: comparison sampler");
    CHECK(s && strstr(s, "texture_storage_2d<rgba32float, write>"), "resources: storage texture");
    CHECK(s && strstr(s, "@id(0) override WG_X: u32 = 32u;"), "resources: workgroup override");
    CHECK(s && strstr(s, "@id(7) override loop_: f32 = 1f;"), "resources: override name");
    CHECK(s && strstr(s, "var<storage, read> readonly"), "resources: read-only buffer");
    CHECK(s && strstr(s, "Params[4u].xyz"), "resources: vector read as one swizzle");
    cc_free(cc);
}

/* ---- (f) a pixel shader: stage I/O, kill, depth, derivatives; a vertex shader -- */

static void test_pixel(void)
{
    BEGIN("pixel");
    IrModule *m = ir_module_new(cc);
    IrTypeId f32 = ir_type_float(m, 32), u32 = ir_type_int(m, 32, false);
    IrTypeId vec4 = ir_type_vector(m, f32, 4);
    IrId color = ir_global_new(m, str_intern_c(cc, "in.var.COLOR"), SpvStorageClassInput, vec4, (Loc){0, 0, 0});
    ir_value(m, color)->u.g->location = 0;
    ir_value(m, color)->u.g->interp = 4; /* centroid */
    IrId mat = ir_global_new(m, str_intern_c(cc, "in.var.MATERIAL"), SpvStorageClassInput, u32, (Loc){0, 0, 0});
    ir_value(m, mat)->u.g->location = 1;
    ir_value(m, mat)->u.g->interp = 1; /* flat */
    IrTypeId arr2 = ir_type_array(m, vec4, 2, 0);
    IrId extra = ir_global_new(m, str_intern_c(cc, "in.var.EXTRA"), SpvStorageClassInput, arr2, (Loc){0, 0, 0});
    ir_value(m, extra)->u.g->location = 2;
    IrId fc = ir_global_new(m, str_intern_c(cc, "gl_FragCoord"), SpvStorageClassInput, vec4, (Loc){0, 0, 0});
    ir_value(m, fc)->u.g->builtin = SpvBuiltInFragCoord;
    IrId target = ir_global_new(m, str_intern_c(cc, "out.var.SV_Target"), SpvStorageClassOutput, vec4, (Loc){0, 0, 0});
    ir_value(m, target)->u.g->location = 0;
    IrId depth = ir_global_new(m, str_intern_c(cc, "gl_FragDepth"), SpvStorageClassOutput, f32, (Loc){0, 0, 0});
    ir_value(m, depth)->u.g->builtin = SpvBuiltInFragDepth;
    IrFunc *f = ir_func_new(m, str_intern_c(cc, "main"), ir_type_void(m), NULL, 0, (Loc){0, 0, 0});
    IrBuilder bb = {.m = m}, *b = &bb;
    IrBlock *entry = ir_block_new(m, f, "entry"), *kill = ir_block_new(m, f, "kill");
    IrBlock *rest = ir_block_new(m, f, "rest");
    ir_builder_at_end(b, entry);
    IrId mv = ir_load(b, mat);
    IrId isz = ir_binop(b, IR_IEQ, ir_type_bool(m), mv, ir_const_int(m, u32, 0));
    ir_set_selection(entry, rest, 0);
    ir_br_cond(b, isz, kill, rest);
    ir_builder_at_end(b, kill);
    ir_emit(b, IR_KILL, 0, NULL, 0, NULL, 0);
    ir_builder_at_end(b, rest);
    IrId cv = ir_load(b, color);
    IrId dx = ir_unop(b, IR_DPDX_FINE, vec4, cv);
    IrId e1 = ir_load(b, ir_access(b, ir_type_pointer(m, SpvStorageClassInput, vec4), extra,
                                   (IrId[]){ir_const_int(m, u32, 1)}, 1));
    IrId sum = ir_binop(b, IR_FADD, vec4, cv, dx);
    ir_store(b, target, ir_binop(b, IR_FADD, vec4, sum, e1));
    uint32_t two = 2;
    IrId fcv = ir_load(b, fc);
    ir_store(b, depth, ir_emit(b, IR_EXTRACT, f32, &fcv, 1, &two, 1));
    ir_ret(b, 0);
    IrEntry e = {.name = str_intern_c(cc, "PSMain"), .stage = STAGE_PIXEL, .func = f->id};
    vec_push(&cc->arena, &m->entries, e);
    Ctx c = {.m = m};
    const char *s = check_wgsl(&c, "pixel");
    CHECK(s && strstr(s, "@fragment"), "pixel: stage");
    CHECK(s && strstr(s, "@location(1) @interpolate(flat)"), "pixel: flat integer input");
    CHECK(s && strstr(s, "@interpolate(perspective, centroid)"), "pixel: centroid");
    CHECK(s && strstr(s, "@location(3)"), "pixel: array input split per element");
    CHECK(s && strstr(s, "@builtin(frag_depth)"), "pixel: depth output");
    CHECK(s && strstr(s, "discard;"), "pixel: discard");
    CHECK(s && strstr(s, "diagnostic(off, derivative_uniformity);"), "pixel: derivative diagnostic");
    cc_free(cc);
}

static void test_vertex(void)
{
    BEGIN("vertex");
    IrModule *m = ir_module_new(cc);
    IrTypeId f32 = ir_type_float(m, 32), u32 = ir_type_int(m, 32, false), i32 = ir_type_int(m, 32, true);
    IrTypeId vec4 = ir_type_vector(m, f32, 4), vec3 = ir_type_vector(m, f32, 3);
    IrId pos = ir_global_new(m, str_intern_c(cc, "in.var.POSITION"), SpvStorageClassInput, vec3, (Loc){0, 0, 0});
    ir_value(m, pos)->u.g->location = 0;
    IrId vid = ir_global_new(m, str_intern_c(cc, "gl_VertexIndex"), SpvStorageClassInput, u32, (Loc){0, 0, 0});
    ir_value(m, vid)->u.g->builtin = SpvBuiltInVertexIndex;
    IrId opos = ir_global_new(m, str_intern_c(cc, "gl_Position"), SpvStorageClassOutput, vec4, (Loc){0, 0, 0});
    ir_value(m, opos)->u.g->builtin = SpvBuiltInPosition;
    IrId oid = ir_global_new(m, str_intern_c(cc, "out.var.ID"), SpvStorageClassOutput, i32, (Loc){0, 0, 0});
    ir_value(m, oid)->u.g->location = 0;
    /* struct Light { float3 dir; float k; }; a function taking and returning one */
    IrMember lm[2] = {{.type = vec3, .name = str_intern_c(cc, "dir")}, {.type = f32, .name = str_intern_c(cc, "k")}};
    IrTypeId light = ir_type_struct(m, str_intern_c(cc, "Light"), lm, 2, false, false);
    IrFunc *g = ir_func_new(m, str_intern_c(cc, "scale"), light, (IrTypeId[]){light, f32}, 2, (Loc){0, 0, 0});
    IrBuilder bb = {.m = m}, *b = &bb;
    ir_builder_at_end(b, ir_block_new(m, g, "entry"));
    uint32_t one = 1;
    IrId k = ir_emit(b, IR_EXTRACT, f32, &g->params.data[0], 1, &one, 1);
    IrId k2 = ir_binop(b, IR_FMUL, f32, k, g->params.data[1]);
    IrId l2 = ir_emit(b, IR_INSERT, light, (IrId[]){k2, g->params.data[0]}, 2, &one, 1);
    ir_ret(b, l2);

    IrFunc *f = ir_func_new(m, str_intern_c(cc, "main"), ir_type_void(m), NULL, 0, (Loc){0, 0, 0});
    ir_builder_at_end(b, ir_block_new(m, f, "entry"));
    IrId p = ir_load(b, pos);
    IrId lc = ir_emit(b, IR_CONSTRUCT, light, (IrId[]){p, ir_const_float(m, f32, 2)}, 2, NULL, 0);
    IrId lr = ir_emit(b, IR_CALL, light, (IrId[]){g->id, lc, ir_const_float(m, f32, 0.5)}, 3, NULL, 0);
    IrId kk = ir_emit(b, IR_EXTRACT, f32, &lr, 1, &one, 1);
    IrId p4 = ir_emit(b, IR_CONSTRUCT, vec4, (IrId[]){p, kk}, 2, NULL, 0);
    ir_store(b, opos, p4);
    ir_store(b, oid, ir_unop(b, IR_BITCAST, i32, ir_load(b, vid)));
    ir_ret(b, 0);
    IrEntry e = {.name = str_intern_c(cc, "loop"), .stage = STAGE_VERTEX, .func = f->id};
    vec_push(&cc->arena, &m->entries, e);
    Ctx c = {.m = m};
    const char *s = check_wgsl(&c, "vertex");
    CHECK(s && strstr(s, "@vertex\nfn loop_("), "vertex: entry name");
    CHECK(s && strstr(s, "@location(0) @interpolate(flat) out_var_ID_1: i32"), "vertex: flat integer output");
    CHECK(!strcmp(wgsl_entry_name(cc, "main.x"), "main_x"), "entry name sanitizing");
    cc_free(cc);
}

/* ---- (g) what WGSL cannot express: OSH5202 --------------------------------------- */

static void expect_5202(Ctx *c, const char *name, const char *what)
{
    Cc *cc = c->m->cc;
    Buf text;
    buf_init(&text, &cc->arena);
    bool ok = wgsl_emit(c->m, &text);
    CHECK(!ok, "%s: wgsl_emit succeeded", name);
    CHECK(has_diag(cc, "OSH5202", what), "%s: no OSH5202 naming '%s'", name, what);
    if (ok || !has_diag(cc, "OSH5202", what))
        print_diags(cc);
    else
        printf("ok %s\n", name);
}

static void test_unavailable(void)
{
    {
        BEGIN("double");
        Ctx c;
        ctx_init(&c, cc);
        IrTypeId f64 = ir_type_float(c.m, 64);
        IrId d = storage_buffer(&c, "d", f64, 8, 0);
        IrId x = thread_x(&c);
        c.b.loc = (Loc){0, 7, 3};
        IrId v = ir_load(&c.b, element(&c, d, f64, x));
        ir_store(&c.b, element(&c, d, f64, x), ir_binop(&c.b, IR_FADD, f64, v, v));
        ir_ret(&c.b, 0);
        expect_5202(&c, "double", "'double'");
        CHECK(cc->diags.len && cc->diags.data[0].loc.line == 7, "double: not at the first use's line");
        cc_free(cc);
    }
    {
        BEGIN("unstructured");
        Ctx c;
        ctx_init(&c, cc);
        IrModule *m = c.m;
        IrBlock *a = ir_block_new(m, c.f, "a"), *bb = ir_block_new(m, c.f, "b");
        IrId x = thread_x(&c);
        ir_br_cond(&c.b, ir_binop(&c.b, IR_IEQ, c.b1, x, ir_const_int(m, c.u32, 0)), a, bb);
        ir_builder_at_end(&c.b, a);
        ir_br(&c.b, bb);
        ir_builder_at_end(&c.b, bb);
        ir_ret(&c.b, 0);
        expect_5202(&c, "unstructured", "not structured");
        cc_free(cc);
    }
    {
        BEGIN("resource-array");
        Ctx c;
        ctx_init(&c, cc);
        IrModule *m = c.m;
        IrTypeId img2d = ir_type_image(m, c.f32, SpvDim2D, false, false, false, 1, SpvImageFormatUnknown);
        IrId tarr = resource(&c, "texs", ir_type_array(m, img2d, 4, 0), IRR_SAMPLED_IMAGE, 0, 3);
        ir_value(m, tarr)->u.g->array_count = 4;
        IrId x = thread_x(&c);
        IrId tp = ir_access(&c.b, ir_type_pointer(m, SpvStorageClassUniformConstant, img2d), tarr, &x, 1);
        ir_unop(&c.b, IR_QUERY_LEVELS, c.u32, ir_load(&c.b, tp));
        ir_ret(&c.b, 0);
        expect_5202(&c, "resource-array", "resource arrays");
        cc_free(cc);
    }
    {
        BEGIN("storage-no-format");
        Ctx c;
        ctx_init(&c, cc);
        IrModule *m = c.m;
        IrTypeId rw = ir_type_image(m, c.f32, SpvDim2D, false, false, false, 2, SpvImageFormatUnknown);
        IrId img = resource(&c, "img", rw, IRR_STORAGE_IMAGE, 0, 0);
        IrId x = thread_x(&c);
        IrId co = ir_emit(&c.b, IR_CONSTRUCT, ir_type_vector(m, c.u32, 2), (IrId[]){x, x}, 2, NULL, 0);
        ir_emit(&c.b, IR_IMAGE_WRITE, 0, (IrId[]){ir_load(&c.b, img), co, ir_const_null(m, c.vec4)}, 3, NULL, 0);
        ir_ret(&c.b, 0);
        expect_5202(&c, "storage-no-format", "without [[vk::image_format]]");
        cc_free(cc);
    }
    {
        BEGIN("spec-id");
        Ctx c;
        ctx_init(&c, cc);
        IrModule *m = c.m;
        IrId d = storage_buffer(&c, "d", c.u32, 4, 0);
        IrId k = ir_spec_const(m, c.u32, 1, 70000, str_intern_c(cc, "K"));
        IrId x = thread_x(&c);
        ir_store(&c.b, element(&c, d, c.u32, x), ir_binop(&c.b, IR_IADD, c.u32, x, k));
        ir_ret(&c.b, 0);
        expect_5202(&c, "spec-id", "above 65535");
        cc_free(cc);
    }
}

int main(int argc, char **argv)
{
    outdir = argc > 1 ? argv[1] : getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    have_tint = system("node tests/runners/dawnrun.mjs info > /dev/null 2>&1") == 0 ||
                system("node -e \"import('webgpu')\" --input-type=module > /dev/null 2>&1") == 0;
    test_thin();
    test_inline();
    test_loop();
    test_switch();
    test_glsl();
    test_resources();
    test_pixel();
    test_vertex();
    test_unavailable();
    if (failures) {
        printf("%d check(s) failed\n", failures);
        return 1;
    }
    printf("all wgsl tests passed\n");
    return 0;
}
