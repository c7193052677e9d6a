"""Commands that take a credential as an argument (issue 33): ``mysql -pV``, ``sqlplus user/V@db``,
``rabbitmqctl add_user NAME V``, ``mc alias set A URL AK V``, ``vault kv put path k=V``,
``git config github.token V``, ``security add-generic-password -w V``, ``gpg --passphrase V``,
``echo V | docker secret create NAME -``...

The table is data: ``data/commands.toml`` (its comment says what each field means). A command
line is read as tokens: quotes, ``--flag=value``, pipes, here-strings and heredocs are
understood; ``arguments`` yields each credential with the name of what fired
(``command:mysql -p``). Pure; no I/O after import.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from itertools import pairwise
from typing import Any, NamedTuple

from lc_memory.redact.automaton import Automaton, automaton, occurrences
from lc_memory.redact.checks import keyed_value, made_up_letters, numeric_password, place_password, url_password
from lc_memory.redact.command_table import TABLE
from lc_memory.redact.fields import in_string_arrays, per_field
from lc_memory.redact.first_chars import lazy
from lc_memory.redact.keys import LEXICON, key_word, name_words
from lc_memory.redact.keyvalue import call_arguments
from lc_memory.redact.rules import AtOpenings, Rule, _folds_as_written, _lowered

__all__ = ["COMMANDS", "COMMAND_RULES", "Token", "arguments", "tokens"]

_DATA = TABLE  # data/commands.toml, parsed once (command_table)

#: The entries of data/commands.toml, by program name.
COMMANDS: dict[str, list[dict[str, Any]]] = {}
for _entry in _DATA["commands"]:
    for _tool in _entry["tools"]:
        COMMANDS.setdefault(_tool, []).append(_entry)

#: programs whose entry says ``any_case`` (Windows': SCHTASKS, Net, CMDKEY.EXE are the same program)
_ANY_CASE = {t for e in _DATA["commands"] if e.get("any_case") for t in e["tools"]}


@functools.cache
def _tools() -> tuple[Automaton, tuple[str, ...]]:
    """The programs' names, found in one pass (Aho-Corasick), and the program each hit names;
    made the first time a text is read for them (some 17,000 words: not at import). A name
    counts where it stands as a command's first word: after the start, a space, a shell
    operator, a quote, sudo or a path."""
    hits: dict[str, str] = {}  # what is searched for -> the program it names
    for tool in COMMANDS:
        # a name followed by what ends a command's name, or a sentence or a code span around it
        # (a reply's "`echo V | passwd`", "... | passwd.")
        for name in {tool, tool.upper(), tool.capitalize()} if tool in _ANY_CASE else {tool}:
            for end in " \t\r\n;|&)`'\".,":
                hits[name + end] = tool
                for exe in (".exe", ".EXE"):
                    hits[name + exe + end] = tool + ".exe"
    return automaton(hits), tuple(hits.values())


# (">": an HTML tag's end before a command a page shows, <b>crypto isakmp key V ...)
# (a label's colon: a CJK note before a command, 生成新的密码文件：htpasswd -bc f user V, read as ":"
# once normalised; issue 33, round 31)
_BEFORE_TOOL = frozenset(" \t\n;&|(`$\"'{/>:")


class _ToolMatch(NamedTuple):
    tool: str
    start: int
    end: int


def _tool_matches(text: str) -> Iterator[_ToolMatch]:
    tools, names = _tools()
    hits = occurrences(tools, text + " ")
    for index, hit_start, _hit_end in sorted(hits, key=lambda h: (h[2], h[1])):
        tool = names[index]
        start = hit_start  # the hit ends with the character after the name
        if start == 0 or text[start - 1] in _BEFORE_TOOL:
            yield _ToolMatch(tool.removesuffix(".exe"), start, start + len(tool))


_PIECES = lazy(
    r"(?P<sep>\|\||&&|[|;&()]|<<<|<<-?)"
    # a token: a quoted string, or bare characters (a quote may open only after "=" or ":",
    # as in --password="V"; JSON's '", "' between two strings ends a token)
    r"|(?P<tok>\"(?:[^\"\\\n]|\\.)*\"?|'[^'\n]*'?"
    r"|(?:\\.|[^\s\"'|;&<>()`\\])+(?:(?<=[=:])(?:\"(?:[^\"\\\n]|\\.)*\"?|'[^'\n]*'?))?)"
    r"|(?P<ws>(?:\s|\\\n)+)|(?P<other>.)"
)
_PIPED = lazy(
    r"(?:echo|printf|yes)(?:[ \t]+-[neE]+)*[ \t]+(?:(?P<fq>[\"'])%s(?:\\n)?(?P=fq)[ \t]+)?"
    r"(?:(?P<q>[\"'])(?P<qv>[^\"']{1,2000})(?P=q)|(?P<bv>[^\s|;&\"']+))[ \t]*\|[ \t]*(?:sudo[ \t]+)?$"
)
_HEREDOC_INTO = lazy(r"<<-?[ \t]*[\"']?(?P<tag>[A-Za-z_]\w*)[\"']?[^\n|]*\|[ \t]*(?:sudo[ \t]+)?$")
# (a user may name its domain after an "@": vSphere's administrator@vsphere.local, Azure
# Database's admin@server)
_USERPASS_USER = lazy(r"(?:[\w.-]+(?:/|\\{1,2}))?[\w.$#-]+(?:@[\w-]+(?:\.[\w-]+)*)?")
_USERPASS_HOST = lazy(r"(?://)?[\w.\[\]-]+(?:[:/]\S*)?")
_SCHEME = lazy(r"[A-Za-z][\w+.-]*://")


class _UserPass:
    """``user<sep>PASSWORD[@host]`` in one argument: the password's span, or None. ``/`` is
    Oracle's ``user/pass@db``, ``:`` ``[domain/]user:pass[@host]`` (the last ``@`` starts the
    host: a password may hold one), ``%`` smbclient's, ``,`` lftp's."""

    def __init__(self, sep: str) -> None:
        self.sep = sep

    def match(self, text: str) -> tuple[int, int] | None:
        offset = 0
        if self.sep == ":" and (scheme := _SCHEME.match(text)):
            offset = scheme.end()
        user, sep, rest = text[offset:].partition(self.sep)
        if not sep or not rest or not _USERPASS_USER.fullmatch(user) or any(c.isspace() for c in rest):
            return None
        start = offset + len(user) + 1
        if self.sep in "/:" and "@" in rest:
            password, _, host = rest.rpartition("@")
            if password and _USERPASS_HOST.fullmatch(host):
                return start, start + len(password)
            if self.sep == "/":
                return None  # no host after the last "@": the whole rest is the password
        if self.sep == "/" or "/" in rest or (self.sep == ":" and ":" in rest and "@" not in rest):
            return None
        return start, start + len(rest)


_USERPASS = {sep: _UserPass(sep) for sep in "/:%,"}
_NOT_INLINE = lazy(r"(?:env|file|fd|stdin):", re.IGNORECASE)
_PAIR = lazy(r"[A-Za-z_][A-Za-z_.-]+=")  # KEY=VALUE, not a password that holds "="
# a flag's value that is a document's path, then the value set there: sops --set '["db"]["password"] "V"'
_PATH_VALUE = lazy(r"(?P<path>(?:\[[^\[\]\n]{1,200}\])+)[ \t]+(?P<q>\"?)(?P<v>[^\s\"]{1,4096})(?P=q)[ \t]*")
_PATH_KEY = lazy(r"\[[ \t]*[\"']?([^\"'\[\]]*?)[\"']?[ \t]*\]")
# /p:V, /RP V; appcmd's dotted /processModel.password:V
_WINDOWS_FLAG = lazy(r"/[A-Za-z]\w{0,15}(?:\.[A-Za-z]\w{0,15})?(?::|$)")


class Token(NamedTuple):
    """One argument: its text without its quotes and where that text stands."""

    text: str
    start: int
    end: int
    raw: str


def _unquote(raw: str, start: int) -> tuple[str, int]:
    if raw[:1] in "\"'":
        inner = raw[1:-1] if len(raw) > 1 and raw[-1] == raw[0] else raw[1:]
        return inner, start + 1
    return raw, start


#: the arguments read of one command: a line that repeats a command thousands of times with no
#: operator between (``curl -u a:b curl -u a:b ...``) would have each mention read the rest of
#: the line, a square of its length (36 KB: 30 s)
MAX_ARGUMENTS = 64


def tokens(text: str, pos: int) -> tuple[list[Token], int, str | None]:
    """The arguments of the command that starts at *pos*, up to the end of its line or the
    first ``|``, ``;``, ``&&`` (at most ``MAX_ARGUMENTS``): the tokens, where they end, and a
    heredoc's tag (or None)."""
    out: list[Token] = []
    tag = None
    end = len(text)
    redirected = False  # a redirection's file is no argument (htpasswd -Bbn u V > auth/htpasswd)
    for m in _PIECES.finditer(text, pos):
        if len(out) >= MAX_ARGUMENTS:
            end = m.start()
            break
        kind = m.lastgroup
        if kind == "other" and m.group() in "<>":
            if not redirected and out and out[-1].end == m.start() and out[-1].raw in ("1", "2"):
                out.pop()  # the stream's number: 2>/dev/null
            redirected = True
            continue
        if kind == "ws":
            if "\n" in m.group().replace("\\\n", ""):
                end = m.start()
                break
            continue
        if kind == "sep":
            if m.group().startswith("<<<"):
                continue  # the here-string's value is the next token
            if m.group().startswith("<<"):
                nxt = _PIECES.match(text, m.end())
                while nxt is not None and nxt.lastgroup == "ws" and "\n" not in nxt.group():
                    nxt = _PIECES.match(text, nxt.end())
                if nxt is not None and nxt.lastgroup == "tok":
                    tag = _unquote(nxt.group(), 0)[0].lstrip("-")
                continue
            end = m.start()
            break
        if kind == "tok":
            if redirected:
                redirected = False
                continue
            text_, start = _unquote(m.group(), m.start())
            out.append(Token(text_, start, start + len(text_), m.group()))
    return out, end, tag


def _here_string(text: str, toks: list[Token]) -> Iterator[Token]:
    for t in toks:
        # (bash's $'...' quoting: <<< $'user\nV\nmail')
        if text.endswith("<<<", 0, t.start - (t.raw[:1] in "\"'")) or text[:t.start].rstrip(" \t\"'$").endswith("<<<"):
            yield t


_ANSWER_BREAK = lazy(r"\\n|\r?\n")
_HERE_ANSWERS = lazy(r"<<<[ \t]*\$?(?P<q>[\"'])(?P<v>[^\"']{1,2000})(?P=q)")


def _answer_line(t: Token, index: int) -> Iterator[Token]:
    """Line *index* of a value given to a program that asks several questions in turn (npm
    login's user, password and e-mail), the lines parted by a line break or an escaped one."""
    pieces = _ANSWER_BREAK.split(t.text)
    if len(pieces) <= index:
        return
    at = t.start
    for m, piece in zip(_ANSWER_BREAK.finditer(t.text), pieces[:index]):
        at = t.start + m.end()
    yield Token(pieces[index], at, at + len(pieces[index]), pieces[index])


def _heredoc_lines(text: str, pos: int, tag: str) -> Iterator[Token]:
    pos = text.find("\n", pos)
    while pos >= 0 and pos < len(text):
        start = pos + 1
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        line = text[start:end].strip()
        if line == tag:
            return
        if line and " " not in line:
            lstart = text.index(line, start)
            yield Token(line, lstart, lstart + len(line), line)
        pos = end if end < len(text) else -1


def _is_flag(t: Token) -> bool:
    return t.raw.startswith("-") and len(t.raw) > 1 or _WINDOWS_FLAG.match(t.raw) is not None


# the words _match_sub can reach: the subcommand starts among the first four, and is at most
# this long (data/commands.toml's longest "sub")
_WORDS_READ = 3 + max(len(entry.get("sub", [])) for entry in _DATA["commands"])
# the last command's words, by its tokens' identity: a tool's every entry asks of the same tokens
# (vault's six, npm's four), each read them again (Cline's texts: 2,103 reads of 720 commands)
_last_words: tuple[list[Token] | None, list[tuple[int, str]]] = (None, [])


def _match_sub(toks: list[Token], sub: list[str]) -> int | None:
    """The index after the subcommand words, or None when they are not there."""
    if not sub:
        return 0
    global _last_words
    last = _last_words
    if last[0] is toks:
        words = last[1]
    else:
        # (the words the loop below can reach, no more; a longer list gives the same slices)
        words = []
        for i, t in enumerate(toks):
            if not _is_flag(t):
                words.append((i, t.text.lower()))
                if len(words) >= _WORDS_READ:
                    break
        _last_words = (toks, words)
    for k in range(min(4, len(words))):
        if [w for _, w in words[k:k + len(sub)]] == sub:
            return words[k + len(sub) - 1][0] + 1
    return None


def _flag_raw(raw: str, flag: str, any_case: bool = False) -> str:
    """*raw* as it compares with *flag*: a Windows flag (``/P``, ``/RP``, ``/Pass``) in any case,
    as cmd.exe's programs read it, and any flag of an ``any_case`` entry (PowerShell's
    ``-Value``, ``-value``); otherwise a dash flag as given (``-p`` and ``-P`` differ)."""
    return raw.lower() if any_case or flag.startswith("/") else raw


def _flag_value(toks: list[Token], i: int, flag: str, any_case: bool = False) -> Token | None:
    """The value of *flag* at ``toks[i]``: inline (``--flag=V``, ``/p:V``) or the next token."""
    t = toks[i]
    raw = _flag_raw(t.raw, flag, any_case)
    flag = _flag_raw(flag, flag, any_case)
    if raw == flag:
        if i + 1 < len(toks) and not toks[i + 1].raw.startswith("-"):
            return toks[i + 1]
        return None
    for sep in ("=", ":"):
        if raw.startswith(flag + sep) and (sep == "=" or flag.startswith("/")):
            raw = t.raw[len(flag) + 1:]
            text, start = _unquote(raw, t.start + len(flag) + 1)
            return Token(text, start, start + len(text), raw)
    return None


def _prefixed(t: Token, prefix: str | None) -> Token | None:
    if prefix and t.text.startswith(prefix):
        return Token(t.text[len(prefix):], t.start + len(prefix), t.end, t.raw)
    if _NOT_INLINE.match(t.text):
        return None
    return t


def _split_pair(t: Token) -> tuple[str, Token] | None:
    """KEY=VALUE, and HTTPie's request items KEY==VALUE (a query parameter), KEY:=VALUE (JSON)."""
    key, sep, value = t.text.partition("=")
    if not sep or not key or not value:
        return None
    start = t.start + len(key) + 1
    if value.startswith("=") and len(value) > 1 and value[1] != "=":
        value, start = value[1:], start + 1
    key = key.removesuffix(":")
    value, start = _unquote(value, start)
    return key, Token(value, start, start + len(value), value)


def _has_required(entry: dict[str, Any], toks: list[Token]) -> bool:
    """Whether the flag the entry ``requires`` (htpasswd's -b, sudo's -S) is on the command,
    given one of ``requires_value`` when the entry names them (HTTPie's ``-A bearer``)."""
    requires = entry.get("requires")
    if requires and "requires_value" in entry:
        wanted = {w.lower() for w in entry["requires_value"]}
        return any((v := _flag_value(toks, i, requires)) is not None and v.text.lower() in wanted
                   for i in range(len(toks)))
    return not requires or any(t.raw == requires or t.raw.startswith(requires + "=") if len(requires) > 1 else
                               t.raw.startswith("-") and not t.raw.startswith("--") and requires in t.raw[1:]
                               for t in toks)


# an NTLM hash as pass-the-hash tools take it: NTHASH, :NTHASH or LMHASH:NTHASH (not a
# placeholder's LM_HASH:NT_HASH, nor a file of hashes)
_NTLM_HASH = lazy(r"(?:[0-9a-fA-F]{32})?:?[0-9a-fA-F]{32}")


def _entry_values(text: str, tool: str, entry: dict[str, Any], toks: list[Token]) -> Iterator[tuple[Token, str]]:
    sub = [w.lower() for w in entry.get("sub", [])]
    after = _match_sub(toks, sub)
    if after is None:
        return
    name = " ".join([tool, *entry.get("sub", [])])
    if not _has_required(entry, toks):
        return
    flags = entry.get("flags", [])
    any_case = entry.get("any_case", False)
    hash_flags = entry.get("hash_flags", [])
    value_flags = set(entry.get("value_flags", [])) | set(flags) | set(hash_flags)
    positional: list[Token] = []
    skip = False
    named = None  # named_flags: the value of the flag that names it
    named_by_positional: list[Token] = []  # named_positional_flag: the flag's values, kept till the names are read
    for i, t in enumerate(toks):
        if skip:
            skip = False
            continue
        if _is_flag(t):
            for flag in flags:
                v = _flag_value(toks, i, flag, any_case)
                if v is not None and (v := _prefixed(v, entry.get("prefix"))) is not None:
                    yield v, f"{name} {flag}"
            for flag in hash_flags:
                v = _flag_value(toks, i, flag, any_case)
                if v is not None and _NTLM_HASH.fullmatch(v.text) is not None:
                    yield v, f"{name} {flag}"
            if "named_flags" in entry:
                name_flag, value_flag = entry["named_flags"]
                if (v := _flag_value(toks, i, name_flag, any_case)) is not None:
                    named = v.text
                elif named is not None and key_word(named) is not None and (
                        v := _flag_value(toks, i, value_flag, any_case)) is not None:
                    yield v, f"{name} {named}"
            if "named_positional_flag" in entry and (
                    v := _flag_value(toks, i, entry["named_positional_flag"][1], any_case)) is not None:
                named_by_positional.append(v)
            for flag in entry.get("glued", []):
                if t.raw.startswith(flag) and len(t.raw) > len(flag) and t.raw[len(flag)] not in "=-":
                    raw = t.raw[len(flag):]
                    v_text, v_start = _unquote(raw, t.start + len(flag))
                    yield Token(v_text, v_start, v_start + len(v_text), raw), f"{name} {flag}"
            for flag in entry.get("flag_pairs", []):
                v = _flag_value(toks, i, flag)
                if v is not None and (pair := _split_pair(v)) is not None:
                    yield pair[1], f"{name} {flag}"
            for flag in entry.get("path_flags", []):
                v = _flag_value(toks, i, flag)
                if v is not None and (m := _PATH_VALUE.fullmatch(v.text)) is not None and (
                        key_word(_PATH_KEY.findall(m.group("path"))[-1]) is not None):
                    yield Token(m.group("v"), v.start + m.start("v"), v.start + m.end("v"), v.raw), f"{name} {flag}"
            for flag in entry.get("userpass_flags", []):
                v = _flag_value(toks, i, flag)
                if v is None and len(flag) == 2 and t.raw.startswith(flag) and len(t.raw) > 2:
                    # a short flag's value may be glued to it (-Uops%V), as any short flag's
                    raw = t.raw[2:]
                    v_text, v_start = _unquote(raw, t.start + 2)
                    v = Token(v_text, v_start, v_start + len(v_text), raw)
                if v is not None and (m := _USERPASS[entry["userpass"]].match(v.text)):
                    yield Token(v.text[m[0]:m[1]], v.start + m[0], v.start + m[1], v.raw), f"{name} {flag}"
            if any(_flag_raw(t.raw, f, any_case) == _flag_raw(f, f, any_case) for f in value_flags) and "=" not in t.raw:
                skip = True
            continue
        if i >= after:
            positional.append(t)
    for index in entry.get("positional", []):
        # (an entry that also reads KEY=VALUE pairs takes a pair's value there, not the whole pair;
        # elsewhere the argument is the credential, "=" in it or not)
        if -len(positional) <= index < len(positional) and not ("pairs" in entry and _PAIR.match(positional[index].text)):
            yield positional[index], name
    if "path_positional" in entry:
        k, v = entry["path_positional"]
        if v < len(positional) and (keys := _PATH_KEY.findall(positional[k].text)) and key_word(keys[-1]) is not None:
            value = positional[v]
            text, start = value.text, value.start
            if len(text) > 2 and text[0] == text[-1] == '"':  # a JSON string: its content
                text, start = text[1:-1], start + 1
            yield Token(text, start, start + len(text), value.raw), f"{name} {positional[k].text}"
    if "named_positional" in entry:
        k, v = entry["named_positional"]
        if v < len(positional) and key_word(positional[k].text) is not None:
            yield positional[v], name
    if named_by_positional:
        k = entry["named_positional_flag"][0]
        if -len(positional) <= k < len(positional) and key_word(positional[k].text) is not None:
            for v in named_by_positional:
                yield v, f"{name} {positional[k].text}"
    if "pairs" in entry:
        for t in positional:
            pair = _split_pair(t)
            if pair is not None and (entry["pairs"] == "all" or key_word(pair[0]) is not None):
                yield pair[1], name
    if "after_named" in entry:
        named = {w.lower() for w in entry["after_named"]}
        for k, (a, b) in enumerate(pairwise(positional)):
            if b.text == "0" and k + 2 < len(positional):
                b = positional[k + 2]  # a network device's type 0 (clear text) before the value
            if (a.text.lower() in named or ("*" in named and key_word(a.text) is not None)) and (
                    v := _prefixed(b, entry.get("prefix"))) is not None:
                yield v, f"{name} {a.text}"
    if "userpass" in entry:
        form = _USERPASS[entry["userpass"]]
        for t in positional:
            if (m := form.match(t.text)) is not None:
                yield Token(t.text[m[0]:m[1]], t.start + m[0], t.start + m[1], t.raw), f"{name} user{entry['userpass']}pass"


def arguments(text: str) -> Iterator[tuple[Token, str]]:
    """Every credential a known command is given in *text*: the value and what fired
    (``mysql -p``, ``vault kv put``, ``docker secret create (stdin)``)."""
    for m in _tool_matches(text):
        tool = m.tool
        toks, end, tag = tokens(text, m.end)
        line_start = max(0, m.start - 2000)  # a piped value may hold line breaks (printf "a\nb")
        before = text[line_start:m.start]
        for entry in COMMANDS[tool]:
            found = list(_entry_values(text, tool, entry, toks))
            yield from found
            if (not entry.get("stdin") or _match_sub(toks, [w.lower() for w in entry.get("sub", [])]) is None
                    or not _has_required(entry, toks)):
                continue
            name = " ".join([tool, *entry.get("sub", []), "(stdin)"])
            piped = _PIPED.search(before)
            if piped is not None:
                group = "qv" if piped.group("qv") is not None else "bv"
                value = Token(piped.group(group), line_start + piped.start(group), line_start + piped.end(group),
                              piped.group(group))
                if "stdin_line" in entry:
                    yield from ((t, name) for t in _answer_line(value, entry["stdin_line"]))
                    continue
                pairs = []
                if "userpass" in entry:  # chpasswd: user:password lines
                    for line in re.finditer(r"(?:[^\n\\]|\\(?!n))+", value.text):
                        if (up := _USERPASS[entry["userpass"]].match(line.group())) is not None:
                            at = value.start + line.start()
                            pairs.append((Token(line.group()[up[0]:up[1]], at + up[0], at + up[1], ""), name))
                yield from pairs or [(value, name)]
            if "stdin_line" in entry:
                # (the answers' quoted lines: the tokens end at the first line break)
                at = text.find("<<<", m.end, end)
                if at >= 0 and (h := _HERE_ANSWERS.match(text, at)) is not None:
                    value = Token(h.group("v"), h.start("v"), h.end("v"), h.group("v"))
                    yield from ((a, name) for a in _answer_line(value, entry["stdin_line"]))
            else:
                for t in _here_string(text, toks):
                    yield t, name
            into = _HEREDOC_INTO.search(before)
            for heredoc in (tag, into.group("tag") if into else None):
                if heredoc:
                    yield from ((t, name) for t in _heredoc_lines(text, end if heredoc == tag else m.start, heredoc))


# ---------------------------------------------------------------- any command line

_GENERIC = _DATA["generic"]
_FLAG_END = r"(?:[ \t]+|=|:)"
_USER_FLAG = lazy(r"(?<![\w/-])(?:" + "|".join(map(re.escape, _GENERIC["user_flags"])) + ")" + _FLAG_END
                        + r"[\"']?[^\s\"'/-]")
_PASSWORD_FLAG = lazy(
    r"(?<![\w/-])(?P<f>" + "|".join(map(re.escape, sorted(_GENERIC["password_flags"], key=len, reverse=True)))
    + ")" + _FLAG_END + r"(?P<q>[\"']?)(?P<v>[^\s\"'|;&<>]+)(?P=q)(?=[\s;&|)]|$)")
_CREDENTIAL_FLAG = lazy(
    r"(?<![\w/-])(?P<f>" + "|".join(map(re.escape, sorted(_GENERIC["credential_flags"], key=len, reverse=True)))
    # (govc's -u 'administrator@vsphere.local:V@vcenter': a user's domain, a host after the password)
    + r")(?:[ \t]+|=)(?P<q>[\"']?)(?:[\w.-]+(?:/|\\{1,2}))?[\w.$#-]+(?:@[\w-]+(?:\.[\w-]+)*)?[:%]"
    r"(?P<v>[^\s\"'@:/]{6,256})(?:@[\w-]+(?:\.[\w-]+)*(?::\d{1,5})?)?(?P=q)(?=[\s;&|)]|$)")
_LONE_PASSWORD_FLAG = lazy(
    # an argument of its own (after a space or a line's start); glued, not MSBuild's -p:NAME=V
    r"(?:^|(?<=[ \t]))(?P<f>" + "|".join(map(re.escape, _GENERIC["lone_password_flags"]))
    + r")(?:[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"'|;&<>-][^\s\"'|;&<>]{9,255})(?P=q)"
    r"|(?![A-Za-z_][\w.-]*=)(?P<g>[^\s\"'|;&<>=/:-][^\s\"'|;&<>]{9,255}))(?=[\s;&|)]|$)", re.MULTILINE)
_HEX = lazy(r"[0-9a-f]+")
_MIXED = lazy(r"(?=.*[a-z])(?=.*[A-Z])|[!@#%^*+=~&?]")


_WORD = r"_*+[A-Z]*[a-z]*(?:[A-Z][a-z]+)*\d*"  # ISSUE_TEMPLATE, UserProfile, Button2 (not Zq8Lm2Rt)
# (a run of separators is taken whole, ``++``: split between words that may be empty, 60 "_" then
# a "!" took minutes)
_WORD_PATH = lazy(rf"(?:~|\.{{1,2}})?/?(?:\.?{_WORD}(?:[._-]++{_WORD})*/)+\.?{_WORD}(?:[._-]++{_WORD})*/?")


def _looks_random(value: str) -> bool:
    """A value no table entry vouches for: a weak word's look (10+ characters, 3 bits, two
    kinds) and letters of both cases or a symbol; a lower-case name with digits and dashes is
    a pod's, a commit's, a package's (api-7f9c6d5b8-x2x9q); a path of named folders is a
    file's (.github/ISSUE_TEMPLATE, app/Http/Controllers)."""
    return (_MIXED.search(value) is not None and _WORD_PATH.fullmatch(value) is None
            and keyed_value(value, password=True, weak=True))


_NOT_A_PASSWORD_P = frozenset(_GENERIC["p_is_not_a_password"])


def _numeric_password(value: str, flag: str) -> bool:
    """Digits a password flag is given beside a user flag (mongo -u admin -p 84736251): the one
    rule for a password of digits, as at a password's name (checks.numeric_password: 6 to 16, so
    no port and no id; not a default everyone guesses, 123456 or 000000); not -w's (a width, a
    wait)."""
    return flag != "-w" and value.isascii() and value.isdigit() and numeric_password(value)
_RUNNERS = frozenset(_GENERIC["program_runners"])
_COMMAND_EDGES = "\n;&|(`\"{"


def _program(text: str, pos: int) -> str:
    """The program a flag at *pos* is given to: its command's first word that is not a runner
    (sudo, env, bundle exec) or a VAR=value, as a file name (/usr/bin/mkdir: mkdir)."""
    start = max(text.rfind(c, 0, pos) for c in _COMMAND_EDGES) + 1
    words = [w for w in text[start:pos].split() if "=" not in w and not w.startswith("-")]
    program = next((w for w in words if w not in _RUNNERS), words[-1] if words else "")
    return program.rsplit("/", 1)[-1].lower()
_ECHO_INTO = lazy(
    r"\b(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+(?:(?P<q>[\"'])(?P<qv>[^\"'\n]+)(?P=q)|(?P<bv>[^\s|;&>\"']+))"
    r"[ \t]*>>?[ \t]*[\"']?(?P<f>[^\s;&|\"']+)")
_USERINFO = lazy(
    # (not an XPath step's predicate: w:style[@w:type]); the host may be left out before the
    # database's path (Go's MySQL driver: user:PASSWORD@/dbname)
    r"(?:[\w.-]+(?:/|\\{1,2}))?[\w.$#-]+:(?P<v>[^\s:'\"`<>/]{6,200})(?<!\[)@(?:(?P<h>[A-Za-z0-9][\w.-]*)|(?=/[\w.-]))"
    r"(?:[/:]\S*)?")
_TOKEN_EDGE = lazy(r"[\s\"'`=(,]")
_ADDRESS_AND_QUERY = lazy(r"@[^?]*\?")
# a URL's password holding '?', '&', '=' or '#', written unencoded in a DSN
# (postgres://app:pa?ss&w=rd@db/app): the URL rule's reading stops at the first of them. The
# user is a plain name right after the scheme's "//", the password runs to the '@' before the host
_URL_USERINFO = lazy(r"://[\w.%+-]{0,100}:(?P<v>[^\s/@'\"`<>]{1,200})@[A-Za-z0-9\[]")


def _url_userinfo_spans(text: str) -> Iterator[tuple[int, int]]:
    """The password of ``scheme://user:PASSWORD@host`` when it holds a query's or a fragment's mark."""
    for m in _URL_USERINFO.finditer(text):
        if m.start() and text[m.start() - 1].isalnum() and any(c in m.group("v") for c in "?&=#"):
            yield m.span("v")


# what ends an argument before its "@" (_userinfo_spans), read back from the "@"; without "="
_ARGUMENT_EDGE = lazy(r"[ \t\n\"'`=(,]")
_ARGUMENT_EDGE_WIDE = lazy(r"[ \t\n\"'`(,]")


def _last_edge(text: str, at: int, edge: Any) -> int:
    """Where the last character *edge* matches stands in the 300 characters before *at*, or -1:
    one search of them reversed (a ``str.rfind`` a character, the most taken, cost 2-3 us an
    "@" of a long tool output; issue 35)."""
    low = max(0, at - 300)
    m = edge.search(text[low:at][::-1])
    return -1 if m is None else at - 1 - m.start()


def _userinfo_spans(text: str) -> Iterator[tuple[int, int]]:
    """``[domain/]user:PASSWORD@host`` as one argument: found from each ``@``."""
    at = text.find("@")
    while at >= 0:
        start = _last_edge(text, at, _ARGUMENT_EDGE) + 1
        if ":" not in text[start:at]:
            # an '=' cut the user's ':' off: an '=' before that ':' ends a key (DSN=user:V@host),
            # one after it is the password's own character (user:pa=ss@host, user:p?a&b=c@host,
            # user:p@s=s@host), unless an address and a query stand there
            # (mailto:a@example.com?cc=b@example.com) or a query's parameter before the user's ':'
            # (?next=a:b@c)
            wide = _last_edge(text, at, _ARGUMENT_EDGE_WIDE) + 1
            colon = text.find(":", wide, at)
            if (colon >= 0 and _ADDRESS_AND_QUERY.search(text, colon + 1, at) is None
                    and not any(c in text[wide:colon] for c in "?&")):
                start = text.rfind("=", wide, colon) + 1 or wide
        edge = _TOKEN_EDGE.search(text, at)
        end = edge.start() if edge else len(text)
        if ":" in text[start:at] and not text.startswith("//", max(0, text.find(":", start, at) + 1)):
            m = _USERINFO.fullmatch(text, start, end)
            if m is not None:
                yield m.span("v")
        at = text.find("@", end)


# a value piped into any command whose own words say it takes a credential (docker login
# --password-stdin, openssl passwd, cryptsetup luksAddKey, passage insert): the value must look
# random, as a weak word's, for the program is not in the table
_PIPED_ANY = lazy(
    r"\b(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+(?:(?P<q>[\"'])(?P<qv>[^\"'\s]{6,256})(?P=q)|(?P<bv>[^\s|;&>\"'$`]{6,256}))"
    r"[ \t]*\|[ \t]*(?P<cmd>[^\n|;&]{1,300})")
_TAKES_CREDENTIAL = lazy(r"pass|secret|token|login|signin|unlock|auth|cred|key|stdin|pw", re.IGNORECASE)
# the generic rules' patterns, tried only where one of their opening flags or words occurs
# (re searches for none of them in C: on the agents' texts the command rules were the costliest)
_USER_FLAG_AT, _PASSWORD_FLAG_AT, _CREDENTIAL_FLAG_AT, _ECHO_INTO_AT, _PIPED_ANY_AT = map(
    AtOpenings, (_USER_FLAG, _PASSWORD_FLAG, _CREDENTIAL_FLAG, _ECHO_INTO, _PIPED_ANY))
# a password and its confirmation, the same value twice, piped into a command (the escape may
# stand decoded, as the engine's normalised view reads it): echo -e "V\\nV" |
# passwd bob, printf 'V\\nV\\n' | vncpasswd -f, (echo V; echo V) | smbpasswd -s -a bob. The value
# repeated is the confirmation a password prompt asks for, so the value need not look random
_TWICE = lazy(
    r"(?:\((?:echo|printf)[ \t]+(?P<q1>[\"']?)(?P<a>[^\s\"'|;&<>()`$\\]{4,256})(?P=q1)[ \t]*;[ \t]*"
    r"(?:echo|printf)[ \t]+(?P<q2>[\"']?)(?P<b>[^\s\"'|;&<>()`$\\]{4,256})(?P=q2)[ \t]*;?[ \t]*\)"
    r"|(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+(?P<q3>[\"'])(?P<c>[^\s\"'$`\\]{4,256})(?:\\n|\r?\n)(?P<d>[^\s\"'$`\\]{4,256})"
    r"(?:\\n|\r?\n)?(?P=q3))[ \t]*\|[ \t]*(?P<cmd>[^\n|;&]{1,300})")
# a value given as a process substitution to an argument whose name says it takes a credential:
# vncviewer -passwd <(echo V), openvpn --auth-user-pass <(printf 'user\\nV'), wg set wg0 private-key
# <(echo V), --password-file=<(echo V)
_PROCESS_SUBSTITUTION = lazy(
    r"(?<![\w./$-])(?P<f>-{0,2}[A-Za-z][\w.-]{0,40})(?:[ \t]+|=)<\((?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+"
    r"(?P<q>[\"']?)(?P<v>[^\"'()`$]{1,300})(?P=q)[ \t]*\)")
_ESCAPED_LINES = lazy(r"(?:[^\\\n]|\\(?!n))+")
# a password-hashing call given the plain password as a literal, in a one-liner (python -c, node
# -e, php -r, perl -e) or in code: crypt.crypt('V', ...), bcrypt.hashpw(b"V", ...), hashSync('V', 10),
# password_hash('V', PASSWORD_DEFAULT), generate_password_hash('V'), checkpw(b'V', hashed); and
# bcryptjs' and argon2's hash under their own names (await bcrypt.hash("V", 10), argon2.hash('V')) and
# Laravel's Hash::make('V'): a seed's or a README's default account (round 28)
_HASHING_CALL = lazy(
    r"(?<![\w$])(?:[\w$]+\.)*(?P<fn>crypt|hashpw|hashSync|compareSync|password_hash|generate_password_hash|checkpw"
    r"|(?<=bcrypt\.)hash|(?<=bcryptjs\.)hash|(?<=argon2\.)hash|Hash::make)"
    r"\([ \t]*b?(?P<q>[\"'])(?P<v>[^\s\"'\\]{4,128})(?P=q)")
# (an application's own hash_password("...") is code the key reader's examples keep: only the
# libraries' names, whose first argument is the plain password)
_HASHING_CALL_WORDS = ("crypt(", "hashpw(", "hashsync(", "comparesync(", "password_hash(", "checkpw(", "bcrypt.hash(",
                       "bcryptjs.hash(", "argon2.hash(", "hash::make(")
# a secret store's set, on any program: after the words secret(s) set/add/put/create/update, every
# KEY=VALUE argument's value (infisical secrets set K=V, render secrets set K=V, modal secret create
# NAME K=V): a store holds secrets, so the value need not look random, only pass the password gate
# (its lookbehind stands after the s, which it reads again: so the pattern opens with a letter,
# which ``re`` skips to, not with a lookbehind tried at every character; the same matches)
_SECRETS_SET = lazy(r"(?i)s(?<![\w./$-]s)ecrets?[ \t]+(?:set|add|put|create|update)\b(?P<args>[^\n|;&]{1,2000})")
_SET_PAIR = lazy(r"(?:^|(?<=[ \t]))(?P<q>[\"']?)[A-Za-z_][\w.-]{0,80}=(?P<v>[^\s\"']{1,256})(?P=q)(?=[ \t]|$)")
# an FTP script's login, in a heredoc or an echoed script piped into ftp: user NAME PASSWORD, quote
# PASS PASSWORD, PASS PASSWORD (the lines may stand joined by escaped line breaks)
_FTP_LOGIN = lazy(
    # (a pasted session's prompt may stand before it: ftp> user bob V)
    r"(?im)(?:^|\\n)[ \t]*(?:ftp>[ \t]*)?(?:user[ \t]+[^\s\\]+[ \t]+(?P<a>[^\s\\\"']+)|(?:quote[ \t]+)?pass[ \t]+(?P<b>[^\s\\\"']+))"
    r"[ \t]*(?=\\n|\r?\n|$|[\"'])")
_FTP_PROGRAM = lazy(r"(?i)(?<![\w.-])(?:ftp|ncftp|pftp)(?:\.exe)?[ \t]+-|(?<![\w.-])(?:ftp|ncftp|pftp)\b")
# the same value given as a here-string: keepassxc-cli open db --pw-stdin <<< V, vncpasswd -f <<< V
_HERE_STRING_ANY = lazy(r"(?m)^(?P<cmd>[^\n|;&<]{1,300}?)[ \t]*<<<[ \t]*(?:(?P<q>[\"'])(?P<qv>[^\"'\s]{6,256})(?P=q)"
                              r"|(?P<bv>[^\s|;&>\"'$`]{6,256}))")
# a password and its confirmation as one here-string (smbpasswd -a bob <<< $'V\nV', passwd <<< "V
# (a line break) V"): the same value twice, as _TWICE's piped form
_HERE_STRING_TWICE = lazy(
    r"(?m)^(?P<cmd>[^\n|;&<]{1,300}?)[ \t]*<<<[ \t]*\$?(?P<q>[\"'])(?P<a>[^\s\"'$`\\]{4,256})(?:\\n|\r?\n)"
    r"(?P<b>[^\s\"'$`\\]{4,256})(?:\\n)?(?P=q)")
# a password flag with no value after it (the program prompts, and reads what is piped in):
# mysql -u root -p, --password at the end or before another flag
_BARE_PASSWORD_FLAG = lazy(
    r"(?<![\w-])(?:" + "|".join(map(re.escape, sorted(_GENERIC["password_flags"], key=len, reverse=True)))
    + r")(?=[ \t]*$|[ \t]+-)")
# the programs whose -p takes its value glued (mysql -pV): a -p alone is a prompt, whatever follows
_GLUED_P = frozenset(t for e in _DATA["commands"] if "-p" in e.get("glued", []) for t in e["tools"])
_GLUED_P_WORD = lazy(r"(?<![\w.-])(?:" + "|".join(map(re.escape, sorted(_GLUED_P))) + r")(?![\w.-])")
_BARE_P = lazy(r"(?<![\w-])-p(?=[ \t]|$)")
#: programs that prompt for a passphrase and read it from their input (ssh-add - <<< V)
_PROMPTING = frozenset(_GENERIC["prompting_programs"])
# an option whose name says it takes a credential, given a command that echoes a literal (msmtp
# --passwordeval 'echo V', passwordeval "printf V" in an msmtprc, --password-command="echo V")
_ECHO_OPTION = lazy(
    r"(?<![\w./$-])(?P<f>-{0,2}[A-Za-z][\w.-]{0,40})(?:[ \t]+|[ \t]*=[ \t]*)(?P<q>[\"'])(?:echo|printf)"
    r"(?:[ \t]+-[neE]+)*[ \t]+(?P<q2>[\"']?)(?P<v>[^\s\"'`$|;&()<>\\]{4,256})(?P=q2)[ \t]*(?P=q)")
# a subcommand (or a bare word inside a command) whose name names a password, then the
# arguments after it: reset-admin-password V, change_password USER V, set-password V
_PASSWORD_WORD = lazy(r"(?<![\w./$-])(?P<w>(?:[A-Za-z][\w-]*:)*(?:[A-Za-z][\w-]*)?(?i:pass(?:word|wd|phrase)?|pwd)"
                            r"[A-Za-z0-9]{0,3}(?::[A-Za-z][\w-]*)*)"
                            r"(?P<args>(?:[ \t]+(?:\"[^\"\s]{1,256}\"|'[^'\s]{1,256}'|[^\s\"'|;&<>()`-][^\s\"'|;&<>()`]{0,255})){1,2})")
_PASSWORD_WORDS = frozenset(LEXICON["password_words"]) | {"setpassword", "changepassword", "resetpassword", "newpassword"}
_PROSE = frozenset(("is", "are", "was", "were", "to", "for", "of", "the", "a", "an", "in", "on", "with", "be", "as",
                    "and", "or", "not", "from", "into", "by", "it", "this", "that", "should", "must", "will"))
_ARG = lazy(r"[ \t]+(?:\"(?P<a>[^\"\s]+)\"|'(?P<b>[^'\s]+)'|(?P<c>\S+))")


def _words_alternation(words: list[str]) -> str:
    """Words as a regex's alternatives, longest first, a space in one as any run of blanks."""
    return "|".join(re.escape(w).replace(r"\ ", r"[ \t]+") for w in sorted(words, key=len, reverse=True))


# a word that signs in or makes an account, given a user and a password as its next two
# arguments: steam -login USER V, steamcmd +login USER V, a CLI's `auth USER V`, `adduser USER
# V`, `user create USER V` (data/commands.toml's account_words)
_ACCOUNT = _words_alternation(_GENERIC["account_words"])
# (the word may be a script's name, with a path and an extension: /opt/jboss/wildfly/bin/add-user.sh
# USER V, ./create-user.sh USER V, %JBOSS_HOME%\bin\add-user.bat USER V)
_LOGIN_ARGS = lazy(
    r"(?<![\w./$-])(?P<w>[-+]{0,2}(?:(?:~|\.{1,2}|\$\{?\w+\}?|%\w+%|[A-Za-z]:)?[/\\](?:[\w.-]+[/\\]){0,12})?(?i:" + _ACCOUNT + r")"
    r"(?:\.(?:sh|bash|bat|cmd|ps1|py))?)[ \t]+(?P<u>[^\s\"'|;&<>()`-][^\s\"'|;&<>()`]{0,127})"
    r"[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"'|;&<>()`-][^\s\"'|;&<>()`]{5,255})(?P=q)(?=[\s;&|)]|$)")
# USER name USING password (Db2's CLP, SQL's CONNECT TO db USER u USING V)
_USER_USING = lazy(
    r"(?<![\w.$-])(?i:user)[ \t]+(?P<u>[^\s\"'|;&<>()`-][^\s\"'|;&<>()`]{0,127})[ \t]+(?i:using)[ \t]+"
    r"(?P<q>[\"']?)(?P<v>[^\s\"'|;&<>()`-][^\s\"'|;&<>()`]{5,255})(?P=q)(?=[\s;&|)]|$)")
# a password's Windows-style flag and its value after a colon, on any program: /p:V, /password:V
_SLASH_PASSWORD = lazy(
    r"(?<![\w/.:\\-])(?P<f>/(?i:" + _words_alternation(_GENERIC["slash_password_flags"]) + r")):"
    r"(?P<q>[\"']?)(?P<v>[^\s\"'|;&<>=]{6,255})(?P=q)(?=[\s;&|)]|$)")
# a verb that stores a setting, a key that names a secret, its value: config set api.token V
_SETTING = lazy(
    r"(?<![\w./$-])(?P<w>(?i:" + _words_alternation(_GENERIC["setting_verbs"]) + r"))[ \t]+"
    r"(?P<k>[A-Za-z_][\w.:-]{0,80})[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"'|;&<>()`-][^\s\"'|;&<>()`]{5,255})(?P=q)"
    r"(?=[\s;&|)]|$)")


_TOKEN_RUN = lazy(r"[^\s\"'`(|;&=]*")


def _token_start(text: str, at: int) -> int:
    """Where the token that holds *at* starts, looking back at most 64 characters: what
    ``[^\\s"'`(|;&=]*$`` searched in ``text[at - 64:at]`` gives, read backwards once (that
    search tried each of the 64 positions in turn). As ``$`` does, a newline just before *at*
    is the window's end: the run before it is taken."""
    low = max(0, at - 64)
    end = at - 1 if at > low and text[at - 1] == "\n" else at
    return at - _TOKEN_RUN.match(text[low:end][::-1]).end()


def _at_anchors(pattern: re.Pattern[str], anchor: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``pattern``'s matches that start where a token holding ``anchor`` starts: the anchor is
    found first (a literal scan), so the pattern is not tried at every position of the text."""
    yield from _at_positions(pattern, text, (a.start() for a in anchor.finditer(text)))


def _word_starts(text: str, anchor: re.Pattern[str], words: tuple[str, ...]) -> list[int]:
    """Where *anchor* matches in *text*, for an anchor that is the case-blind alternation of
    *words* (lower-case, none overlapping itself or another): each word found by ``str.find`` in
    the text lower-cased (``re`` tried the case-blind alternation at every place, 15 ns a
    character: 5 ms over Cline's dev texts, issue 35); by the anchor itself where lower case
    moves an offset or the text holds a letter ``re`` folds as ``lower`` does not (``ſ``)."""
    lower = _lowered(text)
    if len(lower) != len(text) or not _folds_as_written(text):
        return [m.start() for m in anchor.finditer(text)]
    starts = []
    for word in words:
        at = lower.find(word)
        while at >= 0:
            starts.append(at)
            at = lower.find(word, at + len(word))
    return sorted(starts)


def _at_positions(pattern: re.Pattern[str], text: str, positions: Iterable[int]) -> Iterator[re.Match[str]]:
    """``pattern``'s matches that start where a token holding one of *positions* starts."""
    last = -1
    for at in positions:
        start = _token_start(text, at)
        if start <= last:
            continue
        m = pattern.match(text, start)
        if m is not None:
            last = m.end()
            yield m


def _families_starts(lower: str, families: tuple[tuple[str, ...], ...]) -> list[list[int]]:
    """Where each word of each of *families* (tuples of words, lower-case, one space for a run
    of blanks) starts in *lower*, in order, a list a family: one pass of one automaton of all
    their words (a substring search a word read a long message once a word: 60 of them, 30 ms
    on Cline's samples; an automaton a family, three times), cheaper than one regex of
    alternatives (or its lookahead) tried at every position."""
    found = _WORD_AUTOMATA.get(families)
    if found is None:
        words = sorted({w for family in families for w in family})
        member = [[i for i, family in enumerate(families) if w in family] for w in words]
        found = _WORD_AUTOMATA[families] = (automaton(words), member)
    starts: list[set[int]] = [set() for _ in families]
    for index, start, _end in occurrences(found[0], lower):
        for i in found[1][index]:
            starts[i].add(start)
    return [sorted(s) for s in starts]


_WORD_AUTOMATA: dict[tuple[tuple[str, ...], ...], Any] = {}


_PASS_ANCHOR = lazy(r"(?i)pass|pwd")
_PASS_WORDS = ("pass", "pwd")  # (_PASS_ANCHOR's, for _word_starts)
_SLASH_ANCHOR = lazy(r"/[pP]")
_ACCOUNT_LOWER = tuple(" ".join(w.lower().split()) for w in _GENERIC["account_words"])
_SETTING_VERBS = frozenset(w.lower() for w in _GENERIC["setting_verbs"])
_SETTING_LOWER = tuple(w.lower() + sep for w in _GENERIC["setting_verbs"] for sep in " \t")
_P_ANCHOR = lazy(r"-[pP]")


def _word_args(text: str) -> Iterator[tuple[int, int, str]]:
    """The arguments after a bare word that names a password, inside a command line (a
    program's name stands before it on its line): each that looks random, as a weak word's
    value must (the position is not known, a user's name may come first)."""
    for m in _at_positions(_PASSWORD_WORD, text, _word_starts(text, _PASS_ANCHOR, _PASS_WORDS)):
        # a namespaced subcommand (drush user:password, drupal user:password:reset): its
        # segment that names the password
        word = next(w for w in m.group("w").split(":") if _PASS_ANCHOR.search(w))
        words = name_words(word)
        if (not _led(text, m.start()) or not words or words[-1] not in _PASSWORD_WORDS
                or word.lower() in ("pass", "pwd")):  # a verb, a shell command
            continue  # a verb may stand before it: reset-admin-password, change_password, setpassword
        for a in _ARG.finditer(text, m.start("args"), m.end("args")):
            group = next(g for g in ("a", "b", "c") if a.group(g) is not None)
            if a.group(group).lower() in _PROSE:
                break  # "the password is V": a sentence (the said rule's), not a command's arguments
            if not any(c.isalnum() for c in a.group(group)):
                break  # an operator: var password = builder.Configuration[...] is code, not a command
            value = a.group(group).rstrip(",.;")
            if _LABELLED_ARG.match(value):
                break  # Objective-C's message (withPassword:password progressHandler:nil]): labelled arguments, code
            if _looks_random(value):
                yield a.start(group), a.start(group) + len(value), f"command:{m.group('w')} (argument)"


_LABELLED_ARG = lazy(r"[A-Za-z_]\w*:(?!//)\S*\]")


# a bare word that names a token, an API key or a secret, then its arguments: acme auth-token V,
# acme token add V, acme apikey set V (a password's word is _PASSWORD_WORD's)
_SECRET_WORD_ANCHOR = lazy(r"(?i)" + _words_alternation(_GENERIC["secret_words"]))
_SECRET_WORDS_LOWER = tuple(w.lower() for w in _GENERIC["secret_words"])
_SECRET_WORD = lazy(
    r"(?<![\w./$-])(?P<w>[A-Za-z][\w-]{0,40}(?::[A-Za-z][\w-]{0,40}){0,3})"
    r"(?P<args>(?:[ \t]+(?:\"[^\"\s]{1,256}\"|'[^'\s]{1,256}'|[^\s\"'|;&<>()`=-][^\s\"'|;&<>()`]{0,255})){1,2})")


def _secret_word_args(text: str, word_starts: list[int]) -> Iterator[tuple[int, int, str]]:
    """The arguments after a bare word (or a namespaced subcommand's segment) that names a
    token, an API key or a secret (one starts at each of *word_starts*), inside a command line:
    each that looks random."""
    for m in _at_positions(_SECRET_WORD, text, word_starts):
        if not _led(text, m.start()):
            continue
        hits = [key_word(w) for w in m.group("w").split(":") if _SECRET_WORD_ANCHOR.search(w)]
        if not any(h is not None and not h.weak and not h.password for h in hits):
            continue
        after_verb = False
        for a in _ARG.finditer(text, m.start("args"), m.end("args")):
            group = next(g for g in ("a", "b", "c") if a.group(g) is not None)
            if a.group(group).lower() in _PROSE or not any(c.isalnum() for c in a.group(group)):
                break  # a sentence, or code (theseTokens != matchTokens)
            value = a.group(group).rstrip(",.;")
            if value.endswith(":") or any(c in value for c in "[](){}"):
                continue  # a code name (a label, a type: list[Token]), not a credential
            if value.lower() in _SETTING_VERBS:
                after_verb = True  # set, add: a key, then its value, may follow
                continue
            following = _ARG.match(text, a.end()) if after_verb else None
            after_verb = False
            if (following is not None and not following.group().lstrip().startswith("-")
                    and not any(c.isdigit() for c in value)):
                # a name with no digit that a value follows is its key (dotnet user-secrets set
                # "ConnectionStrings:Db" "$DB"); a random value holds digits
                continue
            # (KEY=VALUE is the pair readers'; a token's value is no code name: MyFeatureBranch9)
            if not _PAIR.match(value) and _looks_random(value) and keyed_value(value, weak=True):
                yield a.start(group), a.start(group) + len(value), f"command:{m.group('w')} (argument)"


_WORD_FAMILIES = (_ACCOUNT_LOWER, _SECRET_WORDS_LOWER, _SETTING_LOWER)
_SCRIPT_WORD = lazy(r"[/\\]|\.(?:sh|bash|bat|cmd|ps1|py)$")
# what USER u USING V opens with, as its pattern reads it (any case: 'ſ' is an 's' to it)
_USER_ANCHOR = lazy(r"(?i)user")
_USER_WORDS = ("user",)  # (_USER_ANCHOR's, for _word_starts)


def _at_anchors_exactly(pattern: re.Pattern[str], anchor: re.Pattern[str], text: str,
                        anchors: Iterable[re.Match[str]] | Iterable[int] | None = None) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)``, for a pattern that can only start where *anchor* (its
    opening, which cannot overlap itself) matches: tried only there (a regex that opens with
    a lookbehind is otherwise tried at every position of the text). *anchors*: the anchor's
    matches as ``anchor.finditer(text)`` finds them, or where they start, found another way."""
    last = -1
    for a in anchor.finditer(text) if anchors is None else anchors:
        start = a if isinstance(a, int) else a.start()
        if start < last:
            continue
        m = pattern.match(text, start)
        if m is not None:
            last = m.end()
            yield m


def _led(text: str, pos: int) -> bool:
    """Whether something other than blanks stands before *pos* on its line: a program named
    first, as a command's word is led (a word at a line's start is prose's or a heading's)."""
    return bool(text[text.rfind("\n", 0, pos) + 1:pos].strip())


def _line_of(text: str, pos: int) -> str:
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return text[start:len(text) if end < 0 else end]


def _generic_spans(text: str) -> Iterator[tuple[int, int, str]]:
    yield from _generic_line_spans(text)
    if '"-' in text or "'-" in text:  # what these read in an array is a flag
        yield from in_string_arrays(text, _generic_line_spans)


def _generic_line_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """What any command line says: ``-u USER -p PASSWORD``, ``echo V > password.txt``,
    ``[domain/]user:PASSWORD@host``."""
    if next(_USER_FLAG_AT.finditer(text), None) is not None:
        for m in _PASSWORD_FLAG_AT.finditer(text):
            value = m.group("v")
            if _USER_FLAG.search(_line_of(text, m.start())) is not None and (
                    any(c.isalpha() for c in value) and keyed_value(value)
                    or _numeric_password(value, m.group("f")) and _program(text, m.start()) not in _NOT_A_PASSWORD_P):
                yield m.start("v"), m.end("v"), f"command:-u/{m.group('f')}"
    if ">" in text and ("echo" in text or "printf" in text):
        for m in _ECHO_INTO_AT.finditer(text):
            stem = m.group("f").rsplit("/", 1)[-1].split(".", 1)[0]
            group = "qv" if m.group("qv") is not None else "bv"
            if stem and key_word(stem) is not None and keyed_value(m.group(group), password=True):
                yield m.start(group), m.end(group), f"command:echo > {stem}"
    if "@" in text:
        for start, end in _userinfo_spans(text):
            if keyed_value(text[start:end]):
                yield start, end, "command:user:pass@host"
        if "://" in text:
            for start, end in _url_userinfo_spans(text):
                if url_password(text[start:end]):
                    yield start, end, "command:user:pass@host"


def _loose_spans(text: str) -> Iterator[tuple[int, int, str]]:
    yield from _loose_line_spans(text)
    if '"-' in text or "'-" in text:  # what these read in an array is a flag
        yield from in_string_arrays(text, _loose_line_spans)


# the words _loose_line_spans asks a text for, lower-cased, found in one automaton pass: each was a
# scan of the whole text of its own (some fifteen a text, 6.4 ms over Cline's woken texts). A word
# asked of the text as written is asked of this set first: a text holds it only where its lower
# case does; "w in seen" is "w in lower" (every occurrence is found)
_LOOSE_WORDS = ("-p", "echo", "printf", "<(echo", "<(printf", "secret", "<<<", "pass", "pwd", "ftp", "user",
                *(q + word for q in "\"'" for word in ("echo", "printf")), *_HASHING_CALL_WORDS)
_LOOSE_GATES = automaton(_LOOSE_WORDS)


def _loose_words(lower: str) -> frozenset[str]:
    """Which of ``_LOOSE_WORDS`` *lower* holds."""
    return frozenset(_LOOSE_WORDS[index] for index, _start, _end in occurrences(_LOOSE_GATES, lower))


def _loose_line_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """What any command line says of a program the table does not know, read looser: a user
    flag given ``user:PASSWORD`` (no host), ``-p V`` / ``-pV`` with no user flag, a value piped
    into a command whose words say it takes a credential, the arguments after a word that names
    a password (``reset-admin-password V``). A named reader (a key, a block, the table) wins
    the same span: this rule's priority is below theirs."""
    lower = _lowered(text)  # (the key reader's and the rules' lower-cased text, when it is this one)
    seen = _loose_words(lower)
    # ("echo" or "printf" as written, asked twice below)
    echoes = "|" in text and ("echo" in seen and "echo" in text or "printf" in seen and "printf" in text)
    for m in _CREDENTIAL_FLAG_AT.finditer(text) if (":" in text or "%" in text) and " -" in text else ():
        value = m.group("v")
        if not value.isalpha() and not _HEX.fullmatch(value) and keyed_value(value, password=True):
            yield m.start("v"), m.end("v"), f"command:{m.group('f')} user:pass"
    for m in _at_anchors(_LONE_PASSWORD_FLAG, _P_ANCHOR, text) if "-p" in seen else ():
        group = "v" if m.group("v") is not None else "g"
        value = m.group(group)
        if _looks_random(value) and _program(text, m.start()) not in _NOT_A_PASSWORD_P:
            yield m.start(group), m.end(group), f"command:{m.group('f')}"
    if echoes:
        for m in _PIPED_ANY_AT.finditer(text):
            group = "qv" if m.group("qv") is not None else "bv"
            program = re.sub(r"^(?:sudo[ \t]+(?:-\S+[ \t]+)*)?", "", m.group("cmd").strip()).split(" ", 1)[0]
            if program.rsplit("/", 1)[-1] in COMMANDS:
                continue  # the table says what that program takes from its input
            if _TAKES_CREDENTIAL.search(m.group("cmd")) and _looks_random(m.group(group)):
                yield m.start(group), m.end(group), "command:(piped into a credential's command)"
    if echoes:
        yield from _twice_spans(text)
    if "<(echo" in seen and "<(echo" in text or "<(printf" in seen and "<(printf" in text:  # (what its pattern holds, as written)
        yield from _process_substitution_spans(text)
    if "secret" in seen and "=" in text:
        for m in _SECRETS_SET.finditer(text):
            if _led(text, m.start()):
                for p in _SET_PAIR.finditer(m.group("args")):
                    if keyed_value(p.group("v"), password=True):
                        at = m.start("args") + p.start("v")
                        yield at, at + len(p.group("v")), "command:secrets set KEY=V"
    if "ftp" in seen and ("user" in seen or "pass" in seen) and _FTP_PROGRAM.search(text):
        for m in _FTP_LOGIN.finditer(text):
            group = "a" if m.group("a") is not None else "b"
            if keyed_value(m.group(group), password=True):
                yield m.start(group), m.end(group), "command:ftp user NAME PASSWORD"
    if any(w in seen for w in _HASHING_CALL_WORDS):
        for m in _HASHING_CALL.finditer(text):
            if keyed_value(m.group("v"), password=True):
                yield m.start("v"), m.end("v"), f"command:{m.group('fn')}('V')"
    if "<<<" in seen:
        for m in _HERE_STRING_ANY.finditer(text):
            group = "qv" if m.group("qv") is not None else "bv"
            cmd = m.group("cmd")
            program = re.sub(r"^(?:sudo[ \t]+(?:-\S+[ \t]+)*)?", "", cmd.strip()).split(" ", 1)[0].rsplit("/", 1)[-1]
            # a program the table lacks whose words say it takes a credential; any program whose
            # password flag stands without its value (mysql -u root -p <<< V: the prompt reads the
            # here-string); a program that prompts for a passphrase (ssh-add - <<< V)
            value = m.group(group)
            takes = (program not in COMMANDS and _TAKES_CREDENTIAL.search(cmd)) \
                or _BARE_PASSWORD_FLAG.search(cmd) is not None \
                or _BARE_P.search(cmd) is not None and _GLUED_P_WORD.search(cmd) is not None  # (mysql's -p: no spaced value)
            if takes and _looks_random(value) or program in _PROMPTING and keyed_value(value, password=True):
                yield m.start(group), m.end(group), "command:(here-string into a credential's command)"
        for m in _HERE_STRING_TWICE.finditer(text):
            cmd = m.group("cmd")
            program = re.sub(r"^(?:sudo[ \t]+(?:-\S+[ \t]+)*)?", "", cmd.strip()).split(" ", 1)[0].rsplit("/", 1)[-1]
            if (m.group("a") == m.group("b") and (_TAKES_CREDENTIAL.search(cmd) or program in _PROMPTING)
                    and keyed_value(m.group("a"), password=True)):
                for g in ("a", "b"):
                    yield m.start(g), m.end(g), "command:(a password and its confirmation as a here-string)"
    if any(q + word in seen and q + word in text for q in "\"'" for word in ("echo", "printf")):  # (the option's quote opens the echo)
        for m in _echo_option_matches(text):
            if _TAKES_CREDENTIAL.search(m.group("f")) and keyed_value(m.group("v"), password=True):
                yield m.start("v"), m.end("v"), f"command:{m.group('f')} 'echo V'"
    if "pass" in seen or "pwd" in seen:
        yield from _word_args(text)


def _process_substitution_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """Each line of a value echoed into a process substitution given to a credential's argument
    that a password's gate lets through; for a user-and-password argument (auth-user-pass), the
    lines after the first (the user)."""
    for m in _PROCESS_SUBSTITUTION.finditer(text):
        flag = m.group("f")
        if not _TAKES_CREDENTIAL.search(flag):
            continue
        lines = [(p.start(), p.group()) for p in _ESCAPED_LINES.finditer(m.group("v")) if p.group().strip()]
        if len(lines) > 1 and "user" in flag.lower():
            lines = lines[1:]
        for at, line in lines:
            if keyed_value(line, password=True):
                start = m.start("v") + at
                yield start, start + len(line), f"command:{flag} <(echo V)"


_TWICE_ANCHOR = lazy(r"\((?:echo|printf)|\b(?:echo|printf)\b", quick=True)


def _places(text: str, word: str) -> Iterator[int]:
    """Where *word* stands in *text*, in order (``str.find``, in C)."""
    at = text.find(word)
    while at >= 0:
        yield at
        at = text.find(word, at + 1)


def _twice_anchors(text: str) -> Iterator[re.Match[str]]:
    """``_TWICE_ANCHOR.finditer(text)``, tried only at each echo or printf and the place before it
    (where a parenthesis opens one): every match opens there. The search tried its lookahead on
    (, e and p at every place of a long output (4.6 ms over 14 of Crush's texts)."""
    end = 0
    for word_at in sorted(at for word in ("echo", "printf") for at in _places(text, word)):
        for at in (word_at - 1, word_at):
            if at >= end and (a := _TWICE_ANCHOR.match(text, at)) is not None:
                yield a
                end = a.end()
                break


def _echo_option_matches(text: str) -> Iterator[re.Match[str]]:
    """``_ECHO_OPTION.finditer(text)``, read only on the lines that hold a quote before echo or
    printf: none of its matches crosses a line, and each holds one (the search read every place
    of every line: 4.9 ms over two of Crush's texts)."""
    starts = {text.rfind("\n", 0, at) + 1 for q in "\"'" for word in ("echo", "printf") for at in _places(text, q + word)}
    for start in sorted(starts):
        end = text.find("\n", start)
        yield from _ECHO_OPTION.finditer(text, start, len(text) if end < 0 else end)


def _twice_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """A password and its confirmation piped into a command whose words say it takes a
    credential (or that the table knows): both copies, if they are one value a password's
    gate lets through."""
    for m in _at_anchors_exactly(_TWICE, _TWICE_ANCHOR, text, _twice_anchors(text)):
        first, second = ("a", "b") if m.group("a") is not None else ("c", "d")
        if m.group(first) != m.group(second):
            continue
        program = re.sub(r"^(?:sudo[ \t]+(?:-\S+[ \t]+)*)?", "", m.group("cmd").strip()).split(" ", 1)[0]
        if ((_TAKES_CREDENTIAL.search(m.group("cmd")) or program.rsplit("/", 1)[-1] in COMMANDS)
                and keyed_value(m.group(first), password=True)):
            for g in (first, second):
                yield m.start(g), m.end(g), "command:(a password and its confirmation piped)"


def _word_spans(text: str) -> Iterator[tuple[int, int, str]]:
    yield from _word_line_spans(text)
    if '"' in text or "'" in text:  # a command written as an array of strings
        yield from in_string_arrays(text, _word_line_spans, lambda line: True)


def _word_line_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """The loose rule's families that a word leads (a rule of their own, woken only where the
    word stands whole: 'put ' is in every 'input '): an account's word and its user and
    password, a token's or a secret's word and its arguments, USER u USING V, a Windows-style
    password flag, a setting verb with a secret-named key."""
    lower = _lowered(text)  # (the key reader's and the rules' lower-cased text, when it is this one)
    account_starts, secret_starts, setting_starts = _families_starts(lower, _WORD_FAMILIES)
    for m in _at_positions(_LOGIN_ARGS, text, account_starts):
        # (a script named for the word, with a path or an extension, is the program itself)
        if ((_led(text, m.start()) or _SCRIPT_WORD.search(m.group("w"))) and m.group("u").lower() not in _PROSE
                and _looks_random(m.group("v"))):
            yield m.start("v"), m.end("v"), f"command:{' '.join(m.group('w').split())} USER PASSWORD"
    if secret_starts:
        yield from _secret_word_args(text, secret_starts)
    if "using" in lower:
        for m in _at_anchors_exactly(_USER_USING, _USER_ANCHOR, text, _word_starts(text, _USER_ANCHOR, _USER_WORDS)):
            if _looks_random(m.group("v")):
                yield m.start("v"), m.end("v"), "command:USER u USING PASSWORD"
    if "/p" in lower:
        for m in _at_anchors(_SLASH_PASSWORD, _SLASH_ANCHOR, text):
            if _looks_random(m.group("v")):
                yield m.start("v"), m.end("v"), f"command:{m.group('f')}:"
    for m in _at_positions(_SETTING, text, setting_starts):
        hit = key_word(m.group("k"))
        if (_led(text, m.start()) and hit is not None and not hit.weak
                and not _PAIR.match(m.group("v")) and _looks_random(m.group("v"))
                and (hit.password or keyed_value(m.group("v"), weak=True))):
            yield m.start("v"), m.end("v"), f"command:{m.group('w')} {m.group('k')} VALUE"


# a method called on the string that held the command ("smbclient ... -c 'ls'".format(...)): the
# code after the string's closing quote, read as one more argument
_METHOD_OPENING = lazy(r"\.[A-Za-z_]\w*\(")


# a format's slot where a command takes its credential ("sshpass -p '{0}' ssh ...".format("V", ...),
# "mysql -p%s" % "V"): the string's closing quote, then Python's .format( or its % operator
_SLOT = lazy(r"\{(?P<n>\d*)\}|%s")
_FORMATTED = lazy(r"(?P<q>[\"'])[ \t]*(?:(?P<format>\.format\()|%[ \t]*(?P<tuple>\()?)")
_LITERAL_ARGUMENT = lazy(r"\s*(?P<q>[\"'])(?P<v>[^\"'\n]{1,256})(?P=q)\s*\Z")


def slot_argument(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the literal a format's slot at *start*..*end* is filled with, when the string
    holding it is formatted at once with literals (``.format(...)`` or ``% (...)``): the slot's
    number, or how many slots stand before it in the string, picks the argument."""
    if (slot := _SLOT.fullmatch(text, start, end)) is None:
        return None
    m = _FORMATTED.search(text, end, min(len(text), end + 600))
    if m is None or "\n" in text[end:m.start()]:
        return None
    opening = text.rfind(m.group("q"), 0, start)
    if opening < 0 or "\n" in text[opening:start]:
        return None
    if slot.group("n"):
        index = int(slot.group("n"))
    else:
        index = len(_SLOT.findall(text, opening + 1, start))
    if m.group("format") or m.group("tuple"):
        args = call_arguments(text, m.end() - 1)
    else:  # "..." % "V": one value, no tuple
        lit = re.match(r"[ \t]*(?P<q>[\"'])[^\"'\n]{1,256}(?P=q)", text[m.end():m.end() + 300])
        args = [(m.end(), m.end() + lit.end())] if lit else None
    if not args or index >= len(args) or (lit := _LITERAL_ARGUMENT.match(text, *args[index])) is None:
        return None
    return lit.span("v")


# the entries marked ``place``: what stands at their credential's place is one whatever its
# look (ipmitool user set password ID V: a word too, checks.place_password)
_PLACES = tuple(" ".join([tool, *entry.get("sub", [])]) for entry in _DATA["commands"] if entry.get("place")
                for tool in entry["tools"])


def _password_at(name: str, value: str) -> bool:
    # (a made-up word is a password at a table's credential place, as at a password's name:
    # redis-cli -a vafsjprd, echo "wcpytrtywh" | docker secret create db_password -; round 31)
    return place_password(value) if name.startswith(_PLACES) else keyed_value(value, password=True) or made_up_letters(value)


def _table_spans(text: str) -> Iterator[tuple[int, int, str]]:
    for token, name in arguments(text):
        if _SLOT.fullmatch(token.text) and (span := slot_argument(text, token.start, token.end)) is not None:
            if _password_at(name, text[span[0]:span[1]]):
                yield span[0], span[1], f"command:{name}"
            continue
        if (not any(c.isspace() for c in token.text) and _METHOD_OPENING.fullmatch(token.text) is None
                and _password_at(name, token.text)):
            yield token.start, token.end, f"command:{name}"


def _command_spans(text: str) -> Iterator[tuple[int, int, str]]:
    yield from _table_spans(text)
    yield from in_string_arrays(text, _table_spans, _names_a_tool)


# a shell variable given a literal, then used where a command takes a credential (VNCPW="V" ...
# printf "$VNCPW\n$VNCPW\n" | vncpasswd -f; PW=V ... ipmitool -U admin -P $PW): the variable's
# name need not say what it holds, its use does. The use is read by the command rules themselves,
# on the text after the assignment with a random stand-in where the variable stood
_ASSIGNMENT = lazy(
    r"^[ \t]*(?:export[ \t]+|local[ \t]+|readonly[ \t]+|declare(?:[ \t]+-\w+)?[ \t]+)?(?P<n>[A-Za-z_]\w{0,40})="
    r"(?P<q>[\"']?)(?P<v>[^\s\"'$`\\;|&()<>]{4,256})(?P=q)[ \t]*(?:#[^\n]*)?$", re.MULTILINE)
_STAND_IN = "Qz7Rm4Tv9Xw2Lp8K"
_ASSIGNED_MAX_TEXT = 20_000  # (a longer text is read by the named rules only: each variable reruns these)
_ASSIGNED_MAX_VARIABLES = 12


def _assigned_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """The literal a shell variable is given, when the command rules take the variable's later use
    as a credential (with a stand-in for it) and the literal passes the password gate."""
    if len(text) > _ASSIGNED_MAX_TEXT:
        return
    tried = 0
    for m in _ASSIGNMENT.finditer(text):
        name, value = m.group("n"), m.group("v")
        use = re.compile(r"\$(?:\{" + name + r"\}|" + name + r"(?![\w]))")
        rest = text[m.end():]
        if use.search(rest) is None or not keyed_value(value, password=True):
            continue
        tried += 1
        if tried > _ASSIGNED_MAX_VARIABLES:
            return
        stood_in = use.sub(_STAND_IN, rest)
        finders = (_command_spans, _generic_spans, _loose_spans, _word_spans)
        for finder in finders:
            span = next((sp for sp in finder(stood_in) if _STAND_IN in stood_in[sp[0]:sp[1]]), None)
            if span is not None:
                yield m.start("v"), m.end("v"), f"command:${name} ({span[2].removeprefix('command:')})"
                break


# a short flag given user:PASSWORD as its own argument (-g admin:V, -k bob:V): the shape says it,
# whatever the program; not the flags whose value is a NAME:TAG, a port or path mapping, a label,
# a header or an option (-t app:v2, -v a:b, -p 80:80, -l app:web, -L/-R/-D forwards, -H, -o, -e),
# nor those the credential flags read (-u, -U, -a, -A, -C), nor the commonest in a session's
# commands (-c, -d, -f, -i, -m, -n, -r, -s, -x: each wakes the rule in most tool calls)
_SHORT_USERPASS_FLAGS = "BEGIJKMNSVXYZbgjkqwyz"
# (read on the text as it is, a JSON document's string too: a quote or an escape ends the value;
# quickened: its lookbehind is read after the "-", which re then searches for in C, where it tried
# the lookbehind at every place of the text: 1.6 ms over four of Crush's texts, issue 35)
_SHORT_USERPASS = lazy(
    r"(?<![^ \t\n])-(?P<f>[" + _SHORT_USERPASS_FLAGS + r"])[ \t]+(?P<q>[\"']?)(?P<u>[A-Za-z_][\w.@-]{0,63})"
    r":(?P<v>[^\s\"'@:/\\]{6,256})(?P=q)(?=[\s;&|)\"\\]|$)", quick=True)
# (a scheme, a digest's or an encoding's name, a well-known prefix before the colon is no user)
_NOT_A_USER = frozenset(("http", "https", "ftp", "file", "ssh", "git", "s3", "gs", "sha1", "sha256", "sha384", "sha512",
                         "md5", "base64", "hex", "utf8", "utf-8", "localhost", "docker", "tcp", "udp", "unix"))


def _short_userpass_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """``-g user:PASSWORD`` on any command line: a password's look (_looks_random), not hex."""
    if ":" not in text:
        return
    for m in _SHORT_USERPASS.finditer(text):
        value = m.group("v")
        if (m.group("u").lower() not in _NOT_A_USER and not _HEX.fullmatch(value.lower())
                and _looks_random(value)):
            yield m.start("v"), m.end("v"), f"command:-{m.group('f')} user:pass"


def _names_a_tool(line: str) -> bool:
    return next(_tool_matches(line), None) is not None


def _tool_keywords() -> set[str]:
    """What wakes the reader (data/commands.toml says how): a program's name and its first
    subcommand word (or its longest, when that is 8+ letters: reset-admin-password), or its
    name alone; a short name only followed by a space (git, net: inside digit, internet)."""
    keywords = set()
    for entry in _DATA["commands"]:
        for tool in entry["tools"]:
            name = tool.lower()
            if entry.get("sub"):
                longest = max(entry["sub"], key=len).lower()
                first = entry["sub"][0].lower()
                keywords.add(longest if len(longest) >= 8 else f"{name} {first}")
                # the same command as an array of strings (CMD ["rabbitmqctl", "add_user", ...])
                keywords |= {f'{name}", "{first}', f"{name}', '{first}", f'{name}","{first}'}
                if tool in _DATA["global_flags"]:
                    keywords.add(f"{name} -")
            else:
                keywords.add(name if len(name) >= 5 else name + " ")
    return keywords


_TOOL_KEYWORDS = _tool_keywords()
_GENERIC_KEYWORDS = {f.lower() + sep for f in _GENERIC["user_flags"] for sep in " =:"} | {"echo", "printf", "@"}
_LOOSE_KEYWORDS = ({f.lower() + sep for f in _GENERIC["credential_flags"] for sep in " ="}
                   | {f.lower() for f in _GENERIC["lone_password_flags"]}
                   | {"echo", "printf", "pass", "pwd", "<<<", "<(", "secrets set", "secret set", "secrets add",
                      "secret add", "secrets put", "secret put", "secret create", "secrets create", "secrets update",
                      "ftp ", "ftp>"} | set(_HASHING_CALL_WORDS))
_WORD_KEYWORDS = ({w.lower() + end for w in _GENERIC["account_words"] for end in (" ", ".sh ", ".bat ", ".cmd ", ".py ")}
                  | {"using "}
                  | {f"/{f}:" for f in _GENERIC["slash_password_flags"]}
                  | {f" {w} " for w in _GENERIC["setting_verbs"]}  # (a program stands before: "input " is no put)
                  | {w + " " for w in _GENERIC["secret_words"]} | {w + "s " for w in _GENERIC["secret_words"]})

#: The command table and the generic command-line rules as engine rules (family "command"),
#: each finding named by what fired.
COMMAND_RULES: tuple[Rule, ...] = (
    Rule("command", "secret-value", None, tuple(sorted(_TOOL_KEYWORDS)), priority=44, family="command",
         finder=per_field(_command_spans)),
    Rule("command-line", "secret-value", None, tuple(sorted(_GENERIC_KEYWORDS)), priority=44, family="command",
         finder=per_field(_generic_spans)),
    Rule("command-loose", "secret-value", None, tuple(sorted(_LOOSE_KEYWORDS)), priority=48, family="command",
         finder=per_field(_loose_spans)),
    Rule("command-words", "secret-value", None, tuple(sorted(_WORD_KEYWORDS)), priority=48, family="command",
         finder=per_field(_word_spans)),
    Rule("command-assigned", "secret-value", None, ("$",), priority=48, family="command",
         finder=_assigned_spans),
    Rule("command-short-userpass", "secret-value", None, tuple(sorted({f" -{c.lower()} " for c in _SHORT_USERPASS_FLAGS})),
         priority=48, family="command", finder=_short_userpass_spans),
)
