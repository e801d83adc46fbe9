"""One registry of effect ops for every kind of card and paragraph (ARCHITECTURE §2)."""

from __future__ import annotations

import inspect

import pytest

from atoterm.content.battle_parse import parse_words
from atoterm.content.battle_schema import BATTLE_OPS
from atoterm.content.op_aliases import ALIASES
from atoterm.content.story_ops import OP_SIGNATURES, parse_effect
from atoterm.engine.battle import rules  # noqa: F401  (every battle op module registers on import)
from atoterm.engine.battle.abilities import effects as battle_effects
from atoterm.engine.effect_registry import BATTLE, CAMPAIGN, REGISTRY, Registry
from atoterm.engine.effects import EFFECTS


def test_one_registry_serves_both_scopes() -> None:
    assert EFFECTS is REGISTRY.table(CAMPAIGN)
    assert battle_effects.OPS is REGISTRY.table(BATTLE)
    for name in (*OP_SIGNATURES, *BATTLE_OPS):
        entry = REGISTRY.entry(name)
        assert entry is not None, name


@pytest.mark.parametrize("name", ["gain_gear", "gain_resource", "gain_despair", "adversary"])
def test_a_name_used_in_both_scopes_is_one_op(name: str) -> None:
    """The scope comes from where the effect runs: one op, one procedure per scope."""
    entry = REGISTRY.entry(name)
    assert entry is not None
    assert entry.scopes() == (CAMPAIGN, BATTLE)


def test_an_alias_is_never_registered() -> None:
    registry = Registry()
    with pytest.raises(ValueError, match="alias"):
        registry.register("despair", BATTLE, lambda *a: None)
    for alias in ALIASES:
        assert alias not in REGISTRY.entries


def test_registering_an_op_twice_in_one_scope_fails_but_both_scopes_may() -> None:
    registry = Registry()
    registry.register("x", CAMPAIGN, lambda *a: None)
    registry.register("x", BATTLE, lambda *a: None)
    with pytest.raises(ValueError, match="registered twice"):
        registry.register("x", BATTLE, lambda *a: None)


def test_aliases_fold_at_content_load() -> None:
    assert parse_effect("despair 2")["op"] == "gain_despair"
    assert parse_effect("fate 1 who=group") == parse_effect("gain_triskelion fate 1 who=group")
    battle, error = parse_words("despair 1", BATTLE_OPS, "effect")
    assert error == "" and battle is not None and battle.op == "gain_despair"
    battle, error = parse_words("gain_triskelion rage 2", BATTLE_OPS, "effect")
    assert error == "" and battle is not None and (battle.op, battle.value) == ("rage", 2)


def test_instant_ops_are_plain_procedures() -> None:
    """An op that never asks is called without a generator; the table still offers it as a
    procedure for callers that ``yield from`` every op."""
    instant = [n for n, e in REGISTRY.entries.items() if e.instant.get(BATTLE)]
    assert "token" in instant and "precision" in instant
    for name in instant:
        fn = REGISTRY.table(BATTLE)[name]
        plain = fn.instant  # type: ignore[attr-defined]
        assert not inspect.isgeneratorfunction(plain), name
        assert inspect.isgeneratorfunction(fn), name
    assert not REGISTRY.entries["knockback"].instant[BATTLE]
