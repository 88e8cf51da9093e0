"""decide's handlers, one module per kind of command, and the checks and parts they share.

Handlers, by what the command does:

- ``setup``: create a game, add troopers to it, end it; ``corrections``: edit or take back a
  trooper entered wrong; ``tokens``: rotate a bearer token; ``entropy``: players' seeds for
  dice-v2 (sent, or recorded empty by the organiser).
- ``turns``: start and end a player turn.
- ``activation``: spend an order (the first step of the Order Expenditure Sequence);
  ``declarations``: AROs, the second skill, withdrawal.
- ``resolution``: every roll of the order; ``choices``: +1 SD discards and ReRolls.
- ``conclusion``: Saving Rolls, Wounds, Guts Rolls, and voiding an order; ``skill_choices``:
  Bioimmunity and Dogged chosen while it concludes.
- ``free_roll``: a roll outside any order; ``awaited_rolls``: such a roll, or the Initiative
  Roll, whose faces wait for a player's confirmation, and that confirmation.
- The game round by round: ``sequence`` (the Initiative Roll, its choices, the Deployment
  Phase, whose turn it is), ``army`` (Combat Groups and their Order Pools), ``tactical``
  (Retreat!, Loss of Lieutenant and appointing a Lieutenant, the Impetuous Phase),
  ``command_tokens`` (every use of a Command Token), ``coordinated`` (a Coordinated Order),
  ``fireteams`` (forming, breaking and leaving a Fireteam), ``results`` (Objective Points
  recorded, confirmed, disputed and decided).
- Private Information: ``secrets`` (a commitment, a reveal, the end's reveals),
  ``private_lieutenant`` (what makes a private Lieutenant Open), ``classified`` (Classified
  Objectives drawn from a mission's deck), ``markers`` (what reveals a trooper behind a
  marker), ``hidden`` (Hidden Deployment under its rule).
- ``endings``: every way a command ends the game, asked before it is decided (the end reveals
  the server-held secrets, so they are opened first).

What the handlers share:

- ``step_check``: where a command meets the step table (``service.domain._step_table``);
  ``skill_checks`` and ``trooper_checks``: a declaration's skill, and the troopers a command
  names.
- ``rolls``: the rolls themselves (sides, plan, record); ``saves``: the Saving Rolls and
  Wounds of an attack's hits.
- ``templates`` (Direct Template attacks), ``deployables`` and ``deployable_attacks``
  (Deployable weapons), ``comms_attack`` and ``comms_effects`` (Comms Attacks): one kind of
  attack each, from declaration to its effects.
- ``own_dice``: whose faces a player may enter in a game with manual dice confirmation, and
  whose confirmation the others' wait for.
- ``batch``: a command's events, held as they are decided.
"""
