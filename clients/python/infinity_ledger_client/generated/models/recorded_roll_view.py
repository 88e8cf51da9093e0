from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.recorded_roll_view_kind import RecordedRollViewKind
from typing import cast

if TYPE_CHECKING:
  from ..models.recorded_side_view import RecordedSideView





T = TypeVar("T", bound="RecordedRollView")



@_attrs_define
class RecordedRollView:
    """ A recorded roll: its kind, its sides and who won.

        Attributes:
            kind (RecordedRollViewKind): `normal` or `face_to_face`
            sides (list[RecordedSideView]): Each side
            winner (None | str): The winning side's name; null when no side keeps a success (or a Normal Roll)
     """

    kind: RecordedRollViewKind
    sides: list[RecordedSideView]
    winner: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.recorded_side_view import RecordedSideView # noqa: PLC0415
        kind = self.kind.value

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)



        winner: None | str
        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "sides": sides,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recorded_side_view import RecordedSideView # noqa: PLC0415
        d = dict(src_dict)
        kind = RecordedRollViewKind(d.pop("kind"))




        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = RecordedSideView.from_dict(sides_item_data)



            sides.append(sides_item)


        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        recorded_roll_view = cls(
            kind=kind,
            sides=sides,
            winner=winner,
        )


        recorded_roll_view.additional_properties = d
        return recorded_roll_view

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
