"""Issue 33, round 19 (session 55): the dev misses round 18 left, and the model lane's title.

* a plain word a password's label gives (``Password: V``, ``WI-FI password: V``) or that quotes
  give after a password's copula (``the default password is `V```) is taken when it reads as no
  word (``checks.reads_as_no_word``: two of its letter pairs rare); a word stays (admin, hunter);
* a list flattened onto one line (a model's reply, a title after ``Session: ``) starts a label
  after each `` - ``, as after a pairs' `` | ``;
* a value of letters alone is looked for again when it reads as no words (``random_letters``);
* ``sed-substitution`` and ``l2tp-secrets`` (data/context_rules.toml) have rows in
  tests/corpora/secrets-context.jsonl and examples of their own.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.checks import reads_as_no_word
from lc_memory.redact.engine import redact_secrets, sought_again

M = "[REDACTED:secret-value]"


@pytest.mark.parametrize("form", [
    "SONARQUBE DEFAULT LOGIN:\nUsername: admin\nPassword: {v}\n",
    "    <h5>WI-FI password: {v}</h5>\n",
    "The IP address for my Raspberry Pi is `192.168.1.11` and the default password is `{v}`.\n",
])
def test_a_plain_word_that_reads_as_no_word_goes(form):
    assert redact_secrets(form.format(v="qbvtrk")) == form.format(v=M)


@pytest.mark.parametrize("text", [
    "Username: admin\nPassword: admin\n",
    "Password: hunter\n",
    "Password: required\n",
    "Password: xxxxx\n",
    "Password: changeme\n",
    "the default password is `raspberry`.\n",
    "the password is `secret`.\n",
])
def test_a_word_or_a_placeholder_at_a_password_label_stays(text):
    assert redact_secrets(text) == text


def test_reads_as_no_word():
    assert [w for w in ("acxyn", "qbvtrk", "efkcneich") if reads_as_no_word(w)] == ["acxyn", "qbvtrk", "efkcneich"]
    assert not any(map(reads_as_no_word, ("admin", "hunter", "guest", "changeme", "raspberry", "xxxx", "ab1cd")))


@pytest.mark.parametrize("form", [
    "Session: - كلمة المرور: `{v}`",
    "2. **Sign in:** - Phone: `+966500000000` - Password: `{v}`",
])
def test_a_flattened_list_starts_a_label_after_each_dash(form):
    v = "Dtmo*wK=f%1e7+Ql4Y"
    assert redact_secrets(form.format(v=v)) == form.format(v=M)


def test_a_flattened_list_of_other_labels_stays():
    text = "Steps: - Name: `payments` - Port: `5432` - Region: `eu-west-1`"
    assert redact_secrets(text) == text


def test_letters_that_read_as_no_words_are_sought_again():
    v = "hvnwqjzkoxpkdb"
    text = (f'run `echo "{v}" > ~/.vnc/passwd && x11vnc -passwd {v} -display ":99"` as root\n'
            f"3. Log in with a remote VNC client using `{v}` on port 5901\n")
    assert v not in redact_secrets(text)
    assert sought_again(v)
    # a word's letters, or a scheme's and a user's (postgres), are not
    assert not sought_again("connectionstring") and not sought_again("postgres")


def test_a_sed_pattern_and_an_l2tp_secrets_line_go():
    v = "Rq7vWx2nPz4k"
    text = f'sed -i "s/secret = {v}/secret = ${{HS_RADSECRET}}/g" /etc/freeradius/3.0/clients.conf'
    assert v not in redact_secrets(text)
    text = f'"/etc/xl2tpd/l2tp-secrets": "*      them    {v}",'
    assert v not in redact_secrets(text)
