"""The balance report in Markdown (``docs/balance.md``): tables of rates with their 95 %
intervals, and terminal charts (block characters in a code block) for the curves by day."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.advancement.costs import resource_name
from atoterm.session.balance.battles import BattleFigures
from atoterm.session.balance.campaigns import CampaignRun
from atoterm.session.balance.stats import Rate, mean
from atoterm.session.balance.supply import supply_lines

BARS = " ▁▂▃▄▅▆▇█"
CHART_HEIGHT = 8


@dataclass(frozen=True)
class Settings:
    """How the figures were made, printed at the top so anyone can make them again."""

    battles_per_case: int
    campaigns: int
    seed: int
    policies: tuple[str, ...]
    campaign_policies: tuple[str, ...]
    difficulties: tuple[str, ...]
    version: str
    content: str
    battle_counts: Mapping[str, int] = field(default_factory=dict)
    """Battles per line of each policy where they differ from ``battles_per_case``."""
    campaign_counts: Mapping[str, int] = field(default_factory=dict)
    """Campaigns of each campaign policy where they differ from ``campaigns``."""
    difficulty_counts: Mapping[str, int] = field(default_factory=dict)
    """``"policy@difficulty"``: campaigns where one difficulty played a different number."""

    def battles_words(self) -> str:
        return _counts_words(
            self.battles_per_case, self.policies, self.battle_counts, "practice battles per line"
        )

    def campaigns_words(self) -> str:
        words = _counts_words(
            self.campaigns, self.campaign_policies, self.campaign_counts, "campaigns"
        )
        if self.difficulty_counts:
            words += (
                " ("
                + ", ".join(
                    f"{n} for {key.replace('@', ' on ')}"
                    for key, n in self.difficulty_counts.items()
                )
                + ")"
            )
        return words


def _counts_words(
    default: int, policies: Sequence[str], counts: Mapping[str, int], noun: str
) -> str:
    """ "40 practice battles per line and policy (progress, expert)", or, when the policies
    played different numbers, "practice battles per line: 100 (progress), 40 (expert)"."""
    numbers = {p: counts.get(p, default) for p in policies}
    if len(set(numbers.values())) <= 1:
        return f"{next(iter(numbers.values()), default)} {noun} per policy ({', '.join(policies) or 'none'})"
    return f"{noun}: " + ", ".join(f"{n} ({p})" for p, n in numbers.items())


def render(
    content: ContentPack,
    settings: Settings,
    battles: Sequence[BattleFigures],
    campaigns: Sequence[CampaignRun],
) -> str:
    out = [
        "# Balance",
        "",
        "Made by `atoterm balance` — do not edit by hand; run it again. "
        f"atoterm {settings.version}, content `{settings.content}`, base seed {settings.seed}: "
        f"{settings.battles_words()}; {settings.campaigns_words()}, for each difficulty "
        f"({', '.join(settings.difficulties) or 'none'}). Rates are given with their "
        "95 % confidence interval (Wilson). Every battle and campaign is seeded and can be "
        "played again: `atoterm battle --primordial P --level L --seed S`, "
        "`atoterm bot --campaign --seed S`.",
        "",
    ]
    if battles:
        out += _battle_section(content, battles)
    if campaigns:
        out += supply_lines(content)
        out += _campaign_summary(campaigns)
        for key in dict.fromkeys((run.difficulty, run.policy) for run in campaigns):
            runs = [r for r in campaigns if (r.difficulty, r.policy) == key]
            out += _campaign_section(content, key[1], key[0], runs)
    return "\n".join(out).rstrip() + "\n"


def _battle_section(content: ContentPack, battles: Sequence[BattleFigures]) -> list[str]:
    out = [
        "## Practice battles",
        "",
        "| Primordial | policy | battles | won | mean rounds | mean Titans lost | unfinished |",
        "|---|---|---:|---|---:|---:|---:|",
    ]
    for fig in battles:
        games = len(fig.runs)
        out.append(
            f"| {fig.case.label(content)} | {fig.policy} | {games} | {fig.rate.text()} | "
            f"{mean(fig.total('rounds'), games)} | {mean(fig.total('titans_lost'), games)} | "
            f"{games - fig.total('finished')} |"
        )
    return [*out, ""]


def _campaign_summary(campaigns: Sequence[CampaignRun]) -> list[str]:
    """One line per difficulty and policy: the victory rate and how far campaigns got."""
    out = [
        "## Campaigns at a glance",
        "",
        "| difficulty | policy | campaigns | victories | mean day reached | mean Progress at the end |",
        "|---|---|---:|---|---:|---:|",
    ]
    for key in dict.fromkeys((run.difficulty, run.policy) for run in campaigns):
        runs = [r for r in campaigns if (r.difficulty, r.policy) == key]
        won = Rate(sum(r.outcome == "won" for r in runs), len(runs))
        progress = sum(r.days[-1].progress for r in runs if r.days)
        out.append(
            f"| {key[0]} | {key[1]} | {len(runs)} | {won.text()} | "
            f"{mean(sum(r.day for r in runs), len(runs))} | {mean(progress, len(runs))} |"
        )
    return [*out, ""]


def _campaign_section(
    content: ContentPack, policy: str, difficulty: str, runs: list[CampaignRun]
) -> list[str]:
    won = Rate(sum(r.outcome == "won" for r in runs), len(runs))
    out = [
        f"## Campaigns — {difficulty}, policy `{policy}`",
        "",
        f"{len(runs)} campaigns: victories {won.text()}; mean day reached "
        f"{mean(sum(r.day for r in runs), len(runs))}; mean decisions "
        f"{mean(sum(r.decisions for r in runs), len(runs))}.",
        "",
        "### How they ended",
        "",
        "| result | cause | campaigns | days (min–max) |",
        "|---|---|---:|---|",
    ]
    ends: dict[tuple[str, str], list[int]] = {}
    for run in runs:
        ends.setdefault((run.outcome, run.reason), []).append(run.day)
    for (outcome, reason), days in sorted(ends.items(), key=lambda item: -len(item[1])):
        out.append(f"| {outcome} | {reason} | {len(days)} | {min(days)}–{max(days)} |")
    cards = Counter(run.story_card for run in runs)
    out += [
        "",
        "Story card at the end: "
        + ", ".join(f"{card}: {cards[card]}" for card in sorted(cards))
        + f"; finale fought: {sum(_fought_finale(content, run) for run in runs)}.",
    ]
    out += ["", "### Progress and Doom by day", ""]
    out += _curve("mean Progress at the end of the day", runs, "progress")
    out += _curve("mean Doom at the end of the day", runs, "doom")
    out += _curve("mean Hull at the end of the day", runs, "hull")
    out += _curve("campaigns still going at the end of the day", runs, None)
    out += ["### Battles met", ""]
    out += _battles_met(content, runs)
    out += ["### Resources earned and spent (mean per campaign)", ""]
    out += _resources(content, runs)
    return out


def _fought_finale(content: ContentPack, run: CampaignRun) -> bool:
    """Whether the campaign reached the finale: a story battle against a regular Primordial
    (one with an Evolution Track) on the last Story card."""
    assert content.storybook is not None
    regular = {evolution.primordial for evolution in content.cycle.evolution}
    last = content.storybook.story_cards[-1].id
    return run.story_card == last and any(
        b.kind == "story" and b.primordial in regular for b in run.battles
    )


def _curve(title: str, runs: list[CampaignRun], figure: str | None) -> list[str]:
    """A column chart by day: ``figure`` averaged over the campaigns still going that day
    (``None``: how many are still going)."""
    last = max((mark.day for run in runs for mark in run.days), default=0)
    values: list[float] = []
    for day in range(1, last + 1):
        marks = [m for run in runs for m in run.days if m.day == day]
        if figure is None:
            values.append(float(len(marks)))
        else:
            values.append(sum(getattr(m, figure) for m in marks) / len(marks) if marks else 0.0)
    if not values:
        return []
    top = max(values) or 1.0
    rows = []
    for level in range(CHART_HEIGHT, 0, -1):
        row = ""
        for value in values:
            eighths = round(value / top * CHART_HEIGHT * 8)
            row += BARS[max(0, min(8, eighths - (level - 1) * 8))] if eighths > 0 else " "
        label = f"{top * level / CHART_HEIGHT:5.1f} ┤" if level in (CHART_HEIGHT, 1) else "      │"
        rows.append(f"{label}{row}")
    axis = "      └" + "".join("┴" if day % 5 == 0 else "─" for day in range(1, last + 1))
    days = "       " + "".join(
        str(day // 10) if day % 5 == 0 else " " for day in range(1, last + 1)
    )
    units = "       " + "".join(
        str(day % 10) if day % 5 == 0 else " " for day in range(1, last + 1)
    )
    return [f"{title} (day 1–{last}):", "", "```", *rows, axis, days, units, "```", ""]


def _battles_met(content: ContentPack, runs: list[CampaignRun]) -> list[str]:
    met: Counter[tuple[str, str, int]] = Counter()
    won: Counter[tuple[str, str, int]] = Counter()
    lost_titans: Counter[tuple[str, str, int]] = Counter()
    for run in runs:
        for battle in run.battles:
            key = (battle.kind, battle.primordial, battle.level)
            met[key] += 1
            won[key] += battle.result == "won"
            lost_titans[key] += battle.titans_lost
    if not met:
        return ["No battle was fought.", ""]
    assert content.battle is not None
    out = [
        "| battle | Primordial | Level | fought | won | mean Titans lost |",
        "|---|---|---:|---:|---|---:|",
    ]
    for key in sorted(met):
        kind, primordial, level = key
        prim = content.battle.primordials.get(primordial)
        name = prim.name.split(",")[0] if prim is not None else "an unknown Primordial"
        out.append(
            f"| {kind.replace('_', ' ')} | {name} | {level} | {met[key]} | "
            f"{Rate(won[key], met[key]).text()} | {mean(lost_titans[key], met[key])} |"
        )
    highest = Counter(max((b.level for b in run.battles), default=0) for run in runs)
    out += [
        "",
        "Highest Level met in a campaign: "
        + ", ".join(f"Level {lv}: {n}" for lv, n in sorted(highest.items()) if lv)
        + (f"; none: {highest[0]}" if highest[0] else "")
        + ".",
        "",
    ]
    return out


def _resources(content: ContentPack, runs: list[CampaignRun]) -> list[str]:
    names = sorted({name for run in runs for name in (*run.earned, *run.spent)})
    if not names:
        return ["No resource was earned or spent.", ""]
    out = ["| resource | earned | spent |", "|---|---:|---:|"]
    for name in names:
        earned = sum(run.earned.get(name, 0) for run in runs)
        spent = sum(run.spent.get(name, 0) for run in runs)
        out.append(
            f"| {_held_name(content, name)} | {mean(earned, len(runs))} | "
            f"{mean(spent, len(runs))} |"
        )
    return [*out, ""]


def _held_name(content: ContentPack, held: str) -> str:
    """A resource, or a Gear card kept among them (``gear:<id>``), by its printed name."""
    kind, _, gear = held.partition(":")
    if kind == "gear" and content.battle is not None and gear in content.battle.gear:
        return f"{content.battle.gear[gear].name} (Gear)"
    return resource_name(content, held)
