/*
 * Links the SPIR-V modules of a library's entry points into one module, as
 * DXC emits a library: each entry point keeps its own OpEntryPoint and
 * functions, and what the modules declare alike (types, constants, global
 * variables of the same resource, strings, imports) is declared once.
 *
 * Each entry point was compiled on its own (its stage's rules, its own IR),
 * so this works on the binaries. A global-section instruction is keyed by
 * its opcode, its operands with ids already renumbered, and the names and
 * decorations of its result: the same key in an earlier module is the same
 * thing (the same cbuffer block, the same resource at the same binding, the
 * same built-in). Merging variables across entry points is safe because an
 * invocation runs one entry point: Private, Input, Output and Workgroup
 * variables are never seen by two at once. Within one module nothing is
 * merged (two equal arrays or two unnamed privates stay two), and an earlier
 * module's declaration serves at most one of a later module's.
 *
 * Operand kinds come from ir/spirv_grammar.def's shapes; the parameters of
 * enums that carry ids (MemoryAccess, ImageOperands, OpDecorateId's,
 * OpExecutionModeId's, OpSpecConstantOp's operands, OpSwitch's pairs) are
 * decoded here.
 */
#include "spirv/spirv.h"

#include <spirv/unified1/spirv.h>

typedef struct OpShape {
    uint32_t opcode;
    const char *shape;
} OpShape;

static const OpShape shapes[] = {
#define SPV_OP(name, opcode, shape) {opcode, shape},
#include "ir/spirv_grammar.def"
#undef SPV_OP
};

static const char *shape_of(uint32_t opcode)
{
    size_t lo = 0, hi = countof(shapes);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (shapes[mid].opcode == opcode)
            return shapes[mid].shape;
        if (shapes[mid].opcode < opcode)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* The sections of a module, in the logical layout's order. */
enum { LS_CAPS, LS_EXTS, LS_IMPORTS, LS_MODEL, LS_ENTRY, LS_MODES, LS_DEBUG, LS_NAMES, LS_PROCESSED,
       LS_DECOS, LS_GLOBALS, LS_FUNCS, LS_COUNT };

typedef Vec(uint32_t) Words;

/* A declaration of an earlier module that a later one may reuse. */
typedef struct Decl1 {
    uint32_t id;         /* in the linked module */
    uint32_t module;     /* the module that declared it */
    uint32_t claimed;    /* the last module that reused it, + 1 */
} Decl1;

typedef struct Link {
    Cc *cc;
    Words out[LS_COUNT];
    uint32_t bound;      /* next id of the linked module */
    Map decls;           /* key words -> Decl1 */
    Map seen;            /* words of an instruction without result already written */
    uint32_t memory_model[2];
    bool have_model;
    bool failed;
    /* The module being linked. */
    uint32_t k;
    const uint32_t *w;
    size_t n;
    uint32_t *map;       /* old id -> new id (0: not yet) */
    bool *fresh;         /* the new id was made for this module (names, decorations follow it) */
    uint32_t *rtype;     /* old id -> its old result type */
    uint32_t *width;     /* old type id -> integer width */
    uint32_t old_bound;
} Link;

static void fail(Link *L, const char *why)
{
    if (!L->failed)
        diag(L->cc, (Loc){0, 0, 0}, D_SPV_INVALID, arena_sprintf(&L->cc->arena, "cannot link the library's entry points: %s", why));
    L->failed = true;
}

static uint32_t new_id(Link *L, uint32_t old)
{
    if (old >= L->old_bound) {
        fail(L, "an id past the module's bound");
        return 0;
    }
    if (!L->map[old]) {
        L->map[old] = L->bound++;
        L->fresh[old] = true;
    }
    return L->map[old];
}

/* The id an operand refers to in the linked module; a reference to an id
 * not declared yet (only functions, labels and values inside functions may
 * be referred to before they are declared, and those are numbered first). */
static uint32_t ref(Link *L, uint32_t old)
{
    if (old >= L->old_bound || !L->map[old]) {
        fail(L, "a forward reference in the global declarations");
        return 0;
    }
    return L->map[old];
}

/* Which words of an instruction are ids: marks[i] for word i (0 = opcode).
 * Returns the index of the result id word, or 0. */
static uint32_t classify(Link *L, const uint32_t *ins, uint32_t count, bool *is_id, uint32_t *type_word)
{
    uint32_t opcode = ins[0] & 0xffff, result = 0;
    *type_word = 0;
    memset(is_id, 0, count * sizeof *is_id);
    const char *sh = shape_of(opcode);
    if (!sh) {
        fail(L, arena_sprintf(&L->cc->arena, "an unknown opcode %u", opcode));
        return 0;
    }
    uint32_t i = 1;
    for (; i < count && *sh; ) {
        char c = *sh;
        bool many = sh[1] == '*';
        if (!many)
            sh += sh[1] == '?' ? 2 : 1;
        switch (c) {
        case 't': *type_word = i; is_id[i++] = true; break;
        case 'r': result = i++; break;
        case 'i': is_id[i++] = true; break;
        case 's':
            while (i < count && (ins[i] & 0xff000000u) && (ins[i] & 0xff0000u) && (ins[i] & 0xff00u) && (ins[i] & 0xffu))
                i++;
            i++;
            break;
        case 'x': i = count; break;
        case 'g': /* ImageOperands: every parameter is an id */
            for (i++; i < count; i++)
                is_id[i] = true;
            break;
        case 'm': { /* MemoryAccess: Aligned a literal, the others ids */
            uint32_t mask = ins[i++];
            for (uint32_t bit = 1; bit && i < count; bit <<= 1) {
                if (!(mask & bit) || !(bit & (SpvMemoryAccessAlignedMask | SpvMemoryAccessMakePointerAvailableMask |
                                              SpvMemoryAccessMakePointerVisibleMask | 0x10000u | 0x20000u)))
                    continue;
                is_id[i++] = bit != SpvMemoryAccessAlignedMask;
            }
            break;
        }
        default: i++; break; /* a literal or an enum */
        }
        if (many && i >= count)
            break;
    }
    /* What the shapes leave to the operands' meaning. */
    switch (opcode) {
    case SpvOpDecorateId:
    case SpvOpExecutionModeId:
        for (uint32_t j = 3; j < count; j++)
            is_id[j] = true;
        break;
    case SpvOpSpecConstantOp: {
        uint32_t inner = count > 3 ? ins[3] : 0, ids = count;
        if (inner == SpvOpVectorShuffle || inner == SpvOpCompositeInsert)
            ids = 6;
        else if (inner == SpvOpCompositeExtract)
            ids = 5;
        for (uint32_t j = 4; j < count && j < ids; j++)
            is_id[j] = true;
        break;
    }
    case SpvOpSwitch: { /* selector, default, then (literal of the selector's width, label) */
        uint32_t sel = ins[1], lw = sel < L->old_bound && L->rtype[sel] < L->old_bound &&
                                            L->width[L->rtype[sel]] == 64 ? 2 : 1;
        for (uint32_t j = 3; j < count; j++)
            is_id[j] = false;
        for (uint32_t j = 3 + lw; j < count; j += lw + 1)
            is_id[j] = true;
        break;
    }
    default:
        break;
    }
    return result;
}

static void emit_words(Link *L, int sec, const uint32_t *ins, uint32_t count)
{
    Words *v = &L->out[sec];
    vec_reserve(&L->cc->arena, v, v->len + count);
    memcpy(v->data + v->len, ins, count * sizeof *ins);
    v->len += count;
}

/* The instruction with its ids renumbered (the result given `result_id`). */
static uint32_t *renumber(Link *L, const uint32_t *ins, uint32_t count, uint32_t result_id)
{
    bool *is_id = NEWN(L->cc, bool, count);
    uint32_t tw;
    uint32_t r = classify(L, ins, count, is_id, &tw);
    uint32_t *o = NEWN(L->cc, uint32_t, count);
    memcpy(o, ins, count * sizeof *o);
    for (uint32_t j = 1; j < count; j++)
        if (is_id[j])
            o[j] = ref(L, ins[j]);
    if (r)
        o[r] = result_id;
    return o;
}

/* Every instruction of the module, by section. */
typedef struct Parsed {
    Vec(uint32_t) at[LS_COUNT]; /* word offsets of each section's instructions */
    uint32_t *ann_first;        /* old id -> its first name or decoration, + 1 */
    uint32_t *ann_next;         /* one of them -> the next of the same id, + 1 */
    uint32_t *ann_at;           /* one of them -> its word offset */
} Parsed;

static int section_of(uint32_t opcode, bool in_function)
{
    if (in_function)
        return LS_FUNCS;
    switch (opcode) {
    case SpvOpCapability: return LS_CAPS;
    case SpvOpExtension: return LS_EXTS;
    case SpvOpExtInstImport: return LS_IMPORTS;
    case SpvOpMemoryModel: return LS_MODEL;
    case SpvOpEntryPoint: return LS_ENTRY;
    case SpvOpExecutionMode:
    case SpvOpExecutionModeId: return LS_MODES;
    case SpvOpString:
    case SpvOpSource:
    case SpvOpSourceContinued:
    case SpvOpSourceExtension: return LS_DEBUG;
    case SpvOpModuleProcessed: return LS_PROCESSED;
    case SpvOpName:
    case SpvOpMemberName: return LS_NAMES;
    case SpvOpDecorate:
    case SpvOpMemberDecorate:
    case SpvOpDecorateId:
    case SpvOpDecorateString:
    case SpvOpMemberDecorateString: return LS_DECOS;
    case SpvOpFunction: return LS_FUNCS;
    default: return LS_GLOBALS;
    }
}

static bool parse(Link *L, Parsed *P)
{
    bool in_function = false;
    for (size_t at = 5; at < L->n;) {
        uint32_t count = L->w[at] >> 16, opcode = L->w[at] & 0xffff;
        if (!count || at + count > L->n) {
            fail(L, "a malformed instruction");
            return false;
        }
        if (opcode == SpvOpTypeForwardPointer || opcode == SpvOpGroupDecorate || opcode == SpvOpDecorationGroup ||
            opcode == SpvOpGroupMemberDecorate) {
            fail(L, "forward pointers and decoration groups are not linked");
            return false;
        }
        if (opcode == SpvOpFunction)
            in_function = true;
        vec_push(&L->cc->arena, &P->at[section_of(opcode, in_function)], (uint32_t)at);
        if (opcode == SpvOpFunctionEnd)
            in_function = false;
        /* Result types and integer widths (OpSwitch's literals). */
        const char *sh = shape_of(opcode);
        if (sh && sh[0] == 't' && sh[1] == 'r' && count > 2 && L->w[at + 2] < L->old_bound)
            L->rtype[L->w[at + 2]] = L->w[at + 1];
        if (opcode == SpvOpTypeInt && count > 2 && L->w[at + 1] < L->old_bound)
            L->width[L->w[at + 1]] = L->w[at + 2];
        at += count;
    }
    /* Each id's names and decorations, in module order. */
    uint32_t nann = P->at[LS_NAMES].len + P->at[LS_DECOS].len, *last = NEWN(L->cc, uint32_t, L->old_bound);
    P->ann_first = NEWN(L->cc, uint32_t, L->old_bound);
    P->ann_next = NEWN(L->cc, uint32_t, nann + 1);
    P->ann_at = NEWN(L->cc, uint32_t, nann + 1);
    uint32_t a = 0;
    for (int s = LS_NAMES; s <= LS_DECOS; s += LS_DECOS - LS_NAMES)
        for (uint32_t i = 0; i < P->at[s].len; i++, a++) {
            const uint32_t *ins = L->w + P->at[s].data[i];
            P->ann_at[a] = P->at[s].data[i];
            if ((ins[0] >> 16) < 2 || ins[1] >= L->old_bound)
                continue;
            if (last[ins[1]])
                P->ann_next[last[ins[1]] - 1] = a + 1;
            else
                P->ann_first[ins[1]] = a + 1;
            last[ins[1]] = a + 1;
        }
    return true;
}

/* The names and decorations of old id `id`, renumbered, appended to `key`
 * (the target word left out). */
static void key_annotations(Link *L, const Parsed *P, uint32_t id, Words *key)
{
    for (uint32_t a = id < L->old_bound ? P->ann_first[id] : 0; a; a = P->ann_next[a - 1]) {
        const uint32_t *ins = L->w + P->ann_at[a - 1];
        uint32_t count = ins[0] >> 16, tw;
        bool *is_id = NEWN(L->cc, bool, count);
        classify(L, ins, count, is_id, &tw);
        vec_push(&L->cc->arena, key, ins[0]);
        for (uint32_t j = 2; j < count; j++) {
            uint32_t v = ins[j];
            if (is_id[j])
                v = v < L->old_bound && L->map[v] ? L->map[v] : 0xffffffffu; /* not declared yet: never equal */
            vec_push(&L->cc->arena, key, v);
        }
    }
}

/* A global declaration: reuse an earlier module's equal one, or declare it. */
static void link_global(Link *L, const Parsed *P, const uint32_t *ins)
{
    uint32_t count = ins[0] >> 16;
    bool *is_id = NEWN(L->cc, bool, count);
    uint32_t tw;
    uint32_t r = classify(L, ins, count, is_id, &tw);
    if (!r) { /* OpLine, OpNoLine: the declarations need no source place */
        if ((ins[0] & 0xffff) != SpvOpLine && (ins[0] & 0xffff) != SpvOpNoLine)
            emit_words(L, LS_GLOBALS, renumber(L, ins, count, 0), count);
        return;
    }
    Words key = {0};
    vec_push(&L->cc->arena, &key, ins[0]);
    for (uint32_t j = 1; j < count; j++)
        if (j != r)
            vec_push(&L->cc->arena, &key, is_id[j] ? ref(L, ins[j]) : ins[j]);
    key_annotations(L, P, ins[r], &key);
    if (L->failed)
        return;
    Decl1 *d = map_get_s(&L->decls, (const char *)key.data, key.len * sizeof *key.data);
    if (d && d->module != L->k && d->claimed != L->k + 1) {
        d->claimed = L->k + 1;
        L->map[ins[r]] = d->id;
        return;
    }
    uint32_t id = new_id(L, ins[r]);
    emit_words(L, LS_GLOBALS, renumber(L, ins, count, id), count);
    if (!d) {
        d = NEW(L->cc, Decl1);
        d->id = id;
        d->module = L->k;
        d->claimed = L->k + 1;
        map_put_s(L->cc, &L->decls, (const char *)key.data, key.len * sizeof *key.data, d);
    }
}

/* An instruction without a result that the linked module needs once. */
static void once(Link *L, int sec, const uint32_t *o, uint32_t count)
{
    if (map_get_s(&L->seen, (const char *)o, count * sizeof *o))
        return;
    map_put_s(L->cc, &L->seen, (const char *)o, count * sizeof *o, (void *)1);
    emit_words(L, sec, o, count);
}

/* An import or a string (result id in word 1): the same text is the same
 * id in every module. */
static void declare_once(Link *L, int sec, const uint32_t *ins)
{
    uint32_t count = ins[0] >> 16;
    Words key = {0};
    vec_push(&L->cc->arena, &key, ins[0]);
    for (uint32_t j = 2; j < count; j++)
        vec_push(&L->cc->arena, &key, ins[j]);
    Decl1 *d = map_get_s(&L->decls, (const char *)key.data, key.len * sizeof *key.data);
    if (d) {
        L->map[ins[1]] = d->id;
        return;
    }
    d = NEW(L->cc, Decl1);
    d->id = new_id(L, ins[1]);
    map_put_s(L->cc, &L->decls, (const char *)key.data, key.len * sizeof *key.data, d);
    emit_words(L, sec, renumber(L, ins, count, d->id), count);
}

static void link_module(Link *L)
{
    Cc *cc = L->cc;
    Parsed P;
    memset(&P, 0, sizeof P);
    L->old_bound = L->w[3];
    L->map = NEWN(cc, uint32_t, L->old_bound);
    L->fresh = NEWN(cc, bool, L->old_bound);
    L->rtype = NEWN(cc, uint32_t, L->old_bound);
    L->width = NEWN(cc, uint32_t, L->old_bound);
    if (!parse(L, &P))
        return;

    for (int s = LS_CAPS; s <= LS_EXTS; s++)
        for (uint32_t i = 0; i < P.at[s].len; i++) {
            const uint32_t *ins = L->w + P.at[s].data[i];
            once(L, s, ins, ins[0] >> 16);
        }
    for (uint32_t i = 0; i < P.at[LS_IMPORTS].len; i++) /* one per set name */
        declare_once(L, LS_IMPORTS, L->w + P.at[LS_IMPORTS].data[i]);
    for (uint32_t i = 0; i < P.at[LS_MODEL].len; i++) {
        const uint32_t *ins = L->w + P.at[LS_MODEL].data[i];
        if ((ins[0] >> 16) != 3)
            continue;
        if (!L->have_model) {
            L->memory_model[0] = ins[1];
            L->memory_model[1] = ins[2];
            L->have_model = true;
            emit_words(L, LS_MODEL, ins, 3);
        } else if (L->memory_model[0] != ins[1] || L->memory_model[1] != ins[2]) {
            fail(L, "the entry points use different memory models");
        }
    }
    /* Debug strings and sources: once each; a source's continuations go with it. */
    bool skipping = false;
    for (uint32_t i = 0; i < P.at[LS_DEBUG].len; i++) {
        const uint32_t *ins = L->w + P.at[LS_DEBUG].data[i];
        uint32_t count = ins[0] >> 16, op = ins[0] & 0xffff;
        if (op == SpvOpString) {
            declare_once(L, LS_DEBUG, ins);
            continue;
        }
        if (op == SpvOpSourceContinued) {
            if (!skipping)
                emit_words(L, LS_DEBUG, ins, count);
            continue;
        }
        uint32_t *o = renumber(L, ins, count, 0);
        skipping = map_get_s(&L->seen, (const char *)o, count * sizeof *o) != NULL;
        once(L, LS_DEBUG, o, count);
    }
    /* Functions, labels and values are numbered before anything refers to them. */
    for (uint32_t i = 0; i < P.at[LS_FUNCS].len; i++) {
        const uint32_t *ins = L->w + P.at[LS_FUNCS].data[i];
        uint32_t count = ins[0] >> 16, tw;
        bool *is_id = NEWN(cc, bool, count);
        uint32_t r = classify(L, ins, count, is_id, &tw);
        if (r)
            new_id(L, ins[r]);
    }
    for (uint32_t i = 0; i < P.at[LS_GLOBALS].len && !L->failed; i++)
        link_global(L, &P, L->w + P.at[LS_GLOBALS].data[i]);
    if (L->failed)
        return;
    /* Names and decorations of what this module declared itself. */
    for (int s = LS_NAMES; s <= LS_DECOS; s += LS_DECOS - LS_NAMES)
        for (uint32_t i = 0; i < P.at[s].len; i++) {
            const uint32_t *ins = L->w + P.at[s].data[i];
            uint32_t count = ins[0] >> 16;
            if (count >= 2 && ins[1] < L->old_bound && L->fresh[ins[1]]) {
                uint32_t *o = renumber(L, ins, count, 0);
                o[1] = L->map[ins[1]];
                emit_words(L, s, o, count);
            }
        }
    for (int s = LS_ENTRY; s <= LS_MODES; s++)
        for (uint32_t i = 0; i < P.at[s].len; i++) {
            const uint32_t *ins = L->w + P.at[s].data[i];
            uint32_t count = ins[0] >> 16;
            emit_words(L, s, renumber(L, ins, count, 0), count);
        }
    for (uint32_t i = 0; i < P.at[LS_PROCESSED].len; i++) {
        const uint32_t *ins = L->w + P.at[LS_PROCESSED].data[i];
        once(L, LS_PROCESSED, ins, ins[0] >> 16);
    }
    for (uint32_t i = 0; i < P.at[LS_FUNCS].len && !L->failed; i++) {
        const uint32_t *ins = L->w + P.at[LS_FUNCS].data[i];
        uint32_t count = ins[0] >> 16, tw;
        bool *is_id = NEWN(cc, bool, count);
        uint32_t r = classify(L, ins, count, is_id, &tw);
        emit_words(L, LS_FUNCS, renumber(L, ins, count, r ? L->map[ins[r]] : 0), count);
    }
}

bool spv_link(Cc *cc, const uint32_t *const *mods, const size_t *counts, size_t nmods, uint32_t **words,
              size_t *count)
{
    *words = NULL;
    *count = 0;
    Link L;
    memset(&L, 0, sizeof L);
    L.cc = cc;
    L.bound = 1;
    for (size_t k = 0; k < nmods && !L.failed; k++) {
        if (counts[k] < 5 || mods[k][0] != SpvMagicNumber || mods[k][1] != mods[0][1]) {
            fail(&L, "modules of different SPIR-V versions");
            break;
        }
        L.k = (uint32_t)k;
        L.w = mods[k];
        L.n = counts[k];
        link_module(&L);
    }
    if (L.failed)
        return false;
    size_t total = 5;
    for (int s = 0; s < LS_COUNT; s++)
        total += L.out[s].len;
    uint32_t *o = NEWN(cc, uint32_t, total);
    o[0] = SpvMagicNumber;
    o[1] = mods[0][1];
    o[2] = mods[0][2];
    o[3] = L.bound;
    o[4] = 0;
    size_t at = 5;
    for (int s = 0; s < LS_COUNT; s++) {
        if (L.out[s].len)
            memcpy(o + at, L.out[s].data, L.out[s].len * sizeof *o);
        at += L.out[s].len;
    }
    *words = o;
    *count = total;
    return true;
}
