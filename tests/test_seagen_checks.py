"""Generated seas pass every check `atoterm content check` makes (issue 17).

Each sea is written out as a content folder (a copy of the default Cycle's, with the sea's
map, Timeline, deck, Story cards and hub table) and read back by the normal loader: every
check of the pack applies (the map's reachability and sectors that trap, the story paths, the
deck and Acclimations, ...), and the pack read back must be the very sea ``generate_sea``
made. The default suite checks 8 seeds of each length; more with

    ATOTERM_SEA_SEEDS=200 pytest -q tests/test_seagen_checks.py -p no:randomly

(200 seeds of each length take some 2 minutes of CPU; `atoterm seeds --check 200 [--length
short]` does the same from the command line).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from atoterm.content import ContentPack
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.toml_out import sea_digest
from atoterm.session.sea_files import check_sea

COUNT = int(os.environ.get("ATOTERM_SEA_SEEDS", "8"))
CASES = [(length, seed) for length in ("full", "short") for seed in range(1, COUNT + 1)]


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_the_sea_passes_every_content_check(content: ContentPack, length: str, seed: int) -> None:
    assert check_sea(content, seed, length) == []


DIGEST_SCRIPT = """
import sys
from atoterm.content import load_content
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.toml_out import sea_digest
base = load_content()
for length in ("full", "short"):
    for seed in (0, 3, 2**64 - 1):
        print(length, seed, sea_digest(generate_sea(base, seed, length), seed, length))
"""


@pytest.mark.parametrize("hash_seed", ["1", "4242"])
def test_a_seed_makes_the_same_sea_in_any_process(
    content: ContentPack, subprocess_env: dict[str, str], hash_seed: str
) -> None:
    """Another interpreter, another string-hash seed: the same sea, byte for byte."""
    env = dict(subprocess_env, PYTHONHASHSEED=hash_seed)
    done = subprocess.run(
        [sys.executable, "-c", DIGEST_SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    here = [
        f"{length} {seed} {sea_digest(generate_sea(content, seed, length), seed, length)}"
        for length in ("full", "short")
        for seed in (0, 3, 2**64 - 1)
    ]
    assert done.stdout.splitlines() == here
