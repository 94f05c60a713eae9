#!/bin/sh
# Starts Chromium with every `--disable-features=` list it is given merged into one. Chromium keeps only
# the last of a repeated switch, so a list of ours after Playwright's would silently switch Playwright's
# back on. The binary to start is the first argument, `--lectern-chromium=<path>` (see chromium.mjs).
binary=""
disabled=""
for arg; do
  shift
  case "$arg" in
    --lectern-chromium=*) binary="${arg#--lectern-chromium=}" ;;
    --disable-features=*) disabled="$disabled,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
if [ -z "$binary" ]; then
  echo "chromium-launcher.sh: no --lectern-chromium=<path> given" >&2
  exit 2
fi
if [ -n "$disabled" ]; then
  set -- "$@" "--disable-features=${disabled#,}"
fi
exec "$binary" "$@"
