/*
 * The optimizer: passes over the IR, one per file, each `bool pass(IrModule *)`
 * returning whether it changed anything. opt_run runs the pipeline for an
 * optimization level, with the verifier after each pass in debug builds.
 */
#ifndef OSH_OPT_H
#define OSH_OPT_H

#include "ir/ir.h"

/* Level 0 still runs the passes that make the IR legal for the back ends
 * (inlining, resource legalization, SSA promotion where required). */
bool opt_run(IrModule *m, int level);

#endif
