import type { Ctx } from '../http/router';
import { conflict } from '../http/envelope';
import type { Row } from './client';

export interface NewUser {
  role: string;
  name: string;
  mobileno: string;
  email?: string | null;
  gender?: string | null;
  yearOfBirth?: number | null;
  yearOfExperience?: number | null;
  mainServiceId?: number | null;
  currentAddress?: string | null;
  note?: string | null;
  imagePath?: string | null;
  isActive?: boolean;
  isVerified?: boolean;
}

export const USER_COLS = `u.id, u.role, u.name, u.email, u.mobileno, u.gender, u.year_of_birth, u.year_of_experience,
  u.main_service_id, u.current_address, u.note, u.image_path, u.is_active, u.is_verified, u.login_id, u.created_at, u.updated_at`;

/**
 * A user record. Spec §3 has no user entity: a user is who the user calls name — an id, the name and
 * e-mail of the vendor form, the `mobileno` of the paths and the `role` (V or C) of the user search.
 */
export function mapUser(r: Row): Record<string, unknown> {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email ?? null,
    mobileno: r.mobileno,
    role: r.role,
  };
}

async function findUser(ctx: Ctx, role: string, mobileno: string): Promise<Row | undefined> {
  return ctx.db.get(`SELECT ${USER_COLS} FROM users u WHERE u.role=? AND u.mobileno=?`, [role, mobileno]);
}

/** Inserts a user; 409 when the mobile number is already registered for the role. */
export async function createUser(ctx: Ctx, u: NewUser): Promise<Record<string, unknown>> {
  if (await findUser(ctx, u.role, u.mobileno)) {
    throw conflict(`A ${u.role === 'V' ? 'vendor' : 'user'} with mobile number ${u.mobileno} already exists`);
  }
  const now = new Date().toISOString();
  const { lastId } = await ctx.db.run(
    `INSERT INTO users(role, name, email, mobileno, gender, year_of_birth, year_of_experience, main_service_id, current_address,
       note, image_path, is_active, is_verified, created_at, updated_at) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    [
      u.role,
      u.name,
      u.email ?? null,
      u.mobileno,
      u.gender ?? null,
      u.yearOfBirth ?? null,
      u.yearOfExperience ?? null,
      u.mainServiceId ?? null,
      u.currentAddress ?? null,
      u.note ?? null,
      u.imagePath ?? null,
      u.isActive === false ? 0 : 1,
      u.isVerified === false ? 0 : 1,
      now,
      now,
    ],
  );
  const row = await ctx.db.get(`SELECT ${USER_COLS} FROM users u WHERE u.id=?`, [lastId]);
  return mapUser(row!);
}
