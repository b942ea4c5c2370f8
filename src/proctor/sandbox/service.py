"""The sandbox as an HTTP service: ``proctor sandbox serve``, which is ``proctor serve``'s server
(``proctor.serve``) with a token always required; its client is in ``remote.py``.

For clusters whose nodes forbid user namespaces: run the service where bubblewrap works, and point
tool envs at it with ``--set env.sandbox_url=http://HOST:PORT``. Inside, it is the same
``Sandbox`` (same isolation, same limits); every request needs ``Authorization: Bearer TOKEN``
(compared in constant time), and the service refuses to start without a token.

Routes (JSON in, JSON out): ``POST /run`` ``{code, timeout_s?, max_output_bytes?, memory_mb?}`` ->
``ExecResult`` fields and ``limits`` (what the call ran under); ``POST /sessions`` -> ``{id}``;
``POST /sessions/ID/run``; ``DELETE /sessions/ID``; ``GET /stats``; SandboxFusion's ``POST /run_code``;
and ``proctor serve``'s reward routes. The bounds (token before the body, body caps and deadlines,
the connection cap with 503 and Retry-After, clamped request limits, sessions per token) are
described in ``proctor.serve``.
"""

from __future__ import annotations

from proctor.sandbox.remote import TOKEN_ENV, RemoteSandbox, RemoteSession, ServiceError, check_token

__all__ = ["TOKEN_ENV", "RemoteSandbox", "RemoteSession", "ServiceError", "check_token"]
