"""Layer 5: what a seal writes (activity, extract, model_lane, seal), crediting the person's notes, supersede and team sharing."""
