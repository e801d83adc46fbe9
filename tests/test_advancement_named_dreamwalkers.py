"""A named Dreamwalker is still a Dreamwalker: breeding and fusing may spend it [ADVA-031,
ADVA-035, ADVA-037, ADVA-039].

Naming a Dreamwalker moves it from the Argo's count to the roster; a cost of "1 Dreamwalker"
spends an unnamed one first, then a named one (the one with the fewest Patterns, the latest
aboard among equals: docs/rulings.md). An earlier edition's content counted the unnamed ones
only, and its journals replay so.
"""

from __future__ import annotations

import dataclasses

from advancement_kit import Adva, Breeding, Pattern, Recipe, cycle, tech

from atoterm.engine import machine
from atoterm.engine.campaign.advancement import titans
from atoterm.engine.campaign_state import TitanRecord

PEN = tech("pen", breeding=Breeding("keel_ram", 2, cost=(("bronze", 1),)))
FORGE = tech(
    "forge",
    "battle",
    facility="production",
    recipes=(Recipe(titan="keel_ram", core="lion_core"),),
)
PATTERNS = {"scarred": Pattern("scarred", "Scarred", "trauma", "")}
CC = cycle(PEN, FORGE, patterns=PATTERNS)


def _kit(named: list[TitanRecord], spends: bool = True, **setup: object) -> Adva:
    kit = Adva(CC, start=False, argo={"dreamwalkers": 0}, **setup)
    kit.content = dataclasses.replace(kit.content, spends_named_dreamwalkers=spends)
    kit.state.campaign.titans = list(named)
    kit.state.campaign.next_titan_uid = 1 + max((t.uid for t in named), default=0)
    kit.events = machine.start(kit.state, kit.content).events
    return kit


def test_adva_035_a_named_dreamwalker_pays_for_a_breeding() -> None:
    kit = _kit(
        [TitanRecord(1, "dreamwalker", "Orrathe")], technologies=["pen"], resources={"bronze": 1}
    )
    assert titans.dreamwalkers(kit.state, kit.content) == 1
    assert kit.option("breed:pen").disabled == ""
    kit.choose("breed:pen")
    assert kit.state.campaign.titans == []  # Orrathe was the Dreamwalker paid
    assert any("Orrathe the" in e.text and e.kind == "titan_lost" for e in kit.events)


def test_adva_037_a_named_dreamwalker_is_fused_the_one_with_fewest_patterns() -> None:
    scarred = TitanRecord(1, "dreamwalker", "Keldrys", patterns=["scarred"])
    plain_old, plain_new = (
        TitanRecord(2, "dreamwalker", "Vaun"),
        TitanRecord(3, "dreamwalker", "Tossk"),
    )
    kit = _kit(
        [scarred, plain_old, plain_new],
        technologies=["forge"],
        resources={"lion_core": 1},
        patterns=["scarred"],
    )
    assert kit.option("craft:forge:0").disabled == ""
    kit.choose("craft:forge:0")
    names = [t.name for t in kit.state.campaign.titans if t.titan_class == "dreamwalker"]
    assert names == ["Keldrys", "Vaun"]  # Tossk: no Pattern, the latest aboard
    assert "scarred" in kit.state.story.patterns  # Keldrys keeps his Pattern
    assert [t.titan_class for t in kit.state.campaign.titans][-1] == "keel_ram"


def test_adva_035_unnamed_dreamwalkers_are_spent_first() -> None:
    kit = _kit(
        [TitanRecord(1, "dreamwalker", "Orrathe")], technologies=["pen"], resources={"bronze": 1}
    )
    kit.state.argo.dreamwalkers = 1
    kit.choose("breed:pen")
    assert kit.state.argo.dreamwalkers == 0
    assert [t.name for t in kit.state.campaign.titans] == ["Orrathe"]


def test_an_earlier_edition_counts_only_unnamed_dreamwalkers() -> None:
    kit = _kit(
        [TitanRecord(1, "dreamwalker", "Orrathe")],
        spends=False,
        technologies=["pen"],
        resources={"bronze": 1},
    )
    assert kit.option("breed:pen").disabled == "needs 1 Dreamwalker (have 0)"
