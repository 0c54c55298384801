"""Facts that a DXC test's CHECK lines state, and whether our module has them.

We compare facts, not instruction sequences: our code is not DXC's, but the
interface it presents to Vulkan must be. A CHECK line gives a fact when it
is one of (literal values only; a line whose value is a FileCheck pattern
gives none):

  OpCapability C                      the module declares C
  OpExtension "E"                     the module declares E
  OpExtInstImport "S"                 the module imports the extended
                                      instruction set S (the debug-info sets
                                      and NonSemantic.*, see IMPORT_FACTS)
  OpExecutionMode %f Mode [n...]      some entry point has Mode (with these
                                      literal operands, when given)
  OpDecorate %x D n                   D in Binding DescriptorSet Location
                                      SpecId ArrayStride Index Component
  OpDecorate %x D                     D in Flat NoPerspective Centroid Sample
                                      Patch Invariant Coherent
  OpMemberDecorate %T i D [n]         D in Offset MatrixStride RowMajor ColMajor
  Op(Member)Decorate %x [i] BuiltIn B some id has BuiltIn B (DXC's names of
                                      built-in variables are its own)
CHECK-NOT lines give "absent" facts for OpCapability, OpExtension and
OpExtInstImport only.
An extension that is core in our module's SPIR-V version (CORE_EXT) holds
without its OpExtension.

Matching a named id (`%x`): our module is disassembled by spirv-dis with
friendly names, the scheme DXC's tests are written in (OpName with `.`
turned into `_`; unnamed types as `_arr_v4float_uint_3`, `_ptr_...`). An id
of ours matches `%x` when, after dropping spirv-dis's `_N` duplicate
suffixes and the prefixes `type_`, `var_`, `in_var_`, `out_var_` and
`counter_var_` (kept apart from the plain name), the names are equal. When
no id of ours matches (we named it otherwise, or dropped something
-O0 -fspv-preserve-bindings, the runner's stand-in for -fcgl, does not keep), a Location, interpolation or
BuiltIn fact falls back to "some id has it", and other facts are counted as
unverifiable, never as failures. A Binding or DescriptorSet fact looks only at
ids of ours that have a binding (a same-named private copy of a struct of
resources is not the resource).
"""
import re

# SPV_KHR_compute_shader_derivatives kept the numbers of the NV extension's
# capabilities and execution modes; spirv-dis 2023.1 prints the NV names,
# DXC's tests the KHR ones: one fact either way.
ALIAS = {'ComputeDerivativeGroupQuadsNV': 'ComputeDerivativeGroupQuadsKHR',
         'ComputeDerivativeGroupLinearNV': 'ComputeDerivativeGroupLinearKHR',
         'DerivativeGroupQuadsNV': 'DerivativeGroupQuadsKHR',
         'DerivativeGroupLinearNV': 'DerivativeGroupLinearKHR',
         # One capability (5297), named EXT in newer headers than spirv-dis 2023.1's.
         'GroupNonUniformPartitionedEXT': 'GroupNonUniformPartitionedNV'}
# DXC declares both derivative-group capabilities whenever the extension is
# enabled, and its capability trimming (skipped under -fcgl, whose output the
# CHECK lines describe) keeps the one the execution mode uses: either of the
# pair in our module is the fact "compute derivatives are declared".
CAP_PAIRS = {'ComputeDerivativeGroupQuadsKHR': 'ComputeDerivativeGroupLinearKHR',
             'ComputeDerivativeGroupLinearKHR': 'ComputeDerivativeGroupQuadsKHR'}


def alias(name):
    return ALIAS.get(name, name)


# SPIR-V's implicitly declared capabilities (the grammar's "capabilities" of
# each Capability enumerant: declaring ImageBuffer declares SampledBuffer,
# Image1D Sampled1D...). DXC lists some of them explicitly; a CHECK for one
# holds when our module declares it or a capability that implies it.
GRAMMAR = '/usr/include/spirv/unified1/spirv.core.grammar.json'


def _implied():
    try:
        import json
        g = json.load(open(GRAMMAR))
    except (OSError, ValueError):
        return {}
    for k in g.get('operand_kinds', []):
        if k.get('kind') == 'Capability':
            return {e['enumerant']: e.get('capabilities') or [] for e in k.get('enumerants', [])}
    return {}


IMPLIED = _implied()


def _builtin_names():
    """{name: canonical name} of the BuiltIn enumerants that share a value
    (SPV_KHR_ray_tracing kept SPV_NV_ray_tracing's numbers: spirv-dis 2023.1
    prints LaunchIdNV where DXC's tests say LaunchIdKHR): one fact."""
    try:
        import json
        g = json.load(open(GRAMMAR))
    except (OSError, ValueError):
        return {}
    for k in g.get('operand_kinds', []):
        if k.get('kind') == 'BuiltIn':
            first, out = {}, {}
            for e in k.get('enumerants', []):
                first.setdefault(e['value'], e['enumerant'])
                out[e['enumerant']] = first[e['value']]
            return out
    return {}


BUILTIN_NAMES = _builtin_names()


def builtin_name(name):
    return BUILTIN_NAMES.get(name, name)


def with_implied(caps):
    out, todo = set(caps), list(caps)
    while todo:
        for c in IMPLIED.get(todo.pop(), []):
            if c not in out:
                out.add(c)
                todo.append(c)
    return out


VALUE_DECOS = {'Binding', 'DescriptorSet', 'Location', 'SpecId',
               'ArrayStride', 'Index', 'Component'}
FLAG_DECOS = {'Flat', 'NoPerspective', 'Centroid', 'Sample', 'Patch',
              'Invariant', 'Coherent'}
MEMBER_DECOS = {'Offset', 'MatrixStride', 'RowMajor', 'ColMajor'}
FALLBACK = {'Location'} | FLAG_DECOS
LIT = r'-?\d+'
NAME = r'%([A-Za-z_][\w.]*)'


# Execution modes SPV_EXT_mesh_shader shares with SPV_NV_mesh_shader (one
# value each): spirv-dis spells them NV, DXC's EXT tests EXT.
MODE_ALIASES = {'OutputTrianglesNV': 'OutputTrianglesEXT', 'OutputLinesNV': 'OutputLinesEXT',
                'OutputPrimitivesNV': 'OutputPrimitivesEXT'}
MODE_ALIASES.update({v: k for k, v in list(MODE_ALIASES.items())})
# Execution modes newer than spirv-dis 2023.1, which prints their number.
MODE_NUMBERS = {'6023': 'MaximallyReconvergesKHR'}


# The imports that are facts: which debug information a module carries
# (OpenCL.DebugInfo.100 for dxc's rich modes, NonSemantic.Shader.DebugInfo.100
# for vulkan) and the NonSemantic sets of debug printf and break. Whether
# GLSL.std.450 is imported says only how an operation was written (an
# extended instruction or a core one), not what the module does.
IMPORT_FACTS = ('OpenCL.DebugInfo.100', 'NonSemantic.')


def import_fact(name):
    return any(name == p or (p.endswith('.') and name.startswith(p)) for p in IMPORT_FACTS)


def parse_fact(directive, text):
    """A fact tuple of one CHECK line, or None."""
    text = re.sub(r'^%[\w\[\]:#.]+\s*=\s*', '', text)  # a result id
    # ... or a FileCheck pattern for one: [[set:%[0-9]+]] = , {{%[0-9]+}} =
    text = re.sub(r'^(\[\[\w+(:.*?)?\]\]|\{\{.*?\}\})\s*=\s*', '', text)
    t = text.split()
    if not t:
        return None
    neg = directive == 'NOT'
    if t[0] == 'OpCapability' and len(t) >= 2 and re.match(r'^\w+$', t[1]):
        return ('nocap' if neg else 'cap', alias(t[1]))
    if t[0] == 'OpExtension' and len(t) >= 2:
        m = re.match(r'^"([\w]+)"$', t[1])
        if m:
            return ('noext' if neg else 'ext', m.group(1))
        return None
    if t[0] == 'OpExtInstImport' and len(t) >= 2:
        m = re.match(r'^"([\w.]+)"$', t[1])
        if m and import_fact(m.group(1)):
            return ('noimport' if neg else 'import', m.group(1))
        return None
    if neg:
        return None
    if t[0] in ('OpExecutionMode', 'OpExecutionModeId') and len(t) >= 3:
        if not re.match(r'^\w+$', t[2]):
            return None
        args = t[3:]
        if args and all(re.match('^' + LIT + '$', a) for a in args):
            return ('mode', alias(t[2]), tuple(int(a) for a in args))
        return ('mode', alias(t[2]), None)
    if t[0] == 'OpDecorate' and len(t) >= 3:
        name = literal_name(t[1])
        if t[2] == 'BuiltIn' and len(t) >= 4 and re.match(r'^\w+$', t[3]):
            return ('builtin', t[3])
        if t[2] in VALUE_DECOS and len(t) >= 4 and re.match('^' + LIT + '$', t[3]):
            return ('dec', name, t[2], int(t[3]))
        if t[2] in FLAG_DECOS and len(t) == 3:
            return ('dec', name, t[2], None)
        return None
    if t[0] == 'OpMemberDecorate' and len(t) >= 4:
        name = literal_name(t[1])
        if not re.match(r'^\d+$', t[2]):
            return None
        idx = int(t[2])
        if t[3] == 'BuiltIn' and len(t) >= 5 and re.match(r'^\w+$', t[4]):
            return ('builtin', t[4])
        if t[3] in ('Offset', 'MatrixStride') and len(t) >= 5 and \
                re.match('^' + LIT + '$', t[4]):
            return ('mdec', name, idx, t[3], int(t[4]))
        if t[3] in ('RowMajor', 'ColMajor') and len(t) == 4:
            return ('mdec', name, idx, t[3], None)
    return None


def literal_name(tok):
    """The name of `%name`, or None for a FileCheck pattern (any id)."""
    m = re.match('^' + NAME + '$', tok)
    return m.group(1) if m else None


def parse_facts(checks):
    out = []
    for d, text in checks:
        f = parse_fact(d, text)
        if f and f not in out:
            out.append(f)
    # `CHECK: OpCapability X` then `CHECK-NOT: OpCapability X` says X is
    # declared once (FileCheck looks for the NOT after the match): a module
    # declares each capability and extension once, so only the first holds.
    pos = {'nocap': 'cap', 'noext': 'ext', 'noimport': 'import'}
    return [f for f in out if not (f[0] in pos and (pos[f[0]], f[1]) in out)]


# Extensions that became core SPIR-V (the version): DXC's tests target
# Vulkan 1.0 (SPIR-V 1.0) unless told otherwise, our default is SPIR-V 1.5,
# where these need no OpExtension.
CORE_EXT = {
    'SPV_KHR_16bit_storage': (1, 3), 'SPV_KHR_device_group': (1, 3),
    'SPV_KHR_multiview': (1, 3), 'SPV_KHR_shader_draw_parameters': (1, 3),
    'SPV_KHR_storage_buffer_storage_class': (1, 3),
    'SPV_KHR_variable_pointers': (1, 3),
    'SPV_KHR_float_controls': (1, 4), 'SPV_KHR_no_integer_wrap_decoration': (1, 4),
    'SPV_GOOGLE_decorate_string': (1, 4), 'SPV_GOOGLE_hlsl_functionality1': (1, 4),
    'SPV_KHR_8bit_storage': (1, 5), 'SPV_EXT_descriptor_indexing': (1, 5),
    'SPV_EXT_shader_viewport_index_layer': (1, 5),
    'SPV_KHR_vulkan_memory_model': (1, 5), 'SPV_KHR_physical_storage_buffer': (1, 5),
    'SPV_EXT_physical_storage_buffer': (1, 5),
    'SPV_EXT_demote_to_helper_invocation': (1, 6),
    'SPV_KHR_terminate_invocation': (1, 6), 'SPV_KHR_integer_dot_product': (1, 6),
}

PREFIXES = ('counter_var_', 'in_var_', 'out_var_', 'type_', 'var_')


def norm_name(n):
    n = re.sub(r'[^\w]', '_', n)
    n = re.sub(r'(_\d+)+$', '', n) if not re.match(r'^_(arr|ptr|runtimearr)', n) else n
    return n


def name_keys(n):
    """The names `n` may match: itself and without DXC's prefixes."""
    n = norm_name(n)
    keys = {n}
    for p in PREFIXES:
        if n.startswith(p) and p != 'counter_var_':
            keys.add(n[len(p):])
    return keys


class Module:
    """The facts of one disassembly (spirv-dis, friendly names)."""

    def __init__(self, texts):
        self.caps, self.exts, self.modes = set(), set(), set()
        self.imports = set()
        self.decs = {}      # (id, deco) -> set of values
        self.mdecs = {}     # (id, member, deco) -> set of values
        self.builtins = set()
        self.ids = set()
        self.version = (1, 0)
        for text in texts:
            self._add(text)
        self.by_key = {}
        for i in self.ids:
            for k in name_keys(i):
                self.by_key.setdefault(k, set()).add(i)

    def _add(self, text):
        for line in text.splitlines():
            m = re.match(r'; Version: (\d+)\.(\d+)', line)
            if m:
                self.version = (int(m.group(1)), int(m.group(2)))
            t = line.split()
            if not t:
                continue
            if len(t) > 2 and t[1] == '=':
                self.ids.add(t[0][1:])
                if len(t) >= 4 and t[2] == 'OpExtInstImport':
                    self.imports.add(t[3].strip('"'))
                continue
            op = t[0]
            if op == 'OpCapability':
                self.caps.add(alias(t[1]))
            elif op == 'OpExtension':
                self.exts.add(t[1].strip('"'))
            elif op in ('OpExecutionMode', 'OpExecutionModeId') and len(t) >= 3:
                args = tuple(int(a) for a in t[3:] if re.match('^' + LIT + '$', a))
                self.modes.add((alias(MODE_NUMBERS.get(t[2], t[2])), args))
                if t[2] in MODE_ALIASES:  # one value, two names (spirv-dis prints the NV one)
                    self.modes.add((MODE_ALIASES[t[2]], args))
            elif op == 'OpName' and len(t) >= 2:
                self.ids.add(t[1][1:])
            elif op == 'OpDecorate' and len(t) >= 3:
                self._deco(self.decs, (t[1][1:], t[2]), t[3:])
            elif op == 'OpMemberDecorate' and len(t) >= 4:
                self._deco(self.mdecs, (t[1][1:], int(t[2]), t[3]), t[4:])

    def _deco(self, table, key, operands):
        """Records decoration key[-1] on id key[0] with its first operand."""
        self.ids.add(key[0])
        if key[-1] == 'BuiltIn' and operands:
            self.builtins.add(builtin_name(operands[0]))
        v = int(operands[0]) if operands and re.match('^' + LIT + '$', operands[0]) else None
        table.setdefault(key, set()).add(v)

    def targets(self, name):
        """Our ids that match a CHECK line's `%name` (empty: none known)."""
        if name is None:
            return None
        found = set()
        for k in name_keys(name):
            found |= self.by_key.get(k, set())
        return found

    def check(self, fact):
        """'ok', 'fail' or 'unverifiable'."""
        kind = fact[0]
        if kind == 'cap':
            caps = with_implied(self.caps)
            return 'ok' if fact[1] in caps or CAP_PAIRS.get(fact[1]) in self.caps \
                else 'fail'
        if kind == 'nocap':
            return 'fail' if fact[1] in self.caps else 'ok'
        if kind == 'ext':
            core = CORE_EXT.get(fact[1])
            return 'ok' if fact[1] in self.exts or (core and self.version >= core) \
                else 'fail'
        if kind == 'noext':
            return 'fail' if fact[1] in self.exts else 'ok'
        if kind == 'import':
            return 'ok' if fact[1] in self.imports else 'fail'
        if kind == 'noimport':
            return 'fail' if fact[1] in self.imports else 'ok'
        if kind == 'builtin':
            return 'ok' if builtin_name(fact[1]) in self.builtins else 'fail'
        if kind == 'mode':
            for m, args in self.modes:
                if m == fact[1] and (fact[2] is None or args == fact[2]):
                    return 'ok'
                # FileCheck matches a substring: a line ending in the mode's
                # name matches a longer name (DXC's `... Triangle` check
                # holds for spirv-dis's `Triangles`, `Isoline` for `Isolines`).
                if fact[2] is None and m.startswith(fact[1]):
                    return 'ok'
            return 'fail'
        if kind == 'dec':
            _, name, deco, val = fact
            tg = self.targets(name)
            if tg is None or (not tg and deco in FALLBACK):
                tg = {i for (i, d) in self.decs if d == deco}
                return 'ok' if any(val in self.decs[(i, deco)] for i in tg) else 'fail'
            if deco in ('Binding', 'DescriptorSet'):
                # Only resource variables have these: an id of ours with the
                # name that has neither (a private copy of a struct of
                # resources, whose resources we flatten into their own
                # variables, as DXC's legalization does) is not the resource.
                tg = {i for i in tg if (i, 'Binding') in self.decs or (i, 'DescriptorSet') in self.decs}
            if not tg:
                return 'unverifiable'
            return 'ok' if any(val in self.decs.get((i, deco), ()) for i in tg) else 'fail'
        if kind == 'mdec':
            _, name, idx, deco, val = fact
            tg = self.targets(name)
            if tg is None:
                tg = {i for (i, m, d) in self.mdecs if m == idx and d == deco}
            if not tg:
                return 'unverifiable'
            return 'ok' if any(val in self.mdecs.get((i, idx, deco), ()) for i in tg) \
                else 'fail'
        return 'unverifiable'


def describe(fact):
    k = fact[0]
    if k in ('cap', 'nocap'):
        return ('no ' if k == 'nocap' else '') + 'OpCapability ' + fact[1]
    if k in ('ext', 'noext'):
        return ('no ' if k == 'noext' else '') + 'OpExtension "%s"' % fact[1]
    if k in ('import', 'noimport'):
        return ('no ' if k == 'noimport' else '') + 'OpExtInstImport "%s"' % fact[1]
    if k == 'builtin':
        return 'BuiltIn ' + fact[1]
    if k == 'mode':
        return 'OpExecutionMode %s%s' % (
            fact[1], '' if fact[2] is None else ' ' + ' '.join(map(str, fact[2])))
    if k == 'dec':
        return 'OpDecorate %%%s %s%s' % (fact[1] or '*', fact[2],
                                        '' if fact[3] is None else ' %d' % fact[3])
    if k == 'mdec':
        return 'OpMemberDecorate %%%s %d %s%s' % (
            fact[1] or '*', fact[2], fact[3], '' if fact[4] is None else ' %d' % fact[4])
    return str(fact)
