"""Bench-only anchor: librosa's pYIN on the takes `npm run bench:soundcheck` hands it.

Argument: a manifest (JSON) of jobs { input, sampleRate, fmin, fmax, frameLength, hop, output, resampled }:
`input` is raw little-endian float32 mono audio; `output` gets { cpuMs, frames: [{ time, frequency }] }
(frequency 0 where pYIN calls the frame unvoiced; times are frame centres), and `resampled` the same audio
at 22 050 Hz for basic-pitch (scipy's polyphase resampler). Jobs whose output exists are skipped.
librosa is not a Debian package: the bench finds it through BENCH_LIBROSA_PATH (see README.md).
"""

import json
import os
import sys
import time
from fractions import Fraction

import numpy as np
from scipy.signal import resample_poly

import librosa

BASIC_PITCH_RATE = 22050


def run(job):
    samples = np.fromfile(job["input"], dtype="<f4").astype(np.float64)
    rate = job["sampleRate"]
    started = time.process_time()
    f0, voiced, _ = librosa.pyin(
        samples,
        fmin=job["fmin"],
        fmax=job["fmax"],
        sr=rate,
        frame_length=job["frameLength"],
        hop_length=job["hop"],
    )
    cpu_ms = 1000 * (time.process_time() - started)
    times = librosa.times_like(f0, sr=rate, hop_length=job["hop"])
    frames = [
        {"time": float(t), "frequency": float(f) if v and np.isfinite(f) else 0.0}
        for t, f, v in zip(times, f0, voiced)
    ]
    with open(job["output"], "w") as out:
        json.dump({"cpuMs": cpu_ms, "frames": frames}, out)
    ratio = Fraction(BASIC_PITCH_RATE, rate)
    resampled = resample_poly(samples, ratio.numerator, ratio.denominator)
    resampled.astype("<f4").tofile(job["resampled"])


def main():
    with open(sys.argv[1]) as manifest:
        jobs = [job for job in json.load(manifest) if not os.path.exists(job["output"])]
    if jobs:
        # The first call compiles librosa's numba kernels: keep that out of the timed runs.
        librosa.pyin(np.zeros(8192), fmin=100, fmax=1000, sr=22050)
    for job in jobs:
        run(job)


if __name__ == "__main__":
    main()
