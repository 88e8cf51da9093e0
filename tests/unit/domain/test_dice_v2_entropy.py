"""dice-v2: every player's entropy, sent after the server's commitment, mixed into the dice.

The expected faces are written out again below from the dice guide's text with hmac and hashlib
alone, never by calling the module under test.
"""

from __future__ import annotations

import hashlib
import hmac
import uuid

import msgspec
import pytest

from service.domain.commands import (
    ORGANISER,
    ContributeEntropy,
    DrawClassified,
    FreeRoll,
    FreeRollSide,
    WaiveEntropy,
)
from service.domain.dice import DICE_V1, DICE_V2, derive_faces, entropy_mix
from service.domain.entropy import game_roller, missing_entropy
from service.domain.errors import (
    EntropyAlreadyGiven,
    EntropyMissing,
    EntropyNotTaken,
    Forbidden,
    InvalidCommand,
)
from service.domain.events import EntropyContributed, EntropyWaived, GameCreated, RollMade
from tests.builders.game import ARIADNA, GAME_ID, SEED, TOHAA, Game, opening, rejects

ARIADNA_SEED = "a1" * 16
TOHAA_SEED = "0123456789abcdef" * 4


def spec_mix(seeds: list[str]) -> str:
    return hashlib.sha256(":".join(seeds).encode("ascii")).hexdigest()


def spec_faces(seed: bytes, game: uuid.UUID, mix: str, version: int, count: int) -> tuple[int, ...]:
    faces = []
    for index in range(count):
        attempt = 0
        while True:
            message = f"dice-v2:{game}:{mix}:{version}:{index}:{attempt}".encode()
            digest = hmac.new(seed, message, hashlib.sha256).digest()
            value = int.from_bytes(digest[:4], "big")
            if value < 4294967280:
                faces.append(value % 20 + 1)
                break
            attempt += 1
    return tuple(faces)


def v2_game(*, manual_dice: bool = False) -> Game:
    game = Game()

    def roll_as_the_game_now_stands(version: int, count: int) -> tuple[int, ...]:
        # The players' seeds arrive after creation, so the roller reads the state it rolls in.
        return game_roller(SEED, game.state)(version, count)

    game.roller = roll_as_the_game_now_stands
    created = msgspec.structs.replace(opening(manual_dice=manual_dice), dice_algorithm=DICE_V2)
    game.run(created)
    return game


def roll(actor: str = ARIADNA, dice: tuple[int, ...] | None = None) -> FreeRoll:
    side = FreeRollSide(name="wip", attribute=13, burst=2, dice=dice)
    return FreeRoll(actor=actor, kind="normal", sides=(side,))


def test_the_mix_is_the_sha256_of_the_seeds_in_player_order_joined_by_colons() -> None:
    assert entropy_mix((ARIADNA_SEED, "")) == spec_mix([ARIADNA_SEED, ""])
    assert entropy_mix((ARIADNA_SEED, TOHAA_SEED)) == (
        hashlib.sha256(f"{ARIADNA_SEED}:{TOHAA_SEED}".encode()).hexdigest()
    )


def test_dice_v2_faces_follow_the_written_algorithm() -> None:
    mix = spec_mix([ARIADNA_SEED, TOHAA_SEED])
    for version in (1, 7, 300):
        assert derive_faces(SEED, GAME_ID, mix, version, 6, algorithm=DICE_V2) == spec_faces(
            SEED, GAME_ID, mix, version, 6
        )


def test_a_game_created_without_an_algorithm_is_dice_v1_as_recorded_games_were() -> None:
    game = Game()
    [created] = game.run(opening())
    assert isinstance(created, GameCreated)
    assert created.dice_algorithm == DICE_V1
    assert game.state.dice_algorithm == DICE_V1


def test_a_server_die_waits_for_every_players_entropy_and_names_who_is_missing() -> None:
    game = v2_game()
    assert game.state.dice_algorithm == DICE_V2
    with pytest.raises(EntropyMissing, match="ariadna, tohaa") as refused:
        game.run(roll())
    assert refused.value.players == (ARIADNA, TOHAA)
    [given] = game.run(ContributeEntropy(actor=TOHAA, seed=TOHAA_SEED))
    assert given == EntropyContributed(player=TOHAA, seed=TOHAA_SEED)
    assert missing_entropy(game.state) == (ARIADNA,)
    rejects(game, roll(), EntropyMissing, "ariadna")
    game.run(ContributeEntropy(actor=ARIADNA, seed=ARIADNA_SEED))
    [rolled] = game.run(roll())
    assert isinstance(rolled, RollMade)
    # The mix takes the seeds in the game's player order, not in the order they came.
    mix = spec_mix([ARIADNA_SEED, TOHAA_SEED])
    assert rolled.draws == spec_faces(SEED, GAME_ID, mix, game.state.version, 2)


def test_a_player_gives_entropy_once() -> None:
    game = v2_game()
    game.run(ContributeEntropy(actor=ARIADNA, seed=ARIADNA_SEED))
    rejects(game, ContributeEntropy(actor=ARIADNA, seed=TOHAA_SEED), EntropyAlreadyGiven, "already")


def test_only_a_player_gives_entropy_and_only_hex_of_16_to_64_bytes() -> None:
    game = v2_game()
    rejects(game, ContributeEntropy(actor=ORGANISER, seed=ARIADNA_SEED), Forbidden, "player")
    rejects(game, ContributeEntropy(actor=ARIADNA, seed="a1" * 15), InvalidCommand, "hex")
    rejects(game, ContributeEntropy(actor=ARIADNA, seed="A1" * 16), InvalidCommand, "hex")
    rejects(game, ContributeEntropy(actor=ARIADNA, seed="a1" * 65), InvalidCommand, "hex")


def test_a_dice_v1_game_takes_no_entropy() -> None:
    game = Game()
    game.run(opening())
    rejects(game, ContributeEntropy(actor=ARIADNA, seed=ARIADNA_SEED), EntropyNotTaken, "dice-v1")
    rejects(game, WaiveEntropy(actor=ORGANISER), EntropyNotTaken, "dice-v1")


def test_the_organiser_starts_play_with_the_missing_entropy_recorded_empty() -> None:
    game = v2_game()
    game.run(ContributeEntropy(actor=TOHAA, seed=TOHAA_SEED))
    rejects(game, WaiveEntropy(actor=TOHAA), Forbidden, "organiser")
    [waived] = game.run(WaiveEntropy(actor=ORGANISER))
    assert waived == EntropyWaived(players=(ARIADNA,))
    assert missing_entropy(game.state) == ()
    rejects(game, ContributeEntropy(actor=ARIADNA, seed=ARIADNA_SEED), EntropyAlreadyGiven, "empty")
    rejects(game, WaiveEntropy(actor=ORGANISER), EntropyAlreadyGiven, "every player")
    [rolled] = game.run(roll())
    assert isinstance(rolled, RollMade)
    mix = spec_mix(["", TOHAA_SEED])
    assert rolled.draws == spec_faces(SEED, GAME_ID, mix, game.state.version, 2)


def test_entered_dice_need_no_entropy_but_a_server_die_does() -> None:
    game = v2_game(manual_dice=True)
    [rolled] = game.run(roll(dice=(3, 17)))
    assert isinstance(rolled, RollMade)
    assert rolled.draws == ()
    rejects(game, roll(), EntropyMissing, "ariadna, tohaa")


def test_a_classified_draw_waits_for_every_players_seed_as_a_die_does() -> None:
    # The cards come from the game's dice (the secrets guide), so a dice-v2 draw
    # before every seed is in would deal from a mix the other player has not joined yet.
    game = v2_game()
    game.run(ContributeEntropy(actor=ARIADNA, seed=ARIADNA_SEED))
    draw = DrawClassified(
        actor=ARIADNA, deck=("A", "B", "C"), secret_ids=("c1",), commitments=("0" * 64,)
    )
    rejects(game, draw, EntropyMissing, TOHAA)
