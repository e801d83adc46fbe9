"""The sea generator's version, recorded in the header of every journal on a generated sea
(``Header.sea["generator"]``, docs/journal-format.md "The generated sea").

A journal's sea is built again from its seed when it is loaded or verified, so the generator
must give every seed the sea it gave when the journal was written. Any change that gives some
seed another sea (a draw added, moved or reordered, a limit changed, content the generator
reads in another way) raises this number; a journal of another version is then refused in
words instead of replayed on a different sea. The fixture journal
``tests/fixtures/generated_sea/`` pins the current version's seas.
"""

GENERATOR_VERSION = 1
