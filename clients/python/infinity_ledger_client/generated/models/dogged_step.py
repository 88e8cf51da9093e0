from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DoggedStep")



@_attrs_define
class DoggedStep:
    """ The trooper entered Unconscious State and its player activated Dogged: Normal until
    its next Wound or the end of the Player Turn.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            kind (Literal['dogged']): Always `dogged`: it tells this kind of `kind` from the others
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            wounds (int): Wounds (or Structure points) after it
     """

    actor: None | str
    kind: Literal['dogged']
    trooper: str
    version: int
    wounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        kind = self.kind

        trooper = self.trooper

        version = self.version

        wounds = self.wounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "kind": kind,
            "trooper": trooper,
            "version": version,
            "wounds": wounds,
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


        kind = cast(Literal['dogged'] , d.pop("kind"))
        if kind != 'dogged':
            raise ValueError(f"kind must match const 'dogged', got '{kind}'")

        trooper = d.pop("trooper")

        version = d.pop("version")

        wounds = d.pop("wounds")

        dogged_step = cls(
            actor=actor,
            kind=kind,
            trooper=trooper,
            version=version,
            wounds=wounds,
        )


        dogged_step.additional_properties = d
        return dogged_step

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
