"""The sandbox on ``proctor serve``: proctor's own routes (``/run``, ``/sessions``, ``/stats``, the API
``RemoteSandbox`` speaks) and SandboxFusion's ``/run_code``, all on the same isolated, pooled
``Sandbox``. Blocking calls wait on a thread pool of their own, never on the event loop."""

from __future__ import annotations

import asyncio
import base64
import binascii
import hashlib
import json
import secrets
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from proctor.sandbox.bounds import MAX_MEMORY_MB, MAX_OUTPUT_BYTES, MAX_SECONDS, ServiceLimits, number
from proctor.sandbox.result import ExecResult
from proctor.sandbox.sandbox import Sandbox
from proctor.sandbox.sessions import HTTPError, Sessions

FUSION_LANGUAGES = ("python", "python3")
MAX_FILES = 64
MAX_FETCH = 16


class SandboxRoutes:
    def __init__(self, sandbox: Sandbox, limits: ServiceLimits, owner: str):
        self.sandbox, self.limits, self.owner = sandbox, limits, owner
        self.sessions = Sessions(sandbox, limits.max_sessions, limits.session_idle_s)
        self._executor = ThreadPoolExecutor(max(8, 4 * len(getattr(sandbox, "_workers", [])) or 8))

    def routes(self) -> list[Route]:
        return [
            Route("/run", self.run, methods=["POST"]),
            Route("/run_code", self.run_code, methods=["POST"]),
            Route("/sessions", self.open_session, methods=["POST"]),
            Route("/sessions/{sid}/run", self.session_run, methods=["POST"]),
            Route("/sessions/{sid}", self.close_session, methods=["DELETE"]),
            Route("/stats", self.stats, methods=["GET"]),
        ]

    async def _call(self, fn: Any, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)

    async def run(self, request: Request) -> JSONResponse:
        req = await json_body(request)
        code, limits = _code(req), _limits(req, self.limits)
        result = await self._call(self.sandbox.run, code, limits["timeout_s"])
        return JSONResponse(_answer(result, limits, self.limits))

    async def open_session(self, request: Request) -> JSONResponse:
        return JSONResponse({"id": await self._call(self.sessions.open, self.owner)})

    async def session_run(self, request: Request) -> JSONResponse:
        req = await json_body(request)
        code, limits = _code(req), _limits(req, self.limits)
        sid = request.path_params["sid"]
        result = await self._call(self.sessions.run, sid, self.owner, code, limits["timeout_s"])
        return JSONResponse(_answer(result, limits, self.limits))

    async def close_session(self, request: Request) -> JSONResponse:
        await self._call(self.sessions.close, request.path_params["sid"], self.owner)
        return JSONResponse({"closed": True})

    async def stats(self, request: Request) -> JSONResponse:
        counts = request.app.state.http_counts
        return JSONResponse({**self.sandbox.stats(), "service": {**counts, **self.sessions.stats()}})

    async def run_code(self, request: Request) -> JSONResponse:
        """SandboxFusion's ``/run_code``: ``{code, language, stdin?, run_timeout?, memory_limit_MB?,
        files?, fetch_files?}`` -> ``{status, message, compile_result, run_result, files, ...}``."""
        req = await json_body(request)
        language = req.get("language", "python")
        if language not in FUSION_LANGUAGES:
            return JSONResponse(
                _fusion_error(f"language {language!r} is not served: proctor runs python only")
            )
        code = _code(req)
        asked: dict[str, Any] = {}
        if req.get("run_timeout") is not None:
            asked["timeout_s"] = req["run_timeout"]
        if req.get("memory_limit_MB") is not None:
            asked["memory_mb"] = req["memory_limit_MB"]
        limits = _limits(
            asked, self.limits, names={"timeout_s": "run_timeout", "memory_mb": "memory_limit_MB"}
        )
        stdin = req.get("stdin")
        if stdin is not None and not isinstance(stdin, str):
            raise HTTPError(400, f"stdin must be a string, got {type(stdin).__name__}")
        files, fetch = _files(req.get("files")), _fetch(req.get("fetch_files"))
        marker = secrets.token_hex(16)
        wrapped = _fusion_code(code, stdin, files, fetch, marker) if (stdin or files or fetch) else code
        result: ExecResult = await self._call(self.sandbox.run, wrapped, limits["timeout_s"])
        stdout, fetched = _split_fetched(result.stdout, marker) if fetch else (result.stdout, {})
        return JSONResponse(_fusion_answer(result, stdout, fetched))

    def close(self) -> None:
        self.sessions.close_all()
        self._executor.shutdown(wait=False, cancel_futures=True)


async def json_body(request: Request) -> dict[str, Any]:
    """The request's JSON object (the body was already read, capped and timed by the Guard)."""
    body = await request.body()
    try:
        req = json.loads(body) if body else {}
    except (ValueError, RecursionError) as exc:
        raise HTTPError(400, f"the body is not valid JSON: {str(exc)[:200]}") from None
    if not isinstance(req, dict):
        raise HTTPError(400, f"the body must be a JSON object, got {type(req).__name__}")
    return req


def owner_of(token: str | None) -> str:
    """Sessions are counted per token (one owner without a token)."""
    return hashlib.sha256((token or "").encode()).hexdigest()[:16]


def _code(req: dict[str, Any]) -> str:
    if "code" not in req:
        raise HTTPError(400, "the body needs a 'code' field (the Python source, a string)")
    if not isinstance(req["code"], str):
        raise HTTPError(400, f"code must be a string, got {type(req['code']).__name__}")
    return req["code"]


def _limits(req: dict[str, Any], lim: ServiceLimits, names: dict[str, str] | None = None) -> dict[str, Any]:
    """The request's limits, each checked and clamped to the server's (absent: the server's)."""
    out: dict[str, Any] = {}
    for field, server, high, whole, unit, flag in (
        ("timeout_s", lim.timeout_s, MAX_SECONDS, False, "seconds", "--timeout"),
        ("max_output_bytes", lim.max_output_bytes, MAX_OUTPUT_BYTES, True, "bytes", "--max-output-bytes"),
        ("memory_mb", lim.memory_mb, MAX_MEMORY_MB, True, "MiB", "--memory-mb"),
    ):
        value = req.get(field)
        if value is None:
            out[field] = server
            continue
        try:
            asked = number(value, high=high, whole=whole, unit=unit)
        except ValueError as exc:
            shown = (names or {}).get(field, field)
            raise HTTPError(400, f"{shown} {exc} (the service caps it at its {flag} of {server:g})") from None
        out[field] = min(asked, server)
    # the pool has one address-space limit: a smaller memory_mb is not applied, and the reply says so
    out["memory_mb"] = lim.memory_mb
    return out


def _answer(result: ExecResult, limits: dict[str, Any], lim: ServiceLimits) -> dict[str, Any]:
    """The reply: the result with its output cut to the request's cap, and the limits it ran under."""
    out, cap = result.to_dict(), limits["max_output_bytes"]
    for key in ("stdout", "stderr") if cap < lim.max_output_bytes else ():  # the sandbox caps at its own
        data = out[key].encode("utf-8", "replace")
        if len(data) > cap:
            out[key] = data[:cap].decode("utf-8", "ignore") + f"\n[output truncated: more than {cap} bytes]"
            out["truncated"] = True
    return {**out, "limits": limits}


# -- SandboxFusion ------------------------------------------------------------------------------


def _files(raw: Any) -> dict[str, bytes]:
    if raw is None:
        return {}
    if not isinstance(raw, dict) or len(raw) > MAX_FILES:
        raise HTTPError(400, f"files must be an object of at most {MAX_FILES} path -> base64 content")
    out = {}
    for path, content in raw.items():
        if content is None:
            continue
        if not isinstance(content, str):
            raise HTTPError(400, f"files[{path!r}] must be base64 text, got {type(content).__name__}")
        try:
            out[str(path)] = base64.b64decode(content, validate=True)
        except (binascii.Error, ValueError):
            raise HTTPError(400, f"files[{path!r}] is not valid base64") from None
    return out


def _fetch(raw: Any) -> list[str]:
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > MAX_FETCH or not all(isinstance(p, str) for p in raw):
        raise HTTPError(400, f"fetch_files must be a list of at most {MAX_FETCH} paths")
    return raw


def _fusion_code(code: str, stdin: str | None, files: dict[str, bytes], fetch: list[str], marker: str) -> str:
    """The program with SandboxFusion's extras done inside the sandbox: the files written (in the call's
    scratch directory), stdin given, the code run as ``__main__``, and the fetched files printed after
    a random marker once it ends (by an exception or ``sys.exit`` too)."""
    encoded = {p: base64.b64encode(c).decode() for p, c in files.items()}
    return "\n".join(
        [
            "import base64 as _b, io as _i, json as _j, os as _o, sys as _s",
            f"for _p, _c in {encoded!r}.items():",
            "    _o.makedirs(_o.path.dirname(_o.path.abspath(_p)), exist_ok=True)",
            "    open(_p, 'wb').write(_b.b64decode(_c))",
            f"_s.stdin = _i.StringIO({stdin or ''!r})",
            "def _fetch():",
            "    out = {}",
            f"    for _p in {fetch!r}:",
            "        try:",
            "            out[_p] = _b.b64encode(open(_p, 'rb').read()).decode()",
            "        except OSError:",
            "            pass",
            "    if out or " + repr(bool(fetch)) + ":",
            "        _s.stdout.flush()",
            f"        _s.stdout.write('\\n{marker}' + _j.dumps(out) + '\\n')",
            "        _s.stdout.flush()",
            "try:",
            f"    exec(compile({code!r}, '<code>', 'exec'), {{'__name__': '__main__', '__builtins__': __builtins__}})",
            "finally:",
            "    _fetch()",
        ]
    )


def _split_fetched(stdout: str, marker: str) -> tuple[str, dict[str, str]]:
    head, sep, tail = stdout.rpartition("\n" + marker)
    if not sep:
        return stdout, {}
    try:
        fetched = json.loads(tail.strip())
    except ValueError:
        return head, {}
    return head, {k: v for k, v in fetched.items() if isinstance(v, str)} if isinstance(fetched, dict) else {}


def _fusion_error(message: str) -> dict[str, Any]:
    return {
        "status": "SandboxError",
        "message": message,
        "compile_result": None,
        "run_result": None,
        "executor_pod_name": None,
        "files": {},
    }


def _fusion_answer(result: ExecResult, stdout: str, files: dict[str, str]) -> dict[str, Any]:
    """SandboxFusion's RunCodeResponse of a result: run status ``Finished`` (it exited, any code) or
    ``TimeLimitExceeded``; ``Error`` where it was killed (memory, a signal, an output flood);
    the top status ``Success`` only for exit code 0."""
    run_status = {"timeout": "TimeLimitExceeded", "ok": "Finished", "error": "Finished"}.get(
        result.status, "Error"
    )
    return {
        "status": "Success" if result.status == "ok" else "Failed",
        "message": "" if result.status in ("ok", "error") else f"proctor sandbox: {result.status}",
        "compile_result": None,
        "run_result": {
            "status": run_status,
            "execution_time": result.duration_s,
            "return_code": result.exit_code,
            "stdout": stdout,
            "stderr": result.stderr,
        },
        "executor_pod_name": None,
        "files": files,
    }
