import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies go out as they are (the compress plugin's threshold too). */
export const compressFromBytes = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Once per cached body, in the thread pool: a higher quality than per-request compression affords.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The encoding to send: brotli, else gzip, when Accept-Encoding allows it (q > 0); null: identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const allowed = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) allowed.add(name.trim());
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed copies of one body. A cached body gets both when it is stored (makeAll: once, in the
 * thread pool, before the entry is kept), so a hit sends ready bytes and never compresses; other
 * bodies make a copy on first demand.
 */
export class EncodedVariants {
  readonly #made = new Map<Encoding, Promise<Buffer>>();
  readonly #ready = new Map<Encoding, Buffer>();

  constructor(private readonly body: Buffer) {}

  get(encoding: Encoding): Promise<Buffer> {
    let made = this.#made.get(encoding);
    if (!made) {
      made = compressors[encoding](this.body).then((bytes) => {
        this.#ready.set(encoding, bytes);
        return bytes;
      });
      this.#made.set(encoding, made);
    }
    return made;
  }

  /** The copy when it is made already (no promise, no await on a cache hit). */
  ready(encoding: Encoding): Buffer | undefined {
    return this.#ready.get(encoding);
  }

  /** Both copies (bodies under compressFromBytes go out as they are: none); their total size. */
  async makeAll(): Promise<number> {
    if (this.body.length < compressFromBytes) return 0;
    const copies = await Promise.all([this.get('br'), this.get('gzip')]);
    return copies.reduce((total, copy) => total + copy.length, 0);
  }
}
