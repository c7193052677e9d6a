"""Layer 7: recall, Search Sessions, optional embeddings, and both across projects."""
