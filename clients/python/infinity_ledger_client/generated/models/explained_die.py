from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.explained_die_fate import ExplainedDieFate
from ..models.explained_die_rule_type_1 import ExplainedDieRuleType1
from ..models.explained_die_rule_type_2_type_1 import ExplainedDieRuleType2Type1
from ..models.explained_die_rule_type_3_type_1 import ExplainedDieRuleType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.die_ref import DieRef





T = TypeVar("T", bound="ExplainedDie")



@_attrs_define
class ExplainedDie:
    """ One die of a replayed roll and what became of it.

        Attributes:
            critical (bool): Whether it is a Critical: the face equals the Success Value (above 20, N5: a 20, or a face no
                more than the excess)
            face (int): The d20 face rolled, 1 to 20 (the server's, or entered at the table)
            fate (ExplainedDieFate): `failed` (above the Success Value), `cancelled` (by an enemy die) or `survived` (a hit,
                or a success that counts)
            index (int): Its index among its side's dice
            success (bool): Whether it is a success: at or below the Success Value (every face is, above Success Value 20)
            value (int): The value compared in a Face to Face Roll: the face (in CodeOne, above Success Value 20, the face
                plus the excess)
            cancelled_by (DieRef | None | Unset): The enemy die that cancelled it; null when none did
            rule (ExplainedDieRuleType1 | ExplainedDieRuleType2Type1 | ExplainedDieRuleType3Type1 | None | Unset): Why it
                was cancelled: `both_criticals`, `critical` (an enemy Critical), `equal_or_higher` (an enemy success of equal or
                higher value), or `unexplained` when the record marks a cancellation no rule gives; null when not cancelled
     """

    critical: bool
    face: int
    fate: ExplainedDieFate
    index: int
    success: bool
    value: int
    cancelled_by: DieRef | None | Unset = UNSET
    rule: ExplainedDieRuleType1 | ExplainedDieRuleType2Type1 | ExplainedDieRuleType3Type1 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.die_ref import DieRef # noqa: PLC0415
        critical = self.critical

        face = self.face

        fate = self.fate.value

        index = self.index

        success = self.success

        value = self.value

        cancelled_by: dict[str, Any] | None | Unset
        if isinstance(self.cancelled_by, Unset):
            cancelled_by = UNSET
        elif isinstance(self.cancelled_by, DieRef):
            cancelled_by = self.cancelled_by.to_dict()
        else:
            cancelled_by = self.cancelled_by

        rule: None | str | Unset
        if isinstance(self.rule, Unset):
            rule = UNSET
        elif isinstance(self.rule, ExplainedDieRuleType1):
            rule = self.rule.value
        elif isinstance(self.rule, ExplainedDieRuleType2Type1):
            rule = self.rule.value
        elif isinstance(self.rule, ExplainedDieRuleType3Type1):
            rule = self.rule.value
        else:
            rule = self.rule


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "critical": critical,
            "face": face,
            "fate": fate,
            "index": index,
            "success": success,
            "value": value,
        })
        if cancelled_by is not UNSET:
            field_dict["cancelled_by"] = cancelled_by
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.die_ref import DieRef # noqa: PLC0415
        d = dict(src_dict)
        critical = d.pop("critical")

        face = d.pop("face")

        fate = ExplainedDieFate(d.pop("fate"))




        index = d.pop("index")

        success = d.pop("success")

        value = d.pop("value")

        def _parse_cancelled_by(data: object) -> DieRef | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cancelled_by_type_0 = DieRef.from_dict(data)



                return cancelled_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DieRef | None | Unset, data)

        cancelled_by = _parse_cancelled_by(d.pop("cancelled_by", UNSET))


        def _parse_rule(data: object) -> ExplainedDieRuleType1 | ExplainedDieRuleType2Type1 | ExplainedDieRuleType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rule_type_1 = ExplainedDieRuleType1(data)



                return rule_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rule_type_2_type_1 = ExplainedDieRuleType2Type1(data)



                return rule_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rule_type_3_type_1 = ExplainedDieRuleType3Type1(data)



                return rule_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExplainedDieRuleType1 | ExplainedDieRuleType2Type1 | ExplainedDieRuleType3Type1 | None | Unset, data)

        rule = _parse_rule(d.pop("rule", UNSET))


        explained_die = cls(
            critical=critical,
            face=face,
            fate=fate,
            index=index,
            success=success,
            value=value,
            cancelled_by=cancelled_by,
            rule=rule,
        )


        explained_die.additional_properties = d
        return explained_die

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
