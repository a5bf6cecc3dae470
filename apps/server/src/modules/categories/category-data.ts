/** The spec's eight service categories (section 1), reference data seeded at every start. */
export const SERVICE_CATEGORIES = [
  { id: 1, image: 'commercial-real-estate', en: 'Commercial Real Estate', zh: '商业地产' },
  { id: 2, image: 'property-management', en: 'Property Management', zh: '物业管理' },
  { id: 3, image: 'insurance', en: 'Insurance', zh: '保险' },
  {
    id: 4,
    image: 'architecture-construction',
    en: 'AEC (Architect & Construction)',
    zh: '建筑与施工',
  },
  { id: 5, image: 'solar', en: 'Solar', zh: '太阳能' },
  { id: 6, image: 'wind', en: 'Wind', zh: '风能' },
  { id: 7, image: 'residential-real-estate', en: 'Residential Real Estate', zh: '住宅地产' },
  { id: 8, image: 'others', en: 'Others', zh: '其他' },
] as const;

export const categoryImagePath = (image: string) => `/categories/${image}.svg`;
