import { join } from 'node:path';
import { apiRoot } from '../../config.js';
import { endpoints } from '../../lib/contracts.js';

/** The demo club's pictures as shipped with the API (the seed writes them, the routes serve them). */
export const seedMediaDir = join(apiRoot, 'seed-media');
/** Where the demo club's pictures are served, as the contracts declare it. */
export const mediaPath = `${endpoints.multimediaEndpoints.demoMediaPath}/`;
