/* The per-compilation arena, growable arrays and byte buffers. Blocks come
 * from the host allocator; a failed allocation or a total above the limit
 * unwinds the whole compilation with OSH_OUT_OF_MEMORY. */
#include <stdio.h>
#include <stdlib.h>

#include "base.h"

struct ArenaBlock {
    ArenaBlock *next;
    size_t size;
    /* payload follows, 16-aligned */
};

#define BLOCK_HEADER ((sizeof(ArenaBlock) + 15) & ~(size_t)15)
#define BLOCK_MIN (64 * 1024)
#define BLOCK_MAX (1024 * 1024)

/* The host allocator's two uses, here because the arena is their main caller
 * and base must not call up into the driver. */
void *cc_host_alloc(const osh_allocator *al, size_t n) { return al->fn(al->user, NULL, 0, n); }
void cc_host_free(const osh_allocator *al, void *p, size_t n)
{
    if (p)
        al->fn(al->user, p, n, 0);
}

/* The allocator a host that gives none gets: libc's. */
void *cc_default_alloc(void *user, void *ptr, size_t old, size_t size)
{
    (void)user;
    (void)old;
    if (size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

static _Noreturn void arena_oom(Arena *a)
{
    a->cc->unwind_status = OSH_OUT_OF_MEMORY;
    longjmp(a->cc->unwind, 1);
}

/* A released block of at least `size` bytes, or NULL: for a request of its
 * own block the smallest that fits, so a big table does not take the block
 * the next small allocations would fill; else the largest, to fill it.
 * The list is short (the blocks of one step). */
static ArenaBlock *take_spare(Arena *a, size_t size, bool smallest)
{
    ArenaBlock **best = NULL;
    for (ArenaBlock **p = &a->spare; *p; p = &(*p)->next)
        if ((*p)->size >= size &&
            (!best || (smallest ? (*p)->size < (*best)->size : (*p)->size > (*best)->size)))
            best = p;
    if (!best)
        return NULL;
    ArenaBlock *b = *best;
    *best = b->next;
    return b;
}

static void *alloc(Arena *a, size_t size, bool zero)
{
    size = (size + 15) & ~(size_t)15;
    if (size == 0)
        size = 16;
    if ((size_t)(a->end - a->cur) < size) {
        /* Blocks grow with the arena (64 KiB, 64 KiB, 128 KiB... up to 1 MiB):
         * few host calls for a big compilation, little slack for a small one.
         * Measured (bench/): with glibc, fixed 64 KiB blocks were trimmed back
         * to the kernel at every osh_result_free and faulted in again by the
         * next compilation, which cost more than the compilation itself;
         * blocks past the mmap threshold raise glibc's thresholds so the
         * memory is kept for the next one. */
        size_t grow = a->total < BLOCK_MIN ? BLOCK_MIN : a->total > BLOCK_MAX ? BLOCK_MAX : a->total;
        /* A big request gets a block of its own, of its size, and the current
         * block keeps filling. */
        bool own = size + BLOCK_HEADER > BLOCK_MIN / 2 && a->cur;
        size_t bsize = own || size + BLOCK_HEADER > grow ? size + BLOCK_HEADER : grow;
        ArenaBlock *b = take_spare(a, own ? bsize : size + BLOCK_HEADER, own);
        if (b) {
            bsize = b->size;
        } else {
            if (size > a->limit || a->total + bsize > a->limit)
                arena_oom(a);
            b = cc_host_alloc(&a->cc->alloc, bsize);
            if (!b)
                arena_oom(a);
            b->size = bsize;
            a->total += bsize;
        }
        b->next = a->head;
        a->head = b;
        char *payload = (char *)b + BLOCK_HEADER;
        if (own) {
            if (zero)
                memset(payload, 0, size);
            return payload;
        }
        a->cur = payload;
        a->end = (char *)b + bsize;
    }
    void *p = a->cur;
    a->cur += size;
    if (zero)
        memset(p, 0, size);
    return p;
}

void *arena_alloc(Arena *a, size_t size) { return alloc(a, size, true); }

/* Not zeroed: the pages of a big block that is never written are never
 * touched (a page fault costs more than the bytes). */
void *arena_alloc_uninit(Arena *a, size_t size) { return alloc(a, size, false); }

/* The copies below write every byte they hand out: not zeroed first. */
void *arena_dup(Arena *a, const void *p, size_t size)
{
    void *q = alloc(a, size, false);
    if (size)
        memcpy(q, p, size);
    return q;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    char *q = alloc(a, n + 1, false);
    if (n)
        memcpy(q, s, n);
    q[n] = 0;
    return q;
}

char *arena_concat(Arena *a, const char *s, const char *t)
{
    size_t n = strlen(s), k = strlen(t);
    char *q = alloc(a, n + k + 1, false);
    memcpy(q, s, n);
    memcpy(q + n, t, k + 1);
    return q;
}

/* fmt with no conversion but %s, %d, %u and %% (the compiler's made-up
 * names: "in.var.%s", "%s.%u") written into out[room] without vsnprintf,
 * which costs ten times as much: the length, or -1 when fmt needs more or
 * the text does not fit. */
static int format_simple(char *out, size_t room, const char *fmt, va_list ap)
{
    size_t n = 0;
    for (const char *f = fmt; *f; f++) {
        const char *s = f;
        size_t k = 1;
        char digits[24];
        if (*f == '%') {
            f++;
            if (*f == 's') {
                s = va_arg(ap, const char *);
                if (!s)
                    return -1; /* vsnprintf's "(null)" */
                k = strlen(s);
            } else if (*f == 'd' || *f == 'u') {
                long long v = *f == 'd' ? (long long)va_arg(ap, int) : (long long)va_arg(ap, unsigned);
                unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
                char *e = digits + sizeof digits, *d = e;
                do
                    *--d = (char)('0' + u % 10);
                while (u /= 10);
                if (v < 0)
                    *--d = '-';
                s = d;
                k = (size_t)(e - d);
            } else if (*f != '%') {
                return -1;
            }
        }
        if (n + k >= room)
            return -1;
        memcpy(out + n, s, k);
        n += k;
    }
    out[n] = 0;
    return (int)n;
}

char *arena_vsprintf(Arena *a, const char *fmt, va_list ap)
{
    /* Formats straight into the current block when the text fits (most do):
     * one formatting pass instead of measuring first. cur and end are
     * 16-aligned, so a text that fits also fits rounded up. */
    size_t room = a->cur ? (size_t)(a->end - a->cur) : 0;
    if (room) {
        va_list ap0;
        va_copy(ap0, ap);
        int n = format_simple(a->cur, room, fmt, ap0);
        va_end(ap0);
        if (n >= 0 && (((size_t)n + 16) & ~(size_t)15) <= room)
            return alloc(a, (size_t)n + 1, false);
        va_list ap1;
        va_copy(ap1, ap);
        n = vsnprintf(a->cur, room, fmt, ap1);
        va_end(ap1);
        if (n >= 0 && (((size_t)n + 16) & ~(size_t)15) <= room)
            return alloc(a, (size_t)n + 1, false);
    }
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        n = 0;
    char *q = arena_alloc(a, (size_t)n + 1);
    vsnprintf(q, (size_t)n + 1, fmt, ap);
    return q;
}

char *arena_sprintf(Arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *q = arena_vsprintf(a, fmt, ap);
    va_end(ap);
    return q;
}

void arena_release(Arena *a, ArenaMark mark)
{
    while (a->head != mark.head) {
        ArenaBlock *b = a->head;
        a->head = b->next;
        b->next = a->spare;
        a->spare = b;
    }
    a->cur = mark.cur;
    a->end = mark.end;
}

static void free_list(Arena *a, ArenaBlock *b)
{
    while (b) {
        ArenaBlock *next = b->next;
        cc_host_free(&a->cc->alloc, b, b->size);
        b = next;
    }
}

void arena_free_all(Arena *a)
{
    if (!a->cc)
        return;
    free_list(a, a->head);
    free_list(a, a->spare);
    a->head = a->spare = NULL;
    a->cur = a->end = NULL;
    a->total = 0;
    if (a == &a->cc->arena)
        arena_free_all(&a->cc->scratch);
}

void vec_grow_(Arena *a, void **data, uint32_t *cap, size_t elem, uint32_t need)
{
    if (need > (1u << 30) / (elem ? elem : 1))
        arena_oom(a);
    uint32_t ncap = *cap ? *cap * 2 : 8;
    while (ncap < need)
        ncap *= 2;
    /* the copied part is not zeroed first, the new part is */
    char *nd = arena_alloc_uninit(a, elem * ncap);
    if (*cap)
        memcpy(nd, *data, elem * *cap);
    memset(nd + elem * *cap, 0, elem * (ncap - *cap));
    *data = nd;
    *cap = ncap;
}

void buf_init(Buf *b, Arena *a)
{
    b->data = NULL;
    b->len = b->cap = 0;
    b->arena = a;
}

static void buf_reserve(Buf *b, size_t n)
{
    if (b->len + n + 1 <= b->cap)
        return;
    size_t ncap = b->cap ? b->cap * 2 : 256;
    while (ncap < b->len + n + 1)
        ncap *= 2;
    if (ncap > b->arena->limit)
        arena_oom(b->arena);
    char *nd = arena_alloc_uninit(b->arena, ncap); /* bytes past len are never read */
    if (b->len)
        memcpy(nd, b->data, b->len);
    b->data = nd;
    b->cap = ncap;
}

void buf_put(Buf *b, const void *p, size_t n)
{
    if (n == 0)
        return;
    buf_reserve(b, n);
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

void buf_putc(Buf *b, char c)
{
    buf_reserve(b, 1);
    b->data[b->len++] = c;
}

void buf_vprintf(Buf *b, const char *fmt, va_list ap)
{
    /* One formatting pass when the text fits in the room the buffer has
     * (most do); a longer one is formatted again into a bigger buffer. */
    buf_reserve(b, 64);
    size_t room = b->cap - b->len;
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(b->data + b->len, room, fmt, ap2);
    va_end(ap2);
    if (n <= 0)
        return;
    if ((size_t)n >= room) {
        buf_reserve(b, (size_t)n + 1);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    }
    b->len += (size_t)n;
}

void buf_printf(Buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    buf_vprintf(b, fmt, ap);
    va_end(ap);
}

const char *buf_cstr(Buf *b)
{
    buf_reserve(b, 1);
    b->data[b->len] = 0;
    return b->data;
}
