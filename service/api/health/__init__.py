"""Liveness and readiness probes for orchestrators and load balancers."""
