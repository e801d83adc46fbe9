"""Content packs and `atoterm content check` (ARCHITECTURE §5): problems read `file:line: message`.

Each broken pack is a tiny valid pack with one edit; the expected line is found from an anchor
text in the edited file, so every case asserts the exact file and line of the problem.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from atoterm.cli import main
from atoterm.content import ContentError, ContentPack, Problem, load_content
from atoterm.content.loader import content_hash

PACK = """\
[pack]
id = "mini"
name = "Mini Sea"
version = 1

[argo]
crew = 6
hull = 5
argo_fate = 0
knowledge = 0

[campaign]
start_tile = 1
start_sector = ""
argonaut_names = ["A", "B", "C", "D"]
"""

FACTIONS = """\
[[faction]]
id = "f"
name = "Folk"

[[faction]]
id = "g"
name = "Guild"
"""

TIMELINE = """\
days = 10

[[event]]
day = 2
kind = "battle"
label = "Timeline Battle"
"""

MAP = """\
[[tile]]
id = 1
name = "One"
x = 0
y = 0
faction = "f"
symbols = ["city"]
sectors = []

[[tile.arrow]]
dir = "E"
to = 2

[[tile]]
id = 2
name = "Two"
x = 1
y = 0
faction = "g"
symbols = ["doom"]
sectors = []

[[tile.arrow]]
dir = "W"
to = 1
"""

SPLIT_TWO = """\
[[tile]]
id = 2
name = "Two"
x = 1
y = 0
faction = "g"
symbols = []
sectors = ["alpha", "beta"]

[[tile.arrow]]
dir = "W"
to = 1
from_sector = "alpha"
"""

FILES = {"pack.toml": PACK, "factions.toml": FACTIONS, "timeline.toml": TIMELINE, "map.toml": MAP}


def write_pack(folder: Path, edits: dict[str, str | None] | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    files = dict(FILES)
    files.update(edits or {})
    for name, text in files.items():
        if text is not None:
            (folder / name).write_text(text, encoding="utf-8")
    return folder


def line_of(text: str, anchor: str, occurrence: int = 1) -> int:
    """1-based line of the ``occurrence``-th line containing ``anchor``."""
    hits = [n for n, line in enumerate(text.splitlines(), start=1) if anchor in line]
    return hits[occurrence - 1]


@dataclass(frozen=True)
class Broken:
    file: str
    text: str | None
    """The whole new text of ``file`` (None: the file is deleted)."""
    anchor: str
    """Text on the line the problem must name ("" for line 1)."""
    message: str
    """A regular expression the problem's message must match."""
    occurrence: int = 1

    @property
    def line(self) -> int:
        if not self.anchor:
            return 1
        assert self.text is not None
        return line_of(self.text, self.anchor, self.occurrence)


def _map(old: str, new: str, count: int = 1) -> str:
    assert old in MAP
    return MAP.replace(old, new, count)


TILE_THREE = '\n[[tile]]\nid = 3\nname = "Three"\nx = 5\ny = 5\nfaction = ""\nsymbols = []\n'

CASES = [
    pytest.param(Broken("factions.toml", None, "", "file is missing"), id="missing-file"),
    pytest.param(
        Broken("map.toml", _map("x = 1", "x = = 1"), "x = = 1", "TOML syntax error"),
        id="toml-syntax-error",
    ),
    pytest.param(
        Broken("pack.toml", PACK + "[argo]\ncrew = 1\n", "[argo]", "TOML syntax error", 2),
        id="toml-duplicate-table",
    ),
    pytest.param(
        Broken(
            "map.toml",
            _map('faction = "g"', 'faction = "pirates"'),
            "pirates",
            "unknown faction 'pirates'",
        ),
        id="unknown-faction",
    ),
    pytest.param(
        Broken(
            "map.toml",
            _map('dir = "E"', 'dir = "S"'),
            "to = 2",
            "tile 1: tile 2 is not the neighbour to the S",
        ),
        id="arrow-to-non-adjacent-tile",
    ),
    pytest.param(
        Broken("map.toml", _map("to = 2", "to = 9"), "to = 9", "leads to unknown tile 9"),
        id="arrow-to-unknown-tile",
    ),
    pytest.param(
        Broken(
            "map.toml",
            MAP.split("[[tile]]\nid = 2")[0] + SPLIT_TWO,
            "to = 2",
            "tile 2 is sectored: to_sector must be alpha or beta",
        ),
        id="missing-to-sector",
    ),
    pytest.param(
        Broken(
            "map.toml",
            _map("to = 2", 'to = 2\nto_sector = "alpha"'),
            "to = 2",
            "tile 2 has no sectors: to_sector must be empty",
        ),
        id="to-sector-on-undivided-tile",
    ),
    pytest.param(
        Broken(
            "map.toml",
            _map("to = 1", 'to = 1\nfrom_sector = "beta"'),
            "to = 1",
            "tile 2 has no sectors: from_sector must be empty",
        ),
        id="from-sector-on-undivided-tile",
    ),
    pytest.param(
        Broken(
            "map.toml", MAP + TILE_THREE, "[[tile]]", "tile 3 cannot be reached from the start", 3
        ),
        id="unreachable-tile",
    ),
    pytest.param(
        Broken(
            "map.toml",
            MAP.split('[[tile.arrow]]\ndir = "W"')[0],
            "[[tile]]",
            "tile 2 has no free waterway out: the Argo would be trapped",
            2,
        ),
        id="trapped-tile",
    ),
    pytest.param(
        Broken(
            "map.toml",
            MAP.split("[[tile]]\nid = 2")[0].replace("to = 2", 'to = 2\nto_sector = "beta"')
            + SPLIT_TWO,
            "[[tile]]",
            "tile 2 sector beta has no free waterway out",
            2,
        ),
        id="trapped-sector",
    ),
    pytest.param(
        Broken(
            "map.toml",
            _map('dir = "W"', 'dir = "NW"'),
            "NW",
            "dir must be N, E, S or W, not 'NW'",
        ),
        id="bad-direction",
    ),
    pytest.param(
        Broken("map.toml", _map("id = 2", "id = 1"), "id = 1", "duplicate tile id 1", 2),
        id="duplicate-tile-id",
    ),
    pytest.param(
        Broken("map.toml", _map("x = 1", "x = 0"), "x = 0", "same square as tile 1", 2),
        id="two-tiles-on-one-square",
    ),
    pytest.param(
        Broken(
            "map.toml",
            _map('symbols = ["doom"]', 'symbols = ["kraken"]'),
            "kraken",
            "unknown map symbol 'kraken'",
        ),
        id="unknown-symbol",
    ),
    pytest.param(
        Broken(
            "map.toml",
            _map("sectors = []", 'sectors = ["alpha"]', 2).replace(
                'sectors = ["alpha"]', "sectors = []", 1
            ),
            '["alpha"]',
            "sectors must be",
        ),
        id="one-sector-only",
    ),
    pytest.param(
        Broken("map.toml", _map("y = 0", 'y = "zero"'), "zero", "'y' must be a whole number"),
        id="wrong-type",
    ),
    pytest.param(
        Broken("map.toml", _map('name = "Two"\n', ""), "[[tile]]", "missing key 'name'", 2),
        id="missing-key",
    ),
    pytest.param(
        Broken(
            "timeline.toml",
            TIMELINE.replace("day = 2", "day = 11"),
            "day = 11",
            r"day 11 is outside the Timeline \(1\.\.10\)",
        ),
        id="event-after-the-last-day",
    ),
    pytest.param(
        Broken(
            "timeline.toml",
            TIMELINE.replace('"battle"', '"party"'),
            "party",
            "unknown event kind 'party'",
        ),
        id="unknown-event-kind",
    ),
    pytest.param(
        Broken("timeline.toml", TIMELINE.replace("10", "0"), "days = 0", "at least 1"),
        id="no-days",
    ),
    pytest.param(
        Broken("pack.toml", PACK.replace("crew = 6", "crew = 0"), "crew = 0", "crew must be"),
        id="no-crew",
    ),
    pytest.param(
        Broken(
            "pack.toml",
            PACK.replace("start_tile = 1", "start_tile = 7"),
            "start_tile",
            "start_tile 7 is not a map tile",
        ),
        id="unknown-start-tile",
    ),
    pytest.param(
        Broken(
            "pack.toml",
            PACK.replace('["A", "B", "C", "D"]', '["A", "B"]'),
            "argonaut_names",
            "at least 4 argonaut_names",
        ),
        id="too-few-names",
    ),
    pytest.param(
        Broken("pack.toml", PACK.replace('name = "Mini Sea"\n', ""), "[pack]", "missing key"),
        id="missing-pack-name",
    ),
    pytest.param(
        Broken("pack.toml", PACK.replace("[pack]", "[pak]"), "", r"missing table \[pack\]"),
        id="missing-table",
    ),
    pytest.param(
        Broken(
            "factions.toml",
            FACTIONS.replace('id = "g"', 'id = "f"'),
            'id = "f"',
            "duplicate faction id 'f'",
            2,
        ),
        id="duplicate-faction",
    ),
]


@pytest.mark.parametrize("case", CASES)
def test_broken_content_is_reported_with_file_and_line(tmp_path: Path, case: Broken) -> None:
    folder = write_pack(tmp_path / "pack", {case.file: case.text})
    if case.text is None:
        (folder / case.file).unlink(missing_ok=True)
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    problems = caught.value.problems
    matching = [p for p in problems if re.search(case.message, p.message)]
    assert matching, f"no problem matches {case.message!r}: {[str(p) for p in problems]}"
    problem = matching[0]
    assert (problem.file, problem.line) == (case.file, case.line), str(problem)
    assert str(problem) == f"{case.file}:{case.line}: {problem.message}"


def test_the_mini_pack_itself_is_valid(tmp_path: Path) -> None:
    pack = load_content(write_pack(tmp_path / "pack"))
    assert pack.id == "mini"
    assert sorted(pack.tiles) == [1, 2]
    assert pack.timeline_days == 10


def test_tiles_behind_a_restricted_waterway_are_not_unreachable(tmp_path: Path) -> None:
    """[VOY-012] a Restricted waterway is opened later by a Technology."""
    text = MAP.replace("to = 2", 'to = 2\nrestricted = "deep_keel"').replace(
        "[[tile]]\nid = 2", '[[tile.arrow]]\ndir = "S"\nto = 3\n\n[[tile]]\nid = 2'
    )
    text += (
        '\n[[tile]]\nid = 3\nname = "Three"\nx = 0\ny = 1\n\n[[tile.arrow]]\ndir = "N"\nto = 1\n'
    )
    pack = load_content(write_pack(tmp_path / "pack", {"map.toml": text}))
    assert pack.tiles[1].arrows[0].restricted == "deep_keel"


def test_every_problem_is_listed_at_once(tmp_path: Path) -> None:
    folder = write_pack(
        tmp_path / "pack",
        {
            "pack.toml": PACK.replace("crew = 6", "crew = 0"),
            "map.toml": MAP.replace('faction = "g"', 'faction = "pirates"'),
            "timeline.toml": TIMELINE.replace('"battle"', '"party"'),
        },
    )
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    files = sorted(p.file for p in caught.value.problems)
    assert files == ["map.toml", "pack.toml", "timeline.toml"]
    assert "(and 2 more)" in str(caught.value)


def test_a_missing_folder_is_one_problem(tmp_path: Path) -> None:
    with pytest.raises(ContentError) as caught:
        load_content(tmp_path / "nowhere")
    (problem,) = caught.value.problems
    assert problem.message == "content folder does not exist"


def test_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    folder = write_pack(tmp_path / "pack")
    (folder / "map.toml").write_bytes(b"\xff\xfe[[tile]]\n")
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    assert [(p.file, p.line) for p in caught.value.problems] == [("map.toml", 1)]
    assert "cannot read file" in caught.value.problems[0].message


def test_arrows_that_are_not_tables_are_a_problem(tmp_path: Path) -> None:
    text = MAP.replace('[[tile.arrow]]\ndir = "W"\nto = 1\n', "arrow = [1, 2]\n")
    folder = write_pack(tmp_path / "pack", {"map.toml": text})
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    assert any(p.file == "map.toml" for p in caught.value.problems)


@pytest.mark.parametrize(
    ("file", "old", "new"),
    [
        pytest.param("timeline.toml", "days = 10", "days = 99999999999999999999", id="days"),
        pytest.param("pack.toml", "crew = 6", "crew = 99999999999999999999", id="crew"),
    ],
)
def test_numbers_beyond_64_bits_are_a_problem(
    tmp_path: Path, file: str, old: str, new: str
) -> None:
    folder = write_pack(tmp_path / "pack", {file: FILES[file].replace(old, new)})
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    assert caught.value.problems[0].file == file


# --------------------------------------------------------------------- the default pack
def test_default_pack_loads(content: ContentPack) -> None:
    assert content.id
    assert content.start_tile in content.tiles
    assert len(content.tiles) >= 10
    assert content.timeline_days >= 1
    assert len(content.argonaut_names) >= 4
    assert re.fullmatch(r"[0-9a-f]{16}", content.hash)
    for tile in content.tiles.values():
        for arrow in tile.arrows:
            assert arrow.to in content.tiles


def test_content_hash_follows_every_file(tmp_path: Path) -> None:
    folder = write_pack(tmp_path / "pack")
    first = content_hash(folder)
    assert content_hash(folder) == first
    (folder / "notes.txt").write_text("a note", encoding="utf-8")
    second = content_hash(folder)
    assert second != first
    (folder / "notes.txt").write_text("a nother", encoding="utf-8")
    assert content_hash(folder) not in (first, second)
    other = write_pack(tmp_path / "copy")
    assert content_hash(other) == first, "the hash does not depend on where the folder is"


def test_problem_renders_like_a_compiler() -> None:
    assert str(Problem("map.toml", 12, "bad")) == "map.toml:12: bad"
    error = ContentError([Problem("a.toml", 1, "x"), Problem("b.toml", 2, "y")])
    assert str(error) == "a.toml:1: x (and 1 more)"


# --------------------------------------------------------------------- atoterm content check
def test_content_check_of_a_broken_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = write_pack(
        tmp_path / "pack",
        {
            "map.toml": MAP.replace('faction = "g"', 'faction = "pirates"'),
            "pack.toml": PACK.replace("crew = 6", "crew = 0"),
        },
    )
    assert main(["content", "check", str(folder)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    faction_line = line_of(MAP, 'faction = "g"')
    assert f"map.toml:{faction_line}: unknown faction 'pirates'" in lines
    assert f"pack.toml:{line_of(PACK, 'crew = 6')}: crew must be at least 1" in lines
    assert lines[-1] == "content check failed: 2 problem(s)"
    assert "Traceback" not in err


def test_content_check_of_a_good_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = write_pack(tmp_path / "pack")
    assert main(["content", "check", str(folder)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    (line,) = out.splitlines()
    assert line.startswith("ok: mini v1 'Mini Sea': 2 tiles, 2 factions, 10-day timeline, hash ")


def test_content_check_of_the_default_pack(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["content", "check"]) == 0
    line, *stats = capsys.readouterr().out.splitlines()
    assert line.startswith("ok: ")
    assert stats[0].startswith("storybook: ")  # the storybook's statistics follow


def test_content_check_of_a_missing_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["content", "check", str(tmp_path / "nope")]) == 1
    err = capsys.readouterr().err
    assert "content folder does not exist" in err
    assert "Traceback" not in err


def test_playing_a_broken_folder_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = write_pack(tmp_path / "pack", {"factions.toml": None})
    assert main(["bot", "--seed", "1", "--steps", "3", "--content", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err == "atoterm: content error: factions.toml:1: file is missing\n"
