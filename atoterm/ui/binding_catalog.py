"""Every key binding of the TUI by its id, where it works, and which keys a player may give it.

Each ``Binding`` in ``atoterm/ui`` has a stable ``id`` ("game.undo", "battle.why"): Textual's
keymap (``App.set_keymap``) replaces a binding's keys by that id, so a player's own keys
(``session/settings.py``) survive any reordering of the code. :data:`PLACES` names the screens
and the panels whose bindings are active together; two bindings that share a place must not
share a key, so :meth:`BindingCatalog.refusal` says why a new key is refused. The option keys
(``1``–``9`` and ``0``) are fixed: the option lists print those digits beside each option.

Loading the catalog imports every screen module (about a second the first time): the title
screen does it only when the player opens the settings or has keys of their own.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass

from textual.binding import Binding
from textual.dom import DOMNode
from textual.keys import Keys, _character_to_key, format_key, key_to_character

from atoterm.safe_text import is_safe

_LISTS = "textual.widgets:OptionList"
_SCROLLS = "textual.containers:ScrollableContainer"
PLACES: dict[str, tuple[str, ...]] = {
    "everywhere": ("atoterm.ui.app:AtotermApp",),
    "the title screen": ("atoterm.ui.title_screen:TitleScreen", _LISTS),
    "the campaign setup": ("atoterm.ui.setup_screen:SetupScreen",),
    "the voyage": ("atoterm.ui.voyage_screen:VoyageScreen", _LISTS, _SCROLLS),
    "the battle setup": ("atoterm.ui.battle_setup_screen:BattleSetupScreen", _LISTS, _SCROLLS),
    "a battle": (
        "atoterm.ui.battle_screen:BattleScreen",
        "atoterm.ui.battle_board:BattleBoard",
        _LISTS,
        _SCROLLS,
    ),
    "the storybook": ("atoterm.ui.story_screen:StoryScreen", _LISTS, _SCROLLS),
    "the replay viewer": ("atoterm.ui.replay_screen:ReplayScreen", _SCROLLS),
    "the help": ("atoterm.ui.help_screen:HelpScreen", _SCROLLS),
    "the settings": ("atoterm.ui.settings_screen:SettingsScreen", _LISTS),
    "the leave dialog": ("atoterm.ui.leave_dialog:LeaveDialog",),
    "the journal dialog": ("atoterm.ui.journal_dialog:JournalDialog", _LISTS),
    "the locked journal dialog": ("atoterm.ui.lock_dialog:LockedJournalDialog",),
    "the number dialog": ("atoterm.ui.number_dialog:NumberDialog",),
    "the Argo sheet": ("atoterm.ui.argo_sheet:ArgoSheetScreen", _SCROLLS),
    "the Argonaut sheets": ("atoterm.ui.argonaut_sheet:ArgonautSheetScreen", _SCROLLS),
    "the Timeline": ("atoterm.ui.timeline_panel:TimelineScreen", _SCROLLS),
    "the Technology sheet": ("atoterm.ui.advancement_screen:AdvancementScreen", _SCROLLS),
    "the chronicle": ("atoterm.ui.chronicle_screen:ChronicleScreen", _SCROLLS),
    "the Choice Matrix": ("atoterm.ui.choice_matrix:ChoiceMatrixScreen", _SCROLLS),
    "the board described": ("atoterm.ui.board_description:BoardDescription", _SCROLLS),
    "why?": ("atoterm.ui.battle_why:WhyScreen", _SCROLLS),
    "the saves manager": ("atoterm.ui.saves_screen:SavesScreen", _LISTS),
    "the voyages list": ("atoterm.ui.voyages_screen:VoyagesScreen", _LISTS),
    "the Mnestis Theatre": ("atoterm.ui.mnestis_screen:MnestisScreen", _LISTS, _SCROLLS),
    "the Gear ascension": ("atoterm.ui.mnestis_ascend_screen:MnestisAscendScreen", _LISTS),
    "the Technology sheet's ascension": (
        "atoterm.ui.technology_ascend_screen:TechnologyAscendScreen",
        _LISTS,
    ),
    "the Theatre's pilots": ("atoterm.ui.mnestis_pilots_screen:MnestisPilotsScreen", _LISTS),
    "the delete dialog": ("atoterm.ui.saves_screen:DeleteDialog",),
    "inspect": ("atoterm.ui.inspect_screen:InspectScreen", _SCROLLS),
    "the things in play": ("atoterm.ui.inspect_screen:ThingsScreen", _LISTS),
    "the whole map": ("atoterm.ui.sea_screen:WholeMapScreen", _SCROLLS),
    "the campaign overview": ("atoterm.ui.sea_screen:CampaignOverviewScreen", _SCROLLS),
    "the rules and glossary search": ("atoterm.ui.glossary_screen:GlossaryScreen", _LISTS),
    "the message history": (
        "atoterm.ui.message_history_screen:MessageHistoryScreen",
        "atoterm.ui.line_list:LineList",
        _LISTS,
    ),
}
"""Place (in words) -> the classes whose bindings work there together ("module:Class"). The
app's own bindings work everywhere; the option lists and scrolling panels have unnamed keys
(arrows, enter, home, end, page up and down) that a binding there must not take."""

FIXED_PREFIX = "game.choose_"
FIXED_IDS = frozenset({"game.finish"})
"""The option keys: the option lists print these digits, so they are not remapped."""
RESERVED = {
    "ctrl+p": "opens the command palette",
    "ctrl+c": "copies the selected text",
    "tab": "moves the focus to the next panel",
    "shift+tab": "moves the focus to the previous panel",
}
"""Keys Textual gives a meaning everywhere."""
MODIFIERS = ("ctrl", "shift", "alt", "meta", "super", "hyper")
_NAMED_KEYS = frozenset(key.value for key in Keys) | {"space", "enter", "tab", "backspace"}


def is_fixed(binding_id: str) -> bool:
    return binding_id.startswith(FIXED_PREFIX) or binding_id in FIXED_IDS


def key_problem(key: str) -> str | None:
    """What is wrong with one key name as a keymap would use it (None: it is a key)."""
    key = key.strip()
    shown = key if is_safe(key) and len(key) <= 30 else "that key"
    if not key:
        return "an empty key name"
    *mods, base = key.split("+") if len(key) > 1 else [key]
    if any(mod not in MODIFIERS for mod in mods):
        return f"{shown} has a modifier atoterm does not know (use ctrl, shift or alt)"
    if len(base) == 1:
        if not is_safe(base) or not base.isprintable() or base.isspace():
            return f"{shown} is not a key that can be pressed"
        return None
    if base in _NAMED_KEYS or (base.startswith("f") and base[1:].isdigit()):
        return None
    if key_to_character(base) is not None:  # "question_mark", "slash", "at"
        return None
    return f"{shown} is not a key name (like z, ctrl+z, f5, question_mark or pageup)"


def normal_key(key: str) -> str:
    """Textual's spelling of one key: ``?`` -> ``question_mark``."""
    key = key.strip()
    return _character_to_key(key) if len(key) == 1 else key


def keys_display(keys: str) -> str:
    """``"u,ctrl+z"`` -> ``"u, ctrl+z"``; a character key as its character (``?``)."""
    return ", ".join(format_key(key) if "+" not in key else key for key in keys.split(","))


@dataclass(frozen=True)
class BindingEntry:
    """One binding as the settings screen lists it."""

    id: str
    description: str
    default_keys: str
    """Comma-separated, in Textual's spelling."""
    places: tuple[str, ...]


@dataclass(frozen=True)
class KeyUse:
    """A key taken in a place: by a named binding (``binding_id``) or by a panel."""

    place: str
    description: str
    binding_id: str | None
    default_keys: tuple[str, ...]


class BindingCatalog:
    """The bindings of every place, read from the classes' ``BINDINGS``."""

    def __init__(self, places: Mapping[str, tuple[str, ...]] = PLACES) -> None:
        self.entries: dict[str, BindingEntry] = {}
        self._uses: dict[str, list[KeyUse]] = {}
        """place -> every binding there (named or not), with its default keys."""
        everywhere: list[KeyUse] = []
        for place, specs in places.items():
            uses = self._uses.setdefault(place, [])
            for spec in specs:
                uses += self._read(place, _load(spec))
            if place == "everywhere":
                everywhere = list(uses)
        for place, uses in self._uses.items():
            if place != "everywhere":
                uses += everywhere

    def _read(self, place: str, cls: type[DOMNode]) -> list[KeyUse]:
        by_id: dict[str | None, list[tuple[str, Binding]]] = {}
        for key, bindings in cls._merge_bindings().key_to_bindings.items():
            for binding in bindings:
                by_id.setdefault(binding.id or f"\0{binding.action}", []).append((key, binding))
        uses = []
        for binding_id, found in by_id.items():
            keys = tuple(dict.fromkeys(key for key, _ in found))
            binding = found[0][1]
            named = binding_id if binding_id and not binding_id.startswith("\0") else None
            uses.append(KeyUse(place, binding.description or binding.action, named, keys))
            if named is None:
                continue
            entry = self.entries.get(named)
            places = (*entry.places, place) if entry else (place,)
            self.entries[named] = BindingEntry(
                named, binding.description or binding.action, ",".join(keys), places
            )
        return uses

    @property
    def ids(self) -> frozenset[str]:
        return frozenset(self.entries)

    def current_keys(self, binding_id: str, keymap: Mapping[str, str]) -> str:
        return keymap.get(binding_id) or self.entries[binding_id].default_keys

    def refusal(self, binding_id: str, keys: str, keymap: Mapping[str, str]) -> str | None:
        """Why ``binding_id`` cannot take ``keys`` given the player's ``keymap`` (None: it can).

        A key is refused when another binding of one of its places has it now, when Textual
        reserves it, and for the fixed option keys. Overlaps the shipped defaults already have
        stay allowed (the board and the option list both take the arrows: the focused one
        gets them), but not one with a key the player moved.
        """
        if is_fixed(binding_id):
            return "the option keys are fixed: the option lists show these digits"
        entry = self.entries[binding_id]
        own = set(entry.default_keys.split(","))
        for key in (normal_key(k) for k in keys.split(",")):
            shown = keys_display(key)
            problem = key_problem(key)
            if problem:
                return problem
            if key in RESERVED and key not in own:
                return f"{shown} {RESERVED[key]}"
            for place in entry.places:
                for use in self._uses[place]:
                    if use.binding_id == binding_id:
                        continue
                    now = self._keys_of(use, keymap)
                    shipped = key in own and key in use.default_keys
                    if key in now and not shipped:
                        what = f"“{use.description}”" if use.binding_id else "moving in a panel"
                        return f"{shown} is already {what} in {place}"
        return None

    def _keys_of(self, use: KeyUse, keymap: Mapping[str, str]) -> tuple[str, ...]:
        if use.binding_id is not None and keymap.get(use.binding_id):
            return tuple(keymap[use.binding_id].split(","))
        return use.default_keys

    def clashes(self, keymap: Mapping[str, str]) -> tuple[dict[str, str], list[str]]:
        """The entries of ``keymap`` that fit together, and why each other one is left out
        (of two that want one key, the first in the file gives way; two that swap keys fit)."""
        kept = dict(keymap)
        problems = []
        for binding_id, keys in keymap.items():
            reason = self.refusal(binding_id, keys, kept)
            if reason is not None:
                del kept[binding_id]
                problems.append(f"Your keys for {binding_id} are ignored: {reason}.")
        return kept, problems


def _load(spec: str) -> type[DOMNode]:
    module, _, name = spec.partition(":")
    found: type[DOMNode] = getattr(importlib.import_module(module), name)
    return found


_CATALOG: BindingCatalog | None = None


def binding_catalog() -> BindingCatalog:
    """The catalog of the shipped places (built once)."""
    global _CATALOG
    if _CATALOG is None:
        _CATALOG = BindingCatalog()
    return _CATALOG
