"""Campaign rules that other modules use: secret decks [GEN-030]."""

from __future__ import annotations

import adventure_kit as kit
import pytest

from atoterm.engine.effects import resolve


@pytest.mark.parametrize("card", ["tide-reader", "bell-founder"], ids=lambda c: f"GEN-030-{c}")
def test_gen_030_a_named_card_is_searched_for_not_drawn(card: str) -> None:
    """GEN-030: gaining a named card of a secret deck (the Mnemos deck) takes exactly that
    card, found by its id; nothing random is drawn."""
    content = kit.shipped()
    state = kit.fresh_state(content)
    ctx = kit.ctx_for(state, content)
    resolve(ctx, {"op": "gain_mnemos", "mnemos": card, "argonaut": 2})
    assert [m.id for m in state.argonauts[2].mnemos] == [card]
    assert ctx.rng.log == []


def test_gen_030_a_random_card_is_drawn() -> None:
    """GEN-028 against GEN-030: "a random Mnemos" is a draw from the shuffled candidates."""
    content = kit.shipped()
    state = kit.fresh_state(content)
    ctx = kit.ctx_for(state, content)
    resolve(ctx, {"op": "gain_mnemos", "mnemos": "random", "argonaut": 0})
    assert len(state.argonauts[0].mnemos) == 1
    assert [d.stream for d in ctx.rng.log] != []
