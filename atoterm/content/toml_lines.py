"""Line numbers for TOML tables and keys, so content errors read `file:line: message`.

`tomllib` gives values without positions; this scans the text for table headers and keys.
"""

from __future__ import annotations

import re

from atoterm.content.lazy_record import frozen_record

_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.\-]+)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z0-9_\-]+)\s*=")


@frozen_record
class Table:
    name: str
    start: int
    """1-based line of the header (1 for the root table)."""
    end: int
    """Last line that belongs to the table."""


class TomlLines:
    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        headers: list[tuple[str, int]] = [("", 1)]
        for number, line in enumerate(self.lines, start=1):
            match = _HEADER.match(line)
            if match:
                headers.append((match.group(2), number))
        self.tables: list[Table] = []
        for i, (name, start) in enumerate(headers):
            end = headers[i + 1][1] - 1 if i + 1 < len(headers) else max(len(self.lines), 1)
            self.tables.append(Table(name, start, end))

    def table(self, name: str, index: int = 0) -> Table | None:
        """The ``index``-th table with this header name."""
        found = [t for t in self.tables if t.name == name]
        return found[index] if index < len(found) else None

    def children(self, parent: Table, name: str) -> list[Table]:
        """Sub-tables (e.g. ``tile.arrow``) that follow ``parent`` before the next sibling."""
        result = []
        after = False
        for table in self.tables:
            if table == parent:
                after = True
                continue
            if not after:
                continue
            if table.name == parent.name:
                break
            if table.name == name:
                result.append(table)
        return result

    def key(self, table: Table | None, key: str) -> int:
        """Line of ``key = ...`` inside ``table`` (its header line when the key is absent)."""
        if table is None:
            return 1
        for number in range(table.start, table.end + 1):
            match = _KEY.match(self.lines[number - 1]) if number - 1 < len(self.lines) else None
            if match and match.group(1) == key:
                return number
        return table.start
