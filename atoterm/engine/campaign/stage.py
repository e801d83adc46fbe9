"""Resumable steps: a step procedure is run again after every decision it asks, so it keeps
where it is in ``CampaignState.stage`` (reset when a new step of a new day begins)."""

from __future__ import annotations

from atoterm.engine.campaign_state import ChronicleEntry
from atoterm.engine.context import Ctx


def stage(ctx: Ctx) -> str:
    """The part of the current step already reached ("" when the step just began)."""
    return ctx.part()


def set_stage(ctx: Ctx, part: str) -> None:
    """Record that the current step has reached ``part``."""
    ctx.state.campaign.stage = ctx._stage_key() + part


def chronicle(ctx: Ctx, kind: str, text: str) -> None:
    """Note something for the campaign's chronicle (battles, deaths, discoveries ...)."""
    ctx.state.campaign.chronicle.append(ChronicleEntry(ctx.state.timeline.day, kind, text))
