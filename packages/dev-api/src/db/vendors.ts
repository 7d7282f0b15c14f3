import { notFound } from '../http/envelope';
import type { Ctx } from '../http/router';
import { b, type Row } from './client';
import type { SearchSource } from './search';

export const VENDOR_FROM = `FROM users u LEFT JOIN services s ON s.id = u.main_service_id`;
const VENDOR_SELECT = `u.*, s.name AS service_name`;
/** What a vendor list row needs (mapVendor): fewer columns to read and convert per row than the detail's. */
export const VENDOR_LIST_SELECT = `u.id, u.name, u.mobileno, u.email, u.gender, u.year_of_birth, u.year_of_experience, u.main_service_id, u.image_path, u.is_active`;
export const VENDOR_SORT: Record<string, string> = {
  vendorname: 'u.name COLLATE NOCASE',
  vendername: 'u.name COLLATE NOCASE',
  name: 'u.name COLLATE NOCASE',
  mobileno: 'u.mobileno',
  mobile: 'u.mobileno',
  service: 's.name COLLATE NOCASE',
  servicename: 's.name COLLATE NOCASE',
  gender: 'u.gender',
  yearofbirth: 'u.year_of_birth',
  age: 'u.year_of_birth',
  yearofexperience: 'u.year_of_experience',
  email: 'u.email COLLATE NOCASE',
  isactive: 'u.is_active',
  createdat: 'u.created_at',
  id: 'u.id',
};
/** A vendor's name, mobile and e-mail, and its main service's name. */
export const VENDOR_SEARCH: SearchSource[] = [
  { cols: ['u.name', 'u.mobileno', 'u.email'], index: 'users' },
  {
    cols: ['s.name'],
    index: 'services',
    keys: (rowids) => `SELECT id FROM users WHERE main_service_id IN (${rowids})`,
    via: { fk: 'u.main_service_id', from: 'services s', key: 's.id' },
  },
];
/** The vendor list's table, whose search is matched in memory (memorySearch.ts). */
export const VENDOR_MEMORY = { table: 'users u' };

const thisYear = (): number => new Date().getFullYear();
const ageOf = (yearOfBirth: unknown): number | null =>
  yearOfBirth === null || yearOfBirth === undefined ? null : thisYear() - Number(yearOfBirth);

/** Vendor as the vendor list shows it: exactly spec §3 "Vendor (list)" (`imageUrl` of its two spellings). */
export function mapVendor(ctx: Ctx, r: Row): Record<string, unknown> {
  return {
    id: Number(r.id),
    name: r.name,
    mobileNo: r.mobileno,
    email: r.email ?? null,
    gender: r.gender ?? null,
    yearOfBirth: r.year_of_birth ?? null,
    yearOfExperience: r.year_of_experience ?? null,
    mainService: r.main_service_id ?? null,
    imageUrl: ctx.files.url(r.image_path as string | null),
    isActive: b(r.is_active),
  };
}

/** Vendor as the detail call answers: exactly spec §3 "Vendor detail response" (`id` and `vendorId` both the vendor's id). */
export function mapVendorDetail(ctx: Ctx, r: Row): Record<string, unknown> {
  return {
    id: Number(r.id),
    vendorId: Number(r.id),
    venderName: r.name,
    venderEmail: r.email ?? null,
    vMobile: r.mobileno,
    venderGender: r.gender ?? null,
    venderAge: ageOf(r.year_of_birth),
    yearOfExperience: r.year_of_experience ?? null,
    servicesId: r.main_service_id ?? null,
    currentAddress: r.current_address ?? null,
    note: r.note ?? null,
    loginId: r.login_id ?? null,
    venderProfileImage: ctx.files.url(r.image_path as string | null),
  };
}

export async function vendorRow(ctx: Ctx, vendorId: number): Promise<Row> {
  const r = await ctx.db.get(`SELECT ${VENDOR_SELECT} ${VENDOR_FROM} WHERE u.role='V' AND u.id=?`, [
    vendorId,
  ]);
  if (!r) throw notFound(`Vendor ${vendorId} not found`);
  return r;
}

export async function vendorByMobile(ctx: Ctx, mobile: string): Promise<Row> {
  const r = await ctx.db.get(`SELECT ${VENDOR_SELECT} ${VENDOR_FROM} WHERE u.role='V' AND u.mobileno=?`, [
    mobile,
  ]);
  if (!r) throw notFound('Vendor not found');
  return r;
}

export const VS_FROM = `FROM vendor_services vs JOIN users u ON u.id = vs.vendor_id JOIN services s ON s.id = vs.service_id`;
export const VS_SELECT = `vs.*, u.name AS vender_name, u.mobileno AS v_mobile, u.email AS vender_email, u.year_of_experience,
  u.is_active AS vendor_active, s.name AS service_name`;
export const VS_SORT: Record<string, string> = {
  ...VENDOR_SORT,
  service: 's.name COLLATE NOCASE',
  servicename: 's.name COLLATE NOCASE',
  servicerates: 'vs.service_rates',
  serviceunits: 'vs.service_units',
  rating: 'vs.rating',
  totalappointments: 'vs.total_appointments',
  isactive: 'vs.is_active',
  isvendoractive: 'u.is_active',
  createdat: 'vs.created_at',
  id: 'vs.id',
};
/** A link's service name (the one search of one vendor's links). */
export const VS_SERVICE_SEARCH: SearchSource = {
  cols: ['s.name'],
  index: 'services',
  keys: (rowids) => `SELECT id FROM vendor_services WHERE service_id IN (${rowids})`,
};
/** The vendor's name, mobile and e-mail and the service's name. */
export const VS_SEARCH: SearchSource[] = [
  {
    cols: ['u.name', 'u.mobileno', 'u.email'],
    index: 'users',
    keys: (rowids) => `SELECT id FROM vendor_services WHERE vendor_id IN (${rowids})`,
  },
  VS_SERVICE_SEARCH,
];

/** Vendor-service row: exactly spec §3 "Vendor-service row". */
export function mapVendorService(r: Row): Record<string, unknown> {
  return {
    id: Number(r.id),
    venderName: r.vender_name,
    vMobile: r.v_mobile,
    venderEmail: r.vender_email ?? null,
    serviceName: r.service_name,
    servicesId: Number(r.service_id),
    yearOfExperience: r.year_of_experience ?? null,
    rating: Number(r.rating),
    totalAppointments: Number(r.total_appointments),
    isVendorActive: b(r.vendor_active),
    isActive: b(r.is_active),
    serviceUnits: r.service_units,
    serviceRates: Number(r.service_rates),
  };
}

export async function vendorServiceRow(ctx: Ctx, vsId: number): Promise<Row> {
  const r = await ctx.db.get(`SELECT ${VS_SELECT} ${VS_FROM} WHERE vs.id=?`, [vsId]);
  if (!r) throw notFound(`Vendor service ${vsId} not found`);
  return r;
}
