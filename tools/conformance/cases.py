"""Turns the three conformance suites into compile cases.

A case is a dict:
  suite    'dxc' | 'glslang' | 'sascha'
  area     DXC: the first name component of the test file (`vk` of
           `vk.binding.explicit.hlsl`, the folder for tests in a folder);
           glslang: the stage suffix; Sascha: the sample folder
  file     path relative to the suite root
  id       unique name of the case (file, plus `#N` for the Nth RUN line)
  kind     'pos' | 'neg' | 'dxcref' (a glslang positive in DXC_REFUSES:
           judged as a negative) | 'exc' (a negative in NEG_EXCEPTIONS: judged as a
           positive without facts; `why` says why) | 'skip' (then `why` says why)
  profile, entries (a list of -E values; None for a DXC library test
           without -E, compiled whole: every [shader("...")] function in one
           linked module, as DXC does), flags (list), env (spirv-val's
           --target-env), checks (list of (directive, text) CHECK lines of
           the RUN line's prefixes), claimed (bool)
Standard library only.
"""
import os
import re
import shlex

# The pinned commits of the suites (tests/README.md says how to fetch them).
SUITES = {
    'dxc': dict(repo='microsoft/DirectXShaderCompiler',
                commit='9a3e225dab9683212c648d2cc2b7f09bbf57cbe8',
                path='tools/clang/test/CodeGenSPIRV'),
    'glslang': dict(repo='KhronosGroup/glslang',
                    commit='90afccfbd49dff0349d86a41762e9de24e1df811',
                    path='Test'),
    'sascha': dict(repo='SaschaWillems/Vulkan',
                   commit='9c8e787f96af0ea3a22791d8f70edb96246efe6c',
                   path='shaders/hlsl'),
    'vksamples': dict(repo='KhronosGroup/Vulkan-Samples',
                      commit='e2e4cf2386734a62115c8008dac44a6bb6868792',
                      path='shaders'),
    'kajiya': dict(repo='EmbarkStudios/kajiya',
                   commit='9fdec0f074f9f822d395f9cfd041b58749e32303',
                   path='assets/shaders'),
    'fsr2': dict(repo='GPUOpen-Effects/FidelityFX-FSR2',
                 commit='1680d1edd5c034f88ebbbb793d8b88f8842cf804',
                 path='src/ffx-fsr2-api/shaders'),
}

DEFAULT_ENV = 'vulkan1.2'

# Negative cases whose refusal is the other compiler's own limit or a
# decision of ours that the contract makes: kind 'exc', judged as a positive
# case without facts (exit 0 and spirv-val accepts every entry), listed with
# the reason in docs/conformance.md, and out of the negatives' percentage.
# Keyed by case id (the file, '#N' for its Nth RUN line).
# Tests whose CHECK lines hold only in DXC's default environment, vulkan1.0
# (SPIR-V 1.0): there DXC cannot use SPV_EXT_mesh_shader (SPIR-V 1.4) and
# falls back to SPV_NV_mesh_shader, and a layer or viewport index written
# before the rasterizer needs SPV_EXT_shader_viewport_index_layer (core
# capabilities from SPIR-V 1.5); these tests check that. Such a case without
# -fspv-target-env runs at vulkan1.0, DXC's default; every other one at our
# default, vulkan1.2 (most of DXC's tests of SPIR-V 1.3+ features name no
# environment and pass in DXC only because its test setup is lenient), and
# docs/conformance.md says so.
DXC_DEFAULT_ENV_MATTERS = ('meshshading.nv.', 'semantic.render-target-array-index.',
                           'semantic.viewport-array-index.')
OLDEST_ENV = 'vulkan1.0'

NEG_EXCEPTIONS = {
    'ternary-op.short-circuited-cond-op.sampler-state.hlsl':
        "DXC: 'casting to type SamplerState unimplemented' (its HLSL 2021 ?: of "
        "samplers); OneShader runs the statement once per sampler, under an if on the "
        "condition (src/lower/respick.c)",
    'sm6.wave-op.no-target-env.error.hlsl':
        "DXC's default environment is Vulkan 1.0, which has no wave operations; "
        "ours is vulkan1.2 (the fixed command line)",
    'raytracing.target-env-error.hlsl':
        "DXC's default environment is Vulkan 1.0 (SPIR-V 1.0), too old for "
        'SPV_KHR_ray_tracing; ours is vulkan1.2 (the fixed command line), where a '
        'ray tracing library compiles (with -fspv-target-env=vulkan1.1 OneShader '
        'refuses it too, OSH5011)',
    'sm6_5.wave-match.hlsl#2':
        "DXC's default environment is Vulkan 1.0, which has no wave operations; "
        'ours is vulkan1.2 (the fixed command line)',
    'intrinsics.sm6_5.multiprefix.hlsl#2':
        "DXC's default environment is Vulkan 1.0, which has no wave operations; "
        'ours is vulkan1.2 (the fixed command line)',
    'intrinsics.sm6_5.multiprefix.unimplemented.hlsl':
        "DXC: 'WaveMultiPrefixCountBits intrinsic function unimplemented'; OneShader writes "
        'it as the partitioned exclusive scan (SPV_NV_shader_subgroup_partitioned) of 1 '
        'where the bool is true and 0 elsewhere, which is what it counts',
    'spirv.ext.cl.forbid.hlsl':
        'SV_ViewID needs SPV_KHR_multiview only before SPIR-V 1.3; at the default '
        'vulkan1.2 the MultiView capability is core and no extension is declared',
    'spirv.opt.fd.hlsl':
        'a DXIL-only option: accepted with a warning naming it (issue 17), where DXC '
        'refuses it with -spirv',
    'spirv.opt.qstripreflect.hlsl':
        'a DXIL-only option: accepted with a warning naming it (issue 17), where DXC '
        'refuses it with -spirv',
    'spirv.opt.fre.hlsl':
        "-Fre writes OneShader's reflection JSON (the fixed command line); DXC has no "
        'reflection for SPIR-V',
    'vk.layout.non-fp-matrix.error.hlsl':
        "DXC: 'externally initialized non-floating-point column-major matrices not "
        "supported yet'; OneShader lays integer matrices out as arrays of rows",
    'vk.layout.non-fp-matrix.array.struct.error.hlsl':
        "DXC: 'externally initialized non-floating-point column-major matrices not "
        "supported yet'; OneShader lays integer matrices out as arrays of rows",
    'type.consume-buffer.array.counter.struct.hlsl':
        "DXC: 'Cannot access associated counter variable for an array of buffers in "
        "a struct'; OneShader resolves the element and its counter",
    'type.rwstructured-buffer.array.counter.struct.hlsl':
        "DXC: 'Cannot access associated counter variable for an array of buffers in "
        "a struct'; OneShader resolves the element and its counter",
    'hlsl.localStructuredBuffer.comp':
        "glslang: 'buffer aliasing not yet supported'; a local copy of a buffer "
        'handle is ordinary HLSL, which DXC compiles too',
    'semantic.output-control-point-id.hs.error.hlsl':
        "DXC: 'SV_OutputControlPointID semantic must be provided in hull shader': its "
        "SPIR-V back end needs the parameter to index the per-control-point outputs; "
        "OneShader indexes them with the InvocationId built-in itself (the hull shader's "
        "outputs are written at gl_InvocationID, and the module validates), as DXIL "
        "does without the parameter",
    'hlsl.hull.5.tesc':
        "glslang: 'unimplemented: PCF input patch without entry point input patch "
        "parameter' (its own limitation); the patch constant function's InputPatch reads "
        "the stage inputs, which exist whether main declares the patch or not",
}

# Facts of DXC's CHECK lines that OneShader does not hold on purpose: the
# case is judged with every other fact, and the excepted ones are listed with
# the reason in docs/conformance.md. Keyed by case id; each entry is a list of
# (the fact as facts.describe writes it, the reason).
_GATHER4 = ("HLSL's Gather with four offsets takes component k from the gather at offset k, "
            "as DXC's own DXIL lowering does (four TextureGather calls, "
            "lib/HLSL/HLOperationLower.cpp GenerateDxilGather); DXC's SPIR-V uses ConstOffsets, "
            "where Vulkan takes every component from texel (i0, j0) of its footprint, another "
            "result. OneShader writes four OpImageGather with one ConstOffset each, which needs "
            "no ImageGatherExtended")
_UNKNOWN_FORMAT = ("the spec (spirv-backend.md, storage images) declares a storage image or texel "
                   "buffer without [[vk::image_format]] with format Unknown, where DXC infers one "
                   "from the texel type (its -fspv-use-unknown-image-format is our default; "
                   "docs/cli.md): no inferred extended format, so no StorageImageExtendedFormats, "
                   "and a read needs StorageImageReadWithoutFormat")
_UNTRIMMED = ("DXC declares every capability it might need and trims the unused ones in a pass "
              "that -fcgl skips (the test's own comment); OneShader declares what the module "
              "uses, so an empty compute shader needs none of these")
_UNUSED_RAY_QUERY = ("the test's RayQuery objects are never used (no method is called on them): "
                     "DXC's module before legalization (-fcgl) keeps their variables and so "
                     "declares ray queries; OneShader makes no variable for a ray query that no "
                     "call uses, even at -O0, so nothing needs RayQueryKHR")
_QUAD_CONTROL = ("QuadAny/QuadAll are written without SPV_KHR_quad_control, as DXC writes them "
                 "when the extension is not allowed (this test's NOQUAD RUN line): the lane's value "
                 "with its three quad neighbours' through OpGroupNonUniformQuadSwap, the same "
                 "result; spirv-tools 2023.1 does not know QuadControlKHR ('Invalid capability'), "
                 "so a module using it could not be validated here")
_UNUSED_DECL_CAPABILITY = ("the [[vk::ext_capability]] of a declaration the entry point never uses (a "
                           "global that nothing reads, its type's alias): DXC's module before "
                           "legalization (-fcgl) keeps every global and so declares it; OneShader "
                           "declares an inline capability once the entry point uses what carries it "
                           "(docs/language.md), so an unused global brings none")
_UNTRIMMED_RAY_QUERY = ("DXC's module before legalization (-fcgl) declares SPV_KHR_ray_query beside "
                        "SPV_KHR_ray_tracing in a ray tracing shader that makes no ray query (as its "
                        "raytracing.acceleration-structure test does for a compute shader with no "
                        "query at all), which its capability trimming removes later; OneShader declares "
                        "the extensions the module uses")
FACT_EXCEPTIONS = {
    'vk.shader-record-ext.constantbuffer.assign.hlsl': [('OpExtension "SPV_KHR_ray_query"', _UNTRIMMED_RAY_QUERY)],
    'inline-spirv/spv.inline.capability.hlsl': [('OpCapability SampleMaskPostDepthCoverage',
                                                 _UNUSED_DECL_CAPABILITY)],
    'inline-spirv/spv.raytracing.hlsl': [('OpCapability RuntimeDescriptorArray', _UNUSED_DECL_CAPABILITY),
                                         ('OpCapability RayQueryKHR', _UNUSED_DECL_CAPABILITY)],
    'sm6.quad-any-all.hlsl#1': [('OpCapability QuadControlKHR', _QUAD_CONTROL),
                                ('OpExtension "SPV_KHR_quad_control"', _QUAD_CONTROL)],
    'rayquery_init_expr.hlsl': [('OpCapability RayQueryKHR', _UNUSED_RAY_QUERY),
                                ('OpExtension "SPV_KHR_ray_query"', _UNUSED_RAY_QUERY)],
    'capability.untrimmed.fcgl.hlsl': [(f, _UNTRIMMED) for f in (
        'OpCapability MinLod', 'OpCapability FragmentShaderSampleInterlockEXT',
        'OpCapability FragmentShaderPixelInterlockEXT',
        'OpCapability FragmentShaderShadingRateInterlockEXT',
        'OpExtension "SPV_EXT_fragment_shader_interlock"')],
    'type.buffer.hlsl#1': [('OpCapability StorageImageExtendedFormats', _UNKNOWN_FORMAT)],
    'type.rasterizer-ordered-buffer.hlsl#1': [('OpCapability StorageImageExtendedFormats', _UNKNOWN_FORMAT)],
    'op.buffer.access.hlsl': [('no OpCapability StorageImageReadWithoutFormat', _UNKNOWN_FORMAT)],
    'texture.gather-alpha.hlsl': [('OpCapability ImageGatherExtended', _GATHER4)],
    'texture.gather-green.hlsl': [('OpCapability ImageGatherExtended', _GATHER4)],
    'texture.array.gather-blue.hlsl': [('OpCapability ImageGatherExtended', _GATHER4)],
}

# DXC positive tests of DXC's output before legalization (-fcgl) whose
# construct no legal Vulkan module can hold, by DXC's own comment or by the
# Vulkan rule spirv-val checks: kind 'illegal', judged as a negative (refused
# with a diagnostic, never a crash), out of the positive percentages, and
# listed with the reason in docs/conformance.md.
_RUNTIME_OFFSET = ("a run-time texel offset on a sample: Vulkan allows the Offset image operand "
                   "on OpImage*Gather only (VUID-StandaloneSpirv-Offset-04663, which spirv-val "
                   "checks), so DXC's module is valid only before legalization (-fcgl), as the "
                   "test's own comment says ('a variable offset for texture sampling, which is "
                   "illegal'); OneShader refuses it, OSH0510")
_INTERPOLANT_COPY = ("EvaluateAttribute* of a local copy of an input (`float4 c2 = color;`): DXC "
                     "writes InterpolateAt* on a Function-storage temporary, which Vulkan forbids "
                     "(the interpolant must point to an Input variable; spirv-val checks it), and the "
                     "test skips DXC's validation (-Vd); OneShader refuses the copy, OSH0520")
_KERNEL_ONLY = ("inline SPIR-V that needs OpenCL's Kernel capability (%s), which no Vulkan module may "
                "declare (spirv-val refuses it for every Vulkan environment); DXC writes it because the "
                "test stops before legalization and validation (-fcgl -Vd); OneShader refuses it, %s")
_CROSS_WORKGROUP = ("[[vk::ext_storage_class(5)]] on a local: DXC makes it a module variable in the "
                    "CrossWorkgroup storage class, which Vulkan forbids (VUID-StandaloneSpirv-None-04643 "
                    "lists the classes a shader may use; spirv-val checks it), and the test skips "
                    "validation (-fcgl -Vd); OneShader refuses that class on a local, OSH0483")
# (DXC's oo.struct.this.alias and var.init.struct read a resource nothing
# assigned too, but discard what they read: the optimizer removes the read,
# as DXC's legalization would, and they are plain positives since stop 31.)
_UNASSIGNED_RESOURCE = ("reads a resource that is never assigned and uses what it read (%s): no Vulkan "
                        "module can say which descriptor that is, since every resource access must name "
                        "its variable under logical addressing; DXC's module before legalization (-fcgl) "
                        "loads an uninitialized pointer there, which legalization cannot resolve; "
                        "OneShader refuses it once optimization has left the read in place, OSH0505")
DXC_ILLEGAL = {
    'oo.inheritance.base-with-byte-address-buffer.hlsl': _UNASSIGNED_RESOURCE % "`Child foo; foo.load(0)` "
                                                                              "reads foo.buffer",
    'spirv.legal.sbuffer.struct.hlsl': _UNASSIGNED_RESOURCE % "`c.getU().getSBufferStruct()` with c.u never "
                                                              "assigned",
    'inline-spirv/spv.intrinsicDecorate.hlsl': _KERNEL_ONLY % ("the AlignmentId decoration, 46", "OSH0594"),
    'inline-spirv/spv.intrinsicExecutionMode.hlsl': _KERNEL_ONLY % ("the SubgroupSize execution mode, 35",
                                                                    "OSH0593"),
    'inline-spirv/spv.intrinsicExecutionModeId.hlsl': _KERNEL_ONLY % ("the LocalSizeHintId execution mode, 39",
                                                                      "OSH0593"),
    'inline-spirv/spv.intrinsicStorageClass.hlsl': _CROSS_WORKGROUP,
    'intrinsics.evaluate-attribute-at-sample.hlsl': _INTERPOLANT_COPY,
    'intrinsics.evaluate-attribute-centroid.hlsl': _INTERPOLANT_COPY,
    'intrinsics.evaluate-attribute-snapped.hlsl': _INTERPOLANT_COPY,
    'texture.sample.variable-offset.hlsl': _RUNTIME_OFFSET,
    'texture.sample-cmp-level.hlsl': _RUNTIME_OFFSET,
}

# glslang's positive tests that DXC refuses: glslang's HLSL is FXC's dialect
# and takes what DXC, which the contract follows, does not. Kind 'dxcref':
# judged as a negative (refused with a diagnostic, never a crash), out of the
# glslang positive percentage, and listed with DXC's reason in
# docs/conformance.md. Each reason names DXC's message and where it comes
# from: DXC's source (tools/clang/lib/...) or a DXC test that refuses the
# same construct. Most glslang tests give an entry point's parameter no
# semantic, which DXC's SPIR-V back end refuses whether used or not.
_NO_SEMANTIC = ("DXC: 'semantic string missing for shader input variable' "
                "(lib/SPIRV/DeclResultIdMapper.cpp): an entry parameter without a semantic")
_NO_NUMTHREADS = ("DXC: 'compute entry point must have a valid numthreads attribute' "
                  "(CodeGenSPIRV/attribute.numthreads.missing.hlsl)")
_VS_IMPLICIT_LOD = ("DXC: 'sampling with implicit lod is only allowed in fragment and compute "
                    "shaders' (CodeGenSPIRV/texture.sample-invalid-implicit-lod.hlsl)")
_VS_TARGET = ("DXC: 'invalid usage of semantic SV_Target in shader profile vs' (the SigPoint "
              "table: SV_Target is a pixel shader output only)")
_DUP_INPUT = ("DXC: 'input semantic used more than once' (CodeGenSPIRV/semantic.duplication.hlsl, "
              "spirv.interface.alias-builtin.hlsl)")
_STRUCT_CTOR = ("DXC has no constructor call for a struct (S(a, b)): SemaHLSL/struct-assignments.hlsl")
DXC_REFUSES = {
    'hlsl.attribute.frag -E PixelShaderFunction': _NO_SEMANTIC + "; its `[]` attributes DXC takes",
    'hlsl.attributeC11.frag':
        "DXC: no matching Load: Texture2D.Load(float2) has no overload, a vector shorter than "
        "int3 does not convert (HLSLFileCheck/.../intrinsic_overloading_errors.hlsl, 'too short vector')",
    'hlsl.buffer.frag -E PixelShaderFunction':
        "DXC: 'packoffset caused overlap with previous members' (CodeGenSPIRV/"
        "vk.layout.cbuffer.packoffset.error.hlsl): packoffset(c) is c0, under earlier members",
    'hlsl.flatten.return.frag': _STRUCT_CTOR + "; and fields without semantics",
    'hlsl.flattenOpaqueInit.vert': _VS_TARGET + "; and " + _VS_IMPLICIT_LOD,
    'hlsl.flattenOpaqueInitMix.vert': _VS_TARGET + "; and " + _VS_IMPLICIT_LOD,
    'hlsl.init.frag -E ShaderFunction': _STRUCT_CTOR + "; and " + _NO_SEMANTIC,
    'hlsl.intrinsics.comp -E ComputeShaderFunction':
        "DXC: no InterlockedAdd for float (utils/hct/gen_intrin_main.txt: integers only); "
        "and " + _NO_NUMTHREADS,
    'hlsl.intrinsics.negative.comp -E ComputeShaderFunction': _NO_NUMTHREADS + "; and " + _NO_SEMANTIC,
    'hlsl.layoutOverride.vert': _VS_IMPLICIT_LOD,
    'hlsl.overload.frag -E PixelShaderFunction': _NO_SEMANTIC,
    'hlsl.partialInit.frag -E PixelShaderFunction':
        "DXC: 'too few elements in vector initialization' for float4 v = {0, 0, 1} "
        "(SemaHLSL/vector-assignments.hlsl)",
    'hlsl.PointSize.geom':
        _NO_SEMANTIC + "; and 'PointSize builtin must be of float type' "
        "(CodeGenSPIRV/spirv.builtin.point-size.invalid.hlsl)",
    'hlsl.singleArgIntPromo.vert': _VS_TARGET,
    'hlsl.string.frag':
        "DXC: 'Found uninitialized string variable' (CodeGenSPIRV/type.string.uninitialized.hlsl)",
    'hlsl.struct.split-1.vert': _DUP_INPUT,
    'hlsl.struct.split.assign.frag': _NO_SEMANTIC,
    'hlsl.struct.split.trivial.vert': _DUP_INPUT,
    'hlsl.structarray.flatten.frag':
        "DXC: 'global structures containing both resources and non-resources are not "
        "supported' (CodeGenSPIRV/vk.binding.global-struct-of-resource-mix.error.1.hlsl)",
    'hlsl.structcopy.comp':
        "DXC: 'array dimensions of struct/class members must be explicit' for data[] "
        "(SemaHLSL/incomp_array_err.hlsl)",
    'hlsl.structcopylogical.comp (vulkan1.3)':
        "DXC: 'array dimensions of struct/class members must be explicit' for data[] "
        "(SemaHLSL/incomp_array_err.hlsl)",
    'hlsl.structin.vert': _DUP_INPUT,
    'hlsl.preprocessor.frag':
        "DXC expands a ## operand only with -flegacy-macro-expansion (FXC's behaviour, which "
        "glslang follows); by default test_texture2_ss is undeclared (lib/Lex/TokenLexer.cpp)",
    'hlsl.semantic.geom': "DXC: 'duplicate member clip0' (SemaHLSL/varmods-syntax.hlsl)",
    'hlsl.struct.frag -E PixelShaderFunction':
        "DXC: 'packoffset is only allowed in a constant buffer' (SemaHLSL/attributes/"
        "packoffset-invalid.hlsl); and " + _NO_SEMANTIC,
    'hlsl.wavevote.comp (vulkan1.1) -E CSMain':
        "DXC has no WaveActiveAllEqualBool (utils/hct/gen_intrin_main.txt: WaveActiveAllEqual only)",
    'hlsl.intrinsics.evalfns.frag':
        "DXC has no EvaluateAttributeAtCentroid (its name is EvaluateAttributeCentroid: "
        "utils/hct/gen_intrin_main.txt)",
    'hlsl.sample.dx9.frag':
        "DXC: 'deprecated tex2D intrinsic function will not be supported' (CodeGenSPIRV/"
        "texture.sample.invalid.tex2d.hlsl)",
    'hlsl.sample.dx9.vert':
        "DXC: deprecated tex*D intrinsics are not supported (CodeGenSPIRV/"
        "texture.sample.invalid.tex2d.hlsl)",
}

# Every difference diffrun.py finds between our results and glslang's, traced
# to its cause (a glslang error the developers' guide lists, a rule glslang
# does not have, or a bug of ours, fixed with a corpus test). Keyed by case id.
_PREFIX = ("known glslang error: its WavePrefix* are inclusive scans (InclusiveScan), HLSL's "
           "are exclusive (ExclusiveScan, as we emit and DXC does)")
DIFF_TRACED = {
    'sm6.wave-prefix-product.hlsl': _PREFIX,
    'sm6.wave-prefix-product.vulkan1.2.hlsl': _PREFIX,
    'sm6.wave-prefix-sum.hlsl': _PREFIX,
    'sm6.wave-prefix-sum.vulkan1.2.hlsl': _PREFIX,
    'hlsl.waveprefix.comp (vulkan1.1) -E CSMain': _PREFIX,
    'op.cbuffer.access.majorness.hlsl':
        "the case passes -Zpr (matrices row_major by default), which glslangValidator has no "
        "option for: glslang reads the cbuffer's matrices column_major (with #pragma "
        "pack_matrix(row_major) prepended, glslang gives our words)",
    'vk.layout.sbuffer.nested-struct-size.with.fxc.rule.hlsl':
        "the case passes -fvk-use-dx-layout, which glslangValidator has no option for: glslang "
        "reads the structured buffers' `last` at its std430 offset, where the data has another "
        "member's word (the test writes each pixel from two threads, id.z 0 and 1, too)",
    'vk.layout.sbuffer.vector-and-matrix.with.fxc.rule.hlsl':
        "the case passes -fvk-use-dx-layout, which glslangValidator has no option for: glslang "
        "reads the structured buffers' `last` at its std430 offset, where the data has another "
        "member's word (the test writes each pixel from two threads, id.z 0 and 1, too)",
    'hlsl.wavequad.comp (vulkan1.1) -E CSMain':
        "a quad in a compute shader: with [numthreads(32, 16, 1)] DXC (and we) declare "
        "DerivativeGroupQuads, so a quad is a 2x2 block of the group as in D3D's SM 6.6 compute "
        "quads; glslang declares no derivative group, so its quads are four consecutive lanes "
        "and QuadReadLaneAt reads other threads",
}

# Areas whose features are not claimed yet: a DXC case whose file matches one
# of these patterns (regular expressions on the path relative to
# CodeGenSPIRV/) or whose profile is a mesh/amplification one, or a library
# of ray-tracing entry points, is counted but kept out of the "claimed"
# percentage. Remove a line when its feature lands.
# Ray tracing, ray queries and mesh/amplification shaders are claimed since
# issue 19 landed (their areas count in the claimed percentage).
# Inline SPIR-V (with DXC's vk/ headers) and bindless are claimed since the
# issue that asked for them landed (stop 30).
UNCLAIMED = [
    # Work graphs (SM 6.8 nodes) map to SPV_AMDX_shader_enqueue, an AMD
    # experimental extension no issue asks for: spirv-val 2023.1 and
    # lavapipe know nothing of it, so nothing here could check the output.
    (r'^node\.', 'work graphs'),
]
UNCLAIMED_FLAGS = {
    # SPV_EXT_descriptor_heap (the SPIR-V heap, not the SM 6.6 mapping onto
    # runtime arrays, which is claimed): no driver or validator here has it.
    '-fspv-use-descriptor-heap': 'SPIR-V descriptor heap',
}
UNCLAIMED_PROFILES = {}

# DXC switches that only make sense inside DXC's own test setup (-fcgl stops
# before legalization, -Vd skips validation, -verify checks diagnostics with
# clang's verifier) or that name DXC's output format: dropped.
DXC_DROP = {'-fcgl', '-Vd', '-verify', '-spirv', '%dxc', '%s', '2>&1'}
# -fcgl's module is DXC's code before legalization and optimization: it
# still holds every resource the source declares and the types of dead
# code, and the CHECK lines describe them (types, bindings, capabilities).
# oneshader's nearest is -O0 -fspv-preserve-bindings, so those facts are
# checked rather than unverifiable, and the unused resources and the
# unoptimized code must validate too.
FCGL_AS = ['-O0', '-fspv-preserve-bindings']
# Flags whose values are the next words.
DXC_ARITY = {'-D': 1, '-U': 1, '-I': 1, '-HV': 1, '-Vn': 1, '-fvk-b-shift': 2,
             '-fvk-t-shift': 2, '-fvk-s-shift': 2, '-fvk-u-shift': 2,
             '-fvk-bind-register': 4, '-vkbr': 4, '-fvk-bind-globals': 2,
             '-fvk-bind-resource-heap': 2, '-fvk-bind-sampler-heap': 2,
             '-fvk-bind-counter-heap': 2, '-fspv-max-id': 1, '-denorm': 1,
             '-auto-binding-space': 1}
# -P preprocesses only: nothing to check in SPIR-V.
DXC_NOT_COMPILE = {'-P', '-Fi'}

CHECK_RE = r'(?:^|[\s/;])(%s)(-NEXT|-SAME|-DAG|-LABEL|-NOT|-EMPTY|-COUNT-\d+)?:(.*)'


def unclaimed_reason(rel, profile, flags, entry_kinds, text=''):
    for pat, why in UNCLAIMED:
        if re.search(pat, rel):
            return why
    for f in flags:
        if f.split('=')[0] in UNCLAIMED_FLAGS:
            return UNCLAIMED_FLAGS[f.split('=')[0]]
    st = (profile or '').split('_')[0]
    if st in UNCLAIMED_PROFILES:
        return UNCLAIMED_PROFILES[st]
    return None


def read(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return f.read()


def run_lines(text):
    """The RUN lines of a lit test, continuation lines joined."""
    out, cur = [], None
    for line in text.splitlines():
        m = re.match(r'\s*(?://|;|#)\s*RUN:\s?(.*)$', line)
        if not m:
            if cur is not None:
                out.append(cur)
                cur = None
            continue
        body = m.group(1).rstrip()
        if cur is not None:
            body = cur + ' ' + body
            cur = None
        if body.endswith('\\'):
            cur = body[:-1]
        else:
            out.append(body)
    if cur is not None:
        out.append(cur)
    return out


def check_prefixes(filecheck):
    pre = []
    try:
        toks = shlex.split(filecheck)
    except ValueError:
        toks = filecheck.split()
    i = 0
    while i < len(toks):
        t = toks[i]
        m = re.match(r'--?check-prefix(es)?(=(.*))?$', t)
        if m:
            val = m.group(3)
            if val is None and i + 1 < len(toks):
                val = toks[i + 1]
                i += 1
            pre += [p for p in (val or '').split(',') if p]
        i += 1
    return pre or ['CHECK']


def check_lines(text, prefixes):
    rx = re.compile(CHECK_RE % '|'.join(re.escape(p) for p in prefixes))
    out = []
    for line in text.splitlines():
        m = rx.search(line)
        if m:
            out.append(((m.group(2) or '').lstrip('-') or 'CHECK',
                        m.group(3).strip()))
    return out


def lib_entries(text):
    """[(function, kind)] of the [shader("kind")] functions of a library."""
    out = []
    rx = re.compile(r'\[\s*shader\s*\(\s*"(\w+)"\s*\)\s*\]'
                    r'(?:\s*\[[^\]]*\]|\s*\[\[[^\]]*\]\])*\s*'
                    r'[\w:<>,\s]*?\b(\w+)\s*\(', re.S | re.I)
    for m in rx.finditer(text):
        if (m.group(2), m.group(1)) not in out:
            out.append((m.group(2), m.group(1)))
    return out


def parse_dxc_cmd(cmd):
    """(profile, entry|None, flags, env, not_compile) of a %dxc command."""
    try:
        toks = shlex.split(cmd)
    except ValueError:
        toks = cmd.split()
    prof, entry, flags, env, notc = None, None, [], DEFAULT_ENV, False
    i = 0
    while i < len(toks):
        t = toks[i]
        if re.match(r'^/[A-Za-z]', t):  # DXC's /-spelled options (/Zpr, /T ps_6_0)
            t = toks[i] = '-' + t[1:]
        if t == '-fcgl':  # keeps every declared resource: see FCGL_AS
            flags.extend(FCGL_AS); i += 1; continue
        if t in DXC_DROP or t == 'dxc':
            i += 1
            continue
        if t in DXC_NOT_COMPILE:
            notc = True
        if t == '-T' and i + 1 < len(toks):
            prof = toks[i + 1]; i += 2; continue
        if t.startswith('-T') and len(t) > 2:
            prof = t[2:]; i += 1; continue
        if t == '-E' and i + 1 < len(toks):
            entry = toks[i + 1]; i += 2; continue
        if t.startswith('-E') and len(t) > 2 and not t.startswith('-Enable'):
            entry = t[2:]; i += 1; continue
        if t in ('-Fo', '-Fc', '-Fi', '-Fre', '-Fh', '-MF') and i + 1 < len(toks):
            i += 2; continue  # outputs of DXC's test: ours go elsewhere
        if t.startswith('-fspv-target-env='):
            env = t.split('=', 1)[1]
        if '%' in t:  # %t, %S and other lit substitutions
            i += 1; continue
        if not t.startswith('-'):
            i += 1; continue  # a stray word (`external`): no flag of ours
        n = DXC_ARITY.get(t, 0)
        flags += toks[i:i + 1 + n]
        i += 1 + n
    return prof, entry, flags, env, notc


def dxc_area(rel):
    if '/' in rel:
        return rel.split('/')[0]
    return os.path.basename(rel).split('.')[0]


def collect_dxc(root):
    cases = []
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            if not f.endswith('.hlsl'):
                continue
            path = os.path.join(dirpath, f)
            rel = os.path.relpath(path, root)
            text = read(path)
            runs = [r for r in run_lines(text) if '%dxc' in r]
            if not runs:
                continue  # a header, or a test of another tool
            for n, r in enumerate(runs):
                negated = bool(re.match(r'\s*not\s+%dxc', r))
                parts = r.split('|')
                cmd = re.sub(r'^\s*not\s+', '', parts[0])
                fc = ' '.join(p for p in parts[1:] if 'FileCheck' in p)
                prefixes = check_prefixes(fc) if fc else ['CHECK']
                checks = check_lines(text, prefixes) if fc else []
                prof, entry, flags, env, notc = parse_dxc_cmd(cmd)
                if env == DEFAULT_ENV and '-fspv-target-env=' not in cmd and \
                        any(rel.startswith(p) for p in DXC_DEFAULT_ENV_MATTERS):
                    env = OLDEST_ENV
                    flags.append('-fspv-target-env=' + env)
                c = dict(suite='dxc', area=dxc_area(rel), file=rel,
                         id=rel + ('#%d' % (n + 1) if len(runs) > 1 else ''),
                         profile=prof, flags=flags, env=env, checks=checks,
                         kind='pos', why='')
                kinds = []
                if prof and prof.startswith('lib') and not entry:
                    ents = lib_entries(text)
                    kinds = [k for _, k in ents]
                    c['entries'] = [None] if ents else []
                else:
                    c['entries'] = [entry or 'main']
                    if prof and prof.startswith('lib'):
                        kinds = [k for e, k in lib_entries(text) if e == entry]
                verify_err = ('-verify' in cmd and
                              re.search(r'expected-error', text))
                check_err = any(re.search(r'\berror\b', t) and
                                d != 'NOT' for d, t in checks)
                if negated or verify_err or check_err:
                    c['kind'] = 'neg'
                    if c['id'] in NEG_EXCEPTIONS:
                        c['kind'], c['why'] = 'exc', NEG_EXCEPTIONS[c['id']]
                if c['id'] in DXC_ILLEGAL:
                    c['kind'], c['why'] = 'illegal', DXC_ILLEGAL[c['id']]
                if notc:
                    c['kind'], c['why'] = 'skip', 'preprocessor-only RUN line (-P)'
                elif not prof:
                    c['kind'], c['why'] = 'skip', 'RUN line without -T'
                elif not c['entries']:
                    c['kind'], c['why'] = 'skip', 'library without [shader] entry'
                c['unclaimed'] = unclaimed_reason(rel, prof, flags, kinds, text)
                cases.append(c)
    return cases


GLSLANG_STAGE = {'frag': 'ps', 'vert': 'vs', 'comp': 'cs', 'geom': 'gs',
                 'tesc': 'hs', 'tese': 'ds', 'mesh': 'ms', 'task': 'as'}
# glslang's HLSL is the FXC dialect (SM 5 and earlier): HLSL 2018 rules.
GLSLANG_FLAGS = ['-HV', '2018']
GLSLANG_SM = '6_0'
GLSLANG_ENV = {  # gtest suite -> the Vulkan version it targets
    'HlslVulkan1_1CompileTest': 'vulkan1.1',
    'HlslVulkan1_2CompileTest': 'vulkan1.2',
    'HlslSpv1_6CompileTest': 'vulkan1.3',
}


def collect_glslang(test_dir, fromfile):
    """Cases of every {"file", "entry"} pair of Hlsl.FromFile.cpp; one case
    per (file, entry, environment)."""
    text = read(fromfile)
    cases, seen = [], set()
    for m in re.finditer(r'INSTANTIATE_TEST_SUITE_P\(\s*\w+\s*,\s*(\w+)\s*,(.*?)\}\)',
                         text, re.S):
        suite = m.group(1)
        env = GLSLANG_ENV.get(suite, DEFAULT_ENV)
        for p in re.finditer(r'\{\s*"([^"]+)"\s*,\s*"([^"]+)"\s*\}', m.group(2)):
            fname, entry = p.group(1), p.group(2)
            key = (fname, entry, env)
            if key in seen:
                continue
            seen.add(key)
            ext = fname.rsplit('.', 1)[-1]
            c = dict(suite='glslang', area=ext, file=fname,
                     id=fname + ('' if env == DEFAULT_ENV else ' (%s)' % env)
                     + ('' if entry == 'main' else ' -E ' + entry),
                     profile=GLSLANG_STAGE.get(ext, '?') + '_' + GLSLANG_SM,
                     entries=[entry], flags=list(GLSLANG_FLAGS), env=env,
                     checks=[], kind='pos', why='', unclaimed=None)
            if env != DEFAULT_ENV:
                c['flags'].append('-fspv-target-env=' + env)
            path = os.path.join(test_dir, fname)
            out = os.path.join(test_dir, 'baseResults', fname + '.out')
            if not os.path.exists(path):
                c['kind'], c['why'] = 'skip', 'file not in the extracted suite'
            elif ext not in GLSLANG_STAGE:
                c['kind'], c['why'] = 'skip', 'unknown stage suffix'
            elif os.path.exists(out) and re.search(r'^ERROR:', read(out), re.M):
                c['kind'] = 'neg'
                if c['id'] in NEG_EXCEPTIONS:
                    c['kind'], c['why'] = 'exc', NEG_EXCEPTIONS[c['id']]
            elif os.path.exists(out) and 'Entry point not found' in read(out):
                # glslang tests the syntax tree there; its module is empty
                c['kind'], c['why'] = 'skip', "glslang's own result: entry point not found"
            elif c['id'] in DXC_REFUSES:
                c['kind'], c['why'] = 'dxcref', DXC_REFUSES[c['id']]

            cases.append(c)
    return cases


# SaschaWillems/Vulkan's shaders/hlsl/compileshaders.py, as written there.
SASCHA_PROFILE = {'vert': 'vs_6_1', 'frag': 'ps_6_4', 'comp': 'cs_6_1',
                  'geom': 'gs_6_1', 'tesc': 'hs_6_1', 'tese': 'ds_6_1',
                  'rgen': 'lib_6_3', 'rchit': 'lib_6_3', 'rint': 'lib_6_3',
                  'rmiss': 'lib_6_3', 'rahit': 'lib_6_3', 'rcall': 'lib_6_3',
                  'mesh': 'ms_6_6', 'task': 'as_6_6'}
SASCHA_EXTS = ['SPV_KHR_ray_tracing', 'SPV_KHR_multiview',
               'SPV_KHR_shader_draw_parameters', 'SPV_EXT_descriptor_indexing',
               'SPV_KHR_ray_query', 'SPV_KHR_fragment_shading_rate']
SASCHA_GROUP = {'vert': 'vertex', 'frag': 'pixel', 'comp': 'compute',
                'geom': 'geometry', 'tesc': 'tessellation', 'tese': 'tessellation',
                'mesh': 'mesh/task', 'task': 'mesh/task'}


def collect_sascha(root):
    cases = []
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            ext = f.rsplit('.', 1)[-1]
            if ext not in SASCHA_PROFILE:
                continue
            rel = os.path.relpath(os.path.join(dirpath, f), root)
            prof = SASCHA_PROFILE[ext]
            flags = ['-fspv-extension=' + e for e in SASCHA_EXTS]
            if ext in ('mesh', 'task'):
                flags.append('-fspv-extension=SPV_EXT_mesh_shader')
            if os.path.basename(dirpath) == 'debugprintf':
                flags.append('-fspv-extension=SPV_KHR_non_semantic_info')
            if prof.startswith('lib') or ext in ('mesh', 'task'):
                flags.append('-fspv-target-env=vulkan1.2')
            cases.append(dict(
                suite='sascha', area=SASCHA_GROUP.get(ext, 'ray tracing'),
                file=rel, id=rel, profile=prof, entries=['main'], flags=flags,
                env=DEFAULT_ENV, checks=[], kind='pos', why='',
                unclaimed=None if ext in SASCHA_GROUP and ext not in ('mesh', 'task')
                else SASCHA_GROUP.get(ext, 'ray tracing')))
    return cases


# KhronosGroup/Vulkan-Samples: its HLSL shaders (shaders/<sample>/hlsl/
# *.<stage>.hlsl) compiled as bldsys/cmake/sample_helper.cmake has DXC compile
# them: `-spirv -T <profile> -E main`, the stage's own arguments there, then
# the sample's DXC_ADDITIONAL_ARGUMENTS from samples/**/CMakeLists.txt (below,
# as written at the pinned commit; the helper appends them after its own).
VKSAMPLES_PROFILE = {'vert': 'vs_6_1', 'frag': 'ps_6_4', 'comp': 'cs_6_1',
                     'geom': 'gs_6_1', 'tesc': 'hs_6_1', 'tese': 'ds_6_1',
                     'rgen': 'lib_6_3', 'rmiss': 'lib_6_3', 'rchit': 'lib_6_3',
                     'mesh': 'ms_6_6'}
VKSAMPLES_STAGE_ARGS = {
    'lib': ['-fspv-extension=SPV_KHR_ray_tracing', '-fspv-target-env=vulkan1.1spirv1.4'],
    'ms': ['-fspv-target-env=vulkan1.1spirv1.4'],
}
VKSAMPLES_ARGS = {
    'descriptor_indexing': ['-fspv-extension=SPV_EXT_descriptor_indexing'],
    'fragment_shading_rate': ['-fspv-extension=SPV_KHR_fragment_shading_rate'],
    'mesh_shading': ['-fspv-extension=SPV_EXT_mesh_shader'],
    'profiles': ['-fspv-extension=SPV_EXT_descriptor_indexing'],
    'ray_queries': ['-fspv-extension=SPV_KHR_ray_query'],
    'ray_tracing_basic': ['-fspv-extension=SPV_KHR_ray_query'],
    'ray_tracing_extended': ['-fspv-extension=SPV_EXT_descriptor_indexing',
                             '-fspv-extension=SPV_KHR_ray_query'],
    'ray_tracing_position_fetch': ['-fspv-extension=SPV_KHR_ray_query',
                                   '-fspv-extension=SPV_KHR_ray_tracing'],
    'shader_debugprintf': ['-fspv-extension=SPV_KHR_non_semantic_info'],
    'shader_relaxed_extended_instruction': ['-fspv-target-env=vulkan1.3',
                                            '-fspv-debug=vulkan-with-source', '-O3'],
}


def collect_vksamples(root):
    cases = []
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            parts = f.split('.')
            if len(parts) < 3 or parts[-1] != 'hlsl' or parts[-2] not in VKSAMPLES_PROFILE:
                continue
            ext = parts[-2]
            rel = os.path.relpath(os.path.join(dirpath, f), root)
            prof = VKSAMPLES_PROFILE[ext]
            flags = VKSAMPLES_STAGE_ARGS.get(prof.split('_')[0], []) + \
                VKSAMPLES_ARGS.get(rel.split(os.sep)[0], [])
            env = DEFAULT_ENV
            for fl in flags:
                if fl.startswith('-fspv-target-env='):
                    env = fl.split('=', 1)[1]
            cases.append(dict(
                suite='vksamples', area=SASCHA_GROUP.get(ext, 'ray tracing'),
                file=rel, id=rel, profile=prof, entries=['main'], flags=flags,
                env=env, checks=[], kind='pos', why='', unclaimed=None))
    return cases


# EmbarkStudios/kajiya: the engine compiles each shader it loads with DXC
# (crates/lib/kajiya-backend/src/shader_compiler.rs: `-spirv
# -fspv-target-env=vulkan1.2 -WX -Ges -HV 2021`, entry `main`, profile
# <stage>_6_4, ray tracing lib_6_4). The stage is not in the file name: a
# file with [numthreads] is a compute shader, one with [shader("...")] a ray
# tracing library, *_vs.hlsl / *_ps.hlsl the raster pair; files with no entry
# `main` are includes. inc/ holds includes; old/ is not built.
KAJIYA_ARGS = ['-fspv-target-env=vulkan1.2', '-HV', '2021']
KAJIYA_BROKEN = {
    'lighting/sample_lights.rgen.hlsl':
        "calls select() with four arguments (line 57: `select(is_shadowed, 0, "
        "triangle_light.radiance(), 1)`), which no HLSL compiler accepts: select takes three; "
        "OneShader says no overload fits (OSH0351)",
}


def collect_kajiya(root):
    cases = []
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        rel_dir = os.path.relpath(dirpath, root)
        if rel_dir.split(os.sep)[0] in ('inc', 'old'):
            continue
        for f in sorted(files):
            if not f.endswith('.hlsl'):
                continue
            path = os.path.join(dirpath, f)
            rel = os.path.relpath(path, root)
            with open(path, errors='replace') as fh:
                src = fh.read()
            if 'numthreads' in src:
                prof, area = 'cs_6_4', 'compute'
            elif 'shader("' in src:
                prof, area = 'lib_6_4', 'ray tracing'
            elif f.endswith('_vs.hlsl'):
                prof, area = 'vs_6_4', 'vertex'
            elif f.endswith('_ps.hlsl'):
                prof, area = 'ps_6_4', 'pixel'
            else:
                continue
            if prof != 'lib_6_4' and not re.search(r'\bmain\s*\(', src):
                continue
            broken = KAJIYA_BROKEN.get(rel.replace(os.sep, '/'))
            cases.append(dict(
                suite='kajiya', area=area, file=rel, id='kajiya/' + rel, profile=prof,
                entries=['main'], flags=list(KAJIYA_ARGS), env=DEFAULT_ENV, checks=[],
                kind='skip' if broken else 'pos', why=broken or '', unclaimed=None))
    return cases


# GPUOpen-Effects/FidelityFX-FSR2 (v2.2.1): the HLSL passes as its
# src/ffx-fsr2-api/dx12/CMakeLists.txt has its shader compiler build them
# (DXC underneath): the base arguments, then three variants (wave32 cs_6_2,
# wave64 cs_6_6 with [WaveSize(64)], 16-bit cs_6_2 with -enable-16bit-types,
# which the luminance pyramid pass skips there), each in a sample of the
# 64 permutations of its six options (all off, all on, and two alternating).
FSR2_BASE = ['-DFFX_GPU=1', '-DFFX_FSR2_OPTION_UPSAMPLE_SAMPLERS_USE_DATA_HALF=0',
             '-DFFX_FSR2_OPTION_ACCUMULATE_SAMPLERS_USE_DATA_HALF=0',
             '-DFFX_FSR2_OPTION_REPROJECT_SAMPLERS_USE_DATA_HALF=1',
             '-DFFX_FSR2_OPTION_POSTPROCESSLOCKSTATUS_SAMPLERS_USE_DATA_HALF=0',
             '-DFFX_FSR2_OPTION_UPSAMPLE_USE_LANCZOS_TYPE=2',
             '-Wno-for-redefinition', '-Wno-ambig-lit-shift', '-DFFX_HLSL=1', '-DFFX_HLSL_6_2=1']
FSR2_VARIANTS = [('wave32', 'cs_6_2', ['-DFFX_HALF=0']),
                 ('wave64', 'cs_6_6', ['-DFFX_FSR2_PREFER_WAVE64=[WaveSize(64)]', '-DFFX_HALF=0']),
                 ('16bit', 'cs_6_2', ['-DFFX_HALF=1', '-enable-16bit-types'])]
FSR2_OPTIONS = ['REPROJECT_USE_LANCZOS_TYPE', 'HDR_COLOR_INPUT', 'LOW_RESOLUTION_MOTION_VECTORS',
                'JITTERED_MOTION_VECTORS', 'INVERTED_DEPTH', 'APPLY_SHARPENING']
FSR2_PERMUTATIONS = ['000000', '111111', '101010', '010101']


def collect_fsr2(root):
    cases = []
    for f in sorted(os.listdir(root)):
        if not f.endswith('_pass.hlsl'):
            continue
        for name, prof, vflags in FSR2_VARIANTS:
            if name == '16bit' and f == 'ffx_fsr2_compute_luminance_pyramid_pass.hlsl':
                continue
            for perm in FSR2_PERMUTATIONS:
                opts = ['-DFFX_FSR2_OPTION_%s=%s' % (o, v) for o, v in zip(FSR2_OPTIONS, perm)]
                cases.append(dict(
                    suite='fsr2', area=name, file=f, id='fsr2/%s#%s-%s' % (f, name, perm), profile=prof,
                    entries=['CS'], flags=FSR2_BASE + vflags + opts + ['-I', root], env=DEFAULT_ENV,
                    checks=[], kind='pos', why='', unclaimed=None))
    return cases


# WGSL refusals over the SaschaWillems shaders (wgslrun.py): the start of
# the diagnostic's message -> why WebGPU cannot express it. A refusal whose
# message matches none is listed as unexplained in docs/conformance.md.
WGSL_REFUSALS = {
    'resource arrays is not available in WGSL':
        'WebGPU has no binding arrays (descriptor indexing, or a sampler array indexed by a '
        'uniform): the host would need one binding per element and the shader a switch over '
        'them; unbounded arrays have no WebGPU form at all',
    'this system value is not available in WGSL':
        'a built-in WebGPU lacks: the view index of multiview (SV_ViewID), the shading rate '
        'of variable-rate shading (SV_ShadingRate)',
    'atomics on textures is not available in WGSL':
        'WGSL has atomics on storage buffers and workgroup memory only, not on storage '
        'textures (InterlockedAdd on an RWTexture2D<uint>)',
    'ray queries (RayQuery) is not available in WGSL':
        'WebGPU has no ray tracing: no acceleration structures, no ray queries',
    'a storage texture without [[vk::image_format]] is not available in WGSL':
        'a WGSL storage texture names its texel format, and `RWTexture2D<float4>` does not say '
        'which one it is (Vulkan lets the host choose, shaderStorageImageWriteWithoutFormat); '
        'a guess could be silently wrong, so the declaration needs [[vk::image_format(...)]]',
    'a barrier that only some invocations reach':
        'WGSL allows a workgroup barrier only in uniform control flow (Tint\'s uniformity '
        'analysis), and the shader has one after an early return or in a branch that depends '
        'on the invocation, which WebGPU cannot express',
}

