"""Rules coverage: which checklist rules are cited by a test, and why the others are not.

`docs/rules/checklist.md` lists every rule of the game as `- [ID] text`. An issue brings a set of
those ids *in scope* (the `SCOPES` table below). Each in-scope id must either be cited by a test
(any occurrence of the id in a test file: test id, parametrize id, docstring or comment) or carry
a reason in `docs/rules-coverage-reasons.toml` (or be deferred to a later issue by the scope
table). The result is written to `docs/rules-coverage.md`, a generated file: a test compares it
with a fresh run, so it can never silently drift from the tests.

Why a generated file and not a dashboard: the report is reviewed in diffs. When a test starts
citing a rule, the diff shows the rule flip to "tested" and the `--check` mode asks for its
now-stale reason to be removed; a typo in a cited id (an id missing from the checklist) is an
error instead of a silently uncovered rule.

Usage::

    python -m atoterm.tools.coverage                  # regenerate docs/rules-coverage.md
    python -m atoterm.tools.coverage --check          # exit 1 if stale or incomplete
    python -m atoterm.tools.coverage --list-uncovered # ids needing a test or a reason

Stdlib only, so it runs without the UI dependencies installed.
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

CHECKLIST = Path("docs/rules/checklist.md")
REASONS = Path("docs/rules-coverage-reasons.toml")
OUTPUT = Path("docs/rules-coverage.md")
TESTS = Path("tests")
SCENARIOS = Path("tests/scenarios")
COMMAND = "python -m atoterm.tools.coverage"
STALE_HINT = f"{OUTPUT.as_posix()} is stale: run {COMMAND}"

# A test file containing this marker is not scanned (e.g. a test of this tool, full of sample ids).
IGNORE_MARKER = "rules-coverage: ignore-file"

PREFIXES = (
    "GEN",
    "CAMP",
    "VOY",
    "ADVA",
    "ADV",
    "BAT-SETUP",
    "BAT-PRIM",
    "BAT-TITAN",
    "BAT-MISC",
    "KEY",
    "TER",
    "CYC1",
    "MNE",
    "EX",
)
_PREFIX = "|".join(re.escape(p) for p in PREFIXES)
# `KEY-012`, and ranges `BAT-TITAN-070..075` / `VOY-013..VOY-016` (same prefix on both ends).
ID_PATTERN = re.compile(rf"\b({_PREFIX})-(\d{{3}})(?:\.\.(?:\1-)?(\d{{3}}))?\b")
RULE_LINE = re.compile(r"^- \[([A-Z0-9]+(?:-[A-Z]+)?-\d{3})\]\s*(.*)$")
SECTION_LINE = re.compile(r"^## ([A-Z0-9]+(?:-[A-Z]+)?) — (.*)$")
SRC_PART = re.compile(r"\s*\(src:[^)]*\)")
SECTION_TITLES_FALLBACK = {"EX": "Worked examples from the rulebook"}
RULE_TEXT_WIDTH = 90


# --------------------------------------------------------------------------- scopes


@dataclass(frozen=True)
class Deferral:
    """Ids of a scope's sections that a later issue brings in (reason generated from it)."""

    issue: str
    topic: str
    ids: tuple[str, ...]  # single ids or ranges `X-001..X-009`


@dataclass(frozen=True)
class Scope:
    """The rules one issue brings in scope.

    `sections`: every id of these sections; `ids`: single ids or ranges (`GEN-005..GEN-029`).
    `required`: `--check` fails on uncovered ids (a report-only scope just lists them).
    """

    name: str
    description: str
    sections: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()
    deferred: tuple[Deferral, ...] = ()
    required: bool = True


SCOPES: dict[str, Scope] = {
    "battle-1": Scope(
        name="battle-1",
        description="Battle Phase I: setup, Primordial and Titan rounds, keywords, terrain",
        sections=("BAT-SETUP", "BAT-PRIM", "BAT-TITAN", "BAT-MISC", "KEY", "TER"),
        ids=("GEN-005..GEN-029", "GEN-031..GEN-037", "EX-011..EX-035"),
    ),
    "battle-2": Scope(
        name="battle-2",
        description=(
            "Battle Phase II: Vantage Points, Awakenings, Summonings, Hide, Solace, Lifeline, "
            "Labyrinth, Despair, Trample, the Adversary"
        ),
        ids=(
            "BAT-MISC-055..BAT-MISC-073",
            "KEY-022",
            "KEY-030",
            "KEY-057",
            "KEY-059",
            "TER-024",
            "CYC1-002..CYC1-023",
            "EX-013",
            "EX-015",
            "VOY-037",
            "VOY-047..VOY-052",
        ),
    ),
    "adventure": Scope(
        name="adventure",
        description=(
            "Adventure Phase: storybook, choices, tests, Delves, hubs and tables, fated boxes, "
            "Inward Odyssey, Mnemos and Fated Mnemos, and the GEN/CAMP rules they use"
        ),
        sections=("ADV",),
        ids=(
            "GEN-020",
            "GEN-024",
            "GEN-026",
            "GEN-028",
            "GEN-040..GEN-043",
            "GEN-051",
            "GEN-052",
            "CAMP-009..CAMP-011",
            "CAMP-019",
            "CAMP-021",
            "CAMP-030..CAMP-032",
            "CAMP-034",
            "CAMP-035",
        ),
    ),
    "voyage": Scope(
        name="voyage",
        description=(
            "Voyage & campaign: the nine steps, the map, the Exploration deck, the Adversary, "
            "Diplomacy, Advancement, story and doom, battles in the campaign, win and loss"
        ),
        sections=("CAMP", "VOY", "ADVA"),
        ids=(
            "GEN-027",
            "GEN-030..GEN-039",
            "GEN-044..GEN-052",
        ),
    ),
    "mnestis": Scope(
        name="mnestis",
        description=(
            "The Mnestis Theatre (issue 18, part 1): unlocking, the Trees of Knowledge, "
            "Theatre and Custom Battles, their rewards, ascension, reforging, Summonings"
        ),
        sections=("MNE",),
    ),
}


# --------------------------------------------------------------------------- checklist


@dataclass(frozen=True)
class Rule:
    id: str
    section: str
    text: str


@dataclass(frozen=True)
class Checklist:
    rules: dict[str, Rule]  # in checklist order
    section_titles: dict[str, str]

    def section_ids(self, section: str) -> list[str]:
        return [r.id for r in self.rules.values() if r.section == section]


def section_of(rule_id: str) -> str:
    return rule_id.rsplit("-", 1)[0]


def parse_checklist(text: str) -> Checklist:
    """Every `- [ID] text` line is a rule; `## CODE — title` headings name the sections."""
    rules: dict[str, Rule] = {}
    titles: dict[str, str] = dict(SECTION_TITLES_FALLBACK)
    for line in text.splitlines():
        if heading := SECTION_LINE.match(line):
            titles[heading.group(1)] = heading.group(2).strip()
        elif rule := RULE_LINE.match(line):
            rule_id = rule.group(1)
            if rule_id in rules:
                raise ValueError(f"{CHECKLIST}: duplicate rule id {rule_id}")
            rules[rule_id] = Rule(rule_id, section_of(rule_id), rule.group(2).strip())
    return Checklist(rules, titles)


def expand(spec: str) -> list[str]:
    """`X-005` -> [X-005]; `X-005..X-007` or `X-005..007` -> [X-005, X-006, X-007]."""
    match = ID_PATTERN.fullmatch(spec)
    if match is None:
        raise ValueError(f"not a rule id or range: {spec!r}")
    return _expand_match(match)


def _expand_match(match: re.Match[str]) -> list[str]:
    prefix, start, end = match.group(1), int(match.group(2)), match.group(3)
    stop = int(end) if end is not None else start
    return [f"{prefix}-{n:03d}" for n in range(start, stop + 1)]


# --------------------------------------------------------------------------- citations


@dataclass
class Citations:
    by_id: dict[str, set[str]] = field(default_factory=dict)  # id -> relative test paths
    problems: list[str] = field(default_factory=list)

    def files(self, rule_id: str) -> list[str]:
        return sorted(self.by_id.get(rule_id, ()))


def scanned_files(root: Path) -> list[Path]:
    files = set((root / TESTS).rglob("*.py")) | set((root / SCENARIOS).rglob("*.toml"))
    return sorted(files)


def scan_text(text: str, where: str, citations: Citations) -> None:
    for match in ID_PATTERN.finditer(text):
        ids = _expand_match(match)
        if not ids:
            citations.problems.append(f"{where}: empty rule range {match.group(0)}")
        for rule_id in ids:
            citations.by_id.setdefault(rule_id, set()).add(where)


def scan_tests(root: Path) -> Citations:
    citations = Citations()
    for path in scanned_files(root):
        text = path.read_text(encoding="utf-8")
        if IGNORE_MARKER not in text:
            scan_text(text, path.relative_to(root).as_posix(), citations)
    return citations


# --------------------------------------------------------------------------- report


@dataclass(frozen=True)
class Entry:
    rule: Rule
    status: str  # "tested" | "deferred" | "reason" | "uncovered"
    detail: str  # the deferral or the reason
    files: tuple[str, ...]

    @property
    def status_text(self) -> str:
        if self.status == "tested":
            return "tested"
        if self.status == "deferred":
            return f"deferred: {self.detail}"
        if self.status == "reason":
            return f"not yet: {self.detail}"
        return "UNCOVERED"


@dataclass(frozen=True)
class ScopeReport:
    scope: Scope
    entries: tuple[Entry, ...]  # in checklist order

    def uncovered(self) -> list[str]:
        return [e.rule.id for e in self.entries if e.status == "uncovered"]


@dataclass(frozen=True)
class Report:
    scopes: tuple[ScopeReport, ...]
    problems: tuple[str, ...]  # unknown ids, stale reasons, bad scope table entries
    markdown: str

    def check_problems(self, scope: str | None = None) -> list[str]:
        """Everything `--check` reports, apart from the staleness of the file on disk."""
        lines = list(self.problems)
        for report in self._selected(scope):
            if report.scope.required:
                lines += [
                    f"{rule_id}: UNCOVERED in scope {report.scope.name} (cite it in a test or "
                    f"give a reason in {REASONS.as_posix()})"
                    for rule_id in report.uncovered()
                ]
        return lines

    def list_uncovered(self, scope: str | None = None) -> list[str]:
        seen: dict[str, None] = {}
        for report in self._selected(scope):
            if scope is not None or report.scope.required:
                seen.update(dict.fromkeys(report.uncovered()))
        return list(seen)

    def _selected(self, scope: str | None) -> list[ScopeReport]:
        return [r for r in self.scopes if scope is None or r.scope.name == scope]


def load_reasons(root: Path) -> dict[str, str]:
    path = root / REASONS
    if not path.exists():
        return {}
    with path.open("rb") as handle:
        data = tomllib.load(handle)
    return {str(key): str(value) for key, value in data.items()}


def scope_ids(scope: Scope, checklist: Checklist) -> tuple[list[str], list[str]]:
    """The scope's ids in checklist order, and problems (ids the checklist does not have)."""
    wanted: set[str] = set()
    problems: list[str] = []
    for section in scope.sections:
        ids = checklist.section_ids(section)
        if not ids:
            problems.append(f"scope {scope.name}: section {section} has no rules in the checklist")
        wanted.update(ids)
    for spec in scope.ids:
        wanted.update(expand(spec))
    problems += [
        f"scope {scope.name}: {rule_id} is not in the checklist"
        for rule_id in sorted(wanted - checklist.rules.keys())
    ]
    return [rule_id for rule_id in checklist.rules if rule_id in wanted], problems


def deferrals(scope: Scope) -> dict[str, str]:
    return {
        rule_id: f"to issue {d.issue} ({d.topic})"
        for d in scope.deferred
        for spec in d.ids
        for rule_id in expand(spec)
    }


def classify(
    rule: Rule, files: list[str], deferred: dict[str, str], reasons: dict[str, str]
) -> Entry:
    if files:
        return Entry(rule, "tested", "", tuple(files))
    if rule.id in deferred:
        return Entry(rule, "deferred", deferred[rule.id], ())
    if rule.id in reasons:
        return Entry(rule, "reason", reasons[rule.id], ())
    return Entry(rule, "uncovered", "", ())


def build_scope(
    scope: Scope, checklist: Checklist, citations: Citations, reasons: dict[str, str]
) -> tuple[ScopeReport, list[str]]:
    ids, problems = scope_ids(scope, checklist)
    deferred = deferrals(scope)
    problems += [
        f"scope {scope.name}: deferred {rule_id} is not in the scope"
        for rule_id in sorted(deferred.keys() - set(ids))
    ]
    entries = tuple(
        classify(checklist.rules[i], citations.files(i), deferred, reasons) for i in ids
    )
    return ScopeReport(scope, entries), problems


def citation_problems(citations: Citations, checklist: Checklist) -> list[str]:
    return [
        f"{rule_id}: cited in {', '.join(citations.files(rule_id))} but not in the checklist "
        f"(typo?)"
        for rule_id in sorted(citations.by_id.keys() - checklist.rules.keys())
    ]


def reason_problems(
    reasons: dict[str, str], citations: Citations, checklist: Checklist, scopes: Iterable[Scope]
) -> list[str]:
    in_scope: set[str] = set()
    deferred: set[str] = set()
    for scope in scopes:
        in_scope.update(scope_ids(scope, checklist)[0])
        deferred.update(deferrals(scope))
    where = REASONS.as_posix()
    problems: list[str] = []
    for rule_id in sorted(reasons):
        if rule_id not in checklist.rules:
            problems.append(f"{rule_id}: has a reason in {where} but is not in the checklist")
        elif rule_id in citations.by_id:
            problems.append(
                f"{rule_id}: stale reason in {where}: remove the reason, the rule is now tested"
            )
        elif rule_id not in in_scope:
            problems.append(f"{rule_id}: has a reason in {where} but is in no scope")
        elif rule_id in deferred:
            problems.append(f"{rule_id}: deferred by the scope table: remove its reason in {where}")
    return problems


def build_report(root: Path, scopes: dict[str, Scope] | None = None) -> Report:
    """Read the checklist, the tests and the reasons under `root`; nothing is written."""
    scopes = SCOPES if scopes is None else scopes
    checklist = parse_checklist((root / CHECKLIST).read_text(encoding="utf-8"))
    citations = scan_tests(root)
    reasons = load_reasons(root)
    problems = citations.problems + citation_problems(citations, checklist)
    problems += reason_problems(reasons, citations, checklist, scopes.values())
    reports: list[ScopeReport] = []
    for scope in scopes.values():
        report, scope_problems = build_scope(scope, checklist, citations, reasons)
        reports.append(report)
        problems += scope_problems
    markdown = render(reports, checklist)
    return Report(tuple(reports), tuple(problems), markdown)


# --------------------------------------------------------------------------- markdown


def shorten(text: str, width: int = RULE_TEXT_WIDTH) -> str:
    text = " ".join(SRC_PART.sub("", text).split())
    if len(text) > width:
        cut = text[: width - 1]
        text = (cut.rsplit(" ", 1)[0] if " " in cut else cut).rstrip(" ,;:") + "…"
    return cell(text)


def cell(text: str) -> str:
    return text.replace("|", r"\|")


def counts(entries: Sequence[Entry]) -> list[int]:
    statuses = [e.status for e in entries]
    return [len(statuses)] + [
        statuses.count(s) for s in ("tested", "deferred", "reason", "uncovered")
    ]


def row(values: Iterable[object]) -> str:
    return "| " + " | ".join(str(v) for v in values) + " |"


def by_section(entries: Sequence[Entry]) -> dict[str, list[Entry]]:
    sections: dict[str, list[Entry]] = {}
    for entry in entries:
        sections.setdefault(entry.rule.section, []).append(entry)
    return sections


def render_scope(report: ScopeReport, checklist: Checklist) -> list[str]:
    scope = report.scope
    kind = "required" if scope.required else "report only, completeness not required"
    lines = [f"## Scope `{scope.name}` — {scope.description}", "", f"*{kind}*", ""]
    lines += [
        row(["Section", "Ids", "Tested", "Deferred", "With reason", "Uncovered"]),
        row(["---"] * 6),
    ]
    sections = by_section(report.entries)
    for section, entries in sections.items():
        lines.append(row([section, *counts(entries)]))
    lines += [row(["**Total**", *counts(report.entries)]), ""]
    for section, entries in sections.items():
        title = checklist.section_titles.get(section, section)
        lines += [f"### {scope.name}: {section} — {cell(title)}", ""]
        lines += [row(["Id", "Rule", "Status", "Tests"]), row(["---"] * 4)]
        for entry in entries:
            files = ", ".join(sorted({Path(f).name for f in entry.files}))
            status = cell(entry.status_text)
            lines.append(row([entry.rule.id, shorten(entry.rule.text), status, files]))
        lines.append("")
    return lines


def render(reports: Sequence[ScopeReport], checklist: Checklist) -> str:
    lines = [
        "# Rules coverage",
        "",
        f"<!-- Generated by `{COMMAND}`. Do not edit by hand. -->",
        "",
        f"Generated by `{COMMAND}` from `{CHECKLIST.as_posix()}`, the rule ids cited in",
        f"`{TESTS.as_posix()}/` and `{REASONS.as_posix()}`; do not edit it by hand.",
        f"`{COMMAND} --check` (and `tests/test_rules_coverage.py`) fail when it is stale.",
        "",
        "Status: `tested` (cited by a test), `deferred` (a later issue brings it in),",
        "`not yet` (reason in the reasons file), `UNCOVERED` (neither: add a test or a reason).",
        "",
    ]
    for report in reports:
        lines += render_scope(report, checklist)
    return "\n".join(lines).rstrip("\n") + "\n"


# --------------------------------------------------------------------------- command line


def summary(reports: Iterable[ScopeReport]) -> list[str]:
    lines: list[str] = []
    for report in reports:
        lines.append(f"{report.scope.name}: ids / tested / deferred / with reason / uncovered")
        for section, entries in by_section(report.entries).items():
            lines.append(f"  {section:<10} " + " / ".join(map(str, counts(entries))))
        lines.append(f"  {'total':<10} " + " / ".join(map(str, counts(report.entries))))
    return lines


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog=COMMAND, description=f"Generate {OUTPUT.as_posix()} from the checklist and the tests."
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if the file is stale, an in-scope id is uncovered without "
        "a reason, a reason is stale or a cited id is unknown",
    )
    mode.add_argument(
        "--list-uncovered",
        action="store_true",
        help="print the uncovered ids (required scopes, or --scope), one per line",
    )
    parser.add_argument(
        "--scope",
        choices=sorted(SCOPES),
        help="limit the summary, --check and --list-uncovered to one scope "
        "(the file always covers every scope)",
    )
    parser.add_argument(
        "--root",
        type=Path,
        default=default_root(),
        help="repository root (default: the current folder if it holds the checklist, else the "
        "checkout holding this module)",
    )
    return parser.parse_args(argv)


def default_root() -> Path:
    """The checkout to report on: an installed package has no docs/ beside it."""
    here = Path.cwd()
    return here if (here / CHECKLIST).is_file() else Path(__file__).resolve().parents[2]


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    root: Path = args.root
    report = build_report(root)
    if args.list_uncovered:
        print("\n".join(report.list_uncovered(args.scope)))
        return 0
    output = root / OUTPUT
    if args.check:
        problems = report.check_problems(args.scope)
        on_disk = output.read_text(encoding="utf-8") if output.exists() else None
        if on_disk != report.markdown:
            problems.insert(0, STALE_HINT)
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    output.write_text(report.markdown, encoding="utf-8")
    selected = [r for r in report.scopes if args.scope in (None, r.scope.name)]
    print("\n".join([f"wrote {OUTPUT.as_posix()}", *summary(selected), *report.problems]))
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
