"""Unknown keys in content TOML are reported, in every table of every file: a key added to any
table of the shipped pack (the root, ``[table]``, ``[[array]]`` and inline ``{ }`` tables) is
named on its own line, ``file:line: unknown key 'x' ...``, with a suggestion for a near miss."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from atoterm.content import ContentError, load_content
from atoterm.content.locate import default_content_dir

KEY = "zz_unknown_key"


def add_unknown_keys(text: str, wanted: set[int] | None = None) -> tuple[str, list[int]]:
    """``text`` with ``KEY = 1`` put into its tables (the root, each header, each inline table;
    numbered in file order, all of them or those in ``wanted``) and the line of each insertion
    in the new text. Strings and comments are skipped."""
    out: list[str] = []
    inserted: list[int] = []
    line, place = 1, 0

    def emit(part: str) -> None:
        nonlocal line
        out.append(part)
        line += part.count("\n")

    def insert(part: str) -> None:
        nonlocal place
        if wanted is None or place in wanted:
            inserted.append(line)
            emit(part)
        place += 1

    insert(f"{KEY} = 1\n")
    i, depth, at_start = 0, 0, True
    while i < len(text):
        ch = text[i]
        if at_start and depth == 0 and text[i:].lstrip(" \t").startswith("["):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end + 1
            emit(text[i:end] if text[i:end].endswith("\n") else text[i:end] + "\n")
            insert(f"{KEY} = 1\n")
            i = end
            continue
        at_start = False
        if ch == "#":
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            emit(text[i:end])
            i = end
        elif text.startswith(('"""', "'''"), i):
            end = text.index(text[i : i + 3], i + 3) + 3
            emit(text[i:end])
            i = end
        elif ch in "\"'":
            end = i + 1
            while text[end] != ch:
                end += 2 if ch == '"' and text[end] == "\\" else 1
            emit(text[i : end + 1])
            i = end + 1
        elif ch == "{":
            emit("{")
            empty = text[i + 1 :].lstrip(" ").startswith("}")
            insert(f" {KEY} = 1" + ("" if empty else ","))
            depth += 1
            i += 1
        else:
            depth += ch == "["
            depth -= ch in "]}"
            at_start = ch == "\n"
            emit(ch)
            i += 1
    return "".join(out), inserted


def reported(folder: Path) -> set[tuple[str, int]]:
    """(file, line) of every problem naming the added key."""
    try:
        load_content(folder)
    except ContentError as exc:
        # "unknown key 'x' ..." for a table of fixed keys; a table keyed by ids or numbers
        # (a Body Part card's resources, [start] diplomacy, a Mnemos' Skills, a Titan's
        # Kratos levels) says the key is not one of those
        return {(p.file, p.line) for p in exc.problems if repr(KEY) in p.message}
    return set()


def test_every_table_of_every_file_reports_an_unknown_key(tmp_path: Path) -> None:
    """The key added to every table of every TOML file is named on its line. A problem in an
    early part of the pack stops the later checks, so the keys not yet reported are added
    again, alone, until each has been reported once (every round must report some)."""
    source = default_content_dir()
    folder = tmp_path / "content"
    shutil.copytree(source, folder)
    names = sorted(p.relative_to(source).as_posix() for p in source.rglob("*.toml"))
    originals = {name: (source / name).read_text(encoding="utf-8") for name in names}
    remaining = {name: set(range(len(add_unknown_keys(t)[1]))) for name, t in originals.items()}
    assert all(remaining.values()), "every file has tables"
    while any(remaining.values()):
        lines: dict[str, list[int]] = {}
        for name, text in originals.items():
            mutated, lines[name] = add_unknown_keys(text, remaining[name])
            tomllib.loads(mutated)  # the mutation is valid TOML
            (folder / name).write_text(mutated, encoding="utf-8")
        found = reported(folder)
        progress = False
        for name in names:
            places = zip(sorted(remaining[name]), lines[name], strict=True)
            done = {n for n, line in places if (name, line) in found}
            remaining[name] -= done
            progress = progress or bool(done)
        left = {name: lines[name] for name in names if remaining[name]}
        assert progress, f"no unknown key reported at: {left}"


def test_a_near_miss_gets_a_suggestion(tmp_path: Path) -> None:
    """A misspelt key names the key it was probably meant to be."""
    folder = tmp_path / "content"
    shutil.copytree(default_content_dir(), folder)
    path = folder / "map.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("\nname = ", "\nnmae = ", 1))
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    messages = [str(p) for p in caught.value.problems]
    assert any(
        re.fullmatch(r"map\.toml:\d+: unknown key 'nmae' in tile \d+ \(did you mean 'name'\?\)", m)
        for m in messages
    ), messages


def test_the_shipped_pack_has_no_unknown_key() -> None:
    """The content as shipped passes (``atoterm content check``)."""
    load_content()
