import { useEffect } from 'react';
import { useLeafletContext } from '@react-leaflet/core';
import type { TooltipOptions } from 'leaflet';

/**
 * A map marker's name, shown on hover. react-leaflet's `<Tooltip>` renders its text a render
 * after Leaflet opens the tooltip, so for a moment the page holds an empty `role="tooltip"`
 * (axe caught one in a journey). Bound here as a text node, the tooltip opens with its name;
 * a text node, never HTML, so a title is shown as written.
 */
export function MarkerName({ text, options }: { text: string; options?: TooltipOptions }) {
  const { overlayContainer } = useLeafletContext();
  useEffect(() => {
    if (!overlayContainer) return undefined;
    const name = document.createElement('span');
    name.textContent = text;
    overlayContainer.bindTooltip(name, options);
    return () => {
      overlayContainer.unbindTooltip();
    };
    // The options are written inline by callers: what they say, not their identity, matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [overlayContainer, text, JSON.stringify(options)]);
  return null;
}
