"""Datasette plugin for lc-memory: the Project memory page (installed as datasette_lc_memory)."""
