"""Possession Gear bound to whoever first equipped it [KEY-036, KEY-037, GEN-037].

A Gear card with Titan Possession, once equipped on a Titan in a campaign battle, must be
equipped on that Titan in every later battle, whichever Argonaut junctions with it; one with
Argonaut Possession must be equipped on whichever Titan that Argonaut takes. The campaign keeps
one :class:`~atoterm.engine.campaign_state.Possession` record per bound copy
(``CampaignState.possessions``):

* :func:`bind_after_battle`: when a campaign battle is over, each living Titan's Possession card
  that no record holds yet is bound (a battle is where a card is first equipped: the Armory
  is only a store between battles). An unnamed Dreamwalker has no record of its own, so the one
  that bound a Titan Possession card leaves the Dreamwalker count and joins the roster as a
  Titan record (unnamed), as naming one would: it is that Titan from then on.
* :func:`release_titan` / :func:`release_argonaut`: a Titan lost for good, an Argonaut dead or
  retired, frees its cards; the next Titan to equip one binds it anew.
* In a battle's Setup, :func:`bound_cards` are the cards a Titan must wear (the default loadout
  puts them on first and the players cannot take them off), and :func:`refusal` says, in the
  players' words, why a card bound elsewhere cannot go on this Titan.

A battle that is not the campaign's (practice, the Mnestis Theatre) reads no record and makes
none. Ruling (docs/rulings.md): a bond lasts while its Titan or Argonaut does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from atoterm.content.battle_schema import BattleContent, Gear
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.state import BattleState, TitanState
from atoterm.engine.campaign_state import Possession, TitanRecord
from atoterm.engine.context import Ctx
from atoterm.engine.revision import possession_binds
from atoterm.engine.state import GameState

KINDS: Mapping[str, str] = MappingProxyType(
    {"possession_titan": "titan", "possession_argonaut": "argonaut"}
)
"""Possession keyword -> what the card is bound to."""
RULES: Mapping[str, str] = MappingProxyType({"titan": "KEY-036", "argonaut": "KEY-037"})
WORDS: Mapping[str, str] = MappingProxyType(
    {"titan": "Titan Possession", "argonaut": "Argonaut Possession"}
)


def kind(gear: Gear) -> str:
    """ "titan", "argonaut" or "" (no Possession keyword)."""
    return next((k for kw, k in KINDS.items() if gear.keyword(kw) is not None), "")


def targets(bond: Possession, titan: TitanState) -> bool:
    """The bond names this Titan (its roster record) or the Argonaut junctioned with it."""
    if bond.titan:
        return bond.titan == titan.roster_uid
    return bond.argonaut >= 0 and bond.argonaut == titan.argonaut


def bound_cards(state: GameState, titan: TitanState) -> list[str]:
    """The cards this Titan must equip in a campaign battle, one per bond, in bond order."""
    return [p.card for p in state.campaign.possessions if targets(p, titan)]


def reserve(state: GameState, armory: list[str]) -> list[str]:
    """Take every bound copy out of ``armory`` (a working copy): the default loadout gives
    those only to the Titans they are bound to."""
    out: list[str] = []
    for bond in state.campaign.possessions:
        if bond.card in armory:
            armory.remove(bond.card)
            out.append(bond.card)
    return out


def owner_words(state: GameState, content: ContentPack, bond: Possession) -> str:
    """Whom a bond names, in the players' words: "the Hold-Dreamer Brine-Heart", "Kalon"."""
    if bond.titan:
        record = next((t for t in state.campaign.titans if t.uid == bond.titan), None)
        if record is None:
            return "a Titan no longer aboard"
        cls = _class_name(content, record.titan_class)
        return (
            f"the {cls} {record.name}" if record.name else f"the unnamed {cls} that first wore it"
        )
    if 0 <= bond.argonaut < len(state.argonauts):
        return state.argonauts[bond.argonaut].name
    return "an Argonaut no longer aboard"


def refusal(
    state: GameState,
    content: ContentPack,
    battle: BattleState,
    titan: TitanState,
    card: str,
    chosen: Sequence[str],
) -> str:
    """Why one more copy of ``card`` cannot go on ``titan`` (which holds ``chosen``): every copy
    left is bound to another Titan or Argonaut [KEY-036, KEY-037]; "" when one may."""
    bonds = [p for p in state.campaign.possessions if p.card == card]
    if not battle.from_argo or not bonds:
        return ""
    mine = sum(1 for p in bonds if targets(p, titan))
    if list(chosen).count(card) < mine:
        return ""  # a copy bound to this very Titan (or its Argonaut)
    free = battle.armory.count(card) - len(bonds)
    used = max(0, list(chosen).count(card) - mine)  # free copies this Titan already wears
    for other in battle.titans:
        if other is not titan:
            worn = sum(1 for g in other.gear if g.card == card)
            used += max(0, worn - sum(1 for p in bonds if targets(p, other)))
    if free - used >= 1:
        return ""
    bond = next(p for p in bonds if not targets(p, titan))
    owner = owner_words(state, content, bond)
    name = _gear_name(content, card)
    if bond.titan:
        return (
            f"{name} is bound to {owner} (Titan Possession): it may be equipped only on that "
            "Titan, whoever junctions with it"
        )
    return f"{name} is bound to {owner} (Argonaut Possession): it may be equipped only on {owner}'s Titan"


# ---------------------------------------------------------------- making and ending bonds
def bind_after_battle(ctx: Ctx, battle: BattleState) -> None:
    """Bind each Possession card a living Titan wore in this campaign battle that no record
    holds yet [KEY-036, KEY-037]."""
    state, bc = ctx.state, ctx.content.battle
    if bc is None or not battle.from_argo or not possession_binds(state):
        return
    for titan in battle.titans:
        if not titan.alive:
            continue
        worn: list[str] = []
        for gear in titan.gear:
            card, how = gear.card, kind(bc.gear[gear.card])
            worn.append(card)
            if not how or gear.card not in state.story.armory:
                continue
            bonds = [p for p in state.campaign.possessions if p.card == card]
            if worn.count(card) <= sum(1 for p in bonds if targets(p, titan)):
                continue  # already bound here
            if state.story.armory.count(card) - len(bonds) < 1:
                continue
            _bind(ctx, bc, titan, card, how)


def _bind(ctx: Ctx, bc: BattleContent, titan: TitanState, card: str, how: str) -> None:
    state = ctx.state
    if how == "titan":
        if not titan.roster_uid:
            titan.roster_uid = _own_record(state, titan.titan_class).uid
        bond = Possession(card, titan=titan.roster_uid)
    else:
        bond = Possession(card, argonaut=titan.argonaut)
    state.campaign.possessions.append(bond)
    who = owner_words(state, ctx.content, bond)
    ctx.emit(
        "possession_bound",
        f"{bc.gear[card].name} is bound to {who} ({WORDS[how]}): it must be equipped on "
        + ("that Titan" if how == "titan" else "their Titan")
        + " in every later Battle.",
        RULES[how],
        card=card,
    )


def _own_record(state: GameState, titan_class: str) -> TitanRecord:
    """An unnamed Dreamwalker that bound a card leaves the count and gets a record of its own."""
    state.argo.dreamwalkers = max(0, state.argo.dreamwalkers - 1)
    record = TitanRecord(state.campaign.next_titan_uid, titan_class)
    state.campaign.next_titan_uid += 1
    state.campaign.titans.append(record)
    return record


def release_titan(ctx: Ctx, uid: int) -> None:
    """A Titan lost for good frees the cards bound to it (they stay in the Armory)."""
    _release(ctx, [p for p in ctx.state.campaign.possessions if uid and p.titan == uid])


def release_argonaut(ctx: Ctx, seat: int) -> None:
    """A dead or retired Argonaut frees the cards bound to them."""
    _release(ctx, [p for p in ctx.state.campaign.possessions if p.argonaut == seat])


def _release(ctx: Ctx, bonds: list[Possession]) -> None:
    for bond in bonds:
        ctx.state.campaign.possessions.remove(bond)
        how = "titan" if bond.titan else "argonaut"
        ctx.emit(
            "possession_freed",
            f"{_gear_name(ctx.content, bond.card)} is bound to nobody any more: the next Titan "
            "to equip it binds it.",
            RULES[how],
            card=bond.card,
        )


def _gear_name(content: ContentPack, card: str) -> str:
    bc = content.battle
    return bc.gear[card].name if bc is not None and card in bc.gear else card


def _class_name(content: ContentPack, titan_class: str) -> str:
    bc = content.battle
    return bc.titans[titan_class].name if bc is not None and titan_class in bc.titans else ""
