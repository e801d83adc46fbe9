"""Options carry typed values; no handler reads data back out of an option id (issue 14).

The front end is held to the same: a screen keeps a mapping from a list entry (its index) to
the typed thing it stands for, and never turns a list item's or widget's id back into data;
a second scan covers ``atoterm/ui`` and ``atoterm/plain.py``.

An AST scan of ``atoterm/engine`` finds every place that takes an option's ``id`` apart
(``.id.split(``, ``.id.partition(``, ``.id.removeprefix(``, ``.id[...]``, ``.id.startswith(``,
``int(<...>.id...)``). The only module allowed to is ``engine/upgrade.py`` (the format upgrade
of states written before options had values). ``PENDING`` would list sites not converted yet;
it is empty and must stay so.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.engine.decisions import Option
from atoterm.engine.upgrade import OLD_VALUES, old_value
from atoterm.session import Game

ENGINE = Path(__file__).resolve().parents[1] / "atoterm" / "engine"
ALLOWED = {"upgrade.py"}
"""The format upgrade derives values from the ids of old states: the one place allowed."""
TAKE_APART = {"split", "rsplit", "partition", "rpartition", "removeprefix", "startswith"}
OPTION_NAMES = {"option", "chosen", "answer", "opt", "o", "picked", "choice"}
PENDING: dict[str, int] = {}
"""Sites not converted yet, per module: none are left."""


def _is_option_id(node: ast.AST) -> bool:
    """``<option-like name>.id`` or ``oid`` (the turn menu's local copy of the id)."""
    if isinstance(node, ast.Attribute) and node.attr == "id":
        return isinstance(node.value, ast.Name) and node.value.id in OPTION_NAMES
    return isinstance(node, ast.Name) and node.id in ("oid", "option_id")


def id_parsing_sites(tree: ast.AST) -> list[int]:
    """Line numbers where an option id is taken apart."""
    lines = []
    for node in ast.walk(tree):
        if (
            (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in TAKE_APART
                and _is_option_id(node.func.value)
            )
            or (isinstance(node, ast.Subscript) and _is_option_id(node.value))
            or (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "int"
                and any(_is_option_id(n) for arg in node.args for n in ast.walk(arg))
            )
        ):
            lines.append(node.lineno)
    return sorted(set(lines))


def _scan() -> dict[str, list[int]]:
    found = {}
    for path in sorted(ENGINE.rglob("*.py")):
        rel = path.relative_to(ENGINE).as_posix()
        if rel in ALLOWED or rel.startswith("validate/"):
            continue  # the state checks check ids, they do not act on them
        sites = id_parsing_sites(ast.parse(path.read_text(encoding="utf-8")))
        if sites:
            found[rel] = sites
    return found


def test_no_handler_parses_an_option_id() -> None:
    found = _scan()
    extra = {rel: lines for rel, lines in found.items() if len(lines) > PENDING.get(rel, 0)}
    assert not extra, f"option ids taken apart (read option.value instead): {extra}"
    done = [rel for rel in PENDING if rel not in found]
    assert not done, f"converted: remove {done} from PENDING"


@pytest.mark.parametrize(
    "source",
    [
        "n = int(chosen.id.split('-')[1])",
        "kind = option.id.removeprefix('first:')",
        "what, _, arg = option.id.partition(':')",
        "x = chosen.id[5:]",
        "if chosen.id.startswith('argo-'): pass",
        "r = int(oid.split('-')[1])",
    ],
)
def test_the_scan_finds_id_parsing(source: str) -> None:
    assert id_parsing_sites(ast.parse(source)) == [1]


def test_the_scan_leaves_plain_comparisons_alone() -> None:
    tree = ast.parse("if chosen.id == 'done': pass\nx = chosen.value\ny = o.id in ids")
    assert id_parsing_sites(tree) == []


# ----------------------------------------------------------------- the front end's ids
ATOTERM = ENGINE.parent
UI_ID_NAMES = {"oid", "option_id", "item_id", "widget_id", "button_id"}
"""Local copies of a list item's or widget's id (``binding_id``, a key-map entry's name
grouped by its prefix, is not one)."""
UI_PENDING: dict[str, int] = {}
"""Sites not converted yet (none: the battle setup screen reads its card from the option's
value through ``views.setup_cards``)."""


def _is_ui_id(node: ast.AST) -> bool:
    """Any ``<...>.id`` (a widget's, an option's, a pressed button's) or a local copy."""
    if isinstance(node, ast.Attribute):
        return node.attr == "id"
    return isinstance(node, ast.Name) and node.id in UI_ID_NAMES


def _ui_id_or_default(node: ast.AST) -> bool:
    """An id itself, or ``<id> or ""`` (a tile number cut for show, ``str(tile.id)[:3]``,
    is neither)."""
    if isinstance(node, ast.BoolOp):
        return any(map(_is_ui_id, node.values))
    return _is_ui_id(node)


def ui_id_parsing_sites(tree: ast.AST) -> list[int]:
    """Line numbers where a front end takes an id apart (``(x.id or "").removeprefix(``
    included) or turns one into a number."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in TAKE_APART and _ui_id_or_default(node.func.value):
                lines.append(node.lineno)
        elif isinstance(node, ast.Subscript) and _ui_id_or_default(node.value):
            lines.append(node.lineno)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "int"
            and any(_is_ui_id(n) for arg in node.args for n in ast.walk(arg))
        ):
            lines.append(node.lineno)
    return sorted(set(lines))


def _ui_scan() -> dict[str, list[int]]:
    found = {}
    paths = [*sorted((ATOTERM / "ui").rglob("*.py")), ATOTERM / "plain.py"]
    for path in paths:
        rel = path.relative_to(ATOTERM).as_posix()
        sites = ui_id_parsing_sites(ast.parse(path.read_text(encoding="utf-8")))
        if sites:
            found[rel] = sites
    return found


def test_no_screen_parses_an_item_or_widget_id() -> None:
    found = _ui_scan()
    extra = {rel: lines for rel, lines in found.items() if len(lines) > UI_PENDING.get(rel, 0)}
    assert not extra, f"ids taken apart (keep a mapping from the entry to its thing): {extra}"
    done = [rel for rel in UI_PENDING if rel not in found]
    assert not done, f"converted: remove {done} from UI_PENDING"


@pytest.mark.parametrize(
    "source",
    [
        'return self.entries[int(option_id.removeprefix("save-"))]',
        "self.post_message(self.Chosen(int(event.option.id)))",
        'return (pressed.id or "").removeprefix(f"{field}-")',
        "if not option_id.startswith('voyage-'): pass",
        "n = menu.get_option_at_index(i).id.split('-')[1]",
    ],
)
def test_the_ui_scan_finds_id_parsing(source: str) -> None:
    assert ui_id_parsing_sites(ast.parse(source)) == [1]


def test_the_ui_scan_leaves_mappings_and_names_alone() -> None:
    tree = ast.parse(
        "e = self.rows.get(menu.highlighted)\n"
        "g = binding_id.partition('.')[0]\n"
        "SafeOption(text, id=f'save-{index}')\n"
        "x = bc.gear.get(g.id)\n"
        "canvas.put(x, y, str(tile.id)[:3])\n"
        "if option.id == 'done': pass"
    )
    assert ui_id_parsing_sites(tree) == []


# --------------------------------------------------------------- values the handlers use
@pytest.mark.parametrize(
    ("kind", "option_id", "value"),
    [
        ("skill_bonus", "fury", "fury"),
        ("titanloss.class", "class:chiron", "chiron"),
        ("drift.direction", "dir:ne", "ne"),
        ("encounter.order", "first:timeline", "timeline"),
        ("encounter.primordial", "prim:ammonax", "ammonax"),
        ("diplomacy.local", "faction:oracle", "oracle"),
        ("explore.option", "option:1", 1),
        ("adva.menu", "research:t1", ["research", "t1"]),
        ("adva.menu", "name:4", ["name", 4]),
        ("adva.menu", "name:dw", ["name", "dw"]),
        ("adva.menu", "done", None),
        ("adva.name", "name:Aster", "Aster"),
        ("adva.pattern", "titan:3", 3),
        ("adva.pattern", "titan:dw", "dw"),
        ("adva.pattern", "back", None),
        ("adva.trade", "rate:2", 2),
        ("adva.trade_give", "res:salt", "salt"),
        ("adva.trade_qty", "qty:3", 3),
        ("adv.code", "code:17", "17"),
        ("adv.code", "code:later", None),
        ("adv.node_tie", "node:2:m-owl", [2, "m-owl"]),
        ("adv.split", "split:1", 1),
        ("adv.leader", "leader:0", 0),
        ("adv.leader", "leader:random", None),
        ("adv.choice", "choice:2", 2),
        ("adv.bonus", "bonus:0", 0),
        ("adv.bonus", "roll", None),
        ("adv.group_reroll", "reroll:3", 3),
        ("adv.group_reroll", "done", None),
    ],
)
def test_the_upgrade_derives_the_value_a_handler_reads(
    kind: str, option_id: str, value: object
) -> None:
    assert kind in OLD_VALUES
    assert old_value(kind, option_id) == value


def _pending_options(game: Game) -> list[Option]:
    assert game.state.pending is not None
    return game.state.pending.options


def test_every_campaign_decision_met_carries_the_values_its_ids_name(
    content: ContentPack,
) -> None:
    """A campaign played by the bot: every non-battle decision it meets offers options whose
    values are the ones the upgrade derives from their ids (so a decoded old state and a live
    one hand their handlers the same data)."""
    game = Game.new(content, 7)
    kinds: set[str] = set()
    for _ in range(400):
        pending = game.state.pending
        if pending is None:
            break
        if not pending.kind.startswith("battle"):
            kinds.add(pending.kind)
            for option in pending.options:
                assert option.value == old_value(pending.kind, option.id), (pending.kind, option)
        legal = pending.legal_options()
        game.choose(legal[len(kinds) % len(legal)].id)
    assert {"skill_bonus", "move"} <= kinds
