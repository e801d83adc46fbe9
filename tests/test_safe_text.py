"""atoterm/safe_text.py and the TUI's safe widgets: control characters from files are shown as
escapes, never sent to the terminal; numbers are read from ASCII digits only."""

from __future__ import annotations

import ast
import io
import json
from pathlib import Path

import pytest
from rich.text import Text

from atoterm.safe_text import SafeWriter, is_safe, safe_json, safe_lines, safe_text, whole_number
from atoterm.ui.safe_widgets import safe_markup, safe_rich_text

UI = Path(__file__).resolve().parent.parent / "atoterm" / "ui"

HOSTILE = {
    "clear screen (ESC [2J)": ("\x1b[2J", "\\x1b[2J"),
    "OSC 52 clipboard write": ("\x1b]52;c;aGk=\x07", "\\x1b]52;c;aGk=\\x07"),
    "bell": ("\x07", "\\x07"),
    "carriage return": ("\r", "\\r"),
    "backspace": ("\x08", "\\x08"),
    "NUL": ("\x00", "\\x00"),
    "DEL": ("\x7f", "\\x7f"),
    "C1 CSI": ("\x9b31m", "\\x9b31m"),
    "C1 NEL": ("\x85", "\\x85"),
    "right-to-left override": ("\u202e", "\\u202e"),
    "left-to-right embedding": ("\u202a", "\\u202a"),
    "first strong isolate": ("\u2068", "\\u2068"),
    "pop directional isolate": ("\u2069", "\\u2069"),
    "right-to-left mark": ("\u200f", "\\u200f"),
    "line separator": ("\u2028", "\\u2028"),
    "lone surrogate": ("\udc9b", "\\udc9b"),
}


@pytest.mark.parametrize(("raw", "shown"), list(HOSTILE.values()), ids=list(HOSTILE))
def test_every_control_character_is_shown_escaped(raw: str, shown: str) -> None:
    """Each kind of control character becomes a visible escape, in one line and in lines."""
    assert safe_text(f"a{raw}b") == f"a{shown}b"
    assert safe_lines(f"a{raw}b") == f"a{shown}b"
    assert not is_safe(raw) and is_safe(safe_text(raw))


def test_ordinary_text_is_left_alone() -> None:
    """Letters, accents, other scripts, symbols and emoji are not escaped."""
    text = "Ithra — Ἀργώ, café, 漢字, ☾ ⚓ 🐙 «α» ‰ ½"
    assert safe_text(text) == text and safe_lines(text) == text


def test_line_feeds_stay_only_in_lines() -> None:
    """``safe_lines`` keeps line feeds (text shown as lines); ``safe_text`` escapes them, so
    a name cannot forge another line; a tab is escaped by both."""
    assert safe_lines("one\ntwo\tthree") == "one\ntwo\\tthree"
    assert safe_text("one\ntwo") == "one\\ntwo"


def test_safe_json_is_the_same_json_and_printable() -> None:
    """JSON made safe decodes to the same value; no raw control character is left in it."""
    value = {"name": "x\x1b[2J\x9b\u202e\x7f\udc80", "list": ["\u2066", 1], "n": "a\nb"}
    dumped = json.dumps(value, ensure_ascii=False, indent=2)
    assert not is_safe(dumped)
    made = safe_json(dumped)
    assert is_safe(made)
    assert json.loads(made) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("0", 0),
        ("007", 7),
        ("18446744073709551615", 2**64 - 1),
        ("²", None),
        ("٣", None),
        ("１", None),
        ("", None),
        ("-1", None),
        ("+1", None),
        (" 1", None),
        ("1" * 31, None),
        ("9" * 5000, None),
    ],
)
def test_whole_number_reads_ascii_digits_only(text: str, value: int | None) -> None:
    """A typed or scripted number is ASCII digits of bounded length; others are refused."""
    assert whole_number(text) == value


def test_safe_writer_escapes_what_passes_through() -> None:
    """Everything written through :class:`SafeWriter` arrives escaped, lines intact."""
    target = io.StringIO()
    writer = SafeWriter(target)
    print("a\x1b[2Jb", file=writer)
    print("c\u202ed", file=writer)
    assert target.getvalue() == "a\\x1b[2Jb\nc\\u202ed\n"


def test_rich_text_keeps_its_styles_on_the_same_characters() -> None:
    """Escaping a styled Text keeps each style on the characters it covered."""
    text = Text("A\x1bB")
    text.stylize("bold", 0, 1)
    text.stylize("italic", 2, 3)
    text.append("\x9bC", "red")
    safe = safe_rich_text(text)
    assert safe.plain == "A\\x1bB\\x9bC"
    styled = {str(span.style): safe.plain[span.start : span.end] for span in safe.spans}
    assert styled == {"bold": "A", "italic": "B", "red": "\\x9bC"}


def test_text_for_markup_places_is_neither_markup_nor_control() -> None:
    """A border title or notification quoting ``[/]`` or ESC reads as the plain text."""
    assert safe_markup("a [/] b\x1b") == "a \\[/] b\\x1b"


def _textual_names(path: Path) -> set[str]:
    """Names a module imports from textual.widgets (and textual.widgets.option_list)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module in (
            "textual.widgets",
            "textual.widgets.option_list",
        ):
            names |= {alias.name for alias in node.names}
    return names


def test_screens_use_the_safe_text_widgets() -> None:
    """No screen module builds a Static, Label, OptionList or Option of Textual's own: every
    text widget comes from ``atoterm/ui/safe_widgets.py``."""
    raw = {"Static", "Label", "OptionList", "Option"}
    offenders = {
        path.name: sorted(_textual_names(path) & raw)
        for path in sorted(UI.glob("*.py"))
        if path.name != "safe_widgets.py"
    }
    assert {name: used for name, used in offenders.items() if used} == {}
