from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pending_choice_kind import PendingChoiceKind






T = TypeVar("T", bound="PendingChoice")



@_attrs_define
class PendingChoice:
    """ A +1 SD discard or a ReRoll a player still has to choose.

        Attributes:
            index (int): Which roll of the order (0, 1, ...)
            kind (PendingChoiceKind): `discard` (a +1 SD discard) or `reroll` (a ReRoll)
            player (str): The player who chooses (POST .../orders/{order}/discard or /reroll)
            side (str): The side whose die is to be chosen
     """

    index: int
    kind: PendingChoiceKind
    player: str
    side: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        kind = self.kind.value

        player = self.player

        side = self.side


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "kind": kind,
            "player": player,
            "side": side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        kind = PendingChoiceKind(d.pop("kind"))




        player = d.pop("player")

        side = d.pop("side")

        pending_choice = cls(
            index=index,
            kind=kind,
            player=player,
            side=side,
        )


        pending_choice.additional_properties = d
        return pending_choice

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
