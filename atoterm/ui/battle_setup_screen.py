"""Battle setup: the ``battle.setup.*`` decisions (Titan classes, gear, Argo Abilities).

Left: the Titans fielded so far, each with its Argonaut, class, gear and slots in use, and
the Argo Abilities taken against the limit. Right: the pending decision (options the engine
refuses stay listed with the reason, e.g. why a card does not fit) and the card the highlighted
option names. The slot counts are shown for reading only; the engine's disabled reasons decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll

from atoterm.ui.battle_panels import BattlePanel
from atoterm.ui.battle_screen import battle_status
from atoterm.ui.battle_words import battle_content, battle_of, effect_words
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.event_log import EventLog
from atoterm.ui.game_screen import LEAVE_KEYS, GameScreenBase
from atoterm.ui.safe_widgets import SafeOptionList, SafeStatic
from atoterm.ui.stable_footer import StableFooter
from atoterm.views.cards import count_words, gear_numbers, timing_words
from atoterm.views.option_words import worded
from atoterm.views.setup_cards import named_titan_label, setup_card
from atoterm.views.types import Gear, TitanClass

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.views.types import BattleContent, ContentPack, GameState, Option, TitanState

DEFAULT_SLOTS = {"hand": 2, "support": 2, "armor": 1, "attachment": 3}
"""Slots of a Titan Sheet unless its class says otherwise [BAT-SETUP-015, BAT-SETUP-016]."""


def slots_used(titan: TitanState, bc: BattleContent) -> dict[str, int]:
    used = dict.fromkeys(DEFAULT_SLOTS, 0)
    for gear in titan.gear:
        card = bc.gear.get(gear.card)
        if card is None or card.kind == "fists":
            continue
        size = max(card.hands, 1) if card.slot == "hand" else 1
        used[card.slot] = used.get(card.slot, 0) + size
    return used


def slots_words(titan: TitanState, bc: BattleContent) -> str:
    """Two lines: the slots in use of the sheet's, then where the attachments sit.

    Attachments take no slot: the sheet holds a few and every other card one more
    [BAT-SETUP-016], so "attach 5/3" read as over capacity when two of them sat on cards
    (legal). Each count says what it counts: "hand 2 of 2", "3 of 3 on the sheet, 2 on
    other cards"."""
    cls = bc.titans.get(titan.titan_class)
    limits = {**DEFAULT_SLOTS, **(cls.slots if cls else {})}
    used = slots_used(titan, bc)
    slots = " · ".join(
        f"{slot} {used.get(slot, 0)} of {limits[slot]}"
        for slot in DEFAULT_SLOTS
        if slot != "attachment"
    )
    attached = [
        g for g in titan.gear if (card := bc.gear.get(g.card)) and card.slot == "attachment"
    ]
    on_cards = sum(1 for g in attached if g.host)
    where = f"{len(attached) - on_cards} of {limits['attachment']} on the sheet"
    if on_cards:
        where += f", {on_cards} on other cards (one each)"
    return f"Slots in use: {slots}\n    Attachments: {where}"


def actor_key(actor: str) -> str:
    """``titan:A`` -> ``A``; ``argonaut:1`` -> ``B``; anything else -> ``""``."""
    kind, _, who = actor.partition(":")
    if kind == "titan":
        return who
    if kind == "argonaut" and who.isdigit() and int(who) < 4:
        return "ABCD"[int(who)]
    return ""


def setup_text(state: GameState, content: ContentPack) -> Text:
    """The roster so far: each Argonaut, the Titan it takes, its gear, the Argo Abilities."""
    battle = battle_of(state)
    bc = battle_content(content)
    deciding = actor_key(state.pending.actor) if state.pending is not None else ""
    by_argonaut = {t.argonaut: t for t in battle.titans}
    text = Text()
    for index, argonaut in enumerate(state.argonauts):
        if index:
            text.append("\n")
        titan = by_argonaut.get(index)
        key = titan.key if titan else "ABCD"[index] if index < 4 else "?"
        text.append("▶ " if key == deciding else "  ", "bold")
        text.append(key, "bold reverse")
        text.append(f" {argonaut.name}", "bold")
        if not argonaut.alive:
            text.append(" — dead, takes no part")
            continue
        cls = bc.titans.get(titan.titan_class) if titan else None
        if titan is None or cls is None:
            text.append(" — no Titan chosen yet")
            continue
        name = (
            named_titan_label(state, titan.roster_uid, cls.name) if titan.roster_uid else cls.name
        )
        text.append(f" — {name}", "bold")  # a named Titan of the roster by its name [ADVA-039]
        text.append(f"\n    {cls.origin}-bred {cls.role}, Speed {cls.speed}")
        text.append(f"\n    {slots_words(titan, bc)}", "dim")
        names = [bc.gear[g.card].name if g.card in bc.gear else g.card for g in titan.gear]
        text.append("\n    Gear: " + (", ".join(names) or "none yet"))
    text.append("\n\n")
    text.append(f"Argo Abilities {len(battle.argo_abilities)}/{battle.aa_limit}", "bold")
    for ability in battle.argo_abilities:
        known = bc.argo_abilities.get(ability.id)
        name = known.name if known else ability.id
        text.append(f"\n  {name} ({count_words(ability.charges, 'charge', 'charges')})")
    if not battle.argo_abilities:
        text.append("\n  none yet")
    return text


def card_detail_text(content: ContentPack, kind: str, option: Option) -> Text:
    """The card ``option`` of a ``kind`` Setup decision names, as its sheet reads."""
    card = setup_card(battle_content(content), kind, option)
    if card is None:
        return Text("")
    text = Text(card.name, "bold")
    if isinstance(card, Gear):
        gear = card
        hands = f", {gear.hands} hand{'s' if gear.hands > 1 else ''}" if gear.slot == "hand" else ""
        text.append(f" — {gear.kind}, {gear.slot} slot{hands}\n")
        text.append(gear_numbers(gear))
        if gear.keywords:
            text.append(f"\nKeywords: {effect_words(gear.keywords, content)}")
        for ability in gear.abilities:
            text.append(f"\n{ability.name} ({timing_words(ability.timing)}): {ability.text}")
        if gear.text:
            text.append(f"\n{gear.text}")
    elif isinstance(card, TitanClass):
        cls = card
        text.append(f" — {cls.origin}-bred {cls.role}, Speed {cls.speed}, {cls.power_die} die\n")
        for ability in cls.abilities:
            text.append(f"{ability.name} ({timing_words(ability.timing)}): {ability.text}\n")
        if cls.flavor:
            text.append(cls.flavor, "italic")
    else:
        charges = count_words(card.charges, "charge", "charges")
        text.append(f" — Argo Ability, {charges}, {timing_words(card.timing)}\n{card.text}")
    return text


class BattleSetupScreen(GameScreenBase):
    """Setting up the battle; the same keys as the battle screen's decisions."""

    VIEW = "setup"
    HELP = "battle"
    BINDINGS: ClassVar[list[BindingType]] = [*LEAVE_KEYS]

    def __init__(self, game: Game, notes: list[str] | None = None) -> None:
        super().__init__(game, notes)

    def compose(self) -> ComposeResult:
        yield SafeStatic(id="status")
        with Horizontal(id="setup-body"):
            with VerticalScroll(id="setup-roster-panel", classes="panel"):
                yield SafeStatic(id="setup-roster")
            with Vertical(id="setup-right"):
                yield DecisionPanel(id="decision", classes="panel")
                yield BattlePanel("Card", id="setup-detail", classes="panel")
                yield EventLog(id="log", classes="panel")
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#setup-roster-panel").border_title = "Battle setup: Titans and gear"
        self.query_one("#decision").border_title = "Decision"
        self.query_one("#log").border_title = "Log"
        log = self.query_one(EventLog)
        log.add_events(self.recent())
        for note in self._notes:
            log.note(note)
        options = self.query_one("#decision-options", SafeOptionList)
        self.watch(options, "highlighted", self._show_detail)
        self.show_state()
        self.query_one(DecisionPanel).focus_options()

    def show_state(self) -> None:
        game = self.game
        self.query_one("#status", SafeStatic).update(battle_status(game))
        if game.state.battle is None:
            return
        self.query_one("#setup-roster", SafeStatic).update(setup_text(game.state, game.content))
        self.query_one(DecisionPanel).show(
            worded(game.content, game.pending, game.state), game.state.outcome
        )
        self._show_detail(self.query_one("#decision-options", SafeOptionList).highlighted)

    def _show_detail(self, highlighted: int | None) -> None:
        pending = worded(self.game.content, self.game.pending, self.game.state)
        detail = self.query_one("#setup-detail", BattlePanel)
        text = Text("")
        index = self.query_one(DecisionPanel).index_at(highlighted)  # listed order != engine's
        if pending is not None and index is not None and index < len(pending.options):
            option = pending.options[index]
            text = card_detail_text(self.game.content, pending.kind, option)
            if option.disabled:
                text.append(f"\n✗ not available: {option.disabled}", "bold")
        detail.display = bool(text.plain)
        detail.show(text)
