"""The battle board: geometry, pieces, line of sight, paths and Terrain."""
