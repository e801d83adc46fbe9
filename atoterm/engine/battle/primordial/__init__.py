"""The Primordial Round: AI cards, targeting, movement, the Primordial Attack, Evasion."""
