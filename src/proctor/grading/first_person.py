"""Standard mode: whether a first-person word is the writer as a subject or only a possessor (:func:`possessor`).

A later sentence opened by "at least" that hands the answer to someone else (``At least that's what my friend
said.``) is read only where the writer is its subject (``At least, that's what I got twice.``,
:func:`proctor.grading.after_sentence._hedged_hearsay`). In English and the European languages the possessive is a
word of its own (``my``, ``mein``, ``mon``), but in Chinese, Vietnamese, Indonesian and Thai the writer's pronoun is
also the possessor of a noun (``我朋友``, ``我的朋友``: my friend; ``bạn tôi``, ``teman saya``, ``เพื่อนฉัน``: friend
of mine). The subject is proven by position and grammar, not by a list of the persons one may quote:

- Chinese: ``我`` (``我们``) followed by ``的`` is a possessor; otherwise it is the subject only where an adverb, a
  copula, an auxiliary, a reflexive or a verb of working out follows it (``我自己验算过``, ``我是这么算的``,
  ``我算了两遍``, a closed class); a noun after it (``我朋友``) leaves it a possessor; Japanese ``私の`` is a possessor;
- Vietnamese, Indonesian, Malay: the pronoun after a noun is its possessor (``bạn tôi``, ``teman saya``); it is the
  subject where it opens the clause or follows a particle of a closed class (``thì tôi``, ``là tôi``, ``yang saya``);
- Thai (no spaces): the pronoun right after a letter of a word is that word's possessor (``เพื่อนฉัน``).
"""

from __future__ import annotations

import re

# what may follow the Chinese subject 我 (们): adverbs, a copula, auxiliaries, the reflexive, verbs of working out
_ZH_SUBJECT_NEXT = tuple(
    (
        "自己 亲自 親自 是 就 也 都 已 曾 确 確 真 反复 反覆 两 兩 重 再 又 还 還 刚 剛 独 獨 一 "
        "验 驗 算 计 計 检 檢 核 查 做 解 求 得 觉 覺 认 認 想 推 证 證 试 試 用"
    ).split()
)
_ZH_POSSESSIVE = ("的", "之")
_CJK_POSSESSIVE = re.compile(r"(?:私|僕|俺|わたし|ぼく)の")
# particles after which a Vietnamese, Indonesian or Malay pronoun opens its own clause
_PARTICLES = frozenset(
    (
        "thì là mà và nhưng nên vì rằng đó đây này vậy thế cũng chính chắc có lẽ "
        "yang bahwa dan tapi tetapi karena jadi itu ini pun juga sudah memang kalau"
    ).split()
)
_POSTPOSED = frozenset("tôi mình tao saya aku ฉัน ผม".split())
_PREVIOUS_WORD = re.compile(r"([^\W\d_]+)[ \t]*$")
_THAI_LETTER = re.compile(r"[\u0e00-\u0e7f]$")


def possessor(text: str, start: int, end: int) -> bool:
    """Whether the first-person word at ``text[start:end]`` is a possessor (``我朋友``, ``bạn tôi``), not the
    writer as a subject (see the module)."""
    word = text[start:end]
    if word == "我":
        after = text[end:].lstrip("们們 ")
        if after.startswith(_ZH_POSSESSIVE):
            return True  # "我的朋友"
        return not after.startswith(_ZH_SUBJECT_NEXT)  # "我朋友是这么说的"; not "我自己验算过"
    if word in ("私", "僕", "俺"):
        return _CJK_POSSESSIVE.match(text, start) is not None  # "私の友達"
    if word.lower() not in _POSTPOSED:
        return False
    before = text[:start]
    if word in ("ฉัน", "ผม"):
        return _THAI_LETTER.search(before) is not None  # "เพื่อนฉัน"
    prev = _PREVIOUS_WORD.search(before)
    return prev is not None and prev.group(1).lower() not in _PARTICLES  # "bạn tôi", "teman saya"
