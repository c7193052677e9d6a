"""The key-value reader (issue 33): every pair whose key names a secret, in any syntax, and every
value under a block that declares itself secret.

``pairs`` yields ``Pair`` (key path, value and its span, syntax, block context). It is
anchored on the words of the key-name lexicon (``keys.py``, ``data/key_words.toml``): one
Aho-Corasick pass over the lower-cased text finds them, each is widened to the identifier
around it, and what stands around that identifier says the syntax:

* ``k = v``, ``k: v``, ``"k": "v"``, ``k := v``, ``'k' => 'v'``, ``K=v cmd``, ``$env:K = "v"``,
  systemd ``Environment=K=v``, a YAML block scalar (``k: |``) and a heredoc (``k = <<EOF``);
* a setter or a builder given one literal: ``.password("v")``, ``setApiKey('v')``;
* Kotlin's ``val password by lazy { "v" }``; a Clojure map keyed by strings, ``{"password" "v"}``;
* a credentials, auth, login or SMTP class's constructor given its last argument as a literal:
  ``Aws::Credentials.new(key_id, "v")``, ``new SmtpClient(host, user, "v")``;
* a user and a password as two quoted words: ``credentials: `u`, `v```, ``db.auth('u', 'v')``;
* a wallet's 12 to 24 recovery words after ``mnemonic``, ``seed_phrase``, ``recovery phrase``;
* SQL's password clauses: ``IDENTIFIED BY 'v'``, ``WITH PASSWORD 'v'``, ``SET PASSWORD = 'v'``;
* a CLI's prompt and the answer after it: ``AWS Secret Access Key [None]: v``, ``secret_access_key> v``;
* ``k v`` at the start of a line, alone or after a directive (properties with a space,
  redis.conf ``requirepass v``, nginx ``fastcgi_param K v;``, Dockerfile ``ENV K v``);
* ``--k v``, ``--k=v``, ``-k v``;
* ``<k>v</k>``, ``<x name="k">v</x>``, ``<add key="k" value="v"/>``;
* a default after a key read from the environment: ``ENV.fetch("K") { "v" }``,
  ``ENV.fetch("K", "v")``, ``os.getenv("K", "v")``, ``define('K', 'v')``, ``process.env.K || "v"``.

``block_pairs`` yields the values under a block whose own name or flags say it is secret: an
HCL ``variable "db_password" { default = … }`` or any block with ``sensitive = true``, a
``[secrets]`` table or section, a YAML or JSON mapping named by a secret word
(``github-oauth: {github.com: …}``, ``credentials:``), a JWK's private members (d, p, q, dp,
dq, qi, k). A Kubernetes ``kind: Secret`` is the ``k8s-secret`` rule of ``rules.py``.

``KEY_RULES`` wraps both as engine rules whose findings are named by what fired
(``key:signing-secret``, ``block:sensitive``). The syntaxes' words are data:
``data/key_syntax.toml``.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

from lc_memory.redact.automaton import automaton, occurrences
from lc_memory.redact.checks import (_UUID, echoes_its_name, keyed_value, literal_password, mashed_letters,
                                     names_the_password, numeric_chosen_secret, place_password, quoted_literal,
                                     random_pair_head, random_symbols, random_uuid, repeats_its_user,
                                     starts_as_reference, test_verdict, words_of_text)
from lc_memory.redact.command_table import TABLE
from lc_memory.redact.fields import in_string_arrays, per_field
from lc_memory.redact.first_chars import lazy
from lc_memory.redact.keys import LEXICON, KeyWord, inside_a_word, key_word, name_words
from lc_memory.redact.prose import PROSE_KEYWORDS, prose_spans
from lc_memory.redact.rules import (_NEXT_ASSIGNMENT, AtOpenings, Rule, _folds_as_written, _in_sealed_block, _lowered,
                                   sealed_key)
from lc_memory.redact.tables import data_table

__all__ = ["KEY_RULES", "Pair", "block_pairs", "pairs"]

_SYNTAX = data_table("key_syntax.toml")
_VALUES_DATA = data_table("values.toml")


class Pair(NamedTuple):
    """One value and what says it is a secret: its key path as written, the value's span, the
    syntax it was read in, and the block around it ('' outside a secret block)."""

    key: str
    value: str
    start: int
    end: int
    syntax: str
    block: str = ""


# --------------------------------------------------------------------------
# Pairs anchored on a key's name
# --------------------------------------------------------------------------

# a multiword name is found by its last word: kata_sandi, mat_khau, كلمة_المرور hold no other
_MULTIWORD_LASTS = {entry.split()[-1] for entry in LEXICON["multiword"]}
_HIT_WORDS = tuple(sorted(set(LEXICON["words"]) | set(LEXICON["weak"]) | set(LEXICON["one_word_ends"])
                          | _MULTIWORD_LASTS))
_HITS = automaton(_HIT_WORDS)

_EDGE = ".-/:"

# a value: quoted (one line, no space, its closing quote may be cut off) or bare
# (or Google's app password as it is shown, four groups of four letters: "abcd efgh ijkl mnop",
# quoted or ending its line; checks.keyed_value asks that its letters read as no words); a bare
# value after Spring Security's {noop} (a password stored as it is) is read without it; a bare
# word that ends its line (or a comment follows) keeps its closing "!" (password: Hrhwva!; a
# token's "!" after it, token: ghp_…!, is the sentence's)
_APP_PASSWORD = r"[a-z]{4}(?: [a-z]{4}){3}"
_VALUE = (r"(?:(?P<q>[\"'`])(?P<qv>" + _APP_PASSWORD + r"(?=(?P=q))|[^\x00-\x20\"'`\\\x7f]{1,4096})(?:(?P=q)|(?=\s|$))"
          r"|(?:\{noop\})?(?P<bv>" + _APP_PASSWORD + r"(?=[ \t]*(?:\r?\n|$))"
          r"|[A-Za-z]{1,64}!{1,3}(?=[ \t]+#|[ \t]*(?:\r?\n|$))"
          r"|[^\x00-\x20\"'`,;&<>(){}\[\]\\\x7f]{0,4095}[^\x00-\x20\"'`,;&<>(){}\[\]\\\x7f.!?:])"
          r"(?=[\s\"'`,;&)}\]\\.!?:|<]|$))")
# a C declarator's array size (a macro's name too), then its qualifiers or attributes before its
# =: PROGMEM, ICACHE_RODATA_ATTR, __attribute__((unused)) (a macro's name in upper case)
_C_QUALIFIERS = r"(?:\[\w{0,20}\])?(?:[ \t]+(?:__attribute__[ \t]*\(\([^()\n]{0,80}\)\)|[A-Z][A-Z0-9_]{2,40}))+"
_OP = lazy(
    # a Markdown emphasis may close around the key or after its colon (**Password**: V, **password:** V);
    # a C# auto-property's accessors may stand before its initializer (Password { get; set; } = "V");
    # R assigns with <- and <<-; a CJK label takes a fullwidth colon (密码：V; NFKC's view: 密码:V);
    # a typed declaration names its type before the = (db_password: str = "V", pydantic's and
    # dataclasses' fields; password: string = 'V'; Kotlin's val apiKey: String = "V"; Rust's
    # const PASSWORD: &str = "V", &'static str)
    # a C array's declarator between the name and its = (char pass[] = "V", password[32] = "V")
    r"(?:\[\d{0,5}\](?=[ \t]*=[^=]))?"
    # C's qualifiers and attributes after the declarator (const char pass[] PROGMEM = "V", char
    # *token __attribute__((unused)) = "V"): pairs() lets a key through to here only after them
    r"(?:" + _C_QUALIFIERS + r"(?=[ \t]*=[^=]))?"
    r"(?:\">>|[\"'`\]]{0,2})(?:\*{1,2}|__)?(?:[ \t]*\{[ \t]*get;[^{}\n]{0,40}\})?"
    r"(?:[ \t]*:[ \t]*(?:&(?:'[A-Za-z_]\w*[ \t]+)?(?:mut[ \t]+)?)?[A-Za-z_][\w.]*(?:\[[^\[\]\n]{0,40}\]|<[^<>\n]{0,40}>)?\??(?=[ \t]*=[^=>])"
    # or a string's type after a space: Bicep's param adminPassword string = 'V', Go's var pw string = "V"
    r"|[ \t]+(?:string|securestring|secureString|\[\]byte)(?=[ \t]*=[^=>])"
    # or a Lua 5.4 variable's attribute: local password <const> = "V"
    r"|[ \t]*<(?:const|close)>(?=[ \t]*=[^=>]))?"
    r"[ \t]*(?P<op>:=|=>|\?=|\|\|=|=(?![=~>])|<<?-(?![-\d>])|:(?=[ \t\"'`*\r\n]|$)|：|(?<=[\u3040-\u9fff\uac00-\ud7af]):|\|\||\?\?)"
    # a quoted value may stand on the next line (a formatter's wrap: private static final String
    # PASSWORD =\n "V"; YAML's and JSON's password:\n "V")
    r"(?:[ \t]*\r?\n[ \t]*(?=[\"'`@(]))?"
    r"(?:\*{1,2}|__)?[ \t]*(?:!!?\w+[ \t]+)?(?:&[\w-]+[ \t]+)?(?:`(?=`[^`]))?"  # a YAML tag or anchor (password: &db V); rST's ``V``
    # a quoted value in parentheses, on the same line or the next: $baza_haslo=("V"); String pw = ("V");
    # PASSWORD = (\n "V"\n); an Objective-C NSString literal or a C# verbatim string: @"V"; a
    # Python string's prefix: bytes, unicode or raw (FERNET_KEY = b'V', SECRET_KEY = u"V"; not f'...')
    r"(?:\([ \t]*(?:\r?\n[ \t]*)?(?=[\"'`])|<<(?=\")|@(?=\")|(?<![\w.])(?:[bBuUrR]|[bB][rR]|[rR][bB])(?=[\"']))?"
    # an Erlang binary, its name one too: #{password => <<"V">>}, <<"password">> => <<"V">>
    r"(?:(?P<block>[|>][-+]?[ \t]*(?:#[^\n]*)?\r?\n)|(?P<heredoc><<[-~]?[\"']?(?P<tag>[A-Za-z_]\w*)[\"']?[^\n]*\n)|"
    + _VALUE + ")"
)
_FLAG = lazy(r"(?:=|[ \t]+)(?!-)" + _VALUE)
# a name ending its line, then a YAML list's items, each a scalar ending its line (not a mapping)
_YAML_LIST = lazy(r"[\"']?:[ \t]*(?:#[^\n]*)?\r?\n")
_YAML_ITEM = lazy(r"(?P<i>[ \t]*)-[ \t]+" + _VALUE + r"[ \t]*(?:#[^\n]*)?(?=\r?\n|$)")
# the value ends its line; a quoted one may be followed by a line comment (Gradle's
# keyPassword "V" // note, a Groovy or Kotlin DSL's, HCL's # note), a bare one by a # comment
_SPACE = lazy(r"[ \t]+" + _VALUE + r"(?:[ \t]*(?:;[ \t]*)?(?=\r?\n|$)|(?<=[\"'`])[ \t]*(?:;[ \t]*)?(?://|#)"
                    # a bare one too, a blank before the comment's # (keepalived's auth_pass V  # пароль)
                    r"|(?<![\"'`])[ \t]+#[ \t])")
_SPACE_INLINE = lazy(r"[ \t]+" + _VALUE)
# <password>V</password>; or its value one element down: unattend.xml's <Password><Value>V</Value>
_XML_ELEMENT = lazy(r"(?:\s[^<>]*)?>(?:\s*<(?:[Vv]alue|string)>)?(?P<bv>[^<>\s\"]+)</")
# a property list's pair: <key>Password</key> then its <string>V</string> (iOS / macOS plists)
_PLIST = lazy(r"</key>\s*<string>(?P<bv>[^<>\s]+)</string>")
_XML_ATTR = lazy(
    r"[\"']\s+(?:value|content)\s*=\s*[\"'](?P<bv>[^\"'<>\s]+)[\"']|[\"'][^<>]*?(?<!/)>(?P<qv>[^<>\s]+)<")
# (a credential's type names it too: Keycloak's {"type": "password", "value": "V"}, an HTML field's
# type="password" value="V")
_NAMED_BEFORE = lazy(r"(?:\b(?:name|Name|NAME|key|Key|ParameterKey|OptionName|variable|type|Type)[\"']?[ \t]*[:=][ \t]*"
                           r"[\"']?|<name>[ \t]*)$")
_NAMED_VALUE = lazy(
    r"[\"']?[ \t]*(?:</name>\s*<value>[ \t]*(?P<bv>[^<>\s]+)[ \t]*</value>|"
    r"(?:(?!\b(?:name|Name|key|Key)\b)[^{}\[\]<>]){0,200}?\b(?:value|Value|VALUE|ParameterValue)[\"']?[ \t]*[:=][ \t]*"
    + _VALUE.replace("(?P<bv>", "(?P<bv2>") + ")")
# a keyword (:password) stands after a blank or an opening bracket; its value is a double-quoted
# string on the same line (Clojure's, EDN's and Lisp's strings take no other quote)
_KEYWORD_BEFORE = frozenset(" \t\n({[,")
_KEYWORD_VALUE = lazy(r"[ \t]+\"(?P<qv>[^\x00-\x20\"\\\x7f]{1,4096})\"")
# a Lisp call's first argument, the name as a string: (System/getenv "K"), (env "K")
_LISP_CALL_BEFORE = lazy(r"\([ \t]*[\w/.:-]{1,40}[ \t]+\"$")
# the call closed, then the form's next argument, a string: the default
_LISP_DEFAULT = lazy(r"\"[ \t]*\)[ \t]+\"(?P<qv>[^\x00-\x20\"\\\x7f]{1,4096})\"")
# a definition's head before the name: a Lisp's (defparameter *, (defvar *, (setf *; Elixir's def, defp
_DEFINED_BEFORE = lazy(r"\((?:defparameter|defvar|defconstant|setf|setq)[ \t]+\*$|(?<![\w.])defp?[ \t]+$")
# ... and the literal it is bound to: after the earmuff (*db-password* "V") or after Elixir's , do:
_DEFINED_VALUE = lazy(r"(?:\*[ \t]+|[ \t]*,[ \t]*do:[ \t]*)\"(?P<qv>[^\x00-\x20\"\\\x7f]{1,4096})\"")
# a tuple's or an initializer's opening brace, then the name (bare, an atom, a quoted string)
_TUPLE_BEFORE = lazy(r"\{[ \t]*[\"']?$")
# its second and last element: a double-quoted string or an Erlang binary (<<"V">>), then the brace
_TUPLE_VALUE = lazy(r"[\"']?[ \t]*,[ \t]*(?P<b><<)?\"(?P<qv>[^\x00-\x20\"\\\x7f]{1,4096})\"(?(b)>>)[ \t]*\}")
# Kotlin's delegated property given a literal: val password by lazy { "V" } (a type may stand first)
_LAZY = lazy(r"(?:[ \t]*:[ \t]*[A-Za-z_][\w.]*\??)?[ \t]+by[ \t]+lazy[ \t]*\{[ \t]*"
                   r"\"(?P<qv>[^\x00-\x20\"\\\x7f]{1,4096})\"[ \t]*\}")
# a Clojure or EDN map keyed by strings, the name's opening quote after the map's "{" and the
# strings, keywords and words of its earlier pairs on the same line: {"user" "app" "password" "V"}
# (a word is read whole, never split between two turns of the loop: a search that fails after a run
# of words, as ${DB:-long_default_name} does before it, tried every split of each run, 2^n of them:
# a line of 120 characters took 8 s, a model's reply quoting one never finished)
_STRING_MAP_BEFORE = lazy(r"\{(?:[ \t,]*(?:\"[^\"\n]{0,200}\"|:?[\w.-]+(?![\w.-])))*[ \t,]*\"$")
_STRING_MAP_REACH = 1000  # how far before the name a map's "{" is looked for on its line
# ... then its closing quote, a blank and the value, a double-quoted string, then what ends it
_STRING_MAP_VALUE = lazy(r"\"[ \t]+\"(?P<qv>[^\x00-\x20\"\\\x7f]{1,4096})\"(?=[\s,}])")
_ATTR_BEFORE = lazy(r"(?:name|key|id|property|setting)\s*=\s*[\"']$", re.IGNORECASE)
# the character each ``..._BEFORE`` pattern's match ends with, right before its ``$`` (at the end of
# what is searched, or before a line break that ends it): a "before" that ends otherwise is not
# searched (six searches of 40 characters a key read, most of them in vain on code)
_NAMED_ENDS = frozenset(":= \t\"'>")
_QUOTE_ENDS = frozenset("\"'")
_TUPLE_ENDS = frozenset("{ \t\"'")
_DEFINED_ENDS = frozenset("* \t")
_CALL_BEFORE = lazy(r"[(\[,]\s*[\"']$")
# (a Ruby block's default may stand after a condition that gives nil in production: ENV.fetch("K")
# { Rails.env.production? ? nil : "V" }, round 31)
_CALL_DEFAULT = lazy(
    r"[\"']\s*(?:\]\s*)?(?:\)\s*)?(?:\{\s*(?:[^{}\"'\n]{0,80}\?[ \t]*nil[ \t]*:[ \t]*)?|\|\|\s*|\?\?\s*|\bor\s+|,\s*(?:default\s*=\s*)?)"
    r"(?P<q>[\"'`])(?P<qv>[^\x00-\x20\"'`\\\x7f]{1,4096})(?P=q)")
_SETTER = lazy(r"\([ \t]*(?:\r?\n[ \t]*)?(?P<q>[\"'`])(?P<qv>[^\x00-\x20\"'`\\\x7f]{1,4096})(?P=q)"
                     r"[ \t]*(?:\r?\n[ \t]*)?\)")
_DIRECTIVES = lazy(r"^[ \t]*(?:(?:" + "|".join(_SYNTAX["space_directives"]) + r")[ \t]+(?:-\w+[ \t]+)*)?$",
                         re.IGNORECASE | re.MULTILINE)


def _value(match: re.Match[str], groups: tuple[str, ...] = ("qv", "bv", "bv2")) -> tuple[str, int, int] | None:
    """The first of *groups* the match holds: its text and span."""
    for group in groups:
        if match.groupdict().get(group) is not None:
            return match.group(group), match.start(group), match.end(group)
    return None


def _lines_below(text: str, pos: int, indent: int, until: str | None = None) -> Iterator[tuple[str, int, int]]:
    """The lines of a YAML block scalar (more indented than *indent*) or a heredoc (through the
    line *until*), from *pos*: each line's text without its indentation, and its span."""
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        line = text[pos:end]
        stripped = line.strip()
        if until is not None:
            if stripped == until:
                return
        elif stripped and len(line) - len(line.lstrip()) <= indent:
            return
        if stripped:
            start = pos + len(line) - len(line.lstrip())
            yield stripped, start, start + len(stripped)
        pos = end + 1


def _ends_with(text: str, end: int) -> str:
    """The character a ``$`` at *end* of ``text[:end]`` stands after: the last, or the one before
    a line break that ends it ('' when there is none)."""
    if end > 0 and text[end - 1] == "\n":
        end -= 1
    return text[end - 1] if end > 0 else ""


def _read_value(text: str, ks: int, ke: int, lead: str) -> Iterator[tuple[str, int, int, str]]:
    """The values the key at ``text[ks:ke]`` is given, with the syntax that gave each."""
    before = text[max(0, ks - 40):ks]
    last = _ends_with(before, len(before))
    if last in _NAMED_ENDS and _NAMED_BEFORE.search(before):
        # a name/value pair: Kubernetes env, ECS, CloudFormation parameters, Hadoop <property>
        m = _NAMED_VALUE.match(text, ke)
        if m and (v := _value(m)):
            yield (*v, "name-value")
            return
    if lead.endswith("--") or (lead == "-" and (ks < 2 or text[ks - 2] in " \t")):
        m = _FLAG.match(text, ke)
        if m and (v := _value(m)):
            yield (*v, "flag")
        elif (_ends_with(before, len(before) - len(lead)) in _QUOTE_ENDS
              and _CALL_BEFORE.search(before[:len(before) - len(lead)]) and (m := _CALL_DEFAULT.match(text, ke))):
            # an option declared with its default: add_argument("--password", default="V"),
            # click.option("--token", default="V")
            if v := _value(m):
                yield (*v, "default")
        return
    if before.endswith("<key>"):
        m = _PLIST.match(text, ke)
        if m:
            yield m.group("bv"), m.start("bv"), m.end("bv"), "plist"
        return
    if before.endswith("<"):
        m = _XML_ELEMENT.match(text, ke)
        if m:
            yield m.group("bv"), m.start("bv"), m.end("bv"), "xml-element"
        return
    if last in _QUOTE_ENDS and _ATTR_BEFORE.search(before):
        m = _XML_ATTR.match(text, ke)
        if m and (v := _value(m)):
            yield (*v, "xml-attribute")
        return
    if last in _QUOTE_ENDS and _CALL_BEFORE.search(before):
        m = _CALL_DEFAULT.match(text, ke)
        if m and (v := _value(m)):
            yield (*v, "default")
            return
    if last == '"' and _LISP_CALL_BEFORE.search(before) and (m := _LISP_DEFAULT.match(text, ke)):
        # a Lisp's default after the environment's value: (or (System/getenv "DB_PASSWORD") "V"),
        # (if prod? (System/getenv "DB_PASSWORD") "V")
        yield m.group("qv"), m.start("qv"), m.end("qv"), "default"
        return
    if text.startswith("(", ke):
        # a setter or a builder given one literal: .password("V"), setApiKey('V')
        m = _SETTER.match(text, ke)
        if m and (v := _value(m)):
            yield (*v, "setter")
        return
    if (_ends_with(before, len(before) - len(lead)) in _TUPLE_ENDS
            and _TUPLE_BEFORE.search(before, 0, len(before) - len(lead)) and (m := _TUPLE_VALUE.match(text, ke))):
        # a two-element tuple or initializer, the name first: Erlang's {password, "V"} and
        # {password, <<"V">>}, Elixir's {:password, "V"}, C#'s and C++'s { "password", "V" }
        yield m.group("qv"), m.start("qv"), m.end("qv"), "tuple"
        return
    if last in _DEFINED_ENDS and _DEFINED_BEFORE.search(before) and (m := _DEFINED_VALUE.match(text, ke)):
        # a definition that binds the name to a literal: Common Lisp's (defparameter *db-password* "V"),
        # (defvar *password* "V"); Elixir's def password, do: "V"
        yield m.group("qv"), m.start("qv"), m.end("qv"), "definition"
        return
    if ks > 0 and text[ks - 1] == "@" and not text[text.rfind("\n", 0, ks) + 1:ks - 1].strip(" \t"):
        # an Elixir module attribute, alone on its line: @password "V", @db_password "V"
        m = _KEYWORD_VALUE.match(text, ke)
        if m:
            yield m.group("qv"), m.start("qv"), m.end("qv"), "attribute"
            return
    if lead == ":" and (ks < 2 or text[ks - 2] in _KEYWORD_BEFORE):
        # a Clojure, EDN or Lisp keyword and its string: {:db-password "V"}, (:user u :password "V")
        m = _KEYWORD_VALUE.match(text, ke)
        if m:
            yield m.group("qv"), m.start("qv"), m.end("qv"), "keyword"
            return
    if (m := _LAZY.match(text, ke)) is not None:
        yield m.group("qv"), m.start("qv"), m.end("qv"), "lazy"
        return
    if text.startswith('"', ke) and (m := _STRING_MAP_VALUE.match(text, ke)) is not None:
        line_start = max(text.rfind("\n", 0, ks) + 1, ks - _STRING_MAP_REACH)
        if _STRING_MAP_BEFORE.search(text, line_start, ks) is not None:
            yield m.group("qv"), m.start("qv"), m.end("qv"), "string-map"
            return
    if text.startswith(":", ke + (text[ke:ke + 1] in "\"'")) and (m := _YAML_LIST.match(text, ke)) is not None:
        # a YAML list under the name: its items take the name's meaning (api_keys:\n  - V)
        line_start = text.rfind("\n", 0, ks) + 1
        indent = len(text[line_start:ks]) - len(text[line_start:ks].lstrip(" \t"))
        pos, found = m.end(), False
        while (item := _YAML_ITEM.match(text, pos)) is not None and len(item.group("i")) >= indent:
            if v := _value(item):
                found = True
                yield (*v, "yaml-list")
            pos = item.end() + (2 if text.startswith("\r\n", item.end()) else 1)
        if found:
            return
    m = _OP.match(text, ke)
    if m:
        if m.group("block"):
            if _VAULT_LINES.match(text, m.end()):
                return  # an Ansible vault's envelope, line by line (its hex lines may be digits only)
            line_start = text.rfind("\n", 0, ks) + 1
            indent = len(text[line_start:ks]) - len(text[line_start:ks].lstrip())
            for v in _lines_below(text, m.end(), indent):
                yield (*v, "yaml-block")
        elif m.group("heredoc"):
            for v in _lines_below(text, m.end(), -1, m.group("tag")):
                yield (*v, "heredoc")
        elif v := _value(m):
            if m.group("bv") is not None and text.startswith("&", v[2]) and (ks == 0 or text[ks - 1] not in "?&"):
                v = _past_ampersands(text, *v)
            yield (*v, "default" if m.group("op") in ("||", "??") else "assign")
        return
    line_start = text.rfind("\n", 0, ks) + 1
    if not lead and (directive := _DIRECTIVES.match(text, line_start, ks)):
        m = _SPACE.match(text, ke)
        if m and (v := _value(m)) and not (m.group("qv") is None and "#" in directive.group()):
            yield (*v, "space")  # (a C macro's bare body is code: #define jinit_1pass_quantizer jI1Quant)
    elif not lead and ks > 0 and _dotted_password(text[ks:ke], text[ks - 1]):
        m = _SPACE_INLINE.match(text, ke)
        if m and (v := _value(m)):
            yield (*v, "space")


# a bare value that an '&' cut, the pair no query's parameter (Password=V;... in a connection
# string, password=V in libpq's key=value DSN, where '&' means nothing): the value runs on to
# the pair's end, a ';', a blank or a quote ('&&' or '& ' is a shell's); an '&' before a name and
# its '=' parts a form's or a query's pairs (oauth_token=V&oauth_token_secret=W: the first pair
# has no '?' or '&' before it either)
_AMPERSAND_RUN = lazy(r"(?:&(?![A-Za-z_][\w.\[\]-]*=)[^\s\"'`;&<>]+)+(?=[\s\"'`;]|$)")


def _past_ampersands(text: str, value: str, start: int, end: int) -> tuple[str, int, int]:
    """*value* at *start*..*end* run on past the '&' it was cut at, when what follows reads on."""
    if (m := _AMPERSAND_RUN.match(text, end)) is None or m.end() - start > 256:
        return value, start, end
    return text[start:m.end()], start, m.end()


_IDENT_RIGHT = lazy(r"[A-Za-z0-9_.\-/:]*")
_VAULT_LINES = lazy(r"\s*\$ANSIBLE_VAULT;")
_ARRAY_DECLARATOR = lazy(r"\[\d{0,5}\][ \t]*=(?![=>])")
# ... then the = (pairs() reads it as the key's operator)
_C_QUALIFIED = lazy(_C_QUALIFIERS + r"[ \t]*=(?![=>])")
_TYPED_STRING = lazy(r"(?:string|securestring|secureString|\[\]byte)[ \t]*=(?![=>])")
# what may follow a key's name for a value to come: an operator, a closing quote or bracket, an
# XML tag's end, a call's parenthesis; or, for a flag or a line's first word, a space
_NAMEISH = lazy(r"(?:name|Name|NAME|[kK]ey)[\"']?[ \t]*[:=][ \t]*[\"']?[\w.$-]*$")
_AFTER_KEY = frozenset("=:\"'`]>)?|,{<(：")  # a fullwidth colon after a CJK key (密码：V)


def _dotted_password(key: str, before: str) -> bool:
    """``service.mail.auth.password V`` inside a line: a properties file run together (a note,
    a flattened echo). A dotted name is code's, not prose's; only a password's is read so."""
    return before in " \t" and key.count(".") >= 2 and (hit := key_word(key)) is not None and hit.password


_END_START = operator.itemgetter(2, 1)  # a hit's end, then its start
# blanks from a place on (a line's start): the text before a key holds something else when they stop short
# of it (a slice of the line, stripped, copied a long line's whole head for every key on it)
_BLANKS = lazy(r"[ \t]*")


def pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    """Every value a secret-named key is given in *text*, with what its name says."""
    lower = _lowered(text)
    reverse = ""  # the text backwards, made once: an identifier's start is found going right in it
    last_end = -1
    aligned = len(lower) == len(text)
    hits = occurrences(_HITS, lower)
    for index, pos, stop in sorted(hits, key=_END_START):
        end = stop - 1
        if pos < last_end or aligned and inside_a_word(text, pos, stop):
            continue
        j = _IDENT_RIGHT.match(text, end + 1).end()
        if j > end + 1 and text[end + 1] == ":" and not text[end].isascii():
            j = end + 1  # a CJK key's colon needs no space after it (密码:V, NFKC's view of 密码：V)
        last_end = j
        k = j
        while k < len(text) and text[k] in " \t*":  # a Markdown emphasis closing after the key
            k += 1
        nxt = text[k] if k < len(text) else ""
        if text[j - 1] == ":" and (k > j or nxt in "\r\n"):
            # "k: v" inside a line (a flattened YAML block): the colon was read into the name; or
            # "k:" ending its line, a quoted value on the next (_OP reads it)
            nxt = ":"
        elif k > j and nxt in "s[" and _TYPED_STRING.match(text, k):
            nxt = "="  # a string's type between the name and its "=" (Bicep's param, Go's var)
        elif nxt == "[" and _ARRAY_DECLARATOR.match(text, k):
            nxt = "="  # a C array's declarator between the name and its "=" (char pass[] = "V")
        elif (nxt == "[" or k > j and (nxt == "_" or "A" <= nxt <= "Z")) and _C_QUALIFIED.match(text, j):
            nxt = "="  # ... and its qualifiers (const char pass[] PROGMEM = "V")
        elif k > j and nxt == "b" and _LAZY.match(text, j):
            nxt = "="  # Kotlin's val password by lazy { "V" }
        if nxt not in _AFTER_KEY and j == k and not (nxt in "\r\n" and _NAMEISH.search(text, max(0, pos - 80), pos)):
            continue  # a word inside prose or code: nothing follows that gives it a value
        if not reverse:
            reverse = text[::-1]
        back = len(text) - pos
        i = pos - (_IDENT_RIGHT.match(reverse, back, back + 120).end() - back)
        if (nxt not in _AFTER_KEY and not (i > 0 and text[i - 1] in "-<\"'") and "-" not in text[i:pos][:2]
                and (_ends_with(text, i) not in _NAMED_ENDS or _NAMED_BEFORE.search(text, max(0, i - 40), i) is None)):
            line_start = text.rfind("\n", 0, i) + 1
            if (_BLANKS.match(text, line_start, i).end() < i and not _DIRECTIVES.match(text, line_start, i)
                    and not _dotted_password(text[i:j].strip(_EDGE), text[i - 1])):
                continue  # "KEY value" only at a line's start (or a dotted property, run together)
        ks, ke = i, j
        while ks < ke and text[ks] in _EDGE:
            ks += 1
        while ke > ks and text[ke - 1] in _EDGE:
            ke -= 1
        key = text[ks:ke]
        if not key or "REDACTED:" in key or text.endswith("[REDACTED:", 0, ks) or "//" in key:
            continue
        if "/" in key and not text.startswith("//", i):
            continue  # a file's path (lib/session_live.ex:148:18), not a key; npm's //host/:_authToken is one
        hit = key_word(key)
        if hit is None or key == "PASS" and text.startswith("--- ", ks - 4):
            continue  # (go test's verdict: --- PASS: TestName/Case (0.00s))
        for value, start, stop, syntax in _read_value(text, ks, ke, text[i:ks]):
            yield Pair(key, value, start, stop, syntax), hit
    # which of the readers' words the text holds, found in one pass (each "w in lower" was a
    # pass of its own: about 20 ns a character on Cline's long texts); every word asked of
    # ``seen`` is one of _GATE_WORDS, so "w in seen" is "w in lower". A word asked of the text as
    # written is asked of ``seen`` first, lower-cased: the scan runs only where it may succeed
    seen = _gate_words(lower)
    bracket_colon = "]:" in text  # (asked twice below: scanned once)
    if (bracket_colon or "> " in text) and _PROMPT_CANDIDATE.search(text) is not None:
        yield from _prompt_pairs(text)
    if bracket_colon or "] " in text or "]\t" in text:
        yield from _relay_pairs(text)
    if "loginmodule" in seen:
        yield from _jaas_pairs(text)
    if " password " in seen:
        yield from _debconf_pairs(text)
    if "'" in text and ("password" in seen or "identified" in seen):
        yield from _sql_pairs(text)
    if "password" in seen and ("role" in seen or "user" in seen):
        yield from _sql_bare_pairs(text)
    if "identified" in seen and ("user" in seen or "grant" in seen):
        yield from _sql_identified_pairs(text)
    if "==" in text or "!=" in text:
        yield from _compared_pairs(text)
    if "," in text and ("cred" in seen or "auth" in seen or "login" in seen or "sign" in seen):
        yield from _user_pass_pairs(text)
    if "," in text and ("cred" in seen or "auth" in seen or "login" in seen or "smtp" in seen):
        yield from _credential_call_pairs(text)
    if "base64" in seen and "$(" in text:
        yield from _encoded_pairs(text)
    if ":" in text and ("base64" in seen or "b64" in seen or "btoa" in seen or "encode64" in seen):
        yield from _basic_encoded_pairs(text)
    if "," in text and not seen.isdisjoint(_CONNECT_WORDS):
        yield from _connect_pairs(text)
    if "oracle" in seen and ".connect" in seen:
        yield from _oracle_pairs(text)
    if "connectinfo " in seen and "ConnectInfo " in text:
        yield from _connect_info_pairs(text)
    if "pass:" in text and " -pass" in text:
        yield from _openssl_source_pairs(text)
    if "auth" in seen and "AUTH" in text:
        yield from _redis_auth_pairs(text)
        if '"AUTH ' in text:
            yield from _redis_string_pairs(text)
        if '] "AUTH"' in text:
            yield from _redis_monitor_pairs(text)
    if "user" in seen and "," in text and _USER_PW_NAME.search(lower) is not None:
        yield from _user_pw_call_pairs(text)
    if "> auth" in seen or ">auth" in seen:
        yield from _redis_prompt_pairs(text)
    if "config" in seen and ("requirepass" in seen or "masterauth" in seen):
        yield from _redis_config_pairs(text)
    if "\\" in text and ("net use" in seen or "net.exe use" in seen):
        yield from _net_use_pairs(text)
    if "/" in text and ("net user" in seen or "net.exe user" in seen):
        yield from _net_user_pairs(text)
    if "send" in seen and "assword" in seen and "expect" in seen:
        yield from _expect_pairs(text)
    if ("enable secret" in seen or "enable password" in seen or "#password" in seen or "#**password" in seen
            or ("username " in seen and (" secret " in seen or " password " in seen))):
        yield from _ios_pairs(text)
    if '" "' in text and ("userlist" in seen or "pgbouncer" in seen or ' "md5' in seen or ' "scram-sha-256$' in seen):
        yield from _userlist_pairs(text, "userlist" in seen or "pgbouncer" in seen)
    if "mnemonic" in seen or "phrase" in seen or "seed" in seen:
        yield from _mnemonic_pairs(text)
    if "config" in seen and 'default "' in text:
        yield from _named_pairs(_KCONFIG, text, "kconfig")
    if " pic" in seen and "value" in lower:
        yield from _named_pairs(_COBOL, text, "cobol")
    if "(:" in text and ("let" in lower or "subject" in lower):
        yield from _named_pairs(_RSPEC_LET, text, "rspec-let")
    if "fill_in" in lower:
        yield from _named_pairs(_FILL_IN, text, "fill-in")
    if "return" in lower:
        yield from _returned_pairs(text)
    if "def " in lower and "end" in lower:
        yield from _named_pairs(_RUBY_DEF, text, "returned")


# a CLI's interactive prompt and the answer typed after it, a line of its own: aws configure's
# "AWS Secret Access Key [None]: V", rclone config's "secret_access_key> V"
_PROMPT = lazy(
    r"(?:^[ \t]*(?P<k1>[A-Za-z][\w .-]{0,60}?)[ \t]+\[[^\]\n]{0,60}\][ \t]*:|(?:^|(?<=[ \t]))(?P<k2>[a-z][a-z0-9_]{1,40})>)"
    r"[ \t]*(?P<bv>[^\s\"'`]{1,4096})(?=\s|$)", re.MULTILINE)


# where a _PROMPT match may stand, one of its two ways' marks, searched for in C (most text with
# "> " has neither: a quote, an arrow): a match is one line's, and a line holds one only where it
# holds this
# (opened by its bracket, not by the letter before a '>': tried at every letter, the letter's
# branch cost Cline's long texts 11.6 ms a pass, now 2.4; the same lines either way)
_PROMPT_CANDIDATE = lazy(r"[\]>](?:(?<=\])[ \t]*:|(?<=[a-z0-9_]>)[ \t]*[^\s\"'`])")


def _prompts(text: str) -> Iterator[re.Match[str]]:
    """``_PROMPT.finditer(text)``, run only on the lines that hold a candidate (no match crosses a
    line, and ``^``, ``$`` and the lookbehind read a line the same with the text around it)."""
    pos = 0
    while (candidate := _PROMPT_CANDIDATE.search(text, pos)) is not None:
        line_start = text.rfind("\n", 0, candidate.start()) + 1
        line_end = text.find("\n", candidate.end())
        line_end = len(text) if line_end < 0 else line_end
        yield from _PROMPT.finditer(text, line_start, line_end)
        pos = line_end + 1


def _prompt_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    for m in _prompts(text):
        key = m.group("k1") or m.group("k2")
        hit = key_word(key)
        if hit is not None:
            yield Pair(key, m.group("bv"), m.start("bv"), m.end("bv"), "prompt"), hit


class _OnLines:
    """A pattern's ``finditer``, run only on the lines that hold *word*: for a pattern no match of
    which crosses a line break, each holding *word* as written. The same matches: each line is
    searched whole (its own ``finditer`` resumes where the whole text's would), a lookbehind still
    reads the character before the line, and the line's end is where ``$`` or a blank held."""

    __slots__ = ("pattern", "word")

    def __init__(self, pattern: re.Pattern[str], word: str) -> None:
        self.pattern, self.word = pattern, word

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        pos = 0
        while (at := text.find(self.word, pos)) >= 0:
            line_start = text.rfind("\n", 0, at) + 1
            line_end = text.find("\n", at)
            line_end = len(text) if line_end < 0 else line_end
            yield from self.pattern.finditer(text, line_start, line_end)
            pos = line_end + 1


# SQL's password clauses: MySQL's IDENTIFIED [WITH plugin] BY 'V' and SET PASSWORD ... = 'V',
# PostgreSQL's [WITH] [ENCRYPTED] PASSWORD 'V' (the keyword upper case, or after WITH); a value
# whose closing quote was cut off with the text's end (a clipped echo) still counts
_SQL = AtOpenings(lazy(r"(?:(?i:\bidentified(?:[ \t]+with[ \t]+\w+)?[ \t]+by(?:[ \t]+password)?)"
    r"|(?i:\bwith\b(?:[ \t]+\w+){0,3}?[ \t]+(?:(?:un)?encrypted[ \t]+)?password)"
    r"|(?i:\bset[ \t]+password\b[^=;\n]{0,120}=[ \t]*(?:password[ \t]*\([ \t]*)?)"
    r"|\b(?:ENCRYPTED[ \t]+)?PASSWORD)[ \t]*'(?P<qv>[^'\n\\]{1,256})(?:'|\Z)", quick=True))
_PASSWORD = KeyWord("password", True, False)  # what a syntax's own reader takes: a password
# what a [[calls]] row whose name says nothing of a secret takes (weak = true): a random-looking literal
_RANDOM_ONLY = KeyWord("token", False, True)


def _value_pairs(
    pattern: re.Pattern[str] | AtOpenings | _OnLines | _OnWordLines, key: str, syntax: str, word: KeyWord
) -> Callable[[str], Iterator[tuple[Pair, KeyWord]]]:
    """A reader of one syntax whose value is the pattern's ``qv`` group, named ``key``."""
    def pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
        for m in pattern.finditer(text):
            yield Pair(key, m.group("qv"), m.start("qv"), m.end("qv"), syntax), word
    return pairs


class _OnWordLines:
    """A pattern's ``finditer``, run only on the lines that hold one of *words* (lower case, as
    the pattern reads them case-blind) and *mark* as written: for a pattern every match of which
    stands on one line and holds both. The same matches: each such line is searched whole, from
    its start (a lookbehind and ``\\b`` still read the line break before it) through its line
    break (``\\Z`` holds only at the text's end, as before), and a line without one of the words
    or the mark holds no match. A text whose lower case is not the text's, offset for offset, or
    that holds a character a case-blind match reads as an ASCII letter it does not lower-case to
    (``rules._folds_as_written``), is searched whole."""

    __slots__ = ("mark", "pattern", "words")

    def __init__(self, pattern: re.Pattern[str], words: tuple[str, ...], mark: str) -> None:
        self.pattern, self.words, self.mark = pattern, words, mark

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        lower = _lowered(text)
        if len(lower) != len(text) or not _folds_as_written(text):
            yield from self.pattern.finditer(text)
            return
        lines = set()
        for word in self.words:
            at = lower.find(word)
            while at >= 0:
                line_start = text.rfind("\n", 0, at) + 1
                lines.add(line_start)
                line_end = text.find("\n", at)
                at = lower.find(word, len(text) if line_end < 0 else line_end)
        for line_start in sorted(lines):
            line_end = text.find("\n", line_start)
            line_end = len(text) if line_end < 0 else line_end
            if text.find(self.mark, line_start, line_end) >= 0:
                yield from self.pattern.finditer(text, line_start, min(line_end + 1, len(text)))


# (every _SQL match holds "password" or "identified" and its value's quote, on one line: its
# whole-text scan tried every place of Cline's long texts, 24 ms of their key reader's 110)
_sql_pairs = _value_pairs(_OnWordLines(_SQL.pattern, ("password", "identified"), "'"), "PASSWORD", "sql", _PASSWORD)
# PostgreSQL's password clause unquoted, inside a CREATE / ALTER ROLE or USER statement
# (CREATE ROLE app LOGIN PASSWORD V;): the statement says what the bare word after it is
_SQL_BARE = AtOpenings(lazy(r"(?i:\b(?:create|alter)[ \t]+(?:role|user)\b[^;'\n]{0,200}?[ \t](?:(?:un)?encrypted[ \t]+)?password)"
    r"[ \t]+(?P<qv>(?!null\b)[^\s'\";]{1,256})(?=[ \t]*(?:;|\r?\n|$|[ \t]+(?i:valid|in|role|admin|user|connection|createdb|login|superuser|inherit|noinherit)\b))", quick=True))
_sql_bare_pairs = _value_pairs(_SQL_BARE, "PASSWORD", "sql", _PASSWORD)
# IDENTIFIED BY in a CREATE / ALTER USER or GRANT statement, the password in double quotes (MySQL's
# string, Oracle's quoted password) or bare (Oracle's CREATE USER scott IDENTIFIED BY tiger;), not
# IDENTIFIED BY VALUES 'hash', EXTERNALLY or GLOBALLY, nor a bind or substitution variable (:pw, &pw)
_SQL_IDENTIFIED = AtOpenings(lazy(r"(?i:\b(?:(?:create|alter)[ \t]+user|grant)\b[^;\n]{0,200}?[ \t]identified(?:[ \t]+with[ \t]+\w+)?[ \t]+by"
    r"(?:[ \t]+password)?)[ \t]+(?:\"(?P<qv>[^\s\"\\]{1,256})(?:\"|\Z)"
    r"|(?P<bv>(?![:&$@])(?!(?i:values|password)\b)[^\s'\";]{1,256})"
    r"(?=[ \t]*(?:;|\r?\n|$|[ \t]+(?i:account|default|temporary|quota|profile|password|container|replace)\b)))", quick=True))


# a literal a password's or a strong secret's name is compared with (password == "V", cfg['password'] === 'V', token != "V",
# string(pass) != "V", "${password}" == "V"): found from the operator (searched in C), the name is
# the identifier the operator closes
_COMPARISON = lazy(r"[=!]==?[ \t]*(?P<q>[\"'])(?P<bv>[^\"'\n\\]{3,128})(?P=q)")
_COMPARED_NAME = lazy(r"(?P<k>[A-Za-z_]\w*)[\"'\])}]{0,3}[ \t]*$")


def _comparisons(text: str) -> Iterator[re.Match[str]]:
    """``_COMPARISON.finditer(text)``, tried only where ``==`` or ``!=`` stands, found by
    ``str.find`` (every match opens with one; re's scan for ``[=!]`` stopped at every ``=`` of a
    text, and a text of code holds many): the same matches, in order."""
    starts = []
    for operator_ in ("==", "!="):
        at = text.find(operator_)
        while at >= 0:
            starts.append(at)
            at = text.find(operator_, at + 1)
    starts.sort()
    pos = 0
    for start in starts:
        if start >= pos and (m := _COMPARISON.match(text, start)) is not None:
            yield m
            pos = m.end()


def _compared_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    for m in _comparisons(text):
        if text[m.start() - 1:m.start()] in "=!<>" and m.start() > 0:
            continue  # (the middle of a longer operator)
        name = _COMPARED_NAME.search(text, max(0, m.start() - 80), m.start())
        if name is None:
            continue
        hit = key_word(name.group("k"))
        if hit is not None and (hit.password or not hit.weak):  # (a token's, a secret's too: its value must look like one)
            yield Pair(name.group("k"), m.group("bv"), m.start("bv"), m.end("bv"), "compare"), hit


def _sql_identified_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    for m in _SQL_IDENTIFIED.finditer(text):
        g = "qv" if m.group("qv") is not None else "bv"
        yield Pair("PASSWORD", m.group(g), m.start(g), m.end(g), "sql"), _PASSWORD


# a user and a password given as two quoted words after a word that names them: "credentials:
# `sa`, `V`", mongo's db.auth('root', 'V'), login("ops", "V"), Ruby's authorize 'u', 'V' (no
# parentheses)
_USER_PASS_ARGS = AtOpenings(lazy(r"\b(?i:credentials?|creds|auth|login|authori[sz]e|authenticate|basic_auth|sign_?in)\b"
    r"(?:[ \t]*[:(=][ \t]*|[ \t]+)(?P<q>[`'\"])[^\s`'\"]{1,64}(?P=q)[ \t]*,[ \t]*"
    r"(?P<q2>[`'\"])(?P<qv>[^\s`'\"]{1,256})(?P=q2)", quick=True))
_USER_PASS = KeyWord("credentials", True, False)
_user_pass_pairs = _value_pairs(_USER_PASS_ARGS, "credentials", "user-pass", _USER_PASS)
# a call whose name names a user and a password, given a quoted user and a quoted password, a
# client's handle first or not: mosquitto_username_pw_set(mosq, "u", "V"), paho's
# client.username_pw_set("u", "V"), setUserPassword("u", "V")
_USER_PW_CALL = AtOpenings(lazy(r"(?i:user_?(?:name)?_?(?:pw|pass(?:word)?|pwd))(?:_?set)?[ \t]*\((?:[ \t]*[\w.&*>-]{1,60}[ \t]*,)?"
    r"[ \t]*\"[^\"\s]{1,64}\"[ \t]*,[ \t]*\"(?P<qv>[^\"\s]{1,256})\"[ \t]*\)", quick=True))
_user_pw_call_pairs = _value_pairs(_USER_PW_CALL, "password", "user-pass", _PASSWORD)
_USER_PW_NAME = lazy(r"user_?(?:name)?_?p(?:w|ass)")  # (the gate: re finds its literal "user" as str.find does)

# a constructor or a call whose name says it takes a credential (a credentials, auth or login
# class, an SMTP client), given its last argument as a quoted literal after one to four others
# (names, numbers or literals): Aws::Credentials.new(key_id, "V"), new SmtpClient(host, user, "V"),
# AuthClient("svc", "V"). The value is read as a secret's, not a password's: a password's words
# (correct-horse-battery-9) may be an error's code or a message here (AuthError(code, "a_b_c"))
# (its arguments one a line or not: new SmtpClient(\n host,\n user,\n "V")); a trailing comma may
# close the list
_GAP = r"[ \t]*(?:\r?\n[ \t]*)?"
_CREDENTIAL_CALL = AtOpenings(lazy(r"(?:Credentials?|Creds|Auth|Authenticator|Authentication|Login|Smtp|SMTP)"
    r"(?:Client|Provider|Config|Options|Info|Transport|Service)?(?:(?:\.|::)new)?[ \t]*\("
    r"(?:" + _GAP + r"(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|[$@]?[\w.>\[\]-]{1,80}(?:\[[\"'][\w.-]{1,40}[\"']\])*)[ \t]*,){1,4}"
    + _GAP + r"(?P<q>[\"'])(?P<qv>[^\"'\s]{1,256})(?P=q)(?:[ \t]*,)?" + _GAP + r"\)", quick=True))
_credential_call_pairs = _value_pairs(_CREDENTIAL_CALL, "credentials", "credential-call",
                                      KeyWord("credentials", False, False))


# a database connection opened with (url, host or database; user; PASSWORD): the third argument
# when it is a quoted literal and the two before it are quoted or named (one a line or not); a
# constructor as PHP's stack trace prints it too, each string cut to 15 characters and "..."
# (#0 db.php(42): PDO->__construct('mysql:host=loca...', 'app', 'In5gf0chlR0nt8...', Array))
_CONNECT = lazy(
    r"\b(?:" + "|".join(re.escape(c) for c in _SYNTAX["connection_calls"]) + r")(?:(?:->|::)__construct)?\s*\(\s*"
    r"(?:[\"'][^\"'\n]{0,200}[\"']|[\w.$>\[\]-]{1,80})\s*,\s*(?:[\"'][^\"'\n]{0,80}[\"']|[\w.$>\[\]-]{1,80})\s*,\s*"
    r"(?P<q>[\"'])(?:(?P<cut>[^\"'\s]{6,15})\.\.\.|(?P<qv>[^\"'\s]{1,256}))(?P=q)")


def _connect_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    """The password a connection call takes, whole or as a stack trace cut it (its 15
    characters: what is shown of the password is a secret's part all the same)."""
    for m in _CONNECT.finditer(text):
        group = "qv" if m.group("qv") is not None else "cut"
        yield Pair("password", m.group(group), m.start(group), m.end(group), "connection"), _PASSWORD
# Oracle's Python drivers take (user, PASSWORD[, dsn]) in that order, or one connect string
# "user/PASSWORD[@dsn]": cx_Oracle.connect("hr", "V", dsn), oracledb.connect("scott/V@host/orcl")
_ORACLE_CONNECT = lazy(
    r"\b(?:cx_Oracle|oracledb)\.connect\s*\(\s*(?:user\s*=\s*)?(?P<q0>[\"'])[^\"'\s/@]{1,64}"
    r"(?:(?P=q0)\s*,\s*(?:password\s*=\s*)?(?P<q>[\"'])(?P<qv>[^\"'\s]{1,256})(?P=q)"
    r"|/(?P<bv>[^\"'\s@]{1,256})(?:@[^\"'\s]{0,256})?(?P=q0))")


# Haskell's ConnectInfo given its fields in order: postgresql-simple's host, port, user, PASSWORD,
# database (ConnectInfo "localhost" 5432 "postgres" "V" "app"); mysql-haskell's host, port,
# database, user, PASSWORD, then its charset, a number
_CONNECT_INFO = lazy(r"\bConnectInfo[ \t]+\"[^\"\n]{0,200}\"[ \t]+\d{1,5}[ \t]+\"[^\"\n]{0,200}\"[ \t]+"
                           r"\"(?P<a>[^\"\n]{0,256})\"[ \t]+\"(?P<b>[^\"\n]{0,256})\"(?P<charset>[ \t]+\d{1,3}\b)?")


def _connect_info_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    for m in _CONNECT_INFO.finditer(text):
        g = "b" if m.group("charset") else "a"
        yield Pair("ConnectInfo", m.group(g), m.start(g), m.end(g), "positional"), _PASSWORD


def _oracle_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    for m in _ORACLE_CONNECT.finditer(text):
        if v := _value(m):
            yield Pair("password", *v, "connection"), _PASSWORD


_CONNECT_WORDS = tuple(w for w in _SYNTAX["extra_keywords"] if w in
                       {"getconnection", "sequelize", "mysqli", "mysql_connect", "new pdo", "pdo->__construct",
                        "pdo::__construct", "pymysql", "mysqldb", "mariadb.connect"})


# the words that wake the readers after the keys' own (``pairs``' last part), lower-case
_GATE_WORDS = (
    " password ", " secret ", "#**password", "#password", ".connect", "> auth", ">auth", "assword",
    "auth", "b64", "base64", "btoa", "config", "cred", "enable password", "enable secret",
    "encode64", "expect", "grant", "identified", "login", "loginmodule", "masterauth", "mnemonic",
    "net use", "net user", "net.exe use", "net.exe user", "oracle", "password", "phrase", "requirepass",
    "role", "seed", "send", "sign", "smtp", "user", "username ",
    "userlist", "pgbouncer", ' "md5', ' "scram-sha-256$',
    # (asked before a case-sensitive scan of the whole text, which a text whose lower case lacks
    # the word is spared: "ConnectInfo " is in a text only where "connectinfo " is in its lower case)
    "connectinfo ", " pic",
)
_GATE_LIST = tuple(dict.fromkeys((*_GATE_WORDS, *_CONNECT_WORDS)))
_GATE_AUTOMATON = automaton(_GATE_LIST)


def _gate_words(lower: str) -> frozenset[str]:
    """Which of _GATE_WORDS and _CONNECT_WORDS *lower* holds: every occurrence of each is found
    (the automaton's overlapping matches), so a word is in the set just when it is in *lower*."""
    return frozenset(_GATE_LIST[index] for index, _start, _end in occurrences(_GATE_AUTOMATON, lower))


# PgBouncer's auth_file (userlist.txt): "user" "SECRET" a line, the secret a password, its md5
# ("md5" and 32 hex digits) or its SCRAM secret: PgBouncer logs in with either as with the
# password (an md5 hash is what the md5 method's exchange is computed from), so each is a
# credential, not a hash to keep. A plain password's line is read where the text names
# PgBouncer or its userlist; an md5 or SCRAM line is read by its own shape
_USERLIST = lazy(r"(?m)^[ \t]*\"[^\"\s]{1,64}\"[ \t]+\"(?P<qv>[^\"\n]{1,1024})\"[ \t]*(?:[#;].*)?$")
_USERLIST_HASHED = lazy(r"md5[0-9a-f]{32}|SCRAM-SHA-256\$\d{1,7}:\S+")


def _userlist_pairs(text: str, named: bool) -> Iterator[tuple[Pair, KeyWord]]:
    for m in _USERLIST.finditer(text):
        if named or _USERLIST_HASHED.fullmatch(m.group("qv")):
            yield Pair("userlist", m.group("qv"), m.start("qv"), m.end("qv"), "userlist"), _PASSWORD


# Redis's own commands typed at its prompt (host:port>, any case) or alone on a line (upper case:
# a line of code that starts "auth = ..." is an assignment): AUTH [user] V, CONFIG SET
# requirepass|masterauth V
# (each form led by a literal the regex engine skips to: "AUTH" at a line's start, ":port>" of the
# prompt; a host before the port, not tried at every position. The lookbehind stands after the
# literal and reads it back: standing before it, it made re try every place of the text (the
# literal first: over Cline's and Crush's samples 32 -> 2 ms a search))
_REDIS_TAIL = (r"[ \t]+(?:[\w.@-]{1,64}[ \t]+)?"
               r"(?P<q>[\"'])?(?P<qv>(?(q)[^\"'\n]{1,256}|[^\s\"']{1,256}))(?(q)(?P=q))[ \t]*(?=\r?\n|$)")
_REDIS_AUTH = lazy(r"AUTH(?<![^\n \t]AUTH)" + _REDIS_TAIL)
# AUTH [user] V typed at redis-cli's prompt (127.0.0.1:6379>, [::1]:6379>, host:6379[2]> with a
# database's index, redis 127.0.0.1:6379>), pasted whole or quoted in a sentence: a value in quotes
# may hold blanks; a bare value ends the line or stands before a blank, after a comma, semicolon
# or full stop ("entered 127.0.0.1:6379> AUTH V, and got an error"); a user is read only before a
# value that ends the line (mid-line, "AUTH V and" would read V as the user)
_REDIS_VALUE = r"(?:\"[^\"\n]{1,256}\"|'[^'\n]{1,256}'|[^\s\"']{1,256})"
_REDIS_PROMPT_AUTH = lazy(
    r":(?<=[\w.\]-]:)\d{2,5}(?:\[\d{1,2}\])?>[ \t]*(?i:auth)[ \t]+"
    r"(?:[\w.@-]{1,64}[ \t]+(?=" + _REDIS_VALUE + r"[ \t]*(?:\r?\n|$)))?"
    r"(?P<q>[\"'])?(?P<qv>(?(q)[^\"'\n]{1,256}|[^\s\"']{1,256}?))(?(q)(?P=q))(?=[,;.]?(?:\s|$))")
_REDIS_CONFIG = lazy(r"(?i:\bconfig[ \t]+set[ \t]+(?:requirepass|masterauth)[ \t]+)"
                           r"(?P<q>[\"'])?(?P<qv>(?(q)[^\"'\n]{1,256}|[^\s\"']{1,256}))")
_redis_prompt_pairs = _value_pairs(_REDIS_PROMPT_AUTH, "AUTH", "redis", _PASSWORD)
# AUTH [user] V as a client's command string, an argument of a call: hiredis' redisCommand(c,
# "AUTH V"), execute_command("AUTH V") (a format's %s is no value)
_REDIS_AUTH_STRING = lazy(r"[(,][ \t]*\"AUTH[ \t]+(?:[\w.@-]{1,64}[ \t]+)?(?P<qv>[^\s\"%$\\{}]{1,256})\"[ \t]*[,)]")
_redis_string_pairs = _value_pairs(_REDIS_AUTH_STRING, "AUTH", "redis", _PASSWORD)
# AUTH [user] V as redis' MONITOR prints a command (and a log or a trace quotes it): each argument
# quoted after the client's [db address]: 1595363464.619183 [0 127.0.0.1:45544] "AUTH" "V" (round 32)
_REDIS_MONITOR_AUTH = lazy(r"\"AUTH\"(?<=\] \"AUTH\")\s+(?:\"[^\"\s]{1,64}\"[ \t]+(?=\"[^\"\n]{1,256}\"))?"
                           r"\"(?P<qv>[^\"\n]{1,256})(?:\"|\Z)")  # (or a reply cut after it)
_redis_monitor_pairs = _value_pairs(_REDIS_MONITOR_AUTH, "AUTH", "redis", _PASSWORD)
# OpenSSL's password source "pass:V" after its -pass, -passin, -passout or -password flag, whatever the
# command: a title or a quoted line may hold a command's continuation line alone (-out x.p12 -passout
# pass:V: round 32's surface gap), where the command table sees no openssl; the place says a password
_OPENSSL_PASS_SOURCE = lazy(r"(?:^|(?<=[\s\"'`]))-(?:pass(?:in|out|word)?|password)[ \t]+pass:(?P<qv>[^\s\"'`\\]{1,256})")
_openssl_source_pairs = _value_pairs(_OPENSSL_PASS_SOURCE, "pass", "openssl", _PASSWORD)


def _redis_auth_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    """AUTH [user] V alone on its line (only blanks before it)."""
    for m in _REDIS_AUTH.finditer(text):
        if not text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip(" \t"):
            yield Pair("AUTH", m.group("qv"), m.start("qv"), m.end("qv"), "redis"), _PASSWORD
_redis_config_pairs = _value_pairs(_REDIS_CONFIG, "requirepass", "redis", _PASSWORD)


# Windows' net: NET USE [device] \\server\share PASSWORD [/USER:u] (the argument after the share; * asks
# for it; the engine reads an escaped text with its escapes decoded, so the share's doubled
# backslashes may be single), NET USER name PASSWORD /ADD (or /DOMAIN ...), NET USER /ADD name PASSWORD
_NET_USE = lazy(r"(?i)\bnet(?:\.exe)?[ \t]+use[ \t]+(?:(?:[a-z]:|\*|lpt\d:)[ \t]+)?\\{1,2}[^\s\\]+\\{1,2}\S*[ \t]+"
                      r"(?:/\w+(?::\S*)?[ \t]+)*(?P<q>\")?(?P<qv>(?(q)[^\"\n]{1,256}|[^\s/*\"'][^\s\"']{0,255}))")
_NET_USER = lazy(r"(?i)\bnet(?:\.exe)?[ \t]+user[ \t]+(?:(?P<add>/add)[ \t]+)?[^\s/\"']{1,64}[ \t]+"
                       r"(?P<q>\")?(?P<qv>(?(q)[^\"\n]{1,256}|[^\s/*\"'][^\s\"']{0,255}))(?(q)\")"
                       r"(?(add)|(?=[ \t]+/(?:add|domain|active|expires|times|passwordchg)\b))")
_net_use_pairs = _value_pairs(_NET_USE, "password", "net", _PASSWORD)
_net_user_pairs = _value_pairs(_NET_USER, "password", "net", _PASSWORD)

# Cisco IOS configuration, as written or typed at its prompt (R1(config-line)#): enable secret|password
# [type] V, username U [privilege N] secret|password [type] V, a line's password V (a type 5/8/9
# hash starts with $ and stays, as any reference does)
# (led by its own words, each at a line's start or after the prompt's "#": no branch tried at
# every position)
_IOS = lazy(r"(?:\b(?:enable[ \t]+(?:secret|password)|username[ \t]+\S+(?:[ \t]+privilege[ \t]+\d+)?[ \t]+"
                  r"(?:secret|password))|(?<=#)(?:\*\*)?password)"
                  r"(?:[ \t]+\d)?[ \t]+(?P<qv>[^\s*\\][^\s\\]{0,255}?)(?=\*\*|\\|\s|$)")
_IOS_LEAD = lazy(r"[ \t]*(?:[\w.-]+\(config[\w-]*\)#[ \t]*)?(?:\*\*)?")


def _ios_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    """An IOS line's secret, the line holding nothing before it but a prompt (R1(config-line)#)."""
    for m in _IOS.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        lead = text[line_start:m.start()]
        if lead.endswith("**") and m.group().startswith("password"):
            lead = lead[:-2]
        if _IOS_LEAD.fullmatch(lead) is not None or (m.group().startswith(("password", "**")) and lead.endswith(")#")):
            yield Pair("password", m.group("qv"), m.start("qv"), m.end("qv"), "ios"), _PASSWORD

# an expect script answering a password prompt: expect "...assword:" (or a pattern of an expect
# block, "password:" {) then send "V\r" on the same line or the next (the engine may read the
# \r decoded)
_EXPECT_SEND = lazy(r"(?i)(?:\bexpect\b[^\n]{0,60}assword[^\n]{0,30}?|\"[^\"\n]{0,30}assword[^\"\n]{0,10}\"[ \t]*\{)"
                          r"(?:\n[ \t]*)?[^\n]{0,12}?\bsend[ \t]+(?:--[ \t]+)?"
                          r"\"(?P<qv>[^\"\\\n\r$\[]{1,256})(?:\\[rn]|\r|\n)\"")
_expect_pairs = _value_pairs(_EXPECT_SEND, "password", "expect", _PASSWORD)


# a secret-named key given a literal that a command substitution encodes on the spot: a
# Kubernetes Secret written by a shell (password: $(echo -n "V" | base64)); the literal is
# the secret
_ENCODED = lazy(
    r"(?P<k>[\w.-]+)[\"']?[ \t]*[:=][ \t]*[\"']?\$\([ \t]*(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+"
    r"(?P<q>[\"']?)(?P<qv>[^\"'\s|)]{1,256})(?P=q)[ \t]*\|[ \t]*base64\b")


def _encoded_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    for m in _ENCODED.finditer(text):
        if (hit := key_word(m.group("k"))) is not None:
            yield Pair(m.group("k"), m.group("qv"), m.start("qv"), m.end("qv"), "encoded"), hit


# HTTP Basic credentials encoded on the spot, "user:PASSWORD" a literal: echo -n 'u:V' | base64,
# btoa('u:V'), btoa('u' + ':' + 'V'), base64.b64encode(b"u:V"), Buffer.from('u:V'),
# Base64.getEncoder().encodeToString("u:V".getBytes()), base64_encode('u:V'), Base64.strict_encode64("u:V");
# a variable or a template slot for the user or the password is none ($USER:$PASS, `${u}:${p}`)
_USER = r"[^\"'`\s:$%{}()+]{1,128}"
_BASIC_PAIR = (r"(?P<q>[\"'`])" + _USER + r"(?::(?P<qv>[^\"'`\s]{1,256})(?P=q)"
               r"|(?P=q)[ \t]*\+[ \t]*(?P<c>[\"'`]):(?P=c)[ \t]*\+[ \t]*(?P<q2>[\"'`])(?P<bv>[^\"'`\s]{1,256})(?P=q2)"
               r"|:(?P=q)[ \t]*\+[ \t]*(?P<q3>[\"'`])(?P<bv2>[^\"'`\s]{1,256})(?P=q3))")
# (opened on its words, not tried at every character: Cline's long texts that name base64 paid
# 94 ns a character for it, now 6; AtOpenings finds the same matches)
_BASIC_ENCODED = AtOpenings(lazy(r"(?:\bbtoa|b64encode|encodebytes|encode64|base64_encode|encodeToString|EncodeToString|ToBase64String"
    r"|\bBuffer\.from|\bnew[ \t]+Buffer)[ \t]*\([ \t]*(?:b(?=[\"'])|\[\]byte\(|Encoding\.\w+\.GetBytes\()?" + _BASIC_PAIR
    + r"|\b(?:echo|printf)(?:[ \t]+-[neE]+)*(?:[ \t]+(?P<f>[\"'])%s(?P=f))?[ \t]+"
    r"(?:(?P<eq>[\"'])" + _USER + r":(?P<ev>[^\"'\s]{1,256})(?P=eq)|" + _USER + r":(?P<eb>[^\"'\s|]{1,256}))"
    r"[ \t]*\|[ \t]*(?:openssl[ \t]+(?:enc[ \t]+-)?)?base64\b", quick=True))


def _basic_encoded_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    for m in _BASIC_ENCODED.finditer(text):
        if v := _value(m, ("qv", "bv", "bv2", "ev", "eb")):
            yield Pair("basic", *v, "encoded"), _PASSWORD


# a JAAS login module's users (Kafka, ZooKeeper): user_NAME="PASSWORD" inside a LoginModule entry
_JAAS_USER = AtOpenings(lazy(r"(?<![\w.-])user_[\w.-]{1,64}[ \t]*=[ \t]*\"(?P<qv>[^\"\n]{1,256})\"", quick=True))
_jaas_pairs = _value_pairs(_JAAS_USER, "user_", "jaas", _PASSWORD)

# a debconf answer of type password (a Debian preseed, debconf-set-selections): OWNER
# QUESTION password VALUE (d-i passwd/root-password password V), also in an echoed line or
# with the lines run together (a flattened note)
# (read only on the lines that hold "password", see _OnLines: it opens with a letter, so ``re``
# tried it at every one of a long text's letters)
_DEBCONF = _OnLines(lazy(r"(?<![\w.-])[a-z][\w.-]*[ \t]+[\w.-]+/[\w./-]+[ \t]+password"
                               r"[ \t]+(?P<qv>[^\s\"']{1,256})(?=[\s\"']|$)"), "password")
_debconf_pairs = _value_pairs(_DEBCONF, "password", "debconf", _PASSWORD)

# a mail relay's credentials (Postfix sasl_passwd): [smtp.host]:587 user@domain:PASSWORD, the port
# optional ([smtp.host] user@domain:PASSWORD)
# (its bracket first, a literal re searches for in C: quicken's lookahead before the lookbehind
# was tried at every place, 8x the time on long texts that hold a "] ")
_RELAY = lazy(r"\[(?<=(?<!\S)\[)[\w-]+(?:\.[\w-]+)+\](?::\d{1,5})?[ \t]+[^\s:]{1,128}:(?P<qv>\S{1,256})(?!\S)")
_relay_pairs = _value_pairs(_RELAY, "sasl_passwd", "relay", _PASSWORD)


# a wallet's recovery words (BIP-39: 12 to 24 lower-case words) after a name that says so; the
# value holds spaces, which no other value here may
_MNEMONIC = AtOpenings(lazy(r"(?i:mnemonic|seed[ _-]?phrase|recovery[ _-]?phrase|secret[ _-]?phrase|seed[ _-]?words)\w*[\"']?[ \t]*[:=][ \t]*"
    r"[\"'`]?(?P<qv>[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23})(?![ \t]*[a-z])", quick=True))
_MNEMONIC_WORD = KeyWord("mnemonic", False, False)
_mnemonic_pairs = _value_pairs(_MNEMONIC, "mnemonic", "mnemonic", _MNEMONIC_WORD)

# a Kconfig symbol (ESP-IDF's Kconfig.projbuild, Zephyr's Kconfig) and the default its entry
# gives, a few attribute lines below: config ESP_WIFI_PASSWORD / string "..." / default "V"
# (tried where "config" stands, not at every line's start)
_KCONFIG = AtOpenings(lazy(r"(?<![^\n \t])(?:menu)?config[ \t]+(?P<k>[A-Za-z_]\w{0,80})[ \t]*\r?\n"
    r"(?:[ \t]+(?!default\b)[^\n]{0,200}\n){0,6}?[ \t]+default \"(?P<qv>[^\"\n]{1,256})\"", quick=True))
# a COBOL data item and its initial value: 01 WS-PASSWORD PIC X(20) VALUE "V".
_COBOL = lazy(r"(?i)(?<![\w-])\d{2}[ \t]+(?P<k>[a-z][\w-]{0,60})[ \t]+PIC(?:TURE)?[ \t]+[^\s.]{1,30}"
                            r"[ \t]+VALUE[ \t]+(?P<q>[\"'])(?P<qv>[^\"'\n]{1,256})(?P=q)", quick=True)

# RSpec's memoised helper named for the value its block returns: let(:api_token) { 'V' }, let!, subject
_RSPEC_LET = lazy(r"(?<![\w.])(?:let!?|subject)[ \t]*\([ \t]*:(?P<k>[A-Za-z_]\w{0,60})[ \t]*\)[ \t]*\{[ \t]*"
                        r"(?P<q>[\"'])(?P<qv>[^\"'\n]{1,256})(?P=q)[ \t]*\}")
# Capybara's form filling: the field (its label, name or id) and what is typed into it
_FILL_IN = lazy(r"fill_in(?<![\w.]fill_in)[ \t(]+(?::(?P<k>[A-Za-z_]\w{0,60})|(?P<q1>[\"'])(?P<k2>[^\"'\n]{1,60})(?P=q1))"
                      r"[ \t]*,[ \t]*(?:with:|:with[ \t]*=>)[ \t]*(?P<q>[\"'])(?P<qv>[^\"'\n]{1,256})(?P=q)")

# a function named for the literal it returns, as a test's fake or a config class writes it (def
# api_token(self): return "V", getToken() { return "V"; }, func (c) Secret() string { return "V" }):
# found from its return (searched in C), the name read back on the 160 characters before it
_RETURN = lazy(r"return[ \t]+(?P<q>[\"'])(?P<qv>[^\"'\n]{1,256})(?P=q)")
_RETURNING = lazy(r"(?<![\w$])(?P<k>[A-Za-z_]\w{0,60})[ \t]*\([^()\n]{0,60}\)[^{}()\n;:=]{0,40}[{:]?[ \t]*"
                        r"(?:\r?\n[ \t]*)?\Z")
# a mock stubbed to return it, the stubbed call named for it (when(x.getToken()).thenReturn("V"),
# given(...).willReturn, allow(x).to receive(:token).and_return('V'), jest's mockReturnValue)
_STUB_RETURN = lazy(r"\.[ \t]*(?:thenReturn|willReturn|andReturn|and_return|mockReturnValue|mockResolvedValue|returns)"
                          r"[ \t]*\(?[ \t]*(?P<q>[\"'])(?P<qv>[^\"'\n]{1,256})(?P=q)")
_STUBBED = lazy(r"(?:(?<![\w$])(?P<k>[A-Za-z_]\w{0,60})\([^()\n]{0,60}\)\)+|receive\(:(?P<k2>[A-Za-z_]\w{0,60})\))[ \t]*\Z")
# (or a lookup of the secret's name stubbed: env.getProperty("jwt.secret"), .with('API_TOKEN'))
_STUBBED_LOOKUP = lazy(r"(?P<q0>[\"'])(?P<k>[A-Za-z_][\w.:-]{0,80})(?P=q0)\)+[ \t]*\Z")


def _returned_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    """The literal a secret-named function returns or a secret-named stub is made to return."""
    for literal, befores in ((_RETURN, (_RETURNING,)), (_STUB_RETURN, (_STUBBED, _STUBBED_LOOKUP))):
        for m in literal.finditer(text):
            for before in befores:
                named = before.search(text, max(0, m.start() - 160), m.start())
                name = named and (named.group("k") or named.groupdict().get("k2"))
                if name and (hit := key_word(name)) is not None:
                    yield Pair(name, m.group("qv"), m.start("qv"), m.end("qv"), "returned"), hit
                    break


# Ruby's one-line method returning it: def token; 'V'; end
_RUBY_DEF = lazy(r"def(?<![\w.]def)[ \t]+(?:self\.)?(?P<k>[A-Za-z_]\w{0,60})[ \t]*(?:;|\r?\n)[ \t]*"
                       r"(?P<q>[\"'])(?P<qv>[^\"'\n]{1,256})(?P=q)[ \t]*(?:;|\r?\n)[ \t]*end\b")


def _named_pairs(pattern: re.Pattern[str] | AtOpenings, text: str, syntax: str) -> Iterator[tuple[Pair, KeyWord]]:
    """The values of *pattern*'s matches whose name (``k``) names a secret."""
    for m in pattern.finditer(text):
        name = (m.group("k") or m.group("k2")) if "k2" in m.re.groupindex else m.group("k")
        if (hit := key_word(name)) is not None:
            yield Pair(name, m.group("qv"), m.start("qv"), m.end("qv"), syntax), hit


_USER_COLON = lazy(r"[\w.@-]{1,64}[:/](?=[^\s:/])")  # user:V, and user/V (admin/V: no path has one part)
_NESTED_PAIR = lazy(r"[A-Za-z_][\w.-]*=")
_CREDENTIAL_PAIRS = frozenset(_SYNTAX["user_password_entries"])


# a sed substitution on the line: its delimiter (s/old/new/, s|old|new|g)
_SED = lazy(r"\bsed\b[^\n]*?[ \t][\"']?s(?P<d>[/|#,:@!])")


def _sed_cut(text: str, start: int, value: str) -> str:
    """*value* up to the delimiter of a sed substitution it stands in (``s/^password=.*/password=V/``
    gives V, not ``V/``; ``s/api_key: .*/api_key: REDACTED/`` gives the placeholder)."""
    line = text[text.rfind("\n", 0, start) + 1:start]
    if "sed" not in line or (m := _SED.search(line)) is None or m.group("d") not in value:
        return value
    return value[:value.index(m.group("d"))]


# what stands beside a lookup's key, not a secret's (a map entry's value, a selector's operator)
_LOOKUP_SIBLING = lazy(r"[\"'`]?[ \t]*[,;]?[ \t]*(?:\n[ \t]*)?[\"']?(?:value|values|operator|effect)[\"']?[ \t]*[:=]")


# a key's name and the operator that hands it a value, at the end of what stands before the value
# (password: "V", PASSWORD=V, 'password' => 'V', password == "V"); not a list's next item
# ('password', 'checkbox'), a call's argument (t.pass('ok')) nor a ternary's branch (pass ? 'pass' : 'fail')
_HANDED = lazy(r"(?P<q>[\"'\])}]{0,3})(?P<sp>[ \t]*)(?P<op>:=|=>|={1,3}|!==?|:)(?P<sp2>[ \t]*)[\"'`]?$")
_KEY_TAIL = lazy(r"[\w-]+$")


_LABEL_WORDS = frozenset(w for w in _VALUES_DATA["label_words"])
_SECRET_LITERAL_MIN = 16  # letters at another secret's name (ClientSecret: "srivytova..."), from sixteen


def _literal_at(text: str, key: str, start: int, end: int, password: bool = True) -> bool:
    """A literal handed to the password's own name: the value quoted on both sides right after its
    key's name and an operator (``password: "V"``, ``'pass' => 'V'``), or a bare value that ends
    its line or a ``-e`` flag (``POSTGRES_PASSWORD: V``, ``-e MYSQL_PASSWORD=V``) after ``=`` with
    no space, a YAML colon, or ``k = v`` at a line's start (properties, ini); not code's ``x = y``
    (``self.password = passwd`` hands over a variable)."""
    tail = _KEY_TAIL.search(key)
    if tail is None or len(tail.group()) < 3 and tail.group().isupper():
        return False  # a two-letter code's key ("PW": "Palau")
    word = key_word(tail.group())
    if word is None or word.weak or word.password != password or not _LABEL_WORDS.isdisjoint(name_words(key)):
        return False  # (field_password: Pasahitza: a locale's label)
    line_start = text.rfind("\n", 0, start) + 1
    # read back from the value a bounded way: a line of many pairs read whole for each of them
    # took seconds (3,000 comparisons on one line: 0.2 -> 5 s)
    m = _HANDED.search(text, max(line_start, start - _NEAR), start)
    if m is None:
        return False
    name = tail.group()
    key_start = m.start() - len(name)
    if not text[max(line_start, key_start - 8):m.start()].lower().endswith(name.lower()):
        return False
    lead = text[max(line_start, key_start - _NEAR):key_start].rstrip("\"'[ \t")
    if lead.endswith("?"):
        return False  # a ternary's branch
    opening, closing = text[start - 1:start], text[end:end + 1]
    if opening in ("\"", "'", "`"):
        return closing == opening
    op, ends_line = m.group("op"), _LINE_END.match(text, end) is not None
    if closing in ("\"", "'", "`"):
        # K=V quoted whole, a compose list's item or an argument (- "DB_PASSWD=V", -e "K=V")
        return (op == "=" and not m.group("sp") and not m.group("sp2")
                and key_start > line_start and text[key_start - 1] == closing)
    if not ends_line:
        return op == "=" and not m.group("sp") and not m.group("sp2") and _NEXT_FLAG.match(text, end) is not None
    # the value ends its line: the whole of what stands before its key is read once a line
    lead = text[line_start:key_start].rstrip("\"'[ \t")
    if op == ":":
        # YAML's k: v (not C#'s class AuthUserPass : AuthMethod)
        return (bool(m.group("sp2")) and (not m.group("sp") or not lead.strip())
                and not lead.rstrip().endswith(("self.", "this.")))
    if op != "=":
        return False
    if not m.group("sp") and not m.group("sp2"):
        return True
    return _PROPERTY_LEAD.fullmatch(lead) is not None


_JOINED_ON = lazy(r"[ \t]*\+")  # a string code joins on ("closure_lm_" + n): a piece, not the literal


_NEAR = 256  # characters read back from a value for its key's name and what leads it


# what stands before a properties file's or an ini's key at its line's start (a.b.password = V, # k = V)
_PROPERTY_LEAD = lazy(r"(?:[#;][ \t]*)?(?:[\w-]+\.)*")


_LINE_END = lazy(r"[ \t]*(?:\r?\n|$|\\(?:\r?\n|$))")  # (a shell line's continuation, the text cut after it too)
# what ends a bare value on its line as a line's end does: a command's next flag, the next of an
# environment's assignments (A=V B=x cmd; a reply that flattened a .env or a compose list's items:
# round 32's surfaces), a flattened YAML list's next item
_NEXT_FLAG = lazy(r" (?:-{1,2}[A-Za-z]|[A-Z_][A-Z0-9_]{1,60}=|-[ \t]+[A-Za-z_\"'])")

_MASHED_MIN = 8  # made-up letters at a secret's name that is no password's: as many as a secret key's
# ... and the value ends its field: a quote, a separator, a comment or the line's end (not a word of a
# sentence or a command that goes on: "Initial admin password: kubectl -n argocd get secret")
# (or the next assignment: a reply that flattened a .env or a script, "export DB_PWD=V  NEXT=...")
_FIELD_END = lazy(r"(?m)[\"'`]?[ \t]*(?:$|[,;)}\]]|#|//|</|(?:export[ \t]+)?[A-Za-z_]\w*=)")


def _key_spans(text: str) -> Iterator[tuple[int, int, str]]:
    for pair, hit in pairs(text):
        start, value = pair.start, pair.value
        if pair.syntax == "userlist" and _USERLIST_HASHED.fullmatch(value):
            yield start, pair.end, "key:userlist"  # a login's md5 or SCRAM secret: no password's look asked
            continue
        if value[-1:] in "/|#,:@!g" and (cut := _sed_cut(text, start, value)) != value:
            value = cut
            pair = pair._replace(value=cut, end=start + len(cut))
        if hit.entry in _CREDENTIAL_PAIRS and (user := _USER_COLON.match(value)):
            # --auth user:PASSWORD: the user stays, and what follows it is a password
            start, value = start + user.end(), value[user.end():]
            # user/V is also how a store's path reads (aws/prod-creds-2): V must look random then
            hit = KeyWord(hit.entry, True, user.group().endswith("/"))
        if _NEXT_ASSIGNMENT.match(value) and text.endswith("= ", 0, start):
            continue  # MYSQL_PASSWORD= FILTER=integration npm test: the name was handed nothing
        if hit.password and value.startswith("{noop}"):
            # Spring Security's id for a password stored as it is ({bcrypt}... is a hash): the rest is it
            start, value = start + 6, value[6:]
        if hit.weak and _NESTED_PAIR.match(value) and not random_symbols(value) and not random_pair_head(value):
            continue  # Cookie: sid=V: the pair inside is the cookie rule's (rules.py); a salt's
            # random value may hold "=" (salt = 'CI=0!W@Iz^5@...')
        if value.isalpha() and not value.isascii():
            continue  # words of a script written without spaces (密码：请联系管理员), not a password
        if test_verdict(text, pair.key, start, pair.end):
            continue  # PASS: TestName (0.00s): a test's verdict
        if hit.password and repeats_its_user(text, start, value):
            continue  # Username=app;Password=app: a local default
        # (a sealed block is looked for only in a text that may hold one: _in_sealed_block's own gate)
        if hit.weak and _LOOKUP_SIBLING.match(text, pair.end):
            continue  # {key: "hasImageForTag", value: function...}, - key: k8s-app / operator: In: a lookup's key
        if (keyed_value(value, hit.password, hit.weak) or not hit.weak and numeric_chosen_secret(hit.entry, value)) and (
                not echoes_its_name(pair.key, value) and not _in_sealed_block(text, start)):
            yield start, pair.end, f"key:{hit.entry}"
        elif (not hit.weak and len(value) >= (6 if hit.password else _MASHED_MIN) and mashed_letters(value)
              and _FIELD_END.match(text, pair.end) is not None and key_word(value) is None
              and not echoes_its_name(pair.key, value) and not _in_sealed_block(text, start)):
            # letters the triples read as no word at a secret's own name: a keyboard's mash (app.secret_key =
            # 'fjaoidfj'), a made-up password (MYSQL_PWD=wcccod); keyed_value reads one word as no credential
            yield start, pair.end, f"key:{hit.entry}"
        elif hit.entry == "key" and _UUID.fullmatch(value) and random_uuid(value) and not _in_sealed_block(text, start):
            yield start, pair.end, "key:key"  # key = "<UUID>": CredData's dev marks it a key every time (a session's stays data)
        elif (pair.syntax in ("sql", "openssl") and place_password(value) and not names_the_password(value)
              and not value.startswith((":", "@", "?"))):
            yield start, pair.end, f"key:{hit.entry}"  # IDENTIFIED BY 'V', WITH PASSWORD V: a place only a password holds (not :pw, @pw: a bound variable)
        elif (not hit.weak and _literal_at(text, pair.key, start, pair.end, hit.password)
              and (hit.password or len(value) >= _SECRET_LITERAL_MIN)
              and literal_password(value, any_case=hit.password and (text[start - 1:start] in ("\"", "'", "`", " ")
                                                                     or text[start - 1:start] == "=" and len(pair.key) >= 4),  # (pw=promiseWarning: a note)
                                  joined=hit.password)
              and value.lower() not in pair.key.lower()):
            yield start, pair.end, f"key:{hit.entry}"
        elif (hit.password and not hit.weak and text[start - 1:start] in ("\"", "'", "`")
              and _literal_at(text, pair.key, start, pair.end) and quoted_literal(value)
              and _JOINED_ON.match(text, pair.end + 1) is None):
            # a quoted literal of letters, digits and signs at a password's own name (passwd="]mgq")
            yield start, pair.end, f"key:{hit.entry}"


# --------------------------------------------------------------------------
# Blocks that declare themselves secret
# --------------------------------------------------------------------------

# (a block written on one line, or a model's reply that flattened one, round 33: variable "db_password" {
# type = string default = "V" }: its header and its default need no line of their own)
_HCL_BLOCK = lazy(r"(?<![\w.\"'$-])(?P<kind>variable|output|locals?)[ \t]+(?:\"(?P<name>[^\"\n]+)\"[ \t]*)?\{")
_SENSITIVE = lazy(r"\bsensitive\s*[=:]\s*true\b")
_HCL_VALUE = lazy(r"(?<![\w.\"'-])(?P<k>default|value)[ \t]*=[ \t]*" + _VALUE)
_SECTION = lazy(r"(?m)^[ \t]*\[{1,2}(?P<name>[^\]\n]+)\]{1,2}[ \t]*$")
_SECTION_ENTRY = lazy(r"(?m)^[ \t]*[\"']?(?P<k>[\w.-]+)[\"']?[ \t]*[=:][ \t]*" + _VALUE)
# a block's header ends its line; a label may stand before it ("remember this config: stringData:")
_LABEL = r"(?:[^\n:]{1,80}:[ \t]+)?"
_YAML_BLOCK = lazy(r"(?m)^(?P<i>[ \t]*)" + _LABEL + r"[\"']?(?P<name>[\w.-]+)[\"']?:[ \t]*$")
_YAML_ENTRY = lazy(r"(?P<i>[ \t]+)(?:-[ \t]+)?[\"']?(?P<k>[\w.-]+)[\"']?[ \t]*[:=][ \t]*" + _VALUE)
_JSON_BLOCK = lazy(r"\"(?P<name>[^\"\n]{1,80})\"[ \t]*:[ \t]*\{(?P<body>[^{}]*)\}")
_JSON_ENTRY = lazy(r"\"(?P<k>[^\"\n]{1,80})\"[ \t]*:[ \t]*\"(?P<bv>[^\"\\\n]+)\"")
_JWK_MEMBER = lazy(r"(?<![\w$])[\"']?(?P<k>" + "|".join(_SYNTAX["jwk_private_members"])
                         + r")[\"']?[ \t]*(?:=>|[:=])[ \t]*[\"']?(?P<bv>[A-Za-z0-9_-]{16,})(?![A-Za-z0-9_-])", re.MULTILINE)
_JWK_MARKS = tuple(_SYNTAX["jwk_marks"])
# a JWK's private member with no mark in the text (a pretty-printed key's line on its own, as JSON
# or a JavaScript object writes it): its name quoted or opening an object's member, its value
# quoted base64url of 43 characters or more (an EC P-256 key's d is 43, an RSA key's p 171) in
# both cases of letters; not k, a symmetric key's, which 22 characters make and which names too
# much else. Its keywords are the name with what stands around it ("d", {d: ', ' d: "'): a bare
# d: stands in every id:
_JWK_ALONE_MEMBERS = [m for m in _SYNTAX["jwk_private_members"] if m != "k"]
_JWK_MEMBER_ALONE = lazy(r"(?:(?<![\w$])(?P<qk>[\"'])(?P<k>" + "|".join(_JWK_ALONE_MEMBERS) + r")(?P=qk)|(?<=[\s{,])(?P<bk>"
                               + "|".join(_JWK_ALONE_MEMBERS) + r"))[ \t]*:[ \t]*(?P<qv>[\"'])(?P<bv>[A-Za-z0-9_-]{43,})(?P=qv)")
_JWK_ALONE_KEYWORDS = tuple(f"{q}{m}{q}" for m in _JWK_ALONE_MEMBERS for q in "\"'") + tuple(
    f"{before}{m}{colon}{q}" for m in _JWK_ALONE_MEMBERS for before in " \t{," for colon in (":", ": ") for q in "\"'")


def _jwk_member_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """A JWK's private member on its own (``_JWK_MEMBER_ALONE``), where no mark says a JWK (the
    block reader reads its members then)."""
    if any(mark in text for mark in _JWK_MARKS):
        return
    for e in _JWK_MEMBER_ALONE.finditer(text):
        if _base64url_key(e.group("bv")):
            yield e.start("bv"), e.end("bv"), "block:jwk"


def _base64url_key(value: str) -> bool:
    """Whether a JWK member's value reads as key bytes in base64url: letters of both cases and
    digits, not hex (a digest's)."""
    return (any(c.isupper() for c in value) and any(c.islower() for c in value) and any(c.isdigit() for c in value)
            and not all(c in "0123456789abcdefABCDEF" for c in value))
# a Kubernetes Secret's data: kind Secret, or a Secret's type (Opaque, kubernetes.io/...); a
# stringData block belongs to a Secret alone
_K8S_SECRET = lazy(r"\b(?:kind[\"']?[ \t]*:[ \t]*[\"']?Secret\b|type[\"']?[ \t]*:[ \t]*[\"']?(?:"
                         + "|".join(_SYNTAX["k8s_secret_types"]) + r"))")
_K8S_SECRET_AT = AtOpenings(_K8S_SECRET.quickened())  # (opened on kind or type, not tried at every character)


def _k8s_typed(text: str, known: bool | None) -> bool:
    """Whether *text* names a Kubernetes Secret (``_K8S_SECRET``), once: *known* when asked before."""
    return known if known is not None else next(_K8S_SECRET_AT.finditer(text), None) is not None


_K8S_DATA = lazy(r"(?m)^(?P<i>[ \t]*)" + _LABEL + r"(?P<name>data|stringData):[ \t]*$")
_K8S_ENTRY = lazy(r"(?P<i>[ \t]+)[\"']?(?P<k>[\w.-]+)[\"']?[ \t]*:[ \t]*" + _VALUE)
# the same block flattened to one line (a reply, a title, a note): data: k: v k2: "v2"
_K8S_FLAT = lazy(r"\b(?P<name>data|stringData):[ \t]+(?P<body>(?:[\"']?[\w.-]+[\"']?:[ \t]+"
                       r"[\"']?[^\s\"',;{}]+[\"']?[ \t]*)+)")
_K8S_FLAT_AT = AtOpenings(_K8S_FLAT)  # tried where "data" or "stringData" occurs
_K8S_FLAT_ENTRY = lazy(r"[\"']?(?P<k>[\w.-]+)[\"']?:[ \t]+[\"']?(?P<bv>[^\s\"',;{}]+)")


# a line that ends with a colon (what every _YAML_BLOCK match does), found by a search in C
_ENDS_WITH_COLON = lazy(r":[ \t]*$", re.MULTILINE)


# a line that ends with "]" (what every _SECTION match does)
_ENDS_WITH_BRACKET = lazy(r"\][ \t]*$", re.MULTILINE)
# a block in braces whose own name says secret (HCL's acl { tokens { ... } }, a Gradle DSL's
# credentials { ... }): its name is context for every `k = v` inside, as a YAML block's is
# (HCL's map assignment too, tokens = { ... }, and a block commented out line by line as a
# sample config keeps it: # tokens = { / #   agent = "V")
_BRACE_BLOCK = lazy(r"[ \t]*(?:(?:#|//)[ \t]*)?(?P<name>[A-Za-z_][\w-]*)[ \t]*=?[ \t]*\{[ \t]*$", re.MULTILINE)
_BRACE_ENTRY = lazy(r"(?m)^[ \t]*(?:(?:#|//)[ \t]*)?(?P<k>[\w-]+)[ \t]*=[ \t]*" + _VALUE)
_ENDS_WITH_BRACE = lazy(r"\{[ \t]*$", re.MULTILINE)


def _line_matches(pattern: re.Pattern[str], ends: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern whose every match is one line from its start
    that ends as *ends* finds: tried only at the start of such a line (the same matches, in order)."""
    for end in ends.finditer(text):
        if (m := pattern.match(text, text.rfind("\n", 0, end.start()) + 1)) is not None:
            yield m


def _yaml_blocks(text: str) -> Iterator[re.Match[str]]:
    """``_YAML_BLOCK.finditer(text)``, tried only at the start of a line that ends with a colon."""
    return _line_matches(_YAML_BLOCK, _ENDS_WITH_COLON, text)


def _hcl_body(text: str, open_brace: int) -> tuple[int, int]:
    depth, pos = 0, open_brace
    limit = min(len(text), open_brace + 8000)
    while pos < limit:
        ch = text[pos]
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return open_brace + 1, pos
        pos += 1
    return open_brace + 1, limit


def _inner_ok(key: str) -> bool:
    """A key inside a secret block whose own name says it is not the secret (username, host,
    region, client_id) keeps its value."""
    words = set(name_words(key))
    return not (words & _NOT_INSIDE)


_JWK_PUBLIC = frozenset(_SYNTAX["jwk_public_members"])
_KTY = lazy(r"[\"']?kty[\"']?[ \t]*[:=]")


def jwk_public(key: str, text: str, start: int, end: int) -> bool:
    """A JWK's public member (``x``, ``y``, ``n``, ``e``, ``kid``) in a body that says ``kty``:
    public by the format, whatever the block holding it is named (``"key": {"kty": "EC", "x": ...}``)."""
    return key.strip("\"'") in _JWK_PUBLIC and _KTY.search(text, start, end) is not None


_NOT_INSIDE = frozenset(LEXICON["negative"]) | frozenset(LEXICON["about"]) | frozenset(_SYNTAX["not_inside"])


def block_pairs(text: str) -> Iterator[tuple[Pair, str, bool]]:
    """Every value under a block that declares itself secret: the pair, the rule's name
    (``block:sensitive``, ``block:secrets``) and whether it is held to a weak word's test."""
    if "{" in text and ("variable" in text or "output" in text or "sensitive" in text):
        for m in _HCL_BLOCK.finditer(text):
            body_start, body_end = _hcl_body(text, m.end() - 1)
            body = text[body_start:body_end]
            hit = key_word(m.group("name") or "")
            sensitive = _SENSITIVE.search(body) is not None
            if not sensitive and hit is None:
                continue
            label = "block:sensitive" if sensitive else f"key:{hit.entry}"
            for v in _HCL_VALUE.finditer(text, body_start, body_end):
                if (value := _value(v)) is not None:
                    yield (Pair(m.group("name") or m.group("kind"), value[0], value[1], value[2], "hcl",
                                f"{m.group('kind')} {m.group('name') or ''}".strip()), label, False)
    for m in _line_matches(_BRACE_BLOCK, _ENDS_WITH_BRACE, text) if "{" in text and "=" in text else ():
        hit = key_word(m.group("name"))
        if hit is None:
            continue
        body_start, body_end = _hcl_body(text, m.end("name") + text[m.end("name"):m.end()].index("{"))
        for e in _BRACE_ENTRY.finditer(text, body_start, body_end):
            if (value := _value(e)) is not None and _inner_ok(e.group("k")) and not jwk_public(e.group("k"), text, body_start, body_end):
                yield Pair(e.group("k"), *value, "hcl", f"{m.group('name')} {{"), f"block:{hit.entry}", hit.weak
    for m in _line_matches(_SECTION, _ENDS_WITH_BRACKET, text) if "]\n" in text or "]\r\n" in text or text.rstrip().endswith("]") else ():
        hit = key_word(m.group("name"))
        if hit is None or m.group("name").startswith("REDACTED"):
            continue  # a line that is a redaction marker alone (a value taken before) is no [section]
        nxt = _SECTION.search(text, m.end())
        stop = nxt.start() if nxt else len(text)
        for e in _SECTION_ENTRY.finditer(text, m.end(), stop):
            if (value := _value(e)) is not None and _inner_ok(e.group("k")):
                yield Pair(e.group("k"), *value, "section", f"[{m.group('name')}]"), f"block:{hit.entry}", hit.weak
    for m in _yaml_blocks(text) if ":\n" in text or ":\r\n" in text or ": \n" in text else ():
        hit = key_word(m.group("name"))
        if hit is None:
            continue
        indent, pos = len(m.group("i")), m.end() + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if line.strip():
                if len(line) - len(line.lstrip()) <= indent:
                    break
                e = _YAML_ENTRY.match(text, pos, end)
                if e is not None and (value := _value(e)) is not None and _inner_ok(e.group("k")):
                    yield Pair(e.group("k"), *value, "yaml", f"{m.group('name')}:"), f"block:{hit.entry}", hit.weak
            pos = end + 1
    if "{" in text and "\":" in text:
        for m in _JSON_BLOCK.finditer(text):
            hit = key_word(m.group("name"))
            if hit is None:
                continue
            for e in _JSON_ENTRY.finditer(text, m.start("body"), m.end("body")):
                if _inner_ok(e.group("k")) and not jwk_public(e.group("k"), text, m.start("body"), m.end("body")):
                    yield (Pair(e.group("k"), e.group("bv"), e.start("bv"), e.end("bv"), "json", m.group("name")),
                           f"block:{hit.entry}", hit.weak)
    if ("stringData" in text or "data:" in text) and "encryptedData" not in text:
        # whether the text names a Secret, asked only of a data: block (a stringData: one needs no
        # answer): in a long JSON text the search cost more than the rest of the blocks' reading
        typed: bool | None = None
        for m in _line_matches(_K8S_DATA, _ENDS_WITH_COLON, text):
            if m.group("name") == "data" and not (typed := _k8s_typed(text, typed)):
                continue
            indent, pos = len(m.group("i")), m.end() + 1
            while pos < len(text):
                end = text.find("\n", pos)
                end = len(text) if end < 0 else end
                e = _K8S_ENTRY.match(text, pos, end)
                if e is None or len(e.group("i")) <= indent:
                    break
                if (value := _value(e)) is not None:
                    yield Pair(e.group("k"), *value, "kubernetes", m.group("name")), "block:kubernetes-secret", False
                pos = end + 1
        for m in _K8S_FLAT_AT.finditer(text):
            if m.group("name") == "data" and not (typed := _k8s_typed(text, typed)):
                continue
            for e in _K8S_FLAT_ENTRY.finditer(text, m.start("body"), m.end("body")):
                yield (Pair(e.group("k"), e.group("bv"), e.start("bv"), e.end("bv"), "kubernetes", m.group("name")),
                       "block:kubernetes-secret", False)
    if any(mark in text for mark in _JWK_MARKS):
        for e in _JWK_MEMBER.finditer(text):
            yield Pair(e.group("k"), e.group("bv"), e.start("bv"), e.end("bv"), "jwk", "jwk"), "block:jwk", False


# a private key's header alone on its line, and no END line after it: the key was cut off,
# and the lines under the header (to a blank line) are its body, whatever they look like,
# unless the first reads as a sentence about it; a header inside a sentence is a mention, and
# one with an END line is the private-key rule's
_PEM_HEADER = lazy(r"^[ \t]*-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[ \t]*\r?\n", re.MULTILINE)
_PEM_ELIDED = lazy(r"[.…\s]*|[<\[(].*[>\])]")


def _cut_key_spans(text: str) -> Iterator[tuple[int, int, str]]:
    for m in _PEM_HEADER.finditer(text):
        if "-----END" in text[m.end():] or sealed_key(text[m.start():m.end() + 400]):
            continue  # (a key its passphrase seals is ciphertext: round 22)
        start = end = m.end()
        for line in text[m.end():].split("\n")[:200]:
            if not line.strip():
                break
            end += len(line) + 1
        # the field it stands in ends (a quote; in a JSON document's fielded view, a "," line)
        body = re.split(r"[\"`]|\n[ \t]*[,}\]]", text[start:end], maxsplit=1)[0].rstrip()
        first = body.split("\n", 1)[0]
        if (body and _PEM_ELIDED.fullmatch(body.strip()) is None and not _reads_as_prose(first)
                and not body.startswith("[REDACTED:")):  # scrubbed already (a marker and the quote after it)
            yield start, start + len(body), "block:private-key"


_PROSE_WORDS = frozenset(_SYNTAX["prose_words"])


def _reads_as_prose(line: str) -> bool:
    """A sentence about the key, not its body: five words or more, or one of English's
    commonest ("The file must begin with / -----BEGIN ... / and end with the END line")."""
    words = re.findall(r"[A-Za-z']+", line)
    return len(words) >= 5 or any(w.lower() in _PROSE_WORDS for w in words)


# an AWS SSM parameter of type SecureString as the CLI and the API print it decrypted
# (aws ssm get-parameter --with-decryption): its Value, whatever its Name says
_SECURE_STRING = lazy(r"\{[^{}]{0,2000}\"Type\"[ \t]*:[ \t]*\"SecureString\"[^{}]{0,2000}\}")
_SECURE_VALUE = lazy(r"\"Value\"[ \t]*:[ \t]*\"(?P<bv>[^\"\\\n]{1,4096})\"")


def _secure_string_spans(text: str) -> Iterator[tuple[int, int, str]]:
    for m in _SECURE_STRING.finditer(text):
        v = _SECURE_VALUE.search(text, m.start(), m.end())
        if v is not None and keyed_value(v.group("bv"), True, False):
            yield v.start("bv"), v.end("bv"), "block:securestring"


def _block_spans(text: str) -> Iterator[tuple[int, int, str]]:
    if "-----BEGIN" in text:
        yield from _cut_key_spans(text)
    if "SecureString" in text:
        yield from _secure_string_spans(text)
    for pair, label, weak in block_pairs(text):
        if starts_as_reference(pair.value) or _in_sealed_block(text, pair.start):
            continue
        if words_of_text(pair.value):
            continue  # a translation's or a description's words beside the secret ("auth": {"register": "Creer mon compte"})
        if pair.syntax == "jwk" or keyed_value(pair.value, pair.syntax == "kubernetes" or (
                key_word(pair.key) is not None and key_word(pair.key).password), weak):
            yield pair.start, pair.end, label
        elif not weak and len(pair.value) >= _MASHED_MIN and mashed_letters(pair.value) and key_word(pair.value) is None:
            yield pair.start, pair.end, label  # made-up letters under a block that says secret ([secrets] stripe = "V")


# a secret's name that holds a list of strings ("tokens": ["V", "V"], api_keys = ['V', 'V']); a
# string with a space in it is a message (password: ["is too short"]), no value
# (read from the list's opening back to its name: a search for the name first tried every letter of
# a long text, sixty word characters on from each, which cost Crush's and Cline's tool output five times
# the rest of the key reader)
# (Go writes a list of strings as []string{"V"}, and url.Values' or a map of lists' entry as "k": {"V"})
_LIST_OPEN = lazy(r"(?::|=>|=)[ \t]*(?:\[(?!\])|\[\]string\{|\{(?=[ \t]*\"))")
_LIST_NAME = lazy(r"[A-Za-z_][\w.-]*\Z")  # the name's last 61 characters at most, as it ends the text before
_LIST_ITEM = lazy(r"[ \t\n]*(?P<q>[\"'])(?P<v>[^\"'\\\s]{1,512})(?P=q)[ \t\n]*(?P<sep>[,\]}])")


def _list_name(text: str, end: int) -> str | None:
    """The name a list's ``:`` or ``=`` at *end* follows: word characters, dots and dashes, up to
    61, opening with a letter or ``_``, then a quote and blanks at most."""
    if end and text[end - 1] == ":" and text.startswith("=", end):
        end -= 1  # (Go's :=)
    while end and text[end - 1] in " \t":
        end -= 1
    if end and text[end - 1] in "\"'":
        end -= 1
    m = _LIST_NAME.search(text, max(0, end - 61), end)
    return m.group() if m else None


def _list_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """Each string of a list that a secret's name holds, read as that name's value."""
    if "[" not in text and "{" not in text:
        return
    for m in _LIST_OPEN.finditer(text):
        if (name := _list_name(text, m.start())) is None or (hit := key_word(name)) is None:
            continue
        pos = m.end()
        while (item := _LIST_ITEM.match(text, pos)) is not None:
            value = item.group("v")
            if keyed_value(value, hit.password, hit.weak) and not _in_sealed_block(text, item.start("v")):
                yield item.start("v"), item.end("v"), f"key:{hit.entry}"
            pos = item.end()
            if item.group("sep") in "]}":
                break


def _key_and_array_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """The key reader on *text*, and on each array of strings in it read as a command line
    (CMD ["redis-server", "--requirepass", "V"]: a flag is a key there too), and the strings of
    a list that a secret's name holds."""
    yield from _key_spans(text)
    if '"-' in text or "'-" in text:  # the key reader reads a flag there (--requirepass V)
        yield from in_string_arrays(text, _key_spans)
    yield from _list_spans(text)


# --------------------------------------------------------------------------
# Client APIs that take a credential as a positional argument (data/commands.toml's [[calls]])
# --------------------------------------------------------------------------

_CALLS: list[dict] = TABLE["calls"]  # data/commands.toml, parsed once (command_table)
_CALLS_BY_NAME: dict[str, list[dict]] = {}
for _row in _CALLS:
    for _name in _row["names"]:
        _CALLS_BY_NAME.setdefault(_name, []).append(_row)
# a call's name (the end of a dotted or qualified one), a declared variable between it and its
# parentheses or not (C++'s WiFiManagerParameter custom_pass("pass", ...))
_CALL_OPEN = lazy(r"(?<![\w$])(?P<name>" + "|".join(re.escape(n) for n in sorted(_CALLS_BY_NAME, key=len, reverse=True))
                        + r")(?:[ \t]+[A-Za-z_]\w{0,60})?[ \t]*\(")
# (tried where a name stands, found by the automaton: its alternation behind a lookbehind is no
# literal re can search for in C, so it was tried at every place of a text)
_CALL_OPEN_AT = AtOpenings(_CALL_OPEN, tuple(sorted({n.lower() for n in _CALLS_BY_NAME})))
# a quoted literal standing alone as an argument (Java's "V".toCharArray() too)
# (or its bytes: Java's "V".getBytes(...), Kotlin's toByteArray(), Python's "V".encode() or b"V", Go's []byte("V"))
_CALL_LITERAL = lazy(r"\s*(?P<go>\[\]byte\(\s*)?b?(?P<q>[\"'])(?P<qv>[^\"'\n]{0,256})(?P=q)"
                           r"(?:\.toCharArray\(\)|\.(?:getBytes|toByteArray|encode)\([^()\n]{0,40}\))?(?(go)\s*\))\s*\Z")
# an option's constant as an argument, its module's name before it dropped (pycurl.USERPWD, Curl::CURLOPT_...)
_OPTION_NAME = lazy(r"[A-Z][A-Z0-9_]*(?=\s*\Z)")
_ANONYMOUS = frozenset({"anonymous", "ftp"})  # a user that logs in with no secret (RFC 1635)
# what wakes the call reader: a name of 8 letters or more, a shorter one with its parenthesis
_CALL_KEYWORDS = tuple(sorted({n.lower() if len(n) >= 8 else n.lower() + "(" for n in _CALLS_BY_NAME}))


_CALL_REACH = 800  # how far a call's arguments are read


def call_arguments(text: str, open_paren: int, limit: int = 800) -> list[tuple[int, int]] | None:
    """The spans of a call's arguments, *open_paren* the index of its "(": commas inside quotes
    or nested brackets part none; None when the call does not close within *limit* characters
    or a quote does not close on its line."""
    spans: list[tuple[int, int]] = []
    depth, start, i, end = 0, open_paren + 1, open_paren + 1, min(len(text), open_paren + limit)
    while i < end:
        c = text[i]
        if c in "\"'":
            i += 1
            while i < end and text[i] != c:
                if text[i] == "\n":
                    return None
                i += 2 if text[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if not depth:
                spans.append((start, i))
                return spans
            depth -= 1
        elif c == "," and not depth:
            spans.append((start, i))
            start = i + 1
        i += 1
    return None


def _call_pairs(text: str) -> Iterator[tuple[Pair, KeyWord]]:
    """The credential a [[calls]] row's call takes as a positional argument, a quoted literal."""
    close = -1  # the first ")" at or after the last opening read
    for m in _CALL_OPEN_AT.finditer(text):
        if close < m.end():
            close = text.find(")", m.end())
            if close < 0:
                return  # no call closes (f(f(f(... of a long line: each opening read 800 characters)
        if close - m.end() > _CALL_REACH:
            continue  # its first ")" is past what call_arguments reads
        args = call_arguments(text, m.end() - 1, _CALL_REACH)
        if not args:
            continue
        for row in _CALLS_BY_NAME[m.group("name")]:
            at = row["position"]
            if "args" in row and len(args) != row["args"]:
                continue
            if at >= len(args) or (lit := _CALL_LITERAL.match(text, *args[at])) is None or not lit.group("qv"):
                continue
            if any((other := _CALL_LITERAL.match(text, *a)) is not None and other.group("qv").lower() in _ANONYMOUS
                   for a in args[:at]):
                continue  # anonymous FTP's password is an e-mail address by convention, no secret
            if "options" in row and not (row["options"][0] < len(args) and _OPTION_NAME.search(
                    text, *args[row["options"][0]]) is not None and _OPTION_NAME.search(
                    text, *args[row["options"][0]]).group() in row["options"][1]):
                continue  # an option call's value is the secret only when its option names one
            if "named" in row and not any(
                    n < len(args) and (name := _CALL_LITERAL.match(text, *args[n])) is not None
                    and key_word(name.group("qv")) is not None for n in row["named"]):
                continue
            yield Pair(m.group("name"), lit.group("qv"), lit.start("qv"), lit.end("qv"), "call"), (
                _RANDOM_ONLY if row.get("weak") else _PASSWORD)
            break


def _call_spans(text: str) -> Iterator[tuple[int, int, str]]:
    for pair, hit in _call_pairs(text):
        if keyed_value(pair.value, hit.password, hit.weak) and not _in_sealed_block(text, pair.start):
            yield pair.start, pair.end, f"call:{pair.key}"


_KEYWORDS = tuple(sorted(set(LEXICON["words"]) | set(LEXICON["weak"]) | set(LEXICON["one_word_ends"])
                         | _MULTIWORD_LASTS | set(_SYNTAX["extra_keywords"])
                         | {"userlist", "pgbouncer", ' "md5', ' "scram-sha-256$'}))

#: The key reader and the block reader as engine rules (family "key" and "block"); each
#: finding is named by what fired (``key:password``, ``block:sensitive``).
KEY_RULES: tuple[Rule, ...] = (
    Rule("key", "secret-value", None, _KEYWORDS, priority=45, family="key", finder=per_field(_key_and_array_spans),
         keywords_at_edges=True),
    Rule("block", "secret-value", None, _KEYWORDS + tuple(_SYNTAX["block_keywords"]), priority=46, family="block",
         finder=per_field(_block_spans), keywords_at_edges=True),
    # a JWK's private member with no mark beside it
    Rule("jwk-member", "secret-value", None, _JWK_ALONE_KEYWORDS, priority=46, family="block",
         finder=per_field(_jwk_member_spans)),
    # a credential a client API takes as a positional argument (data/commands.toml's [[calls]])
    Rule("call", "secret-value", None, _CALL_KEYWORDS, priority=45, family="key", finder=per_field(_call_spans),
         keywords_at_edges=True),
    # passwords in prose, tables and pasted output, where no key-value syntax stands (prose.py); in a
    # JSON document's string values too, each as lines of its own (a tool call's input as a model's
    # prompt logs it: {"command": "...\n- Mot de passe : `V`", ...}: round 28)
    Rule("prose", "secret-value", None, PROSE_KEYWORDS, priority=47, family="key", finder=per_field(prose_spans),
         keywords_at_edges=True),
)
