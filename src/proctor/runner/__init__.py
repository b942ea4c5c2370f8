"""The orchestration loop: validated problems x N samples -> env rollouts -> grades -> samples.jsonl.

A bounded pool of asyncio workers pulls (problem, sample) pairs; each generation's seed is a stable
hash of what identifies it, so results do not depend on concurrency, ordering, limit or resume.
One sample's error is recorded on that sample (a resume reruns it); a FatalError stops the run.

Preparing a run, before any model call: ``prepared`` (load and validate everything: ``prepare``,
``Prepared``) and ``start`` (start, resume, a shard's start and resume). Executing it: ``execution``
(the worker pool, progress, summary: ``execute``) and ``records`` (one pair's rollout, error policy
and grade).
"""

from proctor.runner.execution import (
    RunResult,
    execute,
    pending_count,
    run_samples,
    summarize_run,
    work_estimate,
)
from proctor.runner.prepared import (
    Prepared,
    SamplerCache,
    prepare,
    recorded_data_path,
    resolve_system_prompt,
    with_benchmark_env,
)
from proctor.runner.start import (
    RETRY,
    ResumeError,
    check_resume,
    config_from_saved,
    resume_run,
    resume_shard,
    start_run,
    start_shard,
)
from proctor.runs.shards import open_shard

__all__ = [
    "RETRY",
    "Prepared",
    "ResumeError",
    "RunResult",
    "SamplerCache",
    "check_resume",
    "config_from_saved",
    "execute",
    "open_shard",
    "pending_count",
    "prepare",
    "recorded_data_path",
    "resolve_system_prompt",
    "resume_run",
    "resume_shard",
    "run_samples",
    "start_run",
    "start_shard",
    "summarize_run",
    "with_benchmark_env",
    "work_estimate",
]
