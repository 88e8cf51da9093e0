"""Domain errors. The API maps each class to one HTTP status, in one place
(service/api/_http/problems.py)."""

from __future__ import annotations

from service.rules.legality import Refused


class DomainError(Exception):
    """Base class; `title` is a short, stable summary and the message is the detail."""

    title = "Domain error"


class InvalidCommand(DomainError):
    """The command breaks a rule of the game (not your turn, faces outside 1..20, ...): 422."""

    title = "Invalid command"


class InvalidName(InvalidCommand):
    """A name or label that breaks the rule for names (``domain.names``): an invisible,
    reordering or unassigned character, nothing visible, or the same name as another once case
    is ignored: 422, with a code of its own."""

    title = "Name refused"


class NotAModel(InvalidCommand):
    """A command naming, by its own id, a trooper its sender sees only as a marker (Camouflage,
    Impersonation), in a game under the privacy rule: 422, with a code of its own, alike for
    every trooper behind a marker, so the answer says nothing of which marker it is."""

    title = "Not on the table as a Model"


class NotInCatalogue(InvalidCommand):
    """A skill, trait, ammunition, weapon or program the engine does not know: 422, with a
    code of its own so a client can point at the catalogue."""

    title = "Not in the catalogue"


class SpecialDieNotAllowed(InvalidCommand):
    """+1 SD asked for where the rules forbid it (a Long Skill): 422, with a code of its own."""

    title = "+1 SD not allowed"


class InvalidTemplateAttack(InvalidCommand):
    """A template attack declared against its rules (an affected trooper named twice, more
    templates than the Burst, an Intuitive or Speculative Attack with a weapon that cannot
    make one): 422, with a code of its own."""

    title = "Invalid template attack"


class InvalidDeployable(InvalidCommand):
    """Place Deployable declared against its rules (a weapon that is not Deployable, a marker
    id already on the table): 422, with a code of its own."""

    title = "Invalid Place Deployable"


class NoUsesLeft(InvalidCommand):
    """A Disposable weapon placed beyond its uses: 422, with a code of its own."""

    title = "No uses left"


class InvalidTrigger(InvalidCommand):
    """A Deployable's trigger the rules do not allow (not on the table, already triggered, a
    trooper of its own side under the template, a trigger by a trooper that does not act in
    the order): 422, with a code of its own."""

    title = "Invalid trigger"


class CombatGroupFull(InvalidCommand):
    """A trooper added to, or moved into, a Combat Group that already holds the most Troopers
    the rules allow (Orders and the Order Pool, N5): 422, with a code of its own."""

    title = "Combat Group full"


class NoGroupOrders(InvalidCommand):
    """A Regular Order spent by a trooper whose Combat Group has none left: a group never spends
    another group's Orders (Orders and the Order Pool, N5): 422, with a code of its own."""

    title = "No Regular Order left in the Combat Group"


class EntropyNotTaken(InvalidCommand):
    """Entropy sent to a game whose dice do not take it (dice-v1): 422, with a code of its
    own."""

    title = "Entropy not taken"


class CommandTokenRefused(InvalidCommand):
    """A Command Token spent where the N5 page forbids it: in the player's Reactive Turn, beyond
    their count, or a use out of its moment (Command Tokens, N5): 422, with a code of its own."""

    title = "Command Token refused"


class CoordinatedOrderRefused(InvalidCommand):
    """A Coordinated Order the rules do not allow (more than four Troopers, two Combat Groups,
    an Irregular Trooper...), or one whose resolution the engine does not model yet: 422, the
    message naming the rule or the case (Coordinated Orders, N5)."""

    title = "Coordinated Order refused"


class FireteamNotAllowed(InvalidCommand):
    """A Fireteam the rules do not allow (its size, its Combat Group, a member it cannot have):
    422, the message naming the rule."""

    title = "Fireteam not allowed"


class TacticalRuleRefused(InvalidCommand):
    """What the Tactical Phase's rules forbid (Loss of Lieutenant's appointment, an Impetuous
    Order, N5): 422, with a code of its own; the message names the rule."""

    title = "Refused by the Tactical Phase's rules"


class SecretMismatch(InvalidCommand):
    """A reveal whose secret and salt do not hash to the secret's commitment, or that is not
    of its kind's shape: 422, with a code of its own; nothing is stored."""

    title = "The reveal does not match its commitment"


class ClassifiedDeckTooSmall(InvalidCommand):
    """A Classified Objectives draw from fewer distinct cards than a game under its scenario's
    rules asks (``classified.MIN_DECK``): 422, with a code of its own."""

    title = "Classified deck too small"


class ClassifiedNotDrawn(InvalidCommand):
    """A Classified Objective that did not come from its player's draw, in a game under its
    scenario's rules: one committed directly, or a result's ``classified:`` reason naming a
    secret that player did not draw: 422, with a code of its own."""

    title = "Not a drawn Classified Objective"


class ObjectivePointsAboveCap(InvalidCommand):
    """A result of more Objective Points than the game's scenario gives a player (10 in ITS):
    422, with a code of its own."""

    title = "Objective Points above the scenario's cap"


class HiddenDeploymentRefused(InvalidCommand):
    """Hidden Deployment asked for as the game's rule does not take it: by a secret committed
    after the trooper was added, in a game that puts a trooper in Hidden Deployment as it is
    added (``domain.hidden``), or as it is added in a game recorded before that; a chosen id
    of the service's shape; a trooper in Hidden Deployment named where it would be on the table
    (a deployment step, a Fireteam, a Command Token): 422, with a code of its own."""

    title = "Hidden Deployment refused"


class NotFound(DomainError):
    title = "Not found"


class Forbidden(DomainError):
    """The caller's token does not allow this action: 403."""

    title = "Forbidden"


class Unauthorized(DomainError):
    """No valid token for this game: 401."""

    title = "Unauthorized"


class StateConflict(DomainError):
    """Valid in general, not in the game's current state (e.g. the seed before the end): 409."""

    title = "Conflict with the game's state"


class SecretRevealRequired(StateConflict):
    """The rules need what a player's secret hides and the service cannot open it (the player
    holds it) or was not given its opening: 409, with a code of its own; the message names the
    secret to reveal first."""

    title = "A secret must be revealed first"


class LieutenantDeclarationRequired(StateConflict):
    """A turn starts after a casualty with the player's client-held private Lieutenant
    unrevealed: the service cannot tell whether it is the trooper down, so the player declares
    whether a Loss of Lieutenant applies (409, a code of its own)."""

    title = "Declare whether a Loss of Lieutenant applies"


class HiddenTroopers(StateConflict):
    """A whole export asked before the end by a reader a Hidden Deployment trooper is hidden
    from: the log names it, so it waits for the reveal or the end (409, a code of its own)."""

    title = "The log names a hidden trooper"


class TooManyEvents(StateConflict):
    """A command whose events would take a game past the most a game may hold (a setting of
    the service, INFINITY_LEDGER_MAX_EVENTS), or an import of a longer game: nothing is
    appended (409, a code of its own)."""

    title = "The game has its most events"


class PrivateInformation(StateConflict):
    """A whole export asked before the end, in a game under the privacy rule, by a reader the
    log holds an opponent's Private Information for (a trooper's Cost, a Lieutenant not yet
    disclosed): it waits for the end,
    which makes it Open (409, a code of its own)."""

    title = "The log holds Private Information"


class ClassifiedAlreadyDrawn(StateConflict):
    """A second Classified Objectives draw by a player, in a game under its scenario's rules
    (one draw per player per game): 409, with a code of its own."""

    title = "Classified Objectives already drawn"


class NotYourTurn(StateConflict):
    """A player acts in the other player's Active Turn: valid later, not now (409)."""

    title = "Not your turn"


class EntropyMissing(StateConflict):
    """A server die asked for in a dice-v2 game before every player's seed is in (or recorded
    empty by the organiser): 409, with a code of its own and the players still to send one."""

    title = "Players' entropy missing"

    def __init__(self, players: tuple[str, ...]) -> None:
        self.players = players
        super().__init__(
            f"the dice wait for the entropy of {', '.join(players)}: each sends "
            "POST /v1/games/{id}/entropy, or the organiser starts play without it"
        )


class EntropyAlreadyGiven(StateConflict):
    """A player's seed sent again, or after the organiser recorded it empty: 409, with a code
    of its own."""

    title = "Entropy already given"


class OutOfSequence(StateConflict):
    """The N5 Game Sequence does not allow the command now: the message names the phase and
    whose turn (or step) it is (409)."""

    title = "Not allowed at this point of the game sequence"


class NoTroopers(StateConflict):
    """A turn cannot start with no trooper able to act: there would be no orders (409)."""

    title = "No troopers to play"


class TrooperHasActed(StateConflict):
    """A trooper that took part in an order is history: it can no longer be edited (409)."""

    title = "Trooper has already acted"


class ConcurrencyConflict(DomainError):
    """Another writer appended first: the expected version is stale (409, or 412 with If-Match)."""

    title = "Version conflict"

    def __init__(self, game_id: object, expected: int, actual: int) -> None:
        super().__init__(f"game {game_id} is at version {actual}, not {expected}")
        self.game_id = game_id
        self.expected = expected
        self.actual = actual


class IdempotencyConflict(DomainError):
    """An idempotency key was reused with a different request: 422."""

    title = "Idempotency key reused with a different request"


class WeakIdempotencyKey(DomainError):
    """An Idempotency-Key too short, or too plain to be unguessable where it must be: 400."""

    title = "Idempotency key too weak"


class PreconditionFailed(DomainError):
    """If-Match named a version the game is no longer at: 412."""

    title = "Precondition failed"

    def __init__(self, expected: int, actual: int) -> None:
        super().__init__(f"the game is at version {actual}, not {expected} (If-Match)")
        self.expected = expected
        self.actual = actual


class NoHackingDevice(InvalidCommand):
    """A Comms Attack declared by a trooper without a Hacking Device (Hacker, Killer Hacker,
    Hacking Device): 422, with a code of its own."""

    title = "No Hacking Device"


class NotHackable(InvalidCommand):
    """A Comms Attack against a trooper whose Unit Type the program cannot target (Total
    Control against an HI, ...): 422, with a code of its own."""

    title = "Target not hackable by this program"


_REFUSALS: dict[str, type[InvalidCommand]] = {
    "invalid-command": InvalidCommand,
    "special-die-not-allowed": SpecialDieNotAllowed,
    "invalid-template-attack": InvalidTemplateAttack,
    "not-hackable": NotHackable,
}


def refused(exc: Refused) -> InvalidCommand:
    """The domain error of a roll the rules' one legality check refuses (``rules.legality``),
    so an order and the odds answer it with the same problem code."""
    return _REFUSALS[exc.code.value](str(exc))
