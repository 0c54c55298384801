/* Source files of one compilation: the main file is id 0, includes follow in
 * the order they were first opened. Line tables are built on demand for
 * diagnostics' carets. */
#include "base.h"

SrcFile *src_add(Cc *cc, const char *name, const char *path, const char *text, size_t len)
{
    SrcFile *f = NEW(cc, SrcFile);
    f->id = cc->files.len;
    f->name = str_intern_c(cc, name);
    f->path = str_intern_c(cc, path ? path : name);
    f->text = text;
    f->len = len;
    vec_push(&cc->arena, &cc->files, f);
    return f;
}

SrcFile *src_file(Cc *cc, uint32_t id) { return id < cc->files.len ? cc->files.data[id] : NULL; }

static void build_lines(Cc *cc, SrcFile *f)
{
    uint32_t n = 1;
    for (size_t i = 0; i < f->len; i++)
        if (f->text[i] == '\n')
            n++;
    f->line_starts = NEWN(cc, uint32_t, n);
    f->line_starts[0] = 0;
    uint32_t k = 1;
    for (size_t i = 0; i < f->len; i++)
        if (f->text[i] == '\n')
            f->line_starts[k++] = (uint32_t)(i + 1);
    f->line_count = n;
}

const char *src_line(Cc *cc, uint32_t file, uint32_t line, size_t *len)
{
    SrcFile *f = src_file(cc, file);
    if (!f || !f->text || line == 0)
        return NULL;
    if (!f->line_starts)
        build_lines(cc, f);
    if (line > f->line_count)
        return NULL;
    const char *s = f->text + f->line_starts[line - 1];
    const char *end = f->text + f->len;
    const char *e = s;
    while (e < end && *e != '\n')
        e++;
    if (e > s && e[-1] == '\r')
        e--;
    *len = (size_t)(e - s);
    return s;
}
