from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.explained_side_dice_source_type_1 import ExplainedSideDiceSourceType1
from ..models.explained_side_dice_source_type_2_type_1 import ExplainedSideDiceSourceType2Type1
from ..models.explained_side_dice_source_type_3_type_1 import ExplainedSideDiceSourceType3Type1
from ..models.explained_side_skill_type_1 import ExplainedSideSkillType1
from ..models.explained_side_skill_type_2_type_1 import ExplainedSideSkillType2Type1
from ..models.explained_side_skill_type_3_type_1 import ExplainedSideSkillType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.explained_die import ExplainedDie
  from ..models.mod_entry import ModEntry





T = TypeVar("T", bound="ExplainedSide")



@_attrs_define
class ExplainedSide:
    """ One side of a replayed roll: how its Success Value was reached, each die, what survived.

        Attributes:
            attack (bool): A BS or CC Attack: its surviving successes are hits on `target`.
            attribute (int): The attribute rolled against, before MODs
            attribute_name (None | str): The attribute's name (`BS`, `PH`, ...); null when the record does not say
            clamped (bool): Whether the cap applied
            criticals (int): Criticals kept after cancellation
            dice (list[ExplainedDie]): Each die, in the order rolled
            dice_source (ExplainedSideDiceSourceType1 | ExplainedSideDiceSourceType2Type1 |
                ExplainedSideDiceSourceType3Type1 | None): null when no die was rolled.
            discarded (list[int]): Faces removed by a +1 SD discard
            hits (int): Successes kept after cancellation, Criticals included
            mod_total (int): After the +/-12 cap.
            mods (list[ModEntry]): Each MOD applied, with where it comes from
            name (str): The side's name: in an order `<trooper>:<skill>` or `<trooper>:<skill>><target>` (e.g.
                `fennec:bs_attack>senku`), in a free roll as given
            raw_mod_total (int): The MODs' sum before the +/-12 cap
            rerolled (list[int]): Faces replaced by a ReRoll
            rolled (bool): false when the Success Value was below 1: no die was rolled and the roll failed.
            skill (ExplainedSideSkillType1 | ExplainedSideSkillType2Type1 | ExplainedSideSkillType3Type1 | None): The skill
                the side rolls for (`bs_attack`, `dodge`, ...); null for a side with none
            success_value (int): The Success Value: attribute + MODs (capped at +/-12); a die at or below it succeeds
            target (None | str): The trooper the side's roll is aimed at; null when it aims at none
            trooper (None | str): The trooper rolling; null for a side that names none
     """

    attack: bool
    attribute: int
    attribute_name: None | str
    clamped: bool
    criticals: int
    dice: list[ExplainedDie]
    dice_source: ExplainedSideDiceSourceType1 | ExplainedSideDiceSourceType2Type1 | ExplainedSideDiceSourceType3Type1 | None
    discarded: list[int]
    hits: int
    mod_total: int
    mods: list[ModEntry]
    name: str
    raw_mod_total: int
    rerolled: list[int]
    rolled: bool
    skill: ExplainedSideSkillType1 | ExplainedSideSkillType2Type1 | ExplainedSideSkillType3Type1 | None
    success_value: int
    target: None | str
    trooper: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.explained_die import ExplainedDie # noqa: PLC0415
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        attack = self.attack

        attribute = self.attribute

        attribute_name: None | str
        attribute_name = self.attribute_name

        clamped = self.clamped

        criticals = self.criticals

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)



        dice_source: None | str
        if isinstance(self.dice_source, ExplainedSideDiceSourceType1):
            dice_source = self.dice_source.value
        elif isinstance(self.dice_source, ExplainedSideDiceSourceType2Type1):
            dice_source = self.dice_source.value
        elif isinstance(self.dice_source, ExplainedSideDiceSourceType3Type1):
            dice_source = self.dice_source.value
        else:
            dice_source = self.dice_source

        discarded = self.discarded



        hits = self.hits

        mod_total = self.mod_total

        mods = []
        for mods_item_data in self.mods:
            mods_item = mods_item_data.to_dict()
            mods.append(mods_item)



        name = self.name

        raw_mod_total = self.raw_mod_total

        rerolled = self.rerolled



        rolled = self.rolled

        skill: None | str
        if isinstance(self.skill, ExplainedSideSkillType1):
            skill = self.skill.value
        elif isinstance(self.skill, ExplainedSideSkillType2Type1):
            skill = self.skill.value
        elif isinstance(self.skill, ExplainedSideSkillType3Type1):
            skill = self.skill.value
        else:
            skill = self.skill

        success_value = self.success_value

        target: None | str
        target = self.target

        trooper: None | str
        trooper = self.trooper


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attack": attack,
            "attribute": attribute,
            "attribute_name": attribute_name,
            "clamped": clamped,
            "criticals": criticals,
            "dice": dice,
            "dice_source": dice_source,
            "discarded": discarded,
            "hits": hits,
            "mod_total": mod_total,
            "mods": mods,
            "name": name,
            "raw_mod_total": raw_mod_total,
            "rerolled": rerolled,
            "rolled": rolled,
            "skill": skill,
            "success_value": success_value,
            "target": target,
            "trooper": trooper,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explained_die import ExplainedDie # noqa: PLC0415
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        d = dict(src_dict)
        attack = d.pop("attack")

        attribute = d.pop("attribute")

        def _parse_attribute_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        attribute_name = _parse_attribute_name(d.pop("attribute_name"))


        clamped = d.pop("clamped")

        criticals = d.pop("criticals")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in (_dice):
            dice_item = ExplainedDie.from_dict(dice_item_data)



            dice.append(dice_item)


        def _parse_dice_source(data: object) -> ExplainedSideDiceSourceType1 | ExplainedSideDiceSourceType2Type1 | ExplainedSideDiceSourceType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dice_source_type_1 = ExplainedSideDiceSourceType1(data)



                return dice_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dice_source_type_2_type_1 = ExplainedSideDiceSourceType2Type1(data)



                return dice_source_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dice_source_type_3_type_1 = ExplainedSideDiceSourceType3Type1(data)



                return dice_source_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExplainedSideDiceSourceType1 | ExplainedSideDiceSourceType2Type1 | ExplainedSideDiceSourceType3Type1 | None, data)

        dice_source = _parse_dice_source(d.pop("dice_source"))


        discarded = cast(list[int], d.pop("discarded"))


        hits = d.pop("hits")

        mod_total = d.pop("mod_total")

        mods = []
        _mods = d.pop("mods")
        for mods_item_data in (_mods):
            mods_item = ModEntry.from_dict(mods_item_data)



            mods.append(mods_item)


        name = d.pop("name")

        raw_mod_total = d.pop("raw_mod_total")

        rerolled = cast(list[int], d.pop("rerolled"))


        rolled = d.pop("rolled")

        def _parse_skill(data: object) -> ExplainedSideSkillType1 | ExplainedSideSkillType2Type1 | ExplainedSideSkillType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                skill_type_1 = ExplainedSideSkillType1(data)



                return skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                skill_type_2_type_1 = ExplainedSideSkillType2Type1(data)



                return skill_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                skill_type_3_type_1 = ExplainedSideSkillType3Type1(data)



                return skill_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExplainedSideSkillType1 | ExplainedSideSkillType2Type1 | ExplainedSideSkillType3Type1 | None, data)

        skill = _parse_skill(d.pop("skill"))


        success_value = d.pop("success_value")

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))


        def _parse_trooper(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trooper = _parse_trooper(d.pop("trooper"))


        explained_side = cls(
            attack=attack,
            attribute=attribute,
            attribute_name=attribute_name,
            clamped=clamped,
            criticals=criticals,
            dice=dice,
            dice_source=dice_source,
            discarded=discarded,
            hits=hits,
            mod_total=mod_total,
            mods=mods,
            name=name,
            raw_mod_total=raw_mod_total,
            rerolled=rerolled,
            rolled=rolled,
            skill=skill,
            success_value=success_value,
            target=target,
            trooper=trooper,
        )


        explained_side.additional_properties = d
        return explained_side

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
