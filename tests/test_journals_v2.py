"""Format-2 journals written by the released version (commit dc45a77), read by today's code.

``tests/fixtures/journals_v2/README.md`` says how each journal was made (the landed version's
own command line) and ``manifest.json`` what that version printed and made of it. The checks
are those of every kept folder (``journal_fixtures_kit.py``), plus what is particular to a
format-2 journal: its states have no layout field (layout 2) and keep it.
"""

from __future__ import annotations

from typing import ClassVar

from journal_fixtures_kit import KeptJournals
from support import HERE

from atoterm.engine.upgrade import LEGACY_LAYOUT


class TestFormat2Journals(KeptJournals):
    FOLDER = HERE / "fixtures" / "journals_v2"
    FORMAT = 2
    LAYOUT = LEGACY_LAYOUT
    KNOWN_BUGS: ClassVar[dict[str, str]] = {}
