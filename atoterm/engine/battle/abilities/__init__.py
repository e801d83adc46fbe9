"""Abilities, keywords and the effect ops cards, gear, trauma and terrain are made of."""
