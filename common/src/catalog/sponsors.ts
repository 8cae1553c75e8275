/** The sponsors page's static sample: fictional laboratories, logos drawn inline. */
export const SPONSOR_LEVELS = ['platino', 'oro', 'plata'] as const;
export type SponsorLevel = (typeof SPONSOR_LEVELS)[number];

export interface Sponsor {
  name: string;
  /** An SVG data URL: nothing is fetched from outside the site. */
  logo: string;
  description: string;
  website: string;
  location: string;
  category: string;
  employees: string;
  specialties: readonly string[];
  level: SponsorLevel;
}

/** A square logo with the laboratory's initials on its brand colour. */
function initialsLogo(letters: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${color}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" ` +
    `fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const SPONSORS: readonly Sponsor[] = [
  {
    name: 'Laboratorios Aurelia Pharma',
    logo: initialsLogo('AP', '#1b5e95'),
    description:
      'Compañía biofarmacéutica centrada en terapias biológicas para enfermedades inmunomediadas.',
    website: 'https://aurelia-pharma.example',
    location: 'Madrid, España',
    category: 'Biofarmacéutica',
    employees: '1.200',
    specialties: ['Terapias biológicas', 'Inmunología', 'Gastroenterología'],
    level: 'platino',
  },
  {
    name: 'Nutrilac Pediátrica',
    logo: initialsLogo('NP', '#2e7d32'),
    description: 'Fórmulas de nutrición enteral y suplementos diseñados para la edad pediátrica.',
    website: 'https://nutrilac-pediatrica.example',
    location: 'Barcelona, España',
    category: 'Nutrición clínica',
    employees: '450',
    specialties: ['Nutrición enteral exclusiva', 'Fórmulas pediátricas'],
    level: 'platino',
  },
  {
    name: 'Gastrovita Labs',
    logo: initialsLogo('GV', '#7b3f98'),
    description: 'Investigación y desarrollo de fármacos para la mucosa intestinal.',
    website: 'https://gastrovita.example',
    location: 'Valencia, España',
    category: 'Farmacéutica',
    employees: '380',
    specialties: ['Aminosalicilatos', 'Corticoides de acción local'],
    level: 'oro',
  },
  {
    name: 'Endoscopia Médica Ibérica',
    logo: initialsLogo('EM', '#00838f'),
    description: 'Equipos de endoscopia y cápsula endoscópica adaptados a pacientes pediátricos.',
    website: 'https://endoscopia-iberica.example',
    location: 'Bilbao, España',
    category: 'Tecnología sanitaria',
    employees: '210',
    specialties: ['Endoscopia pediátrica', 'Cápsula endoscópica'],
    level: 'oro',
  },
  {
    name: 'Biodiagnóstica Sur',
    logo: initialsLogo('BS', '#c62828'),
    description: 'Pruebas de laboratorio para el seguimiento de la inflamación intestinal.',
    website: 'https://biodiagnostica-sur.example',
    location: 'Sevilla, España',
    category: 'Diagnóstico in vitro',
    employees: '95',
    specialties: ['Calprotectina fecal', 'Monitorización de fármacos'],
    level: 'plata',
  },
  {
    name: 'Microbiota Health',
    logo: initialsLogo('MH', '#ef6c00'),
    description: 'Probióticos y estudios de microbiota intestinal en la infancia.',
    website: 'https://microbiota-health.example',
    location: 'Zaragoza, España',
    category: 'Probióticos',
    employees: '60',
    specialties: ['Microbiota intestinal', 'Probióticos pediátricos'],
    level: 'plata',
  },
];

/** The sponsors of one level tab ('all' keeps every one). */
export function sponsorsOfLevel(level: SponsorLevel | 'all'): Sponsor[] {
  return SPONSORS.filter((sponsor) => level === 'all' || sponsor.level === level);
}
