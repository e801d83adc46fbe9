"""What the storybook's part of a state read from a file must hold: the StoryBook's
bookkeeping, the queue of adventures to read, and the adventure being read.

The storybook reader indexes ``book.paragraphs[adventure.paragraph]``, the paragraph's steps by
``adventure.cursor``, the Argonauts by the leader, owner and test rollers, and the Mnemos cards
by the ids on the sheets; a queued item starts the paragraph it names. These checks make those
lookups land.
"""

from __future__ import annotations

from atoterm.content.story_ops import SUBJECT_OPS
from atoterm.engine.state import TRISKELION, GameState
from atoterm.engine.steps import STEPS
from atoterm.engine.story_state import Adventure, GroupGain, Queued, TestState
from atoterm.engine.validate import checks as c
from atoterm.engine.validate.known import Known

ADVENTURE_KINDS = ("story", "hub", "rr", "inward", "breakthrough", "pharos", "special", "code")
ADVENTURE_KINDS += ("doom",)
TEST_PHASES = ("declare", "reroll", "group_reroll", "delve", "split", "done")
QUEUE_READS = ("hub_read", "breakthrough_one", "story", "special", "doom", "inward", "code")
QUEUE_READS += ("breakthrough",)
"""Queued kinds that start the paragraph they name (``adventure/agenda.py::start_item``)."""
QUEUE_HUBS = ("practice_hub", "hub_table")
"""Queued kinds naming a hub."""
QUEUE_OTHER = ("hub", "rr", "pharos", "breakthroughs", "codes", "node_tie", "doom_loss")
ZONES = ("outer", "inner")
MNEMOS_NODES = 10
"""A Mnemos track has 10 nodes [ADV-050]."""
SEAT_HIGH = 3
"""The highest Argonaut seat (there are four, CAMP-006)."""


def check_story(state: GameState, known: Known, where: str) -> None:
    story = state.story
    path = f"{where}.story"
    if known.story_cards:
        c.one_of(f"{path}.story_card", story.story_card, known.story_cards, "Story card")
    if known.doom_cards:
        c.one_of(f"{path}.doom_card", story.doom_card, known.doom_cards, "Doom card")
    c.texts(f"{path}.argo_notes", story.argo_notes)
    c.each_of(f"{path}.codes", story.codes, known.paragraphs, "secret code paragraph")
    c.idents(f"{path}.codes_read", story.codes_read)
    book = known.content.storybook
    clue_ids = tuple(book.clues) if book is not None else ()
    c.each_of(f"{path}.clues", story.clues, clue_ids, "Clue card")
    c.unique(f"{path}.clues", story.clues, "Clue card")
    c.each_of(f"{path}.clues_read", story.clues_read, tuple(story.clues), "held Clue card")
    c.unique(f"{path}.clues_read", story.clues_read, "Clue card")
    ally_ids = tuple(book.allies) if book is not None else ()
    c.each_of(f"{path}.allies", story.allies, ally_ids, "Ally card")
    c.unique(f"{path}.allies", story.allies, "Ally card")
    c.ints_in(f"{path}.erased", story.erased, 0, c.COUNT_MAX)
    c.int_map(f"{path}.hub_marks", story.hub_marks, 0, 999, known.hubs, "hub")
    c.int_map(f"{path}.fated", story.fated, 0, 99)
    c.in_range(f"{path}.inward_next", story.inward_next, 0, 999)
    for name in (
        "inward_pending",
        "inward_paused",
        "inward_done",
        "inward_omitted",
        "inward_story_step",
    ):
        values = getattr(story, name)
        c.ints_in(f"{path}.{name}", values, 0, 999)
        c.unique(f"{path}.{name}", values, "entry")
    c.in_range(f"{path}.inward_progress", story.inward_progress, 0, 999)
    c.length(f"{path}.terrain_notes", story.terrain_notes, c.LIST_MAX)
    for index, note in enumerate(story.terrain_notes):
        at = f"{path}.terrain_notes[{index}]"
        c.in_range(f"{at}.day", note.day, 0, c.COUNT_MAX)
        c.one_of(f"{at}.terrain", note.terrain, known.terrain, "Terrain")
        c.one_of(f"{at}.zone", note.zone, ZONES, "zone")
    c.length(f"{path}.queue", story.queue, c.LIST_MAX)
    for index, item in enumerate(story.queue):
        _queued(item, known, f"{path}.queue[{index}]")
    c.int_map(f"{path}.resources", story.resources, -c.COUNT_MAX, c.COUNT_MAX)
    c.each_of(f"{path}.technologies", story.technologies, known.technologies, "Technology")
    c.idents(f"{path}.patterns", story.patterns)
    c.each_of(f"{path}.armory", story.armory, known.gear, "gear card")
    c.length(f"{path}.earlier_gear", story.earlier_gear, c.LIST_MAX)
    for gear, cycles in sorted(story.earlier_gear.items()):  # of an earlier Cycle [ADV-037]
        c.one_of(f"{path}.earlier_gear", gear, known.gear, "gear card")
        c.length(f"{path}.earlier_gear[{gear}]", cycles, c.LIST_MAX, low=1)
        c.ints_in(f"{path}.earlier_gear[{gear}]", cycles, 1, 99)
    c.int_map(f"{path}.diplomacy", story.diplomacy, -99, 99, known.factions, "faction")
    c.each_of(f"{path}.mnemos_vault", story.mnemos_vault, known.mnemos, "Mnemos")
    c.each_of(f"{path}.mnemos_box", story.mnemos_box, known.mnemos, "Mnemos")
    c.ints_in(f"{path}.fallen", story.fallen, 0, SEAT_HIGH)
    c.idents(f"{path}.read", story.read)


def _queued(item: Queued, known: Known, where: str) -> None:
    kind = item.kind
    c.in_range(f"{where}.owner", item.owner, -1, SEAT_HIGH)
    c.text(f"{where}.label", item.label)
    if kind in QUEUE_READS:
        c.one_of(f"{where}.paragraph", item.paragraph, known.paragraphs, "paragraph")
        if kind == "breakthrough_one":
            c.in_range(f"{where}.owner", item.owner, 0, SEAT_HIGH)
            c.one_of(f"{where}.label", item.label, known.mnemos, "Mnemos")
    elif kind in QUEUE_HUBS:
        c.one_of(f"{where}.paragraph", item.paragraph, known.hubs, "hub")
    elif kind == "node_tie":
        c.in_range(f"{where}.owner", item.owner, 0, SEAT_HIGH)
        for number, card in enumerate(item.paragraph.split("|")):
            c.one_of(f"{where}.paragraph[{number}]", card, known.mnemos, "Mnemos")
    elif kind in QUEUE_OTHER:
        c.text(f"{where}.paragraph", item.paragraph, c.ID_MAX)
    else:
        c.fail(f"{where}.kind", f"unknown adventure kind {c.shown(kind)}")


def check_sheet_cards(state: GameState, known: Known, where: str) -> None:
    """Mnemos and Fated Mnemos on the Argonaut sheets (and on the fallen ones)."""
    book = known.content.storybook
    sheets = [("argonauts", state.argonauts), ("fallen_sheets", state.fallen_sheets)]
    for name, argonauts in sheets:
        for index, argonaut in enumerate(argonauts):
            path = f"{where}.{name}[{index}]"
            c.length(f"{path}.mnemos", argonaut.mnemos, 2)
            for number, held in enumerate(argonaut.mnemos):
                at = f"{path}.mnemos[{number}]"
                c.one_of(f"{at}.id", held.id, known.mnemos, "Mnemos")
                c.in_range(f"{at}.nodes", held.nodes, 0, MNEMOS_NODES)
                steps = len(book.mnemos[held.id].breakthroughs) if book is not None else 99
                c.in_range(f"{at}.resolved", held.resolved, 0, steps)
            c.length(f"{path}.fated", argonaut.fated, 2)
            for number, fated in enumerate(argonaut.fated):
                at = f"{path}.fated[{number}]"
                c.one_of(f"{at}.id", fated.id, known.fated, "Fated Mnemos")
                c.in_range(f"{at}.nodes", fated.nodes, 0, MNEMOS_NODES)
            c.each_of(f"{path}.growth", argonaut.growth, known.fated, "Fated Mnemos")


def check_adventure(state: GameState, known: Known, where: str) -> None:
    adventure = state.adventure
    if adventure is None:
        return
    path = f"{where}.adventure"
    book = known.content.storybook
    if book is None:
        c.fail(path, "this content pack has no storybook")
    c.one_of(f"{path}.kind", adventure.kind, ADVENTURE_KINDS, "adventure kind")
    c.one_of(f"{path}.paragraph", adventure.paragraph, known.paragraphs, "paragraph")
    c.one_of(f"{path}.return_step", adventure.return_step, STEPS, "step")
    steps = book.paragraphs[adventure.paragraph].steps
    c.in_range(f"{path}.cursor", adventure.cursor, 0, len(steps))
    c.in_range(f"{path}.leader", adventure.leader, -1, SEAT_HIGH)
    c.in_range(f"{path}.owner", adventure.owner, -1, SEAT_HIGH)
    c.texts(f"{path}.notes", adventure.notes)
    c.length(f"{path}.pending_group", adventure.pending_group, c.LIST_MAX)
    for index, unit in enumerate(adventure.pending_group):
        _group_unit(unit, f"{path}.pending_group[{index}]")
    for name in ("battle_win", "battle_lose"):
        value = getattr(adventure, name)
        if value:
            c.one_of(f"{path}.{name}", value, known.paragraphs, "paragraph")
    c.in_range(f"{path}.inward_entry", adventure.inward_entry, 0, 999)
    c.text(f"{path}.label", adventure.label)
    if adventure.test is not None:
        _test(adventure, adventure.test, known, f"{path}.test")


def _group_unit(unit: GroupGain, where: str) -> None:
    """One unit of a group gain still to give out [GEN-052]."""
    if unit.op not in SUBJECT_OPS:
        c.fail(f"{where}.op", f"{c.shown(unit.op)} is not an op that a group gain may give")
    if unit.stat not in ("", *TRISKELION):
        c.fail(f"{where}.stat", f"unknown stat {c.shown(unit.stat)}")
    if unit.unit not in (1, -1):
        c.fail(f"{where}.unit", f"{unit.unit} is not 1 or -1")


def _test(adventure: Adventure, test: TestState, known: Known, where: str) -> None:
    c.in_range(f"{where}.step", test.step, 0, 999)
    c.one_of(f"{where}.phase", test.phase, TEST_PHASES, "test phase")
    c.ints_in(f"{where}.declared", test.declared, 0, 99)
    c.ints_in(f"{where}.declared_by", test.declared_by, 0, SEAT_HIGH)
    c.ints_in(f"{where}.mods", test.mods, -99, 99)
    if test.declared_by and not len(test.declared_by) == len(test.mods) == len(test.declared):
        c.fail(f"{where}.declared_by", "one Argonaut and one modifier per declared bonus")
    c.in_range(f"{where}.modifier", test.modifier, -99, 99)
    c.ints_in(f"{where}.rolls", test.rolls, -1, 10)
    c.ints_in(f"{where}.rerolled", test.rerolled, -1, SEAT_HIGH)
    c.ints_in(f"{where}.rollers", test.rollers, -1, SEAT_HIGH)
    c.ints_in(f"{where}.reroll_asked", test.reroll_asked, -1, SEAT_HIGH)
    c.each_of(f"{where}.deck", test.deck, known.major_numbers, "Major Trauma card")
    c.in_range(f"{where}.effects_done", test.effects_done, -1, 999)
    c.length(f"{where}.drawn", test.drawn, len(test.deck))
    if test.drawn != test.deck[: len(test.drawn)]:
        c.fail(f"{where}.drawn", "the cards drawn are not the top of the Delve's deck")
    for index, who in enumerate(test.reroll_asked):
        if who not in test.rollers:
            c.fail(f"{where}.reroll_asked[{index}]", f"{who} does not roll in this test")
    if test.step != adventure.cursor:
        return  # an old test: the reader starts a new one at this step
    book = known.content.storybook
    assert book is not None
    steps = book.paragraphs[adventure.paragraph].steps
    if adventure.cursor >= len(steps) or steps[adventure.cursor].test is None:
        c.fail(f"{where}.step", "the paragraph has no test at this step")
    spec = steps[adventure.cursor].test
    assert spec is not None
    c.ints_in(f"{where}.declared", test.declared, 0, len(spec.bonuses) - 1)
    if test.phase in ("reroll", "group_reroll", "done"):
        # the outcome reads the dice: rolls[0] (and rollers[0] for a Skill test), or one die
        # per roller in a group test
        if not test.rolls:
            c.fail(f"{where}.rolls", "no dice were rolled")
        group = spec.kind == "group" or test.phase == "group_reroll"
        if group and len(test.rolls) != len(test.rollers):
            c.fail(f"{where}.rolls", f"{len(test.rolls)} dice for {len(test.rollers)} rollers")
        if spec.kind not in ("roll", "delve") and not test.rollers:
            c.fail(f"{where}.rollers", "nobody rolled this test")
