"""The campaign chronicle: Markdown day by day, battles, deaths, choices, technologies, final
stats; written next to the journal when the campaign ends; `export --format chronicle`."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import msgspec
from support import run_cli

from atoterm.content import ContentPack
from atoterm.engine.campaign_state import BattleRecord, ChronicleEntry
from atoterm.engine.setup import new_state
from atoterm.engine.state import Outcome, RulesOptions
from atoterm.session import Game, verify_journal
from atoterm.session.chronicle import chronicle_markdown, chronicle_path


def test_chronicle_sections_from_the_state(content: ContentPack) -> None:
    """Every part the issue asks for: days, battles, deaths, Choice Matrix, technologies,
    final stats and the outcome [CAMP-020]."""
    state = new_state(content, 3, RulesOptions())
    state.timeline.day = 13
    state.campaign.chronicle += [
        ChronicleEntry(2, "tech", "Researched the Tide Organ."),
        ChronicleEntry(6, "battle", "Timeline Battle against Kyanippe (level 1): won."),
    ]
    state.campaign.battles.append(BattleRecord(6, "timeline", "kyanippe", 1, "won", 1))
    state.choice_matrix = [4, 11]
    state.story.technologies = ["tide_organ"]
    fallen = msgspec.structs.replace(state.argonauts[1], alive=False)
    state.fallen_sheets.append(fallen)
    state.outcome = Outcome("lost", "Hull fell to 0.", "CAMP-014")
    text = chronicle_markdown(state)
    assert text.startswith("# Chronicle of the Argo")
    assert "**Defeat** on day 13" in text and "[CAMP-014]" in text
    assert "### Day 2" in text and "Researched the Tide Organ." in text
    assert "| 6 | Timeline | kyanippe | 1 | won | 1 |" in text  # no pack: no names
    assert f"- {fallen.name} died." in text
    assert "Boxes marked: 4, 11." in text
    assert "tide_organ" in text or "Tide Organ" in text
    assert "Crew 6" in text or "Crew " in text


def test_chronicle_written_next_to_the_journal_when_the_campaign_ends(
    content: ContentPack, tmp_path: Path
) -> None:
    """A campaign that ends writes ``<journal>.chronicle.md``; the journal replayed gives the
    same account [CAMP-022: a one-day Timeline runs out on day 2]."""
    pack = dataclasses.replace(content, storybook=None, timeline_days=1)
    path = tmp_path / "c.atoj"
    game = Game.new(pack, 9, save=path, durable=False)
    while game.pending is not None and not game.over:
        game.choose(game.pending.legal_options()[0].id)
    game.close()
    assert game.over and game.state.outcome.rule == "CAMP-022"
    written = chronicle_path(path)
    assert written.name == "c.atoj.chronicle.md" and written.exists()
    text = written.read_text(encoding="utf-8")
    assert "**Defeat**" in text and "## Day by day" in text and "## Final state" in text
    assert "### Day 1" in text
    replayed = verify_journal(path, pack)
    assert replayed.ok and replayed.game is not None
    assert chronicle_markdown(replayed.game.state, replayed.game) == text


def test_export_format_chronicle(tmp_path: Path, subprocess_env: dict[str, str]) -> None:
    """`atoterm export PATH --format chronicle` prints the chronicle of a journal (a campaign
    still going on says so)."""
    path = tmp_path / "b.atoj"
    made = run_cli(["bot", "--seed", "4", "--steps", "6", "--save", str(path)], subprocess_env)
    assert made.returncode == 0, made.stderr
    shown = run_cli(["export", str(path), "--format", "chronicle"], subprocess_env)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("# Chronicle of the Argo (seed 4)")
    assert "The campaign goes on" in shown.stdout
