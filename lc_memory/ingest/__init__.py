"""Layer 3: transcripts from every agent into the store's normalized session format (``base`` dispatches, one module per format)."""
