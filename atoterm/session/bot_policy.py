"""The bot's policies for practice battles (``atoterm bot --battle``, the benchmark, tests).

* ``random``: a uniform pick among the legal options from the dedicated "bot" stream of the
  battle's seed. The property tests (``tests/test_battle_random.py``) replay exactly these
  choices: keep it as it is.
* ``progress``: a player who wants the battle to move on. It keeps the default loadout, closes
  ability and re-roll windows with "done"/"keep", lets a Titan that has not acted take its
  turn, attacks whenever an attack is legal, otherwise walks toward the Primordial, and ends
  the turn when nothing useful is left; it never retreats while anything else is legal and
  never replays a battle with a Sisyphus Tear. Every other decision (and every tie between
  equally good options) is a uniform pick from the same "bot" stream, so a battle is still
  reproducible from its seed.

* ``explore``: a reader who wants to see the whole storybook. At a story choice it prefers
  an option leading to a paragraph not read yet in this campaign, and in battle it plays like
  ``progress``; everything else is the same uniform pick.

All only ever pick a legal option: the engine's rules are never bypassed.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.engine.decisions import Decision, Option
from atoterm.engine.rng import choose_index
from atoterm.session.game import Game

BOT_POLICIES: tuple[str, ...] = ("random", "progress", "explore")

PREFERRED: dict[str, tuple[str, ...]] = {
    "battle.setup.mode": ("default",),
    "battle.aftermath": ("continue",),
    "battle.ability": ("done",),
    "battle.attack_reroll": ("done",),
    "battle.power_reroll": ("done",),
    "battle.reroll": ("keep",),
    "battle.kratos": ("done",),
}
"""Decision kind -> option ids the progress bot takes when legal (first found wins)."""

AVOIDED: tuple[str, ...] = ("retreat", "sisyphus")
"""Option ids the progress bot takes only when nothing else is legal."""


def bot_choice(game: Game, policy: str = "random") -> str:
    """The option id the bot picks for the pending decision."""
    pending = game.pending
    assert pending is not None
    legal = pending.legal_options()
    if policy == "random":
        return _pick(game, legal).id
    if policy == "progress":
        return _progress(game, pending, legal).id
    if policy == "explore":
        return _explore(game, pending, legal).id
    raise ValueError(f"unknown bot policy {policy!r} (known: {', '.join(BOT_POLICIES)})")


def _pick(game: Game, options: Sequence[Option]) -> Option:
    """A uniform pick from the "bot" stream (one draw per decision made)."""
    return options[choose_index(game.header.seed, "bot", game.choices_made, len(options))]


def _explore(game: Game, pending: Decision, legal: list[Option]) -> Option:
    if pending.kind.startswith("battle."):
        return _progress(game, pending, legal)
    leads = pending.context.get("leads")
    if pending.kind == "adv.choice" and isinstance(leads, list):
        read = set(game.state.story.read)
        fresh = [o for o in legal if str(leads[int(o.id.split(":")[1])]) not in read]
        if fresh:
            return _pick(game, fresh)
    return _pick(game, legal)


def _progress(game: Game, pending: Decision, legal: list[Option]) -> Option:
    ids = {o.id: o for o in legal}
    for wanted in PREFERRED.get(pending.kind, ()):
        if wanted in ids:
            return ids[wanted]
    if pending.kind == "battle.turn":
        titan = pending.context.get("titan")
        if isinstance(titan, str):
            return _turn(game, titan, legal)
        turns = [o for o in legal if o.id.startswith("turn-")]
        if turns:
            return _pick(game, turns)
    if pending.kind == "battle.move":
        return _closest(game, legal)
    usual = [o for o in legal if o.id not in AVOIDED]
    return _pick(game, usual or legal)


def _turn(game: Game, key: str, legal: list[Option]) -> Option:
    """Attack when possible, else move, else unexhaust, else end the turn."""
    for prefix in ("attack-", "rush-", "fists"):
        found = [o for o in legal if o.id.startswith(prefix)]
        if found:
            return _pick(game, found)
    for oid in ("move", "unexhaust-combat", "unexhaust-movement", "end"):
        for o in legal:
            if o.id == oid:
                return o
    usual = [o for o in legal if o.id not in AVOIDED]
    return _pick(game, usual or legal)


def _closest(game: Game, legal: list[Option]) -> Option:
    """The space nearest the Primordial (orthogonal distance to its nearest space); staying
    when no space is nearer than the Titan's own."""
    battle = game.state.battle
    cells = [o for o in legal if o.id.startswith("cell-")]
    if battle is None or not cells or game.content.battle is None:
        return _pick(game, legal)
    prim = battle.primordial
    size = game.content.battle.primordials[prim.id].size
    top, left, bottom, right = prim.row, prim.col, prim.row + size - 1, prim.col + size - 1

    def to_prim(row: int, col: int) -> int:
        # Orthogonal distance to the nearest space of the square footprint.
        return max(0, top - row, row - bottom) + max(0, left - col, col - right)

    def away(option_id: str) -> int:
        parts = option_id.split("-")
        if len(parts) != 3 or not (parts[1].isdigit() and parts[2].isdigit()):
            return 1 << 20  # not a board space: the last resort
        return to_prim(int(parts[1]), int(parts[2]))

    best = min(away(o.id) for o in cells)
    start = game.pending.context.get("from") if game.pending is not None else None
    stay = next((o for o in legal if o.id == "stay"), None)
    if stay is not None and isinstance(start, list) and len(start) == 2:
        here = to_prim(start[0], start[1])
        if here <= best:
            return stay
    return _pick(game, [o for o in cells if away(o.id) == best])
