/*
 * The preprocessor's driver: the input stack, directives, conditional
 * inclusion, #include and #line, the predefined macros, and pp_run.
 *
 * pp_run pushes the main file and a buffer of predefinitions (the DXC macros,
 * then -D and -U as #define / #undef lines) and reads macro-expanded tokens
 * until the main file ends. Directives run as the reader meets a '#' that
 * begins a line of a file (pp_peek), so they also work between a macro's
 * name and its "(" or inside its arguments, as in gcc and clang. Files are
 * lexed as they are read, never held as token arrays; a false #if group is
 * read past without running it, counting nested #if lines.
 */
#include <stdio.h>

#include "pp/pp_impl.h"

static bool is_punct(const Token *t, Punct p) { return t->kind == TK_PUNCT && t->punct == p; }

/* ---- token buffers ---------------------------------------------------- */

static unsigned log2_ceil(uint32_t n)
{
    unsigned k = 3;
    while ((1u << k) < n && k < 31)
        k++;
    return k;
}

TokBuf tokbuf_get(PP *pp, uint32_t cap)
{
    unsigned k = log2_ceil(cap);
    if (pp->pool[k].len)
        return vec_pop(&pp->pool[k]);
    uint32_t n = 1u << k;
    return (TokBuf){NEWN(pp->cc, Token, n), NEWN(pp->cc, Hideset *, n), 0, n};
}

void tokbuf_put(PP *pp, TokBuf *b)
{
    if (!b->cap)
        return;
    b->len = 0;
    vec_push(&pp->cc->arena, &pp->pool[log2_ceil(b->cap)], *b);
    *b = (TokBuf){0};
}

void tokbuf_push(PP *pp, TokBuf *b, const Token *t, Hideset *hs)
{
    if (b->len == b->cap) {
        TokBuf nb = tokbuf_get(pp, b->cap * 2);
        if (b->len) {
            memcpy(nb.tok, b->tok, b->len * sizeof(Token));
            memcpy(nb.hs, b->hs, b->len * sizeof(Hideset *));
        }
        nb.len = b->len;
        tokbuf_put(pp, b);
        *b = nb;
    }
    b->tok[b->len] = *t;
    b->hs[b->len] = hs;
    b->len++;
}

/* ---- diagnostics ------------------------------------------------------ */

static FileInfo *finfo(PP *pp, uint32_t file)
{
    return file < pp->finfo.len ? pp->finfo.data[file] : NULL;
}

/* Include-chain notes, innermost first; a run of one #include (a file that
 * includes itself) is one note with a count. */
typedef struct NoteRun {
    Cc *cc;
    Loc at;
    uint32_t count;
} NoteRun;

static void note_flush(NoteRun *r)
{
    if (!r->count)
        return;
    const char *name;
    uint32_t line;
    pp_presumed(r->cc, r->at, &name, &line);
    if (r->count == 1)
        diag_note(r->cc, r->at, "in file included from %s:%u", name, line);
    else
        diag_note(r->cc, r->at, "in file included from %s:%u (%u times)", name, line, r->count);
    r->count = 0;
}

static void note_add(NoteRun *r, Loc at)
{
    if (r->count && (r->at.file != at.file || r->at.line != at.line || r->at.col != at.col))
        note_flush(r);
    r->at = at;
    r->count++;
}

void pp_include_notes(Cc *cc, uint32_t file)
{
    PP *pp = cc->pp;
    if (!pp)
        return;
    NoteRun r = {cc, {0}, 0};
    FileInfo *fi = finfo(pp, file);
    for (int steps = 0; fi && fi->included_from.line && steps <= LIMIT_INCLUDE_DEPTH; steps++) {
        note_add(&r, fi->included_from);
        fi = finfo(pp, fi->included_from.file);
    }
    note_flush(&r);
}

/* The include chain for a diagnostic at loc: the live stack of files when
 * loc is in the innermost one, else the chain of the file's first inclusion. */
void pp_notes(PP *pp, Loc loc)
{
    if (!loc.line)
        return;
    uint32_t i = pp->frames.len;
    while (i > 0 && pp->frames.data[i - 1].kind != FR_FILE)
        i--;
    if (i == 0 || pp->frames.data[i - 1].file != loc.file) {
        pp_include_notes(pp->cc, loc.file);
        return;
    }
    NoteRun r = {pp->cc, {0}, 0};
    for (; i > 0; i--) {
        const Frame *f = &pp->frames.data[i - 1];
        if (f->kind == FR_FILE && f->file != PREDEF_FILE && f->inc_loc.line)
            note_add(&r, f->inc_loc);
    }
    note_flush(&r);
}

_Noreturn void pp_fatal_limit(PP *pp, Loc loc, DiagId id, unsigned limit)
{
    PP_DIAG(pp, loc, id, limit);
    cc_bail(pp->cc);
}

/* ---- presumed locations (#line) ---------------------------------------- */

void pp_presumed(Cc *cc, Loc loc, const char **name, uint32_t *line)
{
    SrcFile *f = src_file(cc, loc.file);
    *name = f ? f->name : "";
    *line = loc.line;
    FileInfo *fi = cc->pp ? finfo(cc->pp, loc.file) : NULL;
    if (!fi || !fi->marks.len || !loc.line)
        return;
    /* the last mark at or before the line */
    uint32_t lo = 0, hi = fi->marks.len;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (fi->marks.data[mid].phys <= loc.line)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return;
    const LineMark *m = &fi->marks.data[lo - 1];
    *name = m->name;
    *line = m->line + (loc.line - m->phys);
}

/* ---- the input stack -------------------------------------------------- */

static void add_event(PP *pp, uint8_t kind, uint32_t file, uint32_t line, Loc from)
{
    PPEvent e = {pp->nout, kind, file, line, from};
    vec_push(&pp->cc->arena, &pp->events, e);
}

void pp_push_frame(PP *pp, TokBuf buf)
{
    if (pp->macro_frames >= LIMIT_MACRO_DEPTH)
        pp_fatal_limit(pp, buf.tok[0].loc, D_PP_EXPANSION_DEPTH, LIMIT_MACRO_DEPTH);
    pp->produced += buf.len;
    if (pp->produced > LIMIT_MACRO_TOKENS)
        pp_fatal_limit(pp, buf.tok[0].loc, D_PP_EXPANSION_SIZE, LIMIT_MACRO_TOKENS);
    pp->macro_frames++;
    Frame f = {.tok = buf.tok, .hs = buf.hs, .len = buf.len, .kind = FR_MACRO, .owned = buf};
    vec_push(&pp->cc->arena, &pp->frames, f);
}

static void pop_macro_frame(PP *pp)
{
    Frame *f = &vec_last(&pp->frames);
    pp->macro_frames--;
    tokbuf_put(pp, &f->owned);
    pp->frames.len--;
}

/* File frames: the next token (lexed on demand), taking it, pushing back. */
static Token *fs_peek(FileState *fs)
{
    if (fs->nla == 0) {
        lex_next(&fs->lx, &fs->la[0]);
        if (!fs->fi) /* the predefines have no place */
            fs->la[0].loc = (Loc){0};
        fs->nla = 1;
    }
    return &fs->la[fs->nla - 1];
}

static Token fs_take(FileState *fs)
{
    Token t = *fs_peek(fs);
    if (t.kind != TK_EOF) {
        fs->nla--;
        fs->taken++;
    }
    return t;
}

static void fs_unread(FileState *fs, const Token *t)
{
    fs->la[fs->nla++] = *t;
    fs->taken--;
}

static void directive(PP *pp, FileState *fs, const Token *hash);

const Token *pp_peek(PP *pp, Hideset **hs)
{
    for (;;) {
        Frame *f = &vec_last(&pp->frames);
        *hs = NULL;
        if (f->kind == FR_FILE) {
            FileState *fs = f->fs;
            const Token *t = fs_peek(fs);
            if (t->kind == TK_PUNCT && t->punct == P_HASH && (t->flags & TF_BOL)) {
                Token hash = fs_take(fs);
                directive(pp, fs, &hash);
                continue;
            }
            return t;
        }
        if (f->pos == f->len) {
            if (f->kind == FR_BARRIER)
                return &pp->eof;
            pop_macro_frame(pp);
            continue;
        }
        *hs = f->hs ? f->hs[f->pos] : NULL;
        return &f->tok[f->pos];
    }
}

void pp_next(PP *pp, Token *t, Hideset **hs)
{
    const Token *p = pp_peek(pp, hs);
    *t = *p;
    if (p->kind == TK_EOF)
        return;
    Frame *f = &vec_last(&pp->frames);
    if (f->kind == FR_FILE) { /* p is the file's next token: drop it */
        f->fs->nla--;
        f->fs->taken++;
        return;
    }
    f->pos++;
    if (f->kind == FR_MACRO && f->pos == f->len)
        pop_macro_frame(pp);
}

/* ---- files ------------------------------------------------------------ */

/* Reads a whole file through the host's include handler or the file system
 * (the one place OneShader reads files). False when it cannot be opened. */
static bool read_file(PP *pp, const char *path, Loc at, char **text, size_t *len)
{
    Cc *cc = pp->cc;
    const osh_include_handler *h = cc->opt ? cc->opt->include_handler : NULL;
    if (h && h->open) {
        char *t = NULL;
        size_t n = 0;
        if (h->open(h->user, path, &t, &n) != 0)
            return false;
        if (!t)
            n = 0;
        if (n > LIMIT_SOURCE_BYTES) {
            if (h->release)
                h->release(h->user, t, n);
            PP_DIAG(pp, at, D_SOURCE_TOO_LARGE, path, (unsigned)LIMIT_SOURCE_BYTES);
            cc_bail(cc);
        }
        *text = arena_alloc(&cc->arena, n + 1);
        if (n)
            memcpy(*text, t, n);
        if (h->release)
            h->release(h->user, t, n);
        *len = n;
        return true;
    }
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return false;
    Buf b;
    buf_init(&b, &cc->arena);
    char chunk[16384];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, fp)) > 0) {
        buf_put(&b, chunk, k);
        if (b.len > LIMIT_SOURCE_BYTES) {
            fclose(fp);
            PP_DIAG(pp, at, D_SOURCE_TOO_LARGE, path, (unsigned)LIMIT_SOURCE_BYTES);
            cc_bail(cc);
        }
    }
    bool failed = ferror(fp) != 0;
    fclose(fp);
    if (failed)
        return false;
    *text = (char *)buf_cstr(&b);
    *len = b.len;
    return true;
}

static FileInfo *new_finfo(PP *pp, SrcFile *src)
{
    FileInfo *fi = NEW(pp->cc, FileInfo);
    fi->src = src;
    while (pp->finfo.len <= src->id)
        vec_push(&pp->cc->arena, &pp->finfo, NULL);
    pp->finfo.data[src->id] = fi;
    return fi;
}

/* Lexical clean-up: '\' to '/', no empty or "." segments, "a/.." folded.
 * The result names the file in messages and identifies it for #pragma once. */
static char *normalize_path(PP *pp, const char *path)
{
    size_t n = strlen(path), o = 0, root = 0;
    char *out = arena_alloc(&pp->cc->arena, n + 2);
    const char *p = path;
    if (*p == '/' || *p == '\\')
        out[o++] = '/', root = 1;
    while (*p) { /* out is "/"-terminated or empty past root */
        while (*p == '/' || *p == '\\')
            p++;
        const char *s = p;
        while (*p && *p != '/' && *p != '\\')
            p++;
        size_t len = (size_t)(p - s);
        if (len == 0 || (len == 1 && s[0] == '.'))
            continue;
        if (len == 2 && s[0] == '.' && s[1] == '.' && o > root) {
            size_t b = o - 1;
            while (b > root && out[b - 1] != '/')
                b--;
            if (!(o - 1 - b == 2 && out[b] == '.' && out[b + 1] == '.')) {
                o = b;
                continue;
            }
        }
        memcpy(out + o, s, len);
        o += len;
        out[o++] = '/';
    }
    if (o > root)
        o--;
    if (o == 0)
        out[o++] = '.';
    out[o] = 0;
    return out;
}

static FileInfo *open_path(PP *pp, const char *path, Loc at)
{
    Str key = str_intern_c(pp->cc, normalize_path(pp, path));
    void *v = map_get(&pp->by_path, key);
    if (v)
        return v == &pp->not_found ? NULL : v;
    char *text;
    size_t len;
    if (!read_file(pp, key, at, &text, &len)) {
        map_put(pp->cc, &pp->by_path, key, &pp->not_found);
        return NULL;
    }
    FileInfo *fi = new_finfo(pp, src_add(pp->cc, key, key, text, len));
    map_put(pp->cc, &pp->by_path, key, fi);
    return fi;
}

static bool is_absolute(const char *p)
{
    return p[0] == '/' || p[0] == '\\' ||
           (((p[0] | 32) >= 'a' && (p[0] | 32) <= 'z') && p[1] == ':' && (p[2] == '/' || p[2] == '\\'));
}

static FileInfo *try_dir(PP *pp, const char *dir, size_t dlen, const char *name, Loc at)
{
    if (dlen == 0)
        return open_path(pp, name, at);
    char *path = arena_sprintf(&pp->cc->arena, "%.*s%s%s", (int)dlen, dir,
                               dir[dlen - 1] == '/' || dir[dlen - 1] == '\\' ? "" : "/", name);
    return open_path(pp, path, at);
}

/* "name": the including file's folder, then the -I folders.
 * <name>: the -I folders, then the including file's folder (as DXC does). */
/* osh_options.include_resolver: the host finds the file; its name keys it
 * (#pragma once, diagnostics, a later include's includer). */
static FileInfo *resolve_include(PP *pp, const osh_include_resolver *r, const char *name, bool angled,
                                 uint32_t from, Loc at)
{
    Cc *cc = pp->cc;
    SrcFile *inc = src_file(cc, from);
    osh_include_request req = {name, inc ? inc->name : "", angled, pp->include_depth + 1};
    char *path = NULL, *t = NULL;
    size_t n = 0;
    if (!r->resolve || r->resolve(r->user, &req, &path, &t, &n) != 0)
        return NULL;
    if (!t)
        n = 0;
    Str key = str_intern_c(cc, path && *path ? path : name);
    FileInfo *fi = map_get(&pp->by_path, key);
    if (!fi || (void *)fi == &pp->not_found) {
        if (n > LIMIT_SOURCE_BYTES) {
            if (r->release)
                r->release(r->user, path, t, n);
            PP_DIAG(pp, at, D_SOURCE_TOO_LARGE, key, (unsigned)LIMIT_SOURCE_BYTES);
            cc_bail(cc);
        }
        char *text = arena_alloc(&cc->arena, n + 1);
        if (n)
            memcpy(text, t, n);
        fi = new_finfo(pp, src_add(cc, key, key, text, n));
        map_put(cc, &pp->by_path, key, fi);
    }
    if (r->release)
        r->release(r->user, path, t, n);
    return fi;
}

/* A header built into the library (builtin_headers.c), after every folder
 * of the search: a file of the same name there wins. */
static FileInfo *builtin_include(PP *pp, const char *name)
{
    Cc *cc = pp->cc;
    size_t n = 0;
    const char *text = pp_builtin_header(name, &n);
    if (!text)
        return NULL;
    Str key = str_intern_c(cc, arena_sprintf(&cc->arena, "<oneshader>/%s", name));
    FileInfo *fi = map_get(&pp->by_path, key);
    if (fi && (void *)fi != &pp->not_found)
        return fi;
    fi = new_finfo(pp, src_add(cc, key, key, text, n));
    map_put(cc, &pp->by_path, key, fi);
    return fi;
}

FileInfo *pp_find_include(PP *pp, const char *name, bool angled, uint32_t from, Loc at)
{
    const osh_include_resolver *r = pp->cc->opt ? pp->cc->opt->include_resolver : NULL;
    FileInfo *found = r ? resolve_include(pp, r, name, angled, from, at) : NULL;
    if (r)
        return found ? found : builtin_include(pp, name);
    if (is_absolute(name))
        return open_path(pp, name, at);
    SrcFile *inc = src_file(pp->cc, from);
    const char *dir = inc ? inc->path : "";
    size_t dlen = strlen(dir);
    while (dlen && dir[dlen - 1] != '/' && dir[dlen - 1] != '\\')
        dlen--;
    FileInfo *fi;
    if (!angled && (fi = try_dir(pp, dir, dlen, name, at)))
        return fi;
    const osh_options *o = pp->cc->opt;
    for (size_t i = 0; o && i < o->include_dir_count; i++) {
        const char *d = o->include_dirs[i];
        if (d && (fi = try_dir(pp, d, strlen(d), name, at)))
            return fi;
    }
    if (angled && (fi = try_dir(pp, dir, dlen, name, at)))
        return fi;
    return builtin_include(pp, name);
}

static void out_reserve(PP *pp);

static void push_file(PP *pp, FileInfo *fi, Loc inc_loc, uint32_t ret_line)
{
    FileState *fs = NEW(pp->cc, FileState);
    fs->fi = fi;
    lex_init(&fs->lx, pp->cc, pp->punct_text, fi->src->text, fi->src->len, fi->src->id, false);
    if (!fi->included_from.line && inc_loc.line)
        fi->included_from = inc_loc;
    Frame f = {.kind = FR_FILE, .fs = fs, .file = fi->src->id, .cond_base = pp->conds.len,
               .inc_loc = inc_loc, .ret_line = ret_line};
    vec_push(&pp->cc->arena, &pp->frames, f);
    if (inc_loc.line) {
        pp->include_depth++;
        add_event(pp, EV_ENTER, fi->src->id, 1, inc_loc);
        out_reserve(pp);
    }
}

/* #if groups still open when their file ends. */
static void close_conds(PP *pp)
{
    const Frame *f = &vec_last(&pp->frames);
    while (pp->conds.len > f->cond_base) {
        Cond c = vec_pop(&pp->conds);
        PP_DIAG(pp, c.loc, D_PP_UNTERMINATED_COND);
    }
}

static void end_file(PP *pp)
{
    close_conds(pp);
    Frame f = vec_pop(&pp->frames);
    if (f.file == PREDEF_FILE)
        return;
    f.fs->fi->guard_checked = true;
    pp->include_depth--;
    add_event(pp, EV_EXIT, f.inc_loc.file, f.ret_line, (Loc){0});
}

/* ---- directives ------------------------------------------------------- */

/* The innermost file frame (the one a directive or pragma belongs to). */
static Frame *file_frame(PP *pp)
{
    for (uint32_t i = pp->frames.len; i-- > 0;)
        if (pp->frames.data[i].kind == FR_FILE)
            return &pp->frames.data[i];
    return &pp->frames.data[0];
}

static bool is_hash_line(const Token *t)
{
    return t->kind == TK_PUNCT && t->punct == P_HASH && (t->flags & TF_BOL);
}

/* Reads past a false group: up to the #elif, #else or #endif that ends it
 * (left to be read next), nested conditionals skipped whole, or to the end. */
static void skip_group(PP *pp, FileState *fs)
{
    uint32_t depth = 0;
    for (;;) {
        Token t = fs_take(fs);
        if (t.kind == TK_EOF)
            return;
        if (!is_hash_line(&t))
            continue;
        Token d = fs_take(fs);
        if (d.kind != TK_IDENT || (d.flags & TF_BOL)) {
            if (d.kind != TK_EOF)
                fs_unread(fs, &d); /* it may begin the next line */
            continue;
        }
        if (d.text == pp->s_if || d.text == pp->s_ifdef || d.text == pp->s_ifndef) {
            depth++;
        } else if (d.text == pp->s_endif && depth) {
            depth--;
        } else if ((d.text == pp->s_endif || d.text == pp->s_elif || d.text == pp->s_else) && !depth) {
            fs_unread(fs, &d);
            fs_unread(fs, &t);
            return;
        }
    }
}

static bool eval_line(PP *pp, const Token *t, uint32_t n, Loc at, const char *dname)
{
    if (n == 0) {
        PP_DIAG(pp, at, D_PP_IF_NO_EXPR, dname);
        return false;
    }
    TokBuf e = tokbuf_get(pp, n + 8);
    bool saved = pp->in_if;
    pp->in_if = true;
    pp->if_error = false;
    pp_expand_list(pp, t, NULL, n, &e);
    pp->in_if = saved;
    bool v = !pp->if_error && pp_eval(pp, e.tok, e.len, t[n - 1].loc, dname);
    tokbuf_put(pp, &e);
    return v;
}

static void extra_tokens(PP *pp, const Token *t, uint32_t n, uint32_t used, const char *dname)
{
    if (n > used)
        PP_DIAG(pp, t[used].loc, D_PP_EXTRA_TOKENS, dname);
}

/* #ifdef / #ifndef identifier */
static bool ifdef_value(PP *pp, const Token *t, uint32_t n, Loc at, const char *dname)
{
    if (n == 0) {
        PP_DIAG(pp, at, D_PP_MACRO_NAME_MISSING);
        return false;
    }
    if (t[0].kind != TK_IDENT) {
        PP_DIAG(pp, t[0].loc, D_PP_MACRO_NAME_NOT_IDENT);
        return false;
    }
    extra_tokens(pp, t, n, 1, dname);
    return macro_find(pp, t[0].text) || t[0].text == pp->s___has_include || t[0].text == pp->s___has_feature;
}

static void push_cond(PP *pp, FileState *fs, Loc loc, bool value, Str guard)
{
    Cond c = {loc, COND_IF, value, pp->frames.len - 1, guard};
    vec_push(&pp->cc->arena, &pp->conds, c);
    if (!value)
        skip_group(pp, fs);
}

/* The #if this #elif/#else/#endif belongs to, or NULL (reported). */
static Cond *open_cond(PP *pp, const Token *name)
{
    if (pp->conds.len == 0 || vec_last(&pp->conds).frame != pp->frames.len - 1) {
        PP_DIAG(pp, name->loc, D_PP_ELSE_WITHOUT_IF, name->text);
        return NULL;
    }
    return &vec_last(&pp->conds);
}

/* header-name after #include: "name", <name>, or tokens that expand to one. */
static bool include_name(PP *pp, const Token *t, uint32_t n, Loc at, char **out, bool *angled)
{
    TokBuf e = {0};
    bool ok = false;
    for (int pass = 0;; pass++) {
        uint32_t used = 0;
        size_t len = n && t[0].kind == TK_STRING ? strlen(t[0].text) : 0;
        /* A NUL byte inside the quotes ends the text early: no header name. */
        if (len >= 2 && t[0].text[len - 1] == '"' && !(t[0].flags & TF_UNTERMINATED)) {
            *out = arena_strndup(&pp->cc->arena, t[0].text + 1, len - 2);
            *angled = false;
            used = 1;
        } else if (n && is_punct(&t[0], P_LT)) {
            uint32_t j = 1;
            while (j < n && !is_punct(&t[j], P_GT))
                j++;
            if (j < n) {
                Buf b;
                buf_init(&b, &pp->cc->arena);
                pp_spell(&b, t + 1, j - 1);
                *out = (char *)buf_cstr(&b);
                *angled = true;
                used = j + 1;
            }
        } else if (n && pass == 0) {
            e = tokbuf_get(pp, n + 8);
            pp_expand_list(pp, t, NULL, n, &e);
            t = e.tok;
            n = e.len;
            continue;
        }
        if (!used) {
            PP_DIAG(pp, n ? t[0].loc : at, D_PP_INCLUDE_EXPECTED);
        } else if (!**out) {
            PP_DIAG(pp, t[0].loc, D_PP_INCLUDE_EMPTY);
        } else {
            extra_tokens(pp, t, n, used, "include");
            ok = true;
        }
        break;
    }
    tokbuf_put(pp, &e);
    return ok;
}

static void do_include(PP *pp, const Token *name, const Token *t, uint32_t n, Loc hash)
{
    if (pp->in_args) {
        PP_DIAG(pp, name->loc, D_PP_INCLUDE_IN_ARGS);
        return;
    }
    uint32_t file = vec_last(&pp->frames).file;
    if (file == PREDEF_FILE)
        return;
    char *fname;
    bool angled;
    if (!include_name(pp, t, n, name->loc, &fname, &angled))
        return;
    FileInfo *fi = pp_find_include(pp, fname, angled, file, n ? t[0].loc : name->loc);
    if (!fi) {
        PP_DIAG(pp, n ? t[0].loc : name->loc, D_PP_INCLUDE_NOT_FOUND, fname);
        cc_bail(pp->cc);
    }
    if (fi->once || (fi->guard && macro_find(pp, fi->guard)))
        return;
    if (pp->include_depth >= LIMIT_INCLUDE_DEPTH)
        pp_fatal_limit(pp, hash, D_PP_INCLUDE_DEPTH, LIMIT_INCLUDE_DEPTH);
    uint32_t ret_line = (n ? t[n - 1].loc.line : name->loc.line) + 1;
    push_file(pp, fi, hash, ret_line);
}

/* #line digit-sequence ("s-char-sequence")?  and GNU's  # digit-sequence "name" flags */
static void do_line(PP *pp, const Token *t, uint32_t n, Loc at, bool gnu)
{
    uint32_t file = vec_last(&pp->frames).file;
    uint32_t next_phys = (n ? t[n - 1].loc.line : at.line) + 1;
    TokBuf e = tokbuf_get(pp, n + 8);
    pp_expand_list(pp, t, NULL, n, &e);
    const Token *x = e.tok;
    uint32_t m = e.len;
    uint64_t line = 0;
    bool ok = m > 0 && x[0].kind == TK_PP_NUMBER;
    for (const char *s = ok ? x[0].text : ""; ok && *s; s++) {
        ok = *s >= '0' && *s <= '9';
        line = line * 10 + (uint64_t)(*s - '0');
        ok = ok && line <= 2147483647u;
    }
    Str name = NULL;
    if (!ok) {
        PP_DIAG(pp, m ? x[0].loc : at, D_PP_LINE_NUMBER);
    } else if (m > 1) {
        if (x[1].kind != TK_STRING || (x[1].flags & TF_UNTERMINATED)) {
            PP_DIAG(pp, x[1].loc, D_PP_LINE_FILENAME);
            ok = false;
        } else {
            Token s = x[1];
            lex_finish_literal(pp->cc, &s);
            name = str_intern(pp->cc, s.sval, s.slen);
            if (!gnu)
                extra_tokens(pp, x, m, 2, "line");
        }
    }
    tokbuf_put(pp, &e);
    FileInfo *fi = finfo(pp, file);
    if (!ok || !fi)
        return;
    if (!name) {
        uint32_t dummy;
        pp_presumed(pp->cc, at, &name, &dummy);
    }
    if (!fi->marks.len || vec_last(&fi->marks).phys < next_phys) {
        LineMark lm = {next_phys, (uint32_t)line, name};
        vec_push(&pp->cc->arena, &fi->marks, lm);
    }
    add_event(pp, EV_RENAME, file, next_phys, (Loc){0});
}

/* #error and #warning: the rest of the line is the message. */
static void do_message(PP *pp, const Token *name, const Token *t, uint32_t n, DiagId id)
{
    Buf b;
    buf_init(&b, &pp->cc->arena);
    buf_printf(&b, "#%s", name->text);
    if (n) {
        buf_putc(&b, ' ');
        pp_spell(&b, t, n);
    }
    PP_DIAG(pp, name->loc, id, buf_cstr(&b));
}

static void push_pragma(PP *pp, const char *text, Loc at)
{
    Token t = {.kind = TK_PRAGMA, .flags = TF_BOL, .loc = at};
    t.text = str_intern_c(pp->cc, text);
    t.sval = t.text;
    t.slen = (uint32_t)strlen(text);
    TokBuf b = tokbuf_get(pp, 1);
    tokbuf_push(pp, &b, &t, NULL);
    pp_push_frame(pp, b);
}

/* #pragma pp-tokens (and _Pragma): `once`; `pack_matrix(row_major)` and
 * `pack_matrix(column_major)` go to the parser as a TK_PRAGMA; pragmas DXC
 * knows but that change nothing here are accepted quietly; others warn. In
 * -P mode every pragma but `once` is kept for the output, unexpanded. */
void pp_pragma(PP *pp, const Token *t, uint32_t n, Loc at)
{
    if (n == 0)
        return;
    Str name = t[0].kind == TK_IDENT ? t[0].text : NULL;
    if (name == pp->s_once) {
        FileInfo *fi = finfo(pp, file_frame(pp)->file);
        if (fi)
            fi->once = true;
        extra_tokens(pp, t, n, 1, "pragma once");
        return;
    }
    if (pp->pp_only) {
        Buf b;
        buf_init(&b, &pp->cc->arena);
        pp_spell(&b, t, n);
        push_pragma(pp, buf_cstr(&b), at);
        return;
    }
    if (name == pp->s_pack_matrix) {
        if (n == 4 && is_punct(&t[1], P_LPAREN) && is_punct(&t[3], P_RPAREN) &&
            (t[2].text == pp->s_row_major || t[2].text == pp->s_column_major))
            push_pragma(pp, t[2].text == pp->s_row_major ? "pack_matrix(row_major)"
                                                         : "pack_matrix(column_major)", at);
        else
            PP_DIAG(pp, t[0].loc, D_PP_PACK_MATRIX);
        return;
    }
    if (name == pp->s_message) {
        uint32_t i = 1, end = n;
        if (end > 2 && is_punct(&t[1], P_LPAREN) && is_punct(&t[end - 1], P_RPAREN)) {
            i = 2;
            end--;
        }
        Buf b;
        buf_init(&b, &pp->cc->arena);
        uint32_t k = i;
        while (k < end && t[k].kind == TK_STRING)
            k++;
        if (k == end && k > i) { /* string literals, joined */
            for (; i < end; i++) {
                Token s = t[i];
                lex_finish_literal(pp->cc, &s);
                buf_put(&b, s.sval, s.slen);
            }
        } else {
            pp_spell(&b, t + i, end - i);
        }
        PP_DIAG(pp, t[0].loc, D_PP_PRAGMA_MESSAGE, buf_cstr(&b));
        return;
    }
    static const char *const quiet[] = {"warning", "dxc", "region", "endregion", "clang", "GCC", "STDC"};
    for (size_t i = 0; name && i < countof(quiet); i++)
        if (strcmp(name, quiet[i]) == 0)
            return;
    PP_DIAG(pp, t[0].loc, D_PP_UNKNOWN_PRAGMA);
}

/* control-line: '#' at the start of a line, a directive name, the rest of
 * the line. An #ifndef X that is the first thing in its file, with an #endif
 * that is the last, marks X as the file's include guard. */
static void directive(PP *pp, FileState *fs, const Token *hash)
{
    bool first = fs->taken == 1;
    Token name = fs_take(fs);
    if (name.kind == TK_EOF || (name.flags & TF_BOL)) { /* the null directive */
        if (name.kind != TK_EOF)
            fs_unread(fs, &name);
        return;
    }
    TokBuf line = tokbuf_get(pp, 16);
    for (;;) {
        const Token *t = fs_peek(fs);
        if ((t->flags & TF_BOL) || t->kind == TK_EOF)
            break;
        Token x = fs_take(fs);
        tokbuf_push(pp, &line, &x, NULL);
    }
    const Token *t = line.tok;
    uint32_t n = line.len;
    Loc at = name.loc;
    Str d = name.kind == TK_IDENT ? name.text : NULL;
    if (name.kind == TK_PP_NUMBER) {
        tokbuf_push(pp, &line, &name, NULL); /* GNU line marker: # 33 "file" */
        memmove(line.tok + 1, line.tok, n * sizeof(Token));
        line.tok[0] = name;
        do_line(pp, line.tok, n + 1, hash->loc, true);
    } else if (d == pp->s_define) {
        macro_define(pp, t, n, at);
    } else if (d == pp->s_undef) {
        macro_undef(pp, t, n, at);
    } else if (d == pp->s_include || d == pp->s_include_next) {
        do_include(pp, &name, t, n, hash->loc);
    } else if (d == pp->s_if) {
        push_cond(pp, fs, hash->loc, eval_line(pp, t, n, at, "if"), NULL);
    } else if (d == pp->s_ifdef) {
        push_cond(pp, fs, hash->loc, ifdef_value(pp, t, n, at, "ifdef"), NULL);
    } else if (d == pp->s_ifndef) {
        bool err = n == 0 || t[0].kind != TK_IDENT;
        bool v = ifdef_value(pp, t, n, at, "ifndef");
        push_cond(pp, fs, hash->loc, !v && !err, first && !err && fs->fi ? t[0].text : NULL);
    } else if (d == pp->s_elif) {
        Cond *c = open_cond(pp, &name);
        if (c && c->ctx == COND_ELSE) {
            PP_DIAG(pp, at, D_PP_ELSE_AFTER_ELSE, "elif");
            skip_group(pp, fs);
        } else if (c) {
            c->ctx = COND_ELIF;
            c->guard = NULL;
            if (c->taken || !eval_line(pp, t, n, at, "elif"))
                skip_group(pp, fs);
            else
                vec_last(&pp->conds).taken = true;
        }
    } else if (d == pp->s_else) {
        Cond *c = open_cond(pp, &name);
        if (c) {
            extra_tokens(pp, t, n, 0, "else");
            if (c->ctx == COND_ELSE) {
                PP_DIAG(pp, at, D_PP_ELSE_AFTER_ELSE, "else");
                skip_group(pp, fs);
            } else {
                c->ctx = COND_ELSE;
                c->guard = NULL;
                if (c->taken)
                    skip_group(pp, fs);
                c->taken = true;
            }
        }
    } else if (d == pp->s_endif) {
        Cond *c = open_cond(pp, &name);
        if (c) {
            extra_tokens(pp, t, n, 0, "endif");
            if (c->guard && !fs->fi->guard_checked && fs_peek(fs)->kind == TK_EOF)
                fs->fi->guard = c->guard;
            pp->conds.len--;
        }
    } else if (d == pp->s_line) {
        do_line(pp, t, n, at, false);
    } else if (d == pp->s_error) {
        do_message(pp, &name, t, n, D_PP_ERROR_DIRECTIVE);
    } else if (d == pp->s_warning) {
        do_message(pp, &name, t, n, D_PP_WARNING_DIRECTIVE);
    } else if (d == pp->s_pragma) {
        pp_pragma(pp, t, n, hash->loc);
    } else {
        PP_DIAG(pp, at, D_PP_UNKNOWN_DIRECTIVE);
    }
    tokbuf_put(pp, &line);
}

/* ---- predefined macros and the run ------------------------------------ */

/* What DXC 1.8.2407 defines for `dxc -spirv` (clang's InitPreprocessor in
 * DXC). __DATE__ and __TIME__ are fixed so that the same input always gives
 * the same output. The names (and the fixed bodies) are among the context's
 * known names (pp_known_names). */
static const struct { const char *name, *body; } predef_fixed[] = {
    {"__hlsl_dx_compiler", "1"}, {"__DXC_VERSION_MAJOR", "1"}, {"__DXC_VERSION_MINOR", "8"},
    {"__DXC_VERSION_RELEASE", "2407"}, {"__DXC_VERSION_COMMITS", "0"}, {"__spirv__", "1"},
    {"__SPIRV_MAJOR_VERSION__", "1"}, {"__DATE__", "\"Jan  1 1970\""},
    {"__TIME__", "\"00:00:00\""},
};
static const struct { const char *name; int value; } predef_stages[] = {
    {"__SHADER_STAGE_PIXEL", STAGE_PIXEL}, {"__SHADER_STAGE_VERTEX", STAGE_VERTEX},
    {"__SHADER_STAGE_GEOMETRY", STAGE_GEOMETRY}, {"__SHADER_STAGE_HULL", STAGE_HULL},
    {"__SHADER_STAGE_DOMAIN", STAGE_DOMAIN}, {"__SHADER_STAGE_COMPUTE", STAGE_COMPUTE},
    {"__SHADER_STAGE_AMPLIFICATION", STAGE_AMPLIFICATION}, {"__SHADER_STAGE_MESH", STAGE_MESH},
    {"__SHADER_STAGE_LIBRARY", STAGE_LIBRARY},
};
/* the ones whose value follows the options */
enum { PD_HLSL_VERSION, PD_16BIT, PD_STAGE, PD_SM_MAJOR, PD_SM_MINOR, PD_SPIRV_MINOR, PD_COUNT };
static const char *const predef_option[PD_COUNT] = {
    "__HLSL_VERSION", "__HLSL_ENABLE_16_BIT", "__SHADER_TARGET_STAGE", "__SHADER_TARGET_MAJOR",
    "__SHADER_TARGET_MINOR", "__SPIRV_MINOR_VERSION__",
};

/* One predefined object-like macro whose body is one token, made directly:
 * lexing "#define" lines for the two dozen of them cost more than the rest
 * of an empty compilation. Like everything predefined, it has no place. */
static void predef(PP *pp, const char *name, TokKind kind, const char *body)
{
    Cc *cc = pp->cc;
    Macro *m = NEW(cc, Macro);
    m->name = str_intern_lit(cc, name);
    Token *t = NEW(cc, Token);
    *t = (Token){.kind = kind, .flags = TF_SPACE, .text = str_intern_c(cc, body)};
    m->body = t;
    m->nbody = 1;
    macro_add(pp, m);
}

/* 0..15 as constants, among the known names: most values are these. */
static const char *const small_ints[16] = {
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15",
};

static void predef_int(PP *pp, const char *name, int v)
{
    if (v >= 0 && v < 16) {
        predef(pp, name, TK_PP_NUMBER, small_ints[v]);
        return;
    }
    char digits[16];
    int n = (int)sizeof digits;
    unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    digits[--n] = 0;
    do
        digits[--n] = (char)('0' + u % 10);
    while ((u /= 10) && n > 1);
    if (v < 0)
        digits[--n] = '-';
    predef(pp, name, TK_PP_NUMBER, digits + n);
}

/* The predefined macros; the -D and -U options are written as lines of text
 * into `b`, to be read after them. */
static void predefines(PP *pp, Buf *b)
{
    Cc *cc = pp->cc;
    const osh_options *o = cc->opt;
    for (size_t i = 0; i < countof(predef_fixed); i++)
        predef(pp, predef_fixed[i].name, predef_fixed[i].body[0] == '"' ? TK_STRING : TK_PP_NUMBER,
               predef_fixed[i].body);
    predef_int(pp, predef_option[PD_HLSL_VERSION], cc->hlsl_version ? cc->hlsl_version : 2021);
    if (o && o->enable_16bit_types)
        predef(pp, predef_option[PD_16BIT], TK_PP_NUMBER, "1");
    for (size_t i = 0; i < countof(predef_stages); i++)
        predef_int(pp, predef_stages[i].name, predef_stages[i].value);
    if (cc->stage != STAGE_NONE) {
        predef_int(pp, predef_option[PD_STAGE], (int)cc->stage);
        predef_int(pp, predef_option[PD_SM_MAJOR], cc->sm_major);
        predef_int(pp, predef_option[PD_SM_MINOR], cc->sm_minor);
    }
    /* The target environment's SPIR-V minor version (base/target_env.c);
     * vulkan1.2 (the default) is 1.5 */
    uint32_t spv = target_env_spirv(o ? o->target_env : NULL);
    predef_int(pp, predef_option[PD_SPIRV_MINOR], spv ? (int)((spv >> 8) & 0xff) : 5);
    /* -D name=value (value NULL: 1) and -U name, in command-line order when
     * undefine_after says it (else every -U last); a newline in them would
     * end the line */
    size_t ndef = o ? o->define_count : 0, nundef = o ? o->undefine_count : 0, u = 0;
    for (size_t i = 0; i <= ndef; i++) {
        for (; u < nundef && (i == ndef || (o->undefine_after && o->undefine_after[u] <= i)); u++) {
            buf_puts(b, "#undef ");
            for (const char *s = o->undefines[u] ? o->undefines[u] : ""; *s; s++)
                buf_putc(b, *s == '\n' || *s == '\r' ? ' ' : *s);
            buf_putc(b, '\n');
        }
        if (i == ndef)
            break;
        const char *name = o->defines[i].name ? o->defines[i].name : "";
        const char *value = o->defines[i].value;
        const char *eq = value ? NULL : strchr(name, '=');
        buf_puts(b, "#define ");
        for (const char *s = name; *s && s != eq; s++)
            buf_putc(b, *s == '\n' || *s == '\r' ? ' ' : *s);
        buf_putc(b, ' ');
        for (const char *s = eq ? eq + 1 : value ? value : "1"; *s; s++)
            buf_putc(b, *s == '\n' || *s == '\r' ? ' ' : *s);
        buf_putc(b, '\n');
    }
}

/* Appends to the output, in chunks sized from what the open files have left
 * to read: a token takes at least a byte, so unless macros expand to more
 * than they spell or an #include adds text, one chunk holds everything and
 * pp_run hands it to the parser as it is (else it joins the chunks at the
 * end). A chunk is not zeroed: its pages are touched only as tokens are
 * written, so the bound costs address space, not memory. */
/* The bytes the open source files have left to read: a token takes at least
 * one, so the output needs at most that many more (unless macros expand). */
static size_t open_bytes(PP *pp)
{
    size_t n = 0;
    for (uint32_t i = 0; i < pp->frames.len; i++)
        if (pp->frames.data[i].kind == FR_FILE && pp->frames.data[i].fs->fi)
            n += (size_t)(pp->frames.data[i].fs->lx.end - pp->frames.data[i].fs->lx.p);
    return n;
}

static Token *out_slot(PP *pp)
{
    TokenList *c = pp->out.len ? &vec_last(&pp->out) : NULL;
    if (!c || c->len == c->cap) {
        size_t guess = 256 + pp->nout / 8 + open_bytes(pp);
        uint32_t cap = (uint32_t)(guess < (1u << 21) ? guess : (1u << 21));
        TokenList nc = {arena_alloc_uninit(&pp->cc->arena, sizeof(Token) * (size_t)cap), 0, cap};
        vec_push(&pp->cc->arena, &pp->out, nc);
        c = &vec_last(&pp->out);
    }
    return &c->data[c->len];
}

/* An #include adds up to its size in tokens to the output. While the output
 * is one chunk (sized from the main file), it moves now into one with room
 * for what the open files have left: includes come first in most files,
 * when few tokens are written, and pp_run then hands the parser that chunk
 * instead of copying every chunk into one array at the end. */
static void out_reserve(PP *pp)
{
    if (pp->out.len != 1)
        return;
    TokenList *c = &pp->out.data[0];
    size_t need = open_bytes(pp);
    if (c->cap - c->len >= need)
        return;
    /* at least doubling: a file that includes a header a thousand times
     * copies its tokens a few times, not a thousand */
    size_t want = (size_t)c->len + need + 256;
    if (want < 2 * (size_t)c->cap)
        want = 2 * (size_t)c->cap;
    if (want > (1u << 21))
        return;
    Token *d = arena_alloc_uninit(&pp->cc->arena, sizeof(Token) * want);
    memcpy(d, c->data, sizeof(Token) * c->len);
    c->data = d;
    c->cap = (uint32_t)want;
}

/* The slot out_slot gave holds the next output token. */
static void out_commit(PP *pp)
{
    vec_last(&pp->out).len++;
    pp->nout++;
}

static void emit(PP *pp, const Token *t)
{
    *out_slot(pp) = *t;
    out_commit(pp);
}

/* An output token as pp_run writes it: literals converted, flags cleared. */
static void finish_out(PP *pp, Token *t)
{
    if (!pp->pp_only && (t->kind == TK_PP_NUMBER || t->kind == TK_STRING || t->kind == TK_CHAR))
        lex_finish_literal(pp->cc, t);
    t->flags &= TF_BOL | TF_SPACE | TF_NOEXPAND;
}

/* Most tokens of a file are neither directives nor macro names: when the
 * next one comes straight from a source file, it is lexed into the output
 * and kept there if it is plain; anything else (a '#' that starts a line, a
 * macro's name, _Pragma, __has_feature, the end of the file) is handed back
 * as the file's lookahead for the general path. True when the token was written. */
static bool fast_token(PP *pp)
{
    Frame *f = &vec_last(&pp->frames);
    if (f->kind != FR_FILE || f->fs->nla || !f->fs->fi || pp->carry)
        return false;
    FileState *fs = f->fs;
    Token *t = out_slot(pp);
    lex_next(&fs->lx, t);
    bool plain;
    switch (t->kind) {
    case TK_EOF:
        plain = false;
        break;
    case TK_PUNCT:
        plain = !(t->punct == P_HASH && (t->flags & TF_BOL));
        break;
    case TK_IDENT:
        plain = t->text != pp->s__Pragma && t->text != pp->s___has_feature && !macro_lookup(pp, t->text);
        break;
    default:
        plain = true;
        break;
    }
    if (!plain) {
        fs->la[0] = *t;
        fs->nla = 1;
        return false;
    }
    fs->taken++;
    finish_out(pp, t);
    out_commit(pp);
    return true;
}

/* The names the preprocessor compares by identity: the punctuators, the
 * directive and pragma words, __VA_ARGS__ (PP_KNOWN_COUNT, in that order). */
void pp_known_names(Cc *cc, Str *out)
{
    uint32_t n = 0;
    for (int i = 0; i < P_COUNT; i++)
        out[n++] = str_intern_lit(cc, punct_spelling[i]);
#define X(w) out[n++] = str_intern_lit(cc, #w);
    PP_NAMES(X)
#undef X
    out[n] = str_intern_lit(cc, "__VA_ARGS__");
    /* the predefined macros' names and fixed bodies: in the table, not in out[] */
    for (size_t i = 0; i < countof(predef_fixed); i++) {
        str_intern_lit(cc, predef_fixed[i].name);
        str_intern_lit(cc, predef_fixed[i].body);
    }
    for (size_t i = 0; i < countof(predef_stages); i++)
        str_intern_lit(cc, predef_stages[i].name);
    for (size_t i = 0; i < PD_COUNT; i++)
        str_intern_lit(cc, predef_option[i]);
    for (size_t i = 0; i < countof(small_ints); i++)
        str_intern_lit(cc, small_ints[i]);
}

Token *pp_run(Cc *cc, uint32_t *count)
{
    PP *pp = NEW(cc, PP);
    pp->cc = cc;
    cc->pp = pp;
    Str names[PP_KNOWN_COUNT];
    const Str *known = cc->known_pp;
    if (!known) {
        pp_known_names(cc, names);
        known = names;
    }
    memcpy(pp->punct_text, known, sizeof pp->punct_text);
    const Str *k = known + P_COUNT;
#define X(n) pp->s_##n = *k++;
    PP_NAMES(X)
#undef X
    pp->s_va_args = *k;
    pp->pp_only = cc->opt && cc->opt->preprocess_only;
    pp->eof = (Token){.kind = TK_EOF, .flags = TF_BOL, .text = pp->punct_text[P_NONE]};

    SrcFile *main = cc->files.data[0];
    if (main->len > LIMIT_SOURCE_BYTES) {
        diag(cc, (Loc){0}, D_SOURCE_TOO_LARGE, main->name, (unsigned)LIMIT_SOURCE_BYTES);
        cc_bail(cc);
    }
    FileInfo *fi = new_finfo(pp, main);
    map_put(cc, &pp->by_path, str_intern_c(cc, normalize_path(pp, main->path)), fi);
    push_file(pp, fi, (Loc){0}, 0);

    /* the predefinitions: macros made directly, then a file frame of the -D
     * and -U lines, read first */
    map_reserve(cc, &pp->macros, 40);
    macro_builtins(pp);
    Buf b;
    buf_init(&b, &cc->arena);
    predefines(pp, &b);
    if (b.len) {
        FileState *fs = NEW(cc, FileState);
        lex_init(&fs->lx, cc, pp->punct_text, buf_cstr(&b), b.len, PREDEF_FILE, true);
        Frame f = {.kind = FR_FILE, .fs = fs, .file = PREDEF_FILE, .cond_base = pp->conds.len};
        vec_push(&cc->arena, &pp->frames, f);
    }

    for (;;) {
        if (fast_token(pp))
            continue;
        Token t;
        Hideset *hs;
        pp_expand_next(pp, &t, &hs);
        if (t.kind == TK_EOF) {
            if (pp->frames.len == 1) {
                close_conds(pp);
                emit(pp, &t);
                break;
            }
            end_file(pp);
            continue;
        }
        finish_out(pp, &t);
        emit(pp, &t);
    }
    /* one array: the first chunk when all fit, else the chunks joined */
    if (pp->out.len == 1) {
        pp->result = pp->out.data[0].data;
    } else {
        pp->result = arena_alloc_uninit(&cc->arena, sizeof(Token) * (size_t)pp->nout);
        uint32_t k = 0;
        for (uint32_t i = 0; i < pp->out.len; i++) {
            memcpy(pp->result + k, pp->out.data[i].data, pp->out.data[i].len * sizeof(Token));
            k += pp->out.data[i].len;
        }
    }
    *count = pp->nout;
    return pp->result;
}
