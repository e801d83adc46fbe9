"""The boundary between a file and the rules: a state read from a journal is decoded and
checked completely before any rule procedure sees it.

A journal is untrusted input, and so are the states inside it (the header's ``start`` state
of a scenario or practice game, every keyframe, and the battle snapshots inside those). The
codec checks the types (``codec.from_plain``) and bounds the nesting; this package checks what
the rules take for granted: known steps and kinds, counts, ranges, positions on the board,
indices into lists, and every id that must name content of the pack the journal is played
with. One failure is reported, as ``path: reason``::

    state.battle.titans[2]: (14, 3) is off the board (12 by 18)

:func:`decode_game_state` is the one entry point (``session/history.py`` and
``session/game.py`` decode every state from a file through it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import BattleState
from atoterm.engine.battle.titans.round import turn_label
from atoterm.engine.codec import field_from_plain, from_plain, to_plain, unpack
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState
from atoterm.engine.upgrade import upgrade_plain
from atoterm.engine.validate import adventure_decisions as _adventure_decisions  # noqa: F401
from atoterm.engine.validate import checks as c
from atoterm.engine.validate.battle import check_battle
from atoterm.engine.validate.campaign import (
    ability_key,
    check_argonauts,
    check_campaign_state,
    check_powers,
    check_top,
)
from atoterm.engine.validate.checks import StateError
from atoterm.engine.validate.decisions import check_pending
from atoterm.engine.validate.known import Known, known
from atoterm.engine.validate.story import check_adventure, check_sheet_cards, check_story

__all__ = ["StateError", "decode_game_state", "validate_state"]

_SNAPSHOT, _PRE_BATTLE = "battle.resume.snapshot", "battle.pre_battle"
Area = Callable[[GameState, Known, str], None]
AREAS: tuple[tuple[tuple[str, ...], Area], ...] = (
    (("argonauts", "fallen_sheets"), check_argonauts),
    (("argonauts", "fallen_sheets"), check_sheet_cards),
    (("powers",), check_powers),
    (("campaign",), check_campaign_state),
    (("story",), check_story),
    (("adventure",), check_adventure),
)
"""The parts of the state checked on their own: a part of a state inside a battle that is
equal to the outer state's (already checked) is not checked again."""
_BATTLE_FIELDS = frozenset(BattleState.__dataclass_fields__)


def decode_game_state(data: bytes, content: ContentPack, where: str = "state") -> GameState:
    """The state in ``data`` (canonical bytes), checked for ``content``; DecodeError (its
    subclass StateError for a broken rule) saying which value is wrong and why."""
    plain = unpack(data)
    state = from_plain(GameState, upgrade_plain(plain), where)
    assert isinstance(state, GameState)
    _validate(state, known(content), where, nested="", same=frozenset())
    if state.battle is not None:
        _inner_states(state, plain, known(content), where)
    return state


def validate_state(state: GameState, content: ContentPack, where: str = "state") -> None:
    """Raise StateError unless every rule can take ``state`` as it is (the states inside its
    battle included)."""
    ids = known(content)
    _validate(state, ids, where, nested="", same=frozenset())
    if state.battle is not None:
        _inner_states(state, to_plain(state, compact=True), ids, where)


def _validate(
    state: GameState,
    ids: Known,
    where: str,
    nested: str,
    same: frozenset[str],
    same_battle: frozenset[str] = frozenset(),
) -> None:
    """Every check of one state; ``same`` (``same_battle``): top-level (battle) fields equal
    to those of a state already checked (a snapshot's outer state), whose checks are skipped."""
    check_top(state, ids, where)
    for names, area in AREAS:
        if not same.issuperset(names):
            area(state, ids, where)
    _stage(state, ids, where)
    if state.battle is not None:
        check_battle(state, state.battle, ids, where, same_battle)
    if nested:
        _nested_rules(state, where, nested)
    check_pending(state, ids, where)


def _stage(state: GameState, ids: Known, where: str) -> None:
    """``round|step|part``: the part of the current step already done. Only the current
    step's part is read (an older one is reset); the Advancement Step parses its parts."""
    stage = state.campaign.stage
    key = f"{state.round}|{state.step}|"
    if not stage.startswith(key):
        return
    part = stage[len(key) :]
    path = f"{where}.campaign.stage"
    if state.step == "exploration" and part.startswith("drawing") and not ids.exploration:
        c.fail(path, "drawing from an Exploration deck this pack does not have")
    if state.step != "advancement":
        return
    if part in ("", "menu") or part.startswith("pattern:"):
        return
    if part.startswith("name:"):
        c.number_after(path, part, "name:", c.COUNT_MAX)
        return
    if part.startswith("reroll:"):
        ability, _, natural = part[len("reroll:") :].rpartition(":")
        ability_key(path, ability, ids)
        if not c.is_number(natural):
            c.fail(path, f"{c.shown(part)}: the die is not a number")
        return
    c.fail(path, f"unknown part of the Advancement Step {c.shown(part)}")


def _nested_rules(state: GameState, where: str, nested: str) -> None:
    """A snapshot is taken without its resume point and pending decision; the state before a
    battle has neither, nor a state before it: the nesting ends after two levels."""
    battle = state.battle
    if battle is None:
        c.fail(where, "a state inside a battle is a battle's")
    resume = battle.resume
    if resume.snapshot or resume.answers or resume.label:
        c.fail(f"{where}.battle.resume", f"a {nested} holds no restart point")
    if nested == _PRE_BATTLE and battle.pre_battle:
        c.fail(f"{where}.battle.pre_battle", "the state before a battle holds no other")
    if state.pending is not None:
        c.fail(f"{where}.pending", f"a {nested} has no decision pending")


def _inner_states(state: GameState, plain: dict[str, Any], ids: Known, where: str) -> None:
    """A battle carries whole states as bytes: its restart point (``resume.snapshot``) and the
    state before the battle (``pre_battle``, what a Sisyphus Tear restores). The driver decodes
    them later, so they are checked now."""
    battle = state.battle
    assert battle is not None
    resume = battle.resume
    c.length(f"{where}.battle.resume.answers", resume.answers, c.LIST_MAX)
    for index, answer in enumerate(resume.answers):
        c.ident(f"{where}.battle.resume.answers[{index}]", answer)
    c.ident(f"{where}.battle.resume.label", resume.label, empty=True)
    if resume.snapshot:
        label, inner_pre = _snapshot(resume.snapshot, state, plain, ids, f"{where}.{_SNAPSHOT}")
        if resume.label != label:
            c.fail(
                f"{where}.battle.resume.label",
                f"{c.shown(resume.label)} is not where the snapshot restarts ({label!r})",
            )
        if inner_pre and inner_pre != battle.pre_battle:
            _pre_battle(inner_pre, state, plain, ids, f"{where}.{_SNAPSHOT}.{_PRE_BATTLE}")
    elif resume.answers or resume.label:
        c.fail(f"{where}.battle.resume", "answers without the snapshot they follow")
    if battle.pre_battle:
        _pre_battle(battle.pre_battle, state, plain, ids, f"{where}.{_PRE_BATTLE}")


def _snapshot(
    data: bytes, outer: GameState, plain: dict[str, Any], ids: Known, where: str
) -> tuple[str, bytes]:
    """Check a battle snapshot; (the checkpoint it restarts at, its state before the battle).
    Bytes already checked with this pack are not checked twice (undo decodes the same
    keyframe again and again)."""
    found = ids.checked.get((_SNAPSHOT, data))
    if isinstance(found, tuple):
        return found
    inner = _inner(data, outer, plain, ids, where, _SNAPSHOT)
    battle = inner.battle
    assert battle is not None
    if battle.cursor == "over":
        c.fail(f"{where}.battle.cursor", "a restart point is inside a battle under way")
    if battle.cursor == "titan_round" and not battle.round_started:
        c.fail(f"{where}.battle.round_started", "a Titan Round restarts after its start")
    result = (restart_label(inner, ids.content), battle.pre_battle)
    ids.remember((_SNAPSHOT, data), result)
    return result


def _pre_battle(
    data: bytes, outer: GameState, plain: dict[str, Any], ids: Known, where: str
) -> None:
    """Check the state before a battle (every keyframe of a battle carries the same one)."""
    if ids.checked.get((_PRE_BATTLE, data)) is None:
        _inner(data, outer, plain, ids, where, _PRE_BATTLE)
        ids.remember((_PRE_BATTLE, data), True)


def _inner(
    data: bytes, outer: GameState, plain: dict[str, Any], ids: Known, where: str, role: str
) -> GameState:
    """A state inside a battle, checked as one: only its fields that differ from the outer
    state's are decoded and checked again (a snapshot mostly repeats the campaign around the
    battle, down to most of the battle's own fields)."""
    inner_plain = unpack(data)
    if type(inner_plain) is not dict:
        c.fail(where, "expected a map for GameState")
    same = _same(GameState, inner_plain, plain)
    same_battle = _BATTLE_FIELDS if "battle" in same else frozenset()
    inner_battle, outer_battle = inner_plain.get("battle"), plain.get("battle")
    if "battle" in same or outer.battle is None or type(inner_battle) is not dict:
        state = _merged(GameState, inner_plain, outer, same, where)
    else:  # the battle is the part a snapshot changes: only its changed fields are decoded
        state = _merged(GameState, inner_plain, outer, same | {"battle"}, where)
        same_battle = _same(BattleState, inner_battle, outer_battle)
        state.__dict__["battle"] = _merged(
            BattleState, inner_battle, outer.battle, same_battle, f"{where}.battle"
        )
    _validate(state, ids, where, nested=role, same=same, same_battle=same_battle)
    return state


def _same(cls: type, inner: dict[str, Any], outer: dict[str, Any]) -> frozenset[str]:
    """The fields of ``cls`` whose plain values are equal (absent counts as the default)."""
    missing = object()
    names = cls.__dataclass_fields__  # type: ignore[attr-defined]
    return frozenset(n for n in names if inner.get(n, missing) == outer.get(n, missing))


def _merged(
    cls: type, inner: dict[str, Any], outer_obj: Any, same: frozenset[str], where: str
) -> Any:
    """``inner`` decoded as ``cls``, reusing the decoded fields of ``outer_obj`` named in
    ``same`` (equal plain values: those were decoded and checked with the outer state)."""
    names = cls.__dataclass_fields__  # type: ignore[attr-defined]
    unknown = sorted(str(k) for k in inner if k not in names)
    if unknown:
        c.fail(where, f"unknown field {unknown[0]!r}")
    values = dict(vars(outer_obj))
    for name in names:
        if name not in same:
            values[name] = field_from_plain(cls, name, inner, where)
    obj = object.__new__(cls)
    obj.__dict__ = values
    return obj


def restart_label(state: GameState, content: ContentPack) -> str:
    """The checkpoint ``battle_main`` reaches first from ``state`` (``battle/main.py``): a
    snapshot is resumed only from the checkpoint it was taken at."""
    battle = state.battle
    assert battle is not None
    if battle.cursor == "primordial_round":
        return f"primordial_round:{battle.round + 1}"
    if battle.cursor == "titan_round":
        return turn_label(B(state, content, Rng(state.seed, {})))
    return battle.cursor
