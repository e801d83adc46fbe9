"""Read-only views: every figure a screen shows, computed by the engine's own functions.

The front ends (``atoterm.ui`` and ``atoterm.plain``) import only ``atoterm.session`` and these
modules; they never build a battle context, call a rule or import the engine, the content or
the store (``tests/test_ui_layers.py`` checks every import, also those inside functions).
A view reads the state and the content pack and returns plain data (numbers, names, words,
cells); it never changes the state and never draws random numbers. Views never import
textual or rich: styling is the front end's business.

* :mod:`atoterm.views.types` — the state and content types the screens annotate with;
* :mod:`atoterm.views.battle` — the Primordial's figures (To Hit, Speed, Wounds, AT bonus,
  active Traits including the Battle Track's), a Titan's Ambrosia Limit;
* :mod:`atoterm.views.board` — the board's shape (footprint, front, rear, Blindspots, red
  lines), space names, the board described in sentences;
* :mod:`atoterm.views.terrain` — one glyph per terrain type, a tile's traits in ``d``'s words;
* :mod:`atoterm.views.effects` — what an option, a keyword or a Technology does, in words, read
  from the content's effect lists (the engine's labels, part of the save digests, stay as they are);
* :mod:`atoterm.views.cards` — what a card or an effect does, in words;
* :mod:`atoterm.views.campaign` — the day every screen names, whether the Exploration Draw
  is today's, campaign steps, Skills, sector glyphs, resource kinds;
* :mod:`atoterm.views.advancement` — what the Advancement Step allows (read-only checks).
* :mod:`atoterm.views.inspect` — ``i``: an option of the pending decision or a battle board
  cell in words (full rules text, cost, what it does), read from the option's typed value;
  :mod:`atoterm.views.inspect_battle` reads the battle's menus and board cells,
  :mod:`atoterm.views.inspect_things` describes each kind of thing (Gear, Titans, cards,
  Conditions, terrain, Technologies, tiles, Argonauts), :mod:`atoterm.views.inspect_words`
  says effects and abilities in words and keeps ids off the screen, and
  :mod:`atoterm.views.inspect_table` lists every thing in play (``I``).
"""
