"""Issue 16: the finale's choices can be read, and kneeling is warned of and survivable.

The Stair's paragraphs (Story 3A and 3B, 0080-0109) offer roads that need Choice Matrix boxes.
A greyed road says only "needs Choice Matrix box 12 marked", so every such choice names its box
and what earned it, and every paragraph that marks one of those boxes writes an Argo Sheet
note "Box N: ..." (shown with the Choice Matrix). "Kneel beside her" (0095) is foreshadowed on
the way down (0080 and 0090 are read by every party that reaches 0095) and costs Despair
instead of the Cycle; only a second, explicit choice stays on the knees (the scenarios
``adv_kneeling_*.toml`` play it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from atoterm.content import ContentPack
from atoterm.content.story_model import Paragraph, Storybook

STAIR = [f"{n:04d}" for n in range(80, 110)]
"""Story 3A and 3B, the final battle and the endings."""


@pytest.fixture(scope="module")
def book(content: ContentPack) -> Storybook:
    assert content.storybook is not None
    return content.storybook


def matrix_choices(book: Storybook) -> Iterator[tuple[str, str, int]]:
    """(paragraph, label, box) of every Stair choice that needs a Choice Matrix box."""
    for para_id in STAIR:
        para = book.paragraphs.get(para_id)
        for step in para.steps if para else ():
            for choice in step.choices:
                for cond in choice.conds:
                    if cond.kind == "matrix":
                        yield para_id, choice.label, cond.value


def effect_groups(para: Paragraph) -> Iterator[list[dict[str, Any]]]:
    """The effects resolved together: the paragraph's own, then each test outcome's."""
    yield [step.effect for step in para.steps if step.effect is not None]
    for step in para.steps:
        if step.test is not None:
            for outcome in step.test.outcomes:
                yield list(outcome.effects)


def test_every_road_that_needs_a_box_names_it(book: Storybook) -> None:
    roads = list(matrix_choices(book))
    assert len(roads) >= 10  # 0080, 0086, 0090 (five), 0095, 0099 (two)
    for para_id, label, box in roads:
        assert f"(box {box})" in label, (para_id, label)
        assert not re.search(r"[a-z]+_[a-z_]+", label), label  # player words, no ids


def test_every_box_the_stair_tests_is_explained_where_it_is_marked(book: Storybook) -> None:
    boxes = {box for _, _, box in matrix_choices(book)}
    marked: set[int] = set()
    for para in book.paragraphs.values():
        for effects in effect_groups(para):
            noted = {
                int(m.group(1))
                for e in effects
                if e["op"] == "note" and e["where"] == "argo"
                for m in [re.match(r"Box ([0-9]+): \S", str(e["text"]))]
                if m
            }
            for effect in effects:
                if effect["op"] == "mark" and effect["box"] in boxes:
                    marked.add(effect["box"])
                    assert effect["box"] in noted, (para.id, effect["box"])
    assert marked == boxes  # each box a road needs can be earned somewhere


def test_kneeling_is_foreshadowed_on_every_way_to_the_bottom(book: Storybook) -> None:
    for para_id in ("0080", "0090"):  # Story 3A and Story 3B: every party reads both
        prose = " ".join(book.paragraphs[para_id].prose).lower()
        assert "kneel" in prose, para_id


def test_kneeling_costs_despair_and_the_loss_is_a_second_named_choice(book: Storybook) -> None:
    kneel = next(c for s in book.paragraphs["0095"].steps for c in s.choices if "Kneel" in c.label)
    assert kneel.peril and kneel.target.kind == "para"
    kneeling = book.paragraphs[kneel.target.para]
    assert not any(s.target is not None and s.target.kind == "defeat" for s in kneeling.steps)
    despair = [s.effect for s in kneeling.steps if s.effect and s.effect["op"] == "gain_despair"]
    assert despair, "kneeling costs Despair"
    choices = [c for s in kneeling.steps for c in s.choices]
    rise = [c for c in choices if c.target.kind == "para" and c.target.para == "0098"]
    assert rise and "Despair" in rise[0].label  # the price is said where it is chosen
    stay = [c for c in choices if c not in rise]
    assert len(stay) == 1 and "ends the Cycle" in stay[0].label
    ending = book.paragraphs[stay[0].target.para]
    assert any(s.target is not None and s.target.kind == "defeat" for s in ending.steps)
