"""Normalized messages for tests that build a session by hand: what the agent said, what the
person typed, and what was injected in the person's turn."""

from __future__ import annotations


def said(text: str) -> dict:
    return {"role": "assistant", "kind": "text", "content": text}


def typed(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": True, "content": text}


def injected(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": False, "content": text}
