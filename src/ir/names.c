/*
 * The IR text's names for SPIR-V enums (names.h). The storage, dim and
 * resource tables are indexed by the enum's value; built-ins and the
 * storage classes past the dense run are sparse, so they are pairs.
 */
#include "ir/names.h"

static const char *const storage_names[] = {
    "uniform_constant", "input", "uniform", "output", "workgroup", "cross_workgroup", "private",
    "function", "generic", "push_constant", "atomic_counter", "image", "storage_buffer",
};

static const char *const dim_names[] = {"1d", "2d", "3d", "cube", "rect", "buffer", "subpass"};

static const char *const res_names[] = {
    "none", "uniform_buffer", "storage_buffer", "sampled_image", "storage_image", "sampler",
    "comparison_sampler", "combined_image_sampler", "input_attachment", "counter_buffer",
    "uniform_texel_buffer", "storage_texel_buffer", "push_constant",
};

typedef struct NamePair { uint32_t id; const char *name; } NamePair;

static const NamePair storage_sparse[] = {
    {SpvStorageClassPhysicalStorageBuffer, "physical_storage_buffer"},
};

/* Built-ins by their SPIR-V name, from the generated grammar table (the
 * first name the grammar gives each value). */
static const NamePair builtin_names[] = {
#define SPV_ENUM_BuiltIn(name, value) {value, name},
#include "ir/spirv_grammar.def"
#undef SPV_ENUM_BuiltIn
};

/* The dense tables, by IrNameTable (the built-ins are not dense). */
static const char *const *dense(IrNameTable table, size_t *n)
{
    switch (table) {
    case IR_NAMES_STORAGE: *n = countof(storage_names); return storage_names;
    case IR_NAMES_DIM: *n = countof(dim_names); return dim_names;
    case IR_NAMES_RES: *n = countof(res_names); return res_names;
    default: *n = 0; return NULL;
    }
}

/* The sparse pairs of a table. */
static const NamePair *sparse(IrNameTable table, size_t *n)
{
    switch (table) {
    case IR_NAMES_STORAGE: *n = countof(storage_sparse); return storage_sparse;
    case IR_NAMES_BUILTIN: *n = countof(builtin_names); return builtin_names;
    default: *n = 0; return NULL;
    }
}

const char *ir_name_of(IrNameTable table, uint32_t value)
{
    size_t n;
    const char *const *names = dense(table, &n);
    if (names && value < n)
        return names[value];
    const NamePair *pairs = sparse(table, &n);
    for (size_t i = 0; i < n; i++)
        if (pairs[i].id == value)
            return pairs[i].name;
    return NULL;
}

bool ir_name_find(IrNameTable table, const char *name, uint32_t *value)
{
    if (!name)
        return false;
    size_t n;
    const char *const *names = dense(table, &n);
    for (size_t i = 0; names && i < n; i++)
        if (strcmp(name, names[i]) == 0) {
            *value = (uint32_t)i;
            return true;
        }
    const NamePair *pairs = sparse(table, &n);
    for (size_t i = 0; i < n; i++)
        if (strcmp(name, pairs[i].name) == 0) {
            *value = pairs[i].id;
            return true;
        }
    return false;
}
