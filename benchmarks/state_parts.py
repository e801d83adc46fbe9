"""Which parts of the state each decision changes, and their share of the encoding (prints figures).

    python benchmarks/state_parts.py JOURNAL [JOURNAL ...]
    python benchmarks/state_parts.py --seed 3          # builds verify_bench.py's two journals

`atoterm verify` encodes the whole state after every decision to check its digest
(``codec.canonical_bytes``), and that encoding is the largest single cost of a verify
(docs/architecture.md, "Speed, stop 34"). A digest made only of what changed would save the
encoding of the parts that did not: this script measures how much that is. It replays each
journal as `atoterm verify` does and, after every decision, encodes each part of the state
(the state's fields, and one level below for its records: ``battle.titans``,
``campaign.chronicle``, ...) on its own, timing each encoding and comparing its bytes with the
same part's after the decision before. It prints the share of the parts' encoding time spent
on parts that changed, and for the costliest parts their share of that time and how often
they changed. Times are wall time of this process less the cost of an encoding call itself
(relative shares are what count).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import msgspec

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "benchmarks"))

from verify_bench import build_journals  # noqa: E402
from verify_instructions import environment  # noqa: E402

from atoterm.engine import codec  # noqa: E402
from atoterm.session import game as game_module  # noqa: E402
from atoterm.session.replay import verify_journal  # noqa: E402


class PartWatch:
    """After each decision: every part's encoding time, and whether its bytes changed."""

    def __init__(self) -> None:
        self.overhead = _call_overhead()
        self.decisions = 0
        self.seconds: Counter[str] = Counter()
        self.changes: Counter[str] = Counter()
        self.changed_seconds = 0.0
        self.before: dict[str, bytes] = {}

    def look(self, state: Any) -> None:
        form = codec.canonical_form(state)
        now: dict[str, bytes] = {}
        self._parts(form, "", 1, now)
        self.decisions += 1
        for name in sorted(now.keys() | self.before.keys()):
            if now.get(name) != self.before.get(name):
                self.changes[name] += 1
        self.before = now

    def _parts(self, form: msgspec.Struct, prefix: str, depth: int, out: dict[str, bytes]) -> None:
        for name in form.__struct_fields__:
            value = getattr(form, name)
            if type(value) is object:  # a default the mirror leaves out (codec_mirror.OMITTED)
                continue
            if depth and isinstance(value, msgspec.Struct):
                self._parts(value, f"{prefix}{name}.", depth - 1, out)
                continue
            start = time.perf_counter()
            data = codec.canonical_bytes(value)
            spent = max(0.0, time.perf_counter() - start - self.overhead)
            key = prefix + name
            out[key] = data
            self.seconds[key] += spent
            if self.before.get(key) != data:
                self.changed_seconds += spent


def _call_overhead() -> float:
    """The least time one encoding call takes (of a lone number): left out of each part's
    time, or the many small parts would count for their calls rather than their contents."""
    best = 1.0
    for _ in range(2000):
        start = time.perf_counter()
        codec.canonical_bytes(0)
        best = min(best, time.perf_counter() - start)
    return best


def watch(path: Path) -> PartWatch:
    """Verify ``path`` with every decision's state looked at (``Game.choose`` wrapped)."""
    seen = PartWatch()
    choose = game_module.Game.choose

    def choose_and_look(game: game_module.Game, choice: str | int) -> list[Any]:
        events = choose(game, choice)
        seen.look(game.state)
        return events

    game_module.Game.choose = choose_and_look  # type: ignore[method-assign]
    try:
        result = verify_journal(path, events=False)
    finally:
        game_module.Game.choose = choose  # type: ignore[method-assign]
    if not result.ok:
        raise SystemExit(f"{path}: does not verify ({result.divergence})")
    return seen


def report(label: str, seen: PartWatch, rows: int) -> None:
    total = sum(seen.seconds.values())
    print(f"{label}: {seen.decisions:,} decisions")
    print(
        f"  share of the parts' encoding time in parts that changed: {100 * seen.changed_seconds / total:.0f} %"
    )
    for name, spent in seen.seconds.most_common(rows):
        often = 100 * seen.changes[name] / seen.decisions
        print(
            f"  {name:28} {100 * spent / total:5.1f} % of the time, changed at {often:5.1f} % of decisions"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("journals", nargs="*", type=Path, help="journals to measure")
    parser.add_argument("--seed", type=int, default=3, help="the bot campaign's seed")
    parser.add_argument("--rows", type=int, default=12, help="parts listed per journal")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        journals = [(path.name, path) for path in args.journals]
        if not journals:
            journals = build_journals(Path(folder), args.seed, environment(Path(folder)))
        for label, path in journals:
            report(label, watch(path), args.rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
