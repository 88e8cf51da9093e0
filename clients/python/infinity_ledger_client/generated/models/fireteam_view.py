from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fireteam_view_kind import FireteamViewKind
from typing import cast






T = TypeVar("T", bound="FireteamView")



@_attrs_define
class FireteamView:
    """ A Fireteam on the table, and the bonuses its Fireteam Level gives its leader.

        Attributes:
            bonuses (list[str]): What the level gives, from Level 1 up.
            fireteam (int): Its number in the game
            kind (FireteamViewKind): `core`, `haris` or `duo`
            leader (str): The Fireteam Leader: its Regular Order activates every member
            level (int): The Fireteam Level: its members, all counted as of one Unit (Fireteam Bonuses, N5).
            members (list[str]): Every member, the leader included
            player (str): Whose it is
     """

    bonuses: list[str]
    fireteam: int
    kind: FireteamViewKind
    leader: str
    level: int
    members: list[str]
    player: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bonuses = self.bonuses



        fireteam = self.fireteam

        kind = self.kind.value

        leader = self.leader

        level = self.level

        members = self.members



        player = self.player


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bonuses": bonuses,
            "fireteam": fireteam,
            "kind": kind,
            "leader": leader,
            "level": level,
            "members": members,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonuses = cast(list[str], d.pop("bonuses"))


        fireteam = d.pop("fireteam")

        kind = FireteamViewKind(d.pop("kind"))




        leader = d.pop("leader")

        level = d.pop("level")

        members = cast(list[str], d.pop("members"))


        player = d.pop("player")

        fireteam_view = cls(
            bonuses=bonuses,
            fireteam=fireteam,
            kind=kind,
            leader=leader,
            level=level,
            members=members,
            player=player,
        )


        fireteam_view.additional_properties = d
        return fireteam_view

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
