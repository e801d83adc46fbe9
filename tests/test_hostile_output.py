"""What the commands print from a hostile journal and content pack: header names, option labels,
tile and Technology names and a decision's choice that hold terminal control sequences (clear
screen, OSC 52, bell, C1 CSI, bidi overrides) reach stdout and stderr only as visible escapes."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from hostile_kit import PAYLOAD, SHOWN, UNSAFE, hostile_pack, write_hostile_journal
from support import rewrite, run_cli

from atoterm.cli import main
from atoterm.content import ContentPack
from atoterm.plain import PlainSession
from atoterm.session import load_game


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path, ContentPack]:
    """(content folder, journal, the journal with a hostile choice, pack)."""
    root = tmp_path_factory.mktemp("hostile")
    pack = hostile_pack(root / "content")
    journal = root / "campaign.atoj"
    write_hostile_journal(pack, journal)
    forged = root / "forged.atoj"
    shutil.copyfile(journal, forged)

    def hostile_choice(bodies: list[dict[str, object]]) -> None:
        last = [b for b in bodies if b["k"] == "decision"][-1]
        last["choice"] = f"fury{PAYLOAD}"

    rewrite(forged, hostile_choice)
    return root / "content", journal, forged, pack


def _run(
    capsys: pytest.CaptureFixture[str], argv: list[str], stdin: str = ""
) -> tuple[int, str, str]:
    import sys

    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        code = main(argv)
    finally:
        sys.stdin = saved
    out, err = capsys.readouterr()
    return code, out, err


def _commands(content: Path, journal: Path, forged: Path) -> dict[str, tuple[list[str], str, bool]]:
    """name -> (arguments, standard input, whether the output quotes the hostile text)."""
    c = ["--content", str(content)]
    return {
        "load --plain": (["load", str(journal), "--plain", *c], "l\nd\nw\nh\n2\nq\n", True),
        "load --plain (forged choice)": (["load", str(forged), "--plain", *c], "q\n", True),
        "export text": (["export", str(forged)], "", True),
        "export jsonl": (["export", str(journal), "--format", "jsonl"], "", True),
        "export chronicle": (["export", str(journal), "--format", "chronicle", *c], "", True),
        "verify": (["verify", str(journal), *c], "", False),
        "verify (forged choice)": (["verify", str(forged), *c], "", True),
        "verify --json (forged choice)": (["verify", str(forged), "--json", *c], "", True),
        "state --json": (["state", str(journal), "--json", *c], "", True),
        "state --json (forged choice)": (["state", str(forged), "--json", *c], "", True),
        "content check": (["content", "check", str(content)], "", True),
    }


@pytest.mark.parametrize(
    "name",
    list(_commands(Path(), Path(), Path())),
)
def test_no_command_prints_a_control_character(
    capsys: pytest.CaptureFixture[str], hostile: tuple[Path, Path, Path, ContentPack], name: str
) -> None:
    """Every command's stdout and stderr are free of control characters (line feeds aside),
    and the hostile text is still there to read, escaped."""
    content, journal, forged, _pack = hostile
    argv, stdin, quotes = _commands(content, journal, forged)[name]
    code, out, err = _run(capsys, argv, stdin)
    assert code in (0, 1, 2, 3)
    assert "Traceback" not in err
    for stream in (out, err):
        assert UNSAFE.search(stream) is None, UNSAFE.search(stream)
    if quotes:  # the text is there to read, as an escape (JSON's or ours)
        shown = out + err
        assert SHOWN in shown or "\\u001b[2J" in shown, shown[-2000:]


def test_plain_mode_escapes_labels_prompts_and_events(
    hostile: tuple[Path, Path, Path, ContentPack],
) -> None:
    """Plain mode prints the hostile option labels, prompts and events escaped, each label on
    its own line, even when it writes to a stream of its own (not the CLI's)."""
    _content, journal, _forged, pack = hostile
    game, _report = load_game(journal, content=pack, writable=False)
    out = io.StringIO()
    PlainSession(game, out).run(io.StringIO("l\n1\nq\n"))
    text = out.getvalue()
    assert UNSAFE.search(text) is None
    assert f"Research Tide Organ{SHOWN}" in text  # an option label
    assert f"Ana{SHOWN}" in text  # an Argonaut of the header, in an event


def test_a_shell_sees_no_control_character(
    subprocess_env: dict[str, str], hostile: tuple[Path, Path, Path, ContentPack]
) -> None:
    """``python -m atoterm verify`` and ``export`` as a shell runs them: escaped output only."""
    content, _journal, forged, _pack = hostile
    for argv in (["verify", str(forged), "--content", str(content)], ["export", str(forged)]):
        done = run_cli(argv, subprocess_env)
        assert UNSAFE.search(done.stdout + done.stderr) is None
        assert SHOWN in done.stdout + done.stderr
        assert "Traceback" not in done.stderr


def test_an_error_quoting_a_file_name_is_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A file name with control characters (and bytes that are not UTF-8) is quoted escaped."""
    name = tmp_path / f"evil{PAYLOAD}.atoj"
    name.write_bytes(b"not a journal")
    code, out, err = _run(capsys, ["verify", str(name)])
    assert code == 2 and out == ""
    assert UNSAFE.search(err) is None and SHOWN in err
    code, _out, err = _run(capsys, ["export", str(tmp_path / "missing\udcff\x1b[2J.atoj")])
    assert code == 2 and UNSAFE.search(err) is None


def test_a_hostile_scenario_and_script_are_quoted_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Messages that quote a scenario's key or a script's word show its control characters
    escaped (TOML and scripts can carry them as escapes or raw bytes)."""
    scenario = tmp_path / "s.toml"
    scenario.write_text('[setup]\n"tile\\u001b[2J" = 1\n', encoding="utf-8")
    code, _out, err = _run(capsys, ["scenario", str(scenario)])
    assert code == 2 and UNSAFE.search(err) is None and "unknown key" in err
    script = tmp_path / "play.txt"
    script.write_text(f"choose fury\nsail{PAYLOAD}\n", encoding="utf-8")
    code, _out, err = _run(capsys, ["run", "--seed", "3", "--script", str(script)])
    assert code == 2 and UNSAFE.search(err) is None
    assert err.startswith(f"atoterm: {script}:2: unknown command")
