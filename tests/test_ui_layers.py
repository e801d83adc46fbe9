"""The front ends import only the session and the views; the views never import a toolkit.

Read from the source (AST), so an import inside a function or under ``TYPE_CHECKING`` counts
as much as one at the top of a module: ``ui/`` and ``plain.py`` may import ``atoterm.session``,
``atoterm.views``, ``atoterm.safe_text`` and their own ``atoterm.ui`` modules, nothing else of
atoterm (no engine, content or store); ``atoterm.views`` never imports textual or rich.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import atoterm

PACKAGE = Path(atoterm.__file__).parent
ROOT = PACKAGE.parent
FRONT_ENDS = [*sorted(PACKAGE.joinpath("ui").rglob("*.py")), PACKAGE / "plain.py"]
VIEWS = sorted(PACKAGE.joinpath("views").rglob("*.py"))
ALLOWED = ("atoterm.session", "atoterm.views", "atoterm.safe_text", "atoterm.ui")
TOOLKITS = ("textual", "rich")


def imported_modules(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """(line, module) of every import in ``path`` (or ``source`` as if it were there),
    wherever it stands in the module."""
    text = path.read_text(encoding="utf-8") if source is None else source
    tree = ast.parse(text, filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # a relative import: resolve it against the module's package
                package = path.relative_to(ROOT).with_suffix("").parts[: -node.level]
                base = ".".join(package + ((node.module,) if node.module else ()))
            else:
                base = node.module or ""
            if base == "atoterm":  # ``from atoterm import x`` imports ``atoterm.x``
                found += [(node.lineno, f"atoterm.{alias.name}") for alias in node.names]
            else:
                found.append((node.lineno, base))
    return sorted(found)


def within(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def front_end_violations(path: Path, source: str | None = None) -> list[str]:
    where = path.relative_to(ROOT)
    return [
        f"{where}:{line}: imports {module}"
        for line, module in imported_modules(path, source)
        if within(module, ("atoterm",)) and not within(module, ALLOWED)
    ]


@pytest.mark.parametrize("path", FRONT_ENDS, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_front_ends_import_only_the_session_and_the_views(path: Path) -> None:
    assert front_end_violations(path) == []


@pytest.mark.parametrize("path", VIEWS, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_views_never_import_a_toolkit(path: Path) -> None:
    where = path.relative_to(ROOT)
    bad = [
        f"{where}:{line}: imports {module}"
        for line, module in imported_modules(path)
        if within(module, TOOLKITS) or within(module, ("atoterm.ui", "atoterm.plain"))
    ]
    assert bad == []


def test_every_front_end_module_is_checked() -> None:
    names = {p.name for p in FRONT_ENDS}
    assert {"app.py", "battle_panels.py", "voyage_screen.py", "plain.py"} <= names
    assert len(VIEWS) >= 5


def test_the_check_finds_imports_inside_functions_and_type_blocks() -> None:
    """The checker itself: a TYPE_CHECKING, a function-level, a package-level and a relative
    import of a lower layer are each reported with their line; the session is allowed."""
    probe = PACKAGE / "ui" / "_layer_probe.py"  # never written: only its place matters
    source = (
        "from typing import TYPE_CHECKING\n"
        "from atoterm.session import Game\n"
        "if TYPE_CHECKING:\n"
        "    from atoterm.engine.state import GameState\n"
        "def f():\n"
        "    import atoterm.store\n"
        "    from atoterm import content, views\n"
        "    from ..engine import rng\n"
    )
    assert front_end_violations(probe, source) == [
        "atoterm/ui/_layer_probe.py:4: imports atoterm.engine.state",
        "atoterm/ui/_layer_probe.py:6: imports atoterm.store",
        "atoterm/ui/_layer_probe.py:7: imports atoterm.content",
        "atoterm/ui/_layer_probe.py:8: imports atoterm.engine",
    ]


def test_importing_every_view_loads_no_toolkit(subprocess_env: dict[str, str]) -> None:
    """At run time too (a fresh interpreter): the views pull in neither textual nor rich."""
    modules = ", ".join(f"atoterm.views.{p.stem}" for p in VIEWS if p.stem != "__init__")
    code = (
        f"import json, sys, {modules}\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('textual', 'rich'))))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        env=subprocess_env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []
