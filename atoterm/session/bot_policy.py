"""The bot's policies for practice battles (``atoterm bot --battle``, the benchmark, tests).

* ``random``: a uniform pick among the legal options from the dedicated "bot" stream of the
  battle's seed. The property tests (``tests/test_battle_random.py``) replay exactly these
  choices: keep it as it is.
* ``progress``: a player who wants the battle to move on. It keeps the default loadout, closes
  ability and re-roll windows with "done"/"keep", lets a Titan that has not acted take its
  turn, attacks whenever an attack is legal, otherwise walks toward the Primordial, and ends
  the turn when nothing useful is left; it never retreats while anything else is legal and
  never replays a battle with a Sisyphus Tear. Every other decision (and every tie between
  equally good options) is a uniform pick from the same "bot" stream, so a battle is still
  reproducible from its seed.

* ``explore``: a reader who wants to see the whole storybook. At a story choice it prefers
  an option leading to a paragraph no earlier run has read, then one not read in this
  campaign (a battle last), in a Pharos
  Delve it draws until the difficulty is reached; it makes the Argonaut best at the coming
  step's Skills the party leader; in a battle it retreats as
  soon as the rules allow (the story goes on at the battle's "lose" paragraph) and otherwise
  plays like ``progress``; everything else is the same uniform pick.

No policy spends a Sisyphus Tear on a won battle (every policy continues there): a replay
gives up the victory, and a practice battle's Tear is free, so a bot that replayed wins could
play one battle for ever. The ``random`` player may still replay a battle it lost.

All only ever pick a legal option: the engine's rules are never bypassed.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol

from atoterm.content.schema import ContentPack
from atoterm.engine.adventure.conditions import skill_value
from atoterm.engine.decisions import Decision, MenuOptions, Option
from atoterm.engine.rng import choose_index
from atoterm.engine.state import GameState
from atoterm.session.expert import discards_weapon, expert_battle_choice, retreat_wise
from atoterm.session.policy_names import BOT_POLICIES
from atoterm.session.story_sense import spare_the_party
from atoterm.session.voyage_sense import voyage_choice


class Table(Protocol):
    """What a bot reads of the game it plays: a session's ``Game``, or the table of a battle
    simulated without one (``bot_table.SimulatedTable``)."""

    @property
    def content(self) -> ContentPack: ...
    @property
    def state(self) -> GameState: ...
    @property
    def seed(self) -> int: ...
    @property
    def choices_made(self) -> int: ...
    @property
    def pending(self) -> Decision | None: ...


# BOT_POLICIES (the names) lives in policy_names, which the command line imports alone.

PREFERRED: dict[str, tuple[str, ...]] = {
    "battle.setup.mode": ("default",),
    "battle.aftermath": ("continue",),
    "battle.ability": ("done",),
    "battle.attack_reroll": ("done",),
    "battle.power_reroll": ("done",),
    "battle.reroll": ("keep",),
    "battle.kratos": ("done",),
    "battle.mnestis_reforge": ("reforge-0",),  # free Gear in the Theatre: take it [MNE-018]
}
"""Decision kind -> option ids the progress bot takes when legal (first found wins)."""

AVOIDED: tuple[str, ...] = ("retreat", "sisyphus")
"""Option ids the progress bot takes only when nothing else is legal."""


def bot_choice(game: Table, policy: str = "random", known: Collection[str] = ()) -> str:
    """The option id the bot picks for the pending decision; ``known``: paragraphs already read
    in earlier runs, which the ``explore`` bot tries to avoid."""
    pending = game.pending
    assert pending is not None
    if keeps_the_victory(game, pending):
        return "continue"
    if policy == "progress":  # (the legal options are listed only when they are needed)
        return _progress(game, pending).id
    legal = pending.legal_options()
    if policy == "random":
        return _pick(game, legal).id
    if policy == "explore":
        return _explore(game, pending, legal, known).id
    if policy == "expert":
        return _expert(game, pending, legal, known).id
    raise ValueError(f"unknown bot policy {policy!r} (known: {', '.join(BOT_POLICIES)})")


def keeps_the_victory(game: Table, pending: Decision) -> bool:
    """A won battle's last decision: every policy continues rather than replay it with a
    Sisyphus Tear [BAT-MISC-031]. (Before ``sisyphus_after_win`` the replay was disabled there,
    so "continue" was the only legal option and every policy took it: the same choice.)"""
    battle = game.state.battle
    return (
        pending.kind == "battle.aftermath"
        and battle is not None
        and battle.result == "won"
        and any(o.id == "continue" for o in pending.legal_options())
    )


def _pick(game: Table, options: Sequence[Option]) -> Option:
    """A uniform pick from the "bot" stream (one draw per decision made)."""
    return options[choose_index(game.seed, "bot", game.choices_made, len(options))]


def timely_retreat(game: Table, legal: Sequence[Option]) -> Option | None:
    """The Retreat option when it is legal and the battle is being lost
    (``expert.retreat_wise``), else None: the strong players' way out."""
    retreat = next((o for o in legal if o.id == "retreat"), None)
    if retreat is not None and retreat_wise(game.content, game.state):
        return retreat
    return None


def _explore(game: Table, pending: Decision, legal: list[Option], known: Collection[str]) -> Option:
    if pending.kind.startswith("battle."):
        retreat = [o for o in legal if o.id == "retreat"]  # the story goes on (lost battle)
        return retreat[0] if retreat else _progress(game, pending, legal)
    leads = pending.context.get("leads")
    if pending.kind == "adv.choice" and isinstance(leads, list):
        read = set(game.state.story.read)
        lead = {o.id: str(leads[int(o.id.split(":")[1])]) for o in legal}
        fresh = [o for o in legal if lead[o.id].isdigit() and lead[o.id] not in read]
        new = [o for o in fresh if lead[o.id] not in known]  # never read in any earlier run
        safe = [o for o in new if not _ends_campaign(game, lead[o.id])]  # fatal ones last
        calm = [o for o in legal if lead[o.id] != "battle"]
        return _pick(game, safe or new or fresh or calm or legal)
    skills = pending.context.get("skills")
    if pending.kind == "adv.leader" and isinstance(skills, list) and skills:
        people = [o for o in legal if o.id != "leader:random"]

        def strength(option: Option) -> int:
            who = game.state.argonauts[int(option.id.split(":")[1])]
            return sum(skill_value(game.content, who, str(s)) for s in skills)

        best = max((strength(o) for o in people), default=0)
        return _pick(game, [o for o in people if strength(o) == best] or legal)
    if pending.kind == "adv.delve":
        drawn = pending.context.get("drawn", [])
        below = sum(drawn) < int(pending.context.get("difficulty", 0))  # type: ignore[arg-type]
        if below and any(o.id == "draw" for o in legal):
            return next(o for o in legal if o.id == "draw")
    return _pick(game, legal)


def _expert(game: Table, pending: Decision, legal: list[Option], known: Collection[str]) -> Option:
    """The ``expert`` (``expert.py``): look-aheads at a battle's turns and moves, the
    ``progress`` player's heuristics at its other decisions, a strong player's sense on the
    voyage (``voyage_sense.py``: routes, repairs, research, trades, Exploration choices,
    encounters), an explorer's sense in the storybook (the best leader, a Delve drawn to its
    difficulty) that first spares the party any choice whose words name a harm to it
    (``story_sense.py``), a retreat only when it is legal and the battle is being lost
    (``expert.retreat_wise``)."""
    if pending.kind.startswith("battle."):
        retreat = timely_retreat(game, legal)
        if retreat is not None:
            return retreat
        found = expert_battle_choice(
            game.content,
            game.state,
            game.choices_made,
            lambda head: _progress(head, head.pending, head.pending.legal_options()).id,
        )
        if found is not None:
            return next(o for o in legal if o.id == found)
        return _progress(game, pending, legal)
    sensed = voyage_choice(game.content, game.state, pending, legal)
    if sensed is not None:
        return sensed
    if pending.kind == "adv.choice":
        legal = spare_the_party(legal)  # the explorer's pick among what the words call safe
    return _explore(game, pending, legal, known)


def _ends_campaign(game: Table, para_id: str) -> bool:
    """The paragraph ends the campaign at once (defeat or victory): read it when nothing new
    is left, so that one reading does not close every other door."""
    book = game.content.storybook
    para = book.paragraphs.get(para_id) if book is not None else None
    if para is None:
        return False
    return any(s.target is not None and s.target.kind in ("defeat", "victory") for s in para.steps)


def _progress(game: Table, pending: Decision, legal: list[Option] | None = None) -> Option:
    """``legal``: the decision's legal options (listed here when not given)."""
    preferred = PREFERRED.get(pending.kind)
    if preferred is not None:
        # The first legal option of the first preferred id (half of a battle's decisions are
        # windows closed this way: no list of the legal options is made for them).
        for wanted in preferred:
            for o in pending.options if legal is None else legal:
                if o.id == wanted and not o.disabled:
                    return o
    menu = pending.options
    if (
        type(menu) is MenuOptions
        and legal is None
        and isinstance(pending.context.get("titan"), str)
    ):
        # A simulation's turn menu: its first options (Move, Attacks, Fists, Rushes,
        # Unexhaust) hold the answer unless the Titan can only end its turn or do something
        # else. The rest (free actions, Argo Abilities, other rules' actions: never one of
        # those, ``round.other_actions``) is then passed over for End turn, the menu's last
        # option, known without making the rest: what ``_turn`` takes from the whole menu.
        # Its Attacks come first (``round.attack_actions``): one that is legal is what
        # ``_turn`` picks among them whatever follows, so the Fists, Rushes and Unexhaust
        # (``MenuOptions.more``) are made only when none is.
        attacks = [o for o in menu.first() if not o.disabled and o.id.startswith("attack-")]
        if attacks:
            return _pick(game, attacks)
        first = [o for o in menu.more() if not o.disabled]
        found = _turn(game, first, whole=menu.complete())
        if found is not None:
            return found
        end = menu.known_last()
        if end is not None and end.id == "end" and not end.disabled:
            return end
    if pending.kind == "battle.move":
        band = _weapon_band(game)  # (read once for both)
        if type(menu) is MenuOptions and legal is None and not menu.complete():
            stay = _certain_stay(game, menu, band)
            if stay is not None:
                return stay
        # (the options as asked: _closest skips the disabled ones in its own pass over them)
        return _closest(game, pending.options if legal is None else legal, band)
    if type(menu) is MenuOptions and legal is None and pending.kind == "battle.turn":
        # A simulation's Round menu, its turns first: the rest (Argo Abilities, other rules'
        # actions, Retreat: ``round._other_round_options``) holds no turn, so the Titans
        # to pick from are all here, in the whole menu's order.
        turns = [o for o in menu.first() if o.id.startswith("turn-") and not o.disabled]
        if turns:
            return _pick(game, turns)
    if legal is None:
        legal = pending.legal_options()
    if pending.kind == "battle.turn":
        titan = pending.context.get("titan")
        if isinstance(titan, str):
            found = _turn(game, legal)
            assert found is not None
            return found
        turns = [o for o in legal if o.id.startswith("turn-")]
        if turns:
            return _pick(game, turns)
    usual = [o for o in legal if o.id not in AVOIDED]
    return _pick(game, usual or legal)


_TURN_FALLBACKS: tuple[str, ...] = ("move", "unexhaust-combat", "unexhaust-movement", "end")
"""What a Titan that cannot attack does, in order of preference."""


def _turn(game: Table, legal: list[Option], whole: bool = True) -> Option | None:
    """Attack when possible (Fists only with no weapon left), else move, else unexhaust, else
    end the turn. A weapon is never discarded for Fists (``expert.discards_weapon``).

    ``whole`` False: ``legal`` are the legal options among the first of the menu
    (``round.first_actions``: every Attack, Rush and Fists option, Move and Unexhaust, none of
    the rest); the answer is then the one the whole menu gives, or None when it may lie in
    the rest (End turn, or anything else)."""
    # One pass sorts the options out (the prefixes exclude each other; the first option of
    # each plain id is kept), then the preferences are read in order.
    attacks: list[Option] = []
    rushes: list[Option] = []
    fists: list[Option] = []
    plain: dict[str, Option] = {}
    for o in legal:
        oid = o.id
        if oid.startswith("attack-"):
            if not discards_weapon(o):
                attacks.append(o)
        elif oid.startswith("rush-"):
            if not discards_weapon(o):
                rushes.append(o)
        elif oid.startswith("fists"):
            if not discards_weapon(o):
                fists.append(o)
        elif oid in _TURN_FALLBACKS and oid not in plain:
            plain[oid] = o
    for found in (attacks, rushes, fists):
        if found:
            return _pick(game, found)
    for oid in _TURN_FALLBACKS:
        if oid in plain:
            return plain[oid]
    if not whole:
        return None
    usual = [o for o in legal if o.id not in AVOIDED and not discards_weapon(o)]
    return _pick(game, usual or legal)


def _certain_stay(game: Table, menu: MenuOptions, band: tuple[int, int] | None) -> Option | None:
    """Stay, when it is what :func:`_closest` picks whatever the spaces of a simulation's move
    menu (``actions._lazy_move``: Stay its last option, the spaces made only when read): the
    Titan already stands at the best distance there is, adjacent to the Primordial (or, armed
    only with Ranged weapons, within their band), since ``_closest`` stays when no space is
    nearer than the Titan's own, and a menu without a space offers Stay alone. None when the
    spaces must be looked at. ``band``: :func:`_weapon_band`."""
    stay = menu.known_last()
    pending = game.pending
    battle = game.state.battle
    if (
        stay is None
        or stay.id != "stay"
        or stay.disabled
        or pending is None
        or battle is None
        or game.content.battle is None
    ):
        return None
    start = pending.context.get("from")
    if not isinstance(start, list) or len(start) != 2:
        return None
    prim = battle.primordial
    size = game.content.battle.primordials[prim.id].size
    row, col = start
    here = max(0, prim.row - row, row - (prim.row + size - 1)) + max(
        0, prim.col - col, col - (prim.col + size - 1)
    )
    if band is not None:
        here = 0 if band[0] <= here <= band[1] else max(band[0] - here, here - band[1])
        return stay if here == 0 else None
    # Without a band the nearest a move can end is 1, adjacent: the Primordial's own spaces
    # (distance 0) are blocked to every voluntary move [BAT-TITAN-011], so a Titan already
    # adjacent (or riding it, 0) has no nearer space to find.
    return stay if here <= 1 else None


def _closest(game: Table, options: Sequence[Option], band: tuple[int, int] | None) -> Option:
    """The legal space nearest the Primordial (orthogonal distance to its nearest space);
    staying when no space is nearer than the Titan's own. A Titan armed only with Ranged
    weapons seeks the distances they shoot from instead (a Greatbow, Ranged 3-7, never fires
    from an adjacent space) [BAT-TITAN-025]. A space is read from its option's value,
    ``[row, col]`` (the option id is never taken apart). ``options``: the decision's options,
    the disabled ones among them skipped here (no list of the legal ones is made first);
    ``band``: :func:`_weapon_band`."""
    battle = game.state.battle
    if battle is None or game.content.battle is None:
        return _pick(game, [o for o in options if not o.disabled])
    prim = battle.primordial
    size = game.content.battle.primordials[prim.id].size
    top, left, bottom, right = prim.row, prim.col, prim.row + size - 1, prim.col + size - 1

    def to_prim(row: int, col: int) -> int:
        # Orthogonal distance to the nearest space of the square footprint.
        return max(0, top - row, row - bottom) + max(0, left - col, col - right)

    cells = []
    far = []  # to_prim of each space, inlined (a move decision measures some twenty)
    stay = None
    for o in options:  # the legal spaces and the first legal "stay", in one pass
        if o.disabled:
            continue
        oid = o.id
        if oid.startswith("cell-"):
            cells.append(o)
            spot = o.value
            if isinstance(spot, list) and len(spot) == 2:
                row, col = spot
                if type(row) is int and type(col) is int:
                    # max(0, top - row, row - bottom) + the same of the column, without the
                    # calls (top <= bottom: at most one of the two differences is positive)
                    d = top - row if row < top else row - bottom if row > bottom else 0
                    d += left - col if col < left else col - right if col > right else 0
                    far.append(d)
                    continue
            far.append(1 << 20)  # not a board space: the last resort
        elif stay is None and oid == "stay":
            stay = o
    if not cells:
        return _pick(game, [o for o in options if not o.disabled])
    if band is not None:  # a Titan whose weapons all shoot from afar keeps its distance
        low, high = band
        far = [0 if low <= d <= high else low - d if d < low else d - high for d in far]
    best = min(far)
    start = game.pending.context.get("from") if game.pending is not None else None
    if stay is not None and isinstance(start, list) and len(start) == 2:
        here = to_prim(start[0], start[1])
        if band is not None:
            here = 0 if band[0] <= here <= band[1] else max(band[0] - here, here - band[1])
        if here <= best:
            return stay
    return _pick(game, [o for o, d in zip(cells, far, strict=True) if d == best])


def _weapon_band(game: Table) -> tuple[int, int] | None:
    """(nearest, furthest) distance the moving Titan's weapons all shoot from, when every
    usable weapon it holds is Ranged; None when it has a Melee or Reach weapon (or Fists
    only), which want it adjacent."""
    battle, pending, gear_cards = game.state.battle, game.pending, game.content.battle
    if battle is None or pending is None or gear_cards is None:
        return None
    key = pending.actor.partition(":")[2]
    for titan in battle.titans:
        if titan.key == key:
            break
    else:
        return None
    band = None  # (the widest span of its Ranged weapons, made in the one pass)
    cards = gear_cards.gear
    for held in titan.gear:
        card = cards.get(held.card)
        if card is None or card.kind != "weapon" or held.discarded:
            continue
        ranged = card.ranged
        if ranged is None:
            return None
        band = ranged if band is None else (min(band[0], ranged[0]), max(band[1], ranged[1]))
    return band
