"""Rule tests of the Adventure Phase reader: paragraph chains, choices, the Choice Matrix,
notes, the party leader, Special Events, Peril, and the GEN/CAMP rules the storybook uses
(group split, random Argonaut, death above 9, voluntary costs, death and retirement, codes,
story and doom progression)."""

from __future__ import annotations

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.engine.adventure import agenda
from atoterm.engine.context import Ctx
from atoterm.engine.state import GameState
from atoterm.engine.story_state import Queued

MAIN = """
@chapter main "Rules"

== 0001 Chain
The first.
> gain_progress 1
-> 0002

== 0002 Second
The second.
> gain_progress 1
-> return

== 0003 No direction
Nothing follows.
> gain_doom 1

== 0004 Choices
The ways part.
? [matrix 12] The marked way. -> 0002
? [not matrix 12] The unmarked way. -> 0003
? (pay fate 2) Pay for it. -> 0003
? Leave. -> return

== 0005 Marks
> mark 12
> mark 12
> erase 13
-> return

== 0006 Notes
> note "door open"
> note argo "harbour owes"
> note argonaut "saw grave"
? [note "door open"] Through the door. -> 0007
? Leave. -> return

== 0007 Later
if [note "door open"] -> 0002
-> 0003

== 0008 Danger
> gain_triskelion danger 1
-> return

== 0009 Group
> gain_triskelion danger 2 who=group
-> return

== 0010 Random
> gain_triskelion rage 1 who=random
-> return

== 0011 Erase
> erase 12
? [matrix 12] Still marked. -> return
? Leave. -> return

== 0012 Peril
? peril Jump. -> return
? Stay. -> return

== 0013 Code
> code 0014
-> return

== 0014 The secret
A secret.
-> return

== 0015 Special
-> special rude_awakening

== 0016 Kill
> kill
-> return

== 0017 Retire
> retire
-> return

== 0019 Lose things
> lose_boon "Sea-Blessed"
> gain_resource bronze -1
-> return

== 0020 Win
-> victory

== 0021 Crew lost
> gain_argo_stat crew -99
-> return

== 0022 Defeat
-> defeat "The sea wins."

== 0018 Two steps
> gain_triskelion danger 1
> gain_triskelion fate 1
? Go on. -> 0008
"""

HUB = """
@chapter hub kelp_coves "Kit Coves"
@track α . ω
@alpha 0201
@omega 0202
@table
1-10 0203 sea

== 0201 Alpha
-> 0002

== 0202 Omega
-> return

== 0203 Table
-> return
"""


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.pack(MAIN, HUB)


# ---------------------------------------------------------------------------- chains
def test_adv_001_reading_a_paragraph_starts_the_adventure_phase(content: ContentPack) -> None:
    run = kit.read("0004", content)
    assert run.of("adventure")[0].rule == "ADV-001"
    assert run.state.phase == "adventure" and run.adventure is not None
    assert run.adventure.paragraph == "0004"


@pytest.mark.parametrize(
    ("kind", "section"),
    [
        ("story", "main"),
        ("hub", "hub"),
        ("rr", "rr"),
        ("inward", "inward"),
        ("pharos", "pharos"),
        ("special", "special"),
    ],
    ids=[
        "ADV-002-story",
        "ADV-002-hub",
        "ADV-002-rr",
        "ADV-002-inward",
        "ADV-002-pharos",
        "ADV-002-special",
    ],
)
def test_adv_002_adventure_types(content: ContentPack, kind: str, section: str) -> None:
    """[ADV-002] Every adventure type has its storybook section and is read as its own kind."""
    book = content.storybook
    chapter = book.chapter(section, "kelp_coves" if section == "hub" else "")
    assert chapter is not None
    para = next(p for p in book.paragraphs.values() if p.section == section)
    run = kit.read(para.id, content, kind=kind)
    assert run.of("adventure")[0].data["adventure"] == kind


def test_adv_003_only_directed_paragraphs_are_read(content: ContentPack) -> None:
    """[ADV-003]"""
    run = kit.read("0001", content)
    assert run.state.story.read == ["0001", "0002"]
    assert run.read() == ["0001", "0002"]


def test_adv_004_a_paragraph_is_resolved_before_its_link(content: ContentPack) -> None:
    """[ADV-004]"""
    run = kit.read("0001", content)
    kinds = run.kinds()
    first_progress = kinds.index("progress")
    second_para = [i for i, e in enumerate(run.events) if e.kind == "paragraph"][1]
    assert first_progress < second_para
    assert run.state.progress == 2


@pytest.mark.parametrize(
    ("para", "why"),
    [("0002", "Return to the Voyage Phase"), ("0003", "the paragraph gives no further direction")],
    ids=["ADV-005-return", "ADV-005-no-direction"],
)
def test_adv_005_an_adventure_ends_on_return_or_no_direction(
    content: ContentPack, para: str, why: str
) -> None:
    """[ADV-005]"""
    run = kit.read(para, content)
    over = run.of("adventure_over")
    assert len(over) == 1 and why in over[0].text
    assert run.adventure is None and run.ended


def test_adv_005_006_play_resumes_in_the_step_that_started_it(content: ContentPack) -> None:
    """[ADV-005, ADV-006] A Story Step adventure (with a chained paragraph) is over before the Doom and End steps."""

    def in_story_step(state: GameState) -> None:
        state.step, state.step_done = "story", True

    run = kit.run(content, [Queued("story", "0001", label="t")], setup=in_story_step)
    kinds = run.kinds()
    assert kinds.index("adventure_over") < kinds.index("explored")  # step 9 came after
    assert run.read() == ["0001", "0002"]
    assert run.state.step != "story"


def test_adv_006_chained_paragraphs_come_before_the_next_queued_adventure(
    content: ContentPack,
) -> None:
    """[ADV-006]"""
    run = kit.run(content, [Queued("story", "0001", label="a"), Queued("story", "0003", label="b")])
    assert run.read() == ["0001", "0002", "0003"]


def test_adv_007_unmet_choices_are_shown_greyed_with_the_reason(content: ContentPack) -> None:
    """[ADV-007]"""
    run = kit.read("0004", content)
    run.choose("leader:0")
    assert run.kind == "adv.choice"
    assert run.option("choice:0").disabled == "needs Choice Matrix box 12 marked"
    assert run.legal() == ["choice:1", "choice:2", "choice:3"]  # never mandatory
    marked = kit.read("0004", content, setup=lambda s: s.choice_matrix.append(12))
    marked.choose("leader:0")
    assert marked.legal() == ["choice:0", "choice:2", "choice:3"]


def test_adv_008_notes_go_to_their_sheet_or_last_until_the_adventure_ends(
    content: ContentPack,
) -> None:
    """[ADV-008]"""
    run = kit.run(content, [Queued("story", "0006", label="a"), Queued("story", "0007", label="b")])
    run.choose("leader:0")  # the Argonaut note names the leader
    assert run.legal() == ["choice:0", "choice:1"]  # the adventure note holds now
    run.choose("choice:1")
    assert run.read()[-1] == "0003"  # the next adventure has forgotten it
    assert run.state.story.argo_notes == ["harbour owes"]
    assert run.state.argonauts[0].notes == ["saw grave"]


def test_adv_009_a_bare_reference_is_the_main_story(content: ContentPack) -> None:
    """[ADV-009]"""
    run = kit.run(content, [Queued("hub_read", "0201", label="a")])
    assert run.read() == ["0201", "0002"]
    assert content.storybook.paragraph("0002").section == "main"


def test_adv_010_a_box_is_never_marked_twice(content: ContentPack) -> None:
    run = kit.read("0005", content)
    assert run.state.choice_matrix == [12]
    texts = [e.text for e in run.of("choice_matrix")]
    assert texts[0] == "Choice Matrix box 12 is marked."
    assert "already marked: ignored" in texts[1]
    assert all(e.rule == "ADV-010" for e in run.of("choice_matrix")[:2])


def test_adv_011_a_crossed_out_box_counts_as_unmarked(content: ContentPack) -> None:
    """[ADV-011]"""
    run = kit.read("0011", content, setup=lambda s: s.choice_matrix.append(12))
    run.choose("leader:0")
    assert run.state.story.erased == [12]
    assert run.option("choice:0").disabled == "needs Choice Matrix box 12 marked"
    unmarked = kit.read("0005", content)
    assert unmarked.state.story.erased == []  # erasing an unmarked box does nothing


# ---------------------------------------------------------------------------- the leader
def test_adv_013_014_016_one_leader_chosen_at_the_first_reference_and_kept(
    content: ContentPack,
) -> None:
    """[ADV-013, ADV-014]"""
    run = kit.read("0018", content)
    assert run.kind == "adv.leader"  # the first effect names the leader
    assert run.state.argonauts[0].danger == 0
    run.choose("leader:2")
    assert run.of("leader")[0].rule == "ADV-016"
    assert "Priority Target" in run.of("leader")[0].text
    assert run.kind == "adv.choice"  # no second leader decision
    assert run.pending.actor == "argonaut:2"
    run.choose("choice:0")
    assert len(run.of("leader")) == 1
    assert run.state.argonauts[2].danger == 2 and run.state.argonauts[2].fate == 1


def test_adv_014_leader_at_the_first_choice_and_not_before(content: ContentPack) -> None:
    """[ADV-014]"""
    assert kit.read("0004", content).kind == "adv.leader"
    no_leader = kit.read("0001", content)  # no choice, no leader reference
    assert no_leader.of("leader") == [] and no_leader.ended


@pytest.mark.parametrize("leader", [0, 3], ids=["ADV-015-leader-0", "ADV-015-leader-3"])
def test_adv_015_the_leader_takes_the_partys_gains(content: ContentPack, leader: int) -> None:
    """[ADV-015]"""
    run = kit.read("0008", content).choose(f"leader:{leader}")
    assert [a.danger for a in run.state.argonauts] == [1 if i == leader else 0 for i in range(4)]


def test_adv_017_leader_at_random_lowest_d10(content: ContentPack) -> None:
    """[ADV-017]"""
    run = kit.read("0008", content, forced={kit.RANDOM: [6, 3, 3, 9, 8, 2]})
    assert "leader:random" in run.ids()
    run.choose("leader:random")  # 1 and 2 tie on 3: they roll again, 8 and 2
    assert run.of("leader")[0].data["argonaut"] == 2
    assert run.state.argonauts[2].danger == 1


def test_adv_075_peril_is_flagged_and_decided_by_the_leader(content: ContentPack) -> None:
    """[ADV-075] [KEY-035] A Peril decision is the party leader's alone: only the leader is
    asked, and the prompt and the screen's banner say to decide without the others."""
    run = kit.read("0012", content).choose("leader:1")
    assert run.pending.context["peril"] is True
    assert run.pending.prompt.startswith("PERIL")
    assert run.pending.actor == "argonaut:1"
    calm = kit.read("0004", content).choose("leader:1")
    assert calm.pending.context["peril"] is False


def test_adv_046_a_special_event_is_read_by_name(content: ContentPack) -> None:
    run = kit.read("0015", content)
    assert run.of("special")[0].rule == "ADV-046"
    assert run.read() == ["0015", content.storybook.special("rude_awakening")]


# ---------------------------------------------------------------------------- GEN rules
def test_gen_051_a_choice_cost_is_paid_in_full(content: ContentPack) -> None:
    run = kit.read("0004", content).choose("leader:1", "choice:2")
    assert run.state.argonauts[1].fate == 2
    assert run.of("paid")[0].rule == "GEN-051"


def test_gen_051_a_cost_that_cannot_be_paid_disables_the_choice(content: ContentPack) -> None:
    """[GEN-051]"""

    def fate_8(state: GameState) -> None:
        state.argonauts[1].fate = 8

    run = kit.read("0004", content, setup=fate_8).choose("leader:1")
    assert run.option("choice:2").disabled == "Fate cannot be raised above 9 on purpose"


def test_gen_052_a_group_gain_is_split_by_the_players(content: ContentPack) -> None:
    """[GEN-052]"""
    run = kit.read("0009", content)
    assert run.kind == "adv.split"
    assert run.ids() == ["split:0", "split:1", "split:2", "split:3"]
    run.choose("split:3", "split:3")  # all to one Argonaut
    assert [a.danger for a in run.state.argonauts] == [0, 0, 0, 2]
    other = kit.read("0009", content).choose("split:0", "split:2")
    assert [a.danger for a in other.state.argonauts] == [1, 0, 1, 0]


def test_gen_026_random_argonaut_lowest_d10_ties_roll_again(content: ContentPack) -> None:
    """[GEN-026]"""
    run = kit.read("0010", content, forced={kit.RANDOM: [4, 2, 2, 9, 3, 1]})
    assert [a.rage for a in run.state.argonauts] == [0, 0, 1, 0]


def test_gen_034_camp_009_010_above_9_outside_battle_kills_and_a_new_argonaut_wakes(
    content: ContentPack,
) -> None:
    def danger_9(state: GameState) -> None:
        state.argonauts[1].danger = 9
        kit.give_mnemos(state, 1, "tide-reader", nodes=2)

    run = kit.read("0008", content, setup=danger_9).choose("leader:1")
    died = run.of("argonaut_died")
    assert died and died[0].rule == "GEN-034"
    old = run.state.fallen_sheets[0]
    assert old.alive is False and old.danger == 9  # the sheet is kept [CAMP-010]
    assert old.mnemos[0].id == "tide-reader"
    # the Rude Awakening [CAMP-009] is read next and builds a new Argonaut in seat 1
    assert run.read()[-1] == content.storybook.special("rude_awakening")
    fresh = run.state.argonauts[1]
    assert fresh.alive and fresh.name != old.name and fresh.danger == 0
    assert [m.id for m in fresh.mnemos] == ["tide-reader"]  # from the Vault [ADV-057]
    assert run.state.story.mnemos_vault == [] and run.state.story.fallen == []


def test_camp_009_only_an_explicit_effect_or_above_9_kills(content: ContentPack) -> None:
    def danger_8(state: GameState) -> None:
        state.argonauts[0].danger = 8

    run = kit.read("0008", content, setup=danger_8).choose("leader:0")
    assert run.state.argonauts[0].alive and run.state.argonauts[0].danger == 9
    killed = kit.read("0016", content).choose("leader:0")
    assert killed.of("argonaut_died")[0].rule == "CAMP-009"
    assert killed.state.fallen_sheets[0].name == content.argonaut_names[0]


def test_camp_011_a_retiring_argonaut_is_replaced_with_a_vault_mnemos(content: ContentPack) -> None:
    """[CAMP-011]"""

    def setup(state: GameState) -> None:
        kit.give_mnemos(state, 2, "bell-founder", nodes=1)
        state.story.mnemos_vault.append("lamp-warden")

    run = kit.read("0017", content, setup=setup).choose("leader:2")
    fresh = run.state.argonauts[2]
    assert fresh.alive and not fresh.retired
    assert sum(fresh.skills.values()) == 1 and fresh.skills[fresh.bonus_skill] == 1
    assert [m.id for m in fresh.mnemos] == ["lamp-warden"]  # the Vault's first card
    assert run.state.story.mnemos_vault == ["bell-founder"]  # the leaver's card went in
    assert run.state.fallen_sheets[0].retired is True


# ---------------------------------------------------------------------------- CAMP rules
def test_camp_035_a_code_is_resolved_once_in_the_story_step(content: ContentPack) -> None:
    """[CAMP-035]"""
    run = kit.run(content, [Queued("story", "0013", label="a"), Queued("codes", "")])
    assert run.state.story.codes == ["0014"]
    assert run.kind == "adv.code" and run.ids() == ["code:0014", "code:later"]
    run.choose("code:0014")
    assert run.read()[-1] == "0014"
    assert run.state.story.codes == [] and run.state.story.codes_read == ["0014"]
    again = kit.read("0013", content, setup=lambda s: s.story.codes_read.append("0014"))
    assert again.state.story.codes == []  # a resolved code is never written again


def _agenda_state(content: ContentPack, **values: int) -> tuple[GameState, Ctx]:
    state = kit.fresh_state(content)
    for key, value in values.items():
        setattr(state, key, value)
    return state, kit.ctx_for(state, content)


@pytest.mark.parametrize(
    ("beyond_need", "queued"),
    [(-1, False), (0, True), (2, True)],
    ids=["CAMP-031-below", "CAMP-031-met", "CAMP-031-above"],
)
def test_camp_031_story_progression_when_the_requirement_is_met(
    content: ContentPack, beyond_need: int, queued: bool
) -> None:
    """[CAMP-031]"""
    card = content.storybook.story_card("1A")
    assert card.need >= 2
    state, ctx = _agenda_state(content, progress=card.need + beyond_need)
    agenda.story_agenda(ctx)
    assert (
        any(q.kind == "story" and q.paragraph == card.paragraph for q in state.story.queue)
        is queued
    )


def test_camp_031_a_tile_requirement_must_hold_too(content: ContentPack) -> None:
    """[CAMP-031]"""
    card = content.storybook.story_card("3A")
    assert card.tile != 0
    state, ctx = _agenda_state(content, progress=card.need)
    state.story.story_card = "3A"
    agenda.story_agenda(ctx)
    assert not any(q.paragraph == card.paragraph for q in state.story.queue)
    state.voyage.tile = card.tile
    agenda.story_agenda(ctx)
    assert any(q.paragraph == card.paragraph for q in state.story.queue)


def test_camp_032_progression_discards_the_progress_tokens(content: ContentPack) -> None:
    """[CAMP-032]"""
    state, ctx = _agenda_state(content, progress=4)
    agenda.story_agenda(ctx)
    assert state.progress == 0
    flip = kit.read("0001", content, setup=lambda s: setattr(s, "progress", 2))
    assert flip.state.progress == 4  # no progression: tokens stay


def test_camp_031_032_036_progression_in_the_story_and_doom_steps(content: ContentPack) -> None:
    """[CAMP-031, CAMP-032, CAMP-036] Through the machine: after step 6 the Story Step reads the
    Story card's paragraph (its Progress discarded), then the Doom Step the Doom card's."""
    story = content.storybook.story_card("1A")
    doom = content.storybook.doom_card("1A")

    def after_advancement(state: GameState) -> None:
        state.step, state.step_done = "advancement", True
        state.progress, state.doom = story.need, doom.need + 1
        state.timeline.day = 2  # no fixed Story event today

    run = kit.run(kit.shipped(), [], setup=after_advancement)
    assert run.state.step == "story" and run.read() == [story.paragraph]
    assert run.state.progress == 0 and run.state.doom == doom.need + 1
    # the kit's 0010 (read instead of the shipped one) ends at once: the Doom Step follows
    quick = kit.run(content, [], setup=after_advancement)
    assert quick.state.step == "doom" and quick.read() == ["0010", doom.paragraph]
    assert quick.state.doom == 1
    assert run.of("story_progress")[0].rule == "CAMP-032"


@pytest.mark.parametrize(
    ("doom", "left", "queued"),
    [(3, 3, False), (4, 0, True), (7, 3, True)],
    ids=["CAMP-036-below", "CAMP-036-037-exact", "CAMP-037-surplus-kept"],
)
def test_camp_036_037_doom_progression_discards_exactly_the_requirement(
    content: ContentPack, doom: int, left: int, queued: bool
) -> None:
    """[CAMP-036, CAMP-037]"""
    state, ctx = _agenda_state(content, doom=doom)
    card = content.storybook.doom_card("1A")
    assert card.need == 4
    agenda.doom_agenda(ctx)
    assert state.doom == left
    assert (
        any(q.kind == "doom" and q.paragraph == card.paragraph for q in state.story.queue) is queued
    )


def test_gen_043_a_lost_thing_is_erased_or_decremented(content: ContentPack) -> None:
    """[GEN-043]"""

    def setup(state: GameState) -> None:
        state.argonauts[0].boons.append("Sea-Blessed")
        state.story.resources["bronze"] = 3

    run = kit.read("0019", content, setup=setup).choose("leader:0")
    assert run.state.argonauts[0].boons == []
    assert run.state.story.resources["bronze"] == 2


def test_camp_019_victory_only_when_a_paragraph_declares_it(content: ContentPack) -> None:
    """[CAMP-019]"""
    run = kit.read("0020", content)
    assert run.state.outcome is not None and run.state.outcome.result == "won"
    assert run.of("campaign_won")[0].rule == "CAMP-019"
    assert kit.read("0002", content).state.outcome.result == "ended"  # a practice end, not a win


def test_camp_021_an_undirected_loss_reads_campaign_loss(content: ContentPack) -> None:
    """[CAMP-021] A Crew loss reads "Campaign Loss"; a paragraph's own defeat does not."""
    lost = kit.read("0021", content)
    assert lost.state.outcome is not None and lost.state.outcome.result == "lost"
    loss_para = content.storybook.special("campaign_loss")
    assert lost.read()[-1] == loss_para
    directed = kit.read("0022", content)
    assert directed.state.outcome.result == "lost" and loss_para not in directed.read()


def test_camp_034_a_story_event_of_the_day_sends_to_its_passage(content: ContentPack) -> None:
    """[CAMP-034]"""
    state, ctx = _agenda_state(content)
    event = next(e for e in content.timeline if e.kind == "story")
    para = content.storybook.timeline_story[event.label]
    state.timeline.day = event.day
    agenda.story_agenda(ctx)
    assert [q.paragraph for q in state.story.queue if q.kind == "story"] == [para]
    state.story.queue.clear()
    state.timeline.day = event.day + 1
    agenda.story_agenda(ctx)
    assert not any(q.paragraph == para for q in state.story.queue)


# ---------------------------------------------------------------------------- scenario files
@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("[adventure]\nkind = 'special'\nwhat = 'nope'\n", 2, "no Special Event 'nope'"),
        (
            "[adventure]\nkind = 'rr'\n\nfated = { x = 'a' }\n",
            4,
            "'x' in [adventure.fated] must be a whole number from 0 to 1000, not 'a'",
        ),
        ("[adventure]\nkind = 'rr'\nwhatever = 1\n", 3, "unknown key 'whatever' in [adventure]"),
        (
            "[adventure]\nkind = 'rr'\n[[adventure.argonaut]]\nseat = 1\nmnemos = [{ id = 'nope' }]\n",
            5,
            "unknown mnemos card",
        ),
        ("[adventure]\nkind = 'rr'\nthen = ['hub:nowhere']\n", 3, "no hub 'nowhere'"),
    ],
    ids=["bad-event", "bad-fated", "unknown-key", "bad-mnemos", "bad-then"],
)
def test_adventure_scenario_problems_point_at_their_line(
    tmp_path, text: str, line: int, fragment: str
) -> None:
    from atoterm.session.scenario import ScenarioError, run_scenario

    path = tmp_path / "adv.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        run_scenario(path)
    assert str(caught.value).startswith(f"{path}:{line}: "), str(caught.value)
    assert fragment in str(caught.value)


def test_an_affliction_of_the_storybook_goes_on_the_sheet_BAT_MISC_037(
    content: ContentPack,
) -> None:
    """[BAT-MISC-037] [GEN-042] "The Hammer Falls" (0424): on 4-10 the party leader gains the
    Affliction Hammer-Cracked Ribs, written on that Argonaut's sheet only."""
    run = kit.read("0424", content, forced={kit.RANDOM: [7]}).choose("leader:2")
    assert [a.afflictions for a in run.state.argonauts] == [[], [], ["Hammer-Cracked Ribs"], []]
    assert run.of("affliction")[0].rule == "GEN-042"
