from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.template_attack_resolved_attack_kind import TemplateAttackResolvedAttackKind
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.template_outcome import TemplateOutcome





T = TypeVar("T", bound="TemplateAttackResolved")



@_attrs_define
class TemplateAttackResolved:
    """ A Direct Template attack, worked out once the order's rolls are made: no roll to hit,
    each affected trooper hit unless its Dodge succeeded (or an Intuitive Attack's WIP Roll
    failed, so no template was placed).

        Attributes:
            affected (list[TemplateOutcome]): What it did to each trooper it affected
            attack_kind (TemplateAttackResolvedAttackKind): `standard` or `intuitive` (placed on a WIP Roll)
            order (int): The order's number in the game (1, 2, ...; never reused)
            placed (bool): Whether the template was placed (an Intuitive Attack whose WIP Roll failed places none)
            trooper (str): The attacker
            type_ (Literal['template_attack_resolved']): Always `template_attack_resolved`: it tells this kind of `type`
                from the others
            weapon (str): The template weapon's slug
     """

    affected: list[TemplateOutcome]
    attack_kind: TemplateAttackResolvedAttackKind
    order: int
    placed: bool
    trooper: str
    type_: Literal['template_attack_resolved']
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.template_outcome import TemplateOutcome # noqa: PLC0415
        affected = []
        for affected_item_data in self.affected:
            affected_item = affected_item_data.to_dict()
            affected.append(affected_item)



        attack_kind = self.attack_kind.value

        order = self.order

        placed = self.placed

        trooper = self.trooper

        type_ = self.type_

        weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "affected": affected,
            "attack_kind": attack_kind,
            "order": order,
            "placed": placed,
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


        attack_kind = TemplateAttackResolvedAttackKind(d.pop("attack_kind"))




        order = d.pop("order")

        placed = d.pop("placed")

        trooper = d.pop("trooper")

        type_ = cast(Literal['template_attack_resolved'] , d.pop("type"))
        if type_ != 'template_attack_resolved':
            raise ValueError(f"type must match const 'template_attack_resolved', got '{type_}'")

        weapon = d.pop("weapon")

        template_attack_resolved = cls(
            affected=affected,
            attack_kind=attack_kind,
            order=order,
            placed=placed,
            trooper=trooper,
            type_=type_,
            weapon=weapon,
        )


        template_attack_resolved.additional_properties = d
        return template_attack_resolved

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
