"""One writer per journal: the OS lock, its sidecar, the CLI's one line and the ways round it
(read-only, a copy), in one process and across two."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import play, run_cli

from atoterm.content import ContentPack
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.opening import continue_in_copy
from atoterm.store import JournalChanged, JournalLocked, JournalWriter
from atoterm.store.lock import locked_elsewhere, read_holder, sidecar_path

HOLDER = """
import sys
from atoterm.session import load_game
game, _ = load_game(sys.argv[1], durable=False)
print("held", flush=True)
for line in sys.stdin:
    if line.strip() == "choose":
        game.choose(game.pending.legal_options()[0].id)
        print("chose", flush=True)
game.close()
print("closed", flush=True)
"""
"""A second terminal: holds the journal open for writing, makes a decision on "choose"."""


def journal(content: ContentPack, path: Path, decisions: int = 6) -> Path:
    game = Game.new(content, 11, save=path, durable=False)
    play(game, decisions)
    game.close()
    return path


@pytest.fixture
def saved(content: ContentPack, tmp_path: Path) -> Path:
    return journal(content, tmp_path / "g.atoj")


@pytest.fixture
def holder(saved: Path, subprocess_env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    """Another process with ``saved`` open for writing (until its standard input closes)."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(saved)],
        env=subprocess_env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    yield process
    if process.poll() is None:
        process.kill()
        process.wait(timeout=30)


def tell(process: subprocess.Popen[str], line: str) -> str:
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(line + "\n")
    process.stdin.flush()
    return process.stdout.readline().strip()


def test_a_second_process_cannot_write_and_is_told_who_holds_it(
    content: ContentPack, saved: Path, holder: subprocess.Popen[str]
) -> None:
    """The issue's two terminals: while one process has the journal open for writing,
    opening it for writing elsewhere raises JournalLocked naming that process, and the
    holder's next decision leaves a journal that verifies (no interleaved records)."""
    with pytest.raises(JournalLocked) as caught:
        load_game(saved, content, durable=False)
    assert caught.value.holder is not None and caught.value.holder.pid == holder.pid
    assert f"process {holder.pid}" in str(caught.value) and "g.atoj" in str(caught.value)
    assert tell(holder, "choose") == "chose"
    with pytest.raises(JournalLocked):
        JournalWriter(saved, durable=False)
    assert tell(holder, "choose") == "chose"
    holder.stdin.close()  # type: ignore[union-attr]
    assert holder.wait(timeout=60) == 0
    result = verify_journal(saved, content)
    assert result.ok and result.damage is None
    assert not sidecar_path(saved).exists(), "the holder removed its sidecar on close"


def test_read_only_opens_work_while_another_process_writes(
    content: ContentPack, saved: Path, holder: subprocess.Popen[str]
) -> None:
    """Replaying and reading the state need no lock: they open a held journal fine."""
    game, report = load_game(saved, content, writable=False)
    assert game.writer is None and report.damage is None
    assert game.history.position == 6


def test_continue_in_a_copy_while_another_process_writes(
    content: ContentPack, saved: Path, holder: subprocess.Popen[str]
) -> None:
    """The second opener plays on in ``<name>.copy.atoj``: the history so far, then its own
    decisions; the original is not touched."""
    before = saved.read_bytes()
    game, _ = load_game(saved, content, writable=False)
    copy = continue_in_copy(game, saved, durable=False)
    assert copy == saved.with_name("g.copy.atoj")
    play(game, 2)
    digest = game.digest
    game.close()
    assert saved.read_bytes() == before
    result = verify_journal(copy, content)
    assert result.ok and result.digest == digest


def test_the_cli_prints_one_line_naming_the_holder_and_exits_2(
    saved: Path, holder: subprocess.Popen[str], subprocess_env: dict[str, str]
) -> None:
    """`atoterm load F` and `atoterm load F --plain` on a held journal: one line with the
    holder's process and a way to read it anyway, exit code 2, no traceback."""
    for args in (["load", str(saved)], ["load", str(saved), "--plain"]):
        shown = run_cli(args, subprocess_env)
        assert shown.returncode == 2, shown.stderr
        lines = shown.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in shown.stderr
        assert f"process {holder.pid}" in lines[0] and "atoterm replay" in lines[0]
    assert run_cli(["verify", str(saved)], subprocess_env).returncode == 0


def test_a_killed_holder_leaves_a_stale_sidecar_that_blocks_nobody(
    content: ContentPack, saved: Path, holder: subprocess.Popen[str]
) -> None:
    """SIGKILL frees the lock (the kernel releases it) but leaves the sidecar behind: the
    next opener writes, and replaces the description with its own."""
    assert read_holder(saved) is not None
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait(timeout=30)
    assert sidecar_path(saved).exists()
    assert read_holder(saved) is None, "a dead process describes nobody"
    game, _ = load_game(saved, content, durable=False)
    try:
        mine = read_holder(saved)
        assert mine is not None and mine.pid == os.getpid()
    finally:
        game.close()
    assert not sidecar_path(saved).exists()


def test_in_process_a_second_writer_is_refused(content: ContentPack, saved: Path) -> None:
    """The lock belongs to the open file, so one process cannot open a journal for writing
    twice either; reading it meanwhile (which opens and closes it) keeps the lock held."""
    game, _ = load_game(saved, content, durable=False)
    verify_journal(saved, content)  # opens and closes the file: a lockf lock would be lost
    with pytest.raises(JournalLocked) as caught:
        load_game(saved, content, durable=False)
    assert caught.value.holder is not None and caught.value.holder.pid == os.getpid()
    assert locked_elsewhere(saved) is not None
    game.close()
    assert locked_elsewhere(saved) is None
    again, _ = load_game(saved, content, durable=False)
    again.close()


def test_a_stale_or_hostile_sidecar_blocks_nobody(content: ContentPack, saved: Path) -> None:
    """A sidecar without a held lock is ignored and replaced; while the lock is held, a
    sidecar rewritten with escape sequences is shown without a control character."""
    hostile = "pid=1\nhost=\x1b]52;c;ZXZpbA==\x07evil\nsince=\x1b[2J\u202enoon\n"
    sidecar_path(saved).write_text(hostile)
    game, _ = load_game(saved, content, durable=False)
    assert read_holder(saved).pid == os.getpid()  # type: ignore[union-attr]
    sidecar_path(saved).write_text(hostile)
    with pytest.raises(JournalLocked) as caught:
        load_game(saved, content, durable=False)
    game.close()
    shown = str(caught.value)
    assert caught.value.holder is not None and caught.value.holder.pid == 1
    assert "process 1" in shown and "evil" in shown
    assert not any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 or c == "\u202e" for c in shown)
    game, _ = load_game(saved, content, durable=False)
    sidecar_path(saved).unlink()
    os.mkfifo(sidecar_path(saved))  # a FIFO there must not make the second opener wait
    with pytest.raises(JournalLocked) as caught:
        load_game(saved, content, durable=False)
    game.close()
    assert caught.value.holder is None


def test_a_new_journal_is_locked_from_its_first_byte(content: ContentPack, tmp_path: Path) -> None:
    """`Game.new(save=...)` (JournalWriter.create) and `attach` hold their new files locked;
    `save_as` writes a copy it does not keep."""
    path = tmp_path / "n.atoj"
    game = Game.new(content, 3, save=path, durable=False)
    with pytest.raises(JournalLocked):
        JournalWriter(path, durable=False)
    copy = game.save_as(tmp_path / "copy.atoj", durable=False)
    JournalWriter(copy, durable=False).close()
    game.attach(tmp_path / "moved.atoj", durable=False)
    JournalWriter(path, durable=False).close()  # the old file was released
    with pytest.raises(JournalLocked):
        JournalWriter(tmp_path / "moved.atoj", durable=False)
    game.close()


def test_a_damaged_journal_stays_locked_while_its_recovered_copy_is_open(
    content: ContentPack, saved: Path
) -> None:
    """Continuing a damaged file in ``.recovered.atoj`` keeps the original locked too, so two
    terminals cannot each continue it in a copy of their own."""
    with open(saved, "ab") as handle:
        handle.write(b"\x00\x00\x01\x00\xde\xad")
    game, report = load_game(saved, content, durable=False)
    assert report.continued_in == saved.with_name("g.recovered.atoj")
    with pytest.raises(JournalLocked):
        load_game(saved, content, durable=False)
    game.close()
    again, report = load_game(saved, content, durable=False)
    assert report.continued_in == saved.with_name("g.recovered-2.atoj")
    again.close()


def test_records_written_between_reading_and_locking_are_never_overwritten(
    content: ContentPack, saved: Path
) -> None:
    """A writer that locks a journal of another size than was read refuses (JournalChanged):
    another program wrote in between, and appending would fork the file."""
    size = saved.stat().st_size
    with pytest.raises(JournalChanged, match="open it again"):
        JournalWriter(saved, durable=False, expect_size=size - 1)
    JournalWriter(saved, durable=False, expect_size=size).close()
    assert locked_elsewhere(saved) is None


def test_loading_refuses_a_journal_written_to_while_it_was_read(
    content: ContentPack, saved: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another terminal makes a decision and quits just after this one read the file: the
    load is refused ("open it again") instead of appending after a stale history; the file
    keeps the other terminal's decision and verifies."""
    import atoterm.session.loading as loading

    real_fold = loading.fold
    calls: list[object] = []

    def read_then_other_terminal_plays(reader, pack):  # type: ignore[no-untyped-def]
        folded = real_fold(reader, pack)
        calls.append(reader)
        if len(calls) == 1:  # the other terminal's own load reads normally
            other, _ = load_game(saved, content, durable=False)
            play(other, 1)
            other.close()
        return folded

    monkeypatch.setattr(loading, "fold", read_then_other_terminal_plays)
    with pytest.raises(JournalChanged, match="open it again"):
        load_game(saved, content, durable=False)
    monkeypatch.undo()
    result = verify_journal(saved, content)
    assert result.ok and result.game is not None and result.game.history.position == 7
    assert locked_elsewhere(saved) is None and not sidecar_path(saved).exists()
