"""The Advancement sheet's text: research, crafting, fusing, trading, breeding, abilities and
the Titan roster [ADVA-001..ADVA-042].

A read-only presenter: it works out from the content and the state what the screen shows
(which requirement is met and why not, what is affordable, how many copies are left) and
never changes anything; the engine (``engine/campaign/advancement/``) alone decides and offers
the options, listed by the decision panel. Whether a requirement is met, a recipe can be
made or a breeding started is asked of the engine's read-only helpers (``views.
advancement``, the engine's ``requirement_problem``, ``craft_problem``, ``breed_problem``), so the sheet
and the options always agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from atoterm.ui.campaign_text import (
    faction_short,
    gear_name,
    primordial_name,
    resource_name,
    tech_name,
    titan_class_name,
    titan_lines,
)
from atoterm.views import advancement
from atoterm.views.advancement import RESOURCE_CATEGORIES
from atoterm.views.campaign import current_day, diplomacy_section
from atoterm.views.cards import count_words
from atoterm.views.effects import (
    FACILITY_WORDS,
    facility_words,
    tech_ability_words,
    technology_words,
)

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, Cost, GameState, Rate, Requirement, Technology

MET = "✓"
UNMET = "✗"
BREAKTHROUGH_KINDS = {"structural_tech": "structural", "battle_tech": "battle"}


# ---------------------------------------------------------------- research
def requirement_status(pack: ContentPack, state: GameState, req: Requirement) -> tuple[bool, str]:
    """Whether one requirement is met and, in words, what it asks and where the Argo stands
    [ADVA-012]."""
    met = advancement.requirement_problem(state, pack, req) == ""
    campaign = state.campaign
    if req.kind == "tech":
        return met, f"{tech_name(pack, req.subject)} ({'researched' if met else 'not yet'})"
    if req.kind in ("encountered", "killed"):
        table = campaign.encountered if req.kind == "encountered" else campaign.killed
        best = table.get(req.subject, 0)
        verb = "encounter" if req.kind == "encountered" else "slay"
        so_far = f"level {best} so far" if best else "none so far"
        name = primordial_name(pack, req.subject)
        return met, f"{verb} {name} level {req.value}+ ({so_far})"
    if req.kind == "diplomacy":
        score = state.story.diplomacy.get(req.subject, 0)
        name = diplomacy_section(pack, req.value)
        wanted = f"{req.value:+d}" + (f" {name}" if name else "")
        return met, f"Diplomacy {faction_short(pack, req.subject)} {wanted} (now {score:+d})"
    if req.kind == "explored":
        count = len(state.voyage.explored)
        return met, f"{req.value} Explored tiles (now {count})"
    return met, f"{req.kind} {req.subject} {req.value}".strip()


def research_status(pack: ContentPack, state: GameState, tech: Technology) -> tuple[bool, Text]:
    """All requirement groups met? and one line per group; OR groups need one [ADVA-013]."""
    text = Text()
    all_met = True
    for group in tech.requires:
        results = [requirement_status(pack, state, req) for req in group]
        group_met = any(met for met, _ in results)
        all_met = all_met and group_met
        text.append(f"\n    {MET if group_met else UNMET} ", "bold")
        for number, (met, words) in enumerate(results):
            if number:
                text.append(" OR ", "bold")
            text.append(f"{words} {MET if met else UNMET}", None if met else "italic")
    if not tech.requires:
        text.append("\n    no requirement")
    return all_met, text


def breakthroughs_today(pack: ContentPack, state: GameState) -> list[str]:
    """The research kinds today's Timeline box allows ("structural", "battle") [ADVA-010]."""
    kinds = [
        BREAKTHROUGH_KINDS[e.kind]
        for e in pack.events_on(current_day(state))
        if e.kind in BREAKTHROUGH_KINDS
    ]
    return list(dict.fromkeys(kinds))


def research_text(pack: ContentPack, state: GameState) -> Text:
    """Today's research and every Project with each requirement met or not [ADVA-004,
    ADVA-006, ADVA-010..ADVA-013]."""
    today = breakthroughs_today(pack, state)
    done = state.campaign.research_done
    if today:
        parts = [f"{k.title()} ({'done' if k in done else 'open'})" for k in today]
        text = Text("Research today: " + ", ".join(parts))
    else:
        text = Text("No Breakthrough today: research waits for a Breakthrough day.")
    projects = state.campaign.projects
    if not projects:
        text.append("\nThe Projects deck is empty.")
    for tech_id in projects:
        tech = pack.cycle.technologies.get(tech_id)
        if tech is None:
            text.append(f"\n{tech_name(pack, tech_id)}")
            continue
        ready, lines = research_status(pack, state, tech)
        text.append(f"\n{MET if ready else UNMET} {tech.name}", "bold")
        text.append(f" ({tech.kind}{', ready' if ready else ''})")
        if tech.leads_to:
            text.append(" → " + ", ".join(tech_name(pack, t) for t in tech.leads_to), "dim")
        text.append_text(lines)
        for words in technology_words(pack, tech):  # what researching it would give
            text.append(f"\n    gives: {words}", "dim")
    return text


# ---------------------------------------------------------------- costs
def cost_words(pack: ContentPack, cost: Cost) -> str:
    return ", ".join(f"{n} {resource_name(pack, r)}" for r, n in cost) or "free"


def deck_techs(pack: ContentPack, state: GameState) -> list[Technology]:
    """The Technologies in the Technology deck that the content describes, in deck order."""
    techs = pack.cycle.technologies
    return [techs[t] for t in state.story.technologies if t in techs]


def crafting_text(pack: ContentPack, state: GameState) -> Text:
    """Gear from Production Facilities: cost, affordable or not, copies left [ADVA-028..
    ADVA-030]; fusing with a Dreamwalker and a Core, and Prototypes [ADVA-037, ADVA-038]."""
    text = Text()
    for tech in deck_techs(pack, state):
        for recipe in tech.recipes:
            problem = advancement.craft_problem(state, pack, recipe)
            if recipe.gear:
                left = advancement.copies_left(state, recipe)
                what = f"{gear_name(pack, recipe.gear)} · {left} of {recipe.copies} copies left"
            elif recipe.core:
                what = f"Fuse {titan_class_name(pack, recipe.titan)}"
            else:
                kind = "Prototype" if recipe.prototype else "Titan"
                what = f"{kind} {titan_class_name(pack, recipe.titan)}"
            if text:
                text.append("\n")
            text.append(f"{UNMET if problem else MET} {what}", None if problem else "bold")
            text.append(f" · cost {advancement.cost_words(pack, recipe)} · {tech.name}", "dim")
            if problem:
                text.append(f"\n    {problem}", "italic")
    return text if text else Text("No Production Facility in the Technology deck.")


def side_words(pack: ContentPack, side: str) -> str:
    if side in RESOURCE_CATEGORIES:
        return f"any {side.title()}"
    return resource_name(pack, side)


def rate_words(pack: ContentPack, rate: Rate) -> str:
    return (
        f"{rate.give_n} {side_words(pack, rate.give)} → {rate.get_n} {side_words(pack, rate.get)}"
    )


def ability_state(state: GameState, tech: Technology, index: int) -> str:
    """Whether the ``index``-th ability of ``tech`` can be used today: its key is
    ``tech:index`` in ``campaign.used_today`` / ``cooling`` [ADVA-019, ADVA-024]."""
    key = f"{tech.id}:{index}"
    if key in state.campaign.cooling:
        return "cooling down"
    if key in state.campaign.used_today:
        return "used today"
    return "ready"


def trading_text(pack: ContentPack, state: GameState) -> Text:
    """Trading abilities: exchanges and rates [ADVA-023]."""
    text = Text()
    for tech in deck_techs(pack, state):
        for index, ability in enumerate(tech.abilities):
            if ability.trade is None:
                continue
            if text:
                text.append("\n")
            text.append(f"{ability.name} ({tech.name}, {ability_state(state, tech, index)})")
            text.append(f": up to {count_words(ability.trade.exchanges, 'exchange', 'exchanges')}")
            for rate in ability.trade.rates:
                text.append(f"\n    {rate_words(pack, rate)}")
    return text if text else Text("No trading ability in the Technology deck.")


def breeding_text(pack: ContentPack, state: GameState) -> Text:
    """Breeding Technologies: in progress, blocked by a Titan of the class aboard, or free
    [ADVA-033, ADVA-035, ADVA-036]."""
    text = Text()
    for tech in deck_techs(pack, state):
        breeding = tech.breeding
        if breeding is None:
            continue
        name = titan_class_name(pack, breeding.titan_class)
        running = [b for b in state.campaign.breeding if b.technology == tech.id]
        problem = advancement.breed_problem(state, pack, tech)
        if running:
            status = f"in progress: arrives on day {running[0].day}"
        elif problem:
            status = problem
        else:
            status = "free"
        cost = f" + {cost_words(pack, breeding.cost)}" if breeding.cost else ""  # [MNE-021]
        if text:
            text.append("\n")
        text.append(f"{name} ({tech.name}): {status}", "bold" if status == "free" else None)
        text.append(
            f"\n    {count_words(breeding.dreamwalkers, 'Dreamwalker', 'Dreamwalkers')}{cost}, "
            f"{count_words(breeding.days, 'day', 'days')}",
            "dim",
        )
    return text if text else Text("No breeding Technology in the Technology deck.")


def abilities_text(pack: ContentPack, state: GameState) -> Text:
    """The Technology deck with its abilities and whether each is usable today [ADVA-018..
    ADVA-025]; the AA limit of the best Propylon [ADVA-022]."""
    techs = deck_techs(pack, state)
    aa = max((t.aa_limit for t in techs), default=0)
    text = Text(f"Technology deck: {len(state.story.technologies)} · AA limit {aa}")
    for tech in techs:
        text.append(f"\n{tech.name}", "bold")
        facility = FACILITY_WORDS.get(tech.facility, "")
        text.append(f" ({tech.kind}{', ' + facility if facility else ''})")
        # what the Technology does, in words (the abilities come below, each with its state)
        for words in facility_words(pack, tech):
            text.append(f"\n    {words}")
        for index, ability in enumerate(tech.abilities):
            # "always in effect" / "a rule to remember" below say it: no day's state to show
            always = ability.kind in ("permanent", "reference")
            status = "" if always else f" · {ability_state(state, tech, index)}"
            text.append(f"\n    {ability.name}{status}")
            text.append(f"\n      {tech_ability_words(pack, ability)}", "dim")
    unknown = [t for t in state.story.technologies if t not in pack.cycle.technologies]
    for tech_id in unknown:
        text.append(f"\n{tech_name(pack, tech_id)}")
    return text


def advancement_sections(pack: ContentPack, state: GameState) -> list[tuple[str, Text]]:
    return [
        ("Research", research_text(pack, state)),
        ("Crafting and fusing", crafting_text(pack, state)),
        ("Trading", trading_text(pack, state)),
        ("Breeding", breeding_text(pack, state)),
        ("Technologies and abilities", abilities_text(pack, state)),
        ("Titan roster", titan_lines(pack, state)),
    ]


def advancement_text(pack: ContentPack, state: GameState) -> Text:
    text = Text()
    for number, (title, body) in enumerate(advancement_sections(pack, state)):
        if number:
            text.append("\n\n")
        text.append(title + "\n", "bold underline")
        text.append_text(body)
    return text
