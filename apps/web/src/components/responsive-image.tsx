import type { ImgHTMLAttributes } from 'react';
import type { ImageCopies } from '@/lib/courses/course-image';

export type ResponsiveImageProps = {
  /** The picture's smaller copies; none: the picture itself. */
  copies: ImageCopies | null;
  /** How wide the picture is shown, for the browser to pick a copy (`sizes`). */
  sizes: string;
};

/**
 * A picture in the smallest copy that fills its place on this screen: WebP where the browser
 * shows it, else the copy in the picture's own format (`<picture>`, which lays out nothing itself).
 */
export function ResponsiveImage({ copies, sizes, ...image }: ImgHTMLAttributes<HTMLImageElement> & Partial<ResponsiveImageProps>) {
  if (!copies || !sizes) return <img alt="" {...image} />;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={copies.webp} sizes={sizes} />
      <img alt="" {...image} srcSet={copies.own} sizes={sizes} />
    </picture>
  );
}
