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

# The symbol graph is extracted for the machine's own target: on macOS through Xcode's tools
# (xcrun) with the macOS SDK, at the package's minimum (`platforms:` in Package.swift);
# elsewhere with the toolchain's tools on the PATH.
case "$(uname -s)" in
  Darwin)
    tool() { xcrun "$@"; }
    platform=(-target "$(uname -m)-apple-macosx13.0" -sdk "$(xcrun --sdk macosx --show-sdk-path)")
    ;;
  *)
    tool() { "$@"; }
    platform=(-target "$(uname -m)-unknown-linux-gnu")
    ;;
esac

swift build --target CompatMatrix > /dev/null
bin="$(swift build --show-bin-path)"
rm -rf "$symbols" "$output"
mkdir -p "$symbols"
tool swift-symbolgraph-extract \
  -module-name CompatMatrix \
  -I "$bin/Modules" \
  "${platform[@]}" \
  -minimum-access-level public \
  -skip-synthesized-members \
  -experimental-allowed-reexported-modules=CompatMatrixCore,CompatMatrixData,CompatMatrixSource,CompatMatrixResolver,CompatMatrixRewrite,CompatMatrixLint,CompatMatrixOutput,CompatMatrixWorkflows,CompatMatrixRender,CompatMatrixDocs \
  -output-dir "$symbols"
tool docc convert Sources/CompatMatrix/CompatMatrix.docc \
  --additional-symbol-graph-dir "$symbols" \
  --fallback-display-name CompatMatrix \
  --fallback-bundle-identifier org.compatmatrix.CompatMatrix \
  --warnings-as-errors \
  --output-path "$output"
echo "docs: $output"
