import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded media bytes live. The disk adapter keeps them under the data directory; an
 * object store (s3-storage.ts: AWS, MinIO, Hetzner) implements the same three calls.
 * Keys are `<organizationId>/<mediaId>/<file>`; only safe characters are accepted.
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Removes every file under a key prefix (one media item with all its sizes). */
  removeAll(prefix: string): Promise<void>;
  /** Set when the files are public elsewhere (a bucket's URL): the API redirects there. */
  publicUrl?: (key: string) => string;
}

const safeKey = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe media key: ${key}`);
  }
}

export function diskStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertSafeKey(key);
    const path = resolve(base, key);
    // Defence in depth: the key pattern already forbids leaving the root.
    if (!path.startsWith(base + sep)) throw new Error(`Unsafe media key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async removeAll(prefix) {
      await rm(join(pathOf(prefix)), { recursive: true, force: true });
    },
  };
}
