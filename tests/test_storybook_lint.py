"""The storybook linter (`atoterm content check`): every problem is `file:line: message`.

The broken mini-storybook (`tests/fixtures/storybook_broken/`) holds one of each fault the issue
names (a dangling link, an unreachable paragraph, a dead end, an unknown effect) and more; its
twin `tests/fixtures/storybook_mini/` is valid. A pack is built in ``tmp_path`` from the real
`content/` with the fixture as its `storybook/`. Lines are found by the text written on them,
so each assertion names both the message and the exact line [ADV-004, ADV-005, ADV-009].
"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from atoterm.cli.main import main
from atoterm.content import ContentPack
from atoterm.content.errors import Problem
from atoterm.content.story_check import check_storybook, edges, entry_points
from atoterm.content.story_load import load_storybook
from atoterm.content.story_walk import targets

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
BROKEN = FIXTURES / "storybook_broken"
MINI = FIXTURES / "storybook_mini"


def build_pack(folder: Path, storybook: Path) -> Path:
    """A copy of the shipped content whose `storybook/` is ``storybook``."""
    shutil.copytree(ROOT / "content", folder, ignore=shutil.ignore_patterns("storybook"))
    shutil.copytree(storybook, folder / "storybook")
    return folder


def line_of(book: Path, file: str, text: str) -> int:
    """The number of the line of ``book/file`` that reads exactly ``text`` (stripped)."""
    lines = (book / file).read_text(encoding="utf-8").splitlines()
    found = [n for n, line in enumerate(lines, start=1) if line.strip() == text]
    assert len(found) == 1, f"{text!r} is on lines {found} of {file}"
    return found[0]


def at(file: str, text: str, message: str, book: Path = BROKEN) -> str:
    return f"storybook/{file}:{line_of(book, file, text)}: {message}"


def lint(folder: Path, pack: ContentPack) -> list[str]:
    """Load and check only ``folder`` (named `storybook`) against the shipped pack: fast."""
    problems: list[Problem] = []
    book = load_storybook(folder, problems)
    check_storybook(book, pack, pack.campaign, problems)
    return [str(p) for p in problems]


# --------------------------------------------------------------------- the broken mini-storybook
M = "main.story"
BROKEN_EXPECTED: list[tuple[str, str, str, str]] = [
    # (case id, file, the text on the line, message)
    ("dangling-link", M, "-> 0099", "link to paragraph 0099, which does not exist"),
    (
        "unreachable-paragraph",
        M,
        "== 0050 Nobody Comes Here",
        "paragraph 0050 is unreachable: no entry point leads to it",
    ),
    (
        "dead-end-ADV-005",
        M,
        "== 0003 Dead End",
        "dead end: paragraph 0003 has no direction (write -> return to end the adventure)",
    ),
    ("unknown-effect", M, "> gain_glory 1", "unknown effect op 'gain_glory'"),
    (
        "cycle-without-choice-ADV-004",
        M,
        "== 0004 Loop One",
        "cycle without a choice: 0004 -> 0005 -> 0004",
    ),
    (
        "cycle-never-ends-0004",
        M,
        "== 0004 Loop One",
        "no path from paragraph 0004 ever ends (return, battle, victory or defeat)",
    ),
    (
        "cycle-never-ends-0005",
        M,
        "== 0005 Loop Two",
        "no path from paragraph 0005 ever ends (return, battle, victory or defeat)",
    ),
    (
        "dangling-link-never-ends",
        M,
        "== 0002 Dangling",
        "no path from paragraph 0002 ever ends (return, battle, victory or defeat)",
    ),
    (
        "unknown-condition-target",
        M,
        "? [diplomacy pirates 1] Parley. -> return",
        "condition [diplomacy pirates 1]: unknown faction 'pirates'",
    ),
    (
        "table-not-1-10",
        "rr.story",
        "@table",
        "the table must cover 1-10 exactly once, covers [1, 2, 3, 4, 5, 6]",
    ),
    (
        "duplicate-paragraph",
        M,
        "== 0009 After Again",
        "duplicate paragraph 0009 (first at storybook/main.story:{after})",
    ),
    (
        "malformed-choice",
        M,
        "? Go nowhere",
        "a choice is: ? [conditions] (pay ...) Label -> target",
    ),
    (
        "test-without-fail-ADV-066",
        M,
        "test cunning 7+: Only success is written.",
        "a test needs a success and a fail outcome",
    ),
    (
        "bonus-unknown-resource-ADV-068",
        M,
        "test cunning 7+: Only success is written.",
        "unknown resource 'tin'",
    ),
    (
        "unknown-primordial-once",
        M,
        "-> battle hydra 1 win=0009 lose=0009",
        "battle: unknown Primordial 'hydra'",
    ),
    (
        "unknown-special-event-ADV-046",
        M,
        "? Sing. -> special nothing_here",
        "no Special Event named 'nothing_here'",
    ),
    (
        "mnemos-missing-paragraph",
        "mnemos.toml",
        "[[mnemos]]",
        "mnemos bell-founder points to paragraph 0999, which does not exist",
    ),
    (
        "five-digit-paragraph-id-ADV-009",
        M,
        "== 12345 Too Long",
        "a paragraph starts with == and a 4-digit id: == 0202 Title, not '== 12345 Too Long'",
    ),
    (
        "inward-requirement-ADV-027",
        "inward.story",
        "@entry 2 0602 requires resource tin 1",
        "condition [resource tin 1]: unknown resource 'tin'",
    ),
]


def expected_broken() -> list[str]:
    after = line_of(BROKEN, M, "== 0009 After")
    return [at(f, text, message.format(after=after)) for _, f, text, message in BROKEN_EXPECTED]


@dataclass(frozen=True)
class Run:
    code: int
    out: str
    err: str


@pytest.fixture(scope="module")
def broken_run(tmp_path_factory: pytest.TempPathFactory) -> Run:
    """`atoterm content check` of a pack whose storybook is the broken one (run once)."""
    pack = build_pack(tmp_path_factory.mktemp("broken") / "pack", BROKEN)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["content", "check", str(pack)])
    return Run(code, out.getvalue(), err.getvalue())


@pytest.fixture(scope="module")
def broken_problems(broken_run: Run) -> list[str]:
    return broken_run.err.splitlines()[:-1]


@pytest.mark.parametrize(
    ("file", "text", "message"),
    [case[1:] for case in BROKEN_EXPECTED],
    ids=[case[0] for case in BROKEN_EXPECTED],
)
def test_each_fault_of_the_broken_storybook_is_reported_at_its_line(
    broken_problems: list[str], file: str, text: str, message: str
) -> None:
    after = line_of(BROKEN, M, "== 0009 After")
    expected = at(file, text, message.format(after=after))
    assert broken_problems.count(expected) == 1, "\n".join(broken_problems)


def test_the_broken_storybook_has_no_other_problem(broken_problems: list[str]) -> None:
    assert sorted(broken_problems) == sorted(expected_broken())


def test_content_check_lists_every_fault_and_fails(broken_run: Run) -> None:
    assert broken_run.code == 1
    assert broken_run.out == ""
    assert "Traceback" not in broken_run.err
    last = broken_run.err.splitlines()[-1]
    assert last == f"content check failed: {len(BROKEN_EXPECTED)} problem(s)"


def test_the_storybook_part_alone_lists_the_same_problems(
    content: ContentPack, tmp_path: Path
) -> None:
    """`load_storybook` + `check_storybook` (what `load_content` runs) find the same list."""
    folder = tmp_path / "storybook"
    shutil.copytree(BROKEN, folder)
    assert sorted(lint(folder, content)) == sorted(expected_broken())


def test_the_linter_is_deterministic(content: ContentPack, tmp_path: Path) -> None:
    folder = tmp_path / "storybook"
    shutil.copytree(BROKEN, folder)
    assert lint(folder, content) == lint(folder, content)


# --------------------------------------------------------------------- the valid mini-storybook
def test_the_mini_storybook_passes_with_its_statistics(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pack = build_pack(tmp_path / "pack", MINI)
    assert main(["content", "check", str(pack)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.splitlines()[5].startswith("campaign: ")  # the campaign content's figures
    assert out.splitlines()[1:5] == [
        "storybook: 26 paragraphs (Main Story 10, Adventure Hub 6, R&R 1, Inward Odyssey 2, "
        "Dreams of Pharos 2, Special Events 3, Mnemos 2)",
        "  12 words, 6 choices, 4 tests, 1 plain rolls, 2 delves",
        "  endings: battle 1, defeat 2, return 20, special 1, victory 1",
        "  1 Mnemos, 1 Fated Mnemos, 1 Story cards, 1 Doom cards, 1 hubs",
    ]


@dataclass(frozen=True)
class Change:
    """One edit of the valid mini-storybook and the problems it must cause."""

    id: str
    file: str
    old: str
    new: str
    expected: tuple[tuple[str, str, str], ...]
    """(file, text on the line after the edit, message)."""


CHANGES = [
    Change(
        "battle-level-reported-once",
        M,
        "-> battle kyanippe 2 win=0009 lose=0008",
        "-> battle kyanippe 9 win=0009 lose=0008",
        ((M, "-> battle kyanippe 9 win=0009 lose=0008", "battle: kyanippe has no level 9"),),
    ),
    Change(
        "outcome-effect-unknown-resource",
        M,
        "  5-10 > gain_doom 1",
        "  5-10 > gain_resource tin 1",
        ((M, "roll d10", "gain_resource: unknown resource 'tin'"),),
    ),
    Change(
        "choice-cost-unknown-resource",
        M,
        "(pay resource bronze 2)",
        "(pay resource tin 2)",
        (
            (
                M,
                "? [matrix 12, diplomacy 1] (pay danger 1) (pay resource tin 2) Climb the mole. "
                "-> 0003",
                "unknown resource 'tin'",
            ),
        ),
    ),
    Change(
        "condition-never-marked-ADV-010",
        M,
        "? [not matrix 12] Walk away. -> return",
        "? [not matrix 13] Walk away. -> return",
        (
            (
                M,
                "? [not matrix 13] Walk away. -> return",
                "condition [not matrix 13]: no paragraph ever marks box 13",
            ),
        ),
    ),
    Change(
        "condition-boon-never-given",
        M,
        'if [boon "Sea-Blessed"] -> 0007',
        'if [boon "Sea-Cursed"] -> 0007',
        (
            (
                M,
                'if [boon "Sea-Cursed"] -> 0007',
                'condition [boon "Sea-Cursed"]: no paragraph ever gives this boon',
            ),
        ),
    ),
    Change(
        "if-link-missing",
        M,
        'if [boon "Sea-Blessed"] -> 0007',
        'if [boon "Sea-Blessed"] -> 0077',
        ((M, 'if [boon "Sea-Blessed"] -> 0077', "link to paragraph 0077, which does not exist"),),
    ),
    Change(
        "secret-code-missing",
        M,
        "> code 0010",
        "> code 0011",
        ((M, "> code 0011", "link to paragraph 0011, which does not exist"),),
    ),
    Change(
        "timeline-story-missing",
        M,
        "> timeline story 3 0010",
        "> timeline story 3 0011",
        ((M, "> timeline story 3 0011", "link to paragraph 0011, which does not exist"),),
    ),
    Change(
        "unknown-gear",
        M,
        "> gain_knowledge 1",
        "> gain_gear no-such-gear",
        ((M, "> gain_gear no-such-gear", "gain_gear: unknown gear 'no-such-gear'"),),
    ),
    Change(
        "unknown-condition-BAT-MISC-035",
        M,
        "> gain_knowledge 1",
        "> condition dazzled",
        ((M, "> condition dazzled", "condition: unknown condition 'dazzled'"),),
    ),
    Change(
        "knockdown-is-no-condition-outside-battle-BAT-MISC-035",
        M,
        "> gain_knowledge 1",
        "> condition knockdown",
        ((M, "> condition knockdown", "condition: unknown condition 'knockdown'"),),
    ),
    Change(
        "unknown-story-card",
        M,
        "> gain_knowledge 1",
        "> story_card 9B",
        ((M, "> story_card 9B", "story_card: unknown story card '9B'"),),
    ),
    Change(
        "gain-node-random-is-not-a-mnemos",
        "mnemos.story",
        "> gain_node bell-founder who=owner",
        "> gain_node random",
        (("mnemos.story", "> gain_node random", "gain_node: unknown mnemos 'random'"),),
    ),
    Change(
        "self-loop-ADV-004",
        M,
        "-> special threnos_sings",
        "-> 0010",
        (
            (M, "== 0010 The Secret", "cycle without a choice: 0010 -> 0010"),
            (
                M,
                "== 0010 The Secret",
                "no path from paragraph 0010 ever ends (return, battle, victory or defeat)",
            ),
            # threnos_sings is no longer read by anyone but stays an entry point (an event)
        ),
    ),
    Change(
        "alpha-missing",
        "hub_coves.story",
        "@alpha 0201",
        "@alpha 0299",
        (
            (
                "hub_coves.story",
                "@alpha 0299",
                "@alpha points to paragraph 0299, which does not exist",
            ),
            (
                "hub_coves.story",
                "== 0201 Alpha",
                "paragraph 0201 is unreachable: no entry point leads to it",
            ),
        ),
    ),
    Change(
        "fated-box-missing-ADV-082",
        "hub_coves.story",
        "fated 0205 0206",
        "fated 0205 0207",
        (
            (
                "hub_coves.story",
                "== 0203 The Net-Mender",
                "link to paragraph 0207, which does not exist",
            ),
            (
                "hub_coves.story",
                "== 0206 Fated Three",
                "paragraph 0206 is unreachable: no entry point leads to it",
            ),
        ),
    ),
    Change(
        "unknown-trait",
        "hub_coves.story",
        "2-10 0204 war",
        "2-10 0204 wars",
        (
            (
                "hub_coves.story",
                "2-10 0204 wars",
                "unknown trait 'wars' (traits: sea, grief, war, faith, craft, lore, kin, fire)",
            ),
        ),
    ),
    Change(
        "roll-outcomes-overlap-ADV-074",
        M,
        "  1-4 -> 0008",
        "  1-5 -> 0008",
        ((M, "roll d10", "the outcomes must cover 1-10 exactly once"),),
    ),
    Change(
        "group-bands-gap-ADV-072",
        M,
        "  4 -> 0007",
        "  3 -> 0007",
        (
            (
                M,
                "group test endurance 6+: Everyone rows.",
                "the outcomes must cover 0-4 successes exactly once",
            ),
        ),
    ),
    Change(
        "hub-table-gap",
        "hub_coves.story",
        "2-10 0204 war",
        "2-9 0204 war",
        (
            (
                "hub_coves.story",
                "@table",
                "the table must cover 1-10 exactly once, covers [1, 2, 3, 4, 5, 6, 7, 8, 9]",
            ),
        ),
    ),
    Change(
        "inward-entries-1-20-ADV-027",
        "inward.story",
        "@entry 20 0601\n",
        "",
        (
            (
                "inward.story",
                '@chapter inward "The Inward Odyssey"',
                "the Inward Odyssey card lists entries 1..20 exactly once [ADV-027]",
            ),
        ),
    ),
    Change(
        "unknown-special-event-ADV-046",
        M,
        "-> special threnos_sings",
        "-> special threnos_cries",
        (
            (M, "-> special threnos_cries", "no Special Event named 'threnos_cries'"),
            # 0830 stays reachable: every @event is an entry point [ADV-046]
        ),
    ),
    Change(
        "blank-line-inside-a-test-ADV-066",
        M,
        "  fail > kill\n  fail -> return",
        "  fail > kill\n\n  fail -> return",
        (
            (
                M,
                "fail -> return",
                "an outcome or bonus line must follow its test line, with no blank line between",
            ),
            (
                M,
                "test courage 6+ peril who=random: Jump.",
                "every outcome needs a direction (-> ...)",
            ),
        ),
    ),
    Change(
        "second-chapter-line",
        "rr.story",
        '@chapter rr "Rest and Respite"\n',
        '@chapter rr "Rest and Respite"\n@chapter pharos "Again"\n',
        (
            (
                "rr.story",
                '@chapter pharos "Again"',
                "a second @chapter line (the first is line 1); one chapter per file",
            ),
        ),
    ),
]


@pytest.mark.parametrize("change", CHANGES, ids=[c.id for c in CHANGES])
def test_one_fault_in_the_mini_storybook(
    content: ContentPack, tmp_path: Path, change: Change
) -> None:
    folder = tmp_path / "storybook"
    shutil.copytree(MINI, folder)
    path = folder / change.file
    text = path.read_text(encoding="utf-8")
    assert text.count(change.old) == 1
    path.write_text(text.replace(change.old, change.new), encoding="utf-8")
    expected = [at(f, line, message, folder) for f, line, message in change.expected]
    assert sorted(lint(folder, content)) == sorted(expected)


def test_the_mini_storybook_lints_clean(content: ContentPack, tmp_path: Path) -> None:
    folder = tmp_path / "storybook"
    shutil.copytree(MINI, folder)
    assert lint(folder, content) == []


# --------------------------------------------------------------------- the shipped storybook
def test_content_check_passes_on_the_shipped_content_and_prints_statistics(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["content", "check", str(ROOT / "content")]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert lines[0].startswith("ok: ")
    head = re.fullmatch(r"storybook: (\d+) paragraphs \((.+)\)", lines[1])
    assert head is not None, lines[1]
    assert int(head.group(1)) >= 220
    for section in ("Main Story", "Adventure Hub", "R&R", "Inward Odyssey", "Dreams of Pharos"):
        assert section in head.group(2)
    figures = re.fullmatch(
        r"  (\d+) words, (\d+) choices, (\d+) tests, (\d+) plain rolls, (\d+) delves", lines[2]
    )
    assert figures is not None, lines[2]
    words, choices, tests, _rolls, delves = map(int, figures.groups())
    assert words > 220 * 20 and choices > 0 and tests > 0 and delves > 0
    endings = dict(
        (kind, int(n)) for kind, n in (e.split() for e in lines[3].split(": ", 1)[1].split(", "))
    )
    assert {"return", "battle", "victory", "defeat"} <= set(endings)
    assert lines[4].startswith("  ") and "Mnemos" in lines[4]


def test_every_shipped_paragraph_is_reachable(content: ContentPack) -> None:
    """≥ 220 paragraphs, each reached from an entry point (the linter passes, and a walk of the
    links from every entry point finds them all)."""
    book = content.storybook
    assert book is not None
    todo = [para for para, *_ in entry_points(book)]
    todo += [para for chapter in book.chapters for _, para in chapter.events]
    seen: set[str] = set()
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        para = book.paragraphs[current]
        todo += [e.target for e in edges(para)]
        todo += [book.special(t.text) for t, _ in targets(para) if t.kind == "special"]
    assert seen == set(book.paragraphs)
    assert len(seen) >= 220
