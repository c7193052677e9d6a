"""The instruction guard: text that tries to give orders, and the look-alike-letter normalisation it matches on.

``classify`` is the rules engine (verdicts, sentence splitting, cutting orders out of a
report); ``normalize`` the text the rules see; ``rules.toml`` the rules themselves, as data,
each with examples that must and must not fire it.
"""
