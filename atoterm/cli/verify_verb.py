"""``atoterm verify``: what a journal proves, with the seed code and the sea it sailed."""

from __future__ import annotations

import argparse
import sys

from atoterm.cli.errors import EXIT_DESYNC, EXIT_FAILED, EXIT_OK, CliError
from atoterm.cli.output import dumps, header_json
from atoterm.content import load_content
from atoterm.session import VerifyResult, verify_journal
from atoterm.session.sea import sea_of
from atoterm.session.seed_code import code_or_blank


def verify(args: argparse.Namespace) -> int:
    """Exit 0: the whole journal verifies; 1: the records before a torn tail verify (a crash
    cut the last record short); 2: the file is unreadable or damaged; 3: a desync."""
    content = load_content(args.content) if args.content else None
    result = verify_journal(args.path, content, events=False)  # (it tells no event)
    notes = []
    damage = result.damage
    if damage is not None:
        if not damage.torn:
            raise CliError(f"{args.path}: offset {damage.offset}: {damage.reason}")
        notes.append(
            f"note: torn tail at offset {damage.offset} ({damage.reason}); the records "
            "before it verify"
        )
    for warning in (result.content_warning, result.engine_warning):
        if warning:
            notes.append(f"note: {warning}")
    for note in notes:
        print(note, file=sys.stderr)
    seed = _journal_seed(result)
    code = code_or_blank(seed) if seed is not None else ""  # "" for a seed no code names
    if args.json:
        div = result.divergence
        print(
            dumps(
                {
                    "ok": result.ok,
                    "records": result.records,
                    "digest": f"{result.digest:016x}",
                    "seed": seed,
                    "seed_code": code or None,
                    "divergence": None
                    if div is None
                    else {
                        "record": div.record,
                        "offset": div.offset,
                        "what": div.what,
                        "diff": div.diff,
                    },
                    "notes": notes,
                    **_sea_json(result),
                }
            )
        )
    if result.divergence is not None:
        div = result.divergence
        if not args.json:
            print(f"desync at {div.describe()}", file=sys.stderr)
            for line in div.diff:
                print(f"  {line}", file=sys.stderr)
        return EXIT_DESYNC
    if not args.json:
        shared = f" seed={seed} code={code or '-'}" if seed is not None else ""
        print(
            f"ok records={result.records} digest={result.digest:016x}{shared}{_sea_words(result)}"
        )
    return EXIT_FAILED if damage is not None else EXIT_OK


def _journal_seed(result: VerifyResult) -> int | None:
    """The verified journal's seed (its header's), shown with its code to share it."""
    game = result.game
    return game.header.seed if game is not None else None


def _sea_words(result: VerifyResult) -> str:
    """`` sea=generated sea_seed=N length=L generator=V`` after a generated run's ``ok`` (its
    sea was generated again, by the generator version its header names, and matched its
    digest: the same seed gives another sea under another version), and `` daily=DATE`` for a
    daily voyage; nothing for the hand-made sea, whose line is as it always was."""
    header = result.game.header if result.game is not None else None
    sea = sea_of(header) if header is not None else None
    words = ""
    if header is not None and sea is not None and sea.generated:
        words = f" sea=generated sea_seed={sea.seed} length={sea.length}"
        words += f" generator={header.sea.get('generator', 1)}"
    if header is not None and header.daily:
        words += f" daily={header.daily}"
    return words


def _sea_json(result: VerifyResult) -> dict[str, object]:
    """A generated run's sea in `verify --json`, named as `run --json` names it (nothing for
    the hand-made sea); a daily voyage's date."""
    if result.game is None:
        return {}
    return header_json(result.game.header)
