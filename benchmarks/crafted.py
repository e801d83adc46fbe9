"""Crafted large journals for the memory figures of ``bench.py --big`` (and the tests).

* ``undo_redo_journal``: a real campaign of 20 decisions, then undo/redo pairs up to the size:
  every record is valid, so `verify` and `load` read, fold and check all of them.
* ``draw_list_journal``: a format-1 journal whose decisions carry draw lists of 6 MB each
  (the journal of the issue that took 888 MB to verify): the first such record is refused.

Both are written frame by frame (never held whole in memory). Run as a script to write one:
``python benchmarks/crafted.py undo-redo|draw-lists SIZE_MB PATH``.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))  # run from a checkout without installing

from atoterm.content import ContentPack, load_content  # noqa: E402
from atoterm.engine.codec import canonical_bytes  # noqa: E402
from atoterm.session import Game  # noqa: E402
from atoterm.session.legacy import state_digest  # noqa: E402
from atoterm.store import MAGIC, Record  # noqa: E402
from atoterm.store.journal import encode_frame  # noqa: E402

CHUNK = 1 << 20


def undo_redo_journal(path: Path, size: int, content: ContentPack, seed: int = 7) -> int:
    """Write ``path`` (format 2) of about ``size`` bytes; return its record count."""
    game = Game.new(content, seed, save=path, durable=False)
    for _ in range(20):
        assert game.pending is not None
        game.choose(game.pending.legal_options()[0].id)
    game.close()
    line = game.history.line
    undo = encode_frame(Record("undo", 19, line[18].digest).to_body())
    redo = encode_frame(Record("redo", 20, line[19].digest).to_body())
    pair = undo + redo
    records = game.record_count
    with open(path, "ab") as handle:
        written = path.stat().st_size
        block = pair * (CHUNK // len(pair))
        while written + len(block) <= size:
            handle.write(block)
            written += len(block)
            records += 2 * (CHUNK // len(pair))
        while written + len(pair) <= size:
            handle.write(pair)
            written += len(pair)
            records += 2
    return records


def draw_list_journal(path: Path, size: int, content: ContentPack, seed: int = 7) -> int:
    """Write ``path`` (format 1) of about ``size`` bytes of decisions with 6 MB draw lists."""
    game = Game.new(content, seed)
    header = dataclasses.replace(game.header, format=1)
    start = canonical_bytes(game.state)
    draws = [["deck.exploration", counter, 36, 5] for counter in range(300_000)]
    with open(path, "wb") as handle:
        handle.write(MAGIC)
        handle.write(encode_frame(header.to_body()))
        keyframe = {
            "k": "keyframe",
            "n": 0,
            "digest": state_digest(header.format)(start),
            "state": start,
        }
        handle.write(encode_frame(keyframe))
        written, records, n = handle.tell(), 2, 0
        while written < size:
            n += 1
            body = {"k": "decision", "n": n, "digest": n, "choice": "fury", "draws": draws}
            body["reveals"] = []
            frame = encode_frame(body)
            handle.write(frame)
            written += len(frame)
            records += 1
    return records


def main(argv: list[str]) -> int:
    kind, megabytes, target = argv
    path = Path(target)
    if path.exists():
        sys.exit(f"{path} exists")
    craft = {"undo-redo": undo_redo_journal, "draw-lists": draw_list_journal}[kind]
    records = craft(path, int(megabytes) * 1024 * 1024, load_content())
    print(f"{path}: {path.stat().st_size} bytes, {records} records")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
