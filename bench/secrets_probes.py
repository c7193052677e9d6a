"""Probes of the secret readers on the DEV cases of bench/corpora/secrets-configs (issue 33).

Not a corpus and not a figure of record: each probe takes the dev cases (never the held ones)
and asks whether what the engine catches there it still catches written another way. A miss is
a lead for a general rule, which then gets its own test (tests/test_redact_batch6.py).

* ``refill``: every dev secret re-filled with fresh random values of the same shape (the
  builder's Filler, several seeds): which value shapes do the gates drop?
* ``keys``: each dev key re-cased (snake, camel, kebab, upper, dotted, pascal).
* ``syntax``: each dev key and value written in other languages' assignment forms.
* ``values``: the same in other value forms (CRLF, BOM, comments, tabs, anchors ...).
* ``commands``: each dev command case wrapped (sudo, docker exec, ssh, bash -c, an array of
  strings, a Makefile recipe ...).
* ``outputs``: each dev key and value as tools print them (docker inspect, heroku config,
  vault kv get, SSM, logs ...).

    python bench/secrets_probes.py refill commands
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import re
import shlex
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import secrets_configs as bench  # noqa: E402
import secrets_configs_build as build  # noqa: E402

from lc_memory.redact.engine import redact_secrets  # noqa: E402


def _left(text: str, values: list[str]) -> bool:
    out = redact_secrets(text)
    return any(bench.left_in(v, out, text) for v in values)


def _keyed(limit: int = 60) -> list[tuple[str, str]]:
    """(key, value) of dev cases a key word caught, plain enough to rewrite."""
    out = []
    for c in bench.load("dev"):
        if c["secrets"] and c.get("context", "").startswith("key "):
            key, value = c["context"].split(";")[0][4:].strip(), c["secrets"][0]
            if key.isidentifier() and value.isalnum() and len(value) >= 12:
                out.append((key, value))
    return out[:limit]


def _forms(forms: dict[str, str]) -> None:
    pairs = _keyed()
    for name, form in forms.items():
        missed = [k for k, v in pairs if _left(form.format(k=k.lower(), K=k.upper(), v=v), [v])]
        if missed:
            print(f"  {name:20s} {len(missed):3d} / {len(pairs)}  {missed[:4]}")


def refill(seeds: int = 8) -> None:
    cases = [c for c in bench.load("dev") if c["secrets"]]
    always = {c["id"] for c in cases if _left(c["text"], c["secrets"])}
    misses: collections.Counter[str] = collections.Counter()
    shapes = collections.defaultdict(list)
    total = 0
    for seed in range(seeds):
        filler = build.Filler(random.Random(1000 + seed))
        for c in cases:
            text, fresh = c["text"], []
            for v in c["secrets"]:
                new = filler.like(v)
                text = text.replace(v, new, 1)
                fresh.append(new)
            for v in fresh:
                total += 1
                if _left(text, [v]) and c["id"] not in always:
                    misses[c["id"]] += 1
                    shapes[c["id"]].append(v)
    print(f"  {total} values, {sum(misses.values())} missed beyond the {len(always)} cases missed as built")
    for cid, n in misses.most_common(20):
        print(f"  {n:3d}  {cid}  {shapes[cid][:3]}")


def keys() -> None:
    styles: dict[str, Callable[[list[str]], str]] = {
        "snake": "_".join, "upper": lambda ws: "_".join(ws).upper(), "kebab": "-".join, "dotted": ".".join,
        "camel": lambda ws: ws[0] + "".join(w.title() for w in ws[1:]), "pascal": lambda ws: "".join(w.title() for w in ws),
    }
    missed: collections.Counter[str] = collections.Counter()
    for c in bench.load("dev"):
        if not c["secrets"] or not c.get("context", "").startswith("key ") or _left(c["text"], c["secrets"]):
            continue
        key = c["context"].split(";")[0][4:].strip()
        words = [w for w in re.split(r"[^a-z0-9]+", re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", key).lower()) if w]
        if len(words) < 2 or key not in c["text"]:
            continue
        for name, style in styles.items():
            if style(words) != key and _left(c["text"].replace(key, style(words)), c["secrets"]):
                missed[name] += 1
    print(f"  missed by style: {dict(missed)}")


def syntax() -> None:
    _forms({"go :=": '{k} := "{v}"', "r <-": '{k} <- "{v}"', "tcl set": 'set {k} "{v}"', "nginx": '{k} "{v}";',
            "xml element": "<{k}>{v}</{k}>", "toml": '{k} = "{v}"', "powershell": '$env:{k} = "{v}"',
            "php": "${k} = '{v}';", "js const": 'const {k} = "{v}";', "kotlin": 'val {k} = "{v}"',
            "c# property": 'public string {k} {{ get; set; }} = "{v}";', "ruby symbol": "{k}: '{v}',",
            "perl hash": "'{k}' => '{v}',", "dockerfile": "ENV {k}={v}", "systemd": 'Environment="{k}={v}"',
            "makefile": "{k} ?= {v}", "json nested": '{{"config": {{"{k}": "{v}"}}}}', "yaml list": "- {k}: {v}",
            "query string": "https://api.example.com/v1?{k}={v}&format=json", "markdown table": "| {k} | `{v}` |"})


def values() -> None:
    _forms({"comment": "{K}={v} # prod", "crlf": "A=1\r\n{K}={v}\r\nB=2\r\n", "yaml crlf": "db:\r\n  {k}: {v}\r\n",
            "tabs": "{k}\t=\t{v}", "semicolon": "{K}={v};", "yaml comment": "{k}: {v}  # rotate", "bom": "\ufeff{K}={v}",
            "nbsp": "{k}:\u00a0{v}", "yaml anchor": "{K}: &pw {v}", "backticks": "`{K}={v}`", "export": "export {K}='{v}'"})


def commands() -> None:
    wraps = {"sudo": "sudo {c}", "env prefix": "LANG=C {c}", "docker exec": "docker exec -it db {c}",
             "kubectl exec": "kubectl exec -it pod-0 -- {c}", "bash -c": 'bash -c "{c}"', "and": "cd /srv && {c}",
             "dockerfile": "RUN {c}", "yaml run": "      run: {c}", "makefile": "deploy:\n\t{c}", "array": "command: {arr}",
             "backticks": "out=`{c}`", "subst": "out=$({c})", "prompt": "$ {c}", "markdown": "```bash\n{c}\n```"}
    cases = [c for c in bench.load("dev") if c["secrets"] and c.get("syntax") == "command" and "\n" not in c["text"]
             and not _left(c["text"], c["secrets"])]
    for name, wrap in wraps.items():
        missed = []
        for c in cases:
            try:
                array = json.dumps(shlex.split(c["text"]))
            except ValueError:
                array = json.dumps(c["text"].split())
            if _left(wrap.format(c=c["text"], arr=array), c["secrets"]):
                missed.append(c["tool"])
        if missed:
            print(f"  {name:14s} {len(missed):3d} / {len(cases)}  {collections.Counter(missed).most_common(5)}")


def outputs() -> None:
    _forms({"docker inspect": '"Env": [\n    "PATH=/usr/local/bin",\n    "{K}={v}"\n]',
            "heroku config": "=== app Config Vars\n{K}:  {v}\nRAILS_ENV:        production",
            "vault kv get": "====== Data ======\nKey         Value\n---         -----\n{k}    {v}",
            "printenv": "HOME=/root\n{K}={v}", "k8s env": '"env": [{{"name": "{K}", "value": "{v}"}}]',
            "ssm": '{{"Parameter": {{"Name": "/prod/{k}", "Type": "SecureString", "Value": "{v}"}}}}',
            "python repr": "{{'{k}': '{v}', 'host': 'db'}}", "log": "INFO connecting with {k}={v} to db",
            "log json": '{{"level":"info","{k}":"{v}"}}'})


PROBES = {"refill": refill, "keys": keys, "syntax": syntax, "values": values, "commands": commands, "outputs": outputs}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("probes", nargs="*", default=list(PROBES), choices=list(PROBES))
    for name in parser.parse_args(argv).probes:
        print(name)
        PROBES[name]()


if __name__ == "__main__":
    main()
