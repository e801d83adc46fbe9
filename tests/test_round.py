"""The Campaign Round skeleton, as tables citing the rules checklist (sections CAMP, VOY, GEN).

Most tests sail small inline seas built from the content dataclasses, so they do not depend on
the shape of the default map; a few check values the default Cycle must carry.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

import pytest
from proc_kit import run
from support import play

from atoterm.content import ContentPack
from atoterm.content.schema import ArgoStart, Arrow, Faction, Tile, TimelineEvent
from atoterm.engine import IllegalAction, digest
from atoterm.engine.context import Ctx
from atoterm.engine.effects import EFFECTS, effect_op, resolve
from atoterm.engine.rng import Rng
from atoterm.engine.round import campaign
from atoterm.engine.state import SKILLS, GameState
from atoterm.engine.steps import STEP_ORDER, STEPS
from atoterm.session import Game

ROUND = [
    "movement",
    "timeline",
    "exploration",
    "expedition",
    "encounter",
    "advancement",
    "story",
    "doom",
    "end",
]


# --------------------------------------------------------------------- inline seas
FULL_ARGO = ArgoStart(crew=6, hull=5, argo_fate=0, knowledge=0)


def tile(
    tid: int,
    x: int,
    y: int,
    *arrows: Arrow,
    symbols: Sequence[str] = (),
    sectors: Sequence[str] = (),
) -> Tile:
    return Tile(tid, f"Tile {tid}", x, y, "", tuple(symbols), tuple(sectors), "", arrows)


def sea(
    *tiles: Tile,
    start: int | None = None,
    start_sector: str = "",
    days: int = 40,
    argo: ArgoStart = FULL_ARGO,
    events: Sequence[TimelineEvent] = (),
) -> ContentPack:
    return ContentPack(
        id="test-sea",
        name="Test Sea",
        version=1,
        description="",
        hash="0000000000000000",
        argo=argo,
        start_tile=start if start is not None else tiles[0].id,
        start_sector=start_sector,
        argonaut_names=("Ana", "Bo", "Cy", "Di", "Ed", "Fa"),
        factions=(Faction("f", "F", ""),),
        tiles={t.id: t for t in tiles},
        timeline_days=days,
        timeline=tuple(events),
        tile_order=tuple(t.id for t in tiles),
    )


def row(symbols: Sequence[Sequence[str]], **kwargs: Any) -> ContentPack:
    """Tiles 1..n west to east, each linked to its neighbours both ways."""
    n = len(symbols)
    tiles = []
    for i, syms in enumerate(symbols, start=1):
        arrows = []
        if i < n:
            arrows.append(Arrow("E", i + 1))
        if i > 1:
            arrows.append(Arrow("W", i - 1))
        tiles.append(tile(i, i, 0, *arrows, symbols=syms))
    return sea(*tiles, **kwargs)


SECTORED = sea(
    tile(1, 0, 0, Arrow("E", 2, to_sector="alpha"), Arrow("E", 2, to_sector="beta")),
    tile(
        2,
        1,
        0,
        Arrow("W", 1, from_sector="alpha"),
        Arrow("S", 4, from_sector="alpha"),
        Arrow("E", 3, from_sector="beta"),
        symbols=["doom"],
        sectors=["alpha", "beta"],
    ),
    tile(3, 2, 0, Arrow("W", 2, to_sector="beta")),
    tile(4, 1, 1, Arrow("N", 2, to_sector="alpha")),
)
"""Tile 2 is split: alpha leaves west or south, beta leaves east [VOY-006, VOY-007]."""

RESTRICTED = sea(
    tile(1, 0, 0, Arrow("E", 2, restricted="deep_keel"), Arrow("S", 3)),
    tile(2, 1, 0, Arrow("W", 1)),
    tile(3, 0, 1, Arrow("N", 1)),
)


def started(pack: ContentPack, seed: int = 1, **kwargs: Any) -> Game:
    """A campaign on ``pack`` with the four Skill bonuses chosen: waiting for the first move."""
    game = Game.new(pack, seed, **kwargs)
    for skill in ("courage", "cunning", "fury", "will"):
        game.choose(skill)
    assert game.pending is not None and game.pending.kind == "move"
    return game


def option_ids(game: Game) -> list[str]:
    assert game.pending is not None
    return [o.id for o in game.pending.options]


def sail(game: Game, *tiles: int) -> None:
    """Move along ``tiles``, each through the (only) waterway that leads there."""
    for target in tiles:
        (choice,) = [i for i in option_ids(game) if i.split("-")[1] == str(target)]
        game.choose(choice)


# --------------------------------------------------------------------- campaign setup
def test_setup_creates_four_argonauts_with_six_skills_at_zero(content: ContentPack) -> None:
    """[CAMP-006] always 4 Argonauts; [CAMP-008] six Skills starting at +0."""
    game = Game.new(content, 1)
    state = game.state
    assert state.phase == "setup"
    assert len(state.argonauts) == 4
    for argonaut in state.argonauts:
        assert argonaut.skills == dict.fromkeys(
            ("courage", "cunning", "endurance", "fury", "will", "wisdom"), 0
        )
        assert (argonaut.danger, argonaut.fate, argonaut.rage) == (0, 0, 0)
        assert argonaut.alive
        assert argonaut.bonus_skill == ""


@pytest.mark.parametrize(
    "choices",
    [
        pytest.param(("courage", "cunning", "endurance", "fury"), id="all-different"),
        pytest.param(("wisdom", "wisdom", "wisdom", "wisdom"), id="all-the-same"),
        pytest.param(("will", "fury", "will", "courage"), id="mixed"),
    ],
)
def test_setup_asks_each_argonaut_in_turn_for_a_plus_one_skill(
    content: ContentPack, choices: tuple[str, ...]
) -> None:
    """[CAMP-007] each Argonaut's Portrait gives +1 to one Skill, chosen at setup."""
    game = Game.new(content, 1)
    for index, skill in enumerate(choices):
        pending = game.pending
        assert pending is not None
        assert (pending.kind, pending.actor) == ("skill_bonus", f"argonaut:{index}")
        assert [o.id for o in pending.options] == list(SKILLS)
        game.choose(skill)
    for argonaut, skill in zip(game.state.argonauts, choices, strict=True):
        assert argonaut.bonus_skill == skill
        assert argonaut.skills == {s: (1 if s == skill else 0) for s in SKILLS}
    assert game.state.phase == "voyage"
    assert game.state.step == "movement"


def test_setup_refuses_an_unknown_skill(content: ContentPack) -> None:
    game = Game.new(content, 1)
    before = game.digest
    with pytest.raises(IllegalAction, match="'charm' is not an option"):
        game.choose("charm")
    assert game.digest == before == digest(game.state)


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        pytest.param(None, ["Ana", "Bo", "Cy", "Di"], id="defaults-from-content"),
        pytest.param(["Zed"], ["Zed", "Ana", "Bo", "Cy"], id="filled-from-content"),
        pytest.param(["Bo", "Ana"], ["Bo", "Ana", "Cy", "Di"], id="no-duplicate-defaults"),
        pytest.param(["A", "B", "C", "D", "E"], ["A", "B", "C", "D"], id="only-four"),
        pytest.param(["  Kai  ", "   "], ["Kai", "Ana", "Bo", "Cy"], id="blank-names-dropped"),
    ],
)
def test_argonaut_names(names: list[str] | None, expected: list[str]) -> None:
    """[CAMP-006] exactly 4 active Argonauts whatever names the players give."""
    game = Game.new(row([[], []]), 1, names=names)
    assert [a.name for a in game.state.argonauts] == expected


@pytest.mark.parametrize(
    "argo",
    [
        pytest.param(ArgoStart(6, 5, 0, 0), id="cycle-one"),
        pytest.param(ArgoStart(3, 2, 4, 7), id="custom"),
    ],
)
def test_argo_stats_come_from_content(argo: ArgoStart) -> None:
    """[CAMP-012] Crew, Hull, Argo Fate and Argo Knowledge, as the pack starts them."""
    state = Game.new(row([[], []], argo=argo), 1).state
    assert (state.argo.crew, state.argo.hull, state.argo.argo_fate, state.argo.knowledge) == (
        argo.crew,
        argo.hull,
        argo.argo_fate,
        argo.knowledge,
    )
    assert state.argo.dreamwalkers == 0


def test_default_cycle_starts_with_full_crew_and_hull(content: ContentPack) -> None:
    """[CAMP-013] Crew's full value in Cycle I is 6; [CAMP-014] Hull's is 5."""
    argo = Game.new(content, 1).state.argo
    assert (argo.crew, argo.hull, argo.argo_fate, argo.knowledge) == (6, 5, 0, 0)


def test_argo_starts_on_the_start_tile_which_is_revealed() -> None:
    """[VOY-001] the Argo is always on exactly one tile."""
    state = Game.new(row([[], [], []], start=2), 1).state
    assert state.voyage.tile == 2
    assert state.voyage.revealed == [2]
    assert state.voyage.explored == []


# --------------------------------------------------------------------- the round's steps
def test_round_steps_are_registered_in_rulebook_order() -> None:
    """[CAMP-002] 1 Movement … 9 End; setup is not part of the round."""
    assert list(STEP_ORDER) == ROUND
    assert "setup" in STEPS and "setup" not in STEP_ORDER


@pytest.mark.parametrize(
    ("step", "phase"),
    [
        pytest.param("movement", "voyage", id="movement-voyage"),
        pytest.param("timeline", "voyage", id="timeline-voyage"),
        pytest.param("exploration", "voyage", id="exploration-voyage"),
        pytest.param("expedition", "adventure", id="expedition-adventure"),
        pytest.param("encounter", "battle", id="encounter-battle"),
        pytest.param("advancement", "voyage", id="advancement-voyage"),
        pytest.param("story", "adventure", id="story-adventure"),
        pytest.param("doom", "adventure", id="doom-adventure"),
    ],
)
def test_default_phase_of_each_step(step: str, phase: str) -> None:
    """[CAMP-003] default phase mapping of the steps."""
    assert STEPS[step].phase == phase


def test_steps_run_in_fixed_order_every_round() -> None:
    """[CAMP-002] every step runs, in order, every round; [CAMP-004] then a new round: the
    campaign's procedure passes each step's checkpoint in turn."""
    pack = row([[], [], []])
    state = started(pack).state
    ctx = Ctx(state, pack, Rng(state.seed, state.rng, forced=state.forced))
    ran = run(ctx, campaign, ["to-2", "to-3"])
    passed = [label for label in ran.checkpoints if label in STEPS]
    steps = [label for i, label in enumerate(passed) if i == 0 or passed[i - 1] != label]
    assert steps == ROUND + ROUND + ROUND[:1]  # the first: back to the pending Movement


def test_one_round_is_one_day() -> None:
    """[CAMP-001] one Campaign Round is one day of the Timeline."""
    game = started(row([[], [], []]))
    for expected_day, target in enumerate((2, 3, 2, 1, 2), start=1):
        sail(game, target)
        assert game.state.timeline.day == expected_day
        assert game.state.round == expected_day + 1  # waiting in the next round's Movement


def test_events_of_a_round_follow_the_step_order() -> None:
    """Move [VOY-002] → new day [CAMP-022] → symbols [VOY-013/014] → explored [CAMP-039]."""
    game = started(row([[], ["doom", "progress"]]))
    events = game.choose("to-2")
    kinds = [e.kind for e in events]
    assert kinds == ["moved", "tile_revealed", "day", "doom", "progress", "explored"]
    assert [e.rule for e in events] == [
        "VOY-002",
        "VOY-004",
        "CAMP-022",
        "VOY-013",
        "VOY-014",
        "CAMP-039",
    ]


def test_phase_is_always_one_of_the_known_phases(content: ContentPack) -> None:
    """[GEN-004] the game is always in exactly one phase."""
    game = Game.new(content, 4)
    seen = {game.state.phase}
    for _ in range(60):
        if game.pending is None:
            break
        play(game, 1, pick=3)
        seen.add(game.state.phase)
    assert seen <= {"setup", "voyage", "adventure", "battle", "over"}


# --------------------------------------------------------------------- movement
def test_movement_offers_exactly_the_arrows_of_the_tile() -> None:
    """[VOY-002] move through a directional arrow of the current tile;
    [VOY-003] there is no option to stay."""
    pack = sea(
        tile(5, 1, 1, Arrow("N", 1), Arrow("E", 2), Arrow("S", 3)),
        tile(1, 1, 0, Arrow("S", 5)),
        tile(2, 2, 1, Arrow("W", 5)),
        tile(3, 1, 2, Arrow("N", 5)),
        tile(4, 0, 1, Arrow("E", 5)),  # an arrow into 5, none out of 5 towards it
    )
    game = started(pack)
    assert option_ids(game) == ["to-1", "to-2", "to-3"]
    assert all(not o.id.endswith("-5") for o in game.pending.options)  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="'to-4' is not an option"):
        game.choose("to-4")


def test_two_arrows_one_direction_enter_the_two_sectors() -> None:
    """[VOY-006] the player chooses which arrow to follow into a sectored tile."""
    game = started(SECTORED)
    assert option_ids(game) == ["to-2-alpha", "to-2-beta"]


@pytest.mark.parametrize(
    ("entry", "sector", "exits", "foreign"),
    [
        pytest.param("to-2-alpha", "alpha", ["to-1", "to-4"], "to-3", id="alpha"),
        pytest.param("to-2-beta", "beta", ["to-3"], "to-1", id="beta"),
    ],
)
def test_only_the_current_sectors_arrows_are_offered(
    entry: str, sector: str, exits: list[str], foreign: str
) -> None:
    """[VOY-007] the Argo lands in the sector of the followed arrow and leaves only by that
    sector's arrows; the other sector's arrows are not options at all."""
    game = started(SECTORED)
    game.choose(entry)
    assert game.state.voyage.sector == sector
    assert option_ids(game) == exits
    before = game.digest
    with pytest.raises(IllegalAction, match="is not an option"):
        game.choose(foreign)
    assert game.digest == before


def test_sector_is_cleared_on_an_undivided_tile() -> None:
    game = started(SECTORED)
    game.choose("to-2-beta")
    game.choose("to-3")
    assert (game.state.voyage.tile, game.state.voyage.sector) == (3, "")
    game.choose("to-2-beta")
    assert game.state.voyage.sector == "beta"


def test_symbols_resolve_whatever_the_sector() -> None:
    """[VOY-008] the sector never restricts map symbols (Doom on tile 2, either sector)."""
    for entry in ("to-2-alpha", "to-2-beta"):
        game = started(SECTORED)
        game.choose(entry)
        assert game.state.doom == 1


def test_restricted_waterway_is_shown_disabled_with_a_reason() -> None:
    """[VOY-012] a Restricted waterway needs a Technology to cross."""
    game = started(RESTRICTED)
    options = {o.id: o for o in game.pending.options}  # type: ignore[union-attr]
    assert set(options) == {"to-2", "to-3"}
    assert "deep keel" in options["to-2"].disabled
    assert "VOY-012" in options["to-2"].disabled
    assert options["to-3"].disabled == ""
    assert [o.id for o in game.pending.legal_options()] == ["to-3"]  # type: ignore[union-attr]


def test_choosing_a_restricted_waterway_is_illegal_and_changes_nothing() -> None:
    game = started(RESTRICTED)
    before, records = game.digest, game.record_count
    state_before = copy.deepcopy(game.state)
    with pytest.raises(IllegalAction) as caught:
        game.choose("to-2")
    assert "restricted waterway" in caught.value.reason
    assert "deep keel" in caught.value.reason
    assert game.digest == before
    assert game.state == state_before
    assert game.record_count == records


def test_tile_is_revealed_on_first_entry_only() -> None:
    """[VOY-004] a tile not yet on the table is placed when the Argo first sails there."""
    game = started(row([[], [], []]))
    game.choose("to-2")
    assert game.state.voyage.revealed == [1, 2]
    assert game.history.line[-1].reveals == ["tile:2"]
    game.choose("to-1")
    assert game.history.line[-1].reveals == []
    game.choose("to-2")
    assert game.history.line[-1].reveals == []
    game.choose("to-3")
    assert game.history.line[-1].reveals == ["tile:3"]
    assert game.state.voyage.revealed == [1, 2, 3]


def test_option_explanations_follow_what_is_known_of_the_tile() -> None:
    game = started(row([[], [], []], start=2))
    explain = {o.id: o.explain for o in game.pending.options}  # type: ignore[union-attr]
    assert explain == {"to-3": "not yet on the table", "to-1": "not yet on the table"}
    game.choose("to-3")
    explain = {o.id: o.explain for o in game.pending.options}  # type: ignore[union-attr]
    assert explain == {"to-2": "revealed"}, "the start tile is on the table, not yet explored"
    game.choose("to-2")
    game.choose("to-3")
    explain = {o.id: o.explain for o in game.pending.options}  # type: ignore[union-attr]
    assert explain == {"to-2": "explored"}


@pytest.mark.parametrize(
    ("symbols", "path", "last_city"),
    [
        pytest.param([["city"], [], []], [2], 1, id="leaving-the-start-city"),
        pytest.param([["city"], [], []], [2, 3], 1, id="token-stays-after-other-tiles"),
        pytest.param([[], ["city"], []], [2, 3], 2, id="leaving-a-city-later"),
        pytest.param([[], ["city"], []], [2], 0, id="not-while-still-in-the-city"),
        pytest.param([["city"], ["city"], []], [2, 3], 2, id="only-one-token-moves"),
        pytest.param([[], [], []], [2, 3, 2], 0, id="no-city-no-token"),
    ],
)
def test_last_visited_city(symbols: list[list[str]], path: list[int], last_city: int) -> None:
    """[VOY-009] leaving a City tile moves the single Last Visited City token there."""
    game = started(row(symbols))
    sail(game, *path)
    assert game.state.voyage.last_city == last_city


# --------------------------------------------------------------------- timeline
@pytest.mark.parametrize("days", [1, 2, 5])
def test_campaign_is_lost_when_the_timeline_runs_out(days: int) -> None:
    """[CAMP-022] mark the next Timeline box; with no box left the campaign is lost."""
    game = started(row([[], []], days=days))
    for _ in range(days):
        play(game, 1)
        assert game.state.outcome is None
    assert game.state.timeline.day == days
    play(game, 1)
    outcome = game.state.outcome
    assert outcome is not None
    assert (outcome.result, outcome.rule) == ("lost", "CAMP-022")
    assert game.state.timeline.day == days
    assert game.state.phase == "over"
    assert game.pending is None
    assert game.over
    with pytest.raises(IllegalAction, match="over"):
        game.choose(0)


def test_timeline_events_of_the_day_are_announced() -> None:
    """[CAMP-022, CAMP-023] the marked day is the current day; its entries are read out."""
    pack = row([[], []], events=[TimelineEvent(2, "battle", "Timeline Battle")])
    game = started(pack)
    (day1,) = [e for e in game.choose("to-2") if e.kind == "day"]
    assert "Day 1 of 40" in day1.text
    assert "Timeline Battle" not in day1.text
    (day2,) = [e for e in game.choose("to-1") if e.kind == "day"]
    assert "Day 2 of 40" in day2.text
    assert "Timeline Battle" in day2.text


# --------------------------------------------------------------------- exploration symbols
@pytest.mark.parametrize(
    ("symbols", "visits", "doom", "progress", "titans"),
    [
        pytest.param([], 3, 0, 0, 0, id="no-symbols"),
        pytest.param(["doom"], 1, 1, 0, 0, id="VOY-013-doom-first-visit"),
        pytest.param(["doom"], 3, 3, 0, 0, id="VOY-013-doom-every-visit"),
        pytest.param(["progress"], 1, 0, 1, 0, id="VOY-014-progress-unexplored"),
        pytest.param(["progress"], 3, 0, 1, 0, id="VOY-014-progress-not-when-explored"),
        pytest.param(["titan"], 1, 0, 0, 1, id="VOY-015-titan-unexplored"),
        pytest.param(["titan"], 3, 0, 0, 1, id="VOY-015-titan-not-when-explored"),
        pytest.param(["doom", "progress", "titan"], 4, 4, 1, 1, id="VOY-016-positive-once"),
        pytest.param(["city", "adventure", "rr"], 2, 0, 0, 0, id="no-exploration-symbols"),
    ],
)
def test_exploration_symbols(
    symbols: list[str], visits: int, doom: int, progress: int, titans: int
) -> None:
    """[VOY-013..VOY-016] Doom on every visit; Progress and Titan only while Unexplored."""
    game = started(row([[], symbols]))
    for _ in range(visits):
        sail(game, 2)
        sail(game, 1)
    state = game.state
    assert (state.doom, state.progress, state.argo.dreamwalkers) == (doom, progress, titans)


def test_end_step_explores_the_tile_once() -> None:
    """[CAMP-039] End Step: an Unexplored tile becomes Explored; otherwise nothing happens."""
    game = started(row([[], ["progress"], []]))
    events = game.choose("to-2")
    assert [e.kind for e in events][-1] == "explored"
    assert game.state.voyage.explored == [2]
    sail(game, 3, 2)
    assert game.state.voyage.explored == [2, 3]
    assert "explored" not in [e.kind for e in game.last_events]


def test_start_tile_is_explored_only_after_a_round_ends_there() -> None:
    game = started(row([["progress"], []]))
    sail(game, 2)
    assert 1 not in game.state.voyage.explored
    sail(game, 1)
    assert game.state.progress == 1, "the start tile's Progress is gained on the first visit"
    assert 1 in game.state.voyage.explored


# --------------------------------------------------------------------- the effect vocabulary
def ctx_for(phase: str = "voyage", **argo: int) -> Ctx:
    pack = row([[], []])
    state = copy.deepcopy(started(pack).state)
    state.phase = phase
    for key, value in argo.items():
        setattr(state.argo, key, value)
    return Ctx(state=state, content=pack, rng=Rng(state.seed, state.rng))


@pytest.mark.parametrize(
    ("stat", "start", "amount", "value", "lost"),
    [
        pytest.param("crew", 6, -1, 5, "", id="CAMP-013-crew-loss"),
        pytest.param("crew", 6, -6, 0, "CAMP-013", id="CAMP-013-crew-zero-loses"),
        pytest.param("crew", 2, -5, 0, "CAMP-013", id="CAMP-013-crew-never-negative"),
        pytest.param("crew", 5, 1, 6, "", id="crew-gain"),
        pytest.param("hull", 5, -5, 0, "CAMP-014", id="CAMP-014-hull-zero-loses"),
        pytest.param("hull", 1, -1, 0, "CAMP-014", id="CAMP-014-hull-last-point"),
        pytest.param("hull", 5, -4, 1, "", id="CAMP-014-hull-one-left"),
        pytest.param("argo_fate", 8, 1, 9, "", id="CAMP-015-argo-fate-nine-is-fine"),
        pytest.param("argo_fate", 9, 1, 10, "CAMP-015", id="CAMP-015-argo-fate-above-nine"),
        pytest.param("argo_fate", 0, 12, 12, "CAMP-015", id="CAMP-015-argo-fate-jump"),
        pytest.param("argo_fate", 3, -5, 0, "", id="argo-fate-floor-zero"),
        pytest.param("knowledge", 4, 3, 7, "", id="CAMP-016-knowledge-gain"),
        pytest.param("knowledge", 4, -2, 4, "", id="CAMP-016-knowledge-never-decreases"),
    ],
)
def test_gain_argo_stat(stat: str, start: int, amount: int, value: int, lost: str) -> None:
    ctx = ctx_for(**{stat: start})
    resolve(ctx, {"op": "gain_argo_stat", "stat": stat, "amount": amount})
    assert getattr(ctx.state.argo, stat) == value
    outcome = ctx.state.outcome
    if lost:
        assert outcome is not None
        assert (outcome.result, outcome.rule) == ("lost", lost)
        assert ctx.state.phase == "over"
        assert ctx.state.pending is None
    else:
        assert outcome is None


def test_nothing_resolves_once_the_campaign_is_lost() -> None:
    """[CAMP-020] a loss ends the campaign at once: later effects do nothing."""
    ctx = ctx_for(crew=1)
    resolve(ctx, {"op": "gain_argo_stat", "stat": "crew", "amount": -1})
    resolve(ctx, {"op": "gain_argo_stat", "stat": "hull", "amount": -5})
    resolve(ctx, {"op": "gain_doom", "amount": 3})
    assert ctx.state.argo.hull == 5
    assert ctx.state.doom == 0
    assert ctx.state.outcome is not None and ctx.state.outcome.rule == "CAMP-013"


@pytest.mark.parametrize(
    ("effect", "error"),
    [
        pytest.param({"op": "gain_argo_stat", "stat": "oars", "amount": 1}, KeyError, id="stat"),
        pytest.param({"op": "gain_argo_stat", "stat": "crew", "amount": 1.5}, TypeError, id="f"),
        pytest.param({"op": "gain_argo_stat", "stat": "crew", "amount": True}, TypeError, id="b"),
        pytest.param({"op": "sink_the_argo"}, KeyError, id="unknown-op"),
        pytest.param({"amount": 1}, KeyError, id="no-op"),
    ],
)
def test_malformed_effects_are_refused(effect: dict[str, Any], error: type) -> None:
    ctx = ctx_for()
    before = copy.deepcopy(ctx.state)
    with pytest.raises(error):
        resolve(ctx, effect)
    assert ctx.state == before


@pytest.mark.parametrize("stat", ["danger", "fate", "rage"])
@pytest.mark.parametrize(
    ("phase", "start", "amount", "alive", "value"),
    [
        pytest.param("voyage", 8, 1, True, 9, id="to-nine"),
        pytest.param("voyage", 8, 2, False, 8, id="GEN-034-above-nine-dies"),
        pytest.param("voyage", 9, 1, False, 9, id="GEN-034-nine-plus-one-dies"),
        pytest.param("adventure", 5, 7, False, 5, id="GEN-034-in-adventure-dies"),
        pytest.param("battle", 8, 3, True, 9, id="GEN-035-battle-does-not-kill-here"),
        pytest.param("voyage", 2, -5, True, 0, id="floor-zero"),
    ],
)
def test_triskelion_above_nine_outside_battle_kills(
    stat: str, phase: str, start: int, amount: int, alive: bool, value: int
) -> None:
    """[GEN-031] stats 0..9; [GEN-034] outside Battle, forced above 9 kills the Argonaut."""
    ctx = ctx_for(phase=phase)
    setattr(ctx.state.argonauts[2], stat, start)
    resolve(ctx, {"op": "gain_triskelion", "stat": stat, "amount": amount, "argonaut": 2})
    argonaut = ctx.state.argonauts[2]
    assert argonaut.alive is alive
    assert getattr(argonaut, stat) == value
    assert all(a.alive for i, a in enumerate(ctx.state.argonauts) if i != 2)
    if not alive:
        assert ctx.events[-1].kind == "argonaut_died"
        assert ctx.events[-1].rule == "GEN-034"


def test_mark_choice_matrix_marks_a_box_once() -> None:
    ctx = ctx_for()
    for box in (5, 3, 5, 3, 12):
        resolve(ctx, {"op": "mark_choice_matrix", "box": box})
    assert ctx.state.choice_matrix == [3, 5, 12]
    assert [e.kind for e in ctx.events] == ["choice_matrix"] * 3


@pytest.mark.parametrize(
    ("op", "amounts", "field", "expected"),
    [
        pytest.param("gain_progress", [1, 2], "progress", 3, id="CAMP-017-progress"),
        pytest.param("gain_progress", [1, -4], "progress", 0, id="progress-floor"),
        pytest.param("gain_doom", [1, 1, 1], "doom", 3, id="CAMP-018-doom"),
        pytest.param("gain_doom", [2, -1], "doom", 1, id="doom-loss"),
    ],
)
def test_progress_and_doom_tokens(op: str, amounts: list[int], field: str, expected: int) -> None:
    ctx = ctx_for()
    for amount in amounts:
        resolve(ctx, {"op": op, "amount": amount})
    assert getattr(ctx.state, field) == expected


def test_add_timeline_event_lands_on_a_future_day() -> None:
    """[CAMP-023] an event written on the Timeline is read out on its day."""
    game = started(row([[], []]))
    game.choose("to-2")  # day 1
    ctx = Ctx(state=game.state, content=game.content, rng=Rng(1, game.state.rng))
    resolve(ctx, {"op": "add_timeline_event", "kind": "story", "label": "A Storm", "in_days": 2})
    assert [(e.day, e.kind, e.label) for e in game.state.timeline.added] == [
        (3, "story", "A Storm")
    ]
    assert "A Storm" not in next(e.text for e in game.choose("to-1") if e.kind == "day")
    assert "A Storm" in next(e.text for e in game.choose("to-2") if e.kind == "day")


def test_an_effect_op_cannot_be_registered_twice() -> None:
    with pytest.raises(ValueError, match="registered twice"):
        effect_op("gain_doom")(lambda ctx, effect: None)
    assert EFFECTS["gain_doom"].__name__ == "gain_doom"


def test_effects_never_mutate_other_states() -> None:
    """State is plain data: two contexts never share mutable parts."""
    a = ctx_for()
    b_state: GameState = copy.deepcopy(a.state)
    resolve(a, {"op": "mark_choice_matrix", "box": 1})
    resolve(a, {"op": "gain_argo_stat", "stat": "crew", "amount": -2})
    assert b_state.choice_matrix == []
    assert b_state.argo.crew == 6
