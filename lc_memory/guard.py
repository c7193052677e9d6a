"""The instruction guard: does this text read as an order?

Memory is context, never a command. A fact that reads as an order ("always
run ...", "ignore previous instructions", "curl ... | sh") must never promote
itself into the always-on digest, however often it is seen: against a hostile
repository, repetition is not corroboration. The fold uses this module to mark
such facts ``unconfirmed-instruction``; one Confirm click by the person makes
them active.

This module owns only the classification. It is pure (no I/O, no state) and
deterministic: a fixed, ordered rule set of regular expressions over the text
and over its clauses, each with a short human-readable reason.

The asymmetry decides the trade-offs: a false positive costs one click, a false
negative could put a repository's order into every future session. Still,
ordinary project facts must pass, so the rules look for the *shape* of an
order (an imperative at the start of a clause, second-person address, a forged
role marker, a shell pipe), not for scary words: "the cache never expires" is
a fact, "never expire the cache" is an order.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["instruction_reason", "is_instruction"]

_I = re.IGNORECASE

# --------------------------------------------------------------------------
# Whole-text rules: (reason, pattern). Order matters only for which reason is
# reported; any match flags the text.
# --------------------------------------------------------------------------

_IGNORE_VERBS = r"(?:ignore|ignoring|disregard|disregarding|forget|forgetting|skip|drop|bypass|abandon|override|leave)"
_PRIOR = (
    r"(?:previous|prior|above|earlier|preceding|foregoing|"
    r"what\s+(?:i|you|we)\s+(?:said|told|wrote|discussed))"
)
_ORDERS = r"(?:instructions?|directions?|directives?|orders?|commands?|rules|prompts?|guidelines|tasks?|assignments?|context|information|info|documents?|articles?)"

# "the previous message id", "our conversation importer": a data-model noun, not a leak target
_NOT_A_FIELD = (
    r"(?![-_]\w)(?!\s+(?:ids?|fields?|columns?|keys?|pointers?|timestamps?|tables?|rows?|index|count|numbers?|"
    r"importers?|exporters?|formats?|schemas?|parsers?|models?|types?|apis?|endpoints?|logs?|files?|store)\b)"
)
# README badges are images with query strings to outside hosts, and harmless
_NOT_A_BADGE = r"(?!(?:img\.shields\.io|badgen\.net|badge\.fury\.io|codecov\.io|coveralls\.io)/)(?![^)\s]*badge\.svg)"

_TEXT_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    # --- shell -------------------------------------------------------------
    ("pipes into a shell", re.compile(
        r"\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:/(?:usr/)?bin/)?(?:ba|z|k|da|fi|c|tc)?sh\b"
        r"|\|\s*sudo\b"
        r"|\|\s*(?:python[0-9.]*|perl|ruby|node|iex|powershell|pwsh)(?:\s+-)?\s*(?:$|[;&)\n`'\"])", _I)),
    ("runs a shell command string", re.compile(
        r"\b(?:ba|z|da)?sh\s+-c\b|\bsh\s+<\(|\bbash\s+<\(|\$\((?:curl|wget)\b"
        r"|\b(?:curl|wget)\b[^\n|]*\|\s*\w", _I)),
    ("deletes recursively", re.compile(
        r"\brm\s+(?:-[a-zA-Z]*[rR][a-zA-Z]*f|-[a-zA-Z]*f[a-zA-Z]*[rR]|-[rR]\s+-f|-f\s+-[rR]|--recursive\s+--force|--force\s+--recursive)\b"
        r"|\bmkfs(?:\.\w+)?\s+/dev/|\bdd\s+if=\S+\s+of=/dev/|:\(\)\s*\{\s*:\|:&\s*\};:")),
    ("evaluates code", re.compile(r"\beval\s*(?:\(|\"|'|`|\$)|\bexec\s*\(\s*['\"]", _I)),
    ("reverse shell", re.compile(r"\bnc\s+(?:-\w+\s+)*-e\b|/dev/tcp/\d|\bmkfifo\b[^\n]*\bnc\b", _I)),
    # --- markup that executes or exfiltrates -------------------------------
    ("script or javascript: URL", re.compile(
        r"<\s*script\b|\bjavascript\s*:|\bdata\s*:\s*text/html|\bon(?:error|load|mouseover|mouseleave|click)\s*=", _I)),
    ("exfiltration-shaped markdown", re.compile(
        # an image whose URL carries a query string or a template slot
        r"!\[[^\]\n]*\]\(\s*<?https?://(?!(?:localhost|127\.0\.0\.1)\b)" + _NOT_A_BADGE + r"[^)\s]*(?:\?|=|\[[A-Z_]+\]|\{)"
        # a link whose query string ends in an empty or template value
        r"|\]\(\s*<?https?://(?!(?:localhost|127\.0\.0\.1)\b)[^)\s]*\?[^)\s]*=(?:\)|\[|\{|%s|\$)", _I)),
    # --- overriding earlier instructions -----------------------------------
    ("prompt-injection phrase", re.compile(
        r"\b(?:ignore|ignoring|disregard|disregarding|forget|forgetting)\b"
        r"(?:\s+(?:about|of|me|us|any|and|or|the|your|my|our|all|these|those|that|this|every|everything))*"
        r"\s+" + _PRIOR + r"\b"
        r"|\b(?:forget|disregard)\s+(?:about\s+)?everything\b"
        r"|\b(?:ignore|ignoring|disregard|disregarding|forget|forgetting)\s+(?:all|any|your|my|the|these|those)\s+(?:\w+\s+){0,2}?"
        r"(?:instructions|directions|directives|context|documents|articles|artikels|prompts?|guidelines)\b", _I)),
    ("prompt-injection phrase", re.compile(
        r"\b" + _IGNORE_VERBS + r"\s+(?:\w+\s+){0,3}?" + _ORDERS + r"\b(?:\s+(?:before|above|so\s+far|given|you\s+(?:got|received|were\s+given)))", _I)),
    ("prompt-injection phrase", re.compile(
        r"\b(?:new|updated|additional|further|real|true|secret|hidden)\s+(?:instructions?|directives?|system\s+prompt)\b"
        r"|\bnew\s+(?:tasks?|assignments?)\s*(?:follows?|:|\.|!)"
        r"|\b(?:your|the)\s+new\s+(?:task|assignment|role|mission|job)\b"
        r"|\bnow\s+(?:comes?|follows?|come)\s+(?:a\s+)?(?:new|further|more)\s+tasks?\b"
        r"|\b(?:start|begin)\s+(?:over\s+)?(?:with\s+)?(?:a\s+)?new\s+(?:task|assignment)\b"
        r"|\b(?:administrator|admin|developer|system|emergency|sudo)\s+(?:override|mode)\b"
        r"|\boverride\s+(?:your|all|any|the\s+system|safety|previous|prior|manual|these|those)\b"
        r"|\b(?:jailbreak|DAN\s+mode|developer\s+mode|maintenance\s+mode|god\s+mode)\b"
        r"|\bthis\s+is\s+not\s+a\s+prompt\s+injection\b"
        r"|\b(?:previous|prior|preceding|above|earlier)\s+(?:instructions|directives|orders)\b"
        r"|\b(?:all|any)\s+(?:previous|prior|preceding)\s+(?:information|tasks|assignments|context)\b"
        r"|\bprompt[- ]?texts?\b", _I)),
    # --- asking for the prompt --------------------------------------------
    ("asks for the system prompt", re.compile(
        r"\b(?:show|print|reveal|repeat|output|display|tell|give|share|encode|translate|leak|dump|return|see|expose|disclose|spell[- ]?check|write\s+out|recite|what)\b"
        r"[^.?!\n]{0,40}?\b(?:system\s+(?:prompt|message|instructions?|configuration|config)|initial\s+(?:prompt|instructions?|configuration)"
        r"|(?:your|the|my|those|these|previous|above)\s+(?:\w+\s+)?(?:instructions|prompt|directives)|initiali[sz]ation\s+string|embeddings)\b", _I)),
    ("asks for the system prompt", re.compile(
        r"\byour\s+(?:initial|original|starting|system|hidden|secret|previous|first|current|internal|exact|full)\s+(?:instructions?|prompt|message|configuration|rules|directives)\b"
        r"|\b(?:you\s+were|were\s+you|i\s+was|you've\s+been|you\s+have\s+been)\s+(?:given|told|instructed|programmed|prompted)\b"
        r"|\b(?:you\s+are|you're|are\s+you)\s+not\s+supposed\s+to\b"
        r"|\bsystem_?prompt\b(?=\s*\)|\s*}})|\bconsole\.log\s*\(\s*\w*prompt", _I)),
    # --- addressing the model ---------------------------------------------
    ("addresses the assistant", re.compile(
        r"\b(?:the|an|any|every|our|this|you\s+as\s+an?)\s+(?:ai|a\.i\.|assistant|agent|coding\s+agent|llm|language\s+model|chat\s?bot|bot|copilot|claude|chatgpt|gpt)\s+"
        r"(?:should|must|shall|needs?\s+to|has\s+to|have\s+to|ought\s+to|is\s+(?:required|allowed|permitted|expected|supposed)\s+to|may\s+(?:not\s+)?now|will\s+(?:always|never|now)|can\s+(?:always|now|safely))\b"
        r"|\b(?:claude|chatgpt|gpt(?:-\d)?|copilot|codex|gemini|bard|assistant|dude|dan)\s+(?:should|must|shall|needs\s+to|has\s+to|will\s+(?:always|never))\b"
        r"|\b(?:note|message|instructions?|reminder)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:ai|llm|assistant|agent|model|bot|language\s+models?|automated\s+\w+(?:\s+\w+)?|reader)\b"
        r"|\b(?:hello|hi|hey|dear|hallo)\s*,?\s+(?:chatgpt|gpt|claude|assistant|ai|bard|gemini|llm|bot)\b"
        r"|\b(?:i|we)\s+(?:want|need|would\s+like|ask|command|order|instruct)\s+(?:you|ya)\s+to\b"
        r"|\b(?:i|we)\s+(?:urgently\s+)?need\s+your\s+help\b"
        r"|\b(?:ich\s+möchte|wir\s+möchten),?\s+dass\s+(?:sie|du)\b"
        r"|\byour\s+(?:task|job|role|mission|answer|reply|response|output|next\s+message|instructions)\s+(?:is|are|will|must|should)\b"
        r"|\bstart\s+your\s+(?:answer|reply|response)\b"
        r"|\bin\s+(?:every|each|all\s+(?:of\s+)?your|your)\s+(?:reply|replies|response|responses|answers?)\b"
        r"|\b(?:as\s+an?\s+(?:ai|llm|language\s+model))\b"
        r"|\b(?:invisible|hidden)\s+to\s+humans\b|\bvisible\s+to\s+(?:the\s+)?(?:llm|ai|model)s?\b"
        r"|\bautomated\s+(?:screening|analysis)\s+(?:systems?|software)\b", _I)),
    ("role play", re.compile(
        r"\b(?:you\s+are\s+now|you're\s+now|now\s+you\s+are|from\s+now\s+on\s+you|you\s+will\s+now\s+be|you\s+are\s+going\s+to\s+act|you\s+will\s+act|stay\s+in\s+character|break\s+character|do\s+not\s+break\s+character)\b"
        r"|\b(?:act|acting|behave)\s+as\s+(?:if\s+you|though\s+you|an?\s+|my\s+|the\s+)"
        r"|\bpretend(?:ing)?\s+(?:to\s+be|you|that|you're)\b|\bimagine\s+(?:you\s+are|you're|that\s+you)\b"
        r"|\brole[- ]?play(?:ing)?\b|\bimmerse\s+yourself\b|\bthe\s+role\s+of\s+(?:an?|another)\b"
        r"|\b(?:stay|stays|remain|remains|bleiben|bleibt|verharren)\b[^.!?\n]{0,20}?\b(?:in|im)\s+(?:their|his|her|the|ihren|ihrer|seiner|der)\s+(?:roles?|rollen?|character)\b"
        r"|\bbreak(?:s|ing)?\s+(?:out\s+of\s+)?(?:their\s+|his\s+|her\s+)?character\b|\byou\s+are\s+no\s+longer\b"
        r"|\b(?:speak|talk|write|respond|answer|reply)\s+like\s+an?\b|\blet'?s\s+play\s+a\s+game\b", _I)),
    ("from now on", re.compile(
        r"\bfrom\s+(?:now|this\s+point|here)\s+on\b|\bhenceforth\b|\bgoing\s+forward,?\s+you\b", _I)),
    ("make sure", re.compile(
        r"\bmake\s+sure\b|\bbe\s+sure\s+to\b|\bremember\s+to\b|\b(?:don't|do\s+not)\s+forget\s+to\b"
        r"|\bit\s+is\s+(?:critical|essential|mandatory|imperative|vital)\s+(?:that|to)\b", _I)),
    ("you must", re.compile(
        r"(?<!\bdo\s)(?<!\bdid\s)(?<!\bdoes\s)(?<!\bwhy\s)\b(?:you|u|ya)\s+(?:(?:really|absolutely|always|now|also|then|just|still|all)\s+)*"
        r"(?:must|should|shall|need\s+to|needs\s+to|have\s+to|has\s+to|ought\s+to|are\s+(?:required|supposed|expected|to|not\s+allowed)|"
        r"may\s+not|mustn't|shouldn't|cannot|can't|will\s+(?:always|never|only|now|respond|reply|answer|act|output|print|say)|'ll\s+(?:always|never|now))\b"
        r"|\byou'(?:re\s+(?:required|supposed|expected|to\b))", _I)),
    ("declares a secret safe to expose", re.compile(
        r"\b(?:tokens?|keys?|secrets?|passwords?|credentials?|api[- ]?keys?)\s+(?:is|are)\s+(?:safe|fine|ok|okay|allowed)\s+to\s+"
        r"(?:print|share|expose|commit|log|disclose|publish|paste|push|send|echo|post|reveal)\b", _I)),
    ("pressure phrase", re.compile(
        r"\b(?:really|extremely|critically|vitally|incredibly)\s+important\b"
        r"|\bthis\s+is\s+(?:urgent|critical|a\s+test)\b|\bcritical\s+to\s+my\b|\bor\s+(?:you|du)\s+(?:die|stirbst)\b"
        r"|(?:^|\n|\]\s*)\s*(?:CRITICAL|URGENT|ATTENTION|ACHTUNG)\s*[:!-]"
        r"|\b(?:attention|achtung)\W+(?:stop|stopp)\b"
        r"|\bSTOP\s+EVERYTHING\b")),
    ("forged role marker", re.compile(
        r"(?:^|\n)\s*(?:system|assistant|user|human|ai|developer|sys)\s*:\s*\S"
        r"|\[\s*(?:system|assistant|user|inst|/inst|sys)\s*\]|\[system\]\(#"
        r"|<\|?\s*(?:im_start|im_end|system|endoftext|assistant)\s*\|?>"
        r"|</?\s*(?:instruction|instructions|system|sys)\s*>"
        r"|#{2,}\s*(?:instruction|system|new\s+instructions?)\b"
        r"|<end\s+of\s+session>|={4,}\s*END\b"
        r"|(?:^|\n|[.?!]\s)\s*(?:instruction|instructions|order|befehl|anweisung|new\s+statement|additional\s+instruction)\s*[:\-]\s*\S", _I)),
    ("names conversation data to leak", re.compile(
        r"\b(?:previous|prior|earlier|preceding|last)\s+(?:message|messages|prompt|conversation|reply|replies)\b" + _NOT_A_FIELD +
        r"|\b(?:our|this|the\s+entire|this\s+entire|the\s+whole)\s+(?:conversation|chat(?:\s+history)?)\b" + _NOT_A_FIELD +
        r"|\bsummary\s+of\s+(?:the\s+page|this\s+page|the\s+chat|our|this\s+conversation)", _I)),
    # --- German (and a few other languages) ---------------------------------
    ("prompt-injection phrase (de)", re.compile(
        r"\b(?:ignorier\w*|vergiss|vergessen\s+sie|missachte\w*|lass\w*\s+sie|höre?\s+nicht\s+auf|streichen)\b[^.!?\n]{0,60}?"
        r"\b(?:anweisung\w*|instruktion\w*|befehl\w*|aufgaben|aufträge|angaben|informationen|alles|zuvor|davor|vorherig\w*|vorangegangen\w*|vorangehend\w*|bisherig\w*|obig\w*|gesagt\w*)"
        r"|\bab\s+(?:jetzt|sofort)\b|\bvon\s+nun\s+an\b|\bneue\s+(?:anweisungen|aufgabe|aufgaben|instruktionen)\b"
        r"|\bdeine\s+(?:neue\s+)?aufgabe\b|\babweichend\s+zu\s+vorherigen\b|\bals\s+[\w-]+\s+(?:fungieren|agieren|auftreten)\b"
        r"|\b(?:du\s+musst|musst\s+du|du\s+sollst|sie\s+müssen)\b|\bstell\s+dir\s+vor\b|\btu\s+so,?\s+als\b"
        r"|\b(?:obig|vorherig|bisherig|vorangegangen|vorangehend)\w*\s+(?:\w+\s+){0,2}?(?:ignorier\w*|vergessen)\b"
        r"|\b(?:alle\s+)?(?:vorherig|bisherig|vorangegangen)\w*\s+(?:informationen|anweisungen|aufgaben|aufträge|angaben)\b"
        r"|\b(?:ignorieren|vergessen|generieren|schreiben|drucken|zeigen|sagen|geben|übersetzen|wiederholen)\s+sie\b(?!\s+(?:mir\s+)?(?:bitte\s+)?\w+\?)", _I)),
    ("prompt-injection phrase (other language)", re.compile(
        r"\b(?:olvid[ae]\w*|oubliez|oublie|zaboravi|dimentica)\b[^.!?\n]{0,40}?\b(?:todo|todas|instrucciones|toutes|instructions|sve|instrukcije|tutto|istruzioni)\b"
        r"|\btienes\s+que\b|\bdites\s+ce\s+qui\s+suit\b"
        r"|\b(?:забудь\w*|игнорир\w*)\b[^.!?\n]{0,40}?\bинструкци\w*", _I)),
    ("obfuscated (spaced-out letters)", re.compile(r"(?<!\S)(?:[^\W\d_]\s){8,}[^\W\d_](?!\S)")),
    ("names private data to leak", re.compile(
        # a bare noun phrase (no verb, no sentence punctuation) naming someone's private data:
        # the slot an exfiltration payload fills in ("johann's email and code")
        r"\A\s*(?:[\w'-]+\s+){0,5}?(?:e-?mails?|phone(?:\s+numbers?)?|numbers|passwords?|addresses|contacts|credentials|inbox|chat\s+history|credit\s+cards?)"
        r"(?:\s+[\w'-]+){0,4}\s*\Z", _I)),
)

# --------------------------------------------------------------------------
# Clause rules: an imperative verb at the start of a sentence or clause, aimed
# at the reader ("Print the token.", "Never ask before pushing.").
# --------------------------------------------------------------------------

# Where a clause may start: the start of the text or a line, after sentence
# punctuation, after a colon or semicolon, after a comma, or inside an opening
# bracket/quote. List bullets and numbering are skipped.
_CLAUSE_START = re.compile(
    r"(?:^|(?<=[.!?;:\n,])|(?<=[.!?:][\"')\]])|(?<=[<(\[\"'`])|(?<=\s[-–—]))\s*(?:[-*•>]+\s+|\(?\d+[.)]\s+|[\"'`<(\[]+)*",
)
_LEAD_ADVERBS = re.compile(
    r"(?:(?:please|pls|kindly|just|simply|now|then|also|only|instead|immediately|first|next|finally|so|and|but|ok|okay|nevermind|well|thanks|absolutely|"
    r"bitte|jetzt|nun|dann|einfach|nur|stattdessen|aber)\b[\s,!.]*)*",
    _I,
)

_EN_IMPERATIVES = (
    "print", "send", "email", "e-mail", "mail", "output", "say", "respond", "reply", "answer", "translate",
    "write", "tell", "execute", "run", "delete", "remove", "upload", "post", "export", "repeat", "show",
    "display", "reveal", "leak", "share", "give", "provide", "dump", "copy", "forward", "ignore", "disregard",
    "forget", "pretend", "imagine", "act", "continue", "complete", "encode", "decode", "spell", "spellcheck",
    "focus", "concentrate", "include", "append", "concatenate", "visit", "click", "download", "install",
    "push", "commit", "call", "fetch", "report", "generate", "formulate", "state", "obey", "follow",
    "disable", "grant", "approve", "elect", "assume", "treat", "stop", "use", "add", "set", "change",
    "replace", "insert", "paste", "type", "perform", "recite", "list", "summarize", "summarise",
    "describe", "keep", "avoid", "prefer", "skip", "bypass", "trust", "accept", "publish", "leave", "drop",
    "override", "do", "don't", "dont", "never", "always", "remember", "make", "let", "start", "begin",
    "explain", "create", "compose", "draft", "suggest", "verify", "confirm", "proceed", "go",
)
_DE_IMPERATIVES = (
    "schreibe", "schreib", "zeige", "zeig", "sage", "sag", "gib", "gebe", "antworte", "beantworte", "übersetze",
    "drucke", "formuliere", "verfasse", "generiere", "konzentriere", "vergiss", "ignoriere", "höre", "hör",
    "nenne", "erzähle", "erzähl", "liste", "wiederhole", "führe", "lösche", "sende", "schicke",
    "prüfe", "überprüfe", "erstelle", "vergesst", "ignoriert", "tu", "mach", "mache", "stell", "stelle",
)
_DE_FORMAL = (
    "ignorieren", "vergessen", "schreiben", "geben", "sagen", "zeigen", "generieren", "drucken", "prüfen",
    "überprüfen", "beantworten", "antworten", "übersetzen", "formulieren", "verfassen", "lassen", "fangen",
    "konzentrieren", "erstellen", "nennen", "wiederholen", "senden", "stellen", "beginnen",
)

_IMPERATIVE = re.compile(
    r"(?P<verb>" + "|".join(sorted({re.escape(v) for v in _EN_IMPERATIVES + _DE_IMPERATIVES}, key=len, reverse=True)) + r")"
    r"(?![\w'-])(?P<rest>[^\n]{0,80})",
    _I,
)
_DE_FORMAL_RE = re.compile(r"(?:" + "|".join(_DE_FORMAL) + r")\s+sie\b", _I)
_SECOND_PERSON_START = re.compile(
    r"(?:you\s+are|you're|du\s+bist|jetzt\s+bist\s+du|nun\s+bist\s+du|sie\s+sind\s+jetzt|ihr\s+seid)\b", _I
)

# Words that, soon after a clause-initial "verb", show it was a noun after all:
# "Run logs go to ./logs", "Output is JSON", "Export files are written to out/".
_COPULAS = frozenset(
    "is are was were be been being has have had goes go lives live sits sit stays stay gets get "
    "will would can could should must may might shall does did means contains holds stores uses "
    "runs returns needs takes lands ends starts comes works happens appears".split()
)
# Present-tense verbs that, right after a plural noun, show a noun phrase subject.
_PLURAL_VERBS = frozenset(
    "follow use require include contain expire point match need describe reference show appear "
    "look belong depend end start live stay run get take land fail pass break".split()
)
# Words that right after "always"/"never"/"don't" show a fact, not an order
# ("never expires", "always returned").
_FACTLIKE_AFTER = re.compile(
    r"(?:[a-z]+(?<!s)s|[a-z]+ed|been|seen|given|taken|written|broken|hidden|chosen|driven|forgotten|gotten|"
    r"known|shown|thrown|done|gone|kept|sent|built|left|lost|held|found|made|be|had|was|were|is|are)$",
    _I,
)


def _normalize(text: str) -> str:
    """NFKC, straight quotes, no zero-width characters, literal ``\\n`` as newlines."""
    text = unicodedata.normalize("NFKC", text)
    text = text.translate({0x2018: "'", 0x2019: "'", 0x201C: '"', 0x201D: '"', 0x201E: '"', 0x00A0: " "})
    text = re.sub(r"[\u200b-\u200f\u2060\ufeff]", "", text)
    return text.replace("\\n", "\n")


_THAT_VERBS = frozenset(
    "say state tell write report respond reply answer confirm claim pretend imagine assume remember "
    "print output include mention add".split()
)
_WORD_ONLY = re.compile(r"[\w'.-]*\w|\$\w+")
_SHOUTED = re.compile(
    r"(?<![A-Za-z])(?:DO\s+NOT|DON'T|PRINT|OUTPUT|SAY|ANSWER|RESPOND|REPLY|WRITE|TELL|IGNORE|FORGET|DISREGARD|"
    r"JUST\s+(?:SAY|PRINT|OUTPUT|WRITE|ANSWER)|ANTWORTE|SCHREIBE?|SAGE?|VERGISS|IGNORIERE)\s+[A-Z\"'][A-Z\"'!]"
)


def _clause_reason(text: str, start: int, after_comma: bool) -> str | None:
    """Check one clause that begins at *start* (after any bullet or opening quote)."""
    if after_comma and re.match(r"(?:and|but|so|or)\b", text[start:start + 4], _I):
        return None  # ", and answer the question": a shared subject, not a new order
    lead = _LEAD_ADVERBS.match(text, start)
    for pos in dict.fromkeys((start, lead.end() if lead else start)):
        second = _SECOND_PERSON_START.match(text, pos)
        if second:
            after = text[second.end():].lstrip()
            # "You are <someone/something>" casts the reader; "you are right" is chat.
            if after and not re.match(r"(?:right|welcome|correct|here|done|free\s+to)\b", after, _I):
                return "addresses the assistant"
    pos = lead.end() if lead else start
    if _DE_FORMAL_RE.match(text, pos):
        return "imperative aimed at the reader"
    m = _IMPERATIVE.match(text, pos)
    if not m:
        return None
    verb = m.group("verb").lower()
    rest = m.group("rest")
    stripped = rest.lstrip()
    if verb == "stop" and re.match(r"[-–,!:]", stripped):
        return "imperative 'stop'"
    if not stripped or not re.match(r"[\w\"'`<$\[({~./]", stripped) or rest[:1] not in " \t":
        return None  # "Output: JSON", "Run -" are labels, not orders
    words = _WORD_ONLY.findall(rest)
    if not words:
        return None
    first = words[0]
    if first.lower() == "that" and verb in _THAT_VERBS:
        return f"imperative '{verb}'"  # "Say that ...", "Report that the domain is safe"
    window = [w.lower() for w in words[:3]]
    if any(w in _COPULAS for w in window):
        return None  # the "verb" was a noun: "Run logs go to ./logs"
    if len(words) > 1 and first.lower().endswith("s") and words[1].lower() in _PLURAL_VERBS:
        return None  # "Commit messages follow Conventional Commits"
    if verb in {"always", "never", "do", "don't", "dont"}:
        if verb == "do":
            if first.lower() != "not" or len(words) < 2:
                return None
            first = words[1]
        if _FACTLIKE_AFTER.match(first) and first.lower() not in {"press", "pass", "access", "process", "discuss", "bypass", "cross", "address"}:
            return None  # "never expires", "always returned": a fact with a dropped subject
        return f"imperative '{verb if verb != 'do' else 'do not'}'"
    return f"imperative '{verb}'"


def _clause_reasons(text: str) -> str | None:
    """The first clause-level reason in *text*, or ``None``."""
    if _SHOUTED.search(text):
        return "shouted imperative"
    for m in _CLAUSE_START.finditer(text):
        after_comma = m.start() > 0 and text[m.start() - 1] == ","
        reason = _clause_reason(text, m.end(), after_comma)
        if reason:
            return reason
    return None


def instruction_reason(text: str) -> str | None:
    """Return a short reason when *text* reads as an order, else ``None``."""
    if not isinstance(text, str) or not text.strip():
        return None
    text = _normalize(text)
    for reason, pattern in _TEXT_RULES:
        if pattern.search(text):
            return reason
    return _clause_reasons(text)


def is_instruction(text: str) -> bool:
    """True when *text* reads as an order (see :func:`instruction_reason`)."""
    return instruction_reason(text) is not None


_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")


def withhold_instructions(text: str) -> tuple[str, list[str]]:
    """``text`` with every instruction-shaped sentence cut, and the sentences cut."""
    if not isinstance(text, str) or not text.strip():
        return text or "", []
    kept: list[str] = []
    cut: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        if not sentence.strip():
            continue
        (cut if instruction_reason(sentence) else kept).append(sentence.strip())
    return (" ".join(kept) if cut else text), cut
