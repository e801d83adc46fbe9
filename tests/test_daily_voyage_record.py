"""A daily voyage is recorded as one (issue 17): the journal header's optional ``daily`` holds
the UTC date whose voyage the seed is, checked against the seed whenever the journal is read;
the chronicle, ``voyages.log`` and the Voyages list say "daily"; and the JSON views name a
generated sea (kind, seed, seed code, length, generator version). A journal from before the
field (every kept fixture) has none and reads as it did.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from pathlib import Path

import pytest

from atoterm.cli import main
from atoterm.content import ContentPack
from atoterm.session import Game, SessionError, load_game, verify_journal
from atoterm.session.chronicle import chronicle_markdown
from atoterm.session.daily import daily_seed
from atoterm.session.sea import GENERATOR_VERSION, SeaSpec
from atoterm.session.seed_code import encode
from atoterm.session.voyage_log import Voyage, parse_voyage, voyage_line, voyage_of
from atoterm.store import read_journal
from atoterm.store.records import RecordError, parse_header
from atoterm.views.voyages import sea_words

DAY = datetime.date(2026, 12, 5)
SEED = daily_seed(DAY)


def test_the_header_notes_the_day_and_the_journal_verifies(
    content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "daily.atoj"
    game = Game.new(content, SEED, save=path, daily="2026-12-05", durable=False)
    game.close()
    header = read_journal(path).header
    assert header.daily == "2026-12-05" and header.to_body()["daily"] == "2026-12-05"
    assert verify_journal(path, content).ok
    loaded, _ = load_game(path, content=content, writable=False)
    try:
        assert loaded.header.daily == "2026-12-05"
    finally:
        loaded.close()


def test_an_ordinary_header_is_as_before(content: ContentPack) -> None:
    header = Game.new(content, 7).header
    assert header.daily == "" and "daily" not in header.to_body()
    body = header.to_body()
    assert parse_header(body).daily == ""  # a journal from before the field


def test_a_seed_that_is_not_the_days_is_refused(content: ContentPack) -> None:
    with pytest.raises(SessionError, match="is not the daily voyage of 2026-12-05"):
        Game.new(content, SEED + 1, daily="2026-12-05")
    game = Game.new(content, SEED, daily="2026-12-05")
    forged = dataclasses.replace(game.header, daily="2026-12-06")  # an edited header
    with pytest.raises(SessionError, match="is not the daily voyage of 2026-12-06"):
        Game.begin(content, forged)
    with pytest.raises(SessionError, match="is not a date"):
        Game.begin(content, dataclasses.replace(game.header, daily="2026-13-45"))


@pytest.mark.parametrize("value", ["yesterday", 20261205, "2026-12-5", "2026-12-05\n"])
def test_a_malformed_daily_field_is_a_bad_header(content: ContentPack, value: object) -> None:
    body = Game.new(content, 7).header.to_body()
    body["daily"] = value
    with pytest.raises(RecordError, match="'daily' must be a date"):
        parse_header(body)


def test_the_chronicle_and_the_log_say_daily(content: ContentPack, tmp_path: Path) -> None:
    game = Game.new(content, SEED, daily="2026-12-05")
    text = chronicle_markdown(game.state, game)
    assert "The daily voyage of 2026-12-05 (UTC)" in text
    assert "daily voyage" not in chronicle_markdown(
        Game.new(content, 7).state, Game.new(content, 7)
    )
    voyage = voyage_of(game, tmp_path)
    assert voyage.daily == "2026-12-05"
    line = voyage_line(voyage)
    assert f"seed={SEED}:daily=2026-12-05:sea=handmade" in line
    assert parse_voyage(line).daily == "2026-12-05"
    assert sea_words(parse_voyage(line)) == "the Cycle's sea, daily voyage of 2026-12-05"
    plain = Voyage(seed=3, outcome="lost", day=4, score=5)
    assert "daily" not in voyage_line(plain)  # every other line as earlier versions wrote it
    edited = voyage_line(plain).replace(":sea=", ":daily=whenever:sea=")
    assert parse_voyage(edited).daily == ""  # the player's file: a bad date is dropped


def test_run_and_state_json_name_the_sea_and_the_day(
    content: ContentPack, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "none.txt"
    script.write_text("# no choices\n", encoding="utf-8")
    argv = ["run", "--seed", "4", "--script", str(script), "--json"]
    assert main([*argv, "--sea", "generated", "--length", "short"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["sea"] == {
        "kind": "generated",
        "seed": 4,
        "code": encode(4),
        "length": "short",
        "generator": GENERATOR_VERSION,
    }
    assert "daily" not in shown
    assert main(argv) == 0
    assert "sea" not in json.loads(capsys.readouterr().out)  # the hand-made sea: as before
    path = tmp_path / "d.atoj"
    game = Game.new(
        content,
        SEED,
        save=path,
        daily="2026-12-05",
        sea=SeaSpec("generated", SEED, "short"),
        durable=False,
    )
    game.close()
    assert main(["state", str(path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["daily"] == "2026-12-05"
    assert shown["sea"]["seed"] == SEED and shown["sea"]["code"] == encode(SEED)
    assert main(["verify", str(path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["daily"] == "2026-12-05" and shown["sea"]["length"] == "short"
