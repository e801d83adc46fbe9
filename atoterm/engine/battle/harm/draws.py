"""Card draws caused by harm: Trauma, Obol, Massive Danger, Moiros and Kratos.

The Trauma Table gives the severity [BAT-PRIM-100..BAT-PRIM-103, BAT-PRIM-110]; Trauma cards go
to the bottom of their deck or stay with the Titan [BAT-PRIM-101]; Obol Draws shuffle and put
the card back [BAT-PRIM-106, BAT-PRIM-108], two at once kill [BAT-PRIM-109, EX-015]; Massive
Danger cards join the Obol deck [BAT-PRIM-112, BAT-PRIM-113, EX-017]; an Awakened Titan's own
Obol Draw holds the Dead Gods card [BAT-MISC-070]; Second Chance draws again [KEY-058]. Moiros
and Kratos cards are kept, a second one kills [BAT-MISC-038..BAT-MISC-042, GEN-023].
"""

from __future__ import annotations

from atoterm.content.battle_schema import Card
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import why as explain
from atoterm.engine.battle.harm.death import kill_titan
from atoterm.engine.battle.harm.triggers import ask_use, has_keyword, trigger


def severity_for(b: B, titan: TitanState, danger: int) -> str:
    """The severity the Titan's Trauma Table gives for ``danger``; above the table: its top
    band (Obol) [BAT-PRIM-100, BAT-PRIM-110]."""
    bands = b.titan_class(titan).trauma_table
    for band in bands:
        if band.low <= danger <= band.high:
            return band.severity
    top = max(bands, key=lambda band: band.high)
    return top.severity if danger > top.high else ""


def add_massive_danger(b: B, titan: TitanState, hypothetical: int) -> None:
    """Massive Danger cards at or below ``hypothetical`` join the Obol deck, each once, for the
    rest of the battle [BAT-PRIM-112, BAT-PRIM-113, EX-017]."""
    battle = b.battle
    massive = sorted((c for c in b.bc.cards.values() if c.massive), key=lambda c: c.massive)
    for card in massive:
        if card.massive <= hypothetical and card.id not in battle.massive_added:
            battle.massive_added.append(card.id)
            battle.decks.obol.append(card.id)
            if not b.quiet:
                b.emit(
                    "massive_danger",
                    f"Massive Danger {hypothetical} (threshold {card.massive}+): {card.name} is "
                    "added to the Obol deck until the end of the Battle.",
                    "BAT-PRIM-112",
                    titan=titan.key,
                    card=card.id,
                )


def trauma_draw(
    b: B,
    titan: TitanState,
    *,
    severity: str | None = None,
    hypothetical: int | None = None,
    simultaneous_obols: int = 0,
) -> Proc[str]:
    """Draw and resolve a Trauma card; returns the severity drawn ("" when nothing happened).

    The severity is read from the Titan's Trauma Table at the current (or hypothetical) Danger
    [BAT-PRIM-100]; a plain Trauma Draw at Danger 0 does nothing [BAT-PRIM-102]; a named
    severity draws from that deck regardless of Danger [BAT-PRIM-103].
    """
    if not titan.alive:
        return ""
    if severity is None:
        value = b.argonaut(titan).danger if hypothetical is None else hypothetical
        if value <= 0:
            b.emit(
                "trauma_none", f"{b.name(titan)} is at Danger 0: no Trauma card.", "BAT-PRIM-102"
            )
            return ""
        severity = severity_for(b, titan, value)
        if not b.quiet:
            b.emit(
                "trauma_table",
                f"{b.name(titan)}: Danger {value} reads {severity.title()} on the Trauma Table.",
                "BAT-PRIM-100",
                titan=titan.key,
                danger=value,
                severity=severity,
                why=explain.trauma_severity(b, titan, value, severity),
            )
    if severity == "obol":
        if hypothetical is not None:
            add_massive_danger(b, titan, hypothetical)
        yield from obol_draw(b, titan, 1 + simultaneous_obols)
        return "obol"
    yield from _draw_trauma_card(b, titan, severity, second=False)
    return severity


def _draw_trauma_card(b: B, titan: TitanState, severity: str, *, second: bool) -> Proc[None]:
    """Top card; it goes to the bottom of its deck (or stays with the Titan when it persists)
    [BAT-PRIM-101]; "when you draw" abilities, then Second Chance [EX-024, KEY-058]."""
    deck: list[str] = getattr(b.battle.decks, severity)
    if not deck:
        b.emit("trauma_empty", f"The {severity.title()} Trauma deck is empty.", "BAT-PRIM-101")
        return
    size = len(deck)
    card = b.bc.cards[deck.pop(0)]
    if card.persists:
        titan.kept_cards.append(card.id)
    else:
        deck.append(card.id)
    if not b.quiet:
        b.emit(
            "trauma_card",
            f"{b.name(titan)} draws {card.name} ({severity.title()} Trauma).",
            "BAT-PRIM-101",
            titan=titan.key,
            card=card.id,
            why=explain.card_draw(
                "BAT-PRIM-101", f"{severity.title()} Trauma", size, card.name, shuffled=False
            ),
        )
    yield from trigger(b, titan, "when_trauma", card=card.id)
    if not second and (yield from _second_chance(b, titan, card)):
        if card.persists:
            titan.kept_cards.remove(card.id)
            deck.append(card.id)
        yield from _draw_trauma_card(b, titan, severity, second=True)
        return
    yield from _resolve_card(b, titan, card, "trauma")


def _second_chance(b: B, titan: TitanState, card: Card) -> Proc[bool]:
    """Second Chance: ignore and discard the card, draw another; the second is kept [KEY-058]."""
    if not titan.alive or not has_keyword(b, titan, "second_chance"):
        return False
    return (
        yield from ask_use(
            b,
            titan,
            "battle.second_chance",
            f"{b.name(titan)} drew {card.name}: use Second Chance to draw another?",
            "Discard it and draw again",
            f"Keep {card.name}",
            "KEY-058",
        )
    )


def _resolve_card(b: B, titan: TitanState, card: Card, origin: str) -> Proc[None]:
    if titan.alive:
        ctx = EffectCtx(source=PRIMORDIAL, subject=titan.key, origin=origin)
        ctx.notes["card"] = card.id
        yield from resolve_effects(b, card.effects, ctx)


def _dead_gods_card(b: B, titan: TitanState) -> str:
    """The "You live: by the power of the Dead Gods" card an Awakened Titan shuffles into its
    own Obol Draws ("" when not Awakened) [BAT-MISC-070]."""
    if not titan.godform:
        return ""
    return next((c.id for c in b.bc.cards.values() if c.unlock == "awakened"), "")


def obol_draw(
    b: B, titan: TitanState, simultaneous: int = 1, *, second: bool = False
) -> Proc[None]:
    """Shuffle the Obol deck and draw [BAT-PRIM-106]; the card is shuffled back afterwards, so it
    never leaves the deck [BAT-PRIM-108]; two or more Obol Draws at once kill [BAT-PRIM-109]."""
    if not titan.alive:
        return
    if simultaneous >= 2:
        b.emit(
            "double_obol",
            f"{b.name(titan)} must make {simultaneous} Obol Draws at the same time.",
            "BAT-PRIM-109",
            titan=titan.key,
        )
        yield from kill_titan(b, titan, "double_obol", "BAT-PRIM-109")
        return
    decks = b.battle.decks
    if not decks.obol:
        b.emit("obol_empty", "The Obol deck is empty.", "BAT-PRIM-106")
        return
    gods = _dead_gods_card(b, titan)
    if gods:  # only the Awakened Titan's own draw holds it; out again after [BAT-MISC-070]
        decks.obol.append(gods)
    decks.obol[:] = b.rng.shuffle("deck.obol", decks.obol)
    card = b.bc.cards[decks.obol[0]]
    if not b.quiet:
        b.emit(
            "obol_card",
            f"{b.name(titan)} draws an Obol from {len(decks.obol)} cards: {card.name}.",
            "BAT-PRIM-106",
            titan=titan.key,
            card=card.id,
            why=explain.card_draw(
                "BAT-PRIM-106", "Obol", len(decks.obol), card.name, shuffled=True
            ),
        )
    if gods:
        decks.obol.remove(gods)
    yield from trigger(b, titan, "when_trauma", card=card.id)
    if not second and (yield from _second_chance(b, titan, card)):
        yield from obol_draw(b, titan, 1, second=True)
        return
    yield from _resolve_card(b, titan, card, "obol")


def moiros_draw(b: B, titan: TitanState) -> Proc[None]:
    """Shuffle the Moiros deck, draw one, keep it to the end of the Battle [BAT-MISC-038,
    BAT-MISC-039]; a second one kills instead [BAT-MISC-040]."""
    yield from _keep_card(b, titan, "moiros", "BAT-MISC-040")


def kratos_draw(b: B, titan: TitanState) -> Proc[None]:
    """Shuffle the Kratos deck, draw one, keep it; a second one kills instead [BAT-MISC-041]."""
    yield from _keep_card(b, titan, "kratos", "BAT-MISC-041")


def _keep_card(b: B, titan: TitanState, deck_name: str, death_rule: str) -> Proc[None]:
    if not titan.alive:
        return
    field_name = "moiros" if deck_name == "moiros" else "kratos_card"
    if getattr(titan, field_name):
        b.emit(
            f"{deck_name}_second",
            f"{b.name(titan)} already holds a {deck_name.title()} card and must draw another.",
            death_rule,
        )
        yield from kill_titan(b, titan, deck_name, death_rule)
        return
    deck: list[str] = getattr(b.battle.decks, deck_name)
    if not deck:
        b.emit(f"{deck_name}_empty", f"The {deck_name.title()} deck is empty.", death_rule)
        return
    deck[:] = b.rng.shuffle(f"deck.{deck_name}", deck)
    size = len(deck)
    card = b.bc.cards[deck.pop(0)]
    setattr(titan, field_name, card.id)
    if not b.quiet:
        b.emit(
            f"{deck_name}_card",
            f"{b.name(titan)} draws {card.name}.",
            death_rule,
            card=card.id,
            why=explain.card_draw(death_rule, deck_name.title(), size, card.name, shuffled=True),
        )
    yield from _resolve_card(b, titan, card, deck_name)


def kratos_roll(b: B, titan: TitanState) -> Proc[bool]:
    """d10 ≥ Rage succeeds; a failure draws a Kratos card; never re-rolled with Fate
    [BAT-MISC-042, GEN-023]."""
    rage = b.argonaut(titan).rage
    roll = b.rng.d10("battle.d10")
    ok = roll >= rage
    verdict = "succeeds" if ok else "fails"
    if not b.quiet:
        b.emit(
            "kratos_roll",
            f"{b.name(titan)} Kratos Roll: {roll} against Rage {rage}, {verdict}.",
            "BAT-MISC-042",
            titan=titan.key,
            roll=roll,
        )
    if not ok:
        yield from kratos_draw(b, titan)
    return ok
