import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

// A profile photo is cut square where the person chooses (issue 23): drag the picture (or use
// the arrow keys) and zoom; the square is drawn on a canvas and sent as a JPEG. The server
// then makes it anew at the sizes the screens use, whatever the browser sent.

/** The frame's side on the screen, in CSS pixels (fits a 375 px phone with margins). */
const FRAME = 260;
/** The side of the square sent to the server: twice its largest size on the screen. */
const OUTPUT = 640;
const MAX_ZOOM = 4;
/** How far an arrow key moves the picture, in screen pixels. */
const STEP = 10;

interface Frame {
  /** The picture's top-left corner in the frame, ≤ 0 (the picture always covers the frame). */
  x: number;
  y: number;
  zoom: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function useImage(file: File) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => setImage(img);
    img.onerror = () => setFailed(true);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return { image, failed };
}

/** The scale at which the picture's shorter side just fills the frame, times the zoom. */
const scaleOf = (img: HTMLImageElement, zoom: number) =>
  (FRAME / Math.min(img.naturalWidth, img.naturalHeight)) * zoom;

/** The frame kept covered: the picture's corner moved back inside the allowed range. */
function fit(img: HTMLImageElement, f: Frame): Frame {
  const scale = scaleOf(img, f.zoom);
  return {
    zoom: f.zoom,
    x: clamp(f.x, FRAME - img.naturalWidth * scale, 0),
    y: clamp(f.y, FRAME - img.naturalHeight * scale, 0),
  };
}

/** The frame zoomed about its centre. */
function zoomed(img: HTMLImageElement, f: Frame, zoom: number): Frame {
  const before = scaleOf(img, f.zoom);
  const after = scaleOf(img, zoom);
  const cx = (FRAME / 2 - f.x) / before;
  const cy = (FRAME / 2 - f.y) / before;
  return fit(img, { zoom, x: FRAME / 2 - cx * after, y: FRAME / 2 - cy * after });
}

function centred(img: HTMLImageElement): Frame {
  const scale = scaleOf(img, 1);
  return {
    zoom: 1,
    x: (FRAME - img.naturalWidth * scale) / 2,
    y: (FRAME - img.naturalHeight * scale) / 2,
  };
}

/** The chosen square drawn at OUTPUT px, as a JPEG. */
function cropped(img: HTMLImageElement, f: Frame): Promise<Blob | null> {
  const scale = scaleOf(img, f.zoom);
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT;
  canvas.height = OUTPUT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  const side = FRAME / scale;
  context.drawImage(img, -f.x / scale, -f.y / scale, side, side, 0, 0, OUTPUT, OUTPUT);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [STEP, 0],
  ArrowRight: [-STEP, 0],
  ArrowUp: [0, STEP],
  ArrowDown: [0, -STEP],
};

/** The picture's place in the frame, moved by dragging or the arrow keys, and zoomed. */
function useFrame(image: HTMLImageElement | null) {
  // Until the person moves it, the picture sits centred.
  const [moved, setFrame] = useState<Frame | null>(null);
  const frame = moved ?? (image ? centred(image) : { x: 0, y: 0, zoom: 1 });
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  const move = (dx: number, dy: number, from: { x: number; y: number } = frame) =>
    image && setFrame(fit(image, { zoom: frame.zoom, x: from.x + dx, y: from.y + dy }));
  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { px: e.clientX, py: e.clientY, x: frame.x, y: frame.y };
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (d) move(e.clientX - d.px, e.clientY - d.py, d);
    },
    onPointerUp: () => (drag.current = null),
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
      const step = MOVES[e.key];
      if (!step) return;
      e.preventDefault();
      move(step[0], step[1]);
    },
  };
  const zoom = (value: number) => image && setFrame(zoomed(image, frame, value));
  return { frame, handlers, zoom };
}

/** The square the photo is cut to, with the circle the lists show drawn over it. */
function CropFrame(props: {
  image: HTMLImageElement | null;
  frame: Frame;
  handlers: ReturnType<typeof useFrame>['handlers'];
}) {
  const { t } = useTranslation();
  const { image, frame } = props;
  const scale = image ? scaleOf(image, frame.zoom) : 1;
  return (
    <div
      role="group"
      aria-label={t('photo.frame')}
      aria-describedby="photo-frame-hint"
      tabIndex={0}
      {...props.handlers}
      style={{
        width: FRAME,
        height: FRAME,
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 8,
        background: 'var(--mantine-color-gray-2)',
        cursor: 'grab',
        touchAction: 'none',
        outlineOffset: 2,
      }}
    >
      {image && (
        <img
          src={image.src}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: frame.x,
            top: frame.y,
            width: image.naturalWidth * scale,
            height: image.naturalHeight * scale,
            maxWidth: 'none',
            userSelect: 'none',
          }}
        />
      )}
      <div
        aria-hidden
        style={{
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          boxShadow: '0 0 0 999px rgba(255,255,255,0.35)',
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}

interface PhotoCropperProps {
  file: File;
  busy: boolean;
  onCancel: () => void;
  onCropped: (photo: Blob) => void;
}

export function PhotoCropper({ file, busy, onCancel, onCropped }: PhotoCropperProps) {
  const { t } = useTranslation();
  const { image, failed } = useImage(file);
  const { frame, handlers, zoom } = useFrame(image);
  if (failed) return <Text c="red">{t('upload.type_refused')}</Text>;
  const use = () => image && void cropped(image, frame).then((blob) => blob && onCropped(blob));
  return (
    <Stack gap="md" align="center">
      <CropFrame image={image} frame={frame} handlers={handlers} />
      <Text size="xs" c="dimmed" id="photo-frame-hint" ta="center">
        {t('photo.hint')}
      </Text>
      <Slider
        w={FRAME}
        min={1}
        max={MAX_ZOOM}
        step={0.05}
        value={frame.zoom}
        onChange={zoom}
        label={null}
        thumbLabel={t('photo.zoom')}
        disabled={!image}
      />
      <Group justify="flex-end" w="100%">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('details.cancel')}
        </Button>
        <Button loading={busy} disabled={!image} onClick={use}>
          {t('photo.use')}
        </Button>
      </Group>
    </Stack>
  );
}
