"""Battle event texts speak in player words, not content ids (issue 15, item 5).

Random-bot practice battles of each Primordial; every event text is scanned for the shapes
ids take (the rule: ``words_kit``). Event ``data`` keeps its ids.
"""

from __future__ import annotations

import pytest
from words_kit import content as _content
from words_kit import id_words

from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import new_practice_game

CASES = [
    ("ammonax", 1, 7100),
    ("ammonax", 2, 7200),
    ("kyanippe", 2, 7300),
    ("threnos", 1, 7400),
    ("ammonax", 4, 7500),
]
SEEDS = 2


def test_the_scan_finds_ids() -> None:
    assert id_words("Target: Melisse (C) — line 1 'furthest in_sight': 5 spaces")
    assert id_words("Casualties: A:hold-dreamer, B:hold-dreamer")
    assert id_words("Kalon (B) discards brine-blind.")
    assert not id_words(
        "Melisse (C) gains 1 Power re-roll; the card flips to its standing-up side."
    )


@pytest.mark.parametrize(("primordial", "level", "seed"), CASES)
def test_battle_event_texts_have_no_ids(primordial: str, level: int, seed: int) -> None:
    bad: dict[str, str] = {}
    for s in range(SEEDS):
        game = new_practice_game(
            _content(), seed + s, primordial=primordial, level=level, durable=False
        )
        try:
            steps = 0
            while game.pending is not None and steps < 5000:
                game.choose(bot_choice(game, "random"))
                steps += 1
                for event in game.last_events:
                    for word in id_words(event.text):
                        bad.setdefault(word, event.text)
        finally:
            game.close()
    assert not bad, "event texts show ids:\n" + "\n".join(f"{w!r}: {t}" for w, t in bad.items())
