import { useEffect, useState } from 'react';
import {
  CircleMarker,
  GeoJSON,
  MapContainer,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import canada from 'virtual:canada-outline';
import { CANADA_BOUNDS } from '@airwork/shared/airworks/airwork.schema';
import { useClientConfig } from '../lib/client-config';
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
function FollowPoint({ point, tiles }: { point: LatLngExpression | null; tiles: boolean }) {
  const zoom = tiles ? CITY_ZOOM : OUTLINE_ZOOM;
  const map = useMap();
  useEffect(() => {
    if (point) map.setView(point, tiles ? Math.max(map.getZoom(), zoom) : zoom);
    else map.fitBounds(CANADA);
  }, [map, point, zoom, tiles]);
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

function PickOnClick({ onPick }: { onPick: NonNullable<PlaceMapProps['onPick']> }) {
  useMapEvents({
    click: (e) => {
      const { lat, lng } = e.latlng;
      const inside =
        lat >= CANADA_BOUNDS.south &&
        lat <= CANADA_BOUNDS.north &&
        lng >= CANADA_BOUNDS.west &&
        lng <= CANADA_BOUNDS.east;
      if (inside) onPick({ latitude: lat, longitude: lng });
    },
  });
  return null;
}

/** The tiles to draw, or none (not configured, or failing): then Canada's outline. */
function useTiles() {
  const config = useClientConfig().data;
  const [failed, setFailed] = useState(0);
  const usable = Boolean(config?.mapTileUrl) && failed <= 3;
  return { config: usable ? config : undefined, onError: () => setFailed((n) => n + 1) };
}

export default function PlaceMap(props: PlaceMapProps) {
  const { point, points, onPick, approximate, height, label } = props;
  const center: LatLngExpression | null = point ? [point.latitude, point.longitude] : null;
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
        {center && (
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
        {points?.map((p) => (
          <CircleMarker
            key={`${p.latitude},${p.longitude},${p.label}`}
            center={[p.latitude, p.longitude]}
            radius={7}
            pathOptions={{ color: '#1864ab', fillColor: '#339af0', fillOpacity: 0.9, weight: 2 }}
          >
            <Tooltip>{p.label}</Tooltip>
          </CircleMarker>
        ))}
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
