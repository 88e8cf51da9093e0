"""X-Forwarded-For counts only from a configured proxy (INFINITY_LEDGER_TRUSTED_PROXIES).

Served for real: the client's address is what the server sees of the connection. The test
connects from two loopback addresses, 127.0.0.1 (any client) and 127.0.0.2 (the proxy).
"""

from __future__ import annotations

import ipaddress
import random
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from service.config import Settings, parse_trusted_proxies
from tests.e2e.api.serving import free_port, serving

LIMIT = 3
"""Requests per minute per caller; an address's ceiling is ten times this."""
BURST = 40
"""More than an address's ceiling."""
PROXY = "127.0.0.2"
CATALOGUE = "/v1/catalogue/skills"


@pytest.fixture
def server(tmp_path: Path, db_url: str) -> Iterator[str]:
    port = free_port()
    with serving(
        tmp_path / "ledger",
        port,
        DATABASE_URL=db_url,
        INFINITY_LEDGER_RATE_LIMIT=f"{LIMIT}/minute",
        INFINITY_LEDGER_TRUSTED_PROXIES=f"{PROXY}/32",
        # uvicorn's own default trusts this variable (and else 127.0.0.1): the setting must win.
        FORWARDED_ALLOW_IPS="*",
    ):
        yield f"http://127.0.0.1:{port}"


def client_from(address: str) -> httpx.Client:
    return httpx.Client(transport=httpx.HTTPTransport(local_address=address), timeout=10)


def random_address() -> str:
    return str(ipaddress.IPv4Address(random.getrandbits(32)))


def test_forwarded_addresses_from_any_client_buy_no_fresh_budget(server: str) -> None:
    with client_from("127.0.0.1") as client:
        statuses = [
            client.get(
                server + CATALOGUE, headers={"X-Forwarded-For": random_address()}
            ).status_code
            for _ in range(BURST)
        ]
    assert statuses.count(200) == LIMIT, statuses
    assert set(statuses[LIMIT:]) == {429}


def test_a_trusted_proxy_is_believed_about_its_client(server: str) -> None:
    with client_from(PROXY) as proxy:
        # Many clients behind the proxy: each has its own budget, none spends the proxy's.
        spread = [
            proxy.get(server + CATALOGUE, headers={"X-Forwarded-For": random_address()})
            for _ in range(BURST)
        ]
        assert {r.status_code for r in spread} == {200}
        # One client behind it, who puts made-up addresses in front of what the proxy
        # appends: the address the proxy saw is the one counted.
        same = [
            proxy.get(
                server + CATALOGUE,
                headers={"X-Forwarded-For": f"{random_address()}, 203.0.113.9"},
            ).status_code
            for _ in range(LIMIT + 2)
        ]
    assert same[:LIMIT] == [200] * LIMIT, same
    assert same[LIMIT:] == [429, 429]


def test_the_trusted_proxies_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("INFINITY_LEDGER_TRUSTED_PROXIES", raising=False)
    assert Settings.from_env().trusted_proxies == ()
    assert parse_trusted_proxies("") == ()
    assert parse_trusted_proxies(" 10.0.0.0/8, 192.168.1.7 ,fd00::/8") == (
        "10.0.0.0/8",
        "192.168.1.7/32",
        "fd00::/8",
    )
    monkeypatch.setenv("INFINITY_LEDGER_TRUSTED_PROXIES", "10.0.0.0/8,127.0.0.1")
    assert Settings.from_env().trusted_proxies == ("10.0.0.0/8", "127.0.0.1/32")
    for bad in ("*", "proxy.local", "10.0.0.0/33", "10.0.0.1/8"):
        with pytest.raises(ValueError, match="INFINITY_LEDGER_TRUSTED_PROXIES"):
            parse_trusted_proxies(bad)
