/*
 * parse.c: the IR text of ir_print (src/ir/print.c documents the format)
 * read back into a module, so that a pass can be tested as IR text in, IR
 * text out (tests/opt/cases/PASS/NAME.ir beside the expected NAME.out).
 *
 * The text names values by the ids of the module that printed it; the
 * parser makes new values and maps the text's numbers to them (%N results,
 * parameters and spec constants, bN blocks, $Name.N struct types, @name
 * globals and functions), so printing the parsed module gives the same
 * text with renumbered ids.
 *
 * Forward references (phis, branches, calls to later functions, entries
 * printed before the functions) are resolved by reading in passes:
 *   1. struct, spec and global lines, in order (each refers only back);
 *   2. function headers (`fn @f(%1: T) -> T {`): the functions and params;
 *   3. in each body, block labels and instruction results are created
 *      (result type and opcode are on the line), unlinked;
 *   4. entries, then each instruction's operands, lits, flags and name,
 *      appended to its block.
 * Errors are D_OPT_IR_PARSE with the line number; the first one stops.
 * Nothing recurses on input except types and composite constants, which
 * are bounded by LIMIT_NESTING.
 */
#include <stdlib.h>

#include "ir/names.h"

/* Stage -> execution model, for entry lines. */
static const uint32_t stage_models[] = {
    SpvExecutionModelFragment, SpvExecutionModelVertex, SpvExecutionModelGeometry,
    SpvExecutionModelTessellationControl, SpvExecutionModelTessellationEvaluation,
    SpvExecutionModelGLCompute,
};

typedef struct Line { const char *p; uint32_t len; } Line;

typedef struct Parser {
    IrModule *m;
    Cc *cc;
    Line *lines;
    uint32_t nlines;
    uint32_t line;        /* current line (0-based) */
    const char *p, *end;  /* cursor within it */
    bool failed;
    Map vals;             /* text %N (as N + 1) -> IrId */
    Map blocks;           /* text bN -> IrId */
    Map structs;          /* "$Name.N" (interned) -> type id */
    Map names;            /* @name (interned) -> IrId of a global or function */
    IrFunc *func;         /* the function being read */
} Parser;

static bool fail(Parser *P, const char *fmt, ...) OSH_PRINTF(2, 3);
static bool fail(Parser *P, const char *fmt, ...)
{
    if (P->failed)
        return false;
    P->failed = true;
    va_list ap;
    va_start(ap, fmt);
    char *msg = arena_vsprintf(&P->cc->arena, fmt, ap);
    va_end(ap);
    diag(P->cc, (Loc){0, 0, 0}, D_OPT_IR_PARSE, P->line + 1, msg);
    return false;
}

static void at_line(Parser *P, uint32_t i)
{
    P->line = i;
    P->p = P->lines[i].p;
    P->end = P->p + P->lines[i].len;
}

/* ---- lexing ---------------------------------------------------------------- */

static void ws(Parser *P)
{
    while (P->p < P->end && (*P->p == ' ' || *P->p == '\t' || *P->p == '\r'))
        P->p++;
}

static bool at_end(Parser *P)
{
    ws(P);
    return P->p >= P->end || *P->p == ';';
}

static bool peek(Parser *P, const char *s)
{
    ws(P);
    size_t n = strlen(s);
    return (size_t)(P->end - P->p) >= n && memcmp(P->p, s, n) == 0;
}

/* Accepts literal s (a word must not continue into an identifier). */
static bool accept(Parser *P, const char *s)
{
    if (!peek(P, s))
        return false;
    size_t n = strlen(s);
    const char *q = P->p + n;
    bool word = s[0] >= 'a' && s[0] <= 'z' && s[n - 1] >= 'a' && s[n - 1] <= 'z';
    if (word && q < P->end && (*q == '_' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
                               (*q >= '0' && *q <= '9')))
        return false;
    P->p = q;
    return true;
}

static bool expect(Parser *P, const char *s)
{
    if (accept(P, s))
        return true;
    return fail(P, "expected '%s' at '%.20s'", s, P->p);
}

static bool is_ident_char(char c)
{
    return c == '_' || c == '.' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9');
}

/* [A-Za-z0-9_.]+ as an interned string, NULL when none. */
static Str ident(Parser *P)
{
    ws(P);
    const char *s = P->p;
    while (P->p < P->end && is_ident_char(*P->p))
        P->p++;
    return P->p > s ? str_intern(P->cc, s, (size_t)(P->p - s)) : NULL;
}

static bool number(Parser *P, uint32_t *out)
{
    ws(P);
    if (P->p >= P->end || *P->p < '0' || *P->p > '9')
        return fail(P, "expected a number at '%.20s'", P->p);
    uint64_t v = 0;
    while (P->p < P->end && *P->p >= '0' && *P->p <= '9' && v <= UINT32_MAX)
        v = v * 10 + (uint64_t)(*P->p++ - '0');
    if (v > UINT32_MAX)
        return fail(P, "number too large");
    *out = (uint32_t)v;
    return true;
}

/* The rest of the line after ';', trimmed, interned; NULL when none. */
static Str comment(Parser *P)
{
    ws(P);
    if (P->p >= P->end || *P->p != ';')
        return NULL;
    P->p++;
    ws(P);
    const char *s = P->p, *e = P->end;
    while (e > s && (e[-1] == ' ' || e[-1] == '\r'))
        e--;
    P->p = P->end;
    return e > s ? str_intern(P->cc, s, (size_t)(e - s)) : NULL;
}

static void *key_of(uint32_t n) { return (void *)(uintptr_t)((uint64_t)n + 1); }

/* ---- types ------------------------------------------------------------------- */

static IrTypeId parse_type(Parser *P, int depth);

static IrTypeId struct_ref(Parser *P)
{
    /* after '$' */
    Str s = ident(P);
    IrTypeId t = s ? (IrTypeId)(uintptr_t)map_get(&P->structs, s) : 0;
    if (!t)
        fail(P, "unknown struct '$%s'", s ? s : "");
    return t;
}

static IrTypeId parse_type(Parser *P, int depth)
{
    IrModule *m = P->m;
    if (depth > LIMIT_NESTING) {
        fail(P, "types nest too deeply");
        return 0;
    }
    ws(P);
    if (accept(P, "void")) return ir_type_void(m);
    if (accept(P, "bool")) return ir_type_bool(m);
    if (accept(P, "sampler")) return ir_type_sampler(m);
    if (accept(P, "accel")) return ir_type_accel(m);
    if (accept(P, "ray_query")) return ir_type_ray_query(m);
    if (accept(P, "$")) return struct_ref(P);
    if (P->p < P->end && (*P->p == 'i' || *P->p == 'u' || *P->p == 'f') && P->p + 1 < P->end &&
        P->p[1] >= '0' && P->p[1] <= '9') {
        char k = *P->p++;
        uint32_t w;
        if (!number(P, &w))
            return 0;
        return k == 'f' ? ir_type_float(m, w) : ir_type_int(m, w, k == 'i');
    }
    if (peek(P, "vec")) {
        P->p += 3;
        uint32_t n;
        if (!number(P, &n) || !expect(P, "<"))
            return 0;
        IrTypeId e = parse_type(P, depth + 1);
        return e && expect(P, ">") ? ir_type_vector(m, e, n) : 0;
    }
    if (peek(P, "mat")) {
        P->p += 3;
        uint32_t c, r;
        if (!number(P, &c) || P->p >= P->end || *P->p++ != 'x' || !number(P, &r) ||
            !expect(P, "<"))
            return fail(P, "bad matrix type"), 0;
        IrTypeId e = parse_type(P, depth + 1);
        if (!e || !expect(P, ">"))
            return 0;
        return ir_type_matrix(m, ir_type_vector(m, e, r), c);
    }
    if (accept(P, "array")) {
        if (!expect(P, "<"))
            return 0;
        IrTypeId e = parse_type(P, depth + 1);
        uint32_t n = 0, stride = 0;
        bool runtime = true;
        if (!e)
            return 0;
        while (accept(P, ",")) {
            if (accept(P, "stride")) {
                if (!expect(P, "=") || !number(P, &stride))
                    return 0;
            } else {
                if (!number(P, &n))
                    return 0;
                runtime = false;
            }
        }
        if (!expect(P, ">"))
            return 0;
        return runtime ? ir_type_runtime_array(m, e, stride) : ir_type_array(m, e, n, stride);
    }
    if (accept(P, "ptr")) {
        if (!expect(P, "<"))
            return 0;
        Str s = ident(P);
        uint32_t sc;
        if (!ir_name_find(IR_NAMES_STORAGE, s, &sc))
            return fail(P, "unknown storage class '%s'", s ? s : ""), 0;
        if (!expect(P, ","))
            return 0;
        IrTypeId e = parse_type(P, depth + 1);
        return e && expect(P, ">") ? ir_type_pointer(m, sc, e) : 0;
    }
    if (accept(P, "sampled_image")) {
        if (!expect(P, "<"))
            return 0;
        IrTypeId e = parse_type(P, depth + 1);
        return e && expect(P, ">") ? ir_type_sampled_image(m, e) : 0;
    }
    if (accept(P, "image")) {
        if (!expect(P, "<"))
            return 0;
        IrTypeId e = parse_type(P, depth + 1);
        if (!e || !expect(P, ","))
            return 0;
        Str d = ident(P);
        uint32_t dim, format = 0;
        if (!ir_name_find(IR_NAMES_DIM, d, &dim))
            return fail(P, "unknown image dim '%s'", d ? d : ""), 0;
        bool depth_f = false, arrayed = false, ms = false;
        unsigned sampled = 0;
        while (accept(P, ",")) {
            if (accept(P, "depth")) depth_f = true;
            else if (accept(P, "arrayed")) arrayed = true;
            else if (accept(P, "ms")) ms = true;
            else if (accept(P, "storage")) sampled = 2;
            else if (accept(P, "sampled")) sampled = 1;
            else if (accept(P, "format")) {
                if (!expect(P, "=") || !number(P, &format))
                    return 0;
            } else
                return fail(P, "bad image flag at '%.20s'", P->p), 0;
        }
        if (!expect(P, ">"))
            return 0;
        return ir_type_image(m, e, dim, depth_f, arrayed, ms, sampled, format);
    }
    if (accept(P, "fn")) {
        if (!expect(P, "("))
            return 0;
        Vec(IrTypeId) ps = {0};
        if (!accept(P, ")")) {
            do {
                IrTypeId t = parse_type(P, depth + 1);
                if (!t)
                    return 0;
                vec_push(&P->cc->arena, &ps, t);
            } while (accept(P, ","));
            if (!expect(P, ")"))
                return 0;
        }
        if (!expect(P, "->"))
            return 0;
        IrTypeId r = parse_type(P, depth + 1);
        return r ? ir_type_function(m, r, ps.data, ps.len) : 0;
    }
    fail(P, "expected a type at '%.20s'", P->p);
    return 0;
}

/* ---- values ------------------------------------------------------------------ */

static uint64_t f_bits(IrModule *m, IrTypeId t, double d)
{
    uint64_t bits = 0;
    ir_const_value(m, ir_const_float(m, t, d), &bits);
    return bits;
}

/* A scalar literal: 5u -3i 1.5f true 5:u16 1.5:f64 bits(0x7f800000):f32.
 * `want` (0 when unknown) is the type the context expects. */
static IrId parse_scalar(Parser *P, IrTypeId want)
{
    IrModule *m = P->m;
    if (accept(P, "true")) return ir_const_bool(m, true);
    if (accept(P, "false")) return ir_const_bool(m, false);
    if (accept(P, "bits")) {
        if (!expect(P, "(") || !expect(P, "0x"))
            return 0;
        char *e;
        uint64_t bits = strtoull(P->p, &e, 16);
        P->p = e;
        if (!expect(P, ")") || !expect(P, ":"))
            return 0;
        IrTypeId t = parse_type(P, 0);
        return t ? ir_const_bits(m, t, bits) : 0;
    }
    ws(P);
    const char *s = P->p;
    if (P->p < P->end && (*P->p == '-' || *P->p == '+'))
        P->p++;
    bool is_float = false;
    while (P->p < P->end) {
        char c = *P->p;
        if (c >= '0' && c <= '9') {
            P->p++;
        } else if (c == '.' || ((c == 'e' || c == 'E') && P->p > s)) {
            is_float = true;
            P->p++;
            if ((c == 'e' || c == 'E') && P->p < P->end && (*P->p == '-' || *P->p == '+'))
                P->p++;
        } else {
            break;
        }
    }
    if (P->p == s)
        return fail(P, "expected a value at '%.20s'", s), 0;
    char *num = arena_strndup(&P->cc->arena, s, (size_t)(P->p - s));
    IrTypeId t = want;
    if (P->p < P->end && *P->p == 'i') {
        P->p++;
        t = ir_type_int(m, 32, true);
    } else if (P->p < P->end && *P->p == 'u') {
        P->p++;
        t = ir_type_int(m, 32, false);
    } else if (P->p < P->end && *P->p == 'f') {
        P->p++;
        t = ir_type_float(m, 32);
    } else if (P->p < P->end && *P->p == ':') {
        P->p++;
        t = parse_type(P, 0);
    }
    if (!t)
        return fail(P, "literal '%s' has no type", num), 0;
    IrType *ty = ir_type(m, t);
    if (ty->kind == IR_TY_FLOAT)
        return ir_const_bits(m, t, f_bits(m, t, strtod(num, NULL)));
    if (ty->kind != IR_TY_INT || is_float)
        return fail(P, "literal '%s' does not fit its type", num), 0;
    if (num[0] == '-')
        return ir_const_int(m, t, strtoll(num, NULL, 10));
    return ir_const_bits(m, t, strtoull(num, NULL, 10));
}

static IrId parse_value(Parser *P, int depth);

static IrId lookup(Parser *P, Map *map, uint32_t n, const char *what)
{
    IrId v = (IrId)(uintptr_t)map_get(map, key_of(n));
    if (!v)
        fail(P, "unknown %s %u", what, n);
    return v;
}

static IrId parse_value(Parser *P, int depth)
{
    IrModule *m = P->m;
    if (depth > LIMIT_NESTING)
        return fail(P, "constants nest too deeply"), 0;
    ws(P);
    if (P->p >= P->end)
        return fail(P, "expected a value"), 0;
    char c = *P->p;
    uint32_t n;
    if (c == '%') {
        P->p++;
        return number(P, &n) ? lookup(P, &P->vals, n, "value %") : 0;
    }
    if (c == '@') {
        P->p++;
        Str s = ident(P);
        IrId v = s ? (IrId)(uintptr_t)map_get(&P->names, s) : 0;
        if (!v)
            fail(P, "unknown global or function '@%s'", s ? s : "");
        return v;
    }
    if (c == 'b' && P->p + 1 < P->end && P->p[1] >= '0' && P->p[1] <= '9') {
        P->p++;
        return number(P, &n) ? lookup(P, &P->blocks, n, "block b") : 0;
    }
    if (accept(P, "undef") || accept(P, "null")) {
        bool undef = P->p[-1] == 'f';
        if (!expect(P, "<"))
            return 0;
        IrTypeId t = parse_type(P, 0);
        if (!t || !expect(P, ">"))
            return 0;
        return undef ? ir_undef(m, t) : ir_const_null(m, t);
    }
    if ((c >= '0' && c <= '9') || c == '-' || c == '+' || peek(P, "true") || peek(P, "false") ||
        peek(P, "bits("))
        return parse_scalar(P, 0);
    /* A composite constant T(a, b, ...). */
    IrTypeId t = parse_type(P, 0);
    if (!t || !expect(P, "("))
        return 0;
    Vec(IrId) elems = {0};
    if (!accept(P, ")")) {
        do {
            IrId e = parse_value(P, depth + 1);
            if (!e)
                return 0;
            vec_push(&P->cc->arena, &elems, e);
        } while (accept(P, ","));
        if (!expect(P, ")"))
            return 0;
    }
    return ir_const_composite(m, t, elems.data, elems.len);
}

/* ---- top-level lines ----------------------------------------------------------- */

/* struct $Name.7 [block] [layout size=16] { T name [@off] [matrix_stride=S [row_major]]
 *   [relaxed] [bool], ... } */
static bool parse_struct(Parser *P)
{
    if (!expect(P, "$"))
        return false;
    Str key = ident(P);
    if (!key)
        return fail(P, "expected a struct name");
    const char *dot = strrchr(key, '.');
    Str name = dot ? str_intern(P->cc, key, (size_t)(dot - key)) : key;
    if (strcmp(name, "struct") == 0)
        name = NULL;
    bool block = accept(P, "block"), layout = false;
    uint32_t size;
    if (accept(P, "layout")) {
        layout = true;
        if (!expect(P, "size") || !expect(P, "=") || !number(P, &size))
            return false;
    }
    if (!expect(P, "{"))
        return false;
    Vec(IrMember) mem = {0};
    while (!accept(P, "}")) {
        if (mem.len && !expect(P, ","))
            return false;
        IrMember mb = {0};
        if (!(mb.type = parse_type(P, 0)))
            return false;
        Str mn = ident(P);
        mb.name = mn && strcmp(mn, "_") != 0 ? mn : NULL;
        if (accept(P, "@") && !number(P, &mb.offset))
            return false;
        if (accept(P, "matrix_stride")) {
            if (!expect(P, "=") || !number(P, &mb.matrix_stride))
                return false;
            mb.row_major = accept(P, "row_major");
        }
        mb.relaxed = accept(P, "relaxed");
        mb.builtin_bool = accept(P, "bool");
        vec_push(&P->cc->arena, &mem, mb);
        if (P->failed || at_end(P))
            return fail(P, "unterminated struct");
    }
    IrTypeId t = ir_type_struct(P->m, name, mem.data, mem.len, layout, block);
    map_put(P->cc, &P->structs, key, (void *)(uintptr_t)t);
    return true;
}

/* spec %9 = u32 7u [id 3] ; name */
static bool parse_spec(Parser *P)
{
    uint32_t n, id;
    if (!expect(P, "%") || !number(P, &n) || !expect(P, "="))
        return false;
    IrTypeId t = parse_type(P, 0);
    IrId k = t ? parse_scalar(P, t) : 0;
    uint64_t bits = 0;
    if (!k || !ir_const_value(P->m, k, &bits) || !expect(P, "[") || !expect(P, "id") ||
        !number(P, &id) || !expect(P, "]"))
        return false;
    IrId v = ir_spec_const(P->m, t, bits, id, comment(P));
    map_put(P->cc, &P->vals, key_of(n), (void *)(uintptr_t)v);
    return true;
}

static bool parse_global_attr(Parser *P, IrId id, IrGlobal *g)
{
    IrModule *m = P->m;
    uint32_t n;
    Str w = ident(P);
    if (!w)
        return fail(P, "expected a global attribute at '%.20s'", P->p);
    if (strcmp(w, "res") == 0) {
        uint32_t r;
        if (ir_name_find(IR_NAMES_RES, ident(P), &r))
            g->res = (IrResKind)r;
    } else if (strcmp(w, "set") == 0) {
        return number(P, &g->set);
    } else if (strcmp(w, "binding") == 0) {
        return number(P, &g->binding);
    } else if (strcmp(w, "array") == 0) {
        return number(P, &g->array_count);
    } else if (strcmp(w, "read_only") == 0) {
        g->read_only = true;
    } else if (strcmp(w, "atomics") == 0) {
        g->atomics = true;
    } else if (strcmp(w, "nonuniform") == 0) {
        g->nonuniform = true;
    } else if (strcmp(w, "builtin") == 0) {
        ws(P);
        if (P->p < P->end && *P->p >= '0' && *P->p <= '9') {
            if (!number(P, &n))
                return false;
            g->builtin = (int32_t)n;
        } else {
            Str b = ident(P);
            if (!ir_name_find(IR_NAMES_BUILTIN, b, &n))
                return fail(P, "unknown builtin '%s'", b ? b : "");
            g->builtin = (int32_t)n;
        }
    } else if (strcmp(w, "location") == 0) {
        if (!number(P, &n))
            return false;
        g->location = (int32_t)n;
    } else if (strcmp(w, "component") == 0) {
        if (!number(P, &n) || n > 3)
            return n > 3 ? fail(P, "component %u is not 0 to 3", (unsigned)n) : false;
        g->component = (int8_t)n;
    } else if (strcmp(w, "flat") == 0) {
        g->interp |= 1;
    } else if (strcmp(w, "noperspective") == 0) {
        g->interp |= 2;
    } else if (strcmp(w, "centroid") == 0) {
        g->interp |= 4;
    } else if (strcmp(w, "sample") == 0) {
        g->interp |= 8;
    } else if (strcmp(w, "semantic") == 0) {
        g->semantic = ident(P);
    } else if (strcmp(w, "decorate") == 0) {
        uint32_t deco, args[3];
        int32_t member = -1;
        unsigned na = 0;
        if (!number(P, &deco))
            return false;
        if (accept(P, "member")) {
            if (!number(P, &n))
                return false;
            member = (int32_t)n;
        }
        while (!P->failed && (ws(P), P->p < P->end && *P->p >= '0' && *P->p <= '9') && na < 3)
            if (!number(P, &args[na++]))
                return false;
        ir_decorate(m, id, deco, member, args, na);
    } else {
        return fail(P, "unknown global attribute '%s'", w);
    }
    return !P->failed;
}

/* @name = global storage T [attrs] [init V] */
static bool parse_global(Parser *P)
{
    Str name = ident(P);
    if (!name || !expect(P, "=") || !expect(P, "global"))
        return fail(P, "bad global line");
    Str s = ident(P);
    uint32_t sc;
    if (!ir_name_find(IR_NAMES_STORAGE, s, &sc))
        return fail(P, "unknown storage class '%s'", s ? s : "");
    IrTypeId t = parse_type(P, 0);
    if (!t)
        return false;
    IrId id = ir_global_new(P->m, name, sc, t, (Loc){0, 0, 0});
    IrGlobal *g = ir_value(P->m, id)->u.g;
    map_put(P->cc, &P->names, name, (void *)(uintptr_t)id);
    if (accept(P, "[")) {
        do {
            if (!parse_global_attr(P, id, g))
                return false;
        } while (accept(P, ","));
        if (!expect(P, "]"))
            return false;
    }
    if (accept(P, "init") && !(g->init = parse_value(P, 0)))
        return false;
    return true;
}

/* entry compute "main" = @main [workgroup 64 1 1] [workgroup_spec 0 %5] [mode 17: 64 1 1] */
static bool parse_entry(Parser *P)
{
    Str st = ident(P);
    Stage stage = STAGE_NONE;
    for (int s = 0; st && s <= STAGE_NONE; s++)
        if (strcmp(st, stage_name((Stage)s)) == 0)
            stage = (Stage)s;
    if (stage == STAGE_NONE || !expect(P, "\""))
        return fail(P, "bad entry line");
    const char *s = P->p;
    while (P->p < P->end && *P->p != '"')
        P->p++;
    IrEntry e = {0};
    e.name = str_intern(P->cc, s, (size_t)(P->p - s));
    e.hlsl_name = e.name;
    e.stage = stage;
    e.model = (unsigned)stage < countof(stage_models) ? stage_models[stage] : 0;
    if (!expect(P, "\"") || !expect(P, "=") || !(e.func = parse_value(P, 0)))
        return false;
    while (accept(P, "[")) {
        if (accept(P, "workgroup_spec")) {
            uint32_t k;
            if (!number(P, &k) || k > 2 || !(e.workgroup_spec[k] = parse_value(P, 0)))
                return fail(P, "bad workgroup_spec");
        } else if (accept(P, "workgroup")) {
            for (int k = 0; k < 3; k++)
                if (!number(P, &e.workgroup[k]))
                    return false;
        } else if (accept(P, "mode")) {
            IrExecMode md = {0};
            if (!number(P, &md.mode))
                return false;
            if (accept(P, ":"))
                while (md.nargs < 3 && (ws(P), P->p < P->end && *P->p >= '0' && *P->p <= '9'))
                    if (!number(P, &md.args[md.nargs++]))
                        return false;
            vec_push(&P->cc->arena, &e.modes, md);
        } else {
            return fail(P, "bad entry attribute at '%.20s'", P->p);
        }
        if (!expect(P, "]"))
            return false;
    }
    vec_push(&P->cc->arena, &P->m->entries, e);
    return true;
}

/* fn @name(%3: T, ...) -> T {   (pass 2: the function and its params) */
static IrFunc *parse_fn_header(Parser *P)
{
    if (!expect(P, "@"))
        return NULL;
    Str name = ident(P);
    if (!name || !expect(P, "("))
        return NULL;
    Vec(IrTypeId) types = {0};
    Vec(uint32_t) nums = {0};
    if (!accept(P, ")")) {
        do {
            uint32_t n;
            if (!expect(P, "%") || !number(P, &n) || !expect(P, ":"))
                return NULL;
            IrTypeId t = parse_type(P, 0);
            if (!t)
                return NULL;
            vec_push(&P->cc->arena, &types, t);
            vec_push(&P->cc->arena, &nums, n);
        } while (accept(P, ","));
        if (!expect(P, ")"))
            return NULL;
    }
    if (!expect(P, "->"))
        return NULL;
    IrTypeId ret = parse_type(P, 0);
    if (!ret || !expect(P, "{"))
        return NULL;
    IrFunc *f = ir_func_new(P->m, name, ret, types.data, types.len, (Loc){0, 0, 0});
    for (uint32_t i = 0; i < nums.len; i++)
        map_put(P->cc, &P->vals, key_of(nums.data[i]), (void *)(uintptr_t)f->params.data[i]);
    map_put(P->cc, &P->names, name, (void *)(uintptr_t)f->id);
    return f;
}

/* ---- function bodies --------------------------------------------------------- */

static bool is_label(Parser *P)
{
    ws(P);
    return P->p < P->end && *P->p == 'b' && P->p + 1 < P->end && P->p[1] >= '0' && P->p[1] <= '9';
}

static IrOp parse_op(Parser *P)
{
    Str w = ident(P);
    for (int op = 1; w && op < IR_OP_COUNT; op++)
        if (strcmp(w, ir_op_info((IrOp)op)->name) == 0)
            return (IrOp)op;
    fail(P, "unknown operation '%s'", w ? w : "");
    return IR_NOP;
}

/* Pass 3 for one line of a body: a label makes a block, a result an
 * unlinked instruction. */
static bool prescan_line(Parser *P, IrFunc *f)
{
    uint32_t n;
    if (is_label(P)) {
        P->p++;
        if (!number(P, &n))
            return false;
        IrBlock *bl = ir_block_new(P->m, f, NULL);
        map_put(P->cc, &P->blocks, key_of(n), (void *)(uintptr_t)bl->id);
        return true;
    }
    if (!accept(P, "%"))
        return true;
    if (!number(P, &n) || !expect(P, "="))
        return false;
    IrOp op = parse_op(P);
    IrTypeId t = op ? parse_type(P, 0) : 0;
    if (!t)
        return false;
    IrInst *in = ir_inst_new(P->m, op, t, 0, 0, (Loc){0, 0, 0});
    map_put(P->cc, &P->vals, key_of(n), (void *)(uintptr_t)in->id);
    return true;
}

/* Pass 4: b3: [selection merge bM | loop merge bM continue bC] [control N] [unroll N] ; name */
static IrBlock *parse_label(Parser *P)
{
    uint32_t n;
    P->p++;
    if (!number(P, &n) || !expect(P, ":"))
        return NULL;
    IrBlock *bl = ir_block(P->m, lookup(P, &P->blocks, n, "block b"));
    if (!bl)
        return NULL;
    if (accept(P, "selection")) {
        bl->struct_kind = IR_STRUCT_SELECTION;
        if (!expect(P, "merge") || !(bl->merge = parse_value(P, 0)))
            return NULL;
    } else if (accept(P, "loop")) {
        bl->struct_kind = IR_STRUCT_LOOP;
        if (!expect(P, "merge") || !(bl->merge = parse_value(P, 0)) || !expect(P, "continue") ||
            !(bl->cont = parse_value(P, 0)))
            return NULL;
    }
    if (accept(P, "control") && !number(P, &bl->control))
        return NULL;
    if (accept(P, "unroll") && !number(P, &bl->unroll_count))
        return NULL;
    Str name = comment(P);
    if (name) {
        bl->name = name;
        ir_value(P->m, bl->id)->name = name;
    }
    return bl;
}

static bool parse_inst(Parser *P, IrBlock *bl)
{
    IrModule *m = P->m;
    IrInst *in;
    if (accept(P, "%")) {
        uint32_t n;
        if (!number(P, &n) || !expect(P, "="))
            return false;
        in = ir_def(m, lookup(P, &P->vals, n, "value %"));
        if (!in)
            return false;
        if (!parse_op(P) || !parse_type(P, 0))
            return false;
    } else {
        IrOp op = parse_op(P);
        if (!op)
            return false;
        in = ir_inst_new(m, op, 0, 0, 0, (Loc){0, 0, 0});
    }
    Vec(IrId) args = {0};
    Vec(uint32_t) lits = {0};
    if (in->op == IR_PHI) {
        while (!at_end(P) && accept(P, "[")) {
            IrId v = parse_value(P, 0), b;
            if (!v || !expect(P, ",") || !(b = parse_value(P, 0)) || !expect(P, "]"))
                return false;
            vec_push(&P->cc->arena, &args, v);
            vec_push(&P->cc->arena, &args, b);
            accept(P, ",");
        }
    } else {
        while (!at_end(P) && !peek(P, "[") && !peek(P, "!")) {
            if (args.len && !expect(P, ","))
                return false;
            IrId v = parse_value(P, 0);
            if (!v)
                return false;
            vec_push(&P->cc->arena, &args, v);
        }
        if (accept(P, "[")) {
            do {
                uint32_t k;
                if (!number(P, &k))
                    return false;
                vec_push(&P->cc->arena, &lits, k);
            } while (accept(P, ","));
            if (!expect(P, "]"))
                return false;
        }
    }
    while (accept(P, "!")) {
        if (accept(P, "precise")) in->flags |= IRF_NO_CONTRACTION;
        else if (accept(P, "relaxed")) in->flags |= IRF_RELAXED;
        else if (accept(P, "nonuniform")) in->flags |= IRF_NONUNIFORM;
        else return fail(P, "unknown flag at '%.20s'", P->p);
    }
    Str name = comment(P);
    if (name && in->id)
        ir_value(m, in->id)->name = name;
    in->args = args.data;
    in->nargs = args.len;
    in->lits = lits.data;
    in->nlits = lits.len;
    ir_inst_append(bl, in);
    return true;
}

/* ---- driver ------------------------------------------------------------------- */

static bool blank(Parser *P, uint32_t i)
{
    at_line(P, i);
    return at_end(P);
}

bool ir_parse(IrModule *m, const char *text, size_t len)
{
    Cc *cc = m->cc;
    Parser P = {.m = m, .cc = cc};
    Vec(Line) lines = {0};
    for (const char *s = text, *end = text + len; s < end;) {
        const char *e = memchr(s, '\n', (size_t)(end - s));
        if (!e)
            e = end;
        vec_push(&cc->arena, &lines, ((Line){s, (uint32_t)(e - s)}));
        s = e + 1;
    }
    P.lines = lines.data;
    P.nlines = lines.len;

    /* Which lines are function bodies: fn_of[i] = index of the header line + 1. */
    uint32_t *fn_of = NEWN(cc, uint32_t, P.nlines + 1);
    for (uint32_t i = 0, cur = 0; i < P.nlines; i++) {
        at_line(&P, i);
        if (!cur && peek(&P, "fn ")) {
            cur = i + 1;
            fn_of[i] = cur;
        } else if (cur) {
            fn_of[i] = cur;
            if (peek(&P, "}"))
                cur = 0;
        }
    }
    /* 1. structs, specs, globals. */
    for (uint32_t i = 0; i < P.nlines && !P.failed; i++) {
        if (fn_of[i] || blank(&P, i))
            continue;
        if (accept(&P, "struct"))
            parse_struct(&P);
        else if (accept(&P, "spec"))
            parse_spec(&P);
        else if (accept(&P, "@"))
            parse_global(&P);
        else if (!peek(&P, "entry"))
            fail(&P, "unexpected line '%.30s'", P.p);
    }
    /* 2. function headers. */
    IrFunc **funcs = NEWN(cc, IrFunc *, P.nlines + 1);
    for (uint32_t i = 0; i < P.nlines && !P.failed; i++)
        if (fn_of[i] == i + 1) {
            at_line(&P, i);
            accept(&P, "fn");
            funcs[i] = parse_fn_header(&P);
        }
    /* 3. blocks and results. */
    for (uint32_t i = 0; i < P.nlines && !P.failed; i++)
        if (fn_of[i] && fn_of[i] != i + 1 && !blank(&P, i) && !peek(&P, "}"))
            prescan_line(&P, funcs[fn_of[i] - 1]);
    /* 4. entries, then bodies. */
    for (uint32_t i = 0; i < P.nlines && !P.failed; i++)
        if (!fn_of[i] && !blank(&P, i) && accept(&P, "entry"))
            parse_entry(&P);
    IrBlock *bl = NULL;
    for (uint32_t i = 0; i < P.nlines && !P.failed; i++) {
        if (!fn_of[i] || fn_of[i] == i + 1) {
            bl = NULL;
            continue;
        }
        if (blank(&P, i) || peek(&P, "}"))
            continue;
        if (is_label(&P)) {
            bl = parse_label(&P);
        } else if (!bl) {
            fail(&P, "instruction outside a block");
        } else {
            parse_inst(&P, bl);
        }
        if (!P.failed && !at_end(&P))
            fail(&P, "unexpected text '%.20s'", P.p);
    }
    return !P.failed;
}
