from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.trooper_view_state import TrooperViewState
from ..models.trooper_view_states_item import TrooperViewStatesItem
from ..models.trooper_view_unit_type_type_0 import TrooperViewUnitTypeType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.melee_weapon import MeleeWeapon
  from ..models.profile import Profile
  from ..models.skill_entry import SkillEntry
  from ..models.trooper_weapon import TrooperWeapon





T = TypeVar("T", bound="TrooperView")



@_attrs_define
class TrooperView:
    """ A trooper with its Wounds and state, and the States hacking programs put it in.

        Attributes:
            name (str): The trooper's name as shown (the rule for names holds it: no two alike in one army)
            player (str): The player whose army it is
            profile (Profile): A trooper's Unit Profile attributes (the profile's MOV to BTS, and VITA or STR).
            trooper_id (str): Its id in the game (`t1`, or the client's own; `h-` and 16 hex digits for one added in Hidden
                Deployment), as paths and declarations name it
            combat_group (int | Unset): The army list's Combat Group (1, 2, ...) whose Order Pool the trooper gives to and
                spends from; unset in games whose troopers share one pool.
            controlled_by (None | str | Unset): While Possessed: the player who possessed it and now gives it Orders.
            lieutenant (bool | Unset): Whether it is its army's Lieutenant (left false, a `lieutenant` secret keeps the
                Lieutenant private) Default: False.
            melee_weapons (list[MeleeWeapon] | Unset): Its CC Weapons
            points (int | Unset): Its cost in Army Points, as the army list gives it; unset when not given, and left out for
                a reader other than its player before the end of a game under the privacy rule (a Cost is Private)
            regular (bool | Unset): Whether it gives a Regular Order to its pool (false: Irregular, it keeps its own Order)
                Default: True.
            skills (list[SkillEntry] | Unset): Its Special Skills and Equipment (GET /v1/catalogue/skills), with their
                values
            state (TrooperViewState | Unset): `normal`, `unconscious` or `dead` (Wounds and Unconscious, N5) Default:
                TrooperViewState.NORMAL.
            states (list[TrooperViewStatesItem] | Unset): The States hacking programs put it in: immobilized_b, targeted,
                isolated, possessed.
            unit_type (TrooperViewUnitTypeType0 | Unset): LI, MI, HI, TAG, REM, SK, WB or VH; unset when the players did not
                give it.
            weapons (list[TrooperWeapon] | Unset): Its BS Weapons, by catalogue slug or custom profile
            wounds (int | Unset): Wounds (or Structure points) it has taken Default: 0.
     """

    name: str
    player: str
    profile: Profile
    trooper_id: str
    combat_group: int | Unset = UNSET
    controlled_by: None | str | Unset = UNSET
    lieutenant: bool | Unset = False
    melee_weapons: list[MeleeWeapon] | Unset = UNSET
    points: int | Unset = UNSET
    regular: bool | Unset = True
    skills: list[SkillEntry] | Unset = UNSET
    state: TrooperViewState | Unset = TrooperViewState.NORMAL
    states: list[TrooperViewStatesItem] | Unset = UNSET
    unit_type: TrooperViewUnitTypeType0 | Unset = UNSET
    weapons: list[TrooperWeapon] | Unset = UNSET
    wounds: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.melee_weapon import MeleeWeapon # noqa: PLC0415
        from ..models.profile import Profile # noqa: PLC0415
        from ..models.skill_entry import SkillEntry # noqa: PLC0415
        from ..models.trooper_weapon import TrooperWeapon # noqa: PLC0415
        name = self.name

        player = self.player

        profile = self.profile.to_dict()

        trooper_id = self.trooper_id

        combat_group: int | Unset
        if isinstance(self.combat_group, Unset):
            combat_group = UNSET
        else:
            combat_group = self.combat_group

        controlled_by: None | str | Unset
        if isinstance(self.controlled_by, Unset):
            controlled_by = UNSET
        else:
            controlled_by = self.controlled_by

        lieutenant = self.lieutenant

        melee_weapons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.melee_weapons, Unset):
            melee_weapons = []
            for melee_weapons_item_data in self.melee_weapons:
                melee_weapons_item = melee_weapons_item_data.to_dict()
                melee_weapons.append(melee_weapons_item)



        points: int | Unset
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



        state: str | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.value


        states: list[str] | Unset = UNSET
        if not isinstance(self.states, Unset):
            states = []
            for states_item_data in self.states:
                states_item = states_item_data.value
                states.append(states_item)



        unit_type: str | Unset
        if isinstance(self.unit_type, Unset):
            unit_type = UNSET
        else:
            unit_type = self.unit_type.value


        weapons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.weapons, Unset):
            weapons = []
            for weapons_item_data in self.weapons:
                weapons_item = weapons_item_data.to_dict()
                weapons.append(weapons_item)



        wounds = self.wounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "player": player,
            "profile": profile,
            "trooper_id": trooper_id,
        })
        if combat_group is not UNSET:
            field_dict["combat_group"] = combat_group
        if controlled_by is not UNSET:
            field_dict["controlled_by"] = controlled_by
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
        if state is not UNSET:
            field_dict["state"] = state
        if states is not UNSET:
            field_dict["states"] = states
        if unit_type is not UNSET:
            field_dict["unit_type"] = unit_type
        if weapons is not UNSET:
            field_dict["weapons"] = weapons
        if wounds is not UNSET:
            field_dict["wounds"] = wounds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.melee_weapon import MeleeWeapon # noqa: PLC0415
        from ..models.profile import Profile # noqa: PLC0415
        from ..models.skill_entry import SkillEntry # noqa: PLC0415
        from ..models.trooper_weapon import TrooperWeapon # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        player = d.pop("player")

        profile = Profile.from_dict(d.pop("profile"))




        trooper_id = d.pop("trooper_id")

        def _parse_combat_group(data: object) -> int | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | Unset, data)

        combat_group = _parse_combat_group(d.pop("combat_group", UNSET))


        def _parse_controlled_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        controlled_by = _parse_controlled_by(d.pop("controlled_by", UNSET))


        lieutenant = d.pop("lieutenant", UNSET)

        _melee_weapons = d.pop("melee_weapons", UNSET)
        melee_weapons: list[MeleeWeapon] | Unset = UNSET
        if _melee_weapons is not UNSET:
            melee_weapons = []
            for melee_weapons_item_data in _melee_weapons:
                melee_weapons_item = MeleeWeapon.from_dict(melee_weapons_item_data)



                melee_weapons.append(melee_weapons_item)


        def _parse_points(data: object) -> int | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | Unset, data)

        points = _parse_points(d.pop("points", UNSET))


        regular = d.pop("regular", UNSET)

        _skills = d.pop("skills", UNSET)
        skills: list[SkillEntry] | Unset = UNSET
        if _skills is not UNSET:
            skills = []
            for skills_item_data in _skills:
                skills_item = SkillEntry.from_dict(skills_item_data)



                skills.append(skills_item)


        _state = d.pop("state", UNSET)
        state: TrooperViewState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = TrooperViewState(_state)




        _states = d.pop("states", UNSET)
        states: list[TrooperViewStatesItem] | Unset = UNSET
        if _states is not UNSET:
            states = []
            for states_item_data in _states:
                states_item = TrooperViewStatesItem(states_item_data)



                states.append(states_item)


        def _parse_unit_type(data: object) -> TrooperViewUnitTypeType0 | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, str):
                raise TypeError()
            unit_type_type_0 = TrooperViewUnitTypeType0(data)



            return unit_type_type_0

        unit_type = _parse_unit_type(d.pop("unit_type", UNSET))


        _weapons = d.pop("weapons", UNSET)
        weapons: list[TrooperWeapon] | Unset = UNSET
        if _weapons is not UNSET:
            weapons = []
            for weapons_item_data in _weapons:
                weapons_item = TrooperWeapon.from_dict(weapons_item_data)



                weapons.append(weapons_item)


        wounds = d.pop("wounds", UNSET)

        trooper_view = cls(
            name=name,
            player=player,
            profile=profile,
            trooper_id=trooper_id,
            combat_group=combat_group,
            controlled_by=controlled_by,
            lieutenant=lieutenant,
            melee_weapons=melee_weapons,
            points=points,
            regular=regular,
            skills=skills,
            state=state,
            states=states,
            unit_type=unit_type,
            weapons=weapons,
            wounds=wounds,
        )


        trooper_view.additional_properties = d
        return trooper_view

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
