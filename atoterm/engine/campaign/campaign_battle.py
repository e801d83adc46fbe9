"""Campaign battles: Timeline Battles and Adversary Battles fought from the Encounter Step (or
at the end of the step an Adversary Battle was triggered in) and what they leave behind.

:func:`start_campaign_battle` builds the battle like a practice battle, then seats the living
Argonauts in Titans from the Argo's roster (at most one of each Argo-bred class, ADVA-034) with
gear from the Argo Armory [BAT-SETUP-011..BAT-SETUP-019] and the Argo Abilities the Technology
deck unlocks, up to the AA limit of the best Propylon [ADVA-022]. With no Titan aboard the
campaign is lost [CAMP-020]. A Timeline Battle gets the Adventure Terrain noted for its day
[ADV-076..ADV-080].

:func:`campaign_battle_over` runs when the battle procedure has finished (its own Aftermath:
resources, Casualties, Tides of Fate [BAT-MISC-001..BAT-MISC-014]) and does the campaign's
part: the battle record and the Primordial's encountered/killed levels [ADVA-012], dead Titans
leave the roster with their Patterns [ADVA-042], gear found in the battle joins the Armory
(equipped gear never leaves it, even on a dead Titan: BAT-MISC-094, ADVA-042), the resources go
to the Cargo Hold [BAT-MISC-003], dead Argonauts wait for a Rude Awakening [CAMP-009]; after a
Timeline Battle the Evolution box is marked [CAMP-028], the Exploration cards set aside come
back [VOY-023, BAT-MISC-013] and a Divine Surge replenishes the Godforms and Summonings
[VOY-053] (this Cycle's moment for it, see ``encounter.py``); after an Adversary Battle its
Battle Track moves on one box [CAMP-029]. Adversary symbols met in the battle are resolved last,
once the campaign is back in its step [VOY-037].
"""

from __future__ import annotations

from atoterm.content.campaign_model import Evolution
from atoterm.content.schema import ContentPack
from atoterm.engine import battle_phase
from atoterm.engine.adventure import members
from atoterm.engine.battle.board.adventure_terrain import place_noted
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import BattleState, TitanState
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.battle.titans.summoning import divine_surge
from atoterm.engine.campaign import possession
from atoterm.engine.campaign.advancement.titans import class_name
from atoterm.engine.campaign.battle_pages import set_up_page
from atoterm.engine.campaign.battle_roster import equip_from_argo, titans_aboard
from atoterm.engine.campaign.battle_roster import optional as _optional
from atoterm.engine.campaign_state import BattleRecord, TitanRecord
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.context import Ctx
from atoterm.engine.names import GEAR_PREFIX, resources_words
from atoterm.engine.procedure import Proc
from atoterm.engine.revision import battle_gear_joins_the_armory_only
from atoterm.engine.state import GameState
from atoterm.engine.steps import STEPS


# ---------------------------------------------------------------- what the Cycle offers
def regular_primordials(content: ContentPack) -> tuple[Evolution, ...]:
    """The two regular Primordials and their Evolution Tracks [CAMP-028]; without a Cycle's
    tracks, every battle Primordial without a Battle Track at Level 1."""
    if content.cycle.evolution:
        return content.cycle.evolution
    if content.battle is None:
        return ()
    return tuple(Evolution(p.id, (1,)) for p in content.battle.primordials.values() if not p.track)


def evolution_level(state: GameState, evolution: Evolution) -> int:
    """The level of the next unmarked Evolution box (the last box once all are marked)."""
    marked = state.campaign.evolution.get(evolution.primordial, 0)
    return evolution.boxes[min(marked, len(evolution.boxes) - 1)]


def adversary_id(content: ContentPack) -> str:
    """The Cycle's Adversary; without one named, the first Primordial with a Battle Track."""
    if content.cycle.adversary:
        return content.cycle.adversary
    prims = content.battle.primordials.values() if content.battle is not None else ()
    return next((p.id for p in prims if p.track), "")


# ---------------------------------------------------------------- the start
def start_campaign_battle(ctx: Ctx, kind: str, primordial: str, level: int) -> bool:
    """Begin a campaign battle ("timeline" or "adversary"); False when none began (no Titan
    aboard: the campaign is lost [CAMP-020]; no Argonaut able to fight: the battle is lost)."""
    state, content = ctx.state, ctx.content
    assert content.battle is not None
    name = content.battle.primordials[primordial].name
    if titans_aboard(state) == 0:
        ctx.lose(f"a Battle against {name} begins with no Titan aboard the Argo.", "CAMP-020")
        return False
    box = 0
    if kind == "adversary":
        boxes = [tb.box for tb in content.battle.primordials[primordial].track]
        box = state.campaign.adversary.track_box
        if not boxes:  # an Adversary without a Battle Track is fought at its level only
            box = 0
        elif box not in boxes:
            box = boxes[-1] if box > boxes[-1] else boxes[0]
    built = new_practice_state(
        content,
        state.seed,
        primordial_id=primordial,
        level=level,
        rules=state.rules,
        names=[a.name for a in state.argonauts],
        track_box=box or None,
        powers=state.powers,
    )
    battle = built.battle
    assert battle is not None
    battle.standalone = False
    battle.pre_battle = b""  # kept below, once the battle is set up (keep_pre_battle)
    battle.scenario = f"campaign:{kind}:{state.timeline.day}"
    equip_from_argo(content, state, battle)
    if not battle.titans:
        ctx.emit(
            "campaign_battle",
            f"No Argonaut can wake a Titan: the Battle against {name} is lost.",
            "BAT-SETUP-013",
        )
        record(ctx, kind, primordial, level, "lost", 0)
        return False
    campaign = state.campaign
    campaign.battle_return = f"{state.step}|{int(state.step_done)}"
    campaign.battle_kind = kind
    state.battle = battle
    state.step, state.phase, state.step_done = "battle", "battle", False
    what = "Timeline Battle" if kind == "timeline" else "Adversary Battle"
    at = f", Battle Track box {box}" if box else ""
    ctx.emit(
        "campaign_battle",
        f"{what}: {name}, level {level}{at}.",
        "CAMP-028" if kind == "timeline" else "CAMP-029",
        primordial=primordial,
        level=level,
    )
    set_up_page(ctx, battle)  # the Primordial's Battle Scenario page [BAT-SETUP-002]
    if kind == "timeline":  # Adventure Terrain only in Timeline Battles [ADV-077]
        b = B(state, content, ctx.rng)
        place_noted(b, state.timeline.day)
        ctx.events.extend(b.events)
    keep_pre_battle(ctx)
    return True


def keep_pre_battle(ctx: Ctx) -> None:
    """Keep the game as it is before the battle just set up, for a Sisyphus Tear to replay
    it from [BAT-MISC-002, BAT-MISC-031]; only with a Cycle naming its Tear resource (an
    earlier edition's journals were played without it)."""
    battle = ctx.state.battle
    if battle is not None and ctx.content.sisyphus_tear:
        battle.pre_battle = canonical_bytes(ctx.state)


# ---------------------------------------------------------------- the end
def record(ctx: Ctx, kind: str, primordial: str, level: int, result: str, lost: int) -> None:
    """The battle record, the levels encountered and killed [ADVA-012], the chronicle."""
    campaign = ctx.state.campaign
    day = ctx.state.timeline.day
    campaign.battles.append(BattleRecord(day, kind, primordial, level, result, lost))
    campaign.encountered[primordial] = max(campaign.encountered.get(primordial, 0), level)
    if result == "won":
        campaign.killed[primordial] = max(campaign.killed.get(primordial, 0), level)
    name = ctx.content.battle.primordials[primordial].name if ctx.content.battle else primordial
    what = {"timeline": "Timeline Battle", "adversary": "Adversary Battle"}.get(kind, "Battle")
    lost_text = f", {lost} Titan(s) lost" if lost else ""
    ctx.chronicle("battle", f"{what} against {name} (level {level}): {result}{lost_text}.")


def fight(ctx: Ctx) -> Proc[None]:
    """The campaign battle just begun (or under way at a restart), to its end; then back to
    the campaign (:func:`campaign_battle_over`)."""
    yield from battle_phase.fight(ctx)
    if ctx.state.battle is not None and not ctx.over:
        campaign_battle_over(ctx)


def campaign_battle_over(ctx: Ctx) -> None:
    """Back to the campaign after a campaign battle (see the module docstring)."""
    state = ctx.state
    battle = state.battle
    assert battle is not None
    campaign = state.campaign
    kind = campaign.battle_kind or "timeline"
    prim = battle.primordial.id
    settle(ctx, battle, kind)
    symbols = battle.adversary_symbols
    state.battle = None
    step, _, done = campaign.battle_return.partition("|")
    step = step if step in STEPS else "encounter"
    state.step, state.step_done = step, done == "1"
    state.phase = STEPS[step].phase
    campaign.battle_return, campaign.battle_kind = "", ""
    if kind == "timeline":
        timeline_aftermath(ctx, prim)
    elif kind == "adversary":
        adversary = campaign.adversary
        adversary.battles += 1
        adversary.battle_due = "adversary" in campaign.battles_due
        adversary.track_box += 1  # its next battle is fought at the next box [CAMP-029]
    adversary_after_battle(ctx, symbols)


def adversary_after_battle(ctx: Ctx, symbols: int) -> None:
    """Adversary symbols met in the battle are resolved now that it is over [VOY-037]."""
    if symbols:
        activate = _optional("adversary", "activate")
        if activate is not None:
            activate(ctx, symbols, "battle")
        else:
            ctx.emit("adversary", f"{symbols} Adversary symbol(s) wait.", "VOY-037")


def settle(ctx: Ctx, battle: BattleState, kind: str, deaths: bool = True) -> None:
    """The campaign's record of a finished battle: the record, dead Titans off the roster,
    found gear to the Armory, resources to the Cargo Hold, dead Argonauts (unless the caller
    handles them: a story battle's adventure does)."""

    state = ctx.state
    prim, level = battle.primordial.id, battle.primordial.level
    dead = [t for t in battle.titans if not t.alive]
    record(ctx, kind, prim, level, battle.result or "lost", len(dead))
    for titan in dead:
        lose_titan(ctx, titan)
    bc = ctx.content.battle
    godform_cards = {c for g in bc.godforms.values() for c in (g.card_id, g.attack_id)}
    for titan in battle.titans:  # gear found in the battle joins the Armory [GEN-036]
        for gear in titan.gear:
            card = gear.card
            spec = bc.gear[card]
            # Godform cards come and go with an Awakening [BAT-MISC-072]: never Armory Gear
            if card in godform_cards or "godform" in spec.traits:
                continue
            if card != ctx.content.battle.fists and spec.kind != "fists":
                owned = state.story.armory.count(card)
                if sum(1 for t in battle.titans for g in t.gear if g.card == card) > owned:
                    state.story.armory.append(card)
    state.story.armory.extend(battle.to_armory)  # loot sent to the Armory [GEN-036]
    possession.bind_after_battle(ctx, battle)  # first equipped: bound [KEY-036, KEY-037]
    cargo = cargo_of(state, battle)
    for resource, amount in sorted(cargo.items()):
        state.story.resources[resource] = state.story.resources.get(resource, 0) + amount
    if cargo:
        gained = resources_words(ctx.content, cargo) or "nothing"
        ctx.emit("cargo", f"To the Cargo Hold: {gained}.", "BAT-MISC-003")
    for index, argonaut in enumerate(state.argonauts):
        if not argonaut.alive and index not in state.story.fallen and not argonaut.retired:
            ctx.chronicle("death", f"{argonaut.name} died in the Battle against {prim}.")
            if deaths:
                members.argonaut_lost(ctx, index, "died in the Battle")


def cargo_of(state: GameState, battle: BattleState) -> dict[str, int]:
    """What a finished battle puts into the Cargo Hold: its Aftermath's resources. The
    Aftermath also lists the Gear won (``gear:<id>``, for the battle's summary); that Gear
    joins the Armory (equipped, or sent there, above) and, from rules revision 5, only the
    Armory [GEN-036]. Earlier revisions put it in the Cargo Hold as well."""
    if not battle_gear_joins_the_armory_only(state):
        return battle.aftermath
    return {k: n for k, n in battle.aftermath.items() if not k.startswith(GEAR_PREFIX)}


def timeline_aftermath(ctx: Ctx, primordial: str) -> None:
    """After a Timeline Battle: mark the Evolution box [CAMP-028], shuffle the set-aside
    Exploration cards back [VOY-023], a Divine Surge [VOY-053]."""
    evolution = ctx.state.campaign.evolution
    evolution[primordial] = evolution.get(primordial, 0) + 1
    reshuffle = _optional("exploration", "reshuffle_after_timeline_battle")
    if reshuffle is not None:
        reshuffle(ctx)
    divine_surge(ctx.state)
    ctx.emit(
        "divine_surge",
        "Divine Surge: the Godforms, Summonings and Summon Charges are replenished.",
        "VOY-053",
    )


def lose_titan(ctx: Ctx, titan: TitanState) -> None:
    """A Titan that died leaves the roster; its Patterns are lost with it [ADVA-042]."""
    state = ctx.state
    target: int | str = titan.roster_uid or titan.titan_class
    lose = _optional("advancement.titans", "lose_titan")
    if lose is not None:
        lose(ctx, target)
        return
    records: list[TitanRecord] = state.campaign.titans
    found = (
        next((t for t in records if t.uid == titan.roster_uid), None) if titan.roster_uid else None
    )
    if found is not None:
        records.remove(found)
        possession.release_titan(ctx, found.uid)
    elif state.argo.dreamwalkers > 0:
        state.argo.dreamwalkers -= 1
    name = class_name(ctx.content, titan.titan_class)
    ctx.emit("titan_lost", f"A {name} Titan is lost for good.", "BAT-MISC-010")
