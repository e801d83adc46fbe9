"""Files the program writes next to saves: created exclusively and atomically, never replacing
or following anything (journals, copies, the chronicle), the profile replaced safely, and a
folder that refuses writes still opening a journal read-only."""

from __future__ import annotations

import errno
import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from support import play

from atoterm.content import ContentPack
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.chronicle import MAX_NUMBER, chronicle_path, write_chronicle
from atoterm.session.paths import list_saves, new_save_path
from atoterm.store import JournalLocked, JournalWriter
from atoterm.store.files import create_first_free, create_new
from atoterm.store.lock import sidecar_path
from atoterm.store.profile import Profile, ProfileError, read_profile, write_profile

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def small_game(content: ContentPack, path: Path) -> Game:
    game = Game.new(content, 9, save=path, durable=False)
    play(game, 3)
    return game


# --------------------------------------------------------------------- exclusive creation
@pytest.mark.parametrize("occupant", ["file", "symlink", "dangling symlink", "folder"])
def test_a_new_file_never_replaces_or_follows_what_holds_its_name(
    tmp_path: Path, occupant: str
) -> None:
    """Whatever holds the name — a file, a symlink to a victim, a dangling symlink (whose
    target would be created by a following open), a folder — creation fails with
    FileExistsError, the occupant and any victim are unchanged, and no temporary is left."""
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious")
    name = tmp_path / "new.atoj"
    if occupant == "file":
        name.write_bytes(b"old")
    elif occupant == "symlink":
        name.symlink_to(victim)
    elif occupant == "dangling symlink":
        name.symlink_to(tmp_path / "would-be-created")
    else:
        name.mkdir()
    before = names(tmp_path)
    with pytest.raises(FileExistsError):
        create_new(name, b"data")
    assert victim.read_bytes() == b"precious"
    assert names(tmp_path) == before
    if occupant == "file":
        assert name.read_bytes() == b"old"


def test_a_new_file_appears_whole_with_mode_0644(tmp_path: Path) -> None:
    """The file holds every byte once it has its name, is an ordinary document (0644), and
    the descriptor returned is open on it."""
    target = tmp_path / "sub" / "new.atoj"
    fd = create_new(target, b"x" * 100_000)
    try:
        assert os.fstat(fd).st_ino == target.stat().st_ino
    finally:
        os.close(fd)
    assert target.read_bytes() == b"x" * 100_000
    assert target.stat().st_mode & 0o777 == 0o644
    assert names(target.parent) == ["new.atoj"]


def test_a_write_that_fails_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A disk that refuses the fsync: no file at the name, no temporary left behind."""

    def refuse(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", refuse)
    with pytest.raises(OSError, match="No space"):
        create_new(tmp_path / "new.atoj", b"data")
    assert names(tmp_path) == []


def test_without_hard_links_creation_is_still_exclusive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a file system without hard links (os.link: EPERM) the name is created with
    O_EXCL|O_NOFOLLOW: it still never replaces a file or follows a symlink."""

    def no_links(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    create_new(tmp_path / "a.atoj", b"first")
    os.close(create_new(tmp_path / "b.atoj", b"second"))
    assert (tmp_path / "b.atoj").read_bytes() == b"second"
    victim = tmp_path / "victim"
    victim.write_bytes(b"precious")
    (tmp_path / "c.atoj").symlink_to(victim)
    for taken in ("a.atoj", "c.atoj"):
        with pytest.raises(FileExistsError):
            create_new(tmp_path / taken, b"again")
    assert victim.read_bytes() == b"precious"
    assert not [n for n in names(tmp_path) if n.endswith(".tmp")]


def test_a_name_taken_while_the_file_is_written_is_not_replaced(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The old exists()-then-os.replace race, made deterministic: another program creates the
    journal's name while ours is being written (during its fsync); creating refuses
    (FileExistsError) and the other program's file is intact."""
    target = tmp_path / "race.atoj"
    real_fsync = os.fsync

    def intrude(fd: int) -> None:
        real_fsync(fd)
        if not target.exists():
            target.write_bytes(b"the other program's save")

    monkeypatch.setattr(os, "fsync", intrude)
    with pytest.raises(FileExistsError):
        Game.new(content, 1, save=target)
    assert target.read_bytes() == b"the other program's save"
    assert names(tmp_path) == ["race.atoj"]


def test_two_creators_of_one_name_never_both_succeed(content: ContentPack, tmp_path: Path) -> None:
    """Eight threads create the same journal at once: exactly one succeeds and the file is
    that one's (whole, and it verifies)."""
    target = tmp_path / "race.atoj"
    games = [Game.new(content, seed) for seed in range(8)]
    outcomes: list[object] = []
    start = threading.Barrier(len(games))

    def create(game: Game) -> None:
        start.wait()
        try:
            game.attach(target, durable=False)
            game.close()
            outcomes.append(game.header.seed)
        except FileExistsError as exc:
            outcomes.append(exc)

    threads = [threading.Thread(target=create, args=(game,)) for game in games]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    winners = [o for o in outcomes if isinstance(o, int)]
    assert len(winners) == 1 and len(outcomes) == len(games)
    assert load_game(target, content, writable=False)[0].header.seed == winners[0]
    assert verify_journal(target, content).ok
    assert names(tmp_path) == ["race.atoj"]


def test_save_as_and_attach_refuse_a_symlink_at_the_name(
    content: ContentPack, tmp_path: Path
) -> None:
    """`save_as` (the `s FILE` command, a script's `save`) and `attach` never write through a
    symlink; a refused `attach` leaves the game journaling where it was."""
    game = small_game(content, tmp_path / "g.atoj")
    victim = tmp_path / "victim"
    victim.write_bytes(b"precious")
    (tmp_path / "link.atoj").symlink_to(victim)
    with pytest.raises(FileExistsError):
        game.save_as(tmp_path / "link.atoj")
    with pytest.raises(FileExistsError):
        game.attach(tmp_path / "link.atoj")
    assert game.path == tmp_path / "g.atoj"
    play(game, 1)
    game.close()
    assert victim.read_bytes() == b"precious"
    assert verify_journal(tmp_path / "g.atoj", content).ok


def test_new_save_path_skips_a_dangling_symlink(tmp_path: Path) -> None:
    """A dangling symlink holds a name as much as a file does."""
    (tmp_path / "seed-4.atoj").symlink_to(tmp_path / "nowhere")
    assert new_save_path(4, tmp_path) == tmp_path / "seed-4-2.atoj"
    assert list_saves(tmp_path) == []


def test_create_first_free_takes_the_next_name(tmp_path: Path) -> None:
    """Taken names are skipped; when every candidate is taken, FileExistsError."""
    first, second = tmp_path / "a", tmp_path / "b"
    first.write_bytes(b"old")
    assert create_first_free([first, second], b"new") == second
    assert first.read_bytes() == b"old" and second.read_bytes() == b"new"
    with pytest.raises(FileExistsError):
        create_first_free([first, second], b"newer")


# --------------------------------------------------------------------- the chronicle
def test_the_chronicle_never_follows_a_symlink_or_replaces_a_file(
    content: ContentPack, tmp_path: Path
) -> None:
    """A symlink at ``<journal>.chronicle.md`` (pointing at a file to overwrite) is left alone:
    the chronicle goes to ``.chronicle-2.md``; an earlier chronicle is kept and the next one
    goes to ``-3``; an explicit path that exists is refused."""
    game = small_game(content, tmp_path / "c.atoj")
    victim = tmp_path / "victim.md"
    victim.write_text("precious")
    chronicle_path(game.path).symlink_to(victim)  # type: ignore[arg-type]
    written = write_chronicle(game)
    assert written == tmp_path / "c.atoj.chronicle-2.md"
    assert victim.read_text() == "precious"
    assert written.read_text().startswith("# Chronicle of the Argo")
    assert write_chronicle(game) == tmp_path / "c.atoj.chronicle-3.md"
    assert written.read_text().startswith("# Chronicle")
    with pytest.raises(FileExistsError):
        write_chronicle(game, victim)
    assert victim.read_text() == "precious"
    game.close()


def test_the_chronicle_gives_up_when_every_name_is_taken(
    content: ContentPack, tmp_path: Path
) -> None:
    """Past ``.chronicle-99.md`` nothing is written (FileExistsError, which the game treats
    like any disk refusal: the campaign goes on)."""
    game = small_game(content, tmp_path / "c.atoj")
    (tmp_path / "c.atoj.chronicle.md").write_text("1")
    for number in range(2, MAX_NUMBER + 1):
        (tmp_path / f"c.atoj.chronicle-{number}.md").write_text(str(number))
    with pytest.raises(FileExistsError):
        write_chronicle(game)
    game.close()
    assert (tmp_path / "c.atoj.chronicle.md").read_text() == "1"


# --------------------------------------------------------------------- the profile
def test_the_profile_is_replaced_without_following_symlinks(tmp_path: Path) -> None:
    """A symlink at the old fixed temporary name (``profile.atop.tmp``) or at the profile's
    own name is never written through: the profile becomes a regular file of ours."""
    victim = tmp_path / "victim"
    victim.write_bytes(b"precious")
    (tmp_path / "profile.atop.tmp").symlink_to(victim)
    profile_path = tmp_path / "profile.atop"
    profile_path.symlink_to(victim)
    write_profile(profile_path, Profile({"0101": 2}))
    assert victim.read_bytes() == b"precious"
    assert not profile_path.is_symlink()
    assert read_profile(profile_path).fated == {"0101": 2}
    write_profile(profile_path, Profile({"0101": 3}))
    assert read_profile(profile_path).fated == {"0101": 3}
    assert names(tmp_path) == ["profile.atop", "profile.atop.tmp", "victim"]


def test_a_fifo_as_the_profile_is_refused_without_waiting(tmp_path: Path) -> None:
    """Reading a FIFO would wait forever for a writer: it is reported instead."""
    fifo = tmp_path / "profile.atop"
    os.mkfifo(fifo)
    with pytest.raises(ProfileError, match="not a regular file"):
        read_profile(fifo)


# --------------------------------------------------------------------- a folder that refuses
def refuse_writes(
    monkeypatch: pytest.MonkeyPatch, folder: Path, code: int, only: Callable[[str], bool]
) -> None:
    """Make ``os.open`` refuse (``code``) every write or create under ``folder`` whose file
    name passes ``only``: what a read-only mount (EROFS) or folder (EACCES) does. The suite
    runs as root, for whom permission bits stop nothing, so the refusal is simulated."""
    real = os.open
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT

    def fake(path: object, flags: int, *args: object, **kwargs: object) -> int:
        where = Path(os.fsdecode(path))  # type: ignore[arg-type]
        if flags & writing and where.parent == folder and only(where.name):
            raise OSError(code, os.strerror(code), str(where))
        return real(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", fake)


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES])
def test_a_read_only_folder_opens_a_journal_read_only(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    """Simulated (monkeypatched os.open: EROFS, EACCES). Loading for writing falls back to
    read-only: the state is there to view and replay, one message says why, nothing is
    written, and no traceback."""
    game = small_game(content, tmp_path / "g.atoj")
    digest = game.digest
    game.close()
    before = (tmp_path / "g.atoj").read_bytes()
    refuse_writes(monkeypatch, tmp_path, code, lambda name: True)
    loaded, report = load_game(tmp_path / "g.atoj", content)
    assert loaded.writer is None and loaded.digest == digest
    assert "open read-only" in report.read_only and os.strerror(code) in report.read_only
    assert report.read_only in report.messages()
    assert (tmp_path / "g.atoj").read_bytes() == before and names(tmp_path) == ["g.atoj"]


def test_a_damaged_journal_in_a_read_only_folder_opens_read_only(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Simulated (monkeypatched os.open: EROFS). The recovered copy cannot be made: the valid
    prefix is opened read-only instead of the load failing."""
    small_game(content, tmp_path / "g.atoj").close()
    with open(tmp_path / "g.atoj", "ab") as handle:
        handle.write(b"\x00\x00\x01\x00\xde\xad")
    refuse_writes(monkeypatch, tmp_path, errno.EROFS, lambda name: True)
    loaded, report = load_game(tmp_path / "g.atoj", content)
    assert loaded.writer is None and report.continued_in is None
    assert report.damage is not None and "open read-only" in report.read_only
    assert loaded.history.position == 3
    assert names(tmp_path) == ["g.atoj"]


def test_a_lock_description_that_cannot_be_written_still_locks(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Simulated (monkeypatched os.open: EACCES on the sidecar only). The journal itself is
    writable, so play goes on, locked; a second opener is refused without the details."""
    small_game(content, tmp_path / "g.atoj").close()
    refuse_writes(monkeypatch, tmp_path, errno.EACCES, lambda name: ".lock" in name)
    game, report = load_game(tmp_path / "g.atoj", content, durable=False)
    assert game.writer is not None and not report.read_only
    assert not sidecar_path(tmp_path / "g.atoj").exists()
    with pytest.raises(JournalLocked) as caught:
        JournalWriter(tmp_path / "g.atoj")
    assert caught.value.holder is None and "another program" in str(caught.value)
    play(game, 1)
    game.close()
    assert verify_journal(tmp_path / "g.atoj", content).ok


@pytest.mark.skipif(ROOT, reason="root writes through permission bits (simulated above)")
def test_a_chmod_read_only_folder_and_file_open_read_only(
    content: ContentPack, tmp_path: Path
) -> None:
    """A real read-only folder and file (mode 0555 / 0444, for a user who is not root)."""
    small_game(content, tmp_path / "g.atoj").close()
    (tmp_path / "g.atoj").chmod(0o444)
    tmp_path.chmod(0o555)
    try:
        loaded, report = load_game(tmp_path / "g.atoj", content)
        assert loaded.writer is None and "open read-only" in report.read_only
    finally:
        tmp_path.chmod(0o755)
