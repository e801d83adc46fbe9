"""``atoterm balance``: play many seeded battles and campaigns headless on every core and
write the balance report (``docs/balance.md`` by default; ``--out -`` prints it)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from atoterm import __version__
from atoterm.cli.balance_args import BATTLE_POLICIES, BalanceError, policy_counts
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


def balance(args: argparse.Namespace) -> int:
    if args.games < 0 or args.campaigns < 0:
        raise BalanceError("--games and --campaigns cannot be negative")
    if args.games == 0 and args.campaigns == 0 and not (args.games_for or args.campaigns_for):
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
    games_for = policy_counts(args.games_for, BATTLE_POLICIES, "--games-for")
    campaigns_for = policy_counts(
        args.campaigns_for, tuple(CAMPAIGN_POLICIES), "--campaigns-for", DIFFICULTIES
    )
    battle_counts = {p: games_for.get(p, args.games) for p in policies}
    campaign_counts = {p: campaigns_for.get(p, args.campaigns) for p in campaign_policies}
    # A policy@difficulty count overrides the policy's for that difficulty only (the expert's
    # campaigns are slow: a report can give the targets' difficulty more of them).
    by_difficulty = {
        (d, p): campaigns_for.get(f"{p}@{d}", n)
        for d in difficulties
        for p, n in campaign_counts.items()
    }
    jobs = args.jobs if args.jobs > 0 else default_jobs()
    started = time.perf_counter()
    # case by case, then policy (campaigns: difficulty, then policy): the report's order
    chunks = [
        chunk
        for case in cases
        for policy, games in battle_counts.items()
        if games
        for chunk in battle_chunks(args.content, (case,), (policy,), games, args.seed)
    ]
    chunks += [
        chunk
        for (difficulty, policy), games in by_difficulty.items()
        if games
        for chunk in campaign_chunks(args.content, (policy,), games, args.seed, (difficulty,))
    ]
    runs = play_all(chunks, jobs)
    settings = Settings(
        battles_per_case=args.games,
        campaigns=args.campaigns,
        seed=args.seed,
        policies=tuple(p for p, n in battle_counts.items() if n),
        campaign_policies=tuple(dict.fromkeys(p for (_, p), n in by_difficulty.items() if n)),
        difficulties=tuple(dict.fromkeys(d for (d, _), n in by_difficulty.items() if n)),
        version=__version__,
        content=f"{content.id} {content.hash}",
        battle_counts=battle_counts,
        campaign_counts=campaign_counts,
        difficulty_counts={
            f"{p}@{d}": n for (d, p), n in by_difficulty.items() if n != campaign_counts[p]
        },
    )
    text = render(content, settings, battle_figures(runs), campaign_runs(runs))
    if out is None:
        sys.stdout.write(text)
    else:
        out.write_text(text, encoding="utf-8")
        seconds = time.perf_counter() - started
        print(f"wrote {out}: {len(runs)} games in {seconds:.0f} s on {jobs} worker(s)")
    return 0
