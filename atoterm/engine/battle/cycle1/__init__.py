"""The rules of Cycle I (Labyrinth, Despair, Trample), plugged into the core."""
