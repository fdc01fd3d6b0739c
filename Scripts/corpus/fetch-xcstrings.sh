#!/bin/sh
# Fetches the corpus of real Xcode-written String Catalogs that Scripts/corpus/xcstrings.tsv
# names (repository, commit, path, file name, SHA-256) from GitHub, by commit, into a folder
# outside the repository (default /work/corpus/xcstrings, or the first argument), and checks
# each file's SHA-256. The files keep their own repositories' licenses; they are never
# committed here.
#
#   Scripts/corpus/fetch-xcstrings.sh [FOLDER]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
folder=${1:-/work/corpus/xcstrings}
mkdir -p "$folder"
grep -v '^#' "$here/xcstrings.tsv" | while IFS="$(printf '\t')" read -r repo commit path name sha; do
    [ -n "$repo" ] || continue
    # A path's spaces as %20 (CotEditor's "Document Window").
    url="https://raw.githubusercontent.com/$repo/$commit/$(printf '%s' "$path" | sed 's/ /%20/g')"
    if [ -f "$folder/$name" ] && [ "$(sha256sum "$folder/$name" | cut -c1-64)" = "$sha" ]; then
        echo "have $name"
        continue
    fi
    curl -fsSL "$url" -o "$folder/$name.part"
    got=$(sha256sum "$folder/$name.part" | cut -c1-64)
    if [ "$got" != "$sha" ]; then
        echo "fetch-xcstrings: $name: SHA-256 $got, not $sha ($url)" >&2
        rm -f "$folder/$name.part"
        exit 1
    fi
    mv "$folder/$name.part" "$folder/$name"
    echo "fetched $name ($repo@$commit $path)"
done
