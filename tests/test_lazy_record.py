"""``frozen_record``: a frozen dataclass whose methods are made on first use, and from then on
exactly the dataclass ``@dataclass(frozen=True)`` makes of the same class."""

from __future__ import annotations

import dataclasses
import pickle
import threading

import pytest

from atoterm.content.lazy_record import frozen_record, is_record_class


def _classes() -> tuple[type, type, type]:
    """New classes for each test: a class completes once, and the tests need untouched ones."""

    @frozen_record
    class Cost:
        """A payment."""

        what: str
        amount: int = 1
        tags: tuple[str, ...] = ()

    @frozen_record
    class Gear:
        name: str
        costs: dict[str, Cost] = dataclasses.field(default_factory=dict)

        def __eq__(self, other: object) -> bool:  # its own: kept
            return isinstance(other, Gear) and other.name == self.name

    @frozen_record
    class Special(Cost):
        note: str = ""

    return Cost, Gear, Special


def test_an_untouched_class_has_made_nothing_yet() -> None:
    cost, _, _ = _classes()
    assert is_record_class(cost)
    assert type(vars(cost)["__dataclass_fields__"]).__name__ == "_AttributeStub"
    assert not is_record_class(type("Plain", (), {}))


def test_every_method_is_the_dataclass_one() -> None:
    for touch in (
        lambda c: c("hull", 2),
        lambda c: dataclasses.fields(c),
        lambda c: dataclasses.is_dataclass(c),
        lambda c: c.__match_args__,
    ):
        cost, _, _ = _classes()
        touch(cost)
        assert "__dataclass_fields__" in vars(cost)
        assert [f.name for f in dataclasses.fields(cost)] == ["what", "amount", "tags"]
        paid = cost("hull", 2)
        assert paid == cost("hull", 2) and paid != cost("hull", 3)
        assert hash(paid) == hash(cost("hull", 2))
        assert repr(paid).endswith("Cost(what='hull', amount=2, tags=())")
        assert dataclasses.replace(paid, amount=5).amount == 5
        assert cost.__doc__ == "A payment."
        with pytest.raises(dataclasses.FrozenInstanceError):
            paid.amount = 3  # type: ignore[misc]
        with pytest.raises(dataclasses.FrozenInstanceError):
            del paid.what  # type: ignore[misc]


def test_each_first_use_completes_the_class() -> None:
    uses = {
        "eq": lambda v: v == v,
        "hash": lambda v: hash(v),
        "repr": lambda v: repr(v),
        "replace": lambda v: dataclasses.replace(v, amount=3),
        "assign": lambda v: setattr(v, "amount", 3),
    }
    for name, use in uses.items():
        cost, _, _ = _classes()
        value = _made(cost)
        assert _untouched(cost), name
        try:
            use(value)
        except dataclasses.FrozenInstanceError:
            assert name == "assign"
        assert not _untouched(cost), name
        assert value == cost("hull", 2), name


def _untouched(cls: type) -> bool:
    return type(vars(cls)["__dataclass_fields__"]).__name__ == "_AttributeStub"


def _made(cls: type) -> object:
    """An instance made as the parsed-pack cache makes them: fields set, no ``__init__``."""
    value = object.__new__(cls)
    vars(value).update(what="hull", amount=2, tags=())
    return value


def test_own_methods_defaults_and_subclasses() -> None:
    cost, gear, special = _classes()
    sword = gear("sword")
    assert sword.costs == {} and sword == gear("sword", {"x": cost("hull")})  # its own __eq__
    with pytest.raises(TypeError):
        hash(sword)  # as a frozen dataclass with a dict field: unhashable
    extra = special("fate", 1, (), "late")
    assert [f.name for f in dataclasses.fields(special)] == ["what", "amount", "tags", "note"]
    assert extra == special("fate", 1, (), "late") and extra != cost("fate", 1)
    assert dataclasses.is_dataclass(cost) and not _untouched(cost)


@frozen_record
class Pickled:
    """Touched only by the test below (a class completes once per process)."""

    what: str
    amount: int = 1
    tags: tuple[str, ...] = ()


def test_pickles_and_unpickles_before_and_after() -> None:
    data = pickle.dumps(_made(Pickled))
    assert _untouched(Pickled)
    again = pickle.loads(data)
    assert _untouched(Pickled)  # unpickling sets the fields, as the parsed-pack cache does
    assert again == Pickled("hull", 2) and pickle.loads(pickle.dumps(again)) == again


def test_threads_complete_a_class_once() -> None:
    cost, _, _ = _classes()
    made: list[object] = []
    threads = [threading.Thread(target=lambda: made.append(cost("hull", 2))) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(made) == 8 and len(set(made)) == 1
