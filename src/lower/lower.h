/*
 * Lowering: the typed AST of one entry point (and everything it reaches) to
 * IR, with HLSL's semantics made explicit (copy-in/copy-out, conversions,
 * short-circuits, matrix mapping, resource access, stage I/O).
 */
#ifndef OSH_LOWER_H
#define OSH_LOWER_H

#include "ir/ir.h"

struct Ast;

/* Returns NULL (after diagnostics) when the entry point cannot be lowered.
 * `target` is the osh_target being compiled for (some choices differ). */
IrModule *lower_entry(Cc *cc, struct Ast *ast, const char *entry, osh_target target);

#endif
