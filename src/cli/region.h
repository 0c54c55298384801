/*
 * The command line's allocator for a one-shot compilation: one bump region.
 * See region.c for why.
 */
#ifndef OSH_CLI_REGION_H
#define OSH_CLI_REGION_H

#include <stdbool.h>
#include <stddef.h>

typedef struct Region {
    char *base, *cur, *end; /* the reserved range; cur: the next free byte */
    size_t reserved;        /* bytes mapped at base (for munmap) */
} Region;

/* Reserves the region; false when it cannot (the caller then keeps malloc). */
bool region_init(Region *r);
void region_fini(Region *r);
/* An osh_alloc_fn: user is the Region. */
void *region_alloc(void *user, void *ptr, size_t old_size, size_t new_size);

#endif
