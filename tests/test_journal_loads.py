"""A journal that verifies loads, at its end and at sampled positions, to the live digest.

Battles of every Primordial and level (random and progress bots) and whole bot campaigns are
played with undos and redos mixed in, so decisions are applied both by continuing the battle
procedure that asked and by restarting it from a rebuilt state (the two paths must leave the
same bytes: the named cases below were saves that verified but would not load). Then the
journal is cut at sampled record boundaries and each prefix is loaded.

``ATOTERM_LOAD_SEEDS`` raises the number of seeds per case (default 1).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.rng import choose_index
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.bot_policy import bot_choice
from atoterm.session.campaign_bot import campaign_choice
from atoterm.session.practice import new_practice_game

SEEDS = int(os.environ.get("ATOTERM_LOAD_SEEDS", "1"))
RANDOM_CAP = 1500
"""Random battles wander; the cap keeps a case to a second or two (its journal ends mid-battle)."""
SAMPLES = 6
FIXTURES = Path(__file__).parent / "fixtures" / "journals_v1"


def _play(game: Game, limit: int, choose, seed: int) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """Play with the bot, an undo/redo now and then; (records, digest) after every action."""
    seen: list[tuple[int, int]] = []
    made = 0
    while game.pending is not None and made < limit:
        roll = choose_index(seed, "load-test", made, 16)
        if roll == 0 and game.history.position >= 3:
            game.undo(1 + made % 3)
            if made % 2:
                game.redo(1)
        else:
            game.choose(choose(game))
        made += 1
        seen.append((game.record_count, game.digest))
    return seen


def _check_loads(path: Path, content: ContentPack, seen: list[tuple[int, int]], live: int) -> None:
    replayed = verify_journal(path, content)
    assert replayed.ok, replayed.divergence and replayed.divergence.describe()
    game, report = load_game(path, content, writable=False)
    assert report.damage is None
    assert game.digest == live
    assert game.history.digest_of(canonical_bytes(game.state)) == live
    data = path.read_bytes()
    offsets = [r.offset for r in game.records] + [len(data)]
    step = max(1, len(seen) // SAMPLES)
    for records, digest in seen[::step]:
        prefix = path.with_name(f"prefix-{records}.atoj")
        prefix.write_bytes(data[: offsets[records - 1]])
        cut, _ = load_game(prefix, content, writable=False)
        assert cut.history.digest_of(canonical_bytes(cut.state)) == digest, f"at record {records}"
        prefix.unlink()


BATTLES = [(p, lv) for p in ("ammonax", "kyanippe") for lv in (1, 2, 3, 4)] + [("threnos", 1)]


@pytest.mark.parametrize("policy", ["progress", "random"])
@pytest.mark.parametrize(("primordial", "level"), BATTLES)
@pytest.mark.parametrize("seed", range(1, 1 + SEEDS))
def test_battle_journal_loads_everywhere(
    content: ContentPack, tmp_path: Path, primordial: str, level: int, policy: str, seed: int
) -> None:
    path = tmp_path / "battle.atoj"
    game = new_practice_game(
        content, seed, primordial=primordial, level=level, save=path, durable=False
    )
    limit = 20_000 if policy == "progress" else RANDOM_CAP
    seen = _play(game, limit, lambda g: bot_choice(g, policy), seed)
    live = game.digest
    game.close()
    _check_loads(path, content, seen, live)


@pytest.mark.parametrize(
    ("primordial", "seed", "policy"), [("threnos", 22, "random"), ("kyanippe", 2, "progress")]
)
def test_named_finished_battles_load(
    content: ContentPack, tmp_path: Path, primordial: str, seed: int, policy: str
) -> None:
    """The two battles of the report: played to their end without undo, saved, loaded."""
    path = tmp_path / "battle.atoj"
    game = new_practice_game(
        content, seed, primordial=primordial, level=1, save=path, durable=False
    )
    while game.pending is not None:
        game.choose(bot_choice(game, policy))
    live = game.digest
    game.close()
    loaded, _ = load_game(path, content, writable=False)
    assert loaded.over and loaded.digest == live
    assert loaded.history.digest_of(canonical_bytes(loaded.state)) == live


@pytest.mark.parametrize("seed", range(301, 301 + SEEDS))
def test_campaign_journal_loads_everywhere(content: ContentPack, tmp_path: Path, seed: int) -> None:
    path = tmp_path / "campaign.atoj"
    game = Game.new(content, seed, save=path, durable=False)
    seen = _play(game, 4000, campaign_choice, seed)
    live = game.digest
    game.close()
    _check_loads(path, content, seen, live)


@pytest.mark.parametrize("name", sorted(json.loads((FIXTURES / "manifest.json").read_text())))
def test_format1_fixture_loads_and_verifies(content: ContentPack, name: str) -> None:
    """Journals written by the version before journal format 2 still verify and load."""
    expected = json.loads((FIXTURES / "manifest.json").read_text())[name]
    path = FIXTURES / name
    replayed = verify_journal(path, content)
    assert replayed.ok, replayed.divergence and replayed.divergence.describe()
    assert f"{replayed.digest:016x}" == expected["digest"]
    game, report = load_game(path, content, writable=False)
    assert report.damage is None and game.record_count == expected["records"]
    assert game.history.position == expected["position"]
    assert f"{game.history.digest_of(canonical_bytes(game.state)):016x}" == expected["digest"]
