"""``proctor serve-model`` (a GGUF model, the embedded one by default, over the OpenAI API) and
``proctor checkpoints make`` (test checkpoints of it): the ``openai:`` and sweep paths without a GPU."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from proctor.cli.console import console, fail, out

app = typer.Typer(no_args_is_help=True, add_completion=False)

ModelRef = Annotated[
    str, typer.Argument(help="llamacpp:NAME (embedded, e.g. llamacpp:smollm2) or a .gguf file")
]


def gguf_path(model: str) -> Path:
    """The GGUF file a ``llamacpp:`` reference (or a plain path) names; exits 2 with the fix if none."""
    from proctor.models.base import FatalError
    from proctor.models.llamacpp.engine import EMBEDDED, embedded_path

    spec = model.removeprefix("llamacpp:")
    try:
        path = embedded_path(spec) if spec in EMBEDDED else Path(spec).expanduser()
    except FatalError as e:
        fail(str(e))
    if not path.is_file():
        from proctor.suggest import did_you_mean

        fail(
            f"{model}: no GGUF file there{did_you_mean(spec, EMBEDDED, 'llamacpp:')}; give "
            f"{', '.join(f'llamacpp:{n}' for n in EMBEDDED)} or a path to a .gguf file"
        )
    return path


def serve_model_cmd(
    model: ModelRef = "llamacpp:smollm2",
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on")] = 8000,
    name: Annotated[
        str | None, typer.Option(help="the model's name in the API \\[default: smollm2, or the file's stem]")
    ] = None,
    n_ctx: Annotated[int, typer.Option(help="context length in tokens")] = 2048,
    print_path: Annotated[
        bool, typer.Option("--print-path", help="print the GGUF file's path and exit (for your own server)")
    ] = False,
) -> None:
    """Serve a GGUF model (default: the embedded SmolLM2-135M) over the OpenAI API, until Ctrl-C.

    The server is llama-cpp-python's; evaluate the model with
    `proctor eval arith --model openai:NAME --base-url http://HOST:PORT/v1`."""
    path = gguf_path(model)
    if print_path:
        out.print(str(path), highlight=False, soft_wrap=True)
        return
    import importlib.util

    if importlib.util.find_spec("llama_cpp.server") is None or importlib.util.find_spec("uvicorn") is None:
        fail("serving needs llama-cpp-python's server: pip install 'llama-cpp-python[server]'")
    alias = name or (model.removeprefix("llamacpp:") if not model.endswith(".gguf") else path.stem)
    console.print(
        f"serving {path} as {alias!r} on http://{host}:{port}/v1; evaluate it with: proctor eval arith "
        f"--model openai:{alias} --base-url http://{host}:{port}/v1  (Ctrl-C stops)",
        highlight=False,
        soft_wrap=True,
    )
    import runpy

    sys.argv = ["llama_cpp.server", "--model", str(path), "--model_alias", alias, "--host", host,
                "--port", str(port), "--n_ctx", str(n_ctx)]  # fmt: skip
    try:
        runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)
    except KeyboardInterrupt:
        pass


@app.command("make")
def checkpoints_make_cmd(
    folder: Annotated[Path, typer.Argument(help="where to write step-<K>/model.gguf")],
    steps: Annotated[str, typer.Option(help="checkpoint steps, comma-separated")] = "100,200",
    model: Annotated[
        str, typer.Option(help="the GGUF to perturb (llamacpp:NAME or a file)")
    ] = "llamacpp:smollm2",
) -> None:
    """Write test checkpoints: copies of a GGUF model whose norm weights are scaled by 1 + step/10000,
    so each loads like the original and writes different text; for
    `proctor sweep SET --base llamacpp:smollm2 --checkpoints 'FOLDER/step-*'`."""
    from proctor.models.llamacpp.checkpoints import checkpoint_folders

    try:
        numbers = [int(s) for s in steps.split(",") if s.strip()]
    except ValueError:
        fail(f"--steps {steps!r}: give whole numbers separated by commas, e.g. --steps 100,200")
    if not numbers or any(n < 1 for n in numbers):
        fail(f"--steps {steps!r}: give one or more steps of 1 or more, e.g. --steps 100,200")
    try:
        made = checkpoint_folders(folder, numbers, source=gguf_path(model))
    except (RuntimeError, ValueError, OSError) as e:
        fail(str(e))
    for f in made:
        console.print(f"wrote {f / 'model.gguf'}", highlight=False, soft_wrap=True)
    console.print(
        f"sweep them with: proctor sweep sets/curve --base {model} --checkpoints '{folder}/step-*' -b arith",
        highlight=False,
        soft_wrap=True,
    )
