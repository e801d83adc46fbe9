"""The battle content's vocabulary: every word a content file may use.

Effect ops with their shapes (:data:`BATTLE_OPS`), keywords, targeting terms, attack types,
ability timings, terrain traits and ``when`` conditions. The loader rejects any other word with
``file:line: message`` and a "did you mean" suggestion; :mod:`atoterm.content.battle_schema`
re-exports these names next to the dataclasses that use them.
"""

from __future__ import annotations

from atoterm.content.lazy_record import frozen_record

TIERS: tuple[str, ...] = ("red", "black", "white")
"""Power dice tiers from lowest to highest [BAT-TITAN-046]."""
SEVERITIES: tuple[str, ...] = ("minor", "major", "grave", "obol")
SLOTS: tuple[str, ...] = ("hand", "support", "armor", "attachment")
GEAR_KINDS: tuple[str, ...] = ("weapon", "shield", "fists", "armor", "support", "attachment")
SKILLS: tuple[str, ...] = ("courage", "cunning", "endurance", "fury", "will", "wisdom")
"""Argonaut Skills a Judgement attack tests (a copy: content never imports the engine)."""

DISABLEABLE_RULES: tuple[str, ...] = ("blindspots",)
"""Rules an effect may disable: ``disable blindspots`` [GEN-007]."""

# Shapes: "" no argument, "N" a number, "A" a word, "AN" a word and a number, "A?N?" optional.
BATTLE_OPS: dict[str, str] = {
    # Triskelion and tokens
    "danger": "N",
    "danger_per_hit": "N",
    "fate": "N",
    "rage": "N",
    "lose_danger": "N",
    "lose_fate": "N",
    "lose_rage": "N",
    "ambrosia": "N",
    "token": "AN",  # modifier token: token <precision|evasion|speed|to_hit|at|evasion_dice|danger> N
    "lasting_token": "AN",
    # trauma and death
    "trauma_draw": "",
    "draw": "A",  # draw <minor|major|grave|obol|moiros|kratos>
    "instant_death": "",
    "die": "",
    "live": "",
    "kratos_roll": "",
    "condition": "A",
    "discard_condition": "A",
    "knockdown": "",
    "stand_up": "",
    "crash": "",
    "fatigue": "A",  # fatigue <movement|combat>
    # movement
    "knockback": "N",
    "knockback_dir": "AN",  # knockback in a fixed direction: knockback_dir <N|E|S|W|any> N
    "pushback": "N",
    "pull": "N",
    "displace": "",
    "move": "N",  # voluntary move-like ability (Reposition/Reflex style), up to N
    "move_to": "A",  # Primordial "Move to X": rear / edge / centre / target
    "turn": "A",  # Primordial turns: toward / around / left / right
    "vault": "",
    "forced_vault": "",
    # Kratos Pool and attack modifiers
    "opening": "N",
    "break": "N",
    "diversion": "N",
    "precision": "N",
    "power_die": "A",  # add one Power die of a tier to this Power Roll
    "titan_power": "N",  # extra Titan Power dice
    "power_reroll": "N",
    "attack_reroll": "N",
    "evasion": "N",
    "evasion_die": "N",
    "evasion_reroll": "N",
    "block": "N",
    "reinforce": "AN",  # reinforce <red|black|white> N
    "priority_target": "",
    "bonus_attack": "",
    "unexhaust": "",
    "exhaust_weapon": "",
    "gain_charge": "N",
    # Primordial side
    "signature": "",
    "routine": "",
    "perform_ai": "",  # perform the top AI card as a Response/attack
    "escalate": "N",
    "escalate_bp": "N",
    "escalate_ai": "N",
    "heal": "N",
    "suppress": "A",  # suppress <ai|bp>
    "additional_wound": "N",
    "death_blow": "",
    "gain_gear": "A",
    "gain_resource": "AN",
    "place_terrain": "A",
    "destroy_terrain": "",
    "labyrinth": "N",  # place N Labyrinth tiles (shapes from the track) [CYC1-007]
    "vantage_point": "A",  # create (unlock) a Vantage Point: vantage_point <id|all>
    "gain_despair": "N",  # the subject Titan gains N Despair [CYC1-015..CYC1-016]; alias despair
    "lose_despair": "N",  # the subject Titan discards N Despair [CYC1-020]
    "trample": "",  # the Primordial Tramples its full Speed now [CYC1-021]
    "solace": "",  # discard a Mind Condition or a Despair token, self or adjacent [KEY-059]
    "awaken": "",  # the subject Titan may Awaken now [BAT-MISC-064]
    "awaken_or_die": "",  # Awaken (from an Obol Draw) or die: the special "You died" Obol
    "trespass": "N",  # the subject gains (N < 0: discards) Trespass tokens [BAT-MISC-065]
    "adversary": "N",  # N Adversary symbols, resolved after the Battle [VOY-037]
    "disable": "A",  # disable a rule until the end of the Battle: disable blindspots [GEN-007]
    "ignore": "A",  # a passive Trait's: the Primordial ignores this op from Titans [GEN-006]
    "instead": "AN",  # a passive Trait's: the Primordial's <op> is N instead [GEN-008]
    "weakspot": "",  # create the Primordial's Weakspots on its Weakspot spaces [BAT-PRIM-005]
    "exhaust_gear": "",  # the subject exhausts one of its Exhaustable Gear [BAT-MISC-093]
    "danger_per_trait": "AN",  # +N Danger per equipped Gear with the trait [BAT-TITAN-106]
    "others": "AN",  # every other living Titan undergoes <op> N [BAT-MISC-039]
    "drain_argo": "N",  # the Argo loses N charges of its Argo Abilities [BAT-MISC-039]
    "none": "",
}

OTHERS_OPS: tuple[str, ...] = (
    "danger",
    "fate",
    "rage",
    "lose_danger",
    "lose_fate",
    "lose_rage",
    "gain_despair",
    "lose_despair",
)
"""The ops ``others <op> N`` may pass on to the other Titans [BAT-MISC-039]."""

KEYWORDS: dict[str, str] = {
    # name -> shape; timings and stacking live in the engine's keyword table [BAT-MISC-097]
    "ambrosia_limit": "N",
    "ambrosia_limit_mod": "N",
    "ascended": "",
    "attack_reroll": "N",
    "auto_break": "N",
    "block": "N",
    "break": "N",
    "bypass": "",
    "carving": "N",
    "commit": "",
    "cumbersome": "",
    "deadly": "",
    "despair_limit": "N",
    "diversion": "N",
    "dodge": "",
    "elation": "N",
    "escalate": "N",
    "frontlines": "",
    "heal": "N",
    "heartseeker": "",
    "hide": "",
    "knockback": "N",
    "lifeline": "",
    "motivate": "N",
    "opening": "N",
    "overbreak": "N",
    "possession_argonaut": "",
    "possession_titan": "",
    "power_reroll": "N",
    "provoke": "",
    "pull": "N",
    "pushback": "N",
    "reflex": "",
    "advanced_reflex": "",
    "superior_reflex": "",
    "reinforce": "N",
    "advanced_reinforce": "N",
    "superior_reinforce": "N",
    "reposition": "N",
    "restricted": "",
    "rocksteady": "",
    "rush": "",
    "improved_rush": "",
    "sacrifice": "",
    "scale": "",
    "second_chance": "",
    "solace": "",
    "spotlight": "",
    "stalwart": "",
    "suppress_ai": "",
    "suppress_bp": "",
    "tireless": "",
    "tumble": "",
    "unique": "",
    "vault": "",
    "forced_vault": "",
}

TARGET_TERMS: dict[str, str] = {
    # targeting line vocabulary [BAT-PRIM-026..034]; "A" takes a word after a colon
    "adjacent": "",
    "board": "",
    "closest": "",
    "furthest": "",
    "in_front": "",
    "in_range": "",
    "in_sight": "",
    "in": "A",  # in:blindspot, in:rear, in:front_area, in:terrain
    "not_in": "A",
    "last_to_wound": "",
    "least": "A",  # least:fate / least:danger / least:rage / least:speed / least:ambrosia
    "most": "A",
    "no_target": "",
    "priority_target": "",
    "with": "A",  # with:knockdown / with:condition / with:ambrosia / with:<condition id>
    "titans": "N",  # titans:2 -> that many Titans
    "zone": "",
}

ATTACK_TYPES: tuple[str, ...] = (
    "melee",
    "range",
    "simultaneous",
    "sequential",
    "path",
    "zone",
    "judgement",
)
TIMINGS: tuple[str, ...] = (
    "passive",
    "free",
    "first_window",
    "second_window",
    "flexible",
    "reaction",
    "before_evasion",
    "evasion",
    "armor",
    "attack_roll",
    "power_roll",
    "full_hit",
    "full_miss",
    "crit_chance",
    "crit_miss",
    "crit_evade",
    "crit_evade_fail",
    "full_evade",
    "wound",
    "fail",
    "start_of_turn",
    "end_of_turn",
    "start_of_battle",
    "end_of_battle",
    "start_of_primordial_round",
    "end_of_primordial_round",
    "start_of_titan_round",
    "end_of_titan_round",
    "about_to_die",
    "when_trauma",
    "when_crash",
    "titan_round",
    "any",
    "bp_drawn",
    "other_actions",
)
TERRAIN_TRAITS: tuple[str, ...] = (
    "ambrosia",
    "board_edge",
    "boundless",
    "chasm",
    "cover",
    "destructible",
    "reinforced",
    "exposed",
    "indestructible",
    "inhabited",
    "labyrinth",
    "obscuring",
    "obstacle",
    "trap",
    "treasure",
)

WHEN_CONDITIONS: tuple[str, ...] = (
    "no_titan_adjacent",
    "titan_adjacent",
    "adjacent_to_obstacle",
    "attacker_in_front",
    "attacker_in_rear",
    "attacker_in_blindspot",
    "attacker_in_weakspot",
)
"""Conditions an ability may name in ``when`` (Primordial traits mostly): "no Titan is adjacent
to the Primordial", "the attacking Titan stands in the front area", ..."""


# ---------------------------------------------------------------- atoms
Cell = tuple[int, int]


@frozen_record
class Effect:
    """One instruction of the shared vocabulary, e.g. ``Effect("knockback", 3)``."""

    op: str
    value: int = 0
    arg: str = ""
    text: str = ""
    """The source text, for display."""


@frozen_record
class Ability:
    """An ability box line of a gear card, Titan sheet, Kratos level, condition or trait."""

    name: str
    timing: str
    effects: tuple[Effect, ...]
    cost: tuple[Effect, ...] = ()
    """Costs paid before the effects: exhaust, discard, charge N, fate N, danger N,
    combat_action, movement_action, complicated_action [BAT-MISC-076]."""
    gate: tuple[str, int] | None = None
    """("danger", 5) = only while Danger is 5+ [BAT-TITAN-107]."""
    optional: bool = True
    """"may" abilities can be declined [GEN-010]."""
    text: str = ""
    when: str = ""
    """A condition of the board that must hold (``WHEN_CONDITIONS``), "" = always."""
    immediately: bool = False
    """Resolved the moment it triggers, before any other effect triggered with it, with no
    choice of order [GEN-005]."""
