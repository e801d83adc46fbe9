"""The Battle Phase: board geometry, the Primordial and Titan Rounds, the effect vocabulary.

Procedures are generators run by ``driver.py`` (see ``context.py`` for how to write one).
"""
