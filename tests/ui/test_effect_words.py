"""Issue 15, item 14: the screens say what a choice or a Technology does, in players' words.

The Technology sheet (``t``) listed names only; "Sacrifice (Ashvowed Oath-Cord)" said just
"Sacrifice"; the Guild Toll-Ship's "Pay the toll" / "Run past" named no consequence. The
engine's labels and notes are part of a save's digests and stay as they are: the words come
from ``atoterm.views.effects``, read from the content's effect lists and the keyword table,
and the screens write them under the option or in the sheet.
"""

from __future__ import annotations

import html
import re

from test_battle_screens import battle_app, sample_content, sample_state

from atoterm.content import ContentPack, load_content
from atoterm.engine.battle.abilities.keywords import KEYWORD_RULES
from atoterm.engine.campaign.exploration_cards import OPTION_KIND
from atoterm.engine.decisions import Decision, Option
from atoterm.session import Game
from atoterm.ui.advancement_screen import AdvancementScreen
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.safe_widgets import SafeOptionList
from atoterm.ui.voyage_screen import VoyageScreen
from atoterm.views.effects import keyword_words

TOLL_SHIP = 12
"""The Guild Toll-Ship's number among the shipped Exploration cards."""


def screen_text(app: AtotermApp) -> str:
    """What the screen shows, spaces dropped (a screenshot's runs break lines anywhere)."""
    svg = app.export_screenshot()
    runs = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    return "".join(html.unescape(run) for run in runs).replace(" ", "").replace("\xa0", "")


def shows(app: AtotermApp, words: str) -> bool:
    """``words`` are on screen (a long line may be wrapped anywhere)."""
    return words.replace(" ", "") in re.sub(r"[│\n]", "", screen_text(app))


def listed(app: AtotermApp) -> list[str]:
    """The decision list's entries as written, each on one line (a note wraps under it)."""
    options = app.screen.query_one("#decision-options", SafeOptionList)
    entries = [options.get_option_at_index(i).prompt for i in range(options.option_count)]
    return [" ".join(str(getattr(e, "plain", e)).split()) for e in entries]


async def test_the_technology_sheet_says_what_each_technology_does_and_costs(
    pack: ContentPack,
) -> None:
    game = Game.new(pack, 42, durable=False)
    for _ in range(4):  # the four Skill bonuses: the campaign's Technologies are dealt
        game.choose(0)
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, AdvancementScreen)
        sheet = str(app.screen.query_one("#advancement-text").render())
    # A Technology of the deck: its ability with when it may be used, its cost and effect.
    assert "Patch the Seams · ready" in sheet
    assert "once a day · Pay 1 Pine Tar: gain 1 Hull." in sheet
    # The Propylon lends Argo Abilities: which, and the limit.
    assert "AA Limit 2 in every Battle; Argo Abilities:" in sheet
    # A Project: what researching it would give.
    assert "gives: Light on the Water: once a day · Pay 1 Lamp Oil: gain 1 Argo Knowledge." in sheet
    game.close()


async def test_an_exploration_cards_options_name_their_consequence() -> None:
    content = load_content()
    card = content.cycle.exploration[TOLL_SHIP]
    assert card.name == "Guild Toll-Ship"
    game = Game.new(content, 42, durable=False)
    # The decision as the engine asks it for this card (exploration_cards._option_decision).
    game.state.pending = Decision(
        OPTION_KIND,
        "players",
        f"Exploration card {TOLL_SHIP}, {card.name}: choose.",
        [
            Option("option:0", "Pay the toll", "pay 1 pearl", value=0),
            Option("option:1", "Run past", "", value=1),
        ],
        {"card": TOLL_SHIP, "rule": "VOY-022"},
    )
    game.state.step = "exploration"
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        assert listed(app) == [
            "1. Pay the toll Pay 1 Pearl: +1 Diplomacy with the faction of these waters.",
            "2. Run past -1 Diplomacy with the faction of these waters.",
        ]
        assert shows(app, "Pay 1 Pearl: +1 Diplomacy")
    game.close()


async def test_a_keyword_option_says_what_the_keyword_does() -> None:
    content = sample_content()
    state = sample_state(content)
    state.pending = Decision(
        "battle.ability",
        "titan:A",
        "Ana (A): abilities in the first Ability Window?",
        [
            Option("use-gear1-sacrifice", "Sacrifice (Ashvowed Oath-Cord)"),
            Option("done", "Done"),
        ],
    )
    app, _ = battle_app(state, content)
    for size in ((120, 40), (80, 24)):
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, BattleScreen)
            sacrifice = listed(app)[0]
            assert sacrifice.startswith("1. Sacrifice (Ashvowed Oath-Cord) May be used")
            assert sacrifice.endswith("first Ability Window: gain 1 Danger to place 1 Break token.")
            # On screen (at 80x24 the list holds three lines: the note's first one shows).
            assert shows(app, "1. Sacrifice (Ashvowed Oath-Cord) May be used in an Attack's")
        app, _ = battle_app(state, content)


def test_every_keyword_note_is_in_words_or_absent() -> None:
    """A keyword whose effects have no sentence gets no line (never an op's name)."""
    for rule in KEYWORD_RULES.values():
        words = keyword_words(f"{rule.label} 2 (Spear)")
        if rule.effects and rule.label != "Knockback":  # its edge rules are not one sentence
            assert words.startswith(("May be used", "Must be used")) and words.endswith("."), rule
        assert "_" not in words, words  # no op or keyword id ("attack_reroll")
