"""Bench-only: note F1 by mir_eval (Debian python3-mir-eval), the field's transcription measure.

stdin: a JSON list of { reference: [[onset, offset, midi]], estimate: [[onset, offset, midi]] } (seconds);
stdout: a JSON list of [precision, recall, f1], one per pair, with onsets within 50 ms, pitches within 50
cents and offsets ignored (mir_eval.transcription.precision_recall_f1_overlap with offset_ratio=None).
"""

import json
import sys

import numpy as np
from mir_eval.transcription import precision_recall_f1_overlap


def arrays(notes):
    if not notes:
        return np.zeros((0, 2)), np.zeros(0)
    values = np.array(notes, dtype=float)
    intervals = values[:, :2].copy()
    # mir_eval wants every interval to have a length; a note's offset is not judged here.
    intervals[:, 1] = np.maximum(intervals[:, 1], intervals[:, 0] + 0.001)
    return intervals, 440.0 * 2 ** ((values[:, 2] - 69) / 12)


def score(pair):
    reference, estimate = arrays(pair["reference"]), arrays(pair["estimate"])
    if len(estimate[1]) == 0:
        return [0.0, 0.0, 0.0]
    precision, recall, f1, _ = precision_recall_f1_overlap(
        *reference, *estimate, onset_tolerance=0.05, pitch_tolerance=50.0, offset_ratio=None
    )
    return [precision, recall, f1]


def main():
    print(json.dumps([score(pair) for pair in json.load(sys.stdin)]))


if __name__ == "__main__":
    main()
