#!/usr/bin/env python3
"""Draw a sample of validation findings for an independent judge, from two builds' reports.

Each build's reports (one `validate --format json` report an app, as OUT/<owner>+<name>.json)
over the same corpus half are sampled rule by rule with a seeded generator: every finding of a
rule with fewer than 30, else 30 of them. The two samples are merged (a finding both builds
report is shown once), shuffled, numbered, and written as one self-contained Markdown file:
each finding with its file:line, rule, severity, message, and the real entries of the source
and of the translation it is about, read from the corpus, never saying which build reported
it. Which build reported which item goes to a separate key file, for check-judged.py.

Usage:
    sample-for-judge.py --corpus DIR --half held-out --build before=DIR --build after=DIR \
        --seed N --out judge.md --key key.json

A supplementary sample of what a later build reports that an earlier one did not (the same
finding, message and all, counts as reported):
    sample-for-judge.py --corpus DIR --half held-out --build final=DIR --new-against DIR \
        --prefix K --seed N --out judge-2.md --key key-2.json

A top-up sample that brings each rule of a later build to 30 judged findings (all where it has
fewer): the items of earlier keys drawn from the --judged-build builds that the later build
still reports, message and all, count as judged; the rest of each rule is drawn from what they
do not cover (a finding whose message changed is drawn again):
    sample-for-judge.py --corpus DIR --half held-out --build final=DIR --judged key.json \
        --judged-build after --prefix K --seed N --out judge-2.md --key key-2.json
"""

import argparse
import glob
import json
import os
import random
import re

PER_RULE = 30


def load(directory):
    findings = []
    for path in sorted(glob.glob(os.path.join(directory, "*.json"))):
        app = os.path.basename(path)[: -len(".json")]
        with open(path, encoding="utf-8") as handle:
            report = json.load(handle)
        for finding in report["findings"]:
            findings.append({**finding, "app": app})
    return findings


def identity(finding):
    return (finding["app"], finding["file"], finding["line"], finding["rule"], finding["locale"], finding["id"],
            finding["variant"], finding["message"])


def draw(findings, seed, build, judged=frozenset()):
    """Up to PER_RULE findings of each rule, counting those already judged (by identity)."""
    by_rule = {}
    for finding in findings:
        by_rule.setdefault(finding["rule"], []).append(finding)
    drawn = []
    for rule in sorted(by_rule):
        items = sorted(by_rule[rule], key=lambda f: json.dumps(identity(f), ensure_ascii=False))
        done = sum(1 for finding in items if identity(finding) in judged)
        rest = [finding for finding in items if identity(finding) not in judged]
        generator = random.Random(f"{seed}:{build}:{rule}")
        drawn += generator.sample(rest, max(0, min(PER_RULE, len(items)) - done))
    return drawn


def judged_identities(keys, builds):
    """The identities of the items of earlier keys drawn from one of `builds`."""
    judged = set()
    for path in keys:
        with open(path, encoding="utf-8") as handle:
            for item in json.load(handle)["items"].values():
                if set(item["builds"]) & set(builds):
                    finding = item["finding"]
                    judged.add(identity(finding))
    return judged


def android_element(path, name):
    """The element of a resource file named `name` (`<string>`, `<plurals>`, an array's item)."""
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    base = re.sub(r"\[\d+\]$", "", name)
    pattern = re.compile(
        r'<(string|plurals|string-array)\b[^>]*\bname="' + re.escape(base) + r'"[^>]*?(/>|>.*?</\1>)', re.S)
    match = pattern.search(text)
    return match.group(0) if match else None


def android_context(corpus_app, finding):
    file = os.path.join(corpus_app, finding["file"])
    folder = os.path.dirname(file)
    res = os.path.dirname(folder)
    source_file = os.path.join(res, "values", os.path.basename(file))
    if not os.path.exists(source_file):
        source_file = os.path.join(res, "values", "strings.xml")
    name = finding["id"]
    if not name:
        return None, None
    source = android_element(source_file, name)
    own = android_element(file, name) if os.path.abspath(file) != os.path.abspath(source_file) else None
    return source, own


def catalog_context(corpus_app, finding, cache):
    file = os.path.join(corpus_app, finding["file"])
    if file not in cache:
        try:
            with open(file, encoding="utf-8") as handle:
                cache[file] = json.load(handle)
        except (OSError, ValueError):
            cache[file] = None
    catalog = cache[file]
    if not catalog or not finding["id"]:
        return None, None
    entry = catalog.get("strings", {}).get(finding["id"])
    if entry is None:
        return None, None
    localizations = entry.get("localizations", {})
    source_language = catalog.get("sourceLanguage", "en")
    source = localizations.get(source_language, {"(no source localization; the key is the text)": finding["id"]})
    own = localizations.get(finding["locale"]) if finding["locale"] != source_language else None
    others = {k: v for k, v in entry.items() if k != "localizations"}
    shown_source = json.dumps(source, ensure_ascii=False, indent=1)
    if others:
        shown_source += "\n(string's own fields: " + json.dumps(others, ensure_ascii=False) + ")"
    return shown_source, (json.dumps(own, ensure_ascii=False, indent=1) if own is not None else None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--half", required=True)
    parser.add_argument("--build", action="append", required=True, help="NAME=DIR of JSON reports")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--new-against", help="draw only findings this earlier build's reports (DIR) lack")
    parser.add_argument("--prefix", default="J", help="the items' ID prefix (J001); another for a second file")
    parser.add_argument("--judged", action="append", default=[], help="an earlier key whose items count as judged")
    parser.add_argument("--judged-build", action="append", default=[], help="the earlier keys' builds that count")
    arguments = parser.parse_args()
    earlier = {identity(finding) for finding in load(arguments.new_against)} if arguments.new_against else None
    judged = judged_identities(arguments.judged, arguments.judged_build or ["after"])

    items = {}
    for spec in arguments.build:
        name, directory = spec.split("=", 1)
        findings = load(directory)
        if earlier is not None:
            findings = [finding for finding in findings if identity(finding) not in earlier]
            print(f"{name}: {len(findings)} findings the earlier build does not report")
        for finding in draw(findings, arguments.seed, name, judged):
            key = identity(finding)
            items.setdefault(key, {"finding": finding, "builds": []})["builds"].append(name)
    ordered = sorted(items.values(), key=lambda item: json.dumps(identity(item["finding"]), ensure_ascii=False))
    random.Random(f"{arguments.seed}:order").shuffle(ordered)

    cache = {}
    lines = [
        "# Validation findings to judge",
        "",
        f"{len(ordered)} findings of a translation validator over real apps' String Catalogs (`.xcstrings`) and",
        "Android resources (`res/values*/strings.xml`). For each, decide whether it names a real defect that a",
        "team would want to fix (or, for a warning, to look at): **true** or **false**, with a one-line reason.",
        "Judge each on its own, from the entries shown (the source language's and the translation's, as the",
        "files hold them). A finding that only repeats the cause of another finding shown for the same entry",
        "is **false (repeat)**.",
        "",
        "Write the verdicts as lines `ID<TAB>true|false<TAB>reason` in a file of your own.",
        "",
    ]
    key = {}
    for number, item in enumerate(ordered, 1):
        finding = item["finding"]
        ident = f"{arguments.prefix}{number:03d}"
        key[ident] = {"builds": item["builds"], "finding": finding}
        corpus_app = os.path.join(arguments.corpus, arguments.half, finding["app"])
        if finding["file"].endswith(".xml"):
            source, own = android_context(corpus_app, finding)
            language = "xml"
        else:
            source, own = catalog_context(corpus_app, finding, cache)
            language = "json"
        where = f"{finding['app'].replace('+', '/')}: {finding['file']}:{finding['line']}"
        if finding.get("column"):
            where += f":{finding['column']}"
        lines += [
            f"## {ident}",
            "",
            f"- where: `{where}`",
            f"- rule: `{finding['rule']}` ({finding['severity']})",
            f"- locale: `{finding['locale']}`; string: `{finding['id']}`"
            + (f"; variant: `{finding['variant']}`" if finding["variant"] else ""),
            f"- message: {finding['message']}",
            "",
        ]
        if source is not None:
            lines += ["Source entry:", "", f"```{language}", source, "```", ""]
        if own is not None:
            lines += [f"Entry of `{finding['locale']}`:", "", f"```{language}", own, "```", ""]
        if source is None and own is None:
            lines += ["(no single entry: the finding is about the file or the locale as a whole)", ""]
    with open(arguments.out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    with open(arguments.key, "w", encoding="utf-8") as handle:
        json.dump({"seed": arguments.seed, "perRule": PER_RULE, "items": key}, handle, indent=1, ensure_ascii=False)
    counts = {}
    for item in ordered:
        for build in item["builds"]:
            counts[(build, item["finding"]["rule"])] = counts.get((build, item["finding"]["rule"]), 0) + 1
    for (build, rule), count in sorted(counts.items()):
        print(f"{build:8} {rule:32} {count}")
    print(f"{len(ordered)} items")


if __name__ == "__main__":
    main()
