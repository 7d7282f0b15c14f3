/** Service status: A active, I inactive; anything else is shown as Blocked. */
export type ServiceStatus = 'A' | 'I' | (string & {});

/** A service (spec §3); sub-services nest up to 3 levels. */
export interface Service {
  id: number;
  name: string;
  description?: string;
  parentId?: number | null;
  status?: ServiceStatus;
  isFeatured?: boolean;
  ord?: number;
  iconImagePath?: string | null;
  bannerImagePath?: string | null;
  subServices?: Service[];
  category?: string;
}

/** Dropdown item of GET /Services/v1/root-level-active-only. */
export interface ServiceOption {
  id: number;
  name: string;
}

/** Create/update form (multipart). `category` is always sent as 'HS'. */
export interface ServiceForm {
  name: string;
  description?: string;
  parentId?: number | null;
  isActive?: boolean;
  isFeatured?: boolean;
  icon?: Blob | null;
  banner?: Blob | null;
}

/** One entry of a reorder list. */
export interface OrderItem {
  id: number;
  order: number;
}

export interface SetFeaturedPayload {
  serviceId: number;
  isFeatured: boolean;
}
