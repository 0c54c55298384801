/* A host that defines names our library uses inside (as an engine with its
 * own arena and hash map would) must still link with the static library:
 * tools/check-symbols.sh builds this against it. */
#include <stddef.h>
#include <stdio.h>

#include "oneshader.h"

void *arena_alloc(void *a, size_t n) { (void)a; (void)n; return NULL; }
int map_get(int x) { return x; }
int p_convert(int x) { return x + 1; }
int p_fold(int x) { return x + 2; }

int main(void)
{
    printf("%s %d\n", osh_version(), map_get(p_convert(p_fold(0))) + (arena_alloc(NULL, 0) != NULL));
    return 0;
}
