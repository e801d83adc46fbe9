"""A verb's own parser (``cli/main.build_parser(verb)``) says what the whole one says."""

from __future__ import annotations

import argparse

import pytest

from atoterm.cli.errors import CliError
from atoterm.cli.main import VERBS, build_parser


def _sub(parser: argparse.ArgumentParser, verb: str) -> argparse.ArgumentParser:
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return action.choices[verb]


@pytest.mark.parametrize("verb", list(VERBS))
def test_a_verbs_own_parser_has_the_same_help(verb: str) -> None:
    assert _sub(build_parser(verb), verb).format_help() == _sub(build_parser(), verb).format_help()


@pytest.mark.parametrize(
    "argv",
    [
        ["verify"],
        ["verify", "F", "--bogus"],
        ["verify", "F", "extra"],
        ["state", "F"],
        ["export", "F", "--format", "xml"],
        ["content"],
        ["content", "chec"],
        ["bot", "--games", "0"],
        ["run", "--seed", "x"],
    ],
)
def test_a_verbs_own_parser_refuses_alike(argv: list[str]) -> None:
    with pytest.raises(CliError) as whole:
        build_parser().parse_args(argv)
    with pytest.raises(CliError) as own:
        build_parser(argv[0]).parse_args(argv)
    assert str(own.value) == str(whole.value)
