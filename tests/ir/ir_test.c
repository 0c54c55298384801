// The IR core: the printer's text, instruction editing, local variables and
// the verifier's view of removed instructions; the verifier as a runtime
// option (shaders compiled through osh_compile with options.verify_ir, which
// verifies after lowering and after each pass in every build) and as a
// checker of IR text (broken IR read with ir_parse must be rejected with the
// rule it breaks).
//
// Built and run by ctest (unit/ir_test), linked with the library.
#include <stdio.h>
#include <stdlib.h>

#include "oneshader.h"
#include "ir/ir.h"

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
static osh_options options;

/* A compilation context of the driver's shape, without a source. */
static Cc *new_cc(void)
{
    Cc *cc = calloc(1, sizeof *cc);
    cc->alloc = (osh_allocator){test_alloc, NULL};
    cc->opt = &options;
    cc->arena.cc = cc;
    cc->arena.limit = LIMIT_ARENA_BYTES;
    cc->max_errors = 1000;
    return cc;
}

#define CHECK(cond, ...)                                                      \
    do {                                                                      \
        if (!(cond)) {                                                        \
            failures++;                                                       \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                       \
            printf(__VA_ARGS__);                                              \
            printf("\n");                                                     \
        }                                                                     \
    } while (0)

/* Loops, a branch, a helper call, a buffer: every pass has work. */
static const char shader[] =
    "RWStructuredBuffer<uint> data : register(u0);\n"
    "uint helper(uint x) { uint s = 0; for (uint i = 0; i < x; i++) s += i * 3; return s; }\n"
    "[numthreads(64, 1, 1)]\n"
    "void main(uint3 id : SV_DispatchThreadID) {\n"
    "    uint v = data[id.x];\n"
    "    if (v > 10) v = helper(v & 7); else v = v * 2;\n"
    "    [unroll] for (int k = 0; k < 4; k++) v ^= (uint)k;\n"
    "    data[id.x] = v;\n"
    "}\n";

static void test_compile_with_verify(void)
{
    osh_context *ctx = osh_context_create(NULL);
    static const osh_target targets[] = {OSH_TARGET_SPIRV, OSH_TARGET_WGSL};
    for (size_t t = 0; t < 2; t++)
        for (int level = 0; level <= 3; level += 3) {
            osh_options opt;
            osh_options_init(&opt);
            opt.profile = "cs_6_0";
            opt.target = targets[t];
            opt.opt_level = level;
            opt.verify_ir = 1;
            osh_result *r = osh_compile(ctx, "verify.hlsl", shader, sizeof shader - 1, &opt);
            CHECK(osh_result_status(r) == OSH_OK, "target %d -O%d: status %d", (int)targets[t],
                  level, (int)osh_result_status(r));
            for (size_t i = 0; i < osh_result_diagnostic_count(r); i++)
                CHECK(0, "target %d -O%d: unexpected diagnostic %s: %s", (int)targets[t], level,
                      osh_result_diagnostic(r, i)->code, osh_result_diagnostic(r, i)->message);
            osh_result_free(r);
        }
    osh_context_destroy(ctx);
}

/* The cases' shared start: a selection on %1 from b2 over b3 (which
 * defines %6) and b4 to b5, whose body the case adds. */
#define DIAMOND                                                               \
    "fn @f(%1: bool) -> i32 {\n"                                               \
    "b2: selection merge b5\n"                                                 \
    "  br_cond %1, b3, b4\n"                                                   \
    "b3:\n"                                                                    \
    "  %6 = iadd i32 1i, 2i\n"                                                 \
    "  br b5\n"                                                                \
    "b4:\n"                                                                    \
    "  br b5\n"                                                                \
    "b5:\n"
/* IR text, and the verifier message it must produce (NULL: valid). */
static const struct { const char *name, *text, *want; } cases[] = {
    {"valid",
     DIAMOND
     "  %7 = phi i32 [%6, b3], [0i, b4]\n"
     "  ret %7\n"
     "}\n",
     NULL},
    {"dominance",
     DIAMOND
     "  ret %6\n"
     "}\n",
     "whose definition does not dominate the use"},
    {"phi-missing-pred",
     DIAMOND
     "  %7 = phi i32 [1i, b3]\n"
     "  ret %7\n"
     "}\n",
     "entries for predecessor"},
    {"phi-not-pred",
     "fn @f(%1: bool) -> i32 {\n"
     "b2: selection merge b5\n"
     "  br_cond %1, b3, b5\n"
     "b3:\n"
     "  br b5\n"
     "b4:\n"
     "  br b5\n"
     "b5:\n"
     "  %6 = phi i32 [1i, b3], [2i, b2], [3i, b6]\n"
     "  ret %6\n"
     "b6:\n"
     "  ret 0i\n"
     "}\n",
     "which is not a predecessor of"},
    {"entry-pred",
     "fn @f() -> void {\n"
     "b1:\n"
     "  br b2\n"
     "b2:\n"
     "  br b1\n"
     "}\n",
     "has predecessors"},
    {"merge-dominance",
     "fn @f(%1: bool) -> void {\n"
     "b2:\n"
     "  br_cond %1, b3, b4\n"
     "b3: selection merge b5\n"
     "  br_cond %1, b5, b5\n"
     "b4:\n"
     "  br b5\n"
     "b5:\n"
     "  ret\n"
     "}\n",
     "does not dominate its merge"},
    {"types",
     "fn @f(%1: i32) -> i32 {\n"
     "b2:\n"
     "  %3 = iadd i32 %1, 1u\n"
     "  ret %3\n"
     "}\n",
     NULL /* i32 + u32 of one width is legal (SPIR-V's rule) */},
    {"ret-type",
     "fn @f(%1: f32) -> i32 {\n"
     "b2:\n"
     "  ret %1\n"
     "}\n",
     "ret: value does not match the function's return type"},
};

static void test_broken_ir(void)
{
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Cc *cc = new_cc();
        if (setjmp(cc->unwind)) {
            CHECK(0, "%s: unwound", cases[c].name);
            arena_free_all(&cc->arena);
            free(cc);
            continue;
        }
        IrModule *m = ir_module_new(cc);
        bool parsed = ir_parse(m, cases[c].text, strlen(cases[c].text));
        CHECK(parsed, "%s: the text does not parse", cases[c].name);
        if (parsed) {
            bool ok = ir_verify(m, "test");
            CHECK(ok == !cases[c].want, "%s: verifier said %s", cases[c].name,
                  ok ? "valid" : "invalid");
            bool found = !cases[c].want;
            for (uint32_t i = 0; i < cc->diags.len; i++) {
                const char *msg = cc->diags.data[i].msg;
                found |= cases[c].want && strstr(msg, cases[c].want) != NULL;
                CHECK(cc->diags.data[i].id == D_IR_INVALID, "%s: diagnostic %s", cases[c].name,
                      msg);
                CHECK(cases[c].want, "%s: unexpected diagnostic: %s", cases[c].name, msg);
            }
            CHECK(found, "%s: no diagnostic containing '%s'", cases[c].name,
                  cases[c].want ? cases[c].want : "");
        }
        arena_free_all(&cc->arena);
        free(cc);
    }
}

static const char expected[] =
    "; OneShader IR\n"
    "struct $Buf.6 block layout size=0 { array<u32, stride=4> items @0 }\n"
    "@gid = global input vec3<u32> [builtin GlobalInvocationId]\n"
    "@data = global storage_buffer $Buf.6 [res storage_buffer, set 0, binding 0, read_only]\n"
    "entry compute \"main\" = @main [workgroup 64 1 1]\n"
    "\n"
    "fn @main() -> void {\n"
    "b4: ; entry\n"
    "  %14 = var ptr<function, f32> ; t\n"
    "  %5 = load vec3<u32> @gid\n"
    "  %6 = extract u32 %5 [0]\n"
    "  %8 = access ptr<storage_buffer, u32> @data, 0i, %6\n"
    "  %9 = load u32 %8\n"
    "  %10 = utof f32 %9\n"
    "  %13 = fmul f32 %10, 1.5f !precise\n"
    "  store %14, %13\n"
    "  ret\n"
    "}\n";

int main(void)
{
    Cc *cc = new_cc();
    if (setjmp(cc->unwind)) {
        printf("FAIL: unwound\n");
        return 1;
    }
    IrModule *m = ir_module_new(cc);
    IrTypeId u32 = ir_type_int(m, 32, false), f32 = ir_type_float(m, 32);
    IrTypeId uvec3 = ir_type_vector(m, u32, 3);
    IrId gid = ir_global_new(m, str_intern_c(cc, "gid"), SpvStorageClassInput, uvec3, (Loc){0, 0, 0});
    ir_value(m, gid)->u.g->builtin = SpvBuiltInGlobalInvocationId;
    IrMember mb = {.type = ir_type_runtime_array(m, u32, 4), .name = str_intern_c(cc, "items")};
    IrTypeId blk = ir_type_struct(m, str_intern_c(cc, "Buf"), &mb, 1, true, true);
    IrId data = ir_global_new(m, str_intern_c(cc, "data"), SpvStorageClassStorageBuffer, blk, (Loc){0, 0, 0});
    ir_value(m, data)->u.g->res = IRR_STORAGE_BUFFER;
    ir_value(m, data)->u.g->read_only = true;
    IrFunc *f = ir_func_new(m, str_intern_c(cc, "main"), ir_type_void(m), NULL, 0, (Loc){0, 0, 0});
    IrBuilder b = {.m = m};
    ir_builder_at_end(&b, ir_block_new(m, f, "entry"));
    IrEntry e = {.name = str_intern_c(cc, "main"), .stage = STAGE_COMPUTE,
                 .model = SpvExecutionModelGLCompute, .func = f->id, .workgroup = {64, 1, 1}};
    vec_push(&cc->arena, &m->entries, e);

    IrId id = ir_load(&b, gid);
    uint32_t zero = 0;
    IrId x = ir_emit(&b, IR_EXTRACT, u32, &id, 1, &zero, 1);
    IrId idx[2] = {ir_const_int(m, ir_type_int(m, 32, true), 0), x};
    IrId p = ir_access(&b, ir_type_pointer(m, SpvStorageClassStorageBuffer, u32), data, idx, 2);
    IrId v = ir_load(&b, p);
    IrId fv = ir_unop(&b, IR_UTOF, f32, v);
    IrId dead = ir_binop(&b, IR_FADD, f32, fv, fv);
    IrInst *mul = ir_emit_inst(&b, IR_FMUL, f32, (IrId[]){dead, ir_const_float(m, f32, 1.5)}, 2, NULL, 0);
    mul->flags = IRF_NO_CONTRACTION;
    /* A local variable goes to the top of the entry block. */
    IrId t = ir_local_var(&b, f32, str_intern_c(cc, "t"));
    ir_store(&b, t, mul->id);
    ir_ret(&b, 0);

    /* Replace the fadd's uses with its operand, then remove it. */
    ir_replace_all_uses(m, dead, fv);
    ir_inst_remove(ir_value(m, dead)->u.inst);
    CHECK(ir_verify(m, "test"), "valid module rejected");

    Buf out;
    buf_init(&out, &cc->arena);
    ir_print(m, &out);
    const char *text = buf_cstr(&out);
    CHECK(strcmp(text, expected) == 0, "printer output differs:\n%s", text);

    /* A use of a removed instruction is reported. */
    ir_inst_remove(ir_value(m, fv)->u.inst);
    uint32_t before = cc->diags.len;
    CHECK(!ir_verify(m, "test-removed"), "use of a removed instruction passed");
    bool found = false;
    for (uint32_t i = before; i < cc->diags.len; i++)
        found |= strstr(cc->diags.data[i].msg, "was removed") != NULL;
    CHECK(found, "no 'was removed' diagnostic");

    arena_free_all(&cc->arena);
    free(cc);
    test_compile_with_verify();
    test_broken_ir();
    if (failures) {
        printf("%d check(s) failed\n", failures);
        return 1;
    }
    printf("all ir tests passed\n");
    return 0;
}
