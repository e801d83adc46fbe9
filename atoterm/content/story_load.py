"""Load ``<pack>/storybook``: every chapter, the cards, and the chapter-level checks.

The graph checks (links, reachability, endings, cycles) and the cross references to the rest
of the pack are in :mod:`atoterm.content.story_check`.
"""

from __future__ import annotations

from pathlib import Path

from atoterm.content.errors import Problem
from atoterm.content.files import FileTooLarge, NotRegularFile, read_regular_bytes
from atoterm.content.story_cards import read_cards, read_hub_rows, read_mnemos
from atoterm.content.story_model import Chapter, Paragraph, Storybook
from atoterm.content.story_pages import read_pages
from atoterm.content.story_parse import ChapterReader

MAX_CHAPTER_BYTES = 2 * 1024 * 1024
INWARD_ENTRIES = 20
"""Each Cycle's Inward Odyssey card lists exactly 20 adventures [ADV-027]."""


def load_storybook(folder: Path, problems: list[Problem]) -> Storybook:
    """Read every ``*.story`` chapter (in name order) and the TOML cards of ``folder``."""
    chapters: list[Chapter] = []
    paragraphs: dict[str, Paragraph] = {}
    paths = sorted(folder.glob("*.story"))
    if not paths:
        problems.append(Problem(folder.name, 1, "no chapter files (*.story)"))
    for path in paths:
        name = f"{folder.name}/{path.name}"
        try:
            raw = read_regular_bytes(path, MAX_CHAPTER_BYTES)
            text = raw.decode("utf-8")
        except FileTooLarge:
            problems.append(Problem(name, 1, f"file is larger than {MAX_CHAPTER_BYTES} bytes"))
            continue
        except UnicodeDecodeError as exc:
            line = raw.count(b"\n", 0, exc.start) + 1
            problems.append(Problem(name, line, f"cannot read file: not UTF-8 ({exc.reason})"))
            continue
        except NotRegularFile as exc:
            problems.append(Problem(name, 1, f"cannot read file: it {exc.strerror}"))
            continue
        except OSError as exc:
            problems.append(Problem(name, 1, f"cannot read file: {exc.strerror or exc}"))
            continue
        reader = ChapterReader(name, text, problems)
        chapter = reader.chapter()
        chapters.append(chapter)
        for para in reader.paragraphs:
            first = paragraphs.get(para.id)
            if first is not None:
                problems.append(
                    Problem(
                        name,
                        para.line,
                        f"duplicate paragraph {para.id} (first at {first.file}:{first.line})",
                    )
                )
                continue
            paragraphs[para.id] = para
        _check_chapter(chapter, problems)
    _check_sections(chapters, folder.name, problems)
    cards = read_cards(folder, problems)
    mnemos, fated = read_mnemos(folder, problems)
    return Storybook(
        chapters=tuple(chapters),
        paragraphs=dict(sorted(paragraphs.items())),
        story_cards=cards["story"],
        doom_cards=cards["doom"],
        timeline_story=cards["timeline_story"],
        hub_rows=read_hub_rows(folder, problems),
        mnemos=mnemos,
        fated_mnemos=fated,
        clues=cards["clue"],
        allies=cards["ally"],
        pages=read_pages(folder, problems),
    )


def _check_chapter(chapter: Chapter, problems: list[Problem]) -> None:
    """What each section's chapter must declare: tables, tracks, entries, events."""
    section = chapter.section

    def problem(key: str, message: str) -> None:
        problems.append(Problem(chapter.file, chapter.lines.get(key, chapter.line), message))

    if section in ("hub", "rr", "pharos"):
        _check_table(chapter, problems)
    elif chapter.table:
        problem("@table", f"a {section} chapter has no adventure table")
    if section == "hub":
        if "α" not in chapter.track or "ω" not in chapter.track:
            problem("@track", "a hub chapter needs @track with an α box and an ω box [ADV-021]")
        if not chapter.alpha or not chapter.omega:
            problem("@chapter", "a hub chapter needs @alpha and @omega paragraphs [ADV-022]")
    if section == "inward":
        numbers = sorted(n for n, _, _ in chapter.entries)
        if numbers != list(range(1, INWARD_ENTRIES + 1)):
            problem(
                "@chapter",
                f"the Inward Odyssey card lists entries 1..{INWARD_ENTRIES} exactly once [ADV-027]",
            )
    elif chapter.entries:
        problem("@entry", "only the inward chapter has @entry lines")
    if chapter.events and section != "special":
        problem("@event", "only the special chapter has @event lines")


def _check_table(chapter: Chapter, problems: list[Problem]) -> None:
    """An adventure table covers each d10 result 1..10 exactly once."""
    line = chapter.lines.get("@table", chapter.line)
    if not chapter.table:
        problems.append(Problem(chapter.file, line, "missing @table (d10 results 1-10)"))
        return
    covered: list[int] = []
    for entry in chapter.table:
        covered.extend(range(entry.low, entry.high + 1))
    if sorted(covered) != list(range(1, 11)):
        problems.append(
            Problem(
                chapter.file,
                line,
                f"the table must cover 1-10 exactly once, covers {sorted(covered)}",
            )
        )


def _check_sections(chapters: list[Chapter], folder: str, problems: list[Problem]) -> None:
    seen: dict[tuple[str, str], Chapter] = {}
    for chapter in chapters:
        key = (chapter.section, chapter.hub)
        if key in seen and chapter.section != "main":
            first = seen[key]
            what = f"hub {chapter.hub}" if chapter.hub else chapter.section
            problems.append(
                Problem(chapter.file, chapter.line, f"second {what} chapter (first: {first.file})")
            )
        seen.setdefault(key, chapter)
    for section in ("main", "special", "inward", "rr", "pharos"):
        if chapters and not any(c.section == section for c in chapters):
            problems.append(Problem(folder, 1, f"no {section} chapter"))
