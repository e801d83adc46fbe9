"""The command line of issue 17: ``--seed`` takes a number or a seed code on every verb that
takes a seed, ``--daily`` picks today's UTC voyage (the date injected here), ``verify`` names
the seed and its code, and ``atoterm voyages`` lists voyages.log best first with filters."""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import io
import json
from pathlib import Path

import pytest

from atoterm.cli import main
from atoterm.cli.main import build_parser
from atoterm.cli.seed_args import SeedChoiceError, resolve_daily
from atoterm.content import ContentPack
from atoterm.plain import run_plain
from atoterm.session import Game
from atoterm.session.daily import daily_seed
from atoterm.session.seed_code import encode
from atoterm.session.voyage_log import LOG_NAME, Voyage, VoyageRecorder, voyage_line
from atoterm.store import read_journal

CODE = encode(433571254)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--seed", CODE],
        ["run", "--seed", CODE, "--script", "x"],
        ["bot", "--seed", CODE],
        ["battle", "--seed", CODE],
        ["adventure", "--seed", CODE],
        ["balance", "--seed", CODE],
        ["mnestis", "fight", "ammonax", "1", "--seed", CODE],
        ["mnestis", "custom", "--primordial", "x", "--level", "1", "--seed", CODE],
    ],
)
def test_every_seed_option_takes_a_code(argv: list[str]) -> None:
    assert build_parser().parse_args(argv).seed == 433571254


def test_a_seed_given_as_a_number_is_the_number_as_before() -> None:
    assert build_parser().parse_args(["play", "--seed", "433571254"]).seed == 433571254


def test_a_mistyped_code_is_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "bot", "--seed", "0CXF-HDYP", "--steps", "1")
    assert code == 2 and out == ""
    assert "a character is wrong or two are swapped" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_daily_is_the_seed_of_the_utc_date_given() -> None:
    args = build_parser().parse_args(["bot", "--campaign", "--daily"])
    resolve_daily(args, datetime.date(2026, 12, 5))
    assert args.seed == daily_seed(datetime.date(2026, 12, 5))
    other = build_parser().parse_args(["play", "--daily"])
    resolve_daily(other, datetime.date(2026, 12, 6))
    assert other.seed == daily_seed(datetime.date(2026, 12, 6)) != args.seed
    assert other.daily_date == "2026-12-06"  # the date the setup form names, read once


def test_daily_with_a_seed_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SeedChoiceError):
        resolve_daily(argparse.Namespace(daily=True, seed=3), datetime.date(2026, 12, 5))
    code, _, err = run(capsys, "bot", "--daily", "--seed", "3", "--steps", "1")
    assert code == 2 and "give --daily or --seed, not both" in err


def test_a_daily_journal_holds_the_seed_and_notes_its_date(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The date is read once and noted in the header's ``daily`` (stop 31): nothing else of
    the clock is in the journal."""
    monkeypatch.setattr("atoterm.cli.seed_args.today_utc", lambda: datetime.date(2026, 12, 5))
    save = tmp_path / "daily.atoj"
    code, _, err = run(capsys, "bot", "--daily", "--steps", "3", "--save", str(save))
    assert code == 0, err
    header = read_journal(save).header
    assert header.seed == daily_seed(datetime.date(2026, 12, 5))
    assert header.daily == "2026-12-05"
    body = header.to_body()
    del body["daily"]
    assert "2026" not in json.dumps(body, default=repr)


def test_verify_names_the_seed_and_its_code(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "v.atoj"
    assert run(capsys, "bot", "--seed", CODE, "--steps", "3", "--save", str(save))[0] == 0
    code, out, _ = run(capsys, "verify", str(save))
    assert code == 0 and out.rstrip().endswith(f" seed=433571254 code={CODE}")
    code, out, _ = run(capsys, "verify", str(save), "--json")
    data = json.loads(out)
    assert (data["seed"], data["seed_code"]) == (433571254, CODE)


def write_log(folder: Path, *voyages: Voyage, extra: str = "") -> None:
    lines = [voyage_line(v) for v in voyages]
    (folder / LOG_NAME).write_text("\n".join(lines) + "\n" + extra, encoding="utf-8")


def test_voyages_lists_best_first_with_filters(
    capsys: pytest.CaptureFixture[str], tmp_saves: Path
) -> None:
    write_log(
        tmp_saves,
        Voyage(seed=7, outcome="lost", day=12, days=40, score=300, cause="Hull fell to 0."),
        Voyage(seed=433571254, outcome="won", day=31, days=40, score=2480, progress=9),
        Voyage(seed=7, outcome="won", day=38, days=40, score=1900, sea="generated"),
        extra="not a voyage\n",
    )
    code, out, err = run(capsys, "voyages")
    assert code == 0
    heads = [line for line in out.splitlines() if not line.startswith("    ")]
    assert heads[0] == f" 1. score 2480 · Won on day 31 of 40 · code {CODE} · normal"
    assert heads[1].startswith(" 2. score 1900")
    assert heads[2] == f" 3. score 300 · Lost on day 12 of 40 · code {encode(7)} · normal"
    assert "    Hull fell to 0 · seed-" not in out  # no journal named: none shown
    assert "    Hull fell to 0\n" in out
    assert "    the Cycle's sea · Progress 9 · battles won 0 of 0 · Titans lost 0" in out
    assert "1 line of voyages.log could not be read and is left out" in err
    code, out, _ = run(capsys, "voyages", "--seed", encode(7))
    assert [line[:14] for line in out.splitlines() if line[2:4] == ". "] == [
        " 1. score 1900",
        " 2. score 300 ",
    ]
    code, out, _ = run(capsys, "voyages", "--seed", "7", "--sea", "handmade")
    assert out.count("score ") == 1 and "score 300" in out
    code, out, _ = run(capsys, "voyages", "--sea", "generated", "--seed", CODE)
    assert code == 0 and out.startswith("no matching voyages in ")


def test_voyages_shows_a_hostile_line_as_text(
    capsys: pytest.CaptureFixture[str], tmp_saves: Path
) -> None:
    line = voyage_line(Voyage(seed=1, outcome="lost", day=2, score=5))
    (tmp_saves / LOG_NAME).write_text(line.replace("cause=", "cause=\x1b[2J\x07boom") + "\n")
    code, out, _ = run(capsys, "voyages")
    assert code == 0 and "\x1b" not in out and "\x07" not in out and "boom" in out


def test_voyages_with_a_mistyped_code(capsys: pytest.CaptureFixture[str], tmp_saves: Path) -> None:
    code, _, err = run(capsys, "voyages", "--seed", "0CXF-HDYP")
    assert code == 2 and "swapped" in err


def test_a_voyage_row_says_when_it_ended(
    capsys: pytest.CaptureFixture[str], tmp_saves: Path
) -> None:
    write_log(
        tmp_saves,
        Voyage(
            seed=1, outcome="won", day=30, score=9, journal="seed-1.atoj", end="20261205T120000Z"
        ),
        Voyage(seed=2, outcome="lost", day=3, score=1, end="last tuesday"),  # edited by hand
    )
    _, out, _ = run(capsys, "voyages")
    assert "    seed-1.atoj · 2026-12-05 12:00 UTC\n" in out
    assert "    last tuesday\n" in out


def test_the_plain_front_end_records_and_says_the_end(
    content: ContentPack, tmp_saves: Path
) -> None:
    """`atoterm load FILE --plain` gives the game a recorder: the campaign's end is written
    and said in a line (the score and the code)."""
    pack = dataclasses.replace(content, storybook=None, timeline_days=1)
    probe = Game.new(pack, 9)
    while probe.pending is not None and not probe.over:
        probe.choose(probe.pending.legal_options()[0].id)
    game = Game.new(pack, 9, save=tmp_saves / "seed-9.atoj", durable=False)
    for _ in range(probe.history.position - 1):
        game.choose(game.pending.legal_options()[0].id)  # type: ignore[union-attr]
    game.voyages = VoyageRecorder(clock=lambda: datetime.datetime(2026, 12, 5, tzinfo=datetime.UTC))
    last = game.pending.legal_options()[0].id  # type: ignore[union-attr]
    number = [o.id for o in game.pending.legal_options()].index(last) + 1  # type: ignore[union-attr]
    out = io.StringIO()
    run_plain(game, stdin=io.StringIO(f"{number}\nq\n"), stdout=out)
    game.close()
    assert game.over
    assert "Recorded in voyages.log: score " in out.getvalue()
    assert f"seed code {encode(9)}" in out.getvalue()
    assert len((tmp_saves / LOG_NAME).read_text().splitlines()) == 1
