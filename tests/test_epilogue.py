"""What carries over when a Cycle ends: the epilogue file and a later Cycle that reads it.

A won Cycle I campaign leaves an epilogue (``engine/epilogue.py``): the Choice Matrix
[ADV-012], the Armory's Gear with the Cycle each copy counts as [ADV-037], and the end of the
Inward Odyssey card, whose unread entries are lost [ADV-031] with the Progress left on it
[ADV-030]. ``tests/fixtures/cycle2_stub`` is a test pack (not shipped content): the smallest
"Cycle II" that declares it follows Cycle I and starts a campaign from the epilogue.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import adventure_kit as kit
import pytest

from atoterm.cli import main
from atoterm.content import ContentError, ContentPack, load_content
from atoterm.engine.effects import resolve
from atoterm.engine.epilogue import Epilogue, EpilogueError, carry_over, epilogue_of, spans
from atoterm.engine.state import GameState, Outcome
from atoterm.engine.story_state import Adventure
from atoterm.session import Game, SessionError, load_game, verify_journal
from atoterm.session.campaign_bot import play_campaign
from atoterm.session.epilogue_file import epilogue_text, read_epilogue, write_epilogue

STUB = Path(__file__).parent / "fixtures" / "cycle2_stub"


@pytest.fixture(scope="module")
def stub() -> ContentPack:
    return load_content(STUB)


@pytest.fixture(scope="module")
def won(content: ContentPack, tmp_path_factory: pytest.TempPathFactory) -> tuple[Game, Path]:
    """A whole Cycle I campaign the progress policy wins (seed 5 since edition 551c0f42f438efee,
    which retuned three battle Levels; seed 1 before), with its journal."""
    path = tmp_path_factory.mktemp("won") / "won.atoj"
    game, result = play_campaign(content, 5, save=path, policy="progress")
    assert result.outcome == "won", result.line()
    return game, path


def won_state(content: ContentPack, shape: dict[str, Any]) -> GameState:
    """A Cycle I state at its victory, with the carried parts as ``shape`` sets them."""
    state = kit.fresh_state(content)
    story = state.story
    state.choice_matrix = list(shape.get("marked", []))
    story.erased = list(shape.get("crossed", []))
    story.armory = list(shape.get("armory", []))
    story.inward_next = shape.get("inward_next", 1)
    story.inward_pending = list(shape.get("pending", []))
    story.inward_done = list(shape.get("done", []))
    story.inward_omitted = list(shape.get("omitted", []))
    story.inward_progress = shape.get("progress", 0)
    state.argo.knowledge = shape.get("knowledge", 0)
    state.outcome = Outcome("won", "the story declares victory", "CAMP-019")
    return state


# ---------------------------------------------------------------------------- the record
@dataclass(frozen=True)
class Carry:
    rule: str
    shape: dict[str, Any]
    record: dict[str, Any]
    """Fields of the epilogue's plain form that must hold these values."""
    next_state: dict[str, Any] = field(default_factory=dict)
    """What the Cycle II campaign's first state holds (attribute path -> value)."""


CARRIES = [
    Carry(
        "ADV-012",
        {"marked": [12, 3, 7], "crossed": [7]},
        {"choice_matrix": {"marked": [3, 7, 12], "crossed_out": [7]}},
        {"choice_matrix": [3, 7, 12], "story.erased": [7]},
    ),
    Carry(
        "ADV-031",
        {"inward_next": 6, "pending": [5], "done": [1, 2, 3], "omitted": [4], "knowledge": 5},
        {
            "inward_odyssey": {
                "knowledge": 5,
                "read": [1, 2, 3],
                "passed_by": [4],
                "lost": list(range(5, 21)),
                "progress_lost": 0,
            }
        },
        # a new Inward Odyssey card: nothing of the old one is pending, unlocked or read
        {"story.inward_next": 1, "story.inward_pending": [], "story.inward_done": []},
    ),
    Carry(
        "ADV-030",
        {"inward_next": 3, "done": [1, 2], "progress": 1, "knowledge": 2},
        {
            "inward_odyssey": {
                "knowledge": 2,
                "read": [1, 2],
                "passed_by": [],
                "lost": list(range(3, 21)),
                "progress_lost": 1,
            }
        },
        # the Progress token stays on the old card; Knowledge starts on the new Argo Sheet
        {"story.inward_progress": 0, "argo.knowledge": 0},
    ),
    Carry(
        "ADV-037",
        {"armory": ["kelp-mail", "vigil-lamp", "kelp-mail"]},
        {
            "gear": [
                {"id": "kelp-mail", "cycle": 1, "copies": 2},
                {"id": "vigil-lamp", "cycle": 1, "copies": 1},
            ]
        },
        {
            "story.armory": ["kelp-mail", "kelp-mail", "vigil-lamp"],
            "story.earlier_gear": {"kelp-mail": [1, 1], "vigil-lamp": [1]},
        },
    ),
]


def attribute(state: GameState, path: str) -> Any:
    value: Any = state
    for part in path.split("."):
        value = getattr(value, part)
    return value


@pytest.mark.parametrize("case", CARRIES, ids=[c.rule for c in CARRIES])
def test_what_carries_from_cycle_one_to_cycle_two(
    content: ContentPack, stub: ContentPack, case: Carry
) -> None:
    """[ADV-012] [ADV-030] [ADV-031] [ADV-037]"""
    epilogue = epilogue_of(won_state(content, case.shape), content)
    plain = epilogue.to_plain()
    for key, value in case.record.items():
        assert plain[key] == value, key
    assert Epilogue.from_plain(json.loads(epilogue_text(epilogue))) == epilogue  # round trip
    game = Game.new(stub, 5, epilogue=epilogue)
    for path, value in case.next_state.items():
        assert attribute(game.state, path) == value, path
    assert game.header.epilogue == plain  # the journal keeps it: it replays without the file
    assert case.rule in {e.rule for e in game.history.start_events}


def test_adv_031_the_new_argo_sheet_notes_how_the_old_card_ended(
    content: ContentPack, stub: ContentPack
) -> None:
    """[ADV-031] [ADV-033]: entries passed by and lost are noted, in a player's words."""
    shape = {"inward_next": 9, "pending": [8], "done": [1, 2, 3, 5, 6, 7], "omitted": [4]}
    game = Game.new(stub, 5, epilogue=epilogue_of(won_state(content, shape), content))
    note = game.state.story.argo_notes[-1]
    assert note == (
        "Cycle I's Inward Odyssey ended with entries read: 1-3, 5-7; passed by: 4; lost 8-20."
    )
    assert spans([]) == "" and spans([4]) == "4" and spans([1, 2, 4, 5, 6]) == "1-2, 4-6"


def test_adv_012_the_epilogue_of_a_whole_won_campaign(won: tuple[Game, Path]) -> None:
    """[ADV-012] [ADV-031]: a pure function of the final state, all its parts accounted for."""
    game, _ = won
    state = game.state
    first, second = epilogue_of(state, game.content), epilogue_of(state, game.content)
    assert first == second and first.cycle == 1 and first.pack == "atoterm-cycle1"
    assert list(first.marked) == sorted(state.choice_matrix)
    assert sum(g.copies for g in first.gear) == len(state.story.armory)
    assert all(g.cycle == 1 for g in first.gear)
    inward = first.inward
    assert sorted([*inward.read, *inward.passed_by, *inward.lost]) == list(range(1, 21))
    assert inward.knowledge == state.argo.knowledge


@pytest.mark.parametrize(
    ("outcome", "words"),
    [(None, "not over yet"), (Outcome("lost", "the Argo sank"), "was lost")],
    ids=["unfinished", "lost"],
)
def test_only_a_won_cycle_leaves_an_epilogue(
    content: ContentPack, outcome: Outcome | None, words: str
) -> None:
    """[ADV-012]: a lost campaign ends the playthrough; no Cycle follows it."""
    state = won_state(content, {})
    state.outcome = outcome
    with pytest.raises(EpilogueError, match=words):
        epilogue_of(state, content)


# ---------------------------------------------------------------------------- ADV-037
@pytest.mark.parametrize(
    ("gear", "kind", "counts_as", "event"),
    [
        ("kelp-mail", "breakthrough", 2, True),  # a Breakthrough reward: this Cycle's card
        ("kelp-mail", "hub", 1, False),  # gained otherwise: it keeps its Cycle
        ("reef-pick", "breakthrough", 2, False),  # a card of this Cycle anyway
        ("reef-pick", "", 2, False),
    ],
)
def test_adv_037_a_breakthrough_reward_of_an_earlier_cycle_counts_as_this_cycles(
    content: ContentPack, stub: ContentPack, gear: str, kind: str, counts_as: int, event: bool
) -> None:
    """[ADV-037]"""
    state = kit.fresh_state(stub)
    if kind:
        state.adventure = Adventure(kind, "0001", "story")
    ctx = kit.ctx_for(state, stub)
    resolve(ctx, {"op": "gain_gear", "gear": gear})
    assert state.story.armory == [gear]
    assert any(e.rule == "ADV-037" for e in ctx.events) == event
    state.adventure = None
    state.outcome = Outcome("won", "won", "CAMP-019")
    carried = epilogue_of(state, stub).to_plain()["gear"]
    assert carried == [{"id": gear, "cycle": counts_as, "copies": 1}]


def test_adv_037_in_cycle_one_every_card_is_of_cycle_one(content: ContentPack) -> None:
    """[ADV-037]: the first Cycle has no earlier one; gaining Gear is as it always was."""
    state = kit.fresh_state(content)
    state.adventure = Adventure("breakthrough", "0001", "story")
    ctx = kit.ctx_for(state, content)
    resolve(ctx, {"op": "gain_gear", "gear": "kelp-mail"})
    assert state.story.earlier_gear == {} and [e.rule for e in ctx.events] == ["GEN-036"]


def test_adv_037_spent_copies_leave_the_carried_ones_first_to_the_next_cycle(
    content: ContentPack, stub: ContentPack
) -> None:
    """[ADV-037]: two carried kelp-mail and one won in Cycle II; one is spent: the carried
    ones are kept before the newer one."""
    epilogue = epilogue_of(won_state(content, {"armory": ["kelp-mail"] * 2}), content)
    game = Game.new(stub, 5, epilogue=epilogue)
    state = game.state
    state.story.armory.remove("kelp-mail")
    state.story.armory.append("kelp-mail")  # won in Cycle II (not a Breakthrough reward)
    state.story.armory.remove("kelp-mail")
    state.outcome = Outcome("won", "won", "CAMP-019")
    assert [(g.id, g.cycle, g.copies) for g in epilogue_of(state, stub).gear] == [
        ("kelp-mail", 1, 1)
    ]


# ---------------------------------------------------------------------------- the journal
def test_a_cycle_two_journal_verifies_without_the_epilogue_file(
    won: tuple[Game, Path], stub: ContentPack, tmp_path: Path
) -> None:
    """[ADV-012] [ADV-031] [ADV-037]: the header keeps the record; verify and load rebuild
    the same first state with no file at hand."""
    _, path = won
    out = tmp_path / "one.epilogue.json"
    assert main(["epilogue", str(path), "--out", str(out)]) == 0
    journal = tmp_path / "two.atoj"
    argv = ["bot", "--campaign", "--seed", "3", "--content", str(STUB)]
    code = main([*argv, "--from-epilogue", str(out), "--save", str(journal)])
    assert code == 0
    out.unlink()  # the file is gone: the journal alone replays
    assert verify_journal(journal, stub).ok
    game, _ = load_game(journal, content=stub, writable=False)
    try:
        carried = read_back(game)
        assert carried == game.header.epilogue
        first = game.history.state_at(0)
        assert first.choice_matrix == list(carried["choice_matrix"]["marked"])
    finally:
        game.close()


def read_back(game: Game) -> dict[str, Any]:
    return Epilogue.from_plain(game.header.epilogue).to_plain()


def test_the_epilogue_verb_prints_what_it_writes(
    won: tuple[Game, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """[ADV-012]: without --out the file's text is printed; the same text is written."""
    _, path = won
    assert main(["epilogue", str(path)]) == 0
    printed = capsys.readouterr().out
    out = tmp_path / "e.json"
    assert main(["epilogue", str(path), "--out", str(out)]) == 0
    assert out.read_text(encoding="ascii") == printed
    assert "epilogue of Cycle I written" in capsys.readouterr().out
    assert main(["epilogue", str(path), "--out", str(out)]) == 2  # never replaced
    assert "already exists" in capsys.readouterr().err


def test_the_epilogue_verb_refuses_a_campaign_not_won(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """[ADV-012]"""
    journal = tmp_path / "short.atoj"
    assert main(["bot", "--seed", "4", "--steps", "3", "--save", str(journal)]) == 0
    capsys.readouterr()
    assert main(["epilogue", str(journal)]) == 2
    err = capsys.readouterr().err
    assert "not over yet" in err and "Traceback" not in err


# ---------------------------------------------------------------------------- bad files
def good_plain(content: ContentPack) -> dict[str, Any]:
    shape = {"marked": [1, 2], "armory": ["kelp-mail"], "done": [1], "inward_next": 2}
    return epilogue_of(won_state(content, shape), content).to_plain()


def edited(change: Any) -> Any:
    def make(plain: dict[str, Any]) -> str:
        change(plain)
        return json.dumps(plain)

    return make


def _set(path: str, value: Any) -> Any:
    def change(plain: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target = plain
        for part in parents:
            target = target[part]
        target[last] = value

    return edited(change)


BAD_FILES = [
    ("truncated", lambda p: json.dumps(p)[:120], "damaged or cut short"),
    ("empty", lambda p: "", "is empty"),
    ("not-json", lambda p: "Cycle I was won\n", "damaged or cut short"),
    ("not-an-epilogue", lambda p: json.dumps({"k": "header"}), "not an atoterm epilogue"),
    ("wrong-version", _set("version", 2), "version 2 is not supported"),
    ("wrong-cycle", _set("cycle", 2), "the epilogue is of Cycle II"),
    ("wrong-pack", _set("pack", "another-sea"), "pack 'another-sea'"),
    ("raw-control-character", lambda p: json.dumps(p) + "\x1b[2J", "control characters"),
    ("escaped-control-character", _set("pack", "sea\x1b[2J"), "control characters"),
    ("unknown-field", _set("extra", 1), "unknown field 'extra'"),
    ("crossed-not-marked", _set("choice_matrix.crossed_out", [9]), "not marked"),
    ("gear-of-a-later-cycle", _set("gear", [{"id": "a", "cycle": 3, "copies": 1}]), "'cycle'"),
    ("a-float", _set("seed", 1.5), "'seed' must be a whole number"),
    ("nan", lambda p: json.dumps(p).replace('"seed": 1', '"seed": NaN'), "damaged"),
    ("not-utf8", lambda p: b"\xff\xfe{}", "not UTF-8"),
]


@pytest.mark.parametrize(("name", "make", "words"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_a_bad_epilogue_file_is_one_clear_line(
    content: ContentPack,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    name: str,
    make: Any,
    words: str,
) -> None:
    """[ADV-012]: each bad file is refused before a campaign starts, in one line, exit 2."""
    data = make(good_plain(content))
    path = tmp_path / f"{name}.json"
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data, encoding="utf-8")
    journal = tmp_path / "never.atoj"
    argv = ["bot", "--seed", "1", "--steps", "1", "--content", str(STUB)]
    assert main([*argv, "--from-epilogue", str(path), "--save", str(journal)]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and "\x1b" not in err
    assert len(err.strip().splitlines()) == 1 and not journal.exists()


def test_a_pack_of_the_first_cycle_reads_no_epilogue(
    content: ContentPack, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """[ADV-012]: Cycle I (no [cycle] table) follows no Cycle."""
    path = tmp_path / "e.json"
    path.write_text(json.dumps(good_plain(content)), encoding="utf-8")
    assert main(["bot", "--seed", "1", "--steps", "1", "--from-epilogue", str(path)]) == 2
    assert "follows no other Cycle" in capsys.readouterr().err
    with pytest.raises(SessionError, match="follows no other Cycle"):
        Game.new(content, 1, epilogue=read_epilogue(path))


def test_a_later_cycle_may_start_without_an_epilogue(stub: ContentPack) -> None:
    """A new playthrough may begin at any Cycle [CAMP-005]: its Choice Matrix is blank."""
    game = Game.new(stub, 2)
    assert game.header.epilogue == {} and game.state.choice_matrix == []


def test_a_tampered_header_epilogue_is_refused_on_load(
    content: ContentPack, stub: ContentPack, tmp_path: Path
) -> None:
    """A journal is untrusted: its header's epilogue is checked as a file's is."""
    epilogue = epilogue_of(won_state(content, {"marked": [4]}), content)
    game = Game.new(stub, 2, epilogue=epilogue)
    game.header.epilogue = {**game.header.epilogue, "version": 7}
    with pytest.raises(SessionError, match="version 7"):
        Game.begin(stub, game.header)


def test_write_epilogue_round_trips(content: ContentPack, tmp_path: Path) -> None:
    epilogue = Epilogue.from_plain(good_plain(content))
    path = write_epilogue(tmp_path / "x.epilogue.json", epilogue)
    assert read_epilogue(path) == epilogue
    with pytest.raises(FileExistsError):
        write_epilogue(path, epilogue)


# ---------------------------------------------------------------------------- the pack
CYCLE_TABLES = [
    ("number = 0", "number must be from 1"),
    ('number = 1\nfollows = "x"', "Cycle 1 follows no other Cycle"),
    ("number = 2", "a later Cycle names the pack it follows"),
    ('number = 2\nfollows = "x"\nearlier_gear = { a = 2 }', "must name a Cycle from 1 to 1"),
    ('number = 2\nfollows = "x"\ncolour = "red"', "unknown key 'colour'"),
]


@pytest.mark.parametrize(("table", "words"), CYCLE_TABLES, ids=[w for _, w in CYCLE_TABLES])
def test_a_bad_cycle_table_is_a_content_problem(tmp_path: Path, table: str, words: str) -> None:
    text = (STUB / "pack.toml").read_text(encoding="utf-8")
    start = text.index("[cycle]")
    end = text.index("[argo]")
    folder = tmp_path / "pack"
    folder.mkdir()
    for name in ("factions.toml", "timeline.toml", "map.toml"):
        (folder / name).write_text((STUB / name).read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "pack.toml").write_text(
        text[:start] + f"[cycle]\n{table}\n\n" + text[end:], encoding="utf-8"
    )
    with pytest.raises(ContentError, match=words):
        load_content(folder)


def test_the_shipped_pack_is_cycle_one_and_the_stub_follows_it(
    content: ContentPack, stub: ContentPack
) -> None:
    assert (content.cycle_order.number, content.cycle_order.follows) == (1, "")
    assert (stub.cycle_order.number, stub.cycle_order.follows) == (2, content.id)
    with pytest.raises(EpilogueError, match="follows no other Cycle"):
        carry_over_checked(content, epilogue_of(won_state(content, {}), content))


def carry_over_checked(pack: ContentPack, epilogue: Epilogue) -> None:
    from atoterm.engine.epilogue import check_reads

    check_reads(epilogue, pack)
    carry_over(kit.fresh_state(pack), pack, epilogue)


def test_play_from_an_epilogue_opens_the_next_cycle(
    content: ContentPack, tmp_saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """[ADV-012]: `atoterm play --from-epilogue FILE` starts the campaign (journaled in the
    save folder) and hands it to the screen; a bad file is one line and opens nothing."""
    import atoterm.ui.app as app

    shown: list[Game] = []

    def fake_tui(**kwargs: Any) -> int:
        shown.append(kwargs["game"])
        return 0

    monkeypatch.setattr(app, "run_tui", fake_tui)
    path = tmp_saves / "e.json"
    path.write_text(json.dumps(good_plain(content)), encoding="utf-8")
    argv = ["play", "--content", str(STUB), "--seed", "8"]
    assert main([*argv, "--from-epilogue", str(path)]) == 0
    game = shown[0]
    try:
        assert game.state.choice_matrix == [1, 2] and game.path is not None
        assert game.path.parent == tmp_saves
    finally:
        game.close()
    path.write_text("{", encoding="utf-8")
    assert main([*argv, "--from-epilogue", str(path)]) == 2
    assert len(shown) == 1


def test_a_missing_epilogue_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["bot", "--seed", "1", "--steps", "1", "--content", str(STUB)]
    assert main([*argv, "--from-epilogue", str(tmp_path / "none.json")]) == 2
    err = capsys.readouterr().err
    assert "cannot read the epilogue" in err and len(err.strip().splitlines()) == 1


# ---------------------------------------------------------------------------- ADV-037, read
REWARDS = (
    """
@chapter mnemos "Kit memories"

== 0903 First breakthrough
> gain_gear kelp-mail
-> return
""",
    """
@chapter main "Kit"

== 0001 Found in a wreck
> gain_gear kelp-mail
-> return
""",
)


@pytest.mark.parametrize(
    ("read", "earlier", "event"),
    [("breakthrough", {}, True), ("story", {"kelp-mail": [1]}, False)],
    ids=["ADV-037-breakthrough-reward", "ADV-037-found-otherwise"],
)
def test_adv_037_read_in_a_later_cycle(
    read: str, earlier: dict[str, list[int]], event: bool
) -> None:
    """[ADV-037]: the shipped storybook's reader in a pack posing as Cycle II, where
    kelp-mail is a Cycle I card: as a Breakthrough reward it is a card of Cycle II, found in a
    story it stays of Cycle I."""
    from dataclasses import replace

    from atoterm.content.cycle_order import CycleOrder
    from atoterm.engine.story_state import Queued

    later = replace(
        kit.pack(*REWARDS), cycle_order=CycleOrder(2, "atoterm-cycle1", {"kelp-mail": 1})
    )

    def owner(state: GameState) -> None:
        kit.give_mnemos(state, 2, "tide-reader", nodes=4)

    if read == "breakthrough":
        run = kit.run(later, [Queued("breakthroughs", "")], setup=owner)
    else:
        run = kit.read("0001", later)
    assert run.state.story.armory.count("kelp-mail") == 1
    assert run.state.story.earlier_gear == earlier
    assert any(e.rule == "ADV-037" for e in run.events) == event


def test_adv_037_the_armory_names_the_cards_of_an_earlier_cycle(
    content: ContentPack, stub: ContentPack
) -> None:
    """[ADV-037]: the Argo Sheet's Armory line says which cards are of an earlier Cycle."""
    from atoterm.views.campaign import earlier_gear_words

    armory = ["kelp-mail", "vigil-lamp", "kelp-mail"]
    epilogue = epilogue_of(won_state(content, {"armory": armory}), content)
    game = Game.new(stub, 5, epilogue=epilogue)
    assert earlier_gear_words(stub, game.state) == "Kelp Mail ×2 (Cycle I), Vigil Lamp (Cycle I)"
    assert earlier_gear_words(content, kit.fresh_state(content)) == ""
