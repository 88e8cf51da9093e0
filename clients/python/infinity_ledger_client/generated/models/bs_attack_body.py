from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bs_attack_body_attack_type_1 import BSAttackBodyAttackType1
from ..models.bs_attack_body_attack_type_2_type_1 import BSAttackBodyAttackType2Type1
from ..models.bs_attack_body_attack_type_3_type_1 import BSAttackBodyAttackType3Type1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.attack_target_body import AttackTargetBody
  from ..models.coordinated_shot_body import CoordinatedShotBody





T = TypeVar("T", bound="BSAttackBody")



@_attrs_define
class BSAttackBody:
    """ BS Attack (N5): shoot with a BS Weapon, a BS Roll per die of Burst, split between targets
    as declared; a Direct Template weapon makes no roll to hit.

        Attributes:
            skill (Literal['bs_attack']): Always `bs_attack`: it tells this kind of `skill` from the others
            targets (list[AttackTargetBody]): With a Direct Template weapon: every trooper the template affects, `burst`
                being how many of the attacker's templates cover it. Each affected trooper's ARO is its reaction: `dodge` (a
                Normal PH Roll), a BS or CC Attack (its own Normal Roll), or nothing.
            weapon (str): The slug of the BS Weapon the trooper carries
            attack (BSAttackBodyAttackType1 | BSAttackBodyAttackType2Type1 | BSAttackBodyAttackType3Type1 | None | Unset):
                `intuitive`: a Direct Template placed only on a passed WIP Roll; `speculative`: an Impact Template weapon at
                Burst 1 and -6. Only weapons with that trait.
            coordinated (list[CoordinatedShotBody] | None | Unset): A Coordinated Order's BS Attack (N5): each other
                participant's own shot, Burst 1 at the one target; `targets` is the Spearhead's, at half its Burst rounded up.
            special_die_target (None | str | Unset): With +1 SD and a split Burst, the target that gets the extra die (left
                out: the first)
            surprise_attack (int | None | Unset): The Surprise Attack MOD the attack's targets apply to their reactions.
     """

    skill: Literal['bs_attack']
    targets: list[AttackTargetBody]
    weapon: str
    attack: BSAttackBodyAttackType1 | BSAttackBodyAttackType2Type1 | BSAttackBodyAttackType3Type1 | None | Unset = UNSET
    coordinated: list[CoordinatedShotBody] | None | Unset = UNSET
    special_die_target: None | str | Unset = UNSET
    surprise_attack: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.attack_target_body import AttackTargetBody # noqa: PLC0415
        from ..models.coordinated_shot_body import CoordinatedShotBody # noqa: PLC0415
        skill = self.skill

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)



        weapon = self.weapon

        attack: None | str | Unset
        if isinstance(self.attack, Unset):
            attack = UNSET
        elif isinstance(self.attack, BSAttackBodyAttackType1):
            attack = self.attack.value
        elif isinstance(self.attack, BSAttackBodyAttackType2Type1):
            attack = self.attack.value
        elif isinstance(self.attack, BSAttackBodyAttackType3Type1):
            attack = self.attack.value
        else:
            attack = self.attack

        coordinated: list[dict[str, Any]] | None | Unset
        if isinstance(self.coordinated, Unset):
            coordinated = UNSET
        elif isinstance(self.coordinated, list):
            coordinated = []
            for coordinated_type_0_item_data in self.coordinated:
                coordinated_type_0_item = coordinated_type_0_item_data.to_dict()
                coordinated.append(coordinated_type_0_item)


        else:
            coordinated = self.coordinated

        special_die_target: None | str | Unset
        if isinstance(self.special_die_target, Unset):
            special_die_target = UNSET
        else:
            special_die_target = self.special_die_target

        surprise_attack: int | None | Unset
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
        from ..models.attack_target_body import AttackTargetBody # noqa: PLC0415
        from ..models.coordinated_shot_body import CoordinatedShotBody # noqa: PLC0415
        d = dict(src_dict)
        skill = cast(Literal['bs_attack'] , d.pop("skill"))
        if skill != 'bs_attack':
            raise ValueError(f"skill must match const 'bs_attack', got '{skill}'")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = AttackTargetBody.from_dict(targets_item_data)



            targets.append(targets_item)


        weapon = d.pop("weapon")

        def _parse_attack(data: object) -> BSAttackBodyAttackType1 | BSAttackBodyAttackType2Type1 | BSAttackBodyAttackType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attack_type_1 = BSAttackBodyAttackType1(data)



                return attack_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attack_type_2_type_1 = BSAttackBodyAttackType2Type1(data)



                return attack_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attack_type_3_type_1 = BSAttackBodyAttackType3Type1(data)



                return attack_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BSAttackBodyAttackType1 | BSAttackBodyAttackType2Type1 | BSAttackBodyAttackType3Type1 | None | Unset, data)

        attack = _parse_attack(d.pop("attack", UNSET))


        def _parse_coordinated(data: object) -> list[CoordinatedShotBody] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                coordinated_type_0 = []
                _coordinated_type_0 = data
                for coordinated_type_0_item_data in (_coordinated_type_0):
                    coordinated_type_0_item = CoordinatedShotBody.from_dict(coordinated_type_0_item_data)



                    coordinated_type_0.append(coordinated_type_0_item)

                return coordinated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CoordinatedShotBody] | None | Unset, data)

        coordinated = _parse_coordinated(d.pop("coordinated", UNSET))


        def _parse_special_die_target(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        special_die_target = _parse_special_die_target(d.pop("special_die_target", UNSET))


        def _parse_surprise_attack(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        surprise_attack = _parse_surprise_attack(d.pop("surprise_attack", UNSET))


        bs_attack_body = cls(
            skill=skill,
            targets=targets,
            weapon=weapon,
            attack=attack,
            coordinated=coordinated,
            special_die_target=special_die_target,
            surprise_attack=surprise_attack,
        )


        bs_attack_body.additional_properties = d
        return bs_attack_body

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
