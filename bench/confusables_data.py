"""Write lc_memory/redact/data/confusables.txt: the lines of Unicode's confusables.txt (UTS #39)
that the scrub's look-alike fold reads, copied as published.

    python bench/confusables_data.py PATH/TO/confusables.txt

Kept: a source outside ASCII whose target is one ASCII letter or digit, that is a letter (a sign
such as ``×`` or ``∨`` or a native digit is no letter of a word: folded, it would join
``1024×768`` into one), whose NFKC form is itself (NFKC forms are folded before this table is
read) and whose script is not Latin (Python's character name does not begin with LATIN: ``ı``
and ``ɑ`` are letters of one script, not a mix; a character Python's unicodedata does not name
is left out too). The source used is the file of
Unicode 17.0.0 (Date: 2025-07-22), https://www.unicode.org/Public/security/17.0.0/confusables.txt
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "lc_memory" / "redact" / "data" / "confusables.txt"


def kept(line: str) -> bool:
    """Whether one data line of confusables.txt belongs to the fold."""
    fields = [f.strip() for f in line.split("#", 1)[0].split(";")]
    if len(fields) < 3 or len(fields[1].split()) != 1:
        return False
    source, target = chr(int(fields[0], 16)), chr(int(fields[1], 16))
    name = unicodedata.name(source, "")
    return (not source.isascii() and target.isascii() and target.isalnum() and name != ""
            and unicodedata.category(source).startswith("L") and not name.startswith("LATIN ")
            and unicodedata.normalize("NFKC", source) == source)


def main(path: str) -> None:
    lines = Path(path).read_text(encoding="utf-8-sig").splitlines()
    header = [line for line in lines[:12] if line.startswith("#")]
    body = [line for line in lines if line and not line.startswith("#") and kept(line)]
    intro = [
        "# The look-alike letters the scrub folds to ASCII inside a word that mixes scripts",
        "# (lc_memory/redact/normalise.py): the lines of Unicode's confusables.txt whose source is a",
        "# letter outside ASCII and outside Latin script, NFKC-stable, and whose target is one",
        "# ASCII letter or digit, copied as published by bench/confusables_data.py.",
        "# Source: https://www.unicode.org/Public/security/17.0.0/confusables.txt",
        "# Licence: Unicode License v3, https://www.unicode.org/license.txt",
        "#",
    ]
    OUT.write_text("\n".join(intro + header + body) + "\n", encoding="utf-8")
    print(f"{len(body)} lines -> {OUT}")


if __name__ == "__main__":
    main(sys.argv[1])
