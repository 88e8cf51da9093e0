from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wounds_step_state import WoundsStepState
from ..models.wounds_step_state_before import WoundsStepStateBefore
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="WoundsStep")



@_attrs_define
class WoundsStep:
    """ A trooper's Wounds and state changed.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            kind (Literal['wounds']): Always `wounds`: it tells this kind of `kind` from the others
            state (WoundsStepState): The state after it: `normal`, `unconscious` or `dead`
            state_before (WoundsStepStateBefore): Its state before
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            wounds (int): Wounds (or Structure points) after it
            wounds_before (int): Its Wounds before
     """

    actor: None | str
    kind: Literal['wounds']
    state: WoundsStepState
    state_before: WoundsStepStateBefore
    trooper: str
    version: int
    wounds: int
    wounds_before: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        kind = self.kind

        state = self.state.value

        state_before = self.state_before.value

        trooper = self.trooper

        version = self.version

        wounds = self.wounds

        wounds_before = self.wounds_before


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "kind": kind,
            "state": state,
            "state_before": state_before,
            "trooper": trooper,
            "version": version,
            "wounds": wounds,
            "wounds_before": wounds_before,
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


        kind = cast(Literal['wounds'] , d.pop("kind"))
        if kind != 'wounds':
            raise ValueError(f"kind must match const 'wounds', got '{kind}'")

        state = WoundsStepState(d.pop("state"))




        state_before = WoundsStepStateBefore(d.pop("state_before"))




        trooper = d.pop("trooper")

        version = d.pop("version")

        wounds = d.pop("wounds")

        wounds_before = d.pop("wounds_before")

        wounds_step = cls(
            actor=actor,
            kind=kind,
            state=state,
            state_before=state_before,
            trooper=trooper,
            version=version,
            wounds=wounds,
            wounds_before=wounds_before,
        )


        wounds_step.additional_properties = d
        return wounds_step

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
