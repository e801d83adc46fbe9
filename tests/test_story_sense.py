"""The expert reads a story choice's words and spares the party the harms they name
(``session/story_sense.py``) [CYC1-015, CYC1-016]."""

from __future__ import annotations

import pytest

from atoterm.content import load_content
from atoterm.content.schema import ContentPack
from atoterm.engine.decisions import Option
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.session.bot_policy import bot_choice
from atoterm.session.story_sense import harms_named, spare_the_party


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return load_content()


def _option(index: int, label: str) -> Option:
    return Option(f"choice:{index}", label, "", "", index)


@pytest.mark.parametrize(
    ("label", "harms"),
    [
        ("Raise your weapons. There is nothing left to say.", 0),
        ("Sing the second voice aloud (pay: gain 1 Despair)", 1),
        ("Charge them across the rocks (pay: gain 1 Danger)", 1),
        ("Kneel, and rise with her grief on you as Despair.", 1),
        ("Take 2 Wounds to hold the gate; a Titan is lost.", 2),
        ("Trade 2 Salt for the chart (pay: lose 2 Salt)", 0),
    ],
)
def test_the_harms_a_choice_names(label: str, harms: int) -> None:
    assert harms_named(_option(0, label)) == harms


def test_it_keeps_the_choices_naming_the_fewest_harms() -> None:
    kneel = _option(0, "Kneel; her grief stays on you as Despair.")
    fight = _option(1, "Raise your weapons.")
    talk = _option(2, "Speak her old name.")
    assert spare_the_party([kneel, fight, talk]) == [fight, talk]
    assert spare_the_party([kneel]) == [kneel]  # nothing safer: it still chooses


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_expert_does_not_kneel_before_the_finale(content: ContentPack, seed: int) -> None:
    game = new_adventure_game(content, seed, "paragraph", "0095", durable=False)
    while game.pending is not None and game.pending.kind != "adv.choice":
        game.choose(bot_choice(game, "expert"))
    assert game.pending is not None
    labels = {o.id: o.label for o in game.pending.legal_options()}
    assert any("Kneel" in label for label in labels.values())
    chosen = bot_choice(game, "expert")
    assert "Kneel" not in labels[chosen]
