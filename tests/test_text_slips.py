"""The words a player reads, slip by slip (issue 15, items 5 and 15): each case is a text the
issue saw on screen, built here the way the game builds it, and the words it reads now."""

from __future__ import annotations

import io

import msgspec
import pytest
from words_kit import content, id_words

from atoterm.content.battle_schema import AiCard, Effect
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.names import change_words, count_words
from atoterm.plain import PlainSession, number_of, outcome_line, sentence
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import new_practice_game
from atoterm.ui.battle_panels import aftermath_text
from atoterm.ui.decision_panel import outcome_text
from atoterm.views.cards import dice_words, effect_words, line_words
from atoterm.views.option_words import OptionWords, worded
from atoterm.views.types import Outcome


# ---------------------------------------------------------------- option labels and prompts
@pytest.mark.parametrize(
    ("engine", "player"),
    [
        ("Kratos 2: power_reroll 1", "Kratos 2: 1 Power re-roll"),
        ("Kratos 3: attack_reroll 2", "Kratos 3: 2 Attack re-rolls"),
        ("Kratos 5: power_die red", "Kratos 5: a red Power die"),
        ("Kratos 9: titan_power 1", "Kratos 9: 1 Titan Power die"),
        ("Critical: additional_wound 1", "Critical: 1 additional Wound"),
        ("gain_gear coilhook-sickle", "gain the Gear card Coilhook Sickle"),
        ("After: condition brine-blind", "After: gain Brine in the Eyes"),
        ("Declare (pay resource lamp_oil 1) +1", "Declare (pay 1 Lamp Oil) +1"),
        ("Attack Response to a Bonus Attack (perform_ai)", "Attack Response to a Bonus Attack "
         "(perform an AI card)"),
        ("needs 1 pearl", "needs 1 Pearl"),
        ("needs 2 lamp oil (have 0)", "needs 2 Lamp Oil (have 0)"),
        ("Living-Metal Mend (Living-Metal Mend)", "Living-Metal Mend"),
        ("Casualties: A:hold-dreamer", "Casualties: A Hold-Dreamer"),
        ("1 charges", "1 charge"),
        ("The Battle is retreat.", "The Battle is a retreat."),
        ("up to 1 exchanges", "up to 1 exchange"),
        ("3 exchange(s) left", "3 exchanges left"),
        ("1 Evasion re-roll(s)", "1 Evasion re-roll"),
    ],
)  # fmt: skip
def test_engine_words_read_as_player_words(engine: str, player: str) -> None:
    shown = OptionWords(content()).text(engine)
    assert shown == player
    assert not id_words(shown)


@pytest.mark.parametrize(
    "label",
    [
        "Move to C5",
        "Re-roll one die",
        "Pay the toll",
        "Opening Strike (Spear)",
        "Done",
        "Tidewright Gaff (2 hands) · attack dice 3",
        "Red 0P+1p · C7-E9",
    ],
)
def test_a_label_in_words_already_is_unchanged(label: str) -> None:
    assert OptionWords(content()).text(label) == label


def test_worded_changes_only_the_words() -> None:
    """The copy a screen shows keeps the engine's ids, values, order and closed options; a
    decision already in words is handed back as it is."""
    pending = Decision(
        "battle.kratos",
        "titan:A",
        "Add Kratos Power dice now?",
        [
            Option("kratos-5-0", "Kratos 5: power_die red", value=["kratos", 5, 0]),
            Option("buy", "Buy", disabled="needs 1 pearl"),
            Option("done", "Done"),
        ],
    )
    before = msgspec.json.encode(pending)
    shown = worded(content(), pending)
    assert shown is not None and shown is not pending
    assert msgspec.json.encode(pending) == before  # the engine's decision is untouched
    assert [o.id for o in shown.options] == ["kratos-5-0", "buy", "done"]
    assert shown.options[0].value == ["kratos", 5, 0]
    assert [o.label for o in shown.options] == ["Kratos 5: a red Power die", "Buy", "Done"]
    assert shown.options[1].disabled == "needs 1 Pearl"
    plain = Decision("x", "players", "Which way?", [Option("n", "North")])
    assert worded(content(), plain) is plain
    assert worded(content(), None) is None


# ---------------------------------------------------------------- the card panels
def _ai_card(targeting: str) -> tuple[AiCard, object]:
    bc = content().battle
    assert bc is not None
    for card in bc.every_card.values():
        if isinstance(card, AiCard):
            for line in card.targeting:
                if line.text == targeting:
                    return card, line
    raise AssertionError(f"no AI card targets {targeting!r}")


@pytest.mark.parametrize(
    ("targeting", "words"),
    [
        ("titans:2 closest", "the 2 closest Titans"),
        ("furthest in_sight", "the furthest Titan in sight"),
        ("most:danger in_sight", "the Titan in sight with the most Danger"),
        ("with:knockdown closest", "the closest Titan with Knocked Down"),
    ],
)
def test_an_ai_card_targeting_line_in_words(targeting: str, words: str) -> None:
    card, line = _ai_card(targeting)
    assert line_words(card, line, content()) == words  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("effect", "words"),
    [
        (Effect("additional_wound", 1, text="additional_wound 1"), "1 additional Wound"),
        (Effect("condition", 0, "brine-blind", "condition brine-blind"), "gain Brine in the Eyes"),
        (Effect("gain_resource", 2, "glass-shard"), "gain 2 Glass Shard"),
    ],
)
def test_a_card_effect_in_words(effect: Effect, words: str) -> None:
    assert effect_words([effect], content()) == words


@pytest.mark.parametrize(
    ("kind", "words"),
    [("armor", "Armor dice"), ("titan_attack", "Attack dice"), ("evasion", "Evasion dice")],
)
def test_the_dice_panel_names_the_roll(kind: str, words: str) -> None:
    assert dice_words(kind) == words


# ---------------------------------------------------------------- counts and changes
@pytest.mark.parametrize(
    ("count", "one", "words"),
    [
        (1, "drawn card", "1 drawn card"),
        (3, "drawn card", "3 drawn cards"),
        (1, "exchange", "1 exchange"),
        (1, "charge", "1 charge"),
    ],
)
def test_counted_words(count: int, one: str, words: str) -> None:
    assert count_words(count, one) == words


@pytest.mark.parametrize(
    ("amount", "before", "after", "words"),
    [
        (-1, 0, 0, "Fate stays at 0 (-1 asked)"),
        (-2, 1, 0, "-1 Fate (now 0; -2 asked)"),
        (2, 3, 5, "+2 Fate (now 5)"),
    ],
)
def test_a_change_at_its_bound_says_so(amount: int, before: int, after: int, words: str) -> None:
    assert change_words("Fate", amount, before, after) == words


# ---------------------------------------------------------------- plain adventures
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("You chose 1: Walk the drowning-line with her at low tide.", "…at low tide."),
        ("You chose 2: Go on", "Go on."),
        ("You chose 3: Who goes there?", "there?"),
    ],
)
def test_a_sentence_ends_in_one_stop(text: str, said: str) -> None:
    out = sentence(text)
    assert out.endswith(said.lstrip("…")) and not out.endswith("..")


@pytest.mark.parametrize(
    ("result", "reason", "line"),
    [
        ("ended", "the adventure is over", "The adventure is over. [ADV-005]"),
        ("ended", "The crew sails on.", "The adventure is over: The crew sails on. [ADV-005]"),
        ("won", "The Beast is slain.", "The battle is over: won. The Beast is slain. [ADV-005]"),
    ],
)
def test_an_ending_is_said_once(result: str, reason: str, line: str) -> None:
    assert outcome_line(result, reason, "ADV-005", "battle") == line


def test_a_plain_adventure_speaks_of_no_board_and_no_battle() -> None:
    game = new_adventure_game(content(), 1, "hub", "kelp_coves", durable=False)
    answers = []
    while game.pending is not None and len(answers) < 200:
        option = bot_choice(game, "random")
        index = [o.id for o in game.pending.options].index(option)
        answers.append(index)
        game.choose(index)
    for _ in answers:
        game.undo()
    out = io.StringIO()
    session = PlainSession(game, out)
    for index in answers:  # typed as plain mode numbers it (open options first, Done 0)
        assert game.pending is not None
        session.handle(number_of(game.pending, index))
    session.handle("h")
    text = out.getvalue()
    assert ".." not in text.replace("...", "")
    assert "The adventure is over: the adventure is over" not in text
    assert "The adventure is over." in text
    assert "describe the board" not in text
    assert "battle" not in session_leave_words(session)


def session_leave_words(session: PlainSession) -> str:
    """What leaving says (the journal's kind is named: an adventure, not a battle)."""
    return f"The {session.what} is saved"


# ---------------------------------------------------------------- the battle's summary
def test_the_summary_lists_each_casualty_once() -> None:
    """ "…, A:hold-dreamer, B:hold-dreamer" after the dead Titans' names: each once, in words."""
    pack = content()
    game = new_practice_game(pack, 5, primordial="ammonax", level=1, durable=False)
    while game.state.battle is not None and game.state.battle.cursor == "setup":
        game.choose(bot_choice(game, "progress"))
    state = game.state
    game.close()
    battle = state.battle
    assert battle is not None
    dead = battle.titans[3]
    dead.alive = False
    battle.casualties = [f"{dead.key}:{dead.titan_class}"]
    battle.cursor, battle.result = "over", "retreat"
    battle.aftermath = {"glass-shard": 1}
    text = aftermath_text(state, pack).plain
    assert text.count("(D)") == 1, text
    assert not id_words(text), text


def test_the_story_screen_says_an_ending_once() -> None:
    text = outcome_text(Outcome("ended", "the adventure is over", "ADV-005")).plain
    assert text.lower().count("the adventure is over") == 1, text
    assert "[ADV-005]" in text
