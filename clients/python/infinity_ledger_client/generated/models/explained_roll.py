from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.explained_roll_kind import ExplainedRollKind
from typing import cast

if TYPE_CHECKING:
  from ..models.explained_side import ExplainedSide





T = TypeVar("T", bound="ExplainedRoll")



@_attrs_define
class ExplainedRoll:
    """ A replayed roll, die by die.

        Attributes:
            all_criticals (bool): Both sides rolled Criticals, so every success was cancelled.
            index (int): Which roll of the order (0, 1, ...)
            kind (ExplainedRollKind): `normal` or `face_to_face`
            sides (list[ExplainedSide]): The active side first in a Face to Face Roll.
            winner (None | str): The winning side's name; null when none
     """

    all_criticals: bool
    index: int
    kind: ExplainedRollKind
    sides: list[ExplainedSide]
    winner: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.explained_side import ExplainedSide # noqa: PLC0415
        all_criticals = self.all_criticals

        index = self.index

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
            "all_criticals": all_criticals,
            "index": index,
            "kind": kind,
            "sides": sides,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explained_side import ExplainedSide # noqa: PLC0415
        d = dict(src_dict)
        all_criticals = d.pop("all_criticals")

        index = d.pop("index")

        kind = ExplainedRollKind(d.pop("kind"))




        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = ExplainedSide.from_dict(sides_item_data)



            sides.append(sides_item)


        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        explained_roll = cls(
            all_criticals=all_criticals,
            index=index,
            kind=kind,
            sides=sides,
            winner=winner,
        )


        explained_roll.additional_properties = d
        return explained_roll

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
