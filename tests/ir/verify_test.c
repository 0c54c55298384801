// The verifier as a runtime option and as a checker of IR text: shaders
// compiled through osh_compile with options.verify_ir (every build verifies
// after lowering and after each pass), and broken IR read with ir_parse that
// the verifier must reject with the rule it breaks.
#include <stdio.h>
#include <stdlib.h>

#include "oneshader.h"
#include "ir/ir.h"

#if defined(__GNUC__) || defined(__clang__)
#define WEAK __attribute__((weak))
#else
#define WEAK
#endif
/* The driver's, when the linker takes it; else these. */
WEAK void *cc_host_alloc(const osh_allocator *al, size_t n);
WEAK void cc_host_free(const osh_allocator *al, void *p, size_t n);
void *cc_host_alloc(const osh_allocator *al, size_t n) { return al->fn(al->user, NULL, 0, n); }
void cc_host_free(const osh_allocator *al, void *p, size_t n)
{
    if (p)
        al->fn(al->user, p, n, 0);
}

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

/* IR text, and the verifier message it must produce (NULL: valid). */
static const struct { const char *name, *text, *want; } cases[] = {
    {"valid",
     "fn @f(%1: bool) -> i32 {\n"
     "b2: selection merge b5\n"
     "  br_cond %1, b3, b4\n"
     "b3:\n"
     "  %6 = iadd i32 1i, 2i\n"
     "  br b5\n"
     "b4:\n"
     "  br b5\n"
     "b5:\n"
     "  %7 = phi i32 [%6, b3], [0i, b4]\n"
     "  ret %7\n"
     "}\n",
     NULL},
    {"dominance",
     "fn @f(%1: bool) -> i32 {\n"
     "b2: selection merge b5\n"
     "  br_cond %1, b3, b4\n"
     "b3:\n"
     "  %6 = iadd i32 1i, 2i\n"
     "  br b5\n"
     "b4:\n"
     "  br b5\n"
     "b5:\n"
     "  ret %6\n"
     "}\n",
     "whose definition does not dominate the use"},
    {"phi-missing-pred",
     "fn @f(%1: bool) -> i32 {\n"
     "b2: selection merge b5\n"
     "  br_cond %1, b3, b4\n"
     "b3:\n"
     "  br b5\n"
     "b4:\n"
     "  br b5\n"
     "b5:\n"
     "  %6 = phi i32 [1i, b3]\n"
     "  ret %6\n"
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
    static osh_options options;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Cc *cc = calloc(1, sizeof *cc);
        cc->alloc = (osh_allocator){test_alloc, NULL};
        cc->opt = &options;
        cc->arena.cc = cc;
        cc->arena.limit = LIMIT_ARENA_BYTES;
        cc->max_errors = 1000;
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

int main(void)
{
    test_compile_with_verify();
    test_broken_ir();
    if (failures) {
        printf("%d check(s) failed\n", failures);
        return 1;
    }
    printf("all verify tests passed\n");
    return 0;
}
