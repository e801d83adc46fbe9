"""The Adversary on the map [VOY-027..VOY-038].

The Adversary is ignored until the story writes its name on the Adversary Track (the
storybook op ``adversary <primordial>``) [VOY-027]; it then hunts the Argo until permanently
defeated [VOY-038] (``AdversaryState.defeated``).

Movement [VOY-032..VOY-035]: one tile per symbol, orthogonally, over revealed tiles only,
ignoring arrows, sectors and symbols. The distance is the length of the shortest such path to
the Argo (breadth-first over the revealed tiles' grid positions). Of the neighbouring tiles one
step closer, a horizontal one (East/West) is preferred; if two remain (both horizontal or both
vertical), the one nearer the Argo's column (then row) is taken, then the lower tile number:
a fixed, documented order.

Spawning [VOY-030, VOY-031]: on a revealed tile exactly 4 steps from the Argo by that distance,
or the farthest reachable one if none is 4 away. With several candidates, one d10 is rolled per
candidate (tile number order) and the lowest wins, ties rolled again among the tied [GEN-029].
"""

from __future__ import annotations

from collections import deque

from atoterm.content.schema import ContentPack
from atoterm.engine.context import Ctx
from atoterm.engine.effects import effect_op
from atoterm.engine.state import GameState

SPAWN_DISTANCE = 4
EXPLORATION = "exploration"
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def _grid(state: GameState, content: ContentPack) -> dict[tuple[int, int], int]:
    grid = {}
    for tid in state.voyage.revealed:
        tile = content.tiles.get(tid)
        if tile is not None:
            grid[(tile.x, tile.y)] = tid
    argo = content.tiles.get(state.voyage.tile)
    if argo is not None:
        grid[(argo.x, argo.y)] = argo.id
    return grid


def distances(state: GameState, content: ContentPack) -> dict[int, int]:
    """Steps from the Argo's tile to every revealed tile reachable orthogonally [VOY-033,
    VOY-034]."""
    grid = _grid(state, content)
    start = content.tile(state.voyage.tile)
    seen = {start.id: 0}
    queue = deque([(start.x, start.y)])
    while queue:
        x, y = queue.popleft()
        here = seen[grid[(x, y)]]
        for dx, dy in STEPS:
            tid = grid.get((x + dx, y + dy))
            if tid is not None and tid not in seen:
                seen[tid] = here + 1
                queue.append((x + dx, y + dy))
    return seen


def next_tile(state: GameState, content: ContentPack, at: int) -> int:
    """The tile the Adversary steps to from ``at`` toward the Argo; ``at`` when no revealed
    path leads there [VOY-033..VOY-035]."""
    dist = distances(state, content)
    if at not in dist or dist[at] == 0:
        return at
    grid = _grid(state, content)
    here = content.tile(at)
    argo = content.tile(state.voyage.tile)
    closer = []
    for dx, dy in STEPS:
        tid = grid.get((here.x + dx, here.y + dy))
        if tid is not None and dist.get(tid, -1) == dist[at] - 1:
            target = content.tile(tid)
            vertical = 1 if dy else 0  # horizontal first [VOY-035]
            closer.append(
                (vertical, abs(target.x - argo.x), abs(target.y - argo.y), tid),
            )
    return min(closer)[3] if closer else at


def spawn_candidates(state: GameState, content: ContentPack) -> tuple[int, list[int]]:
    """The spawn distance and the tiles at it: 4, or the farthest reachable [VOY-030]."""
    dist = distances(state, content)
    reach = max(dist.values())
    want = min(SPAWN_DISTANCE, reach)
    return want, sorted(t for t, d in dist.items() if d == want)


def _pick(ctx: Ctx, candidates: list[int]) -> tuple[int, str]:
    """One d10 per candidate, the lowest chosen, ties rolled again [GEN-029]."""
    pool = list(candidates)
    rolls_text = []
    while len(pool) > 1:
        rolls = [(ctx.rng.d10("adversary.spawn"), tid) for tid in pool]
        rolls_text.append(", ".join(f"tile {tid}: {roll}" for roll, tid in rolls))
        low = min(r for r, _ in rolls)
        pool = [tid for roll, tid in rolls if roll == low]
    why = f" (d10 per candidate, lowest wins: {'; then '.join(rolls_text)})" if rolls_text else ""
    return pool[0], why


def _battle(ctx: Ctx, rule: str) -> None:
    """The Adversary reached the Argo: its miniature leaves the map and an Adversary Battle
    is resolved at the end of the current step [VOY-028, VOY-036]."""
    adversary = ctx.state.campaign.adversary
    adversary.tile = 0
    adversary.battle_due = True
    if "adversary" not in ctx.state.campaign.battles_due:
        ctx.state.campaign.battles_due.append("adversary")
    name = _name(ctx)
    ctx.emit(
        "adversary_battle",
        f"{name} has caught the Argo: an Adversary Battle at the end of this step.",
        rule,
        primordial=adversary.primordial,
    )
    ctx.chronicle("adversary", f"{name} caught the Argo.")


def _name(ctx: Ctx) -> str:
    primordial = ctx.state.campaign.adversary.primordial
    battle = ctx.content.battle
    if battle is not None and primordial in battle.primordials:
        return battle.primordials[primordial].name
    return primordial.replace("_", " ").title()


def _spawn(ctx: Ctx) -> None:
    want, candidates = spawn_candidates(ctx.state, ctx.content)
    if want == 0:  # a ruling: no other revealed tile to appear on; it stays off the map
        ctx.emit("adversary_spawned", f"{_name(ctx)} finds no waters to rise from yet.", "VOY-030")
        return
    tile, why = _pick(ctx, candidates)
    adversary = ctx.state.campaign.adversary
    adversary.tile = tile
    if ctx.state.step == EXPLORATION:
        adversary.spawned_this_step = True
    away = "4 tiles" if want == SPAWN_DISTANCE else f"{want} tiles, as far as it can"
    name = ctx.content.tile(tile).name
    ctx.emit(
        "adversary_spawned",
        f"{_name(ctx)} appears at {name} (tile {tile}), {away} from the Argo{why}.",
        "VOY-030",
        tile=tile,
        distance=want,
        candidates=candidates,
    )
    ctx.chronicle("adversary", f"{_name(ctx)} appeared at {name}.")


def _move(ctx: Ctx) -> bool:
    """One symbol with the Adversary on the map; True when the activation ends (battle)."""
    adversary = ctx.state.campaign.adversary
    argo = ctx.state.voyage.tile
    if adversary.tile == argo:
        ctx.emit("adversary", f"{_name(ctx)} is already on the Argo's tile.", "VOY-036")
        _battle(ctx, "VOY-036")
        return True
    step_to = next_tile(ctx.state, ctx.content, adversary.tile)
    if step_to == adversary.tile:
        ctx.emit("adversary", f"{_name(ctx)} finds no revealed way toward the Argo.", "VOY-033")
        return False
    before = ctx.content.tile(adversary.tile)
    after = ctx.content.tile(step_to)
    way = {(1, 0): "east", (-1, 0): "west", (0, 1): "south", (0, -1): "north"}[
        (after.x - before.x, after.y - before.y)
    ]
    adversary.tile = step_to
    ctx.emit(
        "adversary_moved",
        f"{_name(ctx)} moves {way} to {after.name} (tile {step_to}).",
        "VOY-032",
        tile=step_to,
        came_from=before.id,
    )
    if step_to == argo:
        _battle(ctx, "VOY-028")
        return True
    return False


def activate(ctx: Ctx, symbols: int, source: str) -> None:
    """Resolve ``symbols`` Adversary symbols from ``source`` ("exploration" for Exploration
    cards, anything else for Loot, Summonings, Awakenings ...) [VOY-027..VOY-036].

    During a Battle the caller keeps the symbols and calls this when it ends [VOY-037].
    """
    adversary = ctx.state.campaign.adversary
    if symbols <= 0 or ctx.over:
        return
    if not adversary.primordial or adversary.defeated:
        why = "is defeated for good" if adversary.defeated else "has not been introduced yet"
        ctx.emit(
            "adversary_ignored",
            f"Adversary symbol ignored: the Adversary {why}.",
            "VOY-038" if adversary.defeated else "VOY-027",
        )
        return
    exploring = ctx.state.step == EXPLORATION
    for _ in range(symbols):
        if exploring and adversary.spawned_this_step:
            ctx.emit(
                "adversary_ignored",
                f"{_name(ctx)} appeared this step: further Adversary symbols are ignored.",
                "VOY-030",
            )
            return
        if adversary.tile:
            if _move(ctx):
                return
            continue
        if source == EXPLORATION:
            adversary.symbols_this_step += 1
            if adversary.symbols_this_step < 2:
                ctx.emit(
                    "adversary_stirs",
                    f"First Adversary symbol of this step: {_name(ctx)} stirs, but does not "
                    "appear yet.",
                    "VOY-029",
                )
                continue
        _spawn(ctx)  # the second symbol of the step, or any one from another element
        return


def new_step(ctx: Ctx) -> None:
    """The Exploration Step begins: no Adversary symbol met yet [VOY-029, VOY-030]."""
    adversary = ctx.state.campaign.adversary
    adversary.symbols_this_step = 0
    adversary.spawned_this_step = False


@effect_op("adversary")
def introduce(ctx: Ctx, effect: dict) -> None:
    """The story introduces the Adversary: its name goes on the Adversary Track [VOY-027].
    A second introduction changes nothing while it still hunts [VOY-038]."""
    adversary = ctx.state.campaign.adversary
    primordial = str(effect["primordial"])
    if adversary.primordial and not adversary.defeated:
        return
    adversary.primordial = primordial
    adversary.defeated = False
    ctx.emit(
        "adversary_introduced",
        f"{_name(ctx)} is written on the Adversary Track: from now on it hunts the Argo.",
        "VOY-027",
        primordial=primordial,
    )
    ctx.chronicle("adversary", f"{_name(ctx)} began to hunt the Argo.")


@effect_op("defeat_adversary")
def defeat(ctx: Ctx, effect: dict) -> None:
    """The story defeats the Adversary for good [VOY-038]: it hunts the Argo no more, its
    miniature leaves the map, an Adversary Battle waiting for it is not fought, and its later
    symbols are ignored (``activate``)."""
    state = ctx.state
    adversary = state.campaign.adversary
    if not adversary.primordial or adversary.defeated:
        return
    adversary.defeated = True
    adversary.tile = 0
    adversary.battle_due = False
    if "adversary" in state.campaign.battles_due:
        state.campaign.battles_due.remove("adversary")
    ctx.emit(
        "adversary_defeated",
        f"{_name(ctx)} is defeated for good: it hunts the Argo no more.",
        str(effect.get("rule", "VOY-038")),
        primordial=adversary.primordial,
    )
    ctx.chronicle("adversary", f"{_name(ctx)} was defeated for good.")
