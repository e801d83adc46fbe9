"""``storybook/scenarios.toml``: the Cycle's Battle Scenario pages [BAT-SETUP-002, BAT-MISC-008].

Each Primordial of the Cycle has a page (``default = true``): the Battle Scenario every battle
against it uses unless a paragraph directs the players to another page
(``-> battle threnos 1 win=0072 lose=0073 page=mourner-at-the-stern``). A page names its
Primordial and says in words how the battle is set up; it may add terrain to the Primordial's
diagram (``terrain``) and grant resources in the Aftermath of a won battle, on top of the BP
cards' (``aftermath_won``).

Problems are appended as ``file:line: message``; nothing here raises on bad content.
"""

from __future__ import annotations

from pathlib import Path

from atoterm.content.battle_reader import BattleFile
from atoterm.content.errors import Problem
from atoterm.content.story_model import BattlePage

PAGE_KEYS = ("id", "primordial", "default", "name", "text", "terrain", "aftermath_won")


def read_pages(folder: Path, problems: list[Problem]) -> dict[str, BattlePage]:
    """The pages in file order; an absent file is a storybook without pages."""
    if not (folder / "scenarios.toml").is_file():
        return {}
    f = BattleFile(folder, "scenarios.toml", problems)
    if not f.ok:
        return {}
    f.check_top(("battle_scenario",))
    pages: dict[str, BattlePage] = {}
    defaults: dict[str, str] = {}
    for node in f.entries("battle_scenario"):
        node.check_keys(PAGE_KEYS)
        ident = node.ident("battle scenario", None)
        primordial = node.text("primordial", nonempty=True)
        default = node.flag("default")
        if default and primordial in defaults:
            node.problem(
                f"{primordial} has two default Battle Scenario pages ({defaults[primordial]!r} "
                f"and {ident!r})",
                "default",
            )
        if default:
            defaults.setdefault(primordial, ident)
        terrain = []
        for piece in node.tables("terrain", "terrain piece"):
            piece.check_keys(("terrain", "cells"))
            cells = piece.cells("cells")
            if not cells:
                piece.problem("a terrain piece covers at least one cell")
            terrain.append((piece.text("terrain", nonempty=True), cells))
        extra: dict[str, int] = {}
        table = node.child("aftermath_won", "aftermath_won")
        for resource in sorted(table.data) if table is not None else ():
            extra[resource] = table.number(resource, 1, 99)
        if ident in pages:
            node.problem(f"duplicate battle scenario id {ident!r}", "id")
        pages[ident] = BattlePage(
            ident,
            primordial,
            default,
            node.text("name", nonempty=True),
            node.text("text", nonempty=True),
            tuple(terrain),
            extra,
            node.line,
            node.key_line("aftermath_won") if table is not None else node.line,
        )
    return pages
