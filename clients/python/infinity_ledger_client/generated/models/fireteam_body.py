from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fireteam_body_kind import FireteamBodyKind
from typing import cast






T = TypeVar("T", bound="FireteamBody")



@_attrs_define
class FireteamBody:
    """ A Fireteam to form (Fireteams, N5): its kind, its members, its leader.

        Attributes:
            kind (FireteamBodyKind): Core (three to five members), Haris (three) or Duo (two), N5.
            leader (str): The Fireteam Leader: its Regular Order activates every member.
            members (list[str]): Every member, the leader included, all of one Combat Group.
            player (str): The player whose troopers form it (the caller, with their own token)
     """

    kind: FireteamBodyKind
    leader: str
    members: list[str]
    player: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        leader = self.leader

        members = self.members



        player = self.player


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "leader": leader,
            "members": members,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = FireteamBodyKind(d.pop("kind"))




        leader = d.pop("leader")

        members = cast(list[str], d.pop("members"))


        player = d.pop("player")

        fireteam_body = cls(
            kind=kind,
            leader=leader,
            members=members,
            player=player,
        )


        fireteam_body.additional_properties = d
        return fireteam_body

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
