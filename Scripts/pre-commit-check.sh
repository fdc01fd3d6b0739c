#!/usr/bin/env bash
# Proves a pre-commit hook of .pre-commit-hooks.yaml with pre-commit itself: installs
# pre-commit from PyPI into a virtual environment (Debian: python3-venv), clones this
# repository as committed (a clean clone), and runs the hook on a small repository twice, as a
# user's .pre-commit-config.yaml names it (repo: the clone, rev: its commit), with one
# PRE_COMMIT_HOME: with a bad catalog the hook must fail and name the finding, with the catalog
# fixed it must pass. It prints how long the first run took (the hook's installation and run).
#
#   Scripts/pre-commit-check.sh [--ref REV] [--hook ID] [--find-links DIR] [--max-first-run SECONDS]
#
#   --ref REV      the commit to clone (default: HEAD)
#   --hook ID      slider-speech-validate (default): pre-commit's `swift` language builds the
#                  package once (`swift build -c release`, minutes) and the second run reuses it.
#                  slider-speech-validate-prebuilt: pre-commit installs the prebuilt binary's wheel
#                  with pip; the runs have only /usr/bin and /bin on the PATH (no Swift toolchain).
#   --find-links DIR  a directory holding the slider-speech wheel (Scripts/build-wheel.sh): pip
#                  installs from it alone, with no package index (PIP_NO_INDEX, PIP_FIND_LINKS).
#   --max-first-run SECONDS  fail when the first run takes longer
#
# (`pre-commit try-repo` would install the hook for each run: it keeps its environments in a
# temporary store.)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ref=HEAD
hook=slider-speech-validate
find_links=""
max_first_run=""
usage="usage: Scripts/pre-commit-check.sh [--ref REV] [--hook ID] [--find-links DIR] [--max-first-run SECONDS]"
while [ $# -gt 0 ]; do
    case "$1" in
        --ref) ref="$2"; shift 2 ;;
        --hook) hook="$2"; shift 2 ;;
        --find-links) find_links=$(cd "$2" && pwd); shift 2 ;;
        --max-first-run) max_first_run="$2"; shift 2 ;;
        -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
done
case "$hook" in
    slider-speech-validate|slider-speech-validate-prebuilt) ;;
    *) echo "pre-commit-check: no hook '$hook' in .pre-commit-hooks.yaml to check" >&2; exit 2 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
say() { printf 'pre-commit-check: %s: %s\n' "$hook" "$*"; }

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
say "$("$work/venv/bin/pre-commit" --version)"

git clone --quiet --no-local "$root" "$work/clone"
git -C "$work/clone" checkout --quiet --detach "$(git -C "$root" rev-parse "$ref")"
export PRE_COMMIT_HOME="$work/cache"
# From here on pip (pre-commit's, for a Python hook) takes the slider-speech wheel from the
# directory given, and nothing from an index.
if [ -n "$find_links" ]; then
    export PIP_NO_INDEX=1 PIP_FIND_LINKS="$find_links"
fi
run_path=$PATH
if [ "$hook" = slider-speech-validate-prebuilt ]; then
    run_path=/usr/bin:/bin
    if PATH=$run_path command -v swift >/dev/null; then
        say "FAILED: swift is on $run_path, so the runs would not prove the hook needs no toolchain"
        exit 1
    fi
fi

# A small app repository: a String Catalog whose German drops the argument.
app="$work/app"
mkdir -p "$app/App"
git -C "$app" init --quiet
git -C "$app" config user.email check@example.org
git -C "$app" config user.name check
catalog() {
    cat >"$app/App/Localizable.xcstrings" <<JSON
{"sourceLanguage": "en", "version": "1.0", "strings": {"Saved %@": {"localizations": {
  "en": {"stringUnit": {"state": "translated", "value": "Saved %@"}},
  "de": {"stringUnit": {"state": "translated", "value": "$1"}}}}}}
JSON
    git -C "$app" add App/Localizable.xcstrings
}
cat >"$app/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $work/clone
    rev: $(git -C "$work/clone" rev-parse HEAD)
    hooks:
      - id: $hook
YAML
git -C "$app" add .pre-commit-config.yaml
run_hook() {
    (cd "$app" && PATH=$run_path "$work/venv/bin/pre-commit" run "$hook" --all-files) >"$work/hook.log" 2>&1
}

catalog "Gespeichert"
started=$(date +%s)
if run_hook; then
    cat "$work/hook.log"
    say "FAILED: the hook passed a catalog whose German lacks %@"
    exit 1
fi
first_run=$(($(date +%s) - started))
if ! grep -q "error argument-mismatch: de Saved %@: lacks argument 1 (%@), which the source has" "$work/hook.log"; then
    cat "$work/hook.log"
    say "FAILED: the hook failed without the finding"
    exit 1
fi
say "a bad catalog: the hook fails with the finding (first run, installing the hook: $first_run s)"
if [ -n "$max_first_run" ] && [ "$first_run" -gt "$max_first_run" ]; then
    say "FAILED: the first run took $first_run s, more than $max_first_run s"
    exit 1
fi

catalog "%@ gespeichert"
started=$(date +%s)
if ! run_hook; then
    cat "$work/hook.log"
    say "FAILED: the hook failed on a good catalog"
    exit 1
fi
say "a good catalog: the hook passes ($(($(date +%s) - started)) s)"
