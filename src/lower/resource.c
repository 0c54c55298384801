/*
 * Global variables: resources and their bindings, cbuffers, $Globals, push
 * constants, static and groupshared variables, spec constants.
 *
 * Bindings follow DXC: [[vk::binding(b, s)]] wins; else -fvk-bind-register
 * for the register; else register(xN, spaceM) -> binding N + the
 * -fvk-x-shift for that space, set M; resources with neither get the lowest
 * binding not yet taken in set 0, in declaration order, after all explicit
 * ones are reserved. Counter buffers of append/consume (and RW structured
 * buffers that use their counter) take [[vk::counter_binding]] or the next
 * free binding in the buffer's set. $Globals takes the next free binding in
 * set 0 last. -auto-binding-space N puts what has no space in set N instead
 * of 0; -fvk-auto-shift-bindings starts the implicit bindings of each
 * register class at its -fvk-x-shift; -fvk-bind-globals places $Globals.
 * Globals are created on first use, so the module holds only
 * what the entry point reaches, but bindings do not depend on that.
 */
#include "lower/lower_int.h"

static const Loc no_loc = {0, 0, 0};

typedef LBinding Used;
typedef LBindingVec UsedVec;

static bool is_taken(UsedVec *u, uint32_t set, uint32_t binding)
{
    for (uint32_t i = 0; i < u->len; i++)
        if (u->data[i].set == set && u->data[i].binding == binding)
            return true;
    return false;
}

/* The lowest of n consecutive free bindings in set from `from` on, now
 * taken (DXC's getNextBindingChunk). */
static uint32_t next_chunk(L *l, UsedVec *u, uint32_t set, uint32_t from, uint32_t n)
{
    uint32_t b = from;
    for (;;) {
        uint32_t k = 0;
        while (k < n && !is_taken(u, set, b + k))
            k++;
        if (k == n)
            break;
        b += k + 1;
    }
    for (uint32_t k = 0; k < n; k++)
        vec_push(&l->cc->arena, u, ((Used){set, b + k}));
    return b;
}

static uint32_t next_free(L *l, UsedVec *u, uint32_t set, uint32_t from)
{
    return next_chunk(l, u, set, from, 1);
}


/* Bindings a declaration of type t takes once global structs of resources
 * are flattened (DXC's getNumBindingsUsedByResourceType): one per resource,
 * arrays one per element. */
static uint64_t bindings_used_(Type *t, int depth)
{
    t = lw_strip(t);
    if (!t || depth > LIMIT_NESTING)
        return 1;
    if (t->kind == TY_ARRAY) {
        uint64_t n = (t->count ? t->count : 1) * bindings_used_(t->elem, depth + 1);
        return n > LW_MAX_FLAT_BINDINGS ? LW_MAX_FLAT_BINDINGS + 1 : n; /* saturated: no overflow */
    }
    if (t->kind == TY_STRUCT && t->decl && !lw_is_resource(t)) {
        uint64_t n = 0;
        for (uint32_t i = 0; i < t->decl->fields.len && n <= LW_MAX_FLAT_BINDINGS; i++)
            n += bindings_used_(t->decl->fields.data[i]->type, depth + 1);
        return n;
    }
    return 1;
}

/* bindings_used_ of a declaration, refused past LW_MAX_FLAT_BINDINGS (each
 * binding is a table entry: a huge array must not exhaust memory or time). */
static uint32_t bindings_used(L *l, Decl *d)
{
    uint64_t n = bindings_used_(d->type, 0);
    if (n <= LW_MAX_FLAT_BINDINGS)
        return (uint32_t)n;
    diag(l->cc, d->loc, D_LOWER_TOO_MANY_BINDINGS, d->name ? d->name : "?", (unsigned)LW_MAX_FLAT_BINDINGS);
    return 1;
}

static LResInfo *info_of(L *l, Decl *d);

/* The leaves of a global struct of resources take the bindings from the
 * struct's on, in declaration order (desc_sroa's offsets). Buffers are
 * refused there as DXC does: their counters have no place in the struct.
 * The elements of an array that -fspv-flatten-resource-arrays splits may
 * be buffers (a counter takes the next free binding when first used). */
static void struct_leaf_bindings(L *l, Decl *d, LResInfo *si)
{
    LResVar *v = map_get(&l->resstructs, d);
    uint32_t off = 0;
    for (uint32_t i = 0; v && i < v->binds.len; i++) {
        Decl *leaf = v->binds.data[i].ref.decl;
        Type *t = leaf->type;
        while (t->kind == TY_ARRAY)
            t = lw_strip(t->elem);
        uint32_t cls = ty_res_info(t->res)->cls;
        if ((cls == RC_STRUCTURED || cls == RC_BYTE_ADDRESS || cls == RC_CBUFFER) && !lw_is_resource(d->type)) {
            diag(l->cc, d->loc, D_LOWER_STRUCT_BUFFER, d->name ? d->name : "?", leaf->name);
            return;
        }
        LResInfo *ri = info_of(l, leaf);
        ri->set = si->set;
        ri->binding = si->binding + off;
        ri->has_binding = true;
        off += (uint32_t)bindings_used_(leaf->type, 0);
    }
}

static bool needs_binding(Decl *d)
{
    if (d->vk.shader_record_ext || d->vk.shader_record_nv)
        return false; /* the shader binding table's record, not a descriptor */
    if (d->kind == DK_CBUFFER)
        return true;
    if (d->kind != DK_VAR || d->storage == SC_STATIC || d->storage == SC_GROUPSHARED ||
        d->storage == SC_STATIC_MEMBER || d->storage == SC_CBUFFER_MEMBER)
        return false;
    if (d->vk.push_constant)
        return false;
    if (d->heap) /* a heap's array: bound with its heap, when reached (heap_bindings) */
        return false;
    return lw_is_resource(d->type);
}


static bool has_counter(Decl *d)
{
    Type *t = d->kind == DK_VAR ? d->type : NULL;
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t && t->kind == TY_RESOURCE && (t->res == R_APPEND || t->res == R_CONSUME);
}

/* A RW structured buffer has a counter when it uses one (created then). */
static bool may_count(Decl *d)
{
    Type *t = d->kind == DK_VAR ? d->type : NULL;
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t && t->kind == TY_RESOURCE && t->res == R_RWSTRUCTURED;
}

typedef Vec(Decl *) DeclList;

/* SM 6.6 heaps (hlsl/vk_types.c's arrays, one per resource type taken from a
 * heap, all sharing their heap's binding), as DXC binds them: once every
 * other resource and every counter the entry point uses has its binding,
 * the first free bindings of set 0 go to the resource heap, the sampler heap
 * and the resource heap's counters, in that order and only for what the
 * entry point uses, unless -fvk-bind-*-heap places them. Done after
 * lowering (lower.c), when what is used is known: the globals made for the
 * heaps get their bindings then. */
void lw_bind_heaps(L *l)
{
    const osh_options *o = l->cc->opt;
    IrModule *m = l->m;
    bool any[3] = {false, false, false};
    for (uint32_t i = 0; i < l->ast->globals.len; i++) {
        Decl *d = l->ast->globals.data[i];
        LResInfo *ri = d->heap ? map_get(&l->resinfo, d) : NULL;
        if (ri && ri->global)
            any[d->heap - 1] = true;
        if (ri && ri->counter)
            any[2] = true;
    }
    if (!any[0] && !any[1] && !any[2])
        return;
    /* What is taken: every binding given out, less an unused counter's
     * [[vk::counter_binding]] (DXC reserves none for it). */
    UsedVec taken = {0};
    for (uint32_t i = 0; i < l->used_bindings.len; i++) {
        Used u = l->used_bindings.data[i];
        bool unused_counter = false;
        for (uint32_t k = 0; k < l->counter_reserved.len && !unused_counter; k++) {
            LResInfo *ri = l->counter_reserved.data[k];
            unused_counter = !ri->counter && ri->set == u.set && ri->counter_binding == u.binding;
        }
        if (!unused_counter)
            vec_push(&l->cc->arena, &taken, u);
    }
    const int given[3] = {o->resource_heap_given, o->sampler_heap_given, o->counter_heap_given};
    const uint32_t gb[3] = {o->resource_heap_binding, o->sampler_heap_binding, o->counter_heap_binding};
    const uint32_t gs[3] = {o->resource_heap_set, o->sampler_heap_set, o->counter_heap_set};
    uint32_t set[3] = {0}, binding[3] = {0};
    for (int k = 0; k < 3; k++)
        if (any[k] && given[k]) {
            set[k] = gs[k];
            binding[k] = gb[k];
            vec_push(&l->cc->arena, &taken, ((Used){set[k], binding[k]}));
        }
    for (int k = 0; k < 3; k++)
        if (any[k] && !given[k])
            binding[k] = next_free(l, &taken, 0, 0);
    static const char *const names[3] = {"ResourceDescriptorHeap", "SamplerDescriptorHeap",
                                         "counter.var.ResourceDescriptorHeap"};
    uint32_t slot[3] = {0, 0, 0};
    for (int k = 0; k < 3; k++)
        if (any[k]) {
            vec_push(&l->cc->arena, &m->slots, ((IrSlot){set[k], binding[k], k == 1, names[k], 0}));
            slot[k] = m->slots.len;
        }
    for (uint32_t i = 0; i < l->ast->globals.len; i++) {
        Decl *d = l->ast->globals.data[i];
        LResInfo *ri = d->heap ? map_get(&l->resinfo, d) : NULL;
        if (!ri)
            continue;
        int k = d->heap - 1;
        if (ri->global) {
            IrGlobal *gl = ir_value(m, ri->global)->u.g;
            gl->set = ri->set = set[k];
            gl->binding = ri->binding = binding[k];
            gl->slot = ri->slot = slot[k];
        }
        if (ri->counter) {
            IrGlobal *gl = ir_value(m, ri->counter)->u.g;
            gl->set = set[2];
            gl->binding = ri->counter_binding = binding[2];
            gl->slot = ri->counter_slot = slot[2];
        }
    }
    l->used_bindings = taken;
}

/* The -fvk-<kind>-shift for `space` (the last one given wins, as DXC's). */
static uint32_t shift_of(const osh_options *o, char kind, uint32_t space)
{
    int shift = 0;
    for (size_t i = 0; i < o->shift_count; i++) {
        const osh_register_shift *sh = &o->shifts[i];
        if (sh->kind == kind && (sh->space < 0 || (uint32_t)sh->space == space))
            shift = sh->shift;
    }
    return (uint32_t)shift;
}

static bool explicit_binding(L *l, Decl *d, uint32_t *set, uint32_t *binding)
{
    const osh_options *o = l->cc->opt;
    if (d->vk.binding >= 0) {
        *binding = (uint32_t)d->vk.binding;
        *set = d->vk.binding_set >= 0 ? (uint32_t)d->vk.binding_set : o->auto_binding_space;
        return true;
    }
    if (!d->reg.present || !d->reg.kind)
        return false;
    uint32_t space = d->reg.has_space ? d->reg.space : o->auto_binding_space;
    for (size_t i = 0; i < o->bind_register_count; i++) {
        const osh_bind_register *br = &o->bind_registers[i];
        if (br->kind == d->reg.kind && (uint32_t)br->reg == d->reg.index &&
            (uint32_t)br->space == space) {
            *binding = (uint32_t)br->binding;
            *set = (uint32_t)br->set;
            return true;
        }
    }
    /* A [[vk::combinedImageSampler]] sampler shares its texture's binding:
     * the t shift, not the s shift (DXC). */
    char kind = d->reg.kind == 's' && d->vk.combined_image_sampler ? 't' : d->reg.kind;
    *binding = d->reg.index + shift_of(o, kind, space);
    *set = space;
    return true;
}

/* Where the implicit bindings of a resource without register(xN) start:
 * 0, or with -fvk-auto-shift-bindings the -fvk-x-shift of the class its
 * type would take (DXC's getImplicitRegisterType; $Globals is 'b'). */
static uint32_t implicit_start(const osh_options *o, Decl *d, uint32_t set)
{
    if (!o->auto_shift_bindings)
        return 0;
    char k = !d || d->kind == DK_CBUFFER ? (d && d->is_tbuffer ? 't' : 'b') : ty_register_class(d->type);
    return k ? shift_of(o, k, set) : 0;
}

static LResInfo *info_of(L *l, Decl *d)
{
    LResInfo *ri = map_get(&l->resinfo, d);
    if (!ri) {
        ri = NEW(l->cc, LResInfo);
        ri->decl = d;
        map_put(l->cc, &l->resinfo, d, ri);
        vec_push(&l->cc->arena, &l->resources, ri);
    }
    return ri;
}

static bool is_sampler_decl(Decl *d)
{
    Type *t = d->kind == DK_VAR ? d->type : NULL;
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t && t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_SAMPLER;
}

/* Every binding of the source, in declaration order (each resource, then
 * its counter; $Globals last), for the WGSL slots (wgsl/binding.c). */
static void record_slots(L *l, Decl *const *all, uint32_t n)
{
    IrModule *m = l->m;
    for (uint32_t i = 0; i < n; i++) {
        LResInfo *ri = info_of(l, all[i]);
        if (all[i]->vk.push_constant)
            continue;
        /* A one-dimensional array of textures, storage textures or samplers:
         * WGSL binds each element on its own (src/wgsl/binding.c). */
        Type *t = lw_strip(all[i]->type), *et = t && t->kind == TY_ARRAY ? lw_strip(t->elem) : NULL;
        uint32_t cls = et && et->kind == TY_RESOURCE ? ty_res_info(et->res)->cls : RC_CBUFFER;
        uint32_t count = (cls == RC_TEXTURE || cls == RC_RWTEXTURE || cls == RC_SAMPLER) && t->count > 1 &&
                                 t->count <= LW_MAX_FLAT_BINDINGS
                             ? (uint32_t)t->count : 0;
        vec_push(&l->cc->arena, &m->slots,
                 ((IrSlot){ri->set, ri->binding, is_sampler_decl(all[i]), all[i]->name, count}));
        ri->slot = m->slots.len;
        if (ri->has_counter_binding) {
            vec_push(&l->cc->arena, &m->slots, ((IrSlot){ri->set, ri->counter_binding, false,
                                                   arena_sprintf(&l->cc->arena, "counter.var.%s", all[i]->name), 0}));
            ri->counter_slot = m->slots.len;
        }
    }
    LResInfo *gi = map_get(&l->resinfo, (void *)l);
    if (gi) {
        vec_push(&l->cc->arena, &m->slots, ((IrSlot){gi->set, gi->binding, false, str_intern_c(l->cc, "$Globals"), 0}));
        gi->slot = m->slots.len;
    }
}

/* $Globals' set and binding (keyed by `l` in resinfo): -fvk-bind-globals's,
 * or the next free one. */
static void globals_binding(L *l, UsedVec *usedp)
{
    UsedVec used = *usedp;
    Decl *fake = NEW(l->cc, Decl); /* key for $Globals' binding */
    LResInfo *ri = info_of(l, fake);
    const osh_options *o = l->cc->opt;
    /* -fvk-bind-globals: where the user put it, taking nothing from the
     * others (DXC leaves overlaps to the user). */
    ri->set = o->bind_globals ? o->globals_set : o->auto_binding_space;
    ri->binding = o->bind_globals ? o->globals_binding + implicit_start(o, NULL, ri->set)
                                  : next_free(l, &used, ri->set, implicit_start(o, NULL, ri->set));
    ri->has_binding = true;
    l->globals_cb = 0;
    map_put(l->cc, &l->resinfo, (void *)l, ri);
    *usedp = used;
}

/* [[vk::combinedImageSampler]] pairs a texture and a sampler at one (set,
 * binding): each needs its partner there, marked too (DXC: "Texture or
 * Sampler with [[vk::combinedImageSampler]] attribute is missing for
 * descriptor set and binding"). */
static void check_combined_pairs(L *l)
{
    for (uint32_t i = 0; i < l->resources.len; i++) {
        LResInfo *a = l->resources.data[i];
        if (!a->has_binding || a->decl->kind != DK_VAR || !a->decl->vk.combined_image_sampler)
            continue;
        bool sampler = is_sampler_decl(a->decl), found = false;
        for (uint32_t j = 0; j < l->resources.len && !found; j++) {
            LResInfo *b = l->resources.data[j];
            found = b != a && b->has_binding && b->decl->kind == DK_VAR && b->decl->vk.combined_image_sampler &&
                    is_sampler_decl(b->decl) != sampler && b->set == a->set && b->binding == a->binding;
        }
        if (!found)
            diag(l->cc, a->decl->loc, D_LOWER_COMBINED_PAIR, a->decl->name ? a->decl->name : "?",
                 sampler ? "texture" : "sampler", a->set, a->binding);
    }
}

void lw_assign_bindings(L *l)
{
    UsedVec used = {0};
    DeclList all = {0};
    LDeclVec leaves = {0}; /* of global structs of resources */
    /* Declaration order: cbuffers and resource globals interleaved as in
     * the source (ast->decls is in source order; namespaces flattened in
     * ast->globals). */
    for (uint32_t i = 0; i < l->ast->decls.len; i++) {
        Decl *d = l->ast->decls.data[i];
        if (d->kind != DK_CBUFFER || !needs_binding(d))
            continue;
        /* A cbuffer holding only resources is no buffer (DXC makes none,
         * and its register is not taken): its resources stand alone. */
        bool only_res = d->members.len > 0;
        for (uint32_t k = 0; k < d->members.len && only_res; k++)
            only_res = d->members.data[k]->kind == DK_VAR && lw_is_resource(d->members.data[k]->type);
        if (!only_res)
            vec_push(&l->cc->arena, &all, d);
        for (uint32_t k = 0; only_res && k < d->members.len; k++)
            vec_push(&l->cc->arena, &all, d->members.data[k]);
    }
    for (uint32_t i = 0; i < l->ast->globals.len; i++) {
        Decl *d = l->ast->globals.data[i];
        if ((d->vk.shader_record_ext || d->vk.shader_record_nv) && d->vk.binding >= 0)
            diag(l->cc, d->loc, D_LOWER_SHADER_RECORD_BINDING, d->name,
                 d->vk.shader_record_ext ? "shader_record_ext" : "shader_record_nv");
        if (lw_res_struct_global(l, d, &leaves) || needs_binding(d))
            vec_push(&l->cc->arena, &all, d);
        else if (d->kind == DK_VAR && d->storage == SC_GLOBAL_UNIFORM && !d->vk.push_constant &&
                 !lw_is_resource(d->type) && !d->is_spec_constant && !d->has_cval &&
                 lw_strip(d->type)->kind != TY_STRING && !lw_is_opaque_spirv(d->type)) { /* strings are OpStrings, as DXC */
            /* A register(cN) member sits at N * 16 in $Globals, the others
             * after them (lw_layout_globals), as DXC. */
            vec_push(&l->cc->arena, &l->globals_members, d);
        }
    }
    /* Sort cbuffers into place by declaration id so the order is the source's. */
    for (uint32_t i = 1; i < all.len; i++)
        for (uint32_t j = i; j > 0 && all.data[j - 1]->id > all.data[j]->id; j--) {
            Decl *t = all.data[j];
            all.data[j] = all.data[j - 1];
            all.data[j - 1] = t;
        }
    /* A resource declared inside a cbuffer is a global of its own: it takes
     * its binding just before its cbuffer, as DXC numbers them
     * (type.cbuffer.including.resource.hlsl: its Texture2D and SamplerState
     * 1 and 2, the cbuffer 3); it had none (binding 0, clashing). */
    for (uint32_t i = 0; i < all.len; i++) {
        Decl *cb = all.data[i];
        if (cb->kind != DK_CBUFFER)
            continue;
        for (uint32_t k = 0; k < cb->members.len; k++) {
            Decl *md = cb->members.data[k];
            if (md->kind != DK_VAR || !lw_is_resource(md->type))
                continue;
            vec_push(&l->cc->arena, &all, md); /* grows all; moved into place below */
            for (uint32_t j = all.len - 1; j > i; j--) {
                Decl *t = all.data[j];
                all.data[j] = all.data[j - 1];
                all.data[j - 1] = t;
            }
            i++; /* the cbuffer moved one on */
        }
    }
    /* With a global struct of resources DXC flattens composites, and then
     * every array takes a binding per element. */
    bool flatten = leaves.len > 0 || l->cc->opt->flatten_resource_arrays;
    for (uint32_t i = 0; i < all.len; i++) {
        Decl *d = all.data[i];
        LResInfo *ri = info_of(l, d);
        if (explicit_binding(l, d, &ri->set, &ri->binding)) {
            ri->has_binding = true;
            uint32_t n = flatten && d->kind == DK_VAR ? bindings_used(l, d) : 1;
            for (uint32_t k = 0; k < n; k++)
                vec_push(&l->cc->arena, &used, ((Used){ri->set, ri->binding + k}));
        }
        if ((has_counter(d) || may_count(d)) && d->vk.counter_binding >= 0) {
            ri->counter_binding = (uint32_t)d->vk.counter_binding;
            ri->has_counter_binding = true;
            vec_push(&l->cc->arena, &used, ((Used){ri->set, ri->counter_binding}));
            if (!has_counter(d)) /* a RW buffer's counter may go unused */
                vec_push(&l->cc->arena, &l->counter_reserved, ri);
        }
    }
    /* -fvk-bind-*-heap: those bindings are reserved, the heaps used or not
     * (DXC; lw_bind_heaps gives them to the heaps). */
    const osh_options *o = l->cc->opt;
    if (o->resource_heap_given)
        vec_push(&l->cc->arena, &used, ((Used){o->resource_heap_set, o->resource_heap_binding}));
    if (o->sampler_heap_given)
        vec_push(&l->cc->arena, &used, ((Used){o->sampler_heap_set, o->sampler_heap_binding}));
    if (o->counter_heap_given)
        vec_push(&l->cc->arena, &used, ((Used){o->counter_heap_set, o->counter_heap_binding}));
    /* DXC: in declaration order, each resource and then its counter; a
     * register(spaceN) without a register class is set N. */
    /* $Globals takes its implicit binding where its first member is
     * declared, as DXC (which creates the cbuffer at that member). */
    uint32_t globals_at = UINT32_MAX;
    for (uint32_t i = 0; i < l->globals_members.len; i++)
        if (l->globals_members.data[i]->id < globals_at)
            globals_at = l->globals_members.data[i]->id;
    bool globals_done = !l->globals_members.len;
    for (uint32_t i = 0; i < all.len; i++) {
        Decl *d = all.data[i];
        if (!globals_done && globals_at < d->id) {
            globals_binding(l, &used);
            globals_done = true;
        }
        LResInfo *ri = info_of(l, d);
        if (!ri->has_binding) {
            ri->set = d->reg.present && !d->reg.kind && d->reg.has_space ? d->reg.space
                                                                         : l->cc->opt->auto_binding_space;
            ri->binding = next_chunk(l, &used, ri->set, implicit_start(l->cc->opt, d, ri->set),
                                     flatten && d->kind == DK_VAR ? bindings_used(l, d) : 1);
            ri->has_binding = true;
        }
        if (map_get(&l->resstructs, d))
            struct_leaf_bindings(l, d, ri);
        if (has_counter(d) && !ri->has_counter_binding) {
            ri->counter_binding = next_free(l, &used, ri->set, 0);
            ri->has_counter_binding = true;
        }
    }
    if (!globals_done)
        globals_binding(l, &used);
    l->used_bindings = used;
    /* Slots are the globals: a struct's leaves in its place. */
    Vec(Decl *) slots = {0};
    for (uint32_t i = 0; i < all.len; i++) {
        LResVar *v = map_get(&l->resstructs, all.data[i]);
        for (uint32_t k = 0; v && k < v->binds.len; k++)
            vec_push(&l->cc->arena, &slots, v->binds.data[k].ref.decl);
        if (!v)
            vec_push(&l->cc->arena, &slots, all.data[i]);
    }
    record_slots(l, slots.data, slots.len);
    check_combined_pairs(l);
}

static bool bind_register_of(const osh_options *o, const Decl *d)
{
    uint32_t space = d->reg.has_space ? d->reg.space : 0;
    for (size_t i = 0; i < o->bind_register_count; i++) {
        const osh_bind_register *br = &o->bind_registers[i];
        if (br->kind == d->reg.kind && (uint32_t)br->reg == d->reg.index && (uint32_t)br->space == space)
            return true;
    }
    return false;
}

/* DXC's rules for -fvk-bind-register: with it, every resource the entry
 * point uses is bound by it, so each needs a register and a mapping
 * (falling back to the default numbering would collide with the mapped
 * ones); counters and $Globals have no register to map. */
void lw_check_bind_register(L *l)
{
    const osh_options *o = l->cc->opt;
    if (!o || !o->bind_register_count)
        return;
    for (uint32_t i = 0; i < l->resources.len; i++) {
        LResInfo *a = l->resources.data[i];
        Decl *d = a->decl;
        if (d->heap && a->global && !(d->heap == 1 ? o->resource_heap_given : o->sampler_heap_given)) {
            diag(l->cc, d->loc, D_LOWER_BIND_REGISTER_HEAP,
                 d->heap == 1 ? "-fvk-bind-resource-heap" : "-fvk-bind-sampler-heap");
            continue;
        }
        if (!a->global || !d->name || d->vk.binding >= 0 || d->heap) /* heaps: -fvk-bind-*-heap */
            continue;
        if (!d->reg.present || !d->reg.kind)
            diag(l->cc, d->loc, D_LOWER_BIND_REGISTER_NO_REGISTER, d->name);
        else if (a->counter)
            diag(l->cc, d->loc, D_LOWER_BIND_REGISTER_COUNTER, d->name);
        else if (!bind_register_of(o, d))
            diag(l->cc, d->loc, D_LOWER_BIND_REGISTER_MISSING, d->name, d->reg.kind, d->reg.index,
                 d->reg.has_space ? d->reg.space : 0);
    }
    /* DXC makes $Globals when it has a member, used or not; only
     * -fvk-bind-globals gives it a binding then. */
    if (l->globals_members.len && !o->bind_globals)
        diag(l->cc, l->globals_members.data[0]->loc, D_LOWER_BIND_REGISTER_GLOBALS,
             l->globals_members.data[0]->name);
}

/* Two resources the entry point uses on one binding: Vulkan binds one
 * descriptor there, so only a texture and a sampler (read through one
 * combined image sampler) may meet. DXC says nothing (the optimizer may
 * remove one); a warning, for used resources only, for the same reason,
 * and only where the source asked for the one binding: one
 * [[vk::binding]] / -fvk-bind-register, or one register class (t0 twice).
 * DXC's default map puts b0, t0 and u0 on binding 0 too, which the
 * -fvk-*-shift options are for: too common to warn about (the host
 * helpers refuse such a layout, naming both). */
static bool asked_same(Decl *a, Decl *b)
{
    if (!a->name || !b->name) /* $Globals */
        return false;
    if (a->vk.binding >= 0 || b->vk.binding >= 0)
        return true;
    return a->reg.present && b->reg.present && a->reg.kind && a->reg.kind == b->reg.kind;
}

void lw_check_shared_bindings(L *l)
{
    for (uint32_t i = 0; i < l->resources.len; i++) {
        LResInfo *a = l->resources.data[i];
        if (!a->global || !a->has_binding)
            continue;
        IrGlobal *ga = ir_value(l->m, a->global)->u.g;
        for (uint32_t j = i + 1; j < l->resources.len; j++) {
            LResInfo *b = l->resources.data[j];
            if (!b->global || !b->has_binding || b->set != a->set || b->binding != a->binding)
                continue;
            IrGlobal *gb = ir_value(l->m, b->global)->u.g;
            bool smp_a = ga->res == IRR_SAMPLER || ga->res == IRR_COMPARISON_SAMPLER;
            bool smp_b = gb->res == IRR_SAMPLER || gb->res == IRR_COMPARISON_SAMPLER;
            bool img_a = ga->res == IRR_SAMPLED_IMAGE || ga->res == IRR_COMBINED_IMAGE_SAMPLER;
            bool img_b = gb->res == IRR_SAMPLED_IMAGE || gb->res == IRR_COMBINED_IMAGE_SAMPLER;
            if (ga->res == IRR_PUSH_CONSTANT || gb->res == IRR_PUSH_CONSTANT ||
                (smp_a && img_b) || (img_a && smp_b) || !asked_same(a->decl, b->decl))
                continue;
            diag(l->cc, b->decl->loc, D_LOWER_BINDING_SHARED, a->decl->name ? a->decl->name : "?",
                 b->decl->name ? b->decl->name : "?", a->set, a->binding);
        }
    }
}

/* ---- resource types -------------------------------------------------------- */

static uint32_t image_format(L *l, Decl *d)
{
    static const struct { const char *name; uint32_t fmt; } fmts[] = {
        {"rgba32f", SpvImageFormatRgba32f}, {"rgba16f", SpvImageFormatRgba16f},
        {"r32f", SpvImageFormatR32f}, {"rgba8", SpvImageFormatRgba8},
        {"rgba8snorm", SpvImageFormatRgba8Snorm}, {"rg32f", SpvImageFormatRg32f},
        {"rg16f", SpvImageFormatRg16f}, {"r11g11b10f", SpvImageFormatR11fG11fB10f},
        {"r16f", SpvImageFormatR16f}, {"rgba16", SpvImageFormatRgba16},
        {"rgb10a2", SpvImageFormatRgb10A2}, {"rg16", SpvImageFormatRg16},
        {"rg8", SpvImageFormatRg8}, {"r16", SpvImageFormatR16}, {"r8", SpvImageFormatR8},
        {"rgba16snorm", SpvImageFormatRgba16Snorm}, {"rg16snorm", SpvImageFormatRg16Snorm},
        {"rg8snorm", SpvImageFormatRg8Snorm}, {"r16snorm", SpvImageFormatR16Snorm},
        {"r8snorm", SpvImageFormatR8Snorm}, {"rgba32i", SpvImageFormatRgba32i},
        {"rgba16i", SpvImageFormatRgba16i}, {"rgba8i", SpvImageFormatRgba8i},
        {"r32i", SpvImageFormatR32i}, {"rg32i", SpvImageFormatRg32i},
        {"rg16i", SpvImageFormatRg16i}, {"rg8i", SpvImageFormatRg8i},
        {"r16i", SpvImageFormatR16i}, {"r8i", SpvImageFormatR8i},
        {"rgba32ui", SpvImageFormatRgba32ui}, {"rgba16ui", SpvImageFormatRgba16ui},
        {"rgba8ui", SpvImageFormatRgba8ui}, {"r32ui", SpvImageFormatR32ui},
        {"rgb10a2ui", SpvImageFormatRgb10a2ui}, {"rg32ui", SpvImageFormatRg32ui},
        {"rg16ui", SpvImageFormatRg16ui}, {"rg8ui", SpvImageFormatRg8ui},
        {"r16ui", SpvImageFormatR16ui}, {"r8ui", SpvImageFormatR8ui},
        {"r64ui", SpvImageFormatR64ui}, {"r64i", SpvImageFormatR64i},
    };
    if (!d || !d->vk.image_format)
        return SpvImageFormatUnknown;
    for (size_t i = 0; i < countof(fmts); i++)
        if (!strcmp(fmts[i].name, d->vk.image_format))
            return fmts[i].fmt;
    return SpvImageFormatUnknown;
}

static IrTypeId image_type_fmt(L *l, Type *rt, uint32_t fmt)
{
    IrModule *m = l->m;
    const ResInfo *ri = ty_res_info(rt->res);
    if (ri->cls == RC_SAMPLER)
        return ir_type_sampler(m);
    if (ri->cls == RC_ACCEL)
        return ir_type_accel(m);
    Type *et = rt->elem ? lw_strip(rt->elem) : NULL;
    /* A struct texel (Texture2D<S>): the scalar of its first field. */
    for (int depth = 0; et && et->kind == TY_STRUCT && depth < LIMIT_NESTING; depth++)
        et = et->decl && et->decl->fields.len ? lw_strip(et->decl->fields.data[0]->type) : NULL;
    ScalarKind sk = et && et->kind != TY_STRUCT ? et->scalar : SK_FLOAT;
    IrTypeId st = lw_scalar_type(l, sk == SK_BOOL ? SK_UINT32 : sk);
    if (sk >= SK_MIN16FLOAT && sk <= SK_MIN16UINT)
        st = lw_scalar_type(l, sk);
    uint32_t dim = SpvDim2D;
    switch (ri->dim) {
    case 1: dim = SpvDim1D; break;
    case 3: dim = SpvDim3D; break;
    case 'c': dim = SpvDimCube; break;
    case 'b': dim = SpvDimBuffer; break;
    default: break;
    }
    if (ri->cls == RC_SUBPASS)
        dim = SpvDimSubpassData;
    unsigned sampled = (ri->flags & RF_WRITE) || ri->cls == RC_SUBPASS ? 2 : 1;
    return ir_type_image(m, st, dim, false, (ri->flags & RF_ARRAY) != 0, (ri->flags & RF_MS) != 0,
                         sampled, sampled == 2 ? fmt : SpvImageFormatUnknown);
}

IrTypeId lw_image_type(L *l, Type *rt) { return image_type_fmt(l, rt, SpvImageFormatUnknown); }

/* ---- globals ---------------------------------------------------------------- */

/* The resource type of a (possibly multi-dimensional) array of resources;
 * *count is the element count of the flattened array (0: not an array). A
 * t[A][B] is one array of A*B, indexed i*B + j. */
static Type *base_res(Type *t, uint32_t *count, bool *runtime)
{
    *count = 0;
    *runtime = t->kind == TY_ARRAY && t->count == 0;
    for (int depth = 0; t->kind == TY_ARRAY && depth < LIMIT_NESTING; depth++) {
        *count = (*count ? *count : 1) * (t->count ? t->count : 1);
        t = t->elem;
    }
    if (*runtime)
        *count = 0; /* a runtime array: no count */
    return t;
}

/* -fspv-reflect's UserTypeGOOGLE string, as DXC writes it: the resource's
 * HLSL name in lower case and its template arguments as written, without
 * spaces ("texture2dmsarray:<float4,64>", "constantbuffer:<S>"; "texture1d"
 * when none were written); an array is its element's. */
static Str user_type_of(L *l, Type *rt)
{
    const char *n = ty_name(l->cc, rt);
    size_t len = strlen(n);
    char *s = NEWN(l->cc, char, len + 2);
    size_t k = 0;
    bool args = false;
    for (size_t i = 0; i < len; i++) {
        char c = n[i];
        if (c == '<') {
            if (!rt->elem)
                break; /* no argument written: the defaults are not part of it */
            s[k++] = ':';
            args = true;
        }
        if (c == ' ')
            continue;
        s[k++] = args ? c : (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    s[k] = 0;
    return str_intern_c(l->cc, s);
}

static IrId make_buffer_global(L *l, Decl *d, Type *rt, uint32_t arr, bool runtime, LResInfo *ri)
{
    IrModule *m = l->m;
    const ResInfo *info = ty_res_info(rt->res);
    IrTypeId pointee;
    uint32_t storage;
    IrResKind kind;
    bool ro = !(info->flags & RF_WRITE);
    Str bname;
    if (info->cls == RC_STRUCTURED || info->cls == RC_BYTE_ADDRESS) {
        uint32_t align = 4, size = 4, mstride = 0;
        IrTypeId et = info->cls == RC_BYTE_ADDRESS
                          ? ir_type_int(m, 32, false)
                          : lw_layout_matrix(l, rt->elem, lw_rule_sbuffer(l), d->row_major, &align,
                                             &size, &mstride);
        uint32_t stride = size;
        if (align && stride % align)
            stride += align - stride % align;
        IrMember mb = {.type = ir_type_runtime_array(m, et, stride), .offset = 0,
                       .hlsl_type = rt->elem ? ty_name(l->cc, rt->elem) : "uint"};
        /* A float matrix element: its stride and majorness go on the member. */
        if (info->cls == RC_STRUCTURED && lw_strip(rt->elem)->kind == TY_MATRIX &&
            lw_is_float_mat(lw_strip(rt->elem)) && mstride) {
            mb.matrix_stride = mstride;
            mb.row_major = !lw_matrix_row_major(lw_strip(rt->elem), d->row_major);
        }
        /* The name is the element's without its majorness (DXC names the
         * two forms alike; the decorations tell them apart). */
        Type *en = rt->elem;
        if (en && lw_strip(en)->kind == TY_MATRIX && (lw_strip(en)->mods & (TM_ROW_MAJOR | TM_COLUMN_MAJOR)))
            en = ty_with_mods(l->cc, lw_strip(en), lw_strip(en)->mods & ~(TM_ROW_MAJOR | TM_COLUMN_MAJOR));
        bname = arena_sprintf(&l->cc->arena, "type.%s%s%s", info->name, en ? "." : "",
                              en ? ty_name(l->cc, en) : "");
        pointee = ir_type_struct(m, bname, &mb, 1, true, true);
        storage = SpvStorageClassStorageBuffer;
        kind = IRR_STORAGE_BUFFER;
    } else { /* ConstantBuffer<T> / TextureBuffer<T> */
        Type *st = lw_strip(rt->elem);
        Decl *sd = st && st->kind == TY_STRUCT ? st->decl : NULL;
        bool tb = rt->res == R_TEXTUREBUFFER;
        bname = arena_sprintf(&l->cc->arena, "type.%s.%s", info->name, st ? ty_name(l->cc, st) : "?");
        pointee = lw_layout_struct(l, bname, sd ? sd->fields.data : NULL, sd ? sd->fields.len : 0,
                                   tb ? lw_rule_tbuffer(l) : lw_rule_cbuffer(l), true, NULL, NULL);
        storage = tb ? SpvStorageClassStorageBuffer : SpvStorageClassUniform;
        kind = tb ? IRR_STORAGE_BUFFER : IRR_UNIFORM_BUFFER;
        ro = true;
        if (d->vk.shader_record_ext || d->vk.shader_record_nv) {
            /* std430, as DXC lays out ShaderRecordBufferKHR blocks */
            pointee = lw_layout_struct(l, bname, sd ? sd->fields.data : NULL, sd ? sd->fields.len : 0,
                                       lw_rule_sbuffer(l), true, NULL, NULL);
            storage = SpvStorageClassShaderRecordBufferKHR;
            kind = IRR_NONE;
        }
        if (d->vk.push_constant) {
            storage = SpvStorageClassPushConstant;
            kind = IRR_PUSH_CONSTANT;
        }
    }
    if (runtime)
        pointee = ir_type_runtime_array(m, pointee, 0);
    else if (arr)
        pointee = ir_type_array(m, pointee, arr, 0);
    IrId g = ir_global_new(m, d->name, storage, pointee, d->loc);
    IrGlobal *gl = ir_value(m, g)->u.g;
    gl->res = kind;
    gl->read_only = ro;
    gl->array_count = arr;
    gl->hlsl_type = ty_name(l->cc, d->type);
    gl->user_type = user_type_of(l, rt);
    if (ri) {
        gl->set = ri->set;
        gl->binding = ri->binding;
        gl->slot = ri->slot;
    }
    return g;
}

/* The global for a resource-typed declaration (created on first use). */
static IrId resource_global(L *l, Decl *d)
{
    LResInfo *ri = map_get(&l->resinfo, d);
    if (ri && ri->global)
        return ri->global;
    if (!ri)
        ri = info_of(l, d);
    uint32_t arr;
    bool runtime;
    Type *rt = base_res(d->type, &arr, &runtime);
    const ResInfo *info = ty_res_info(rt->res);
    IrModule *m = l->m;
    IrId g;
    if (info->cls == RC_STRUCTURED || info->cls == RC_BYTE_ADDRESS || info->cls == RC_CBUFFER) {
        g = make_buffer_global(l, d, rt, arr, runtime, ri);
    } else if (info->cls == RC_TEXTURE || info->cls == RC_RWTEXTURE ||
               info->cls == RC_BUFFER_VIEW || info->cls == RC_SAMPLER || info->cls == RC_SUBPASS ||
               info->cls == RC_ACCEL) {
        uint32_t fmt = image_format(l, d);
        /* Atomics on texels need R32ui/R32i (R64ui/R64i) in Vulkan; DXC
         * picks them for single-component integer storage images without a
         * format. */
        Type *et = rt->elem ? lw_strip(rt->elem) : NULL;
        if (fmt == SpvImageFormatUnknown && (info->flags & RF_WRITE) && et &&
            ty_component_count(et) == 1) {
            if (et->scalar == SK_UINT32 || et->scalar == SK_INT32)
                fmt = et->scalar == SK_UINT32 ? SpvImageFormatR32ui : SpvImageFormatR32i;
            else if (et->scalar == SK_UINT64 || et->scalar == SK_INT64)
                fmt = et->scalar == SK_UINT64 ? SpvImageFormatR64ui : SpvImageFormatR64i;
        }
        IrTypeId t = image_type_fmt(l, rt, fmt);
        /* [[vk::combinedImageSampler]] on a texture: one combined image
         * sampler variable (its sampler, at the same binding, disappears). */
        bool combined = (d->vk.combined_image_sampler && info->cls == RC_TEXTURE) ||
                        (info->flags & RF_COMBINED) != 0; /* vk::SampledTexture* */
        if (combined)
            t = ir_type_sampled_image(m, t);
        if (runtime)
            t = ir_type_runtime_array(m, t, 0);
        else if (arr)
            t = ir_type_array(m, t, arr, 0);
        g = ir_global_new(m, d->name, SpvStorageClassUniformConstant, t, d->loc);
        IrGlobal *gl = ir_value(m, g)->u.g;
        gl->set = ri->set;
        gl->binding = ri->binding;
        gl->slot = ri->slot;
        gl->array_count = arr;
        gl->hlsl_type = ty_name(l->cc, d->type);
        gl->user_type = user_type_of(l, rt);
        bool w = (info->flags & RF_WRITE) != 0;
        switch (info->cls) {
        case RC_SAMPLER: gl->res = (info->flags & RF_CMP) ? IRR_COMPARISON_SAMPLER : IRR_SAMPLER; break;
        case RC_BUFFER_VIEW: gl->res = w ? IRR_STORAGE_TEXEL_BUFFER : IRR_UNIFORM_TEXEL_BUFFER; break;
        case RC_SUBPASS: gl->res = IRR_INPUT_ATTACHMENT; break;
        case RC_ACCEL: gl->res = IRR_ACCEL; break;
        default: gl->res = w ? IRR_STORAGE_IMAGE : IRR_SAMPLED_IMAGE; break;
        }
        if (combined)
            gl->res = IRR_COMBINED_IMAGE_SAMPLER;
        gl->read_only = !w;
        if (info->cls == RC_SUBPASS && d->vk.input_attachment_index >= 0) {
            uint32_t ia = (uint32_t)d->vk.input_attachment_index;
            ir_decorate(m, g, SpvDecorationInputAttachmentIndex, -1, &ia, 1);
        }
    } else {
        diag(l->cc, d->loc, D_LOWER_RESOURCE_TYPE, ty_name(l->cc, d->type));
        cc_bail(l->cc);
    }
    /* DXC's GLSL450 memory model: globallycoherent is a Coherent variable
     * (under the Vulkan one, the back end turns it into memory operands). */
    if (d->mods & DM_GLOBALLYCOHERENT)
        ir_decorate(m, g, SpvDecorationCoherent, -1, NULL, 0);
    if ((d->mods & DM_GLOBALLYCOHERENT) && m->memory_model == SpvMemoryModelVulkan &&
        (ir_value(m, g)->u.g->res == IRR_STORAGE_IMAGE || ir_value(m, g)->u.g->res == IRR_STORAGE_TEXEL_BUFFER))
        diag(l->cc, d->loc, D_LOWER_VMM_COHERENT_IMAGE, d->name);
    /* A rasterizer ordered view: the entry wrapper makes the shader one
     * invocation interlock (entry.c). Without one the accesses race:
     * refused where there is none (WGSL, other stages). */
    if ((info->flags & RF_ROV) && l->cc->stage == STAGE_PIXEL && l->target != OSH_TARGET_WGSL)
        l->rov = true;
    else if (info->flags & RF_ROV)
        diag(l->cc, d->loc, D_LOWER_ROV, d->name, info->name);
    lw_ext_requirements(l, d);
    lw_ext_decorations(l, d, g);
    ri->global = g;
    return g;
}

static IrId globals_cbuffer(L *l);
static IrId cbuffer_global(L *l, Decl *cb);

/* -fspv-preserve-bindings: the variables of the resources nothing used
 * (resource.c creates them on first use), so that every declared binding
 * is in the module; prune and the back end keep them (IrModule). Push
 * constants and shader records have no binding. */
void lw_preserve_bindings(L *l)
{
    for (uint32_t i = 0; i < l->resources.len; i++) {
        LResInfo *ri = l->resources.data[i];
        Decl *d = ri->decl;
        if (ri->global || !ri->has_binding || map_get(&l->resstructs, d))
            continue;
        if (d->kind == DK_CBUFFER && !d->vk.push_constant && !d->vk.shader_record_ext && !d->vk.shader_record_nv)
            cbuffer_global(l, d);
        else if (d->kind == DK_VAR && lw_is_resource(d->type) && !d->vk.push_constant &&
                 !(d->vk.combined_image_sampler && is_sampler_decl(d)))
            resource_global(l, d); /* (a combined image sampler's sampler is its texture's) */
    }
    if (l->globals_members.len)
        globals_cbuffer(l);
}

bool lw_global_res(L *l, Decl *d, ResRef *out)
{
    memset(out, 0, sizeof *out);
    out->global = resource_global(l, d);
    out->decl = d;
    uint32_t arr;
    bool runtime;
    out->type = base_res(d->type, &arr, &runtime);
    return true;
}

bool lw_const_zero(Decl *d)
{
    return (d->mods & DM_CONST) && !d->init && !lw_res_holds(d->type) && !lw_is_opaque_spirv(d->type);
}

bool lw_unresolved_res(L *l, Type *t, const char *what, Loc loc, ResRef *out)
{
    t = lw_strip(t);
    if (!t || t->kind != TY_RESOURCE)
        return false;
    uint32_t cls = ty_res_info(t->res)->cls;
    if (cls == RC_CBUFFER || cls == RC_SUBPASS)
        return false; /* their globals need more than a type */
    Decl *d = NEW(l->cc, Decl);
    d->kind = DK_VAR;
    d->storage = SC_GLOBAL_UNIFORM;
    d->type = t;
    d->name = d->qname = str_intern_c(l->cc, what);
    d->loc = loc;
    ast_decl_defaults(d);
    if (!lw_global_res(l, d, out))
        return false;
    ir_value(l->m, out->global)->u.g->unresolved = true;
    return true;
}

IrId lw_counter_var(L *l, ResRef *r)
{
    LResInfo *ri = map_get(&l->resinfo, r->decl);
    if (!ri)
        return 0;
    if (ri->counter)
        return ri->counter;
    IrModule *m = l->m;
    IrMember mb = {.type = ir_type_int(m, 32, true), .offset = 0, .hlsl_type = "int"};
    IrTypeId st = ir_type_struct(m, str_intern_c(l->cc, "type.ACSBuffer.counter"), &mb, 1, true, true);
    /* An array of buffers has an array of counters, one each (as DXC:
     * _arr_type_ACSBuffer_counter_uint_5); the elements of a [A][B] array
     * are flattened, as the buffers' own are. */
    Type *t = lw_strip(r->decl->type);
    uint64_t count = 1;
    bool arrayed = false, unsized = false;
    for (int depth = 0; t->kind == TY_ARRAY && depth < LIMIT_NESTING; depth++, t = lw_strip(t->elem)) {
        arrayed = true;
        unsized |= !t->count;
        count *= t->count ? t->count : 1;
    }
    if (arrayed)
        st = unsized ? ir_type_runtime_array(m, st, 0) : ir_type_array(m, st, (uint32_t)count, 0);
    IrId g = ir_global_new(m, arena_sprintf(&l->cc->arena, "counter.var.%s", r->decl->name),
                           SpvStorageClassStorageBuffer, st, r->decl->loc);
    IrGlobal *gl = ir_value(m, g)->u.g;
    gl->res = IRR_COUNTER_BUFFER;
    gl->array_count = arrayed && !unsized ? (uint32_t)count : 0;
    if (!ri->has_counter_binding && !r->decl->heap) { /* the next free binding of its set, as DXC */
        ri->counter_binding = next_free(l, &l->used_bindings, ri->set, 0);
        ri->has_counter_binding = true;
    }
    gl->set = ri->set; /* a heap's: lw_bind_heaps */
    gl->binding = ri->counter_binding;
    gl->slot = ri->counter_slot;
    gl->source_resource = ri->global;
    ir_value(m, ri->global)->u.g->counter = g;
    ri->counter = g;
    return g;
}

/* $Globals: the non-static, non-resource globals, as one cbuffer. */
static IrId globals_cbuffer(L *l)
{
    if (l->globals_cb)
        return l->globals_cb;
    Str name = str_intern_c(l->cc, "type.$Globals");
    IrTypeId st = lw_layout_globals(l, name, l->globals_members.data, l->globals_members.len,
                                    lw_rule_cbuffer(l));
    IrId g = ir_global_new(l->m, str_intern_c(l->cc, "$Globals"), SpvStorageClassUniform, st, no_loc);
    IrGlobal *gl = ir_value(l->m, g)->u.g;
    LResInfo *ri = map_get(&l->resinfo, (void *)l);
    gl->res = IRR_UNIFORM_BUFFER;
    gl->read_only = true;
    if (ri) {
        gl->set = ri->set;
        gl->binding = ri->binding;
        gl->slot = ri->slot;
    }
    l->globals_cb = g;
    return g;
}

static IrId cbuffer_global(L *l, Decl *cb)
{
    LResInfo *ri = info_of(l, cb);
    if (ri->global)
        return ri->global;
    Vec(Decl *) mem = {0};
    for (uint32_t i = 0; i < cb->members.len; i++)
        if (!lw_is_resource(cb->members.data[i]->type))
            vec_push(&l->cc->arena, &mem, cb->members.data[i]);
    Str name = arena_sprintf(&l->cc->arena, "type.%s", cb->name ? cb->name : "cbuffer");
    bool tb = cb->is_tbuffer;
    bool rec = cb->vk.shader_record_ext || cb->vk.shader_record_nv;
    IrTypeId st = lw_layout_struct(l, name, mem.data, mem.len,
                                   rec ? lw_rule_sbuffer(l) : tb ? lw_rule_tbuffer(l) : lw_rule_cbuffer(l),
                                   true, NULL, NULL);
    uint32_t storage = tb ? SpvStorageClassStorageBuffer : SpvStorageClassUniform;
    if (cb->vk.push_constant)
        storage = SpvStorageClassPushConstant;
    if (rec)
        storage = SpvStorageClassShaderRecordBufferKHR;
    IrId g = ir_global_new(l->m, cb->name, storage, st, cb->loc);
    IrGlobal *gl = ir_value(l->m, g)->u.g;
    gl->res = cb->vk.push_constant ? IRR_PUSH_CONSTANT : rec ? IRR_NONE : tb ? IRR_STORAGE_BUFFER : IRR_UNIFORM_BUFFER;
    gl->read_only = true;
    if (!cb->vk.push_constant && !rec)
        gl->user_type = str_intern_c(l->cc, tb ? "tbuffer" : "cbuffer");
    gl->set = ri->set;
    gl->binding = ri->binding;
    gl->slot = ri->slot;
    ri->global = g;
    return g;
}

/* Index of `d` among the non-resource members of a list. */
static uint32_t member_index(Decl *const *list, uint32_t n, Decl *d)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (list[i] == d)
            return k;
        if (!lw_is_resource(list[i]->type))
            k++;
    }
    return k;
}

/* [[vk::ext_capability(N)]] and [[vk::ext_extension("name")]] on a global,
 * a resource or a function: the module declares them once the entry point
 * uses the declaration, as DXC. */
static void ext_requirements(L *l, const VkExtAttr *list, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        const VkExtAttr *e = &list[i];
        if (!e->name || e->args.len != 1 || !e->args.data[0])
            continue;
        const Expr *a = e->args.data[0];
        if (!strcmp(e->name, "ext_capability") && a->is_const)
            lw_ask_capability(l, (uint32_t)a->cval.u);
        else if (!strcmp(e->name, "ext_extension") && a->kind == EX_STRING_LIT && a->sval) {
            const char *x = arena_sprintf(&l->cc->arena, "%.*s", (int)a->slen, a->sval);
            ir_add_extension(l->m, x);
            vec_push(&l->cc->arena, &l->m->asked_extensions, x);
        }
    }
}

void lw_ext_requirements(L *l, const Decl *d)
{
    if (d)
        ext_requirements(l, d->vk.ext.data, d->vk.ext.len);
}

void lw_stmt_ext_requirements(L *l, const Stmt *s) { ext_requirements(l, s->ext.data, s->ext.len); }

/* Fills `out` with the memory of a global (non-resource) variable. */
IrId lw_global_var(L *l, Decl *d, LVal *out)
{
    IrModule *m = l->m;
    lw_ext_requirements(l, d);
    memset(out, 0, sizeof *out);
    out->kind = LV_PTR;
    out->type = d->type;
    /* `const static T wi[N];` with no definition anywhere: its value is
     * unknown (DXC's undefined.static.template.member.hlsl stops there). */
    if (d->storage == SC_STATIC_MEMBER && (d->mods & DM_CONST) && !d->init && !d->has_cval &&
        !ast_vk_ext_builtin(d, true, NULL) && !map_get(&l->vars, d)) {
        diag(l->cc, d->loc, D_LOWER_STATIC_UNDEFINED, d->qname ? d->qname : d->name);
        map_put(l->cc, &l->vars, d, (void *)(uintptr_t)ir_undef(m, ir_type_pointer(m, SpvStorageClassPrivate, lw_type(l, d->type))));
        out->ptr = (IrId)(uintptr_t)map_get(&l->vars, d);
        out->storage = SpvStorageClassPrivate;
        return out->ptr;
    }
    /* [[vk::ext_builtin_input(n)]] static const T x; (and _output): the
     * built-in's own Input (Output) variable, as DXC. */
    uint32_t bi;
    bool bin = ast_vk_ext_builtin(d, true, &bi), bout = !bin && ast_vk_ext_builtin(d, false, &bi);
    if (bin || bout) {
        IrId g = (IrId)(uintptr_t)map_get(&l->vars, d);
        if (!g) {
            if (l->target == OSH_TARGET_WGSL)
                diag(l->cc, d->loc, D_WGSL_UNAVAILABLE, bin ? "vk::ext_builtin_input" : "vk::ext_builtin_output");
            IrTypeId t = lw_type(l, d->type);
            if (bin) {
                g = lw_builtin_input(l, bi, t, arena_sprintf(&l->cc->arena, "%s", d->name ? d->name : "builtin"));
            } else {
                g = ir_global_new(m, d->name ? d->name : "builtin", SpvStorageClassOutput, t, d->loc);
                ir_value(m, g)->u.g->builtin = (int32_t)bi;
            }
            map_put(l->cc, &l->vars, d, (void *)(uintptr_t)g);
        }
        out->ptr = g;
        out->storage = bin ? SpvStorageClassInput : SpvStorageClassOutput;
        return g;
    }
    if (d->storage == SC_CBUFFER_MEMBER && d->cbuffer) {
        IrId g = cbuffer_global(l, d->cbuffer);
        uint32_t idx = member_index(d->cbuffer->members.data, d->cbuffer->members.len, d);
        IrId i = lw_i32(l, (int32_t)idx);
        IrTypeId st = ir_value(m, g)->u.g->pointee;
        uint32_t sc = ir_value(m, g)->u.g->storage;
        out->ptr = lw_access(l, g, sc, ir_type(m, st)->members[idx].type, &i, 1);
        out->storage = sc;
        out->layout = true;
        return out->ptr;
    }
    if (d->storage == SC_GLOBAL_UNIFORM && d->vk.push_constant) {
        IrId g = (IrId)(uintptr_t)map_get(&l->vars, d);
        if (!g) {
            Type *t = lw_strip(d->type);
            IrTypeId st;
            if (t->kind == TY_STRUCT)
                st = lw_layout_struct(l, arena_sprintf(&l->cc->arena, "type.PushConstant.%s", t->name),
                                      t->decl->fields.data, t->decl->fields.len, lw_rule_sbuffer(l),
                                      true, NULL, NULL);
            else
                st = lw_layout_type(l, t, lw_rule_sbuffer(l), d->row_major, NULL, NULL);
            g = ir_global_new(m, d->name, SpvStorageClassPushConstant, st, d->loc);
            IrGlobal *gl = ir_value(m, g)->u.g;
            gl->res = IRR_PUSH_CONSTANT;
            gl->read_only = true;
            gl->hlsl_type = ty_name(l->cc, d->type);
            map_put(l->cc, &l->vars, d, (void *)(uintptr_t)g);
        }
        out->ptr = g;
        out->storage = SpvStorageClassPushConstant;
        out->layout = true;
        return g;
    }
    /* A global struct of resources holds no data: its value (a struct
     * argument's) is a Private variable's, as a static's; its resources
     * are its leaves' globals (resbind.c). */
    if (d->storage == SC_GLOBAL_UNIFORM && lw_is_opaque_spirv(d->type) && !map_get(&l->vars, d))
        diag(l->cc, d->loc, D_LOWER_SPIRV_TYPE, ty_name(l->cc, d->type),
             "a global of a type without a size is no $Globals member: say where it lives with "
             "[[vk::ext_storage_class(n)]]");
    if (d->storage == SC_GLOBAL_UNIFORM && !map_get(&l->resstructs, d) && !lw_is_opaque_spirv(d->type)) {
        IrId g = globals_cbuffer(l);
        uint32_t idx = member_index(l->globals_members.data, l->globals_members.len, d);
        IrId i = lw_i32(l, (int32_t)idx);
        IrTypeId st = ir_value(m, g)->u.g->pointee;
        out->ptr = lw_access(l, g, SpvStorageClassUniform, ir_type(m, st)->members[idx].type, &i, 1);
        out->storage = SpvStorageClassUniform;
        out->layout = true;
        return out->ptr;
    }
    /* static / groupshared: Private / Workgroup variables; the entry
     * wrapper runs static initializers. */
    IrId g = (IrId)(uintptr_t)map_get(&l->vars, d);
    uint32_t sc = d->storage == SC_GROUPSHARED ? SpvStorageClassWorkgroup : SpvStorageClassPrivate;
    if (d->storage == SC_GROUPSHARED && (d->mods & DM_PAYLOAD) && l->cc->stage == STAGE_AMPLIFICATION &&
        !m->mesh_nv)
        sc = SpvStorageClassTaskPayloadWorkgroupEXT; /* DispatchMesh's payload (sema_reach.c) */
    uint32_t asked;
    if (lw_ext_storage_class(d, &asked))
        sc = asked; /* [[vk::ext_storage_class(n)]] */
    if (!g) {
        g = ir_global_new(m, d->name, sc, lw_type(l, d->type), d->loc);
        ir_value(m, g)->u.g->hlsl_type = ty_name(l->cc, d->type);
        lw_ext_decorations(l, d, g);
        if (d->mods & DM_PRECISE)
            vec_push(&l->cc->arena, &l->precise_vars, g);
        /* static const T x;: zero, the value DXC folds it to, and the only
         * one it can ever have. */
        if (sc == SpvStorageClassPrivate && lw_const_zero(d))
            ir_value(m, g)->u.g->init = ir_const_null(m, ir_value(m, g)->u.g->pointee);
        map_put(l->cc, &l->vars, d, (void *)(uintptr_t)g);
    }
    out->ptr = g;
    out->storage = sc;
    return g;
}
