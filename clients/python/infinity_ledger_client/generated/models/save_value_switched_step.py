from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="SaveValueSwitchedStep")



@_attrs_define
class SaveValueSwitchedStep:
    """ Bioimmunity: the saves against `attack` use the value of `value_of`.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            attack (str): The attack side the saves are against
            kind (Literal['save_value_switched']): Always `save_value_switched`: it tells this kind of `kind` from the
                others
            save_attribute (str): The attribute the saves are against
            trooper (str): The trooper's id
            value (int): That value
            value_of (str): The attribute whose value they use: `ARM` or `BTS`
            version (int): The version of the event this step explains
     """

    actor: None | str
    attack: str
    kind: Literal['save_value_switched']
    save_attribute: str
    trooper: str
    value: int
    value_of: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        attack = self.attack

        kind = self.kind

        save_attribute = self.save_attribute

        trooper = self.trooper

        value = self.value

        value_of = self.value_of

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "attack": attack,
            "kind": kind,
            "save_attribute": save_attribute,
            "trooper": trooper,
            "value": value,
            "value_of": value_of,
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


        attack = d.pop("attack")

        kind = cast(Literal['save_value_switched'] , d.pop("kind"))
        if kind != 'save_value_switched':
            raise ValueError(f"kind must match const 'save_value_switched', got '{kind}'")

        save_attribute = d.pop("save_attribute")

        trooper = d.pop("trooper")

        value = d.pop("value")

        value_of = d.pop("value_of")

        version = d.pop("version")

        save_value_switched_step = cls(
            actor=actor,
            attack=attack,
            kind=kind,
            save_attribute=save_attribute,
            trooper=trooper,
            value=value,
            value_of=value_of,
            version=version,
        )


        save_value_switched_step.additional_properties = d
        return save_value_switched_step

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
