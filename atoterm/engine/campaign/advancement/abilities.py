"""Structural abilities, cooldowns and breeding [ADVA-018..ADVA-021, ADVA-024, ADVA-025,
ADVA-033, ADVA-035, ADVA-036], and the day's Advancement Events.

An active ability ("tech:index") is used once per day [ADVA-019]; one with a Cooldown writes
"<name> (Cooldown)" on the Timeline and stays unusable until that event resolves in a later
Advancement Step [ADVA-024, ADVA-025]. A breeding Technology writes the Titan's class on the
Timeline; the Titan arrives in that day's Advancement Step [ADVA-035].
"""

from __future__ import annotations

from atoterm.content.campaign_model import TechAbility, Technology
from atoterm.content.schema import ContentPack
from atoterm.engine.campaign import diplomacy
from atoterm.engine.campaign.advancement import costs, titans
from atoterm.engine.campaign.advancement.research import deck
from atoterm.engine.campaign_state import Breeding
from atoterm.engine.context import Ctx
from atoterm.engine.dice import can_pay_fate, succeeds
from atoterm.engine.effects import resolve
from atoterm.engine.state import GameState, TimelineEntry

USABLE = ("active", "negotiation")
"""Ability kinds used from the Advancement Step's menu; Permanent and Reference abilities have
no use, Immediate ones resolve on research, Saves answer a gain/loss [ADVA-020, GEN-044]."""
D10 = "adva.negotiation"


def usable_abilities(
    state: GameState, content: ContentPack
) -> list[tuple[str, Technology, TechAbility]]:
    """("tech:index", Technology, ability) of the deck's usable abilities, in deck order."""
    found = []
    for tech in deck(state, content):
        for index, ability in enumerate(tech.abilities):
            if ability.kind in USABLE:
                found.append((f"{tech.id}:{index}", tech, ability))
    return found


def cooldown_label(tech: Technology, ability: TechAbility) -> str:
    return f"{tech.name}: {ability.name} (Cooldown)"


def ability_problem(state: GameState, content: ContentPack, key: str, ability: TechAbility) -> str:
    """Why an ability cannot be used now ("" if it can) [ADVA-019, ADVA-021, ADVA-024]."""
    campaign = state.campaign
    if key in campaign.cooling:
        return "cooling down until its Cooldown event (ADVA-024)"
    if key in campaign.used_today:
        return "already used today (ADVA-019)"
    if ability.kind == "negotiation":
        where = diplomacy.negotiation_allowed(state, content)
        if where:
            return where.replace("(VOY-018)", "(ADVA-021)")
    return costs.missing(state, content, ability.cost)


def mark_used(ctx: Ctx, key: str, tech: Technology, ability: TechAbility) -> None:
    """Once per day [ADVA-019]; a Cooldown goes on the Timeline [ADVA-024]."""
    ctx.state.campaign.used_today.append(key)
    if ability.cooldown > 0:
        ctx.state.campaign.cooling.append(key)
        resolve(
            ctx,
            {
                "op": "add_timeline_event",
                "kind": "cooldown",
                "label": cooldown_label(tech, ability),
                "in_days": ability.cooldown,
                "rule": "ADVA-024",
            },
        )


def use_ability(ctx: Ctx, key: str, tech: Technology, ability: TechAbility) -> int:
    """Pay the cost (voluntary [GEN-051]) and resolve the effects [GEN-012]; a Negotiation
    with a target is a Diplomacy test first [VOY-045]. A trade ability is begun by the caller.

    Returns the natural roll of a failed Negotiation test that may still be re-rolled with
    Argo Fate [GEN-024, ADV-070] (0 otherwise): the caller asks, then :func:`negotiate`."""
    costs.pay(ctx, ability.cost, "GEN-051")
    mark_used(ctx, key, tech, ability)
    ctx.emit("ability", f"{tech.name}: {ability.name}.", "ADVA-018", ability=key)
    if ability.kind == "negotiation" and ability.target:
        natural = negotiate(ctx, ability)
        return natural if natural and can_pay_fate(ctx.state.argo.argo_fate) else 0
    resolve_effects(ctx, ability)
    return 0


def negotiate(ctx: Ctx, ability: TechAbility) -> int:
    """The Negotiation's Diplomacy test: d10 + the Local Faction's bonus [VOY-045]; on a
    success the effects resolve and 0 is returned, else the natural roll."""
    bonus = 0
    if ability.diplomacy_bonus:
        bonus = diplomacy.bonus(
            ctx.state, ctx.content, diplomacy.local_faction(ctx.state, ctx.content)
        )
    natural = ctx.rng.d10(D10)
    ok = succeeds(natural, bonus, ability.target)
    ctx.emit(
        "negotiation_test",
        f"Negotiation: {natural}{bonus:+d} against {ability.target}+ — "
        f"{'success' if ok else 'failure'}.",
        "VOY-045",
        natural=natural,
        success=ok,
    )
    if not ok:
        return natural
    resolve_effects(ctx, ability)
    return 0


def resolve_effects(ctx: Ctx, ability: TechAbility) -> None:
    for effect in ability.effects:
        resolve(ctx, {**effect, "rule": effect.get("rule", "ADVA-018")})


# ---------------------------------------------------------------------------- breeding
def breeders(state: GameState, content: ContentPack) -> list[Technology]:
    return [t for t in deck(state, content) if t.breeding is not None]


def breed_problem(state: GameState, content: ContentPack, tech: Technology) -> str:
    """Why ``tech`` cannot start a breeding now ("" if it can) [ADVA-033, ADVA-036]."""
    breeding = tech.breeding
    assert breeding is not None
    if any(b.technology == tech.id for b in state.campaign.breeding):
        return "already breeding: free again once its Breeding event resolves (ADVA-036)"
    cls = breeding.titan_class
    if not titans.is_gaia_born(content, cls) and titans.count_class(state, content, cls):
        name = titans.class_name(content, cls)
        return f"a {name} is aboard: that class cannot be bred now (ADVA-033)"
    cost = (*breeding.cost, (costs.DREAMWALKER_COST, breeding.dreamwalkers))
    return costs.missing(state, content, tuple((i, n) for i, n in cost if n > 0))


def breed(ctx: Ctx, tech: Technology) -> None:
    """Pay the cost and write the class on the Timeline ``days`` ahead [ADVA-035]."""
    breeding = tech.breeding
    assert breeding is not None
    cost = (*breeding.cost, (costs.DREAMWALKER_COST, breeding.dreamwalkers))
    costs.pay(ctx, tuple((i, n) for i, n in cost if n > 0), "ADVA-035")
    day = ctx.state.timeline.day + breeding.days
    ctx.state.campaign.breeding.append(Breeding(tech.id, breeding.titan_class, day))
    name = titans.class_name(ctx.content, breeding.titan_class)
    resolve(
        ctx,
        {
            "op": "add_timeline_event",
            "kind": "breeding",
            "label": f"{name} (Breeding)",
            "in_days": breeding.days,
            "rule": "ADVA-035",
        },
    )
    ctx.chronicle("breeding", f"{tech.name} began breeding a {name} (due day {day}).")


# ---------------------------------------------------------------------------- events
def resolve_events(ctx: Ctx) -> None:
    """The day's Advancement Events [ADVA-001]: Cooldown events free their ability (usable
    again today) [ADVA-025]; Breeding events give their Titan [ADVA-035] and free their
    Technology [ADVA-036]."""
    state = ctx.state
    today = state.timeline.day
    campaign = state.campaign
    for key in list(campaign.cooling):
        tech_id, index = key.rsplit(":", 1)
        tech = ctx.content.cycle.technologies.get(tech_id)
        if tech is None:
            continue
        label = cooldown_label(tech, tech.abilities[int(index)])
        days = [e.day for e in state.timeline.added if e.kind == "cooldown" and e.label == label]
        if days and max(days) <= today:
            campaign.cooling.remove(key)
            ctx.emit("cooldown_over", f"{label} resolves: usable again.", "ADVA-025", ability=key)
    for bred in [b for b in campaign.breeding if b.day <= today]:
        campaign.breeding.remove(bred)
        ctx.emit(
            "bred",
            f"Breeding event: a {titans.class_name(ctx.content, bred.titan_class)} is ready.",
            "ADVA-035",
        )
        titans.gain_titan(ctx, bred.titan_class, rule="ADVA-035")


def events_today(state: GameState) -> list[TimelineEntry]:
    """Advancement Events written on today's box (for the screen)."""
    return [
        e
        for e in state.timeline.added
        if e.day == state.timeline.day and e.kind in ("cooldown", "breeding")
    ]
