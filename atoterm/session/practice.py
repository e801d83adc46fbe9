"""Practice battles: one standalone battle on the embedded content, journaled like a campaign.

The battle's start state goes into the journal header (``start``), exactly like a scenario's,
so load, undo, replay and verify work unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.flow.driver import simulate
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.decisions import Decision
from atoterm.engine.state import GameState, RulesOptions
from atoterm.session.bot_policy import BOT_POLICIES, bot_choice
from atoterm.session.bot_table import SimulatedTable
from atoterm.session.campaign_bot import check_games, journal_path
from atoterm.session.collector import BATTLES_PER_PAUSE, collection_paused
from atoterm.session.game import Game, SessionError, new_header

__all__ = [
    "BOT_POLICIES",
    "bot_battles",
    "bot_choice",
    "new_practice_game",
    "play_bot",
    "play_random",
]

MAX_BATTLE_DECISIONS = 20_000
"""A bot battle that has not ended after this many decisions is reported, not looped on."""


def check_battle_choice(
    content: ContentPack, primordial: str | None, level: int, *, theatre: bool = False
) -> str:
    """The Primordial id to fight (the first one when None), or SessionError saying why not.

    A practice battle offers the campaign Levels only; the Mnestis Theatre's Levels (5-9, an
    Adversary's 2-9) only a ``theatre`` battle, which may also be fought at any lower Level
    (a Custom Battle) [MNE-003, MNE-006]."""
    if content.battle is None or not content.battle.primordials:
        raise SessionError(f"the content pack {content.id!r} has no battle content")
    known = list(content.battle.primordials)
    chosen = primordial or known[0]
    if chosen not in content.battle.primordials:
        raise SessionError(f"no Primordial {chosen!r} (known: {', '.join(known)})")
    prim = content.battle.primordials[chosen]
    levels = [lv.level for lv in (prim.all_levels if theatre else prim.levels)]
    if level not in levels:
        theatre_only = not theatre and level in [lv.level for lv in prim.mnestis_levels]
        where = " outside the Mnestis Theatre" if theatre_only else ""
        raise SessionError(
            f"{chosen} has no level {level}{where} (levels: {', '.join(map(str, levels))})"
        )
    return chosen


def new_practice_game(
    content: ContentPack,
    seed: int,
    *,
    primordial: str | None = None,
    level: int = 1,
    undo: str = "casual",
    rules: RulesOptions | None = None,
    save: Path | str | None = None,
    choose_loadout: bool = False,
    durable: bool = True,
    track_box: int | None = None,
    adventure_terrain: tuple[str, str] | None = None,
    theatre: bool = False,
) -> Game:
    """A practice battle run to its first decision; ``track_box``: the Battle Track box of an
    Adversary battle (default its first) [BAT-SETUP-027]; ``adventure_terrain``: (terrain id,
    "outer" | "inner"), an Adventure Terrain tile placed as in a Timeline Battle [ADV-079].

    ``theatre``: a Mnestis Theatre battle, the only way to fight at a Theatre Level (5-9, an
    Adversary's 2-9); an Adversary is fought without a Battle Track box, and no Primordial
    resources are earned [MNE-003, MNE-004, MNE-012] (``engine/battle/flow/mnestis.py``)."""

    chosen = check_battle_choice(content, primordial, level, theatre=theatre)
    rules = rules or RulesOptions()
    try:
        state = new_practice_state(
            content,
            seed,
            primordial_id=chosen,
            level=level,
            rules=rules,
            choose_loadout=choose_loadout,
            track_box=track_box,
            adventure_terrain=adventure_terrain,
            theatre=theatre,
        )
    except ValueError as exc:  # no such Track box / terrain [BAT-SETUP-027, ADV-080]
        raise SessionError(str(exc)) from exc
    header = new_header(content, seed, undo=undo, rules=rules, start=canonical_bytes(state))
    return Game.begin(content, header, save, durable)


def needs_session(policy: str) -> bool:
    """The ``expert`` looks ahead from the battle's restart point, which only a session keeps
    (a simulation runs without one): its battles are played through a session, journal or
    not."""
    return policy == "expert"


@dataclass
class BotBattles:
    games: int = 0
    won: int = 0
    rounds: int = 0
    deaths: int = 0
    decisions: int = 0
    unfinished: int = 0

    def count(self, state: GameState, made: int) -> None:
        """Add one finished (or given up) battle: ``state`` after it, ``made`` decisions."""
        battle = state.battle
        assert battle is not None
        self.games += 1
        self.decisions += made
        self.rounds += battle.round
        self.deaths += sum(1 for t in battle.titans if not t.alive)
        if battle.result == "won":
            self.won += 1
        if state.pending is not None:
            self.unfinished += 1

    def line(self) -> str:
        def mean(total: int) -> str:
            value = Fraction(total, max(self.games, 1))
            tenths = round(value * 10)
            return f"{tenths // 10}.{tenths % 10}"

        rate = round(Fraction(100 * self.won, max(self.games, 1)))
        text = (
            f"battles: {self.games}, won: {self.won} ({rate}%), mean rounds: {mean(self.rounds)}, "
            f"mean Titan deaths: {mean(self.deaths)}, decisions: {self.decisions}"
        )
        if self.unfinished:
            text += f", unfinished: {self.unfinished}"
        return text


def bot_battles(
    content: ContentPack,
    seed: int,
    games: int,
    *,
    primordial: str | None = None,
    level: int = 1,
    rules: RulesOptions | None = None,
    track_box: int | None = None,
    policy: str = "random",
    save: Path | str | None = None,
    durable: bool = False,
    theatre: bool = False,
) -> BotBattles:
    """Play ``games`` practice battles (seeds seed, seed+1, ...) with the bot ``policy``
    (``bot_policy.BOT_POLICIES``: uniformly random legal choices by default). ``save``: a
    journal per battle, named as the campaign bot names them (``run-2.atoj`` for the second
    of several); ``durable``: fsync every record (as ``atoterm bot --save`` does)."""

    check_games(games)
    stats = BotBattles()
    if save is None and not needs_session(policy):
        for first in range(0, games, BATTLES_PER_PAUSE):
            # Paused until the run's battles are counted and dropped: the collection that
            # follows finds only what they left in cycles, not a whole battle still held here.
            with collection_paused():
                for number in range(first, min(games, first + BATTLES_PER_PAUSE)):
                    table = simulate_practice(
                        content,
                        seed + number,
                        policy,
                        primordial=primordial,
                        level=level,
                        rules=rules,
                        track_box=track_box,
                        theatre=theatre,
                    )
                    stats.count(table.state, table.choices_made)
                    del table
        return stats
    for number in range(games):
        game = new_practice_game(
            content,
            seed + number,
            primordial=primordial,
            level=level,
            rules=rules,
            save=journal_path(save, number + 1, games) if save is not None else None,
            durable=durable,
            track_box=track_box,
            theatre=theatre,
        )
        try:
            made = play_bot(game, MAX_BATTLE_DECISIONS, policy)
        finally:
            game.close()
        stats.count(game.state, made)
    return stats


def simulate_practice(
    content: ContentPack,
    seed: int,
    policy: str,
    *,
    primordial: str | None = None,
    level: int = 1,
    rules: RulesOptions | None = None,
    track_box: int | None = None,
    limit: int = MAX_BATTLE_DECISIONS,
    theatre: bool = False,
) -> SimulatedTable:
    """The practice battle ``new_practice_game`` would start, played to its end by the bot
    ``policy`` without a journal, digests or undo (``driver.simulate``): the same battle, the
    same choices and the same result as a session gives, several times faster. For figures
    (``bot --battle`` without ``--save``, the benchmark, balance runs)."""
    chosen = check_battle_choice(content, primordial, level, theatre=theatre)
    try:
        state = new_practice_state(
            content,
            seed,
            primordial_id=chosen,
            level=level,
            rules=rules or RulesOptions(),
            track_box=track_box,
            theatre=theatre,
        )
    except ValueError as exc:
        raise SessionError(str(exc)) from exc
    table = SimulatedTable(content, state, seed)

    def answer(_: GameState, decision: Decision) -> str:
        picked = bot_choice(table, policy)
        table.choices_made += 1
        return picked

    with collection_paused():
        simulate(state, content, answer, limit)
    return table


def play_bot(game: Game, limit: int, policy: str = "random") -> int:
    """The bot's choices (from the dedicated "bot" stream) until nothing is pending."""
    made = 0
    while made < limit:
        if game.pending is None:
            break
        game.choose(bot_choice(game, policy))
        made += 1
    return made


def play_random(game: Game, limit: int) -> int:
    """Random legal choices from the dedicated "bot" stream until nothing is pending."""
    return play_bot(game, limit, "random")
