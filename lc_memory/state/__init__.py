"""Layer 4: the fold (records -> fact states), the digest's render rules and its frame."""
