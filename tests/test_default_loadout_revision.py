"""A campaign battle's default loadout stays within each Titan's sheet from rules revision 4
(issue 15, item 13: "attach 5/3", ten cards, the same Tidewright Gaff twice).

The default (the Setup decision's "default" option and the gear the battle starts with) gave
the rest of the Armory to whoever had room: attachments hosted on other cards and second
copies of a weapon included. Legal for a player's own choice [BAT-SETUP-015, BAT-SETUP-016],
but not a default a player expects. From rules revision 4 (journal format 4,
``engine/revision.py``) the default gives each Titan its slots, at most its sheet's
attachments and no second copy of a card; a format 1 to 3 journal keeps its recorded default.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import battle_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.content.editions import load_edition
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.titans import loadout
from atoterm.engine.campaign.battle_roster import seat_titans
from atoterm.engine.revision import default_loadout_within_sheet
from atoterm.engine.upgrade import LAYOUT, LEGACY_LAYOUT, VALUES_LAYOUT
from atoterm.session import Game
from atoterm.session.bot_policy import bot_choice

SEAT_DEFAULTS = [
    "tidewright-gaff", "hull-plate-shield", "kelp-mail", "tide-knot-charm", "cairnkin-horn",
    "serrated-edge", "stair-glaive", "ashgate-scale", "vigil-lamp", "ember-salve",
    "ballast-pommel", "idol-arm", "coil-plate-carapace", "oath-cord", "rivet-studs",
    "tarred-grip", "keelwood-bow", "nacre-cuirass", "cliff-spikes", "deep-phial", "gull-fetish",
]  # fmt: skip
"""The four seats' default cards (content/battle/defaults.toml): a starting Armory."""


PINNED_EDITION = ("atoterm-cycle1", "604c0791b7fa06d3")
"""The Cycle stop 22 shipped (kept in atoterm/content/editions): the pinned game is played
on it, so tuning content/ later never moves the pin."""


def seated_alone(content: ContentPack, layout: int, armory: list[str]) -> TitanState:
    """Ithra's Hold-Dreamer, the only Argonaut able to fight, seated with ``armory`` by the
    default of a state of ``layout``."""
    b = kit.battle(content, titans=[kit.titan(key, 8, 2 + 2 * i) for i, key in enumerate("ABCD")])
    b.state.layout = layout
    for argonaut in b.state.argonauts[1:]:
        argonaut.alive = False
    b.battle.roster = ["0:hold-dreamer"] * 4
    b.battle.armory = list(armory)
    seat_titans(content, b.state, b.battle)
    assert [t.key for t in b.battle.titans] == ["A"]
    return b.battle.titans[0]


def attachments(content: ContentPack, titan: TitanState) -> tuple[int, int]:
    """(attachments on the Titan, of which hosted on another card)."""
    bc = content.battle
    assert bc is not None
    on = [g for g in titan.gear if bc.gear[g.card].slot == "attachment"]
    return len(on), sum(1 for g in on if g.host)


def cards(titan: TitanState) -> list[str]:
    return [g.card for g in titan.gear if g.card != "fists"]


@pytest.mark.parametrize(
    ("rule", "layout", "armory", "count", "attached", "copies"),
    [
        pytest.param(
            "BAT-SETUP-016", LAYOUT, SEAT_DEFAULTS, 8, (3, 0), {},
            id="BAT-SETUP-016 revision 4: three attachments, all on the sheet",
        ),
        pytest.param(
            "BAT-SETUP-016", VALUES_LAYOUT, SEAT_DEFAULTS, 10, (5, 2), {},
            id="BAT-SETUP-016 format 3: ten cards, five attachments, two hosted on cards",
        ),
        pytest.param(
            "BAT-SETUP-015", LAYOUT,
            ["tidewright-gaff", "tidewright-gaff", "tidewright-gaff", "kelp-mail"], 2, (0, 0), {},
            id="BAT-SETUP-015 revision 4: one Gaff, the other hand left to Fists",
        ),
        pytest.param(
            "BAT-SETUP-015", LEGACY_LAYOUT,
            ["tidewright-gaff", "tidewright-gaff", "tidewright-gaff", "kelp-mail"], 3, (0, 0),
            {"tidewright-gaff": 2},
            id="BAT-SETUP-015 formats 1-2: the same Gaff in both hands",
        ),
        pytest.param(
            "BAT-SETUP-017", LAYOUT, ["tide-knot-charm", "tide-knot-charm", "vigil-lamp"], 2,
            (0, 0), {},
            id="BAT-SETUP-017 every revision: one copy of a Support card",
        ),
    ],
)  # fmt: skip
def test_the_default_loadout_of_a_lone_titan(
    content: ContentPack,
    rule: str,
    layout: int,
    armory: list[str],
    count: int,
    attached: tuple[int, int],
    copies: dict[str, int],
) -> None:
    """What the default gives the only Titan able to fight, by revision; in every revision the
    loadout is one a player could choose [BAT-SETUP-015..BAT-SETUP-018]."""
    titan = seated_alone(content, layout, armory)
    assert len(cards(titan)) == count, (rule, cards(titan))
    assert attachments(content, titan) == attached
    assert {c: n for c, n in Counter(cards(titan)).items() if n > 1} == copies
    assert loadout.problems(content, titan.titan_class, [g.card for g in titan.gear]) == []


def test_revision_4_keeps_every_slot_within_the_sheet(content: ContentPack) -> None:
    """Revision 4, a whole Armory for one Titan: its hands, support and armor slots full, its
    sheet's three attachments, Fists nowhere (no free hand), nothing twice [BAT-SETUP-015,
    BAT-SETUP-016, BAT-SETUP-026]."""
    bc = content.battle
    assert bc is not None
    titan = seated_alone(content, LAYOUT, SEAT_DEFAULTS * 2)
    slots = Counter(bc.gear[c].slot for c in cards(titan))
    hands = sum(bc.gear[c].hands for c in cards(titan) if bc.gear[c].slot == "hand")
    limits = loadout.slots(bc.titans[titan.titan_class])
    assert (hands, slots["support"], slots["armor"], slots["attachment"]) == (
        limits["hand"],
        limits["support"],
        limits["armor"],
        limits["attachment"],
    )
    assert len(set(cards(titan))) == len(cards(titan))


def _campaign_setup(content: ContentPack, journal_format: int) -> Game:
    """Seed 3, random bot, to the first Timeline battle's Setup (day 6, 54 decisions), in a
    journal of ``journal_format``: the same 54 choices in every format. The campaign is the
    issue's, played on the edition stop 22 shipped (today's Exploration deck deals
    another voyage; the loadout rules under test are the same)."""
    landed = load_edition(*PINNED_EDITION)
    assert landed is not None
    content = landed
    header = dataclasses.replace(Game.new(content, 3).header, format=journal_format)
    game = Game.begin(content, header, durable=False)
    while game.pending is not None and game.pending.kind != "battle.setup.mode":
        game.choose(bot_choice(game, "random"))
    assert game.choices_made == 54
    return game


@pytest.mark.parametrize(
    ("journal_format", "melisse"),
    [
        (4, ["coil-plate-carapace", "oath-cord", "rivet-studs", "tarred-grip",
             "tidewright-gaff", "hull-plate-shield"]),
        (3, ["coil-plate-carapace", "oath-cord", "rivet-studs", "tarred-grip",
             "tidewright-gaff", "tidewright-gaff"]),
    ],
    ids=["format 4: a Gaff and a Shield", "format 3: the same Gaff twice (as recorded)"],
)  # fmt: skip
def test_a_campaign_battles_default_gives_no_second_copy_from_format_4(
    content: ContentPack, journal_format: int, melisse: list[str]
) -> None:
    """The issue's Setup, in a real campaign: Melisse's Wave-Skimmer has free hands and the
    Armory three Tidewright Gaffs. Format 4 gives her one Gaff and a Shield; format 3 kept
    both Gaffs, and the "default" option's words, in its digest, still say so."""
    game = _campaign_setup(content, journal_format)
    assert default_loadout_within_sheet(game.state) is (journal_format >= 4)
    battle = game.state.battle
    assert battle is not None
    titan = next(t for t in battle.titans if t.key == "C")
    assert cards(titan) == melisse
    default = game.pending.option("default") if game.pending else None
    assert default is not None
    assert "Wave-Skimmer with Coil-Plate Carapace, Ashvowed Oath-Cord, Rivet Studs, " in (
        default.explain
    )
    twice = "Tarred Grip, Tidewright Gaff, Tidewright Gaff;" in default.explain
    assert twice is (journal_format == 3)
    game.close()
