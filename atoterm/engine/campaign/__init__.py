"""The Voyage Phase and the campaign around it (issue 6): the Exploration Draw, the Adversary on
the map, Diplomacy, the Advancement Step, the Encounter Step's battles, the chronicle record.

``engine/round.py`` runs one procedure per step; the modules here register their effect ops
on import.
"""
