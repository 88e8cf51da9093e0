from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weapon_view_template_shape_type_1 import WeaponViewTemplateShapeType1
from ..models.weapon_view_template_shape_type_2_type_1 import WeaponViewTemplateShapeType2Type1
from ..models.weapon_view_template_shape_type_3_type_1 import WeaponViewTemplateShapeType3Type1
from ..models.weapon_view_template_type_1 import WeaponViewTemplateType1
from ..models.weapon_view_template_type_2_type_1 import WeaponViewTemplateType2Type1
from ..models.weapon_view_template_type_3_type_1 import WeaponViewTemplateType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WeaponView")



@_attrs_define
class WeaponView:
    """ A weapon profile of the catalogue (Weapon Chart, N5), named by its slug in requests.

        Attributes:
            ammo (list[str]): Its Ammunition, each an `AmmunitionView.name`
            burst (int): Its Burst (B): dice rolled in the Active Turn
            name (str): Its name as the Weapon Chart prints it
            ps (int): Its PS: a Saving Roll against it passes on the save attribute + PS or less
            range_mods (list[int | None]): MODs for 0-8, 8-16, 16-24, 24-32, 32-40, 40-48 and 48-96 inches, in that order;
                null: out of range
            save_attribute (str): What the target saves with: `ARM`, `BTS` or `PH`
            save_rolls (int): Saving Rolls a plain hit causes, as its Ammunition says
            slug (str): Its id in requests (a trooper's `weapons`), e.g. `combi_rifle`
            source (str): The rule's page on the Infinity wiki (N5), which it follows
            template (None | WeaponViewTemplateType1 | WeaponViewTemplateType2Type1 | WeaponViewTemplateType3Type1): A
                template weapon's kind (Direct or Impact Template); null for any other
            template_shape (None | WeaponViewTemplateShapeType1 | WeaponViewTemplateShapeType2Type1 |
                WeaponViewTemplateShapeType3Type1): The template's shape; null for a weapon without a template
            traits (list[str]): Its Weapon Traits, each a `TraitView.name`
            deployable (bool | Unset): Placed on the table with Place Deployable (Mines): a BS Attack with it is refused
                Default: False.
     """

    ammo: list[str]
    burst: int
    name: str
    ps: int
    range_mods: list[int | None]
    save_attribute: str
    save_rolls: int
    slug: str
    source: str
    template: None | WeaponViewTemplateType1 | WeaponViewTemplateType2Type1 | WeaponViewTemplateType3Type1
    template_shape: None | WeaponViewTemplateShapeType1 | WeaponViewTemplateShapeType2Type1 | WeaponViewTemplateShapeType3Type1
    traits: list[str]
    deployable: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ammo = self.ammo



        burst = self.burst

        name = self.name

        ps = self.ps

        range_mods = []
        for range_mods_item_data in self.range_mods:
            range_mods_item: int | None
            range_mods_item = range_mods_item_data
            range_mods.append(range_mods_item)



        save_attribute = self.save_attribute

        save_rolls = self.save_rolls

        slug = self.slug

        source = self.source

        template: None | str
        if isinstance(self.template, WeaponViewTemplateType1):
            template = self.template.value
        elif isinstance(self.template, WeaponViewTemplateType2Type1):
            template = self.template.value
        elif isinstance(self.template, WeaponViewTemplateType3Type1):
            template = self.template.value
        else:
            template = self.template

        template_shape: None | str
        if isinstance(self.template_shape, WeaponViewTemplateShapeType1):
            template_shape = self.template_shape.value
        elif isinstance(self.template_shape, WeaponViewTemplateShapeType2Type1):
            template_shape = self.template_shape.value
        elif isinstance(self.template_shape, WeaponViewTemplateShapeType3Type1):
            template_shape = self.template_shape.value
        else:
            template_shape = self.template_shape

        traits = self.traits



        deployable = self.deployable


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ammo": ammo,
            "burst": burst,
            "name": name,
            "ps": ps,
            "range_mods": range_mods,
            "save_attribute": save_attribute,
            "save_rolls": save_rolls,
            "slug": slug,
            "source": source,
            "template": template,
            "template_shape": template_shape,
            "traits": traits,
        })
        if deployable is not UNSET:
            field_dict["deployable"] = deployable

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ammo = cast(list[str], d.pop("ammo"))


        burst = d.pop("burst")

        name = d.pop("name")

        ps = d.pop("ps")

        range_mods = []
        _range_mods = d.pop("range_mods")
        for range_mods_item_data in (_range_mods):
            def _parse_range_mods_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            range_mods_item = _parse_range_mods_item(range_mods_item_data)

            range_mods.append(range_mods_item)


        save_attribute = d.pop("save_attribute")

        save_rolls = d.pop("save_rolls")

        slug = d.pop("slug")

        source = d.pop("source")

        def _parse_template(data: object) -> None | WeaponViewTemplateType1 | WeaponViewTemplateType2Type1 | WeaponViewTemplateType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_type_1 = WeaponViewTemplateType1(data)



                return template_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_type_2_type_1 = WeaponViewTemplateType2Type1(data)



                return template_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_type_3_type_1 = WeaponViewTemplateType3Type1(data)



                return template_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WeaponViewTemplateType1 | WeaponViewTemplateType2Type1 | WeaponViewTemplateType3Type1, data)

        template = _parse_template(d.pop("template"))


        def _parse_template_shape(data: object) -> None | WeaponViewTemplateShapeType1 | WeaponViewTemplateShapeType2Type1 | WeaponViewTemplateShapeType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_shape_type_1 = WeaponViewTemplateShapeType1(data)



                return template_shape_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_shape_type_2_type_1 = WeaponViewTemplateShapeType2Type1(data)



                return template_shape_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                template_shape_type_3_type_1 = WeaponViewTemplateShapeType3Type1(data)



                return template_shape_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WeaponViewTemplateShapeType1 | WeaponViewTemplateShapeType2Type1 | WeaponViewTemplateShapeType3Type1, data)

        template_shape = _parse_template_shape(d.pop("template_shape"))


        traits = cast(list[str], d.pop("traits"))


        deployable = d.pop("deployable", UNSET)

        weapon_view = cls(
            ammo=ammo,
            burst=burst,
            name=name,
            ps=ps,
            range_mods=range_mods,
            save_attribute=save_attribute,
            save_rolls=save_rolls,
            slug=slug,
            source=source,
            template=template,
            template_shape=template_shape,
            traits=traits,
            deployable=deployable,
        )


        weapon_view.additional_properties = d
        return weapon_view

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
