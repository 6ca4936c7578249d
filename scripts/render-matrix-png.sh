#!/usr/bin/env bash
# Renders the HTML compatibility matrix and takes a PNG screenshot with headless Chromium, to
# look at the page as a reader would. Not part of CI, which does not need Chromium.
#
#   scripts/render-matrix-png.sh [OUTPUT.png] [compat-matrix docs arguments…]
#
#   scripts/render-matrix-png.sh                       # matrix.png, every release
#   scripts/render-matrix-png.sh /tmp/team.png 15-18   # a team's range
#
# Needs Debian's `chromium` package, on macOS Google Chrome or Chromium in /Applications (or
# set CHROMIUM to another Chromium or Chrome binary).
# WINDOW_SIZE sets the viewport, default 1400,2000.
set -euo pipefail

output="${1:-matrix.png}"
shift || true
case "$output" in
  /*) ;;
  *) output="$PWD/$output" ;;
esac

chromium="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
if [[ -z "$chromium" && "$(uname -s)" == Darwin ]]; then
  for app in "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
    "/Applications/Chromium.app/Contents/MacOS/Chromium"; do
    if [[ -x "$app" ]]; then
      chromium=$app
      break
    fi
  done
fi
if [[ -z "$chromium" ]]; then
  echo "error: chromium not found; install Debian's chromium package or set CHROMIUM" >&2
  exit 2
fi

cd "$(dirname "$0")/.."
swift build --product compat-matrix
binary="$(swift build --show-bin-path)/compat-matrix"

folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
"$binary" docs --format html --out "$folder/html" "$@" >/dev/null
# Chromium logs D-Bus and GPU noise on stderr when headless; only its status matters.
"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --window-size="${WINDOW_SIZE:-1400,2000}" --screenshot="$folder/matrix.png" \
  "file://$folder/html/index.html" 2>/dev/null >/dev/null
mv "$folder/matrix.png" "$output"
echo "wrote $output"
