import type { Command } from 'commander';
import type { VendorDetail, VendorForm } from '@marketplace-admin/sdk';
import { UsageError } from '../../errors';
import { addOutputOptions } from '../../output/index';

/** The form flags of create and update, as given (the SDK's rules check them, spec §5). */
export interface VendorFields {
  name?: string;
  mobile?: string;
  email?: string;
  gender?: string;
  age?: string;
  yearOfBirth?: string;
  experience?: string;
  service?: string;
  address?: string;
  note?: string;
}

export function addFormOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--name <name>', 'name (required)')
      .option('--mobile <mobile>', 'mobile number, 10 digits (required)')
      .option('--email <email>', 'email (optional)')
      .option('--gender <m|f|o>', 'gender (required)')
      .option('--age <n>', 'age (or --year-of-birth)')
      .option('--year-of-birth <yyyy>', 'year of birth (or --age)')
      .option('--experience <n>', 'years of experience (>= 0)')
      .option('--service <id>', 'main service id (required)')
      .option('--address <text>', 'current address')
      .option('--note <text>', 'description'),
  );
}

export function fieldsOf(flags: Record<string, any>): VendorFields {
  const { name, mobile, email, gender, age, yearOfBirth, experience, service, address, note } = flags;
  return { name, mobile, email, gender, age, yearOfBirth, experience, service, address, note };
}

/** Update: fields not given keep the vendor's current values. */
export function withCurrent(o: VendorFields, d: VendorDetail): VendorFields {
  const text = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));
  return {
    ...o,
    name: o.name ?? d.venderName,
    mobile: o.mobile ?? d.vMobile,
    email: o.email ?? d.venderEmail ?? undefined,
    gender: o.gender ?? d.venderGender,
    age: o.age ?? (o.yearOfBirth === undefined ? text(d.venderAge) : undefined),
    experience: o.experience ?? text(d.yearOfExperience),
    service: o.service ?? text(d.servicesId),
    address: o.address ?? d.currentAddress ?? undefined,
    note: o.note ?? d.note ?? undefined,
  };
}

/** The combined vendor form to send, checked with the spec's rules (§5). */
export async function vendorForm(
  o: VendorFields,
  ids: { vendorid?: number; linkId?: number } = {},
): Promise<VendorForm> {
  const { checkRule, sanitizeMobile, validateVendorForm, ageFromYearOfBirth } =
    await import('@marketplace-admin/sdk');
  const gender = (o.gender ?? '').toLowerCase();
  if (gender && !['m', 'f', 'o'].includes(gender))
    throw new UsageError(`--gender must be m, f or o (got '${o.gender}')`);
  if (o.experience !== undefined && !(Number(o.experience) >= 0))
    throw new UsageError('--experience must be 0 or more');
  const form: VendorForm = {
    vendorid: ids.vendorid ?? null,
    id: ids.linkId ?? null,
    name: o.name ?? '',
    mobileno: sanitizeMobile(o.mobile ?? ''),
    email: o.email,
    gender: gender as VendorForm['gender'],
    age: o.age,
    yearOfBirth: o.yearOfBirth,
    yearOfExperience: o.experience ?? 0,
    service: o.service ?? '',
    currentAddress: o.address,
    note: o.note,
  };
  const age = form.age ?? (form.yearOfBirth ? ageFromYearOfBirth(form.yearOfBirth) : undefined);
  checkRule(validateVendorForm({ ...form, age }));
  return form;
}
