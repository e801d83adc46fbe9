"""What a won Cycle leaves to the next one: the epilogue record (docs/epilogue.md).

When a Cycle is cleared the playthrough goes on with the next Cycle's pack [CAMP-005]. Three
things pass from one to the other:

* the Choice Matrix, every marked box and every crossed-out one: it persists through all the
  Cycles [ADV-012];
* the Argo Armory's Gear, each copy with the Cycle it counts as: a card gained in a Cycle is of
  that Cycle, a carried one keeps its own, and a card of an earlier Cycle gained as a Mnemos
  Breakthrough reward counts as one of the Cycle it was gained in [ADV-037];
* how the Inward Odyssey card ended: the entries read, those passed by (noted on the Argo Sheet
  [ADV-033]) and those lost with the card, which the next Cycle replaces [ADV-031], with the
  Progress tokens left on it, which never became Argo Knowledge [ADV-030];
* the Adversary, once the story wrote it on the Adversary Track: it pursues the Argo across the
  Cycles until it is defeated for good, and one defeated for good hunts no more [VOY-038].

:func:`epilogue_of` is a pure function of the final state and its pack; :func:`carry_over`
lays a record into the first state of the next Cycle's campaign. The record's plain form is
what the epilogue file holds and what the new journal's header keeps, so that journal verifies
without the file; the record, its plain form and the checks of a record read back are
``epilogue_record.py``'s. Nothing here runs in a Cycle I campaign: its state and play are
unchanged.
"""

from __future__ import annotations

from collections import Counter

from atoterm.content.schema import ContentPack
from atoterm.engine.decisions import Event
from atoterm.engine.epilogue_record import (
    AdversaryEnd,
    CarriedGear,
    Epilogue,
    EpilogueError,
    InwardEnd,
)
from atoterm.engine.state import GameState
from atoterm.engine.story_state import StoryBook

ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")
"""Cycle numbers as the rulebook writes them (a tuple: the engine holds no mutable globals)."""


def cycle_name(number: int) -> str:
    return f"Cycle {ROMAN[number] if 0 < number < len(ROMAN) else number}"


# ------------------------------------------------------------------------------ the record
def why_none(state: GameState) -> str:
    """Why ``state`` leaves no epilogue ("" when it does): only a won Cycle is followed by the
    next one [CAMP-019]; a lost campaign ends the playthrough."""
    if state.outcome is None:
        return "the campaign is not over yet: only a won Cycle leaves an epilogue"
    if state.outcome.result != "won":
        return f"the campaign was {state.outcome.result}: only a won Cycle leaves an epilogue"
    return ""


def inward_lost(story: StoryBook) -> list[int]:
    """Entries never read when the Cycle ends: those waiting and every one not yet unlocked
    (20 a Cycle) [ADV-027, ADV-031]."""
    return sorted(story.inward_pending) + list(range(story.inward_next, 21))


def armory_by_cycle(story: StoryBook, cycle: int) -> list[CarriedGear]:
    """Every Armory copy with the Cycle it counts as, by Cycle then id. Copies of an earlier
    Cycle are ``earlier_gear``'s; when a card was spent since (a crafting component), the
    earlier copies are kept first, the oldest first: a player spends the newest card."""
    result = []
    for gear, copies in sorted(Counter(story.armory).items()):
        older = Counter(sorted(story.earlier_gear.get(gear, []))[:copies])
        for old_cycle, count in sorted(older.items()):
            result.append(CarriedGear(gear, old_cycle, count))
        if copies > sum(older.values()):
            result.append(CarriedGear(gear, cycle, copies - sum(older.values())))
    return sorted(result, key=lambda g: (g.cycle, g.id))


def epilogue_of(state: GameState, content: ContentPack) -> Epilogue:
    """The epilogue of a won campaign (EpilogueError otherwise): a pure function of the final
    state and its pack."""
    why = why_none(state)
    if why:
        raise EpilogueError(why)
    story = state.story
    cycle = content.cycle_order.number
    hunter = state.campaign.adversary
    return Epilogue(
        cycle=cycle,
        pack=content.id,
        content_hash=content.hash,
        seed=state.seed,
        marked=tuple(sorted(set(state.choice_matrix))),
        crossed_out=tuple(sorted(set(story.erased) & set(state.choice_matrix))),
        gear=tuple(armory_by_cycle(story, cycle)),
        inward=InwardEnd(
            knowledge=state.argo.knowledge,
            read=tuple(sorted(story.inward_done)),
            passed_by=tuple(sorted(story.inward_omitted)),
            lost=tuple(inward_lost(story)),
            progress_lost=story.inward_progress,
        ),
        adversary=AdversaryEnd(hunter.primordial, hunter.defeated) if hunter.primordial else None,
    )


# ------------------------------------------------------------------------------ carrying it
def check_reads(epilogue: Epilogue, content: ContentPack) -> None:
    """EpilogueError unless ``content`` is the Cycle right after the epilogue's."""
    order = content.cycle_order
    this = cycle_name(order.number)
    if not order.follows:
        raise EpilogueError(
            f"this content pack is {this} and follows no other Cycle: it reads no epilogue"
        )
    if epilogue.pack != order.follows or epilogue.cycle != order.number - 1:
        raise EpilogueError(
            f"the epilogue is of {cycle_name(epilogue.cycle)} (pack {epilogue.pack!r}), but "
            f"this pack is {this} and follows pack {order.follows!r}"
        )
    known = content.battle.gear if content.battle is not None else None
    if known is not None:
        for gear in epilogue.gear:
            if gear.id not in known:
                raise EpilogueError(
                    f"the epilogue carries Gear {gear.id!r}, which this pack does not define"
                )
    hunter = epilogue.adversary
    hunting = hunter is not None and not hunter.defeated
    if (
        hunting
        and content.battle is not None
        and hunter.primordial not in content.battle.primordials
    ):
        raise EpilogueError(
            f"the epilogue's Adversary {hunter.primordial!r} still hunts the Argo, but this "
            "pack does not define it"
        )


def carry_over(state: GameState, content: ContentPack, epilogue: Epilogue) -> list[Event]:
    """Lay the last Cycle's epilogue into a new campaign's first state, before its setup runs
    (``check_reads`` first); the events tell the player what came across."""
    story = state.story
    state.choice_matrix = sorted(set(state.choice_matrix) | set(epilogue.marked))
    story.erased = sorted(set(story.erased) | set(epilogue.crossed_out))
    for gear in epilogue.gear:  # sorted by Cycle and id
        story.armory.extend([gear.id] * gear.copies)
        if gear.cycle < content.cycle_order.number:  # it keeps its Cycle [ADV-037]
            story.earlier_gear.setdefault(gear.id, []).extend([gear.cycle] * gear.copies)
            story.earlier_gear[gear.id].sort()
    old = cycle_name(epilogue.cycle)
    inward = epilogue.inward
    lost = f"lost {spans(inward.lost)}" if inward.lost else "none lost"
    story.argo_notes.append(
        f"{old}'s Inward Odyssey ended with entries read: {spans(inward.read) or 'none'}; "
        f"passed by: {spans(inward.passed_by) or 'none'}; {lost}."
    )
    copies = sum(g.copies for g in epilogue.gear)
    events = [
        Event(
            "epilogue",
            f"From {old}: the Choice Matrix ({len(epilogue.marked)} boxes marked, "
            f"{len(epilogue.crossed_out)} crossed out) carries over.",
            "ADV-012",
        ),
        Event(
            "epilogue",
            f"From {old}: {copies} Gear cards join the Armory, each keeping its Cycle.",
            "ADV-037",
        ),
        Event(
            "epilogue",
            f"A new Inward Odyssey card: {old}'s unread entries ({len(inward.lost)}) are lost "
            "for this playthrough.",
            "ADV-031",
        ),
    ]
    events.extend(_carry_adversary(state, content, epilogue))
    if inward.progress_lost:  # tokens short of a pair made no Knowledge [ADV-030]
        events.append(
            Event(
                "epilogue",
                f"The {inward.progress_lost} Progress left on {old}'s Inward Odyssey card "
                "goes with it: it never became Argo Knowledge.",
                "ADV-030",
            )
        )
    return events


def _carry_adversary(state: GameState, content: ContentPack, epilogue: Epilogue) -> list[Event]:
    """The Adversary crosses into the new Cycle [VOY-038]: one still hunting is on the
    Adversary Track from the start, off the new map until its symbols bring it; one defeated
    for good is on the track as defeated, so its symbols are ignored. Either way a story of the
    new Cycle may write its own Adversary on the track (``adversary`` op).

    A defeated Adversary this pack's battle content does not define (a later Cycle fights
    other Primordials) stays off the track: a track left empty ignores the symbols all the
    same, and a state naming a Primordial its pack lacks is refused when a keyframe of its
    journal is decoded (``check_reads`` refuses one that still hunts)."""
    hunter = epilogue.adversary
    if hunter is None:
        return []
    track = state.campaign.adversary
    bc = content.battle
    if not hunter.defeated or bc is None or hunter.primordial in bc.primordials:
        track.primordial, track.defeated = hunter.primordial, hunter.defeated
    old = cycle_name(epilogue.cycle)
    if hunter.defeated:
        words = f"From {old}: the Adversary was defeated for good; it hunts the Argo no more."
    else:
        words = (
            f"From {old}: the Adversary was never defeated; it still hunts the Argo in this Cycle."
        )
    return [Event("epilogue", words, "VOY-038")]


def spans(numbers: tuple[int, ...] | list[int]) -> str:
    """``1, 2, 3, 5`` -> ``1-3, 5``: entry numbers as a player writes them."""
    parts: list[str] = []
    values = sorted(set(numbers))
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        parts.append(str(values[i]) if i == j else f"{values[i]}-{values[j]}")
        i = j + 1
    return ", ".join(parts)
