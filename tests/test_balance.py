"""The balance report (``atoterm balance``): seeded games on every core, the same figures on
one core or two, rates with their confidence intervals, a report in Markdown."""

from __future__ import annotations

import pytest

from atoterm.cli import main
from atoterm.content import load_content
from atoterm.session.balance.battles import BattleCase, battle_cases, play_battle
from atoterm.session.balance.report import Settings, render
from atoterm.session.balance.run import (
    battle_chunks,
    battle_figures,
    campaign_chunks,
    campaign_runs,
    play_all,
)
from atoterm.session.balance.stats import Rate
from atoterm.session.practice import bot_battles


@pytest.mark.parametrize(
    "hits, games, low, high",
    [(0, 10, 0.0, 27.8), (5, 10, 23.7, 76.3), (10, 10, 72.2, 100.0), (45, 100, 35.6, 54.8)],
)
def test_wilson_interval(hits: int, games: int, low: float, high: float) -> None:
    got = Rate(hits, games).interval()
    assert got == pytest.approx((low, high), abs=0.1)


def test_rate_text_names_the_interval() -> None:
    assert Rate(5, 10).text() == "50 % (24–76)"
    assert Rate(0, 0).text() == "–"


def test_every_level_and_every_adversary_box_is_a_line() -> None:
    content = load_content()
    cases = battle_cases(content)
    assert BattleCase("ammonax", 4) in cases and BattleCase("kyanippe", 1) in cases
    assert [c.box for c in cases if c.primordial == "threnos"] == [1, 2, 3, 4]


def test_a_battle_line_gives_what_the_bot_gives_for_the_same_seed() -> None:
    content = load_content()
    case = BattleCase("kyanippe", 1)
    run = play_battle(content, case, "progress", 7)
    stats = bot_battles(content, 7, 1, primordial="kyanippe", level=1, policy="progress")
    assert (run.won, run.rounds, run.titans_lost, run.decisions) == (
        stats.won == 1,
        stats.rounds,
        stats.deaths,
        stats.decisions,
    )


def test_the_figures_are_the_same_on_one_core_or_two() -> None:
    cases = [BattleCase("kyanippe", 1), BattleCase("threnos", 1, 2)]
    chunks = battle_chunks(None, cases, ("progress",), 2, 5) + campaign_chunks(
        None, ("random",), 1, 5
    )
    one = play_all(chunks, 1)
    two = play_all(chunks, 2)
    assert [(r.seed, getattr(r, "won", None), r.decisions) for r in one] == [
        (r.seed, getattr(r, "won", None), r.decisions) for r in two
    ]
    content = load_content()
    settings = Settings(2, 1, 5, ("progress",), ("random",), ("normal",), "test", content.id)
    report = render(content, settings, battle_figures(one), campaign_runs(one))
    assert report == render(content, settings, battle_figures(two), campaign_runs(two))
    assert "| Kyanippe, Level 1 | progress | 2 |" in report
    assert "| Threnos, box 2 | progress | 2 |" in report
    assert "## Campaigns — normal, policy `random`" in report
    assert "mean Progress at the end of the day" in report
    campaign = campaign_runs(one)[0]
    assert campaign.days and campaign.days[0].day == 1
    assert [m.day for m in campaign.days] == sorted({m.day for m in campaign.days})
    assert campaign.earned, "a campaign of several days earns something"
    for resource in campaign.earned:  # by its printed name, never its id
        assert f"| {resource} |" not in report or resource.isalpha()


def test_the_command_writes_the_report(tmp_path, capsys) -> None:
    out = tmp_path / "balance.md"
    code = main(
        [
            "balance",
            "--games",
            "1",
            "--campaigns",
            "0",
            "--primordial",
            "kyanippe",
            "--policy",
            "progress",
            "--jobs",
            "1",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    text = out.read_text()
    assert text.startswith("# Balance")
    assert text.count("| Kyanippe, Level") == 4
    assert "wrote" in capsys.readouterr().out


def test_a_cheap_policy_can_play_more_games_than_a_slow_one(tmp_path) -> None:
    """``--games-for POLICY=N`` sets one policy's battles per line (the expert is slow, the
    progress player is not); the header says how many each played."""
    out = tmp_path / "balance.md"
    argv = ["balance", "--games", "1", "--games-for", "random=3", "--campaigns", "0"]
    argv += ["--primordial", "kyanippe", "--policy", "progress", "--policy", "random"]
    assert main([*argv, "--jobs", "1", "--out", str(out)]) == 0
    text = out.read_text()
    assert "practice battles per line: 1 (progress), 3 (random)" in text
    assert "| Kyanippe, Level 2 | progress | 1 |" in text
    assert "| Kyanippe, Level 2 | random | 3 |" in text


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--out", "/nonexistent/folder/b.md"], "no such folder"),
        (["--primordial", "nobody"], "no Primordial nobody"),
        (["--games", "0", "--campaigns", "0"], "nothing to play"),
        (["--games-for", "expert"], "write POLICY=N"),
        (["--games-for", "clever=3"], "no policy 'clever'"),
        (["--campaigns-for", "expert=-1"], "write POLICY=N"),
    ],
)
def test_bad_requests_get_one_clear_line(argv, message, capsys) -> None:
    assert main(["balance", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_one_difficulty_can_play_a_different_number_of_campaigns(tmp_path) -> None:
    """``--campaigns-for POLICY@DIFFICULTY=N`` sets one difficulty's campaigns (the expert's
    are slow: the targets' difficulty can have more); the header says so."""
    out = tmp_path / "balance.md"
    argv = ["balance", "--games", "0", "--campaigns", "0", "--campaigns-for", "random@story=1"]
    argv += ["--difficulty", "story", "--difficulty", "normal", "--jobs", "1", "--out", str(out)]
    assert main(argv) == 0
    text = out.read_text()
    assert "(1 for random on story), for each difficulty (story)" in text
    assert "| story | random | 1 |" in text
    assert "| normal |" not in text


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--campaigns-for", "expert@brutal=3"], "no difficulty 'brutal'"),
        (["--games-for", "expert@story=3"], "no difficulty 'story'"),
    ],
)
def test_a_difficulty_count_names_a_known_difficulty(argv, message, capsys) -> None:
    assert main(["balance", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
