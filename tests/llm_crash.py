"""Stand-in models a child process can load: this module is an llm plugin registered by hand
(``llm.pm.register(module)``), which the model lane's child process imports and registers
too (``model_lane.child_plugin``), so these models answer in a child as installed plugins do.

- ``lc-crash`` dies of a native crash (SIGSEGV), as a llama.cpp build that uses CPU
  instructions the machine lacks does. In the test process itself it raises instead, so a
  lane that called it in-process fails a test rather than killing the test run.
- ``lc-steady`` answers with a good extraction every time (schema support).
- ``lc-hang`` never answers (it sleeps a minute).
- ``lc-junk`` answers with prose, never JSON, as a model too small for the prompt does.
"""

from __future__ import annotations

import json
import os
import signal
import time

import llm
import pytest

PARENT = "LC_MEMORY_TEST_PARENT_PID"  # the test process: the one that must never crash
STEADY = {"outcome": "The steady stand-in sealed this session.", "files": [], "decisions": [], "facts": []}


class CrashModel(llm.Model):
    model_id = "lc-crash"
    supports_schema = True
    can_stream = False

    def execute(self, prompt, stream, response, conversation):
        if os.environ.get(PARENT) == str(os.getpid()):
            raise RuntimeError("lc-crash was called in the test process: it would have crashed the run")
        os.kill(os.getpid(), signal.SIGSEGV)
        yield "{}"  # never reached


class SteadyModel(llm.Model):
    model_id = "lc-steady"
    supports_schema = True
    can_stream = False

    def execute(self, prompt, stream, response, conversation):
        yield json.dumps(STEADY)


class HangModel(llm.Model):
    model_id = "lc-hang"
    supports_schema = True
    can_stream = False

    def execute(self, prompt, stream, response, conversation):
        time.sleep(60)  # a local model stuck on a long prompt
        yield "{}"


class JunkModel(llm.Model):
    model_id = "lc-junk"
    supports_schema = False
    can_stream = False

    def execute(self, prompt, stream, response, conversation):
        yield "Sure! The session was about some code. Hope this helps!"


@llm.hookimpl
def register_models(register):
    register(CrashModel())
    register(SteadyModel())
    register(JunkModel())
    register(HangModel())


@pytest.fixture
def child_models(monkeypatch):
    """Register this module as an llm plugin for one test."""
    import sys

    from .llm_stub import _load_plugins

    _load_plugins()
    monkeypatch.setenv(PARENT, str(os.getpid()))
    module = sys.modules[__name__]
    llm.pm.register(module, name=__name__)
    try:
        yield module
    finally:
        llm.pm.unregister(name=__name__)
