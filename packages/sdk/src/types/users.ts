/** A user record (the spec shows no fields beyond the lookups). */
export interface User {
  id?: number;
  name?: string;
  mobileNo?: string;
  mobile?: string;
  email?: string;
  role?: string;
  [key: string]: unknown;
}
