"""Journal format 3 and the state layout upgrade (engine/upgrade.py, docs/journal-format.md).

Format 3 states carry option values; format 1 and 2 journals keep the states their digests
were taken of. These tests pin that an older journal's digests are exactly what the code that
wrote them computed, and that the upgrade of an old state and its projection back are exact.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import msgpack
import pytest
from support import HERE

from atoterm.cli.script import parse_script, run_script
from atoterm.content import ContentPack
from atoterm.content.editions import load_edition
from atoterm.engine.codec import canonical_bytes, from_plain, to_plain, unpack
from atoterm.engine.revision import REVISION_4, REVISION_5
from atoterm.engine.state import GameState
from atoterm.engine.story_state import GroupGain
from atoterm.engine.upgrade import (
    LAYOUT,
    LEGACY_LAYOUT,
    VALUES_LAYOUT,
    project_plain,
    upgrade_plain,
)
from atoterm.engine.validate import StateError, decode_game_state
from atoterm.session import Game
from atoterm.session.replay import verify_journal
from atoterm.store import read_journal

GOLDEN = HERE / "golden" / "voyage_seed2024.txt"
GOLDEN_FORMAT2_DIGEST = 0x46922505AFC4AC03
"""The golden script's digest before format 3 (test_determinism's pin until then): played
today in a format 2 journal it must still end there, so nothing but the encoding changed."""
GOLDEN_FORMAT3_DIGEST = 0x8D7489452F9B2742
"""The golden script's digest in format 3 (test_determinism's pin until format 4): played
today in a format 3 journal it must still end there (rules revision 3, layout 3)."""
GOLDEN_FORMAT4_DIGEST = 0xBD0DDEF4E827B093
"""The golden script's digest in format 4 (test_determinism's pin until format 5): played
today in a format 4 journal it must still end there (rules revision 4, layout 4)."""
GOLDEN_FORMAT5_DIGEST = 0xD0101A0BBE4221A4
"""The golden script's digest in format 5 (test_determinism's pin until format 6): played
today in a format 5 journal it must still end there (rules revision 5, layout 5)."""
GOLDEN_FORMAT6_DIGEST = 0x4FCBA9D901B878DA
"""The golden script's digest in format 6 (test_determinism's pin until format 7): played
today in a format 6 journal it must still end there (rules revision 6, layout 6, BLAKE2b-64;
format 7 has the same states and digests them with XXH3-64)."""
FIXTURES = sorted((HERE / "fixtures" / "journals_v1").glob("*.atoj"))


def _golden_in(content: ContentPack, journal_format: int, save: Path | None = None) -> Game:
    """The golden script in a journal of ``journal_format``, on the first edition of the Cycle
    (the content it was written for: ``tests/test_determinism.py``)."""
    edition = load_edition("atoterm-cycle1", "8c3805d46b62e1ed")
    assert edition is not None
    content = edition
    header = dataclasses.replace(Game.new(content, 2024).header, format=journal_format)
    game = Game.begin(content, header, save, durable=False)
    commands = parse_script(GOLDEN.read_text(encoding="utf-8"), GOLDEN.name)
    run_script(game, commands, GOLDEN.name)
    return game


@pytest.mark.parametrize(
    ("journal_format", "layout", "pinned"),
    [
        (2, LEGACY_LAYOUT, GOLDEN_FORMAT2_DIGEST),
        (3, VALUES_LAYOUT, GOLDEN_FORMAT3_DIGEST),
        (4, REVISION_4, GOLDEN_FORMAT4_DIGEST),
        (5, REVISION_5, GOLDEN_FORMAT5_DIGEST),
        (6, LAYOUT, GOLDEN_FORMAT6_DIGEST),
    ],
)
def test_an_older_format_journal_digests_as_before(
    content: ContentPack, tmp_path: Path, journal_format: int, layout: int, pinned: int
) -> None:
    """The whole golden campaign, played in a journal of an older format with today's code,
    ends on the digest that format pinned (its states of that layout and rules revision), and
    the journal written verifies."""
    save = tmp_path / f"format{journal_format}.atoj"
    game = _golden_in(content, journal_format, save)
    game.close()
    assert game.state.layout == layout
    assert game.digest == pinned
    assert read_journal(save).header.format == journal_format
    result = verify_journal(save, content)
    assert result.ok and result.digest == pinned


def test_a_new_state_digests_its_option_values(content: ContentPack) -> None:
    """The same choices in format 3 on reach the same game, digested with its values."""
    game = Game.new(content, 2024)
    assert game.header.format == 7 and game.state.layout == LAYOUT
    pending = game.state.pending
    assert pending is not None and pending.kind == "skill_bonus"
    before = game.digest
    pending.options[0].value = "something else"
    assert game.history.digest_of(canonical_bytes(game.state)) != before


def test_a_legacy_state_is_digested_without_its_values(content: ContentPack) -> None:
    header = dataclasses.replace(Game.new(content, 2024).header, format=2)
    game = Game.begin(content, header)
    pending = game.state.pending
    assert pending is not None and pending.options[0].value == pending.options[0].id
    before = canonical_bytes(game.state)
    pending.options[0].value = "anything"
    assert canonical_bytes(game.state) == before
    assert b"value" not in before and b"layout" not in before


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_old_keyframes_upgrade_and_project_back_exactly(path: Path, content: ContentPack) -> None:
    """Every keyframe of the committed format 1 journals: decoded through the upgrade, the
    state's canonical bytes are the recorded bytes again, byte for byte."""
    journal = read_journal(path)
    states = [r.state for r in journal.records if r.kind == "keyframe"]
    if journal.header.start:
        states.append(journal.header.start)
    assert states
    for data in states:
        plain = unpack(data)
        state = from_plain(GameState, upgrade_plain(plain))
        assert state.layout == LEGACY_LAYOUT
        assert canonical_bytes(state) == data


def test_group_gains_upgrade_from_text_and_project_back() -> None:
    old = {"adventure": {"pending_group": ["gain_triskelion|danger|1", "despair||-1"]}}
    upgraded = upgrade_plain(old)
    assert upgraded["adventure"]["pending_group"] == [
        {"op": "gain_triskelion", "stat": "danger", "unit": 1},
        {"op": "despair", "stat": "", "unit": -1},
    ]
    assert project_plain(upgraded)["adventure"]["pending_group"] == [
        "gain_triskelion|danger|1",
        "despair||-1",
    ]
    assert to_plain(GroupGain("despair", "", -1)) == {"op": "despair", "stat": "", "unit": -1}


def test_old_pending_options_gain_the_values_their_ids_named() -> None:
    old = {
        "pending": {
            "kind": "adv.choice",
            "options": [{"id": "choice:0", "label": "a"}, {"id": "choice:2", "label": "b"}],
        }
    }
    options = upgrade_plain(old)["pending"]["options"]
    assert [o["value"] for o in options] == [0, 2]
    assert project_plain(old)["pending"]["options"] == [
        {"id": "choice:0", "label": "a"},
        {"id": "choice:2", "label": "b"},
    ]


@pytest.mark.parametrize(
    "layout",
    [VALUES_LAYOUT, REVISION_4, REVISION_5, LAYOUT],
    ids=["layout 3", "layout 4", "layout 5", "layout 6"],
)
def test_a_new_state_is_never_projected(layout: int) -> None:
    """Layouts 3 to 6 are encoded alike: options keep their values, nothing is projected."""
    plain = {"layout": layout, "pending": {"kind": "adv.choice", "options": [{"id": "choice:0"}]}}
    assert upgrade_plain(plain) is plain
    assert project_plain(plain) is plain
    assert "value" not in plain["pending"]["options"][0]


def test_a_value_that_is_not_the_one_its_id_names_is_refused(content: ContentPack) -> None:
    """A handler trusts the value, so a file's value must be the one its id names."""
    game = Game.new(content, 2024)
    assert decode_game_state(canonical_bytes(game.state), content).pending == game.state.pending
    plain = to_plain(game.state, compact=True)
    plain["pending"]["options"][0]["value"] = (
        "fury" if plain["pending"]["options"][0]["id"] != "fury" else "will"
    )
    with pytest.raises(StateError, match=r"options\[0\]\.value"):
        decode_game_state(msgpack.packb(plain, use_bin_type=True), content)
