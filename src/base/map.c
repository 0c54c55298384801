/* Open-addressing hash maps (linear probing) and string interning. Maps are
 * for lookup only; anything printed is iterated from a Vec in source order. */
#include "base.h"

uint64_t hash_bytes(const void *p, size_t n)
{
    /* Eight bytes a step (FNV-1a's byte loop was 5% of a compilation),
     * assembled little-endian so that every machine computes the same hash,
     * then murmur3's final mix so that the low bits, which pick the slot,
     * depend on every byte. */
    const unsigned char *s = p;
    uint64_t h = 0x9e3779b97f4a7c15ull ^ (uint64_t)n;
    for (; n >= 8; s += 8, n -= 8) {
        uint64_t w = (uint64_t)s[0] | (uint64_t)s[1] << 8 | (uint64_t)s[2] << 16 |
                     (uint64_t)s[3] << 24 | (uint64_t)s[4] << 32 | (uint64_t)s[5] << 40 |
                     (uint64_t)s[6] << 48 | (uint64_t)s[7] << 56;
        h = (h ^ w) * 0xff51afd7ed558ccdull;
        h ^= h >> 29;
    }
    uint64_t w = 0;
    for (size_t i = 0; i < n; i++)
        w |= (uint64_t)s[i] << (8 * i);
    h = (h ^ w) * 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return h;
}

static uint64_t hash_ptr(const void *k)
{
    uint64_t x = (uint64_t)(uintptr_t)k;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
}


static MapEntry *find(const Map *m, const void *key, size_t klen, uint64_t h, bool bykey)
{
    if (!m->cap)
        return NULL;
    uint32_t mask = m->cap - 1;
    for (uint32_t i = (uint32_t)h & mask;; i = (i + 1) & mask) {
        MapEntry *e = &m->slots[i];
        if (!e->key)
            return e;
        if (e->hash != h)
            continue;
        if (bykey ? (e->klen == klen && memcmp(e->key, key, klen) == 0) : e->key == key)
            return e;
    }
}

static void grow(Cc *cc, Map *m)
{
    uint32_t ncap = m->cap ? m->cap * 2 : 16;
    MapEntry *old = m->slots;
    uint32_t ocap = m->cap;
    m->slots = arena_alloc(m->arena ? m->arena : &cc->arena, sizeof(MapEntry) * ncap);
    m->cap = ncap;
    m->used = 0;
    for (uint32_t i = 0; i < ocap; i++) {
        MapEntry *e = &old[i];
        if (!e->key)
            continue;
        MapEntry *d = &m->slots[(uint32_t)e->hash & (ncap - 1)];
        while (d->key)
            d = (d == &m->slots[ncap - 1]) ? m->slots : d + 1;
        *d = *e;
        m->used++;
    }
}

void *map_get(const Map *m, const void *key)
{
    MapEntry *e = find(m, key, 0, hash_ptr(key), false);
    return e && e->key ? e->val : NULL;
}

void map_put(Cc *cc, Map *m, const void *key, void *val)
{
    if ((m->used + 1) * 4 >= m->cap * 3)
        grow(cc, m);
    uint64_t h = hash_ptr(key);
    MapEntry *e = find(m, key, 0, h, false);
    if (!e->key) {
        e->key = key;
        e->hash = h;
        m->used++;
    }
    e->val = val;
}

void *map_get_s(const Map *m, const char *p, size_t n)
{
    MapEntry *e = find(m, p, n, hash_bytes(p, n), true);
    return e && e->key ? e->val : NULL;
}

void map_put_s(Cc *cc, Map *m, const char *p, size_t n, void *val)
{
    if ((m->used + 1) * 4 >= m->cap * 3)
        grow(cc, m);
    uint64_t h = hash_bytes(p, n);
    MapEntry *e = find(m, p, n, h, true);
    if (!e->key) {
        e->key = arena_strndup(m->arena ? m->arena : &cc->arena, p, n);
        e->klen = n;
        e->hash = h;
        m->used++;
    }
    e->val = val;
}

/* The capacity that holds n entries below the 3/4 load limit. */
static uint32_t cap_for(uint32_t n)
{
    uint32_t cap = 16;
    while ((n + 1) * 4 >= cap * 3)
        cap *= 2;
    return cap;
}

void map_reserve(Cc *cc, Map *m, uint32_t n)
{
    if (m->cap || n > (1u << 24))
        return;
    uint32_t cap = cap_for(n);
    m->slots = arena_alloc(m->arena ? m->arena : &cc->arena, sizeof(MapEntry) * cap);
    m->cap = cap;
}

/* One hash and one probe: a name seen before (most of them) costs a lookup;
 * a new one is copied and stored in the slot the probe ended on. */
static Str intern(Cc *cc, const char *s, size_t n, bool copy)
{
    Map *m = &cc->strings;
    uint64_t h = hash_bytes(s, n);
    MapEntry *e = find(m, s, n, h, true);
    if (e && e->key)
        return e->key;
    if ((m->used + 1) * 4 >= m->cap * 3) {
        grow(cc, m);
        e = find(m, s, n, h, true);
    }
    Str key = copy ? arena_strndup(m->arena ? m->arena : &cc->arena, s, n) : s;
    *e = (MapEntry){key, n, (void *)key, h};
    m->used++;
    return key;
}

Str str_intern(Cc *cc, const char *s, size_t n) { return intern(cc, s, n, true); }

Str str_intern_c(Cc *cc, const char *s) { return str_intern(cc, s, strlen(s)); }

/* For the names a table is seeded with: the key is the string itself, so a
 * table copied from the context's points at nothing the context owns. */
Str str_intern_lit(Cc *cc, const char *lit) { return intern(cc, lit, strlen(lit), false); }

/* dst (empty) becomes a copy of src with room for `room` more entries
 * before it grows: the slots are copied as they are (same capacity, same
 * places), or rehashed into a bigger table. */
void map_copy(Cc *cc, Map *dst, const Map *src, uint32_t room)
{
    if (dst->cap || room > (1u << 24))
        return;
    if (cap_for(src->used + room) <= src->cap) {
        dst->slots = arena_dup(dst->arena ? dst->arena : &cc->arena, src->slots,
                               sizeof(MapEntry) * src->cap);
        dst->cap = src->cap;
        dst->used = src->used;
        return;
    }
    map_reserve(cc, dst, src->used + room);
    for (uint32_t i = 0; i < src->cap; i++) {
        const MapEntry *e = &src->slots[i];
        if (!e->key)
            continue;
        MapEntry *d = find(dst, e->key, e->klen, e->hash, true);
        *d = *e;
        dst->used++;
    }
}
