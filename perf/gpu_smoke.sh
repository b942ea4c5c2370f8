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
#   3. the generation rate, printed for the record.
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
recs = [json.loads(x) for x in (d / "samples.jsonl").read_text().splitlines()]
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
    return {(r["problem_id"], r["sample_index"]): r["final_text"] for r in map(json.loads, (Path(d) / "samples.jsonl").read_text().splitlines())}
a, b = texts(sys.argv[1]), texts(sys.argv[2])
same = sum(a[k] == b.get(k) for k in a)
print(f"same text on rerun: {same}/{len(a)}")
assert same == len(a)
EOF
check $? "same seed, same texts on a second run"
echo "seconds used: $SECONDS"
rm -rf "$OUT"
exit $fail
