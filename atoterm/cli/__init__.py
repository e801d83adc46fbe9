"""The `atoterm` command: the TUI by default, headless verbs for everything else."""

from atoterm.cli.startup import imports_frozen

with imports_frozen():
    from atoterm.cli.main import main

__all__ = ["main"]
