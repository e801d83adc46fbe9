"""Rule tests of adventure tables: hubs and their tracks [ADV-019..ADV-024], R&R [ADV-026],
Dreams of Pharos [ADV-038, ADV-039], fated boxes [ADV-081..ADV-084], Adventure Terrain
notes [ADV-076, ADV-078] and the Inward Odyssey [ADV-027..ADV-033]."""

from __future__ import annotations

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.content.story_model import HubRow
from atoterm.engine.adventure import agenda, inward, tables
from atoterm.engine.context import Ctx
from atoterm.engine.effects import resolve
from atoterm.engine.state import GameState
from atoterm.engine.story_state import Queued, TerrainNote
from atoterm.session.game import Game

KELP = """
@chapter hub kelp_coves "Kit Coves"
@track . α ω
@alpha 0211
@omega 0212
@table
1-5 0201 sea
6-9 0202 war
10 0203 lore

== 0201 Sea
fated 0204
-> return

== 0202 War
-> return

== 0203 Lore
-> return

== 0204 Sea, again
-> return

== 0211 Alpha
-> return

== 0212 Omega
-> return
"""

TERRACES = """
@chapter hub high_terraces "Kit Terraces"
@track α
@alpha 0311
@omega 0311
@table
1-10 0301 faith

== 0301 Faith
-> return

== 0311 Terrace alpha
-> return
"""

RR = """
@chapter rr "Kit R&R"
@table
1-5 0501
6-10 0502

== 0501 Rest
-> return

== 0502 Respite
-> return
"""

PHAROS = """
@chapter pharos "Kit Dreams"
@table
1-10 0701

== 0701 Dream
-> return
"""

INWARD = """
@chapter inward "Kit Odyssey"
@entry 1 0601
@entry 2 0602
@entry 3 0603 requires resource lamp_oil 1
@entry 4 0604

== 0601 One
-> return

== 0602 Two
-> return

== 0603 Three
-> return

== 0604 Four
-> return
"""

MAIN = """
@chapter main "Kit"

== 0001 Two knowledge
> gain_knowledge 2
-> return

== 0002 One knowledge
> gain_knowledge 1
-> return

== 0004 Dream
> timeline dream 2 "A dream"
-> return

== 0005 Oil
> gain_resource lamp_oil 1
-> return
"""

ROWS = (
    HubRow(
        1,
        5,
        ("kelp_coves", "high_terraces", "kelp_coves"),
        ("kelp-bed outer", "cliff-drop outer", "kelp-bed outer"),
    ),
    HubRow(
        6,
        10,
        ("high_terraces", "kelp_coves", "kelp_coves"),
        ("stair-monolith inner", "tidal-flat outer", "kelp-bed outer"),
    ),
)


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.pack(MAIN, KELP, TERRACES, RR, PHAROS, INWARD, hub_rows=ROWS)


def state_ctx(content: ContentPack, **forced: list[int]) -> tuple[GameState, Ctx]:
    state = kit.fresh_state(content)
    state.forced.update(forced)
    return state, kit.ctx_for(state, content)


# ---------------------------------------------------------------------------- hubs
def test_adv_019_a_hub_adventure_for_each_unexplored_adventure_symbol(content: ContentPack) -> None:
    """[ADV-019, CAMP-025, VOY-017] Hub and R&R adventures only on Unexplored tiles."""
    state, ctx = state_ctx(content)
    state.voyage.tile = 102  # symbols: adventure
    agenda.expedition_agenda(ctx)
    assert [q.kind for q in state.story.queue] == ["hub"]
    state.story.queue.clear()
    state.voyage.tile = 104  # city, rr
    agenda.expedition_agenda(ctx)
    assert [q.kind for q in state.story.queue] == ["rr"]
    state.story.queue.clear()
    state.voyage.explored.append(102)
    state.voyage.tile = 102
    agenda.expedition_agenda(ctx)
    assert state.story.queue == []  # an Explored tile's symbols are inactive


@pytest.mark.parametrize(
    ("card", "column"),
    [("1A", 0), ("1B", 0), ("2A", 1), ("2B", 1), ("3A", 2), ("3B", 2)],
    ids=["ADV-020-1A", "ADV-020-1B", "ADV-020-2A", "ADV-020-2B", "ADV-020-3A", "ADV-020-3B"],
)
def test_adv_020_the_story_number_picks_the_column(
    content: ContentPack, card: str, column: int
) -> None:
    """[ADV-020]"""
    state, ctx = state_ctx(content, **{kit.TABLE: [3]})
    state.story.story_card = card
    assert tables.story_column(ctx) == column
    assert tables.pick_hub(ctx) == (ROWS[0].hubs[column], ROWS[0].terrain[column])


def test_adv_021_a_full_hub_track_rolls_again(content: ContentPack) -> None:
    """[ADV-021]"""
    state, ctx = state_ctx(content, **{kit.TABLE: [7, 2]})
    state.story.hub_marks["high_terraces"] = 1  # its one box is marked
    assert tables.pick_hub(ctx) == ("kelp_coves", "kelp-bed outer")
    assert [e.kind for e in ctx.events] == ["hub_full", "hub"]
    state.story.hub_marks["kelp_coves"] = 3
    assert tables.pick_hub(ctx) is None


@pytest.mark.parametrize(
    ("marked", "para", "rule"),
    [(0, "0201", "ADV-023"), (1, "0211", "ADV-022"), (2, "0212", "ADV-022")],
    ids=["ADV-023-empty-box", "ADV-022-alpha", "ADV-022-omega"],
)
def test_adv_021_022_023_mark_the_next_track_box(
    content: ContentPack, marked: int, para: str, rule: str
) -> None:
    """[ADV-021, ADV-022, ADV-023]"""
    state, ctx = state_ctx(content, **{kit.TABLE: [4]})
    state.story.hub_marks["kelp_coves"] = marked
    picked = tables.hub_adventure(ctx, "kelp_coves")
    assert picked.paragraph == para
    assert state.story.hub_marks["kelp_coves"] == marked + 1
    assert ctx.events[0].rule == rule
    assert (state.story.fated.get("0201", 0) == 1) is (marked == 0)  # only a table roll marks


def test_adv_024_076_a_whole_hub_selection(content: ContentPack) -> None:
    """[ADV-076, CAMP-026] Hub, terrain note, track box, table roll, fated box, Mnemos node,
    then the reading: the Expedition Step gains the nodes and marks the fated box."""

    def setup(state: GameState) -> None:
        kit.give_mnemos(state, 1, "tide-reader", nodes=0)  # sea, lore

    run = kit.run(
        content, [Queued("hub", "", label="Hub")], setup=setup, forced={kit.TABLE: [2, 3]}
    )
    kinds = run.kinds()
    assert kinds.index("hub") < kinds.index("terrain_note") < kinds.index("hub_track")
    assert kinds.index("table_roll") < kinds.index("node") < kinds.index("paragraph")  # [ADV-024]
    assert run.read() == ["0201"]
    assert run.state.argonauts[1].mnemos[0].nodes == 1
    first_battle = min(e.day for e in content.timeline if e.kind == "battle" and e.day >= 1)
    assert run.state.story.terrain_notes == [TerrainNote(first_battle, "kelp-bed", "outer")]


def test_adv_078_a_second_terrain_for_the_same_day_is_ignored(content: ContentPack) -> None:
    state, ctx = state_ctx(content)
    tables.note_terrain(ctx, "kelp-bed outer")
    tables.note_terrain(ctx, "stair-monolith inner")
    assert [n.terrain for n in state.story.terrain_notes] == ["kelp-bed"]
    assert ctx.events[-1].rule == "ADV-078"
    state.timeline.day = state.story.terrain_notes[0].day + 1  # that battle is past
    tables.note_terrain(ctx, "stair-monolith inner")
    assert [(n.terrain, n.zone) for n in state.story.terrain_notes][-1] == (
        "stair-monolith",
        "inner",
    )


# ---------------------------------------------------------------------------- R&R, Pharos
@pytest.mark.parametrize(
    ("kind", "roll", "para"),
    [("rr", 3, "0501"), ("rr", 9, "0502"), ("pharos", 6, "0701")],
    ids=["ADV-026-rr-low", "ADV-026-rr-high", "ADV-039-pharos"],
)
def test_adv_026_039_roll_mark_a_fated_box_then_read(
    content: ContentPack, kind: str, roll: int, para: str
) -> None:
    """[ADV-026, ADV-039]"""
    run = kit.run(content, [Queued(kind, "", label=kind)], forced={kit.TABLE: [roll]})
    assert run.read() == [para]
    assert run.state.story.fated == {para: 1}
    kinds = run.kinds()
    assert kinds.index("table_roll") < kinds.index("paragraph")  # marked before reading [ADV-081]
    assert run.of("table_roll")[0].rule == "ADV-081"


def test_adv_038_a_dream_of_pharos_is_read_in_that_days_story_step(content: ContentPack) -> None:
    """[ADV-038]"""
    run = kit.read("0004", content)
    entry = run.state.timeline.added[-1]
    assert (entry.day, entry.kind) == (3, "dream")
    state, ctx = state_ctx(content)
    state.timeline.added.append(entry)
    state.timeline.day = 2
    agenda.story_agenda(ctx)
    assert not any(q.kind == "pharos" for q in state.story.queue)
    state.timeline.day = 3
    agenda.story_agenda(ctx)
    assert any(q.kind == "pharos" for q in state.story.queue)


# ---------------------------------------------------------------------------- fated boxes
def test_adv_082_a_marked_adventure_goes_to_its_next_fated_box(content: ContentPack) -> None:
    state, ctx = state_ctx(content, **{kit.TABLE: [1, 5, 3, 7]})
    chapter = content.storybook.chapter("hub", "kelp_coves")
    assert tables.roll_table(ctx, chapter, "Kit").paragraph == "0201"
    second = tables.roll_table(ctx, chapter, "Kit")
    assert second.paragraph == "0204" and ctx.events[-1].rule == "ADV-082"
    third = tables.roll_table(ctx, chapter, "Kit")  # 0201's two boxes are full: roll again
    assert third.paragraph == "0202"
    assert state.story.fated == {"0201": 2, "0202": 1}
    assert [e.kind for e in ctx.events][-2:] == ["fated_full", "table_roll"]


def test_adv_083_a_full_table_is_reset(content: ContentPack) -> None:
    state, ctx = state_ctx(content, **{kit.TABLE: [8]})
    state.story.fated.update({"0501": 1, "0502": 1, "0201": 1})
    chapter = content.storybook.chapter("rr")
    picked = tables.roll_table(ctx, chapter, "R&R")
    assert ctx.events[0].rule == "ADV-083"
    assert picked.paragraph == "0502"
    # the reset table's boxes are zero (so the profile learns it), other tables keep theirs
    assert state.story.fated == {"0501": 0, "0502": 1, "0201": 1}


def test_adv_084_fated_boxes_come_from_the_profile_not_the_campaign(content: ContentPack) -> None:
    """[ADV-084]"""
    game = Game.new(content, 5, fated={"0501": 1})
    assert game.state.story.fated == {"0501": 1}
    assert game.header.fated == {"0501": 1}  # kept in the journal header
    assert Game.new(content, 5).state.story.fated == {}


# ---------------------------------------------------------------------------- Inward Odyssey
def test_adv_027_the_cycle_card_lists_twenty_entries() -> None:
    """[ADV-027]"""
    chapter = kit.shipped().storybook.chapter("inward")
    assert sorted(n for n, _, _ in chapter.entries) == list(range(1, 21))


def test_adv_028_an_entry_is_read_at_the_end_of_the_step(content: ContentPack) -> None:
    """[ADV-028]"""
    run = kit.read("0002", content)
    kinds = run.kinds()
    assert run.read() == ["0002", "0601"]
    assert (
        kinds.index("inward")
        < kinds.index("adventure_over")
        < max(i for i, k in enumerate(kinds) if k == "paragraph")
    )
    assert run.state.story.inward_done == [1] and run.state.story.inward_next == 2


def test_adv_029_two_knowledge_read_two_entries_in_order(content: ContentPack) -> None:
    """[ADV-029]"""
    run = kit.read("0001", content)
    assert run.read() == ["0001", "0601", "0602"]
    assert run.state.argo.knowledge == kit.shipped().argo.knowledge + 2


def test_adv_030_two_progress_make_one_knowledge(content: ContentPack) -> None:
    """The op exists in the engine (the storybook format has no line for it yet)."""
    state, ctx = state_ctx(content)
    resolve(ctx, {"op": "gain_inward_progress", "amount": 3})
    assert state.story.inward_progress == 1
    assert state.argo.knowledge == kit.shipped().argo.knowledge + 1
    assert state.story.inward_pending == [1]
    assert [e.rule for e in ctx.events if e.kind == "inward_progress"] == ["ADV-030"]


@pytest.mark.parametrize(
    ("step", "read_now"),
    [("exploration", False), ("story", True), ("adventure", True)],
    ids=["ADV-030-waits-outside-the-story-step", "ADV-030-story-step", "ADV-030-practice"],
)
def test_adv_030_an_entry_unlocked_by_progress_is_read_at_the_story_step(
    content: ContentPack, step: str, read_now: bool
) -> None:
    """[ADV-030] (001's variant): Knowledge made by Progress tokens on the card unlocks an
    entry read at the end of the Story Step, whatever step the tokens came in; outside the
    Campaign Round (a practice adventure) it is read at once."""
    state, ctx = state_ctx(content)
    state.step = step
    resolve(ctx, {"op": "gain_inward_progress", "amount": 2})
    assert state.story.inward_pending == [1] and state.story.inward_story_step == [1]
    ready = inward.next_ready(ctx)
    assert (ready is not None) == read_now
    state.step = "story"
    assert inward.next_ready(ctx) == (1, "0601")
    inward.entry_read(ctx, 1)
    assert state.story.inward_story_step == [] and state.story.inward_done == [1]


def test_adv_030_knowledge_from_elsewhere_is_read_at_the_end_of_its_step(
    content: ContentPack,
) -> None:
    """[ADV-028] [ADV-030]: only Progress-made Knowledge waits for the Story Step."""
    state, ctx = state_ctx(content)
    state.step = "exploration"
    resolve(ctx, {"op": "gain_knowledge", "amount": 1})
    assert state.story.inward_story_step == [] and inward.next_ready(ctx) == (1, "0601")


def test_adv_031_the_cycles_end_loses_the_rest(content: ContentPack) -> None:
    state, ctx = state_ctx(content)
    state.story.inward_next, state.story.inward_pending = 4, [3]
    inward.end_of_cycle(ctx)
    assert state.story.inward_pending == [] and state.story.inward_next == 21
    assert ctx.events[0].rule == "ADV-031" and "3, 4, 5" in ctx.events[0].text


def test_adv_032_an_unmet_requirement_waits_until_met(content: ContentPack) -> None:
    """[ADV-032]"""

    def at_three(state: GameState) -> None:
        state.story.inward_next = 3

    run = kit.run(
        content,
        [Queued("story", "0002", label="a"), Queued("story", "0005", label="b")],
        setup=at_three,
    )
    # entry 3 needs lamp oil: it waits; 0005 gives the oil; entry 3 follows without new Knowledge
    assert run.read() == ["0002", "0005", "0603"]
    assert run.state.story.inward_done == [3]


def test_adv_033_new_knowledge_passes_a_waiting_entry_by(content: ContentPack) -> None:
    def at_three(state: GameState) -> None:
        state.story.inward_next = 3

    run = kit.run(
        content,
        [Queued("story", "0002", label="a"), Queued("story", "0002", label="b")],
        setup=at_three,
    )
    # [ADV-029, ADV-032] both entries are tried at the end of the step: 3 waits, 4 is read
    assert run.read() == ["0002", "0002", "0604"]
    assert run.state.story.inward_paused == [3] and run.state.story.inward_omitted == []

    def paused(state: GameState) -> None:
        state.story.inward_next, state.story.inward_pending = 5, [3]
        state.story.inward_paused = [3]

    later = kit.run(content, [Queued("story", "0002", label="c")], setup=paused)
    story = later.state.story  # new Knowledge while 3 waits: it is passed by [ADV-033]
    assert (
        story.inward_omitted == [3] and "Inward Odyssey entry 3 was passed by." in story.argo_notes
    )
    assert later.of("inward")[0].rule == "ADV-033"
