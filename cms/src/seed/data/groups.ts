export interface GroupSeed {
  slug: string;
  name: string;
  featured: boolean;
}

export const groups: GroupSeed[] = [
  { slug: 'geburtstag', name: 'Geburtstag', featured: true },
  { slug: 'weihnachten', name: 'Weihnachten', featured: true },
  { slug: 'danke', name: 'Danke', featured: true },
  { slug: 'business', name: 'Business', featured: false },
  { slug: 'einladung', name: 'Einladung', featured: false },
  { slug: 'hochzeit', name: 'Hochzeit', featured: false },
];
