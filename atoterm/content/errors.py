"""Content problems, reported like a compiler: ``file:line: message``."""

from __future__ import annotations

from collections.abc import Iterable

from atoterm.content.lazy_record import frozen_record


@frozen_record
class Problem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


class ContentError(Exception):
    """A content pack that cannot be played; ``problems`` lists every error found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        first = str(problems[0]) if problems else "invalid content"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(first + more)


def suggest(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for a near miss, else an empty string."""
    import difflib  # only a content error loads it (start-up time of every process)

    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""
