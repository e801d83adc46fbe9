"""Original text: no run of 8 words of our content or docs appears in the source documents.

The project was started from documents we may read for rules and facts but never copy
(`../shared/seeds/README.md`). Game terms and numbers are facts, so a short run such as
"the titan suffers 1 wound" may match by chance; a run of 8 words that matches is a copied
sentence. Words are compared lower-case with punctuation ignored, so changing a comma or a
capital letter does not hide a copy.

The seeds are not part of the project: where they are absent (a source distribution, a
machine without the shared folder) the test skips and says why.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT.parent / "shared" / "seeds"
RUN = 8
"""Words in a run that counts as copied (the issue's threshold)."""
CHECKED = ("content", "docs")
TEXT_SUFFIXES = {".md", ".toml", ".txt", ".json", ".yaml", ".yml", ".csv"}
PUNCTUATION = re.compile(r"[^\w\s]|_")
"""Removed before words are split: "cycle's" is "cycles" and "'10'" is "10" on both sides."""


def words(text: str) -> list[str]:
    return PUNCTUATION.sub("", text.lower()).split()


def runs(tokens: list[str]) -> Iterator[tuple[str, ...]]:
    for start in range(len(tokens) - RUN + 1):
        yield tuple(tokens[start : start + RUN])


def seed_runs() -> set[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for path in sorted(SEEDS.glob("*.txt")):
        found.update(runs(words(path.read_text(encoding="utf-8", errors="replace"))))
    return found


def checked_files() -> list[Path]:
    files = []
    for folder in CHECKED:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in TEXT_SUFFIXES:
                files.append(path)
    return files


def copied_runs(text: str, seeds: set[tuple[str, ...]]) -> list[str]:
    """Each maximal stretch of ``text`` whose 8-word runs are all in ``seeds``, as words."""
    tokens = words(text)
    stretches: list[tuple[int, int]] = []  # (first word, one past the last)
    for start, run in enumerate(runs(tokens)):
        if run not in seeds:
            continue
        if stretches and start < stretches[-1][1]:  # overlaps the one before: extend it
            stretches[-1] = (stretches[-1][0], start + RUN)
        else:
            stretches.append((start, start + RUN))
    return [" ".join(tokens[first:last]) for first, last in stretches]


def test_runs_are_found_whatever_the_case_and_punctuation() -> None:
    seeds = set(runs(words("One two three, four five six seven eight nine.")))
    assert copied_runs("ONE two; three four five — six seven 'eight'", seeds) == [
        "one two three four five six seven eight"
    ]
    assert copied_runs("one two three four five six seven", seeds) == []  # 7 words
    assert copied_runs("x one two three four five six seven eight nine y", seeds) == [
        "one two three four five six seven eight nine"
    ]


@pytest.mark.skipif(
    not any(SEEDS.glob("*.txt")),
    reason=f"the source documents are not at {SEEDS} (they live beside the project, not in it)",
)
def test_no_8_word_run_of_content_or_docs_is_in_the_seeds() -> None:
    seeds = seed_runs()
    found = []
    for path in checked_files():
        for stretch in copied_runs(path.read_text(encoding="utf-8", errors="replace"), seeds):
            found.append(f"{path.relative_to(ROOT)}: {stretch!r}")
    assert not found, "text copied from the source documents:\n" + "\n".join(found)
