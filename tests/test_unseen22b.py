"""Readings of issue 35's round 22 held set, spent (graded once at 781e8c1): a request's purpose
read as a failure report, a long paste Crush saved as an attachment, Crush's placeholder title.
Small sessions of the real shape (invented rows and words)."""

from __future__ import annotations

from lc_memory.write.extract import extract_offline, reported_after

from tests.messages import said, typed


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
