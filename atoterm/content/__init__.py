"""Content packs: the data of a Cycle (map, factions, timeline, ...) and its checker."""

from atoterm.content.errors import ContentError, Problem
from atoterm.content.loader import load_content
from atoterm.content.locate import default_content_dir
from atoterm.content.schema import ContentPack

__all__ = ["ContentError", "ContentPack", "Problem", "default_content_dir", "load_content"]
