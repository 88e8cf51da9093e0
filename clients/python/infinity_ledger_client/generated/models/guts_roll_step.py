from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="GutsRollStep")



@_attrs_define
class GutsRollStep:
    """ A Guts Roll, or one passed by Courage.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            face (int | None): The d20 face; null when no die was rolled
            kind (Literal['guts_roll']): Always `guts_roll`: it tells this kind of `kind` from the others
            passed (bool): Whether it passed
            success_value (int): The Success Value rolled against
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            courage (bool | Unset): Passed without rolling: its player chose Courage. Default: False.
     """

    actor: None | str
    face: int | None
    kind: Literal['guts_roll']
    passed: bool
    success_value: int
    trooper: str
    version: int
    courage: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        face: int | None
        face = self.face

        kind = self.kind

        passed = self.passed

        success_value = self.success_value

        trooper = self.trooper

        version = self.version

        courage = self.courage


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "face": face,
            "kind": kind,
            "passed": passed,
            "success_value": success_value,
            "trooper": trooper,
            "version": version,
        })
        if courage is not UNSET:
            field_dict["courage"] = courage

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        def _parse_face(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        face = _parse_face(d.pop("face"))


        kind = cast(Literal['guts_roll'] , d.pop("kind"))
        if kind != 'guts_roll':
            raise ValueError(f"kind must match const 'guts_roll', got '{kind}'")

        passed = d.pop("passed")

        success_value = d.pop("success_value")

        trooper = d.pop("trooper")

        version = d.pop("version")

        courage = d.pop("courage", UNSET)

        guts_roll_step = cls(
            actor=actor,
            face=face,
            kind=kind,
            passed=passed,
            success_value=success_value,
            trooper=trooper,
            version=version,
            courage=courage,
        )


        guts_roll_step.additional_properties = d
        return guts_roll_step

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
