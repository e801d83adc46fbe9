"""Diplomacy: the Factions' tracks, thresholds and bonuses, the Local Faction [VOY-041..VOY-046].

Scores live in ``state.story.diplomacy`` (faction id -> score). The track runs from the lowest
to the highest threshold of ``content.cycle.diplomacy_thresholds`` (Cycle I: At War -3 ..
Allied +2) and a score never leaves it. Reaching the lowest section (At War) is final: later
gains and losses with that faction are ignored [VOY-046].

The Local Faction is the faction symbol of the Argo's tile [VOY-043]. On a tile with several
faction symbols the players choose one; the choice holds for the rest of the day
(``campaign.local_faction`` / ``local_faction_day``). Until they have chosen (e.g. a paragraph
read before the Exploration Step asks), the printed first symbol applies.
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc
from atoterm.engine.state import GameState

LOCAL_KIND = "diplomacy.local"


def thresholds(content: ContentPack) -> list[tuple[int, str, int]]:
    """(score, name, bonus) from the lowest section up [VOY-042, VOY-045]."""
    return sorted(content.cycle.diplomacy_thresholds)


def bounds(content: ContentPack) -> tuple[int, int]:
    """The lowest and highest score of the track (Cycle I: -3 and +2)."""
    table = thresholds(content)
    return (table[0][0], table[-1][0]) if table else (-3, 2)


def score(state: GameState, faction: str) -> int:
    return state.story.diplomacy.get(faction, 0) if faction else 0


def _section(content: ContentPack, value: int) -> tuple[int, str, int]:
    table = thresholds(content)
    chosen = table[0]
    for entry in table:
        if value >= entry[0]:
            chosen = entry
    return chosen


def threshold(state: GameState, content: ContentPack, faction: str) -> str:
    """The threshold section the faction's score is in ("Friendly") [VOY-041, VOY-042]."""
    return _section(content, score(state, faction))[1]


def bonus(state: GameState, content: ContentPack, faction: str) -> int:
    """The Diplomacy bonus/penalty of the faction's section, added to Diplomacy tests
    (Negotiation, Saves) [VOY-045]; 0 without a faction (neutral waters)."""
    if not faction:
        return 0
    return _section(content, score(state, faction))[2]


def threshold_score(content: ContentPack, name: str) -> int | None:
    """The score where the named section begins ("friendly", "at_war", "war", "At War")."""
    wanted = name.lower().replace("_", " ").strip()
    for value, label, _ in thresholds(content):
        if wanted in (label.lower(), label.lower().split()[-1]):  # "war" names At War
            return value
    return None


def at_war(state: GameState, content: ContentPack, faction: str) -> bool:
    """At War (the lowest section) is permanent [VOY-046]."""
    return bool(faction) and score(state, faction) <= bounds(content)[0]


def local_faction(state: GameState, content: ContentPack) -> str:
    """The Local Faction of the Argo's tile [VOY-043]; "" on neutral waters."""
    tile = content.tiles.get(state.voyage.tile)
    if tile is None:
        return ""
    factions = tile.factions
    campaign = state.campaign
    if (
        len(factions) > 1
        and campaign.local_faction in factions
        and campaign.local_faction_day == state.timeline.day
    ):
        return campaign.local_faction
    return factions[0] if factions else ""


def needs_choice(state: GameState, content: ContentPack) -> bool:
    """Several faction symbols and no choice made today [VOY-043]."""
    tile = content.tiles.get(state.voyage.tile)
    if tile is None or len(tile.factions) < 2:
        return False
    campaign = state.campaign
    return not (
        campaign.local_faction in tile.factions and campaign.local_faction_day == state.timeline.day
    )


def choose_local_faction(ctx: Ctx) -> Proc[None]:
    """Which Local Faction applies today when the tile shows several [VOY-043]: the players
    choose once a day (nothing is asked once they have)."""
    if not needs_choice(ctx.state, ctx.content):
        return
    tile = ctx.content.tile(ctx.state.voyage.tile)
    options = []
    for faction in tile.factions:
        name = ctx.content.faction_name(faction) or faction
        standing = threshold(ctx.state, ctx.content, faction)
        value = score(ctx.state, faction)
        options.append(
            Option(f"faction:{faction}", name, f"{standing} ({value:+d})", value=faction)
        )
    option = yield from ctx.ask(
        Decision(
            kind=LOCAL_KIND,
            actor="players",
            prompt=f"{tile.name} shows several faction symbols: which is the Local Faction today?",
            options=options,
            context={"tile": tile.id, "rule": "VOY-043"},
        )
    )
    faction = str(option.value)
    campaign = ctx.state.campaign
    campaign.local_faction = faction
    campaign.local_faction_day = ctx.state.timeline.day
    name = ctx.content.faction_name(faction) or faction
    ctx.emit("local_faction", f"Local Faction today: {name}.", "VOY-043", faction=faction)


def gain(ctx: Ctx, faction: str, amount: int, rule: str = "") -> None:
    """Move the faction's marker by ``amount`` inside the track [VOY-041]; ignored once At War
    [VOY-046]; "local" means the Local Faction [VOY-044]."""
    if faction == "local":
        faction = local_faction(ctx.state, ctx.content)
    if not faction:
        ctx.emit("diplomacy", "No Local Faction here: the Diplomacy change is lost.", "GEN-011")
        return
    name = ctx.content.faction_name(faction) or faction
    if at_war(ctx.state, ctx.content, faction):
        ctx.emit(
            "diplomacy",
            f"At War with {name}: the Diplomacy change is ignored (At War is final).",
            "VOY-046",
            faction=faction,
        )
        return
    low, high = bounds(ctx.content)
    table = ctx.state.story.diplomacy
    table[faction] = max(low, min(high, table.get(faction, 0) + amount))
    standing = threshold(ctx.state, ctx.content, faction)
    text = f"Diplomacy with {name}: {table[faction]:+d} ({standing})."
    if table[faction] == low:
        text += " They are now At War with the Argo, for good."
    ctx.emit("diplomacy", text, rule or "VOY-041", faction=faction, value=table[faction])


def negotiation_allowed(state: GameState, content: ContentPack) -> str:
    """ "" when Negotiation abilities may be used here, else why not: only on a City tile
    [VOY-018, ADVA-021] without the Last Visited City token [VOY-010]."""
    tile = content.tiles.get(state.voyage.tile)
    if tile is None or "city" not in tile.symbols:
        return "Negotiation needs a City tile (VOY-018)"
    if state.voyage.last_city == tile.id:
        return "the Last Visited City token is on this tile (VOY-010)"
    return ""


def trigger_met(state: GameState, content: ContentPack, words: list[str]) -> str:
    """A Diplomacy trigger [VOY-044]: ``[faction] friendly+`` / ``unfriendly-`` (a threshold)
    or ``[faction] 1+`` / ``0-`` (a score); the Local Faction unless a faction is named
    [VOY-026]. Returns "" when inside the range, else why not."""
    known = {f.id for f in content.factions}
    faction = words[0] if len(words) > 1 and words[0] in known else "local"
    spec = words[-1] if words else ""
    if faction == "local":
        faction = local_faction(state, content)
        if not faction:
            return "no Local Faction on this tile"
    if not spec or spec[-1] not in "+-":
        raise ValueError(f"a Diplomacy trigger ends in + or -: {' '.join(words)!r}")
    body, sign = spec[:-1], spec[-1]
    numeric = body.lstrip("+-").isdigit()
    value = int(body) if numeric else threshold_score(content, body)
    if value is None:
        raise ValueError(f"unknown Diplomacy threshold {body!r}")
    have = score(state, faction)
    floor = have if numeric else _section(content, have)[0]
    inside = have >= value if sign == "+" else floor <= value
    name = content.faction_name(faction) or faction
    standing = threshold(state, content, faction)
    return "" if inside else f"Diplomacy with {name} is {have:+d} ({standing})"
