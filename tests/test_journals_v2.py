"""Format-2 journals written by the released version (commit dc45a77), read by today's code.

``tests/fixtures/journals_v2/README.md`` says how each journal was made (the landed version's
own command line) and ``manifest.json`` what that version printed and made of it: records,
final digest, line length, pending decision, and the digest after each legal next decision.
Today's code must verify, load, undo, redo and continue every one of them to the same figures.

The fixtures are never written: every test works on a copy in ``tmp_path`` (and the first test
checks their bytes against the manifest). A fixture today's code cannot read is a bug of
today's code, never a reason to change the fixture: list it in ``KNOWN_BUGS`` with the failure.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path
from typing import Any

import msgpack
import pytest

from atoterm.cli import main
from atoterm.content import ContentPack
from atoterm.engine.codec import canonical_bytes, digest_bytes, from_plain, unpack
from atoterm.engine.state import GameState
from atoterm.engine.upgrade import LEGACY_LAYOUT, upgrade_plain
from atoterm.session import Game, load_game, verify_journal
from atoterm.store import read_journal

FIXTURES = Path(__file__).parent / "fixtures" / "journals_v2"
MANIFEST: dict[str, dict[str, Any]] = json.loads(
    (FIXTURES / "manifest.json").read_text(encoding="utf-8")
)
ENGINE = "0.1.0"
"""The version the released commit wrote in its headers."""

KNOWN_BUGS: dict[str, str] = {}
"""Fixture name -> how today's code fails to read it (the exact error): such a case is kept as
``xfail(strict=True)`` until the engine is fixed, so it turns red the day it passes."""


def _cases(torn: bool | None = None) -> list[Any]:
    """One param per fixture (id: its name without ``.atoj``), whole ones, torn ones or all."""
    cases = []
    for name, entry in sorted(MANIFEST.items()):
        if torn is not None and (entry["torn"] is not None) != torn:
            continue
        marks = (
            [pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[name])] if name in KNOWN_BUGS else []
        )
        cases.append(pytest.param(name, id=name.removesuffix(".atoj"), marks=marks))
    return cases


ALL = _cases()
WHOLE = _cases(torn=False)
TORN = _cases(torn=True)


def _copy(name: str, tmp_path: Path) -> Path:
    """The fixture copied into ``tmp_path`` (the only file the test may touch)."""
    path = tmp_path / name
    shutil.copyfile(FIXTURES / name, path)
    return path


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _pending(game: Game) -> dict[str, Any] | None:
    """The pending decision as the manifest gives it."""
    pending = game.pending
    if pending is None:
        return None
    return {
        "kind": pending.kind,
        "actor": pending.actor,
        "options": [o.id for o in pending.options],
        "legal": [o.id for o in pending.legal_options()],
    }


def _state_digest(game: Game) -> str:
    """The digest of the session's state as bytes (not the recorded one)."""
    return f"{digest_bytes(canonical_bytes(game.state)):016x}"


# --------------------------------------------------------------------- the files themselves
def test_the_fixtures_are_the_files_the_landed_version_wrote() -> None:
    """Every journal in the folder is in the manifest with its size and sha256 (never
    regenerated, never written by a test), in format 2, by engine 0.1.0."""
    assert sorted(p.name for p in FIXTURES.glob("*.atoj")) == sorted(MANIFEST)
    for name, entry in MANIFEST.items():
        data = (FIXTURES / name).read_bytes()
        assert (len(data), hashlib.sha256(data).hexdigest()) == (entry["size"], entry["sha256"])
        header = read_journal(FIXTURES / name).header
        assert (header.format, header.engine) == (2, ENGINE), name


# --------------------------------------------------------------------- verify
@pytest.mark.parametrize("name", ALL)
def test_verify_prints_the_landed_records_and_digest(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    """``atoterm verify`` replays the journal to the digest the landed version printed (exit
    0; a torn tail: exit 1 and a note, the records before it verified)."""
    entry = MANIFEST[name]
    path = _copy(name, tmp_path)
    code, out, err = _cli(capsys, "verify", str(path))
    assert out == f"ok records={entry['records']} digest={entry['digest']}\n"
    assert code == entry["verify_exit"] == (0 if entry["torn"] is None else 1), err
    if entry["torn"] is not None:
        assert f"torn tail at offset {entry['torn']['offset']}" in err


@pytest.mark.parametrize("name", ALL)
def test_verify_json_gives_the_landed_records_and_digest(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    entry = MANIFEST[name]
    path = _copy(name, tmp_path)
    code, out, _ = _cli(capsys, "verify", "--json", str(path))
    result = json.loads(out)
    assert code == entry["verify_exit"]
    assert result["ok"] is True and result["divergence"] is None
    assert (result["records"], result["digest"]) == (entry["records"], entry["digest"])
    torn = entry["torn"]
    assert len(result["notes"]) == (0 if torn is None else 1)
    if torn is not None:
        assert f"torn tail at offset {torn['offset']}" in result["notes"][0]


# --------------------------------------------------------------------- load, undo, redo, continue
@pytest.mark.parametrize("name", ALL)
def test_loads_to_the_landed_state_and_pending_decision(
    content: ContentPack, tmp_path: Path, name: str
) -> None:
    """A read-only load reaches the landed digest (recorded, and of the state's own bytes),
    line length, outcome and pending decision, replaying every decision after the last
    keyframe; a torn journal says where it stops."""
    entry = MANIFEST[name]
    game, report = load_game(_copy(name, tmp_path), content, writable=False)
    assert report.stopped is None
    assert report.records == game.record_count == entry["records"]
    assert game.history.position == entry["position"]
    assert f"{game.digest:016x}" == _state_digest(game) == entry["digest"]
    assert (game.state.outcome.result if game.state.outcome else None) == entry["outcome"]
    assert _pending(game) == entry["pending"]
    if entry["torn"] is None:
        assert report.damage is None
    else:
        assert report.damage is not None and report.damage.torn
        assert (report.damage.offset, report.damage.reason) == (
            entry["torn"]["offset"],
            entry["torn"]["reason"],
        )


@pytest.mark.parametrize("name", ALL)
def test_undo_a_few_decisions_and_redo_them(
    content: ContentPack, tmp_path: Path, name: str
) -> None:
    """After a load, undoing one decision at a time rebuilds each earlier state to its recorded
    digest; redoing them all comes back to the landed digest and pending decision."""
    entry = MANIFEST[name]
    game, _ = load_game(_copy(name, tmp_path), content, writable=False)
    count = min(3, entry["position"])
    assert count >= 1 and game.undo_blocker(count) == ""
    for step in range(1, count + 1):
        game.undo(1)
        assert game.history.position == entry["position"] - step
        assert f"{game.digest:016x}" == _state_digest(game), f"after {step} undo(s)"
    game.redo(count)
    assert game.history.position == entry["position"]
    assert f"{game.digest:016x}" == _state_digest(game) == entry["digest"]
    assert _pending(game) == entry["pending"]


@pytest.mark.parametrize("name", WHOLE)
def test_every_legal_next_decision_digests_as_the_landed_code(
    content: ContentPack, tmp_path: Path, name: str
) -> None:
    """Continued with today's code (after one undo when the journal is over), each legal
    option of the pending decision leads to the state the landed code reached with it; with
    one more decision the journal keeps format 2 and loads to it, and a game still under way
    (the journals a player continues) verifies whole."""
    entry = MANIFEST[name]
    path = _copy(name, tmp_path)
    game, report = load_game(path, content, durable=False)
    assert report.continued_in is None and not report.read_only
    if entry["next"]["undo"]:
        game.undo(entry["next"]["undo"])
    expected = entry["next"]["digests"]
    pending = _pending(game)
    assert expected and pending is not None and sorted(pending["legal"]) == sorted(expected)
    reached = {}
    for option in expected:
        game.choose(option)
        reached[option] = f"{game.digest:016x}"
        assert _state_digest(game) == reached[option]
        game.undo(1)
    assert reached == expected
    last = sorted(expected)[0]
    game.choose(last)
    game.close()
    assert read_journal(path).header.format == 2
    if entry["pending"] is not None:
        result = verify_journal(path, content)
        assert result.ok, result.divergence and result.divergence.describe()
        assert f"{result.digest:016x}" == expected[last]
    again, _ = load_game(path, content, writable=False)
    assert f"{again.digest:016x}" == _state_digest(again) == expected[last]


@pytest.mark.parametrize(
    "name",
    ["campaign.atoj", "battle_undo_end.atoj", "undo_redo.atoj"],
    ids=lambda name: name.removesuffix(".atoj"),
)
def test_the_journal_cut_at_sampled_records_loads_to_their_digests(
    content: ContentPack, tmp_path: Path, name: str
) -> None:
    """What the released version had on disk after any record (it appends, so a prefix ending
    on a record boundary is a save it wrote): eight such prefixes, inside battles, adventures
    and undo runs, load to the digest of their last record."""
    data = (FIXTURES / name).read_bytes()
    records = read_journal(FIXTURES / name).records
    ends = [r.offset for r in records[1:]] + [len(data)]
    step = len(records) // 8
    for index in range(step // 2, len(records), step):
        path = tmp_path / f"cut-{index}.atoj"
        path.write_bytes(data[: ends[index]])
        game, report = load_game(path, content, writable=False)
        assert report.damage is None and report.stopped is None
        assert game.digest == digest_bytes(canonical_bytes(game.state)) == records[index].digest


# --------------------------------------------------------------------- a torn tail
@pytest.mark.parametrize("name", TORN)
def test_a_torn_journal_loads_up_to_its_last_valid_record_and_is_left_untouched(
    content: ContentPack, tmp_path: Path, name: str
) -> None:
    """The torn journal loads its valid records and says so; continued, it is left as it was
    and play goes on in a recovered copy, in format 2, which verifies to the landed digest of
    the decision taken."""
    entry = MANIFEST[name]
    path = _copy(name, tmp_path)
    before = path.read_bytes()
    game, report = load_game(path, content, writable=False)
    records, offset = entry["records"], entry["torn"]["offset"]
    assert any(
        f"ends in a torn record at offset {offset}" in line
        and f"loaded the {records} valid records" in line
        for line in report.messages()
    ), report.messages()
    game, report = load_game(path, content, durable=False)
    assert report.damage is not None and report.continued_in is not None
    assert report.continued_in != path
    option, digest = sorted(entry["next"]["digests"].items())[0]
    game.choose(option)
    game.close()
    assert path.read_bytes() == before
    assert read_journal(report.continued_in).header.format == 2
    result = verify_journal(report.continued_in, content)
    assert result.ok and f"{result.digest:016x}" == digest


# --------------------------------------------------------------------- the other verbs
@pytest.mark.parametrize("name", ALL)
def test_state_json_shows_the_landed_state(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    """``atoterm state PATH --json`` gives the landed digest, record count and pending decision
    (a torn journal: the state before the tear, exit 1); ``--at`` an early record (re-executed
    from the start) gives that record's digest."""
    entry = MANIFEST[name]
    path = _copy(name, tmp_path)
    code, out, err = _cli(capsys, "state", str(path), "--json")
    assert code == (0 if entry["torn"] is None else 1), err
    shown = json.loads(out)
    assert (shown["digest"], shown["records"]) == (entry["digest"], entry["records"])
    pending = shown["pending"]
    if entry["pending"] is None:
        assert pending is None
    else:
        assert pending["kind"] == entry["pending"]["kind"]
        assert [o["id"] for o in pending["options"]] == entry["pending"]["options"]
    early = min(3, entry["records"] - 1)
    recorded = read_journal(path).records[early - 1].digest
    code, out, err = _cli(capsys, "state", str(path), "--at", str(early), "--json")
    assert code == 0, err  # the record asked for is before any tear
    assert json.loads(out)["digest"] == f"{recorded:016x}"


@pytest.mark.parametrize("name", ALL)
def test_export_text_lists_every_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    """``atoterm export PATH --format text``: the header line says format 2, then one line per
    record, the last one with the final digest."""
    entry = MANIFEST[name]
    path = _copy(name, tmp_path)
    code, out, err = _cli(capsys, "export", str(path), "--format", "text")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith(f"journal {path}: format 2, engine {ENGINE},")
    assert len(lines) == entry["records"]
    assert f"digest={entry['digest']}" in lines[-1]
    assert (err == "") == (entry["torn"] is None)


# --------------------------------------------------------------------- keyframes
@pytest.mark.parametrize("name", ALL)
def test_every_keyframe_upgrades_and_projects_back_exactly(name: str) -> None:
    """Every format-2 keyframe (and a scenario's start state), decoded through today's
    upgrade, gives back the recorded bytes, byte for byte; the keyframes are where the
    landed version put them."""
    journal = read_journal(FIXTURES / name)
    keyframes = [r for r in journal.records if r.kind == "keyframe"]
    assert [r.n for r in keyframes] == MANIFEST[name]["keyframes"]
    states = [r.state for r in keyframes] + ([journal.header.start] if journal.header.start else [])
    for data in states:
        state = from_plain(GameState, upgrade_plain(unpack(data)))
        assert state.layout == LEGACY_LAYOUT
        assert canonical_bytes(state) == data


def test_a_journal_ending_on_a_keyframe_loads_that_keyframes_state(
    content: ContentPack, tmp_path: Path
) -> None:
    """The last record of keyframe_end.atoj is a keyframe written inside a battle: the loaded
    state is that keyframe's state exactly, and its compact body is a format-2 array."""
    path = _copy("keyframe_end.atoj", tmp_path)
    last = read_journal(path).records[-1]
    assert last.kind == "keyframe" and last.n == MANIFEST["keyframe_end.atoj"]["position"]
    assert type(msgpack.unpackb(last.payload)) is list
    game, _ = load_game(path, content, writable=False)
    assert game.state.battle is not None
    assert canonical_bytes(game.state) == last.state
