import { useEffect, useState } from 'react';

/** An address for a Blob the page shows (a thumbnail, a recording), freed when it changes or goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string;
    try {
      if (!blob) return setUrl(null);
      made = URL.createObjectURL(blob);
    } catch {
      // A Blob the browser cannot address (a test's DOM without object URLs): shown without a preview.
      return setUrl(null);
    }
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
