"""The bots' policy names, in a module that imports nothing.

The command line offers them as choices while it builds its parser, which every verb does:
``atoterm verify`` must not pay for importing the bots themselves (``bot_policy``,
``campaign_bot`` and the expert's look-aheads) only to list their names.
``tests/test_cli_startup.py`` checks that these are the names the policies are registered under.
"""

from __future__ import annotations

BOT_POLICIES: tuple[str, ...] = ("random", "progress", "explore", "expert")
"""Practice-battle policies (``bot_policy.bot_choice``)."""

CAMPAIGN_POLICY_NAMES: tuple[str, ...] = ("random", "progress", "expert")
"""Campaign policies, weakest first (``campaign_bot.CAMPAIGN_POLICIES``)."""
