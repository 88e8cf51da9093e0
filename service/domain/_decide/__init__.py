"""decide's handlers, one module per step of the Order Expenditure Sequence.

setup (create a game, add troopers, end it), turns (start and end a player turn), activation
(spend an order), declarations (AROs, second skill, withdrawal), resolution (every roll of the
order), choices (+1 SD discards, ReRolls), conclusion (saves, Wounds, Guts Rolls; voiding),
free_roll (a roll outside any order). ``rolls`` works out the rolls themselves; ``batch`` holds
a command's events as they are decided; ``steps`` is where a command meets the step table.
"""
