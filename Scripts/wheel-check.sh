#!/usr/bin/env bash
# Proves the `slider-speech` wheel that Scripts/build-wheel.sh writes, as a user without Swift
# would meet it:
#
# - auditwheel (from PyPI) names a manylinux tag for it, the one its file name carries;
# - in a fresh virtual environment, with only /usr/bin and /bin on the PATH (no Swift toolchain),
#   `pip install --no-index --find-links DIR slider-speech` takes under a minute;
# - the installed `slider-speech` loads nothing outside that manylinux policy's libraries (ldd);
# - run with an empty environment, its `validate` prints, for each real catalog of the reference
#   data, the same findings (text and JSON) and exit status as the binary built from source;
# - the pre-commit hook slider-speech-validate-prebuilt, installed from the same directory with
#   no package index, fails a bad catalog and passes a good one, its first run in under two
#   minutes (Scripts/pre-commit-check.sh).
#
#   Scripts/wheel-check.sh [--wheel-dir DIR] [--source-binary PATH] [--end-to-end]
#
#   --wheel-dir DIR       where the wheel is (default: dist)
#   --source-binary PATH  the binary built from source to compare with (default: the debug
#                         build's, built if missing)
#   --end-to-end          also run the end-to-end tests on the installed binary
#                         (SLIDER_SPEECH_BINARY; `swift test --skip-build`: after `swift test`)
#
# The real catalogs are read from SLIDER_SPEECH_REFERENCE, else from ../shared/reference beside
# the package; where they are missing that comparison is skipped, and fails when CI is set.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
wheel_dir="$root/dist"
source_binary=""
end_to_end=""
while [ $# -gt 0 ]; do
    case "$1" in
        --wheel-dir) wheel_dir=$(cd "$2" && pwd); shift 2 ;;
        --source-binary) source_binary="$2"; shift 2 ;;
        --end-to-end) end_to_end=1; shift ;;
        -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
        *) echo "usage: Scripts/wheel-check.sh [--wheel-dir DIR] [--source-binary PATH] [--end-to-end]" >&2; exit 2 ;;
    esac
done
say() { printf 'wheel-check: %s\n' "$*"; }
fail() { printf 'wheel-check: FAILED: %s\n' "$*" >&2; exit 1; }
started=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clean_path=/usr/bin:/bin

shopt -s nullglob
wheels=("$wheel_dir"/slider_speech-*.whl)
[ "${#wheels[@]}" -eq 1 ] || fail "expected one slider_speech-*.whl in $wheel_dir, found ${#wheels[@]} (Scripts/build-wheel.sh writes it)"
wheel=${wheels[0]}
tag=$(sed -n 's/.*-\(manylinux_[0-9]*_[0-9]*_x86_64\)\.whl$/\1/p' <<<"$(basename "$wheel")")
[ -n "$tag" ] || fail "$(basename "$wheel") carries no manylinux tag"
say "$(basename "$wheel"), $(stat -c %s "$wheel") bytes"

# auditwheel, from PyPI, in a virtual environment of its own.
python3 -m venv "$work/tools"
"$work/tools/bin/pip" install --quiet --disable-pip-version-check auditwheel
"$work/tools/bin/auditwheel" show "$wheel" | tee "$work/auditwheel.txt"
grep -q "consistent with the following platform tag: \"$tag\"" <<<"$(tr '\n' ' ' <"$work/auditwheel.txt" | tr -s ' ')" \
    || fail "auditwheel does not find the wheel consistent with $tag"
allowed=$("$work/tools/bin/python" - "$tag" <<'PY'
import json, os, sys
import auditwheel.policy
with open(os.path.join(os.path.dirname(auditwheel.policy.__file__), "manylinux-policy.json")) as handle:
    policies = json.load(handle)
tag = sys.argv[1]
for policy in policies:
    if policy["name"] + "_x86_64" == tag or any(alias + "_x86_64" == tag for alias in policy["aliases"]):
        print(" ".join(policy["lib_whitelist"]))
        break
else:
    sys.exit("no policy " + tag)
PY
)

# A fresh virtual environment with no Swift toolchain on the PATH, and the wheel from the
# directory alone.
if PATH=$clean_path command -v swift >/dev/null; then fail "swift is on $clean_path: the check would not prove the wheel needs no toolchain"; fi
env -i PATH=$clean_path HOME="$work" python3 -m venv "$work/user"
install_started=$(date +%s%N)
env -i PATH=$clean_path HOME="$work" "$work/user/bin/pip" install --quiet --disable-pip-version-check --no-index \
    --find-links "$wheel_dir" slider-speech
install_ms=$((($(date +%s%N) - install_started) / 1000000))
say "pip install --no-index --find-links $wheel_dir slider-speech: $((install_ms / 1000)).$(printf '%03d' $((install_ms % 1000))) s"
[ "$install_ms" -lt 60000 ] || fail "pip install took $install_ms ms, a minute or more"
installed=$(env -i PATH="$work/user/bin:$clean_path" sh -c 'command -v slider-speech') || fail "pip put no slider-speech on the PATH"
[ "$installed" = "$work/user/bin/slider-speech" ] || fail "slider-speech is $installed, not the environment's"
say "$(env -i PATH="$work/user/bin:$clean_path" slider-speech --version)"

# What it loads: nothing outside the policy's libraries (and the kernel's vDSO, and the loader).
ldd "$installed" | tee "$work/ldd.txt" | sed 's/^/  /'
while read -r library _; do
    name=$(basename "$library")
    case " $allowed linux-vdso.so.1 ld-linux-x86-64.so.2 " in
        *" $name "*) ;;
        *) fail "slider-speech loads $library, which $tag does not allow ($allowed)" ;;
    esac
done <"$work/ldd.txt"
say "ldd: nothing outside $tag's libraries"

# The same findings as the binary built from source, on real catalogs.
reference=${SLIDER_SPEECH_REFERENCE:-$root/../shared/reference}
catalogs="$reference/real-catalogs"
if [ ! -d "$catalogs" ]; then
    if [ -n "${CI:-}" ]; then fail "no real catalogs at $catalogs (CI is set): set SLIDER_SPEECH_REFERENCE"; fi
    say "skipped: no real catalogs at $catalogs (set SLIDER_SPEECH_REFERENCE)"
else
    if [ -z "$source_binary" ]; then
        swift build --package-path "$root" --product slider-speech >/dev/null
        source_binary="$(swift build --package-path "$root" --show-bin-path)/slider-speech"
    fi
    [ -x "$source_binary" ] || fail "no binary built from source at $source_binary"
    for input in coteditor/Count.xcstrings pearcleaner/Localizable.xcstrings fossify-clock/res; do
        [ -e "$catalogs/$input" ] || fail "no $catalogs/$input"
        for format in json text; do
            wheel_status=0 source_status=0
            (cd "$catalogs" && env -i PATH="$work/user/bin:$clean_path" slider-speech validate --format "$format" "$input") \
                >"$work/wheel.out" 2>&1 || wheel_status=$?
            (cd "$catalogs" && "$source_binary" validate --format "$format" "$input") >"$work/source.out" 2>&1 || source_status=$?
            if [ "$wheel_status" -ne "$source_status" ] || ! cmp -s "$work/wheel.out" "$work/source.out"; then
                diff "$work/source.out" "$work/wheel.out" | head -20 >&2 || true
                fail "validate --format $format $input: the wheel's binary (exit $wheel_status) differs from the source build's (exit $source_status)"
            fi
        done
        [ "$wheel_status" -le 1 ] && grep -q "(ICU " "$work/wheel.out" \
            || fail "validate $input: exit $wheel_status and no report: $(tail -1 "$work/wheel.out")"
        say "validate $input: the same findings as the source build, exit $wheel_status: $(tail -1 "$work/wheel.out")"
    done
fi

# The end-to-end tests, on the installed binary instead of the one built from source. Left out:
# the browser and Orca tests (the HTML they load is the same bytes, and they take minutes);
# OneICUTests, which holds the source build to mapping the system's shared ICU (this binary maps
# none, as ldd showed); the embedder's tests, which run the build tool beside the binary; the
# read-only-file test, which copies the binary and runs the copy: children that other tests
# spawn meanwhile inherit the copy's open descriptor, and a 47 MB copy is often still open for
# them ("Text file busy"); and the export's races (200 runs a case, two minutes of the three
# here), which try the locking and journal logic of the same source again, not what the static
# link changes (ICU and its data, libxml2, the libraries' archives).
if [ -n "$end_to_end" ]; then
    (cd "$root" && SLIDER_SPEECH_BINARY="$installed" swift test --skip-build --filter EndToEndTests \
        --skip OrcaTests --skip BrowserTests --skip OneICUTests --skip ResourceEmbedderTests --skip readOnlyFile \
        --skip ExportConcurrencyEndToEndTests) \
        >"$work/end-to-end.log" 2>&1 || {
        grep -E "recorded an issue|error:" "$work/end-to-end.log" | head -20 >&2
        tail -5 "$work/end-to-end.log" >&2
        fail "the end-to-end tests on the installed binary"
    }
    say "end-to-end tests on the installed binary: $(grep -E '^. Test run with' "$work/end-to-end.log" | tail -1)"
fi

# The pre-commit hook that installs the wheel, with no package index.
"$root/Scripts/pre-commit-check.sh" --hook slider-speech-validate-prebuilt --find-links "$wheel_dir" --max-first-run 120

say "done ($(($(date +%s) - started)) s)"
