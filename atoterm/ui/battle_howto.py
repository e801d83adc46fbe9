"""The battle how-to the help screen (``?``) shows on the battle screens: how the rounds go,
a Titan's attack step by step, how to read the dice in the log and the panels, and the board's
glyphs.

Written in our own words from the rules checklist (the rule ids in brackets are for us, never
shown). The glyph list is built from the constants the board itself draws with and the game's
terrain glyphs (``views.terrain``), so the how-to cannot drift from the board; the dice words follow the formats the engine's log and the
Primordial panel use ("red 0P+1p", "red 1*", "7*->8 hit").
"""

from __future__ import annotations

from collections.abc import Iterator

from rich.text import Text
from textual.widget import Widget

from atoterm.ui.battle_text import (
    BLINDSPOT,
    BODY,
    EMPTY,
    FACING_ARROWS,
    MARK,
    REAR,
    RED_H,
    RED_V,
    RIDER,
)
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.views.terrain import terrain_glyphs, terrain_words
from atoterm.views.types import ContentPack

ROUNDS = """\
A battle goes in rounds, and the two sides take turns. The Primordial acts first, unless an \
effect gives your Titans the opening round; then every Titan takes one turn; then the \
Primordial again, and so on. You win the moment the Wound Stack holds as many Wounds as the \
Primordial's Wounds figure; you lose when every Titan is dead or when you retreat.

In the Primordial's round the game plays for it: it turns over the top AI card (the number \
on the back of the deck tells that card's level in advance), picks its target by the card's \
targeting lines, moves and strikes. The Primordial never rolls to hit. Instead the Titan it \
strikes rolls Evasion: a handful of d10s, one of them the Crit die, each trying to reach the \
card's Evasion difficulty; every die that falls short lets one hit through. The hits that get \
through set off the card's effects. Danger climbs on the Titan's Triskelion, an Armor Roll \
may soak some of it, and then a Trauma card is drawn from the deck the Titan's Trauma Table \
names for its new Danger.

In your round each Titan, in the order you like, gets a movement action and a combat action, \
in either order, each finished before the other starts. A move goes up to the Titan's Speed, \
one space at a time and never diagonally, and may not pass through Obstacles, Chasms, other \
miniatures or red lines. An action you do not use is simply lost when the turn ends.

Each Argonaut shares with its Titan a Triskelion of three figures from 0 to 9: Danger (harm \
taken), Fate (paid for re-rolls and luck) and Rage (raised by every attack; the higher it \
is, the more of the Titan's Kratos Table works for it). The Titan with the most Rage holds \
the Priority Target token, which many AI cards aim at.
"""

ATTACK = """\
1. Pick the weapon. The target must be in its range (a weapon with neither Reach nor Ranged \
strikes only next door; Reach X strikes up to X spaces away; Ranged X-Y only between X and \
Y) and in line of sight.
2. Rage goes up by 1. A Titan whose Rage is now above the Priority Target holder's takes the \
token.
3. To hit. Roll as many d10s as the weapon's Attack dice; one of them is the Crit die. Every \
die gets the weapon's Precision, +1 when striking from a Blindspot and +1 per Opening token \
waiting in the Kratos Pool. A die that reaches the Primordial's To Hit is a hit; a natural 10 always hits \
and a natural 1 always misses. Re-rolls: declare every die to re-roll first, then roll them \
together, each die at most once; the weapon's Attack Re-rolls are free, any more cost +1 \
Fate each (never above 9). If every die misses, the attack is over. A natural 10 on the Crit \
die gives a Crit Chance.
4. First window: the attacker may use abilities of its Kratos Table, Mnemos and Gear that \
happen now, such as stepping aside or pushing the Primordial.
5. The top BP card is turned over: the body part you struck, with its AT (how much Power a \
Wound needs) and how the Primordial answers.
6. To wound. Your Power Pool is the weapon's Power dice for every hit, its Bonus Power once, \
the Titan's own Power die and any dice Kratos or Gear add. Roll them all. Only Power Re-roll \
effects may re-roll Power dice (Fate never can). A potential is worth nothing by itself: every \
Break token lying in the Kratos Pool converts one potential into 1 Power. If the Total Power reaches \
the AT (plus the Primordial's AT bonus) it is a Wound, a Critical Wound if you hold a Crit \
Chance; below it, a Fail.
7. The Primordial answers from the BP card: its Wound or Fail response, and its Instinct \
response whatever the result. A Critical Wound silences them all: only the card's Critical \
effect happens (an extra Wound, for instance).
8. A Wound goes onto the Wound Stack (a level III card counts twice) and the Primordial \
escalates: stronger BP and AI cards are shuffled into its decks. A Fail sends the card to the \
discard pile.
9. The Kratos Pool is emptied.
10. Second window: most Kratos Table and Gear effects that place Opening and Break tokens \
happen now, filling the Kratos Pool for the next attack, whichever Titan makes it.

Kratos, in short: Rage unlocks lines of the Kratos Table (the line of the current Rage and \
every line below it); the Kratos Pool holds the shared Opening and Break tokens, which the \
very next attack uses and then loses; a Kratos Roll is one d10 that must reach the Titan's \
Rage, or the Titan draws a Kratos card (a second one kills it).
"""

DICE = """\
Attack and Evasion dice are d10s. In the log an attack die reads like "7*->8 hit": the die \
showed 7, the star marks the Crit die, 8 is the result with Precision and Openings added, \
and hit or miss is measured against the To Hit. An Evasion die reads like "3 (Crit) hit": \
the first die is always the Crit die, and "evade" means the die stopped a hit.

Power dice are six-sided and come in three tiers, from weakest to strongest: red, black, \
white. When the box runs out of a tier, two missing dice of it become one die of the next. \
A face can show Power, potential, both, or "???" (counts for nothing). In the log "red \
0P+1p" is a red die showing 0 Power and 1 potential (capital P for Power, small p for \
potential); in the Primordial panel the same die reads "red 0*": the number is its Power and \
each star one potential. An Armor Roll counts only potentials: each one takes 1 Danger off \
the hit ("Danger 3 → 2").
"""


def glyph_rows(content: ContentPack | None = None) -> list[tuple[str, str]]:
    """(glyph, words) for everything the board can draw, in the board's own glyphs: each
    terrain type of ``content`` has a glyph of its own (``views.terrain``), named in ``d``'s
    words."""
    arrows = "".join(FACING_ARROWS.values())
    rows = [
        ("A B C D", "the Titans; a small letter is a Titan knocked down, reversed an Awakened one"),
        (f"{RIDER}A", "a Titan standing on a Vantage Point"),
        (arrows, "the Primordial's front edge, pointing the way it faces"),
        (BODY, "the rest of the Primordial's body"),
        (REAR, "its rear spaces"),
        (BLINDSPOT, "a Blindspot: it cannot target a Titan there unless the card says so"),
        (f"{RED_V} {RED_H}", "a red line: no Titan walks across it and it blocks line of sight"),
        (MARK, "a space the current decision offers"),
        (EMPTY, "an empty space"),
    ]
    battle = content.battle if content is not None else None
    if battle is not None:
        for (kind, flipped), glyph in terrain_glyphs(battle).items():
            rows.append((glyph, terrain_words(battle.terrain.get(kind), flipped)))
    return rows


def flow(text: str) -> str:
    """One line per paragraph or numbered step (the help screen wraps them)."""
    return "\n\n".join(" ".join(part.split()) for part in text.split("\n\n"))


def board_text(content: ContentPack | None = None) -> Text:
    text = Text()
    for number, (glyph, words) in enumerate(glyph_rows(content)):
        if number:
            text.append("\n")
        text.append(f"{glyph:>7}", "bold")
        text.append(f"  {words}")
    text.append(
        "\n\nThe Legend panel names each terrain on this board; b puts the cursor on the board "
        "and the line under it says in words what stands on that space; d describes the whole "
        "board and w explains why the Primordial did what it did."
    )
    return text


SECTIONS: tuple[tuple[str, str], ...] = (
    ("The battle, round by round", "howto-rounds"),
    ("A Titan's attack, step by step", "howto-attack"),
    ("Reading the dice", "howto-dice"),
    ("Reading the board", "howto-board"),
)
"""(heading, widget id) of the how-to's sections, in the order shown."""


def section_bodies(content: ContentPack | None = None) -> dict[str, Text | str]:
    """Widget id -> the section's text (the attack steps keep one line each)."""
    steps = "\n".join(" ".join(line.split()) for line in ATTACK.split("\n\n")[0].splitlines())
    kratos = flow(ATTACK.split("\n\n", 1)[1])
    return {
        "howto-rounds": flow(ROUNDS),
        "howto-attack": f"{steps}\n\n{kratos}",
        "howto-dice": flow(DICE),
        "howto-board": board_text(content),
    }


def howto_widgets(content: ContentPack | None = None) -> Iterator[Widget]:
    """The how-to as the help screen shows it: a heading, then its text, per section (the
    terrain glyphs of ``content``, the game's)."""
    bodies = section_bodies(content)
    for heading, widget_id in SECTIONS:
        yield SafeStatic(Text(heading, "bold underline"), classes="help-heading")
        yield SafeStatic(bodies[widget_id], id=widget_id)
