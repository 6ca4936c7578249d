#!/usr/bin/env bash
# Builds compat-matrix for release and packs it as teams install SwiftLint: a SwiftPM artifact
# bundle (compat-matrix.artifactbundle, info.json schemaVersion 1.0) and a small plugins package
# whose build-tool and command plugins run the bundle's binary instead of building the tool
# from source. Run with --help for usage.
#
# Written for bash 3.2 and POSIX tools so that it runs unchanged on macOS and Linux.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  cat <<'EOF'
Usage: scripts/release.sh [--out DIR] [--binary PATH] [--variant PATH TRIPLES]... [--url URL]

Builds the release binary of this machine and writes into DIR (default: .build/release-bundle):

  compat-matrix.artifactbundle/       info.json and one folder per variant
  compat-matrix.artifactbundle.zip    the same, zipped, for a binary target's url:
  CompatMatrixPlugins/                a package with the CompatLintBuildTool and CompatLint
                                      plugins over the bundle (a binary target named
                                      compat-matrix), for a consumer to depend on

and prints the zip's checksum. On Linux the binary is `swift build -c release
--static-swift-stdlib`, stripped: one file that needs no Swift toolchain. On macOS it is
`swift build -c release --arch arm64 --arch x86_64`, one universal file (not tried: nothing
here builds for macOS).

  --out DIR          where to write (emptied of the files above first)
  --binary PATH      pack this binary, built for this machine, instead of building one
  --variant PATH TRIPLES
                     also pack a binary built elsewhere for the comma-separated target
                     triples it runs on, such as a macOS universal build:
                     --variant compat-matrix-macos arm64-apple-macosx,x86_64-apple-macosx
  --url URL          where the zip will be published: CompatMatrixPlugins then names it with
                     url: and its checksum instead of the bundle beside it (path:)

Exit codes: 0 written; 64 usage; 1 a build or a step failed.
EOF
}

out=.build/release-bundle
binary=""
url=""
variants=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="${2:?--out needs a folder}"; shift ;;
    --binary) binary="${2:?--binary needs a path}"; shift ;;
    --variant)
      [ $# -ge 3 ] || { echo "error: --variant needs a path and triples" >&2; exit 64; }
      variants+=("$2|$3"); shift 2 ;;
    --url) url="${2:?--url needs a URL}"; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "error: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
  shift
done

# The triples a binary of this machine runs on, as SwiftPM matches a variant's
# supportedTriples against the machine it builds on: on macOS each architecture of the file.
host_triples() {
  case "$(uname -s)" in
    Darwin) lipo -archs "$1" | tr ' ' '\n' | sed 's/$/-apple-macosx/' | paste -s -d, - ;;
    *) swift build -c release --show-bin-path | awk -F/ '{ print $(NF-1) }' ;;
  esac
}

if [ -z "$binary" ]; then
  case "$(uname -s)" in
    Darwin)
      swift build -c release --product compat-matrix --arch arm64 --arch x86_64
      binary="$(swift build -c release --arch arm64 --arch x86_64 --show-bin-path)/compat-matrix"
      ;;
    *)
      swift build -c release --product compat-matrix --static-swift-stdlib
      binary="$(swift build -c release --show-bin-path)/compat-matrix"
      ;;
  esac
fi
[ -x "$binary" ] || { echo "error: $binary: not an executable" >&2; exit 64; }
variants=("$binary|$(host_triples "$binary")" ${variants[@]+"${variants[@]}"})

version="$("$binary" --version)"
bundle="$out/compat-matrix.artifactbundle"
plugins="$out/CompatMatrixPlugins"
rm -rf "$bundle" "$bundle.zip" "$plugins"
mkdir -p "$bundle"

# One folder per variant, named after its first triple; the JSON lists them in order.
entries=""
for variant in "${variants[@]}"; do
  path="${variant%%|*}"
  triples="${variant#*|}"
  [ -x "$path" ] || { echo "error: $path: not an executable" >&2; exit 64; }
  folder="compat-matrix-$version-${triples%%,*}/bin"
  mkdir -p "$bundle/$folder"
  cp "$path" "$bundle/$folder/compat-matrix"
  case "$(uname -s)" in
    Linux) case "$triples" in *linux*) strip "$bundle/$folder/compat-matrix" ;; esac ;;
  esac
  list="$(printf '%s' "$triples" | awk -F, '{ for (i = 1; i <= NF; i++) printf "%s\"%s\"", (i > 1 ? ", " : ""), $i }')"
  [ -z "$entries" ] || entries="$entries,"
  entries="$entries
        {
          \"path\": \"$folder/compat-matrix\",
          \"supportedTriples\": [$list]
        }"
done
cat > "$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "compat-matrix": {
      "version": "$version",
      "type": "executable",
      "variants": [$entries
      ]
    }
  }
}
EOF

# The zip holds the bundle folder itself, with the files' times set to the commit's, so that
# the same binaries give the same checksum.
stamp="$(git log -1 --format=%cd --date=format:%Y%m%d%H%M.%S 2> /dev/null || echo 202601010000)"
find "$bundle" -exec touch -t "$stamp" {} +
(cd "$out" && find compat-matrix.artifactbundle | LC_ALL=C sort | zip -X -q compat-matrix.artifactbundle.zip -@)
checksum="$(swift package compute-checksum "$bundle.zip")"

# The plugins package: the plugins' own sources over a binary target of the tool's name.
mkdir -p "$plugins/Plugins"
cp -R Plugins/CompatLint Plugins/CompatLintBuildTool "$plugins/Plugins/"
if [ -n "$url" ]; then
  binary_target=".binaryTarget(name: \"compat-matrix\", url: \"$url\", checksum: \"$checksum\")"
else
  cp -R "$bundle" "$plugins/"
  binary_target=".binaryTarget(name: \"compat-matrix\", path: \"compat-matrix.artifactbundle\")"
fi
cat > "$plugins/Package.swift" <<EOF
// swift-tools-version: 6.1
// compat-matrix $version as a prebuilt binary, with its plugins (written by scripts/release.sh).
import PackageDescription

let package = Package(
  name: "CompatMatrixPlugins",
  products: [
    .plugin(name: "CompatLintBuildTool", targets: ["CompatLintBuildTool"]),
    .plugin(name: "CompatLint", targets: ["CompatLint"]),
  ],
  targets: [
    $binary_target,
    .plugin(
      name: "CompatLintBuildTool", capability: .buildTool(), dependencies: ["compat-matrix"]),
    .plugin(
      name: "CompatLint",
      capability: .command(
        intent: .custom(
          verb: "compat-lint",
          description: "Find navigation code that misbehaves in the package's deployment range"
        )),
      dependencies: ["compat-matrix"]),
  ]
)
EOF

echo "$bundle ($version: ${variants[*]##*|})"
echo "$bundle.zip checksum $checksum"
echo "$plugins"
