"""The key-name model: whether a key's name says its value is a secret, and which word says so.

A name (``OPENAI_API_KEY``, ``clientSecret``, ``spring.datasource.password``, ``Jwt:Key``,
``//registry.npmjs.org/:_authToken``) is split into segments (at ``.``, ``/``, ``:``, ``__``)
and each segment into words (snake, camel, kebab, digits). ``secret_key`` answers with the
lexicon entry that fired (``signing-secret``, ``password``) or ``None``. The lexicon is data:
``data/key_words.toml`` (its comment says how a name is read). Pure; no I/O after import.
"""

from __future__ import annotations

import re
from lc_memory.redact.tables import data_table
from lc_memory.redact.first_chars import lazy
from functools import lru_cache
from typing import NamedTuple

__all__ = ["LEXICON", "KeyWord", "ends_naming_no_secret", "inside_a_word", "key_word", "name_words", "negated",
           "secret_key"]

LEXICON = data_table("key_words.toml")

_WORDS = frozenset(LEXICON["words"])
_WEAK = frozenset(LEXICON["weak"])
_ALONE = frozenset(LEXICON["alone"])  # a secret's name only as a whole segment (encrypt)
_PASSWORD = frozenset(LEXICON["password_words"])
_COMPOUNDS = frozenset(LEXICON["compounds"])
# the last words of a name that name no credential (site key, request verification token)
_NOT_SECRET_ENDS = tuple(tuple(e.split()) for e in LEXICON["not_secret_ends"])
_ONE_WORD_ENDS = tuple(sorted(LEXICON["one_word_ends"], key=len, reverse=True))
_ONE_WORD_NOT = frozenset(LEXICON["one_word_not"])
# a compound glued into one word (sessionkey, MASTERKEY, hmackey): the compound, as camel or snake
# case names it (session_key), by the words it joins; longest first
_GLUED_COMPOUNDS = tuple(sorted(((c.replace(" ", ""), c) for c in _COMPOUNDS), key=lambda g: -len(g[0])))
_PASSWORD_ENDS = tuple(LEXICON["password_words"])
_TRAILING = frozenset(LEXICON["trailing"])
# a trailing word glued to a one-word name (Moodle's passwordsaltmain, dbpasswordprod): three
# letters or more, so a name's own ending is not read as one
_GLUED_TRAILING = tuple(t for t in LEXICON["trailing"] if len(t) >= 3 and t.isalpha())
_NEGATIVE = frozenset(LEXICON["negative"])
_OWN_SEGMENT = frozenset(LEXICON["own_segment"])  # negative in their own segment only (encrypted)
_ABOUT = frozenset(LEXICON["about"])
_PHRASES = frozenset(LEXICON["phrases"])
_NEGATING = frozenset(LEXICON["negating"])
_CONFIRMING = frozenset(LEXICON["confirming"])
_HASHING = frozenset(LEXICON["hashing"])
_HASH_MATERIAL = frozenset(LEXICON["hash_material"])
# a multiword entry by its first word: (its words, the word they make) - mot -> (mot, de, passe)
_MULTIWORD: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _entry in LEXICON["multiword"]:
    _parts = tuple(_entry.split())
    _MULTIWORD.setdefault(_parts[0], []).append((_parts, "".join(_parts)))
_MULTIWORD_FIRSTS = frozenset(_MULTIWORD)

_SEGMENTS = lazy(r"[./:\[\]]+|__+")
# a run of letters holding one outside ASCII is one word (CONTRASEÑA, пароль, 密码); then snake,
# camel and digits
_WORD = lazy(r"(?=[^\W\d_]*[^\x00-\x7f])[^\W\d_]+|[A-Z]?[a-z]+\d*|[A-Z]+\d*(?![a-z])|\d+")


class KeyWord(NamedTuple):
    """What a secret-named key's name says: the entry that fired, whether it names a password
    (a value may read as words) and whether it is a weak word (the value must look random)."""

    entry: str
    password: bool
    weak: bool


def name_words(segment: str) -> list[str]:
    """The words of one segment of a name, lower-cased (``webhookSigningSecret`` -> webhook,
    signing, secret); a ``multiword`` entry's words are one word (``ADMIN_MOT_DE_PASSE`` ->
    admin, motdepasse)."""
    words = [w.lower() for w in _WORD.findall(segment)]
    if not _MULTIWORD_FIRSTS.isdisjoint(words):
        words = _joined(words)
    return words


def _joined(words: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(words):
        for parts, whole in _MULTIWORD.get(words[i], ()):
            if tuple(words[i:i + len(parts)]) == parts:
                out.append(whole)
                i += len(parts)
                break
        else:
            out.append(words[i])
            i += 1
    return out


def ends_naming_no_secret(words: list[str]) -> bool:
    """Whether a name's last *words* (lower case) name no credential though a secret's word ends
    them (``not_secret_ends``: a CAPTCHA's site key, a form's key, an anti-forgery token)."""
    return any(tuple(words[len(words) - len(e):]) == e for e in _NOT_SECRET_ENDS if len(e) <= len(words))


def _segment_word(words: list[str]) -> KeyWord | None:
    if len(words) > 1 and f"{words[-2]} {words[-1]}" in _PHRASES:
        return KeyWord(f"{words[-2]}-{words[-1]}", False, False)
    j = len(words) - 1
    while j >= 0 and (words[j] in _TRAILING or words[j].isdigit() or _confirms(words, j)):
        j -= 1
    if j < 0:
        return None
    word = words[j]
    if word not in _WORDS and word not in _WEAK and word.rstrip("0123456789") in _WORDS:
        word = word.rstrip("0123456789")  # password1, password2: imapsync's two accounts
    if word in _ALONE and len(words) > 1:
        return None  # sodium_crypto_aead_aes256gcm_encrypt: what a function does, no key's name
    if word in _WORDS or word in _WEAK:
        pair = f"{words[j - 1]} {word}" if j > 0 else ""
        if ends_naming_no_secret(words[:j + 1]):
            return None  # recaptcha_site_key (the public half), form_key, authenticity_token (anti-forgery)
        entry = pair.replace(" ", "-") if pair in _COMPOUNDS else word
        return KeyWord(entry, word in _PASSWORD, word in _WEAK and pair not in _COMPOUNDS)
    if j > 0 and words[j - 1] in _WORDS and word not in _ABOUT and word not in _NEGATIVE:
        # one word of its own after a strong word: which service (passwordOutlook, TOKEN_GITHUB)
        return KeyWord(words[j - 1], words[j - 1] in _PASSWORD, False)
    for stem in (word, *(word[:-len(t)] for t in _GLUED_TRAILING if word.endswith(t))):
        if len(stem) > 4 and stem not in _ONE_WORD_NOT:
            for end in _ONE_WORD_ENDS:
                if stem.endswith(end):
                    # a glued password word names a password (requirepass, ROOTPASS, storepass);
                    # a glued weak word (passwordsalt) needs a random value as the word alone does
                    return KeyWord(end, end.endswith(_PASSWORD_ENDS), end in _WEAK)
            for glued, compound in _GLUED_COMPOUNDS:
                if stem.endswith(glued):
                    return KeyWord(compound.replace(" ", "-"), compound.rsplit(" ", 1)[1] in _PASSWORD, False)
    return None


def inside_a_word(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] stands inside a lower-case word, letters on both sides ("otp" in
    "footprint"): no word of a name starts or ends there, so no lexicon entry can fire on it (a
    name is read by its whole words, a glued word by its end)."""
    return 0 < start and end < len(text) and text[start - 1].islower() and text[end].islower() \
        and text[start:end].islower()


def _confirms(words: list[str], i: int) -> bool:
    """``confirm`` next to a password's word (password_confirmation, confirmPassword): the
    password typed again."""
    return words[i] in _CONFIRMING and (i > 0 and words[i - 1] in _PASSWORD
                                        or i + 1 < len(words) and words[i + 1] in _PASSWORD)


def _negative(words: list[str]) -> bool:
    """A word that says the name is not the secret (api_key_id, password_hash); ``hash`` right
    before what a hash is keyed with (hash_salt, HASH_KEY) is not one, nor ``confirm`` next to a
    password's word (confirm_password)."""
    return any(w in _NEGATIVE and not (w in _HASHING and i + 1 < len(words) and words[i + 1] in _HASH_MATERIAL)
               and not _confirms(words, i)
               for i, w in enumerate(words))


def negated(words: list[str]) -> bool:
    """``nonMatchingToken``, ``not_a_secret``: a negating word before a word that is not where
    the secret is used (``NON_PROD_PASSWORD`` is a password)."""
    return any(w in _NEGATING and i + 1 < len(words) and words[i + 1] not in _TRAILING
               for i, w in enumerate(words))


def _names_a_feature(words: list[str]) -> bool:
    """A segment whose only negative words are ``own_segment`` ones, that names no secret itself
    and reads as a feature's name, three words or more (``encryptedSavedObjects``): not a
    value's state (``encrypted.password``, SealedSecrets' ``encryptedData``)."""
    return (len(words) >= 3 and not negated(words) and _segment_word(words) is None
            and all(w in _OWN_SEGMENT for w in words if w in _NEGATIVE))


@lru_cache(maxsize=8192)
def key_word(name: str) -> KeyWord | None:
    """The lexicon entry that says *name*'s value is a secret, or None (``secret_key``, with
    what the value must look like)."""
    found: KeyWord | None = None
    for segment in _SEGMENTS.split(name):
        words = name_words(segment)
        if not words:
            continue
        if found is None and (_negative(words) or negated(words)):
            if _names_a_feature(words):
                continue  # xpack.encryptedSavedObjects.encryptionKey: the key's name comes after
            return None  # after the secret's segment a host's name may say anything (repo.example.org)
        hit = _segment_word(words)
        if hit is not None:
            found = hit
        elif found is not None and any(w in _ABOUT for w in words):
            found = None  # jwt.secret.ttl, password.min_length: about the secret
    return found


def secret_key(name: str) -> str | None:
    """The lexicon entry (``password``, ``signing-secret``, ``key``) that says *name* holds a
    secret, or None when it does not (``api_key_id``, ``token_url``, ``password_hash``)."""
    hit = key_word(name)
    return hit.entry if hit else None
