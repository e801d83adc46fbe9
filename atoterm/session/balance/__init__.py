"""Balance you can measure (``atoterm balance``): many seeded battles and campaigns played
headless by a bot policy, on every core, and a report of what happened (``docs/balance.md``).

* ``battles``: practice battles, Primordial x Level (x Battle Track box) x policy.
* ``campaigns``: whole campaigns traced day by day.
* ``report``: the Markdown report, with terminal charts where a curve says more than a table.
* ``stats``: rates with their 95 % confidence intervals.
"""
