"""The storybook format (`docs/storybook-format.md`), line by line: effects in the shared effect
vocabulary, conditions, costs, directions, tests and rolls, fated boxes and the directives.

Table-driven: each row is one line a writer may type and what the reader makes of it, or the
`file:line` message it earns. The complete example of the document is parsed too.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import atoterm.engine.round  # noqa: F401  (registers every effect op of the shared vocabulary)
from atoterm.content.errors import Problem
from atoterm.content.story_load import load_storybook
from atoterm.content.story_model import Cond, Cost, Paragraph, Target
from atoterm.content.story_model import Test as StoryTest
from atoterm.content.story_ops import (
    COST_WHATS,
    OP_SIGNATURES,
    WHO,
    LineError,
    parse_cond,
    parse_conds,
    parse_cost,
    parse_effect,
    parse_target,
)
from atoterm.content.story_parse import ChapterReader
from atoterm.engine.effects import EFFECTS

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "storybook-format.md"
MINI = Path(__file__).resolve().parent / "fixtures" / "storybook_mini"


def read(text: str, section: str = 'main "Test"') -> tuple[ChapterReader, list[str]]:
    """Parse one chapter; returns the reader and its problems as `file:line: message`."""
    problems: list[Problem] = []
    reader = ChapterReader("t.story", f"@chapter {section}\n\n{text}", problems)
    return reader, [str(p) for p in problems]


def para(text: str) -> Paragraph:
    """The single paragraph of ``== 0001 T`` + ``text``; the text must parse cleanly."""
    reader, problems = read(f"== 0001 T\n{text}")
    assert problems == []
    (only,) = reader.paragraphs
    return only


def the_test(text: str) -> StoryTest:
    (step,) = [s for s in para(text).steps if s.kind == "test"]
    assert step.test is not None
    return step.test


# --------------------------------------------------------------------- the shared vocabulary
@pytest.mark.parametrize("op", sorted(OP_SIGNATURES))
def test_every_storybook_op_is_a_registered_effect(op: str) -> None:
    """The storybook speaks the cards' language: one registry of effect ops."""
    assert op in EFFECTS


EFFECT_CASES: list[tuple[str, str, dict[str, Any]]] = [
    ("progress-default", "gain_progress", {"amount": 1}),
    ("progress-positional", "gain_progress 2", {"amount": 2}),
    ("progress-keyword", "gain_progress amount=2", {"amount": 2}),
    ("doom", "gain_doom 1", {"amount": 1}),
    ("argo-stat-lose", "gain_argo_stat crew -1", {"stat": "crew", "amount": -1}),
    (
        "argo-stat-keywords",
        "gain_argo_stat amount=1 stat=argo_fate",
        {"stat": "argo_fate", "amount": 1},
    ),
    ("knowledge", "gain_knowledge 1", {"amount": 1}),
    ("ADV-030-inward-progress", "gain_inward_progress 2", {"amount": 2}),
    ("triskelion-leader", "gain_triskelion danger 1", {"stat": "danger", "amount": 1}),
    (
        "triskelion-group-GEN-052",
        "gain_triskelion fate 1 who=group",
        {"stat": "fate", "amount": 1, "who": "group"},
    ),
    ("despair-each", "gain_despair who=each", {"amount": 1, "who": "each"}),
    ("resource", "gain_resource bronze 2", {"resource": "bronze", "amount": 2}),
    ("diplomacy-local", "gain_diplomacy local 1", {"faction": "local", "amount": 1}),
    ("titan", "gain_titan", {"amount": 1}),
    ("gear", "gain_gear ashgate-cleaver", {"gear": "ashgate-cleaver"}),
    ("technology", "gain_technology deep_keel", {"technology": "deep_keel"}),
    ("pattern", "gain_pattern pattern_stair_glaive", {"pattern": "pattern_stair_glaive"}),
    ("godform", "gain_godform storm-father", {"godform": "storm-father"}),
    ("summoning", "gain_summoning x", {"summoning": "x"}),
    ("awakening-BAT-MISC-063", "unlock_awakening", {}),
    ("mnemos-random", "gain_mnemos", {"mnemos": "random"}),
    (
        "mnemos-named-random-argonaut",
        "gain_mnemos tide-reader who=random",
        {"mnemos": "tide-reader", "who": "random"},
    ),
    ("fated-mnemos-ADV-085", "gain_fated_mnemos who=least_likely", {"who": "least_likely"}),
    ("node", "gain_node tide-reader who=owner", {"mnemos": "tide-reader", "who": "owner"}),
    ("boon-quoted", 'boon "Sea-Blessed"', {"name": "Sea-Blessed"}),
    (
        "affliction",
        'affliction "Salt-Lung" who=most_likely',
        {"name": "Salt-Lung", "who": "most_likely"},
    ),
    ("lose-boon", 'lose_boon "Sea-Blessed"', {"name": "Sea-Blessed"}),
    ("lose-affliction", 'lose_affliction "Salt-Lung"', {"name": "Salt-Lung"}),
    ("condition-BAT-MISC-035", "condition dazed", {"condition": "dazed"}),
    (
        "note-argo",
        'note argo "The harbour-master owes us."',
        {"where": "argo", "text": "The harbour-master owes us."},
    ),
    (
        "note-argonaut",
        'note argonaut "Saw her own grave."',
        {"where": "argonaut", "text": "Saw her own grave."},
    ),
    (
        "note-adventure-ADV-008",
        'note "The door was open."',
        {"where": "adventure", "text": "The door was open."},
    ),
    ("note-equals-inside", 'note "a=b"', {"where": "adventure", "text": "a=b"}),
    ("mark-ADV-010", "mark 12", {"box": 12}),
    ("erase-ADV-011", "erase 12", {"box": 12}),
    ("code-CAMP-035", "code 0150", {"paragraph": "0150"}),
    ("katharsis-ADV-055", "katharsis K-7 who=owner", {"code": "K-7", "who": "owner"}),
    ("timeline-story", "timeline story 3 0123", {"kind": "story", "in_days": 3, "what": "0123"}),
    (
        "timeline-dream-ADV-038",
        'timeline dream 3 "A Dream of Pharos"',
        {"kind": "dream", "in_days": 3, "what": "A Dream of Pharos"},
    ),
    ("story-card", "story_card 1B", {"card": "1B"}),
    ("doom-card", "doom_card 2A", {"card": "2A"}),
    ("kill", "kill", {}),
    ("retire", "retire who=random", {"who": "random"}),
    ("new-argonaut", "new_argonaut", {}),
    ("adversary-VOY-027", "adversary threnos", {"primordial": "threnos"}),
    ("drift-GEN-027", "drift", {}),
    ("divine-surge-VOY-053", "divine_surge", {}),
    ("defeat-adversary-VOY-038", "defeat_adversary", {}),
    ("gain-clue-GEN-039", "gain_clue salt-crown-page", {"clue": "salt-crown-page"}),
    ("read-clue-CAMP-033", "read_clue salt-crown-page", {"clue": "salt-crown-page"}),
    ("lose-clue", "lose_clue salt-crown-page", {"clue": "salt-crown-page"}),
    ("gain-ally-GEN-039", "gain_ally ione", {"ally": "ione"}),
    ("lose-ally", "lose_ally ione", {"ally": "ione"}),
]


@pytest.mark.parametrize(
    ("text", "expected"), [c[1:] for c in EFFECT_CASES], ids=[c[0] for c in EFFECT_CASES]
)
def test_effect_lines(text: str, expected: dict[str, Any]) -> None:
    op = text.split()[0]
    assert parse_effect(text) == {"op": op, **expected}


def test_the_effect_table_uses_every_op() -> None:
    assert {c[1].split()[0] for c in EFFECT_CASES} == set(OP_SIGNATURES)


@pytest.mark.parametrize("who", WHO)
def test_who_values(who: str) -> None:
    """`who=` picks the Argonaut [ADV-085, ADV-086]; only some ops take a group."""
    if who == "group":
        assert parse_effect("gain_despair 1 who=group")["who"] == "group"
        with pytest.raises(LineError, match=r"^kill cannot be gained as a group$"):
            parse_effect("kill who=group")
    else:
        assert parse_effect(f"kill who={who}") == {"op": "kill", "who": who}


EFFECT_ERRORS = [
    ("gain_glory 1", "unknown effect op 'gain_glory'"),
    ("", "empty effect line"),
    ('boon "Sea', "cannot read effect: No closing quotation"),
    ("gain_resource bronze", "gain_resource needs amount"),
    ("gain_progress x", "amount must be a whole number, not 'x'"),
    ("gain_progress 1 2", "gain_progress takes 1 argument(s), got more: '2'"),
    ("gain_progress amt=2", "gain_progress has no argument 'amt' (arguments: amount)"),
    ("gain_progress 1 amount=2", "gain_progress: amount is given twice"),
    ("gain_progress 1 who=each", "gain_progress does not take who="),
    ("kill who=everyone", f"who must be one of {', '.join(WHO)}, not 'everyone'"),
    ("gain_triskelion luck 1", "unknown Triskelion stat 'luck'"),
    ("gain_argo_stat oars 1", "unknown Argo stat 'oars'"),
    ('note ship "x"', "a note goes on the argo or argonaut sheet, not 'ship'"),
    ("code 150", "a secret code is a 4-digit paragraph id, not '150'"),
    ("timeline battle 3 x", "timeline kind must be story or dream, not 'battle'"),
    ("timeline story 3 soon", "a timeline story event names its 4-digit paragraph"),
]


@pytest.mark.parametrize(
    ("text", "message"), EFFECT_ERRORS, ids=[e[0] or "empty" for e in EFFECT_ERRORS]
)
def test_bad_effect_lines(text: str, message: str) -> None:
    with pytest.raises(LineError) as caught:
        parse_effect(text)
    assert str(caught.value) == message


# --------------------------------------------------------------------- conditions [ADV-007]
COND_CASES: list[tuple[str, Cond]] = [
    ("matrix 12", Cond("matrix", "", 12)),
    ("not matrix 12", Cond("not_matrix", "", 12)),
    ("diplomacy 2", Cond("diplomacy", "local", 2)),
    ("diplomacy cairnkin 2", Cond("diplomacy", "cairnkin", 2)),
    ("resource bronze 2", Cond("resource", "bronze", 2)),
    ("tech deep_keel", Cond("tech", "deep_keel")),
    ("skill cunning 2", Cond("skill", "cunning", 2)),
    ("danger 3-", Cond("danger", "", 3, at_most=True)),
    ("fate 5+", Cond("fate", "", 5)),
    ("rage 2+", Cond("rage", "", 2)),
    ('boon "Sea-Blessed"', Cond("boon", "Sea-Blessed")),
    ('affliction "Salt-Lung"', Cond("affliction", "Salt-Lung")),
    ('note "The door was open."', Cond("note", "The door was open.")),
    ('note "Yes, she lied."', Cond("note", "Yes, she lied.")),
    ("knowledge 3", Cond("knowledge", "", 3)),
    ("progress 2", Cond("progress", "", 2)),
    ("doom 4", Cond("doom", "", 4)),
    ("mnemos tide-reader", Cond("mnemos", "tide-reader")),
    ("code 0150", Cond("code", "0150")),
]


@pytest.mark.parametrize(("text", "expected"), COND_CASES, ids=[c[0] for c in COND_CASES])
def test_condition_lines_ADV_007(text: str, expected: Cond) -> None:
    got = parse_cond(text)
    assert got == Cond(expected.kind, expected.arg, expected.value, expected.at_most, text)
    (alone,) = parse_conds(text)  # a comma inside quotes does not split
    assert alone == got


def test_several_conditions_in_one_bracket_all_hold() -> None:
    conds = parse_conds('matrix 12, diplomacy 1, note "Yes, she lied."')
    assert [c.kind for c in conds] == ["matrix", "diplomacy", "note"]
    assert conds[2].arg == "Yes, she lied."


COND_ERRORS = [
    ("not diplomacy 2", "only a Choice Matrix box can be negated: 'not diplomacy 2'"),
    ("matrix", "matrix needs one box number: 'matrix'"),
    ("matrix twelve", "box must be a whole number, not 'twelve'"),
    ("danger 3", "danger needs a value like 3- (at most) or 5+ (at least): 'danger 3'"),
    ("diplomacy a b c", "diplomacy needs [faction] value: 'diplomacy a b c'"),
    ("skill charm 2", "unknown Skill 'charm'"),
    ("resource bronze", "resource needs a name and a value: 'resource bronze'"),
    ("boon", "boon needs one name: 'boon'"),
    ("knowledge", "knowledge needs one number"),
    ("luck 3", "unknown condition 'luck'"),
    ("Matrix 3", "cannot read condition 'Matrix 3'"),
]


@pytest.mark.parametrize(("text", "message"), COND_ERRORS, ids=[e[0] for e in COND_ERRORS])
def test_bad_conditions(text: str, message: str) -> None:
    with pytest.raises(LineError) as caught:
        parse_cond(text)
    assert str(caught.value) == message


# --------------------------------------------------------------------- costs [GEN-051]
@pytest.mark.parametrize("what", [w for w in COST_WHATS if w != "resource"])
def test_costs(what: str) -> None:
    assert parse_cost(f"pay {what} 2") == Cost(what, 2)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("pay resource bronze 2", "lose 2 Bronze"),
        ("pay danger 1", "gain 1 Danger"),
        ("pay argo_fate 1", "gain 1 Argo Fate"),
        ("pay crew 1", "lose 1 Crew"),
    ],
)
def test_cost_words(text: str, words: str) -> None:
    assert parse_cost(text).words == words


def test_a_resource_cost_names_the_resource() -> None:
    assert parse_cost("pay resource bronze 2") == Cost("resource", 2, "bronze")


COST_ERRORS = [
    ("danger 1", "a cost starts with 'pay': (danger 1)"),
    (
        "pay luck 1",
        f"cannot read cost (pay luck 1); pay one of {', '.join(COST_WHATS)} and a number",
    ),
    (
        "pay resource 2",
        f"cannot read cost (pay resource 2); pay one of {', '.join(COST_WHATS)} and a number",
    ),
    ("pay danger 0", "a cost is a positive number: (pay danger 0)"),
    ("pay resource bronze 0", "a cost is a positive number: (pay resource bronze 0)"),
    ("pay resource bronze -2", "a cost is a positive number: (pay resource bronze -2)"),
]


@pytest.mark.parametrize(("text", "message"), COST_ERRORS, ids=[e[0] for e in COST_ERRORS])
def test_bad_costs(text: str, message: str) -> None:
    with pytest.raises(LineError) as caught:
        parse_cost(text)
    assert str(caught.value) == message


# --------------------------------------------------------------------- directions
TARGET_CASES = [
    ("paragraph-ADV-004", "0203", Target("para", para="0203"), ("0203",)),
    ("return-ADV-005", "return", Target("return"), ()),
    ("victory", "victory", Target("victory"), ()),
    (
        "defeat",
        'defeat "Oressa drinks the ichor."',
        Target("defeat", text="Oressa drinks the ichor."),
        (),
    ),
    ("defeat-bare", "defeat", Target("defeat", text="the story ends in defeat"), ()),
    ("special-ADV-046", "special rude_awakening", Target("special", text="rude_awakening"), ()),
    (
        "battle",
        "battle kyanippe 2 win=0040 lose=0041",
        Target("battle", primordial="kyanippe", level=2, win="0040", lose="0041"),
        ("0040", "0041"),
    ),
    (
        "battle-keywords-first",
        "battle lose=0041 win=0040 kyanippe 2",
        Target("battle", primordial="kyanippe", level=2, win="0040", lose="0041"),
        ("0040", "0041"),
    ),
]


@pytest.mark.parametrize(
    ("text", "target", "paragraphs"),
    [c[1:] for c in TARGET_CASES],
    ids=[c[0] for c in TARGET_CASES],
)
def test_directions(text: str, target: Target, paragraphs: tuple[str, ...]) -> None:
    got = parse_target(text)
    assert got == target
    assert got.paragraphs() == paragraphs


TARGET_ERRORS = [
    ("12", "cannot read direction -> '12'"),
    ("nowhere", "cannot read direction -> 'nowhere'"),
    ("special", "special needs an event name: -> special"),
    ("special Rude Awakening", "special needs an event name: -> special Rude Awakening"),
    (
        "battle kyanippe 2 win=0040",
        "a battle is: battle <primordial> <level> win=NNNN lose=NNNN [page=<id>], not 'battle kyanippe 2 win=0040'",
    ),
    ("battle kyanippe 2 win=40 lose=0041", "battle win= needs a 4-digit paragraph, not '40'"),
    ("battle kyanippe two win=0040 lose=0041", "level must be a whole number, not 'two'"),
]


@pytest.mark.parametrize(("text", "message"), TARGET_ERRORS, ids=[e[0] for e in TARGET_ERRORS])
def test_bad_directions(text: str, message: str) -> None:
    with pytest.raises(LineError) as caught:
        parse_target(text)
    assert str(caught.value) == message


# --------------------------------------------------------------------- paragraphs and choices
def test_a_paragraph_resolves_prose_effects_then_direction_ADV_004() -> None:
    p = para(
        "The harbour is *quiet*,\nand the **Argo** hums.\n\nA second one.\n"
        "> gain_progress 1\nif [matrix 12] -> 0002\n> mark 12\n-> 0003"
    )
    assert p.prose == ("The harbour is *quiet*, and the **Argo** hums.", "A second one.")
    assert [s.kind for s in p.steps] == ["effect", "if", "effect", "goto"]
    assert [s.line for s in p.steps] == [8, 9, 10, 11]
    assert p.steps[1].conds == (Cond("matrix", "", 12, text="matrix 12"),)
    assert p.steps[3].target == Target("para", para="0003")
    assert p.word_count() == 11


def test_choices_with_conditions_costs_and_peril_ADV_007_ADV_075() -> None:
    p = para(
        "? Search the kelp forest. -> 0203\n"
        "? [skill cunning 1] [matrix 4] Ask who last saw the girl. -> 0204\n"
        "? (pay danger 1) (pay resource bronze 2) Promise her. -> 0204\n"
        "? peril Jump. -> return"
    )
    (step,) = p.steps
    assert step.kind == "choices" and step.line == 4
    search, ask, promise, jump = step.choices
    assert (search.label, search.target, search.line) == (
        "Search the kelp forest.",
        Target("para", para="0203"),
        4,
    )
    assert [c.kind for c in ask.conds] == ["skill", "matrix"]
    assert promise.costs == (Cost("danger", 1), Cost("resource", 2, "bronze"))
    assert (jump.peril, jump.label, jump.target.kind) == (True, "Jump.", "return")
    assert not search.peril


def test_fated_boxes_ADV_081_ADV_082() -> None:
    p = para("fated 0207 0208\nfated 0209\n\nThe net-mender sits.\n-> return")
    assert p.fated == ("0207", "0208", "0209")


def test_a_bare_number_is_a_paragraph_of_the_whole_book_ADV_009() -> None:
    """Ids are unique across chapters, so `-> 0010` from a hub reaches the Main Story's 0010."""
    reader, problems = read("== 0202 T\n-> 0010", 'hub kelp_coves "Coves"')
    assert problems == []
    (p,) = reader.paragraphs
    assert (p.section, p.hub, p.steps[0].target) == (
        "hub",
        "kelp_coves",
        Target("para", para="0010"),
    )


PARAGRAPH_ERRORS = [
    (
        "direction-then-effect",
        "-> return\n> gain_progress 1",
        5,
        "nothing may follow the paragraph's direction",
    ),
    (
        "direction-then-choice",
        "-> return\n? A. -> 0002",
        5,
        "nothing may follow the paragraph's direction",
    ),
    (
        "direction-then-test",
        "-> return\nroll d10\n  1-10 -> 0002",
        5,
        "nothing may follow the paragraph's direction",
    ),
    (
        "choice-then-effect",
        "? A. -> 0002\n> gain_progress 1",
        5,
        "nothing may follow a paragraph's choices",
    ),
    (
        "choice-then-test",
        "? A. -> 0002\ntest will 6+\n  success -> 0002",
        5,
        "a test cannot follow choices",
    ),
    (
        "effect-then-prose",
        "> gain_progress 1\nMore prose.",
        5,
        "prose after the paragraph's effects or choices; put text first",
    ),
    (
        "malformed-choice",
        "? Go nowhere",
        4,
        "a choice is: ? [conditions] (pay ...) Label -> target",
    ),
    ("choice-without-label", "? [matrix 1] -> 0002", 4, "a choice needs a label"),
    ("unclosed-condition", "? [matrix 1 Go. -> 0002", 4, "a condition opened with [ is not closed"),
    ("unclosed-cost", "? (pay danger 1 Go. -> 0002", 4, "a cost opened with ( is not closed"),
    ("bad-if", "if [luck 3] -> 0002", 4, "unknown condition 'luck'"),
]


@pytest.mark.parametrize(
    ("body", "line", "message"),
    [e[1:] for e in PARAGRAPH_ERRORS],
    ids=[e[0] for e in PARAGRAPH_ERRORS],
)
def test_bad_paragraph_lines(body: str, line: int, message: str) -> None:
    _, problems = read(f"== 0001 T\n{body}")
    assert problems == [f"t.story:{line}: {message}"]


def test_text_outside_a_paragraph_and_a_bad_header() -> None:
    _, problems = read("Loose words.\n== 12345 Too long\n-> 0002\n== 0002 Fine\n-> return")
    assert problems == [
        "t.story:3: text outside any paragraph (start one with == NNNN Title): 'Loose words.'",
        "t.story:4: a paragraph starts with == and a 4-digit id: == 0202 Title, not '== 12345 Too long'",
    ]


# --------------------------------------------------------------------- tests and rolls
def test_a_solo_test_with_declared_bonuses_ADV_066_ADV_068_ADV_069() -> None:
    t = the_test(
        "test cunning 7+: Read the currents.\n"
        "  bonus (pay danger 1) +1\n"
        "  bonus [matrix 12] +2\n"
        "  bonus diplomacy\n"
        "  success > gain_progress 1\n"
        "  success -> 0212\n"
        "  fail -> 0213"
    )
    assert (t.kind, t.skill, t.difficulty, t.label, t.who, t.peril) == (
        "solo",
        "cunning",
        7,
        "Read the currents.",
        "leader",
        False,
    )
    cost, cond, diplomacy = t.bonuses
    assert (cost.amount, cost.cost, cost.text) == (1, Cost("danger", 1), "(pay danger 1) +1")
    assert (cond.amount, cond.cond, cond.text) == (
        2,
        Cond("matrix", "", 12, text="matrix 12"),
        "[matrix 12] +2",
    )
    assert diplomacy.diplomacy and diplomacy.amount == 0
    success, fail = t.outcomes
    assert (success.key, success.effects, success.target) == (
        "success",
        ({"op": "gain_progress", "amount": 1},),
        Target("para", para="0212"),
    )
    assert (fail.key, fail.target) == ("fail", Target("para", para="0213"))
    assert success.matches(True) and not success.matches(False) and fail.matches(False)


def test_a_peril_test_by_another_argonaut_ADV_071_ADV_075() -> None:
    t = the_test("test courage 6+ peril who=random: Jump.\n  success -> 0002\n  fail -> 0003")
    assert (t.peril, t.who, t.label) == (True, "random", "Jump.")


def test_a_group_test_counts_successes_and_fail_hits_each_ADV_072_ADV_073() -> None:
    t = the_test(
        "group test endurance 6+: Everyone rows.\n"
        "  0-1 -> 0220\n  2-3 -> 0221\n  4 -> 0222\n  fail > gain_triskelion danger 1"
    )
    assert (t.kind, t.skill, t.difficulty) == ("group", "endurance", 6)
    assert [(o.key, o.low, o.high) for o in t.outcomes] == [
        ("0-1", 0, 1),
        ("2-3", 2, 3),
        ("4", 4, 4),
    ]
    assert t.each_fail == ({"op": "gain_triskelion", "stat": "danger", "amount": 1},)
    assert t.outcomes[1].matches(3) and not t.outcomes[1].matches(True)


def test_an_argo_test_has_no_skill_ADV_070() -> None:
    t = the_test("argo test 6+: The hull holds.\n  success -> 0230\n  fail -> 0231")
    assert (t.kind, t.skill, t.difficulty) == ("argo", "", 6)


def test_a_plain_roll_is_not_a_test_ADV_074() -> None:
    t = the_test("roll d10\n  1-4 -> 0240\n  5-10 > gain_doom 1\n  5-10 -> 0241")
    assert (t.kind, t.bonuses) == ("roll", ())
    assert [(o.low, o.high, len(o.effects)) for o in t.outcomes] == [(1, 4, 0), (5, 10, 1)]


@pytest.mark.parametrize(
    ("line", "difficulty", "counts"),
    [("delve 9: Go down.", 9, True), ("delve 12 rules: Only the rules.", 12, False)],
    ids=["pharos-delve-ADV-040", "delve-rules-ADV-044"],
)
def test_delves(line: str, difficulty: int, counts: bool) -> None:
    t = the_test(f"{line}\n  success -> 0750\n  fail -> 0751")
    assert (t.kind, t.difficulty, t.counts) == ("delve", difficulty, counts)


TEST_ERRORS = [
    ("argo-with-skill-ADV-070", "argo test wisdom 6+", "an argo test has no Skill: argo test 6+"),
    (
        "unknown-skill",
        "test charm 6+",
        "unknown Skill 'charm' (Skills: courage, cunning, endurance, fury, will, wisdom)",
    ),
    ("roll-bonus-ADV-074", "roll d10\n  bonus diplomacy", "a roll takes no declared bonus"),
    ("delve-bonus", "delve 9\n  bonus diplomacy", "a delve takes no declared bonus"),
    (
        "roll-success-ADV-074",
        "roll d10\n  success -> 0002",
        "a roll has numbered outcomes, not success",
    ),
    (
        "group-fail-direction-ADV-073",
        "group test will 6+\n  fail -> 0002",
        "a group has numbered outcomes, not fail",
    ),
    (
        "solo-range-ADV-066",
        "test will 6+\n  1-4 -> 0002",
        "a solo has success and fail outcomes, not 1-4",
    ),
    ("delve-range", "delve 9\n  1-4 -> 0002", "a delve has success and fail outcomes, not 1-4"),
    ("backwards-range", "roll d10\n  5-3 -> 0002", "range 5-3 runs backwards"),
    (
        "two-directions",
        "test will 6+\n  fail -> 0002\n  fail -> 0003",
        "outcome fail has two directions",
    ),
    (
        "not-an-outcome",
        "test will 6+\n  maybe -> 0002",
        "expected an outcome (success/fail/N-M -> NNNN or > effect) or a bonus",
    ),
    (
        "bad-bonus-ADV-068",
        "test will 6+\n  bonus [matrix 1) +1",
        "a bonus is: bonus (pay danger 1) +1, bonus [condition] +1 or bonus diplomacy",
    ),
    (
        "bonus-two-conditions",
        "test will 6+\n  bonus [matrix 1, matrix 2] +1",
        "a bonus has one condition",
    ),
    (
        "unknown-effect-in-outcome",
        "test will 6+\n  fail > gain_glory 1",
        "unknown effect op 'gain_glory'",
    ),
]


@pytest.mark.parametrize(
    ("body", "message"), [e[1:] for e in TEST_ERRORS], ids=[e[0] for e in TEST_ERRORS]
)
def test_bad_tests(body: str, message: str) -> None:
    _, problems = read(f"== 0001 T\n{body}")
    line = 3 + len(body.splitlines())  # the last line of the body
    assert problems == [f"t.story:{line}: {message}"]


def test_a_refused_test_line_is_one_problem_not_one_per_outcome() -> None:
    _, problems = read("== 0001 T\ntest charm 6+: x\n  success -> 0002\n  fail -> 0003")
    assert problems == [
        "t.story:4: unknown Skill 'charm' (Skills: courage, cunning, endurance, fury, will, wisdom)"
    ]


# --------------------------------------------------------------------- directives
def test_hub_directives_ADV_021_ADV_022() -> None:
    reader, problems = read(
        "@track α . . ω .\n@alpha 0201\n@omega 0230\n\n@table\n1 0202 kin\n2-10 0203 sea war\n\n"
        "== 0201 A\n-> return",
        'hub kelp_coves "The Kelp Coves"',
    )
    assert problems == []
    chapter = reader.chapter()
    assert (chapter.section, chapter.hub, chapter.title) == ("hub", "kelp_coves", "The Kelp Coves")
    assert chapter.track == ("α", "", "", "ω", "")
    assert (chapter.alpha, chapter.omega) == ("0201", "0230")
    assert [(e.low, e.high, e.para, e.traits, e.line) for e in chapter.table] == [
        (1, 1, "0202", ("kin",), 8),
        (2, 10, "0203", ("sea", "war"), 9),
    ]
    assert chapter.lines["@alpha"] == 4


def test_a_paragraph_header_ends_a_table() -> None:
    reader, problems = read("@table\n1-10 0501\n== 0501 A\n-> return", 'rr "R&R"')
    assert problems == []
    assert [p.id for p in reader.paragraphs] == ["0501"]


def test_special_events_ADV_046() -> None:
    reader, problems = read("@event rude_awakening 0800\n@event threnos_sings 0830", 'special "S"')
    assert problems == []
    assert reader.chapter().events == (("rude_awakening", "0800"), ("threnos_sings", "0830"))
    assert reader.chapter().lines["@event threnos_sings"] == 4


def test_inward_odyssey_entries_ADV_027_ADV_032() -> None:
    reader, problems = read(
        "@entry 1 0601\n@entry 2 0602 requires matrix 94, knowledge 2", 'inward "I"'
    )
    assert problems == []
    first, second = reader.chapter().entries
    assert first == (1, "0601", ())
    assert second[:2] == (2, "0602")
    assert [c.kind for c in second[2]] == ["matrix", "knowledge"]
    assert reader.chapter().lines["@entry 2"] == 4


DIRECTIVE_ERRORS = [
    ("@track x .", 'hub h "H"', "@track lists boxes: '.' for empty, α and ω for story boxes"),
    ("@alpha 12", 'hub h "H"', "@alpha needs a 4-digit paragraph id"),
    (
        "@event rude_awakening",
        'special "S"',
        "@event needs a name and a 4-digit paragraph: @event rude_awakening 0801",
    ),
    ("@entry one 0601", 'inward "I"', "@entry is: @entry <n> <paragraph> [requires <condition>]"),
    ("@foo", 'main "M"', "unknown directive @foo"),
    ("@table\n0203 1", 'rr "R"', "a table line is: <d10 range> <paragraph> [traits ...]"),
    (
        '@chapter main "Again"',
        'main "M"',
        "a second @chapter line (the first is line 1); one chapter per file",
    ),
]


@pytest.mark.parametrize(
    ("body", "section", "message"), DIRECTIVE_ERRORS, ids=[e[0] for e in DIRECTIVE_ERRORS]
)
def test_bad_directives(body: str, section: str, message: str) -> None:
    _, problems = read(body, section)
    assert problems == [f"t.story:{2 + len(body.splitlines())}: {message}"]


@pytest.mark.parametrize(
    ("header", "message"),
    [
        (
            '@chapter nowhere "N"',
            "@chapter needs a section: main, hub, rr, inward, pharos, special, mnemos",
        ),
        ('@chapter hub "Coves"', 'a hub chapter is: @chapter hub <hub_id> "Title"'),
        ("== 0001 T", 'missing @chapter line (e.g. @chapter main "Title")'),
        ('@chapter main "Title', "cannot read @chapter: No closing quotation"),
    ],
)
def test_bad_chapter_headers(header: str, message: str) -> None:
    problems: list[Problem] = []
    ChapterReader("t.story", f"{header}\n", problems)
    assert [str(p) for p in problems] == [f"t.story:1: {message}"]


# --------------------------------------------------------------------- the mini storybook
def test_the_mini_storybook_reads_as_written() -> None:
    problems: list[Problem] = []
    book = load_storybook(MINI, problems)
    assert problems == []
    assert len(book.paragraphs) == 26
    assert book.special("threnos_sings") == "0830"
    assert book.hubs() == ("coves",)
    first = book.paragraph("0001")
    assert first.prose == (
        "The harbour is *quiet*, and the **Argo** hums.",
        "A second prose paragraph.",
    )
    assert [s.kind for s in first.steps] == ["effect", "effect", "effect", "choices"]
    kinds = [s.test.kind for p in book.paragraphs.values() for s in p.steps if s.test is not None]
    assert sorted(kinds) == ["argo", "delve", "delve", "group", "roll", "solo", "solo"]
    assert book.paragraph("0203").fated == ("0205", "0206")
    battle = book.paragraph("0007").steps[-1].target
    assert battle == Target("battle", primordial="kyanippe", level=2, win="0009", lose="0008")
    assert [(c.kind, c.id, c.paragraph) for c in (*book.story_cards, *book.doom_cards)] == [
        ("story", "1A", "0001"),
        ("doom", "1A", "0008"),
    ]
    assert book.mnemos["bell-founder"].paragraphs == ("0901", "0902")


# --------------------------------------------------------------------- the document
def doc_block(heading: str) -> str:
    """The first ```text block after ``heading`` in docs/storybook-format.md."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"\n{heading}\n")
    match = re.compile(r"```text\n(.*?)```", re.S).search(text, start)
    assert match is not None
    return match.group(1)


def test_the_documented_chapter_file_parses() -> None:
    problems: list[Problem] = []
    reader = ChapterReader("doc.story", doc_block("## A chapter file"), problems)
    assert [str(p) for p in problems] == []
    chapter = reader.chapter()
    assert (chapter.section, chapter.hub, chapter.alpha, chapter.omega) == (
        "hub",
        "kelp_coves",
        "0201",
        "0230",
    )
    covered = sorted(n for e in chapter.table for n in range(e.low, e.high + 1))
    assert covered == list(range(1, 11))
    (p,) = reader.paragraphs
    assert (p.id, p.title, p.fated) == ("0202", "The Net-Mender's Daughter", ("0207",))
    assert "*milk-white*" in p.prose[0]
    (step,) = p.steps
    assert [c.target.kind for c in step.choices] == ["para", "para", "para", "return"]
    assert step.choices[1].conds[0] == Cond("skill", "cunning", 1, text="skill cunning 1")
    assert step.choices[2].costs == (Cost("danger", 1),)


def test_the_documented_tests_and_rolls_parse() -> None:
    chunks = [c for c in doc_block("### Tests and rolls").split("\n\n") if c.strip()]
    body = "\n\n".join(f"== {700 + n:04d} T\n{chunk.strip()}" for n, chunk in enumerate(chunks))
    reader, problems = read(body, 'pharos "Doc"')
    assert problems == []
    kinds = [p.steps[0].test.kind for p in reader.paragraphs if p.steps[0].test is not None]
    assert kinds == ["solo", "group", "argo", "roll", "delve"]


def doc_examples(pattern: str) -> list[str]:
    return re.findall(pattern, DOC.read_text(encoding="utf-8"))


def test_every_documented_effect_line_parses_and_every_op_is_documented() -> None:
    lines = [line for line in doc_examples(r"`> ([^`]+)`") if line != "op arguments"]
    ops = {line.split()[0] for line in lines}
    assert ops == set(OP_SIGNATURES)
    for line in lines:
        parse_effect(re.sub(r"<[a-z_]+>", "x", line))


def test_every_documented_condition_and_cost_parses() -> None:
    table = DOC.read_text(encoding="utf-8").split("Conditions (several in one bracket")[1]
    table = table.split("Costs:")[0]
    conds = re.findall(r"^\| `([^`]+)`(?: / `([^`]+)`)?", table, re.M)
    assert len(conds) >= 10
    for pair in conds:
        for cond in filter(None, pair):
            parse_cond(re.sub(r"<[a-z_]+>", "x", cond))
    for cost in doc_examples(r"`\((pay [^)]+)\)`"):
        parse_cost(cost)


def test_every_documented_direction_parses() -> None:
    for target in doc_examples(r"`(?:if \[[^\]]+\] )?-> ([^`]+)`"):
        parse_target(target)


def test_the_documented_who_values_are_the_parser_s() -> None:
    line = next(x for x in DOC.read_text(encoding="utf-8").splitlines() if x.startswith("`who=`"))
    paragraph = DOC.read_text(encoding="utf-8").split(line)[1].split("\n\n")[0]
    documented = re.findall(r"`([a-z_]+)`", line + paragraph)
    assert set(WHO) <= set(documented)
