"""The text as matching reads it, with a map from its offsets back to the original's.

Matching runs on a normalised view of the text: format characters removed, compatibility forms
folded to ASCII (NFKC, one character at a time), dashes read as ``-``, JSON escapes
(``\\uXXXX``, ``\\"``, ``\\n``) and URL ``%XX`` escapes decoded (a look-alike written as URL-encoded
UTF-8 beside an ASCII letter too: ``p%D0%B0ssword``), a token broken across lines
(a backslash continuation, a hard wrap) joined, and a look-alike letter from another script (or a
Latin letter no modern orthography writes, ``ꜱ``, ``ɑ``) read as the ASCII letter it imitates
where a word mixes it with ASCII letters (``pаssword`` with a Cyrillic ``а``, ``ΡΑSSWORD`` with
Greek capitals; ``data/confusables.txt``, from Unicode's UTS #39). A word made
only of look-alikes (``АРІ_КЕУ``) is read as ASCII only when the name it stands in then names a
secret (``keys.key_word``): ``пароль``, ``ВОТ`` or Greek prose stay as written. ``Normalised.span``
maps a match back to the span of the *original* text, so only that span is replaced.
``needs_normalising`` says cheaply whether any of this could change what matches (for most text
it could not).
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache
from importlib import resources

from lc_memory.redact.checks import public_key_bytes
from lc_memory.redact.first_chars import lazy
from lc_memory.redact.keys import key_word

__all__ = ["Normalised", "fold_lookalikes", "needs_normalising"]

# format characters (Cf) that hide inside a token, among them soft hyphen, zero-width
# space/joiners, LRM/RLM and bidi controls, word joiner and invisible operators, BOM, tags
_FORMAT = "\u00ad\u034f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\U000e0000-\U000e007f"
# hyphens, figure and en dashes, minus signs; not the em dash, which prose is full of
_DASH_CHARS = frozenset("\u2010\u2011\u2012\u2013\u2212\ufe58\ufe63\uff0d")
_TOKEN_CHAR = r"[A-Za-z0-9_+/=-]"
_FORMAT_OR_DASH = lazy("[" + _FORMAT + "".join(_DASH_CHARS) + "]")
# an escape normalising reads (needs_normalising): one pattern an opening character, each opening
# with its literal, which re finds by a fast scan (an alternation of ways that open differently is
# tried at every character: the one pattern of both cost 1.3 ns a character of the dev samples'
# long texts, these 0.2)
_BACKSLASH_ESCAPE = lazy(r"\\(?:u[0-9a-fA-F]{4}|[/\"nrt\\]|\r?\n)")
_PERCENT_ESCAPE = lazy(r"%(?:[0-7][0-9a-fA-F]|[C-Fc-f][0-9a-fA-F]%[89AaBb])")
_LINE_BREAK_IN_TOKEN = lazy(r"\n(?<=" + _TOKEN_CHAR + r"{12}\n)(?=" + _TOKEN_CHAR + r")")


def _load_lookalikes() -> dict[int, str]:
    """``data/confusables.txt`` as a ``str.translate`` table: a look-alike to its ASCII letter."""
    table: dict[int, str] = {}
    data = resources.files(__package__).joinpath("data", "confusables.txt").read_text("utf-8")
    for line in data.splitlines():
        if line and not line.startswith("#"):
            source, target = (chr(int(field, 16)) for field in line.split(";", 2)[:2])
            # the file's prototype for "I" is "l" (it lists I -> l): a capital look-alike reads as I
            table[ord(source)] = "I" if target == "l" and source.isupper() else target
    return table


_LOOKALIKE = _load_lookalikes()
# the look-alikes in the BMP and every character above it, as one class: re tests a class of
# BMP characters and one range by a bitmap (0.8 us a message); the 89 look-alikes above the BMP
# named one by one make it a list (20 us). What the range lets through, the fold's checks drop.
_LOOKALIKE_BMP = "".join(re.escape(chr(c)) for c in sorted(_LOOKALIKE) if c < 0x10000)
_ABOVE_BMP_RANGE = "\U00010000-\U0010ffff"
_LOOKALIKE_CLASS = "[" + _LOOKALIKE_BMP + _ABOVE_BMP_RANGE + "]"
_LOOKALIKE_CHAR = lazy(_LOOKALIKE_CLASS)  # none in a text: nothing to fold (naïve café)
# the class's look-alikes in the BMP, and its range above it: where what it found there is no
# look-alike (an emoji: an agent's answer or a tool's output holds them), they tell whether any is
_LOOKALIKE_IN_BMP = lazy("[" + _LOOKALIKE_BMP + "]")
_ABOVE_BMP = lazy("[" + _ABOVE_BMP_RANGE + "]")
_ABOVE_BMP_READ = 64  # characters above the BMP read one by one, at most (then: as if one were a look-alike)
# a letter outside ASCII beside an ASCII letter or digit: a word that mixes scripts has one.
# Both patterns open with a character class, which re scans for fast (an opening lookbehind, or an
# alternation, is tried at every position: 4-5 times slower on Russian text)
_SCRIPT_SEAM = lazy(r"[^\W\d_\x00-\x7f](?:(?<=[A-Za-z0-9].)|(?=[A-Za-z0-9]))")
# a whole word of two or more look-alikes, nothing else (ВОТ, КЕУ, ее)
_LOOKALIKE_WORD = lazy(_LOOKALIKE_CLASS + r"(?<![^\W_].)" + _LOOKALIKE_CLASS + r"+(?![^\W_])")
_ASCII_LETTER = lazy(r"[A-Za-z]")
_ASSIGNED = lazy(r"[\"']?[ \t]*=(?!=)")  # a name given a value: KEY=..., "KEY" = ...


def _bounds(text: str, at: int, chars: str = "") -> tuple[int, int]:
    """The run of letters and digits (and *chars*) around *at*."""
    start = end = at
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in chars):
        start -= 1
    while end < len(text) and (text[end].isalnum() or text[end] in chars):
        end += 1
    return start, end


@lru_cache(maxsize=4096)
def _names_a_secret(name: str, assigned: bool) -> bool:
    """Whether a name written all in look-alikes (and ASCII) reads, folded, as a secret's key: by
    a strong word or a compound (PASSWORD, API_KEY); by a weak word (key, otp, seed) only in a
    name of joined words (CONSUMER_KEY, LOGGED_IN_KEY), one given a value by ``=`` or a PEM
    armour's last word. A weak word
    alone is also an everyday word, and all in another script more likely one of that script's
    (Russian ОТР, a broadcaster, reads OTP): it stays."""
    folded = name.translate(_LOOKALIKE)
    hit = key_word(folded) if folded.isascii() else None
    return hit is not None and (not hit.weak or assigned or "_" in name or "." in name)


def _holds_a_lookalike(text: str) -> bool:
    """Whether *text* may hold a look-alike (False: it holds none). ``_LOOKALIKE_CHAR`` takes any
    character above the BMP; an emoji it finds is looked past, so a text with emoji and no
    look-alike is not read word by word twice for nothing (issue 35: 45 of the dev samples' 392
    long texts, 1.8% of their scrub)."""
    found = _LOOKALIKE_CHAR.search(text)
    if found is None:
        return False
    if ord(found.group()) < 0x10000 or ord(found.group()) in _LOOKALIKE:
        return True
    if _LOOKALIKE_IN_BMP.search(text, found.end()) is not None:
        return True
    for n, above in enumerate(_ABOVE_BMP.finditer(text, found.end())):
        if n >= _ABOVE_BMP_READ or ord(above.group()) in _LOOKALIKE:
            return True
    return False


def _lookalike_words(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, folded)`` for each word of *text* to read folded: a word with an ASCII letter
    and a look-alike in it; a name whose words are ASCII or all look-alikes and that, folded,
    names a secret. Other words, however many look-alikes they hold, are text, not disguise
    (so a text without a look-alike has none: the translation changes none of its words)."""
    if not _holds_a_lookalike(text):
        return
    done = -1
    for seam in _SCRIPT_SEAM.finditer(text):
        if seam.start() < done:
            continue
        start, end = _bounds(text, seam.start())
        done = end
        word = text[start:end]
        folded = word.translate(_LOOKALIKE)
        if folded != word and _ASCII_LETTER.search(word) is not None:
            yield start, end, folded
    done = -1
    for lookalike in _LOOKALIKE_WORD.finditer(text):
        if lookalike.start() < done:
            continue
        start, end = _bounds(text, lookalike.start(), "_.-")
        done = end
        name = text[start:end].strip(".-")
        # a PEM armour's label (-----BEGIN PRIVATE КЕУ-----) gives a name as "=" does
        given = _ASSIGNED.match(text, end) is not None \
            or text.startswith("-----", start + len(text[start:end].rstrip(".-")))
        if _names_a_secret(name, given):
            yield start, end, text[start:end].translate(_LOOKALIKE)


def fold_lookalikes(text: str) -> str:
    """*text* with the words that disguise ASCII by look-alike letters read as ASCII, character
    for character (the same length: offsets do not move)."""
    if text.isascii():
        return text
    chars: list[str] | None = None
    for start, end, folded in _lookalike_words(text):
        chars = chars if chars is not None else list(text)
        chars[start:end] = folded
    return text if chars is None else "".join(chars)


def needs_normalising(text: str) -> bool:
    """Whether normalising could change what matches (most text: no, and this is cheap)."""
    if not text.isascii() and (
        not unicodedata.is_normalized("NFKC", text) or _FORMAT_OR_DASH.search(text) is not None
        or next(_lookalike_words(text), None) is not None
    ):
        return True
    if "\\" in text and _BACKSLASH_ESCAPE.search(text) or "%" in text and _PERCENT_ESCAPE.search(text):
        return True
    if "&" in text and _ENTITY.search(text) or "<" in text and _SPAN_TAG.search(text):
        return True
    return "\n" in text and _LINE_BREAK_IN_TOKEN.search(text) is not None


# A piece of the text that normalising reads otherwise, one way a group. Every way begins with
# one of the opening class's characters, consumed there and read back by a lookbehind: a pattern
# that opens with a class is searched for in C (re skips to the next backslash, "%", line break or
# character outside ASCII), where the ways as alternatives, each opening differently, were tried at
# every character. The ways are grouped by that character (a backslash, "%", a line break, one
# outside ASCII), each group behind one lookbehind: a place tries its own group's ways, not every
# way's lookbehind in turn. No two groups open with the same character, so a place matches what
# it did when the ways were one alternation in this order.
_PIECE = lazy(
    r"[\\%\r\n&<\x80-\U0010ffff](?:"
    r"(?<=\\)(?:"
    r"u[0-9a-fA-F]{4}(?P<u>)"
    r"|/(?P<slash>)"
    # a JSON string's escapes (a tool input or a logged reply stored as JSON text)
    r"|[\"nrt\\](?P<json>)"
    # a backslash line continuation inside a token (shell, Python, a pasted key); not a Markdown
    # hard break before a line that opens with a label (Password: V\ / URL: ...: no token goes on)
    # or with a device's prompt and its mode (R1(config-line)#login, R1(config-line)login: a
    # command of its own, as notes copied from a console show it; no token holds "(mode)")
    r"|(?<=" + _TOKEN_CHAR + r"\\)\r?\n[ \t]*(?=" + _TOKEN_CHAR + r")(?![A-Za-z][\w.-]{0,40}:[ \t])"
    r"(?![A-Za-z][\w.-]{0,40}\([\w.-]{1,30}\))(?P<cont>)"
    r")"
    r"|(?<=%)(?:"
    r"[0-7][0-9a-fA-F](?P<pct>)"
    # one character outside ASCII written as URL-encoded UTF-8 (p%D0%B0ssword: a Cyrillic a)
    r"|[C-Fc-f][0-9a-fA-F](?:%[89AaBb][0-9a-fA-F]){1,3}(?P<utf8>)"
    r")"
    # a page's code as HTML writes it (docs, a rendered README): the entities a highlighter or an
    # escaper puts for quotes and brackets, and a highlighter's <span class="..."> markup around
    # each token (Pygments, Prism, highlight.js, GitHub): &quot;password&quot;: &quot;V&quot;
    # (and an escaper's "@" and ":" by number, as a page writes a URL's login: user:V&#64;host)
    r"|(?<=&)(?:quot|apos|amp|lt|gt|#39|#x27|#34|#x22|#0?39|#64|#x40|#58|#x3[aA]);(?P<ent>)"
    r"|(?<=<)(?:span(?:[ \t][^<>\n]{0,300})?>|/span>)(?P<tag>)"
    # a hard wrap: a line of 60+ characters ending in a 12+ character token, continued
    # at column 0 (base64 at 64/76 columns, a terminal or an editor wrapping a key)
    r"|(?<=[\r\n])(?:(?<=" + _TOKEN_CHAR + r"{12}\r)\n|(?<=" + _TOKEN_CHAR + r"{12}\n))(?=" + _TOKEN_CHAR + r")(?P<wrap>)"
    # outside ASCII: a run of format characters, else a run of the rest (a format character is
    # outside ASCII too: it is tried first, as before)
    r"|(?<=[^\x00-\x7f])(?:"
    r"(?<=[" + _FORMAT + r"])[" + _FORMAT + r"]*(?P<fmt>)"
    r"|[^\x00-\x7f]*(?P<other>)"
    r")"
    r")"
)
_WRAP_MIN_LINE = 60
# a line that opens with a key and its operator (DB_PASSWORD=V, password: V) starts a setting of
# its own: a long line before it (DATABASE_URL=postgres://.../app_production_db) is no wrapped
# token to join it to, which glued the key to the URL and lost it
_KEY_OPENS_LINE = lazy(r"[A-Za-z_][\w.-]*[ \t]*(?:=[ \t]*[^=\s]|:[ \t])")
# a line that opens with a lower-case word and a blank starts words of its own (line vty 0 4 after
# a Cisco line's password V, knife ... after knife ... --secret V): a wrapped token's rest is no
# word followed by a blank; the long line's last token was whole. A sentence's first word is one too,
# its capital the only one (Elasticsearch's "... superuser is : V" over "If this node should join")
_WORD_OPENS_LINE = lazy(r"[A-Z]?[a-z]+[ \t]")
# a line that opens with a whole public key (a minisign key under the comment line that ends in
# its key id): no wrapped token's rest is exactly a key's bytes
_LINE_TOKEN = lazy(r"[A-Za-z0-9+/=_-]+")
_ENTITIES = {"quot": '"', "apos": "'", "amp": "&", "lt": "<", "gt": ">", "#39": "'", "#039": "'", "#x27": "'",
             "#34": '"', "#x22": '"', "#64": "@", "#x40": "@", "#58": ":", "#x3a": ":", "#x3A": ":"}
# whether a text holds an entity or a highlighter's span (needs_normalising): one pattern each, as
# the escapes (one of both, its ways opening differently, cost 4.4 ns a character of the long texts; 0.75)
_ENTITY = lazy(r"&(?:quot|apos|amp|lt|gt|#39|#x27|#34|#x22|#0?39|#64|#x40|#58|#x3[aA]);")
_SPAN_TAG = lazy(r"</?span\b")
_JSON_ESCAPES = {'"': '"', "n": "\n", "r": "\r", "t": "\t", "\\": "\\"}
# %XX of these stays encoded: decoded, an escaped "@" or "/" inside a password would end it
# early, and so would a quote, a bracket, a comma or a backslash (a password holding "%22" or
# "%5b" as it was typed, not as an escape)
_URL_SYNTAX = frozenset("@:/?#&=%\"'`()[]{}<>,;\\")


def _fold_to_ascii(ch: str) -> str:
    """One character as matching reads it: a dash as ``-``, a compatibility form as its ASCII.

    Only a character whose NFKC form is one ASCII character is folded (fullwidth ``ｇ``,
    mathematical ``𝐠``, superscript ``²``); ``¼`` (``1⁄4``) and ``ﬁ`` stay as they are,
    so folding never adds characters that could join two tokens into one.
    """
    if ch in _DASH_CHARS:
        return "-"
    folded = unicodedata.normalize("NFKC", ch)
    return folded if len(folded) == 1 and folded.isascii() else ch


def _decode_escape(unit: str) -> str:
    ch = chr(int(unit[2:], 16)) if unit.startswith("\\u") else chr(int(unit[1:], 16))
    if _FORMAT_OR_DASH.match(ch) and ch not in _DASH_CHARS:
        return ""
    return _fold_to_ascii(ch) if ord(ch) > 0x7F else ch


def _decode_utf8(unit: str, before: str, after: str) -> str:
    """A URL-encoded UTF-8 character as matching reads it, or *unit* unchanged: read only a
    look-alike or a compatibility form of an ASCII letter, and only beside an ASCII letter (a
    word it disguises); an encoded word of another script (a Russian path) stays encoded."""
    if not (before.isascii() and before.isalpha() or after.isascii() and after.isalpha()):
        return unit
    try:
        ch = bytes.fromhex(unit.replace("%", "")).decode("utf-8")
    except UnicodeDecodeError:
        return unit
    if len(ch) != 1:
        return unit
    folded = _fold_to_ascii(ch)
    if folded.isascii() and folded.isalnum():
        return folded
    return ch if ord(ch) in _LOOKALIKE else unit


def _read(m: re.Match[str]) -> str | None:
    """What the piece *m* reads as, or None where it is none (a line break too early in its line,
    or before a blank, to be a hard wrap). A run outside ASCII that folding changes is read one
    character at a time (``_fold_to_ascii``)."""
    kind, unit = m.lastgroup, m.group()
    if kind == "json":
        return _JSON_ESCAPES[unit[1]]
    if kind == "other":
        if unicodedata.is_normalized("NFKC", unit) and not _FORMAT_OR_DASH.search(unit):
            return unit  # non-ASCII that folding leaves alone (most prose)
        return "".join(map(_fold_to_ascii, unit))
    original, start, end = m.string, m.start(), m.end()
    if kind == "wrap":
        line_start = original.rfind("\n", 0, start) + 1
        if (start - line_start < _WRAP_MIN_LINE or original[end:end + 1] in " \t"
                or _KEY_OPENS_LINE.match(original, end) is not None
                or _WORD_OPENS_LINE.match(original, end) is not None
                or public_key_bytes(_LINE_TOKEN.match(original, end).group())):
            return None
        return ""
    if kind == "ent":
        return _ENTITIES[unit[1:-1]]
    if kind in ("fmt", "cont", "tag"):
        return ""
    if kind == "slash":
        return "/"
    if kind == "utf8":
        # the letter before, unless it ends another escape (%9F%D0%B0: no ASCII beside)
        before = "" if original[start - 3:start - 2] == "%" else original[start - 1:start]
        return _decode_utf8(unit, before, original[end:end + 1])
    decoded = _decode_escape(unit)  # u, pct
    if kind == "pct" and (not decoded or not 0x20 < ord(decoded) < 0x7F or decoded in _URL_SYNTAX
                          or decoded.isalnum() and start > 0 and original[start - 1].isalnum()):
        # only printable ASCII that is not URL syntax is read through %XX; a letter or
        # digit only where a token starts (id=%41KIA...): after a word, "%" is a
        # separator (smbclient -U ops%4ezc...: the user, then the password)
        return unit
    return decoded


# the JSON escapes and "\/" as whole pieces, read without a call of _read (most pieces are
# these: a tool's input logged as JSON text); no other way's piece is one of these two characters
_TWO_CHARACTER_READS = {"\\" + k: v for k, v in _JSON_ESCAPES.items()} | {"\\/": "/"}


def _as_read(m: re.Match[str]) -> str:
    """``_read`` for ``re.sub``: a piece that is none stays as written."""
    unit = m.group()
    if (read := _TWO_CHARACTER_READS.get(unit)) is not None:
        return read
    read = _read(m)
    return unit if read is None else read


class Normalised:
    """The normalised text and a map from its offsets back to the original's.

    The text is made in one ``re.sub`` (a call a piece, in C between them); the map is made the
    first time ``span`` asks, from the same pieces: most texts read through a view find nothing,
    and the map cost twice the text (five lists a piece, and the run before each)."""

    __slots__ = ("_norm", "_orig", "_orig_end", "_original", "_same", "text")

    def __init__(self, original: str) -> None:
        self._original = original
        self._norm: list[int] | None = None
        # a look-alike is folded one character for one: the offset map holds as it is
        self.text = fold_lookalikes(_PIECE.sub(_as_read, original))

    def _map(self) -> None:
        original = self._original
        norm: list[int] = []  # start offset of each piece in the normalised text
        orig: list[int] = []  # ... and in the original
        orig_end: list[int] = []
        same: list[bool] = []  # an untouched piece maps offset for offset
        n = pos = 0

        def piece(length: int, start: int, end: int, identity: bool) -> None:
            nonlocal n
            norm.append(n)
            orig.append(start)
            orig_end.append(end)
            same.append(identity)
            n += length

        for m in _PIECE.finditer(original):
            read = _read(m)
            if read is None:
                continue
            start, end = m.span()
            if start > pos:
                piece(start - pos, pos, start, True)
            unit = m.group()
            if m.lastgroup == "other" and read != unit:  # each character on its own: offsets stay exact
                for i, ch in enumerate(unit):
                    piece(len(read[i]), start + i, start + i + 1, read[i] == ch)
            else:
                piece(len(read), start, end, read == unit)
            pos = end
        if pos < len(original):
            piece(len(original) - pos, pos, len(original), True)
        self._norm, self._orig, self._orig_end, self._same = norm, orig, orig_end, same

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span that normalised ``[start, end)`` came from."""
        if self._norm is None:
            self._map()
        i = bisect.bisect_right(self._norm, start) - 1
        o_start = self._orig[i] + (start - self._norm[i]) if self._same[i] else self._orig[i]
        j = bisect.bisect_left(self._norm, end) - 1
        o_end = self._orig[j] + (end - self._norm[j]) if self._same[j] else self._orig_end[j]
        return o_start, o_end
