"""Tests for the look-alike fold of the scrub's normalised view (lc_memory/redact/normalise.py,
data/confusables.txt; issue 33).

A key name disguised by a look-alike letter from another script (``pаssword`` with a Cyrillic
``а``) or by a Latin letter no modern orthography writes (``ꜱecret``) loses its value as the name
written in ASCII does, one test per script family; a name made only of look-alikes is read as
ASCII only where it then names a secret; Russian, Greek and Armenian prose, ``пароль`` among it,
and the Latin letters of living languages (Turkish ``ı``, Icelandic ``þ``) stay as written. Spans map back to the original exactly. Values are built
at run time, never real secrets.
"""

from __future__ import annotations

import random
import string
import unicodedata
from importlib import resources

import pytest

from lc_memory.redact.context import command_output_spans, redact_messages
from lc_memory.redact.engine import find_secrets, redact_secrets
from lc_memory.redact.normalise import Normalised, fold_lookalikes, needs_normalising


def _value(seed: int = 7, n: int = 22) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n - 2)) + "7q"


V = _value()

# one disguised key name per script family, each one letter (or more) from confusables.txt
FAMILIES = {
    "cyrillic": "p\u0430ssword",                 # а CYRILLIC SMALL LETTER A
    "cyrillic-capitals": "DB_\u0420\u0410SSWORD",  # Р А
    "greek": "\u03a1\u0391SSWORD",               # Ρ Α GREEK CAPITAL LETTERS RHO, ALPHA
    "armenian": "auth_t\u0585ken",               # օ ARMENIAN SMALL LETTER OH
    "cherokee": "client_\uabaaecret",            # ꮪ CHEROKEE SMALL LETTER DU
    "cherokee-capital": "\u13e2ASSWORD",        # Ꮲ CHEROKEE LETTER TLV
    "lisu": "DB_\ua4d1ASSWORD",                  # ꓑ LISU LETTER PA
    "coptic": "api_t\u2c9fken",                  # ⲟ COPTIC SMALL LETTER O
    # Latin letters no modern orthography writes (IdentifierType.txt: Technical, Obsolete)
    "latin-technical": "p\u0251ssword",          # ɑ LATIN SMALL LETTER ALPHA
    "latin-obsolete": "client_\ua731ecret",      # ꜱ LATIN LETTER SMALL CAPITAL S
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_disguised_key_name_loses_its_value(family):
    name = FAMILIES[family]
    for text in (f"{name}={V}", f'{{"{name}": "{V}"}}', f"export {name}='{V}'"):
        out = redact_secrets(text)
        assert V not in out, (family, text, out)
        assert name in out  # the name itself is kept as written


def test_a_look_alike_written_as_a_json_escape():
    # json.dumps writes "p\u0430ssword": the escape is decoded first, then the word is folded
    text = '{"p\\u0430ssword": "%s"}' % V
    assert V not in redact_secrets(text)


@pytest.mark.parametrize("name", [
    "p%D0%B0ssword",       # а CYRILLIC SMALL LETTER A, URL-encoded UTF-8
    "api_t%D6%85ken",      # օ ARMENIAN SMALL LETTER OH
    "p%EF%BD%81ssword",    # ａ FULLWIDTH LATIN SMALL LETTER A
])
def test_a_look_alike_written_as_url_encoded_utf8(name):
    for text in (f"{name}={V}", f"https://example.org/login?{name}={V}&next=/"):
        out = redact_secrets(text)
        assert V not in out and name in out, (text, out)


def test_an_encoded_word_of_another_script_stays_encoded():
    # a Russian path (пароль, "password") is a word of its own script, not a disguise
    text = "https://ru.wikipedia.org/wiki/%D0%9F%D0%B0%D1%80%D0%BE%D0%BB%D1%8C"
    assert Normalised(text).text == text and redact_secrets(text) == text


def _pem(label: str) -> str:
    rng = random.Random(11)
    body = "".join(rng.choice(string.ascii_letters + string.digits + "+/") for _ in range(320))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {label}-----\n{lines}\n-----END {label}-----\n"


@pytest.mark.parametrize("label", ["PRIVATE \u041a\u0415\u0423", "RSA PRIVATE \u041a\u0415\u0423",
                                   "OPENSSH PRIVATE \u039a\u0395\u03a5"])
def test_a_pem_armour_in_look_alikes(label):
    # КЕУ / ΚΕΥ alone is a weak word; as a PEM armour's last word it names the block
    text = _pem(label)
    assert redact_secrets(text).strip() == "[REDACTED:private-key]"
    assert redact_secrets(text.split("-----END")[0]).strip() == "[REDACTED:private-key]"  # cut off


def test_a_greek_key_over_its_value():
    text = f"\u03a1\u0391SSWORD:\n  {V}\n"
    assert V not in redact_secrets(text)


@pytest.mark.parametrize("name", [
    "\u0410\u0420\u0406_\u041a\u0415\u0423",  # АРІ_КЕУ, all Cyrillic
    "\u0420\u0410\u0405\u0405\u051c\u041e\u13a1\u13a0",  # РАЅЅԜОᎡᎠ, Cyrillic and Cherokee
    # a weak word (key) in a name of joined words, or given a value by "="
    "\u0421\u041e\u039d\u0405\u054d\u041c\u0415\u13a1_\u041a\u0415\u0423",  # СОΝЅՍМЕᎡ_КЕУ
    "\u039a\u0395\u03a5",  # ΚΕΥ, Greek
])
def test_a_name_all_in_look_alikes_is_read_where_it_names_a_secret(name):
    out = redact_secrets(f"{name}={V}")
    assert V not in out and out.startswith(name)


PROSE = [
    "пароль: слово",
    "Пароль: слово, а не набор букв.",
    "ВОТ ОТР и КОТ: всё по-русски, СОР и ВЕС тоже.",
    "в 2раза быстрее, 3сорта и 10кг: цифры рядом с буквами не латиница.",
    "Η ΓΛΩΣΣΑ ΚΑΙ Η ΤΕΧΝΗ είναι το θέμα μας σήμερα.",
    "Ο κωδικός είναι μυστικός· ΤΟ ΚΕΙΜΕΝΟ μένει όπως είναι.",
    "Բարի օր, սա հայերեն տեքստ է։",
    # Latin letters of living languages are letters, not look-alikes: Turkish ı, Icelandic þ, Ewe ʋ
    "Şifre kapalı: ayarlar sayfası açık değil.",
    "Lykilorðið er þetta, það er ekki leyndarmál.",
    "Ʋɔ ɖe ɣeyiɣi sia me.",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_folded(text):
    assert fold_lookalikes(text) == text
    assert not needs_normalising(text)
    assert redact_secrets(text) == text


def test_a_look_alike_name_that_names_nothing_stays():
    assert fold_lookalikes("ВОТ_ВЕС = 5") == "ВОТ_ВЕС = 5"
    # a weak word alone (key, otp) is an everyday word too: ОТР is a Russian broadcaster
    assert fold_lookalikes("ОТР: КЕУ") == "ОТР: КЕУ"


def test_spans_map_back_to_the_original():
    # a format character and a JSON escape before the disguised name: the view is shorter than
    # the text, and the fold must not move its offsets
    text = f'say \u00ad"x\\n" then p\u0430ss\u0461ord = "{V}" and more'
    spans = [(s, e) for _, s, e in find_secrets(text)]
    assert [text[s:e] for s, e in spans] == [V]
    view = Normalised(text)
    assert "password" in view.text.replace("\u0461", "w")


def test_the_fold_keeps_length_and_ascii_costs_nothing():
    text = "p\u0430ssword \u0420\u0410SS \u03a1\u0391SSWORD"
    folded = fold_lookalikes(text)
    assert len(folded) == len(text) and folded == "password PASS PASSWORD"
    ascii_text = "password=" + V
    assert fold_lookalikes(ascii_text) is ascii_text


def test_a_capital_i_look_alike_reads_as_i_not_l():
    # confusables.txt's prototype for I is l; a capital look-alike is read as the capital
    assert fold_lookalikes("\u0406nstall \u0399D_TOKEN") == "Install ID_TOKEN"
    assert fold_lookalikes("k\u0456t") == "kit"


def _data_lines() -> list[str]:
    text = resources.files("lc_memory.redact").joinpath("data", "confusables.txt").read_text("utf-8")
    return text.splitlines()


def test_the_data_file_says_where_it_is_from():
    head = "\n".join(line for line in _data_lines() if line.startswith("#"))
    assert "https://www.unicode.org/Public/security/17.0.0/confusables.txt" in head
    assert "https://www.unicode.org/Public/security/17.0.0/IdentifierType.txt" in head
    assert "Unicode License v3" in head and "Version: 17.0.0" in head


def test_the_data_file_holds_only_look_alike_letters_to_one_ascii_letter_or_digit():
    rows = [line for line in _data_lines() if line and not line.startswith("#")]
    assert len(rows) > 300
    for line in rows:
        source, target = (chr(int(f, 16)) for f in line.split(";", 2)[:2])
        assert not source.isascii() and unicodedata.category(source).startswith("L"), line
        assert source not in "ıþʋɣƒ", line  # Latin letters of living languages (Recommended)
        assert unicodedata.normalize("NFKC", source) == source, line
        assert target.isascii() and target.isalnum(), line


# The conversation's rules (context.py) read the folded text too: the words that announce a
# secret and the field of a secret command's output that names one may be disguised as well (a
# disguised command itself would not run).
_VALUE = "Tr0ub4dor-x9Q"


def test_a_disguised_password_word_still_announces_the_next_message():
    messages = [{"role": "user", "kind": "text", "content": "here is the p\u0430ssword:"},
                {"role": "user", "kind": "text", "content": _VALUE}]
    assert _VALUE not in str(redact_messages(messages))


def test_a_disguised_field_name_in_a_secret_commands_output():
    output = "username   ops\np\u0430ssword   " + _VALUE + "\n"
    (span,) = command_output_spans(output)
    assert output[span[0]:span[1]] == _VALUE
