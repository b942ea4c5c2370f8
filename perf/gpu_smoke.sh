#!/usr/bin/env bash
# GPU smoke test of the vllm: backend, for a machine with an NVIDIA GPU. Under 8 minutes.
#
#   bash perf/gpu_smoke.sh [MODEL_DIR]
#
# Environment:
#   VLLM_WHEELS  folder of wheels to install vLLM from (pip --no-index --find-links), if vllm is not
#                importable yet; without it, vllm must already be installed
#   MODEL        model directory (default: MODEL_DIR argument, else the smallest model with a
#                config.json found in the Hugging Face cache, ~/.cache/huggingface/hub)
#   PYTHON       interpreter (default: python3)
#
# Checks, each printed as PASS/FAIL:
#   1. proctor eval on the built-in 'arith' benchmark through vllm: (20 problems x 4 samples) completes,
#      summary.json written, every record has token ids counts and no error;
#   2. the same run again with the same seed gives the same texts (per-request seeds);
#   3. the generation rate, printed for the record;
#   4. with REPRODUCE=1, the published figures that need a GPU (each a whole benchmark, ~5-15 minutes
#      on one H200, beyond the smoke's 8), each checked by perf/reproduction.py (PASS when the published
#      figure lies inside proctor's 95% interval; it prints the entry for
#      proctor.benchmarks.verification.VERIFICATIONS):
#        QWEN_MATH_MODEL  Qwen2.5-Math-1.5B-Instruct: math500 --protocol qwen-math, 75.8 published
#                         (Qwen2.5-Math technical report, CoT, MATH);
#        LLAMA_MODEL      Llama-3.1-8B-Instruct: gsm8k --protocol nemo-skills, 81.96 published
#                         (NeMo-Skills' documentation);
#      DATA names the folder of the offline copies (default ../shared/data). A variable left unset
#      skips its reproduction.
set -uo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
DEADLINE=$((SECONDS + 470))
export PYTHONPATH="$PWD/src${PYTHONPATH:+:$PYTHONPATH}"
fail=0
check() { if [ "$1" = 0 ]; then echo "PASS: $2"; else echo "FAIL: $2"; fail=1; fi; }
left() { echo $((DEADLINE - SECONDS)); }

nvidia-smi --query-gpu=name,memory.total --format=csv,noheader || { echo "FAIL: no NVIDIA GPU visible"; exit 2; }

if ! $PY -c "import vllm" 2>/dev/null; then
  if [ -n "${VLLM_WHEELS:-}" ]; then
    echo "installing vLLM from $VLLM_WHEELS"
    timeout "$(left)" $PY -m pip install -q --no-index --find-links "$VLLM_WHEELS" vllm || { echo "FAIL: vLLM install"; exit 2; }
  else
    echo "FAIL: vllm is not importable and VLLM_WHEELS is not set"; exit 2
  fi
fi
$PY -m pip install -q -e . --no-deps 2>/dev/null || true
$PY -c "import vllm; print('vllm', vllm.__version__)"

MODEL=${MODEL:-${1:-}}
if [ -z "$MODEL" ]; then
  MODEL=$($PY - <<'EOF'
from pathlib import Path
hub = Path.home() / ".cache/huggingface/hub"
best = None
for cfg in hub.glob("models--*/snapshots/*/config.json"):
    d = cfg.parent
    size = sum(f.stat().st_size for f in d.glob("*.safetensors"))
    if size and (best is None or size < best[0]):
        best = (size, d)
print(best[1] if best else "")
EOF
)
fi
[ -n "$MODEL" ] && [ -d "$MODEL" ] || { echo "FAIL: no model directory (pass MODEL_DIR or set MODEL)"; exit 2; }
echo "model: $MODEL"

OUT=$(mktemp -d)
run_eval() {  # $1: output dir
  timeout "$(left)" $PY -c "from proctor.cli import app; app()" eval arith --model "vllm:$MODEL" \
    --limit 20 -n 4 --seed 7 --temperature 0.8 --max-tokens 256 --concurrency 80 \
    --set model.n_ctx=2048 --set model.extra.gpu_memory_utilization=0.5 --set model.extra.enforce_eager=true \
    --output "$1" --quiet
}
run_eval "$OUT/a" > "$OUT/a.log" 2>&1
check $? "proctor eval with vllm: completes"
tail -5 "$OUT/a.log"
$PY - "$OUT/a" <<'EOF'
import json, sys
from pathlib import Path
d = Path(sys.argv[1])
recs = [json.loads(x) for x in (d / "samples.jsonl").read_text().split("\n") if x]
assert (d / "summary.json").is_file(), "no summary.json"
assert len(recs) == 80, f"{len(recs)} records, expected 80"
assert all(r.get("error") is None for r in recs), [r["error"] for r in recs if r.get("error")][:3]
assert all(r.get("completion_tokens", 0) > 0 for r in recs), "a record without completion tokens"
s = json.loads((d / "summary.json").read_text())
print("summary:", {k: v for k, v in s.items() if isinstance(v, int | float)})
EOF
check $? "80 records, no error, summary written"

run_eval "$OUT/b" >/dev/null 2>&1
$PY - "$OUT/a" "$OUT/b" <<'EOF'
import json, sys
from pathlib import Path
def texts(d):
    return {(r["problem_id"], r["sample_index"]): r["final_text"] for r in map(json.loads, filter(None, (Path(d) / "samples.jsonl").read_text().split("\n")))}
a, b = texts(sys.argv[1]), texts(sys.argv[2])
same = sum(a[k] == b.get(k) for k in a)
print(f"same text on rerun: {same}/{len(a)}")
assert same == len(a)
EOF
check $? "same seed, same texts on a second run"

reproduce() {  # $1 model dir, $2 benchmark, $3 data file, $4 protocol, $5 published, $6 model name, $7 source
  local run="$OUT/repro-$2"
  timeout 1800 $PY -c "from proctor.cli import app; app()" eval "$2" --model "vllm:$1" --data "$DATA/$3" \
    --protocol "$4" --concurrency 256 --set model.extra.gpu_memory_utilization=0.85 --output "$run" --quiet \
    > "$run.log" 2>&1 || { tail -5 "$run.log"; check 1 "$6 on $2 ($4): run completes"; return; }
  $PY perf/reproduction.py "$run" --model "$6" --published "$5" --source "$7" \
    --command "proctor eval $2 --model vllm:$6 --data $3 --protocol $4"
  check $? "$6 on $2 with --protocol $4 reproduces the published $5"
}
if [ "${REPRODUCE:-0}" = 1 ]; then
  DATA=${DATA:-../shared/data}
  [ -n "${QWEN_MATH_MODEL:-}" ] && reproduce "$QWEN_MATH_MODEL" math500 math500.jsonl qwen-math 75.8 \
    Qwen2.5-Math-1.5B-Instruct "Qwen2.5-Math technical report (arXiv 2409.12122), CoT, MATH"
  [ -n "${LLAMA_MODEL:-}" ] && reproduce "$LLAMA_MODEL" gsm8k gsm8k_test.jsonl nemo-skills 81.96 \
    Llama-3.1-8B-Instruct "NeMo-Skills documentation, Llama-3.1-8B-Instruct on GSM8K"
fi
echo "seconds used: $SECONDS"
rm -rf "$OUT"
exit $fail
