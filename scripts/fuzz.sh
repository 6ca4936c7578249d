#!/usr/bin/env bash
# Builds the libFuzzer targets and runs them for a while, or checks that every target builds.
#
#   scripts/fuzz.sh TARGET SECONDS [LIBFUZZER_OPTION ...]    one target
#   scripts/fuzz.sh versions 10
#   scripts/fuzz.sh --all SECONDS [TARGET ...]               every target (or those named)
#   scripts/fuzz.sh --check
#
# A target is a folder Fuzz/TARGET/ holding Swift files (directly in it; with those of
# Fuzz/Shared/, which every target compiles: `check` and `checkLine`) that define
# `@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_:_:) -> CInt`, and a seed corpus in
# Fuzz/TARGET/corpus/; optionally a libFuzzer dictionary in Fuzz/TARGET/dict and extra
# libFuzzer options, one per line, in Fuzz/TARGET/options. A target is its own module: it
# imports the library's layers it feeds (`@testable import CompatMatrixCore`, ...), whose
# package API it may use, and is linked with the objects the compat-matrix binary is made of
# (its own command-line module left out).
#
# To fuzz, the library is built once for all targets by SwiftPM, in release mode with
# AddressSanitizer and libFuzzer's coverage instrumentation, into .build/fuzz/spm/ (the
# shipped matrices are embedded as in any build; SwiftPM rebuilds only what changed). Each
# target is then only linked, in seconds, into .build/fuzz/TARGET/fuzzer. A run grows a
# working corpus in .build/fuzz/TARGET/corpus/ (the seeds in Fuzz/ stay as they are), stops
# each input after FUZZ_TIMEOUT seconds (default 10: a hang is a finding) and above
# FUZZ_RSS_LIMIT_MB megabytes (default 2048), and writes what it finds (crash-*, timeout-*,
# oom-*, leak-*) to fuzz-artifacts/TARGET/, which git ignores. The full libFuzzer log is in
# .build/fuzz/TARGET/fuzz.log; the summary is printed, and one line per run is appended to
# .build/fuzz/runs.tsv: date, target, commit, seconds, executions, exec/s, corpus, result
# (FUZZ_COMMIT names the commit where git cannot, as in a copy made with `git archive`). The
# build reads the sources as they are: to keep editing while fuzzers build and run, fuzz a
# copy (`git archive HEAD | tar -x -C /tmp/copy`, then `FUZZ_COMMIT=… scripts/fuzz.sh …` there).
#
# --all builds once, links every target (or the targets named) and runs FUZZ_JOBS of them at
# a time (default 2, one per core of the build machine), each for SECONDS, then prints a
# table of the runs. It exits 0 when none found anything.
#
# --check compiles and links every target against the debug build that `swift build` made
# (without instrumenting the library), into .build/fuzz/check/, and runs nothing: the proof,
# in seconds, that the targets build against the library as it is. .ci/run runs it.
#
# A run keeps one core busy for SECONDS.
set -euo pipefail
cd "$(dirname "$0")/.."

targets() {
  local list=()
  for folder in Fuzz/*/; do
    [[ -d "$folder/corpus" ]] && list+=("$(basename "$folder")")
  done
  echo "${list[*]:-none}"
}

usage() {
  echo "usage: scripts/fuzz.sh TARGET SECONDS [LIBFUZZER_OPTION ...]" >&2
  echo "       scripts/fuzz.sh --all SECONDS [TARGET ...]" >&2
  echo "       scripts/fuzz.sh --check" >&2
  echo "targets: $(targets)" >&2
  exit 64
}

# target_sources TARGET: the target's Swift files and those every target shares (Fuzz/Shared/,
# which has no corpus), NUL-separated. Absolute paths, so that #filePath in a target names
# the file wherever it runs from.
target_sources() {
  find "$PWD/Fuzz/$1" "$PWD/Fuzz/Shared" -maxdepth 1 -name '*.swift' -print0 | sort -z
}

# link TARGET BUILD_FOLDER OUTPUT SWIFTC_FLAG...: links Fuzz/TARGET/*.swift with the objects
# of the compat-matrix binary built in BUILD_FOLDER (whose Modules/ it imports), but for its
# command-line module. The linker's notes about the sanitizer's local symbols are noise; the
# log is shown on failure.
link() {
  local target=$1 build=$2 output=$3
  shift 3
  local list="$build/compat-matrix.product/Objects.LinkFileList"
  [[ -f "$list" ]] || {
    echo "error: no compat-matrix build in $build (build it first)" >&2
    return 1
  }
  local objects=() sources=()
  while IFS= read -r object; do
    object=${object#\"}
    object=${object%\"}
    [[ "$object" == */compat_matrix.build/* ]] || objects+=("$object")
  done <"$list"
  while IFS= read -r -d '' file; do sources+=("$file"); done < <(target_sources "$target")
  mkdir -p "$(dirname "$output")"
  swiftc "$@" -parse-as-library -module-name "fuzz_${target//-/_}" -I "$build/Modules" \
    -o "$output" "${sources[@]}" "${objects[@]}" >"$output.log" 2>&1 || {
    grep -v "Cannot export local symbol" "$output.log" >&2
    echo "error: the fuzz target '$target' does not build" >&2
    return 1
  }
}

# typecheck TARGET BUILD_FOLDER: type-checks Fuzz/TARGET/*.swift against the modules built in
# BUILD_FOLDER, linking nothing.
typecheck() {
  local target=$1 build=$2 sources=()
  while IFS= read -r -d '' file; do sources+=("$file"); done < <(target_sources "$target")
  swiftc -typecheck -parse-as-library -module-name "fuzz_${target//-/_}" -I "$build/Modules" \
    "${sources[@]}" || {
    echo "error: the fuzz target '$target' does not build" >&2
    return 1
  }
}

if [[ "${1:-}" == "--check" ]]; then
  [[ $# -eq 1 ]] || usage
  build=$(swift build --show-bin-path)
  if [[ "$(uname -s)" == Darwin ]]; then
    # Xcode's toolchain has no libFuzzer to link with: on macOS the targets are type-checked
    # against the build, which is what catches a target drifting from the library's API.
    for target in $(targets); do
      echo "== fuzz target $target (type-checked only: no libFuzzer in Xcode's toolchain)"
      typecheck "$target" "$build"
    done
    exit 0
  fi
  for target in $(targets); do
    echo "== fuzz target $target"
    link "$target" "$build" ".build/fuzz/check/$target" -sanitize=fuzzer
  done
  exit 0
fi

# check_target TARGET: exits with the usage when TARGET is not a target.
check_target() {
  [[ "$1" =~ ^[A-Za-z0-9_-]+$ && -d "Fuzz/$1/corpus" ]] || {
    echo "error: no fuzz target '$1' (a folder Fuzz/$1/ with a corpus/ folder)" >&2
    usage
  }
}

# check_seconds SECONDS: exits with the usage unless SECONDS is a positive whole number.
check_seconds() {
  [[ "$1" =~ ^[0-9]+$ && "$1" -gt 0 ]] || {
    echo "error: SECONDS must be a positive whole number, not '$1'" >&2
    usage
  }
}

# build_library: builds the instrumented library once for every target.
build_library() {
  # The coverage libFuzzer needs (what -sanitize=fuzzer gives on Linux) without
  # -sanitize=fuzzer itself, which would link libFuzzer's main into the executables SwiftPM
  # links: the compat-matrix binary and the tool of the plugin that embeds the matrices. That
  # tool runs during the build with AddressSanitizer, whose leak check at its exit is off.
  local flags=(
    -Xswiftc -enable-testing -Xswiftc -sanitize=address
    -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
  )
  # SwiftPM does not recompile what is up to date when only the flags change: start afresh
  # then.
  if [[ "$(cat .build/fuzz/spm.flags 2>/dev/null)" != "${flags[*]}" ]]; then
    rm -rf .build/fuzz/spm
    mkdir -p .build/fuzz
    echo "${flags[*]}" >.build/fuzz/spm.flags
  fi
  mkdir -p .build/fuzz
  echo "== building the instrumented library in .build/fuzz/spm (the first build takes minutes)"
  ASAN_OPTIONS=detect_leaks=0 swift build -c release --build-path .build/fuzz/spm \
    --product compat-matrix "${flags[@]}" >.build/fuzz/build.log 2>&1 || {
    grep -v "Cannot export local symbol" .build/fuzz/build.log >&2
    return 1
  }
}

# link_fuzzer TARGET: links the target against the instrumented library.
link_fuzzer() {
  echo "== linking .build/fuzz/$1/fuzzer"
  mkdir -p ".build/fuzz/$1/corpus" "fuzz-artifacts/$1"
  link "$1" .build/fuzz/spm/release ".build/fuzz/$1/fuzzer" -sanitize=fuzzer,address -O -g
}

# run_fuzzer TARGET SECONDS [LIBFUZZER_OPTION ...]: runs a linked target, prints its summary
# and records the run in .build/fuzz/runs.tsv; returns libFuzzer's status.
run_fuzzer() {
  local target=$1 duration=$2
  shift 2
  local work=".build/fuzz/$target"
  local artifacts="fuzz-artifacts/$target"
  local options=(
    -max_total_time="$duration"
    -timeout="${FUZZ_TIMEOUT:-10}"
    -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-2048}"
    -artifact_prefix="$artifacts/"
    -print_final_stats=1
  )
  [[ -f "Fuzz/$target/dict" ]] && options+=(-dict="Fuzz/$target/dict")
  if [[ -f "Fuzz/$target/options" ]]; then
    while IFS= read -r line; do
      [[ -z "$line" || "$line" == \#* ]] || options+=("$line")
    done <"Fuzz/$target/options"
  fi
  local log="$work/fuzz.log"
  echo "== fuzzing $target for $duration s (log: $log, findings: $artifacts/)"
  local status=0 began
  began=$(date +%s)
  # Swift's own crash handler would run under the sanitizer and hide the report; leave
  # crashes to libFuzzer, which prints the stack and saves the input.
  SWIFT_BACKTRACE=enable=no "$work/fuzzer" "${options[@]}" "$@" "$work/corpus" \
    "Fuzz/$target/corpus" >"$log" 2>&1 || status=$?
  local elapsed=$(($(date +%s) - began))
  local executions speed corpus result
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  corpus=$(find "$work/corpus" -type f | wc -l | tr -d ' ')
  grep -E '^(Done [0-9]+ runs|stat::)' "$log" || true
  if [[ $status -eq 0 ]]; then
    result="nothing found"
    echo "fuzz: $target: ${executions:-?} executions in $elapsed s (${speed:-?} exec/s)," \
      "corpus $corpus inputs: nothing found"
  else
    result="status $status: $(grep -m1 -oE '(crash|timeout|oom|leak)-[0-9a-f]+' "$log" || echo '?')"
    echo "== the end of $log:"
    tail -n 60 "$log"
    echo "fuzz: $target: stopped with status $status after ${executions:-?} executions;" \
      "findings in $artifacts/:"
    ls -1 "$artifacts"
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$target" \
    "${FUZZ_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet 2>/dev/null || echo +)}" \
    "$elapsed" "${executions:-?}" "${speed:-?}" "$corpus" "$result" >>.build/fuzz/runs.tsv
  return "$status"
}

if [[ "${1:-}" == "--all" ]]; then
  [[ $# -ge 2 ]] || usage
  duration=$2
  shift 2
  check_seconds "$duration"
  chosen=("$@")
  [[ ${#chosen[@]} -gt 0 ]] || read -r -a chosen <<<"$(targets)"
  for target in "${chosen[@]}"; do check_target "$target"; done
  build_library
  for target in "${chosen[@]}"; do link_fuzzer "$target"; done
  parallel=${FUZZ_JOBS:-2}
  first=0
  [[ -f .build/fuzz/runs.tsv ]] && first=$(wc -l <.build/fuzz/runs.tsv)
  failed=0
  running=0
  for target in "${chosen[@]}"; do
    if [[ $running -ge $parallel ]]; then
      wait -n || failed=1
      running=$((running - 1))
    fi
    run_fuzzer "$target" "$duration" >".build/fuzz/$target/summary.txt" 2>&1 &
    running=$((running + 1))
  done
  while [[ $running -gt 0 ]]; do
    wait -n || failed=1
    running=$((running - 1))
  done
  for target in "${chosen[@]}"; do tail -n 1 ".build/fuzz/$target/summary.txt"; done
  echo
  echo "date	target	commit	seconds	executions	exec/s	corpus	result"
  tail -n +"$((first + 1))" .build/fuzz/runs.tsv
  exit "$failed"
fi

[[ $# -ge 2 ]] || usage
target=$1
duration=$2
shift 2
check_target "$target"
check_seconds "$duration"
build_library || exit 1
link_fuzzer "$target"
status=0
run_fuzzer "$target" "$duration" "$@" || status=$?
exit "$status"
