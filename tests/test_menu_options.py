"""A simulation's turn menu made in parts (``decisions.MenuOptions``) reads as the whole menu
made at once, and the progress player's answer from its first part is its answer from the
whole menu. Speed only: the turn menu's rules are tested elsewhere (``test_battle_titan.py``),
and a simulated battle is compared with the session's decision by decision
(``test_battle_simulation.py``)."""

from __future__ import annotations

import operator

from atoterm.content import ContentPack
from atoterm.engine.battle.flow.driver import simulate
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.decisions import Decision, MenuOptions, Option
from atoterm.engine.state import GameState, RulesOptions
from atoterm.session.bot_policy import _progress, _weapon_band, bot_choice
from atoterm.session.practice import SimulatedTable


def _menu(calls: list[int]) -> MenuOptions:
    def later() -> list[Option]:
        calls.append(1)
        return [Option("c", "C"), Option("end", "End", disabled="")]

    return MenuOptions([Option("a", "A"), Option("b", "B", disabled="no")], later)


def test_a_menu_in_parts_reads_as_the_whole_menu() -> None:
    whole = [
        Option("a", "A"),
        Option("b", "B", disabled="no"),
        Option("c", "C"),
        Option("end", "End"),
    ]
    calls: list[int] = []
    menu = _menu(calls)
    assert menu.first() == whole[:2] and not menu.complete() and not calls
    assert list(menu) == whole and len(menu) == 4 and menu[2] == whole[2] and menu == whole
    assert menu.complete() and calls == [1]
    for read in (
        lambda m: [*m],
        len,
        lambda m: m[-1],
        lambda m: m == whole,
        lambda m: whole[3] in m,
        repr,
        lambda m: m.index(whole[3]),
        lambda m: operator.add(m, []),
        lambda m: m.copy(),
        lambda m: list(reversed(m)),
    ):
        calls.clear()
        fresh = _menu(calls)
        read(fresh)
        assert calls == [1] and fresh == whole


def test_an_option_among_the_first_is_found_without_the_rest() -> None:
    calls: list[int] = []
    decision = Decision("battle.turn", "titan:A", "", _menu(calls))
    assert decision.option("a").label == "A" and not calls
    assert decision.option("end").label == "End" and calls == [1]
    assert decision.legal_options() == [Option("a", "A"), Option("c", "C"), Option("end", "End")]


def test_a_known_last_option_is_found_without_the_rest_and_ends_the_whole_menu() -> None:
    calls: list[int] = []

    def later() -> list[Option]:
        calls.append(1)
        return [Option("c", "C")]

    def menu() -> MenuOptions:
        return MenuOptions([Option("a", "A")], later, Option("end", "End"))

    decision = Decision("battle.turn", "titan:A", "", menu())
    assert decision.option("end").label == "End" and not calls
    assert decision.options.known_last() == Option("end", "End")  # type: ignore[attr-defined]
    assert decision.option("c").label == "C" and calls == [1]
    assert decision.options == [Option("a", "A"), Option("c", "C"), Option("end", "End")]
    calls.clear()
    assert list(menu()) == [Option("a", "A"), Option("c", "C"), Option("end", "End")]
    assert calls == [1]


def test_a_first_part_in_two_steps_reads_as_the_whole_menu() -> None:
    """``more``: the first part's own rest (the turn menu's Fists, Rushes and Unexhaust),
    made only when asked or with the rest, always right after the first options."""
    calls: list[str] = []

    def more() -> list[Option]:
        calls.append("more")
        return [Option("m", "M")]

    def later() -> list[Option]:
        calls.append("later")
        return [Option("c", "C")]

    def menu() -> MenuOptions:
        return MenuOptions([Option("a", "A")], later, Option("end", "End"), more)

    whole = [Option("a", "A"), Option("m", "M"), Option("c", "C"), Option("end", "End")]
    asked = menu()
    assert asked.first() == whole[:1] and not calls
    assert asked.more() == whole[:2] and calls == ["more"] and not asked.complete()
    assert asked.more() == whole[:2] and calls == ["more"]  # made once
    assert asked == whole and calls == ["more", "later"]
    calls.clear()
    assert list(menu()) == whole and calls == ["more", "later"]
    calls.clear()
    decision = Decision("battle.turn", "titan:A", "", menu())
    assert decision.option("end").label == "End" and not calls
    assert decision.option("m").label == "M" and calls == ["more", "later"]
    assert decision.options == whole


def _turn_menus(
    content: ContentPack,
    primordial: str,
    level: int,
    seed: int,
    stays: list[int] | None = None,
    adjacent: list[bool] | None = None,
) -> tuple[int, int]:
    """(menus in parts, menus answered from their first part) of a simulated progress battle
    (turn menus, Round menus with two Titans or more waiting, move menus whose spaces are
    made when read), checking at each that the
    whole menu gives the same answer; ``stays`` counts the moves answered without spaces;
    ``adjacent``: for each move of a Titan adjacent to the Primordial with no Ranged band,
    whether it was answered without its spaces."""
    state = new_practice_state(
        content, seed, primordial_id=primordial, level=level, rules=RulesOptions()
    )
    table = SimulatedTable(content, state, seed)
    menus = early = 0

    def answer(_: GameState, decision: Decision) -> str:
        nonlocal menus, early
        chosen = bot_choice(table, "progress")
        if type(decision.options) is MenuOptions:
            menus += 1
            early += not decision.options.complete()
            if stays is not None and decision.kind == "battle.move":
                stays.append(not decision.options.complete())
            if adjacent is not None and decision.kind == "battle.move":
                prim = state.battle.primordial  # type: ignore[union-attr]
                size = content.battle.primordials[prim.id].size  # type: ignore[union-attr]
                row, col = decision.context["from"]
                far = max(0, prim.row - row, row - (prim.row + size - 1)) + max(
                    0, prim.col - col, col - (prim.col + size - 1)
                )
                if far == 1 and _weapon_band(table) is None:
                    adjacent.append(not decision.options.complete())
            assert _progress(table, decision, decision.legal_options()).id == chosen
        table.choices_made += 1
        return chosen

    simulate(state, content, answer, 5_000)
    assert state.battle is not None and state.battle.result
    return menus, early


def test_the_progress_player_answers_a_menu_in_parts_as_the_whole_menu(
    content: ContentPack,
) -> None:
    """Every turn menu of simulated progress battles: the answer found from the first part
    (when it is found there) is the answer the whole menu gives; most are found there."""
    menus = early = 0
    stays: list[int] = []
    for primordial, level, seed in (("ammonax", 1, 5), ("kyanippe", 2, 7), ("threnos", 1, 9)):
        made, found = _turn_menus(content, primordial, level, seed, stays)
        menus, early = menus + made, early + found
    assert menus > 100 and early > menus // 2
    # Some moves stay without a search (next to the Primordial), most look at the spaces.
    assert 0 < sum(stays) < len(stays)


def test_a_melee_titan_next_to_the_primordial_stays_without_a_search(
    content: ContentPack,
) -> None:
    """A Titan adjacent to the Primordial with a Melee or Reach weapon (no Ranged band) has no
    nearer space to move to: the Primordial's own spaces are blocked [BAT-TITAN-011], so the
    progress player stays without the move menu's spaces being made (the whole menu's answer
    being the same is checked at each decision)."""
    adjacent: list[bool] = []
    for primordial, level, seed in (("ammonax", 1, 5), ("kyanippe", 2, 7)):
        _turn_menus(content, primordial, level, seed, adjacent=adjacent)
    assert adjacent and all(adjacent)
