import { catalogue } from '../catalogue';
import type { PremiumService, PremiumServiceForm } from '../types/premiumServices';

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/** Paid service form (§5): serviceFor, subscriptionPlan, startDate and endDate required. */
export function validatePremiumServiceForm(
  f: Partial<Pick<PremiumServiceForm, 'serviceFor' | 'subscriptionPlan' | 'startDate' | 'endDate'>>,
): string | null {
  return [f.serviceFor, f.subscriptionPlan, f.startDate, f.endDate].some(blank)
    ? catalogue.paidServices.requiredFields
    : null;
}

/** Amount paid: 0 or more; an empty, missing, non-numeric or negative value becomes 0. */
export function normalizeAmount(v: unknown): number {
  if (blank(v)) return 0;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/**
 * The body sent for a paid service (amount normalised). A blank transaction id is dropped on create;
 * on update a transaction id given blank (the user cleared it) is sent as null so the server clears it,
 * while one left out (undefined) is still dropped (keep the stored value).
 */
export function premiumServiceBody(
  f: PremiumServiceForm,
  mode: 'create' | 'update' = 'create',
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...f, amountPaid: normalizeAmount(f.amountPaid) };
  if (blank(f.transactionId)) {
    if (mode === 'update' && f.transactionId !== undefined) body.transactionId = null;
    else delete body.transactionId;
  }
  return body;
}

/** Row menu (§2/§4): Activate or Deactivate, Edit (with id) or Add (without), Delete. */
export function premiumRowActions(
  row: Pick<PremiumService, 'id' | 'isActive'>,
): Array<'activate' | 'deactivate' | 'edit' | 'add' | 'delete'> {
  const hasId = row.id !== undefined && row.id !== null;
  return [row.isActive ? 'deactivate' : 'activate', hasId ? 'edit' : 'add', 'delete'];
}
