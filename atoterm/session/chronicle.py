"""The chronicle of a campaign: a Markdown account written when the campaign ends.

Built from the state (``campaign.chronicle`` entries every module notes with
``Ctx.chronicle``, ``campaign.battles``, the fallen sheets, the Choice Matrix, the Technology
deck, the final Argo stats) and, where the game has them, the events of the line (the day
markers, battles, deaths and Doom/Story progressions, in the order they happened).

* :func:`chronicle_markdown` — the text;
* :func:`write_chronicle` — ``<journal>.chronicle.md`` next to the journal (``Game.choose``
  calls it when a campaign ends; ``atoterm export PATH --format chronicle`` prints the text).

The chronicle is a new file, created exclusively and atomically (``store/files.py``): it never
replaces or follows anything at its name. When ``<journal>.chronicle.md`` is taken (an earlier
ending, undone and played again, or anything else — a file, a folder, a symlink) it is
``<journal>.chronicle-2.md``, then ``-3`` and so on up to ``-99``; past that it is not
written (each ending has its own account; the journal keeps them all anyway).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.difficulty import difficulty_words
from atoterm.engine.decisions import Event
from atoterm.engine.names import primordial_name, resources_words
from atoterm.engine.state import GameState
from atoterm.session.seed_code import code_or_blank
from atoterm.store.files import create_first_free

if TYPE_CHECKING:  # only annotations: the game writes its chronicle (game.py imports this)
    from atoterm.session.game import Game

EVENT_KINDS: tuple[str, ...] = (
    "argonaut_died",
    "story_progress",
    "doom_progress",
    "story_card",
    "doom_card",
    "explored",
    "campaign_won",
    "campaign_lost",
)
"""Events worth a line of the day-by-day account (battles, lost Titans and deaths are in the
``campaign.chronicle`` entries already)."""
SUFFIX = ".chronicle.md"
MAX_NUMBER = 99
"""The last numbered name tried for a chronicle (``.chronicle-99.md``)."""


def chronicle_path(journal: Path | str) -> Path:
    """``saves/7.atoj`` -> ``saves/7.atoj.chronicle.md``."""
    path = Path(journal)
    return path.with_name(path.name + SUFFIX)


def chronicle_candidates(journal: Path | str) -> Iterator[Path]:
    """The names a chronicle may take, in order: ``.chronicle.md``, ``.chronicle-2.md``, ..."""
    first = chronicle_path(journal)
    yield first
    base = first.name.removesuffix(SUFFIX)
    for number in range(2, MAX_NUMBER + 1):
        yield first.with_name(f"{base}.chronicle-{number}.md")


def line_events(game: Game) -> list[Event]:
    """Every event of the current line that this process knows, oldest first."""
    events = list(game.history.start_events)
    for entry in game.history.line:
        events.extend(entry.events or [])
    return events


def _days(state: GameState, events: list[Event]) -> dict[int, list[str]]:
    days: dict[int, list[str]] = {}
    day = 0
    for event in events:
        if event.kind == "day":
            day = int(event.data.get("day", day + 1))
            days.setdefault(day, [])
        elif event.kind in EVENT_KINDS:
            days.setdefault(day, []).append(event.text)
    for entry in state.campaign.chronicle:
        text = entry.text
        if text not in days.get(entry.day, []):
            days.setdefault(entry.day, []).append(text)
    return days


def chronicle_markdown(state: GameState, game: Game | None = None) -> str:
    """The chronicle of the campaign in ``state`` (events from ``game`` when given)."""
    content = game.content if game is not None else None
    events = line_events(game) if game is not None else []
    out = [
        f"# Chronicle of the Argo (seed {state.seed})",
        "",
        f"Difficulty: {difficulty_words(state.rules.difficulty)}.",
        "",
    ]
    code = code_or_blank(state.seed)
    sea = game.sea if game is not None else None
    generated = sea is not None and sea.generated
    if sea is not None and generated:  # the hand-made sea's chronicle is as it was
        out += [f"Sea: {sea.words()}.", ""]
    daily = game.header.daily if game is not None else ""
    if daily:  # the journal's date, never the clock's
        out += [f"The daily voyage of {daily} (UTC): every player sails this seed that day.", ""]
    if code:
        # the flags that sail this very sea again (a bot's sea may have a seed of its own)
        same = sea is not None and generated and sea.seed == state.seed
        flags = f"--sea generated --length {sea.length} " if same and sea is not None else ""
        out += [f"Seed code: {code} (`atoterm play {flags}--seed {code}` sails the same sea).", ""]
    outcome = state.outcome
    if outcome is None:
        out.append(f"The campaign goes on: day {state.timeline.day} of {state.timeline.length}.")
    else:
        verdict = "Victory" if outcome.result == "won" else "Defeat"
        rule = f" [{outcome.rule}]" if outcome.rule else ""
        out.append(
            f"**{verdict}** on day {state.timeline.day} of {state.timeline.length}: "
            f"{outcome.reason}{rule}"
        )
    out += ["", "## Day by day", ""]
    days = _days(state, events)
    for day in sorted(days):
        lines = days[day]
        out.append(f"### {'Before the first day' if day == 0 else f'Day {day}'}")
        out += [f"- {text}" for text in lines] or ["- A quiet day at sea."]
        out.append("")
    out += _battles(state, content)
    out += _deaths(state)
    out += _choices(state)
    out += _technologies(state, content)
    out += _final(state, content)
    return "\n".join(out).rstrip() + "\n"


BATTLE_KINDS = {"timeline": "Timeline", "adversary": "Adversary", "story": "Story"}
RESULTS = {"won": "won", "lost": "lost", "retreat": "retreated"}


def _battles(state: GameState, content: ContentPack | None) -> list[str]:
    out = ["## Battles", ""]
    records = state.campaign.battles
    if not records:
        return [*out, "No battle was fought.", ""]
    out += [
        "| Day | Battle | Primordial | Level | Result | Titans lost |",
        "|---|---|---|---|---|---|",
    ]
    for r in records:
        name = primordial_name(content, r.primordial) if content is not None else r.primordial
        kind = BATTLE_KINDS.get(r.kind, r.kind)
        result = RESULTS.get(r.result, r.result)
        out.append(f"| {r.day} | {kind} | {name} | {r.level} | {result} | {r.titans_lost} |")
    won = sum(1 for r in records if r.result == "won")
    return [*out, "", f"{len(records)} battle(s), {won} won.", ""]


def _deaths(state: GameState) -> list[str]:
    out = ["## The fallen", ""]
    dead = [a.name for a in state.fallen_sheets if not a.alive]
    retired = [a.name for a in state.fallen_sheets if a.alive and a.retired]
    dead += [a.name for a in state.argonauts if not a.alive and a.name not in dead]
    if not dead and not retired:
        return [*out, "No Argonaut died.", ""]
    out += [f"- {name} died." for name in dead]
    out += [f"- {name} retired." for name in retired]
    return [*out, ""]


def _choices(state: GameState) -> list[str]:
    marked = sorted(state.choice_matrix)
    erased = sorted(state.story.erased)
    text = ", ".join(map(str, marked)) or "none"
    out = ["## Choice Matrix", "", f"Boxes marked: {text}."]
    if erased:
        out.append(f"Boxes crossed out: {', '.join(map(str, erased))}.")
    return [*out, ""]


def _technologies(state: GameState, content: ContentPack | None) -> list[str]:
    techs = content.cycle.technologies if content is not None else {}
    names = [techs[t].name if t in techs else t for t in state.story.technologies]
    return ["## Technologies", "", ", ".join(names) + "." if names else "None.", ""]


def _final(state: GameState, content: ContentPack | None) -> list[str]:
    argo = state.argo
    titans = argo.dreamwalkers + len(state.campaign.titans)
    resources = state.story.resources
    if content is not None:
        cargo = resources_words(content, resources) or "empty"
    else:
        cargo = ", ".join(f"{n} {r}" for r, n in sorted(resources.items()) if n) or "empty"
    tile = state.voyage.tile
    known = content is not None and tile in content.tiles
    tile_name = (
        f"{content.tiles[tile].name} ({tile})" if content is not None and known else str(tile)
    )
    return [
        "## Final state",
        "",
        f"- Crew {argo.crew}, Hull {argo.hull}, Argo Fate {argo.argo_fate}, "
        f"Argo Knowledge {argo.knowledge}",
        f"- Progress {state.progress} (Story card {state.story.story_card}), "
        f"Doom {state.doom} (Doom card {state.story.doom_card})",
        f"- Tile: {tile_name}; tiles explored: {len(state.voyage.explored)}",
        f"- Titans aboard: {titans}; Gear in the Armory: {len(state.story.armory)}",
        f"- Cargo Hold: {cargo}",
        "",
    ]


def write_chronicle(game: Game, path: Path | str | None = None) -> Path | None:
    """Write the chronicle as a new file: ``path`` when given (``FileExistsError`` if taken),
    else the first free name next to the game's journal; None without a journal.

    ``FileExistsError`` when every name is taken; other ``OSError`` when the disk refuses.
    """
    data = chronicle_markdown(game.state, game).encode("utf-8")
    if path is not None:
        return create_first_free([Path(path)], data)
    if game.path is None:
        return None
    return create_first_free(chronicle_candidates(game.path), data)
