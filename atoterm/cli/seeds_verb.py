"""``atoterm seeds``: the catalogue of generated seas, a sea written out, the checks."""

from __future__ import annotations

import argparse
from pathlib import Path

from atoterm.cli.errors import EXIT_FAILED, EXIT_OK, CliError
from atoterm.content import load_content
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.catalog import catalog_lines
from atoterm.session.sea_files import check_sea, export_sea
from atoterm.session.seed_code import SEED_LIMIT, SeedCodeError, encode, read_seed


def _seeds(first: int, count: int) -> range:
    if count < 1:
        raise CliError("atoterm seeds: ask for at least one seed")
    if first < 0 or first + count > SEED_LIMIT:
        raise CliError("atoterm seeds: seeds are whole numbers from 0 to 2**64-1")
    return range(first, first + count)


def seeds(args: argparse.Namespace) -> int:
    base = load_content(args.content)
    if args.export:
        folder, seed_text = args.export
        try:
            seed = read_seed(seed_text)  # a number or a shared seed code
        except SeedCodeError as exc:
            raise CliError(f"atoterm seeds: {exc}") from None
        out = Path(folder)
        try:
            export_sea(base, seed, args.length, out, version=args.generator)
        except FileExistsError:
            raise CliError(f"atoterm seeds: {out} already exists") from None
        print(
            f"Wrote the {args.length} sea of seed {seed_text} to {out}: atoterm content check {out}"
        )
        return EXIT_OK
    if args.catalog is not None:
        for n, seed in enumerate(_seeds(args.first, args.catalog)):
            if n:
                print()
            print(
                "\n".join(
                    catalog_lines(
                        generate_sea(base, seed, args.length, args.generator),
                        seed,
                        args.length,
                        encode(seed),
                    )
                )
            )
        return EXIT_OK
    failed = 0
    for seed in _seeds(args.first, args.check):
        problems = check_sea(base, seed, args.length, args.generator)
        failed += bool(problems)
        print(f"seed {seed}: " + ("ok" if not problems else "; ".join(problems)))
    print(f"{args.check - failed} of {args.check} {args.length} seas pass every check")
    return EXIT_FAILED if failed else EXIT_OK
