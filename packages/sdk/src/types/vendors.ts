export type Gender = 'm' | 'f' | 'o';

/** Vendor list row (spec §3). */
export interface Vendor {
  id: number;
  name: string;
  mobileNo: string;
  email?: string;
  gender?: Gender | string;
  yearOfBirth?: number;
  yearOfExperience?: number;
  /** A service id. */
  mainService?: number;
  imageUrl?: string;
  vendorImage?: string;
  isActive?: boolean;
}

/** Vendor detail (GET /vendors/v1/{id}). */
export interface VendorDetail {
  id: number;
  vendorId?: number | string;
  venderName?: string;
  venderEmail?: string;
  vMobile?: string;
  venderGender?: string;
  venderAge?: number;
  yearOfExperience?: number;
  servicesId?: number;
  currentAddress?: string;
  note?: string;
  loginId?: number | string;
  venderProfileImage?: string;
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
  venderEmail?: string;
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
