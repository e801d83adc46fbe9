"""Gain/loss mitigation with Save abilities [GEN-044..GEN-051].

A forced gain/loss is offered, one ability at a time, to every Save ability of the Technology
deck that covers it. Using one is an Argo test (d10 + the Local Faction's Diplomacy bonus
against its target); a failed die may be re-rolled once for +1 Argo Fate. A success ignores
the whole instance. :func:`resolve_with_saves` is a procedure; its progress is written to
``campaign.save`` as it goes, so a restart finds its way back to the question it asked.

Only forced effects come here: Unavoidable ones are resolved at once [GEN-049] and voluntary
payments never call this at all [GEN-051].
"""

from __future__ import annotations

from typing import Any

from atoterm.content.campaign_model import TechAbility
from atoterm.content.schema import ContentPack
from atoterm.content.story_model import AllyCard
from atoterm.engine.campaign import diplomacy
from atoterm.engine.campaign.advancement.research import deck
from atoterm.engine.campaign_state import SaveProgress
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.dice import fate_reroll_problem, succeeds
from atoterm.engine.effects import resolve
from atoterm.engine.procedure import Proc
from atoterm.engine.state import GameState

D10 = "adva.save"
"""The random stream of Save tests."""
SAVE_KIND = "adva.save"
REROLL_KIND = "adva.save_reroll"


def covers(effect: dict[str, Any]) -> str:
    """What a forced effect takes from the Argo, in Save terms ("" if nothing a Save can
    ignore): crew, hull, argo_fate, doom, titan, resource [GEN-044]."""
    op = effect.get("op")
    amount = effect.get("amount", 1)
    if not isinstance(amount, int):
        return ""
    if op == "gain_argo_stat":
        stat = str(effect.get("stat", ""))
        if stat in ("crew", "hull") and amount < 0:
            return stat
        if stat == "argo_fate" and amount > 0:
            return "argo_fate"
        return ""
    if op == "gain_doom" and amount > 0:
        return "doom"
    if op == "gain_titan" and amount < 0:
        return "titan"
    if op == "lose_titan":
        return "titan"
    if op == "gain_resource" and amount < 0:
        return "resource"
    return ""


ALLY = "ally:"
"""The key prefix of an Ally card's Save ("ally:<id>") [GEN-039]."""


def save_abilities(state: GameState, content: ContentPack) -> list[tuple[str, TechAbility]]:
    """Every Save ability of the Technology deck ("tech:index", ability), in deck order, then
    those of the Ally cards beside the Story card ("ally:<id>"), in the order they joined."""
    found = []
    for tech in deck(state, content):
        for index, ability in enumerate(tech.abilities):
            if ability.kind == "save":
                found.append((f"{tech.id}:{index}", ability))
    book = content.storybook
    for ally in state.story.allies if book is not None else ():
        card = book.allies.get(ally) if book is not None else None
        if card is not None and card.saves:
            found.append((ALLY + ally, _ally_ability(card)))
    return found


def _ally_ability(card: AllyCard) -> TechAbility:
    """An Ally's Save in a Technology Save's terms: an Argo test with the Local Faction's
    Diplomacy bonus [GEN-044, GEN-050]."""
    return TechAbility(
        name=card.name, kind="save", text=card.text, saves=card.saves, target=card.target
    )


def ability_at(content: ContentPack, key: str) -> TechAbility:
    if key.startswith(ALLY):
        book = content.storybook
        assert book is not None  # an Ally's key is only made from a storybook card
        return _ally_ability(book.allies[key[len(ALLY) :]])
    tech_id, index = key.rsplit(":", 1)
    return content.cycle.technologies[tech_id].abilities[int(index)]


def source_name(content: ContentPack, key: str) -> str:
    """Whose Save it is, in words: the Technology's name, or "the Ally <name>"."""
    if key.startswith(ALLY):
        return f"the Ally {ability_at(content, key).name}"
    return content.cycle.technologies[key.rsplit(":", 1)[0]].name


def test_bonus(state: GameState, content: ContentPack, ability: TechAbility) -> int:
    """The Local Faction's Diplomacy bonus/penalty, added to most Save tests [GEN-050]."""
    if not ability.diplomacy_bonus:
        return 0
    return diplomacy.bonus(state, content, diplomacy.local_faction(state, content))


def resolve_with_saves(ctx: Ctx, effect: dict[str, Any], key: str) -> Proc[None]:
    """Resolve a forced gain/loss, offering it to the Save abilities first [GEN-044]; returns
    once the instance is over (resolved, or ignored by a successful Save).

    Each Save ability is offered once per instance [GEN-046]; several different ones may be
    tried on the same instance [GEN-047]; a new instance (a new key, or the same key once the
    last one is over) may use them all again [GEN-048].
    """
    state = ctx.state
    progress = state.campaign.save
    if progress is None or progress.key != key:
        progress = SaveProgress(key)
        state.campaign.save = progress
    while True:
        if progress.ignored:
            state.campaign.save = None
            return
        if progress.ability:
            yield from _offer_reroll(ctx, progress)
            continue
        what = covers(effect)
        if effect.get("unavoidable"):
            if what and save_abilities(state, ctx.content):
                ctx.emit("unavoidable", "Unavoidable: no Save may be tried.", "GEN-049")
            what = ""
        offered = next(
            (
                (ability_key, ability)
                for ability_key, ability in (save_abilities(state, ctx.content) if what else [])
                if what in ability.saves and ability_key not in progress.tried
            ),
            None,
        )
        if offered is None:
            state.campaign.save = None
            resolve(ctx, effect)
            return
        yield from _offer_save(ctx, progress, effect, *offered)


def _describe(effect: dict[str, Any]) -> str:
    op = effect.get("op")
    amount = int(effect.get("amount", 1))
    if op == "gain_argo_stat":
        return f"{amount:+d} {str(effect['stat']).replace('_', ' ').title()}"
    if op == "gain_doom":
        return f"{amount:+d} Doom"
    if op in ("gain_titan", "lose_titan"):
        return "the loss of a Titan"
    if op == "gain_resource":
        return f"{amount:+d} {str(effect['resource']).replace('_', ' ')}"
    return str(op)


def _offer_save(
    ctx: Ctx, progress: SaveProgress, effect: dict[str, Any], key: str, ability: TechAbility
) -> Proc[None]:
    """Use this Save on the instance? A use is an Argo test [GEN-044]; either way the ability
    is not offered again on it [GEN-046]."""
    bonus = test_bonus(ctx.state, ctx.content, ability)
    source = source_name(ctx.content, key)
    if not key.startswith(ALLY):
        source = f"{source} ({ability.name})"
    extra = f" {bonus:+d} Local Faction Diplomacy" if bonus else ""
    option = yield from ctx.ask(
        Decision(
            SAVE_KIND,
            "players",
            f"{_describe(effect)} is coming. Use the Save of {source}? "
            f"Argo test {ability.target}+{extra}.",
            [
                Option("save:use", f"Use {ability.name}", f"Argo test {ability.target}+{extra}"),
                Option("save:skip", "Do not use it", "the Save can't be tried again on this"),
            ],
            {"ability": key, "target": ability.target, "bonus": bonus, "rule": "GEN-044"},
        )
    )
    progress.tried.append(key)
    if option.id == "save:skip":
        return
    _roll(ctx, progress, key)
    if not progress.ignored and not reroll_problem(ctx.state):
        progress.ability = key


def _roll(ctx: Ctx, progress: SaveProgress, key: str) -> None:
    ability = ability_at(ctx.content, key)
    bonus = test_bonus(ctx.state, ctx.content, ability)
    natural = ctx.rng.d10(D10)
    ok = succeeds(natural, bonus, ability.target)
    progress.roll = natural
    word = "success: the effect is ignored" if ok else "failure"
    ctx.emit(
        "save_test",
        f"Save ({ability.name}): the Argo rolls {natural}{bonus:+d} against {ability.target}+ "
        f"— {word}.",
        "GEN-044" if ok else "GEN-045",
        natural=natural,
        success=ok,
    )
    if ok:
        progress.ignored = True
        progress.ability = ""


def reroll_problem(state: GameState) -> str:
    """Re-rolls raise Argo Fate, never above 9 on purpose [GEN-024, GEN-025]."""
    return fate_reroll_problem(state.argo.argo_fate, "Argo Fate")


def _offer_reroll(ctx: Ctx, progress: SaveProgress) -> Proc[None]:
    """The failed Save's die may be re-rolled once with Argo Fate [GEN-045]."""
    ability = ability_at(ctx.content, progress.ability)
    option = yield from ctx.ask(
        Decision(
            REROLL_KIND,
            "players",
            f"The Save ({ability.name}) failed with {progress.roll}. Re-roll with Argo Fate?",
            [
                Option(
                    "reroll", "Re-roll the die (+1 Argo Fate)", "GEN-045", reroll_problem(ctx.state)
                ),
                Option("keep", "Keep the failure", ""),
            ],
            {"ability": progress.ability, "rule": "GEN-045"},
        )
    )
    key, progress.ability = progress.ability, ""
    if option.id != "reroll":
        return
    ctx.state.argo.argo_fate += 1  # an Argo test re-rolls with Argo Fate, once per die
    ctx.emit(
        "reroll", f"The Argo re-rolls (+1 Argo Fate, now {ctx.state.argo.argo_fate}).", "GEN-045"
    )
    _roll(ctx, progress, key)
