from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.odds_body_edition import OddsBodyEdition
from ..models.odds_body_kind import OddsBodyKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.odds_side_body import OddsSideBody





T = TypeVar("T", bound="OddsBody")



@_attrs_define
class OddsBody:
    """ A roll to work the exact odds of, statelessly: a Normal Roll (one side) or a Face to Face
    Roll (two), or a template attack (an attacker and the troopers its template affects).

        Attributes:
            kind (OddsBodyKind): `normal` (one side) or `face_to_face` (two). Ignored for a template attack, whose rolls
                follow from each trooper's reaction
            sides (list[OddsSideBody]): The sides: one for a Normal Roll, two for a Face to Face Roll; for a template attack
                the attacker first, then each affected trooper
            edition (OddsBodyEdition | Unset): The rules the odds follow: `N5` or `CodeOne` Default: OddsBodyEdition.N5.
     """

    kind: OddsBodyKind
    sides: list[OddsSideBody]
    edition: OddsBodyEdition | Unset = OddsBodyEdition.N5
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.odds_side_body import OddsSideBody # noqa: PLC0415
        kind = self.kind.value

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)



        edition: str | Unset = UNSET
        if not isinstance(self.edition, Unset):
            edition = self.edition.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "sides": sides,
        })
        if edition is not UNSET:
            field_dict["edition"] = edition

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.odds_side_body import OddsSideBody # noqa: PLC0415
        d = dict(src_dict)
        kind = OddsBodyKind(d.pop("kind"))




        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = OddsSideBody.from_dict(sides_item_data)



            sides.append(sides_item)


        _edition = d.pop("edition", UNSET)
        edition: OddsBodyEdition | Unset
        if isinstance(_edition,  Unset):
            edition = UNSET
        else:
            edition = OddsBodyEdition(_edition)




        odds_body = cls(
            kind=kind,
            sides=sides,
            edition=edition,
        )


        odds_body.additional_properties = d
        return odds_body

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
