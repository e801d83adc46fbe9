"""The `atoterm` command: the TUI by default, headless verbs for everything else."""

from atoterm.cli.main import main

__all__ = ["main"]
