"""Writes the `slider-speech` wheel around a prebuilt binary (Scripts/build-wheel.sh runs it).

The wheel holds no Python: the binary goes in `{dist}-{version}.data/scripts/`, which an
installer copies into the environment's bin directory, so that `pip install slider-speech`
(or pipx, or pre-commit) puts `slider-speech` itself on the PATH and a run starts no
interpreter. Its licence files go in `.dist-info/licenses/`, which METADATA names.

    python3 build_binary_wheel.py --binary PATH --version 0.1.0 \
        --tag py3-none-manylinux_2_34_x86_64 --notice NOTICE --license LICENSE=path ... --output DIR
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wheelfile import normalized_name, write_wheel  # noqa: E402

NAME = "slider-speech"
SUMMARY = (
    "What a screen reader should say about sliders, and a validator of translation catalogs: "
    "the slider-speech tool as one Linux executable"
)

DESCRIPTION = """\
# slider-speech

The `slider-speech` command-line tool of the SliderSpeech Swift package, as one self-contained
executable for Linux x86_64 (glibc {floor} or later): no Swift toolchain, no system ICU or
libxml2. It works out what a screen reader should say about sliders in any locale ICU knows, and
validates translation catalogs (String Catalogs, Android string resources, catalog directories)
against ICU's plural rules and the source's format specifiers.

    pip install slider-speech          # or: pipx install slider-speech
    slider-speech validate App/Localizable.xcstrings android/app/src/main/res

The wheel holds no Python code: it installs the binary as `slider-speech` in the environment's
`bin` directory.

{notice}"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the built slider-speech executable")
    parser.add_argument("--version", required=True, help="the version slider-speech --version prints")
    parser.add_argument("--tag", required=True, help="the wheel's tag, such as py3-none-manylinux_2_34_x86_64")
    parser.add_argument("--floor", required=True, help="the oldest glibc the binary runs on, such as 2.34")
    parser.add_argument("--notice", required=True, help="the NOTICE text: what the binary bundles, under which licence")
    parser.add_argument(
        "--license", action="append", default=[], metavar="NAME=PATH",
        help="a licence file, stored as .dist-info/licenses/NAME (repeat)")
    parser.add_argument("--source-date", type=int, default=0, help="the time of every archive entry (Unix time)")
    parser.add_argument("--output", required=True, help="the directory the wheel is written into")
    arguments = parser.parse_args()

    with open(arguments.binary, "rb") as handle:
        binary = handle.read()
    with open(arguments.notice, encoding="utf-8") as handle:
        notice = handle.read()

    dist_info = "{}-{}.dist-info".format(normalized_name(NAME), arguments.version)
    data = "{}-{}.data".format(normalized_name(NAME), arguments.version)
    files = [(data + "/scripts/slider-speech", binary, True)]
    license_names = ["NOTICE"]
    files.append((dist_info + "/licenses/NOTICE", notice.encode("utf-8"), False))
    for pair in arguments.license:
        name, separator, path = pair.partition("=")
        if not separator or not name or not path:
            parser.error("--license takes NAME=PATH, not " + repr(pair))
        with open(path, "rb") as handle:
            files.append((dist_info + "/licenses/" + name, handle.read(), False))
        license_names.append(name)

    metadata = "Metadata-Version: 2.4\n"
    metadata += "Name: {}\nVersion: {}\nSummary: {}\n".format(NAME, arguments.version, SUMMARY)
    metadata += "".join("License-File: {}\n".format(name) for name in license_names)
    metadata += "Classifier: Environment :: Console\n"
    metadata += "Classifier: Operating System :: POSIX :: Linux\n"
    metadata += "Classifier: Topic :: Software Development :: Internationalization\n"
    metadata += "Classifier: Topic :: Software Development :: Localization\n"
    metadata += "Description-Content-Type: text/markdown\n\n"
    metadata += DESCRIPTION.format(floor=arguments.floor, notice=notice)

    path = write_wheel(
        arguments.output, NAME, arguments.version, arguments.tag, metadata, files,
        purelib=False, source_date=arguments.source_date)
    print(path)


if __name__ == "__main__":
    main()
