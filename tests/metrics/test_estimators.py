"""pass@k against brute force over k-subsets, k values, majority vote grouping and tie-break."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from proctor.metrics import k_values, majority_vote, pass_at_k, pass_at_k_array


def brute_pass_at_k(n: int, c: int, k: int) -> float:
    samples = [True] * c + [False] * (n - c)
    subsets = list(itertools.combinations(range(n), k))
    return sum(any(samples[i] for i in s) for s in subsets) / len(subsets)


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 10])
def test_pass_at_k_equals_fraction_of_k_subsets_with_a_correct_sample(n):
    for c in range(n + 1):
        for k in range(1, n + 1):
            assert pass_at_k(n, c, k) == pytest.approx(brute_pass_at_k(n, c, k), abs=1e-12), (n, c, k)


def test_pass_at_k_array_matches_scalar_and_is_nan_where_undefined():
    n = np.array([4, 4, 2, 8, 0])
    c = np.array([0, 3, 1, 2, 0])
    got = pass_at_k_array(n, c, 4)
    assert got[0] == 0.0 and got[1] == 1.0
    assert np.isnan(got[2]) and np.isnan(got[4])  # fewer than k samples: undefined
    assert got[3] == pytest.approx(brute_pass_at_k(8, 2, 4))


def test_pass_at_k_rejects_impossible_counts():
    with pytest.raises(ValueError, match="0 <= c <= n"):
        pass_at_k(4, 5, 1)
    with pytest.raises(ValueError, match="k > n"):
        pass_at_k(4, 1, 5)


def test_k_values_are_powers_of_two_and_n():
    assert k_values(1) == [1]
    assert k_values(8) == [1, 2, 4, 8]
    assert k_values(12) == [1, 2, 4, 8, 12]
    with pytest.raises(ValueError):
        k_values(0)


def test_majority_vote_exact_match_and_ties():
    # 7 twice, 42 twice: tie, the class seen first (lowest sample index) wins
    vote = majority_vote([(3, "42", True), (0, "7", False), (1, "42", True), (2, "7", False)])
    assert vote.answer == "7" and vote.votes == 2 and vote.classes == 2 and not vote.correct
    vote = majority_vote([(0, "42", True), (1, "7", False), (2, " 42 ", True)])
    assert vote.answer == "42" and vote.votes == 2 and vote.correct
    # no answers: one class of its own, counted incorrect
    vote = majority_vote([(0, None, False), (1, "", False)])
    assert vote.answer is None and vote.votes == 2 and vote.classes == 1 and not vote.correct
    assert majority_vote([]) == majority_vote([]) and majority_vote([]).votes == 0


def test_no_answer_is_a_class_of_its_own():
    # 1 correct answer and 7 truncated samples: mean@8 = 0.125 and the vote goes to "no answer"
    answers = [(0, "42", True)] + [(i, None, False) for i in range(1, 8)]
    vote = majority_vote(answers)
    assert vote.answer is None and vote.votes == 7 and vote.classes == 2 and not vote.correct
    # a grader that found no final answer in what was extracted votes "no answer" too
    vote = majority_vote([(0, "42", True, "ok"), (1, "junk", False, "no_answer"), (2, "", False)])
    assert vote.answer is None and vote.votes == 2 and not vote.correct
    # a tie with the no-answer class goes to the earliest member, as any tie
    assert majority_vote([(1, None, False), (0, "42", True)]).correct
    assert not majority_vote([(0, None, False), (1, "42", True)]).correct


def test_majority_vote_uses_the_equivalence_it_is_given():
    def same_number(a: str, b: str) -> bool:
        return float(a) == float(b)

    answers = [(0, "3", False), (1, "0.50", True), (2, ".5", True), (3, "3", False), (4, "0.5", True)]
    assert majority_vote(answers).answer == "3"  # exact match: 3 has two votes, the rest split
    vote = majority_vote(answers, same_number)
    assert vote.answer == "0.50" and vote.votes == 3 and vote.correct


def test_majority_class_correctness_counts_its_ok_graded_members_not_its_earliest():
    # "1/2" (grading timed out) and two "0.5" (graded correct) are one class under the math rules
    same = {frozenset({"1/2", "0.5"})}.__contains__
    answers = [(0, "1/2", False, "timeout"), (1, "0.5", True, "ok"), (2, "0.5", True, "ok")]
    vote = majority_vote(answers, lambda a, b: same(frozenset({a, b})))
    assert vote.votes == 3 and vote.answer == "1/2" and vote.correct
    # a class with no ok-graded member has no verdict: not correct
    assert not majority_vote([(0, "5", False, "timeout"), (1, "5", False, "timeout")]).correct
    # a tie among ok-graded members is not a majority
    assert not majority_vote([(0, "5", True, "ok"), (1, "5", False, "ok")]).correct
    assert majority_vote([(0, "5", True, "ok"), (1, "5", False, "ok"), (2, "5", True, "ok")]).correct
