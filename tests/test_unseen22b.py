"""Readings of issue 35's round 22 held set, spent (graded once at 781e8c1): a request's purpose
read as a failure report, a long paste Crush saved as an attachment, Crush's placeholder title.
Small sessions of the real shape (invented rows and words)."""

from __future__ import annotations

from lc_memory.write.extract import extract_offline, reported_after

from tests.messages import CRUSH_2026_TABLES, said, typed


def _ran(command: str, cid: str = "r1") -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "name": "bash", "content": command,
             "call": {"id": cid, "tool": "bash", "command": command}},
            {"role": "tool", "kind": "tool_result", "content": "ok",
             "result": {"id": cid, "error": False, "exit_code": 0}}]


def test_a_kind_of_trouble_some_work_deals_with_is_no_report():
    # round 22 held (Crush): "... to give context when it's troubleshooting failures", a request
    # for an overview, read as "Then the person said ...: not fixed in this session."
    start = [typed("Split the image build into an api and a web Dockerfile"), *_ran("docker build ."),
             said("Both images build.")]
    for ask in ("Write a short overview of the two Dockerfiles and what each image serves. I want notes to hand "
                "to the ops assistant so it has background when it's troubleshooting crashes.",
                "Sum up the retry logic for the README: how the client handles network errors and when it gives up.",
                "Add a note on the error handling of the uploader to the docs."):
        assert reported_after([*start, typed(ask)]) == ("", False), ask
        assert "Then the person said" not in extract_offline({"format": "crush"}, [*start, typed(ask)]).outcome
    # trouble the person met stays a report, with or without such a word
    for report, sentence in (("The api image crashes on start when I debug this crash locally.",
                              "The api image crashes on start when I debug this crash locally"),
                             ("I tried it on staging. The web image still fails to catch the proxy errors.",
                              "The web image still fails to catch the proxy errors")):
        assert reported_after([*start, typed(report)]) == (sentence, False), report


def _user_row(*parts: dict) -> list[dict]:
    import json

    from lc_memory.ingest import crush
    return crush._Reader().row({"role": "user", "parts": json.dumps(list(parts)), "created_at": 1767261600}, False)


def _binary(path: str, mime: str, text: str) -> dict:
    import base64
    return {"type": "binary", "data": {"Path": path, "MIMEType": mime,
                                       "Data": base64.b64encode(text.encode("utf-8")).decode("ascii")}}


_PASTE = "\n".join(["Plan for the sensor importer", "", "Step 1: read the CSV header and map the columns.",
                    *(f"- column {n}: keep as is" for n in range(1, 10)), "", "Start with step 1 and tell me when done."])


def test_a_long_paste_crush_saved_as_an_attachment_is_the_persons_typed_text():
    # round 22 held (Crush): the whole request was a paste Crush had made "paste_1.txt"; read as
    # an untyped "[attached file: paste_1.txt]", the session had no ask
    from lc_memory.write.activity import asked_of

    (m,) = _user_row({"type": "text", "data": {"text": ""}}, _binary("paste_1.txt", "text/plain; charset=utf-8", _PASTE))
    assert m["typed"] and m["content"] == _PASTE
    assert asked_of([m])[0].startswith("Plan for the sensor importer Step 1: read the CSV header")
    # with words typed before it: one message, the words first
    (m,) = _user_row({"type": "text", "data": {"text": "here is the plan"}}, _binary("paste_2.txt", "text/plain", _PASTE))
    assert m["typed"] and m["content"] == "here is the plan\n\n" + _PASTE
    # a file attached by its path, an image, or bytes that are no text stay an attachment's name
    for path, mime, text in (("/home/lena/notes/paste_1.txt", "text/plain", _PASTE), ("plan.txt", "text/plain", _PASTE),
                             ("paste_3.png", "image/png", "x")):
        (m,) = _user_row(_binary(path, mime, text))
        assert m["content"] == f"[attached file: {path}]" and not m["typed"]
    bad = {"type": "binary", "data": {"Path": "paste_4.txt", "MIMEType": "text/plain", "Data": "//79"}}
    (m,) = _user_row(bad)
    assert m["content"] == "[attached file: paste_4.txt]" and not m["typed"]


def test_the_title_crush_gives_a_first_message_with_nothing_to_name_is_no_title(tmp_path):
    # round 22 held (Crush): a session opened with a greeting was titled "Empty Message", kept
    import json
    import sqlite3

    from lc_memory.ingest.base import read_transcripts

    data = tmp_path / "lab" / ".crush"
    data.mkdir(parents=True)
    conn = sqlite3.connect(data / "crush.db")
    conn.executescript(CRUSH_2026_TABLES)
    conn.execute("insert into sessions values ('s9', null, 'Empty Message', 4, 1767261600, 1767261600, null)")
    for n, (role, text) in enumerate((("user", "buenas"), ("assistant", "¡Buenas! ¿En qué te ayudo?"),
                                      ("user", "add a --dry-run flag to the sync command"),
                                      ("assistant", "Added --dry-run to sync."))):
        conn.execute("insert into messages (id, session_id, role, parts, created_at, updated_at) values (?, 's9', ?, ?, ?, ?)",
                     (f"m{n}", role, json.dumps([{"type": "text", "data": {"text": text}}]), 1767261600 + n,
                      1767261600 + n))
    conn.commit()
    conn.close()
    (t,) = read_transcripts(data / "crush.db")
    assert t.meta.get("title") != "Empty Message"
    assert "Empty Message" not in extract_offline(t.meta, t.messages).outcome


def test_perfect_and_great_in_other_languages_are_acknowledgements():
    # round 22 held (Crush): a pasted plan opened "Perfecto." and the line said 'Worked on "Perfecto"'
    from lc_memory.ingest.common import acknowledgement
    from lc_memory.write.activity import asked_of

    for word in ("Perfecto.", "perfeito!", "Parfait", "Perfetto.", "Perfekt!", "Genial.", "Excelente"):
        assert acknowledgement(word) and asked_of([typed(word)]) == [], word
    write = [{"role": "assistant", "kind": "tool_use", "content": "", "call": {"id": "w1", "tool": "write",
                                                                             "changes": [{"path": "sync.py", "op": "add"}]}},
             {"role": "tool", "kind": "tool_result", "content": "ok", "result": {"id": "w1", "error": False}}]
    paste = "Perfetto. Ecco il piano per la sincronizzazione, pronto da implementare.\n\n# Piano\n\n1. Leggere la coda."
    outcome = extract_offline({"format": "crush"}, [typed(paste), *write, said("Done.")]).outcome
    assert "Perfetto" not in outcome and "Ecco il piano per la sincronizzazione" in outcome, outcome


def test_a_heading_joined_after_the_asks_first_sentence_is_not_the_topic():
    # round 22 held (Crush): the paste's first sentence and its "# Plan ..." heading, joined on
    # one line, were quoted together as the topic
    write = [{"role": "assistant", "kind": "tool_use", "content": "", "call": {"id": "w1", "tool": "write",
                                                                             "changes": [{"path": "queue.py", "op": "add"}]}},
             {"role": "tool", "kind": "tool_result", "content": "ok", "result": {"id": "w1", "error": False}}]
    ask = "Here is the queue checklist, ready to build.\n\n# Queue plan\n\n## Step 1\n\nRead the jobs table."
    outcome = extract_offline({"format": "crush"}, [typed(ask), *write, said("Done.")]).outcome
    assert outcome.startswith('Worked on "Here is the queue checklist, ready to build":'), outcome
