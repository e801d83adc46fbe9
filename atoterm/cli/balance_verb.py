"""``atoterm balance``: play many seeded battles and campaigns headless on every core and
write the balance report (``docs/balance.md`` by default; ``--out -`` prints it)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from atoterm import __version__
from atoterm.content import load_content
from atoterm.engine.campaign.difficulty import DIFFICULTIES
from atoterm.session.balance.battles import battle_cases
from atoterm.session.balance.campaigns import CAMPAIGN_POLICIES
from atoterm.session.balance.report import Settings, render
from atoterm.session.balance.run import (
    battle_chunks,
    battle_figures,
    campaign_chunks,
    campaign_runs,
    default_jobs,
    play_all,
)
from atoterm.session.bot_policy import BOT_POLICIES


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
        "--policy",
        action="append",
        choices=BATTLE_POLICIES,
        default=None,
        help="battle policy (repeat for several; default: progress and random; expert is slow)",
    )
    parser.add_argument(
        "--campaign-policy",
        action="append",
        choices=tuple(CAMPAIGN_POLICIES),
        default=None,
        help="campaign policy (repeat for several; default: random): random = uniform legal "
        "choices outside battles and the progress player in them; progress = a strong "
        "player's sense on the voyage (routes toward Progress, Titans and the Story tile, Hull "
        "repairs, research, trades, Exploration choices, the weaker Primordial) and the "
        "progress player in battles; expert = the same sense with look-aheads and a timely "
        "retreat in battles (slow: ~10 s CPU per battle)",
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
    parser.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (default: all cores)")
    parser.add_argument("--out", default="docs/balance.md", help="the report file, or - to print")


def balance(args: argparse.Namespace) -> int:
    if args.games < 0 or args.campaigns < 0:
        raise BalanceError("--games and --campaigns cannot be negative")
    if args.games == 0 and args.campaigns == 0:
        raise BalanceError("nothing to play: --games and --campaigns are both 0")
    out = None if args.out == "-" else Path(args.out)
    if out is not None and not out.parent.is_dir():
        raise BalanceError(f"{out.parent}: no such folder for the report")
    content = load_content(args.content)
    if content.battle is None:
        raise BalanceError(f"the content pack {content.id!r} has no battle content")
    cases = battle_cases(content)
    if args.primordial:
        unknown = sorted(set(args.primordial) - set(content.battle.primordials))
        if unknown:
            raise BalanceError(
                f"no Primordial {', '.join(unknown)} (known: {', '.join(content.battle.primordials)})"
            )
        cases = [c for c in cases if c.primordial in args.primordial]
    policies = tuple(dict.fromkeys(args.policy or ("progress", "random")))
    campaign_policies = tuple(dict.fromkeys(args.campaign_policy or ("random",)))
    difficulties = tuple(dict.fromkeys(args.difficulty or DIFFICULTIES))
    jobs = args.jobs if args.jobs > 0 else default_jobs()
    started = time.perf_counter()
    chunks = (
        battle_chunks(args.content, cases, policies, args.games, args.seed) if args.games else []
    )
    if args.campaigns:
        chunks += campaign_chunks(
            args.content, campaign_policies, args.campaigns, args.seed, difficulties
        )
    runs = play_all(chunks, jobs)
    settings = Settings(
        battles_per_case=args.games,
        campaigns=args.campaigns,
        seed=args.seed,
        policies=policies if args.games else (),
        campaign_policies=campaign_policies if args.campaigns else (),
        difficulties=difficulties if args.campaigns else (),
        version=__version__,
        content=f"{content.id} {content.hash}",
    )
    text = render(content, settings, battle_figures(runs), campaign_runs(runs))
    if out is None:
        sys.stdout.write(text)
    else:
        out.write_text(text, encoding="utf-8")
        seconds = time.perf_counter() - started
        print(f"wrote {out}: {len(runs)} games in {seconds:.0f} s on {jobs} worker(s)")
    return 0
