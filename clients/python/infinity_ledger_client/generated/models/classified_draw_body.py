from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ClassifiedDrawBody")



@_attrs_define
class ClassifiedDrawBody:
    """ The mission's Classified deck, each card named once, and how many cards to draw.

        Attributes:
            count (int): How many cards to draw, 1 to 8 and no more than the deck. In a game under the scenario's rules,
                exactly the game's `scenario.classified_objectives`, and one draw per player (409 `classified-already-drawn` for
                a second)
            deck (list[str]): The mission's Classified deck, each card named once (1 to 40 names of 1 to 64 characters). In
                a game under the scenario's rules, at least 10 distinct cards (422 `classified-deck-too-small`)
     """

    count: int
    deck: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        deck = self.deck




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "deck": deck,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        deck = cast(list[str], d.pop("deck"))


        classified_draw_body = cls(
            count=count,
            deck=deck,
        )


        classified_draw_body.additional_properties = d
        return classified_draw_body

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
