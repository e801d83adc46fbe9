"""``--seed`` (a number or a seed code) and ``--daily`` (today's voyage) on the command line.

The one clock read of a daily voyage is here, in the command line: :func:`today_utc` is read
once when the command starts, the date becomes a seed (``session/daily.py``) and only the
seed goes on into the game and its journal.
"""

from __future__ import annotations

import argparse
import datetime

from atoterm.session.daily import daily_seed
from atoterm.session.seed_code import SeedCodeError, read_seed

SEED_HELP = "a number or a seed code such as 0CXF-HDPY"


def seed_type(text: str) -> int:
    """argparse's reader of ``--seed``: a whole number below 2**64 or a seed code."""
    try:
        return read_seed(text)
    except SeedCodeError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def daily_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--daily",
        action="store_true",
        help="today's voyage: the seed of today's UTC date, the same for every player "
        "(instead of --seed)",
    )


def today_utc() -> datetime.date:
    return datetime.datetime.now(datetime.UTC).date()


class SeedChoiceError(Exception):
    """``--daily`` with ``--seed``."""


def resolve_daily(args: argparse.Namespace, today: datetime.date | None = None) -> None:
    """With ``--daily``, ``args.seed`` becomes the daily voyage's seed of ``today`` (the
    UTC date now when not given) and ``args.daily_date`` that date."""
    if not getattr(args, "daily", False):
        return
    if getattr(args, "seed", None) is not None:
        raise SeedChoiceError("--daily chooses the seed: give --daily or --seed, not both")
    day = today or today_utc()
    args.seed = daily_seed(day)
    args.daily_date = day.isoformat()  # the setup form names the day (no second clock read)
