"""``atoterm voyages``: the record of every voyage ended (``voyages.log``), best first, as
the title screen's Voyages list shows it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from atoterm.cli.errors import EXIT_OK
from atoterm.session.voyage_log import best_first, log_path, matching, read_voyages
from atoterm.views.voyages import voyage_row


def voyages(args: argparse.Namespace) -> int:
    """`atoterm voyages [--seed S] [--sea SEA]`: voyages.log, best first, as the title
    screen's Voyages list shows it (``session/voyage_log.py``)."""
    seed = args.seed  # a number or a code, read by the parser (cli/seed_args.py)
    folder = Path(args.saves) if args.saves else None
    found = read_voyages(folder)
    for note in found.notes():
        print(f"note: {note}", file=sys.stderr)
    shown = best_first(matching(found.voyages, seed, args.sea or ""))
    if not shown:
        what = " matching" if seed is not None or args.sea else ""
        print(f"no{what} voyages in {log_path(folder)}")
        return EXIT_OK
    for rank, voyage in enumerate(shown, start=1):
        print(voyage_row(rank, voyage))  # each part made printable
    return EXIT_OK
