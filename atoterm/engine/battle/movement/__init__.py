"""Involuntary movement: Knockback, Displace, Vault, Pushback and Pull."""
