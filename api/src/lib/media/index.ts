// Media foundation: storage (disk by default), byte-checked images in responsive sizes, uploads.
export { diskStorage, type MediaStorage } from './storage.js';
export { s3Storage, type S3Settings } from './s3-storage.js';
export {
  contentTypeOfFile,
  inspectImage,
  maxInputPixels,
  maxPictureBytes,
  maxServedWidth,
  pictureHasTooManyPixels,
  notAnImage,
  pictureTooLarge,
  renderVariants,
  responsiveWidths,
  type ImageInfo,
  type ImageVariant,
} from './images.js';
export { mediaFilePath, storeImage, type StoredImage } from './media-store.js';
export { readImageUpload, tooManyUploads, uploadRateLimit } from './upload.js';
export { ImageQueue, imageQueueFull } from './image-queue.js';
