/** The first `count` words and an ellipsis, when there are more: a course card shows its description cut to eight words. */
export function cutWords(text: string, count = 8): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}
