"""A divergence's state diff lists only what differs between the recorded and replayed states."""

from __future__ import annotations

from pathlib import Path

from support import rewrite
from test_verify_replay import battle, index_of

from atoterm.content import ContentPack
from atoterm.session import verify_journal


def test_a_divergence_diff_lists_only_what_differs(content: ContentPack, tmp_path: Path) -> None:
    """A keyframe whose digest alone was edited holds the replayed state: its diff is empty
    (the recorded state leaves defaults out; the replayed one must be compared in that form)."""
    path = tmp_path / "b.atoj"
    battle(content, path, 120).close()
    index = index_of(path, "keyframe", at_least=1)

    def edit(bodies: list[dict]) -> None:
        bodies[index]["digest"] ^= 1

    rewrite(path, edit)
    divergence = verify_journal(path, content).divergence
    assert divergence is not None and "digest" in divergence.what
    assert divergence.diff == []
