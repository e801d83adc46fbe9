"""Battle Aftermath [BAT-MISC-001..BAT-MISC-015].

End of Battle effects first (conditions' "End of Battle" clauses before Casualties discards
them, Frontlines), then Primordial resources from the Wound Stack (even after a defeat),
Casualties, Tides of Fate, and a last decision: continue, or spend a Sisyphus Tear to replay the
Battle from the state before it (``flow/sisyphus.py``).

The battle is over here (``battle.result`` is set), so effects are resolved by calling their
ops directly: ``effects.resolve_effects`` stops on a finished battle.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.content.battle_schema import Ability, BpCard, Effect
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import OPS, PRIMORDIAL, EffectCtx
from atoterm.engine.battle.attack import escalation
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.explain.why import card_draw, why
from atoterm.engine.battle.flow import mnestis, mnestis_reforge
from atoterm.engine.battle.flow.setup import active_traits
from atoterm.engine.battle.flow.sisyphus import final_choice
from atoterm.engine.battle.titans.stats import wounds_dealt
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.revision import aftermath_hooks_run

TIDES_ARGO_FATE = 2
"""Argo Fate lost to the Tides of Fate in Cycle I [BAT-MISC-012]."""


def aftermath(b: B) -> Proc[None]:
    """End of Battle effects, resources, Casualties, Tides of Fate, then continue or replay
    [BAT-MISC-001..BAT-MISC-014, BAT-MISC-020]."""
    yield from b.checkpoint("aftermath")
    yield from end_of_battle_effects(b)
    death_blow_wounds(b)
    yield from mnestis_reforge.offer_reforges(b)  # a Theatre battle's Cores [MNE-018]
    gain_resources(b)
    casualties(b)
    # the Battle's result is set here: before revision 6 the hooks stopped at once [rev. 6]
    yield from hooks.run_hooks(b, "aftermath", after_the_result=aftermath_hooks_run(b.state))
    tides_of_fate(b)
    battle = b.battle
    gained = words.resources_words(b, battle.aftermath) or "nothing"
    lost = words.casualties_words(b, battle.casualties) or "none"
    result = words.RESULT_WORDS.get(battle.result, battle.result)
    b.emit(
        "aftermath",
        f"Aftermath: the Battle is {result}. Resources: {gained}. Titans lost: {lost}.",
        "BAT-MISC-001",
        result=battle.result,
        resources=dict(battle.aftermath),
        casualties=list(battle.casualties),
    )
    yield from final_choice(b)


# ---------------------------------------------------------------- End of Battle
def _resolve(b: B, effects: Sequence[Effect], ctx: EffectCtx) -> Proc[None]:
    for effect in effects:
        fn = OPS.get(effect.op)
        if fn is None:
            raise KeyError(f"no procedure for effect op {effect.op!r}")
        yield from fn(b, effect, ctx)


def _end_of_battle_refs(b: B, titan: TitanState) -> list[abilities.AbilityRef]:
    """A living Titan's usable End of Battle abilities; a dead Titan keeps only its
    Conditions until Casualties [BAT-MISC-015, BAT-MISC-034, EX-023]."""
    if titan.alive:
        return [r for r in abilities.available(b, titan, "end_of_battle") if r.kind != "argo"]
    refs = []
    for cid in titan.conditions:
        cond = b.bc.conditions.get(cid)
        for ability in cond.abilities if cond else ():
            if ability.timing == "end_of_battle":
                refs.append(abilities.AbilityRef(f"condition:{cid}", ability, ability.name))
    return refs


def end_of_battle_effects(b: B) -> Proc[None]:
    """Resolve every End of Battle effect before the Aftermath, whatever the result
    [BAT-MISC-001, BAT-MISC-020, BAT-MISC-034, EX-023, KEY-019]."""
    for trait_id in active_traits(b):
        trait = b.prim.traits.get(trait_id)
        for ability in trait.abilities if trait else ():
            if ability.timing == "end_of_battle":
                b.emit("trait", f"End of Battle: {trait.name}.", "BAT-MISC-020")
                yield from _resolve(b, ability.effects, EffectCtx(PRIMORDIAL, origin="trait"))
    for titan in b.battle.titans:
        for ref in _end_of_battle_refs(b, titan):
            if ref.ability.optional or ref.ability.cost:
                use = yield from _ask_use(b, titan, ref.ability)
                if not use:
                    continue
            if titan.alive:
                abilities.pay(b, titan, ref)
            b.emit(
                "end_of_battle",
                f"End of Battle: {b.name(titan)} resolves {ref.name}.",
                "BAT-MISC-020",
                titan=titan.key,
            )
            ctx = EffectCtx(titan.key, subject=titan.key, origin="end_of_battle")
            yield from _resolve(b, ref.ability.effects, ctx)
    frontlines(b)


def _ask_use(b: B, titan: TitanState, ability: Ability) -> Proc[bool]:
    answer = yield from b.ask(
        Decision(
            "battle.aftermath.ability",
            f"titan:{titan.key}",
            f"{b.name(titan)}: End of Battle — use {ability.name}?",
            [Option("use", f"Use {ability.name}", ability.text), Option("skip", "Skip")],
            {"rule": "BAT-MISC-020"},
        )
    )
    return answer.id == "use"


def frontlines(b: B) -> None:
    """A dead Titan with Frontlines: roll a d10, on a 1 its Argonaut dies too [KEY-019,
    BAT-MISC-016]."""
    for titan in b.battle.titans:
        if titan.alive or not abilities.has_keyword(b, titan, "frontlines"):
            continue
        roll = b.rng.d10("battle.d10")
        argonaut = b.argonaut(titan)
        if roll == 1:
            argonaut.alive = False
        fate = "dies with the Titan" if roll == 1 else "survives"
        b.emit(
            "frontlines",
            f"Frontlines: {argonaut.name} rolls {roll} and {fate}.",
            "KEY-019",
            roll=roll,
        )


# ---------------------------------------------------------------- resources
def _bp(b: B, card_id: str) -> BpCard:
    card = b.bc.card_by_id(card_id)
    assert isinstance(card, BpCard)
    return card


def death_blow_wounds(b: B) -> None:
    """Slain by a Death Blow before its Wounds value: top BP cards join the Wound Stack as if
    wounded (a Double Wound for a BP III), escalating the BP deck between them [BAT-MISC-009]."""
    battle = b.battle
    needed = b.level.wounds
    if battle.result != "won" or wounds_dealt(b) >= needed:
        return
    decks = battle.decks
    while wounds_dealt(b) < needed:
        if not decks.bp and decks.bp_discard:
            decks.bp, decks.bp_discard = b.rng.shuffle("deck.bp", decks.bp_discard), []
        if not decks.bp:
            break
        size = len(decks.bp)
        card = decks.bp.pop(0)
        level = _bp(b, card).level
        if level == 3:
            decks.set_aside.append(card)
            decks.wound_stack.append(f"wound:double:{battle.next_uid}")
            battle.next_uid += 1
        else:
            decks.wound_stack.append(card)
        b.emit(
            "death_blow",
            f"Death Blow: {_bp(b, card).name} counts as a Wound.",
            "BAT-MISC-009",
            card=card,
            why=card_draw("BAT-MISC-009", "BP", size, _bp(b, card).name),
        )
        if wounds_dealt(b) < needed:  # the BP deck escalates as for that card
            above = min(level, 2)
            if not escalation.add_from_escalation(b, "bp", above, "BAT-MISC-009", exact=level == 3):
                b.emit("escalation_none", "No higher BP card is left.", "BAT-MISC-009")


def _gain(totals: dict[str, int], resources: Sequence[tuple[str, int]], times: int) -> None:
    for name, n in resources:
        totals[name] = totals.get(name, 0) + n * times


def gain_resources(b: B) -> None:
    """Resources of every BP card on the Wound Stack × Level, a Core per BP III, random BP
    cards for generic Wounds, bonus Ambrosia at Level 3–4 — won or lost
    [BAT-MISC-003..007]; none at all after a Mnestis Theatre battle [MNE-004]."""
    battle = b.battle
    if mnestis.is_theatre(battle):
        battle.aftermath = {}
        b.emit(
            "resources",
            "No Primordial resources are earned in the Mnestis Theatre.",
            "MNE-004",
        )
        return
    level = battle.primordial.level
    totals = dict(battle.aftermath)  # rewards gained during the Battle stay (gain_resource)
    pool = [*battle.decks.bp, *battle.decks.bp_discard]
    for entry in battle.decks.wound_stack:
        if entry.startswith("wound:"):
            double = entry.startswith("wound:double")
            levels = [_bp(b, c).level for c in pool]
            want = 3 if double else min(levels, default=0)
            choices = [c for c in pool if _bp(b, c).level == want]
            if not choices:
                kind = "Double" if double else "Single"
                b.emit(
                    "resources",
                    f"No BP card is left to draw for a generic {kind} Wound.",
                    "BAT-MISC-007",
                    entry=entry,
                )
                continue
            card = choices[b.rng.below("deck.bp", len(choices))]
            pool.remove(card)
            _gain(totals, _bp(b, card).resources, level)
            b.emit(
                "resources",
                f"A generic {'Double' if double else 'Single'} Wound draws "
                f"{_bp(b, card).name} (no Core).",
                "BAT-MISC-007",
                card=card,
                why=why(
                    "BAT-MISC-007",
                    [f"{_bp(b, c).name}: level {want}" for c in choices],
                    _bp(b, card).name,
                    f"a random BP card of level {want} ("
                    + ("a Double Wound reads BP III" if double else "the lowest level left")
                    + ") from the BP deck and discard pile",
                ),
            )
            continue
        card = _bp(b, entry)
        _gain(totals, card.resources, level)
        if card.level == 3:
            _gain(totals, ((b.prim.core, 1),), 1)
    if level in (3, 4) and b.level.ambrosia:
        _gain(totals, (("ambrosia", b.level.ambrosia),), 1)
    if battle.page_aftermath and battle.result == "won":  # the Battle Scenario's own [BAT-MISC-008]
        extra = dict(sorted(battle.page_aftermath.items()))
        _gain(totals, tuple(extra.items()), 1)
        b.emit(
            "resources",
            "The Battle Scenario grants, for the victory: "
            + (words.resources_words(b, extra) or "nothing")
            + ".",
            "BAT-MISC-008",
        )
    battle.aftermath = totals
    b.emit(
        "resources",
        f"Resources after the Battle (Primordial resources × Level {level}): "
        + (words.resources_words(b, totals) or "none")
        + ".",
        "BAT-MISC-004",
    )


# ---------------------------------------------------------------- Casualties, Tides of Fate
def casualties(b: B) -> None:
    """Record lost Titans; discard Conditions and every token on the Titan sheets; kept cards
    go back to their decks [BAT-MISC-010, BAT-MISC-011, BAT-MISC-015, BAT-MISC-034]; a
    Condition an Argonaut gained outside Battle and did not bring in (no Titan) goes too
    [BAT-MISC-035]."""
    battle = b.battle
    decks = battle.decks
    for titan in battle.titans:
        if not titan.alive:
            entry = f"{titan.key}:{titan.titan_class}"
            if entry not in battle.casualties:
                battle.casualties.append(entry)
        for card in titan.kept_cards:
            getattr(decks, b.bc.cards[card].deck).append(card)
        if titan.moiros:
            decks.moiros.append(titan.moiros)
        if titan.kratos_card:
            decks.kratos.append(titan.kratos_card)
        titan.kept_cards, titan.moiros, titan.kratos_card = [], "", ""
        titan.conditions, titan.knockdown, titan.fatigue = [], "", ""
        titan.tokens, titan.temp_tokens, titan.ambrosia, titan.hidden = {}, {}, 0, False
    for argonaut in b.state.argonauts:  # a Condition from outside lasts to here [BAT-MISC-035]
        argonaut.conditions.clear()
    battle.kratos_pool = {}
    b.emit(
        "casualties",
        f"Casualties: {words.casualties_words(b, battle.casualties) or 'none'}; Conditions "
        "and tokens are discarded.",
        "BAT-MISC-010",
        casualties=list(battle.casualties),
    )


def tides_of_fate(b: B) -> None:
    """Every Triskelion to 0/0/0; Argo Fate lowered by the battle's Tides of Fate (-2 in
    Cycle I), not below 0 [BAT-MISC-012, GEN-032]."""
    for argonaut in b.state.argonauts:
        argonaut.danger = argonaut.fate = argonaut.rage = 0
    argo = b.state.argo
    argo.argo_fate = max(0, argo.argo_fate - b.battle.tides_of_fate)
    b.emit(
        "tides_of_fate",
        f"Tides of Fate: Triskelions reset; Argo Fate is now {argo.argo_fate}.",
        "BAT-MISC-012",
    )
