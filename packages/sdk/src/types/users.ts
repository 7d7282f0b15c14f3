/** A user record (the spec shows no fields beyond the lookups). */
export interface User {
  id?: number;
  name?: string;
  mobileNo?: string;
  mobile?: string;
  /** The spelling the user calls answer with. */
  mobileno?: string;
  email?: string | null;
  role?: string;
  [key: string]: unknown;
}
