"""The glossary's own entries: the game's recurring terms, in our own words, with the rule that
defines each (``views.glossary`` adds every rule, keyword, Condition and terrain to them).

Written for this game from the rules checklist and the battle how-to; nothing is copied from
the rulebook. The rule ids are the checklist's.
"""

from __future__ import annotations

TERMS: tuple[tuple[str, str, str], ...] = (
    (
        "Triskelion",
        "GEN-031",
        "The three figures an Argonaut shares with the Titan they ride: Danger, Fate and Rage, "
        "each from 0 to 9. They go back to 0 after every battle.",
    ),
    (
        "Danger",
        "GEN-031",
        "How badly a Titan and its Argonaut are hurt. Danger rises when the Primordial's hits "
        "get through; after a hit a Trauma card is drawn from the deck the Titan's Danger "
        "names. Danger forced above 9 in a battle means an Obol Draw.",
    ),
    (
        "Fate",
        "GEN-021",
        "Luck bought on credit. Each die re-rolled with Fate (an Attack Roll, an Evasion Roll "
        "or a test) costs +1 Fate; Fate can never be raised above 9 on purpose, and forced "
        "above 9 in a battle it brings a Moiros card.",
    ),
    (
        "Rage",
        "BAT-TITAN-029",
        "Every attack raises the attacker's Rage by 1. The higher the Rage, the more lines of "
        "the Titan's Kratos Table work for it; the Titan with the most Rage holds the Priority "
        "Target token. Rage above 9 kills the Titan.",
    ),
    (
        "Power Pool",
        "BAT-TITAN-045",
        "The Power dice rolled to wound: the weapon's Power dice for every hit, its Bonus "
        "Power once, the Titan's own Power die and any dice Kratos or Gear add. The Total "
        "Power must reach the BP card's AT for a Wound.",
    ),
    (
        "BP card",
        "BAT-TITAN-042",
        "Body Part card: turned over from the Primordial's BP deck when an attack hits. It "
        "names the part struck, its AT (the Power a Wound needs) and how the Primordial answers "
        "a Wound, a Fail or either (its Responses). Wounded BP cards go on the Wound Stack.",
    ),
    (
        "AT",
        "BAT-PRIM-009",
        "The armour figure of a BP card: the Total Power an attack needs to wound that body "
        "part, plus the Primordial's AT bonus and any AT tokens.",
    ),
    (
        "AI card",
        "BAT-PRIM-019",
        "The Primordial's orders for one round: turned over from its AI deck, the card says whom "
        "it targets (its targeting lines are read top to bottom), how it moves and how it "
        "strikes. The numeral on the back of the deck's top card tells its level in advance.",
    ),
    (
        "Blindspot",
        "BAT-PRIM-003",
        "Spaces around the Primordial it cannot watch. It never targets a Titan standing in a "
        "Blindspot unless the card names Blindspots, it has no line of sight to them, and a "
        "Titan attacking from one gets +1 Precision.",
    ),
    (
        "Vantage Point",
        "BAT-MISC-055",
        "A place on the Primordial's body a Titan can climb onto, once an effect has created it "
        "(a Primordial without one can never be climbed). The Primordial has no line of sight "
        "to a Titan up there, and zones do not reach it.",
    ),
    (
        "Priority Target",
        "BAT-SETUP-024",
        "A token held by the Titan with the most Rage (ties are settled by the players); many "
        "AI cards aim at whoever holds it. In an adventure the party leader holds it as a "
        "reminder.",
    ),
    (
        "Kratos Pool",
        "BAT-TITAN-080",
        "The shared pool of Opening and Break tokens the next attack uses, whichever Titan makes "
        "it. It is emptied at the end of every attack.",
    ),
    (
        "Kratos Table",
        "BAT-MISC-085",
        "Each Titan's table of bonuses by Rage: the line of the current Rage and every line "
        "below it apply; most lines offer a choice of two.",
    ),
    (
        "Opening and Break tokens",
        "BAT-TITAN-031",
        "Tokens in the Kratos Pool. Each Opening adds +1 to every Attack die of the next attack; "
        "each Break turns one potential of the Power Roll into 1 Power.",
    ),
    (
        "Crit die",
        "BAT-TITAN-036",
        "The one white die in every Attack or Evasion roll. A natural 10 on it in an Attack "
        "Roll gives a Crit Chance: if the attack then wounds, the Wound is critical.",
    ),
    (
        "Wound Stack",
        "BAT-TITAN-062",
        "Where wounded BP cards go. A level III card counts twice. The battle is won the moment "
        "the stack holds as many Wounds as the Primordial's Wounds figure.",
    ),
    (
        "Escalation",
        "BAT-TITAN-061",
        "The Primordial growing stronger as it is wounded: weaker AI and BP cards leave the "
        "battle and stronger ones are shuffled into its decks.",
    ),
    (
        "Evasion Roll",
        "BAT-PRIM-085",
        "The roll a Titan makes when the Primordial strikes it: d10s (one of them the Crit die) "
        "against the card's Evasion difficulty; every die that falls short lets one hit through.",
    ),
    (
        "Trauma card",
        "BAT-PRIM-103",
        "Drawn after a Titan is hit, from the deck its new Danger names (Minor, Major, Grave, "
        "then Obol): what the blow did to the Titan.",
    ),
    (
        "Obol Draw",
        "BAT-PRIM-106",
        "Life or death: a shuffled deck of one card that says you live and one that says you "
        "die, drawn when Danger goes past 9 in a battle or a card orders it.",
    ),
    (
        "Despair",
        "CYC1-015",
        "Tokens of dread this Cycle lays on the Argonauts. They hurt only a Titan with no other "
        "Titan next to it: one token costs 1 Precision, two cost 3, three forbid the combat "
        "action and four kill. Dealing a Wound sheds one; all go at the end of the battle.",
    ),
    (
        "Ambrosia",
        "BAT-MISC-043",
        "God-blood tokens on a Titan's sheet. They do nothing by themselves; effects spend them, "
        "and a Titan past its Ambrosia Limit dies.",
    ),
    (
        "Progress",
        "CAMP-017",
        "Each +1 Progress puts a token on the current Story card (or the Inward Odyssey card): "
        "the main story moves forward when enough are there.",
    ),
    (
        "Doom",
        "GEN-041",
        "Each +1 Doom puts a token on the current Doom card; when a Doom card fills, the dark "
        "story moves on, and resolving the Cycle's last Doom card loses the campaign.",
    ),
    (
        "Crew",
        "CAMP-013",
        "The Argo's people, one of its four stats (6 at full). Crew at 0 loses the campaign.",
    ),
    (
        "Hull",
        "CAMP-014",
        "The Argo's body, one of its four stats (5 at full). Hull at 0 loses the campaign.",
    ),
    (
        "Argo Fate",
        "GEN-024",
        "The ship's own Fate: Argo tests (a Save test, for instance) are re-rolled by gaining "
        "Argo Fate, one per die. Argo Fate above 9 loses the campaign.",
    ),
    (
        "Argo Knowledge",
        "CAMP-016",
        "What the Argo has learned; it never goes down. Each point unlocks the next Inward "
        "Odyssey adventure.",
    ),
    (
        "Timeline",
        "CAMP-001",
        "The campaign's calendar: one Campaign Round is one day. Some days hold battles or "
        "story events; running out of days loses the campaign.",
    ),
    (
        "Exploration Draw",
        "VOY-021",
        "Two stacks of Exploration cards drawn when the Argo explores a tile: each stack goes "
        "on until a card shows the End-stack symbol.",
    ),
    (
        "Diplomacy",
        "VOY-041",
        "How each faction regards the Argo, on a track from At War to Allied; Save tests and "
        "some terrain use the local faction's Diplomacy.",
    ),
    (
        "Mnemos",
        "GEN-040",
        "Memory cards an Argonaut carries (two at most); one that nobody can take goes to the "
        "Mnemos Vault.",
    ),
)
"""(title, rule id, text) of each term."""
