"""The player's keys and theme, applied to the app and saved at once (``settings.toml``).

:class:`UserSettings` reads the file when the app starts (``session/settings.py`` parses it;
the binding ids and key names are checked here, against :mod:`atoterm.ui.binding_catalog`),
gives Textual the keymap (``App.set_keymap``) and the theme, and writes the file again after
every change made on the settings screen. A problem never stops the game: the entry is left
out, the defaults stand, and the player is told in a sentence.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from atoterm.safe_text import safe_text
from atoterm.session.settings import (
    Settings,
    check_keymap,
    read_settings,
    settings_path,
    write_settings,
)
from atoterm.ui.themes import ATOTERM_THEMES, DEFAULT_THEME, register_themes

if TYPE_CHECKING:
    from textual.app import App

    from atoterm.ui.binding_catalog import BindingCatalog


class UserSettings:
    """What the player chose, as the app uses it now."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or settings_path()
        self.settings = Settings()
        self.problems: list[str] = []
        """What was wrong with the file when it was read (shown once, and on the screen)."""

    @property
    def keymap(self) -> dict[str, str]:
        return dict(self.settings.keys)

    # ------------------------------------------------------------------ reading
    def load(self, app: App[object]) -> list[str]:
        """Read the file and apply it to ``app``; the problems found (also kept)."""
        register_themes(app)
        settings, problems = read_settings(self.path)
        if settings.keys:  # only then is every screen's binding needed (see binding_catalog)
            settings.keys, more = self._checked_keys(settings.keys)
            problems += more
        if settings.theme is not None and settings.theme not in ATOTERM_THEMES:
            problems.append(
                f"There is no theme called {safe_text(settings.theme)}: the default look is used."
            )
            settings.theme = None
        self.settings, self.problems = settings, problems
        app.set_keymap(settings.keys)
        app.theme = settings.theme or DEFAULT_THEME
        return problems

    @staticmethod
    def _checked_keys(keys: dict[str, str]) -> tuple[dict[str, str], list[str]]:
        from atoterm.ui.binding_catalog import binding_catalog, is_fixed, key_problem, normal_key

        catalog = binding_catalog()
        kept, problems = check_keymap(keys, catalog.ids, key_problem)
        normal = {
            binding_id: ",".join(normal_key(key) for key in text.split(","))
            for binding_id, text in kept.items()
        }
        fixed = [binding_id for binding_id in normal if is_fixed(binding_id)]
        for binding_id in fixed:
            del normal[binding_id]
            problems.append(
                f"Your keys for {binding_id} are ignored: the option keys are fixed "
                "(the option lists show these digits)."
            )
        fitting, clashes = catalog.clashes(normal)
        return fitting, problems + clashes

    # ------------------------------------------------------------------ changing
    def set_keys(
        self, app: App[object], catalog: BindingCatalog, binding_id: str, keys: str | None
    ) -> str | None:
        """Give ``binding_id`` the keys ``keys`` (None: its default ones) and save; a reason
        when they are refused or cannot be saved."""
        keymap = self.keymap
        default = catalog.entries[binding_id].default_keys
        keys = keys or default
        reason = catalog.refusal(binding_id, keys, keymap)  # a default key may be taken now
        if reason is not None:
            return reason
        if keys == default:
            keymap.pop(binding_id, None)
        else:
            keymap[binding_id] = keys
        self.settings.keys = keymap
        app.set_keymap(keymap)
        return self.save()

    def set_theme(self, app: App[object], name: str) -> str | None:
        """Use the theme ``name`` and save; a reason when it cannot be saved."""
        app.theme = name
        self.settings.theme = None if name == DEFAULT_THEME else name
        return self.save()

    def save(self) -> str | None:
        try:
            write_settings(self.path, self.settings)
        except OSError as exc:
            reason = safe_text(exc.strerror or exc)
            return f"the settings could not be saved in {safe_text(self.path)} ({reason})"
        self.problems = []  # the file now holds only what is in use
        return None


def shown_key(app: App[object], binding_id: str, default: str) -> str:
    """The key to name in words for ``binding_id`` (its first one), as the player set it."""
    from atoterm.ui.binding_catalog import keys_display

    settings: UserSettings | None = getattr(app, "user_settings", None)
    keys = settings.keymap.get(binding_id) if settings is not None else None
    return keys_display(keys.split(",")[0]) if keys else default
