// The IR core: the printer's text, instruction editing, local variables and
// the verifier's view of removed instructions.
//
// Build and run (from the repository root):
//   gcc -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter -Iinclude -Isrc
//       src/base/*.c src/ir/*.c tests/ir/ir_test.c -lm -o build/ir_test && build/ir_test
#include <stdio.h>
#include <stdlib.h>

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

#define CHECK(cond, ...)                                                      \
    do {                                                                      \
        if (!(cond)) {                                                        \
            failures++;                                                       \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                       \
            printf(__VA_ARGS__);                                              \
            printf("\n");                                                     \
        }                                                                     \
    } while (0)

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
    Cc *cc = calloc(1, sizeof *cc);
    cc->alloc = (osh_allocator){test_alloc, NULL};
    cc->opt = &options;
    cc->arena.cc = cc;
    cc->arena.limit = LIMIT_ARENA_BYTES;
    cc->max_errors = 1000;
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
    if (failures) {
        printf("%d check(s) failed\n", failures);
        return 1;
    }
    printf("all ir tests passed\n");
    return 0;
}
