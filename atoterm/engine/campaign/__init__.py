"""The Voyage Phase and the campaign around it (issue 6): the Exploration Draw, the Adversary on
the map, Diplomacy, the Advancement Step, the Encounter Step's battles, the chronicle record.

``engine/round.py`` calls one function per step; every module here registers its decision
handlers and effect ops on import.
"""
