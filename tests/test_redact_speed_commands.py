"""Two cuts in the command readers that read the same (issue 35): a command's first words read once
for all its tool's entries (``_match_sub``), and the loose reader's words asked of one automaton
pass (``_loose_words``) before any scan of the text as written."""

from __future__ import annotations

import inspect
import re

import pytest

from lc_memory.redact import commands as c

PW = "Zq8Lm2Rt5Vx9"


def _match_sub_as_read_alone(toks: list[c.Token], sub: list[str]) -> int | None:
    """``_match_sub`` as it read a command's words for each entry (before the words were kept)."""
    if not sub:
        return 0
    words: list[tuple[int, str]] = []
    for i, t in enumerate(toks):
        if not c._is_flag(t):
            words.append((i, t.text.lower()))
            if len(words) >= 3 + len(sub):
                break
    for k in range(min(4, len(words))):
        if [w for _, w in words[k:k + len(sub)]] == sub:
            return words[k + len(sub) - 1][0] + 1
    return None


LINES = [
    f"vault kv put secret/app password={PW}", f"vault write auth/userpass/users/bob password={PW}",
    f"npm login --registry https://r.example.com {PW}", f"aws configure set aws_secret_access_key {PW}",
    f"VAULT kv PUT -mount=secret app token={PW}", "vault", f"vault -x -y -z kv put a b c d e f {PW}",
    f"http -a bob:{PW} POST example.com/api", f"yarn npm login --scope acme {PW}",
]


@pytest.mark.parametrize("line", LINES)
def test_the_kept_words_give_each_entry_what_a_read_of_its_own_gave(line: str) -> None:
    tool = line.split()[0].lower()
    tool = tool if tool in c.COMMANDS else next(t for t in c.COMMANDS if line.lower().startswith(t))
    toks, _end, _tag = c.tokens(line, len(tool))
    other, _end, _tag = c.tokens(f"vault kv get other {PW}", 5)  # another command's tokens between
    subs = [[w.lower() for w in e.get("sub", [])] for entries in c.COMMANDS.values() for e in entries]
    for sub in subs:
        assert c._match_sub(toks, sub) == _match_sub_as_read_alone(toks, sub), sub
        assert c._match_sub(other, sub) == _match_sub_as_read_alone(other, sub), sub


def test_every_word_the_loose_reader_asks_of_its_pass_is_one_the_pass_finds() -> None:
    source = inspect.getsource(c._loose_line_spans)
    asked = re.findall(r"""(["'])((?:(?!\1).)+)\1 in seen""", source)
    assert len(asked) >= 8
    for _quote, word in asked:
        assert word in c._LOOSE_WORDS, word
    for word in c._LOOSE_WORDS:
        assert word == word.lower(), word  # asked of the lower-cased text


@pytest.mark.parametrize("line", [
    f"python3 -c 'import bcrypt; print(bcrypt.hashpw(b\"{PW}\", bcrypt.gensalt()))'",
    f"infisical secrets set STRIPE_KEY={PW} DB_URL=postgres://db.internal/app",
    f"ftp -n ftp.example.com <<EOF\nuser bob {PW}\nbinary\nput site.tar.gz\nbye\nEOF",
    f"vncviewer -passwd <(echo {PW}) vnc.internal:1",
    f"kubectl exec -it pg-0 -- psql -U bob --password <<< '{PW}'",
    f"echo {PW} | acme-cli login --password-stdin",
    f"mysql -h db.internal -p{PW} shop",
    f"grafana-cli admin reset-admin-password {PW}",
])
def test_each_gated_family_still_reads_its_line(line: str) -> None:
    assert any(line[s:e] == PW for s, e, _name in c._loose_line_spans(line)), list(c._loose_line_spans(line))
