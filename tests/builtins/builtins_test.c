// Unit tests of HLSL types (type.c) and intrinsic resolution (builtins.c):
// every family resolved with literals, vector/scalar mixing, out params,
// methods per resource kind, and the diagnostics for no match / ambiguity.
//
// Build and run from the repository root (-v prints every signature):
//   gcc -std=c11 -g -Wall -Wextra -Werror -Wno-unused-parameter -Iinclude -Isrc tests/builtins/builtins_test.c src/base/*.c src/hlsl/type.c src/hlsl/builtins*.c -o /tmp/builtins_test -lm && /tmp/builtins_test
#include <stdio.h>
#include <stdlib.h>

#include "hlsl/builtins.h"

static int failures, checks;
static int verbose;

#define CHECK(cond)                                                             \
    do {                                                                        \
        checks++;                                                               \
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

static Cc *cc;
static bool enable16;
static Type *ray_desc, *payload;

static Type *ty(const char *name)
{
    if (strcmp(name, "litint") == 0)
        return ty_scalar(cc, SK_LIT_INT);
    if (strcmp(name, "litfloat") == 0)
        return ty_scalar(cc, SK_LIT_FLOAT);
    if (strcmp(name, "err") == 0)
        return ty_error(cc);
    if (strcmp(name, "RayDesc") == 0)
        return ray_desc;
    if (strcmp(name, "Payload") == 0)
        return payload;
    if (strncmp(name, "rm:", 3) == 0)
        return ty_with_mods(cc, ty(name + 3), TM_ROW_MAJOR);
    const char *lt = strchr(name, '<');
    if (lt) { /* Resource<elem> or Resource<elem,N> */
        char base[64], el[64];
        snprintf(base, sizeof base, "%.*s", (int)(lt - name), name);
        snprintf(el, sizeof el, "%s", lt + 1);
        el[strlen(el) - 1] = 0;
        uint32_t count = 0;
        if (el[0] >= '0' && el[0] <= '9') /* RayQuery<flags> */
            return ty_resource(cc, ty_res_lookup(base), NULL, (uint32_t)atoi(el));
        char *comma = strchr(el, ',');
        if (comma) {
            *comma = 0;
            count = (uint32_t)atoi(comma + 1);
        }
        return ty_resource(cc, ty_res_lookup(base), ty(el), count);
    }
    Type *t = ty_lookup_builtin(cc, str_intern_c(cc, name), enable16);
    if (!t) {
        fprintf(stderr, "test bug: unknown type %s\n", name);
        exit(2);
    }
    return t;
}

static const char *sig_str(BuiltinSig *s)
{
    Buf b;
    buf_init(&b, &cc->arena);
    buf_printf(&b, "%s(", s->ret ? ty_name(cc, s->ret) : "?");
    for (uint32_t i = 0; i < s->nparams; i++) {
        buf_puts(&b, i ? ", " : "");
        if (s->param_mode[i] == BP_OUT)
            buf_puts(&b, "out ");
        else if (s->param_mode[i] == BP_INOUT)
            buf_puts(&b, "inout ");
        buf_puts(&b, ty_name(cc, s->params[i]));
    }
    buf_putc(&b, ')');
    return buf_cstr(&b);
}

static osh_options the_opt; /* the compilation's options (the WGSL target in one test) */

static uint32_t ndiag(DiagId id)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < cc->diags.len; i++)
        n += cc->diags.data[i].id == id;
    return n;
}

static void reset_diags(void)
{
    cc->diags.len = 0;
    cc->error_count = cc->warning_count = 0;
}

/* Resolves obj.name(args) ("a, b, c" type names) and returns the id. */
static BuiltinId resolve(const char *obj, const char *name, const char *targ, const char *args,
                         BuiltinSig *sig)
{
    Type *av[32];
    uint32_t n = 0;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", args);
    for (char *p = buf; *p;) {
        char *e = strstr(p, ", ");
        if (e)
            *e = 0;
        av[n++] = ty(p);
        if (!e)
            break;
        p = e + 2;
    }
    reset_diags();
    return builtin_resolve(cc, (Loc){0, 1, 1}, obj ? ty(obj) : NULL, str_intern_c(cc, name),
                           targ ? ty(targ) : NULL, av, n, sig);
}

/* Expects a successful resolution with the given signature text. */
static void ok_(int line, const char *obj, const char *name, const char *targ, const char *args,
                BuiltinId want, const char *want_sig)
{
    BuiltinSig sig;
    BuiltinId id = resolve(obj, name, targ, args, &sig);
    checks++;
    const char *got = id > BI_ERROR ? sig_str(&sig) : "<failed>";
    if (verbose)
        printf("%s%s%s(%s) -> %s %s\n", obj ? obj : "", obj ? "." : "", name, args,
               builtin_name(id), got);
    if (id != want || strcmp(got, want_sig) != 0 || cc->error_count) {
        fprintf(stderr, "line %d: %s%s%s(%s): got %s %s (errors %u), want %s %s\n", line,
                obj ? obj : "", obj ? "." : "", name, args, builtin_name(id), got,
                cc->error_count, builtin_name(want), want_sig);
        for (uint32_t i = 0; i < cc->diags.len; i++)
            fprintf(stderr, "    %s\n", cc->diags.data[i].msg);
        failures++;
    }
}
#define OK(obj, name, targ, args, want, sig) ok_(__LINE__, obj, name, targ, args, want, sig)
#define F(name, args, want, sig) ok_(__LINE__, NULL, name, NULL, args, want, sig)
#define M(obj, name, args, want, sig) ok_(__LINE__, obj, name, NULL, args, want, sig)

/* Expects BI_ERROR with diagnostic `d` (or BI_NONE when d is DIAG_COUNT). */
static void bad_(int line, const char *obj, const char *name, const char *targ, const char *args,
                 DiagId d)
{
    BuiltinSig sig;
    BuiltinId id = resolve(obj, name, targ, args, &sig);
    checks++;
    bool good = d == DIAG_COUNT ? id == BI_NONE : (id == BI_ERROR && ndiag(d) == 1);
    if (verbose)
        for (uint32_t i = 0; i < cc->diags.len; i++)
            printf("    %s: %s\n", diag_info(cc->diags.data[i].id)->code, cc->diags.data[i].msg);
    if (!good) {
        fprintf(stderr, "line %d: %s(%s): got %s with %u diags, want failure %u\n", line, name,
                args, builtin_name(id), cc->diags.len, (unsigned)d);
        failures++;
    }
}
#define BAD(obj, name, args, d) bad_(__LINE__, obj, name, NULL, args, d)

/* ---- types -------------------------------------------------------------- */

static void test_types(void)
{
    CHECK(ty_vector(cc, SK_FLOAT, 4) == ty_vector(cc, SK_FLOAT, 4));
    CHECK(ty_vector(cc, SK_FLOAT, 4) != ty_vector(cc, SK_FLOAT, 3));
    CHECK(ty_vector(cc, SK_FLOAT, 1) != ty_scalar(cc, SK_FLOAT));
    CHECK(ty_matrix(cc, SK_FLOAT, 4, 4, 0) != ty_matrix(cc, SK_FLOAT, 4, 4, TM_ROW_MAJOR));
    CHECK(ty_with_mods(cc, ty_matrix(cc, SK_FLOAT, 4, 4, 0), TM_ROW_MAJOR) ==
          ty_matrix(cc, SK_FLOAT, 4, 4, TM_ROW_MAJOR));
    CHECK(ty_vector(cc, SK_INT32, 2)->id < ty_array(cc, ty_vector(cc, SK_INT32, 2), 3)->id);
    CHECK(ty_array(cc, ty_scalar(cc, SK_INT32), 4) == ty_array(cc, ty_scalar(cc, SK_INT32), 4));
    CHECK(ty_resource(cc, R_TEXTURE2D, NULL, 0) ==
          ty_resource(cc, R_TEXTURE2D, ty_vector(cc, SK_FLOAT, 4), 0));
    Type *s1 = ty_struct_new(cc, str_intern_c(cc, "S"), NULL);
    Type *s2 = ty_struct_new(cc, str_intern_c(cc, "S"), NULL);
    CHECK(s1 != s2 && s1->id < s2->id);

    CHECK(strcmp(ty_name(cc, ty("float4")), "float4") == 0);
    CHECK(strcmp(ty_name(cc, ty("float3x4")), "float3x4") == 0);
    CHECK(strcmp(ty_name(cc, ty("rm:float4x4")), "row_major float4x4") == 0);
    CHECK(strcmp(ty_name(cc, ty_resource(cc, R_RWSTRUCTURED, s1, 0)), "RWStructuredBuffer<S>") == 0);
    CHECK(strcmp(ty_name(cc, ty_array(cc, ty("int"), 4)), "int[4]") == 0);
    CHECK(strcmp(ty_name(cc, ty_array(cc, ty_array(cc, ty("int"), 2), 4)), "int[4][2]") == 0);
    CHECK(strcmp(ty_name(cc, ty("Texture2D")), "Texture2D<float4>") == 0);
    CHECK(strcmp(ty_name(cc, ty("Texture2DMS<float,4>")), "Texture2DMS<float, 4>") == 0);
    CHECK(strcmp(ty_name(cc, ty("litfloat")), "literal float") == 0);
    CHECK(strcmp(ty_name(cc, ty("min16float2")), "min16float2") == 0);

    CHECK(ty("dword") == ty("uint"));
    CHECK(ty("uint32_t") == ty("uint") && ty("float32_t3") == ty("float3"));
    CHECK(ty("int64_t4") == ty_vector(cc, SK_INT64, 4));
    CHECK(ty("uint64_t2x2") == ty_matrix(cc, SK_UINT64, 2, 2, 0));
    CHECK(ty("float16_t2x2") == ty_matrix(cc, SK_HALF, 2, 2, 0));
    CHECK(ty("int3x3") == ty_matrix(cc, SK_INT32, 3, 3, 0));
    CHECK(ty("bool1x4") == ty_matrix(cc, SK_BOOL, 1, 4, 0));
    CHECK(ty("float1") == ty_vector(cc, SK_FLOAT, 1));
    CHECK(ty("half") == ty("float"));                 /* without -enable-16bit-types */
    CHECK(ty("min16float2") == ty_vector(cc, SK_MIN16FLOAT, 2));
    CHECK(ty("min12int") == ty_scalar(cc, SK_MIN12INT));
    enable16 = true;
    CHECK(ty("half") == ty("float16_t") && ty("min16float") == ty("float16_t"));
    CHECK(ty("min10float3") == ty_vector(cc, SK_HALF, 3));
    CHECK(ty("min16int") == ty("int16_t") && ty("min16uint4") == ty("uint16_t4"));
    enable16 = false;
    CHECK(ty("vector") == ty("float4") && ty("matrix") == ty("float4x4"));
    CHECK(ty_is_template_name(str_intern_c(cc, "vector")));
    CHECK(ty_is_template_name(str_intern_c(cc, "RWTexture2D")));
    CHECK(!ty_is_template_name(str_intern_c(cc, "ByteAddressBuffer")));
    CHECK(ty("sampler") == ty("SamplerState"));
    CHECK(ty("uint8_t4_packed") == ty("uint"));
    CHECK(!ty_lookup_builtin(cc, str_intern_c(cc, "float5"), false));
    CHECK(!ty_lookup_builtin(cc, str_intern_c(cc, "float4x5"), false));
    CHECK(ty("dword2") == ty("uint2")); /* as DXC: its type.scalar.hlsl has a dword1 */
    CHECK(ty("dword3x2") == ty("uint3x2"));
    CHECK(ty("sampler2D") == ty("SamplerState") && ty("samplerCUBE") == ty("SamplerState"));
    CHECK(!ty_lookup_builtin(cc, str_intern_c(cc, "floaty"), false));
    CHECK(!ty_lookup_builtin(cc, str_intern_c(cc, "int8_t"), false));
    CHECK(ty_res_lookup("RasterizerOrderedTexture2D") == R_ROTEXTURE2D);
    CHECK(ty_res_lookup("Nope") == R_COUNT);
    CHECK(ty_component_count(ty("float3x4")) == 12);
    CHECK(ty_scalar_bits(SK_HALF) == 16 && ty_scalar_bits(SK_MIN16FLOAT) == 32);
    CHECK(ty_with_scalar(cc, ty("float3"), SK_INT32) == ty("int3"));
    CHECK(ty_is_signed_kind(SK_INT16) && !ty_is_signed_kind(SK_UINT64));
}

/* ---- free intrinsics ---------------------------------------------------- */

static void test_math(void)
{
    F("abs", "int3", BI_ABS, "int3(int3)");
    F("abs", "litint", BI_ABS, "int(int)");
    F("abs", "litfloat", BI_ABS, "float(float)");
    F("abs", "bool2", BI_ABS, "int2(int2)");
    F("abs", "min16float4", BI_ABS, "min16float4(min16float4)");
    F("sin", "float4", BI_SIN, "float4(float4)");
    F("sin", "int2", BI_SIN, "float2(float2)");
    F("sin", "litint", BI_SIN, "float(float)");
    F("sqrt", "float3x3", BI_SQRT, "float3x3(float3x3)");
    F("sqrt", "rm:float3x3", BI_SQRT, "float3x3(row_major float3x3)");
    /* literal args take the other arguments' type; the widest decides */
    F("max", "float3, litint", BI_MAX, "float3(float3, float3)");
    F("max", "int, uint", BI_MAX, "uint(uint, uint)");
    F("max", "int, litfloat", BI_MAX, "float(float, float)");
    F("max", "int, float", BI_MAX, "float(float, float)");
    F("max", "half, litfloat", BI_MAX, "float(float, float)"); /* half is float here */
    F("min", "litint, litint", BI_MIN, "int(int, int)");
    F("min", "uint2, litint", BI_MIN, "uint2(uint2, uint2)");
    F("min", "double, float", BI_MIN, "double(double, double)");
    F("min", "float4, float3", BI_MIN, "float3(float3, float3)"); /* truncation */
    F("clamp", "float3, litfloat, litfloat", BI_CLAMP, "float3(float3, float3, float3)");
    F("clamp", "int, litint, litint", BI_CLAMP, "int(int, int, int)");
    F("lerp", "float3, float3, float", BI_LERP, "float3(float3, float3, float3)");
    F("lerp", "litfloat, float4, litfloat", BI_LERP, "float4(float4, float4, float4)");
    F("mad", "float2, float2, float2", BI_MAD, "float2(float2, float2, float2)");
    F("pow", "float, litint", BI_POW, "float(float, float)");
    F("atan2", "float2, float2", BI_ATAN2, "float2(float2, float2)");
    F("saturate", "double2", BI_SATURATE, "double2(double2)");
    F("rcp", "double", BI_RCP, "double(double)");
    F("step", "float, float3", BI_STEP, "float3(float3, float3)");
    F("smoothstep", "litfloat, litfloat, float", BI_SMOOTHSTEP, "float(float, float, float)");
    F("fmod", "float4, float4", BI_FMOD, "float4(float4, float4)");
    F("ldexp", "float2, float2", BI_LDEXP, "float2(float2, float2)");
    F("fma", "double, double, double", BI_FMA, "double(double, double, double)");
    BAD(NULL, "fma", "float, float, float", D_BI_NO_MATCH);
    /* vector-only and shape-changing math */
    F("dot", "float3, float3", BI_DOT, "float(float3, float3)");
    F("dot", "int4, int4", BI_DOT, "int(int4, int4)");
    F("dot", "float3, int3", BI_DOT, "float(float3, float3)");
    F("dot", "float3, litfloat", BI_DOT, "float(float3, float3)");
    F("cross", "float3, float3", BI_CROSS, "float3(float3, float3)");
    F("length", "float3", BI_LENGTH, "float(float3)");
    F("length", "float", BI_LENGTH, "float(float)");
    F("distance", "float2, float2", BI_DISTANCE, "float(float2, float2)");
    F("normalize", "float3", BI_NORMALIZE, "float3(float3)");
    F("reflect", "float3, float3", BI_REFLECT, "float3(float3, float3)");
    F("refract", "float3, float3, litfloat", BI_REFRACT, "float3(float3, float3, float)");
    F("faceforward", "float3, float3, float3", BI_FACEFORWARD, "float3(float3, float3, float3)");
    F("determinant", "float4x4", BI_DETERMINANT, "float(float4x4)");
    /* A size symbol takes the smallest size an argument gives it, the larger
     * dimension truncating (DXC's uSpecialSize): c,c of float3x4 is 3. */
    F("determinant", "float3x4", BI_DETERMINANT, "float(float3x3)");
    F("transpose", "float3x4", BI_TRANSPOSE, "float4x3(float3x4)");
    F("transpose", "int2x3", BI_TRANSPOSE, "int3x2(int2x3)");
    F("lit", "float, float, float", BI_LIT, "float4(float, float, float)");
    F("dst", "float4, float4", BI_DST, "float4(float4, float4)");
    F("msad4", "uint, uint2, uint4", BI_MSAD4, "uint4(uint, uint2, uint4)");
    F("isnan", "float3", BI_ISNAN, "bool3(float3)");
    F("isinf", "float", BI_ISINF, "bool(float)");
    F("isfinite", "float2x2", BI_ISFINITE, "bool2x2(float2x2)");
    F("sign", "float4", BI_SIGN, "int4(float4)");
    F("sign", "int", BI_SIGN, "int(int)");
    F("frexp", "float3, float3", BI_FREXP, "float3(float3, out float3)");
    F("modf", "float, float", BI_MODF, "float(float, out float)");
    F("sincos", "float2, float2, float2", BI_SINCOS, "void(float2, out float2, out float2)");
    F("degrees", "float", BI_DEGREES, "float(float)");
    F("radians", "float", BI_RADIANS, "float(float)");
    F("ddx", "float2", BI_DDX, "float2(float2)");
    F("fwidth", "float", BI_FWIDTH, "float(float)");
    CHECK(builtin_needs_derivatives(BI_DDX_FINE) && !builtin_needs_derivatives(BI_SIN));
}

static void test_double_warning(void)
{
    BuiltinSig sig;
    BuiltinId id = resolve(NULL, "sin", NULL, "double3", &sig);
    CHECK(id == BI_SIN);
    CHECK(strcmp(sig_str(&sig), "float3(float3)") == 0);
    CHECK(ndiag(D_BI_DOUBLE_TO_FLOAT) == 1 && cc->error_count == 0);
    id = resolve(NULL, "pow", NULL, "double, litfloat", &sig);
    CHECK(id == BI_POW && ndiag(D_BI_DOUBLE_TO_FLOAT) == 1);
    id = resolve(NULL, "abs", NULL, "double", &sig); /* numeric: double is fine */
    CHECK(id == BI_ABS && ndiag(D_BI_DOUBLE_TO_FLOAT) == 0);
}

static void test_mul(void)
{
    F("mul", "float, float", BI_MUL, "float(float, float)");
    F("mul", "float, float3", BI_MUL, "float3(float, float3)");
    F("mul", "float, float3x4", BI_MUL, "float3x4(float, float3x4)");
    F("mul", "float4, float", BI_MUL, "float4(float4, float)");
    F("mul", "float3, float3", BI_MUL, "float(float3, float3)");
    F("mul", "float3, float3x4", BI_MUL, "float4(float3, float3x4)");
    F("mul", "float4x4, litfloat", BI_MUL, "float4x4(float4x4, float)");
    F("mul", "float3x4, float4", BI_MUL, "float3(float3x4, float4)");
    F("mul", "float2x3, float3x4", BI_MUL, "float2x4(float2x3, float3x4)");
    F("mul", "rm:float4x4, float4", BI_MUL, "float4(row_major float4x4, float4)");
    F("mul", "int2, int2x2", BI_MUL, "int2(int2, int2x2)");
    F("mul", "float4, rm:float4x4", BI_MUL, "float4(float4, row_major float4x4)");
    F("mul", "litint, float2x2", BI_MUL, "float2x2(float, float2x2)");
    /* Mismatched inner sizes: the smaller one, the larger operand truncated
     * (glslang's hlsl.mul-truncate.frag, as DXC resolves it). */
    F("mul", "float3x4, float3x4", BI_MUL, "float3x4(float3x3, float3x4)");
    F("mul", "float2, float3x4", BI_MUL, "float4(float2, float2x4)");
    F("mul", "float3, float4x4", BI_MUL, "float4(float3, float3x4)");
    F("mul", "float4x4, float3", BI_MUL, "float4(float4x3, float3)");
}

static void test_bits_and_casts(void)
{
    F("countbits", "uint4", BI_COUNTBITS, "uint4(uint4)");
    F("countbits", "int", BI_COUNTBITS, "uint(int)");
    F("firstbithigh", "int2", BI_FIRSTBITHIGH, "uint2(int2)");
    F("firstbitlow", "uint64_t", BI_FIRSTBITLOW, "uint(uint64_t)");
    F("reversebits", "uint", BI_REVERSEBITS, "uint(uint)");
    /* a float converts to int, as DXC (shader.debug.line.intrinsic.hlsl) */
    F("countbits", "float", BI_COUNTBITS, "uint(int)");
    F("firstbithigh", "float2", BI_FIRSTBITHIGH, "uint2(int2)");
    F("asfloat", "uint4", BI_ASFLOAT, "float4(uint4)");
    F("asfloat", "int", BI_ASFLOAT, "float(int)");
    F("asint", "float2", BI_ASINT, "int2(float2)");
    F("asuint", "float3", BI_ASUINT, "uint3(float3)");
    F("asuint", "litint", BI_ASUINT, "uint(int)");
    F("asuint", "double, uint, uint", BI_ASUINT, "void(double, out uint, out uint)");
    BAD(NULL, "asuint", "double", D_BI_NO_MATCH);
    F("asdouble", "uint, uint", BI_ASDOUBLE, "double(uint, uint)");
    F("asdouble", "uint2, uint2", BI_ASDOUBLE, "double2(uint2, uint2)");
    F("f32tof16", "float3", BI_F32TOF16, "uint3(float3)");
    F("f16tof32", "uint", BI_F16TOF32, "float(uint)");
    F("D3DCOLORtoUBYTE4", "float4", BI_D3DCOLORTOUBYTE4, "int4(float4)");
    enable16 = true;
    F("asfloat16", "uint16_t2", BI_ASFLOAT16, "half2(uint16_t2)");
    F("asint16", "half", BI_ASINT16, "int16_t(half)");
    F("asuint16", "int16_t4", BI_ASUINT16, "uint16_t4(int16_t4)");
    F("unpack_s8s16", "uint", BI_UNPACK_S8S16, "int16_t4(uint)");
    F("dot2add", "half2, half2, float", BI_DOT2ADD, "float(half2, half2, float)");
    enable16 = false;
    F("unpack_u8u32", "uint", BI_UNPACK_U8U32, "uint4(uint)");
    F("pack_u8", "uint4", BI_PACK_U8, "uint(uint4)");
    F("pack_clamp_s8", "int4", BI_PACK_CLAMP_S8, "uint(int4)");
    F("dot4add_i8packed", "uint, uint, int", BI_DOT4ADD_I8PACKED, "int(uint, uint, int)");
    F("dot4add_u8packed", "uint, uint, litint", BI_DOT4ADD_U8PACKED, "uint(uint, uint, uint)");
    F("all", "bool3", BI_ALL, "bool(bool3)");
    F("any", "float4", BI_ANY, "bool(float4)");
    F("select", "bool3, float3, float3", BI_SELECT, "float3(bool3, float3, float3)");
    F("select", "bool, litint, int", BI_SELECT, "int(bool, int, int)");
    F("and", "bool2, bool2", BI_AND, "bool2(bool2, bool2)");
    F("or", "bool, bool", BI_OR, "bool(bool, bool)");
    F("clip", "float4", BI_CLIP, "void(float4)");
    F("NonUniformResourceIndex", "uint", BI_NONUNIFORM_RESOURCE_INDEX, "uint(uint)");
    F("NonUniformResourceIndex", "litint", BI_NONUNIFORM_RESOURCE_INDEX, "int(int)");
    F("printf", "string, float, litint", BI_PRINTF, "void(string, float, int)");
    F("CheckAccessFullyMapped", "uint", BI_CHECK_ACCESS_FULLY_MAPPED, "bool(uint)");
    F("EvaluateAttributeSnapped", "float4, int2", BI_EVALUATE_ATTRIBUTE_SNAPPED,
      "float4(float4, int2)");
    F("EvaluateAttributeAtSample", "float3, litint", BI_EVALUATE_ATTRIBUTE_AT_SAMPLE,
      "float3(float3, uint)");
    F("GetAttributeAtVertex", "float3, uint", BI_GET_ATTRIBUTE_AT_VERTEX, "float3(float3, uint)");
    F("GetRenderTargetSamplePosition", "litint", BI_GET_RENDER_TARGET_SAMPLE_POSITION,
      "float2(int)");
    F("GroupMemoryBarrierWithGroupSync", "", BI_GROUP_MEMORY_BARRIER_SYNC, "void()");
    F("Process2DQuadTessFactorsAvg", "float4, float2, float4, float2, float2",
      BI_PROCESS_2D_QUAD_TESS_FACTORS_AVG, "void(float4, float2, out float4, out float2, out float2)");
    F("ProcessTriTessFactorsMax", "float3, float, float3, float, float",
      BI_PROCESS_TRI_TESS_FACTORS_MAX, "void(float3, float, out float3, out float, out float)");
    F("ProcessIsolineTessFactors", "float, float, float, float",
      BI_PROCESS_ISOLINE_TESS_FACTORS, "void(float, float, out float, out float)");
}

static void test_atomics(void)
{
    F("InterlockedAdd", "uint, litint", BI_INTERLOCKED_ADD, "void(inout uint, uint)");
    F("InterlockedAdd", "int, int, int", BI_INTERLOCKED_ADD, "void(inout int, uint, out int)");
    F("InterlockedAdd", "uint64_t, litint", BI_INTERLOCKED_ADD, "void(inout uint64_t, uint64_t)");
    F("InterlockedMin", "int, litint", BI_INTERLOCKED_MIN, "void(inout int, int)");
    F("InterlockedMax", "uint, uint, uint", BI_INTERLOCKED_MAX, "void(inout uint, uint, out uint)");
    F("InterlockedMax", "int64_t, int64_t", BI_INTERLOCKED_MAX, "void(inout int64_t, int64_t)");
    F("InterlockedExchange", "uint, uint, uint", BI_INTERLOCKED_EXCHANGE,
      "void(inout uint, uint, out uint)");
    F("InterlockedExchange", "float, litfloat, float", BI_INTERLOCKED_EXCHANGE,
      "void(inout float, float, out float)");
    F("InterlockedCompareExchange", "uint, litint, litint, uint", BI_INTERLOCKED_COMPARE_EXCHANGE,
      "void(inout uint, uint, uint, out uint)");
    F("InterlockedCompareStore", "int, litint, litint", BI_INTERLOCKED_COMPARE_STORE,
      "void(inout int, uint, uint)");
    F("InterlockedCompareStoreFloatBitwise", "float, float, float",
      BI_INTERLOCKED_COMPARE_STORE_FLOAT_BITWISE, "void(inout float, float, float)");
    F("InterlockedCompareExchangeFloatBitwise", "float, float, float, float",
      BI_INTERLOCKED_COMPARE_EXCHANGE_FLOAT_BITWISE, "void(inout float, float, float, out float)");
    BAD(NULL, "InterlockedAdd", "float, litint", D_BI_NO_MATCH);
    BAD(NULL, "InterlockedAdd", "int16_t, litint", D_BI_NO_MATCH);
}

static void test_wave(void)
{
    F("WaveIsFirstLane", "", BI_WAVE_IS_FIRST_LANE, "bool()");
    F("WaveGetLaneIndex", "", BI_WAVE_GET_LANE_INDEX, "uint()");
    F("WaveActiveSum", "float3", BI_WAVE_ACTIVE_SUM, "float3(float3)");
    F("WaveActiveSum", "litint", BI_WAVE_ACTIVE_SUM, "int(int)");
    F("WaveActiveMax", "uint", BI_WAVE_ACTIVE_MAX, "uint(uint)");
    F("WaveActiveBitOr", "uint2", BI_WAVE_ACTIVE_BIT_OR, "uint2(uint2)");
    F("WaveActiveBitAnd", "int", BI_WAVE_ACTIVE_BIT_AND, "uint(uint)");
    F("WaveActiveAllEqual", "float3", BI_WAVE_ACTIVE_ALL_EQUAL, "bool3(float3)");
    F("WaveActiveBallot", "bool", BI_WAVE_ACTIVE_BALLOT, "uint4(bool)");
    F("WaveActiveAnyTrue", "bool", BI_WAVE_ACTIVE_ANY_TRUE, "bool(bool)");
    F("WaveActiveCountBits", "bool", BI_WAVE_ACTIVE_COUNT_BITS, "uint(bool)");
    F("WaveReadLaneAt", "float4, litint", BI_WAVE_READ_LANE_AT, "float4(float4, uint)");
    F("WaveReadLaneFirst", "bool", BI_WAVE_READ_LANE_FIRST, "bool(bool)");
    F("WavePrefixSum", "int", BI_WAVE_PREFIX_SUM, "int(int)");
    F("WavePrefixCountBits", "bool", BI_WAVE_PREFIX_COUNT_BITS, "uint(bool)");
    F("QuadReadAcrossX", "float2", BI_QUAD_READ_ACROSS_X, "float2(float2)");
    F("QuadReadLaneAt", "float, litint", BI_QUAD_READ_LANE_AT, "float(float, uint)");
    F("QuadAny", "bool", BI_QUAD_ANY, "bool(bool)");
    CHECK(builtin_is_wave(BI_QUAD_ALL) && builtin_is_wave(BI_WAVE_ACTIVE_SUM) &&
          !builtin_is_wave(BI_ABS));
    /* partitioned operations resolve; they are SPV_NV_shader_subgroup_partitioned
     * for SPIR-V and errors for WGSL only */
    BuiltinSig sig;
    CHECK(resolve(NULL, "WaveMatch", NULL, "float", &sig) == BI_WAVE_MATCH);
    CHECK(ndiag(D_BI_PARTITIONED) == 0 && strcmp(sig_str(&sig), "uint4(float)") == 0);
    osh_target was = the_opt.target;
    the_opt.target = OSH_TARGET_WGSL;
    CHECK(resolve(NULL, "WaveMultiPrefixSum", NULL, "int, uint4", &sig) == BI_WAVE_MULTI_PREFIX_SUM);
    CHECK(ndiag(D_BI_PARTITIONED) == 1);
    the_opt.target = was;
}

static void test_raytracing(void)
{
    F("TraceRay", "RaytracingAccelerationStructure, litint, litint, litint, litint, litint, RayDesc, Payload",
      BI_TRACE_RAY, "void(RaytracingAccelerationStructure, uint, uint, uint, uint, uint, RayDesc, inout Payload)");
    F("ReportHit", "float, uint, Payload", BI_REPORT_HIT, "bool(float, uint, Payload)");
    F("CallShader", "litint, Payload", BI_CALL_SHADER, "void(uint, inout Payload)");
    F("DispatchRaysIndex", "", BI_DISPATCH_RAYS_INDEX, "uint3()");
    F("ObjectToWorld3x4", "", BI_OBJECT_TO_WORLD_3X4, "float3x4()");
    F("WorldToObject4x3", "", BI_WORLD_TO_OBJECT_4X3, "float4x3()");
    F("RayTCurrent", "", BI_RAY_TCURRENT, "float()");
    F("SetMeshOutputCounts", "litint, litint", BI_SET_MESH_OUTPUT_COUNTS, "void(uint, uint)");
    F("DispatchMesh", "litint, litint, litint, Payload", BI_DISPATCH_MESH,
      "void(uint, uint, uint, Payload)");
    BAD(NULL, "TraceRay", "RaytracingAccelerationStructure, uint, uint, uint, uint, uint, float4, Payload",
        D_BI_NO_MATCH);
    M("RayQuery<0>", "TraceRayInline", "RaytracingAccelerationStructure, litint, litint, RayDesc",
      BI_RQ_TRACE_RAY_INLINE, "void(RaytracingAccelerationStructure, uint, uint, RayDesc)");
    M("RayQuery<0>", "Proceed", "", BI_RQ_PROCEED, "bool()");
    M("RayQuery<0>", "CommittedStatus", "", BI_RQ_COMMITTED_STATUS, "uint()");
    M("RayQuery<0>", "CandidateObjectToWorld3x4", "", BI_RQ_CANDIDATE_OBJECT_TO_WORLD_3X4, "float3x4()");
    M("RayQuery<0>", "RayFlags", "", BI_RQ_RAY_FLAGS, "uint()");
    M("RayQuery<0>", "CommittedTriangleBarycentrics", "", BI_RQ_COMMITTED_TRIANGLE_BARYCENTRICS,
      "float2()");
    F("RayFlags", "", BI_RAY_FLAGS, "uint()");
}

static void test_vk(void)
{
    OK(NULL, "vk::RawBufferLoad", "float4", "uint64_t", BI_VK_RAW_BUFFER_LOAD, "float4(uint64_t)");
    OK(NULL, "vk::RawBufferLoad", NULL, "uint64_t, litint", BI_VK_RAW_BUFFER_LOAD,
       "uint(uint64_t, uint)");
    OK(NULL, "vk::RawBufferStore", NULL, "uint64_t, float2", BI_VK_RAW_BUFFER_STORE,
       "void(uint64_t, float2)");
    OK(NULL, "vk::RawBufferStore", "float", "uint64_t, litint", BI_VK_RAW_BUFFER_STORE,
       "void(uint64_t, float)");
    F("vk::ReadClock", "litint", BI_VK_READ_CLOCK, "uint64_t(uint)");
    F("vk::ext_execution_mode", "litint, litint", BI_VK_EXT_EXECUTION_MODE, "void(uint, int)");
}

/* ---- methods ------------------------------------------------------------ */

static void test_textures(void)
{
    const char *t2 = "Texture2D<float2>";
    M(t2, "Sample", "SamplerState, float2", BI_SAMPLE, "float2(SamplerState, float2)");
    M("Texture2D", "Sample", "SamplerState, float2", BI_SAMPLE, "float4(SamplerState, float2)");
    M("Texture2D", "Sample", "SamplerState, float2, int2", BI_SAMPLE,
      "float4(SamplerState, float2, int2)");
    M("Texture2D", "Sample", "SamplerState, float2, int2, float, uint", BI_SAMPLE,
      "float4(SamplerState, float2, int2, float, out uint)");
    M("Texture1D<float>", "Sample", "SamplerState, float", BI_SAMPLE, "float(SamplerState, float)");
    M("Texture2DArray", "Sample", "SamplerState, float3", BI_SAMPLE, "float4(SamplerState, float3)");
    M("TextureCube", "Sample", "SamplerState, float3", BI_SAMPLE, "float4(SamplerState, float3)");
    M("TextureCube", "Sample", "SamplerState, float3, float", BI_SAMPLE,
      "float4(SamplerState, float3, float)");
    M("TextureCubeArray<half4>", "SampleLevel", "SamplerState, float4, litint", BI_SAMPLE_LEVEL,
      "float4(SamplerState, float4, float)");
    /* cubes have no offset overloads: an int3 is the clamp (truncated, as DXC) */
    M("TextureCube", "Sample", "SamplerState, float3, int3", BI_SAMPLE,
      "float4(SamplerState, float3, float)");
    BAD("Texture2D", "Sample", "SamplerState, float2, int2, float, uint, float", D_BI_NO_MATCH);
    BAD("Texture2D", "Sample", "SamplerState", D_BI_NO_MATCH);
    M("Texture2D", "Sample", "SamplerState, float3", BI_SAMPLE, "float4(SamplerState, float2)");
    M("Texture3D", "SampleLevel", "SamplerState, float3, litfloat, int3", BI_SAMPLE_LEVEL,
      "float4(SamplerState, float3, float, int3)");
    M("Texture2D", "SampleBias", "SamplerState, float2, float", BI_SAMPLE_BIAS,
      "float4(SamplerState, float2, float)");
    M("Texture2D", "SampleGrad", "SamplerState, float2, float2, float2", BI_SAMPLE_GRAD,
      "float4(SamplerState, float2, float2, float2)");
    M("TextureCube", "SampleGrad", "SamplerState, float3, float3, float3", BI_SAMPLE_GRAD,
      "float4(SamplerState, float3, float3, float3)");
    M("Texture2DArray", "SampleGrad", "SamplerState, float3, float2, float2, int2", BI_SAMPLE_GRAD,
      "float4(SamplerState, float3, float2, float2, int2)");
    M("Texture2D", "SampleCmp", "SamplerComparisonState, float2, float", BI_SAMPLE_CMP,
      "float(SamplerComparisonState, float2, float)");
    M("Texture2D", "SampleCmpLevelZero", "SamplerComparisonState, float2, float, int2",
      BI_SAMPLE_CMP_LEVEL_ZERO, "float(SamplerComparisonState, float2, float, int2)");
    M("TextureCube", "SampleCmpLevel", "SamplerComparisonState, float3, float, float",
      BI_SAMPLE_CMP_LEVEL, "float(SamplerComparisonState, float3, float, float)");
    BAD("Texture2D", "SampleCmp", "SamplerState, float2, float", D_BI_NO_MATCH);
    BAD("Texture2D", "Sample", "SamplerComparisonState, float2", D_BI_NO_MATCH);
    BAD("Texture3D", "SampleCmp", "SamplerComparisonState, float3, float", DIAG_COUNT);
    BAD("Texture2DMS", "Sample", "SamplerState, float2", DIAG_COUNT);
    M("Texture2D<uint4>", "GatherRed", "SamplerState, float2", BI_GATHER_RED,
      "uint4(SamplerState, float2)");
    M("Texture2D<float>", "Gather", "SamplerState, float2, int2", BI_GATHER,
      "float4(SamplerState, float2, int2)");
    M("Texture2D", "GatherGreen", "SamplerState, float2, int2, int2, int2, int2", BI_GATHER_GREEN,
      "float4(SamplerState, float2, int2, int2, int2, int2)");
    M("TextureCube", "GatherCmpRed", "SamplerComparisonState, float3, float", BI_GATHER_CMP_RED,
      "float4(SamplerComparisonState, float3, float)");
    M("Texture2DArray", "GatherCmp", "SamplerComparisonState, float3, float, int2, uint",
      BI_GATHER_CMP, "float4(SamplerComparisonState, float3, float, int2, out uint)");
    BAD("Texture1D", "Gather", "SamplerState, float", DIAG_COUNT);
    M("Texture2DArray", "CalculateLevelOfDetail", "SamplerState, float2", BI_CALCULATE_LOD,
      "float(SamplerState, float2)");
    M("TextureCube", "CalculateLevelOfDetailUnclamped", "SamplerComparisonState, float3",
      BI_CALCULATE_LOD_UNCLAMPED, "float(SamplerComparisonState, float3)");
    /* Load */
    M("Texture2D", "Load", "int3", BI_LOAD, "float4(int3)");
    M("Texture2D", "Load", "uint3", BI_LOAD, "float4(int3)");
    M("Texture2D", "Load", "int3, int2, uint", BI_LOAD, "float4(int3, int2, out uint)");
    M("Texture1D<uint>", "Load", "int2", BI_LOAD, "uint(int2)");
    M("Texture2DArray", "Load", "int4", BI_LOAD, "float4(int4)");
    M("Texture3D", "Load", "int4, int3", BI_LOAD, "float4(int4, int3)");
    M("Texture2DMS<float4,4>", "Load", "int2, litint", BI_LOAD, "float4(int2, int)");
    M("Texture2DMSArray", "Load", "int3, int, int2", BI_LOAD, "float4(int3, int, int2)");
    M("RWTexture2D<float>", "Load", "int2", BI_LOAD, "float(int2)");
    M("RWTexture2DArray<uint2>", "Load", "uint3, uint", BI_LOAD, "uint2(int3, out uint)");
    M("RWTexture1D<int>", "Load", "int", BI_LOAD, "int(int)");
    M("Buffer<float3>", "Load", "uint", BI_LOAD, "float3(int)");
    M("RWBuffer<uint>", "Load", "litint, uint", BI_LOAD, "uint(int, out uint)");
    BAD("TextureCube", "Load", "int4", DIAG_COUNT);
    BAD("Texture2D", "Load", "int2", D_BI_NO_MATCH);
    /* GetDimensions, every kind */
    M("Texture2D", "GetDimensions", "uint, uint", BI_GET_DIMENSIONS, "void(out uint, out uint)");
    M("Texture2D", "GetDimensions", "float, float", BI_GET_DIMENSIONS, "void(out float, out float)");
    M("Texture2D", "GetDimensions", "litint, uint, uint, uint", BI_GET_DIMENSIONS,
      "void(uint, out uint, out uint, out uint)");
    M("Texture1D", "GetDimensions", "uint", BI_GET_DIMENSIONS, "void(out uint)");
    M("Texture1D", "GetDimensions", "uint, uint, uint", BI_GET_DIMENSIONS,
      "void(uint, out uint, out uint)");
    M("Texture1DArray", "GetDimensions", "uint, uint", BI_GET_DIMENSIONS, "void(out uint, out uint)");
    M("Texture2DArray", "GetDimensions", "uint, uint, uint, uint, uint", BI_GET_DIMENSIONS,
      "void(uint, out uint, out uint, out uint, out uint)");
    M("Texture3D", "GetDimensions", "float, float, float", BI_GET_DIMENSIONS,
      "void(out float, out float, out float)");
    M("TextureCube", "GetDimensions", "uint, uint", BI_GET_DIMENSIONS, "void(out uint, out uint)");
    M("TextureCubeArray", "GetDimensions", "uint, uint, uint", BI_GET_DIMENSIONS,
      "void(out uint, out uint, out uint)");
    M("Texture2DMS", "GetDimensions", "uint, uint, uint", BI_GET_DIMENSIONS,
      "void(out uint, out uint, out uint)");
    M("Texture2DMSArray", "GetDimensions", "uint, uint, uint, uint", BI_GET_DIMENSIONS,
      "void(out uint, out uint, out uint, out uint)");
    M("RWTexture2D<float>", "GetDimensions", "uint, uint", BI_GET_DIMENSIONS,
      "void(out uint, out uint)");
    M("RWTexture3D<float>", "GetDimensions", "uint, uint, uint", BI_GET_DIMENSIONS,
      "void(out uint, out uint, out uint)");
    BAD("RWTexture2D<float>", "GetDimensions", "litint, uint, uint, uint", D_BI_NO_MATCH);
    /* uint and float out params mixed: both overloads cost the same */
    BAD("Texture2D", "GetDimensions", "uint, float", D_BI_AMBIGUOUS);
    M("Texture2DMS", "GetSamplePosition", "litint", BI_GET_SAMPLE_POSITION, "float2(int)");
}

static void test_buffers(void)
{
    Type *s = ty_struct_new(cc, str_intern_c(cc, "Light"), NULL);
    Type *sb = ty_resource(cc, R_STRUCTURED, s, 0);
    Type *rwsb = ty_resource(cc, R_RWSTRUCTURED, s, 0);
    Type *args[3] = {ty("uint"), ty("uint")};
    BuiltinSig sig;
    CHECK(builtin_resolve(cc, (Loc){0}, sb, str_intern_c(cc, "Load"), NULL, args, 1, &sig) == BI_LOAD);
    CHECK(sig.ret == s);
    CHECK(builtin_resolve(cc, (Loc){0}, sb, str_intern_c(cc, "GetDimensions"), NULL, args, 2, &sig) ==
          BI_GET_DIMENSIONS);
    CHECK(builtin_resolve(cc, (Loc){0}, rwsb, str_intern_c(cc, "IncrementCounter"), NULL, args, 0,
                          &sig) == BI_INCREMENT_COUNTER);
    CHECK(sig.ret == ty("uint"));
    CHECK(builtin_resolve(cc, (Loc){0}, sb, str_intern_c(cc, "IncrementCounter"), NULL, args, 0,
                          &sig) == BI_NONE);
    Type *ap = ty_resource(cc, R_APPEND, s, 0), *co = ty_resource(cc, R_CONSUME, s, 0);
    args[0] = s;
    CHECK(builtin_resolve(cc, (Loc){0}, ap, str_intern_c(cc, "Append"), NULL, args, 1, &sig) == BI_APPEND);
    CHECK(sig.params[0] == s && sig.ret == ty("void"));
    CHECK(builtin_resolve(cc, (Loc){0}, co, str_intern_c(cc, "Consume"), NULL, args, 0, &sig) == BI_CONSUME);
    CHECK(sig.ret == s);

    M("ByteAddressBuffer", "Load", "litint", BI_BAB_LOAD, "uint(uint)");
    OK("ByteAddressBuffer", "Load", "float4", "uint", BI_BAB_LOAD, "float4(uint)");
    OK("ByteAddressBuffer", "Load", "float4", "uint, uint", BI_BAB_LOAD, "float4(uint, out uint)");
    M("ByteAddressBuffer", "Load2", "int", BI_BAB_LOAD2, "uint2(uint)");
    M("RWByteAddressBuffer", "Load4", "uint, uint", BI_BAB_LOAD4, "uint4(uint, out uint)");
    M("RWByteAddressBuffer", "Store", "uint, float3", BI_BAB_STORE, "void(uint, float3)");
    M("RWByteAddressBuffer", "Store", "uint, litint", BI_BAB_STORE, "void(uint, uint)");
    OK("RWByteAddressBuffer", "Store", "half", "uint, float", BI_BAB_STORE, "void(uint, float)");
    M("RWByteAddressBuffer", "Store3", "uint, uint3", BI_BAB_STORE3, "void(uint, uint3)");
    BAD("ByteAddressBuffer", "Store", "uint, uint", DIAG_COUNT);
    M("ByteAddressBuffer", "GetDimensions", "uint", BI_GET_DIMENSIONS, "void(out uint)");
    M("RWByteAddressBuffer", "InterlockedAdd", "uint, litint, uint", BI_BAB_INTERLOCKED_ADD,
      "void(uint, uint, out uint)");
    M("RWByteAddressBuffer", "InterlockedMin", "uint, int", BI_BAB_INTERLOCKED_MIN, "void(uint, int)");
    M("RWByteAddressBuffer", "InterlockedCompareExchange", "uint, uint, uint, uint",
      BI_BAB_INTERLOCKED_COMPARE_EXCHANGE, "void(uint, uint, uint, out uint)");
    M("RWByteAddressBuffer", "InterlockedAdd64", "uint, uint64_t, uint64_t", BI_BAB_INTERLOCKED_ADD64,
      "void(uint, uint64_t, out uint64_t)");
    M("RWByteAddressBuffer", "InterlockedMax64", "uint, int64_t", BI_BAB_INTERLOCKED_MAX64,
      "void(uint, int64_t)");
    M("RWByteAddressBuffer", "InterlockedExchangeFloat", "uint, float, float",
      BI_BAB_INTERLOCKED_EXCHANGE_FLOAT, "void(uint, float, out float)");
    M("Buffer<uint>", "GetDimensions", "uint", BI_GET_DIMENSIONS, "void(out uint)");
    M("SubpassInput", "SubpassLoad", "", BI_SUBPASS_LOAD, "float4()");
    M("SubpassInputMS<int4>", "SubpassLoad", "litint", BI_SUBPASS_LOAD_MS, "int4(int)");
    /* streams */
    Type *st = ty_resource(cc, R_TRIANGLESTREAM, s, 0);
    args[0] = s;
    CHECK(builtin_resolve(cc, (Loc){0}, st, str_intern_c(cc, "Append"), NULL, args, 1, &sig) ==
          BI_STREAM_APPEND);
    CHECK(builtin_resolve(cc, (Loc){0}, st, str_intern_c(cc, "RestartStrip"), NULL, args, 0, &sig) ==
          BI_STREAM_RESTART_STRIP);
    /* a template argument on something that takes none */
    reset_diags();
    CHECK(builtin_resolve(cc, (Loc){0}, ty("Texture2D"), str_intern_c(cc, "Sample"), ty("float"),
                          args, 0, &sig) == BI_ERROR);
    CHECK(ndiag(D_BI_TEMPLATE_ARG) == 1);
}

static void test_index(void)
{
    Type *pos = NULL;
    CHECK(builtin_index_type(cc, ty("Texture2D<float2>")) == ty("float2"));
    CHECK(builtin_index_coord_type(cc, ty("Texture2D<float2>")) == ty("uint2"));
    CHECK(builtin_index_coord_type(cc, ty("Texture2DArray")) == ty("uint3"));
    CHECK(builtin_index_coord_type(cc, ty("RWTexture1D<float>")) == ty("uint"));
    CHECK(builtin_index_type(cc, ty("RWTexture2D<uint>")) == ty("uint"));
    CHECK(builtin_index_is_writable(ty("RWTexture2D<uint>")));
    CHECK(!builtin_index_is_writable(ty("Texture2D")));
    CHECK(builtin_index_type(cc, ty("Buffer<float4>")) == ty("float4"));
    CHECK(builtin_index_coord_type(cc, ty("Buffer<float4>")) == ty("uint"));
    CHECK(builtin_index_type(cc, ty("InputPatch<float4,3>")) == ty("float4"));
    CHECK(builtin_index_type(cc, ty("TextureCube")) == NULL);
    CHECK(builtin_index_type(cc, ty("ByteAddressBuffer")) == NULL);
    CHECK(builtin_index_type(cc, ty("ConstantBuffer<float4>")) == NULL);
    CHECK(builtin_index_type(cc, ty("float4")) == NULL);
    CHECK(builtin_mips_type(cc, ty("Texture2DArray<float>"), &pos) == ty("float") && pos == ty("uint3"));
    CHECK(builtin_mips_type(cc, ty("Texture2DMS"), &pos) == NULL);
    CHECK(builtin_sample_type(cc, ty("Texture2DMS<float2>"), &pos) == ty("float2") && pos == ty("uint2"));
    CHECK(builtin_sample_type(cc, ty("Texture2D"), &pos) == NULL);
}

static void test_misc(void)
{
    CHECK(builtin_is_intrinsic(cc, str_intern_c(cc, "mul")));
    CHECK(builtin_is_intrinsic(cc, str_intern_c(cc, "vk::RawBufferLoad")));
    CHECK(!builtin_is_intrinsic(cc, str_intern_c(cc, "Sample")));
    CHECK(!builtin_is_intrinsic(cc, str_intern_c(cc, "myfunc")));
    CHECK(strcmp(builtin_name(BI_SAMPLE_CMP_LEVEL_ZERO), "SampleCmpLevelZero") == 0);
    CHECK(builtin_is_method(BI_SAMPLE) && !builtin_is_method(BI_ABS));
    CHECK(builtin_needs_derivatives(BI_SAMPLE) && !builtin_needs_derivatives(BI_SAMPLE_LEVEL));
    BAD(NULL, "notabuiltin", "float", DIAG_COUNT);
    BAD("float4", "Sample", "float", DIAG_COUNT);
    BAD(NULL, "sin", "float, float", D_BI_NO_MATCH);
    BAD(NULL, "sin", "Texture2D", D_BI_NO_MATCH);
    BAD(NULL, "lerp", "float4x4, float4, float", D_BI_NO_MATCH);
    /* an error argument never reports again */
    BuiltinSig sig;
    CHECK(resolve(NULL, "sin", NULL, "err, float", &sig) == BI_ERROR && cc->diags.len == 0);
    CHECK(resolve(NULL, "sin", NULL, "err", &sig) == BI_SIN && cc->diags.len == 0);
    CHECK(resolve("err", "Sample", NULL, "float", &sig) == BI_ERROR && cc->diags.len == 0);
    /* HLSL 2018 has select() too: DXC compiles its intrinsics.select.hlsl
     * with -HV 2018 (and(), or() likewise) */
    cc->hlsl_version = 2018;
    F("select", "bool, litint, int", BI_SELECT, "int(bool, int, int)");
    F("and", "bool2, bool2", BI_AND, "bool2(bool2, bool2)");
    cc->hlsl_version = 2021;
}

int main(int argc, char **argv)
{
    verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
    static Cc the_cc;
    cc = &the_cc;
    cc->alloc = (osh_allocator){host_alloc, NULL};
    cc->opt = &the_opt;
    cc->arena.cc = cc;
    cc->arena.limit = LIMIT_ARENA_BYTES;
    cc->max_errors = 100000;
    cc->hlsl_version = 2021;
    if (setjmp(cc->unwind)) {
        fprintf(stderr, "unwound (internal error or out of memory):\n");
        for (uint32_t i = 0; i < cc->diags.len; i++)
            fprintf(stderr, "    %s\n", cc->diags.data[i].msg);
        return 1;
    }
    ray_desc = ty_struct_new(cc, str_intern_c(cc, "RayDesc"), NULL);
    payload = ty_struct_new(cc, str_intern_c(cc, "Payload"), NULL);
    CHECK(builtin_check_table(cc));
    test_types();
    test_math();
    test_double_warning();
    test_mul();
    test_bits_and_casts();
    test_atomics();
    test_wave();
    test_raytracing();
    test_vk();
    test_textures();
    test_buffers();
    test_index();
    test_misc();
    printf("builtins_test: %d checks, %d failures\n", checks, failures);
    arena_free_all(&cc->arena);
    return failures != 0;
}
