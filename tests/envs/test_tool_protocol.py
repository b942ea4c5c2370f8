"""The tool env's protocol pieces: system prompts, call parsers, observations, truncation, turn markers."""

from __future__ import annotations

import json

from tool_fakes import ToyTokenizer

from proctor.envs import tool_protocol as tp


def test_qwen_parser_reads_calls_in_order():
    text = (
        "Let me compute.\n<tool_call>\n"
        + json.dumps({"name": "code_interpreter", "arguments": {"code": "print(1)"}})
        + "\n</tool_call>\nand\n<tool_call>"
        + json.dumps({"name": "code_interpreter", "arguments": json.dumps({"code": "print(2)"})})
        + "</tool_call>"
    )
    calls = tp.parse_qwen(text)
    assert [c.code for c in calls] == ["print(1)", "print(2)"]  # the second has double-encoded args
    assert all(c.error is None for c in calls)


def test_qwen_parser_turns_malformed_calls_into_errors():
    cases = {
        "<tool_call>{not json}</tool_call>": "not valid JSON",
        '<tool_call>["code"]</tool_call>': "must be a JSON object",
        '<tool_call>{"name": "search", "arguments": {"code": "1"}}</tool_call>': "unknown tool 'search'",
        '<tool_call>{"name": "code_interpreter", "arguments": {"src": "1"}}</tool_call>': 'string "code"',
        '<tool_call>{"name": "code_interpreter", "arguments": {"code": "1"}}': "not closed",
    }
    for text, message in cases.items():
        (call,) = tp.parse_qwen(text)
        assert call.code is None and message in call.error, text
    assert tp.parse_qwen("no call, just \\boxed{3}") == []


def test_fenced_parser_runs_python_blocks_and_ignores_others():
    text = "```python\nx = 2\nprint(x)\n```\n```output\n2\n```\n```py\nprint(3)\n```\n```text\nhi\n```"
    assert [c.code for c in tp.parse_fenced(text)] == ["x = 2\nprint(x)\n", "print(3)\n"]
    (unclosed,) = tp.parse_fenced("Now:\n```python\nprint(1)\n")
    assert unclosed.code is None and "not closed" in unclosed.error
    (empty,) = tp.parse_fenced("```python\n\n```")
    assert empty.code is None and "empty" in empty.error


def test_system_prompts_describe_the_one_tool():
    qwen = tp.system_prompt("qwen", "Be careful.", stateful=False)
    assert qwen.startswith("Be careful.\n\n# Tools")
    schema = json.loads(qwen.split("<tools>\n")[1].split("\n</tools>")[0])
    assert schema["function"]["name"] == "code_interpreter"
    assert schema["function"]["parameters"]["required"] == ["code"]
    assert "<tool_call>" in qwen
    fenced = tp.system_prompt("fenced", None, stateful=True)
    assert "```python" in fenced and "```output" in fenced and tp.STATEFUL in fenced


def test_result_text_feeds_back_output_and_errors():
    assert tp.result_text("ok", "42\n", "") == "42"
    assert "no output" in tp.result_text("ok", "", "")
    assert tp.result_text("error", "1\n", "Traceback...\nZeroDivisionError: x\n") == (
        "1\nTraceback...\nZeroDivisionError: x"
    )
    assert "longer than 2 s" in tp.result_text("timeout", "", "", timeout_s=2)
    assert "MemoryError" in tp.result_text("memory", "", "")
    assert (
        tp.observation("qwen", ["a", "b"])
        == "<tool_response>\na\n</tool_response>\n<tool_response>\nb\n</tool_response>"
    )
    assert tp.observation("fenced", ["a"]) == "```output\na\n```"


def test_truncate_keeps_head_and_tail_within_budget():
    words = lambda s: len(s.split())  # noqa: E731
    text = " ".join(f"w{i}" for i in range(1000))
    assert tp.truncate("a b c", 5, words) == ("a b c", False)
    out, cut = tp.truncate(text, 50, words)
    assert cut and words(out) <= 50
    assert out.startswith("w0 w1") and out.endswith("w998 w999") and "characters truncated" in out
    assert words(out) >= 40  # the binary search uses the budget, it does not throw most of it away


def test_turn_markers_are_checked_against_the_template():
    toy = ToyTokenizer()
    assert tp.markers_match(tp.MARKER_PRESETS["chatml"], toy.tokenize_chat, toy.tokenize)
    assert not tp.markers_match(tp.MARKER_PRESETS["llama3"], toy.tokenize_chat, toy.tokenize)
    assert tp.detect_markers(toy.tokenize_chat, toy.tokenize)[0] == "chatml"
    plain = lambda messages, add_generation_prompt=True: toy.tokenize(  # noqa: E731
        "".join(f"{m['role']}: {m['content']}\n" for m in messages)
    )
    assert tp.detect_markers(plain, toy.tokenize) is None


def test_native_tool_format_is_recognised_from_the_template():
    toy = ToyTokenizer()

    def qwen_like(messages, add_generation_prompt=True):
        rendered = [
            {**m, "role": "user", "content": f"<tool_response>\n{m['content']}\n</tool_response>"}
            if m["role"] == "tool"
            else m
            for m in messages
        ]
        return toy.tokenize_chat(rendered, add_generation_prompt)

    assert tp.renders_tool_responses(qwen_like, toy.tokenize)
    assert not tp.renders_tool_responses(toy.tokenize_chat, toy.tokenize)  # renders <|im_start|>tool
