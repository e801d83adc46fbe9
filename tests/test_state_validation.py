"""A state read from a file breaks one rule at a time: the validator refuses each with one
line naming the value and the reason (``engine/validate/``), and never with a traceback."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgpack
import pytest

from atoterm.content import ContentPack
from atoterm.engine.codec import DecodeError, canonical_bytes, unpack
from atoterm.engine.validate import StateError, decode_game_state
from atoterm.session import Game
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.session.campaign_bot import campaign_choice
from atoterm.session.practice import new_practice_game, play_bot

Plain = dict[str, Any]
Change = Callable[[Plain], None]


@pytest.fixture(scope="module")
def samples(content: ContentPack) -> dict[str, bytes]:
    """Canonical bytes of real states, by the kind of decision they wait at (a bot campaign),
    plus a practice battle a few decisions in and a practice adventure."""
    found: dict[str, bytes] = {}
    wanted = {case[0] for case in CASES} - {
        "practice-battle",
        "battle-under-way",
        "practice-adventure",
    }
    for seed in range(1, 9):  # campaigns until every kind the cases break has been met
        game = Game.new(content, seed, durable=False)
        for _ in range(3000):
            if game.pending is None or wanted <= set(found):
                break
            found.setdefault(game.pending.kind, canonical_bytes(game.state))
            game.choose(campaign_choice(game))
        game.close()
        if wanted <= set(found):
            break
    assert wanted <= set(found), f"no bot campaign met {sorted(wanted - set(found))}"
    battle = new_practice_game(content, 5, durable=False)
    play_bot(battle, 12, "progress")
    found["practice-battle"] = canonical_bytes(battle.state)
    play_bot(battle, 40, "progress")
    assert battle.state.battle is not None and battle.state.battle.cursor.endswith("_round")
    found["battle-under-way"] = canonical_bytes(battle.state)
    adventure = new_adventure_game(content, 4, "rr", durable=False)
    found["practice-adventure"] = canonical_bytes(adventure.state)
    return found


def at(plain: Any, path: str) -> Any:
    for key in path.split("."):
        plain = plain[int(key)] if isinstance(plain, list) else plain[key]
    return plain


def put(path: str, value: Any) -> Change:
    """Set the value at ``path`` (dots; list indices as numbers)."""

    def change(plain: Plain) -> None:
        parent, _, last = path.rpartition(".")
        holder = at(plain, parent) if parent else plain
        if isinstance(holder, list):
            holder[int(last)] = value
        else:
            holder[last] = value

    return change


def inside(path: str, change: Change) -> Change:
    """Change the state held as bytes at ``path`` (a battle snapshot)."""

    def wrapped(plain: Plain) -> None:
        inner = unpack(at(plain, path))
        change(inner)
        put(path, msgpack.packb(inner, use_bin_type=True))(plain)

    return wrapped


def with_plain(fn: Callable[[Plain], None]) -> Change:
    return fn


def nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


CASES = [
    # -------------------------------------------------------------- the campaign
    ("move", put("step", "bogus"), "state.step: unknown step 'bogus'"),
    ("move", put("phase", "nowhere"), "state.phase: unknown phase 'nowhere'"),
    ("move", put("argonauts", []), "state.argonauts: holds 0 items, not 4"),
    ("move", put("content_id", "other"), "state.content_id: 'other' is not this content pack"),
    ("move", put("rules.tie_break", "coin"), "state.rules.tie_break: unknown rules option"),
    ("move", put("seed", -1), "state.seed: -1 is out of range"),
    ("move", put("argonauts.0.fate", 10), "state.argonauts[0].fate: 10 is out of range (0 to 9)"),
    ("move", put("argonauts.1.skills", {"fury": 1}), "state.argonauts[1].skills: the Skills are"),
    ("move", put("argonauts.2.bonus_skill", "luck"), "state.argonauts[2].bonus_skill: unknown"),
    ("move", put("argo.crew", -3), "state.argo.crew: -3 is out of range"),
    ("move", put("voyage.tile", 9999), "state.voyage.tile: unknown tile 9999"),
    ("move", put("voyage.sector", "gamma"), "state.voyage.sector: unknown sector 'gamma'"),
    ("move", put("voyage.revealed", [101, 101]), "state.voyage.revealed[1]: tile 101 is listed"),
    ("move", put("timeline.length", 10**9), "state.timeline.length: 1000000000 is out of range"),
    ("move", put("timeline.day", 41), "state.timeline.day: 41 is out of range (0 to 40)"),
    ("move", put("rng", {"battle.d10": -1}), "state.rng.battle.d10: -1 is out of range"),
    ("move", put("forced", {"battle.d10": [11]}), "state.forced.battle.d10[0]: 11 is out of"),
    ("move", put("outcome", {"result": "lost", "reason": "x"}), "over exactly when it has an"),
    ("move", put("battle", None), ""),  # (no battle is fine outside the Battle step)
    ("move", put("campaign.exploration.card", 999), "exploration.card: unknown Exploration"),
    ("move", put("campaign.battle_return", "x|2"), "state.campaign.battle_return: 'x|2' is not"),
    ("move", put("campaign.battles_due", ["story:nobody:1"]), "is not a kind of battle"),
    ("move", put("campaign.used_today", ["nope:0"]), "'nope:0' is not a Technology's ability"),
    ("move", put("story.codes", ["9999"]), "state.story.codes[0]: unknown secret code"),
    ("move", put("story.queue", [{"kind": "bogus", "paragraph": ""}]), "unknown adventure kind"),
    ("move", put("story.queue", [{"kind": "story", "paragraph": "x"}]), "unknown paragraph 'x'"),
    ("move", put("story.diplomacy", {"pirates": 1}), "state.story.diplomacy: unknown faction"),
    ("move", put("argonauts.0.mnemos", [{"id": "nope"}]), "mnemos[0].id: unknown Mnemos 'nope'"),
    # -------------------------------------------------------------- the pending decision
    ("move", put("pending.kind", "nonsense"), "state.pending.kind: unknown kind of decision"),
    ("move", put("pending.actor", "argonaut:9"), "state.pending.actor: unknown actor"),
    ("move", put("pending.options", []), "state.pending.options: holds 0 items"),
    ("move", put("pending.options.0.id", "to-99999"), "'to-99999' is not a waterway"),
    ("move", put("pending.options.0.id", "a b"), "'a b' is not an identifier"),
    ("move", put("pending.context", {"x": nested(20)}), "nested deeper than 16 levels"),
    ("move", put("pending.context", {"x": nested(600)}), "nested deeper than 16 levels"),
    ("skill_bonus", put("pending.options.0.id", "luck"), "'luck' is not a Skill"),
    ("adva.menu", put("pending.options.0.id", "research:nothing"), "not an Advancement"),
    ("adva.name", put("pending.context", {"uid": "1"}), "state.pending.context.uid: not a Titan"),
    ("adv.choice", put("pending.options.0.id", "choice:99"), "'choice:99' is not choice:<index>"),
    ("adv.leader", put("pending.options.0.id", "leader:7"), "'leader:7' is not leader:<seat>"),
    ("adv.leader", put("adventure", None), "a storybook decision outside an adventure"),
    ("adva.trade", put("campaign.trade", None), "state.pending: no trade is being made"),
    ("encounter.primordial", put("pending.options.0.id", "prim:x"), "is not prim:<Primordial>"),
    ("explore.option", put("pending.options.0.id", "option:9"), "'option:9' is not option:"),
    # -------------------------------------------------------------- the adventure
    ("adv.choice", put("adventure.paragraph", "9999"), "adventure.paragraph: unknown paragraph"),
    ("adv.choice", put("adventure.cursor", 99), "state.adventure.cursor: 99 is out of range"),
    ("adv.choice", put("adventure.leader", 5), "state.adventure.leader: 5 is out of range"),
    ("adv.choice", put("adventure.kind", "dream"), "adventure.kind: unknown adventure kind"),
    ("adv.reroll", put("adventure.test.rolls", []), "state.adventure.test.rolls: no dice"),
    ("adv.reroll", put("adventure.test.phase", "x"), "test.phase: unknown test phase 'x'"),
    ("adv.reroll", put("pending.context.rollers", ["x"]), "not what the screens read there"),
    ("adv.choice", put("adventure.return_step", "away"), "return_step: unknown step 'away'"),
    # -------------------------------------------------------------- the battle
    ("practice-battle", put("battle.titans.2.row", 99), "state.battle.titans[2]: (99, "),
    ("practice-battle", put("battle.titans.0.argonaut", 7), "titans[0].argonaut: 7 is out of"),
    ("practice-battle", put("battle.titans.1.key", "Z"), "titans[1].key: unknown seat 'Z'"),
    ("practice-battle", put("battle.titans.1.key", "A"), "seat 'A' is listed twice"),
    ("practice-battle", put("battle.titans.0.titan_class", "kraken"), "unknown Titan class"),
    ("practice-battle", put("battle.titans.0.gear.0.card", "none"), "unknown gear card 'none'"),
    ("practice-battle", put("battle.primordial.id", "nobody"), "unknown Primordial 'nobody'"),
    ("practice-battle", put("battle.primordial.level", 9), "primordial.level: unknown"),
    ("practice-battle", put("battle.primordial.row", -1), "primordial.row: -1 is out of range"),
    ("practice-battle", put("battle.primordial.facing", "up"), "unknown facing 'up'"),
    ("practice-battle", put("battle.width", 10**6), "state.battle.width: 1000000 is out of"),
    ("practice-battle", put("battle.cursor", "nowhere"), "unknown battle cursor 'nowhere'"),
    ("practice-battle", put("battle.decks.ai", ["no-such"]), "decks.ai[0]: unknown AI card"),
    ("practice-battle", put("battle.red_lines", [[0, 0, 5, 5]]), "cells that share an edge"),
    ("practice-battle", put("battle.terrain.0.cells", [[40, 0]]), "terrain[0].cells[0]: (40, 0)"),
    ("practice-battle", put("battle.active_titan", "Q"), "active_titan: unknown Titan 'Q'"),
    ("practice-battle", put("battle", None), "the Battle step runs a battle, and there is none"),
    ("practice-battle", put("battle.resume.label", "x"), "'x' is not where the snapshot"),
    (
        "battle-under-way",
        with_plain(lambda p: p["battle"]["decks"].update(bp=[], bp_discard=[], current_bp="")),
        "no Behavior card is left while the battle goes on",
    ),
    ("practice-battle", put("battle.resume.snapshot", b"\xc1"), "not readable msgpack"),
    ("practice-battle", put("battle.resume.snapshot", b""), "without the battle's restart"),
    (
        "practice-battle",
        inside("battle.resume.snapshot", put("battle.titans.0.row", 50)),
        "state.battle.resume.snapshot.battle.titans[0]: (50, ",
    ),
    (
        "practice-battle",
        inside("battle.resume.snapshot", put("step", "bogus")),
        "state.battle.resume.snapshot.step: unknown step 'bogus'",
    ),
    (
        "practice-battle",
        inside("battle.resume.snapshot", put("battle.resume", {"label": "setup"})),
        "snapshot.battle.resume: a battle.resume.snapshot holds no restart point",
    ),
    (
        "practice-battle",
        inside("battle.pre_battle", put("argonauts.0.rage", 12)),
        "state.battle.pre_battle.argonauts[0].rage: 12 is out of range",
    ),
]


@pytest.mark.parametrize(
    ("sample", "change", "fragment"),
    [pytest.param(*case, id=f"{case[0]}:{case[2][:40]}") for case in CASES],
)
def test_each_broken_rule_is_refused_with_one_line_naming_it(
    content: ContentPack,
    samples: dict[str, bytes],
    sample: str,
    change: Change,
    fragment: str,
) -> None:
    """A state with one value broken is refused with its path and reason in one line (and a
    change that breaks nothing, the control case, passes)."""
    plain = unpack(samples[sample])
    change(plain)
    data = msgpack.packb(plain, use_bin_type=True)
    if not fragment:
        decode_game_state(data, content)
        return
    with pytest.raises(DecodeError) as caught:
        decode_game_state(data, content)
    message = str(caught.value)
    assert fragment in message
    assert "\n" not in message and len(message) < 300


def test_every_sample_is_valid_as_recorded(content: ContentPack, samples: dict[str, bytes]) -> None:
    """The untouched states pass: the refusals above come from the one change each makes."""
    for data in samples.values():
        decode_game_state(data, content)


@pytest.mark.parametrize("depth", [450, 600, 1_000, 1_023, 1_024, 5_000, 100_000])
def test_deep_nesting_is_refused_without_recursion(
    content: ContentPack, samples: dict[str, bytes], depth: int
) -> None:
    """Lists nested hundreds or thousands deep are refused with a reason at any depth: msgpack
    stops at 1,024 levels, the decoder at 16 inside an untyped field (no RecursionError)."""
    plain = unpack(samples["move"])
    plain["pending"]["context"]["x"] = "\u2603"  # a placeholder msgpack writes as 0xa3 + 3 bytes
    data = msgpack.packb(plain, use_bin_type=True)
    marker = msgpack.packb("\u2603")
    assert data.count(marker) == 1
    data = data.replace(marker, b"\x91" * depth + b"\x90")
    with pytest.raises(DecodeError, match="nested deeper than"):
        decode_game_state(data, content)


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        pytest.param(b"", "ends too early", id="empty"),
        pytest.param(b"\xc1", "starts no msgpack value", id="reserved-byte"),
        pytest.param(b"\x92\x01", "ends too early", id="truncated"),
        pytest.param(b"\x80\x80", "bytes after its end", id="trailing"),
        pytest.param(b"\xa2\xff\xfe", "utf-8", id="bad-text"),
        pytest.param(msgpack.packb({1: 2}), "not allowed for map key", id="int-key"),
        pytest.param(msgpack.packb([1, 2]), "expected a map for GameState", id="not-a-map"),
    ],
)
def test_bytes_that_are_no_state_say_why(content: ContentPack, data: bytes, fragment: str) -> None:
    """Broken msgpack is a DecodeError with a reason, like a wrong shape."""
    with pytest.raises(DecodeError, match=fragment):
        decode_game_state(data, content)


def test_a_message_never_carries_the_files_control_characters(
    content: ContentPack, samples: dict[str, bytes]
) -> None:
    """A hostile id is shown escaped: no escape sequence reaches the terminal."""
    plain = unpack(samples["move"])
    plain["step"] = "\x1b[2J\x1b]52;c;AAAA\x07"
    with pytest.raises(StateError) as caught:
        decode_game_state(msgpack.packb(plain, use_bin_type=True), content)
    assert not any(ord(ch) < 32 or ord(ch) == 127 for ch in str(caught.value))
