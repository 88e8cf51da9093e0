from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.template_outcome_reaction import TemplateOutcomeReaction






T = TypeVar("T", bound="TemplateOutcome")



@_attrs_define
class TemplateOutcome:
    """ What a Direct Template did to one trooper it affected.

        Attributes:
            attack (str): The name of the attack side whose hits these are (what the Saving Rolls name)
            dodged (bool): Its Dodge, a Normal PH Roll, succeeded: it left the template's area.
            hits (int): Hits the template dealt it (0 when it dodged)
            reaction (TemplateOutcomeReaction): Its reaction: `dodge` (a Normal PH Roll), `attack` (its own roll) or `none`
            templates (int): How many of the attacker's templates cover the trooper.
            trooper (str): The affected trooper
     """

    attack: str
    dodged: bool
    hits: int
    reaction: TemplateOutcomeReaction
    templates: int
    trooper: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        dodged = self.dodged

        hits = self.hits

        reaction = self.reaction.value

        templates = self.templates

        trooper = self.trooper


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attack": attack,
            "dodged": dodged,
            "hits": hits,
            "reaction": reaction,
            "templates": templates,
            "trooper": trooper,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack = d.pop("attack")

        dodged = d.pop("dodged")

        hits = d.pop("hits")

        reaction = TemplateOutcomeReaction(d.pop("reaction"))




        templates = d.pop("templates")

        trooper = d.pop("trooper")

        template_outcome = cls(
            attack=attack,
            dodged=dodged,
            hits=hits,
            reaction=reaction,
            templates=templates,
            trooper=trooper,
        )


        template_outcome.additional_properties = d
        return template_outcome

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
