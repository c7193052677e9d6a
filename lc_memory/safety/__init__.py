"""Layer 2: where words came from and what may be said of them (sources), the instruction guard and secret redaction (redact is a leaf every layer may use)."""
