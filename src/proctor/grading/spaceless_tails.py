"""Standard mode: a whole number followed by a script written without spaces (:func:`spaceless_tail_unproven`).

:func:`proctor.grading.count_tails.count_tail_unproven` proves the words after a stated whole number harmless by
whitelist, but reads words of spaced scripts only: a Chinese, Japanese, Korean or Thai character right after the
number (``答案是 7 万。``, ``답은 7 만이다.``, ``答えは $\\boxed{7}$ 弱です。``, ``答案是7多。``, ``答案是7左右。``,
``The answer is 7 億.``) was left to rules that read lists of scale and hedge words. Here the same closing
principle reads those scripts: the number is read only where the rest of its sentence is, in this order,

- optionally a **counter or a unit** of those languages (``个``, ``개``, ``명``, ``人``, ``元``, ``円``, ``원``,
  ``岁``, ``살``, ``米``, ``公里``, ``天``, ``分钟``, ...; :data:`_UNITS`), then, after a counter, optionally the
  counted noun: one to four ideographs none of which is a scale, bound or approximation character
  (:data:`_NOT_NOUN`: ``万``, ``多``, ``余``, ``左右``, ``以上``, ``弱``, ...);
- optionally a **sentence-final copula** (:func:`proctor.grading.plain_closers.closer_at`'s: ``입니다``,
  ``이다``, ``です``, ``である``, ``だ``, ...; and Chinese ``了``);
- then the sentence's end: ``。``, ``！``, ``.``, ``!``, a line break, the text's end (or a closing bracket,
  markup).

Anything else after the number (a scale character, a bound, an approximation, another clause) is not proven the
number: the answer is refused. Nothing is read unless the first character after the number (past closing math,
markup and spaces) is of one of those scripts, so a reply without them costs one character test per answer.
"""

from __future__ import annotations

import re

# the answer: a whole number, bare or boxed, its math and emphasis closed
_BOXED_WHOLE = re.compile(r"\\(?:boxed|fbox)\s*\{\s*[-+−]?\d+(?:,\d{3})*\s*\}")
_WHOLE = re.compile(r"[-+−]?\d+(?:,\d{3})*")
_CLOSERS = re.compile(r"(?:\$\$|\$|\\\)|\\\]|\*\*|__|[ \t\u3000])*")
# the scripts written without spaces (and Hangul, whose particles and copulas are glued to the number)
_SPACELESS = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")
# counters and units of those languages: what was counted, as a unit says
_UNITS = (
    "个 個 개 명 人 名 位 つ 只 隻 本 枚 台 件 种 種 条 條 张 張 辆 輛 头 頭 匹 棵 朵 颗 顆 杯 瓶 盒 箱 袋 包 层 層 步 "
    "次 回 번 遍 页 頁 道 题 題 块 塊 元 円 圓 원 岁 歳 살 세 米 厘米 毫米 公里 千米 公分 克 千克 公斤 斤 升 毫升 "
    "天 日 일 小时 小時 時間 시간 分钟 分鐘 分 분 秒 초 周 週 주 年 년 月 个月 個月 개월 度 평 미터 킬로미터 센티미터 "
    "그램 킬로그램 리터 달러 美元 ドル 人民币 人民幣 점 分数 匹 羽 冊 粒 通り 種類 가지 마리 권 대 장 개의 명의"
).split()
_UNIT = re.compile("|".join(sorted(map(re.escape, _UNITS), key=len, reverse=True)))
# characters that bound, scale or approximate a number: never part of a counted noun
_NOT_NOUN = frozenset(
    "万萬千百亿億兆十多余餘几幾左右上下以前后後弱強强约約近将將差半倍成分之约概大小余少超过過不及至到或"
)
_NOUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]{1,4}")
_KANA = re.compile(r"[\u3040-\u30ff]")
_COPULA = re.compile(
    r"[ \t]*(?:입니다|이다|이에요|예요|이야|야|임|です|である|だ|となります|になります|となる|になる|了)"
)
_END = re.compile(r"[ \t\u3000]*(?:[。！？．.!?;；」』)）\]*_]|\n|\Z)")


def _ends(text: str, at: int) -> bool:
    return _END.match(text, at) is not None


def spaceless_tail_unproven(text: str, start: int, end: int) -> bool:
    """Standard mode: whether the whole number at ``text[start:end]`` (a box or a bare number) is followed, in a
    script written without spaces, by anything but a counter or unit, a counted noun, a copula and the sentence's
    end (see the module): then it is not proven the number."""
    if end <= start or start >= len(text):
        return False
    if text[start] == "\\":
        box = _BOXED_WHOLE.match(text, start, end)
        if box is None or box.end() != end:
            return False
        after = end
    else:
        number = _WHOLE.match(text, start, end)
        if number is None:
            return False
        after = number.end()
    at = _CLOSERS.match(text, after).end()
    if at >= len(text) or not _SPACELESS.match(text, at):
        return False  # (the one test a reply without those scripts pays)
    if _ends(text, at):
        return False
    if _KANA.match(text, at):
        return False  # "$\\boxed{7}$と求まる", "だと言える": a Japanese ending, the lead and after-box rules' to read
    unit = _UNIT.match(text, at)
    if unit is not None:
        at = unit.end()
    noun = _NOUN.match(
        text, at
    )  # a counted noun or a unit no table holds ("平方米", "加仑"), after a counter or not
    if noun is not None and not _NOT_NOUN.intersection(noun.group(0)):
        for stop in range(noun.end(), at, -1):  # the noun, then a copula or the end
            if _ends(text, stop) or ((c := _COPULA.match(text, stop)) and _ends(text, c.end())):
                return False
    if _ends(text, at):
        return False
    copula = _COPULA.match(text, at)
    return copula is None or not _ends(text, copula.end())
