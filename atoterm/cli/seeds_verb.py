"""``atoterm seeds``: the catalogue of generated seas, a sea written out, the checks."""

from __future__ import annotations

import argparse
from pathlib import Path

from atoterm.cli.seeds_args import SeedsError
from atoterm.content import load_content
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.catalog import catalog_lines
from atoterm.session.sea_files import check_sea, export_sea

MAX_SEED = 2**64
EXIT_OK, EXIT_FAILED = 0, 1
"""``cli/main.py``'s codes (imported from there, this module would join its import cycle)."""


def _seeds(first: int, count: int) -> range:
    if count < 1:
        raise SeedsError("atoterm seeds: ask for at least one seed")
    if first < 0 or first + count > MAX_SEED:
        raise SeedsError("atoterm seeds: seeds are whole numbers from 0 to 2**64-1")
    return range(first, first + count)


def seeds(args: argparse.Namespace) -> int:
    base = load_content(args.content)
    if args.export:
        folder, seed_text = args.export
        if not seed_text.isdigit() or int(seed_text) >= MAX_SEED:
            raise SeedsError(f"atoterm seeds: a seed is a whole number, not {seed_text!r}")
        out = Path(folder)
        if out.exists():
            raise SeedsError(f"atoterm seeds: {out} already exists")
        export_sea(base, int(seed_text), args.length, out)
        print(
            f"Wrote the {args.length} sea of seed {seed_text} to {out}: atoterm content check {out}"
        )
        return EXIT_OK
    if args.catalog is not None:
        for n, seed in enumerate(_seeds(args.first, args.catalog)):
            if n:
                print()
            print(
                "\n".join(catalog_lines(generate_sea(base, seed, args.length), seed, args.length))
            )
        return EXIT_OK
    failed = 0
    for seed in _seeds(args.first, args.check):
        problems = check_sea(base, seed, args.length)
        failed += bool(problems)
        print(f"seed {seed}: " + ("ok" if not problems else "; ".join(problems)))
    print(f"{args.check - failed} of {args.check} {args.length} seas pass every check")
    return EXIT_FAILED if failed else EXIT_OK
