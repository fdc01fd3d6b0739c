#!/usr/bin/env bash
# Proves the pre-commit hook of .pre-commit-hooks.yaml with pre-commit itself: installs
# pre-commit from PyPI into a virtual environment (Debian: python3-venv), clones this
# repository as committed (a clean clone), and runs the hook on a small repository twice, as a
# user's .pre-commit-config.yaml names it (repo: the clone, rev: its commit), with one
# PRE_COMMIT_HOME: with a bad catalog the hook must fail and name the finding, with the catalog
# fixed it must pass. pre-commit's `swift` language builds the package once
# (`swift build -c release`, a few minutes) and the second run reuses it. (`pre-commit
# try-repo` would build it for each run: it keeps its environments in a temporary store.)
#
#   Scripts/pre-commit-check.sh [--ref REV]     (default: HEAD)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ref=HEAD
while [ $# -gt 0 ]; do
    case "$1" in
        --ref) ref="$2"; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) echo "usage: Scripts/pre-commit-check.sh [--ref REV]" >&2; exit 2 ;;
    esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
say() { printf 'pre-commit-check: %s\n' "$*"; }

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
say "$("$work/venv/bin/pre-commit" --version)"

git clone --quiet --no-local "$root" "$work/clone"
git -C "$work/clone" checkout --quiet --detach "$(git -C "$root" rev-parse "$ref")"
export PRE_COMMIT_HOME="$work/cache"

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
      - id: slider-speech-validate
YAML
git -C "$app" add .pre-commit-config.yaml
run_hook() {
    (cd "$app" && "$work/venv/bin/pre-commit" run slider-speech-validate --all-files) >"$work/hook.log" 2>&1
}

catalog "Gespeichert"
if run_hook; then
    cat "$work/hook.log"
    say "FAILED: the hook passed a catalog whose German lacks %@"
    exit 1
fi
if ! grep -q "error argument-mismatch: de Saved %@: lacks argument 1 (%@), which the source has" "$work/hook.log"; then
    cat "$work/hook.log"
    say "FAILED: the hook failed without the finding"
    exit 1
fi
say "a bad catalog: the hook fails with the finding"

catalog "%@ gespeichert"
if ! run_hook; then
    cat "$work/hook.log"
    say "FAILED: the hook failed on a good catalog"
    exit 1
fi
say "a good catalog: the hook passes"
