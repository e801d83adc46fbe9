"""Where the default content lives: ./content in a source checkout, the wheel's copy otherwise."""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def default_content_dir() -> Path:
    """The embedded default Cycle.

    A wheel carries it as ``atoterm/default_content``; a source checkout or an editable install
    reads the repository's ``content/`` beside the package, so edits show up at once.
    """
    bundled = _PACKAGE_DIR / "default_content"
    if (bundled / "pack.toml").is_file():
        return bundled
    return _PACKAGE_DIR.parent / "content"
