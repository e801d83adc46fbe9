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
    daily = f", daily voyage of {voyage.daily}" if voyage.daily else ""
    return sea + LENGTH_WORDS.get(voyage.length, f", {voyage.length}") + daily


def when_words(voyage: Voyage) -> str:
    """``2026-12-05 18:30 UTC`` from the line's end time (``20261205T183000Z``); a time
    written otherwise (by hand) as it is."""
    end = voyage.end
    if len(end) == 16 and end[8] == "T" and end.endswith("Z") and end[:8].isdigit():
        return f"{end[:4]}-{end[4:6]}-{end[6:8]} {end[9:11]}:{end[11:13]} UTC"
    return end


def voyage_lines(rank: int, voyage: Voyage) -> tuple[str, str, str]:
    """The three lines of a voyage: its score, how it ended and its code; its sea and what it
    did; why it ended, its journal and when."""
    verdict = "Won" if voyage.outcome == "won" else "Lost"
    of = f" of {voyage.days}" if voyage.days else ""
    head = (
        f"{rank:>2}. score {voyage.score} · {verdict} on day {voyage.day}{of} · "
        f"code {voyage.code} · {voyage.difficulty}"
    )
    middle = [
        sea_words(voyage),
        f"Progress {voyage.progress}",
        f"battles won {voyage.battles_won} of {voyage.battles}",
        f"Titans lost {voyage.titans_lost}",
    ]
    cause = voyage.cause.strip().rstrip(".")
    last = [cause] if cause else []
    if voyage.journal:
        last.append(voyage.journal)
    when = when_words(voyage)
    if when:
        last.append(when)
    return (
        safe_text(head),
        safe_text("    " + " · ".join(middle)),
        safe_text("    " + " · ".join(last)) if last else "",
    )


def voyage_row(rank: int, voyage: Voyage) -> str:
    """The voyage as `atoterm voyages` prints it (two or three lines)."""
    return "\n".join(line for line in voyage_lines(rank, voyage) if line)
