#!/bin/sh
# Fails when the library exports a name without the public osh_ prefix.
#   tools/check-symbols.sh LIBRARY...   (a static archive or a shared object)
# A static archive is read with `nm -g --defined-only` (every global symbol
# a host's link could collide with), a shared object with `nm -D` (its
# dynamic symbol table). Names the toolchain itself adds (_init, _fini,
# _edata, _end, __bss_start) are not ours and are allowed.
set -eu
status=0
for lib in "$@"; do
  case "$lib" in
    *.a) syms=$(nm -g --defined-only "$lib" | awk 'NF == 3 { print $3 }') ;;
    *) syms=$(nm -D --defined-only "$lib" | awk 'NF == 3 { print $3 }') ;;
  esac
  total=$(printf '%s\n' "$syms" | grep -c . || true)
  bad=$(printf '%s\n' "$syms" | grep -v '^osh_' | grep -Ev '^(_init|_fini|_edata|_end|__bss_start)$' | grep . || true)
  if [ -z "$total" ] || [ "$total" -eq 0 ]; then
    echo "$lib: no exported symbols at all (is this the library?)"; status=1; continue
  fi
  if [ -n "$bad" ]; then
    echo "$lib exports names without the osh_ prefix:"; printf '  %s\n' $bad; status=1
  else
    echo "$lib: $total exported names, all osh_"
  fi
done
# A host defining some of our internal names links with the static library.
if [ -n "${CC_FOR_CHECK:-}" ]; then
  for lib in "$@"; do
    case "$lib" in *.a)
      out=$(mktemp)
      if "$CC_FOR_CHECK" -I"$(dirname "$0")/../include" "$(dirname "$0")/../tests/symbols/clash.c" "$lib" -lm ${LDFLAGS_FOR_CHECK:-} -o "$out" 2>"$out.err" && "$out" >/dev/null; then
        echo "$lib: a host defining arena_alloc, map_get, convert and fold links and runs"
      else
        echo "$lib: a host defining arena_alloc, map_get, convert and fold does not link:"; cat "$out.err"; status=1
      fi
      rm -f "$out" "$out.err" ;;
    esac
  done
fi
exit $status
