"""`python -m atoterm` runs the same entry point as the `atoterm` console script."""

from atoterm.cli import main

raise SystemExit(main())
