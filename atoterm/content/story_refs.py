"""The storybook linter's reference checks: every effect, condition, card and battle names
something that exists in the pack (gear, Godforms, factions, resources, Primordials ...), and
every condition is one some paragraph can make true."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from atoterm.content.errors import Problem
from atoterm.content.story_model import (
    TRAITS,
    CampaignThings,
    Cond,
    Cost,
    Paragraph,
    Storybook,
    Target,
)
from atoterm.content.story_walk import all_effects, targets

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack


NAMED_ARGS: dict[str, tuple[str, str]] = {
    "gain_resource": ("resource", "resource"),
    "gain_diplomacy": ("faction", "faction"),
    "gain_gear": ("gear", "gear"),
    "gain_technology": ("technology", "technology"),
    "gain_pattern": ("pattern", "pattern"),
    "gain_godform": ("godform", "godform"),
    "gain_summoning": ("summoning", "summoning"),
    "gain_mnemos": ("mnemos", "mnemos"),
    "gain_node": ("mnemos", "mnemos"),
    "story_card": ("story_card", "card"),
    "doom_card": ("doom_card", "card"),
    "adversary": ("primordial", "primordial"),
    "condition": ("condition", "condition"),
    "gain_clue": ("clue", "clue"),
    "read_clue": ("clue", "clue"),
    "lose_clue": ("clue", "clue"),
    "gain_ally": ("ally", "ally"),
    "lose_ally": ("ally", "ally"),
}
"""Effect op -> (the kind of thing its argument names, the argument's key)."""


class References:
    """Every effect, condition and card names something that exists."""

    def __init__(
        self, book: Storybook, pack: ContentPack, things: CampaignThings, problems: list[Problem]
    ) -> None:
        self.book, self.pack, self.things, self.problems = book, pack, things, problems
        bc = pack.battle
        self.names: dict[str, set[str]] = {
            "faction": {f.id for f in pack.factions} | {"local"},
            "resource": set(things.resources),
            "technology": set(things.technologies),
            "pattern": set(things.patterns),
            "gear": set(bc.gear) if bc else set(),
            "godform": set(bc.godforms) if bc else set(),
            "summoning": set(bc.summonings) if bc else set(),
            "mnemos": set(book.mnemos),
            "story_card": {c.id for c in book.story_cards},
            "doom_card": {c.id for c in book.doom_cards},
            "primordial": set(bc.primordials) if bc else set(),
            # a Condition the Argonaut carries to the next Battle (Knockdown only exists there)
            "condition": set(bc.conditions) - {"knockdown"} if bc else set(),
            "clue": set(book.clues),
            "ally": set(book.allies),
        }
        self.given: dict[str, set[str]] = {
            "boon": set(),
            "affliction": set(),
            "note": set(),
            "mark": set(),
            "clue": set(),
            "ally": set(),
        }
        for effect in all_effects(book):
            if effect["op"] in ("boon", "affliction"):
                self.given[effect["op"]].add(effect["name"])
            if effect["op"] == "note":
                self.given["note"].add(effect["text"])
            if effect["op"] == "mark":
                self.given["mark"].add(str(effect["box"]))
            if effect["op"] in ("gain_clue", "gain_ally"):
                self.given[effect["op"][5:]].add(str(effect[effect["op"][5:]]))

    def problem(self, file: str, line: int, message: str) -> None:
        self.problems.append(Problem(file, line, message))

    def check(self) -> None:
        for para in self.book.paragraphs.values():
            for step in para.steps:
                if step.effect is not None:
                    self.effect(para.file, step.line, step.effect)
                for cond in step.conds:
                    self.cond(para.file, step.line, cond)
                for choice in step.choices:
                    for cond in choice.conds:
                        self.cond(para.file, choice.line, cond)
                    for cost in choice.costs:
                        self.cost(para.file, choice.line, cost)
                if step.test is not None:
                    self.test(para, step.test)
            for target, line in targets(para):
                if target.kind == "battle":
                    self.battle(para.file, line, target)
        for chapter in self.book.chapters:
            for entry in chapter.table:
                for trait in entry.traits:
                    if trait not in TRAITS:
                        self.problem(
                            chapter.file,
                            entry.line,
                            f"unknown trait {trait!r} (traits: {', '.join(TRAITS)})",
                        )
            for number, _, conds in chapter.entries:
                for cond in conds:
                    self.cond(
                        chapter.file, chapter.lines.get(f"@entry {number}", chapter.line), cond
                    )
        self.cards()

    def test(self, para: Paragraph, test: Any) -> None:
        for outcome in test.outcomes:
            for effect in outcome.effects:
                self.effect(para.file, test.line, effect)
        for effect in test.each_fail:
            self.effect(para.file, test.line, effect)
        for bonus in test.bonuses:
            if bonus.cond is not None:
                self.cond(para.file, test.line, bonus.cond)
            if bonus.cost is not None:
                self.cost(para.file, test.line, bonus.cost)
        if test.kind in ("solo", "argo", "delve"):
            keys = {o.key for o in test.outcomes}
            if test.kind != "delve" and keys != {"success", "fail"}:
                self.problem(para.file, test.line, "a test needs a success and a fail outcome")
            if test.kind == "delve" and "success" not in keys:
                self.problem(para.file, test.line, "a delve needs a success outcome")
        else:
            top = 10 if test.kind == "roll" else 4
            covered = sorted(v for o in test.outcomes for v in range(o.low, o.high + 1))
            if covered != list(range(0 if test.kind == "group" else 1, top + 1)):
                self.problem(
                    para.file,
                    test.line,
                    f"the outcomes must cover {'0-4 successes' if top == 4 else '1-10'} exactly once",
                )
        if any(o.target is None for o in test.outcomes):
            self.problem(para.file, test.line, "every outcome needs a direction (-> ...)")

    def effect(self, file: str, line: int, effect: dict[str, Any]) -> None:
        op = effect["op"]
        kind, key = NAMED_ARGS.get(op, ("", ""))
        if op == "gain_mnemos" and effect[key] == "random":
            return  # a random card from the box [GEN-028]
        if kind and str(effect[key]) not in self.names[kind]:
            self.problem(file, line, f"{op}: unknown {kind.replace('_', ' ')} {effect[key]!r}")

    def cost(self, file: str, line: int, cost: Cost) -> None:
        if cost.what == "resource" and cost.arg not in self.names["resource"]:
            self.problem(file, line, f"unknown resource {cost.arg!r}")

    def cond(self, file: str, line: int, cond: Cond) -> None:
        kinds = {
            "diplomacy": "faction",
            "resource": "resource",
            "tech": "technology",
            "mnemos": "mnemos",
            "clue": "clue",
            "ally": "ally",
        }
        if cond.kind in kinds and cond.arg not in self.names[kinds[cond.kind]]:
            self.problem(
                file, line, f"condition [{cond.text}]: unknown {kinds[cond.kind]} {cond.arg!r}"
            )
        given = ("boon", "affliction", "note", "clue", "ally")
        if cond.kind in given and cond.arg not in self.given[cond.kind]:
            self.problem(
                file, line, f"condition [{cond.text}]: no paragraph ever gives this {cond.kind}"
            )
        if cond.kind in ("matrix", "not_matrix") and str(cond.value) not in self.given["mark"]:
            self.problem(
                file, line, f"condition [{cond.text}]: no paragraph ever marks box {cond.value}"
            )
        if cond.kind == "code" and cond.arg not in self.book.paragraphs:
            self.problem(file, line, f"condition [{cond.text}]: no paragraph {cond.arg}")

    def battle(self, file: str, line: int, target: Target) -> None:
        bc = self.pack.battle
        prim = bc.primordials.get(target.primordial) if bc else None
        if prim is None:
            self.problem(file, line, f"battle: unknown Primordial {target.primordial!r}")
        elif target.level not in [lv.level for lv in prim.levels]:
            self.problem(file, line, f"battle: {target.primordial} has no level {target.level}")
        if target.page:
            page = self.book.pages.get(target.page)
            if page is None:
                self.problem(file, line, f"battle: no Battle Scenario page {target.page!r}")
            elif page.primordial != target.primordial:
                self.problem(
                    file,
                    line,
                    f"battle: page {target.page!r} is a battle against {page.primordial}, "
                    f"not {target.primordial}",
                )

    def pages(self) -> None:
        """Every Battle Scenario page names a Primordial and Terrain of the pack, and every
        Primordial has its default page once the storybook has any [BAT-SETUP-002]."""
        where = "storybook/scenarios.toml"
        terrain = self.names_of_terrain()
        for page in self.book.pages.values():
            if page.primordial not in self.names["primordial"]:
                self.problem(where, page.line, f"page {page.id!r}: unknown Primordial")
            bc = self.pack.battle
            prim = bc.primordials.get(page.primordial) if bc else None
            taken: set[tuple[int, int]] = set()
            if prim is not None:
                diagram = prim.diagram
                taken = {tuple(c) for t in diagram.terrain for c in t.cells}
                taken |= {tuple(c) for c in diagram.titan_starts}
                row, col = diagram.start  # the Primordial's footprint
                taken |= {(row + r, col + c) for r in range(prim.size) for c in range(prim.size)}
            for piece, cells in page.terrain:
                if piece not in terrain:
                    self.problem(where, page.line, f"page {page.id!r}: unknown terrain {piece!r}")
                for cell in cells:
                    inside = prim is None or (
                        0 <= cell[0] < prim.diagram.height and 0 <= cell[1] < prim.diagram.width
                    )
                    if not inside or cell in taken:
                        self.problem(
                            where,
                            page.line,
                            f"page {page.id!r}: cell {list(cell)} is off the diagram or taken",
                        )
                    taken.add(cell)
            for resource in page.aftermath_won:
                if resource not in self.names["resource"]:
                    self.problem(
                        where,
                        page.aftermath_line,
                        f"page {page.id!r}: unknown resource {resource!r}",
                    )
        if self.book.pages:
            for prim in sorted(self.names["primordial"]):
                if self.book.page_for(prim) is None:
                    self.problem(where, 1, f"{prim} has no default Battle Scenario page")

    def names_of_terrain(self) -> set[str]:
        bc = self.pack.battle
        return set(bc.terrain) if bc else set()

    def cards(self) -> None:
        self.pages()
        tear = self.pack.sisyphus_tear
        if tear and self.names["resource"] and tear not in self.names["resource"]:
            self.problem("pack.toml", 1, f"sisyphus_tear: unknown resource {tear!r}")
        tiles = self.pack.tiles
        for card in (*self.book.story_cards, *self.book.doom_cards):
            if card.tile and card.tile not in tiles:
                self.problem(
                    "storybook/cards.toml",
                    card.line,
                    f"{card.kind} card {card.id}: unknown tile {card.tile}",
                )
        hubs = set(self.book.hubs())
        bc = self.pack.battle
        terrain = set(bc.terrain) if bc else set()
        covered: list[int] = []
        for row in self.book.hub_rows:
            covered.extend(range(row.low, row.high + 1))
            for hub in row.hubs:
                if hub not in hubs:
                    self.problem(
                        "storybook/hubs.toml",
                        row.line,
                        f"unknown hub {hub!r} (hubs: {', '.join(sorted(hubs))})",
                    )
            for text in row.terrain:
                words = text.split()
                if len(words) != 2 or words[0] not in terrain or words[1] not in ("outer", "inner"):
                    self.problem(
                        "storybook/hubs.toml",
                        row.line,
                        f"terrain {text!r} must be '<terrain id> outer|inner' [ADV-080]",
                    )
        if self.book.hub_rows and sorted(covered) != list(range(1, 11)):
            self.problem(
                "storybook/hubs.toml", 1, "the Adventure Hubs table must cover 1-10 exactly once"
            )
