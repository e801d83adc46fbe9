"""Generated seas (issue 17): a new Carnelian Sea from every seed.

``generate_sea(base, seed, length)`` returns the base pack with a generated map, Timeline,
Exploration deck, Story cards and Adventure Hubs table; one concept a module:

* ``profile``: the counts of a full and a short sea;
* ``draws``: the ``sea.*`` random streams;
* ``grid``: the squares and the faction waters;
* ``waterways``: arrows, sectors, one-way and restricted waterways, and what they must not do;
* ``symbols``: which symbols each tile shows;
* ``naming``: tile names from the hand-made sea and the pool;
* ``layout``: the map put together (the tiles the story keeps, the numbering);
* ``deck``: the Exploration deck and its balance;
* ``timeline``: event days and Evolution Tracks;
* ``story``: Story and Doom cards, the Adventure Hubs table;
* ``sea``: ``generate_sea`` itself.
"""

from atoterm.engine.seagen.profile import LENGTHS
from atoterm.engine.seagen.sea import generate_sea

__all__ = ["LENGTHS", "generate_sea"]
