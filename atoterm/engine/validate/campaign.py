"""What the campaign's part of a state read from a file must hold: the top of the state, the
Argonauts, the Argo, the map, the Timeline, the Pantheon and ``CampaignState``.

The rules look tiles up by id (``content.tile(voyage.tile)``), run the procedure of ``state.step``,
index the four Argonaut seats, split the bookkeeping strings they wrote themselves
(``"<technology>:<ability index>"``, ``"<step>|<0 or 1>"``, ``"story:<primordial>:<level>"``)
and index Exploration cards by number; these checks make each of those land.
"""

from __future__ import annotations

from atoterm.content.schema import SECTORS
from atoterm.engine.setup import ARGONAUT_COUNT
from atoterm.engine.state import SKILLS, TRISKELION, Argonaut, GameState
from atoterm.engine.steps import STEPS
from atoterm.engine.validate import checks as c
from atoterm.engine.validate.known import Known

PHASES = ("setup", "voyage", "adventure", "battle", "over")
TIE_BREAKS = ("players", "worst_for_players", "random")
RAGE9 = ("forbidden", "allowed_then_die")
"""The rules options' choices (``session/game.py`` checks the header's against the same)."""
OUTCOMES = ("won", "lost", "ended")
CARD_PARTS = ("", "options", "trade", "trading", "adversary", "disposal", "done")
"""Where the Exploration card being resolved is (besides ``effect:<n>``)."""
BATTLE_KINDS = ("timeline", "adversary")
"""Campaign battles (besides ``story:<primordial>:<level>``)."""
SEED_HIGH = 2**64 - 1
COUNTER_HIGH = 2**62
"""A random stream's counter: one per draw, so far below this in any real game."""
STAT_HIGH = 999
"""Argo stats and similar counters without a rule bound."""
TRISKELION_HIGH = 9
"""Danger, Fate and Rage stay within 0..9 [GEN-025, GEN-034]."""
SKILL_RANGE = (-99, 99)
FORCED_RANGES = {
    **dict.fromkeys(
        (
            "battle.d10",
            "adventure.d10",
            "adventure.table",
            "adventure.random",
            "adversary.spawn",
            "adva.save",
            "adva.negotiation",
        ),
        (1, 10),
    ),
    "battle.power": (0, 5),
}
"""What a scenario may force on the streams whose draws have a fixed range (dice); the
others (shuffles, picks) draw below a bound known only when they draw."""
TIMELINE_HIGH = 1_000
"""The longest Timeline accepted when the pack's own is shorter (a Cycle has 40 days)."""


def check_top(state: GameState, known: Known, where: str) -> None:
    """The seed, the pack, the rules options, the Argo, the map and the round."""
    content = known.content
    c.in_range(f"{where}.seed", state.seed, 0, SEED_HIGH)
    if state.content_id != content.id:
        c.fail(f"{where}.content_id", f"{c.shown(state.content_id)} is not this content pack")
    c.one_of(f"{where}.rules.tie_break", state.rules.tie_break, TIE_BREAKS, "rules option")
    c.one_of(f"{where}.rules.rage9_attack", state.rules.rage9_attack, RAGE9, "rules option")
    c.length(f"{where}.argonauts", state.argonauts, ARGONAUT_COUNT, ARGONAUT_COUNT)
    argo = state.argo
    for name in ("crew", "hull", "argo_fate", "knowledge", "dreamwalkers"):
        c.in_range(f"{where}.argo.{name}", getattr(argo, name), 0, STAT_HIGH)
    _voyage(state, known, where)
    _round(state, known, where)


def check_argonauts(state: GameState, known: Known, where: str) -> None:
    """The four Argonaut sheets and the sheets of the fallen."""
    for index, argonaut in enumerate(state.argonauts):
        _argonaut(argonaut, f"{where}.argonauts[{index}]")
    c.length(f"{where}.fallen_sheets", state.fallen_sheets, 1_000)
    for index, argonaut in enumerate(state.fallen_sheets):
        _argonaut(argonaut, f"{where}.fallen_sheets[{index}]")


def _argonaut(argonaut: Argonaut, where: str) -> None:
    c.text(f"{where}.name", argonaut.name, c.ID_MAX)
    if sorted(argonaut.skills) != sorted(SKILLS):
        c.fail(f"{where}.skills", f"the Skills are {', '.join(SKILLS)}")
    c.int_map(f"{where}.skills", argonaut.skills, *SKILL_RANGE)
    for stat in TRISKELION:
        c.in_range(f"{where}.{stat}", getattr(argonaut, stat), 0, TRISKELION_HIGH)
    if argonaut.bonus_skill:
        c.one_of(f"{where}.bonus_skill", argonaut.bonus_skill, SKILLS, "Skill")
    c.in_range(f"{where}.despair", argonaut.despair, 0, STAT_HIGH)
    for name in ("boons", "afflictions", "notes", "katharsis", "conditions"):
        c.texts(f"{where}.{name}", getattr(argonaut, name))


def _voyage(state: GameState, known: Known, where: str) -> None:
    voyage = state.voyage
    path = f"{where}.voyage"
    if not known.tiles:
        # A pack without a sea (a battle-only pack): no rule looks the Argo's tile up, and the
        # state keeps its default one.
        c.each_of(f"{path}.revealed", voyage.revealed, known.tiles, "tile")
        return
    c.one_of(f"{path}.tile", voyage.tile, known.tiles, "tile")
    c.one_of(f"{path}.sector", voyage.sector, ("", *SECTORS), "sector")
    for name in ("revealed", "explored"):
        tiles = getattr(voyage, name)
        c.each_of(f"{path}.{name}", tiles, known.tiles, "tile")
        c.unique(f"{path}.{name}", tiles, "tile")
    if voyage.last_city:
        c.one_of(f"{path}.last_city", voyage.last_city, known.tiles, "tile")


def _round(state: GameState, known: Known, where: str) -> None:
    """Where the Campaign Round is: the step the machine runs next, the day, the counters."""
    c.one_of(f"{where}.step", state.step, STEPS, "step")
    c.one_of(f"{where}.phase", state.phase, PHASES, "phase")
    if state.step == "battle" and state.battle is None and state.outcome is None:
        c.fail(f"{where}.battle", "the Battle step runs a battle, and there is none")
    if (state.phase == "over") != (state.outcome is not None):
        c.fail(f"{where}.phase", "the game is over exactly when it has an outcome")
    if state.outcome is not None:
        c.one_of(f"{where}.outcome.result", state.outcome.result, OUTCOMES, "outcome")
        c.text(f"{where}.outcome.reason", state.outcome.reason)
        c.ident(f"{where}.outcome.rule", state.outcome.rule, empty=True)
    timeline = state.timeline
    # the screens draw a box per day: as many as the pack's Timeline has (or a few hundred)
    longest = max(known.content.timeline_days, TIMELINE_HIGH)
    c.in_range(f"{where}.timeline.length", timeline.length, 1, longest)
    c.in_range(f"{where}.timeline.day", timeline.day, 0, timeline.length)
    c.length(f"{where}.timeline.added", timeline.added, c.LIST_MAX)
    for index, entry in enumerate(timeline.added):
        at = f"{where}.timeline.added[{index}]"
        c.in_range(f"{at}.day", entry.day, 0, c.COUNT_MAX)
        c.ident(f"{at}.kind", entry.kind)
        c.text(f"{at}.label", entry.label)
    for name in ("round", "progress", "doom"):
        c.in_range(f"{where}.{name}", getattr(state, name), 0, c.COUNT_MAX)
    c.in_range(f"{where}.decisions", state.decisions, 0, 2**62)
    c.ints_in(f"{where}.choice_matrix", state.choice_matrix, 0, c.COUNT_MAX)
    c.unique(f"{where}.choice_matrix", state.choice_matrix, "box")
    c.int_map(f"{where}.rng", state.rng, 0, COUNTER_HIGH)
    c.length(f"{where}.forced", state.forced, c.LIST_MAX)
    for stream, values in state.forced.items():
        c.ident(f"{where}.forced", stream)
        low, high = FORCED_RANGES.get(stream, (0, c.COUNT_MAX))
        c.ints_in(f"{where}.forced.{stream}", values, low, high)


def check_powers(state: GameState, known: Known, where: str) -> None:
    powers = state.powers
    path = f"{where}.powers"
    c.each_of(f"{path}.godforms", powers.godforms, known.godforms, "Godform")
    c.each_of(f"{path}.godforms_used", powers.godforms_used, known.godforms, "Godform")
    for name in ("summonings", "exhausted", "one_off"):
        c.each_of(f"{path}.{name}", getattr(powers, name), known.summonings, "Summoning")
    for name in ("summon_limit", "charges_spent", "bonus_charges"):
        c.in_range(f"{path}.{name}", getattr(powers, name), 0, STAT_HIGH)


def check_campaign_state(state: GameState, known: Known, where: str) -> None:
    """``CampaignState``: the roster, the decks, the Adversary, the day's bookkeeping."""
    where = f"{where}.campaign"
    campaign = state.campaign
    c.text(f"{where}.stage", campaign.stage, c.ID_MAX)
    c.length(f"{where}.titans", campaign.titans, 1_000)
    c.unique(f"{where}.titans[].uid", [t.uid for t in campaign.titans], "uid")
    for index, titan in enumerate(campaign.titans):
        at = f"{where}.titans[{index}]"
        c.in_range(f"{at}.uid", titan.uid, 1, campaign.next_titan_uid - 1)
        c.ident(f"{at}.titan_class", titan.titan_class)  # named in words when unknown
        c.text(f"{at}.name", titan.name, c.ID_MAX)
        c.idents(f"{at}.patterns", titan.patterns)
    c.in_range(f"{where}.next_titan_uid", campaign.next_titan_uid, 1, c.COUNT_MAX)
    c.length(f"{where}.possessions", campaign.possessions, 1_000)
    for index, bond in enumerate(campaign.possessions):  # [KEY-036, KEY-037]
        at = f"{where}.possessions[{index}]"
        c.one_of(f"{at}.card", bond.card, known.gear, "Gear card")
        c.in_range(f"{at}.titan", bond.titan, 0, campaign.next_titan_uid - 1)
        c.in_range(f"{at}.argonaut", bond.argonaut, -1, len(state.argonauts) - 1)
        if (bond.titan > 0) == (bond.argonaut >= 0):
            c.fail(at, "a Possession bond names one Titan or one Argonaut")
    _exploration(state, known, f"{where}.exploration")
    adversary = campaign.adversary
    if adversary.primordial:
        c.one_of(f"{where}.adversary.primordial", adversary.primordial, known.primordials, "id")
    if adversary.tile:
        c.one_of(f"{where}.adversary.tile", adversary.tile, known.tiles, "tile")
    for name in ("track_box", "symbols_this_step", "battles"):
        c.in_range(f"{where}.adversary.{name}", getattr(adversary, name), 0, STAT_HIGH)
    c.idents(f"{where}.projects", campaign.projects)
    c.idents(f"{where}.research_done", campaign.research_done)
    for name in ("used_today", "cooling"):
        for index, key in enumerate(getattr(campaign, name)):
            ability_key(f"{where}.{name}[{index}]", key, known)
    c.length(f"{where}.breeding", campaign.breeding, 1_000)
    for index, bred in enumerate(campaign.breeding):
        at = f"{where}.breeding[{index}]"
        c.ident(f"{at}.technology", bred.technology)
        c.ident(f"{at}.titan_class", bred.titan_class)
        c.in_range(f"{at}.day", bred.day, 0, c.COUNT_MAX)
    for name in ("evolution", "encountered", "killed"):
        c.int_map(f"{where}.{name}", getattr(campaign, name), 0, 99, known.primordials, "id")
    c.length(f"{where}.battles", campaign.battles, c.LIST_MAX)
    for index, record in enumerate(campaign.battles):
        at = f"{where}.battles[{index}]"
        c.in_range(f"{at}.day", record.day, 0, c.COUNT_MAX)
        c.ident(f"{at}.kind", record.kind)
        c.ident(f"{at}.primordial", record.primordial)
        c.in_range(f"{at}.level", record.level, 0, 99)
        c.ident(f"{at}.result", record.result)
        c.in_range(f"{at}.titans_lost", record.titans_lost, 0, 99)
    c.length(f"{where}.battles_due", campaign.battles_due, c.LIST_MAX)
    for index, kind in enumerate(campaign.battles_due):
        battle_kind(f"{where}.battles_due[{index}]", kind, known)
    if campaign.battle_kind:
        battle_kind(f"{where}.battle_kind", campaign.battle_kind, known)
    if campaign.battle_return:
        step, _, done = campaign.battle_return.partition("|")
        if step not in STEPS or done not in ("0", "1"):
            c.fail(f"{where}.battle_return", f"{c.shown(campaign.battle_return)} is not step|0/1")
    if campaign.local_faction:
        c.one_of(f"{where}.local_faction", campaign.local_faction, known.factions, "faction")
    for name in ("local_faction_day", "drift", "titan_losses", "encounter_day"):
        c.in_range(f"{where}.{name}", getattr(campaign, name), 0, c.COUNT_MAX)
    c.idents(f"{where}.minor_trauma", campaign.minor_trauma)
    _progress(state, known, where)
    c.length(f"{where}.chronicle", campaign.chronicle, c.LIST_MAX)
    for index, entry in enumerate(campaign.chronicle):
        at = f"{where}.chronicle[{index}]"
        c.in_range(f"{at}.day", entry.day, 0, c.COUNT_MAX)
        c.ident(f"{at}.kind", entry.kind)
        c.text(f"{at}.text", entry.text)


def _exploration(state: GameState, known: Known, where: str) -> None:
    exp = state.campaign.exploration
    # a pack without an Exploration deck draws nothing: the numbers are never looked up
    cards = known.exploration or range(c.COUNT_MAX)
    for name in ("deck", "drawn", "set_aside", "removed"):
        c.each_of(f"{where}.{name}", getattr(exp, name), cards, "Exploration card")
    c.length(f"{where}.stacks", exp.stacks, 1_000)
    for index, stack in enumerate(exp.stacks):
        c.each_of(f"{where}.stacks[{index}]", stack, cards, "Exploration card")
    if exp.card:
        c.one_of(f"{where}.card", exp.card, known.exploration, "Exploration card")
    if exp.card_part not in CARD_PARTS:
        c.number_after(f"{where}.card_part", exp.card_part, "effect:", 999)


def _progress(state: GameState, known: Known, where: str) -> None:
    """A Save being offered or a trade being made: the ids their procedures look up again."""
    save = state.campaign.save
    if save is not None:
        c.ident(f"{where}.save.key", save.key)
        c.idents(f"{where}.save.tried", save.tried)
        if save.ability:
            ability_key(f"{where}.save.ability", save.ability, known)
        c.in_range(f"{where}.save.roll", save.roll, 0, 10)
    trade = state.campaign.trade
    if trade is not None:
        c.ident(f"{where}.trade.source", trade.source)
        c.in_range(f"{where}.trade.exchanges", trade.exchanges, 0, 999)
        c.length(f"{where}.trade.rates", trade.rates, 1_000)
        for index, rate in enumerate(trade.rates):
            parts = rate.split("|")
            if len(parts) != 4 or not (c.is_number(parts[1]) and c.is_number(parts[3])):
                c.fail(f"{where}.trade.rates[{index}]", f"{c.shown(rate)} is not a trade rate")
            if parts[1] == "0":
                c.fail(f"{where}.trade.rates[{index}]", "a rate gives at least one")
        c.in_range(f"{where}.trade.rate", trade.rate, -1, len(trade.rates) - 1)
        c.ident(f"{where}.trade.give", trade.give, empty=True)
        c.ident(f"{where}.trade.get", trade.get, empty=True)
        c.in_range(f"{where}.trade.made", trade.made, 0, 999)


def ability_key(where: str, key: str, known: Known) -> None:
    """``<technology>:<index of its ability>``, or ``ally:<id>``: an Ally card's Save
    [GEN-039]."""
    if key.startswith("ally:"):
        book = known.content.storybook
        if book is None or key[len("ally:") :] not in book.allies:
            c.fail(where, f"{c.shown(key)} is not an Ally card's Save")
        return
    tech_id, _, index = key.rpartition(":")
    tech = known.content.cycle.technologies.get(tech_id)
    if tech is None or not c.is_number(index):
        c.fail(where, f"{c.shown(key)} is not a Technology's ability")
    if int(index) >= len(tech.abilities):
        c.fail(where, f"{tech.name} has no ability {index}")


def battle_kind(where: str, kind: str, known: Known) -> None:
    """ "timeline", "adversary" or "story:<primordial>:<level>"."""
    if kind in BATTLE_KINDS:
        return
    parts = kind.split(":")
    if len(parts) != 3 or parts[0] != "story" or parts[1] not in known.primordials:
        c.fail(where, f"{c.shown(kind)} is not a kind of battle")
    if not c.is_number(parts[2]) or int(parts[2]) not in known.levels[parts[1]]:
        c.fail(where, f"{c.shown(kind)}: no such level")
