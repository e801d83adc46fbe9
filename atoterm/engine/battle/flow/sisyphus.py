"""The battle's last decision: continue, or spend a Sisyphus Tear to fight it again from the
state kept from before it [BAT-MISC-002, BAT-MISC-031].

A campaign battle spends the Tear from the Argo's Cargo of that kept state (the state it
restores); a practice, Theatre or scenario battle spends none. The dice streams go on: a
replay is a new fight.
"""

from __future__ import annotations

from dataclasses import fields

from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.flow import mnestis
from atoterm.engine.codec import canonical_bytes, field_from_plain, from_plain, unpack
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.state import GameState
from atoterm.engine.upgrade import upgrade_plain

KEPT_ON_RESTORE: tuple[str, ...] = ("rng", "forced", "decisions", "pending")
"""What a Sisyphus Tear does not roll back: the dice streams go on (a replay is a new fight)."""


def sisyphus_problem(b: B) -> str:
    """Why no Sisyphus Tear can be spent ("" when one can) [BAT-MISC-002, BAT-MISC-031]: after
    any Battle, won or lost; an edition without ``sisyphus_after_win`` offered it only after a
    defeat, and its journals recorded that."""
    battle = b.battle
    if battle.result == "won" and not b.content.sisyphus_after_win:
        return "the Battle was won"
    if not battle.pre_battle:
        return "the state before the Battle was not kept"
    if not battle.standalone and held_tears(b) < 1:  # a campaign spends one from the Cargo
        return "the Argo holds no Sisyphus Tear"
    return ""


def held_tears(b: B) -> int:
    """Sisyphus Tears in the Argo's Cargo (a campaign battle's; a practice battle needs none),
    counted in the state kept from before the Battle: that is the state a Tear restores and
    the Cargo it leaves, whatever the Battle itself did to the Cargo [BAT-MISC-031]."""
    tear = b.content.sisyphus_tear
    kept = b.battle.pre_battle
    if not tear or not kept:
        return 0
    story = field_from_plain(GameState, "story", upgrade_plain(unpack(kept)), "pre_battle")
    return int(story.resources.get(tear, 0))


def final_choice(b: B) -> Proc[None]:
    """Continue, or spend a Sisyphus Tear: replay from the state before the Battle, free to
    change Titans, loadouts and Argo Abilities [BAT-MISC-002, BAT-MISC-031]."""
    why = sisyphus_problem(b)
    answer = yield from b.ask(
        Decision(
            "battle.aftermath",
            "players",
            f"The Battle is {b.battle.result}.",
            [
                Option("continue", "Continue"),
                Option("sisyphus", *_sisyphus_words(b), why),
            ],
            {"rule": "BAT-MISC-031"},
        )
    )
    if answer.id == "sisyphus":
        standalone = b.battle.standalone
        restore_pre_battle(b)
        if not standalone:  # the Tear leaves the Cargo of the state just restored
            tear = b.content.sisyphus_tear
            b.state.story.resources[tear] = b.state.story.resources.get(tear, 0) - 1
            b.emit(
                "sisyphus",
                f"The Argo's Cargo holds {b.state.story.resources[tear]} Sisyphus Tear(s) now.",
                "BAT-MISC-031",
            )
            keep_without_the_tear(b)
        # The battle now starts over from Setup: this is its restart point (the driver
        # resumes battle_main from here, which enters battle_setup past this checkpoint).
        yield from b.checkpoint("setup")


def _sisyphus_words(b: B) -> tuple[str, str]:
    """The replay option's label and what it does and costs, in a player's words; an edition
    without ``sisyphus_after_win`` kept its short label and said no more (its journals'
    digests hold the option as it was)."""
    if not b.content.sisyphus_after_win:
        return "Spend a Sisyphus Tear: replay the Battle", ""
    won = b.battle.result == "won"
    label = (
        "Spend a Sisyphus Tear: give up this victory and fight the Battle again"
        if won
        else "Spend a Sisyphus Tear: undo this defeat and fight the Battle again"
    )
    if b.battle.standalone:  # a practice, Theatre or scenario battle spends no Cargo
        where = "a Mnestis Theatre" if mnestis.is_theatre(b.battle) else "a practice"
        cost = f"In {where} battle it costs nothing."
    else:
        held = held_tears(b)
        cost = f"It costs one Sisyphus Tear from the Cargo (the Argo holds {held})."
    given_up = (
        "the victory and all it won are given up"
        if won
        else "the Titans lost and the Danger gained are undone"
    )
    explain = (
        f"Everything goes back to before the Battle: {given_up}; you may choose Titans, Gear "
        f"and Argo Abilities afresh. {cost}"
    )
    return label, explain


def keep_without_the_tear(b: B) -> None:
    """The state a later Tear restores is this one, the spent Tear gone from its Cargo (kept
    as ``campaign_battle.keep_pre_battle`` keeps it: taken with no snapshot inside)."""
    battle = b.state.battle
    if battle is not None:
        battle.pre_battle = b""
        battle.pre_battle = canonical_bytes(b.state)


def restore_pre_battle(b: B) -> None:
    """The game as it was before the Battle (no Titans lost, no Danger gained, no End of Battle
    effects); the dice streams go on [BAT-MISC-031]."""
    snapshot = b.battle.pre_battle
    old = from_plain(GameState, upgrade_plain(unpack(snapshot)))
    assert isinstance(old, GameState)
    for f in fields(GameState):
        if f.name not in KEPT_ON_RESTORE:
            setattr(b.state, f.name, getattr(old, f.name))
    b.reread()  # a new battle object: the procedure reads it from now on
    if b.state.battle is not None:
        b.state.battle.pre_battle = snapshot
    b.emit("sisyphus", "A Sisyphus Tear is spent: the Battle starts over.", "BAT-MISC-031")
