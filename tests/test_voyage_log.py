"""``voyages.log`` (issue 17, docs/voyages.md): the xlogfile line, the score, one line per
end of a campaign played (never from a replay, a verify, a load, an undo and redo, a practice
game), a reader that skips what it cannot read, and a full disk that costs a sentence."""

from __future__ import annotations

import dataclasses
import datetime
import errno
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atoterm.content import ContentPack
from atoterm.safe_text import is_safe
from atoterm.session import Game, load_game, verify_journal, voyage_log
from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import new_practice_game
from atoterm.session.sea import sea_spec
from atoterm.session.seed_code import encode
from atoterm.session.voyage_log import (
    LOG_NAME,
    Voyage,
    VoyageNews,
    VoyageRecorder,
    append_voyage,
    best_first,
    matching,
    parse_voyage,
    read_voyages,
    voyage_line,
    voyage_sea,
)
from atoterm.session.voyage_score import VoyageFacts, score
from atoterm.session.xlog import XlogError, format_line, parse_line

NOON = datetime.datetime(2026, 12, 5, 12, 0, tzinfo=datetime.UTC)


def fixed_clock() -> datetime.datetime:
    return NOON


# --------------------------------------------------------------------- the line format
@pytest.mark.parametrize(
    ("value", "written", "read"),
    [
        ("plain words", "plain words", "plain words"),
        ("Hull: 0", "Hull:: 0", "Hull: 0"),  # DCSS doubles a colon
        ("a=b", "a=b", "a=b"),  # the key ends at the first "="
        ("two\nlines", "two lines", "two lines"),  # a line break never ends the line
        ("bell\x07 esc\x1b[2J", "bell  esc [2J", "bell  esc [2J"),  # control characters
        ("rtl\u202eevil", "rtl evil", "rtl evil"),  # a bidi override
        ("ends:", "ends::", "ends:"),
        (":starts", "::starts", ":starts"),
    ],
)
def test_a_value_is_written_safely_and_read_back(value: str, written: str, read: str) -> None:
    line = format_line({"cause": value, "day": 3})
    assert line == f"cause={written}:day=3"
    assert parse_line(line) == {"cause": read, "day": "3"}


@given(st.dictionaries(st.from_regex(r"[a-z_]{1,8}", fullmatch=True), st.text(max_size=30)))
@settings(max_examples=200, deadline=None)
def test_any_fields_survive_the_line(fields: dict[str, str]) -> None:
    """Whatever a value holds, the line is one line and reads back as the value made safe:
    the same text, with control and hidden characters as spaces."""
    if not fields:
        return
    line = format_line(dict(fields))
    assert "\n" not in line and "\r" not in line
    safe = {
        k: "".join(c if c.isprintable() and is_safe(c) else " " for c in v)
        for k, v in fields.items()
    }
    assert parse_line(line) == safe


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("no fields here", "without '='"),
        ("day=3:day=4", "twice"),
        ("Day=3", "not a field name"),
        ("day=3::", "without '='"),  # "::" is a colon inside the value: "3:" then nothing
    ],
)
def test_a_line_that_is_not_fields_is_refused(line: str, reason: str) -> None:
    if reason == "without '='" and line.endswith("::"):
        assert parse_line(line) == {"day": "3:"}
        return
    with pytest.raises(XlogError, match=reason):
        parse_line(line)


# --------------------------------------------------------------------- the score
def facts(**changes: object) -> VoyageFacts:
    base = VoyageFacts(
        won=False,
        day=20,
        days=40,
        progress=5,
        battles_won=2,
        battles=3,
        titans_lost=1,
        argonauts_alive=4,
        difficulty="normal",
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        # 5*100 + 2*40 + 4*50 - 1*20 + 20 days held * 5
        ({}, 500 + 80 + 200 - 20 + 100),
        # a victory on day 30 of 40: +3000 and 10 days to spare * 20
        ({"won": True, "day": 30}, 500 + 80 + 200 - 20 + 3000 + 200),
        ({"won": True, "day": 30, "difficulty": "heroic"}, (760 + 3200) * 150 // 100),
        ({"difficulty": "story"}, 860 * 50 // 100),
        ({"progress": 0, "battles_won": 0, "argonauts_alive": 0, "titans_lost": 9, "day": 1}, 0),
        ({"won": True, "day": 41}, 760 + 3000),  # past the Timeline: no days to spare
    ],
)
def test_the_score_table(changes: dict[str, object], expected: int) -> None:
    assert score(facts(**changes)) == expected


def test_a_faster_victory_scores_more_and_a_longer_defeat_too() -> None:
    assert score(facts(won=True, day=25)) > score(facts(won=True, day=35))
    assert score(facts(day=35)) > score(facts(day=25))
    assert score(facts(won=True, day=40)) > score(facts(day=40, progress=9))


# --------------------------------------------------------------------- the log file
def voyage(**changes: object) -> Voyage:
    base = Voyage(seed=7, outcome="lost", day=12, score=300, days=40, journal="seed-7.atoj")
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_a_line_holds_every_field_and_reads_back() -> None:
    one = voyage(cause="Hull fell to 0: the sea took her", digest="00ab", decisions=99)
    line = voyage_line(one)
    for key in (
        "code=0000-007",
        "seed=7",
        "sea=handmade",
        "length=full",
        "difficulty=normal",
        "outcome=lost",
        "day=12",
        "cause=Hull fell to 0:: the sea",
        "battles_won=0",
        "battles=0",
        "titans_lost=0",
        "progress=0",
        "score=300",
        "journal=seed-7.atoj",
        "version=",
    ):
        assert key in line
    assert parse_voyage(line) == one


def test_the_reader_skips_lines_it_cannot_read_and_counts_them(tmp_path: Path) -> None:
    good = voyage_line(voyage())
    (tmp_path / LOG_NAME).write_text(
        "\n".join(
            [
                good,
                "# a comment the player wrote",
                "",
                "garbage",
                good.replace("outcome=lost", "outcome=maybe"),
                good.replace("day=12", "day=twelve"),
                good.replace("seed=7", "seed=0000-0013"),  # a code that fails its check
                good.replace("seed=7:", ""),
                voyage_line(voyage(seed=9, score=900)),
            ]
        ),
        encoding="utf-8",
    )
    found = read_voyages(tmp_path)
    assert [v.seed for v in found.voyages] == [7, 9]
    assert found.skipped == 5
    assert found.notes() == ["5 lines of voyages.log could not be read and are left out"]


def test_the_reader_takes_the_seed_not_the_code_the_file_says(tmp_path: Path) -> None:
    line = voyage_line(voyage()).replace("code=0000-007", "code=ZZZZ-ZZZ")
    (tmp_path / LOG_NAME).write_text(line + "\n")
    assert read_voyages(tmp_path).voyages[0].code == voyage().code


def test_no_log_is_no_voyage_and_no_problem(tmp_path: Path) -> None:
    found = read_voyages(tmp_path)
    assert found.voyages == [] and found.notes() == []


def test_best_first_and_filters() -> None:
    runs = [
        voyage(seed=1, score=100, order=0),
        voyage(seed=2, score=900, order=1, sea="generated"),
        voyage(seed=1, score=900, day=10, order=2),
        voyage(seed=1, score=900, day=10, order=3),
    ]
    assert [v.order for v in best_first(runs)] == [2, 3, 1, 0]
    assert [v.order for v in matching(runs, seed=1)] == [0, 2, 3]
    assert [v.order for v in matching(runs, sea="generated")] == [1]
    assert [v.order for v in matching(runs, seed=1, sea="generated")] == []


def test_the_same_end_is_appended_once(tmp_path: Path) -> None:
    one = voyage(decisions=50, digest="ff")
    assert append_voyage(one, tmp_path)
    assert not append_voyage(dataclasses.replace(one, end="later"), tmp_path)
    assert append_voyage(dataclasses.replace(one, decisions=51, digest="fe"), tmp_path)
    assert len(read_voyages(tmp_path).voyages) == 2


def test_a_line_left_open_by_the_player_is_closed_first(tmp_path: Path) -> None:
    (tmp_path / LOG_NAME).write_text(voyage_line(voyage(seed=3)))  # no line break at its end
    append_voyage(voyage(seed=4, digest="01"), tmp_path)
    assert [v.seed for v in read_voyages(tmp_path).voyages] == [3, 4]


def test_a_symlink_at_the_log_is_never_followed(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    (tmp_path / LOG_NAME).symlink_to(victim)
    with pytest.raises(OSError):
        append_voyage(voyage(), tmp_path)
    assert victim.read_text() == "keep me\n"
    assert read_voyages(tmp_path).problem


def test_a_long_log_is_read_from_its_last_whole_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the log's end is read (``MAX_LOG_BYTES``), from the first whole line in it."""
    lines = [voyage_line(voyage(seed=n, digest=f"{n:02x}")) + "\n" for n in range(10)]
    (tmp_path / LOG_NAME).write_text("".join(lines))
    monkeypatch.setattr(voyage_log, "MAX_LOG_BYTES", len(lines[-1]) * 3 - 5)
    assert [v.seed for v in read_voyages(tmp_path).voyages] == [8, 9]
    assert read_voyages(tmp_path).skipped == 0  # the line cut in two is not read at all
    monkeypatch.setattr(voyage_log, "MAX_LOG_BYTES", 10)  # not one whole line
    assert read_voyages(tmp_path).voyages == []


def test_a_fifo_at_the_log_is_refused_not_waited_on(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / LOG_NAME)
    assert "not a regular file" in read_voyages(tmp_path).problem
    with pytest.raises(OSError, match="not a regular file"):
        append_voyage(voyage(), tmp_path)


def test_the_log_names_the_sea_the_journal_sails(content: ContentPack) -> None:
    """The hand-made sea is the whole Cycle; a generated sea has the length it was made with
    (the journal header's sea)."""
    game = Game.new(dataclasses.replace(content, storybook=None), 5)
    assert voyage_sea(game) == ("handmade", "full")
    short = Game.new(content, 5, sea=sea_spec("generated", 5, "short"), durable=False)
    assert voyage_sea(short) == ("generated", "short")


# --------------------------------------------------------------------- from play
def one_day(content: ContentPack) -> ContentPack:
    """A one-day Timeline: the campaign is lost when day 2 would begin [CAMP-022]."""
    return dataclasses.replace(content, storybook=None, timeline_days=1)


def play_to_the_end(game: Game) -> None:
    while game.pending is not None and not game.over:
        game.choose(game.pending.legal_options()[0].id)


def test_a_campaign_that_ends_in_play_writes_one_line(
    content: ContentPack, tmp_saves: Path
) -> None:
    pack = one_day(content)
    game = Game.new(pack, 9, save=tmp_saves / "seed-9.atoj", durable=False)
    game.voyages = VoyageRecorder(clock=fixed_clock, folder=tmp_saves)
    play_to_the_end(game)
    assert game.over and game.state.outcome.rule == "CAMP-022"
    [line] = (tmp_saves / LOG_NAME).read_text().splitlines()
    run = parse_voyage(line)
    assert (run.seed, run.outcome, run.journal, run.end) == (
        9,
        "lost",
        "seed-9.atoj",
        "20261205T120000Z",
    )
    assert run.decisions == game.history.position and run.digest == f"{game.digest:016x}"
    assert run.sea == "handmade" and run.length == "full" and run.days == 1
    assert game.voyages.last == run and not game.voyages.warnings

    # The last decision undone and made again: the same end, no second line.
    last = game.history.line[-1].choice
    game.undo()
    game.choose(last)
    game.undo()
    game.redo()
    game.close()
    assert len((tmp_saves / LOG_NAME).read_text().splitlines()) == 1

    # Loaded (its last decision undone and made again: the same end), replayed, verified:
    # none writes a second line.
    loaded, _ = load_game(tmp_saves / "seed-9.atoj", pack)
    loaded.voyages = VoyageRecorder(clock=fixed_clock, folder=tmp_saves)
    loaded.undo()
    loaded.choose(last)
    assert loaded.over
    loaded.close()
    assert verify_journal(tmp_saves / "seed-9.atoj", pack).ok
    assert len((tmp_saves / LOG_NAME).read_text().splitlines()) == 1


def test_a_game_without_a_recorder_writes_nothing(content: ContentPack, tmp_saves: Path) -> None:
    """Bots and scripts (and every replay) have no recorder."""
    game = Game.new(one_day(content), 9, save=tmp_saves / "bot.atoj", durable=False)
    play_to_the_end(game)
    game.close()
    assert game.over and not (tmp_saves / LOG_NAME).exists()


def test_a_practice_battle_never_writes(content: ContentPack, tmp_saves: Path) -> None:
    game = new_practice_game(content, 3, save=tmp_saves / "battle-3.atoj", durable=False)
    game.voyages = VoyageRecorder(clock=fixed_clock, folder=tmp_saves)
    for _ in range(3000):
        if game.pending is None or game.over:
            break
        game.choose(bot_choice(game, "progress"))
    game.close()
    assert game.over
    assert not (tmp_saves / LOG_NAME).exists()


def test_a_full_disk_is_a_sentence_and_the_game_goes_on(
    content: ContentPack, tmp_saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.new(one_day(content), 9, save=tmp_saves / "seed-9.atoj", durable=False)
    game.voyages = VoyageRecorder(clock=fixed_clock, folder=tmp_saves)
    real_write = os.write

    def full(fd: int, data: bytes) -> int:
        if os.readlink(f"/proc/self/fd/{fd}").endswith(LOG_NAME):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full)
    play_to_the_end(game)
    game.close()
    assert game.over
    [warning] = game.voyages.take_warnings()
    assert "No space left on device" in warning and "the game goes on" in warning


def test_a_folder_that_is_not_one_is_a_sentence(content: ContentPack, tmp_path: Path) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    game = Game.new(one_day(content), 9, save=tmp_path / "seed-9.atoj", durable=False)
    game.voyages = VoyageRecorder(clock=fixed_clock, folder=not_a_folder)
    play_to_the_end(game)
    game.close()
    assert game.over and len(game.voyages.warnings) == 1


def test_a_save_folder_not_made_yet_is_made(tmp_path: Path) -> None:
    """A campaign journaled elsewhere (``--save``) before the save folder exists."""
    folder = tmp_path / "not" / "yet"
    assert append_voyage(voyage(), folder)
    assert len(read_voyages(folder).voyages) == 1


def test_the_end_of_a_campaign_is_told_once_in_the_front_ends_words(tmp_path: Path) -> None:
    """Both front ends tell the recorded line with ``take_news`` (the screen's notification,
    the plain lines): the score, the seed code, and how that front end lists the voyages."""
    from atoterm.plain import voyage_lines

    recorder = VoyageRecorder(clock=lambda: NOON, folder=tmp_path)
    recorder.last, recorder.warnings = voyage(seed=3, score=700), ["the disk is full"]
    news = recorder.take_news("v lists them")
    assert news.warnings == ["the disk is full"]
    assert (
        news.recorded
        == f"Recorded in voyages.log: score 700, seed code {encode(3)} (v lists them)."
    )
    assert recorder.take_news("v lists them") == VoyageNews([], "")  # told once
    recorder.last = voyage(seed=3, score=700)
    assert voyage_lines(recorder) == [
        f"Recorded in voyages.log: score 700, seed code {encode(3)} "
        "(`atoterm voyages` lists every voyage)."
    ]


def test_an_end_already_logged_is_found_among_many_lines(tmp_path: Path) -> None:
    """Only lines holding the voyage's digest are read for its end; the answer is the whole
    log's: an end on a line ended by a carriage return, or by the last byte, is found too."""
    others = "".join(voyage_line(voyage(seed=n, digest=f"a{n}")) + "\n" for n in range(50))
    one = voyage(decisions=9, digest="a1b2")
    near = voyage_line(dataclasses.replace(one, decisions=8))  # same digest, another end
    (tmp_path / LOG_NAME).write_text(others + near + "\r" + voyage_line(one))
    assert not append_voyage(one, tmp_path)
    (tmp_path / LOG_NAME).write_text(others + near + "\n")
    assert append_voyage(one, tmp_path)
    assert not append_voyage(dataclasses.replace(one, end="again"), tmp_path)
    assert len(read_voyages(tmp_path).voyages) == 52
