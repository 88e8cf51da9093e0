from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sequence_view_phase import SequenceViewPhase
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SequenceView")



@_attrs_define
class SequenceView:
    """ Where a game that follows the N5 Game Sequence is.

        Attributes:
            deployed (list[str]): The troopers placed so far
            deploying (None | str): Who deploys at the next step.
            deployment (None | str): Who holds Deployment (chooses who deploys first).
            deployment_order (list[str]): Who deploys first and second, once chosen
            deployment_step (int): Deployment Phase steps done (0 to 4).
            initiative (None | str): Who holds Initiative (chooses the turn order).
            initiative_winner (None | str): Who won the Initiative Roll; null before
            phase (SequenceViewPhase): `initiative` (the roll is next), `choices`, `deployment`, `tactical` (Player Turns)
                or `ended`
            round_ (int | None): The Game Round running, or next once the Deployment Phase is over; once the game has ended,
                the round of its last Player Turn.
            rounds (int): The Game Rounds the game plays
            turn_of (None | str): Whose Player Turn is running, or comes next; once the game has ended, whose was the last.
            turn_order (list[str]): Who plays first and second in every Game Round, once chosen.
            ended_after_round (int | None | Unset): Once the game has ended: the Game Round its last Player Turn was played
                in, so the game ended after round `ended_after_round` of `rounds` (`round` and `turn_of` then keep that last
                turn's); null before the end, or when the game ended before its first Player Turn.
     """

    deployed: list[str]
    deploying: None | str
    deployment: None | str
    deployment_order: list[str]
    deployment_step: int
    initiative: None | str
    initiative_winner: None | str
    phase: SequenceViewPhase
    round_: int | None
    rounds: int
    turn_of: None | str
    turn_order: list[str]
    ended_after_round: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deployed = self.deployed



        deploying: None | str
        deploying = self.deploying

        deployment: None | str
        deployment = self.deployment

        deployment_order = self.deployment_order



        deployment_step = self.deployment_step

        initiative: None | str
        initiative = self.initiative

        initiative_winner: None | str
        initiative_winner = self.initiative_winner

        phase = self.phase.value

        round_: int | None
        round_ = self.round_

        rounds = self.rounds

        turn_of: None | str
        turn_of = self.turn_of

        turn_order = self.turn_order



        ended_after_round: int | None | Unset
        if isinstance(self.ended_after_round, Unset):
            ended_after_round = UNSET
        else:
            ended_after_round = self.ended_after_round


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deployed": deployed,
            "deploying": deploying,
            "deployment": deployment,
            "deployment_order": deployment_order,
            "deployment_step": deployment_step,
            "initiative": initiative,
            "initiative_winner": initiative_winner,
            "phase": phase,
            "round": round_,
            "rounds": rounds,
            "turn_of": turn_of,
            "turn_order": turn_order,
        })
        if ended_after_round is not UNSET:
            field_dict["ended_after_round"] = ended_after_round

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deployed = cast(list[str], d.pop("deployed"))


        def _parse_deploying(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deploying = _parse_deploying(d.pop("deploying"))


        def _parse_deployment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deployment = _parse_deployment(d.pop("deployment"))


        deployment_order = cast(list[str], d.pop("deployment_order"))


        deployment_step = d.pop("deployment_step")

        def _parse_initiative(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        initiative = _parse_initiative(d.pop("initiative"))


        def _parse_initiative_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        initiative_winner = _parse_initiative_winner(d.pop("initiative_winner"))


        phase = SequenceViewPhase(d.pop("phase"))




        def _parse_round_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        round_ = _parse_round_(d.pop("round"))


        rounds = d.pop("rounds")

        def _parse_turn_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn_of = _parse_turn_of(d.pop("turn_of"))


        turn_order = cast(list[str], d.pop("turn_order"))


        def _parse_ended_after_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ended_after_round = _parse_ended_after_round(d.pop("ended_after_round", UNSET))


        sequence_view = cls(
            deployed=deployed,
            deploying=deploying,
            deployment=deployment,
            deployment_order=deployment_order,
            deployment_step=deployment_step,
            initiative=initiative,
            initiative_winner=initiative_winner,
            phase=phase,
            round_=round_,
            rounds=rounds,
            turn_of=turn_of,
            turn_order=turn_order,
            ended_after_round=ended_after_round,
        )


        sequence_view.additional_properties = d
        return sequence_view

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
