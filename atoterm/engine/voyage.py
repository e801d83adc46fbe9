"""Movement Step procedures: waterways, sectors, revealing tiles [VOY-001..VOY-012]."""

from __future__ import annotations

from atoterm.content.schema import DIRECTION_NAMES, SECTOR_GLYPHS, Arrow, ContentPack
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc
from atoterm.engine.state import GameState


def arrow_option_id(arrow: Arrow) -> str:
    """Stable id of a waterway: ``to-<tile>`` plus the sector entered, if any."""
    return f"to-{arrow.to}" + (f"-{arrow.to_sector}" if arrow.to_sector else "")


def waterways(state: GameState, content: ContentPack) -> list[Arrow]:
    """Arrows the Argo may follow: only those of its current sector [VOY-007]."""
    tile = content.tile(state.voyage.tile)
    sector = state.voyage.sector
    return [a for a in tile.arrows if not a.from_sector or a.from_sector == sector]


def movement_options(state: GameState, content: ContentPack) -> list[Option]:
    options = []
    revealed = set(state.voyage.revealed)
    technologies = set(state.story.technologies)  # the Technology deck [VOY-012]
    for arrow in waterways(state, content):
        target = content.tile(arrow.to)
        where = f"{DIRECTION_NAMES[arrow.dir]} to "
        if arrow.to in revealed:
            where += f"{target.name} ({arrow.to})"
        else:
            where += f"unexplored waters (tile {arrow.to})"
        if arrow.to_sector:
            where += f" {SECTOR_GLYPHS[arrow.to_sector]}"
        disabled = ""
        if arrow.restricted and arrow.restricted not in technologies:
            disabled = f"restricted waterway: needs the {arrow.restricted.replace('_', ' ')} Technology (VOY-012)"
        explain = (
            "explored"
            if arrow.to in state.voyage.explored
            else ("revealed" if arrow.to in revealed else "not yet on the table")
        )
        options.append(Option(arrow_option_id(arrow), where, explain, disabled))
    return options


def waterway_factions(state: GameState, content: ContentPack) -> dict[str, str]:
    """Option id -> the faction symbol printed by that waterway: the Local Faction of the
    tile it leads to [VOY-011] (for the screen; empty for neutral waters)."""
    return {
        arrow_option_id(a): content.tile(a.to).faction
        for a in waterways(state, content)
        if content.tile(a.to).faction
    }


def choose_waterway(ctx: Ctx) -> Proc[Arrow]:
    """The Argo must move exactly one tile through a waterway: the players choose it [VOY-002,
    VOY-003]."""
    tile = ctx.content.tile(ctx.state.voyage.tile)
    option = yield from ctx.ask(
        Decision(
            kind="move",
            actor="players",
            prompt=f"Day {ctx.state.timeline.day + 1}: the Argo is at {tile.name}. Choose a waterway.",
            options=movement_options(ctx.state, ctx.content),
            context={
                "tile": tile.id,
                "sector": ctx.state.voyage.sector,
                "factions": waterway_factions(ctx.state, ctx.content),
            },
        )
    )
    return find_arrow(ctx.state, ctx.content, option.id)


def move_argo(ctx: Ctx, arrow: Arrow) -> None:
    """Follow ``arrow``: place the tile if needed, then move the Argo onto it."""
    voyage = ctx.state.voyage
    leaving = ctx.content.tile(voyage.tile)
    if "city" in leaving.symbols:
        voyage.last_city = leaving.id  # Last Visited City token moves here [VOY-009]
    target = ctx.content.tile(arrow.to)
    voyage.tile = target.id
    voyage.sector = arrow.to_sector
    sector = f" (sector {SECTOR_GLYPHS[arrow.to_sector]})" if arrow.to_sector else ""
    ctx.emit(
        "moved",
        f"The Argo sails {DIRECTION_NAMES[arrow.dir].lower()} to {target.name}{sector}.",
        "VOY-002",
        tile=target.id,
        sector=arrow.to_sector,
    )
    if target.id not in voyage.revealed:
        voyage.revealed.append(target.id)  # put on the table aligned with the arrow [VOY-004]
        ctx.reveal(f"tile:{target.id}")
        symbols = ", ".join(target.symbols) or "no symbols"
        ctx.emit(
            "tile_revealed",
            f"New waters: {target.name} (tile {target.id}; {symbols}). {target.description}",
            "VOY-004",
            tile=target.id,
        )


def find_arrow(state: GameState, content: ContentPack, option_id: str) -> Arrow:
    for arrow in waterways(state, content):
        if arrow_option_id(arrow) == option_id:
            return arrow
    raise KeyError(option_id)
