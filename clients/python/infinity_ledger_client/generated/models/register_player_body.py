from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RegisterPlayerBody")



@_attrs_define
class RegisterPlayerBody:
    """ A player the organiser registers: their name, faction and army list and, under declared
    seeding, their place. Once a round is paired, a late join, paired from the next round.

        Attributes:
            faction (str): The army's faction, e.g. `PanOceania`: 1 to 120 characters, held to the rule for names
            player (str): The player's name, as every table's game will name them: 1 to 40 characters with no space at
                either end, held to the rule for names (docs/api.md, "Games and tokens") and different, once case folded, from
                every other player's and from `organiser` and `service`, else 422 `invalid-name`
            army_list (None | str | Unset): The army list's code, kept as text (no control, format or invisible character:
                422 `invalid-name`): the organiser and this player read it, the other players only once the tournament has ended
            seed (int | None | Unset): Under `declared` seeding only (422 `invalid-command` otherwise): the player's place
                in round 1's order, 1 the first; each place is one player's (422 `invalid-command` for a place taken)
     """

    faction: str
    player: str
    army_list: None | str | Unset = UNSET
    seed: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        faction = self.faction

        player = self.player

        army_list: None | str | Unset
        if isinstance(self.army_list, Unset):
            army_list = UNSET
        else:
            army_list = self.army_list

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "faction": faction,
            "player": player,
        })
        if army_list is not UNSET:
            field_dict["army_list"] = army_list
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faction = d.pop("faction")

        player = d.pop("player")

        def _parse_army_list(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        army_list = _parse_army_list(d.pop("army_list", UNSET))


        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        register_player_body = cls(
            faction=faction,
            player=player,
            army_list=army_list,
            seed=seed,
        )


        register_player_body.additional_properties = d
        return register_player_body

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
