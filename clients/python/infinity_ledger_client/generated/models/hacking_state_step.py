from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hacking_state_step_change import HackingStateStepChange
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="HackingStateStep")



@_attrs_define
class HackingStateStep:
    """ A State a hacking program put a trooper in (`entered`), or that its successful Reset
    cancelled (`cancelled`).

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            by (str): Who did it: a player's name, or `organiser`
            change (HackingStateStepChange): `entered` or `cancelled`
            kind (Literal['hacking_state']): Always `hacking_state`: it tells this kind of `kind` from the others
            states (list[str]): The States by name: Immobilized-B, Targeted, Isolated, Possessed.
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            program (None | str | Unset): The program's slug, for a State entered; null for a cancellation
     """

    actor: None | str
    by: str
    change: HackingStateStepChange
    kind: Literal['hacking_state']
    states: list[str]
    trooper: str
    version: int
    program: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        by = self.by

        change = self.change.value

        kind = self.kind

        states = self.states



        trooper = self.trooper

        version = self.version

        program: None | str | Unset
        if isinstance(self.program, Unset):
            program = UNSET
        else:
            program = self.program


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "by": by,
            "change": change,
            "kind": kind,
            "states": states,
            "trooper": trooper,
            "version": version,
        })
        if program is not UNSET:
            field_dict["program"] = program

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        by = d.pop("by")

        change = HackingStateStepChange(d.pop("change"))




        kind = cast(Literal['hacking_state'] , d.pop("kind"))
        if kind != 'hacking_state':
            raise ValueError(f"kind must match const 'hacking_state', got '{kind}'")

        states = cast(list[str], d.pop("states"))


        trooper = d.pop("trooper")

        version = d.pop("version")

        def _parse_program(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        program = _parse_program(d.pop("program", UNSET))


        hacking_state_step = cls(
            actor=actor,
            by=by,
            change=change,
            kind=kind,
            states=states,
            trooper=trooper,
            version=version,
            program=program,
        )


        hacking_state_step.additional_properties = d
        return hacking_state_step

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
