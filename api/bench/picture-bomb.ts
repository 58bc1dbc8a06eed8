// Peak memory and time of one picture upload's processing, each case in its own process so the
// peak (max RSS) belongs to that case alone:  tsx bench/picture-bomb.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { diskStorage, ImageQueue, storeImage } from '../src/lib/media/index.js';

const cases = {
  // 256 megapixels of one colour: under 1 MB as PNG, about 1 GB of pixels if decoded.
  'bomb 16000x16000 PNG': () =>
    sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#c03030' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  // A phone photo: 12 megapixels of noise (as hard to compress as a real scene), about 4 MB.
  'photo 4000x3000 JPEG': () =>
    sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 68 })
      .toBuffer(),
};
type CaseName = keyof typeof cases;

async function runOne(name: CaseName): Promise<void> {
  const data = await cases[name]();
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-media-'));
  const rssBefore = process.resourceUsage().maxRSS;
  const started = performance.now();
  let outcome: string;
  try {
    const stored = await storeImage(diskStorage(dir), '/api', 'bench', data, new ImageQueue(1, 0));
    outcome = `stored ${stored.width}x${stored.height}`;
  } catch (error) {
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    outcome = `refused ${statusCode ?? ''} ${code ?? String(error)}`;
  }
  const ms = performance.now() - started;
  rmSync(dir, { recursive: true, force: true });
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `${name.padEnd(22)} ${(data.length / 1e6).toFixed(2).padStart(5)} MB file  ${ms.toFixed(0).padStart(6)} ms  ` +
      `peak RSS ${peakMb.toFixed(0)} MB (${((peakMb * 1024 - rssBefore) / 1024).toFixed(0)} MB above the input's)  ${outcome}`,
  );
}

const only = process.argv[2] as CaseName | undefined;
if (only) {
  await runOne(only);
} else {
  console.log(`picture processing (sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips})`);
  for (const name of Object.keys(cases)) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), name], {
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
