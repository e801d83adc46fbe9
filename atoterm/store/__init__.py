"""The journal file format: framing, records, crash-safe writing and defensive reading."""

from atoterm.store.journal import (
    MAGIC,
    Damage,
    JournalContents,
    JournalError,
    read_journal,
)
from atoterm.store.records import FORMAT_VERSION, Header, Record
from atoterm.store.writer import JournalWriter

__all__ = [
    "FORMAT_VERSION",
    "MAGIC",
    "Damage",
    "Header",
    "JournalContents",
    "JournalError",
    "JournalWriter",
    "Record",
    "read_journal",
]
