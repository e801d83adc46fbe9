"""A campaign battle set up by its Battle Scenario page [BAT-SETUP-002, BAT-MISC-008].

Every Timeline, Adversary and story battle uses the page of the storybook for the Primordial
being fought, or the page a paragraph directs to (``page=`` on a battle direction). The page's
words are shown at Battle Setup, its terrain is added to the Primordial's diagram, and the
resources it grants for a victory are kept on the battle (``page_aftermath``) for the Aftermath
to add on top of the BP cards' (``battle/flow/aftermath.py``). Practice battles have no page:
they are fought on the bare diagram.
"""

from __future__ import annotations

from atoterm.engine.battle.core.state import BattleState, TerrainPiece
from atoterm.engine.context import Ctx


def set_up_page(ctx: Ctx, battle: BattleState, page_id: str = "") -> None:
    """Apply the battle's Battle Scenario page (none in a storybook without pages)."""
    book = ctx.content.storybook
    page = book.page_for(battle.primordial.id, page_id) if book is not None else None
    if page is None:
        return
    battle.page = page.id
    battle.page_aftermath = dict(sorted(page.aftermath_won.items()))
    for terrain, cells in page.terrain:
        uid = max([battle.next_uid, *(p.uid + 1 for p in battle.terrain)])
        battle.terrain.append(TerrainPiece(uid, terrain, [list(c) for c in cells]))
        battle.next_uid = uid + 1
    ctx.emit(
        "battle_scenario",
        f"Battle Scenario — {page.name}: {page.text}",
        "BAT-SETUP-002",
        page=page.id,
    )
