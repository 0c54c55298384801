#!/bin/sh
# Front-end corpus: valid/*.hlsl must compile with -fsyntax-only; each
# invalid/X.hlsl must report exactly the diagnostics in X.diag, compared as
# sorted sets, notes ignored. A .diag line is `line:col: OSHnnnn: message`
# (a file without any message compares `line:col: OSHnnnn` only).
# UPDATE_SNAPSHOTS=1 rewrites a .diag that differs (in its own form) instead
# of failing; review the diff.
# Usage: [UPDATE_SNAPSHOTS=1] run.sh [path/to/oneshader]
ONESHADER=${1:-build/oneshader}
DIR=$(dirname "$0")
fail=0
for f in "$DIR"/valid/*.hlsl; do
    args=$(head -1 "$f" | sed -n 's,^// ARGS: ,,p')
    if ! $ONESHADER -fsyntax-only $args "$f" >/dev/null 2>&1; then
        echo "FAIL (valid) $f"; $ONESHADER -fsyntax-only $args "$f"; fail=1
    fi
done
for f in "$DIR"/invalid/*.hlsl; do
    args=$(head -1 "$f" | sed -n 's,^// ARGS: ,,p')
    full=$($ONESHADER -fsyntax-only $args "$f" 2>&1 | grep -E '^[^:]*:[0-9]+:[0-9]+: (error|warning): .* \[OSH[0-9]+\]$' |
          sed -E 's/^[^:]*:([0-9]+):([0-9]+): (error|warning): (.*) \[OSH([0-9]+)\]$/\1:\2: OSH\5: \4/')
    if [ ! -e "${f%.hlsl}.diag" ] || grep -qE '^[0-9]+:[0-9]+: OSH[0-9]+: ' "${f%.hlsl}.diag"; then
        got=$(printf '%s\n' "$full" | sed '/^$/d' | sort)    # with messages
    else
        got=$(printf '%s\n' "$full" | sed '/^$/d' | sed -E 's/^([0-9]+:[0-9]+: OSH[0-9]+).*/\1/' | sort)
    fi
    want=$(sort "${f%.hlsl}.diag" 2>/dev/null)
    if [ "$got" != "$want" ] && [ -n "$UPDATE_SNAPSHOTS" ] && [ "$UPDATE_SNAPSHOTS" != 0 ]; then
        printf '%s\n' "$got" > "${f%.hlsl}.diag"; echo "updated ${f%.hlsl}.diag"
    elif [ "$got" != "$want" ]; then
        echo "FAIL (invalid) $f"; echo "got:"; echo "$got"; echo "want:"; echo "$want"; fail=1
    fi
done
[ $fail = 0 ] && echo "frontend corpus: all passed"
exit $fail
