// `npm run bench:soundcheck-corpus`: the scoring contract on the whole sampled-instrument corpus (the
// tuning set), then on the held-out material.
import { printHeldOutContract } from './held-out-contract.js';
import { printSampledContract } from './sampled-corpus.js';

if (process.env.BENCH_SET !== 'held-out') printSampledContract();
if (process.env.BENCH_SET !== 'tuning') printHeldOutContract();
