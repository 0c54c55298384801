#!/bin/sh
# A few seeds of every random differential generator in tools/randomdiff
# (integer expressions with templates, control flow, buffer layouts, float
# intrinsics, texture reads), so that each keeps working as the compiler and
# the runners change: each seed is compiled at -O3 and -O0 and run on
# lavapipe, and its WGSL run on Dawn, against values Python worked out.
# Longer ranges are run by hand (tests/README.md).
#   sh tests/randomdiff/run.sh PATH/TO/oneshader      (VKRUN from oshtest.py exec)
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
ONESHADER=$1
RANDOMDIFF_WORK=${TMPDIR:-/tmp}/randomdiff
export ONESHADER RANDOMDIFF_WORK
for g in exprs controlflow layouts floats textures; do
    python3 "$root/tools/randomdiff/$g.py" 0 4
done
