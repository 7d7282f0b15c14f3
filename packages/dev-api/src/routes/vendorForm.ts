import type { InStatement } from '@libsql/client';
import { badRequest, conflict, notFound } from '../http/envelope';
import type { Fields } from '../http/fields';
import type { Ctx } from '../http/router';
import { idField, int, num, str } from '../http/validate';
import { UNITS } from '../seed/parts';

export const REQUIRED_VENDOR_FIELDS = 'Please fill required fields: name, mobile, gender, age, service';
const GENDERS = new Map([
  ['m', 'm'],
  ['male', 'm'],
  ['f', 'f'],
  ['female', 'f'],
  ['o', 'o'],
  ['other', 'o'],
]);

export interface VendorInput {
  vendorId?: number;
  name?: string;
  email?: string | null;
  mobileno?: string;
  gender?: string;
  yearOfBirth?: number;
  yearOfExperience?: number;
  note?: string | null;
  currentAddress?: string | null;
  isActive?: boolean;
}

/** The user part of the vendor forms (`usersDto.*`, or the same names without the prefix). */
export function vendorInput(f: Fields, create: boolean): VendorInput {
  const u = f.has(['usersDto.name', 'usersDto.mobileno', 'usersDto.vendorId', 'usersDto'])
    ? f.scoped('usersDto.')
    : f;
  const req = create ? REQUIRED_VENDOR_FIELDS : false;
  const out: VendorInput = {};
  out.vendorId = idField(u, ['vendorId', 'vendorid', 'id'], false);
  out.name = str(u, ['name', 'venderName'], { required: req, max: 100 });
  if (out.name === '') throw badRequest(REQUIRED_VENDOR_FIELDS);
  const email = str(u, ['email', 'venderEmail'], { max: 200 });
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw badRequest('email must be a valid email address');
  out.email = email === undefined ? undefined : email || null;
  const mobile = str(u, ['mobileno', 'mobileNo', 'mobile', 'vMobile'], { required: req });
  if (mobile === '') throw badRequest(REQUIRED_VENDOR_FIELDS);
  if (mobile !== undefined && !/^\d{10}$/.test(mobile)) throw badRequest('mobile number must be 10 digits');
  out.mobileno = mobile;
  const gender = str(u, ['gender', 'venderGender'], { required: req });
  if (gender !== undefined) {
    out.gender = GENDERS.get(gender.toLowerCase());
    if (!out.gender) throw badRequest('gender must be m, f or o');
  }
  const year = new Date().getFullYear();
  const yob = int(u, 'yearOfBirth', { min: 1900, max: year });
  const age = int(u, ['age', 'venderAge'], { min: 0, max: 120 });
  out.yearOfBirth = yob ?? (age === undefined ? undefined : year - age);
  if (create && out.yearOfBirth === undefined) throw badRequest(REQUIRED_VENDOR_FIELDS);
  out.yearOfExperience = int(u, 'yearOfExperience', {
    min: 0,
    max: 80,
    minMessage: 'yearOfExperience must be 0 or more',
  });
  const note = str(u, ['note', 'description'], { max: 1000 });
  out.note = note === undefined ? undefined : note || null;
  const addr = str(u, 'currentAddress', { max: 500 });
  out.currentAddress = addr === undefined ? undefined : addr || null;
  return out;
}

export interface LinkInput {
  id?: number;
  servicesId?: number;
  serviceUnits: string;
  serviceRates: number;
}

/** The main-service part (`venderServiceDto.*`, or `servicesId`/`service` at the top level). */
export function linkInput(f: Fields, create: boolean): LinkInput {
  const v = f.has(['venderServiceDto.servicesId', 'venderServiceDto.id', 'venderServiceDto'])
    ? f.scoped('venderServiceDto.')
    : f;
  const servicesId =
    idField(
      v,
      ['servicesId', 'serviceId', 'service', 'mainService'],
      create ? REQUIRED_VENDOR_FIELDS : false,
    ) ?? idField(f, ['servicesId', 'service'], false);
  const unitRaw = str(v, 'serviceUnits') || str(f, 'serviceUnits') || 'piece';
  const unit = UNITS.find((u) => u.toLowerCase() === unitRaw.toLowerCase());
  if (!unit) throw badRequest(`serviceUnits must be one of: ${UNITS.join(', ')}`);
  const rates = num(v, 'serviceRates', { min: 0 }) ?? num(f, 'serviceRates', { min: 0 }) ?? 0;
  return {
    id: idField(v, ['id', 'venderServiceId'], false),
    servicesId,
    serviceUnits: unit,
    serviceRates: rates,
  };
}

export async function assertService(ctx: Ctx, serviceId: number | undefined): Promise<void> {
  if (serviceId !== undefined && !(await ctx.db.get('SELECT id FROM services WHERE id=?', [serviceId])))
    throw notFound(`Service ${serviceId} not found`);
}

export async function assertMobileFree(
  ctx: Ctx,
  mobile: string | undefined,
  exceptId?: number,
): Promise<void> {
  if (mobile === undefined) return;
  const row = await ctx.db.get<{ id: number }>(`SELECT id FROM users WHERE role='V' AND mobileno=?`, [
    mobile,
  ]);
  if (row && Number(row.id) !== exceptId)
    throw conflict(`A vendor with mobile number ${mobile} already exists`);
}

/** Statements that update the given vendor columns (and the names copied into other tables). */
export function vendorUpdates(
  vendorId: number,
  v: VendorInput,
  image: string | undefined,
  mainServiceId?: number,
): InStatement[] {
  const cols: [string, unknown][] = [
    ['name', v.name],
    ['email', v.email],
    ['mobileno', v.mobileno],
    ['gender', v.gender],
    ['year_of_birth', v.yearOfBirth],
    ['year_of_experience', v.yearOfExperience],
    ['note', v.note],
    ['current_address', v.currentAddress],
    ['image_path', image],
    ['main_service_id', mainServiceId],
    ['is_active', v.isActive === undefined ? undefined : v.isActive ? 1 : 0],
  ];
  const set = cols.filter(([, x]) => x !== undefined);
  const stmts: InStatement[] = [
    {
      sql: `UPDATE users SET ${[...set.map(([c]) => `${c}=?`), 'updated_at=?'].join(', ')} WHERE id=? AND role='V'`,
      args: [...(set.map(([, x]) => x) as (string | number | null)[]), new Date().toISOString(), vendorId],
    },
  ];
  if (v.name) {
    stmts.push({ sql: 'UPDATE reviews SET vendor_name=? WHERE vendor_id=?', args: [v.name, vendorId] });
    stmts.push({ sql: 'UPDATE referral_codes SET user_name=? WHERE user_id=?', args: [v.name, vendorId] });
  }
  return stmts;
}

export function insertVendor(
  v: VendorInput,
  image: string | undefined,
  mainServiceId: number | undefined,
): InStatement {
  const now = new Date().toISOString();
  return {
    sql: `INSERT INTO users(role, name, email, mobileno, gender, year_of_birth, year_of_experience, main_service_id, current_address,
      note, image_path, is_active, is_verified, created_at, updated_at) VALUES('V',?,?,?,?,?,?,?,?,?,?,1,1,?,?)`,
    args: [
      v.name!,
      v.email ?? null,
      v.mobileno!,
      v.gender!,
      v.yearOfBirth!,
      v.yearOfExperience ?? 0,
      mainServiceId ?? null,
      v.currentAddress ?? null,
      v.note ?? null,
      image ?? null,
      now,
      now,
    ],
  };
}

/** Upsert of one vendor-service link, the vendor found by mobile number (usable inside a batch). */
export function upsertLink(mobile: string, serviceId: number, unit: string, rate: number): InStatement {
  return {
    sql: `INSERT INTO vendor_services(vendor_id, service_id, service_units, service_rates, is_active, created_at)
      VALUES((SELECT id FROM users WHERE role='V' AND mobileno=?), ?, ?, ?, 1, ?)
      ON CONFLICT(vendor_id, service_id) DO UPDATE SET service_units=excluded.service_units, service_rates=excluded.service_rates`,
    args: [mobile, serviceId, unit, rate, new Date().toISOString()],
  };
}

export async function imageOf(ctx: Ctx, f: Fields): Promise<string | undefined> {
  const file = f.files((k) => k.includes('image') || k.includes('photo') || k === 'file')[0];
  return file ? ctx.files.save(file, 'image') : undefined;
}
