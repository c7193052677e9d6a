"""A stand-in model registered through llm's own ``register_models`` hook.

Like llm's tests/conftest.py MockModel: each model keeps a queue of canned replies and a
record of every prompt it was sent, so a test can check both what came back and what was
asked. ``lc-stub`` supports schemas, ``lc-stub-plain`` does not (the JSON-in-the-prompt
path) and ``lc-stub-keyed`` needs a key (env ``LC_STUB_KEY``), for the no-key fallback.
``lc-stub-fuzz`` answers with what real models get wrong: besides text, its queue takes
``STALL`` (it hangs, up to 30 s, until the test ends) and ``BOOM`` (its provider errors);
it declares a small context window (``context_tokens``) as a local model would.
"""

from __future__ import annotations

import json
import threading

import llm
import pytest


class StubModel(llm.Model):
    model_id = "lc-stub"
    supports_schema = True
    can_stream = False

    def __init__(self) -> None:
        self.replies: list[str] = []
        self.prompts: list[llm.Prompt] = []

    def enqueue(self, *replies: str | dict) -> None:
        self.replies.extend(r if isinstance(r, str) else json.dumps(r) for r in replies)

    def sent(self) -> str:
        """Everything the last prompt showed the model: system text and prompt text."""
        p = self.prompts[-1]
        return f"{p.system or ''}\n{p.prompt or ''}"

    def execute(self, prompt, stream, response, conversation):
        self.prompts.append(prompt)
        yield self.replies.pop(0) if self.replies else "{}"


class PlainStubModel(StubModel):
    model_id = "lc-stub-plain"
    supports_schema = False


STALL = object()  # the model hangs: a local model stuck on a long prompt, a provider that never answers
BOOM = object()  # the provider's own error


class FuzzStubModel(PlainStubModel):
    model_id = "lc-stub-fuzz"
    context_tokens = 512

    def __init__(self) -> None:
        super().__init__()
        self.released = threading.Event()

    def enqueue(self, *replies) -> None:
        self.replies.extend(r if r is STALL or r is BOOM or isinstance(r, str) else json.dumps(r) for r in replies)

    def execute(self, prompt, stream, response, conversation):
        self.prompts.append(prompt)
        reply = self.replies.pop(0) if self.replies else "{}"
        if reply is STALL:
            self.released.wait(30)
            reply = "{}"
        if reply is BOOM:
            raise RuntimeError("upstream connect error: 503 Service Unavailable")
        yield reply


class KeyedStubModel(llm.KeyModel):
    model_id = "lc-stub-keyed"
    needs_key = "lc-stub"
    key_env_var = "LC_STUB_KEY"
    supports_schema = True

    def execute(self, prompt, stream, response, conversation, key):
        yield json.dumps({"outcome": "Keyed stub answered.", "files": [], "decisions": [], "facts": []})


class Stubs:
    def __init__(self) -> None:
        self.schema = StubModel()
        self.plain = PlainStubModel()
        self.keyed = KeyedStubModel()
        self.fuzz = FuzzStubModel()

    @llm.hookimpl
    def register_models(self, register):
        register(self.schema)
        register(self.plain)
        register(self.keyed)
        register(self.fuzz)


def _load_plugins() -> None:
    try:
        llm.load_plugins()
    except ModuleNotFoundError as e:
        # setup.cfg names lc_memory.surfaces.llm_plugin on llm's entry point before that module
        # exists; until it does, llm's loader stops there. Nothing else is excused.
        if e.name != "lc_memory.surfaces.llm_plugin":
            raise


@pytest.fixture
def stubs():
    """Register the stub models for one test; ``stubs.schema.enqueue(...)`` queues replies."""
    _load_plugins()
    plugin = Stubs()
    llm.pm.register(plugin, name="lc-memory-test-stubs")
    try:
        yield plugin
    finally:
        plugin.fuzz.released.set()  # a stalled stand-in lets its thread go
        llm.pm.unregister(name="lc-memory-test-stubs")


@pytest.fixture
def stub(stubs) -> StubModel:
    """The schema-capable stub model, registered."""
    return stubs.schema
