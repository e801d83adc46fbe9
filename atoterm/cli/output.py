"""JSON views of a session for `run --json`, `state --json` and `scenario --json` (docs/state.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from atoterm.engine.codec import to_plain
from atoterm.safe_text import safe_json, safe_text
from atoterm.session import Game
from atoterm.session.sea import sea_facts
from atoterm.store import Header

EVENTS_SHOWN = 50


def pending_json(game: Game) -> dict[str, Any] | None:
    pending = game.pending
    if pending is None:
        return None
    return {
        "kind": pending.kind,
        "actor": pending.actor,
        "prompt": pending.prompt,
        "options": [
            {"id": o.id, "label": o.label, "explain": o.explain, "disabled": o.disabled}
            for o in pending.options
        ],
    }


def game_json(game: Game) -> dict[str, Any]:
    state = game.state
    return {
        "digest": f"{game.digest:016x}",
        "records": game.record_count,
        "phase": state.phase,
        "step": state.step,
        "day": state.timeline.day,
        "round": state.round,
        "outcome": to_plain(state.outcome),
        "pending": pending_json(game),
        "events": [
            to_plain(e) for e in game.history.events_until(game.history.position, EVENTS_SHOWN)
        ],
        "state": to_plain(state),
        **header_json(game.header),
    }


def header_json(header: Header) -> dict[str, Any]:
    """What the journal header says of the voyage: ``sea`` for a generated sea (kind, seed,
    seed code, length, generator version) and ``daily`` for a daily voyage (its UTC date);
    neither key for a hand-made sea's ordinary campaign, whose views are as they were."""
    out: dict[str, Any] = {}
    sea = sea_facts(header)
    if sea:
        out["sea"] = sea
    if header.daily:
        out["daily"] = header.daily
    return out


def _bytes_as_hex(obj: Any) -> str:
    """Battle snapshots (``resume.snapshot``, ``pre_battle``) are bytes: shown as hex."""
    if isinstance(obj, bytes):
        return obj.hex()
    raise TypeError(f"{type(obj).__name__} is not JSON serializable")


def dumps(data: Any) -> str:
    """Indented JSON; text from a journal or a content pack keeps no raw control character."""
    import json  # only a verb that prints JSON loads it (start-up time of `atoterm verify`)

    return safe_json(
        json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False, default=_bytes_as_hex)
    )


def json_line(data: Any, default: Callable[[Any], Any] = _bytes_as_hex) -> str:
    """One JSON line (``export --format jsonl``), as safe to print as :func:`dumps`."""
    import json  # (as in dumps)

    return safe_json(json.dumps(data, sort_keys=True, ensure_ascii=False, default=default))


def summary_line(game: Game) -> str:
    state = game.state
    where = game.content.tile(state.voyage.tile).name
    status = (
        f"over: {state.outcome.result} ({state.outcome.reason})"
        if state.outcome
        else f"waiting: {game.pending.kind if game.pending else '-'}"
    )
    return safe_text(
        f"digest={game.digest:016x} records={game.record_count} day={state.timeline.day} "
        f"step={state.step} tile={state.voyage.tile} ({where}) {status}"
    )
