"""Layer 2: where words came from and what may be said of them (``sources``), and the
instruction guard (``guard``). Secret redaction is the leaf ``lc_memory.redact``."""
