from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.withdrawn_step_declaration import WithdrawnStepDeclaration
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="WithdrawnStep")



@_attrs_define
class WithdrawnStep:
    """ A declaration taken back before resolution.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            declaration (WithdrawnStepDeclaration): An activation withdrawn gives its order back and ends the order.
            kind (Literal['withdrawn']): Always `withdrawn`: it tells this kind of `kind` from the others
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
     """

    actor: None | str
    declaration: WithdrawnStepDeclaration
    kind: Literal['withdrawn']
    trooper: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        declaration = self.declaration.value

        kind = self.kind

        trooper = self.trooper

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "declaration": declaration,
            "kind": kind,
            "trooper": trooper,
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


        declaration = WithdrawnStepDeclaration(d.pop("declaration"))




        kind = cast(Literal['withdrawn'] , d.pop("kind"))
        if kind != 'withdrawn':
            raise ValueError(f"kind must match const 'withdrawn', got '{kind}'")

        trooper = d.pop("trooper")

        version = d.pop("version")

        withdrawn_step = cls(
            actor=actor,
            declaration=declaration,
            kind=kind,
            trooper=trooper,
            version=version,
        )


        withdrawn_step.additional_properties = d
        return withdrawn_step

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
