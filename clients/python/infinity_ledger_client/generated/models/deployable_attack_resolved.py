from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.template_outcome import TemplateOutcome





T = TypeVar("T", bound="DeployableAttackResolved")



@_attrs_define
class DeployableAttackResolved:
    """ What a triggered Deployable weapon's Direct Template did, once the order's rolls are
    made: each affected trooper hit unless its Dodge (a Normal PH Roll at -3) succeeded.

        Attributes:
            affected (list[TemplateOutcome]): What it did to each trooper it affected
            deployable (str): The Deployable's marker id, as placed
            order (int): The order's number in the game (1, 2, ...; never reused)
            trooper (str): Who placed the Deployable
            type_ (Literal['deployable_attack_resolved']): Always `deployable_attack_resolved`: it tells this kind of `type`
                from the others
            weapon (str): The weapon's slug on the trooper
     """

    affected: list[TemplateOutcome]
    deployable: str
    order: int
    trooper: str
    type_: Literal['deployable_attack_resolved']
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.template_outcome import TemplateOutcome # noqa: PLC0415
        affected = []
        for affected_item_data in self.affected:
            affected_item = affected_item_data.to_dict()
            affected.append(affected_item)



        deployable = self.deployable

        order = self.order

        trooper = self.trooper

        type_ = self.type_

        weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "affected": affected,
            "deployable": deployable,
            "order": order,
            "trooper": trooper,
            "type": type_,
            "weapon": weapon,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.template_outcome import TemplateOutcome # noqa: PLC0415
        d = dict(src_dict)
        affected = []
        _affected = d.pop("affected")
        for affected_item_data in (_affected):
            affected_item = TemplateOutcome.from_dict(affected_item_data)



            affected.append(affected_item)


        deployable = d.pop("deployable")

        order = d.pop("order")

        trooper = d.pop("trooper")

        type_ = cast(Literal['deployable_attack_resolved'] , d.pop("type"))
        if type_ != 'deployable_attack_resolved':
            raise ValueError(f"type must match const 'deployable_attack_resolved', got '{type_}'")

        weapon = d.pop("weapon")

        deployable_attack_resolved = cls(
            affected=affected,
            deployable=deployable,
            order=order,
            trooper=trooper,
            type_=type_,
            weapon=weapon,
        )


        deployable_attack_resolved.additional_properties = d
        return deployable_attack_resolved

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
