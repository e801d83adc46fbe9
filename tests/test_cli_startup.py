"""What `atoterm verify` loads: only what the replay needs (its start-up is part of the
verify-to-decode-floor ratio of ``benchmarks/verify_bench.py``)."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from atoterm.cli.main import VERBS, build_parser
from atoterm.session.campaign_bot import CAMPAIGN_POLICIES
from atoterm.session.policy_names import BOT_POLICIES, CAMPAIGN_POLICY_NAMES

JOURNAL = Path(__file__).parent / "fixtures" / "journals_v5" / "battle_ammonax.atoj"
NOT_FOR_VERIFY = (
    "textual",
    "rich",
    "atoterm.ui",
    "atoterm.plain",
    "atoterm.views",
    "atoterm.session.bot_policy",
    "atoterm.session.campaign_bot",
    "atoterm.session.expert",
    "atoterm.session.balance",
    "multiprocessing",
    "atoterm.engine.seagen",  # a hand-made journal never generates a sea
    "atoterm.cli.epilogue_verb",  # only `epilogue` and --from-epilogue read epilogue files
    "atoterm.session.epilogue_file",
    "json",  # only for --json
    "difflib",  # only a content error's "did you mean"
)
"""Modules (and their submodules) a verify process never uses."""

SHOW_MODULES = (
    "import sys\n"
    "from atoterm.cli import main\n"
    "code = main(['verify', sys.argv[1]])\n"
    "print(' '.join(sorted(sys.modules)))\n"
    "raise SystemExit(code)\n"
)


def run_python(code: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """A fresh interpreter running ``code`` (a start-up is what these tests look at)."""
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_policy_names_are_those_of_the_policies() -> None:
    assert tuple(CAMPAIGN_POLICIES) == CAMPAIGN_POLICY_NAMES
    from atoterm.session.bot_policy import BOT_POLICIES as known

    assert known == BOT_POLICIES


def test_verify_loads_no_front_end_and_no_bot(subprocess_env: dict[str, str]) -> None:
    done = run_python(SHOW_MODULES, subprocess_env, str(JOURNAL))
    assert done.returncode == 0, done.stderr
    loaded = done.stdout.splitlines()[-1].split()
    assert "atoterm.session.replay" in loaded  # the list is the verify process's
    unwanted = [m for m in loaded if any(m == n or m.startswith(f"{n}.") for n in NOT_FOR_VERIFY)]
    assert unwanted == []


def test_the_imports_are_frozen_and_the_collector_runs_after(
    subprocess_env: dict[str, str],
) -> None:
    """The start-up's objects are out of the collector's sight (``cli/startup.py``), and the
    collector is on again for what the verb makes."""
    code = (
        "import gc\n"
        "before = gc.get_freeze_count()\n"
        "import atoterm.cli\n"
        "print(before, gc.get_freeze_count(), gc.isenabled())\n"
    )
    done = run_python(code, subprocess_env)
    assert done.returncode == 0, done.stderr
    before, after, enabled = done.stdout.split()
    assert int(before) == 0 and int(after) > 20_000 and enabled == "True"


def test_a_verbs_own_parser_parses_as_the_whole_one() -> None:
    """A command line naming a verb first builds only that verb's sub-parser (start-up time):
    it parses to the same options as with the whole parser, which lists every verb."""
    whole = build_parser()
    verbs = next(a for a in whole._actions if isinstance(a, argparse._SubParsersAction))
    assert list(verbs.choices) == list(VERBS)
    for argv in (
        ["verify", "x.atoj", "--json"],
        ["state", "x.atoj", "--at", "3", "--json"],
        ["export", "x.atoj", "--format", "jsonl"],
        ["bot", "--battle", "threnos", "--level", "1", "--seed", "22"],
        ["run", "--seed", "3", "--script", "s.txt", "--sea", "generated", "--length", "short"],
        ["content", "check"],
        ["epilogue", "x.atoj", "--out", "e.json"],
        ["mnestis", "fight", "ammonax", "5"],
        ["battle", "--adventure-terrain", "kelp-bed:outer"],
    ):
        assert vars(build_parser(argv[0]).parse_args(argv)) == vars(whole.parse_args(argv))
