"""The checks every folder of kept journals gets: journals an earlier version wrote, read by
today's code (``tests/fixtures/journals_v2`` to ``journals_v7``; the older
``journals_v1`` has its own, ``test_journal_loads.py``).

A folder holds the journals and a ``manifest.json`` saying what the version that wrote them
printed and made of each: records, final digest, line length, pending decision, and the digest
after each legal next decision. Today's code must verify, load, undo, redo and continue every
one of them to the same figures.

A test module subclasses :class:`KeptJournals` (its name starting with ``Test``) and says which
folder, journal format and state layout it checks. The fixtures are never written: every test
works on a copy in ``tmp_path`` (and the first test checks their bytes against the manifest). A
fixture today's code cannot read is a bug of today's code, never a reason to change the
fixture: list it in ``KNOWN_BUGS`` with the failure.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar

import msgpack
import pytest

from atoterm.cli import main
from atoterm.content import ContentPack
from atoterm.engine.codec import canonical_bytes, from_plain, unpack
from atoterm.engine.state import GameState
from atoterm.engine.upgrade import upgrade_plain
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.seed_code import encode as encode_seed
from atoterm.store import read_journal

CASES_ATTRIBUTE = "_kept_journal_cases"
Test = Callable[..., None]


def cases(which: str) -> Callable[[Test], Test]:
    """Run the test once per fixture of ``which``: "all", "whole" (not torn), "torn" or
    "sampled" (``SAMPLED``)."""

    def mark(test: Test) -> Test:
        setattr(test, CASES_ATTRIBUTE, which)
        return test

    return mark


def pending_of(game: Game) -> dict[str, Any] | None:
    """The pending decision as a manifest gives it."""
    pending = game.pending
    if pending is None:
        return None
    return {
        "kind": pending.kind,
        "actor": pending.actor,
        "options": [o.id for o in pending.options],
        "legal": [o.id for o in pending.legal_options()],
    }


def state_digest(game: Game) -> str:
    """The digest of the session's state as bytes (not the recorded one), by the journal's own
    digest function (BLAKE2b-64 before format 7, XXH3-64 from it)."""
    return f"{game.history.digest_of(canonical_bytes(game.state)):016x}"


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


class KeptJournals:
    """The checks of one folder of kept journals (see the module's docstring)."""

    FOLDER: ClassVar[Path]
    FORMAT: ClassVar[int]
    """The journal format the files are in (and stay in when played on)."""
    LAYOUT: ClassVar[int]
    """The layout of their states (``engine/upgrade.py``)."""
    ENGINE: ClassVar[str] = "0.1.0"
    """The version the writing commit put in its headers."""
    KNOWN_BUGS: ClassVar[dict[str, str]] = {}
    """Fixture name -> how today's code fails to read it (the exact error): such a case is kept
    as ``xfail(strict=True)`` until the engine is fixed, so it turns red the day it passes."""
    SAMPLED: ClassVar[tuple[str, ...]] = (
        "campaign.atoj",
        "battle_undo_end.atoj",
        "undo_redo.atoj",
    )
    """The journals cut at sampled records."""

    @cached_property
    def manifest(self) -> dict[str, dict[str, Any]]:
        return json.loads((self.FOLDER / "manifest.json").read_text(encoding="utf-8"))

    def pytest_generate_tests(self, metafunc: pytest.Metafunc) -> None:
        """One param per fixture (id: its name without ``.atoj``) for a test marked by
        :func:`cases`."""
        which = getattr(metafunc.function, CASES_ATTRIBUTE, None)
        if which is None:
            return
        params = []
        for name, entry in sorted(self.manifest.items()):
            torn = entry["torn"] is not None
            if (
                (which == "whole" and torn)
                or (which == "torn" and not torn)
                or (which == "sampled" and name not in self.SAMPLED)
            ):
                continue
            marks = (
                [pytest.mark.xfail(strict=True, reason=self.KNOWN_BUGS[name])]
                if name in self.KNOWN_BUGS
                else []
            )
            params.append(pytest.param(name, id=name.removesuffix(".atoj"), marks=marks))
        metafunc.parametrize("name", params)

    def copy(self, name: str, tmp_path: Path) -> Path:
        """The fixture copied into ``tmp_path`` (the only file the test may touch)."""
        path = tmp_path / name
        shutil.copyfile(self.FOLDER / name, path)
        return path

    # ----------------------------------------------------------------- the files themselves
    def test_the_fixtures_are_the_files_the_landed_version_wrote(self) -> None:
        """Every journal in the folder is in the manifest with its size and sha256 (never
        regenerated, never written by a test), in the folder's format, by its engine."""
        assert sorted(p.name for p in self.FOLDER.glob("*.atoj")) == sorted(self.manifest)
        for name, entry in self.manifest.items():
            data = (self.FOLDER / name).read_bytes()
            assert (len(data), hashlib.sha256(data).hexdigest()) == (
                entry["size"],
                entry["sha256"],
            )
            header = read_journal(self.FOLDER / name).header
            assert (header.format, header.engine) == (self.FORMAT, self.ENGINE), name

    # ----------------------------------------------------------------- verify
    @cases("all")
    def test_verify_prints_the_landed_records_and_digest(
        self, capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
    ) -> None:
        """``atoterm verify`` replays the journal to the digest the landed version printed
        (exit 0; a torn tail: exit 1 and a note, the records before it verified)."""
        entry = self.manifest[name]
        path = self.copy(name, tmp_path)
        code, out, err = cli(capsys, "verify", str(path))
        header = read_journal(path).header
        shared = f"seed={header.seed} code={encode_seed(header.seed)}"  # with its code (issue 17)
        if header.sea:  # a generated sea (format 6): verify names it, as it was rebuilt
            sea = header.sea
            shared += f" sea={sea['kind']} sea_seed={sea['seed']} length={sea['length']}"
            shared += f" generator={sea['generator']}"  # the version that rebuilt it
        assert out == f"ok records={entry['records']} digest={entry['digest']} {shared}\n"
        assert code == entry["verify_exit"] == (0 if entry["torn"] is None else 1), err
        if entry["torn"] is not None:
            assert f"torn tail at offset {entry['torn']['offset']}" in err

    @cases("all")
    def test_verify_json_gives_the_landed_records_and_digest(
        self, capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
    ) -> None:
        entry = self.manifest[name]
        path = self.copy(name, tmp_path)
        code, out, _ = cli(capsys, "verify", "--json", str(path))
        result = json.loads(out)
        assert code == entry["verify_exit"]
        assert result["ok"] is True and result["divergence"] is None
        assert (result["records"], result["digest"]) == (entry["records"], entry["digest"])
        torn = entry["torn"]
        assert len(result["notes"]) == (0 if torn is None else 1)
        if torn is not None:
            assert f"torn tail at offset {torn['offset']}" in result["notes"][0]

    # ----------------------------------------------------------------- load, undo, redo, continue
    @cases("all")
    def test_loads_to_the_landed_state_and_pending_decision(
        self, content: ContentPack, tmp_path: Path, name: str
    ) -> None:
        """A read-only load reaches the landed digest (recorded, and of the state's own
        bytes), line length, outcome and pending decision, replaying every decision after the
        last keyframe; a torn journal says where it stops."""
        entry = self.manifest[name]
        game, report = load_game(self.copy(name, tmp_path), content, writable=False)
        assert report.stopped is None
        assert report.records == game.record_count == entry["records"]
        assert game.history.position == entry["position"]
        assert f"{game.digest:016x}" == state_digest(game) == entry["digest"]
        assert game.state.layout == self.LAYOUT
        assert (game.state.outcome.result if game.state.outcome else None) == entry["outcome"]
        assert pending_of(game) == entry["pending"]
        if entry["torn"] is None:
            assert report.damage is None
        else:
            assert report.damage is not None and report.damage.torn
            assert (report.damage.offset, report.damage.reason) == (
                entry["torn"]["offset"],
                entry["torn"]["reason"],
            )

    @cases("all")
    def test_undo_a_few_decisions_and_redo_them(
        self, content: ContentPack, tmp_path: Path, name: str
    ) -> None:
        """After a load, undoing one decision at a time rebuilds each earlier state to its
        recorded digest; redoing them all comes back to the landed digest and pending
        decision."""
        entry = self.manifest[name]
        game, _ = load_game(self.copy(name, tmp_path), content, writable=False)
        count = min(3, entry["position"])
        assert count >= 1 and game.undo_blocker(count) == ""
        for step in range(1, count + 1):
            game.undo(1)
            assert game.history.position == entry["position"] - step
            assert f"{game.digest:016x}" == state_digest(game), f"after {step} undo(s)"
        game.redo(count)
        assert game.history.position == entry["position"]
        assert f"{game.digest:016x}" == state_digest(game) == entry["digest"]
        assert pending_of(game) == entry["pending"]

    @cases("whole")
    def test_every_legal_next_decision_digests_as_the_landed_code(
        self, content: ContentPack, tmp_path: Path, name: str
    ) -> None:
        """Continued with today's code (after one undo when the journal is over), each legal
        option of the pending decision leads to the state the landed code reached with it;
        with one more decision the journal keeps its format and loads to it, and a game still
        under way (the journals a player continues) verifies whole."""
        entry = self.manifest[name]
        path = self.copy(name, tmp_path)
        game, report = load_game(path, content, durable=False)
        assert report.continued_in is None and not report.read_only
        if entry["next"]["undo"]:
            game.undo(entry["next"]["undo"])
        expected = entry["next"]["digests"]
        pending = pending_of(game)
        assert expected and pending is not None and sorted(pending["legal"]) == sorted(expected)
        reached = {}
        for option in expected:
            game.choose(option)
            reached[option] = f"{game.digest:016x}"
            assert state_digest(game) == reached[option]
            game.undo(1)
        assert reached == expected
        last = sorted(expected)[0]
        game.choose(last)
        game.close()
        assert read_journal(path).header.format == self.FORMAT
        if entry["pending"] is not None:
            result = verify_journal(path, content)
            assert result.ok, result.divergence and result.divergence.describe()
            assert f"{result.digest:016x}" == expected[last]
        again, _ = load_game(path, content, writable=False)
        assert f"{again.digest:016x}" == state_digest(again) == expected[last]

    @cases("sampled")
    def test_the_journal_cut_at_sampled_records_loads_to_their_digests(
        self, content: ContentPack, tmp_path: Path, name: str
    ) -> None:
        """What the landed version had on disk after any record (it appends, so a prefix
        ending on a record boundary is a save it wrote): eight such prefixes, inside battles,
        adventures and undo runs, load to the digest of their last record."""
        data = (self.FOLDER / name).read_bytes()
        records = read_journal(self.FOLDER / name).records
        ends = [r.offset for r in records[1:]] + [len(data)]
        step = len(records) // 8
        for index in range(step // 2, len(records), step):
            path = tmp_path / f"cut-{index}.atoj"
            path.write_bytes(data[: ends[index]])
            game, report = load_game(path, content, writable=False)
            assert report.damage is None and report.stopped is None
            assert game.digest == game.history.digest_of(canonical_bytes(game.state))
            assert game.digest == records[index].digest, f"cut after record {index}"

    # ----------------------------------------------------------------- a torn tail
    @cases("torn")
    def test_a_torn_journal_loads_up_to_its_last_valid_record_and_is_left_untouched(
        self, content: ContentPack, tmp_path: Path, name: str
    ) -> None:
        """The torn journal loads its valid records and says so; continued, it is left as it
        was and play goes on in a recovered copy, in the same format, which verifies to the
        landed digest of the decision taken."""
        entry = self.manifest[name]
        path = self.copy(name, tmp_path)
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
        assert read_journal(report.continued_in).header.format == self.FORMAT
        result = verify_journal(report.continued_in, content)
        assert result.ok and f"{result.digest:016x}" == digest

    # ----------------------------------------------------------------- the other verbs
    @cases("all")
    def test_state_json_shows_the_landed_state(
        self, capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
    ) -> None:
        """``atoterm state PATH --json`` gives the landed digest, record count and pending
        decision (a torn journal: the state before the tear, exit 1); ``--at`` an early record
        (re-executed from the start) gives that record's digest."""
        entry = self.manifest[name]
        path = self.copy(name, tmp_path)
        code, out, err = cli(capsys, "state", str(path), "--json")
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
        code, out, err = cli(capsys, "state", str(path), "--at", str(early), "--json")
        assert code == 0, err  # the record asked for is before any tear
        assert json.loads(out)["digest"] == f"{recorded:016x}"

    @cases("all")
    def test_export_text_lists_every_record(
        self, capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
    ) -> None:
        """``atoterm export PATH --format text``: the header line says the folder's format,
        then one line per record, the last one with the final digest."""
        entry = self.manifest[name]
        path = self.copy(name, tmp_path)
        code, out, err = cli(capsys, "export", str(path), "--format", "text")
        assert code == 0, err
        lines = out.splitlines()
        assert lines[0].startswith(f"journal {path}: format {self.FORMAT}, engine {self.ENGINE},")
        assert len(lines) == entry["records"]
        assert f"digest={entry['digest']}" in lines[-1]
        assert (err == "") == (entry["torn"] is None)

    # ----------------------------------------------------------------- keyframes
    @cases("all")
    def test_every_keyframe_decodes_and_encodes_back_exactly(self, name: str) -> None:
        """Every keyframe (and a scenario's start state), decoded through today's upgrade,
        keeps its layout and gives back the recorded bytes, byte for byte; the keyframes are
        where the landed version put them."""
        journal = read_journal(self.FOLDER / name)
        keyframes = [r for r in journal.records if r.kind == "keyframe"]
        assert [r.n for r in keyframes] == self.manifest[name]["keyframes"]
        states = [r.state for r in keyframes]
        if journal.header.start:
            states.append(journal.header.start)
        for data in states:
            state = from_plain(GameState, upgrade_plain(unpack(data)))
            assert state.layout == self.LAYOUT
            assert canonical_bytes(state) == data

    def test_a_journal_ending_on_a_keyframe_loads_that_keyframes_state(
        self, content: ContentPack, tmp_path: Path
    ) -> None:
        """The last record of keyframe_end.atoj is a keyframe written inside a battle: the
        loaded state is that keyframe's state exactly, and its compact body is an array."""
        path = self.copy("keyframe_end.atoj", tmp_path)
        last = read_journal(path).records[-1]
        assert last.kind == "keyframe" and last.n == self.manifest["keyframe_end.atoj"]["position"]
        assert type(msgpack.unpackb(last.payload)) is list
        game, _ = load_game(path, content, writable=False)
        assert game.state.battle is not None
        assert canonical_bytes(game.state) == last.state
