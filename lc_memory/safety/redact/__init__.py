"""Secret redaction: the engine, its rule files (data/) and the context-aware pass over messages. A leaf: every layer may use it."""
