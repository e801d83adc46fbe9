"""Format-3 journals written by commit 82a50b0, read by today's code.

``tests/fixtures/journals_v3/README.md`` says how each journal was made (that commit's own
command line: the games of ``journals_v2``, same seeds, same commands) and ``manifest.json``
what that commit printed and made of it. The checks are those of every kept folder
(``journal_fixtures_kit.py``): format 3 states are of layout 3 (options carry values) and keep
it when played on, so the rules of later revisions never apply to them.
"""

from __future__ import annotations

from typing import ClassVar

from journal_fixtures_kit import KeptJournals
from support import HERE


class TestFormat3Journals(KeptJournals):
    FOLDER = HERE / "fixtures" / "journals_v3"
    FORMAT = 3
    LAYOUT = 3
    KNOWN_BUGS: ClassVar[dict[str, str]] = {}
