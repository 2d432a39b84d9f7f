// The page's one queue of results kept on this device (result-queue.ts), sent through the launch API:
// one queue, so the player and the book's SoundCheck page never send the same result twice at once.
import { saveLearnerResult } from '../api/launch';
import { ResultQueue } from './result-queue';

export const keptResults = new ResultQueue({ send: saveLearnerResult });
