"""A seeded fuzz run over every input the program reads: journals, content packs, scenario
files, run scripts and plain-mode stdin lines.

Each case runs the real CLI (`atoterm.cli.main`) in a worker process whose memory is capped
(``tests/fuzz_worker.py``), with a time bound per case, and asserts: no traceback, an exit code
in {0, 1, 2, 3}, no timeout, no control character in what it printed, and the input file
unchanged. Mutations are in ``tests/fuzz_kit.py``; a failure names its family, seed and
case index, which reproduce it.

``ATOTERM_FUZZ_SCALE`` multiplies the number of cases (default 1: about 40 s of CI on two
workers); ``ATOTERM_FUZZ_SEED`` changes the seed (default 13).
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fuzz_kit import mutate_journal, mutate_toml, script_line

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.bot_policy import bot_choice
from atoterm.session.campaign_bot import campaign_choice
from atoterm.session.practice import new_practice_game

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SCALE = float(os.environ.get("ATOTERM_FUZZ_SCALE", "1"))
SEED = int(os.environ.get("ATOTERM_FUZZ_SEED", "13"))
EXIT_CODES = {0, 1, 2, 3}
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
"""What no output may carry: C0 but newline and tab, DEL, C1, and bidi overrides."""
JOURNAL_COMMANDS = [
    ["verify"],
    ["state", "--json"],
    ["export"],
    ["export", "--format", "jsonl"],
    ["load", "--plain"],
]


def count(base: int) -> int:
    return max(1, round(base * SCALE))


def run_worker(cases: list[dict[str, Any]], folder: Path) -> list[dict[str, Any]]:
    """Run ``cases`` in the capped worker; its results, one per case (and the peak RSS)."""
    spec, results = folder / "cases.json", folder / "results.jsonl"
    spec.write_text(json.dumps(cases))
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env["COLUMNS"], env["LINES"] = "100", "30"
    done = subprocess.run(
        [sys.executable, str(HERE / "fuzz_worker.py"), str(spec), str(results)],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=60 + sum(c.get("timeout", 10) for c in cases),
        check=False,
    )
    lines = (
        [json.loads(line) for line in results.read_text().splitlines()] if results.exists() else []
    )
    ran = [line for line in lines if "argv" in line]
    if len(ran) < len(cases):
        pytest.fail(
            f"the worker died (exit {done.returncode}) in case {len(ran)}: "
            f"{cases[len(ran)]['argv']}\n{done.stderr[-2000:]}"
        )
    return lines


def check(results: list[dict[str, Any]], family: str) -> None:
    problems = []
    for index, result in enumerate(r for r in results if "argv" in r):
        where = f"{family} seed {SEED} case {index}: {result['argv']}"
        if result["traceback"]:
            problems.append(f"{where}: traceback\n{result['traceback']}")
        elif result.get("timeout"):
            problems.append(f"{where}: no answer within its time bound")
        elif result["exit"] not in EXIT_CODES:
            problems.append(f"{where}: exit {result['exit']}")
        for stream in ("stdout", "stderr"):
            found = CONTROL.search(result[stream])
            if found:
                problems.append(f"{where}: {stream} carries {found.group()!r}")
        if result["changed"]:
            problems.append(f"{where}: changed {result['changed']}")
    assert not problems, "\n".join(problems[:10]) + f"\n({len(problems)} problems)"


# ---------------------------------------------------------------------------- inputs
@pytest.fixture(scope="module")
def journals(content: ContentPack, tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Small journals of each kind: a campaign with an undo, a battle, and format-1 files."""
    folder = tmp_path_factory.mktemp("fuzz-bases")
    campaign = Game.new(content, 5, save=folder / "campaign.atoj", durable=False)
    for number in range(60):
        if number == 30:
            campaign.undo(2)
        campaign.choose(campaign_choice(campaign))
    campaign.close()
    battle = new_practice_game(
        content, 4, primordial="kyanippe", level=2, save=folder / "battle.atoj", durable=False
    )
    for _ in range(80):
        battle.choose(bot_choice(battle, "progress"))
    battle.close()
    old = HERE / "fixtures" / "journals_v1"
    for name in ("scenario.atoj", "adventure.atoj", "undo_redo.atoj"):
        shutil.copy(old / name, folder / f"v1-{name}")
    return sorted(folder.glob("*.atoj"))


@pytest.mark.parametrize("part", range(2))
def test_fuzz_journals(journals: list[Path], tmp_path: Path, part: int) -> None:
    """Truncated, bit-flipped, grown, shuffled and hostile journals (bodies, headers, choices
    with control characters, keyframe states with their digest chain made consistent)."""
    rng = random.Random(SEED * 100 + part)
    cases = []
    for index in range(count(60)):
        base = rng.choice(journals)
        case_dir = tmp_path / f"c{index}"
        case_dir.mkdir()
        path = case_dir / base.name
        path.write_bytes(mutate_journal(base.read_bytes(), rng))
        for command in rng.sample(JOURNAL_COMMANDS, 2):
            argv = [*command, str(path)]
            cases.append({"argv": argv, "stdin": "q\n", "watch": [str(path)], "timeout": 20})
    check(run_worker(cases, tmp_path), f"journals[{part}]")


def test_fuzz_content_packs(tmp_path: Path) -> None:
    """`content check` on a pack with one damaged file (bytes, deep nests, unknown keys, wrong
    types, missing lines), and on one with a FIFO among its files."""
    rng = random.Random(SEED + 1)
    source = REPO / "content"
    files = sorted(p for p in source.rglob("*") if p.is_file())
    cases = []
    for index in range(count(8)):
        pack = tmp_path / f"pack{index}"
        shutil.copytree(source, pack)
        target = pack / rng.choice(files).relative_to(source)
        target.write_text(mutate_toml(target.read_text(encoding="utf-8"), rng), encoding="utf-8")
        cases.append({"argv": ["content", "check", str(pack)], "watch": [str(target)]})
    fifo_pack = tmp_path / "fifo"
    shutil.copytree(source, fifo_pack)
    os.mkfifo(fifo_pack / "battle" / "extra.toml")
    cases.append({"argv": ["content", "check", str(fifo_pack)], "timeout": 15})
    check(run_worker(cases, tmp_path), "content")


def test_fuzz_scenarios(tmp_path: Path) -> None:
    """Scenario files with damaged bytes, hostile values and deep nests."""
    rng = random.Random(SEED + 2)
    sources = sorted((HERE / "scenarios").glob("*.toml"))
    cases = []
    for index in range(count(20)):
        path = tmp_path / f"s{index}.toml"
        path.write_text(mutate_toml(rng.choice(sources).read_text(encoding="utf-8"), rng))
        cases.append({"argv": ["scenario", str(path)], "watch": [str(path)]})
    check(run_worker(cases, tmp_path), "scenarios")


def test_fuzz_scripts_and_stdin(journals: list[Path], tmp_path: Path) -> None:
    """`run` scripts and plain-mode stdin made of hostile lines (odd digits, huge lines,
    control characters, broken quotes)."""
    rng = random.Random(SEED + 3)
    cases = []
    for index in range(count(20)):
        script = tmp_path / f"script{index}.txt"
        script.write_text("\n".join(script_line(rng) for _ in range(rng.randrange(1, 6))) + "\n")
        cases.append(
            {"argv": ["run", "--seed", "3", "--script", str(script)], "watch": [str(script)]}
        )
    for index in range(count(8)):
        copy = tmp_path / f"plain{index}.atoj"
        shutil.copy(rng.choice(journals), copy)
        lines = "\n".join(script_line(rng) for _ in range(rng.randrange(1, 8)))
        cases.append({"argv": ["load", "--plain", str(copy)], "stdin": lines + "\nq\n"})
    check(run_worker(cases, tmp_path), "scripts")
