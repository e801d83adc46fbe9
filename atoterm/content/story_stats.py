"""Figures about a storybook, printed by ``atoterm content check``."""

from __future__ import annotations

from atoterm.content.story_model import SECTION_NAMES, Storybook


def story_stats(book: Storybook) -> list[str]:
    """Lines of statistics: paragraphs per section, words, choices, tests, endings."""
    per_section: dict[str, int] = {}
    words = choices = tests = delves = rolls = 0
    endings: dict[str, int] = {}
    for para in book.paragraphs.values():
        per_section[para.section] = per_section.get(para.section, 0) + 1
        words += para.word_count()
        for step in para.steps:
            choices += len(step.choices)
            targets = [c.target for c in step.choices]
            if step.target is not None:
                targets.append(step.target)
            if step.test is not None:
                kind = step.test.kind
                tests += kind in ("solo", "group", "argo")
                delves += kind == "delve"
                rolls += kind == "roll"
                targets += [o.target for o in step.test.outcomes if o.target is not None]
            for target in targets:
                if target.kind != "para":
                    endings[target.kind] = endings.get(target.kind, 0) + 1
    sections = ", ".join(
        f"{SECTION_NAMES[s]} {per_section[s]}" for s in SECTION_NAMES if s in per_section
    )
    ending_text = ", ".join(f"{k} {endings[k]}" for k in sorted(endings))
    return [
        f"storybook: {len(book.paragraphs)} paragraphs ({sections})",
        f"  {words} words, {choices} choices, {tests} tests, {rolls} plain rolls, {delves} delves",
        f"  endings: {ending_text or 'none'}",
        f"  {len(book.mnemos)} Mnemos, {len(book.fated_mnemos)} Fated Mnemos, "
        f"{len(book.story_cards)} Story cards, {len(book.doom_cards)} Doom cards, "
        f"{len(book.hubs())} hubs",
    ]
