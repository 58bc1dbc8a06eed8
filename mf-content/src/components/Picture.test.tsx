import '@testing-library/jest-dom';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Picture, PictureSizesProvider } from './Picture';

const uploaded = '/api/multimedia-service/files/org/pic/original.jpg';
const sizes = {
  [uploaded]: {
    srcset:
      '/api/multimedia-service/files/org/pic/w320.webp 320w, /api/multimedia-service/files/org/pic/w1400.webp 1400w',
    width: 1400,
    height: 700,
  },
};

describe('Picture', () => {
  it('offers the WebP sizes of an uploaded picture with its real width and height', () => {
    const { container } = render(
      <PictureSizesProvider sizes={sizes}>
        <Picture src={uploaded} sizes="100vw" className="carousel__picture" fetchPriority="high" width={10} />
      </PictureSizesProvider>,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', uploaded);
    expect(img).toHaveAttribute('srcset', sizes[uploaded].srcset);
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '1400');
    expect(img).toHaveAttribute('height', '700');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveClass('carousel__picture');
  });

  it('keeps the focal point set in the media library in view where the block crops', () => {
    const focused = { [uploaded]: { ...sizes[uploaded], focus: { x: 0.25, y: 0.8 } } };
    const { container } = render(
      <PictureSizesProvider sizes={focused}>
        <Picture src={uploaded} sizes="100vw" style={{ opacity: 0.5 }} />
      </PictureSizesProvider>,
    );
    const img = container.querySelector('img')!;
    expect(img.style.objectPosition).toBe('25% 80%');
    expect(img.style.opacity).toBe('0.5');
    const centred = render(
      <PictureSizesProvider sizes={sizes}>
        <Picture src={uploaded} sizes="100vw" />
      </PictureSizesProvider>,
    );
    expect(centred.container.querySelector('img')!.style.objectPosition).toBe('');
  });

  it('renders a plain picture with the given dimensions when its sizes are unknown', () => {
    const { container } = render(
      <PictureSizesProvider sizes={sizes}>
        <Picture src="/api/multimedia-service/media/logo.svg" sizes="240px" width={200} height={100} loading="lazy" />
      </PictureSizesProvider>,
    );
    const img = container.querySelector('img')!;
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '100');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('hydrates the server-rendered picture without a mismatch', async () => {
    const tree = (
      <PictureSizesProvider sizes={sizes}>
        <Picture src={uploaded} sizes="100vw" />
      </PictureSizesProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    expect(container.querySelector('img')).toHaveAttribute('srcset', sizes[uploaded].srcset);
    const mismatches: unknown[] = [];
    // React reports differing attributes on the console only, other mismatches as recoverable errors.
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => mismatches.push(args));
    try {
      await act(async () => {
        hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
      });
    } finally {
      consoleError.mockRestore();
    }
    expect(mismatches).toEqual([]);
    expect(container.querySelector('img')).toHaveAttribute('width', '1400');
  });
});
