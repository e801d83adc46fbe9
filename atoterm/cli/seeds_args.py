"""The ``atoterm seeds`` command line: generated seas by seed (issue 17). The verb itself is
``seeds_verb``, loaded only when it runs."""

from __future__ import annotations

import argparse

from atoterm.cli.seed_args import SEED_HELP, seed_type
from atoterm.session.sea import GENERATOR_VERSION, GENERATOR_VERSIONS, LENGTHS


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = sub.add_parser(
        "seeds", help="generated seas: a catalogue by seed, a sea written out, checks"
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument(
        "--catalog",
        type=int,
        metavar="N",
        help="print what N seeds generate (start, cities, the Stair, Progress, hubs, Timeline)",
    )
    what.add_argument(
        "--export",
        nargs=2,
        metavar=("DIR", "SEED"),
        help="write the sea of SEED as a content folder DIR (open it with --content DIR)",
    )
    what.add_argument(
        "--check",
        type=int,
        metavar="N",
        help="run every content check on the seas of N seeds (exit 1 if one fails)",
    )
    parser.add_argument(
        "--from",
        dest="first",
        type=seed_type,
        default=1,
        metavar="S",
        help=f"first seed: {SEED_HELP}",
    )
    parser.add_argument(
        "--length", choices=LENGTHS, default="full", help="full (40 days) or short (about 20)"
    )
    parser.add_argument(
        "--generator",
        type=int,
        choices=GENERATOR_VERSIONS,
        default=GENERATOR_VERSION,
        metavar="V",
        help=f"the generator version whose seas to show (default {GENERATOR_VERSION}, the one "
        "new campaigns sail; a journal names the version its sea was made by)",
    )
    parser.add_argument("--content", default=None, help="base content folder (default: embedded)")
