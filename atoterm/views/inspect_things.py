"""The things a player can inspect, each in words: Gear, Titans, Conditions, Terrain, AI and BP
cards, Argo Abilities, Summonings, Primordials, Technologies, tiles, Argonauts, Skills.

Every describer reads the content pack as printed (a card's own ``text`` first, else its
numbers and effects put into sentences) and returns a :class:`Inspection`: a title and lines
of plain text, with no content id, no ``x:y`` key and nothing only the engine knows (a tile
not yet laid on the table is not described). Screens add layout and style; nothing here
decides a rule. :mod:`atoterm.views.inspect` picks which of these an option or a board cell
shows.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from atoterm.content.battle_schema import (
    KEYWORDS,
    Ability,
    AiCard,
    BpCard,
    Effect,
    Gear,
    Primordial,
    Trait,
)
from atoterm.engine.battle.abilities.keywords import KEYWORD_RULES
from atoterm.engine.battle.explain.words import OP_WORDS, VERB_WORDS, plain, token_words
from atoterm.views.campaign import diplomacy_track
from atoterm.views.effects import (
    KEYWORD_OPS,
    TIMING_WORDS,
    keyword_effect_words,
    technology_words,
    thing_name,
)
from atoterm.views.terrain import terrain_traits_words

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack
    from atoterm.engine.battle.core.state import TitanState
    from atoterm.engine.state import GameState

ROMAN = {1: "I", 2: "II", 3: "III"}


@dataclass(frozen=True)
class Inspection:
    """What the inspect overlay shows: a title and its lines (a blank line parts sections)."""

    title: str
    lines: tuple[str, ...]
    rules: tuple[str, ...] = ()
    """Ids of the rules it follows (``KEY-021``): a screen may add their words."""

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


# ---------------------------------------------------------------- no ids on screen
_KEY = re.compile(r"\b([A-Za-z]+):([a-z][\w-]*)")
_ID = re.compile(r"\b[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+\b")


def known_names(pack: ContentPack) -> dict[str, str]:
    """Every content id the pack names -> its printed name (for :func:`player_words`)."""
    names: dict[str, str] = {}
    battle = pack.battle
    if battle is not None:
        for table in (
            battle.conditions,
            battle.terrain,
            battle.gear,
            battle.titans,
            battle.primordials,
            battle.argo_abilities,
            battle.summonings,
            battle.godforms,
        ):
            names.update({key: str(getattr(item, "name", key)) for key, item in table.items()})
        names.update({key: card.name for key, card in battle.every_card.items()})
    names.update({key: r.name for key, r in pack.cycle.resources.items()})
    names.update({key: t.name for key, t in pack.cycle.technologies.items()})
    names.update({key: p.name for key, p in pack.cycle.patterns.items()})
    return names


def player_words(pack: ContentPack, text: str, names: Mapping[str, str] | None = None) -> str:
    """``text`` with any id left in it turned into words: a ``key:id`` by the id's name, a
    known id by its printed name, any other ``snake_case``/kebab term by its parts
    (``names``: :func:`known_names`, when the caller cleans many lines)."""
    if names is None:
        names = known_names(pack)

    def name_of(word: str) -> str:
        return names.get(word) or plain(word)

    def keyed(found: re.Match[str]) -> str:
        return name_of(found.group(2))

    def bare(found: re.Match[str]) -> str:
        word = found.group(0)
        if word in names:
            return names[word]
        return plain(word) if "_" in word else word  # "re-roll" is English

    return _ID.sub(bare, _KEY.sub(keyed, text))


# ---------------------------------------------------------------- battle effects in words
SIMPLE_EFFECTS = {
    "danger": "{s} Danger",
    "fate": "{s} Fate",
    "rage": "{s} Rage",
    "lose_fate": "lose {n} Fate",
    "lose_rage": "lose {n} Rage",
    "ambrosia": "{s} Ambrosia",
    "danger_per_hit": "{s} Danger for each hit",
    "knockback": "Knockback {n} (pushed {n} spaces away from the Primordial)",
    "knockdown": "Knockdown (the Titan falls and loses its next actions)",
    "precision": "{s} Precision",
    "evasion": "{s} Evasion",
    "evasion_reroll": "{n} Evasion re-roll",
    "heal": "heal {n}",
    "escalate": "Escalate {n}",
    "escalate_ai": "Escalate the AI deck by {n}",
    "escalate_bp": "Escalate the BP deck by {n}",
    "gain_charge": "gain {n} charge",
    "trespass": "Trespass {n}",
    "adversary": "move the Adversary {n}",
    "labyrinth": "place {n} Labyrinth tile",
    "move": "move {n} spaces",
    "awaken": "Awaken as a Godform",
    "awaken_or_die": "Awaken, or die",
    "bonus_attack": "make a Bonus Attack",
    "crash": "Crash",
    "death_blow": "a Death Blow",
    "destroy_terrain": "destroy the terrain tile",
    "die": "the Titan dies",
    "displace": "Displace (moved off the tile)",
    "exhaust_weapon": "exhaust a weapon",
    "instant_death": "instant death",
    "kratos_roll": "roll on the Kratos Table",
    "live": "the Titan lives",
    "none": "",
    "routine": "perform the Routine card",
    "signature": "perform the Signature card",
    "stand_up": "stand up",
    "trample": "Trample",
    "trauma_draw": "draw a Trauma card",
    "unexhaust": "unexhaust everything",
    "diversion": "place {n} Diversion token",
}
"""Battle ops a sentence says plainly: ``{n}`` the number, ``{s}`` signed."""


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def battle_effect_words(pack: ContentPack, effect: Effect) -> str:
    """One battle effect in words: ``danger_per_hit 1`` -> "+1 Danger for each hit"."""
    op, n, arg = effect.op, effect.value, effect.arg
    if op in SIMPLE_EFFECTS:
        return SIMPLE_EFFECTS[op].format(n=n or 1, s=_signed(n or 1))
    if op in OP_WORDS:
        count = n or 1
        word = OP_WORDS[op]
        if count != 1:
            word = word[:-3] + "dice" if word.endswith(" die") else word + "s"
        return f"{count} {word}"
    if op in VERB_WORDS:
        return VERB_WORDS[op].format(n=n or 1)
    if op in KEYWORD_OPS or op in ("reinforce", "titan_power", "turn", "vault", "forced_vault"):
        said = keyword_effect_words(op, arg, n or 1)
        if said:
            return said
    if op == "condition":
        return f"gain the Condition {thing_name_battle(pack, arg)}"
    if op == "discard_condition":
        return f"discard {thing_name_battle(pack, arg)}"
    if op == "gain_resource":
        return f"gain {n or 1} {thing_name(pack, arg)}"
    if op == "gain_gear":
        return f"gain the Gear card {thing_name_battle(pack, arg)}"
    if op == "place_terrain":
        return f"place {thing_name_battle(pack, arg)}"
    if op in ("token", "lasting_token"):
        lasting = "a lasting" if op == "lasting_token" else "a"
        return f"{lasting} {token_words(arg)} token {_signed(n)}"
    if op == "power_die":
        return f"add a {plain(arg)} Power die" if arg else "add a Power die"
    if op == "knockback_dir":
        return f"Knockback {n or 1} toward the {plain(arg)}"
    if op == "move_to":
        return f"move to {plain(arg)}"
    if op == "fatigue":
        return f"fatigued: no {plain(arg)} action next turn"
    if op == "suppress":
        return f"suppress {thing_name_battle(pack, arg)}"
    if op == "draw":
        return f"draw a {plain(arg)} card"
    if op == "vantage_point":
        return "climb to a Vantage Point"
    words = [plain(op).capitalize() if op in KEYWORDS else plain(op)]
    if arg:
        words.append(thing_name_battle(pack, arg))
    if n:
        words.append(str(n))
    return " ".join(words)


def battle_effects_words(pack: ContentPack, effects: Iterable[Effect]) -> str:
    said = [battle_effect_words(pack, e) for e in effects]
    return "; ".join(s for s in said if s)


def thing_name_battle(pack: ContentPack, thing: str) -> str:
    """A condition, terrain, gear or card by its printed name; else the id as words."""
    battle = pack.battle
    if battle is not None:
        for table in (battle.conditions, battle.terrain, battle.gear, battle.every_card):
            found = table.get(thing)
            if found is not None:
                return str(found.name)
    return plain(thing)


COST_WORDS = {
    "exhaust": "exhaust the card",
    "discard": "discard the card",
    "charge": "spend {n} charge",
    "fate": "gain {n} Fate",
    "danger": "gain {n} Danger",
    "rage": "gain {n} Rage",
    "combat_action": "spend your combat action",
    "movement_action": "spend your movement action",
    "complicated_action": "spend both actions",
}


def ability_words(pack: ContentPack, ability: Ability) -> str:
    """``Boat-Hook Pull (in an Attack's second Ability Window; only while Danger is 5+):
    Pull 1.``: when, what it costs, what it does."""
    when = [TIMING_WORDS.get(ability.timing, "")] if ability.timing != "passive" else ["always"]
    if ability.gate is not None:
        stat, floor = ability.gate
        when.append(f"only while {stat.title()} is {floor}+")
    paid = [COST_WORDS.get(c.op, plain(c.op)).format(n=c.value or 1) for c in ability.cost]
    does = ability.text or battle_effects_words(pack, ability.effects) or "see the card"
    head = ", ".join(w for w in when if w)
    cost = f" Cost: {', '.join(paid)}." if paid else ""
    return f"{ability.name}{f' ({head})' if head else ''}: {does}{cost}"


# ---------------------------------------------------------------- the describers
def keyword_rules(effects: Iterable[Effect]) -> tuple[str, ...]:
    """The rule ids of the keywords among ``effects`` (``deadly`` -> its KEY rule)."""
    found = [KEYWORD_RULES[e.op].rule for e in effects if e.op in KEYWORD_RULES]
    return tuple(dict.fromkeys(r for r in found if r))


def gear_inspection(pack: ContentPack, gear: Gear) -> Inspection:
    """A Gear card: kind, slot and hands, its numbers, printed text, keywords, abilities."""
    lines = [
        f"{gear.kind.title()} · {gear.slot} slot"
        + (f", {gear.hands} hand(s)" if gear.hands else "")
    ]
    numbers = [
        ("Attack dice", gear.attack_dice),
        ("Precision", gear.precision),
        ("Power", gear.power),
        ("Reach", gear.reach),
        ("Armor dice", gear.armor_dice),
        ("Evasion", gear.evasion),
        ("Block", gear.block),
        ("Charges", gear.charges),
    ]
    shown = [f"{name} {value}" for name, value in numbers if value and name != "Power"]
    if gear.power:
        lines.append(f"Power dice: {gear.power} {gear.power_tier}")
    if gear.bonus_power:
        lines.append(f"Bonus Power: {gear.bonus_power} {gear.bonus_tier}")
    if gear.ranged:
        shown.append(f"Ranged {gear.ranged[0]}-{gear.ranged[1]} spaces")
    if shown:
        lines.append(" · ".join(shown))
    if gear.text:
        lines += ["", gear.text]
    if gear.keywords:
        lines.append("Keywords: " + battle_effects_words(pack, gear.keywords))
    for ability in gear.abilities:
        lines.append(ability_words(pack, ability))
    if gear.flavor:
        lines += ["", gear.flavor]
    return Inspection(gear.name, tuple(lines), keyword_rules(gear.keywords))


def titan_class_lines(pack: ContentPack, titan_class: str) -> list[str]:
    battle = pack.battle
    cls = battle.titans.get(titan_class) if battle is not None else None
    if cls is None:
        return []
    origin = "Argo-bred" if cls.origin == "argo" else "Gaia-bred"
    lines = [
        f"{cls.name}: {cls.role.title()}, {origin}, Speed {cls.speed}, {cls.power_die} Power die"
    ]
    for ability in cls.abilities:
        lines.append(ability_words(pack, ability))
    for level in cls.kratos:
        options = " or ".join(battle_effects_words(pack, o) for o in level.options)
        lines.append(f"Kratos {level.level}: {options}")
    if cls.flavor:
        lines.append(cls.flavor)
    return lines


def titan_class_inspection(pack: ContentPack, titan_class: str) -> Inspection:
    lines = titan_class_lines(pack, titan_class)
    name = lines[0].split(":", 1)[0] if lines else "Titan"
    return Inspection(name, tuple(lines or ["A Titan."]))


def titan_name(state: GameState, titan: TitanState) -> str:
    who = state.argonauts[titan.argonaut].name if titan.argonaut < len(state.argonauts) else "?"
    return f"{who} ({titan.key})"


def titan_inspection(pack: ContentPack, state: GameState, titan: TitanState) -> Inspection:
    """A Titan in the battle: its Argonaut's Triskelion, its state, Gear and Conditions."""
    battle = pack.battle
    argonaut = state.argonauts[titan.argonaut] if titan.argonaut < len(state.argonauts) else None
    lines: list[str] = []
    if argonaut is not None:
        lines.append(f"Danger {argonaut.danger}, Fate {argonaut.fate}, Rage {argonaut.rage}")
    status = ["alive" if titan.alive else "dead"]
    if titan.knockdown:
        status.append("knocked down" if titan.knockdown == "falling" else "standing up")
    if titan.acted:
        status.append("has taken its turn this round")
    lines.append("State: " + ", ".join(status))
    if titan.conditions and battle is not None:
        for condition in titan.conditions:
            found = battle.conditions.get(condition)
            name = found.name if found is not None else plain(condition)
            lines.append(
                f"Condition {name}: {found.text if found is not None else ''}".rstrip(": ")
            )
    if titan.tokens:
        lines.append(
            "Tokens: "
            + ", ".join(
                f"{_signed(v)} {token_words(k)}" for k, v in sorted(titan.tokens.items()) if v
            )
        )
    gear = []
    for held in titan.gear:
        card = battle.gear.get(held.card) if battle is not None else None
        if card is None or held.discarded:
            continue
        charges = f"{held.charges} charge" + ("s" if held.charges != 1 else "")
        marks = [m for m, on in (("exhausted", held.exhausted), (charges, held.charges)) if on]
        gear.append(card.name + (f" ({', '.join(marks)})" if marks else ""))
    if gear:
        lines.append("Gear: " + ", ".join(gear))
    lines += ["", *titan_class_lines(pack, titan.titan_class)]
    return Inspection(titan_name(state, titan), tuple(lines))


def condition_inspection(pack: ContentPack, condition: str) -> Inspection:
    battle = pack.battle
    found = battle.conditions.get(condition) if battle is not None else None
    if found is None:
        return Inspection(plain(condition).title(), ("A Condition.",))
    lines = [f"A {found.kind} Condition.", found.text]
    if found.back_text:
        lines.append(f"Other side: {found.back_text}")
    lines += [ability_words(pack, a) for a in found.abilities]
    return Inspection(found.name, tuple(line for line in lines if line))


def terrain_inspection(pack: ContentPack, terrain: str, flipped: bool = False) -> Inspection:
    battle = pack.battle
    kind = battle.terrain.get(terrain) if battle is not None else None
    if kind is None:
        return Inspection("Terrain", ("Unknown terrain.",))
    lines = [f"Terrain: {terrain_traits_words(kind, flipped)}"]
    if kind.text:
        lines.append(kind.text)
    lines += [ability_words(pack, a) for a in kind.abilities]
    return Inspection(kind.name, tuple(lines))


def ai_card_lines(pack: ContentPack, card: AiCard) -> list[str]:
    kind = "" if card.kind == "ai" else f"{card.kind.title()} card, "
    lines = [f"{kind}AI card, level {ROMAN.get(card.level, card.level)}"]
    for number, line in enumerate(card.targeting, start=1):
        lines.append(f"Target {number}: {plain(line.text)}")
    move = card.move
    if move.op == "move_normal":
        lines.append("Move: toward its Target, up to its Speed")
    elif move.op == "none":
        lines.append("Move: it does not move")
    else:
        lines.append(f"Move: {battle_effect_words(pack, move)}")
    attack = card.attack
    if attack is None:
        lines.append("No attack.")
    else:
        words = f"Attack: {', '.join(attack.types)}; {attack.evasion_dice} Evasion dice against difficulty {attack.difficulty}"
        if attack.range:
            words += f"; range {attack.range}"
        lines.append(words)
    for label, effects in (
        ("On a hit", card.hit),
        ("After", card.after),
        ("After the last", card.after_final),
        ("If a Crit die fails to evade", card.crit_evade_fail),
    ):
        if effects:
            lines.append(f"{label}: {battle_effects_words(pack, effects)}")
    for banner in card.banners:
        lines.append(
            f"Banner, {banner.stat.title()} {banner.minimum}+: {battle_effect_words(pack, banner.effect)}"
        )
    if card.flavor:
        lines.append(card.flavor)
    return lines


def bp_card_lines(pack: ContentPack, card: BpCard) -> list[str]:
    lines = [f"BP card, level {ROMAN.get(card.level, card.level)}, AT {card.at}"]
    for label, effects in (
        ("Wound", card.wound),
        ("Fail", card.fail),
        ("Instinct", card.instinct),
        ("Critical", card.critical),
    ):
        if effects:
            lines.append(f"{label}: {battle_effects_words(pack, effects)}")
    if card.resources:
        lines.append(
            "Resources in the Aftermath while it is on the Wound Stack: "
            + ", ".join(f"{n} {thing_name(pack, r)}" for r, n in card.resources)
        )
    if card.flavor:
        lines.append(card.flavor)
    return lines


def card_inspection(pack: ContentPack, card_id: str) -> Inspection | None:
    battle = pack.battle
    if battle is None:
        return None
    card = battle.every_card.get(card_id)
    if card is None:
        return None
    if isinstance(card, AiCard):
        return Inspection(card.name, tuple(ai_card_lines(pack, card)))
    if isinstance(card, BpCard):
        return Inspection(card.name, tuple(bp_card_lines(pack, card)))
    effects = getattr(card, "effects", ())
    lines = [getattr(card, "text", "") or battle_effects_words(pack, effects)]
    return Inspection(
        str(getattr(card, "name", "Card")), tuple(line for line in lines if line) or ("A card.",)
    )


def argo_ability_inspection(
    pack: ContentPack, ability_id: str, charges: int | None = None
) -> Inspection | None:
    battle = pack.battle
    found = (
        battle.argo_abilities.get(ability_id.removeprefix("argo:")) if battle is not None else None
    )
    if found is None:
        return None
    lines = ["Argo Ability", f"Charges: {found.charges if charges is None else charges}"]
    when = TIMING_WORDS.get(found.timing, plain(found.timing))
    lines.append(f"When: {when}")
    lines.append(found.text or battle_effects_words(pack, found.effects))
    return Inspection(found.name, tuple(lines))


def summoning_inspection(pack: ContentPack, name: str) -> Inspection | None:
    """A Summoning by its printed name (the options name it: "Summon Halia of …")."""
    battle = pack.battle
    if battle is None:
        return None
    found = next((s for s in battle.summonings.values() if s.name == name), None)
    if found is None:
        return None
    lines = ["Summoning"]
    if found.text:
        lines.append(found.text)
    else:
        lines.append(battle_effects_words(pack, found.effects))
    if found.cost:
        lines.append("Cost: " + battle_effects_words(pack, found.cost))
    if found.flavor:
        lines.append(found.flavor)
    return Inspection(found.name, tuple(lines))


def level_traits(prim: Primordial, level: int) -> list[Trait]:
    """The Traits of ``level``, cumulative with the lower levels' less those it removes
    [BAT-SETUP-030]; every Trait when ``level`` is 0."""
    if not level:
        return list(prim.traits.values())
    held: list[str] = []
    for lv in sorted(prim.levels, key=lambda lv: lv.level):
        if lv.level > level:
            break
        held = [t for t in held if t not in lv.removes] + [t for t in lv.traits if t not in held]
    return [prim.traits[t] for t in held if t in prim.traits]


def primordial_inspection(pack: ContentPack, primordial: str, level: int = 0) -> Inspection | None:
    battle = pack.battle
    prim = battle.primordials.get(primordial) if battle is not None else None
    if prim is None:
        return None
    lines = [f"A Primordial of size {prim.size}" + (" (an Adversary)" if prim.adversary else "")]
    for lv in prim.levels:
        if level and lv.level != level:
            continue
        lines.append(f"Level {lv.level}: To Hit {lv.to_hit}, Speed {lv.speed}, Wounds {lv.wounds}")
    for trait in level_traits(prim, level):
        lines.append(f"Trait {trait.name}: {trait.text}")
    if prim.flavor:
        lines.append(prim.flavor)
    return Inspection(prim.name, tuple(lines))


def technology_inspection(pack: ContentPack, tech_id: str) -> Inspection | None:
    tech = pack.cycle.technologies.get(tech_id)
    if tech is None:
        return None
    lines = [f"{tech.kind.title()} Technology"]
    if tech.text:
        lines.append(tech.text)
    lines += technology_words(pack, tech)
    if tech.leads_to:
        after = [
            pack.cycle.technologies[t].name for t in tech.leads_to if t in pack.cycle.technologies
        ]
        if after:
            lines.append("Leads to: " + ", ".join(after))
    return Inspection(tech.name, tuple(lines))


def resource_inspection(pack: ContentPack, state: GameState, resource: str) -> Inspection:
    found = pack.cycle.resources.get(resource)
    name = found.name if found is not None else thing_name(pack, resource)
    lines = []
    if found is not None:
        lines.append(f"A {found.category} resource")
        if found.text:
            lines.append(found.text)
    lines.append(f"In the Cargo Hold: {state.story.resources.get(resource, 0)}")
    return Inspection(name, tuple(lines))


SYMBOL_WORDS = {
    "city": "a City: the Last Visited City token moves here when the Argo leaves",
    "progress": "a Progress symbol: +1 Progress when the tile is Explored",
    "doom": "a Doom symbol: its Doom is felt on every visit",
    "titan": "a Titan symbol",
    "adventure": "an Adventure symbol: an adventure may be read here",
    "rr": "an R&R symbol: rest and recreation",
}


def tile_inspection(pack: ContentPack, state: GameState, tile_id: int) -> Inspection:
    """A tile of the sea: only what the table shows (an unrevealed tile is not described)."""
    voyage = state.voyage
    if tile_id not in voyage.revealed:
        return Inspection(
            f"Unexplored waters (tile {tile_id})",
            (
                "This tile is not on the table yet: it is laid, and read, when the Argo sails there.",
            ),
        )
    tile = pack.tile(tile_id)
    explored = "Explored" if tile_id in voyage.explored else "revealed, not yet Explored"
    lines = [f"Tile {tile.id}, {explored}"]
    if tile.id == voyage.tile:
        lines.append("The Argo is here.")
    for symbol in tile.symbols:
        rule = SYMBOL_WORDS.get(symbol) or pack.cycle.map_symbols.get(symbol) or plain(symbol)
        lines.append(f"Symbol: {rule}")
    for faction in tile.factions:
        lines.append(f"Faction: {pack.faction_name(faction) or plain(faction)}")
    if tile.description:
        lines += ["", tile.description]
    return Inspection(tile.name, tuple(lines))


SKILL_WORDS = {
    "courage": "facing danger head on",
    "cunning": "tricks, stealth and quick thinking",
    "endurance": "holding out against hardship",
    "fury": "force and violence",
    "will": "resolve against fear and despair",
    "wisdom": "knowledge, memory and insight",
}


def skill_inspection(state: GameState, skill: str, argonaut: int | None = None) -> Inspection:
    lines = [f"A Skill: tests of {SKILL_WORDS.get(skill, plain(skill))} add it to the d10."]
    if argonaut is not None and 0 <= argonaut < len(state.argonauts):
        who = state.argonauts[argonaut]
        lines.append(f"{who.name} has {skill.title()} {who.skills.get(skill, 0):+d} now.")
    return Inspection(skill.title(), tuple(lines))


def argonaut_inspection(pack: ContentPack, state: GameState, index: int) -> Inspection | None:
    if not 0 <= index < len(state.argonauts):
        return None
    who = state.argonauts[index]
    lines = [
        f"Danger {who.danger}, Fate {who.fate}, Rage {who.rage}" + ("" if who.alive else " · dead")
    ]
    skills = ", ".join(f"{s.title()} {v:+d}" for s, v in sorted(who.skills.items()))
    lines.append(f"Skills: {skills}")
    if who.despair:
        lines.append(f"Despair held: {who.despair}")
    if who.mnemos:
        lines.append(f"Mnemos cards: {len(who.mnemos)}")
    return Inspection(who.name, tuple(lines))


def faction_inspection(pack: ContentPack, state: GameState, faction: str) -> Inspection:
    found = next((f for f in pack.factions if f.id == faction), None)
    name = found.name if found is not None else plain(faction)
    track = diplomacy_track(state, pack, faction)
    lines = [f"Diplomacy {track.score:+d}: {track.section} (tests {track.bonus:+d})"]
    if found is not None and found.description:
        lines.append(found.description)
    return Inspection(name, tuple(lines))
