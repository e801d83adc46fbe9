"""Format-6 journals written by the revision-6 commit (fc53c72), read by today's code.

``tests/fixtures/journals_v6/README.md`` says how each journal was made (the commands of
``journals_v5``, same seeds, plus campaigns on a generated sea of each length and one cut in
the first battle of each) and ``manifest.json`` what that commit printed and made of it. The
checks are those of every kept folder (``journal_fixtures_kit.py``): format 6 states are of
layout 6 and keep it when played on. More show that the folder holds revision 6's rules: with
a fix turned off, the journal that meets it no longer verifies, at the decision where the fix
took effect (no journal of the folder meets the fourth, a Mnemos discarded as a cost).
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from journal_fixtures_kit import KeptJournals
from support import HERE

from atoterm.content import ContentPack
from atoterm.engine.battle.abilities import ops_basic
from atoterm.engine.battle.flow import aftermath
from atoterm.engine.campaign import possession
from atoterm.engine.state import GameState
from atoterm.session import verify_journal

FOLDER = HERE / "fixtures" / "journals_v6"


class TestFormat6Journals(KeptJournals):
    FOLDER = FOLDER
    FORMAT = 6
    LAYOUT = 6
    KNOWN_BUGS: ClassVar[dict[str, str]] = {}
    SAMPLED = (
        *KeptJournals.SAMPLED,
        "campaign_progress.atoj",  # revision 6: a Possession card bound after a battle
        "sea_short_campaign.atoj",  # a generated sea, rebuilt from the header's seed
    )


def revision_5(state: GameState) -> bool:
    """A revised rule as revision 5 played it."""
    del state
    return False


@pytest.mark.parametrize(
    ("name", "module", "rule", "record"),
    [
        # Kalon holds a combat Fatigue token when Winded gives its own at the start of his
        # turn (decision 284): the first token stays.
        pytest.param(
            "battle_ammonax_expert.atoj", ops_basic, "fatigue_token_kept", 293, id="BAT-MISC-096"
        ),
        # The Ilyran Vigil Lamp Kalon wore in the first battle is bound to him (day 6).
        pytest.param(
            "campaign_progress.atoj", possession, "possession_binds", 372, id="KEY-036 KEY-037"
        ),
        # The Casualties step discards every Despair token.
        pytest.param("battle_threnos.atoj", aftermath, "aftermath_hooks_run", 250, id="CYC1-018"),
        # The Casualties step ends Doros' Awakening and announces an Adversary symbol.
        pytest.param(
            "battle_ammonax_l4.atoj",
            aftermath,
            "aftermath_hooks_run",
            299,
            id="BAT-MISC-072 VOY-037",
        ),
    ],
)
def test_the_folder_holds_revision_6s_rules(
    content: ContentPack,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    name: str,
    module: object,
    rule: str,
    record: int,
) -> None:
    """Replayed with the fix turned off (revision 5's rule), the journal diverges at the
    record where the fix took effect: its digests recorded revision 6's outcome."""
    monkeypatch.setattr(module, rule, revision_5)
    path = tmp_path / name
    path.write_bytes((FOLDER / name).read_bytes())
    result = verify_journal(path, content)
    assert not result.ok and result.divergence is not None
    assert result.divergence.record == record, result.divergence.describe()
