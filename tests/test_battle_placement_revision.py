"""Terrain placement offers only legal cells from rules revision 4 (issue 15, item 4).

"Place Grown Shell-Wall on: G10, H10, I10" offered two cells holding the Indestructible Stair
Monolith; choosing one was accepted and then ignored [TER-006]. From rules revision 4 (journal
format 4, ``engine/revision.py``) the decision offers only the cells the tile may go on; a
state of an older journal (formats 1 to 3, layouts 2 and 3) keeps offering what its digests
recorded, so those journals still verify.
"""

from __future__ import annotations

from pathlib import Path

import battle_kit as kit
import pytest
from support import HERE

import atoterm.engine.battle.abilities.ops_basic  # noqa: F401  (registers the ops)
from atoterm.content import ContentPack
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board import placement
from atoterm.engine.battle.board.geometry import cell_label
from atoterm.engine.battle.core.context import B
from atoterm.engine.revision import REVISION_4, offers_only_legal_cells
from atoterm.engine.rng import Rng
from atoterm.engine.upgrade import LAYOUT, LEGACY_LAYOUT, VALUES_LAYOUT
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import new_practice_game
from atoterm.store import FORMAT_VERSION, read_journal

E5, E6, E7 = (4, 4), (4, 5), (4, 6)
"""The cells in front of and adjacent to Ammonax (3x3) at B5, facing south."""
EVERY_CELL = ["cell-E5", "cell-E6", "cell-E7"]


def ammonax_battle(content: ContentPack, layout: int, terrain: list[tuple[str, list]]) -> B:
    """Ammonax at B5 facing south, the Titans far away, ``terrain`` on the board, the state of
    a journal whose states have ``layout``."""
    titans = [kit.titan(key, 10, 2 + 3 * i) for i, key in enumerate("ABCD")]
    b = kit.battle(content, titans=titans, primordial=(1, 4, "S"), terrain=terrain)
    b.state.layout = layout
    return b


def place_shell_wall(b: B, answers: list[str]) -> list[list[str]]:
    """The Primordial places a Grown Shell-Wall in front of it [TER-005]: the option ids of
    every placement decision asked."""
    _, asked = kit.drive(
        b,
        resolve_effects(b, kit.fx("place_terrain shell-wall"), EffectCtx(PRIMORDIAL, "")),
        answers,
    )
    assert all(d.kind == "battle.place_terrain" for d in asked)
    return [[o.id for o in d.options] for d in asked]


def walls(b: B) -> list[list[list[int]]]:
    return [p.cells for p in b.battle.terrain if p.terrain == "shell-wall"]


MONOLITH_ON_E6_E7 = [("stair-monolith", [E6]), ("stair-monolith", [E7])]
CASES = [
    # rule, layout, terrain before, answer, offered, shell-walls after, terrain left besides
    pytest.param(
        "TER-006",
        LAYOUT,
        MONOLITH_ON_E6_E7,
        "cell-E5",
        ["cell-E5"],
        [[[4, 4]]],
        ["stair-monolith", "stair-monolith"],
        id="TER-006 revision 4: cells on Indestructible Terrain are not offered",
    ),
    pytest.param(
        "TER-006",
        VALUES_LAYOUT,
        MONOLITH_ON_E6_E7,
        "cell-E6",
        EVERY_CELL,
        [],
        ["stair-monolith", "stair-monolith"],
        id="TER-006 format 3: every cell offered, Indestructible Terrain ignores the tile",
    ),
    pytest.param(
        "TER-006",
        LEGACY_LAYOUT,
        MONOLITH_ON_E6_E7,
        "cell-E7",
        EVERY_CELL,
        [],
        ["stair-monolith", "stair-monolith"],
        id="TER-006 formats 1-2: every cell offered, Indestructible Terrain ignores the tile",
    ),
    pytest.param(
        "TER-006",
        LAYOUT,
        [("shell-rubble", [E6])],
        "cell-E6",
        EVERY_CELL,
        [[[4, 5]]],
        [],
        id="TER-006 revision 4: destructible Terrain is offered, and destroyed by the placing",
    ),
    pytest.param(
        "TER-005",
        LAYOUT,
        [],
        "cell-E7",
        EVERY_CELL,
        [[[4, 6]]],
        [],
        id="TER-005 revision 4: an empty front row is offered whole",
    ),
    pytest.param(
        "TER-006",
        LAYOUT,
        [("stair-monolith", [E5, E6]), ("stair-monolith", [E7])],
        None,
        None,
        [],
        ["stair-monolith", "stair-monolith"],
        id="TER-006 revision 4: no legal cell, no decision and no tile",
    ),
]


@pytest.mark.parametrize(("rule", "layout", "terrain", "answer", "offered", "after", "left"), CASES)
def test_a_placement_offers_the_cells_its_revision_offers(
    content: ContentPack,
    rule: str,
    layout: int,
    terrain: list[tuple[str, list]],
    answer: str | None,
    offered: list[str] | None,
    after: list[list[list[int]]],
    left: list[str],
) -> None:
    b = ammonax_battle(content, layout, terrain)
    asked = place_shell_wall(b, [answer] if answer else [])
    assert asked == ([offered] if offered else [])
    assert walls(b) == after
    assert [p.terrain for p in b.battle.terrain if p.terrain != "shell-wall"] == left
    if not after:  # the placement was refused or never offered: the event names the rule
        assert any(e.rule == rule and e.kind == "terrain_ignored" for e in b.events)


@pytest.mark.parametrize(
    ("layout", "legal_only"),
    [(LEGACY_LAYOUT, False), (VALUES_LAYOUT, False), (REVISION_4, True), (LAYOUT, True)],
)
def test_the_revision_is_the_states_layout(
    content: ContentPack, layout: int, legal_only: bool
) -> None:
    assert offers_only_legal_cells(ammonax_battle(content, layout, []).state) is legal_only


def test_new_games_are_format_7_and_offer_only_legal_cells(content: ContentPack) -> None:
    """A new campaign and a new practice battle are written in format 7, their states of
    layout 6: they play by rules revision 6, which keeps revision 4's legal placements."""
    assert (FORMAT_VERSION, LAYOUT) == (7, 6) and LAYOUT > REVISION_4
    campaign = Game.new(content, 5)
    practice = new_practice_game(content, 3, primordial="ammonax", level=4, durable=False)
    for game in (campaign, practice):
        assert game.header.format == 7 and game.state.layout == LAYOUT
        assert offers_only_legal_cells(game.state)
        game.close()


def test_the_issue_placement_in_a_new_ammonax_battle_offers_only_legal_cells(
    content: ContentPack,
) -> None:
    """The Level 4 Ammonax battle of the format-3 fixture, played anew (seed 2, progress bot):
    every Grown Shell-Wall placement offers only cells without Indestructible Terrain."""
    game = new_practice_game(content, 2, primordial="ammonax", level=4, durable=False)
    placements = 0
    while game.pending is not None and placements < 6:
        pending = game.pending
        if pending.kind == "battle.place_terrain":
            placements += 1
            state = game.state
            b = B(state, content, Rng(state.seed, dict(state.rng), forced=dict(state.forced)))
            tile = next(k for k, t in content.battle.terrain.items() if t.name in pending.prompt)
            cells = [tuple(c) for c in pending.context["cells"]]
            assert [placement.refusal(b, tile, [c]) for c in cells] == [""] * len(cells)
            assert [o.id for o in pending.options] == [f"cell-{cell_label(c)}" for c in cells]
        game.choose(bot_choice(game, "progress"))
    game.close()
    assert placements == 6


@pytest.mark.parametrize(
    ("folder", "name", "decision", "offered"),
    [
        ("journals_v3", "battle_ammonax_l4.atoj", 123, ["cell-H10", "cell-I10", "cell-J10"]),
        ("journals_v3", "campaign.atoj", 813, ["cell-H9", "cell-H10", "cell-H11"]),
        ("journals_v2", "campaign.atoj", 813, ["cell-H9", "cell-H10", "cell-H11"]),
    ],
    ids=["v3 Ammonax L4", "v3 campaign (H10 chosen)", "v2 campaign (H10 chosen)"],
)
def test_older_journals_keep_offering_illegal_cells_and_verify(
    content: ContentPack, tmp_path: Path, folder: str, name: str, decision: int, offered: list[str]
) -> None:
    """Kept journals that reached a placement offering Indestructible cells [TER-006] (H10
    holds a Stair Monolith; the campaigns even chose it), cut just before that decision's
    record: they load with the options as recorded, and verify to the recorded digest (which
    covers those options)."""
    source = HERE / "fixtures" / folder / name
    journal = read_journal(source)
    index = next(
        i for i, r in enumerate(journal.records) if r.kind == "decision" and r.n == decision
    )
    data = source.read_bytes()
    path = tmp_path / name
    path.write_bytes(data[: journal.records[index].offset])  # up to the decision, not with it
    game, _ = load_game(path, content, writable=False)
    assert game.state.layout < REVISION_4 and not offers_only_legal_cells(game.state)
    pending = game.pending
    assert pending is not None and pending.kind == "battle.place_terrain"
    assert [o.id for o in pending.options] == offered
    assert journal.records[index].choice in offered
    result = verify_journal(path, content)
    assert result.ok and result.digest == game.digest == journal.records[index - 1].digest
