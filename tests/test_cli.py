"""The headless CLI: every verb's exit codes and messages (0 ok, 1 check failed, 2 user error,
3 desync). User errors are one line on stderr, never a traceback.

Most tests call ``atoterm.cli.main(argv)`` in-process (an escaping exception fails the test just
like a traceback would); a few run ``python -m atoterm`` to see what a shell sees.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import msgpack
import pytest
from support import join_frames, rewrite, run_cli, split_frames

from atoterm import __version__
from atoterm.cli import main
from atoterm.cli.script import run_bot
from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.seed_code import encode as encode_seed
from atoterm.store import FORMAT_VERSION, MAGIC, read_journal
from atoterm.store.journal import encode_frame

HEX16 = re.compile(r"[0-9a-f]{16}")
SCRIPT = """\
# four Skill bonuses, then sail
choose fury
choose 5          # an index: wisdom
choose courage
choose will
choose 0          # the first waterway
choose done       # the Advancement Step: nothing today (seed 10: the day's draw asks nothing)
undo 2
redo
choose done
"""


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("atoterm")
    return lines[0]


@pytest.fixture
def script(tmp_path: Path) -> Path:
    path = tmp_path / "play.txt"
    path.write_text(SCRIPT, encoding="utf-8")
    return path


@pytest.fixture
def journal(tmp_path: Path, content: ContentPack) -> tuple[Path, Game]:
    """A closed journal of 12 decisions with an undo and a redo."""
    path = tmp_path / "game.atoj"
    game = Game.new(content, 9, save=path, durable=False)
    run_bot(game, 10)
    game.undo(3)
    game.redo(1)
    run_bot(game, 4)
    game.close()
    return path, game


# --------------------------------------------------------------------- --version
def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["--version"])
    assert caught.value.code == 0
    assert capsys.readouterr().out == f"atoterm {__version__}\n"


def test_version_from_a_shell(subprocess_env: dict[str, str]) -> None:
    result = run_cli(["--version"], subprocess_env)
    assert (result.returncode, result.stdout, result.stderr) == (0, f"atoterm {__version__}\n", "")


# --------------------------------------------------------------------- run
def test_run_prints_a_summary_line(
    capsys: pytest.CaptureFixture[str], script: Path, content: ContentPack
) -> None:
    code, out, err = cli(capsys, "run", "--seed", "10", "--script", str(script))
    assert (code, err) == (0, "")
    (line,) = out.splitlines()
    expected = Game.new(content, 10)
    for choice in ("fury", 5, "courage", "will", 0, "done"):
        expected.choose(choice)
    expected.undo(2)
    expected.redo()
    expected.choose("done")
    assert line.startswith(f"digest={expected.digest:016x} records={expected.record_count} ")
    assert "step=story" in line and "waiting: adv." in line  # day 1's story event [CAMP-030]


def test_run_json(capsys: pytest.CaptureFixture[str], script: Path, tmp_path: Path) -> None:
    save = tmp_path / "run.atoj"
    code, out, err = cli(
        capsys, "run", "--seed", "10", "--script", str(script), "--json", "--save", str(save)
    )
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert {
        "digest",
        "records",
        "phase",
        "step",
        "day",
        "round",
        "pending",
        "events",
        "state",
    } <= set(data)
    assert HEX16.fullmatch(data["digest"])
    assert data["records"] == 1 + len(read_journal(save).records)
    # Day 1's Story event (the storybook's opening) is being read [CAMP-030, ADV-001].
    assert (data["phase"], data["step"], data["day"]) == ("adventure", "story", 1)
    pending = data["pending"]
    assert pending["kind"].startswith("adv.")
    assert pending["options"]
    for option in pending["options"]:
        assert {"id", "label"} <= set(option)
        assert option["id"] and option["label"]
    assert isinstance(data["events"], list) and len(data["events"]) <= 50
    for event in data["events"]:
        assert {"kind", "text", "rule"} <= set(event)
    assert data["state"]["timeline"]["day"] == 1
    verified = cli(capsys, "verify", str(save))
    assert verified[1].strip() == (
        f"ok records={data['records']} digest={data['digest']} seed=10 code={encode_seed(10)}"
    )


def test_run_json_lists_recent_events(capsys: pytest.CaptureFixture[str], script: Path) -> None:
    data = json.loads(cli(capsys, "run", "--seed", "10", "--script", str(script), "--json")[1])
    kinds = [e["kind"] for e in data["events"]]
    assert "moved" in kinds and "day" in kinds


def test_run_json_events_are_capped_at_50(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "long.txt"
    path.write_text("bot 5000\n", encoding="utf-8")  # a whole campaign
    data = json.loads(cli(capsys, "run", "--seed", "2", "--script", str(path), "--json")[1])
    assert len(data["events"]) <= 50
    assert data["pending"] is None
    assert data["outcome"]["result"] == "lost"


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        pytest.param("choose 0\nfly away\n", 2, "unknown command 'fly'", id="unknown-command"),
        pytest.param("choose\n", 1, "choose takes 1..1 argument(s)", id="missing-argument"),
        pytest.param("choose 0 1\n", 1, "choose takes 1..1 argument(s)", id="extra-argument"),
        pytest.param("# c\n\nundo 0\n", 3, "undo needs a positive whole number", id="undo-0"),
        pytest.param("redo -2\n", 1, "redo needs a positive whole number", id="redo-negative"),
        pytest.param("bot many\n", 1, "bot needs a positive whole number", id="bot-word"),
        pytest.param('choose "fury\n', 1, "No closing quotation", id="unclosed-quote"),
        pytest.param("choose fury\nchoose flying\n", 2, "choose refused", id="illegal-choice"),
        pytest.param("choose 99\n", 1, "option index 99 is out of range", id="index-too-big"),
        pytest.param("choose fury\nundo 2\n", 2, "undo refused: only 1", id="undo-too-far"),
        pytest.param("redo\n", 1, "redo refused: nothing to redo", id="nothing-to-redo"),
        pytest.param("bot 5000\nchoose 0\n", 2, "the campaign is over", id="choose-after-end"),
    ],
)
def test_script_errors_name_file_and_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, line: int, fragment: str
) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    code, out, err = cli(capsys, "run", "--seed", "1", "--script", str(path))
    assert code == 2
    assert out == ""
    message = one_error_line(err)
    assert message.startswith(f"atoterm: {path}:{line}: ")
    assert fragment in message


def test_script_save_command(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    copy = tmp_path / "copy.atoj"
    path = tmp_path / "s.txt"
    path.write_text(f"choose 0\nsave {copy}\nchoose 0\n", encoding="utf-8")
    assert cli(capsys, "run", "--seed", "1", "--script", str(path))[0] == 0
    assert len(read_journal(copy).records) == 2  # first keyframe + one decision
    code, out, _ = cli(capsys, "verify", str(copy))
    assert code == 0 and out.startswith("ok records=3 ")


def test_strict_undo_from_a_script(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "s.txt"
    path.write_text("choose 0\nundo\n" + "choose 0\n" * 5 + "undo\n", encoding="utf-8")
    assert cli(capsys, "run", "--seed", "1", "--script", str(path))[0] == 0
    code, _, err = cli(capsys, "run", "--seed", "1", "--undo", "strict", "--script", str(path))
    assert code == 2
    line = one_error_line(err)
    assert line.startswith(f"atoterm: {path}:8: undo refused: strict undo policy: ")
    assert "tile:" in line


def test_script_save_refused_is_a_script_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    existing = tmp_path / "exists.atoj"
    existing.write_bytes(b"keep me")
    path = tmp_path / "s.txt"
    path.write_text(f"choose 0\nsave {existing}\n", encoding="utf-8")
    code, _, err = cli(capsys, "run", "--seed", "1", "--script", str(path))
    assert code == 2
    assert one_error_line(err).startswith(f"atoterm: {path}:2: cannot save")
    assert existing.read_bytes() == b"keep me"


@pytest.mark.parametrize(
    ("make", "fragment"),
    [
        pytest.param(lambda p: None, "cannot read script", id="missing"),
        pytest.param(lambda p: p.mkdir(), "cannot read script", id="a-folder"),
        pytest.param(
            lambda p: p.write_bytes(b"choose \xff\n"), "cannot read script", id="not-utf8"
        ),
    ],
)
def test_unreadable_script(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, make: object, fragment: str
) -> None:
    path = tmp_path / "script.txt"
    make(path)  # type: ignore[operator]
    code, _, err = cli(capsys, "run", "--seed", "1", "--script", str(path))
    assert code == 2
    assert fragment in one_error_line(err)


def test_illegal_choice_from_a_shell(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("choose fury\nchoose sideways\n", encoding="utf-8")
    result = run_cli(["run", "--seed", "1", "--script", str(path)], subprocess_env)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith(f"atoterm: {path}:2: choose refused: 'sideways'")
    assert "Traceback" not in result.stderr


# --------------------------------------------------------------------- verify
def test_verify_ok(capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]) -> None:
    path, game = journal
    code, out, err = cli(capsys, "verify", str(path))
    assert (code, err) == (0, "")
    code_words = f"seed={game.seed} code={encode_seed(game.seed)}"
    assert out == f"ok records={game.record_count} digest={game.digest:016x} {code_words}\n"


def test_verify_json(capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]) -> None:
    path, game = journal
    code, out, _ = cli(capsys, "verify", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data == {
        "ok": True,
        "records": game.record_count,
        "digest": f"{game.digest:016x}",
        "seed": game.seed,
        "seed_code": encode_seed(game.seed),
        "divergence": None,
        "notes": [],
    }


def _desync(path: Path) -> int:
    """Rewrite the 6th decision's digest (CRC stays valid); return that record's index."""
    frames = split_frames(path.read_bytes())
    index = [i for i, f in enumerate(frames) if f["body"]["k"] == "decision"][5]

    def change(bodies: list[dict]) -> None:
        bodies[index]["digest"] ^= 0xFFFF

    rewrite(path, change)
    return index


def test_verify_desync_exits_3(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    path, _ = journal
    index = _desync(path)
    offset = read_journal(path).records[index - 1].offset
    code, out, err = cli(capsys, "verify", str(path))
    assert code == 3
    assert out == ""
    first = err.splitlines()[0]
    assert first.startswith(f"desync at record {index} (offset {offset}): state digest differs")
    assert "Traceback" not in err


def test_verify_desync_json(capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]) -> None:
    path, _ = journal
    index = _desync(path)
    code, out, _ = cli(capsys, "verify", str(path), "--json")
    assert code == 3
    data = json.loads(out)
    assert data["ok"] is False
    assert data["divergence"]["record"] == index
    assert data["records"] == index


def test_verify_a_torn_tail_is_a_note(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    path, _ = journal
    data = path.read_bytes()
    path.write_bytes(data[:-3])
    code, out, err = cli(capsys, "verify", str(path))
    assert code == 1  # not 0: the file could not be read whole
    assert out.startswith("ok records=")
    assert err.startswith("note: torn tail at offset ")


@pytest.mark.parametrize(
    ("make", "fragment"),
    [
        pytest.param(lambda p: None, "no such file", id="missing"),
        pytest.param(lambda p: p.mkdir(), "is a folder", id="a-folder"),
        pytest.param(lambda p: p.write_text("hello\n"), "wrong magic", id="text-file"),
        pytest.param(lambda p: p.write_bytes(b""), "ends before its header", id="empty"),
        pytest.param(
            lambda p: p.write_bytes(MAGIC + encode_frame({"k": "header"})), "bad header", id="hdr"
        ),
    ],
)
@pytest.mark.parametrize("verb", ["verify", "export", "state"])
def test_bad_files_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, verb: str, make: object, fragment: str
) -> None:
    path = tmp_path / "bad.atoj"
    make(path)  # type: ignore[operator]
    argv = [verb, str(path)] + (["--json"] if verb == "state" else [])
    code, out, err = cli(capsys, *argv)
    assert code == 2
    assert out == ""
    line = one_error_line(err)
    assert line.startswith(f"atoterm: {path}: offset ")
    assert fragment in line


def test_verify_corrupted_record_exits_2(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    path, _ = journal
    data = bytearray(path.read_bytes())
    data[-2] ^= 0x40
    path.write_bytes(bytes(data))
    code, _, err = cli(capsys, "verify", str(path))
    assert code == 2
    assert "checksum mismatch" in one_error_line(err)


# --------------------------------------------------------------------- state --at
def test_state_at(capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]) -> None:
    path, game = journal
    records = read_journal(path).records
    for at in (1, 3, 6, len(records)):
        code, out, _ = cli(capsys, "state", str(path), "--at", str(at), "--json")
        assert code == 0
        data = json.loads(out)
        assert data["records"] == at + 1
        assert data["digest"] == f"{records[at - 1].digest:016x}"
    code, out, _ = cli(capsys, "state", str(path), "--json")
    assert json.loads(out)["digest"] == f"{game.digest:016x}"


def test_state_at_zero_is_the_new_campaign(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game], content: ContentPack
) -> None:
    path, _ = journal
    data = json.loads(cli(capsys, "state", str(path), "--at", "0", "--json")[1])
    assert data["records"] == 1
    assert data["digest"] == f"{Game.new(content, 9).digest:016x}"


def test_state_of_a_desynced_journal_exits_3(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    path, _ = journal
    _desync(path)
    code, out, err = cli(capsys, "state", str(path), "--json")
    assert code == 3
    assert out == ""
    assert "desync at record" in one_error_line(err)


# --------------------------------------------------------------------- export
def test_export_text(capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]) -> None:
    path, game = journal
    code, out, err = cli(capsys, "export", str(path))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith(
        f"journal {path}: format {FORMAT_VERSION}, engine {__version__}, content "
    )
    assert "seed 9, undo casual" in lines[0]
    assert len(lines) == game.record_count
    kinds = [line.split()[1] for line in lines[1:]]
    assert kinds == [r.kind for r in read_journal(path).records]
    assert any("choice=" in line for line in lines if " decision " in line)


def test_export_jsonl(capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]) -> None:
    path, game = journal
    code, out, _ = cli(capsys, "export", str(path), "--format", "jsonl")
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert len(rows) == game.record_count
    assert rows[0]["k"] == "header" and rows[0]["record"] == 0
    assert rows[0]["offset"] == len(MAGIC)
    records = read_journal(path).records
    for row, record in zip(rows[1:], records, strict=True):
        assert (row["k"], row["n"], row["offset"]) == (record.kind, record.n, record.offset)
        assert row["digest"] == f"{record.digest:016x}"
        if record.kind == "keyframe":
            assert isinstance(row["state"], dict) and "voyage" in row["state"]
        if record.kind == "decision":
            assert row["choice"] == record.choice
    assert rows[-1]["digest"] == f"{game.digest:016x}"


def test_export_of_a_damaged_journal_notes_the_damage(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    path, _ = journal
    path.write_bytes(path.read_bytes() + b"\x00\x00")
    code, out, err = cli(capsys, "export", str(path))
    assert code == 0
    assert out
    assert err.startswith(f"note: {path}: offset ")


def test_export_jsonl_of_a_hostile_header(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    path, _ = journal
    bodies = [f["body"] for f in split_frames(path.read_bytes())]
    bodies[0]["rules"] = {"tie_break": b"\x00\x01"}
    path.write_bytes(join_frames(bodies))
    code, _, err = cli(capsys, "export", str(path), "--format", "jsonl")
    assert code in (0, 2)
    assert "Traceback" not in err


def test_export_jsonl_of_an_odd_keyframe(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    path, _ = journal
    rewrite(path, lambda bodies: bodies.append({"k": "keyframe", "digest": 1, "state": b"\xc1"}))
    code, out, _ = cli(capsys, "export", str(path), "--format", "jsonl")
    assert code == 0
    assert json.loads(out.splitlines()[-1])["state"] == "<undecodable>"


def test_a_closed_stdout_is_not_an_error(
    subprocess_env: dict[str, str], journal: tuple[Path, Game]
) -> None:
    import subprocess
    import sys

    path, _ = journal
    process = subprocess.Popen(
        [sys.executable, "-m", "atoterm", "export", str(path), "--format", "jsonl"],
        env=subprocess_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.read(10)
    process.stdout.close()
    err = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(timeout=60) == 0
    assert err == ""


# --------------------------------------------------------------------- bot
def test_bot_stops_cleanly_when_the_campaign_ends(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "bot.atoj"
    code, out, err = cli(capsys, "bot", "--seed", "3", "--steps", "100000", "--save", str(save))
    assert (code, err) == (0, "")
    (line,) = out.splitlines()
    made = int(re.search(r"campaign ended after (\d+) decisions", line).group(1))  # type: ignore[union-attr]
    assert made > 40  # a whole Cycle: voyage, adventures, battles
    assert "over: lost" in line or "over: won" in line
    code, out, _ = cli(capsys, "verify", str(save))
    assert code == 0


def test_bot_exact_step_count(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = tmp_path / "bot.atoj"
    code, out, _ = cli(capsys, "bot", "--seed", "3", "--steps", "7", "--save", str(save))
    assert code == 0
    assert "campaign ended" not in out
    decisions = [r for r in read_journal(save).records if r.kind == "decision"]
    assert len(decisions) == 7


def test_bot_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    first = cli(capsys, "bot", "--seed", "12", "--steps", "20")[1]
    second = cli(capsys, "bot", "--seed", "12", "--steps", "20")[1]
    other = cli(capsys, "bot", "--seed", "13", "--steps", "20")[1]
    assert first == second
    assert first != other


# --------------------------------------------------------------------- bad arguments
BAD_ARGS = [
    pytest.param(["run", "--seed", "-1", "--script", "x"], "seed must be", id="negative-seed"),
    pytest.param(["run", "--seed", "abc", "--script", "x"], "seed must be", id="word-seed"),
    pytest.param(["run", "--seed", str(2**64), "--script", "x"], "seed must be", id="huge-seed"),
    pytest.param(["run", "--script", "x"], "required: --seed", id="missing-seed"),
    pytest.param(["bot", "--seed", "1", "--steps", "ten"], "expected a whole number", id="steps"),
    pytest.param(["bot", "--seed", "1"], "bot needs --seed and --steps", id="missing-steps"),
    pytest.param(
        ["bot", "--seed", "1", "--steps", "1", "--undo", "x"], "invalid choice", id="undo"
    ),
    pytest.param(["fly"], "invalid choice", id="unknown-verb"),
    pytest.param(["verify"], "required: path", id="verify-no-path"),
    pytest.param(["state", "x.atoj"], "required: --json", id="state-no-json"),
    pytest.param(["state", "x.atoj", "--json", "--at", "-1"], "expected a whole", id="at-neg"),
    pytest.param(["export", "x.atoj", "--format", "xml"], "invalid choice", id="export-format"),
    pytest.param(["content"], "required", id="content-no-subverb"),
    pytest.param(["run", "--seed", "1", "--script", "x", "--bogus"], "unrecognized", id="flag"),
    pytest.param(
        ["bot", "--seed", "1", "--steps", "1", "--content", "/nonexistent/folder"],
        "content error: /nonexistent/folder:1: content folder does not exist",
        id="content-folder",
    ),
    pytest.param(
        ["bot", "--seed", "1", "--steps", "1", "--save", "/proc/no/such/dir/x.atoj"],
        "atoterm: ",
        id="unwritable-save",
    ),
    pytest.param(["scenario", "/nonexistent.toml"], "no such scenario file", id="scenario"),
]


@pytest.mark.parametrize(("argv", "fragment"), BAD_ARGS)
def test_bad_arguments_are_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str
) -> None:
    code, out, err = cli(capsys, *argv)
    assert code == 2
    assert out == ""
    assert fragment in one_error_line(err)


def test_save_never_overwrites(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = tmp_path / "keep.atoj"
    save.write_bytes(b"precious")
    code, _, err = cli(capsys, "bot", "--seed", "1", "--steps", "3", "--save", str(save))
    assert code == 2
    assert "already exists" in one_error_line(err)
    assert save.read_bytes() == b"precious"


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(["run", "--seed", "x"], id="bad-seed"),
        pytest.param(["verify", "/nonexistent/x.atoj"], id="missing-journal"),
        pytest.param(["load", "/nonexistent/x.atoj"], id="tui-load-missing"),
    ],
)
def test_bad_input_from_a_shell_has_no_traceback(
    subprocess_env: dict[str, str], argv: list[str]
) -> None:
    result = run_cli(argv, subprocess_env)
    assert result.returncode == 2
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith("atoterm")


def test_header_offsets_in_messages_match_the_file(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    """read_journal names the header frame at offset len(MAGIC)."""
    path, _ = journal
    bodies = [f["body"] for f in split_frames(path.read_bytes())]
    bodies[0]["format"] = FORMAT_VERSION + 1
    path.write_bytes(join_frames(bodies))
    line = one_error_line(cli(capsys, "verify", str(path))[2])
    assert f"offset {len(MAGIC)}: written by a newer atoterm" in line


def test_session_header_errors_name_the_header_offset(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    path, _ = journal
    bodies = [f["body"] for f in split_frames(path.read_bytes())]
    bodies[0]["content_id"] = "another-cycle"
    path.write_bytes(join_frames(bodies))
    line = one_error_line(cli(capsys, "verify", str(path))[2])
    assert f"offset {len(MAGIC)}: " in line


def test_msgpack_is_the_body_format(journal: tuple[Path, Game]) -> None:
    """Sanity of the helpers the tests above use to rewrite journals."""
    path, _ = journal
    frames = split_frames(path.read_bytes())
    assert frames[0]["body"]["k"] == "header"
    assert msgpack.unpackb(msgpack.packb(frames[1]["body"])) == frames[1]["body"]
    assert join_frames([f["body"] for f in frames]) == path.read_bytes()
