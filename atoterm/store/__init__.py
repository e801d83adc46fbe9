"""The journal file format: framing, records, crash-safe writing and defensive reading."""

from atoterm.store.journal import (
    MAGIC,
    Damage,
    JournalContents,
    JournalError,
    read_journal,
)
from atoterm.store.lock import Holder, JournalLocked
from atoterm.store.records import FORMAT_VERSION, Header, Record
from atoterm.store.writer import JournalChanged, JournalWriter

__all__ = [
    "FORMAT_VERSION",
    "MAGIC",
    "Damage",
    "Header",
    "Holder",
    "JournalChanged",
    "JournalContents",
    "JournalError",
    "JournalLocked",
    "JournalWriter",
    "Record",
    "read_journal",
]
