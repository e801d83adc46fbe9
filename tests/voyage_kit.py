"""Small hand-built seas and Exploration decks for the Voyage tests (issue 6, helper B).

``grid`` lays tiles on a rectangle, every tile linked to its orthogonal neighbours both ways;
``card`` builds an Exploration card from text effects; ``ctx_on`` is a Ctx in the Exploration
Step of day 1 on that pack; ``drive`` runs a step procedure like the runner does, answering its
decisions from a list.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

import proc_kit

from atoterm.content import ContentPack
from atoterm.content.campaign_model import (
    Acclimation,
    CampaignContent,
    CardOption,
    ExplorationCard,
)
from atoterm.content.campaign_parse import parse_campaign_effect as parse_effect
from atoterm.content.schema import ArgoStart, Arrow, Faction, Tile
from atoterm.engine import round as _round  # noqa: F401  (registers steps, handlers and ops)
from atoterm.engine.context import Ctx
from atoterm.engine.procedure import Proc
from atoterm.engine.rng import Rng
from atoterm.engine.setup import new_state
from atoterm.engine.state import RulesOptions

FACTIONS = (
    Faction("minoan", "Minoans", ""),
    Faction("labyrinthian", "Labyrinthians", ""),
    Faction("hornsworn", "Hornsworn", ""),
)


def tile_id(x: int, y: int) -> int:
    """Tile number of grid position (x, y): 1 + x + 10 * y."""
    return 1 + x + 10 * y


def grid(
    width: int,
    height: int,
    *,
    holes: Sequence[tuple[int, int]] = (),
    symbols: dict[int, Sequence[str]] | None = None,
    factions: dict[int, Sequence[str]] | None = None,
    restricted: dict[tuple[int, int], str] | None = None,
    start: int = 1,
    cycle: CampaignContent | None = None,
) -> ContentPack:
    """A width x height sea without the ``holes``; ``restricted[(a, b)]`` puts a Technology on
    the waterway from tile a to tile b."""
    cells = {(x, y) for x in range(width) for y in range(height)} - set(holes)
    tiles = {}
    steps = {"E": (1, 0), "W": (-1, 0), "S": (0, 1), "N": (0, -1)}
    for x, y in sorted(cells):
        tid = tile_id(x, y)
        arrows = []
        for d, (dx, dy) in steps.items():
            if (x + dx, y + dy) in cells:
                to = tile_id(x + dx, y + dy)
                arrows.append(Arrow(d, to, restricted=(restricted or {}).get((tid, to), "")))
        own = list((factions or {}).get(tid, ()))
        tiles[tid] = Tile(
            tid,
            f"Tile {tid}",
            x,
            y,
            own[0] if own else "",
            tuple((symbols or {}).get(tid, ())),
            (),
            "",
            tuple(arrows),
            more_factions=tuple(own[1:]),
        )
    return ContentPack(
        id="voyage-kit",
        name="Voyage Kit",
        version=1,
        description="",
        hash="0000000000000000",
        argo=ArgoStart(crew=6, hull=5, argo_fate=0, knowledge=0),
        start_tile=start,
        start_sector="",
        argonaut_names=("Ana", "Bo", "Cy", "Di"),
        factions=FACTIONS,
        tiles=tiles,
        timeline_days=40,
        timeline=(),
        tile_order=tuple(sorted(tiles)),
        cycle=cycle or CampaignContent(),
    )


def card(
    number: int,
    *effects: str,
    stack: str = "draw",
    trigger: str = "",
    adversary: int = 0,
    disposal: str = "",
    options: Sequence[tuple[str, Sequence[tuple[str, int]], Sequence[str]]] = (),
) -> ExplorationCard:
    """An Exploration card; effects and option effects in the storybook's text form."""
    return ExplorationCard(
        number=number,
        name=f"Card {number}",
        text="",
        effects=tuple(parse_effect(e) for e in effects),
        trigger=trigger,
        options=tuple(
            CardOption(label, tuple(cost), tuple(parse_effect(e) for e in outs))
            for label, cost, outs in options
        ),
        adversary=adversary,
        disposal=disposal,
        stack=stack,
    )


def deck(
    *cards: ExplorationCard, acclimations: Sequence[Acclimation] = (), **more: Any
) -> CampaignContent:
    return CampaignContent(
        exploration={c.number: c for c in cards},
        exploration_start=tuple(c.number for c in cards),
        acclimations=tuple(acclimations),
        **more,
    )


def with_cycle(pack: ContentPack, cycle: CampaignContent) -> ContentPack:
    return dataclasses.replace(pack, cycle=cycle)


def ctx_on(
    pack: ContentPack,
    *,
    tile: int | None = None,
    revealed: Sequence[int] | None = None,
    order: Sequence[int] | None = None,
    seed: int = 1,
    step: str = "exploration",
) -> Ctx:
    """A Ctx in ``step`` of day 1; every tile revealed unless ``revealed`` says which; the
    Exploration deck in ``order`` (top first) or the content order."""
    state = new_state(pack, seed, RulesOptions())
    state.step, state.round, state.phase = step, 1, "voyage"
    state.timeline.day = 1
    state.voyage.tile = tile if tile is not None else pack.start_tile
    state.voyage.revealed = list(revealed if revealed is not None else pack.tile_order)
    if state.voyage.tile not in state.voyage.revealed:
        state.voyage.revealed.append(state.voyage.tile)
    for faction in pack.factions:
        state.story.diplomacy[faction.id] = 0
    state.campaign.exploration.deck = list(
        order if order is not None else pack.cycle.exploration_start
    )
    return Ctx(state, pack, Rng(seed, state.rng, forced=state.forced))


def drive(ctx: Ctx, fn: Callable[[Ctx], Proc[None]], answers: Sequence[str] = ()) -> list[str]:
    """Run the step procedure ``fn`` as the runner does (restarted at a pending decision),
    answering its decisions with ``answers`` in turn; returns the kinds of the decisions asked
    (it stops at the first one left unanswered)."""
    return proc_kit.run(ctx, fn, answers).asked


def kinds(ctx: Ctx) -> list[str]:
    return [e.kind for e in ctx.events]
