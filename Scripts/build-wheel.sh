#!/usr/bin/env bash
# Builds the `slider-speech` wheel: the tool as one self-contained Linux x86_64 executable, in a
# Python wheel that pip, pipx and pre-commit install in seconds, with no Swift toolchain.
#
# The binary is a release build linked with ICU (and its data), libxml2, zlib, liblzma, libstdc++
# and the Swift runtime from their static archives, so that it loads only glibc's libraries and
# libgcc_s, all of which a manylinux policy allows. Package.swift links it so with
# SLIDER_SPEECH_PORTABLE_BINARY=1 (no packed relocations, hypotf bound to glibc's first version:
# glibc 2.34 and later); this script points pkg-config at .pc files whose `-l` flags find the
# static archives first. The ordinary `swift build` is unchanged. The wheel's tag names the
# highest glibc symbol version the binary needs (manylinux_2_34 on Debian 12), and it carries
# the notices of everything the binary holds.
#
#   Scripts/build-wheel.sh [--output DIR] [--scratch-path DIR]
#
#   --output DIR        where the wheel is written (default: dist)
#   --scratch-path DIR  SwiftPM's build directory (default: .build/wheel). Its compiler flags are
#                       Scripts/valgrind.sh's (no debug information: the shipped binary is
#                       stripped), so CI passes .build/valgrind and only the link is done again.
#
# Needs (Debian 12): the Swift toolchain, libicu-dev, libxml2-dev, zlib1g-dev, liblzma-dev,
# libstdc++-12-dev, pkg-config, binutils (readelf, objdump) and python3.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
output="$root/dist"
scratch="$root/.build/wheel"
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
        --scratch-path) scratch=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
        -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
        *) echo "usage: Scripts/build-wheel.sh [--output DIR] [--scratch-path DIR]" >&2; exit 2 ;;
    esac
done
say() { printf 'build-wheel: %s\n' "$*"; }
fail() { printf 'build-wheel: error: %s\n' "$*" >&2; exit 1; }
started=$(date +%s)

if ! git -C "$root" diff --quiet HEAD -- 2>/dev/null; then
    say "warning: the working tree differs from HEAD; the wheel holds the working tree"
fi
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")

# The static archives, each a symbolic link in one directory that the .pc files put first on
# the linker's search path: `-licuuc` (from pkg-config) and `-lxml2` (from CLibXML2's module
# map) find libicuuc.a and libxml2.a there before the shared libraries, and the Swift runtime's
# `-lstdc++` finds libstdc++.a.
portable="$scratch/portable"
rm -rf "$portable"
mkdir -p "$portable/lib" "$portable/pkgconfig"
archive() {
    local path=$1 package=$2
    [ -f "$path" ] || fail "no $path: install $package (apt-get install $package)"
    ln -s "$path" "$portable/lib/$(basename "$path")"
}
libdir=$(pkg-config --variable=libdir icu-uc) || fail "pkg-config finds no icu-uc: install libicu-dev"
for name in icuuc icui18n icudata; do archive "$libdir/lib$name.a" libicu-dev; done
archive "$(pkg-config --variable=libdir libxml-2.0)/libxml2.a" libxml2-dev
archive "$libdir/libz.a" zlib1g-dev
archive "$libdir/liblzma.a" liblzma-dev
libstdcxx=$("$toolchain/clang" -print-file-name=libstdc++.a)
[ "$libstdcxx" != libstdc++.a ] || fail "the toolchain's clang finds no libstdc++.a: install libstdc++-12-dev"
archive "$(readlink -f "$libstdcxx")" libstdc++-12-dev

# The .pc files: the system's own, with Libs (and Libs.private, which a static link needs) on
# the static directory. Cflags stay as they are, so the compile commands are the ordinary ones.
static_pc() {
    local module=$1 source
    source="$(pkg-config --variable=pcfiledir "$module")/$module.pc"
    awk -v lib="$portable/lib" '
        /^Libs:/ { sub(/^Libs:[ \t]*/, ""); libs = $0; next }
        /^Libs\.private:/ { sub(/^Libs\.private:[ \t]*/, ""); private = $0; next }
        { print }
        END {
            n = split(libs, words, /[ \t]+/); kept = ""
            for (i = 1; i <= n; i++) if (words[i] != "" && words[i] !~ /^-L/) kept = kept " " words[i]
            print "Libs: -L" lib kept " " private
        }' "$source" >"$portable/pkgconfig/$module.pc"
}
for module in icu-uc icu-i18n libxml-2.0; do static_pc "$module"; done

say "swift build -c release --product slider-speech (static link) in $scratch"
SLIDER_SPEECH_PORTABLE_BINARY=1 PKG_CONFIG_PATH="$portable/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
    swift build --package-path "$root" -c release --product slider-speech --scratch-path "$scratch" --disable-local-rpath \
    -Xswiftc -gnone -Xcc -g0 -Xcxx -g0 >"$portable/build.log" 2>&1 || { cat "$portable/build.log" >&2; fail "the build failed"; }
binary="$portable/slider-speech"
"$toolchain/llvm-objcopy" --strip-all "$scratch/release/slider-speech" "$binary"

# What the binary loads: glibc's libraries and libgcc_s only, and from the system's directories
# (--disable-local-rpath: no RUNPATH $ORIGIN, which would have the loader look for libc.so.6 first
# in the directory the binary is installed in, a virtual environment's bin).
if readelf -dW "$binary" | grep -qE '\((RPATH|RUNPATH)\)'; then
    fail "the binary has a search path for libraries: $(readelf -dW "$binary" | grep -E '\((RPATH|RUNPATH)\)')"
fi
needed=$(readelf -dW "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | tr '\n' ' ')
for library in $needed; do
    case "$library" in
        libc.so.6|libm.so.6|libgcc_s.so.1|libpthread.so.0|libdl.so.2|librt.so.1|ld-linux-x86-64.so.2) ;;
        *) fail "the binary loads $library (needed: $needed): a static archive was not used; see $portable/build.log" ;;
    esac
done

# The glibc floor: the highest GLIBC_2.N version the binary needs. GLIBC_ABI_DT_RELR (packed
# relocations) would mean 2.36.
versions=$(objdump -p "$binary" | sed -n '/^Version References:/,$p' | awk '$NF ~ /^GLIBC/ { print $NF }' | sort -u)
if grep -q GLIBC_ABI_DT_RELR <<<"$versions"; then fail "the binary has packed relocations (glibc 2.36 and later)"; fi
minor=$(sed -n 's/^GLIBC_2\.\([0-9]*\).*/\1/p' <<<"$versions" | sort -n | tail -1)
floor="2.$minor"
tag="py3-none-manylinux_2_${minor}_x86_64"
raising=$(objdump -T "$binary" | awk -v v="(GLIBC_$floor)" '$0 ~ v { print $NF }' | sort -u | tr '\n' ' ')
say "glibc floor $floor (GLIBC_$floor: $raising)"

# The binary finds its ICU data with no environment: the data is in it.
version_line=$(env -i "$binary" --version) || fail "the binary does not run"
icu=$(sed -n 's/.*(ICU \([^,]*\), CLDR \([^)]*\)).*/\1/p' <<<"$version_line")
cldr=$(sed -n 's/.*(ICU \([^,]*\), CLDR \([^)]*\)).*/\2/p' <<<"$version_line")
version=$(awk '{ print $2 }' <<<"$version_line")
[ -n "$icu" ] && [ -n "$cldr" ] || fail "slider-speech --version printed '$version_line', without ICU's and CLDR's versions"
say "$version_line"

# The notices of what the binary holds.
notices="$portable/licenses"
mkdir -p "$notices"
debian() { dpkg-query -W -f '${Version}' "$1" 2>/dev/null || echo "?"; }
icu_license="$(pkg-config --variable=prefix icu-uc)/share/icu/$(pkg-config --modversion icu-uc)/LICENSE"
gcc_copyright=/usr/share/doc/libstdc++6/copyright
for file in "$icu_license" /usr/share/doc/libxml2/copyright /usr/share/doc/zlib1g/copyright \
    /usr/share/doc/liblzma5/copyright "$toolchain/../share/swift/LICENSE.txt" "$gcc_copyright"; do
    [ -f "$file" ] || fail "no $file: the notice of a library the binary holds"
done
awk '/^GCC RUNTIME LIBRARY EXCEPTION/ { on = 1 } on { print } on && /requirements of the license of GCC\./ { exit }' \
    "$gcc_copyright" >"$notices/gcc-runtime-library-exception"
grep -q "Grant of Additional Permission" "$notices/gcc-runtime-library-exception" \
    || fail "no GCC Runtime Library Exception in $gcc_copyright"
gcc_major=$(basename "$(dirname "$(readlink -f "$libstdcxx")")")
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([^ ]*\).*/\1/p' | head -1)
cat >"$notices/NOTICE" <<EOF
slider-speech $version for Linux x86_64 (glibc $floor or later)

Besides slider-speech's own code (Apache License 2.0: LICENSE), the executable holds these
libraries, linked from their static archives. Each licence file named is beside this one.

- ICU $icu, with its data (CLDR $cldr): ICU's licence, the Unicode License, and the notices of
  the data ICU includes (ICU-LICENSE)
- libxml2 $(pkg-config --modversion libxml-2.0): MIT (libxml2-copyright)
- zlib $(pkg-config --modversion zlib): the zlib licence (zlib-copyright)
- liblzma $(pkg-config --modversion liblzma): public domain (liblzma-copyright)
- the Swift $swift_version standard library and runtime, Dispatch and BlocksRuntime: Apache License
  2.0 with the Runtime Library Exception (swift-LICENSE.txt)
- libstdc++ and libgcc of GCC $gcc_major: GPL 3 with the GCC Runtime Library Exception 3.1, which
  permits this use (gcc-runtime-library-exception)

It was built on Debian with the packages libicu-dev $(debian libicu-dev), libxml2-dev $(debian libxml2-dev),
zlib1g-dev $(debian zlib1g-dev), liblzma-dev $(debian liblzma-dev) and libstdc++-$gcc_major-dev $(debian "libstdc++-$gcc_major-dev"),
whose sources Debian publishes. At run time it loads only glibc's libraries and libgcc_s.
EOF

rm -f "$output"/slider_speech-*.whl
wheel=$(python3 "$root/Packaging/Wheel/build_binary_wheel.py" --binary "$binary" --version "$version" --tag "$tag" \
    --floor "$floor" --notice "$notices/NOTICE" --license LICENSE="$root/LICENSE" --license ICU-LICENSE="$icu_license" \
    --license libxml2-copyright=/usr/share/doc/libxml2/copyright --license zlib-copyright=/usr/share/doc/zlib1g/copyright \
    --license liblzma-copyright=/usr/share/doc/liblzma5/copyright \
    --license swift-LICENSE.txt="$toolchain/../share/swift/LICENSE.txt" \
    --license gcc-runtime-library-exception="$notices/gcc-runtime-library-exception" \
    --source-date "$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 0)" --output "$output")
size() { stat -c %s "$1" | awk '{ printf "%.1f MB (%d bytes)", $1 / 1000000, $1 }'; }
say "binary: $(size "$binary"), loads: $needed"
say "wheel:  $(size "$wheel")"
say "$wheel ($(($(date +%s) - started)) s)"
