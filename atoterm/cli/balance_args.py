"""The ``atoterm balance`` command line: its options and its error (the run itself is
``balance_verb``, loaded only when the verb runs: it brings in multiprocessing, some 12 ms of
CPU that every other verb, ``verify`` first, would pay at start-up)."""

from __future__ import annotations

import argparse

from atoterm.cli.seed_args import seed_type
from atoterm.engine.campaign.difficulty import DIFFICULTIES
from atoterm.session.policy_names import BOT_POLICIES, CAMPAIGN_POLICY_NAMES


class BalanceError(ValueError):
    """A request the balance run refuses (the command line prints it as one line)."""


BATTLE_POLICIES = tuple(p for p in BOT_POLICIES if p != "explore")
"""``explore`` plays a battle as ``progress`` does (it only differs in the storybook)."""


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = sub.add_parser("balance", help="play many battles and campaigns, write a report")
    parser.add_argument("--content", default=None, help="content folder (default: embedded Cycle)")
    parser.add_argument(
        "--games", type=int, default=20, help="practice battles per line and policy"
    )
    parser.add_argument("--campaigns", type=int, default=20, help="campaigns per policy")
    parser.add_argument(
        "--games-for",
        action="append",
        default=None,
        metavar="POLICY=N",
        help="practice battles per line for one policy, instead of --games (repeat for "
        "several; e.g. expert=40: the cheap policies can play more)",
    )
    parser.add_argument(
        "--campaigns-for",
        action="append",
        default=None,
        metavar="POLICY[@DIFFICULTY]=N",
        help="campaigns for one campaign policy, instead of --campaigns (repeat for several); "
        "POLICY@DIFFICULTY=N for one difficulty only, e.g. expert@heroic=12",
    )
    parser.add_argument(
        "--policy",
        action="append",
        choices=BATTLE_POLICIES,
        default=None,
        help="battle policy (repeat for several; default: progress and random; expert is slow)",
    )
    parser.add_argument(
        "--campaign-policy",
        action="append",
        choices=CAMPAIGN_POLICY_NAMES,
        default=None,
        help="campaign policy (repeat for several; default: random): random = uniform legal "
        "choices outside battles and the progress player in them; progress = a strong "
        "player's sense on the voyage (routes toward Progress, Titans and the Story tile, Hull "
        "repairs, research, trades, Exploration choices, the weaker Primordial) and the "
        "progress player in battles, retreating from a battle being lost; expert = the same "
        "sense with look-aheads and a timely retreat in battles (slow: ~10 s CPU per battle)",
    )
    parser.add_argument(
        "--difficulty",
        action="append",
        choices=DIFFICULTIES,
        default=None,
        help="campaign difficulty (repeat for several; default: all three)",
    )
    parser.add_argument(
        "--primordial", action="append", default=None, metavar="ID", help="only these Primordials"
    )
    parser.add_argument(
        "--seed", type=seed_type, default=1, help="base seed, a number or a code (default 1)"
    )
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (default: all cores)")
    parser.add_argument("--out", default="docs/balance.md", help="the report file, or - to print")


def policy_counts(
    given: list[str] | None,
    known: tuple[str, ...],
    option: str,
    difficulties: tuple[str, ...] = (),
) -> dict[str, int]:
    """``POLICY=N`` pairs of ``--games-for`` / ``--campaigns-for`` as a mapping; a clear error
    for a malformed pair, an unknown policy or a negative count. Where ``difficulties`` are
    given, ``POLICY@DIFFICULTY=N`` sets one difficulty's count (key ``"policy@difficulty"``)."""
    counts: dict[str, int] = {}
    for pair in given or ():
        name, sep, number = pair.partition("=")
        if not sep or not number.strip().isdigit():
            raise BalanceError(f"{option} {pair!r}: write POLICY=N, e.g. expert=40")
        policy, at, difficulty = name.partition("@")
        if policy not in known:
            raise BalanceError(f"{option}: no policy {policy!r} (policies: {', '.join(known)})")
        if at and difficulty not in difficulties:
            allowed = ", ".join(difficulties) if difficulties else "none for this option"
            raise BalanceError(f"{option}: no difficulty {difficulty!r} (difficulties: {allowed})")
        counts[name] = int(number)
    return counts
