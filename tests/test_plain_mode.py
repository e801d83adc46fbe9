"""Plain mode (``atoterm/plain.py``): a practice battle played line by line, no Textual.

Accessibility (issue 4): every event is a line with its rule id, every decision its prompt and
numbered options; a number answers; ``d`` describes the board, ``w`` says why, ``u``/``r``
undo and redo, ``s`` saves, bad input is refused with a message, end of input saves and exits.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from atoterm.content import ContentPack
from atoterm.engine.decisions import Decision, Event, Option
from atoterm.plain import PlainSession, decision_lines, event_line, run_plain, why_lines
from atoterm.session import Game, load_game
from atoterm.session.practice import new_practice_game

SEED = 3


def play(game: Game, *lines: str) -> tuple[int, str]:
    """Run the loop on ``lines`` (then end of input); the exit code and the transcript."""
    out = io.StringIO()
    code = run_plain(game, io.StringIO("".join(f"{line}\n" for line in lines)), out)
    return code, out.getvalue()


@pytest.fixture
def game(content: ContentPack, tmp_path: Path) -> Game:
    return new_practice_game(content, SEED, save=tmp_path / "battle.atoj", durable=False)


def test_a_scripted_session(game: Game, tmp_path: Path) -> None:
    """[BAT-SETUP-015] [BAT-SETUP-024] numbers choose; bad input is refused; d, w, u, r, s, h;
    end of input leaves the journal complete."""
    copy = tmp_path / "copy.atoj"
    code, text = play(
        game,
        "1",  # the default Titans and loadout
        "9",  # no such option
        "xyz",  # neither a number nor a command
        "",  # nothing typed
        "d",
        "1",  # the Priority Target tie
        "w",
        "u",
        "r",
        "s",
        f"s {copy}",
        "h",
    )
    assert code == 0
    assert "Decision: Titans and gear for this Battle [BAT-SETUP-015]" in text
    assert "  1. Use the default Titans and loadout" in text
    assert "You chose 1: Use the default Titans and loadout." in text
    assert "There is no option 9: type a number from 1 to 4." in text
    assert "'xyz' is neither an option number (1 to 4) nor a command (h for help)." in text
    assert "Type an option number, or h for help." in text
    assert "Primordial: Ammonax, the Coiled Warden, Level 1, on C7-E9" in text
    assert "Red lines (" in text
    assert "[BAT-SETUP-024] (w: why?)" in text  # every event: its text, its rule
    why = text.split("(h for help): w\n", 1)[1]
    assert why.startswith("Why: ")
    assert "  Considered:" in why and "  Rule: " in why
    assert "Undid decision 2; back to the state after decision 1." in text
    assert "Redid decision 2." in text
    assert "Saved: every decision is written to" in text
    assert f"Saved a copy in {copy}." in text
    assert "  d  describe the board" in text
    assert text.rstrip().endswith("--plain")
    assert "End of input." in text
    saved, report = load_game(tmp_path / "battle.atoj", writable=False)
    assert report.messages() == []
    assert saved.history.position == 2
    assert saved.digest == game.digest
    assert load_game(copy, writable=False)[0].history.position == 2


def test_quit_keeps_the_journal(game: Game, tmp_path: Path) -> None:
    code, text = play(game, "1", "q", "1")
    assert code == 0
    assert "The battle is saved in" in text
    assert load_game(tmp_path / "battle.atoj", writable=False)[0].history.position == 1


def test_undo_with_nothing_to_undo_is_refused(game: Game) -> None:
    code, text = play(game, "u", "r")
    assert code == 0
    assert "Not allowed: nothing to undo" in text
    assert "Not allowed: nothing to redo" in text


def test_choosing_by_label(game: Game) -> None:
    """An option's exact label chooses it too (a cell name such as ``J3`` on a move)."""
    _, text = play(game, "use the default titans and loadout")
    assert "You chose 1:" in text
    assert game.history.position == 1


def test_a_disabled_option_is_listed_with_its_reason_and_refused(content: ContentPack) -> None:
    """[BAT-TITAN-024] an option that cannot be taken says why, and typing it changes nothing."""
    decision = Decision(
        "battle.turn",
        "titan:A",
        "Ana (A): your turn",
        [Option("move", "Move", "5 spaces"), Option("attack", "Attack", disabled="no target")],
        {"rule": "BAT-TITAN-024"},
    )
    assert decision_lines(decision) == [
        "Decision: Ana (A): your turn [BAT-TITAN-024]",
        "  1. Move — 5 spaces",
        "  2. Attack — not available: no target",
    ]
    chosen: list[int] = []
    fake = SimpleNamespace(pending=decision, choose=chosen.append, content=content, state=None)
    out = io.StringIO()
    PlainSession(fake, out).choose("2")  # type: ignore[arg-type]
    assert out.getvalue() == "Option 2 (Attack) is not available: no target\n"
    assert chosen == []


def test_options_are_listed_as_every_screen_lists_them(content: ContentPack) -> None:
    """Issue 15 item 3 in plain mode: the options that can be taken first, Done / End turn /
    Continue as 0 (its key on every screen), the closed ones last; a number picks the option
    listed beside it, whatever the engine's order."""
    decision = Decision(
        "battle.ability",
        "titan:A",
        "Ana (A): abilities before the Attack?",
        [
            Option("done", "Done"),
            Option("charm", "Tide-Knot Charm", disabled="no charge left"),
            Option("horn", "Cairnkin Horn"),
            Option("salve", "Ember Salve"),
        ],
    )
    assert decision_lines(decision) == [
        "Decision: Ana (A): abilities before the Attack?",
        "  1. Cairnkin Horn",
        "  2. Ember Salve",
        "  0. Done",
        "  3. Tide-Knot Charm — not available: no charge left",
    ]
    chosen: list[int] = []
    fake = SimpleNamespace(pending=decision, choose=chosen.append, content=content, state=None)
    out = io.StringIO()
    session = PlainSession(fake, out)  # type: ignore[arg-type]
    assert session.option_index("0", decision) == 0
    assert session.option_index("2", decision) == 3
    session.choose("3")
    assert out.getvalue() == "Option 3 (Tide-Knot Charm) is not available: no charge left\n"
    assert session.option_index("4", decision) is None
    assert "type a number from 0 to 3" in out.getvalue()
    assert chosen == []


def test_event_and_why_text() -> None:
    """[BAT-PRIM-020] the reason of an automated choice: candidates, the chosen, why, rule."""
    why = {
        "rule": "BAT-PRIM-020",
        "considered": ["B: 6 spaces", "C: 7 spaces"],
        "chosen": "B",
        "because": "closest",
    }
    event = Event("target", "Target: B", "BAT-PRIM-020", {"why": why})
    assert event_line(event) == "Target: B [BAT-PRIM-020] (w: why?)"
    assert event_line(Event("round", "Round 2")) == "Round 2"
    assert why_lines(event) == [
        "Why: Target: B",
        "  Considered:",
        "    B: 6 spaces",
        "    C: 7 spaces",
        "  Chosen: B",
        "  Because: closest",
        "  Rule: BAT-PRIM-020",
    ]


def test_plain_imports_neither_textual_nor_rich(subprocess_env: dict[str, str]) -> None:
    code = (
        "import sys, atoterm.plain, atoterm.engine.battle.explain.describe, atoterm.session.practice;"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'textual', 'rich'}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=subprocess_env
    )
    assert done.stdout.strip() == "[]", done.stderr


def test_the_cli_battle_and_load_plain(tmp_path: Path, subprocess_env: dict[str, str]) -> None:
    """``atoterm battle --plain`` and ``atoterm load FILE --plain`` on piped input."""
    env = dict(subprocess_env, ATOTERM_SAVES=str(tmp_path / "saves"))
    first = subprocess.run(
        [sys.executable, "-m", "atoterm", "battle", "--plain", "--seed", str(SEED)],
        input="1\n1\nd\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert first.returncode == 0, first.stderr
    assert first.stderr == ""
    assert "Titan A: Ithra" in first.stdout
    journal = tmp_path / "saves" / f"battle-{SEED}.atoj"
    assert journal.exists()
    again = subprocess.run(
        [sys.executable, "-m", "atoterm", "load", str(journal), "--plain"],
        input="u\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert again.returncode == 0, again.stderr
    assert "Undid decision 2" in again.stdout
    assert load_game(journal, writable=False)[0].history.position == 1
    missing = subprocess.run(
        [sys.executable, "-m", "atoterm", "load", str(tmp_path / "nope.atoj"), "--plain"],
        input="",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert missing.returncode == 2
    assert "Traceback" not in missing.stderr
