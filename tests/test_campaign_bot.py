"""Whole campaigns played by the bot (random legal choices, the progress player in battles)
run to an end — victory or any loss [CAMP-019, CAMP-020] — without error, and each journal
replays to the same digest (`atoterm verify`).

How many: ``ATOTERM_CAMPAIGN_GAMES`` (default 20, the CI figure; lower it for a quick local
run).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from support import run_cli

from atoterm.content import ContentPack
from atoterm.session import verify_journal
from atoterm.session.campaign_bot import journal_path, play_campaign
from atoterm.session.chronicle import chronicle_path

GAMES = int(os.environ.get("ATOTERM_CAMPAIGN_GAMES", "20"))
FIRST_SEED = 101


@pytest.mark.parametrize("seed", range(FIRST_SEED, FIRST_SEED + GAMES))
def test_bot_campaign_ends_and_verifies(content: ContentPack, tmp_path: Path, seed: int) -> None:
    """[CAMP-020, CAMP-019] A whole campaign ends (won or lost, never stuck); its journal
    verifies; its chronicle is written next to it."""
    path = tmp_path / f"{seed}.atoj"
    game, result = play_campaign(content, seed, path)
    assert result.outcome in ("won", "lost"), result.line()
    assert result.days >= 1 and result.decisions == game.history.position
    replayed = verify_journal(path, content)
    assert replayed.ok, replayed.divergence and replayed.divergence.describe()
    assert replayed.digest == game.digest
    assert chronicle_path(path).exists()


@pytest.mark.parametrize(
    ("index", "games", "name"),
    [(1, 1, "run.atoj"), (1, 3, "run-1.atoj"), (3, 3, "run-3.atoj")],
)
def test_journal_names_for_several_games(index: int, games: int, name: str) -> None:
    """`--save PATH` with `--games K > 1`: game i's journal has ``-i`` before the suffix."""
    assert journal_path(Path("out/run.atoj"), index, games) == Path("out") / name


def test_cli_needs_a_seed(subprocess_env: dict[str, str]) -> None:
    """`atoterm bot --campaign` without --seed is a user error (exit 2)."""
    done = run_cli(["bot", "--campaign"], subprocess_env)
    assert done.returncode == 2 and "--seed" in done.stderr


def test_several_games_save_one_journal_each(content: ContentPack, tmp_path: Path) -> None:
    """`bot --campaign --games 2 --save PATH`: seeds N and N+1, journals PATH-1 and PATH-2,
    one line each with outcome, days, battles and deaths [CAMP-022: a one-day Timeline]."""
    import dataclasses

    from atoterm.session.campaign_bot import play_campaigns

    pack = dataclasses.replace(content, storybook=None, timeline_days=1)
    results = play_campaigns(pack, 7, 2, tmp_path / "r.atoj")
    assert [r.seed for r in results] == [7, 8]
    assert [r.path for r in results] == [tmp_path / "r-1.atoj", tmp_path / "r-2.atoj"]
    for result in results:
        assert result.path is not None and result.path.exists()
        line = result.line()
        assert "outcome=lost" in line and "days=1" in line and "battles=0" in line
        assert "deaths=0" in line and "[CAMP-022]" in line
