"""Campaign figures the screens name: the nine steps, Skills and their sources, sector glyphs.

The step list and titles are the engine's registry (``machine.STEP_ORDER``, filled when the
engine's steps register); a Skill's value and its sources are the engine's own sums of the
sheet, Mnemos and Fated Mnemos [CAMP-008, ADV-049, ADV-062].
"""

from __future__ import annotations

from atoterm.content.schema import SECTOR_GLYPHS
from atoterm.engine.adventure.conditions import skill_sources, skill_value
from atoterm.engine.machine import STEP_ORDER, step_title
from atoterm.engine.state import SKILLS

__all__ = ["SECTOR_GLYPHS", "SKILLS", "STEP_ORDER", "skill_sources", "skill_value", "step_title"]
