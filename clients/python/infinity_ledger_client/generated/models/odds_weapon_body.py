from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.odds_weapon_body_template_shape_type_1 import OddsWeaponBodyTemplateShapeType1
from ..models.odds_weapon_body_template_shape_type_2_type_1 import OddsWeaponBodyTemplateShapeType2Type1
from ..models.odds_weapon_body_template_shape_type_3_type_1 import OddsWeaponBodyTemplateShapeType3Type1
from ..models.odds_weapon_body_template_type_1 import OddsWeaponBodyTemplateType1
from ..models.odds_weapon_body_template_type_2_type_1 import OddsWeaponBodyTemplateType2Type1
from ..models.odds_weapon_body_template_type_3_type_1 import OddsWeaponBodyTemplateType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mod_body import ModBody





T = TypeVar("T", bound="OddsWeaponBody")



@_attrs_define
class OddsWeaponBody:
    """ The weapon whose hits the odds follow to Saving Rolls and Wounds: a catalogue weapon
    (`profile`) or a custom one (`ps`, `ammo`, `save_attribute`).

        Attributes:
            ammo (list[str] | None | Unset): A custom weapon's Ammunition (names of GET /v1/catalogue/ammunition, e.g. `AP`,
                `DA`); several combine, as AP+DA
            combined (bool | Unset): A custom weapon with a Combined Saving Roll (as Plasma): each hit is saved against ARM,
                then against BTS. A catalogue profile's own trait applies when this is false. Default: False.
            continuous (bool | Unset): A custom weapon with Continuous Damage: a failed save is rolled again until one
                passes or the target is Dead Default: False.
            profile (None | str | Unset): A weapon slug of GET /v1/catalogue/weapons (e.g. `combi_rifle`): its PS,
                Ammunition, traits and template apply; left out, give `ps`, `ammo` and `save_attribute`
            ps (int | None | Unset): A custom weapon's PS: a save passes on the save attribute + PS or less
            save_attribute (None | str | Unset): A custom weapon's save attribute: `ARM`, `BTS` or `PH`
            save_mods (list[ModBody] | Unset): MODs to the target's Saving Rolls the players agreed on
            template (None | OddsWeaponBodyTemplateType1 | OddsWeaponBodyTemplateType2Type1 |
                OddsWeaponBodyTemplateType3Type1 | Unset): A template weapon: `direct` (no roll to hit) or `impact`; a catalogue
                profile's own template applies when this is absent.
            template_shape (None | OddsWeaponBodyTemplateShapeType1 | OddsWeaponBodyTemplateShapeType2Type1 |
                OddsWeaponBodyTemplateShapeType3Type1 | Unset): `teardrop` or `circular`; required with `template`.
     """

    ammo: list[str] | None | Unset = UNSET
    combined: bool | Unset = False
    continuous: bool | Unset = False
    profile: None | str | Unset = UNSET
    ps: int | None | Unset = UNSET
    save_attribute: None | str | Unset = UNSET
    save_mods: list[ModBody] | Unset = UNSET
    template: None | OddsWeaponBodyTemplateType1 | OddsWeaponBodyTemplateType2Type1 | OddsWeaponBodyTemplateType3Type1 | Unset = UNSET
    template_shape: None | OddsWeaponBodyTemplateShapeType1 | OddsWeaponBodyTemplateShapeType2Type1 | OddsWeaponBodyTemplateShapeType3Type1 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_body import ModBody # noqa: PLC0415
        ammo: list[str] | None | Unset
        if isinstance(self.ammo, Unset):
            ammo = UNSET
        elif isinstance(self.ammo, list):
            ammo = self.ammo


        else:
            ammo = self.ammo

        combined = self.combined

        continuous = self.continuous

        profile: None | str | Unset
        if isinstance(self.profile, Unset):
            profile = UNSET
        else:
            profile = self.profile

        ps: int | None | Unset
        if isinstance(self.ps, Unset):
            ps = UNSET
        else:
            ps = self.ps

        save_attribute: None | str | Unset
        if isinstance(self.save_attribute, Unset):
            save_attribute = UNSET
        else:
            save_attribute = self.save_attribute

        save_mods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.save_mods, Unset):
            save_mods = []
            for save_mods_item_data in self.save_mods:
                save_mods_item = save_mods_item_data.to_dict()
                save_mods.append(save_mods_item)



        template: None | str | Unset
        if isinstance(self.template, Unset):
            template = UNSET
        elif isinstance(self.template, OddsWeaponBodyTemplateType1):
            template = self.template.value
        elif isinstance(self.template, OddsWeaponBodyTemplateType2Type1):
            template = self.template.value
        elif isinstance(self.template, OddsWeaponBodyTemplateType3Type1):
            template = self.template.value
        else:
            template = self.template

        template_shape: None | str | Unset
        if isinstance(self.template_shape, Unset):
            template_shape = UNSET
        elif isinstance(self.template_shape, OddsWeaponBodyTemplateShapeType1):
            template_shape = self.template_shape.value
        elif isinstance(self.template_shape, OddsWeaponBodyTemplateShapeType2Type1):
            template_shape = self.template_shape.value
        elif isinstance(self.template_shape, OddsWeaponBodyTemplateShapeType3Type1):
            template_shape = self.template_shape.value
        else:
            template_shape = self.template_shape


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if ammo is not UNSET:
            field_dict["ammo"] = ammo
        if combined is not UNSET:
            field_dict["combined"] = combined
        if continuous is not UNSET:
            field_dict["continuous"] = continuous
        if profile is not UNSET:
            field_dict["profile"] = profile
        if ps is not UNSET:
            field_dict["ps"] = ps
        if save_attribute is not UNSET:
            field_dict["save_attribute"] = save_attribute
        if save_mods is not UNSET:
            field_dict["save_mods"] = save_mods
        if template is not UNSET:
            field_dict["template"] = template
        if template_shape is not UNSET:
            field_dict["template_shape"] = template_shape

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_body import ModBody # noqa: PLC0415
        d = dict(src_dict)
        def _parse_ammo(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ammo_type_0 = cast(list[str], data)

                return ammo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        ammo = _parse_ammo(d.pop("ammo", UNSET))


        combined = d.pop("combined", UNSET)

        continuous = d.pop("continuous", UNSET)

        def _parse_profile(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        profile = _parse_profile(d.pop("profile", UNSET))


        def _parse_ps(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ps = _parse_ps(d.pop("ps", UNSET))


        def _parse_save_attribute(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        save_attribute = _parse_save_attribute(d.pop("save_attribute", UNSET))


        _save_mods = d.pop("save_mods", UNSET)
        save_mods: list[ModBody] | Unset = UNSET
        if _save_mods is not UNSET:
            save_mods = []
            for save_mods_item_data in _save_mods:
                save_mods_item = ModBody.from_dict(save_mods_item_data)



                save_mods.append(save_mods_item)


        def _parse_template(data: object) -> None | OddsWeaponBodyTemplateType1 | OddsWeaponBodyTemplateType2Type1 | OddsWeaponBodyTemplateType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_type_1 = OddsWeaponBodyTemplateType1(data)



                return template_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_type_2_type_1 = OddsWeaponBodyTemplateType2Type1(data)



                return template_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_type_3_type_1 = OddsWeaponBodyTemplateType3Type1(data)



                return template_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OddsWeaponBodyTemplateType1 | OddsWeaponBodyTemplateType2Type1 | OddsWeaponBodyTemplateType3Type1 | Unset, data)

        template = _parse_template(d.pop("template", UNSET))


        def _parse_template_shape(data: object) -> None | OddsWeaponBodyTemplateShapeType1 | OddsWeaponBodyTemplateShapeType2Type1 | OddsWeaponBodyTemplateShapeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_shape_type_1 = OddsWeaponBodyTemplateShapeType1(data)



                return template_shape_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_shape_type_2_type_1 = OddsWeaponBodyTemplateShapeType2Type1(data)



                return template_shape_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_shape_type_3_type_1 = OddsWeaponBodyTemplateShapeType3Type1(data)



                return template_shape_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OddsWeaponBodyTemplateShapeType1 | OddsWeaponBodyTemplateShapeType2Type1 | OddsWeaponBodyTemplateShapeType3Type1 | Unset, data)

        template_shape = _parse_template_shape(d.pop("template_shape", UNSET))


        odds_weapon_body = cls(
            ammo=ammo,
            combined=combined,
            continuous=continuous,
            profile=profile,
            ps=ps,
            save_attribute=save_attribute,
            save_mods=save_mods,
            template=template,
            template_shape=template_shape,
        )


        odds_weapon_body.additional_properties = d
        return odds_weapon_body

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
