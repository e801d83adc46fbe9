"""The Mnestis Theatre's Levels: 5-9 of Ammonax and Kyanippe, 2-9 of Threnos [MNE-003, MNE-004,
MNE-012]: loaded apart from the campaign Levels, refused outside the Theatre, playable in it."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import pytest

from atoterm.content import load_content
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import mnestis
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.battle.primordial.traits import active_trait_ids
from atoterm.engine.rng import Rng
from atoterm.engine.state import RulesOptions
from atoterm.session.balance.battles import battle_cases
from atoterm.session.game import SessionError
from atoterm.session.practice import check_battle_choice, new_practice_game, simulate_practice
from atoterm.views.inspect_things import primordial_inspection

THEATRE = {"ammonax": [5, 6, 7, 8, 9], "kyanippe": [5, 6, 7, 8, 9], "threnos": list(range(2, 10))}
CAMPAIGN = {"ammonax": [1, 2, 3, 4], "kyanippe": [1, 2, 3, 4], "threnos": [1]}


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return load_content()


def _prims(content: ContentPack):  # type: ignore[no-untyped-def]
    assert content.battle is not None
    return content.battle.primordials


def test_theatre_levels_are_loaded_apart_and_marked(content: ContentPack) -> None:
    """MNE-003, BAT-SETUP-029: Levels 5-9 (an Adversary's 2-9) are Theatre Levels; ``levels``
    (what campaigns and practice battles read) keeps exactly Levels 1-4 (Threnos: 1)."""
    for pid, prim in _prims(content).items():
        assert [lv.level for lv in prim.levels] == CAMPAIGN[pid]
        assert [lv.level for lv in prim.mnestis_levels] == THEATRE[pid]
        assert all(lv.mnestis for lv in prim.mnestis_levels)
        assert not any(lv.mnestis for lv in prim.levels)
        assert prim.level(THEATRE[pid][-1]).mnestis


def test_each_theatre_level_is_no_easier_on_its_stat_block(content: ContentPack) -> None:
    """MNE-003 (issue 18: each Level harder than the one before): no number of a Level's stat
    block is lower than the Level before it, and at least one is higher."""
    for prim in _prims(content).values():
        ladder = [lv for lv in prim.all_levels if lv.level >= (1 if prim.adversary else 4)]
        for low, high in pairwise(ladder):
            fields = ("to_hit", "speed", "wounds", "at_bonus", "danger_bonus",
                      "evasion_dice_bonus", "escalations")  # fmt: skip
            pairs = [(getattr(low, f), getattr(high, f)) for f in fields]
            assert all(b >= a for a, b in pairs), (prim.id, high.level, pairs)
            assert any(b > a for a, b in pairs) or high.traits, (prim.id, high.level)


def test_practice_and_balance_never_offer_a_theatre_level(content: ContentPack) -> None:
    """MNE-003: the practice battle (CLI ``battle --level``, the setup screen) and the balance
    report's practice lines offer Levels 1-4 (Threnos: its Battle Track boxes) as before."""
    for pid, levels in THEATRE.items():
        for level in levels:
            with pytest.raises(SessionError, match="outside the Mnestis Theatre"):
                check_battle_choice(content, pid, level)
            with pytest.raises(SessionError, match="outside the Mnestis Theatre"):
                new_practice_game(content, 1, primordial=pid, level=level, durable=False)
            assert check_battle_choice(content, pid, level, theatre=True) == pid
    cases = {(c.primordial, c.level) for c in battle_cases(content)}
    assert cases == {(p, lv) for p, levels in CAMPAIGN.items() for lv in levels}


def test_engine_refuses_a_theatre_level_without_the_theatre(content: ContentPack) -> None:
    """MNE-003: the engine's own entry refuses a Theatre Level unless ``theatre`` is set;
    MNE-012: a Theatre battle takes no Battle Track box."""
    with pytest.raises(ValueError, match="only in the Mnestis Theatre"):
        new_practice_state(content, 1, primordial_id="ammonax", level=5, rules=RulesOptions())
    with pytest.raises(ValueError, match="no Battle Track box"):
        new_practice_state(
            content, 1, primordial_id="threnos", level=3, rules=RulesOptions(), track_box=2,
            theatre=True,
        )  # fmt: skip


def test_a_theatre_battle_is_marked_and_fights_an_adversary_without_a_box(
    content: ContentPack,
) -> None:
    """MNE-012: no Battle Track box in a Theatre battle, even at Threnos's Level 1 (a Custom
    Battle, MNE-006); the battle says it is a Theatre battle."""
    for level in (1, 4):
        state = new_practice_state(
            content, 3, primordial_id="threnos", level=level, rules=RulesOptions(), theatre=True
        )
        assert state.battle is not None
        assert state.battle.track_box == 0
        assert state.battle.scenario == "mnestis:threnos"
        assert mnestis.is_theatre(state.battle)
    practice = new_practice_state(
        content, 3, primordial_id="threnos", level=1, rules=RulesOptions()
    )
    assert practice.battle is not None
    assert practice.battle.track_box == 1 and not mnestis.is_theatre(practice.battle)


def _started(content: ContentPack, pid: str, level: int):  # type: ignore[no-untyped-def]
    """A Theatre game past Setup and the Start of Battle (default loadout, first options)."""
    game = new_practice_game(content, 5, primordial=pid, level=level, durable=False, theatre=True)
    while game.pending is not None and game.state.battle.round == 0:  # type: ignore[union-attr]
        game.choose(game.pending.options[0].id)
    return game


def test_threnos_theatre_level_gives_its_despair_and_the_track_traits(
    content: ContentPack,
) -> None:
    """MNE-012: in place of the Battle Track box, a Theatre Level's ``start`` Despair goes to
    every Titan and the boxes' Traits come with the Levels (cumulative, BAT-SETUP-030)."""
    game = _started(content, "threnos", 6)
    try:
        battle = game.state.battle
        assert battle is not None and battle.round >= 1
        b = B(game.state, content, Rng(game.state.seed, game.state.rng))
        traits = active_trait_ids(b)
        for trait in ("lantern-unshuttered", "choir-of-the-drowned", "veil-of-ash",
                      "the-last-verse"):  # fmt: skip
            assert trait in traits
        assert "drowned-bells" not in traits  # Level 7's
        despair = [t.despair for t in battle.titans]
        assert despair == [2, 2, 2, 2]  # Level 6 gives 2 each; nothing else has struck yet
    finally:
        game.close()


@pytest.mark.parametrize(
    ("pid", "level"), [(p, lv) for p, levels in THEATRE.items() for lv in levels]
)
def test_a_bot_battle_at_every_theatre_level_starts_and_finishes(
    content: ContentPack, pid: str, level: int
) -> None:
    """MNE-003: every Theatre Level is playable to its end (decks, escalations and Traits of
    Levels above 4 included); MNE-004: no Primordial resources come out of it."""
    table = simulate_practice(content, 7, "progress", primordial=pid, level=level, theatre=True)
    battle = table.state.battle
    assert battle is not None
    assert table.state.pending is None and battle.result in ("won", "lost")
    assert battle.primordial.level == level
    assert battle.aftermath == {}


def test_theatre_level_escalations_keep_the_decks_whole(content: ContentPack) -> None:
    """BAT-PRIM-012, BAT-TITAN-077, KEY-018: Level 9's 3 Escalations and The Last Warden's 1
    each swap the lowest BP and AI card for one a level higher; the decks keep their sizes."""
    prim = _prims(content)["ammonax"]
    assert prim.level(9).escalations == 3
    game = _started(content, "ammonax", 9)
    try:
        battle = game.state.battle
        assert battle is not None
        level_of = {c.id: c.level for c in (*prim.ai, *prim.bp)}
        decks = battle.decks
        bp = [level_of[c] for c in decks.bp + decks.bp_discard]
        ai = [level_of[c] for c in decks.ai + decks.ai_discard]
        assert sorted(bp) == [1] * 2 + [2] * 4
        assert sorted(ai) == [1] * 4 + [2] * 4
    finally:
        game.close()


def test_inspection_shows_a_theatre_level_only_when_asked(content: ContentPack) -> None:
    """MNE-003: the Primordial's sheet lists Levels 1-4; asked for Level 9 it shows Level 9
    and its Traits, cumulative [BAT-SETUP-030]."""
    sheet = primordial_inspection(content, "ammonax")
    assert sheet is not None
    assert not any(line.startswith("Level 5") for line in sheet.lines)
    nine = primordial_inspection(content, "ammonax", 9)
    assert nine is not None
    assert "Level 9: To Hit 7, Speed 7, Wounds 13" in nine.lines
    assert any("The Last Warden" in line for line in nine.lines)
    assert any("Spiral Bulwark" in line for line in nine.lines)
    threnos = primordial_inspection(content, "threnos", 5)
    assert threnos is not None
    start = [line for line in threnos.lines if line.startswith("Start of Battle")]
    assert start and "2" in start[0] and "Despair" in start[0], threnos.lines


# ------------------------------------------------------------------------------ the loader
def _drake(tmp_path: Path, extra: str) -> Path:
    from test_battle_content import BATTLE, write_battle

    return write_battle(
        tmp_path, {"primordials/drake.toml": BATTLE["primordials/drake.toml"] + extra}
    )


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ("[[level]]\nlevel = 5\nto_hit = 7\nspeed = 5\nwounds = 11\n",
         r"level 5: Levels 5-9 are Mnestis Theatre Levels: write mnestis = true"),
        ("[[level]]\nlevel = 10\nmnestis = true\nto_hit = 7\nspeed = 5\nwounds = 11\n",
         r"level"),
    ],
)  # fmt: skip
def test_loader_requires_the_theatre_mark(tmp_path: Path, extra: str, message: str) -> None:
    """MNE-003: a Level 5-9 without ``mnestis = true`` is refused, and no Level above 9."""
    from test_battle_content import problems_of

    found = [p.message for p in problems_of(_drake(tmp_path, "\n" + extra))]
    assert any(re.search(message, m) for m in found), found


@pytest.mark.parametrize(
    ("added", "message"),
    [
        ("mnestis = true\n", "level 2: mnestis = true is for the Mnestis Theatre's Levels 5-9"),
        ('start = ["despair 1"]\n', "level 2: only a Mnestis Theatre Level has start effects"),
    ],
)
def test_loader_refuses_the_mark_and_start_on_a_campaign_level(
    tmp_path: Path, added: str, message: str
) -> None:
    """MNE-003, MNE-012: ``mnestis`` and ``start`` belong to Theatre Levels only."""
    from test_battle_content import BATTLE, problems_of, write_battle

    text = BATTLE["primordials/drake.toml"].replace(
        "[[level]]\nlevel = 2\n", "[[level]]\nlevel = 2\n" + added
    )
    assert text != BATTLE["primordials/drake.toml"]
    folder = write_battle(tmp_path, {"primordials/drake.toml": text})
    found = [p.message for p in problems_of(folder)]
    assert any(message in m for m in found), found


def test_a_theatre_battle_saves_and_loads(content: ContentPack, tmp_path: Path) -> None:
    """MNE-003: a Theatre battle's journal loads again and replays to the same state: its
    Level is one the state check knows (``Known.battle_levels``) though no campaign has it."""
    from atoterm.session import load_game

    path = tmp_path / "theatre.atoj"
    game = new_practice_game(content, 11, primordial="threnos", level=7, save=path, theatre=True)
    for _ in range(12):
        assert game.pending is not None
        game.choose(game.pending.options[0].id)
    digest = game.history.line[-1].digest
    game.close()
    loaded, _report = load_game(path, content, writable=False)
    try:
        assert loaded.state.battle is not None
        assert loaded.state.battle.primordial.level == 7
        assert loaded.state.battle.scenario == "mnestis:threnos"
        assert loaded.history.line[-1].digest == digest
    finally:
        loaded.close()
