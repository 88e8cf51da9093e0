from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.resolved_order_answer_order_type import ResolvedOrderAnswerOrderType
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.condition_change import ConditionChange
  from ..models.declaration import Declaration
  from ..models.deployable_attack_resolved import DeployableAttackResolved
  from ..models.deployable_triggered import DeployableTriggered
  from ..models.guts_roll_made import GutsRollMade
  from ..models.lost_dice import LostDice
  from ..models.recorded_roll_view import RecordedRollView
  from ..models.saving_rolls_made import SavingRollsMade
  from ..models.template_attack_resolved import TemplateAttackResolved





T = TypeVar("T", bound="ResolvedOrderAnswer")



@_attrs_define
class ResolvedOrderAnswer:
    """ A concluded order.

        Attributes:
            changes (list[ConditionChange]): Each trooper's Wounds and state the order changed
            declarations (list[Declaration]): Every declaration, in the order made: the activation, the AROs, the second
                skill
            guts (list[GutsRollMade]): The Guts Rolls the conclusion made
            lost (list[LostDice]): Dice of a split Burst lost at resolution because their target failed a requirement
            number (int): The order's number in the game (1, 2, ...; never reused, not even after a withdrawn activation)
            order_type (ResolvedOrderAnswerOrderType): Which Order was spent: `regular`, `irregular`, `lieutenant` or
                `impetuous`
            player (str): The active player who spent it
            rolls (list[RecordedRollView]): Each roll of the exchange, as it stands (after discards and ReRolls)
            saves (list[SavingRollsMade]): The Saving Rolls the conclusion made
            status (Literal['resolved']): Always `resolved`: it tells this kind of `status` from the others
            templates (list[TemplateAttackResolved]): What each Direct Template of the order did to the troopers it
                affected.
            trooper (str): The trooper activated; in a Coordinated Order, its Spearhead
            turn (int): The Player Turn it was spent in
            void_reason (None | str): The organiser's reason for voiding it; null when not voided
            voided (bool): Whether the organiser voided it (its effects reverted)
            deployable_attacks (list[DeployableAttackResolved] | Unset): What each triggered Deployable's template did to
                the troopers it affected.
            triggers (list[DeployableTriggered] | Unset): The Deployables that triggered in the order, each an ARO of its
                own.
     """

    changes: list[ConditionChange]
    declarations: list[Declaration]
    guts: list[GutsRollMade]
    lost: list[LostDice]
    number: int
    order_type: ResolvedOrderAnswerOrderType
    player: str
    rolls: list[RecordedRollView]
    saves: list[SavingRollsMade]
    status: Literal['resolved']
    templates: list[TemplateAttackResolved]
    trooper: str
    turn: int
    void_reason: None | str
    voided: bool
    deployable_attacks: list[DeployableAttackResolved] | Unset = UNSET
    triggers: list[DeployableTriggered] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.condition_change import ConditionChange # noqa: PLC0415
        from ..models.declaration import Declaration # noqa: PLC0415
        from ..models.deployable_attack_resolved import DeployableAttackResolved # noqa: PLC0415
        from ..models.deployable_triggered import DeployableTriggered # noqa: PLC0415
        from ..models.guts_roll_made import GutsRollMade # noqa: PLC0415
        from ..models.lost_dice import LostDice # noqa: PLC0415
        from ..models.recorded_roll_view import RecordedRollView # noqa: PLC0415
        from ..models.saving_rolls_made import SavingRollsMade # noqa: PLC0415
        from ..models.template_attack_resolved import TemplateAttackResolved # noqa: PLC0415
        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)



        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.to_dict()
            declarations.append(declarations_item)



        guts = []
        for guts_item_data in self.guts:
            guts_item = guts_item_data.to_dict()
            guts.append(guts_item)



        lost = []
        for lost_item_data in self.lost:
            lost_item = lost_item_data.to_dict()
            lost.append(lost_item)



        number = self.number

        order_type = self.order_type.value

        player = self.player

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)



        saves = []
        for saves_item_data in self.saves:
            saves_item = saves_item_data.to_dict()
            saves.append(saves_item)



        status = self.status

        templates = []
        for templates_item_data in self.templates:
            templates_item = templates_item_data.to_dict()
            templates.append(templates_item)



        trooper = self.trooper

        turn = self.turn

        void_reason: None | str
        void_reason = self.void_reason

        voided = self.voided

        deployable_attacks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deployable_attacks, Unset):
            deployable_attacks = []
            for deployable_attacks_item_data in self.deployable_attacks:
                deployable_attacks_item = deployable_attacks_item_data.to_dict()
                deployable_attacks.append(deployable_attacks_item)



        triggers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.triggers, Unset):
            triggers = []
            for triggers_item_data in self.triggers:
                triggers_item = triggers_item_data.to_dict()
                triggers.append(triggers_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "changes": changes,
            "declarations": declarations,
            "guts": guts,
            "lost": lost,
            "number": number,
            "order_type": order_type,
            "player": player,
            "rolls": rolls,
            "saves": saves,
            "status": status,
            "templates": templates,
            "trooper": trooper,
            "turn": turn,
            "void_reason": void_reason,
            "voided": voided,
        })
        if deployable_attacks is not UNSET:
            field_dict["deployable_attacks"] = deployable_attacks
        if triggers is not UNSET:
            field_dict["triggers"] = triggers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.condition_change import ConditionChange # noqa: PLC0415
        from ..models.declaration import Declaration # noqa: PLC0415
        from ..models.deployable_attack_resolved import DeployableAttackResolved # noqa: PLC0415
        from ..models.deployable_triggered import DeployableTriggered # noqa: PLC0415
        from ..models.guts_roll_made import GutsRollMade # noqa: PLC0415
        from ..models.lost_dice import LostDice # noqa: PLC0415
        from ..models.recorded_roll_view import RecordedRollView # noqa: PLC0415
        from ..models.saving_rolls_made import SavingRollsMade # noqa: PLC0415
        from ..models.template_attack_resolved import TemplateAttackResolved # noqa: PLC0415
        d = dict(src_dict)
        changes = []
        _changes = d.pop("changes")
        for changes_item_data in (_changes):
            changes_item = ConditionChange.from_dict(changes_item_data)



            changes.append(changes_item)


        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in (_declarations):
            declarations_item = Declaration.from_dict(declarations_item_data)



            declarations.append(declarations_item)


        guts = []
        _guts = d.pop("guts")
        for guts_item_data in (_guts):
            guts_item = GutsRollMade.from_dict(guts_item_data)



            guts.append(guts_item)


        lost = []
        _lost = d.pop("lost")
        for lost_item_data in (_lost):
            lost_item = LostDice.from_dict(lost_item_data)



            lost.append(lost_item)


        number = d.pop("number")

        order_type = ResolvedOrderAnswerOrderType(d.pop("order_type"))




        player = d.pop("player")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = RecordedRollView.from_dict(rolls_item_data)



            rolls.append(rolls_item)


        saves = []
        _saves = d.pop("saves")
        for saves_item_data in (_saves):
            saves_item = SavingRollsMade.from_dict(saves_item_data)



            saves.append(saves_item)


        status = cast(Literal['resolved'] , d.pop("status"))
        if status != 'resolved':
            raise ValueError(f"status must match const 'resolved', got '{status}'")

        templates = []
        _templates = d.pop("templates")
        for templates_item_data in (_templates):
            templates_item = TemplateAttackResolved.from_dict(templates_item_data)



            templates.append(templates_item)


        trooper = d.pop("trooper")

        turn = d.pop("turn")

        def _parse_void_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        void_reason = _parse_void_reason(d.pop("void_reason"))


        voided = d.pop("voided")

        _deployable_attacks = d.pop("deployable_attacks", UNSET)
        deployable_attacks: list[DeployableAttackResolved] | Unset = UNSET
        if _deployable_attacks is not UNSET:
            deployable_attacks = []
            for deployable_attacks_item_data in _deployable_attacks:
                deployable_attacks_item = DeployableAttackResolved.from_dict(deployable_attacks_item_data)



                deployable_attacks.append(deployable_attacks_item)


        _triggers = d.pop("triggers", UNSET)
        triggers: list[DeployableTriggered] | Unset = UNSET
        if _triggers is not UNSET:
            triggers = []
            for triggers_item_data in _triggers:
                triggers_item = DeployableTriggered.from_dict(triggers_item_data)



                triggers.append(triggers_item)


        resolved_order_answer = cls(
            changes=changes,
            declarations=declarations,
            guts=guts,
            lost=lost,
            number=number,
            order_type=order_type,
            player=player,
            rolls=rolls,
            saves=saves,
            status=status,
            templates=templates,
            trooper=trooper,
            turn=turn,
            void_reason=void_reason,
            voided=voided,
            deployable_attacks=deployable_attacks,
            triggers=triggers,
        )


        resolved_order_answer.additional_properties = d
        return resolved_order_answer

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
