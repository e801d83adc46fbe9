"""Read and check ``[skyseer]`` of ``mnestis.toml``: the Skyseer the Theatre gives, the
Technology that breeds more in campaigns and Instant Drop's price [MNE-021] (docs/mnestis.md).

Each mistake is a problem of ``atoterm content check``: an unknown Titan class, Technology,
node or Gear card; a class that is Gaia-born (a Skyseer is bred from Dreamwalkers, so it is
Argo-bred); a Technology that does not breed that class; a Gear card not marked
``mnestis_reward``, or one so marked that no Theatre reward gives (it would reach no one).
"""

from __future__ import annotations

from atoterm.content.campaign_refs import RootFile
from atoterm.content.errors import suggest
from atoterm.content.mnestis_schema import SkyseerReward
from atoterm.content.schema import ContentPack

SKYSEER_KEYS = (
    "titan_class",
    "technology",
    "node",
    "gear",
    "drop_cores",
    "drop_dreamwalkers",
)


def load_skyseer(f: RootFile, pack: ContentPack, nodes: set[str]) -> SkyseerReward | None:
    """The pack's Skyseer, None without a ``[skyseer]`` table (the editions archived before
    it have none)."""
    node = f.table("skyseer", required=False)
    bc = pack.battle
    gear = bc.gear if bc is not None else {}
    if node is None:
        _check_rewards_given(f, pack, ())
        return None
    node.check_keys(SKYSEER_KEYS)
    node.label = "the skyseer"
    classes = bc.titans if bc is not None else {}
    titan_class = node.text("titan_class", nonempty=True)
    if titan_class and titan_class not in classes:
        node.problem(
            f"unknown titan class {titan_class!r}{suggest(titan_class, classes)}", "titan_class"
        )
    elif titan_class and classes[titan_class].origin != "argo":
        node.problem(f"{titan_class!r} must be an Argo-bred class (origin argo)", "titan_class")
    techs = pack.cycle.technologies
    tech = node.text("technology", nonempty=True)
    if tech and tech not in techs:
        node.problem(f"unknown technology {tech!r}{suggest(tech, techs)}", "technology")
    elif tech and (techs[tech].breeding is None or techs[tech].breeding.titan_class != titan_class):
        node.problem(f"{tech!r} does not breed {titan_class!r}", "technology")
    elif tech and techs[tech].start != "reserves":
        node.problem(f"{tech!r} must start in no deck: the Theatre gives it", "technology")
    won_at = node.text("node", nonempty=True)
    if won_at and won_at not in nodes:
        node.problem(f"unknown node {won_at!r}{suggest(won_at, nodes)}", "node")
    cards = []
    for card, line in node.strings("gear"):
        if card not in gear:
            f.problem(line, f"gear of the skyseer: unknown gear {card!r}{suggest(card, gear)}")
        elif not gear[card].mnestis_reward:
            f.problem(line, f"gear of the skyseer: {card!r} is not marked mnestis_reward")
        cards.append(card)
    _check_rewards_given(f, pack, cards)
    return SkyseerReward(
        titan_class,
        tech,
        won_at,
        tuple(cards),
        node.number("drop_cores", 0, 4, 1),
        node.number("drop_dreamwalkers", 0, 4, 1),
    )


def _check_rewards_given(
    f: RootFile, pack: ContentPack, given: tuple[str, ...] | list[str]
) -> None:
    """A ``mnestis_reward`` Gear card no forge makes: the Theatre must give it, or no one
    would ever hold it."""
    bc = pack.battle
    for gid, card in (bc.gear if bc is not None else {}).items():
        if card.mnestis_reward and gid not in given:
            f.problem(1, f"{gid!r} is a Theatre reward (mnestis_reward) that no reward gives")
