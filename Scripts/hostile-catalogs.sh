#!/usr/bin/env bash
# Writes the hostile catalogs that validate's performance limits are measured on:
#
#   Scripts/hostile-catalogs.sh OUTDIR
#
#   OUTDIR/catalog/Localizable.xcstrings   a String Catalog of 10,000 entries in 30 languages,
#                                          each entry in 5 of them (about 4 MB)
#   OUTDIR/catalog/Full.xcstrings          the same with every entry in all 30 (about 18 MB)
#   OUTDIR/oneline-1mb/res/values*/strings.xml   one line of about 1 MB in values/ and values-fr/
#   OUTDIR/oneline-N/res/values*/strings.xml     one line of N strings (N = 10000 20000 40000)
#
# Then, on the release build: time slider-speech validate OUTDIR/catalog/Localizable.xcstrings
# (and each res folder). Every string has a specifier and a plural every tenth entry, so each
# check runs; every file is valid, so the time is the validator's, not a failure's.
set -euo pipefail
if [ $# -ne 1 ]; then
    echo "usage: Scripts/hostile-catalogs.sh OUTDIR" >&2
    exit 2
fi
out=$1
mkdir -p "$out/catalog"
languages=(en ar bg ca cs da de el es fi fr he hi hr hu id it ja ko nb nl pl pt-BR pt-PT ro ru sk sv tr uk)

# A String Catalog of 10,000 entries, compact as a tool writes it: every entry in the source and
# `per` more of the 29 other languages, in turn, so that each of the 30 languages appears.
catalog() {
    local file=$1 per=$2
    awk -v langs="${languages[*]}" -v per="$per" 'BEGIN {
        n = split(langs, l, " ")
        printf "{\"sourceLanguage\":\"en\",\"strings\":{"
        for (i = 0; i < 10000; i++) {
            printf "%s\"entry.%05d %%@\":{\"localizations\":{", (i > 0) ? "," : "", i
            for (k = 0; k <= per; k++) {
                j = (k == 0) ? 1 : 2 + (i * per + k - 1) % (n - 1)
                if (k > 0) printf ","
                if (i % 10 == 0) {
                    printf "\"%s\":{\"variations\":{\"plural\":{", l[j]
                    printf "\"one\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%%lld item %d\"}},", i
                    printf "\"other\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%%lld items %d\"}}}}}", i
                } else {
                    printf "\"%s\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Text %d %s %%@\"}}", l[j], i, l[j]
                }
            }
            printf "}}"
        }
        printf "},\"version\":\"1.0\"}\n"
    }' > "$file"
}
catalog "$out/catalog/Localizable.xcstrings" 4
catalog "$out/catalog/Full.xcstrings" 29

# One line of `count` strings, each `<string name="sNNNNN">Text NNNNN: %1$s</string>`.
oneline() {
    local dir=$1 count=$2 text=$3
    mkdir -p "$dir/res/values" "$dir/res/values-fr"
    for folder in values values-fr; do
        awk -v count="$count" -v text="$text" -v folder="$folder" 'BEGIN {
            printf "<?xml version=\"1.0\" encoding=\"utf-8\"?><resources>"
            for (i = 0; i < count; i++) printf "<string name=\"s%06d\">%s %d (%s): %%1$s</string>", i, text, i, folder
            printf "</resources>\n"
        }' > "$dir/res/$folder/strings.xml"
    done
}
# About 1 MB: 12,300 strings of about 81 bytes.
oneline "$out/oneline-1mb" 12300 "A string of text for the line"
for count in 10000 20000 40000; do oneline "$out/oneline-$count" "$count" "Text"; done
ls -l "$out"/catalog/*.xcstrings "$out"/oneline-*/res/values/strings.xml
