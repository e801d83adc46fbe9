"""Step 8 of a Titan Attack: the Wound Stack and Escalation [BAT-TITAN-060..079, EX-022].

The Wound Stack is ``decks.wound_stack``, bottom first: BP I/II cards as single Wounds, a BP III
card (critically wounded) or a generic Double Wound as two, generic Single Wounds as one
[BAT-TITAN-062..065]. The Primordial is slain the moment the stack reaches its Wounds value
[BAT-TITAN-052, BAT-SETUP-034].
"""

from __future__ import annotations

from atoterm.engine.battle.attack import escalation
from atoterm.engine.battle.attack import windows as attack_windows
from atoterm.engine.battle.attack.rerolls import declare_rerolls
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.ending import end_battle
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.titans import stats
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.dice import succeeds


def _generic(b: B, kind: str) -> str:
    uid = b.battle.next_uid
    b.battle.next_uid += 1
    return f"wound:{kind}:{uid}"


def wound_value(b: B, card: str, *, critical: bool) -> int:
    """Wounds this card adds: a BP III counts two, placed or as a Double Wound [BAT-TITAN-064]."""
    return 2 if escalation.bp_level(b, card) == 3 else 1


def check_slain(b: B, why: str, rule: str = "BAT-TITAN-052") -> None:
    """Wounds ≥ the Primordial's Wounds value: the Battle ends in victory [BAT-TITAN-052]."""
    dealt = stats.wounds_dealt(b)
    needed = b.level.wounds
    if dealt >= needed:
        end_battle(b, "won", f"{b.prim.name} is slain ({dealt} of {needed} Wounds, {why}).", rule)


def place_wound(b: B, titan: TitanState, run: AttackRun) -> None:
    """Put the wounded BP card (or a Double Wound) on the Wound Stack [BAT-TITAN-061..064];
    the attacker is now the Last to Wound [BAT-PRIM-031]."""
    if run.wound_placed:
        return
    run.wound_placed = True
    decks = b.battle.decks
    card = run.bp
    level = escalation.bp_level(b, card)
    if level < 3 or run.result == "critical":
        decks.wound_stack.append(card)
        rule = "BAT-TITAN-064" if level == 3 else "BAT-TITAN-062"
        if not b.quiet:
            b.emit(
                "wound_stack",
                f"The wounded BP {'I' * level} card goes on the Wound Stack "
                f"({wound_value(b, card, critical=True)} Wound(s)).",
                rule,
                card=card,
            )
    else:
        decks.wound_stack.append(_generic(b, "double"))
        decks.set_aside.append(card)
        if not b.quiet:
            b.emit(
                "wound_stack",
                "BP III wounded: a Double Wound goes on the Wound Stack and the card is set aside.",
                "BAT-TITAN-063",
                card=card,
            )
    decks.current_bp = ""
    b.battle.last_to_wound = titan.key
    if not b.quiet:
        b.emit("last_to_wound", f"{b.name(titan)} is the Last to Wound.", "BAT-PRIM-031")


def lethal(b: B, run: AttackRun) -> bool:
    """This Wound brings the stack to the Primordial's Wounds value [BAT-TITAN-052]."""
    add = wound_value(b, run.bp, critical=run.result == "critical")
    return stats.wounds_dealt(b) + add >= b.level.wounds


def wounds_and_escalation(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Step 8 [BAT-TITAN-060, BAT-TITAN-061]: a Fail discards the card, no Escalation; a Wound
    goes on the stack, Escalation follows, Carving may test [KEY-008]."""
    run.stage = "wounds"
    decks = b.battle.decks
    if not run.wounded:
        if decks.current_bp == run.bp and run.bp:
            decks.current_bp = ""
            decks.bp_discard.insert(0, run.bp)
            if not b.quiet:
                b.emit(
                    "bp_discard",
                    "Fail: the BP card goes on top of the BP discard pile, no Escalation.",
                    "BAT-TITAN-060",
                )
        return
    place_wound(b, titan, run)
    check_slain(b, "Wounds and Escalation")
    yield from hooks.run_hooks(b, "wound_dealt", titan)
    if not run.escalated:
        run.escalated = True
        escalation.escalate_for_wound(b, run.bp, critical=run.result == "critical")
    yield from carving(b, titan, run)


def carving(b: B, titan: TitanState, run: AttackRun) -> Proc[None]:
    """Carving X: on wounding, test Wisdom (8+); success gains X extra non-Core resources of
    that card at once, not multiplied by Level [KEY-008]."""

    x = attack_windows.keyword_total(b, titan, run, "carving")
    card = b.bc.card_by_id(run.bp)
    resources = list(getattr(card, "resources", ()))
    if not x or not resources or not titan.alive:
        return
    skill = b.argonaut(titan).skills.get("wisdom", 0)
    rolled = [b.rng.d10("battle.d10")]

    def labels() -> list[str]:
        return [f"{rolled[0]} + Wisdom {skill} = {rolled[0] + skill} (needs 8)"]

    if rolled[0] + skill < 8:
        again = yield from declare_rerolls(
            b,
            titan,
            run,
            labels,
            count=lambda: len(rolled),
            kind="battle.test_reroll",
            free=lambda: 0,
            fate=True,
            moment="carving",
            rule="KEY-008",
        )
        if again:
            rolled[0] = b.rng.d10("battle.d10")
    ok = succeeds(rolled[0], skill, 8)
    b.emit(
        "carving",
        f"Carving {x}: Wisdom test {labels()[0]}: {'success' if ok else 'failure'}.",
        "KEY-008",
        roll=rolled[0],
    )
    if not ok:
        return
    name = resources[0][0]
    if len(resources) > 1:
        opts = [Option(f"res-{r}", r, value=r) for r, _ in resources]
        chosen = yield from b.ask(
            Decision(
                "battle.carving",
                f"titan:{titan.key}",
                f"Carving {x}: which resource?",
                opts,
                {"rule": "KEY-008"},
            )
        )
        name = chosen.value
    b.battle.aftermath[name] = b.battle.aftermath.get(name, 0) + x
    b.emit(
        "carving_gain",
        f"Carving: +{x} {words.resource_name(b, name)} (not multiplied by Level).",
        "KEY-008",
    )


# ------------------------------------------------------------------ effects on the stack
def additional_wound(b: B, n: int, why: str) -> None:
    """A generic Single Wound on top of the stack per additional Wound [BAT-TITAN-065]."""
    for _ in range(n):
        b.battle.decks.wound_stack.append(_generic(b, "single"))
        if not b.quiet:
            b.emit("wound_stack", f"An additional Single Wound ({why}).", "BAT-TITAN-065")
    check_slain(b, why)


def heal(b: B, n: int) -> None:
    """Heal: the top card of the Wound Stack leaves the Battle; no Wound, no resources
    [KEY-020]."""
    stack = b.battle.decks.wound_stack
    for _ in range(n):
        if not stack:
            b.emit("heal", "Heal: the Wound Stack is empty.", "KEY-020")
            return
        top = stack.pop()
        if not top.startswith("wound:"):
            b.battle.decks.removed.append(top)
        if not b.quiet:
            b.emit(
                "heal",
                f"{b.prim.name} heals: the top Wound leaves the Battle.",
                "KEY-020",
                card=top,
            )


def death_blow(b: B, titan: TitanState | None, run: AttackRun | None) -> None:
    """A Death Blow slays the Primordial before all Wounds are dealt [BAT-MISC-029]; the
    critically wounded card goes on the stack first (the Aftermath counts it, BAT-MISC-009)."""
    if run is not None and titan is not None and run.wounded:
        place_wound(b, titan, run)
    end_battle(b, "won", f"a Death Blow slays {b.prim.name}.", "BAT-MISC-029")
