"""A tournament's refusals, each with a problem code of its own (api/_http/problems.py). They
derive from the game's domain errors, so a status follows from the kind (409, 422, ...)."""

from __future__ import annotations

from service.domain.errors import StateConflict


class RoundResultsPending(StateConflict):
    """The next round paired, or the tournament ended, before every table of the round in
    play has its result (the tables still waiting are named): 409."""

    title = "Round results pending"


class AllRoundsPaired(StateConflict):
    """A round paired beyond the tournament's rounds: 409."""

    title = "All rounds paired"


class RegistrationClosed(StateConflict):
    """A player registered once the last round has been paired (or the tournament ended): 409."""

    title = "Registration closed"


class RoundResultsIn(StateConflict):
    """A round voided (to pair it again) once a result of it has been counted: 409."""

    title = "Round results in"


class TournamentOver(StateConflict):
    """A command to a tournament that has ended: 409."""

    title = "Tournament ended"


class NotEnoughPlayers(StateConflict):
    """A round paired with fewer than two players in it: 409."""

    title = "Not enough players"


class AlreadyDropped(StateConflict):
    """A player dropped who has dropped already: 409."""

    title = "Already dropped"


class ResultAlreadyIn(StateConflict):
    """A table's result ruled, or counted, once it has one: 409."""

    title = "Result already in"


class TournamentRunning(StateConflict):
    """What waits for the end (the tournament's seed, its whole export) asked before: 409."""

    title = "Tournament running"
