"""Mnemos and trauma growth abilities in battle (engine/battle/titans/mnemos.py) [ADV-047, ADV-048,
ADV-065]."""

from __future__ import annotations

from dataclasses import replace

import battle_kit as kit
import pytest

from atoterm.content.story_model import FatedMnemosCard, MnemosCard, Storybook
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.attack import roll as attack_roll
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.titans.actions import unexhaust_all
from atoterm.engine.revision import REVISION_5
from atoterm.engine.story_state import MnemosHeld
from atoterm.engine.upgrade import LAYOUT

TIDE = MnemosCard(
    "tide-reader",
    "The Tide-Reader",
    "",
    ("sea",),
    {"wisdom": 1},
    (4, 9),
    ("0903", "0904"),
    (
        {
            "level": 1,
            "ability": kit.ability("Read the Swell", "start_of_turn", "fate 1", cost=["exhaust"]),
        },
        {
            "level": 2,
            "ability": kit.ability("Seventh Wave", "start_of_turn", "rage 1", cost=["exhaust"]),
        },
        {
            "level": 3,
            "ability": kit.ability("Sea Keeps Time", "start_of_turn", "fate 2", cost=["exhaust"]),
        },
    ),
)
DOOR = FatedMnemosCard(
    "the-sealed-door",
    "The Sealed Door",
    "",
    ("grief",),
    {"will": -1},
    "no_leader",
    5,
    {"ability": kit.ability("Knock Anyway", "start_of_turn", "fate 1", cost=["exhaust"])},
)


def make(resolved: int = 0, growth: tuple[str, ...] = ()) -> B:
    """A kit battle whose Argonaut 0 (Titan A) holds the Tide-Reader and growth abilities."""
    book = Storybook((), {}, mnemos={TIDE.id: TIDE}, fated_mnemos={DOOR.id: DOOR})
    content = replace(kit.pack(), storybook=book)
    b = kit.battle(content, titans=[kit.titan("A", 8, 2), kit.titan("B", 8, 4)])
    argonaut = b.state.argonauts[0]
    argonaut.mnemos.append(MnemosHeld(TIDE.id, nodes=resolved * 4, resolved=resolved))
    argonaut.growth.extend(growth)
    return b


def offered(b: B, key: str = "A") -> list[tuple[str, str]]:
    titan = b.battle.titan(key)
    return [
        (ref.name, abilities.source_label(b, titan, ref.source))
        for ref, _ in abilities.candidates(b, titan, "start_of_turn")
    ]


def test_level_1_only_before_a_breakthrough_ADV_047() -> None:
    """On gaining a Mnemos its Level 1 ability is available; not the others [ADV-047]."""
    b = make(resolved=0)
    assert offered(b) == [("Read the Swell", "Mnemos: The Tide-Reader")]
    assert offered(b, "B") == []  # another Argonaut's Titan has none of it


def test_breakthroughs_unlock_levels_2_and_3_ADV_048() -> None:
    """The first and second Breakthrough unlock Levels 2 and 3 [ADV-048]."""
    assert [n for n, _ in offered(make(resolved=1))] == ["Read the Swell", "Seventh Wave"]
    assert offered(make(resolved=2)) == [
        ("Read the Swell", "Mnemos: The Tide-Reader"),
        ("Seventh Wave", "Mnemos: The Tide-Reader"),
        ("Sea Keeps Time", "Mnemos: The Tide-Reader"),
    ]


def test_growth_duplicates_stack_ADV_065() -> None:
    """Each resolved copy of a Fated Mnemos leaves its growth ability once [ADV-065]."""
    b = make(growth=("the-sealed-door", "the-sealed-door"))
    assert offered(b)[1:] == [("Knock Anyway", "Fated Mnemos: The Sealed Door")] * 2
    titan = b.battle.titan("A")
    sources = [r.source for r, _ in abilities.candidates(b, titan, "start_of_turn")]
    assert sources == ["mnemos:tide-reader", "growth:0", "growth:1"]


def test_mnemos_ability_fires_through_the_window_ADV_047() -> None:
    """Used in an ability window like gear: the option names the Mnemos, the effect resolves,
    the exhaust cost exhausts the card (its other abilities wait) until unexhausted
    [ADV-047, BAT-MISC-076, BAT-MISC-089]."""
    b = make(resolved=2)
    titan = b.battle.titan("A")
    argonaut = b.state.argonauts[0]
    _, asked = kit.drive(
        b,
        abilities.ask_window(b, titan, ["start_of_turn"], "Start of turn"),
        ["use-mnemostide-reader-sea-keeps-time", "done"],
    )
    labels = [o.label for o in asked[0].options]
    assert "Sea Keeps Time (Mnemos: The Tide-Reader)" in labels
    assert argonaut.fate == 2
    assert any(e.kind == "ability" and "Mnemos: The Tide-Reader" in e.text for e in b.events)
    assert "mnemos:tide-reader" in titan.exhausted_abilities
    assert all(why for _, why in abilities.candidates(b, titan, "start_of_turn"))
    unexhaust_all(b, titan, "a test")
    usable = [r.name for r in abilities.available(b, titan, "start_of_turn")]
    assert usable == ["Read the Swell", "Seventh Wave"]  # once per Round [BAT-MISC-080]


def test_each_growth_copy_is_used_on_its_own_ADV_065() -> None:
    """Two copies are two abilities: using one exhausts only it, the other stays usable this
    Round, in another window (one ability of a name per window) [ADV-065, BAT-MISC-087,
    BAT-MISC-091]."""
    b = make(growth=("the-sealed-door", "the-sealed-door"))
    titan = b.battle.titan("A")
    window = ["start_of_turn"]
    kit.drive(b, abilities.ask_window(b, titan, window, "Go"), ["use-growth0-knock-anyway", "done"])
    assert titan.exhausted_abilities == ["growth:0"]
    kit.drive(b, abilities.ask_window(b, titan, window, "Go"), ["use-growth1-knock-anyway", "done"])
    assert titan.exhausted_abilities == ["growth:0", "growth:1"]
    assert b.state.argonauts[0].fate == 2


def test_passive_growth_copies_add_up_ADV_065() -> None:
    """A passive growth ability counts once per copy: two "+1 Precision" give +2 [ADV-065,
    BAT-MISC-084]."""
    straight = FatedMnemosCard(
        "the-first-to-kneel",
        "The First to Kneel",
        "",
        (),
        {},
        "always_leader",
        6,
        {"ability": kit.ability("Stand Up Straight", "passive", "precision 1")},
    )
    b = make(growth=(straight.id, straight.id))
    book = b.content.storybook
    assert book is not None
    fated = {**book.fated_mnemos, straight.id: straight}
    b.content = replace(b.content, storybook=replace(book, fated_mnemos=fated))
    titan = b.battle.titan("A")
    found = attack_roll.situational_precision(b, titan, AttackRun("A", 0))
    assert [(why, n) for why, n, _ in found] == [("Stand Up Straight", 1)] * 2


def test_no_storybook_no_mnemos_abilities_ADV_047() -> None:
    """A pack without a storybook (or an unknown card id) adds nothing."""
    b = kit.battle(kit.pack(), titans=[kit.titan("A", 8, 2)])
    b.state.argonauts[0].mnemos.append(MnemosHeld("tide-reader"))
    b.state.argonauts[0].growth.append("the-sealed-door")
    assert offered(b) == []


@pytest.mark.parametrize(("layout", "face_down"), [(REVISION_5, False), (LAYOUT, True)])
def test_a_discard_cost_turns_the_mnemos_face_down_BAT_MISC_094(layout, face_down) -> None:
    """A Mnemos ability whose cost is "Discard" (The Dirge-Learner's A Counter-Melody) flips the
    card face down: none of its abilities is usable for the rest of the Battle, not even after
    unexhausting, and the Argonaut still holds the card [BAT-MISC-094, BAT-MISC-076]. From
    rules revision 6: a journal of revision 5 keeps the card usable, as it recorded."""
    song = MnemosCard(
        "song",
        "The Song",
        "",
        ("lore",),
        {},
        (4, 9),
        ("0919", "0920"),
        (
            {
                "level": 1,
                "ability": kit.ability("Counter", "start_of_turn", "fate 1", cost=["discard"]),
            },
            {
                "level": 1,
                "ability": kit.ability("Sing", "start_of_turn", "rage 1", cost=["exhaust"]),
            },
        ),
    )
    book = Storybook((), {}, mnemos={song.id: song}, fated_mnemos={})
    b = kit.battle(replace(kit.pack(), storybook=book), titans=[kit.titan("A", 8, 2)])
    b.state.layout = layout
    argonaut = b.state.argonauts[0]
    argonaut.mnemos.append(MnemosHeld(song.id))
    titan = b.battle.titan("A")
    window = ["start_of_turn"]
    kit.drive(b, abilities.ask_window(b, titan, window, "Go"), ["use-mnemossong-counter", "done"])
    assert argonaut.fate == 1
    assert titan.discarded_sources == (["mnemos:song"] if face_down else [])
    unexhaust_all(b, titan, "a new Round")
    usable = [r.name for r, why in abilities.candidates(b, titan, "start_of_turn") if not why]
    assert usable == ([] if face_down else ["Sing"])
    assert [m.id for m in argonaut.mnemos] == ["song"]  # kept for later Battles
