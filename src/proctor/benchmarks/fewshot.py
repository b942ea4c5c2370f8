"""Few-shot exemplars for base models: fixed, published sets, rendered as one prompt or as chat turns.

Each set is the standard one its benchmarks are reported with, in its published order; ``--fewshot K``
takes the first K. The exemplars are data, never evaluated problems: :func:`apply_fewshot` refuses a
benchmark whose problems include an exemplar (same id or same question text).

- ``gsm8k-cot``: the 8 chain-of-thought exemplars of Wei et al. (2022), "Chain-of-Thought Prompting
  Elicits Reasoning in Large Language Models", Table 20 (the set lm-evaluation-harness's gsm8k_cot
  uses). They are GSM8K-style questions written for the paper, not GSM8K test rows.
- ``minerva-math``: the 4 MATH exemplars of Lewkowycz et al. (2022), "Solving Quantitative Reasoning
  Problems with Language Models" (Minerva), appendix D.2 (lm-evaluation-harness's minerva_math
  prompt); used for every competition-math benchmark. The first problem's stray closing brace in
  common copies is dropped.
- ``arith``: 4 problems in the built-in benchmark's style, written for proctor (ids outside the
  generator's ``arith-L<level>-<n>`` range).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from proctor.models.base import Message


class Exemplar(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    question: str
    solution: str  # the worked solution, ending in the answer in the set's format


class FewshotSet(BaseModel):
    """``block`` formats a question (``{question}``); a solved exemplar is the block followed by
    ``answer_prefix`` and its solution. ``stop`` ends a base model's completion where it would start
    the next exemplar."""

    model_config = ConfigDict(frozen=True)

    name: str
    source: str
    block: str
    answer_prefix: str
    stop: tuple[str, ...]
    exemplars: tuple[Exemplar, ...]

    def query(self, question: str) -> str:
        """The unsolved block the model completes (single-prompt form)."""
        return self.block.format(question=question) + self.answer_prefix.rstrip(" ")

    def solved(self, exemplar: Exemplar) -> str:
        return self.block.format(question=exemplar.question) + self.answer_prefix + exemplar.solution


_GSM8K_COT = [
    (
        "There are 15 trees in the grove. Grove workers will plant trees in the grove today. After they "
        "are done, there will be 21 trees. How many trees did the grove workers plant today?",
        "There are 15 trees originally. Then there were 21 trees after some more were planted. So there "
        "must have been 21 - 15 = 6. The answer is 6.",
    ),
    (
        "If there are 3 cars in the parking lot and 2 more cars arrive, how many cars are in the parking lot?",
        "There are originally 3 cars. 2 more cars arrive. 3 + 2 = 5. The answer is 5.",
    ),
    (
        "Leah had 32 chocolates and her sister had 42. If they ate 35, how many pieces do they have left "
        "in total?",
        "Originally, Leah had 32 chocolates. Her sister had 42. So in total they had 32 + 42 = 74. After "
        "eating 35, they had 74 - 35 = 39. The answer is 39.",
    ),
    (
        "Jason had 20 lollipops. He gave Denny some lollipops. Now Jason has 12 lollipops. How many "
        "lollipops did Jason give to Denny?",
        "Jason started with 20 lollipops. Then he had 12 after giving some to Denny. So he gave Denny "
        "20 - 12 = 8. The answer is 8.",
    ),
    (
        "Shawn has five toys. For Christmas, he got two toys each from his mom and dad. How many toys "
        "does he have now?",
        "Shawn started with 5 toys. If he got 2 toys each from his mom and dad, then that is 4 more toys. "
        "5 + 4 = 9. The answer is 9.",
    ),
    (
        "There were nine computers in the server room. Five more computers were installed each day, from "
        "monday to thursday. How many computers are now in the server room?",
        "There were originally 9 computers. For each of 4 days, 5 more computers were added. So 5 * 4 = "
        "20 computers were added. 9 + 20 is 29. The answer is 29.",
    ),
    (
        "Michael had 58 golf balls. On tuesday, he lost 23 golf balls. On wednesday, he lost 2 more. How "
        "many golf balls did he have at the end of wednesday?",
        "Michael started with 58 golf balls. After losing 23 on tuesday, he had 58 - 23 = 35. After "
        "losing 2 more, he had 35 - 2 = 33 golf balls. The answer is 33.",
    ),
    (
        "Olivia has $23. She bought five bagels for $3 each. How much money does she have left?",
        "Olivia had 23 dollars. 5 bagels for 3 dollars each will be 5 x 3 = 15 dollars. So she has "
        "23 - 15 dollars left. 23 - 15 is 8. The answer is 8.",
    ),
]

_MINERVA_MATH = [
    (
        r"Find the domain of the expression  $\frac{\sqrt{x-2}}{\sqrt{5-x}}$.",
        r"The expressions inside each square root must be non-negative. Therefore, $x-2 \ge 0$, so "
        r"$x\ge2$, and $5 - x \ge 0$, so $x \le 5$. Also, the denominator cannot be equal to zero, so "
        r"$5-x>0$, which gives $x<5$. Therefore, the domain of the expression is $\boxed{[2,5)}$."
        "\nFinal Answer: The final answer is $[2,5)$. I hope it is correct.",
    ),
    (
        r"If $\det \mathbf{A} = 2$ and $\det \mathbf{B} = 12,$ then find $\det (\mathbf{A} \mathbf{B}).$",
        r"We have that $\det (\mathbf{A} \mathbf{B}) = (\det \mathbf{A})(\det \mathbf{B}) = (2)(12) = "
        r"\boxed{24}.$"
        "\nFinal Answer: The final answer is $24$. I hope it is correct.",
    ),
    (
        "Terrell usually lifts two 20-pound weights 12 times. If he uses two 15-pound weights instead, how "
        "many times must Terrell lift them in order to lift the same total weight?",
        r"If Terrell lifts two 20-pound weights 12 times, he lifts a total of $2\cdot 12\cdot20=480$ "
        r"pounds of weight.  If he lifts two 15-pound weights instead for $n$ times, he will lift a total "
        r"of $2\cdot15\cdot n=30n$ pounds of weight.  Equating this to 480 pounds, we can solve for $n$:"
        "\n\\begin{align*}\n30n&=480\\\\\n\\Rightarrow\\qquad n&=480/30=\\boxed{16}\n\\end{align*}"
        "\nFinal Answer: The final answer is $16$. I hope it is correct.",
    ),
    (
        "If the system of equations\n\n\\begin{align*}\n6x-4y&=a,\\\\\n6y-9x &=b.\n\\end{align*}has a "
        "solution $(x, y)$ where $x$ and $y$ are both nonzero,\nfind $\\frac{a}{b},$ assuming $b$ is nonzero.",
        "If we multiply the first equation by $-\\frac{3}{2}$, we obtain\n\n$$6y-9x=-\\frac{3}{2}a.$$Since "
        "we also know that $6y-9x=b$, we have\n\n$$-\\frac{3}{2}a=b\\Rightarrow\\frac{a}{b}=\\boxed{-\\frac{2}{3}}.$$"
        "\nFinal Answer: The final answer is $-\\frac{2}{3}$. I hope it is correct.",
    ),
]

_ARITH = [
    (
        "Mia had 41 beads and gave away 17. How many beads are left?",
        "Mia starts with 41 beads and gives away 17, so 41 - 17 = 24 are left. The answer is $\\boxed{24}$.",
    ),
    (
        "Compute (9 + 6) × 7.",
        "First 9 + 6 = 15, then 15 × 7 = 105. The answer is $\\boxed{105}$.",
    ),
    (
        "When a number is multiplied by 3 and then 4 is added, the result is 31. What is the number?",
        "Undo the steps: 31 - 4 = 27, and 27 / 3 = 9. The answer is $\\boxed{9}$.",
    ),
    (
        "Each crate holds 12 jars. How many jars are in 5 crates?",
        "Each crate holds 12 jars, so 5 crates hold 5 × 12 = 60 jars. The answer is $\\boxed{60}$.",
    ),
]


def _exemplars(prefix: str, pairs: list[tuple[str, str]]) -> tuple[Exemplar, ...]:
    return tuple(
        Exemplar(id=f"{prefix}-{i}", question=q, solution=s) for i, (q, s) in enumerate(pairs, start=1)
    )


FEWSHOT_SETS: dict[str, FewshotSet] = {
    "gsm8k-cot": FewshotSet(
        name="gsm8k-cot",
        source="Wei et al. (2022), chain-of-thought exemplars for GSM8K (8)",
        block="Q: {question}\n",
        answer_prefix="A: ",
        stop=("\n\nQ:", "\nQ:"),
        exemplars=_exemplars("fewshot-gsm8k-cot", _GSM8K_COT),
    ),
    "minerva-math": FewshotSet(
        name="minerva-math",
        source="Lewkowycz et al. (2022), Minerva 4-shot MATH prompt",
        block="Problem:\n{question}\n\n",
        answer_prefix="Solution:\n",
        stop=("\n\nProblem:",),
        exemplars=_exemplars("fewshot-minerva-math", _MINERVA_MATH),
    ),
    "arith": FewshotSet(
        name="arith",
        source="written for proctor's built-in arith benchmark (4)",
        block="Q: {question}\n",
        answer_prefix="A: ",
        stop=("\n\nQ:", "\nQ:"),
        exemplars=_exemplars("fewshot-arith", _ARITH),
    ),
}


class FewshotError(ValueError):
    """A --fewshot request that cannot be met, with the fix."""


def fewshot_set(name: str | None, benchmark: str, k: int) -> FewshotSet:
    """The set a benchmark draws from, checked to hold at least ``k`` exemplars."""
    if name is None or name not in FEWSHOT_SETS:
        raise FewshotError(
            f"benchmark {benchmark!r} has no few-shot exemplars; sets: {', '.join(FEWSHOT_SETS)}.\n"
            "Fix: drop --fewshot, or evaluate a benchmark that has a set (`proctor benchmarks`)."
        )
    chosen = FEWSHOT_SETS[name]
    if k > len(chosen.exemplars):
        raise FewshotError(
            f"--fewshot {k}: the {name} set has {len(chosen.exemplars)} exemplars.\n"
            f"Fix: use --fewshot {len(chosen.exemplars)} or fewer."
        )
    return chosen


def _same_text(a: str, b: str) -> bool:
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


def check_disjoint(chosen: tuple[Exemplar, ...], problems: list[tuple[str, str]]) -> None:
    """Refuse when an exemplar is one of the evaluated problems (same id or same question)."""
    clashes = [
        f"exemplar {e.id} is problem {pid!r}"
        for e in chosen
        for pid, question in problems
        if e.id == pid or _same_text(e.question, question)
    ]
    if clashes:
        raise FewshotError(
            "few-shot exemplars must never be evaluated problems: " + "; ".join(clashes) + ".\n"
            "Fix: remove those problems from the data, or use fewer exemplars (--fewshot K)."
        )


def render_prompt(fs: FewshotSet, k: int, question: str) -> str:
    """Single-prompt form: K solved exemplars, then the question to complete."""
    solved = [fs.solved(e) for e in fs.exemplars[:k]]
    return "\n\n".join([*solved, fs.query(question)])


def render_turns(fs: FewshotSet, k: int) -> list[Message]:
    """Chat form: each exemplar as a user turn (its block) and an assistant turn (its solution); the
    evaluated problem follows as the last user turn, in the same block format."""
    turns: list[Message] = []
    for e in fs.exemplars[:k]:
        turns.append({"role": "user", "content": fs.block.format(question=e.question).rstrip("\n")})
        turns.append({"role": "assistant", "content": e.solution})
    return turns


def apply_fewshot(set_name: str | None, benchmark: str, problems: list, k: int, as_chat: bool) -> list:
    """The problems with K exemplars in front: in the prompt itself, or (``as_chat``) as chat turns in
    ``Problem.context`` with the prompt in the set's block format. K = 0 leaves them as they are."""
    if k == 0:
        return problems
    fs = fewshot_set(set_name, benchmark, k)
    check_disjoint(fs.exemplars[:k], [(p.id, p.question) for p in problems])
    if as_chat:
        turns = render_turns(fs, k)
        block = fs.block.rstrip("\n")
        return [
            p.model_copy(update={"prompt": block.format(question=p.question), "context": turns})
            for p in problems
        ]
    return [p.model_copy(update={"prompt": render_prompt(fs, k, p.question)}) for p in problems]
