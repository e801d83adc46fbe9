"""The vocabulary between the engine and every front end: decisions, options, events.

The engine stops at a :class:`Decision` whenever it needs a human; a front end shows its options
and sends back one option id. An option also carries its ``value``: the plain data the
procedure that asked acts on (a cell, a Titan, a card id), set when it asked, so no procedure
reads data back out of an id. Anything the engine did on its own is an :class:`Event`, carrying
the rule id it applied and, where it chose something, why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, SupportsIndex

import msgspec

from atoterm.engine.plain import Plain


def shorten(text: str, limit: int = 60) -> str:
    """Untrusted text (a journal's or a script's) is echoed only this long."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class IllegalAction(Exception):
    """A choice the rules do not allow. The message is shown to the player verbatim."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Option(Plain):
    """One answer to a decision."""

    id: str
    """Stable id, used by scripts, journals and bindings."""
    label: str
    """Short text for a menu."""
    explain: str = ""
    """What the engine computed about this option, in words."""
    disabled: str = ""
    """When not empty, the option is shown but cannot be chosen, for this reason."""
    value: Any = None
    """What the option means to the procedure that asked (the Titan's key, a cell as
    ``[row, col]``, an index into a list it showed): plain data only (int, str, bool, None,
    or lists and text-keyed maps of those; lists, never tuples, so that a state decoded from a
    journal equals the live one). The procedure reads this, never the id."""


def any_enabled(options: Sequence[Option], start: int = 0) -> bool:
    """Whether an option of ``options[start:]`` can be chosen (is not disabled). A loop, not
    ``any()`` over a generator expression: one left unfinished is closed with an exception
    when it is freed, several times the loop's cost, and the battle asks this at every window
    and re-roll."""
    for index in range(start, len(options)):  # noqa: SIM110
        if not options[index].disabled:
            return True
    return False


class Decision(Plain):
    """What the engine waits for: ``kind`` of decision, who makes it, and the legal options."""

    kind: str
    actor: str
    prompt: str
    options: list[Option]
    context: dict[str, Any] = msgspec.field(default_factory=dict)

    def option(self, option_id: str) -> Option:
        options = self.options
        if type(options) is MenuOptions:  # (its later part made only when the id is not found)
            found = options.find(option_id)
            if found is not None:
                return found
        else:
            for opt in options:
                if opt.id == option_id:
                    return opt
        known = ", ".join(o.id for o in self.options)
        raise IllegalAction(f"{shorten(option_id)!r} is not an option here (options: {known})")

    def legal_options(self) -> list[Option]:
        return [o for o in self.options if not o.disabled]


class MenuOptions(list[Option]):
    """A simulation's menu whose later options are made only when something reads them.

    A bot that finds its answer among the first options (``bot_policy``: the Titan's turn
    menu, where the progress player attacks, Rushes or moves when it can) never pays for the
    rest; anything that reads the menu as a whole (iterating, ``len``, indexing, comparing,
    ``Decision.option`` for an id not among the first) makes the rest first, so it reads the
    same list, in the same order, as a menu made whole at once. Only a simulation makes one
    (``b.explaining`` off): the later part is made while the decision is pending, from the
    state as it was asked, and a simulation's pending decision is never encoded with its
    later part unmade (``driver._play`` makes it whole before leaving one pending).

    ``last``: the menu's last option when it is known before the later part is made (End turn,
    Stay): the whole menu is the first options, the later ones, then ``last``. It is found by
    its id (``find``, :meth:`known_last`) without making the later part, so a bot whose answer
    it is never pays for the rest either.

    ``more``: options that follow ``first`` at once, made only when asked (:meth:`more`) or
    with the rest: a first part made in two steps (the turn menu's Attacks, then its Fists,
    Rushes and Unexhaust, which a progress player that can attack never reads).

    What a lazy part reads must be the state as asked and nothing else: no die, no deck order,
    no ``b.rng`` (a determinized simulation, ``driver.determinize``, reseeds the hidden future
    after the decision is asked and before its answer reads the parts), and a decision whose
    context lists what its options hold (a move's ``cells``) is filled when the options are
    made, so only a reader of the whole menu reads it.
    """

    __slots__ = ("_last", "_later", "_more")

    def __init__(
        self,
        first: Iterable[Option],
        later: Callable[[], list[Option]],
        last: Option | None = None,
        more: Callable[[], list[Option]] | None = None,
    ) -> None:
        super().__init__(first)
        self._later: Callable[[], list[Option]] | None = later
        self._last = last
        self._more = more

    def first(self) -> list[Option]:
        """The options made so far (the first part, unless the rest was made since)."""
        return list.copy(self)

    def more(self) -> list[Option]:
        """The first part whole (its ``more`` options made, once): :meth:`first` after them."""
        more = self._more
        if more is not None:
            self._more = None
            list.extend(self, more())
        return list.copy(self)

    def complete(self) -> bool:
        """Whether the later part is made."""
        return self._later is None

    def known_last(self) -> Option | None:
        """The menu's last option, when it was known from the start (``last``)."""
        return self._last

    def whole(self) -> MenuOptions:
        """Make the later part (once); the menu is then an ordinary list of its options."""
        later = self._later
        if later is not None:
            more = self._more
            if more is not None:  # (the first part's own rest comes first)
                self._more = None
                list.extend(self, more())
            self._later = None
            list.extend(self, later())
            if self._last is not None:
                list.append(self, self._last)
        return self

    def find(self, option_id: str) -> Option | None:
        """The option of ``option_id``: looked for among the first options, then the known
        last one, then the rest."""
        for opt in list.__iter__(self):
            if opt.id == option_id:
                return opt
        if self._later is None:
            return None
        last = self._last
        if last is not None and last.id == option_id:  # (ids are unique in a menu)
            return last
        made = list.__len__(self)
        self.whole()
        for opt in list.__getitem__(self, slice(made, None)):
            if opt.id == option_id:
                return opt
        return None

    # Everything that reads the menu as a whole makes it whole first.
    def __iter__(self) -> Iterator[Option]:
        return list.__iter__(self.whole())

    def __reversed__(self) -> Iterator[Option]:
        return list.__reversed__(self.whole())

    def __len__(self) -> int:
        return list.__len__(self.whole())

    def __getitem__(self, index: Any) -> Any:
        return list.__getitem__(self.whole(), index)

    def __contains__(self, item: object) -> bool:
        return list.__contains__(self.whole(), item)

    def __eq__(self, other: object) -> bool:
        return list.__eq__(self.whole(), _whole(other))

    def __ne__(self, other: object) -> bool:
        return list.__ne__(self.whole(), _whole(other))

    __hash__ = None  # type: ignore[assignment]

    def __add__(self, other: Any) -> list[Option]:
        return list(self.whole()) + other

    def __repr__(self) -> str:
        return list.__repr__(self.whole())

    def __reduce_ex__(self, protocol: SupportsIndex) -> Any:
        return (list, (list(self.whole()),))

    def copy(self) -> list[Option]:
        return list.copy(self.whole())

    def index(self, *args: Any) -> int:
        return list.index(self.whole(), *args)

    def count(self, value: Any) -> int:
        return list.count(self.whole(), value)

    def append(self, item: Option) -> None:
        list.append(self.whole(), item)

    def extend(self, items: Iterable[Option]) -> None:
        list.extend(self.whole(), items)

    def insert(self, index: SupportsIndex, item: Option) -> None:
        list.insert(self.whole(), index, item)


def _whole(value: object) -> object:
    return value.whole() if type(value) is MenuOptions else value


@dataclass
class Event:
    """Something that happened, in words, with the rule that made it happen."""

    kind: str
    text: str
    rule: str = ""
    data: dict[str, Any] = field(default_factory=dict)
