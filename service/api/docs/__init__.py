"""The interactive API docs and the OpenAPI document, served whole by the service."""
