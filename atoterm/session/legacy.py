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

from atoterm.engine.battle.core.state import Resume
from atoterm.engine.codec import canonical_bytes, digest_bytes
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
}
"""The layout of the states a journal of each format holds."""


def state_layout(journal_format: int) -> int:
    """The layout of the states of a journal of ``journal_format`` (``engine/upgrade.py``):
    a journal, replayed or played on, keeps the states its digests were taken of: a format 1
    or 2 journal without option values, a format 3 one of layout 3 (rules revision 3), a
    format 4 one of layout 4 (rules revision 4, ``engine/revision.py``), a format 5 one of
    layout 5 (rules revision 5), a format 6 one of layout 6 (rules revision 6)."""
    return FORMAT_LAYOUTS.get(journal_format, LAYOUT)


LEGACY_FORMATS = (1,)
"""Journal formats whose battle endings may have been written with an empty resume point."""


def legacy_ending(state: GameState, recorded_digest: int) -> GameState | None:
    """The empty-resume variant of ``state`` when it is a finished practice battle whose
    digest is ``recorded_digest``; None when ``state`` is not such a place."""
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
    if digest_bytes(canonical_bytes(variant)) != recorded_digest:
        return None
    return variant
