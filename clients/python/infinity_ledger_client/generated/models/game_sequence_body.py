from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="GameSequenceBody")



@_attrs_define
class GameSequenceBody:
    """ The N5 Game Sequence the game follows (two players): the Initiative Roll, the Deployment
    Phase, then Game Rounds of two Player Turns each.

        Attributes:
            rounds (int | Unset): Game Rounds to play, 1 to 10 (3 in ITS); the game ends by itself when the last Player Turn
                of the last round ends Default: 3.
     """

    rounds: int | Unset = 3
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rounds = self.rounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if rounds is not UNSET:
            field_dict["rounds"] = rounds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rounds = d.pop("rounds", UNSET)

        game_sequence_body = cls(
            rounds=rounds,
        )


        game_sequence_body.additional_properties = d
        return game_sequence_body

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
