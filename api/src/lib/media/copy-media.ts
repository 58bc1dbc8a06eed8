import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { MediaStorage } from './storage.js';

export interface CopyReport {
  copied: number;
  bytes: number;
  /** Files whose path is no media key (left where they are, named here). */
  skipped: string[];
}

const mediaKey = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+$/;

/**
 * Copies every file of a disk media folder (MEDIA_DIR) into another storage under the same key,
 * `<organizationId>/<mediaId>/<file>`. Copying twice writes the same bytes again: safe to repeat
 * after an interruption. The folder is left as it is.
 */
export async function copyMediaDir(dir: string, target: MediaStorage): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, skipped: [] };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(dir, path).split(sep).join('/');
    if (!mediaKey.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      report.skipped.push(key);
      continue;
    }
    const data = await readFile(path);
    await target.put(key, data);
    report.copied += 1;
    report.bytes += data.length;
  }
  return report;
}
