"""The storybook's effect ops (the shared vocabulary of ``engine/effects.py``) and how a
paragraph effect finds the Argonaut it acts on.

[ADV-015] the party leader is the default Argonaut; [GEN-052] gains "as a group" are split by
the players; [GEN-026] random Argonaut; [ADV-085, ADV-086] least and most likely.
"""

from __future__ import annotations

from typing import Any

from atoterm.content.story_ops import SUBJECT_OPS
from atoterm.engine.adventure import inward, party, reading
from atoterm.engine.campaign import diplomacy
from atoterm.engine.campaign.advancement import research
from atoterm.engine.campaign.advancement.saves import covers, resolve_with_saves
from atoterm.engine.context import Ctx
from atoterm.engine.effects import effect_op, resolve
from atoterm.engine.epilogue import cycle_name
from atoterm.engine.names import change_words, gear_name, resource_name
from atoterm.engine.procedure import Proc
from atoterm.engine.state import TimelineEntry
from atoterm.engine.story_state import Adventure, GroupGain

MAX_KNOWLEDGE = 20
"""At most 20 Argo Knowledge per Cycle, one per Inward Odyssey entry [CAMP-016]."""


def run_effect(ctx: Ctx, adventure: Adventure, effect: dict[str, Any], key: str = "") -> Proc[str]:
    """Resolve one paragraph effect, choosing its Argonaut first when it acts on one (the party
    leader may be chosen first: then the step runs again). A forced loss is offered to the
    Save abilities first [GEN-044]; ``key`` names this instance of it (default: the paragraph
    step at the cursor)."""
    op = effect["op"]
    if op not in SUBJECT_OPS and not (op == "note" and effect.get("where") == "argonaut"):
        effect = {**effect, "rule": effect.get("rule", "ADV-004")}
        if ctx.content.saves_on_every_loss and covers(effect):
            where = key or f"story:{adventure.paragraph}:{adventure.cursor}"
            yield from resolve_with_saves(ctx, effect, where)
        else:
            resolve(ctx, effect)
        return reading.NEXT
    who = str(effect.get("who", "owner" if adventure.owner >= 0 else "leader"))
    if who == "owner" and adventure.owner < 0:
        who = "leader"  # outside a Breakthrough the owner is the party leader [ADV-015]
    if who == "group":
        amount = int(effect.get("amount", 1))
        op, stat, unit = effect["op"], str(effect.get("stat", "")), 1 if amount > 0 else -1
        adventure.pending_group.extend(GroupGain(op, stat, unit) for _ in range(abs(amount)))
        return reading.NEXT
    if who == "leader" and (
        yield from reading.needs_leader(ctx, adventure, why="an effect names the party leader")
    ):
        return reading.ASKED
    for index in targets(ctx, adventure, who):
        resolve(ctx, {**effect, "argonaut": index, "rule": effect.get("rule", "ADV-015")})
    return reading.NEXT


def targets(ctx: Ctx, adventure: Adventure, who: str) -> list[int]:
    alive = party.living(ctx.state)
    if not alive:
        return []
    if who.startswith("#"):
        return [int(who[1:])] if int(who[1:]) in alive else []
    if who == "each":
        return alive
    if who == "random":
        return [party.random_argonaut(ctx, alive)]
    if who == "least_likely":
        return [party.least_likely(ctx)]
    if who == "most_likely":
        return [party.most_likely(ctx)]
    if who == "owner" and adventure.owner >= 0:
        return [adventure.owner]
    return [adventure.leader] if adventure.leader in alive else alive[:1]


# ---------------------------------------------------------------------------- simple ops
def _subject(ctx: Ctx, effect: dict[str, Any]):  # type: ignore[no-untyped-def]
    return ctx.state.argonauts[int(effect["argonaut"])]


@effect_op("gain_despair")
def gain_despair(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Despair gained outside Battle is held by the Argonaut [GEN-041]."""
    who = _subject(ctx, effect)
    who.despair = max(0, who.despair + int(effect.get("amount", 1)))
    ctx.emit(
        "despair", f"{who.name} now holds {who.despair} Despair.", effect.get("rule", "GEN-041")
    )


@effect_op("gain_knowledge")
def gain_knowledge(ctx: Ctx, effect: dict[str, Any]) -> None:
    """+1 Argo Knowledge unlocks the next Inward Odyssey adventure [ADV-028, CAMP-016]."""

    for _ in range(max(0, int(effect.get("amount", 1)))):
        if ctx.state.argo.knowledge >= MAX_KNOWLEDGE:
            break
        ctx.state.argo.knowledge += 1
        ctx.emit("knowledge", f"+1 Argo Knowledge (now {ctx.state.argo.knowledge}).", "CAMP-016")
        inward.unlock_next(ctx)


@effect_op("gain_inward_progress")
def gain_inward_progress(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Progress on the Inward Odyssey card: every 2 make 1 Argo Knowledge [ADV-030]."""
    story = ctx.state.story
    story.inward_progress += max(0, int(effect.get("amount", 1)))
    ctx.emit(
        "inward_progress",
        f"Progress on the Inward Odyssey card: {story.inward_progress}.",
        "ADV-030",
    )
    while story.inward_progress >= 2:
        story.inward_progress -= 2
        unlocked = story.inward_next
        gain_knowledge(ctx, {"amount": 1})
        if story.inward_next > unlocked:  # its entry waits for the Story Step [ADV-030]
            story.inward_story_step.append(unlocked)


@effect_op("gain_resource")
def gain_resource(ctx: Ctx, effect: dict[str, Any]) -> None:
    res, amount = str(effect["resource"]), int(effect.get("amount", 1))
    store = ctx.state.story.resources
    before = store.get(res, 0)
    store[res] = max(0, before + amount)
    ctx.emit(
        "resource",
        f"{change_words(resource_name(ctx.content, res), amount, before, store[res])}.",
        effect.get("rule", "GEN-042"),
    )


@effect_op("gain_diplomacy")
def gain_diplomacy(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Diplomacy moves inside its track and At War is final [VOY-041, VOY-046]."""
    amount = int(effect.get("amount", 1))
    diplomacy.gain(ctx, str(effect["faction"]), amount, effect.get("rule", "GEN-042"))


def _gain_card(ctx: Ctx, where: list[str], card: str, what: str, rule: str) -> None:
    if card not in where:
        where.append(card)
    ctx.emit("card", f"Gained {what}: {card.replace('_', ' ').replace('-', ' ')}.", rule)


@effect_op("gain_gear")
def gain_gear(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Gear gained outside Battle goes to the Argo Armory [GEN-036]."""
    gear = str(effect["gear"])
    ctx.state.story.armory.append(gear)
    name = gear_name(ctx.content, gear)
    ctx.emit("card", f"Gained Gear for the Armory: {name}.", "GEN-036")
    order = ctx.content.cycle_order
    home = order.gear_cycle(gear)
    if home >= order.number:  # a card of this Cycle (every card, in a first Cycle)
        return
    adventure = ctx.state.adventure
    if adventure is not None and adventure.kind == "breakthrough":
        ctx.emit(  # a Breakthrough reward overrides the card's Cycle [ADV-037]
            "card",
            f"{name} is a {cycle_name(home)} card gained as a Mnemos Breakthrough reward: it "
            f"counts as a card of {cycle_name(order.number)}.",
            "ADV-037",
        )
        return
    earlier = ctx.state.story.earlier_gear.setdefault(gear, [])
    earlier.append(home)
    earlier.sort()


@effect_op("gain_technology")
def gain_technology(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Technologies go to the Technology deck [GEN-038]; a Summon Limit raises the Argo's [VOY-048]."""
    tech = str(effect["technology"])
    if tech in ctx.content.cycle.technologies:  # Leads-to cards join Projects [ADVA-016]
        research.gain_technology(ctx, tech)
        return
    _gain_card(ctx, ctx.state.story.technologies, tech, "a Technology", "GEN-038")
    limit = ctx.content.campaign.summon_limits.get(tech, 0)
    ctx.state.powers.summon_limit = max(ctx.state.powers.summon_limit, limit)


@effect_op("gain_pattern")
def gain_pattern(ctx: Ctx, effect: dict[str, Any]) -> None:
    _gain_card(ctx, ctx.state.story.patterns, str(effect["pattern"]), "a Pattern", "GEN-042")


@effect_op("gain_godform")
def gain_godform(ctx: Ctx, effect: dict[str, Any]) -> None:
    _gain_card(ctx, ctx.state.powers.godforms, str(effect["godform"]), "a Godform", "BAT-MISC-064")


@effect_op("gain_summoning")
def gain_summoning(ctx: Ctx, effect: dict[str, Any]) -> None:
    _gain_card(ctx, ctx.state.powers.summonings, str(effect["summoning"]), "a Summoning", "VOY-047")


@effect_op("unlock_awakening")
def unlock_awakening(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Awakening is unlocked for the rest of the Cycle, as the Forlorn Naos Technology unlocks
    it [BAT-MISC-063]: from the next Battle on, Titans may Awaken into the Godforms the Argo
    holds, the Awakening Grave Trauma is in the Trauma deck and the special "You died" Obol
    replaces the plain one (``battle/flow/setup.py`` builds the decks from this flag). Without
    it every Godform a campaign gains stays on the sheet unused."""
    powers = ctx.state.powers
    if powers.awakening_unlocked:
        return
    powers.awakening_unlocked = True
    ctx.emit(
        "awakening",
        "Awakening is unlocked: from the next Battle on, a Titan may Awaken into a Godform.",
        str(effect.get("rule", "BAT-MISC-063")),
    )


def _sheet_list(ctx: Ctx, effect: dict[str, Any], field: str, gain: bool, rule: str) -> None:
    who = _subject(ctx, effect)
    items: list[str] = getattr(who, field)
    name = str(effect["name"])
    word = field[:-1]
    if gain and name not in items:
        items.append(name)
        ctx.emit(word, f"{who.name} gains the {word} {name}.", rule)
    elif not gain and name in items:
        items.remove(name)
        ctx.emit(word, f"{who.name} loses the {word} {name}.", "GEN-043")


@effect_op("boon")
def boon(ctx: Ctx, effect: dict[str, Any]) -> None:
    _sheet_list(ctx, effect, "boons", True, "GEN-042")


@effect_op("affliction")
def affliction(ctx: Ctx, effect: dict[str, Any]) -> None:
    _sheet_list(ctx, effect, "afflictions", True, "GEN-042")


@effect_op("lose_boon")
def lose_boon(ctx: Ctx, effect: dict[str, Any]) -> None:
    _sheet_list(ctx, effect, "boons", False, "GEN-043")


@effect_op("lose_affliction")
def lose_affliction(ctx: Ctx, effect: dict[str, Any]) -> None:
    _sheet_list(ctx, effect, "afflictions", False, "GEN-043")


@effect_op("condition")
def condition(ctx: Ctx, effect: dict[str, Any]) -> None:
    """A Condition card gained outside Battle: the Argonaut holds it until the next Battle,
    whose Setup puts it on their Titan, and it lasts until that Battle ends (the battle's own
    ``harm/carried.py``); one already held is not gained again [BAT-MISC-035, BAT-MISC-036]."""
    who = _subject(ctx, effect)
    cond = str(effect["condition"])
    bc = ctx.content.battle
    name = bc.conditions[cond].name if bc is not None and cond in bc.conditions else cond
    if cond in who.conditions:
        ctx.emit("condition_held", f"{who.name} already has {name}.", "BAT-MISC-036")
        return
    who.conditions.append(cond)
    ctx.emit(
        "condition",
        f"{who.name} gains {name}, until the end of the next Battle.",
        "BAT-MISC-035",
        condition=cond,
    )


@effect_op("note")
def note(ctx: Ctx, effect: dict[str, Any]) -> None:
    """A note on the Argo or Argonaut Sheet, or remembered for the adventure [ADV-008]."""
    text, where = str(effect["text"]), effect.get("where", "adventure")
    if where == "argo":
        ctx.state.story.argo_notes.append(text)
        ctx.emit("note", f"Noted on the Argo Sheet: {text}", "ADV-008")
    elif where == "argonaut":
        who = _subject(ctx, effect)
        who.notes.append(text)
        ctx.emit("note", f"Noted on {who.name}'s sheet: {text}", "ADV-008")
    elif ctx.state.adventure is not None:
        ctx.state.adventure.notes.append(text)
        ctx.emit("note", f"Remember until the adventure ends: {text}", "ADV-008")


@effect_op("mark")
def mark(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Mark a Choice Matrix box; a marked box is never marked twice [ADV-010]."""
    box = int(effect["box"])
    if box in ctx.state.choice_matrix:
        ctx.emit("choice_matrix", f"Choice Matrix box {box} is already marked: ignored.", "ADV-010")
        return
    resolve(ctx, {"op": "mark_choice_matrix", "box": box, "rule": "ADV-010"})


@effect_op("erase")
def erase(ctx: Ctx, effect: dict[str, Any]) -> None:
    """Cross out a Choice Matrix box: it counts as not marked [ADV-011]."""
    box = int(effect["box"])
    if box in ctx.state.choice_matrix and box not in ctx.state.story.erased:
        ctx.state.story.erased.append(box)
        ctx.emit("choice_matrix", f"Choice Matrix box {box} is crossed out.", "ADV-011")


@effect_op("code")
def code(ctx: Ctx, effect: dict[str, Any]) -> None:
    """A secret code: its paragraph may be read once, in a later Story Step [CAMP-035]."""
    para = str(effect["paragraph"])
    story = ctx.state.story
    if para not in story.codes and para not in story.codes_read:
        story.codes.append(para)
        ctx.emit("code", f"A secret code is written down: {para}.", "CAMP-035")


@effect_op("katharsis")
def katharsis(ctx: Ctx, effect: dict[str, Any]) -> None:
    who = _subject(ctx, effect)
    who.katharsis.append(str(effect["code"]))
    ctx.emit("katharsis", f"{who.name} reaches Katharsis: code {effect['code']}.", "ADV-055")


@effect_op("timeline")
def timeline(ctx: Ctx, effect: dict[str, Any]) -> None:
    """A Story event or a Dream of Pharos written on a later day [CAMP-023, ADV-038]."""
    day = ctx.state.timeline.day + int(effect.get("in_days", 1))
    kind = str(effect["kind"])
    label = str(effect["what"])
    ctx.state.timeline.added.append(TimelineEntry(day, kind, label))
    what = "a Dream of Pharos" if kind == "dream" else f"story event {label}"
    ctx.emit(
        "timeline",
        f"Day {day}: {what} is written on the Timeline.",
        "ADV-038" if kind == "dream" else "CAMP-023",
    )


@effect_op("story_card")
def story_card(ctx: Ctx, effect: dict[str, Any]) -> None:
    """The Story card changes; its Progress tokens are discarded [CAMP-032]."""
    ctx.state.story.story_card = str(effect["card"])
    ctx.state.progress = 0
    ctx.emit("story_card", f"The current Story card is now {effect['card']}.", "CAMP-032")


@effect_op("doom_card")
def doom_card(ctx: Ctx, effect: dict[str, Any]) -> None:
    ctx.state.story.doom_card = str(effect["card"])
    ctx.emit("doom_card", f"The current Doom card is now {effect['card']}.", "CAMP-037")


# ---------------------------------------------------------------------- Clue and Ally cards
def _card_name(ctx: Ctx, kind: str, card: str) -> str:
    book = ctx.content.storybook
    cards = (book.clues if kind == "clue" else book.allies) if book is not None else {}
    found = cards.get(card)
    return found.name if found is not None else card.replace("-", " ")


@effect_op("gain_clue")
def gain_clue(ctx: Ctx, effect: dict[str, Any]) -> None:
    """A Clue card goes face down beside the Story and Doom cards [GEN-039]: nobody looks at
    it until a paragraph says to read it [CAMP-033]."""
    clue, story = str(effect["clue"]), ctx.state.story
    if clue in story.clues:
        return
    story.clues.append(clue)
    book = ctx.content.storybook
    card = book.clues.get(clue) if book is not None else None
    back = f" (its back: {card.back.replace('story', 'Story card').replace('doom', 'Doom card')})"
    ctx.emit(
        "clue",
        f"A Clue card is set face down beside the Story card{back if card else ''}.",
        "CAMP-033",
    )


@effect_op("read_clue")
def read_clue(ctx: Ctx, effect: dict[str, Any]) -> None:
    """The story says to read a held Clue card: it is turned face up [CAMP-033]."""
    clue, story = str(effect["clue"]), ctx.state.story
    if clue not in story.clues or clue in story.clues_read:
        return
    story.clues_read.append(clue)
    book = ctx.content.storybook
    card = book.clues.get(clue) if book is not None else None
    text = f" {card.text}" if card is not None else ""
    ctx.emit("clue", f"Clue card turned up: {_card_name(ctx, 'clue', clue)}.{text}", "CAMP-033")


@effect_op("lose_clue")
def lose_clue(ctx: Ctx, effect: dict[str, Any]) -> None:
    clue, story = str(effect["clue"]), ctx.state.story
    if clue not in story.clues:
        return
    story.clues.remove(clue)
    if clue in story.clues_read:
        story.clues_read.remove(clue)
    ctx.emit("clue", "A Clue card is discarded.", "GEN-043")


@effect_op("gain_ally")
def gain_ally(ctx: Ctx, effect: dict[str, Any]) -> None:
    """An Ally card goes beside the Story and Doom cards; its Save serves the Argo while it is
    there [GEN-039, GEN-044]."""
    ally, story = str(effect["ally"]), ctx.state.story
    if ally in story.allies:
        return
    story.allies.append(ally)
    ctx.emit("ally", f"An Ally joins the Argo: {_card_name(ctx, 'ally', ally)}.", "GEN-039")


@effect_op("lose_ally")
def lose_ally(ctx: Ctx, effect: dict[str, Any]) -> None:
    ally, story = str(effect["ally"]), ctx.state.story
    if ally not in story.allies:
        return
    story.allies.remove(ally)
    ctx.emit("ally", f"{_card_name(ctx, 'ally', ally)} leaves the Argo.", "GEN-043")
