from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saving_rolls_outcome_status import SavingRollsOutcomeStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.roll_event_link import RollEventLink
  from ..models.save_roll import SaveRoll





T = TypeVar("T", bound="SavingRollsOutcome")



@_attrs_define
class SavingRollsOutcome:
    """ The Saving Rolls a trooper made against one side's hits (`saving_rolls_made`), and the Wounds
    they left.

        Attributes:
            ammo (list[str]): Its Ammunition, as applied
            attack (str): The side whose hits caused these saves.
            attribute_value (int): The trooper's value of that attribute, as the Ammunition reads it (halved for AP, PH-6
                for PARA)
            draws (list[int]): The server dice it drew, in draw order
            events (list[RollEventLink]): The events that made the roll and then changed it, in order.
            href (str): This roll's own route
            order (int): The order's number
            partial_cover (bool): Whether the trooper was in Partial Cover (+3 to each save)
            ps (int): The weapon's PS
            rolls (list[SaveRoll]): Each save, in order (Continuous Damage repeats included)
            save_attribute (str): What is saved against: `ARM`, `BTS` or `PH`
            status (SavingRollsOutcomeStatus): `final`, `superseded` (a ReRoll replaced it: `superseded_by`) or `voided`
                (its order was voided)
            success_value (int): Each save's Success Value: the attribute value + PS, +3 in Partial Cover, and MODs
            superseded_by (int | None): The version of the ReRoll that replaced this roll, when one did.
            trooper (str): The trooper saving
            type_ (Literal['saving_rolls_made']): Always `saving_rolls_made`: it tells this kind of `type` from the others
            version (int): The version of the event that made the roll: where GET .../rolls/{version} reads it
            weapon (str): The weapon (slug) whose hits are saved against
            wounds (int): The Wounds the failed saves caused
     """

    ammo: list[str]
    attack: str
    attribute_value: int
    draws: list[int]
    events: list[RollEventLink]
    href: str
    order: int
    partial_cover: bool
    ps: int
    rolls: list[SaveRoll]
    save_attribute: str
    status: SavingRollsOutcomeStatus
    success_value: int
    superseded_by: int | None
    trooper: str
    type_: Literal['saving_rolls_made']
    version: int
    weapon: str
    wounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.roll_event_link import RollEventLink # noqa: PLC0415
        from ..models.save_roll import SaveRoll # noqa: PLC0415
        ammo = self.ammo



        attack = self.attack

        attribute_value = self.attribute_value

        draws = self.draws



        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        href = self.href

        order = self.order

        partial_cover = self.partial_cover

        ps = self.ps

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)



        save_attribute = self.save_attribute

        status = self.status.value

        success_value = self.success_value

        superseded_by: int | None
        superseded_by = self.superseded_by

        trooper = self.trooper

        type_ = self.type_

        version = self.version

        weapon = self.weapon

        wounds = self.wounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ammo": ammo,
            "attack": attack,
            "attribute_value": attribute_value,
            "draws": draws,
            "events": events,
            "href": href,
            "order": order,
            "partial_cover": partial_cover,
            "ps": ps,
            "rolls": rolls,
            "save_attribute": save_attribute,
            "status": status,
            "success_value": success_value,
            "superseded_by": superseded_by,
            "trooper": trooper,
            "type": type_,
            "version": version,
            "weapon": weapon,
            "wounds": wounds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.roll_event_link import RollEventLink # noqa: PLC0415
        from ..models.save_roll import SaveRoll # noqa: PLC0415
        d = dict(src_dict)
        ammo = cast(list[str], d.pop("ammo"))


        attack = d.pop("attack")

        attribute_value = d.pop("attribute_value")

        draws = cast(list[int], d.pop("draws"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = RollEventLink.from_dict(events_item_data)



            events.append(events_item)


        href = d.pop("href")

        order = d.pop("order")

        partial_cover = d.pop("partial_cover")

        ps = d.pop("ps")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = SaveRoll.from_dict(rolls_item_data)



            rolls.append(rolls_item)


        save_attribute = d.pop("save_attribute")

        status = SavingRollsOutcomeStatus(d.pop("status"))




        success_value = d.pop("success_value")

        def _parse_superseded_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))


        trooper = d.pop("trooper")

        type_ = cast(Literal['saving_rolls_made'] , d.pop("type"))
        if type_ != 'saving_rolls_made':
            raise ValueError(f"type must match const 'saving_rolls_made', got '{type_}'")

        version = d.pop("version")

        weapon = d.pop("weapon")

        wounds = d.pop("wounds")

        saving_rolls_outcome = cls(
            ammo=ammo,
            attack=attack,
            attribute_value=attribute_value,
            draws=draws,
            events=events,
            href=href,
            order=order,
            partial_cover=partial_cover,
            ps=ps,
            rolls=rolls,
            save_attribute=save_attribute,
            status=status,
            success_value=success_value,
            superseded_by=superseded_by,
            trooper=trooper,
            type_=type_,
            version=version,
            weapon=weapon,
            wounds=wounds,
        )


        saving_rolls_outcome.additional_properties = d
        return saving_rolls_outcome

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
