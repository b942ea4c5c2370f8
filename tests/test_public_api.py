import proctor


def test_public_api_is_pinned():
    assert sorted(proctor.__all__) == sorted(
        [
            "__version__",
            "evaluate",
            "load_benchmark",
            "grade",
            "is_equivalent",
            "get_grader",
            "load_sampler",
            "Problem",
            "Trajectory",
            "Grade",
            "RunConfig",
            "SamplingParams",
            "read_run",
            "load_run",
        ]
    )
    for name in proctor.__all__:
        assert getattr(proctor, name) is not None


def test_evaluate_from_python_with_mock(tmp_path):
    result = proctor.evaluate(
        "arith",
        settings={"model.ref": "mock:seeded", "benchmark.limit": 3, "sampling.n": 2},
        output=tmp_path / "run",
    )
    run = proctor.read_run(result.run_dir)
    assert len(run.records) == 6 and result.summary is not None and result.errored == 0
    assert proctor.grade("so \\boxed{4}", "4", grader="integer").correct
