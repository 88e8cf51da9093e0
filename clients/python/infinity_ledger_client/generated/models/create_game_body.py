from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_game_body_dice import CreateGameBodyDice
from ..models.create_game_body_edition import CreateGameBodyEdition
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_sequence_body import GameSequenceBody
  from ..models.scenario_body import ScenarioBody





T = TypeVar("T", bound="CreateGameBody")



@_attrs_define
class CreateGameBody:
    """ A new game: its players, its edition, how its dice are made, and whether it follows the N5
    Game Sequence and a mission's rules.

        Attributes:
            players (list[str]): The players' names, 2 to 8, each 1 to 40 characters with no space at either end; exactly 2
                with a `sequence`. Held to the rule for names (docs/api.md, "Games and tokens"): no control, format, unassigned,
                private-use or default-ignorable character, something visible, and no two equal (nor equal to `organiser`) once
                case folded, else 422 `invalid-name`. Each gets a token in the answer
            client_seed (str | Unset): dice-v1 only: mixed into every die. dice-v2 records it but mixes in each player's own
                seed instead (POST /v1/games/{id}/entropy). Default: ''.
            dice (CreateGameBodyDice | Unset): How the server's dice are derived. dice-v2 (the default) draws no server die
                before every player has sent their seed; dice-v1, for an app that sends none, mixes in only the creator's
                client_seed (see the dice's threat table in docs/guide/dice-and-audit.md). Default: CreateGameBodyDice.DICE_V2.
            edition (CreateGameBodyEdition | Unset): The rules the game is played under: `N5` or `CodeOne` Default:
                CreateGameBodyEdition.N5.
            manual_dice (bool | Unset): Whether players may enter the faces they rolled at the table (`dice` on a roll,
                `faces` on resolve, conclude and reroll); a roll left out is rolled by the server Default: False.
            manual_dice_confirmation (bool | Unset): Manual-dice games only (422 `invalid-command` otherwise): faces a
                player enters for the other player's troopers wait for that player to confirm or replace them (POST
                .../orders/{order}/confirm, .../rolls/confirm, .../initiative/confirm) Default: False.
            scenario (None | ScenarioBody | Unset): The mission's own rules the game holds the players to; left out, ITS's
                defaults.
            sequence (GameSequenceBody | None | Unset): Given, the game follows the N5 Game Sequence with exactly two
                players (422 `invalid-command` otherwise): Initiative Roll, Deployment Phase, then Game Rounds of two Player
                Turns; left out, players take turns freely
     """

    players: list[str]
    client_seed: str | Unset = ''
    dice: CreateGameBodyDice | Unset = CreateGameBodyDice.DICE_V2
    edition: CreateGameBodyEdition | Unset = CreateGameBodyEdition.N5
    manual_dice: bool | Unset = False
    manual_dice_confirmation: bool | Unset = False
    scenario: None | ScenarioBody | Unset = UNSET
    sequence: GameSequenceBody | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_sequence_body import GameSequenceBody # noqa: PLC0415
        from ..models.scenario_body import ScenarioBody # noqa: PLC0415
        players = self.players



        client_seed = self.client_seed

        dice: str | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice.value


        edition: str | Unset = UNSET
        if not isinstance(self.edition, Unset):
            edition = self.edition.value


        manual_dice = self.manual_dice

        manual_dice_confirmation = self.manual_dice_confirmation

        scenario: dict[str, Any] | None | Unset
        if isinstance(self.scenario, Unset):
            scenario = UNSET
        elif isinstance(self.scenario, ScenarioBody):
            scenario = self.scenario.to_dict()
        else:
            scenario = self.scenario

        sequence: dict[str, Any] | None | Unset
        if isinstance(self.sequence, Unset):
            sequence = UNSET
        elif isinstance(self.sequence, GameSequenceBody):
            sequence = self.sequence.to_dict()
        else:
            sequence = self.sequence


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "players": players,
        })
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if edition is not UNSET:
            field_dict["edition"] = edition
        if manual_dice is not UNSET:
            field_dict["manual_dice"] = manual_dice
        if manual_dice_confirmation is not UNSET:
            field_dict["manual_dice_confirmation"] = manual_dice_confirmation
        if scenario is not UNSET:
            field_dict["scenario"] = scenario
        if sequence is not UNSET:
            field_dict["sequence"] = sequence

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_sequence_body import GameSequenceBody # noqa: PLC0415
        from ..models.scenario_body import ScenarioBody # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        client_seed = d.pop("client_seed", UNSET)

        _dice = d.pop("dice", UNSET)
        dice: CreateGameBodyDice | Unset
        if isinstance(_dice,  Unset):
            dice = UNSET
        else:
            dice = CreateGameBodyDice(_dice)




        _edition = d.pop("edition", UNSET)
        edition: CreateGameBodyEdition | Unset
        if isinstance(_edition,  Unset):
            edition = UNSET
        else:
            edition = CreateGameBodyEdition(_edition)




        manual_dice = d.pop("manual_dice", UNSET)

        manual_dice_confirmation = d.pop("manual_dice_confirmation", UNSET)

        def _parse_scenario(data: object) -> None | ScenarioBody | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scenario_type_0 = ScenarioBody.from_dict(data)



                return scenario_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScenarioBody | Unset, data)

        scenario = _parse_scenario(d.pop("scenario", UNSET))


        def _parse_sequence(data: object) -> GameSequenceBody | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sequence_type_0 = GameSequenceBody.from_dict(data)



                return sequence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameSequenceBody | None | Unset, data)

        sequence = _parse_sequence(d.pop("sequence", UNSET))


        create_game_body = cls(
            players=players,
            client_seed=client_seed,
            dice=dice,
            edition=edition,
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            scenario=scenario,
            sequence=sequence,
        )


        create_game_body.additional_properties = d
        return create_game_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
