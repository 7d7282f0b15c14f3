export type Gender = 'm' | 'f' | 'o';

/** Vendor list row (spec §3). */
export interface Vendor {
  id: number;
  name: string;
  mobileNo: string;
  email?: string | null;
  gender?: Gender | string;
  yearOfBirth?: number;
  yearOfExperience?: number;
  /** A service id. */
  mainService?: number | null;
  imageUrl?: string | null;
  vendorImage?: string | null;
  isActive?: boolean;
}

/** Vendor detail (GET /vendors/v1/{id}). */
export interface VendorDetail {
  /** From vendor-with-main-service: the main service's vendor-service row, null when not linked. */
  id: number | null;
  vendorId?: number | string;
  venderName?: string;
  venderEmail?: string | null;
  vMobile?: string;
  venderGender?: string;
  venderAge?: number | null;
  yearOfExperience?: number;
  servicesId?: number | null;
  currentAddress?: string | null;
  note?: string | null;
  loginId?: number | string | null;
  venderProfileImage?: string | null;
}

/** The vendor form (spec §3); create when there is no vendorid, update when there is one. */
export interface VendorForm {
  /** The vendor-service row id (venderServiceDto.id), when editing. */
  id?: number | string | null;
  vendorid?: number | string | null;
  name: string;
  email?: string;
  mobileno: string;
  gender: Gender | '';
  yearOfBirth?: number | string;
  age?: number | string;
  yearOfExperience?: number | string;
  /** The main service id. */
  service: number | string;
  currentAddress?: string;
  /** Labelled "Description". */
  note?: string;
  image?: Blob | null;
}

/** Vendor-service row (spec §3). */
export interface VendorServiceRow {
  id: number;
  venderName?: string;
  vMobile?: string;
  venderEmail?: string | null;
  serviceName?: string;
  servicesId?: number;
  yearOfExperience?: number;
  rating?: number;
  totalAppointments?: number;
  isVendorActive?: boolean;
  isActive?: boolean;
  serviceUnits?: string;
  serviceRates?: number;
}

/** One service link of a vendor. */
export interface ServiceLink {
  id?: number | null;
  servicesId: number;
  serviceUnits: string;
  serviceRates: number;
}

/** POST /VenderServices/v1/bulk body. */
export interface BulkLinksPayload {
  vMobile: string;
  services: ServiceLink[];
}
