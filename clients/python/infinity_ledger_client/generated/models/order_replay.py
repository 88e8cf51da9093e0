from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.edition import Edition
from ..models.order_replay_order_type import OrderReplayOrderType
from ..models.order_replay_status import OrderReplayStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.activation_step import ActivationStep
  from ..models.aro_step import AroStep
  from ..models.concluded_step import ConcludedStep
  from ..models.conclusion_dice_confirmed_step import ConclusionDiceConfirmedStep
  from ..models.conclusion_dice_entered_step import ConclusionDiceEnteredStep
  from ..models.conclusion_dice_withdrawn_step import ConclusionDiceWithdrawnStep
  from ..models.deployable_attack_step import DeployableAttackStep
  from ..models.deployable_placed_step import DeployablePlacedStep
  from ..models.deployable_triggered_step import DeployableTriggeredStep
  from ..models.dice_confirmed_step import DiceConfirmedStep
  from ..models.dice_entered_step import DiceEnteredStep
  from ..models.discard_step import DiscardStep
  from ..models.dogged_step import DoggedStep
  from ..models.guts_roll_step import GutsRollStep
  from ..models.hacking_state_step import HackingStateStep
  from ..models.no_aro_step import NoAroStep
  from ..models.order_replay_final_states import OrderReplayFinalStates
  from ..models.order_replay_troopers import OrderReplayTroopers
  from ..models.reroll_step import RerollStep
  from ..models.resolution_step import ResolutionStep
  from ..models.roll_step import RollStep
  from ..models.save_value_switched_step import SaveValueSwitchedStep
  from ..models.saving_rolls_step import SavingRollsStep
  from ..models.second_skill_step import SecondSkillStep
  from ..models.template_step import TemplateStep
  from ..models.voided_step import VoidedStep
  from ..models.withdrawn_step import WithdrawnStep
  from ..models.wounds_step import WoundsStep





T = TypeVar("T", bound="OrderReplay")



@_attrs_define
class OrderReplay:
    """ One order re-derived from the log and explained step by step, with whether the re-
    derivation matches the record.

        Attributes:
            differences (list[str]): Each difference found, in words (empty when it matches)
            edition (Edition): The rules it was played under
            final_states (OrderReplayFinalStates): Each trooper's Wounds and state once the order is over (after a void: as
                restored).
            matches_record (bool): Whether every roll and outcome worked out again matches what the log recorded
            order (int): The order's number
            order_type (OrderReplayOrderType): Which Order was spent
            player (str): The active player
            status (OrderReplayStatus): `open`, `resolved` or `voided`
            steps (list[ActivationStep | AroStep | ConcludedStep | ConclusionDiceConfirmedStep | ConclusionDiceEnteredStep |
                ConclusionDiceWithdrawnStep | DeployableAttackStep | DeployablePlacedStep | DeployableTriggeredStep |
                DiceConfirmedStep | DiceEnteredStep | DiscardStep | DoggedStep | GutsRollStep | HackingStateStep | NoAroStep |
                RerollStep | ResolutionStep | RollStep | SaveValueSwitchedStep | SavingRollsStep | SecondSkillStep |
                TemplateStep | VoidedStep | WithdrawnStep | WoundsStep]): Each step, in the order of the events
            trooper (str): The trooper activated
            troopers (OrderReplayTroopers): Every trooper the order mentions, by id.
            turn (int): The Player Turn it was spent in
            void_reason (None | str): The organiser's reason for voiding it; null when not voided
     """

    differences: list[str]
    edition: Edition
    final_states: OrderReplayFinalStates
    matches_record: bool
    order: int
    order_type: OrderReplayOrderType
    player: str
    status: OrderReplayStatus
    steps: list[ActivationStep | AroStep | ConcludedStep | ConclusionDiceConfirmedStep | ConclusionDiceEnteredStep | ConclusionDiceWithdrawnStep | DeployableAttackStep | DeployablePlacedStep | DeployableTriggeredStep | DiceConfirmedStep | DiceEnteredStep | DiscardStep | DoggedStep | GutsRollStep | HackingStateStep | NoAroStep | RerollStep | ResolutionStep | RollStep | SaveValueSwitchedStep | SavingRollsStep | SecondSkillStep | TemplateStep | VoidedStep | WithdrawnStep | WoundsStep]
    trooper: str
    troopers: OrderReplayTroopers
    turn: int
    void_reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.activation_step import ActivationStep # noqa: PLC0415
        from ..models.aro_step import AroStep # noqa: PLC0415
        from ..models.concluded_step import ConcludedStep # noqa: PLC0415
        from ..models.conclusion_dice_confirmed_step import ConclusionDiceConfirmedStep # noqa: PLC0415
        from ..models.conclusion_dice_entered_step import ConclusionDiceEnteredStep # noqa: PLC0415
        from ..models.conclusion_dice_withdrawn_step import ConclusionDiceWithdrawnStep # noqa: PLC0415
        from ..models.deployable_attack_step import DeployableAttackStep # noqa: PLC0415
        from ..models.deployable_placed_step import DeployablePlacedStep # noqa: PLC0415
        from ..models.deployable_triggered_step import DeployableTriggeredStep # noqa: PLC0415
        from ..models.dice_confirmed_step import DiceConfirmedStep # noqa: PLC0415
        from ..models.dice_entered_step import DiceEnteredStep # noqa: PLC0415
        from ..models.discard_step import DiscardStep # noqa: PLC0415
        from ..models.dogged_step import DoggedStep # noqa: PLC0415
        from ..models.guts_roll_step import GutsRollStep # noqa: PLC0415
        from ..models.hacking_state_step import HackingStateStep # noqa: PLC0415
        from ..models.no_aro_step import NoAroStep # noqa: PLC0415
        from ..models.order_replay_final_states import OrderReplayFinalStates # noqa: PLC0415
        from ..models.order_replay_troopers import OrderReplayTroopers # noqa: PLC0415
        from ..models.reroll_step import RerollStep # noqa: PLC0415
        from ..models.resolution_step import ResolutionStep # noqa: PLC0415
        from ..models.roll_step import RollStep # noqa: PLC0415
        from ..models.save_value_switched_step import SaveValueSwitchedStep # noqa: PLC0415
        from ..models.saving_rolls_step import SavingRollsStep # noqa: PLC0415
        from ..models.second_skill_step import SecondSkillStep # noqa: PLC0415
        from ..models.template_step import TemplateStep # noqa: PLC0415
        from ..models.voided_step import VoidedStep # noqa: PLC0415
        from ..models.withdrawn_step import WithdrawnStep # noqa: PLC0415
        from ..models.wounds_step import WoundsStep # noqa: PLC0415
        differences = self.differences



        edition = self.edition.value

        final_states = self.final_states.to_dict()

        matches_record = self.matches_record

        order = self.order

        order_type = self.order_type.value

        player = self.player

        status = self.status.value

        steps = []
        for steps_item_data in self.steps:
            steps_item: dict[str, Any]
            if isinstance(steps_item_data, ActivationStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, AroStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, NoAroStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, SecondSkillStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, WithdrawnStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, DiceEnteredStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, DiceConfirmedStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, ConclusionDiceEnteredStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, ConclusionDiceConfirmedStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, ConclusionDiceWithdrawnStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, ResolutionStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, RollStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, DiscardStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, RerollStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, TemplateStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, DeployableTriggeredStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, DeployableAttackStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, DeployablePlacedStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, SavingRollsStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, WoundsStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, GutsRollStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, SaveValueSwitchedStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, DoggedStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, HackingStateStep):
                steps_item = steps_item_data.to_dict()
            elif isinstance(steps_item_data, ConcludedStep):
                steps_item = steps_item_data.to_dict()
            else:
                steps_item = steps_item_data.to_dict()

            steps.append(steps_item)



        trooper = self.trooper

        troopers = self.troopers.to_dict()

        turn = self.turn

        void_reason: None | str
        void_reason = self.void_reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "differences": differences,
            "edition": edition,
            "final_states": final_states,
            "matches_record": matches_record,
            "order": order,
            "order_type": order_type,
            "player": player,
            "status": status,
            "steps": steps,
            "trooper": trooper,
            "troopers": troopers,
            "turn": turn,
            "void_reason": void_reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.activation_step import ActivationStep # noqa: PLC0415
        from ..models.aro_step import AroStep # noqa: PLC0415
        from ..models.concluded_step import ConcludedStep # noqa: PLC0415
        from ..models.conclusion_dice_confirmed_step import ConclusionDiceConfirmedStep # noqa: PLC0415
        from ..models.conclusion_dice_entered_step import ConclusionDiceEnteredStep # noqa: PLC0415
        from ..models.conclusion_dice_withdrawn_step import ConclusionDiceWithdrawnStep # noqa: PLC0415
        from ..models.deployable_attack_step import DeployableAttackStep # noqa: PLC0415
        from ..models.deployable_placed_step import DeployablePlacedStep # noqa: PLC0415
        from ..models.deployable_triggered_step import DeployableTriggeredStep # noqa: PLC0415
        from ..models.dice_confirmed_step import DiceConfirmedStep # noqa: PLC0415
        from ..models.dice_entered_step import DiceEnteredStep # noqa: PLC0415
        from ..models.discard_step import DiscardStep # noqa: PLC0415
        from ..models.dogged_step import DoggedStep # noqa: PLC0415
        from ..models.guts_roll_step import GutsRollStep # noqa: PLC0415
        from ..models.hacking_state_step import HackingStateStep # noqa: PLC0415
        from ..models.no_aro_step import NoAroStep # noqa: PLC0415
        from ..models.order_replay_final_states import OrderReplayFinalStates # noqa: PLC0415
        from ..models.order_replay_troopers import OrderReplayTroopers # noqa: PLC0415
        from ..models.reroll_step import RerollStep # noqa: PLC0415
        from ..models.resolution_step import ResolutionStep # noqa: PLC0415
        from ..models.roll_step import RollStep # noqa: PLC0415
        from ..models.save_value_switched_step import SaveValueSwitchedStep # noqa: PLC0415
        from ..models.saving_rolls_step import SavingRollsStep # noqa: PLC0415
        from ..models.second_skill_step import SecondSkillStep # noqa: PLC0415
        from ..models.template_step import TemplateStep # noqa: PLC0415
        from ..models.voided_step import VoidedStep # noqa: PLC0415
        from ..models.withdrawn_step import WithdrawnStep # noqa: PLC0415
        from ..models.wounds_step import WoundsStep # noqa: PLC0415
        d = dict(src_dict)
        differences = cast(list[str], d.pop("differences"))


        edition = Edition(d.pop("edition"))




        final_states = OrderReplayFinalStates.from_dict(d.pop("final_states"))




        matches_record = d.pop("matches_record")

        order = d.pop("order")

        order_type = OrderReplayOrderType(d.pop("order_type"))




        player = d.pop("player")

        status = OrderReplayStatus(d.pop("status"))




        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            def _parse_steps_item(data: object) -> ActivationStep | AroStep | ConcludedStep | ConclusionDiceConfirmedStep | ConclusionDiceEnteredStep | ConclusionDiceWithdrawnStep | DeployableAttackStep | DeployablePlacedStep | DeployableTriggeredStep | DiceConfirmedStep | DiceEnteredStep | DiscardStep | DoggedStep | GutsRollStep | HackingStateStep | NoAroStep | RerollStep | ResolutionStep | RollStep | SaveValueSwitchedStep | SavingRollsStep | SecondSkillStep | TemplateStep | VoidedStep | WithdrawnStep | WoundsStep:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_0 = ActivationStep.from_dict(data)



                    return steps_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_1 = AroStep.from_dict(data)



                    return steps_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_2 = NoAroStep.from_dict(data)



                    return steps_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_3 = SecondSkillStep.from_dict(data)



                    return steps_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_4 = WithdrawnStep.from_dict(data)



                    return steps_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_5 = DiceEnteredStep.from_dict(data)



                    return steps_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_6 = DiceConfirmedStep.from_dict(data)



                    return steps_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_7 = ConclusionDiceEnteredStep.from_dict(data)



                    return steps_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_8 = ConclusionDiceConfirmedStep.from_dict(data)



                    return steps_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_9 = ConclusionDiceWithdrawnStep.from_dict(data)



                    return steps_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_10 = ResolutionStep.from_dict(data)



                    return steps_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_11 = RollStep.from_dict(data)



                    return steps_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_12 = DiscardStep.from_dict(data)



                    return steps_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_13 = RerollStep.from_dict(data)



                    return steps_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_14 = TemplateStep.from_dict(data)



                    return steps_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_15 = DeployableTriggeredStep.from_dict(data)



                    return steps_item_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_16 = DeployableAttackStep.from_dict(data)



                    return steps_item_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_17 = DeployablePlacedStep.from_dict(data)



                    return steps_item_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_18 = SavingRollsStep.from_dict(data)



                    return steps_item_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_19 = WoundsStep.from_dict(data)



                    return steps_item_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_20 = GutsRollStep.from_dict(data)



                    return steps_item_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_21 = SaveValueSwitchedStep.from_dict(data)



                    return steps_item_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_22 = DoggedStep.from_dict(data)



                    return steps_item_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_23 = HackingStateStep.from_dict(data)



                    return steps_item_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_24 = ConcludedStep.from_dict(data)



                    return steps_item_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                steps_item_type_25 = VoidedStep.from_dict(data)



                return steps_item_type_25

            steps_item = _parse_steps_item(steps_item_data)

            steps.append(steps_item)


        trooper = d.pop("trooper")

        troopers = OrderReplayTroopers.from_dict(d.pop("troopers"))




        turn = d.pop("turn")

        def _parse_void_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        void_reason = _parse_void_reason(d.pop("void_reason"))


        order_replay = cls(
            differences=differences,
            edition=edition,
            final_states=final_states,
            matches_record=matches_record,
            order=order,
            order_type=order_type,
            player=player,
            status=status,
            steps=steps,
            trooper=trooper,
            troopers=troopers,
            turn=turn,
            void_reason=void_reason,
        )


        order_replay.additional_properties = d
        return order_replay

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
