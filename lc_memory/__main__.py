from lc_memory.surfaces.cli import cli

if __name__ == "__main__":
    cli()
