"""atoterm: a terminal campaign game implementing the rules of Aeon Trespass: Odyssey."""

__version__ = "0.1.0"
