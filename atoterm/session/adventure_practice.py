"""Practice adventures: one storybook adventure on its own, journaled like a campaign.

``atoterm adventure`` and ``atoterm bot --adventure`` start here. The start state (a fresh
crew with the adventure queued) goes into the journal header, exactly like a practice battle's,
so load, undo, replay and verify work unchanged.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path

from atoterm.content.schema import ContentPack
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.rng import Rng
from atoterm.engine.setup import new_state
from atoterm.engine.state import SKILLS, GameState, RulesOptions
from atoterm.engine.story_state import MnemosHeld, Queued
from atoterm.session.bot_policy import bot_choice
from atoterm.session.game import Game, SessionError

KINDS = ("hub", "rr", "pharos", "paragraph", "special", "inward", "breakthrough", "story")
MAX_ADVENTURE_DECISIONS = 5_000


def describe_starts(content: ContentPack) -> str:
    book = content.storybook
    if book is None:
        return "this content pack has no storybook"
    hubs = ", ".join(book.hubs())
    return f"hubs: {hubs}; tables: rr, pharos; special events; paragraphs 0001-9999"


def queued_for(content: ContentPack, kind: str, what: str) -> Queued:
    """The queue item that starts the practice adventure (SessionError if unknown)."""
    book = content.storybook
    if book is None:
        raise SessionError(f"the content pack {content.id!r} has no storybook")
    if kind == "hub":
        if what not in book.hubs():
            raise SessionError(f"no hub {what!r} ({describe_starts(content)})")
        return Queued("practice_hub", what, label=what)
    if kind in ("rr", "pharos"):
        return Queued(kind, "", label=kind)
    if kind == "special":
        para = book.special(what)
        if not para:
            names = ", ".join(n for c in book.chapters for n, _ in c.events)
            raise SessionError(f"no Special Event {what!r} (events: {names})")
        return Queued("special", para, label=what.replace("_", " "))
    if kind in ("paragraph", "story"):
        if what not in book.paragraphs:
            raise SessionError(f"no storybook paragraph {what!r}")
        return Queued("story", what, label=book.paragraph(what).title)
    if kind == "inward":
        chapter = book.chapter("inward")
        found = [p for n, p, _ in (chapter.entries if chapter else ()) if str(n) == what]
        if not found:
            raise SessionError(f"no Inward Odyssey entry {what!r} (entries 1-20)")
        return Queued("inward", found[0], label=f"Inward Odyssey {what}")
    if kind == "breakthrough":
        card = book.mnemos.get(what)
        if card is None:
            raise SessionError(f"no Mnemos {what!r} (Mnemos: {', '.join(book.mnemos)})")
        return Queued("breakthrough_practice", card.paragraphs[0], 0, what)
    raise SessionError(f"unknown adventure kind {kind!r} (kinds: {', '.join(KINDS)})")


def new_adventure_state(
    content: ContentPack, seed: int, kind: str, what: str, rules: RulesOptions | None = None
) -> GameState:
    """A crew of four with Portrait bonuses, waiting to read one adventure."""
    item = queued_for(content, kind, what)
    state = new_state(content, seed, rules or RulesOptions())
    rng = Rng(seed, {})
    for argonaut in state.argonauts:
        argonaut.bonus_skill = rng.choice("practice.portrait", list(SKILLS))
        argonaut.skills[argonaut.bonus_skill] += 1
    if item.kind == "breakthrough_practice":
        state.argonauts[0].mnemos.append(MnemosHeld(item.label, nodes=10))
        item = Queued("breakthrough_one", item.paragraph, 0, item.label)
    state.step, state.phase, state.round = "adventure", "adventure", 1
    state.timeline.day = 1
    state.story.queue.append(item)
    return state


def new_adventure_game(
    content: ContentPack,
    seed: int,
    kind: str,
    what: str = "",
    *,
    undo: str = "casual",
    rules: RulesOptions | None = None,
    save: Path | str | None = None,
    durable: bool = True,
) -> Game:
    rules = rules or RulesOptions()
    state = new_adventure_state(content, seed, kind, what, rules)
    shell = Game.new(content, seed, undo=undo, rules=rules)
    header = dataclasses.replace(shell.header, start=canonical_bytes(state))
    return Game.begin(content, header, save, durable)


@dataclass
class BotAdventures:
    games: int = 0
    decisions: int = 0
    unfinished: int = 0
    read: set[str] = field(default_factory=set)

    def line(self, total: int) -> str:
        text = f"adventures: {self.games}, decisions: {self.decisions}, paragraphs read: {len(self.read)} of {total}"
        return text + (f", unfinished: {self.unfinished}" if self.unfinished else "")


def play_adventure(game: Game, seed: int, stats: BotAdventures, policy: str = "random") -> None:
    """Answer every decision with the bot until the adventure (and its queue) is over."""
    count = 0
    while not game.over and game.pending is not None:
        if count >= MAX_ADVENTURE_DECISIONS:
            stats.unfinished += 1
            break
        game.choose(bot_choice(game, policy))
        count += 1
    stats.games += 1
    stats.decisions += count
    stats.read.update(game.state.story.read)


TOUR_PARTS = ("world", "story", "doom")


def tour_queue(content: ContentPack, part: str, rounds: int = 2) -> list[Queued]:
    """Ways into the storybook for one long bot reading (a "tour") in one state, so Choice
    Matrix marks, notes and codes carry over: ``world`` reads each hub's whole track, the R&R
    and Dreams tables, the Inward Odyssey card, the Special Events and the Mnemos
    Breakthroughs; ``story`` the Timeline stories and Story cards in order; ``doom`` the Doom
    cards. Found codes are resolved along the way."""
    book = content.storybook
    assert book is not None
    items: list[Queued] = []
    if part == "story":
        stories = [*book.timeline_story.values(), *(c.paragraph for c in book.story_cards)]
        for para in stories:
            items += [Queued("story", para, label="Story"), Queued("codes", "")]
        return items
    if part == "doom":
        return [Queued("doom", c.paragraph, label=f"Doom card {c.id}") for c in book.doom_cards]
    for _ in range(rounds):
        for hub in book.hubs():
            chapter = book.chapter("hub", hub)
            track = len(chapter.track) if chapter else 0
            items += [Queued("practice_hub", hub, label=hub)] * track
            items.append(Queued("codes", ""))
        items += [Queued("rr", "", label="R&R")] * 10 + [Queued("pharos", "", label="Dream")] * 10
    chapter_io = book.chapter("inward")
    items += [Queued("inward", p, label=f"Inward Odyssey {n}") for n, p, _ in (chapter_io.entries if chapter_io else ())]
    for card_id, card in book.mnemos.items():
        items += [Queued("breakthrough_one", p, 0, card_id) for p in card.paragraphs]
    items += [Queued("special", p, label=n) for c in book.chapters for n, p in c.events]
    items.append(Queued("codes", ""))
    return items


def new_tour_game(content: ContentPack, seed: int, part: str, rounds: int = 2) -> Game:
    """A practice reading of one part of the storybook in one state."""
    state = new_adventure_state(content, seed, "rr", "")
    state.story.queue = tour_queue(content, part, rounds)
    shell = Game.new(content, seed, rules=RulesOptions())
    header = dataclasses.replace(shell.header, start=canonical_bytes(state))
    return Game.begin(content, header, None, False)
