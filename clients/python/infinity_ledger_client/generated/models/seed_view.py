from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeedView")



@_attrs_define
class SeedView:
    """ A game's dice seed, revealed once the game has ended, with what it is checked against.

        Attributes:
            algorithm (str): `dice-v1` or `dice-v2`: how every server die follows from the seed (docs/guide/dice-and-
                audit.md, "Dice")
            client_seed (str): The creator's `client_seed`, as recorded
            seed (str): The 32-byte dice seed, lowercase hex.
            seed_commitment (None | str): The SHA-256 the game committed to at creation: the SHA-256 of `seed` (hex) must
                equal it
     """

    algorithm: str
    client_seed: str
    seed: str
    seed_commitment: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        client_seed = self.client_seed

        seed = self.seed

        seed_commitment: None | str
        seed_commitment = self.seed_commitment


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "algorithm": algorithm,
            "client_seed": client_seed,
            "seed": seed,
            "seed_commitment": seed_commitment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        client_seed = d.pop("client_seed")

        seed = d.pop("seed")

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        seed_view = cls(
            algorithm=algorithm,
            client_seed=client_seed,
            seed=seed,
            seed_commitment=seed_commitment,
        )


        seed_view.additional_properties = d
        return seed_view

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
