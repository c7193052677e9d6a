"""Passwords given in prose, tables and pasted output (issue 33): where no key-value syntax stands.

Found on outside READMEs, runbooks and pasted tool output (bench/corpora/secrets-configs batch 15):

* a table whose header cell names a password: Markdown (``| user | password |``), a psql or
  mysql result (`` id | username | password`` over ``----+----``), box drawing (``│``); the
  value is the cell under that header in each row below the rule line. A two-column table's
  row whose first cell names a password (``| **Password** | `V` |``) is read the same way;
* a label alone on its line over its value alone on a later one (``**Password**:`` then a
  blank line, a code fence, ``V``);
* a user and a password given together: ``user/pass: admin/V``, ``用户名和密码：`admin` / `V```,
  or a heading ``Email / Password`` over a line ``u / V``;
* an expect script's ``send "V\\r"`` after a ``spawn`` of a login tool, with no prompt read;
* a terminal's password prompt and the answer typed after it, pasted on one line (``Enter PEM
  pass phrase: V``, ``[sudo] password for bob: V``, ``Password for 'https://bob@github.com': V``).

Each form is led by a password word (``data/key_words.toml``'s ``password_words``): the
engine's keyword pre-filter wakes ``prose_spans`` only where one stands (or ``spawn``), and
each form is tried only where its own literal (``|``, ``│``, ``/``, a line break) is present.
A value must be one token and pass the password gate (``checks.keyed_value``): a word under a
label (``Required``), a sentence (``1. Open settings``) or a line of code is no value.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from itertools import product

import ahocorasick_rs

from lc_memory.redact.tables import data_table
from lc_memory.redact.automaton import automaton, occurrences
from lc_memory.redact.checks import (credential, keyed_value, made_up_word, name_of_words, names_a_placeholder,
                                     place_password, reads_as_no_word, starts_as_reference, typed_in_order)
from lc_memory.redact.first_chars import lazy
from lc_memory.redact.keys import LEXICON, key_word
from lc_memory.redact.normalise import _LOOKALIKE
from lc_memory.redact.rules import AtOpenings

__all__ = ["PROSE_KEYWORDS", "SECRET_COMMAND", "names_password", "prose_spans"]

_CONVERSATION = data_table("conversation.toml")
_SAID = _CONVERSATION["said"]


def _alternatives(words: list[str]) -> str:
    """Regex source for any one of *words* (a space in one: any run of blanks)."""
    return "|".join(r"[ \t]+".join(map(re.escape, w.split())) for w in sorted(words, key=len, reverse=True))


#: A command whose output is (or holds) a secret: password managers, secret stores, the
#: tokens of CLIs, a process's environment, files that hold credentials (data/conversation.toml).
SECRET_COMMAND = lazy("(?xi)" + "\n|".join(_CONVERSATION["secret_commands"]))
_PASTED_COMMANDS = tuple(_CONVERSATION["pasted_commands"])
# the key lexicon's words for a password, and a sentence's words for one it lacks
_PASSWORD_WORDS = tuple(LEXICON["password_words"]) + tuple(_SAID["password_words"])


def _ascii_lookalikes() -> dict[str, str]:
    """The look-alike table (``normalise``, from ``data/confusables.txt``) kept to small letters
    of another script that imitate a small ASCII letter (Cyrillic ``а`` -> ``a``)."""
    return {chr(k): v for k, v in _LOOKALIKE.items() if chr(k).islower() and v.isascii() and v.isalpha() and v.islower()}


def _mixed_spellings(words: tuple[str, ...]) -> dict[str, str]:
    """Each password word of another script as a word that mixes in ASCII look-alikes would spell it
    (``пapoль``: a Latin a, p and o in a Cyrillic word), to the word it spells. The engine folds
    a look-alike to ASCII in an ASCII word (``pаssword``); in a word of another script the ASCII
    letters are the disguise."""
    imitate = _ascii_lookalikes()
    out: dict[str, str] = {}
    for word in words:
        if word.isascii():
            continue
        places = [i for i, c in enumerate(word) if c in imitate][:5]
        for choice in product((False, True), repeat=len(places)):
            if any(choice):
                letters = list(word)
                for i, swap in zip(places, choice):
                    if swap:
                        letters[i] = imitate[letters[i]]
                out["".join(letters)] = word
    return out


_MIXED_SPELLINGS = _mixed_spellings(_PASSWORD_WORDS)
# scripts that write words without spaces: a label ends in the password word (初期パスワード)
_UNSPACED = tuple(w for w in _PASSWORD_WORDS if not w.isascii() and not w.isalpha() or
                  any("\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af" for c in w))

def _glued_script_end(word: str) -> bool:
    """*word* ends in a script written without spaces (Han, kana, Hangul)."""
    return "\u3040" <= word[-1] <= "\u9fff" or "\uac00" <= word[-1] <= "\ud7af"


# a password's name that some languages write in two words (the lexicon holds each joined, as a
# key's name writes it: matkhau, كلمةالمرور), as a sentence writes it
_TWO_WORD_PASSWORDS = tuple(_SAID["two_word_passwords"])
# what names a shared secret in a sentence without a password word (an IPsec peer's pre-shared key)
_SHARED_KEY_WORDS = ("shared key", "shared-key", "sharedkey", "shared secret")
# what names a user and a password given together in a sentence (the creds are admin:V)
_SIGN_IN_WORDS = ("creds", "credential", "login", "log in", "log-in", "logon", "sign in", "sign-in", "signin")

#: What wakes the prose reader: the password words, expect's spawn, vault's unseal keys and a
#: pre-shared key's name.
PROSE_KEYWORDS: tuple[str, ...] = tuple(sorted(set(_PASSWORD_WORDS) | {"spawn", "unseal", *_SHARED_KEY_WORDS,
                                                                         *_SIGN_IN_WORDS, *_TWO_WORD_PASSWORDS,
                                                                         *_MIXED_SPELLINGS, *_PASTED_COMMANDS,
                                                                         *_CONVERSATION["announced"]["wakes"],
                                                                         *(w.lower() for w in _CONVERSATION["key_names"]["words"]),
                                                                         # (a key's noun alone wakes it after its owner's word only: key
                                                                         # and token are everywhere)
                                                                         *(f"{o} {n}" for o in _SAID["owners"] for n in _SAID["key_nouns"]),
                                                                         # (what says a value over it is the writer's own)
                                                                         *_SAID["this_is_mine"],
                                                                         # (a label of a sign-in's credentials)
                                                                         *_CONVERSATION["pairs"]["labels"],
                                                                         # (a password changed to a value, or used as one:
                                                                         # clave is Spanish's key and password both)
                                                                         *_CONVERSATION["changed"]["names"],
                                                                         # (a PIN's name before a number: round 29)
                                                                         *_CONVERSATION["told"]["number_wakes"]}))

_EMPHASIS = "*_` \t"
# the letters of the scripts written without spaces (kana, Han, Hangul, fullwidth forms), as a class's body
_NO_SPACES = "\u3040-\u9fff\uac00-\ud7af\uff00-\uffef"
# any password word (or unseal, or a shared key's name), in lower case: where the forms below can
# stand (one pass over the text)
_PASSWORD_WORD = automaton((*_PASSWORD_WORDS, "unseal", *_SHARED_KEY_WORDS, *_SIGN_IN_WORDS, *_TWO_WORD_PASSWORDS,
                            *_MIXED_SPELLINGS))
# what vault operator init prints (Unseal Key 1: V): a key that opens the vault, as a password does
_UNSEAL_KEY = lazy(r"(?i)(?:vault[ \t]+)?unseal[ \t]+key(?:[ \t]*#?\d{1,2})?")
_TOKEN = lazy(r"[^\s`|│]{1,256}")


def names_password(label: str) -> bool:
    """A cell or a label that names a password, nothing else (``Password``, ``**初期パスワード**``,
    ``Root password``; not ``password_hash`` nor ``Password field``)."""
    label = label.strip(_EMPHASIS + ":：")
    if not label or len(label) > 40:
        return False
    if not label.isascii() and any("a" <= c <= "z" for c in label.lower()):
        for mixed, word in _MIXED_SPELLINGS.items():  # Пapoль (Latin a, p, o) is Пароль
            label = re.sub(re.escape(mixed), word, label, flags=re.IGNORECASE)
    if label.endswith(_UNSPACED) or _UNSEAL_KEY.fullmatch(label):
        return True
    hit = key_word(label)
    return hit is not None and hit.password and len(label.split()) <= 3




def _value_ok(value: str) -> bool:
    """One token with the look of a password (the password gate: no word, placeholder or
    reference), not a step, a quote or a bracketed note, nor words of a script written without
    spaces (请联系管理员)."""
    return bool(value) and not (value.isalpha() and not value.isascii()) and not starts_as_reference(value) \
        and value[0] not in "([<{#>!-*" and keyed_value(value, True)


# a weak value where the words around it say it is the password's (issue 33, round 17): digits, a
# word with digits, a word of both cases (1234, admin123, m1m3, riseDemo), a plain word only quoted
_WEAK = _CONVERSATION["weak"]
_WEAK_DIGITS = lazy(r"\d{4,16}")
_WEAK_TYPED = lazy(r"(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]{4,32}|(?=[a-z]*[A-Z])(?=[A-Z]*[a-z])[A-Za-z]{4,32}")
_WEAK_WORD = lazy(r"[A-Za-z]{4,32}")
# a count with its unit glued (8chars, 3600s, 256bit, 30days), a version (v2)
_WEAK_NOT = lazy(r"[vV]\d{1,3}|\d++(?i:" + "|".join(map(re.escape, sorted(_CONVERSATION["weak"]["glued_units"], key=len,
                                                                                reverse=True))) + ")")
_WEAK_NOT_WORDS = frozenset(w.lower() for w in _WEAK["not_values"])
# a hash's or a cipher's name, its cost or size after it (bcrypt12, sha256, aes-128, argon2id): how it is stored
_WEAK_ALGORITHM = lazy(r"(?i:" + "|".join(map(re.escape, sorted(_WEAK["algorithms"], key=len, reverse=True)))
                             + r")[-_]?+\d{0,4}+(?i:id|i|d)?")
# after the value, a word that makes it a count (8 characters, 3600 seconds): no value stands there
_WEAK_UNIT_AFTER = lazy(r"[ \t]*+(?:-[ \t]*+)?(?i:" + "|".join(map(re.escape, sorted(_WEAK["units"], key=len, reverse=True)))
                              + r")(?![^\W\d_])")


# a verb that sets the password to the value (set to, foi alterada para, 已重置为): a plain word after
# one is the new password, after a bare copula it says what the password is (are `root` by default)
_WEAK_SET = lazy("(?i:" + "|".join(map(re.escape, sorted(_WEAK["set_verbs"], key=len, reverse=True))) + ")")
_WEAK_SET_REACH = 60  # how far before the value on its line the verb may stand
# an example's word before it on its line: the value shows a form (مثال: كلمة السر هي XYZ123, e.g. the PIN is 1234)
_WEAK_EXAMPLE = lazy("(?i:" + "|".join((r"(?<!\w)" if w[0].isascii() and w[0].isalpha() else "") + re.escape(w)
                                            for w in sorted(_WEAK["examples"], key=len, reverse=True)) + ")")


def _example_before(text: str, start: int, end: int) -> bool:
    """``_WEAK_EXAMPLE.search(text, start, end)``, tried only where one of its words starts (its 39
    words tried at every place of the value's line were most of the clause reader's time on a long one)."""
    return start < end and next(_matches_at_starts(_WEAK_EXAMPLE, _EXAMPLE_STARTS, text, start, end), None) is not None


def _stored_or_counted(value: str, text: str, end: int) -> bool:
    """A hash's name, a count with its unit glued or after it (sha512, 8chars, 256bit, 2048 bits)."""
    return (_WEAK_ALGORITHM.fullmatch(value) is not None or _WEAK_NOT.fullmatch(value) is not None
            or _WEAK_UNIT_AFTER.match(text, end) is not None)


def _weak_ok(value: str, quoted: bool, text: str = "", end: int = 0) -> bool:
    """A weak value a strong context gives (set to, is, a sign-in's pair): 4-16 digits (no year
    unless quoted), a word with digits or of both cases, a plain word only quoted after a verb that
    sets it; no count with its unit (8 characters), version, algorithm's name, placeholder, word
    that says what the password is (required, empty, wrong), hash's name (bcrypt12), nor an
    example's (e.g. ... 1234); a letter right after it (的) makes it part of a word.
    *end* is where the value (with its closing quote) ends in *text*."""
    start = max(end - len(value) - 1, 0)
    line = text.rfind("\n", 0, start) + 1
    if value.lower() in _WEAK_NOT_WORDS or _stored_or_counted(value, text, end) or names_a_placeholder(value) \
            or _example_before(text, max(line, start - _WEAK_SET_REACH), start):
        return False
    if end < len(text) and text[end].isalpha():
        return False  # a letter of a script without spaces goes on: it is a word's part (密码是admin123的哈希)
    if _WEAK_DIGITS.fullmatch(value):
        return quoted or not re.fullmatch(r"(?:19|20)\d\d", value)
    if _WEAK_TYPED.fullmatch(value):
        return True
    if not (quoted and _WEAK_WORD.fullmatch(value)):
        return False
    # a quoted plain word that reads as no word needs no verb that sets it (the default password is `V`)
    return reads_as_no_word(value) or _WEAK_SET.search(text, max(line, start - _WEAK_SET_REACH), start) is not None


# --- tables ----------------------------------------------------------------------------------

_RULE_LINE = lazy(r"[ \t]*[|│├┼┤┌┐└┘┬┴+]?[ \t]*[-:=─═]{3,}[-:=─═|│├┼┤┬┴+ \t]*")


def _cells(line: str) -> list[tuple[int, int]]:
    """The spans of a table line's cells (between ``|`` or ``│``), stripped of blanks."""
    out, start = [], 0
    for i, c in enumerate(line + "|"):
        if c in "|│":
            a, b = start, i
            while a < b and line[a] in " \t":
                a += 1
            while b > a and line[b - 1] in " \t":
                b -= 1
            out.append((a, b))
            start = i + 1
    return out


def _cell_value(line: str, a: int, b: int) -> tuple[int, int] | None:
    while a < b and line[a] in "`":
        a += 1
    while b > a and line[b - 1] in "`":
        b -= 1
    if a < b and _TOKEN.fullmatch(line, a, b):
        return a, b
    return None


# a Markdown table run together on one line (a model's reply flattens its whitespace): the header's
# cells, the rule's (| --- | :---: |), then the rows, one bar closing a row and the next opening
# the next (| a | b | | c | d |); a header of names may stand without a rule (a Gherkin example's)
_FLAT_RULE = lazy(r"\|(?:[ \t]*:?-{3,}:?[ \t]*\|){2,}")
_FLAT_GAP = lazy(r"\|[ \t]+(?=\|)")


_FLAT_BARE_HEADER = lazy(r"\|(?:[ \t]*[A-Za-z][\w.-]{0,30}[ \t]*\|){2,}(?=[ \t]+\|)")


def _flat_table_spans(line: str) -> Iterator[tuple[int, int]]:
    """The password column's values of each table flattened onto *line* (a reply's JSON holds the
    same table in several strings): the header is the n cells before a rule (n its columns), or,
    with no rule, a run of cells that are names before a row's gap; each row the next n cells,
    the rows parted by blanks alone (anything else ends the table); the last row may be cut
    after the column."""
    for rule in _FLAT_RULE.finditer(line):
        n = rule.group().count("|") - 1
        head = line[:rule.start()].rstrip(" \t")
        bars = [k for k in range(max(0, rule.start() - 2000), len(head)) if head[k] == "|"]
        if len(bars) >= n + 1 and bars[-1] == len(head) - 1:
            yield from _flat_rows(line, bars[-(n + 1):], rule.end())
    for header in _FLAT_BARE_HEADER.finditer(line):
        after = header.end()
        while after < len(line) and line[after] in " \t":
            after += 1
        if _FLAT_RULE.match(line, after):
            continue  # (a rule follows: read above)
        bars = [k for k in range(header.start(), header.end()) if line[k] == "|"]
        yield from _flat_rows(line, bars, header.end())


def _flat_rows(line: str, bars: list[int], pos: int) -> Iterator[tuple[int, int]]:
    """``_flat_table_spans``' rows after a header whose bars are *bars*, from *pos*."""
    n = len(bars) - 1
    named = [k for k in range(n) if names_password(line[bars[k] + 1:bars[k + 1]].strip())]
    if not named:
        return
    column = named[0]
    row: list[int] = []
    k = pos
    while k < len(line) and len(row) < 40 * (n + 1):  # (bars up to 40 rows on)
        k = line.find("|", k)
        if k < 0:
            break
        row.append(k)
        k += 1
    k = 0
    while k + column + 1 < len(row) and not line[pos:row[k]].strip():
        a, b = row[k + column] + 1, row[k + column + 1]
        while a < b and line[a] in " \t":
            a += 1
        while b > a and line[b - 1] in " \t":
            b -= 1
        span = _cell_value(line, a, b)
        if span and (_value_ok(line[span[0]:span[1]]) or _column_weak(line, *span)):
            yield span
        if k + n >= len(row):
            break
        pos = row[k + n] + 1
        k += n + 1


def _column_weak(row: str, a: int, b: int) -> bool:
    """A weak value under a header that names the password (a seed table's ``| `admin@x.io` |
    `adminpass` |``, a Gherkin example's ``| Admin | admin123 |``): nothing else stands in that
    column, so a word with digits, digits, or a word in backticks is the password
    (``_weak_ok``, with a backticked cell as a quoted value)."""
    value = row[a:b]
    ticked = a > 0 and row[a - 1] == "`"
    if _weak_ok(value, ticked, row, b + ticked):
        return True
    return (ticked and _WEAK_WORD.fullmatch(value) is not None and value.lower() not in _WEAK_NOT_WORDS
            and _WEAK_ALGORITHM.fullmatch(value) is None and place_password(value))


# a header row without a rule line under it (a Gherkin example's | username | password |): each
# cell one name, the row opened and closed by its bar
_HEADER_NAME = lazy(r"[A-Za-z][\w.-]{0,30}")


def _bare_header(line: str, cells: list[tuple[int, int]]) -> bool:
    body = line.strip()
    return (len(cells) >= 4 and body[:1] in "|│" and body[-1:] in "|│"
            and all(_HEADER_NAME.fullmatch(line, a, b) for a, b in cells[1:-1]))


def _line_end(text: str, at: int) -> int:
    """Where the line that holds *at* ends: its line break, or the text's end."""
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def _holds_a_bar(text: str, line: int) -> bool:
    """Whether the line that starts at *line* holds a table's bar (``|`` or ``│``)."""
    end = _line_end(text, line)
    return text.find("|", line, end) >= 0 or text.find("│", line, end) >= 0


def _table_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    named_lines = set(password_lines)  # a header or a row names the password
    if not any(_holds_a_bar(text, line) for line in password_lines):
        return  # (no named line is a table's: a long output is not split into lines for nothing)
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    for i, line in enumerate(lines):
        if offsets[i] not in named_lines or "|" not in line and "│" not in line:
            continue
        if _FLAT_GAP.search(line) is not None and len(_cells(line)) > 6:  # (more bars than one row's)
            yield from ((offsets[i] + a, offsets[i] + b, "prose:table") for a, b in _flat_table_spans(line))
            continue
        cells = _cells(line)
        # a two-column table's row: | **Password** | `V` |
        named = [n for n, (a, b) in enumerate(cells) if names_password(line[a:b])]
        if not named:
            continue
        below = i + 1
        ruled = below < len(lines) and _RULE_LINE.fullmatch(lines[below]) is not None
        if ruled or below < len(lines) and _bare_header(line, cells) and len(_cells(lines[below])) == len(cells):
            column = named[0]
            for j in range(below + ruled, min(len(lines), below + 200)):
                row = lines[j].rstrip("\r")
                if "|" not in row and "│" not in row:
                    if _RULE_LINE.fullmatch(row):
                        continue  # a box's or mysql's border
                    break
                row_cells = _cells(row)
                if column < len(row_cells):
                    span = _cell_value(row, *row_cells[column])
                    if span and (_value_ok(row[span[0]:span[1]]) or _column_weak(row, *span)):
                        yield offsets[j] + span[0], offsets[j] + span[1], "prose:table"
        elif line.lstrip().startswith(("|", "│")) and named[0] + 1 < len(cells):
            span = _cell_value(line, *cells[named[0] + 1])
            if span and _value_ok(line[span[0]:span[1]]) and named[0] + 1 >= len(cells) - 2:
                yield offsets[i] + span[0], offsets[i] + span[1], "prose:table"


# --- a label over its value's line -------------------------------------------------------------

# (the label's line may end in a Markdown hard break: Password:\\)
# (the marks before a label are read possessively, here and in _SAID_OVER and _PAIR_OVER: given
# back one at a time, each tried as the label's first letter, an indented line of code over an
# indented line cost up to 20 ms a line (Cline's samples); a label of marks alone names no password)
_LABEL_OVER = lazy(
    r"^[ \t>*#-]*+(?P<label>[^\n:：|\"'=<>(){}\[\];,]{1,40}?)[ \t]*(?P<colon>[:：][ \t*_]*)?(?:\\)?\r?\n"
    r"(?:[ \t]*\r?\n){0,2}(?P<fence>[ \t]*```[\w-]*[ \t]*\r?\n)?"
    r"[ \t]*(?P<tick>`?)(?P<v>[^\s`]{1,256})(?P=tick)[ \t]*(?=\r?\n|$)", re.MULTILINE)


# a line of code under a label-like line (id="password" over type="password", a call, a
# statement's colon), not a value alone; the label itself must say it is one (a colon, bold):
# Python's "pass" statement alone on its line is no label
_CODE = lazy(r"[\"'()]|=(?!=*$)|:$")
# ... but a value that quotes, a tag or bold delimit may hold an "=" where a random password does
# (`G4=j7.8%5X`, **Dt*wK=f%1e7**): it is code only when it assigns (NAME=V, OPENAI_API_KEY=sk-...)
_CODE_DELIMITED = lazy(r"[\"'()]|:$")
# (a name as code writes one: lower case first, all capitals, or parts a _ or a . joins; not a
# random run of both cases, Zq8=)
_ASSIGNS = lazy(r"(?:[a-z_][\w.-]{2,}|[A-Z][A-Z0-9_.-]{2,}|[A-Za-z][A-Za-z0-9]*[_.][\w.-]+)[ \t]*=(?!=)")


def _code(value: str, delimited: bool = False) -> bool:
    """*value* reads as code, not a password: a quote, a call, a key's colon or an assignment (an
    "=" anywhere, unless quotes, a tag or bold delimit the value: then only NAME=)."""
    if not delimited:
        return _CODE.search(value) is not None
    return _CODE_DELIMITED.search(value) is not None or _ASSIGNS.match(value) is not None


def _lines_with_a_password_word(text: str, lower: str | None = None) -> list[int]:
    """The start of each line that holds a password word in any case, in order: every form here
    names the password on the line it starts at (a table's header or row, a label, a pair or its
    heading), so it is tried there only, not at every line of a long tool output."""
    lower = text.lower() if lower is None else lower
    if len(lower) != len(text):  # (a letter whose lower case is longer: offsets would move)
        return [0, *(i + 1 for i, c in enumerate(text) if c == "\n")]
    return sorted({text.rfind("\n", 0, start) + 1 for _, start, _ in occurrences(_PASSWORD_WORD, lower)})


_BARE_LABELS = frozenset(w.lower() for w in _PASSWORD_WORDS if len(w) >= 4 or not w.isascii())


def _bare_password_label(label: str) -> bool:
    """*label* is a password's word and nothing else (``パスワード``, ``Password``; not ``pass``,
    Python's statement)."""
    return label.strip().lower() in _BARE_LABELS


def _label_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    pos = 0
    for line in password_lines:
        if line < pos:
            continue  # inside the last value's lines
        m = _LABEL_OVER.match(text, line)
        if m is None:
            continue
        value = m.group("v")
        marked = m.group("colon") or "**" in m.group("label") or "__" in m.group("label") or \
            text.startswith(("**", "__"), m.start("label") - 2)
        # (a password's word alone on its line over a value with a typed password's look: パスワード
        # then V, Password then V, as a README's list of fields writes it)
        alone = not marked and _bare_password_label(m.group("label")) and all(p.search(value) for p in _TYPED_LOOK)
        if ((marked or alone) and names_password(m.group("label")) and not _CODE.search(value)
                and _value_ok(value)):
            yield m.start("v"), m.end("v"), "prose:label"
            pos = m.end()


# a sentence that says what the password is, over its value's line (a tutorial's "The password of
# aes-256-cbc encryption is:", then a <br> line, then `V`, maybe a runner's {{execute}} after it)
_SAID_OVER = lazy(
    r"^[ \t>*#-]*+(?P<label>(?i:the|your|its|our|my|a|an)[ \t]+[^\n:：`\"'=<>]{1,60}?)[ \t]+(?i:is|was|will[ \t]+be)"
    r"(?:[ \t]*+[:：])?[ \t]*+\r?\n(?:[ \t]*+(?:<br[ \t]*/?>[ \t]*+)?\r?\n){0,2}(?:[ \t]*```[\w-]*[ \t]*\r?\n)?"
    r"[ \t]*(?P<tick>`?)(?P<v>[^\s`]{1,256})(?P=tick)(?:\{\{\w+\}\})?[ \t]*(?=\r?\n|$)", re.MULTILINE)


def _said_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line in password_lines:
        m = _SAID_OVER.match(text, line)
        if m is None:
            continue
        value = m.group("v")
        if (names_password(_prompt_label(m.group("label"))) and not _CODE.search(value)
                and not _NOT_TYPED.search(value) and _value_ok(value)):
            yield m.start("v"), m.end("v"), "prose:said"


# --- a user and a password given together ------------------------------------------------------

_PAIR = lazy(r"(?i:\b(?:user(?:[ _-]?name)?|login|e-?mail|account)|用户名?|用戶名?|账号|帐号|帳號|ユーザー名?|사용자)"
    r"[^\n:：=]{0,12}?(?i:pass(?:word)?|passwd|pwd|pw|密码|密碼|パスワード|비밀번호)\**[ \t]*(?:[:：=]|是|为|為|は)[ \t*]*"
    r"`?[^\s/`]{1,64}`?[ \t]*/[ \t]*(?P<tick>`?)(?P<v>[^\s`/]{1,256}?)(?P=tick)(?=[\s.,;)]|$)", quick=True)


# the same pair as a heading or label over its values' line (#### Email / Password, then a
# blank line or a code fence, then u / V)
_PAIR_OVER = lazy(
    r"^[ \t>*#-]*+(?i:user(?:[ _-]?name)?|login|e-?mail|account)[ \t*_]*/[ \t*_]*(?i:pass(?:word)?|passwd|pwd)"
    r"[ \t*_]*[:：]?[ \t*_]*\r?\n(?:[ \t]*\r?\n){0,2}(?:[ \t]*```[\w-]*[ \t]*\r?\n)?"
    r"[ \t]*`?[^\s/`]{1,64}`?[ \t]*/[ \t]*`?(?P<v>[^\s`/]{1,256}?)`?[ \t]*(?=\r?\n|$)", re.MULTILINE)


# a password's name in any script (a qualifier may follow), a colon, then the user and the password
# together (Пароль по умолчанию: `admin / V`, логін/пароль за замовчуванням: `admin` / `V`)
_PAIR_AFTER_NAME = lazy(r"(?i:" + "|".join(re.escape(w) for w in sorted(_PASSWORD_WORDS, key=len, reverse=True) if len(w) >= 4 or not w.isascii())
    + r")(?:[ \t]+(?i:" + _alternatives(_SAID["qualifiers"])
    + r"))?\**[ \t]*[:：][ \t*]*`?[^\s/`]{1,64}`?[ \t]*/[ \t]*`?(?P<v>[^\s`/]{1,256}?)`?(?=[.,;)]*(?:\s|$))", quick=True)


def _pair_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line in password_lines:  # a _PAIR match is one line, which names the password
        end = _line_end(text, line)
        if text.find("/", line, end) < 0:
            continue  # both forms part the user and the password with a slash on this line
        for m in _PAIR.finditer(text, line, end):
            if _value_ok(m.group("v")):
                yield m.start("v"), m.end("v"), "prose:user-pass"
        for m in _PAIR_AFTER_NAME.finditer(text, line, end):
            # (no user's word says it is a pair: the password's part must look typed: src/Main is a path)
            if all(p.search(m.group("v")) for p in _TYPED_LOOK) and not _NOT_TYPED.search(m.group("v")) \
                    and _value_ok(m.group("v")):
                yield m.start("v"), m.end("v"), "prose:user-pass"
    pos = 0
    for line in password_lines:  # _PAIR_OVER names the password on its first line
        if line < pos:
            continue
        m = _PAIR_OVER.match(text, line)
        if m is not None:
            pos = m.end()
            if _value_ok(m.group("v")):
                yield m.start("v"), m.end("v"), "prose:user-pass"


# --- a default user and its password as a pair, a few lines after the password is named -------------

# admin/V, root / V, 默认的admin/V为何不能登录: a default account's name ([pairs] users), a slash and
# the value, in the few lines after one that names the password (an issue's title, a question)
_DEFAULT_USER_PAIR = lazy(r"(?<![A-Za-z0-9_/.@:-])(?i:" + "|".join(map(re.escape, _CONVERSATION["pairs"]["users"])) + r")[ \t]*/[ \t]*"
    r"(?P<tick>`?)(?P<v>[^\s/`'\"<>，。、]{6,64}?)(?P=tick)"
    r"(?=[.,;!?]?(?:\s|$)|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af，。、！？])", quick=True)
_PAIR_LINES = 6  # how many lines after the password's line a pair may stand on
# ... where those lines say the account is a default one (a question about a password manager is not
# about an account's password): [said] qualifiers and [pairs] defaults
_SAYS_DEFAULT = lazy(r"(?i:" + "|".join(re.escape(w) for w in sorted(
    {*_SAID["qualifiers"], *_CONVERSATION["pairs"]["defaults"]}, key=len, reverse=True)) + ")", quick=True)
_PAIR_LEAD = lazy(r"[ \t>*+-]*(?:\d{1,2}[.)][ \t]*)?")
_LINE_END = lazy(r"[ \t]*(?:\r?\n|$)")


def _default_pair_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    """``# The default password can log in ...`` then ``admin/V`` alone: a default account's pair
    where the lines just before name the password and say it is the default; no label says the value is one, so it must
    look typed (a digit, a small letter, a capital or a symbol) and pass the password's gate."""
    done = -1
    for line in password_lines:
        end = line
        for _ in range(_PAIR_LINES + 1):
            nxt = text.find("\n", end)
            if nxt < 0:
                end = len(text)
                break
            end = nxt + 1
        if text.find("/", max(line, done), end) < 0:
            continue  # no pair's slash in these lines
        for m in _DEFAULT_USER_PAIR.finditer(text, max(line, done), end):
            value = m.group("v")
            # the pair alone on its line (a list's marks before it, a stop after it), or between
            # letters of a script written without spaces; not a path or an argument in a sentence
            at = text.rfind("\n", 0, m.start()) + 1
            after = m.end() + (m.end() < len(text) and text[m.end()] in ".,!")
            alone = _PAIR_LEAD.fullmatch(text, at, m.start()) is not None and _LINE_END.match(text, after) is not None
            glued = m.start() > 0 and _glued_script(text[m.start() - 1]) and after < len(text) and _glued_script(text[after])
            if not (alone or glued) or _SAYS_DEFAULT.search(text, line, m.start()) is None:
                continue
            if all(p.search(value) for p in _TYPED_LOOK) and not _code(value, True) \
                    and not _NOT_TYPED.search(value) and _value_ok(value):
                done = m.end("v")
                yield m.start("v"), m.end("v"), "prose:default-pair"


# --- a user and its password after a label of a sign-in's credentials ------------------------------

# the labels ([pairs] labels: Zugangsdaten, identifiants, tài khoản, 账号, credentials ...), in lower case
_CREDENTIAL_LABEL = automaton(sorted({w.lower() for w in _CONVERSATION["pairs"]["labels"]}))
# a user (a name or an e-mail address, maybe quoted) and the value, parted by a slash (or a colon with no
# space: admin:V); not a path's part nor a URL's (nothing of a path or an address glued before the user)
_LABELLED_PAIR = lazy(
    # (bold around each, as quotes: Логин: **admin** / **V**, round 28)
    r"(?<![\w@./\\-])(?P<uq>\*\*|[`'\"]|)(?P<u>\w[\w.+-]{0,63}?(?:@[\w-]+(?:\.[\w-]+)+)?)(?P=uq)"
    r"(?:[ \t]*/[ \t]*|(?P<colon>:))(?P<q>\*\*|[`'\"]|)(?P<v>[^\s`'\"/:<>()\[\]{}]{4,64}?)(?P=q)"
    r"(?=[.,;!?)\]]*(?:\s|$|[<\"'`*]|[\u3000-\u303f" + _NO_SPACES + r"])|[\u3000-\u303f" + _NO_SPACES + r"])")
_PAIR_USERS = frozenset(_CONVERSATION["pairs"]["users"])
_LABEL_COLON = lazy(r"[:：]")
_LABEL_PAIR_REACH = 80  # how far after the label on its line the pair may start
_LABEL_PAIR_LINES = 4  # how many lines under a label alone (a heading, a line ending on a colon) it may stand on
# a label alone on its line: what follows it there is a few words at most, then a colon (or nothing under a
# heading), maybe the quotes and brackets of the code that prints it (console.log('Test Credentials:');)
_LABEL_ALONE_END = lazy(r"[^\n:：/]{0,30}?[ \t*_]*[:：][ \t*_\"'`);]*(?=\r?\n)")


def _pair_value_ok(m: re.Match[str], marked: bool = True) -> bool:
    """The pair's second part looks typed (a digit, both cases or a symbol: admin/read is no pair's)
    and passes the password's gate; after a user no more than a name (Google/OAuth2: a sign-in's
    providers), a random one's look (ten characters of three kinds) or a policy's four kinds."""
    value, user = m.group("v"), m.group("u").lower()
    if marked and ("@" in user or user in _PAIR_USERS or m.group("uq")) and not _NOT_TYPED.search(value) \
            and not _code(value, bool(m.group("q"))) and (_weak_ok(value, False, m.string, m.end("v")) or value.lower() == user):
        # a sign-in's user after the label's colon: a weak password too (admin / 123456, a@b.c / riseDemo,
        # root/root; not "the credentials of admin / admin do not work")
        return True
    if not ("@" in user or user in _PAIR_USERS or m.group("uq")):
        if not (_random_typed(value) or all(p.search(value) for p in _COMPLEX)):
            return False
    elif _plain_no_word(value, m.string, m.end("v")) and not _NOT_TYPED.search(value):
        # a made-up word after a default account's name, an address or a quoted user (the default
        # credentials are admin / lfmqqire, (`admin/acxyn`), admin:acxyn): letters only, as a document's
        # own default is (a word, admin/dashboard, stays: round 28)
        return True
    return ((re.search(r"\d", value) is not None or _MIXED.search(value) is not None) and not _NOT_TYPED.search(value)
            and not _code(value, bool(m.group("q"))) and _value_ok(value))


def _labelled_pair_spans(text: str, lower: str) -> Iterator[tuple[int, int, str]]:
    """``Zugangsdaten: admin / V``, ``Identifiants par défaut : root/V``, ``(Gợi ý tài khoản: admin /
    V)``, ``测试账号：submitter / V``, and under ``#### Credenciales de Prueba`` or ``echo "Test
    Credentials:"`` the lines ``- **Médico:** `medico` / `V``` or ``Admin: a@b.c / V``: the label
    says the pair is a sign-in's; under a label alone the user must read as one (an address, a default
    account's name, quoted, or after a role's colon)."""
    if len(lower) != len(text):
        return
    done = -1
    for _, start, end in occurrences(_CREDENTIAL_LABEL, lower):
        if start < done or (start > 0 and lower[start - 1].isalpha() and lower[start - 1].isascii()
                            and not lower[start - 1] == "-"):
            continue  # inside a word (blogin), or a label this pass has read past
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        for m in _LABELLED_PAIR.finditer(text, end, min(line_end, end + _LABEL_PAIR_REACH)):
            if (m.group("colon") is None or "@" in m.group("u") or m.group("u").lower() in _PAIR_USERS) \
                    and _pair_value_ok(m, _LABEL_COLON.search(text, end, m.start()) is not None):
                done = m.end("v")
                yield m.start("v"), m.end("v"), "prose:labelled-pair"
        line = text.rfind("\n", 0, start) + 1
        heading = text.startswith("#", line)
        if line_end >= len(text) or not (heading or _LABEL_ALONE_END.match(text, end)):
            continue
        pos = line_end + 1
        for _ in range(_LABEL_PAIR_LINES):
            nxt = text.find("\n", pos)
            nxt = len(text) if nxt < 0 else nxt
            if text.startswith("#", pos) or not text[pos:nxt].strip():
                break  # the next heading, or a blank line: the label's lines end
            for m in _LABELLED_PAIR.finditer(text, pos, nxt):
                before = text[pos:m.start()].rstrip(" \t*_")
                user = m.group("u").lower()
                if m.group("colon") is None and ("@" in user or user in _PAIR_USERS or m.group("uq")
                                                 or before.endswith((":", "："))) and _pair_value_ok(m):
                    done = m.end("v")
                    yield m.start("v"), m.end("v"), "prose:labelled-pair"
            pos = nxt + 1
            if pos > len(text):
                break


# --- a password prompt and its answer on one line --------------------------------------------------

# a terminal's prompt and what was typed after it, pasted (Enter PEM pass phrase: V, [sudo] password
# for bob: V, Password for 'https://bob@github.com': V, Enter passphrase (empty for no passphrase): V);
# the prompt ends at the last colon that one token follows to the line's end
_PROMPT = lazy(r"[ \t>$#]*(?P<label>[^\n\"=<>{}]{1,120}?):[ \t]+(?P<tick>`?)(?P<v>[^\s`]{1,256})(?P=tick)[ \t]*(?=\r?\n|$)")
# what a prompt says around the password's name: the verbs and words before it, a parenthesis or a
# "for ..." after it
_PROMPT_LEAD = lazy(r"^(?:\[sudo\][ \t]*|verifying[ \t]*-[ \t]*|(?:please|enter|re-?enter|retype|re-?type|confirm|"
                          r"type|input|new|current|old|the|your|a|an|"
                          # (the same in other languages: Entre le mot de passe :, Введите ваш пароль:, round 28)
                          + "|".join(map(re.escape, sorted(_SAID["prompt_words"], key=len, reverse=True)))
                          + r")[ \t]+)+", re.IGNORECASE)
_PROMPT_TAIL = lazy(r"[ \t]*(?:\([^)]*\)|(?<![\w-])(?:" + _alternatives(_CONVERSATION["told"]["prompt_for"])
                          + r")(?![\w-]).*|\bagain\b|\b(?:is|was)\b)$", re.IGNORECASE)


_LIST_MARK = lazy(r"^(?:[-*+•][ \t]+|\d{1,2}[.)][ \t]+)")


def _prompt_label(label: str) -> str:
    """The password's name a prompt holds (Enter PEM pass phrase -> PEM passphrase; a list's mark
    before it is no word of it: - Entre le mot de passe -> mot de passe)."""
    label = _PROMPT_LEAD.sub("", _LIST_MARK.sub("", label.strip()))
    while (tail := _PROMPT_TAIL.sub("", label)) != label:
        label = tail
    return re.sub(r"(?i)\bpass[ \t]+phrase", "passphrase", label)


# a prompt reads as words (Enter password, Password for 'x', [sudo] password for bob), not as a
# lower-case name (password: V is a key's, a type's: passphrase: NotRequired[str], an object's:
# password: password,)
_PROMPT_LIKE = lazy(r"^[ \t>$#]*(?:\[sudo\]|[A-Z]|\S+[ \t]+\S)")
_NOT_TYPED = lazy(r"[\[\]{}()]|[,;]$")


# a terminal's prompt alone on its line and the answer typed on the next one, as a chat keeps it
# when the person types the password as their message ([sudo] password for bob:, then "#### V" in
# an Aider history; Password:, then V): the prompt is a password's name alone, a "for ..." after it
_PROMPT_OVER = lazy(r"[ \t>$#]*(?P<label>[^\n\"=<>{}:]{1,120}?):[ \t]*\r?\n(?:[ \t]*\r?\n){0,2}"
                          r"(?:####[ \t]+|>[ \t]+)?(?P<tick>`?)(?P<v>[^\s`]{4,128})(?P=tick)[ \t]*(?=\r?\n|$)")


def _prompt_over_spans(text: str, line: int) -> Iterator[tuple[int, int, str]]:
    m = _PROMPT_OVER.match(text, line)
    if m is None or _PROMPT_LIKE.match(m.group("label")) is None:
        return
    name = _prompt_label(m.group("label"))
    value = m.group("v")
    if (len(name.split()) <= 2 and names_password(name) and not _CODE.search(value)
            and not _NOT_TYPED.search(value) and _value_ok(value)):
        yield m.start("v"), m.end("v"), "prose:prompt-over"


def _prompt_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line in password_lines:
        m = _PROMPT.match(text, line)
        if m is None:
            yield from _prompt_over_spans(text, line)
            continue
        if _PROMPT_LIKE.match(m.group("label")) is None:
            continue
        value = m.group("v")
        if (names_password(_prompt_label(m.group("label"))) and not _CODE.search(value)
                and not _NOT_TYPED.search(value) and _value_ok(value)):
            yield m.start("v"), m.end("v"), "prose:prompt"


# --- a sentence that gives the password ------------------------------------------------------------

# what a sentence calls the secret it gives: a password's word, vault's unseal key, an IPsec peer's
# pre-shared key
_SECRET_NAME = (r"(?:(?:pass(?:word|wd|phrase|code)?|pwd)(?![\w-])|pass[ \t]+phrase|unseal[ \t]+key"
                r"|(?:pre[ \t-]?)?shared[ \t-]?(?:key|secret)|psk(?![\w-]))")


# a password's word in any language before a quoted value (пароль `V`, Passwort "V"): the
# lexicon's words of four letters or more that a space ends (not "pass": "pass `--flag`" passes
# an argument), and the words some languages write in two
_QUOTED_AFTER = "|".join(
    [re.escape(w) for w in sorted(_PASSWORD_WORDS, key=len, reverse=True)
     if len(w) >= 4 and w != "pass" and w not in _UNSPACED]
    + [r"[ \t]+".join(map(re.escape, w.split())) for w in _TWO_WORD_PASSWORDS])


def _said_value(n: str = "") -> str:
    """The value as regex source: one token, quoted or not, a sentence's closing stop after it no
    part of it; its groups named q{n} and v{n} (each alternative of a pattern its own)."""
    return rf"(?P<q{n}>[\"'`]?)(?P<v{n}>[^\s\"'`]{{1,256}}?)(?P=q{n})(?=[.,;:!?)]*(?:\s|$))"


# what a sentence may say of whose or which password it is, between its name and the copula: a
# word of [said] complements, then up to three more words (Mật khẩu của tôi là V, La password di
# accesso è V, كلمة المرور الخاصة بي هي V, le mot de passe de l'admin est V, ... pour tous les comptes
# est V: round 28); a value that holds a password's word is a name there (the password manager is 1Password)
_COMPLEMENT = (r"(?P<comp>[ \t]+(?i:" + "|".join(map(re.escape, sorted(_SAID["complements"], key=len, reverse=True)))
               + r")(?:[ \t]+[^\W\d_][\w'’.@-]{0,19}){0,3}?)")
_SENTENCE = lazy(
    # the password for the admin account is V, the password of bob was V, the unseal key is V
    r"(?i:\b" + _SECRET_NAME + r"(?:[ \t]+(?:for|of)[ \t]+(?:the[ \t]+)?[\w.@'\"`-]{1,40}(?:[ \t]+(?:user|account|login))?)?"
    r"[ \t]+(?:(?:is|was|will[ \t]+be|has[ \t]+been|are)(?:[ \t]+(?:now|still))?(?:[ \t]*+:)?[ \t]++"
    # the password was set to V, psk is set to V, password changed to V
    r"(?:(?:set|changed|reset|updated)[ \t]+to[ \t]+)?|(?:set|changed|reset|updated)[ \t]+to[ \t]+))" + _said_value()
    # redis's directives, named in a sentence (an earlier requirepass V setting)
    + r"|(?i:\b(?:requirepass|masterauth)[ \t]+)" + _said_value("3")
    # a password changed from one quoted value to another (Update the password from 'V' to 'V': both
    # are the account's, the old and the new), and a user and a password said together with their
    # values in the same order (the default username and password is "admin" and "V"): round 28
    + r"|(?i:\b(?:pass(?:word|wd|phrase)?|pwd)[ \t]+from[ \t]+)(?P<q11>[\"'`])(?P<v11>[^\s\"'`]{1,256})(?P=q11)"
    r"[ \t]+(?i:to)[ \t]+(?P<q12>[\"'`])(?P<v12>[^\s\"'`]{1,256})(?P=q12)"
    r"|(?i:\b(?:user(?:[ _-]?name)?|login)[ \t]+and[ \t]+pass(?:word)?[ \t]+(?:is|are)(?:[ \t]+both)?[ \t]+)"
    r"(?P<uq13>[\"'`])[^\s\"'`]{1,64}(?P=uq13)[ \t]+(?i:and)[ \t]+(?P<q13>[\"'`])(?P<v13>[^\s\"'`]{1,256})(?P=q13)"
    # use V as the password, with V as your root password
    + r"|(?i:\b(?:use|used|using|with|enter|type)[ \t]+)" + _said_value("2") + r"(?i:[ \t]+as[ \t]+(?:(?:the|your|a|an|its|my)[ \t]+)?(?:[\w-]+[ \t]+){0,2}?"
    + _SECRET_NAME + r")"
    # a user and a password after a sign-in's or credentials' word: the creds are admin:V, Login
    # with admin/V, credentials: `root` / `V`
    r"|(?i:(?<![\w@:./-])(?:creds|credentials?|log[ \t-]?in|logon|sign[ \t-]?in)\b(?:[ \t]++(?:are|is|with|as|using|of|for))?(?:[ \t]*+:)?[ \t]++)"
    r"(?P<uq>[`'\"]?)[\w.@+-]{1,64}(?P=uq)(?::|[ \t]*/[ \t]*)(?P<q4>[`'\"]?)(?P<v4>[^\s`'\"/:]{1,256}?)(?P=q4)"
    r"(?=[.,;:!?)]*(?:\s|$))"
    # a password's word and its value in quotes: user `admin`, password `V` (a qualifier may stand
    # between: a senha padrão (V), пароль по умолчанию `V`: round 28)
    r"|(?i:(?<![\w@:./-])(?:" + _QUOTED_AFTER + r")(?:[ \t]+(?:" + _alternatives(_SAID["qualifiers"]) + r"))?[ \t]+)"
    r"(?:(?P<q5>[`'\"])(?P<v5>[^\s`'\"]{1,256})(?P=q5)"
    # ... or in parentheses: the default username (root) and password (V)
    r"|\((?P<v6>[^\s()`'\"]{1,256})\)"
    # ... or bare, when it has a password's look (below): пароль ip 10.0.0.5 пароль V
    r"|(?P<v7>[^\s`'\"]{8,64}?)(?=[.,;:!?)]*(?:\s|$)))"
    # ... a name of a script written without spaces, a space, and the value in quotes (모두 비밀번호 `V`:)
    r"|(?i:(?:" + "|".join(re.escape(w) for w in sorted(_UNSPACED, key=len, reverse=True) if _glued_script_end(w))
    + r")[ \t]+)(?P<q10>[`'\"])(?P<v10>[^\s`'\"]{6,256})(?P=q10)"
    # ... or bare after words that say whose it is, with no copula (Пароль от почты V уже не подходит)
    r"|(?i:(?<![\w@:./-])(?:" + _QUOTED_AFTER + r"))" + _COMPLEMENT.replace("comp>", "comp8>")
    + r"[ \t]+(?P<v8>[^\s`'\"]{8,64}?)(?=[.,;:!?)]*(?:\s|$))"
    # a user's word and name, then a password's short word and the value, no colon needed (login admin
    # pass V, user admin pw V, логин admin пароль V)
    r"|(?i:(?<![\w@:./-])(?:" + "|".join(map(re.escape, sorted(_SAID["user_words"], key=len, reverse=True)))
    + r")(?:[ \t]*+[:=])?[ \t]++[\w.@+-]{1,64}+(?:[ \t]*+[,;/|])?[ \t]++(?:(?:"
    + _alternatives(_CONVERSATION["told"]["conjunctions"]) + r")[ \t]++)?(?:" + "|".join(
        map(re.escape, sorted(_SAID["short_password_words"], key=len, reverse=True))) + r")(?:[ \t]*+[:=])?[ \t]++)"
    r"(?P<v9>[^\s`'\"]{6,64}?)(?=[.,;:!?)]*(?:\s|$))")


# the quote group of each value group that may stand quoted or bare
_QUOTE_OF = {"v": "q", "v2": "q2", "v3": "q3", "v4": "q4"}
# letters of both cases, or a symbol a name does not hold
_MIXED = lazy(r"(?=[^\n]*[a-z])(?=[^\n]*[A-Z])|[!@#%^*+=~&?$]")
# what a password policy asks for: a small letter, a capital, a digit and a symbol (not a name's _ or -)
_COMPLEX = tuple(map(lazy, (r"[a-z]", r"[A-Z]", r"\d", r"[^\w\s-]")))


def _random_typed(value: str) -> bool:
    """Ten or more characters with a digit, a small letter and a capital, random as a generated
    secret is (not a name: Argon2id is short, PBKDF2WithHmacSHA256 reads as words)."""
    return (len(value) >= 10 and all(p.search(value) for p in _TYPED_LOOK) and re.search(r"[A-Z]", value) is not None
            and credential(value))


def _sentence_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    """A password a sentence gives on the line that names it: ``the password for admin is V``,
    ``the unseal key is V``, ``the pre-shared key is set to V``, ``use V as the password``, redis's
    ``requirepass V`` named in a sentence.
    ("the password is V" alone is the context rule ``said``'s.)"""
    for line in password_lines:
        for m in _sentence_matches(text, line, _line_end(text, line)):
            if m.group("v11") is not None or m.group("v13") is not None:  # quoted: the said password's gate
                for group in ("v11", "v12") if m.group("v11") is not None else ("v13",):
                    value = m.group(group)
                    if not _NOT_TYPED.search(value) and not _code(value, True) and (
                            _value_ok(value) or _weak_ok(value, True, text, m.end(group) + 1)):
                        yield m.start(group), m.end(group), "prose:sentence"
                continue
            group = next(g for g in ("v", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10") if m.group(g) is not None)
            value = m.group(group)
            # (quotes or parentheses around it say where it ends: a leading ! is the value's, not
            # an image's or a tag's)
            delimited = group in ("v5", "v6", "v10") or (group in _QUOTE_OF and m.group(_QUOTE_OF[group]))
            if delimited and value[0] in "!*#-" and len(value) > 1:
                ok = not starts_as_reference(value) and keyed_value(value, True) and _value_ok(value[1:])
            else:
                ok = not _NOT_TYPED.search(value) and _value_ok(value)
            if group == "v" and not ok:  # a copula or set/changed to says it is the value: a weak one too
                ok = _weak_ok(value, bool(m.group("q")), text, m.end())
            elif group == "v5" and not ok:  # quoted right after the password's word: a made-up word too
                ok = _plain_no_word(value, text, m.end(group) + 1)  # (and password "eiipwsau", round 28)
            elif group == "v" and _stored_or_counted(value, text, m.end()):
                ok = False  # the password is sha512, 8chars, 256bit, 30days old: how it is kept or how long
            if group == "v4" and not _MIXED.search(value):
                ok = False  # a user/name pair's second part must look typed: aws/prod-creds-2 is a name
            if group == "v10" and not all(p.search(value) for p in _TYPED_LOOK) and not (
                    re.search(r"\d", value) and _weak_ok(value, False)):
                ok = False  # no copula says the quotes hold its value (비밀번호 `변수`): its look must
            if group in ("v7", "v8") and not all(p.search(value) for p in _COMPLEX) and not _random_typed(value):
                ok = False  # no quote says it is one value: a password policy's four kinds of character say so,
                # or a random run of ten or more of three (Пароль ZhTVysgZ0ItQ вже не працює)
            if not _CODE.search(value) and ok:
                yield m.start(group), m.end(group), "prose:sentence"


# --- a label and its value on one line, in markup or a list's item ---------------------------------

# - **كلمة المرور:** V, <p><strong>Password:</strong> V</p>, पासवर्ड: <span class="mono">V</span>,
# - Пapoль: `V` (a list's item, an emphasis or a tag around the label, a tag around the value)
_LABEL_LINE = lazy(
    # (the line may be markup a script prints: echo "<p><strong>Password:</strong> V</p>";)
    r"[ \t>*+-]*(?P<echo>(?i:echo|print)[ \t]+[\"'])?(?P<tags>(?:<\w+[^<>\n]{0,80}>[ \t]*)*)(?P<open>\*\*|__)?(?P<label>[^\n:：<>*_`\"'=|{}()\[\]]{1,40}?)"
    # a colon, or a dash between spaces as a list's item writes it (password - V)
    r"(?(open)(?:\*\*|__)?)(?:[ \t]*[:：]|(?P<dash>[ \t]+[-\u2013\u2014]))[ \t]*+(?(open)(?:\*\*|__)?)(?:[ \t]*+</\w+>)*[ \t]*+"
    r"(?:<(?P<tag>span|code|b|strong|kbd|tt|samp)\b[^<>\n]{0,120}>(?P<v1>[^\s<>`]{1,256})</(?P=tag)>"
    # (bold around the value: password: **V**, and bold around inline code: Senha padrão: **`V`**, round 28)
    r"|(?P<em>\*\*|__)(?P<emtick>`?)(?P<v2>[^\s`<>*_]{1,256})(?P=emtick)(?P=em)"
    # (inline code of one backtick or three: 密码：```V```)
    r"|(?P<tick>`{0,3})(?P<v>[^\s`<>]{1,256})(?P=tick))"
    # (a value in quotes or a tag may have words after it: `V` — the factory default)
    r"(?:(?<=[`>*_])(?=[ \t]+[-\u2013\u2014(]|[.,;]?[ \t]*(?:\r?\n|$))|[ \t]*+(?:</\w+>[ \t]*+)*"
    r"(?(echo)(?:\\n)?[\"'][ \t]*+(?:;[ \t]*+)?)(?=\r?\n|$))")


# where a label may start inside a line: after a separator of label-value pairs (Email: u | Mat
# khau: V, نام کاربری: admin | رمز عبور: V), a pipe between spaces or a fullwidth one, or a dash
# between spaces: a list flattened to one line (a model's reply, a title after "Session: "):
# - رقم الجوال: `N` - كلمة المرور: `V`
# Or after a sign-in's user given on the same line, as notes and tickets write the two (ID:master
# PW:V, Username:admin/Password:V, login: ops, password: V): the user's word, its value, a blank,
# a comma or a slash
_PAIR_SEPARATOR = lazy(r"[ \t]\|[ \t]|｜|[ \t]-[ \t]"
                             # (or a sentence's stop: É protegido por senha. Senha padrão: **`V`**, round 28)
                             r"|(?<=[.!?])[ \t]+(?=[^\W\d_])"
                             r"|(?<![\w-])(?i:id|user|username|user name|login|account|e-?mail)[ \t]*[:：=][ \t]*[^\s,/|]{1,80}"
                             r"(?:[ \t]*[,/][ \t]*|[ \t]+)(?=[^\s,/|])")


def _label_line_starts(text: str, line: int) -> Iterator[int]:
    """The line's start, then each place after a pairs' separator on it."""
    yield line
    for sep in _PAIR_SEPARATOR.finditer(text, line, _line_end(text, line)):
        yield sep.end()


# what every _LABEL_LINE match holds on its line, after its label: a colon, or a dash after a blank
# (no part of the pattern crosses a line break). A line of code without one (type="password",
# onChange={...}) is not tried: there the label's run of blanks, the blanks before it and after
# it split an indentation in cubically many ways (300-560 us a line of a .tsx file)
_LABEL_MARK = lazy(r"[:：]|[ \t][-\u2013\u2014]")


def _marked_lines(text: str, password_lines: list[int]) -> Iterator[int]:
    """The lines of *password_lines* that hold a label's colon or dash (``_LABEL_MARK``)."""
    for line in password_lines:
        if _LABEL_MARK.search(text, line, _line_end(text, line)) is not None:
            yield line


def _label_line_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line, at, m in ((line, at, _LABEL_LINE.match(text, at)) for line in _marked_lines(text, password_lines)
                        for at in _label_line_starts(text, line)):
        if m is None:
            continue
        group = next(g for g in ("v1", "v2", "v") if m.group(g) is not None)
        value = m.group(group)
        label = m.group("label").strip()
        # a lower-case ASCII name is a key's (password: V in YAML: the key reader's, sealed blocks and all);
        # markup around the value or a dash for a colon is no key's syntax
        marked = m.group("open") or m.group("tags") or not label.isascii() or label[:1].isupper() or \
            m.group("em") or m.group("dash") or (text[m.start(group) - 1] in ":：" and at > line)
        if m.group("echo") and not m.group("tags"):
            continue  # echo "Password: $PASS": a script's own line, not markup it prints
        # (the value ends the line, or quotes, a tag or bold delimit it: an "=" in it is code only where it assigns;
        # English's letter pairs tell a made-up word only beside an ASCII label: "şifre: gerekli", required;
        # or beside a label with no Latin letter, whose words are none of the value's: Пароль: ddzzv, round 28)
        # (a prompt's words may lead the label: a list flattened to one line, - Entre le mot de passe : `V`)
        if (marked and (names_password(label) or names_password(_prompt_label(label))) and not _code(value, True) and not _NOT_TYPED.search(value)
                and (_value_ok(value) or ((label.isascii() or _LATIN_LETTER.search(label) is None)
                                          and _plain_no_word(value, text, m.end(group))))):
            yield m.start(group), m.end(group), "prose:label"


# a letter of the Latin script (ASCII or not: ş, é, ł): a label holding one may be a language whose
# words English's letter pairs misread as made up
_LATIN_LETTER = lazy(r"[A-Za-z\u00c0-\u024f]")


def _plain_no_word(value: str, text: str, end: int) -> bool:
    """A plain word a password's label gives (Password: V, WI-FI password: V): taken when it reads
    as no word (``reads_as_no_word``: acxyn, not admin) and is none a weak value never is
    (``_weak_ok``'s words: required, empty ...)."""
    return reads_as_no_word(value) and value.lower() not in _WEAK_NOT_WORDS and not _stored_or_counted(value, text, end)


# --- a password's name, a copula and a value in quotes, in any language -------------------------------

# the quotes a value stands in, each to its closing one (a typographic pair, a Japanese bracket, an emphasis)
_CLOSE_OF = {"`": "`", '"': '"', "'": "'", "\u2019": "\u2019", "\u2018": "\u2019", "\u201c": "\u201d", "\u00ab": "\u00bb",
             "\u201e": "\u201c", "\u300c": "\u300d", "\u300e": "\u300f", "*": "*", "**": "**"}
_QUOTES = "".join(sorted({c for pair in _CLOSE_OF.items() for q in pair for c in q}))
# what a sentence may say of the password between its name and the value: that it is the default
_QUALIFIER = r"(?:[ \t]+(?P<qual>(?i:" + _alternatives(_SAID["qualifiers"]) + r")))"
# the name may close a compound (Standardkennwort, 初期パスワード): no boundary before it, one after;
# a copula joins it to the value (a colon may follow), or a colon alone where the name is in
# another script than Latin or a qualifier stands (Пароль по умолчанию: V): _said_quoted_spans asks
_SAID_QUOTED = lazy(
    r"(?P<name>(?i:" + "|".join(re.escape(w) for w in sorted({*_PASSWORD_WORDS, *_MIXED_SPELLINGS}, key=len, reverse=True)
                                if len(w) >= 4 and w != "pass" or not w.isascii())
    + "|" + "|".join(r"[ \t]+".join(map(re.escape, w.split())) for w in _TWO_WORD_PASSWORDS) + r"))" + _QUALIFIER + "?"
    r"(?:(?:" + _COMPLEMENT + r"?[ \t]+(?i:" + "|".join(r"[ \t]+".join(map(re.escape, w.split())) for w in sorted(_SAID["spaced"], key=len, reverse=True))
    + r")|[ \t]*(?:" + "|".join(map(re.escape, _SAID["glued"])) + r"))" + _QUALIFIER.replace("qual>", "qual2>") + r"?(?:[ \t]*+[:：])?"
    # (or a dash between spaces, as a colon: запамʼятай мій пароль — V)
    r"|(?P<colon>[ \t]*[:：])|(?P<dash>[ \t]+[-\u2013\u2014](?=[ \t]))"
    # (or an arrow, as a colon: пароль -> V, 密码 → V)
    r"|(?P<arrow>[ \t]*(?:->|=>|→|⇒)(?=[ \t])))[ \t]*+"
    r"(?:(?P<open>\*\*|[" + re.escape(_QUOTES) + r"])(?P<v>[^\s" + re.escape(_QUOTES) + r"]{1,256})"
    r"(?P<close>\*\*|[" + re.escape(_QUOTES) + r"])"
    # ... or in an inline tag of markup, as quotes: 기본 비밀번호는 <b>V</b>이며, şifre: <strong>V</strong>
    r"|<(?P<tag>" + "|".join(_SAID["value_tags"]) + r")>(?P<tv>[^\s<>]{1,256})</(?P=tag)>"
    # ... or bare, when it has a typed password's look (below): le mot de passe devrait être V,
    # (an asterisk inside it is the value's, as a random password's: it opens no emphasis there)
    # (nor a letter of a script without spaces: パスワードはVです is said-cjk's, the value ends before です)
    r"|(?P<bare>[^\s" + re.escape(_QUOTES) + _NO_SPACES + r"][^\s" + re.escape(_QUOTES.replace("*", "")) + _NO_SPACES
    + r"]{3,63}?)(?=[.,;:!?)]*(?:\s|$|[\"'`\u3000-\u303f" + _NO_SPACES + r"])))")
# a password's word inside a value (1Password, MyPassword1): a name that holds one is no value
_PASSWORD_WORD_IN = lazy("|".join(re.escape(w) for w in sorted({w.lower() for w in _PASSWORD_WORDS if len(w) >= 4},
                                                                     key=len, reverse=True)))
# a typed password's look without quotes: a digit, a small letter, and a capital or a symbol
_TYPED_LOOK = tuple(map(lazy, (r"\d", r"[a-z]", r"[A-Z]|[^\w\s-]")))
# where _SAID_QUOTED can start: its names (a two-word one by its first), found in one pass over
# a line lowered, with the letters re's case-blind matching takes as one (ı and i, ſ and s, ς and
# σ ...) read as one; _SAID_QUOTED is tried at those places only, not at every one of a long line
_SRE_SAME = str.maketrans("ıſςϐϵϑϰϖϱϕµẛ", "isσβεθκπρφμṡ")
_SAID_STARTS = automaton(sorted({w.lower().translate(_SRE_SAME) for w in (
    *_PASSWORD_WORDS, *_MIXED_SPELLINGS, *(w.split()[0] for w in _TWO_WORD_PASSWORDS))}))


# where _SENTENCE can start: the first word of each of its ways (a password's name, redis's two
# directives, use/with/enter/type, a sign-in's word, a name before a quoted value), found as
# _SAID_STARTS finds its names: tried there only, not at every place of a long line (8 of Cline's
# 40 ms in this reader)
_SENTENCE_STARTS = automaton(sorted({w.lower().translate(_SRE_SAME) for w in (
    "pass", "pwd", "unseal", "pre", "shared", "psk", "requirepass", "masterauth", "use", "using", "with", "enter", "type",
    "cred", "log", "sign", *_SAID["user_words"], *(w for w in _PASSWORD_WORDS if len(w) >= 4 and w != "pass" and w not in _UNSPACED),
    *(w for w in _UNSPACED if _glued_script_end(w)),
    *(w.split()[0] for w in _TWO_WORD_PASSWORDS))}))


_EXAMPLE_STARTS = automaton(sorted({w.lower().translate(_SRE_SAME) for w in _WEAK["examples"]}))


def _matches_at_starts(pattern: re.Pattern[str], starts: ahocorasick_rs.AhoCorasick, text: str, start: int, end: int) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text, start, end)`` for a pattern whose every match opens with one of
    the words of the automaton *starts*: tried only where one of them starts."""
    lower = text[start:end].lower().translate(_SRE_SAME)
    if len(lower) != end - start:  # (a letter whose lower case is longer: offsets would move)
        yield from pattern.finditer(text, start, end)
        return
    last = start
    for at in sorted({start + s for _, s, _ in occurrences(starts, lower)}):
        if at >= last and (m := pattern.match(text, at, end)) is not None:
            yield m
            last = m.end()


def _sentence_matches(text: str, start: int, end: int) -> Iterator[re.Match[str]]:
    """``_SENTENCE.finditer(text, start, end)``, tried only where one of its ways' words starts."""
    return _matches_at_starts(_SENTENCE, _SENTENCE_STARTS, text, start, end)


def _said_quoted_matches(text: str, start: int, end: int) -> Iterator[re.Match[str]]:
    """``_SAID_QUOTED.finditer(text, start, end)``, tried only where one of its names starts."""
    return _matches_at_starts(_SAID_QUOTED, _SAID_STARTS, text, start, end)


def _said_quoted_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    """``das Standardkennwort lautet `V```, ``パスワードは「V」``, ``user name and password are
    both `V```: the quotes say where the value ends, the name and its copula that it is one."""
    for line in password_lines:
        for m in _said_quoted_matches(text, line, _line_end(text, line)):
            group = next(g for g in ("v", "tv", "bare") if m.group(g) is not None)
            value = m.group(group)
            if m.group("colon") and m.group("name").isascii() and not m.group("qual"):
                continue  # password: V alone is a key's, the key reader's (a code's type: password: String)
            if group == "v" and _CLOSE_OF.get(m.group("open")) != m.group("close"):
                continue
            said = not (m.group("colon") or m.group("dash") or m.group("arrow"))
            weak_only = group == "bare" and (len(value) < 8 or not all(p.search(value) for p in _TYPED_LOOK))
            if weak_only and not (said and re.search(r"\d", value)):
                continue  # no quote says it is one value: its look must (8+ characters), or a copula's or a
                # verb's weak value with digits (A senha foi alterada para 123456, הסיסמה היא: ds345a), below
            if m.group("comp") and _PASSWORD_WORD_IN.search(value.lower()):
                continue  # the password manager is 1Password: a name, not a value
            if m.group("dash") and (m.start() > 0 and text[m.start() - 1].isalnum()
                                    or m.group("name").lower() in value.lower()):
                continue  # a list's item names a thing and says what it is (1Password - 1Password is a manager)
            # (a bare value here looks typed: an "=" in it is a random password's unless it assigns,
            # as in a delimited one: كلمة السر هي jHE+6F=n*2Dc4)
            if not _code(value, True) and not _NOT_TYPED.search(value) and (
                    _value_ok(value) and not weak_only or said and _weak_ok(value, group != "bare", text, m.end(group))):
                yield m.start(group), m.end(group), "prose:sentence"


# --- a password given before a copula that ends the sentence ---------------------------------------

_FINAL_COPULAS = tuple(_SAID["final_copulas"])
# found in one automaton pass, not 22 scans of the text; none is ASCII today, so an ASCII text (most
# text) holds none, known by one C pass (issue 35: 6.3 -> 1.8 ms over Cline's texts)
_COPULAS = automaton(_FINAL_COPULAS)
_ASCII_COPULA = any(c.isascii() for c in _FINAL_COPULAS)
# a password's name (and words that say whose it is), the value, then a copula that ends the
# sentence, as languages that put the verb last say it (मेरा पासवर्ड V है, پسورد من V است, 비밀번호 V입니다)
_SAID_LAST = lazy(
    r"(?P<name>(?i:" + "|".join(r"[ \t]+".join(map(re.escape, w.split())) for w in sorted(
        {*(w for w in _PASSWORD_WORDS if len(w) >= 4 and w != "pass" or not w.isascii()), *_TWO_WORD_PASSWORDS},
        key=len, reverse=True)) + r"))"
    + _COMPLEMENT.replace("comp>", "comp9>") + r"?(?:(?:[ \t]*+[:：])?[ \t]++|(?:" + "|".join(map(re.escape, _SAID["object_particles"]))
    + r")(?:[ \t]+|(?=[^\x00-\x7f]|\S)))"
    r"(?P<q>[`\"']?)(?P<v>[^\s`\"']{6,64}?)(?P=q)[ \t]*(?:(?:" + "|".join(map(re.escape, (
        c for c in _FINAL_COPULAS if not _glued_script_end(c)))) + r")(?=[\s.,!?।۔]|$)"
    # (a copula of a script without spaces may go on into the verb's ending: に変更しました, 로 바꿨어요)
    + r"|" + "|".join(map(re.escape, (c for c in _FINAL_COPULAS if _glued_script_end(c)))) + r")")


def _said_last_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    """``मेरा पासवर्ड V है``: nothing but the copula after it says the value ends; it must look
    typed (a digit, a small letter, a capital or a symbol) and pass the password's gate."""
    if (not _ASCII_COPULA and text.isascii()) or not occurrences(_COPULAS, text, overlapping=False):
        return
    for line in password_lines:
        for m in _SAID_LAST.finditer(text, line, _line_end(text, line)):
            value = m.group("v")
            if (all(p.search(value) for p in _TYPED_LOOK) and not _code(value, bool(m.group("q")))
                    and not _NOT_TYPED.search(value) and _value_ok(value)):
                yield m.start("v"), m.end("v"), "prose:sentence"


# --- a question for the password, and its answer alone on a later line --------------------------------

# a question that ends on the password's name asks for its value (what is the default admin password?,
# the password for the VM?, 请问admin默认密码是多少, Quel est le mot de passe de admin par défaut ?); one that
# goes on past it asks something else (which password manager do you use?)
# (runs of spaces are read whole, possessively: each of the runs that may stand side by side given back
# one at a time made a line of spaces cost seconds)
_ASKS_AFTER = lazy(r"(?:[ \t]++(?:for|of|de|du|da|do|del|para|pour|per|для|von|für)[ \t]++[^?？\n]{1,40}?)?[ \t]*+"
                         # (one word may stand before a tail that asks: mật khẩu admin là gì vậy ạ?)
                         r"(?:(?:(?<=[ \t])[^\s?？]{1,20}[ \t]*+)?(?:是多少|是什么|是啥|は何(?:ですか)?|는[ \t]*뭐(?:예요|야)?|là[ \t]+gì(?:[ \t]+vậy)?(?:[ \t]+ạ)?)[ \t]*+)?"
                         # (a short word may end the line after the question mark: ... and password? tnx)
                         r"[?？](?:[ \t]++[^\s?？]{1,8})?[ \t]*+$|[ \t]*+(?:是多少|是什么|是啥)[ \t]*+$", re.IGNORECASE)
_ANSWER = lazy(r"(?:[ \t]*\r?\n){1,3}[ \t]*(?P<tick>`?)(?P<v>[^\s`]{6,256})(?P=tick)[ \t]*(?=\r?\n|$)")
# ... or a user and the password together, a few words before them, a word after (padrão é admin/V,
# admin- V bạn), on one of the next lines (a greeting may stand between: boa noite..)
_ANSWERED_PAIR = lazy(r"(?:[ \t]*\r?\n(?:[^\n]{0,40}\r?\n){0,2}?)[ \t]*(?:[^\s/]{1,20}[ \t]+){0,3}?[\w.@]{1,32}[ \t]*"
                            r"(?:/|-(?=[ \t]))[ \t]*(?P<tick>`?)(?P<v>[^\s`/]{6,256}?)(?P=tick)[.,!]?(?:[ \t]+[^\s]{1,12})?[ \t]*(?=\r?\n|$)")


def _answer_spans(text: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    """``what is the default admin password?`` then, after a blank line, ``V`` alone on its line."""
    for line in password_lines:
        end = text.find("\n", line)
        if end < 0:
            continue
        named = [stop for _, _, stop in occurrences(_PASSWORD_WORD, text[line:end].lower())] \
            if len(text[line:end].lower()) == end - line else []
        if not named or _ASKS_AFTER.match(text, line + max(named), end) is None:
            continue
        m = _ANSWER.match(text, end)
        if m is None:
            m = _ANSWERED_PAIR.match(text, end)
            if m is None or not all(p.search(m.group("v")) for p in _TYPED_LOOK):
                continue  # (a pair's password must look typed: a path's parts do not)
        value = m.group("v")
        # (or, alone on its line, a made-up word or a PIN's digits: round 29's one-line answers to 初始密码是什么？)
        told = m.re is _ANSWER and (_WEAK_WORD.fullmatch(value) is not None and reads_as_no_word(value)
                                     or _WEAK_DIGITS.fullmatch(value) is not None and _weak_ok(value, False, text, m.end("v")))
        if (not _CODE.search(value) and not _NOT_TYPED.search(value) and value[-1] not in ":."
                and (told or all(p.search(value) for p in _TYPED_LOOK[:2]) and _value_ok(value))):
            yield m.start("v"), m.end("v"), "prose:answer"


# --- a pasted terminal: a command that prints a secret, and what it printed ------------------------

# a prompt's line ($, PS>, C:\>, user@host:~$), the command, then its output: one token alone on
# its line, the end of the text, a blank line or the next prompt after it
_PASTED = lazy(
    r"^[ \t]*(?:\$|PS[^>\n]{0,40}>|[A-Za-z]:\\[^>\n]{0,80}>|[\w.-]+@[\w.-]+:[^\n$#]{0,80}[$#])[ \t]+(?P<cmd>[^\n]{3,400})\r?\n"
    r"[ \t]*(?P<v>[^\s]{6,4096})[ \t]*(?=\r?\n[ \t]*(?:\r?\n|\$|PS|[A-Za-z]:\\|[\w.-]+@)|\r?\n?\Z)", re.MULTILINE)


# the same prompt and command where the secret is the output's first line, whatever follows it
# (pass show prints the password, then login: and url: lines): data/conversation.toml's
# first_line_commands
_PASTED_FIRST = lazy(_PASTED.pattern.split(r"[ \t]*(?=\r?\n[ \t]*")[0] + r"[ \t]*(?=\r?\n|\Z)", re.MULTILINE)
_FIRST_LINE_COMMAND = lazy("(?xi)" + "\n|".join(_CONVERSATION["first_line_commands"]))

# where a prompt's line may start, after a line break (a literal re searches for in C): _PASTED,
# anchored at a line's start, is tried there only, not at every place of a long output
_PROMPT_AFTER_BREAK = lazy(r"\n(?=[ \t]*(?:\$|PS|[A-Za-z]:\\|[\w.-]+@))")


def _pasted_matches(text: str) -> Iterator[re.Match[str]]:
    """``_PASTED.finditer(text)`` (or ``_PASTED_FIRST``'s match, for a first-line command), tried
    only at the start of a line that opens as a prompt."""
    last = 0
    for at in (0, *(m.end() for m in _PROMPT_AFTER_BREAK.finditer(text))):
        if at < last:
            continue
        m = _PASTED.match(text, at)
        if m is None and (m := _PASTED_FIRST.match(text, at)) is not None \
                and _FIRST_LINE_COMMAND.search(m.group("cmd")) is None:
            m = None
        if m is not None:
            yield m
            last = m.end()


def _pasted_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """``$ vault kv get -field=passcode creds`` over ``V``: a secret command's bare output, pasted."""
    for m in _pasted_matches(text):
        value = m.group("v")
        if (SECRET_COMMAND.search(m.group("cmd")) and value[-1] not in ":." and _value_ok(value)
                and credential(value, password=True)):
            yield m.start("v"), m.end("v"), "prose:pasted"


# --- a key's or a token's name in any language, then its value ------------------------------------

_KEY_NAMES = tuple(sorted({w.lower() for w in _CONVERSATION["key_names"]["words"]}))
_KEY_NAME = automaton(_KEY_NAMES)
# what may join the name and the value: a colon (ASCII or fullwidth), a dash between spaces, or a
# sentence's copula ([said]: spaced after a space, glued right after the name: APIキーは「V」)
_KEY_COPULA = "|".join(r"[ \t]+".join(map(re.escape, w.split())) for w in sorted(_SAID["spaced"], key=len, reverse=True))
_KEY_GLUED = "|".join(map(re.escape, _SAID["glued"]))
_AFTER_KEY_NAME = lazy(
    # (a note in parentheses may follow the name: Supabase PAT (Management API): `V`)
    r"(?:[ \t]*[(（][^()（）\n]{1,40}[)）])?"
    r"(?:\*\*|__)?(?:[ \t]*[:：]|[ \t]+[-\u2013\u2014](?=[ \t])|[ \t]+(?i:" + _KEY_COPULA + r")(?=[ \t])[ \t]*:?"
    r"|(?:" + _KEY_GLUED + r"))[ \t]*(?:\*\*|__)?[ \t]*"
    # (an auth scheme's word may stand before the value: вот мой токен: Bearer V)
    r"(?:(?i:bearer|basic)[ \t]+)?"
    r"(?:(?P<q>[`\"'«“「『])(?P<vq>[^\s`\"'«»“”「」『』<>]{1,256})[`\"'»”」』]"
    # (a value unquoted ends at a space, a quote, a CJK stop or a comment's close)
    r"|(?P<v>[^\s`\"'<>，。、；）]{1,256}?))(?:\*\*|__)?"
    r"(?=\*/|[.,;!?]?(?:[\s\"'`，。、；）)]|$))")
# the name alone on its line (marks, emphasis, a colon), the value alone on the next one (after a
# comment's or a list's marks; a fence or up to two blank lines between)
_KEY_NAME_OVER = lazy(
    r"(?:\*\*|__)?(?:[ \t]*+[:：])?[ \t]*+(?:\*\*|__)?\"?[ \t]*+\r?\n(?:[ \t]*+\r?\n){0,2}(?:[ \t]*```[\w-]*[ \t]*\r?\n)?"
    r"[ \t]*(?:(?://|#|\*|>|-)[ \t]*)?(?P<tick>`?)(?P<v>[^\s`\"]{8,256})(?P=tick)\"?[ \t]*(?=\r?\n|$)")
_LINE_MARKS = lazy(r"[ \t]*(?:(?://|/\*|#{1,6}|[*>+-]|\d{1,2}[.)]|\[[ xX]\])[ \t]*)*[\"*_`]*")


def _glued_script(c: str) -> bool:
    """A character of a script written without spaces (a name may be glued to a word before it:
    获取真实AppSecret, 默认密钥)."""
    return "\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af" or "\u0e00" <= c <= "\u0e7f" or "\uff00" <= c <= "\uffef"


def _key_value_ok(value: str, quoted: bool = False) -> bool:
    """A value with a key's look: the secret gate (random: no word, placeholder, reference, path or
    number), not code (a call, an assignment), a step or a bracketed note."""
    return (bool(value) and not starts_as_reference(value) and value[0] not in "([<{#>!-*%"
            and not _code(value, quoted) and not _NOT_TYPED.search(value) and keyed_value(value))


def _key_name_spans(text: str, lower: str | None = None) -> Iterator[tuple[int, int, str]]:
    """``API ключ: `V```, ``Access Key：V``, ``la clé API est V``, ``Ключ API`` over ``V``: a key's or
    a token's name of ``[key_names]`` at a word's edges (a script without spaces may glue a word
    before it), then a colon, a dash or a copula and one value; or the name alone on its line over
    the value alone on the next."""
    lower = text.lower() if lower is None else lower
    if len(lower) != len(text):
        return
    done = -1
    for _, start, end in occurrences(_KEY_NAME, lower):
        if start < done:
            continue
        before = text[start - 1] if start else ""
        if (before.isalnum() or before == "_") and not _glued_script(before) and not _glued_script(text[start]):
            continue
        if end < len(text) and (text[end].isalnum() or text[end] == "_") and not _glued_script(text[end - 1]):
            continue
        m = _AFTER_KEY_NAME.match(text, end)
        group = None if m is None else ("vq" if m.group("vq") is not None else "v")
        if m is not None and _key_value_ok(m.group(group).rstrip(".,;"), group == "vq"):
            done = m.end(group)
            yield m.start(group), m.start(group) + len(m.group(group).rstrip(".,;")), "prose:key-name"
            continue
        line = text.rfind("\n", 0, start) + 1
        marks = _LINE_MARKS.match(text, line)
        if marks is not None and marks.end() == start:
            m = _KEY_NAME_OVER.match(text, end)
            if m is not None and _key_value_ok(m.group("v")):
                done = m.end("v")
                yield m.start("v"), m.end("v"), "prose:key-name"


# --- a password's name glued to its value, in a script written without spaces --------------------

# the names that end in such a script (密码, 密碼, パスワード, 비밀번호), then a value of printable ASCII
# glued to it and ended by that script again, a space or the line's end (帳號admin 密碼V登入)
_GLUED_NAME = automaton(sorted({w.lower() for w in _UNSPACED if _glued_script_end(w)}))
_GLUED_VALUE = lazy(r"(?P<v>[!-~]{8,64}?)(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]|\s|$)")


def _glued_spans(text: str, lower: str) -> Iterator[tuple[int, int, str]]:
    """``密碼V登入``: no colon, copula or space says where the name ends and the value starts, the
    scripts do; nothing says it is a value: it must look typed (a digit, a small letter, a capital or
    a symbol) and pass the password's gate."""
    if len(lower) != len(text):
        return
    for _, start, end in occurrences(_GLUED_NAME, lower):
        if end >= len(text) or not ("!" <= text[end] <= "~") or text[end] in ":=\"'`([{<":
            continue
        m = _GLUED_VALUE.match(text, end)
        if m is None:
            continue
        value = m.group("v")
        if all(p.search(value) for p in _TYPED_LOOK) and not _code(value) and not _NOT_TYPED.search(value) \
                and _value_ok(value):
            yield m.start("v"), m.end("v"), "prose:glued"


# --- a person's own secret, named after a possessive and given with no colon -----------------------

# the names it may go by: a password's word, a key's or a token's name, a key's noun alone ([said]
# key_nouns); the owner's words before it ([said] owners: my, мой, этот, mon, meu ...)
_OWNED_NOUN = automaton(sorted({*(w.lower() for w in _PASSWORD_WORDS if len(w) >= 4 or not w.isascii()),
                                *_TWO_WORD_PASSWORDS, *_KEY_NAMES, *_SAID["key_nouns"]}))
_OWNER_BEFORE = lazy(r"(?i:(?<![\w'’-])(?:" + "|".join(
    r"[ \t]+".join(map(re.escape, w.split())) for w in sorted(set(_SAID["owners"]), key=len, reverse=True))
    + r"))[ \t]+\Z", quick=True)
# the value right after the name (an auth scheme's word may stand before it: мой токен Bearer V),
# quoted or bare; a sentence's closing stop or a closing quote after it
_OWNED_VALUE = lazy(r"[ \t]+(?:(?i:bearer|basic)[ \t]+)?(?P<q>[`\"']?)(?P<v>[^\s`\"'<>]{8,256}?)(?P=q)"
                          r"(?=[.,;:!?)]*(?:\s|$|[\"'`]))")


def _owned_spans(text: str, lower: str) -> Iterator[tuple[int, int, str]]:
    """``вот мой токен V``, ``Используй этот ключ V для ...``, ``my token V``: a secret's name after
    its owner's word, then the value with no colon or copula. Nothing says where a bare value ends
    or that it is one: it must look typed (a digit, a small letter, a capital or a symbol) and pass
    the key's gate."""
    if len(lower) != len(text):
        return
    for _, start, end in occurrences(_OWNED_NOUN, lower):
        if end < len(text) and (text[end].isalnum() or text[end] in "_-"):
            continue
        if _OWNER_BEFORE.search(text, max(0, start - 16), start) is None:
            continue
        m = _OWNED_VALUE.match(text, end)
        if m is None:
            continue
        value = m.group("v")
        if all(p.search(value) for p in _TYPED_LOOK) and _key_value_ok(value, bool(m.group("q"))):
            yield m.start("v"), m.end("v"), "prose:owned"


# --- a value alone on its line, and under it the words that say it is the writer's own key --------

_MINE_NOUNS = sorted({*_SAID["key_nouns"], *_KEY_NAMES, *(w.lower() for w in _PASSWORD_WORDS if len(w) >= 4 or not w.isascii())},
                     key=len, reverse=True)
_MINE_UNDER = lazy(
    r"^[ \t]*(?:(?://|#|--|\*|>)[ \t]*)?(?P<tick>`?)(?P<v>[^\s`]{12,256})(?P=tick)[ \t]*\r?\n"
    r"[ \t]*(?:(?://|#|--|\*|>)[ \t]*)?(?i:" + "|".join(
        r"[ \t]+".join(map(re.escape, w.split())) for w in sorted(_SAID["this_is_mine"], key=len, reverse=True))
    + r")[ \t]*(?i:" + "|".join(map(re.escape, _MINE_NOUNS)) + r")(?![A-Za-z])", re.MULTILINE)


_THIS_IS_MINE = automaton(_SAID["this_is_mine"])  # (lower case, as the gate reads them)


def _mine_under_spans(text: str, lower: str) -> Iterator[tuple[int, int, str]]:
    """``// V`` over ``// 这是我的Key, 你自己去申请一个``: the value alone on its line, and the next line
    says it is the writer's own key (or token, or password); the value passes the key's gate."""
    if not occurrences(_THIS_IS_MINE, lower, overlapping=False):
        return  # (one pass for the phrases, not one scan of the text each: 16 ms of Cline's samples)
    for m in _MINE_UNDER.finditer(text):
        if _key_value_ok(m.group("v"), bool(m.group("tick"))):
            yield m.start("v"), m.end("v"), "prose:mine-under"


# --- a line that announces a secret, then a code fence that holds it alone --------------------------

# what announces it: a secret's word, then the line ends on a colon (You can test it with token,
# which would be expired at 2025-03-14:), at most two blank lines before the fence
_ANNOUNCING = lazy(r"(?i)\b(?:" + "|".join(_CONVERSATION["announced"]["words"]) + r")\b[^\n]{0,120}:[ \t]*\r?\n"
                                 r"(?:[ \t]*\r?\n){0,2}\Z", quick=True)
_FENCED_ONE = lazy(r"[ \t]*```[\w-]*[ \t]*\r?\n[ \t]*(?P<v>[^\s`]{16,4096})[ \t]*\r?\n[ \t]*```[ \t]*(?=\r?\n|$)")


def _announced_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """``test it with the token:`` then a fence that holds ``V`` alone: a token's look (a digit, a
    small letter and a capital or a symbol, 16 characters or more), tried at each fence only."""
    at = text.find("```")
    while at >= 0:
        line = text.rfind("\n", 0, at) + 1
        m = _FENCED_ONE.match(text, line)
        if m is None:
            at = text.find("```", at + 3)
            continue
        value = m.group("v")
        if (_ANNOUNCING.search(text[max(0, line - 400):line]) is not None and all(p.search(value) for p in _TYPED_LOOK)
                and not _NOT_TYPED.search(value) and credential(value)):
            yield m.start("v"), m.end("v"), "prose:announced"
        at = text.find("```", m.end())


# --- a password changed to a value, or a value used as the password, the verb first ---------------

_CHANGED = _CONVERSATION["changed"]


_CHANGED_NAME = r"(?:" + _alternatives(_CHANGED["names"]) + r")(?![\w])"
_CHANGED_VALUE = (r"(?P<q>[\"'`«„]?)(?P<v>[^\s\"'`«»“”„,;()\[\]{}]{4,128}?)(?P=q)"
                  r"(?=[.,;:!?)»“”]*(?:\s|$))")
_CHANGED_TO = lazy(
    r"(?i:(?<![\w-])(?:" + _alternatives(_CHANGED["change_verbs"]) + r")[ \t]+(?:(?:" + _alternatives(_CHANGED["owners"])
    + r")[ \t]+)?" + _CHANGED_NAME + r"(?:[ \t]+(?:" + _alternatives(_CHANGED["complements"]) + r")[ \t]+[^\s]{1,30})?"
    r"[ \t]+(?:" + _alternatives(_CHANGED["to_words"]) + r")[ \t]+)" + _CHANGED_VALUE)
_USE_AS = lazy(
    r"(?i:(?<![\w-])(?:" + _alternatives(_CHANGED["use_verbs"]) + r")[ \t]+)"
    + _CHANGED_VALUE.replace("{4,128}?", "{6,128}?").replace(r"(?:\s|$)", r"[ \t]")
    + r"(?i:[ \t]*(?:" + _alternatives(_CHANGED["as_words"]) + r")[ \t]+(?:(?:" + _alternatives(_CHANGED["owners"])
    + r")[ \t]+)?(?:(?:" + _alternatives(_CHANGED["adjectives"]) + r")[ \t]+)?" + _CHANGED_NAME + ")")


# a name's last word, one of which any match holds: the patterns are not tried on a text with none
# (they cost 1.5 ms a long message, where Cline's tasks have many with "password" and none with these)
_CHANGED_GATE = tuple(sorted({name.split()[-1] for name in _CHANGED["names"]}))


# each tried only where one of its verbs occurs (an automaton pass): re tried the case-blind verbs
# behind a lookbehind at every place, about 4 ms a long message that passes the gate (issue 35)
_CHANGED_AT = ((AtOpenings(_CHANGED_TO), "prose:changed-to"), (AtOpenings(_USE_AS), "prose:use-as"))


def _changed_spans(text: str) -> Iterator[tuple[int, int, str]]:
    for pattern, name in _CHANGED_AT:
        for m in pattern.finditer(text):
            value = m.group("v")
            if credential(value) and _value_ok(value):
                yield m.start("v"), m.end("v"), name


# --- expect: a literal sent after a login tool is spawned, no prompt read -------------------------

_SPAWN = lazy(r"^[ \t]*(?:eval[ \t]+)?spawn[ \t]+(?:-\w+[ \t]+)*(?:ssh|scp|sftp|su|sudo|telnet|ftp|mysql|psql|"
                    r"passwd|rsync|ssh-copy-id|ssh-add|kinit|openssl|gpg)\b", re.MULTILINE)
# (the engine reads a decoded view: the script's \\r may stand as a carriage return)
_SEND = lazy(r"\bsend[ \t]+(?:--[ \t]+)?\"(?P<v>[^\"\\\s$\[]{6,256})(?:\\[rn]|\r|\n)\"")


def _spawn_spans(text: str) -> Iterator[tuple[int, int, str]]:
    spawn = _SPAWN.search(text)
    if spawn is None:
        return
    for m in _SEND.finditer(text, spawn.end()):
        if _value_ok(m.group("v")):
            yield m.start("v"), m.end("v"), "prose:expect"


# --- credentials told in conversation (issue 33, round 29) -------------------------------------------

_TOLD = _CONVERSATION["told"]
_TOLD_NOT = frozenset(w.lower() for w in _TOLD["before_not_values"]) | _WEAK_NOT_WORDS
_TOLD_QUALIFIERS = _alternatives(_TOLD["before_qualifiers"])
_TOLD_NAMES = r"(?i:" + _alternatives(_TOLD["before_names"]) + r")(?![\w-])(?![ \t]+(?i:" + \
    _alternatives(_TOLD["name_goes_on"]) + r")(?![\w-]))"
# a letter run four times or more (nnnn, xxxx, YYYY): a form's mask, where a value's kind is written
_MASK_RUN = lazy(r"([A-Za-z])\1{3}")
_OPEN_OF = {"": "", "**": "**", "__": "__", "`": "`", "'": "'", '"': '"', "\u201c": "\u201d", "\u2018": "\u2019",
            "\u00ab": "\u00bb", "\u201e": "\u201c"}

# the value, then a copula and the name (V is the default password, `V` is the password, pi as user
# and V as password, V isn't the right password): the name ends its phrase (the default password
# authentication mechanism names none)
_BEFORE_NAME = lazy(
    r"(?<![\w@/.\\-])(?P<q>\*\*|__|[`'\"\u201c\u2018\u00ab\u201e]|)(?P<v>[^\s`'\"\u201c\u201d\u2018\u2019*\u00ab\u00bb()<>\[\]{}|]{3,128}?)"
    r"(?P<c>\*\*|__|[`'\"\u201d\u2019\u00bb\u201c]|),?[ \t]+(?i:" + _alternatives(_TOLD["before_copulas"]) + r")[ \t]+"
    r"(?:(?i:" + _alternatives(_TOLD["before_articles"]) + r")[ \t]+)?[*_]*(?:(?i:" + _TOLD_QUALIFIERS + r")[ \t]+){0,2}"
    + _TOLD_NAMES)


def _told_value_ok(value: str, quoted: bool, text: str, end: int) -> bool:
    """A value the words around it say is the password: no word a sentence puts there (it, what,
    required, the same), placeholder, mask, hash's name or count; digits (no year unless quoted), a
    word with digits or of both cases, a word that reads as no word (a word stays, quoted too: the
    default password is `raspberry`, round 19), or a token with the password's look."""
    if value.lower() in _TOLD_NOT or names_a_placeholder(value) or _stored_or_counted(value, text, end) \
            or _NOT_TYPED.search(value) or _MASK_RUN.search(value):
        return False
    if _weak_ok(value, quoted, text, end):
        return True
    if _WEAK_DIGITS.fullmatch(value) or value.isdigit():
        return False
    if _WEAK_WORD.fullmatch(value):
        return reads_as_no_word(value)
    return (_value_ok(value) and not value.isalpha() and not _code(value, quoted)
            and (quoted or re.search(r"\d", value) is not None))


def _before_name_spans(text: str, lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line in lines:
        end = _line_end(text, line)
        for m in _BEFORE_NAME.finditer(text, line, end):
            q, c = m.group("q"), m.group("c")
            if _OPEN_OF.get(q) != c:
                continue  # quotes that do not pair: a quote's part, not the value's
            if _told_value_ok(m.group("v"), bool(q), text, m.end("c")):
                yield m.start("v"), m.end("v"), "prose:told-before-name"


# a PIN's shape said right after a password's or a PIN's name, no copula, no colon (and password
# "5935", the default password (12345678), с паролем 76403630, bt pin 1551, the pin to 0000)
_NUMBER_AFTER_NAME = lazy(
    r"(?<![\w-])(?i:" + _alternatives(_TOLD["number_names"]) + r")[ \t]+(?:(?i:" + _alternatives(_TOLD["number_joins"])
    + r")[ \t]+)?(?P<q>[`'\"\u201c(]?)(?P<v>\d{4,16})(?P<c>[`'\"\u201d)]?)(?![\w-]|[.,:/]\d)")
_NUMBER_WAKES = tuple(_TOLD["number_wakes"])


def _number_spans(text: str, lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line in lines:
        end = _line_end(text, line)
        for m in _NUMBER_AFTER_NAME.finditer(text, line, end):
            q, c = m.group("q"), m.group("c")
            if q and (c != ("" if q == "(" else _OPEN_OF.get(q, q)) if q != "(" else c != ")"):
                continue
            # (a number in parentheses is not quoted: a year there stays)
            if _weak_ok(m.group("v"), q not in ("", "("), text, m.end()):
                yield m.start("v"), m.end("v"), "prose:told-number"


def _wake_lines(text: str, lower: str, words: tuple[str, ...]) -> list[int]:
    """The start of each line that holds one of *words* (lower case)."""
    found = set()
    for word in words:
        at = lower.find(word)
        while at >= 0:
            found.add(text.rfind("\n", 0, at) + 1)
            at = lower.find(word, at + 1)
    return sorted(found)


# a value alone on its line (in a code block or not) that a sentence on the next lines calls the
# password (bandit1@bandit:~$ cat ./- / V / ``` / That string is the **password for Bandit Level 2**)
_VALUE_THEN_NAMED = lazy(
    r"^[ \t]*(?P<tick>`?)(?P<v>[^\s`]{6,256})(?P=tick)[ \t]*\r?\n(?:[ \t]*(?:```)?[ \t]*\r?\n){0,3}"
    r"[ \t>*_-]*(?i:" + _alternatives(_TOLD["value_then_named"]) + r")[ \t*_]+(?:(?i:" + _TOLD_QUALIFIERS
    + r")[ \t]+){0,2}" + _TOLD_NAMES, re.MULTILINE)
_VALUE_THEN_NAMED_REACH = 5  # how many lines over the sentence the value may stand


def _value_then_named_spans(text: str, lines: list[int]) -> Iterator[tuple[int, int, str]]:
    done = -1
    for line in lines:
        start = line
        for _ in range(_VALUE_THEN_NAMED_REACH):
            if start == 0:
                break
            start = text.rfind("\n", 0, start - 1) + 1
        end = _line_end(text, line)
        for m in _VALUE_THEN_NAMED.finditer(text, max(start, done), end):
            value = m.group("v")
            if (all(p.search(value) for p in _TYPED_LOOK) and not _NOT_TYPED.search(value) and not _code(value)
                    and _value_ok(value)):
                done = m.end()
                yield m.start("v"), m.end("v"), "prose:told-value-then-named"


# a user's label and value, then a password's label and value on the same line or the next (用户名：
# admin 密码：V, Email: a@b.c then Password: V, Id- a@b.c / Pass - V, and the same flattened to one line
# as a model's reply restates it): after a user's, a made-up word too (a word stays:
# Username: admin / Password: admin, round 19)
_USER_THEN_PASSWORD = lazy(
    r"(?<![A-Za-z0-9_])(?i:" + _alternatives(_TOLD["user_labels"]) + r")[ \t*_]*(?:[:：]|-(?=[ \t]))[ \t*_`]*"
    r"[^\s`*,，;；]{1,64}[`*_]*(?:[ \t]*[,，;；|/][ \t]*|[ \t]+|[ \t]*\r?\n[ \t>*+-]*)(?i:"
    + _alternatives(_TOLD["password_labels"]) + r")[ \t*_]*(?:[:：]|[ \t]-(?=[ \t]))[ \t*_]*(?P<q>[`'\"]?)(?P<v>[^\s`'\"，,。；;、]{3,64}?)(?P=q)[*_]*(?=[\s.,;，。；、)!?]|$)")


_IN_CODE = lazy(r"[{(=]")


def _user_then_password_spans(text: str, lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line in lines:
        start = text.rfind("\n", 0, line - 1) + 1 if line else 0
        end = _line_end(text, line)
        for m in _USER_THEN_PASSWORD.finditer(text, start, end):
            value, quoted = m.group("v"), bool(m.group("q"))
            at = text.rfind("\n", 0, m.start()) + 1
            if m.start("v") < line or value[0] in "([<{$%#!-*" or starts_as_reference(value) \
                    or _IN_CODE.search(text, at, m.start()) or (at < line and text[at] in " \t"):
                continue  # (a line of code, an object's or a call's fields; a config's indented keys: the key reader's)
            if _WEAK_DIGITS.fullmatch(value) and not quoted:
                continue  # (digits after a label's colon alone: a PIN's or a port's, as the key reader reads them)
            if _told_value_ok(value, quoted, text, m.end()):
                yield m.start("v"), m.end("v"), "prose:told-user-password"


# what a person typed or tried on a line that names the password (even if I try V, I type V to connect
# but it's wrong password): the value right after the verb
_TRIED = lazy(
    r"(?<![\w-])(?i:" + _alternatives(_TOLD["tried_verbs"]) + r")(?![A-Za-z0-9_])[ \t]*(?P<q>[`'\"\u201c]?)"
    r"(?P<v>[^\s`'\"\u201c\u201d,;()\[\]{}<>]{4,64}?)(?P<c>[`'\"\u201d]?)(?=[.,;:!?)]*(?:\s|$)|[\u3000-\u303f" + _NO_SPACES + r"])")
# a count with its unit after a hyphen (2048-bit, 256-char): no value
_COUNT_HYPHEN = lazy(r"\d+[-_](?i:" + "|".join(map(re.escape, sorted({*_WEAK["glued_units"], *_WEAK["units"]}, key=len,
                                                                            reverse=True))) + r")")


def _tried_spans(text: str, lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line in lines:
        end = _line_end(text, line)
        for m in _TRIED.finditer(text, line, end):
            q, c, value = m.group("q"), m.group("c"), m.group("v")
            if _OPEN_OF.get(q) != c or _COUNT_HYPHEN.fullmatch(value) or value.isalpha() and not reads_as_no_word(value):
                continue
            if _told_value_ok(value, bool(q), text, m.end("c")):
                yield m.start("v"), m.end("v"), "prose:told-tried"


# a typed value in parentheses a few words after the password's name (the password provided in the
# readme (V) is not working, the wifi password we were given (V)): the value must have a typed
# password's look (a digit, a small letter, a capital or a symbol), a word or a hash's name stays
_NAMED_THEN_PARENTHESES = lazy(
    r"(?<![\w-])(?i:" + _alternatives(_TOLD["before_names"]) + r")(?:[ \t]+[\w'’-]{1,20}){1,4}?[ \t]+"
    r"\((?P<v>[^\s()`'\"]{6,64})\)")


def _named_then_parentheses_spans(text: str, lines: list[int]) -> Iterator[tuple[int, int, str]]:
    for line in lines:
        end = _line_end(text, line)
        if text.find("(", line, end) < 0:
            continue
        for m in _NAMED_THEN_PARENTHESES.finditer(text, line, end):
            value = m.group("v")
            if (all(p.search(value) for p in _TYPED_LOOK) and not _code(value, True) and not _NOT_TYPED.search(value)
                    and not _MASK_RUN.search(value) and _value_ok(value)):
                yield m.start("v"), m.end("v"), "prose:told-in-parentheses"


def _told_spans(text: str, lower: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    """What round 29 read in conversation: a value before its name, a number after it, a value a
    sentence under it names, a password's label after a user's."""
    pin_lines = _wake_lines(text, lower, _NUMBER_WAKES) if "pin" in lower or "пин" in lower else []
    lines = sorted({*password_lines, *pin_lines}) if pin_lines else password_lines
    if not lines:
        return
    yield from _before_name_spans(text, lines)
    yield from _number_spans(text, lines)
    yield from _tried_spans(text, password_lines)
    yield from _named_then_parentheses_spans(text, password_lines)
    if "\n" in text:
        yield from _value_then_named_spans(text, password_lines)
    if ":" in text or "：" in text or "- " in text:
        yield from _user_then_password_spans(text, password_lines)


# --- a credential's clause (issue 33, round 30) ---------------------------------------------------

_SCOPE = _CONVERSATION["scope"]
_NUMBER_NOUNS = frozenset(w.lower() for w in _SCOPE["number_nouns"])
_SCOPE_USERS = frozenset(w.lower() for w in (*_CONVERSATION["pairs"]["users"], *_SCOPE["pair_users"]))
_SCOPE_USER_WORDS = automaton(sorted(_SCOPE_USERS))  # (a clause's known users, in one pass)
_PAIR_MARKS = lazy(r"[/|@]")
_SCOPE_JOINS = frozenset(j.strip().lower() for j in _SCOPE["pair_joins"]) - {""}
_USER_LABELS = frozenset(w.lower() for w in _TOLD["user_labels"])
# a password's word and no other credential's: a clause that holds one says what its made-up token is
_PASSWORD_ONLY_SET = frozenset(w.lower() for w in (*_PASSWORD_WORDS, *_TWO_WORD_PASSWORDS, *_MIXED_SPELLINGS))
_LONG_PASSWORD_WORDS = tuple(sorted(w for w in _PASSWORD_ONLY_SET if len(w) >= 5))
_PASSWORD_ONLY = automaton(sorted(_PASSWORD_ONLY_SET))
# what binds a weak token (letters alone, digits) to the password's word before it: the word itself, a
# copula or a verb that sets it (password V, the password is V, 密码是V, mot de passe devrait être V)
_BIND_TRAIL = " \t*_`'\"“«(:："


def _bind_words(words) -> tuple[frozenset[str], dict[str, tuple[int, ...]]]:
    """The words, and by each last letter the lengths of the words that end in it, longest first."""
    words = frozenset(w.lower() for w in words)
    return words, {c: tuple(sorted({len(w) for w in words if w[-1] == c}, reverse=True)) for c in {w[-1] for w in words}}


_SCOPE_BINDS = _bind_words((*_PASSWORD_WORDS, *_SAID["spaced"], *_WEAK["set_verbs"], *_SCOPE["binds"], *_SAID["glued"]))
_SCOPE_BINDS_LETTERS = _bind_words(_SCOPE["binds_letters"])


def _bound(lower: str, start: int, at: int, binds: tuple[frozenset[str], dict[str, tuple[int, ...]]]) -> bool:
    """What stands before *at* (back to *start*, past blanks, quotes, emphasis and a colon) ends with one
    of *binds*' words: a whole word where it is written with spaces (password V, is V, 密码是V)."""
    head = lower[max(start, at - 40):at].rstrip(_BIND_TRAIL)
    if not head:
        return False
    words, lengths = binds
    for n in lengths.get(head[-1], ()):
        if len(head) >= n and head[-n:] in words:
            tail = head[-n:]
            if not tail.isascii() or len(head) == n or not (head[-n - 1].isalnum() or head[-n - 1] == "_"):
                return True
    return False


_FOREIGN = frozenset(w.lower() for w in _SCOPE["foreign_words"])
# a clause ends at a sentence's mark before a blank or the end, at a full-width one, or at its line's end
_CLAUSE_END = lazy(r"[.!?…](?=[\"'”’)*_]*(?:[ \t]|$))|[。！？；]|[ \t];(?=[ \t])")
# a token: a run of neither blanks nor quotes (an apostrophe inside a word is the word's: doesn't)
_SCOPE_TOKEN = lazy(r"(?:[^\s\"'`“”‘’«»「」『』（）]|(?<=[A-Za-z])['’](?=[A-Za-z]))+")
_SCRIPT_RUN = lazy(r"[!-~]+|[^!-~]+")
_SCOPE_OPEN = {'"': '"', "'": "'", "`": "`", "“": "”", "‘": "’", "«": "»", "「": "」", "『": "』"}
_SCOPE_STRIP_HEAD = "*_~([{<"
_SCOPE_STRIP_TAIL = "*_~.,;:!?)]}>"
_SCOPE_AFTER = 8  # how many tokens after a password's word its value may stand
_SCOPE_BEFORE = 3  # ... and before it
# a line of code, not a clause (an assignment, a call, a block, a statement's end): the key reader's
_SCOPE_CODE = lazy(r"[;{}]|(?<![=!<>:])=(?![=>])|[A-Za-z_]\(|=>|(?:^|[\s(\"'=])\$[{(A-Za-z_\"]|^[ \t]*(?:[-+>*#]|\d+[.)])?[ \t]*(?:echo|print|printf|"
                         r"return|const|let|var|def|if|assert|expect|raise|throw|ok)\b", re.MULTILINE)
# a near-miss's shape: a version, an address, a date or a time, a port pair, a range, a share, an issue's or
# an id's number, a capital's name with its number (WNDR4300, AP19270, MIRTH-3480), a digest or a commit,
# a variable, a count with its unit glued (8chars, 30s)
_SCOPE_NEAR_MISS = lazy(
    r"v?\d+(?:\.\d+)+[A-Za-z0-9.+-]*|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?:/\d+)?|(?:[0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}"
    r"|\d{4}[-/]\d\d[-/]\d\d(?:T[\d:.+-]+)?|\d\d?:\d\d(?::\d\d(?:[.,]\d+)?)?|\d+:\d+|\d+[-–~]\d+|\d+(?:[.,]\d+)?%|#\d+"
    r"|[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*|[0-9a-f]{7,12}|[0-9A-Fa-f]{32}|[0-9A-Fa-f]{40}|[0-9A-Fa-f]{64,128}"
    r"|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[$%][A-Za-z_{][^ ]*|\d+[A-Za-z]{1,3}|[A-Za-z]\d{1,3}|[A-Za-z]+(?:\.\d+)+")
_EMAIL = lazy(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}")
_DOTTED = lazy(r"[\w-]+(?:\.[\w-]+)+")
_WORD_DIGITS = lazy(r"(?P<w>[A-Za-z]{2,})[-_]?(?P<d>\d{1,2})")


def _scope_mixed(value: str, quoted: bool) -> bool:
    """Letters with digits or symbols, a password's look: no code's or file's name, identifier of
    words (default_user, WB297036-Hotspot, getApiKey), word with its number (bandit4, python3),
    email, path or URL; a symbol only at its end is a name's (ReSeLa+)."""
    if _NOT_TYPED.search(value) or "=" in value or ":" in value or "/" in value or "\\" in value or value[0] in "-~." or len(value) < 5:
        return False  # (a flag, a dotfile: .gitignore; a short mark: 30|)
    if _EMAIL.fullmatch(value) or name_of_words(value):
        return False
    if not any(c.isdigit() for c in value) and (len(value) < 5 or not re.search(r"[^\w]", value[:-1])):
        return False
    if not quoted and (_DOTTED.fullmatch(value) and any(len(p) >= 2 and p.isalpha() for p in value.split(".")[1:])
                       or _WORD_DIGITS.fullmatch(value) and not reads_as_no_word(_WORD_DIGITS.fullmatch(value)["w"])):
        return False  # a file's or a host's name (config.ini, data.h, 1234.com); a word with its number (bandit4)
    pieces = [p for p in re.split(r"[_.+-]+", value) if p]
    if not quoted and len(pieces) >= 2 and all(p.isalpha() for p in pieces):
        return False  # words joined (API-Key, Wi-Fi, MD5+Salt's kin)
    if len(pieces) >= 2 and any(p.isalpha() and len(p) >= 3 and not (reads_as_no_word(p) or made_up_word(p)) for p in pieces):
        return False  # an identifier with a word in it (mazi_admin, default-user)
    return any(c.isalnum() for c in value)


def _scope_value(value: str, quoted: bool, text: str, end: int, before: str, bound: bool, bound_letters: bool = True) -> bool:
    """A made-up token of a credential's clause (issue 33, round 30): not a word a sentence puts
    there, placeholder, mask, count, hash's name, nor a near-miss's shape; letters alone or digits
    (a weak value) only *bound* to the password's word (right after it, a copula or a verb that sets
    it) or quoted, digits not after a noun they number (port 5432, VM 9000) nor a year unless quoted."""
    if not 3 <= len(value) <= 64 or value.lower() in _TOLD_NOT or value.lower() in _SCOPE_USERS:
        return False
    if _SCOPE_NEAR_MISS.fullmatch(value) and not (quoted and bound and value.isalnum() and not value.isupper()):
        return False
    if value.isdigit():
        if before.lower().rstrip(".:#") in _NUMBER_NOUNS or not (quoted or bound) \
                or not quoted and re.fullmatch(r"(?:19|20)\d\d", value):
            return False
    elif value.isalpha():
        # a made-up word (acxyn, efkcneich; a word stays, quoted too: admin, raspberry, round 19), in small
        # letters unless quoted (a capital's word is a name: Mailcow, WLED)
        if not (value.isascii() and len(value) >= 4 and (quoted or bound_letters) and (quoted or value.islower())
                and not name_of_words(value) and (reads_as_no_word(value) or made_up_word(value))):
            return False
    elif not _scope_mixed(value, quoted):
        return False
    if names_a_placeholder(value) or _stored_or_counted(value, text, end) or _MASK_RUN.search(value) \
            or _PASSWORD_WORD_IN.search(value.lower()) or starts_as_reference(value) or typed_in_order(value):
        return False
    start = max(end - len(value) - 1, 0)
    reach = max(start - _WEAK_SET_REACH, 0)
    line = text.rfind("\n", reach, start) + 1
    # an example's form (e.g., like, como '123456'); a word's part (密码是admin123的哈希)
    return not (_example_before(text, max(line, reach), start) or text.startswith(_GLUED_AFTER_NOT, end))


def _scope_tokens(text: str, start: int, end: int) -> list[tuple[int, int, bool, bool]]:
    """The tokens of text[start:end] (start, end, quoted, a candidate): an ASCII token, or an ASCII run
    of a token of a script written without spaces (初始密码279199不对啊: 279199); a word of a script
    written with spaces is a token but no candidate; emphasis and a sentence's marks stripped."""
    out = []
    for m in _SCOPE_TOKEN.finditer(text, start, end):
        a, b = m.span()
        if m.group().isascii():
            runs = [(a, b)]
        elif any(_glued_script(c) for c in m.group()):
            runs = []
            for r in _SCRIPT_RUN.finditer(m.group()):
                if r.group().isascii():
                    runs.append((a + r.start(), a + r.end()))
                else:
                    out.append((a + r.start(), a + r.end(), False, False))
        else:
            while b > a and text[b - 1] in _SCOPE_STRIP_TAIL:
                b -= 1
            out.append((a, b, False, False))
            continue
        for a, b in runs:
            while a < b and text[a] in _SCOPE_STRIP_HEAD:
                a += 1
            while b > a and text[b - 1] in _SCOPE_STRIP_TAIL:
                b -= 1
            if a < b:
                opener = text[a - 1] if a > 0 else ""
                closer = text[b] if b < len(text) else ""
                out.append((a, b, _SCOPE_OPEN.get(opener, "\0") == closer, "'" not in text[a:b] and "’" not in text[a:b]))
    return out


_SHORT_PASSWORD_WORDS = frozenset(("pass", "pw", "psw", "pwd"))
_GOES_ON = frozenset(w.lower() for w in _TOLD["name_goes_on"])
_LIKES = frozenset(_SCOPE["likes"])
_SIGN_IN_GLUED = ("登录", "登陆", "登入", "登錄", "ログイン", "로그인", "账号", "帐号", "账户", "アカウント", "계정")
_SIGN_IN_TOKENS = frozenset(w for w in (*_SIGN_IN_WORDS, *(l.lower() for l in _CONVERSATION["pairs"]["labels"]), "logon",
                                        "log", "signin", "logins", "logged") if " " not in w)
_GLUED_AFTER_NOT = tuple(_SCOPE["glued_after_not"])
# a key's name, not a sentence's word: small letters then a capital, or words joined by _ . or -
_KEY_NAME_TOKEN = lazy(r"[a-z][A-Z]|\w[_.-]\w")
_LABEL_AFTER = lazy(r"[\"'`*_]*[ \t]*[:：]")
# the password's words a made-up word may follow: English's (a Dutch wachtwoord is gezet's words are Dutch)
_LETTERS_NAMES = frozenset(w for w in _SCOPE["binds_letters"] if w.isascii())


def _names_password_here(lower: str, start: int, end: int) -> bool:
    """The token lower[start:end] is a password's word: the word itself (password, Passwort:), a
    compound that ends in a long one (Standardpasswort, wifi-password), a word of a script written
    without spaces or of another alphabet that holds one (初始密码, паролю); pass, pw and pwd only
    with a colon after them (root pass: V; tests pass, $env.PWD name none)."""
    token = lower[start:end]
    bare = token.rstrip(":：")
    if not token.isascii():
        return any(True for _ in occurrences(_PASSWORD_ONLY, token))
    if bare in _SHORT_PASSWORD_WORDS:
        return end < len(lower) and lower[end] in ":：" or token != bare
    return bare in _PASSWORD_ONLY_SET or bare.isalpha() and bare.endswith(_LONG_PASSWORD_WORDS)


def _clauses(text: str, line: int, end: int) -> Iterator[tuple[int, int]]:
    at = line
    for m in _CLAUSE_END.finditer(text, line, end):
        yield at, (m.start() if m.group().endswith(";") else m.end())  # (a list's " ; " is no clause's)
        at = m.end()
    if at < end:
        yield at, end


def _scope_pair(text: str, tokens: list[tuple[int, int, bool, bool]], i: int) -> tuple[int, int, int] | None:
    """The password of a pair the token *i* starts: user/V, root:V (a known user's or an email's),
    yash / V, admin/ V, admin /V, admin | V, admin和V, admin、V, admin and V, admin V (a known
    user's): (start, end, the index of its token)."""
    s, e, _, _ = tokens[i]
    word = text[s:e]
    known = word.lower() in _SCOPE_USERS or _EMAIL.fullmatch(word) is not None
    glued = re.fullmatch(r"(?P<u>[A-Za-z][\w.@-]{0,40})[/:|](?P<v>[^/:|]*)", word)
    if glued:
        if not (glued["u"].lower() in _SCOPE_USERS or _EMAIL.fullmatch(glued["u"])):
            return None
        if glued["v"]:
            return s + glued.start("v"), e, i
        known, word = True, glued["u"]  # admin/ V
        join = "/"
    else:
        join = ""
    j = i + 1
    if j < len(tokens) and not join and text[tokens[j][0]:tokens[j][1]].lower() in _SCOPE_JOINS:
        join = text[tokens[j][0]:tokens[j][1]].lower()  # yash / V, admin and V
        j += 1
    if j >= len(tokens) or not tokens[j][3] or tokens[j][0] - tokens[j - 1][1] > 6:
        return None
    vs, ve = tokens[j][0], tokens[j][1]
    if not join:
        between = text[e:vs].strip(" \t*_`'\"“”").lower()
        if text[vs] in "/|" and not between:  # admin /V
            join, vs = text[vs], vs + 1
        else:
            join = between
    if not (join in ("/", "|") or known and (join in _SCOPE_JOINS or join == "" and word.lower() not in _USER_LABELS)):
        return None  # (user root2@localhost: a user's name after its label, no pair)
    if vs >= ve or text.startswith(("@", "'@"), ve):
        return None
    return vs, ve, j


# how many lines under a password's line a pair or an answer may stand (初始登录密码多少啊？ / admin/V)
_SCOPE_NEXT_LINES = 3
_SCOPE_ASKS = tuple(_SCOPE["asks"])
# a value alone on its line near a password's line (in a code block or not): a typed password's look,
# three kinds of character of four, eight or more (view contents of the "config.ini" file... / V)
_LONE = lazy(r"[ \t>*+-]*(?:\d{1,2}[.)][ \t]*)?(?P<q>`?)(?P<v>[A-Za-z0-9][^\s`\"',:]{6,126}[A-Za-z0-9])(?P=q)[ \t]*")
_SCOPE_LINE = 240  # a password's line longer than this is no sentence of a person's (a record, a log's line)
_SCOPE_CLAUSE = 600  # ... nor a clause longer than this (its words are read, the lines around it not)


def _kinds(value: str) -> int:
    return sum(bool(re.search(p, value)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^\w\s]|_"))


def _near_lines(text: str, line: int, before: int, after: int) -> Iterator[int]:
    """The starts of the lines around the one at *line*: *before* lines over it, *after* under it."""
    at = line
    for _ in range(before):
        if at == 0:
            break
        at = text.rfind("\n", 0, at - 1) + 1
        yield at
    at = line
    for _ in range(after):
        nxt = text.find("\n", at)
        if nxt < 0:
            break
        at = nxt + 1
        yield at


def _text_hits(lower: str) -> tuple[list[int], list[int]]:
    """Where the password words stand in *lower*: their starts in order, and the end of each; read once
    a text, not once a clause or a line."""
    found = sorted((s, e) for _, s, e in occurrences(_PASSWORD_WORD, lower))
    return [s for s, _ in found], [e for _, e in found]


def _hits_in(hits: tuple[list[int], list[int]], a: int, b: int) -> list[int]:
    """The starts of the password words that stand whole in [a, b), as ``occurrences`` finds them
    in ``lower[a:b]`` (each word's every occurrence, overlapping ones too)."""
    starts, ends = hits
    return [starts[k] for k in range(bisect_left(starts, a), bisect_left(starts, b)) if ends[k] <= b]


def _clause_spans(text: str, lower: str, a: int, b: int, named: bool, asked: bool,
                  text_hits: tuple[list[int], list[int]]) -> Iterator[tuple[int, int, str]]:
    """The values of one clause: its pairs; where it *named* a password, its made-up tokens near the
    word; where a line over it *asked* for one, its first token and its quoted ones."""
    # a pair (_scope_pair) needs a slash or a bar, or a known user or an email's @: without one, a clause
    # neither named nor asked for holds nothing to read
    pairs = _PAIR_MARKS.search(text, a, b) is not None or bool(occurrences(_SCOPE_USER_WORDS, text[a:b].lower()))
    if not named and not asked and not pairs:
        return
    tokens = _scope_tokens(text, a, b)
    hits = _hits_in(text_hits, a, b)
    holds = [i for i, (s, e, _, _) in enumerate(tokens) if hits and _holds_a_hit(hits, s, e)]
    at_word = [i for i in holds if _names_password_here(lower, tokens[i][0], tokens[i][1])
               and not (i + 1 < len(tokens) and lower[tokens[i + 1][0]:tokens[i + 1][1]] in _GOES_ON)]
    if named and not at_word and (any(_names_password_here(lower, tokens[i][0], tokens[i][1]) for i in holds)
                                  or not any(_signs_in(lower[s:e]) for s, e, _, _ in tokens)):
        return  # (which password manager do you use: the name goes on; a key's name, hash-password, names none)
    for w in at_word:
        s, e = tokens[w][0], tokens[w][1]
        if _KEY_NAME_TOKEN.search(text, s, e) or _LABEL_AFTER.match(text, e) and e + 2 < b:
            return  # a key's name (HashedControlPassword, database-password, hash-password) or a label's
            # (password: V, 密码：V): the key reader's and the label reader's, with their own gates
    # a clause of another language, or one that names the password in another's word: its words are its own
    foreign = any(lower[s:e] in _FOREIGN for s, e, _, _ in tokens) or (named and at_word and not any(
        lower[tokens[w][0]:tokens[w][1]] in _LETTERS_NAMES or not lower[tokens[w][0]:tokens[w][1]].isascii() and any(
            _glued_script(c) for c in lower[tokens[w][0]:tokens[w][1]]) for w in at_word))
    taken = set()
    for i, (s, e, quoted, candidate) in enumerate(tokens):
        if not candidate or i in taken or i in at_word:
            continue
        pair = _scope_pair(text, tokens, i) if pairs else None
        if pair is not None:
            taken.add(pair[2])
            if _scope_value(text[pair[0]:pair[1]], False, text, pair[1], "", True):
                yield pair[0], pair[1], "prose:scope-pair"
            continue
        before = text[tokens[i - 1][0]:tokens[i - 1][1]] if i else ""
        if i and _LABEL_AFTER.match(text, tokens[i - 1][1]) and not _PASSWORD_WORD_IN.search(before.lower()) \
                or before.lower().rstrip(":：") in _USER_LABELS \
                or any(lower[x:y] in _LIKES for x, y, _, _ in tokens[max(0, i - 3):i]):
            continue  # another label's value (SQLState: 28000, username is mazi_admin, do: V); an example's
        if i + 1 < len(tokens) and lower[tokens[i + 1][0]:tokens[i + 1][1]] in _GOES_ON:
            continue  # a name's word (the password Reset2024 policy)
        if asked and (quoted or i == 0):
            word = text[s:e]  # (a word alone answers no password: kubectl; a made-up one by its pairs)
            if (not word.isalpha() or reads_as_no_word(word)) and _scope_value(word, quoted, text, e, before, True, not foreign):
                yield s, e, "prose:scope-answer"
            continue
        # a quoted token anywhere in the clause, another as near the word as a value stands
        if not named or not at_word:
            continue
        if not quoted:
            k = bisect_left(at_word, i - _SCOPE_AFTER)  # (the nearest word at or after i - AFTER: no pass over all)
            if k == len(at_word) or at_word[k] > i + _SCOPE_BEFORE:
                continue
        value = text[s:e]
        weak = value.isdigit() or value.isalpha()  # (only a weak value needs the words that bind it)
        bound = weak and _bound(lower, a, s, _SCOPE_BINDS)
        letters = bound and value.isalpha() and not foreign and _bound(lower, a, s, _SCOPE_BINDS_LETTERS)
        if _scope_value(value, quoted, text, e, before, bound, letters):
            yield s, e, "prose:scope"


def _holds_a_hit(hits: list[int], start: int, end: int) -> bool:
    """A password word's occurrence starts in [start, end) (*hits* sorted)."""
    k = bisect_left(hits, start)
    return k < len(hits) and hits[k] < end


def _signs_in(token: str) -> bool:
    """The token (lower case) is a sign-in's word (login, credentials), or holds one in a script
    written without spaces (登录页面, ログイン)."""
    if token in _SIGN_IN_TOKENS:
        return True
    return not token.isascii() and any(_glued_script(c) for c in token) and any(w in token for w in _SIGN_IN_GLUED)


def _names_a_password(text: str, lower: str, line: int, end: int, text_hits: tuple[list[int], list[int]]) -> bool:
    """The line names a password or a sign-in, a password's name not the first word of a noun's
    (which password manager do you use?)."""
    tokens = _scope_tokens(text, line, end)
    hits = _hits_in(text_hits, line, end)
    words = [i for i, (s, e, _, _) in enumerate(tokens) if _holds_a_hit(hits, s, e) and _names_password_here(lower, s, e)]
    if not words:
        return True  # (a sign-in's word: login, credentials)
    return any(not (i + 1 < len(tokens) and lower[tokens[i + 1][0]:tokens[i + 1][1]] in _GOES_ON) for i in words)


def _prose_line(text: str, line: int, end: int) -> bool:
    """Not a line of code nor a table's row (the key reader's and the table reader's)."""
    return not _SCOPE_CODE.search(text, line, end) and text.count("|", line, end) < 2


def _scope_spans(text: str, lower: str, password_lines: list[int]) -> Iterator[tuple[int, int, str]]:
    """A credential's clause (issue 33, round 30): every made-up token of a clause that names a
    password, near its word; a pair's password after its user in a clause that names a password or a
    sign-in, or on the few lines under one (admin/V, root:V, yash / V, admin和V); the first token of
    the lines under a question for one (初始密码是什么 / V); a lone token of a password's look on the
    lines around one."""
    seen = set(password_lines)
    alone: dict[int, bool] = {}  # a line near a password's judged a lone value's (or not) once, not from each such line
    text_hits = _text_hits(lower)
    for line in password_lines:
        end = _line_end(text, line)
        for a, b in _clauses(text, line, end):
            # (a clause of code or a table's row is the key reader's and the table reader's)
            if b - a <= _SCOPE_CLAUSE and text.count("|", a, b) < 2 and not _SCOPE_CODE.search(text, a, b) \
                    and _hits_in(text_hits, a, b):
                yield from _clause_spans(text, lower, a, b, True, False, text_hits)
        if end - line > _SCOPE_LINE or not _prose_line(text, line, end) or len(text[line:end].split()) < 3 and not any(map(_glued_script, text[line:end])) \
                or not _names_a_password(text, lower, line, end, text_hits):
            continue  # (a record's line; a key alone on its line, as a decoded record shows one: no sentence)
        asked = text[line:end].rstrip(" \t*_").endswith(_SCOPE_ASKS)
        for near in _near_lines(text, line, _SCOPE_NEXT_LINES, _SCOPE_NEXT_LINES):
            if alone.get(near):
                continue  # (its value taken from a line before)
            near_end = _line_end(text, near)
            if near not in alone:
                alone[near] = False
                lone = _LONE.fullmatch(text, near, near_end)
                if lone is not None:
                    value = lone.group("v")
                    if _kinds(value) >= 3 and re.search(r"\d", value) and _scope_mixed(value, bool(lone.group("q"))) and _scope_value(
                            value, bool(lone.group("q")), text, lone.end("v"), "", True, False):
                        alone[near] = True
                        yield lone.start("v"), lone.end("v"), "prose:scope-alone"
                        continue
            if near in seen or not _prose_line(text, near, near_end):
                continue
            seen.add(near)
            for a, b in _clauses(text, near, near_end):
                if b - a <= _SCOPE_CLAUSE:
                    yield from _clause_spans(text, lower, a, b, False, asked and near > line, text_hits)


def prose_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """Every password this module's forms read in *text* (start, end, name)."""
    tables, labels, pairs = ("|" in text or "│" in text), "\n" in text, "/" in text
    prompts = ":" in text
    sentences = " " in text
    lower = text.lower()
    # (a text of a script without spaces may be one sentence with none of these: 密码改成了V)
    password_lines = (_lines_with_a_password_word(text, lower) if tables or labels or pairs or prompts or sentences
                      or not text.isascii() else [])
    if tables:
        yield from _table_spans(text, password_lines)
    if labels:
        yield from _label_spans(text, password_lines)
        yield from _answer_spans(text, password_lines)
        yield from _said_spans(text, password_lines)
    if pairs:
        yield from _pair_spans(text, password_lines)
        yield from _default_pair_spans(text, password_lines)
    if pairs or prompts:
        yield from _labelled_pair_spans(text, lower)
    if prompts or "：" in text:
        yield from _prompt_spans(text, password_lines)
    if prompts or "：" in text or " -" in text or " \u2013" in text or " \u2014" in text:
        yield from _label_line_spans(text, password_lines)
    if sentences or not text.isascii():
        yield from _sentence_spans(text, password_lines)
        yield from _said_quoted_spans(text, password_lines)
        yield from _said_last_spans(text, password_lines)
    if sentences and (password_lines or "clave" in lower) and any(word in lower for word in _CHANGED_GATE):
        yield from _changed_spans(text)
    if "spawn" in text and "send" in text:
        yield from _spawn_spans(text)
    if "\n" in text and ("$ " in text or ">" in text):
        yield from _pasted_spans(text)
    if "```" in text:
        yield from _announced_spans(text)
    if prompts or labels or sentences or not text.isascii():
        yield from _key_name_spans(text, lower)
    if sentences:
        yield from _owned_spans(text, lower)
    if labels:
        yield from _mine_under_spans(text, lower)
    if not text.isascii():
        yield from _glued_spans(text, lower)
    if sentences or labels or not text.isascii():
        yield from _told_spans(text, lower, password_lines)
    if password_lines:
        yield from _scope_spans(text, lower, password_lines)
