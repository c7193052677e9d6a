"""Every model call lc-memory makes goes through here, and through ``llm``.

Extraction (``llm_extract``) and the supersede pass (``supersede``) ask a model through
``ask``: one call, structured output when the model supports it, the reply's JSON read
leniently (``loads_reply``). What is logged to llm's logs.db is a secret-scrubbed copy
(``scrubbed``), or nothing. Every failure is a ``ModelError``: an unknown model, a missing
key, a provider's error, a reply that is not JSON.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import re
from typing import Any

from .errors import ModelError
from .redact import find_secrets, redact_record, redact_secrets


class MissingKey(ModelError):
    """The model needs an API key and none is set (``llm keys set ...`` or its env var)."""


# --- llm, at the edge ---------------------------------------------------------

def get_model(model_id: str) -> Any:
    """The llm model for an id or alias; an unknown one is a ModelError."""
    import llm

    try:
        return llm.get_model(model_id)
    except llm.UnknownModelError:
        raise ModelError(f"unknown model {model_id!r} (list them with `llm models`)") from None


def check_key(model: Any) -> None:
    """Raise MissingKey when the model needs a key that is not set."""
    import llm

    if not getattr(model, "needs_key", None):
        return
    try:
        model.get_key()
    except llm.NeedsKeyException as e:
        raise MissingKey(f"model {model.model_id} has no key: {e}") from None


def _scrub_part(part: Any) -> Any:
    if not dataclasses.is_dataclass(part):
        return part
    return dataclasses.replace(part, **{
        f.name: _scrub_reply(value) if isinstance(value, str) else redact_record(value)
        for f in dataclasses.fields(part)
        if f.init and isinstance(value := getattr(part, f.name), (str, dict, list))
    })


def _texts(value: Any) -> list[str]:
    """Every string inside a value: dataclasses (llm's messages and parts), dicts, lists."""
    if isinstance(value, str):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [t for f in dataclasses.fields(value) for t in _texts(getattr(value, f.name))]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in _texts(v)]
    return []


def _scrub_reply(text: str) -> str:
    """The reply as it will be logged: scrubbed whole; a JSON reply also field by field with its
    neighbours (``redact_record``), so a value split from its context is not logged either."""
    text = redact_secrets(text)
    try:
        data = json.loads(text)
    except ValueError:
        return text
    return json.dumps(redact_record(data), ensure_ascii=False) if isinstance(data, (dict, list)) else text


def scrubbed(response: Any) -> Any | None:
    """A copy of a finished response for the log, its reply and the provider's raw JSON
    secret-scrubbed (the prompt is already). None when a secret would still be logged:
    a version of llm that assembles what it logs some other way is logged nothing."""
    try:
        clean = copy.copy(response)
        clean._loaded_messages = [
            dataclasses.replace(m, parts=[_scrub_part(p) for p in m.parts]) for m in response._messages_now()
        ]
        clean._chunks = [_scrub_reply("".join(getattr(response, "_chunks", [])))]
        clean.response_json = redact_record(response.response_json)
        logged = [clean.prompt.prompt, clean.prompt.system, *_texts(clean.response_json),
                  *_texts(clean._messages_now()), *_texts(list(clean.prompt.messages))]
    except (AttributeError, TypeError, ValueError):
        return None
    return None if any(find_secrets(t) for t in logged if t) else clean


def log_response(response: Any) -> None:
    """Log through llm's own logging, as `llm prompt` does (honouring `llm logs off`),
    a secret-scrubbed copy (``scrubbed``); nothing when that cannot be made."""
    import llm
    import sqlite_utils
    from llm.migrations import migrate

    if (llm.user_dir() / "logs-off").exists():
        return
    clean = scrubbed(response)
    if clean is None:
        return
    db = sqlite_utils.Database(llm.user_dir() / "logs.db")
    migrate(db)
    clean.log_to_db(db)


def ask(model: Any, prompt: str, *, system: str, schema: dict, log: bool) -> str:
    """One call; structured output when the model supports it, else JSON asked for in words."""
    try:
        if getattr(model, "supports_schema", False):
            response = model.prompt(prompt, system=system, schema=schema)
        else:
            hint = "Reply with one JSON object only, no prose, matching this JSON schema:\n"
            response = model.prompt(f"{prompt}\n\n{hint}{json.dumps(schema)}", system=system)
        text = response.text()
    except Exception as e:  # a provider's own errors have no common base class
        raise ModelError(f"model {model.model_id} failed: {redact_secrets(str(e))}") from e
    if log:
        log_response(response)
    return text


def loads_reply(text: str, model_id: str) -> Any:
    """The JSON in a reply: bare, fenced, or the outermost {...} in some prose."""
    text = (text or "").strip()
    fenced = re.fullmatch(r"```(?:json)?\s*(.*?)\s*```", text, re.S)
    if fenced:
        text = fenced.group(1)
    try:
        return json.loads(text)
    except ValueError:
        pass
    start, end = text.find("{"), text.rfind("}")
    if 0 <= start < end:
        try:
            return json.loads(text[start : end + 1])
        except ValueError:
            pass
    shown = redact_secrets(" ".join(text.split())[:60])
    raise ModelError(f"model {model_id} did not reply with JSON (it said: {shown!r})")
