// What other modules may use of multimedia (they import nothing else from this folder).
export { pictureSizesOf } from './picture-sizes.js';
export { mediaPath } from './media-paths.js';
