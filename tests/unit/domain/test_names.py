"""The rule for names: NFC, no invisible or reordering characters, no duplicates by case; applied
by the decider to games created under it, never to games recorded before it."""

from __future__ import annotations

import unicodedata

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.domain.commands import (
    ORGANISER,
    AddTrooper,
    CreateGame,
    EditTrooper,
    FreeRoll,
    FreeRollSide,
)
from service.domain.dice import seed_commitment, server_roller
from service.domain.errors import InvalidCommand, InvalidName
from service.domain.names import (
    NAME_RULE,
    REFUSED_CATEGORIES,
    checked_name,
    name_key,
    refuse_duplicates,
)
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    GAME_ID,
    PLAYERS,
    SEED,
    TOHAA,
    Game,
    profile,
    rejects,
)

ZERO_WIDTH_SPACE = "\u200b"
RIGHT_TO_LEFT_OVERRIDE = "\u202e"


def _create(players: tuple[str, ...], *, name_rule: int | None = NAME_RULE) -> CreateGame:
    return CreateGame(
        actor=ORGANISER,
        game_id=GAME_ID,
        players=players,
        client_seed=CLIENT_SEED,
        seed_commitment=seed_commitment(SEED),
        name_rule=msgspec.UNSET if name_rule is None else name_rule,
    )


def _game(players: tuple[str, ...] = PLAYERS, *, name_rule: int | None = NAME_RULE) -> Game:
    game = Game(server_roller(SEED, GAME_ID, CLIENT_SEED))
    game.run(_create(players, name_rule=name_rule))
    return game


def _trooper(player: str, trooper_id: str, name: str) -> AddTrooper:
    return AddTrooper(
        actor=player, player=player, trooper_id=trooper_id, name=name, profile=profile()
    )


# ---------- the findings ----------


def test_a_player_and_the_same_name_with_a_zero_width_space_are_refused() -> None:
    with pytest.raises(InvalidName, match=r"U\+200B \(ZERO WIDTH SPACE\)"):
        _game(("a", "a" + ZERO_WIDTH_SPACE))


def test_a_name_with_a_right_to_left_override_is_refused() -> None:
    with pytest.raises(InvalidName, match=r"U\+202E \(RIGHT-TO-LEFT OVERRIDE\)"):
        _game((ARIADNA, RIGHT_TO_LEFT_OVERRIDE + "live"))
    game = _game()
    rejects(
        game, _trooper(ARIADNA, "t1", "li" + RIGHT_TO_LEFT_OVERRIDE + "ve"), InvalidName, "U\\+202E"
    )


def test_players_equal_but_for_case_are_refused() -> None:
    with pytest.raises(InvalidName, match="'Alice' and 'ALICE' are the same name"):
        _game(("Alice", "ALICE"))
    with pytest.raises(InvalidName, match="same name"):
        _game(("Straße", "STRASSE"))  # case folding, not just lower case


def test_troopers_of_one_army_equal_but_for_case_are_refused() -> None:
    game = _game()
    game.run(_trooper(ARIADNA, "t1", "Fusilier"))
    rejects(game, _trooper(ARIADNA, "t2", "FUSILIER"), InvalidName, "same name")
    # Another army may have the name: a check across armies would spell an opponent's hidden
    # trooper's name (the viewer tells the two apart by their players).
    added = game.run(_trooper(TOHAA, "t3", "fusilier "))
    assert added[0].trooper.name == "fusilier "  # type: ignore[attr-defined]
    game.run(_trooper(TOHAA, "t4", "Fusilier 2"))
    # A trooper keeps its own name when edited; it cannot take another's of its army.
    edit = EditTrooper(actor=ARIADNA, trooper_id="t1", name="FUSILIER", profile=profile())
    assert game.run(edit)[0].trooper.name == "FUSILIER"  # type: ignore[attr-defined]
    taken = EditTrooper(actor=TOHAA, trooper_id="t4", name="FUSILIER", profile=profile())
    rejects(game, taken, InvalidName, "same name")


def test_a_game_recorded_under_rule_1_still_refuses_a_name_across_armies() -> None:
    """Decided as it was played: a game that recorded revision 1 of the rule keeps it."""
    game = _game(name_rule=1)
    game.run(_trooper(ARIADNA, "t1", "Fusilier"))
    rejects(game, _trooper(TOHAA, "t3", "fusilier "), InvalidName, "same name")


def test_names_are_kept_in_nfc() -> None:
    decomposed = "Jose\u0301"
    game = _game((decomposed, TOHAA))
    assert game.state.players == ("José", TOHAA)
    game.run(_trooper("José", "t1", "Ame\u0301lie"))
    assert game.state.troopers[0].name == "Amélie"


def test_empty_or_blank_names_are_refused() -> None:
    with pytest.raises(InvalidName, match="empty or only spaces"):
        _game((ARIADNA, "\u3000"))  # an ideographic space only


def test_free_roll_sides_and_labels_meet_the_rule() -> None:
    game = _game()
    sides = (FreeRollSide(name="Fennec", attribute=12), FreeRollSide(name="FENNEC", attribute=11))
    roll = FreeRoll(actor=ORGANISER, kind="face_to_face", sides=sides)
    rejects(game, roll, InvalidName, "same name")
    labelled = FreeRoll(
        actor=ORGANISER,
        kind="normal",
        sides=(FreeRollSide(name="Fennec", attribute=12),),
        label="Discover" + ZERO_WIDTH_SPACE,
    )
    rejects(game, labelled, InvalidName, "U\\+200B")


def test_a_game_recorded_before_the_rule_keeps_its_names() -> None:
    """Deciding its commands again (as verify does) gives what was recorded."""
    game = _game(("Alice", "alice"), name_rule=None)
    game.run(_trooper("Alice", "t1", "Fusilier"))
    game.run(_trooper("alice", "t2", "fusilier"))
    assert [t.name for t in game.state.troopers] == ["Fusilier", "fusilier"]


def test_an_unknown_revision_of_the_rule_is_refused() -> None:
    with pytest.raises(InvalidCommand, match="no name rule revision"):
        _game(name_rule=NAME_RULE + 1)


# ---------- the rule's properties ----------

REFUSED = st.characters(categories=tuple(REFUSED_CATEGORIES))  # type: ignore[arg-type]
ALLOWED = st.text(
    st.characters(exclude_categories=tuple(REFUSED_CATEGORIES)),  # type: ignore[arg-type]
    max_size=20,
)


@given(st.text(max_size=40))
def test_an_accepted_name_is_nfc_visible_and_has_no_refused_character(text: str) -> None:
    try:
        name = checked_name(text, "a name")
    except InvalidName:
        return
    assert unicodedata.is_normalized("NFC", name)
    assert name.strip()
    assert not any(unicodedata.category(c) in REFUSED_CATEGORIES for c in name)
    assert name == unicodedata.normalize("NFC", text)


@given(ALLOWED, REFUSED, st.text(max_size=20))
def test_a_refused_character_anywhere_is_refused_and_named(
    before: str, char: str, after: str
) -> None:
    with pytest.raises(InvalidName, match=f"U\\+{ord(char):04X}"):
        checked_name(before + char + after, "a name")


@given(st.text(min_size=1, max_size=20), st.sampled_from([str.upper, str.lower, str.title]))
def test_names_equal_but_for_case_are_always_duplicates(name: str, change: object) -> None:
    other = change(name)  # type: ignore[operator]
    assert name_key(name) == name_key(other) or name.casefold() != other.casefold()
    if name.casefold() == other.casefold():
        with pytest.raises(InvalidName, match="same name"):
            refuse_duplicates([name, other], "names")


@given(st.lists(st.text(max_size=10), max_size=6))
def test_names_pass_exactly_when_their_keys_differ(names: list[str]) -> None:
    keys = [name_key(n) for n in names]
    if len(set(keys)) == len(keys):
        refuse_duplicates(names, "names")
    else:
        with pytest.raises(InvalidName):
            refuse_duplicates(names, "names")
