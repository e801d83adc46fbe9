"""What a battle state read from a file must hold before a battle procedure sees it.

The battle rules index the content by the ids in the state (``bc.primordials[...]``,
``bc.gear[...]``, ``bc.terrain[...]``), the Argonauts by ``TitanState.argonaut``, the board by
rows and columns, and find Titans by their seat letter; these checks make every such lookup
land. The battle snapshot inside (``resume.snapshot``) is a whole state of its own, checked by
``validate/__init__.py``.
"""

from __future__ import annotations

from atoterm.content.battle_schema import BattleContent
from atoterm.content.schema import DIRECTIONS
from atoterm.engine.battle.core.patterns import pattern_problem
from atoterm.engine.battle.core.state import (
    TITAN_KEYS,
    TOKEN_KINDS,
    BattleState,
    TerrainPiece,
    TitanState,
)
from atoterm.engine.battle.flow.mnestis import is_theatre
from atoterm.engine.state import GameState
from atoterm.engine.validate import checks as c
from atoterm.engine.validate.known import Known

CURSORS = ("setup", "start", "primordial_round", "titan_round", "aftermath", "over")
RESULTS = ("", "won", "lost", "retreat")
KNOCKDOWN = ("", "falling", "rising")
FATIGUE = ("", "movement", "combat")
DICE_KINDS = ("armor", "evasion", "judgement", "test", "titan_attack")
BONUSES = ("danger_per_hit", "to_hit", "evasion_dice", "escalation")
BOARD_MAX = 64
"""Largest board side: the real ones are 12 by 16 to 18."""
TOKENS = range(-99, 100)
"""Modifier tokens of any kind (temporary ones stack, and may be negative)."""


def check_battle(
    state: GameState,
    battle: BattleState,
    known: Known,
    where: str,
    same: frozenset[str] = frozenset(),
) -> None:
    """``same``: fields of the battle equal to those of one already checked (a snapshot's
    outer battle); a part is skipped when everything it depends on is among them."""
    bc = known.battle
    if bc is None:
        c.fail(f"{where}.battle", "this content pack has no battle content")
    if not same.issuperset(("primordial", "width", "height")):
        prim_where = f"{where}.battle.primordial"
        prim_state = battle.primordial
        c.one_of(f"{prim_where}.id", prim_state.id, bc.primordials, "Primordial")
        prim = bc.primordials[prim_state.id]
        # Theatre Levels only in a Theatre battle [MNE-003]
        level = (known.battle_levels if is_theatre(battle) else known.levels)[prim.id]
        c.one_of(f"{prim_where}.level", prim_state.level, level, f"{prim.name} level")
        c.in_range(f"{where}.battle.width", battle.width, prim.size, BOARD_MAX)
        c.in_range(f"{where}.battle.height", battle.height, prim.size, BOARD_MAX)
        _primordial(battle, known, prim_where)
    if not same.issuperset(("titans", "primordial", "width", "height")):
        _titans(state, battle, bc, known, f"{where}.battle.titans")
    if not same.issuperset(("decks", "primordial", "result", "cursor")):
        _decks(battle, known, f"{where}.battle.decks")
    if not same.issuperset(TERRAIN_PARTS):
        _terrain(battle, known, f"{where}.battle")
    _pieces(battle, bc, known, where)
    _scalars(battle, known, f"{where}.battle")


TERRAIN_PARTS = ("terrain", "red_lines", "width", "height", "next_uid", "labyrinth_marker")


def _primordial(battle: BattleState, known: Known, where: str) -> None:
    prim = battle.primordial
    size = known.battle.primordials[prim.id].size  # type: ignore[union-attr]
    c.in_range(f"{where}.row", prim.row, 0, battle.height - size)
    c.in_range(f"{where}.col", prim.col, 0, battle.width - size)
    c.one_of(f"{where}.facing", prim.facing, DIRECTIONS, "facing")
    c.int_map(f"{where}.tokens", prim.tokens, -99, 99, TOKEN_KINDS, "token kind")
    c.int_map(f"{where}.bonuses", prim.bonuses, -99, 99, BONUSES, "bonus")
    c.in_range(f"{where}.bonus_steps", prim.bonus_steps, 0, 999)
    c.texts(f"{where}.removed_traits", prim.removed_traits, c.ID_MAX)
    vantage = known.vantage[prim.id]
    c.each_of(f"{where}.vantage_open", prim.vantage_open, vantage, "Vantage Point")
    c.unique(f"{where}.vantage_open", prim.vantage_open, "Vantage Point")


def _titans(
    state: GameState, battle: BattleState, bc: BattleContent, known: Known, where: str
) -> None:
    c.length(where, battle.titans, len(TITAN_KEYS), 1)
    c.unique(f"{where}[].key", [t.key for t in battle.titans], "seat")
    seats = [t.argonaut for t in battle.titans]
    c.unique(f"{where}[].argonaut", seats, "Argonaut")
    vantage = known.vantage[battle.primordial.id]
    for index, titan in enumerate(battle.titans):
        path = f"{where}[{index}]"
        c.one_of(f"{path}.key", titan.key, TITAN_KEYS, "seat")
        c.in_range(f"{path}.argonaut", titan.argonaut, 0, len(state.argonauts) - 1)
        c.one_of(f"{path}.titan_class", titan.titan_class, bc.titans, "Titan class")
        _on_board(battle, path, titan.row, titan.col)
        if (titan.start_row, titan.start_col) != (-1, -1):
            _on_board(battle, f"{path}.start", titan.start_row, titan.start_col)
        _gear(titan, bc, f"{path}.gear")
        c.in_range(f"{path}.ambrosia", titan.ambrosia, 0, 99)
        c.one_of(f"{path}.knockdown", titan.knockdown, KNOCKDOWN, "knockdown side")
        c.each_of(f"{path}.conditions", titan.conditions, bc.conditions, "Condition")
        c.int_map(f"{path}.tokens", titan.tokens, -99, 99, TOKEN_KINDS, "token kind")
        c.int_map(f"{path}.temp_tokens", titan.temp_tokens, -99, 99, TOKEN_KINDS, "token kind")
        c.one_of(f"{path}.fatigue", titan.fatigue, FATIGUE, "fatigue")
        if titan.moiros:
            c.one_of(f"{path}.moiros", titan.moiros, known.decks["moiros"], "Moiros card")
        if titan.kratos_card:
            c.one_of(f"{path}.kratos_card", titan.kratos_card, known.decks["kratos"], "card")
        c.each_of(f"{path}.kept_cards", titan.kept_cards, known.trauma, "Trauma card")
        for name in (
            "free_used",
            "abilities_used",
            "exhausted_abilities",
            "discarded_sources",
            "reactions_in_window",
        ):
            c.texts(f"{path}.{name}", getattr(titan, name), c.ID_MAX)
        c.ints_in(f"{path}.kratos_used", titan.kratos_used, 0, 99)
        c.text(f"{path}.death_cause", titan.death_cause)
        c.in_range(f"{path}.despair", titan.despair, 0, 99)
        if titan.vantage:
            c.one_of(f"{path}.vantage", titan.vantage, vantage, "Vantage Point")
        if titan.godform:
            c.one_of(f"{path}.godform", titan.godform, bc.godforms, "Godform")
        c.in_range(f"{path}.trespass", titan.trespass, 0, 99)
        c.in_range(f"{path}.roster_uid", titan.roster_uid, 0, c.COUNT_MAX)


def _gear(titan: TitanState, bc: BattleContent, where: str) -> None:
    c.length(where, titan.gear, 64)
    cards = [g.card for g in titan.gear]
    for index, gear in enumerate(titan.gear):
        path = f"{where}[{index}]"
        c.one_of(f"{path}.card", gear.card, bc.gear, "gear card")
        c.in_range(f"{path}.charges", gear.charges, 0, 99)
        if gear.host:
            c.one_of(f"{path}.host", gear.host, cards, "gear card on this Titan")
        c.texts(f"{path}.used", gear.used, c.ID_MAX)


def _on_board(battle: BattleState, path: str, row: int, col: int) -> None:
    if not (0 <= row < battle.height and 0 <= col < battle.width):
        c.fail(path, f"({row}, {col}) is off the board ({battle.height} by {battle.width})")


def _decks(battle: BattleState, known: Known, where: str) -> None:
    decks = battle.decks
    prim = battle.primordial.id
    ai, bp = known.ai[prim], known.bp[prim]
    for name in ("ai", "ai_discard", "ai_escalation"):
        c.each_of(f"{where}.{name}", getattr(decks, name), ai, "AI card")
    for name in ("bp", "bp_discard", "bp_escalation"):
        c.each_of(f"{where}.{name}", getattr(decks, name), bp, "Behavior card")
    for name in ("minor", "major", "grave", "obol", "moiros", "kratos"):
        c.each_of(f"{where}.{name}", getattr(decks, name), known.decks[name], f"{name} card")
    anywhere = known.cards_of(prim)
    c.each_of(f"{where}.removed", decks.removed, anywhere, "card")
    c.each_of(f"{where}.set_aside", decks.set_aside, anywhere, "card")
    c.length(f"{where}.wound_stack", decks.wound_stack, c.LIST_MAX)
    for index, card in enumerate(decks.wound_stack):
        if card not in bp and not _generic_wound(card):
            c.fail(f"{where}.wound_stack[{index}]", f"unknown wound {c.shown(card)}")
    fighting = not battle.result and battle.cursor in ("primordial_round", "titan_round")
    if fighting and not (decks.bp or decks.bp_discard or decks.current_bp):
        # an Attack draws the top BP card, reshuffling the discard pile when the deck is empty
        c.fail(where, "no Behavior card is left while the battle goes on")
    if decks.current_ai:
        c.one_of(f"{where}.current_ai", decks.current_ai, ai, "AI card")
    for name in ("current_bp", "revealed_bp"):
        if getattr(decks, name):
            c.one_of(f"{where}.{name}", getattr(decks, name), bp, "Behavior card")


def _generic_wound(card: str) -> bool:
    """``wound:single:N`` or ``wound:double:N``."""
    parts = card.split(":")
    return (
        len(parts) == 3
        and parts[0] == "wound"
        and parts[1] in ("single", "double")
        and c.is_number(parts[2])
    )


def _terrain(battle: BattleState, known: Known, where: str) -> None:
    bc = known.battle
    assert bc is not None
    c.length(f"{where}.terrain", battle.terrain, 1_000)
    uids = [p.uid for p in battle.terrain]
    c.unique(f"{where}.terrain[].uid", uids, "uid")
    height, width, next_uid = battle.height, battle.width, battle.next_uid
    for index, piece in enumerate(battle.terrain):
        # the common case (a sound piece) costs no formatting; a broken one is reported
        sound = (
            1 <= piece.uid < next_uid
            and piece.terrain in bc.terrain
            and 1 <= len(piece.cells) <= 64
            and all(
                len(cell) == 2 and 0 <= cell[0] < height and 0 <= cell[1] < width
                for cell in piece.cells
            )
            and (not piece.shape or piece.shape in bc.labyrinth.shapes)
        )
        path = f"{where}.terrain[{index}]"
        if not sound:
            _piece(battle, bc, piece, path)
        _lines(battle, f"{path}.red_lines", piece.red_lines)
        _lines(battle, f"{path}.green_lines", piece.green_lines)
    _lines(battle, f"{where}.red_lines", battle.red_lines)
    c.in_range(f"{where}.next_uid", battle.next_uid, 1, c.COUNT_MAX)
    track = bc.labyrinth.track
    c.in_range(f"{where}.labyrinth_marker", battle.labyrinth_marker, 0, max(len(track) - 1, 0))


def _piece(battle: BattleState, bc: BattleContent, piece: TerrainPiece, path: str) -> None:
    """Say what is wrong with a Terrain piece."""
    c.in_range(f"{path}.uid", piece.uid, 1, battle.next_uid - 1)
    c.one_of(f"{path}.terrain", piece.terrain, bc.terrain, "Terrain")
    c.length(f"{path}.cells", piece.cells, 64, 1)
    for number, cell in enumerate(piece.cells):
        if len(cell) != 2:
            c.fail(f"{path}.cells[{number}]", "a cell is [row, column]")
        _on_board(battle, f"{path}.cells[{number}]", cell[0], cell[1])
    c.one_of(f"{path}.shape", piece.shape, bc.labyrinth.shapes, "Labyrinth shape")


def _lines(battle: BattleState, where: str, lines: list[list[int]]) -> None:
    """[r1, c1, r2, c2] edges: a line may lie on the board's border (one step outside)."""
    if len(lines) > c.LIST_MAX:
        c.length(where, lines, c.LIST_MAX)
    high = max(battle.height, battle.width)
    for index, line in enumerate(lines):
        if len(line) != 4:
            c.fail(f"{where}[{index}]", "a line is [row, column, row, column]")
        r1, c1, r2, c2 = line
        if not (-1 <= r1 <= high and -1 <= c1 <= high and -1 <= r2 <= high and -1 <= c2 <= high):
            c.ints_in(f"{where}[{index}]", line, -1, high)
        if abs(r1 - r2) + abs(c1 - c2) != 1:
            c.fail(f"{where}[{index}]", "a line lies between two cells that share an edge")


def _pieces(battle: BattleState, bc: BattleContent, known: Known, where: str) -> None:
    """Argo Abilities, Summonings, the roster and armory of a campaign battle."""
    path = f"{where}.battle"
    c.length(f"{path}.argo_abilities", battle.argo_abilities, 64)
    for index, ability in enumerate(battle.argo_abilities):
        at = f"{path}.argo_abilities[{index}]"
        c.one_of(f"{at}.id", ability.id, bc.argo_abilities, "Argo Ability")
        c.in_range(f"{at}.charges", ability.charges, 0, 99)
    c.in_range(f"{path}.aa_limit", battle.aa_limit, 0, 64)
    c.each_of(f"{path}.aa_unlocked", battle.aa_unlocked, bc.argo_abilities, "Argo Ability")
    c.each_of(f"{path}.summons_used", battle.summons_used, bc.summonings, "Summoning")
    c.each_of(f"{path}.massive_added", battle.massive_added, bc.cards, "card")
    c.each_of(f"{path}.armory", battle.armory, bc.gear, "gear card")
    c.each_of(f"{path}.to_armory", battle.to_armory, bc.gear, "gear card")
    c.each_of(f"{path}.reforged", battle.reforged, bc.gear, "gear card")  # [MNE-018]
    c.each_of(f"{path}.unlocked_gear", battle.unlocked_gear, bc.gear, "gear card")  # [MNE-013]
    c.each_of(f"{path}.unlocked_titans", battle.unlocked_titans, bc.titans, "Titan class")
    c.each_of(f"{path}.unlocked_argo", battle.unlocked_argo, bc.argo_abilities, "Argo Ability")
    if battle.patterns:  # a Theatre battle's Patterns [MNE-013, ADVA-041]
        for seat, cards in sorted(battle.patterns.items()):
            c.texts(f"{path}.patterns[{c.shown(seat)}]", cards, c.ID_MAX)
        why = pattern_problem(known.content, battle.patterns, [t.key for t in battle.titans])
        if why:
            c.fail(f"{path}.patterns", why)
    c.length(f"{path}.roster", battle.roster, 1_000)
    for index, entry in enumerate(battle.roster):
        uid, _, titan_class = entry.partition(":")
        if not c.is_number(uid) or titan_class not in bc.titans:
            c.fail(f"{path}.roster[{index}]", f"{c.shown(entry)} is not <uid>:<Titan class>")
    prim = bc.primordials[battle.primordial.id]
    c.in_range(f"{path}.track_box", battle.track_box, 0, len(prim.track))


def _scalars(battle: BattleState, known: Known, where: str) -> None:
    c.one_of(f"{where}.cursor", battle.cursor, CURSORS, "battle cursor")
    c.in_range(f"{where}.round", battle.round, 0, c.COUNT_MAX)
    keys = [t.key for t in battle.titans]
    for name in ("priority_target", "priority_locked", "last_to_wound", "active_titan"):
        value = getattr(battle, name)
        if value:
            c.one_of(f"{where}.{name}", value, keys, "Titan")
    c.int_map(f"{where}.kratos_pool", battle.kratos_pool, -99, 99)
    c.texts(f"{where}.disabled", battle.disabled, c.ID_MAX)
    c.in_range(f"{where}.pending_escalations", battle.pending_escalations, 0, 99)
    c.in_range(f"{where}.titans_died", battle.titans_died, 0, 99)
    c.one_of(f"{where}.result", battle.result, RESULTS, "battle result")
    c.text(f"{where}.result_reason", battle.result_reason)
    c.int_map(f"{where}.aftermath", battle.aftermath, -c.COUNT_MAX, c.COUNT_MAX)
    c.texts(f"{where}.casualties", battle.casualties, c.ID_MAX)
    c.length(f"{where}.last_dice", battle.last_dice, 1_000)
    for index, record in enumerate(battle.last_dice):
        path = f"{where}.last_dice[{index}]"
        c.one_of(f"{path}.kind", record.kind, DICE_KINDS, "dice kind")
        if record.titan:
            c.one_of(f"{path}.titan", record.titan, keys, "Titan")
        c.ints_in(f"{path}.dice", record.dice, 0, 99)
        c.idents(f"{path}.power", record.power)
        c.text(f"{path}.result", record.result)
    c.in_range(f"{where}.adversary_symbols", battle.adversary_symbols, 0, 999)
    c.in_range(f"{where}.tides_of_fate", battle.tides_of_fate, 0, 99)
    c.ident(f"{where}.scenario", battle.scenario, empty=True)
    book = known.content.storybook
    if battle.page:
        c.one_of(f"{where}.page", battle.page, book.pages if book else (), "Battle Scenario page")
    c.int_map(f"{where}.page_aftermath", battle.page_aftermath, 0, 99)
