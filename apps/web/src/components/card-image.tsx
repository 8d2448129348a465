import type { ImgHTMLAttributes } from 'react';
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';

/**
 * A card's picture: decorative (the card's own text says what it is), and 640 by 360 so that its
 * box is kept before it loads; an uploaded photo comes as the smaller copy the card's width needs.
 */
export function CardImage(props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'width' | 'height'> & Partial<ResponsiveImageProps>) {
  return <ResponsiveImage alt="" width={640} height={360} {...props} />;
}
