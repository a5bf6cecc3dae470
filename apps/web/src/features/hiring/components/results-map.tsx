import { useEffect, useMemo, useState } from 'react';
import { CircleMarker, GeoJSON, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { LatLngBoundsExpression } from 'leaflet';
import Supercluster from 'supercluster';
import canada from 'virtual:canada-outline';
import { CANADA_BOUNDS } from '@airwork/shared/airworks/airwork.schema';
import { useClientConfig } from '../../../lib/client-config';
import { MarkerName } from '../../../components/marker-name';
import 'leaflet/dist/leaflet.css';
import './results-map.css';

// Loaded only through lazy-results-map.tsx: Leaflet and the clustering are no part of a first load.

export interface MapPoint {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
}

export interface ResultsMapProps {
  points: MapPoint[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Markers closer than this merge into a counted circle (the map page); 0 never merges. */
  clusterRadius: number;
  height: number | string;
  label: string;
}

const CANADA: LatLngBoundsExpression = [
  [CANADA_BOUNDS.south, CANADA_BOUNDS.west],
  [CANADA_BOUNDS.north, CANADA_BOUNDS.east],
];
const outlineStyle = { color: '#1c7ed6', weight: 1.5, fillColor: '#e7f5ff', fillOpacity: 0.6 };

type Feature = GeoJSON.Feature<GeoJSON.Point, MapPoint>;
/** A cluster's properties (supercluster), or a single point's. */
type Props = MapPoint & { cluster?: boolean; cluster_id?: number; point_count?: number };

/** The clusters and single markers in view at the map's zoom, updated as it moves. */
function useClusters(points: MapPoint[], radius: number) {
  const map = useMap();
  const index = useMemo(() => {
    const features: Feature[] = points.map((p) => ({
      type: 'Feature',
      properties: p,
      geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
    }));
    return new Supercluster<MapPoint>({ radius, maxZoom: 16 }).load(features);
  }, [points, radius]);
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), bounds: map.getBounds() }));
  useEffect(() => {
    const update = () => setView({ zoom: map.getZoom(), bounds: map.getBounds() });
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  const b = view.bounds;
  return {
    index,
    clusters: index.getClusters(
      [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      Math.round(view.zoom),
    ),
  };
}

function Markers({ points, selectedId, onSelect, clusterRadius }: ResultsMapProps) {
  const map = useMap();
  const { index, clusters } = useClusters(points, clusterRadius);
  return clusters.map((c) => {
    const [lng, lat] = c.geometry.coordinates as [number, number];
    const props = c.properties as Props;
    if (props.cluster && props.cluster_id !== undefined) {
      const clusterId = props.cluster_id;
      const count = props.point_count ?? 0;
      const zoomIn = () => map.setView([lat, lng], index.getClusterExpansionZoom(clusterId));
      return (
        <CircleMarker
          key={`c${clusterId}`}
          center={[lat, lng]}
          radius={14 + Math.min(12, Math.log2(count) * 3)}
          pathOptions={{ color: '#1864ab', fillColor: '#339af0', fillOpacity: 0.8, weight: 2 }}
          eventHandlers={{ click: zoomIn }}
        >
          <MarkerName
            text={String(count)}
            options={{ permanent: true, direction: 'center', className: 'cluster-count' }}
          />
        </CircleMarker>
      );
    }
    const p = props;
    const selected = p.id === selectedId;
    return (
      <CircleMarker
        key={p.id}
        center={[lat, lng]}
        radius={selected ? 13 : 9}
        pathOptions={{
          color: selected ? '#c92a2a' : '#e8590c',
          fillColor: selected ? '#fa5252' : '#fd7e14',
          fillOpacity: 0.9,
          weight: selected ? 3 : 2,
        }}
        // Names the marker's Airwork on its SVG path (journeys choose a marker by it).
        className={`airwork-marker-${p.id}`}
        eventHandlers={{ click: () => onSelect(p.id) }}
      >
        <MarkerName text={p.title} />
      </CircleMarker>
    );
  });
}

/** Brings the selected marker into view when it is chosen from the list. */
function FollowSelection({ points, selectedId }: Pick<ResultsMapProps, 'points' | 'selectedId'>) {
  const map = useMap();
  useEffect(() => {
    const p = points.find((x) => x.id === selectedId);
    if (p) map.panTo([p.latitude, p.longitude]);
  }, [map, points, selectedId]);
  return null;
}

export default function ResultsMap(props: ResultsMapProps) {
  const config = useClientConfig().data;
  const [tileErrors, setTileErrors] = useState(0);
  const tiles = config?.mapTileUrl && tileErrors <= 3 ? config : undefined;
  return (
    <div
      role="region"
      aria-label={props.label}
      // Its own stacking context: Leaflet's panes (z-index 400+) stay under dialogs and menus.
      style={{ height: props.height, position: 'relative', zIndex: 0 }}
      data-testid="results-map"
      data-markers={props.points.length}
    >
      <MapContainer
        bounds={CANADA}
        style={{ height: '100%', width: '100%', borderRadius: 12, background: '#f1f3f5' }}
        scrollWheelZoom={false}
        keyboard
      >
        {tiles ? (
          <TileLayer
            url={tiles.mapTileUrl}
            attribution={tiles.mapAttribution}
            eventHandlers={{ tileerror: () => setTileErrors((n) => n + 1) }}
          />
        ) : (
          <GeoJSON data={canada} style={outlineStyle} interactive={false} />
        )}
        <Markers {...props} />
        <FollowSelection points={props.points} selectedId={props.selectedId} />
      </MapContainer>
    </div>
  );
}
