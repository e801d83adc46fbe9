"""The state layout upgrade: how a state written by journal formats 1 and 2 is read today.

Layout 3 (journal format 3 on) added two things to the state: every option of the pending
decision carries its ``value`` (``decisions.Option``), and an adventure's group gains still
to split are ``GroupGain`` records. A state of layout 2 (``GameState.layout`` absent: every
format 1 and 2 journal, and its keyframes, battle snapshots and start state) has neither, and
its digests were taken without them. So, in one place:

* ``upgrade_plain`` reads a layout-2 state's plain form as layout 3: the values are derived
  from the old option ids and the gains from their ``"op|stat|unit"`` text, so a decoded
  state equals the live one of the same journal (whose procedures set the values when they
  asked) and its loaded decision shows what the rules would ask (campaign and storybook
  decisions). This is the only code allowed to read data out of an option id. The answer to
  a decoded state's decision is always handled by the procedure that asks it again from the
  state (a restart), so its values come from that procedure.
* ``project_plain`` is its inverse: the plain form a layout-2 state is encoded in, for its
  canonical bytes and digest, exactly the bytes the older code wrote. A state keeps its
  layout for its whole life (a format 2 journal stays format 2, docs/journal-format.md).

Both work on plain data (``codec.to_plain``), so they need no rule module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

LAYOUT = 6
"""The layout of a state created by this code (``GameState.layout``): journal format 6. It is
encoded as layout 3 is; the number also names the rules revision the state plays by
(``engine/revision.py``). Layouts 4 and 5 (journal formats 4 and 5, ``revision.REVISION_4``,
``revision.REVISION_5``) are encoded alike."""
VALUES_LAYOUT = 3
"""The first layout whose options carry values (journal format 3): every layout from it on is
encoded the same way, by msgspec."""
LEGACY_LAYOUT = 2
"""The layout of a state without a ``layout`` field: journal formats 1 and 2."""

IdValue = Callable[[str], Any]


def _text(option_id: str) -> Any:
    """``"word:text"`` → ``"text"``; a bare word (``done``, ``back``) means nothing."""
    _, sep, rest = option_id.partition(":")
    return rest if sep else None


def _index(option_id: str) -> Any:
    """``"word:3"`` → 3; a bare word means nothing."""
    rest = _text(option_id)
    return int(rest) if isinstance(rest, str) and rest.isdigit() else rest


def _menu(option_id: str) -> Any:
    """An Advancement activity: ``[activity, its argument]``; a Titan to name by uid."""
    what, sep, arg = option_id.partition(":")
    if not sep:
        return None
    return [what, int(arg) if what == "name" and arg.isdigit() else arg]


def _node(option_id: str) -> Any:
    """``"node:<argonaut>:<mnemos>"`` → ``[argonaut, mnemos]``."""
    _, owner, card = option_id.split(":", 2)
    return [int(owner), card]


def _code(option_id: str) -> Any:
    """A secret code; "later" means none."""
    rest = _text(option_id)
    return None if rest == "later" else rest


def _leader(option_id: str) -> Any:
    """An Argonaut's index; "random" means none chosen."""
    rest = _index(option_id)
    return None if rest == "random" else rest


def _bonus(option_id: str) -> Any:
    """A bonus's index, ``"bonus:3"`` → 3; in a group test one Argonaut's declaration,
    ``"bonus:<argonaut>:<bonus>"`` → ``[argonaut, bonus]`` [EX-010]; "roll" means none."""
    parts = option_id.split(":")
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return [int(parts[1]), int(parts[2])]
    return _index(option_id)


OLD_VALUES: Mapping[str, IdValue] = MappingProxyType(
    {
        "skill_bonus": lambda option_id: option_id,
        "titanloss.class": _text,
        "drift.direction": _text,
        "encounter.order": _text,
        "encounter.primordial": _text,
        "diplomacy.local": _text,
        "explore.option": _index,
        "adva.menu": _menu,
        "adva.name": _text,
        "adva.pattern": _index,
        "adva.trade": _index,
        "adva.trade_give": _text,
        "adva.trade_get": _text,
        "adva.trade_qty": _index,
        "adv.code": _code,
        "adv.node_tie": _node,
        "adv.split": _index,
        "adv.leader": _leader,
        "adv.choice": _index,
        "adv.bonus": _bonus,
        "adv.group_reroll": _index,
    }
)
"""The value each kind's options had in their ids before layout 3 (kinds not listed carried
nothing the rules read from the id)."""


def old_value(kind: str, option_id: str) -> Any:
    """The value an option of ``kind`` named by ``option_id`` carries (the format upgrade;
    the state checks also use it to refuse a value that is not the one its id names)."""
    derive = OLD_VALUES.get(kind)
    return None if derive is None else derive(option_id)


def is_legacy(plain: dict[str, Any]) -> bool:
    layout = plain.get("layout", LEGACY_LAYOUT)
    return type(layout) is int and layout < VALUES_LAYOUT


def upgrade_plain(plain: Any) -> Any:
    """A state's plain form, with what layout 3 added filled in when it is older (in place;
    the layout stays as it is: the state is still encoded as it was written)."""
    if not isinstance(plain, dict) or not is_legacy(plain):
        return plain  # not a state at all: the decoder says why
    pending = plain.get("pending")
    if isinstance(pending, dict) and isinstance(pending.get("options"), list):
        kind = pending.get("kind")
        derive = OLD_VALUES.get(kind) if isinstance(kind, str) else None
        for option in pending["options"]:
            if derive is not None and isinstance(option, dict) and "id" in option:
                try:
                    value = derive(option["id"])
                except (TypeError, ValueError, AttributeError):
                    continue  # a malformed id: the state checks name it
                if value is not None:
                    option["value"] = value
    adventure = plain.get("adventure")
    if isinstance(adventure, dict) and isinstance(adventure.get("pending_group"), list):
        adventure["pending_group"] = [_gain(unit) for unit in adventure["pending_group"]]
    return plain


def _gain(unit: Any) -> Any:
    """``"op|stat|±1"`` → the plain form of a ``GroupGain``; anything else is left for the
    decoder to refuse."""
    if not isinstance(unit, str) or unit.count("|") != 2:
        return unit
    op, stat, amount = unit.split("|")
    if amount not in ("1", "-1"):
        return unit
    return {"op": op, "stat": stat, "unit": int(amount)}


def project_plain(plain: dict[str, Any]) -> dict[str, Any]:
    """The plain form a layout-2 state is encoded in: no option values, gains as text (a new
    map; ``plain`` is left as it is)."""
    if not is_legacy(plain):
        return plain
    out = dict(plain)
    pending = out.get("pending")
    if pending is not None and any("value" in o for o in pending["options"]):
        out["pending"] = dict(pending)
        out["pending"]["options"] = [
            {k: v for k, v in o.items() if k != "value"} for o in pending["options"]
        ]
    adventure = out.get("adventure")
    if adventure is not None and adventure.get("pending_group"):
        out["adventure"] = dict(adventure)
        out["adventure"]["pending_group"] = [
            f"{g['op']}|{g['stat']}|{g['unit']}" for g in adventure["pending_group"]
        ]
    return out
