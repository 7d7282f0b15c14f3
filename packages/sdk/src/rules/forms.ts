import { catalogue } from '../catalogue';
import { MOBILE_LENGTH, PASSWORD_MIN } from './constants';
import { currentYear } from './common';

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/** Login (§5): 'Username and password are required'. */
export function validateLogin(f: { mobile?: string; password?: string }): string | null {
  return blank(f.mobile) || blank(f.password) ? catalogue.auth.credentialsRequired : null;
}

/** Vendor form (§5): name, mobile, gender, age and service required. */
export function validateVendorForm(f: {
  name?: string;
  mobileno?: string;
  gender?: string;
  age?: number | string | null;
  service?: number | string | null;
}): string | null {
  return [f.name, f.mobileno, f.gender, f.age, f.service].some(blank)
    ? catalogue.vendors.requiredFields
    : null;
}

/** Mobile input keeps digits only, at most 10. */
export function sanitizeMobile(input: string): string {
  return input.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
}

/** Experience minimum 0 (empty stays empty). */
export function clampExperience(v: number | string | null | undefined): number | undefined {
  if (blank(v)) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : undefined;
}

/** Age from year of birth, from the current year. */
export function ageFromYearOfBirth(yearOfBirth: number | string, now: Date = new Date()): number | undefined {
  const y = Number(yearOfBirth);
  if (blank(yearOfBirth) || !Number.isFinite(y)) return undefined;
  return currentYear(now) - y;
}

/** Year of birth from age, from the current year. */
export function yearOfBirthFromAge(age: number | string, now: Date = new Date()): number | undefined {
  const a = Number(age);
  if (blank(age) || !Number.isFinite(a)) return undefined;
  return currentYear(now) - a;
}

/** Ids that occur more than once in loaded vendor records (the screen alerts 'Duplicate primary service found in records!'). */
export function duplicateIds<T extends { id?: unknown }>(rows: readonly T[]): unknown[] {
  const seen = new Set<unknown>();
  const dup = new Set<unknown>();
  for (const r of rows) (seen.has(r.id) ? dup : seen).add(r.id);
  return [...dup];
}

/** Service linking (§5). */
export function validateServiceLinks(f: {
  mobile?: string;
  selected: ReadonlyArray<{ serviceUnits?: string | null; serviceRates?: number | string | null }>;
}): string | null {
  if (blank(f.mobile)) return catalogue.serviceLinking.mobileRequired;
  if (f.selected.length === 0) return catalogue.serviceLinking.selectService;
  const bad = f.selected.some((s) => blank(s.serviceUnits) || !(Number(s.serviceRates) > 0));
  return bad ? catalogue.serviceLinking.invalidRatesUnits : null;
}

/** Redemption form (§5): every message that applies, in form order. */
export function validateRedemptionForm(f: { status?: string | null; note?: string | null }): string[] {
  const out: string[] = [];
  if (blank(f.status)) out.push(catalogue.redemption.statusRequired);
  if (blank(f.note)) out.push(catalogue.redemption.noteRequired);
  return out;
}

/** Local password change (§5): match first, then minimum length 8. */
export function validatePasswordChange(f: { newPassword: string; confirmPassword: string }): string | null {
  if (f.newPassword !== f.confirmPassword) return catalogue.profile.passwordsMismatch;
  if (f.newPassword.length < PASSWORD_MIN) return catalogue.profile.passwordTooShort;
  return null;
}

/** Client dialog (§5): name, email and phone required. */
export function validateClientDialog(f: { name?: string; email?: string; phone?: string }): string | null {
  return [f.name, f.email, f.phone].some(blank) ? catalogue.clients.requiredFields : null;
}

/** Appointment create (§5): all five fields required. */
export function validateAppointment(f: {
  client?: string;
  service?: string;
  vendor?: string;
  date?: string | Date | null;
  time?: string;
}): string | null {
  return [f.client, f.service, f.vendor, f.date, f.time].some(blank)
    ? catalogue.appointments.fillAllFields
    : null;
}
