"""Resolving an AI card: Draw → Targeting → Movement → Attack → After Attack [BAT-PRIM-018].

:func:`perform_ai_card` runs one card (an AI card, the Signature or the Routine) step by step,
one function per step. The running Attack is an :class:`AttackRun` with one
:class:`TargetRun` per Titan it attacks; a ``TargetRun`` is the ``EffectCtx.attack`` of the
effects aimed at that Titan, so a Chain Break (``broken = True``) stops that Titan's effects
[BAT-PRIM-117]; it ends the whole Attack unless the Attack is Simultaneous or a Zone
[BAT-PRIM-072, BAT-PRIM-073, BAT-PRIM-076, BAT-PRIM-119].

The Evasion Roll lives in ``evasion.py``, the consequences (Danger, Armor Roll, effects) in
``primordial_consequences.py``, the windows of opportunity in ``primordial_windows.py``.
"""

from __future__ import annotations

import msgspec
from msgspec import field

from atoterm.content.battle_schema import AiCard, Effect
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board.board import titan_cell
from atoterm.engine.battle.board.geometry import Cell
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import why as explain
from atoterm.engine.battle.flow.mnestis import is_theatre
from atoterm.engine.battle.primordial import evasion, reach, targeting, windows
from atoterm.engine.battle.primordial import move as primordial_move
from atoterm.engine.battle.primordial.consequences import consequences


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class AttackRun(msgspec.Struct):
    """One Primordial Attack while it resolves (procedure locals only, never in the state)."""

    card: AiCard
    origin: str
    targets: list[str]
    """The Targets chosen in the Targeting step, in attack order [BAT-PRIM-025]."""
    zone: list[Cell] | None = None
    per: dict[str, TargetRun] = field(default_factory=dict)
    attacked: list[str] = field(default_factory=list)
    """Titans the Attack reached (attacked, or out of its range), in order."""
    broken: bool = False
    """Chain Break of the whole Attack [BAT-PRIM-117]."""
    phase: str = "targeting"
    """targeting, move, attack, after, done."""

    @property
    def judgement(self) -> bool:
        return bool(self.card.attack and "judgement" in self.card.attack.types)

    @property
    def separate(self) -> bool:
        """A Chain Break by one Target leaves the others' Attacks standing (Simultaneous,
        Zone) [BAT-PRIM-072, BAT-PRIM-076, BAT-PRIM-119]."""
        types = self.card.attack.types if self.card.attack else ()
        return "simultaneous" in types or reach.is_zone(self.card)

    def target(self, key: str) -> TargetRun:
        if key not in self.per:
            self.per[key] = TargetRun(self, key)
        return self.per[key]

    def in_range(self, b: B, key: str) -> bool:
        """The Titan is within this Attack's effective range (Knockback/Knockdown gates,
        KEY-024, KEY-028)."""
        return reach.in_attack_range(b, self.card, b.battle.titan(key))


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class TargetRun(msgspec.Struct):
    """The Attack against one Target: its defensive choices, modifiers and Chain Break."""

    run: AttackRun
    key: str
    own_break: bool = False
    weapon: int = -1
    """Index in ``titan.gear`` of the weapon defending this Attack (-1: none) [BAT-PRIM-090]."""
    weapon_chosen: bool = False
    mods: dict[str, int] = field(default_factory=dict)
    """Effects on this Attack: ``evasion``, ``evasion_die``, ``evasion_reroll``, ``block``,
    ``reinforce:<tier>``."""
    banner_effects: list[Effect] = field(default_factory=list)
    danger_bonus_done: bool = False
    hits: int = 0
    outcome: str = ""
    """"", "evaded", "hit", "out_of_range"."""

    @property
    def broken(self) -> bool:
        return self.own_break or self.run.broken

    @broken.setter
    def broken(self, value: bool) -> None:
        self.own_break = value

    @property
    def phase(self) -> str:
        return self.run.phase

    @property
    def card(self) -> AiCard:
        return self.run.card

    def in_range(self, b: B, key: str = "") -> bool:
        return self.run.in_range(b, key or self.key)


# ----------------------------------------------------------------------------- cards and decks
def find_card(b: B, card_id: str) -> AiCard:
    prim = b.prim
    for card in (*prim.ai, *prim.sheet_cards):
        if card.id == card_id:
            return card
    raise KeyError(f"no AI card {card_id!r} for {prim.name}")


def routine_card(b: B) -> AiCard:
    """The side of the Routine card this battle performs: the Mnestis side in a Mnestis
    Theatre battle, the regular side in every campaign and practice battle [BAT-SETUP-020,
    MNE-012]."""
    return b.prim.routine_in(is_theatre(b.battle))


def refill_ai_deck(b: B) -> None:
    """An empty AI deck is formed again from its shuffled discard pile [BAT-PRIM-127,
    BAT-TITAN-043]."""
    decks = b.battle.decks
    if decks.ai or not decks.ai_discard:
        return
    decks.ai = b.rng.shuffle("deck.ai", decks.ai_discard)
    decks.ai_discard = []
    if not b.quiet:
        b.emit(
            "ai_shuffle",
            "The AI deck is empty: its discard pile is shuffled into a new deck.",
            "BAT-PRIM-127",
        )


def draw_ai(b: B) -> str:
    """Draw the top AI card [BAT-PRIM-019]. A card still resolving is ended first (the new
    Attack Chain Breaks it, BAT-PRIM-118). Returns "" when there is no AI card at all."""
    decks = b.battle.decks
    if decks.current_ai:
        decks.ai_discard.append(decks.current_ai)
        decks.current_ai = ""
    refill_ai_deck(b)
    if not decks.ai:
        b.emit("ai_none", "There is no AI card to draw.", "BAT-PRIM-019")
        return ""
    size = len(decks.ai)
    card_id = decks.ai.pop(0)
    decks.current_ai = card_id
    card = find_card(b, card_id)
    if not b.quiet:
        b.emit(
            "ai_draw",
            f"AI card drawn: {card.name} (level {card.level}).",
            "BAT-PRIM-019",
            card=card_id,
            why=explain.card_draw("BAT-PRIM-019", "AI", size, card.name, shuffled=False),
        )
    refill_ai_deck(b)
    return card_id


def discard_card(b: B, card: AiCard) -> None:
    """Discard the AI card once it is resolved [BAT-PRIM-127]; the Signature and the Routine
    are not AI cards and stay by the sheet [BAT-PRIM-015]."""
    decks = b.battle.decks
    if card.kind != "ai" or decks.current_ai != card.id:
        return
    decks.current_ai = ""
    decks.ai_discard.append(card.id)
    refill_ai_deck(b)


# ----------------------------------------------------------------------------- the card
def perform_ai_card(b: B, card_id: str, *, target: str = "", origin: str = "ai") -> Proc[None]:
    """Resolve one AI card (or the Signature / Routine) [BAT-PRIM-018]; ``target`` overrides
    its targeting lines [BAT-PRIM-024]. Primordial abilities have no usage limits
    [BAT-PRIM-130]."""
    card = find_card(b, card_id)
    if not b.quiet:
        b.emit("ai_card", f"{b.prim.name} performs {card.name}.", "BAT-PRIM-018", card=card.id)
    b.battle.last_dice = []
    result = yield from targeting_step(b, card, target)
    if result.routine:  # [BAT-PRIM-014, BAT-PRIM-022]
        discard_card(b, card)
        if card.kind != "routine":
            yield from perform_ai_card(b, routine_card(b).id, origin=origin)
        return
    run = AttackRun(card, origin, list(result.targets), result.zone)
    yield from movement_step(b, run)
    yield from attack_step(b, run)
    yield from after_attack_step(b, run)
    run.phase = "done"
    discard_card(b, card)


def perform_signature(b: B, *, target: str = "", origin: str = "ai") -> Proc[None]:
    """ "Perform Signature" [BAT-PRIM-013]."""
    yield from perform_ai_card(b, b.prim.signature.id, target=target, origin=origin)


def targeting_step(b: B, card: AiCard, target: str) -> Proc[targeting.TargetResult]:
    """Step 2 [BAT-PRIM-020..039]."""
    if target and not b.battle.titan(target).alive:
        target = ""
    return (yield from targeting.find_target(b, card, explicit=target))


def _primary(b: B, run: AttackRun) -> TitanState | None:
    for key in run.targets:
        titan = b.battle.titan(key)
        if titan.alive:
            return titan
    return None


def movement_step(b: B, run: AttackRun) -> Proc[None]:
    """Step 3: the card's movement toward the (first) Target [BAT-PRIM-051..064]."""
    run.phase = "move"
    yield from windows.reaction_window(b, run, "move")
    card = run.card
    if run.broken or b.battle.result or card.move.op == "none":
        return
    primary = _primary(b, run)
    if card.move.op == "move_to":
        yield from primordial_move.move_to(b, card.move.arg, primary)
        return
    special = hooks.CARD_MOVES.get(card.move.op)  # e.g. Trample [CYC1-021]
    if special is not None:
        yield from special(b, primary)
        return
    if primary is None:
        b.emit("primordial_move", f"{b.prim.name} has no Target to move toward.", "BAT-PRIM-051")
        return
    steps = reach.move_allowance(b, card)
    if card.attack is not None and "path" in card.attack.types:
        yield from _path_move(b, run, primary, steps)
        return
    yield from primordial_move.move_toward(b, card, primary, steps)


def _path_move(b: B, run: AttackRun, primary: TitanState, steps: int) -> Proc[None]:
    """ "All Titans in path": stop before each Titan's space, attack it, go on; no Crash
    [BAT-PRIM-074, BAT-PRIM-075]."""

    def before_enter(titan: TitanState) -> Proc[bool]:
        if titan.key == primary.key or titan.key in run.attacked:
            return True
        run.phase = "attack"
        yield from primordial_move.turn_toward(
            b, titan_cell(titan), "to attack a Titan in its path"
        )
        yield from attack_target(b, run, titan.key, check_range=False)
        run.phase = "move"
        return not run.broken

    yield from primordial_move.move_toward(
        b, run.card, primary, steps, crash=False, before_enter=before_enter
    )


# ----------------------------------------------------------------------------- the Attack
def attack_step(b: B, run: AttackRun) -> Proc[None]:
    """Step 4 [BAT-PRIM-069..092]: the window, then each Target in turn."""
    card = run.card
    if card.attack is None or run.broken or b.battle.result:
        return
    run.phase = "attack"
    yield from windows.reaction_window(b, run, "attack")
    if run.broken or b.battle.result:
        return
    if reach.is_zone(card):  # every Titan in the zone, fixed when it begins [BAT-PRIM-076..081]
        area = reach.zone_area(b, card)
        hit = reach.titans_in(b, area)
        run.zone = list(area)
        if not b.quiet:
            b.emit(
                "zone",
                f"{card.name} strikes {len(area)} spaces: "
                + (", ".join(b.name(t) for t in hit) or "no Titan is there")
                + ".",
                "BAT-PRIM-076",
                cells=[list(c) for c in area],
            )
        for titan in hit:
            yield from attack_target(b, run, titan.key, check_range=False)
            if b.battle.result:
                return
        return
    todo = [k for k in run.targets if k not in run.attacked]
    turn = not ("simultaneous" in card.attack.types and len(todo) > 1)  # [BAT-PRIM-068]
    for key in todo:
        titan = b.battle.titan(key)
        if not titan.alive:
            continue
        if turn:
            yield from primordial_move.turn_toward(b, titan_cell(titan), "before its Attack")
        yield from attack_target(b, run, key)
        if run.broken or b.battle.result:
            return


def attack_target(b: B, run: AttackRun, key: str, *, check_range: bool = True) -> Proc[None]:
    """The Attack against one Target: range check (Out of Reach, BAT-PRIM-063, BAT-PRIM-092),
    Evasion Roll or Judgement test, then the consequences [BAT-PRIM-082..093]."""
    titan = b.battle.titan(key)
    tr = run.target(key)
    run.attacked.append(key)
    if not titan.alive:
        return
    if check_range and not reach.in_attack_range(b, run.card, titan):
        tr.outcome = "out_of_range"
        if not b.quiet:
            b.emit(
                "out_of_range",
                f"{b.name(titan)} is out of {run.card.name}'s range: no Evasion Roll and no Attack "
                "effects; the After Attack still resolves.",
                "BAT-PRIM-092",
                titan=key,
            )
        return
    tr.banner_effects = evasion.banner_effects(b, titan, tr)
    if run.judgement:
        hits = yield from evasion.judgement(b, titan, tr)
    else:
        hits = yield from evasion.evasion_roll(b, titan, tr)
    tr.hits = hits
    tr.outcome = "hit" if hits else "evaded"
    if hits and titan.alive and not tr.broken:
        b.primordial_attacks.append(tr)  # what a Bonus Attack it causes breaks [BAT-PRIM-118]
        try:
            yield from consequences(b, titan, tr, hits)
        finally:
            b.primordial_attacks.pop()
    if tr.own_break and not run.separate:  # [BAT-PRIM-073, BAT-PRIM-117]
        run.broken = True
    if (tr.own_break or run.broken) and not b.quiet:
        b.emit(
            "chain_break",
            f"Chain Break: {run.card.name} ends for {b.name(titan)}.",
            "BAT-PRIM-117" if not run.separate else "BAT-PRIM-119",
            titan=key,
        )


# ----------------------------------------------------------------------------- After Attack
def after_attack_step(b: B, run: AttackRun) -> Proc[None]:
    """Step 5: After Attack against each Target, After Final Attack once [BAT-PRIM-124..126];
    a Chain Break or the Mercy Rule cancels them [BAT-PRIM-117, BAT-MISC-019]."""
    if b.battle.result:
        return
    if run.broken:
        if not b.quiet:
            b.emit(
                "chain_break",
                f"The Chain Break cancels {run.card.name}'s After Attack.",
                "BAT-PRIM-117",
            )
        return
    run.phase = "after"
    yield from windows.reaction_window(b, run, "after")
    card = run.card
    keys = run.attacked or [k for k in run.targets if b.battle.titan(k).alive]
    last = ""
    if card.after and not keys:
        yield from resolve_effects(b, card.after, EffectCtx(PRIMORDIAL, "", 1, run, run.origin))
    for key in keys:
        tr = run.target(key)
        titan = b.battle.titan(key)
        if run.broken or b.battle.result:
            return
        if tr.broken or not titan.alive:
            why = "Chain Break" if titan.alive else "Mercy Rule"
            rule = "BAT-PRIM-119" if titan.alive else "BAT-MISC-019"
            if not b.quiet:
                b.emit("after_skipped", f"No After Attack for {b.name(titan)} ({why}).", rule)
            continue
        last = key
        if card.after:
            yield from resolve_effects(b, card.after, EffectCtx(PRIMORDIAL, key, 1, tr, run.origin))
    if card.after_final and not run.broken and not b.battle.result:
        if last and not b.battle.titan(last).alive:
            last = ""
        yield from resolve_effects(
            b, card.after_final, EffectCtx(PRIMORDIAL, last, 1, run, run.origin)
        )
