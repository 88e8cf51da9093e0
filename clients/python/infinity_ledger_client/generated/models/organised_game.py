from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.imported import Imported
  from ..models.verification_report import VerificationReport





T = TypeVar("T", bound="OrganisedGame")



@_attrs_define
class OrganisedGame:
    """ One game an organiser token runs, with its verification.

        Attributes:
            edition (str): `N5` or `CodeOne`
            event_count (int): How many events it holds
            head_hash (str): The hash of its last event: the head its verification was made at
            id (str): The game's id
            imported (Imported | None): Where an imported game came from (see the game view); null for a game played here.
            players (list[str]): The players' names
            status (str): `running` or `ended`
            verification (VerificationReport): What an audit verification found (`infinity-ledger verify`, GET .../verify):
                each check,
                the first problem, and the verdict.
     """

    edition: str
    event_count: int
    head_hash: str
    id: str
    imported: Imported | None
    players: list[str]
    status: str
    verification: VerificationReport
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.imported import Imported # noqa: PLC0415
        from ..models.verification_report import VerificationReport # noqa: PLC0415
        edition = self.edition

        event_count = self.event_count

        head_hash = self.head_hash

        id = self.id

        imported: dict[str, Any] | None
        if isinstance(self.imported, Imported):
            imported = self.imported.to_dict()
        else:
            imported = self.imported

        players = self.players



        status = self.status

        verification = self.verification.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "edition": edition,
            "event_count": event_count,
            "head_hash": head_hash,
            "id": id,
            "imported": imported,
            "players": players,
            "status": status,
            "verification": verification,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.imported import Imported # noqa: PLC0415
        from ..models.verification_report import VerificationReport # noqa: PLC0415
        d = dict(src_dict)
        edition = d.pop("edition")

        event_count = d.pop("event_count")

        head_hash = d.pop("head_hash")

        id = d.pop("id")

        def _parse_imported(data: object) -> Imported | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                imported_type_0 = Imported.from_dict(data)



                return imported_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Imported | None, data)

        imported = _parse_imported(d.pop("imported"))


        players = cast(list[str], d.pop("players"))


        status = d.pop("status")

        verification = VerificationReport.from_dict(d.pop("verification"))




        organised_game = cls(
            edition=edition,
            event_count=event_count,
            head_hash=head_hash,
            id=id,
            imported=imported,
            players=players,
            status=status,
            verification=verification,
        )


        organised_game.additional_properties = d
        return organised_game

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
