"""`atoterm epilogue JOURNAL [--out FILE]` and the reading of `--from-epilogue FILE`
(docs/epilogue.md); the options are in ``epilogue_args``.

A won campaign's journal gives the epilogue the next Cycle starts from: the Choice Matrix, the
Armory's Gear with the Cycle each card counts as, and the end of the Inward Odyssey card
[ADV-012, ADV-030, ADV-031, ADV-037]. ``play``, ``run`` and ``bot`` take ``--from-epilogue``
to begin a campaign of a pack that declares it follows that Cycle (``[cycle]`` of pack.toml).
Problems are :class:`EpilogueFileError` (a ``SessionError``): the verbs print them as one line.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from atoterm.content import load_content
from atoterm.engine.epilogue import Epilogue, cycle_name
from atoterm.session.epilogue_file import (
    EpilogueFileError,
    epilogue_of_journal,
    epilogue_text,
    read_epilogue,
    write_epilogue,
)


def epilogue_verb(args: argparse.Namespace) -> int:
    """Print the epilogue, or write it to ``--out`` (a new file); exit code 0."""
    pack = load_content(args.content) if args.content else None
    epilogue = epilogue_of_journal(args.path, pack)
    if args.out is None:
        sys.stdout.write(epilogue_text(epilogue))
        return 0
    try:
        written = write_epilogue(Path(args.out), epilogue)
    except FileExistsError:
        raise EpilogueFileError(
            f"{args.out} already exists: an epilogue is never replaced"
        ) from None
    print(
        f"epilogue of {cycle_name(epilogue.cycle)} written to {written}: "
        f"{len(epilogue.marked)} Choice Matrix boxes, {sum(g.copies for g in epilogue.gear)} "
        f"Gear cards, Inward Odyssey entries read {len(epilogue.inward.read)}, lost "
        f"{len(epilogue.inward.lost)}"
    )
    return 0


def epilogue_from(args: argparse.Namespace) -> Epilogue | None:
    """The epilogue ``--from-epilogue`` names, read and checked (None without the option)."""
    path = getattr(args, "from_epilogue", None)
    return read_epilogue(path) if path is not None else None
