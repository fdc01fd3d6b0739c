#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets with swiftc directly (-sanitize=fuzzer,address)
# and runs each for a given time.
#
#   Scripts/fuzz.sh [--seconds N] [--prove] [TARGET...]   targets: catalog description pipeline android message
#
# Inputs go up to 128 KiB (-max_len: deep nesting of 3,300 levels is 68 KB); each target starts
# from its seeds in Fuzz/Seeds/<target>/ (every hostile input of issue 14) with a dictionary of
# MessageFormat, JSON and field tokens (Fuzz/dictionaries/; the android target adds XML and
# String Catalog tokens).
#
# SwiftPM renames an executable's main, so a fuzz target built through it links but exits
# without fuzzing; here every module is compiled by swiftc and linked with libFuzzer's own main.
# A run passes only when libFuzzer reports "Done N runs" with N > 0 and no crash. --prove first
# runs a target with a planted crash and fails unless the crash is caught. Crash inputs are
# kept in .build/fuzz/artifacts/; make each one a regression test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/fuzz"
seconds=60
prove=0
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        --prove) prove=1; shift ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) targets+=("$1"); shift ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(catalog description pipeline android message)
max_len=131072

export SWIFT_BACKTRACE=enable=no   # let crashes reach the sanitizer, not Swift's backtracer
swift_bin=$(dirname "$(command -v swiftc)")
clangxx="$swift_bin/clang++"
mkdir -p "$out/obj" "$out/modules" "$out/include" "$out/artifacts"

# shellcheck disable=SC2046  # pkg-config's flags are words (libxml2: the Android resource reader)
swift_flags=(-sanitize=fuzzer,address -O -g -parse-as-library -package-name sliderspeech
    -I "$out/modules" -Xcc -fmodule-map-file="$out/include/module.modulemap"
    $(pkg-config --cflags libxml-2.0 | sed 's/-I/-Xcc -I/g'))

build_module() {
    local name=$1
    shift
    swiftc "${swift_flags[@]}" -module-name "$name" -wmo \
        -emit-module -emit-module-path "$out/modules/$name.swiftmodule" -c "$@" -o "$out/obj/$name.o"
}

build_libraries() {
    echo "fuzz: building the libraries with -sanitize=fuzzer,address"
    # The built-in catalogs, embedded as SwiftPM's plugin does.
    swift build --package-path "$root" --product resource-embedder >/dev/null
    "$(swift build --package-path "$root" --show-bin-path)/resource-embedder" \
        EmbeddedCatalogs "$out/EmbeddedCatalogs.swift" "$root" "$root"/Locales/*.json
    cat >"$out/include/module.modulemap" <<MAP
module CICUShim {
    header "$root/Sources/CICUShim/include/CICUShim.h"
    export *
}
module CLibXML2 [system] {
    header "$root/Sources/CLibXML2/CLibXML2.h"
    link "xml2"
    export *
}
MAP
    local file
    for file in "$root"/Sources/CICUShim/*.cpp; do
        # shellcheck disable=SC2046  # pkg-config's flags are words
        "$clangxx" -std=c++17 -O1 -g -fsanitize=fuzzer-no-link,address \
            -I "$root/Sources/CICUShim/include" $(pkg-config --cflags icu-uc icu-i18n) \
            -c "$file" -o "$out/obj/CICUShim-$(basename "$file" .cpp).o"
    done
    build_module SliderCore "$root"/Sources/SliderCore/*.swift
    build_module SliderFormatting "$root"/Sources/SliderFormatting/*.swift
    # shellcheck disable=SC2046
    build_module SliderSpeech $(find "$root/Sources/SliderSpeech" -name '*.swift' | sort) "$out/EmbeddedCatalogs.swift"
    # shellcheck disable=SC2046
    build_module SliderSpeechValidation $(find "$root/Sources/SliderSpeechValidation" -name '*.swift' | sort)
}

build_target() {
    local target=$1
    # shellcheck disable=SC2046
    swiftc "${swift_flags[@]}" -module-name "Fuzz_$target" "$root/Fuzz/Targets/$target.swift" "$out"/obj/*.o \
        -use-ld=lld -lstdc++ $(pkg-config --libs icu-uc icu-i18n libxml-2.0) -o "$out/$target"
}

# Runs a target; returns 0 only for a run of N > 0 inputs without a crash.
run_target() {
    local target=$1 time=$2
    local corpus="$out/corpus/$target" log="$out/$target.log"
    local dictionary="$out/$target.dict"
    mkdir -p "$corpus"
    cat "$root/Fuzz/dictionaries/messageformat.dict" >"$dictionary"
    [ "$target" != android ] || cat "$root/Fuzz/dictionaries/android.dict" >>"$dictionary"
    set +e
    "$out/$target" -max_total_time="$time" -print_final_stats=1 -timeout=20 -rss_limit_mb=4096 \
        -max_len="$max_len" -dict="$dictionary" \
        -artifact_prefix="$out/artifacts/$target-" "$corpus" "$root/Fuzz/Seeds/$target" >"$log" 2>&1
    local status=$?
    set -e
    local runs
    runs=$(grep -oE 'Done [0-9]+ runs' "$log" | tail -1 | grep -oE '[0-9]+' || true)
    if [ $status -ne 0 ]; then
        echo "fuzz: $target CRASHED (exit $status); the input is in $out/artifacts/, the log in $log:"
        grep -E 'ERROR|Fatal|SUMMARY|Test unit written' "$log" | head -8
        return 1
    fi
    if [ -z "$runs" ] || [ "$runs" -eq 0 ]; then
        echo "fuzz: $target did not fuzz (no 'Done N runs' with N > 0); log: $log"
        tail -5 "$log"
        return 1
    fi
    echo "fuzz: $target: Done $runs runs in $time s, no crash ($(grep -oE 'cov: [0-9]+' "$log" | tail -1))"
}

build_libraries
if [ $prove -eq 1 ]; then
    build_target planted
    if run_target planted 30 >/dev/null; then
        echo "fuzz: the planted crash was NOT caught: this script cannot be trusted"
        exit 1
    fi
    echo "fuzz: the planted crash was caught (exit status and artifact): the script notices crashes"
    rm -f "$out"/artifacts/planted-*
fi
failed=0
for target in "${targets[@]}"; do
    build_target "$target"
    run_target "$target" "$seconds" || failed=1
done
exit $failed
