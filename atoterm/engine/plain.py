"""The base of the state's records: plain data with a fast, compact, canonical encoding.

Every record of the game state (an Argonaut, a Titan, a terrain piece, a decision ...) is a
:class:`Plain`: a ``msgspec.Struct`` that leaves out the fields holding their default value
when encoded. ``codec.canonical_bytes`` encodes the state with msgspec's msgpack encoder in
sorted key order, which gives exactly the bytes of the generic encoder of ``codec.to_plain``
(compact plain form with sorted keys) at a tenth of the cost: the digest of every decision and
the snapshot of every battle checkpoint are this encoding. Three records that hold records with
defaults of their own (``GameState``, ``BattleState``, ``CampaignState``) stay dataclasses and
are written field by field by the codec, which leaves out a nested record equal to its default
as the generic encoder does.

msgspec leaves a field out when its value *is* the default object, not when it equals it; so a
``Plain`` field's default must be one Python keeps single (None, a bool, an int from -5 to 256,
``""``, ``b""``, ``()``) or a ``list``/``dict`` factory. A record with another default (a rules
option ``"players"``, the Story card ``"1A"``) stays a dataclass, written field by field with
the generic rule (equal to its default: left out). ``tests/test_codec.py`` checks both.
"""

from __future__ import annotations

import msgspec


class Plain(msgspec.Struct, omit_defaults=True):
    """A record of the game state (see the module docstring)."""
