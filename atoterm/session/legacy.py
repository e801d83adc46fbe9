"""What format-1 journals may hold that today's rules no longer produce (the upgrade rule).

Before journal format 2, the battle driver left two different states behind the answer that
ends a practice battle, depending on how it got there: continuing the procedure that asked
(the usual case) kept the last resume point in ``battle.resume``; restarting it from the
snapshot (the first decision after a load, an undo or a redo) left ``battle.resume`` empty.
Both were written to journals, and `verify` accepted both because it re-ran the same path.
Today both paths keep the resume point, so a format-1 journal whose battle ended on a restart
records a digest of the empty-resume state. That variant is accepted for format-1 journals
only, at that one place: a finished standalone battle whose resume point is all that differs.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from atoterm.engine.battle.core.state import Resume
from atoterm.engine.codec import blake2b_64, canonical_bytes, xxh3_64
from atoterm.engine.revision import REVISION_4, REVISION_5
from atoterm.engine.state import GameState
from atoterm.engine.upgrade import LAYOUT, LEGACY_LAYOUT, VALUES_LAYOUT

FORMAT_LAYOUTS = {
    1: LEGACY_LAYOUT,
    2: LEGACY_LAYOUT,
    3: VALUES_LAYOUT,
    4: REVISION_4,
    5: REVISION_5,
    6: LAYOUT,
    7: LAYOUT,
}
"""The layout of the states a journal of each format holds (format 7 changed the digest
only: its states are format 6's)."""


def state_layout(journal_format: int) -> int:
    """The layout of the states of a journal of ``journal_format`` (``engine/upgrade.py``):
    a journal, replayed or played on, keeps the states its digests were taken of: a format 1
    or 2 journal without option values, a format 3 one of layout 3 (rules revision 3), a
    format 4 one of layout 4 (rules revision 4, ``engine/revision.py``), a format 5 one of
    layout 5 (rules revision 5), a format 6 or 7 one of layout 6 (rules revision 6)."""
    return FORMAT_LAYOUTS.get(journal_format, LAYOUT)


XXH3_FORMAT = 7
"""The first journal format whose state digests are XXH3-64 (BLAKE2b-64 before it)."""


def state_digest(journal_format: int) -> Callable[[bytes], int]:
    """The function a journal of ``journal_format`` digests its states' canonical bytes with:
    BLAKE2b-64 for formats 1 to 6, XXH3-64 from format 7 (``engine/codec.py``). A journal
    keeps its digest for its whole life, as it keeps its layout: every digest a format 1 to 6
    journal recorded is checked, and written when it is played on, with BLAKE2b."""
    return blake2b_64 if journal_format < XXH3_FORMAT else xxh3_64


LEGACY_FORMATS = (1,)
"""Journal formats whose battle endings may have been written with an empty resume point."""


def legacy_ending(state: GameState, recorded_digest: int) -> GameState | None:
    """The empty-resume variant of ``state`` when it is a finished practice battle whose
    digest is ``recorded_digest``; None when ``state`` is not such a place. (Only format 1
    journals hold such endings, so the digest is format 1's, BLAKE2b-64.)"""
    battle = state.battle
    if (
        battle is None
        or not battle.standalone
        or state.outcome is None
        or state.pending is not None
        or battle.resume == Resume()
    ):
        return None
    variant = copy.copy(state)
    variant.battle = copy.copy(battle)
    variant.battle.resume = Resume()
    if blake2b_64(canonical_bytes(variant)) != recorded_digest:
        return None
    return variant
