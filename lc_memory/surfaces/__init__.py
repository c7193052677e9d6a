"""The top layer: thin adapters over ``Memory`` (CLI, MCP server, agent tools and hooks, llm plugin, export, doctor, watch)."""
