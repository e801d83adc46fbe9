"""Untrusted text: printed with its control characters shown, never obeyed; numbers read strictly.

A journal, a content pack, a scenario, a script and a file name are untrusted. Printed raw, a
crafted label could clear the screen (``ESC [2J``), write the clipboard (OSC 52), ring the bell,
start a C1 control sequence (U+009B is CSI on many terminals) or reorder what is read (bidi
overrides). Every place the program prints text that came from a file passes it through
:func:`safe_text` (one line) or :func:`safe_lines` (text whose line breaks are wanted), and JSON
output through :func:`safe_json`. The escapes are visible and keep the text readable:
``ESC`` is shown as ``\\x1b``, a right-to-left override as ``\\u202e``.

:func:`whole_number` reads a typed or scripted number: ASCII digits only (``"²".isdigit()`` is
true but ``int("²")`` fails) and a bounded length (``int`` refuses over 4,300 digits).

This module imports neither Textual nor Rich, so every layer may use it.
"""

from __future__ import annotations

import io
import re
from typing import Any, TextIO

_OTHER_UNSAFE = (
    "\x7f-\x9f"  # DEL and the C1 controls (U+009B is a one-byte CSI)
    "\u061c\u200e\u200f"  # Arabic letter mark, left-to-right and right-to-left marks
    "\u202a-\u202e"  # bidi embeddings and overrides
    "\u2066-\u2069"  # bidi isolates
    "\u2028\u2029"  # line and paragraph separators (a line break to some readers)
    "\ud800-\udfff"  # lone surrogates (undecodable bytes of a file name)
)
_UNSAFE = re.compile(f"[\x00-\x1f{_OTHER_UNSAFE}]")
"""Every C0 control (ESC, BEL, CR, TAB, LF ...) and the others above."""
_UNSAFE_KEEP_NEWLINE = re.compile(f"[\x00-\x09\x0b-\x1f{_OTHER_UNSAFE}]")
"""The same, but for the line feed."""
_SHORT = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _SHORT:
        return _SHORT[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def safe_text(value: object) -> str:
    """``value`` as one printable line: every control character (line breaks too) escaped."""
    text = value if isinstance(value, str) else str(value)
    return _UNSAFE.sub(_escape, text)


def safe_lines(value: object) -> str:
    """Like :func:`safe_text`, but line feeds stay line feeds (for text shown as lines)."""
    text = value if isinstance(value, str) else str(value)
    return _UNSAFE_KEEP_NEWLINE.sub(_escape, text)


def is_safe(text: str) -> bool:
    """True when ``text`` holds nothing :func:`safe_lines` would escape."""
    return _UNSAFE_KEEP_NEWLINE.search(text) is None


def _json_escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def safe_json(text: str) -> str:
    """JSON text (from ``json.dumps``) with every unsafe character as a ``\\uXXXX`` escape.

    ``json.dumps`` already escapes C0 controls inside strings; with ``ensure_ascii=False`` it
    leaves DEL, C1, bidi controls and lone surrogates raw. Outside strings JSON holds only ASCII
    punctuation and the line feeds of its indentation, which stay, so the result is the same
    JSON value, safe to print.
    """
    return _UNSAFE_KEEP_NEWLINE.sub(_json_escape, text)


MAX_DIGITS = 30
"""Far beyond any count, index or seed (a seed is at most 20 digits)."""


def whole_number(text: str) -> int | None:
    """The number ``text`` spells in ASCII digits (``"007"`` is 7), or None."""
    if not text or len(text) > MAX_DIGITS or not text.isascii() or not text.isdigit():
        return None
    return int(text)


class SafeWriter(io.TextIOBase):
    """A text stream that escapes control characters (line feeds pass) before ``target``.

    The CLI puts its standard output and error behind one while a verb runs, so nothing any
    verb prints, whoever wrote the printing code, reaches the terminal with a control character.
    """

    def __init__(self, target: TextIO) -> None:
        super().__init__()
        self.target = target

    def write(self, text: str) -> int:
        self.target.write(safe_lines(text))
        return len(text)

    def flush(self) -> None:
        self.target.flush()

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return self.target.isatty()

    def fileno(self) -> int:
        return self.target.fileno()

    def __getattr__(self, name: str) -> Any:  # encoding, reconfigure, buffer ...
        return getattr(self.target, name)
