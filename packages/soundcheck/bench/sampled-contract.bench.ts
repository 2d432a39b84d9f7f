// `npm run bench:soundcheck-corpus`: the scoring contract on the whole sampled-instrument corpus.
import { printSampledContract } from './sampled-corpus.js';

printSampledContract();
