"""The battle screen's "why?" (issue 4): the explanation of the engine's last choice.

The text is made by pure functions (``ui/battle_why.py``); a Pilot run presses ``w`` on a real
practice battle and reads the modal [GEN-001, BAT-PRIM-020].
"""

from __future__ import annotations

import pytest

from atoterm.content import ContentPack
from atoterm.engine.decisions import Event
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_why import (
    MARKER,
    WhyScreen,
    last_explained,
    parse_rules,
    rule_texts,
    why_text,
)
from atoterm.ui.event_log import event_text

WHY = {
    "rule": "BAT-PRIM-020",
    "considered": ["Ilia (A): 3 spaces", "Kalon (B): 5 spaces"],
    "chosen": "Ilia (A)",
    "because": "line 1 'closest' is the first line with a valid Target",
}
TARGET = Event("target", "Target: Ilia (A) — line 1 'closest'", "BAT-PRIM-020", {"why": WHY})
PLAIN = Event("danger", "Ilia (A) gains +1 Danger (1).", "BAT-PRIM-094")


def test_why_text_lists_candidates_choice_reason_and_rule() -> None:
    """GEN-001: candidates with their values, the choice, the reason, the rule and its text."""
    text = why_text(TARGET, {"BAT-PRIM-020": "Targeting lines are read top to bottom."})
    lines = text.splitlines()
    assert "  • Ilia (A): 3 spaces" in lines and "  • Kalon (B): 5 spaces" in lines
    assert "Chosen: Ilia (A)" in lines
    assert any(line.startswith("Because: line 1 'closest'") for line in lines)
    assert "Rule: BAT-PRIM-020 — Targeting lines are read top to bottom." in lines


def test_why_text_of_a_tie_names_the_option() -> None:
    """BAT-PRIM-039: a tie settled by the tie_break option says which policy settled it."""
    tie = Event("tie", "Equal Targets: chosen at random (Ilia (A)).", "BAT-PRIM-039", {})
    tie.data["why"] = {**WHY, "rule": "BAT-PRIM-039", "policy": "random"}
    assert "Tie break option: random" in why_text(tie, {})


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        pytest.param([TARGET, PLAIN], TARGET, id="GEN-001 the last explained event"),
        pytest.param([PLAIN], None, id="GEN-001 nothing explained yet"),
    ],
)
def test_last_explained(events: list[Event], expected: Event | None) -> None:
    assert last_explained(events) is expected


def test_log_line_marks_explained_events() -> None:
    """The log shows "(w: why?)" on an event that carries an explanation, not on others."""
    assert event_text(TARGET).plain.endswith(MARKER)
    assert MARKER not in event_text(PLAIN).plain


def test_checklist_reader() -> None:
    """The checklist's ``- [ID] text (src: …)`` lines; the shipped checklist has the ids."""
    rules = parse_rules(["- [BAT-PRIM-020] Lines top to bottom. (src: 000:L1)", "# heading"])
    assert rules == {"BAT-PRIM-020": "Lines top to bottom."}
    assert "BAT-PRIM-020" in rule_texts()


async def test_w_on_a_practice_battle_shows_the_candidates(content: ContentPack, tmp_path) -> None:
    """GEN-001, BAT-PRIM-020: after the Primordial targets, ``w`` opens the explanation with
    the Titans it compared; escape closes it."""
    game = new_practice_game(content, 17, save=tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # the default Titans and loadout
        await pilot.pause()
        for _ in range(14):
            if any(e.kind == "target" for e in game.chronicle) or game.pending is None:
                break
            legal = [str(n) for n, o in enumerate(game.pending.options[:9], 1) if not o.disabled]
            await pilot.press(legal[-1])
            await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        explained = last_explained(app.screen.recent())
        assert explained is not None and explained.kind == "target", "no target yet"
        assert explained.data["why"]["considered"]
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, WhyScreen)
        shown = str(app.screen.query_one("#why-text").render())
        why = explained.data["why"]
        for candidate in why["considered"]:
            assert candidate in shown
        assert f"Chosen: {why['chosen']}" in shown and f"Rule: {why['rule']}" in shown
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
    game.close()
