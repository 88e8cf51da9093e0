from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.affected_view import AffectedView
  from ..models.success_value_view import SuccessValueView





T = TypeVar("T", bound="TemplateOddsView")



@_attrs_define
class TemplateOddsView:
    """ The exact odds of a template attack (Direct or Impact Template), trooper by trooper.

        Attributes:
            affected (list[AffectedView]): Each affected trooper's odds, in the order asked
            attack (str): `standard`, `speculative` or `intuitive`, as asked
            attacker (str): The attacker's side name, as asked
            attacker_rolls (bool): False for a Direct Template: no roll to hit (an Intuitive Attack rolls WIP).
            edition (str): The rules the odds follow
            kind (Literal['template']): Always `template`
            template (str): `direct` or `impact`: the attacker's template
            template_shape (None | str): `teardrop` or `circular`; null when the weapon says none
            attacker_breakdown (None | SuccessValueView | Unset): How that Success Value was reached; null when it makes no
                roll
            attacker_success_value (int | None | Unset): The Success Value of the attacker's roll to hit; null when it makes
                none (a Direct Template)
     """

    affected: list[AffectedView]
    attack: str
    attacker: str
    attacker_rolls: bool
    edition: str
    kind: Literal['template']
    template: str
    template_shape: None | str
    attacker_breakdown: None | SuccessValueView | Unset = UNSET
    attacker_success_value: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.affected_view import AffectedView # noqa: PLC0415
        from ..models.success_value_view import SuccessValueView # noqa: PLC0415
        affected = []
        for affected_item_data in self.affected:
            affected_item = affected_item_data.to_dict()
            affected.append(affected_item)



        attack = self.attack

        attacker = self.attacker

        attacker_rolls = self.attacker_rolls

        edition = self.edition

        kind = self.kind

        template = self.template

        template_shape: None | str
        template_shape = self.template_shape

        attacker_breakdown: dict[str, Any] | None | Unset
        if isinstance(self.attacker_breakdown, Unset):
            attacker_breakdown = UNSET
        elif isinstance(self.attacker_breakdown, SuccessValueView):
            attacker_breakdown = self.attacker_breakdown.to_dict()
        else:
            attacker_breakdown = self.attacker_breakdown

        attacker_success_value: int | None | Unset
        if isinstance(self.attacker_success_value, Unset):
            attacker_success_value = UNSET
        else:
            attacker_success_value = self.attacker_success_value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "affected": affected,
            "attack": attack,
            "attacker": attacker,
            "attacker_rolls": attacker_rolls,
            "edition": edition,
            "kind": kind,
            "template": template,
            "template_shape": template_shape,
        })
        if attacker_breakdown is not UNSET:
            field_dict["attacker_breakdown"] = attacker_breakdown
        if attacker_success_value is not UNSET:
            field_dict["attacker_success_value"] = attacker_success_value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.affected_view import AffectedView # noqa: PLC0415
        from ..models.success_value_view import SuccessValueView # noqa: PLC0415
        d = dict(src_dict)
        affected = []
        _affected = d.pop("affected")
        for affected_item_data in (_affected):
            affected_item = AffectedView.from_dict(affected_item_data)



            affected.append(affected_item)


        attack = d.pop("attack")

        attacker = d.pop("attacker")

        attacker_rolls = d.pop("attacker_rolls")

        edition = d.pop("edition")

        kind = cast(Literal['template'] , d.pop("kind"))
        if kind != 'template':
            raise ValueError(f"kind must match const 'template', got '{kind}'")

        template = d.pop("template")

        def _parse_template_shape(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        template_shape = _parse_template_shape(d.pop("template_shape"))


        def _parse_attacker_breakdown(data: object) -> None | SuccessValueView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attacker_breakdown_type_0 = SuccessValueView.from_dict(data)



                return attacker_breakdown_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuccessValueView | Unset, data)

        attacker_breakdown = _parse_attacker_breakdown(d.pop("attacker_breakdown", UNSET))


        def _parse_attacker_success_value(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attacker_success_value = _parse_attacker_success_value(d.pop("attacker_success_value", UNSET))


        template_odds_view = cls(
            affected=affected,
            attack=attack,
            attacker=attacker,
            attacker_rolls=attacker_rolls,
            edition=edition,
            kind=kind,
            template=template,
            template_shape=template_shape,
            attacker_breakdown=attacker_breakdown,
            attacker_success_value=attacker_success_value,
        )


        template_odds_view.additional_properties = d
        return template_odds_view

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
