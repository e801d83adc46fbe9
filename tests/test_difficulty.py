"""Difficulty (``story``, ``normal``, ``heroic``): a named rules option recorded in the
header, changing the Argo the Cycle starts with [CAMP-012], shown on the setup screen and in
the chronicle, and measured by the balance report."""

from __future__ import annotations

from pathlib import Path

import pytest

from atoterm.cli import main
from atoterm.content import ContentPack
from atoterm.engine.campaign.difficulty import difficulty_words
from atoterm.engine.state import RulesOptions
from atoterm.session import Game, SessionError, verify_journal
from atoterm.session.chronicle import chronicle_markdown
from atoterm.store.peek import read_header


@pytest.mark.parametrize(
    "difficulty, hull, crew, fate",
    [("story", 3, 2, 2), ("normal", 0, 0, 0), ("heroic", -2, -1, 0)],
)
def test_the_argo_starts_by_difficulty(
    content: ContentPack, difficulty: str, hull: int, crew: int, fate: int
) -> None:
    """[CAMP-012] the Cycle's starting Argo, changed by the difficulty."""
    game = Game.new(content, 5, rules=RulesOptions(difficulty=difficulty), durable=False)
    start = content.argo
    argo = game.state.argo
    assert (argo.hull, argo.crew, argo.argo_fate, argo.knowledge) == (
        start.hull + hull,
        start.crew + crew,
        start.argo_fate + fate,
        start.knowledge,
    )


def test_the_header_keeps_it_and_the_journal_verifies(tmp_path: Path, content: ContentPack) -> None:
    path = tmp_path / "heroic.atoj"
    game = Game.new(content, 5, rules=RulesOptions(difficulty="heroic"), save=path, durable=False)
    for _ in range(30):
        if game.pending is None:
            break
        game.choose(game.pending.legal_options()[0].id)
    game.close()
    assert read_header(path).rules["difficulty"] == "heroic"
    result = verify_journal(path)
    assert result.ok
    assert result.game is not None and result.game.state.rules.difficulty == "heroic"


def test_an_unknown_difficulty_is_refused(content: ContentPack) -> None:
    with pytest.raises(SessionError, match="difficulty must be story, normal, heroic"):
        Game.new(content, 5, rules=RulesOptions(difficulty="nightmare"), durable=False)


def test_the_chronicle_names_it(content: ContentPack) -> None:
    game = Game.new(content, 5, rules=RulesOptions(difficulty="story"), durable=False)
    text = chronicle_markdown(game.state, game)
    assert "Difficulty: story (+3 Hull, +2 Crew, +2 Argo Fate at the start)." in text
    assert difficulty_words("normal") == "normal (the Cycle as written)"


def test_the_command_line_takes_it(tmp_path: Path, capsys) -> None:
    path = tmp_path / "story.atoj"
    assert (
        main(["bot", "--seed", "4", "--steps", "5", "--difficulty", "story", "--save", str(path)])
        == 0
    )
    assert read_header(path).rules["difficulty"] == "story"
    assert main(["bot", "--seed", "4", "--steps", "5", "--difficulty", "easy"]) == 2
    assert "invalid choice: 'easy'" in capsys.readouterr().err
