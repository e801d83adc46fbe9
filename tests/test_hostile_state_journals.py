"""Journals whose states were crafted (a keyframe, the header's start state, a battle
snapshot) with a consistent digest chain: every verb that reads them says what is wrong in
one line, ``file: offset N: reason``, and exits 2 or 3; none prints a traceback."""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack
import pytest
from support import join_frames, run_cli, split_frames

from atoterm.cli.main import main
from atoterm.content import ContentPack
from atoterm.engine.codec import unpack
from atoterm.session import load_game
from atoterm.session.legacy import state_digest
from atoterm.session.practice import new_practice_game, play_bot
from atoterm.ui.session_access import OpenError, open_for_play, open_for_replay

Plain = dict[str, Any]
VERBS = (
    ["verify"],
    ["state", "--json"],
    ["load", "--plain"],
    ["export"],
    ["export", "--format", "jsonl"],
    ["export", "--format", "chronicle"],
)


@pytest.fixture(scope="module")
def battle_journal(tmp_path_factory: pytest.TempPathFactory, content: ContentPack) -> Path:
    """A practice battle 60 decisions in: a start state in its header, keyframes after."""
    path = tmp_path_factory.mktemp("journals") / "battle.atoj"
    game = new_practice_game(content, 3, save=path, durable=False)
    play_bot(game, 60, "progress")
    game.close()
    return path


def pack(plain: Any) -> bytes:
    """msgpack of ``plain``; a ``Deep(n)`` stands for a list nested ``n`` deep (msgpack's own
    packer refuses to write more than 512 levels)."""
    marker = b"\xc7\x00\x05"  # ext type 5, empty: never in a real state
    depths: list[int] = []

    def default(value: Any) -> Any:
        depths.append(value.depth)
        return msgpack.ExtType(5, b"")

    data = msgpack.packb(plain, use_bin_type=True, default=default)
    for depth in depths:
        data = data.replace(marker, b"\x91" * depth + b"\x90", 1)
    return data


class Deep:
    def __init__(self, depth: int) -> None:
        self.depth = depth


def last_keyframe(source: Path, target: Path, change: Callable[[Plain], None]) -> None:
    """``source`` cut after its last keyframe, whose state ``change`` edits; the keyframe's
    digest and the digest of the decision it follows are made to match (a forger's work)."""
    bodies = [f["body"] for f in split_frames(source.read_bytes())]
    index = max(i for i, b in enumerate(bodies) if b["k"] == "keyframe" and b["n"] > 0)
    bodies = bodies[: index + 1]
    state = unpack(bodies[index]["state"])
    change(state)
    data = pack(state)
    digest = state_digest(bodies[0]["format"])(data)  # the journal's own digest function
    bodies[index].update(state=data, digest=digest)
    for body in reversed(bodies[:index]):
        if body["k"] == "decision" and body["n"] == bodies[index]["n"]:
            body["digest"] = digest
            break
    target.write_bytes(join_frames(bodies))


def start_state(source: Path, target: Path, change: Callable[[Plain], None]) -> None:
    """``source`` with its header's start state edited by ``change``."""
    bodies = [f["body"] for f in split_frames(source.read_bytes())]
    state = unpack(bodies[0]["start"])
    change(state)
    bodies[0]["start"] = pack(state)
    target.write_bytes(join_frames(bodies))


def setter(path: str, value: Any) -> Callable[[Plain], None]:
    def change(plain: Plain) -> None:
        *parents, last = path.split(".")
        for key in parents:
            plain = plain[int(key)] if isinstance(plain, list) else plain[key]
        if isinstance(plain, list):
            plain[int(last)] = value
        else:
            plain[last] = value

    return change


def in_snapshot(change: Callable[[Plain], None]) -> Callable[[Plain], None]:
    def wrapped(plain: Plain) -> None:
        inner = unpack(plain["battle"]["resume"]["snapshot"])
        change(inner)
        plain["battle"]["resume"]["snapshot"] = pack(inner)

    return wrapped


HOSTILE = [
    ("keyframe", setter("pending.context.x", Deep(450)), "nested deeper than 16 levels"),
    ("keyframe", setter("pending.context.x", Deep(600)), "nested deeper than 16 levels"),
    ("keyframe", setter("pending.context.x", Deep(1_000)), "nested deeper than 16 levels"),
    ("keyframe", setter("pending.context.x", Deep(5_000)), "nested deeper than 1,024 levels"),
    ("keyframe", setter("battle.titans.2.row", 40), "state.battle.titans[2]: (40, "),
    ("keyframe", setter("step", "bogus"), "state.step: unknown step 'bogus'"),
    ("keyframe", in_snapshot(setter("argonauts", [])), "snapshot.argonauts: holds 0 items"),
    ("start", setter("step", "bogus"), "state.step: unknown step 'bogus'"),
    ("start", setter("argonauts", []), "state.argonauts: holds 0 items, not 4"),
    ("start", setter("battle.primordial.id", "nobody"), "unknown Primordial 'nobody'"),
    ("start", setter("battle.titans.0.argonaut", 9), "titans[0].argonaut: 9 is out of range"),
]


def game_offsets(path: Path) -> list[int]:
    """The byte offset of every frame of ``path``."""
    return [frame["offset"] for frame in split_frames(path.read_bytes())]


def craft(
    battle_journal: Path, tmp_path: Path, where: str, change: Callable[[Plain], None]
) -> Path:
    target = tmp_path / "hostile.atoj"
    (last_keyframe if where == "keyframe" else start_state)(battle_journal, target, change)
    return target


def run_verb(
    argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> tuple[int, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.mark.parametrize(
    ("where", "change", "reason"),
    [pytest.param(*case, id=f"{case[0]}:{case[2][:36]}") for case in HOSTILE],
)
def test_every_verb_refuses_a_crafted_state_in_one_line(
    battle_journal: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    where: str,
    change: Callable[[Plain], None],
    reason: str,
) -> None:
    """Every verb refuses a crafted start state with the reason at an offset (exit 2); load
    refuses a crafted keyframe the same way or loads the prefix before it, naming the reason
    (its tail no longer replays); verify, state and the chronicle replay from the header and
    report a crafted keyframe as a desync (3) or refuse it (2); export lists it; nothing
    raises."""
    path = craft(battle_journal, tmp_path, where, change)
    before = path.read_bytes()
    for verb in VERBS:
        argv = [verb[0], str(path), *verb[1:]]
        code, err = run_verb(argv, capsys, monkeypatch)
        assert code in (0, 2, 3), (argv, err)
        if code == 2:
            line = err.strip().splitlines()[-1]
            assert re.match(rf"atoterm: {re.escape(str(path))}: offset \d+: ", line), line
        if where == "start" and verb[0] != "export":
            assert code == 2 and reason in err, (argv, err)
        elif verb[0] == "load":
            assert code in (0, 2) and reason in err, (argv, err)
        elif code == 2:  # verify and state compare a keyframe's bytes (a desync, 3) or read it
            assert reason in err, (argv, err)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("where", "change", "reason"),
    [pytest.param(*case, id=f"{case[0]}:{case[2][:36]}") for case in HOSTILE[3:7]],
)
def test_the_screens_refuse_a_crafted_state_in_one_sentence(
    content: ContentPack,
    battle_journal: Path,
    tmp_path: Path,
    where: str,
    change: Callable[[Plain], None],
    reason: str,
) -> None:
    """The TUI's Load and Replay open the file through the same checks: refused in one
    sentence that gives the reason, or (a keyframe after a prefix that replays) opened at that
    prefix with a message that gives it."""
    path = craft(battle_journal, tmp_path, where, change)
    for opener in (open_for_play, open_for_replay):
        try:
            game, messages = opener(path, content)
        except OpenError as exc:
            assert reason in str(exc) and "\n" not in str(exc)
            continue
        game.close()
        assert where == "keyframe" and any(reason in m for m in messages), messages


def test_a_crafted_keyframe_is_refused_by_a_fresh_interpreter(
    battle_journal: Path, tmp_path: Path, subprocess_env: dict[str, str]
) -> None:
    """End to end, at the interpreter's real recursion limit: a keyframe nested 600 deep is
    refused by its checks, and play goes on from the prefix before it, in a recovered copy."""
    path = craft(battle_journal, tmp_path, "keyframe", setter("pending.context.x", Deep(600)))
    result = run_cli(["load", str(path), "--plain"], subprocess_env)
    assert "Traceback" not in result.stderr
    assert result.returncode in (0, 2)
    assert "nested deeper than 16 levels" in result.stdout + result.stderr


def test_load_names_the_state_that_cannot_be_used(
    content: ContentPack, battle_journal: Path, tmp_path: Path
) -> None:
    """A crafted keyframe is never decoded into play: load stops before it and its report
    names the path and reason of the value."""
    path = craft(battle_journal, tmp_path, "keyframe", setter("battle.cursor", "elsewhere"))
    _game, report = load_game(path, content, writable=False)
    assert report.stopped is not None and report.stopped.offset <= game_offsets(path)[-1]
    assert "state.battle.cursor: unknown battle cursor 'elsewhere'" in report.stopped.reason
