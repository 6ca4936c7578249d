#!/usr/bin/env bash
# Tests the CompatLintBuildTool and CompatLint plugins from a consumer package made at run time
# in a temporary folder, as a team would use them. Run with --help for usage.
#
# Written for bash 3.2 and POSIX tools so that it runs unchanged on macOS and Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

usage() {
  cat <<'EOF'
Usage: scripts/test-plugins.sh [--binary PATH | --source] [--time] [--keep]

Makes a consumer package (one library target, App, that uses the build-tool plugin) in a
temporary folder and builds it with `swift build`:

  --binary PATH  (the default, with the debug build's compat-matrix) the plugins come from the
                 CompatMatrixPlugins package that scripts/release.sh --binary PATH writes:
                 the tool is the artifact bundle's binary, as when a team installs a release;
  --source       the consumer depends on this checkout, and builds compat-matrix from source
                 (a full build of the tool: minutes).

It checks that the first build lints App and shows its warning; that a build with nothing
changed does not run the lint and prints none of it; that a changed file is linted again; that
an error-severity finding fails the build, the next build too, until it is fixed; and that
`swift package compat-lint` runs the same tool. With --time it also times ten no-change builds
of the consumer and of the same package without the plugin (hyperfine when installed).
--keep leaves the temporary folder. Exit 0 when every check holds, 1 otherwise.
EOF
}

mode=binary
binary=""
time_builds=false
keep=false
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="${2:?--binary needs a path}"; shift ;;
    --source) mode=source ;;
    --time) time_builds=true ;;
    --keep) keep=true ;;
    -h|--help) usage; exit 0 ;;
    *) echo "error: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
  shift
done

work="$(mktemp -d "${TMPDIR:-/tmp}/compat-plugins.XXXXXX")"
if ! $keep; then trap 'rm -rf "$work"' EXIT; fi
failures=0
check() {  # check DESCRIPTION COMMAND...
  local what="$1"; shift
  if "$@"; then echo "ok   $what"; else echo "FAIL $what"; failures=$((failures + 1)); fi
}

if [ "$mode" = binary ]; then
  if [ -z "$binary" ]; then
    swift build --product compat-matrix > /dev/null
    binary="$(swift build --show-bin-path)/compat-matrix"
  fi
  scripts/release.sh --binary "$binary" --out "$work/dist" > "$work/release.log"
  dependency=".package(path: \"$work/dist/CompatMatrixPlugins\")"
  plugin_package=CompatMatrixPlugins
else
  dependency=".package(path: \"$repo\")"
  plugin_package=CompatMatrix
fi

# The consumer: a library for iOS 16 (and Linux, where it is built here) whose SwiftUI code is
# compiled only where SwiftUI exists; lint reads it all.
consumer="$work/consumer"
mkdir -p "$consumer/Sources/App"
cat > "$consumer/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [$dependency],
  targets: [
    .target(
      name: "App",
      plugins: [.plugin(name: "CompatLintBuildTool", package: "$plugin_package")])
  ]
)
EOF
screen() {  # screen CONTAINER: the one file of App, with its navigation container
  cat > "$consumer/Sources/App/Screen.swift" <<EOF
#if canImport(SwiftUI)
  import SwiftUI

  struct Screen: View {
    var body: some View {
      $1 {
        Text("Hello")
      }
    }
  }
#endif

/// What the screen says.
public let greeting = "$2"
EOF
}
build() {  # build LOG: swift build of the consumer; its status
  (cd "$consumer" && swift build > "$work/$1" 2>&1)
}
report() { find "$consumer/.build" -name 'App+CompatLintReport.swift' -newer "$1" | grep -q .; }

# 1. The first build lints App: NavigationView is deprecated throughout iOS 16+.
screen NavigationView Hello
check "the first build succeeds" build first.log
check "it shows the warning" grep -q 'Screen.swift:6:7: warning: `NavigationView` is deprecated' "$work/first.log"
check "it writes the report file" report "$consumer/Package.swift"
check "the report is no resource of App" bash -c "! find '$consumer/.build' -name '*.resources' | grep -q ."
touch "$work/mark"

# 2. Nothing changed: the build system skips the command.
sleep 1
check "a build with nothing changed succeeds" build second.log
check "it does not lint" bash -c "! grep -q -e 'compat-matrix' -e 'warning:' '$work/second.log'"
check "it leaves the report as it was" bash -c "! find '$consumer/.build' -name 'App+CompatLintReport.swift' -newer '$work/mark' | grep -q ."

# 3. A changed file is linted again.
screen NavigationView Hi
check "a build after an edit lints again" build third.log
check "it shows the warning again" grep -q 'Screen.swift:6:7: warning:' "$work/third.log"

# 4. An error fails the build, and the next one too: NavigationStack on iOS 15.
sed 's/\.iOS(\.v16)/.iOS(.v15)/' "$consumer/Package.swift" > "$work/Package.swift"
cp "$work/Package.swift" "$consumer/Package.swift"
screen NavigationStack Hi
check "an error-severity finding fails the build" bash -c "! (cd '$consumer' && swift build > '$work/fourth.log' 2>&1)"
check "it names the error" grep -q 'Screen.swift:6:7: error: `NavigationStack` needs NavigationStack' "$work/fourth.log"
check "the next build fails again" bash -c "! (cd '$consumer' && swift build > '$work/fifth.log' 2>&1)"
screen NavigationView Hi
sed 's/\.iOS(\.v15)/.iOS(.v16)/' "$consumer/Package.swift" > "$work/Package.swift"
cp "$work/Package.swift" "$consumer/Package.swift"
check "once fixed, the build succeeds" build sixth.log

# 5. The command plugin runs the same tool.
check "swift package compat-lint lints the package" bash -c \
  "cd '$consumer' && swift package compat-lint > '$work/command.log' 2>&1 || true; grep -q 'Screen.swift:6:7: warning:' '$work/command.log'"

if $time_builds; then
  # The same package without the plugin, built once, for the floor of a no-change build.
  plain="$work/plain"
  mkdir -p "$plain/Sources/App"
  cp "$consumer/Sources/App/Screen.swift" "$plain/Sources/App/"
  cat > "$plain/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Plain", platforms: [.iOS(.v16), .macOS(.v13)], targets: [.target(name: "App")])
EOF
  (cd "$plain" && swift build > "$work/plain.log" 2>&1)
  (cd "$consumer" && swift build > /dev/null 2>&1)
  if command -v hyperfine > /dev/null; then
    hyperfine --runs 10 --warmup 1 \
      -n "no-change build with the plugin" "cd '$consumer' && swift build" \
      -n "no-change build without it" "cd '$plain' && swift build"
  else
    for folder in "$consumer" "$plain"; do
      echo "$folder"; (cd "$folder" && time swift build > /dev/null)
    done
  fi
fi

if [ "$failures" -gt 0 ]; then
  echo "$failures checks failed; logs in $work" >&2
  $keep || trap - EXIT
  exit 1
fi
echo "every check holds ($mode)"
