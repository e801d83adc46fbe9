"""The generated seas' pool loader (issue 17, ``atoterm/content/sea_pool_load.py``,
``docs/campaign-format.md`` "Generated seas' pool"): ``seagen/tiles.toml`` and
``seagen/exploration.toml`` are checked like every other content file, each problem as
``seagen/<file>:line: message``; the cards by the hand-made deck's own rules
[VOY-021, VOY-022, VOY-026].
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from atoterm.cli import main
from atoterm.content import ContentError, ContentPack, Problem, load_content
from atoterm.content.sea_pool import SeaPool, TileName
from atoterm.content.sea_pool_load import load_sea_pool

CONTENT = Path(__file__).resolve().parents[1] / "content"

TILES = """\
[[name]]
kind = "city"
faction = "tidewright"
name = "Caulker's Haven"
description = "A harbour of slipways and pitch-vats, loud with mallets from dawn."

[[name]]
kind = "open"
faction = ""
name = "Quiet Reach"
description = "Flat red water where nothing breaks the surface all day."
"""

CARDS = """\
[[card]]
number = 201
name = "Floating Cask"
text = "A tarred cask bobs against the hull, its bung sealed with wax and a thumbprint."
effects = ["gain_resource tar 1"]
stack = "end"

[[card]]
number = 202
name = "Leaking Seam"
text = "Water weeps through a seam below the waterline, warm and faintly red."
trigger = "hull 3-"
stack = "draw"

[[card.option]]
label = "Pack it with pitch and hope"
cost = ["tar 1"]

[[card.option]]
label = "Let it weep"
effects = ["gain_argo_stat hull -1"]
"""


def write(folder: Path, tiles: str = TILES, cards: str = CARDS) -> Path:
    (folder / "seagen").mkdir(parents=True, exist_ok=True)
    (folder / "seagen" / "tiles.toml").write_text(tiles, encoding="utf-8")
    (folder / "seagen" / "exploration.toml").write_text(cards, encoding="utf-8")
    return folder


def problems_of(folder: Path, content: ContentPack) -> list[str]:
    problems: list[Problem] = []
    load_sea_pool(folder, content, problems)
    return [str(p) for p in problems]


def line_of(text: str, anchor: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if anchor in line)


def test_a_good_pool_is_read_in_file_order(tmp_path: Path, content: ContentPack) -> None:
    problems: list[Problem] = []
    pool = load_sea_pool(write(tmp_path), content, problems)
    assert problems == []
    assert pool.names == (
        TileName(
            "city",
            "tidewright",
            "Caulker's Haven",
            "A harbour of slipways and pitch-vats, loud with mallets from dawn.",
        ),
        TileName(
            "open", "", "Quiet Reach", "Flat red water where nothing breaks the surface all day."
        ),
    )
    assert pool.names_of("city", "tidewright") == pool.names[:1]
    assert pool.names_of("open", "") == pool.names[1:]
    assert [c.number for c in pool.exploration] == [201, 202]
    leak = pool.card(202)
    assert leak is not None and leak.trigger == "hull 3-" and leak.stack == "draw"
    assert leak.options[0].cost == (("tar", 1),)
    assert leak.options[1].effects == ({"op": "gain_argo_stat", "stat": "hull", "amount": -1},)


# Each case: file, text replaced, replacement, the message (at the replacement's line).
BROKEN = [
    pytest.param("tiles", 'kind = "open"', 'kind = "harbour"',
                 "'kind' in [[name]] #2 must be one of city, adventure, progress, doom, titan, "
                 "rr, waymark, open, not 'harbour'", id="unknown-kind"),
    pytest.param("tiles", 'faction = "tidewright"', 'faction = "tidewrights"',
                 "unknown faction 'tidewrights' in [[name]] #1 (one of tidewright, cairnkin, "
                 'ashvowed, or "" for any waters)', id="unknown-faction"),
    pytest.param("tiles", 'name = "Quiet Reach"', 'name = "caulker\'s  haven"',
                 "duplicate name \"caulker's  haven\" (already at line 4)", id="duplicate-name"),
    pytest.param("tiles", 'name = "Quiet Reach"', 'name = "Meriphon"',
                 "duplicate name 'Meriphon' (already tile 124 of map.toml)",
                 id="hand-made-tile-name"),
    pytest.param("tiles", 'description = "Flat', 'description = "  " #',
                 "'description' in [[name]] #2 must not be empty", id="empty-description"),
    pytest.param("tiles", 'description = "Flat red', 'description = "Flat\\u001b[2J red',
                 "'description' in [[name]] #2 holds a control character (shown escaped): "
                 '"Flat\\x1b[2J red water where nothing breaks the surface all day."',
                 id="control-character"),
    pytest.param("tiles", 'kind = "city"', 'kind = "city"\nsymbol = "x"',
                 "unknown key 'symbol' in [[name]] #1", id="unknown-key"),
    pytest.param("tiles", 'kind = "city"', 'kind = "city',
                 "TOML syntax error: Illegal character '\\n'", id="toml-syntax"),
    pytest.param("cards", "number = 202", "number = 12",
                 "exploration card 12 is a card of the hand-made deck (exploration.toml): "
                 "number the pool's cards apart", id="VOY-021-hand-made-number"),
    pytest.param("cards", "number = 202", "number = 201",
                 "duplicate exploration card number 201", id="VOY-021-duplicate-number"),
    pytest.param("cards", 'name = "Leaking Seam"', 'name = "Red Squall"',
                 "duplicate card name 'Red Squall' (already hand-made card 4)",
                 id="hand-made-card-name"),
    pytest.param("cards", 'effects = ["gain_resource tar 1"]', 'effects = ["gain_tar 1"]',
                 "'effects' in exploration card 201: unknown effect op 'gain_tar'",
                 id="VOY-022-unknown-op"),
    pytest.param("cards", 'cost = ["tar 1"]', 'cost = ["tarr 1"]',
                 "unknown resource 'tarr' (did you mean 'tar'?)", id="unknown-resource"),
    pytest.param("cards", 'cost = ["tar 1"]', 'cost = ["tar"]',
                 "'cost' in option #1 of exploration card 202: a cost is 'name N' with N a "
                 "positive whole number, not 'tar'", id="bad-cost"),
    pytest.param("cards", 'trigger = "hull 3-"', 'trigger = "luck 3-"',
                 "trigger of exploration card 202: unknown trigger stat 'luck' (diplomacy or "
                 "one of argo_fate, crew, hull, knowledge, explored, progress, doom, titans)",
                 id="VOY-026-bad-trigger"),
    pytest.param("cards", 'trigger = "hull 3-"', 'trigger = "diplomacy pirates 1+"',
                 "unknown faction 'pirates'", id="VOY-044-unknown-faction"),
    pytest.param("cards", 'stack = "draw"', 'stack = "again"',
                 "'stack' in exploration card 202 must be one of end, draw, not 'again'",
                 id="VOY-021-stack"),
    pytest.param("cards", 'label = "Let it weep"', 'label = "Let it\\tweep"',
                 "'label' in exploration card 202 holds a control character (shown escaped): "
                 '"Let it\\tweep"',
                 id="control-character-label"),
    pytest.param("cards", 'text = "A tarred', 'text = "" #',
                 "'text' in exploration card 201 must not be empty", id="empty-text"),
]  # fmt: skip


@pytest.mark.parametrize(("which", "old", "new", "message"), BROKEN)
def test_each_broken_line_is_one_problem_at_its_line(
    tmp_path: Path, content: ContentPack, which: str, old: str, new: str, message: str
) -> None:
    tiles, cards = TILES, CARDS
    original, name = (TILES, "tiles.toml") if which == "tiles" else (CARDS, "exploration.toml")
    assert old in original
    line = original[: original.index(old)].count("\n") + 1 + new.count("\n")
    if which == "tiles":
        tiles = tiles.replace(old, new, 1)
    else:
        cards = cards.replace(old, new, 1)
    assert problems_of(write(tmp_path, tiles, cards), content) == [
        f"seagen/{name}:{line}: {message}"
    ]


def test_missing_files_and_empty_files_are_named(tmp_path: Path, content: ContentPack) -> None:
    (tmp_path / "seagen").mkdir()
    assert problems_of(tmp_path, content) == [
        "seagen/tiles.toml:1: file is missing",
        "seagen/exploration.toml:1: file is missing",
    ]
    write(tmp_path, "# nothing yet\n", "[[card]]\n")
    assert problems_of(tmp_path, content) == [
        "seagen/tiles.toml:1: at least one [[name]] is needed",
        "seagen/exploration.toml:1: missing key 'number' in [[card]] #1",
        "seagen/exploration.toml:1: missing key 'name' in exploration card 1",
        "seagen/exploration.toml:1: missing key 'text' in exploration card 1",
    ]


@pytest.fixture
def pack_copy(tmp_path: Path) -> Path:
    """The shipped pack without its storybook (not needed here, and the slowest to check)."""
    folder = tmp_path / "pack"
    shutil.copytree(CONTENT, folder, ignore=shutil.ignore_patterns("storybook", "seagen"))
    return folder


def test_a_pack_without_seagen_loads_as_before_and_one_with_it_gets_its_pool(
    pack_copy: Path,
) -> None:
    assert load_content(pack_copy).sea_pool is None
    pool = load_content(write(pack_copy)).sea_pool
    assert isinstance(pool, SeaPool)
    assert [n.name for n in pool.names] == ["Caulker's Haven", "Quiet Reach"]
    assert [c.number for c in pool.exploration] == [201, 202]


def test_load_content_raises_with_every_pool_problem(pack_copy: Path) -> None:
    write(pack_copy, TILES.replace('kind = "city"', 'kind = "town"'), CARDS.replace("202", "12"))
    with pytest.raises(ContentError) as caught:
        load_content(pack_copy)
    files = [(p.file, p.line) for p in caught.value.problems]
    assert files == [
        ("seagen/tiles.toml", line_of(TILES, 'kind = "city"')),
        ("seagen/exploration.toml", line_of(CARDS, "number = 202")),
    ]


def test_content_check_reports_the_pool_and_its_problems(
    pack_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(pack_copy)
    assert main(["content", "check", str(pack_copy)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert (
        "generated seas' pool: 2 tile names (1 city, 0 adventure, 0 progress, 0 doom, 0 titan, "
        "0 rr, 0 waymark, 1 open); 2 Exploration cards (201-202)"
    ) in out
    write(pack_copy, TILES.replace('faction = ""', 'faction = "nobody"'))
    assert main(["content", "check", str(pack_copy)]) == 1
    out, err = capsys.readouterr()
    line = line_of(TILES, 'faction = ""')
    assert err.splitlines() == [
        f"seagen/tiles.toml:{line}: unknown faction 'nobody' in [[name]] #2 (one of tidewright, "
        'cairnkin, ashvowed, or "" for any waters)',
        "content check failed: 1 problem(s)",
    ]
    assert "Traceback" not in err
