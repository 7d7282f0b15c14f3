import { catalogue } from '../catalogue';
import type { FeaturedAdForm } from '../types/featuredAds';
import { isImageFile } from './common';
import { DEFAULT_AD_POSITION, FEATURED_AD_PRIORITY_DEFAULT, FEATURED_AD_PRIORITY_MIN } from './constants';

/** A new ad's form: Homepage Banner, start now, end one year from now, priority 1. */
export function featuredAdDefaults(
  now: Date = new Date(),
): Required<Pick<FeaturedAdForm, 'Position' | 'Priority'>> & { StartDate: Date; EndDate: Date } {
  const end = new Date(now.getTime());
  end.setFullYear(end.getFullYear() + 1);
  return {
    Position: DEFAULT_AD_POSITION,
    StartDate: new Date(now.getTime()),
    EndDate: end,
    Priority: FEATURED_AD_PRIORITY_DEFAULT,
  };
}

const blank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  String(v).trim() === '' ||
  (v instanceof Date && Number.isNaN(v.getTime()));

/** Featured ad form (§5): dates required; priority required, a number, at least 1; image files only. */
export function validateFeaturedAdForm(
  f: Partial<Pick<FeaturedAdForm, 'StartDate' | 'EndDate' | 'Priority'>> & {
    Image?: { type?: string; name?: string } | null;
  },
): string[] {
  const out: string[] = [];
  if (blank(f.StartDate) || blank(f.EndDate)) out.push(catalogue.featuredAds.datesRequired);
  if (blank(f.Priority)) out.push(catalogue.featuredAds.priorityRequired);
  else if (!(Number(f.Priority) >= FEATURED_AD_PRIORITY_MIN) || !Number.isInteger(Number(f.Priority)))
    out.push(catalogue.featuredAds.priorityMin);
  if (f.Image && !isImageFile(f.Image)) out.push(catalogue.featuredAds.imageOnly);
  return out;
}

/** Date-time text for the multipart fields (ISO 8601). */
export function adDateText(d: string | Date): string {
  return d instanceof Date ? d.toISOString() : d;
}
