from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.trooper_body_unit_type_type_1 import TrooperBodyUnitTypeType1
from ..models.trooper_body_unit_type_type_2_type_1 import TrooperBodyUnitTypeType2Type1
from ..models.trooper_body_unit_type_type_3_type_1 import TrooperBodyUnitTypeType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.melee_weapon_body import MeleeWeaponBody
  from ..models.profile_body import ProfileBody
  from ..models.skill_entry_body import SkillEntryBody
  from ..models.trooper_weapon_body import TrooperWeaponBody





T = TypeVar("T", bound="TrooperBody")



@_attrs_define
class TrooperBody:
    """ A trooper to add to the caller's army, as its army list gives it.

        Attributes:
            name (str): The trooper's name as shown (the rule for names holds it: no two alike in one army)
            player (str): The player whose army it joins (the caller, with their own token)
            profile (ProfileBody): A trooper's Unit Profile attributes: MOV to BTS, and either VITA (`vita`) or STR (`str`),
                not both.
            combat_group (int | None | Unset): The army list's Combat Group (1, 2, ...): the trooper gives its Regular Order
                to, and spends Regular Orders from, that group's Order Pool only. A group holds at most 10 troopers (else 422
                `combat-group-full`). Left out: the army has one Order Pool, as before.
            hidden_deployment (bool | Unset): The trooper is deployed in Hidden Deployment (N5): in the same command, the
                service draws its id (`h-` and 64 random bits, in the answer; send no `trooper_id`) and keeps its
                `hidden_deployment` secret sealed. Until its first Order or ARO places it on the table it is, to everyone but
                its player, a trooper that does not exist, and it adds no Order to the pool (its player keeps it, `/state`'s
                `pool.kept`). 422 `hidden-deployment-refused` in a game recorded before: there a later `POST .../secrets` puts
                it in Hidden Deployment. Default: False.
            lieutenant (bool | Unset): Whether it is its army's Lieutenant (left false, a `lieutenant` secret keeps the
                Lieutenant private) Default: False.
            melee_weapons (list[MeleeWeaponBody] | Unset): Its CC Weapons
            points (int | None | Unset): The trooper's cost in Army Points; each player's army total is shown in `/state`.
            regular (bool | Unset): Whether it gives a Regular Order to its pool (false: Irregular, it keeps its own Order)
                Default: True.
            skills (list[SkillEntryBody] | Unset): Its Special Skills and Equipment (GET /v1/catalogue/skills), with their
                values
            trooper_id (None | str | Unset): Left out, the game gives one (`t1`, `t2`, ...). In a game created from now on
                an id beginning `h-` is the service's (422 `hidden-deployment-refused`).
            unit_type (None | TrooperBodyUnitTypeType1 | TrooperBodyUnitTypeType2Type1 | TrooperBodyUnitTypeType3Type1 |
                Unset): The Unit Type on the profile: LI, MI, HI, TAG, REM, SK, WB or VH. Given, it decides which hacking
                programs may target the trooper (Carbonite: TAG, HI, REM, VH or a Hacker).
            weapons (list[TrooperWeaponBody] | Unset): Its BS Weapons, by catalogue slug or custom profile
     """

    name: str
    player: str
    profile: ProfileBody
    combat_group: int | None | Unset = UNSET
    hidden_deployment: bool | Unset = False
    lieutenant: bool | Unset = False
    melee_weapons: list[MeleeWeaponBody] | Unset = UNSET
    points: int | None | Unset = UNSET
    regular: bool | Unset = True
    skills: list[SkillEntryBody] | Unset = UNSET
    trooper_id: None | str | Unset = UNSET
    unit_type: None | TrooperBodyUnitTypeType1 | TrooperBodyUnitTypeType2Type1 | TrooperBodyUnitTypeType3Type1 | Unset = UNSET
    weapons: list[TrooperWeaponBody] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.melee_weapon_body import MeleeWeaponBody # noqa: PLC0415
        from ..models.profile_body import ProfileBody # noqa: PLC0415
        from ..models.skill_entry_body import SkillEntryBody # noqa: PLC0415
        from ..models.trooper_weapon_body import TrooperWeaponBody # noqa: PLC0415
        name = self.name

        player = self.player

        profile = self.profile.to_dict()

        combat_group: int | None | Unset
        if isinstance(self.combat_group, Unset):
            combat_group = UNSET
        else:
            combat_group = self.combat_group

        hidden_deployment = self.hidden_deployment

        lieutenant = self.lieutenant

        melee_weapons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.melee_weapons, Unset):
            melee_weapons = []
            for melee_weapons_item_data in self.melee_weapons:
                melee_weapons_item = melee_weapons_item_data.to_dict()
                melee_weapons.append(melee_weapons_item)



        points: int | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        else:
            points = self.points

        regular = self.regular

        skills: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = []
            for skills_item_data in self.skills:
                skills_item = skills_item_data.to_dict()
                skills.append(skills_item)



        trooper_id: None | str | Unset
        if isinstance(self.trooper_id, Unset):
            trooper_id = UNSET
        else:
            trooper_id = self.trooper_id

        unit_type: None | str | Unset
        if isinstance(self.unit_type, Unset):
            unit_type = UNSET
        elif isinstance(self.unit_type, TrooperBodyUnitTypeType1):
            unit_type = self.unit_type.value
        elif isinstance(self.unit_type, TrooperBodyUnitTypeType2Type1):
            unit_type = self.unit_type.value
        elif isinstance(self.unit_type, TrooperBodyUnitTypeType3Type1):
            unit_type = self.unit_type.value
        else:
            unit_type = self.unit_type

        weapons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.weapons, Unset):
            weapons = []
            for weapons_item_data in self.weapons:
                weapons_item = weapons_item_data.to_dict()
                weapons.append(weapons_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "player": player,
            "profile": profile,
        })
        if combat_group is not UNSET:
            field_dict["combat_group"] = combat_group
        if hidden_deployment is not UNSET:
            field_dict["hidden_deployment"] = hidden_deployment
        if lieutenant is not UNSET:
            field_dict["lieutenant"] = lieutenant
        if melee_weapons is not UNSET:
            field_dict["melee_weapons"] = melee_weapons
        if points is not UNSET:
            field_dict["points"] = points
        if regular is not UNSET:
            field_dict["regular"] = regular
        if skills is not UNSET:
            field_dict["skills"] = skills
        if trooper_id is not UNSET:
            field_dict["trooper_id"] = trooper_id
        if unit_type is not UNSET:
            field_dict["unit_type"] = unit_type
        if weapons is not UNSET:
            field_dict["weapons"] = weapons

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.melee_weapon_body import MeleeWeaponBody # noqa: PLC0415
        from ..models.profile_body import ProfileBody # noqa: PLC0415
        from ..models.skill_entry_body import SkillEntryBody # noqa: PLC0415
        from ..models.trooper_weapon_body import TrooperWeaponBody # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        player = d.pop("player")

        profile = ProfileBody.from_dict(d.pop("profile"))




        def _parse_combat_group(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        combat_group = _parse_combat_group(d.pop("combat_group", UNSET))


        hidden_deployment = d.pop("hidden_deployment", UNSET)

        lieutenant = d.pop("lieutenant", UNSET)

        _melee_weapons = d.pop("melee_weapons", UNSET)
        melee_weapons: list[MeleeWeaponBody] | Unset = UNSET
        if _melee_weapons is not UNSET:
            melee_weapons = []
            for melee_weapons_item_data in _melee_weapons:
                melee_weapons_item = MeleeWeaponBody.from_dict(melee_weapons_item_data)



                melee_weapons.append(melee_weapons_item)


        def _parse_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points = _parse_points(d.pop("points", UNSET))


        regular = d.pop("regular", UNSET)

        _skills = d.pop("skills", UNSET)
        skills: list[SkillEntryBody] | Unset = UNSET
        if _skills is not UNSET:
            skills = []
            for skills_item_data in _skills:
                skills_item = SkillEntryBody.from_dict(skills_item_data)



                skills.append(skills_item)


        def _parse_trooper_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trooper_id = _parse_trooper_id(d.pop("trooper_id", UNSET))


        def _parse_unit_type(data: object) -> None | TrooperBodyUnitTypeType1 | TrooperBodyUnitTypeType2Type1 | TrooperBodyUnitTypeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_type_1 = TrooperBodyUnitTypeType1(data)



                return unit_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_type_2_type_1 = TrooperBodyUnitTypeType2Type1(data)



                return unit_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_type_3_type_1 = TrooperBodyUnitTypeType3Type1(data)



                return unit_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrooperBodyUnitTypeType1 | TrooperBodyUnitTypeType2Type1 | TrooperBodyUnitTypeType3Type1 | Unset, data)

        unit_type = _parse_unit_type(d.pop("unit_type", UNSET))


        _weapons = d.pop("weapons", UNSET)
        weapons: list[TrooperWeaponBody] | Unset = UNSET
        if _weapons is not UNSET:
            weapons = []
            for weapons_item_data in _weapons:
                weapons_item = TrooperWeaponBody.from_dict(weapons_item_data)



                weapons.append(weapons_item)


        trooper_body = cls(
            name=name,
            player=player,
            profile=profile,
            combat_group=combat_group,
            hidden_deployment=hidden_deployment,
            lieutenant=lieutenant,
            melee_weapons=melee_weapons,
            points=points,
            regular=regular,
            skills=skills,
            trooper_id=trooper_id,
            unit_type=unit_type,
            weapons=weapons,
        )


        trooper_body.additional_properties = d
        return trooper_body

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
