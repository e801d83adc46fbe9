"""The Titans: their round and actions, weapons, loadouts, stats, Kratos, Vantage, Awakening."""
