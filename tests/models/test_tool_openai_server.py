"""``proctor eval --env tool --set env.tool_format=openai`` end to end against a real server:
llama-cpp-python's, serving the embedded SmolLM2 GGUF with ``--chat_format chatml-function-calling``
(OpenAI tool calling: ``tool_choice`` naming the function forces a call, constrained to the
function's JSON schema), behind a proxy on 127.0.0.1 that records every request and response.

What it shows: the first request advertises the code interpreter and forces it; the server answers
with structured ``tool_calls``; the real sandbox runs the call's code; the second request carries
the assistant message with those calls verbatim and a ``tool`` message answering the call's id with
the sandbox's output, and no ``tool_choice`` (forcing applies to the first turn); the record is
complete and graded. The exchange is written to ``exchange.json`` in the test's folder.

A limit of this server, not of proctor: the chatml-function-calling template renders a ``tool``
message as an empty turn, so the model never reads the result (the request does carry it).
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest
from proctor_cli import run_proctor as proctor

from proctor.envs import tool_protocol as tp
from proctor.envs.tool_protocol import TOOL_NAME, tool_schema
from proctor.runs import read_run

pytestmark = [pytest.mark.server, pytest.mark.slow]

FORCED = {"type": "function", "function": {"name": TOOL_NAME}}
# a prompt on which this small model's forced call is short, well-formed code (greedy, so every run)
TEMPLATE = "{problem}\n\nCompute it with Python: print(...)."


class RecordingProxy:
    """Forwards every request to ``upstream`` and keeps each exchange: method, path, the request's
    JSON body, the status and the response's JSON body."""

    def __init__(self, upstream: str):
        self.root = upstream.removesuffix("/v1")
        self.exchanges: list[dict[str, Any]] = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _forward(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                r = httpx.request(
                    self.command,
                    proxy.root + self.path,
                    content=raw or None,
                    headers={"Content-Type": "application/json"} if raw else None,
                    timeout=600,
                )
                proxy.exchanges.append(
                    {
                        "method": self.command,
                        "path": self.path,
                        "request": json.loads(raw) if raw else None,
                        "status": r.status_code,
                        "response": _json(r),
                    }
                )
                self.send_response(r.status_code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(r.content)))
                self.end_headers()
                self.wfile.write(r.content)

            do_GET = do_POST = _forward

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.http.daemon_threads = True
        self._thread = threading.Thread(target=self.http.serve_forever, daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.http.server_address[1]}/v1"

    def close(self) -> None:
        self.http.shutdown()
        self.http.server_close()
        self._thread.join(10)


def _json(r: httpx.Response) -> Any:
    try:
        return r.json()
    except ValueError:
        return r.text


@pytest.fixture
def proxy(llama_server_tools):
    p = RecordingProxy(llama_server_tools)
    yield p
    p.close()


def test_structured_tool_calls_round_trip_through_a_real_server(proxy, tmp_path):
    out = tmp_path / "run"
    proctor(
        "eval", "arith", "--limit", "1", "-n", "1", "--env", "tool", "--model", "openai:smollm2",
        "--base-url", proxy.url, "--system-prompt", "You are a helpful assistant.",
        "--temperature", "0", "--max-tokens", "48", "--concurrency", "1", "-q", "--output", str(out),
        "--set", f"prompt.template={TEMPLATE}",
        "--set", "env.tool_format=openai", "--set", f"env.tool_choice={TOOL_NAME}",
        "--set", "env.max_turns=2", "--set", "env.workers=1",
    )  # fmt: skip
    (tmp_path / "exchange.json").write_text(json.dumps(proxy.exchanges, indent=1))
    chats = [e for e in proxy.exchanges if e["path"].endswith("/chat/completions")]
    assert len(chats) == 2 and all(e["status"] == 200 for e in chats)
    first, second = chats

    assert first["request"]["tools"] == [tool_schema(False)] and first["request"]["tool_choice"] == FORCED
    choice = first["response"]["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    (tc,) = choice["message"]["tool_calls"]
    assert tc["type"] == "function" and tc["function"]["name"] == TOOL_NAME and tc["id"]

    run = read_run(out)
    (r,) = run.records
    (rec,) = r.info["steps"][0]["calls"]
    assert rec["id"] == tc["id"] and rec["arguments"] == tc["function"]["arguments"]
    assert rec["code"] == json.loads(tc["function"]["arguments"])["code"]  # the model's own code ran
    assert rec["status"] in ("ok", "error") and "stdout" in rec and rec["duration_s"] > 0

    sent = second["request"]
    assert "tool_choice" not in sent and sent["tools"] == [tool_schema(False)]
    assistant, tool = sent["messages"][-2:]
    assert assistant == {"role": "assistant", "content": "", "tool_calls": [tc]}
    assert tool == {"role": "tool", "tool_call_id": tc["id"], "content": rec["output"]}
    # what went back is the sandbox's result as the text formats feed it back
    assert rec["output"] == tp.result_text(rec["status"], rec["stdout"], rec["stderr"], 10.0)

    answer = second["response"]["choices"][0]["message"]
    assert r.error is None and r.tool_calls == 1 and len(r.turns) == 2
    assert r.messages[-1] == {"role": "assistant", "content": answer["content"]}
    assert r.stop_reason in ("stop", "turn_budget", "length") and r.grader and r.grade_status
    assert r.info["tool_format"] == "openai" and r.info["tools"] == [tool_schema(False)]
    assert run.config["env"]["tool_format"] == "openai" and run.config["env"]["tool_choice"] == TOOL_NAME
    assert run.summary["tools"]["tool_calls"] == 1
