"""``atoterm balance``: play many seeded battles and campaigns headless on every core and
write the balance report (``docs/balance.md`` by default; ``--out -`` prints it)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from atoterm import __version__
from atoterm.cli.balance_args import BalanceError
from atoterm.content import load_content
from atoterm.engine.campaign.difficulty import DIFFICULTIES
from atoterm.session.balance.battles import battle_cases
from atoterm.session.balance.report import Settings, render
from atoterm.session.balance.run import (
    battle_chunks,
    battle_figures,
    campaign_chunks,
    campaign_runs,
    default_jobs,
    play_all,
)


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
