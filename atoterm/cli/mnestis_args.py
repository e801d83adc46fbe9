"""The ``atoterm mnestis`` command line: its options (the verb itself is ``mnestis_verb``,
loaded only when it runs)."""

from __future__ import annotations

import argparse

from atoterm.cli.seed_args import SEED_HELP, seed_type
from atoterm.session.policy_names import BOT_POLICIES

POLICIES = tuple(p for p in BOT_POLICIES if p != "explore")
"""``explore`` plays a battle as ``progress`` does (it only differs in the storybook)."""


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = sub.add_parser("mnestis", help="the Mnestis Theatre: Trees of Knowledge and battles")
    verbs = parser.add_subparsers(dest="mnestis_verb", metavar="tree|fight|custom|ascend|drop")
    verbs.required = True
    tree = verbs.add_parser("tree", help="each Primordial's Tree of Knowledge")
    fight = verbs.add_parser("fight", help="fight a node of a Tree (e.g. Ammonax 5)")
    fight.add_argument("node", nargs="+", metavar="NODE", help="a Primordial and a Level")
    custom = verbs.add_parser("custom", help="a Custom Battle: no rewards")
    custom.add_argument("--primordial", required=True, metavar="NAME")
    custom.add_argument("--level", required=True, type=int, metavar="N")
    for battle in (fight, custom):
        battle.add_argument("--seed", type=seed_type, default=None, help=SEED_HELP)
        battle.add_argument(
            "--policy",
            choices=POLICIES,
            default=None,
            help="a bot plays the battle headless (default: you play it in the battle screen)",
        )
        battle.add_argument(
            "--titans", default=None, metavar="A,B,C,D", help="four unlocked Titans by name"
        )
        battle.add_argument(
            "--gear",
            action="append",
            default=None,
            metavar="TITAN=GEAR,GEAR",
            help="a Titan's Gear from the unlocked Gear (repeat for each Titan; "
            "default: its practice loadout)",
        )
        battle.add_argument(
            "--portrait",
            action="append",
            default=None,
            metavar="TITAN=MNEMOS,MNEMOS",
            help="a Titan's pilot: two unlocked Mnemos, at Level 2 then Level 1 "
            "(default: the unlocked Mnemos in turn; TITAN may be a seat, 1-4)",
        )
        battle.add_argument(
            "--argonaut",
            action="append",
            default=None,
            metavar="TITAN=NAME",
            help="a Titan's pilot: a dead or retired Argonaut the profile keeps, with their "
            "own sheet and Mnemos (TITAN may be a seat, 1-4)",
        )
        battle.add_argument(
            "--pattern",
            action="append",
            default=None,
            metavar="TITAN=PATTERN,PATTERN",
            help="a Titan's Patterns from the unlocked ones, at most one Trauma and one Kratos "
            "Pattern (default: none; TITAN may be a seat, 1-4)",
        )
        battle.add_argument(
            "--argo-abilities",
            default=None,
            metavar="A,B",
            help="the unlocked Argo Abilities to prepare, up to the AA Limit "
            "(default: the first ones unlocked)",
        )
        battle.add_argument("--save", default=None, help="the battle's journal")
        battle.add_argument(
            "--plain", action="store_true", help="line by line text for screen readers, no TUI"
        )
    ascend = verbs.add_parser(
        "ascend", help="ascend a Gear card with ascending materials (no name: list the costs)"
    )
    ascend.add_argument("gear", nargs="*", metavar="GEAR", help="the Gear card's name")
    drop = verbs.add_parser(
        "drop", help="Instant Drop: a Skyseer for an Ascended Core and a Dreamwalker"
    )
    for each in (tree, fight, custom, ascend, drop):
        each.add_argument("--content", default=None, help="content folder (default: embedded)")
        each.add_argument("--profile", default=None, help="the player profile to read and update")
