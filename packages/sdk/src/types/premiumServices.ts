export type ServiceFor = 'vendor' | 'shop';

/** A paid subscription row (spec §3). A row without id has no subscription yet. */
export interface PremiumService {
  id?: number | null;
  serviceFor: ServiceFor | string;
  vendorId?: number | null;
  shopId?: number | null;
  vendorName?: string | null;
  shopName?: string | null;
  mobile?: string | null;
  subscriptionPlan?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  amountPaid?: number | null;
  paymentMethod?: string | null;
  transactionId?: string | null;
  isActive?: boolean;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** Body of POST/PUT /PremiumServices/v1; `amountPaid` is normalised (empty/negative -> 0). */
export interface PremiumServiceForm {
  serviceFor: ServiceFor | string;
  vendorId?: number | null;
  shopId?: number | null;
  subscriptionPlan: string;
  startDate: string;
  endDate: string;
  amountPaid?: number | string | null;
  paymentMethod?: string;
  transactionId?: string;
  isActive?: boolean;
}
