from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.outcome_view_criticals import OutcomeViewCriticals
  from ..models.outcome_view_hits import OutcomeViewHits





T = TypeVar("T", bound="OutcomeView")



@_attrs_define
class OutcomeView:
    """ One way the roll can end: each side's kept successes and Criticals, and its probability.

        Attributes:
            criticals (OutcomeViewCriticals): Criticals each side keeps, by side name
            hits (OutcomeViewHits): Successes each side keeps (Criticals included), by side name
            probability (float): Probability of this outcome
     """

    criticals: OutcomeViewCriticals
    hits: OutcomeViewHits
    probability: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome_view_criticals import OutcomeViewCriticals # noqa: PLC0415
        from ..models.outcome_view_hits import OutcomeViewHits # noqa: PLC0415
        criticals = self.criticals.to_dict()

        hits = self.hits.to_dict()

        probability = self.probability


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "criticals": criticals,
            "hits": hits,
            "probability": probability,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome_view_criticals import OutcomeViewCriticals # noqa: PLC0415
        from ..models.outcome_view_hits import OutcomeViewHits # noqa: PLC0415
        d = dict(src_dict)
        criticals = OutcomeViewCriticals.from_dict(d.pop("criticals"))




        hits = OutcomeViewHits.from_dict(d.pop("hits"))




        probability = d.pop("probability")

        outcome_view = cls(
            criticals=criticals,
            hits=hits,
            probability=probability,
        )


        outcome_view.additional_properties = d
        return outcome_view

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
