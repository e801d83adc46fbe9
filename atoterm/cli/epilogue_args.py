"""The ``atoterm epilogue`` command line and the ``--from-epilogue`` option: options only (the
verb itself is ``epilogue_verb``, loaded when it runs). See docs/epilogue.md."""

from __future__ import annotations

import argparse

HELP = "write the epilogue of a won campaign: what the next Cycle carries over"
DESCRIPTION = (
    "Read a won campaign's journal and write its epilogue: the Choice Matrix (marked and "
    "crossed-out boxes), the Gear of the Armory with the Cycle each card counts as, and how the "
    "Inward Odyssey card ended (entries read, passed by and lost, Progress left on it). A pack "
    "of the next Cycle (pack.toml: [cycle] number and follows) starts from it with "
    "`atoterm play --from-epilogue FILE` (or run/bot). See docs/epilogue.md."
)


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = sub.add_parser("epilogue", help=HELP, description=DESCRIPTION)
    parser.add_argument("path", help="the journal of a won campaign")
    parser.add_argument(
        "--out",
        default=None,
        metavar="FILE",
        help="write the epilogue to FILE (a new file; never replaced); default: print it",
    )
    parser.add_argument("--content", default=None, help="content folder of the journal's Cycle")


def from_epilogue_option(parser: argparse.ArgumentParser) -> None:
    """``--from-epilogue FILE`` for the verbs that start a campaign."""
    parser.add_argument(
        "--from-epilogue",
        default=None,
        metavar="FILE",
        help="start a later Cycle's campaign from the epilogue of the Cycle before "
        "(written by `atoterm epilogue`; the pack must follow that Cycle)",
    )
