"""Three Primordials that feel different: `atoterm content check` warns of a card another
Primordial has with the same numbers and effects, and the Cycle's decks pass it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from atoterm.cli import main
from atoterm.content import ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.content.mirror_check import (
    OWN_AI_CARDS,
    OWN_BP_CARDS,
    distinct_cards,
    identity_lines,
    mirror_warnings,
)


def test_the_cycles_decks_mirror_no_other(content: ContentPack) -> None:
    assert content.battle is not None
    assert mirror_warnings(content.battle) == []


@pytest.mark.parametrize("primordial", ["ammonax", "kyanippe", "threnos"])
def test_each_primordial_has_cards_of_its_own(content: ContentPack, primordial: str) -> None:
    """At least 6 AI and 4 BP cards whose effect combination no other Primordial has."""
    assert content.battle is not None
    ai, bp = distinct_cards(content.battle, primordial)
    assert (OWN_AI_CARDS, OWN_BP_CARDS) == (6, 4)
    assert ai >= OWN_AI_CARDS and bp >= OWN_BP_CARDS, (ai, bp)


def _copy_with_a_mirror(tmp_path: Path) -> Path:
    """The default Cycle with Ammonax's Hooked Foreleg given to Kyanippe under a new name,
    its Hook-Claw loot turned into Kyanippe's Bell-Hoof (the same gift to the players)."""
    folder = tmp_path / "content"
    shutil.copytree(default_content_dir(), folder)
    ammonax = (folder / "battle/primordials/ammonax.toml").read_text()
    start = ammonax.index('[[bp]]\nid = "hooked-foreleg"')
    end = ammonax.index("[[bp]]", start + 1)
    card = (
        ammonax[start:end]
        .replace("hooked-foreleg", "glass-hook")
        .replace("Hooked Foreleg", "Glass Hook")
    )
    card = card.replace("hook-claw", "bell-hoof")
    kyanippe = folder / "battle/primordials/kyanippe.toml"
    kyanippe.write_text(kyanippe.read_text().rstrip("\n") + "\n\n" + card)
    return folder


def test_a_card_in_another_name_is_warned_of(tmp_path: Path, capsys) -> None:
    folder = _copy_with_a_mirror(tmp_path)
    pack = load_content(folder)
    assert pack.battle is not None
    warnings = mirror_warnings(pack.battle)
    assert len(warnings) == 1
    assert "Hooked Foreleg (Ammonax)" in warnings[0] and "Glass Hook (Kyanippe)" in warnings[0]
    assert main(["content", "check", str(folder)]) == 0  # a warning, not a failure
    out = capsys.readouterr().out
    assert "warning: BP cards Hooked Foreleg (Ammonax), Glass Hook (Kyanippe)" in out


def test_a_changed_number_is_a_different_card(tmp_path: Path) -> None:
    folder = _copy_with_a_mirror(tmp_path)
    kyanippe = folder / "battle/primordials/kyanippe.toml"
    text = kyanippe.read_text()
    head, glass = text.split('id = "glass-hook"')
    kyanippe.write_text(head + 'id = "glass-hook"' + glass.replace("at = 5", "at = 6", 1))
    pack = load_content(folder)
    assert pack.battle is not None and mirror_warnings(pack.battle) == []


def test_content_check_counts_each_primordials_own_cards(content: ContentPack, capsys) -> None:
    """`atoterm content check` says, per Primordial, how many cards are its own, and the
    Cycle's three have no warning."""
    assert content.battle is not None
    lines = identity_lines(content.battle)
    assert [line.split(":")[0] for line in lines] == ["Ammonax", "Kyanippe", "Threnos"]
    assert not any(line.startswith("warning") for line in lines)
    assert main(["content", "check", str(default_content_dir())]) == 0
    out = capsys.readouterr().out
    ai, bp = distinct_cards(content.battle, "kyanippe")
    assert f"Kyanippe: {ai} AI and {bp} BP cards with an effect combination" in out


def test_a_primordial_made_of_anothers_decks_is_warned_of(tmp_path: Path, capsys) -> None:
    """Kyanippe's AI and BP decks replaced by Ammonax's (new ids and names): neither has a card
    of its own left, and the check says so (a warning: the pack still loads)."""
    folder = tmp_path / "content"
    shutil.copytree(default_content_dir(), folder)
    ammonax = (folder / "battle/primordials/ammonax.toml").read_text()
    kyanippe_path = folder / "battle/primordials/kyanippe.toml"
    kyanippe = kyanippe_path.read_text()
    decks = ammonax[ammonax.index("# --- AI deck, level I") :]
    decks = decks.replace('id = "', 'id = "copied-').replace('name = "', 'name = "Copied ')
    kyanippe_path.write_text(kyanippe[: kyanippe.index("# --- AI deck, level I")] + decks)
    pack = load_content(folder)
    assert pack.battle is not None
    assert distinct_cards(pack.battle, "kyanippe") == (0, 0)
    warned = [line for line in identity_lines(pack.battle) if line.startswith("warning")]
    assert [line.split(" has only")[0] for line in warned] == [  # both now share one deck
        "warning: Ammonax",
        "warning: Kyanippe",
    ]
    assert main(["content", "check", str(folder)]) == 0
    assert "warning: Kyanippe has only 0 AI and 0 BP cards" in capsys.readouterr().out
