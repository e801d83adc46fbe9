"""Read one ``.story`` chapter file (``docs/storybook-format.md``) into plain data.

The reader is line based and forgiving in one way only: a malformed line is reported as
``file:line: message`` and skipped, so one run lists every problem of a chapter.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from typing import Any

from atoterm.content.errors import Problem
from atoterm.content.story_model import (
    SECTIONS,
    Chapter,
    Choice,
    Cond,
    Paragraph,
    Step,
    TableEntry,
)
from atoterm.content.story_ops import (
    LineError,
    parse_conds,
    parse_cost,
    parse_effect,
    parse_target,
    small_number,
)
from atoterm.content.story_parse_tests import OUTCOME_LINE, RANGE, ChecksReader, parse_range

MAX_LINE = 10_000
"""Characters in one storybook line (a paragraph's prose is many lines; the longest is ~110)."""
HEADER = re.compile(r"==\s*([0-9]{4})(?:\s+(.*))?")
CHOICE = re.compile(r"\?\s*(.*?)\s*->\s*(.+)")
IF_LINE = re.compile(r"if\s*\[(.*)\]\s*->\s*(.+)")
TEST_LINE = re.compile(
    r"(group test|argo test|test)\s*([a-z]*)\s+([0-9]+)\+\s*(peril)?\s*(?:who=([a-z_]+))?\s*:?\s*(.*)"
)
DELVE_LINE = re.compile(r"delve\s+([0-9]+)\s*(rules)?\s*:?\s*(.*)")
ROLL_LINE = re.compile(r"roll d10\s*:?\s*(.*)")
KEYWORDS = ("if ", "if[", "fated ", "test ", "group test", "argo test", "delve ", "roll d10")
"""Line starts that may be a directive; any other line is prose (checked first: it is fast)."""


@dataclass
class _Draft:
    """A paragraph being read."""

    id: str
    title: str
    line: int
    prose: list[list[str]] = field(default_factory=lambda: [[]])
    steps: list[Step] = field(default_factory=list)
    fated: list[str] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)
    choices_line: int = 0
    test: dict[str, Any] | None = None


class ChapterReader(ChecksReader):
    """Parses one chapter; ``problems`` collects ``file:line`` messages."""

    def __init__(self, name: str, text: str, problems: list[Problem]) -> None:
        self.name = name
        self.problems = problems
        self.paragraphs: list[Paragraph] = []
        self.header: dict[str, Any] = {}
        self.lines: dict[str, int] = {}
        self.table: list[TableEntry] = []
        self.events: list[tuple[str, str]] = []
        self.entries: list[tuple[int, str, tuple[Cond, ...]]] = []
        self.draft: _Draft | None = None
        self.in_table = False
        self._read(text)

    def problem(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.name, line, message))

    # ------------------------------------------------------------------ lines
    def _read(self, text: str) -> None:
        for number, raw in enumerate(text.splitlines(), start=1):
            if len(raw) > MAX_LINE:  # the quoted-word splitter (shlex) slows with its square
                self.problem(number, f"line is longer than {MAX_LINE} characters")
                continue
            line = raw.rstrip()
            stripped = line.strip()
            if stripped.startswith("//"):
                continue
            try:
                self._line(number, line, stripped)
            except LineError as exc:
                self.problem(number, str(exc))
        self._close(len(text.splitlines()) + 1)
        if "@chapter" not in self.lines:
            self.problem(1, 'missing @chapter line (e.g. @chapter main "Title")')

    def _line(self, number: int, line: str, stripped: str) -> None:
        if not stripped:
            self.in_table = False
            if self.draft is not None:
                self._end_test()
                if self.draft.prose[-1]:
                    self.draft.prose.append([])
            return
        if stripped.startswith("@"):
            self._close(number)
            self._directive(number, stripped)
            return
        if self.in_table and not stripped.startswith("=="):
            self._table_line(number, stripped)
            return
        self.in_table = False
        if stripped.startswith("=="):
            self._close(number)
            header = HEADER.fullmatch(stripped)
            if header is None:
                # an unnamed draft (dropped at _close) swallows the body: one problem, not one per line
                self.draft = _Draft("", "", number)
                raise LineError(
                    f"a paragraph starts with == and a 4-digit id: == 0202 Title, not {stripped[:40]!r}"
                )
            self.draft = _Draft(header.group(1), (header.group(2) or "").strip(), number)
            return
        if self.draft is None:
            raise LineError(
                f"text outside any paragraph (start one with == NNNN Title): {stripped[:40]!r}"
            )
        if line[:1] in (" ", "\t") and self.draft.test is not None:
            self._test_line(number, stripped)
            return
        if line[:1] in (" ", "\t") and (
            OUTCOME_LINE.fullmatch(stripped) or stripped.startswith("bonus ")
        ):
            raise LineError(
                "an outcome or bonus line must follow its test line, with no blank line between"
            )
        self._end_test()
        try:
            self._paragraph_line(number, stripped)
        except LineError:
            if any(p.fullmatch(stripped) for p in (TEST_LINE, DELVE_LINE, ROLL_LINE)):
                self.draft.test = {"skip": True}  # a refused test: its outcome lines are skipped
            raise

    def _paragraph_line(self, number: int, text: str) -> None:
        draft = self.draft
        assert draft is not None
        if text.startswith(">"):
            self._step(Step("effect", number, effect=parse_effect(text[1:].strip())))
        elif text.startswith("?"):
            self._choice(number, text)
        elif text.startswith("->"):
            self._step(Step("goto", number, target=parse_target(text[2:])))
        elif not text.startswith(KEYWORDS):
            if draft.steps or draft.choices:
                raise LineError("prose after the paragraph's effects or choices; put text first")
            draft.prose[-1].append(text)
        elif (match := IF_LINE.fullmatch(text)) is not None:
            conds = parse_conds(match.group(1))
            self._step(Step("if", number, conds=conds, target=parse_target(match.group(2))))
        elif text.startswith("fated ") and re.fullmatch(r"fated(\s+[0-9]{4})+", text):
            draft.fated.extend(text.split()[1:])
        elif (match := TEST_LINE.fullmatch(text)) is not None:
            self._start_test(number, match)
        elif (match := DELVE_LINE.fullmatch(text)) is not None:
            self._begin(
                "delve",
                number,
                difficulty=small_number(match.group(1)),
                counts=match.group(2) is None,
                label=match.group(3),
            )
        elif (match := ROLL_LINE.fullmatch(text)) is not None:
            self._begin("roll", number, label=match.group(1))
        else:
            if draft.steps or draft.choices:
                raise LineError("prose after the paragraph's effects or choices; put text first")
            draft.prose[-1].append(text)

    def _step(self, step: Step) -> None:
        draft = self.draft
        assert draft is not None
        if draft.choices:
            raise LineError("nothing may follow a paragraph's choices")
        if draft.steps and draft.steps[-1].kind in ("goto", "test"):
            raise LineError("nothing may follow the paragraph's direction")
        draft.steps.append(step)

    def _choice(self, number: int, text: str) -> None:
        draft = self.draft
        assert draft is not None
        match = CHOICE.fullmatch(text)
        if not match:
            raise LineError("a choice is: ? [conditions] (pay ...) Label -> target")
        body, target = match.group(1), parse_target(match.group(2))
        conds: tuple[Cond, ...] = ()
        costs = []
        peril = False
        while True:
            body = body.strip()
            if body.startswith("["):
                end = body.find("]")
                if end < 0:
                    raise LineError("a condition opened with [ is not closed")
                conds += parse_conds(body[1:end])
                body = body[end + 1 :]
            elif body.startswith("("):
                end = body.find(")")
                if end < 0:
                    raise LineError("a cost opened with ( is not closed")
                costs.append(parse_cost(body[1:end]))
                body = body[end + 1 :]
            elif body.startswith("peril "):
                peril, body = True, body[len("peril ") :]
            else:
                break
        if not body:
            raise LineError("a choice needs a label")
        if draft.steps and draft.steps[-1].kind in ("goto", "test"):
            raise LineError("nothing may follow the paragraph's direction")
        if not draft.choices:
            draft.choices_line = number
        draft.choices.append(Choice(body, target, conds, tuple(costs), peril, number))

    # ------------------------------------------------------------------ closing
    def _close(self, number: int) -> None:
        draft = self.draft
        if draft is None:
            return
        self._end_test()
        self.draft = None
        if not draft.id:
            return
        steps = list(draft.steps)
        if draft.choices:
            steps.append(Step("choices", draft.choices_line, choices=tuple(draft.choices)))
        prose = tuple(" ".join(p) for p in draft.prose if p)
        self.paragraphs.append(
            Paragraph(
                draft.id,
                draft.title,
                self.header.get("section", ""),
                self.header.get("hub", ""),
                self.name,
                draft.line,
                prose,
                tuple(steps),
                tuple(draft.fated),
            )
        )

    # ------------------------------------------------------------------ directives
    def _directive(self, number: int, text: str) -> None:
        word, _, rest = text.partition(" ")
        rest = rest.strip()
        self.lines[word] = number
        if word == "@chapter":
            self._chapter(number, rest)
        elif word == "@track":
            boxes = rest.split()
            if not boxes or any(b not in (".", "α", "ω") for b in boxes):
                raise LineError("@track lists boxes: '.' for empty, α and ω for story boxes")
            self.header["track"] = tuple("" if b == "." else b for b in boxes)
        elif word in ("@alpha", "@omega"):
            if not re.fullmatch(r"[0-9]{4}", rest):
                raise LineError(f"{word} needs a 4-digit paragraph id")
            self.header[word[1:]] = rest
        elif word == "@table":
            self.in_table = True
            self.lines["@table"] = number
        elif word == "@event":
            parts = rest.split()
            if len(parts) != 2 or not re.fullmatch(r"[0-9]{4}", parts[1]):
                raise LineError(
                    "@event needs a name and a 4-digit paragraph: @event rude_awakening 0801"
                )
            self.events.append((parts[0], parts[1]))
            self.lines[f"@event {parts[0]}"] = number
        elif word == "@entry":
            self._entry(number, rest)
        else:
            raise LineError(f"unknown directive {word}")

    def _chapter(self, number: int, rest: str) -> None:
        if "line" in self.header:
            raise LineError(
                f"a second @chapter line (the first is line {self.header['line']}); one chapter per file"
            )
        try:
            parts = shlex.split(rest)
        except ValueError as exc:
            raise LineError(f"cannot read @chapter: {exc}") from None
        if not parts or parts[0] not in SECTIONS:
            raise LineError(f"@chapter needs a section: {', '.join(SECTIONS)}")
        section = parts[0]
        hub = parts[1] if section == "hub" and len(parts) == 3 else ""
        if section == "hub" and not hub:
            raise LineError('a hub chapter is: @chapter hub <hub_id> "Title"')
        self.header.update(section=section, hub=hub, title=parts[-1], line=number)

    def _entry(self, number: int, rest: str) -> None:
        match = re.fullmatch(r"([0-9]+)\s+([0-9]{4})(?:\s+requires\s+(.+))?", rest)
        if not match:
            raise LineError("@entry is: @entry <n> <paragraph> [requires <condition>]")
        conds = parse_conds(match.group(3)) if match.group(3) else ()
        self.entries.append((small_number(match.group(1)), match.group(2), conds))
        self.lines[f"@entry {match.group(1)}"] = number

    def _table_line(self, number: int, text: str) -> None:
        parts = text.split()
        if (
            len(parts) < 2
            or not RANGE.fullmatch(parts[0])
            or not re.fullmatch(r"[0-9]{4}", parts[1])
        ):
            raise LineError("a table line is: <d10 range> <paragraph> [traits ...]")
        low, high = parse_range(parts[0])
        self.table.append(TableEntry(low, high, parts[1], tuple(parts[2:]), number))

    def chapter(self) -> Chapter:
        h = self.header
        return Chapter(
            self.name,
            h.get("section", ""),
            h.get("hub", ""),
            h.get("title", ""),
            h.get("track", ()),
            h.get("alpha", ""),
            h.get("omega", ""),
            tuple(self.table),
            tuple(self.events),
            tuple(self.entries),
            h.get("line", 1),
            dict(self.lines),
        )
