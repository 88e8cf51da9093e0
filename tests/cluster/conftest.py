"""The cluster fault tests bring up a whole local HA cluster (deploy/cluster) for minutes: the
normal suite does not collect them; INFINITY_LEDGER_CLUSTER_TESTS=1 does."""

import os

collect_ignore_glob = (
    [] if os.environ.get("INFINITY_LEDGER_CLUSTER_TESTS") == "1" else ["test_*.py"]
)
