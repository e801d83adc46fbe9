"""The Advancement Step procedure: the day's Advancement Events, then a menu of activities
until the players are done [ADVA-001].

Re-entrant: the part reached is in the step's stage ("" → events → "menu"; "name:<uid>" while
a Titan is being named, "pattern:<id>" while a Pattern looks for its Titan); a trade is in
``campaign.trade``.
"""

from __future__ import annotations

from atoterm.engine.campaign.advancement import (
    abilities,
    costs,
    crafting,
    research,
    titans,
    trading,
)
from atoterm.engine.campaign.advancement.handlers import adva_handler
from atoterm.engine.campaign.stage import set_stage, stage
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option

MENU_KIND = "adva.menu"
NAME_KIND = "adva.name"
PATTERN_KIND = "adva.pattern"
REROLL_KIND = "adva.negotiation_reroll"


def advancement_step(ctx: Ctx) -> None:
    """Step 6 (optional): research, trade, craft, breed, fuse, use Argo Facilities [ADVA-001]."""
    if _nothing_to_do(ctx):
        ctx.state.step_done = True  # a pack without a Technology tree: the step is skipped
        return
    part = stage(ctx)
    if part == "":
        abilities.resolve_events(ctx)
        set_stage(ctx, "menu")
        part = "menu"
    if ctx.state.campaign.trade is not None and not trading.continue_trade(ctx):
        return
    if part.startswith("name:"):
        ask_name(ctx, int(part.split(":")[1]))
        return
    if part.startswith("pattern:"):
        ask_pattern_titan(ctx, part.split(":", 1)[1])
        return
    if part.startswith("reroll:"):
        ask_reroll(ctx, part.split(":", 1)[1])
        return
    ask_menu(ctx)


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


def ask_menu(ctx: Ctx) -> None:
    today = research.research_kinds_today(ctx)
    symbols = ", ".join(k.title() for k in today) or "no"
    ctx.wait_for(
        Decision(
            MENU_KIND,
            "players",
            f"Advancement Step (day {ctx.state.timeline.day}; {symbols} Technology symbol "
            "today): choose an activity.",
            menu_options(ctx),
            {"research": today, "rule": "ADVA-001"},
        )
    )


@adva_handler(MENU_KIND)
def menu_chosen(ctx: Ctx, option: Option) -> None:
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
                natural = abilities.use_ability(ctx, key, tech, ability)
                if natural:
                    set_stage(ctx, f"reroll:{key}:{natural}")
                if ability.trade is not None:
                    trading.start_trade(ctx, ability.trade, f"ability:{key}")
                    state.pending = None  # the step asks the trade's decision when re-run
                break
    elif what == "breed":
        tech = content.cycle.technologies[arg]
        abilities.breed(ctx, tech)
    elif what == "name":
        if arg == "dw":
            record = titans.take_dreamwalker(ctx)
            assert record is not None
            arg = record.uid
        set_stage(ctx, f"name:{arg}")
    elif what == "pattern":
        set_stage(ctx, f"pattern:{arg}")


def ask_name(ctx: Ctx, uid: int) -> None:
    """Name a Titan [ADVA-039]: the players pick one of the free names."""
    record = titans.titan(ctx.state, uid)
    if record is None:
        set_stage(ctx, "menu")
        ask_menu(ctx)
        return
    options = [Option(f"name:{n}", n, value=n) for n in titans.free_names(ctx.state)]
    ctx.wait_for(
        Decision(
            NAME_KIND,
            "players",
            f"Name the {titans.describe(ctx.content, record)}.",
            options,
            {"uid": uid, "rule": "ADVA-039"},
        )
    )


@adva_handler(NAME_KIND)
def name_chosen(ctx: Ctx, option: Option) -> None:
    assert ctx.answered is not None
    titans.name_titan(ctx, int(ctx.answered.context["uid"]), str(option.value))
    set_stage(ctx, "menu")


def ask_pattern_titan(ctx: Ctx, pattern: str) -> None:
    """Which Titan gets the Pattern [ADVA-040]; a Pattern of the same kind it has is replaced
    [ADVA-041]."""
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
    ctx.wait_for(
        Decision(
            PATTERN_KIND,
            "players",
            f"Which Titan bears the Pattern {pattern} for good?",
            options,
            {"pattern": pattern, "rule": "ADVA-040"},
        )
    )


@adva_handler(PATTERN_KIND)
def pattern_titan_chosen(ctx: Ctx, option: Option) -> None:
    assert ctx.answered is not None
    if option.id == "back":
        set_stage(ctx, "menu")
        return
    if option.value == "dw":
        record = titans.take_dreamwalker(ctx)
        assert record is not None
        uid = record.uid
    else:
        uid = int(option.value)
    titans.assign_pattern(ctx, uid, str(ctx.answered.context["pattern"]))
    record = titans.titan(ctx.state, uid)
    # a Titan given a Pattern is named at once [ADVA-039, ADVA-040]
    set_stage(ctx, f"name:{uid}" if record is not None and not record.name else "menu")


def ask_reroll(ctx: Ctx, what: str) -> None:
    """A failed Negotiation test may be re-rolled once for +1 Argo Fate [GEN-024, ADV-070]."""
    key, natural = what.rsplit(":", 1)
    ctx.wait_for(
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


@adva_handler(REROLL_KIND)
def reroll_chosen(ctx: Ctx, option: Option) -> None:
    assert ctx.answered is not None
    set_stage(ctx, "menu")
    if option.id != "reroll":
        return
    key = str(ctx.answered.context["ability"])
    tech_id, index = key.rsplit(":", 1)
    ability = ctx.content.cycle.technologies[tech_id].abilities[int(index)]
    ctx.state.argo.argo_fate += 1
    ctx.emit(
        "reroll", f"The Argo re-rolls (+1 Argo Fate, now {ctx.state.argo.argo_fate}).", "GEN-024"
    )
    abilities.negotiate(ctx, ability)
