"""Practice adventures: one storybook adventure on its own, journaled like a campaign.

``atoterm adventure`` and ``atoterm bot --adventure`` start here. The start state (a fresh
crew with the adventure queued) goes into the journal header, exactly like a practice battle's,
so load, undo, replay and verify work unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from atoterm.content.schema import ContentPack
from atoterm.content.story_walk import all_effects
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.rng import Rng
from atoterm.engine.setup import new_state
from atoterm.engine.state import SKILLS, GameState, RulesOptions
from atoterm.engine.story_state import MnemosHeld, Queued
from atoterm.session.bot_policy import bot_choice
from atoterm.session.game import Game, SessionError, new_header

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
    content: ContentPack,
    seed: int,
    kind: str,
    what: str,
    rules: RulesOptions | None = None,
    fated: dict[str, int] | None = None,
) -> GameState:
    """A crew of four with Portrait bonuses, waiting to read one adventure; ``fated``: the
    player profile's fated boxes [ADV-084]."""
    item = queued_for(content, kind, what)
    state = new_state(content, seed, rules or RulesOptions())
    state.story.fated = dict(fated or {})
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
    fated: dict[str, int] | None = None,
) -> Game:
    """A practice adventure run to its first decision (SessionError for an unknown one)."""
    rules = rules or RulesOptions()
    state = new_adventure_state(content, seed, kind, what, rules, fated)
    header = new_header(content, seed, undo=undo, rules=rules, start=canonical_bytes(state))
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
        game.choose(bot_choice(game, policy, stats.read))
        count += 1
    stats.games += 1
    stats.decisions += count
    stats.read.update(game.state.story.read)


ENDING_EVENTS = ("campaign_loss", "campaign_victory")
"""Special Events that end the campaign: each is read in its own tour part."""


def tour_parts(content: ContentPack) -> tuple[str, ...]:
    """A tour's games: the world, the Story entries in order and then one by one, the Doom
    cards, and each ending."""
    book = content.storybook
    count = len(book.timeline_story) + len(book.story_cards) if book is not None else 0
    outcomes = tuple(f"outcome:{p}" for p in battle_outcomes(content))
    veteran = ("veteran:hubs", *(f"veteran:{n}" for n in range(count)))
    stories = (f"story:{n}" for n in range(count))
    return ("world", "story", *stories, "doom", *ENDING_EVENTS, *outcomes, *veteran)


def battle_outcomes(content: ContentPack) -> list[str]:
    """The win and lose paragraphs of every battle in the storybook. Tours also open them
    directly: the bots rarely win a level-4 battle, and the story after it must be read too."""
    book = content.storybook
    found: list[str] = []
    for para in book.paragraphs.values() if book is not None else ():
        for step in para.steps:
            targets = [c.target for c in step.choices]
            targets += [step.target] if step.target is not None else []
            if step.test is not None:
                targets += [o.target for o in step.test.outcomes if o.target is not None]
            for target in targets:
                if target.kind == "battle":
                    found += [p for p in (target.win, target.lose) if p not in found]
    return found


def tour_queue(content: ContentPack, part: str, rounds: int = 3) -> list[Queued]:
    """Ways into the storybook for one long bot reading (a "tour") in one state, so Choice
    Matrix marks, notes and codes carry over. ``world`` reads the Inward Odyssey card, the
    Mnemos Breakthroughs and the Special Events, each hub's track (α, then ``5 * rounds``
    rolls on its table, then the rest of the track with ω), the R&R and Dreams tables as
    often, each α again, and last the Main Story in campaign order; ``story`` the Main Story
    alone; ``story:N`` its N-th entry alone; ``doom`` the Doom cards; ``outcome:NNNN`` a
    battle's win or lose paragraph; ``campaign_loss``/``campaign_victory`` those events.
    Found codes are resolved along the way."""
    book = content.storybook
    assert book is not None
    items: list[Queued] = []
    stories = story_order(content)
    if part == "story":
        for para in stories:
            items += [Queued("story", para, label="Story"), Queued("codes", "")]
        return items
    if part.startswith("story:"):  # one story entry on its own: a defeat elsewhere cannot hide it
        return [Queued("story", stories[int(part[6:])], label="Story"), Queued("codes", "")]
    if part == "doom":
        return [Queued("doom", c.paragraph, label=f"Doom card {c.id}") for c in book.doom_cards]
    if part.startswith("outcome:"):
        return [Queued("story", part[8:], label="After a battle"), Queued("codes", "")]
    if part == "veteran:hubs":  # α and the table (ω's battle is read by the outcome parts)
        for hub in book.hubs():
            items += [Queued("practice_hub", hub, label=hub)]
            items += [Queued("hub_table", hub, label=hub)] * (2 * rounds)
        return [*items, Queued("codes", "")]
    if part.startswith("veteran:"):
        return [Queued("story", stories[int(part[8:])], label="Story"), Queued("codes", "")]
    if part in ENDING_EVENTS:
        return [Queued("special", book.special(part), label=part)] if book.special(part) else []
    chapter_io = book.chapter("inward")  # the inner life first: its marks open later doors
    entries = chapter_io.entries if chapter_io else ()
    items += [Queued("inward", p, label=f"Inward Odyssey {n}") for n, p, _ in entries]
    for card_id, card in book.mnemos.items():
        items += [Queued("breakthrough_one", p, 0, card_id) for p in card.paragraphs]
    events = [(n, p) for c in book.chapters for n, p in c.events if n not in ENDING_EVENTS]
    items += [Queued("special", p, label=n) for n, p in events]
    for hub in book.hubs():  # the track's first box (α), the table, then the rest (ω) ...
        chapter = book.chapter("hub", hub)
        track = len(chapter.track) if chapter else 0
        items.append(Queued("practice_hub", hub, label=hub))
        items += [Queued("hub_table", hub, label=hub)] * (5 * rounds)
        items += [Queued("practice_hub", hub, label=hub)] * (track - 1)
        items.append(Queued("codes", ""))
    items += [Queued("rr", "", label="R&R")] * (5 * rounds)
    items += [Queued("pharos", "", label="Dream")] * (5 * rounds)
    items.append(Queued("codes", ""))
    for hub in book.hubs():  # α again (a new playthrough of the track), with what the world gave
        items.append(Queued("practice_hub", hub, label=hub))
    for para in stories:  # the Main Story last, with everything the world gave
        items += [Queued("story", para, label="Story"), Queued("codes", "")]
    return items


def make_veteran(content: ContentPack, state: GameState) -> None:
    """A crew that has done everything else: every Choice Matrix box the storybook can mark,
    every code, boon and Technology it gives, full holds and friendly factions. ``veteran``
    tour parts read the doors that only long campaigns open."""

    book = content.storybook
    assert book is not None
    effects = list(all_effects(book))
    state.choice_matrix = sorted({int(e["box"]) for e in effects if e["op"] == "mark"})
    state.story.codes = sorted({str(e["paragraph"]) for e in effects if e["op"] == "code"})
    state.story.technologies = sorted(content.campaign.technologies)
    state.story.resources = {r: 9 for r in sorted(content.campaign.resources)}
    state.story.diplomacy = {f.id: 3 for f in content.factions}
    boons = sorted({str(e["name"]) for e in effects if e["op"] == "boon"})
    state.story.argo_notes = sorted({str(e["text"]) for e in effects if e["op"] == "note"})
    for argonaut in state.argonauts:
        argonaut.boons = list(boons)
        argonaut.skills = {skill: max(value, 2) for skill, value in argonaut.skills.items()}


def story_order(content: ContentPack) -> list[str]:
    """The Main Story's entries in the order a campaign meets them: the Timeline Story events
    on their days, the Story cards spread evenly over the Timeline between them."""
    book = content.storybook
    assert book is not None
    dated: list[tuple[int, int, str]] = []
    for event in content.timeline:
        para = book.timeline_story.get(event.label, "")
        if event.kind == "story" and para:
            dated.append((event.day, 0, para))
    cards = book.story_cards
    for index, card in enumerate(cards):
        dated.append((content.timeline_days * (index + 1) // (len(cards) + 1), 1, card.paragraph))
    return [para for _, _, para in sorted(dated)]


def new_tour_game(content: ContentPack, seed: int, part: str, rounds: int = 3) -> Game:
    """A practice reading of one part of the storybook in one state, by a seasoned crew."""
    state = new_adventure_state(content, seed, "rr", "")
    state.story.queue = tour_queue(content, part, rounds)
    if part.startswith(("veteran:", "outcome:")):  # after a battle, a long campaign's crew
        make_veteran(content, state)
    book = content.storybook
    if book is not None:  # a seasoned crew: one Mnemos each, and a hold with some cargo
        cards = Rng(seed, {}).shuffle("practice.tour", list(book.mnemos))
        for argonaut, card in zip(state.argonauts, cards, strict=False):
            argonaut.mnemos.append(MnemosHeld(card))
        state.story.resources = {r: 2 for r in sorted(content.campaign.resources)}
    header = new_header(content, seed, start=canonical_bytes(state))
    return Game.begin(content, header, None, False)
