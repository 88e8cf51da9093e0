"""Each game resolves its weapon slugs in the catalogue revision it was created with."""

from __future__ import annotations

import uuid

import msgspec
import pytest

from service.domain.commands import ORGANISER, AddTrooper, CreateGame
from service.domain.errors import InvalidCommand, NotInCatalogue
from service.domain.events import GameCreated
from service.domain.game import decide, evolve, initial_state
from service.domain.troopers import TrooperWeapon
from service.projections.models import load_order_state, order_state
from service.rules.catalogue import CATALOGUE_REVISION, FIRST_CATALOGUE_REVISION
from service.rules.values import Edition
from tests.builders.game import ARIADNA, TOHAA, Game, new_game, profile, rejects

COMMITMENT = "0" * 64


def _created(revision: int | msgspec.UnsetType) -> Game:
    game = Game()
    game.run(
        CreateGame(
            actor=ORGANISER,
            game_id=uuid.uuid4(),
            players=(ARIADNA, TOHAA),
            seed_commitment=COMMITMENT,
            catalogue_revision=revision,
        )
    )
    return game


def _grenadier(weapon: str) -> AddTrooper:
    return AddTrooper(
        actor=ARIADNA,
        player=ARIADNA,
        trooper_id="grenadier",
        name="Grenadier",
        profile=profile(),
        weapons=(TrooperWeapon(slug=weapon),),
    )


def test_a_game_without_a_revision_plays_revision_1() -> None:
    game = _created(msgspec.UNSET)
    (created,) = (e for e in game.history if isinstance(e, GameCreated))
    assert "catalogue_revision" not in msgspec.to_builtins(created)
    assert game.state.catalogue_revision == FIRST_CATALOGUE_REVISION
    game.run(_grenadier("light_grenade_launcher"))
    grenadier = game.state.trooper("grenadier")
    assert grenadier is not None
    launcher = grenadier.weapons[0].profile(game.state.catalogue_revision)
    assert launcher.name == "Light Grenade Launcher"
    assert TrooperWeapon(slug="mk12").profile(game.state.catalogue_revision).ps == 6


def test_a_current_game_refuses_removed_slugs_and_has_mk12_at_ps_5() -> None:
    game = new_game(manual_dice=True)
    assert game.state.catalogue_revision == CATALOGUE_REVISION
    rejects(game, _grenadier("light_grenade_launcher"), NotInCatalogue, "light_grenade_launcher")
    game.run(_grenadier("mk12"))
    grenadier = game.state.trooper("grenadier")
    assert grenadier is not None
    assert grenadier.weapons[0].profile(game.state.catalogue_revision).ps == 5


def test_an_unknown_revision_is_refused() -> None:
    command = CreateGame(
        actor=ORGANISER,
        game_id=uuid.uuid4(),
        players=(ARIADNA, TOHAA),
        seed_commitment=COMMITMENT,
        catalogue_revision=99,
    )
    with pytest.raises(InvalidCommand, match="no weapon catalogue revision 99"):
        decide(initial_state(), command, None)
    event = GameCreated(
        game_id=uuid.uuid4(),
        edition=Edition.N5,
        players=(ARIADNA, TOHAA),
        client_seed="",
        manual_dice=False,
        seed_commitment=COMMITMENT,
        dice_algorithm="dice-v1",
        catalogue_revision=99,
    )
    with pytest.raises(ValueError, match="no weapon catalogue revision 99"):
        evolve(initial_state(), event)


def test_the_order_state_snapshot_keeps_the_revision() -> None:
    for revision in (FIRST_CATALOGUE_REVISION, CATALOGUE_REVISION):
        state = _created(revision).state
        stored = msgspec.json.encode(order_state(state))
        assert load_order_state(stored).to_state().catalogue_revision == revision
    # A row stored before revisions existed is a game created before them: revision 1.
    current = msgspec.to_builtins(order_state(new_game(manual_dice=True).state))
    del current["catalogue_revision"]
    old_row = msgspec.json.encode(current)
    assert load_order_state(old_row).to_state().catalogue_revision == FIRST_CATALOGUE_REVISION
