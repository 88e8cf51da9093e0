from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecordResultBody")



@_attrs_define
class RecordResultBody:
    """ A player's result once the game has ended: their Objective Points and what earned them.

        Attributes:
            objective_points (int): The Objective Points the player scored, 0 or more; at most the game's
                `scenario.objective_points_cap` (10 in ITS), else 422 `objective-points-above-cap`
            player (str): The player whose result this is: a player records their own; the organiser records only to decide
                a disputed result.
            reasons (list[str] | Unset): What earned the Objective Points (the scenario's objectives, Classified
                Objectives): `classified:<secret_id>` claims a Classified Objective's points, which count once that secret is
                revealed (409 `secret-reveal-required` until then)
     """

    objective_points: int
    player: str
    reasons: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_points = self.objective_points

        player = self.player

        reasons: list[str] | Unset = UNSET
        if not isinstance(self.reasons, Unset):
            reasons = self.reasons




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_points": objective_points,
            "player": player,
        })
        if reasons is not UNSET:
            field_dict["reasons"] = reasons

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_points = d.pop("objective_points")

        player = d.pop("player")

        reasons = cast(list[str], d.pop("reasons", UNSET))


        record_result_body = cls(
            objective_points=objective_points,
            player=player,
            reasons=reasons,
        )


        record_result_body.additional_properties = d
        return record_result_body

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
