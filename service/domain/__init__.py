"""The game as a decider: commands in, past-tense events out. No I/O, no framework imports.

The public face is the modules at this level:

- ``commands``: what a participant asks for; ``events``: what happened; ``state``: the
  write-side state folded from the events (``troopers`` and ``declarations`` are its parts).
- ``game``: the decider, ``decide(state, command, roller)`` and ``evolve``/``fold``, also
  importable from this package.
- ``errors``: the domain's refusals; ``access``: who may do what; ``dice``: the seeded dice
  (dice-v1); ``names``: the rule for names and labels a client gives; ``army``: Combat
  Groups and the army's cost.

Everything in a module or package whose name starts with ``_`` is internal: ``_decide`` (one
module per kind of command), ``_evolve`` (applying each event) and
``_step_table``, the one table of the steps and what may happen at each, read by both.
"""

from service.domain.game import EventRejectedError, decide, evolve, fold, initial_state

__all__ = ["EventRejectedError", "decide", "evolve", "fold", "initial_state"]
