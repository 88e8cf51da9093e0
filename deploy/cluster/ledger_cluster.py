"""A real high-availability cluster of infinity-ledger on one machine, all on 127.0.0.1.

Three etcd members hold Patroni's leader key; three Patroni nodes run PostgreSQL 15 with
synchronous replication (a commit is acknowledged only once a standby has it, so a failover
loses no acknowledged write); three `infinity-ledger serve` replicas reach the primary through
a multi-host DATABASE_URL (target_session_attrs=read-write), read from a standby through
DATABASE_READ_URL (the same hosts, prefer-standby) and share one Redis for the rate limit and
the live streams' caps;
HAProxy balances over the replicas, health-checked on /health/ready.

Everything lives in one state folder (`--dir`, else $INFINITY_LEDGER_CLUSTER_DIR, else a folder
of the system temp dir): configuration, data, logs and `state.json`, which says what was started
(pids, ports) so `status` and `down` find it again. Standard library only, so it runs with any
Python 3.11; `infinity-ledger` is taken from $INFINITY_LEDGER_BIN, else the PATH, else next to
this Python.

    ledger_cluster.py up [--dir D]        start (installs missing Debian packages first)
    ledger_cluster.py status [--json]     each node's role, port and pid; the load balancer
    ledger_cluster.py down [--dir D]      stop everything `up` started (idempotent)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

PG_BIN = Path("/usr/lib/postgresql/15/bin")
PACKAGES = {
    "patroni": "patroni",
    "etcd": "etcd-server",
    "haproxy": "haproxy",
    "redis-server": "redis-server",
}
NODES = 3
SCOPE = "ledger"
DATABASE = "ledger"
START_WITHIN_SECONDS = 120
# How fast a dead primary is replaced, and what that costs (README, "Deploy", says what was
# measured). When the primary's whole node dies its Patroni dies with it: nobody releases the
# leader key, which lives until its lease (ttl) runs out, renewed every loop_wait while its
# holder lives; then the synchronous standby takes it and promotes. So the leader key's ttl
# is the bulk of the failover: 5 s here, where Patroni's documentation asks at least 20 (the
# Patroni 3.0 Debian packages take less as given; later releases raise it to 20, and a node's
# death then takes some 20 s to fail over). The price of a short ttl: a primary whose Patroni
# cannot renew the key for ttl - loop_wait seconds (a stalled process on a starved machine,
# etcd unreachable) loses it and is failed over with nothing wrong with its PostgreSQL.
LEADER_TTL_SECONDS = 5
# One HA cycle a second: the key is renewed (and a replica notices changes) that often; each
# cycle costs each node a few queries and an etcd write.
LOOP_WAIT_SECONDS = 1
# How long Patroni retries an etcd or PostgreSQL operation before it gives up (and a primary
# that could not renew its key demotes itself): Patroni's rule loop_wait + 2 * retry_timeout
# <= ttl leaves 2 s. failsafe_mode keeps a primary that lost etcd running while it still
# reaches every other member, so a short etcd outage does not demote it.
RETRY_TIMEOUT_SECONDS = 2
# etcd's raft timing (its defaults, said here because the leases depend on them): etcd grants
# no lease shorter than 1.5 election timeouts, so an election timeout above ttl / 1.5 would
# lengthen the leader key's lease behind Patroni's back. Pre-vote keeps a member that fell
# behind (a starved process) from calling an election that would stall the others.
ETCD_HEARTBEAT_MS = 100
ETCD_ELECTION_TIMEOUT_MS = 1000
assert 1.5 * ETCD_ELECTION_TIMEOUT_MS <= 1000 * LEADER_TTL_SECONDS
assert LOOP_WAIT_SECONDS + 2 * RETRY_TIMEOUT_SECONDS <= LEADER_TTL_SECONDS
# HAProxy asks each replica's /health/ready every second (every half second while it is down
# or changing state, so a replica is back in rotation within half a second of its database);
# two failures take it out, one success puts it back. The probe answers within 1.5 s, so the
# check waits 2 s for it.
HAPROXY_CHECK = "inter 1s fastinter 500ms downinter 500ms fall 2 rise 1"
HAPROXY_CHECK_TIMEOUT = "2s"
# What HAProxy's own 503 (no replica ready, as during a failover) asks clients to wait.
HAPROXY_RETRY_AFTER_SECONDS = 1


def state_dir(given: str | None) -> Path:
    chosen = given or os.environ.get("INFINITY_LEDGER_CLUSTER_DIR")
    if chosen:
        return Path(chosen).resolve()
    return Path(tempfile.gettempdir()) / "infinity-ledger-cluster"


def free_ports(count: int) -> list[int]:
    sockets = []
    try:
        for _ in range(count):
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            sockets.append(s)
        return [int(s.getsockname()[1]) for s in sockets]
    finally:
        for s in sockets:
            s.close()


def install_missing_packages() -> None:
    missing = [pkg for binary, pkg in PACKAGES.items() if shutil.which(binary) is None]
    if not (PG_BIN / "postgres").exists():
        missing.append("postgresql-15")
    if not missing:
        return
    if os.geteuid() != 0:
        raise SystemExit(f"missing Debian packages {missing}: install them (root needed)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-q", *missing], check=True, env=env)


def postgres_user() -> pwd.struct_passwd | None:
    """initdb refuses root: as root, PostgreSQL (and Patroni) run as `postgres`."""
    if os.geteuid() != 0:
        return None
    return pwd.getpwnam("postgres")


def http_json(url: str, timeout: float = 2.0) -> tuple[int, Any]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            body = response.read()
            return response.status, json.loads(body) if body.strip() else None
    except urllib.error.HTTPError as error:
        body = error.read()
        try:
            return error.code, json.loads(body)
        except ValueError:
            return error.code, None


def wait_for(what: str, check: Any, within: float = START_WITHIN_SECONDS) -> Any:
    deadline = time.monotonic() + within
    while True:
        try:
            result = check()
            if result:
                return result
        except (OSError, ValueError):
            pass
        if time.monotonic() > deadline:
            raise SystemExit(f"{what}: not within {within:g} s (see the logs folder)")
        time.sleep(0.5)


class Cluster:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.state_file = folder / "state.json"
        self.logs = folder / "logs"

    def load(self) -> dict[str, Any]:
        return dict(json.loads(self.state_file.read_text()))

    def save(self, state: dict[str, Any]) -> None:
        self.state_file.write_text(json.dumps(state, indent=2))

    def start(self, state: dict[str, Any], name: str, argv: list[str], **options: Any) -> None:
        """Start one process in a session of its own (it outlives `up`), its log in logs/."""
        user = options.pop("as_postgres", False) and postgres_user()
        env = options.pop("env", None) or clean_env()
        log = (self.logs / f"{name}.log").open("ab")
        process = subprocess.Popen(
            argv,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
            env=env,
            cwd=self.folder,
            user=user.pw_uid if user else None,
            group=user.pw_gid if user else None,
            **options,
        )
        state["processes"][name] = {"pid": process.pid, "argv0": Path(argv[0]).name}
        self.save(state)

    # -- up ---------------------------------------------------------------------------------

    def running(self) -> bool:
        return self.state_file.exists() and any(map(alive, self.load()["processes"].values()))

    def up(self) -> dict[str, Any]:
        # Passwords and keys are in it (state.json, the Patroni files): its owner's alone.
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.chmod(self.folder, 0o700)
        self.logs.mkdir(exist_ok=True)
        user = postgres_user()
        if user:
            for path in (self.folder, self.logs):
                os.chown(path, user.pw_uid, user.pw_gid)
        state = self.previous() or self.fresh_state()
        self.save(state)
        os.chmod(self.state_file, 0o600)
        self.start_etcd(state)
        self.start_patroni(state)
        self.create_database(state)
        self.start_redis(state)
        self.migrate(state)
        self.start_serve(state)
        self.start_haproxy(state)
        return state

    def previous(self) -> dict[str, Any] | None:
        """A cluster stopped by `down` starts again on its own data, ports and keys."""
        if not self.state_file.exists():
            return None
        state = self.load()
        state["processes"] = {}
        return state

    def fresh_state(self) -> dict[str, Any]:
        ports = iter(free_ports(5 * NODES + 2))
        return {
            "folder": str(self.folder),
            "etcd": [{"client": next(ports), "peer": next(ports)} for _ in range(NODES)],
            "postgres": [{"port": next(ports), "rest": next(ports)} for _ in range(NODES)],
            "serve": [next(ports) for _ in range(NODES)],
            "haproxy": next(ports),
            "redis": next(ports),
            "passwords": {k: secrets.token_hex(16) for k in ("postgres", "replicator", "ledger")},
            "secret_key": secrets.token_hex(32),
            "signing_key": secrets.token_hex(32),
            "processes": {},
        }

    def start_etcd(self, state: dict[str, Any]) -> None:
        members = ",".join(
            f"etcd{i}=http://127.0.0.1:{e['peer']}" for i, e in enumerate(state["etcd"])
        )
        for i, e in enumerate(state["etcd"]):
            self.start(
                state,
                f"etcd{i}",
                [
                    shutil.which("etcd") or "etcd",
                    *("--name", f"etcd{i}", "--data-dir", str(self.folder / f"etcd{i}")),
                    *("--listen-client-urls", f"http://127.0.0.1:{e['client']}"),
                    *("--advertise-client-urls", f"http://127.0.0.1:{e['client']}"),
                    *("--listen-peer-urls", f"http://127.0.0.1:{e['peer']}"),
                    *("--initial-advertise-peer-urls", f"http://127.0.0.1:{e['peer']}"),
                    *("--initial-cluster", members, "--initial-cluster-state", "new"),
                    *("--initial-cluster-token", f"ledger-{state['etcd'][0]['peer']}"),
                    *("--heartbeat-interval", str(ETCD_HEARTBEAT_MS)),
                    *("--election-timeout", str(ETCD_ELECTION_TIMEOUT_MS)),
                    "--pre-vote=true",
                ],
            )
        for e in state["etcd"]:
            wait_for(
                "etcd healthy",
                lambda e=e: http_json(f"http://127.0.0.1:{e['client']}/health")[0] == 200,
            )

    def patroni_config(self, state: dict[str, Any], i: int) -> str:
        node = state["postgres"][i]
        hosts = ", ".join(f"127.0.0.1:{e['client']}" for e in state["etcd"])
        pw = state["passwords"]
        data = self.folder / f"pg{i}"
        return f"""scope: {SCOPE}
name: pg{i}
restapi:
  listen: 127.0.0.1:{node["rest"]}
  connect_address: 127.0.0.1:{node["rest"]}
etcd3:
  hosts: [{hosts}]
bootstrap:
  dcs:
    ttl: {LEADER_TTL_SECONDS}
    loop_wait: {LOOP_WAIT_SECONDS}
    retry_timeout: {RETRY_TIMEOUT_SECONDS}
    maximum_lag_on_failover: 1048576
    # A crashed primary is failed over at once instead of restarted in place for 300 s.
    master_start_timeout: 0
    primary_start_timeout: 0
    # A primary that cannot reach etcd stays primary while every member answers it.
    failsafe_mode: true
    synchronous_mode: true
    postgresql:
      use_pg_rewind: true
      parameters:
        max_connections: 200
        wal_log_hints: "on"
        hot_standby: "on"
        max_wal_senders: 10
        max_replication_slots: 10
  initdb:
    - encoding: UTF8
    - data-checksums
  pg_hba:
    - local all all trust
    - host replication replicator 127.0.0.1/32 scram-sha-256
    - host all all 127.0.0.1/32 scram-sha-256
# No watchdog device here; and Patroni's default safety margin (5 s) leaves none of a 5-s ttl
# for one to fence a hung primary with.
watchdog:
  mode: "off"
postgresql:
  listen: 127.0.0.1:{node["port"]}
  connect_address: 127.0.0.1:{node["port"]}
  data_dir: {data}
  bin_dir: {PG_BIN}
  pgpass: {self.folder / f"pgpass{i}"}
  authentication:
    superuser:
      username: postgres
      password: {pw["postgres"]}
    replication:
      username: replicator
      password: {pw["replicator"]}
    rewind:
      username: postgres
      password: {pw["postgres"]}
  parameters:
    unix_socket_directories: {self.folder}
"""

    def start_patroni(self, state: dict[str, Any]) -> None:
        user = postgres_user()
        for i in range(NODES):
            config = self.folder / f"patroni{i}.yml"
            config.write_text(self.patroni_config(state, i))
            os.chmod(config, 0o600)
            if user:
                os.chown(config, user.pw_uid, user.pw_gid)
            self.start(
                state,
                f"patroni{i}",
                [shutil.which("patroni") or "patroni", str(config)],
                as_postgres=True,
            )
        # The database and the service come up only once a synchronous standby exists.
        wait_for("a Patroni leader and a synchronous standby", lambda: self.synchronous(state))

    def members(self, state: dict[str, Any]) -> list[dict[str, Any]]:
        for node in state["postgres"]:
            try:
                code, body = http_json(f"http://127.0.0.1:{node['rest']}/cluster")
            except OSError:
                continue
            if code == 200 and body:
                return list(body.get("members", []))
        return []

    def synchronous(self, state: dict[str, Any]) -> bool:
        roles = [m.get("role") for m in self.members(state) if m.get("state") in RUNNING]
        return any(r in PRIMARY_ROLES for r in roles) and "sync_standby" in roles

    def primary_port(self, state: dict[str, Any]) -> int | None:
        for member in self.members(state):
            if member.get("role") in PRIMARY_ROLES and member.get("state") in RUNNING:
                return int(member["port"])
        return None

    def create_database(self, state: dict[str, Any]) -> None:
        port = wait_for("the primary's port", lambda: self.primary_port(state))
        password = state["passwords"]["ledger"]
        psql = [str(PG_BIN / "psql"), "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", str(port)]
        env = {**clean_env(), "PGPASSWORD": state["passwords"]["postgres"], "PGUSER": "postgres"}
        exists = subprocess.run(
            [*psql, "-d", "postgres", "-tAc", "SELECT 1 FROM pg_roles WHERE rolname = 'ledger'"],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if exists.stdout.strip() == "1":
            return
        statements = [
            f"CREATE ROLE ledger LOGIN PASSWORD '{password}'",
            f"CREATE DATABASE {DATABASE} OWNER ledger",
        ]
        for statement in statements:
            wait_for(
                f"psql: {statement.split(' PASSWORD')[0]}",
                lambda s=statement: (
                    subprocess.run(
                        [*psql, "-d", "postgres", "-c", s],
                        env=env,
                        capture_output=True,
                        check=False,
                    ).returncode
                    == 0
                ),
                within=30,
            )

    def database_url(self, state: dict[str, Any]) -> str:
        hosts = ",".join(f"127.0.0.1:{node['port']}" for node in state["postgres"])
        password = state["passwords"]["ledger"]
        return f"postgresql://ledger:{password}@{hosts}/{DATABASE}?target_session_attrs=read-write"

    def database_read_url(self, state: dict[str, Any]) -> str:
        # A standby while any is up, else whichever node answers: reads survive a failover.
        return self.database_url(state).replace("=read-write", "=prefer-standby")

    def start_redis(self, state: dict[str, Any]) -> None:
        (self.folder / "redis").mkdir(exist_ok=True)
        self.start(
            state,
            "redis",
            [
                shutil.which("redis-server") or "redis-server",
                *("--port", str(state["redis"]), "--bind", "127.0.0.1"),
                *("--dir", str(self.folder / "redis"), "--save", "", "--appendonly", "no"),
            ],
        )
        wait_for("redis", lambda: port_open(state["redis"]))

    def service_env(self, state: dict[str, Any], port: int | None = None) -> dict[str, str]:
        env = {
            **os.environ,
            "DATABASE_URL": self.database_url(state),
            "DATABASE_READ_URL": self.database_read_url(state),
            "INFINITY_LEDGER_SECRET_KEY": state["secret_key"],
            "INFINITY_LEDGER_SIGNING_KEY": state["signing_key"],
            "INFINITY_LEDGER_REDIS_URL": f"redis://127.0.0.1:{state['redis']}/0",
            "INFINITY_LEDGER_TRUSTED_PROXIES": "127.0.0.1",
            "INFINITY_LEDGER_POOL_SIZE": os.environ.get("INFINITY_LEDGER_POOL_SIZE", "6"),
            "INFINITY_LEDGER_WORKERS": os.environ.get("INFINITY_LEDGER_WORKERS", "1"),
        }
        if port is not None:
            env["INFINITY_LEDGER_PORT"] = str(port)
            env["INFINITY_LEDGER_DATA_DIR"] = str(self.folder / f"serve{port}")
        return env

    def migrate(self, state: dict[str, Any]) -> None:
        log = (self.logs / "migrate.log").open("ab")
        subprocess.run(
            [ledger_bin(), "migrate"],
            env=self.service_env(state),
            stdout=log,
            stderr=subprocess.STDOUT,
            check=True,
        )

    def start_serve(self, state: dict[str, Any]) -> None:
        for i, port in enumerate(state["serve"]):
            self.start(
                state, f"serve{i}", [ledger_bin(), "serve"], env=self.service_env(state, port)
            )
        for port in state["serve"]:
            wait_for(
                f"serve on {port} ready",
                lambda p=port: http_json(f"http://127.0.0.1:{p}/health/ready")[0] == 200,
            )

    def haproxy_config(self, state: dict[str, Any]) -> str:
        servers = "\n".join(
            f"  server serve{i} 127.0.0.1:{port} check" for i, port in enumerate(state["serve"])
        )
        problem = (
            '{"type":"about:blank","title":"Service unavailable","status":503,'
            '"detail":"No replica is ready; retry after the time in Retry-After.",'
            '"code":"service-unavailable"}'
        )
        return f"""global
  maxconn 4000

defaults
  mode http
  log stdout format raw local0
  option httplog
  timeout connect 2s
  timeout check {HAPROXY_CHECK_TIMEOUT}
  timeout client 90s
  timeout server 90s
  timeout tunnel 1h
  option forwardfor
  # A new connection to a replica per request: a request is never sent on an idle connection
  # to a replica that died meanwhile, which HAProxy answers by closing the client's connection
  # without a response; a dead replica is a refused connection instead, retried elsewhere.
  option http-server-close
  # A request that never reached a replica is tried on another one.
  retries 3
  # Every retry goes to another replica: the one that failed may not be marked down yet.
  option redispatch 1

frontend api
  bind 127.0.0.1:{state["haproxy"]}
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
  default-server {HAPROXY_CHECK}
  # No on-marked-down shutdown-sessions: a replica marked down because its database is gone
  # answers its requests in flight with 503 within the database timeouts, which a client
  # retries; cut, they would be dropped connections. A dead replica's connections break by
  # themselves, and live streams resume elsewhere with Last-Event-ID either way.
  # A replica that dies under a request leaves it unanswered: it is sent again to another one,
  # but a write only when it carries an Idempotency-Key (the replay then returns the first
  # answer and rolls nothing twice).
  retry-on all-retryable-errors
  option http-buffer-request
  http-request disable-l7-retry if METH_POST !{{ req.hdr(idempotency-key) -m found }}
  # Which replica answered: an operator following a live stream sees where it runs.
  http-response set-header X-Ledger-Replica %s
  # With no replica ready the balancer answers as a replica would: 503 with Retry-After.
  http-error status 503 content-type "application/problem+json" hdr "Retry-After" \
"{HAPROXY_RETRY_AFTER_SECONDS}" string '{problem}'
{servers}
"""

    def start_haproxy(self, state: dict[str, Any]) -> None:
        config = self.folder / "haproxy.cfg"
        config.write_text(self.haproxy_config(state))
        haproxy = shutil.which("haproxy") or "/usr/sbin/haproxy"
        subprocess.run([haproxy, "-c", "-q", "-f", str(config)], check=True)
        self.start(state, "haproxy", [haproxy, "-db", "-f", str(config)])
        url = f"http://127.0.0.1:{state['haproxy']}/health/ready"
        wait_for("the load balancer", lambda: http_json(url)[0] == 200)

    # -- status ----------------------------------------------------------------------------

    def status(self) -> dict[str, Any]:
        if not self.state_file.exists():
            return {"folder": str(self.folder), "running": False, "nodes": []}
        state = self.load()
        processes = state["processes"]
        roles = {m["name"]: m for m in self.members(state)}
        nodes: list[dict[str, Any]] = []
        for i, e in enumerate(state["etcd"]):
            nodes.append(node("etcd", f"etcd{i}", "dcs", e["client"], processes.get(f"etcd{i}")))
        for i, pg in enumerate(state["postgres"]):
            member = roles.get(f"pg{i}", {})
            entry = node(
                "postgres",
                f"pg{i}",
                member.get("role", "down"),
                pg["port"],
                processes.get(f"patroni{i}"),
            )
            entry["postgres_pid"] = postmaster_pid(self.folder / f"pg{i}")
            entry["patroni_rest"] = pg["rest"]
            entry["state"] = member.get("state", "stopped")
            entry["lag"] = member.get("lag")
            nodes.append(entry)
        for i, port in enumerate(state["serve"]):
            nodes.append(node("serve", f"serve{i}", "api", port, processes.get(f"serve{i}")))
        nodes.append(
            node("haproxy", "haproxy", "load-balancer", state["haproxy"], processes.get("haproxy"))
        )
        nodes.append(node("redis", "redis", "shared-store", state["redis"], processes.get("redis")))
        return {
            "folder": str(self.folder),
            "running": any(n["alive"] for n in nodes),
            "load_balancer": f"http://127.0.0.1:{state['haproxy']}",
            "database_url": self.database_url(state).replace(state["passwords"]["ledger"], "***"),
            "redis_url": f"redis://127.0.0.1:{state['redis']}/0",
            "nodes": nodes,
        }

    # -- down ------------------------------------------------------------------------------

    def down(self) -> None:
        if not self.state_file.exists():
            return
        state = self.load()
        # The front first, the database last, so nothing is left writing to a stopped server.
        order = ["haproxy", *(f"serve{i}" for i in range(NODES)), "redis"]
        order += [f"patroni{i}" for i in range(NODES)] + [f"etcd{i}" for i in range(NODES)]
        for name in order:
            stop(state["processes"].get(name))
        # A postgres Patroni restarted after a kill may outlive its Patroni.
        for i in range(NODES):
            pid = postmaster_pid(self.folder / f"pg{i}")
            if pid is not None and self.folder.as_posix() in cmdline(pid):
                stop({"pid": pid, "argv0": "postgres"}, sig=signal.SIGQUIT)
        state["processes"] = {}
        self.save(state)


PRIMARY_ROLES = ("leader", "master", "primary")
RUNNING = ("running", "streaming")


def node(
    kind: str, name: str, role: str, port: int, process: dict[str, Any] | None
) -> dict[str, Any]:
    return {
        "kind": kind,
        "name": name,
        "role": role,
        "port": port,
        "pid": process["pid"] if process else None,
        "alive": alive(process),
    }


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def alive(process: dict[str, Any] | None) -> bool:
    """The recorded process still runs (and is the one recorded, not a reused pid)."""
    if not process:
        return False
    line = cmdline(process["pid"])
    try:
        status = Path(f"/proc/{process['pid']}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return False
    return status != "Z" and process["argv0"] in line


def stop(process: dict[str, Any] | None, sig: int = signal.SIGTERM, grace: float = 20) -> None:
    if not alive(process):
        return
    assert process is not None
    os.kill(process["pid"], sig)
    deadline = time.monotonic() + grace
    while alive(process) and time.monotonic() < deadline:
        reap(process["pid"])
        time.sleep(0.2)
    if alive(process):
        os.kill(process["pid"], signal.SIGKILL)


def reap(pid: int) -> None:
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)


def postmaster_pid(data_dir: Path) -> int | None:
    try:
        first = (data_dir / "postmaster.pid").read_text().splitlines()[0]
    except (OSError, IndexError):
        return None
    pid = int(first)
    return pid if cmdline(pid) else None


def port_open(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) == 0


def clean_env() -> dict[str, str]:
    """System tools (Patroni is Debian's Python) must not see a virtualenv's settings."""
    drop = ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env["PATH"] = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
    return env


def ledger_bin() -> str:
    given = os.environ.get("INFINITY_LEDGER_BIN")
    if given:
        return given
    beside = Path(sys.executable).parent / "infinity-ledger"
    return shutil.which("infinity-ledger") or str(beside)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("up", "down", "status"))
    parser.add_argument("--dir", help="state folder (default: $INFINITY_LEDGER_CLUSTER_DIR)")
    parser.add_argument("--json", action="store_true", help="status as JSON")
    args = parser.parse_args(argv)
    cluster = Cluster(state_dir(args.dir))
    if args.command == "up":
        if cluster.running():
            raise SystemExit(f"a cluster is already running in {cluster.folder}; `down` it first")
        install_missing_packages()
        try:
            cluster.up()
        except BaseException:
            cluster.down()
            raise
        args.json = False
    elif args.command == "down":
        cluster.down()
        print(f"stopped the cluster in {cluster.folder}")
        return 0
    status = cluster.status()
    if args.json:
        print(json.dumps(status, indent=2))
        return 0
    print(f"cluster in {status['folder']}: load balancer {status.get('load_balancer', '-')}")
    for entry in status["nodes"]:
        mark = "up" if entry["alive"] else "down"
        where = f"port {entry['port']:<6} pid {entry['pid']}"
        print(f"  {entry['name']:9} {entry['role']:14} {where} {mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
