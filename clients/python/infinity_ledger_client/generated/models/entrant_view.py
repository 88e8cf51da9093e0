from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EntrantView")



@_attrs_define
class EntrantView:
    """ A registered player, as the tournament holds them.

        Attributes:
            army_list (None | str): Their army list's code: to its player and the organiser until the tournament ends, then
                to everyone; null to the other players before, and when none was given
            drop_reason (str): Why they dropped, as given; empty when no reason was, or while they play on
            dropped_from (int | None): The first round they are no longer paired in; null while they play on
            faction (str): Their faction
            joined_round (int): The first round they are paired in: 1, or a later one for a late join
            name (str): Their name (NFC), as their tables' games name them
            seed (int | None): Their place under declared seeding (1 the first); null for none
     """

    army_list: None | str
    drop_reason: str
    dropped_from: int | None
    faction: str
    joined_round: int
    name: str
    seed: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        army_list: None | str
        army_list = self.army_list

        drop_reason = self.drop_reason

        dropped_from: int | None
        dropped_from = self.dropped_from

        faction = self.faction

        joined_round = self.joined_round

        name = self.name

        seed: int | None
        seed = self.seed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "army_list": army_list,
            "drop_reason": drop_reason,
            "dropped_from": dropped_from,
            "faction": faction,
            "joined_round": joined_round,
            "name": name,
            "seed": seed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_army_list(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        army_list = _parse_army_list(d.pop("army_list"))


        drop_reason = d.pop("drop_reason")

        def _parse_dropped_from(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dropped_from = _parse_dropped_from(d.pop("dropped_from"))


        faction = d.pop("faction")

        joined_round = d.pop("joined_round")

        name = d.pop("name")

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))


        entrant_view = cls(
            army_list=army_list,
            drop_reason=drop_reason,
            dropped_from=dropped_from,
            faction=faction,
            joined_round=joined_round,
            name=name,
            seed=seed,
        )


        entrant_view.additional_properties = d
        return entrant_view

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
