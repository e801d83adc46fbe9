"""Scenario files (ARCHITECTURE §7): every file in tests/scenarios must meet its [expect]."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from atoterm.session import load_game, verify_journal
from atoterm.session.scenario import ScenarioError, run_scenario

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_meets_its_expectations(path: Path) -> None:
    run_scenario(path)


@pytest.mark.parametrize(
    "name",
    [
        "timeline_runs_out",
        "bat_misc_sisyphus_tear",  # a kept pre-battle state, restored by the Tear
    ],
)
def test_scenario_journal_replays(tmp_path: Path, name: str) -> None:
    """A scenario's start state is in the journal header, so its save verifies and loads."""
    save = tmp_path / "scenario.atoj"
    path = Path(__file__).parent / "scenarios" / f"{name}.toml"
    game = run_scenario(path, save=save)
    game.close()
    assert verify_journal(save).ok
    loaded, _ = load_game(save, writable=False)
    assert loaded.digest == game.digest


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "case.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "line", "fragment", "expectation"),
    [
        pytest.param(
            "[scenario]\nseed = 1\n\n[expect]\nday = 3\n",
            5,
            "expected day = 3, got 0",
            True,
            id="unmet-expect",
        ),
        pytest.param(
            "[scenario]\nseed = 1\n[expect]\nwhatever = 3\n",
            4,
            "unknown key 'whatever' in [expect]",
            False,
            id="unknown-expect",
        ),
        pytest.param(
            "[scenario]\nseed = 1\n[setup]\n\ntile = 4\n",
            5,
            "tile 4 is not on the map",
            False,
            id="bad-tile",
        ),
        pytest.param(
            "[scenario]\nseed = 1\n[play]\nchoices = ['nope']\n",
            4,
            "'nope' is not an option",
            False,
            id="illegal-choice",
        ),
        pytest.param("[scenario\nseed = 1\n", 1, "TOML syntax error", False, id="syntax"),
        pytest.param(
            "[scenario]\nseed = 'x'\n",
            2,
            "'seed' in [scenario] must be a whole number from 0 to 2**64-1, not 'x'",
            False,
            id="bad-seed",
        ),
    ],
)
def test_scenario_problems_are_reported_with_file_and_line(
    tmp_path: Path, text: str, line: int, fragment: str, expectation: bool
) -> None:
    path = _write(tmp_path, text)
    with pytest.raises(ScenarioError) as caught:
        run_scenario(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:{line}: "), message
    assert fragment in message
    assert caught.value.expectation is expectation


def test_inline_content_errors_point_into_the_scenario(tmp_path: Path) -> None:
    text = (
        "[scenario]\nseed = 1\n[content]\nstart_tile = 901\n"
        "[[content.tile]]\nid = 901\nname = 'A'\nx = 100\ny = 100\n"
        "[[content.tile.arrow]]\ndir = 'E'\nto = 777\n"
    )
    path = _write(tmp_path, text)
    with pytest.raises(ScenarioError) as caught:
        run_scenario(path)
    assert f"{path}:12: tile 901: waterway leads to unknown tile 777" in str(caught.value)


def test_cli_scenario_exit_codes(tmp_path: Path) -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "atoterm", "scenario", str(SCENARIOS[0]), "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert ok.returncode == 0, ok.stderr
    assert '"digest"' in ok.stdout
    failing = _write(tmp_path, "[scenario]\nseed = 1\n[expect]\nday = 3\n")
    bad = subprocess.run(
        [sys.executable, "-m", "atoterm", "scenario", str(failing)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 1
    assert bad.stderr.strip().count("\n") == 0 and "Traceback" not in bad.stderr
