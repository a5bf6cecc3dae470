import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { DemoAirwork } from './demo-airworks';
import type { Actor, Call } from './demo-story';

// The demo story's result files: made here (a stand-in picture, geotagged at the site) and sent
// the way the browser's uploader sends them.

/** A demo photo: clearly a stand-in, geotagged at the site so the review map places it. */
export async function demoPhoto(a: DemoAirwork, n: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7fb3e0"/><stop offset="1" stop-color="#dcecf7"/></linearGradient></defs>
  <rect width="1600" height="1067" fill="url(#s)"/>
  <rect y="640" width="1600" height="427" fill="#6f8f5a"/>
  <rect x="${380 + n * 140}" y="420" width="620" height="300" fill="#8d8f94"/>
  <rect x="${420 + n * 140}" y="450" width="540" height="40" fill="#5d6066"/>
  <text x="60" y="1010" font-family="sans-serif" font-size="44" fill="#ffffff">Airwork demo photo ${n} — ${a.city}</text>
</svg>`;
  const dms = (v: number) => {
    const abs = Math.abs(v);
    const deg = Math.floor(abs);
    const min = Math.floor((abs - deg) * 60);
    const sec = Math.round(((abs - deg) * 60 - min) * 6000);
    return `${deg}/1 ${min}/1 ${sec}/100`;
  };
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 80 })
    .withExif({
      IFD3: {
        GPSLatitudeRef: a.latitude >= 0 ? 'N' : 'S',
        GPSLatitude: dms(a.latitude),
        GPSLongitudeRef: a.longitude >= 0 ? 'E' : 'W',
        GPSLongitude: dms(a.longitude),
      },
    })
    .toBuffer();
}

/** A multipart body as a browser's form sends it: the fields, then the file. */
function multipart(fields: Record<string, string>, filename: string, data: Buffer) {
  const boundary = `----airworkdemo${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A stand-in document (an ID, a certificate): plainly a demo's, never a real one. */
export function demoDocument(title: string, holder: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640">
  <rect width="1000" height="640" fill="#f4f6f8" stroke="#5d6066" stroke-width="6"/>
  <text x="50" y="110" font-family="sans-serif" font-size="46" fill="#1c3d5a">${title}</text>
  <text x="50" y="210" font-family="sans-serif" font-size="36" fill="#333">${holder}</text>
  <text x="50" y="580" font-family="sans-serif" font-size="30" fill="#b03a2e">DEMO — a stand-in, not a real document</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads a private document of `who` as the profile form does; answers its id. */
export async function uploadDocument(
  app: FastifyInstance,
  who: Actor,
  filename: string,
  data: Buffer,
): Promise<string> {
  const { payload, contentType } = multipart({}, filename, data);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/utilities/upload?kind=document',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${who.token}` },
  });
  if (sent.statusCode !== 200) throw new Error(`demo story: upload answered ${sent.statusCode}`);
  return sent.json<{ result: { id: string } }>().result.id;
}

/** Uploads one result file as the uploader does (one chunk), then merges it. */
export async function uploadResult(
  app: FastifyInstance,
  call: Call,
  pilot: Actor,
  taskId: number,
  filename: string,
  data: Buffer,
) {
  const identifier = `demo-${taskId}-${filename.replace(/[^A-Za-z0-9]/g, '')}`;
  const fields: Record<string, string> = {
    chunkNumber: '1',
    totalChunks: '1',
    chunkSize: String(data.length),
    currentChunkSize: String(data.length),
    totalSize: String(data.length),
    identifier,
    filename,
    relativePath: filename,
    taskId: String(taskId),
  };
  const { payload, contentType } = multipart(fields, 'blob', data);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/uploader/chunk',
    payload,
    headers: {
      'content-type': contentType,
      authorization: `Bearer ${pilot.token}`,
    },
  });
  if (sent.statusCode !== 200) throw new Error(`demo story: chunk answered ${sent.statusCode}`);
  await call(
    '/api/uploader/mergeFile',
    { taskId, filename, identifier, totalSize: data.length, type: 'image/jpeg' },
    pilot,
  );
}
