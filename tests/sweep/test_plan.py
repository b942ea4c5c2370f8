"""Planning a sweep: its axes become cells, checkpoints ordered by step, every mistake caught first."""

from __future__ import annotations

import pytest

from proctor.sweep import SweepError, load_sweep_config, plan
from proctor.sweep.plan import cell_config, checkpoint_ref, find_checkpoints, step_of


def cfg(**sweep):
    sets = sweep.pop("sets", [])
    return load_sweep_config(None, sweep, sets)


def test_axes_become_cells_named_by_their_values():
    c = cfg(
        models=["mock:seeded", "mock:4"],
        benchmarks=["arith", "gsm8k"],
        envs=["text-only", "tool"],
        axes={"sampling.temperature": [0.2, 0.6]},
        sets=["sampling.n=3", "run.seed=7"],
    )
    cells = plan(c)
    assert len(cells) == 2 * 2 * 2 * 2
    first = cells[0]
    assert first.name == "arith--text-only--seeded--temperature-0.2" == first.dir
    assert (first.model, first.benchmark, first.env, first.set) == ("mock:seeded", "arith", "text-only", {"sampling.temperature": 0.2})  # fmt: skip
    assert {x.seed for x in cells} == {7}  # one seed: every comparison between cells is paired
    assert len({x.name for x in cells}) == len(cells)
    run = cell_config(c, cells[-1])
    assert (run.model.ref, run.benchmark.name, run.env.name) == ("mock:4", "gsm8k", "tool")
    assert (run.sampling.n, run.sampling.temperature, run.run.seed) == (3, 0.6, 7)


def test_repeats_use_consecutive_seeds():
    cells = plan(cfg(models=["mock:x"], repeats=3, sets=["run.seed=10"]))
    assert [(x.name, x.repeat, x.seed) for x in cells] == [
        (f"arith--text-only--x--r{r}", r, 10 + r) for r in range(3)
    ]


def test_base_and_adapters():
    cells = plan(cfg(base="mock:seeded", adapters=["lora/a1", "lora/a2"]))
    assert [(x.name, x.model, x.adapter, x.base) for x in cells] == [
        ("arith--text-only--base", "mock:seeded", None, True),
        ("arith--text-only--adapter-a1", "mock:seeded", "lora/a1", False),
        ("arith--text-only--adapter-a2", "mock:seeded", "lora/a2", False),
    ]
    assert cell_config(load_sweep_config(None, {"base": "mock:seeded", "adapters": ["lora/a1"]}), cells[1]).model.adapter == "lora/a1"  # fmt: skip


def test_checkpoints_are_ordered_by_step_and_the_base_is_step_zero(tmp_path):
    for name in ("step-1000", "step-200", "step-30"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "model.gguf").write_bytes(b"")
    (tmp_path / "step-5.gguf").write_bytes(b"")
    cells = plan(cfg(checkpoints=str(tmp_path / "step-*"), base="mock:seeded"))
    assert [(x.step, x.base) for x in cells] == [
        (0, True),
        (5, False),
        (30, False),
        (200, False),
        (1000, False),
    ]
    assert [x.name for x in cells][:3] == ["arith--text-only--base", "arith--text-only--step-0005", "arith--text-only--step-0030"]  # fmt: skip
    assert cells[3].model == f"llamacpp:{tmp_path / 'step-200' / 'model.gguf'}"
    assert cells[1].model == f"llamacpp:{tmp_path / 'step-5.gguf'}"
    assert checkpoint_ref(tmp_path / "step-30", "vllm") == f"vllm:{tmp_path / 'step-30'}"
    (tmp_path / "hfstep-7").mkdir()
    assert checkpoint_ref(tmp_path / "hfstep-7") == f"hf:{tmp_path / 'hfstep-7'}"
    assert step_of("ckpt_v2_step_1500.gguf") == 1500


def test_checkpoint_names_without_a_step_or_with_one_step_twice(tmp_path):
    (tmp_path / "ck-final").mkdir()
    with pytest.raises(SweepError, match="no step number"):
        find_checkpoints(str(tmp_path / "ck-*"))
    assert find_checkpoints(str(tmp_path / "ck-*"), strict=False) == []
    (tmp_path / "ck-1").mkdir()
    (tmp_path / "ck-01").mkdir()
    with pytest.raises(SweepError, match="same step 1"):
        find_checkpoints(str(tmp_path / "ck-*1"))


def test_a_sweep_toml_with_shared_and_run_sections(tmp_path):
    f = tmp_path / "sweep.toml"
    f.write_text(
        '[sweep]\nmodels = ["mock:a", "mock:b"]\nbenchmarks = ["arith"]\n'
        '[sweep.axes]\n"sampling.max_tokens" = [8, 16]\n'
        "[shared]\nsampling.n = 2\n[benchmark]\nlimit = 3\n"
    )
    c = load_sweep_config(f, {"models": None})
    cells = plan(c)
    assert [x.name for x in cells] == [
        "arith--text-only--a--max_tokens-8", "arith--text-only--a--max_tokens-16",
        "arith--text-only--b--max_tokens-8", "arith--text-only--b--max_tokens-16",
    ]  # fmt: skip
    run = cell_config(c, cells[1])
    assert (run.sampling.n, run.benchmark.limit, run.sampling.max_tokens) == (2, 3, 16)
    assert c.as_given()["shared"] == {"sampling": {"n": 2}, "benchmark": {"limit": 3}}
    flagged = load_sweep_config(f, {"models": ["mock:c"]})  # a flag replaces the file's list
    assert [x.model for x in plan(flagged)] == ["mock:c", "mock:c"]


@pytest.mark.parametrize(
    ("sweep", "message"),
    [
        ({"models": ["mock:a"], "modles": ["x"]}, "did you mean sweep.models"),
        ({"models": ["mock:a"], "axes": {"sampling.temperature": []}}, "is empty"),
        ({"models": ["mock:a"], "axes": {"model.ref": ["mock:b"]}}, "not as an axis"),
        ({"models": ["mock:a"], "axes": {"sampling.temprature": [1.0]}}, "did you mean sampling.temperature"),
        ({"models": ["mock:a"], "axes": {"sampling.temperature": [-1.0]}}, "sampling.temperature"),
        ({"models": ["mock:a"], "benchmarks": ["gsm8kk"]}, "did you mean gsm8k"),
        ({"models": ["mock:a"], "envs": ["tools"]}, "did you mean tool"),
        ({"models": ["nope:a"]}, "nope:a"),
        ({"models": ["mock:a"], "adapters": ["x"]}, "choose one of"),
        ({"adapters": ["x"]}, "need base"),
        ({}, "names no model"),
        ({"checkpoints": "/nonexistent/step-*"}, "matches nothing"),
        ({"models": ["mock:a", "mock:a"]}, "lists a model twice"),
        ({"models": ["mock:a"], "repeats": 0}, "repeats"),
    ],
)
def test_validation_errors_name_the_fix(sweep, message):
    with pytest.raises(SweepError, match=message):
        plan(load_sweep_config(None, sweep))


def test_unknown_sections_and_managed_keys(tmp_path):
    f = tmp_path / "sweep.toml"
    f.write_text('[sweep]\nmodels = ["mock:a"]\n[sampleing]\nn = 2\n')
    with pytest.raises(SweepError, match="did you mean sampling"):
        load_sweep_config(f)
    with pytest.raises(SweepError, match="run.output"):
        plan(load_sweep_config(None, {"models": ["mock:a"]}, ["run.output=elsewhere"]))
    with pytest.raises(SweepError, match="does not exist"):
        plan(load_sweep_config(None, {"models": ["mock:a"]}, [f"benchmark.data={tmp_path}/none.jsonl"]))
    with pytest.raises(SweepError, match="expected KEY.PATH=VALUE"):
        load_sweep_config(None, {"models": ["mock:a"]}, ["sampling.n"])


def test_each_benchmark_gets_its_own_data(tmp_path):
    gsm = tmp_path / "gsm8k_test.jsonl"
    gsm.write_text('{"question": "1+1?", "answer": "#### 2"}\n')
    c = load_sweep_config(
        None, {"models": ["mock:a"], "benchmarks": ["arith", "gsm8k"], "data": {"gsm8k": str(gsm)}}
    )
    cells = {cell.benchmark: cell for cell in plan(c)}
    assert cell_config(c, cells["gsm8k"]).benchmark.data == str(gsm)
    assert cell_config(c, cells["arith"]).benchmark.data is None  # the built-in benchmark keeps none
    with pytest.raises(SweepError, match="same data"):  # one file cannot hold two benchmarks
        plan(
            load_sweep_config(
                None, {"models": ["mock:a"], "benchmarks": ["arith", "gsm8k"]}, [f"benchmark.data={gsm}"]
            )
        )
    with pytest.raises(SweepError, match="not a benchmark of the sweep"):
        plan(
            load_sweep_config(
                None, {"models": ["mock:a"], "benchmarks": ["arith"], "data": {"gsm8k": str(gsm)}}
            )
        )
    with pytest.raises(SweepError, match=r"\[sweep.data\] gsm8k = .* does not exist"):
        plan(
            load_sweep_config(
                None, {"models": ["mock:a"], "benchmarks": ["gsm8k"], "data": {"gsm8k": str(tmp_path / "no")}}
            )
        )


def test_the_benchmark_flag_takes_its_data(tmp_path):
    from proctor_cli import run_proctor

    from proctor.sweep import read_manifest

    gsm = tmp_path / "gsm8k_test.jsonl"
    gsm.write_text(
        '{"question": "What is 1+1?", "answer": "so 2\\n#### 2"}\n{"question": "2+2?", "answer": "#### 4"}\n'
    )
    s = tmp_path / "set"
    run_proctor(
        "sweep", str(s), "-m", "mock:seeded", "-b", "arith", "-b", f"gsm8k={gsm}", "--limit", "2", "-n", "1"
    )
    m = read_manifest(s)
    assert m.config["sweep"]["data"] == {"gsm8k": str(gsm)}
    assert [c.status for c in m.cells] == ["done", "done"]
