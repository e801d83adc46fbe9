"""A Condition gained outside Battle lasts until the end of the next Battle [BAT-MISC-035]:
the storybook's ``condition`` op gives it to an Argonaut ("First Blood", 0419: a lost duel
leaves the leader with Ringing Skull), the next Battle's Setup puts it on their Titan
(engine/battle/harm/carried.py), and the Casualties step ends it, also for an Argonaut who did
not fight. The storybook check refuses a Condition the pack lacks, and Knockdown
(tests/test_storybook_lint.py)."""

from __future__ import annotations

import dataclasses

import adventure_kit as kit
import battle_kit
from test_campaign_encounter import CYCLE, ctx_of, encounter_state

from atoterm.content import ContentPack
from atoterm.content.story_ops import parse_effect
from atoterm.engine import machine
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow.aftermath import aftermath
from atoterm.engine.effects import resolve
from atoterm.ui.argonaut_sheet import argonaut_text
from atoterm.views.effects import campaign_effect_words


def test_a_story_paragraph_gives_a_condition_BAT_MISC_035(content: ContentPack) -> None:
    """The duel of "First Blood" lost (2 against 7+): Kalon carries Ringing Skull; the sheet
    says how long."""
    run = kit.read("0419", content, forced={"adventure.d10": [2]})
    run.choose("leader:1", "roll", "keep")
    assert [a.conditions for a in run.state.argonauts] == [[], ["dazed"], [], []]
    event = run.of("condition")[0]
    assert event.rule == "BAT-MISC-035" and "until the end of the next Battle" in event.text
    sheet = argonaut_text(run.state.argonauts[1], content).plain
    assert "Conditions until the next Battle ends: Ringing Skull" in sheet
    said = campaign_effect_words(content, parse_effect("condition dazed"))
    assert said == "gain the Condition Ringing Skull until the end of the next Battle"


def test_held_until_the_next_battle_ends_BAT_MISC_035(content: ContentPack) -> None:
    """Setup puts the Condition on the Argonaut's Titan, where it works as any Condition
    (Ringing Skull: -1 Precision); one already held is not gained twice [BAT-MISC-036]; an
    Argonaut with no Titan in the Battle keeps hers only to its end."""
    pack = dataclasses.replace(content, storybook=None, cycle=CYCLE)
    state = encounter_state(pack)  # three Titans aboard: Argonaut 3 sits this Battle out
    ctx = ctx_of(state, pack)
    for seat, cond in ((0, "dazed"), (0, "dazed"), (3, "bleeding")):
        resolve(ctx, {"op": "condition", "argonaut": seat, "condition": cond})
    assert [a.conditions for a in state.argonauts] == [["dazed"], [], [], ["bleeding"]]
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    events = machine.apply(state, pack, "default").events  # the default loadouts; Setup ends
    battle = state.battle
    assert battle is not None
    titan = next(t for t in battle.titans if t.argonaut == 0)
    assert titan.conditions == ["dazed"] and state.argonauts[0].conditions == []
    carried = [e for e in events if e.kind == "condition_carried"]
    assert [e.rule for e in carried] == ["BAT-MISC-035"]
    assert not any(t.argonaut == 3 for t in battle.titans)
    assert state.argonauts[3].conditions == ["bleeding"]
    # the Battle ends: Casualties discard it all
    battle.result = "won"
    b = B(state, pack, ctx_of(state, pack).rng)
    battle_kit.drive(b, aftermath(b), ["continue"])
    assert [a.conditions for a in state.argonauts] == [[], [], [], []]
    assert all(t.conditions == [] for t in battle.titans)
