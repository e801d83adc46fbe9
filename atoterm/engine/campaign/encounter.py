"""The Encounter Step: Timeline Battles, Adversary Battles and other battles [CAMP-027..CAMP-029].

* The day's Timeline Battles (Timeline events of kind "battle", fixed or added during play) join
  ``campaign.battles_due`` when the step begins [CAMP-023, CAMP-024].
* Several battles due the same day: the players choose which comes first, again after each
  battle [CAMP-027].
* A Timeline Battle: the players choose one of the Cycle's two regular Primordials, each at the
  level of its next Evolution box (both levels are shown) [CAMP-028].
* An Adversary Battle is fought at its Battle Track box [CAMP-029]. When the Adversary reaches
  the Argo in any step (``campaign.battles_due`` gets "adversary"), :func:`adversary_battle`
  fights it once that step is done (``round.end_of_step``) [VOY-028].
* Initiating a battle with no Titan aboard loses the campaign [CAMP-020]
  (``campaign_battle.start_campaign_battle``).
* The step is a procedure; a battle it begins is fought in it (``campaign_battle.fight``), and
  after each battle it begins again from the top: its checkpoints are "ordered" (the players
  chose the next battle) and "battles".

Divine Surges outside battle [VOY-053]: the effect op ``divine_surge`` (storybook: a line
``> divine_surge``) erases the Godform and Summoning marks. This Cycle also has a fixed moment
for one: the Aftermath of every Timeline Battle (``campaign_battle.timeline_aftermath``), so the
Summon Charges come back at the Timeline's steady rhythm.
"""

from __future__ import annotations

from typing import Any

from atoterm.engine.battle.titans.summoning import divine_surge
from atoterm.engine.campaign import campaign_battle
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.effects import effect_op
from atoterm.engine.procedure import Proc

BATTLE_EVENT = "battle"
"""The Timeline event kind of a Timeline Battle [CAMP-024]."""
PRIMORDIAL_KIND = "encounter.primordial"


def todays_battles(ctx: Ctx) -> int:
    """Timeline Battles on the current day: fixed events and events added in play."""
    day = ctx.state.timeline.day
    fixed = sum(1 for e in ctx.content.events_on(day) if e.kind == BATTLE_EVENT)
    added = sum(1 for e in ctx.state.timeline.added if e.day == day and e.kind == BATTLE_EVENT)
    return fixed + added


def encounter_step(ctx: Ctx) -> Proc[None]:
    """Step 5 (conditional): the battles of the day, one after another [CAMP-027]; after a
    battle the step begins again from the top."""
    state = ctx.state
    campaign = state.campaign
    due = campaign.battles_due
    if campaign.encounter_day != state.timeline.day:  # once per day, even across battles
        campaign.encounter_day = state.timeline.day
        due.extend(["timeline"] * todays_battles(ctx))
    if not due:
        state.step_done = True
        return
    if ctx.content.battle is None:  # a pack without battles cannot fight them
        due.clear()
        state.step_done = True
        return
    kinds = list(dict.fromkeys(due))
    asked = ctx.resumed(PRIMORDIAL_KIND)  # a restart at the Primordial, the order chosen
    if asked is None and len(kinds) > 1 and ctx.part() != "ordered":
        yield from choose_order(ctx, kinds)
    yield from ctx.checkpoint("battles")
    first = due[0]
    if first == "timeline":
        yield from timeline_battle(ctx, asked)
        return
    due.pop(0)
    yield from fight(ctx, first)


def choose_order(ctx: Ctx, kinds: list[str]) -> Proc[None]:
    """Several battles today: the players choose the next one [CAMP-027]."""
    options = [Option(f"first:{k}", f"Fight the {_label(ctx, k)} first", value=k) for k in kinds]
    option = yield from ctx.ask(
        Decision(
            "encounter.order",
            "players",
            "Several battles fall on this day. Which comes first?",
            options,
            {"rule": "CAMP-027"},
        )
    )
    due = ctx.state.campaign.battles_due
    kind = str(option.value)
    due.remove(kind)
    due.insert(0, kind)
    yield from ctx.checkpoint("ordered")


def _label(ctx: Ctx, kind: str) -> str:
    if kind == "timeline":
        return "Timeline Battle"
    if kind == "adversary":
        return "Adversary Battle"
    return f"Battle ({kind})"


def primordial_options(ctx: Ctx) -> list[Option]:
    """One option per regular Primordial at the level of its next Evolution box [CAMP-028]."""
    bc = ctx.content.battle
    assert bc is not None
    options = []
    for evolution in campaign_battle.regular_primordials(ctx.content):
        level = campaign_battle.evolution_level(ctx.state, evolution)
        marked = ctx.state.campaign.evolution.get(evolution.primordial, 0)
        name = bc.primordials[evolution.primordial].name
        options.append(
            Option(
                f"prim:{evolution.primordial}",
                f"{name}, level {level}",
                f"Evolution box {min(marked, len(evolution.boxes) - 1) + 1} of "
                f"{len(evolution.boxes)}",
                value=evolution.primordial,
            )
        )
    return options


def timeline_battle(ctx: Ctx, asked: Decision | None = None) -> Proc[None]:
    """A Timeline Battle: the players choose which regular Primordial to face [CAMP-028], at
    the level of its next Evolution box; then it is fought."""
    due = ctx.state.campaign.battles_due
    if asked is None:
        options = primordial_options(ctx)
        if not options:
            due.remove("timeline")
            ctx.emit("timeline_battle", "No regular Primordial to face: no battle.", "CAMP-028")
            return
        asked = Decision(
            PRIMORDIAL_KIND,
            "players",
            "Timeline Battle: which Primordial do you face?",
            options,
            {"rule": "CAMP-028"},
        )
    option = yield from ctx.ask(asked)
    due.remove("timeline")
    primordial = str(option.value)
    evolution = next(
        e for e in campaign_battle.regular_primordials(ctx.content) if e.primordial == primordial
    )
    level = campaign_battle.evolution_level(ctx.state, evolution)
    if campaign_battle.start_campaign_battle(ctx, "timeline", primordial, level):
        yield from campaign_battle.fight(ctx)


def fight(ctx: Ctx, kind: str) -> Proc[None]:
    """Fight a battle that needs no choice: an Adversary Battle, at its Battle Track box
    [CAMP-029]."""
    if kind != "adversary":
        ctx.emit("battle", f"A battle noted as {kind!r} has no setup here.", "CAMP-029")
        return
    ctx.state.campaign.adversary.battle_due = False
    named = ctx.state.campaign.adversary.primordial  # written on the Adversary Track
    primordials = ctx.content.battle.primordials if ctx.content.battle is not None else {}
    primordial = named if named in primordials else campaign_battle.adversary_id(ctx.content)
    if primordial and campaign_battle.start_campaign_battle(ctx, "adversary", primordial, 1):
        yield from campaign_battle.fight(ctx)


def adversary_battle(ctx: Ctx) -> Proc[bool]:
    """An Adversary Battle is fought at the end of the step it was triggered in [VOY-028],
    after the step's drifts and Titan losses; True when it was."""
    state = ctx.state
    due = state.campaign.battles_due
    if (
        "adversary" not in due
        or state.outcome is not None
        or state.battle is not None
        or state.adventure is not None
        or ctx.content.battle is None
        or state.campaign.titan_losses  # the step's Titan losses and drift come first [VOY-022]
        or state.campaign.drift
    ):
        return False
    due.remove("adversary")
    yield from fight(ctx, "adversary")
    return True


@effect_op("divine_surge")
def divine_surge_op(ctx: Ctx, effect: dict[str, Any]) -> None:
    """A Divine Surge outside battle: Godforms, Summonings and Summon Charges are replenished
    [VOY-053]."""
    divine_surge(ctx.state)
    ctx.emit(
        "divine_surge",
        "Divine Surge: the Godforms, Summonings and Summon Charges are replenished.",
        effect.get("rule", "VOY-053"),
    )
