// Which of a pilot's capabilities (spec: 1 4K Video, 2 4K Images, 3 Thermal Imaging, 4 Thermal
// Video, 5 Lidar Imaging, 6 Lidar Inputs, 7 Others) an Airwork's requested file format asks
// for. The format is the client's own words ("4K video and JPG stills", "thermal images"), so
// this reads them for the kinds of output the capabilities name; it informs the client, it
// refuses nobody.

const VIDEO = /\b(video|videos|mp4|mov|footage|film|4k\s*video)\b|视频|录像/i;
const STILLS =
  /\b(image|images|photo|photos|photograph\w*|picture\w*|still|stills|jpe?g|png|tiff?|raw|dng|ortho\w*)\b|图片|照片|影像/i;
const THERMAL = /\b(thermal|infra-?red|ir|radiometric)\b|热成像|红外/i;
const LIDAR = /\b(lidar|point\s*cloud|las|laz)\b|激光雷达|点云/i;

/** The capability codes the requested file format asks for, in code order. */
export function askedCapabilities(fileFormat: string): number[] {
  const asked = new Set<number>();
  const thermal = THERMAL.test(fileFormat);
  const video = VIDEO.test(fileFormat);
  const stills = STILLS.test(fileFormat);
  // "Thermal images and 4K video": the 4K is the ordinary camera's, beside the thermal one.
  const fourK = /4\s*k/i.test(fileFormat);
  if (LIDAR.test(fileFormat)) {
    asked.add(5);
    asked.add(6);
  }
  if (thermal) {
    if (stills || !video) asked.add(3);
    if (video && !fourK) asked.add(4);
  }
  if (!thermal || fourK) {
    if (video) asked.add(1);
    if (stills && !thermal) asked.add(2);
  }
  return [...asked].sort((a, b) => a - b);
}

/** Each asked capability and whether the pilot declared it. */
export function matchCapabilities(
  fileFormat: string,
  pilotCapabilities: string,
): { code: number; has: boolean }[] {
  const has = new Set(pilotCapabilities.split(',').filter(Boolean).map(Number));
  return askedCapabilities(fileFormat).map((code) => ({ code, has: has.has(code) }));
}
