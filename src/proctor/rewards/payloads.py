"""The trainers' reward payloads, read into proctor's reward items.

OpenRLHF (``--reward.remote_url``, ``openrlhf.utils.remote_rm_utils.remote_rm_fn``) posts
``{"query": [...], "prompts": [...], "labels": [...]}``: each query is the prompt and the response
decoded together with their special tokens (left padding, the chat template, the end-of-sequence
token and right padding included). The response is what follows the prompt in its query; special
tokens at its end are dropped; a response that does not end in one was cut at the length limit
(``truncated``). slime's ``remote_rm`` posts ``{"prompt", "response", "label"}``.
"""

from __future__ import annotations

import re
from typing import Any

from proctor.rewards.core import Item, ItemError

# special tokens as tokenizers decode them: <|im_end|>, <|endoftext|>, <|eot_id|>, </s>, <pad>, <eos>...
_SPECIAL = r"(?:<\|[^<>|\s]{1,40}\|>|<｜[^<>\s]{1,40}｜>|</s>|<pad>|<eos>|<end_of_turn>|\[PAD\])"
_TRAILING = re.compile(rf"(?:{_SPECIAL}\s*)+$")


def split_query(query: str, prompt: str) -> tuple[str, bool]:
    """(response, truncated) of an OpenRLHF query; ItemError when the prompt is not in the query."""
    at = query.find(prompt) if prompt else -1
    if at < 0:
        raise ItemError(
            "the query does not contain its prompt; OpenRLHF sends query = prompt + response "
            "(decoded with special tokens) and prompts = the prompts as given to the model"
        )
    response = query[at + len(prompt) :]
    end = _TRAILING.search(response)
    if end is None:
        return response, True  # no end-of-sequence token: cut at the length limit
    return response[: end.start()], False


def _list(req: dict[str, Any], name: str, n: int | None) -> list[Any]:
    value = req.get(name)
    if not isinstance(value, list):
        raise ItemError(f"the body needs {name!r}, a list (got {type(value).__name__})")
    if n is not None and len(value) != n:
        raise ItemError(f"{name!r} has {len(value)} entries but 'query' has {n}; send one per query")
    return value


def openrlhf_items(req: dict[str, Any], max_items: int) -> list[Item]:
    queries = _list(req, "query", None)
    if len(queries) > max_items:
        raise ItemError(f"{len(queries)} queries is over the limit of {max_items} (--max-items); send fewer")
    prompts, labels = _list(req, "prompts", len(queries)), _list(req, "labels", len(queries))
    items = []
    for i, (query, prompt, label) in enumerate(zip(queries, prompts, labels, strict=True)):
        if not isinstance(query, str) or not isinstance(prompt, str):
            raise ItemError(f"query[{i}] and prompts[{i}] must be strings")
        try:
            response, truncated = split_query(query, prompt)
        except ItemError as exc:
            raise ItemError(f"sample {i}: {exc}") from None
        items.append(Item.from_dict({"response": response, "answer": _label(label, i), "prompt": prompt,
                                     "truncated": truncated, "id": str(i)}, f"sample {i}"))  # fmt: skip
    return items


def _label(label: Any, i: int) -> str:
    if isinstance(label, int | float) and not isinstance(label, bool):
        return str(label)
    if not isinstance(label, str):
        raise ItemError(
            f"labels[{i}] must be the gold answer (a string or a number), got {type(label).__name__}"
        )
    return label


def slime_item(req: dict[str, Any]) -> Item:
    for name in ("response", "label"):
        if name not in req:
            raise ItemError(f"the body needs {name!r} (slime posts prompt, response and label)")
    prompt = req.get("prompt") or ""
    if isinstance(prompt, list):  # a chat prompt: its messages' text
        prompt = "\n\n".join(str(m.get("content", "")) for m in prompt if isinstance(m, dict))
    meta = req.get("metadata") if isinstance(req.get("metadata"), dict) else {}
    raw = {"response": req["response"], "answer": _label(req["label"], 0), "prompt": prompt}
    for key in ("truncated", "grader", "options", "id"):
        if key in meta:
            raw[key] = meta[key]
    return Item.from_dict(raw, "the sample")
