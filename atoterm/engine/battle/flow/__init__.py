"""The battle from Setup to Aftermath, and the driver that runs its procedures."""
