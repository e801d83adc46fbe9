"""The journal file format: framing, records, crash-safe writing and defensive reading."""

from atoterm.store.journal import (
    MAGIC,
    Damage,
    JournalContents,
    JournalError,
    JournalReader,
    open_journal,
    read_journal,
)
from atoterm.store.lock import Holder, JournalLocked
from atoterm.store.records import FORMAT_VERSION, READABLE_FORMATS, Header, Record
from atoterm.store.writer import JournalChanged, JournalWriter

__all__ = [
    "FORMAT_VERSION",
    "MAGIC",
    "READABLE_FORMATS",
    "Damage",
    "Header",
    "Holder",
    "JournalChanged",
    "JournalContents",
    "JournalError",
    "JournalLocked",
    "JournalReader",
    "JournalWriter",
    "Record",
    "open_journal",
    "read_journal",
]
