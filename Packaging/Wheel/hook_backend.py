"""The build backend (PEP 517) of the small package at this repository's root, which the
pre-commit hook `slider-speech-validate-prebuilt` installs.

pre-commit installs a `language: python` hook by running `pip install .` in its clone of the
hook's repository. The package that makes holds no code: it depends on the `slider-speech`
wheel of the same version, the prebuilt binary, so the hook runs that binary and nothing is
built from Swift. The version is the tool's own (`SliderSpeechTool.version` in the Swift
source), so a `rev:` names the hook and the binary together.

The backend needs nothing but the standard library (pyproject.toml requires nothing), so pip
installs the hook from a package index that holds only the binary's wheel, or from a directory
of wheels with no index at all (PIP_NO_INDEX, PIP_FIND_LINKS).
"""

import io
import os
import re
import sys
import tarfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wheelfile import normalized_name, write_wheel  # noqa: E402

NAME = "slider-speech-pre-commit"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VERSION_SOURCE = os.path.join("Sources", "SliderSpeechCLI", "SliderSpeechTool.swift")
# What an sdist carries: enough to build this wheel again.
SDIST_FILES = [
    "pyproject.toml", "LICENSE", VERSION_SOURCE,
    os.path.join("Packaging", "Wheel", "hook_backend.py"), os.path.join("Packaging", "Wheel", "wheelfile.py"),
]


def version():
    """The tool's version, as `slider-speech --version` prints it."""
    with open(os.path.join(ROOT, VERSION_SOURCE), encoding="utf-8") as handle:
        match = re.search(r'static let version = "([^"]+)"', handle.read())
    if match is None:
        raise RuntimeError("no `static let version = \"…\"` in " + VERSION_SOURCE)
    return match.group(1)


def metadata():
    text = "Metadata-Version: 2.4\nName: {}\nVersion: {}\n".format(NAME, version())
    text += "Summary: The pre-commit hook slider-speech-validate-prebuilt: the prebuilt slider-speech binary\n"
    text += "License-File: LICENSE\n"
    text += "Requires-Dist: slider-speech=={}\n".format(version())
    return text


def source_date():
    return int(os.environ.get("SOURCE_DATE_EPOCH", "0") or 0)


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    dist_info = "{}-{}.dist-info".format(normalized_name(NAME), version())
    with open(os.path.join(ROOT, "LICENSE"), "rb") as handle:
        files = [(dist_info + "/licenses/LICENSE", handle.read(), False)]
    path = write_wheel(
        wheel_directory, NAME, version(), "py3-none-any", metadata(), files, purelib=True, source_date=source_date())
    return os.path.basename(path)


def build_sdist(sdist_directory, config_settings=None):
    base = "{}-{}".format(normalized_name(NAME), version())
    filename = base + ".tar.gz"
    os.makedirs(sdist_directory, exist_ok=True)
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz", format=tarfile.PAX_FORMAT) as archive:
        entries = [("PKG-INFO", metadata().encode("utf-8"))]
        for relative in SDIST_FILES:
            with open(os.path.join(ROOT, relative), "rb") as handle:
                entries.append((relative.replace(os.sep, "/"), handle.read()))
        for relative, data in entries:
            info = tarfile.TarInfo(base + "/" + relative)
            info.size = len(data)
            info.mtime = source_date()
            info.mode = 0o644
            archive.addfile(info, io.BytesIO(data))
    return filename
