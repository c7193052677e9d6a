"""Layer 6: memory.db, the disposable SQLite file built from the store (importer, migrations)."""
