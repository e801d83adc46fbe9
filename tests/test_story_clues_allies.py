"""Clue and Ally cards in the Cycle's story [GEN-039, CAMP-033].

Clue cards are set face down beside the Story card when the story grants them, show only their
back (the Cycle and the Story card they come with) until a paragraph says to read them, and
open roads that ask "if you hold the Clue". An Ally card sits beside them while the Ally is
with the Argo; Ione's lends the Argo a Save against Crew losses [GEN-044].

The paragraphs are the shipped Cycle's: 0028/0029 grant the two Clues of Story 1B, 0075 and
0081 check them (0122, 0123 read them), 0031 brings Ione aboard.
"""

from __future__ import annotations

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.content.story_ops import LineError, parse_cond, parse_effect
from atoterm.engine.campaign.advancement.saves import save_abilities
from atoterm.engine.state import GameState
from atoterm.engine.validate import StateError, validate_state
from atoterm.views.campaign import campaign_overview, clue_and_ally_words


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.shipped()


def _holding(*clues: str, read: tuple[str, ...] = (), allies: tuple[str, ...] = ()):
    def setup(state: GameState) -> None:
        state.story.clues.extend(clues)
        state.story.clues_read.extend(read)
        state.story.allies.extend(allies)

    return setup


def test_gen_039_the_storybook_format_reads_clue_and_ally_lines() -> None:
    assert parse_effect("gain_clue salt-crown-page") == {
        "op": "gain_clue",
        "clue": "salt-crown-page",
    }
    assert parse_effect("read_clue x")["op"] == "read_clue"
    assert parse_effect("gain_ally ione") == {"op": "gain_ally", "ally": "ione"}
    assert parse_cond("clue salt-crown-page").kind == "clue"
    assert parse_cond("ally ione").arg == "ione"
    with pytest.raises(LineError):
        parse_effect("gain_clue")


def test_gen_039_the_cycle_has_clue_and_ally_cards(content: ContentPack) -> None:
    book = content.storybook
    assert book is not None
    assert set(book.clues) == {"salt-crown-page", "silver-earring"}
    assert book.allies["ione"].saves == ("crew",)
    assert book.allies["ione"].target == 8


def test_gen_039_camp_033_a_granted_clue_goes_face_down_beside_the_story_card(
    content: ContentPack,
) -> None:
    run = kit.read("0028", content)
    run.choose("leader:0")
    assert run.state.story.clues == ["silver-earring", "salt-crown-page"]
    assert run.state.story.clues_read == []
    lines = clue_and_ally_words(content, run.state)
    # face down: only the back shows, never the name or the face [CAMP-033]
    assert (
        lines
        == [
            "Clue (face down; its back: Cycle I, Story card 1B) — not to be read until the story "
            "says so"
        ]
        * 2
    )
    assert not any("earring" in line or "crown" in line for line in lines)


def test_camp_033_a_clue_road_is_greyed_without_the_card(content: ContentPack) -> None:
    run = kit.read("0075", content)
    run.choose("leader:0")
    road = run.option("choice:3")
    assert road.disabled == "needs a Clue card you do not hold"


def test_camp_033_the_story_says_to_read_a_held_clue_and_it_turns_face_up(
    content: ContentPack,
) -> None:
    run = kit.read("0075", content, setup=_holding("salt-crown-page"))
    run.choose("leader:0", "choice:3")
    assert "0122" in run.read()
    assert run.state.story.clues_read == ["salt-crown-page"]
    assert run.state.progress == 1
    (line,) = clue_and_ally_words(content, run.state)
    assert line.startswith("Clue: The Last Page of the Ledger — Beside Tektra's name")


def test_camp_033_arrastors_purser_clue_calls_his_raiders_off(content: ContentPack) -> None:
    run = kit.read("0081", content, setup=_holding("silver-earring"))
    run.choose("leader:0")
    assert run.option("choice:0").disabled  # Oressa's letter: no secret code 0155
    run.choose("choice:2")
    assert run.read()[-2:] == ["0123", "0087"]
    assert run.state.story.clues_read == ["silver-earring"]
    assert 22 in run.state.choice_matrix


def test_gen_039_an_ally_joins_and_lends_the_argo_a_save(content: ContentPack) -> None:
    run = kit.read("0031", content)
    assert run.state.story.allies == ["ione"]
    assert ("ally:ione", "crew") in [
        (key, what) for key, ability in save_abilities(run.state, content) for what in ability.saves
    ]
    lines = clue_and_ally_words(content, run.state)
    assert lines == [f"Ally: Ione, the Lamp-Apprentice — {content.storybook.allies['ione'].text}"]


def test_gen_039_a_state_naming_an_unknown_clue_is_refused(content: ContentPack) -> None:
    run = kit.read("0031", content)
    state = run.state
    state.story.clues_read.append("salt-crown-page")  # read but not held
    with pytest.raises(StateError, match="clues_read"):
        validate_state(state, content)


def test_gen_039_the_campaign_overview_lists_them_beside_the_story_card(
    content: ContentPack,
) -> None:
    run = kit.read("0031", content, setup=_holding("silver-earring"))
    (cards,) = [
        s.lines for s in campaign_overview(run.state, content) if s.title == "Story and Doom"
    ]
    assert cards[-2:] == tuple(clue_and_ally_words(content, run.state))
    assert cards[-1].startswith("Ally: Ione, the Lamp-Apprentice")
