"""The command line's exit codes and its one kind of user error, in a module of their own so
that a verb's module can raise one without importing the parser (``cli/main.py``), which loads
the verbs' modules lazily."""

from __future__ import annotations

EXIT_OK, EXIT_FAILED, EXIT_USER, EXIT_DESYNC = 0, 1, 2, 3


class CliError(Exception):
    """A user error: printed as one line on stderr, exit code ``code``."""

    def __init__(self, message: str, code: int = EXIT_USER) -> None:
        super().__init__(message)
        self.code = code
