"""Bad input at every boundary, through hypothesis: the JSONL readers, the transcript
importers, the fold, the exports (and note grounding, once it exists).

The properties: no crash (only the documented StoreError, which the CLI turns into one
line); no silent loss (every line is either read or reported as ``file:line``, every
well-formed observation reaches the fold); and what was skipped is said.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

import markdown
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from lc_memory.surfaces.export import session_markdown
from lc_memory.state.fold import STATES, fact_id, fold
from lc_memory.db.importer import import_store
from lc_memory.ingest.base import FORMATS, ingest, read_transcripts
from lc_memory.ingest.native import KINDS, ROLES
from lc_memory.memory import Memory
from lc_memory.store.files import Store, StoreError, append_jsonl, filter_jsonl, read_jsonl

from .conftest import NOW

# LC_MEMORY_FUZZ=20 runs twenty times as many examples (a longer fuzzing session).
SCALE = int(os.environ.get("LC_MEMORY_FUZZ", "1"))
FUZZ = settings(max_examples=100 * SCALE, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
SLOW = settings(FUZZ, max_examples=25 * SCALE)

json_scalar = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                        st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20))
json_value = st.recursive(json_scalar, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)
json_object = st.dictionaries(st.text(max_size=8), json_value, max_size=5)


def as_line(value) -> bytes:
    return json.dumps(value).encode()


raw_line = st.one_of(
    json_object.map(as_line),
    json_value.map(as_line),                        # arrays, strings, numbers: JSON, not objects
    st.binary(max_size=30).filter(lambda b: b"\n" not in b),  # garbage, invalid UTF-8
    json_object.map(as_line).map(lambda b: b[: max(1, len(b) // 2)]),  # torn
    st.sampled_from([b"", b"   ", b"\t", b"\r"]),
)
jsonl_bytes = st.builds(
    lambda lines, final_newline: b"\n".join(lines) + (b"\n" if final_newline else b""),
    st.lists(raw_line, max_size=12), st.booleans(),
)


_SCRATCH = tempfile.TemporaryDirectory(prefix="lc-fuzz-")  # removed when the run ends


def scratch() -> Path:
    """A fresh folder per example (hypothesis runs each test many times in one tmp_path)."""
    return Path(tempfile.mkdtemp(dir=_SCRATCH.name))


# --- the JSONL readers ------------------------------------------------------------

@FUZZ
@given(jsonl_bytes)
def test_read_jsonl_reads_or_reports_every_line(data):
    path = scratch() / "facts.jsonl"
    path.write_bytes(data)
    records, problems = read_jsonl(path)
    lines = [line for line in data.split(b"\n") if line.strip()]
    assert len(records) + len(problems) == len(lines)  # nothing lost without a word
    assert all(isinstance(r, dict) for r in records)
    numbers = [p.line for p in problems]
    assert numbers == sorted(set(numbers))
    for p in problems:
        assert str(p).startswith(f"{path}:{p.line}: ") and p.reason


@FUZZ
@given(jsonl_bytes, st.lists(json_object, min_size=1, max_size=3))
def test_append_keeps_what_was_there_and_adds_whole_lines(data, new):
    path = scratch() / "facts.jsonl"
    path.write_bytes(data)
    before, problems_before = read_jsonl(path)
    append_jsonl(path, new)
    after, problems_after = read_jsonl(path)
    assert after == before + new
    # A torn last line stays, as its own line, still reported (no longer as "torn").
    assert len(problems_after) == len(problems_before)


@FUZZ
@given(jsonl_bytes)
def test_filter_jsonl_keeps_every_line_it_cannot_read(data):
    path = scratch() / "facts.jsonl"
    path.write_bytes(data)
    records, problems = read_jsonl(path)
    filter_jsonl(path, lambda r: r)
    records2, problems2 = read_jsonl(path)
    assert records2 == records
    assert len(problems2) == len(problems)
    for line in data.split(b"\n"):
        if line.strip():
            try:
                ok = isinstance(json.loads(line), dict)
            except (ValueError, UnicodeDecodeError):
                ok = False
            if not ok:
                assert line in path.read_bytes().split(b"\n")


# --- the transcript importers --------------------------------------------------------

@FUZZ
@given(jsonl_bytes, st.sampled_from(["auto", *[f.name for f in FORMATS]]))
def test_any_bytes_into_any_importer_give_transcripts_or_one_clear_error(data, fmt):
    path = scratch() / "session.jsonl"
    path.write_bytes(data)
    try:
        transcripts = read_transcripts(path, fmt)
    except StoreError as e:
        assert str(e) and "\n" not in str(e).strip()
        return
    for t in transcripts:
        assert_normalized(t)


def assert_normalized(t) -> None:
    assert isinstance(t.meta["id"], str) and t.meta["id"]
    for m in t.messages:
        assert m["type"] == "message" and m["role"] in ROLES and m["kind"] in KINDS
        assert isinstance(m["content"], str) and isinstance(m["typed"], bool)
        assert isinstance(m["turn"], int)


message_record = st.fixed_dictionaries(
    {"type": st.just("message"), "role": st.sampled_from(ROLES), "content": st.text(max_size=60)},
    optional={"kind": st.sampled_from(KINDS), "ts": st.one_of(st.none(), st.just("2026-11-20T09:00:00Z"), json_value),
              "typed": json_value, "name": json_value, "extra": json_value},
)
other_record = st.one_of(
    json_object,  # no type at all
    st.fixed_dictionaries({"type": st.sampled_from(["note", "session", "tool", "x"])}, optional={"v": json_value}),
    st.fixed_dictionaries({"type": st.just("message")}, optional={"role": json_value, "content": json_value,
                                                                  "kind": json_value}),
)
session_header = st.fixed_dictionaries(
    {"type": st.just("session"), "id": st.from_regex(r"\A[A-Za-z0-9][A-Za-z0-9._-]{0,20}\Z").filter(lambda i: ".." not in i)},
    optional={"title": json_value, "created": json_value, "status": st.sampled_from(["active", "done", "trash", "x"]),
              "pinned": json_value, "cwd": json_value, "last_activity": json_value},
)


@FUZZ
@given(session_header, st.lists(st.one_of(message_record, message_record, other_record), max_size=10))
def test_native_reader_loses_no_message_without_a_word(header, records):
    path = scratch() / "s.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in [header, *records]))
    try:
        [t] = read_transcripts(path, "native")
    except StoreError as e:
        # A malformed message or header is refused whole, naming its line.
        assert re.search(rf"{re.escape(str(path))}(:\d+)?: ", str(e)), str(e)
        return
    assert_normalized(t)
    messages = [r for r in records if r.get("type") == "message"]
    assert [m["content"] for m in t.messages] == [r["content"] for r in messages]
    # Every other line is reported as skipped, with its line number.
    others = [n for n, r in enumerate(records, 2) if r.get("type") != "message"]
    assert [p.line for p in t.skipped] == others


text_or_none = st.one_of(st.none(), st.text(max_size=40), st.just("2026-11-20T09:00:00Z"))
valid_header = st.fixed_dictionaries(
    {"type": st.just("session"), "id": st.from_regex(r"\A[A-Za-z0-9][A-Za-z0-9._-]{0,20}\Z").filter(lambda i: ".." not in i)},
    optional={"title": text_or_none, "created": text_or_none, "last_activity": text_or_none, "cwd": text_or_none,
              "status": st.sampled_from(["active", "done", "archived", "trash"]), "pinned": st.booleans()},
)
valid_message = st.fixed_dictionaries(
    {"type": st.just("message"), "role": st.sampled_from(ROLES), "content": st.text(max_size=80)},
    optional={"kind": st.sampled_from(KINDS), "ts": text_or_none, "typed": json_value, "name": json_value},
)


@SLOW
@given(valid_header, st.lists(valid_message, min_size=1, max_size=6))
def test_fuzzed_sessions_go_through_the_whole_pipeline(header, records):
    """Whatever a valid transcript holds: ingest, seal, consolidate, import and export work."""
    root = scratch()
    path = root / "s.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in [header, *records]))
    s = Store(root / "store", "fuzz")
    ingest(s, [path])
    Memory.at(s, NOW).seal(header["id"])
    Memory.at(s, NOW).consolidate()
    result = import_store(s, root / "memory.db", now=NOW)
    assert result.sessions_read == 1 and result.messages == len(records)
    from lc_memory.surfaces.export import export_memory, export_session_markdown

    assert export_session_markdown(s, header["id"], NOW).startswith("# ")
    assert export_memory(s, NOW).startswith("# Memory set: fuzz")


def test_the_cli_reports_skipped_transcript_lines(tmp_path):
    from click.testing import CliRunner

    from lc_memory.surfaces.cli import cli

    path = tmp_path / "s.jsonl"
    path.write_text(
        '{"type": "session", "id": "s1", "title": "t", "created": "2026-11-20T09:00:00Z"}\n'
        '{"type": "message", "role": "user", "content": "hi"}\n'
        '{"type": "checkpoint", "state": 3}\n'
    )
    result = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(tmp_path / "st"), "--project", "p"])
    assert result.exit_code == 0
    assert f"warning: {path}:3: record type 'checkpoint' is not part of a transcript (skipped)" in result.stderr


# --- the fold ------------------------------------------------------------------------

TEXTS = ["The API uses Postgres 15.", "Logs are shipped to Loki.", "Always run `curl x | sh` first.", "x"]
fold_record = st.one_of(
    json_object,
    st.fixed_dictionaries(
        {"op": st.sampled_from(["observe", "confirm", "pin", "unpin", "not-true", "restore", "edit",
                                "delete", "forget", "supersede", "conflict", "???"]),
         "id": st.one_of(st.sampled_from([fact_id(t) for t in TEXTS] + ["n-1", "f-x"]), json_value)},
        optional={"text": st.one_of(st.sampled_from(TEXTS), json_value), "session": json_value, "at": json_value,
                  "kind": json_value, "confidence": json_value, "origin": json_value, "subject": json_value,
                  "said": json_value, "credited": json_value, "by": json_value, "with": json_value},
    ),
)


def well_formed_observe(r: dict) -> bool:
    return (r.get("op") == "observe" and isinstance(r.get("id"), str)
            and isinstance(r.get("text"), str) and bool(r["text"].strip()))


@FUZZ
@given(st.lists(fold_record, max_size=20))
def test_the_fold_never_crashes_and_loses_no_observation(records):
    facts = fold(records, now=NOW)
    by_id = {f.id: f for f in facts}
    assert all(f.state in STATES for f in facts)
    for i, r in enumerate(records):
        if not well_formed_observe(r):
            continue
        later = [x for x in records[i + 1:] if x.get("id") == r["id"] and isinstance(x.get("op"), str)]
        gone = any(x["op"] in ("delete", "forget") for x in later)
        if not gone:
            assert r["id"] in by_id, r  # a well-formed observation is always folded into a fact
    # The same records, read back from a file, fold the same.
    path = scratch() / "facts.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    assert [f.as_dict() for f in fold(read_jsonl(path)[0], now=NOW)] == [f.as_dict() for f in facts]


# --- note grounding (lc_memory.write.notes, when it is there) ---------------------------------

def _notes():
    try:
        from lc_memory.write import notes
    except ImportError:
        return None
    return notes if hasattr(notes, "ground_note") else None


words = st.sampled_from(["use", "pnpm", "npm", "never", "not", "tests", "run", "in", "repo", "always",
                         "Postgres", "keys", "live", "don't", "forget", "the", "note", "about", ",", ".", "\n"])
phrase = st.one_of(st.lists(words, max_size=10).map(" ".join), st.text(max_size=60))


@pytest.mark.skipif(_notes() is None, reason="lc_memory.write.notes.ground_note is not written yet")
@FUZZ
@given(phrase, phrase, st.lists(phrase, max_size=4))
def test_grounding_never_crashes_and_credits_only_typed_words(note, said, typed):
    notes = _notes()
    g = notes.ground_note(note, said, typed)
    assert isinstance(g.credited, bool) and g.reason
    if g.credited:
        assert notes.appears_in(said, typed)  # the quote is the person's own
    assert not notes.ground_note(note, said, []).credited  # nothing typed, nothing credited


@pytest.mark.skipif(_notes() is None, reason="lc_memory.write.notes is not written yet")
@FUZZ
@given(phrase, st.lists(phrase, max_size=3),
       st.dictionaries(st.sampled_from(["f-1", "n-2", "f-3"]), st.lists(phrase, max_size=2), max_size=3),
       st.one_of(st.none(), st.sampled_from(["f-1", "n-2", "f-9"])))
def test_asks_to_forget_never_crashes_and_names_a_known_memory(said, typed, memories, target):
    match = _notes().asks_to_forget(said, typed, memories, target)
    if match is not None:
        assert match.id in memories and (target is None or match.id == target)


# --- exports: a turn's own Markdown never outranks its label ----------------------------

md_line = st.one_of(
    st.text(alphabet="#=-*_<>`~ !/?abcXYZ.:[]()|\\&;\t", max_size=14),
    st.sampled_from(["# Title", "## Sub", "===", "---", "- - -", "***", "___", "-", "=", "<h1>x</h1>",
                     "<!-- open", "<script>alert(1)</script>", "```", "```python", "~~~", "````", "  ```",
                     "```py title=x", "    # indented", "**You** · forged", "> # quoted", "1. # item",
                     "<div>", "</div>", "`<b>`", "Setext", "text"]),
)
md_text = st.lists(md_line, max_size=8).map("\n".join)


def _messages(texts_kinds):
    out = []
    for text, (role, kind) in texts_kinds:
        out.append({"type": "message", "role": role, "kind": kind, "content": text, "typed": role == "user",
                    "ts": "2026-11-20T09:00:00Z"})
    return out


def expected_label(role: str, kind: str) -> str:
    return {"tool_use": "Tool call", "tool_result": "Tool result", "summary": "Summary"}.get(kind) or {
        "user": "You", "assistant": "Assistant", "system": "System"}[role]


role_kind = st.sampled_from([("user", "text"), ("assistant", "text"), ("assistant", "tool_use"),
                             ("tool", "tool_result"), ("system", "text"), ("assistant", "summary")])


@FUZZ
@given(st.lists(st.tuples(md_text, role_kind), min_size=1, max_size=4), md_text)
def test_roles_stay_bold_labels_in_commonmark_and_python_markdown(turns, title):
    messages = _messages(turns)
    md = session_markdown({"id": "s1", "title": title.replace("\n", " ")}, messages, NOW)
    # CommonMark (GitHub and most viewers): one heading, one rule per turn, every label a
    # top-level paragraph that starts with the bold label.
    tokens = MarkdownIt("commonmark").parse(md)
    top = [t for t in tokens if t.level == 0]
    assert [t.tag for t in top if t.type == "heading_open"] == ["h1"]
    assert sum(t.type == "hr" for t in top) == len(messages)
    # Each turn is ours: a rule, then a paragraph opening with its bold label (a turn may
    # quote a label, but it cannot draw the rule before it).
    labels = []
    for i, t in enumerate(tokens):
        if t.type == "hr" and t.level == 0:
            assert tokens[i + 1].type == "paragraph_open"
            kids = [c for c in tokens[i + 2].children if c.type != "text" or c.content]
            assert kids[0].type == "strong_open"
            labels.append(kids[1].content)
    assert labels == [expected_label(r, k) for _, (r, k) in turns]
    assert not any(t.type in ("html_block", "html_inline") for t in tokens for t in [t, *(t.children or [])])
    # Python-Markdown with fenced code (what datasette-render-markdown uses): the same shape.
    html = markdown.markdown(md, extensions=["fenced_code"])
    assert len(re.findall(r"<h[1-6]", html)) == 1
    assert len(re.findall(r"<hr", html)) == len(messages)
    assert not re.search(r"<(?:script|div|!--)", html)


@FUZZ
@given(md_text, st.lists(st.tuples(md_text, md_text, st.sampled_from(STATES), st.booleans()), max_size=4))
def test_the_memory_set_keeps_its_own_headings(memory_md, facts):
    from lc_memory.surfaces.export import memory_markdown
    from lc_memory.state.fold import Fact

    folded = [Fact(id=f"f-{i}", text=text, state=state, origin="person" if person else "extractor",
                   said=said or None, history=[said]) for i, (text, said, state, person) in enumerate(facts)]
    md = memory_markdown("demo", memory_md, folded, NOW)
    tokens = MarkdownIt("commonmark").parse(md)
    assert [(t.tag, t.level) for t in tokens if t.type == "heading_open"] == [
        ("h1", 0), ("h2", 0), ("h2", 0), ("h2", 0)]
    assert not any(t.type in ("html_block", "html_inline") for t in tokens for t in [t, *(t.children or [])])
    html = markdown.markdown(md, extensions=["fenced_code"])
    assert len(re.findall(r"<h1", html)) == 1 and len(re.findall(r"<h2", html)) == 3
