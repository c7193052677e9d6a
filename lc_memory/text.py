"""Text helpers every layer may use: the one normal form that fact ids, duplicate checks and
sentence matching compare on."""

from __future__ import annotations

import re

_SPACE = re.compile(r"\s+")


def normalize(text: str) -> str:
    """Lower case, runs of white space made one space, closing ``.!;`` dropped: the form two
    texts are compared in (``"A  b.\\n"`` -> ``"a b"``)."""
    return _SPACE.sub(" ", text).strip().rstrip(".!;").strip().lower()
