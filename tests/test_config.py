import pytest

from proctor.config import (
    ConfigError,
    apply_set,
    build_config,
    config_differences,
    fair_to_differ,
    flatten,
    parse_value,
)


def test_precedence_defaults_file_flags_set(tmp_path):
    f = tmp_path / "c.toml"
    f.write_text('[sampling]\ntemperature = 0.3\nn = 4\n[benchmark]\nname = "gsm8k"\n')
    cfg = build_config(f, {"sampling.n": 8, "sampling.top_p": None}, ["sampling.temperature=0.9"])
    assert cfg.sampling.temperature == 0.9  # --set wins over the file
    assert cfg.sampling.n == 8  # a flag wins over the file
    assert cfg.sampling.top_p == 1.0  # a flag left None is not given
    assert cfg.benchmark.name == "gsm8k"


def test_set_parses_toml_values_and_bare_words():
    assert parse_value("3") == 3 and parse_value("0.5") == 0.5 and parse_value("true") is True
    assert parse_value('["a", "b"]') == ["a", "b"]
    assert parse_value("llamacpp:smollm2") == "llamacpp:smollm2"
    d: dict = {}
    apply_set(d, "env.max_tool_calls=2")
    assert d == {"env": {"max_tool_calls": 2}}


@pytest.mark.parametrize("bad", ["sampling.temperature", "=3", "a..b=1"])
def test_bad_set_names_the_form(bad):
    with pytest.raises(ConfigError, match="KEY.PATH=VALUE"):
        build_config(None, None, [bad])


def test_unknown_key_and_bad_value_are_named(tmp_path):
    with pytest.raises(ConfigError, match="sampling.temprature"):
        build_config(None, None, ["sampling.temprature=0.1"])
    with pytest.raises(ConfigError, match="sampling.temperature"):
        build_config(None, None, ["sampling.temperature=-1"])


def test_missing_and_invalid_config_file(tmp_path):
    with pytest.raises(ConfigError, match="does not exist"):
        build_config(tmp_path / "nope.toml")
    bad = tmp_path / "bad.toml"
    bad.write_text("[sampling\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        build_config(bad)


def test_env_options_pass_through():
    cfg = build_config(None, None, ["env.name=tool", "env.max_turns=3"])
    assert cfg.env.name == "tool" and cfg.env.model_dump(exclude={"name", "keep_thinking"}) == {
        "max_turns": 3
    }
    assert cfg.env.keep_thinking is False  # the one env-level key every env shares


def test_flatten_gives_dotted_keys_of_nested_tables():
    nested = {"a": {"b": 1, "c": {"d": [1, 2]}}, "e": "x", "f": {}}
    assert flatten(nested) == {"a.b": 1, "a.c.d": [1, 2], "e": "x"}
    assert flatten({}) == {}


SAVED = {"run": {"seed": 0, "output": "runs"}, "sampling": {"n": 4, "stop": ["END"]}, "model": {"ref": "m"}}


def test_config_differences_between_two_configs_of_one_run():
    """The shard and merge form: ``key: expected -> found``, every key but those ``ignore`` accepts."""
    found = {"run": {"seed": 5, "output": "elsewhere"}, "sampling": {"n": 4}, "model": {"ref": "m"}}
    found["prompt"] = {"system": "x" * 100}
    diff = config_differences([SAVED, found], ignore=lambda k: k == "run.output")
    assert diff == [
        "prompt.system: (unset) -> '" + "x" * 56 + "...",  # a long value is cut to 60 characters
        "run.seed: 0 -> 5",
        "sampling.stop: ['END'] -> []",  # left out: at its default
    ]
    assert config_differences([SAVED, SAVED], ignore=lambda k: False) == []
    with pytest.raises(ValueError, match="two configs"):
        config_differences([SAVED], ignore=lambda k: False)


def test_config_differences_of_compared_runs_name_each_run():
    """The ``proctor compare`` form: one value per named run; by default the model and run
    bookkeeping may differ (``fair_to_differ``)."""
    other = {"run": {"seed": 1, "output": "y"}, "sampling": {"n": 4}, "model": {"ref": "other"}}
    third = {"run": {"seed": 0}, "sampling": {"n": 8, "stop": ["END"]}, "model": {"ref": "m"}}
    assert config_differences([SAVED, other, third], ["A", "B", "C"]) == [
        "run.seed differs (A: 0, B: 1, C: 0)",
        "sampling.n differs (A: 4, B: 4, C: 8)",
        "sampling.stop differs (A: ['END'], B: [], C: ['END'])",
    ]
    assert fair_to_differ("model.ref") and fair_to_differ("resolved.model.sha256")
    assert fair_to_differ("run.output") and fair_to_differ("tracking.to")
    assert not fair_to_differ("sampling.temperature") and not fair_to_differ("resolved.dataset.fingerprint")
    assert config_differences([], []) == []


def test_a_setting_left_unset_is_at_its_default_not_a_difference():
    """TOML has no null: a run that leaves ``top_k`` out has it off, as one that never knew the key;
    an older config.toml lacking a newer key means that key's default (``RunConfig``'s)."""
    old = {"sampling": {"n": 4, "temperature": 0.6}, "env": {"name": "text-only"}}
    new = {
        "sampling": {"n": 4, "temperature": 0.6, "top_p": 1.0, "stop": [], "max_tokens": 1024},
        "env": {"name": "text-only", "keep_thinking": False},
        "prompt": {"fewshot": 0},
    }
    assert config_differences([old, new], ["A", "B"]) == []
    assert config_differences([old, new]) == []
    hot = {"sampling": {"n": 4, "temperature": 1.0, "top_k": 40}}
    assert config_differences([old, hot], ["A", "B"]) == [
        "sampling.temperature differs (A: 0.6, B: 1.0)",
        "sampling.top_k differs (A: '<unset>', B: 40)",
    ]
    # a key no default knows (an env's own option) left out by one run is still a difference
    tool = {"sampling": {"n": 4}, "env": {"name": "text-only", "max_turns": 4}}
    assert config_differences([old, tool], ["A", "B"]) == ["env.max_turns differs (A: '<unset>', B: 4)"]


def test_compare_names_every_model_setting_that_can_change_a_result():
    """Two runs differing only in how the model thinks, is templated or sized are not silently
    compared; the model itself and how it was reached (ref, adapter, URL, key, timeouts, retry) may differ."""
    a = {
        "model": {
            "ref": "openai:a",
            "base_url": "http://x",
            "request_timeout_s": 60,
            "retry": {"budget_s": 300},
        }
    }
    b = {
        "model": {
            "ref": "openai:b",
            "adapter": "ckpt-2",
            "base_url": "http://y",
            "api_key_env": "OTHER_KEY",
            "request_timeout_s": 600,
            "retry": {"budget_s": 1800, "max_retries": 2},
            "think_tags": [],
            "chat_template_kwargs": {"enable_thinking": False},
            "n_ctx": 8192,
            "chat_template": "/t.jinja",
            "reasoning_effort": "high",
        }
    }
    named = [line.split(" ")[0] for line in config_differences([a, b], ["A", "B"])]
    assert named == [
        "model.chat_template",
        "model.chat_template_kwargs.enable_thinking",
        "model.n_ctx",
        "model.reasoning_effort",
        "model.think_tags",
    ]
