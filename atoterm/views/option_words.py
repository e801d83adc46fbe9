"""A pending decision's prompt and options in the player's words (issue 15, item 5).

The engine's prompts, labels, reasons and notes are part of every saved state's digest, so
they keep their words; some still carry the content's grammar: ``Kratos 2: power_reroll 1``,
``Declare (pay resource lamp_oil 1) +1``, ``needs 1 pearl``, ``(perform_ai)``. Every front
end (the decision panel, the command palette, plain mode, the why display) reads them here
instead. What is rewritten is only what has an id's shape, and it is rewritten from the
content: an effect operation and its argument become the words of the battle log
(``engine.battle.explain.words``), a content id its printed name, a resource counted after
"needs" its printed name. A text with none of these comes back unchanged, character for
character. Nothing here decides anything: the option the player picks is still sent by its
index.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

import msgspec

from atoterm.content.battle_schema import Effect
from atoterm.content.battle_vocab import BATTLE_OPS, KEYWORDS
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.explain import words
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.state import GameState
from atoterm.views.setup_cards import named_titan_label, setup_titan_uid

_EFFECT = re.compile(
    r"\b(?P<op>[a-z]+(?:_[a-z0-9]+)+|condition|gain_gear)"
    r"(?: (?P<arg>[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|red|black|white))?"
    r"(?: (?P<value>-?\d+))?\b"
)
"""An effect as a label prints it: ``power_reroll 1``, ``power_die black``,
``condition brine-blind``, ``additional_wound 1``."""
_ID = re.compile(r"\b[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+\b")
_KEY = re.compile(r"\b(?P<key>[A-Za-z]+):(?P<arg>[a-z][\w-]*|\d+)\b")
_ONE = re.compile(r"\b1 (?P<noun>(?:drawn )?card|exchange|charge|Wound|day)s\b")
"""One of something the engine counted as many: "1 charges"."""
_MAYBE_MANY = re.compile(r"\b(?P<n>\d+) (?P<noun>[\w-]+(?: [\w-]+)?)\(s\)")
"""A count with a hedged plural: "3 exchange(s) left", "1 Evasion re-roll(s)"."""
_RESULT = re.compile(r"\bis retreat\b")
"""The Battle's result word where a phrase belongs: "The Battle is retreat."."""
_TWICE = re.compile(r"(?P<name>\b[A-Z][^()]*?) \((?P=name)\)")
"""A name followed by itself in brackets (an Argo Ability named like its source)."""
_PAY = re.compile(r"\bpay resource (?P<arg>[a-z][\w-]*) (?P<value>\d+)\b")


@dataclass(frozen=True)
class OptionWords:
    """Printed names of one content pack, and the rewriting of engine texts with them."""

    pack: ContentPack

    @cached_property
    def _names(self) -> words.Names | None:
        bc = self.pack.battle
        return words.PackNames(self.pack, bc) if bc is not None else None

    @cached_property
    def names(self) -> dict[str, str]:
        """Every content id (gear, card, condition, terrain, Titan, Primordial, Argo ability,
        Godform, Summoning, resource, Technology, Pattern, Mnemos) -> its printed name."""
        found: dict[str, str] = {}
        bc = self.pack.battle
        tables: list[object] = []
        if bc is not None:
            tables += [bc.conditions, bc.terrain, bc.gear, bc.every_card, bc.titans]
            tables += [bc.primordials, bc.argo_abilities, bc.godforms, bc.summonings]
        cycle = self.pack.cycle
        tables += [cycle.resources, cycle.technologies, cycle.patterns]
        book = self.pack.storybook
        if book is not None:
            tables += [book.mnemos, book.fated_mnemos]
        for table in tables:
            for key, thing in getattr(table, "items", lambda: ())():
                name = thing if isinstance(thing, str) else getattr(thing, "name", "")
                if name and isinstance(key, str):
                    found.setdefault(key, str(name))
        return found

    @cached_property
    def resource_names(self) -> dict[str, str]:
        """A resource's id, and its id with spaces (as "needs 1 lamp oil" prints it) -> name."""
        out: dict[str, str] = {}
        for key, resource in self.pack.cycle.resources.items():
            out[key] = resource.name
            out[key.replace("_", " ")] = resource.name
        return out

    @cached_property
    def _needs(self) -> re.Pattern[str]:
        """``needs 2 lamp oil``: a count of a resource by its id (longest first)."""
        known = sorted(self.resource_names, key=len, reverse=True)
        either = "|".join(re.escape(k) for k in known) or "(?!)"
        return re.compile(rf"\b(?P<head>needs|costs|pay) (?P<value>\d+) (?P<arg>{either})\b")

    # ------------------------------------------------------------------ pieces
    def name(self, thing: str) -> str:
        """A content id's printed name; an unknown id as plain words."""
        return self.names.get(thing) or words.plain(thing)

    def effect(self, op: str, arg: str, value: int) -> str:
        """One effect in the battle log's words (``power_reroll 2`` -> "2 Power re-rolls")."""
        if op == "gain_gear":
            return f"gain the Gear card {self.name(arg)}" if arg else "gain a Gear card"
        if self._names is None:
            return " ".join(
                p for p in (words.plain(op), self.name(arg) if arg else "", str(value or "")) if p
            )
        return words.effect_words(self._names, Effect(op, value, arg))

    def _effect_match(self, found: re.Match[str]) -> str:
        op, arg, value = found["op"], found["arg"] or "", found["value"]
        known = op in BATTLE_OPS or op in KEYWORDS or op in words.VERB_WORDS
        if op == "condition" and not arg:
            return found.group(0)  # the plain word "condition"
        if not known and op != "gain_gear":
            return found.group(0)  # an id, named below
        return self.effect(op, arg, int(value) if value else 0)

    def _key_match(self, found: re.Match[str]) -> str:
        key, arg = found["key"], found["arg"]
        return f"{words.plain(key)} {self.name(arg) if not arg.isdigit() else arg}"

    def _needs_match(self, found: re.Match[str]) -> str:
        arg = found["arg"]
        named = self.resource_names.get(arg)
        if named is None:
            return found.group(0)
        return f"{found['head']} {found['value']} {named}"

    def text(self, text: str) -> str:
        """``text`` with every id-shaped word in words (unchanged when it has none)."""
        if not text:
            return text
        out = _TWICE.sub(r"\g<name>", text)  # "Living-Metal Mend (Living-Metal Mend)"
        out = _PAY.sub(lambda m: f"pay {m['value']} {self.name(m['arg'])}", out)
        out = _EFFECT.sub(self._effect_match, out)
        out = _KEY.sub(self._key_match, out)
        out = _ID.sub(
            lambda m: self.name(m.group(0)) if self._is_id(m.group(0)) else m.group(0), out
        )
        out = self._needs.sub(self._needs_match, out)
        out = _ONE.sub(r"1 \g<noun>", out)
        out = _MAYBE_MANY.sub(lambda m: f"{m['n']} {m['noun']}{'' if m['n'] == '1' else 's'}", out)
        return _RESULT.sub("is a retreat", out)

    def _is_id(self, word: str) -> bool:
        """A word to name: a content id, or any snake_case word (no printed name has ``_``);
        a hyphenated English word that is no id ("re-roll", "one-shot") stays."""
        return word in self.names or "_" in word

    # ------------------------------------------------------------------ a decision
    def prompt(self, pending: Decision) -> str:
        return self.text(pending.prompt)

    def label(self, option: Option) -> str:
        return self.text(option.label)

    def reason(self, option: Option) -> str:
        """Why a closed option is closed (empty when it is open)."""
        return self.text(option.disabled)

    def explain(self, option: Option) -> str:
        return self.text(option.explain)


def worded(
    pack: ContentPack, pending: Decision | None, state: GameState | None = None
) -> Decision | None:
    """A copy of ``pending`` to show: its prompt and every option's label, reason and note
    in words (:class:`OptionWords`); ``pending`` itself when nothing needed rewording.
    ``state``: the game ``pending`` belongs to, whose roster names the named Titans a battle's
    Setup offers ("“Ossa”, Keel-Ram", where the engine's label is the class) [ADVA-039].

    Only for display: the options keep their order, ids, values and whether they are
    closed, so a choice made from the copy is the same index in ``pending.options``.
    """
    if pending is None:
        return None
    shown = OptionWords(pack)
    titans = state if state is not None and pending.kind == "battle.setup.titan" else None
    options = []
    for option in pending.options:
        label, reason, note = shown.label(option), shown.reason(option), shown.explain(option)
        uid = setup_titan_uid(option.value) if titans is not None else None
        if titans is not None and uid is not None:
            label = named_titan_label(titans, uid, label)
        if (label, reason, note) == (option.label, option.disabled, option.explain):
            options.append(option)
        else:
            options.append(
                msgspec.structs.replace(option, label=label, disabled=reason, explain=note)
            )
    prompt = shown.prompt(pending)
    if prompt == pending.prompt and all(
        a is b for a, b in zip(options, pending.options, strict=True)
    ):
        return pending
    return msgspec.structs.replace(pending, prompt=prompt, options=options)
