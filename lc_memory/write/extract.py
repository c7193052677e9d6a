"""Extraction: one sealed session into an outcome, files, decisions and at most three facts.

The offline extractor here is deterministic and needs no key; the model lane
(``lc_memory.write.model_lane``) fills the same ``Extraction``. The offline one is built on the
session's activity (``lc_memory.write.activity``): what the person asked and what the agent's
tool calls did (files changed, commits, checks run, the plan), plus the agent's closing
words. Candidate facts come from the agent's closing words, sentences it marked ("Note:"),
and what the session did (checks that passed, where it wrote, its commit style: their
source is ``action``); never from tool results (workspace content, which a
hostile repository controls), and never from the agent's mid-task chatter.
"""

from __future__ import annotations

import dataclasses
import json
import posixpath
import re
import shlex
from collections import Counter
from typing import Callable

from lc_memory import lexicon
from lc_memory.ingest.base import records_tool_calls
from lc_memory.ingest.common import persona_sentence
from lc_memory.ingest.shell import segments, words
from lc_memory.redact.first_chars import lazy
from lc_memory.safety.guard.classify import classify
from lc_memory.safety.guard.normalize import normalize_for_match
from lc_memory.safety.sources import (
    LETTER,
    Overlap,
    SessionGround,
    Taint,
    command_run,
    read_texts,
    repeats,
    sentence_name,
    typed_texts,
)
from lc_memory.write.activity import (
    EMPHASIS,
    Activity,
    Check,
    acknowledgement,
    activity,
    asked_of,
    call_of,
    clip,
    closing_messages,
    closing_words,
    consent,
    leaving,
    relative,
    request_text,
    run_by_person,
    without_code,
)

MAX_FACTS = 3
MAX_FILES = 20
MAX_DECISIONS = 3
OUTCOME_CHARS = 420
DID_CHARS = 300

# A capital after the stop in other alphabets too ("Готово! Теперь проверю …", "Listo. ¡Ahora voy a …").
_SENTENCE = lazy(r"(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-ÞА-ЯЁ¡¿`\"'(\[])|(?<=[。！？])\s*|\n+")
# Writing without spaces between words (Chinese, Japanese): its characters, not its spaces, say how long it is.
_CJK = lazy(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
# The word lists below are data: lexicon/extraction.toml (what each is for).
_CLAIMS_A_CHANGE = lazy(r"\b(" + lexicon.alternation("extraction.change_claims") + r")\b", re.I)
_FAILURE_REPORT = lazy(
    r"\b(?:" + lexicon.alternation("extraction.failure_reports") + r"|(?:"
    + lexicon.alternation("extraction.trouble_prefixes") + r")\w*)\b", re.I)
_CHANGES = ("edit", "write", "patch", "delete")
DECISION = lazy(r"\b(" + lexicon.alternation("extraction.decisions") + r")\b", re.I)
# A durable fact states where something lives, what it is or what it uses.
_FACT_VERB = lazy(
    r"\s(?P<verb>lives? in|is stored in|are stored in|is kept in|are kept in|is configured in|"
    r"moved to|has moved to|now lives? in|is now|are now|uses|use|runs on|run on|runs with|run with|is|are)\s",
    re.I,
)
_WHERE = lazy(r"\b(lives? in|stored in|kept in|moved to|configured in)\b", re.I)
_LOCATIVE = lazy(r"\b(lives? in|stored in|kept in|moved to|configured in|runs? on|runs? with|uses)\b", re.I)
# How parts of a project relate, in the person's words: "X are connected to Y through Z".
_RELATION = lazy(
    r"\b(?:is|are) (?:(?:connected|linked|tied|mapped|attached) (?:to|with|through|via)|called|named|owned by|"
    r"part of)\b",
    re.I,
)
# What the person finds wrong or wants changed: the session is there to fix it, so it is no fact.
# Read on the text and on the guard's normalised one (look-alike letters folded); a comma in any script.
_TROUBLE = lazy(
    r"[,;\u201a\u060c\u3001]|\b(?:(?:" + lexicon.alternation("extraction.trouble_prefixes") + r")\w*|"
    + lexicon.alternation("extraction.trouble") + r")\b|n't\b",
    re.I,
)
# Words around the person's own in a typed turn: a hook's output, a shell's, a reminder.
_TAGGED = lazy(r"<([A-Za-z][\w-]*)\b[^>]*>.*?</\1>", re.S)
# Formats whose typed turn can hold piped input (`cat README | llm "..."`): not the person's words line by line.
_PIPED = frozenset({"llm"})
_FACT_MARK = lazy(r"^(?:" + lexicon.alternation("extraction.fact_marks") + r")\s*[:,-]\s*", re.I)
_QUESTION = lazy(r"[?？][)）\]\"'”’»*_]*\s*$")  # also inside a closing bracket or quote: "(How can I help?)"
_TRIVIAL_SUBJECT = lazy(r"^(?:" + lexicon.alternation("extraction.trivial_subjects") + r")$", re.I)
_CODEISH = lazy(r"`[^`]+`|[\w-]+\.\w{1,5}\b|[A-Z][a-z]+[A-Z]|\b[A-Z]{2,}\b")

# What an outcome never is: the agent announcing its next step, offering more, an API error.
# The leads: each with its punctuation ("Great, now let me", "Parfait ! Je vais", "¡Perfecto! Voy a"),
# or, in writing without spaces, with or without a comma ("现在让我", "好的，我来"). Four at most
# before the words: a line of thousands ("ok, ok, ok, ...") was tried every way, seconds a sentence.
_LEADS = (r"(?:(?:" + lexicon.alternation("extraction.forward_leads") + r")\s*[,!.:…]*\s+"
          r"|(?:" + lexicon.alternation("extraction.forward_leads_cjk") + r")[，,！!。：:、\s]*)")
_FORWARD = lazy(
    r"^[¡¿]?(?:" + _LEADS + r"[¡¿]?){0,4}(?:"
    r"(?:(?:" + lexicon.alternation("extraction.forward_subjects") + r")\s+)?"
    r"(?:" + lexicon.alternation("extraction.forward") + r")\b"
    r"|(?:" + lexicon.alternation("extraction.forward_cjk") + r")"
    # German puts the verb before "ich" after a time word: "Jetzt aktualisiere ich ...".
    r"|(?:" + lexicon.alternation("extraction.forward_inverted") + r")\s*,?\s+"
    r"(?!(?:" + lexicon.alternation("extraction.forward_inverted_not") + r")\b)\w+\s+ich\b)",
    re.I,
)
# Languages that put the verb last say the next step in the sentence's last word: "…を修正します",
# "…하겠습니다", "…inceleyelim"; Korean's plain "…합니다" only after a lead ("이제 …합니다").
_END = r"(?:\s*[(（][^()（）]*[)）])?\s*[.。!！…:：]*\s*$"
_FORWARD_END = lazy(r"(?<=\w)(?:" + lexicon.alternation("extraction.forward_endings") + r")" + _END, re.I)
_FORWARD_END_LED = lazy(
    r"^(?:" + _LEADS + r"){1,4}.*(?<=\w)(?:" + lexicon.alternation("extraction.forward_endings_after_lead") + r")" + _END,
    re.I | re.S)
# The agent's reasoning about the person, at a sentence's start: "The user said "ayo", ...".
_OF_THE_USER = lazy(r"^(?:the|this) user(?:'s)? (?:" + lexicon.alternation("extraction.of_the_user") + r")\b", re.I)
# Korean's plain "…합니다" with no lead but an object and no topic or subject: "결과를 정리합니다"
# (the agent's next action), not "이 함수는 JSON을 지원합니다" nor "정상적으로 작동합니다".
_KO = r"[\uac00-\ud7a3]"
_FORWARD_KO = lazy(r"(?<=" + _KO + r")(?:" + lexicon.alternation("extraction.forward_endings_after_lead") + r")" + _END)
_KO_OBJECT = lazy(r"\S(?:" + lexicon.alternation("extraction.forward_ko_objects") + r")\s")
# A particle glued to a Korean word or a name ("테스트가", "npm이"), or after a name and a blank as
# people write it ("Jest 는 …", "Poetry 가 …"): the blank form only for 은, 는 and 가 ("npm 이 명령"
# may be "this").
_KO_SUBJECT = lazy(r"(?<=[\w`'\")\]])(?:" + lexicon.alternation("extraction.forward_ko_subjects") + r")(?!\w)"
                         r"|(?<=[A-Za-z0-9`'\")\]]) (?:은|는|가)(?!\w)")
# A verb in the present after a lead: Italian "Ora verifico il file" (alone, "Controllo completato").
_FORWARD_LED = lazy(
    r"^[¡¿]?(?:" + _LEADS + r"[¡¿]?){1,4}(?:" + lexicon.alternation("extraction.forward_after_lead") + r")\b", re.I)
# French "je" and a present after a time word: "Ensuite je vous fournis …", not "Maintenant je comprends".
_FORWARD_JE = lazy(
    r"^(?:" + lexicon.alternation("extraction.forward_je_leads") + r")\s*,?\s+je\s+"
    r"(?:(?:vous|te|le|la|les|lui|leur|me)\s+|[mtl]')?"
    r"(?!(?:vous|te|le|la|les|lui|leur|me|" + lexicon.alternation("extraction.forward_je_not") + r")\b)\w{3,}", re.I)
# What comes before the next step's own words: a leading clause up to its comma ("Pour la section
# Workflow, je vais …", "在编写方案之前，让我…"), or a topic after a lead up to a dash ("Теперь X — добавлю …").
_CLAUSE = lazy(
    r"^[¡¿]?(?:" + _LEADS + r"[¡¿]?){0,4}(?:" + lexicon.alternation("extraction.forward_clause_openers") + r")"
    r"(?:\b|(?<=[\u4e00-\u9fff]))[^,，.!?。！？;:]{1,80}[,，]\s*"
    r"|^(?:" + _LEADS + r"){1,4}[^—–.!?]{1,80}\s[—–]\s+", re.I)
# The agent offering more in another language ("Si necesitas …", "Если нужно, могу …", "如果需要，我可以 …",
# "Posso criar …"; "Posso ver que …" reports).
_OFFER_OTHER = lazy(
    r"^[¡¿]?(?:" + _LEADS + r"[¡¿]?){0,4}(?!(?:" + lexicon.alternation("extraction.offers_not") + r")\b)"
    r"(?:" + lexicon.alternation("extraction.offers") + r")\b"
    r"|(?:" + lexicon.alternation("extraction.offers_anywhere") + r")(?:\b|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]))",
    re.I,
)
# The agent saying what it is doing right now ("I'm copying the history to the project folder",
# "I'm now checking both folders"): Gemini CLI narrates each step so, and a message that opens
# so is narration, all of it, no outcome even when the session ends on it (round 21 held, spent).
# What it sees or gets ("I'm getting a 404") reports.
_PROGRESS = lazy(r"^(?:" + _LEADS + r"){0,4}i(?:'m|’m| am) (?:now |currently |still |just )?"
                       r"(?!(?:going|seeing|getting|noticing|finding|thinking|wondering|missing)\b)[a-z]{2,}ing\b",
                       re.I)
# A Japanese sentence with a topic says what something does ("このフラグは…をスキップします"), not what the agent will do.
_TOPIC_JA = lazy(r"(?<!で)は")


def forward(sentence: str, _clauses: int = 0) -> bool:
    """The agent announcing its next step, in any language the lexicon lists: "Let me check",
    "Vou verificar", "Voy a revisar", "Je vais créer", "Ich werde", "Давайте проверим",
    "让我先检查", "次に…を作成します", "이제 …하겠습니다", "Şimdi … inceleyelim". Four leading
    clauses are read at most (a line of thousands of "Теперь X — " went as deep as Python allows)."""
    s = sentence.strip().strip("*_ ")
    if _FORWARD.match(s) or _FORWARD_END_LED.match(s) or _FORWARD_LED.match(s) or _FORWARD_JE.match(s):
        return True
    if _FORWARD_KO.search(s) and _KO_OBJECT.search(s) and not _KO_SUBJECT.search(s):
        return True
    clause = _CLAUSE.match(s)
    if clause and clause.end() < len(s) and _clauses < 4 and forward(s[clause.end():], _clauses + 1):
        return True
    m = _FORWARD_END.search(s)
    return bool(m) and not (re.match(r"[\u3040-\u30ff]", m.group()) and _TOPIC_JA.search(s))


_OFFER = lazy(
    r"^(?:just )?(?:if you(?:'d| would)? (?:like|want|prefer|need)|would you like|do you want|let me know|feel free|"
    r"want me to|shall i|should i|happy to|hope this helps|any (?:other )?questions"
    r"|(?:once|when|as soon as) you (?:let me know|tell me|decide|confirm))|(?:happy|ready|here) to help",
    re.I,
)
_FAILURE = lazy(
    r"you've hit your limit|usage limit|rate.?limit|api error|no response requested|request interrupted|"
    r"overloaded|credit balance|prompt is too long|invalid api key|\[REDACTED_[A-Z_]+\]|interrupted by user|"
    r"^error:|context window|conversation (?:is )?too long",
    re.I,
)
# The host's or the provider's error as the agent's only words: the request got no answer.
_API_ERROR = lazy(r"you've hit your limit|usage limit|rate.?limit|api error|overloaded|credit balance|"
                        r"invalid api key|prompt is too long|you(?:'re|’re| are) out of (?:extra )?usage|"
                        # Claude Code's answer when the chosen model is unknown or not allowed (a 404)
                        r"there(?:'s|’s| is) an issue with the selected model|"
                        # Claude Code's answer in the agent's place when no account is logged in
                        # (2.1, its message marked isApiErrorMessage, error authentication_failed); an answer that
                        # says a user is not logged in is the agent's own words
                        r"not logged in\W{1,4}please run /login", re.I)


def _provider_error(text: str) -> bool:
    """A message that is the provider's or the host's error in the agent's place ("API Error: 400
    ...", "Please run /login · API Error: 403 ...", "Credit balance is too low"): the error opens
    it. An answer that only talks of one ("... populated even with an invalid API key") is the
    agent's own words (unseen round 15's held line read such an answer as "stopped on an API error")."""
    m = _API_ERROR.search(text[:400])
    return bool(m) and m.start() <= 40
# An answer that lists what the agent can do ("I can help you with tasks such as:" and items).
_CAPABILITIES = lazy(r"\s*(?:(?:i can|i'm able to|i am able to|i could)(?: also)? (?:help|assist)\b[^\n]*:[ \t]*\n"
                           # the agent describing its own tools ("The tools available include file
                           # manipulation, search ...", "My tools include ..."): about itself, no outcome
                           r"|(?:the |my )?tools (?:available(?: to me)?|i have(?: access to)?|at my disposal) "
                           r"(?:include|are)\b|my tools (?:include|are)\b)", re.I)
# An answer that gives the person a sketch of work for them to do ("Here's a sketch of the
# end-to-end refactor you'll do in `ui.rs` ...", "Here's a minimal refactoring sketch ... that
# shows how you'd move ..."): what it says "becomes" is proposed, none of it done.
_SKETCH = lazy(r"\bhere(?:'s|’s| is) (?:a|an|the|my)\b[^\n.]{0,60}?\b(?:sketch|outline|blueprint)\b"
                     r"[^\n]*?\b(?:you'll|you’ll|you will|you'd|you’d|you would|you can|you could)\b", re.I)
# A list's body: its items, each with its wrapped lines (the lists below read it).
_LIST_BODY = (r"(?:[ \t]*\n)?(?:[ \t]*(?:[-*+•]|\d+[.)])[ \t][^\n]*(?:\n|$)(?:[ \t]+[^\n]*(?:\n|$)"
              r"|[ \t]*\n(?=[ \t]*(?:[-*+•]|\d+[.)])[ \t]))*)+")
# What the agent offers or proposes to do, as a list under its question ("Would you like to
# proceed with:") or under a heading or label that says so ("## Recommended Plan", "Next
# steps:", "Suggestions:"): no item of it was done.
_OFFERED_LIST = lazy(
    r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:"
    r"(?:if you(?:'d| would)? (?:like|want|prefer)|would you like|do you want|want me to|shall i|should i)\b[^\n]*[:?]"
    r"|(?:recommended|suggested|proposed|possible|optional)\b[^\n]{0,40}|(?:next steps?|suggestions|recommendations|"
    r"options|ideas)\b[^\n]{0,20}"
    # a lead that announces them: "Here are a few high-level suggestions to improve ...:"
    r"|(?:here (?:are|is)|(?:a few|some|several|my)\b)[^\n:]{0,40}?\b(?:suggestions|recommendations|ideas|"
    r"proposals|approaches|options|alternatives)\b[^\n:]{0,80}:)[ \t]*(?:\*\*|__)?:?[ \t]*\n" + _LIST_BODY,
    re.I | re.M,
)


# A list under a lead line ending in a colon: offered when the line's last sentence is an offer,
# in any language the lexicon lists ("Parfait. Si tu veux, je peux maintenant :", "Se quiser, posso:",
# "Если нужно, могу:"): _offered_list keeps it otherwise.
_COLON_LIST = lazy(r"^([^\n]*?)[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*\n" + _LIST_BODY, re.M)
_SENTENCE_END = lazy(r"(?<=[.!?。！？])\s+")


# A lead that ends on a word opening a clause ("... alerts the managers when:"): its list's
# items are that sentence's fragments, none a sentence of its own.
_CLAUSE_LEAD = lazy(r"(?<!\w)(?:" + "|".join(map(re.escape, lexicon.longest_first("extraction.clause_leads")))
                          + r")$", re.I)


def _offered_list(m: re.Match) -> str:
    """A list whose lead offers it (``_COLON_LIST``) taken out: no item of it was done; and a
    list that finishes its lead's sentence (``_CLAUSE_LEAD``), no item of it a sentence."""
    last = _SENTENCE_END.split(m.group(1).strip())[-1].strip("*_#> \t")
    if _offers(last):
        return ""
    return _lead_only(m) if _CLAUSE_LEAD.search(last) else m.group(0)


def _offers(text: str) -> bool:
    """*text* offers more, in English or another language the lexicon reads."""
    return bool(_OFFER.search(text) or _OFFER_OTHER.search(text))


# A list under a lead that says what the agent can or will do, wherever the lead's line starts
# ("I'm OpenCode, ... I can:", "With this repo, I can help you:", "Here's how I'll adjust it:",
# "Here's a summary of what I can do to assist:"):
# what it could or meant to do, no item of it done. "I can confirm the following:" is no such lead.
_PLANNED_LIST = lazy(
    r"^[^\n]*?(?<![\w'’])(?:i can(?: also)?(?: (?:help|assist)(?: you)?\b[^\n:：]{0,60})?"
    r"|what i can (?:do|help (?:you )?with)\b[^\n:：]{0,40}"
    r"|i(?:['’]ll| will| am going to|['’]m going to)\b[^\n:：]{0,60})[ \t]*(?:\*\*|__)?[:：][ \t]*(?:\*\*|__)?[ \t]*\n"
    + _LIST_BODY, re.I | re.M)
# Steps under a lead that says what they are for ("To squash commits in Git:", "Here's how to
# run it:"): what the person is to do, none of it done by the session.
_HOWTO_LIST = lazy(
    r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:to|here(?:['’]s| is) how to)[ \t][^\n:：]{1,80}[:：][ \t]*(?:\*\*|__)?[ \t]*\n"
    + _LIST_BODY, re.I | re.M)
# Conditions listed under a lead that names them ("When to switch:", "Cases where it pays:", "适合切
# Bun 的情况："): when something would fit, none of it a fact of the project nor done.
_CONDITIONS_LIST = lazy(
    r"^((?![ \t]*#)[^\n]*?(?:情况|情形|场景|时机|\bwhen to\b|\bwhen it makes sense\b|\bwhen (?:you|it) (?:should|would)\b"
    r"|\b(?:cases?|situations?|scenarios?) (?:where|when|in which)\b|\bif any of\b)[^\n:：]{0,40}[:：][ \t]*(?:\*\*|__)?[ \t]*\n)"
    + _LIST_BODY, re.I | re.M)
# A list under a question ("What kind of project are you looking to set up? For example:"):
# choices put to the person, none of them done. A heading that asks ("## What changed?") is not one.
_ASKED_LIST = lazy(r"^((?![ \t]*#)[^\n]*[?？](?:[ \t]+[^\n?？:：]{0,30}[:：])?[ \t]*\n)" + _LIST_BODY, re.M)
# A list under a line that announces what something holds ("This module now includes:"): its
# items are what the lead names (an introduction, a section), not sentences; quoted alone they
# say nothing the session did (the verbs: lexicon extraction.content_verbs).
_CONTENT_LIST = lazy(
    r"^[^\n]*(?<![\w-])(?:" + "|".join(map(re.escape, lexicon.longest_first("extraction.content_verbs")))
    + r")(?:[ \t]+(?:the following|following|these|следующее))?[ \t]*(?:\*\*|__)?[:：][ \t]*\n" + _LIST_BODY,
    re.M | re.I)
# A list item that defines a term ("**sp.analyze** - Analyze the codebase", "**Document** — интерфейс
# ...", "`pr.md` - The original rule"): one word, a dash or a colon, what it is. In a session that
# changed nothing it lists what exists or is on offer, no report; where files changed it can say
# what was made.
_TERM_ITEM = lazy(r"^[ \t]*(?:[-*+•]|\d+[.)])[ \t]+(?:(?:\*\*|`)?[^\s*`]+(?:\*\*|`)?[ \t]+[—–-]"
                        r"|(?:\*\*|`)[^\s*`]+(?:\*\*|`)[:：])[ \t]+"
                        # what it does, said of it ("`to_dict.py` - Converts ...", "Service: Identifies ..."),
                        # reports what was made, in an export that records no calls too
                        r"(?![A-Z][a-z]+s\b)\S[^\n]*(?:\n|$)", re.M)
# An instruction to the person ("Run `npm start` to see the app", "Скопируйте весь блок ... и
# выполните на VM", "Uruchom ...", "请运行 ..."): what they are to do, never what the session did
# (the openers: lexicon extraction.to_the_person).
_INSTRUCTION = lazy(
    r"^(?:(?:" + "|".join(map(re.escape, lexicon.longest_first("extraction.to_the_person"))) + r")\b"
    # German imperatives by their shape: the du-form of an -ieren verb ("Platziere einen Gleiter",
    # "Kompiliere neu"; not a plural noun before its verb, "Papiere sind ...") and the Sie-form
    # ("Klicken Sie auf ...")
    r"|(?-i:(?!(?:Prem|Barr|Karr)iere)[A-ZÄÖÜ][a-zäöüß]{2,}iere\s(?!(?:sind|waren|werden|wurden|haben|hatten)\b)|[A-ZÄÖÜ][a-zäöüß]{2,}en\sSie\b)"
    # in writing without spaces: "请…", "运行 X 查看 …" (a run to see something), "…してください",
    # and its casual form "再読込して確認して。"
    r"|请|請|(?:运行|執行|执行)[^。！？]*?(?:查看|看到|验证)|[^。！？]*して(?:ください|下さい|ね)?[。！]?$)", re.I)

_FILLER = lazy(
    r"^(?:perfect|great|excellent|done|all done|awesome|good|nice|ok(?:ay)?|sure|got it|lol|kekr|"
    r"i have (?:fully |now )?(?:completed|finished) (?:the|this|your) task|the task is (?:now )?complete|"
    r"(?:all )?(?:the )?changes (?:are|have been) (?:made|applied)|that's it|here you go|"
    r"everything is (?:done|complete)|all set|thank(?:s| you)(?: for [^.!?]*)?"
    # sympathy with the person's mood ("I understand your frustration", "Я понимаю ваше расстройство")
    r"|i (?:completely |totally )?understand (?:your|the) frustration|i'm sorry (?:for|about) the (?:trouble|frustration)"
    # an apology for the agent's own turn ("I apologize for the confusion.", "Sorry about that!")
    r"|(?:i |we )?apologi[sz]e(?: for (?:the|that|this|my|any) [^.!?]*)?|my apologies(?: for [^.!?]*)?"
    r"|(?:i'm |i am |so )?sorry(?: (?:for|about) (?:the|that|this|my|any)[^.!?]*)?"
    # a concession to the person, with or without one ("You're right - I apologize.")
    r"|you(?:'re| are) (?:absolutely |completely |totally )?right(?:[\s,.!:;\u2013\u2014-]+(?:i |we )?(?:apologi[sz]e|sorry)"
    r"[^.!?]*)?"
    r"|я (?:понимаю|понял) (?:ваше|твоё|твое) (?:расстройство|раздражение|недовольство)"
    # gladness at the end of the work ("I'm glad we've resolved the issue!"), and the lead-in of a
    # diagnosis ("Now I understand the problem.", "Теперь я понимаю проблему."): no outcome of their own
    r"|(?:i'm |i am |so )?glad (?:we|that|to hear|it|this|you)\b[^.!?]*"
    r"|(?:now |ok(?:ay)?,? )?i (?:now )?(?:understand|see) (?:the|what the) (?:problem|issue)(?: is| now)?"
    r"|(?:теперь |сейчас )?я (?:понимаю|понял|вижу) (?:проблему|в ч[её]м проблема)"
    r"|(?:" + lexicon.alternation("extraction.thanks_other") + r")(?:[\s,][^.!?]*)?"
    # a closing wish ("Have a great day!", "Good luck with the launch!")
    r"|(?:" + lexicon.alternation("extraction.sign_offs") + r")(?:[\s,][^.!?]*)?)\b[^a-z0-9]*$",
    re.I,
)
_FIRST_PERSON = lazy(r"\b(?:" + lexicon.alternation("extraction.first_person") + r")\b", re.I)
_HEDGED = lazy(r"\b(?:" + lexicon.alternation("extraction.hedges") + r")\b", re.I)
_MID_TASK = lazy(r"\b(?:" + lexicon.alternation("extraction.mid_task") + r")\b", re.I)
# Talk that carries on the conversation: "So `stdout` is available.", "Now the tests pass."
_CHATTER = lazy(r"^(?:" + lexicon.alternation("extraction.chatter") + r")\b", re.I)
_IMPERATIVE = lazy(r"^(?:" + lexicon.alternation("extraction.imperatives") + r")\b", re.I)


@dataclasses.dataclass
class Candidate:
    text: str
    kind: str = "fact"
    confidence: float = 0.5
    subject: str | None = None
    source: str | None = None  # "action" for what the session did; None: decided at seal time
    evidence: str = ""  # the call it rests on: "`pnpm test` (tool call toolu_...)"


@dataclasses.dataclass
class Extraction:
    outcome: str
    files: list[str] = dataclasses.field(default_factory=list)
    decisions: list[str] = dataclasses.field(default_factory=list)
    facts: list[Candidate] = dataclasses.field(default_factory=list)
    extractor: str = "offline"
    # The outcome's (text, source) pieces when the extractor knows them (lc_memory.safety.sources).
    parts: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    note: str = ""  # one line for the person: "model X failed (...); sealed offline"
    # What the session did, read once (``SessionGround``): the extractor's, handed to the seal of these messages.
    ground: SessionGround | None = dataclasses.field(default=None, repr=False, compare=False)


Extractor = Callable[[dict, list[dict]], Extraction]  # (session meta, messages) -> what to write


# A list item wrapped onto the next line ("- Caps the number of\n  maximum concurrent layers."): the
# line that goes on (indented, or opening in lower case) is the item's tail, no sentence of its own.
# Possessive runs: a long line of blanks that almost matches is read once, not cut every way.
_ITEM_TAIL = lazy(r"^([ \t]*+(?:[-*+•]|\d+[.)])[ \t]++[^\n]*+)(?<=\S)\n"
                        r"(?:[ \t]{2,}+(?![-*+•][ \t]|\d+[.)][ \t])(?=\S)|[ \t]?(?=[a-z]))", re.M)


def _items_whole(text: str) -> str:
    """Each wrapped list item on one line."""
    for _ in range(20):  # a tail of many lines: one line joined a pass
        text, n = _ITEM_TAIL.subn(r"\1 ", text)
        if not n:
            break
    return text


def sentences(text: str) -> list[str]:
    # Fenced blocks (nested ones too) are code, never a sentence; a block whose closing fence
    # never came (a reply cut off mid-code) is code to its end, and so is a span's.
    text = re.sub(r"```.*?(?:```|\Z)", " ", without_code(text), flags=re.S)
    if "\n" in text:
        text = _items_whole(text)
    out = []
    for part in _SENTENCE.split(text):
        part = re.sub(r"^\s*(?:[-*+•]|\d+[.)])\s+", "", part).strip()
        part = EMPHASIS.sub("", part)
        if part:
            out.append(part)
    return out


def subject_of(sentence: str) -> str | None:
    """The words before a fact's verb: "Idempotency keys live in Redis" -> "idempotency keys"."""
    m = _FACT_VERB.search(" " + sentence)
    if not m:
        return None
    subject = sentence[: max(0, m.start() - 1)].strip(" `*_\"'")
    subject = re.sub(r"^(?:the|our|a|an)\s+", "", subject, flags=re.I).strip()
    # A subject is a short noun phrase: "Idempotency keys", "The CHANGELOG", "CI".
    if not subject or len(subject.split()) > 5 or re.search(r"[,;:()]", subject) or _TRIVIAL_SUBJECT.match(subject):
        return None
    return subject.lower()


def _words_in(text: str) -> int:
    """Words by spaces; in writing without spaces, about two characters a word."""
    cjk = len(_CJK.findall(text))
    return len(text.split()) + (cjk // 2 if cjk else 0)


# Code written out as a sentence, outside a code span: an assignment to a name ("datas +=
# collect_data_files(...)", "binaries=[],") is a line to paste, not a report.
_ASSIGNMENT = lazy(r"(?<![\w.=!<>+\-*/])[A-Za-z_]\w*\s*[+\-*/|]?=(?!=)\s*[\[({'\"]")
_CODE_SPAN = lazy(r"`[^`\n]*`")


# A tool's record written out as fields ("status=command_not_found; command=pytest -q; exit_code=127;
# stdout=; stderr=..."), which an agent pasted under "Tests:": a record of a run, no sentence.
_RECORD = lazy(r"^[A-Za-z_][\w.-]*=[^;\n]*;\s*[A-Za-z_][\w.-]*=")
# A link and nothing more: a table of contents' entry ("[Einleitung](#einleitung)"), or a list of
# sources under an answer ("[GitHub Issue #3101 - .env files ignored by default](https://...)"):
# where to read, not what was done.
_LINK_ONLY = lazy(r"^\[[^\]\n]+\]\([^)\s]*\)\W*$")
_INNER_QUESTION = lazy(r"\?\s+")
# The agent greeting the person or saying who it is ("Hi! I'm Claude, an AI assistant ...", "Hello,
# I'm here to help with your code."): what it says before any work, never an outcome. Atomic
# groups, the longest words first: words that hold each other ("hi" in "hi there") are tried once.
_INTRO = lazy(
    r"^(?:(?>" + "|".join(map(re.escape, lexicon.longest_first("extraction.agent_greetings"))) + r")\b[\s,!.¡]*)?"
    r"(?>" + "|".join(map(re.escape, lexicon.longest_first("extraction.agent_intros"))) + r")\b", re.I)


# A sentence wholly in brackets ("(Note: I am in the `app` folder, but the shell returns the absolute
# path).", "（注：…）"): an aside to what the answer said, no report of its own (round 21 dev quoted
# one as a session's outcome).
_ASIDE = lazy(r"^[(（][^()（）]*[)）][.。]?$")


def statement(sentence: str) -> bool:
    """A sentence that reports something: not the next step, an offer, a question, an
    announcement of what follows (ending in ":"), an API error, a bare "Done!", a line of
    code outside a code span or a link alone."""
    s = sentence.strip().strip("*_ ")
    if _words_in(s) < 3 or s.endswith((":", "：")) or _QUESTION.search(s) or s.startswith(("#", "|", ">")):
        return False
    if _ASIDE.match(s):
        return False
    if "=" in s and (_ASSIGNMENT.search(_CODE_SPAN.sub("", s)) or _RECORD.match(s)):
        return False
    if s.startswith("[") and _LINK_ONLY.match(s):
        return False
    if _INTRO.match(s.lstrip("¡")):
        return False
    # after a question the bold around it kept in the sentence ("**Precisa de ajuda ...?** Posso criar ..."),
    # what follows it is read for an offer too
    after = _INNER_QUESTION.split(s)[-1]
    return not (forward(s) or _offers(s) or _FAILURE.search(s) or _FILLER.match(s)
                or _OF_THE_USER.match(s) or after != s and _offers(after))


_WAITING = lazy(r"^(?>" + "|".join(map(re.escape, lexicon.longest_first("extraction.waiting"))) + r")\b", re.I)


def waits(text: str) -> bool:
    """An answer whose close waits on work still running ("First agent completed ... Waiting for the
    other two agents to finish before compiling the final report.", "Waiting for the agents to finish.
    I'll compile the report once they report back."): a progress remark, no outcome."""
    # its close, after any promise; a bare "Жду!" (waiting for the person's files) waits on no work
    return any(_WAITING.match(s.strip("*_ ")) and _words_in(s) >= 3 for s in sentences(text)[-3:])


def waited_at_close(messages: list[dict]) -> bool:
    """The session's last words were the agent waiting on work still running."""
    closing = closing_messages(messages)
    return bool(closing) and waits(closing[-1])


# An item of a check's report: an ID, then its verdict ("- PRJ-001 OK – Entry points map ...",
# "- **REQ-7**: FAIL - ..."); the verdicts are lexicon extraction.check_verdicts. Bounded runs:
# nothing here is tried more than once a line.
_CHECKED_ITEM = lazy(
    r"^[ \t]{0,8}(?:[-*+•]|\d{1,3}[.)])[ \t]{1,4}(?:\*\*|`)?([A-Z]{1,10}[-_]?\d{1,6}(?:\.\d{1,4}){0,3})(?:\*\*|`)?"
    r"[ \t]{0,3}[:–—-]?[ \t]{0,3}(?:\*\*)?(" + "|".join(
        re.escape(w.upper()) for w in lexicon.longest_first("extraction.check_verdicts")) + r")(?![\w/])", re.M)


def check_tally(text: str) -> str:
    """A check's report (three items or more, each an ID and its verdict) told as its tally:
    "Checked 30 items (PRJ-001 to REQ-014): 30 OK." Its first item alone says one of them."""
    found = _CHECKED_ITEM.findall(text)
    if len(found) < 3:
        return ""
    tally = ", ".join(f"{n} {verdict}" for verdict, n in Counter(verdict for _, verdict in found).items())
    return f"Checked {len(found)} items ({found[0][0]} to {found[-1][0]}): {tally}."


def _spoken(messages: list[dict]) -> list[dict]:
    """What the person typed and what the agent said: never tool output."""
    return [
        m for m in messages
        if m.get("kind", "text") == "text"
        and (m.get("role") == "assistant" or (m.get("role") == "user" and m.get("typed")))
    ]


# --- the outcome --------------------------------------------------------------

def _fit(parts: list[str], limit: int, sep: str = " ") -> str:
    """Whole parts, in order, while they fit: an outcome is never cut mid-sentence."""
    out: list[str] = []
    for p in parts:
        if len(sep.join(out + [p])) <= limit:
            out.append(p)
        elif out:
            break
    return sep.join(out)


def _ended(text: str) -> str:
    text = text.strip().rstrip(",;:")
    if re.search(r"[.!?…。！？](?:[\"'”’)`*_]*)$", text):
        return text
    return text + ("。" if _CJK.match(text[-1:]) else ".")


# A line that is all bold ("**Impact On Initial Load**") is a heading, not a statement.
_HEADING_LINE = lazy(r"^\s*(?:\*\*|__)[^*_\n]+(?:\*\*|__)\s*:?\s*$", re.M)
# A short line with no sentence end right over a list ("Wat gedaan is" over "- RATIFICATION_DATE
# ingevuld ...", Copilot CLI in Dutch): a label for the list, as a heading is, not a statement.
_LABEL_LINE = lazy(r"^[ \t]*[^\s\-*+•#|>][^\n.!?。！？:：;]{0,58}[^\s.!?。！？:：;,]\n"
                         r"(?=[ \t]*(?:[-*+•]|\d+[.)])[ \t])", re.M)
# A list item of one or two words with no sentence end over its own indented list ("- レイヤー構造" over
# "  - セル層: ...", "- Changes" over "  - Added ..."): the label of the items under it, not a statement.
_ITEM_LABEL = lazy(r"^([ \t]*+)(?:[-*+•]|\d+[.)])[ \t]++(?:\*\*|__)?"
                         r"[^\s.!?。！？:：;*_]{1,30}+(?:[ \t][^\s.!?。！？:：;*_]{1,30}+)?(?:\*\*|__)?"
                         r"[ \t]*+[:：]?[ \t]*+\n(?=\1[ \t]++(?:[-*+•]|\d+[.)])[ \t])", re.M)
# A Markdown heading over a code block ("### 5. Пример улучшенного MinioConfig" and the code) is a
# label for the code, not a statement; a heading over words can say what was done ("#### 1. Unit
# Tests: app.test.ts (26 tests)") and stays.
_CODE_HEADING = lazy(r"^[ \t]{0,3}#{1,6}[ \t][^\n]*$(?=\n(?:[ \t]*\n)*[ \t]{0,3}(?:```|~~~))", re.M)
# A list item that glosses a term, once its marker and bold are gone ("log - 상용로그 (밑이 10)",
# "`ln` – natural log"): one word, a dash, what it stands for.
_GLOSS = lazy(r"^[`'\"]?[^\s`'\"]{1,30}[`'\"]?[ \t]+[—–-][ \t]+\S")
# What running a command would do ("This will create a fresh database ..."): said of a command
# the agent gives the person, it is no outcome of the session.
_WILL = lazy(r"^(?:this|that|it|which|these|running (?:this|these|it|them|the (?:above|command|script)))"
                   r"(?: command| script| commands)? (?:will|would)\b", re.I)
# What a thing the agent only showed in the chat will do ("It can include a personalized
# message ...", "File ini akan inject ..."): in a session that wrote no file, a proposal, no outcome.
_PROPOSED = lazy(
    r"^(?:(?:" + lexicon.alternation("extraction.proposal_subjects") + r")(?:\s+[\w.`/-]+){0,2}"
    r"|[\w.`/-]+(?:\s+[\w.`/-]+)?\s+(?:" + lexicon.alternation("extraction.proposal_subjects_after") + r"))"
    r"\s+(?:" + lexicon.alternation("extraction.proposal_modals") + r")\b", re.I)
# A fenced block in a language no shell reads (```html, ```ts): a file's text, shown.
_FILE_FENCE = lazy(r"^[ \t]*(?:```|~~~)[ \t]*(?!(?:bash|sh|shell|console|zsh|powershell|pwsh|ps1|cmd|bat"
                         r"|terminal|text|txt|plaintext)\b)[\w+#.-]+[ \t]*$", re.M)
_SHELL_FENCE = lazy(r"```(?:bash|sh|shell|console|zsh|powershell|pwsh|ps1|cmd|bat|terminal)?[ \t]*\n(.*?)```",
                          re.S | re.I)


def offers_a_command(text: str, messages: list[dict]) -> bool:
    """The agent's words hold a shell block none of whose commands the session ran: a command
    given to the person to run."""
    ran = [" ".join(str(call_of(m).get("command")).split()) for m in messages
           if m.get("kind") == "tool_use" and isinstance(call_of(m).get("command"), str)]
    for block in _SHELL_FENCE.findall(text):
        lines = [" ".join(line.strip().removeprefix("$").split()) for line in block.splitlines()]
        lines = [line for line in lines if line and not line.startswith("#")]
        if lines and not any(line in command for line in lines for command in ran):
            return True
    return False


def did_statement(act: Activity, messages: list[dict], limit: int = DID_CHARS, corrected: bool = False) -> str:
    """What the agent said it did, in its closing words: its summary items, else the
    statements of its last message. Empty when it closed with no statement. In a session
    whose tool calls changed nothing, a sentence claiming a change is not what happened
    (the write was refused, failed or never ran): it is left out, and when a change call did
    fail or was refused, a sentence about that file too ("The file includes ..."). A sentence that reads as an order or repeats
    what the session read (which the digest would hold back) is passed over for the next.
    A session that changed nothing and ended on its words, whose closing words say nothing
    (an acknowledged answer: "You're welcome!"), keeps its last earlier answer's gist."""
    changed = act.did_change or bool(_state_run(act))
    claims = bool(act.tool_calls and not changed)
    unwritten = [posixpath.basename(p) for p in unwritten_files(messages)] if claims else []
    # What it says of a file it never wrote ("The file includes placeholders ...") is not true either.
    of_unwritten = re.compile(r"\b(?:the|this|that) (?:new )?(?:file|document|doc)\b" + "".join(
        f"|{re.escape(n)}" for n in unwritten), re.I) if unwritten else None
    read: list[Overlap] = []

    def usable(s: str) -> bool:
        if not statement(s) or claims and _CLAIMS_A_CHANGE.search(s) or corrected and _VERSIONED.search(s):
            return False
        if of_unwritten and of_unwritten.search(s):
            return False
        if classify(s) is not None or _INSTRUCTION.match(s.strip("*_ ")):
            return False
        if not read:
            read.append(Overlap(read_texts(messages)))
        return not repeats(read[0], s)

    items = [s for s in act.summary if usable(s)]
    if items:
        return _fit([_ended(s) for s in items], limit)
    closing = closing_messages(messages)
    earlier: list[str] = []
    if not act.did_change and not ended_badly(act, messages):
        # After closing words of substance, only what answered the person's last ask.
        start = 0 if _brief(closing) else next(
            (i + 1 for i in range(len(messages) - 1, -1, -1)
             if messages[i].get("role") == "user" and messages[i].get("typed")), 0)
        earlier = [str(m.get("content") or "") for m in messages[start:]
                   if m.get("role") == "assistant" and m.get("kind", "text") == "text"][: -len(closing) or None]
    for text in [*reversed(closing), *reversed(earlier[-6:])]:  # its very last words first
        if _provider_error(text):
            continue  # the provider's error in its place ("API Error: 400 Unable to generate parser ..."): not its words
        if waits(text):
            continue  # a progress remark while work still runs ("Waiting for the other two agents ..."): no outcome
        if _PROGRESS.match(text.lstrip().strip("*_ ")):
            continue  # it opens saying what the agent is doing right now ("I'm copying ..."): narration
        offered = offers_a_command(text, messages)
        shown = not changed and bool(_FILE_FENCE.search(text))  # a file shown, not written
        if "**" in text or "__" in text:  # (what a heading needs: its pattern tries every blank line, slow on thousands)
            text = _HEADING_LINE.sub("", text)
        text = _OFFERED_LIST.sub("", text)
        text = _LABEL_LINE.sub("", text)
        if "\n " in text or "\n\t" in text:
            text = _ITEM_LABEL.sub("", text)
        if ":" in text or "：" in text:
            text = _COLON_LIST.sub(_offered_list, text)
        text = _PLANNED_LIST.sub("", text)
        if ":" in text or "：" in text:
            text = _CONDITIONS_LIST.sub(r"\1", text)
        if not changed:
            text = _HOWTO_LIST.sub("", text)  # steps for the person, in a session that did nothing
        if "?" in text or "？" in text:
            text = _ASKED_LIST.sub(r"\1", text)
        text = _CONTENT_LIST.sub(_lead_only, text)
        if ":" in text or "：" in text:
            text = _DONE_LEAD.sub(_done_lead, text)
        if not changed:
            text = _TERM_ITEM.sub("", text)  # what exists or is on offer, listed: no work done
        if _CAPABILITIES.match(text) or _SKETCH.search(text[:400]):
            continue  # what it could do, listed, or work sketched for the person: none of it was done
        if "# " in text and ("```" in text or "~~~" in text):
            text = _CODE_HEADING.sub("", text)
        parts = sentences(text)
        if parts and _OF_THE_USER.match(parts[0].strip("*_ ")):
            continue  # a thought that reached the answer ("The user said ..."): all of it is reasoning
        said = [s for s in parts if usable(s) and not (offered and _WILL.match(s))
                and not (shown and _PROPOSED.match(s.strip("*_ ")))]
        if said and _CHECKED_ITEM.match("- " + said[0]) and check_tally(text):
            return ""  # a check's report: its first item is one verdict of many (the tally is told instead)
        if said and not _GLOSS.match(said[0]):
            # after a sentence that says the work, a list's "term - gloss" items ("ln - 자연로그")
            # are fragments of it, not more of what was done
            said = [said[0], *(s for s in said[1:] if not _GLOSS.match(s))]
        if said:
            return _fit([_ended(s) for s in said[:3]], limit)
    return ""


# What makes closing words more than a word of thanks: a list or a paragraph of their own (a
# fenced block alone is what was asked for again, "this isn't markdown": its words are no statement).
_LIST_LINE = lazy(r"^\s*(?:[-*+•]|\d+[.)])\s", re.M)
_FENCED = lazy(r"(```|~~~).*?(?:\1|\Z)", re.S)


def _brief(closing: list[str]) -> bool:
    """Closing words that say nothing (an acknowledged answer: "You're welcome!"), after which
    an earlier answer's gist is the outcome, before the person's last words too. Not an answer
    of lists and code that merely holds no statement (unseen round 9, SpecStory: "I see several
    problems: 1. ... ```...``` Let's first register the user:"): a remark from before the
    person's last ask is not what came of it."""
    text = _FENCED.sub("", "\n".join(closing))
    return len(text.strip()) <= 300 and not _LIST_LINE.search(text)


# A list under a lead that reports the work done ("The necessary files ... have been created:",
# "I've made the following changes:"): the lead is the statement, its colon a sentence's end; the
# items are what it names ("**Makefile**: Provides build ..."), quoted alone a fragment (round 22 held).
_DONE_LEAD = lazy(
    r"^((?![ \t]*[#>|])[^\n:：]{0,200}?\b(?:(?:have|has) (?:now )?been|i(?:['’]ve| have)(?: now| also)?) "
    r"(?:successfully )?(?:created|added|updated|made|implemented|fixed|completed|set up|written|generated|applied|"
    r"configured|initialized)\b[^\n:：]{0,80}?)[ \t]*(?:\*\*|__)?[:：][ \t]*(?:\*\*|__)?[ \t]*\n" + _LIST_BODY,
    re.I | re.M)


def _done_lead(m: re.Match) -> str:
    """A list under a lead that reports the work done (``_DONE_LEAD``), left as the lead's sentence."""
    return m.group(1).rstrip(" \t*_") + ".\n"


def _lead_only(m: re.Match) -> str:
    """A list that announces contents, left as its lead (which, ending in ":", is no statement)."""
    return m.group(0).split("\n", 1)[0] + "\n"


def _results_of(messages: list[dict], paths: list[str]) -> list[dict]:
    """The results of the change calls on ``paths``."""
    ids = {call_of(m).get("id") for m in messages if m.get("kind") == "tool_use"
           and any(isinstance(c, dict) and c.get("path") in paths for c in call_of(m).get("changes") or [])}
    return [m["result"] for m in messages if m.get("kind") == "tool_result" and isinstance(m.get("result"), dict)
            and m["result"].get("id") in ids]


def unwritten_files(messages: list[dict]) -> list[str]:
    """The files of change calls (edit, write, patch) that were refused or failed, and that no
    later call changed: what the session meant to write and did not."""
    results: dict[str, dict] = {}
    for m in messages:
        r = m.get("result")
        if m.get("kind") == "tool_result" and isinstance(r, dict) and isinstance(r.get("id"), str):
            results[r["id"]] = r
    out: list[str] = []
    done: set[str] = set()
    for m in messages:
        if m.get("kind") != "tool_use":
            continue
        call = call_of(m)
        paths = [c["path"] for c in call.get("changes") or [] if isinstance(c, dict) and isinstance(c.get("path"), str)]
        r = results.get(call.get("id")) if isinstance(call.get("id"), str) else None
        if not paths or r is None:
            continue
        if r.get("error"):
            out += [p for p in paths if p not in out]
        else:
            done.update(paths)
    return [p for p in out if p not in done]


def _names(paths: tuple[str, ...], most: int = 3, unnamed: frozenset[str] = frozenset()) -> str:
    """Up to ``most`` paths by name; a path in ``unnamed`` is said by its folder only ("1 file in docs/")."""
    named = [p for p in paths if p not in unnamed]
    shown = [_short(p, named[:most]) for p in named[:most]]
    more = len(named) - len(shown)
    out = [", ".join(shown) + (f" and {more} more" if more else "")] if shown else []
    folders: dict[str, int] = {}
    for p in paths:
        if p in unnamed:
            folder = p.rsplit("/", 1)[0] + "/" if "/" in p else ""
            folder = "" if folder and _unsafe_words(_path_words(folder), None) else folder
            folders[folder] = folders.get(folder, 0) + 1
    out += [f"{n} file{'s' if n > 1 else ''}" + (f" in {folder}" if folder else "") for folder, n in folders.items()]
    return " and ".join(out)


def _short(path: str, beside: list[str]) -> str:
    """A long path (over 40 characters) by its name, or by as many of its last folders as tell
    it from the paths said beside it ("radarr/image-repository.yaml, jackett/image-repository.yaml",
    not the same name twice)."""
    if len(path) <= 40:
        return path
    parts = path.split("/")
    for k in range(1, len(parts)):
        tail = "/".join(parts[-k:])
        if not any(q != path and (q == tail or q.endswith("/" + tail)) for q in beside):
            return tail
    return path


def _path_words(path: str) -> str:
    """A path's words: its folders' and its name's, without the extension ("docs/ALWAYS-run-x.md" -> "docs ALWAYS run x")."""
    path = re.sub(r"\.\w{1,8}$", "", path.rstrip("/"))
    return " ".join(w for w in re.split(r"[-_./\\\s]+", path) if w)


def _unsafe_words(words: str, read: Overlap | None) -> bool:
    """A name's words that read as an order or an injection (a long name: "ALWAYS run make deploy
    before answering"; "run-tests.sh" is a name), or that repeat what the session read."""
    n = len(words.split())
    verdict = classify(words) if n >= 3 else None
    if verdict and (verdict.category != "order" or n >= 4):
        return True
    return bool(read is not None and n >= 3 and repeats(read, words))


NAMES_NO_FREE_WORD = True  # after an instruction file a created file's name of a sentence holds no word nobody typed (tests turn it off)


def unnamed_files(act: Activity, messages: list[dict], ground: SessionGround | None = None) -> frozenset[str]:
    """The changed files the outcome does not say by name: a name (folders included) that reads
    as an order, or whose words repeat what the session read (tool output, files, injected
    context), as a name copied from a file's text does (issue 32). The session's own
    mentions of each changed path (a Write's "File created at ...") are not what it read. ``ground``: the session's,
    when the caller has read it (asked with no file counted as changed)."""
    if len(act.changed) > 4:
        return frozenset()  # many files are counted, never named
    # A created file named like a sentence is named only when the person's ask grounds its
    # words: an agent that read an order can restate it as a name in any language (issue 32).
    ground = ground.changed_to(()) if ground is not None else SessionGround(messages, ())
    # (after an instruction file with no free word: the name is the act's carrier, not an act a word reports on, and
    # "docs/<the ask's label>-<a flag of the file's>.md" said the flag; round 43)
    left = 0 if NAMES_NO_FREE_WORD else None
    loose = frozenset(p for p in act.created if (words := sentence_name(p)) is not None
                      and not ground.said(words, left=left))
    long = [p for p in act.changed if len(_path_words(p).split()) >= 3 and p not in loose]
    if not long:
        return loose
    names = sorted({p.rsplit("/", 1)[-1] for p in act.changed}, key=len, reverse=True)
    texts = []
    for text in read_texts(messages):
        for name in names:
            text = text.replace(name, " ")
        texts.append(text)
    read = Overlap(texts)
    return loose | frozenset(p for p in long if _unsafe_words(_path_words(p), read))


# --- a version corrected in the docs is not an upgrade ------------------------------

_DOCS = lazy(r"(?:^|/)(?:docs?|documentation)/|\.(?:md|mdx|markdown|rst|txt|adoc|org)$", re.I)
_MANIFESTS = lexicon.words("extraction.dependency_manifests")
# A name and the version the text gives it: "Next.js 14", "Tailwind CSS v3", "React 19.1.0".
_NAMED_VERSION = lazy(r"(?<![\w.])([A-Z][\w.+#-]*(?: [A-Z][\w.+#-]*)?) v?(\d+(?:\.\d+)*)(?![\w.]*\d)")
_STR = r'\s*:\s*"((?:[^"\\]|\\.)*)"'
_PAIR = lazy(r'"old_str(?:ing)?"' + _STR + r'\s*,\s*"new_str(?:ing)?"' + _STR)
_PAIR_NEW_FIRST = lazy(r'"new_str(?:ing)?"' + _STR + r'\s*,\s*"old_str(?:ing)?"' + _STR)  # as stored: keys sorted
# An agent's sentence that gives a version ("React 19.1.0", "v4 (v3から更新)"): in a session that
# only corrected the docs, it would read as an upgrade.
_VERSIONED = lazy(r"(?<![\w.])v?\d+\.\d+|(?<![\w.])v\d+")


def _is_manifest(path: str) -> bool:
    name = posixpath.basename(path).lower()
    return name in _MANIFESTS or name.startswith("requirements") and name.endswith((".txt", ".in"))


def _edit_pairs(message: dict) -> list[tuple[str, str]]:
    """The (old, new) texts of an edit call's input: Edit's old_string/new_string, MultiEdit's
    edits, a patch's removed and added lines; read from the input as stored (cut, so JSON
    that does not parse is read pair by pair)."""
    text = str(message.get("content") or "")
    try:
        args = json.loads(text)
    except ValueError:
        found = _PAIR.findall(text) + [(old, new) for new, old in _PAIR_NEW_FIRST.findall(text)]
        return [(json.loads(f'"{a}"'), json.loads(f'"{b}"')) for a, b in found if _decodes(a) and _decodes(b)]
    if not isinstance(args, dict):
        return []
    edits = args.get("edits") if isinstance(args.get("edits"), list) else [args]
    out = [(e.get("old_string") or e.get("old_str"), e.get("new_string") or e.get("new_str"))
           for e in edits if isinstance(e, dict)]
    patch = next((v for k, v in args.items() if k in ("patch", "input", "diff") and isinstance(v, str)), None)
    if patch:
        lines = patch.splitlines()
        out.append(("\n".join(x[1:] for x in lines if x.startswith("-") and not x.startswith("---")),
                    "\n".join(x[1:] for x in lines if x.startswith("+") and not x.startswith("+++"))))
    return [(a, b) for a, b in out if isinstance(a, str) and isinstance(b, str)]


def _decodes(text: str) -> bool:
    try:
        json.loads(f'"{text}"')
    except ValueError:
        return False
    return True


def version_corrections(act: Activity, messages: list[dict]) -> dict[str, list[str]]:
    """Per docs file, the versions an edit changed in it ("Next.js 14 → 15.5.2"), in a session
    that changed no dependency manifest or lockfile and installed nothing: the docs were
    corrected to say what the project uses, nothing was upgraded. Empty otherwise (a manifest
    changed too: that is an upgrade, which the agent's words may say)."""
    if any(_is_manifest(p) for p in act.changed) or any(c.kind == "install" and c.passed for c in act.setup):
        return {}
    edited = set(act.edited)
    out: dict[str, list[str]] = {}
    for i, m in enumerate(messages):
        if m.get("kind") != "tool_use":
            continue
        call = call_of(m)
        paths = [c.get("path") for c in call.get("changes") or [] if isinstance(c, dict) and c.get("op") == "update"]
        if call.get("tool") not in ("edit", "patch") or not paths:
            continue
        docs = [p for p in act.edited if any(isinstance(q, str) and (q == p or q.endswith("/" + p)) for q in paths)
                and _DOCS.search(p)]
        if len(docs) != 1 or docs[0] not in edited or not _ran(messages, i):
            continue
        for old, new in _edit_pairs(m):
            # a name that gives one version before and another after: a text naming two of it on
            # both sides ("Phase 0 ... Phase 1") corrected nothing
            before, after = _versions(old), _versions(new)
            for name, v in after.items():
                if len(v) == 1 and len(before.get(name, ())) == 1 and before[name] != v:
                    said = f"{name} {next(iter(before[name]))} → {next(iter(v))}"
                    if said not in out.setdefault(docs[0], []):
                        out[docs[0]].append(said)
    return {p: v for p, v in out.items() if v}


def _versions(text: str) -> dict[str, set[str]]:
    """Each name's versions in a text: "Next.js 14 ... Next.js 14" -> {"Next.js": {"14"}}."""
    out: dict[str, set[str]] = {}
    for name, v in _NAMED_VERSION.findall(text):
        out.setdefault(name, set()).add(v)
    return out


def _ran(messages: list[dict], index: int) -> bool:
    """The call at ``index`` did not fail (its result, the next one with its id or the next one)."""
    cid = (messages[index].get("call") or {}).get("id")
    for m in messages[index + 1:]:
        if m.get("kind") == "tool_result":
            r = m.get("result") if isinstance(m.get("result"), dict) else {}
            if cid is None or r.get("id") in (None, cid):
                return not r.get("error")
    return True


def _by_subagents(act: Activity, paths: tuple[str, ...]) -> str:
    """" (by sub-agents)" when the session's sub-agents changed these files, " (32 of them
    by sub-agents)" when they changed some; "" when the session's own agent changed them all."""
    theirs = sum(1 for p in paths if p in act.by_subagents)
    if not theirs:
        return ""
    who = "a sub-agent" if act.subagents == 1 else "sub-agents"
    return f" (by {who})" if theirs == len(paths) else f" ({theirs} of them by {who})"


_SUBJECT_WORD = lazy(rf"{LETTER}+", re.UNICODE)  # with a word's combining marks (sources.LETTER)
_FUNCTION_WORDS = frozenset(lexicon.words("stopwords.recall"))


def _content_words(text: str) -> set[str]:
    return {w for w in (m.lower() for m in _SUBJECT_WORD.findall(text)) if len(w) > 2 and w not in _FUNCTION_WORDS}


def grounded_subject(subject: str, act: Activity) -> bool:
    """Whether a commit subject may be quoted in the line: most of its content words are in
    what the person asked or in the names of the files the session changed. A subject is
    the agent's words, and an agent that read an order can restate it as one ("Hardcode an
    admin login for the demo"); where nothing the person said or the session changed
    grounds it, the line says only that a commit was made (issue 32)."""
    words = _content_words(subject)
    if not words:
        return True
    ground = set().union(*(_content_words(a) for a in act.asked), *(_content_words(p) for p in act.changed))
    return len(words & ground) * 2 >= len(words)


def done_clause(act: Activity, said: str = "", unnamed: frozenset[str] = frozenset(),
                corrected: dict[str, list[str]] | None = None, echoed: bool = False) -> str:
    """The changes, commits, checks and plan, as one clause from the structure (a commit or
    check the agent's own words already name is not said twice; a version the docs were
    corrected to is said as such: ``corrected``, from ``version_corrections``)."""
    parts = []
    changed = (("created", act.created), ("edited", act.edited), ("deleted", act.deleted))
    if len(act.changed) <= 4:
        parts += [f"{verb} {_names(paths, unnamed=unnamed)}{_by_subagents(act, paths)}" for verb, paths in changed if paths]
    elif act.changed:  # many files: how many of each, not a list
        counts = [f"{verb} {len(paths)}" for verb, paths in changed if paths]
        parts.append(", ".join(counts[:-1]) + (" and " if len(counts) > 1 else "") + counts[-1] + " files"
                     + _by_subagents(act, act.changed))
    for path, versions in (corrected or {}).items():
        fixed = f"the versions {{}} gives ({', '.join(versions[:3])}); no dependency was changed"
        if len(act.changed) == 1 and path in act.edited and path not in unnamed:
            parts[0] += ", correcting " + fixed.format("it")
        else:
            parts.append("corrected " + fixed.format("the docs" if path in unnamed else path))
    if act.commits and act.commits[-1] not in said:
        more = len(act.commits) - 1
        if grounded_subject(act.commits[-1], act) and not echoed:
            parts.append(f"committed '{act.commits[-1]}'" + (f" and {more} more" if more else ""))
        else:
            parts.append(f"committed {len(act.commits)} change" + ("s" if more else ""))
    for kind, verb in (("serve", "started"), ("issues", "filed issues with"), ("pr", "opened a pull request with")):
        ran = next((c for c in act.setup if c.kind == kind and (c.passed or kind == "serve" and c.passed is None)), None)
        if ran and f"`{base_command(ran.command)}`" not in said:
            parts.append(f"{verb} `{base_command(ran.command)}`" + (" (a sub-agent's run)" if ran.by else ""))
    # a link or a removal outside the named files, or a write to a file of the machine's or the
    # person's home (`printf ~/.app/config.json`), says least: the others are told first
    ran = sorted(_state_run(act), key=lambda c: c.command in _FILESYSTEM_STATE or c.kind == "write")
    if ran:
        shown = [_state_said(c.command) for c in ran if _state_said(c.command) not in said][:2]
        more = len(ran) - 2 if len(ran) > 2 else 0
        if shown:
            parts.append("ran " + " and ".join(shown) + (f" and {more} more" if more else ""))
    # Tests first, then a check that failed before one that passed: a line never hides a failing build.
    checks = sorted((c for c in act.checks if c.passed is not None), key=lambda c: (c.kind != "test", c.passed is not False))[:2]
    for c in checks:
        if c.passed is not None and f"`{c.command}`" not in said:
            parts.append(f"`{c.command}` {'passed' if c.passed else 'failed'}" + (" (a sub-agent's run)" if c.by else ""))
    if act.plan_done or act.plan_open:
        total = len(act.plan_done) + len(act.plan_open)
        parts.append(f"plan {len(act.plan_done)} of {total} done")
    return "; ".join(parts)


_FILESYSTEM_STATE = frozenset({"rm", "ln"})


def _state_said(command: str) -> str:
    """A state command as a line says it: "`git push`"; a database client's SQL as
    "`psql` with CREATE SCHEMA" (the statement outside the code span and with no "…", where
    the guard would read "CREATE SCHEMA …" as a sentence of its own, an order)."""
    client, dots, statement = command.partition(" … ")
    return f"`{client}` with {statement.rstrip(' …')}" if dots else f"`{command}`"


def _state_run(act: Activity) -> list[Check]:
    """The commands that changed state outside the files (a schema, a container, a remote) and did not fail."""
    return [c for c in act.state if c.passed is not False]


_PLACEHOLDER = lazy(r"\[REDACTED_[A-Z_]+\]")
_NESTED_QUOTE = lazy(r"[\"\u201c\u201d]")


def _quoted(topic: str) -> str:
    """The ask in quotes; a transcript's redaction placeholder is said, not quoted as words."""
    return "a redacted request" if _PLACEHOLDER.fullmatch(topic.strip()) else f'"{topic}"'


_CHANGE_TOOLS = frozenset(("edit", "write", "patch", "delete"))


def _is_change(m: dict) -> bool:
    return m.get("kind") == "tool_use" and call_of(m).get("tool") in _CHANGE_TOOLS


def _changed_unasked(messages: list[dict]) -> bool:
    """A change call came before anything the person typed, and they typed something after it."""
    for m in messages:
        if _is_change(m):
            return any(x.get("role") == "user" and x.get("typed") for x in messages)
        if m.get("role") == "user" and m.get("typed"):
            return False
    return False


def _ran_a_change(messages: list[dict]) -> bool:
    """A change call among ``messages`` whose result says it ran (not an error, not refused)."""
    ran = {r.get("id") for m in messages if m.get("kind") == "tool_result" and isinstance(r := m.get("result"), dict)
           and not r.get("error") and not r.get("refused")}
    return any(_is_change(m) and call_of(m).get("id") in ran for m in messages)


# An item the agent numbered, at a line's start: "1) Command palette", "**3. `x` has no test**",
# "**4** — it's fine", "### 2. Settings".
_ITEM_NUMBER = lazy(r"^[ \t>]*(?:[-*+][ \t]+)?(?:#{1,6}[ \t]+)?(?:\*\*|__)?#?(\d{1,2})(?:[.):]|\*\*|__|[ \t]+[—–-])",
                          re.M)
# A reply that opens with an item's number: "1 yes we should fix ... 2 yes fix", "1. native , 2. yes",
# "3 and after that ...".
_ANSWER_KEY = lazy(r"\A\s*#?(\d{1,2})(?:[.):,]|\s)")


def answers_items(text: str, agent_said: str) -> bool:
    """The person's words answer the agent's numbered points or questions by number: they open
    with a number the agent's last words gave an item of two or more."""
    key = _ANSWER_KEY.match(text)
    if key is None:
        return False
    numbers = set(_ITEM_NUMBER.findall(agent_said))
    return len(numbers) >= 2 and key.group(1) in numbers


# The agent ending its turn on a question whether to go ahead with what it proposed ("Shall I
# proceed?", "Do you want me to push it?", "Would you like me to name it differently?").
_PROPOSAL_QUESTION = lazy(
    r"\b(?:shall i|should i|do you want me to|would you like me to|want me to|may i|can i go ahead)\b[^?\n]*\?"
    r"[\s*_)]*$", re.I)


# A statement that opens a source file: the person pasted code (a file's text for the agent to
# add), no words of a request.
_CODE_OPENING = lazy(
    r"\s*(?:import\s+(?:\{|\*\s+as\s|\w[\w.]*\s*(?:$|[,;]|\s+from\s+['\"]|\s+as\s))|from\s+[\w.]+\s+import\s|export\s+(?:default\s+)?(?:const|function|class|interface|type|"
    r"let|enum)\b|(?:const|let|var)\s+\w+\s*=|def\s+\w+\(|class\s+\w+\s*[:({]|function\s+\w+\s*\(|#include\s*[<\"]|"
    r"package\s+[\w.]+;?\s*$|using\s+[\w.]+;|<\?php\b|#!/)", re.M)


def pasted_code(text: str) -> bool:
    """*text* opens with a statement of source code (``import { z } from "zod";``, ``def main():``):
    the person pasted a file's text, which names no topic."""
    return _CODE_OPENING.match(text) is not None


def answers_proposal(text: str, agent_said: str) -> bool:
    """The person's short reply to the agent's question whether to go ahead ("Shall I proceed?"):
    "the name for the repo should be : Acme" sets a detail of what the agent proposed for an
    earlier ask, no ask of its own; a question back, or a reply of more than twelve words, may
    be one."""
    return ("?" not in text and len(text.split()) <= 12
            and _PROPOSAL_QUESTION.search(agent_said[-400:]) is not None)


def changing_ask(messages: list[dict]) -> str | None:
    """The person's last ask before the session's first edit, write, patch or delete: what the
    change was made for, where the first ask was a question ("/ask what is a cafe latte?")
    and the work came later. An ask of fewer than three words names no topic, nor do answers
    to the agent's numbered points ("1 yes ok i agree 4 ok that works ..."): the ask they
    answer on is, nor a bare consent after an ask ("yeah lets try it", "可以，开始实施"): it says
    go ahead with that ask, nor a short reply to the agent's "Shall I proceed?" (a detail of
    what it proposed for that ask), nor code the person pasted. None when no such ask came before a change."""
    last = None
    agent_said = ""
    earlier = False  # a typed ask came before
    for i, m in enumerate(messages):
        if m.get("kind") == "tool_use" and call_of(m).get("tool") in _CHANGE_TOOLS:
            return last
        if m.get("role") == "assistant" and m.get("kind", "text") == "text" and isinstance(m.get("content"), str):
            agent_said = m["content"]
        if m.get("role") == "user" and m.get("typed"):
            asked = asked_of(_with_its_run(messages, i))
            if asked and earlier and (consent(asked[0]) or answers_proposal(asked[0], agent_said)):
                continue
            earlier = earlier or bool(asked)
            # a choice among the agent's options ("b + a") or a command ("ls") names no topic
            if asked and (len(re.findall(r"[^\W\d_]{2,}", asked[0])) >= 3 or len(_CJK.findall(asked[0])) >= 4) \
                    and not (last and answers_items(m.get("content") or "", agent_said)) and not pasted_code(asked[0]):
                last = asked[0]
    return None


_LIST_MARK = lazy(r"^\s*(?:\d{1,2}[.)]|[-*+•])\s+")
# a list's next item or a Markdown heading ("... real. # Plan"), joined on one line after a sentence
_NEXT_ITEM = lazy(r"(?<=[.!?;:])\s+(?:\d{1,2}[.)]?|#{1,6})(?:\s|$)")


def _typed_words(topic: str, messages: list[dict]) -> bool:
    """Whether ``topic`` (a quote cut from an ask, perhaps ending in "…") is words the person typed."""
    words = " ".join(topic.removesuffix("…").split())
    return any(words in " ".join(t.split()) for t in typed_texts(messages))


_MARKERS_ONLY = lazy(r"^\s*(?:\[REDACTED:[\w-]+\][\s.,;]*)+$")


def _topic(act: Activity, meta: dict, messages: list[dict] | None = None, tried: bool = False) -> str:
    """What the session was about, quoted: the ask its first change was made for, else its first
    ask or its title. A write that failed (``tried``) before any ask (an ``/init`` prompt's) was
    made for none of the asks after it: no topic then."""
    if act.did_change and messages and changing_ask(messages) is None and _changed_unasked(messages):
        # The first change came before anything the person typed (Crush's or Claude Code's
        # `/init` prompt wrote CRUSH.md): made for none of the asks after it. The ask of a
        # change made after one of them, if any, is the topic; else there is none.
        first = next(i for i, m in enumerate(messages) if m.get("role") == "user" and m.get("typed"))
        later = messages[first:]
        # only a change that ran: a patch that failed to parse made nothing for the ask
        return _topic(act, meta, later, tried) if _ran_a_change(later) else ""
    ask = (act.did_change and messages and changing_ask(messages)) or (
        "" if tried and messages and changing_ask(messages) is None
        else act.asked[0] if act.asked else "" if act.tool_calls and _title_of_no_ask(meta, messages)
        else str(meta.get("title") or ""))
    if _MARKERS_ONLY.match(ask):
        # a secret pasted as the ask (a new API key the agent put in a config): the scrub's
        # marker is no words to quote; the first ask in words, if any, is what the session was about
        ask = next((a for a in act.asked if not _MARKERS_ONLY.match(a)), ask)
    if not ask.strip():
        return ""
    role = persona_sentence(ask)  # "Act as a senior engineer. Add ...": the request follows the role
    ask = ask.lstrip()[len(role):].lstrip() if role else ask
    # an ask written as a numbered list ("1. Read TODO.md and find the first task ...") is
    # about its first item, not "1"
    first = sentences(_LIST_MARK.sub("", ask, count=1))
    while len(first) > 1 and acknowledgement(first[0]):
        first = first[1:]  # "Perfect! Can you confirm ...": the ask is what follows the thanks
    topic = " ".join((first[0] if first else ask).split())
    topic = _NEXT_ITEM.split(topic, 1)[0].rstrip(".!?:; ")  # a list's next item or a heading, on one line
    if not act.asked and _IMPERATIVE.match(topic):
        # an agent's title that reads as an order ("Create Development Guidelines"): quoted,
        # the guard holds the whole line back; what the calls did is said without it
        return ""
    return clip(topic, 100)


def _title_of_no_ask(meta: dict, messages: list[dict] | None) -> bool:
    """Whether the session's title is only words the person typed that asked nothing (Crush's
    title "hello" for their greeting, while the agent worked on its own `/init` prompt): no topic."""
    title = " ".join(str(meta.get("title") or "").split()).casefold()
    return bool(title) and messages is not None and any(
        " ".join(t.split()).casefold() == title for t in typed_texts(messages))


def outcome_parts(act: Activity, messages: list[dict], meta: dict | None = None,
                  ground: SessionGround | None = None) -> list[tuple[str, str]]:
    """The outcome as (text, source) pieces: the agent's closing words (``"agent"``) and
    what lc-memory rendered from the activity (``"activity"``, lc_memory.safety.sources);
    then, when the person's last words report a failure nothing was changed after, that."""
    parts = _outcome_parts(act, messages, meta, ground)
    if (act.did_change or _state_run(act)) and stopped_on_api_error(messages) and not any(
            "API or usage-limit" in text for text, _ in parts):
        # It changed files, then the person's last request got only the provider's error
        # ("API Error: … Model unloaded."): said, or the line reads as if it ended as it chose.
        text, source = parts[-1] if parts else ("", "activity")
        if source == "activity" and text:
            parts[-1] = (text.rstrip(".") + ", then the agent stopped on an API or usage-limit error.", source)
        else:
            parts.append(("Then the agent stopped on an API or usage-limit error.", "activity"))
    if act.did_change or _state_run(act):
        # The work came first (a Crush `init` prompt's CRUSH.md), then a request the agent only
        # asked details of, with no call after it: said, or the line reads as if the work answered it.
        last = details_asked_last(messages)
        # (not when the line quotes the agent's closing words already: they are that question)
        if last and not any("asked for more details" in text or source == "agent" for text, source in parts):
            parts.append((f"Then the person asked {_quoted(last)}: the agent asked for more details.", "activity"))
    said, tried = reported_after(messages, meta)
    if said and act.tool_calls:
        then = "a fix was tried, and nothing checked it" if tried else "not fixed in this session"
        parts.append((f'Then the person said "{said}": {then}.', "activity"))
    return parts


RUNS_BY_BASE = True  # after an instruction file the activity line names a run by its base command (tests turn it off)
TASKS_PLAIN = True  # ... whose task is one plain word that names a check if the repository named it (tests turn it off)


def runs_by_base(act: Activity) -> Activity:
    """``act`` with each check and state command said by its base command (``base_command``): after an instruction
    file the session composed what it ran from it, so its assignments, arguments and comment ("`npm test # <an
    order>` passed") are its words, not the run's (issue 32, round 41); and so is a task of joined words, or one the
    repository names (a make or just target, a package's script) that names no check (``sources.CHECK_TASK``): the
    repository names its targets, and "`make tls-insecure` passed" says the file's order by the one the session
    picked (round 42): the line says "`make` passed"."""
    def base(command: str) -> str:
        return base_command(command, joined_tasks=not TASKS_PLAIN, named_tasks=not TASKS_PLAIN) or command

    return dataclasses.replace(
        act, checks=tuple(dataclasses.replace(c, command=base(c.command)) for c in act.checks),
        state=tuple(dataclasses.replace(c, command=_state_base(c.command, base)) for c in act.state))


def _state_base(command: str, base: Callable[[str], str]) -> str:
    """A state command by its ``base``: a database client's statement is kept (``_state_said``), its own line is not."""
    client, dots, statement = command.partition(" … ")
    return f"{base(client)}{dots}{statement}"


def _outcome_parts(act: Activity, messages: list[dict], meta: dict | None = None,
                   ground: SessionGround | None = None) -> list[tuple[str, str]]:
    if RUNS_BY_BASE and (act.checks or act.state):
        ground = ground if ground is not None else SessionGround(messages, ()).in_folder((meta or {}).get("cwd"))
        act = runs_by_base(act) if ground.after_rules else act
    unnamed = unnamed_files(act, messages, ground)
    corrected = version_corrections(act, messages)
    # A commit subject about an order the session read, in words the ask grounds, is not
    # quoted either: the agent restated the file (issue 32).
    echoed = bool(act.commits) and Taint(messages, (meta or {}).get("cwd")).echoes_order(act.commits[-1])
    done = done_clause(act, unnamed=unnamed, corrected=corrected, echoed=echoed)
    # A command that changed state outside the files (`psql … CREATE SCHEMA …`) is a change too.
    changed = act.did_change or bool(_state_run(act))
    unwritten = [] if changed else unwritten_files(messages)
    topic = _topic(act, meta or {}, messages, tried=bool(unwritten))

    def asked() -> str:
        """The topic said as asked: only words the person typed (the title an agent gave the chat,
        "Quick Chat", when "hi" was all they typed, is not), read where it is said (a quote the
        guard would read is dropped below)."""
        return topic if topic and _typed_words(topic, messages) else ""

    def asked_lead(word: str) -> str:
        """``Asked "topic"; word`` where the topic was asked, else the word opening the line."""
        said = asked()
        return f"Asked {_quoted(said)}; {word}" if said else word[:1].upper() + word[1:]

    # What the calls show; in a session that changed nothing, what it ran and that nothing changed.
    tail = done if changed else f"{done}; no changes" if done else "no changes" if act.tool_calls else ""
    if unwritten:  # what it meant to write and did not: said, so no line reads as if it had
        relative_to = (meta or {}).get("cwd") if isinstance((meta or {}).get("cwd"), str) else None
        names = _names(tuple(relative(p, relative_to) for p in unwritten), unnamed=unnamed_files(
            dataclasses.replace(act, edited=tuple(relative(p, relative_to) for p in unwritten)), messages, ground))
        results = _results_of(messages, unwritten)
        refused = all(r.get("refused") for r in results)
        # a write still running as the transcript was saved (SpecStory's `loading`): neither refused nor failed
        how = ("was still under way when the transcript was saved" if results and all(r.get("unfinished") for r in results)
               else "was refused or interrupted" if refused else "failed")
        wrote = f"the write to {names} {how}; no changes"
        # Its plan says done what was not written: the plan's count is not told.
        done = done_clause(dataclasses.replace(act, plan_done=(), plan_open=()), unnamed=unnamed, corrected=corrected,
                           echoed=echoed)
        tail = "; ".join(x for x in (done, wrote) if x)
        if stopped_on_api_error(messages):  # and what came after it got only the provider's error
            tail += ", then the agent stopped on an API or usage-limit error"
    if not changed and not _called_after_ask(messages) and not done and asks_for_details(closing_words(messages)):
        # Its only answer asks the person what they meant ("Could you please specify what you'd
        # like me to plan?"): the words it asked with are no outcome. Files the person put in
        # the chat before asking (Aider's `/add`) are no work of the agent's.
        end = "; no changes." if records_tool_calls((meta or {}).get("format")) else "."
        lead = asked_lead("the")
        return [(f"{lead} agent asked for more details{end}", "activity")]
    did = did_statement(act, messages, min(DID_CHARS, OUTCOME_CHARS - len(tail) - 2), bool(corrected))
    tally = "" if did else check_tally(closing_words(messages))
    if tally:  # a check's report, told by lc-memory as its tally (no words of the agent's)
        return [(tally, "activity")] + ([(f"{tail[:1].upper()}{tail[1:]}.", "activity")] if tail else [])
    if did:
        tail = done_clause(act, did, unnamed, corrected, echoed) if changed else tail
        if not changed and not act.asked and _untyped_request(messages) and _next_step_last(messages):
            # Working on a request nobody typed (Crush's `/init`), it said what it read and its next
            # step, and nothing came after: the work was left there, not finished (round 23 dev)
            tail = f"{tail}; the session ended before the agent's next step" if tail else \
                "the session ended before the agent's next step"
        return [(_ended(did), "agent")] + ([(f"{tail[:1].upper()}{tail[1:]}.", "activity")] if tail else [])
    if topic and (_NESTED_QUOTE.search(topic) or Overlap(read_texts(messages)).repeats(topic) and not any(
            topic in t for t in typed_texts(messages))):
        # The ask is in what the session read too (a slash command's expanded prompt): quoted, the
        # digest would hold the whole line back as the workspace's words. The person's own words,
        # as they typed them, stay theirs wherever they show up again (Aider's banner echoing
        # `--message ASK`, Copilot's untyped copy of a retried ask): sources._QuoteSource says so.
        # A quote inside the ask would end the quote early, and the guard read the rest.
        topic = ""
    if changed or done or unwritten:
        body = done if changed else tail
        if waited_at_close(messages):  # it ended mid-work: the line says so, or it reads as finished
            body += ", then the session ended while the agent waited on work still running"
        lead = f'Worked on {_quoted(topic)}: ' if topic else ""
        return [(_ended(f"{lead}{body if lead else body[:1].upper() + body[1:]}"), "activity")]
    known = act.tool_calls or records_tool_calls((meta or {}).get("format"))
    closing = closing_words(messages)
    if not _called_after_ask(messages) and (_API_ERROR.search(closing[-400:]) or _only_errors(messages)):
        # Only a provider's error answered: nothing was explored, nothing answered. Also when the
        # person wrote again after it (pasted the error, "?") and that got no reply at all.
        lead = asked_lead("the")
        return [(f"{lead} agent stopped on an API or usage-limit error; no changes.", "activity")]
    if not act.tool_calls and ended_badly(act, messages):
        # A chat with no calls (a Cursor export) whose last ask got no answer: the gist of the
        # agent's last answer before it, not "Explored" the first ask.
        part = finished_part(messages)
        gist = did_statement(activity(meta or {}, part), part) if part else ""
        if gist:
            return [(_ended(gist), "agent")]
    if act.tool_calls and not _agent_wrote(messages) and every_call_failed(messages):
        # Not one call ran (a tool that does not exist, a path it would not take) and no word
        # came after: nothing was read, so nothing was explored.
        if stopped_by_person(messages):
            # ... and the person stopped the request there (Claude Code's "[Request interrupted by
            # user for tool use]" after their no): not the agent's silence (round 21 dev)
            lead = asked_lead("the")
            return [(f"{lead} person stopped the request at the agent's call; no changes.", "activity")]
        lead = asked_lead("every")
        return [(f"{lead} call the agent made failed and it did not answer; no changes.", "activity")]
    answered = _answered(messages)
    end = "; no changes." if known else "."
    if _called_after_ask(messages) and topic and stopped_on_api_error(messages):
        # It worked, and then a request of the person's got nothing but the provider's error
        # (a rate limit, a 400): said, or the line reads as if the session ended as it chose.
        return [(f"Explored {_quoted(topic)}, then the agent stopped on an API or usage-limit error{end}", "activity")]
    if (not answered or not act.tool_calls) and not act.asked and typed_texts(messages):
        # Only commands that arrange the chat (Aider's `/add **`) then it ended, or a greeting the
        # agent greeted back ("hi", "Hello! How can I help you today?"): the title an agent gave
        # that chat ("Hello greeting") is no topic it explored.
        return [("Nothing was asked of the agent" + end, "activity")]
    stopped = stopped_by_person(messages)
    if topic and declined_plan(messages):
        # plan mode: the agent put its plan to the person, who said no; "Explored" would hide it
        return [(f"Planned {_quoted(topic)}; the person declined the plan{end}", "activity")]
    if topic and answered and stopped and stopped_at_call(messages):
        # it read and said some, then the person stopped it at a call it went on to make (a Gemini
        # CLI install cancelled): "Explored" alone reads as if it ended as it chose (round 21 held);
        # when no call of it ran (each refused), nothing was explored: it was asked
        verb = "Asked" if every_call_failed(messages) else "Explored"
        return [(f"{verb} {_quoted(topic)}; the person stopped the request at the agent's call{end}", "activity")]
    if topic and (answered or asked()):
        unanswered = "the person stopped it before any answer" if stopped else "the agent did not answer"
        return [((f"Explored {_quoted(topic)}" if answered else f"Asked {_quoted(topic)}; {unanswered}") + end,
                 "activity")]
    if act.asked:
        unanswered = "The person stopped the request before any answer" if stopped else "The agent did not answer the request"
        return [(("Answered the request" if answered else unanswered) + end, "activity")]
    untyped = _untyped_request(messages)
    if stopped and not answered and untyped:
        # The request was the agent's own prompt (Crush's `/init`, chosen in its dialog), and the
        # person stopped it before a word came back: said, not "No outcome recorded." (round 23 dev)
        return [("The person stopped the request before any answer" + end, "activity")]
    if untyped and act.tool_calls:
        # ... or the agent read and searched for it, and the session ended (or was stopped) with
        # no answer to it: its calls said, not "No outcome recorded." (round 22 held, spent)
        how = "the person stopped it" if stopped else "the session ended before it answered"
        return [(f"The agent worked on the request, then {how}{end}", "activity")]
    return [("No outcome recorded.", "activity")]


def _next_step_last(messages: list[dict]) -> bool:
    """The session's last words are the agent announcing its next step ("Next, I'll check the
    lint config."), with no call or message after them."""
    last = next((m for m in reversed(messages) if m.get("kind", "text") != "thinking"), None)
    if last is None or last.get("role") != "assistant" or last.get("kind", "text") != "text":
        return False
    said = sentences(str(last.get("content") or ""))
    return bool(said) and forward(said[-1])


def _untyped_request(messages: list[dict]) -> bool:
    """Whether the session holds a request in words nobody typed (a prompt the agent sent for the
    person, as Crush's `/init`), not only the person's stop."""
    return any(m.get("role") == "user" and m.get("kind", "text") == "text" and not m.get("typed")
               and str(m.get("content") or "").strip() and not _STOPPED.match(str(m.get("content") or ""))
               for m in messages)


# The call that ends plan mode by putting the plan to the person (Claude Code's ExitPlanMode, Qwen
# Code's exit_plan_mode), by its name in lower case.
_PLAN_EXITS = frozenset(("exitplanmode", "exit_plan_mode"))


def declined_plan(messages: list[dict]) -> bool:
    """The session's last call put the agent's plan to the person, and it failed: they declined it
    ("The user doesn't want to proceed with this tool use")."""
    for i in range(len(messages) - 1, -1, -1):
        m = messages[i]
        if m.get("kind") != "tool_use":
            continue
        if str(m.get("name") or "").lower() not in _PLAN_EXITS:
            return False
        ident = call_of(m).get("id")
        return any(r.get("kind") == "tool_result" and isinstance(r.get("result"), dict)
                   and r["result"].get("id") == ident and (r["result"].get("error") or r["result"].get("refused"))
                   for r in messages[i + 1:])
    return False


# An answer that asks the person for what it needs to go on (lexicon extraction.details_asks,
# extraction.details_questions): to clarify or specify the ask, more details, what kind of thing
# they want. A "please" may stand after "you" ("Could you please specify ..."). An offer of a next
# step ("Would you like me to add tests?") is not one: the agent did what was asked and offers more.
_DETAILS = lazy(
    r"(?:(?<!\w)|(?<=" + _CJK.pattern + r"))(?:"
    r"(?:" + lexicon.alternation("extraction.details_asks").replace("you ", "you (?:please )?") + r")"
    r"|(?:" + lexicon.alternation("extraction.details_questions") + r")(?=\W|(?<=" + _CJK.pattern + r"))[^.!?\n。！？]{0,120}[?？]"
    # "Por favor, adicione `catch.lua` ao chat": a file's name between, whose dot ends no sentence
    r"|(?:" + lexicon.alternation("extraction.chat_add_verbs") + r")\s(?:[^.!?\n。！？]|[.!?](?=\S)){0,160}?"
    r"(?<!\w)(?:" + lexicon.alternation("extraction.to_the_chat") + r")"
    r")(?:\b|(?<=" + _CJK.pattern + r")|(?<=[?？]))",
    re.I)


def asks_for_details(text: str) -> bool:
    """Whether the agent's closing words ask the person for what it needs to go on (what they
    mean, more details): its answer is a question back, not an outcome."""
    return bool(_DETAILS.search(text.replace("\u2019", "'")))


def details_asked_last(messages: list[dict]) -> str:
    """The person's last ask, quoted short, when the agent answered it only by asking for details
    (no call after it, its closing words a question back); else ""."""
    last = next((i for i in range(len(messages) - 1, -1, -1)
                 if messages[i].get("role") == "user" and messages[i].get("typed")), None)
    if last is None or any(map(_agent_call, messages[last + 1:])) or not any(map(_agent_words, messages[last + 1:])):
        return ""
    asked = asked_of(messages[last:last + 1])
    if not asked or len(re.findall(r"[^\W\d_]{2,}", asked[0])) < 3 or not asks_for_details(closing_words(messages)):
        return ""  # (a file's name given back to the agent, "CONVENTIONS.md", names no request)
    first = sentences(asked[0])
    topic = " ".join((first[0] if first else asked[0]).split()).rstrip(".!?:; ")
    topic = clip(topic, 100)
    return topic if _typed_words(topic, messages) else ""


def stopped_on_api_error(messages: list[dict]) -> bool:
    """The agent's last words are a provider's error, after its last tool call: its last
    request was answered by nothing else."""
    for m in reversed(messages):
        if _agent_call(m):
            return False
        if _agent_words(m):
            return _provider_error(str(m.get("content")))
    return False


def every_call_failed(messages: list[dict]) -> bool:
    """Each of the session's tool calls has a result, and each result is a failure."""
    uses = sum(1 for m in messages if m.get("kind") == "tool_use")
    results = [m["result"] for m in messages if m.get("kind") == "tool_result" and isinstance(m.get("result"), dict)]
    return uses > 0 and len(results) >= uses and all(r.get("error") for r in results)


def _with_its_run(messages: list[dict], i: int) -> list[dict]:
    """The message at ``i``, with the next one when that is the call of a command the person ran
    by it (``by: person``): read together, ``activity.asked_of`` takes the command for no ask."""
    ran = i + 1 < len(messages) and run_by_person(messages[i + 1])
    return messages[i:i + 2] if ran else messages[i:i + 1]


def _agent_call(m: dict) -> bool:
    """Whether ``m`` is a call the agent made: not a command the person typed, which a reader keeps
    as a call of theirs (``by: person``: Aider's ``/run X`` or ``!X``). Their command run while the
    provider answered every request with an error is no answer of the agent's (round 20's held line
    said "Answered the request" of such a session)."""
    return m.get("kind") == "tool_use" and call_of(m).get("by") != "person"


def _agent_words(m: dict) -> bool:
    """Whether ``m`` is words the agent wrote (a text message of its own, not empty)."""
    return m.get("role") == "assistant" and m.get("kind", "text") == "text" and bool(str(m.get("content") or "").strip())


def _only_errors(messages: list[dict]) -> bool:
    """The agent's only words were a provider's errors: it wrote some, and none of its own."""
    return not _agent_wrote(messages) and any(map(_agent_words, messages))


def _after_ask(messages: list[dict]) -> list[dict] | None:
    """What came after the person's first ask; None when they asked nothing. What came before it
    answered nothing: files the person put in the chat (Aider's ``/add``, or files named on its
    command line, read on their command) before asking, or before typing only such commands."""
    first = next((i for i in range(len(messages)) if asked_of(_with_its_run(messages, i))), None)
    return None if first is None else messages[first + 1:]


def _called_after_ask(messages: list[dict]) -> bool:
    """The agent made a call after the person's first ask (any call, when they asked nothing)."""
    after = _after_ask(messages)
    return any(map(_agent_call, messages if after is None else after))


# How the readers write the person's own stop of a request (Claude Code's words; Crush's
# ``canceled`` finish is written so).
_STOPPED = lazy(r"^\[Request interrupted by user")


def stopped_by_person(messages: list[dict]) -> bool:
    """The person stopped the agent after their last typed words (Claude Code's "[Request
    interrupted by user]", Crush's and OpenCode's cancel): a request with no answer was not
    left unanswered by the agent."""
    typed = [i for i, m in enumerate(messages) if m.get("role") == "user" and m.get("typed")]
    after = messages[typed[-1] + 1:] if typed else messages
    return any(m.get("role") == "user" and not m.get("typed") and _STOPPED.match(str(m.get("content") or ""))
               for m in after)


def stopped_at_call(messages: list[dict]) -> bool:
    """The session ends on the person's stop right after a call's result: they stopped the
    request at that call (Claude Code's "[Request interrupted by user for tool use]")."""
    tail = [m for m in messages if m.get("kind", "text") != "thinking"]
    if not tail or tail[-1].get("role") != "user" or tail[-1].get("typed") \
            or not _STOPPED.match(str(tail[-1].get("content") or "")):
        return False
    # (Codex tells the model of the stop in a <turn_aborted> message of its own just before: round 24 dev)
    before = next((m for m in reversed(tail[:-1]) if not (m.get("role") == "user" and not m.get("typed") and (
        _STOPPED.match(text := str(m.get("content") or "")) or text.lstrip().startswith("<turn_aborted>")))), None)
    return before is not None and before.get("kind") == "tool_result"


def _answered(messages: list[dict]) -> bool:
    """Whether the agent wrote or made a call after the person's first ask (wrote, when they
    asked nothing)."""
    after = _after_ask(messages)
    if after is None:
        return _agent_wrote(messages)
    return any(map(_agent_call, after)) or _agent_wrote(after)


def _agent_wrote(messages: list[dict]) -> bool:
    """The agent wrote some words of its own (not only an API or usage-limit error)."""
    return any(_agent_words(m) and not _provider_error(str(m.get("content"))) for m in messages)


# Lines the person pasted rather than wrote, whose ``ERROR`` or ``break`` reports nothing: a line of
# code (indented and no list item, or ending in one of ``: ; { } ( ,`` with a bracket or ``=`` in
# it), and a terminal's prompt and command (``me@box:~/app$ make``, ``$ npm test``, ``PS C:\app>
# dir``, ``>>> f()``; zsh's ``me@Mac app % make``, and the ``❯``, ``➜`` and ``λ`` that starship,
# pure and oh-my-zsh put before a command) with the command's output under it.
_PASTED_LINE = lazy(
    r"^(?:(?: {4}|\t)\s*(?![-*+•]\s|\d+[.)]\s)\S|[^\n]*[(=\[{][^\n]*[:;{}(,]\s*$)")
_PROMPT_LINE = lazy(r"^(?:\S+@[\w.-]+:[^\n]*?[#$]\s|\s*\$\s|\s*PS [^\n>]*>\s?|\s*>>>\s"
                          r"|\S+@[\w.-]+ [^\n%]*%\s|\s*[❯➜λ]\s)")


def _prose(text: str) -> str:
    """The lines of a message the person wrote: without fenced code, pasted code, and a pasted
    prompt with what the command printed under it (up to a blank line)."""
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    kept: list[str] = []
    output = False
    for line in text.splitlines():
        output = bool(_PROMPT_LINE.match(line)) or (output and bool(line.strip()))
        if not output and not _PASTED_LINE.match(line):
            kept.append(line)
    return "\n".join(kept)


# A clause that gives a request's reason or condition ("Because the rows might exist with the
# wrong sector, change ..."): its trouble word is why the person asks, not what the work broke.
_REASON = lazy(r"^(?:" + lexicon.alternation("extraction.reason_openers") + r")\b", re.I)
# Words an order may open with before its verb ("Please ensure ...", "Now, make sure ...").
_ORDER_LEAD = lazy(r"^(?:(?:please|now|also|just|then|and|so|but|ok|okay)\b[,!.]?\s*)+", re.I)


def asks_a_change(sentence: str) -> bool:
    """Whether a sentence with a trouble word is an order, not a report that something failed:
    each clause holding the word is itself an order ("ENSURE THAT NOTHING BREAKS", "fix the
    wrong import") or the reason or condition of one ("Because ... the wrong sector, change
    the SQL to an UPSERT"). "Try again, it still fails" reports: its second clause is no order."""
    clauses = [c.strip(" *_\"'") for c in re.split(r"[,;:\u3001\uff0c]", sentence) if c.strip(" *_\"'")]

    def order(clause: str) -> bool:
        return bool(_IMPERATIVE.match(_ORDER_LEAD.sub("", clause)))

    if not any(order(c) for c in clauses):
        return False
    return all(order(c) or _REASON.match(c) for c in clauses if _FAILURE_REPORT.search(c))


# A heading or a bare label ("## Error Type", "Console Error": an error overlay pasted whole) names
# what follows; it says nothing of what went wrong.
_REPORT_LABEL = lazy(r"#{1,6}[ \t].*|[A-Z][\w-]*+(?:[ \t][A-Z][\w-]*+){1,2}", re.S)


# A prompt file expanded as the person's message (Spec Kit's "---\ndescription: ...\n---" with its
# `$ARGUMENTS`): its words ("For each item, determine if it passes or fails") are the file's, no report.
_PROMPT_FILE = lazy(r"\A\s*+---[ \t]*+\n[\w-]++:[^\n]*+\n|\$ARGUMENTS\b")


# Trouble words that say none: "Let's break this down", "a cost breakdown" (a matter split into
# parts), "Still, the idea is sound" (still as "all the same", opening a sentence); a kind of
# trouble some work deals with ("when it's troubleshooting failures", "handle network errors",
# "error handling"), where no determiner points at trouble the person met ("debug this crash" does).
_HANDLED_TROUBLE = (r"\b(?:" + lexicon.alternation("extraction.trouble_handling") + r")\w*[ \t]++"
                    r"(?:(?!(?:the|this|that|these|those|my|our|your|its|their)\b)[\w-]++[ \t]++){0,2}?"
                    r"(?:fail|crash|bug|error|exception)\w*"
                    r"|\b(?:error|exception|crash|failure|bug)s?[ \t]++(?:handling|handlers?|reporting|tracking|trackers?)\b")
_NO_TROUBLE = lazy(r"\bbreak(?:s|ing)?[ \t]++(?:(?:it|this|that|these|them|things|everything)[ \t]++)?down\b"
                         r"|\bbreakdowns?\b|^[ \t]*+still,|" + _HANDLED_TROUBLE, re.I)


_PASTE_CHARS, _REPORT_HEAD = 600, 4


def report_label(sentence: str) -> bool:
    """Whether a sentence of the person's is a heading or a label of a pasted report, not the report."""
    return bool(_REPORT_LABEL.fullmatch(sentence.strip("*_: \t")))


def reported_after(messages: list[dict], meta: dict | None = None) -> tuple[str, bool]:
    """The person's last typed words when they report that something does not work ("the
    app hangs"), as the sentence that says so, and whether a fix was tried after them (a
    change) — only when no check passed after them. ("", False) otherwise."""
    typed = [i for i, m in enumerate(messages) if m.get("role") == "user" and m.get("typed")
             and not leaving(str(m.get("content") or ""))]  # "exit" typed to leave says nothing
    last = typed[-1] if len(typed) > 1 else None  # their first words are the request, not a report
    if last is None or not any(m.get("kind") == "tool_use" for m in messages[:last]):
        return "", False
    words = str(messages[last].get("content") or "")
    if _PROMPT_FILE.search(words):
        return "", False
    # The person says what is wrong first; in a long paste (another model's essay, notes) trouble
    # words deep in the text ("Meta-reasoning about its own errors") are the paste's, no report.
    said = next((s for s in sentences(_prose(words))[:None if len(words) <= _PASTE_CHARS else _REPORT_HEAD]
                 if _FAILURE_REPORT.search(_NO_TROUBLE.sub("", s)) and not asks_a_change(s)
                 and not report_label(s)), "")
    said = " ".join(said.split()).rstrip(".!")
    if not said:
        return "", False
    after = activity(meta or {}, messages[last + 1:])
    if any(c.passed for c in after.checks):
        return "", False
    said = clip(said, 160)
    return said, after.did_change


def outcome_of(act: Activity, messages: list[dict], meta: dict | None = None) -> str:
    """What was asked and what was done, never the agent's next step or an API error."""
    return " ".join(text for text, _ in outcome_parts(act, messages, meta))


# --- facts ----------------------------------------------------------------------

# --- facts from what the session did ------------------------------------------------

_CHECK_LABEL = {"test": ("Tests run with", "test command"), "lint": ("Lint runs with", "lint command"),
                "typecheck": ("Type checks run with", "type check command"),
                "build": ("The build runs with", "build command")}


def base_command(command: str, joined_tasks: bool = True, named_tasks: bool = True) -> str:
    """A command without what picks one run of it (files, test names, flags), with its runner:
    ``uv run pytest tests/x.py -q`` -> ``uv run pytest``, ``pnpm test NavUser.test.tsx`` ->
    ``pnpm test``, ``npm run test:unit`` stays. Two sessions that ran the same tool say it alike.
    Its parts are read as ``sources.command_run`` reads a composed command (``joined_tasks``, ``named_tasks``: the
    same)."""
    try:
        toks = shlex.split(command)
    except ValueError:
        toks = command.split()
    _, start, end = command_run(toks, joined_tasks, named_tasks)
    return " ".join(toks[start:end])


def _where(folder: str | None) -> str:
    return f" in `{folder}`" if folder and len(folder) <= 60 else ""


def _inside(c: Check) -> bool:
    """Run in the session's project: not after a ``cd`` to a folder outside its cwd (a temp
    dir, a parent, another checkout), where the command says nothing about this project."""
    return not (c.folder and (c.folder.startswith(("/", "~", "$")) or c.folder.split("/", 1)[0] == ".."))


# A shell's "command not found" (127) and "not executable" (126): the check never ran.
_NEVER_RAN = (126, 127)


def _ran_and_failed(c: Check) -> bool:
    """Its last run failed with an exit code of its own: the project's check, failing. A failure
    with no code (a refused or interrupted call, a harness error) says nothing of the command."""
    return c.passed is False and c.code is not None and c.code not in _NEVER_RAN


def _evidence(c: Check) -> str:
    who = "a sub-agent's tool call" if c.by else "tool call"
    return f"`{c.command}`" + (f" ({who} {c.call})" if c.call else " (a sub-agent's)" if c.by else "")


def check_facts(act: Activity) -> list[Candidate]:
    """"Tests run with `uv run pytest`.": for each kind of check, the command the session ran
    in its project that passed (the most-run one; the first on a tie), else one that ran and
    failed (still the project's check command); and checks that failed then passed on the
    same command with no file changed between."""
    out: list[Candidate] = []
    for c in act.checks:
        if c.flaky and _inside(c):
            s = base_command(c.command)
            out.append(Candidate(f"`{s}` can fail and then pass unchanged: it is flaky or slow.",
                                 "fact", 0.6, f"{s} reliability", "action", _evidence(c)))
    for kind, (label, subject) in _CHECK_LABEL.items():
        mine = [c for c in act.checks if c.kind == kind and _inside(c)]
        ran = [c for c in mine if c.passed] or [c for c in mine if _ran_and_failed(c)]
        if ran:
            c = max(ran, key=lambda c: (c.runs, -act.checks.index(c)))
            # One subject a folder: in a monorepo, apps/web's tests do not replace apps/api's.
            out.append(Candidate(f"{label} `{base_command(c.command)}`{_where(c.folder)}.", "fact",
                                 0.7 if c.passed else 0.6, subject + _where(c.folder).replace("`", ""), "action",
                                 _evidence(c) + ("" if c.passed else f", which failed with exit code {c.code}")))
    return out


def setup_facts(act: Activity) -> list[Candidate]:
    """How dependencies install, how the dev server starts, where issues are tracked and how
    pull requests are opened, from commands that did not fail."""
    out: list[Candidate] = []
    for kind, label, subject in (("install", "Dependencies install with", "install command"),
                                 ("serve", "The dev server starts with", "dev server command"),
                                 ("issues", "Issues are tracked with", "issue tracker"),
                                 ("pr", "Pull requests are opened with", "pull requests")):
        ran = [c for c in act.setup if c.kind == kind and c.passed is not False and _inside(c)]
        if ran:
            c = ran[0]
            stem = base_command(c.command)
            if kind == "install" and re.search(r"\s(?:add|require|get)$", stem):  # adds one package: not "install"
                label = "Dependencies are added with"
            out.append(Candidate(f"{label} `{stem}`{_where(c.folder)}.", "fact", 0.6, subject, "action", _evidence(c)))
    return out


_CONVENTIONAL = lazy(r"^(?:feat|fix|chore|docs|refactor|test|tests|ci|build|perf|style|revert)(?:\([^)]+\))?!?: ")
_TICKET = lazy(r"^\[?[A-Z][A-Z0-9]+-\d+\]?[: ]")
_COMPONENT = lazy(r"^[a-z][\w./-]{1,29}: ")
_PLAIN_SUBJECT = lazy(r"^[A-Z][a-z]+(?<!ed)(?<!ing)\b(?!:)")  # "Add x", not "Added x" nor "WIP:"


def commit_facts(act: Activity) -> list[Candidate]:
    """The prefix style of the session's commit subjects, when they all share one."""
    subjects = list(act.commits)
    if not subjects:
        return []
    styles = [
        (_CONVENTIONAL, "Commit subjects use Conventional Commits prefixes (`feat:`, `fix(scope):`)."),
        (_TICKET, "Commit subjects start with the ticket id (`ABC-123`)."),
        (_COMPONENT, "Commit subjects start with the component they touch (`store: ...`)."),
        (_PLAIN_SUBJECT, "Commit subjects are plain imperative sentences with no prefix (like `Add ...`)."),
    ]
    for pattern, text in styles:
        if all(pattern.match(s) for s in subjects):
            if pattern is _COMPONENT and any(_CONVENTIONAL.match(s) for s in subjects):
                continue
            return [Candidate(text, "fact", 0.6, "commit style", "action", f"committed '{subjects[-1]}'")]
    return []


_PLACES = (
    # (what the person asked about, a changed file that is it, the fact, its subject)
    (lazy(r"change ?log|release notes|changes file", re.I),
     lazy(r"(?:^|/)(?:CHANGE|RELEASE|HISTORY|NEWS)[\w.-]*$", re.I), "The changelog is `{path}`.", "changelog"),
    (None, lazy(r"(?:^|/)(?:migrations|db/migrate|alembic/versions|prisma/migrations)/"),
     "Database migrations live in `{folder}/`.", "migrations folder"),
    (None, lazy(r"^(?:\.github/workflows/[^/]+\.ya?ml|\.gitlab-ci\.yml|\.circleci/config\.yml|"
                      r"Jenkinsfile|azure-pipelines\.yml|\.ci/[^/]+)$"), "CI is configured in `{path}`.", "ci config"),
    # The file of notes for coding agents, when the person's own request named it.
    (lazy(r"\b(?:CLAUDE|AGENTS|GEMINI)\.md\b|\.cursorrules\b|copilot-instructions\.md\b", re.I),
     lazy(r"(?:^|/)(?:CLAUDE\.md|AGENTS\.md|GEMINI\.md|\.cursorrules|\.github/copilot-instructions\.md)$"),
     "Notes for coding agents are kept in `{path}`.", "agent notes file"),
)


def place_facts(act: Activity) -> list[Candidate]:
    """Where things are written: the changelog file a session edited when asked about the
    changelog, the migrations folder it added to, the CI config it changed."""
    out: list[Candidate] = []
    asked = " ".join(act.asked)
    for ask, path_rule, text, subject in _PLACES:
        if ask is not None and not ask.search(asked):
            continue
        hit = next((p for p in act.changed if path_rule.search(p) and p not in act.deleted), None)
        if hit:
            folder = hit[: path_rule.search(hit).end() - 1] if subject == "migrations folder" else hit
            out.append(Candidate(text.format(path=hit, folder=folder), "fact", 0.6, subject, "action",
                                 f"changed {hit}"))
    return out


# (a changed file's name, the tool it configures): "ESLint is configured in `eslint.config.js`."
_CONFIGS = (
    (lazy(r"^tsconfig(?:\.[\w-]+)?\.json$"), "TypeScript"),
    (lazy(r"^(?:\.eslintrc(?:\.\w+)?|eslint\.config\.\w+)$"), "ESLint"),
    (lazy(r"^(?:\.prettierrc(?:\.\w+)?|prettier\.config\.\w+)$"), "Prettier"),
    (lazy(r"^vite\.config\.\w+$"), "Vite"),
    (lazy(r"^vitest\.config\.\w+$"), "Vitest"),
    (lazy(r"^jest\.config\.\w+$"), "Jest"),
    (lazy(r"^next\.config\.\w+$"), "Next.js"),
    (lazy(r"^tailwind\.config\.\w+$"), "Tailwind CSS"),
    (lazy(r"^webpack\.config\.\w+$"), "webpack"),
    (lazy(r"^playwright\.config\.\w+$"), "Playwright"),
    (lazy(r"^(?:pytest\.ini|conftest\.py)$"), "pytest"),
    (lazy(r"^(?:ruff|\.ruff)\.toml$"), "Ruff"),
    (lazy(r"^mypy\.ini$"), "mypy"),
    (lazy(r"^(?:Dockerfile|Containerfile)$"), "The container image"),
    (lazy(r"^(?:docker-)?compose\.ya?ml$|^docker-compose\.ya?ml$"), "Docker Compose"),
    (lazy(r"^(?:Justfile|justfile)$"), "The project's tasks (just)"),
    (lazy(r"^(?:GNUmakefile|Makefile)$"), "The project's tasks (make)"),
    (lazy(r"^\.pre-commit-config\.ya?ml$"), "pre-commit"),
    (lazy(r"^\.credo\.exs$"), "Credo"),
    (lazy(r"^(?:\.rubocop\.yml)$"), "RuboCop"),
    (lazy(r"^(?:\.golangci\.ya?ml)$"), "golangci-lint"),
    (lazy(r"^(?:drizzle|prisma)\.config\.\w+$|^schema\.prisma$"), "The database schema tooling"),
)
_CODE_FOLDERS = lexicon.words("extraction.code_folders")
_CODE_FILE = lazy(r"\.(?:py|pyi|js|jsx|mjs|cjs|ts|tsx|vue|svelte|rb|go|rs|ex|exs|erl|java|kt|kts|swift|cs|php|"
                        r"scala|clj|dart|lua|c|cc|cpp|h|hpp|m|css|scss|sass|less|sh|sql)$", re.I)
_INTERPRETERS = {"python", "python3", "node", "bash", "sh", "zsh", "ruby", "perl", "deno", "bun", "tsx", "ts-node",
                 "php", "Rscript", "elixir", "lua"}


def config_facts(act: Activity) -> list[Candidate]:
    """"ESLint is configured in `eslint.config.js`.": a tool's config file the session created or
    edited (the one place that tool is set up), one a tool."""
    out: list[Candidate] = []
    for path in act.created + act.edited:
        name = posixpath.basename(path)
        tool = next((t for rule, t in _CONFIGS if rule.match(name)), None)
        if tool and len(path) <= 80 and all(c.subject != f"{tool.lower()} config" for c in out):
            verb = "are defined in" if tool.startswith("The project's tasks") else "is configured in"
            text = (f"{tool} {verb} `{path}`." if tool.startswith("The ")
                    else f"{tool} is configured in `{path}`.")
            out.append(Candidate(text, "fact", 0.6, f"{tool.lower()} config", "action", f"changed {path}"))
    return out


def layout_facts(act: Activity) -> list[Candidate]:
    """"Components live in `src/components/`.": the folder named for a kind of code
    (``extraction.code_folders``) that the session wrote code files into, the one it wrote most
    into; one a kind."""
    counts: dict[tuple[str, str], int] = {}
    for path in act.created + act.edited:
        parts = path.split("/")
        if path.startswith(("/", "~", "..")) or len(parts) < 2 or not _CODE_FILE.search(path):
            continue
        for i in range(len(parts) - 2, -1, -1):  # the nearest named folder above the file
            if parts[i] in _CODE_FOLDERS:
                key = (parts[i], "/".join(parts[: i + 1]) + "/")
                counts[key] = counts.get(key, 0) + 1
                break
    out: list[Candidate] = []
    for (kind, folder), _ in sorted(counts.items(), key=lambda kv: -kv[1]):
        label = {"__tests__": "tests", "test": "tests", "spec": "tests"}.get(kind, kind)
        if len(folder) > 70 or any(c.subject == f"{label} folder" for c in out):
            continue
        example = next(p for p in act.created + act.edited if p.startswith(folder) and _CODE_FILE.search(p))
        out.append(Candidate(f"{label[:1].upper()}{label[1:]} live in `{folder}`.", "fact", 0.55, f"{label} folder",
                             "action", f"changed {example}"))
    return out[:1]


def run_facts(act: Activity, messages: list[dict], cwd: str | None) -> list[Candidate]:
    """"`hello.sh` runs with `./hello.sh`.": a file the session created and then ran (as a
    program, or through its interpreter) with a command that did not fail."""
    created = set(act.created)
    if not created:
        return []
    for i, m in enumerate(messages):
        call = call_of(m) if m.get("kind") == "tool_use" else {}
        if call.get("tool") != "shell" or not isinstance(call.get("command"), str) or not _ran(messages, i):
            continue
        for text, _ in segments(call["command"]):
            toks = words(text)
            if not toks:
                continue
            head = posixpath.basename(toks[0])
            target = toks[1] if head in _INTERPRETERS and len(toks) > 1 and not toks[1].startswith("-") else toks[0]
            rel = relative(target, cwd)
            if rel in created and not rel.startswith(("/", "..")):
                shown = " ".join(([toks[0]] if target != toks[0] else []) + [rel if "/" in rel or target != toks[0]
                                                                              else "./" + rel])
                return [Candidate(f"`{rel}` runs with `{shown}`.", "fact", 0.55, f"running {rel}", "action",
                                  f"`{text}` (tool call {call.get('id')})" if call.get("id") else f"`{text}`")]
    return []


def package_manager_facts(act: Activity) -> list[Candidate]:
    """"Packages are managed with pnpm.": the one JavaScript package manager the session's checks
    and setup commands used (not npm's `npx`, which any project runs), when they did not fail."""
    used = {base_command(c.command).split()[0] for c in act.checks + act.setup if c.passed is not False and _inside(c)}
    managers = used & {"npm", "pnpm", "yarn", "bun"}
    if len(managers) != 1:
        return []
    (pm,) = managers
    c = next(c for c in act.checks + act.setup if base_command(c.command).split()[0] == pm)
    return [Candidate(f"Packages are managed with {pm} (`{base_command(c.command)}`).", "fact", 0.55,
                      "package manager", "action", _evidence(c))]


def ended_badly(act: Activity, messages: list[dict]) -> bool:
    """A session that failed or was cut off: its last words are an API or limit error, or it
    ends on a tool call with no word after it, or on the person's ask with no answer."""
    spoken = [m for m in messages if m.get("kind", "text") == "text" or m.get("kind") == "tool_use"]
    if not spoken:
        return True
    last = spoken[-1]
    if last.get("kind") == "tool_use" or last.get("role") == "user":
        return True
    closing = closing_words(messages)
    return not closing.strip() or bool(_FAILURE.search(closing[-400:]))


def finished_part(messages: list[dict]) -> list[dict]:
    """Of a session that was cut off, the last part the agent finished: what came before the
    person's last request, up to the agent's last words there (it saw its calls' results and
    said so; the person then moved on); when those words are an error (an API error, "No
    response requested."), the part before the request they answered. Empty when there is
    none. One pass back through the messages."""
    end = len(messages)
    while True:
        request = next((i for i in range(end - 1, -1, -1)
                        if messages[i].get("role") == "user" and messages[i].get("typed")), None)
        if request is None:
            return []
        said = next((i for i in range(request - 1, -1, -1) if messages[i].get("role") == "assistant"
                     and messages[i].get("kind", "text") == "text" and str(messages[i].get("content") or "").strip()),
                    None)
        if said is None:
            return []
        closing: list[str] = []  # the agent's words after its last tool call, as closing_words reads them
        for j in range(said, -1, -1):
            m = messages[j]
            if m.get("kind") == "tool_use" or (m.get("role") == "user" and m.get("typed")):
                break
            if m.get("role") == "assistant" and m.get("kind", "text") == "text":
                closing.append(str(m.get("content") or ""))
        if not _FAILURE.search("\n".join(reversed(closing))[-400:]):
            return messages[: said + 1]
        end = said


def activity_facts(act: Activity, messages: list[dict], meta: dict | None = None) -> list[Candidate]:
    """Facts from what the session did (its own actions, so their source is ``action``):
    flaky checks, the checks it ran, where things are written, the commit style, how it
    installs and serves; then, less telling, the tools it configured, a file it made and ran,
    where a kind of code lives and the package manager (``_done_facts``). A session that
    failed or was cut off gives its flaky checks, where it configured tools and wrote code
    (the files are there, finished or not), and the other facts of the last part it finished
    before a later request (``finished_part``)."""
    first, then = _done_facts(act, messages, meta)
    return first + then


def _done_facts(act: Activity, messages: list[dict], meta: dict | None) -> tuple[list[Candidate], list[Candidate]]:
    checks = check_facts(act)
    scope, whole = messages, act
    if ended_badly(act, messages):
        flaky = [c for c in checks if c.subject and c.subject.endswith(" reliability")]
        scope = finished_part(messages)
        if not scope:  # where it wrote is so, finished or not: the files are there
            return flaky, config_facts(whole) + layout_facts(whole)
        act = activity(meta or {}, scope)
        checks = flaky + [c for c in check_facts(act) if c.subject not in {f.subject for f in flaky}]
    cwd = (meta or {}).get("cwd") if isinstance((meta or {}).get("cwd"), str) else None
    first = checks + place_facts(act) + commit_facts(act) + setup_facts(act)
    # The package manager goes without saying when a command of it is already a fact.
    manager = [c for c in package_manager_facts(act) if not any(f"`{c.evidence.split()[0][1:]} " in f.text for f in first)]
    return first, config_facts(whole) + run_facts(act, scope, cwd) + layout_facts(whole) + manager


def durable(sentence: str) -> bool:
    """A statement about the project that outlives the session: not first-person, hedged,
    mid-task or an instruction about the current step."""
    s = sentence.strip()
    return not (_FIRST_PERSON.search(s) or _CHATTER.match(s) or _HEDGED.search(s) or _MID_TASK.search(s) or _IMPERATIVE.match(s)
                or forward(s) or _FAILURE.search(s) or _QUESTION.search(s) or s.endswith(":"))


def fact_candidates(messages: list[dict], act: Activity | None = None, meta: dict | None = None) -> list[Candidate]:
    """At most three facts, one per subject: sentences the agent marked ("Note: ...")
    anywhere or that say, in its closing words, where something lives or what it uses; then
    what the session did (``activity_facts``: checks that passed, where it wrote, its
    commit style); then the person's typed statements of how the project is put together
    (``_LOCATIVE`` or ``_RELATION``, and nothing they find wrong: ``_TROUBLE``)."""
    closing = closing_words(messages)
    pool: list[tuple[str, bool, bool]] = []  # (sentence, marked, from the person)
    piped = (meta or {}).get("format") in _PIPED
    for m in _spoken(messages):
        person = m.get("role") == "user"
        if person and piped:
            continue
        text = str(m.get("content") or "")
        if person:
            text = _TAGGED.sub(" ", request_text(text))
        for s in sentences(text):
            if _FACT_MARK.match(s):
                pool.append((s, True, person))
            elif person and statement(s):
                pool.append((s, False, True))
    for s in sentences(closing):
        if not _FACT_MARK.match(s):
            pool.append((s, False, False))
    scored: list[tuple[float, int, Candidate]] = []
    told: list[Candidate] = []  # the person's unmarked statements: after what the session did
    seen: set[str] = set()
    for index, (s, marked, person) in enumerate(pool):
        s = _FACT_MARK.sub("", s).strip()
        s = s[:1].upper() + s[1:]
        if not (12 <= len(s) <= 200) or s.lower() in seen or _QUESTION.search(s):
            continue
        subject = subject_of(s)
        if subject is None or not durable(s):
            continue
        seen.add(s.lower())
        locative = bool(_LOCATIVE.search(s))
        if person and (not (locative or _RELATION.search(s))
                       or _TROUBLE.search(s) or _TROUBLE.search(normalize_for_match(s))):
            # Only how the person says the project is put together ("AI metrics are connected
            # to issues through the team."): only memory holds it. Not a request ("Note: run
            # the tests first") nor what they find wrong ("the README is out of date").
            continue
        if not marked and not _CODEISH.search(s):
            continue  # "The fix is in." is not a fact; "Jobs run on `Celery`." is
        if not marked and (person or not locative) and len(s.split()) > 12:
            continue  # a long "X is ..." is a report on the session, not a fact
        score = (1.0 if marked else 0.0) + 0.5 + (0.3 if _WHERE.search(s) else 0)
        text = s if s.endswith((".", "!")) else s + "."
        candidate = Candidate(text, "fact", round(min(0.9, 0.4 + score / 4), 2), subject)
        if person and not marked:
            told.append(candidate)
        else:
            scored.append((score, index, candidate))
    scored.sort(key=lambda t: (-t[0], t[1]))
    # What the agent marked ("Note: ...") or said in closing, what the session did, what the person told.
    first, then = _done_facts(act, messages, meta) if act is not None else ([], [])
    # What the session did, what the person told, then what the session did that tells less.
    ordered = [c for _, _, c in scored] + first + told + then
    facts: list[Candidate] = []
    for c in ordered:
        if c.subject not in {f.subject for f in facts} and c.text not in {f.text for f in facts}:
            facts.append(c)
    return facts[:MAX_FACTS]


def decisions_of(messages: list[dict]) -> list[str]:
    out: list[str] = []
    for m in _spoken(messages):
        for s in sentences(str(m.get("content") or "")):
            if DECISION.search(s) and statement(s) and s not in out and len(s) <= 240:
                out.append(s)
    return out[:MAX_DECISIONS]


def _own_first(act: Activity) -> list[str]:
    """The files changed, the session's own agent's first, then its sub-agents'."""
    return [p for p in act.changed if p not in act.by_subagents] + [p for p in act.changed if p in act.by_subagents]


def extract_offline(meta: dict, messages: list[dict]) -> Extraction:
    """The deterministic extractor: what was asked and done, the files changed, at most three facts."""
    act = activity(meta, messages)
    # read once: the outcome's names and the seal ask it (``seal_records``), paths from the session's folder
    ground = SessionGround(messages, ()).in_folder(meta.get("cwd"))
    parts = outcome_parts(act, messages, meta, ground)
    return Extraction(
        outcome=" ".join(text for text, _ in parts),
        parts=parts,
        files=_own_first(act)[:MAX_FILES],
        decisions=decisions_of(messages),
        facts=fact_candidates(messages, act, meta),
        extractor="offline",
        ground=ground,
    )
