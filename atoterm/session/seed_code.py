"""Seed codes: a campaign seed written so that a player can read it aloud or type it.

A code is the seed in Crockford's base32 (digits and capital letters without I, L, O and U,
so nothing reads as something else), at least seven characters (every seed below 2**35,
which holds every random seed atoterm deals, has the same length), then one check
character, grouped by four with dashes: seed 433571254 is ``0CXF-HDPY``. Typing is
forgiving where it cannot be wrong: lower case, spaces, dashes anywhere, ``I``/``L`` read as
``1`` and ``O`` as ``0``.

The check character is Damm's algorithm over GF(32): ``interim = 2·interim ⊕ digit`` for
each digit (multiplication in GF(2^5) modulo x^5 + x^2 + 1), and the check is the digit that
brings the interim back to zero. ``x ∗ y = 2x ⊕ y`` is a totally anti-symmetric quasigroup
(``2 ≠ 0, 1``), so the check catches every single wrong character and every swap of two
neighbouring characters, the two mistakes people make copying a code.

Pure: no clock, no randomness, no I/O. :func:`read_seed` is what every ``--seed`` and the
setup screen's seed field use: digits alone are the seed as a number (as before codes
existed), anything else is a code.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32 digits, value = index."""
_VALUES: Mapping[str, int] = MappingProxyType(
    {**{char: value for value, char in enumerate(ALPHABET)}, "I": 1, "L": 1, "O": 0}
)
"""A typed character's value; ``I``, ``L`` and ``O`` read as the digits they look like."""
MIN_DIGITS = 7
"""Digits of the shortest code (without its check character): 35 bits."""
GROUP = 4
SEED_LIMIT = 2**64
"""Seeds are whole numbers from 0 to 2**64 - 1 (the journal's header field)."""
_POLY = 0b100101  # x^5 + x^2 + 1, primitive over GF(2)
IGNORED = " -"
"""Characters a player may type anywhere in a code: they group, they do not count."""


class SeedCodeError(ValueError):
    """A seed or seed code that cannot be read; the message says what to fix."""


def _times_two(value: int) -> int:
    value <<= 1
    return value ^ _POLY if value & 0b100000 else value


def check_digit(digits: list[int]) -> int:
    """The Damm check digit of ``digits`` (values 0..31)."""
    interim = 0
    for digit in digits:
        interim = _times_two(interim) ^ digit
    return _times_two(interim)  # the y with 2·interim ⊕ y = 0


def _digits(seed: int) -> list[int]:
    out: list[int] = []
    while seed:
        seed, low = divmod(seed, 32)
        out.append(low)
    out.extend([0] * (MIN_DIGITS - len(out)))
    return out[::-1]


def encode(seed: int) -> str:
    """``433571254`` -> ``"0CXF-HDPY"``; ValueError for a seed outside 0..2**64-1."""
    if not 0 <= seed < SEED_LIMIT:
        raise SeedCodeError(f"a seed is a whole number from 0 to 2**64-1, not {seed}")
    digits = _digits(seed)
    text = "".join(ALPHABET[d] for d in digits) + ALPHABET[check_digit(digits)]
    return "-".join(text[i : i + GROUP] for i in range(0, len(text), GROUP))


def decode(code: str) -> int:
    """The seed of a code; :class:`SeedCodeError` saying what is wrong with a mistyped one."""
    shown = code.strip()[:40]
    typed = [char for char in code.upper() if char not in IGNORED]
    if not typed:
        raise SeedCodeError("the seed code is empty")
    for char in typed:
        if char not in _VALUES:
            what = repr(char) if char.isprintable() else f"U+{ord(char):04X}"
            raise SeedCodeError(
                f"{what} is not a character of seed codes (they use the digits and the "
                "letters A to Z without U)"
            )
    values = [_VALUES[char] for char in typed]
    digits, check = values[:-1], values[-1]
    if len(digits) < MIN_DIGITS:
        raise SeedCodeError(
            f"a seed code has {MIN_DIGITS + 1} characters or more, like 0CXF-HDPY; "
            f"{shown!r} has {len(typed)}" + (": one is missing" if len(typed) == MIN_DIGITS else "")
        )
    if check_digit(digits) != check:
        raise SeedCodeError(
            f"{shown!r} is not a seed code: a character is wrong or two are swapped "
            "(check it against the code you were given)"
        )
    seed = 0
    for digit in digits:
        seed = seed * 32 + digit
    if seed >= SEED_LIMIT:
        raise SeedCodeError(f"{shown!r} is beyond the largest seed (2**64-1)")
    if len(digits) > MIN_DIGITS and digits[0] == 0:
        raise SeedCodeError(f"{shown!r} has a character too many: the code is {encode(seed)}")
    return seed


def read_seed(text: str) -> int:
    """A seed typed as a number (ASCII digits only) or as a seed code."""
    stripped = text.strip()
    if stripped.isascii() and stripped.isdigit():
        if len(stripped) > 20 or int(stripped) >= SEED_LIMIT:
            raise SeedCodeError(f"the seed must be from 0 to 2**64-1, not {stripped[:40]!r}")
        return int(stripped)
    if stripped.startswith(("-", "+")) and stripped[1:].strip().isdigit():
        raise SeedCodeError(f"the seed must be from 0 to 2**64-1, not {stripped[:40]!r}")
    try:
        return decode(stripped)
    except SeedCodeError as exc:
        raise SeedCodeError(f"the seed must be a number or a seed code: {exc}") from None


def code_or_blank(seed: int) -> str:
    """The code of ``seed``, or "" for a number that is no seed (a forged state's)."""
    return encode(seed) if 0 <= seed < SEED_LIMIT else ""


def seed_words(seed: int) -> str:
    """``seed 433571254 (code 0CXF-HDPY)``: how a seed is shown to a player."""
    return f"seed {seed} (code {encode(seed)})"
