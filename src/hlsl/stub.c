/* Placeholder until the front end lands; delete when replaced. */
#include "hlsl/hlsl.h"
struct Ast *hlsl_frontend(Cc *cc, const Token *toks, uint32_t count)
{
    (void)toks; (void)count;
    diag(cc, (Loc){0, 1, 1}, D_NOT_IMPLEMENTED, "the HLSL front end");
    return NULL;
}
void hlsl_dump_ast(Cc *cc, struct Ast *ast, Buf *out) { (void)cc; (void)ast; (void)out; }
