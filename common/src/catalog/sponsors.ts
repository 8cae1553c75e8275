export const SPONSOR_LEVELS = ['platino', 'oro', 'plata'] as const;
export type SponsorLevel = (typeof SPONSOR_LEVELS)[number];

export interface Sponsor {
  name: string;
  /** An image URL, or a data URL so nothing is fetched from outside the site. */
  logo: string;
  description: string;
  website: string;
  location: string;
  category: string;
  employees: string;
  specialties: readonly string[];
  level: SponsorLevel;
}

/** The sponsors of one level tab ('all' keeps every one). */
export function sponsorsOfLevel(
  sponsors: readonly Sponsor[],
  level: SponsorLevel | 'all',
): Sponsor[] {
  return sponsors.filter((sponsor) => level === 'all' || sponsor.level === level);
}
