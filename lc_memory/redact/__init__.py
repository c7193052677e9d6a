"""Secret redaction: the engine, its rule files (data/) and the context-aware pass over messages. A leaf below every layer: the store scrubs with it as its last step of every write, so
every layer may use it and it imports none."""
