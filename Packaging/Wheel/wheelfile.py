"""Writes a wheel: the zip archive of the binary distribution format (PEP 427), with its
.dist-info directory (METADATA, WHEEL, RECORD and the licence files).

Both of this repository's wheels are written here, with the standard library only, so that
building them needs nothing from a package index: the `slider-speech` wheel, whose content is
the prebuilt binary (build_binary_wheel.py), and the small package the pre-commit hook installs
(hook_backend.py).
"""

import base64
import csv
import hashlib
import io
import os
import re
import time
import zipfile


def normalized_name(name):
    """The distribution name as a wheel's file name and .dist-info directory spell it."""
    return re.sub(r"[-_.]+", "_", name).lower()


def record_hash(data):
    """The RECORD form of a file's digest: sha256, URL-safe base64 without padding."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode("ascii")


def zip_time(epoch):
    """A zip entry's date and time: the given Unix time in UTC, no earlier than 1980 (zip's epoch)."""
    stamp = time.gmtime(max(int(epoch), 315532800))
    return stamp[:6]


def write_wheel(directory, name, version, tag, metadata, files, purelib, source_date=0):
    """Writes `{name}-{version}-{tag}.whl` into `directory` and returns its path.

    - metadata: the text of METADATA (the core metadata, with its description).
    - files: (path in the archive, bytes, executable) for every file but the three that
      .dist-info always holds, which are written here; licence files go in
      `{dist}-{version}.dist-info/licenses/` and METADATA names them.
    - purelib: whether the wheel installs into purelib (`Root-Is-Purelib`).
    - source_date: the time every entry carries (the commit's time), so that the same inputs
      give the same bytes.
    """
    dist = normalized_name(name)
    dist_info = "{}-{}.dist-info".format(dist, version)
    wheel_text = "Wheel-Version: 1.0\nGenerator: SliderSpeech Packaging/Wheel\nRoot-Is-Purelib: {}\n".format(
        "true" if purelib else "false"
    )
    python_tags, abi_tags, platform_tags = tag.split("-")
    for python in python_tags.split("."):
        for abi in abi_tags.split("."):
            for platform in platform_tags.split("."):
                wheel_text += "Tag: {}-{}-{}\n".format(python, abi, platform)

    entries = list(files) + [
        (dist_info + "/METADATA", metadata.encode("utf-8"), False),
        (dist_info + "/WHEEL", wheel_text.encode("utf-8"), False),
    ]
    paths = [path for path, _, _ in entries]
    if len(set(paths)) != len(paths):
        raise ValueError("a path is given twice: " + ", ".join(sorted(p for p in paths if paths.count(p) > 1)))

    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for path, data, _ in entries:
        writer.writerow([path, record_hash(data), str(len(data))])
    writer.writerow([dist_info + "/RECORD", "", ""])
    entries.append((dist_info + "/RECORD", record.getvalue().encode("utf-8"), False))

    filename = "{}-{}-{}.whl".format(dist, version, tag)
    os.makedirs(directory, exist_ok=True)
    target = os.path.join(directory, filename)
    partial = target + ".partial"
    with zipfile.ZipFile(partial, "w") as archive:
        for path, data, executable in entries:
            info = zipfile.ZipInfo(path, date_time=zip_time(source_date))
            info.external_attr = (0o100755 if executable else 0o100644) << 16
            archive.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    os.replace(partial, target)
    return target
