"""The storybook linter: links, reachability, endings, choice-free cycles and references.

Run by ``load_content`` (so ``atoterm content check``) after the storybook is read. Every
problem is ``file:line: message``; :func:`story_stats` gives the figures ``--stats`` prints.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from atoterm.content.errors import Problem
from atoterm.content.lazy_record import frozen_record
from atoterm.content.story_model import (
    CampaignThings,
    Paragraph,
    Storybook,
)
from atoterm.content.story_refs import References
from atoterm.content.story_walk import targets

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack


@frozen_record
class Edge:
    target: str
    line: int
    chosen: bool
    """True when the players choose to follow it (a choice); False for forced links."""
    side: bool = False
    """A secret code or Timeline event: it opens a later adventure, not this one's way on."""


def edges(para: Paragraph) -> Iterator[Edge]:
    """Every paragraph ``para`` can lead to, with the line that says so."""
    for step in para.steps:
        effects = [step.effect] if step.effect is not None else []
        if step.test is not None:
            effects += [*step.test.each_fail, *(e for o in step.test.outcomes for e in o.effects)]
        for effect in effects:
            op = effect["op"]
            if op == "timeline" and effect["kind"] == "story":
                yield Edge(str(effect["what"]), step.line, True, side=True)
            if op == "code":
                yield Edge(str(effect["paragraph"]), step.line, True, side=True)
        if step.target is not None:
            for target in step.target.paragraphs():
                yield Edge(target, step.line, False)
        for choice in step.choices:
            for target in choice.target.paragraphs():
                yield Edge(target, choice.line, True)
        if step.test is not None:
            for outcome in step.test.outcomes:
                if outcome.target is not None:
                    for target in outcome.target.paragraphs():
                        yield Edge(target, step.line, False)
    for redirect in para.fated:
        yield Edge(redirect, para.line, True)


def entry_points(book: Storybook) -> list[tuple[str, str, int, str]]:
    """(paragraph, file, line, what) for everything outside the paragraphs that points in."""
    found: list[tuple[str, str, int, str]] = []
    for chapter in book.chapters:
        for key, para in (("@alpha", chapter.alpha), ("@omega", chapter.omega)):
            if para:
                found.append((para, chapter.file, chapter.lines.get(key, chapter.line), key))
        for entry in chapter.table:
            found.append((entry.para, chapter.file, entry.line, "table entry"))
        for name, para in chapter.events:
            found.append(
                (para, chapter.file, chapter.lines.get(f"@event {name}", 1), f"event {name}")
            )
        for number, para, _ in chapter.entries:
            found.append(
                (para, chapter.file, chapter.lines.get(f"@entry {number}", 1), f"entry {number}")
            )
    for card in (*book.story_cards, *book.doom_cards):
        found.append(
            (card.paragraph, "storybook/cards.toml", card.line, f"{card.kind} card {card.id}")
        )
    for label, para in book.timeline_story.items():
        found.append((para, "storybook/cards.toml", 1, f"timeline story {label!r}"))
    for card in book.mnemos.values():
        for para in card.paragraphs:
            found.append((para, "storybook/mnemos.toml", card.line, f"mnemos {card.id}"))
    return found


def check_storybook(
    book: Storybook, pack: ContentPack, things: CampaignThings, problems: list[Problem]
) -> None:
    """All graph and reference checks; appends to ``problems``."""
    paras = book.paragraphs
    starts = entry_points(book)
    for para, file, line, what in starts:
        if para and para not in paras:
            problems.append(
                Problem(file, line, f"{what} points to paragraph {para}, which does not exist")
            )
    for para in paras.values():
        for edge in edges(para):
            if edge.target not in paras:
                problems.append(
                    Problem(
                        para.file,
                        edge.line,
                        f"link to paragraph {edge.target}, which does not exist",
                    )
                )
        for target, line in targets(para):
            if target.kind == "special" and not book.special(target.text):
                problems.append(Problem(para.file, line, f"no Special Event named {target.text!r}"))
        if not any(s.kind in ("goto", "choices", "test") for s in para.steps):
            problems.append(
                Problem(
                    para.file,
                    para.line,
                    f"dead end: paragraph {para.id} has no direction (write -> return to end the adventure)",
                )
            )
    _reachability(book, [s[0] for s in starts], problems)
    _endings(book, problems)
    _forced_cycles(book, problems)
    References(book, pack, things, problems).check()


def _reachability(book: Storybook, starts: list[str], problems: list[Problem]) -> None:
    seen: set[str] = set()
    todo = [s for s in starts if s in book.paragraphs]
    for _name, para in ((n, p) for c in book.chapters for n, p in c.events):
        todo.append(para)
    while todo:
        current = todo.pop()
        if current in seen or current not in book.paragraphs:
            continue
        seen.add(current)
        para = book.paragraphs[current]
        todo.extend(e.target for e in edges(para))
        for target, _ in targets(para):
            if target.kind == "special":
                todo.append(book.special(target.text))
    for para in book.paragraphs.values():
        if para.id not in seen:
            problems.append(
                Problem(
                    para.file,
                    para.line,
                    f"paragraph {para.id} is unreachable: no entry point leads to it",
                )
            )


def _endings(book: Storybook, problems: list[Problem]) -> None:
    """Every paragraph has a path to an ending (return, battle, victory, defeat, special)."""
    ends: set[str] = set()
    for para in book.paragraphs.values():
        kinds = [t.kind for t, _ in targets(para)]
        if any(k != "para" for k in kinds) or not any(
            s.kind in ("goto", "choices", "test") for s in para.steps
        ):
            ends.add(para.id)
    changed = True
    while changed:
        changed = False
        for para in book.paragraphs.values():
            if para.id not in ends and any(e.target in ends for e in edges(para) if not e.side):
                ends.add(para.id)
                changed = True
    for para in book.paragraphs.values():
        if para.id not in ends:
            problems.append(
                Problem(
                    para.file,
                    para.line,
                    f"no path from paragraph {para.id} ever ends (return, battle, victory or defeat)",
                )
            )


def _forced_cycles(book: Storybook, problems: list[Problem]) -> None:
    """A loop of links that needs no choice would never end [ADV-004]."""
    forced = {
        p.id: sorted({e.target for e in edges(p) if not e.chosen and e.target in book.paragraphs})
        for p in book.paragraphs.values()
    }
    state: dict[str, int] = {}
    reported: set[str] = set()

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        path.append(node)
        for nxt in forced[node]:
            if state.get(nxt) == 1 and nxt not in reported:
                loop = [*path[path.index(nxt) :], nxt]
                para = book.paragraphs[nxt]
                reported.add(nxt)
                problems.append(
                    Problem(para.file, para.line, f"cycle without a choice: {' -> '.join(loop)}")
                )
            elif nxt not in state:
                visit(nxt, path)
        path.pop()
        state[node] = 2

    for start in forced:
        if start not in state:
            visit(start, [])
