"""The Titan Attack, steps 1-10: rolls, re-rolls, odds, responses, wounds, escalation."""
