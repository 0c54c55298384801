/* Diagnostics: one table of codes (diag_codes.def), reporting with -WX and
 * -Wno-<name> applied, notes attached to their diagnostic, and the error
 * limit that stops a run of cascading errors. */
#include <stdio.h>

#include "base.h"

static const DiagInfo diag_table[] = {
#define DIAG(id, num, sev, name, fmt) {"OSH" #num, sev, name, fmt},
#include "diag_codes.def"
#undef DIAG
};

const DiagInfo *diag_info(DiagId id) { return &diag_table[id]; }

static bool warning_disabled(Cc *cc, const char *name)
{
    for (size_t i = 0; i < cc->opt->disabled_warning_count; i++)
        if (strcmp(cc->opt->disabled_warnings[i], name) == 0)
            return true;
    return false;
}

_Noreturn void cc_bail(Cc *cc)
{
    cc->unwind_status = OSH_COMPILE_ERROR;
    longjmp(cc->unwind, 1);
}

bool diag(Cc *cc, Loc loc, DiagId id, ...)
{
    const DiagInfo *info = &diag_table[id];
    osh_severity sev = info->severity;
    if (sev == OSH_SEVERITY_WARNING) {
        if (warning_disabled(cc, info->name)) {
            cc->last_suppressed = true;
            return false;
        }
        if (cc->opt->warnings_as_errors)
            sev = OSH_SEVERITY_ERROR;
    }
    cc->last_suppressed = false;
    va_list ap;
    va_start(ap, id);
    Diag d = {id, sev, loc, arena_vsprintf(&cc->arena, info->fmt, ap)};
    va_end(ap);
    vec_push(&cc->arena, &cc->diags, d);
    if (sev == OSH_SEVERITY_ERROR) {
        cc->error_count++;
        if (cc->error_count >= cc->max_errors && id != D_TOO_MANY_ERRORS) {
            diag(cc, loc, D_TOO_MANY_ERRORS);
            cc_bail(cc);
        }
    } else if (sev == OSH_SEVERITY_WARNING) {
        cc->warning_count++;
    }
    return true;
}

void diag_note(Cc *cc, Loc loc, const char *fmt, ...)
{
    if (cc->last_suppressed)
        return;
    va_list ap;
    va_start(ap, fmt);
    Diag d = {D_NOTE, OSH_SEVERITY_NOTE, loc, arena_vsprintf(&cc->arena, fmt, ap)};
    va_end(ap);
    vec_push(&cc->arena, &cc->diags, d);
}

_Noreturn void diag_ice(Cc *cc, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *msg = arena_vsprintf(&cc->arena, fmt, ap);
    va_end(ap);
    Diag d = {D_INTERNAL, OSH_SEVERITY_ERROR, loc,
              arena_sprintf(&cc->arena, diag_table[D_INTERNAL].fmt, msg)};
    vec_push(&cc->arena, &cc->diags, d);
    cc->error_count++;
    cc_bail(cc);
}
