from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.entered_faces import EnteredFaces





T = TypeVar("T", bound="ConclusionDiceConfirmedStep")



@_attrs_define
class ConclusionDiceConfirmedStep:
    """ The awaited player confirmed the conclusion's faces entered for them.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            by (str): Who did it: a player's name, or `organiser`
            guts (list[EnteredFaces]): The confirming player's own Guts Roll faces, entered instead
            kind (Literal['conclusion_dice_confirmed']): Always `conclusion_dice_confirmed`: it tells this kind of `kind`
                from the others
            saves (list[EnteredFaces]): The confirming player's own save faces, entered instead of the ones awaiting them.
            version (int): The version of the event this step explains
     """

    actor: None | str
    by: str
    guts: list[EnteredFaces]
    kind: Literal['conclusion_dice_confirmed']
    saves: list[EnteredFaces]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entered_faces import EnteredFaces # noqa: PLC0415
        actor: None | str
        actor = self.actor

        by = self.by

        guts = []
        for guts_item_data in self.guts:
            guts_item = guts_item_data.to_dict()
            guts.append(guts_item)



        kind = self.kind

        saves = []
        for saves_item_data in self.saves:
            saves_item = saves_item_data.to_dict()
            saves.append(saves_item)



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "by": by,
            "guts": guts,
            "kind": kind,
            "saves": saves,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entered_faces import EnteredFaces # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        by = d.pop("by")

        guts = []
        _guts = d.pop("guts")
        for guts_item_data in (_guts):
            guts_item = EnteredFaces.from_dict(guts_item_data)



            guts.append(guts_item)


        kind = cast(Literal['conclusion_dice_confirmed'] , d.pop("kind"))
        if kind != 'conclusion_dice_confirmed':
            raise ValueError(f"kind must match const 'conclusion_dice_confirmed', got '{kind}'")

        saves = []
        _saves = d.pop("saves")
        for saves_item_data in (_saves):
            saves_item = EnteredFaces.from_dict(saves_item_data)



            saves.append(saves_item)


        version = d.pop("version")

        conclusion_dice_confirmed_step = cls(
            actor=actor,
            by=by,
            guts=guts,
            kind=kind,
            saves=saves,
            version=version,
        )


        conclusion_dice_confirmed_step.additional_properties = d
        return conclusion_dice_confirmed_step

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
