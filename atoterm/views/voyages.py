"""A voyage of ``voyages.log`` in the player's words: the Voyages screen and `atoterm voyages`
show the same rows. Every part read from the file goes out through ``safe_text`` (the log is
the player's to edit)."""

from __future__ import annotations

from atoterm.safe_text import safe_text
from atoterm.session.voyage_log import Voyage

SEA_WORDS = {"handmade": "the Cycle's sea", "generated": "a generated sea"}
LENGTH_WORDS = {"full": "", "short": ", short voyage"}


def sea_words(voyage: Voyage) -> str:
    sea = SEA_WORDS.get(voyage.sea, f"sea {voyage.sea}")
    return sea + LENGTH_WORDS.get(voyage.length, f", {voyage.length}")


def verdict_words(voyage: Voyage) -> str:
    """``Won on day 31 of 40`` / ``Lost on day 26 of 40: Hull fell to 0``."""
    verdict = "Won" if voyage.outcome == "won" else "Lost"
    of = f" of {voyage.days}" if voyage.days else ""
    cause = voyage.cause.strip().rstrip(".")
    tail = f": {cause}" if cause and voyage.outcome != "won" else ""
    return f"{verdict} on day {voyage.day}{of}{tail}"


def when_words(voyage: Voyage) -> str:
    """``2026-12-05 18:30 UTC`` from the line's end time ("" when it has none)."""
    end = voyage.end
    if len(end) >= 16 and end[10] == "T":
        return f"{end[:10]} {end[11:16]} UTC"
    return end


def voyage_lines(rank: int, voyage: Voyage) -> tuple[str, str]:
    """The two lines of a voyage: the score and how it ended; then what it did and where."""
    head = (
        f"{rank:>2}. score {voyage.score} · {verdict_words(voyage)} · {voyage.code} · "
        f"{voyage.difficulty} · {sea_words(voyage)}"
    )
    parts = [
        f"Progress {voyage.progress}",
        f"battles won {voyage.battles_won} of {voyage.battles}",
        f"Titans lost {voyage.titans_lost}",
    ]
    if voyage.journal:
        parts.append(voyage.journal)
    when = when_words(voyage)
    if when:
        parts.append(when)
    return safe_text(head), safe_text("    " + " · ".join(parts))


def voyage_row(rank: int, voyage: Voyage) -> str:
    """The voyage as `atoterm voyages` prints it (two lines)."""
    return "\n".join(voyage_lines(rank, voyage))
