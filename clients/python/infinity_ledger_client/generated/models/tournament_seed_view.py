from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TournamentSeedView")



@_attrs_define
class TournamentSeedView:
    """ The tournament's seed, once it has ended: every pairing can then be derived from it
    (docs/guide/organiser.md, "How a round is paired").

        Attributes:
            pairing_rule (int): The revision of the pairing rules it was paired by
            seed (str): The seed, 64 hex digits (32 bytes)
            seed_commitment (str): Its SHA-256 (hex), as published at creation: check the seed against it
     """

    pairing_rule: int
    seed: str
    seed_commitment: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        pairing_rule = self.pairing_rule

        seed = self.seed

        seed_commitment = self.seed_commitment


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pairing_rule": pairing_rule,
            "seed": seed,
            "seed_commitment": seed_commitment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pairing_rule = d.pop("pairing_rule")

        seed = d.pop("seed")

        seed_commitment = d.pop("seed_commitment")

        tournament_seed_view = cls(
            pairing_rule=pairing_rule,
            seed=seed,
            seed_commitment=seed_commitment,
        )


        tournament_seed_view.additional_properties = d
        return tournament_seed_view

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
