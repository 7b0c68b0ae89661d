#!/usr/bin/env bash
# Extracts a gettext domain's messages into its template (.pot).
# Usage: scripts/update-pot.sh DOMAIN OUTPUT.pot POTFILES
# Swift sources are read as C (their string literals and calls look alike): messages are
# the arguments of localized("…") and localizedPlural("…", "…", count:). GtkBuilder
# files (.ui) give their translatable properties. Locations name the file only, so the
# template changes when messages do, not when lines move.
set -euo pipefail
domain=$1 output=$2 list=$3
cd "$(dirname "$0")/.."
mapfile -t files < <(grep -v '^\s*\(#\|$\)' "$list")
swift_files=() ui_files=()
for file in "${files[@]}"; do
  case "$file" in
    *.swift) swift_files+=("$file") ;;
    *.ui) ui_files+=("$file") ;;
    *) echo "$0: $list: unknown kind of file '$file'" >&2; exit 2 ;;
  esac
done
common=(--from-code=UTF-8 --add-comments=Translators: --add-location=file --sort-by-file
        --package-name="$domain" --package-version=0.7.8 --msgid-bugs-address=https://twopane.org/trails/issues
        --copyright-holder="The TwoPane authors" --output="$output")
xgettext "${common[@]}" --language=C --keyword=localized --keyword=localizedPlural:1,2 "${swift_files[@]}"
if [[ ${#ui_files[@]} -gt 0 ]]; then
  # Debian 12's gettext 0.21 reads .ui files with its fallback ITS rules and says so on
  # every run: that note is dropped; anything else it prints still shows.
  xgettext "${common[@]}" --join-existing --language=Glade "${ui_files[@]}" \
    2> >(grep -v "fallback ITS rule file" >&2 || true)
fi
# The creation date would make every run differ.
sed -i '/^"POT-Creation-Date:/d' "$output"
echo "$output: $(grep -c '^msgid "[^"]' "$output") messages"
