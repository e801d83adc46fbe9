"""The Adventure Phase: the storybook reader, its tests and Delves, Mnemos, tables and queue.

Importing the package registers its effect ops.
"""

from atoterm.engine.adventure import (  # noqa: F401  (registration)
    agenda,
    battle_link,
    delve,
    members,
    mnemos,
    runner,
    story_effects,
    tests,
)
