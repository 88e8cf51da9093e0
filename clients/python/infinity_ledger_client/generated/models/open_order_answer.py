from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.open_order_answer_conclude import OpenOrderAnswerConclude
from ..models.open_order_answer_order_type import OpenOrderAnswerOrderType
from ..models.open_order_answer_step import OpenOrderAnswerStep
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.awaited_dice import AwaitedDice
  from ..models.condition_change import ConditionChange
  from ..models.declaration import Declaration
  from ..models.deployable_attack_resolved import DeployableAttackResolved
  from ..models.deployable_triggered import DeployableTriggered
  from ..models.guts_roll_made import GutsRollMade
  from ..models.lost_dice import LostDice
  from ..models.no_aro_declared import NoAroDeclared
  from ..models.pending_choice import PendingChoice
  from ..models.recorded_roll_view import RecordedRollView
  from ..models.saving_rolls_made import SavingRollsMade
  from ..models.template_attack_resolved import TemplateAttackResolved





T = TypeVar("T", bound="OpenOrderAnswer")



@_attrs_define
class OpenOrderAnswer:
    """ The open order, where it stands in the Order Expenditure Sequence.

        Attributes:
            awaited_dice (AwaitedDice | None): Faces entered for another player's troopers (for the order's rolls, or its
                saves and Guts Rolls at its conclusion), waiting for that player's confirmation.
            changes (list[ConditionChange]): Each trooper's Wounds and state the order changed
            declarations (list[Declaration]): Every declaration, in the order made: the activation, the AROs, the second
                skill
            expected_rolls (int): How many rolls the resolution makes (once it began)
            guts (list[GutsRollMade]): The Guts Rolls the conclusion made
            lost (list[LostDice]): Dice of a split Burst lost at resolution because their target failed a requirement
            number (int): The order's number in the game (1, 2, ...; never reused, not even after a withdrawn activation)
            order_type (OpenOrderAnswerOrderType): Which Order was spent: `regular`, `irregular`, `lieutenant` or
                `impetuous`
            pending (list[PendingChoice]): The +1 SD discards and ReRolls still to choose, in the order they are due.
            player (str): The active player who spent it
            rolls (list[RecordedRollView]): Each roll of the exchange, as it stands (after discards and ReRolls)
            saves (list[SavingRollsMade]): The Saving Rolls the conclusion made
            status (Literal['open']): Always `open`: it tells this kind of `status` from the others
            step (OpenOrderAnswerStep): Where the order is in the Order Expenditure Sequence: `first_aros` (activated: AROs
                may be declared, then the second skill), `second_aros` (second skill declared: troopers that did not react yet
                may declare AROs), `confirming` (faces entered for another player wait for their confirmation), `rolling`,
                `choices` (rolled: +1 SD discards and ReRolls to choose, `pending`), `effects` (every roll final: conclude it)
            templates (list[TemplateAttackResolved]): What each Direct Template of the order did to the troopers it
                affected.
            trooper (str): The trooper activated; in a Coordinated Order, its Spearhead
            turn (int): The Player Turn it was spent in
            conclude (OpenOrderAnswerConclude | Unset): How the order goes on: `when-possible`, declared so (`conclude` of
                the activation or the second skill), it is resolved and concluded by the request after which nobody has anything
                left to decide in it (every Reactive Player answered, with an ARO or no ARO; no face to enter at the table; no
                save with a choice); `on-request`, by its active player's resolve and conclude. Default:
                OpenOrderAnswerConclude.ON_REQUEST.
            coordinated (list[str] | Unset): A Coordinated Order's other participants, its Spearhead (`trooper`) left out.
            deployable_attacks (list[DeployableAttackResolved] | Unset): What each triggered Deployable's template did to
                the troopers it affected.
            fireteam (list[str] | Unset): The Fireteam members its leader's order activated with it, the leader left out.
            no_aro (list[NoAroDeclared] | Unset): Each Reactive Player's no ARO (`POST .../orders/{n}/no-aro`), with the
                step it was declared at (`after_second_skill`): they declare no ARO there any more.
            triggers (list[DeployableTriggered] | Unset): The Deployables that triggered in the order, each an ARO of its
                own.
     """

    awaited_dice: AwaitedDice | None
    changes: list[ConditionChange]
    declarations: list[Declaration]
    expected_rolls: int
    guts: list[GutsRollMade]
    lost: list[LostDice]
    number: int
    order_type: OpenOrderAnswerOrderType
    pending: list[PendingChoice]
    player: str
    rolls: list[RecordedRollView]
    saves: list[SavingRollsMade]
    status: Literal['open']
    step: OpenOrderAnswerStep
    templates: list[TemplateAttackResolved]
    trooper: str
    turn: int
    conclude: OpenOrderAnswerConclude | Unset = OpenOrderAnswerConclude.ON_REQUEST
    coordinated: list[str] | Unset = UNSET
    deployable_attacks: list[DeployableAttackResolved] | Unset = UNSET
    fireteam: list[str] | Unset = UNSET
    no_aro: list[NoAroDeclared] | Unset = UNSET
    triggers: list[DeployableTriggered] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.awaited_dice import AwaitedDice # noqa: PLC0415
        from ..models.condition_change import ConditionChange # noqa: PLC0415
        from ..models.declaration import Declaration # noqa: PLC0415
        from ..models.deployable_attack_resolved import DeployableAttackResolved # noqa: PLC0415
        from ..models.deployable_triggered import DeployableTriggered # noqa: PLC0415
        from ..models.guts_roll_made import GutsRollMade # noqa: PLC0415
        from ..models.lost_dice import LostDice # noqa: PLC0415
        from ..models.no_aro_declared import NoAroDeclared # noqa: PLC0415
        from ..models.pending_choice import PendingChoice # noqa: PLC0415
        from ..models.recorded_roll_view import RecordedRollView # noqa: PLC0415
        from ..models.saving_rolls_made import SavingRollsMade # noqa: PLC0415
        from ..models.template_attack_resolved import TemplateAttackResolved # noqa: PLC0415
        awaited_dice: dict[str, Any] | None
        if isinstance(self.awaited_dice, AwaitedDice):
            awaited_dice = self.awaited_dice.to_dict()
        else:
            awaited_dice = self.awaited_dice

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)



        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.to_dict()
            declarations.append(declarations_item)



        expected_rolls = self.expected_rolls

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

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)



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

        step = self.step.value

        templates = []
        for templates_item_data in self.templates:
            templates_item = templates_item_data.to_dict()
            templates.append(templates_item)



        trooper = self.trooper

        turn = self.turn

        conclude: str | Unset = UNSET
        if not isinstance(self.conclude, Unset):
            conclude = self.conclude.value


        coordinated: list[str] | Unset = UNSET
        if not isinstance(self.coordinated, Unset):
            coordinated = self.coordinated



        deployable_attacks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deployable_attacks, Unset):
            deployable_attacks = []
            for deployable_attacks_item_data in self.deployable_attacks:
                deployable_attacks_item = deployable_attacks_item_data.to_dict()
                deployable_attacks.append(deployable_attacks_item)



        fireteam: list[str] | Unset = UNSET
        if not isinstance(self.fireteam, Unset):
            fireteam = self.fireteam



        no_aro: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.no_aro, Unset):
            no_aro = []
            for no_aro_item_data in self.no_aro:
                no_aro_item = no_aro_item_data.to_dict()
                no_aro.append(no_aro_item)



        triggers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.triggers, Unset):
            triggers = []
            for triggers_item_data in self.triggers:
                triggers_item = triggers_item_data.to_dict()
                triggers.append(triggers_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "awaited_dice": awaited_dice,
            "changes": changes,
            "declarations": declarations,
            "expected_rolls": expected_rolls,
            "guts": guts,
            "lost": lost,
            "number": number,
            "order_type": order_type,
            "pending": pending,
            "player": player,
            "rolls": rolls,
            "saves": saves,
            "status": status,
            "step": step,
            "templates": templates,
            "trooper": trooper,
            "turn": turn,
        })
        if conclude is not UNSET:
            field_dict["conclude"] = conclude
        if coordinated is not UNSET:
            field_dict["coordinated"] = coordinated
        if deployable_attacks is not UNSET:
            field_dict["deployable_attacks"] = deployable_attacks
        if fireteam is not UNSET:
            field_dict["fireteam"] = fireteam
        if no_aro is not UNSET:
            field_dict["no_aro"] = no_aro
        if triggers is not UNSET:
            field_dict["triggers"] = triggers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.awaited_dice import AwaitedDice # noqa: PLC0415
        from ..models.condition_change import ConditionChange # noqa: PLC0415
        from ..models.declaration import Declaration # noqa: PLC0415
        from ..models.deployable_attack_resolved import DeployableAttackResolved # noqa: PLC0415
        from ..models.deployable_triggered import DeployableTriggered # noqa: PLC0415
        from ..models.guts_roll_made import GutsRollMade # noqa: PLC0415
        from ..models.lost_dice import LostDice # noqa: PLC0415
        from ..models.no_aro_declared import NoAroDeclared # noqa: PLC0415
        from ..models.pending_choice import PendingChoice # noqa: PLC0415
        from ..models.recorded_roll_view import RecordedRollView # noqa: PLC0415
        from ..models.saving_rolls_made import SavingRollsMade # noqa: PLC0415
        from ..models.template_attack_resolved import TemplateAttackResolved # noqa: PLC0415
        d = dict(src_dict)
        def _parse_awaited_dice(data: object) -> AwaitedDice | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                awaited_dice_type_0 = AwaitedDice.from_dict(data)



                return awaited_dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AwaitedDice | None, data)

        awaited_dice = _parse_awaited_dice(d.pop("awaited_dice"))


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


        expected_rolls = d.pop("expected_rolls")

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

        order_type = OpenOrderAnswerOrderType(d.pop("order_type"))




        pending = []
        _pending = d.pop("pending")
        for pending_item_data in (_pending):
            pending_item = PendingChoice.from_dict(pending_item_data)



            pending.append(pending_item)


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


        status = cast(Literal['open'] , d.pop("status"))
        if status != 'open':
            raise ValueError(f"status must match const 'open', got '{status}'")

        step = OpenOrderAnswerStep(d.pop("step"))




        templates = []
        _templates = d.pop("templates")
        for templates_item_data in (_templates):
            templates_item = TemplateAttackResolved.from_dict(templates_item_data)



            templates.append(templates_item)


        trooper = d.pop("trooper")

        turn = d.pop("turn")

        _conclude = d.pop("conclude", UNSET)
        conclude: OpenOrderAnswerConclude | Unset
        if isinstance(_conclude,  Unset):
            conclude = UNSET
        else:
            conclude = OpenOrderAnswerConclude(_conclude)




        coordinated = cast(list[str], d.pop("coordinated", UNSET))


        _deployable_attacks = d.pop("deployable_attacks", UNSET)
        deployable_attacks: list[DeployableAttackResolved] | Unset = UNSET
        if _deployable_attacks is not UNSET:
            deployable_attacks = []
            for deployable_attacks_item_data in _deployable_attacks:
                deployable_attacks_item = DeployableAttackResolved.from_dict(deployable_attacks_item_data)



                deployable_attacks.append(deployable_attacks_item)


        fireteam = cast(list[str], d.pop("fireteam", UNSET))


        _no_aro = d.pop("no_aro", UNSET)
        no_aro: list[NoAroDeclared] | Unset = UNSET
        if _no_aro is not UNSET:
            no_aro = []
            for no_aro_item_data in _no_aro:
                no_aro_item = NoAroDeclared.from_dict(no_aro_item_data)



                no_aro.append(no_aro_item)


        _triggers = d.pop("triggers", UNSET)
        triggers: list[DeployableTriggered] | Unset = UNSET
        if _triggers is not UNSET:
            triggers = []
            for triggers_item_data in _triggers:
                triggers_item = DeployableTriggered.from_dict(triggers_item_data)



                triggers.append(triggers_item)


        open_order_answer = cls(
            awaited_dice=awaited_dice,
            changes=changes,
            declarations=declarations,
            expected_rolls=expected_rolls,
            guts=guts,
            lost=lost,
            number=number,
            order_type=order_type,
            pending=pending,
            player=player,
            rolls=rolls,
            saves=saves,
            status=status,
            step=step,
            templates=templates,
            trooper=trooper,
            turn=turn,
            conclude=conclude,
            coordinated=coordinated,
            deployable_attacks=deployable_attacks,
            fireteam=fireteam,
            no_aro=no_aro,
            triggers=triggers,
        )


        open_order_answer.additional_properties = d
        return open_order_answer

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
