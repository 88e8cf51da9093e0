from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="NoAroDeclared")



@_attrs_define
class NoAroDeclared:
    """ A Reactive Player declares no further ARO at a step of the order: their troopers that
    have not reacted forfeit their ARO at that step (Order Expenditure Sequence, N5).

        Attributes:
            after_second_skill (bool): Declared at step 4, after the second skill; false: at step 2, after the first (Order
                Expenditure Sequence, N5).
            order (int): The order's number.
            player (str): The Reactive Player who declares no further ARO.
            type_ (Literal['no_aro_declared']): Always `no_aro_declared`: it tells this kind of `type` from the others
     """

    after_second_skill: bool
    order: int
    player: str
    type_: Literal['no_aro_declared']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        after_second_skill = self.after_second_skill

        order = self.order

        player = self.player

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "after_second_skill": after_second_skill,
            "order": order,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        after_second_skill = d.pop("after_second_skill")

        order = d.pop("order")

        player = d.pop("player")

        type_ = cast(Literal['no_aro_declared'] , d.pop("type"))
        if type_ != 'no_aro_declared':
            raise ValueError(f"type must match const 'no_aro_declared', got '{type_}'")

        no_aro_declared = cls(
            after_second_skill=after_second_skill,
            order=order,
            player=player,
            type_=type_,
        )


        no_aro_declared.additional_properties = d
        return no_aro_declared

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
