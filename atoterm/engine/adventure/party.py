"""The party: its leader, Fated Mnemos hindrances, and which Argonaut an effect picks.

[ADV-013..ADV-018] the party leader; [ADV-061] hindrance precedence; [GEN-026] random
Argonaut; [ADV-085, ADV-086] least and most likely Argonaut.
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.content.story_model import CONTRADICTIONS
from atoterm.engine.adventure.conditions import skill_value
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc
from atoterm.engine.state import GameState

RANDOM_STREAM = "adventure.random"


def living(state: GameState) -> list[int]:
    return [i for i, a in enumerate(state.argonauts) if a.alive and not a.retired]


def hindrances(state: GameState, content: ContentPack, index: int) -> list[str]:
    """The Argonaut's Fated Mnemos hindrances in force: when two contradict, the one gained
    earlier (higher on the sheet) prevails and the later one is ignored [ADV-061]."""
    book = content.storybook
    if book is None:
        return []
    found: list[str] = []
    for held in state.argonauts[index].fated:
        card = book.fated_mnemos.get(held.id)
        if card is None or card.hindrance in found:
            continue
        if any((earlier, card.hindrance) in CONTRADICTIONS for earlier in found):
            continue
        found.append(card.hindrance)
    return found


def leader_options(state: GameState, content: ContentPack) -> list[Option]:
    """Living Argonauts; one whose hindrance says "always lead" is the only choice, one that
    "may not lead" is greyed [ADV-061]."""
    alive = living(state)
    forced = [i for i in alive if "always_leader" in hindrances(state, content, i)]
    options = []
    for i in alive:
        who = state.argonauts[i]
        reason = ""
        if forced and i not in forced:
            names = ", ".join(state.argonauts[f].name for f in forced)
            reason = f"{names} must lead (Fated Mnemos)"
        elif "no_leader" in hindrances(state, content, i):
            reason = f"{who.name}'s Fated Mnemos forbids leading"
        options.append(
            Option(
                f"leader:{i}",
                who.name,
                f"Danger {who.danger}, Fate {who.fate}, Rage {who.rage}",
                reason,
                value=i,
            )
        )
    if len([o for o in options if not o.disabled]) > 1:
        options.append(
            Option(
                "leader:random",
                "Cannot agree: choose at random",
                "a d10 each, lowest leads [ADV-017]",
            )
        )
    if options and all(o.disabled for o in options):
        options = [Option(o.id, o.label, o.explain, value=o.value) for o in options]  # anyone
    return options


def choose_leader(ctx: Ctx, why: str, skills: list[str] | None = None) -> Proc[None]:
    """The party leader is chosen when first needed [ADV-014]; ``skills``: what the coming
    step asks of the leader (each option shows the Argonaut's values). Players who cannot
    agree draw lots [ADV-017]."""
    options = leader_options(ctx.state, ctx.content)
    for option in options:
        if skills and option.value is not None:
            who = ctx.state.argonauts[option.value]
            values = ", ".join(f"{s.title()} {skill_value(ctx.content, who, s):+d}" for s in skills)
            option.explain = f"{values}; {option.explain}"
    option = yield from ctx.ask(
        Decision(
            kind="adv.leader",
            actor="players",
            prompt=f"Choose the party leader ({why}). The leader breaks ties, makes the tests and "
            "takes the party's gains [ADV-015].",
            options=options,
            context={"skills": list(skills or [])},
        )
    )
    set_leader(ctx, option.value)


def set_leader(ctx: Ctx, chosen: int | None) -> None:
    """``chosen``: the leader's index, None when the players drew lots [ADV-017]."""
    adventure = ctx.state.adventure
    assert adventure is not None
    if chosen is None:
        pool = [
            o.value
            for o in leader_options(ctx.state, ctx.content)
            if not o.disabled and o.value is not None
        ]
        index = random_argonaut(ctx, pool)
    else:
        index = chosen
    adventure.leader = index
    ctx.emit(
        "leader",
        f"{ctx.state.argonauts[index].name} leads the party and holds the Priority Target token.",
        "ADV-016",
        argonaut=index,
    )


def random_argonaut(ctx: Ctx, pool: list[int]) -> int:
    """Roll a d10 per candidate; the lowest is chosen, tied lowest roll again [GEN-026]."""
    candidates = list(pool)
    while len(candidates) > 1:
        rolls = [ctx.rng.d10(RANDOM_STREAM) for _ in candidates]
        low = min(rolls)
        candidates = [c for c, r in zip(candidates, rolls, strict=True) if r == low]
    return candidates[0]


def mnemos_weight(state: GameState, index: int) -> tuple[int, int]:
    """(Mnemos cards, Mnemos nodes); Fated Mnemos never count [ADV-085, ADV-086]."""
    who = state.argonauts[index]
    return len(who.mnemos), sum(m.nodes for m in who.mnemos)


def least_likely(ctx: Ctx) -> int:
    """Fewest Mnemos cards, then fewest nodes, then random [ADV-085]."""
    alive = living(ctx.state)
    low = min(mnemos_weight(ctx.state, i) for i in alive)
    return random_argonaut(ctx, [i for i in alive if mnemos_weight(ctx.state, i) == low])


def most_likely(ctx: Ctx) -> int:
    """Most Mnemos cards and nodes, then random [ADV-086]."""
    alive = living(ctx.state)
    high = max(mnemos_weight(ctx.state, i) for i in alive)
    return random_argonaut(ctx, [i for i in alive if mnemos_weight(ctx.state, i) == high])
