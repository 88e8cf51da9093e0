from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StateOddsView")



@_attrs_define
class StateOddsView:
    """ The chance that a Non-Lethal attack (a program, an Adhesive weapon...) puts its target in a
    State.

        Attributes:
            exact (str): The same probability as an exact fraction ("p/q").
            name (str): The State as the rules name it (Immobilized-B, ...).
            probability (float): Probability that the target enters the State: at least one of its saves fails.
            save_value (int): The Success Value of each of the target's saves (a Firewall's +3 included).
            state (str): `immobilized_b`, `targeted`, `isolated` or `possessed`.
     """

    exact: str
    name: str
    probability: float
    save_value: int
    state: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        exact = self.exact

        name = self.name

        probability = self.probability

        save_value = self.save_value

        state = self.state


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "exact": exact,
            "name": name,
            "probability": probability,
            "save_value": save_value,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        exact = d.pop("exact")

        name = d.pop("name")

        probability = d.pop("probability")

        save_value = d.pop("save_value")

        state = d.pop("state")

        state_odds_view = cls(
            exact=exact,
            name=name,
            probability=probability,
            save_value=save_value,
            state=state,
        )


        state_odds_view.additional_properties = d
        return state_odds_view

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
