"""``proctor serve``: one long-running reward and sandbox server for training clusters.

uvicorn (h11) + starlette, bound to 127.0.0.1 unless told otherwise; a token (``Authorization:
Bearer TOKEN``, or ``?token=``) is required off loopback, and on loopback too when one is set.
Routes:

- ``POST /grade``: ``{"items": [{response, answer, prompt?, truncated?, grader?, options?, id?}]}`` ->
  ``{"results": [{reward, correct, status, extracted, grader_version, error?}]}`` (``status``:
  graded, no_answer, unparsable, timeout, error; see ``proctor.rewards.core``);
- ``POST /openrlhf``: OpenRLHF's ``{query, prompts, labels}`` -> ``{rewards, scores, extra_logs}``;
- ``POST /slime``: slime's ``{prompt, response, label}`` -> the reward (a number); ``/slime/dict`` -> a
  dict with the reward and its status (``--reward-key reward``);
- ``POST /run_code``: SandboxFusion's request and response, on proctor's isolated pooled sandbox;
  ``POST /run``, ``/sessions``, ``/sessions/ID/run``, ``DELETE /sessions/ID``, ``GET /stats``: the
  sandbox service's own API (``proctor.sandbox.remote.RemoteSandbox``);
- ``GET /health`` (no token), ``GET /metrics`` (Prometheus text).

Bounds: h11's strict parsing; a header deadline, the connection cap (503 with Retry-After) and
lingering closes (``protocol.py``); the token, body size (413, before a byte is read), body deadline
(408) and send deadline (``app.Guard``); the reward queue (``--max-queue``: 429 with Retry-After);
each reward item's wall-clock deadline and the grader pool's CPU-time limit and hard kill.

Clients: ``proctor.serve.client.ServeClient`` (``/grade``, ``/run_code``) and
``proctor.sandbox.remote.RemoteSandbox`` take one replica or several (``proctor.models.replicas``).
"""

from __future__ import annotations

from typing import Any

__all__ = ["ServeClient", "ServeLimits", "build_app"]


def __getattr__(name: str) -> Any:  # lazy: a client (proctor.serve.client) needs no server stack
    if name == "build_app":
        from proctor.serve.app import build_app

        return build_app
    if name == "ServeLimits":
        from proctor.serve.limits import ServeLimits

        return ServeLimits
    if name == "ServeClient":
        from proctor.serve.client import ServeClient

        return ServeClient
    raise AttributeError(f"module 'proctor.serve' has no attribute {name!r}")
