"""Scenario files (ARCHITECTURE §7): set up a state directly, apply choices, check the result.

A scenario is a TOML file; docs/scenarios.md documents every table. Problems are reported
like content errors, ``file:line: message``; an unmet ``[expect]`` is a failed check.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from atoterm.content import ContentError, ContentPack, Problem, load_content
from atoterm.content.battle_lines import scan
from atoterm.content.campaign_model import CampaignContent
from atoterm.content.loader import read_tiles
from atoterm.content.map_check import check_map
from atoterm.content.reader import TomlFile
from atoterm.content.toml_lines import Table, TomlLines
from atoterm.engine import IllegalAction, RulesOptions, new_state
from atoterm.engine.campaign.campaign_battle import adversary_id
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.state import ARGO_STATS, SKILLS, TRISKELION, GameState
from atoterm.session.game import Game, SessionError, validate_rules
from atoterm.session.history import DesyncError
from atoterm.session.scenario_adventure import AdventureSetupError, build_adventure
from atoterm.session.scenario_battle import BattleSetupError, build_battle
from atoterm.session.scenario_campaign import CAMPAIGN_KEYS, CampaignSetupError, lay_out_cycle
from atoterm.session.scenario_expect import check_expectations
from atoterm.session.scenario_schema import check_scenario

SETUP_INTS = ("day", "tile", "progress", "doom", "last_city")


class ScenarioError(Exception):
    def __init__(self, message: str, expectation: bool = False) -> None:
        super().__init__(message)
        self.expectation = expectation


class _Prefixed(TomlLines):
    """Line lookups for ``[[content.tile]]`` tables, addressed as ``tile``."""

    def __init__(self, inner: TomlLines, prefix: str) -> None:
        self.__dict__.update(inner.__dict__)
        self.prefix = prefix

    def table(self, name: str, index: int = 0) -> Table | None:
        return super().table(self.prefix + name, index)

    def children(self, parent: Table, name: str) -> list[Table]:
        return super().children(parent, self.prefix + name)


class Scenario:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[Problem] = []
        self.file = TomlFile(path.parent, path.name, self.problems)
        self.name = str(path)
        if self.problems:
            raise ScenarioError(self._render(self.problems))
        self.pos = scan(self.file.text)
        problems = check_scenario(self.file.data, self.pos, self.name)
        if problems:
            raise ScenarioError("\n".join(str(p) for p in problems))

    def fail(
        self, table: str, key: str, message: str, expectation: bool = False, item: int = 0
    ) -> ScenarioError:
        line = self.line(table, key, item)
        return ScenarioError(f"{self.name}:{line}: {message}", expectation)

    def line(self, table: str, key: str, item: int = 0) -> int:
        """Line of ``key`` in ``table`` (dotted; in an array of tables, its ``item``-th, 0-based),
        quoted keys too; the table's own line when the key is not there, 1 without a key."""
        if not key:
            return 1
        pos = self.pos
        parts = table.split(".") if table else []
        for depth, part in enumerate(parts):
            if part not in pos.keys:
                return self.file.lines.key(self.file.lines.table(table), key)
            pos = pos.keys[part]
            if pos.items and not pos.keys:
                last = depth == len(parts) - 1
                pos = pos.items[min(item, len(pos.items) - 1) if last else 0]
        return pos.keys[key].line if key in pos.keys else pos.line

    def _render(self, problems: list[Problem]) -> str:
        return "\n".join(str(Problem(self.name, p.line, p.message)) for p in problems)

    def section(self, name: str) -> dict[str, Any]:
        value = self.file.data.get(name, {})
        if not isinstance(value, dict):
            raise self.fail("", "", f"[{name}] must be a table")
        return value

    # -------------------------------------------------------------- content
    def content(self) -> ContentPack:
        meta = self.section("scenario")
        folder = meta.get("content")
        try:
            base = load_content(self.path.parent / folder if folder else None)
        except ContentError as exc:
            raise self.fail("scenario", "content", f"content error: {exc}") from None
        inline = self.section("content")
        if not inline:
            return base
        local = TomlFile.__new__(TomlFile)
        local.name, local.problems, local.data = self.name, [], inline
        local.lines = _Prefixed(self.file.lines, "content.")
        faction_ids = {f.id for f in base.factions}
        tiles, order = read_tiles(local, faction_ids)
        merged = dict(base.tiles)
        merged.update(tiles)
        full_order = tuple(t for t in base.tile_order if t not in tiles) + order
        changes: dict[str, Any] = {"tiles": merged, "tile_order": full_order}
        for key in ("start_tile", "timeline_days"):
            if key in inline:
                changes[key] = local.get(inline, local.lines.table(""), key, int)
        # `storybook = false`: a sea without the Cycle's adventures
        if "storybook" in inline and not local.get(
            inline, local.lines.table(""), "storybook", bool
        ):
            changes["storybook"] = None
        # `campaign = false`: no Exploration deck, Technologies or Timeline Battles either
        if "campaign" in inline and not local.get(inline, local.lines.table(""), "campaign", bool):
            changes["cycle"] = CampaignContent()
            changes["battle"] = None
        pack = dataclasses.replace(base, **changes, hash=f"{base.hash}+{self.path.name}")
        if not local.problems:
            check_map(pack, local, {tid: i for i, tid in enumerate(order)})
        if local.problems:
            raise ScenarioError("\n".join(str(p) for p in local.problems))
        return pack

    # -------------------------------------------------------------- state
    def build_state(self, content: ContentPack) -> GameState:
        meta = self.section("scenario")
        seed = meta.get("seed", 0)
        if not isinstance(seed, int) or not 0 <= seed < 2**64:
            raise self.fail("scenario", "seed", "seed must be a whole number from 0 to 2**64-1")
        try:
            rules = RulesOptions(**self.section("rules"))
            validate_rules(rules)
        except (TypeError, SessionError) as exc:
            raise self.fail("rules", "", f"bad rules options: {exc}") from None
        state = new_state(content, seed, rules)
        self._setup(state, content)
        adventure = self.section("adventure")
        if adventure:
            try:
                build_adventure(state, content, adventure)
            except AdventureSetupError as exc:
                raise self.fail(exc.table, exc.key, str(exc)) from None
        battle = self.section("battle")
        if battle:
            try:
                build_battle(state, content, battle)
            except BattleSetupError as exc:
                raise self.fail(exc.table, exc.key, str(exc), item=exc.item) from None
            self._forced(state)
        return state

    def _setup(self, state: GameState, content: ContentPack) -> None:
        setup = self.section("setup")
        for key in sorted(setup):
            value = setup[key]
            if key in SETUP_INTS and not (isinstance(value, int) and not isinstance(value, bool)):
                raise self.fail("setup", key, f"{key} must be a whole number")
        if "tile" in setup:
            if setup["tile"] not in content.tiles:
                raise self.fail("setup", "tile", f"tile {setup['tile']} is not on the map")
            state.voyage.tile = setup["tile"]
            state.voyage.sector = str(setup.get("sector", ""))
            if state.voyage.sector not in ("", *content.tile(state.voyage.tile).sectors):
                raise self.fail("setup", "sector", "sector does not exist on that tile")
        for key in ("revealed", "explored"):
            ids = setup.get(key, [])
            if not isinstance(ids, list) or any(i not in content.tiles for i in ids):
                raise self.fail("setup", key, f"{key} must list map tile ids")
            if ids:
                setattr(state.voyage, key, list(ids))
        if state.voyage.tile not in state.voyage.revealed:
            state.voyage.revealed.append(state.voyage.tile)
        if "day" in setup:
            if not 0 <= setup["day"] <= state.timeline.length:
                raise self.fail("setup", "day", f"day must be within 0..{state.timeline.length}")
            state.timeline.day = setup["day"]
        state.voyage.last_city = setup.get("last_city", 0)
        state.progress, state.doom = setup.get("progress", 0), setup.get("doom", 0)
        state.choice_matrix = sorted(set(setup.get("choice_matrix", [])))
        self._argo(state, setup.get("argo", {}))
        self._argonauts(state, setup.get("argonaut", []))
        if "adversary" in setup:
            self._adversary(state, content, setup["adversary"])
        self._forced(state)
        if any(key in setup for key in CAMPAIGN_KEYS):
            self._campaign(state, content, setup)

    def _campaign(self, state: GameState, content: ContentPack, setup: dict[str, Any]) -> None:
        """``exploration_deck``, ``cargo``, ``diplomacy``: the Cycle laid out with them
        (``scenario_campaign.py``); a practice battle or adventure has no campaign around it."""
        key = next(k for k in CAMPAIGN_KEYS if k in setup)
        if self.section("battle"):
            raise self.fail("setup", key, f"{key} sets up a campaign: a [battle] has none")
        if self.section("adventure"):
            hint = " (its Cargo and Diplomacy are [adventure]'s resources and diplomacy)"
            raise self.fail(
                "setup", key, f"{key} sets up a campaign: an [adventure] has none{hint}"
            )
        try:
            lay_out_cycle(state, content, setup)
        except CampaignSetupError as exc:
            raise self.fail("setup", exc.key, str(exc)) from None

    def _adversary(self, state: GameState, content: ContentPack, spec: dict[str, Any]) -> None:
        """``[setup.adversary]``: the name on the Adversary Track (default: the Cycle's), the
        tile of its miniature (0: off the map; else a revealed tile: it hunts over revealed
        tiles [VOY-033]) and the Battle Track box of its next battle [CAMP-029]."""
        adversary = state.campaign.adversary
        primordial = spec.get("primordial", adversary_id(content))
        prims = content.battle.primordials if content.battle is not None else {}
        if primordial not in prims:
            raise self.fail("setup.adversary", "primordial", f"no Primordial {primordial!r}")
        tile = spec.get("tile", 0)
        if tile and tile not in state.voyage.revealed:
            raise self.fail("setup.adversary", "tile", f"tile {tile} is not a revealed tile")
        boxes = [tb.box for tb in prims[primordial].track]
        box = spec.get("track_box", adversary.track_box)
        if "track_box" in spec and box not in boxes:
            has = (
                f"has Battle Track boxes {boxes[0]}..{boxes[-1]}"
                if boxes
                else "has no Battle Track"
            )
            raise self.fail("setup.adversary", "track_box", f"{primordial} {has}")
        adversary.primordial, adversary.tile, adversary.track_box = primordial, tile, box

    def _argo(self, state: GameState, argo: dict[str, Any]) -> None:
        for key in sorted(argo):
            if key not in (*ARGO_STATS, "dreamwalkers") or not isinstance(argo[key], int):
                raise self.fail("setup.argo", key, f"unknown or non-integer Argo stat {key!r}")
            setattr(state.argo, key, argo[key])

    def _argonauts(self, state: GameState, rows: list[dict[str, Any]]) -> None:
        if not rows:
            return
        if len(rows) != 4:
            raise self.fail("setup.argonaut", "", "give exactly four [[setup.argonaut]] tables")
        for index, row in enumerate(rows):
            argonaut = state.argonauts[index]
            argonaut.name = str(row.get("name", argonaut.name))
            bonus = row.get("bonus", "")
            if bonus and bonus not in SKILLS:
                raise self.fail("setup.argonaut", "bonus", f"unknown Skill {bonus!r}")
            if bonus:
                argonaut.bonus_skill = bonus
                argonaut.skills[bonus] += 1
            for skill, value in sorted(dict(row.get("skills", {})).items()):
                if skill not in SKILLS or not isinstance(value, int):
                    raise self.fail("setup.argonaut", "skills", f"unknown Skill {skill!r}")
                argonaut.skills[skill] += value
            for stat in TRISKELION:
                value = row.get(stat, 0)
                if not isinstance(value, int) or not 0 <= value <= 9:
                    raise self.fail("setup.argonaut", stat, f"{stat} must be 0..9")
                setattr(argonaut, stat, value)

    def _forced(self, state: GameState) -> None:
        for stream, values in sorted(self.section("forced").items()):
            if not isinstance(values, list) or not all(isinstance(v, int) for v in values):
                raise self.fail(
                    "forced", stream, f"forced {stream} must be a list of whole numbers"
                )
            state.forced[stream] = list(values)

    # -------------------------------------------------------------- play
    def play(self, game: Game) -> None:
        choices = self.section("play").get("choices", [])
        if not isinstance(choices, list):
            raise self.fail("play", "choices", "choices must be a list")
        for number, choice in enumerate(choices, start=1):
            try:
                if choice == "undo":
                    game.undo()
                elif choice == "redo":
                    game.redo()
                elif isinstance(choice, int | str) and not isinstance(choice, bool):
                    game.choose(choice)
                else:
                    raise IllegalAction(f"{choice!r} is neither an option id nor an index")
            except IllegalAction as exc:
                raise self.fail(
                    "play", "choices", f"choice #{number} ({choice!r}): {exc.reason}"
                ) from None
            except RULE_FAILURES as exc:
                what = f"choice #{number} ({choice!r}) failed"
                raise self.rule_failure(exc, "play", "choices", what) from None

    def rule_failure(self, exc: Exception, table: str, key: str, what: str) -> ScenarioError:
        """A rule that could not use the set-up: at the ``[forced]`` entry it names (a forced
        result out of range), else at ``table.key``."""
        text = _failure(exc)
        words = text.split()
        if len(words) > 1 and words[0] == "forced" and words[1] in self.section("forced"):
            table, key = "forced", words[1]
        return self.fail(table, key, f"{what}: {text}")


def run_scenario(path: Path, save: Path | None = None) -> Game:
    """Load, set up, play and check a scenario; returns the resulting session."""
    if not path.exists():
        raise ScenarioError(f"{path}: no such scenario file")
    scenario = Scenario(path)
    content = scenario.content()
    state = scenario.build_state(content)
    meta = scenario.section("scenario")
    game = Game.new(content, state.seed, undo=str(meta.get("undo", "casual")), rules=state.rules)
    start = dataclasses.replace(game.header, start=canonical_bytes(state))
    try:
        game = Game.begin(content, start, save)
    except RULE_FAILURES as exc:
        raise scenario.rule_failure(exc, "", "", "the set-up cannot start") from None
    scenario.play(game)
    check_expectations(scenario, game)
    return game


RULE_FAILURES = (ValueError, TypeError, KeyError, IndexError, AttributeError, DesyncError)
"""What the rules raise on a set-up they were never meant to meet (a forced d10 of 12, a
value the schema allows but a rule cannot use): the scenario's fault, said in one line."""


def _failure(exc: Exception) -> str:
    """The rule's own sentence (its first line); a lookup that failed names what it missed."""
    text = str(exc).splitlines()[0] if str(exc) else ""
    if isinstance(exc, KeyError | IndexError):
        return f"nothing is known as {text}" if text else "a lookup found nothing"
    return text or "a rule could not be applied"
