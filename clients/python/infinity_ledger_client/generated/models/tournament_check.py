from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_check_status import TournamentCheckStatus






T = TypeVar("T", bound="TournamentCheck")



@_attrs_define
class TournamentCheck:
    """ One check of a tournament's verification: what it found and how many items it
    verified.

        Attributes:
            count (int): How many items it verified good
            detail (str): What it found, in words (`12 links`, `9 commands re-decided, 3 pairings derived`); empty when
                there is nothing more to say, and on the failed check (`problem` says)
            name (str): The check: `format`, `chain`, `seed`, `signature`, `replay` (every command decided again, every
                pairing derived from the seed), `games` (every table's game exported and created as the tournament says),
                `results` (every counted result its game's final score) or `standings`
            status (TournamentCheckStatus): `passed`, `failed` or `not checked` (after a failure; or what a stored log
                cannot show: its signature, the games, verified each on its own, and the seed until the tournament ends)
            title (str): The check in words, as the command line prints it
     """

    count: int
    detail: str
    name: str
    status: TournamentCheckStatus
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        detail = self.detail

        name = self.name

        status = self.status.value

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "detail": detail,
            "name": name,
            "status": status,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        detail = d.pop("detail")

        name = d.pop("name")

        status = TournamentCheckStatus(d.pop("status"))




        title = d.pop("title")

        tournament_check = cls(
            count=count,
            detail=detail,
            name=name,
            status=status,
            title=title,
        )


        tournament_check.additional_properties = d
        return tournament_check

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
