from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.lost_dice import LostDice
  from ..models.pending_choice import PendingChoice





T = TypeVar("T", bound="ResolutionStep")



@_attrs_define
class ResolutionStep:
    """ The resolution began.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            choices (list[PendingChoice]): The +1 SD discards and ReRolls due once every roll is made
            kind (Literal['resolution']): Always `resolution`: it tells this kind of `kind` from the others
            lost (list[LostDice]): Dice of a split Burst lost because their target failed a requirement
            rolls (int): How many rolls follow
            version (int): The version of the event this step explains
     """

    actor: None | str
    choices: list[PendingChoice]
    kind: Literal['resolution']
    lost: list[LostDice]
    rolls: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.lost_dice import LostDice # noqa: PLC0415
        from ..models.pending_choice import PendingChoice # noqa: PLC0415
        actor: None | str
        actor = self.actor

        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)



        kind = self.kind

        lost = []
        for lost_item_data in self.lost:
            lost_item = lost_item_data.to_dict()
            lost.append(lost_item)



        rolls = self.rolls

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "choices": choices,
            "kind": kind,
            "lost": lost,
            "rolls": rolls,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lost_dice import LostDice # noqa: PLC0415
        from ..models.pending_choice import PendingChoice # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        choices = []
        _choices = d.pop("choices")
        for choices_item_data in (_choices):
            choices_item = PendingChoice.from_dict(choices_item_data)



            choices.append(choices_item)


        kind = cast(Literal['resolution'] , d.pop("kind"))
        if kind != 'resolution':
            raise ValueError(f"kind must match const 'resolution', got '{kind}'")

        lost = []
        _lost = d.pop("lost")
        for lost_item_data in (_lost):
            lost_item = LostDice.from_dict(lost_item_data)



            lost.append(lost_item)


        rolls = d.pop("rolls")

        version = d.pop("version")

        resolution_step = cls(
            actor=actor,
            choices=choices,
            kind=kind,
            lost=lost,
            rolls=rolls,
            version=version,
        )


        resolution_step.additional_properties = d
        return resolution_step

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
