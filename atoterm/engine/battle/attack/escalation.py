"""Escalation: the Full Escalation Chart and Escalations outside a Wound [BAT-TITAN-066..079].

Cards are picked at random from the escalation decks with the ``battle.escalation`` stream;
shuffles use ``deck.bp`` / ``deck.ai``. Searching "deck and discard pile" takes from the deck
when it can [BAT-TITAN-066]; a card taken from a discard pile makes that pile shuffle into the
deck. With nothing left to escalate the AI deck, the Primordial gains permanent bonuses in the
order of :data:`BONUSES`, repeating after the fourth (Rulings, BAT-TITAN-075).
"""

from __future__ import annotations

from atoterm.engine.battle.core.context import B

BONUSES: tuple[tuple[str, str], ...] = (
    ("danger_per_hit", "+1 Danger dealt per hit"),
    ("to_hit", "+1 To Hit"),
    ("evasion_dice", "+1 Evasion die"),
    ("escalation", "+1 Escalation"),
)


def card_levels(b: B, kind: str) -> dict[str, int]:
    """The level of each of the Primordial's BP (``kind`` "bp") or AI cards, by id (the first
    card of an id); made once per pack and Primordial (``bc.memo``, holding the Primordial)."""
    prim = b.prim
    key = ("card_levels", kind, prim.id)
    entry = b.bc.memo.get(key)
    if entry is None or entry[0] is not prim:
        found: dict[str, int] = {}
        for card in prim.bp if kind == "bp" else prim.ai:
            found.setdefault(card.id, card.level)
        entry = b.bc.memo[key] = (prim, found)
    return entry[1]  # type: ignore[no-any-return]


def bp_level(b: B, card_id: str) -> int:
    return card_levels(b, "bp")[card_id]


def ai_level(b: B, card_id: str) -> int:
    return card_levels(b, "ai")[card_id]


def _level(b: B, kind: str, card_id: str) -> int:
    return card_levels(b, kind)[card_id]


def _piles(b: B, kind: str) -> tuple[list[str], list[str], list[str]]:
    d = b.battle.decks
    if kind == "bp":
        return d.bp, d.bp_discard, d.bp_escalation
    return d.ai, d.ai_discard, d.ai_escalation


def _name(kind: str) -> str:
    return "BP" if kind == "bp" else "AI"


def shuffle_discard_in(b: B, kind: str, why: str, rule: str) -> None:
    deck, discard, _ = _piles(b, kind)
    if not discard:
        return
    deck[:] = b.rng.shuffle(f"deck.{kind}", deck + discard)
    discard.clear()
    if not b.quiet:
        b.emit(
            "shuffle", f"The {_name(kind)} discard pile is shuffled into the deck ({why}).", rule
        )


def _levels(b: B, kind: str, cards: list[str]) -> str:
    """ "level 1 ×2, level 2 ×1": what a pile holds, without naming hidden cards."""
    level_of = card_levels(b, kind)
    found = sorted(level_of[c] for c in cards)
    return ", ".join(f"level {lv} ×{found.count(lv)}" for lv in sorted(set(found))) or "empty"


def _remove_why(b: B, kind: str, card: str, where: str, rule: str) -> dict[str, object]:
    """Which card leaves the Battle: the level asked for, from the deck before the discard
    pile [BAT-TITAN-066, EX-022]."""
    deck, discard, _ = _piles(b, kind)
    return {
        "rule": rule,
        "considered": [f"deck: {_levels(b, kind, deck)}", f"discard: {_levels(b, kind, discard)}"],
        "chosen": f"a level {_level(b, kind, card)} card from the {where}",
        "because": "the Escalation Chart names the level (the lowest, or the wounded card's); "
        "the deck is searched before the discard pile [BAT-TITAN-066]",
    }


def _remove(b: B, kind: str, card: str, pile: list[str], where: str, rule: str) -> None:
    told = not b.quiet  # (the words of a quiet event are not even put together)
    explained = _remove_why(b, kind, card, where, rule) if told else {}
    pile.remove(card)
    b.battle.decks.removed.append(card)
    if told:
        b.emit(
            "escalation_remove",
            f"A level {_level(b, kind, card)} {_name(kind)} card is removed from the Battle "
            f"(from the {where}).",
            rule,
            deck=kind,
            card=card,
            pile=where,
            why=explained,
        )
    if where == "discard pile":
        shuffle_discard_in(b, kind, "a card was taken from it", rule)


def find_level(b: B, kind: str, level: int) -> tuple[str, list[str], str] | None:
    """A card of ``level``: from the deck if possible, else the discard pile [BAT-TITAN-066]."""
    deck, discard, _ = _piles(b, kind)
    level_of = card_levels(b, kind)
    for pile, where in ((deck, "deck"), (discard, "discard pile")):
        for card in pile:
            if level_of[card] == level:
                return card, pile, where
    return None


def find_lowest(b: B, kind: str) -> tuple[str, list[str], str] | None:
    """The lowest-level card of deck and discard; a tie goes to the deck [BAT-TITAN-066, EX-022]."""
    deck, discard, _ = _piles(b, kind)
    level_of = card_levels(b, kind)
    found = [level_of[c] for c in deck + discard]
    if not found:
        return None
    return find_level(b, kind, min(found))


def add_from_escalation(b: B, kind: str, above: int, rule: str, *, exact: bool = False) -> bool:
    """Shuffle a random card of the lowest level above ``above`` (exactly ``above + 1`` when
    ``exact``) from the escalation deck into the deck [BAT-TITAN-067, BAT-TITAN-068]."""
    deck, _, escalation = _piles(b, kind)
    level_of = card_levels(b, kind)
    higher = sorted({level_of[c] for c in escalation if level_of[c] > above})
    if exact:
        higher = [lv for lv in higher if lv == above + 1]
    if not higher:
        return False
    candidates = [c for c in escalation if level_of[c] == higher[0]]
    card = b.rng.choice("battle.escalation", candidates)
    escalation.remove(card)
    deck[:] = b.rng.shuffle(f"deck.{kind}", [*deck, card])
    if not b.quiet:  # (the words of a quiet event are not even put together)
        b.emit_why(
            "escalation_add",
            f"A level {higher[0]} {_name(kind)} card is shuffled into the {_name(kind)} deck.",
            rule,
            considered=[
                f"level {lv}: {sum(level_of[c] == lv for c in escalation) + (lv == higher[0])}"
                f" card(s) in the escalation deck"
                for lv in higher
            ],
            chosen=f"one of the {len(candidates)} level {higher[0]} card(s), drawn at random",
            because="the lowest level above the removed card"
            + (" (exactly one level higher)" if exact else "")
            + "; the card itself is drawn with the escalation stream [BAT-TITAN-067]",
            deck=kind,
            card=card,
        )
    if len(deck) == 1:
        shuffle_discard_in(b, kind, "the new card would be the only one", rule)
    return True


def has_level(b: B, kind: str, level: int) -> bool:
    _, _, escalation = _piles(b, kind)
    level_of = card_levels(b, kind)
    return any(level_of[c] == level for c in escalation)


def permanent_bonus(b: B, rule: str = "BAT-TITAN-075") -> None:
    """The next permanent bonus; the list repeats after its fourth entry (Rulings)."""
    p = b.battle.primordial
    key, text = BONUSES[p.bonus_steps % len(BONUSES)]
    p.bonus_steps += 1
    p.bonuses[key] = p.bonuses.get(key, 0) + 1
    b.emit_why(
        "escalation_bonus",
        f"Nothing is left to escalate: {b.prim.name} gains {text} for the rest of the Battle.",
        rule,
        considered=[f"step {n + 1}: {bonus}" for n, (_, bonus) in enumerate(BONUSES)],
        chosen=text,
        because=f"nothing is left to escalate, so the next bonus in order is taken (bonus "
        f"{p.bonus_steps}; the list repeats after the fourth, Rulings)",
        bonus=key,
        step=p.bonus_steps,
    )


# ------------------------------------------------------------------ the AI deck
def escalate_ai_matching(b: B, level: int, rule: str) -> None:
    """Remove an AI card of the wounded BP's level (deck first), shuffle in one a level higher;
    no card of that level: use the next higher one; nothing to escalate: a permanent bonus
    [BAT-TITAN-068, BAT-TITAN-069, BAT-TITAN-070, BAT-TITAN-071]."""
    found = None
    for lv in range(level, 4):
        found = find_level(b, "ai", lv)
        if found is not None:
            break
    if found is None or not _has_above(b, "ai", _level(b, "ai", found[0])):
        permanent_bonus(b, "BAT-TITAN-069")
        return
    card, pile, where = found
    _remove(b, "ai", card, pile, where, rule)
    add_from_escalation(b, "ai", _level(b, "ai", card), rule)


def escalate_ai_lowest(b: B, rule: str, *, need_level: int = 0) -> None:
    """Remove the lowest AI card (deck first), shuffle in one a level higher (or of
    ``need_level``); with no such card in the escalation decks: a permanent bonus instead
    [BAT-TITAN-072, BAT-TITAN-074, BAT-TITAN-075]."""
    found = find_lowest(b, "ai")
    if need_level:
        possible = has_level(b, "ai", need_level)
    else:
        possible = found is not None and _has_above(b, "ai", _level(b, "ai", found[0]))
    if found is None or not possible:
        permanent_bonus(b, "BAT-TITAN-075")
        return
    card, pile, where = found
    _remove(b, "ai", card, pile, where, rule)
    if need_level:
        add_from_escalation(b, "ai", need_level - 1, rule, exact=True)
    else:
        add_from_escalation(b, "ai", _level(b, "ai", card), rule)


def _has_above(b: B, kind: str, level: int) -> bool:
    _, _, escalation = _piles(b, kind)
    level_of = card_levels(b, kind)
    # (a loop, not any(): a generator left unfinished is closed with an exception when it is
    # freed, several times this loop's cost)
    for c in escalation:  # noqa: SIM110
        if level_of[c] > level:
            return True
    return False


# ------------------------------------------------------------------ the chart
def escalate_for_wound(b: B, card: str, *, critical: bool) -> None:
    """The Full Escalation Chart for a BP card that left the deck as a Wound [BAT-TITAN-070..076,
    EX-022]; the Wound Stack itself is :mod:`wounds`' business."""
    level = bp_level(b, card)
    decks = b.battle.decks
    if level < 3:
        rule = "BAT-TITAN-070" if level == 1 else "BAT-TITAN-071"
        if not add_from_escalation(b, "bp", level, rule) and not b.quiet:
            b.emit("escalation_none", "No higher BP card is left to shuffle in.", rule)
        escalate_ai_matching(b, level, rule)
        return
    bp_iii_left = has_level(b, "bp", 3)
    if not critical:
        if bp_iii_left:
            lowest = find_lowest(b, "bp")
            if lowest is not None:
                _remove(b, "bp", *lowest, "BAT-TITAN-072")
            add_from_escalation(b, "bp", 2, "BAT-TITAN-072", exact=True)
        else:
            shuffle_discard_in(b, "bp", "no BP III is left to escalate", "BAT-TITAN-074")
        if card in decks.set_aside:
            decks.set_aside.remove(card)
            decks.bp.append(card)
            if not b.quiet:
                b.emit(
                    "bp_bottom",
                    "The set-aside BP III goes to the bottom of the BP deck.",
                    "BAT-TITAN-063",
                )
        escalate_ai_lowest(b, "BAT-TITAN-072" if bp_iii_left else "BAT-TITAN-074", need_level=3)
        return
    if bp_iii_left:
        lowest = find_lowest(b, "bp")
        if lowest is not None:
            _remove(b, "bp", *lowest, "BAT-TITAN-073")
        for _ in range(2):
            add_from_escalation(b, "bp", 2, "BAT-TITAN-073", exact=True)
    else:
        shuffle_discard_in(
            b, "bp", "no BP III is left: the BP deck is one card smaller", "BAT-TITAN-076"
        )
    # The chart gives no AI line here; the Rulings escalate it like a normal BP III wound.
    escalate_ai_lowest(b, "BAT-TITAN-073", need_level=3)


def escalate(b: B, times: int, *, bp: bool = True, ai: bool = True, why: str = "") -> None:
    """ "Escalate X" outside a Wound: each time remove the lowest BP card from the Battle and
    shuffle in one a level higher, then the same for the AI deck [BAT-TITAN-077, KEY-018];
    only one deck when told so [BAT-TITAN-079]. Battle Setup calls this for Escalations noted
    before the Battle [BAT-TITAN-078]."""
    for n in range(times):
        if not b.quiet:
            b.emit(
                "escalate", f"Escalation {n + 1} of {times}{f' ({why})' if why else ''}.", "KEY-018"
            )
        if bp:
            lowest = find_lowest(b, "bp")
            if lowest is not None and _has_above(b, "bp", bp_level(b, lowest[0])):
                _remove(b, "bp", *lowest, "BAT-TITAN-077")
                add_from_escalation(b, "bp", bp_level(b, lowest[0]), "BAT-TITAN-077")
            elif lowest is not None and has_level(b, "bp", 3):
                _remove(b, "bp", *lowest, "BAT-TITAN-077")
                add_from_escalation(b, "bp", 2, "BAT-TITAN-077", exact=True)
            else:
                if not b.quiet:
                    b.emit(
                        "escalation_none",
                        "No higher BP card is left: the BP deck stays.",
                        "BAT-TITAN-077",
                    )
        if ai:
            escalate_ai_lowest(b, "KEY-018")
