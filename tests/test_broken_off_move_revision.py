"""A Primordial move broken off by a Chain Break still ends as a move, from rules revision 5.

An "All Titans in path" Attack stops before each Titan in its path, attacks it, then moves
on into its space without Crash [BAT-PRIM-074, BAT-PRIM-075]; a Chain Break against a later
Titan ends the Attack, and with it the move [BAT-PRIM-073, BAT-PRIM-117, BAT-PRIM-118]. The
Primordial then stands where it stopped, and a Titan it stands on suffers the Unavoidable
Knockback every stopped move gives [BAT-PRIM-061, BAT-PRIM-075]. Before revision 5 the move
returned at the Chain Break without that end, leaving the Titan inside the footprint (found
by a random practice battle: Ammonax, seed 212, decision 1093). A journal of formats 1 to 4
recorded that board in its digests, so it keeps it (``engine/revision.py``,
``broken_off_move_clears_titans``).

The kit's Beast is 2x2 at (1, 4) facing South on a 12x10 board, Speed 5, Unavoidable
Knockback 2.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import battle_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.engine.battle.abilities.effects import OPS
from atoterm.engine.battle.board.board import primordial_cells, titan_cell
from atoterm.engine.battle.core import invariants
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.battle.primordial.attack import perform_ai_card
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.revision import REVISION_4, broken_off_move_clears_titans
from atoterm.engine.rng import choose_index
from atoterm.engine.state import RulesOptions
from atoterm.engine.upgrade import LAYOUT, LEGACY_LAYOUT, VALUES_LAYOUT
from atoterm.session import Game
from atoterm.session.legacy import state_layout


@pytest.fixture(autouse=True)
def breaker(monkeypatch: pytest.MonkeyPatch) -> None:
    """``test_break``: the Attack against this Titan suffers a Chain Break (as a Titan's Bonus
    Attack during it would cause, BAT-PRIM-118)."""

    def chain_break(b: Any, e: Any, ctx: Any) -> Any:
        ctx.attack.broken = True
        return
        yield

    monkeypatch.setitem(OPS, "test_break", chain_break)


def broken_path_attack(layout: int) -> tuple[Any, list[Any]]:
    """The Beast attacks the furthest Titan A (7, 4) along its path: B (3, 4) evades and is
    entered, then the Attack against C (4, 5) is Chain Broken before the Beast enters C's
    space. It stops at (2, 4), its footprint over B."""
    card = kit.ai(
        "coil",
        types=("sequential", "path"),
        targeting=("furthest",),
        doomed=True,
        hit=["test_break"],
    )
    content = kit.pack(ai_cards=[card])
    titans = [kit.titan("A", 7, 4), kit.titan("B", 3, 4), kit.titan("C", 4, 5)]
    b = kit.battle(content, titans=titans, forced={"battle.d10": [8, 8, 2, 2]})
    b.state.layout = layout
    _, asked = kit.drive(b, perform_ai_card(b, "coil"), ["dir-W"])
    return b, asked


@pytest.mark.parametrize(
    ("layout", "knocked_back"),
    [
        pytest.param(LEGACY_LAYOUT, False, id="formats 1-2 keep B under the Primordial"),
        pytest.param(VALUES_LAYOUT, False, id="format 3 keeps B under the Primordial"),
        pytest.param(REVISION_4, False, id="format 4 keeps B under the Primordial"),
        pytest.param(LAYOUT, True, id="BAT-PRIM-061 BAT-PRIM-075 revision 5 knocks B out"),
    ],
)
def test_a_move_broken_off_by_a_chain_break_still_ends(layout: int, knocked_back: bool) -> None:
    """BAT-PRIM-061 BAT-PRIM-073 BAT-PRIM-074 BAT-PRIM-075 BAT-PRIM-117: the move stops at
    the Chain Break; from revision 5 the Titan it stands on is knocked out from under it."""
    b, asked = broken_path_attack(layout)
    assert broken_off_move_clears_titans(b.state) is knocked_back
    p = b.battle.primordial
    assert (p.row, p.col) == (2, 4)  # stopped before C's space
    assert [e.data["titan"] for e in b.events if e.kind == "evasion_roll"] == ["B", "C"]
    assert any(e.kind == "chain_break" for e in b.events)
    under = [t.key for t in b.battle.living() if titan_cell(t) in primordial_cells(b)]
    if knocked_back:
        assert under == []
        assert [d.kind for d in asked] == ["battle.direction"]
        assert titan_cell(b.battle.titan("B")) == (3, 2)  # Unavoidable Knockback 2, West
        assert invariants.check(b.state, b.content) == []
    else:
        assert under == ["B"] and asked == []


SEED = 212
"""The random practice battle that found it: Ammonax at Level 1 (``1 + seed % 4``), the random
bot's choices drawn from the "bot" stream; at decision 1091 Doros dies in a Bonus Attack's
Second Ability Window, the Chain Break ends The Coil Unwinds, and by decision 1093 Ithra stood
inside the Warden's footprint."""


def start(content: ContentPack, journal_format: int) -> Game:
    """The seed-212 battle in a journal of ``journal_format`` (its start state of that format's
    layout, as a practice journal's header holds it)."""
    state = new_practice_state(
        content,
        SEED,
        primordial_id="ammonax",
        level=1 + SEED % 4,
        rules=RulesOptions(),
        layout=state_layout(journal_format),
    )
    shell = Game.new(content, SEED).header
    header = dataclasses.replace(shell, format=journal_format, start=canonical_bytes(state))
    game = Game.begin(content, header, durable=False)
    assert game.state.layout == journal_format
    return game


def bot_move(game: Game, made: int) -> None:
    """The random bot's choice of decision ``made`` (``tests/test_battle_random.py``)."""
    assert game.pending is not None
    legal = game.pending.legal_options()
    game.choose(legal[choose_index(SEED, "bot", made, len(legal))].id)


def test_the_seed_212_battle_keeps_the_board_sound(content: ContentPack) -> None:
    """BAT-PRIM-061 BAT-PRIM-075: the battle that found it, in format 5: no Titan is ever inside
    the footprint (the invariants hold after every decision) and the battle ends (won)."""
    game = start(content, 5)
    made = 0
    while game.pending is not None and made < 6000:
        bot_move(game, made)
        made += 1
        assert invariants.check(game.state, content) == [], f"decision {made}"
    assert game.pending is None and made == 1357
    assert game.state.battle is not None and game.state.battle.result == "won"


def test_a_format_4_seed_212_battle_keeps_what_it_recorded(content: ContentPack) -> None:
    """The same battle in format 4 plays by revision 4, as its journal recorded: by decision
    1093 Ithra stands inside the Warden's footprint."""
    game = start(content, 4)
    for made in range(1093):
        bot_move(game, made)
    assert invariants.check(game.state, content) == [
        "Titan A shares a space with the Primordial at (4, 6)"
    ]
