"""The player's settings file: their own keys (a keymap by binding id) and the chosen theme.

It lives in the save folder as ``settings.toml``::

    theme = "atoterm-high-contrast"

    [keys]
    "game.undo" = "z"
    "battle.why" = "y,ctrl+w"

The file is untrusted input (it may be hand-edited, truncated, or made by someone else): it
is read with a size limit and a nesting check before ``tomllib`` sees it, and every problem
becomes a sentence for the player while the rest of the file still counts. Nothing here knows
which binding ids or key names exist: the front end passes :func:`check_keymap` what it knows
(this module imports neither Textual nor Rich). Writing replaces the file whole, through a
temporary file beside it, so a crash never leaves half a file.
"""

from __future__ import annotations

import os
import tempfile
import tomllib
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from atoterm.content.toml_guard import nesting_problem
from atoterm.safe_text import safe_text
from atoterm.session.paths import saves_dir

SETTINGS_NAME = "settings.toml"
MAX_BYTES = 64 * 1024
"""A keymap of every binding is about 3 KB; anything far larger is not a settings file."""
MAX_KEYS_TEXT = 64
"""The longest key list accepted for one binding (``"ctrl+shift+pageup,..."``)."""
Scalar = str | int | float | bool


@dataclass
class Settings:
    """What the player chose; empty means the defaults."""

    theme: str | None = None
    """A theme name, or None for the default look."""
    keys: dict[str, str] = field(default_factory=dict)
    """Binding id -> comma-separated key names (Textual's spelling)."""
    other: dict[str, dict[str, Scalar]] = field(default_factory=dict)
    """Other tables of plain values found in the file, written back unchanged."""


def settings_path(folder: Path | None = None) -> Path:
    return (folder or saves_dir()) / SETTINGS_NAME


# ---------------------------------------------------------------- reading
def read_settings(path: Path) -> tuple[Settings, list[str]]:
    """The settings in ``path`` and the problems found (each a sentence for the player).

    A missing file is the defaults with no problem; a file that cannot be read or parsed is
    the defaults with one problem; a bad entry is left out and named.
    """
    name = safe_text(path.name)
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return Settings(), []
    except OSError as exc:
        reason = safe_text(exc.strerror or exc)
        return Settings(), [
            f"{name} could not be read ({reason}): the default keys and theme are used."
        ]
    if len(data) > MAX_BYTES:
        return Settings(), [
            f"{name} is larger than {MAX_BYTES // 1024} KB, too large for a settings file: "
            "it is ignored and the default keys and theme are used."
        ]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return Settings(), [f"{name} is not UTF-8 text: it is ignored and the defaults are used."]
    deep = nesting_problem(text)
    if deep is not None:
        return Settings(), [f"{name} line {deep[0]}: {deep[1]}; the file is ignored."]
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return Settings(), [
            f"{name} is not valid TOML ({safe_text(exc)}): it is ignored and the default keys "
            "and theme are used."
        ]
    return _settings_from(raw, name)


def _settings_from(raw: Mapping[str, object], name: str) -> tuple[Settings, list[str]]:
    settings, problems = Settings(), []
    for key, value in raw.items():
        shown = safe_text(key)
        if key == "theme":
            if isinstance(value, str) and value.strip():
                settings.theme = value.strip()
            else:
                problems.append(f"{name}: theme must be a theme's name in quotes; ignored.")
        elif key == "keys":
            if isinstance(value, dict):
                settings.keys = _keys_from(value, name, problems)
            else:
                problems.append(f"{name}: [keys] must be a table of binding = key; ignored.")
        elif isinstance(value, dict) and all(_plain(v) for v in value.values()):
            settings.other[key] = dict(value)  # another feature's table: kept as it is
        else:
            problems.append(f"{name}: {shown} is not a setting atoterm knows; ignored.")
    return settings, problems


def _plain(value: object) -> bool:
    return isinstance(value, str | int | float | bool)


def _keys_from(table: Mapping[str, object], name: str, problems: list[str]) -> dict[str, str]:
    keys: dict[str, str] = {}
    for binding_id, value in table.items():
        shown = safe_text(binding_id)
        if not isinstance(value, str) or not value.strip():
            problems.append(f'{name}: {shown} must be a key name in quotes (like "z"); ignored.')
        elif len(value) > MAX_KEYS_TEXT:
            problems.append(f"{name}: the keys for {shown} are too long; ignored.")
        else:
            keys[binding_id] = ",".join(part.strip() for part in value.split(","))
    return keys


def check_keymap(
    keys: Mapping[str, str],
    known_ids: Collection[str],
    key_problem: Callable[[str], str | None],
) -> tuple[dict[str, str], list[str]]:
    """The entries of ``keys`` whose binding id is known and whose keys all have names, and a
    sentence for each one left out. ``key_problem(key)`` says what is wrong with one key
    name (None: nothing)."""
    kept: dict[str, str] = {}
    problems: list[str] = []
    for binding_id, keys_text in keys.items():
        shown = safe_text(binding_id)
        if binding_id not in known_ids:
            problems.append(f"There is no key binding called {shown}: that line is ignored.")
            continue
        wrong = [p for p in (key_problem(k) for k in keys_text.split(",")) if p]
        if wrong:
            problems.append(f"The keys for {shown} are ignored: {wrong[0]}.")
            continue
        kept[binding_id] = keys_text
    return kept, problems


# ---------------------------------------------------------------- writing
def settings_text(settings: Settings) -> str:
    """``settings`` as TOML (keys sorted, so the file is stable)."""
    lines = ["# atoterm settings: written by the settings screen (k on the title screen)."]
    if settings.theme:
        lines.append(f"theme = {_quoted(settings.theme)}")
    if settings.keys:
        lines += ["", "[keys]"]
        lines += [f"{_quoted(k)} = {_quoted(v)}" for k, v in sorted(settings.keys.items())]
    for table, values in sorted(settings.other.items()):
        lines += ["", f"[{_quoted(table)}]"]
        lines += [f"{_quoted(k)} = {_value(v)}" for k, v in values.items()]
    return "\n".join(lines) + "\n"


def write_settings(path: Path, settings: Settings) -> None:
    """Replace ``path`` with ``settings`` (atomically); raises ``OSError`` when it cannot."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(settings_text(settings))
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _value(value: Scalar) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value) if value == value and abs(value) != float("inf") else '"nan"'
    return _quoted(value)


def _quoted(text: str) -> str:
    """A TOML basic string: quotes, backslashes and every control character escaped."""
    out = ['"']
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)
