/* Target profiles: "<stage>_<major>_<minor>", as dxc spells them. */
#include <stdlib.h>

#include "base.h"

static const struct { const char *prefix; Stage stage; const char *name; } stages[] = {
    {"ps", STAGE_PIXEL, "pixel"},       {"vs", STAGE_VERTEX, "vertex"},
    {"gs", STAGE_GEOMETRY, "geometry"}, {"hs", STAGE_HULL, "hull"},
    {"ds", STAGE_DOMAIN, "domain"},     {"cs", STAGE_COMPUTE, "compute"},
    {"lib", STAGE_LIBRARY, "library"},  {"ms", STAGE_MESH, "mesh"},
    {"as", STAGE_AMPLIFICATION, "amplification"},
};

bool profile_parse(const char *p, Stage *stage, int *major, int *minor)
{
    if (!p)
        return false;
    for (size_t i = 0; i < countof(stages); i++) {
        size_t n = strlen(stages[i].prefix);
        if (strncmp(p, stages[i].prefix, n) != 0 || p[n] != '_')
            continue;
        const char *q = p + n + 1;
        bool ten = q[0] == '6' && q[1] == '_' && q[2] == '1' && q[3] == '0' && q[4] == 0; /* 6_10 */
        if (!ten && (q[0] != '6' || q[1] != '_' || q[2] < '0' || q[2] > '9' || q[3] != 0))
            return false;
        *stage = stages[i].stage;
        *major = 6;
        *minor = ten ? 10 : q[2] - '0';
        if ((*stage == STAGE_MESH || *stage == STAGE_AMPLIFICATION) && *minor < 5)
            return false;
        if (*stage == STAGE_LIBRARY && *minor < 1)
            return false;
        return true;
    }
    return false;
}

const char *stage_name(Stage s)
{
    static const char *const names[] = {
        "pixel", "vertex", "geometry", "hull", "domain", "compute", "library",
        "raygeneration", "intersection", "anyhit", "closesthit", "miss", "callable",
        "mesh", "amplification", "none",
    };
    return (unsigned)s < countof(names) ? names[s] : "none";
}
