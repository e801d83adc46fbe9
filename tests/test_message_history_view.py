"""The message history's view (``views.message_history``, issue 15): the whole log of a line,
read newest first a stretch at a time, in the log's words, with day and battle round."""

from __future__ import annotations

from pathlib import Path

from atoterm.engine.decisions import Event
from atoterm.session import load_game
from atoterm.views.message_history import MessageHistory, lines_of, when_words

JOURNALS = Path(__file__).parent / "fixtures" / "journals_v2"


def test_the_whole_log_in_the_log_words_with_days_and_rounds() -> None:
    game, _ = load_game(JOURNALS / "campaign_mid_battle.atoj", writable=False)
    try:
        history = game.history
        events = history.events_until(history.position, 100_000)
        view = MessageHistory(history)
        newest = view.older(8)
        assert newest and not view.complete and view.decisions_left < history.position
        lines = view.read_all()
        assert view.complete and view.decisions_left == 0
        whole = lines + newest
        assert [line.text for line in whole] == [event.text for event in events]
        assert [line.rule for line in whole] == [event.rule for event in events]
        assert whole[0].when == ""  # the campaign's setup has no day yet
        assert any(line.when == "Day 1" for line in whole)
        assert any(" · Round " in line.when for line in whole)
        days = [int(line.when.split()[1]) for line in whole if line.when.startswith("Day")]
        assert days == sorted(days)  # days never go back on a line
        assert history.position == len(history.line)  # nothing moved
    finally:
        game.close()


def test_the_log_up_to_a_replay_position() -> None:
    game, _ = load_game(JOURNALS / "campaign_mid_battle.atoj", writable=False)
    try:
        position = game.history.position // 2
        lines = MessageHistory(game.history, position).read_all()
        events = game.history.events_until(position, 100_000)
        assert [line.text for line in lines] == [event.text for event in events]
    finally:
        game.close()


def test_a_new_round_inside_a_decision_and_search_words() -> None:
    events = [
        Event("attack", "Ilia hits.", "BAT-TITAN-033"),
        Event("round", "Round 3: the Primordial Round begins.", "BAT-PRIM-016", {"round": 3}),
        Event("x", "Evil\x1b[2J text", ""),
    ]
    lines = lines_of(events, 4, 2)
    assert [line.when for line in lines] == [
        "Day 4 · Round 2",
        "Day 4 · Round 3",
        "Day 4 · Round 3",
    ]
    assert "\x1b" not in lines[2].text and lines[2].plain == "• " + lines[2].text
    assert lines[0].plain == "• Ilia hits. [BAT-TITAN-033]"
    assert lines[0].matches("ILIA") and lines[0].matches("titan-033") and lines[0].matches("day 4")
    assert not lines[0].matches("kalon")
    assert when_words(0, 0) == "" and when_words(0, 5) == "Round 5"
    paragraph = lines_of([Event("paragraph", "0001 The Argo\nWakes  in the dark")], 1, 0)
    assert paragraph[0].text == "0001 The Argo\nWakes  in the dark"  # the log's own lines
    assert paragraph[0].matches("argo wakes in") and paragraph[0].matches("ARGO  WAKES")
