/*
 * The IR as text (-dump-ir and pass tests). Deterministic: everything is
 * printed in module order and values keep their module ids, the same ids
 * the verifier's messages cite.
 *
 * Format:
 *   struct $Name.7 block layout size=16 { u32 count @0, array<f32, stride=4> data @4 }
 *   spec %9 = u32 7 [id 3] ; name
 *   global @data = storage_buffer $Buf.5 [set 0, binding 0, res storage_buffer]
 *   entry compute "main" = @main [workgroup 64 1 1] [mode 17: 64 1 1]
 *   fn @main() -> void {
 *   b3:                                  ; entry
 *     %12 = fadd f32 %3, %4 !precise
 *     %13 = extract u32 %11 [0]
 *     %14 = phi u32 [0u, b3], [%20, b7]
 *     store %15, 1u
 *     br_cond %16, b5, b6
 *   b5: loop merge b8 continue b7
 *   }
 *
 * Types: void bool i32 u32 f32 (i16 u16 f16 i64 u64 f64), vec3<f32>,
 * mat4x3<f32> (4 columns of vec3<f32>), array<T, N>, array<T> (runtime),
 * with ", stride=S" when laid out, $Name.<type id> for structs,
 * ptr<storage, T>, image<T, dim, flags...>, sampler, sampled_image<...>,
 * fn(T, ...) -> T.
 * Operands: %N instruction results and parameters, @name globals and
 * functions, bN blocks, scalar constants inline (true, 5u, -3i, 1.5f; other
 * widths as 5:u16, 1.5:f64; non-finite floats as bits(0x7f800000):f32),
 * composite constants as T(a, b, ...), null<T>, undef<T>; spec constants by
 * id. Literal operands (lits) follow in brackets; flags as !precise,
 * !relaxed, !nonuniform.
 */
#include <math.h>
#include <stdio.h>

#include "ir/names.h"

enum { PRINT_DEPTH = 64 };

static void print_type(IrModule *m, Buf *o, IrTypeId t, int depth);

static void print_struct_ref(IrModule *m, Buf *o, IrTypeId t)
{
    const IrType *ty = ir_type(m, t);
    buf_printf(o, "$%s.%u", ty->name ? ty->name : "struct", t);
}

static void print_type(IrModule *m, Buf *o, IrTypeId t, int depth)
{
    if (!t || t >= m->types.len) {
        buf_puts(o, "?");
        return;
    }
    if (depth > PRINT_DEPTH) {
        buf_puts(o, "...");
        return;
    }
    const IrType *ty = ir_type(m, t);
    switch (ty->kind) {
    case IR_TY_VOID: buf_puts(o, "void"); break;
    case IR_TY_BOOL: buf_puts(o, "bool"); break;
    case IR_TY_INT: buf_printf(o, "%c%u", ty->is_signed ? 'i' : 'u', ty->width); break;
    case IR_TY_FLOAT: buf_printf(o, "f%u", ty->width); break;
    case IR_TY_VECTOR:
        buf_printf(o, "vec%u<", ty->count);
        print_type(m, o, ty->elem, depth + 1);
        buf_putc(o, '>');
        break;
    case IR_TY_MATRIX: {
        const IrType *col = ir_type(m, ty->elem);
        buf_printf(o, "mat%ux%u<", ty->count, col->count);
        print_type(m, o, col->elem, depth + 1);
        buf_putc(o, '>');
        break;
    }
    case IR_TY_ARRAY:
    case IR_TY_RUNTIME_ARRAY:
        buf_puts(o, "array<");
        print_type(m, o, ty->elem, depth + 1);
        if (ty->kind == IR_TY_ARRAY)
            buf_printf(o, ", %u", ty->count);
        if (ty->stride)
            buf_printf(o, ", stride=%u", ty->stride);
        buf_putc(o, '>');
        break;
    case IR_TY_STRUCT: print_struct_ref(m, o, t); break;
    case IR_TY_POINTER:
        buf_puts(o, "ptr<");
        if (ir_name_of(IR_NAMES_STORAGE, ty->storage))
            buf_puts(o, ir_name_of(IR_NAMES_STORAGE, ty->storage));
        else
            buf_printf(o, "storage%u", ty->storage);
        buf_puts(o, ", ");
        print_type(m, o, ty->elem, depth + 1);
        buf_putc(o, '>');
        break;
    case IR_TY_IMAGE:
        buf_puts(o, "image<");
        print_type(m, o, ty->elem, depth + 1);
        const char *dim = ir_name_of(IR_NAMES_DIM, ty->dim);
        buf_printf(o, ", %s", dim ? dim : "dim?");
        if (ty->depth)
            buf_puts(o, ", depth");
        if (ty->arrayed)
            buf_puts(o, ", arrayed");
        if (ty->ms)
            buf_puts(o, ", ms");
        buf_puts(o, ty->sampled == 2 ? ", storage" : ty->sampled == 1 ? ", sampled" : "");
        if (ty->format)
            buf_printf(o, ", format=%u", ty->format);
        buf_putc(o, '>');
        break;
    case IR_TY_SAMPLER: buf_puts(o, "sampler"); break;
    case IR_TY_ACCEL: buf_puts(o, "accel"); break;
    case IR_TY_RAY_QUERY: buf_puts(o, "ray_query"); break;
    case IR_TY_SPIRV:
        buf_printf(o, "spirv<%u", ty->count);
        for (uint32_t i = 0; i < ty->member_count; i++) {
            uint32_t kind = ty->params[2 * i], v = ty->params[2 * i + 1];
            buf_puts(o, ", ");
            if (kind == IR_SPV_OPERAND_TYPE)
                print_type(m, o, v, depth + 1);
            else
                buf_printf(o, kind == IR_SPV_OPERAND_CONST ? "%%%u" : "%u", v);
        }
        buf_putc(o, '>');
        break;
    case IR_TY_SAMPLED_IMAGE:
        buf_puts(o, "sampled_image<");
        print_type(m, o, ty->elem, depth + 1);
        buf_putc(o, '>');
        break;
    case IR_TY_FUNCTION:
        buf_puts(o, "fn(");
        for (uint32_t i = 0; i < ty->member_count; i++) {
            if (i)
                buf_puts(o, ", ");
            print_type(m, o, ty->params[i], depth + 1);
        }
        buf_puts(o, ") -> ");
        print_type(m, o, ty->elem, depth + 1);
        break;
    }
}

static void print_scalar(IrModule *m, Buf *o, IrTypeId t, uint64_t bits)
{
    const IrType *ty = ir_type(m, t);
    if (ty->kind == IR_TY_BOOL) {
        buf_puts(o, bits ? "true" : "false");
        return;
    }
    if (ty->kind == IR_TY_INT) {
        if (ty->is_signed) {
            int64_t v = (int64_t)bits;
            if (ty->width < 64 && (bits >> (ty->width - 1)) & 1)
                v = (int64_t)(bits | ~(((uint64_t)1 << ty->width) - 1));
            buf_printf(o, "%lld", (long long)v);
        } else {
            buf_printf(o, "%llu", (unsigned long long)bits);
        }
        if (ty->width == 32)
            buf_putc(o, ty->is_signed ? 'i' : 'u');
        else
            buf_printf(o, ":%c%u", ty->is_signed ? 'i' : 'u', ty->width);
        return;
    }
    double d;
    if (ty->width == 64) {
        memcpy(&d, &bits, 8);
    } else if (ty->width == 32) {
        float f;
        uint32_t b = (uint32_t)bits;
        memcpy(&f, &b, 4);
        d = f;
    } else {
        /* half: exponent 5 bits, mantissa 10 */
        unsigned e = (bits >> 10) & 0x1f, mt = bits & 0x3ff;
        d = e == 0 ? ldexp(mt, -24) : e == 31 ? (mt ? NAN : INFINITY) : ldexp(mt | 0x400, (int)e - 25);
        if (bits & 0x8000)
            d = -d;
    }
    if (!isfinite(d)) {
        buf_printf(o, "bits(0x%llx):f%u", (unsigned long long)bits, ty->width);
        return;
    }
    char tmp[64];
    snprintf(tmp, sizeof tmp, "%.17g", d);
    if (ty->width == 32)
        snprintf(tmp, sizeof tmp, "%.9g", d);
    else if (ty->width == 16)
        snprintf(tmp, sizeof tmp, "%.5g", d);
    buf_puts(o, tmp);
    if (!strpbrk(tmp, ".e"))
        buf_puts(o, ".0");
    if (ty->width == 32)
        buf_putc(o, 'f');
    else
        buf_printf(o, ":f%u", ty->width);
}

static void print_value(IrModule *m, Buf *o, IrId v, int depth)
{
    if (!v || v >= m->values.len) {
        buf_printf(o, "<bad %u>", v);
        return;
    }
    const IrValue *val = ir_value(m, v);
    switch (val->kind) {
    case IV_NONE: buf_printf(o, "<none %u>", v); break;
    case IV_INST:
    case IV_PARAM: buf_printf(o, "%%%u", v); break;
    case IV_GLOBAL:
    case IV_FUNC:
        if (val->name)
            buf_printf(o, "@%s", val->name);
        else
            buf_printf(o, "@%c%u", val->kind == IV_FUNC ? 'f' : 'g', v);
        break;
    case IV_BLOCK: buf_printf(o, "b%u", v); break;
    case IV_UNDEF:
        buf_puts(o, "undef<");
        print_type(m, o, val->type, 0);
        buf_putc(o, '>');
        break;
    case IV_CONST: {
        const IrConst *c = val->u.c;
        if (c->is_spec) {
            buf_printf(o, "%%%u", v);
        } else if (c->is_null) {
            buf_puts(o, "null<");
            print_type(m, o, val->type, 0);
            buf_putc(o, '>');
        } else if (c->elem_count || ir_type(m, val->type)->kind > IR_TY_FLOAT) {
            print_type(m, o, val->type, 0);
            buf_putc(o, '(');
            for (uint32_t i = 0; i < c->elem_count; i++) {
                if (i)
                    buf_puts(o, ", ");
                if (depth > PRINT_DEPTH)
                    buf_puts(o, "...");
                else
                    print_value(m, o, c->elems[i], depth + 1);
            }
            buf_putc(o, ')');
        } else {
            print_scalar(m, o, val->type, c->bits);
        }
        break;
    }
    }
}

static void print_inst(IrModule *m, Buf *o, const IrInst *in)
{
    const IrOpInfo *info = ir_op_info(in->op);
    buf_puts(o, "  ");
    if (in->id)
        buf_printf(o, "%%%u = ", in->id);
    buf_puts(o, info->name);
    if (in->type) {
        buf_putc(o, ' ');
        print_type(m, o, in->type, 0);
    }
    if (in->op == IR_PHI) {
        for (uint32_t k = 0; k + 1 < in->nargs; k += 2) {
            buf_puts(o, k ? ", [" : " [");
            print_value(m, o, in->args[k], 0);
            buf_puts(o, ", ");
            print_value(m, o, in->args[k + 1], 0);
            buf_putc(o, ']');
        }
    } else {
        for (uint32_t k = 0; k < in->nargs; k++) {
            buf_puts(o, k ? ", " : " ");
            print_value(m, o, in->args[k], 0);
        }
    }
    if (in->nlits) {
        buf_puts(o, " [");
        for (uint32_t k = 0; k < in->nlits; k++)
            buf_printf(o, k ? ", %u" : "%u", in->lits[k]);
        buf_putc(o, ']');
    }
    if (in->flags & IRF_NO_CONTRACTION)
        buf_puts(o, " !precise");
    if (in->flags & IRF_RELAXED)
        buf_puts(o, " !relaxed");
    if (in->flags & IRF_NONUNIFORM)
        buf_puts(o, " !nonuniform");
    if (in->id && ir_value(m, in->id)->name)
        buf_printf(o, " ; %s", ir_value(m, in->id)->name);
    buf_putc(o, '\n');
}

static void print_func(IrModule *m, Buf *o, IrFunc *f)
{
    buf_printf(o, "fn @%s(", f->name ? f->name : "?");
    for (uint32_t i = 0; i < f->params.len; i++) {
        if (i)
            buf_puts(o, ", ");
        buf_printf(o, "%%%u: ", f->params.data[i]);
        print_type(m, o, ir_type_of(m, f->params.data[i]), 0);
    }
    buf_puts(o, ") -> ");
    print_type(m, o, f->ret, 0);
    buf_puts(o, " {\n");
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *bl = f->blocks.data[i];
        buf_printf(o, "b%u:", bl->id);
        if (bl->struct_kind == IR_STRUCT_SELECTION)
            buf_printf(o, " selection merge b%u", bl->merge);
        else if (bl->struct_kind == IR_STRUCT_LOOP)
            buf_printf(o, " loop merge b%u continue b%u", bl->merge, bl->cont);
        if (bl->struct_kind != IR_STRUCT_NONE && bl->control)
            buf_printf(o, " control %u", bl->control);
        if (bl->unroll_count)
            buf_printf(o, " unroll %u", bl->unroll_count);
        if (bl->name)
            buf_printf(o, " ; %s", bl->name);
        buf_putc(o, '\n');
        for (IrInst *in = bl->first; in; in = in->next)
            print_inst(m, o, in);
    }
    buf_puts(o, "}\n");
}

static void print_global(IrModule *m, Buf *o, IrId id)
{
    const IrValue *val = ir_value(m, id);
    const IrGlobal *g = val->u.g;
    print_value(m, o, id, 0);
    const char *storage = ir_name_of(IR_NAMES_STORAGE, g->storage);
    buf_printf(o, " = global %s ", storage ? storage : "?");
    print_type(m, o, g->pointee, 0);
    Buf attrs;
    buf_init(&attrs, &m->cc->arena);
    if (g->res != IRR_NONE && ir_name_of(IR_NAMES_RES, g->res))
        buf_printf(&attrs, ", res %s, set %u, binding %u", ir_name_of(IR_NAMES_RES, g->res),
                   g->set, g->binding);
    if (g->array_count)
        buf_printf(&attrs, ", array %u", g->array_count);
    if (g->read_only)
        buf_puts(&attrs, ", read_only");
    if (g->atomics)
        buf_puts(&attrs, ", atomics");
    if (g->nonuniform)
        buf_puts(&attrs, ", nonuniform");
    if (g->builtin >= 0) {
        const char *bn = ir_name_of(IR_NAMES_BUILTIN, (uint32_t)g->builtin);
        if (bn)
            buf_printf(&attrs, ", builtin %s", bn);
        else
            buf_printf(&attrs, ", builtin %d", g->builtin);
    }
    if (g->location >= 0)
        buf_printf(&attrs, ", location %d", g->location);
    if (g->component >= 0)
        buf_printf(&attrs, ", component %d", g->component);
    if (g->interp & 3)
        buf_puts(&attrs, (g->interp & 3) == 1 ? ", flat" : ", noperspective");
    if (g->interp & 4)
        buf_puts(&attrs, ", centroid");
    if (g->interp & 8)
        buf_puts(&attrs, ", sample");
    if (g->semantic)
        buf_printf(&attrs, ", semantic %s", g->semantic);
    for (uint32_t i = 0; i < g->decors.len; i++) {
        const IrDecor *d = &g->decors.data[i];
        buf_printf(&attrs, ", decorate %u", d->deco);
        if (d->member >= 0)
            buf_printf(&attrs, " member %d", d->member);
        for (unsigned k = 0; k < d->nargs; k++)
            buf_printf(&attrs, " %u", d->args[k]);
    }
    if (attrs.len)
        buf_printf(o, " [%s]", buf_cstr(&attrs) + 2);
    if (g->init) {
        buf_puts(o, " init ");
        print_value(m, o, g->init, 0);
    }
    buf_putc(o, '\n');
}

void ir_print(IrModule *m, Buf *o)
{
    buf_puts(o, "; OneShader IR\n");
    for (IrTypeId t = 1; t < m->types.len; t++) {
        const IrType *ty = ir_type(m, t);
        if (ty->kind != IR_TY_STRUCT)
            continue;
        buf_puts(o, "struct ");
        print_struct_ref(m, o, t);
        if (ty->block)
            buf_puts(o, " block");
        if (ty->has_layout)
            buf_printf(o, " layout size=%u", ty->size);
        buf_puts(o, " {");
        for (uint32_t i = 0; i < ty->member_count; i++) {
            const IrMember *mb = &ty->members[i];
            buf_puts(o, i ? ", " : " ");
            print_type(m, o, mb->type, 0);
            buf_printf(o, " %s", mb->name ? mb->name : "_");
            if (ty->has_layout)
                buf_printf(o, " @%u", mb->offset);
            if (mb->matrix_stride)
                buf_printf(o, " matrix_stride=%u%s", mb->matrix_stride,
                           mb->row_major ? " row_major" : "");
            if (mb->relaxed)
                buf_puts(o, " relaxed");
            if (mb->builtin_bool)
                buf_puts(o, " bool");
        }
        buf_puts(o, " }\n");
    }
    for (uint32_t i = 0; i < m->consts.len; i++) {
        IrId c = m->consts.data[i];
        const IrValue *val = ir_value(m, c);
        if (!val->u.c->is_spec)
            continue;
        buf_printf(o, "spec %%%u = ", c);
        print_type(m, o, val->type, 0);
        buf_putc(o, ' ');
        print_scalar(m, o, val->type, val->u.c->bits);
        buf_printf(o, " [id %u]", val->u.c->spec_id);
        if (val->name)
            buf_printf(o, " ; %s", val->name);
        buf_putc(o, '\n');
    }
    for (uint32_t i = 0; i < m->globals.len; i++)
        print_global(m, o, m->globals.data[i]);
    for (uint32_t i = 0; i < m->entries.len; i++) {
        const IrEntry *e = &m->entries.data[i];
        buf_printf(o, "entry %s \"%s\" = ", stage_name(e->stage), e->name ? e->name : "");
        print_value(m, o, e->func, 0);
        if (e->stage == STAGE_COMPUTE || e->workgroup[0])
            buf_printf(o, " [workgroup %u %u %u]", e->workgroup[0], e->workgroup[1],
                       e->workgroup[2]);
        for (int k = 0; k < 3; k++)
            if (e->workgroup_spec[k])
                buf_printf(o, " [workgroup_spec %d %%%u]", k, e->workgroup_spec[k]);
        for (uint32_t k = 0; k < e->modes.len; k++) {
            const IrExecMode *md = &e->modes.data[k];
            buf_printf(o, " [mode %u", md->mode);
            for (unsigned a = 0; a < md->nargs; a++)
                buf_printf(o, a ? " %u" : ": %u", md->args[a]);
            buf_putc(o, ']');
        }
        buf_putc(o, '\n');
    }
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        buf_putc(o, '\n');
        print_func(m, o, ir_value(m, m->funcs.data[i])->u.f);
    }
}
