from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="ConclusionDiceWithdrawnStep")



@_attrs_define
class ConclusionDiceWithdrawnStep:
    """ The player who entered the conclusion's faces took them back, unconfirmed, by
    concluding again.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            by (str): Who did it: a player's name, or `organiser`
            kind (Literal['conclusion_dice_withdrawn']): Always `conclusion_dice_withdrawn`: it tells this kind of `kind`
                from the others
            version (int): The version of the event this step explains
     """

    actor: None | str
    by: str
    kind: Literal['conclusion_dice_withdrawn']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        by = self.by

        kind = self.kind

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "by": by,
            "kind": kind,
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


        by = d.pop("by")

        kind = cast(Literal['conclusion_dice_withdrawn'] , d.pop("kind"))
        if kind != 'conclusion_dice_withdrawn':
            raise ValueError(f"kind must match const 'conclusion_dice_withdrawn', got '{kind}'")

        version = d.pop("version")

        conclusion_dice_withdrawn_step = cls(
            actor=actor,
            by=by,
            kind=kind,
            version=version,
        )


        conclusion_dice_withdrawn_step.additional_properties = d
        return conclusion_dice_withdrawn_step

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
