"""The battle's side panels: Primordial, Kratos Pool, dice, Titans, aftermath (cards: words).

Each panel's text is a pure function of the state, the content and the events (testable
without an app); the widgets are thin :class:`SafeStatic` wrappers. Numbers the rules compute
(To Hit, Speed, Wounds, Ambrosia Limit, the Traits in play) come from
:mod:`atoterm.views.battle`, which asks the engine; nothing is decided here. Markers are words or glyphs, never colour alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll

from atoterm.ui.battle_text import FACING_ARROWS, FACING_WORDS
from atoterm.ui.battle_words import (
    battle_content,
    battle_of,
    titan_name,
    tokens_words,
)
from atoterm.ui.safe_widgets import SafeStatic, safe_markup
from atoterm.views import battle as views_battle
from atoterm.views.cards import dice_words, resource_name, thing_name, token_name

if TYPE_CHECKING:
    from atoterm.views.types import (
        BattleContent,
        BattleState,
        ContentPack,
        GameState,
        GearState,
        TitanState,
    )


# ---------------------------------------------------------------- numbers
def wounds_on_stack(state: GameState, content: ContentPack) -> int:
    """Wounds on the stack: a BP III card or a Double Wound counts 2 [BAT-TITAN-062..065]."""
    return views_battle.wounds_on_stack(state, content)


def current_traits(state: GameState, content: ContentPack) -> list[str]:
    """The Traits in play, in the players' words: the engine's own list (the Level's,
    cumulative, and the Battle Track box's) [BAT-SETUP-027, BAT-SETUP-030]."""
    return list(views_battle.active_traits(state, content))


def primordial_text(state: GameState, content: ContentPack) -> Text:
    p = battle_of(state).primordial
    figures = views_battle.primordial_figures(state, content)  # the engine's numbers
    text = Text()
    text.append(figures.name, "bold")
    text.append(f" · Level {figures.level}")
    if figures.track_box:
        text.append(f" · Battle Track box {figures.track_box}")
    text.append("\n")
    text.append(f"Wounds {figures.wounds}/{figures.wound_limit}", "bold")
    text.append(f" · To Hit {figures.to_hit} · Speed {figures.speed}\n")
    text.append(f"Facing {FACING_ARROWS[p.facing]} {FACING_WORDS[p.facing]}")
    tokens = tokens_words(p.tokens)
    if tokens:
        text.append(f" · tokens {tokens}")
    if figures.traits:
        text.append(f"\nTraits: {', '.join(figures.traits)}")
    if figures.routine_mnestis:  # only a Theatre battle's panel says which side is used
        text.append(f"\n{figures.routine_words}")
    text.append("\n")
    text.append_text(kratos_text(state))
    dice = dice_text(state, content)
    if dice.plain:
        text.append("\n")
        text.append_text(dice)
    return text


def kratos_text(state: GameState) -> Text:
    pool = battle_of(state).kratos_pool
    text = Text("Kratos Pool: ", "bold")
    words = ", ".join(f"{token_name(k)} {v}" for k, v in sorted(pool.items()) if v)
    text.append(words or "empty")
    return text


def power_words(entry: str, bc: BattleContent) -> str:
    """``"red:3"`` -> ``red 1`` (power) with ``*`` for potential, ``???`` for the mystery."""
    tier, _, face = entry.partition(":")
    face_index = face.split(":")[0]
    dice = bc.dice.get(tier)
    if dice is None or not face_index.isdigit() or int(face_index) >= len(dice.faces):
        return entry
    picked = dice.faces[int(face_index)]
    if picked.mystery:
        return f"{tier} ???"
    return f"{tier} {picked.power}{'*' * picked.potential}"


def dice_text(state: GameState, content: ContentPack, last: int = 2) -> Text:
    """The newest dice of the battle (``battle.last_dice``)."""
    bc = battle_content(content)
    text = Text()
    for record in battle_of(state).last_dice[-last:]:
        if text.plain:
            text.append("\n")
        text.append(dice_words(record.kind), "bold")
        if record.titan:
            text.append(f" ({record.titan})")
        text.append(": ")
        if record.dice:
            text.append(" ".join(str(d) for d in record.dice))
        if record.power:
            text.append(" · power " + ", ".join(power_words(p, bc) for p in record.power))
        if record.result:
            text.append(f" → {record.result}")
    return text


# ---------------------------------------------------------------- cards


# ---------------------------------------------------------------- Titans
def gear_words(gear: GearState, bc: BattleContent) -> Text:
    card = bc.gear.get(gear.card)
    text = Text(card.name if card else gear.card, "strike dim" if gear.discarded else "")
    if gear.discarded:
        text.append(" [discarded]")
    elif gear.exhausted:
        text.append(" [exhausted]", "italic")
    if gear.charges:
        text.append(f" [{gear.charges} charge{'s' if gear.charges > 1 else ''}]")
    return text


def vantage_name(bc: BattleContent, battle: BattleState, vp_id: str) -> str:
    prim = bc.primordials.get(battle.primordial.id)
    for vp in prim.vantage_points if prim else ():
        if vp.id == vp_id:
            return vp.name
    return vp_id


def titan_text(
    state: GameState, content: ContentPack, titan: TitanState, compact: bool = False
) -> Text:
    """One Titan in three or four lines; ``compact`` abbreviates for a 25-column panel."""
    battle = battle_of(state)
    bc = battle_content(content)
    argonaut = state.argonauts[titan.argonaut]
    cls = bc.titans.get(titan.titan_class)
    active = battle.active_titan == titan.key
    text = Text()
    text.append("▶ " if active else "  ", "bold")
    text.append(titan.key, "bold reverse")
    text.append(f" {argonaut.name} · {cls.name if cls else 'no class yet'}", "bold")
    if not titan.alive:
        cause = thing_name(content, titan.death_cause) if titan.death_cause else ""
        text.append(f" — DEAD{': ' + cause if cause else ''}")
        return text
    limit = views_battle.ambrosia_limit(state, content, titan)
    ambrosia = f"{titan.ambrosia}/{limit}"
    if compact:
        text.append(f"\n  D{argonaut.danger} F{argonaut.fate} R{argonaut.rage} · Amb {ambrosia}")
    else:
        text.append(f"\n  Danger {argonaut.danger} Fate {argonaut.fate} Rage {argonaut.rage}")
        text.append(f" · Ambrosia {ambrosia}")
    status = []
    if titan.godform:
        godforms = getattr(bc, "godforms", {})
        name = godforms[titan.godform].name if titan.godform in godforms else titan.godform
        status.append(f"AWAKENED as {name} (Trespass {titan.trespass})")
    if titan.vantage:
        status.append(f"on Vantage Point {vantage_name(bc, battle, titan.vantage)}")
    if titan.knockdown:
        status.append(f"KNOCKED DOWN ({titan.knockdown})")
    if titan.despair:
        status.append(f"Despair {titan.despair}")
    if titan.hidden:
        status.append("Hidden")
    status += [thing_name(content, c) for c in titan.conditions]  # a Trauma card too
    held = dict(titan.tokens)
    for kind, value in titan.temp_tokens.items():
        held[kind] = held.get(kind, 0) + value
    tokens = tokens_words(held)
    if tokens:
        status.append(tokens)
    if titan.fatigue:
        status.append(f"fatigue: {titan.fatigue}")
    if titan.acted and not active:
        actions = "turn done"
    elif compact:
        pairs = (("move", titan.movement_used), ("combat", titan.combat_used))
        free = [name for name, used in pairs if not used]
        actions = f"free: {', '.join(free) or 'none'}"
    else:
        moves = "move used" if titan.movement_used else "move free"
        combat = "combat used" if titan.combat_used else "combat free"
        actions = f"{moves}, {combat}"
    text.append(f"\n  {actions}")
    if status:
        text.append(("\n  " if compact else " · ") + " · ".join(status))
    text.append("\n  ")
    for index, gear in enumerate(titan.gear):
        if index:
            text.append(" · ")
        text.append_text(gear_words(gear, bc))
    return text


def titans_text(state: GameState, content: ContentPack, compact: bool = False) -> Text:
    text = Text()
    for index, titan in enumerate(battle_of(state).titans):
        if index:
            text.append("\n")
        text.append_text(titan_text(state, content, titan, compact))
    return text


# ---------------------------------------------------------------- aftermath
RESULT_WORDS = {"won": "VICTORY", "lost": "DEFEAT", "retreat": "RETREAT"}


def aftermath_text(state: GameState, content: ContentPack) -> Text:
    """The battle's summary: result, rounds, wounds, resources gained, casualties."""
    battle = battle_of(state)
    result = battle.result or (state.outcome.result if state.outcome else "")
    reason = battle.result_reason or (state.outcome.reason if state.outcome else "")
    text = Text()
    text.append(RESULT_WORDS.get(result, "THE BATTLE IS ENDING"), "bold")
    if reason:
        text.append(f" — {reason}")
    figures = views_battle.primordial_figures(state, content)
    text.append(f"\n\n{figures.name}, Level {figures.level}: ")
    text.append(
        f"{figures.wounds}/{figures.wound_limit} Wounds dealt · {battle.round} Battle Rounds"
    )
    gained = ", ".join(
        f"{resource_name(content, name)} {n}" for name, n in sorted(battle.aftermath.items()) if n
    )
    text.append("\nResources gained: ", "bold")
    text.append(gained or "none")
    dead = [t for t in battle.titans if not t.alive]
    names = [titan_name(state, content, t) for t in dead]
    # a casualty record is "<key>:<class>": one not dead on the board (a Titan lost to an
    # effect) is named by its Titan, and a dead one is not listed twice
    keys = {t.key for t in dead}
    for entry in battle.casualties:
        key, _, titan_class = entry.partition(":")
        if key in keys:
            continue
        keys.add(key)
        titan = next((t for t in battle.titans if t.key == key), None)
        known = battle_content(content).titans.get(titan_class)
        names.append(
            titan_name(state, content, titan)
            if titan is not None
            else (known.name if known is not None else thing_name(content, titan_class))
        )
    text.append("\nCasualties: ", "bold")
    text.append(", ".join(names) or "none")
    return text


def in_aftermath(state: GameState) -> bool:
    battle = state.battle
    if battle is None:
        return False
    return (
        battle.cursor in ("aftermath", "over") or bool(battle.result) or state.outcome is not None
    )


# ---------------------------------------------------------------- widgets
def show_if_changed(widget: SafeStatic, text: Text | str, layout: bool = True) -> None:
    """``widget.update(text)`` unless it shows that already: an update lays the whole screen
    out again (auto heights), the costliest part of a re-render; ``layout=False`` for a
    widget of fixed size."""
    shown = getattr(widget, "_atoterm_shown", None)
    if isinstance(text, Text) and isinstance(shown, Text):
        if text == shown and text.spans == shown.spans:
            return
    elif shown is not None and text == shown:
        return
    widget._atoterm_shown = text  # type: ignore[attr-defined]
    widget.update(text, layout=layout)


class BattlePanel(SafeStatic):
    """A bordered panel whose text is replaced whole when it changes."""

    def __init__(self, title: str, **kwargs: str) -> None:
        super().__init__(**kwargs)
        self.border_title = safe_markup(title)

    def show(self, text: Text) -> None:
        show_if_changed(self, text)


class SidePage(VerticalScroll):
    """A page of the battle's side column: a bordered panel that scrolls when its text is
    longer than the column (four Titans with their gear do not fit in 40 lines)."""

    def __init__(self, title: str, **kwargs: str) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.border_title = safe_markup(title)

    def compose(self) -> ComposeResult:
        yield SafeStatic(classes="side-page-text")

    def show(self, text: Text) -> None:
        show_if_changed(self.query_one(".side-page-text", SafeStatic), text)
