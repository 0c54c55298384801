// The IR core and the SPIR-V back end, without the front end: modules are
// built by hand with the builder, checked with ir_verify, printed with
// ir_print, emitted with spv_emit and validated with spirv-val.
//
// Build and run (from the repository root):
//   gcc -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter -Iinclude -Isrc
//       src/base/*.c src/ir/*.c src/spirv/*.c tests/spirv/spv_test.c -lm -o build/spv_test
//   build/spv_test [output-folder]      (default: $TMPDIR or /tmp)
/*
 * It writes thin.spv, loop.spv, glsl.spv (and their .ir text) into the folder,
 * runs `spirv-val --target-env vulkan1.2` on each and exits non-zero when
 * any check fails. Set SPV_TEST_PRINT=1 to print the IR text, and
 * VKRUN=path/to/vkrun to also run thin.spv (expects 2i+1) and loop.spv on
 * a Vulkan device (tests/runners/vkrun.c, lavapipe in CI).
 */
#include <stdio.h>
#include <stdlib.h>

#include "spirv/spirv.h"

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
static bool have_spirv_val;
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

/* Verifies, prints, emits, writes and validates a module. */
static void check_module(Ctx *c, const char *name)
{
    IrModule *m = c->m;
    Cc *cc = m->cc;
    CHECK(ir_verify(m, "test"), "%s: ir_verify failed", name);
    print_diags(cc);
    Buf text;
    buf_init(&text, &cc->arena);
    ir_print(m, &text);
    if (getenv("SPV_TEST_PRINT"))
        printf("%s", buf_cstr(&text));
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.ir", outdir, name);
    FILE *fp = fopen(path, "w");
    if (fp) {
        fwrite(text.data, 1, text.len, fp);
        fclose(fp);
    }
    uint32_t *words;
    size_t count;
    bool ok = spv_emit(m, &words, &count);
    CHECK(ok, "%s: spv_emit failed", name);
    print_diags(cc);
    if (!ok)
        return;
    snprintf(path, sizeof path, "%s/%s.spv", outdir, name);
    fp = fopen(path, "wb");
    CHECK(fp, "cannot write %s", path);
    if (!fp)
        return;
    /* spirv-val 2023.1 knows SPV_KHR_compute_shader_derivatives only by its
     * NV name (the same numbers, the same length in words): the file it
     * reads names NV (tests/oshtest.py's for_old_tools does the same). */
    static const char khr[36] = "SPV_KHR_compute_shader_derivatives";
    static const char nv[36] = "SPV_NV_compute_shader_derivatives";
    for (size_t w = 0; w + 9 <= count; w++)
        if (!memcmp(&words[w], khr, sizeof khr))
            memcpy(&words[w], nv, sizeof nv);
    fwrite(words, 4, count, fp);
    fclose(fp);
    if (!have_spirv_val) {
        printf("skip spirv-val %s (spirv-val not found)\n", name);
        return;
    }
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "spirv-val --target-env vulkan1.2 %s", path);
    int rc = system(cmd);
    CHECK(rc == 0, "%s: spirv-val rejected %s", name, path);
    if (rc == 0)
        printf("ok %s (%zu words, %u capabilities)\n", name, count, m->capabilities.len);
}

/* Runs name.spv with vkrun when $VKRUN names the runner (optional: the
 * module is only validated otherwise). `spec` is vkrun's spec text. */
static void run_module(const char *name, const char *spec)
{
    const char *vkrun = getenv("VKRUN");
    if (!vkrun || !*vkrun)
        return;
    char path[1024], cmd[3000];
    snprintf(path, sizeof path, "%s/%s.txt", outdir, name);
    FILE *fp = fopen(path, "w");
    CHECK(fp, "cannot write %s", path);
    if (!fp)
        return;
    fputs(spec, fp);
    fclose(fp);
    snprintf(cmd, sizeof cmd, "%s %s/%s.spv %s", vkrun, outdir, name, path);
    int rc = system(cmd);
    CHECK(rc == 0, "%s: vkrun failed (%d)", name, rc);
}

static void run_expect_all(const char *name, uint32_t (*init)(uint32_t), uint32_t (*expect)(uint32_t))
{
    char spec[4096];
    size_t n = (size_t)snprintf(spec, sizeof spec, "dispatch 1 1 1\nbuffer 0 0 storage u32 64\ninit");
    for (uint32_t i = 0; i < 64; i++)
        n += (size_t)snprintf(spec + n, sizeof spec - n, " %u", init(i));
    n += (size_t)snprintf(spec + n, sizeof spec - n, "\nexpect");
    for (uint32_t i = 0; i < 64; i++)
        n += (size_t)snprintf(spec + n, sizeof spec - n, " %u", expect(i));
    snprintf(spec + n, sizeof spec - n, "\n");
    run_module(name, spec);
}

static uint32_t ident(uint32_t i) { return i; }
static uint32_t twice_plus_one(uint32_t i) { return 2 * i + 1; }
static uint32_t zero_init(uint32_t i) { return 0; }
static uint32_t loop_result(uint32_t i) { return 83; }

/* ---- (a) the thin path --------------------------------------------------------- */

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
    Cc *cc = cc_new();
    if (setjmp(cc->unwind)) {
        CHECK(0, "thin: unwound");
        print_diags(cc);
        cc_free(cc);
        return;
    }
    Ctx c;
    ctx_init(&c, cc);
    build_thin(&c);
    check_module(&c, "thin");
    run_expect_all("thin", ident, twice_plus_one);

    /* Determinism: a second, separate build gives the same words. */
    Cc *cc2 = cc_new();
    if (setjmp(cc2->unwind) == 0) {
        Ctx c2;
        ctx_init(&c2, cc2);
        build_thin(&c2);
        uint32_t *w1, *w2;
        size_t n1, n2;
        bool ok = spv_emit(c.m, &w1, &n1) && spv_emit(c2.m, &w2, &n2);
        CHECK(ok && n1 == n2 && memcmp(w1, w2, n1 * 4) == 0, "thin: output is not deterministic");
    }
    cc_free(cc2);
    cc_free(cc);
}

/* ---- (b) a loop with a phi, an if/else and a switch ---------------------------- */

/* uint acc = 0;
 * for (uint i = 0; i < 10; i++) { if (i & 1) acc += i; else acc *= 2; }
 * switch (acc % 3) { case 2: out[x] = acc; break; case 1: out[x] = 7; break; default: break; } */
static void test_loop(void)
{
    Cc *cc = cc_new();
    if (setjmp(cc->unwind)) {
        CHECK(0, "loop: unwound");
        print_diags(cc);
        cc_free(cc);
        return;
    }
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
    IrBlock *dead = ir_block_new(m, f, "dead"); /* unreachable: dropped */
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

    /* Close the phis over the back edge. */
    IrId iargs[4] = {zero, entry->id, i1, cont->id};
    IrId aargs[4] = {zero, entry->id, acc2, cont->id};
    i_phi->args = arena_dup(&cc->arena, iargs, sizeof iargs);
    i_phi->nargs = 4;
    acc_phi->args = arena_dup(&cc->arena, aargs, sizeof aargs);
    acc_phi->nargs = 4;

    ir_builder_at_end(b, exit);
    ir_set_selection(exit, sw_merge, SpvSelectionControlMaskNone);
    IrId r = ir_binop(b, IR_UMOD, c.u32, acc_phi->id, ir_const_int(m, c.u32, 3));
    uint32_t cases[2] = {2, 1}; /* acc ends at 83, 83 % 3 == 2 */
    ir_emit(b, IR_SWITCH, 0, (IrId[]){r, sw_merge->id, case0->id, case1->id}, 4, cases, 2);

    ir_builder_at_end(b, case0);
    ir_store(b, element(&c, out, c.u32, x), acc_phi->id);
    ir_br(b, sw_merge);
    ir_builder_at_end(b, case1);
    ir_store(b, element(&c, out, c.u32, x), ir_const_int(m, c.u32, 7));
    ir_br(b, sw_merge);
    ir_builder_at_end(b, sw_merge);
    ir_ret(b, 0);

    ir_builder_at_end(b, dead);
    ir_binop(b, IR_IADD, c.u32, one, one);
    ir_ret(b, 0);

    check_module(&c, "loop");
    run_expect_all("loop", zero_init, loop_result);
    cc_free(cc);
}

/* ---- (c) GLSL ops, a shuffle, a local, an atomic, a barrier --------------------- */

static void test_glsl(void)
{
    Cc *cc = cc_new();
    if (setjmp(cc->unwind)) {
        CHECK(0, "glsl: unwound");
        print_diags(cc);
        cc_free(cc);
        return;
    }
    Ctx c;
    ctx_init(&c, cc);
    IrModule *m = c.m;
    IrBuilder *b = &c.b;
    IrId fbuf = storage_buffer(&c, "fbuf", c.vec4, 16, 0);
    IrId counter = storage_buffer(&c, "counter", c.u32, 4, 1);
    IrTypeId arr = ir_type_array(m, c.f32, 64, 0);
    IrId shared = ir_global_new(m, str_intern_c(cc, "cache"), SpvStorageClassWorkgroup, arr,
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

    /* cache[x % 64] = fl.x; barrier; */
    uint32_t zero_lit = 0;
    IrId fx = ir_emit(b, IR_EXTRACT, c.f32, &fl, 1, &zero_lit, 1);
    IrId slot = ir_binop(b, IR_UMOD, c.u32, x, ir_const_int(m, c.u32, 64));
    IrId sp = ir_access(b, ir_type_pointer(m, SpvStorageClassWorkgroup, c.f32), shared, &slot, 1);
    ir_store(b, sp, fx);
    uint32_t bar[3] = {SpvScopeWorkgroup, SpvScopeWorkgroup,
                       SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsWorkgroupMemoryMask};
    ir_emit(b, IR_CONTROL_BARRIER, 0, NULL, 0, bar, 3);
    IrId back = ir_load(b, sp);
    IrId res = ir_emit(b, IR_INSERT, c.vec4, (IrId[]){back, fl}, 2, &zero_lit, 1);
    ir_store(b, p, res);

    /* InterlockedAdd(counter[0], 1) */
    IrId cp = element(&c, counter, c.u32, ir_const_int(m, c.u32, 0));
    uint32_t at[2] = {SpvScopeDevice, SpvMemorySemanticsMaskNone};
    ir_emit(b, IR_ATOMIC_IADD, c.u32, (IrId[]){cp, ir_const_int(m, c.u32, 1)}, 2, at, 2);
    ir_ret(b, 0);
    check_module(&c, "glsl");
    cc_free(cc);
}

/* ---- (d) resources, images, subgroups, 16/64-bit, spec workgroup size ------------ */

static IrId resource(Ctx *c, const char *name, IrTypeId pointee, IrResKind res, uint32_t binding)
{
    uint32_t sc = res == IRR_UNIFORM_BUFFER ? SpvStorageClassUniform : SpvStorageClassUniformConstant;
    IrId g = ir_global_new(c->m, str_intern_c(c->m->cc, name), sc, pointee, (Loc){0, 0, 0});
    IrGlobal *gl = ir_value(c->m, g)->u.g;
    gl->res = res;
    gl->binding = binding;
    return g;
}

static void test_resources(void)
{
    Cc *cc = cc_new();
    if (setjmp(cc->unwind)) {
        CHECK(0, "resources: unwound");
        print_diags(cc);
        cc_free(cc);
        return;
    }
    Ctx c;
    ctx_init(&c, cc);
    IrModule *m = c.m;
    IrBuilder *b = &c.b;
    IrTypeId img2d = ir_type_image(m, c.f32, SpvDim2D, false, false, false, 1, SpvImageFormatUnknown);
    IrTypeId rwimg = ir_type_image(m, c.f32, SpvDim2D, false, false, false, 2, SpvImageFormatUnknown);
    IrTypeId smp = ir_type_sampler(m);
    IrTypeId vec2 = ir_type_vector(m, c.f32, 2), uvec2 = ir_type_vector(m, c.u32, 2);
    IrTypeId ivec2 = ir_type_vector(m, c.i32, 2);
    IrId tex = resource(&c, "tex", img2d, IRR_SAMPLED_IMAGE, 0);
    IrId sam = resource(&c, "samp", smp, IRR_SAMPLER, 1);
    IrId img = resource(&c, "img", rwimg, IRR_STORAGE_IMAGE, 2);
    IrId tarr = resource(&c, "texs", ir_type_array(m, img2d, 4, 0), IRR_SAMPLED_IMAGE, 3);
    ir_value(m, tarr)->u.g->array_count = 4;
    /* cbuffer Params { row_major float4x4 xf; float scale; } */
    IrTypeId mat4 = ir_type_matrix(m, c.vec4, 4);
    IrMember mem[2] = {{.type = mat4, .name = str_intern_c(cc, "xf"), .offset = 0, .matrix_stride = 16},
                       {.type = c.f32, .name = str_intern_c(cc, "scale"), .offset = 64}};
    IrTypeId params = ir_type_struct(m, str_intern_c(cc, "type.Params"), mem, 2, true, true);
    IrId cb = resource(&c, "Params", params, IRR_UNIFORM_BUFFER, 4);
    IrTypeId f16 = ir_type_float(m, 16), u64 = ir_type_int(m, 64, false);
    IrId hbuf = storage_buffer(&c, "halves", f16, 2, 5);
    IrId lbuf = storage_buffer(&c, "longs", u64, 8, 6);
    IrId ubuf = storage_buffer(&c, "uints", c.u32, 4, 7);
    IrId ro = storage_buffer(&c, "readonly", c.u32, 4, 8);
    ir_value(m, ro)->u.g->read_only = true;
    IrId spec_x = ir_spec_const(m, c.u32, 32, 0, str_intern_c(cc, "WG_X"));
    m->entries.data[0].workgroup_spec[0] = spec_x;

    IrId x = thread_x(&c);
    IrId fx = ir_unop(b, IR_UTOF, c.f32, x);
    IrId uv = ir_emit(b, IR_CONSTRUCT, vec2, (IrId[]){fx, fx}, 2, NULL, 0);
    IrId si = ir_binop(b, IR_SAMPLED_IMAGE, ir_type_sampled_image(m, img2d), ir_load(b, tex),
                       ir_load(b, sam));
    uint32_t lod_mask = SpvImageOperandsLodMask;
    IrId col = ir_emit(b, IR_SAMPLE_LOD, c.vec4, (IrId[]){si, uv, ir_const_float(m, c.f32, 0)}, 3,
                       &lod_mask, 1);
    /* texs[x % 4], a dynamic index into a resource array */
    IrId ti = ir_binop(b, IR_UMOD, c.u32, x, ir_const_int(m, c.u32, 4));
    IrId tp = ir_access(b, ir_type_pointer(m, SpvStorageClassUniformConstant, img2d), tarr, &ti, 1);
    IrId coord = ir_emit(b, IR_CONSTRUCT, ivec2, (IrId[]){ir_const_int(m, c.i32, 1), ir_const_int(m, c.i32, 2)}, 2, NULL, 0);
    IrId fetched = ir_emit(b, IR_FETCH, c.vec4, (IrId[]){ir_load(b, tp), coord, ir_const_int(m, c.i32, 0)}, 3,
                           &lod_mask, 1);
    IrId rd = ir_binop(b, IR_IMAGE_READ, c.vec4, ir_load(b, img), coord);
    IrId sum = ir_binop(b, IR_FADD, c.vec4, col, rd);
    sum = ir_binop(b, IR_FADD, c.vec4, sum, fetched);
    /* mul through the cbuffer matrix */
    IrId mp = ir_access(b, ir_type_pointer(m, SpvStorageClassUniform, mat4), cb,
                        (IrId[]){ir_const_int(m, c.i32, 0)}, 1);
    IrId xf = ir_binop(b, IR_MAT_TIMES_VEC, c.vec4, ir_load(b, mp), sum);
    ir_emit(b, IR_IMAGE_WRITE, 0, (IrId[]){ir_load(b, img), coord, xf}, 3, NULL, 0);
    IrId size = ir_unop(b, IR_QUERY_SIZE, uvec2, ir_load(b, img));
    /* subgroups */
    uint32_t reduce = SpvGroupOperationReduce;
    IrId wsum = ir_emit(b, IR_WAVE_IADD, c.u32, &x, 1, &reduce, 1);
    IrId first = ir_emit(b, IR_WAVE_ELECT, c.b1, NULL, 0, NULL, 0);
    IrId ballot = ir_unop(b, IR_WAVE_BALLOT, ir_type_vector(m, c.u32, 4), first);
    IrId cnt = ir_emit(b, IR_WAVE_BALLOT_BIT_COUNT, c.u32, &ballot, 1, &reduce, 1);
    IrId sw = ir_emit(b, IR_QUAD_SWAP, c.u32, &wsum, 1, (uint32_t[]){0}, 1);
    IrId tot = ir_binop(b, IR_IADD, c.u32, sw, cnt);
    tot = ir_binop(b, IR_IADD, c.u32, tot, ir_load(b, element(&c, ro, c.u32, x)));
    uint32_t zl = 0;
    tot = ir_binop(b, IR_IADD, c.u32, tot, ir_emit(b, IR_EXTRACT, c.u32, &size, 1, &zl, 1));
    ir_store(b, element(&c, ubuf, c.u32, x), tot);
    /* 16-bit store and a 64-bit atomic */
    ir_store(b, element(&c, hbuf, f16, x), ir_unop(b, IR_FCONVERT, f16, fx));
    uint32_t at[2] = {SpvScopeDevice, SpvMemorySemanticsMaskNone};
    ir_emit(b, IR_ATOMIC_IADD, u64, (IrId[]){element(&c, lbuf, u64, x), ir_const_int(m, u64, 1)}, 2, at, 2);
    ir_ret(b, 0);
    check_module(&c, "resources");
    static const uint32_t want[] = {
        SpvCapabilityShader, SpvCapabilityFloat16, SpvCapabilityInt64, SpvCapabilityInt64Atomics,
        SpvCapabilityStorageBuffer16BitAccess, SpvCapabilityImageQuery,
        SpvCapabilityStorageImageReadWithoutFormat, SpvCapabilityStorageImageWriteWithoutFormat,
        SpvCapabilitySampledImageArrayDynamicIndexing, SpvCapabilityGroupNonUniform,
        SpvCapabilityGroupNonUniformArithmetic, SpvCapabilityGroupNonUniformBallot,
        SpvCapabilityGroupNonUniformQuad,
    };
    for (size_t i = 0; i < countof(want); i++) {
        bool found = false;
        for (uint32_t k = 0; k < m->capabilities.len; k++)
            found |= m->capabilities.data[k] == want[i];
        CHECK(found, "resources: capability %u missing", want[i]);
    }
    cc_free(cc);
}

/* ---- (e) a pixel shader: stage I/O, kill, depth, derivatives ------------------ */

static void test_pixel(void)
{
    Cc *cc = cc_new();
    if (setjmp(cc->unwind)) {
        CHECK(0, "pixel: unwound");
        print_diags(cc);
        cc_free(cc);
        return;
    }
    IrModule *m = ir_module_new(cc);
    IrTypeId f32 = ir_type_float(m, 32), u32 = ir_type_int(m, 32, false);
    IrTypeId vec4 = ir_type_vector(m, f32, 4);
    IrId color = ir_global_new(m, str_intern_c(cc, "in.var.COLOR"), SpvStorageClassInput, vec4, (Loc){0, 0, 0});
    ir_value(m, color)->u.g->location = 0;
    ir_value(m, color)->u.g->interp = 4; /* centroid */
    ir_value(m, color)->u.g->semantic = str_intern_c(cc, "COLOR");
    IrId mat = ir_global_new(m, str_intern_c(cc, "in.var.MATERIAL"), SpvStorageClassInput, u32, (Loc){0, 0, 0});
    ir_value(m, mat)->u.g->location = 1;
    ir_value(m, mat)->u.g->interp = 1; /* flat */
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
    ir_store(b, target, ir_binop(b, IR_FADD, vec4, cv, dx));
    uint32_t two = 2;
    IrId fcv = ir_load(b, fc);
    ir_store(b, depth, ir_emit(b, IR_EXTRACT, f32, &fcv, 1, &two, 1));
    ir_ret(b, 0);
    IrEntry e = {.name = str_intern_c(cc, "main"), .stage = STAGE_PIXEL, .func = f->id};
    vec_push(&cc->arena, &m->entries, e);
    Ctx c = {.m = m};
    options.spv_reflect = 1; /* UserSemantic decorations */
    check_module(&c, "pixel");
    options.spv_reflect = 0;
    cc_free(cc);
}

/* ---- the verifier catches broken modules ------------------------------------------ */

static void test_verify_broken(void)
{
    Cc *cc = cc_new();
    if (setjmp(cc->unwind)) {
        CHECK(0, "broken: unwound");
        print_diags(cc);
        cc_free(cc);
        return;
    }
    /* A use not dominated by its definition. */
    {
        Ctx c;
        ctx_init(&c, cc);
        IrModule *m = c.m;
        IrBuilder *b = &c.b;
        IrBlock *a = ir_block_new(m, c.f, "a"), *bb = ir_block_new(m, c.f, "b");
        IrBlock *j = ir_block_new(m, c.f, "join");
        ir_set_selection(b->block, j, 0);
        ir_br_cond(b, ir_const_bool(m, true), a, bb);
        ir_builder_at_end(b, a);
        IrId d = ir_binop(b, IR_IADD, c.u32, ir_const_int(m, c.u32, 1), ir_const_int(m, c.u32, 2));
        ir_br(b, j);
        ir_builder_at_end(b, bb);
        ir_br(b, j);
        ir_builder_at_end(b, j);
        ir_binop(b, IR_IADD, c.u32, d, d);
        ir_ret(b, 0);
        uint32_t before = cc->error_count;
        CHECK(!ir_verify(m, "test-dominance"), "a use not dominated by its definition passed");
        CHECK(cc->error_count > before, "no diagnostic for the dominance error");
        bool found = false;
        for (uint32_t i = 0; i < cc->diags.len; i++)
            found |= strstr(cc->diags.data[i].msg, "does not dominate") != NULL &&
                     strstr(cc->diags.data[i].msg, "test-dominance") != NULL;
        CHECK(found, "the dominance diagnostic does not name the pass and the rule");
    }
    /* A block without a terminator. */
    {
        Ctx c;
        ctx_init(&c, cc);
        IrModule *m = c.m;
        ir_binop(&c.b, IR_IADD, c.u32, ir_const_int(m, c.u32, 1), ir_const_int(m, c.u32, 2));
        uint32_t before = cc->diags.len;
        CHECK(!ir_verify(m, "test-terminator"), "a block without terminator passed");
        bool found = false;
        for (uint32_t i = before; i < cc->diags.len; i++)
            found |= strstr(cc->diags.data[i].msg, "no terminator") != NULL;
        CHECK(found, "no 'no terminator' diagnostic");
        /* The back end still emits valid SPIR-V (OpUnreachable). */
    }
    /* A phi missing a predecessor, and a bad operand type. */
    {
        Ctx c;
        ctx_init(&c, cc);
        IrModule *m = c.m;
        IrBuilder *b = &c.b;
        IrBlock *a = ir_block_new(m, c.f, "a"), *bb = ir_block_new(m, c.f, "b");
        IrBlock *j = ir_block_new(m, c.f, "join");
        ir_set_selection(b->block, j, 0);
        ir_br_cond(b, ir_const_bool(m, true), a, bb);
        ir_builder_at_end(b, a);
        ir_br(b, j);
        ir_builder_at_end(b, bb);
        ir_br(b, j);
        ir_builder_at_end(b, j);
        ir_emit(b, IR_PHI, c.u32, (IrId[]){ir_const_int(m, c.u32, 1), a->id}, 2, NULL, 0);
        ir_binop(b, IR_FADD, c.f32, ir_const_int(m, c.u32, 1), ir_const_float(m, c.f32, 1));
        ir_ret(b, 0);
        uint32_t before = cc->diags.len;
        CHECK(!ir_verify(m, "test-phi"), "a phi missing a predecessor passed");
        bool phi = false, ty = false;
        for (uint32_t i = before; i < cc->diags.len; i++) {
            phi |= strstr(cc->diags.data[i].msg, "entries for predecessor") != NULL;
            ty |= strstr(cc->diags.data[i].msg, "'fadd'") != NULL;
        }
        CHECK(phi, "no phi diagnostic");
        CHECK(ty, "no operand type diagnostic");
    }
    cc_free(cc);
}

/* ---- interning ----------------------------------------------------------------- */

static void test_interning(void)
{
    Cc *cc = cc_new();
    if (setjmp(cc->unwind)) {
        CHECK(0, "interning: unwound");
        cc_free(cc);
        return;
    }
    IrModule *m = ir_module_new(cc);
    IrTypeId u = ir_type_int(m, 32, false);
    CHECK(u == ir_type_int(m, 32, false), "int types are not interned");
    CHECK(ir_type_vector(m, u, 3) == ir_type_vector(m, u, 3), "vectors are not interned");
    CHECK(ir_type_array(m, u, 4, 0) != ir_type_array(m, u, 4, 16),
          "arrays with and without stride are the same type");
    IrMember mb = {.type = u, .offset = 0};
    CHECK(ir_type_struct(m, NULL, &mb, 1, true, false) != ir_type_struct(m, NULL, &mb, 1, false, false),
          "a layout struct and its plain twin are the same type");
    CHECK(ir_const_int(m, u, 5) == ir_const_int(m, u, 5), "constants are not interned");
    IrTypeId h = ir_type_float(m, 16);
    uint64_t bits = 0;
    CHECK(ir_const_value(m, ir_const_float(m, h, 1.5), &bits) && bits == 0x3e00,
          "half 1.5 is 0x%llx", (unsigned long long)bits);
    IrTypeId s16 = ir_type_int(m, 16, true);
    CHECK(ir_const_value(m, ir_const_int(m, s16, -1), &bits) && bits == 0xffff,
          "i16 -1 is 0x%llx", (unsigned long long)bits);
    cc_free(cc);
}

int main(int argc, char **argv)
{
    outdir = argc > 1 ? argv[1] : getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    have_spirv_val = system("spirv-val --version > /dev/null 2>&1") == 0;
    test_interning();
    test_verify_broken();
    test_thin();
    test_loop();
    test_glsl();
    test_resources();
    test_pixel();
    if (failures) {
        printf("%d check(s) failed\n", failures);
        return 1;
    }
    printf("all spv tests passed\n");
    return 0;
}
