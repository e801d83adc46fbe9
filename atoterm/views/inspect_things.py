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

from collections.abc import Sequence
from typing import TYPE_CHECKING

from atoterm.content.battle_schema import AiCard, BpCard, Effect, Gear, Primordial, Trait
from atoterm.engine.battle.abilities.keywords import KEYWORD_RULES
from atoterm.engine.battle.abilities.keywords import label as keyword_label
from atoterm.engine.battle.explain.words import plain, token_words
from atoterm.views.campaign import diplomacy_track
from atoterm.views.effects import TIMING_WORDS, keyword_words, technology_words, thing_name
from atoterm.views.inspect_words import (
    Inspection,
    ability_words,
    battle_effect_words,
    battle_effects_words,
    keyword_rules,
    signed,
)
from atoterm.views.terrain import terrain_traits_words

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack
    from atoterm.engine.battle.core.state import TitanState
    from atoterm.engine.state import GameState

ROMAN = {1: "I", 2: "II", 3: "III"}


# ---------------------------------------------------------------- the describers
def ascended_traits_line(traits: Sequence[str]) -> str:
    """A fielded card's ascension traits, in a Mnestis Theatre battle: the rulebook gives
    them no ability of their own [MNE-015]."""
    return f"Ascended in the Mnestis Theatre: {', '.join(traits)} (no ability of its own)."


def gear_inspection(pack: ContentPack, gear: Gear, ascended: Sequence[str] = ()) -> Inspection:
    """A Gear card: kind, slot and hands, its numbers, printed text, keywords, abilities; and
    the traits its ascension gave it in a Mnestis Theatre battle [MNE-015]."""
    lines = [
        f"{gear.kind.title()} · {gear.slot} slot"
        + (f", {gear.hands} hand{'s' if gear.hands != 1 else ''}" if gear.hands else "")
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
    if ascended:
        lines.append(ascended_traits_line(ascended))
    if gear.flavor:
        lines += ["", gear.flavor]
    return Inspection(gear.name, tuple(lines), keyword_rules(gear.keywords))


def keyword_inspection(effect: Effect, source: str = "") -> Inspection | None:
    """A keyword as a card prints it (``Opening 1``): when it may be used, its cost and what
    it does, in the engine's keyword table's terms; its rule for the words of the rulebook."""
    rule = KEYWORD_RULES.get(effect.op)
    if rule is None:
        return None
    name = keyword_label(effect)
    does = keyword_words(name)
    lines = [f"A keyword{f' (on {source})' if source else ''}."]
    if does:
        lines.append(does)
    elif rule.timing == "rule":
        lines.append("A lasting rule while the card is in play: see the rule below.")
    return Inspection(name, tuple(lines), (rule.rule,) if rule.rule else ())


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
                f"{signed(v)} {token_words(k)}" for k, v in sorted(titan.tokens.items()) if v
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
    fielded = state.battle.patterns.get(titan.key, []) if state.battle is not None else []
    for pattern in fielded:  # a Theatre Titan's Patterns, whose tables replace its own [MNE-013]
        card = pack.cycle.patterns.get(pattern)
        if card is not None:
            lines.append(f"{card.name}: {card.text}")
    lines += ["", *titan_class_lines(pack, titan.titan_class)]
    if fielded:
        lines.append("(Its Patterns' tables replace the class's Trauma or Kratos Table above.)")
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
    if card.mnestis:  # the Routine's other side [BAT-SETUP-020, MNE-012]
        kind = "Mnestis Routine card (Mnestis Theatre battles only), "
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
    for lv in sorted(prim.all_levels, key=lambda lv: lv.level):
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
    for lv in prim.all_levels if level else prim.levels:  # a Theatre Level only when asked
        if level and lv.level != level:
            continue
        lines.append(f"Level {lv.level}: To Hit {lv.to_hit}, Speed {lv.speed}, Wounds {lv.wounds}")
        if lv.start:  # a Theatre Level's, in place of a Battle Track box [MNE-012]
            lines.append(f"Start of Battle, every Titan: {battle_effects_words(pack, lv.start)}")
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


SYMBOL_WORDS: dict[str, tuple[str, str]] = {
    "city": ("a City: the Last Visited City token moves here when the Argo sails away", "VOY-009"),
    "progress": ("a Progress symbol: +1 Progress while the tile is Unexplored", "VOY-014"),
    "doom": ("a Doom symbol: +1 Doom on every visit, Explored or not", "VOY-013"),
    "titan": ("a Titan symbol: +1 Dreamwalker Titan while the tile is Unexplored", "VOY-015"),
    "adventure": ("an Adventure symbol: a Hub adventure while the tile is Unexplored", "CAMP-025"),
    "rr": ("an R&R symbol: an R&R adventure while the tile is Unexplored", "ADV-019"),
}
"""The rulebook's map symbols: what each does when the Argo's day is spent on the tile (the
Exploration and Expedition Steps), and its rule [VOY-013..VOY-016]."""


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
    rules = []
    for symbol in tile.symbols:
        words, rule = SYMBOL_WORDS.get(symbol, ("", "VOY-019"))
        words = words or pack.cycle.map_symbols.get(symbol) or plain(symbol)
        lines.append(f"Symbol: {words}")
        rules.append(rule)
    if any(s in ("progress", "titan") for s in tile.symbols):
        rules.append("VOY-016")  # an Explored tile gives them no more
    for faction in tile.factions:
        lines.append(f"Faction: {pack.faction_name(faction) or plain(faction)}")
    if tile.description:
        lines += ["", tile.description]
    return Inspection(tile.name, tuple(lines), tuple(dict.fromkeys(rules)))


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
