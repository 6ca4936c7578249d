#!/usr/bin/env bash
# typecheck-setup.sh: assemble, outside the repository, what swiftc needs on Linux to type-check
# iOS SwiftUI/UIKit code against a public iPhoneOS SDK dump. Run with --help for usage.
#
# Nothing of Apple's or swiftlang's is shipped here: the script reads the SDK, the apinotes folder
# and the toolchain the user points it at, and writes symlinks, patched copies and small text
# files into an environment folder of its own. On macOS nothing is needed (xcrun has it all).
#
# Written for bash 3.2 and POSIX awk/sed so that it runs unchanged on macOS and Linux.

set -u

readonly PROGRAM="typecheck-setup"
readonly MARKER=".compat-matrix-typecheck-env"

# Exit codes (keep in step with usage()).
readonly EXIT_OK=0
readonly EXIT_USAGE=2
readonly EXIT_SDK=3
readonly EXIT_APINOTES=4
readonly EXIT_TOOLCHAIN=5
readonly EXIT_OUT=6
readonly EXIT_WARM=7

usage() {
    cat <<'EOF'
Usage: typecheck-setup.sh --sdk DIR --apinotes DIR [options]

Prepare a folder from which `swiftc -typecheck` checks iOS code against an iPhoneOS SDK dump on
Linux, and print the swiftc arguments to use with it:

    swiftc -typecheck -target ARCH-apple-iosX.Y <printed arguments> FILE.swift

ARCH is `arm64` or, for SDKs that ship only arm64e interfaces (26.x), `arm64e`; it is printed
and written to the env file. On macOS nothing is needed: use Xcode's SDK with
    xcrun --sdk iphoneos swiftc -typecheck -target arm64-apple-iosX.Y FILE.swift

Required:
  --sdk DIR          an iPhoneOS SDK folder with Swift interfaces (usr/lib/swift/Swift.swiftmodule,
                     SwiftUI.framework/Modules/...). A headers-only dump cannot type-check Swift.
  --apinotes DIR     a copy of swiftlang/swift's apinotes/ folder (Dispatch.apinotes, os.apinotes).

Options:
  --toolchain DIR    Swift toolchain root (DIR/usr/bin/swiftc); default: the one of `swiftc` on PATH.
  --out DIR          root folder of the environments; default:
                     ${XDG_CACHE_HOME:-$HOME/.cache}/compat-matrix/typecheck
                     Must lie outside this repository and outside the SDK.
  --name NAME        environment name (a folder under --out); default: the SDK's canonical name
                     from SDKSettings.json, e.g. iphoneos16.4.
  --warm VERSION     after setup, type-check `import Foundation`, then `import UIKit`, then
                     `import SwiftUI` at iOS VERSION (e.g. 15.0) to fill the module cache and prove
                     the environment works. The first run per SDK builds SwiftUI from its
                     interface: minutes, not seconds.
  --warm-timeout S   give up on a warm-up stage after S seconds (default 1800; 0: no limit;
                     needs `timeout`, as on Linux).
  --print WHAT       what to print on stdout: `args` (default; one shell-quoted line), `env` (the
                     path of the env file) or `none`.
  --host OS          `linux` or `darwin`; default: from uname. `darwin` prints the xcrun advice
                     and exits 0.
  --quiet            no progress lines on stderr.
  -h, --help         this text.

Writes (all under --out/NAME; rerunning with the same inputs changes nothing):
  resource-dir/      clang -> the toolchain's clang resources; shims -> the toolchain's shims when
                     the SDK has none of its own; apinotes/ Dispatch.apinotes and os.apinotes
                     (os patched: the _os_*_impl functions SwiftPrivate, as the SDK's os overlay
                     calls them)
  frameworks/        SwiftUI(Core).framework whose interface needed a patch (symlinks + a patched
                     copy of the one interface file); passed with -F
  modules/           patched copies of standard-library interfaces, when needed; passed with -I
  vfs.yaml           clang VFS overlay when the dump holds two copies of libxml's module map
  module-cache/      swiftc's module cache (persistent: keep it)
  warm-up/           the three files --warm type-checks
  swiftc-args        the arguments, one per line
  typecheck.env      shell-sourceable: COMPAT_TYPECHECK_SWIFTC, _ARCH, _SDK_VERSION, _ARGS
  PATCHES            what was patched and why (deterministic; no timestamps)

Exit codes:
  0  environment ready (or on macOS: nothing to set up)
  2  usage error: unknown option, missing value
  3  --sdk unusable: not a folder, no SDKSettings.json, headers only, an interface that is a Git
     LFS pointer or truncated
  4  --apinotes unusable: Dispatch.apinotes or os.apinotes missing or not swiftlang's
  5  --toolchain unusable: no swiftc, no shims or clang resources
  6  --out unusable: inside the repository or the SDK, not writable, or a folder this script
     did not create
  7  --warm: a warm-up type check failed or timed out (its first errors are printed on stderr)
EOF
}

quiet=0
fail() { # fail CODE MESSAGE: one line on stderr, then exit
    printf '%s: %s\n' "$PROGRAM" "$2" >&2
    exit "$1"
}
note() { [ "$quiet" -eq 1 ] || printf '%s: %s\n' "$PROGRAM" "$*" >&2; }

# --- small path helpers ------------------------------------------------------------------------

# absolute_dir DIR: the physical absolute path of an existing directory.
absolute_dir() { (cd "$1" 2>/dev/null && pwd -P); }

# resolve_file FILE: FILE with every symlink followed (readlink loop; no readlink -f on macOS).
resolve_file() {
    local path=$1 link dir
    while [ -L "$path" ]; do
        link=$(readlink "$path")
        case $link in
            /*) path=$link ;;
            *) path=$(dirname "$path")/$link ;;
        esac
    done
    dir=$(absolute_dir "$(dirname "$path")") || return 1
    printf '%s/%s\n' "$dir" "$(basename "$path")"
}

# absolute_future_dir DIR: absolute physical path of DIR, which may not exist yet (its nearest
# existing ancestor is resolved, the rest appended).
absolute_future_dir() {
    local path=$1 rest=""
    case $path in /*) ;; *) path=$(pwd -P)/$path ;; esac
    while [ ! -d "$path" ]; do
        rest=/$(basename "$path")$rest
        path=$(dirname "$path")
    done
    printf '%s%s\n' "$(absolute_dir "$path")" "$rest"
}

# is_within CHILD PARENT: CHILD equals PARENT or lies below it (both absolute, physical).
is_within() {
    case "$1/" in "$2"/*) return 0 ;; esac
    return 1
}

# write_if_changed FILE: copy stdin to FILE unless FILE already holds exactly that, so that
# unchanged inputs keep their modification time (swiftc's module cache checks it).
# Temporary files live in one scratch folder (set once the environment folder exists), so that
# a rerun leaves even the folders' modification times alone.
scratch=""
write_if_changed() {
    local target=$1 tmp
    tmp=$(mktemp "${scratch:-$(dirname "$target")}/write.XXXXXX") || fail $EXIT_OUT "$target: cannot write"
    cat >"$tmp"
    if [ -f "$target" ] && cmp -s "$tmp" "$target"; then
        rm -f "$tmp"
    else
        chmod 644 "$tmp" && mv -f "$tmp" "$target" || fail $EXIT_OUT "$target: cannot write"
    fi
}

# link_to TARGET LINK: make LINK a symlink to TARGET, leaving a correct one untouched.
link_to() {
    if [ -L "$2" ] && [ "$(readlink "$2")" = "$1" ]; then return 0; fi
    rm -rf "$2"
    ln -s "$1" "$2" || fail $EXIT_OUT "$2: cannot create symlink"
}

# shell_quote WORD: WORD quoted for sh.
shell_quote() {
    case $1 in
        *[!A-Za-z0-9_./=:+-]* | "") printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")" ;;
        *) printf '%s' "$1" ;;
    esac
}

# --- interface checks and patches (awk, applied to copies; the SDK is never written) -----------

# interface_problem FILE: prints why FILE is not a readable .swiftinterface, or nothing.
interface_problem() {
    local file=$1 first last
    if [ ! -s "$file" ]; then echo "empty"; return; fi
    first=$(head -c 200 "$file" | head -n 1)
    case $first in
        "version https://git-lfs"*) echo "a Git LFS pointer, not the interface"; return ;;
        "// swift-interface-format-version"*) ;;
        *) echo "not a Swift interface (first line: $first)"; return ;;
    esac
    # Every interface Apple ships ends with a complete declaration; a cut-off download does not.
    last=$(tail -c 4096 "$file" | awk 'NF { line = $0 } END { print line }')
    case $last in
        *"}" | *"}"[[:space:]]* | "#endif"*) ;;
        *) echo "truncated (its last line is \"${last:0:80}\")" ;;
    esac
}

# Strip string interpolations from os_log(...) messages: Swift 6 rejects an interpolated message
# passed to the StaticString os_log overload inside an @inlinable body (SwiftUI 16.4-26.x,
# "Accessing Environment<\(Value.self)>'s value outside of being installed on a View").
# Only the log text changes; `\(Value.self)` becomes `Value.self`.
readonly AWK_OSLOG_INTERPOLATION='
function strip(line,    out, i, rest, depth, j, c) {
    out = ""
    while ((i = index(line, "\\(")) > 0) {
        out = out substr(line, 1, i - 1)
        rest = substr(line, i + 2)
        depth = 1
        for (j = 1; j <= length(rest) && depth > 0; j++) {
            c = substr(rest, j, 1)
            if (c == "(") depth++
            else if (c == ")") depth--
        }
        if (depth > 0) { out = out "\\("; line = rest; continue }
        out = out substr(rest, 1, j - 2)
        line = substr(rest, j)
        changed++
    }
    return out line
}
/os_log\(/ { inlog = 1; span = 0 }
inlog {
    $0 = strip($0)
    span++
    if ($0 ~ /"\)[[:space:]]*$/ || span > 12) inlog = 0
}
{ print }
END { if (changed) printf "%d\n", changed > "/dev/stderr" }
'

# Old SwiftUI interfaces (13.7-15.5) print conformances whose `Body` is Never without saying so:
# `extension Optional : SwiftUI.Gesture` (13.7-15.5) and `extension ModifiedContent :
# SwiftUI.ViewModifier` (13.7). Swift 6 no longer infers that witness and reports "type
# 'Optional<Wrapped>' does not conform to protocol 'Gesture'". The 16.4 interface spells it out:
# `public typealias Body = Swift.Never`. Add that line where it is missing.
readonly AWK_NEVER_BODY='
/^extension (Swift\.)?Optional : SwiftUI\.Gesture where Wrapped : SwiftUI\.Gesture \{$/ ||
/^extension (SwiftUI\.)?ModifiedContent : SwiftUI\.ViewModifier where Content : SwiftUI\.ViewModifier, Modifier : SwiftUI\.ViewModifier \{$/ {
    inext = 1; seen = 0
}
inext && /typealias Body/ { seen = 1 }
inext && /^\}/ {
    if (!seen) { print "  public typealias Body = Swift.Never"; changed++ }
    inext = 0
}
{ print }
END { if (changed) printf "%d\n", changed > "/dev/stderr" }
'

# The Swift 5.2 standard library (iOS 13 SDKs) implements Unmanaged._withUnsafeGuaranteedRef
# with Builtin.unsafeGuaranteed/unsafeGuaranteedEnd, which Swift 6 no longer has. The body
# becomes `return try body(_value)`: same type, same meaning for a type check.
readonly AWK_UNSAFE_GUARANTEED='
/Builtin\.unsafeGuaranteed\(_value\)/ { print "    return try body(_value)"; skip = 1; changed++; next }
skip { if ($0 ~ /return result/) skip = 0; next }
{ print }
END { if (changed) printf "%d\n", changed > "/dev/stderr" }
'

# patch_interface SOURCE TARGET AWKPROGRAM...: write SOURCE through each program into TARGET when
# at least one program changes something; prints the number of changes per program, space
# separated ("0 1"); leaves no TARGET when nothing changed.
patch_interface() {
    local source=$1 target=$2 work counts="" count program total=0
    shift 2
    work=$(mktemp "$scratch/patch.XXXXXX") || fail $EXIT_OUT "$scratch: cannot create a temporary file"
    cp "$source" "$work"
    for program in "$@"; do
        count=$( { awk "$program" "$work" >"$work.next"; } 2>&1 ) || { rm -f "$work" "$work.next"; fail $EXIT_SDK "$source: awk failed"; }
        count=${count:-0}
        mv -f "$work.next" "$work"
        counts="$counts $count"
        total=$((total + count))
    done
    if [ "$total" -gt 0 ]; then
        mkdir -p "$(dirname "$target")" || fail $EXIT_OUT "$(dirname "$target"): cannot create"
        write_if_changed "$target" <"$work"
    fi
    rm -f "$work"
    printf '%s\n' "${counts# }"
}

# --- arguments --------------------------------------------------------------------------------

sdk="" apinotes="" toolchain="" out="" name="" warm="" warm_timeout=1800 print_what="args" host=""
while [ $# -gt 0 ]; do
    case $1 in
        -h | --help) usage; exit $EXIT_OK ;;
        --quiet) quiet=1; shift; continue ;;
        --sdk | --apinotes | --toolchain | --out | --name | --warm | --warm-timeout | --print | --host)
            [ $# -ge 2 ] && [ -n "$2" ] || fail $EXIT_USAGE "$1: missing value (see --help)"
            case $1 in
                --sdk) sdk=$2 ;;
                --apinotes) apinotes=$2 ;;
                --toolchain) toolchain=$2 ;;
                --out) out=$2 ;;
                --name) name=$2 ;;
                --warm) warm=$2 ;;
                --warm-timeout) warm_timeout=$2 ;;
                --print) print_what=$2 ;;
                --host) host=$2 ;;
            esac
            shift 2 ;;
        --*=*) fail $EXIT_USAGE "$1: write the value after a space, not '=' (see --help)" ;;
        *) fail $EXIT_USAGE "$1: unknown argument (see --help)" ;;
    esac
done

case $print_what in args | env | none) ;; *) fail $EXIT_USAGE "--print $print_what: expected args, env or none" ;; esac
if [ -z "$host" ]; then
    case $(uname -s) in Darwin) host=darwin ;; *) host=linux ;; esac
fi
case $host in linux | darwin) ;; *) fail $EXIT_USAGE "--host $host: expected linux or darwin" ;; esac
case $warm_timeout in
    *[!0-9]*) fail $EXIT_USAGE "--warm-timeout $warm_timeout: expected whole seconds (0: no limit)" ;;
esac
if [ -n "$warm" ]; then
    case $warm in
        [0-9]*.[0-9]* | [0-9]*) case $warm in *[!0-9.]*) fail $EXIT_USAGE "--warm $warm: expected an iOS version such as 15.0" ;; esac ;;
        *) fail $EXIT_USAGE "--warm $warm: expected an iOS version such as 15.0" ;;
    esac
fi

if [ "$host" = darwin ]; then
    cat <<'EOF'
typecheck-setup: macOS: nothing to set up. Xcode's SDK type-checks directly:
    xcrun --sdk iphoneos swiftc -typecheck -target arm64-apple-iosX.Y FILE.swift
EOF
    exit $EXIT_OK
fi

[ -n "$sdk" ] || fail $EXIT_USAGE "--sdk: required (see --help)"
[ -n "$apinotes" ] || fail $EXIT_USAGE "--apinotes: required (see --help)"

# --- the SDK ----------------------------------------------------------------------------------

[ -d "$sdk" ] || fail $EXIT_SDK "--sdk $sdk: not a folder"
sdk=$(absolute_dir "$sdk") || fail $EXIT_SDK "--sdk $sdk: cannot enter the folder"
case $sdk in *'"'* | *'\'*) fail $EXIT_SDK "--sdk $sdk: the path holds a quote or backslash, which the VFS overlay cannot carry" ;; esac
settings=$sdk/SDKSettings.json
[ -f "$settings" ] || fail $EXIT_SDK "--sdk $sdk: no SDKSettings.json (not an SDK folder)"
sdk_version=$(tr -d '\n' <"$settings" | grep -o '"Version"[[:space:]]*:[[:space:]]*"[0-9.]*"' | head -n 1 | sed 's/.*"\([0-9.]*\)"$/\1/')
sdk_canonical=$(tr -d '\n' <"$settings" | grep -o '"CanonicalName"[[:space:]]*:[[:space:]]*"[^"]*"' | head -n 1 | sed 's/.*"\([^"]*\)"$/\1/')
[ -n "$sdk_version" ] || fail $EXIT_SDK "$settings: no \"Version\" key"
case $sdk_canonical in
    iphoneos*) ;;
    "") sdk_canonical=iphoneos$sdk_version ;;
    *) fail $EXIT_SDK "--sdk $sdk: an SDK for $sdk_canonical, not iphoneos" ;;
esac

frameworks_dir=$sdk/System/Library/Frameworks
stdlib_dir=$sdk/usr/lib/swift
[ -f "$frameworks_dir/UIKit.framework/Headers/UIKit.h" ] || fail $EXIT_SDK "--sdk $sdk: no UIKit.framework/Headers/UIKit.h"

# interface_file MODULEDIR ARCH: the interface file of that arch (triple or legacy arch name).
interface_file() {
    if [ -f "$1/$2-apple-ios.swiftinterface" ]; then printf '%s\n' "$1/$2-apple-ios.swiftinterface"
    elif [ -f "$1/$2.swiftinterface" ]; then printf '%s\n' "$1/$2.swiftinterface"
    else return 1
    fi
}

arch=""
for candidate in arm64 arm64e; do
    if interface_file "$stdlib_dir/Swift.swiftmodule" $candidate >/dev/null &&
        interface_file "$frameworks_dir/SwiftUI.framework/Modules/SwiftUI.swiftmodule" $candidate >/dev/null; then
        arch=$candidate
        break
    fi
done
if [ -z "$arch" ]; then
    if ! ls "$stdlib_dir"/Swift.swiftmodule/*.swiftinterface >/dev/null 2>&1; then
        fail $EXIT_SDK "--sdk $sdk: no Swift standard library interface (usr/lib/swift/Swift.swiftmodule/*.swiftinterface); a dump without it (headers only, or an Xcode 11 SDK whose stdlib lived in the toolchain) cannot type-check Swift"
    fi
    fail $EXIT_SDK "--sdk $sdk: no arm64 or arm64e SwiftUI.swiftinterface next to the standard library's (SwiftUI.framework/Modules/SwiftUI.swiftmodule)"
fi

swift_interface=$(interface_file "$stdlib_dir/Swift.swiftmodule" $arch)
# The interfaces every check reads: Swift, SwiftUI(Core), and the Foundation and UIKit overlays
# (in usr/lib/swift up to 15.x, in the frameworks from 16.x).
for module_dir in "$stdlib_dir/Swift.swiftmodule" \
    "$frameworks_dir/SwiftUI.framework/Modules/SwiftUI.swiftmodule" \
    "$frameworks_dir/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule" \
    "$frameworks_dir/Foundation.framework/Modules/Foundation.swiftmodule" "$stdlib_dir/Foundation.swiftmodule" \
    "$frameworks_dir/UIKit.framework/Modules/UIKit.swiftmodule" "$stdlib_dir/UIKit.swiftmodule"; do
    file=$(interface_file "$module_dir" $arch 2>/dev/null) || continue
    problem=$(interface_problem "$file")
    [ -z "$problem" ] || fail $EXIT_SDK "$file: $problem"
done

# --- the apinotes folder ----------------------------------------------------------------------

[ -d "$apinotes" ] || fail $EXIT_APINOTES "--apinotes $apinotes: not a folder"
apinotes=$(absolute_dir "$apinotes") || fail $EXIT_APINOTES "--apinotes $apinotes: cannot enter the folder"
for file in Dispatch.apinotes os.apinotes; do
    [ -f "$apinotes/$file" ] || fail $EXIT_APINOTES "--apinotes $apinotes: no $file (expected a copy of swiftlang/swift's apinotes/ folder)"
done
grep -q '^Name: Dispatch' "$apinotes/Dispatch.apinotes" || fail $EXIT_APINOTES "$apinotes/Dispatch.apinotes: no 'Name: Dispatch' line (not swiftlang's file)"
grep -q '^Name: os' "$apinotes/os.apinotes" || fail $EXIT_APINOTES "$apinotes/os.apinotes: no 'Name: os' line (not swiftlang's file)"
for function in _os_log_impl _os_log_error_impl _os_log_fault_impl _os_signpost_emit_with_name_impl; do
    grep -q "^- Name: $function\$" "$apinotes/os.apinotes" ||
        fail $EXIT_APINOTES "$apinotes/os.apinotes: no entry for $function (not swiftlang's file?)"
done

# --- the toolchain ----------------------------------------------------------------------------

if [ -z "$toolchain" ]; then
    swiftc_on_path=$(command -v swiftc) || fail $EXIT_TOOLCHAIN "--toolchain: not given and no swiftc on PATH"
    swiftc_on_path=$(resolve_file "$swiftc_on_path") || fail $EXIT_TOOLCHAIN "--toolchain: cannot resolve $swiftc_on_path"
    toolchain=$(dirname "$(dirname "$(dirname "$swiftc_on_path")")")
fi
[ -d "$toolchain" ] || fail $EXIT_TOOLCHAIN "--toolchain $toolchain: not a folder"
toolchain=$(absolute_dir "$toolchain") || fail $EXIT_TOOLCHAIN "--toolchain $toolchain: cannot enter the folder"
if [ ! -x "$toolchain/usr/bin/swiftc" ] && [ -x "$toolchain/bin/swiftc" ]; then
    toolchain=$(dirname "$toolchain") # given .../usr
fi
swiftc=$toolchain/usr/bin/swiftc
[ -x "$swiftc" ] || fail $EXIT_TOOLCHAIN "--toolchain $toolchain: no usr/bin/swiftc"
toolchain_shims=$toolchain/usr/lib/swift/shims
[ -f "$toolchain_shims/module.modulemap" ] || fail $EXIT_TOOLCHAIN "--toolchain $toolchain: no usr/lib/swift/shims/module.modulemap"
[ -d "$toolchain/usr/lib/swift/clang/include" ] || fail $EXIT_TOOLCHAIN "--toolchain $toolchain: no usr/lib/swift/clang/include (clang's resource headers)"
toolchain_clang=$(absolute_dir "$toolchain/usr/lib/swift/clang")
swift_version=$("$swiftc" --version 2>/dev/null | head -n 1)
[ -n "$swift_version" ] || fail $EXIT_TOOLCHAIN "$swiftc: does not run (swiftc --version printed nothing)"

# --- the environment folder -------------------------------------------------------------------

if [ -z "$out" ]; then
    if [ -n "${XDG_CACHE_HOME:-}" ]; then out=$XDG_CACHE_HOME/compat-matrix/typecheck
    elif [ -n "${HOME:-}" ]; then out=$HOME/.cache/compat-matrix/typecheck
    else fail $EXIT_OUT "--out: not given, and neither XDG_CACHE_HOME nor HOME is set"
    fi
fi
out=$(absolute_future_dir "$out")
[ -n "$name" ] || name=$sdk_canonical
case $name in */* | . | .. | "") fail $EXIT_USAGE "--name $name: expected a plain folder name" ;; esac
env_dir=$out/$name
case $env_dir in *'"'* | *'\'*) fail $EXIT_OUT "--out $out: the path holds a quote or backslash, which the VFS overlay cannot carry" ;; esac

script_dir=$(absolute_dir "$(dirname "$0")")
repo_root=$(git -C "$script_dir" rev-parse --show-toplevel 2>/dev/null) || repo_root=$(dirname "$script_dir")
repo_root=$(absolute_dir "$repo_root")
is_within "$env_dir" "$repo_root" && fail $EXIT_OUT "--out $out: inside the repository ($repo_root); choose a folder outside it"
is_within "$env_dir" "$sdk" && fail $EXIT_OUT "--out $out: inside the SDK ($sdk); the SDK is never written"
if [ -e "$env_dir" ] && [ ! -f "$env_dir/$MARKER" ] && [ -n "$(ls -A "$env_dir" 2>/dev/null)" ]; then
    fail $EXIT_OUT "$env_dir: exists, is not empty and was not made by this script; choose another --out or --name"
fi
mkdir -p "$env_dir" 2>/dev/null || fail $EXIT_OUT "--out $out: cannot create $env_dir"
[ -w "$env_dir" ] || fail $EXIT_OUT "$env_dir: not writable"
scratch=$env_dir/.scratch
mkdir -p "$scratch" || fail $EXIT_OUT "$scratch: cannot create"
printf 'made by scripts/typecheck-setup.sh; safe to delete (the module cache is rebuilt)\n' | write_if_changed "$env_dir/$MARKER"

patches=""
add_patch() { patches="$patches$1
"; }

# Resource dir: only what is not the SDK's. The toolchain's own dispatch/ and os/ module maps
# (Linux's libdispatch) would clash with the SDK's: "redefinition of module 'Dispatch'".
resource_dir=$env_dir/resource-dir
mkdir -p "$resource_dir/apinotes" || fail $EXIT_OUT "$resource_dir: cannot create"
link_to "$toolchain_clang" "$resource_dir/clang"
if [ -f "$stdlib_dir/shims/module.modulemap" ]; then
    # The SDK's standard library was built against the SDK's shims; with the toolchain's on top,
    # the 18.x and 26.x interfaces fail with "no such module 'SwiftShims'".
    rm -rf "$resource_dir/shims"
    add_patch "resource-dir: no shims (the SDK's usr/lib/swift/shims serve its standard library)"
else
    link_to "$toolchain_shims" "$resource_dir/shims"
    add_patch "resource-dir: shims -> the toolchain's (the SDK has none)"
fi
write_if_changed "$resource_dir/apinotes/Dispatch.apinotes" <"$apinotes/Dispatch.apinotes"
# The SDK's os overlay calls ___os_log_impl and friends: the SwiftPrivate import names of
# _os_log_impl etc. swiftlang's file marks them `Availability: nonswift`; Darwin toolchains
# ship them SwiftPrivate. Without it: "cannot find '___os_signpost_emit_with_name_impl' in scope".
awk '
/^- Name: (_os_log_impl|_os_log_error_impl|_os_log_fault_impl|_os_signpost_emit_with_name_impl)$/ { print; target = 1; next }
target && /^  Availability: nonswift$/ { print "  SwiftPrivate: true"; next }
target && /^  AvailabilityMsg:/ { next }
/^- Name:/ || /^[A-Za-z]/ { target = 0 }
{ print }
' "$apinotes/os.apinotes" | write_if_changed "$resource_dir/apinotes/os.apinotes"
add_patch "resource-dir/apinotes/os.apinotes: _os_log_impl, _os_log_error_impl, _os_log_fault_impl, _os_signpost_emit_with_name_impl SwiftPrivate instead of unavailable (the SDK's os overlay calls them as ___os_*_impl)"

# Patched copies of SwiftUI/SwiftUICore interfaces, overlaid with -F (searched before the SDK).
overlay_frameworks=$env_dir/frameworks
framework_overlay_used=0
for module in SwiftUI SwiftUICore; do
    source=$(interface_file "$frameworks_dir/$module.framework/Modules/$module.swiftmodule" $arch 2>/dev/null) || { rm -rf "$overlay_frameworks/$module.framework"; continue; }
    overlay=$overlay_frameworks/$module.framework
    target=$overlay/Modules/$module.swiftmodule/$(basename "$source")
    counts=$(patch_interface "$source" "$target" "$AWK_OSLOG_INTERPOLATION" "$AWK_NEVER_BODY")
    if [ "$counts" = "0 0" ]; then
        rm -rf "$overlay"
        continue
    fi
    framework_overlay_used=1
    for entry in "$frameworks_dir/$module.framework"/*; do
        [ "$(basename "$entry")" = Modules ] && continue
        link_to "$entry" "$overlay/$(basename "$entry")"
    done
    for entry in "$frameworks_dir/$module.framework/Modules"/*; do
        [ "$(basename "$entry")" = "$module.swiftmodule" ] && continue
        link_to "$entry" "$overlay/Modules/$(basename "$entry")"
    done
    set -- $counts
    [ "$1" -gt 0 ] && add_patch "frameworks/$module.framework: $1 string interpolation(s) removed from os_log messages in @inlinable code (Swift 6 rejects them)"
    [ "$2" -gt 0 ] && add_patch "frameworks/$module.framework: 'public typealias Body = Swift.Never' added to $2 conformance(s) (Optional : Gesture, ModifiedContent : ViewModifier) that the interface leaves implicit"
done
[ "$framework_overlay_used" -eq 1 ] || rm -rf "$overlay_frameworks"

# Patched copies of standard-library interfaces, found through -I before the SDK's.
overlay_modules=$env_dir/modules
target=$overlay_modules/Swift.swiftmodule/$(basename "$swift_interface")
counts=$(patch_interface "$swift_interface" "$target" "$AWK_UNSAFE_GUARANTEED")
if [ "$counts" = "0" ]; then
    rm -rf "$overlay_modules"
else
    add_patch "modules/Swift.swiftmodule: Unmanaged._withUnsafeGuaranteedRef body without Builtin.unsafeGuaranteed (gone from Swift 6)"
fi

# Two copies of libxml2's module map (usr/include/libxml and usr/include/libxml2/libxml; in
# Xcode's SDK one is a symlink, the dumps store two folders) make clang fail with "redefinition of
# module 'libxml2'" as soon as it scans usr/include (iOS 17 and later). Map one onto the other.
vfs=$env_dir/vfs.yaml
if [ -d "$sdk/usr/include/libxml" ] && [ ! -L "$sdk/usr/include/libxml" ] &&
    [ -f "$sdk/usr/include/libxml/module.modulemap" ] && [ -f "$sdk/usr/include/libxml2/libxml/module.modulemap" ]; then
    write_if_changed "$vfs" <<EOF
{
  "version": 0,
  "case-sensitive": "true",
  "roots": [
    {
      "type": "directory-remap",
      "name": "$sdk/usr/include/libxml",
      "external-contents": "$sdk/usr/include/libxml2/libxml"
    }
  ]
}
EOF
    add_patch "vfs.yaml: usr/include/libxml remapped onto usr/include/libxml2/libxml (two copies of the libxml2 module map)"
else
    rm -f "$vfs"
fi

mkdir -p "$env_dir/module-cache" || fail $EXIT_OUT "$env_dir/module-cache: cannot create"

# --- the arguments ----------------------------------------------------------------------------

set -- -sdk "$sdk" -resource-dir "$resource_dir" -module-cache-path "$env_dir/module-cache"
[ -d "$overlay_frameworks" ] && set -- "$@" -F "$overlay_frameworks"
[ -d "$overlay_modules" ] && set -- "$@" -I "$overlay_modules"
[ -f "$vfs" ] && set -- "$@" -vfsoverlay "$vfs"
if [ ! -d "$stdlib_dir/_Concurrency.swiftmodule" ]; then
    set -- "$@" -Xfrontend -disable-implicit-concurrency-module-import
    add_patch "args: -disable-implicit-concurrency-module-import (the SDK predates Swift concurrency)"
fi
if [ ! -d "$stdlib_dir/_StringProcessing.swiftmodule" ]; then
    set -- "$@" -Xfrontend -disable-implicit-string-processing-module-import
    add_patch "args: -disable-implicit-string-processing-module-import (the SDK predates _StringProcessing)"
fi

for argument in "$@"; do printf '%s\n' "$argument"; done | write_if_changed "$env_dir/swiftc-args"
quoted=""
for argument in "$@"; do quoted="$quoted $(shell_quote "$argument")"; done
quoted=${quoted# }

write_if_changed "$env_dir/typecheck.env" <<EOF
# Written by scripts/typecheck-setup.sh for $sdk; rerun the script rather than edit.
# Use: swiftc -typecheck -target \$COMPAT_TYPECHECK_ARCH-apple-iosX.Y \$COMPAT_TYPECHECK_ARGS FILE
COMPAT_TYPECHECK_SWIFTC=$(shell_quote "$swiftc")
COMPAT_TYPECHECK_ARCH=$arch
COMPAT_TYPECHECK_SDK=$(shell_quote "$sdk")
COMPAT_TYPECHECK_SDK_VERSION=$sdk_version
COMPAT_TYPECHECK_ARGS=$(shell_quote "$quoted")
EOF
{
    printf 'SDK %s (iOS %s), %s interfaces; %s\n' "$sdk" "$sdk_version" "$arch" "$swift_version"
    printf '%s' "$patches"
} | write_if_changed "$env_dir/PATCHES"

note "environment $env_dir ready: iOS $sdk_version SDK, target $arch-apple-iosX.Y"
if [ "$quiet" -eq 0 ] && [ -n "$patches" ]; then
    printf '%s' "$patches" | sed "s/^/$PROGRAM:   /" >&2
fi

# --- warm-up ----------------------------------------------------------------------------------

# Three stages, each a file of its own: Foundation, then UIKit, then SwiftUI. A module that fails
# to build is rebuilt by every module that imports it, so one broken overlay under SwiftUI costs
# tens of minutes; alone, Foundation fails in about two (the 17.5 dump with replaced XPC headers).
if [ -n "$warm" ]; then
    warm_dir=$env_dir/warm-up
    mkdir -p "$warm_dir" || fail $EXIT_OUT "$warm_dir: cannot create"
    rm -f "$env_dir/warm-up.swift" # the single file of earlier versions of this script
    printf 'import Foundation\n\nlet warmUpDate = Date()\n' | write_if_changed "$warm_dir/1-foundation.swift"
    printf 'import UIKit\n\nfunc warmUpController() -> UIViewController { UIViewController() }\n' |
        write_if_changed "$warm_dir/2-uikit.swift"
    printf 'import SwiftUI\nimport UIKit\n\nstruct WarmUpView: View {\n    var body: some View { Text("warm-up") }\n}\n' |
        write_if_changed "$warm_dir/3-swiftui.swift"
    limit=""
    if [ "$warm_timeout" -gt 0 ] && command -v timeout >/dev/null 2>&1; then
        limit="timeout $warm_timeout"
    fi
    note "warming the module cache at iOS $warm (the first run per SDK takes minutes)"
    for stage in 1-foundation 2-uikit 3-swiftui; do
        status=0
        diagnostics=$($limit "$swiftc" -typecheck -target "$arch-apple-ios$warm" "$@" "$warm_dir/$stage.swift" 2>&1) || status=$?
        if [ "$status" -eq 124 ] && [ -n "$limit" ]; then
            fail $EXIT_WARM "--warm $warm: $stage.swift did not finish within $warm_timeout s against $sdk (raise --warm-timeout, or look for a module that fails to build)"
        fi
        if [ "$status" -ne 0 ] || printf '%s\n' "$diagnostics" | grep -q 'error:'; then
            printf '%s\n' "$diagnostics" | grep 'error:' | grep -v '^ *[0-9]* |' | awk '!seen[$0]++' | head -n 20 >&2
            fail $EXIT_WARM "--warm $warm: $stage.swift does not type-check against $sdk (first errors above)"
        fi
        note "warm-up $stage clean"
    done
fi

case $print_what in
    args) printf '%s\n' "$quoted" ;;
    env) printf '%s\n' "$env_dir/typecheck.env" ;;
    none) ;;
esac
exit $EXIT_OK
