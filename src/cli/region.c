/*
 * The command line's allocator for a one-shot compilation: one bump region.
 *
 * Why: `oneshader file.hlsl` is a short process, and its cost was dominated
 * not by compiling (about 2 ms for a 200-line pixel shader) but by page
 * faults: every 4 KiB page the compilation touches for the first time is a
 * trap into the kernel, about 15-25 us each on the virtual machines we
 * measured (bench/), and a compilation touches a few hundred. The region is
 * one reservation whose first 2 MiB are asked to be a transparent huge page
 * (madvise MADV_HUGEPAGE), so the first 2 MiB the compilation uses cost one
 * fault instead of 512. From 2 to 8 MiB it is ordinary memory, faulted as
 * used, so that a middle-sized compilation does not round its resident size
 * up to the next 2 MiB; past 8 MiB (huge inputs: a 1 MB expression, 100k
 * declarations) it is huge pages again, which took those from 1.2-1.5 s,
 * almost all of it in the kernel, to 0.15 s.
 * Where huge pages are off (or madvise fails) it is still a plain bump
 * allocator, no slower than malloc.
 *
 * Allocation bumps a pointer (16-aligned). Freeing the most recent block
 * moves the pointer back (the arena's blocks and buffers mostly die in that
 * order); any other free is a no-op: the process ends after one compilation.
 * When the region is full, malloc takes over; its blocks are told apart by
 * address. Batch mode (several inputs, threads) does not use it.
 */
#define _DEFAULT_SOURCE
#include "cli/region.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HUGE_SIZE ((size_t)2 << 20)
#define RESERVE ((size_t)512 << 20) /* address space only: pages are not touched */
#define SMALL_END ((size_t)8 << 20)  /* past this, the region is huge pages again */
#define ALIGN 16

bool region_init(Region *r)
{
    memset(r, 0, sizeof *r);
    /* One extra huge page so that the start can be aligned to one. */
    size_t n = RESERVE + HUGE_SIZE;
    void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                   -1, 0);
    if (p == MAP_FAILED)
        return false;
    uintptr_t a = ((uintptr_t)p + HUGE_SIZE - 1) & ~(uintptr_t)(HUGE_SIZE - 1);
    r->base = (char *)p;
    r->reserved = n;
    r->cur = (char *)a;
    r->end = (char *)a + RESERVE;
#ifdef MADV_HUGEPAGE
    (void)madvise((void *)a, HUGE_SIZE, MADV_HUGEPAGE);
    (void)madvise((void *)(a + SMALL_END), RESERVE - SMALL_END, MADV_HUGEPAGE);
#endif
    return true;
}

void region_fini(Region *r)
{
    if (r->base)
        munmap(r->base, r->reserved);
    memset(r, 0, sizeof *r);
}

static bool owns(const Region *r, const void *p)
{
    return (const char *)p >= r->base && (const char *)p < r->end;
}

static size_t rounded(size_t n) { return (n + ALIGN - 1) & ~(size_t)(ALIGN - 1); }

void *region_alloc(void *user, void *ptr, size_t old, size_t size)
{
    Region *r = user;
    if (ptr && !owns(r, ptr)) {
        if (size == 0) {
            free(ptr);
            return NULL;
        }
        return realloc(ptr, size);
    }
    bool last = ptr && (char *)ptr + rounded(old) == r->cur;
    if (size == 0) {
        if (last)
            r->cur = ptr;
        return NULL;
    }
    if (last && size <= (size_t)(r->end - (char *)ptr)) {
        r->cur = (char *)ptr + rounded(size);
        return ptr;
    }
    void *q;
    if (rounded(size) <= (size_t)(r->end - r->cur) && rounded(size) >= size) {
        q = r->cur;
        r->cur += rounded(size);
    } else {
        q = malloc(size);
        if (!q)
            return NULL;
    }
    if (ptr) {
        memcpy(q, ptr, old < size ? old : size);
        if (last) {
            /* The block moved to malloc: give its region space back. */
            r->cur = ptr;
        }
    }
    return q;
}
