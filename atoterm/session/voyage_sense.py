"""A strong player's sense at the campaign's decisions outside battles and adventures.

Search does not pay on the voyage (one campaign decision shapes days, the look-ahead would
need the Exploration deck and the tiles not yet on the table, which a player cannot see), so
these are heuristics, each the rule of thumb a careful human plays by:

* **Waterways** (``move``): sail toward what the map shows, and to the Story card's tile once
  its Progress is met (``voyage_routes.py``).
* **Advancement Step** (``adva.menu``): patch the Hull before it is at risk (an ability that
  gains Hull, when the Hull is below its start; spare Pine Tar goes into the Hull too, a
  buffer against the Exploration deck, before Gear that costs Tar), research the Technology that best keeps the
  Argo alive or makes battles winnable (a Save against Hull or Crew loss first, then Hull
  repairs, breeding Titans, Battle Technologies, a Save against Doom), breed a Titan, assign
  a Pattern, use any other ability that only gains, craft Gear that does not eat the Pine Tar
  the Hull needs, then end the step. Naming is left alone (it changes nothing).
* **Trading** (``adva.trade``, ``adva.trade_qty``): only toward Pine Tar while the Hull is
  below its start, as much as the Hull needs.
* **Exploration card choices** (``explore.option``): the option whose printed cost and
  consequences are worth most (Progress, Titans, Hull, Crew, Argo Fate, Diplomacy,
  resources; Doom and losses count against).
* **Timeline Battles** (``encounter.primordial``): the Primordial at the lower level on its
  Evolution Track (the track is public), at the same level the one whose level card asks
  fewer Wounds.
* **Titan lost** (``titanloss.class``): the class whose Titans carry the fewest Patterns.
* **Saves** (``adva.save``, ``adva.save_reroll``): always tried, a failure re-rolled.
* **A test's bonuses** (``adv.bonus``): every one that adds to the roll is declared, none
  that takes away [ADV-068].
* **Secret codes** (``adv.code``): resolve them at once; the Local Faction
  (``diplomacy.local``): the friendliest; a Portrait bonus (``skill_bonus``): the Argonaut's
  best Skill, so that the leader chosen for a test is stronger still.

Everything read here is what a player sees: the tiles on the table, their printed symbols and
waterways, the waterways' directions, the Story card, the Cargo Hold, the Technologies, the
Evolution Tracks, a drawn Exploration card. Never a deck order, an unrevealed tile or an
unread paragraph (``tests/test_expert.py`` deals them anew and checks the choices stay).

:func:`voyage_choice` returns None for a decision it has no sense for; the caller then
decides as it would have.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from atoterm.content.campaign_model import Technology
from atoterm.content.schema import ContentPack
from atoterm.engine.adventure.conditions import skill_value
from atoterm.engine.campaign.difficulty import starting_argo
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.state import GameState
from atoterm.session.voyage_routes import choose_waterway

STAT_WORTH = {"hull": 6.0, "crew": 4.0, "argo_fate": 2.0}
"""An Exploration consequence's worth per point of a stat (losses count the same, against)."""


def voyage_choice(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    """The option a strong player takes at a campaign decision, or None (no sense for it)."""
    sense = SENSES.get(pending.kind)
    if sense is None or not legal:
        return None
    return sense(content, state, pending, legal)


# --- the Advancement Step ------------------------------------------------------------------


def choose_activity(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    by_id = {o.id: o for o in legal}
    hull_low = state.argo.hull < _start_hull(content, state)
    techs = {t.id: t for t in content.cycle.technologies.values()}
    uses = [o for o in legal if o.id.startswith("use:")]
    if hull_low:
        for option in uses:
            if _ability_gains(content, option, "hull"):
                return option
    research = [o for o in legal if o.id.startswith("research:")]
    if research:
        return max(research, key=lambda o: _tech_worth(techs, o.id.split(":", 1)[1]))
    for prefix in ("breed:", "pattern:"):
        found = [o for o in legal if o.id.startswith(prefix)]
        if found:
            return found[0]
    for option in uses:
        if _only_gains(
            content,
            option,
            keep_tar=hull_low or _tar(state) < patch_cost(content) * _hull_gap(content, state),
        ):
            return option
    crafts = [o for o in legal if o.id.startswith("craft:")]
    for option in crafts:
        patch = patch_cost(content)
        if "Pine Tar" in option.explain and _tar(state) < patch * (1 + _hull_gap(content, state)):
            continue  # the Tar patches the Hull first
        return option
    return by_id.get("done")


def _start_hull(content: ContentPack, state: GameState) -> int:
    """The Hull the Argo started with, as the Argo sheet showed it (5 on Normal; the
    difficulty moves it)."""
    return starting_argo(content, state.rules.difficulty).hull


def _hull_gap(content: ContentPack, state: GameState) -> int:
    return max(0, _start_hull(content, state) - state.argo.hull)


def _tar(state: GameState) -> int:
    return state.story.resources.get("tar", 0)


def patch_cost(content: ContentPack) -> int:
    """The Pine Tar one Hull costs at the cheapest Technology ability that patches it, as the
    Technology sheet prints it (2 when no such ability asks Tar)."""
    costs = [
        amount
        for tech in content.cycle.technologies.values()
        for ability in tech.abilities
        if any(
            e.get("op") == "gain_argo_stat" and e.get("stat") == "hull" and e.get("amount", 0) > 0
            for e in ability.effects
        )
        for resource, amount in ability.cost
        if resource == "tar"
    ]
    return min(costs, default=2)


def _ability(content: ContentPack, option: Option):  # type: ignore[no-untyped-def]
    key = option.id.split(":", 1)[1]
    tech_id, _, index = key.rpartition(":")
    tech = content.cycle.technologies.get(tech_id)
    if tech is None or not index.isdigit() or int(index) >= len(tech.abilities):
        return None
    return tech.abilities[int(index)]


def _ability_gains(content: ContentPack, option: Option, stat: str) -> bool:
    ability = _ability(content, option)
    return ability is not None and any(
        e.get("op") == "gain_argo_stat" and e.get("stat") == stat and e.get("amount", 0) > 0
        for e in ability.effects
    )


def _only_gains(content: ContentPack, option: Option, keep_tar: bool) -> bool:
    """An ability worth using whenever it can be: it gains and costs nothing the Argo is
    keeping (Pine Tar while the Hull needs it); trades and negotiations included."""
    ability = _ability(content, option)
    if ability is None:
        return False
    if keep_tar and any(name == "tar" for name, _ in ability.cost):
        return False
    if ability.kind in ("negotiation",) or ability.trade is not None:
        return True
    return (
        ability.kind == "active"
        and all(_effect_worth(e) > 0 for e in ability.effects)
        and bool(ability.effects)
    )


def _tech_worth(techs: dict[str, Technology], tech_id: str, depth: int = 0) -> float:
    """How much a Technology keeps the Argo alive or makes battles winnable."""
    tech = techs.get(tech_id)
    if tech is None:
        return 0.0
    worth = 1.0
    for ability in tech.abilities:
        if "hull" in ability.saves or "crew" in ability.saves:
            worth += 12
        if "doom" in ability.saves:
            worth += 6
        for effect in ability.effects:
            if effect.get("op") == "gain_argo_stat" and effect.get("stat") == "hull":
                worth += 9
            elif _effect_worth(effect) > 0:
                worth += 2
    if tech.breeding is not None:  # a Titan later, for 1 Dreamwalker, Bronze and Cedar
        worth += 5
    if tech.kind == "battle":
        worth += 5
    if tech.unlocks_waterway:
        worth += 1
    if depth < 2 and tech.leads_to:  # a door to something better
        worth += 0.8 * max(_tech_worth(techs, t, depth + 1) for t in tech.leads_to)
    return worth


# --- trading -------------------------------------------------------------------------------


def choose_rate(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    """Trade only toward Pine Tar while the Hull needs patching."""
    if _hull_gap(content, state) > 0 and _tar(state) < patch_cost(content) * _hull_gap(
        content, state
    ):
        for option in legal:
            if option.id.startswith("rate:") and "Pine Tar" in option.label.split("→")[-1]:
                return option
    return next((o for o in legal if o.id == "done"), None)


def choose_quantity(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    quantities = [o for o in legal if o.id.startswith("qty:")]
    return max(quantities, key=lambda o: int(o.value)) if quantities else None  # type: ignore[arg-type]


# --- Exploration cards, encounters, losses -------------------------------------------------


def _effect_worth(effect: dict) -> float:
    """A printed consequence's worth to the players."""
    op, amount = effect.get("op", ""), effect.get("amount", 1)
    if not isinstance(amount, int):
        amount = 1
    if op == "gain_progress":
        return 12.0 * amount
    if op == "gain_titan":
        return 7.0 * amount
    if op == "lose_titan":
        return -9.0 * amount
    if op == "gain_doom":
        return -5.0 * amount
    if op == "gain_argo_stat":
        return STAT_WORTH.get(str(effect.get("stat")), 1.0) * amount
    if op == "gain_knowledge":
        return 1.0 * amount
    if op == "gain_diplomacy":
        return 1.5 * amount
    if op == "gain_resource":
        return 1.0 * amount
    if op == "drift":
        return -1.0
    return 0.0


def choose_card_option(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    """The Exploration card's option worth most by its printed cost and consequences."""
    card = content.cycle.exploration.get(int(str(pending.context.get("card", "-1"))))
    if card is None:
        return None

    def worth(option: Option) -> float:
        if not isinstance(option.value, int) or option.value >= len(card.options):
            return float("-inf")
        printed = card.options[option.value]
        paid = sum(amount for _, amount in printed.cost)
        return sum(_effect_worth(e) for e in printed.effects) - 1.0 * paid

    return max(legal, key=worth)


def choose_primordial(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    """The Primordial met at the lower level (its Evolution Track is on the table); at the
    same level, the one whose level card asks fewer Wounds."""
    battle = content.battle

    def weight(option: Option) -> tuple[int, int]:
        track = next((t for t in content.cycle.evolution if t.primordial == option.value), None)
        if track is None or not track.boxes:
            return 99, 99
        marked = state.campaign.evolution.get(track.primordial, 0)
        level = track.boxes[min(marked, len(track.boxes) - 1)]
        printed = battle.primordials.get(track.primordial) if battle is not None else None
        try:
            wounds = printed.level(level).wounds if printed is not None else 99
        except (KeyError, IndexError, ValueError):
            wounds = 99
        return level, wounds

    return min(legal, key=weight)


def choose_titan_lost(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    """The class whose Titans carry the fewest Patterns (unnamed ones first)."""

    def kept(option: Option) -> tuple[int, int]:
        records = [r for r in state.campaign.titans if r.titan_class == option.value]
        return sum(len(r.patterns) for r in records), sum(1 for r in records if r.name)

    return min(legal, key=kept)


def choose_code(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    codes = [o for o in legal if o.id != "code:later"]
    return codes[0] if codes else None


def choose_local_faction(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    scores = state.story.diplomacy
    return max(legal, key=lambda o: scores.get(str(o.value), 0))


def choose_skill_bonus(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    index = pending.context.get("argonaut")
    if not str(index).isdigit() or int(str(index)) >= len(state.argonauts):
        return None
    who = state.argonauts[int(str(index))]
    return max(legal, key=lambda o: skill_value(content, who, str(o.value)))


def choose_save(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    """A Save is always tried, and a failed one re-rolled while the rules allow: a loss it
    stops (Hull, Crew, Doom) costs more than the Argo Fate."""
    return next((o for o in legal if o.id in ("save:use", "reroll")), None)


SIGNED = re.compile(r"([+-]\d+)\)?\s*$")
"""The modifier a bonus's label ends with: ``Declare [matrix 10] +1``, ``Declare Diplomacy
(-1)``."""


def choose_bonus(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    """Before a test's roll: declare every bonus the label says adds to the roll; never one
    that takes away; then roll [ADV-068]."""
    for option in legal:
        found = SIGNED.search(option.label) if option.id.startswith("bonus:") else None
        if found is not None and int(found.group(1)) > 0:
            return option
    return next((o for o in legal if o.id == "roll"), None)


Sense = Callable[[ContentPack, GameState, Decision, list[Option]], Option | None]
SENSES: dict[str, Sense] = {
    "move": choose_waterway,
    "adva.menu": choose_activity,
    "adva.trade": choose_rate,
    "adva.trade_qty": choose_quantity,
    "explore.option": choose_card_option,
    "encounter.primordial": choose_primordial,
    "titanloss.class": choose_titan_lost,
    "adv.code": choose_code,
    "diplomacy.local": choose_local_faction,
    "skill_bonus": choose_skill_bonus,
    "adva.save": choose_save,
    "adva.save_reroll": choose_save,
    "adv.bonus": choose_bonus,
}
"""Decision kind -> the heuristic that answers it."""
