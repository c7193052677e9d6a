"""Write lc_memory/redact/data/confusables.txt: the lines of Unicode's confusables.txt (UTS #39)
that the scrub's look-alike fold reads, copied as published.

    python bench/confusables_data.py PATH/TO/confusables.txt PATH/TO/IdentifierType.txt

Kept: a source outside ASCII whose target is one ASCII letter or digit, that is a letter (a sign
such as ``×`` or ``∨`` or a native digit is no letter of a word: folded, it would join
``1024×768`` into one), whose NFKC form is itself (NFKC forms are folded before this table is
read), and that is either outside Latin script (Python's character name does not begin with
LATIN) or a Latin letter no modern orthography writes: its Identifier_Type in UTS #39's
IdentifierType.txt is Technical, Obsolete or Uncommon_Use (small capitals ``ᴄ ᴏ ꜱ``, IPA ``ɑ ɯ``),
not Recommended (Turkish ``ı``, Icelandic ``þ``, Ewe ``ʋ ɣ ƒ`` stay: letters of living
languages). A character Python's unicodedata does not name is left out. The files used are those
of Unicode 17.0.0, https://www.unicode.org/Public/security/17.0.0/confusables.txt (Date:
2025-07-22) and .../17.0.0/IdentifierType.txt (Date: 2025-08-04).
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "lc_memory" / "redact" / "data" / "confusables.txt"


def identifier_types(path: str) -> dict[int, set[str]]:
    """Code point -> its Identifier_Type values (IdentifierType.txt)."""
    types: dict[int, set[str]] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        fields = [f.strip() for f in line.split("#", 1)[0].split(";")]
        if len(fields) != 2:
            continue
        first, _, last = fields[0].partition("..")
        for cp in range(int(first, 16), int(last or first, 16) + 1):
            types[cp] = set(fields[1].split())
    return types


def kept(line: str, types: dict[int, set[str]]) -> bool:
    """Whether one data line of confusables.txt belongs to the fold."""
    fields = [f.strip() for f in line.split("#", 1)[0].split(";")]
    if len(fields) < 3 or len(fields[1].split()) != 1:
        return False
    source, target = chr(int(fields[0], 16)), chr(int(fields[1], 16))
    name = unicodedata.name(source, "")
    if (source.isascii() or not target.isascii() or not target.isalnum() or name == ""
            or not unicodedata.category(source).startswith("L")
            or unicodedata.normalize("NFKC", source) != source):
        return False
    if name.startswith("LATIN "):
        return not types.get(ord(source), {"Recommended"}) & {"Recommended", "Inclusion"}
    return True


def main(confusables: str, identifier_type: str) -> None:
    types = identifier_types(identifier_type)
    lines = Path(confusables).read_text(encoding="utf-8-sig").splitlines()
    header = [line for line in lines[:12] if line.startswith("#")]
    body = [line for line in lines if line and not line.startswith("#") and kept(line, types)]
    intro = [
        "# The look-alike letters the scrub folds to ASCII inside a word that mixes scripts",
        "# (lc_memory/redact/normalise.py): the lines of Unicode's confusables.txt whose source is a",
        "# letter outside ASCII, NFKC-stable, outside Latin script or a Latin letter of no modern",
        "# orthography (Identifier_Type Technical, Obsolete or Uncommon_Use in IdentifierType.txt),",
        "# and whose target is one ASCII letter or digit, copied as published by",
        "# bench/confusables_data.py.",
        "# Source: https://www.unicode.org/Public/security/17.0.0/confusables.txt",
        "# and https://www.unicode.org/Public/security/17.0.0/IdentifierType.txt (the selection)",
        "# Licence: Unicode License v3, https://www.unicode.org/license.txt",
        "#",
    ]
    OUT.write_text("\n".join(intro + header + body) + "\n", encoding="utf-8")
    print(f"{len(body)} lines -> {OUT}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
