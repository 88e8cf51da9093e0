from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ruled_score_body import RuledScoreBody





T = TypeVar("T", bound="RulingBody")



@_attrs_define
class RulingBody:
    """ The organiser's ruling of a table's result, where its game gives none (a game never
    played, a dispute settled outside it), with why.

        Attributes:
            reason (str): Why the organiser rules so, as a `ReasonBody`'s `reason`: kept in `result_ruled`; the table's
                game, if still running, is ended with it
            round_ (int): The round, one that stands (404 `not-found` for one not paired, or voided)
            scores (list[RuledScoreBody]): Both players' scores, one each (422 `invalid-command` unless they name the
                table's two players)
            table (int): The table in that round (404 `not-found` for no such table)
     """

    reason: str
    round_: int
    scores: list[RuledScoreBody]
    table: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ruled_score_body import RuledScoreBody # noqa: PLC0415
        reason = self.reason

        round_ = self.round_

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)



        table = self.table


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "round": round_,
            "scores": scores,
            "table": table,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruled_score_body import RuledScoreBody # noqa: PLC0415
        d = dict(src_dict)
        reason = d.pop("reason")

        round_ = d.pop("round")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = RuledScoreBody.from_dict(scores_item_data)



            scores.append(scores_item)


        table = d.pop("table")

        ruling_body = cls(
            reason=reason,
            round_=round_,
            scores=scores,
            table=table,
        )


        ruling_body.additional_properties = d
        return ruling_body

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
