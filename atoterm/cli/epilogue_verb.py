"""`atoterm epilogue JOURNAL [--out FILE]` and the `--from-epilogue FILE` option (docs/epilogue.md).

A won campaign's journal gives the epilogue the next Cycle starts from: the Choice Matrix, the
Armory's Gear with the Cycle each card counts as, and the end of the Inward Odyssey card
[ADV-012, ADV-030, ADV-031, ADV-037]. ``play``, ``run`` and ``bot`` take ``--from-epilogue``
to begin a campaign of a pack that declares it follows that Cycle (``[cycle]`` of pack.toml).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from atoterm.cli.main import EXIT_OK, CliError

if TYPE_CHECKING:
    from atoterm.engine.epilogue import Epilogue

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


def epilogue_verb(args: argparse.Namespace) -> int:
    from atoterm.content import load_content
    from atoterm.engine.epilogue import cycle_name
    from atoterm.session.epilogue_file import epilogue_of_journal, epilogue_text, write_epilogue

    pack = load_content(args.content) if args.content else None
    epilogue = epilogue_of_journal(args.path, pack)
    if args.out is None:
        sys.stdout.write(epilogue_text(epilogue))
        return EXIT_OK
    try:
        written = write_epilogue(Path(args.out), epilogue)
    except FileExistsError:
        raise CliError(f"{args.out} already exists: an epilogue is never replaced") from None
    print(
        f"epilogue of {cycle_name(epilogue.cycle)} written to {written}: {len(epilogue.marked)} "
        f"Choice Matrix boxes, {sum(g.copies for g in epilogue.gear)} Gear cards, Inward "
        f"Odyssey entries read {len(epilogue.inward.read)}, lost {len(epilogue.inward.lost)}"
    )
    return EXIT_OK


def epilogue_from(args: argparse.Namespace) -> Epilogue | None:
    """The epilogue ``--from-epilogue`` names, read and checked (None without the option)."""
    path = getattr(args, "from_epilogue", None)
    if path is None:
        return None
    from atoterm.session.epilogue_file import read_epilogue

    return read_epilogue(path)
