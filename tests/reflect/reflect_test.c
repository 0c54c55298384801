/*
 * Reflection tests: JSON snapshots, the C API checked against layouts
 * derived by hand from the layout rules (never copied from the output), the
 * host helpers, and the generated C header compiled with `cc -std=c11`.
 *
 * Run from the repository root. Snapshots live beside the shaders in
 * tests/reflect/cases/<case>.<target>.json and <case>.h;
 * UPDATE_SNAPSHOTS=1 rewrites them (review the diff: the C checks below
 * are the ground truth, the snapshots pin down everything else).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oneshader.h"

static int failures;

#define CHECK(c)                                                                 \
    do {                                                                         \
        if (!(c)) {                                                              \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
            failures++;                                                          \
        }                                                                        \
    } while (0)
#define CHECK_EQ(a, b)                                                                     \
    do {                                                                                   \
        unsigned long long a_ = (unsigned long long)(a), b_ = (unsigned long long)(b);     \
        if (a_ != b_) {                                                                    \
            fprintf(stderr, "%s:%d: %s is %llu, expected %llu\n", __FILE__, __LINE__, #a, \
                    a_, b_);                                                               \
            failures++;                                                                    \
        }                                                                                  \
    } while (0)
#define CHECK_STR(a, b)                                                                    \
    do {                                                                                   \
        const char *a_ = (a), *b_ = (b);                                                   \
        if (!a_ || strcmp(a_, b_)) {                                                       \
            fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__, \
                    #a, a_ ? a_ : "(null)", b_);                                           \
            failures++;                                                                    \
        }                                                                                  \
    } while (0)

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return NULL;
    }
    fclose(f);
    buf[n] = 0;
    *len = (size_t)n;
    return buf;
}

static int write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return 0;
    int ok = fwrite(text, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

static osh_context *ctx;

static osh_result *compile(const char *file, const char *profile, const char *entry,
                           osh_target target, int f16)
{
    char path[512];
    snprintf(path, sizeof path, "tests/reflect/cases/%s", file);
    size_t len;
    char *src = read_file(path, &len);
    if (!src) {
        fprintf(stderr, "cannot read %s (run from the repository root)\n", path);
        exit(1);
    }
    osh_options opt;
    osh_options_init(&opt);
    opt.profile = profile;
    opt.entry = entry;
    opt.target = target;
    opt.enable_16bit_types = f16;
    osh_result *r = osh_compile(ctx, path, src, len, &opt);
    free(src);
    if (osh_result_status(r) != OSH_OK) {
        fprintf(stderr, "%s (%s %s) did not compile:\n", path, profile, entry);
        for (size_t i = 0; i < osh_result_diagnostic_count(r); i++)
            fprintf(stderr, "  %s\n", osh_result_diagnostic(r, i)->message);
        failures++;
    }
    return r;
}

/* Compares text with a snapshot file (or rewrites it with UPDATE_SNAPSHOTS). */
static void snapshot(const char *name, const char *text, size_t len)
{
    char path[512];
    snprintf(path, sizeof path, "tests/reflect/cases/%s", name);
    if (!text) {
        fprintf(stderr, "%s: no output\n", path);
        failures++;
        return;
    }
    const char *up = getenv("UPDATE_SNAPSHOTS");
    if (up && *up && strcmp(up, "0")) {
        if (!write_file(path, text, len)) {
            fprintf(stderr, "cannot write %s\n", path);
            failures++;
        }
        return;
    }
    size_t elen;
    char *expect = read_file(path, &elen);
    if (!expect || elen != len || memcmp(expect, text, len)) {
        fprintf(stderr, "%s: output differs from the snapshot (UPDATE_SNAPSHOTS=1 rewrites it)\n",
                path);
        const char *tmp = getenv("TMPDIR");
        char got[512];
        snprintf(got, sizeof got, "%s/%s.got", tmp && *tmp ? tmp : "/tmp", name);
        if (write_file(got, text, len))
            fprintf(stderr, "  got: %s\n", got);
        failures++;
    }
    free(expect);
}

static const osh_refl_resource *find_res(const osh_reflection *r, const char *name)
{
    for (size_t i = 0; i < r->resource_count; i++)
        if (r->resources[i].name && !strcmp(r->resources[i].name, name))
            return &r->resources[i];
    fprintf(stderr, "no resource '%s'\n", name);
    failures++;
    return NULL;
}

static void check_member(const osh_refl_member *m, const char *name, uint32_t offset,
                         uint32_t size, int line)
{
    if (!m || !m->name || strcmp(m->name, name) || m->offset != offset || m->size != size) {
        fprintf(stderr, "%s:%d: member %s is at %u size %u, expected %s at %u size %u\n",
                __FILE__, line, m && m->name ? m->name : "(null)", m ? m->offset : 0,
                m ? m->size : 0, name, offset, size);
        failures++;
    }
}
#define MEMBER(m, name, off, size) check_member(m, name, off, size, __LINE__)

/*
 * compute.hlsl, by the rules (docs/SPIR-V.rst "Memory layout rules"):
 *
 * cbuffer Params, relaxed std140:
 *   xform   float4x4   0   64 bytes (4 vectors of 16, matrix stride 16)
 *   scale   float3    64   12
 *   bias    float     76    4  (fits after the float3 in its 16-byte row)
 *   count   uint      80    4
 *   offs    float2    84    8  (84..91 does not cross a 16-byte boundary)
 *   weights float[3]  96   48  (std140 arrays: 16-aligned, stride 16)
 *   light   Light    144   24  (structs 16-aligned; Light: dir 0, intensity
 *                               12, uv 16, so 24 bytes, 32 rounded)
 *   ends at 168; WGSL reads 16-byte rows, so 176 bytes bound at least.
 * Particle in a structured buffer, relaxed std430: pos 0 (12), mass 12,
 *   vel 16 (8-aligned), flags 24: 28 bytes; a float3 member aligns the
 *   struct to 16, so the stride is 32.
 * push constants PC, relaxed std430: base 0, k 4, dir 16 (a float3 at 8
 *   would cross a 16-byte boundary): 28 bytes; the WGSL uniform is 32.
 *   WGSL slot: the highest group used is 1 (tex, samp, img at 0..2), so
 *   group 1, binding 3.
 */
static void check_compute(const osh_reflection *r)
{
    CHECK_STR(r->stage_name, "compute");
    CHECK_EQ(r->stage, OSH_STAGE_COMPUTE);
    CHECK_EQ(r->workgroup_size[0], 64);
    CHECK_EQ(r->workgroup_size[1], 1);
    CHECK_EQ(r->workgroup_size_spec_id[0], -1);
    CHECK_EQ(r->input_count, 1);
    CHECK_STR(r->inputs[0].builtin, "GlobalInvocationId");
    CHECK_STR(r->inputs[0].wgsl_builtin, "global_invocation_id");
    CHECK_EQ(r->inputs[0].component_type, OSH_SCALAR_UINT32);
    CHECK_EQ(r->inputs[0].component_count, 3);
    CHECK_EQ(r->output_count, 0);

    CHECK_EQ(r->resource_count, 6);
    static const char *const order[] = {"Params", "inP", "outP", "tex", "samp", "img"};
    for (size_t i = 0; i < 6 && i < r->resource_count; i++)
        CHECK_STR(r->resources[i].name, order[i]);

    const osh_refl_resource *p = find_res(r, "Params");
    if (p) {
        CHECK_EQ(p->kind, OSH_RESOURCE_UNIFORM_BUFFER);
        CHECK_EQ(p->set, 0);
        CHECK_EQ(p->binding, 0);
        CHECK_EQ(p->size, 168);
        CHECK_EQ(p->min_binding_size, 176);
        CHECK_EQ(p->member_count, 7);
        if (p->member_count == 7) {
            const osh_refl_member *m = p->members;
            MEMBER(&m[0], "xform", 0, 64);
            CHECK_EQ(m[0].matrix_stride, 16);
            CHECK_EQ(m[0].row_major, 0);
            CHECK_EQ(m[0].rows, 4);
            CHECK_EQ(m[0].columns, 4);
            MEMBER(&m[1], "scale", 64, 12);
            CHECK_EQ(m[1].columns, 3);
            MEMBER(&m[2], "bias", 76, 4);
            MEMBER(&m[3], "count", 80, 4);
            CHECK_EQ(m[3].scalar, OSH_SCALAR_UINT32);
            MEMBER(&m[4], "offs", 84, 8);
            MEMBER(&m[5], "weights", 96, 48);
            CHECK_EQ(m[5].array_rank, 1);
            if (m[5].array_rank == 1) {
                CHECK_EQ(m[5].array_dims[0], 3);
                CHECK_EQ(m[5].array_strides[0], 16);
            }
            MEMBER(&m[6], "light", 144, 24);
            CHECK_EQ(m[6].member_count, 3);
            if (m[6].member_count == 3) {
                MEMBER(&m[6].members[0], "dir", 0, 12);
                MEMBER(&m[6].members[1], "intensity", 12, 4);
                MEMBER(&m[6].members[2], "uv", 16, 8);
            }
        }
    }
    const osh_refl_resource *in = find_res(r, "inP");
    const osh_refl_resource *out = find_res(r, "outP");
    if (in && out) {
        CHECK_EQ(in->kind, OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER);
        CHECK_EQ(out->kind, OSH_RESOURCE_STORAGE_BUFFER);
        CHECK_EQ(in->binding, 1);
        CHECK_EQ(out->binding, 2);
        CHECK_EQ(in->element_stride, 32);
        CHECK_EQ(in->min_binding_size, 32);
        CHECK(in->element != NULL);
        if (in->element && in->element->member_count == 4) {
            const osh_refl_member *m = in->element->members;
            MEMBER(&m[0], "pos", 0, 12);
            MEMBER(&m[1], "mass", 12, 4);
            MEMBER(&m[2], "vel", 16, 8);
            MEMBER(&m[3], "flags", 24, 4);
        } else {
            CHECK(!"Particle has 4 members");
        }
        CHECK(out->written);
        CHECK(!in->written);
    }
    const osh_refl_resource *tex = find_res(r, "tex");
    if (tex) {
        CHECK_EQ(tex->kind, OSH_RESOURCE_SAMPLED_IMAGE);
        CHECK_EQ(tex->set, 1);
        CHECK_EQ(tex->dim, OSH_DIM_2D);
        CHECK_EQ(tex->sampled_type, OSH_SCALAR_FLOAT32);
    }
    const osh_refl_resource *samp = find_res(r, "samp");
    if (samp)
        CHECK_EQ(samp->kind, OSH_RESOURCE_SAMPLER);
    const osh_refl_resource *img = find_res(r, "img");
    if (img) {
        CHECK_EQ(img->kind, OSH_RESOURCE_STORAGE_IMAGE);
        CHECK_STR(img->format, "Rgba8");
        CHECK_STR(img->wgsl_format, "rgba8unorm");
        CHECK(img->written && !img->read);
    }

    const osh_refl_push_constants *pc = r->push_constants;
    CHECK(pc != NULL);
    if (pc) {
        CHECK_EQ(pc->size, 28);
        CHECK_EQ(pc->member_count, 3);
        if (pc->member_count == 3) {
            MEMBER(&pc->members[0], "base", 0, 4);
            MEMBER(&pc->members[1], "k", 4, 4);
            MEMBER(&pc->members[2], "dir", 16, 12);
        }
        CHECK_EQ(pc->wgsl_group, 1);
        CHECK_EQ(pc->wgsl_binding, 3);
        CHECK_EQ(pc->wgsl_size, 32);
    }

    /* kUnused is never read: not listed. Sorted by id. */
    CHECK_EQ(r->spec_constant_count, 3);
    if (r->spec_constant_count == 3) {
        CHECK_EQ(r->spec_constants[0].id, 3);
        CHECK_STR(r->spec_constants[0].name, "kMode");
        CHECK_EQ(r->spec_constants[0].type, OSH_SCALAR_UINT32);
        CHECK_EQ(r->spec_constants[0].default_bits, 2);
        CHECK_EQ(r->spec_constants[1].id, 5);
        CHECK_EQ(r->spec_constants[1].type, OSH_SCALAR_BOOL);
        CHECK_EQ(r->spec_constants[1].default_bits, 1);
        CHECK_EQ(r->spec_constants[2].id, 7);
        CHECK_EQ(r->spec_constants[2].type, OSH_SCALAR_FLOAT32);
        CHECK_EQ(r->spec_constants[2].default_bits, 0x3fc00000); /* 1.5f */
    }
    CHECK(r->capability_count >= 1);
    if (r->capability_count)
        CHECK_STR(r->capabilities[0], "Shader");
    CHECK_EQ(r->vulkan_feature_count, 0);
    CHECK_EQ(r->subgroup_operations, 0);
}

static void check_compute_host(const osh_reflection *r)
{
    osh_vk_binding b[8];
    size_t n = 0;
    osh_vk_push_constant_range push;
    char reason[256];
    const osh_reflection *one[1] = {r};
    CHECK_EQ(osh_vk_pipeline_layout(one, 1, b, 8, &n, &push, reason, sizeof reason), OSH_OK);
    CHECK_EQ(n, 6);
    /* (set, binding, VkDescriptorType) */
    static const uint32_t want[6][3] = {{0, 0, 6}, {0, 1, 7}, {0, 2, 7},
                                        {1, 0, 2}, {1, 1, 0}, {1, 2, 3}};
    for (size_t i = 0; i < 6 && i < n; i++) {
        CHECK_EQ(b[i].set, want[i][0]);
        CHECK_EQ(b[i].binding, want[i][1]);
        CHECK_EQ(b[i].descriptor_type, want[i][2]);
        CHECK_EQ(b[i].descriptor_count, 1);
        CHECK_EQ(b[i].stage_flags, 0x20);
    }
    CHECK_EQ(push.stage_flags, 0x20);
    CHECK_EQ(push.offset, 0);
    CHECK_EQ(push.size, 28);
    /* Too small an array: the count still says how many. */
    CHECK_EQ(osh_vk_pipeline_layout(one, 1, b, 2, &n, NULL, reason, sizeof reason),
             OSH_INVALID_ARGUMENT);
    CHECK_EQ(n, 6);

    osh_wgpu_binding w[8];
    const char *feat[8];
    size_t nf = 0;
    CHECK_EQ(osh_wgpu_pipeline_layout(one, 1, w, 8, &n, feat, 8, &nf, reason, sizeof reason),
             OSH_OK);
    CHECK_EQ(n, 7);
    CHECK_EQ(nf, 0);
    if (n == 7) {
        CHECK_STR(w[0].buffer_type, "uniform");
        CHECK_EQ(w[0].min_binding_size, 176);
        CHECK_STR(w[1].buffer_type, "read-only-storage");
        CHECK_EQ(w[1].min_binding_size, 32);
        CHECK_STR(w[2].buffer_type, "storage");
        CHECK_EQ(w[3].kind, OSH_WGPU_TEXTURE);
        CHECK_STR(w[3].sample_type, "float");
        CHECK_STR(w[3].view_dimension, "2d");
        CHECK_STR(w[4].sampler_type, "filtering");
        CHECK_EQ(w[5].kind, OSH_WGPU_STORAGE_TEXTURE);
        CHECK_STR(w[5].format, "rgba8unorm");
        CHECK_STR(w[5].access, "write-only");
        CHECK_EQ(w[6].group, 1);
        CHECK_EQ(w[6].binding, 3);
        CHECK(w[6].is_push_constants);
        CHECK_EQ(w[6].min_binding_size, 32);
        for (size_t i = 0; i < n; i++)
            CHECK_EQ(w[i].visibility, 4); /* GPUShaderStage.COMPUTE */
    }

    /* Specialization: values for 5 (bool), 3 (uint), 7 (float) and an id
     * the shader lacks; the entries follow the reflection's order. */
    osh_spec_value v[4] = {{5, 0}, {3, 7}, {7, 2.5}, {99, 1}};
    osh_vk_spec_entry e[4];
    uint32_t data[4] = {0};
    size_t ne = 0, nd = 0;
    CHECK_EQ(osh_vk_specialization(r, v, 4, e, 4, &ne, data, sizeof data, &nd), OSH_OK);
    CHECK_EQ(ne, 3);
    CHECK_EQ(nd, 12);
    if (ne == 3) {
        CHECK_EQ(e[0].constant_id, 3);
        CHECK_EQ(e[0].offset, 0);
        CHECK_EQ(e[0].size, 4);
        CHECK_EQ(e[1].constant_id, 5);
        CHECK_EQ(e[1].offset, 4);
        CHECK_EQ(e[2].constant_id, 7);
        CHECK_EQ(e[2].offset, 8);
        CHECK_EQ(data[0], 7);
        CHECK_EQ(data[1], 0);            /* VkBool32 false */
        CHECK_EQ(data[2], 0x40200000u);  /* 2.5f */
    }
    osh_wgpu_constant c[4];
    size_t nc = 0;
    CHECK_EQ(osh_wgpu_constants(r, v, 4, c, 4, &nc), OSH_OK);
    CHECK_EQ(nc, 3);
    if (nc == 3) {
        CHECK_STR(c[0].key, "3");
        CHECK(c[0].value == 7);
        CHECK_STR(c[1].key, "5");
        CHECK(c[1].value == 0);
        CHECK_STR(c[2].key, "7");
        CHECK(c[2].value == 2.5);
    }
}

/*
 * graphics.hlsl: cbuffer Frame, relaxed std140:
 *   viewProj row_major float4x4   0  64 (4 rows of 16, stored by rows)
 *   tint     float4              64  16
 *   normalMat float3x3           80  48 (column_major: 3 columns of float3,
 *                                       each a 16-byte row under std140)
 *   time     float              128   4
 *   ends at 132; 144 bound at least.
 * The VS reads viewProj and time, the PS tint, normalMat and the texture.
 */
static void check_graphics(const osh_reflection *vs, const osh_reflection *ps)
{
    CHECK_EQ(vs->stage, OSH_STAGE_VERTEX);
    CHECK_EQ(ps->stage, OSH_STAGE_FRAGMENT);
    const osh_refl_resource *f = find_res(vs, "Frame");
    if (f && f->member_count == 4) {
        MEMBER(&f->members[0], "viewProj", 0, 64);
        CHECK_EQ(f->members[0].row_major, 1);
        CHECK_EQ(f->members[0].matrix_stride, 16);
        MEMBER(&f->members[1], "tint", 64, 16);
        MEMBER(&f->members[2], "normalMat", 80, 48);
        CHECK_EQ(f->members[2].row_major, 0);
        MEMBER(&f->members[3], "time", 128, 4);
        CHECK_EQ(f->size, 132);
        CHECK_EQ(f->min_binding_size, 144);
    } else {
        CHECK(!"Frame has 4 members");
    }
    /* Stage variables: locations in declaration order; the uint output is flat. */
    CHECK_EQ(vs->input_count, 3);
    if (vs->input_count == 3) {
        CHECK_EQ(vs->inputs[0].location, 0);
        CHECK_EQ(vs->inputs[0].component_count, 3);
        CHECK_EQ(vs->inputs[1].location, 1);
        CHECK_EQ(vs->inputs[2].location, 2);
        CHECK_EQ(vs->inputs[2].component_type, OSH_SCALAR_UINT32);
    }
    CHECK_EQ(vs->output_count, 3);
    if (vs->output_count == 3) {
        CHECK_STR(vs->outputs[0].builtin, "Position");
        CHECK_STR(vs->outputs[0].wgsl_builtin, "position");
        CHECK_EQ(vs->outputs[1].interpolation, OSH_INTERP_PERSPECTIVE);
        CHECK_EQ(vs->outputs[2].interpolation, OSH_INTERP_FLAT);
    }
    CHECK_EQ(ps->input_count, 3); /* the unread SV_Position stays, as DXC keeps it */
    CHECK_EQ(ps->output_count, 1);
    if (ps->output_count == 1)
        CHECK_EQ(ps->outputs[0].location, 0);

    /* Merged: Frame is used by both stages, the texture and sampler by the PS. */
    const osh_reflection *both[2] = {vs, ps};
    osh_vk_binding b[8];
    size_t n = 0;
    char reason[256];
    CHECK_EQ(osh_vk_pipeline_layout(both, 2, b, 8, &n, NULL, reason, sizeof reason), OSH_OK);
    CHECK_EQ(n, 3);
    if (n == 3) {
        CHECK_EQ(b[0].stage_flags, 0x1 | 0x10);
        CHECK_EQ(b[0].descriptor_type, 6);
        CHECK_EQ(b[1].stage_flags, 0x10);
        CHECK_EQ(b[1].descriptor_type, 2);
        CHECK_EQ(b[2].descriptor_type, 0);
    }
    osh_wgpu_binding w[8];
    CHECK_EQ(osh_wgpu_pipeline_layout(both, 2, w, 8, &n, NULL, 0, NULL, reason, sizeof reason),
             OSH_OK);
    CHECK_EQ(n, 3);
    if (n == 3)
        CHECK_EQ(w[0].visibility, 1 | 2);
}

static void check_features(const osh_reflection *r)
{
    CHECK_EQ(r->workgroup_size[0], 32);
    CHECK_EQ(r->workgroup_size_spec_id[0], 11);
    CHECK_EQ(r->workgroup_size_spec_id[1], -1);
    CHECK_EQ(r->subgroup_operations, OSH_SUBGROUP_BASIC | OSH_SUBGROUP_VOTE |
                                         OSH_SUBGROUP_ARITHMETIC | OSH_SUBGROUP_BALLOT);
    int f16 = 0, sb16 = 0;
    for (size_t i = 0; i < r->vulkan_feature_count; i++) {
        f16 |= !strcmp(r->vulkan_features[i], "shaderFloat16");
        sb16 |= !strcmp(r->vulkan_features[i], "storageBuffer16BitAccess");
    }
    CHECK(f16 && sb16);
    int wf16 = 0, wsub = 0;
    for (size_t i = 0; i < r->webgpu_feature_count; i++) {
        wf16 |= !strcmp(r->webgpu_features[i], "shader-f16");
        wsub |= !strcmp(r->webgpu_features[i], "subgroups");
    }
    CHECK(wf16 && wsub);
    int cap = 0;
    for (size_t i = 0; i < r->capability_count; i++)
        cap |= !strcmp(r->capabilities[i], "Float16");
    CHECK(cap);
    const osh_refl_resource *d = find_res(r, "data");
    if (d && d->element) {
        CHECK_EQ(d->element_stride, 2);
        CHECK_EQ(d->element->scalar, OSH_SCALAR_FLOAT16);
    }
    const osh_reflection *one[1] = {r};
    const char *feat[2];
    size_t nf = 0, n = 0;
    char reason[128];
    osh_wgpu_binding w[4];
    CHECK_EQ(osh_wgpu_pipeline_layout(one, 1, w, 4, &n, feat, 2, &nf, reason, sizeof reason),
             OSH_OK);
    CHECK_EQ(nf, 2);
}

/* Compiles the headers together into one translation unit: their
 * _Static_asserts must hold and shared structs must not clash. */
static void compile_headers(const char *const *names, const char *const *texts,
                            const size_t *lens, size_t n)
{
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !*tmp)
        tmp = "/tmp";
    char c_path[512], o_path[512], cmd[2048];
    snprintf(c_path, sizeof c_path, "%s/osh_reflect_headers.c", tmp);
    snprintf(o_path, sizeof o_path, "%s/osh_reflect_headers.o", tmp);
    FILE *f = fopen(c_path, "w");
    if (!f) {
        fprintf(stderr, "cannot write %s\n", c_path);
        failures++;
        return;
    }
    for (size_t i = 0; i < n; i++) {
        char h_path[512];
        snprintf(h_path, sizeof h_path, "%s/%s", tmp, names[i]);
        if (!texts[i] || !write_file(h_path, texts[i], lens[i])) {
            fprintf(stderr, "cannot write %s\n", h_path);
            failures++;
        }
        fprintf(f, "#include \"%s\"\n", names[i]);
    }
    /* Use the defines, so that a missing one fails too. */
    fputs("int osh_binding_of_params(void) { return MAIN_PARAMS_BINDING + MAIN_SPEC_KMODE_ID "
          "+ MAIN_PUSH_CONSTANTS_WGSL_GROUP + (int)sizeof(Params) + (int)sizeof(PC) "
          "+ (int)sizeof(Particle) + VSMAIN_FRAME_SET + PSMAIN_ALBEDO_BINDING; }\n", f);
    fclose(f);
    const char *cc = getenv("CC");
    snprintf(cmd, sizeof cmd, "%s -std=c11 -Wall -Wextra -Werror -pedantic -I%s -c %s -o %s",
             cc && *cc ? cc : "cc", tmp, c_path, o_path);
    int rc = system(cmd);
    if (rc != 0) {
        fprintf(stderr, "the generated headers do not compile: %s\n", cmd);
        failures++;
    }
}

int main(void)
{
    ctx = osh_context_create(NULL);
    static const struct {
        const char *name, *file, *profile, *entry;
        int f16;
    } cases[] = {
        {"compute", "compute.hlsl", "cs_6_0", "main", 0},
        {"graphics_vs", "graphics.hlsl", "vs_6_0", "vsmain", 0},
        {"graphics_ps", "graphics.hlsl", "ps_6_0", "psmain", 0},
        {"features", "features.hlsl", "cs_6_2", "main", 1},
    };
    enum { NCASES = sizeof cases / sizeof cases[0] };
    osh_result *res[NCASES][2];
    for (int i = 0; i < NCASES; i++) {
        for (int t = 0; t < 2; t++) {
            osh_target target = t ? OSH_TARGET_WGSL : OSH_TARGET_SPIRV;
            osh_result *r = compile(cases[i].file, cases[i].profile, cases[i].entry, target,
                                    cases[i].f16);
            res[i][t] = r;
            char name[128];
            size_t len;
            const char *json = osh_result_reflection_json(r, &len);
            snprintf(name, sizeof name, "%s.%s.json", cases[i].name, t ? "wgsl" : "spirv");
            snapshot(name, json, len);
            if (!t) {
                const char *h = osh_result_c_header(r, &len);
                snprintf(name, sizeof name, "%s.h", cases[i].name);
                snapshot(name, h, len);
            }
            /* Same content for both targets but the target and entry name. */
            CHECK(osh_result_reflection(r) != NULL);
        }
    }
    for (int t = 0; t < 2; t++) {
        if (osh_result_reflection(res[0][t]))
            check_compute(osh_result_reflection(res[0][t]));
        if (osh_result_reflection(res[1][t]) && osh_result_reflection(res[2][t]))
            check_graphics(osh_result_reflection(res[1][t]), osh_result_reflection(res[2][t]));
        if (osh_result_reflection(res[3][t]))
            check_features(osh_result_reflection(res[3][t]));
    }
    if (osh_result_reflection(res[0][0]))
        check_compute_host(osh_result_reflection(res[0][0]));

    const char *names[3] = {"compute.h", "graphics_vs.h", "graphics_ps.h"};
    const char *texts[3];
    size_t lens[3];
    for (int i = 0; i < 3; i++)
        texts[i] = osh_result_c_header(res[i][0], &lens[i]);
    compile_headers(names, texts, lens, 3);

    for (int i = 0; i < NCASES; i++)
        for (int t = 0; t < 2; t++)
            osh_result_free(res[i][t]);
    osh_context_destroy(ctx);
    if (failures) {
        fprintf(stderr, "reflect_test: %d failures\n", failures);
        return 1;
    }
    printf("reflect_test: ok\n");
    return 0;
}
