/* FNV-1a: 32 bits for names, and 128 bits (the FNV reference: offset basis
 * 0x6c62272e07bb014262b821756295c58d, prime 2^88 + 0x13b), byte by byte:
 * the cache key must be the same on every machine and in every build, so it
 * is defined by the bytes alone (no seeds, no word order). */
#include "base.h"

uint32_t hash_fnv32(const char *s)
{
    uint32_t x = 0x811c9dc5u;
    for (; *s; s++)
        x = (x ^ (unsigned char)*s) * 0x01000193u;
    return x;
}

void hash128_init(Hash128 *h)
{
    h->hi = 0x6c62272e07bb0142ull;
    h->lo = 0x62b821756295c58dull;
}

/* h * 0x13b (the prime's low part) + (h << 88), mod 2^128. */
static void mul_prime(Hash128 *h)
{
    uint64_t lo = h->lo, hi = h->hi;
    uint64_t l0 = lo & 0xffffffffu, l1 = lo >> 32;
    uint64_t p0 = l0 * 0x13b, p1 = l1 * 0x13b;      /* each under 2^41 */
    uint64_t mid = (p0 >> 32) + p1;                  /* under 2^42 */
    h->lo = (p0 & 0xffffffffu) | (mid << 32);
    h->hi = hi * 0x13b + (mid >> 32) + (lo << 24);
}

void hash128_bytes(Hash128 *h, const void *p, size_t n)
{
    const unsigned char *s = p;
    for (size_t i = 0; i < n; i++) {
        h->lo ^= s[i];
        mul_prime(h);
    }
}

/* Length first, so that "ab","c" and "a","bc" differ; NULL differs from "". */
void hash128_str(Hash128 *h, const char *s)
{
    uint64_t n = s ? (uint64_t)strlen(s) + 1 : 0;
    hash128_u64(h, n);
    if (s)
        hash128_bytes(h, s, (size_t)n - 1);
}

void hash128_u64(Hash128 *h, uint64_t v)
{
    unsigned char b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (unsigned char)(v >> (8 * i)); /* little-endian on every machine */
    hash128_bytes(h, b, 8);
}

void hash128_hex(const Hash128 *h, char out[33])
{
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 32; i++) {
        uint64_t w = i < 16 ? h->hi : h->lo;
        out[i] = digits[(w >> (4 * (15 - (i & 15)))) & 15];
    }
    out[32] = 0;
}
