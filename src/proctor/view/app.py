"""The viewer's ASGI app (starlette): the page routes (one static page; its script reads the URL),
the JSON API under ``/api/``, and the static files shipped in ``proctor/view/static``.

Pages: ``/``, ``/runs/<run>``, ``/runs/<run>/samples/<problem id>/<sample index>``,
``/compare?a=<run>&b=<run>``. API: ``/api/runs`` (runs and sets), ``/api/run?run=``,
``/api/samples?run=&offset=&limit=&filter=&q=&problem=&flipped=&sort=&desc=``,
``/api/problems?run=``, ``/api/sample?run=&problem=&sample=``, ``/api/compare?a=&b=``,
``/api/compare/export?a=&b=`` (the one-file report), ``/api/set?set=``, ``/api/set/curve.svg?set=&i=``.

Every response carries a Content-Security-Policy that allows scripts, styles and fetches from this
origin only (no inline script, no plugin, no frame); the page builds its DOM with ``textContent``.
With a token (required off loopback), a request needs ``?token=`` once (it becomes a cookie).
"""

from __future__ import annotations

import asyncio
import hmac
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from proctor.runs.rundir import RunDirError
from proctor.view.catalog import Catalog, NotServed
from proctor.view.index import FILTERS

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}
COOKIE = "proctor_view_token"
MAX_PAGE = 500


def static_dir() -> str:
    return str(resources.files("proctor.view") / "static")


class Guard:
    """Security headers on every response; with a token, a request without it is refused (403)."""

    def __init__(self, app: ASGIApp, token: str | None):
        self.app, self.token = app, token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        request = Request(scope)
        given = request.query_params.get("token") or request.cookies.get(COOKIE)
        set_cookie = False
        if self.token is not None:
            if not given or not hmac.compare_digest(given.encode(), self.token.encode()):
                response = Response("a token is required: open the URL `proctor view` printed", 403)
                for k, v in HEADERS.items():
                    response.headers[k] = v
                return await response(scope, receive, send)
            set_cookie = request.query_params.get("token") is not None

        async def send_with_headers(message: dict) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [(k.lower().encode(), v.encode()) for k, v in HEADERS.items()]
                if set_cookie:
                    cookie = f"{COOKIE}={self.token}; Path=/; HttpOnly; SameSite=Strict"
                    headers.append((b"set-cookie", cookie.encode()))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _error(status: int, text: str) -> JSONResponse:
    return JSONResponse({"error": text}, status_code=status)


def _int(request: Request, name: str, default: int, low: int = 0, high: int | None = None) -> int:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ValueError(f"{name}={raw!r}: expected a whole number") from None
    if value < low or (high is not None and value > high):
        raise ValueError(f"{name}={value}: expected {low}..{high if high is not None else ''}")
    return value


def build_app(catalog: Catalog, token: str | None = None, hosts: list[str] | None = None) -> Starlette:
    index_html = static_dir() + "/index.html"

    async def page(request: Request) -> Response:
        return FileResponse(index_html, media_type="text/html; charset=utf-8")

    async def threaded(fn, *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    def api(fn, locked: bool = True):
        def call(request: Request) -> Any:
            if not locked:
                return fn(request)
            with catalog.lock:  # one index rebuild at a time, never read half-rebuilt
                return fn(request)

        async def endpoint(request: Request) -> Response:
            try:
                return JSONResponse(await threaded(call, request))
            except NotServed as e:
                return _error(404, str(e))
            except (ValueError, RunDirError) as e:
                return _error(400, str(e))

        return endpoint

    def runs(request: Request) -> dict[str, Any]:
        catalog.scan()
        out = []
        for name in sorted(catalog.runs):
            try:
                out.append(catalog.run_info(name, build=False))
            except (RunDirError, OSError, ValueError) as e:
                out.append({"name": name, "status": "unreadable", "problem": str(e)})
        sets = [{"name": s} for s in sorted(catalog.sets)]
        return {"runs": out, "sets": sets}

    def run(request: Request) -> dict[str, Any]:
        return catalog.run_info(_param(request, "run"))

    def samples(request: Request) -> dict[str, Any]:
        idx = catalog.index(_param(request, "run"))
        filters = [f for f in request.query_params.getlist("filter") if f]
        unknown = [f for f in filters if f not in FILTERS]
        if unknown:
            raise ValueError(f"filter {unknown[0]!r}: choose from {', '.join(FILTERS)}")
        picked = idx.select(
            filters=filters,
            problem=request.query_params.get("problem") or None,
            query=request.query_params.get("q") or None,
            flipped=request.query_params.get("flipped") == "1",
            sort=request.query_params.get("sort") or "problem",
            descending=request.query_params.get("desc") == "1",
        )
        offset = _int(request, "offset", 0)
        limit = _int(request, "limit", 100, 1, MAX_PAGE)
        rows = [idx.row(int(i)) for i in picked[offset : offset + limit]]
        return {"total": int(len(picked)), "all": len(idx), "offset": offset, "rows": rows}

    def problems(request: Request) -> dict[str, Any]:
        idx = catalog.index(_param(request, "run"))
        return {"problems": idx.problem_rows()}

    def sample(request: Request) -> dict[str, Any]:
        name = _param(request, "run")
        idx = catalog.index(name)
        problem = _param(request, "problem")
        number = _int(request, "sample", 0)
        i = idx.find(problem, number)
        if i is None:
            raise NotServed(f"run {name!r} has no sample {number} of problem {problem!r}")
        info = catalog.run_info(name)
        keys = ("name", "grader", "grader_version", "n")
        return {"record": idx.record(i), "run": {k: info[k] for k in keys}}

    def compare(request: Request) -> dict[str, Any]:
        from proctor.view.compare import compare_runs

        a, b = _param(request, "a"), _param(request, "b")
        return compare_runs(catalog.run_dir(a)[1], catalog.run_dir(b)[1], (a, b))

    async def export(request: Request) -> Response:
        from proctor.view.compare import export_html

        try:
            a, b = catalog.run_dir(_param(request, "a"))[1], catalog.run_dir(_param(request, "b"))[1]
            text = await threaded(export_html, a, b)
        except NotServed as e:
            return _error(404, str(e))
        except (ValueError, RunDirError) as e:
            return _error(400, str(e))
        return Response(
            text,
            media_type="text/html; charset=utf-8",
            headers={"Content-Disposition": 'attachment; filename="comparison.html"'},
        )

    def runset(request: Request) -> dict[str, Any]:
        from proctor.report.curves import build_curves, curves_json
        from proctor.report.sets import load_set

        name = _param(request, "set")
        loaded = load_set(catalog.set_dir(name))
        curves = build_curves(loaded)
        prefix = name + "/"
        cells = [
            {
                "name": c.name,
                "run": prefix + c.dir if (prefix + c.dir) in catalog.runs else None,
                "step": c.step,
                "benchmark": c.benchmark,
                "env": c.env,
                "status": c.status,
                "problem": c.problem,
            }
            for c in loaded.cells
        ]
        return {"name": name, "cells": cells, "curves": curves_json(loaded, curves).get("curves", [])}

    async def curve_svg(request: Request) -> Response:
        from proctor.report.curves import build_curves
        from proctor.report.sets import load_set
        from proctor.report.svg import chart

        try:
            path = catalog.set_dir(_param(request, "set"))
            i = _int(request, "i", 0)
            curves = await threaded(lambda: build_curves(load_set(path)))
        except NotServed as e:
            return _error(404, str(e))
        except (ValueError, RunDirError) as e:
            return _error(400, str(e))
        if i >= len(curves):
            return _error(404, f"the set has {len(curves)} curve(s)")
        svg = chart(
            curves[i], "mean@N"
        )  # made to sit inline in a page: a file of its own needs its namespace
        if "xmlns=" not in svg.split(">", 1)[0]:
            svg = svg.replace("<svg ", "<svg xmlns='http://www.w3.org/2000/svg' ", 1)
        return Response(svg, media_type="image/svg+xml")

    routes = [
        Route("/", page),
        Route("/runs/{rest:path}", page),
        Route("/compare", page),
        Route("/sets/{rest:path}", page),
        Route("/api/runs", api(runs)),
        Route("/api/run", api(run)),
        Route("/api/samples", api(samples)),
        Route("/api/problems", api(problems)),
        Route("/api/sample", api(sample)),
        Route("/api/compare", api(compare, locked=False)),
        Route("/api/compare/export", export),
        Route("/api/set", api(runset, locked=False)),
        Route("/api/set/curve.svg", curve_svg),
        Mount("/static", app=StaticFiles(directory=static_dir()), name="static"),
    ]
    middleware = [Middleware(TrustedHostMiddleware, allowed_hosts=hosts or ["*"])]
    app = Starlette(routes=routes, middleware=middleware)
    return Guard(app, token)  # type: ignore[return-value]


def _param(request: Request, name: str) -> str:
    value = request.query_params.get(name)
    if not value:
        raise ValueError(f"missing ?{name}=")
    return value
