import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come onto the screen (or within `margin` of it); once true, it stays true.
 * Heavy parts (a map and its Leaflet) wait for it, so a phone that never scrolls to them
 * never downloads them. Without IntersectionObserver, everything counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
