#!/usr/bin/env python3
"""Score a judge's verdicts on a sample drawn by sample-for-judge.py.

Prints, per rule of the build under test, the judged findings, how many were false, and the
share, with the overall share weighted by each rule's number of findings; and lists every
finding judged true in the sample of the earlier build that the build under test no longer
reports (matched by app, file, line, rule, locale, string and variant; the message may differ).

A judged item counts for the build under test when a build it was drawn from is one of the
--after-name builds and the reports under --after still have it, message and all: a later
build (final) is scored with the first sample's items it still reports and a supplementary
sample of what it adds (sample-for-judge.py --new-against), each key with its verdicts.

Usage:
    check-judged.py --key key.json --verdicts verdicts.tsv --after DIR [--before-name before]
        [--after-name after]
    check-judged.py --key key.json --key key-2.json --verdicts verdicts.tsv \
        --verdicts verdicts-2.tsv --after runs/final/held-out --after-name after --after-name final

The verdicts file has one line a finding: `ID<TAB>true|false<TAB>reason`.
Exit status 1 when a rule judged on is over 5% false, the weighted share is over 2%, or a
finding judged true in the earlier build's sample is gone.
"""

import argparse
import collections
import glob
import json
import os
import sys


def load(directory):
    findings = collections.Counter()
    whole = collections.Counter()
    totals = collections.Counter()
    for path in sorted(glob.glob(os.path.join(directory, "*.json"))):
        app = os.path.basename(path)[: -len(".json")]
        with open(path, encoding="utf-8") as handle:
            report = json.load(handle)
        for finding in report["findings"]:
            findings[place(finding, app)] += 1
            whole[place(finding, app) + (finding["message"],)] += 1
            totals[finding["rule"]] += 1
    return findings, whole, totals


def place(finding, app=None):
    return (app or finding["app"], finding["file"], finding["line"], finding["rule"], finding["locale"], finding["id"],
            finding["variant"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--key", required=True, action="append", help="a key file; give each key drawn")
    parser.add_argument("--verdicts", required=True, action="append", help="a verdicts file; give each")
    parser.add_argument("--after", required=True, help="the build under test's JSON reports")
    parser.add_argument("--before-name", default="before")
    parser.add_argument("--after-name", action="append", help="the builds whose items count (default: after)")
    arguments = parser.parse_args()
    after_names = set(arguments.after_name or ["after"])

    key = {}
    for path in arguments.key:
        with open(path, encoding="utf-8") as handle:
            items = json.load(handle)["items"]
        clash = set(items) & set(key)
        if clash:
            sys.exit(f"{path}: IDs already in another key: {', '.join(sorted(clash)[:5])}")
        key.update(items)
    verdicts = {}
    for path in arguments.verdicts:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                fields = line.rstrip("\n").split("\t")
                if len(fields) >= 2 and fields[0] in key:
                    verdicts[fields[0]] = (
                        fields[1].strip().lower().startswith("true"), fields[2] if len(fields) > 2 else "")
    missing = sorted(set(key) - set(verdicts))
    if missing:
        print(f"no verdict for {len(missing)} items: {', '.join(missing[:10])}{' …' if len(missing) > 10 else ''}")

    reported, reported_whole, totals = load(arguments.after)
    judged = collections.Counter()
    false = collections.Counter()
    failed = False
    for ident, item in key.items():
        if ident not in verdicts or not after_names & set(item["builds"]):
            continue
        if reported_whole[place(item["finding"]) + (item["finding"]["message"],)] == 0:
            continue
        rule = item["finding"]["rule"]
        judged[rule] += 1
        if not verdicts[ident][0]:
            false[rule] += 1
    print(f"{'rule':32} {'findings':>8} {'judged':>6} {'false':>5} {'share':>6}")
    weighted = 0.0
    for rule in sorted(judged):
        share = false[rule] / judged[rule]
        weighted += share * totals[rule]
        mark = " over 5%" if share > 0.05 else ""
        failed |= share > 0.05
        print(f"{rule:32} {totals[rule]:8} {judged[rule]:6} {false[rule]:5} {share:6.1%}{mark}")
    overall = weighted / max(1, sum(totals[rule] for rule in judged))
    failed |= overall > 0.02
    print(f"weighted by rule: {overall:.2%}{' over 2%' if overall > 0.02 else ''}")

    gone = []
    for ident, item in sorted(key.items()):
        if arguments.before_name not in item["builds"] or ident not in verdicts or not verdicts[ident][0]:
            continue
        if reported[place(item["finding"])] == 0:
            gone.append((ident, item["finding"]))
    print(f"judged true in the {arguments.before_name} sample and no longer reported: {len(gone)}")
    for ident, finding in gone:
        print(f"  {ident} {finding['app']} {finding['file']}:{finding['line']} {finding['rule']} {finding['locale']} "
              f"{finding['id']} {finding['variant'] or ''}: {finding['message']}")
    failed |= bool(gone)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
