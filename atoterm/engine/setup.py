"""Campaign creation: the four Argonauts and the Argo [CAMP-005..CAMP-014]."""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.difficulty import starting_argo
from atoterm.engine.campaign.start import begin_cycle
from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.procedure import Proc
from atoterm.engine.state import (
    SKILLS,
    Argonaut,
    GameState,
    RulesOptions,
    Timeline,
    Voyage,
)
from atoterm.engine.upgrade import LAYOUT

ARGONAUT_COUNT = 4
"""There are always exactly 4 active Argonauts [CAMP-006]."""


def new_state(
    content: ContentPack, seed: int, rules: RulesOptions, names: list[str] | None = None
) -> GameState:
    """The state of a new campaign, before the Argonauts' Skill bonuses are chosen."""
    chosen = list(names or [])
    defaults = [n for n in content.argonaut_names if n not in chosen]
    while len(chosen) < ARGONAUT_COUNT:
        chosen.append(defaults.pop(0))
    argonauts = [
        Argonaut(name=name, skills={skill: 0 for skill in SKILLS})  # Skills start at +0 [CAMP-008]
        for name in chosen[:ARGONAUT_COUNT]
    ]
    argo = starting_argo(content, rules.difficulty)  # the Cycle's start, by difficulty
    start = content.start_tile
    return GameState(
        seed=seed,
        content_id=content.id,
        rules=rules,
        argonauts=argonauts,
        argo=argo,
        voyage=Voyage(tile=start, sector=content.start_sector, revealed=[start]),
        timeline=Timeline(length=content.timeline_days),
        layout=LAYOUT,
    )


def setup_step(ctx: Ctx) -> Proc[None]:
    """Each Argonaut takes a Portrait's +1 Skill bonus [CAMP-007, CAMP-011]; then the Cycle is
    laid out [CAMP-005]."""
    yield from ctx.step_checkpoint()
    for index, argonaut in enumerate(ctx.state.argonauts):
        if argonaut.bonus_skill:
            continue  # chosen already (a restart goes on with the next Argonaut)
        option = yield from ctx.ask(
            Decision(
                kind="skill_bonus",
                actor=f"argonaut:{index}",
                prompt=f"{argonaut.name}: choose the Skill that gets the +1 Portrait bonus.",
                options=[Option(skill, f"+1 {skill.title()}", value=skill) for skill in SKILLS],
                context={"argonaut": index},
            )
        )
        skill = str(option.value)
        argonaut.bonus_skill = skill
        argonaut.skills[skill] += 1
        ctx.emit(
            "skill_bonus", f"{argonaut.name} gains +1 {skill.title()}.", "CAMP-007", argonaut=index
        )
    begin_cycle(ctx)
    ctx.emit(
        "campaign_started",
        f"The Argo sets out from {ctx.content.tile(ctx.content.start_tile).name}.",
        "CAMP-005",
    )
    ctx.state.step_done = True
