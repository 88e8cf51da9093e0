"""The Lieutenant kept as Private Information, and what the rules make Open.

- https://infinitythewiki.com/Open_and_Private_Information (N5): the identity of the Lieutenant
  is Private Information; the player reveals it when the rules say so.
- https://infinitythewiki.com/Lieutenant (N5): spending the Lieutenant Special Order reveals
  which trooper is the Lieutenant.
- https://infinitythewiki.com/Loss_of_Lieutenant (N5): a Lieutenant in a Null State (or
  Isolated) in the Tactical Phase puts the army in Loss of Lieutenant; declaring it names the
  Lieutenant.
- Initiative Roll: the Lieutenants' WIP is Open for that roll, the trooper is not.

Expected values are written by hand: the commitment is SHA-256 of the salt, a newline and the
canonical JSON, spelled out below.
"""

from __future__ import annotations

import hashlib
import re

import msgspec
import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    ChooseInitiative,
    CommitSecret,
    DeployTroopers,
    EndTurn,
    EnteredDice,
    RevealSecret,
    RollInitiative,
    SecretOpening,
    StartTurn,
)
from service.domain.declarations import Move
from service.domain.errors import (
    InvalidCommand,
    LieutenantDeclarationRequired,
    SecretMismatch,
    SecretRevealRequired,
)
from service.domain.events import (
    InitiativeRolled,
    LossOfLieutenantDeclared,
    RetreatDeclared,
    SecretRevealed,
    TrooperActivated,
    TurnStarted,
)
from service.domain.openings import lieutenants_to_open, with_lieutenant_openings
from tests.builders.game import ARIADNA, TOHAA, Game, new_game, profile, rejects, trooper
from tests.builders.tactical import a2_drops

SALT = "5a" * 32
SECRET_ID = "lt-tohaa"
B1_LIEUTENANT = {"kind": "lieutenant", "trooper": "b1"}
B1_COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"lieutenant","trooper":"b1"}}'.encode()
).hexdigest()
B1_OPENING = SecretOpening(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
TOHAA_WIP = 13
"""The builders' profile: every trooper has WIP 13."""


def private_game(
    held_by: str = "server", *, rounds: int | None = 3, wip: dict[str, int] | None = None
) -> Game:
    """Ariadna: a1 (Lieutenant, public), a2, a3. Tohaa: b1, b2, b3, none flagged: b1 is the
    Lieutenant, committed as a secret. With ``rounds`` the game follows the Game Sequence;
    ``wip`` gives a Tohaa trooper another WIP than the builders' 13."""
    game = new_game(manual_dice=True, **({} if rounds is None else {"rounds": rounds}))
    game.run(trooper(ARIADNA, "a1", lieutenant=True, points=50))
    game.run(trooper(ARIADNA, "a2", points=30))
    game.run(trooper(ARIADNA, "a3", points=20))
    for trooper_id, points in (("b1", 40), ("b2", 20), ("b3", 40)):
        added = trooper(TOHAA, trooper_id, points=points)
        if wip and trooper_id in wip:
            added = msgspec.structs.replace(added, profile=profile(wip=wip[trooper_id]))
        game.run(added)
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by=held_by,
        )
    )
    return game


def initiative(held_by: str = "server") -> RollInitiative:
    return RollInitiative(
        actor=ORGANISER,
        dice=(EnteredDice(roll=ARIADNA, faces=(12,)), EnteredDice(roll=TOHAA, faces=(5,))),
        **({"private_wip": {TOHAA: TOHAA_WIP}} if held_by == "server" else {}),
    )


def deployed(held_by: str = "server") -> Game:
    game = private_game(held_by)
    game.run(initiative(held_by))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative", first=ARIADNA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=TOHAA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1", "b2")))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b3",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))
    return game


def after_ariadna_drops(*targets: str, held_by: str = "server") -> Game:
    """A client-held private Lieutenant cannot make the Initiative Roll unrevealed, so its game
    keeps the free order flow, where a turn starts all the same."""
    game = deployed() if held_by == "server" else private_game("client", rounds=None)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, *targets)
    game.run(EndTurn(actor=ARIADNA))
    return game


def test_no_trooper_is_flagged_and_the_state_does_not_know_the_lieutenant() -> None:
    game = private_game()
    assert not any(t.lieutenant for t in game.state.troopers_of(TOHAA))
    assert game.state.lieutenant_of(TOHAA) is None
    private = game.state.private_lieutenant(TOHAA)
    assert private is not None
    assert private.secret_id == SECRET_ID


def test_a_flagged_lieutenant_stays_the_lieutenant_whatever_secret_is_also_committed() -> None:
    # Games recorded before private Lieutenants flag one and may commit a secret beside it:
    # the flag still names the Lieutenant, so they decide again as they did.
    game = private_game()
    game.run(
        CommitSecret(
            actor=ARIADNA,
            secret_id="lt-a",
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by="client",
        )
    )
    assert game.state.private_lieutenant(ARIADNA) is None
    flagged = game.state.lieutenant_of(ARIADNA)
    assert flagged is not None
    assert flagged.trooper_id == "a1"


def test_the_initiative_roll_takes_the_private_lieutenants_wip_as_given_by_the_service() -> None:
    game = private_game()
    (rolled,) = game.run(initiative())
    assert isinstance(rolled, InitiativeRolled)
    # WIP 13 for both: Ariadna's 12 succeeds, Tohaa's 5 succeeds lower: Ariadna wins.
    assert {s.name: s.attribute for s in rolled.sides} == {ARIADNA: 13, TOHAA: TOHAA_WIP}
    assert rolled.winner == ARIADNA


def test_the_initiative_roll_asks_a_client_held_lieutenant_for_its_wip_or_its_reveal() -> None:
    game = private_game("client")
    rejects(game, initiative("client"), SecretRevealRequired, SECRET_ID)


@pytest.mark.parametrize("actor", [ORGANISER, TOHAA])
def test_a_client_held_lieutenants_wip_is_taken_as_declared_by_its_player_or_the_organiser(
    actor: str,
) -> None:
    # Declared WIP 14, b3's (not the builders' 13), so the side shows the declared value:
    # Ariadna's 12 succeeds under 13, Tohaa's 5 succeeds under 14 but lower: Ariadna wins.
    game = private_game("client", wip={"b3": 14})
    declared = msgspec.structs.replace(initiative("client"), actor=actor, private_wip={TOHAA: 14})
    (rolled,) = game.run(declared)
    assert isinstance(rolled, InitiativeRolled)
    assert {s.name: s.attribute for s in rolled.sides} == {ARIADNA: 13, TOHAA: 14}
    assert rolled.winner == ARIADNA


def refused_wip(declared: int) -> str:
    """The whole refusal, anchored: it names the WIP and the player, never a trooper."""
    return (
        "^"
        + re.escape(
            f"private_wip {declared} is not the WIP of any trooper of {TOHAA!r} fit to be "
            f"Lieutenant"
        )
        + "$"
    )


def test_a_declared_wip_that_no_trooper_of_the_player_has_is_refused() -> None:
    # The tester's game: Tohaa's only trooper has WIP 10, and 22 is declared. The Lieutenant
    # is one of the player's troopers (Lieutenant, N5), so its WIP is one of theirs.
    game = new_game(manual_dice=True, rounds=3)
    game.run(trooper(ARIADNA, "a1", lieutenant=True))
    game.run(msgspec.structs.replace(trooper(TOHAA, "b1"), profile=profile(wip=10)))
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by="client",
        )
    )
    roll = msgspec.structs.replace(initiative("client"), actor=TOHAA, private_wip={TOHAA: 22})
    rejects(game, roll, InvalidCommand, refused_wip(22))
    # WIP 10 is b1's: the same roll with it goes ahead.
    (rolled,) = game.run(msgspec.structs.replace(roll, private_wip={TOHAA: 10}))
    assert isinstance(rolled, InitiativeRolled)
    assert {s.name: s.attribute for s in rolled.sides} == {ARIADNA: 13, TOHAA: 10}


@pytest.mark.parametrize("actor", [ORGANISER, TOHAA])
def test_a_declared_wip_is_checked_whoever_declares_it(actor: str) -> None:
    # Every Tohaa trooper has WIP 13: 14 is none of theirs.
    game = private_game("client")
    roll = msgspec.structs.replace(initiative("client"), actor=actor, private_wip={TOHAA: 14})
    rejects(game, roll, InvalidCommand, refused_wip(14))


def test_a_declared_wip_only_a_trooper_unfit_to_lead_has_is_refused() -> None:
    # b3 alone has WIP 14, and b3 is Dead: a Lieutenant in a Null State is a Loss of
    # Lieutenant (Loss of Lieutenant, N5), so b3 cannot be the Lieutenant whose WIP rolls.
    # No order comes before the Initiative Roll, so the state is set by hand.
    game = private_game("client", wip={"b3": 14})
    game.state = msgspec.structs.replace(
        game.state,
        troopers=tuple(
            msgspec.structs.replace(t, state="dead") if t.trooper_id == "b3" else t
            for t in game.state.troopers
        ),
    )
    roll = msgspec.structs.replace(initiative("client"), actor=TOHAA, private_wip={TOHAA: 14})
    rejects(game, roll, InvalidCommand, refused_wip(14))


def test_a_player_declares_no_wip_for_the_opponents_client_held_lieutenant() -> None:
    game = private_game("client")
    declared = msgspec.structs.replace(initiative("client"), actor=ARIADNA, private_wip={TOHAA: 13})
    rejects(game, declared, InvalidCommand, "Lieutenant")


def test_the_service_alone_gives_a_server_held_lieutenants_wip() -> None:
    game = private_game("server")
    declared = RollInitiative(actor=ORGANISER, private_wip={TOHAA: 20})
    with pytest.raises(InvalidCommand, match=SECRET_ID):
        with_lieutenant_openings(game.state, declared, {SECRET_ID: B1_OPENING})


def test_a_fit_private_lieutenant_gives_its_order_and_stays_private() -> None:
    game = after_ariadna_drops("b2")
    events = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    (started,) = events
    assert isinstance(started, TurnStarted)
    assert started.lieutenant_orders == 1
    assert game.state.loss_of_lieutenant == ()
    assert game.state.lieutenant_of(TOHAA) is None


def test_a_private_lieutenant_in_a_null_state_is_revealed_by_the_loss_of_lieutenant() -> None:
    game = after_ariadna_drops("b1")
    events = game.run(StartTurn(actor=TOHAA, player=TOHAA, lieutenant_opening=B1_OPENING))
    revealed, loss, started = events
    assert revealed == SecretRevealed(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
    assert loss == LossOfLieutenantDeclared(player=TOHAA, reason="the Lieutenant 'b1' is Dead")
    assert isinstance(started, TurnStarted)
    assert started.lieutenant_orders == 0
    assert game.state.loss_of_lieutenant == (TOHAA,)


def test_an_opening_that_does_not_hash_to_the_commitment_is_refused() -> None:
    game = after_ariadna_drops("b1")
    forged = SecretOpening(
        secret_id=SECRET_ID, secret={"kind": "lieutenant", "trooper": "b2"}, salt=SALT
    )
    rejects(
        game,
        StartTurn(actor=TOHAA, player=TOHAA, lieutenant_opening=forged),
        SecretMismatch,
        "do not hash",
    )


def test_a_client_held_lieutenant_is_taken_at_its_players_word_once_a_trooper_is_down() -> None:
    # Outside the Game Sequence. b2 is Dead: the service cannot tell whether the Lieutenant
    # is, so the player says; the Lieutenant stays Private Information (Lieutenant, N5).
    game = after_ariadna_drops("b2", held_by="client")
    rejects(game, StartTurn(actor=TOHAA, player=TOHAA), LieutenantDeclarationRequired, TOHAA)
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=False))
    assert isinstance(started, TurnStarted)
    assert started.lieutenant_orders == 1
    assert started.declared_loss_of_lieutenant is False
    assert game.state.private_lieutenant(TOHAA) is not None


def test_a_client_held_lieutenant_revealed_before_the_turn_needs_no_word() -> None:
    game = after_ariadna_drops("b2", held_by="client")
    game.run(RevealSecret(actor=TOHAA, secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT))
    assert game.state.lieutenant_of(TOHAA) is not None
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(started, TurnStarted)
    assert started.lieutenant_orders == 1
    assert started.declared_loss_of_lieutenant is msgspec.UNSET


def spend_lieutenant_order(trooper_id: str, opening: SecretOpening | None) -> ActivateTrooper:
    return ActivateTrooper(
        actor=TOHAA,
        trooper=trooper_id,
        order_type="lieutenant",
        skill=Move(),
        **({} if opening is None else {"lieutenant_opening": opening}),
    )


def test_a_lieutenant_revealed_by_its_owner_spends_its_order_with_nothing_more_to_open() -> None:
    game = after_ariadna_drops("b2", held_by="client")
    game.run(RevealSecret(actor=TOHAA, secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    activated = game.run(spend_lieutenant_order("b1", None))
    assert [type(e) for e in activated] == [TrooperActivated]
    (event,) = activated
    assert isinstance(event, TrooperActivated)
    assert event.order_type == "lieutenant"
    lieutenant = game.state.lieutenant_of(TOHAA)
    assert lieutenant is not None
    assert lieutenant.trooper_id == "b1"


def test_spending_the_lieutenant_order_makes_the_lieutenant_open() -> None:
    game = after_ariadna_drops("b2", held_by="server")
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    revealed, activated_event = game.run(spend_lieutenant_order("b1", B1_OPENING))
    assert revealed == SecretRevealed(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
    assert isinstance(activated_event, TrooperActivated)
    assert activated_event.order_type == "lieutenant"
    lieutenant = game.state.lieutenant_of(TOHAA)
    assert lieutenant is not None
    assert lieutenant.trooper_id == "b1"


def test_the_lieutenant_order_is_refused_to_another_trooper_and_without_the_reveal() -> None:
    game = after_ariadna_drops("b2")
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    rejects(game, spend_lieutenant_order("b3", B1_OPENING), SecretMismatch, "'b1', not 'b3'")
    rejects(game, spend_lieutenant_order("b1", None), SecretRevealRequired, SECRET_ID)


def test_a_client_held_lieutenant_order_asks_for_the_reveal_first() -> None:
    game = private_game("client", rounds=None)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    # No trooper of Tohaa is in a Null State: the turn starts with the secret kept.
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(started, TurnStarted)
    assert started.lieutenant_orders == 1
    rejects(game, spend_lieutenant_order("b1", None), SecretRevealRequired, SECRET_ID)


# --- What the service attaches from a server-held secret it opens ------------------------------


def test_the_service_opens_a_lieutenant_for_the_loss_of_lieutenant_only_when_it_is_due() -> None:
    opened = {SECRET_ID: B1_OPENING}
    start = StartTurn(actor=TOHAA, player=TOHAA)
    fit = after_ariadna_drops("b2")
    assert [r.secret_id for r in lieutenants_to_open(fit.state, start)] == [SECRET_ID]
    # b1 leads: nothing Open rides in the recorded command.
    assert with_lieutenant_openings(fit.state, start, opened) == start
    dead = after_ariadna_drops("b1")
    attached = with_lieutenant_openings(dead.state, start, opened)
    assert attached == StartTurn(actor=TOHAA, player=TOHAA, lieutenant_opening=B1_OPENING)


def test_the_service_gives_the_initiative_roll_the_wip_alone() -> None:
    game = private_game()
    roll = RollInitiative(actor=ORGANISER)
    attached = with_lieutenant_openings(game.state, roll, {SECRET_ID: B1_OPENING})
    assert attached == RollInitiative(actor=ORGANISER, private_wip={TOHAA: TOHAA_WIP})


def test_the_service_opens_nothing_the_player_holds_or_for_other_orders() -> None:
    client_held = after_ariadna_drops("b1", held_by="client")
    assert lieutenants_to_open(client_held.state, StartTurn(actor=TOHAA, player=TOHAA)) == ()
    game = after_ariadna_drops("b2")
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    regular = ActivateTrooper(actor=TOHAA, trooper="b1", skill=Move())
    assert lieutenants_to_open(game.state, regular) == ()
    spent = spend_lieutenant_order("b3", None)
    assert [r.secret_id for r in lieutenants_to_open(game.state, spent)] == [SECRET_ID]


def test_a_client_held_lieutenant_is_revealed_by_the_opening_its_order_carries() -> None:
    game = private_game("client", rounds=None)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    stray = ActivateTrooper(actor=TOHAA, trooper="b1", skill=Move(), lieutenant_opening=B1_OPENING)
    rejects(game, stray, InvalidCommand, "only with order_type lieutenant")
    revealed, activated = game.run(spend_lieutenant_order("b1", B1_OPENING))
    assert revealed == SecretRevealed(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
    assert isinstance(activated, TrooperActivated)


def test_an_opening_without_a_private_lieutenant_is_refused() -> None:
    game = deployed()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    flagged = ActivateTrooper(
        actor=ARIADNA,
        trooper="a1",
        order_type="lieutenant",
        skill=Move(),
        lieutenant_opening=B1_OPENING,
    )
    rejects(game, flagged, InvalidCommand, "no private Lieutenant")


def client_held_after_ariadna_drops(*targets: str) -> Game:
    """The Game Sequence with a client-held private Lieutenant: Tohaa declares its WIP for the
    Initiative Roll (the builders' 13), then Ariadna's a2 drops ``targets``."""
    game = private_game("client")
    game.run(msgspec.structs.replace(initiative("client"), actor=TOHAA, private_wip={TOHAA: 13}))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative", first=ARIADNA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=TOHAA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1", "b2")))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b3",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, *targets)
    game.run(EndTurn(actor=ARIADNA))
    return game


def test_a_client_held_lieutenant_revealed_in_the_turn_start_declares_its_loss() -> None:
    game = client_held_after_ariadna_drops("b1")
    rejects(game, StartTurn(actor=TOHAA, player=TOHAA), LieutenantDeclarationRequired, TOHAA)
    events = game.run(StartTurn(actor=TOHAA, player=TOHAA, lieutenant_opening=B1_OPENING))
    revealed, loss, started = events
    assert revealed == SecretRevealed(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
    assert loss == LossOfLieutenantDeclared(player=TOHAA, reason="the Lieutenant 'b1' is Dead")
    assert isinstance(started, TurnStarted)
    assert started.lieutenant_orders == 0
    # Every trooper is Irregular in Loss of Lieutenant: b2 and b3 give Irregular Orders.
    assert started.regular_orders == 0
    assert set(started.irregular_orders) == {"b2", "b3"}
    assert game.state.loss_of_lieutenant == (TOHAA,)


def test_a_client_held_lieutenant_revealed_fit_in_the_turn_start_keeps_its_order() -> None:
    game = client_held_after_ariadna_drops("b2")
    events = game.run(StartTurn(actor=TOHAA, player=TOHAA, lieutenant_opening=B1_OPENING))
    revealed, started = events
    assert isinstance(revealed, SecretRevealed)
    assert isinstance(started, TurnStarted)
    assert started.lieutenant_orders == 1
    assert started.regular_orders == 2
    assert game.state.loss_of_lieutenant == ()


def test_a_client_held_opening_in_the_turn_start_must_hash_to_the_commitment() -> None:
    game = client_held_after_ariadna_drops("b1")
    forged = SecretOpening(
        secret_id=SECRET_ID, secret={"kind": "lieutenant", "trooper": "b3"}, salt=SALT
    )
    start = StartTurn(actor=TOHAA, player=TOHAA, lieutenant_opening=forged)
    rejects(game, start, SecretMismatch, "do not hash")
    assert game.state.private_lieutenant(TOHAA) is not None


# --- After a casualty, the player's word on a client-held Lieutenant ---------------------------
# Lieutenant (N5): "Private Information"; Loss of Lieutenant (N5): the army is in Loss of
# Lieutenant when "the previous Lieutenant is currently in a Null (Unconscious, Dead,
# Sepsitorized...) or Isolated State". A trooper down is no reason to reveal which one leads:
# the player declares whether the Lieutenant is the one that cannot lead, and only a Loss of
# Lieutenant, which names it, reveals it.


def test_after_a_casualty_the_turn_start_asks_for_a_declaration_not_a_reveal() -> None:
    game = client_held_after_ariadna_drops("b2")
    rejects(
        game,
        StartTurn(actor=TOHAA, player=TOHAA),
        LieutenantDeclarationRequired,
        "loss_of_lieutenant",
    )


def test_a_declared_no_loss_keeps_the_lieutenant_private_and_its_order() -> None:
    # b2 is Dead, b1 and b3 stand: two Regular Orders, and the Lieutenant Order of a
    # Lieutenant that leads. Nothing is revealed.
    game = client_held_after_ariadna_drops("b2")
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=False))
    assert isinstance(started, TurnStarted)
    assert (started.regular_orders, started.irregular_orders) == (2, ())
    assert started.lieutenant_orders == 1
    assert started.declared_loss_of_lieutenant is False
    assert game.state.loss_of_lieutenant == ()
    assert game.state.lieutenant_of(TOHAA) is None
    private = game.state.private_lieutenant(TOHAA)
    assert private is not None
    assert not private.revealed


def test_a_declared_loss_of_lieutenant_needs_the_reveal_the_rules_make_open() -> None:
    game = client_held_after_ariadna_drops("b1")
    lost = StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=True)
    rejects(game, lost, SecretRevealRequired, SECRET_ID)
    events = game.run(msgspec.structs.replace(lost, lieutenant_opening=B1_OPENING))
    revealed, loss, started = events
    assert revealed == SecretRevealed(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
    assert loss == LossOfLieutenantDeclared(player=TOHAA, reason="the Lieutenant 'b1' is Dead")
    assert isinstance(started, TurnStarted)
    # Every trooper is Irregular in Loss of Lieutenant: b2 and b3 give Irregular Orders.
    assert (started.regular_orders, set(started.irregular_orders)) == (0, {"b2", "b3"})
    assert started.lieutenant_orders == 0
    assert started.declared_loss_of_lieutenant is True


@pytest.mark.parametrize(("dropped", "declared"), [("b2", True), ("b1", False)])
def test_a_declaration_the_revealed_lieutenant_belies_is_refused(
    dropped: str, declared: bool
) -> None:
    # Revealed in the same command, b1 is Dead exactly when b1 was dropped.
    game = client_held_after_ariadna_drops(dropped)
    start = StartTurn(
        actor=TOHAA, player=TOHAA, loss_of_lieutenant=declared, lieutenant_opening=B1_OPENING
    )
    rejects(game, start, SecretMismatch, "'b1'")


def test_only_a_client_held_lieutenant_not_revealed_is_declared_for() -> None:
    # The service sees a flagged Lieutenant and opens a server-held one itself.
    flagged = deployed()
    rejects(
        flagged,
        StartTurn(actor=ARIADNA, player=ARIADNA, loss_of_lieutenant=False),
        InvalidCommand,
        "loss_of_lieutenant",
    )
    server_held = after_ariadna_drops("b2")
    rejects(
        server_held,
        StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=False),
        InvalidCommand,
        "loss_of_lieutenant",
    )


def test_in_retreat_the_army_is_in_loss_of_lieutenant_with_nothing_declared_or_revealed() -> None:
    # b1 Dead, b3 Unconscious: b2's 20 points of 100 are at most 25% (Retreat!, N5), and an
    # army in Retreat! is in Loss of Lieutenant whoever leads it, so the turn names no one.
    game = client_held_after_ariadna_drops("b1", "b3")
    retreat, loss, started = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(retreat, RetreatDeclared)
    assert loss == LossOfLieutenantDeclared(player=TOHAA, reason="the army is in Retreat!")
    assert isinstance(started, TurnStarted)
    assert started.lieutenant_orders == 0
    assert game.state.private_lieutenant(TOHAA) is not None
