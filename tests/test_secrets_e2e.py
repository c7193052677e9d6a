"""Secrets end to end: a generated corpus of every named key shape, embedded in prose, code,
URLs and JSON, pushed through a real ingest -> seal (offline and model lane) -> remember ->
edit -> consolidate -> import -> export. Zero leaks to the journal, facts, MEMORY.md, the
exports or memory.db (its tables and its raw bytes); zero changed git SHAs, content hashes,
UUIDs or asset names.
"""

from __future__ import annotations

import base64
import json
import random
import re
import sqlite3
import string
from pathlib import Path

import llm
import pytest

from lc_memory.memory import Memory
from lc_memory.surfaces.export import export_memory, export_session_markdown
from lc_memory.db.importer import import_store
from lc_memory.ingest.base import ingest
from lc_memory.redact.engine import KINDS, RULES, find_secrets
from lc_memory.store.files import Store

from .conftest import NOW, SHARED_DATA, _temp_environment
from .llm_stub import Stubs, _load_plugins, stub, stubs  # noqa: F401  (fixtures)

RNG = random.Random(7)
PROVIDER_ROWS = [
    json.loads(line)
    for line in (Path(__file__).parent / "corpora" / "secrets-providers.jsonl").read_text("utf-8").splitlines()
    if line
]
NEW_SHAPE_ROWS = [
    json.loads(line)
    for line in (Path(__file__).parent / "corpora" / "secrets-new-shapes.jsonl").read_text("utf-8").splitlines()
    if line
]
ALNUM = string.ascii_letters + string.digits


def rand(n: int, alphabet: str = ALNUM) -> str:
    # At least one digit and one capital: a value, never a placeholder run or a plain word.
    while True:
        s = "".join(RNG.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and "xxxx" not in s.lower():
            return s


def b64url(obj: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")


def pem() -> str:
    body = base64.b64encode(RNG.randbytes(180)).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


def make_secrets() -> list[tuple[str, str, str]]:
    """(kind, the text holding it, the secret value itself) for every named shape."""
    aws_secret = rand(40, ALNUM + "/+")
    bearer = rand(32, ALNUM + "-._")
    token = rand(40)
    out = [
        ("github-token", *(2 * ["ghp_" + rand(36)])),
        ("github-token", *(2 * ["gho_" + rand(36)])),
        ("github-token", *(2 * ["github_pat_" + rand(22) + "_" + rand(59)])),
        ("anthropic-key", *(2 * ["sk-ant-api03-" + rand(93, ALNUM + "_-") + "AA"])),
        ("openai-key", *(2 * ["sk-proj-" + rand(100, ALNUM + "_-")])),
        ("openai-key", *(2 * ["sk-" + rand(20) + "T3BlbkFJ" + rand(20)])),
        ("stripe-key", *(2 * ["sk_live_" + rand(24)])),
        ("stripe-key", *(2 * ["rk_test_" + rand(24)])),
        ("aws-access-key", *(2 * ["AKIA" + rand(16, string.ascii_uppercase + "234567")])),
        ("aws-secret-key", f"aws_secret_access_key = {aws_secret}", aws_secret),
        ("google-api-key", *(2 * ["AIza" + rand(35, ALNUM + "_-")])),
        ("slack-token", *(2 * [f"xoxb-{RNG.randrange(10**10, 10**11)}-{RNG.randrange(10**12, 10**13)}-{rand(24)}"])),
        ("slack-webhook", f"https://hooks.slack.com/services/T{rand(8).upper()}/B{rand(8).upper()}/{rand(24)}",
         None),
        ("jwt", *(2 * [f"eyJ{b64url({'alg': 'HS256', 'typ': 'JWT'})[3:]}.eyJ{b64url({'sub': rand(12), 'n': 1})[3:]}.{rand(43, ALNUM + '_-')}"])),
        ("bearer-token", f"Authorization: Bearer {bearer}", bearer),
        ("auth-header", f"Authorization: token {token}", token),
    ]
    key = pem()
    out.append(("private-key", key, key))
    # every other kind, from our own providers corpus (one single-secret row each)
    covered = {kind for kind, _, _ in out}
    for row in PROVIDER_ROWS:
        if row["kind"] not in covered and len(row["secrets"]) == 1:
            covered.add(row["kind"])
            out.append((row["kind"], row["text"], row["secrets"][0]))
    # the shapes the first corpora lacked (issue 19), one row per kind
    for row in NEW_SHAPE_ROWS:
        kind = find_secrets(row["text"])[0][0]
        if kind not in covered:
            covered.add(kind)
            out.append((kind, row["text"], row["secrets"][0]))
    fixed = []
    for kind, text, value in out:
        if value is None:  # the webhook path is the credential
            value = text.split("hooks.slack.com/services/")[1]
        fixed.append((kind, text, value))
    return fixed


SECRETS = make_secrets()

NEAR_MISSES = [
    "3f786850e387550fdab836ed7e6dc881de23001b",             # a git SHA
    "e83c5163",                                               # a short SHA
    "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC",
    "app.3f9a2c1b.js", "main-8f14e45fceea167a.css", "vendor.7d3c9e.chunk.js",
    "123e4567-e89b-12d3-a456-426614174000",                  # a UUID
    "AKIAIOSFODNN7EXAMPLE"[:4] + "-not-a-key",                # a prefix alone
]


def _corpus_keeps() -> list[str]:
    path = SHARED_DATA / "corpora" / "secrets.jsonl"
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    # The redactor's own calls on the corpus are test_redact's business; here: what it keeps,
    # the pipeline keeps byte for byte.
    return [r["text"] for r in rows if r["expect"] == "keep" and not find_secrets(r["text"])]


def _corpus_redacts() -> list[str]:
    path = SHARED_DATA / "corpora" / "secrets.jsonl"
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [r["text"] for r in rows if r["expect"] == "redact"]


def contexts(text: str) -> list[str]:
    """The same secret where it turns up in sessions: prose, code, a URL, JSON."""
    flat = text.replace("\n", "\\n")
    return [
        f"Note: the deploy credential {text} lives in `.env` for now.",
        f'```python\nAPI_KEY = "{text}"  # rotate me\n```',
        f"curl -s 'https://api.example.com/v1/refunds?api_key={flat}&limit=5'",
        json.dumps({"env": {"TOKEN": text}, "note": "from the CI secrets page"}),
    ]


def _session(sid: str, title: str, turns: list[tuple[str, str, str]]) -> str:
    lines = [{"type": "session", "id": sid, "title": title, "created": "2026-11-20T09:00:00Z"}]
    for n, (role, kind, content) in enumerate(turns):
        lines.append({"type": "message", "role": role, "kind": kind, "content": content,
                      "ts": f"2026-11-20T09:{n:02d}:00Z", "typed": role == "user"})
    return "".join(json.dumps(x) + "\n" for x in lines)


def write_sessions(folder: Path) -> list[str]:
    """One session per secret, built so the extractor carries its text into every output."""
    folder.mkdir()
    ids = []
    for i, (kind, text, _) in enumerate(SECRETS):
        sid = f"2026-11-20-secret-{i:02d}"
        ids.append(sid)
        one_line = text.replace("\n", " ")
        near = " ".join(NEAR_MISSES)
        turns = [("user", "text", f"The CI key {one_line} leaked. Rotate it; commit {NEAR_MISSES[0]} added it.")]
        for c in contexts(text):
            turns += [("assistant", "tool_use", json.dumps({"command": f"grep -r '{one_line[:12]}' ."})),
                      ("tool", "tool_result", c),
                      ("assistant", "text", c)]
        turns.append(("assistant", "text", f"The build of {near} passed."))
        turns.append(("assistant", "text",
                      f"Note: the deploy credential {one_line} lives in `.env`. We decided to rotate {one_line} today. "
                      f"Commit {NEAR_MISSES[0]} built app.3f9a2c1b.js."))
        (folder / f"{sid}.jsonl").write_text(_session(sid, f"Rotate {one_line} ({kind})", turns))
    # Outside corpora: every shape the shared corpus says to redact, and what it says to keep.
    keeps, redacts = _corpus_keeps(), _corpus_redacts()
    turns = [("assistant", "text", f"Note: {t}") for t in redacts + keeps]
    (folder / "2026-11-21-corpus.jsonl").write_text(_session("2026-11-21-corpus", "Outside corpus", turns))
    ids.append("2026-11-21-corpus")
    return ids


def fingerprints(value: str) -> list[str]:
    """What must never be found: the value, and a 16-character middle of each line of it."""
    parts = [value]
    for line in value.splitlines():
        line = line.strip()
        if len(line) >= 24 and "PRIVATE KEY" not in line:
            mid = len(line) // 2
            parts.append(line[mid - 8: mid + 8])
    return parts


def db_texts(db: Path) -> str:
    con = sqlite3.connect(db)
    out = []
    for (table,) in con.execute("select name from sqlite_master where type = 'table'"):
        for row in con.execute(f"select * from [{table}]"):
            out += [v if isinstance(v, str) else v.decode("latin-1") if isinstance(v, bytes) else str(v) for v in row]
    con.close()
    return "\n".join(out)


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory) -> dict[str, str]:
    """Everything lc-memory writes from the secret sessions, as one dict of name -> text: built
    once for the module's three tests, which only read it (it took 9-14 s a test), in the temp
    environment ``env_setup`` gives each test and with the stub model registered as ``stubs`` does."""
    with pytest.MonkeyPatch.context() as mp:
        _temp_environment(mp, tmp_path_factory)
        _load_plugins()
        plugin = Stubs()
        llm.pm.register(plugin, name="lc-memory-test-stubs-e2e")
        try:
            return _run_pipeline(tmp_path_factory.mktemp("pipeline"), plugin.schema)
        finally:
            llm.pm.unregister(name="lc-memory-test-stubs-e2e")


def _run_pipeline(tmp_path: Path, stub) -> dict[str, str]:
    folder = tmp_path / "sessions"
    ids = write_sessions(folder)
    s = Store(tmp_path / "store", "secrets")
    s.path.mkdir(parents=True)
    ingest(s, sorted(folder.glob("*.jsonl")))
    offline, model = ids[::2], ids[1::2]
    for sid in offline:
        Memory.at(s, NOW).seal(sid)
    # The model lane: a model that ignores "never write credentials" and echoes them.
    from lc_memory.write.model_lane import model_extractor

    extractor = model_extractor("lc-stub", s.config, log=False)
    for i, sid in enumerate(model):
        text = SECRETS[min(i * 2 + 1, len(SECRETS) - 1)][1].replace("\n", " ")
        stub.enqueue({
            "outcome": f"Rotated {text}. The key {text} lives in `.env`.",
            "files": [f".env.{text[:20]}", "ci/secrets.yml"],
            "decisions": [f"Decided to rotate {text}."],
            "facts": [{"text": f"The deploy key {text} lives in `.env`.", "kind": "fact",
                       "confidence": 0.9, "subject": f"deploy key {text}"}],
        })
        Memory.at(s, NOW).seal(sid, extractor=extractor)
    # Notes and edits: the person pastes a key into a note and into an edit.
    try:
        from lc_memory.write import notes
    except ImportError:
        notes = None
    if notes is not None:
        said = f"remember that the staging token is {SECRETS[0][1]}"
        Memory.at(s, NOW).remember(f"The staging token is {SECRETS[0][1]}.", said=said, typed=[said])
    target = Memory(s).facts(NOW)[0]
    Memory.at(s, NOW).act("edit", target.id, text=f"The Stripe key is {SECRETS[6][1]} in `.env`.")
    Memory.at(s, NOW).consolidate()
    db = tmp_path / "memory.db"
    import_store(s, db, now=NOW)
    out = {
        "journal.jsonl": s.journal_path.read_text(),
        "facts.jsonl": s.facts_path.read_text(),
        "index.jsonl": s.index_path.read_text(),
        "MEMORY.md": s.memory_md.read_text(),
        "memory set export": export_memory(s, NOW),
        "memory.db tables": db_texts(db),
        "memory.db bytes": b"".join(p.read_bytes() for p in tmp_path.glob("memory.db*")).decode("latin-1"),
    }
    for sid in ids:
        out[f"export {sid}"] = export_session_markdown(s, sid, NOW)
    return out


# the kinds of this project's own provider and structure rules (gitleaks' are tested whole in
# test_redact; the context families in the context corpus below)
OWN_KINDS = {r.kind for r in RULES if r.family in ("provider", "structure") and not r.id.startswith("gitleaks:")}


def test_the_corpus_covers_every_named_shape():
    assert {kind for kind, _, _ in SECRETS} >= OWN_KINDS
    for kind, text, value in SECRETS:
        found = find_secrets(text)
        assert found and found[0][0] == kind, (kind, text, found)
        for c in contexts(text):
            assert find_secrets(c), (kind, c)
    for near in NEAR_MISSES:
        assert find_secrets(near) == [], near


def test_zero_leaks_anywhere(pipeline):
    leaks = []
    for kind, _, value in SECRETS:
        for fp in fingerprints(value):
            for name, text in pipeline.items():
                if fp in text:
                    leaks.append((kind, name, fp))
    for line in _corpus_redacts():
        for kind, start, end in find_secrets(line):
            for name, text in pipeline.items():
                if line[start:end] in text:
                    leaks.append((kind, name, line[start:end]))
    assert not leaks, sorted({(kind, name) for kind, name, _ in leaks})


def test_markers_show_where_secrets_were(pipeline):
    for name in ("journal.jsonl", "facts.jsonl", "MEMORY.md", "memory set export", "memory.db tables"):
        assert "[REDACTED:" in pipeline[name], name
    kinds = set()
    for name, text in pipeline.items():
        if name.startswith("export 2026-11-20"):
            kinds |= {k for k in KINDS if f"[REDACTED:{k}]" in text}
    assert kinds >= OWN_KINDS


def test_no_sha_hash_uuid_or_asset_name_is_touched(pipeline):
    for near in (NEAR_MISSES[0], "app.3f9a2c1b.js"):  # the closing lines carry these
        assert near in pipeline["journal.jsonl"] and near in pipeline["MEMORY.md"], near
    for near in NEAR_MISSES:
        assert near in pipeline["memory.db tables"], near
        for name, text in pipeline.items():
            if name.startswith("export 2026-11-20"):
                assert near in text, (near, name)
    corpus = pipeline["export 2026-11-21-corpus"]
    for line in _corpus_keeps():
        flat = " ".join(line.split())
        assert flat in " ".join(corpus.split()) or flat.replace("<", "&lt;") in " ".join(corpus.split()), line


# --------------------------------------------------------------------------
# Context-only secrets (issue 25): every surface, both lanes, llm's logs
# --------------------------------------------------------------------------

CONTEXT_ROWS = [
    json.loads(line)
    for line in (Path(__file__).parent / "corpora" / "secrets-context.jsonl").read_text("utf-8").splitlines()
    if line
]
CONTEXT_SECRETS = [r for r in CONTEXT_ROWS if r["expect"] == "redact"]
CONTEXT_KEEPS = [r for r in CONTEXT_ROWS if r["expect"] == "keep"]
PER_SESSION = 64


def _context_turns(rows: list[dict]) -> tuple[str, list[tuple]]:
    """A session that carries each row on its surface; the title carries the title rows."""
    titles, turns = [], []
    for i, row in enumerate(rows):
        text, surface = row["text"], row["surface"]
        call = {"id": f"c{i}", "tool": "shell", "command": row.get("command", f"cat notes-{i}.txt")}
        if row.get("family") == "command":
            turns += [("assistant", "tool_use", json.dumps({"command": row["command"]}), call),
                      ("tool", "tool_result", text, {"id": f"c{i}"})]
        elif row.get("family") == "conversation":
            turns += [("user", "text", row["previous"], None), ("user", "text", text, None)]
        elif surface == "title":
            titles.append(" ".join(text.split()))
        elif surface == "tool_input":
            turns.append(("assistant", "tool_use", json.dumps({"command": text}), {**call, "command": text}))
        elif surface == "tool_output":
            turns += [("assistant", "tool_use", json.dumps({"command": call["command"]}), call),
                      ("tool", "tool_result", text, {"id": f"c{i}"})]
        elif surface == "file_name":
            turns.append(("assistant", "tool_use", json.dumps({"file_path": text, "content": "x"}),
                          {"id": f"c{i}", "tool": "write", "paths": [text]}))
        elif surface in ("typed", "remember"):
            turns.append(("user", "text", text, None))
        else:  # model_reply, llm_log: the agent says it, the model lane repeats it
            turns.append(("assistant", "text", f"Note: {text}", None))
    return " · ".join(titles) or "Context secrets", turns


def _write_context_sessions(folder: Path) -> list[tuple[str, list[dict]]]:
    folder.mkdir()
    out = []
    rows = CONTEXT_SECRETS + CONTEXT_KEEPS
    for n in range(0, len(rows), PER_SESSION):
        batch = rows[n:n + PER_SESSION]
        sid = f"2026-11-22-context-{n // PER_SESSION:02d}"
        title, turns = _context_turns(batch)
        lines = [{"type": "session", "id": sid, "title": title, "created": "2026-11-22T09:00:00Z"}]
        for k, (role, kind, content, extra) in enumerate(turns):
            m = {"type": "message", "role": role, "kind": kind, "content": content,
                 "ts": f"2026-11-22T09:{k % 60:02d}:00Z", "typed": role == "user"}
            if extra is not None:
                m["call" if kind == "tool_use" else "result"] = extra
            lines.append(m)
        (folder / f"{sid}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
        out.append((sid, batch))
    return out


def _reply(batch: list[dict], shape: int) -> dict:
    """The stand-in model echoes every row: flattened, cut, or split across fields."""
    texts = [r["text"] for r in batch]
    flat = [" ".join(t.split()) for t in texts]
    if shape == 0:  # flattened into the outcome and the facts
        return {"outcome": "Set up the credentials: " + " ; ".join(flat), "files": [f"{t}" for t in flat[:5]],
                "decisions": flat[:8], "facts": [{"text": f"The config has {t}.", "kind": "fact",
                                                  "confidence": 0.9, "subject": t} for t in flat[:10]]}
    if shape == 1:  # cut: each text loses its last three characters (as a clip would)
        return {"outcome": " ".join(t[:-3] for t in flat)[:2000], "files": [],
                "decisions": [t[:-3] for t in flat[:10]],
                "facts": [{"text": t[:-3], "kind": "fact", "confidence": 0.9} for t in flat[:10]]}
    # split across fields: each text's first words in one decision, the rest in the next
    halves = []
    for t in flat:
        cut = t.rfind(" ", 0, len(t) // 2 + 1)
        halves += [t[:cut], t[cut + 1:]] if cut > 0 else [t]
    return {"outcome": "Set up the credentials.", "files": [], "decisions": halves,
            "facts": [{"text": t, "kind": "fact", "confidence": 0.9} for t in texts[:10]]}


@pytest.fixture
def context_pipeline(tmp_path, stub):
    """Both lanes over the context corpus: every file, the db (tables and bytes), the exports
    and llm's logs.db, as one dict of name -> text."""
    import llm

    from lc_memory.write.model_lane import model_extractor

    sessions = _write_context_sessions(tmp_path / "sessions")
    out: dict[str, str] = {}
    for lane in ("offline", "model"):
        s = Store(tmp_path / lane, "context")
        s.path.mkdir(parents=True)
        ingest(s, sorted((tmp_path / "sessions").glob("*.jsonl")))
        extractor = model_extractor("lc-stub", s.config, log=True) if lane == "model" else None
        for i, (sid, batch) in enumerate(sessions):
            if extractor is not None:
                # twice, with an empty verdicts list: the seal's supersede pass may ask too
                stub.enqueue(*[{**_reply(batch, i % 3), "verdicts": []}] * 2)
            Memory.at(s, NOW).seal(sid, extractor=extractor)
            for row in batch:
                if row["surface"] == "remember":
                    said = f"remember that {row['text']}"
                    try:
                        Memory.at(s, NOW).remember(row["text"], said=said, typed=[said])
                    except Exception:  # a note the guard refuses is not a leak
                        pass
        Memory.at(s, NOW).consolidate()
        db = tmp_path / f"{lane}.db"
        import_store(s, db, now=NOW)
        for path in sorted(s.path.rglob("*")):
            if path.is_file():
                out[f"{lane}: {path.relative_to(s.path)}"] = path.read_bytes().decode("utf-8", "replace")
        out[f"{lane}: memory.db tables"] = db_texts(db)
        out[f"{lane}: memory.db bytes"] = b"".join(p.read_bytes() for p in tmp_path.glob(f"{lane}.db*")).decode("latin-1")
        out[f"{lane}: memory set export"] = export_memory(s, NOW)
        for sid, _ in sessions:
            out[f"{lane}: export {sid}"] = export_session_markdown(s, sid, NOW)
    logs = llm.user_dir() / "logs.db"
    assert logs.exists(), "the model lane logged nothing"
    out["llm logs.db tables"] = db_texts(logs)
    out["llm logs.db bytes"] = b"".join(p.read_bytes() for p in logs.parent.glob("logs.db*")).decode("latin-1")
    return out


def test_context_corpus_size():
    assert len(CONTEXT_SECRETS) >= 250 and len(CONTEXT_KEEPS) >= 120
    assert len({r["syntax"] for r in CONTEXT_SECRETS}) >= 15
    assert {r["surface"] for r in CONTEXT_SECRETS} >= {
        "typed", "tool_input", "tool_output", "file_name", "title", "model_reply", "remember", "llm_log"}


def _holds(text: str, secret: str) -> bool:
    """Whether the secret stands in the text: a short one (a 4-digit PIN) only as a word of its own,
    since the db's mtimes, sizes and page bytes hold any four digits by chance."""
    if len(secret) >= 8:
        return secret in text or secret.replace("/", "\\/") in text
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(secret)}(?![A-Za-z0-9])", text) is not None


def test_context_secrets_never_reach_the_store_the_db_the_exports_or_llm_logs(context_pipeline):
    """One pipeline run for both checks (it is the slow part): zero leaks, zero near-misses changed."""
    leaks = []
    for row in CONTEXT_SECRETS:
        for secret in row["secrets"]:
            for name, text in context_pipeline.items():
                if _holds(text, secret):
                    leaks.append((row["syntax"], row["surface"], name))
    assert not leaks, f"{len(leaks)} leaks: {sorted(set(leaks))[:20]}"
    # and the near-misses in secret-like context reach the session files unchanged
    stored = "\n".join(
        str(v) for name, text in context_pipeline.items() if name.startswith("offline: sessions/")
        for line in text.splitlines() if line.strip()
        for v in json.loads(line).values()
    )
    changed = [r["text"] for r in CONTEXT_KEEPS if r["text"] not in stored and " ".join(r["text"].split()) not in stored
               and json.dumps(r["text"])[1:-1] not in stored]
    assert not changed, changed[:10]
