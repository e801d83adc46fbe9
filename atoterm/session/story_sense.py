"""A strong player's sense at a storybook choice: read the words, spare the party.

A reader who wants to see the whole storybook takes whatever leads somewhere new. A player
who wants to win the Cycle reads the choice first: when its words say it lays Despair or
Danger on the party, or costs a Titan or Wounds, and another choice says nothing of the kind,
the player takes another. Despair matters most: gained outside a Battle, it stays on the
Argonaut until the end of the next Battle [CYC1-015], where each token costs Precision and
four kill the Titan [CYC1-016].

Only the choice's own words are read (its label with the costs the engine prints after it):
what a player sees on the page. Never the paragraph a choice leads to.
"""

from __future__ import annotations

import re

from atoterm.engine.decisions import Option

HARM_WORDS = re.compile(
    r"\b(despair|gain \d+ danger|wounds?|titans? (?:is |are )?lost|lose (?:a|\d+) titans?)\b",
    re.IGNORECASE,
)
"""Words by which a choice says it hurts the party in its next Battle."""


def harms_named(option: Option) -> int:
    """How many harms the choice's words name (0: none)."""
    return len(HARM_WORDS.findall(option.label))


def spare_the_party(legal: list[Option]) -> list[Option]:
    """The legal choices naming the fewest harms (all of them when none names any)."""
    if not legal:
        return legal
    least = min(harms_named(o) for o in legal)
    return [o for o in legal if harms_named(o) == least]
