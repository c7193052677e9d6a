"""Normalized messages for tests that build a session by hand: what the agent said, what the
person typed, what was injected in the person's turn, and a shell call with its result."""

from __future__ import annotations


def said(text: str) -> dict:
    return {"role": "assistant", "kind": "text", "content": text}


def typed(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": True, "content": text}


def injected(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": False, "content": text}


def shell_call(ident: str, command: str) -> dict:
    return {"role": "assistant", "kind": "tool_use", "content": command,
            "call": {"id": ident, "tool": "shell", "command": command}}


def tool_result(ident: str, text: str) -> dict:
    return {"role": "tool", "kind": "tool_result", "content": text, "result": {"id": ident}}
