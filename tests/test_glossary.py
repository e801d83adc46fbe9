"""The rules and glossary index (``views.glossary``, issue 15): every rule of the checklist is
in it with its id, a search ranks a title above a mention, and nothing in it carries a control
character, a source citation or an internal id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.safe_text import is_safe
from atoterm.views.glossary import (
    Glossary,
    GlossaryEntry,
    build_glossary,
    parse_checklist,
    rule_entry,
    search,
)

CHECKLIST = Path(__file__).resolve().parents[1] / "docs" / "rules" / "checklist.md"


@pytest.fixture(scope="module")
def glossary(content: ContentPack) -> Glossary:
    return Glossary(build_glossary(content))


def test_every_checklist_id_is_in_the_glossary(glossary: Glossary) -> None:
    ids = set(re.findall(r"^- \[([A-Z0-9-]+)\]", CHECKLIST.read_text(), re.MULTILINE))
    assert len(ids) > 800
    assert ids <= {entry.rule for entry in glossary.entries}


def test_keywords_terms_conditions_and_terrain_are_titled(glossary: Glossary) -> None:
    titles = {(entry.title, entry.kind) for entry in glossary.entries}
    assert {("Sacrifice", "Keyword"), ("Cover", "Terrain rule"), ("Blindspot", "Term")} <= titles
    assert {
        ("Power Pool", "Term"),
        ("Kelp Bed", "Terrain"),
        ("Ringing Skull", "Condition"),
    } <= titles
    sacrifice = next(e for e in glossary.entries if e.title == "Sacrifice")
    assert sacrifice.rule == "KEY-056" and "In this game: May be used" in sacrifice.text


def test_a_title_ranks_above_a_mention(glossary: Glossary) -> None:
    found = glossary.search("blindspot")
    assert found[0].title == "Blindspot" and found[0].kind == "Term"
    assert {e.rule for e in found} >= {"BAT-PRIM-003", "BAT-PRIM-004", "BAT-PRIM-035"}
    assert all("blindspot" in f"{e.title} {e.text}".casefold() for e in found)
    titled = [i for i, e in enumerate(found) if "blindspot" in e.title.casefold()]
    mentioned = [i for i, e in enumerate(found) if "blindspot" not in e.title.casefold()]
    assert max(titled) < min(mentioned)


def test_a_rule_id_finds_its_rule_and_every_word_must_be_there(glossary: Glossary) -> None:
    assert glossary.search("ter-018")[0].rule == "TER-018"
    assert glossary.search("BAT-PRIM-106")[0].rule == "BAT-PRIM-106"
    both = glossary.search("power pool")
    assert both[0].title == "Power Pool"
    assert all("power" in e.text.casefold() or "power" in e.title.casefold() for e in both)
    assert glossary.search("blindspot zzzz") == []
    assert len(glossary.search("  ")) == len(glossary.entries)


def test_search_orders_by_title_then_kind() -> None:
    entries = [
        GlossaryEntry("Golden rules", "Rule", "GEN-001", "A Cover tile hides a Titan."),
        GlossaryEntry("Shell Rubble", "Terrain", "", "Cover from the Warden."),
        GlossaryEntry("Cover", "Terrain rule", "TER-018", "+1 Evasion on this tile."),
        GlossaryEntry("Covered Ground", "Term", "", "Ground under cover."),
    ]
    assert [e.title for e in search(entries, "cover")] == [
        "Cover",
        "Covered Ground",
        "Shell Rubble",
        "Golden rules",
    ]


def test_nothing_shown_has_control_characters_sources_or_internal_ids(
    glossary: Glossary,
) -> None:
    snake = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")
    pair = re.compile(r"\b[a-z]+:[a-z0-9]")
    for entry in glossary.entries:
        for shown in (entry.title, entry.heading, entry.text):
            assert is_safe(shown.replace("\n", " ")), entry.rule or entry.title
            assert "(src:" not in shown and not re.search(r"\b00[01]:L", shown), entry.rule
            assert not re.search(r"[\u3000-\u9fff]", shown), entry.rule
        assert not snake.search(entry.title) and not pair.search(entry.title), entry.title
    content_ids = [e for e in glossary.entries if e.kind in ("Condition", "Terrain")]
    assert content_ids and all(not snake.search(e.text) for e in content_ids)


def test_a_hostile_checklist_line_is_escaped() -> None:
    rules = parse_checklist(["- [KEY-9999] Bad\x1b[31m: red \x07 text (src: 000:L1)"])
    assert rules == {"KEY-9999": "Bad\x1b[31m: red \x07 text"}
    entry = rule_entry("KEY-9999", rules["KEY-9999"], {})
    assert is_safe(entry.title) and is_safe(entry.text.replace("\n", " "))
    assert "\x1b" not in entry.heading and "\x07" not in entry.text


def test_content_texts_name_things_by_their_printed_names(
    content: ContentPack, glossary: Glossary
) -> None:
    """A Condition's "Gain 1 hook-claw." reads "Gain 1 Hook-Claw." (the resource's name)."""
    battle = content.battle
    ids = set(content.cycle.resources) | set(battle.gear) | set(battle.conditions)
    ids |= set(battle.terrain)
    ids = {cid for cid in ids if "-" in cid or "_" in cid}
    pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
    for entry in glossary.entries:
        assert not pattern.search(entry.text), (entry.title, pattern.search(entry.text))
    hook = next(e for e in glossary.entries if e.title == "Hook in the Hide")
    assert "Gain 1 Hook-Claw." in hook.text
