"""Research: the Technology deck, the Projects deck and the Reserves [ADVA-002..ADVA-017,
ADVA-020, ADVA-022, VOY-048].

The Technology deck is ``story.technologies``, the Projects deck ``campaign.projects``; every
other Technology of ``content.cycle`` is in the Reserves [ADVA-005].
"""

from __future__ import annotations

from atoterm.content.campaign_model import Requirement, Technology
from atoterm.content.schema import ContentPack
from atoterm.engine.context import Ctx
from atoterm.engine.effects import effect_op, resolve
from atoterm.engine.state import GameState

RESEARCH_SYMBOLS = {"structural_tech": "structural", "battle_tech": "battle"}
"""Timeline symbols of a Technology Breakthrough and the research they allow [ADVA-010]."""


def technology(content: ContentPack, tech_id: str) -> Technology | None:
    return content.cycle.technologies.get(tech_id)


def tech_name(content: ContentPack, tech_id: str) -> str:
    known = technology(content, tech_id)
    if known is not None:
        return known.name
    return content.campaign.technologies.get(tech_id) or tech_id.replace("_", " ")


def deck(state: GameState, content: ContentPack) -> list[Technology]:
    """The Technology deck's cards known to the Cycle, in the order gained [ADVA-003]."""
    techs = content.cycle.technologies
    return [techs[t] for t in state.story.technologies if t in techs]


def where(state: GameState, tech_id: str) -> str:
    """ "deck", "projects" or "reserves" [ADVA-003..ADVA-005]."""
    if tech_id in state.story.technologies:
        return "deck"
    if tech_id in state.campaign.projects:
        return "projects"
    return "reserves"


# ---------------------------------------------------------------------------- requirements
def requirement_words(content: ContentPack, req: Requirement) -> str:
    """A requirement in words (for the screen)."""
    if req.kind == "tech":
        return tech_name(content, req.subject)
    if req.kind in ("encountered", "killed"):
        verb = "encounter" if req.kind == "encountered" else "kill"
        level = f" (level {req.value}+)" if req.value else ""
        return f"{verb} {req.subject.replace('_', ' ').title()}{level}"
    if req.kind == "diplomacy":
        return f"Diplomacy {req.value:+d} with {content.faction_name(req.subject) or req.subject}"
    if req.kind == "explored":
        return f"{req.value} Explored tiles"
    return f"{req.kind} {req.subject} {req.value}".strip()


def requirement_problem(state: GameState, content: ContentPack, req: Requirement) -> str:
    """Why one requirement is not met ("" when it is) [ADVA-012]."""
    campaign = state.campaign
    if req.kind == "tech":
        return "" if req.subject in state.story.technologies else "not researched yet"
    if req.kind in ("encountered", "killed"):
        table = campaign.encountered if req.kind == "encountered" else campaign.killed
        if req.subject not in table:
            return "never " + ("encountered" if req.kind == "encountered" else "killed")
        best = table[req.subject]
        return "" if best >= req.value else f"best level so far {best}"
    if req.kind == "diplomacy":
        score = state.story.diplomacy.get(req.subject, 0)
        return "" if score >= req.value else f"Diplomacy is {score:+d}"
    if req.kind == "explored":
        count = len(state.voyage.explored)
        return "" if count >= req.value else f"{count} Explored so far"
    return f"unknown requirement {req.kind!r}"


def requirements_report(
    state: GameState, content: ContentPack, tech: Technology
) -> tuple[list[str], list[str]]:
    """(every requirement with met/unmet and why, the unmet groups) [ADVA-012, ADVA-013]:
    each group is a list of requirements joined by OR, one of which suffices."""
    lines: list[str] = []
    unmet: list[str] = []
    for group in tech.requires:
        problems = [requirement_problem(state, content, r) for r in group]
        names = [requirement_words(content, r) for r in group]
        met = any(p == "" for p in problems)
        parts = [f"{n} ({p or 'met'})" for n, p in zip(names, problems, strict=True)]
        text = " OR ".join(parts)
        lines.append(("✓ " if met else "✗ ") + text)
        if not met:
            unmet.append(" OR ".join(names))
    return lines, unmet


def research_problem(state: GameState, content: ContentPack, tech_id: str, today: list[str]) -> str:
    """Why ``tech_id`` cannot be researched now ("" if it can) [ADVA-006, ADVA-008,
    ADVA-010, ADVA-012]; ``today`` are the research kinds today's symbols allow."""
    tech = technology(content, tech_id)
    if tech is None:
        return "unknown Technology"
    if where(state, tech_id) != "projects":
        return "not in the Projects deck (ADVA-006)"
    if tech.kind == "core":
        return "Core Technologies are never researched (ADVA-008)"
    if tech.kind not in today:
        return f"no {tech.kind.title()} Technology symbol today (ADVA-010)"
    if state.campaign.research_done.count(tech.kind) >= today.count(tech.kind):
        return f"today's {tech.kind.title()} research is done (ADVA-010)"
    _, unmet = requirements_report(state, content, tech)
    if unmet:
        return "requires " + "; ".join(unmet) + " (ADVA-012)"
    return ""


def research_kinds_today(ctx: Ctx) -> list[str]:
    """One research kind per Timeline symbol today, printed or written during play (two
    Structural symbols allow two Structural researches) [ADVA-010, ADVA-011]."""
    day = ctx.state.timeline.day
    printed = [e.kind for e in ctx.content.events_on(day)]
    added = [e.kind for e in ctx.state.timeline.added if e.day == day]
    return [RESEARCH_SYMBOLS[k] for k in printed + added if k in RESEARCH_SYMBOLS]


def research(ctx: Ctx, tech_id: str) -> None:
    """Research a Project [ADVA-014, ADVA-015: no cost beyond the card's own]: its Leads-to
    cards go from the Reserves to Projects first, then it joins the Technology deck and its
    Immediate abilities resolve [ADVA-020]."""
    tech = technology(ctx.content, tech_id)
    assert tech is not None
    ctx.state.campaign.research_done.append(tech.kind)
    ctx.state.campaign.projects.remove(tech_id)
    ctx.emit(
        "research",
        f"Researched: {tech.name} ({tech.kind.title()}).",
        "ADVA-014",
        technology=tech_id,
    )
    ctx.chronicle("technology", f"Researched {tech.name}.")
    _lead_to(ctx, tech)
    _into_deck(ctx, tech, "ADVA-014")


def _lead_to(ctx: Ctx, tech: Technology) -> None:
    for target in tech.leads_to:
        if where(ctx.state, target) == "reserves":
            add_project(ctx, target, "ADVA-014")


def add_project(ctx: Ctx, tech_id: str, rule: str = "ADVA-017") -> None:
    """A card from the Reserves joins the Projects deck [ADVA-014, ADVA-017]."""
    if where(ctx.state, tech_id) != "reserves":
        return
    ctx.state.campaign.projects.append(tech_id)
    ctx.emit(
        "project",
        f"New Project: {tech_name(ctx.content, tech_id)}.",
        rule,
        technology=tech_id,
    )


def _into_deck(ctx: Ctx, tech: Technology, rule: str) -> None:
    ctx.state.story.technologies.append(tech.id)
    if tech.summon_limit > ctx.state.powers.summon_limit:
        ctx.state.powers.summon_limit = tech.summon_limit
        ctx.emit("summon_limit", f"Summon Limit is now {tech.summon_limit}.", "VOY-048")
    for ability in tech.abilities:
        if ability.kind == "immediate":
            ctx.emit("immediate", f"{tech.name}: {ability.name}.", "ADVA-020")
            for effect in ability.effects:
                resolve(ctx, {**effect, "rule": effect.get("rule", "ADVA-020")})


def gain_technology(ctx: Ctx, tech_id: str) -> None:
    """A Technology gained outside a Breakthrough goes to the Technology deck and its
    Leads-to cards to Projects [ADVA-016, GEN-038]."""
    state = ctx.state
    if tech_id in state.story.technologies:
        return
    if tech_id in state.campaign.projects:
        state.campaign.projects.remove(tech_id)
    tech = technology(ctx.content, tech_id)
    ctx.emit(
        "card",
        f"Gained a Technology: {tech_name(ctx.content, tech_id)}.",
        "ADVA-016" if tech is not None else "GEN-038",
        technology=tech_id,
    )
    if tech is None:
        state.story.technologies.append(tech_id)
        limit = ctx.content.campaign.summon_limits.get(tech_id, 0)
        state.powers.summon_limit = max(state.powers.summon_limit, limit)
        return
    ctx.chronicle("technology", f"Gained {tech.name}.")
    _lead_to(ctx, tech)
    _into_deck(ctx, tech, "ADVA-016")


@effect_op("add_project")
def add_project_op(ctx: Ctx, effect: dict) -> None:
    """``add_project TECH``: a card added to Projects by any other effect [ADVA-017]."""
    add_project(ctx, str(effect["technology"]), str(effect.get("rule", "ADVA-017")))


# ---------------------------------------------------------------------------- battle links
def summon_limit(state: GameState, content: ContentPack) -> int:
    """The best Summon Limit of the gained Technologies [VOY-048]."""
    best = 0
    for tech_id in state.story.technologies:
        tech = technology(content, tech_id)
        limit = tech.summon_limit if tech else content.campaign.summon_limits.get(tech_id, 0)
        best = max(best, limit)
    return best


def aa_limit(state: GameState, content: ContentPack) -> int:
    """How many Argo Abilities a Battle may prepare: the best Propylon of the Technology deck
    [ADVA-022] (0 without a Propylon)."""
    return max((t.aa_limit for t in deck(state, content)), default=0)


def argo_abilities(state: GameState, content: ContentPack) -> list[str]:
    """Argo Abilities (ids) the Technology deck's Battle Technologies unlock [ADVA-009]."""
    found: list[str] = []
    for tech in deck(state, content):
        for ability in tech.argo_abilities:
            if ability not in found:
                found.append(ability)
    return found
