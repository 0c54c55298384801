/*
 * WGSL bindings: where each resource an entry point reaches goes in WGSL,
 * shared by the back end and reflection so that both say the same.
 *
 * A resource keeps its Vulkan set and binding, except that WGSL forbids two
 * module-scope resources on one (group, binding), which DXC's register
 * mapping gives every `tN` + `sN` pair (Vulkan binds a combined image
 * sampler there). Among the resources that share a binding, the first one
 * in declaration order that is not a sampler keeps it (the first sampler
 * when all are samplers); each of the others, in declaration order, moves
 * to the binding after the highest one its group then uses. The
 * push-constant block (a uniform buffer in WGSL) goes after all of them.
 */
#include "wgsl/wgsl_int.h"

static bool is_binding_resource(const IrGlobal *g)
{
    return g->res != IRR_NONE && g->res != IRR_PUSH_CONSTANT &&
           g->storage != SpvStorageClassPushConstant;
}

static bool is_sampler(const IrGlobal *g)
{
    return g->res == IRR_SAMPLER || g->res == IRR_COMPARISON_SAMPLER;
}

void wgsl_bindings(IrModule *m, const uint8_t *reached, uint32_t *binding, IrId *shares)
{
    Cc *cc = m->cc;
    uint32_t n = 0;
    IrId *ids = NEWN(cc, IrId, m->globals.len + 1);
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        if (reached[id] && is_binding_resource(ir_value(m, id)->u.g))
            ids[n++] = id;
    }
    /* 1. Who keeps each shared binding; keeper[i] is the index of the
     * resource that keeps resource i's binding (i itself when none other). */
    uint32_t *keeper = NEWN(cc, uint32_t, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        IrGlobal *g = ir_value(m, ids[i])->u.g;
        uint32_t k = i;
        for (uint32_t j = 0; j < n; j++) {
            IrGlobal *h = ir_value(m, ids[j])->u.g;
            if (h->set != g->set || h->binding != g->binding)
                continue;
            if (!is_sampler(h)) { /* the first non-sampler, if any */
                k = j;
                break;
            }
            if (j < k)
                k = j; /* else the first sampler */
        }
        keeper[i] = k;
        binding[ids[i]] = g->binding;
        if (shares)
            shares[ids[i]] = 0;
    }
    /* 2. The others move, in declaration order, past their group's highest
     * binding (counting the moves made so far). */
    bool *placed = NEWN(cc, bool, n + 1);
    for (uint32_t i = 0; i < n; i++)
        placed[i] = keeper[i] == i;
    for (uint32_t i = 0; i < n; i++) {
        if (placed[i])
            continue;
        IrGlobal *g = ir_value(m, ids[i])->u.g;
        uint32_t top = 0;
        for (uint32_t j = 0; j < n; j++)
            if (placed[j] && ir_value(m, ids[j])->u.g->set == g->set &&
                binding[ids[j]] > top)
                top = binding[ids[j]];
        binding[ids[i]] = top + 1;
        placed[i] = true;
        if (shares)
            shares[ids[i]] = ids[keeper[i]];
    }
}

void wgsl_push_constant_slot(IrModule *m, const uint8_t *reached, uint32_t *set,
                             uint32_t *binding)
{
    uint32_t *wb = NEWN(m->cc, uint32_t, m->values.len + 1);
    wgsl_bindings(m, reached, wb, NULL);
    uint32_t s = 0, b = 0;
    bool any = false;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        IrGlobal *g = ir_value(m, id)->u.g;
        if (!reached[id] || !is_binding_resource(g))
            continue;
        if (!any || g->set > s) {
            s = g->set;
            b = wb[id] + 1;
        } else if (g->set == s && wb[id] + 1 > b) {
            b = wb[id] + 1;
        }
        any = true;
    }
    *set = s;
    *binding = b;
}
