import type { SaveAirworkRequest } from '@airwork/shared/airworks/airwork.schema';

// About forty Airworks of the demo client across Canada, every category and every step of the
// job, so that a newcomer's first look at Home, the lists and the maps is full — and each one
// where the real flow would have left it (demo-story.ts tells it through the product's calls).

const PLACES = [
  ['Toronto', 'Ontario', 43.6532, -79.3832, '220 Yonge St'],
  ['Vancouver', 'British Columbia', 49.2827, -123.1207, '701 W Georgia St'],
  ['Montréal', 'Québec', 45.5019, -73.5674, '1500 Rue Sainte-Catherine O'],
  ['Calgary', 'Alberta', 51.0447, -114.0719, '100 Anderson Rd SE'],
  ['Edmonton', 'Alberta', 53.5461, -113.4938, '10180 101 St NW'],
  ['Ottawa', 'Ontario', 45.4215, -75.6972, '50 Rideau St'],
  ['Winnipeg', 'Manitoba', 49.8951, -97.1384, '393 Portage Ave'],
  ['Québec', 'Québec', 46.8139, -71.208, '2450 Boul Laurier'],
  ['Hamilton', 'Ontario', 43.2557, -79.8711, '1 Jarvis St'],
  ['Halifax', 'Nova Scotia', 44.6488, -63.5752, '1800 Argyle St'],
  ['Victoria', 'British Columbia', 48.4284, -123.3656, '1150 Douglas St'],
  ['Saskatoon', 'Saskatchewan', 52.1332, -106.67, '201 1st Ave S'],
  ['Regina', 'Saskatchewan', 50.4452, -104.6189, '2150 Albert St'],
  ["St. John's", 'Newfoundland and Labrador', 47.5615, -52.7126, '10 Factory Ln'],
  ['Kelowna', 'British Columbia', 49.888, -119.496, '2271 Harvey Ave'],
  ['London', 'Ontario', 42.9849, -81.2453, '255 Dufferin Ave'],
  ['Kingston', 'Ontario', 44.2312, -76.486, '216 Ontario St'],
  ['Markham', 'Ontario', 43.8561, -79.337, '5000 Hwy 7'],
  ['Richmond', 'British Columbia', 49.1666, -123.1336, '6551 No 3 Rd'],
  ['North York', 'Ontario', 43.7615, -79.4111, '5140 Yonge St'],
  ['Moncton', 'New Brunswick', 46.0878, -64.7782, '655 Main St'],
  ['Sudbury', 'Ontario', 46.4917, -80.993, '1349 Lasalle Blvd'],
] as const;

/** Per category 1–8: a realistic job, its deliverable and a price range in dollars. */
const JOBS = [
  ['Aerial photos of a retail plaza for a leasing brochure', 'JPG 6000×4000', 450, 1200],
  ['Roof condition survey of a 12-storey condominium', 'JPG, orthomosaic GeoTIFF', 900, 2400],
  ['Hail damage assessment on residential roofs', 'JPG with GPS tags', 350, 900],
  ['Monthly construction progress mapping', 'Orthomosaic GeoTIFF, LAS point cloud', 1500, 4200],
  ['Thermal inspection of a 5 MW solar farm', 'Radiometric JPG, PDF report', 2500, 8500],
  ['Blade inspection of three wind turbines', '4K video, JPG close-ups', 3000, 7800],
  ['Listing video of a lakeside cottage', '4K video, 12 edited photos', 300, 850],
  ['Aerial coverage of a charity fun run', '4K video', 400, 1100],
] as const;

/**
 * Where the story leaves an Airwork: still open (some with proposals), hired and waiting for the
 * client's payment, money held, flight scheduled, flown, results delivered and awaiting review,
 * accepted (rated by both or by the client only), withdrawn while open, or cancelled after hiring.
 */
export type DemoChapter =
  | 'open'
  | 'approved'
  | 'held'
  | 'scheduled'
  | 'flown'
  | 'delivered'
  | 'accepted'
  | 'acceptedRatedByClient'
  | 'withdrawn'
  | 'cancelled';

/** Ten slots repeat: six open, then hired, under way, delivered, and closed without work. */
export function chapterOf(i: number): DemoChapter {
  const slot = i % 10;
  if (slot <= 5) return 'open';
  const round = Math.floor(i / 10);
  if (slot === 6) return round === 0 ? 'approved' : 'held';
  if (slot === 7) return round === 0 ? 'flown' : 'scheduled';
  if (slot === 8) {
    const delivered: DemoChapter[] = [
      'delivered',
      'delivered',
      'accepted',
      'acceptedRatedByClient',
    ];
    return delivered[round]!;
  }
  return round === 3 ? 'cancelled' : 'withdrawn';
}

/** How many pilots (of the demo's three) send a proposal while the Airwork is open. */
export function proposalsFor(i: number): number {
  const slot = i % 10;
  if (chapterOf(i) === 'withdrawn') return i === 19 ? 1 : 0;
  if (slot > 5 || i >= 30) return 0;
  return [3, 2, 1, 0, 1, 0][slot]!;
}

export interface DemoAirwork {
  request: SaveAirworkRequest;
  chapter: DemoChapter;
  proposals: number;
  city: string;
  latitude: number;
  longitude: number;
  salaryCents: number;
}

/** The i-th demo Airwork (0 the newest): what the client posts, and where its story ends. */
export function demoAirwork(i: number): DemoAirwork {
  const [city, province, lat, lng, address] = PLACES[i % PLACES.length]!;
  const category = (i % JOBS.length) + 1;
  const [title, fileFormat, low, high] = JOBS[category - 1]!;
  const salaryCents = (low + ((i * 137) % (high - low))) * 100 + (i % 2) * 50;
  // Spread around the city centre so that pins do not sit on top of each other.
  const latitude = lat + ((i % 7) - 3) * 0.004;
  const longitude = lng + ((i % 5) - 2) * 0.006;
  const categories = i % 4 === 0 ? [category, (category % 8) + 1] : [category];
  return {
    request: {
      categoriesIds: `${categories.join(',')},`,
      address,
      city,
      province,
      country: 'CA',
      latitude,
      longitude,
      title: `${title} — ${city}`,
      description: `${title} in ${city}, ${province}. Flights within Transport Canada rules; the site contact meets the pilot on arrival. Deliverables: ${fileFormat}.`,
      conditions: i % 3 === 0 ? '1' : i % 3 === 1 ? '1,2' : '3',
      fileFormat,
      salary: (salaryCents / 100).toFixed(2),
      paymentMethod: 1,
    },
    chapter: chapterOf(i),
    proposals: proposalsFor(i),
    city,
    latitude,
    longitude,
    salaryCents,
  };
}
