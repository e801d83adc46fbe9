"""Harm: Danger/Fate/Rage gains, draws caused by harm, death, conditions."""
