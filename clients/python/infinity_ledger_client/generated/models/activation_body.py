from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.activation_body_conclude import ActivationBodyConclude
from ..models.activation_body_order_type import ActivationBodyOrderType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.attribute_roll_body import AttributeRollBody
  from ..models.bs_attack_body import BSAttackBody
  from ..models.cc_attack_body import CCAttackBody
  from ..models.comms_attack_body import CommsAttackBody
  from ..models.discover_body import DiscoverBody
  from ..models.dodge_body import DodgeBody
  from ..models.idle_body import IdleBody
  from ..models.move_body import MoveBody
  from ..models.place_deployable_body import PlaceDeployableBody
  from ..models.reset_body import ResetBody
  from ..models.secret_opening_body import SecretOpeningBody





T = TypeVar("T", bound="ActivationBody")



@_attrs_define
class ActivationBody:
    """ An Order spent: the trooper activated and its first skill (Order Expenditure Sequence,
    N5).

        Attributes:
            skill (AttributeRollBody | BSAttackBody | CCAttackBody | CommsAttackBody | DiscoverBody | DodgeBody | IdleBody |
                MoveBody | PlaceDeployableBody | ResetBody): The first skill declared (a tagged object: `skill` says which)
            trooper (str): The trooper activated; in a Coordinated Order, its Spearhead.
            conclude (ActivationBodyConclude | Unset): How the order goes on. `on-request` (the default, as before): its
                active player resolves it (`POST .../orders/{n}/resolve`) and concludes it (`.../conclude`). `when-possible`:
                the order declares no further skill (on the activation: no second skill) and is resolved and concluded by the
                request after which nobody has anything left to decide in it: once every Reactive Player has answered at the
                order's step, with their AROs and `POST .../orders/{n}/no-aro`; when it rolls no die or only the server's (a
                game without manual dice, every seed in); and, for the conclusion, when no save is due or the saves are the
                server's and no trooper saving has Dogged, Bioimmunity or Courage to choose. A Move answered with no ARO is so
                one request per player. A +1 SD discard, a ReRoll or faces to confirm still wait for their player; the order
                goes on after the request that settles them. Default: ActivationBodyConclude.ON_REQUEST.
            coordinated (list[str] | Unset): A Coordinated Order (N5): the other Troopers of the Spearhead's Combat Group
                that take part, up to three; it spends one Command Token beside the Regular Order.
            lieutenant_reveal (SecretOpeningBody | Unset): A client-held secret opened in the command the rules reveal it
                with (docs/guide/secrets.md,
                "Secrets:
                the commitment scheme").
            order_type (ActivationBodyOrderType | Unset): Which Order is spent: `regular` (from the trooper's Combat Group's
                pool), `irregular` (its own), `lieutenant` (the Lieutenant Special Order) or `impetuous` (its Impetuous Order,
                only before the pool's first Order) Default: ActivationBodyOrderType.REGULAR.
     """

    skill: AttributeRollBody | BSAttackBody | CCAttackBody | CommsAttackBody | DiscoverBody | DodgeBody | IdleBody | MoveBody | PlaceDeployableBody | ResetBody
    trooper: str
    conclude: ActivationBodyConclude | Unset = ActivationBodyConclude.ON_REQUEST
    coordinated: list[str] | Unset = UNSET
    lieutenant_reveal: SecretOpeningBody | Unset = UNSET
    order_type: ActivationBodyOrderType | Unset = ActivationBodyOrderType.REGULAR
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.attribute_roll_body import AttributeRollBody # noqa: PLC0415
        from ..models.bs_attack_body import BSAttackBody # noqa: PLC0415
        from ..models.cc_attack_body import CCAttackBody # noqa: PLC0415
        from ..models.comms_attack_body import CommsAttackBody # noqa: PLC0415
        from ..models.discover_body import DiscoverBody # noqa: PLC0415
        from ..models.dodge_body import DodgeBody # noqa: PLC0415
        from ..models.idle_body import IdleBody # noqa: PLC0415
        from ..models.move_body import MoveBody # noqa: PLC0415
        from ..models.place_deployable_body import PlaceDeployableBody # noqa: PLC0415
        from ..models.reset_body import ResetBody # noqa: PLC0415
        from ..models.secret_opening_body import SecretOpeningBody # noqa: PLC0415
        skill: dict[str, Any]
        if isinstance(self.skill, BSAttackBody):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, CCAttackBody):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, CommsAttackBody):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, DodgeBody):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, ResetBody):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, DiscoverBody):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, MoveBody):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, IdleBody):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, AttributeRollBody):
            skill = self.skill.to_dict()
        else:
            skill = self.skill.to_dict()


        trooper = self.trooper

        conclude: str | Unset = UNSET
        if not isinstance(self.conclude, Unset):
            conclude = self.conclude.value


        coordinated: list[str] | Unset
        if isinstance(self.coordinated, Unset):
            coordinated = UNSET
        else:
            coordinated = self.coordinated




        lieutenant_reveal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.lieutenant_reveal, Unset):
            lieutenant_reveal = self.lieutenant_reveal.to_dict()

        order_type: str | Unset = UNSET
        if not isinstance(self.order_type, Unset):
            order_type = self.order_type.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "skill": skill,
            "trooper": trooper,
        })
        if conclude is not UNSET:
            field_dict["conclude"] = conclude
        if coordinated is not UNSET:
            field_dict["coordinated"] = coordinated
        if lieutenant_reveal is not UNSET:
            field_dict["lieutenant_reveal"] = lieutenant_reveal
        if order_type is not UNSET:
            field_dict["order_type"] = order_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attribute_roll_body import AttributeRollBody # noqa: PLC0415
        from ..models.bs_attack_body import BSAttackBody # noqa: PLC0415
        from ..models.cc_attack_body import CCAttackBody # noqa: PLC0415
        from ..models.comms_attack_body import CommsAttackBody # noqa: PLC0415
        from ..models.discover_body import DiscoverBody # noqa: PLC0415
        from ..models.dodge_body import DodgeBody # noqa: PLC0415
        from ..models.idle_body import IdleBody # noqa: PLC0415
        from ..models.move_body import MoveBody # noqa: PLC0415
        from ..models.place_deployable_body import PlaceDeployableBody # noqa: PLC0415
        from ..models.reset_body import ResetBody # noqa: PLC0415
        from ..models.secret_opening_body import SecretOpeningBody # noqa: PLC0415
        d = dict(src_dict)
        def _parse_skill(data: object) -> AttributeRollBody | BSAttackBody | CCAttackBody | CommsAttackBody | DiscoverBody | DodgeBody | IdleBody | MoveBody | PlaceDeployableBody | ResetBody:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_0 = BSAttackBody.from_dict(data)



                return skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_1 = CCAttackBody.from_dict(data)



                return skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_2 = CommsAttackBody.from_dict(data)



                return skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_3 = DodgeBody.from_dict(data)



                return skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_4 = ResetBody.from_dict(data)



                return skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_5 = DiscoverBody.from_dict(data)



                return skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_6 = MoveBody.from_dict(data)



                return skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_7 = IdleBody.from_dict(data)



                return skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_8 = AttributeRollBody.from_dict(data)



                return skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            skill_type_9 = PlaceDeployableBody.from_dict(data)



            return skill_type_9

        skill = _parse_skill(d.pop("skill"))


        trooper = d.pop("trooper")

        _conclude = d.pop("conclude", UNSET)
        conclude: ActivationBodyConclude | Unset
        if isinstance(_conclude,  Unset):
            conclude = UNSET
        else:
            conclude = ActivationBodyConclude(_conclude)




        def _parse_coordinated(data: object) -> list[str] | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, list):
                raise TypeError()
            coordinated_type_0 = cast(list[str], data)

            return coordinated_type_0

        coordinated = _parse_coordinated(d.pop("coordinated", UNSET))


        _lieutenant_reveal = d.pop("lieutenant_reveal", UNSET)
        lieutenant_reveal: SecretOpeningBody | Unset
        if isinstance(_lieutenant_reveal,  Unset):
            lieutenant_reveal = UNSET
        else:
            lieutenant_reveal = SecretOpeningBody.from_dict(_lieutenant_reveal)




        _order_type = d.pop("order_type", UNSET)
        order_type: ActivationBodyOrderType | Unset
        if isinstance(_order_type,  Unset):
            order_type = UNSET
        else:
            order_type = ActivationBodyOrderType(_order_type)




        activation_body = cls(
            skill=skill,
            trooper=trooper,
            conclude=conclude,
            coordinated=coordinated,
            lieutenant_reveal=lieutenant_reveal,
            order_type=order_type,
        )


        activation_body.additional_properties = d
        return activation_body

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
