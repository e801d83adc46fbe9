"""Format-5 journals written by this branch's revision-5 commit, read by today's code.

``tests/fixtures/journals_v5/README.md`` says how each journal was made (the commands of
``journals_v4``, same seeds, plus the two games where a revision-5 rule takes effect) and
``manifest.json`` what that commit printed and made of it. The checks are those of every kept
folder (``journal_fixtures_kit.py``): format 5 states are of layout 5 and keep it when played
on. Two more show that the folder holds revision 5's rules: with either fix turned off, the
journal that meets it no longer verifies, at the decision where the fix took effect.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from journal_fixtures_kit import KeptJournals
from support import HERE

from atoterm.content import ContentPack
from atoterm.engine.battle.abilities import ops_titan
from atoterm.engine.battle.primordial import move
from atoterm.engine.campaign import campaign_battle
from atoterm.engine.state import GameState
from atoterm.session import verify_journal

FOLDER = HERE / "fixtures" / "journals_v5"


class TestFormat5Journals(KeptJournals):
    FOLDER = FOLDER
    FORMAT = 5
    LAYOUT = 5
    KNOWN_BUGS: ClassVar[dict[str, str]] = {}
    SAMPLED = (
        *KeptJournals.SAMPLED,
        "battle_broken_off_move.atoj",  # revision 5: a broken-off move still ends
        "campaign_progress.atoj",  # revision 5: won Gear in the Armory only
    )


def revision_4(state: GameState) -> bool:
    """A revised rule as revision 4 played it."""
    del state
    return False


@pytest.mark.parametrize(
    ("name", "modules"),
    [
        pytest.param("battle_broken_off_move.atoj", (move,), id="BAT-PRIM-061 BAT-PRIM-075"),
        pytest.param(
            "campaign_progress.atoj", (ops_titan, campaign_battle), id="GEN-036 BAT-MISC-001"
        ),
    ],
)
def test_the_folder_holds_revision_5s_rules(
    content: ContentPack,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    name: str,
    modules: tuple[object, ...],
) -> None:
    """Replayed with the fix turned off (revision 4's rule), the journal diverges: its digests
    recorded revision 5's outcome."""
    for module in modules:
        for rule in ("broken_off_move_clears_titans", "battle_gear_joins_the_armory_only"):
            if hasattr(module, rule):
                monkeypatch.setattr(module, rule, revision_4)
    path = tmp_path / name
    path.write_bytes((FOLDER / name).read_bytes())
    result = verify_journal(path, content)
    assert not result.ok and result.divergence is not None
