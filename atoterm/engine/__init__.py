"""The rules engine: plain-data state, decisions, random streams, rule procedures.

Importing this package registers every effect op; ``machine`` drives the campaign's procedure.
"""

from atoterm.engine.codec import canonical_bytes, digest
from atoterm.engine.decisions import Decision, Event, IllegalAction, Option
from atoterm.engine.machine import Applied, apply, at_quiet_point, start
from atoterm.engine.runner import Runner
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions

__all__ = [
    "Applied",
    "Decision",
    "Event",
    "GameState",
    "IllegalAction",
    "Option",
    "RulesOptions",
    "Runner",
    "apply",
    "at_quiet_point",
    "canonical_bytes",
    "digest",
    "new_state",
    "start",
]
