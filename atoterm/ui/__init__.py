"""The Textual front end (ARCHITECTURE §6).

Kept light on purpose: `atoterm.ui.app.run_tui` imports Textual, and every screen imports the
session only when it is first needed, so the title screen is up quickly.
"""
