"""Next steps said with no lead: Korean's plain "…합니다" with an object, and German's inverted
order after more time words. The sentences are agents' own, from public repositories (issue 35's
next-step corpus); each list's examples are in extraction.toml."""

from __future__ import annotations

import pytest

from lc_memory.write.extract import extract_offline, forward, statement


@pytest.mark.parametrize("sentence", [
    "결과를 정리합니다.",  # I sum up the results
    "파일 상태를 확인합니다.",  # I check the file's state
    "Im nächsten Schritt baue ich das Frontend.",
    "Als Erstes lese ich die Konfiguration.",
])
def test_a_next_step_with_no_lead_is_no_statement(sentence):
    assert forward(sentence) and not statement(sentence)


@pytest.mark.parametrize("sentence", [
    "이 함수는 캐시를 지원합니다.",  # a topic: what the function does
    "테스트가 모두 통과합니다.",  # a subject: the tests pass
    "정상적으로 작동합니다.",  # no object: it works
    "코드를 정리했습니다.",  # a past: done
    "두 작업 모두 완료했습니다.",
    "Gleich habe ich es.",
])
def test_what_something_does_or_what_was_done_stays_a_statement(sentence):
    assert statement(sentence)


def test_a_korean_session_that_closes_on_its_next_step_says_what_it_did_before():
    msgs = [{"role": "user", "kind": "text", "typed": True, "content": "README를 고쳐 주세요"},
            {"role": "assistant", "kind": "text", "content": "README의 오타를 수정했습니다.\n\n결과를 정리합니다."}]
    out = extract_offline({"format": "claude-code"}, msgs).outcome
    assert "정리합니다" not in out and "수정했습니다" in out


@pytest.mark.parametrize("sentence", [
    # unseen round 6: Cursor sessions (SpecStory) whose Recently line quoted these offers as done
    "Se vuoi, nel prossimo step posso farti una mappa tecnica completa delle dipendenze.",
    "若你希望再加规则（例如只针对测试规范），可以说一下规则内容和要不要全局生效，我可以按你的需求再写几条 `.mdc`。",
])
def test_an_offer_in_italian_or_chinese_is_no_statement(sentence):
    assert not statement(sentence)


def test_what_was_done_before_an_italian_offer_stays():
    assert statement("Ho aggiornato il file, se vuoi puoi controllarlo.")


def test_what_the_agents_reasoning_says_of_the_person_is_no_statement():
    """Crush with a local model (unseen round 4's ylor/dotfiles, read again): its answer after
    </think> was 'The user said "ayo", which is a casual greeting. ... No tool calls required.'"""
    assert not statement('The user said "ayo", which is a casual greeting.')
    assert not statement("The user is asking me to summarise the conversation.")
    assert statement("The user can now log in with a passkey.")
    msgs = [{"role": "user", "kind": "text", "typed": True, "content": "ayo"},
            {"role": "assistant", "kind": "text", "content": 'The user said "ayo", which is a casual greeting. '
             "Since there's no specific request, I don't need to call any tools."}]
    assert extract_offline({"format": "crush", "title": "Ayo"}, msgs).outcome == "Nothing was asked of the agent; no changes."


def test_ready_to_help_is_an_offer():
    """Crush (unseen round 6): the last ask was answered 'I am ready to help. Please provide the
    file ...', and the Recently line opened with it."""
    assert not statement("I am ready to help.")
    assert not statement("I'm here to help with anything else.")
