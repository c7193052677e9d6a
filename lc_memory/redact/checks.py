"""What a secret's value and its name look like: the checks a rule asks before it takes a span.

A context rule (``NAME=value``, a CLI flag, a header, "the password is ...") finds a value
because of where it stands; the value must also look like a credential (``credential``: long
enough, not a word, a number, a reference, a path, a file, a name or a placeholder) and, where
the rule reads a name, the name must name a secret (``names_a_secret``). The word lists these
read are data: ``data/names.toml`` and ``data/values.toml``.

Pure, no I/O after import. The bottom of the package: ``rules``, ``gitleaks`` and ``context``
ask these.
"""

from __future__ import annotations

import base64
import binascii
import encodings
import encodings.aliases
import json
import math
import re
import unicodedata
import urllib.parse
from collections import Counter
from typing import Any

from lc_memory.redact.first_chars import lazy
from lc_memory.redact.keys import LEXICON, ends_naming_no_secret, key_word, negated
from lc_memory.redact.tables import data_table

__all__ = ["always", "bare_bearer", "basic_credentials", "byte_list", "credential", "echoes_its_name", "entropy", "header_value", "keyed_value",
           "names_a_password", "names_a_secret", "not_placeholder", "password_value", "public_key_bytes", "reads_as_no_word", "reads_as_words",
           "sample_url_pair", "sample_words", "starts_as_reference", "url_password", "url_token", "value_for"]


_VALUES = data_table("values.toml")
_NAMES = data_table("names.toml")

# --------------------------------------------------------------------------
# Checks on a candidate value
# --------------------------------------------------------------------------

# (or a value that is only a mask's characters, 3 or more: a form's ●●●●●●, a doc's •••••••;
# or only runs of one repeated character, 4 or more each, joined by a separator: a sample's
# shape of a token, 55555555:AAAAAAAAAAA for a Telegram bot's, 0000-0000-0000). Each run is read
# whole (``(?!\1)``): a run that could end anywhere is split in exponentially many ways before a
# failing last character, and 80 Qs then a letter took minutes.
# (and the word placeholder itself in a provider's shape: sk_test_placeholder, ghp_placeholder_token)
# (round 33: a run of tildes fills a slot too: vault login hvs.RootToken~~~~~)
_PLACEHOLDER = lazy(r"[xX*#•]{8,}|^[*#•●∙·◦＊⁎✱■]{3,}$|\.{3}|…|~{4,}|^(?:([A-Za-z0-9])\1{3,}(?!\1)[-_:.]?)+$|(?i:placeholder)")
_WORDLIKE = lazy(r"[A-Za-z][a-z]*")
_HAS_DIGIT = lazy(r"\d")


_ELLIPSIS = ("...", "\u2026")
_PROVIDER_HEAD = lazy(r"[A-Za-z]{2,8}[_-]")


def elided(text: str, end: int, value: str) -> bool:
    """A value its writer cut short with an ellipsis, its shown part no token's length (ten
    characters or fewer after a provider's prefix): ``whsec_abc123...``, ``sk-ab12…``: an example
    shown in part (issue 33, round 33). A value's pattern stops before the dots."""
    if not text.startswith(_ELLIPSIS, end):
        return False
    head = _PROVIDER_HEAD.match(value)
    return len(value) - (head.end() if head else 0) <= 10


def not_placeholder(value: str) -> bool:
    """False for obvious placeholders such as ``ghp_xxxx...`` or ``Bearer ********``."""
    return _PLACEHOLDER.search(value) is None


def always(value: str) -> bool:
    return True


def bare_bearer(value: str) -> bool:
    """``bearer <token>`` outside a header: require a digit so prose does not trip it."""
    return not_placeholder(value) and _HAS_DIGIT.search(value) is not None


# data, not credentials: a UUID, a date, a number, a ticket id, a version, an integrity hash
_DATA_VALUE = lazy("|".join(_VALUES["data_shapes"]))
# names built of words and small numbers (refunds:v2:lock, created_at_v2)
_SEPARATORS = lazy(r"[:_./+|-]")  # two words joined (api-token) are a placeholder; three may be a passphrase
# (a key chord joins them with "+": ctrl+shift; a usage line's choices with "|": true|false; a
# size or a count is a number and a unit: qwen2.5-7b-instruct, cost_per_1m_in; a numeronym is a
# word: k8s-app, k8s_etcd, i18n-keys)
_WORD_PIECE = r"(?:[a-z]\d{1,2}[a-z]{1,2}|[a-z]+\d{0,2}|\d{1,4}[a-z]?)"
_WORDS_VALUE = lazy(rf"{_WORD_PIECE}(?:[:_./+|-]{_WORD_PIECE})+")
_REFERENCE_STARTS = tuple(_VALUES["reference_starts"])
_REFERENCE_INSIDE = lazy("|".join(_VALUES["reference_inside"]))
# A weak word's value may be a name made of words, dates and versions (a session id such as
# 2026-11-23-changelog-v104): no random token looks like that.
_NAME_VALUE = lazy(r"(?:[a-z]+\d{0,4}|\d{1,4})(?:[:_./-](?:[a-z]+\d{0,4}|\d{1,4}))+")
_ONE_WORD = lazy(r"[A-Za-z]+\d{0,2}")  # oauth2, sha256 is data below, http2
_TYPE_NAME = lazy(r"[A-Z][a-z]{2,}(?:\d{1,3}|[A-Z][a-z]{2,})*(?:\[\])?")  # Uint8Array, Base64String (Zq8Lm2Rt: random)
_KEY_VALUE_SPEC = lazy(r"=[^=]")  # id=npmrc,src=...: a spec, not a value
_RANDOM_SYMBOLS = frozenset("!@#%^*~()[]{}<>?|`")
# a spec's names are written in one case, or in camelCase (id, src, type, MODE, readOnly): a name
# whose case switches inside a word (tdaAM9=Cz@2C8_.Ivcx, a random key's head) names nothing
_SPEC_NAME = r"(?:[a-z_][a-z0-9_.-]*(?:[A-Z][a-z]+[0-9]*)*|[A-Z_][A-Z0-9_.-]*)"
_SPEC = lazy(_SPEC_NAME + r"=[\w.:/@-]{0,40}(?:," + _SPEC_NAME + r"=[\w.:/@-]{0,40})*")
_CASE_SWITCH = lazy(r"[a-z](?=[A-Z])|[A-Z](?=[a-z])")
# ... nor one whose word goes on in capitals after a digit, or a lone letter then a capital (cMgkn2Ds)
_NO_SPEC_NAME = lazy(r"\d[A-Z]|^[a-z][A-Z]")
# one pair whose value is a key: 16+ hex digits, or 20+ letters and digits of both kinds (an
# API key given with its query parameter's name, "APPID=<32 hex>", "key=AIza..."); a hash's
# name (sha256=, md5=, digest=) says it is data
_KEYED_PAIR = lazy(r"(?P<n>[A-Za-z_][\w.-]*)=(?P<v>[0-9a-fA-F]{16,}|(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,})")
_HASH_NAME = lazy(r"(?i)(?:sha\d*|md5|hash|digest|checksum|commit|etag|rev|integrity)")


def _spec(value: str) -> bool:
    """A spec of pairs (id=npmrc,src=.npmrc): not a value, unless it is one pair whose value is a
    key (APPID=4a9493da6562fd1e041583bb8b207d8e at apiKey is the key and its parameter's name)."""
    if _SPEC.fullmatch(value) is None:
        return False
    if "," not in value and _NO_SPEC_NAME.search(value.split("=", 1)[0]) is not None:
        return False  # a random password's head, not one pair's name: app:cMgkn2Ds=7Pkr0pyA@host
    pair = _KEYED_PAIR.fullmatch(value)
    return pair is None or _HASH_NAME.fullmatch(pair.group("n")) is not None or entropy(pair.group("v")) < 3.0
# a module's or an object's member, as code names it: ed25519.Ed25519PrivateKey, httpx2.Auth,
# settings.OAUTH2_CLIENT_SECRET (a lower-case name first; a random token has no "." in it)
# (its later words three letters or more: Zq8Lm2Rt5Vx9 is no name; $ZodRecordKey: a JavaScript one)
_PIECE = r"(?:[_$]*[A-Z]*[a-z]*\d*(?:[A-Z][a-z]{2,}\d*)*|[A-Z][A-Z0-9_]*)"
_MEMBER = lazy(rf"[a-z_$][a-z0-9_$]*(?:(?:\.|[?!]\.|::|->){_PIECE})+(?:\(\))?")
# self.api_key, os.environ, settings.SECRET_KEY, getPassword: words in any usual casing, joined
# as code joins names (options?.apiKey, config!.token, std::env, $this->apiKey); a name may end
# in one capital after a lower-case letter (passwordB, userA)
# (a run of separators is taken whole, ``++``: split between parts that may be empty, 60 "_"
# then a "!" took minutes)
_IDENTIFIER_LIKE = lazy(
    r"_*+[A-Z]*[^\W\d_A-Z]*(?:[A-Z][^\W\d_A-Z]+)*(?:(?:(?:[._]|-(?!>))++|[?!]\.|::|->)[A-Z]*[^\W\d_A-Z]*(?:[A-Z][^\W\d_A-Z]+)*)*(?:(?<=[^\W\d_A-Z])[A-Z])?(?:\(\))?")
# code's names joined by its operators (minified JavaScript: t?r.C0.ESC+, e.ctrlKey||e.metaKey):
# a member access and an operator in it (base64 has no "."; a JWT's dots join no operator)
_CODE_NAME = r"[!~]*[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)*(?:\(\))?"
_CODE_OPERATOR = r"[ \t]*(?:\+|\?|:|\|\|?|&&?|\*)[ \t]*"
# (a string's concatenation may open with its operator: the reader took a value from just after a
# closed literal, 'Password='+Edit2.Text+';...' in Delphi, Java, JavaScript)
_CODE_EXPRESSION = lazy(rf"(?:\+[ \t]*)?{_CODE_NAME}(?:{_CODE_OPERATOR}{_CODE_NAME})*(?:{_CODE_OPERATOR})?")
_OPERATOR = lazy(r"[+?:|&*]")
_CODE_PIECES = lazy(r"[^+?:|&*.!~() \t]+")
# a minifier's short name: one case, a digit or two at most (t, r, C0, ESC; not Zq8, aB3)
_SHORT_NAME = lazy(r"[a-z_$]{1,3}|[a-z][0-9]{1,2}|[A-Z_$][A-Z0-9_$]{0,2}")
_NUMBERED = lazy(r"(?<=[A-Za-z])\d{1,2}$")


def _code_expression(value: str) -> bool:
    """Names joined by code's operators, each name a word or a minifier's short name (r.C0.ESC,
    e.ctrlKey, id*numOperations): not a random piece (abc.Zk9+mQ2rT5vX8bN1cF4, Zq8.Lm2+Rt5). A
    member access or a product: words joined by "+" alone may be a passphrase, unless "+" stands at
    both ends (+Edit2.Text+, +pwd+: a concatenation the reader cut out of a string)."""
    concatenated = value[:1] == "+" == value[-1:] and len(value) > 2  # '...='+name+'...'
    return (("." in value or "*" in value or concatenated) and _OPERATOR.search(value) is not None
            and _CODE_EXPRESSION.fullmatch(value) is not None
            and all(_SHORT_NAME.fullmatch(p) or _IDENTIFIER_LIKE.fullmatch(p)
                    # a form's control, numbered (Edit2, TextBox1), in a concatenation
                    or concatenated and _IDENTIFIER_LIKE.fullmatch(_NUMBERED.sub("", p)) is not None
                    for p in _CODE_PIECES.findall(value)))


# a text encoding's name, as Python's codecs know them (password.encode("latin1"), utf-16be, cp1252);
# base64, hex and the other bytes codecs are left out
_TEXT_ENCODINGS = frozenset(name.lower() for alias, codec in encodings.aliases.aliases.items()
                            if not codec.endswith("_codec") and codec != "rot_13" for name in (alias, codec))


def _encoding_name(value: str) -> bool:
    return len(value) <= 20 and encodings.normalize_encoding(value).lower() in _TEXT_ENCODINGS


# a cryptographic algorithm's, a hash's or an authentication plugin's name: what a setting names,
# not a secret (HMAC-SHA256, RS256, AES-256-GCM, SHA-512, Ed25519, pbkdf2_sha512, sha256_password)
_ALGORITHM_NAME = lazy(
    r"(?i)(?:hmac[-_]?)?sha[-_]?(?:1|224|256|384|512)|sha3[-_](?:224|256|384|512)|(?:hs|rs|es|ps)(?:256|384|512)"
    r"|aes[-_]?(?:128|192|256)(?:[-_](?:gcm|cbc|ctr|cfb|ofb|ecb))?|x?chacha20(?:[-_]poly1305)?|ed(?:25519|448)|x25519"
    r"|pbkdf2(?:[-_]sha(?:1|256|512))?|argon2(?:id|i|d)?|bcrypt|scrypt|md5"
    r"|(?:sha256|mysql_native|caching_sha2)_password")


def algorithm_name(value: str) -> bool:
    """A cryptographic algorithm's, a hash's or an authentication plugin's name (``_ALGORITHM_NAME``)."""
    return _ALGORITHM_NAME.fullmatch(value) is not None


_FILE_LIKE = lazy(r"[\w.-]+\.(?:" + "|".join(_VALUES["file_extensions"]) + ")", re.IGNORECASE)
_FILE_TAIL = lazy(r"\.(?:" + "|".join(_VALUES["file_extensions"]) + r")$", re.IGNORECASE)
# an e-mail address's domain is lower case (a password with "@" and "." in it is not one)
_EMAIL = lazy(r"[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}")
# prod/shop/db-AbC123, kv/data/app; an object's key under dated directories (uploads/2024/05/x.png)
_PATHLIKE = lazy(r"[a-z][\w.-]*/(?:(?:[a-z][\w.-]*|\d+)/)*[\w.-]*")
# a random piece: both cases and a digit between letters (kjZ2dE, j1Qs); no directory is named so
_RANDOM_PIECE = lazy(r"(?=.*[a-z])(?=.*[A-Z]).*[A-Za-z]\d+[A-Za-z]")


def _path_like(value: str) -> bool:
    """A store's or a file's path (prod/shop/db-AbC123, kv/data/app), not base64 with a "/" in it
    (kjZ2dE/30f1Vfv2v, wJalrXUtnFEMI/K7MDENG/...): a directory before the last "/" has a name, and
    no piece is a random run of 16 or more in base64's letters (kqbLj/xG2Cy6xxhku8wwTfQyplQyKKwz: a
    32-character key whose "/" falls after five letters; round 34)."""
    parts = value.split("/")
    return (_PATHLIKE.fullmatch(value) is not None
            and not any(_RANDOM_PIECE.match(part) for part in parts[:-1])
            and not any(_BASE64_RUN.fullmatch(part) for part in parts))


# a run of base64's letters, 16 or more, both cases and a digit between letters: no directory's or
# file's name (a file's has a "." before its extension)
_BASE64_RUN = lazy(r"(?=.*[a-z])(?=.*[A-Z])(?=.*[A-Za-z]\d+[A-Za-z])[A-Za-z0-9+=]{16,}")
_NOT_A_VALUE = frozenset(_VALUES["not_a_value"])
_ELSEWHERE = tuple(_VALUES["store_prefixes"] + _VALUES["public_key_prefixes"])
# a regex's wildcard opening a value: a sed pattern's s/password=.*/.../, s|token = .*|...|
_REGEX_OPENING = (".*", ".+", "(.*)", "(.+)")
# a validation pattern at a password's name, anchored at both ends and holding a class, an escape
# or a lookahead (Password = @"^[a-zA-Z0-9_!@#$%^&*()]*$", "^(?=.*\\d).{8,}$"): a rule, not a password
_ANCHORED_PATTERN = lazy(r"\^.*(?:\[[^\]]+\][*+?{]|\\[dwsS]|\(\?[=!]|\.[*+{]).*\$")
_WINDOWS_PATH = lazy(r"[A-Za-z]:\\(?:[^\\\s]+\\)*[^\\\s]*\.\w{1,5}$|[A-Za-z]:\\(?:[^\\\s]+\\)+")  # C:\creds\pw.txt
_EXAMPLE_PASSWORDS = tuple(_VALUES["example_passwords"])
_ENVELOPE = lazy("|".join(_VALUES["envelopes"]))
_PLACEHOLDER_WORDS = lazy("|".join(_VALUES["placeholder_masks"] + _VALUES["replace_words"]), re.IGNORECASE)
_REPLACE_WORDS = lazy("|".join(_VALUES["replace_words"]), re.IGNORECASE)  # change-this, your-, -here
_PLACEHOLDER_VALUE = lazy(_VALUES["placeholder_value"], re.IGNORECASE)  # Bearer secret123
_EXAMPLE_WORDS_VALUE = lazy(_VALUES["example_words_value"])  # EXAMPLE_TOKEN_123
_PLACEHOLDER_INSIDE = lazy("|".join(_VALUES["placeholder_masks"] + _VALUES["replace_words"]
                                          + [_VALUES["placeholder_value"]] + _VALUES["placeholder_inside"]),
                                 re.IGNORECASE)
_DOTTED_NAME = lazy(_VALUES["dotted_name"])
# a piece of a dotted name: a word in a usual casing (config, apiKey, SECRET_KEY, db2_host), digits
# only at its end
_NAME_PIECE = lazy(r"[_$]*(?:[A-Za-z][a-z]*(?:[A-Z][a-z]*)*|[A-Z][A-Z0-9_]*)\d{0,3}|[_$]*[a-z][a-z0-9_]*")


def _dotted_name(value: str) -> bool:
    """Code's dotted name (settings.SECRET_KEY, os.environ.get, Foo.Bar.baz/2), not a random value
    with a "." in it."""
    if _DOTTED_NAME.fullmatch(value) is None:
        return False
    names = re.sub(r"(?:/\d+|\(\))?;?$", "", value)
    return all(_NAME_PIECE.fullmatch(piece) or _word_runs(piece) for piece in re.split(r"\??\.", names))


def _word_runs(piece: str) -> bool:
    """A name with digits inside its words (Python3Lexer, Ed25519PrivateKey, S3Client): its letter
    runs average three letters or more (a random piece's are short: CmNp9u4f)."""
    runs = [r for r in _NAME_RUNS.findall(piece) if not r.isdigit()]
    return bool(runs) and sum(map(len, runs)) / len(runs) >= 3


# what follows a reference's first character when the value is a random credential that
# happens to start with it (base64 may start with "/", a password with "!", "@" or "*"): one
# run of letters and digits, no path, no name; letters in both cases and a digit
_RANDOM_REST = lazy(r"(?=[^/.]*[a-z])(?=[^/.]*[A-Z])(?=[^/.]*\d)[A-Za-z0-9+=_-]{10,}")
_RANDOM_LEADS = frozenset(_VALUES["random_leads"])


def starts_as_reference(value: str) -> bool:
    """A reference, a template or a path: ``$X``, ``${{ secrets.X }}``, ``<your-token>``, ``~/.ssh/x``.
    Not a random credential that starts with ``/``, ``!``, ``@`` or ``*`` (``/pbBALWN5wMC2vUF``:
    base64): one run of 10+ letters of both cases and digits after it, no ``/`` or ``.``; nor one
    that starts with ``$`` and a digit (``$2d0I3LYdnW!``), no crypt hash's ``$2b$``."""
    if not value.startswith(_REFERENCE_STARTS):
        return False
    if value[:1] == "$" and value[1:2].isdigit() and _CRYPT_PREFIX.match(value) is None and _mixed_run(value[1:]):
        return False  # $2d0I3LYdnW!: a variable's name starts with a letter or "_", a shell's $2 stands alone
    return not (value[:1] in _RANDOM_LEADS and (_RANDOM_REST.fullmatch(value, 1) is not None
                                               or _mixed_run(value[1:])))


_CRYPT_PREFIX = lazy(r"\$\d[a-z]?\$")  # crypt(3)'s hashes: $2b$12$..., $6$salt$...


_DELAYED_VARIABLE = lazy(r"\w+!")  # cmd's !PARAM2! (the lead read off already)
_RUN_CLASSES = (lazy(r"[a-z]"), lazy(r"[A-Z]"), lazy(r"\d"), lazy(r"[^\w\s()-]"))


def _mixed_run(rest: str) -> bool:
    """A password's run after its lead (``!*853f7azl86K49``, ``@Xq9!mZ2k``): six or more
    characters, no space, ``/`` or ``.``, three kinds of lower, upper, digit and symbol (not a
    name's ``-``, ``_`` or a call's brackets); a YAML tag's or alias's name (``!Ref``,
    ``*default_settings``), a path (``/test-path-2``), a faker's ``@word(6)`` is of one or two;
    cmd's delayed variable (``!PARAM2!``) is a name."""
    return (len(rest) >= 6 and not any(c in rest for c in " \t/.") and _DELAYED_VARIABLE.fullmatch(rest) is None
            and sum(p.search(rest) is not None for p in _RUN_CLASSES) >= 3)


_RULE_PIECE = lazy(r"(?P<name>[a-z][a-z_]*)(?::[^|\s]*)?")
_VALIDATION_RULES = frozenset(_VALUES["validation_rules"])


def _validation_rules(value: str) -> bool:
    """A form validator's rules, "|"-joined (``required|string|min:8|confirmed``): every piece a
    lower-case name with its arguments, one of them a rule's name."""
    if "|" not in value:
        return False
    names = [m.group("name") if (m := _RULE_PIECE.fullmatch(p)) else None for p in value.split("|")]
    return all(names) and not _VALIDATION_RULES.isdisjoint(names)


# letters of a script written without spaces (kana, CJK, Hangul): a value that is half or more of them
# is words of a sentence, not a credential (パスワード：その日に初めてログインするときは、...: a note's
# text after a label's colon, round 28); a few glued before a key (这是我的keysk-...) leave it one
_SCRIPT_LETTER = lazy(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def _script_words(value: str) -> bool:
    """*value* is words of a script written without spaces: four such letters or more, half of it."""
    n = len(_SCRIPT_LETTER.findall(value))
    return n >= 4 and 2 * n >= len(value)


def credential(value: str, password: bool = False) -> bool:
    """The look of a credential: long enough, not a placeholder, a reference, a URL, data (a
    UUID, a date, a number, a version, a hash named as data), a word or an identifier, a
    file, a path, an e-mail address or a public key. A password's value counts even when it
    reads as words and small numbers joined by separators (``correct-horse-battery-9``), never
    as one word; never a secret's own word among a local default's (``named_for_its_place``) nor a
    dotted subject with a wildcard (``foo.*.bar``)."""
    if named_for_its_place(value) or _WILDCARD_SUBJECT.fullmatch(value):
        return False
    if made_up_password(value) and (password or len(value) >= 8 and min(map(len, re.split(r"[-_]", value))) >= 4):
        return True  # a secret's too, eight letters or more, pieces of four (a token of letters only: xjcb_fcwmeco_rhdzfl)
    if made_up_pieces(value):
        return True  # (round 31: webhook_secret: "uywaa_rbxl")
    if len(value) < 6 or len(value) > 4096:
        return False
    lower = value.lower()
    return (
        not_placeholder(value)
        and "://" not in value
        and not starts_as_reference(value)
        and _REFERENCE_INSIDE.search(value) is None
        and not lower.startswith(_ELSEWHERE)
        and not value.startswith(_REGEX_OPENING)
        and _ANCHORED_PATTERN.fullmatch(value) is None
        and _WINDOWS_PATH.match(value) is None
        and (not _IDENTIFIER_LIKE.fullmatch(value) or password and (random_letters(value) or random_pieces(value))
             or random_case(value))
        and not _MEMBER.fullmatch(value)
        and not _code_expression(value)
        and not _encoding_name(value)
        and not algorithm_name(value)
        and not _DATA_VALUE.fullmatch(value)
        and (not _WORDS_VALUE.fullmatch(value) or password and (_HAS_DIGIT.search(value) is not None
                                                                or len(_SEPARATORS.findall(value)) >= 2))
        and (password or not _ONE_WORD.fullmatch(value) or _base32_run(value))
        and (password or not _TYPE_NAME.fullmatch(value) and not name_of_words(value))
        and (password or not _KEY_VALUE_SPEC.search(value))
        and not (_path_like(value) and (not password or value.count("/") > 1 or _FILE_TAIL.search(value)))
        and not _FILE_LIKE.fullmatch(value)
        and not _EMAIL.fullmatch(value)
        and lower.strip("'\"").rstrip("?!").lstrip("?").removesuffix("[]") not in _NOT_A_VALUE  # a type: string?, ?string, bytes[]
        and not _validation_rules(value)
        and not lower.startswith("[redacted")
        and not _script_words(value)
        and _ENVELOPE.search(value) is None
        and _EXAMPLE_WORDS_VALUE.fullmatch(value) is None
        and _REPLACE_WORDS.search(value) is None  # words someone is told to replace: no credential's
        and not describes_a_value(value)
        and not trivial_key(value)
        and not marked_words(value)
        and not typed_in_order(value)
        and _CODE_OPENING.match(value) is None
        and not value.endswith((":", "\uff1a"))  # a label (PuTTY-User-Key-File-2: ssh-rsa, Означение:)
        and not named_in_capitals(value)
        and (password or not numbered_capital_name(value))
        and not _the_passwords_name(value)  # password123, Password1, my-secret: the field's word, no secret chosen
        and not (value.startswith("eyJ") and json_data(value))
    )


# a JSON leaf that holds nothing: a number, a boolean, null, a short word ("1", "create")
_SHORT_LEAF = 12


def json_data(value: str) -> bool:
    """Base64 of a JSON object (``eyJ...``, no JWT's dots) whose every leaf is a number, a
    boolean, null or a short string, no member named for a secret: a tool's own metadata, as
    Terraform's state keeps a resource's timeouts and schema version under ``"private"``."""
    if "." in value or len(value) > 4096:
        return False
    raw = _base64_bytes(value)
    try:
        data = json.loads(raw) if raw is not None else None
    except ValueError:
        return False
    if not isinstance(data, dict):
        return False
    todo: list[Any] = [data]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            if any(key_word(str(k)) is not None for k in item):
                return False
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
        elif isinstance(item, str) and len(item) > _SHORT_LEAF:
            return False
    return True


# what opens code, not a value: a comparison (=="password"===g.type), a concatenation
# ("key="+str(key), 'JWT_SECRET='.$key; a random value's "+" is followed by no call), a call's tail (getpass('Password: ').strip())
_CODE_OPENING = lazy(r"==|\+(?:[\"'(]|[A-Za-z_][\w.]*[(.])|\.\$|\)\.|\|\|")
# (and a keyboard's rows, left to right or back: qwerty, asdf1234, zxcvbnm are typed along them)
_KEYBOARD_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm", "QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM")
_RUN_STEPS = ({(a, b) for a, b in zip("0123456789", "1234567890")}
              | {step for row in _KEYBOARD_ROWS for step in (*zip(row, row[1:]), *zip(row[1:], row))})


_INTERLEAVED = lazy(r"(?:[A-Za-z]\d){4,}[A-Za-z]?|(?:\d[A-Za-z]){4,}\d?")


def typed_in_order(value: str) -> bool:
    """Mostly runs of three or more characters in order, up or down (abc123, 012345abcdef,
    1234567890abcdef, fedcba9876543210, ABC...XYZabc...xyz0123456789+/=): typed as an example,
    no random value's. Three in five of its characters or more; a value in both cases sixteen or
    more (ABCdef123 is a password someone chose: its case switches). Letters and digits taken in
    turn count when each is in order (Rails' ``a1B2c3D4e5F6``, ``1a2b3c4d``)."""
    if _INTERLEAVED.fullmatch(value):
        letters = value[0::2] if value[0].isalpha() else value[1::2]
        digits = value[1::2] if value[0].isalpha() else value[0::2]
        return letters.lower() in "abcdefghijklmnopqrstuvwxyz" and digits in "01234567890"
    if len(value) < 6 or len(value) < 16 and not (value.lower() == value or value.upper() == value):
        return False
    in_runs = 0
    run = 1
    for i in range(1, len(value) + 1):
        step = i < len(value) and (ord(value[i]) - ord(value[i - 1]) in (1, -1) and value[i].isalnum()
                                   and value[i - 1].isalnum() or (value[i - 1], value[i]) in _RUN_STEPS)
        if step:
            run += 1
            continue
        if run >= 3:
            in_runs += run
        run = 1
    return in_runs * 5 >= len(value) * 3


_BASE32_TAIL = lazy(r"[A-Z]{14,30}[2-7]{1,2}")


def _base32_run(value: str) -> bool:
    """Base32 in capitals that ends in a digit or two (an OTP secret, ``MKIUOBXTVAFLBGDWBVPUVMYGM4``),
    its letters reading as no word: not one word with a number (``ACCESSTOKENVALUE2``)."""
    return _BASE32_TAIL.fullmatch(value) is not None and made_up_password(value.rstrip("234567"))


_CAPITAL_WORDS = lazy(r"[A-Z]{3,}(?:[:_+.-][A-Z]{3,})+")


def named_in_capitals(value: str) -> bool:
    """Words in capitals joined by ``:``, ``_``, ``+``, ``.`` or ``-`` that read as words (a key's
    or a setting's name: ``SERPENT:RECORDED_INPUTS``, ``POSTGRES_PASSWORD``; what a tool prints in
    a value's place: kubectl's ``DATA+OMITTED``), not a random run in capitals."""
    return _CAPITAL_WORDS.fullmatch(value) is not None and all(
        common_pairs(piece) for piece in re.split(r"[:_+.-]", value))


_CAPITALS_NUMBERED = lazy(r"(?=[A-Z_-]*[A-Z]{3})[A-Z]{2,}(?:[_-][A-Z]{2,})+[_-]\d{1,4}")


def numbered_capital_name(value: str) -> bool:
    """Words in capitals joined by ``_`` or ``-`` and a number after them (``TEST_VARIABLE_1``,
    ``API_KEY_123``, ``LET_ME_IN-1``): a setting's or a fixture's name and its index, every piece
    reading as a word; not a secret's value at a name other than a password's (a password made of
    words is one: ``password = "SUMMER_TIME_24"``)."""
    return _CAPITALS_NUMBERED.fullmatch(value) is not None and all(
        common_pairs(piece) for piece in re.findall(r"[A-Z]+", value))


_LETTERS_BOTH_CASES = lazy(r"(?=[A-Za-z]*[a-z])(?=[A-Za-z]*[A-Z])[A-Za-z]{12,64}")


def random_case(value: str) -> bool:
    """Letters in both cases (12-64) whose case switches every letter or two and which read as no
    words (``ZpXqRtVwYsUvTmNk``: a token of letters only): not code's camelCase name, whose runs
    are words of three letters or more (``getApiKeyWithHTTPInfo``, ``XMLHttpRequest``)."""
    if _LETTERS_BOTH_CASES.fullmatch(value) is None:
        return False
    runs = _NAME_RUNS.findall(value)
    return len(value) / len(runs) < 2.5 and rare_pairs(value.lower()) >= max(4, len(value) // 5)


_ONE_CASE_LETTERS = lazy(r"[a-z]{5,32}|[A-Z]{6,32}")
# lower-case pieces of three letters or more joined by "-" or "_" (chlz-qprcfvgu, abxnj_gjvpuqzo)
_JOINED_PIECES = lazy(r"[a-z]{3,24}(?:[-_][a-z]{3,24}){1,5}")
# what a made-up password does not hold: the alphabet in order (ABCDEFGHIJKL), a letter three times
# (YYYYMMDD, a format's)
_NOT_MADE_UP = lazy(r"(?i)abcd|bcde|cdef|defg|efgh|fghi|ghij|hijk|ijkl|jklm|klmn|lmno|mnop|nopq|opqr|pqrs|qrst|rstu"
                          r"|stuv|tuvw|uvwx|vwxy|wxyz|([a-z])\1\1")


def made_up_password(value: str) -> bool:
    """Lower-case (5-32) or upper-case (6-32) letters at a password's place, or lower-case pieces
    joined by ``-`` or ``_`` (``chlz-qprcfvgu``) each of which does, that read as no word:
    at least two of their letter pairs, and two in five, are outside English's commonest 300
    (``etkzwkhf``, ``QWOTJVY``; not ``admin``, ``hunter``, ``graphql``, ``mypassword``, the
    alphabet in order, an acronym, a name written with its capital) and are no placeholder or
    no value (``none``): a made-up password, not a word nor a code name (``userPass``)."""
    if (_ONE_CASE_LETTERS.fullmatch(value) is None and _JOINED_PIECES.fullmatch(value) is None
            or not not_placeholder(value) or names_a_placeholder(value) or _NOT_MADE_UP.search(value)
            or value.lower() in _EXAMPLE_PASSWORDS):
        return False
    pieces = re.split(r"[-_]", value.lower())
    rare = [rare_pairs(p) for p in pieces]
    pairs = sum(len(p) - 1 for p in pieces)
    # joined pieces are read as words are: each must read as no word (api-token, admin_user do)
    return (sum(rare) >= max(2, 2 * pairs / 5) and value.lower() not in _NOT_A_VALUE
            and (len(pieces) == 1 or all(n >= max(1, 2 * (len(p) - 1) / 5) for p, n in zip(pieces, rare))))


_NAME_NOISE = lazy(r"[\W_]+")
_SERVICE_PREFIX = lazy(r"(?:[a-z][a-z0-9]{0,15})?")  # iam:, secretsmanager:, ec2:, s3:


# after a verdict's value, the rest of its line: more words, no other pair (USER: u PASS: V is a pair's)
_VERDICT_TAIL = lazy(r"[ \t]+[^\s:=][^\n:=]*$", re.MULTILINE)


def test_verdict(text: str, key: str, start: int, end: int) -> bool:
    """``PASS:`` as a test run prints it, a verdict and what passed: go test's ``--- PASS: TestName
    (0.00s)``, a script's ``print("PASS: chi/lam2 is constant across the sweep")``. The key is the
    word PASS in capitals with a colon, and its value (``text[start:end]``) goes on into more of its
    line with no other pair on it; a password's label ends its value's line or stands beside a
    user's (``PASS=V cmd`` is a shell's assignment)."""
    if key != "PASS":
        return False
    colon = start
    while colon > 0 and text[colon - 1] in " \t":
        colon -= 1
    return text.endswith("PASS:", 0, colon) and _VERDICT_TAIL.match(text, end) is not None


def echoes_its_name(name: str, value: str) -> bool:
    """The value is its key's own name, or a part of it, or the name after a service's word (a map
    of names: ``"ChangePassword": "iam:ChangePassword"``, ``AUTH_SHA256_PASSWORD = "sha256_password"``,
    ``"GetSecretValue": "secretsmanager:GetSecretValue"``): letters, digits and case aside, six or more."""
    key = _NAME_NOISE.sub("", name).lower()
    held = _NAME_NOISE.sub("", value).lower()
    if len(held) < 6 or len(key) < 6:
        return False
    return held in key or (held.endswith(key) and _SERVICE_PREFIX.fullmatch(held[:-len(key)]) is not None)


def marked_words(value: str) -> bool:
    """Words of a script that writes its vowels as marks on letters (Thai รหัสผ่าน, Hindi पासवर्ड,
    Bengali পাসওয়ার্ড, Tamil கடவுச்சொல்): a translation file's label at a password's name, as a
    word of Cyrillic or Greek letters already reads (``_IDENTIFIER_LIKE``); a mark is no letter
    to ``\\w``, so those words read as neither. Single spaces between words, a sentence's end after."""
    if value.isascii():
        return False
    marks = False
    for word in value.rstrip(".?!:…").split(" "):
        if not word:
            return False
        for ch in word:
            kind = unicodedata.category(ch)[0]
            if kind == "M":
                marks = True
            elif kind != "L":
                return False
    return marks


_DESCRIPTION_WORDS = frozenset(_VALUES["description_words"])
_DESCRIPTION_HINT = lazy("|".join(sorted(_DESCRIPTION_WORDS)))  # a cheap look before the words are read
_WORD_PIECES = lazy(r"[a-z]+(?:\d+(?=$|[^a-z\d]))?")


def describes_a_value(value: str) -> bool:
    """Words joined by separators, one of them the kind of value that goes there (data/values.toml's
    ``description_words``: ``long-random-string-2``, ``not-base64``, ``random_hex_chars``): a note of
    what to put, not a password; a passphrase of words names no such kind."""
    lower = value.lower()
    return (_DESCRIPTION_HINT.search(lower) is not None and _WORDS_VALUE.fullmatch(value) is not None
            and not _DESCRIPTION_WORDS.isdisjoint(_WORD_PIECES.findall(lower)))


_HEX_RUN = lazy(r"(?:0x)?(?:[0-9a-fA-F]{2}){8,}")
_BASE32_RUN = lazy(r"[A-Z2-7]{16,}={0,6}")
_BASE64_RUN = lazy(r"[A-Za-z0-9+/]{12,}={0,2}")


def _trivial(raw: bytes) -> bool:
    """Bytes no key generator makes: a unit of one to four bytes repeated (0x0b * 20, "Jefe" * 3),
    any unit repeated whole (the authenticator apps' JBSWY3DPEHPK3PXP twice), a count up
    (00 01 02 ...), or the digits in order ("12345678901234567890")."""
    n = len(raw)
    if n < 8:
        return False
    if any(raw[k:] == raw[:-k] for k in (1, 2, 3, 4)) or raw in (raw + raw)[1:-1]:
        return True
    first = raw[0]
    if first + n <= 256 and raw == bytes(range(first, first + n)):
        return True
    return 48 <= first <= 57 and raw == (b"0123456789" * (n // 10 + 2))[first - 48:first - 48 + n]


def _trivial_start(raw: bytes) -> bool:
    """The first three bytes one repeated, counting up, or digits in order: only then is the rest
    decoded (a random key's base64 is decoded no further than its first block)."""
    if len(raw) < 3:
        return False
    a, b, c = raw[:3]
    return (a == b == c or b - a == c - b == 1
            or 48 <= min(a, b, c) and max(a, b, c) <= 57 and (b - a) % 10 == (c - b) % 10 == 1)


def trivial_key(value: str) -> bool:
    """A published test vector's key, or a made-up one of the same kind: the value, or its bytes
    as hex, base32 or base64, are trivial (``_trivial``): RFC 2202's and 4231's HMAC keys
    (0b0b...0b, 0102...19), RFC 5869's HKDF input, RFC 6238's TOTP secret in base32
    (GEZDGNBVGY3TQOJQ...), base64 (MTIzNDU2...) or hex (3132...). A random key's bytes never are."""
    if len(value) < 16 or not value.isascii():
        return False
    raw = value.encode()
    # a unit repeated holds each character twice or more; a count or a digit run shows at its start
    if (len(set(value)) <= len(value) // 2 or _trivial_start(raw)) and _trivial(raw):
        return True
    try:
        if _HEX_RUN.fullmatch(value):
            hexits = value.removeprefix("0x")
            return _trivial_start(bytes.fromhex(hexits[:6])) and _trivial(bytes.fromhex(hexits))
        if _BASE32_RUN.fullmatch(value) and len(value) % 8 == 0:
            return _trivial_start(base64.b32decode(value[:8])) and _trivial(base64.b32decode(value))
    except (binascii.Error, ValueError):
        return False
    if _BASE64_RUN.fullmatch(value) and len(value) % 4 == 0 and _trivial_start(binascii.a2b_base64(value[:4])):
        raw = _base64_bytes(value)
        return raw is not None and _trivial(raw)
    return False


def random_symbols(value: str) -> bool:
    """Two or more symbols that a spec of pairs (sid=V; path=/, a=1&b=2, type=bind,source=/x)
    does not write: a random salt or key with an "=" inside it ('CI=0!W@Iz^5@_5Sj%o^9')."""
    return len(_RANDOM_SYMBOLS.intersection(value)) >= 2


_PAIR_PARTS = lazy(r"[;&,\s]")
_DIGIT_INSIDE = lazy(r"[A-Za-z]\d+[A-Za-z]")


def random_pair_head(value: str) -> bool:
    """A value whose "name=" head is a random key's, not a pair's name (a salt's 'w99lDpwV=91R+d*6dLq=9I',
    'tALGzSM9=p8Rr*78'): two "=" with nothing to part two pairs (a spec writes sid=V; path=/, a=1&b=2;
    base64's closing "==" is no pair), or a head of 6+ letters and digits in both cases that switches
    case inside a word or holds digits between letters (PHPSESSID, csrftoken, sessionId name a cookie)."""
    head, _, rest = value.partition("=")
    if not rest.rstrip("="):
        return False  # base64's padding closes it: no pair at all (a public key's value stays the label's)
    if "=" in rest.rstrip("=") and _PAIR_PARTS.search(value) is None:
        return True
    if re.fullmatch(r"[A-Za-z0-9]{6,}", head) is None or head.islower() or head.isupper():
        return False
    return _NO_SPEC_NAME.search(head) is not None or _DIGIT_INSIDE.search(head) is not None


_COMMON_BIGRAMS = frozenset(_VALUES["common_bigrams"])


def rare_pairs(letters: str) -> int:
    """How many letter pairs of *letters* (lower case) are outside English's commonest 300."""
    return sum(letters[i:i + 2] not in _COMMON_BIGRAMS for i in range(len(letters) - 1))


def random_letters(value: str) -> bool:
    """Lower-case letters only (12-32) that read as no words: four or more of their letter pairs
    are outside English's commonest 300 (data/values.toml). Google's app passwords are 16 such
    letters; a word or words run together (connectionstring, acknowledgements) have one or none."""
    return (12 <= len(value) <= 32 and value.isascii() and value.isalpha() and value.islower()
            and rare_pairs(value) >= 4)


def common_pairs(letters: str) -> bool:
    """Every letter pair of *letters* is among English's commonest 300 (data/values.toml): a
    word's run ("Active", "karachi"); a random run ("Zuymh", "Evxy") has one outside, mostly."""
    lower = letters.lower()
    return all(lower[i:i + 2] in _COMMON_BIGRAMS for i in range(len(lower) - 1))


_NO_WORD_RARE = _VALUES["no_word_rare_pairs"]
_NO_WORD = lazy(r"[A-Za-z]{4,32}")


def reads_as_no_word(value: str) -> bool:
    """ASCII letters only (4-32) that read as no word: ``no_word_rare_pairs`` or more of their
    letter pairs are outside English's commonest 300 (data/values.toml), and no placeholder
    (xxxx). A made-up password (acxyn, efkcneich) has two or more; a word (admin, guest, hunter,
    changeme, raspberry) one or none."""
    if _NO_WORD.fullmatch(value) is None or not not_placeholder(value) or names_a_placeholder(value):
        return False
    lower = value.lower()
    return rare_pairs(lower) >= _NO_WORD_RARE


_COMMON_TRIGRAMS = frozenset(_VALUES["common_trigrams"].split())


def made_up_word(value: str) -> bool:
    """ASCII letters only (4-32) with a letter triple outside English's commonest 6,000
    (data/values.toml's common_trigrams), no placeholder (xxxx): a made-up password of a few letters
    (adijo, dakwq, nguo) that reads_as_no_word's pairs miss (issue 33, round 30); a word (admin,
    raspberry, changeme, hunter) has none. Where the words around it bind it to a password's name only."""
    if _NO_WORD.fullmatch(value) is None or not not_placeholder(value) or names_a_placeholder(value):
        return False
    lower = value.lower()
    return any(lower[i:i + 3] not in _COMMON_TRIGRAMS for i in range(len(lower) - 2))


_SPACED_LETTERS = lazy(r"[a-z]{4}(?: [a-z]{4}){3}")


def _app_password(letters: str) -> bool:
    """Sixteen letters that read as no words, neither one letter repeated (xxxx xxxx ...) nor the
    alphabet in order (abcd efgh ijkl mnop): what a document puts in an app password's place."""
    steps = sum(ord(b) - ord(a) == 1 for a, b in zip(letters, letters[1:]))
    return random_letters(letters) and len(set(letters)) >= 8 and steps < 6


_NAME_RUNS = lazy(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_VOWELS = frozenset("aeiouyAEIOUY")


def name_of_words(value: str) -> bool:
    """A code name made of words in both cases (TKTokenSmartCardPINAuthOperation,
    MDLAnimatedMatrix4x4, opaqueCMBufferQueueTriggerToken): its letter runs average four letters
    or more, and each run of three or more lower-case letters has a vowel; or three runs or more, of
    two letters or more, that average three, every letter pair of each among English's commonest. A random token's runs
    average under two (1 in 200 of 16 random letters and digits reads as one)."""
    if not value.isascii() or not value.isalnum() or value.islower() or value.isupper():
        return False
    runs = [run for run in _NAME_RUNS.findall(value) if not run.isdigit()]
    if (len(runs) >= 3 and sum(map(len, runs)) >= 3 * len(runs)
            and all(len(run) >= 2 and common_pairs(run) for run in runs)):
        return True  # shorter words, each read as one (getApiKeyWithHTTPInfo, deleteApiKey; not s3cretPass)
    return (len(runs) >= 2 and sum(map(len, runs)) >= 4 * len(runs)
            and all(run.isupper() or len(run) < 3 or not _VOWELS.isdisjoint(run) for run in runs)
            # a run of six letters or more that the letter triples read as no word is a random
            # token's (exc24rmapwvdid4lNNHJAWXI9v5: round 32), not a name's word or acronym
            and not any(len(run) >= _NAME_RUN_WORD and made_up_word(run) for run in runs))


_NAME_RUN_WORD = 6  # a name's run this long is a word (Animated, Operation) or an acronym a reader knows


def keyed_value(value: str, password: bool = False, weak: bool = False) -> bool:
    """What a value that a secret-named key holds (issue 33's key reader) must look like:
    ``credential`` (``password_value`` for a password's name), no placeholder or template
    inside (``sk_live_xxx``, ``your-key-here``, ``%(pw)s``), and enough entropy: 2 bits a
    character for a password, 2.5 for another secret; a weak word's value (``key``,
    ``session``, ``seed``: everyday words too) must look random (10+ characters, 3 bits, two
    kinds of character)."""
    if _SPACED_LETTERS.fullmatch(value):  # Google's app password as shown: pzvq ysdc htga gkcd
        return password and _app_password(value.replace(" ", ""))
    if _UUID.fullmatch(value):  # a password's place takes any value (vault write's pairs: role_id is an id)
        return not weak and not password and random_uuid(value)
    if _DIGITS.fullmatch(value):
        return numeric_password(value) if password else not weak and numeric_secret(value)
    if not weak and made_up_joined(value):
        return True  # pieces of made-up letters (and digits) joined: a token's or a chosen secret's
    # a key-value pair's value may hold "=" (base64, a random password): only a spec of pairs
    # (id=npmrc,src=.npmrc) is not a value; the rest of credential's tests hold
    if (not credential(value, password=True) or _PLACEHOLDER_INSIDE.search(value) is not None or _dotted_name(value)
            or _template(value) or code_or_label(value)):
        return False
    # one word (oauth2, Secret1) is not a credential; letters whose case switches back and forth
    # (ONlrxAQBJLi8) are random, not a word
    one_word = _ONE_WORD.fullmatch(value) is not None and len(_CASE_SWITCH.findall(value)) < 3
    if not password and ((_WORDS_VALUE.fullmatch(value) and (weak or not chosen_secret_words(value) and not random_pieces(value)))
                         or one_word or _TYPE_NAME.fullmatch(value) or numbered_capital_name(value)
                         or _path_like(value) or _spec(value) or name_of_words(value)):
        return False
    bits = entropy(value)
    if weak:
        kinds = (any(c.islower() for c in value) + any(c.isupper() for c in value)
                 + any(c.isdigit() for c in value) + any(not c.isalnum() for c in value))
        return len(value) >= 10 and bits >= 3.0 and kinds >= 2 and _NAME_VALUE.fullmatch(value) is None
    return bits >= (2.0 if password else 2.5)


_MADE_UP_ONE = lazy(r"[a-z]{4,32}|[A-Z][a-z]{3,31}|[A-Z]{6,32}")
# (four letters and a capital's hump, round 34: a weak password's stand-in of four letters, hrzi,
# and MeppAabbjpy; a hump after a capital too)
_ONE_HUMP = lazy(r"[A-Za-z][a-z]{3,15}[A-Z][a-z]{3,16}")
_LETTERS_THEN_DIGITS = lazy(r"(?P<l>[a-z]{4,16})\d{1,3}")  # wcgx5: the letters read, the digits after
_MADE_UP_PIECES = lazy(r"[a-z]{4,24}(?:[-_][a-z]{4,24}){1,5}")


def made_up_letters(value: str) -> bool:
    """Letters at a password's place (a command's password flag: ``keyed_value``'s) that the letter
    triples read as no word (round 30's ``made_up_word``): four or more in small letters (round 34:
    ``mysql --password=hrzi``), a capital then small ones, or six capitals (issue 33, round 31:
    ``redis-cli -a vafsjprd``, ``sshpass -p vafsjpr``), maybe a few digits after; a word (admin,
    raspberry) has no rare triple; neither two words run together (minioadmin, hellokitty), a
    secret's own word (redispwd: a default named for its place) nor a hash's or encoding's name
    (bcryptjs). Only a password's place: a name elsewhere (kubectl) reads as made-up too. A
    sentence's stop after it is the sentence's (round 32: a model's fact quotes the command, "The
    config has ... -passout pass:ctnwdrmbiz.")."""
    if value[-1:] in ".,;!?" and value[-2:-1].isalpha():
        value = value[:-1]
    if (m := _LETTERS_THEN_DIGITS.fullmatch(value)) is not None:
        value = m.group("l")  # a few digits after made-up letters (round 34: --user_pass=wcgx5)
    lower = value.lower()
    if _ONE_HUMP.fullmatch(value):
        value = lower  # two made-up pieces, the second capitalised (nfpxXbqlltqb: a camel's hump in random letters)
    if (_MADE_UP_ONE.fullmatch(value) is None or not made_up_word(value) or lower in _NOT_A_VALUE
            or _SECRET_STEM.search(lower) is not None or _encoding_name(value)):
        return False
    # two words run together (minioadmin, hellokitty, trecguest: a default, a name) or a hash's name
    # with more after it (bcryptjs): each part, four letters or more, reads as a word
    return not (any(algorithm_name(lower[:i]) for i in range(4, len(lower)))
                or any(not made_up_word(lower[:i]) and not made_up_word(lower[i:]) for i in range(4, len(lower) - 3)))


def mashed_letters(value: str) -> bool:
    """Small letters only that the triples read as no word (``made_up_letters``), for a secret's own
    name: a keyboard's mash or a made-up password (round 33: app.secret_key = 'dyrbrappoo', a .env's
    DB_PWD=wqqqel); never a documented example (sekrit) nor a capitalised word (a label, a word of
    another language: Potvrda)."""
    letters = value.rstrip("0123456789")  # a few digits after them too (jwt.secret=kqwzbrtvm99)
    return (len(value) - len(letters) <= 4 and letters.isascii() and letters.isalpha() and letters.islower()
            and value not in _EXAMPLE_PASSWORDS and letters not in _EXAMPLE_PASSWORDS and not typed_in_order(value)
            and made_up_letters(letters))  # (typed along a keyboard's row: zxcvbnm123, an example's)


def made_up_pieces(value: str) -> bool:
    """Two to six pieces of small letters joined by ``-`` or ``_``, nine characters or more, each
    piece (four letters or more) made up by its letter triples (``uywaa_rbxl``, ``drddspdzp-qffgg``):
    a token of letters, at any secret's name (issue 33, round 31). One word among them (a stage, a
    program's name: ``whsec_test``, ``redis_prod``) makes it a name, not a token."""
    if _MADE_UP_PIECES.fullmatch(value) is None or len(value) < 9:
        return False
    return all(len(p) >= 4 and made_up_word(p) for p in re.split(r"[-_]", value))


_MADE_UP_JOINED = lazy(r"[A-Za-z0-9]{1,32}(?:[-_.]{1,2}[A-Za-z0-9]{1,32}){1,7}")  # two to eight pieces
_PIECE_WORD = 4  # a piece of letters this long is a word or made up; a shorter one says nothing


def made_up_joined(value: str) -> bool:
    """Two to six pieces of letters or digits joined by ``-``, ``_`` or ``.`` (doubled too), eight
    characters or more, whose pieces of four letters or more are made up by their letter triples
    (``made_up_word``), one at least, or two beside one chance word: ``jaajau-458``,
    ``lt_qdgx_erajmesz``, ``Mjbeuhh-nexm--ekotvan-pmql`` at a secret's strong name (round 32: a JWT
    secret, an API key, a passphrase chosen as words and digits). Words among the long pieces
    (``redis-prod-2``, ``payments-service-rotated``) make it a name; a placeholder (``sk_test_xxx``) is none."""
    if len(value) < 8 or _MADE_UP_JOINED.fullmatch(value) is None or _PLACEHOLDER_INSIDE.search(value) is not None:
        return False  # (din-nyckel, TWOJ_KLUCZ: "your key" in Swedish and Polish, no made-up letters)
    pieces = [p for p in re.split(r"[-_.]+", value) if p]
    long_letters = [p for p in pieces if p.isalpha() and len(p) >= _PIECE_WORD]
    if not long_letters or any(p.isalnum() and not p.isalpha() and not p.isdigit() for p in pieces):
        return False  # (a piece mixing letters and digits is another reader's: a version, an id)
    if any(p.isdigit() and len(p) >= 4 and (typed_in_order(p) or len(set(p)) == 1) for p in pieces):
        return False  # xoxp-1234567890: a token's picture, its digits typed in order
    made = sum(made_up_word(p) for p in long_letters)
    words = len(long_letters) - made
    # (one word beside two made-up pieces is a passphrase's chance word: nexm reads as one; a reply
    # that cut the value's end took a made-up piece with it; one beside one made-up piece when digits
    # end it, a chosen secret's word, made-up word and number: bcsdoteaj_uffmax_0717, round 34)
    digits_end = len(pieces) >= 3 and pieces[-1].isdigit() and len(pieces[-1]) >= 2
    return made >= 1 and (words == 0 or words == 1 and (made >= 2 or digits_end))


def random_pieces(value: str) -> bool:
    """Pieces of lower-case letters joined by ``-`` or ``_`` that read as no words (a token's
    groups, ``emmoqmu-tvrdt-zqin-uxw-hjniqj``): three pieces or more, 16 letters or more, and a
    fifth of the pieces' letter pairs (four at least) outside English's commonest 300; words
    joined (``kube-system-default-token``, ``my-api-token-name``) have almost none."""
    pieces = re.split(r"[-_]", value)
    letters = sum(map(len, pieces))
    if len(pieces) < 3 or not 16 <= letters <= 64 or not all(p.isascii() and p.isalpha() and p.islower() for p in pieces):
        return False
    rare = sum(rare_pairs(p) for p in pieces if len(p) > 1)
    return rare >= max(4, (letters - len(pieces)) // 5)


def sample_words(value: str) -> bool:
    """A value's words (camelCase or joined) that say it is a sample or a description of what goes
    there (``someVerySecureString``, ``myAppSecret``, ``random_string``), not a secret chosen."""
    words = {w.lower() for w in _WORDS_OF.findall(value)}
    return not words.isdisjoint(_SAMPLE_PARTS) or not words.isdisjoint(_DESCRIPTION_WORDS)


def chosen_secret_words(value: str) -> bool:
    """A secret someone chose in words, which its words say it is (``ergo-default-secret-key-2026``,
    ``better-being-wellness-secret-key-2024``): three or more words joined by ``-``, ``_`` or ``.``,
    16 characters or more, one a secret's word (data/values.toml's ``secret_words_in_value``) and
    one naming something else; no sample's or placeholder's word (``my-super-secret-jwt-key``,
    ``your-secret-key-here``, ``test-secret-key``)."""
    parts = re.split(r"[-_.]", value.lower())
    return (len(value) >= 16 and len(parts) >= 3 and not _SAMPLE_PARTS & set(parts)
            and any(p in _SECRET_PARTS for p in parts) and any(p not in _SECRET_PARTS and not p.isdigit() for p in parts)
            and _SAMPLE_WORDS.search(value) is None and _PLACEHOLDER_WORDS.search(value) is None)


_SECRET_PARTS = frozenset(_VALUES["secret_words_in_value"])
_SAMPLE_PARTS = frozenset(w for w in _VALUES["sample_words_in_value"] if "-" not in w)
_SAMPLE_WORDS = lazy("|".join(re.escape(w) for w in _VALUES["sample_words_in_value"]))


def words_of_text(value: str) -> bool:
    """Words of a language with single spaces between them, and a sentence's end or nothing after
    (``Mot de passe``, ``Creer mon compte``, ``Forgot password?``): an interface's string or a
    description, which a block that names a secret (``"auth": {...}``) holds beside its secret as
    a translation file does. The key reader never takes such a value either (it reads a value up to
    its first space). A Google app password as shown (``pzvq ysdc htga gkcd``) is ``_SPACED_LETTERS``'s."""
    return (" " in value and _TEXT_WORDS.fullmatch(value) is not None
            and _SPACED_LETTERS.fullmatch(value) is None)


# two or more words of letters (an apostrophe or hyphen inside one), single spaces, then at most
# a sentence's punctuation
_TEXT_WORDS = lazy(r"[^\W\d_]+(?:['’-][^\W\d_]+)*(?: [^\W\d_]+(?:['’-][^\W\d_]+)*)+ ?[.?!:…]{0,3}")


_DIGITS = lazy(r"\d+")
_UUID = lazy(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_HEX_ORDER = "0123456789abcdef"


def random_uuid(value: str) -> bool:
    """A UUID that a strong secret word names (a token's, a secret's, an API key's: not a weak
    word's, ``key`` or ``session``, nor a password's place, which a command's pairs fill with
    ids too) is the credential: Consul's and Nomad's ACL tokens, Heroku's API key and Vault's
    secret_id are UUIDs. A UUID is data everywhere else (``credential``; a bare ``key``'s is read
    by the key reader, keyvalue._key_spans).
    One a person made up is not: few distinct digits (00000000-0000-...) or runs in order
    (a1b2c3d4-e5f6-7890-abcd-ef1234567890, 12345678-1234-...)."""
    digits = value.replace("-", "").lower()
    steps = sum(_HEX_ORDER.find(b) - _HEX_ORDER.find(a) == 1 for a, b in zip(digits, digits[1:]))
    return len(set(digits)) >= 10 and steps < 6 and not_placeholder(value)


def numeric_chosen_secret(entry: str, value: str) -> bool:
    """Digits at a name whose last word is ``secret`` (``jwt_secret: 532898267``, ``"secret" =>
    "255366141"``): what someone chose to keep secret, read as a password's number is
    (``numeric_password``); a token's or a key's number stays data (CredData's dev: every such
    secret a secret, every token's number a near-miss)."""
    return ((entry == "secret" or entry.endswith("-secret") or entry == "secret-key")
            and _DIGITS.fullmatch(value) is not None and numeric_password(value))


def numeric_password(value: str) -> bool:
    """Digits only, where a password's name or place says a password stands (password: 84736251,
    getConnection(url, "root", "90417735")): 6 to 16 of them. Six is where passwords made of
    digits start (Wi-Fi's WPA asks for eight); what is shorter at such a name is a PIN, a year, a
    port or a count (pin: 4821, password: 2024, the 1 of a query's projection), and a length
    limit (password: 128) has three digits. One digit repeated or a run up or down (000000,
    123456, 12345678, 987654) is the default everyone guesses first, kept as changeme is."""
    if not 6 <= len(value) <= 16 or len(set(value)) == 1:
        return False
    steps = {(int(b) - int(a)) % 10 for a, b in zip(value, value[1:])}
    return steps not in ({1}, {9})


def numeric_secret(value: str) -> bool:
    """Digits only at a secret's strong name that is not a password's (a token, a client secret,
    an application key: INFOMANIAK_ACCESS_TOKEN=4431214082403941, client_secret: "79862670...")
    from 16 of them: past a count, a port, a year, a timestamp in seconds or milliseconds (10, 13)
    and a card's 16 the name would not call a token; not a run or a digit repeated."""
    if len(value) < 16 or len(value) > 128 or len(set(value)) < 4:
        return False
    steps = {(int(b) - int(a)) % 10 for a, b in zip(value, value[1:])}
    return len(steps) > 2 and entropy(value) >= 2.5


# a user's pair in the same line's pairs (a connection string's Username=app;, User Id=sa;, UID=app;)
_USER_PAIR = lazy(r"(?i)(?<![\w.-])(?:user[ _]?(?:id|name)?|uid|login)[ \t]*=[ \t]*([^;\"'\s]+)")


# a user's setting on a line of its own (POSTGRES_USER: taskapp, - DB_USERNAME=app, user = "app")
_USER_LINE = lazy(r"(?im)^[ \t]*(?:-[ \t]+)?[\"']?(?:[\w.]*[_.-])?user(?:name)?[\"']?[ \t]*[:=][ \t]*[\"']?([^\s\"';,]+)")


def repeats_its_user(text: str, pos: int, value: str) -> bool:
    """The password at *pos* repeats the user named in its line's pairs (``Username=0ne4rif;
    Password=0ne4rif``, ``User Id=sa;Password=sa``) or on a line beside it, three at most
    (``POSTGRES_USER: taskapp`` above ``POSTGRES_PASSWORD: taskapp_dev``), maybe with a stage's
    word after it: a local default, as ``sample_url_pair`` reads ``postgres:postgres``."""
    # (read within _PAIR_REACH characters of the value: a line of thousands of pairs costs each value
    # its neighbourhood, not the line)
    start = max(text.rfind("\n", 0, pos) + 1, pos - _PAIR_REACH)
    end = text.find("\n", pos)
    end = min(len(text) if end < 0 else end, pos + _PAIR_REACH)
    line = text[start:end]
    if "=" in line and any(user_and_stage(user, value) for user in _USER_PAIR.findall(line)):
        return True
    around_start = start
    for _ in range(3):
        around_start = text.rfind("\n", 0, max(0, around_start - 1)) + 1
    around_end = end
    for _ in range(3):
        nxt = text.find("\n", around_end + 1)
        around_end = len(text) if nxt < 0 else nxt
    around_start, around_end = max(around_start, pos - 3 * _PAIR_REACH), min(around_end, pos + 3 * _PAIR_REACH)
    return any(user_and_stage(user, value) for user in _USER_LINE.findall(text, around_start, around_end))


_PAIR_REACH = 240


def user_and_stage(user: str, password: str) -> bool:
    """The password is its user's name, maybe with a stage's or a sample's word joined after it
    (``taskapp:taskapp_dev``, ``app:app-local``; not ``shop:shop123``: digits make a password)."""
    u, p = user.lower(), password.lower()
    if len(u) < 2 or not p.startswith(u):
        return False
    rest = p[len(u):].lstrip("-_.")
    return rest == "" or rest in _SAMPLE_STAGE


def inside_template(text: str, pos: int) -> bool:
    """*pos* stands inside a template's braces on its line (Helm's ``{{ .Values.db.password |
    b64enc | quote }}``, Jinja's ``{{ vault_token | default('') }}``): a pipe there joins an
    expression's steps, no table's cells, and a step's name is no value."""
    start = text.rfind("\n", 0, pos) + 1
    opened = text.rfind("{{", start, pos)
    if opened < 0 or text.find("}}", opened, pos) >= 0:
        return False
    end = text.find("\n", pos)
    return text.find("}}", pos, len(text) if end < 0 else end) >= 0


def names_a_placeholder(value: str) -> bool:
    """Words someone is told to replace (YOUR_PASSWORD, changeme, VotreMotDePasse)."""
    return _PLACEHOLDER_WORDS.search(value) is not None


def reads_as_words(value: str) -> bool:
    """Words and small numbers joined by separators (``api-token``, ``refunds:v2:lock``)."""
    return _WORDS_VALUE.fullmatch(value) is not None


# an address (localhost:0, db.example.com:5432, 10.0.0.2:8080), or an Oracle connect string's
# host and service (oracle.example.com/ORCL, 10.251.68.133:1521/HRSYS: the DSN after a user and
# a password), and a format string's slot (TeXfont%d, user-%(id)s, pw{}): what a call's argument
# or a key holds that is no password
_HOST_PORT = lazy(r"(?:localhost|[\w-]+(?:\.[\w-]+)+):\d{1,5}(?:/[\w.-]+)?"
                        r"|(?:\d{1,3}(?:\.\d{1,3}){3}|[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,})/[\w.-]+")
_FORMAT_SLOT = lazy(r"(?<!%)%(?:\(\w+\))?[sdifr](?![A-Za-z0-9%])|\{\d*\}")


def _template(value: str) -> bool:
    """A format string: a slot (``%d``, ``%(id)s``, ``{}``) in letters without a digit (a random
    password may hold ``%9s%``; its letters and digits are mixed)."""
    return _FORMAT_SLOT.search(value) is not None and _HAS_DIGIT.search(_FORMAT_SLOT.sub("", value)) is None


def password_value(value: str) -> bool:
    """``credential`` for a value a password's name holds: not a placeholder's words
    (``your_password_for_AP_1``, ``password_here``), an address or a format string."""
    if _SPACED_LETTERS.fullmatch(value):  # Google's app password as shown (a call's argument)
        return _app_password(value.replace(" ", ""))
    if _DIGITS.fullmatch(value):
        return numeric_password(value)
    return (credential(value, password=True) and _PLACEHOLDER_WORDS.search(value) is None
            and _HOST_PORT.fullmatch(value) is None and not _template(value))


# a dotted subject or key pattern with a wildcard piece (NATS' foo.*.bar, orders.>, a glob's logs.*)
_WILDCARD_SUBJECT = lazy(r"(?=[^*>]*(?:^|\.)[*>](?:\.|$))[\w-]+(?:\.(?:[\w-]+|\*|>))+|[*>](?:\.[\w-]+)+")

# a secret's own word in a value (mypasswd, appsecret, redis_dev_password, Secret_Key_123)
_SECRET_STEM = lazy(r"passw(?:or)?d|passphrase|secret|token|pass|pwd|key")
_STEM_LETTERS = lazy(r"[a-z]{2,}")


def named_for_its_place(value: str) -> bool:
    """A value made of a secret's own word and words around it, no random run (``mypasswd``,
    ``appsecret``, ``redis_dev_password``, ``Secret_Key_123``): a local default named for the place
    it fills, as ``names_the_password`` reads a label. What is left once the secret's words, the
    digits and the separators are out is nothing or a local default's words of whose and what
    stage (``_SAMPLE_STAGE``); ``s3cretPass`` leaves ``cret``, ``chirapass`` a name, ``monkey123``
    ``mon``."""
    lower = value.lower()
    if _SECRET_STEM.search(lower) is None or len(value) > 40 or not value.isascii():
        return False
    if _LONG_RUN.search(value) and _HAS_DIGIT.search(value):
        return False
    rest = "".join(_STEM_LETTERS.findall(_SECRET_STEM.sub(" ", re.sub(r"[^a-z]+", " ", lower))))
    return not rest or _stage_words(rest)


# words a local default puts beside a secret's word: whose it is and what stage
_SAMPLE_STAGE = frozenset({"my", "app", "dev", "test", "local", "default", "demo", "sample", "redis", "db", "admin",
                           "root", "user", "prod", "stage", "api", "jwt", "super", "some", "the"})
_STAGE_RUN = lazy("(?:" + "|".join(sorted(_SAMPLE_STAGE, key=len, reverse=True)) + ")+")
_LONG_RUN = lazy(r"[A-Za-z0-9]{16,}")


def _stage_words(rest: str) -> bool:
    """*rest* is made of ``_SAMPLE_STAGE``'s words only (``redisdev``, ``appdev``)."""
    return _STAGE_RUN.fullmatch(rest) is not None


#: a value a protocol's own secret place holds that is still no secret: the well-known SNMP
#: communities, an absent one, a word for what goes there (data/values.toml's place_not_secret)
_PLACE_NOT_SECRET = frozenset(_VALUES["place_not_secret"])
_PLACE_VALUE = lazy(r"[^\s$%{}<>\[\]()`]{3,64}")


def place_password(value: str) -> bool:
    """``password_value``, or any short value, a word too, where the place itself says a password
    stands and nothing else could (iSCSI's ``node.session.auth.password = V``, a RADIUS client's
    ``secret = V``, ``Cleartext-Password := "V"``, a router's ``radius-server key V``, a
    chap-secrets line): 3 to 64 characters without a space, no reference, template or
    placeholder, not one word that names a secret (``password``, ``senha``) nor a well-known
    non-secret (``public``, ``none``); digits need 4 (a PIN)."""
    if password_value(value):
        return True
    lower = value.lower()
    return (_PLACE_VALUE.fullmatch(value) is not None and not starts_as_reference(value)
            and lower not in _NOT_A_VALUE and lower not in _PLACE_NOT_SECRET
            and not (value.isdigit() and len(value) < 4) and not names_a_placeholder(value)
            and not _a_secret_word(value) and not _path_like(value) and "://" not in value)


# a word at a password's own name: letters in one case or with its first letter a capital (a
# made-up password, Xgfymytx), not an identifier's case switches (newPassword, userPass); words
# joined by "-" or "_" are made_up_password's (each piece must read as no word: admin_user stays)
_LITERAL_WORD = lazy(r"[a-z]{4,128}|[A-Z][a-z]{3,128}|[A-Z]{4,128}")
_LITERAL_ANY_CASE = lazy(r"[A-Za-z]{4,128}")
_PASSWORD_WORDS = frozenset(_VALUES["password_words"])
_PASSWORD_VERDICTS = frozenset(_VALUES["password_verdicts"])
_DEFAULT_PASSWORDS = frozenset(_VALUES["default_passwords"])


def literal_password(value: str, any_case: bool = False, joined: bool = True) -> bool:
    """A word a password's own name holds as a literal (``password: "ixlie"``,
    ``MYSQL_ROOT_PASSWORD=awrx``, ``LoginProfile(Password="Xgfymytx")``): a word someone chose, four
    letters or more, whatever its letters; not a placeholder or a word for what goes there
    (``changeme``, ``required``, ``string``), a verdict or a kind (``short``, ``hash``), a default
    whose meaning is public (``admin``, ``raspberry``), a word that names a secret in any language
    (``Passwort``, ``contrasenya``, ``passwordtwo``), a place's non-secret (``none``), a description
    (``long-random-string``) or letters typed in order (``abcdefgh``). A quoted literal may switch
    case (*any_case*: ``"qczqgTzpmw"``); a bare one is read in one case, as a name is not. Words
    joined by ``-`` or ``_`` (``"holldk_iv"``) are read where *joined* (a password's name: at
    another secret's, ``NONCE_SESSION_KEY = "allauth_facebook_nonce"`` names a key)."""
    if (_LITERAL_ANY_CASE if any_case else _LITERAL_WORD).fullmatch(value) is None:
        return joined and _joined_literal(value, any_case)
    return (_no_name_for_it(value) and not_placeholder(value) and not names_a_placeholder(value)
            and not _a_secret_word(value) and _NOT_MADE_UP.search(value) is None and not typed_in_order(value))


def _no_name_for_it(value: str) -> bool:
    """What every literal reading asks of a value at a password's name: not a word for what goes
    there, a verdict, a default or an example (``_NOT_A_LITERAL``), not the password's own name
    (``names_the_password``), a placeholder's shape or a description of the value."""
    lower = value.lower()
    return (not any(lower in words for words in _NOT_A_LITERAL) and not names_the_password(value)
            and _PLACEHOLDER_VALUE.fullmatch(lower) is None and not describes_a_value(value))


# letters in pieces joined by "-" or "_" (holldk_iv, cg-blcp, jame-slkmjzyy): a piece of two letters
# or more, one of four, six letters in all
_JOINED_LITERAL = lazy(r"[a-z]{2,32}(?:[-_][a-z]{2,32}){1,4}")
_JOINED_ANY_CASE = lazy(r"[A-Za-z]{2,32}(?:[-_][A-Za-z]{2,32}){1,4}")


def _joins_a_secret_word(pieces: list[str]) -> bool:
    """Pieces that join into a word for a secret (VOTRE_MOT_DE_PASSE_OUTLOOK: a placeholder's words)."""
    return any(_a_secret_word("".join(pieces[i:j])) for i in range(len(pieces)) for j in range(i + 2, len(pieces) + 1))


def _joined_literal(value: str, any_case: bool) -> bool:
    """``literal_password`` for words joined by ``-`` or ``_`` (``password: "ptbanvavu_sddv"``):
    each piece read as the one word is (no placeholder, no word for what goes there, no default,
    no description, not the alphabet in order), and not a name's words (``admin_user``: every
    piece a word a literal never is)."""
    if (_JOINED_ANY_CASE if any_case else _JOINED_LITERAL).fullmatch(value) is None:
        return False
    pieces = re.split(r"[-_]", value)
    if max(map(len, pieces)) < 4 or sum(map(len, pieces)) < 6:
        return False
    if (_joins_a_secret_word(pieces) or not _no_name_for_it(value) or not not_placeholder(value)
            or names_a_placeholder(value)):
        return False
    for piece in pieces:
        lower = piece.lower()
        if (any(lower in words for words in _NOT_A_LITERAL) or _a_secret_word(piece)
                or _NOT_MADE_UP.search(piece) is not None or len(piece) >= 4 and typed_in_order(piece)):
            return False
    return True


def quoted_literal(value: str) -> bool:
    """A short quoted literal at a password's own name that holds more than letters (``"passwd":
    "g74z"``, ``'password': 'o@qu'``): ``place_password``'s reading (no space, no reference, template
    or placeholder) with ``literal_password``'s exclusions (a default, an example, a verdict, a word
    for what goes there), four or five characters: from six, ``credential`` reads the value, and
    what it leaves it leaves for a reason (a KMS ciphertext, a hash)."""
    if (not 4 <= len(value) < _CREDENTIAL_MIN or value.isalpha() or not _HAS_LETTER.search(value) or not place_password(value)
            or _VERSION_LIKE.fullmatch(value) or reads_as_words(value) or _validation_rules(value)):
        return False  # (^2.2.1: a package's version; scram-sha-256: a method's name; required|min:8)
    return _no_name_for_it(value) and not _joins_a_secret_word(re.split(r"[-_.]", value)[:6])


_HAS_LETTER = lazy(r"[A-Za-z]")
_CREDENTIAL_MIN = 6  # credential's shortest value
_VERSION_LIKE = lazy(r"[\^~<>=v]*\d+(?:\.[\w-]+)+|[\w-]+:")  # ^2.2.1, 1.2.840.113549, phpass: (a prefix)


# (and the word's head in the lexicon's other languages, a compound's first part: Wachtwoordbevestiging,
# Kennwortänderung, Passwortbestätigung are a form's labels)
_PASSWORD_STEMS = ("passw", "passphrase", "secret", "token", "wachtwoord", "kennwort", "contrase", "senha")
_WORDS_OF = lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def names_the_password(value: str) -> bool:
    """The value names what goes there, in a word of its own or of a name (``passwordtwo``,
    ``basicPass``, ``choose-a-local-password``, ``THAY_BANG_MAT_KHAU_RIENG``: Vietnamese for
    "replace with your own password"), not a password itself."""
    lower = value.lower()
    if any(w in lower for w in _PASSWORD_STEMS):
        return True
    words = [w.lower() for w in _WORDS_OF.findall(value)]
    return not _PASSWORD_WORDS.isdisjoint(words + [a + b for a, b in zip(words, words[1:])])
_NOT_A_LITERAL = (_NOT_A_VALUE, _PLACE_NOT_SECRET, _PASSWORD_WORDS, _PASSWORD_VERDICTS, _DEFAULT_PASSWORDS,
                  frozenset(_EXAMPLE_PASSWORDS), _VALIDATION_RULES)


def _a_secret_word(value: str) -> bool:
    """The value is itself one word that names a secret (``password``, ``senha``, ``Passwort``), as
    a document writes it at the place: not a word that only ends in one (``vncpwd``, ``adminpass``)."""
    word = key_word(value) if value.isalpha() else None
    return word is not None and word.entry == value.lower()


# leetspeak's digits and symbols read as the letters they stand for (P@ssw0rd: password)
_LEET = str.maketrans("0134578@$!", "oleastbasi")


def example_password(value: str) -> bool:
    """``password_value`` for a password quoted as an example of one ("passwords like 'V'"),
    save the weak ones such a sentence warns of: a word, its letters maybe in leetspeak
    (P@ssw0rd), then a few digits and a symbol or two (password123, Summer2024!)."""
    head = value.rstrip("!@#$%*.?").rstrip("0123456789")
    weak = (value.isascii() and len(head) >= 3 and len(value) - len(head) <= 8
            and head.translate(_LEET).isalpha())
    return password_value(value) and not weak

def entropy(value: str) -> float:
    """Shannon entropy in bits per character (gitleaks' ``shannonEntropy``)."""
    if not value:
        return 0.0
    n = len(value)
    counts = Counter(value).values() if n > 64 else [value.count(c) for c in set(value)]  # short: faster
    return -sum(c / n * math.log2(c / n) for c in counts)


# an Authorization value's parameters (token=V, Credential=V, Signature=V): their values
# (opened where no name character stands before it: from inside a name's run the same run is read to
# the same end, and a JWT's three runs of some 200 characters were read from every place: 0.8 ms)
_HEADER_PARAMS = lazy(r"(?<![\w-])[\w-]+=([^,\s]*)")


def header_value(value: str) -> bool:
    """An Authorization value: a token of any shape (hex, base64, a JWT), not a word, words
    (invalid-token, InvalidAuthHeader) or a reference, nor parameters that are all references
    (Token token=$TOKEN)."""
    if _SPACED_LETTERS.fullmatch(value):
        return False  # four words of four letters: read as an app password only where a password goes
    if _EMPTY_PARAM.fullmatch(value) or _MEMBER.fullmatch(value) or _dotted_name(value):
        return False  # Digest username="..." cut at its quote; code's authorization = service.extractAuthorization(...)
    params = _HEADER_PARAMS.findall(value)
    if params and all(p and starts_as_reference(p) for p in params):
        return False
    return (len(value) >= 8 and not_placeholder(value) and _WORDLIKE.fullmatch(value) is None
            and _WORDS_VALUE.fullmatch(value) is None and not name_of_words(value)
            and not starts_as_reference(value) and _REFERENCE_INSIDE.search(value) is None
            and value.lower() not in _NOT_A_VALUE and _PLACEHOLDER_VALUE.fullmatch(value) is None
            # a sample's words for the token (Bearer YOUR_API_KEY, Bearer ACCESS_TOKEN): docs' curl lines
            and _PLACEHOLDER_WORDS.search(value) is None and _UPPER_WORDS.fullmatch(value) is None)


_EMPTY_PARAM = lazy(r"[\w-]+=")  # a parameter's name, its quoted value not read
_UPPER_WORDS = lazy(r"[A-Z]+(?:_[A-Z]+)+")  # ACCESS_TOKEN: a constant's name, no token has no digit


def basic_credentials(value: str) -> bool:
    """``Basic`` / docker ``auth``: base64 of ``user:password`` with a real password."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return credential(value)
    _user, sep, password = decoded.partition(":")
    if not sep or not decoded.isprintable():
        return credential(value)
    # the token is the credential; only a documented example (user:password) stays
    return password.lower() not in _NOT_A_VALUE and password.lower() not in _EXAMPLE_PASSWORDS


_BYTE_ITEM = lazy(r"0[xX][0-9a-fA-F]{1,2}|\d{1,3}")


def byte_list(value: str) -> bool:
    """A key written as its bytes (``[]byte{207, 189, ...}``, ``{0x79, 0x18, ...}``): sixteen or
    more, or twelve that a comma ends (the line cut, the list going on), each a byte, and not
    bytes no key generator makes (``_trivial``: one repeated, a count up)."""
    items = re.split(r"\s*,\s*", value.strip().removesuffix(","))
    if len(items) < (12 if value.endswith(",") else 16) or not all(_BYTE_ITEM.fullmatch(i) for i in items):
        return False
    numbers = [int(i, 0) if i[:2].lower() == "0x" else int(i) for i in items]
    return max(numbers) <= 255 and not _trivial(bytes(numbers))


def basic_pair(value: str) -> bool:
    """``basic_credentials`` for a value with no header before it: it must decode to a printable
    ``user:password`` (a word in base64, ``QmFzaWNBdXRoZW50aWNhdGlvbg==``, is no credential)."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return False
    return ":" in decoded and decoded.isprintable() and basic_credentials(value)


# the word "password" in the lexicon's languages (key_words.toml's password_words: contraseña,
# senha, passwort, mot de passe), as a value is written: case and separators dropped
_PASSWORD_AS_WORD = frozenset(w.replace(" ", "") for w in LEXICON["password_words"])


def url_password(value: str) -> bool:
    """The password of ``scheme://user:PASSWORD@host``: short is fine, a reference or a word is not."""
    return (not_placeholder(value) and value[0] not in "${<" and len(value) >= 3 and value.lower() not in _NOT_A_VALUE
            and _PLACEHOLDER_WORDS.search(value) is None  # YOUR_PASSWORD, changeme
            and value.lower() not in _EXAMPLE_PASSWORDS  # a document's user:pass@host
            and re.sub(r"[-_ .]", "", value.lower()) not in _PASSWORD_AS_WORD)  # user:contraseña@host


# a mask's characters in a URL's user or password (nu***:6a2**@host): someone masked the pair
_URL_MASK = lazy(r"\*\*|•")


def sample_url_pair(user: str, password: str) -> bool:
    """A URL's user and password that a document or a test writes as the pair's picture, not a
    login: the password repeats its user (``postgres:postgres``, ``app_geo:app_geo``: a local
    default), is the password's name (``myusername:mypassword``, ``test_user:test_password_123``,
    ``USERID:APITOKEN``, ``:password123``), is a default whose meaning is public (``foo:bar``,
    ``alice:foo``), is typed in order (``1234abcd:5678ef``, digits in order: ``user:12345``), is the
    user's name with a stage's word (``taskapp:taskapp_dev``), is named for its place
    (``app:appsecret``, ``named_for_its_place``) or shows a mask (``nu***:6a2**``)."""
    lower = password.lower()
    return (user_and_stage(user, password) or _the_passwords_name(password) or named_for_its_place(password)
            or lower in _DEFAULT_PASSWORDS or password.isdigit() and 4 <= len(password) and password in "01234567890"
            or typed_in_order(password) or _URL_MASK.search(user + password) is not None)


# what a sample puts before a password's word (mypassword, test_password_123, your-token)
_SAMPLE_LEAD = lazy(r"^(?:my|test|your|fake|dummy|sample|example|some|demo)")
_URL_SEPARATORS = lazy(r"[^a-z0-9]")  # (after its %-escapes are read: pwd%23%20, password%20123)
_NAMED_IN_CAPITALS = lazy(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*")
_SECRET_NAMES = frozenset(LEXICON["password_words"]) | {"secret", "token", "apitoken", "apikey", "key"}
_CAPITAL_NAME_ENDS = ("password", "passwd", "pwd", "pass", "token", "secret", "key")


def _the_passwords_name(value: str) -> bool:
    """The whole value is the password's name, maybe after a sample's word and before a number
    (``mypassword``, ``my-password``, ``test_password_123``, ``password%20123``, ``APITOKEN``), or an
    environment variable's name for it in capitals (``POSTGRES_PASSWORD``); not a password that
    holds such a word among others (``s3cretPass``)."""
    bare = _URL_SEPARATORS.sub("", urllib.parse.unquote(value).lower()).rstrip("0123456789")
    if _SAMPLE_LEAD.sub("", bare) in _SECRET_NAMES or bare in _SECRET_NAMES or described_secret(value):
        return True
    return _NAMED_IN_CAPITALS.fullmatch(value) is not None and value.lower().endswith(_CAPITAL_NAME_ENDS)


_DESCRIBED_ENDS = frozenset({"secret", "password", "passwd", "pwd", "pass", "token", "key", "apikey", "credential",
                             "credentials", "passphrase"})
_DESCRIBED_WORDS = frozenset({"base64", "base32", "sha1", "sha256", "md5", "hex", "hmac", "jwt", "oauth2"})


def described_secret(value: str) -> bool:
    """Words joined that end in a secret's name: what goes in a value's place, described
    (``base64-encoded-secret``, ``private_token``, ``db-password``, ``your access key``), two to six
    of them, each a word (no piece of digits, none made up: ``jaajau-458``, ``s3cret-key`` stay
    values). Round 32: a Kubernetes Secret's ``stringData`` and a URL's password that a README fills
    so."""
    pieces = [p for p in re.split(r"[-_ .]+", value.lower()) if p]
    if not 2 <= len(pieces) <= 6 or pieces[-1] not in _DESCRIBED_ENDS:
        return False
    return all(p in _DESCRIBED_WORDS or (p.isascii() and p.isalpha() and (len(p) < 4 or not made_up_word(p)))
               for p in pieces[:-1])


_USER_NAME = lazy(r"(?P<letters>[a-z]+(?:[._-][a-z]+)*)[._-]?\d*")


def user_name(value: str) -> bool:
    """A plain user name of lower-case words with digits at the end (``myusername_with_digits123``,
    ``jenkins-deploy-bot-2024``): its letters read as words, three or fewer of their letter pairs
    (or a quarter) outside English's commonest 300; a random token's letters have about half."""
    if (m := _USER_NAME.fullmatch(value)) is None:
        return False
    runs = re.split(r"[._-]", m.group("letters"))
    pairs = sum(len(run) - 1 for run in runs)
    uncommon = sum(map(rare_pairs, runs))
    return uncommon <= 3 or 4 * uncommon <= pairs


def url_token(value: str) -> bool:
    """A token as the user of ``scheme://TOKEN@host``: it has a digit and the look of a credential,
    and is no user name of words (``https://myusername_with_digits123@github.com``)."""
    return _HAS_DIGIT.search(value) is not None and credential(value) and not user_name(value)


# --------------------------------------------------------------------------
# Names that name a secret
# --------------------------------------------------------------------------

_NAME_PARTS = lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_SECRET_WORDS = frozenset(_NAMES["secret_words"])
_ABOUT_A_SECRET = frozenset(_NAMES["about_a_secret"])
_HOLDING_TAILS = frozenset(_NAMES["holding_tails"])
# everyday words that end in a secret word and name none (key_words.toml's one_word_not: compass,
# Django's csrfmiddlewaretoken)
_ONE_WORD_NOT = frozenset(LEXICON["one_word_not"])
_ONE_WORD_SUFFIXES = tuple(_NAMES["one_word_suffixes"])
_PASSWORD_SUFFIXES = tuple(_NAMES["password_suffixes"])


# a public key known by its bytes: an uncompressed elliptic-curve point (65 bytes opening 0x04,
# 87 or 88 base64 characters: a Web Push VAPID key, a browser's applicationServerKey), or a
# signify or minisign public key (42 bytes opening "Ed": an algorithm, a key id, 32 bytes; a
# secret key's file is longer)
_EC_POINT_LENGTHS = (87, 88)
_SIGNIFY_PUBLIC_LENGTH = 56
_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_=")


def _base64_bytes(value: str) -> bytes | None:
    """*value*'s bytes as base64 or base64url (padding optional), or None."""
    if any(c not in _BASE64_CHARS for c in value):
        return None
    try:
        return base64.b64decode(value.replace("-", "+").replace("_", "/").rstrip("=") + "=" * (-len(value.rstrip("=")) % 4))
    except ValueError:
        return None


def public_key_bytes(value: str) -> bool:
    """True when *value* is base64 of a public key's raw bytes: an uncompressed EC point (a VAPID
    public key) or a signify or minisign public key. Neither shape is any secret key's."""
    if value[:1] == "B" and len(value) in _EC_POINT_LENGTHS:
        raw = _base64_bytes(value)
        return raw is not None and len(raw) == 65 and raw[0] == 4
    if value.startswith("RW") and len(value) == _SIGNIFY_PUBLIC_LENGTH:
        raw = _base64_bytes(value)
        return raw is not None and len(raw) == 42 and raw.startswith(b"Ed")
    return False


def names_a_secret(name: str) -> bool:
    """Whether *name* (any casing: ``OPENAI_API_KEY``, ``clientSecret``, ``x-api-key``) names a secret."""
    parts = [p.lower() for p in _NAME_PARTS.findall(name)]
    if len(parts) > 1 and parts[-1] in _HOLDING_TAILS:
        parts = parts[:-1]
    if not parts or parts[-1] in _ONE_WORD_NOT or (parts[-1] not in _SECRET_WORDS
                                                  and not parts[-1].endswith(_ONE_WORD_SUFFIXES)):
        return False
    if ends_naming_no_secret(parts):
        return False  # RECAPTCHA_SITE_KEY (shown in every page), form_key, authenticity_token (anti-forgery)
    return not any(part in _ABOUT_A_SECRET for part in parts) and not negated(parts)


def names_a_password(name: str) -> bool:
    last = (_NAME_PARTS.findall(name) or [""])[-1].lower()
    return last.endswith(_PASSWORD_SUFFIXES)


def value_for(name: str, value: str) -> bool:
    """Whether *value* looks like what *name* holds: a password's value, or a credential; not
    code's own name for it (``code_reference``)."""
    if code_or_label(value):
        return False
    return password_value(value) if names_a_password(name) else credential(value) and not _template(value)


_RECEIVERS = frozenset(_VALUES["code_receivers"]) | frozenset(_VALUES["random_sources"])
_NON_ASCII_WORDS = lazy(r"[^\x00-\x7f]{2,}(?:\([^\x00-\x7f]+\))?[,.;:!?]?")  # (its brackets full-width, read as ASCII)
_RECEIVED = lazy(r"(?P<r>[A-Za-z_$][\w$]*)(?:\??\.[A-Za-z_$][\w$]*)+;?")
_IDENTIFIER = lazy(r"[A-Za-z_][A-Za-z0-9_]*")
# a string cut where code joins it to more, words on either side of the join (key=color+"Input",
# "key:"+index, "resource-history|" + url); a random password's "+" stands among digits and symbols
_JOINED_EDGE = lazy(r"\+?[A-Za-z][A-Za-z_-]*(?:\+[A-Za-z][A-Za-z_-]*)*(?:\+|\||\+?\)?[,;]|\)[,;]?)")


def code_or_label(value: str) -> bool:
    """Code's own name for a secret (``code_reference``) or a label in a language's own letters
    (子查询中的一种优化方式, 拂晓蓝（默认）, 請注意…, ¿Olvidaste la contraseña?): no value at a secret's name."""
    return code_reference(value) or _NON_ASCII_WORDS.fullmatch(value) is not None or value[:1] in ("¿", "¡")


def code_reference(value: str) -> bool:
    """Code's own name for a secret, where a bare value stands at its name: a member of an object
    code reads settings from (``config.mongoSSLPassword``, ``process.env.CLIENT_SECRET``,
    ``test.secretAPIKey``: data/values.toml's ``code_receivers``; a random source's call,
    ``SecureRandom.urlsafe_base64``: its ``random_sources``), an identifier whose words name the
    password (``testLDAPPassword``, ``pass_sha256``; not a word and its digits, ``Password1``), or
    a string cut where code joins it to more (``color+``, ``+index,``, ``resource-history|``)."""
    if (m := _RECEIVED.fullmatch(value)) is not None and m.group("r").lower() in _RECEIVERS:
        return True
    if (value[:1] == "+" or value[-1:] in "+|,;)") and _JOINED_EDGE.fullmatch(value) is not None:
        return True
    if _IDENTIFIER.fullmatch(value) is None:
        return False
    words = [w.lower() for w in _WORDS_OF.findall(value)]
    return len(words) >= 2 and not _PASSWORD_WORDS.isdisjoint(words)
