"""atoterm/content/toml_guard.py: the nesting of TOML text, measured before ``tomllib`` sees it
(deep arrays and inline tables make it recurse past Python's limit; a long dotted key costs it
memory growing with the square of its parts)."""

from __future__ import annotations

import time
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atoterm.content.toml_guard import MAX_NESTING, nesting_problem

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = sorted((ROOT / "content").rglob("*.toml")) + sorted(
    (ROOT / "tests" / "scenarios").glob("*.toml")
)


def depth(value: Any) -> int:
    """Containers around the deepest value (the root table counts)."""
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    return 0


def measured(text: str) -> int:
    """The smallest limit the guard accepts ``text`` under (the root table is always there)."""
    limit = 1
    while nesting_problem(text, limit) is not None:
        limit += 1
    return limit


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_the_measure_is_exact_on_every_shipped_file(path: Path) -> None:
    """On the shipped content and scenarios the measure equals the parsed data's depth."""
    text = path.read_text(encoding="utf-8")
    assert measured(text) == depth(tomllib.loads(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('x = {a = "}", b = [1.5, 2.5], c = {d = 1}}', 3),
        ('x = """a\n]]]]"""\ny = 1', 1),
        ("x = 'a[{'", 1),
        ("[[a.b]]\nc.d = [[1]]", 7),
        ("[[t]]\n[[t.arrow]]\nx = 1", 5),
        ('["a.b".c]\nx = 1', 5),  # quoted parts may be array elements: counted twice
        ("a.b.c = [ # comment [[[\n 1, [2]]\n", 5),
    ],
)
def test_the_measure_of_tricky_text(text: str, expected: int) -> None:
    """Strings, comments, quoted keys, arrays of tables: measured as the data nests (quoted
    header parts are over-counted, never under)."""
    assert measured(text) == expected
    assert expected >= depth(tomllib.loads(text))


@pytest.mark.parametrize(
    "text",
    [
        "x = " + "[" * 3000 + "]" * 3000,
        "x = " + "{a = " * 3000 + "1" + "}" * 3000,
        "a" + ".a" * 100_000 + " = 1",
        "[" + "a." * 100_000 + "a]",
        "\n\nx = " + "[" * 200_000,
        "x = " + "{a.b = [" * 50 + "]}" * 50,
    ],
    ids=["arrays", "inline-tables", "dotted-key", "header", "unclosed", "mixed"],
)
def test_deep_text_is_refused_quickly_with_its_line(text: str) -> None:
    """Text nested past the limit is refused, naming its line, in a fraction of a second."""
    started = time.perf_counter()
    problem = nesting_problem(text)
    assert time.perf_counter() - started < 1.0
    assert problem is not None
    line, message = problem
    assert line == text[: text.index("[") if "[" in text else 0].count("\n") + 1
    assert f"more than {MAX_NESTING} levels" in message


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="[]{}=.,\"'#\n ab1\\", max_size=300))
def test_any_text_is_measured_without_error(text: str) -> None:
    """Whatever the text (valid TOML or not), the scan ends and answers; when ``tomllib``
    accepts the text, the measure is never below the data's depth."""
    problem = nesting_problem(text, limit=4)
    assert problem is None or problem[0] >= 1
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError):
        return
    assert measured(text) >= depth(data)
