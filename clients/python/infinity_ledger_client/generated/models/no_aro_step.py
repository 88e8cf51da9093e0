from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="NoAroStep")



@_attrs_define
class NoAroStep:
    """ A Reactive Player declared no further ARO at a step of the order.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            after_second_skill (bool): At step 4, after the second skill; false: after the first.
            kind (Literal['no_aro']): Always `no_aro`: it tells this kind of `kind` from the others
            player (str): The Reactive Player who declared no further ARO.
            version (int): The version of the event this step explains
     """

    actor: None | str
    after_second_skill: bool
    kind: Literal['no_aro']
    player: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        after_second_skill = self.after_second_skill

        kind = self.kind

        player = self.player

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "after_second_skill": after_second_skill,
            "kind": kind,
            "player": player,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        after_second_skill = d.pop("after_second_skill")

        kind = cast(Literal['no_aro'] , d.pop("kind"))
        if kind != 'no_aro':
            raise ValueError(f"kind must match const 'no_aro', got '{kind}'")

        player = d.pop("player")

        version = d.pop("version")

        no_aro_step = cls(
            actor=actor,
            after_second_skill=after_second_skill,
            kind=kind,
            player=player,
            version=version,
        )


        no_aro_step.additional_properties = d
        return no_aro_step

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
