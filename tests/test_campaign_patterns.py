"""Patterns in campaign battles [ADVA-040, ADVA-041, ADVA-042].

A named Titan keeps the Patterns linked to it on the roster (ADVA-040); fielded in a campaign
battle it brings them, a Trauma Pattern's table replacing its class's Trauma Table and a
Kratos Pattern's its Kratos Table (ADVA-041), whether the default Titans seat it or the
players choose it in Setup. An edition without ``[campaign] patterns_in_battle`` (every
journal recorded before it) played the class's own tables, and still does.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.engine import machine
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm.draws import severity_for
from atoterm.engine.battle.titans import kratos
from atoterm.engine.campaign_state import TitanRecord
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.rng import Rng
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.steps import STEPS
from atoterm.session import verify_journal
from atoterm.session.bot_policy import bot_choice
from atoterm.session.game import Game, new_header
from atoterm.views.inspect_things import titan_inspection

SHELL = "pattern_nacre_cuirass"  # Trauma: 0-4 Minor, 5-7 Major, 8 Grave, 9 Obol
CALM = "pattern_vigil_lamp"  # Trauma: 0-3 Minor, 4-7 Major, 8-9 Grave
REACH = "pattern_stair_glaive"  # Kratos: level 1 "reposition 1"
CADENCE = "pattern_cindermouth_arbalest"  # Kratos: level 1 "break 1"
NAMED = "keel-ram"  # Trauma: 0-3 Minor, 4-6 Major, 7-8 Grave, 9 Obol
"""The named Titan's class: the default Titans seat it third (Melisse, seat C)."""


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.shipped()


@pytest.fixture(scope="module")
def earlier(content: ContentPack) -> ContentPack:
    """The same pack as an edition without ``patterns_in_battle`` (every earlier one)."""
    return replace(content, patterns_in_battle=False)


def at_encounter(content: ContentPack, patterns: list[str]) -> GameState:
    """The Encounter Step of the first Timeline Battle day, two unnamed Dreamwalkers and
    Ossa, a named Keel-Ram linked with ``patterns``, aboard."""
    state = new_state(content, 11, RulesOptions())
    day = next(e.day for e in content.timeline if e.kind == "battle")
    state.step, state.phase, state.step_done = "encounter", STEPS["encounter"].phase, False
    state.timeline.day = state.round = day
    state.argo.dreamwalkers = 2
    uid = state.campaign.next_titan_uid
    state.campaign.titans.append(TitanRecord(uid, NAMED, name="Ossa", patterns=list(patterns)))
    state.campaign.next_titan_uid += 1
    state.story.patterns = list(patterns)
    return state


def campaign_battle(content: ContentPack, patterns: list[str]) -> GameState:
    """The battle against Ammonax set up with the default Titans, at its Setup's first
    decision."""
    state = at_encounter(content, patterns)
    machine.start(state, content)
    machine.apply(state, content, "prim:ammonax")
    assert state.battle is not None and state.battle.from_argo
    assert state.pending is not None and state.pending.kind == "battle.setup.mode"
    return state


def ctx(content: ContentPack, state: GameState) -> B:
    return B(state, content, Rng(state.seed, dict(state.rng)))


def seat(state: GameState, key: str) -> TitanState:
    assert state.battle is not None
    return next(t for t in state.battle.titans if t.key == key)


def kratos_texts(b: B, titan: TitanState, rage: int) -> list[str]:
    b.argonaut(titan).rage = rage
    return [e.text for lv in kratos.unlocked(b, titan) for o in lv.options for e in o]


@pytest.mark.parametrize(
    ("linked", "danger", "severity", "level_1"),
    [
        pytest.param([SHELL], 3, "minor", None, id="ADVA-041 Layered Shell: Danger 3 is Minor"),
        pytest.param([SHELL], 8, "grave", None, id="ADVA-041 Layered Shell: Danger 8 is Grave"),
        pytest.param([CALM], 4, "major", None, id="ADVA-041 Lamp-Keeper's Calm: Danger 4"),
        pytest.param([CALM], 9, "grave", None, id="ADVA-041 Lamp-Keeper's Calm: Danger 9"),
        pytest.param([REACH], None, None, ["reposition 1"], id="ADVA-041 Stair-Step Reach"),
        pytest.param([CADENCE], None, None, ["break 1"], id="ADVA-041 Siege Cadence"),
        pytest.param([SHELL, CADENCE], 3, "minor", ["break 1"], id="ADVA-041 one of each kind"),
    ],
)
def test_adva_040_adva_041_a_named_titans_patterns_replace_its_tables_in_a_campaign_battle(
    content: ContentPack,
    linked: list[str],
    danger: int | None,
    severity: str | None,
    level_1: list[str] | None,
) -> None:
    """The default Titans seat Ossa at C with the Patterns linked to it on the roster; every
    rule that reads its tables reads the Patterns'; the other seats keep their class's."""
    state = campaign_battle(content, linked)
    battle = state.battle
    assert battle is not None and battle.patterns == {"C": linked}
    ossa, other = seat(state, "C"), seat(state, "A")
    assert ossa.roster_uid == state.campaign.titans[0].uid
    b = ctx(content, state)
    own = content.battle.titans[NAMED]  # type: ignore[union-attr]
    trauma = [c for c in linked if content.cycle.patterns[c].kind == "trauma"]
    rage = [c for c in linked if content.cycle.patterns[c].kind == "kratos"]
    fielded = b.titan_class(ossa)
    assert fielded.trauma_table == (
        content.cycle.patterns[trauma[0]].battle_trauma if trauma else own.trauma_table
    )
    assert fielded.kratos == (content.cycle.patterns[rage[0]].battle_kratos if rage else own.kratos)
    if danger is not None:
        assert severity_for(b, ossa, danger) == severity
    if level_1 is not None:
        assert kratos_texts(b, ossa, 1) == level_1
    assert b.titan_class(other) is content.battle.titans[other.titan_class]  # type: ignore[union-attr]
    # the Titan's inspection names them, in the player's words
    lines = titan_inspection(content, state, ossa).lines
    for card in linked:
        title = content.cycle.patterns[card].name
        assert any(line.startswith(f"{title}: ") for line in lines)


def test_adva_041_the_pattern_changes_what_the_titan_draws(content: ContentPack) -> None:
    """Against its class's own table: Danger 4 is a Major Trauma for a Keel-Ram, a Minor one
    for Ossa with Layered Shell [ADVA-041]."""
    plain = campaign_battle(content, [])
    shell = campaign_battle(content, [SHELL])
    assert plain.battle is not None and plain.battle.patterns == {}
    assert severity_for(ctx(content, plain), seat(plain, "C"), 4) == "major"
    assert severity_for(ctx(content, shell), seat(shell, "C"), 4) == "minor"


def choose_titans(content: ContentPack, state: GameState, picks: list[str]) -> None:
    """Setup's "choose" path: each seat in turn takes the option ``picks`` names."""
    machine.apply(state, content, "choose")
    for pick in picks:
        assert state.pending is not None and state.pending.kind == "battle.setup.titan"
        machine.apply(state, content, pick)


def test_adva_041_a_named_titan_chosen_in_setup_brings_its_patterns(
    content: ContentPack,
) -> None:
    """Ithra takes Ossa and Melisse an unnamed Dreamwalker: the Patterns go to Ossa's seat,
    and Melisse's seat is no longer Ossa's (a Dreamwalker lost there is not Ossa)."""
    state = campaign_battle(content, [SHELL, REACH])
    default = state.pending.option("default") if state.pending else None
    assert default is not None
    assert "Melisse: Keel-Ram (Patterns: Layered Shell, Stair-Step Reach) with " in default.explain
    machine.apply(state, content, "choose")
    assert state.pending is not None
    named = state.pending.option("titan-1")
    assert named is not None and named.explain.endswith(
        "Patterns: Layered Shell (Trauma), Stair-Step Reach (Kratos)"
    )
    for pick in ["titan-1", "class-hold-dreamer", "class-hold-dreamer"]:
        machine.apply(state, content, pick)
    assert state.battle is not None and state.battle.patterns == {"A": [SHELL, REACH]}
    assert seat(state, "A").titan_class == NAMED and seat(state, "A").roster_uid == 1
    assert seat(state, "C").roster_uid == 0
    b = ctx(content, state)
    assert severity_for(b, seat(state, "A"), 3) == "minor"
    assert kratos_texts(b, seat(state, "A"), 1) == ["reposition 1"]
    assert severity_for(b, seat(state, "C"), 3) == severity_for(b, seat(state, "B"), 3)


def test_adva_041_an_earlier_edition_plays_the_class_tables(
    content: ContentPack, earlier: ContentPack
) -> None:
    """Without ``patterns_in_battle`` a campaign battle fields no Pattern, its options say
    nothing of them, and a seat keeps its default Titan's record as those journals did."""
    state = campaign_battle(earlier, [SHELL, CADENCE])
    assert state.battle is not None and state.battle.patterns == {}
    ossa = seat(state, "C")
    b = ctx(earlier, state)
    assert b.titan_class(ossa) is earlier.battle.titans[NAMED]  # type: ignore[union-attr]
    assert severity_for(b, ossa, 4) == "major"  # Layered Shell would make it Minor
    default = state.pending.option("default") if state.pending else None
    assert default is not None and "Pattern" not in default.explain
    machine.apply(state, earlier, "choose")
    assert state.pending is not None
    named = state.pending.option("titan-1")
    assert named is not None and "Pattern" not in named.explain
    for pick in ["titan-1", "class-hold-dreamer", "class-hold-dreamer"]:
        machine.apply(state, earlier, pick)
    assert state.battle.patterns == {}
    assert seat(state, "C").roster_uid == 1  # as recorded: the default seat's uid stayed


def test_adva_042_a_pattern_lost_with_its_titan_is_not_fielded(content: ContentPack) -> None:
    """A Titan's Patterns live on its roster record: a record without them (the Titan that
    bore them died, ADVA-042) fields none; an unknown card on a record fields nothing."""
    state = at_encounter(content, [])
    state.campaign.titans[0].patterns = ["pattern_not_in_this_pack"]
    machine.start(state, content)
    machine.apply(state, content, "prim:ammonax")
    assert state.battle is not None and state.battle.patterns == {}


def play_campaign_battle(
    content: ContentPack, save: Path, patterns: list[str]
) -> tuple[dict[str, list[str]], GameState]:
    """A journaled game begun at the Encounter Step, played by the progress bot until the
    battle is over: the Patterns its seats fielded, and the state after it."""
    header = new_header(content, 11, start=canonical_bytes(at_encounter(content, patterns)))
    game = Game.begin(content, header, save, durable=False)
    fielded: dict[str, list[str]] | None = None
    for _ in range(5000):
        battle = game.state.battle
        if game.pending is None or (fielded is not None and battle is None):
            break
        if battle is not None and battle.cursor != "setup":
            fielded = {seat: list(cards) for seat, cards in battle.patterns.items()}
        game.choose(bot_choice(game, "progress"))
    game.close()
    assert fielded is not None and game.state.battle is None
    return fielded, game.state


def test_adva_041_adva_042_a_campaign_battle_with_patterns_plays_and_its_journal_verifies(
    content: ContentPack, earlier: ContentPack, tmp_path: Path
) -> None:
    """A whole campaign battle by the bot, Ossa with a Trauma and a Kratos Pattern: the
    journal verifies; Ossa dies in it, and its Patterns are lost with it [ADVA-042]. The same
    start in the earlier edition fields none and verifies too."""
    save = tmp_path / "patterns.atoj"
    fielded, after = play_campaign_battle(content, save, [SHELL, REACH])
    assert fielded == {"C": [SHELL, REACH]}
    assert verify_journal(save, content).ok
    assert not any(t.name == "Ossa" for t in after.campaign.titans)
    assert after.story.patterns == []  # lost for good, not back in the Gymnasion deck
    before = tmp_path / "earlier.atoj"
    fielded, _ = play_campaign_battle(earlier, before, [SHELL, REACH])
    assert fielded == {}
    assert verify_journal(before, earlier).ok
