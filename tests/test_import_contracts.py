"""The import contracts: layers (pyproject ``[tool.importlinter]``), no import cycle among the
modules of ``atoterm`` counting the imports inside functions, and no import inside a function
but the ones listed below with their reason.

An import inside a function hides a dependency from a reader and from ``lint-imports``' layers
only when the graph leaves it out; grimp counts it, so these tests see every import but those
under ``if TYPE_CHECKING:`` (annotations only, never run).
"""

from __future__ import annotations

import ast
import itertools
import subprocess
import sys
from pathlib import Path

import grimp

import atoterm

PACKAGE = Path(atoterm.__file__).parent
ROOT = Path(__file__).resolve().parent.parent

PENDING_CYCLES: dict[frozenset[str], str] = {
    frozenset({"atoterm.store.compact", "atoterm.store.records"}): (
        "Record.to_body encodes format 2 with compact.encode_body, which reads Record"
    ),
    frozenset({"atoterm.cli.main", "atoterm.cli.tui_verbs", "atoterm.cli.verbs"}): (
        "main loads the verbs lazily (start-up time) and the verbs read main's exit codes"
    ),
}
"""Cycles outside the engine and session that are known and not yet removed, each with why it
exists. Nothing may be added; remove an entry with the cycle (the test below fails when an
entry names a cycle that no longer exists)."""

LAZY_IMPORTS: dict[str, str] = {
    "atoterm/cli/main.py": "the verbs load on demand: `atoterm --help` stays fast",
    "atoterm/cli/tui_verbs.py": "the TUI (Textual) and the game load only for the verb run",
    "atoterm/cli/verbs.py": "each verb loads only what it needs (start-up time)",
    "atoterm/cli/script.py": "the campaign bot loads only when a script or `bot` plays, shlex "
    "only for a quoted word: every verb imports this module for its errors (start-up time of "
    "`atoterm verify`)",
    "atoterm/cli/output.py": "json loads only when a verb prints JSON (start-up time of "
    "`atoterm verify`)",
    "atoterm/content/errors.py": "difflib loads only when a content error suggests a name "
    "(start-up time of every process that reads content)",
    "atoterm/content/story_ops.py": "shlex loads only for an op with quoted text (start-up "
    "time of every process that imports the storybook's rules)",
    "atoterm/content/loader.py": "the parsers and the TOML reader load only when a pack is "
    "parsed: a process that finds the pack in the cache never loads them (start-up time)",
    "atoterm/content/pack_cache.py": "tempfile loads only in a process that writes an entry",
    "atoterm/content/editions.py": "tarfile, shutil and tempfile load only when an archived "
    "edition is unpacked (start-up time of every process that reads a journal)",
    "atoterm/plain.py": "the plain front end loads the game only once a journal is opened",
    "atoterm/session/sea.py": "the sea generator loads only when a generated sea is built: "
    "loading or verifying a hand-made journal never loads it (start-up time of `verify`)",
    "atoterm/store/files.py": "tempfile loads only in a process that writes a file (start-up "
    "time of `atoterm verify`)",
    "atoterm/store/records.py": "pending: the compact/records cycle (PENDING_CYCLES)",
    "atoterm/ui/": "pending: the UI moves to session + views (issue 14) and loads screens lazily",
}
"""Files (or folders, ending in ``/``) where an import inside a function is allowed, with why.
None of them may exist to dodge a cycle in the engine or the session."""


def _graph() -> grimp.ImportGraph:
    return grimp.build_graph("atoterm", exclude_type_checking_imports=True, cache_dir=None)


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for start in sorted(graph.modules):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.find_modules_directly_imported_by(start))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append(
                        (child, iter(sorted(graph.find_modules_directly_imported_by(child))))
                    )
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def _describe(graph: grimp.ImportGraph, component: list[str]) -> str:
    first = component[0]
    back = next(m for m in component[1:] if graph.chain_exists(first, m))
    there = graph.find_shortest_chain(first, back) or ()
    home = graph.find_shortest_chain(back, first) or ()
    chain = [*there, *home[1:]]
    lines = []
    for importer, imported in itertools.pairwise(chain):
        details = graph.get_import_details(importer=importer, imported=imported)
        where = ", ".join(f"line {d['line_number']}" for d in details)
        lines.append(f"  {importer} -> {imported} ({where})")
    return f"{len(component)} modules: {', '.join(component)}\n" + "\n".join(lines)


def test_no_import_cycle_counting_imports_inside_functions() -> None:
    graph = _graph()
    cycles = [c for c in _cycles(graph) if frozenset(c) not in PENDING_CYCLES]
    assert not cycles, "import cycles:\n" + "\n".join(_describe(graph, c) for c in cycles)


def test_every_pending_cycle_still_exists() -> None:
    """An entry of PENDING_CYCLES goes away with its cycle."""
    present = {frozenset(c) for c in _cycles(_graph())}
    gone = [sorted(c) for c in PENDING_CYCLES if c not in present]
    assert not gone, f"no longer cycles, remove them from PENDING_CYCLES: {gone}"


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports_in_functions(tree: ast.AST) -> list[int]:
    """Lines of the imports inside a function (not under ``if TYPE_CHECKING:``)."""
    lines: list[int] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                if in_function:
                    lines.append(child.lineno)
            elif isinstance(child, ast.If) and _is_type_checking(child):
                continue
            else:
                inner = in_function or isinstance(
                    child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
                )
                walk(child, inner)

    walk(tree, False)
    return lines


def test_the_walk_finds_an_import_inside_a_function() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    import os\n"
        "def f():\n    import sys\n    return sys\n"
        "class C:\n    def m(self):\n        if True:\n            from json import dumps\n"
    )
    assert _imports_in_functions(ast.parse(source)) == [5, 10]


def test_no_import_inside_a_function_outside_the_allow_list() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = "atoterm/" + path.relative_to(PACKAGE).as_posix()
        if any(name == key or (key.endswith("/") and name.startswith(key)) for key in LAZY_IMPORTS):
            continue
        found += [f"{name}:{line}" for line in _imports_in_functions(ast.parse(path.read_text()))]
    assert not found, "imports inside functions (move them to the top):\n" + "\n".join(found)


def test_the_import_linter_contracts_are_kept() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from importlinter.cli import lint_imports; "
            "sys.exit(lint_imports(no_cache=True, no_logo=True))",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout
