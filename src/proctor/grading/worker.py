"""The grader worker process: ``python -m proctor.grading.worker``.

Reads one JSON request per line on stdin, writes one JSON answer per line on stdout. Requests:
``{"op": "equiv", "pred": ..., "gold": ...}`` -> ``{"result": bool, "status": "ok"|"unparsable"}``;
``{"op": "check", "gold": ...}`` -> ``{"error": str | null}``; ``{"op": "warm"}`` -> ``{"taught": n}``
(the parser is taught ``PARSER_WARM_UP``). A worker started with ``PROCTOR_GRADER_ROLE=read`` (the
reading pool, ``proctor.grading.pool.reading_pool``) loads no sympy and grades whole items of the rule
graders: ``{"op": "grade", "grader", "options", "version", "response", "answer", "prompt",
"truncated", "memory_mb"}`` -> ``{"grade": {...}}`` (a Grade's fields), ``{"pending": {...},
"request": {...}}`` (a symbolic step left to the comparison pool, finished by the caller with
``MathGrader.finish``), ``{"raised": "Type: message"}`` or ``{"mismatch": version}``; and
``{"op": "grade_many", "grader", "options", "version", "memory_mb", "items": [{"response", "answer",
"prompt", "truncated"}, ...]}`` -> ``{"answers": [...]}``, one such answer per item (a batch of short
replies, ``proctor.envs.reading_batches``).
Model text is only ever parsed, never
evaluated as code. The parent kills this process when a request runs past its CPU-time limit
(``"cpu_s"`` in the request) or the wall-clock backstop; see ``proctor.grading.pool``.

The worker never outlives its parent: it dies with it (``proctor.lifetime.die_with_parent``), and
before each request it sets ``RLIMIT_CPU`` to the CPU it has used plus :func:`cpu_backstop` of the
request's limit, so a case whose parent is gone (or stuck) is ended by the kernel (SIGXCPU).
"""

from __future__ import annotations

import json
import math
import os
import sys

from pydantic_core import from_json

from proctor.lifetime import die_with_parent

DEFAULT_CASE_CPU_S = 30.0  # the CPU limit of a request that names none (the warm-up, a start)

# Answer shapes the LaTeX parser (ANTLR) is taught before it answers. It builds its prediction
# tables the first time it sees a construct, which costs 0.05-0.5 s inside that request's limit.
WARM_UP = (  # at every start: the commonest shapes, ~0.3 s
    "\\frac{\\sqrt{8}}{2}",
    "x^3+3x-6",
    "1+2i",
    "(a+5)(b+2)",
)
PARSER_WARM_UP = (  # on {"op": "warm"} (WorkerPool.warm): sums, matrices, trig, roots, relations, ~1.5 s
    "\\begin{pmatrix}x & y \\\\ 0 & 2\\end{pmatrix}+\\begin{pmatrix}1 & 2\\\\ 3 & 4\\end{pmatrix}",
    "\\sum_{n=1}^{N} a_n b_{N-n}",
    "\\sin(2\\theta)+\\cos\\theta",
    "\\sqrt[3]{x}^2",
    "y = 2x + 1",
    "\\frac{3}{4y^{2/3}}",
    "\\ln(x)-e^{-t}",
    "\\log_2 8",
    "\\pi r^2",
    "\\tan^{-1}(x)",
    "\\dfrac{a}{b}\\cdot 10^{3}",
    "|x-1|",
    "3!+\\binom{5}{2}",
    "x_{\\text{max}}+2^{\\text{nd}}",
    "2\\left(t-\\frac{1}{t}\\right)^{3}",
    "\\begin{pmatrix}1 & 2\\\\ 3 & 4\\end{pmatrix}\\begin{pmatrix}5 & 6\\\\ 7 & 8\\end{pmatrix}",
    "\\begin{pmatrix}\\frac{1}{2y}&0&\\cos(y)\\\\0&1&0\\\\-\\sin(y)&0&y^{1/3}\\end{pmatrix}",
    # The shapes of answers as models write them (bare numbers, ordinals, functions, sums with
    # subscripts, relations, intervals, sets, lists), in names and numbers of their own: the parser
    # learns a construct, not a string.
    "7",
    "-0.25",
    "k^{\\text{nd}}",
    "h(t)",
    "g(x)=3x",
    "\\frac{3\\cos B}{\\sin B}",
    "a_m = \\sum_{j=1}^{m} a_j a_{m-j}",
    "y \\approx 2.5",
    "t \\geq 3",
    "[0,1)",
    "\\{1, 2\\}",
    "a, b, c",
    "(t+1)^{3/2}",
)


def _teach(samples: tuple[str, ...]) -> int:
    """Parse each sample once (the parser keeps what it learns; the answers' cache does not)."""
    from proctor.grading.symbolic import to_sympy

    taught = 0
    for sample in samples:
        try:
            to_sympy(sample)
            taught += 1
        except Exception:
            pass
    to_sympy.cache_clear()
    return taught


def _limit_memory() -> None:
    mb = int(os.environ.get("PROCTOR_GRADER_MEMORY_MB", "0") or 0)
    if mb <= 0:
        return
    try:
        import resource

        limit = mb * 1024 * 1024
        _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ImportError, ValueError, OSError):
        pass


def cpu_backstop(cpu_s: float) -> int:
    """The RLIMIT_CPU allowance of one case whose pool limit is ``cpu_s`` CPU seconds: twice that
    and a second more (the kernel counts whole seconds), so the pool's own finer limit fires first
    while the pool is alive, and a case whose pool has died cannot run on for ever."""
    return math.ceil(2 * cpu_s) + 1


def _limit_cpu(cpu_s: float) -> None:
    """Let this process use at most :func:`cpu_backstop` more CPU seconds (then the kernel sends
    SIGXCPU, which ends it): the last backstop for a case, set before each one."""
    try:
        import resource

        used = resource.getrusage(resource.RUSAGE_SELF)
        soft = math.ceil(used.ru_utime + used.ru_stime) + cpu_backstop(cpu_s)
        _, hard = resource.getrlimit(resource.RLIMIT_CPU)
        if hard != resource.RLIM_INFINITY:
            soft = min(soft, hard)
        resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
    except (ImportError, ValueError, OSError):
        pass


def _no_core_files() -> None:
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_CORE, (0, resource.getrlimit(resource.RLIMIT_CORE)[1]))
    except (ImportError, ValueError, OSError):
        pass


READS_APART = ("math", "integer", "number", "mcq")  # the rule graders a reading worker grades


def travels(options: dict[str, object]) -> bool:
    """Whether a grader's ``options`` reach a worker unchanged through JSON (a tuple becomes a list: not)."""
    try:
        return json.loads(json.dumps(options)) == options
    except (TypeError, ValueError):
        return False


_readers: dict[tuple[str, str, int], object] = {}


def _reader(name: str, options: dict[str, object], memory_mb: int) -> object:
    """The grader ``name`` with ``options``, its symbolic steps deferred (cached: graders are stateless)."""
    import copy

    from proctor.grading import get_grader
    from proctor.grading.mathgrader import DeferringPool, MathGrader

    key = (name, json.dumps(options, sort_keys=True), memory_mb)
    grader = _readers.get(key)
    if grader is None:
        grader = copy.copy(get_grader(name, **options))
        if isinstance(grader, MathGrader):
            grader._pool = DeferringPool(memory_mb)
        _readers[key] = grader
    return grader


def grade(request: dict[str, object]) -> dict[str, object]:
    """One item graded by a rule grader in this (reading) worker; see the module's docstring."""
    from proctor.grading.base import grade_text
    from proctor.grading.mathgrader import Deferred

    name = str(request["grader"])
    if name not in READS_APART:
        return {"raised": f"ValueError: grader {name!r} is not read in a worker"}
    options = dict(request.get("options") or {})  # type: ignore[call-overload]
    grader = _reader(name, options, int(request.get("memory_mb") or 0))
    if getattr(grader, "version", None) != request.get("version"):
        return {"mismatch": getattr(grader, "version", None)}
    try:
        result = grade_text(
            grader,  # type: ignore[arg-type]
            str(request["response"]),
            str(request["answer"]),
            prompt=str(request.get("prompt") or ""),
            truncated=bool(request.get("truncated")),
        )
    except Deferred as deferred:
        return {"pending": deferred.pending, "request": deferred.request}
    except Exception as exc:  # reported as the caller's in-process grading reports it
        return {"raised": f"{type(exc).__name__}: {exc}"}
    return {"grade": result.model_dump()}


def handle(request: dict[str, object]) -> dict[str, object]:
    op = request.get("op")
    if op == "grade":
        return grade(request)
    if op == "grade_many":  # a batch of short items of one grader: one answer each, as "grade" answers
        common = {k: v for k, v in request.items() if k != "items"}
        items = request.get("items")
        if not isinstance(items, list):
            return {"error": "grade_many needs a list of items"}
        return {"answers": [grade({**common, **item}) for item in items]}
    if op == "warm" and os.environ.get("PROCTOR_GRADER_ROLE") == "read":
        return {"taught": 0}
    if op == "ping":
        return {"pid": os.getpid(), "sympy": "sympy" in sys.modules}
    from proctor.grading.symbolic import Unparsable, check_gold, equivalent

    if op == "equiv":
        try:
            strict = bool(request.get("strict"))
            result = equivalent(str(request["pred"]), str(request["gold"]), strict=strict)
            return {"result": result, "status": "ok"}
        except Unparsable as exc:
            return {"result": False, "status": "unparsable", "side": exc.side, "error": str(exc)}
        except (RecursionError, MemoryError) as exc:
            return {"result": False, "status": "unparsable", "side": "predicted", "error": type(exc).__name__}
        except Exception as exc:  # sympy raises many kinds; a failure to decide is not "equal"
            return {"result": False, "status": "ok", "error": f"{type(exc).__name__}: {exc}"[:300]}
    if op == "check":
        try:
            return {"error": check_gold(str(request["gold"]))}
        except Exception as exc:
            return {"error": f"{type(exc).__name__}: {exc}"[:300]}
    if op == "warm":
        return {"taught": _teach(PARSER_WARM_UP)}
    return {"error": f"unknown op {op!r}"}


def main() -> None:
    die_with_parent()  # first: a worker never outlives the process that started it
    _limit_memory()
    _no_core_files()  # SIGXCPU (the CPU backstop) would otherwise dump one
    _limit_cpu(DEFAULT_CASE_CPU_S)
    if os.environ.get("PROCTOR_GRADER_ROLE") != "read":  # a reading worker never loads sympy
        _teach(WARM_UP)
    # Answers go to a private copy of stdout; anything a library prints goes to stderr instead.
    sys.stdout.flush()
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    out.write(b"ready\n")
    out.flush()
    for line in sys.stdin.buffer:
        try:
            request = read_request(line)
            _limit_cpu(max(0.0, float(request.get("cpu_s", DEFAULT_CASE_CPU_S))))
            answer = handle(request)
        except Exception as exc:
            answer = {"result": False, "status": "unparsable", "error": f"bad request: {exc}"[:300]}
        out.write(json.dumps(answer).encode() + b"\n")
        out.flush()


def read_request(line: bytes) -> dict:
    """A request line (:func:`proctor.grading.pool.request_line`): parsed by pydantic-core (0.09
    against ``json.loads``'s 0.49 ms at 100 KB); a line it refuses (the ``\\u`` escape of a lone
    surrogate, which it cannot hold in a str) by ``json.loads``, which reads every line
    ``json.dumps`` writes."""
    try:
        return from_json(line)
    except ValueError:
        return json.loads(line)


if __name__ == "__main__":
    main()
