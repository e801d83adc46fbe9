"""The rules-coverage report (`python -m atoterm.tools.coverage`) is fresh and complete.

This file is full of sample rule ids for the scanner's unit tests, so it opts out of the scan:
rules-coverage: ignore-file
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from atoterm.tools import coverage
from atoterm.tools.coverage import Deferral, Scope

ROOT = Path(__file__).resolve().parents[1]
"""The repository (the tests run from a checkout; the package may be installed elsewhere)."""
FIX = f"run `{coverage.COMMAND}`"


@pytest.fixture(scope="module")
def report() -> coverage.Report:
    return coverage.build_report(ROOT)


# --------------------------------------------------------------------------- the real repository


def test_rules_coverage_file_is_fresh(report: coverage.Report) -> None:
    """docs/rules-coverage.md matches the tests: if not, regenerate it."""
    on_disk = (ROOT / coverage.OUTPUT).read_text(encoding="utf-8")
    if on_disk != report.markdown:
        pytest.fail(coverage.STALE_HINT, pytrace=False)


def test_rules_coverage_has_no_unknown_ids_or_stale_reasons(report: coverage.Report) -> None:
    """A cited id missing from the checklist is a typo; a reason for a tested rule is stale."""
    if report.problems:
        pytest.fail("\n".join([*report.problems, f"then {FIX}"]), pytrace=False)


def test_rules_coverage_every_rule_in_scope_is_tested_or_explained(
    report: coverage.Report,
) -> None:
    """Each required in-scope id is cited by a test, deferred, or has a reason."""
    uncovered = [line for line in report.check_problems() if "UNCOVERED" in line]
    if uncovered:
        pytest.fail(
            f"{len(uncovered)} rule(s) in scope neither tested nor explained: add tests, or "
            f"reasons in {coverage.REASONS.as_posix()}, then {FIX} "
            f"(all ids: `{coverage.COMMAND} --list-uncovered`):\n" + "\n".join(uncovered[:20]),
            pytrace=False,
        )


# --------------------------------------------------------------------------- checklist parser


def declared_counts(text: str) -> dict[str, int]:
    """The checklist's own header: `Rule counts: GEN 52, ..., TOTAL 788 (plus 35 ... EX-...)`."""
    line = next(ln for ln in text.splitlines() if "Rule counts:" in ln)
    body, _, plus = line.partition("Rule counts:")[2].partition("(plus")
    counts = {name: int(n) for name, n in re.findall(r"([A-Z][A-Z0-9-]*) (\d+)", body)}
    examples = re.search(r"(\d+) worked examples", plus)
    assert examples is not None
    counts["EX"] = int(examples.group(1))
    return counts


def test_checklist_parser_matches_the_declared_counts() -> None:
    text = (ROOT / coverage.CHECKLIST).read_text(encoding="utf-8")
    declared = declared_counts(text)
    total = declared.pop("TOTAL")
    checklist = coverage.parse_checklist(text)
    found: dict[str, int] = {}
    for rule in checklist.rules.values():
        found[rule.section] = found.get(rule.section, 0) + 1
    assert found == declared
    assert sum(n for s, n in found.items() if s != "EX") == total
    assert set(found) <= set(coverage.PREFIXES)
    assert checklist.section_titles["KEY"].startswith("Keywords")


def test_rule_text_is_shortened_without_source_and_pipes_escaped() -> None:
    text = "A | B stays. (src: 000:L1; 001:L2) — tail " + "word " * 30
    short = coverage.shorten(text)
    assert "src:" not in short
    assert r"A \| B stays. — tail" in short
    assert short.endswith("…")
    assert len(short) <= coverage.RULE_TEXT_WIDTH + 1  # the escaping backslash


# --------------------------------------------------------------------------- scanner on a tree

CHECKLIST = """\
- Rule counts: KEY 3, TER 2, TOTAL 5.

## KEY — Keywords

- [KEY-001] Alpha. (src: 000:L1)
- [KEY-002] Beta | gamma. (src: 000:L2)
- [KEY-003] Delta.

## TER — Terrain

- [TER-001] Water.
- [TER-002] Labyrinth.
"""

SCOPES = {
    "s": Scope(
        name="s",
        description="sample",
        sections=("KEY",),
        ids=("TER-001..TER-002",),
        deferred=(Deferral("later", "Labyrinth", ("TER-002",)),),
    )
}


def make_tree(tmp_path: Path, tests: dict[str, str], reasons: str = "") -> Path:
    (tmp_path / "docs/rules").mkdir(parents=True)
    (tmp_path / coverage.CHECKLIST).write_text(CHECKLIST, encoding="utf-8")
    (tmp_path / coverage.REASONS).write_text(reasons, encoding="utf-8")
    for name, text in tests.items():
        path = tmp_path / "tests" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def statuses(report: coverage.Report) -> dict[str, str]:
    return {e.rule.id: e.status_text for r in report.scopes for e in r.entries}


def test_ranges_expand_with_or_without_the_repeated_prefix(tmp_path: Path) -> None:
    root = make_tree(tmp_path, {"test_a.py": '"""[KEY-001..002]"""\n# TER-001..TER-001\n'})
    citations = coverage.scan_tests(root)
    assert sorted(citations.by_id) == ["KEY-001", "KEY-002", "TER-001"]
    assert coverage.expand("BAT-TITAN-070..075") == [f"BAT-TITAN-{n:03d}" for n in range(70, 76)]
    assert coverage.expand("ADVA-003") == ["ADVA-003"]


def test_tested_deferred_reason_and_uncovered(tmp_path: Path) -> None:
    tests = {
        "test_a.py": "def test_x():\n    '''KEY-001'''\n",
        "sub/test_b.py": "@pytest.mark.parametrize('c', [1], ids=['KEY-001'])\n",
        "scenarios/s.toml": 'rules = ["TER-001"]\n',
        "notes.txt": "KEY-003 is not in a scanned file\n",
    }
    root = make_tree(tmp_path, tests, reasons='"KEY-002" = "needs | pipes"\n')
    report = coverage.build_report(root, SCOPES)
    assert report.problems == ()
    assert statuses(report) == {
        "KEY-001": "tested",
        "KEY-002": "not yet: needs | pipes",
        "KEY-003": "UNCOVERED",
        "TER-001": "tested",
        "TER-002": "deferred: to issue later (Labyrinth)",
    }
    assert report.list_uncovered() == ["KEY-003"]
    assert "| KEY-001 | Alpha. | tested | test_a.py, test_b.py |" in report.markdown
    assert r"| KEY-002 | Beta \| gamma. | not yet: needs \| pipes |  |" in report.markdown
    assert report.check_problems() == [
        "KEY-003: UNCOVERED in scope s (cite it in a test or give a reason in "
        "docs/rules-coverage-reasons.toml)"
    ]
    entry = report.scopes[0].entries[0]
    assert entry.files == ("tests/sub/test_b.py", "tests/test_a.py")


def test_report_only_scope_does_not_fail_the_check(tmp_path: Path) -> None:
    root = make_tree(tmp_path, {})
    scopes = {"f": Scope(name="f", description="d", ids=("KEY-003",), required=False)}
    report = coverage.build_report(root, scopes)
    assert report.check_problems() == []
    assert report.list_uncovered() == []
    assert report.list_uncovered("f") == ["KEY-003"]


def test_unknown_cited_id_is_an_error(tmp_path: Path) -> None:
    root = make_tree(tmp_path, {"test_a.py": "# KEY-001 KEY-009 TER-002..TER-001\n"})
    problems = coverage.build_report(root, SCOPES).problems
    assert problems == (
        "tests/test_a.py: empty rule range TER-002..TER-001",
        "KEY-009: cited in tests/test_a.py but not in the checklist (typo?)",
    )


def test_reason_for_a_tested_rule_is_stale(tmp_path: Path) -> None:
    reasons = '"KEY-001" = "x"\n"KEY-009" = "x"\n"TER-002" = "x"\n'
    root = make_tree(tmp_path, {"test_a.py": "# KEY-001\n"}, reasons)
    problems = coverage.build_report(root, SCOPES).problems
    assert problems == (
        "KEY-001: stale reason in docs/rules-coverage-reasons.toml: remove the reason, "
        "the rule is now tested",
        "KEY-009: has a reason in docs/rules-coverage-reasons.toml but is not in the checklist",
        "TER-002: deferred by the scope table: remove its reason in "
        "docs/rules-coverage-reasons.toml",
    )


def test_ignore_marker_skips_a_file(tmp_path: Path) -> None:
    root = make_tree(tmp_path, {"test_a.py": f"# {coverage.IGNORE_MARKER}\n# KEY-009\n"})
    assert coverage.scan_tests(root).by_id == {}


def test_check_mode_reports_a_stale_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_tree(tmp_path, {"test_a.py": "# KEY-001\n"})
    args = ["--root", str(root)]
    assert coverage.main([*args, "--check"]) == 1
    assert capsys.readouterr().out.splitlines()[0] == coverage.STALE_HINT
    coverage.main(args)
    first = (root / coverage.OUTPUT).read_text(encoding="utf-8")
    assert str(root) not in first
    coverage.main(args)
    assert (root / coverage.OUTPUT).read_text(encoding="utf-8") == first  # deterministic


def test_default_scopes_are_consistent_with_the_checklist(report: coverage.Report) -> None:
    battle = next(r for r in report.scopes if r.scope.name == "battle-1")
    ids = [e.rule.id for e in battle.entries]
    assert "GEN-005" in ids and "GEN-037" in ids and "GEN-030" not in ids
    assert not [e for e in battle.entries if e.status == "deferred"]  # Phase II landed
    phase2 = next(r for r in report.scopes if r.scope.name == "battle-2")
    ids2 = {e.rule.id for e in phase2.entries}
    assert {"BAT-MISC-055", "BAT-MISC-073", "KEY-057", "TER-024", "CYC1-002", "CYC1-023"} <= ids2
    assert "CYC1-024" not in ids2  # the Labyrinth Mark is a campaign rule
    assert not [p for p in report.problems if p.startswith("scope ")]
