"""Multi-agent envs with scripted mock models: rules, limits, role rewriting, failures, isolation."""

from __future__ import annotations

import asyncio
import re

import pytest

from proctor.benchmarks.problem import Problem
from proctor.envs import EnvContext, EnvError, make_env
from proctor.envs.agents import Conversation
from proctor.envs.twenty_questions import guessed, parse_move
from proctor.models.base import PromptTooLong, SampleError, SamplingParams
from proctor.models.mock import MockSampler

SAMPLING = SamplingParams(temperature=0.0, max_tokens=32)


def ctx(**extras) -> EnvContext:
    return EnvContext(system_prompt=None, sampling=SAMPLING, model_ref="mock:", extras=extras)


def word_problem(word: str, pid: str = "w0") -> Problem:
    return Problem(id=pid, question="", prompt="", answer=word)


def last_user(prompt) -> str:
    return [m for m in prompt if m["role"] == "user"][-1]["content"]


def test_view_rewrites_roles_from_each_speakers_point_of_view():
    conv = Conversation()
    conv.add("system", "[rules]")
    conv.add("player", "Is it alive?")
    conv.add("gamemaster", "Yes.")
    conv.add("system", "[19 left]")
    player = conv.view("player", system="sys")
    assert [m["role"] for m in player] == ["system", "user", "assistant", "user"]
    assert player[3]["content"] == "Yes.\n\n[19 left]"  # other agent + env note merged as one user turn
    gm = conv.view("gamemaster")
    assert [m["role"] for m in gm] == ["user", "assistant", "user"]
    assert gm[0]["content"] == "[rules]\n\nIs it alive?"
    opener = Conversation()
    opener.add("user", "hello")
    assert opener.view("user", kickoff="Start.")[0] == {"role": "user", "content": "Start."}


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("Guess: Elephant", ("guess", "elephant")),
        ("My guess is: the elephants.", ("guess", "elephant")),
        ("Is it an elephant?", ("guess", "elephant")),
        ("Is it an animal?", ("question", None)),
        ("Can I guess the word without a hint?", ("question", None)),
        ("guess - owl", ("guess", "owl")),
        ("   ", ("empty", None)),
    ],
)
def test_parse_move(text, move):
    assert parse_move(text, "elephant") == move


def test_guessed_grader_matches_aliases():
    assert guessed("Guess: fridge", "refrigerator|fridge")
    assert not guessed("Guess: oven", "refrigerator|fridge")
    assert not guessed("Is it big?", "fridge")


def gm_script(prompt, seed):
    return "Yes, it is." if "alive" in last_user(prompt) else "No."


def test_twenty_questions_win_scores_questions_left_and_gm_sees_its_own_view():
    player = MockSampler(["Is it alive?", "Does it fly?", "Guess: cat"])
    gm = MockSampler(gm_script)
    env = make_env("twenty-questions", {"max_questions": 5}, ctx())
    env.gm_sampler = gm
    t = asyncio.run(env.rollout(player, word_problem("cat"), seed=7))
    assert t.info["guessed"] is True and t.stop_reason == "done"
    assert t.info["questions_asked"] == 2 and t.info["score"] == 3  # 5 - 2 questions before the win
    assert [tr.role for tr in t.turns] == ["player", "gamemaster", "player", "gamemaster", "player"]
    assert t.final_text == "Guess: cat" and guessed(t.final_text, "cat")
    # the game master's prompt: system with the secret word, player's messages as user
    gm_prompt = gm.calls[0]["prompt"]
    assert gm_prompt[0]["role"] == "system" and '"cat"' in gm_prompt[0]["content"]
    assert gm_prompt[-1] == {"role": "user", "content": gm_prompt[-1]["content"]}
    assert "Is it alive?" in gm_prompt[-1]["content"]
    # the player's second prompt: its question as assistant, the canonical answer as user
    p2 = player.calls[1]["prompt"]
    assert p2[-2] == {"role": "assistant", "content": "Is it alive?"}
    assert p2[-1] == {"role": "user", "content": "Yes."}
    # only the model under test's tokens are counted
    assert t.completion_tokens == sum(tr.completion_tokens for tr in t.turns if tr.role == "player")
    assert t.prompt_tokens == sum(tr.prompt_tokens for tr in t.turns if tr.role == "player")
    assert t.info["role_tokens"]["gamemaster"] > 0
    assert len({tr.seed for tr in t.turns}) == len(t.turns)


def test_twenty_questions_question_limit_and_wrong_guesses():
    player = MockSampler(["Guess: dog", "Is it big?", "Guess: cow", "Is it red?"])
    env = make_env("twenty-questions", {"max_questions": 3}, ctx())
    env.gm_sampler = MockSampler("No.")
    t = asyncio.run(env.rollout(player, word_problem("cat"), seed=1))
    assert t.stop_reason == "turn_budget" and t.info["guessed"] is False and t.info["score"] == 0
    assert t.info["questions_asked"] == 3
    assert sum(1 for tr in t.turns if tr.role == "player") == 3
    assert "[No, it is not 'dog'. 2 questions left.]" in [s["content"] for s in t.info["transcript"]]
    assert not guessed(t.final_text, "cat")


def test_twenty_questions_reply_limit_counts_empty_replies():
    env = make_env("twenty-questions", {"max_questions": 10, "max_replies": 4}, ctx())
    env.gm_sampler = MockSampler("No.")
    t = asyncio.run(env.rollout(MockSampler(""), word_problem("cat"), seed=1))
    assert t.stop_reason == "turn_budget" and t.info["questions_asked"] == 0
    assert [tr.role for tr in t.turns] == ["player"] * 4


def test_gamemaster_failures_are_counted_and_not_blamed_on_the_player():
    gm = MockSampler(lambda p, s: "I would rather not say.")
    env = make_env("twenty-questions", {"max_questions": 2, "max_replies": 3, "gamemaster_retries": 1}, ctx())
    env.gm_sampler = gm
    t = asyncio.run(
        env.rollout(MockSampler(["Is it alive?", "Is it big?", "Guess: cat"]), word_problem("cat"), 3)
    )
    assert t.info["role_failures"] == {"gamemaster": 4}  # 2 questions x (1 + 1 retry)
    assert t.info["questions_asked"] == 0  # both questions given back
    assert t.info["guessed"] is True and t.info["score"] == 2
    assert t.error is None
    asyncio.run(env.rollout(MockSampler(["Is it alive?", "Guess: dog"]), word_problem("cat"), 4))
    stats = env.stats()  # run-level metric for summary.json, apart from the player's score
    assert stats["samples"] == 2 and stats["role_failures"] == {"gamemaster": 6}


def test_a_roles_context_overflow_ends_the_trajectory_as_data():
    class Full(MockSampler):
        async def sample(self, prompt, params, n=1, seed=None):
            raise PromptTooLong("context full")

    env = make_env("twenty-questions", {}, ctx())
    env.gm_sampler = Full()
    t = asyncio.run(env.rollout(MockSampler("Is it alive?"), word_problem("cat"), 3))
    assert t.stop_reason == "prompt_too_long" and t.error is None
    assert t.info["agent_error"] == {"role": "gamemaster", "error": "PromptTooLong: context full"}
    assert t.info["role_failures"] == {"gamemaster": 1}


@pytest.mark.parametrize("who", ["gamemaster", "player"])
def test_a_failed_model_call_is_no_data_it_fails_the_sample(who):
    class GaveUp(MockSampler):
        async def sample(self, prompt, params, n=1, seed=None):
            raise SampleError("gave up after 0 retries (max_retries=0); last error: HTTP 500")

    env = make_env("twenty-questions", {}, ctx())
    env.gm_sampler = GaveUp() if who == "gamemaster" else MockSampler("yes")
    player = MockSampler("Is it alive?") if who == "gamemaster" else GaveUp()
    with pytest.raises(SampleError, match="gave up"):  # the runner records the sample as an error
        asyncio.run(env.rollout(player, word_problem("cat"), 3))


def test_concurrent_rollouts_share_no_state():
    """Each rollout's game master only ever sees its own secret word; transcripts never mix."""
    words = ["cat", "dog", "owl", "fox", "bee", "elk", "ant", "yak"]

    def player(prompt, seed):
        k = sum(1 for m in prompt if m["role"] == "assistant")
        return f"Question {k}?" if k < 3 else "Guess: nothing"

    def gm(prompt, seed):
        secret = re.search(r'"(\w+)"', prompt[0]["content"]).group(1)
        return f"No, not {secret}."

    env = make_env("twenty-questions", {"max_questions": 4}, ctx())
    env.gm_sampler = MockSampler(gm, delay_s=0.001)
    mut = MockSampler(player, delay_s=0.001)

    async def run_all():
        return await asyncio.gather(*(env.rollout(mut, word_problem(w, w), i) for i, w in enumerate(words)))

    trajs = asyncio.run(run_all())
    for w, t in zip(words, trajs, strict=True):
        assert t.problem_id == w and t.info["questions_asked"] == 4
        gm_raw = [tr.text for tr in t.turns if tr.role == "gamemaster"]
        assert gm_raw == [f"No, not {w}."] * 3
        assert len(t.info["transcript"]) == 1 + 2 * 3 + 2  # intro, 3 q/a pairs, guess + note


def test_user_sim_ends_on_stop_token_and_grades_last_assistant_reply():
    # the user's own opening is its first assistant message, so its replies are items 1 and 2
    user = MockSampler(["(opening)", "Please give the final number.", "Thanks! ###STOP###"])
    asst = MockSampler(["Let me think.", "It is \\boxed{4}."])
    env = make_env("user-sim", {"max_turns": 5}, ctx())
    env.user_sampler = user
    p = Problem(id="q", question="What is 2+2?", prompt="What is 2+2? Box it.", answer="4")
    t = asyncio.run(env.rollout(asst, p, seed=11))
    assert t.stop_reason == "done" and t.final_text == "It is \\boxed{4}."
    assert [tr.role for tr in t.turns] == ["assistant", "user", "assistant", "user"]
    assert t.messages[0] == {"role": "user", "content": "What is 2+2? Box it."}
    assert t.messages[-1] == {"role": "assistant", "content": "It is \\boxed{4}."}
    up = user.calls[0]["prompt"]
    assert (
        up[0]["role"] == "system" and "What is 2+2?" in up[0]["content"] and "###STOP###" in up[0]["content"]
    )
    assert up[1:] == [
        {"role": "user", "content": "Begin."},
        {"role": "assistant", "content": "What is 2+2? Box it."},
        {"role": "user", "content": "Let me think."},
    ]
    assert t.info["transcript"][-1] == {"speaker": "user", "content": "Thanks!"}


def test_user_sim_turn_limit_and_empty_user():
    env = make_env("user-sim", {"max_turns": 2, "user_retries": 1}, ctx())
    env.user_sampler = MockSampler("More detail please.")
    p = Problem(id="q", question="Q", prompt="Q?", answer="1")
    t = asyncio.run(env.rollout(MockSampler("answer"), p, 0))
    assert t.stop_reason == "turn_budget" and t.info["assistant_turns"] == 2
    env.user_sampler = MockSampler(" ")
    t = asyncio.run(env.rollout(MockSampler("answer"), p, 0))
    assert t.stop_reason == "done" and t.info["role_failures"] == {"user": 2}
    assert t.info["assistant_turns"] == 1


class FirstNumberGrader:
    name, version = "toy", "1"

    def grade(self, response, answer):
        from proctor.grading.base import Grade

        m = re.search(r"\\boxed\{([^}]*)\}", response)
        ext = m.group(1) if m else None
        return Grade(
            correct=ext == answer,
            formatted=m is not None,
            extracted=ext,
            status="ok",
            grader="toy",
            version="1",
        )

    def check_gold(self, answer):
        return None


def test_best_of_n_marks_best_and_pass_at_n():
    texts = {0: "\\boxed{3}", 1: "\\boxed{5}", 2: "\\boxed{3}", 3: "\\boxed{4}"}
    order: dict[int, int] = {}

    def script(prompt, seed):
        order.setdefault(seed, len(order))
        return texts[order[seed]]

    p = Problem(id="q", question="Q", prompt="2+2?", answer="4")
    env = make_env("best-of-n", {"n": 4}, ctx(grader=FirstNumberGrader()))
    t = asyncio.run(env.rollout(MockSampler(script), p, seed=5))
    assert t.info["pass_at_n"] is True and t.info["best"] == 3 and t.final_text == "\\boxed{4}"
    assert t.info["n_correct"] == 1 and len(t.turns) == 4
    order.clear()
    env = make_env("best-of-n", {"n": 4, "select": "majority"}, ctx(grader=FirstNumberGrader()))
    t = asyncio.run(env.rollout(MockSampler(script), p, seed=5))
    assert t.info["best"] == 0 and t.final_text == "\\boxed{3}" and t.info["pass_at_n"] is True


def test_bad_options_name_the_problem():
    with pytest.raises(EnvError, match="max_questions"):
        make_env("twenty-questions", {"max_questions": 0}, ctx())
    with pytest.raises(EnvError, match="remove \\[env.roles.judge\\]"):
        make_env("twenty-questions", {"roles": {"judge": {}}}, ctx())
    with pytest.raises(EnvError, match="needs a grader"):
        make_env("best-of-n", {}, ctx())
    assert make_env("best-of-n", {}, EnvContext(None, SAMPLING, benchmark="aime24")).grader.name == "integer"
    with pytest.raises(EnvError, match="roles.gamemaster.temprature"):
        make_env("twenty-questions", {"roles": {"gamemaster": {"temprature": 0}}}, ctx())


def test_judge_env_records_the_judges_verdict_and_failures():
    p = Problem(
        id="q", question="Capital of France?", prompt="Capital of France? Answer briefly.", answer="Paris"
    )
    env = make_env("judge", {"threshold": 0.8}, ctx())
    judge = MockSampler(lambda prompt, seed: "Correct city. Score: 9")
    env.judge_sampler = judge
    t = asyncio.run(env.rollout(MockSampler("It is Paris."), p, seed=2))
    assert t.final_text == "It is Paris." and t.stop_reason == "stop"
    assert t.info["judge"]["judge_output"] == "Correct city. Score: 9" and t.info["judge"]["correct"] is True
    assert t.info["score"] == 0.9 and t.info["role_failures"] == {}
    judge_prompt = judge.calls[0]["prompt"][0]["content"]
    assert (
        "Capital of France?" in judge_prompt and "It is Paris." in judge_prompt and "Paris\n" in judge_prompt
    )
    env = make_env("judge", {"show_reference": False}, ctx())
    env.judge_sampler = MockSampler("hmm")
    t = asyncio.run(env.rollout(MockSampler("It is Paris."), p, seed=2))
    assert t.info["score"] is None and t.info["role_failures"] == {"judge": 1}
    assert "Reference answer:\n(not shown)" in env.judge_sampler.calls[0]["prompt"][0]["content"]
    with pytest.raises(EnvError, match="\\{response\\}"):
        make_env("judge", {"template": "no slot"}, ctx())


def test_role_models_are_loaded_once_per_ref_retried_and_closed_only_when_owned():
    from proctor.models.retry import RetryingSampler

    made: list[str] = []

    def loader(ref):
        made.append(ref)
        return MockSampler("Yes.", ref=ref)

    env = make_env(
        "twenty-questions", {"roles": {"gamemaster": {"model": "mock:gm"}}}, ctx(load_sampler=loader)
    )
    assert made == ["mock:gm"] and isinstance(env.gm_sampler, RetryingSampler) and env.owned == []
    same = make_env(
        "twenty-questions", {"roles": {"gamemaster": {"model": "mock:"}}}, ctx(load_sampler=loader)
    )
    assert same.gm_sampler is None and made == ["mock:gm"]  # the model under test's ref: reuse its sampler
    own = make_env("user-sim", {"roles": {"user": {"model": "mock:hi"}}}, ctx())
    assert own.user_sampler.ref == "mock:hi" and len(own.owned) == 1
    asyncio.run(own.close())
    assert own.owned == []
    with pytest.raises(EnvError, match="model reference 'nope'"):
        make_env("user-sim", {"roles": {"user": {"model": "nope"}}}, ctx())


def test_best_of_n_through_the_runner_correct_is_pass_at_n(tmp_path):
    from proctor import runner
    from proctor.config import build_config
    from proctor.runs import read_run

    flags = {
        "model.ref": "mock:seeded",
        "benchmark.name": "arith",
        "benchmark.limit": 12,
        "env.name": "best-of-n",
    }
    cfg = build_config(flags=flags, sets=["env.n=6"])
    prep, run_dir, done = runner.start_run(cfg, tmp_path / "run")
    asyncio.run(runner.execute(prep, run_dir, done))
    recs = read_run(run_dir).records
    assert len(recs) == 12 and all(len(r.turns) == 6 for r in recs)
    assert [r.correct for r in recs] == [r.info["pass_at_n"] for r in recs]
    assert 0 < sum(r.correct for r in recs) < 12
    assert all(r.info["attempts"][r.info["best"]]["correct"] == r.correct for r in recs)
