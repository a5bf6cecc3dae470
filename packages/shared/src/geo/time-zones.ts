// The time zone an Airwork's times are shown in (issue 23): its province's, so a client in
// Vancouver and a pilot in Toronto read the same "posted at" for a Halifax Airwork. Without zod
// or the tax table (the details screen reads it): the names below are tested against that table.

/** Each province's zone: where most of its people live (Labrador, Kenora… keep theirs). */
const ZONES: readonly (readonly [string, readonly string[]])[] = [
  ['America/Edmonton', ['ab', 'alberta', '阿尔伯塔省', '阿尔伯塔']],
  [
    'America/Vancouver',
    ['bc', 'british columbia', 'colombie-britannique', '不列颠哥伦比亚省', '不列颠哥伦比亚'],
  ],
  ['America/Winnipeg', ['mb', 'manitoba', '曼尼托巴省', '曼尼托巴']],
  ['America/Moncton', ['nb', 'new brunswick', 'nouveau-brunswick', '新不伦瑞克省', '新不伦瑞克']],
  [
    'America/St_Johns',
    [
      'nl',
      'newfoundland and labrador',
      'terre-neuve-et-labrador',
      '纽芬兰与拉布拉多省',
      '纽芬兰与拉布拉多',
    ],
  ],
  ['America/Halifax', ['ns', 'nova scotia', 'nouvelle-ecosse', '新斯科舍省', '新斯科舍']],
  [
    'America/Yellowknife',
    ['nt', 'northwest territories', 'territoires du nord-ouest', '西北地区', '西北'],
  ],
  ['America/Iqaluit', ['nu', 'nunavut', '努纳武特地区', '努纳武特']],
  ['America/Toronto', ['on', 'ontario', '安大略省', '安大略']],
  [
    'America/Halifax',
    ['pe', 'prince edward island', 'ile-du-prince-edouard', '爱德华王子岛省', '爱德华王子岛'],
  ],
  ['America/Toronto', ['qc', 'quebec', '魁北克省', '魁北克']],
  ['America/Regina', ['sk', 'saskatchewan', '萨斯喀彻温省', '萨斯喀彻温']],
  ['America/Whitehorse', ['yt', 'yukon', '育空地区', '育空']],
];

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The IANA zone of the province `province` names (code or name, any of our languages). */
export function timeZoneOf(province: string): string | undefined {
  const key = fold(province);
  return ZONES.find(([, names]) => names.includes(key))?.[0];
}
