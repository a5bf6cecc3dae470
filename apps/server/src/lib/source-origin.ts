/**
 * The CSP source that lets the browser load `template` (a tile or embed URL with `{z}`, `{x}`,
 * `{s}`, `{lat}`… placeholders): its scheme, host and port. A `{s}` subdomain becomes `*`, as
 * Leaflet picks one of several. Undefined for an empty or relative template (same origin).
 */
export function sourceOrigin(template: string): string | undefined {
  const wildcard = template.trim().replace(/\{s\}/g, 'wildcard-subdomain');
  if (!/^https?:\/\//i.test(wildcard)) return undefined;
  try {
    const url = new URL(wildcard.replace(/\{[^}]*\}/g, '0'));
    return url.origin.replace('wildcard-subdomain', '*');
  } catch {
    return undefined;
  }
}
