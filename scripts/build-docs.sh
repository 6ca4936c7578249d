#!/usr/bin/env bash
# Builds the library's DocC documentation offline, with the toolchain's docc, and fails on any
# warning (a broken symbol link, an article that does not resolve).
#
# Usage: scripts/build-docs.sh [OUTPUT]   (default: .build/docs/CompatMatrix.doccarchive)
#
# The public API lives in the layer modules and is re-exported by the CompatMatrix umbrella;
# the symbol graph of the umbrella includes the re-exported symbols, so one catalog documents
# the whole surface.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs/CompatMatrix.doccarchive}"
symbols=.build/docs/symbol-graphs

swift build --target CompatMatrix > /dev/null
bin="$(swift build --show-bin-path)"
rm -rf "$symbols" "$output"
mkdir -p "$symbols"
swift-symbolgraph-extract \
  -module-name CompatMatrix \
  -I "$bin/Modules" \
  -target "$(uname -m)-unknown-linux-gnu" \
  -minimum-access-level public \
  -skip-synthesized-members \
  -experimental-allowed-reexported-modules=CompatMatrixCore,CompatMatrixData,CompatMatrixSource,CompatMatrixResolver,CompatMatrixRewrite,CompatMatrixLint,CompatMatrixOutput,CompatMatrixWorkflows,CompatMatrixRender,CompatMatrixDocs \
  -output-dir "$symbols"
docc convert Sources/CompatMatrix/CompatMatrix.docc \
  --additional-symbol-graph-dir "$symbols" \
  --fallback-display-name CompatMatrix \
  --fallback-bundle-identifier org.compatmatrix.CompatMatrix \
  --warnings-as-errors \
  --output-path "$output"
echo "docs: $output"
