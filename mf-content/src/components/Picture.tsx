import { createContext, useContext, type ImgHTMLAttributes, type ReactNode } from 'react';
import type { PictureSizes, PictureSizesByHref } from '@club/shared';

// The sizes of the uploaded pictures a page (or news item) shows, by URL. They come with the
// page's data, which the server renders into the HTML: server and browser render the same <img>.
const PictureSizesContext = createContext<PictureSizesByHref>({});

export function PictureSizesProvider({
  sizes,
  children,
}: {
  sizes: PictureSizesByHref | undefined;
  children: ReactNode;
}) {
  const outer = useContext(PictureSizesContext);
  return (
    <PictureSizesContext.Provider value={sizes ? { ...outer, ...sizes } : outer}>
      {children}
    </PictureSizesContext.Provider>
  );
}

/** The known responsive sizes of a picture URL; undefined for pictures without (SVGs, external URLs). */
export function usePictureSizes(src: string | undefined): PictureSizes | undefined {
  const known = useContext(PictureSizesContext);
  return src ? known[src] : undefined;
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the picture is laid out (the `sizes` attribute): the browser picks the file by it. */
  sizes: string;
};

/**
 * An `<img>` that offers the WebP sizes of an uploaded picture (srcset, sizes) with its real
 * width and height, so its box is reserved before it arrives. A picture without known sizes is
 * a plain `<img>` with the width and height given here.
 */
export function Picture({ src, sizes, width, height, alt = '', style, ...img }: Props) {
  const known = usePictureSizes(src);
  if (!known) return <img {...img} style={style} src={src} alt={alt} width={width} height={height} />;
  const focused = known.focus ? { ...style, objectPosition: focusPosition(known.focus) } : style;
  return (
    <img
      {...img}
      style={focused}
      src={src}
      srcSet={known.srcset}
      sizes={sizes}
      width={known.width}
      height={known.height}
      alt={alt}
    />
  );
}

/**
 * The focal point the editors set in the media library as a CSS position ('25% 75%'). Blocks that
 * crop (object-fit: cover, background-size: cover) keep that point in view; the stored sizes are
 * uncropped, so a moved point needs no new files. Without one the browser keeps the centre.
 */
export const focusPosition = (focus: NonNullable<PictureSizes['focus']>): string =>
  `${Math.round(focus.x * 1000) / 10}% ${Math.round(focus.y * 1000) / 10}%`;
