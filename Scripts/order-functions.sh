#!/usr/bin/env bash
# Writes Sources/slider-speech/hot-functions.order: the functions of the release binary that
# `demo`, `announce` and `pipeline` run, in the order they first run, for the linker to put
# side by side (lld --symbol-ordering-file, see Package.swift). A run then maps the pages of
# the code it runs instead of a page around each function scattered over 6.8 MB of code:
# `demo` peaks about 1.7 MB lower. Run it after a change that adds or renames many functions
# on those paths; a function missing from the file is only placed elsewhere, never lost.
#
# Needs valgrind and python3: bash Scripts/order-functions.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product slider-speech >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Function names as the symbol table has them: valgrind reads no debug information here.
strip --strip-debug -o "$work/slider-speech" .build/release/slider-speech
# Every event type, both thumbs, for the price filter.
python3 - >"$work/events.jsonl" <<'PY'
import json
events = [{"type": "focus", "thumb": "lower"}, {"type": "increment", "thumb": "lower"},
          {"type": "decrement", "thumb": "upper"}, {"type": "pageIncrement", "thumb": "lower"},
          {"type": "pageDecrement", "thumb": "upper"}, {"type": "home", "thumb": "lower"},
          {"type": "end", "thumb": "upper"}, {"type": "set", "thumb": "upper", "value": 212.5},
          {"type": "dragStart", "x": 120}, {"type": "dragMove", "dx": 14}, {"type": "dragEnd"},
          {"type": "focus", "thumb": "upper"}, {"type": "set", "thumb": "lower", "value": 290}]
for _ in range(20):
    for event in events:
        print(json.dumps(event))
PY
run() {
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/cg.$1" "$work/slider-speech" "${@:2}" \
        >/dev/null 2>"$work/log.$1" <"$work/events.jsonl" || true
}
run 1 demo
run 2 announce --spec Examples/price-filter.json --catalog Examples/Locales --locale ar --platform all
for locale in en-US fr-FR ar-EG ja-JP; do
    run "pipeline-$locale" pipeline --spec Examples/price-filter.json --catalog Examples/Locales --locale "$locale"
    run "ssml-$locale" pipeline --spec Examples/price-filter.json --catalog Examples/Locales --locale "$locale" --format ssml
done
python3 - "$work/slider-speech" "$work"/cg.* >Sources/slider-speech/hot-functions.order <<'PY'
import re
import sys

# callgrind names each object (ob=, cob=) and function (fn=, cfn=) once, then by number.
binary, seen = sys.argv[1], {}
for path in sys.argv[2:]:
    objects, functions, current, callee = {}, {}, None, None
    for line in open(path, errors="replace"):
        match = re.match(r"^(ob|cob|fn|cfn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        if kind in ("ob", "cob"):
            if name:
                objects[number] = name
            if kind == "ob":
                current, callee = objects.get(number), None
            else:
                callee = objects.get(number)
            continue
        owner = current if kind == "fn" else (callee or current)
        if name:
            functions[number] = (name, owner)
        if kind == "cfn":
            callee = None
        function = functions.get(number)
        if function and function[1] == binary and not function[0].startswith("0x"):
            seen.setdefault(function[0], None)
print("\n".join(seen))
PY
echo "$(wc -l <Sources/slider-speech/hot-functions.order) functions in Sources/slider-speech/hot-functions.order"
# The build does not follow the file: link again with the new order.
rm -f "$(swift build -c release --show-bin-path)/slider-speech"
swift build -c release --product slider-speech >/dev/null
