from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.outcome_view import OutcomeView
  from ..models.side_odds_view import SideOddsView





T = TypeVar("T", bound="OddsView")



@_attrs_define
class OddsView:
    """ The exact odds of a Normal or Face to Face Roll, side by side, and every outcome.

        Attributes:
            edition (str): The rules the odds follow
            kind (str): `normal` or `face_to_face`, as asked
            neither (float): Probability that no side keeps a success (in a Face to Face Roll, both fail or cancel out)
            outcomes (list[OutcomeView]): Every outcome with a probability above 0
            sides (list[SideOddsView]): Each side's odds, in the order asked
     """

    edition: str
    kind: str
    neither: float
    outcomes: list[OutcomeView]
    sides: list[SideOddsView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome_view import OutcomeView # noqa: PLC0415
        from ..models.side_odds_view import SideOddsView # noqa: PLC0415
        edition = self.edition

        kind = self.kind

        neither = self.neither

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)



        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "edition": edition,
            "kind": kind,
            "neither": neither,
            "outcomes": outcomes,
            "sides": sides,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome_view import OutcomeView # noqa: PLC0415
        from ..models.side_odds_view import SideOddsView # noqa: PLC0415
        d = dict(src_dict)
        edition = d.pop("edition")

        kind = d.pop("kind")

        neither = d.pop("neither")

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in (_outcomes):
            outcomes_item = OutcomeView.from_dict(outcomes_item_data)



            outcomes.append(outcomes_item)


        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = SideOddsView.from_dict(sides_item_data)



            sides.append(sides_item)


        odds_view = cls(
            edition=edition,
            kind=kind,
            neither=neither,
            outcomes=outcomes,
            sides=sides,
        )


        odds_view.additional_properties = d
        return odds_view

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
