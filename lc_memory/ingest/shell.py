"""Reading shell scripts as an agent's shell tool ran them: simple commands and the operators
between them, a command's own words (wrappers, ``VAR=value`` and runners dropped), and the
folders ``cd`` moves into. Pure functions, used by ingest (a refused ``cd``) and by
``write.activity`` (checks, commits, files a command changed)."""

from __future__ import annotations

import posixpath
import re
import shlex

_OPERATORS = ("&&", "||", ";", "|", "&", "\n")


_QUOTED = re.compile(r"['\"\\]")
_QUOTED_ORHEREDOC = re.compile(r"['\"\\]|<<")
_SIMPLE_SPLIT = re.compile(r"(&&|\|\||;|\||(?<![>&])&(?![>&])|\n)")


def segments(script: str) -> list[tuple[str, str]]:
    """A shell script as (simple command, the operator after it), heredoc bodies dropped."""
    if not _QUOTED_ORHEREDOC.search(script):  # the common case, without a character loop
        parts = _SIMPLE_SPLIT.split(script)
        pairs = [(parts[i].strip(), parts[i + 1] if i + 1 < len(parts) else "") for i in range(0, len(parts), 2)]
        out: list[tuple[str, str]] = []
        for text, op in pairs:
            if text:
                out.append((text, op))
            elif out and op and op != "\n" and out[-1][1] == "\n":
                out[-1] = (out[-1][0], op)
        return out
    script = drop_heredocs(script)
    out = []
    buf: list[str] = []
    quote = ""
    i = 0
    while i < len(script):
        ch = script[i]
        if ch == "\\" and script[i + 1:i + 2] == "\n" and quote != "'":
            i += 2  # a line continuation: the shell joins the two lines
            continue
        if quote:
            buf.append(ch)
            if ch == "\\" and quote == '"' and i + 1 < len(script):
                buf.append(script[i + 1])
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
            buf.append(ch)
        elif ch == "\\" and i + 1 < len(script):
            buf.append(script[i:i + 2])
            i += 1
        else:
            op = next((o for o in _OPERATORS if script.startswith(o, i)), None)
            # `2>&1` and `>&2` are redirects, not background operators.
            if op == "&" and (script[i - 1:i] == ">" or script[i + 1:i + 2] == ">"):
                op = None
            if op:
                text = "".join(buf).strip()
                if text:
                    out.append((text, op))
                elif out and op != "\n" and out[-1][1] == "\n":
                    out[-1] = (out[-1][0], op)
                buf = []
                i += len(op)
                continue
            buf.append(ch)
        i += 1
    text = "".join(buf).strip()
    if text:
        out.append((text, ""))
    return out


HEREDOC = re.compile(r"<<-?\s*(['\"]?)(\w+)\1[^\n]*\n(.*?)\n[ \t]*\2[ \t]*(?=\n|$|\))", re.S)


_MARKER = re.compile(r"<<-?\s*(['\"]?)\w+\1")


def drop_heredocs(script: str) -> str:
    """The script without its heredocs' bodies; what follows a marker on its line stays
    (``cat <<'EOF' > notes.md && git add notes.md``: the redirect and the next command)."""
    return HEREDOC.sub(lambda m: _MARKER.sub("", m.group(0).split("\n", 1)[0], count=1), script)


_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=.*")
_WRAPPERS = {"sudo", "time", "env", "nice", "command", "exec", "npx", "bunx", "pnpx"}
RUNNERS = (("uv", "run"), ("poetry", "run"), ("pipenv", "run"), ("pdm", "run"), ("hatch", "run"),
            ("bundle", "exec"), ("pnpm", "exec"), ("yarn", "exec"), ("rye", "run"), ("pixi", "run"))


def words(command: str) -> list[str]:
    """A simple command's words, wrappers and ``VAR=value`` prefixes dropped."""
    if _QUOTED.search(command):
        try:
            toks = shlex.split(command, comments=False)
        except ValueError:
            toks = command.split()
    else:
        toks = command.split()
    while toks:
        head = posixpath.basename(toks[0])
        if head in _WRAPPERS or "=" in toks[0] and _ASSIGNMENT.fullmatch(toks[0]):
            toks = toks[1:]
        elif head == "timeout" and len(toks) > 1:
            toks = toks[2:] if not toks[1].startswith("-") else toks[1:]
        elif tuple(toks[:2]) in RUNNERS:
            toks = toks[2:]
        elif re.fullmatch(r"python[\d.]*", head) and len(toks) > 2 and toks[1] == "-m":
            toks = toks[2:]
        else:
            break
    return toks


def cd_folders(script: str, cwd: str | None) -> list[str]:
    """The folders a script's plain ``cd`` commands move into, in order, each from the one
    before (from ``cwd`` first), as ``activity`` reads them."""
    out: list[str] = []
    folder = cwd
    for text, _ in segments(script):
        toks = words(text)
        if toks[:1] == ["cd"] and len(toks) == 2:
            folder = after_cd(folder, toks[1])
            if folder:
                out.append(folder)
    return out


def after_cd(folder: str | None, arg: str) -> str | None:
    """The folder after ``cd arg`` from ``folder`` (None: unknown from here on). A folder the
    shell picks (``~/x``, ``$TMPDIR``) stays as written: somewhere else, as far as we know."""
    if arg.startswith(("/", "~", "$")):
        return posixpath.normpath(arg)
    if folder is None or re.search(r"[~$`*]|^-$", arg):
        return None
    return posixpath.normpath(posixpath.join(folder, arg))
