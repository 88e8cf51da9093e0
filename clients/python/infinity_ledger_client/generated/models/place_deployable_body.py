from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PlaceDeployableBody")



@_attrs_define
class PlaceDeployableBody:
    """ Place Deployable: one use of a Deployable weapon the trooper carries goes on the table
    as a marker, with no roll (first or second skill, or ARO). A Disposable weapon is refused
    beyond its uses (422, `no-uses-left`); a weapon that is not Deployable, or an id already
    placed, is 422 `invalid-deployable`.

        Attributes:
            deployable (str): The marker's id, chosen by the player: what a later trigger names
            skill (Literal['place_deployable']): Always `place_deployable`: it tells this kind of `skill` from the others
            weapon (str): The slug of the Deployable weapon the trooper carries (`ap_mines`, ...)
     """

    deployable: str
    skill: Literal['place_deployable']
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deployable = self.deployable

        skill = self.skill

        weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deployable": deployable,
            "skill": skill,
            "weapon": weapon,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deployable = d.pop("deployable")

        skill = cast(Literal['place_deployable'] , d.pop("skill"))
        if skill != 'place_deployable':
            raise ValueError(f"skill must match const 'place_deployable', got '{skill}'")

        weapon = d.pop("weapon")

        place_deployable_body = cls(
            deployable=deployable,
            skill=skill,
            weapon=weapon,
        )


        place_deployable_body.additional_properties = d
        return place_deployable_body

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
