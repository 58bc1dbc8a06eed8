// MEDIA_STORAGE=s3 S3_BUCKET=... [S3_ENDPOINT=... S3_FORCE_PATH_STYLE=true S3_ACCESS_KEY_ID=... S3_SECRET_ACCESS_KEY=...]
//   pnpm --filter @club/api media:copy-to-s3            (reads MEDIA_DIR, default DATA_DIR/media)
// Moving a club from the API's disk to a bucket: copy, switch MEDIA_STORAGE=s3, restart.
import { loadConfig } from '../config.js';
import { copyMediaDir } from '../lib/media/copy-media.js';
import { s3Storage } from '../lib/media/s3-storage.js';

const config = loadConfig();
if (!config.mediaS3) {
  console.error('Set MEDIA_STORAGE=s3 and the S3_* variables of the target bucket (api/README.md, "Pictures").');
  process.exit(2);
}
const report = await copyMediaDir(config.mediaDir, s3Storage(config.mediaS3));
console.log(
  `Copied ${report.copied} files (${(report.bytes / 1_048_576).toFixed(1)} MB) from ${config.mediaDir} to bucket ${config.mediaS3.bucket}.`,
);
if (report.skipped.length > 0) console.log(`Left out (not media files): ${report.skipped.join(', ')}`);
