"""A Summoning's menu entry asks only whether some charge may pay for it (``payable``), not
which ones (``charges``): both must agree on every Argo sheet (the charge rules themselves
are tested in ``test_battle_summoning.py``)."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from atoterm.engine.battle.titans.summoning import charges, payable
from atoterm.engine.state import Pantheon

IDS = ("a", "b", "c")
ids = st.lists(st.sampled_from(IDS), max_size=3, unique=True)


@settings(max_examples=300, deadline=None)
@given(
    sid=st.sampled_from(IDS),
    summonings=ids,
    one_off=ids,
    exhausted=ids,
    limit=st.integers(0, 3),
    spent=st.integers(0, 3),
    bonus=st.integers(0, 2),
)
def test_payable_is_charges_not_empty(
    sid: str,
    summonings: list[str],
    one_off: list[str],
    exhausted: list[str],
    limit: int,
    spent: int,
    bonus: int,
) -> None:
    powers = Pantheon(
        summonings=summonings,
        one_off=one_off,
        exhausted=exhausted,
        summon_limit=limit,
        charges_spent=spent,
        bonus_charges=bonus,
    )
    s = SimpleNamespace(id=sid)
    b = SimpleNamespace(state=SimpleNamespace(powers=powers))
    assert payable(powers, s) is bool(charges(b, s))  # type: ignore[arg-type]
