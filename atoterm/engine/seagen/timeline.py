"""The Timeline of a generated sea: event days and the Evolution Tracks [CAMP-022..CAMP-028,
VOY-039].

A ``full`` sea keeps the hand-made Timeline's 40 days and every event, each moved by at most
a day (drawn): day 1's story ("The Argo Wakes") and the last day's battle stay where they are,
no two events share a day, and the events of one kind keep their order (the labels, which the
storybook reads the Story events by, go with them).

A ``short`` sea has the profile's days (20; 22 since version 2). The four Story events are all
kept (each leads to its paragraph; the third introduces the Adversary, ``main.story`` 0065) at
the same point of the voyage (day d of 40 becomes day 1 + (d - 1) * 19 // 39 of 20); four
Timeline Battles come every quarter of the voyage, the last on the last day; three Structural and three Battle Breakthroughs (the first, middle and last of
the hand-made five) and both Acclimations are kept at their point of the voyage. Then each is
moved by at most a day, as on a full sea.

Evolution Tracks [CAMP-028] have one box per Timeline Battle. Limits, from the hand-made
tracks and ``docs/tuning.md``:

* every track starts at the hand-made first Level and climbs at most one Level a battle,
  never down;
* the first track's Primordial (the Warden, the finale's) reaches the Level the story's finale
  fights it at no later than the hand-made track does: a party that fights it has met the
  Warden of the Stair;
* each track ends within one Level of the hand-made one's end (a short sea's: of the box its
  last battle stands for), never below the finale's Level plus one on the first track;
* every other track is never above the first box for box and lower somewhere: the Mare stays
  the safer choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from atoterm.content.campaign_model import Evolution
from atoterm.content.schema import ContentPack, TimelineEvent
from atoterm.engine.seagen.draws import SeaDraws

SHORT_QUOTA = MappingProxyType(
    {"story": 0, "battle": 4, "acclimation": 0, "structural_tech": 3, "battle_tech": 3}
)
"""Events of each kind a short Timeline keeps (0: all of them)."""
PRIORITY = ("story", "battle", "acclimation", "battle_tech", "structural_tech")
TRIES = 60


@dataclass(frozen=True)
class Timeline:
    days: int
    events: tuple[TimelineEvent, ...]
    evolution: tuple[Evolution, ...]


def make_timeline(base: ContentPack, draws: SeaDraws, length: str, days: int) -> Timeline:
    events = sorted(base.timeline, key=lambda e: e.day)
    if length == "short":
        wanted = _short_days(events, base.timeline_days, days)
    else:
        wanted = [(e, e.day) for e in events]
    placed = _place(draws, wanted, days)
    battles = sum(e.kind == "battle" for e in placed)
    evolution = _tracks(base, draws, battles)
    return Timeline(days, tuple(sorted(placed, key=lambda e: (e.day, e.kind))), evolution)


def _short_days(
    events: list[TimelineEvent], full_days: int, days: int
) -> list[tuple[TimelineEvent, int]]:
    """Each kept event and the day it aims for on a short Timeline (module docstring)."""
    wanted: list[tuple[TimelineEvent, int]] = []
    for kind in PRIORITY:
        mine = [e for e in events if e.kind == kind]
        quota = SHORT_QUOTA.get(kind, 0) or len(mine)
        quota = min(quota, len(mine))
        if quota < len(mine):
            picks = [i * (len(mine) - 1) // (quota - 1) for i in range(quota)] if quota > 1 else [0]
            mine = [mine[i] for i in picks]
        for i, event in enumerate(mine):
            if kind == "battle":
                day = days * (i + 1) // len(mine)
            elif event.day == 1:
                day = 1
            else:  # day 1 is the opening story's alone
                day = max(2, 1 + (event.day - 1) * (days - 1) // (full_days - 1))
            wanted.append((event, day))
    return wanted


def _place(
    draws: SeaDraws, wanted: list[tuple[TimelineEvent, int]], days: int
) -> list[TimelineEvent]:
    """Move each event by at most a day (drawn), one event a day, day 1's story and the last
    day's battle fixed; events of a kind keep their order."""
    taken: dict[int, TimelineEvent] = {}
    last_battle = max((d for e, d in wanted if e.kind == "battle"), default=0)

    def fixed(event: TimelineEvent, day: int) -> bool:
        return event.day == 1 or (event.kind == "battle" and day == last_battle)

    for event, day in wanted:
        if fixed(event, day):
            taken[day] = event
    rank = {k: i for i, k in enumerate(PRIORITY)}
    # In day order, so an event finds its day or the next one free (the one before may have
    # taken its day); two events aiming at one day (a short Timeline) in the order of PRIORITY.
    rest = sorted(
        ((e, d) for e, d in wanted if not fixed(e, d)), key=lambda p: (p[1], rank.get(p[0].kind, 9))
    )
    for event, day in rest:
        near = [d for d in (day - 1, day, day + 1) if 2 <= d < days and d not in taken]
        if near:
            taken[draws.pick("timeline", near)] = event
            continue
        for gap in range(2, days):
            free = [d for d in (day - gap, day + gap) if 2 <= d < days and d not in taken]
            if free:
                taken[free[0]] = event
                break
    return _in_order(taken)


def _in_order(taken: dict[int, TimelineEvent]) -> list[TimelineEvent]:
    """The events with their days, each kind's labels in the hand-made order."""
    result: list[TimelineEvent] = []
    by_kind: dict[str, list[tuple[int, TimelineEvent]]] = {}
    for day in sorted(taken):
        by_kind.setdefault(taken[day].kind, []).append((day, taken[day]))
    for kind in sorted(by_kind):
        placed = by_kind[kind]
        days_sorted = [d for d, _ in placed]
        labels = sorted((e for _, e in placed), key=lambda e: e.day)
        for day, event in zip(days_sorted, labels, strict=True):
            result.append(TimelineEvent(day, event.kind, event.label))
    return result


def finale_level(base: ContentPack, primordial: str) -> int:
    """The highest Level the main story fights ``primordial`` at (its finale), 0 if none."""
    book = base.storybook
    if book is None:
        return 0
    best = 0
    for para in book.paragraphs.values():
        if para.section != "main":
            continue
        for step in para.steps:
            targets = [step.target, *(c.target for c in step.choices)]
            if step.test is not None:
                targets.extend(o.target for o in step.test.outcomes)
            for target in targets:
                if (
                    target is not None
                    and target.kind == "battle"
                    and target.primordial == primordial
                ):
                    best = max(best, target.level)
    return best


def _resized(boxes: tuple[int, ...], count: int) -> tuple[int, ...]:
    """The hand-made track's boxes a Timeline of ``count`` battles stands for."""
    if count <= 1 or len(boxes) <= 1:
        return boxes[:count]
    return tuple(boxes[i * (len(boxes) - 1) // (count - 1)] for i in range(count))


def _tracks(base: ContentPack, draws: SeaDraws, battles: int) -> tuple[Evolution, ...]:
    tracks = base.cycle.evolution
    if not tracks or battles == 0:
        return tracks
    first = tracks[0]
    level = finale_level(base, first.primordial)
    reach = next((i for i, b in enumerate(first.boxes) if b >= level), len(first.boxes))
    lead = _walk(draws, _resized(first.boxes, battles), level, reach, None)
    result = [Evolution(first.primordial, lead)]
    for track in tracks[1:]:
        result.append(
            Evolution(track.primordial, _walk(draws, _resized(track.boxes, battles), 0, 0, lead))
        )
    return tuple(result)


def _walk(
    draws: SeaDraws,
    ref: tuple[int, ...],
    level: int,
    reach: int,
    above: tuple[int, ...] | None,
) -> tuple[int, ...]:
    """A track of ``len(ref)`` boxes within the module docstring's limits, drawn; ``ref``
    itself (or the nearest safe track) if no draw fits."""
    for _ in range(TRIES):
        boxes = [ref[0]]
        for _ in ref[1:]:
            boxes.append(min(4, boxes[-1] + draws.below("evolution", 2)))
        if _fits(tuple(boxes), ref, level, reach, above):
            return tuple(boxes)
    if _fits(ref, ref, level, reach, above):
        return ref
    return tuple(max(1, b - 1) if above is not None else b for b in ref)


def _fits(
    boxes: tuple[int, ...],
    ref: tuple[int, ...],
    level: int,
    reach: int,
    above: tuple[int, ...] | None,
) -> bool:
    if abs(boxes[-1] - ref[-1]) > 1 or boxes[-1] > 4:
        return False
    if level:
        first = next((i for i, b in enumerate(boxes) if b >= level), len(boxes))
        if first > reach or boxes[-1] < level + 1:
            return False
    return above is None or (
        all(b <= a for b, a in zip(boxes, above, strict=True)) and sum(boxes) < sum(above)
    )
