/*
 * The words of the IR text for SPIR-V enums (storage classes, image dims,
 * resource kinds, built-ins): one set of tables (names.c) for the printer
 * and the reader, so that what print.c writes parse.c reads. Internal to
 * src/ir.
 */
#ifndef OSH_IR_NAMES_H
#define OSH_IR_NAMES_H

#include "ir/ir.h"

typedef enum IrNameTable {
    IR_NAMES_STORAGE,   /* SpvStorageClass: "storage_buffer" */
    IR_NAMES_DIM,       /* SpvDim: "2d" */
    IR_NAMES_RES,       /* IrResKind: "sampled_image" */
    IR_NAMES_BUILTIN,   /* SpvBuiltIn: "Position" */
} IrNameTable;

/* The word for `value`, or NULL when the table has none. */
const char *ir_name_of(IrNameTable table, uint32_t value);
/* The value spelled `name` (NULL: none); false when the table has no such word. */
bool ir_name_find(IrNameTable table, const char *name, uint32_t *value);

#endif
