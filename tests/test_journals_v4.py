"""Format-4 journals written by commit fabde0d, read by today's code.

``tests/fixtures/journals_v4/README.md`` says how each journal was made (that commit's own
command line: the games of ``journals_v3``, same seeds, same commands, plus a heroic campaign
and a battle played by the expert, both new in format 4) and ``manifest.json`` what that commit
printed and made of it. The checks are those of every kept folder (``journal_fixtures_kit.py``):
format 4 states are of layout 4 and keep it when played on.
"""

from __future__ import annotations

from typing import ClassVar

from journal_fixtures_kit import KeptJournals
from support import HERE


class TestFormat4Journals(KeptJournals):
    FOLDER = HERE / "fixtures" / "journals_v4"
    FORMAT = 4
    LAYOUT = 4
    KNOWN_BUGS: ClassVar[dict[str, str]] = {}
    SAMPLED = (
        *KeptJournals.SAMPLED,
        "campaign_heroic.atoj",  # a difficulty in its header (new in stop 22)
        "battle_ammonax_expert.atoj",  # the policy stop 22 added
    )
