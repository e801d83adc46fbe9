"""The order a decision's options are listed in, and the key that picks each one.

The engine lists options in its own order, and the journal records the id of the option
chosen: that order and those ids never change. The screens list them for reading instead:
the options that can be taken first (in the engine's order), then the ones that cannot, with
their reasons, so a long list of closed options never pushes the open ones out of sight.

The option that finishes what is asked (Done, End turn, Continue) comes last of the open
ones and always has the key :data:`FINISH_KEY`, on every screen; the others are numbered 1
to 9 in the order shown. The session is always sent the engine's index, never a position.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from atoterm.views.types import Decision
    from atoterm.views.types import Option as DecisionOption

FINISH_IDS = frozenset({"done", "end", "continue"})
"""The engine's ids of the options that finish a step, a window or a turn."""
FINISH_KEY = "0"
"""The one key for Done / End turn / Continue (a number key, next to the options' own)."""
NUMBER_KEYS = tuple(str(n) for n in range(1, 10))


@dataclass(frozen=True)
class ShownOption:
    """One option as listed: its index in ``pending.options`` and the key that picks it."""

    index: int
    key: str
    """``"1"``-``"9"``, :data:`FINISH_KEY`, or ``""`` past the ninth."""
    option: DecisionOption


def finish_index(pending: Decision) -> int | None:
    """Index of the option that finishes (Done, End turn, Continue), if the decision has one."""
    return next((i for i, o in enumerate(pending.options) if o.id in FINISH_IDS), None)


def shown_options(pending: Decision | None) -> list[ShownOption]:
    """The options in the order they are listed: open ones, the finishing one, closed ones."""
    if pending is None:
        return []
    options = pending.options
    finish = finish_index(pending)
    order = [i for i, o in enumerate(options) if not o.disabled and i != finish]
    if finish is not None and not options[finish].disabled:
        order.append(finish)
    order += [i for i, o in enumerate(options) if o.disabled and i != finish]
    if finish is not None and options[finish].disabled:
        order.append(finish)
    numbers = iter(NUMBER_KEYS)
    shown = []
    for index in order:
        key = FINISH_KEY if index == finish else next(numbers, "")
        shown.append(ShownOption(index, key, options[index]))
    return shown


def numbered_options(pending: Decision | None) -> list[tuple[str, ShownOption]]:
    """Each option as plain mode numbers it, in the order listed: the finishing one ``0`` (as
    its key everywhere), the others 1, 2, 3 ... with no end (a number is typed, not pressed)."""
    numbered = []
    count = 0
    for shown in shown_options(pending):
        if shown.key == FINISH_KEY:
            numbered.append((FINISH_KEY, shown))
        else:
            count += 1
            numbered.append((str(count), shown))
    return numbered


def index_for_key(pending: Decision | None, key: str) -> int | None:
    """Index in ``pending.options`` of the option ``key`` picks (None: no option has it)."""
    return next((s.index for s in shown_options(pending) if s.key == key and key), None)


def key_for_index(pending: Decision | None, index: int) -> str:
    """The key listed beside the option at ``index`` (``""``: none)."""
    return next((s.key for s in shown_options(pending) if s.index == index), "")
