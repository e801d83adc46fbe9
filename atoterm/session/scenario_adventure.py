"""The ``[adventure]`` table of a scenario: a storybook adventure set up directly
(docs/scenarios.md, "Adventure scenarios").

```toml
[adventure]
kind = "hub"                 # what is read first (below); "hub" without `what` rolls the table
what = ""
then = ["breakthroughs"]     # more adventures queued after it: "kind" or "kind:what"
story_card = "1A"            # the Argo Sheet and the storybook's bookkeeping
doom_card = "1A"
hub_marks = { kelp_coves = 1 }
fated = { "0205" = 1 }       # marked fated boxes per table paragraph (the player profile)
codes = ["0285"]
mnemos_vault = ["lamp-warden"]
inward_next = 3
resources = { lamp_oil = 1 }
diplomacy = { tidewright = 2 }
technologies = ["deep_keel"]
argo_notes = ["..."]
clues = ["salt-crown-page"]        # Clue cards held (face down) [GEN-039]
allies = ["ione"]                  # Ally cards held

[[adventure.argonaut]]       # any seats, each once
seat = 1
mnemos = [{ id = "tide-reader", nodes = 3, resolved = 0 }]
fated = [{ id = "the-wrong-name", nodes = 0 }]
boons = ["Sea-Blessed"]
```

Kinds: ``hub``, ``rr``, ``pharos``, ``paragraph``, ``story``, ``special``, ``inward``,
``breakthrough`` (as ``atoterm adventure``; ``hub`` with no ``what`` rolls on the Adventure Hubs
table and notes the Adventure Terrain), ``breakthroughs`` (the Story Step's Mnemos and Fated
Mnemos check) and ``codes`` (the Story Step's secret codes).
"""

from __future__ import annotations

from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine.state import GameState
from atoterm.engine.story_state import FatedHeld, MnemosHeld, Queued
from atoterm.session.adventure_practice import queued_for
from atoterm.session.game import SessionError

STORY_TEXT = ("story_card", "doom_card")
STORY_LISTS = ("codes", "mnemos_vault", "technologies", "argo_notes", "clues", "allies")
CARDS = {"clues": "clues", "allies": "allies"}
"""Lists of storybook cards (Clue and Ally cards, GEN-039), checked against the storybook."""
STORY_MAPS = ("hub_marks", "fated", "resources", "diplomacy")
SHEET_LISTS = ("boons", "afflictions", "notes", "katharsis")
STEP_ITEMS = ("breakthroughs", "codes")


class AdventureSetupError(Exception):
    def __init__(self, table: str, key: str, message: str) -> None:
        super().__init__(message)
        self.table = table
        self.key = key


def build_adventure(state: GameState, content: ContentPack, table: dict[str, Any]) -> None:
    """Queue the adventure(s) and write the storybook bookkeeping into ``state``."""
    if content.storybook is None:
        raise AdventureSetupError(
            "adventure", "", f"the content pack {content.id!r} has no storybook"
        )
    known = {
        "kind",
        "what",
        "then",
        "argonaut",
        "inward_next",
        *STORY_TEXT,
        *STORY_LISTS,
        *STORY_MAPS,
    }
    for key in sorted(table):
        if key not in known:
            raise AdventureSetupError("adventure", key, f"unknown [adventure] key {key!r}")
    first = queued(state, content, str(table.get("kind", "")), str(table.get("what", "")), "kind")
    then = table.get("then", [])
    if not isinstance(then, list) or not all(isinstance(t, str) for t in then):
        raise AdventureSetupError(
            "adventure", "then", 'then must be a list of "kind" or "kind:what"'
        )
    items = [first] + [queued(state, content, *_split(t), "then") for t in then]
    _story(state, content, table)
    for row in _rows(table):
        _sheet(state, content, row)
    state.step, state.phase, state.round = "adventure", "adventure", 1
    state.timeline.day = max(state.timeline.day, 1)
    state.story.queue.extend(items)


def _split(text: str) -> tuple[str, str]:
    kind, _, what = text.partition(":")
    return kind, what


def queued(state: GameState, content: ContentPack, kind: str, what: str, key: str) -> Queued:
    """One queue item; the practice kinds are checked like ``atoterm adventure``'s."""
    if kind in STEP_ITEMS:
        return Queued(kind, "")
    if kind == "hub" and not what:
        return Queued("hub", "", label="Hub adventure")
    try:
        item = queued_for(content, kind, what)
    except SessionError as exc:
        raise AdventureSetupError("adventure", key, str(exc)) from None
    if item.kind == "breakthrough_practice":  # the card's owner is seat 0, track full
        if not any(m.id == item.label for m in state.argonauts[0].mnemos):
            state.argonauts[0].mnemos.append(MnemosHeld(item.label, nodes=10))
        item = Queued("breakthrough_one", item.paragraph, 0, item.label)
    return item


def _story(state: GameState, content: ContentPack, table: dict[str, Any]) -> None:
    story = state.story
    for key in STORY_TEXT:
        if key in table:
            value = table[key]
            cards = (
                content.storybook.story_cards
                if key == "story_card"
                else content.storybook.doom_cards
            )  # type: ignore[union-attr]
            if not any(c.id == value for c in cards):
                raise AdventureSetupError("adventure", key, f"no {key.replace('_', ' ')} {value!r}")
            setattr(story, key, value)
    for key in STORY_LISTS:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise AdventureSetupError("adventure", key, f"{key} must be a list of text")
        book = content.storybook
        for card in value if key in CARDS and book is not None else ():
            if card not in getattr(book, CARDS[key]):
                what = "Clue card" if key == "clues" else "Ally card"
                raise AdventureSetupError("adventure", key, f"no {what} {card!r}")
        getattr(story, key).extend(value)
    for key in STORY_MAPS:
        value = table.get(key, {})
        if not isinstance(value, dict) or not all(_whole(v) for v in value.values()):
            raise AdventureSetupError("adventure", key, f"{key} must map names to whole numbers")
        getattr(story, key).update({str(k): v for k, v in sorted(value.items())})
    if "inward_next" in table:
        if not _whole(table["inward_next"]) or not 1 <= table["inward_next"] <= 21:
            raise AdventureSetupError("adventure", "inward_next", "inward_next must be 1..21")
        story.inward_next = table["inward_next"]


def _rows(table: dict[str, Any]) -> list[dict[str, Any]]:
    rows = table.get("argonaut", [])
    if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
        raise AdventureSetupError("adventure.argonaut", "", "use [[adventure.argonaut]] tables")
    seats = [r.get("seat") for r in rows]
    if any(not _whole(s) or not 0 <= s <= 3 for s in seats) or len(set(seats)) != len(seats):
        raise AdventureSetupError(
            "adventure.argonaut", "seat", "each [[adventure.argonaut]] needs its own seat 0..3"
        )
    return rows


def _sheet(state: GameState, content: ContentPack, row: dict[str, Any]) -> None:
    book = content.storybook
    assert book is not None
    who = state.argonauts[row["seat"]]
    for key in sorted(row):
        if key not in ("seat", "mnemos", "fated", "alive", *SHEET_LISTS):
            raise AdventureSetupError(
                "adventure.argonaut", key, f"unknown [[adventure.argonaut]] key {key!r}"
            )
    for entry in _cards(row, "mnemos", book.mnemos):
        who.mnemos.append(MnemosHeld(entry["id"], entry.get("nodes", 0), entry.get("resolved", 0)))
    for entry in _cards(row, "fated", book.fated_mnemos):
        who.fated.append(FatedHeld(entry["id"], entry.get("nodes", 0)))
    for key in SHEET_LISTS:
        value = row.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise AdventureSetupError("adventure.argonaut", key, f"{key} must be a list of text")
        getattr(who, key).extend(value)
    if "alive" in row:
        if not isinstance(row["alive"], bool):
            raise AdventureSetupError("adventure.argonaut", "alive", "alive must be true or false")
        who.alive = row["alive"]


def _cards(row: dict[str, Any], key: str, known: dict[str, Any]) -> list[dict[str, Any]]:
    entries = row.get(key, [])
    if not isinstance(entries, list):
        raise AdventureSetupError(
            "adventure.argonaut", key, f"{key} must be a list of inline tables"
        )
    limit = 2  # at most 2 of each [ADV-056, ADV-058]
    if len(entries) > limit:
        raise AdventureSetupError(
            "adventure.argonaut", key, f"at most {limit} {key} cards per Argonaut"
        )
    for entry in entries:
        if not isinstance(entry, dict) or entry.get("id") not in known:
            raise AdventureSetupError(
                "adventure.argonaut",
                key,
                f"unknown {key} card {entry!r} (known: {', '.join(known)})",
            )
        for field in ("nodes", "resolved"):
            if field in entry and (not _whole(entry[field]) or not 0 <= entry[field] <= 10):
                raise AdventureSetupError("adventure.argonaut", key, f"{field} must be 0..10")
    return entries


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
