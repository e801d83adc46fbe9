"""Walks over a storybook: every effect and every target a paragraph holds (the checks in
``story_check``/``story_refs`` and the practice party read them)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from atoterm.content.story_model import Paragraph, Storybook, Target


def all_effects(book: Storybook) -> Iterator[dict[str, Any]]:
    """Every effect of every paragraph, test outcomes and group Fail effects included."""
    for para in book.paragraphs.values():
        for step in para.steps:
            if step.effect is not None:
                yield step.effect
            if step.test is not None:
                yield from step.test.each_fail
                for outcome in step.test.outcomes:
                    yield from outcome.effects


def targets(para: Paragraph) -> Iterator[tuple[Target, int]]:
    for step in para.steps:
        if step.target is not None:
            yield step.target, step.line
        for choice in step.choices:
            yield choice.target, choice.line
        if step.test is not None:
            for outcome in step.test.outcomes:
                if outcome.target is not None:
                    yield outcome.target, step.line
