// Each new screen starts at the top (or at its #anchor); opening a modal over a page does not scroll.
import { useEffect } from 'react';

interface ScrollToTopProps {
  pathname: string;
  hash: string;
}

export function ScrollToTop({ pathname, hash }: ScrollToTopProps) {
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
