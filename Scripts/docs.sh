#!/usr/bin/env bash
# Builds the documentation of the seven libraries with the toolchain's own `docc`, and fails on
# any warning (a broken link, a parameter documented that does not exist, a bad article).
#
#   Scripts/docs.sh                  # archives in .build/docs/<Module>.doccarchive
#   Scripts/docs.sh --detailed       # coverage per symbol, not only per module
#
# Symbol graphs come from a build of the libraries in a scratch path of this script's own
# (.build/docs), so it never disturbs the ordinary build. Each library's catalog is
# Sources/<Module>/<Module>.docc. DocC's documentation coverage (experimental) is printed per
# module; a full table lands in .build/docs/<Module>.doccarchive/documentation-coverage.json.
#
# To read the result in a browser: `docc preview Sources/SliderSpeech/SliderSpeech.docc
# --additional-symbol-graph-dir .build/docs/graphs/SliderSpeech`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch="$root/.build/docs"
graphs="$scratch/symbol-graphs"
level=brief
[ "${1:-}" = "--detailed" ] && level=detailed

modules=(SliderCore SliderFormatting SliderSpeech SliderSpeechValidation SliderSpeechExport SliderSpeechWeb SliderSpeechTesting)
docc=$(command -v docc || true)
[ -n "$docc" ] || docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
[ -x "$docc" ] || { echo "docs.sh: no docc beside swift ($docc)" >&2; exit 1; }

mkdir -p "$graphs"
# The CLI target depends on every library but SliderSpeechTesting, so two targets build them
# all. A module the build does not recompile keeps the graph it wrote last time, which is still
# its current one.
for target in SliderSpeechCLI SliderSpeechTesting; do
    if ! swift build --package-path "$root" --scratch-path "$scratch" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >"$scratch/build.log" 2>&1; then
        cat "$scratch/build.log" >&2
        echo "docs.sh: the build for symbol graphs failed" >&2
        exit 1
    fi
done

for module in "${modules[@]}"; do
    # Each archive gets its own module's graphs only (its main graph and the extensions it
    # declares on other modules' types), so that DocC documents one module per archive.
    dir="$scratch/graphs/$module"
    rm -rf "$dir" && mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$dir/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$dir/"
    done
    output="$scratch/$module.doccarchive"
    rm -rf "$output"
    echo "== $module"
    "$docc" convert "$root/Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$dir" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.sliderspeech.$module" \
        --fallback-default-module-kind "Framework" \
        --warnings-as-errors \
        --experimental-documentation-coverage --coverage-summary-level "$level" \
        --output-path "$output"
done
echo "docs.sh: ${#modules[@]} archives in $scratch"
