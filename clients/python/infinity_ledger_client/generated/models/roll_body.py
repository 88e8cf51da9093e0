from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.roll_body_kind import RollBodyKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.roll_side_body import RollSideBody





T = TypeVar("T", bound="RollBody")



@_attrs_define
class RollBody:
    """ A free-standing roll (Normal or Face to Face) for anything the order flow does not model: a
    Discover outside an order, a table roll, ...

        Attributes:
            kind (RollBodyKind): `normal` (one side) or `face_to_face` (two)
            sides (list[RollSideBody]): One side for a Normal Roll, two for a Face to Face Roll
            label (str | Unset): What the roll is for, kept with it (e.g. "Dodge the AP mine") Default: ''.
     """

    kind: RollBodyKind
    sides: list[RollSideBody]
    label: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.roll_side_body import RollSideBody # noqa: PLC0415
        kind = self.kind.value

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)



        label = self.label


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "sides": sides,
        })
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.roll_side_body import RollSideBody # noqa: PLC0415
        d = dict(src_dict)
        kind = RollBodyKind(d.pop("kind"))




        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = RollSideBody.from_dict(sides_item_data)



            sides.append(sides_item)


        label = d.pop("label", UNSET)

        roll_body = cls(
            kind=kind,
            sides=sides,
            label=label,
        )


        roll_body.additional_properties = d
        return roll_body

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
