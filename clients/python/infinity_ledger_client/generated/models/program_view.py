from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.program_view_handling import ProgramViewHandling
from typing import cast






T = TypeVar("T", bound="ProgramView")



@_attrs_define
class ProgramView:
    """ A hacking program (Hacking Programs Chart, N5), named by its slug in a `comms_attack`.

        Attributes:
            ammo (list[str]): Its Ammunition, each an `AmmunitionView.name`
            attack_mod (int | None): MOD to the Hacker's WIP; null for a program that makes no attack roll
            burst (int): Its Burst (B)
            comms_attack (bool): Whether it is a Comms Attack, with an attack roll
            effect (str): One line: what it does at the table
            handling (ProgramViewHandling): How far the engine goes with the rule: `applied`, it works the rule out at
                resolution (a MOD, a roll, a save); `recorded`, it keeps the entry on the trooper or weapon and shows it, and
                the players apply its effect
            name (str): Its name as the chart prints it
            opponent_mod (int | None): MOD to the target's roll against it (Reset)
            ps (int | None): PS of its Saving Rolls, always against BTS; null when it causes none
            skill_type (str): `Short Skill` or `Short Skill/ARO` (also in ARO), as the chart says
            slug (str): Its id in requests, a `comms_attack`'s `program`
            source (str): The rule's page on the Infinity wiki (N5), which it follows
            targets (str): Which troopers it may target, as the chart says
     """

    ammo: list[str]
    attack_mod: int | None
    burst: int
    comms_attack: bool
    effect: str
    handling: ProgramViewHandling
    name: str
    opponent_mod: int | None
    ps: int | None
    skill_type: str
    slug: str
    source: str
    targets: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ammo = self.ammo



        attack_mod: int | None
        attack_mod = self.attack_mod

        burst = self.burst

        comms_attack = self.comms_attack

        effect = self.effect

        handling = self.handling.value

        name = self.name

        opponent_mod: int | None
        opponent_mod = self.opponent_mod

        ps: int | None
        ps = self.ps

        skill_type = self.skill_type

        slug = self.slug

        source = self.source

        targets = self.targets


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ammo": ammo,
            "attack_mod": attack_mod,
            "burst": burst,
            "comms_attack": comms_attack,
            "effect": effect,
            "handling": handling,
            "name": name,
            "opponent_mod": opponent_mod,
            "ps": ps,
            "skill_type": skill_type,
            "slug": slug,
            "source": source,
            "targets": targets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ammo = cast(list[str], d.pop("ammo"))


        def _parse_attack_mod(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attack_mod = _parse_attack_mod(d.pop("attack_mod"))


        burst = d.pop("burst")

        comms_attack = d.pop("comms_attack")

        effect = d.pop("effect")

        handling = ProgramViewHandling(d.pop("handling"))




        name = d.pop("name")

        def _parse_opponent_mod(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        opponent_mod = _parse_opponent_mod(d.pop("opponent_mod"))


        def _parse_ps(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ps = _parse_ps(d.pop("ps"))


        skill_type = d.pop("skill_type")

        slug = d.pop("slug")

        source = d.pop("source")

        targets = d.pop("targets")

        program_view = cls(
            ammo=ammo,
            attack_mod=attack_mod,
            burst=burst,
            comms_attack=comms_attack,
            effect=effect,
            handling=handling,
            name=name,
            opponent_mod=opponent_mod,
            ps=ps,
            skill_type=skill_type,
            slug=slug,
            source=source,
            targets=targets,
        )


        program_view.additional_properties = d
        return program_view

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
