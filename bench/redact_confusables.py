"""Look-alike letters in real key names: how many secrets the scrub still catches (issue 33).

Run from a checkout (it imports that checkout's lc_memory), with the path of Unicode's
confusables.txt (UTS #39, as published):

    python bench/redact_confusables.py CONFUSABLES.TXT [--show N]

Cases: the dev batches of bench/corpora/secrets-configs (never the *-held files) and
../shared/data/corpora/secrets.jsonl. For each secret, the key name is the identifier that
stands nearest before it on its line; only names the key-name model reads as naming a secret
are kept (real names from real files: ``DB_PASSWORD``, ``client_secret``...). Each name is then
disguised, one script family at a time, by the look-alikes confusables.txt lists for its Latin
letters (Cyrillic, Greek, Armenian, Cherokee, fullwidth; mathematical letters, Latin-script
look-alikes such as ``ɑ`` and the other scripts (Lisu, Coptic, Canadian...) measured beside):
``one`` (the first letter that has a look-alike in that family), ``all`` (every such letter). A secret is caught when ``redact_secrets`` leaves none of its fingerprints. Reported per
family and form, over the secrets the checkout catches with the name as written.

Figures, 5 Dec 2026 (confusables.txt 17.0.0; 286 secrets under a secret-naming key, 284 caught
as written), caught with the name disguised, feec104 (before the fold) -> after:

    Cyrillic   one 156/284 (54.9%) -> 284/284    all  52/284 (18.3%) -> 283/284
    Greek      one 153/284 (53.9%) -> 284/284    all  52/284 (18.3%) -> 283/284
    Armenian   one 139/260 (53.5%) -> 260/260    all  82/260 (31.5%) -> 260/260
    Cherokee   one 152/277 (54.9%) -> 277/277    all  56/277 (20.2%) -> 276/277
    fullwidth, mathematical: 284/284 before and after (NFKC)
    other scripts (Lisu, Coptic...) one 191/284 -> 284/284, all 58/284 -> 284/284
    targeted (Cyrillic, Greek, Armenian, Cherokee, fullwidth) 1410/2778 (50.8%) -> 2775/2778 (99.9%)
    Latin-script look-alikes: one 148/272 (54.4%) -> 207/272 (76.1%), all 70/272 (25.7%) -> 146/272
    (53.7%): the Latin letters no modern orthography writes are folded (ɑ, ꜱ, ᴏ, ꬲ), those of
    living languages are not (Icelandic þ for p, Turkish ı for i, Ewe ɣ for y): MISSED by design

The 3 left of the targeted: a PEM header's KEY written all in look-alikes (-----BEGIN PRIVATE КЕУ-----): a weak
word alone, not joined to another nor given a value by "=", stays as written.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(os.getcwd())
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from lc_memory.redact.engine import redact_secrets  # noqa: E402
from lc_memory.redact.keys import key_word  # noqa: E402
import secrets_configs as sc  # noqa: E402

FAMILIES = ("CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "FULLWIDTH", "MATHEMATICAL", "LATIN", "OTHER")
# folded by the scrub as a mixed-script word (the rest: NFKC forms, and the two measured beside)
TARGETED = ("CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "FULLWIDTH")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*[A-Za-z0-9]")


def family(ch: str) -> str:
    name = unicodedata.name(ch, "")
    if name.startswith("FULLWIDTH"):
        return "FULLWIDTH"
    first = name.split(" ")[0]
    return first if first in FAMILIES else "OTHER"


def lookalikes(path: str) -> dict[str, dict[str, str]]:
    """family -> ASCII letter -> its first look-alike letter in that family (confusables.txt)."""
    out: dict[str, dict[str, str]] = collections.defaultdict(dict)
    for line in Path(path).read_text("utf-8-sig").splitlines():
        fields = [f.strip() for f in line.split("#", 1)[0].split(";")]
        if len(fields) < 3 or len(fields[1].split()) != 1:
            continue
        source, target = chr(int(fields[0], 16)), chr(int(fields[1], 16))
        if source.isascii() or not target.isascii() or not target.isalpha():
            continue
        if not unicodedata.category(source).startswith("L"):
            continue
        if target == "l":  # the file's prototype for I is l: a capital look-alike stands for I
            target = "I" if source.isupper() else "l"
        if unicodedata.normalize("NFKC", source) not in (source, target):
            continue  # a mathematical letter: NFKC to another look-alike
        out[family(source)].setdefault(target, source)
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz":  # fullwidth: NFKC forms
        out["FULLWIDTH"].setdefault(letter, chr(ord(letter) + 0xFEE0))
    return out


def disguise(name: str, table: dict[str, str], every: bool) -> str | None:
    chars = list(name)
    hit = False
    for i, c in enumerate(chars):
        if c in table:
            chars[i] = table[c]
            hit = True
            if not every:
                break
    return "".join(chars) if hit else None


def key_before(text: str, value: str) -> tuple[int, int] | None:
    at = text.find(value)
    if at < 0:
        return None
    line_start = text.rfind("\n", 0, at) + 1
    names = list(_NAME.finditer(text, line_start, at))
    if not names and line_start > 0:  # a value on the line under its key (YAML block, PEM)
        prev = text.rfind("\n", 0, line_start - 1) + 1
        names = list(_NAME.finditer(text, prev, line_start))
    return names[-1].span() if names else None


def caught(text: str, value: str) -> bool:
    out = redact_secrets(text)
    return not any(fp in out for fp in sc.fingerprints(value))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("confusables")
    ap.add_argument("--show", type=int, default=0, help="print up to N misses")
    args = ap.parse_args(argv)
    table = lookalikes(args.confusables)
    dev = sorted((ROOT / "bench" / "corpora" / "secrets-configs").glob("*-dev.jsonl"))
    cases = [("configs", c) for c in sc.batch_rows(dev)] + [("shared", c) for c in sc.shared_rows()]
    tally: dict[tuple[str, str], list[int]] = collections.defaultdict(lambda: [0, 0])
    names = base = 0
    misses = []
    for origin, case in cases:
        for value in case["secrets"]:
            span = key_before(case["text"], value)
            if span is None:
                continue
            name = case["text"][span[0]:span[1]]
            if key_word(name) is None:
                continue
            names += 1
            if not caught(case["text"], value):
                continue  # missed as written: a look-alike is not why
            base += 1
            for fam in FAMILIES:
                for form in ("one", "all"):
                    new = disguise(name, table[fam], form == "all")
                    if new is None:
                        continue
                    text = case["text"][:span[0]] + new + case["text"][span[1]:]
                    ok = caught(text, value)
                    tally[(fam, form)][0] += ok
                    tally[(fam, form)][1] += 1
                    if not ok:
                        misses.append((fam, form, case["id"], new))
    print(f"secrets under a secret-naming key: {names}; caught as written: {base}")
    for (fam, form), (ok, n) in sorted(tally.items(), key=lambda kv: (FAMILIES.index(kv[0][0]), kv[0][1])):
        print(f"  {fam:10} {form:4} caught {ok:4}/{n:<4} {ok / n:6.1%}")
    ok = sum(v[0] for k, v in tally.items() if k[0] in TARGETED)
    n = sum(v[1] for k, v in tally.items() if k[0] in TARGETED)
    print(f"  targeted (Cyrillic, Greek, Armenian, Cherokee, fullwidth): {ok}/{n} {ok / n:.1%}")
    for m in misses[:args.show]:
        print("  miss", *m)


if __name__ == "__main__":
    main()
