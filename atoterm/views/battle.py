"""The battle's figures as the engine computes them: To Hit, Speed, Wounds, Traits, limits.

Each function builds the engine's battle context (``B``) over the state with a private copy
of the random-stream counters (a view never draws), then asks the engine's own function:
``stats`` for the numbers, ``setup.active_traits`` for the Traits in play (the Level's,
cumulative, plus the Battle Track box's [BAT-SETUP-027, BAT-SETUP-030]). Nothing here
re-states a rule, so a screen can never disagree with the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.flow import setup, track
from atoterm.engine.battle.primordial.attack import routine_card
from atoterm.engine.battle.titans import stats
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState


@dataclass(frozen=True)
class PrimordialFigures:
    """What the Primordial panel shows, in the engine's numbers and the players' words."""

    name: str
    level: int
    wounds: int
    """Wounds on the Wound Stack (a BP III card or a Double Wound counts two)."""
    wound_limit: int
    """The Level's Wounds: the Primordial dies at this many [BAT-TITAN-062]."""
    to_hit: int
    speed: int
    at_bonus: int
    """Added to every BP card's AT (Level, tokens, Kratos Pool)."""
    traits: tuple[str, ...]
    """Names of the Traits in play, Battle Track Traits included, in the engine's order."""
    track_box: int
    """The Battle Track box the battle is fought at (0: not an Adversary battle)."""
    track_name: str
    routine: str = ""
    """The name of the Routine card's side this battle performs [BAT-SETUP-020]."""
    routine_mnestis: bool = False
    """True: that side is the Mnestis one (a Mnestis Theatre battle, MNE-012)."""

    @property
    def routine_words(self) -> str:
        """The Routine in use, in the players' words: which side of the card, and why."""
        if self.routine_mnestis:
            return f"Routine: {self.routine} (the card's Mnestis side, as in every Theatre battle)"
        return f"Routine: {self.routine}"


def context(state: GameState, content: ContentPack) -> B:
    """The engine's battle context over ``state`` (a private Rng copy: nothing is drawn)."""
    if state.battle is None or content.battle is None:
        raise ValueError("no battle is under way")
    return B(state, content, Rng(state.seed, dict(state.rng)))


def trait_names(b: B, trait_ids: list[str]) -> tuple[str, ...]:
    """Trait ids in the players' words (the sheet's names)."""
    traits = b.prim.traits
    return tuple(traits[t].name if t in traits else t.replace("-", " ") for t in trait_ids)


def active_traits(state: GameState, content: ContentPack) -> tuple[str, ...]:
    """Names of the Primordial's Traits in play now, Battle Track Traits included."""
    b = context(state, content)
    return trait_names(b, setup.active_traits(b))


def primordial_figures(state: GameState, content: ContentPack) -> PrimordialFigures:
    b = context(state, content)
    box = track.current(b)
    routine = routine_card(b)  # the side the engine performs [BAT-SETUP-020]
    return PrimordialFigures(
        name=b.prim.name,
        level=b.battle.primordial.level,
        wounds=stats.wounds_dealt(b),
        wound_limit=b.level.wounds,
        to_hit=stats.to_hit(b),
        speed=stats.speed(b),
        at_bonus=stats.at_bonus(b),
        traits=trait_names(b, setup.active_traits(b)),
        track_box=box.box if box is not None else 0,
        track_name=box.name if box is not None else "",
        routine=routine.name,
        routine_mnestis=routine.mnestis,
    )


def wounds_on_stack(state: GameState, content: ContentPack) -> int:
    """Wounds on the stack [BAT-TITAN-062..065] (the engine's count)."""
    return stats.wounds_dealt(context(state, content))


def ambrosia_limit(state: GameState, content: ContentPack, titan: TitanState) -> int:
    """The Titan's Ambrosia Limit [BAT-MISC-044, BAT-MISC-045, KEY-001]."""
    return stats.ambrosia_limit(context(state, content), titan)
