"""No internal id reaches a player (issue 15, item 5, "Done when").

A long bot campaign (seeds that reach several battles) and a practice battle of each
Primordial are played; at every decision the test reads what each screen would show — the
prompt and every option's label, reason and note as the front ends show them
(``views.option_words.worded``, plus ``views.effects.option_notes``), the event texts, the text
of the panels (built by the functions the screens call, Rich text read as plain text) — and,
at the end, the summaries (the battle's aftermath panel, the chronicle). Every id found is a
failure naming the text and where it came from; the rule of what an id is lives in
``words_kit``.
"""

from __future__ import annotations

import os

import pytest
from rich.text import Text
from words_kit import Findings, content

from atoterm.plain import why_lines
from atoterm.session.bot_policy import bot_choice
from atoterm.session.campaign_bot import campaign_choice
from atoterm.session.chronicle import chronicle_markdown
from atoterm.session.game import Game
from atoterm.session.practice import new_practice_game
from atoterm.ui import (
    advancement_text,
    argo_sheet,
    argonaut_sheet,
    battle_board,
    battle_panels,
    battle_setup_screen,
    battle_words,
    campaign_text,
    exploration_panel,
    timeline_panel,
)
from atoterm.ui.battle_screen import battle_status
from atoterm.ui.chronicle_screen import summary_markdown
from atoterm.ui.map_view import render_map
from atoterm.views.board import describe_board
from atoterm.views.effects import option_notes
from atoterm.views.option_words import worded

LONG_SEEDS = (10, 19, 8, 15, 23, 29)
"""Seeds whose bot campaigns fight three or four battles (seed 10: 26 days, 1,800 decisions)."""
CAMPAIGN_SEEDS = LONG_SEEDS[: int(os.environ.get("ATOTERM_WORDS_CAMPAIGNS", "1"))]
"""One campaign in the suite (seconds); ``ATOTERM_WORDS_CAMPAIGNS=6`` plays them all."""
PANEL_EVERY = 7
"""The panels are read at every 7th decision, at every change of step and in the Aftermath
(every one would take a minute: the words are the same from one decision to the next)."""
PRACTICE_DECISIONS = 1500
PRACTICE = (("ammonax", 2, 8100), ("kyanippe", 3, 8200), ("threnos", 1, 8300))


def _plain(text: Text | str) -> str:
    return text.plain if isinstance(text, Text) else text


def scan_decision(found: Findings, game: Game) -> None:
    """The pending decision as every front end shows it."""
    pending = game.pending
    shown = worded(game.content, pending)
    if shown is None:
        return
    where = f"decision {pending.kind if pending else ''}"
    found.scan(f"{where} prompt", shown.prompt)
    for option in shown.options:
        found.scan(f"{where} option {option.id}", option.label)
        found.scan(f"{where} option {option.id} reason", option.disabled)
        found.scan(f"{where} option {option.id} note", option.explain)
    for index, note in option_notes(game.state, game.content, pending).items():
        found.scan(f"{where} option {index} effect note", note)


def scan_events(found: Findings, game: Game) -> None:
    for event in game.last_events:
        found.scan(f"event {event.kind}", event.text, prose=event.kind == "paragraph")
        for line in why_lines(event):  # what w (why?) shows
            found.scan(f"why {event.kind}", line)


def scan_battle_panels(found: Findings, game: Game) -> None:
    state, pack = game.state, game.content
    battle = state.battle
    if battle is None:
        return
    if battle.cursor == "setup":
        found.scan("panel battle setup", _plain(battle_setup_screen.setup_text(state, pack)))
        pending = game.pending
        for option in pending.options if pending else []:
            text = battle_setup_screen.card_detail_text(pack, pending.kind, option)
            found.scan("panel battle setup detail", _plain(text))
        return
    note = battle_words.targeting_note(game.last_events)
    panels = {
        "status": battle_status(game),
        "primordial": battle_panels.primordial_text(state, pack),
        "cards": battle_words.cards_text(state, pack, note),
        "titans": battle_panels.titans_text(state, pack),
        "titans compact": battle_panels.titans_text(state, pack, compact=True),
        "legend": battle_board.legend_text(state, pack),
        "board described (d)": "\n".join(describe_board(state, pack)),
    }
    if battle_panels.in_aftermath(state):
        panels["aftermath"] = battle_panels.aftermath_text(state, pack)
    for name, text in panels.items():
        found.scan(f"panel {name}", _plain(text))


def _in_aftermath(game: Game) -> bool:
    return game.state.battle is not None and battle_panels.in_aftermath(game.state)


def scan_campaign_panels(found: Findings, game: Game) -> None:
    state, pack = game.state, game.content
    panels: dict[str, Text | str] = {
        "argo sheet": campaign_text.full_sheet(pack, state),
        "argo side": argo_sheet.sheet_lines(pack, state),
        "argonauts": argo_sheet.argonaut_lines(state),
        "argonaut sheets": argonaut_sheet.sheets_text(state, pack),
        "timeline": timeline_panel.timeline_text(pack, state),
        "advancement": advancement_text.advancement_text(pack, state),
        "map": render_map(pack, state.voyage, state.campaign).text,
    }
    if exploration_panel.has_draw(state):
        panels["exploration"] = exploration_panel.exploration_text(pack, state)
    for name, text in panels.items():
        found.scan(f"panel {name}", _plain(text))


def scan_summaries(found: Findings, game: Game) -> None:
    found.scan("chronicle", chronicle_markdown(game.state, game), prose=True)
    found.scan("campaign summary", summary_markdown(game.state, game.content))


@pytest.mark.parametrize("seed", CAMPAIGN_SEEDS)
def test_a_bot_campaign_shows_no_ids(seed: int) -> None:
    found = Findings()
    game = Game.new(content(), seed, durable=False)
    battles = 0
    try:
        step = None
        made = 0
        while game.pending is not None and not game.over:
            scan_decision(found, game)
            in_battle = game.state.battle is not None
            if in_battle and (made % PANEL_EVERY == 0 or _in_aftermath(game)):
                scan_battle_panels(found, game)
            elif made % PANEL_EVERY == 0 or game.state.step != step:
                scan_campaign_panels(found, game)
            step = game.state.step
            game.choose(campaign_choice(game))
            made += 1
            scan_events(found, game)
            if in_battle and game.state.battle is None:
                battles += 1
        scan_campaign_panels(found, game)
        scan_summaries(found, game)
    finally:
        game.close()
    assert battles >= 3, f"seed {seed} fought {battles} battles: pick a longer campaign"
    assert not found.found, found.report()


@pytest.mark.parametrize(("primordial", "level", "seed"), PRACTICE)
def test_a_practice_battle_shows_no_ids(primordial: str, level: int, seed: int) -> None:
    found = Findings()
    game = new_practice_game(content(), seed, primordial=primordial, level=level, durable=False)
    try:
        made = 0
        while game.pending is not None and made < PRACTICE_DECISIONS:
            scan_decision(found, game)
            if made % PANEL_EVERY == 0 or _in_aftermath(game):
                scan_battle_panels(found, game)
            game.choose(bot_choice(game, "random"))
            made += 1
            scan_events(found, game)
        scan_battle_panels(found, game)
    finally:
        game.close()
    assert not found.found, found.report()


def test_the_scan_finds_what_the_issue_saw() -> None:
    """The rule finds each id and slip issue 15 reported, and passes words a player reads."""
    found = Findings()
    for seen in (
        "▶ 1. titans:2 closest",
        "furthest in_sight",
        "Kratos 2: power_reroll 1",
        "gain_gear coilhook-sickle",
        "After: condition brine-blind",
        "DEAD: opened-like-shell",
        "+1 glass-shard",
        "Casualties: A:hold-dreamer, B:hold-dreamer",
        "The Exploration Draw is over: 1 drawn cards are shuffled back",
        "The Battle is retreat.",
        "Titans lost .",
        "Living-Metal Mend (Living-Metal Mend)",
        "You chose 1: Walk the drowning-line with her at low tide..",
        "The adventure is over: the adventure is over",
    ):
        before = len(found.found)
        found.scan("issue", seen)
        assert len(found.found) > before, seen
    fine = Findings()
    for text in (
        "Melisse (C) gains 1 Power re-roll; the card flips to its standing-up side.",
        "Grown Shell-Wall on G10 · red 0P+1p · C7-E9",
        "Opening Strike (Spear) · the 2 closest Titans",
        "Wait...",
    ):
        fine.scan("words", text)
    assert not fine.found, fine.report()
