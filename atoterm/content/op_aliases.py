"""Effect op aliases: two names for one meaning are one op, folded when content is loaded.

The engine's registry (``engine/effect_registry.py``) knows each op under one canonical name;
content may still spell it the other way, and the loaders fold the alias here, before any
engine code sees the effect. Both the storybook and the battle content accept both spellings.

* ``despair N`` is ``gain_despair N``: an Argonaut (or in Battle the subject Titan) gains N
  Despair [GEN-041, CYC1-015].
* ``danger N``, ``fate N``, ``rage N`` are the Triskelion gains. The storybook and the campaign
  keep them as one op with a stat (``gain_triskelion danger N``: a group gain is given out one
  unit at a time and saved games hold it in that form); the battle keeps three ops (Costs,
  Reach and the Danger dealt per hit tell them apart). Each side folds the other's spelling
  into its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

TRISKELION_OPS: tuple[str, ...] = ("danger", "fate", "rage")

ALIASES: Mapping[str, str] = MappingProxyType(
    {
        "despair": "gain_despair",
    }
)
"""Alias -> canonical op name (a plain rename, the same arguments)."""


def fold_story_tokens(tokens: list[str]) -> list[str]:
    """A storybook effect's words with any alias folded: ``despair 2`` -> ``gain_despair 2``,
    ``fate 1 who=each`` -> ``gain_triskelion fate 1 who=each``."""
    if not tokens:
        return tokens
    op = tokens[0]
    if op in TRISKELION_OPS:
        return ["gain_triskelion", op, *tokens[1:]]
    if op in ALIASES:
        return [ALIASES[op], *tokens[1:]]
    return tokens


def fold_battle_tokens(tokens: list[str]) -> list[str]:
    """A battle effect's words with any alias folded: ``despair 1`` -> ``gain_despair 1``,
    ``gain_triskelion rage 2`` -> ``rage 2``."""
    if not tokens:
        return tokens
    op = tokens[0]
    if op == "gain_triskelion" and len(tokens) > 1 and tokens[1] in TRISKELION_OPS:
        return tokens[1:]
    if op in ALIASES:
        return [ALIASES[op], *tokens[1:]]
    return tokens
