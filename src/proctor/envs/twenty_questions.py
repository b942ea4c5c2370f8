"""``twenty-questions``: the model under test (``player``) finds a secret word by asking yes/no questions
of a game master (``gamemaster``, an env-owned model that knows the word).

Rules, all enforced by the env (not by the models):
- every question or guess uses one of ``max_questions``; every player reply (an empty one included)
  uses one of ``max_replies`` (default: ``max_questions`` plus a quarter, at least 2);
- ``Guess: WORD`` is a guess; so is ``Is it (a) WORD?`` when WORD is the secret. A guess is checked
  by the env against the problem's answer (``|`` separates accepted spellings);
- the game master's reply is reduced to ``Yes`` / ``No`` / ``Sometimes`` (so it can never leak the
  word); a reply that says none of these is a game-master failure: it is counted under
  ``info.role_failures.gamemaster``, asked again (``gamemaster_retries``), and if it still fails the
  question is given back to the player;
- score (``info.score``) = questions left when the word is guessed (``max_questions`` minus the
  questions asked before the winning guess), 0 when not guessed.

The final text is the player's last message; :func:`guessed` is the matching grader
(``--grader proctor.envs.twenty_questions:guessed``): correct exactly when the game was won.
"""

from __future__ import annotations

import math
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from proctor.benchmarks.problem import Problem
from proctor.envs.agents import (
    UNDER_TEST,
    Agent,
    AgentFailure,
    MultiAgentEnv,
    RoleOptions,
    Rollout,
    load_one_role,
)
from proctor.envs.base import Trajectory
from proctor.envs.context import EnvContext, parse_options
from proctor.models.base import Sampler, SamplingParams
from proctor.models.thinking import seen_text

GM = "gamemaster"
INTRO = (
    "Let's play Twenty Questions. I am thinking of a secret word (a common noun). Find it by asking "
    "yes/no questions, one per message. When you know the word, reply exactly 'Guess: WORD'. "
    "You have {max_questions} questions; guesses count as questions."
)
GM_PROMPT = (
    'You are the game master of Twenty Questions. The secret word is "{word}". The player asks '
    "yes/no questions about it. Answer each question with one word: Yes, No, or Sometimes."
)

# "Guess: WORD", "guess - WORD", "my guess is WORD" (a colon or "is" is required: "guess the word" is not one)
_GUESS = re.compile(r"\bguess\s*(?:[:\-]|\bis\b:?)\s*\**\s*([A-Za-z][A-Za-z' -]{0,40})", re.IGNORECASE)
_IS_IT = re.compile(r"\bis it\s+([A-Za-z][A-Za-z' -]{0,40}?)\s*\?", re.IGNORECASE)
_ANSWER_WORDS = {"yes": "Yes.", "no": "No.", "sometimes": "Sometimes.", "maybe": "Sometimes."}


def _norm(word: str) -> str:
    w = re.sub(r"[^a-z' -]", "", word.lower()).strip(" '-")
    w = re.sub(r"^(a|an|the)\s+", "", w)
    w = " ".join(w.split())
    return w[:-1] if w.endswith("s") and len(w) > 3 else w


def secret_words(answer: str) -> set[str]:
    return {_norm(a) for a in answer.split("|") if _norm(a)}


def parse_move(text: str, answer: str) -> tuple[str, str | None]:
    """("empty", None) | ("guess", word) | ("question", None) for one player message."""
    if not text.strip():
        return "empty", None
    m = _GUESS.search(text)
    if m:
        first_line = m.group(1).splitlines()[0] if m.group(1) else ""
        return "guess", _norm(first_line.split(".")[0].split(",")[0])
    secrets = secret_words(answer)
    for m in _IS_IT.finditer(text):
        if _norm(m.group(1)) in secrets:
            return "guess", _norm(m.group(1))
    return "question", None


def guessed(response: str, answer: str) -> bool:
    """Grader: the response (the player's last message) guesses the secret word."""
    kind, word = parse_move(response, answer)
    return kind == "guess" and word in secret_words(answer)


def gm_answer(text: str) -> str | None:
    """The game master's reply reduced to Yes / No / Sometimes; None when it says none (or both)."""
    words = re.findall(r"[a-z]+", text.lower())
    if words and words[0] in _ANSWER_WORDS:
        return _ANSWER_WORDS[words[0]]
    found = {_ANSWER_WORDS[w] for w in words[:12] if w in _ANSWER_WORDS}
    return found.pop() if len(found) == 1 else None


class TwentyQuestionsOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    max_questions: int = Field(20, ge=1, le=200, description="questions (guesses included) per game")
    max_replies: int | None = Field(
        None,
        ge=1,
        le=400,
        description="player replies per game, empty ones included; default: max_questions + 25% (at least 2 more)",
    )
    gamemaster_retries: int = Field(2, ge=0, le=10, description="re-asks of a malformed game-master reply")
    intro: str = Field(INTRO, description="the env's opening note; {max_questions} is filled in")
    roles: dict[str, RoleOptions] = Field(default_factory=lambda: {GM: RoleOptions(temperature=0.0)})

    @model_validator(mode="after")
    def _reply_budget(self) -> TwentyQuestionsOptions:
        """Replies beyond the questions only absorb empty or unreadable messages: a few, not 10 more."""
        if self.max_replies is None:
            self.max_replies = reply_budget(self.max_questions)
        return self


def reply_budget(max_questions: int) -> int:
    """The default ``max_replies``: the questions plus a quarter (at least 2) for empty replies."""
    return max_questions + max(2, math.ceil(max_questions / 4))


class TwentyQuestionsEnv(MultiAgentEnv):
    name = "twenty-questions"

    def __init__(
        self,
        options: TwentyQuestionsOptions,
        sampling: SamplingParams,
        system_prompt: str | None = None,
        gamemaster: Sampler | None = None,
    ):
        self.options = options
        self.sampling = sampling
        self.system_prompt = system_prompt
        self.gm_sampler = gamemaster  # None: the model under test's sampler plays the game master
        gm_role = options.roles.get(GM, RoleOptions())
        self.gm_params = gm_role.params()
        self.gm_system = gm_role.system or GM_PROMPT

    async def rollout(self, sampler: Sampler, problem: Problem, seed: int) -> Trajectory:
        o = self.options
        r = Rollout(problem, seed, tally=self.tally)
        player = Agent(UNDER_TEST, sampler, self.sampling, self.system_prompt)
        word = problem.answer.split("|")[0].strip()
        gm = Agent(GM, self.gm_sampler or sampler, self.gm_params, self.gm_system.replace("{word}", word))
        r.conv.add("system", o.intro.replace("{max_questions}", str(o.max_questions)))
        asked, replies, last, won = 0, 0, "", False
        try:
            while replies < (o.max_replies or 0) and asked < o.max_questions:
                said = await r.call(player)
                last = said.text
                replies += 1
                r.conv.add(UNDER_TEST, seen_text(sampler, said))
                kind, guess = parse_move(last, problem.answer)
                if kind == "empty":
                    r.conv.add("system", "[Empty message. Ask a yes/no question or reply 'Guess: WORD'.]")
                    continue
                if kind == "guess" and guess in secret_words(problem.answer):
                    won = True
                    break
                asked += 1
                left = o.max_questions - asked
                if kind == "guess":
                    r.conv.add("system", f"[No, it is not {guess!r}. {left} questions left.]")
                    continue
                reply = await self._ask_gm(r, gm)
                if reply is None:
                    asked -= 1  # the game master's failure is not the player's
                    r.conv.add("system", "[The game master could not answer; that question is not counted.]")
                else:
                    r.conv.add(GM, reply)
        except AgentFailure as f:
            r.info.update(questions_asked=asked, guessed=False, score=0, max_questions=o.max_questions)
            return r.finish(last, "prompt_too_long", f)
        r.info.update(
            questions_asked=asked,
            guessed=won,
            score=o.max_questions - asked if won else 0,
            max_questions=o.max_questions,
        )
        return r.finish(last, "done" if won else "turn_budget")

    async def _ask_gm(self, r: Rollout, gm: Agent) -> str | None:
        for _ in range(1 + self.options.gamemaster_retries):
            text = (await r.call(gm)).text
            reply = gm_answer(text)
            if reply is not None:
                return reply
            r.fail(GM, f"not yes/no/sometimes: {text[:80]!r}")
        return None


def build(options: dict[str, Any], ctx: EnvContext) -> TwentyQuestionsEnv:
    opts: TwentyQuestionsOptions = parse_options(TwentyQuestionsOptions, options, "twenty-questions")
    gamemaster, owned = load_one_role("twenty-questions", GM, opts.roles, ctx)
    env = TwentyQuestionsEnv(opts, ctx.sampling, ctx.system_prompt, gamemaster)
    env.owned = owned
    return env
