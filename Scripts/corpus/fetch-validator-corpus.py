#!/usr/bin/env python3
"""Fetch the real apps' translation files that the validator's precision is measured on.

Each line of validator-corpus.txt names a repository, a commit and a path in it (a String
Catalog, or an Android res directory). The files are taken from that commit and written under
OUT/<half>/<owner>+<name>/<path>, where <half> is `tuning` or `held-out`: the apps of each
format are shuffled with a seeded generator and the first half of each format is the tuning
half, so the split is the same on every machine. OUT/split.json records it.

The files stay outside the repository: they are other projects' work, read only to measure.

Usage:
    fetch-validator-corpus.py [--out DIR] [--list FILE] [--seed N] [--mirror DIR] [--cache DIR]

--mirror DIR takes a repository from DIR/<owner>+<name>/repo (a bare git directory) where it
exists; otherwise it is cloned (blobs on demand) into --cache and the commit is fetched.
"""

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261207


def read_list(path):
    entries = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = line.split(None, 3)
            if len(fields) != 4 or fields[0] not in ("xcstrings", "android"):
                sys.exit(f"{path}:{number}: expected FORMAT OWNER/NAME COMMIT PATH")
            kind, repo, commit, inner = fields
            if not re.fullmatch(r"[0-9a-f]{40}", commit):
                sys.exit(f"{path}:{number}: the commit is not 40 hexadecimal digits")
            entries.append({"format": kind, "repo": repo, "commit": commit, "path": inner})
    return entries


def split(entries, seed):
    """The tuning and held-out halves: each format shuffled by the seed, halved."""
    halves = {}
    for kind in ("xcstrings", "android"):
        apps = sorted(e["repo"] for e in entries if e["format"] == kind)
        random.Random(f"{seed}:{kind}").shuffle(apps)
        middle = (len(apps) + 1) // 2
        for index, repo in enumerate(apps):
            halves[repo] = "tuning" if index < middle else "held-out"
    return halves


def git(git_dir, *args, binary=False):
    result = subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, check=False)
    if result.returncode != 0:
        sys.exit(f"git {' '.join(args)} failed in {git_dir}: {result.stderr.decode(errors='replace').strip()}")
    return result.stdout if binary else result.stdout.decode("utf-8")


def repository(repo, commit, mirror, cache):
    slug = repo.replace("/", "+")
    if mirror:
        candidate = os.path.join(mirror, slug, "repo")
        if os.path.isdir(candidate):
            return candidate
    target = os.path.join(cache, slug + ".git")
    if not os.path.isdir(target):
        subprocess.run(
            ["git", "clone", "--bare", "--filter=blob:none", f"https://github.com/{repo}.git", target], check=True
        )
    present = subprocess.run(["git", "--git-dir", target, "cat-file", "-e", commit], capture_output=True)
    if present.returncode != 0:
        subprocess.run(["git", "--git-dir", target, "fetch", "origin", commit], check=True)
    return target


def wanted(entry, name):
    """Whether a file of the commit belongs to the entry."""
    if entry["format"] == "xcstrings":
        return name == entry["path"]
    prefix = entry["path"].rstrip("/") + "/"
    if not name.startswith(prefix):
        return False
    rest = name[len(prefix):].split("/")
    return (
        len(rest) == 2
        and re.fullmatch(r"values(-[^/]*)?", rest[0]) is not None
        and re.fullmatch(r"(strings|plurals)[^/]*\.xml", rest[1]) is not None
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="/work/corpus/validator")
    parser.add_argument("--list", default=os.path.join(HERE, "validator-corpus.txt"))
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--mirror", default=os.environ.get("CORPUS_MIRROR", "/work/.mirror"))
    parser.add_argument("--cache", default=os.path.join(os.path.expanduser("~"), ".cache", "validator-corpus"))
    arguments = parser.parse_args()

    entries = read_list(arguments.list)
    halves = split(entries, arguments.seed)
    os.makedirs(arguments.cache, exist_ok=True)
    record = {"seed": arguments.seed, "apps": []}
    for entry in entries:
        git_dir = repository(entry["repo"], entry["commit"], arguments.mirror, arguments.cache)
        half = halves[entry["repo"]]
        root = os.path.join(arguments.out, half, entry["repo"].replace("/", "+"))
        if os.path.isdir(root):
            shutil.rmtree(root)
        names = git(git_dir, "ls-tree", "-r", "--name-only", entry["commit"]).splitlines()
        files = [name for name in names if wanted(entry, name)]
        if not files:
            sys.exit(f"{entry['repo']}@{entry['commit']}: nothing at {entry['path']}")
        for name in files:
            data = git(git_dir, "show", f"{entry['commit']}:{name}", binary=True)
            path = os.path.join(root, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as handle:
                handle.write(data)
        record["apps"].append({**entry, "half": half, "files": len(files), "input": os.path.join(root, entry["path"])})
        print(f"{half:8} {entry['format']:9} {entry['repo']}: {len(files)} files")
    with open(os.path.join(arguments.out, "split.json"), "w", encoding="utf-8") as handle:
        json.dump(record, handle, indent=2)
        handle.write("\n")


if __name__ == "__main__":
    main()
