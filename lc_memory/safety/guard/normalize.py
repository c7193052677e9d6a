"""The text the guard's rules see: the cheap evasions undone before any rule runs.

:func:`normalize_for_match` applies NFKC, removes format (Cf), tag and combining (Mn)
characters, takes a confusables skeleton (Cyrillic/Greek/... look-alikes inside
Latin-looking words become Latin, from Unicode's confusables data as shipped by
``confusable_homoglyphs``) and folds white space. :func:`normalize_native` is the same
reading with words made only of look-alikes kept as written ("Не запускай" stays
Russian); the classifier tries it when the Latin reading finds nothing. :func:`fold_marks`
is the diacritic folding alone; the rules are compiled through it, so they can be
written with or without diacritics.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["fold_marks", "normalize_for_match", "normalize_native"]

_QUOTES = {0x2018: "'", 0x2019: "'", 0x201A: "'", 0x201B: "'", 0x2032: "'", 0x02BC: "'",
           0x201C: '"', 0x201D: '"', 0x201E: '"', 0x201F: '"', 0x00AB: '"', 0x00BB: '"'}
# Invisible letters that are not Cf (Hangul fillers, the braille blank) and pipe look-alikes
_EXTRA = {0x115F: None, 0x1160: None, 0x3164: None, 0xFFA0: None, 0x2800: None,
          0x01C0: "|", 0x05C0: "|", 0x2223: "|", 0x2502: "|", 0x23D0: "|", 0x2758: "|", 0xFFE8: "|"}
_TAGS = re.compile("[\U000e0020-\U000e007e]+")
_UNTAG = {c: c - 0xE0000 for c in range(0xE0020, 0xE007F)}
_KEEP_MARKS = frozenset("\u3099\u309a")  # kana voicing marks: part of the letter, not decoration


def fold_marks(text: str) -> str:
    """Decompose, drop combining marks (except kana voicing) and format characters, recompose."""
    decomposed = unicodedata.normalize("NFD", text)
    kept = "".join(
        c for c in decomposed
        if c in _KEEP_MARKS or unicodedata.category(c) not in ("Mn", "Me", "Cf")
    )
    return unicodedata.normalize("NFC", kept)


@lru_cache(maxsize=1)
def _skeleton_table() -> dict[str, str]:
    """Non-ASCII letters that look like one ASCII letter, from Unicode's confusables data."""
    # lazy on purpose: the confusables data is big, and only non-ASCII text needs it
    from confusable_homoglyphs.confusables import confusables_data as data

    table: dict[str, str] = {}
    for char, homoglyphs in data.items():
        if len(char) != 1:
            continue
        targets = [h["c"] for h in homoglyphs if len(h["c"]) == 1]
        if char.isascii() and char.isalpha():
            for t in targets:  # the look-alikes of an ASCII letter
                if not t.isascii() and t.isalpha():
                    table.setdefault(t, char)
        elif not char.isascii() and char.isalpha():
            latin = [t for t in targets if t.isascii() and t.isalpha()]
            if latin:
                table[char] = latin[0]
    # and symbols that look like the shell's < > / \ ("source ˂(curl ...)"), outside CJK punctuation
    for char, homoglyphs in data.items():
        targets = [h["c"] for h in homoglyphs if len(h["c"]) == 1]
        if char in "<>/\\":
            table.update({t: char for t in targets if not t.isascii() and not t.isalnum()})
    return {
        k: v for k, v in table.items()
        if unicodedata.normalize("NFKC", k) == k and not (0x3000 <= ord(k) <= 0x303F or 0xFF00 <= ord(k) <= 0xFFEF)
    }


@lru_cache(maxsize=1)
def _symbol_table() -> dict[int, str]:
    return {ord(k): v for k, v in _skeleton_table().items() if not k.isalpha()}


_WORD = re.compile(r"[^\W\d_]+")
_EMPHASIS = re.compile(r"\*\*|__|~~")


def _skeleton_word(m: re.Match[str], native: bool = False) -> str:
    word = m.group()
    if word.isascii():
        return word
    table = _skeleton_table()
    mapped = "".join(table.get(c, c) for c in word)
    # A word that mixes Latin with look-alikes is Latin in disguise. A word made only of
    # look-alikes ("Не", "Аӏԝауѕ") is ambiguous: Latin in the full skeleton, kept as
    # written in the native reading; the classifier tries both.
    if any(c.isascii() for c in word) or (mapped.isascii() and not native):
        return mapped
    return word


def _native_word(m: re.Match[str]) -> str:
    return _skeleton_word(m, native=True)


def normalize_for_match(text: str) -> str:
    """The text the rules see: NFKC, no invisible or combining characters, Latin skeleton, folded spaces.

    Also straightens quotes and turns a literal ``\\n`` into a newline. Case is kept
    (some rules look for shouting); diacritics are dropped (``é`` -> ``e``), so the
    rules are written without them. A word made only of Latin look-alikes becomes
    Latin ("Не" -> "He"); :func:`normalize_native` keeps such words as written.
    """
    return _normalize_short(text, False) if len(text) <= _SHORT else _normalize(text, native=False)


def normalize_native(text: str) -> str:
    """:func:`normalize_for_match`, but a word made only of look-alikes stays as written ("Не")."""
    return _normalize_short(text, True) if len(text) <= _SHORT else _normalize(text, native=True)


_SHORT = 2000  # the guard asks the same sentences and words again and again; long texts are not kept


@lru_cache(maxsize=1 << 14)
def _normalize_short(text: str, native: bool) -> str:
    return _normalize(text, native)


def _normalize(text: str, native: bool) -> str:
    text = unicodedata.normalize("NFKC", text).replace("\\n", "\n").replace("\r\n", "\n")
    text = text.translate(_QUOTES)
    if not text.isascii():
        # Tag characters spell ASCII that people cannot see and models can read: drop them
        # in place, and put what they spell on a line of its own so the rules see it too.
        hidden = [m.group().translate(_UNTAG) for m in _TAGS.finditer(text)]
        text = fold_marks(text.translate(_EXTRA))
        if any(h.strip() for h in hidden):
            text += "\n" + "\n".join(h for h in hidden if h.strip())
        text = _WORD.sub(_native_word if native else _skeleton_word, text).translate(_symbol_table())
    text = _EMPHASIS.sub("", text)  # "**Always** push": emphasis marks hide a clause start
    return re.sub(r"[^\S\n]+", " ", text)
