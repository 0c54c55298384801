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
 * to the binding after the highest one its group then uses. The moves are
 * decided over every binding the source declares (IrModule.slots), used by
 * the entry point or not, so that the stages of one pipeline compiled from
 * one source agree; a resource without a slot (a counter made on first use)
 * comes after them. The push-constant block (a uniform buffer in WGSL) goes
 * after all of them, unless -fwgsl-push-constant-binding pins it: then no
 * move lands on that slot, and a resource that keeps it is an error
 * (OSH5214, in the back end).
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

/* The source's slots, then the reached resources without one; `wb` gets
 * the WGSL binding of each and `keeper` the index of the one whose binding
 * it shares (itself when it keeps it). Returns the count. */
static uint32_t decide(IrModule *m, const uint8_t *reached, IrSlot **out, uint32_t **wb_out,
                       uint32_t **keeper_out, uint32_t **index_of)
{
    Cc *cc = m->cc;
    uint32_t cap = m->globals.len + 1;
    for (uint32_t i = 0; i < m->slots.len; i++)
        cap += m->slots.data[i].count > 1 ? m->slots.data[i].count : 1;
    IrSlot *sl = NEWN(cc, IrSlot, cap);
    uint32_t *idx = NEWN(cc, uint32_t, m->values.len + 1);
    uint32_t *first = NEWN(cc, uint32_t, m->slots.len + 1);
    uint32_t n = 0;
    /* A fixed-size resource array is one slot per element: WGSL has no
     * binding arrays, so each element it indexes with a constant is its own
     * variable (emit.c); element 0 is the declared slot, the others follow
     * it in declaration order and move like any other sharer. */
    for (uint32_t i = 0; i < m->slots.len; i++) {
        IrSlot s = m->slots.data[i];
        first[i] = n;
        sl[n++] = s;
        for (uint32_t k = 1; k < s.count; k++)
            sl[n++] = (IrSlot){s.set, s.binding, s.sampler,
                               arena_sprintf(&cc->arena, "%s[%u]", s.name ? s.name : "?", k), 0};
    }
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        IrGlobal *g = ir_value(m, id)->u.g;
        if (!reached[id] || !is_binding_resource(g))
            continue;
        if (g->slot && g->slot <= m->slots.len) {
            idx[id] = first[g->slot - 1];
            continue;
        }
        idx[id] = n;
        sl[n++] = (IrSlot){g->set, g->binding, is_sampler(g), ir_value(m, id)->name, 0};
    }
    /* 1. Who keeps each shared binding. */
    uint32_t *keeper = NEWN(cc, uint32_t, n + 1), *wb = NEWN(cc, uint32_t, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t k = i;
        for (uint32_t j = 0; j < n; j++) {
            if (sl[j].set != sl[i].set || sl[j].binding != sl[i].binding)
                continue;
            if (!sl[j].sampler) { /* the first non-sampler, if any */
                k = j;
                break;
            }
            if (j < k)
                k = j; /* else the first sampler */
        }
        keeper[i] = k;
        wb[i] = sl[i].binding;
    }
    /* 2. The others move, in declaration order, past their group's highest
     * binding (counting the moves made so far). */
    bool *placed = NEWN(cc, bool, n + 1);
    for (uint32_t i = 0; i < n; i++)
        placed[i] = keeper[i] == i;
    for (uint32_t i = 0; i < n; i++) {
        if (placed[i])
            continue;
        uint32_t top = 0;
        for (uint32_t j = 0; j < n; j++)
            if (placed[j] && sl[j].set == sl[i].set && wb[j] > top)
                top = wb[j];
        wb[i] = top + 1;
        if (m->push_pinned && sl[i].set == m->push_group && wb[i] == m->push_binding)
            wb[i]++; /* the pinned push-constant slot is taken */
        placed[i] = true;
    }
    *out = sl;
    *wb_out = wb;
    *keeper_out = keeper;
    *index_of = idx;
    return n;
}

void wgsl_bindings(IrModule *m, const uint8_t *reached, uint32_t *binding, Str *shares)
{
    IrSlot *sl;
    uint32_t *wb, *keeper, *idx;
    decide(m, reached, &sl, &wb, &keeper, &idx);
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        if (!reached[id] || !is_binding_resource(ir_value(m, id)->u.g))
            continue;
        uint32_t k = idx[id];
        binding[id] = wb[k];
        if (shares)
            shares[id] = keeper[k] == k ? NULL : sl[keeper[k]].name ? sl[keeper[k]].name : "?";
    }
}

const uint32_t *wgsl_element_bindings(IrModule *m, const uint8_t *reached, IrId g, uint32_t *count)
{
    IrGlobal *gl = ir_value(m, g)->u.g;
    *count = 0;
    if (!reached[g] || !gl->slot || gl->slot > m->slots.len || m->slots.data[gl->slot - 1].count < 2)
        return NULL;
    IrType *pt = ir_type(m, gl->pointee); /* the array itself (not one flattened element) */
    if (pt->kind != IR_TY_ARRAY || pt->count != m->slots.data[gl->slot - 1].count)
        return NULL;
    IrSlot *sl;
    uint32_t *wb, *keeper, *idx;
    decide(m, reached, &sl, &wb, &keeper, &idx);
    *count = m->slots.data[gl->slot - 1].count;
    return &wb[idx[g]];
}

void wgsl_push_constant_slot(IrModule *m, const uint8_t *reached, uint32_t *set,
                             uint32_t *binding)
{
    if (m->push_pinned) {
        *set = m->push_group;
        *binding = m->push_binding;
        return;
    }
    IrSlot *sl;
    uint32_t *wb, *keeper, *idx;
    uint32_t n = decide(m, reached, &sl, &wb, &keeper, &idx);
    uint32_t s = 0, b = 0;
    bool any = false;
    for (uint32_t i = 0; i < n; i++) {
        if (!any || sl[i].set > s) {
            s = sl[i].set;
            b = wb[i] + 1;
        } else if (sl[i].set == s && wb[i] + 1 > b) {
            b = wb[i] + 1;
        }
        any = true;
    }
    *set = s;
    *binding = b;
}
