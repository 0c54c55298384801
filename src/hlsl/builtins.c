/*
 * Built-in function and method resolution against intrinsics.def.
 *
 * Algorithm, per call: collect the families whose name matches and that
 * belong to the object (free functions when object is NULL); parse each of
 * their overload strings (see the notation at the top of intrinsics.def) and
 * try it:
 *   1. arity and the object filter;
 *   2. the template component variables T/U: an inout argument decides alone;
 *      else the in-arguments meet in the widest kind (literals yield to
 *      typed arguments, a literal float makes an integer meet a float), else
 *      the out-arguments decide; the result is then fitted to the class
 *      (float-like turns ints into float and double into float with
 *      OSH0361, unsigned turns signed into unsigned, ...);
 *   3. the shared shape `*` the same way (scalars splat, vectors meet at
 *      the shortest, matrices at the smallest);
 *   4. lowercase size symbols: matrices bind them exactly, vectors at their
 *      shortest, scalars only when nothing else does (then the type stays
 *      scalar);
 *   5. every parameter type is built and each argument's conversion to it
 *      is priced; the overload's cost is the sum.
 * The cheapest overload wins; a tie between two is ambiguous. Everything is
 * computed from the const table and the arguments: no state is kept.
 */
#include "hlsl/builtins.h"
#include "hlsl/ast.h"

enum { BF_WAVE = 1, BF_DERIV = 2, BF_PARTITIONED = 4 };

#define RB(k) (1ull << (k))
#define O_TEX (RB(R_TEXTURE1D) | RB(R_TEXTURE1D_ARRAY) | RB(R_TEXTURE2D) | RB(R_TEXTURE2D_ARRAY) | \
               RB(R_TEXTURE3D) | RB(R_TEXTURECUBE) | RB(R_TEXTURECUBE_ARRAY))
#define O_CUBE (RB(R_TEXTURECUBE) | RB(R_TEXTURECUBE_ARRAY))
#define O_TEX_CMP (O_TEX & ~RB(R_TEXTURE3D))
#define O_TEX_LOAD (O_TEX & ~O_CUBE)
#define O_GATHER_RAW (RB(R_TEXTURE2D) | RB(R_TEXTURE2D_ARRAY))
#define O_GATHER (O_GATHER_RAW | O_CUBE)
#define O_TEXMS (RB(R_TEXTURE2DMS) | RB(R_TEXTURE2DMS_ARRAY))
#define O_RWTEX (RB(R_RWTEXTURE1D) | RB(R_RWTEXTURE1D_ARRAY) | RB(R_RWTEXTURE2D) | \
                 RB(R_RWTEXTURE2D_ARRAY) | RB(R_RWTEXTURE3D) | RB(R_ROTEXTURE1D) | \
                 RB(R_ROTEXTURE1D_ARRAY) | RB(R_ROTEXTURE2D) | RB(R_ROTEXTURE2D_ARRAY) | \
                 RB(R_ROTEXTURE3D))
#define O_BUF (RB(R_BUFFER) | RB(R_RWBUFFER) | RB(R_ROBUFFER))
#define O_SB (RB(R_STRUCTURED) | RB(R_RWSTRUCTURED) | RB(R_ROSTRUCTURED))
#define O_SB_ALL (O_SB | RB(R_APPEND) | RB(R_CONSUME))
#define O_RWSB (RB(R_RWSTRUCTURED) | RB(R_ROSTRUCTURED))
#define O_BAB (RB(R_BYTEADDRESS) | RB(R_RWBYTEADDRESS) | RB(R_ROBYTEADDRESS))
#define O_RWBAB (RB(R_RWBYTEADDRESS) | RB(R_ROBYTEADDRESS))
#define O_APPEND RB(R_APPEND)
#define O_CONSUME RB(R_CONSUME)
#define O_STREAM (RB(R_POINTSTREAM) | RB(R_LINESTREAM) | RB(R_TRIANGLESTREAM))
#define O_SUBPASS RB(R_SUBPASS)
#define O_SUBPASS_MS RB(R_SUBPASS_MS)
#define O_RAYQUERY RB(R_RAYQUERY)
#define O_BUFPTR RB(R_BUFFER_POINTER)
_Static_assert(R_COUNT <= 64, "object masks are 64-bit");

typedef struct Family {
    BuiltinId id;
    const char *name;
    uint64_t objects;
    unsigned flags;
    const char *const *ovl; /* NULL-terminated */
} Family;

static const Family families[] = {
#define BUILTIN(id_, name_, obj_, flags_, irop_, ...) \
    {id_, name_, obj_, flags_, (const char *const[]){__VA_ARGS__, NULL}},
#include "hlsl/intrinsics.def"
#undef BUILTIN
};

#define FIRST_ID (BI_ERROR + 1)
_Static_assert(countof(families) == BI_COUNT - FIRST_ID, "one family per BuiltinId, in order");

static const Family *family(BuiltinId id)
{
    if (id < FIRST_ID || id >= BI_COUNT)
        return NULL;
    return &families[id - FIRST_ID];
}

/* Names for `[filter]` tokens. */
static const struct { const char *name; uint64_t mask; } filters[] = {
    {"cube", O_CUBE}, {"nocube", ~(uint64_t)O_CUBE}, {"tex", O_TEX}, {"ms", O_TEXMS},
    {"rw", O_RWTEX}, {"buf", O_BUF}, {"sb", O_SB_ALL}, {"bab", O_BAB},
    {"t1d", RB(R_TEXTURE1D)}, {"t1da", RB(R_TEXTURE1D_ARRAY)}, {"t2d", RB(R_TEXTURE2D)},
    {"t2da", RB(R_TEXTURE2D_ARRAY)}, {"t3d", RB(R_TEXTURE3D)}, {"tc", RB(R_TEXTURECUBE)},
    {"tca", RB(R_TEXTURECUBE_ARRAY)}, {"t2dms", RB(R_TEXTURE2DMS)},
    {"t2dmsa", RB(R_TEXTURE2DMS_ARRAY)},
    {"u1d", RB(R_RWTEXTURE1D) | RB(R_ROTEXTURE1D)},
    {"u1da", RB(R_RWTEXTURE1D_ARRAY) | RB(R_ROTEXTURE1D_ARRAY)},
    {"u2d", RB(R_RWTEXTURE2D) | RB(R_ROTEXTURE2D)},
    {"u2da", RB(R_RWTEXTURE2D_ARRAY) | RB(R_ROTEXTURE2D_ARRAY)},
    {"u3d", RB(R_RWTEXTURE3D) | RB(R_ROTEXTURE3D)},
};

/* ---- the overload notation --------------------------------------------- */

enum { CL_NONE, CL_F, CL_FA, CL_D, CL_N, CL_I, CL_U, CL_A, CL_B, CL_N32, CL_N16, CL_I32,
       CL_I64, CL_I1632, CL_S1632, CL_F32 };
static const struct { const char *name, *spelling; } classes[] = {
    [CL_NONE] = {"", ""}, [CL_F] = {"f", "float_like"}, [CL_FA] = {"F", "any_float"},
    [CL_D] = {"d", "double"}, [CL_N] = {"n", "numeric"}, [CL_I] = {"i", "any_int"},
    [CL_U] = {"u", "uint_only"}, [CL_A] = {"a", "any"}, [CL_B] = {"b", "bool"},
    [CL_N32] = {"n32", "numeric32_only"}, [CL_N16] = {"n16", "numeric16_only"},
    [CL_I32] = {"i32", "int_or_uint"}, [CL_I64] = {"i64", "int64_or_uint64"},
    [CL_I1632] = {"i1632", "int16_or_32"}, [CL_S1632] = {"s1632", "signed_int16_or_32"},
    [CL_F32] = {"f32", "float"},
};

enum { C_VAR_T, C_VAR_U, C_SCALAR, C_ELEM, C_ELEM_SCALAR, C_TARG, C_SAMPLER, C_SAMPLER_CMP,
       C_SAMPLER_ANY, C_RAY, C_UDT, C_ACCEL, C_STR, C_VOID };
static const struct { const char *name; uint8_t comp; ScalarKind sk; } comps[] = {
    {"T", C_VAR_T, 0}, {"U", C_VAR_U, 0}, {"bool", C_SCALAR, SK_BOOL},
    {"int", C_SCALAR, SK_INT32}, {"uint", C_SCALAR, SK_UINT32}, {"float", C_SCALAR, SK_FLOAT},
    {"double", C_SCALAR, SK_DOUBLE}, {"half", C_SCALAR, SK_HALF}, {"i16", C_SCALAR, SK_INT16},
    {"u16", C_SCALAR, SK_UINT16}, {"i64", C_SCALAR, SK_INT64}, {"u64", C_SCALAR, SK_UINT64},
    {"E", C_ELEM, 0}, {"Es", C_ELEM_SCALAR, 0}, {"L", C_TARG, 0}, {"S", C_SAMPLER, 0},
    {"Sc", C_SAMPLER_CMP, 0}, {"Sx", C_SAMPLER_ANY, 0}, {"ray", C_RAY, 0}, {"udt", C_UDT, 0},
    {"accel", C_ACCEL, 0}, {"str", C_STR, 0}, {"void", C_VOID, 0},
};

enum { SH_SCALAR, SH_ANY, SH_VEC, SH_MAT };

typedef struct Spec {
    uint8_t mode, comp, shape;
    ScalarKind sk;
    char d[2];            /* SH_VEC/SH_MAT sizes: digit, symbol a-z, or C/M/O */
} Spec;

enum { MAX_SPECS = 16 };

typedef struct Ovl {
    uint64_t filter;      /* 0 = every object of the family */
    uint8_t cls[2];       /* class of T and U */
    Spec spec[MAX_SPECS]; /* [0] is the return */
    unsigned n;           /* specs, return included */
    bool variadic;
    bool uses_targ;
} Ovl;

static bool tok_eq(const char *t, size_t n, const char *s)
{
    /* the first byte rules most candidates out before anything is measured */
    return n && s[0] == t[0] && strncmp(s, t, n) == 0 && s[n] == 0;
}

static void bad_table(Cc *cc, const char *s)
{
    diag_ice(cc, (Loc){0, 0, 0}, "malformed intrinsic overload \"%s\"", s);
}

/* Parses one overload string; a malformed table entry is an internal error. */
static void parse_ovl(Cc *cc, const char *s, Ovl *o)
{
    memset(o, 0, sizeof *o);
    const char *p = s;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        const char *t = p;
        while (*p && *p != ' ')
            p++;
        size_t n = (size_t)(p - t);
        if (t[0] == '[') { /* [filter,filter] */
            const char *q = t + 1, *end = t + n - 1;
            if (*end != ']')
                bad_table(cc, s);
            while (q < end) {
                const char *w = q;
                while (q < end && *q != ',')
                    q++;
                unsigned i = 0;
                while (i < countof(filters) && !tok_eq(w, (size_t)(q - w), filters[i].name))
                    i++;
                if (i == countof(filters))
                    bad_table(cc, s);
                o->filter |= filters[i].mask;
                if (q < end)
                    q++;
            }
            continue;
        }
        if ((t[0] == 'T' || t[0] == 'U') && n > 2 && t[1] == '=') { /* T=class */
            unsigned i = 1;
            while (i < countof(classes) && !tok_eq(t + 2, n - 2, classes[i].name))
                i++;
            if (i == countof(classes))
                bad_table(cc, s);
            o->cls[t[0] == 'U'] = (uint8_t)i;
            continue;
        }
        if (tok_eq(t, n, "...")) {
            o->variadic = true;
            continue;
        }
        if (o->n == MAX_SPECS || o->variadic)
            bad_table(cc, s);
        Spec *sp = &o->spec[o->n++];
        const char *q = t, *end = t + n;
        sp->mode = BP_IN;
        if (*q == '>') {
            sp->mode = BP_OUT;
            q++;
        } else if (*q == '^') {
            sp->mode = BP_INOUT;
            q++;
        }
        const char *c = q;
        while (q < end && *q != '<' && *q != '*')
            q++;
        unsigned i = 0;
        while (i < countof(comps) && !tok_eq(c, (size_t)(q - c), comps[i].name))
            i++;
        if (i == countof(comps))
            bad_table(cc, s);
        sp->comp = comps[i].comp;
        sp->sk = comps[i].sk;
        if (sp->comp == C_TARG)
            o->uses_targ = true;
        if (q == end) {
            sp->shape = SH_SCALAR;
        } else if (*q == '*' && q + 1 == end) {
            sp->shape = SH_ANY;
        } else if (*q == '<' && end[-1] == '>' && (end - q == 3 || (end - q == 5 && q[2] == ','))) {
            sp->d[0] = q[1];
            sp->shape = SH_VEC;
            if (end - q == 5) {
                sp->d[1] = q[3];
                sp->shape = SH_MAT;
            }
        } else {
            bad_table(cc, s);
        }
    }
    if (o->n == 0)
        bad_table(cc, s);
}

/* ---- kinds, classes and costs ------------------------------------------- */

/* "Widest" order used when arguments meet (DXC: floats beat ints, wider
 * beats narrower, unsigned beats signed of the same width). */
static int rank(ScalarKind k)
{
    static const int8_t r[SK_COUNT] = {
        [SK_BOOL] = 0, [SK_MIN12INT] = 1, [SK_MIN16INT] = 2, [SK_MIN16UINT] = 3,
        [SK_INT16] = 4, [SK_UINT16] = 5, [SK_INT32] = 6, [SK_UINT32] = 7, [SK_INT64] = 8,
        [SK_UINT64] = 9, [SK_MIN10FLOAT] = 10, [SK_MIN16FLOAT] = 11, [SK_HALF] = 12,
        [SK_FLOAT] = 13, [SK_DOUBLE] = 14, [SK_LIT_INT] = -2, [SK_LIT_FLOAT] = -1,
    };
    return k < SK_COUNT ? r[k] : -3;
}

static bool in_class(unsigned cls, ScalarKind k)
{
    switch (cls) {
    case CL_F: return k == SK_HALF || k == SK_FLOAT || k == SK_MIN16FLOAT || k == SK_MIN10FLOAT;
    case CL_FA: return in_class(CL_F, k) || k == SK_DOUBLE;
    case CL_D: return k == SK_DOUBLE;
    case CL_N: return k != SK_BOOL && k < SK_LIT_INT;
    case CL_I: return ty_is_int_kind(k) && k != SK_LIT_INT;
    case CL_U: return k == SK_UINT16 || k == SK_UINT32 || k == SK_UINT64 || k == SK_MIN16UINT;
    case CL_A: return k < SK_LIT_INT;
    case CL_B: return k == SK_BOOL;
    case CL_N32: return k == SK_INT32 || k == SK_UINT32 || k == SK_FLOAT;
    case CL_N16: return k == SK_INT16 || k == SK_UINT16 || k == SK_HALF;
    case CL_I32: return k == SK_INT32 || k == SK_UINT32;
    case CL_I64: return k == SK_INT64 || k == SK_UINT64;
    case CL_I1632: return k == SK_INT16 || k == SK_UINT16 || k == SK_INT32 || k == SK_UINT32;
    case CL_S1632: return k == SK_INT16 || k == SK_INT32;
    case CL_F32: return k == SK_FLOAT;
    default: return false;
    }
}

/* Fits the meeting kind of a template variable to its class: the kind
 * itself when it belongs, else the conversion HLSL applies, else false. */
static bool fit_class(unsigned cls, ScalarKind k, ScalarKind *out, bool *warn_double)
{
    if (in_class(cls, k)) {
        *out = k;
        return true;
    }
    bool lit = k == SK_LIT_INT || k == SK_LIT_FLOAT;
    bool isf = ty_is_float_kind(k);
    switch (cls) {
    case CL_F: case CL_FA:
        if (k == SK_DOUBLE)
            *warn_double = true;
        *out = SK_FLOAT; /* ints, bools, literals and (float-like only) double */
        return true;
    case CL_D:
        if (!lit)
            return false;
        *out = SK_DOUBLE;
        return true;
    case CL_N: case CL_A: case CL_N32:
        if (cls == CL_N32 && !lit && k != SK_MIN16FLOAT && k != SK_MIN10FLOAT &&
            k != SK_MIN16INT && k != SK_MIN12INT && k != SK_MIN16UINT)
            return false;
        if (k == SK_BOOL && cls == CL_N32)
            return false;
        *out = isf ? SK_FLOAT : k == SK_MIN16UINT ? SK_UINT32 : SK_INT32;
        return true;
    case CL_I:
        /* bool, a literal, or a float: DXC converts a float to int for an
         * integer-only intrinsic (firstbithigh(sqrt(x)) is FindSMsb of the
         * truncated value; shader.debug.line.intrinsic.hlsl). */
        *out = SK_INT32;
        return true;
    case CL_U:
        if (isf)
            return false;
        *out = k == SK_INT16 ? SK_UINT16 : k == SK_INT64 ? SK_UINT64
             : k == SK_MIN16INT || k == SK_MIN12INT ? SK_MIN16UINT : SK_UINT32;
        return true;
    case CL_B:
        *out = SK_BOOL;
        return true;
    case CL_I32: case CL_I1632: case CL_S1632:
        if (k != SK_LIT_INT)
            return false;
        *out = SK_INT32;
        return true;
    case CL_I64:
        if (k != SK_LIT_INT)
            return false;
        *out = SK_INT64;
        return true;
    case CL_N16:
        /* a literal takes the 16-bit kind (FidelityFX's asuint16(1) under
         * -enable-16bit-types, which DXC compiles) */
        if (!lit)
            return false;
        *out = k == SK_LIT_FLOAT ? SK_HALF : SK_INT16;
        return true;
    case CL_F32:
        if (isf && k != SK_DOUBLE) {
            *out = SK_FLOAT;
            return true;
        }
        return false;
    default:
        return false;
    }
}

enum { FAIL = 1000 };

static unsigned comp_cost(ScalarKind a, ScalarKind p)
{
    if (a == p)
        return 0;
    if (a == SK_LIT_INT)
        return p == SK_BOOL ? 1 : 0;
    if (a == SK_LIT_FLOAT)
        return ty_is_float_kind(p) ? 0 : 2;
    if (a == SK_BOOL || p == SK_BOOL)
        return 2;
    if (ty_is_float_kind(a) == ty_is_float_kind(p))
        return 1;
    return 2;
}

typedef struct Shp { uint8_t kind, r, c; } Shp; /* kind: 0 scalar, 1 vector, 2 matrix */

static Shp shape_of(const Type *t)
{
    Shp s = {0, 1, 1};
    if (t->kind == TY_VECTOR)
        s = (Shp){1, 1, t->cols};
    else if (t->kind == TY_MATRIX)
        s = (Shp){2, t->rows, t->cols};
    return s;
}

static unsigned shape_cost(Shp a, Shp p)
{
    if (a.kind == p.kind && a.r == p.r && a.c == p.c)
        return 0;
    if (a.kind == 0)
        return 1;                                   /* splat */
    if (a.kind == 1 && a.c == 1)
        return p.kind == 0 ? 0 : 1;                 /* a 1-vector is a scalar */
    if (p.kind == 0)
        return a.kind == 1 ? 2 : FAIL;              /* vector truncation; no matrix */
    if (a.kind == 1 && p.kind == 1)
        return p.c < a.c ? 2 : FAIL;
    if (a.kind == 2 && p.kind == 2)
        return p.r <= a.r && p.c <= a.c ? 2 : FAIL;
    /* vector <-> 1xN / Nx1 matrix with the same count */
    unsigned an = (unsigned)a.r * a.c, pn = (unsigned)p.r * p.c;
    if (an == pn && (a.r == 1 || a.c == 1) && (p.r == 1 || p.c == 1))
        return 1;
    /* any matrix <-> a vector of its element count (float2x2 for a float4,
     * as the initializations and assignments of sema_conv.c convert) */
    if (an == pn && a.kind != p.kind)
        return 3;
    return FAIL;
}

/* The type a literal becomes when nothing else decides. */
static Type *unliteral(Cc *cc, Type *t, ScalarKind int_to)
{
    if (!ty_is_numeric(t))
        return t;
    if (t->scalar == SK_LIT_INT)
        return ty_with_scalar(cc, t, int_to);
    if (t->scalar == SK_LIT_FLOAT)
        return ty_with_scalar(cc, t, SK_FLOAT);
    return t;
}

/* ---- trying one overload ------------------------------------------------- */

typedef struct Try {
    Cc *cc;
    const Ovl *o;
    Type *object, *elem, *targ;
    Type *const *args;
    uint32_t nargs;
    unsigned C, M, O;             /* object sizes */
    ScalarKind var[2];
    Shp any;
    uint8_t sym[26];              /* bound size of a..z, 0 = unbound */
    bool sym_scalar[26];          /* bound by scalars only: the type stays scalar */
    bool warn_double;
    bool has_error_arg;
    Type *ret;
    Type *params[MAX_SPECS];
    unsigned cost;
} Try;

static bool is_error(const Type *t) { return !t || t->kind == TY_ERROR; }

/* Step 2: the kind of template variable v. */
static bool bind_var(Try *x, unsigned v)
{
    const Ovl *o = x->o;
    uint8_t want = (uint8_t)(v ? C_VAR_U : C_VAR_T);
    /* An inout argument (the destination of an atomic) decides alone. */
    for (unsigned i = 1; i < o->n; i++) {
        Type *a = x->args[i - 1];
        if (o->spec[i].comp != want || o->spec[i].mode != BP_INOUT || is_error(a))
            continue;
        if (!ty_is_numeric(a) || !in_class(o->cls[v], a->scalar))
            return false;
        x->var[v] = a->scalar;
        return true;
    }
    for (int pass = 0; pass < 2; pass++) {
        int best = -100;
        ScalarKind k = SK_COUNT;
        bool lit_float = false, any = false;
        for (unsigned i = 1; i < o->n; i++) {
            Type *a = x->args[i - 1];
            if (o->spec[i].comp != want || is_error(a))
                continue;
            if ((pass == 0) != (o->spec[i].mode == BP_IN))
                continue;
            if (!ty_is_numeric(a))
                return false;
            any = true;
            if (a->scalar == SK_LIT_FLOAT)
                lit_float = true;
            if (rank(a->scalar) > best) {
                best = rank(a->scalar);
                k = a->scalar;
            }
        }
        if (!any)
            continue;
        /* A literal float meeting integers or bools makes them float. */
        if (lit_float && best >= 0 && !ty_is_float_kind(k))
            k = SK_FLOAT;
        return fit_class(o->cls[v], k, &x->var[v], &x->warn_double);
    }
    /* Only the return mentions it: the class's natural kind. */
    return fit_class(o->cls[v], SK_LIT_INT, &x->var[v], &x->warn_double) ||
           fit_class(o->cls[v], SK_LIT_FLOAT, &x->var[v], &x->warn_double);
}

/* Step 3: the shared any-shape. */
static bool bind_any(Try *x)
{
    const Ovl *o = x->o;
    x->any = (Shp){0, 1, 1};
    for (unsigned i = 1; i < o->n; i++) {
        Type *a = x->args[i - 1];
        if (o->spec[i].shape == SH_ANY && o->spec[i].mode == BP_INOUT && ty_is_numeric(a)) {
            x->any = shape_of(a);
            return true;
        }
    }
    for (int pass = 0; pass < 2; pass++) {
        bool set = false;
        Shp s = {0, 1, 1};
        for (unsigned i = 1; i < o->n; i++) {
            Type *a = x->args[i - 1];
            if (o->spec[i].shape != SH_ANY || is_error(a) || !ty_is_numeric(a))
                continue;
            if ((pass == 0) != (o->spec[i].mode == BP_IN))
                continue;
            Shp t = shape_of(a);
            if (!set || s.kind == 0) {
                if (!set || t.kind != 0)
                    s = t;
            } else if (t.kind == 0) {
                /* a scalar splats */
            } else if (s.kind == 1 && t.kind == 1) {
                s.c = t.c < s.c ? t.c : s.c;
            } else if (s.kind == 2 && t.kind == 2) {
                s.r = t.r < s.r ? t.r : s.r;
                s.c = t.c < s.c ? t.c : s.c;
            } else {
                return false; /* vector meets matrix */
            }
            set = true;
        }
        if (set) {
            x->any = s;
            return true;
        }
    }
    return true;
}

static bool is_sym(char c) { return c >= 'a' && c <= 'z'; }

/* Step 4: lowercase size symbols. */
static bool bind_syms(Try *x)
{
    const Ovl *o = x->o;
    uint8_t exact[26] = {0}, vmin[26] = {0};
    bool scal[26] = {0};
    for (int pass = 0; pass < 2; pass++) {
        for (unsigned i = 1; i < o->n; i++) {
            const Spec *sp = &o->spec[i];
            Type *a = x->args[i - 1];
            if ((pass == 0) == (sp->mode == BP_OUT) || is_error(a))
                continue;
            if (sp->shape == SH_VEC && is_sym(sp->d[0])) {
                int s = sp->d[0] - 'a';
                if (x->sym[s])
                    continue;
                if (!ty_is_numeric(a) || a->kind == TY_MATRIX)
                    return false;
                if (a->kind == TY_SCALAR)
                    scal[s] = true;
                else if (!vmin[s] || a->cols < vmin[s])
                    vmin[s] = a->cols;
            } else if (sp->shape == SH_MAT && (is_sym(sp->d[0]) || is_sym(sp->d[1]))) {
                if (!ty_is_numeric(a) || a->kind != TY_MATRIX)
                    return false;
                uint8_t dims[2] = {a->rows, a->cols};
                for (int k = 0; k < 2; k++) {
                    if (!is_sym(sp->d[k]))
                        continue;
                    int s = sp->d[k] - 'a';
                    if (x->sym[s])
                        continue;
                    /* DXC takes the smallest size any argument gives a
                     * symbol, the larger ones then truncating (its
                     * uSpecialSize: mul(float3, float4x4) is mul with a
                     * float3x4, the matrix's first three rows). */
                    if (!exact[s] || dims[k] < exact[s])
                        exact[s] = dims[k];
                }
            }
        }
        for (int s = 0; s < 26; s++) {
            if (x->sym[s])
                continue;
            if (exact[s])
                x->sym[s] = vmin[s] && vmin[s] < exact[s] ? vmin[s] : exact[s];
            else if (vmin[s])
                x->sym[s] = vmin[s];
            else if (scal[s]) {
                x->sym[s] = 1;
                x->sym_scalar[s] = true;
            }
        }
    }
    return true;
}

static unsigned dim(Try *x, char d, bool *scalar)
{
    *scalar = false;
    if (d >= '1' && d <= '4')
        return (unsigned)(d - '0');
    if (d == 'C')
        return x->C;
    if (d == 'M')
        return x->M;
    if (d == 'O')
        return x->O;
    if (is_sym(d)) {
        *scalar = x->sym_scalar[d - 'a'];
        return x->sym[d - 'a'] ? x->sym[d - 'a'] : 1;
    }
    return 1;
}

/* Step 5: the type of spec i (0 = return); NULL when the argument does not
 * fit a non-numeric parameter (sampler, struct...). */
static Type *spec_type(Try *x, unsigned i)
{
    Cc *cc = x->cc;
    const Spec *sp = &x->o->spec[i];
    Type *a = i ? x->args[i - 1] : NULL;
    ScalarKind k;
    switch (sp->comp) {
    case C_VAR_T: k = x->var[0]; break;
    case C_VAR_U: k = x->var[1]; break;
    case C_SCALAR: k = sp->sk; break;
    case C_ELEM:
        return x->elem;
    case C_ELEM_SCALAR:
        if (!ty_is_numeric(x->elem))
            return NULL;
        k = x->elem->scalar;
        break;
    case C_TARG:
        return x->targ;
    case C_VOID:
        return ty_void(cc);
    case C_STR:
        return ty_string(cc);
    case C_SAMPLER: case C_SAMPLER_CMP: case C_SAMPLER_ANY: {
        if (is_error(a))
            return a;
        if (a->kind != TY_RESOURCE || ty_res_info(a->res)->cls != RC_SAMPLER)
            return NULL;
        bool cmp = a->res == R_SAMPLER_CMP;
        if ((sp->comp == C_SAMPLER && cmp) || (sp->comp == C_SAMPLER_CMP && !cmp))
            return NULL;
        return a;
    }
    case C_ACCEL:
        if (is_error(a) || (a->kind == TY_RESOURCE && a->res == R_ACCEL))
            return a;
        return NULL;
    case C_RAY:
        if (is_error(a) || (a->kind == TY_STRUCT && a->name && strcmp(a->name, "RayDesc") == 0))
            return a;
        return NULL;
    case C_UDT:
        if (is_error(a) || a->kind == TY_STRUCT)
            return a;
        return NULL;
    default:
        return NULL;
    }
    bool scalar = false;
    switch (sp->shape) {
    case SH_ANY:
        if (x->any.kind == 1)
            return ty_vector(cc, k, x->any.c);
        if (x->any.kind == 2)
            return ty_matrix(cc, k, x->any.r, x->any.c, 0);
        return ty_scalar(cc, k);
    case SH_VEC: {
        unsigned n = dim(x, sp->d[0], &scalar);
        /* Digits and object sizes of 1 are scalars (Texture1D coordinates). */
        if (n == 1 && (scalar || !is_sym(sp->d[0])))
            return ty_scalar(cc, k);
        return ty_vector(cc, k, n);
    }
    case SH_MAT: {
        unsigned r = dim(x, sp->d[0], &scalar), c = dim(x, sp->d[1], &scalar);
        return ty_matrix(cc, k, r, c, 0);
    }
    default:
        return ty_scalar(cc, k);
    }
}

/* The price of passing argument a as parameter p. */
static unsigned arg_cost(Try *x, Type *a, Type *p, unsigned mode);

/* Template-typed parameters take no vector truncation to a scalar (mul(v, m)
 * must not match mul(scalar, m)), and a symbolic vector bound by scalars
 * only costs a little, so that the scalar overload wins. */
static unsigned spec_cost(Try *x, const Spec *sp, Type *a, Type *p)
{
    unsigned c = arg_cost(x, a, p, sp->mode);
    if (c >= FAIL || is_error(a))
        return c;
    bool var = sp->comp == C_VAR_T || sp->comp == C_VAR_U;
    if (var && sp->shape == SH_SCALAR && a->kind == TY_VECTOR && a->cols > 1)
        return FAIL;
    if (sp->shape == SH_VEC && is_sym(sp->d[0]) && x->sym_scalar[sp->d[0] - 'a'])
        c += 1;
    return c;
}

static unsigned arg_cost(Try *x, Type *a, Type *p, unsigned mode)
{
    if (is_error(a)) {
        x->has_error_arg = true;
        return 0;
    }
    if (a == p)
        return 0;
    /* A ConstantBuffer<S> / TextureBuffer<S> for an S is a copy (as for
     * user functions): Append(myCBuffer). */
    if (p->kind == TY_STRUCT && a->kind == TY_RESOURCE && a->elem == p && mode == BP_IN &&
        (a->res == R_CONSTANTBUFFER || a->res == R_TEXTUREBUFFER))
        return 1;
    if (!ty_is_numeric(p)) {
        /* elements, template arguments and structs must be the same type */
        if (p->kind == TY_STRUCT || a->kind == TY_STRUCT || !ty_is_numeric(a))
            return a == p ? 0 : FAIL;
    }
    if (a->kind == TY_ENUM && a->elem)
        return arg_cost(x, a->elem, p, mode) + 1;
    if (!ty_is_numeric(a) || !ty_is_numeric(p))
        return FAIL;
    /* An atomic's destination (and every inout) must already be the type. */
    if (mode == BP_INOUT) {
        bool same = a->scalar == p->scalar && a->kind == p->kind && a->rows == p->rows &&
                    a->cols == p->cols;
        return same ? 0 : FAIL;
    }
    unsigned sc = shape_cost(shape_of(a), shape_of(p));
    if (sc >= FAIL)
        return FAIL;
    unsigned c = comp_cost(a->scalar, p->scalar) + sc;
    if (mode == BP_OUT && c)
        c += 1; /* a copy-out conversion */
    return c;
}

static bool try_ovl(Try *x)
{
    Cc *cc = x->cc;
    const Ovl *o = x->o;
    unsigned fixed = o->n - 1;
    if (x->nargs < fixed || (!o->variadic && x->nargs != fixed))
        return false;
    if (x->object && o->filter && !(o->filter & RB(x->object->res)))
        return false;
    for (unsigned v = 0; v < 2; v++)
        if (o->cls[v] && !bind_var(x, v))
            return false;
    if (!bind_any(x) || !bind_syms(x))
        return false;
    /* L: the explicit template argument, else the argument in an L place
     * (Store(offset, value)), else uint. */
    if (o->uses_targ && !x->targ) {
        for (unsigned i = 1; i < o->n && !x->targ; i++)
            if (o->spec[i].comp == C_TARG && o->spec[i].mode == BP_IN && !is_error(x->args[i - 1]))
                x->targ = unliteral(cc, x->args[i - 1], SK_UINT32);
        if (!x->targ)
            x->targ = ty_scalar(cc, SK_UINT32);
    }
    x->cost = 0;
    for (unsigned i = 1; i < o->n; i++) {
        Type *p = spec_type(x, i);
        if (!p)
            return false;
        Type *a = x->args[i - 1];
        /* Keep an argument's own matrix (row_major...) when only mods differ. */
        if (p->kind == TY_MATRIX && a && a->kind == TY_MATRIX && a->scalar == p->scalar &&
            a->rows == p->rows && a->cols == p->cols)
            p = a;
        unsigned c = spec_cost(x, &o->spec[i], a, p);
        if (c >= FAIL)
            return false;
        x->cost += c;
        x->params[i - 1] = p;
    }
    x->ret = spec_type(x, 0);
    return x->ret != NULL;
}

/* ---- diagnostics --------------------------------------------------------- */

static const char *arg_list(Cc *cc, Type *const *args, uint32_t nargs)
{
    Buf b;
    buf_init(&b, &cc->arena);
    for (uint32_t i = 0; i < nargs; i++)
        buf_printf(&b, "%s%s", i ? ", " : "", ty_name(cc, args[i]));
    return buf_cstr(&b);
}

static void spell_spec(Buf *b, Try *x, const Spec *sp)
{
    Cc *cc = x->cc;
    if (sp->mode == BP_OUT)
        buf_puts(b, "out ");
    else if (sp->mode == BP_INOUT)
        buf_puts(b, "inout ");
    switch (sp->comp) {
    case C_VAR_T: case C_VAR_U: buf_puts(b, classes[x->o->cls[sp->comp == C_VAR_U]].spelling); break;
    case C_SCALAR: buf_puts(b, ty_scalar_name(sp->sk)); break;
    case C_ELEM: buf_puts(b, x->elem ? ty_name(cc, x->elem) : "T"); return;
    case C_ELEM_SCALAR:
        buf_puts(b, ty_is_numeric(x->elem) ? ty_scalar_name(x->elem->scalar) : "T");
        break;
    case C_TARG: buf_puts(b, "T"); return;
    case C_SAMPLER: buf_puts(b, "SamplerState"); return;
    case C_SAMPLER_CMP: buf_puts(b, "SamplerComparisonState"); return;
    case C_SAMPLER_ANY: buf_puts(b, "sampler"); return;
    case C_RAY: buf_puts(b, "RayDesc"); return;
    case C_UDT: buf_puts(b, "struct"); return;
    case C_ACCEL: buf_puts(b, "RaytracingAccelerationStructure"); return;
    case C_STR: buf_puts(b, "string"); return;
    case C_VOID: buf_puts(b, "void"); return;
    }
    bool scalar;
    if (sp->shape == SH_ANY) {
        buf_puts(b, "<>");
    } else if (sp->shape == SH_VEC) {
        if (is_sym(sp->d[0]))
            buf_printf(b, "<%c>", sp->d[0]);
        else if (dim(x, sp->d[0], &scalar) > 1)
            buf_printf(b, "%u", dim(x, sp->d[0], &scalar));
    } else if (sp->shape == SH_MAT) {
        if (is_sym(sp->d[0]) || is_sym(sp->d[1]))
            buf_printf(b, "<%c,%c>", sp->d[0], sp->d[1]);
        else
            buf_printf(b, "%ux%u", dim(x, sp->d[0], &scalar), dim(x, sp->d[1], &scalar));
    }
}

static void note_candidate(Cc *cc, Loc loc, Try *x, const char *name)
{
    Buf b;
    buf_init(&b, &cc->arena);
    buf_puts(&b, "candidate: ");
    spell_spec(&b, x, &x->o->spec[0]);
    buf_printf(&b, " %s(", name);
    for (unsigned i = 1; i < x->o->n; i++) {
        if (i > 1)
            buf_puts(&b, ", ");
        spell_spec(&b, x, &x->o->spec[i]);
    }
    if (x->o->variadic)
        buf_puts(&b, x->o->n > 1 ? ", ..." : "...");
    buf_putc(&b, ')');
    diag_note(cc, loc, "%s", buf_cstr(&b));
}

/* ---- the public entry points ------------------------------------------- */

static bool family_applies(Cc *cc, const Family *f, Type *object, Str name)
{
    if (strcmp(f->name, name) != 0)
        return false;
    if (!object)
        return f->objects == 0;
    return object->kind == TY_RESOURCE && (f->objects & RB(object->res));
}

/* Families by name: a hash table generated from intrinsics.def when the
 * compiler is built (tools/gen-builtin-index.py), so no compilation builds
 * one. Should the header be stale (a BUILTIN line added without rerunning
 * the script), the count differs and the families are scanned instead:
 * slower, never wrong; builtin_check_table, a unit test, fails then. */
#include "hlsl/builtins_index.h"

static bool index_current(void) { return BUILTIN_INDEX_FAMILIES == countof(families); }

/* First family named `name` (+1), 0 when none. */
static unsigned fam_first(Str name)
{
    if (!index_current()) {
        for (unsigned fi = 0; fi < countof(families); fi++)
            if (strcmp(families[fi].name, name) == 0)
                return fi + 1;
        return 0;
    }
    for (uint32_t i = hash_fnv32(name) /* FNV-1a, as the script computes it */ & (BUILTIN_INDEX_SLOTS - 1);; i = (i + 1) & (BUILTIN_INDEX_SLOTS - 1)) {
        unsigned fj = builtin_index_slots[i];
        if (!fj || strcmp(families[fj - 1].name, name) == 0)
            return fj;
    }
}

/* The next family (+1) with the name of family `fi`, 0 when none. */
static unsigned fam_next(unsigned fi)
{
    if (index_current())
        return builtin_index_next[fi];
    for (unsigned fj = fi + 1; fj < countof(families); fj++)
        if (strcmp(families[fj].name, families[fi].name) == 0)
            return fj + 1;
    return 0;
}

/* Per compilation: each family's overload strings parsed once, on first
 * use. Hangs off the Ast (the front end's per-compilation state); without
 * one, a temporary table is built. */
typedef struct FamIndex {
    Ovl *ovls[countof(families)];       /* parsed overloads (NULL until first use) */
    uint16_t novls[countof(families)];
} FamIndex;

static FamIndex *fam_index(Cc *cc)
{
    if (cc->ast && cc->ast->builtin_index)
        return cc->ast->builtin_index;
    FamIndex *ix = NEW(cc, FamIndex);
    if (cc->ast)
        cc->ast->builtin_index = ix;
    return ix;
}

static const Ovl *fam_ovls(Cc *cc, FamIndex *ix, unsigned fi, unsigned *n)
{
    if (!ix->ovls[fi]) {
        unsigned c = 0;
        for (const char *const *s = families[fi].ovl; *s; s++)
            c++;
        Ovl *o = NEWN(cc, Ovl, c ? c : 1);
        for (unsigned i = 0; i < c; i++)
            parse_ovl(cc, families[fi].ovl[i], &o[i]);
        ix->ovls[fi] = o;
        ix->novls[fi] = (uint16_t)c;
    }
    *n = ix->novls[fi];
    return ix->ovls[fi];
}

static void object_sizes(Try *x)
{
    x->C = x->M = x->O = 1;
    if (!x->object || x->object->kind != TY_RESOURCE)
        return;
    const ResInfo *ri = ty_res_info(x->object->res);
    unsigned base = ri->dim == 2 ? 2 : (ri->dim == 3 || ri->dim == 'c') ? 3 : 1;
    x->O = base;
    x->C = base + ((ri->flags & RF_ARRAY) ? 1 : 0);
    x->M = x->C + ((ri->cls == RC_TEXTURE && !(ri->flags & RF_MS)) ? 1 : 0);
}

/* The texture kind a vk::SampledTexture* kind combines with a sampler. */
static ResKind plain_texture(ResKind k)
{
    switch (k) {
    case R_SAMPLED_TEXTURE1D: return R_TEXTURE1D;
    case R_SAMPLED_TEXTURE1D_ARRAY: return R_TEXTURE1D_ARRAY;
    case R_SAMPLED_TEXTURE2D: return R_TEXTURE2D;
    case R_SAMPLED_TEXTURE2D_ARRAY: return R_TEXTURE2D_ARRAY;
    case R_SAMPLED_TEXTURE2DMS: return R_TEXTURE2DMS;
    case R_SAMPLED_TEXTURE2DMS_ARRAY: return R_TEXTURE2DMS_ARRAY;
    case R_SAMPLED_TEXTURE3D: return R_TEXTURE3D;
    case R_SAMPLED_TEXTURECUBE: return R_TEXTURECUBE;
    case R_SAMPLED_TEXTURECUBE_ARRAY: return R_TEXTURECUBE_ARRAY;
    default: return k;
    }
}

/* vk::SampledTexture2D<T>.Sample(uv, ...): Texture2D<T>.Sample(sampler, uv,
 * ...) without the sampler. The methods whose texture form takes a sampler
 * first are resolved with one in front (SamplerComparisonState for the Cmp
 * forms), which is then dropped from the signature: the call's arguments
 * are the written ones. */
static BuiltinId resolve_combined(Cc *cc, Loc loc, Type *object, Str name, Type *template_arg,
                                  Type *const *args, uint32_t nargs, BuiltinSig *out)
{
    Type *tex = ty_resource(cc, plain_texture(object->res), object->elem, object->count);
    FamIndex *ix = fam_index(cc);
    int sampler = -1; /* -1 unknown, 0 none, else the spec's comp */
    for (unsigned fj = fam_first(name); fj && sampler < 0; fj = fam_next(fj - 1)) {
        if (!family_applies(cc, &families[fj - 1], tex, name))
            continue;
        unsigned no;
        const Ovl *os = fam_ovls(cc, ix, fj - 1, &no);
        unsigned c = no && os[0].n > 1 ? os[0].spec[1].comp : 0;
        sampler = c == C_SAMPLER || c == C_SAMPLER_CMP || c == C_SAMPLER_ANY ? (int)c : 0;
    }
    if (sampler <= 0)
        return builtin_resolve(cc, loc, tex, name, template_arg, args, nargs, out);
    if (nargs && args[0] && args[0]->kind == TY_RESOURCE && ty_res_info(args[0]->res)->cls == RC_SAMPLER) {
        if (diag(cc, loc, D_BI_NO_MATCH, name, arg_list(cc, args, nargs)))
            diag_note(cc, loc, "'%s' is a combined image sampler: its methods take no sampler argument",
                      ty_name(cc, object));
        return BI_ERROR;
    }
    Type **a = NEWN(cc, Type *, nargs + 1);
    a[0] = ty_resource(cc, sampler == C_SAMPLER_CMP ? R_SAMPLER_CMP : R_SAMPLER, NULL, 0);
    for (uint32_t i = 0; i < nargs; i++)
        a[i + 1] = args[i];
    BuiltinId id = builtin_resolve(cc, loc, tex, name, template_arg, a, nargs + 1, out);
    if (id > BI_ERROR && out->nparams) {
        out->params++;
        out->param_mode++;
        out->nparams--;
    }
    return id;
}

BuiltinId builtin_resolve(Cc *cc, Loc loc, Type *object, Str name, Type *template_arg,
                          Type *const *args, uint32_t nargs, BuiltinSig *out)
{
    memset(out, 0, sizeof *out);
    if (!name)
        return BI_NONE;
    if (object && object->kind == TY_ERROR)
        return BI_ERROR; /* the object was already diagnosed */
    if (object && object->kind == TY_RESOURCE && (ty_res_info(object->res)->flags & RF_COMBINED))
        return resolve_combined(cc, loc, object, name, template_arg, args, nargs, out);
    if (object && object->kind == TY_RESOURCE && ty_res_info(object->res)->cls == RC_DESCRIPTOR) {
        const char *heap = object->res == R_HEAP_SAMPLER ? "SamplerDescriptorHeap" : "ResourceDescriptorHeap";
        diag(cc, loc, D_HEAP_UNTYPED, heap, heap);
        return BI_ERROR;
    }
    bool found = false, takes_targ = false;
    FamIndex *ix = fam_index(cc);
    unsigned first = fam_first(name);
    for (unsigned fj = first; fj; fj = fam_next(fj - 1)) {
        unsigned fi = fj - 1;
        if (!family_applies(cc, &families[fi], object, name))
            continue;
        found = true;
        unsigned no;
        const Ovl *os = fam_ovls(cc, ix, fi, &no);
        for (unsigned k = 0; k < no; k++)
            takes_targ |= os[k].uses_targ;
    }
    if (!found)
        return BI_NONE;
    if (template_arg && !takes_targ) {
        diag(cc, loc, D_BI_TEMPLATE_ARG, name);
        return BI_ERROR;
    }
    if (template_arg && !is_error(template_arg) && !ty_is_numeric(template_arg) &&
        template_arg->kind != TY_STRUCT && template_arg->kind != TY_ARRAY &&
        !(template_arg->kind == TY_SPIRV && template_arg->spv->form == SPV_SIZED && !strncmp(name, "vk::RawBuffer", 13))) {
        diag(cc, loc, D_BI_BAD_TEMPLATE_ARG, ty_name(cc, template_arg), name);
        return BI_ERROR;
    }
    Type *elem = NULL;
    if (object && object->kind == TY_RESOURCE)
        elem = object->elem;

    Ovl o;
    const Ovl *best_o = NULL; /* in the family index: lives as long as the compilation */
    Try best, x;
    memset(&best, 0, sizeof best);
    const Family *best_f = NULL;
    unsigned ties = 0;
    bool error_args = false;
    for (unsigned fj = first; fj; fj = fam_next(fj - 1)) {
        unsigned fi = fj - 1;
        const Family *f = &families[fi];
        if (!family_applies(cc, f, object, name))
            continue;
        unsigned no;
        const Ovl *os = fam_ovls(cc, ix, fi, &no);
        for (unsigned k = 0; k < no; k++) {
            const Ovl *ok = &os[k];
            if ((ok->spec[0].comp == C_ELEM || ok->spec[0].comp == C_ELEM_SCALAR) && !elem)
                continue;
            memset(&x, 0, sizeof x);
            x.cc = cc;
            x.o = ok;
            x.object = object;
            x.elem = elem;
            x.targ = template_arg;
            x.args = args;
            x.nargs = nargs;
            object_sizes(&x);
            if (!try_ovl(&x))
                continue;
            error_args |= x.has_error_arg;
            if (!best_f || x.cost < best.cost) {
                best_o = ok;
                best = x;
                best_f = f;
                ties = 0;
            } else if (x.cost == best.cost) {
                ties++;
            }
        }
    }
    if (!best_f) {
        for (uint32_t i = 0; i < nargs; i++)
            if (is_error(args[i]))
                return BI_ERROR; /* already diagnosed */
        if (object && !elem) {
            /* e.g. a StructuredBuffer without an element type */
            for (unsigned fj = first; fj; fj = fam_next(fj - 1))
                if (family_applies(cc, &families[fj - 1], object, name)) {
                    diag(cc, loc, D_BI_BAD_OBJECT, ty_name(cc, object), name);
                    return BI_ERROR;
                }
        }
        if (!diag(cc, loc, D_BI_NO_MATCH, name, arg_list(cc, args, nargs)))
            return BI_ERROR;
        unsigned shown = 0, total = 0;
        for (unsigned fj = first; fj; fj = fam_next(fj - 1)) {
            unsigned fi = fj - 1;
            const Family *f = &families[fi];
            if (!family_applies(cc, f, object, name))
                continue;
            unsigned no;
            const Ovl *os = fam_ovls(cc, ix, fi, &no);
            for (unsigned k = 0; k < no; k++) {
                o = os[k];
                if (object && o.filter && !(o.filter & RB(object->res)))
                    continue;
                total++;
                if (shown == 6)
                    continue;
                memset(&x, 0, sizeof x);
                x.cc = cc;
                x.o = &o;
                x.object = object;
                x.elem = elem;
                object_sizes(&x);
                note_candidate(cc, loc, &x, name);
                shown++;
            }
        }
        if (total > shown)
            diag_note(cc, loc, "and %u more candidates", total - shown);
        return BI_ERROR;
    }
    if (ties && !error_args) {
        diag(cc, loc, D_BI_AMBIGUOUS, name, arg_list(cc, args, nargs));
        return BI_ERROR;
    }
    if (best.warn_double)
        diag(cc, loc, D_BI_DOUBLE_TO_FLOAT, name);
    if ((best_f->flags & BF_PARTITIONED) && cc->opt->target == OSH_TARGET_WGSL)
        diag(cc, loc, D_BI_PARTITIONED, name);

    out->ret = best.ret;
    out->nparams = nargs;
    out->params = NEWN(cc, Type *, nargs ? nargs : 1);
    out->param_mode = NEWN(cc, uint8_t, nargs ? nargs : 1);
    unsigned fixed = best_o->n - 1;
    for (uint32_t i = 0; i < nargs; i++) {
        if (i < fixed) {
            out->params[i] = best.params[i];
            out->param_mode[i] = best_o->spec[i + 1].mode;
        } else {
            /* variadic (printf): as given, literals made concrete */
            out->params[i] = unliteral(cc, args[i], SK_INT32);
            out->param_mode[i] = BP_IN;
        }
    }
    return best_f->id;
}

/* Parses every overload string (a malformed entry is an internal error)
 * and checks that filters only name kinds their family has. */
bool builtin_check_table(Cc *cc)
{
    /* the generated index is current (tools/gen-builtin-index.py): each
     * family is on the chain of its name, the chains ascend */
    bool ok = index_current();
    for (unsigned fi = 0; ok && fi < countof(families); fi++) {
        bool on_chain = false;
        unsigned prev = 0;
        for (unsigned fj = fam_first(families[fi].name); fj && ok; fj = fam_next(fj - 1)) {
            ok = fj > prev && strcmp(families[fj - 1].name, families[fi].name) == 0;
            on_chain |= fj == fi + 1;
            prev = fj;
        }
        ok &= on_chain;
    }
    for (unsigned fi = 0; fi < countof(families); fi++) {
        const Family *f = &families[fi];
        ok &= f->id == (BuiltinId)(FIRST_ID + fi) && f->ovl[0] != NULL;
        for (const char *const *s = f->ovl; *s; s++) {
            Ovl o;
            parse_ovl(cc, *s, &o);
            if (o.filter && !(o.filter & f->objects))
                ok = false;
            for (unsigned i = 0; i < o.n; i++) {
                const Spec *sp = &o.spec[i];
                if ((sp->comp == C_VAR_T && !o.cls[0]) || (sp->comp == C_VAR_U && !o.cls[1]))
                    ok = false; /* a variable without a class */
                if (!f->objects && (sp->comp == C_ELEM || sp->comp == C_ELEM_SCALAR))
                    ok = false; /* E outside a method */
            }
        }
    }
    return ok;
}

bool builtin_is_intrinsic(Cc *cc, Str name)
{
    if (!name)
        return false;
    for (unsigned fj = fam_first(name); fj; fj = fam_next(fj - 1))
        if (family_applies(cc, &families[fj - 1], NULL, name))
            return true;
    return false;
}

const char *builtin_name(BuiltinId id)
{
    if (id == BI_NONE)
        return "<none>";
    if (id == BI_ERROR)
        return "<error>";
    const Family *f = family(id);
    return f ? f->name : "<?>";
}

bool builtin_is_wave(BuiltinId id)
{
    const Family *f = family(id);
    return f && (f->flags & BF_WAVE);
}

bool builtin_needs_derivatives(BuiltinId id)
{
    const Family *f = family(id);
    return f && (f->flags & BF_DERIV);
}

bool builtin_is_method(BuiltinId id)
{
    const Family *f = family(id);
    return f && f->objects != 0;
}

/* ---- resource members that are not calls ------------------------------- */

static Type *uint_vec(Cc *cc, unsigned n)
{
    return n == 1 ? ty_scalar(cc, SK_UINT32) : ty_vector(cc, SK_UINT32, n);
}

Type *builtin_index_type(Cc *cc, Type *res)
{
    if (!res || res->kind != TY_RESOURCE)
        return NULL;
    const ResInfo *ri = ty_res_info(res->res);
    switch (ri->cls) {
    case RC_TEXTURE:
        return ri->dim == 'c' ? NULL : res->elem;
    case RC_RWTEXTURE: case RC_BUFFER_VIEW: case RC_PATCH:
        return res->elem;
    case RC_STRUCTURED:
        return (ri->flags & (RF_APPEND | RF_CONSUME)) ? NULL : res->elem;
    case RC_HEAP: /* ResourceDescriptorHeap[i]: a descriptor (vk_types.c) */
        return ty_resource(cc, res->res == R_SAMPLER_HEAP ? R_HEAP_SAMPLER : R_HEAP_RESOURCE, NULL, 0);
    default:
        return NULL;
    }
}

Type *builtin_index_coord_type(Cc *cc, Type *res)
{
    if (!builtin_index_type(cc, res))
        return NULL;
    Try x;
    memset(&x, 0, sizeof x);
    x.object = res;
    object_sizes(&x);
    return uint_vec(cc, x.C);
}

bool builtin_index_is_writable(const Type *res)
{
    if (!res || res->kind != TY_RESOURCE)
        return false;
    const ResInfo *ri = ty_res_info(res->res);
    return (ri->flags & RF_WRITE) &&
           (ri->cls == RC_RWTEXTURE || ri->cls == RC_BUFFER_VIEW || ri->cls == RC_STRUCTURED);
}

Type *builtin_mips_type(Cc *cc, Type *res, Type **pos)
{
    if (!res || res->kind != TY_RESOURCE)
        return NULL;
    const ResInfo *ri = ty_res_info(res->res);
    if (ri->cls != RC_TEXTURE || (ri->flags & RF_MS) || ri->dim == 'c')
        return NULL;
    if (pos)
        *pos = builtin_index_coord_type(cc, res);
    return res->elem;
}

Type *builtin_sample_type(Cc *cc, Type *res, Type **pos)
{
    if (!res || res->kind != TY_RESOURCE)
        return NULL;
    const ResInfo *ri = ty_res_info(res->res);
    if (ri->cls != RC_TEXTURE || !(ri->flags & RF_MS))
        return NULL;
    if (pos)
        *pos = builtin_index_coord_type(cc, res);
    return res->elem;
}
