export type AdPosition = 'Homepage Banner' | 'Service Page';

/** A featured ad (spec §3). */
export interface FeaturedAd {
  FeaturedAdId: number;
  VendorId?: number | null;
  Position?: AdPosition | string;
  StartDate: string;
  EndDate: string;
  Priority: number;
  ImageUrl?: string | null;
}

/** Create/update form. VendorId and Position are kept in the form but never sent. */
export interface FeaturedAdForm {
  FeaturedAdId?: number | null;
  VendorId?: number | null;
  Position?: AdPosition | string;
  StartDate: string | Date;
  EndDate: string | Date;
  Priority: number | string;
  Image?: Blob | null;
}

export interface FeaturedAdQuery {
  page?: number;
  pageSize?: number;
  search?: string;
}
