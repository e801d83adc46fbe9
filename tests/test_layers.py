"""Layers (ARCHITECTURE §1): engine, content, store and session never import textual or rich.

Each import runs in a fresh interpreter, so modules loaded by other tests cannot hide a leak.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

CHECK = """
import json, sys
import {module}
{extra}
loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))
print(json.dumps(loaded))
"""


def run_python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter (nothing imported by this test process leaks in)."""
    return subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    ("module", "extra"),
    [
        pytest.param("atoterm.engine", "", id="engine"),
        pytest.param("atoterm.content", "atoterm.content.load_content()", id="content"),
        pytest.param("atoterm.store", "", id="store"),
        pytest.param(
            "atoterm.session",
            "from atoterm.session import Game, load_game, verify_journal, DesyncError\n"
            "import atoterm.session.paths",
            id="session",
        ),
        pytest.param("atoterm.session.scenario", "", id="scenario"),
        pytest.param(
            "atoterm.cli.main",
            "sys.modules['atoterm.cli.main'].build_parser().parse_args(['verify', 'x'])",
            id="cli-main",
        ),
        pytest.param(
            "atoterm.cli.verbs",
            "import atoterm.cli.output, atoterm.cli.script",
            id="cli-headless-verbs",
        ),
    ],
)
def test_core_layers_never_load_the_tui(
    subprocess_env: dict[str, str], module: str, extra: str
) -> None:
    code = CHECK.format(module=module, extra=extra)
    result = run_python(code, subprocess_env)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []


def test_headless_verbs_run_without_the_tui(subprocess_env: dict[str, str], tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A whole headless session (bot, verify, export) in one process loads no TUI module."""
    save = tmp_path / "g.atoj"
    code = f"""
import json, sys
from atoterm.cli import main
assert main(["bot", "--seed", "3", "--steps", "20", "--save", {str(save)!r}]) == 0
assert main(["verify", {str(save)!r}]) == 0
assert main(["export", {str(save)!r}, "--format", "jsonl"]) == 0
assert main(["content", "check"]) == 0
loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))
print(json.dumps(loaded), file=sys.stderr)
"""
    result = run_python(code, subprocess_env)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stderr.strip().splitlines()[-1]) == []


def test_the_check_itself_sees_the_tui(subprocess_env: dict[str, str]) -> None:
    """The probe is not vacuous: it does see a TUI library once one is imported."""
    code = CHECK.format(module="atoterm.engine", extra="import rich.text")
    result = run_python(code, subprocess_env)
    assert result.returncode == 0, result.stderr
    assert "rich.text" in json.loads(result.stdout)
