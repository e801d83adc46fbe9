"""Two writers of the player profile lose nothing of each other's [ADV-084, MNE-001, MNE-011,
MNE-015, MNE-021]: a campaign's ``ProfileSync`` and another atoterm (a second campaign, an
ascension, an Instant Drop) each re-read the profile under its lock and apply only their own
changes; a lock held too long costs a warning, never the game; a damaged profile is never
written over."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_mnestis import campaign_header, open_theatre, won_state
from test_mnestis_fallen import campaign, sheet

import atoterm.store.profile_update as profile_update
from atoterm.content import ContentPack
from atoterm.session.game import SessionError
from atoterm.session.mnestis_ascension import ascend
from atoterm.session.mnestis_fallen import fallen_pilots
from atoterm.session.mnestis_skyseer import drop_and_write
from atoterm.session.profile_sync import ProfileSync
from atoterm.store.profile import Profile, ProfileError, read_profile, write_profile
from atoterm.store.profile_update import ProfileLocked, lock_path, update_profile

TEARS = "labyrinthized-tears"
CORE = "labyrinthized-core"


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """A profile on disk: the Theatre open, materials for an ascension and an Instant Drop,
    one fated box marked."""
    target = tmp_path / "profile.atop"
    theatre = open_theatre(materials={TEARS: 4, CORE: 1}, skyseers=1, dreamwalkers=2)
    write_profile(target, Profile({"0101": 1}, theatre))
    return target


@pytest.fixture
def held(path: Path) -> Iterator[int]:
    """Another program holding the profile's lock (the test's own open file)."""
    fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        yield fd
    finally:
        os.close(fd)


def decide(sync: ProfileSync, content: ContentPack, fated: dict[str, int]) -> None:
    """A live campaign decision after which the campaign's fated boxes read ``fated``."""
    state = campaign(content)
    state.story.fated = dict(fated)
    sync.live(campaign_header(content), state, Path("campaign.atoj"))


def test_adv_084_two_campaigns_interleaving_keep_each_others_boxes(
    content: ContentPack, path: Path
) -> None:
    """Both open the same profile; each writes only the boxes it changed: the other's new box
    stays, and a box one raised is not set back by the other's stale count."""
    first, second = ProfileSync.open(path), ProfileSync.open(path)
    decide(first, content, {"0101": 2, "0202": 1})
    decide(
        second, content, {"0101": 1, "0303": 1}
    )  # 0101 as it read it: unchanged by this campaign
    assert read_profile(path).fated == {"0101": 2, "0202": 1, "0303": 1}
    decide(first, content, {"0101": 0, "0202": 1})  # a reset table's zero still reaches the profile
    assert read_profile(path).fated == {"0101": 0, "0202": 1, "0303": 1}
    assert second.profile.fated["0303"] == 1 and first.profile.fated["0303"] == 1


def test_mne_011_two_campaigns_interleaving_keep_each_others_fallen(
    content: ContentPack, path: Path
) -> None:
    first, second = ProfileSync.open(path), ProfileSync.open(path)
    first.live(campaign_header(content, 1), campaign(content, sheet("Ione")), path.parent / "a")
    second.live(campaign_header(content, 2), campaign(content, sheet("Jason")), path.parent / "b")
    first.live(campaign_header(content, 1), campaign(content, sheet("Ione")), path.parent / "a")
    names = [p.label for p in fallen_pilots(content, read_profile(path).theatre)]
    assert sorted(names) == ["Ione", "Jason"]


def test_mne_015_an_ascension_elsewhere_survives_the_campaigns_next_write(
    content: ContentPack, path: Path
) -> None:
    """A campaign open in one terminal, Gear ascended in another: the campaign's next decision
    keeps the ascension and the materials spent."""
    game = ProfileSync.open(path)
    ascend(content, ProfileSync.open(path), "ashgate-scale")  # the other terminal
    decide(game, content, {"0101": 2})
    theatre = read_profile(path).theatre
    assert theatre.ascended == {"ashgate-scale": 2} and theatre.materials[TEARS] == 1
    assert read_profile(path).fated == {"0101": 2}


def test_mne_015_an_ascension_pays_from_the_profile_as_it_is_now(
    content: ContentPack, path: Path
) -> None:
    """Two terminals opened with 4 Tears: the first ascension spends 3, the second is refused
    on the 1 left, not paid from the stale 4."""
    one, two = ProfileSync.open(path), ProfileSync.open(path)
    ascend(content, one, "ashgate-scale")
    with pytest.raises(SessionError, match="you hold 1"):
        ascend(content, two, "nacre-cuirass")
    assert read_profile(path).theatre.materials[TEARS] == 1


def test_mne_001_mne_021_a_victory_and_an_instant_drop_elsewhere_both_stay(
    content: ContentPack, path: Path
) -> None:
    game = ProfileSync.open(path)
    drop_and_write(content, path)  # the Theatre screen in another terminal
    state = won_state(content)
    game.live(campaign_header(content), state, path.parent / "won.atoj", content)
    theatre = read_profile(path).theatre
    assert theatre.skyseers == 2 and theatre.materials.get(CORE, 0) == 0  # the drop
    assert theatre.victories == 2  # and the victory (open_theatre counted one)
    assert game.profile.theatre == theatre


def test_a_held_lock_warns_loses_nothing_and_the_next_decision_catches_up(
    content: ContentPack, path: Path, held: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(profile_update, "WAIT_SECONDS", 0.05)
    before = path.read_bytes()
    game = ProfileSync.open(path)
    decide(game, content, {"0101": 3})
    assert path.read_bytes() == before
    assert not game.broken
    assert any("another atoterm held the profile" in w for w in game.warnings)
    decide(game, content, {"0101": 3})
    assert len(game.warnings) == 1  # said once
    with pytest.raises(SessionError, match="another atoterm"):
        ascend(content, ProfileSync.open(path), "ashgate-scale")
    with pytest.raises(ProfileLocked):
        drop_and_write(content, path)
    assert path.read_bytes() == before  # nothing spent
    fcntl.flock(held, fcntl.LOCK_UN)
    decide(game, content, {"0101": 3})
    assert read_profile(path).fated == {"0101": 3}


def test_a_profile_damaged_after_opening_is_never_written_over(
    content: ContentPack, path: Path
) -> None:
    game = ProfileSync.open(path)
    path.write_bytes(b"damaged by hand")
    decide(game, content, {"0101": 2})
    assert path.read_bytes() == b"damaged by hand"
    assert game.broken and any("will not be updated" in w for w in game.warnings)
    game.live(campaign_header(content), won_state(content), path.parent / "x.atoj", content)
    assert path.read_bytes() == b"damaged by hand"
    with pytest.raises(ValueError, match="not an atoterm profile"):
        drop_and_write(content, path)
    with pytest.raises(ProfileError):
        update_profile(path, lambda profile: None)
    assert path.read_bytes() == b"damaged by hand"


def test_an_unchanged_profile_is_not_written(path: Path) -> None:
    stamp = os.stat(path).st_ino
    update_profile(path, lambda profile: profile.merged({"0101": 1}))
    assert os.stat(path).st_ino == stamp  # not replaced


def test_a_missing_profile_starts_from_the_callers_copy(tmp_path: Path) -> None:
    target = tmp_path / "profile.atop"
    held_copy = Profile({"0101": 1}, open_theatre())
    after, _ = update_profile(target, lambda p: p.merged({"0202": 1}), missing=held_copy)
    assert read_profile(target) == after
    assert after.fated == {"0101": 1, "0202": 1} and held_copy.fated == {"0101": 1}


def test_adv_084_a_decision_that_changes_nothing_touches_no_file(
    content: ContentPack, tmp_path: Path
) -> None:
    """Most decisions change nothing of the profile: no lock file, no write."""
    target = tmp_path / "profile.atop"
    game = ProfileSync.open(target)
    game.live(campaign_header(content), campaign(content), tmp_path / "c.atoj")
    assert sorted(os.listdir(tmp_path)) == []


def test_mne_001_a_game_that_ends_while_the_lock_is_held_is_caught_up_once_it_is_free(
    content: ContentPack, path: Path, held: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The decision that ends a game has no next decision to catch its refused write up: the
    sync stays ``behind``, a retry while the lock is held writes nothing (and does not wait),
    and the first retry once it is free writes the victory, once."""
    monkeypatch.setattr(profile_update, "WAIT_SECONDS", 0.05)
    before = path.read_bytes()
    game = ProfileSync.open(path)
    state = won_state(content)
    game.live(campaign_header(content), state, path.parent / "won.atoj", content)
    assert path.read_bytes() == before and game.behind and not game.broken
    assert any("nothing is lost" in w and "another atoterm" in w for w in game.warnings)
    assert not game.catch_up(campaign_header(content), state, None, content)  # still held
    assert path.read_bytes() == before
    fcntl.flock(held, fcntl.LOCK_UN)
    assert game.catch_up(campaign_header(content), state, None, content)
    assert not game.behind and game.last_gained == ["theatre unlocked"]
    assert read_profile(path).theatre.victories == 2
    assert not game.catch_up(campaign_header(content), state, None, content)  # nothing behind
    assert read_profile(path).theatre.victories == 2


def test_mne_001_a_finished_game_opened_again_writes_its_end_once(
    content: ContentPack, path: Path, held: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No retry made the write (atoterm was quit while the lock was held): the journal opened
    again applies the end's gains, each once; the fated boxes stay as the profile has them
    (a finished campaign's counts are older than later campaigns' marks) [ADV-084]."""
    monkeypatch.setattr(profile_update, "WAIT_SECONDS", 0.05)
    state = won_state(content)
    state.story.fated = {"0101": 3}
    first = ProfileSync.open(path)
    first.live(campaign_header(content), state, path.parent / "won.atoj", content)
    assert first.behind
    fcntl.flock(held, fcntl.LOCK_UN)
    again = ProfileSync.open(path)
    assert again.finished(campaign_header(content), state, path.parent / "won.atoj", content)
    on_disk = read_profile(path)
    assert on_disk.theatre.victories == 2 and on_disk.fated == {"0101": 1}
    stamp = os.stat(path).st_ino
    third = ProfileSync.open(path)
    assert third.finished(campaign_header(content), state, path.parent / "won.atoj", content) == []
    assert os.stat(path).st_ino == stamp  # nothing to write: not replaced


def test_adv_084_a_finished_game_reopened_under_the_lock_never_writes_its_old_boxes(
    content: ContentPack, path: Path, held: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A finished journal opened again while another atoterm holds the lock: the retry that
    follows makes the reopening's write (the end's gains), not a decision's, so the finished
    campaign's older fated counts never overwrite what later campaigns marked, and its
    fallen are not listed again under the name it is opened by (a renamed or copied
    journal) [ADV-084, MNE-001, MNE-011]."""
    monkeypatch.setattr(profile_update, "WAIT_SECONDS", 0.05)
    state = won_state(content)
    state.story.fated = {"0101": 3}
    before = read_profile(path)
    reopened = ProfileSync.open(path)
    assert (
        reopened.finished(campaign_header(content), state, path.parent / "copy.atoj", content) == []
    )
    assert reopened.behind and read_profile(path).fated == {"0101": 1}
    fcntl.flock(held, fcntl.LOCK_UN)
    assert reopened.catch_up(campaign_header(content), state, path.parent / "copy.atoj", content)
    on_disk = read_profile(path)
    assert on_disk.fated == {"0101": 1}  # the later campaign's mark stays
    assert on_disk.theatre.victories == 2 and reopened.last_gained == ["theatre unlocked"]
    assert on_disk.theatre.fallen == before.theatre.fallen  # no sheet written again


def test_adv_084_a_decision_that_changes_nothing_copies_and_encodes_nothing(
    content: ContentPack, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After every TUI decision the sync asks whether the profile would change: the answer
    reads only what a decision can change (the boxes, the campaign's fallen), never a copy and
    an encoding of the whole profile."""
    import atoterm.session.profile_sync as profile_sync

    def whole_profile(*args: object) -> object:
        raise AssertionError("the whole profile was copied or encoded for an unchanged decision")

    game = ProfileSync.open(path)
    decide(game, content, {"0101": 2})  # a change: written
    for name in ("copy_profile", "encode_profile"):
        monkeypatch.setattr(profile_sync, name, whole_profile, raising=False)
        monkeypatch.setattr(profile_update, name, whole_profile)
    for _ in range(3):
        decide(game, content, {"0101": 2})  # nothing new: no copy, no encoding, no write
    assert read_profile(path).fated == {"0101": 2}


@pytest.mark.parametrize(
    ("seen", "marks", "fallen", "start"),
    [
        ({"0101": 1}, {"0101": 1}, [], b""),  # nothing changed
        ({"0101": 1}, {"0101": 2}, [], b""),  # a box marked
        ({"0101": 1}, {"0101": 0}, [], b""),  # a table reset: its zero is written
        ({}, {"0909": 0}, [], b""),  # a zero the profile does not hold: nothing to write
        ({"0202": 0}, {"0202": 1}, [], b""),  # a box another campaign marked the same
        ({}, {"0101": 1}, ["Ione"], b""),  # an Argonaut fell
        ({}, {"0101": 1}, ["Ione", "Jason"], b""),
        ({}, {"0101": 1}, ["Ione"], b"practice"),  # a practice game keeps no fallen
    ],
)
def test_adv_084_mne_011_the_cheap_test_answers_as_the_whole_profile_did(
    content: ContentPack,
    seen: dict[str, int],
    marks: dict[str, int],
    fallen: list[str],
    start: bytes,
) -> None:
    """Each case, with the profile holding nothing of the campaign's fallen, then holding
    Ione's sheet: "write?" is what applying the change to a copy and comparing the encoded
    files answers (the test before the cheap one)."""
    from atoterm.session.mnestis_record import record_fallen
    from atoterm.store.profile import copy_profile, encode_profile

    header = campaign_header(content, start=start)
    state = campaign(content, *(sheet(n) for n in fallen))
    state.story.fated = dict(marks)
    journal = Path("campaign.atoj")
    for held in ([], ["Ione"]):
        profile = Profile({"0101": 1, "0202": 1}, open_theatre())
        keep = campaign(content, *(sheet(n) for n in held))
        record_fallen(profile.theatre, campaign_header(content), keep, journal)
        sync = ProfileSync(path=Path("unused.atop"), profile=profile, fated_seen=dict(seen))
        boxes = sync._fated_change(marks)
        trial = copy_profile(profile)
        trial.merged(boxes)
        record_fallen(trial.theatre, header, state, journal)
        whole = encode_profile(trial) != encode_profile(profile)
        assert sync._would_change(boxes, header, state, journal) == whole, (held, whole)


def test_a_profile_just_opened_is_not_behind(
    content: ContentPack, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing refused yet: no retry is due, and one asked for takes no lock and writes
    nothing (a front end asks on leaving every game)."""
    sync = ProfileSync.open(path)
    assert sync.behind is False
    import atoterm.session.profile_sync as profile_sync

    monkeypatch.setattr(profile_sync, "update_profile", None)  # any write would fail
    assert not sync.catch_up(campaign_header(content), won_state(content), None, content)
