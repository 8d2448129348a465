import type { ImgHTMLAttributes } from 'react';

/**
 * A card's picture: decorative (the card's own text says what it is), and 640 by 360 so that its
 * box is kept before it loads.
 */
export function CardImage(props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'width' | 'height'>) {
  return <img alt="" width={640} height={360} {...props} />;
}
