#!/usr/bin/env bash
# Runs `slider-speech demo` and a pipeline of 10,000 events (mixed moves, drags, bad lines,
# in Arabic) under `valgrind --leak-check=full`, and fails when any byte is definitely lost.
#
#   Scripts/valgrind.sh
#
# The binary is built without debug information: Debian's valgrind 3.19 cannot read the DWARF 5
# that Swift 6.3's toolchain writes. "Possibly lost" blocks are the Swift runtime's metadata
# caches, held through interior pointers for the life of the process; they are reported, not
# failed on.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/.build/valgrind"
swift build --package-path "$root" -c release --product slider-speech --scratch-path "$build" \
    -Xswiftc -gnone -Xcc -g0 -Xcxx -g0 >/dev/null
binary="$build/release/slider-speech"

events="$build/events.jsonl"
awk 'BEGIN {
    srand(7)
    split("increment decrement pageIncrement pageDecrement home end focus", kinds, " ")
    for (i = 0; i < 10000; i++) {
        r = rand(); thumb = (rand() < 0.5) ? "lower" : "upper"
        if (r < 0.6) printf "{\"type\":\"%s\",\"thumb\":\"%s\"}\n", kinds[1 + int(rand() * 7)], thumb
        else if (r < 0.7) printf "{\"type\":\"set\",\"thumb\":\"%s\",\"value\":%d}\n", thumb, int(rand() * 320)
        else if (r < 0.8) printf "{\"type\":\"dragStart\",\"x\":%d}\n{\"type\":\"dragMove\",\"dx\":%d}\n{\"type\":\"dragEnd\"}\n", int(rand() * 320), int(rand() * 200) - 100
        else if (r < 0.9) printf "not json %d\n", i
        else printf "{\"type\":\"dragMove\",\"dx\":3}\n"
    }
}' >"$events"

failed=0
check() {
    local name=$1 input=$2 log="$build/$1.valgrind.txt"
    shift 2
    valgrind --leak-check=full "$@" <"$input" >/dev/null 2>"$log" || true
    local lost
    lost=$(grep -oE 'definitely lost: [0-9,]+ bytes' "$log" | grep -oE '[0-9,]+' | tr -d ,)
    echo "valgrind: $name: $(grep -oE 'definitely lost: .*' "$log"); $(grep -oE 'possibly lost: .*' "$log")"
    if [ -z "$lost" ] || [ "$lost" -ne 0 ]; then
        echo "valgrind: $name loses memory; see $log"
        failed=1
    fi
}
check demo /dev/null "$binary" demo
check pipeline "$events" "$binary" pipeline --spec "$root/Examples/price-filter.json" --locale ar
exit $failed
