"""Bad input files get one clear line and exit code 2, never a traceback or a hang: scripts
(`atoterm run`), plain mode's typed numbers, scenario files (wrong types, unknown keys, deep
nesting, a FIFO), content folders (deep nesting, a FIFO, a device, bad bytes), and the bot's
options (`--games 0`, `--save` in every mode, fsynced)."""

from __future__ import annotations

import io
import os
import shutil
import time
from pathlib import Path

import pytest

from atoterm.cli import main
from atoterm.content import ContentError, ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.plain import PlainSession
from atoterm.session import Game, verify_journal


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


# ---------------------------------------------------------------------------- scripts
@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("undo ²\n", 1, "undo needs a positive whole number, not '²'"),
        ("bot ٣\n", 1, "bot needs a positive whole number, not '٣'"),
        ("redo " + "9" * 100 + "\n", 1, "redo needs a positive whole number"),
        ("choose fury\nchoose ²\n", 2, "choose refused"),
        ("choose fury\nchoose " + "1" * 100 + "\n", 2, "choose refused"),
        ('choose "fury\n', 1, "No closing quotation"),
        ('""\n', 1, "unknown command ''"),
        ("choose fury\nchoose " + "x" * 5_000_000 + "\n", 2, "longer than 4096 characters"),
    ],
    ids=[
        "undo-sup2",
        "bot-arabic",
        "redo-huge",
        "choose-sup2",
        "choose-huge",
        "quote",
        "empty",
        "5MB-line",
    ],
)
def test_script_lines_that_cannot_run_are_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, line: int, fragment: str
) -> None:
    """Odd digits, huge numbers, quotes and a 5 MB line: ``file:line: message``, exit 2, at
    once (a 5 MB line is refused before any splitting)."""
    path = tmp_path / "play.txt"
    path.write_text(text, encoding="utf-8")
    started = time.perf_counter()
    code, out, err = cli(capsys, "run", "--seed", "1", "--script", str(path))
    assert time.perf_counter() - started < 10
    assert (code, out) == (2, "")
    message = one_line(err)
    assert message.startswith(f"atoterm: {path}:{line}: "), message
    assert fragment in message


def test_a_fifo_script_is_refused_not_waited_on(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A named pipe given as the script is named as such at once (reading it would block)."""
    fifo = tmp_path / "play.txt"
    os.mkfifo(fifo)
    code, _out, err = cli(capsys, "run", "--seed", "1", "--script", str(fifo))
    assert code == 2
    assert (
        one_line(err)
        == f"atoterm: {fifo}:1: cannot read script: is a FIFO (named pipe), not a regular file"
    )


def test_quoted_words_still_work(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Quoting (``save "a b.atoj"``) is still read as one word."""
    target = tmp_path / "a b.atoj"
    path = tmp_path / "play.txt"
    path.write_text(f'choose fury\nsave "{target}"\n', encoding="utf-8")
    code, _out, err = cli(capsys, "run", "--seed", "1", "--script", str(path))
    assert (code, err) == (0, "") and target.exists()


def test_plain_mode_reads_only_ascii_numbers(content: ContentPack) -> None:
    """Typed ``²``, ``٣`` or a 5,000-digit number is refused in words; plain mode goes on."""
    game = Game.new(content, 3)
    out = io.StringIO()
    code = PlainSession(game, out).run(io.StringIO("²\n٣\n" + "7" * 5000 + "\n1\nq\n"))
    text = out.getvalue()
    assert code == 0
    assert "'²' is neither an option number" in text and "'٣' is neither" in text
    assert "There is no option 7777" in text or "is neither an option number" in text
    assert "You chose 1:" in text


@pytest.mark.parametrize("value", ["²", "1" * 31, "٣"])
def test_command_line_numbers_are_ascii(capsys: pytest.CaptureFixture[str], value: str) -> None:
    """``--seed ²`` and friends: a one-line usage error, exit 2 (a seed is an ASCII number
    below 2**64 or a seed code, whose characters are ASCII too)."""
    code, _out, err = cli(capsys, "bot", "--seed", value, "--steps", "1")
    line = one_line(err)
    assert code == 2 and "argument --seed: the seed must be" in line
    assert "2**64-1" in line if value.isascii() else "not a character of seed codes" in line


# ---------------------------------------------------------------------------- scenarios
SCENARIO_CASES = {
    "content-5": ("[scenario]\ncontent = 5\n", 2, "'content' in [scenario] must be text, not 5"),
    "choice-matrix": (
        '[setup]\nchoice_matrix = [-1, "x"]\n',
        2,
        "'choice_matrix' in [setup] must be a list of box numbers from 1 to 999",
    ),
    "red-line-off-board": (
        "[battle]\nred_lines = [[0, 0, 50, 50]]\n",
        2,
        "red_lines: [0, 0, 50, 50] is not the edge between two adjacent spaces",
    ),
    "piece-line-off-board": (
        '[battle]\n[[battle.terrain_piece]]\nterrain = "coral-pillar"\ncells = [[7, 9]]\n'
        "green_lines = [[-5, -5, -5, -6]]\n",
        5,
        "green_lines: [-5, -5, -5, -6] is not the edge",
    ),
    "unknown-key": (
        "[setup]\ntiel = 124\n",
        2,
        "unknown key 'tiel' in [setup] (did you mean 'tile'?)",
    ),
    "unknown-table": ("[setpu]\n", 1, "unknown key 'setpu' (did you mean 'setup'?)"),
    "unknown-nested": (
        '[battle]\n[[battle.titan]]\nkey = "A"\nat = [9, 7]\ndangr = 3\n',
        5,
        "unknown key 'dangr' in [[battle.titan]] #1 (did you mean 'danger'?)",
    ),
    "wrong-type-nested": (
        '[battle]\n[[battle.titan]]\nkey = "A"\nat = [9, 7]\ngear = 5\n',
        5,
        "'gear' in [[battle.titan]] #1 must be a list of text, not 5",
    ),
    "unknown-godform": (
        '[battle]\npowers = { godforms = ["nope"] }\n',
        2,
        "powers godforms: unknown id 'nope'",
    ),
    "bad-knockdown": (
        '[battle]\n[[battle.titan]]\nkey = "A"\nat = [9, 7]\nknockdown = "x"\n',
        5,
        'knockdown must be "", "falling" or "rising"',
    ),
    "trait-not-in-play": (
        '[battle]\nprimordial = "kyanippe"\n\nremoved_traits = ["full-gallop"]\n',
        4,
        "'full-gallop' is not a Trait in play here (in play: open-gallop, glass-wake",
    ),
    "removed-traits-type": (
        '[battle]\nremoved_traits = "open-gallop"\n',
        2,
        "'removed_traits' in [battle] must be a list of text, not 'open-gallop'",
    ),
    "unknown-moiros-card": (
        '[battle]\n[[battle.titan]]\nkey = "A"\nat = [9, 7]\nmoiros = "blind-fury"\n',
        5,
        "moiros 'blind-fury': the Moiros deck has no such card",
    ),
    "kratos-card-held-twice": (
        '[battle]\n[[battle.titan]]\nkey = "A"\nat = [9, 7]\nkratos = "red-haze"\n'
        '[[battle.titan]]\nkey = "B"\nat = [9, 9]\nkratos = "red-haze"\n',
        9,
        "kratos 'red-haze': another Titan holds it",
    ),
    "kratos-card-type": (
        '[battle]\n[[battle.titan]]\nkey = "A"\nat = [9, 7]\nkratos = ["red-haze"]\n',
        5,
        "'kratos' in [[battle.titan]] #1 must be text, not ['red-haze']",
    ),
    "second-titan-vantage": (
        '[battle]\n[[battle.titan]]\nkey = "A"\nat = [9, 7]\n'
        '[[battle.titan]]\nkey = "B"\nvantage = "nowhere"\n',
        7,
        "no VP 'nowhere'",
    ),
    "adversary-tile-hidden": (
        "[setup]\ntile = 124\n[setup.adversary]\ntile = 101\n",
        4,
        "tile 101 is not a revealed tile",
    ),
    "adversary-track-box": (
        '[setup.adversary]\nprimordial = "threnos"\ntrack_box = 99\n',
        3,
        "threnos has Battle Track boxes 1..",
    ),
    "adversary-unknown-key": (
        "[setup.adversary]\ntiles = 3\n",
        2,
        "unknown key 'tiles' in [setup.adversary] (did you mean 'tile'?)",
    ),
    "state-path-sup2": ('[expect.state]\n"argonauts.²" = 1\n', 2, "no value at 'argonauts.²'"),
    "forced-out-of-range": (
        '[forced]\n"deck.ai" = [999]\n[battle]\ncursor = "setup"\n',
        2,
        "the set-up cannot start: forced deck.ai result 999 is outside 0..7",
    ),
    "deep-arrays": ("x = " + "[" * 3000 + "]" * 3000 + "\n", 1, "nests more than 64 levels"),
    "deep-tables": ("x = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n", 1, "nests more than 64"),
    "long-dotted-key": ("a" + ".a" * 100_000 + " = 1\n", 1, "nests more than 64 levels"),
    "not-utf8": ("\n\n", 3, "not UTF-8"),
}


@pytest.mark.parametrize(
    ("text", "line", "fragment"), SCENARIO_CASES.values(), ids=list(SCENARIO_CASES)
)
def test_bad_scenarios_are_file_line_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, line: int, fragment: str
) -> None:
    """Wrong types, unknown keys (with a suggestion), values off the board, a rule that cannot
    use a forced value, nesting thousands deep: one line ``file:line: message``, exit 2."""
    path = tmp_path / "case.toml"
    data = text.encode("utf-8")
    if fragment == "not UTF-8":
        data += b"\xff\xfe\n"
    path.write_bytes(data)
    started = time.perf_counter()
    code, out, err = cli(capsys, "scenario", str(path))
    assert time.perf_counter() - started < 30
    assert (code, out) == (2, "")
    message = one_line(err)
    assert message.startswith(f"atoterm: {path}:{line}: "), message
    assert fragment in message, message


def test_every_problem_of_a_scenario_is_listed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Several unknown keys and wrong types: one line each, in file order."""
    path = tmp_path / "case.toml"
    path.write_text('[scenario]\nseed = "x"\nnmae = 1\n[setup]\nday = true\n', encoding="utf-8")
    code, _out, err = cli(capsys, "scenario", str(path))
    assert code == 2
    lines = err.splitlines()
    assert [line.split(": ", 2)[1] for line in lines] == [f"{path}:2", f"{path}:3", f"{path}:5"]


def test_a_fifo_scenario_is_refused_not_waited_on(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A named pipe as the scenario file: named at once."""
    fifo = tmp_path / "case.toml"
    os.mkfifo(fifo)
    code, _out, err = cli(capsys, "scenario", str(fifo))
    assert code == 2 and "is a FIFO (named pipe), not a regular file" in one_line(err)


# ---------------------------------------------------------------------------- content
@pytest.fixture
def pack_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "content"
    shutil.copytree(default_content_dir(), folder)
    return folder


@pytest.mark.parametrize(
    ("name", "text", "line"),
    [
        ("map.toml", "x = " + "[" * 3000 + "]" * 3000 + "\n", 1),
        ("battle/gear.toml", "[[gear]]\nx = " + "{a = " * 1000 + "1" + "}" * 1000 + "\n", 2),
        ("campaign.toml", "\n\na" + ".a" * 100_000 + " = 1\n", 3),
    ],
    ids=["arrays", "inline-tables", "dotted-key"],
)
def test_deep_content_is_a_problem_on_its_line(
    pack_copy: Path, name: str, text: str, line: int
) -> None:
    """Content TOML nested thousands deep is one problem, ``file:line: ...``, no RecursionError."""
    (pack_copy / name).write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_content(pack_copy)
    first = next(p for p in caught.value.problems if p.file == name)
    assert first.line == line and "nests more than 64 levels" in first.message


@pytest.mark.parametrize("where", ["map.toml", "battle/extra.toml", "notes"])
def test_a_fifo_in_the_content_folder_is_named(
    capsys: pytest.CaptureFixture[str], pack_copy: Path, where: str
) -> None:
    """A named pipe anywhere in the folder (a content file or any other name): `content check`
    names it at once and fails (exit 1); nothing waits on it."""
    target = pack_copy / where
    target.unlink(missing_ok=True)
    os.mkfifo(target)
    started = time.perf_counter()
    code, _out, err = cli(capsys, "content", "check", str(pack_copy))
    assert time.perf_counter() - started < 30
    assert code == 1
    assert f"{where}:1: a FIFO (named pipe), not a regular file" in err


def test_a_device_behind_a_link_is_named(
    capsys: pytest.CaptureFixture[str], pack_copy: Path
) -> None:
    """``map.toml`` linked to /dev/zero (it would never end) is named as a device."""
    (pack_copy / "map.toml").unlink()
    (pack_copy / "map.toml").symlink_to("/dev/zero")
    code, _out, err = cli(capsys, "content", "check", str(pack_copy))
    assert code == 1 and "map.toml:1: a device, not a regular file" in err


def test_bytes_that_are_not_utf8_name_their_line(pack_copy: Path) -> None:
    """A content file with bad bytes: the problem names the line they are on."""
    path = pack_copy / "factions.toml"
    path.write_bytes(path.read_bytes().replace(b"\n", b"\n\xff", 3).replace(b"\n\xff", b"\n", 2))
    with pytest.raises(ContentError) as caught:
        load_content(pack_copy)
    problem = caught.value.problems[0]
    assert (problem.file, problem.line) == ("factions.toml", 4)
    assert "not UTF-8" in problem.message


@pytest.mark.parametrize(
    ("name", "old", "new", "message"),
    [
        (
            "storybook/rr.story",
            '> boon "Saro\'s Knot"',
            '> boon "' + "x" * 2_000_000 + '"',
            "line is longer than 10000 characters",
        ),
        (
            "exploration.toml",
            'effects = ["gain_resource cedar 2"]',
            "effects = [\"boon '" + "x" * 2_000_000 + "'\"]",
            "an effect or condition is longer than 10000 characters",
        ),
    ],
    ids=["story-line", "toml-effect"],
)
def test_a_huge_quoted_effect_is_refused_at_once(
    pack_copy: Path, name: str, old: str, new: str, message: str
) -> None:
    """A 2 MB quoted effect (split by shlex, whose time grows with the square of the length)
    is a problem on its line in a moment, in a story chapter and in a TOML value."""
    path = pack_copy / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    started = time.perf_counter()
    with pytest.raises(ContentError) as caught:
        load_content(pack_copy)
    assert time.perf_counter() - started < 20
    assert any(p.file == name and message in p.message for p in caught.value.problems)


# ---------------------------------------------------------------------------- bot
@pytest.mark.parametrize(
    "mode",
    [
        ["--battle", "ammonax"],
        ["--campaign", "--seed", "3"],
        ["--adventure"],
        ["--tour"],
    ],
    ids=["battle", "campaign", "adventure", "tour"],
)
def test_games_zero_is_refused_in_every_mode(
    capsys: pytest.CaptureFixture[str], mode: list[str]
) -> None:
    """``--games 0`` is a usage error, the same in every bot mode."""
    code, out, err = cli(capsys, "bot", *mode, "--games", "0")
    assert (code, out) == (2, "")
    assert "the bot plays at least one game" in one_line(err)


def test_bot_battles_save_journals_that_verify(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    content: ContentPack,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``bot --battle ID --games 2 --save F``: F-1 and F-2, fsynced as they are written, each
    verifying, the first the same battle ``--games 1 --save G`` plays."""
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd))[1])
    save = tmp_path / "b.atoj"
    argv = ["bot", "--battle", "ammonax", "--policy", "progress", "--games", "2"]
    code, out, err = cli(capsys, *argv, "--save", str(save))
    assert (code, err) == (0, "") and out.startswith("battles: 2")
    assert synced, "the bot's journals are fsynced"
    paths = [tmp_path / "b-1.atoj", tmp_path / "b-2.atoj"]
    digests = []
    for path in paths:
        result = verify_journal(path, content)
        assert result.ok and result.records > 10
        digests.append(result.digest)
    single = tmp_path / "one.atoj"
    code, _out, _err = cli(capsys, *argv[:-1], "1", "--save", str(single))
    assert code == 0 and verify_journal(single, content).digest == digests[0]


def test_bot_adventure_saves_and_tour_refuses_to(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: ContentPack
) -> None:
    """``bot --adventure --save F`` writes a journal that verifies; ``--tour --save`` (many
    readings, no one game) is refused in words."""
    save = tmp_path / "a.atoj"
    code, _out, err = cli(capsys, "bot", "--adventure", "--save", str(save))
    assert (code, err) == (0, "") and verify_journal(save, content).ok
    code, _out, err = cli(capsys, "bot", "--tour", "--save", str(tmp_path / "t.atoj"))
    assert code == 2 and "--tour" in one_line(err)
