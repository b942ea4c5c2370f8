"""CMAKE_ARGS for building llama-cpp-python on this machine (used by the Makefile).

llama.cpp's native build turns on AMX kernels where the CPU reports AMX; on some virtual machines
those crash as soon as a prompt of more than one token is decoded. Build the portable x86 kernels
this CPU supports instead (AVX2, FMA, F16C, and AVX-512 where present). Elsewhere: the native build.
"""

import platform
from pathlib import Path


def main() -> str:
    if platform.machine() not in ("x86_64", "AMD64"):
        return ""
    try:
        flags = set(Path("/proc/cpuinfo").read_text().split())
    except OSError:
        return ""
    args = ["-DGGML_NATIVE=OFF"]
    for flag, opt in [("avx", "AVX"), ("avx2", "AVX2"), ("fma", "FMA"), ("f16c", "F16C"), ("bmi2", "BMI2")]:
        if flag in flags:
            args.append(f"-DGGML_{opt}=ON")
    if {"avx512f", "avx512bw", "avx512vl"} <= flags:
        args.append("-DGGML_AVX512=ON")
    return " ".join(args)


if __name__ == "__main__":
    print(main())
