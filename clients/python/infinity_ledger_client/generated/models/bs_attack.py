from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bs_attack_attack_type_0 import BSAttackAttackType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.attack_target import AttackTarget
  from ..models.coordinated_shot import CoordinatedShot





T = TypeVar("T", bound="BSAttack")



@_attrs_define
class BSAttack:
    """ BS Attack (N5): shoot with a BS Weapon, a BS Roll per die of Burst, split between targets as
    declared; a Direct Template weapon makes no roll to hit.

        Attributes:
            skill (Literal['bs_attack']): Always `bs_attack`: it tells this kind of `skill` from the others
            targets (list[AttackTarget]): The targets and the Burst aimed at each. With a Direct Template weapon: every
                trooper the template affects, `burst` being how many of the attacker's templates cover it
            weapon (str): The slug of the BS Weapon the trooper carries
            attack (BSAttackAttackType0 | Unset): `intuitive`: a Direct Template placed only on a passed WIP Roll;
                `speculative`: an Impact Template weapon at Burst 1 and -6. Only weapons with that trait; left out: a standard
                attack
            coordinated (list[CoordinatedShot] | Unset): A Coordinated Order's BS Attack: the other participants' shots at
                the Spearhead's one target; the Spearhead's own is the rest of the skill.
            special_die_target (None | str | Unset): With +1 SD and a split Burst, the target that gets the extra die (left
                out: the first)
            surprise_attack (int | Unset): The Surprise Attack MOD (negative) the attack's targets apply to their reactions.
     """

    skill: Literal['bs_attack']
    targets: list[AttackTarget]
    weapon: str
    attack: BSAttackAttackType0 | Unset = UNSET
    coordinated: list[CoordinatedShot] | Unset = UNSET
    special_die_target: None | str | Unset = UNSET
    surprise_attack: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.attack_target import AttackTarget # noqa: PLC0415
        from ..models.coordinated_shot import CoordinatedShot # noqa: PLC0415
        skill = self.skill

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)



        weapon = self.weapon

        attack: str | Unset
        if isinstance(self.attack, Unset):
            attack = UNSET
        else:
            attack = self.attack.value


        coordinated: list[dict[str, Any]] | Unset
        if isinstance(self.coordinated, Unset):
            coordinated = UNSET
        else:
            coordinated = []
            for coordinated_type_0_item_data in self.coordinated:
                coordinated_type_0_item = coordinated_type_0_item_data.to_dict()
                coordinated.append(coordinated_type_0_item)




        special_die_target: None | str | Unset
        if isinstance(self.special_die_target, Unset):
            special_die_target = UNSET
        else:
            special_die_target = self.special_die_target

        surprise_attack: int | Unset
        if isinstance(self.surprise_attack, Unset):
            surprise_attack = UNSET
        else:
            surprise_attack = self.surprise_attack


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "skill": skill,
            "targets": targets,
            "weapon": weapon,
        })
        if attack is not UNSET:
            field_dict["attack"] = attack
        if coordinated is not UNSET:
            field_dict["coordinated"] = coordinated
        if special_die_target is not UNSET:
            field_dict["special_die_target"] = special_die_target
        if surprise_attack is not UNSET:
            field_dict["surprise_attack"] = surprise_attack

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attack_target import AttackTarget # noqa: PLC0415
        from ..models.coordinated_shot import CoordinatedShot # noqa: PLC0415
        d = dict(src_dict)
        skill = cast(Literal['bs_attack'] , d.pop("skill"))
        if skill != 'bs_attack':
            raise ValueError(f"skill must match const 'bs_attack', got '{skill}'")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = AttackTarget.from_dict(targets_item_data)



            targets.append(targets_item)


        weapon = d.pop("weapon")

        def _parse_attack(data: object) -> BSAttackAttackType0 | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, str):
                raise TypeError()
            attack_type_0 = BSAttackAttackType0(data)



            return attack_type_0

        attack = _parse_attack(d.pop("attack", UNSET))


        def _parse_coordinated(data: object) -> list[CoordinatedShot] | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, list):
                raise TypeError()
            coordinated_type_0 = []
            _coordinated_type_0 = data
            for coordinated_type_0_item_data in (_coordinated_type_0):
                coordinated_type_0_item = CoordinatedShot.from_dict(coordinated_type_0_item_data)



                coordinated_type_0.append(coordinated_type_0_item)

            return coordinated_type_0

        coordinated = _parse_coordinated(d.pop("coordinated", UNSET))


        def _parse_special_die_target(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        special_die_target = _parse_special_die_target(d.pop("special_die_target", UNSET))


        def _parse_surprise_attack(data: object) -> int | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | Unset, data)

        surprise_attack = _parse_surprise_attack(d.pop("surprise_attack", UNSET))


        bs_attack = cls(
            skill=skill,
            targets=targets,
            weapon=weapon,
            attack=attack,
            coordinated=coordinated,
            special_die_target=special_die_target,
            surprise_attack=surprise_attack,
        )


        bs_attack.additional_properties = d
        return bs_attack

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
