"""Damage told apart from a torn tail, a tail that no longer replays, and what `verify`,
`state` and loading say about them (docs/journal-format.md, "Damage")."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest
from support import play, rewrite, split_frames

from atoterm.cli import main
from atoterm.content import ContentPack
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.fold import collector_paused
from atoterm.session.loading import engine_warning
from atoterm.store import read_journal


@pytest.fixture
def journal(content: ContentPack, tmp_path: Path) -> tuple[Path, Game]:
    """A journal of 24 records: the header, the first keyframe and 22 decisions."""
    path = tmp_path / "g.atoj"
    game = Game.new(content, 3, save=path, durable=False)
    play(game, 22)
    game.close()
    assert len(split_frames(path.read_bytes())) == 24
    return path, game


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _flip_length(path: Path, record: int) -> int:
    """Make record ``record``'s length field claim a mebibyte more; return its offset."""
    data = bytearray(path.read_bytes())
    offset = split_frames(bytes(data))[record]["offset"]
    data[offset + 1] ^= 0x10
    path.write_bytes(bytes(data))
    return offset


# --------------------------------------------------------------------- damage vs torn
def test_a_flipped_length_mid_file_is_damage_not_a_torn_tail(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    """The 4th record claims ~1 MiB (under the 8 MiB cap) with 20 valid records after it:
    damage at its offset, naming where the next valid record starts; verify exits 2."""
    path, _ = journal
    frames = split_frames(path.read_bytes())
    offset = _flip_length(path, 4)
    contents = read_journal(path)
    assert contents.damage is not None and not contents.damage.torn
    assert contents.damage.offset == offset and len(contents.records) == 3
    assert f"valid record starts at offset {frames[5]['offset']}" in contents.damage.reason
    code, out, err = cli(capsys, "verify", str(path))
    assert (code, out) == (2, "")
    assert err.strip() == f"atoterm: {path}: offset {offset}: {contents.damage.reason}"


def test_a_length_running_past_the_end_with_nothing_after_is_torn(
    journal: tuple[Path, Game],
) -> None:
    """The same flip in the last record, with no frame after it: a torn tail."""
    path, _ = journal
    offset = _flip_length(path, 23)
    damage = read_journal(path).damage
    assert damage is not None and damage.torn and damage.offset == offset


def test_verify_of_a_torn_tail_exits_1(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    """A file that could not be read whole never exits 0: the records before a torn tail
    verify, and the exit code is 1."""
    path, _ = journal
    path.write_bytes(path.read_bytes()[:-3])
    code, out, err = cli(capsys, "verify", str(path))
    assert code == 1
    assert out.startswith("ok records=23 ")
    assert err.startswith("note: torn tail at offset ")


@pytest.mark.parametrize("damage", ["flipped-length", "checksum"])
def test_state_of_a_damaged_file_says_what_verify_says(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game], damage: str
) -> None:
    """`state --json` on a damaged file prints no state: the same line and exit code as
    verify."""
    path, _ = journal
    if damage == "flipped-length":
        _flip_length(path, 9)
    else:
        data = bytearray(path.read_bytes())
        data[split_frames(bytes(data))[9]["end"] - 1] ^= 1
        path.write_bytes(bytes(data))
    verified = cli(capsys, "verify", str(path))
    stated = cli(capsys, "state", str(path), "--json")
    assert verified[0] == stated[0] == 2
    assert stated[1] == ""
    assert stated[2] == verified[2]


def test_state_of_a_torn_file_prints_the_state_before_it_and_exits_1(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    """Before a torn tail the state is printed (the records that were read), with the note."""
    path, game = journal
    path.write_bytes(path.read_bytes()[:-3])
    code, out, err = cli(capsys, "state", str(path), "--json")
    assert code == 1
    data = json.loads(out)
    assert data["records"] == 23
    assert data["digest"] == f"{game.history.line[20].digest:016x}"
    assert err.startswith("note: torn tail at offset ")


def test_state_uses_the_fast_fold(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    """Without --at, state prints the loaded state (the same digest as the live game)."""
    path, game = journal
    code, out, _ = cli(capsys, "state", str(path), "--json")
    assert code == 0
    assert json.loads(out)["digest"] == f"{game.digest:016x}"


# --------------------------------------------------------------------- a tail that does not replay
def _edit_digest(path: Path, decision: int) -> tuple[int, int]:
    """Change decision number ``decision``'s digest (valid CRC); return its record index and
    offset."""
    frames = split_frames(path.read_bytes())
    index = [i for i, f in enumerate(frames) if f["body"]["k"] == "decision"][decision - 1]

    def change(bodies: list[dict]) -> None:
        bodies[index]["digest"] ^= 0xFF

    rewrite(path, change)
    return index, split_frames(path.read_bytes())[index]["offset"]


def test_an_edited_digest_in_the_tail_loads_the_prefix_into_a_recovered_copy(
    content: ContentPack, journal: tuple[Path, Game]
) -> None:
    """The 16th decision's digest edited: the 15 decisions before it load, the report says
    which record, where and why, the file is untouched and play continues in
    ``.recovered.atoj``, which verifies."""
    path, live = journal
    index, offset = _edit_digest(path, 16)
    before = path.read_bytes()
    game, report = load_game(path, content, durable=False)
    stopped = report.stopped
    assert stopped is not None
    assert (stopped.record, stopped.offset) == (index, offset)
    assert "different state at decision 16" in stopped.reason
    assert report.records == index and report.damage is None
    assert game.history.position == 15 and game.digest == live.history.line[14].digest
    assert report.continued_in == path.with_name("g.recovered.atoj")
    assert any(f"record {index} (offset {offset})" in line for line in report.messages())
    game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
    game.close()
    assert path.read_bytes() == before
    result = verify_journal(report.continued_in, content)
    assert result.ok and result.damage is None and result.records == index + 1


def test_verify_and_state_name_the_same_record_for_a_tail_that_does_not_replay(
    capsys: pytest.CaptureFixture[str], journal: tuple[Path, Game]
) -> None:
    """Both exit 3 and name the record and offset where the line stops replaying."""
    path, _ = journal
    index, offset = _edit_digest(path, 16)
    where = f"desync at record {index} (offset {offset})"
    code, _, err = cli(capsys, "verify", str(path))
    assert code == 3 and err.startswith(where)
    code, out, err = cli(capsys, "state", str(path), "--json")
    assert (code, out) == (3, "")
    assert f"{path}: {where}: " in err


def test_a_read_only_load_of_a_bad_tail_writes_nothing(
    content: ContentPack, journal: tuple[Path, Game]
) -> None:
    """Read-only, the prefix loads and no file is made."""
    path, _ = journal
    _edit_digest(path, 20)
    game, report = load_game(path, content, writable=False)
    assert report.stopped is not None and report.continued_in is None
    assert game.history.position == 19
    assert sorted(p.name for p in path.parent.iterdir()) == ["g.atoj"]


# --------------------------------------------------------------------- the engine version
def test_another_engine_version_is_named_on_load(
    content: ContentPack, journal: tuple[Path, Game]
) -> None:
    """A header written by another atoterm version loads with a line that names it."""
    path, _ = journal
    rewrite(path, lambda bodies: bodies[0].update(engine="0.0.7"))
    _, report = load_game(path, content, writable=False)
    assert any("made by atoterm 0.0.7" in line for line in report.messages())


@pytest.mark.parametrize(
    "engine", ["\x1b]52;c;aGk=\x07", "0.1.0\n0.2", "x" * 500, "", "1.0 beta", "１.０"]
)
def test_an_absurd_engine_version_is_named_plainly_and_never_printed(
    content: ContentPack, journal: tuple[Path, Game], engine: str
) -> None:
    """Not a version (control characters, too long, other symbols, other digits): said
    plainly, with nothing of the value in the messages."""
    path, _ = journal
    rewrite(path, lambda bodies: bodies[0].update(engine=engine))
    _, report = load_game(path, content, writable=False)
    text = "\n".join(report.messages())
    assert "does not name an atoterm version" in text
    assert (engine[:3] not in text) if engine.strip() else True
    assert all(c.isprintable() for line in report.messages() for c in line)


def test_this_version_says_nothing() -> None:
    """The version that reads the file is the one that wrote it: no line."""
    from atoterm import __version__

    assert engine_warning(__version__) == ""


# --------------------------------------------------------------------- the collector
def test_the_collector_is_restored_after_a_fold_even_on_error() -> None:
    """Reading pauses the cyclic collector and gives it back as it was, errors included."""
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collector_paused():
        assert not gc.isenabled()
        raise RuntimeError("a failing read")
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
