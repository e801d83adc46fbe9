"""Awakenings in battle [BAT-MISC-063..BAT-MISC-072, VOY-037], on small content made here."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import Card, Godform
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects
from atoterm.engine.battle.attack import power
from atoterm.engine.battle.attack.roll import attack_profile
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import sisyphus
from atoterm.engine.battle.harm import draws
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.titans import awakening, stats
from atoterm.engine.battle.titans.summoning import practice_pantheon
from atoterm.engine.battle.titans.weapons import weapon_options
from atoterm.engine.state import Pantheon

SKY = Godform("sky", "Sky Ember", "white", trespass=2, speed=1, has_attack=True)
SEA = Godform("sea", "Sea Ember", "black", trespass=1)


def powers_pack() -> ContentPack:
    """The kit pack plus two Godforms (one with a Special Attack) and the Awakening cards."""
    content = kit.pack()
    bc = content.battle
    assert bc is not None
    gear = dict(bc.gear)
    for g in (
        kit.gear("godform-sky", kind="support", slot="support", hands=0, evasion=1,
                 keywords=["rocksteady"], traits=("godform",)),
        kit.gear("godform-sky-attack", hands=0, attack_dice=3, power=1, power_tier="white",
                 ranged=(1, 6), traits=("godform",)),
        kit.gear("godform-sea", kind="support", slot="support", hands=0, traits=("godform",)),
    ):  # fmt: skip
        gear[g.id] = g
    cards = dict(bc.cards)
    cards["grave-awaken"] = Card(
        "grave-awaken", "Awakening", "grave", kit.fx("awaken"), unlock="awakening"
    )
    cards["obol-die-gods"] = Card(
        "obol-die-gods", "You Died?", "obol", kit.fx("awaken_or_die"), unlock="awakening",
        replaces="obol-die",
    )  # fmt: skip
    cards["obol-gods"] = Card("obol-gods", "Dead Gods", "obol", kit.fx("live"), unlock="awakened")
    battle = replace(bc, gear=gear, cards=cards, godforms={"sky": SKY, "sea": SEA})
    return replace(content, battle=battle)


def fight(*titans: object, powers: Pantheon | None = None, **kw: object) -> B:
    content = powers_pack()
    placed = list(titans) or [kit.titan("A", 5, 5), kit.titan("B", 8, 8)]
    b = kit.battle(content, titans=placed, **kw)  # type: ignore[arg-type]
    assert content.battle is not None
    b.state.powers = powers or practice_pantheon(content.battle)
    return b


def awake(b: B, key: str, godform: str, *, by_obol: bool = False, trespass: int = 2) -> None:
    titan = b.battle.titan(key)
    awakening.attach(b, titan, b.bc.godforms[godform])
    titan.trespass, titan.awakened_by_obol = trespass, by_obol
    b.state.powers.godforms_used.append(godform)
    b.battle.priority_target = b.battle.priority_locked = key


# ---------------------------------------------------------------- unlocking and choosing
def test_awakening_cards_only_when_unlocked() -> None:
    """[BAT-MISC-063] The Awakening Grave Trauma joins the Trauma deck and the special "You
    died" replaces the normal one only with Forlorn Naos; the Dead Gods card is never in."""
    bc = powers_pack().battle
    assert bc is not None
    assert "grave-awaken" not in bc.deck("grave")
    assert "grave-awaken" in bc.deck("grave", awakening=True)
    assert bc.deck("obol") == ["obol-live", "obol-die"]
    assert bc.deck("obol", awakening=True) == ["obol-live", "obol-die-gods"]


@pytest.mark.parametrize(
    ("powers", "reason"),
    [
        pytest.param(Pantheon(godforms=["sky"]), "locked", id="BAT-MISC-063-locked"),
        pytest.param(
            Pantheon(awakening_unlocked=True, godforms=["sky"], godforms_used=["sky"]),
            "no Godform",
            id="BAT-MISC-064-none-available",
        ),
    ],
)
def test_cannot_awaken(powers: Pantheon, reason: str) -> None:
    """[BAT-MISC-063, BAT-MISC-064] No Awakening while locked or with every Godform marked."""
    b = fight(powers=powers)
    titan = b.battle.titan("A")
    assert reason in awakening.awaken_problem(b, titan)
    done, asked = kit.drive(b, awakening.awaken(b, titan))
    assert done is False and asked == [] and not titan.godform


def test_you_died_variant_kills_when_no_godform() -> None:
    """[BAT-MISC-063] The special "You died": no Godform to Awaken with means death."""
    b = fight(powers=Pantheon(awakening_unlocked=True))
    titan = b.battle.titan("A")
    kit.drive(b, awakening.awaken(b, titan, by_obol=True, or_die=True))
    assert not titan.alive


def test_awaken_marks_the_godform() -> None:
    """[BAT-MISC-064] The chosen Godform is marked (unavailable until a Divine Surge) and its
    card lies over the Titan sheet; the other stays available."""
    b = fight()
    titan = b.battle.titan("A")
    done, asked = kit.drive(b, awakening.awaken(b, titan), ["godform-sea", "none"])
    assert done is True and asked[0].kind == "battle.awaken"
    assert [o.id for o in asked[0].options] == ["godform-sky", "godform-sea", "decline"]
    assert titan.godform == "sea" and b.state.powers.godforms_used == ["sea"]
    assert [g.id for g in awakening.available_godforms(b)] == ["sky"]
    assert "already Awakened" in awakening.awaken_problem(b, titan)


# ---------------------------------------------------------------- immediate effects
def test_immediate_effects() -> None:
    """[BAT-MISC-065, BAT-MISC-067] Chain Break of the running Primordial Attack, the Priority
    Target token locked, Conditions and Despair discarded (Ambrosia kept), may stand up,
    Trespass tokens equal to the card; one Adversary symbol."""
    b = fight(triskelion={"B": (0, 0, 5)})
    titan = b.battle.titan("A")
    titan.conditions, titan.despair, titan.ambrosia = ["dazed"], 2, 1
    titan.knockdown = "falling"
    b.battle.priority_target = "B"
    running = SimpleNamespace(phase="attack", broken=False)
    b.primordial_attacks.append(running)
    kit.drive(b, awakening.awaken(b, titan), ["godform-sky", "use", "none", "decline"])
    assert running.broken is True
    assert b.battle.priority_target == "A" and b.battle.priority_locked == "A"
    assert titan.conditions == [] and titan.despair == 0 and titan.ambrosia == 1
    assert titan.knockdown == "" and titan.trespass == 2
    assert b.battle.adversary_symbols == 1


def test_priority_target_kept_by_first_locked_titan() -> None:
    """[BAT-MISC-065, BAT-PRIM-041] Another Titan that already cannot lose the token keeps it."""
    b = fight()
    awake(b, "B", "sea")
    kit.drive(b, awakening.awaken(b, b.battle.titan("A")), ["godform-sky", "none", "decline"])
    assert b.battle.priority_target == "B" and b.battle.priority_locked == "B"


def test_locked_priority_target_survives_rage() -> None:
    """[BAT-MISC-065] While Awakened the Priority Target token cannot be lost."""
    b = fight(triskelion={"B": (0, 0, 8)})
    awake(b, "A", "sky")
    kit.drive(b, harm.gain_rage(b, b.battle.titan("B"), 1))
    assert b.battle.priority_target == "A"


def test_awakening_move_and_bonus_attack() -> None:
    """[BAT-MISC-066] May move up to Speed (Speed + Godform bonus), then may Bonus Attack;
    neither spends an action."""
    b = fight(kit.titan("A", 7, 5))
    titan = b.battle.titan("A")
    _, asked = kit.drive(
        b, awakening.awaken(b, titan), ["godform-sky", "move", "cell-6-5", "decline"]
    )
    assert asked[1].kind == "battle.awaken_move"
    assert "Move up to 6" in [o.label for o in asked[1].options]  # Speed 5 + 1 [BAT-MISC-068]
    assert (titan.row, titan.col) == (6, 5)
    assert not titan.movement_used and not titan.combat_used
    assert asked[2].kind == "battle.move"


def test_awakening_during_titan_attack_waits() -> None:
    """[BAT-MISC-066, BAT-MISC-027] During a Titan Attack the move and Bonus Attack wait for its
    end (queued on the running Attack)."""
    b = fight()
    run = AttackRun("B", 0)
    b.titan_attacks.append(run)
    kit.drive(b, awakening.awaken(b, b.battle.titan("A")), ["godform-sea"])
    assert [kind for kind, _ in run.queued] == ["awakening"]


# ---------------------------------------------------------------- while Awakened
def test_godform_power_die_and_bonuses() -> None:
    """[BAT-MISC-068] The Godform Power die replaces the Titan Power die; its bonuses (Speed,
    keywords) apply only while Awakened."""
    b = fight()
    titan = b.battle.titan("A")
    run = AttackRun("A", 0, hits=1)
    assert ("red", "Titan Power") in power.requested_dice(b, titan, run)
    base = stats.titan_speed(b, titan)
    awake(b, "A", "sky")
    assert ("white", "Titan Power") in power.requested_dice(b, titan, run)
    assert stats.titan_speed(b, titan) == base + 1
    assert abilities.has_keyword(b, titan, "rocksteady")


def test_special_attack_uses_godform_stats() -> None:
    """[BAT-MISC-069] The Special Attack is an attack option made only of the Godform's stats;
    the Godform is the active power and other weapons stay inactive."""
    b = fight(kit.titan("A", 5, 5))
    awake(b, "A", "sky")
    titan = b.battle.titan("A")
    index = next(i for i, g in enumerate(titan.gear) if g.card == "godform-sky-attack")
    assert f"weapon-{index}" in [o.id for o in weapon_options(b, titan)]
    assert attack_profile(b, titan, index)["dice"] == 3
    from atoterm.engine.battle.attack import windows as attack_windows

    run = AttackRun("A", index)
    assert attack_windows.inactive_weapon(b, titan, run, "gear:0")  # the Fists


def test_dead_gods_obol_only_for_awakened_draw() -> None:
    """[BAT-MISC-070] Before its own Obol Draw an Awakened Titan shuffles in the Dead Gods card
    and removes it afterwards."""
    b = fight()
    b.battle.decks.obol = ["obol-live", "obol-die"]
    titan = b.battle.titan("A")
    kit.drive(b, draws.obol_draw(b, titan))
    plain = [e.text for e in b.events if e.kind == "obol_card"][-1]
    assert "from 2 cards" in plain
    awake(b, "A", "sea")
    b.events.clear()
    kit.drive(b, draws.obol_draw(b, titan), ["decline"] * 3)
    assert "from 3 cards" in [e.text for e in b.events if e.kind == "obol_card"][-1]
    assert sorted(b.battle.decks.obol) == ["obol-die", "obol-live"]


def test_stand_up_with_trespass() -> None:
    """[BAT-MISC-071, BAT-MISC-072] A knocked-down Awakened Titan discards the start-of-turn
    Trespass token, then may discard another to stand up; during its turn the same is a menu
    entry."""
    b = fight()
    titan = b.battle.titan("A")
    awake(b, "A", "sky", trespass=2)
    titan.knockdown = "falling"
    _, asked = kit.drive(b, awakening.start_of_turn(b, titan), ["use"])
    assert asked[0].kind == "battle.awaken_stand"
    assert titan.knockdown == "" and titan.trespass == 0
    titan.knockdown = "falling"
    extra = [e for e in hooks.turn_actions(b, titan) if e.option.id == "awaken-stand"]
    assert extra and "no Trespass" in extra[0].option.disabled


@pytest.mark.parametrize(
    ("by_obol", "alive"),
    [
        pytest.param(False, True, id="BAT-MISC-072-ends-turn-goes-on"),
        pytest.param(True, False, id="BAT-MISC-072-obol-awakening-dies"),
    ],
)
def test_awakening_ends_without_trespass(by_obol: bool, alive: bool) -> None:
    """[BAT-MISC-072] No Trespass token at the start of the turn: the Godform returns and its
    bonuses are lost; Awakened through an Obol Draw, the Titan then dies."""
    b = fight()
    titan = b.battle.titan("A")
    awake(b, "A", "sky", by_obol=by_obol, trespass=0)
    kit.drive(b, awakening.start_of_turn(b, titan))
    assert titan.godform == "" and titan.alive is alive
    assert b.battle.priority_locked == ""
    assert not abilities.has_keyword(b, titan, "rocksteady")
    assert all(g.discarded for g in titan.gear if g.card.startswith("godform-"))


def test_start_of_turn_discards_one_trespass() -> None:
    """[BAT-MISC-072] Each turn starts by discarding one Trespass token."""
    b = fight()
    titan = b.battle.titan("A")
    awake(b, "A", "sky", trespass=2)
    kit.drive(b, awakening.start_of_turn(b, titan))
    assert titan.trespass == 1 and titan.godform == "sky"


# ---------------------------------------------------------------- ops and the end
def test_ops_from_cards() -> None:
    """[BAT-MISC-063, VOY-037] The Awakening Grave card offers an Awakening; an Obol-drawn one is
    marked; ``adversary N`` and ``trespass N`` are effects."""
    b = fight()
    ctx = EffectCtx(source="primordial", subject="A", origin="obol")
    kit.drive(
        b, resolve_effects(b, kit.fx("awaken_or_die"), ctx), ["godform-sky", "none", "decline"]
    )
    titan = b.battle.titan("A")
    assert titan.awakened_by_obol and titan.godform == "sky"
    kit.drive(b, resolve_effects(b, kit.fx("trespass -1", "adversary 2"), ctx))
    assert titan.trespass == 1 and b.battle.adversary_symbols == 3


def test_aftermath_ends_awakenings() -> None:
    """[VOY-037, BAT-MISC-072] After the Battle the Godform leaves without killing; the
    Adversary symbols wait on the state for the campaign."""
    b = fight()
    awake(b, "A", "sky", by_obol=True)
    b.battle.adversary_symbols = 2
    kit.drive(b, hooks.run_hooks(b, "aftermath"))
    assert b.battle.titan("A").alive and not b.battle.titan("A").godform
    assert b.battle.adversary_symbols == 2


def test_sisyphus_tear_restores_godforms() -> None:
    """[BAT-MISC-031] A Sisyphus Tear replays from the pre-Battle state: spent Godforms and
    Summonings are restored."""
    from atoterm.content import load_content
    from atoterm.engine.battle.flow.setup import new_practice_state
    from atoterm.engine.rng import Rng
    from atoterm.engine.state import RulesOptions

    content = load_content()
    state = new_practice_state(
        content, 3, primordial_id=next(iter(content.battle.primordials)), level=1,
        rules=RulesOptions(),
    )  # fmt: skip
    b = B(state, content, Rng(state.seed, state.rng))
    state.powers.godforms_used.append("storm-father")
    state.powers.charges_spent = 2
    sisyphus.restore_pre_battle(b)
    assert b.state.powers.godforms_used == [] and b.state.powers.charges_spent == 0
    assert b.state.powers.awakening_unlocked


# ---------------------------------------------------------------- content files
GODFORMS = """[[godform]]
id = "ember"
name = "Ember"
power_die = "white"
trespass = 2
keywords = ["rocksteady"]

[godform.attack]
name = "Spark"
attack_dice = 3
power = 1
ranged = [1, 6]

[[godform]]
id = "bad"
name = "Bad"
power_die = "golden"
"""
SUMMONINGS = """[[summoning]]
id = "nymph"
name = "Nymph"
requirement = "titan_died"
effects = ["lose_danger 2"]

[[summoning]]
id = "odd"
name = "Odd"
requirement = "full_moon"
effects = ["lose_danger 2"]
"""


def test_powers_files_load_and_report(tmp_path: object) -> None:
    """[BAT-MISC-064, BAT-MISC-069, BAT-MISC-073] Godforms become virtual gear (bonuses and a
    Special Attack); problems are reported as file:line: message."""
    from pathlib import Path

    from test_battle_content import problems_of, write_battle

    assert isinstance(tmp_path, Path)
    folder = write_battle(tmp_path, {"godforms.toml": GODFORMS, "summonings.toml": SUMMONINGS})
    shown = [str(p) for p in problems_of(folder)]
    assert any(s.startswith("battle/godforms.toml:17:") and "golden" in s for s in shown)
    assert any(s.startswith("battle/summonings.toml:10:") and "full_moon" in s for s in shown)
    good = write_battle(tmp_path / "ok", {"godforms.toml": GODFORMS.split("[[godform]]\nid = \"bad\"")[0], "summonings.toml": SUMMONINGS.split("\n[[summoning]]\nid = \"odd\"")[0]})  # fmt: skip
    from atoterm.content import load_content

    bc = load_content(good).battle
    assert bc is not None and bc.godforms["ember"].has_attack
    assert bc.gear["godform-ember-attack"].attack_dice == 3
    assert "godform" in bc.gear["godform-ember"].traits
    assert bc.summonings["nymph"].requirement == ("titan_died", 0)


def test_an_awakened_holder_keeps_the_priority_target_against_provoke() -> None:
    """BAT-MISC-065: a Titan that Awakened cannot lose the Priority Target token, not even to an
    effect that hands it to another Titan (Provoke, KEY-039); once the Godform is gone, it can."""
    b = fight()
    a = b.battle.titan("A")
    kit.drive(b, awakening.awaken(b, a), ["godform-sky", "none", "decline"])
    assert b.battle.priority_target == "A"
    provoke = EffectCtx(source="B", subject="B", origin="gear")
    kit.drive(b, resolve_effects(b, kit.fx("priority_target"), provoke))
    assert b.battle.priority_target == "A"
    assert any(e.kind == "priority_kept" and e.rule == "BAT-MISC-065" for e in b.events)
    b.battle.priority_locked = ""  # the Awakening ended (tested under BAT-MISC-072)
    kit.drive(b, resolve_effects(b, kit.fx("priority_target"), provoke))
    assert b.battle.priority_target == "B"
    assert a.godform  # ended only by the test's hand: Provoke itself did not end it
