#!/usr/bin/env bash
# Counts the library's public declarations and lists them, one `file:line: declaration` a line.
#
# Usage: scripts/public-api.sh [--list] [--max N]
#
# A declaration counts when `public` is one of its modifiers at the start of a line (after any
# attributes), as `public let`, `public private(set) var`, `@inlinable public func`; members
# of a type count one by one, enum cases and the members of a protocol do not (their access
# is the type's). The executable targets (`compat-matrix`, `compat-matrix-benchmark`,
# `MatrixEmbedder`) have no library API and must declare nothing `public`; `public extension`
# is refused, because it makes every member public without saying so on the member.
#
# Every public declaration must have a `///` comment (above its attributes), and every public
# type must be curated in the DocC catalogue (a ``Type`` link in a file of
# Sources/CompatMatrix*/*.docc; a nested type as ``Outer/Inner``): the script lists, and
# fails on, those that are not.
#
# Prints the count (and with --list every declaration); with --max N exits 1 when the count
# is above N or an executable declares something public. .ci/run runs it with --max 300.
set -euo pipefail
cd "$(dirname "$0")/.."

list=false
max=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --list) list=true ;;
    --max) max="$2"; shift ;;
    *) echo "usage: scripts/public-api.sh [--list] [--max N]" >&2; exit 64 ;;
  esac
  shift
done

pattern='^[[:space:]]*(@[^[:space:]]+[[:space:]]+)*([a-z]+(\([a-z]+\))?[[:space:]]+)*public([[:space:]]|\()'
executables='^Sources/(compat-matrix|compat-matrix-benchmark|MatrixEmbedder)/'

declarations="$(grep -rnE "$pattern" Sources --include='*.swift' | sed -E 's/^([^:]+:[0-9]+:)/\1 /' || true)"
library="$(grep -vE "$executables" <<< "$declarations" | grep . || true)"
inExecutables="$(grep -E "$executables" <<< "$declarations" || true)"
count="$(grep -c . <<< "$library" || true)"

if $list && [[ -n "$library" ]]; then echo "$library"; fi
echo "public declarations: $count"

status=0
if [[ -n "$inExecutables" ]]; then
  echo "an executable target declares public API (it has none):" >&2
  echo "$inExecutables" >&2
  status=1
fi
if grep -E ': *([a-z@]+ )*public extension' <<< "$library" >&2; then
  echo "public extension makes its members public without saying so: mark each member" >&2
  status=1
fi
# A public declaration without a `///` comment right above it (or above its attributes).
undocumented="$(grep . <<< "$library" | while IFS=: read -r file line _; do
  awk -v n="$line" 'NR < n { text[NR] = $0 } NR == n {
      i = n - 1; while (i > 0 && text[i] ~ /^[[:space:]]*@/) i--
      if (text[i] !~ /^[[:space:]]*\/\/\//) print FILENAME ":" n; exit }' "$file"
done)"
if [[ -n "$undocumented" ]]; then
  echo "public declarations without a /// comment:" >&2
  echo "$undocumented" >&2
  status=1
fi

# Public types as they are linked from the catalogue: `Outer/Inner` for a nested type (its
# outer type is the nearest public type above it declared less indented in the same file).
types="$(grep -E '^[^:]+:[0-9]+: *public (struct|enum|protocol|class|actor|typealias) ' <<< "$library" |
  awk '{ file = $1; sub(/:[0-9]+:$/, "", file); line = $0; sub(/^[^:]+:[0-9]+: /, "", line)
         match(line, /^ */); depth = RLENGTH; sub(/^ *public [a-z]+ /, "", line)
         match(line, /^[A-Za-z0-9_]+/); name = substr(line, 1, RLENGTH)
         if (file != last) { last = file; split("", outer) }
         path = (depth > 0 && (depth - 2) in outer) ? outer[depth - 2] "/" name : name
         outer[depth] = path; print path }' | sort -u)"
curated="$(cat Sources/CompatMatrix*/*.docc/*.md 2>/dev/null | grep -oE '``[A-Za-z0-9_/]+``' | tr -d '`' | sort -u)"
missing="$(comm -23 <(echo "$types") <(echo "$curated") | grep . || true)"
if [[ -n "$missing" ]]; then
  echo "public types missing from the DocC catalogue (Sources/CompatMatrix/CompatMatrix.docc):" >&2
  echo "$missing" >&2
  status=1
fi
if [[ -n "$max" && "$count" -gt "$max" ]]; then
  echo "the public API has $count declarations, more than $max: make what a client does not need package or internal" >&2
  status=1
fi
exit "$status"
