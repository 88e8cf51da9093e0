from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.odds_target_body_unit_type_type_1 import OddsTargetBodyUnitTypeType1
from ..models.odds_target_body_unit_type_type_2_type_1 import OddsTargetBodyUnitTypeType2Type1
from ..models.odds_target_body_unit_type_type_3_type_1 import OddsTargetBodyUnitTypeType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OddsTargetBody")



@_attrs_define
class OddsTargetBody:
    """ The trooper this side's hits land on: what its Saving Rolls and its Wounds are worked out
    with.

        Attributes:
            arm (int | Unset): Its ARM (Armor), what it saves against ARM with Default: 0.
            bioimmunity (bool | Unset): The target uses Bioimmunity (N5): it saves against ARM or BTS with the better of its
                ARM and BTS values, the ammunition's rules kept (AP halves it). Not against a program (Comms Attack); refused in
                CodeOne, which does not use it. Default: False.
            bts (int | Unset): Its BTS (Biotechnological Shield), what it saves against BTS with Default: 0.
            firewall (int | None | Unset): Against a `program` only: the target benefits from a Firewall with this MOD (-3,
                -6...), taken off the Hacker's WIP (shown as "Firewall"); its saves take +3 (N5).
            hacker (bool | Unset): It is a Hacker (Hacker or Killer Hacker): Carbonite and Trinity may target it whatever
                its Unit Type. Default: False.
            partial_cover (bool | Unset): It is in Partial Cover: +3 to each of its Saving Rolls Default: False.
            ph (int | Unset): Its PH (Physique): PARA ammunition is saved against PH-6 Default: 10.
            skills (list[str] | Unset): Skills (catalogue names or slugs) that change how it saves: Total Immunity, Shock
                Immunity, No Wound Incapacitation. Any other is refused (422), never ignored.
            structure (bool | Unset): `vita` is STR (Structure: remotes, TAGs), not VITA Default: False.
            unit_type (None | OddsTargetBodyUnitTypeType1 | OddsTargetBodyUnitTypeType2Type1 |
                OddsTargetBodyUnitTypeType3Type1 | Unset): Its Unit Type: a `program` may target only the types its page names
                (422 `not-hackable` otherwise, as in an order). Not checked when absent.
            vita (int | Unset): VITA, or STR when `structure` is true. Default: 1.
            wounds (int | Unset): Wounds it has already taken before this roll Default: 0.
     """

    arm: int | Unset = 0
    bioimmunity: bool | Unset = False
    bts: int | Unset = 0
    firewall: int | None | Unset = UNSET
    hacker: bool | Unset = False
    partial_cover: bool | Unset = False
    ph: int | Unset = 10
    skills: list[str] | Unset = UNSET
    structure: bool | Unset = False
    unit_type: None | OddsTargetBodyUnitTypeType1 | OddsTargetBodyUnitTypeType2Type1 | OddsTargetBodyUnitTypeType3Type1 | Unset = UNSET
    vita: int | Unset = 1
    wounds: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        arm = self.arm

        bioimmunity = self.bioimmunity

        bts = self.bts

        firewall: int | None | Unset
        if isinstance(self.firewall, Unset):
            firewall = UNSET
        else:
            firewall = self.firewall

        hacker = self.hacker

        partial_cover = self.partial_cover

        ph = self.ph

        skills: list[str] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = self.skills



        structure = self.structure

        unit_type: None | str | Unset
        if isinstance(self.unit_type, Unset):
            unit_type = UNSET
        elif isinstance(self.unit_type, OddsTargetBodyUnitTypeType1):
            unit_type = self.unit_type.value
        elif isinstance(self.unit_type, OddsTargetBodyUnitTypeType2Type1):
            unit_type = self.unit_type.value
        elif isinstance(self.unit_type, OddsTargetBodyUnitTypeType3Type1):
            unit_type = self.unit_type.value
        else:
            unit_type = self.unit_type

        vita = self.vita

        wounds = self.wounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if arm is not UNSET:
            field_dict["arm"] = arm
        if bioimmunity is not UNSET:
            field_dict["bioimmunity"] = bioimmunity
        if bts is not UNSET:
            field_dict["bts"] = bts
        if firewall is not UNSET:
            field_dict["firewall"] = firewall
        if hacker is not UNSET:
            field_dict["hacker"] = hacker
        if partial_cover is not UNSET:
            field_dict["partial_cover"] = partial_cover
        if ph is not UNSET:
            field_dict["ph"] = ph
        if skills is not UNSET:
            field_dict["skills"] = skills
        if structure is not UNSET:
            field_dict["structure"] = structure
        if unit_type is not UNSET:
            field_dict["unit_type"] = unit_type
        if vita is not UNSET:
            field_dict["vita"] = vita
        if wounds is not UNSET:
            field_dict["wounds"] = wounds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        arm = d.pop("arm", UNSET)

        bioimmunity = d.pop("bioimmunity", UNSET)

        bts = d.pop("bts", UNSET)

        def _parse_firewall(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        firewall = _parse_firewall(d.pop("firewall", UNSET))


        hacker = d.pop("hacker", UNSET)

        partial_cover = d.pop("partial_cover", UNSET)

        ph = d.pop("ph", UNSET)

        skills = cast(list[str], d.pop("skills", UNSET))


        structure = d.pop("structure", UNSET)

        def _parse_unit_type(data: object) -> None | OddsTargetBodyUnitTypeType1 | OddsTargetBodyUnitTypeType2Type1 | OddsTargetBodyUnitTypeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_type_1 = OddsTargetBodyUnitTypeType1(data)



                return unit_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_type_2_type_1 = OddsTargetBodyUnitTypeType2Type1(data)



                return unit_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_type_3_type_1 = OddsTargetBodyUnitTypeType3Type1(data)



                return unit_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OddsTargetBodyUnitTypeType1 | OddsTargetBodyUnitTypeType2Type1 | OddsTargetBodyUnitTypeType3Type1 | Unset, data)

        unit_type = _parse_unit_type(d.pop("unit_type", UNSET))


        vita = d.pop("vita", UNSET)

        wounds = d.pop("wounds", UNSET)

        odds_target_body = cls(
            arm=arm,
            bioimmunity=bioimmunity,
            bts=bts,
            firewall=firewall,
            hacker=hacker,
            partial_cover=partial_cover,
            ph=ph,
            skills=skills,
            structure=structure,
            unit_type=unit_type,
            vita=vita,
            wounds=wounds,
        )


        odds_target_body.additional_properties = d
        return odds_target_body

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
