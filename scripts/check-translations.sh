#!/usr/bin/env bash
# Fails when a source file with messages is missing from its domain's list (POTFILES), when a
# translation template is stale (the sources' messages changed without `make pot`) or when a language of po/LINGUAS misses a message, has a fuzzy one, or
# breaks a format directive (msgfmt --check).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
# domain, committed template, source list, folder of the languages' .po files, source folder
domains=("trails po/trails.pot po/POTFILES po Sources/TrailsApp"
         "twopane po/twopane/twopane.pot po/twopane/POTFILES po/twopane Sources/TwoPane")
for entry in "${domains[@]}"; do
  read -r domain template list folder sources <<<"$entry"
  # Every Swift file that marks a message (a call of localized(…), not its definition).
  for file in $(grep -lE '(^|[^.A-Za-z_])localized\("' "$sources"/*.swift || true); do
    if ! grep -qxF "$file" "$list"; then
      echo "translations: $file has messages but is not in $list" >&2
      status=1
    fi
  done
  scripts/update-pot.sh "$domain" "$scratch/$domain.pot" "$list" >/dev/null
  if ! diff -q <(msgcat --no-location --sort-output "$template") \
               <(msgcat --no-location --sort-output "$scratch/$domain.pot") >/dev/null; then
    echo "translations: $template is stale; run 'make pot'" >&2
    status=1
  fi
  for language in $(sed 's/#.*//' po/LINGUAS); do
    po="$folder/$language.po"
    statistics=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1) || { echo "$statistics" >&2; status=1; continue; }
    if [[ "$statistics" == *fuzzy* || "$statistics" == *untranslated* ]]; then
      echo "translations: $po: $statistics" >&2
      status=1
    elif ! msgcmp "$po" "$scratch/$domain.pot" 2>"$scratch/msgcmp"; then
      echo "translations: $po lacks messages of the sources:" >&2
      cat "$scratch/msgcmp" >&2
      status=1
    else
      echo "translations: $po: $statistics"
    fi
  done
done
exit $status
