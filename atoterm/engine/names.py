"""Printed names of content ids, for the texts of campaign and storybook events (issue 15).

An event's ``data`` keeps the ids; its text is read in the log and the chronicle, so it names
things as the content pack prints them. The battle's own event texts use
``engine.battle.explain.words`` (which needs a battle's context); these need only the pack.
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack

GEAR_PREFIX = "gear:"
"""A battle's Aftermath lists the Gear it won as ``gear:<id>`` beside its resources."""


def plain(word: str) -> str:
    """An id no table knows, as words (``instant_death`` -> "instant death")."""
    return word.replace("_", " ").replace("-", " ")


def resource_name(content: ContentPack, resource: str) -> str:
    """A resource's printed name; ``gear:<id>`` (gained Gear waiting for the Armory) is the
    Gear card's name."""
    if resource.startswith(GEAR_PREFIX):
        return gear_name(content, resource.removeprefix(GEAR_PREFIX))
    known = content.cycle.resources.get(resource)
    if known is not None:
        return known.name
    return content.campaign.resources.get(resource) or plain(resource).title()


def resources_words(content: ContentPack, amounts: dict[str, int]) -> str:
    """``2 Glass Shard, 1 Warden Ichor`` (amounts of 0 left out), in id order."""
    return ", ".join(f"{n} {resource_name(content, r)}" for r, n in sorted(amounts.items()) if n)


def gear_name(content: ContentPack, gear: str) -> str:
    battle = content.battle
    if battle is not None and gear in battle.gear:
        return battle.gear[gear].name
    return plain(gear).title()


def terrain_name(content: ContentPack, terrain: str) -> str:
    battle = content.battle
    if battle is not None and terrain in battle.terrain:
        return battle.terrain[terrain].name
    return plain(terrain).title()


def primordial_name(content: ContentPack, primordial: str) -> str:
    battle = content.battle
    if battle is not None and primordial in battle.primordials:
        return battle.primordials[primordial].name
    return plain(primordial).title()


def count_words(count: int, one: str, many: str = "") -> str:
    """``1 drawn card``, ``3 drawn cards`` (``many``: a plural not made with "s")."""
    return f"{count} {one if count == 1 else many or one + 's'}"


def change_words(label: str, amount: int, before: int, after: int) -> str:
    """A stat's change as it happened: ``+2 Fate (now 5)``; when a bound kept it from
    moving all the way, what was asked and what happened (never "-1 Fate (now 0)" when it
    was 0 already)."""
    done = after - before
    if done == amount:
        return f"{amount:+d} {label} (now {after})"
    if done == 0:
        return f"{label} stays at {after} ({amount:+d} asked)"
    return f"{done:+d} {label} (now {after}; {amount:+d} asked)"
