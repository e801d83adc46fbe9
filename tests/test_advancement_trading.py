"""Trading [ADVA-023]: a number of exchanges, one resource type for another at a printed rate,
in any multiple; category rates; trades started by other elements (Exploration cards)."""

from __future__ import annotations

from advancement_kit import Adva, Rate, TechAbility, Trade, cycle, tech

from atoterm.engine.campaign.advancement import trading
from atoterm.engine.machine import HANDLERS

THEBAN = Trade(
    5,
    (
        Rate("muscle", 1, "ambrosia", 2),
        Rate("ambrosia", 5, "mantle", 1),
        Rate("bronze", 3, "tear", 1),
    ),
)
"""The rulebook's travelling trader: five exchanges at steep rates."""
MARKET = tech(
    "market", abilities=(TechAbility("Barter", "active", "trade", trade=THEBAN, cooldown=0),)
)


def test_rulebook_example_two_exchanges_then_stop_ADVA_023() -> None:
    """The players need 2 Fleshy Mantles: one exchange turns 5 Muscle Clusters into 10 Raw
    Ambrosia, a second turns those 10 into 2 Mantles; they forgo the other three."""
    kit = Adva(cycle(MARKET), technologies=["market"], resources={"muscle": 6})
    kit.choose("use:market:0")
    assert kit.kind == "adva.trade"
    assert "rate:2" not in kit.legal()  # no Bronze to give
    kit.choose("rate:0")
    assert kit.kind == "adva.trade_qty"
    assert kit.legal()[-2:] == ["qty:6", "back"]
    kit.choose("qty:5")
    assert kit.cargo == {"muscle": 1, "ambrosia": 10}
    kit.choose("rate:1", "qty:2")
    assert kit.cargo == {"muscle": 1, "mantle": 2}
    assert kit.option("done").explain == "3 exchange(s) left"
    kit.choose("done")
    assert kit.kind == "adva.menu"
    assert "already used today" in kit.option("use:market:0").disabled  # [ADVA-019]
    assert kit.state.campaign.trade is None


def test_trade_ends_when_exchanges_run_out_ADVA_023() -> None:
    small = Trade(1, (Rate("bronze", 1, "rope", 1),))
    cc = cycle(tech("stall", abilities=(TechAbility("Swap", "active", "", trade=small),)))
    kit = Adva(cc, technologies=["stall"], resources={"bronze": 4})
    kit.choose("use:stall:0", "rate:0", "qty:4")
    assert kit.cargo == {"rope": 4}
    assert kit.kind == "adva.menu"
    assert "trade_over" in kit.kinds()


def test_category_rates_choose_the_resources_ADVA_023() -> None:
    """A rate naming a category takes any resource of it [ADVA-023, ADVA-026]."""
    trade = Trade(2, (Rate("primordial", 2, "mortal", 1),))
    cc = cycle(tech("dock", abilities=(TechAbility("Deal", "active", "", trade=trade),)))
    kit = Adva(cc, technologies=["dock"], resources={"hide": 2, "muscle": 4, "pearl": 5})
    kit.choose("use:dock:0", "rate:0")
    assert kit.kind == "adva.trade_give"
    assert kit.ids() == ["res:hide", "res:muscle", "back"]
    kit.choose("res:muscle")
    assert kit.kind == "adva.trade_get"
    assert kit.ids() == ["res:bronze", "res:rope", "res:ambrosia", "back"]
    kit.choose("res:rope", "qty:2")
    assert kit.cargo == {"hide": 2, "rope": 2, "pearl": 5}


def _answer(kit: Adva, option_id: str) -> None:
    """What the machine does: hand the answer to the handler, then the step runs again."""
    ctx = kit.ctx()
    decision = kit.state.pending
    assert decision is not None
    kit.state.pending = None
    ctx.answered = decision
    HANDLERS[decision.kind](ctx, decision.option(option_id))


def test_start_trade_is_reentrant_for_other_steps_ADVA_023() -> None:
    """An Exploration card's trade: the caller calls start_trade again with the same source
    after each answer; True once the trade is over."""
    kit = Adva(cycle(), start=False, resources={"bronze": 6})
    kit.state.step = "exploration"
    trade = Trade(2, (Rate("bronze", 2, "pearl", 1),))
    answers = iter(["rate:0", "qty:1", "rate:0", "qty:2"])
    calls = 0
    while not trading.start_trade(kit.ctx(), trade, "card:12"):
        calls += 1
        _answer(kit, next(answers))
    assert calls == 4
    assert kit.cargo == {"pearl": 3}
    assert kit.state.campaign.trade is None


def test_trade_with_nothing_to_give_ends_at_once_ADVA_023() -> None:
    kit = Adva(cycle(), start=False)
    assert trading.start_trade(kit.ctx(), THEBAN, "card:3")
    assert kit.state.pending is None


def test_a_trade_and_a_save_in_progress_survive_the_codec_ADVA_023_GEN_046() -> None:
    """The progress is plain state: a journal decodes it and play goes on the same way."""
    from atoterm.engine.campaign.advancement import saves
    from atoterm.engine.codec import from_plain, to_plain
    from atoterm.engine.state import GameState

    kit = Adva(cycle(MARKET), technologies=["market"], resources={"muscle": 6})
    kit.choose("use:market:0", "rate:0")
    copy = from_plain(GameState, to_plain(kit.state))
    assert copy == kit.state and copy.campaign.trade is not None
    kit.state.campaign.save = saves.SaveProgress("card:1", ["levee:0"], "levee:0", 3)
    assert from_plain(GameState, to_plain(kit.state)) == kit.state
