"""Conditions, costs and Skill values of the Adventure Phase [ADV-007, GEN-051, CAMP-008]."""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.content.story_model import Cond, Cost
from atoterm.engine.campaign import diplomacy as campaign_diplomacy
from atoterm.engine.state import Argonaut, GameState


def skill_value(content: ContentPack, argonaut: Argonaut, skill: str) -> int:
    """Portrait (the sheet's value), plus Mnemos bonuses, minus Fated Mnemos penalties
    [CAMP-008, ADV-049, ADV-062]."""
    book = content.storybook
    value = argonaut.skills.get(skill, 0)
    if book is None:
        return value
    for held in argonaut.mnemos:
        card = book.mnemos.get(held.id)
        value += card.skills.get(skill, 0) if card else 0
    for held_f in argonaut.fated:
        card_f = book.fated_mnemos.get(held_f.id)
        value += card_f.penalties.get(skill, 0) if card_f else 0
    return value


def skill_sources(content: ContentPack, argonaut: Argonaut, skill: str) -> list[str]:
    """Where a Skill value comes from, in words (for the Argonaut sheet)."""
    book = content.storybook
    parts = [f"sheet {argonaut.skills.get(skill, 0):+d}"]
    if book is not None:
        for held in argonaut.mnemos:
            card = book.mnemos.get(held.id)
            if card and skill in card.skills:
                parts.append(f"{card.name} {card.skills[skill]:+d}")
        for held_f in argonaut.fated:
            card_f = book.fated_mnemos.get(held_f.id)
            if card_f and skill in card_f.penalties:
                parts.append(f"{card_f.name} {card_f.penalties[skill]:+d}")
    return parts


def local_faction(state: GameState, content: ContentPack) -> str:
    """The Local Faction (the day's choice on a tile with several) [VOY-043]; "" on neutral
    waters."""

    return campaign_diplomacy.local_faction(state, content)


def diplomacy_bonus(state: GameState, content: ContentPack) -> int:
    """The Local Faction section's bonus added to a Diplomacy test [VOY-045]."""

    return campaign_diplomacy.bonus(state, content, local_faction(state, content))


def diplomacy(state: GameState, content: ContentPack, faction: str = "local") -> int:
    if faction == "local":
        faction = local_faction(state, content)
    return state.story.diplomacy.get(faction, 0) if faction else 0


def unmet(state: GameState, content: ContentPack, cond: Cond, leader: int, notes: list[str]) -> str:
    """Why ``cond`` does not hold ("" when it does) [ADV-007]."""
    story = state.story
    who = state.argonauts[leader] if 0 <= leader < len(state.argonauts) else None
    kind, arg, value = cond.kind, cond.arg, cond.value
    if kind == "matrix":
        return (
            ""
            if value in state.choice_matrix and value not in story.erased
            else f"needs Choice Matrix box {value} marked"
        )
    if kind == "not_matrix":
        return (
            ""
            if value not in state.choice_matrix or value in story.erased
            else f"Choice Matrix box {value} is marked"
        )
    if kind == "diplomacy":
        have = diplomacy(state, content, arg)
        name = "the Local Faction" if arg == "local" else content.faction_name(arg) or arg
        return "" if have >= value else f"needs Diplomacy {value} with {name} (have {have})"
    if kind == "resource":
        have = story.resources.get(arg, 0)
        return (
            ""
            if have >= value
            else f"needs {value} {arg.replace('_', ' ').replace('-', ' ')} (have {have})"
        )
    if kind == "tech":
        return (
            ""
            if arg in story.technologies
            else f"needs the {arg.replace('_', ' ').title()} Technology"
        )
    if kind in ("knowledge", "progress", "doom"):
        have = state.argo.knowledge if kind == "knowledge" else getattr(state, kind)
        return "" if have >= value else f"needs {value} {kind.title()} (have {have})"
    if kind == "code":
        return "" if arg in story.codes or arg in story.codes_read else "needs a secret code"
    if kind == "clue":  # held, read or not: the card itself answers [CAMP-033]
        return "" if arg in story.clues else "needs a Clue card you do not hold"
    if kind == "ally":
        return "" if arg in story.allies else "needs an Ally who is not with the Argo"
    if kind == "mnemos":
        held = any(m.id == arg for a in state.argonauts if a.alive for m in a.mnemos)
        return "" if held else "needs an Argonaut holding that Mnemos"
    if kind == "note":
        known = notes + story.argo_notes + (who.notes if who else [])
        return "" if arg in known else "needs something you have not learned"
    if who is None:
        return "needs a party leader"
    if kind == "skill":
        have = skill_value(content, who, arg)
        return "" if have >= value else f"needs {arg.title()} {value:+d} (the leader has {have:+d})"
    if kind in ("danger", "fate", "rage"):
        have = getattr(who, kind)
        ok = have <= value if cond.at_most else have >= value
        bound = f"{value} or less" if cond.at_most else f"{value} or more"
        return "" if ok else f"needs the leader's {kind.title()} at {bound} (has {have})"
    if kind in ("boon", "affliction"):
        have_list = who.boons if kind == "boon" else who.afflictions
        return "" if arg in have_list else f"needs the {kind} {arg}"
    return f"unknown condition {cond.text}"


def cannot_pay(
    state: GameState, cost: Cost, payer: int, hindrances: list[str] | None = None
) -> str:
    """Why ``cost`` cannot be paid in full ("" when it can) [GEN-051, GEN-033, GEN-025]."""
    if cost.what in ("danger", "fate", "rage", "despair"):
        if payer < 0:
            return "needs a party leader"
        who = state.argonauts[payer]
        if cost.what == "danger" and hindrances and "no_pay_danger" in hindrances:
            return f"{who.name}'s Fated Mnemos forbids paying Danger"
        if cost.what == "despair":
            return ""
        if getattr(who, cost.what) + cost.amount > 9:
            return f"{cost.what.title()} cannot be raised above 9 on purpose"
        return ""
    if cost.what == "argo_fate":
        return (
            ""
            if state.argo.argo_fate + cost.amount <= 9
            else "Argo Fate cannot be raised above 9 on purpose"
        )
    if cost.what in ("crew", "hull"):
        have = getattr(state.argo, cost.what)
        return (
            "" if have > cost.amount else f"paying would leave no {cost.what.title()} (have {have})"
        )
    have = state.story.resources.get(cost.arg, 0)
    return (
        ""
        if have >= cost.amount
        else f"needs {cost.amount} {cost.arg.replace('_', ' ').replace('-', ' ')} (have {have})"
    )


def pay(state: GameState, cost: Cost, payer: int) -> str:
    """Pay ``cost`` in full (it was checked); the words for the log. Never mitigated [GEN-051]."""
    if cost.what in ("danger", "fate", "rage", "despair"):
        who = state.argonauts[payer]
        setattr(who, cost.what, getattr(who, cost.what) + cost.amount)
        return f"{who.name} gains {cost.amount} {cost.what.title()}"
    if cost.what == "argo_fate":
        state.argo.argo_fate += cost.amount
        return f"the Argo gains {cost.amount} Argo Fate"
    if cost.what in ("crew", "hull"):
        setattr(state.argo, cost.what, getattr(state.argo, cost.what) - cost.amount)
        return f"the Argo loses {cost.amount} {cost.what.title()}"
    state.story.resources[cost.arg] = state.story.resources.get(cost.arg, 0) - cost.amount
    return f"the Argo pays {cost.amount} {cost.arg.replace('_', ' ').replace('-', ' ')}"


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + "."
