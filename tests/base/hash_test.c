// hash128 (src/base/hash.c) is FNV-1a 128: the expected digests are the FNV
// reference's ("" is the offset basis; "a" and "foobar" from its test
// vectors), the last one computed with Python's big integers
// (h = (h ^ byte) * (2**88 + 0x13b) % 2**128), not with this code.
#include <stdio.h>
#include <string.h>

#include "base/base.h"

static int failures;

static void check(const void *p, size_t n, const char *want, int line)
{
    Hash128 h;
    char got[33];
    hash128_init(&h);
    hash128_bytes(&h, p, n);
    hash128_hex(&h, got);
    if (strcmp(got, want)) {
        fprintf(stderr, "hash_test.c:%d: %s, want %s\n", line, got, want);
        failures++;
    }
}

int main(void)
{
    check("", 0, "6c62272e07bb014262b821756295c58d", __LINE__);
    check("a", 1, "d228cb696f1a8caf78912b704e4a8964", __LINE__);
    check("foobar", 6, "343e1662793c64bf6f0d3597ba446f18", __LINE__);
    unsigned char all[768];
    for (size_t i = 0; i < sizeof all; i++)
        all[i] = (unsigned char)i;
    check(all, sizeof all, "ceced98447397784e46346c4dbaac68d", __LINE__);
    /* Streaming in pieces is the same as one call. */
    Hash128 a, b;
    hash128_init(&a);
    hash128_bytes(&a, "foo", 3);
    hash128_bytes(&a, "bar", 3);
    hash128_init(&b);
    hash128_bytes(&b, "foobar", 6);
    if (a.hi != b.hi || a.lo != b.lo) {
        fprintf(stderr, "hash_test.c: pieces differ from the whole\n");
        failures++;
    }
    /* Length-prefixed strings: ("ab","c") is not ("a","bc"); NULL is not "". */
    hash128_init(&a);
    hash128_str(&a, "ab");
    hash128_str(&a, "c");
    hash128_init(&b);
    hash128_str(&b, "a");
    hash128_str(&b, "bc");
    if (a.hi == b.hi && a.lo == b.lo) {
        fprintf(stderr, "hash_test.c: string boundaries are not hashed\n");
        failures++;
    }
    hash128_init(&a);
    hash128_str(&a, NULL);
    hash128_init(&b);
    hash128_str(&b, "");
    if (a.hi == b.hi && a.lo == b.lo) {
        fprintf(stderr, "hash_test.c: NULL hashes as \"\"\n");
        failures++;
    }
    if (failures)
        fprintf(stderr, "hash_test: %d failures\n", failures);
    return failures != 0;
}
