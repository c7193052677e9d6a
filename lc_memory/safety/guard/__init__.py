"""The instruction guard: text that tries to give orders, and the look-alike-letter normalisation it matches on."""
