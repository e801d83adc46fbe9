"""Trading [ADVA-023]: a number of exchanges, one resource type for another at a printed rate,
in any multiple; category rates; trades started by other elements (Exploration cards)."""

from __future__ import annotations

from advancement_kit import Adva, Rate, TechAbility, Trade, cycle, tech
from proc_kit import run

from atoterm.engine.campaign.advancement import trading
from atoterm.engine.context import Ctx
from atoterm.engine.procedure import Proc

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


def test_a_trade_goes_on_after_a_restart_ADVA_023() -> None:
    """An Exploration card's trade: the trade procedure, restarted from the state after each
    answer (a fresh procedure each time, as after a load), goes on where it was."""
    kit = Adva(cycle(), start=False, resources={"bronze": 6})
    kit.state.step = "exploration"
    trade = Trade(2, (Rate("bronze", 2, "pearl", 1),))

    def card_trade(ctx: Ctx) -> Proc[None]:
        return trading.trade(ctx, trade, "card:12")

    asked = run(kit.ctx(), card_trade).asked
    for answer in ["rate:0", "qty:1", "rate:0", "qty:2"]:
        ran = run(kit.ctx(), card_trade, [answer])
        asked += ran.asked[1:]
    assert ran.done
    assert asked == ["adva.trade", "adva.trade_qty", "adva.trade", "adva.trade_qty"]
    assert kit.cargo == {"pearl": 3}
    assert kit.state.campaign.trade is None


def test_trade_with_nothing_to_give_ends_at_once_ADVA_023() -> None:
    kit = Adva(cycle(), start=False)
    ran = run(kit.ctx(), lambda ctx: trading.trade(ctx, THEBAN, "card:3"))
    assert ran.done and not ran.asked
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
