"""The ``[battle]`` table of a scenario: a battle board set up directly (docs/scenarios.md).

```toml
[battle]
primordial = "ammonax"      # default: the pack's first Primordial
level = 2
at = [2, 5]                 # the footprint's top-left cell [row, col]
facing = "S"
cursor = "primordial_round" # where the battle starts: setup, start, primordial_round, titan_round
priority_target = "B"
kratos_pool = { opening = 1 }
terrain = "replace"         # "replace": only the terrain pieces below; "keep": the diagram's too
vantage_open = ["crest"]    # Vantage Points already created
removed_traits = ["patient-coil"]  # Traits in play left out
pre_battle = true           # keep the state before the battle: a Sisyphus Tear can be spent

[[battle.titan]]            # up to four; unlisted seats are left out of the battle
key = "A"
class = "dreamwalker"
at = [6, 5]
gear = ["fists", "tidebreaker-maul"]
danger = 8                  # the Triskelion (on the Argonaut)
ambrosia = 1
conditions = ["dazed"]
knockdown = "falling"
tokens = { precision = -1 }
vantage = "crest"           # starts on this Vantage Point ("at" not needed)
moiros = "stolen-hour"      # the Moiros / Kratos card the Titan holds

[[battle.terrain_piece]]
terrain = "basalt-column"
cells = [[7, 5]]

[battle.decks]              # cards put on TOP of a deck, in this order (taken from elsewhere)
ai = ["ammonax-ai-coil-lash"]
bp = ["ammonax-bp-spiral-plate"]
```
"""

from __future__ import annotations

from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TITAN_KEYS, GearState, TerrainPiece, TitanState
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.battle.primordial.traits import active_trait_ids
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.rng import Rng
from atoterm.engine.state import TRISKELION, GameState, Pantheon
from atoterm.safe_text import whole_number

CURSORS = ("setup", "start", "primordial_round", "titan_round")
PILES = (
    "ai",
    "ai_discard",
    "ai_escalation",
    "bp",
    "bp_discard",
    "bp_escalation",
    "removed",
    "set_aside",
    "wound_stack",
    "minor",
    "major",
    "grave",
    "obol",
    "moiros",
    "kratos",
)


class BattleSetupError(ValueError):
    """A problem in the [battle] table: (table, key, message); ``item``: which table of an
    array of tables (``[[battle.titan]]``), 0-based."""

    def __init__(self, table: str, key: str, message: str, item: int = 0) -> None:
        super().__init__(message)
        self.table, self.key, self.item = table, key, item


def _cell(value: Any, table: str, key: str, width: int, height: int) -> tuple[int, int]:
    ok = (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )
    if not ok or not (0 <= value[0] < height and 0 <= value[1] < width):
        raise BattleSetupError(
            table, key, f"{key} must be [row, col] on the {width}x{height} board"
        )
    return value[0], value[1]


def _edges(
    value: list[list[int]], table: str, key: str, width: int, height: int
) -> list[list[int]]:
    """``[[r1, c1, r2, c2], ...]``: edges between two orthogonally adjacent spaces, at least one
    of them on the board (a red line may run along the border) [CYC1-002]."""
    for r1, c1, r2, c2 in value:
        on_board = [0 <= r < height and 0 <= c < width for r, c in ((r1, c1), (r2, c2))]
        if abs(r1 - r2) + abs(c1 - c2) != 1 or not any(on_board):
            raise BattleSetupError(
                table,
                key,
                f"{key}: [{r1}, {c1}, {r2}, {c2}] is not the edge between two adjacent spaces "
                f"of the {width}x{height} board",
            )
    return [list(edge) for edge in value]


def _powers(state: GameState, content: ContentPack, powers: dict[str, Any]) -> None:
    """``powers = { ... }``: fields of the Pantheon; the ids they list must exist."""
    bc = content.battle
    assert bc is not None
    known = {"godforms": bc.godforms, "godforms_used": bc.godforms}
    known |= dict.fromkeys(("summonings", "exhausted", "one_off"), bc.summonings)
    for key, value in sorted(powers.items()):
        if not hasattr(state.powers, key):
            raise BattleSetupError("battle", "powers", f"unknown powers field {key!r}")
        unknown = [v for v in value if v not in known[key]] if key in known else []
        if unknown:
            raise BattleSetupError("battle", "powers", f"powers {key}: unknown id {unknown[0]!r}")
        setattr(state.powers, key, value)


def build_battle(state: GameState, content: ContentPack, spec: dict[str, Any]) -> None:
    """Put a battle into ``state`` as ``spec`` describes."""

    bc = content.battle
    if bc is None:
        raise BattleSetupError("battle", "", "the content pack has no battle content")
    prim_id = spec.get("primordial", next(iter(bc.primordials)))
    if prim_id not in bc.primordials:
        raise BattleSetupError("battle", "primordial", f"no Primordial {prim_id!r}")
    level = spec.get("level", 1)
    if level not in [lv.level for lv in bc.primordials[prim_id].levels]:
        raise BattleSetupError("battle", "level", f"{prim_id} has no level {level!r}")
    # Awakening and Summonings only when the scenario asks (``powers``: practice + overrides)
    practice = new_practice_state(
        content,
        state.seed,
        primordial_id=prim_id,
        level=level,
        rules=state.rules,
        powers=None if "powers" in spec else Pantheon(),
    )
    battle = practice.battle
    assert battle is not None
    battle.standalone = True
    battle.pre_battle = b""
    state.battle, state.phase, state.step = battle, "battle", "battle"
    state.rng.update(practice.rng)
    state.powers = practice.powers  # Godforms and Summonings as in practice [BAT-MISC-063]
    _powers(state, content, spec.get("powers", {}))
    cursor = spec.get("cursor", "primordial_round")
    if cursor not in CURSORS:
        raise BattleSetupError("battle", "cursor", f"cursor must be one of {', '.join(CURSORS)}")
    battle.cursor = cursor
    if cursor in ("primordial_round", "titan_round"):
        battle.round = max(battle.round, 1)
    width, height = battle.width, battle.height
    if "at" in spec:
        battle.primordial.row, battle.primordial.col = _cell(
            spec["at"], "battle", "at", width, height
        )
    facing = spec.get("facing", battle.primordial.facing)
    if facing not in ("N", "E", "S", "W"):
        raise BattleSetupError("battle", "facing", "facing must be N, E, S or W")
    battle.primordial.facing = facing
    _titans(state, content, spec.get("titan", []))
    _vantage(battle, bc.primordials[prim_id], spec)
    _terrain(battle, content, spec)
    _decks(battle, spec.get("decks", {}))
    pool = spec.get("kratos_pool", {})
    battle.kratos_pool = {k: int(v) for k, v in sorted(pool.items()) if int(v)}
    pt = spec.get("priority_target", battle.priority_target)
    if pt and pt not in [t.key for t in battle.titans]:
        raise BattleSetupError("battle", "priority_target", f"no Titan {pt!r} in this battle")
    battle.priority_target = pt
    marker = spec.get("labyrinth_marker", 0)  # [CYC1-008]
    boxes = len(bc.labyrinth.track)
    if marker and marker >= boxes:
        where = f"has boxes 0..{boxes - 1}" if boxes else "is not in this content pack"
        raise BattleSetupError("battle", "labyrinth_marker", f"the Labyrinth track {where}")
    battle.labyrinth_marker = marker
    for key in ("retreat_allowed", "wise_providence"):
        if key in spec:
            setattr(battle, key, bool(spec[key]))
    if "track_box" in spec:  # [BAT-SETUP-027]
        boxes = [tb.box for tb in bc.primordials[prim_id].track]
        if spec["track_box"] not in boxes:
            raise BattleSetupError("battle", "track_box", f"{prim_id} has no Track box here")
        battle.track_box = int(spec["track_box"])
    _removed_traits(state, content, spec.get("removed_traits", []))
    if spec.get("pre_battle", False):
        battle.pre_battle = _state_before(state)


def _state_before(state: GameState) -> bytes:
    """``pre_battle = true``: the state a Sisyphus Tear goes back to [BAT-MISC-031]. A practice
    battle keeps itself as it stands before Battle Setup; a scenario keeps its own set-up the
    same way, at Battle Setup (round 0), so a Tear replays the battle from Setup (the driver
    restarts a restored battle there). No forced results in it: a Tear keeps the live dice
    streams (``sisyphus.KEPT_ON_RESTORE``)."""
    battle = state.battle
    assert battle is not None
    saved = battle.cursor, battle.round, battle.round_started, state.forced
    battle.cursor, battle.round, battle.round_started, state.forced = "setup", 0, False, {}
    try:
        return canonical_bytes(state)
    finally:
        battle.cursor, battle.round, battle.round_started, state.forced = saved


def _removed_traits(state: GameState, content: ContentPack, removed: list[str]) -> None:
    """``removed_traits``: Traits in play that are left out, as if removed during the
    campaign [BAT-SETUP-030]; each must be in play at this Level and track box."""
    battle = state.battle
    assert battle is not None
    active = active_trait_ids(B(state, content, Rng(state.seed, dict(state.rng))))
    for trait in removed:
        if trait not in active:
            raise BattleSetupError(
                "battle",
                "removed_traits",
                f"{trait!r} is not a Trait in play here (in play: {', '.join(active) or 'none'})",
            )
    battle.primordial.removed_traits = [t for t in active if t in removed]


def _titans(state: GameState, content: ContentPack, rows: list[dict[str, Any]]) -> None:
    battle = state.battle
    assert battle is not None and content.battle is not None
    if not rows:
        return
    titans: list[TitanState] = []
    for index, row in enumerate(rows):
        try:
            titans.append(_titan(state, content, row, titans))
        except BattleSetupError as exc:
            exc.item = index  # the error's line is in this [[battle.titan]]
            raise
    battle.titans = titans
    if battle.priority_target not in [t.key for t in titans]:
        battle.priority_target = titans[0].key


def _titan(
    state: GameState, content: ContentPack, row: dict[str, Any], titans: list[TitanState]
) -> TitanState:
    """One ``[[battle.titan]]``; ``titans``: the ones read before it."""
    battle = state.battle
    assert battle is not None and content.battle is not None
    key = row.get("key", "")
    if key not in TITAN_KEYS or key in [t.key for t in titans]:
        raise BattleSetupError("battle.titan", "key", f"key must be one of A-D, once: {key!r}")
    cls = row.get("class", content.battle.defaults.titans[TITAN_KEYS.index(key)])
    if cls not in content.battle.titans:
        raise BattleSetupError("battle.titan", "class", f"no Titan class {cls!r}")
    r, c = (
        _cell(row.get("at"), "battle.titan", "at", battle.width, battle.height)
        if "vantage" not in row
        else (-1, -1)  # on a Vantage Point: placed by _vantage
    )
    titan = TitanState(key=key, argonaut=TITAN_KEYS.index(key), titan_class=cls, row=r, col=c)
    titan.vantage = str(row.get("vantage", ""))
    for gear_id in row.get("gear", ["fists"]):
        if gear_id not in content.battle.gear:
            raise BattleSetupError("battle.titan", "gear", f"no gear {gear_id!r}")
        titan.gear.append(GearState(gear_id, charges=content.battle.gear[gear_id].charges))
    if row.get("godform"):  # an Awakened Titan [BAT-MISC-064]
        gf = content.battle.godforms.get(row["godform"])
        if gf is None:
            raise BattleSetupError("battle.titan", "godform", f"no godform {row['godform']!r}")
        titan.godform, titan.trespass = gf.id, int(row.get("trespass", gf.trespass))
        titan.awakened_by_obol = bool(row.get("awakened_by_obol", False))
        ids = (gf.card_id, gf.attack_id)
        titan.gear += [GearState(c) for c in ids if c in content.battle.gear]
    for cond in row.get("conditions", []):
        if cond not in content.battle.conditions:
            raise BattleSetupError("battle.titan", "conditions", f"no condition {cond!r}")
    titan.conditions = list(row.get("conditions", []))
    titan.knockdown = row.get("knockdown", "")
    if titan.knockdown not in ("", "falling", "rising"):
        raise BattleSetupError(
            "battle.titan", "knockdown", 'knockdown must be "", "falling" or "rising"'
        )
    titan.ambrosia = int(row.get("ambrosia", 0))
    titan.despair = int(row.get("despair", 0))  # [CYC1-015]
    titan.tokens = {k: int(v) for k, v in sorted(dict(row.get("tokens", {})).items())}
    titan.alive = bool(row.get("alive", True))
    _held_cards(battle, titan, titans, row)
    argonaut = state.argonauts[titan.argonaut]
    for stat in TRISKELION:
        value = row.get(stat, getattr(argonaut, stat))
        if not isinstance(value, int) or not 0 <= value <= 9:
            raise BattleSetupError("battle.titan", stat, f"{stat} must be 0..9")
        setattr(argonaut, stat, value)
    return titan


def _held_cards(
    battle: Any, titan: TitanState, earlier: list[TitanState], row: dict[str, Any]
) -> None:
    """``moiros`` / ``kratos``: the card the Titan keeps from that deck until the end of the
    Battle [BAT-MISC-039, BAT-MISC-041]; taken out of the deck (a card is in one place)."""
    for key, field_name in (("moiros", "moiros"), ("kratos", "kratos_card")):
        card = row.get(key, "")
        if not card:
            continue
        deck: list[str] = getattr(battle.decks, key)
        if card not in deck:
            held = any(getattr(t, field_name) == card for t in earlier)
            why = "another Titan holds it" if held else f"the {key.title()} deck has no such card"
            raise BattleSetupError("battle.titan", key, f"{key} {card!r}: {why}")
        deck.remove(card)
        setattr(titan, field_name, card)


def _vantage(battle: Any, prim: Any, spec: dict[str, Any]) -> None:
    """``vantage_open`` (created VPs) and Titans starting on a VP (``vantage = "id"``), kept on
    the Primordial space the engine gives that VP (``engine/battle/titans/vantage.py``)."""
    ids = [vp.id for vp in prim.vantage_points]
    opened = [str(v) for v in spec.get("vantage_open", [])]
    for vp_id in opened:
        if vp_id not in ids:
            raise BattleSetupError("battle", "vantage_open", f"no Vantage Point {vp_id!r}")
    battle.primordial.vantage_open = [v for v in ids if v in opened]
    p = battle.primordial
    cells = [(p.row + r, p.col + c) for r in range(prim.size) for c in range(prim.size)]
    for index, titan in enumerate(battle.titans):
        if titan.vantage:
            if titan.vantage not in ids:
                message = f"no VP {titan.vantage!r}"
                raise BattleSetupError("battle.titan", "vantage", message, item=index)
            titan.row, titan.col = cells[ids.index(titan.vantage) % len(cells)]


def _terrain(battle: Any, content: ContentPack, spec: dict[str, Any]) -> None:
    assert content.battle is not None
    rows = spec.get("terrain_piece", [])
    board = battle.width, battle.height
    mode = spec.get("terrain", "replace" if rows else "keep")
    if mode not in ("replace", "keep"):
        raise BattleSetupError("battle", "terrain", 'terrain must be "replace" or "keep"')
    if mode == "replace":
        battle.terrain = []
    for row in rows:
        kind = row.get("terrain", "")
        if kind not in content.battle.terrain:
            raise BattleSetupError("battle.terrain_piece", "terrain", f"no terrain {kind!r}")
        cells = [
            list(_cell(c, "battle.terrain_piece", "cells", battle.width, battle.height))
            for c in row.get("cells", [])
        ]
        piece = TerrainPiece(battle.next_uid, kind, cells, shape=str(row.get("shape", "")))
        for key in ("red_lines", "green_lines"):  # a Labyrinth tile's lines [CYC1-002, CYC1-006]
            edges = row.get(key, [])
            setattr(piece, key, _edges(edges, "battle.terrain_piece", key, *board))
        battle.terrain.append(piece)
        battle.next_uid += 1
    if "red_lines" in spec:
        battle.red_lines = _edges(spec["red_lines"], "battle", "red_lines", *board)


def _decks(battle: Any, decks: dict[str, Any]) -> None:
    piles = battle.decks
    for pile in sorted(decks):
        if pile not in PILES:
            raise BattleSetupError("battle.decks", pile, f"unknown pile {pile!r}")
        wanted = decks[pile]
        if not isinstance(wanted, list) or not all(isinstance(w, str) for w in wanted):
            raise BattleSetupError("battle.decks", pile, f"{pile} must list card ids")
        for card in wanted:
            found = False
            for other in PILES:
                cards = getattr(piles, other)
                if card in cards:
                    cards.remove(card)
                    found = True
                    break
            if not found and not card.startswith("wound:"):
                raise BattleSetupError("battle.decks", pile, f"card {card!r} is in no pile")
        setattr(piles, pile, [*wanted, *getattr(piles, pile)])


def state_path(plain: Any, path: str) -> Any:
    """A value of the plain state by a dotted path; list items by index or by their key/id
    ("battle.titans.A.row", "argonauts.0.danger", "battle.decks.wound_stack")."""
    value = plain
    for part in path.split("."):
        if isinstance(value, dict):
            if part not in value:
                raise KeyError(path)
            value = value[part]
        elif isinstance(value, list):
            index = whole_number(part)
            if index is not None:
                value = value[index]
            else:
                matches = [
                    v for v in value if isinstance(v, dict) and part in (v.get("key"), v.get("id"))
                ]
                if not matches:
                    raise KeyError(path)
                value = matches[0]
        else:
            raise KeyError(path)
    return value
