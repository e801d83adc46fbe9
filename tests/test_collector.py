"""The cyclic garbage collector is paused while a headless battle is played and put back as it
was (session/collector.py), whatever happens in the battle."""

from __future__ import annotations

import gc

import pytest

from atoterm.session.collector import collection_paused


def test_paused_inside_and_enabled_again_after() -> None:
    gc.enable()
    with collection_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_already_off_stays_off() -> None:
    gc.disable()
    try:
        with collection_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_enabled_again_when_the_battle_raises() -> None:
    gc.enable()
    with pytest.raises(RuntimeError), collection_paused():
        raise RuntimeError("a battle that breaks")
    assert gc.isenabled()
