import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CircleMarker,
  GeoJSON,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import {
  divIcon,
  type LatLngBoundsExpression,
  type LatLngExpression,
  type Marker as LeafletMarker,
} from 'leaflet';
import canada from 'virtual:canada-outline';
import { CANADA_BOUNDS } from '@airwork/shared/airworks/airwork.schema';
import { useClientConfig } from '../lib/client-config';
import { MarkerName } from './marker-name';
import 'leaflet/dist/leaflet.css';

// Loaded only through lazy-place-map.tsx: Leaflet is no part of any first load.

export interface PlaceMapProps {
  /** The pin; without one the map shows all of Canada. */
  point: { latitude: number; longitude: number } | null;
  /** Picking a point by clicking the map (the address step); read-only when absent. */
  onPick?: (point: { latitude: number; longitude: number }) => void;
  /** More pins, each named (the geotagged photos of a result); the map fits them all. */
  points?: { latitude: number; longitude: number; label: string }[];
  /** The pin is an area (a rounded location shown to other people): a wider, fainter circle. */
  approximate?: boolean;
  height: number;
  label: string;
  /** With `onPick`: what the draggable pin is called (its title and accessible name). */
  pinLabel?: string;
}

const CANADA: LatLngBoundsExpression = [
  [CANADA_BOUNDS.south, CANADA_BOUNDS.west],
  [CANADA_BOUNDS.north, CANADA_BOUNDS.east],
];
/** How close the map comes to a pin: a street with tiles; the region around it on the outline. */
const CITY_ZOOM = 12;
const OUTLINE_ZOOM = 4;
const outlineStyle = { color: '#1c7ed6', weight: 1.5, fillColor: '#e7f5ff', fillOpacity: 0.6 };

/**
 * Follows the pin: flies to it when it moves, or back to all of Canada when it goes. With tiles
 * a reader's closer zoom is kept; on the outline the zoom is the outline's — a city's zoom on
 * it is one flat colour, the "blank square" tiles that stopped loading left behind (issue 46).
 */
function FollowPoint({ point, tiles }: { point: [number, number] | null; tiles: boolean }) {
  const zoom = tiles ? CITY_ZOOM : OUTLINE_ZOOM;
  const map = useMap();
  // The pin's numbers, not its array: a new array each render would pull the map back to the
  // pin (and the street's zoom) whenever the page around it renders, undoing the reader's zoom.
  const [lat, lng] = point ?? [];
  useEffect(() => {
    const follow = () => {
      if (lat !== undefined && lng !== undefined) {
        map.setView([lat, lng], tiles ? Math.max(map.getZoom(), zoom) : zoom);
      } else map.fitBounds(CANADA);
    };
    // Leaflet drops a view asked for while a zoom is animating (tiles failing during the
    // reader's zoom left the outline at a street's zoom, one flat colour): ask once it ends.
    // The animation marks the map's pane.
    if (!map.getPane('mapPane')?.classList.contains('leaflet-zoom-anim')) return follow();
    map.once('zoomend', follow);
    return () => void map.off('zoomend', follow);
  }, [map, lat, lng, zoom, tiles]);
  return null;
}

/** Fits the map to the named pins once they are known. */
function FitPoints(props: { points: NonNullable<PlaceMapProps['points']>; maxZoom: number }) {
  const { points, maxZoom } = props;
  const map = useMap();
  const key = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(
      points.map((p) => [p.latitude, p.longitude] as [number, number]),
      { padding: [24, 24], maxZoom },
    );
    // The key stands for the points' positions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, maxZoom]);
  return null;
}

const insideCanada = (lat: number, lng: number) =>
  lat >= CANADA_BOUNDS.south &&
  lat <= CANADA_BOUNDS.north &&
  lng >= CANADA_BOUNDS.west &&
  lng <= CANADA_BOUNDS.east;

function PickOnClick({ onPick }: { onPick: NonNullable<PlaceMapProps['onPick']> }) {
  useMapEvents({
    click: (e) => {
      const { lat, lng } = e.latlng;
      if (insideCanada(lat, lng)) onPick({ latitude: lat, longitude: lng });
    },
  });
  return null;
}

/** The pin one drags (issue 46): a drawn dot, no image to fetch, in the marker's colours. */
const dragPin = divIcon({
  className: 'airwork-drag-pin',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50%;background:#fd7e14;border:3px solid #e8590c;box-shadow:0 1px 4px rgba(0,0,0,.35);cursor:grab"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The pin moves by keys as well as by a drag (issue 46): focused (Tab), the arrows move it 10
 * screen pixels, with Shift 50 — the map's own arrow keys pan the map and are left alone.
 */
function useArrowKeys(
  marker: React.RefObject<LeafletMarker | null>,
  onPick: NonNullable<PlaceMapProps['onPick']>,
) {
  const map = useMap();
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    const onKey = (e: KeyboardEvent) => {
      const step = ARROWS[e.key];
      const pin = marker.current;
      if (!step || !pin) return;
      e.preventDefault();
      e.stopPropagation();
      const px = e.shiftKey ? 50 : 10;
      const at = map.latLngToContainerPoint(pin.getLatLng()).add([step[0] * px, step[1] * px]);
      const { lat, lng } = map.containerPointToLatLng(at);
      if (!insideCanada(lat, lng)) return;
      pin.setLatLng([lat, lng]);
      onPick({ latitude: lat, longitude: lng });
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [map, marker, onPick]);
}

/** The address step's pin: dragged, moved by keys (or the map clicked) to where the site is. */
function DraggablePin(props: {
  center: LatLngExpression;
  label: string;
  onPick: NonNullable<PlaceMapProps['onPick']>;
}) {
  const marker = useRef<LeafletMarker>(null);
  useArrowKeys(marker, props.onPick);
  return (
    <Marker
      ref={marker}
      keyboard
      position={props.center}
      icon={dragPin}
      draggable
      autoPan
      title={props.label}
      alt={props.label}
      eventHandlers={{
        dragend: (e) => {
          const pin = e.target as LeafletMarker;
          const { lat, lng } = pin.getLatLng();
          // Dropped outside Canada: back where it was, as a click there does nothing.
          if (insideCanada(lat, lng)) props.onPick({ latitude: lat, longitude: lng });
          else pin.setLatLng(props.center);
        },
      }}
    />
  );
}

/** The tiles to draw, or none (not configured, or failing): then Canada's outline. */
function useTiles() {
  const config = useClientConfig().data;
  const [failed, setFailed] = useState(0);
  const usable = Boolean(config?.mapTileUrl) && failed <= 3;
  return { config: usable ? config : undefined, onError: () => setFailed((n) => n + 1) };
}

/** The named pins (a result's geotagged photos), each with its name on hover. */
function NamedPins({ points }: { points: NonNullable<PlaceMapProps['points']> }) {
  return points.map((p) => (
    <CircleMarker
      key={`${p.latitude},${p.longitude},${p.label}`}
      center={[p.latitude, p.longitude]}
      radius={7}
      pathOptions={{ color: '#1864ab', fillColor: '#339af0', fillOpacity: 0.9, weight: 2 }}
    >
      <MarkerName text={p.label} />
    </CircleMarker>
  ));
}

/**
 * One array per place: react-leaflet moves a marker whenever its position is a new array,
 * which in the middle of a drag would pull the pin back.
 */
function usePinCenter(point: PlaceMapProps['point']): [number, number] | null {
  const lat = point?.latitude;
  const lng = point?.longitude;
  return useMemo(() => (lat === undefined || lng === undefined ? null : [lat, lng]), [lat, lng]);
}

export default function PlaceMap(props: PlaceMapProps) {
  const { point, points, onPick, approximate, height, label } = props;
  const center = usePinCenter(point);
  const tiles = useTiles();
  return (
    <div
      role="region"
      aria-label={label}
      // Its own stacking context: Leaflet's panes (z-index 400+) stay under dialogs and menus.
      style={{ height, position: 'relative', zIndex: 0 }}
      data-testid="place-map"
      data-background={tiles.config ? 'tiles' : 'outline'}
    >
      <MapContainer
        bounds={CANADA}
        style={{ height: '100%', width: '100%', borderRadius: 12, background: '#f1f3f5' }}
        scrollWheelZoom={false}
        keyboard
      >
        {tiles.config ? (
          <TileLayer
            url={tiles.config.mapTileUrl}
            attribution={tiles.config.mapAttribution}
            eventHandlers={{ tileerror: tiles.onError }}
          />
        ) : (
          <GeoJSON data={canada} style={outlineStyle} interactive={false} />
        )}
        {center && onPick && (
          <DraggablePin center={center} label={props.pinLabel ?? label} onPick={onPick} />
        )}
        {center && !onPick && (
          <CircleMarker
            center={center}
            radius={approximate ? 28 : 9}
            pathOptions={{
              color: '#e8590c',
              fillColor: '#fd7e14',
              fillOpacity: approximate ? 0.25 : 0.9,
              weight: 2,
            }}
          />
        )}
        {points && <NamedPins points={points} />}
        {points?.length ? (
          <FitPoints points={points} maxZoom={tiles.config ? 16 : OUTLINE_ZOOM + 1} />
        ) : (
          <FollowPoint point={center} tiles={Boolean(tiles.config)} />
        )}
        {onPick && <PickOnClick onPick={onPick} />}
      </MapContainer>
    </div>
  );
}
