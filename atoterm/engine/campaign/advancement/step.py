"""The Advancement Step procedure: the day's Advancement Events, then a menu of activities
until the players are done [ADVA-001].

The step's checkpoints: "" (its start) → "menu"; "name:<uid>" while a Titan is being named,
"pattern:<id>" while a Pattern looks for its Titan, "reroll:<ability>:<roll>" while a failed
Negotiation may be re-rolled; a trade an ability began is in ``campaign.trade``. A restart goes
on from there (:func:`_resume`).
"""

from __future__ import annotations

from atoterm.content.campaign_model import TechAbility, Technology
from atoterm.engine.campaign.advancement import (
    abilities,
    costs,
    crafting,
    research,
    titans,
    trading,
)
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc

MENU_KIND = "adva.menu"
NAME_KIND = "adva.name"
PATTERN_KIND = "adva.pattern"
REROLL_KIND = "adva.negotiation_reroll"


def advancement_step(ctx: Ctx) -> Proc[None]:
    """Step 6 (optional): research, trade, craft, breed, fuse, use Argo Facilities [ADVA-001]."""
    state = ctx.state
    if _nothing_to_do(ctx):
        state.step_done = True  # a pack without a Technology tree: the step is skipped
        return
    part = ctx.part()
    if part == "":
        abilities.resolve_events(ctx)
        part = "menu"
        yield from ctx.checkpoint(part)
    if state.campaign.trade is not None:  # a restart in a trade an ability began
        yield from trading.exchanges(ctx)
    yield from _resume(ctx, part)
    while not state.step_done and not ctx.over:
        option = yield from ctx.ask(menu_decision(ctx))
        yield from _activity(ctx, option)


def _resume(ctx: Ctx, part: str) -> Proc[None]:
    """A restart goes on where the step's checkpoint says: naming a Titan, placing a Pattern,
    re-rolling a Negotiation (or at the menu)."""
    what, _, arg = part.partition(":")
    if what == "name":
        yield from _name_titan(ctx, int(arg))
    elif what == "pattern":
        yield from _pattern_titan(ctx, arg)
    elif what == "reroll":
        yield from _negotiation_reroll(ctx, arg)


def _nothing_to_do(ctx: Ctx) -> bool:
    """A pack without a Technology tree (older content, rule tests) and nothing under way or
    possible: the step is skipped without touching the state."""
    campaign = ctx.state.campaign
    if ctx.content.cycle.technologies or campaign.breeding or campaign.cooling:
        return False
    if campaign.trade is not None or campaign.stage.startswith(f"{ctx.state.round}|advancement|"):
        return False
    return not any(
        not o.disabled and o.value is not None and o.value[0] in ACTIVITIES
        for o in menu_options(ctx)
    )


ACTIVITIES = ("research", "craft", "use", "breed", "pattern")
"""Menu entries that make the step worth asking in a pack without a Technology tree (naming
alone does not): such packs (older content, rule tests) skip the step silently."""


def menu_options(ctx: Ctx) -> list[Option]:
    """Every activity of the step, the unavailable ones greyed with the reason."""
    state, content = ctx.state, ctx.content
    options: list[Option] = []
    today = research.research_kinds_today(ctx)
    for tech_id in state.campaign.projects:  # Projects may be inspected freely [ADVA-004]
        tech = research.technology(content, tech_id)
        if tech is None:
            continue
        lines, _ = research.requirements_report(state, content, tech)
        why = research.research_problem(state, content, tech_id, today)
        explain = "; ".join(lines) or "no requirements"
        options.append(
            Option(
                f"research:{tech_id}",
                f"Research {tech.name} ({tech.kind})",
                explain,
                why,
                value=["research", tech_id],
            )
        )
    for key, tech, recipe in crafting.recipes(state, content):
        why = crafting.craft_problem(state, content, recipe)
        explain = f"{tech.name}; cost: {crafting.cost_words(content, recipe)}"
        if recipe.gear:
            explain += f"; {crafting.copies_left(state, recipe)} of {recipe.copies} copies left"
        options.append(
            Option(f"craft:{key}", crafting.label(content, recipe), explain, why, ["craft", key])
        )
    for key, tech, ability in abilities.usable_abilities(state, content):
        why = abilities.ability_problem(state, content, key, ability)
        explain = ability.text
        if ability.cost:
            explain += f" (pay: {costs.words(content, ability.cost)})"
        options.append(
            Option(f"use:{key}", f"{tech.name}: {ability.name}", explain, why, ["use", key])
        )
    for tech in abilities.breeders(state, content):
        breeding = tech.breeding
        assert breeding is not None
        why = abilities.breed_problem(state, content, tech)
        name = titans.class_name(content, breeding.titan_class)
        cost = (*breeding.cost, (costs.DREAMWALKER_COST, breeding.dreamwalkers))
        explain = f"pay {costs.words(content, cost)}; arrives in {breeding.days} days"
        options.append(
            Option(
                f"breed:{tech.id}",
                f"Breed a {name} ({tech.name})",
                explain,
                why,
                ["breed", tech.id],
            )
        )
    for record in state.campaign.titans:
        if not record.name:
            label = f"Name the {titans.class_name(content, record.titan_class)}"
            options.append(
                Option(f"name:{record.uid}", label, "ADVA-039", value=["name", record.uid])
            )
    if state.argo.dreamwalkers > 0:
        options.append(Option("name:dw", "Name a Dreamwalker", "ADVA-039", value=["name", "dw"]))
    for pattern in titans.unassigned_patterns(state):
        known = content.cycle.patterns.get(pattern)
        title = known.name if known else pattern
        explain = f"{known.kind.title()} Pattern; permanent (ADVA-040)" if known else "ADVA-040"
        why = "" if state.campaign.titans or state.argo.dreamwalkers else "no Titan aboard"
        options.append(
            Option(
                f"pattern:{pattern}",
                f"Assign the Pattern {title}",
                explain,
                why,
                ["pattern", pattern],
            )
        )
    options.append(Option("done", "Done with the Advancement Step", ""))
    return options


def menu_decision(ctx: Ctx) -> Decision:
    today = research.research_kinds_today(ctx)
    symbols = ", ".join(k.title() for k in today) or "no"
    return Decision(
        MENU_KIND,
        "players",
        f"Advancement Step (day {ctx.state.timeline.day}; {symbols} Technology symbol "
        "today): choose an activity.",
        menu_options(ctx),
        {"research": today, "rule": "ADVA-001"},
    )


def _activity(ctx: Ctx, option: Option) -> Proc[None]:
    """The chosen activity [ADVA-002..ADVA-040]; "done" ends the step [ADVA-001]."""
    state, content = ctx.state, ctx.content
    what, arg = option.value if option.value is not None else ("done", "")
    if what == "done":
        ctx.emit("advancement_done", "The Advancement Step is over.", "ADVA-001")
        state.step_done = True
    elif what == "research":
        research.research(ctx, arg)
    elif what == "craft":
        for key, tech, recipe in crafting.recipes(state, content):
            if key == arg:
                crafting.craft(ctx, tech, recipe)
                break
    elif what == "use":
        for key, tech, ability in abilities.usable_abilities(state, content):
            if key == arg:
                yield from _use(ctx, key, tech, ability)
                break
    elif what == "breed":
        tech = content.cycle.technologies[arg]
        abilities.breed(ctx, tech)
    elif what == "name":
        if arg == "dw":
            record = titans.take_dreamwalker(ctx)
            assert record is not None
            arg = record.uid
        yield from ctx.checkpoint(f"name:{arg}")
        yield from _name_titan(ctx, int(arg))
    elif what == "pattern":
        yield from ctx.checkpoint(f"pattern:{arg}")
        yield from _pattern_titan(ctx, arg)


def _use(ctx: Ctx, key: str, tech: Technology, ability: TechAbility) -> Proc[None]:
    """Use an ability [ADVA-018]: its trade [ADVA-023], then a failed Negotiation's re-roll
    [GEN-024]."""
    natural = abilities.use_ability(ctx, key, tech, ability)
    reroll = f"{key}:{natural}"
    if natural:
        yield from ctx.checkpoint(f"reroll:{reroll}")
    if ability.trade is not None:
        yield from trading.trade(ctx, ability.trade, f"ability:{key}")
    if natural:
        yield from _negotiation_reroll(ctx, reroll)


def _name_titan(ctx: Ctx, uid: int) -> Proc[None]:
    """Name a Titan [ADVA-039]: the players pick one of the free names."""
    record = titans.titan(ctx.state, uid)
    if record is not None:
        options = [Option(f"name:{n}", n, value=n) for n in titans.free_names(ctx.state)]
        option = yield from ctx.ask(
            Decision(
                NAME_KIND,
                "players",
                f"Name the {titans.describe(ctx.content, record)}.",
                options,
                {"uid": uid, "rule": "ADVA-039"},
            )
        )
        titans.name_titan(ctx, uid, str(option.value))
    yield from ctx.checkpoint("menu")


def _pattern_titan(ctx: Ctx, pattern: str) -> Proc[None]:
    """Which Titan gets the Pattern [ADVA-040]; a Pattern of the same kind it has is replaced
    [ADVA-041]; an unnamed Titan given a Pattern is named at once [ADVA-039]."""
    content = ctx.content
    options = []
    kind = content.cycle.patterns[pattern].kind if pattern in content.cycle.patterns else ""
    for record in ctx.state.campaign.titans:
        same = [
            p
            for p in record.patterns
            if kind and p in content.cycle.patterns and content.cycle.patterns[p].kind == kind
        ]
        explain = f"replaces {', '.join(same)} (ADVA-041)" if same else ""
        options.append(
            Option(
                f"titan:{record.uid}", titans.describe(content, record), explain, value=record.uid
            )
        )
    if ctx.state.argo.dreamwalkers > 0:
        options.append(Option("titan:dw", "An unnamed Dreamwalker", "it will be named", value="dw"))
    options.append(Option("back", "Not now", ""))
    option = yield from ctx.ask(
        Decision(
            PATTERN_KIND,
            "players",
            f"Which Titan bears the Pattern {pattern} for good?",
            options,
            {"pattern": pattern, "rule": "ADVA-040"},
        )
    )
    if option.value is None:  # not now
        yield from ctx.checkpoint("menu")
        return
    if option.value == "dw":
        taken = titans.take_dreamwalker(ctx)
        assert taken is not None
        uid = taken.uid
    else:
        uid = int(option.value)
    titans.assign_pattern(ctx, uid, pattern)
    named = titans.titan(ctx.state, uid)
    if named is not None and not named.name:
        yield from ctx.checkpoint(f"name:{uid}")
        yield from _name_titan(ctx, uid)
    else:
        yield from ctx.checkpoint("menu")


def _negotiation_reroll(ctx: Ctx, what: str) -> Proc[None]:
    """A failed Negotiation test may be re-rolled once for +1 Argo Fate [GEN-024, ADV-070]
    (``what``: "<ability>:<natural roll>")."""
    key, natural = what.rsplit(":", 1)
    option = yield from ctx.ask(
        Decision(
            REROLL_KIND,
            "players",
            f"The Negotiation test failed with {natural}. Re-roll with Argo Fate?",
            [
                Option("reroll", "Re-roll the die (+1 Argo Fate)", "GEN-024"),
                Option("keep", "Keep the failure", ""),
            ],
            {"ability": key, "rule": "GEN-024"},
        )
    )
    yield from ctx.checkpoint("menu")
    if option.id != "reroll":
        return
    tech_id, index = key.rsplit(":", 1)
    ability = ctx.content.cycle.technologies[tech_id].abilities[int(index)]
    ctx.state.argo.argo_fate += 1
    ctx.emit(
        "reroll", f"The Argo re-rolls (+1 Argo Fate, now {ctx.state.argo.argo_fate}).", "GEN-024"
    )
    abilities.negotiate(ctx, ability)
