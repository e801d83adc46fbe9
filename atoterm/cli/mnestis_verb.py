"""`atoterm mnestis`: the Mnestis Theatre from the command line (docs/mnestis.md).

* ``mnestis tree``: each Primordial's Tree of Knowledge, in the player's words;
* ``mnestis fight NODE``: a node's battle ("Ammonax 5"), played by a bot with ``--policy``
  (headless) or by the player in the battle screen;
* ``mnestis custom --primordial P --level L``: a Custom Battle, no rewards [MNE-006];
* either battle takes ``--titans``, ``--gear TITAN=GEAR,GEAR``, ``--portrait
  TITAN=MNEMOS,MNEMOS``, ``--argonaut TITAN=NAME``, ``--pattern TITAN=PATTERN`` (repeated)
  and ``--argo-abilities A,B``: the unlocked Titans, Gear, Portraits' Mnemos, fallen
  Argonauts as pilots, Patterns and Argo Abilities it fields [MNE-011, MNE-012, MNE-013];
* ``mnestis ascend [GEAR]``: what ascending each unlocked Gear card costs, or ascend one with
  the profile's ascending materials [MNE-015, MNE-016];
* ``mnestis drop``: Instant Drop, a Skyseer for an Ascended Core and a Dreamwalker held in the
  profile, for the campaigns begun afterwards [MNE-021].

The profile (``<saves>/profile.atop``, or ``--profile``) says what is unlocked; a locked
Theatre or node is one line on stderr and exit code 2 (``tui_verbs.mnestis`` turns a
:class:`MnestisError` into it, and opens the battle screen for the player's battles).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from atoterm.content import ContentError, ContentPack, load_content
from atoterm.session import Game, SessionError
from atoterm.session.mnestis import (
    custom_battle,
    find_node,
    new_theatre_game,
    node_battle,
    require_open,
)
from atoterm.session.mnestis_ascension import ascend, find_gear
from atoterm.session.mnestis_gear import parse_gear_words
from atoterm.session.mnestis_skyseer import drop_and_write
from atoterm.session.paths import new_save_path
from atoterm.session.practice import play_bot
from atoterm.session.profile_sync import ProfileSync
from atoterm.views.mnestis_ascension import ascended_line, offer_lines
from atoterm.views.mnestis_tree import gained_lines, tree_lines

MAX_DECISIONS = 20_000
"""A bot battle that has not ended after this many decisions is reported as unfinished."""


class MnestisError(ValueError):
    """A request the Theatre refuses (locked, unknown, a broken profile): one line."""


def run_mnestis(args: argparse.Namespace) -> int | Game:
    """The verb's exit code, or the Game the player is to play in the battle screen."""
    try:
        content = load_content(args.content)
        sync = ProfileSync.open(Path(args.profile) if args.profile else None)
        if sync.broken:
            raise MnestisError("; ".join(sync.warnings))
        if args.mnestis_verb == "tree":
            return _tree(content, sync)
        if args.mnestis_verb == "ascend":
            return _ascend(content, sync, " ".join(args.gear))
        if args.mnestis_verb == "drop":
            return _drop(content, sync)
        game = _new_game(args, content, sync)
        if args.policy is None:
            return game
        return _bot(args, content, sync, game)
    except ContentError as exc:
        raise MnestisError(f"content error: {exc}") from None
    except SessionError as exc:
        raise MnestisError(str(exc)) from None
    except BrokenPipeError:
        raise  # a closed reader (`| head`) is not an error; main() exits quietly
    except OSError as exc:
        raise MnestisError(f"cannot write the journal: {exc.strerror or exc}") from None


def _tree(content: ContentPack, sync: ProfileSync) -> int:
    theatre = sync.profile.theatre
    lines = tree_lines(content, theatre)
    if content.mnestis is None or not theatre.unlocked:
        raise MnestisError(lines[0])
    for line in lines:
        print(line)
    return 0


def _ascend(content: ContentPack, sync: ProfileSync, words: str) -> int:
    theatre = sync.profile.theatre
    require_open(content, theatre)
    if not words:
        for line in offer_lines(content, theatre):
            print(line)
        return 0
    done = ascend(content, sync, find_gear(content, words))
    print(ascended_line(content, sync.profile.theatre, done))
    return 0


def _drop(content: ContentPack, sync: ProfileSync) -> int:
    require_open(content, sync.profile.theatre)
    try:
        sync.profile, done = drop_and_write(content, sync.path, sync.profile)
    except ValueError as exc:
        raise MnestisError(f"Instant Drop cannot be done: {exc}") from None
    except OSError as exc:
        raise MnestisError(f"cannot write the profile {sync.path}: {exc.strerror or exc}") from None
    print(done)
    return 0


def _new_game(args: argparse.Namespace, content: ContentPack, sync: ProfileSync) -> Game:
    theatre = sync.profile.theatre
    require_open(content, theatre)
    if args.mnestis_verb == "fight":
        battle = node_battle(content, theatre, find_node(content, " ".join(args.node)))
    else:
        battle = custom_battle(content, theatre, args.primordial, args.level)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    save: Path | None = None
    if args.save:
        save = Path(args.save)
    elif args.policy is None:  # the player's battle is journaled in the save folder
        save = new_save_path(seed, prefix="mnestis")
    if save is not None and os.path.lexists(save):
        raise MnestisError(f"{save} already exists: continue it with `atoterm load {save}`")
    titans = args.titans.split(",") if args.titans else None
    gear = parse_gear_words(args.gear) if args.gear else None
    portraits = None
    if args.portrait:
        portraits = parse_gear_words(args.portrait, "--portrait", "Keel-Ram=Tide-Reader,Net-Caster")
    patterns = None
    if args.pattern:
        patterns = parse_gear_words(args.pattern, "--pattern", "Keel-Ram=Layered Shell")
    argonauts = [_pilot_words(entry) for entry in args.argonaut or []]
    argo = [a for a in args.argo_abilities.split(",") if a.strip()] if args.argo_abilities else None
    game = new_theatre_game(
        content,
        theatre,
        battle,
        seed,
        titans=titans,
        gear=gear,
        portraits=portraits,
        argo=argo,
        argonauts=argonauts or None,
        patterns=patterns,
        save=save,
        durable=save is not None,
    )
    game.profile = sync  # a win is granted when it happens, in live play [MNE-005]
    return game


def _pilot_words(entry: str) -> tuple[str, str]:
    """``--argonaut "Keel-Ram=Ione"``: (Titan words or seat, the fallen Argonaut's name)."""
    titan, sep, name = entry.partition("=")
    if not sep or not titan.strip() or not name.strip():
        raise SessionError(
            f"--argonaut {entry!r}: write a Titan, '=' and a name, as 'Keel-Ram=Ione'"
        )
    return titan.strip(), name.strip()


def _bot(args: argparse.Namespace, content: ContentPack, sync: ProfileSync, game: Game) -> int:
    try:
        made = play_bot(game, MAX_DECISIONS, args.policy)
    finally:
        game.close()
    state = game.state
    battle = state.battle
    assert battle is not None
    outcome = state.outcome
    result = outcome.result if outcome is not None else "unfinished"
    why = f": {outcome.reason.rstrip('.')}" if outcome is not None and outcome.reason else ""
    fell = sum(1 for t in battle.titans if not t.alive)
    print(
        f"{result.capitalize()}{why}. {_count(battle.round, 'round')}, "
        f"{_count(fell, 'Titan')} fell, {_count(made, 'decision')} (seed {game.seed})."
    )
    gained = gained_lines(content, sync.last_gained) if outcome is not None else []
    if game.header.theatre == "custom":
        print("A Custom Battle gives no rewards.")
    elif result == "won" and not gained:
        print("This node was won before: its rewards are given only once.")
    for line in gained:
        print(line)
    for warning in sync.warnings:
        print(f"warning: {warning}")
    return 0


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"
