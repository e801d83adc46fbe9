"""Harm in battle: Danger, Fate, Rage, Trauma and Obol Draws, Moiros and Kratos cards, death.

The Triskelion lives on the Argonaut (GEN-031). Procedures here are generators (``yield from``)
because a draw may ask (Second Chance, Rocksteady, who takes the Priority Target token); the
plain functions at the end (``lose_*``, ``stand_up``, ``discard_condition``, ``add_token``)
never ask. Abilities that trigger on these events ("when you draw a Trauma card", "when you are
about to die", "when you suffer Crash") are offered by :func:`trigger` [EX-003, EX-024, EX-025].
"""

from __future__ import annotations

from typing import Any

from atoterm.content.battle_schema import Card
from atoterm.engine.battle import abilities, hooks, stats
from atoterm.engine.battle import why as explain
from atoterm.engine.battle.context import B, Proc
from atoterm.engine.battle.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.main import check_titans_left
from atoterm.engine.battle.state import PrimordialState, TitanState
from atoterm.engine.decisions import Decision, Option

TRISKELION_MAX = 9
TITAN_TOKENS: tuple[str, ...] = ("precision", "evasion", "speed")
"""Modifier tokens a Titan can hold [BAT-MISC-050, BAT-MISC-051]."""
PRIMORDIAL_TOKENS: tuple[str, ...] = (
    "precision",
    "speed",
    "to_hit",
    "at",
    "evasion_dice",
    "danger",
)
"""Modifier tokens the Primordial can hold [BAT-MISC-050..053]."""


# ------------------------------------------------------------------ abilities on harm events
def trigger(b: B, titan: TitanState, timing: str, **info: Any) -> Proc[bool]:
    """Offer the Titan's abilities of exactly ``timing`` ("when_trauma", "about_to_die",
    "when_crash"); "may" ones are asked, the others resolve [GEN-010, EX-024]. Returns True when
    a used ability's text says "instead": it replaces the event [GEN-009, EX-003]; otherwise
    the event still happens [EX-025]. An "about to die" ability already used in this window is
    not offered again (its replacement may lead to the same death)."""
    replaced = False
    refs = [r for r in abilities.available(b, titan, timing) if r.ability.timing == timing]
    for ref in refs:
        again = timing == "about_to_die" and f"ref:{ref.key}" in titan.reactions_in_window
        if not titan.alive or b.battle.result or again:
            continue
        if not abilities.mandatory(ref) and not (
            yield from ask_use(
                b,
                titan,
                "battle.ability",
                f"{b.name(titan)}: use {ref.name}? {ref.ability.text}",
                f"Use {ref.name}",
                "Decline",
                "BAT-MISC-078",
            )
        ):
            continue
        ctx = EffectCtx(source=titan.key, subject=titan.key, origin="ability", notes=dict(info))
        yield from abilities.use(b, titan, ref, ctx)
        replaced = replaced or "instead" in ref.ability.text.lower()
    return replaced


def has_keyword(b: B, titan: TitanState, name: str) -> bool:
    """The Titan has keyword ``name`` now (``abilities.has_keyword``)."""
    return abilities.has_keyword(b, titan, name)


def ask_use(
    b: B, titan: TitanState, kind: str, prompt: str, yes: str, no: str, rule: str
) -> Proc[bool]:
    options = [Option("use", yes), Option("decline", no)]
    chosen = yield from b.ask(Decision(kind, f"titan:{titan.key}", prompt, options, {"rule": rule}))
    return chosen.id == "use"


# ------------------------------------------------------------------ Danger and the Trauma Draw
def severity_for(b: B, titan: TitanState, danger: int) -> str:
    """The severity the Titan's Trauma Table gives for ``danger``; above the table: its top
    band (Obol) [BAT-PRIM-100, BAT-PRIM-110]."""
    bands = b.titan_class(titan).trauma_table
    for band in bands:
        if band.low <= danger <= band.high:
            return band.severity
    top = max(bands, key=lambda band: band.high)
    return top.severity if danger > top.high else ""


def gain_danger(
    b: B,
    titan: TitanState,
    amount: int,
    *,
    trauma: bool,
    rule: str = "BAT-PRIM-094",
    simultaneous_obols: int = 0,
) -> Proc[str]:
    """Raise Danger; returns the severity of the Trauma Draw it caused ("" for none).

    Danger dealt by an Attack (``trauma``) is followed at once by a Trauma Draw at the new value
    [BAT-PRIM-094, BAT-PRIM-099]; other gains draw nothing [BAT-PRIM-105] unless Danger goes
    above 9: the dial stays at 9 and the draw reads the hypothetical total [BAT-PRIM-110,
    BAT-PRIM-111, BAT-PRIM-114, EX-016]. ``simultaneous_obols`` counts other Obol Draws forced
    at the same moment (two or more at once kill, BAT-PRIM-109, EX-015).
    """
    if amount <= 0 or not titan.alive:
        return ""
    a = b.argonaut(titan)
    total = a.danger + amount
    if total > TRISKELION_MAX:
        a.danger = TRISKELION_MAX
        b.emit(
            "danger",
            f"{b.name(titan)} gains +{amount} Danger: the dial stays at 9, the Trauma Draw "
            f"counts {total}.",
            "BAT-PRIM-110",
            titan=titan.key,
            hypothetical=total,
        )
        return (
            yield from trauma_draw(
                b, titan, hypothetical=total, simultaneous_obols=simultaneous_obols
            )
        )
    a.danger = total
    b.emit("danger", f"{b.name(titan)} gains +{amount} Danger ({total}).", rule, titan=titan.key)
    if not trauma:
        return ""
    return (yield from trauma_draw(b, titan, simultaneous_obols=simultaneous_obols))


def add_massive_danger(b: B, titan: TitanState, hypothetical: int) -> None:
    """Massive Danger cards at or below ``hypothetical`` join the Obol deck, each once, for the
    rest of the battle [BAT-PRIM-112, BAT-PRIM-113, EX-017]."""
    battle = b.battle
    massive = sorted((c for c in b.bc.cards.values() if c.massive), key=lambda c: c.massive)
    for card in massive:
        if card.massive <= hypothetical and card.id not in battle.massive_added:
            battle.massive_added.append(card.id)
            battle.decks.obol.append(card.id)
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
    b.emit(
        "obol_card",
        f"{b.name(titan)} draws an Obol from {len(decks.obol)} cards: {card.name}.",
        "BAT-PRIM-106",
        titan=titan.key,
        card=card.id,
        why=explain.card_draw("BAT-PRIM-106", "Obol", len(decks.obol), card.name, shuffled=True),
    )
    if gods:
        decks.obol.remove(gods)
    yield from trigger(b, titan, "when_trauma", card=card.id)
    if not second and (yield from _second_chance(b, titan, card)):
        yield from obol_draw(b, titan, 1, second=True)
        return
    yield from _resolve_card(b, titan, card, "obol")


# ------------------------------------------------------------------ Fate, Rage, Kratos, Moiros
def gain_fate(b: B, titan: TitanState, n: int, *, rule: str = "BAT-PRIM-095") -> Proc[None]:
    """Raise Fate; forced above 9 the dial stays at 9 and a Moiros card is drawn [BAT-MISC-038,
    GEN-035]."""
    if n <= 0 or not titan.alive:
        return
    a = b.argonaut(titan)
    over = a.fate + n > TRISKELION_MAX
    a.fate = min(TRISKELION_MAX, a.fate + n)
    b.emit("fate", f"{b.name(titan)} gains +{n} Fate ({a.fate}).", rule, titan=titan.key)
    if over:
        b.emit("fate_over", f"{b.name(titan)}'s Fate is forced above 9.", "GEN-035")
        yield from moiros_draw(b, titan)


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


def gain_rage(b: B, titan: TitanState, n: int, *, rule: str = "BAT-PRIM-095") -> Proc[None]:
    """Raise Rage; strictly above the holder's Rage takes the Priority Target token
    [BAT-PRIM-037]; forced above 9 marks ``death_cause = "rage"``: the Titan dies when its
    current action ends (:func:`resolve_pending_rage_death`) [GEN-035]."""
    yield from ()
    if n <= 0 or not titan.alive:
        return
    a = b.argonaut(titan)
    if a.rage + n > TRISKELION_MAX:
        titan.death_cause = "rage"
        b.emit(
            "rage_over",
            f"{b.name(titan)}'s Rage is forced above 9: it dies when its current action ends.",
            "GEN-035",
            titan=titan.key,
        )
    a.rage = min(TRISKELION_MAX, a.rage + n)
    b.emit("rage", f"{b.name(titan)} gains +{n} Rage ({a.rage}).", rule, titan=titan.key)
    battle = b.battle
    holder = battle.priority_target
    if holder == titan.key:
        return
    if holder and battle.priority_locked == holder:
        b.emit("priority_kept", "The Priority Target token cannot be lost.", "BAT-PRIM-041")
        return
    held = [t for t in battle.titans if t.key == holder and t.alive]
    holder_rage = b.argonaut(held[0]).rage if held else -1
    if a.rage > holder_rage:
        give_priority_target(b, titan, f"Rage {a.rage} > {holder_rage}", "BAT-PRIM-037")


def give_priority_target(
    b: B, titan: TitanState, why: str, rule: str, explained: dict[str, object] | None = None
) -> None:
    """The Titan takes the Priority Target token; being Hidden ends [KEY-022]."""
    b.battle.priority_target = titan.key
    titan.hidden = False
    b.emit(
        "priority_target",
        f"{b.name(titan)} takes the Priority Target token ({why}).",
        rule,
        **({"why": explained} if explained else {}),
    )


def resolve_pending_rage_death(b: B, titan: TitanState) -> Proc[bool]:
    """Call when a Titan's action ends: Rage forced above 9 kills it now [GEN-035]."""
    if titan.alive and titan.death_cause == "rage":
        died = yield from kill_titan(b, titan, "rage", "GEN-035")
        if not died:
            titan.death_cause = ""
        return died
    return False


# ------------------------------------------------------------------ Ambrosia and death
def gain_ambrosia(b: B, titan: TitanState, n: int, *, rule: str = "BAT-MISC-043") -> Proc[None]:
    """Ambrosia tokens; the moment they exceed the limit the Titan dies, with no Trauma or Obol
    [BAT-MISC-043, BAT-MISC-046, EX-026]."""
    if n <= 0 or not titan.alive:
        return
    titan.ambrosia += n
    limit = stats.ambrosia_limit(b, titan)
    b.emit(
        "ambrosia",
        f"{b.name(titan)} gains {n} Ambrosia ({titan.ambrosia}, limit {limit}).",
        rule,
        titan=titan.key,
    )
    if titan.ambrosia > limit:
        yield from kill_titan(b, titan, "ambrosia", "BAT-MISC-046")


def kill_titan(b: B, titan: TitanState, cause: str, rule: str) -> Proc[bool]:
    """The Titan dies: off the board, its cards and Triskelion kept until Casualties
    [BAT-MISC-015, BAT-MISC-017]; the Priority Target token passes on [BAT-PRIM-040]; with no
    Titan left the battle is lost [BAT-SETUP-034]. "About to die" abilities run first and may
    replace the death ("instead", EX-003). Returns whether it died."""
    if not titan.alive:
        return False
    if (yield from trigger(b, titan, "about_to_die", cause=cause)):
        b.emit("death_replaced", f"{b.name(titan)} does not die ({cause}).", "GEN-009")
        return False
    if (yield from _lifeline(b, titan, cause)):
        return False
    battle = b.battle
    titan.alive = False
    titan.death_cause = cause
    titan.hidden = False
    battle.titans_died += 1
    b.emit("titan_dies", f"{b.name(titan)} dies ({cause}).", rule, titan=titan.key, cause=cause)
    if battle.priority_locked == titan.key:
        battle.priority_locked = ""
    if battle.priority_target == titan.key:
        yield from pass_priority_target(b)
    check_titans_left(b)
    yield from hooks.run_hooks(b, "titan_died", titan)  # neighbours lose company [CYC1-016]
    return True


def _lifeline(b: B, titan: TitanState, cause: str) -> Proc[bool]:
    """Lifeline: about to die in a Chasm, displace instead; off a Boundless edge, stop next to
    it instead (``keywords_phase2.lifeline``) [KEY-030]."""
    from atoterm.engine.battle import keywords_phase2  # it imports this module

    return (yield from keywords_phase2.lifeline(b, titan, cause))


def pass_priority_target(b: B) -> Proc[None]:
    """To the living Titan with the highest Rage; a Titan that cannot lose the token counts as
    Rage 9; ties: the players [BAT-PRIM-040, BAT-PRIM-041]."""
    battle = b.battle
    living = battle.living()
    if not living:
        battle.priority_target = ""
        return

    def rage(t: TitanState) -> int:
        return TRISKELION_MAX if battle.priority_locked == t.key else b.argonaut(t).rage

    best = max(rage(t) for t in living)
    tied = [t for t in living if rage(t) == best]
    picked = yield from b.choose(
        tied,
        lambda t: (f"titan-{t.key}", b.name(t)),
        kind="battle.priority_target",
        prompt=f"Who takes the Priority Target token (Rage {best})?",
        rule="BAT-PRIM-040",
    )
    give_priority_target(
        b,
        picked,
        f"highest Rage {best}",
        "BAT-PRIM-040",
        explain.by_value(
            "BAT-PRIM-040",
            [(b.name(t), rage(t)) for t in living],
            b.name(picked),
            "Rage",
            f"the living Titan with the highest Rage ({best}) takes the token"
            + (" (a tie: the players' choice or the tie_break option)" if len(tied) > 1 else ""),
        ),
    )


def instant_death(b: B, titan: TitanState) -> Proc[bool]:
    """Dies at once with no Trauma or Obol Draw [BAT-MISC-028]; an "about to die ... instead"
    ability may replace it [EX-003]."""
    return (yield from kill_titan(b, titan, "instant_death", "BAT-MISC-028"))


# ------------------------------------------------------------------ Crash, Knockdown, Conditions
def crash(
    b: B, titan: TitanState, *, rule: str = "KEY-010", simultaneous_obols: int = 0
) -> Proc[str]:
    """+1 Danger (no Trauma Draw below 10) and Knockdown [KEY-010, BAT-PRIM-105]; Tumble rolls a
    d10 each time, 6+ ignores it [KEY-064, EX-028]. Returns the severity of any draw it caused."""
    if not titan.alive:
        return ""
    if has_keyword(b, titan, "tumble"):
        roll = b.rng.d10("battle.d10")
        ignored = roll >= 6
        b.emit(
            "tumble",
            f"{b.name(titan)} Tumbles: {roll}, "
            + ("the Crash is ignored." if ignored else "the Crash happens."),
            "KEY-064",
            titan=titan.key,
            roll=roll,
        )
        if ignored:
            return ""
    b.emit("crash", f"{b.name(titan)} suffers Crash.", rule, titan=titan.key)
    severity = yield from gain_danger(
        b, titan, 1, trauma=False, rule="KEY-010", simultaneous_obols=simultaneous_obols
    )
    if titan.alive:
        yield from knockdown(b, titan, rule="KEY-010")
    if titan.alive:
        yield from trigger(b, titan, "when_crash")
    return severity


def trample(b: B, titan: TitanState) -> Proc[None]:
    """A Trampling Primordial moves through or onto a Titan [CYC1-022, EX-015]: a knocked-down
    Titan makes an Obol Draw instead of Crash; with ``trample_also_crashes`` it also suffers
    Crash, and a Crash that takes Danger above 9 makes two Obol Draws at once (death)."""
    if not titan.knockdown:
        yield from crash(b, titan)
        return
    b.emit("trample", f"{b.name(titan)} is Trampled while down: Obol Draw.", "CYC1-022")
    if (
        b.state.rules.trample_also_crashes
        and (yield from crash(b, titan, simultaneous_obols=1)) == "obol"
    ):
        return
    yield from obol_draw(b, titan, 1)


def knockdown(b: B, titan: TitanState, *, rule: str = "KEY-028") -> Proc[bool]:
    """Take the Knockdown card falling-down side up [KEY-028, KEY-029]; never twice
    [BAT-MISC-036]; Rocksteady may ignore it [KEY-054]. Returns whether it fell."""
    if not titan.alive:
        return False
    if titan.knockdown:
        b.emit("knockdown_held", f"{b.name(titan)} is already down.", "BAT-MISC-036")
        return False
    if has_keyword(b, titan, "rocksteady") and (
        yield from ask_use(
            b,
            titan,
            "battle.rocksteady",
            f"{b.name(titan)} is about to be knocked down: use Rocksteady?",
            "Ignore the Knockdown",
            "Fall down",
            "KEY-054",
        )
    ):
        b.emit("rocksteady", f"{b.name(titan)} stays standing (Rocksteady).", "KEY-054")
        return False
    if titan.vantage:  # first down next to the Primordial [BAT-MISC-059]
        from atoterm.engine.battle import vantage

        if not (yield from vantage.dismount(b, titan, why="knocked down on a Vantage Point")):
            return False
    titan.knockdown = "falling"
    b.emit("knockdown", f"{b.name(titan)} is knocked down.", rule, titan=titan.key)
    return True


def gain_condition(b: B, titan: TitanState, cond_id: str) -> Proc[bool]:
    """Place the Condition card by the Titan sheet [BAT-MISC-033]; one already held cannot be
    gained again [BAT-MISC-036]."""
    if cond_id == "knockdown":
        return (yield from knockdown(b, titan))
    if not titan.alive:
        return False
    name = b.bc.conditions[cond_id].name
    if cond_id in titan.conditions:
        b.emit("condition_held", f"{b.name(titan)} already has {name}.", "BAT-MISC-036")
        return False
    titan.conditions.append(cond_id)
    b.emit("condition", f"{b.name(titan)} gains {name}.", "BAT-MISC-033", condition=cond_id)
    return True


# ------------------------------------------------------------------ plain changes (never ask)
def _lose(b: B, titan: TitanState, stat: str, n: int, rule: str) -> None:
    a = b.argonaut(titan)
    before = getattr(a, stat)
    setattr(a, stat, max(0, before - n))
    b.emit(stat, f"{b.name(titan)} loses {before - getattr(a, stat)} {stat.title()}.", rule)


def lose_danger(b: B, titan: TitanState, n: int, rule: str = "EX-004") -> None:
    """Lose Danger, never below 0 [GEN-011, EX-004]."""
    _lose(b, titan, "danger", n, rule)


def lose_fate(b: B, titan: TitanState, n: int, rule: str = "GEN-011") -> None:
    _lose(b, titan, "fate", n, rule)


def lose_rage(b: B, titan: TitanState, n: int, rule: str = "GEN-011") -> None:
    _lose(b, titan, "rage", n, rule)


def stand_up(b: B, titan: TitanState) -> None:
    """Discard the Knockdown card and stand up [KEY-029]."""
    if titan.knockdown:
        titan.knockdown = ""
        b.emit("stand_up", f"{b.name(titan)} stands up.", "KEY-029", titan=titan.key)


def discard_condition(b: B, titan: TitanState, cond_id: str) -> None:
    """Discard a Condition; discarding Knockdown stands the Titan up [KEY-029]."""
    if cond_id == "knockdown":
        stand_up(b, titan)
    elif cond_id in titan.conditions:
        titan.conditions.remove(cond_id)
        b.emit("condition_discarded", f"{b.name(titan)} discards {cond_id}.", "BAT-MISC-033")


def add_token(b: B, target: TitanState | PrimordialState, kind: str, n: int, lasting: bool) -> None:
    """Modifier tokens [BAT-MISC-047..053]: lasting ones stay to the end of the Battle
    [BAT-MISC-049]; temporary Titan tokens sit on the Triskelion (``temp_tokens``), temporary
    Primordial ones in the Kratos Pool under the kind's name (``stats`` reads both)
    [BAT-MISC-048]."""
    if isinstance(target, TitanState):
        if kind not in TITAN_TOKENS:
            raise ValueError(f"a Titan cannot hold a {kind!r} token")
        store, who = (target.tokens if lasting else target.temp_tokens), b.name(target)
    else:
        if kind not in PRIMORDIAL_TOKENS:
            raise ValueError(f"the Primordial cannot hold a {kind!r} token")
        store, who = (target.tokens if lasting else b.battle.kratos_pool), b.prim.name
    store[kind] = store.get(kind, 0) + n
    if store[kind] == 0:
        del store[kind]
    span = "lasting" if lasting else "temporary"
    b.emit("token", f"{who} gains a {span} {kind} token {n:+d}.", "BAT-MISC-047", token=kind)
