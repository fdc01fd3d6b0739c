#!/bin/sh
# Checks the String Catalog export against the corpus of real Xcode-written catalogs
# (Scripts/corpus/fetch-xcstrings.sh fetches it): for each catalog, in a git repository of
# its own, the export of the built-in catalog (in the catalog's own languages) is merged into
# it; its diff must only add lines (these catalogs hold none of the export's strings), the same
# export again must change no byte, and `git diff --stat` is printed. Then the corpus test runs
# over the folder: the writer gives each Xcode-written file back byte for byte, and every
# object's keys are in Xcode's order.
#
#   Scripts/corpus/check-xcstrings.sh [FOLDER] [BINARY]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
folder=$(cd "${1:-/work/corpus/xcstrings}" && pwd)
binary=${2:-$root/.build/debug/slider-speech}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
for file in "$folder"/*.xcstrings; do
    name=$(basename "$file")
    work="$scratch/$name.git"
    mkdir "$work"
    cp "$file" "$work/Localizable.xcstrings"
    git -C "$work" init -q
    git -C "$work" add Localizable.xcstrings
    git -C "$work" -c user.name=check -c user.email=check@localhost commit -q -m catalog
    "$binary" export --format xcstrings -o "$work/Localizable.xcstrings" > "$scratch/out" 2> "$scratch/err"
    removed=$(git -C "$work" diff --numstat | cut -f2)
    stat=$(git -C "$work" diff --stat | tail -1)
    cp "$work/Localizable.xcstrings" "$scratch/first"
    "$binary" export --format xcstrings -o "$work/Localizable.xcstrings" > /dev/null 2>&1
    if [ "$removed" != "0" ]; then
        echo "FAIL $name: the merge changed or removed $removed lines of the catalog"
        status=1
    elif ! cmp -s "$scratch/first" "$work/Localizable.xcstrings"; then
        echo "FAIL $name: the same export again changed the file"
        status=1
    else
        echo "ok   $name:$stat"
    fi
done
cd "$root"
SLIDER_SPEECH_XCSTRINGS_CORPUS="$folder" swift test --skip-build --filter XcodeCorpusTests || status=1
exit $status
