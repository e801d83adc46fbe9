"""session/settings.py: the player's settings file read as untrusted input, written whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from atoterm.session.settings import (
    MAX_BYTES,
    Settings,
    check_keymap,
    read_settings,
    settings_text,
    write_settings,
)


def test_a_missing_file_is_the_defaults_without_a_word(tmp_path: Path) -> None:
    assert read_settings(tmp_path / "settings.toml") == (Settings(), [])


def test_what_is_written_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "deeper" / "settings.toml"
    settings = Settings(
        theme="atoterm-colour-blind",
        keys={"game.undo": "z,ctrl+z", 'odd"id\\\x1b': "question_mark"},
        other={"hints": {"voyage": True, "count": 3, "ratio": 0.5, "seen": 'a "b"'}},
    )
    write_settings(path, settings)
    assert read_settings(path) == (settings, [])
    assert [p.name for p in path.parent.iterdir()] == ["settings.toml"]  # no temporary left


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"[keys\n", "is not valid TOML"),
        (b"\xff\xfe[keys]", "is not UTF-8"),
        (b"a = " + b"[" * 200 + b"]" * 200, "nests more than"),
        (b"#" * (MAX_BYTES + 1), "too large"),
    ],
    ids=["syntax", "encoding", "nesting", "size"],
)
def test_a_file_that_cannot_be_read_is_the_defaults_with_one_problem(
    tmp_path: Path, data: bytes, words: str
) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(data)
    settings, problems = read_settings(path)
    assert settings == Settings()
    assert len(problems) == 1 and words in problems[0], problems


def test_a_bad_entry_is_named_and_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(
        'theme = 3\nsize = 12\n[keys]\n"game.undo" = " z , ctrl+z "\n"battle.why" = 5\n'
        f'"battle.describe" = "{"x," * 40}x"\n"game.redo" = ""\n',
        encoding="utf-8",
    )
    settings, problems = read_settings(path)
    assert settings.keys == {"game.undo": "z,ctrl+z"}
    assert settings.theme is None
    text = " ".join(problems)
    assert "theme must be" in text and "size is not a setting" in text
    assert "battle.why must be a key name" in text and "game.redo must be" in text
    assert "battle.describe are too long" in text


def test_check_keymap_keeps_known_ids_with_named_keys() -> None:
    def key_problem(key: str) -> str | None:
        return None if key in ("z", "ctrl+z", "y") else f"{key} is not a key name"

    kept, problems = check_keymap(
        {"game.undo": "z,ctrl+z", "no.such": "y", "battle.why": "y,@@"},
        {"game.undo", "battle.why"},
        key_problem,
    )
    assert kept == {"game.undo": "z,ctrl+z"}
    assert problems == [
        "There is no key binding called no.such: that line is ignored.",
        "The keys for battle.why are ignored: @@ is not a key name.",
    ]


def test_names_from_the_file_are_printed_safely(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('"\\u001b[2J" = 1\n', encoding="utf-8")
    _, problems = read_settings(path)
    assert problems and "\x1b" not in problems[0] and "\\x1b[2J" in problems[0]
    assert "\x1b" not in settings_text(Settings(keys={"\x1b": "z"}))
