from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CreatedTournamentView")



@_attrs_define
class CreatedTournamentView:
    """ The tournament made: its id, its seed's commitment and its organiser token, shown this
    once.

        Attributes:
            id (str): The tournament's id (a UUID): its routes are under /v1/tournaments/{id}
            name (str): The tournament's name, as recorded (NFC)
            organiser_token (str): The organiser's token, shown this once (the service keeps its SHA-256); it also runs
                every table's game. The caller's own when it sent one as bearer
            rounds (int): Rounds to play
            seed_commitment (str): SHA-256 (hex) of the tournament's seed: round 1's draw and every tie the ranking cannot
                break follow from it; the seed is revealed when the tournament ends (GET .../seed)
            version (int): The tournament's version after `tournament_created`: 1
            viewer (str): The page of it in the viewer (add `#token=<a token of it>`): `/viewer/tournaments/{id}`
     """

    id: str
    name: str
    organiser_token: str
    rounds: int
    seed_commitment: str
    version: int
    viewer: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        organiser_token = self.organiser_token

        rounds = self.rounds

        seed_commitment = self.seed_commitment

        version = self.version

        viewer = self.viewer


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "organiser_token": organiser_token,
            "rounds": rounds,
            "seed_commitment": seed_commitment,
            "version": version,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        organiser_token = d.pop("organiser_token")

        rounds = d.pop("rounds")

        seed_commitment = d.pop("seed_commitment")

        version = d.pop("version")

        viewer = d.pop("viewer")

        created_tournament_view = cls(
            id=id,
            name=name,
            organiser_token=organiser_token,
            rounds=rounds,
            seed_commitment=seed_commitment,
            version=version,
            viewer=viewer,
        )


        created_tournament_view.additional_properties = d
        return created_tournament_view

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
