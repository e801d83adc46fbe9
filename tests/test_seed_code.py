"""Seed codes (``session/seed_code.py``) and the daily seed (``session/daily.py``): a code
names exactly one seed, reads back forgivingly, and its check character catches one wrong
character or two neighbours swapped (issue 17, docs/voyages.md)."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atoterm.session.daily import daily_seed
from atoterm.session.seed_code import (
    ALPHABET,
    SeedCodeError,
    decode,
    encode,
    read_seed,
    seed_words,
)

SEEDS = st.integers(min_value=0, max_value=2**64 - 1)


@pytest.mark.parametrize(
    ("seed", "code"),
    [
        (0, "0000-0000"),
        (1, "0000-0012"),
        (433571254, "0CXF-HDPY"),
        (2**32 - 1, "3ZZZ-ZZZ0"),
        (2**35 - 1, "ZZZZ-ZZZC"),
        (2**35, "1000-0000-D"),
        (2**64 - 1, "FZZZ-ZZZZ-ZZZZ-ZX"),
    ],
)
def test_codes_of_known_seeds(seed: int, code: str) -> None:
    assert encode(seed) == code
    assert decode(code) == seed


@pytest.mark.parametrize(
    ("typed", "seed"),
    [
        ("0cxf-hdpy", 433571254),  # lower case
        ("0CXFHDPY", 433571254),  # no dash
        (" 0CX F-HD PY ", 433571254),  # spaces anywhere
        ("OCXF-HDPY", 433571254),  # O read as 0
        ("0000-00I2", 1),  # I read as 1
        ("0000-00l2", 1),  # l read as 1
    ],
)
def test_a_code_reads_back_however_it_is_typed(typed: str, seed: int) -> None:
    assert decode(typed) == seed


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("", "empty"),
        ("--", "empty"),
        ("0CXF-HDPZ", "a character is wrong or two are swapped"),  # last character wrong
        ("0CFX-HDPY", "a character is wrong or two are swapped"),  # X and F swapped
        ("0CXF-HDP", "one is missing"),
        ("0CX", "has 3"),
        ("0CXU-HDPY", "'U' is not a character of seed codes"),
        ("0CX!-HDPY", "'!' is not a character"),
        ("ZZZZ-ZZZZ-ZZZZ-ZE", "beyond the largest seed"),
        ("0000-0000-0000-12", "a character too many: the code is 0000-0012"),
    ],
)
def test_a_mistyped_code_says_what_is_wrong(typed: str, words: str) -> None:
    with pytest.raises(SeedCodeError, match=words):
        decode(typed)


@pytest.mark.parametrize(
    ("typed", "seed"),
    [("7", 7), (" 433571254 ", 433571254), ("0CXF-HDPY", 433571254), ("0000-0012", 1)],
)
def test_read_seed_takes_a_number_or_a_code(typed: str, seed: int) -> None:
    assert read_seed(typed) == seed


@pytest.mark.parametrize("typed", ["-5", "18446744073709551616", "²", "1.5", ""])
def test_read_seed_refuses_what_is_neither(typed: str) -> None:
    with pytest.raises(SeedCodeError):
        read_seed(typed)


def test_seed_words_name_both() -> None:
    assert seed_words(433571254) == "seed 433571254 (code 0CXF-HDPY)"


@given(SEEDS)
@settings(max_examples=300, deadline=None)
def test_every_seed_round_trips(seed: int) -> None:
    code = encode(seed)
    assert decode(code) == seed
    assert read_seed(code) == seed
    assert read_seed(code.lower().replace("-", " ")) == seed


@given(SEEDS, st.data())
@settings(max_examples=300, deadline=None)
def test_one_wrong_character_is_always_caught(seed: int, data: st.DataObject) -> None:
    chars = list(encode(seed).replace("-", ""))
    where = data.draw(st.integers(0, len(chars) - 1))
    wrong = data.draw(st.sampled_from([c for c in ALPHABET if c != chars[where]]))
    chars[where] = wrong
    with pytest.raises(SeedCodeError):
        decode("".join(chars))


@given(SEEDS, st.data())
@settings(max_examples=300, deadline=None)
def test_two_neighbours_swapped_are_always_caught(seed: int, data: st.DataObject) -> None:
    chars = list(encode(seed).replace("-", ""))
    pairs = [i for i in range(len(chars) - 1) if chars[i] != chars[i + 1]]
    if not pairs:
        return
    where = data.draw(st.sampled_from(pairs))
    chars[where], chars[where + 1] = chars[where + 1], chars[where]
    with pytest.raises(SeedCodeError):
        decode("".join(chars))


def test_the_daily_seed_is_a_function_of_the_date_alone() -> None:
    """The documented function (docs/voyages.md): SHA-256 of "atoterm daily voyage
    YYYY-MM-DD", its first four bytes big-endian."""
    import hashlib

    day = datetime.date(2026, 12, 5)
    expected = int.from_bytes(hashlib.sha256(b"atoterm daily voyage 2026-12-05").digest()[:4])
    assert daily_seed(day) == expected
    # frozen (session/daily.py): the seed of 5 December 2026, as the committed daily journal
    # tests/fixtures/generated_sea/short_daily_v2.atoj records it
    assert daily_seed(day) == 1227261942
    assert daily_seed(day) == daily_seed(datetime.date(2026, 12, 5))
    assert daily_seed(day) != daily_seed(datetime.date(2026, 12, 6))
    assert len(encode(daily_seed(day))) == 9  # eight characters and the dash, like any seed
