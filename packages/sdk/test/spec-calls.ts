import { existsSync, readFileSync } from 'node:fs';

/** One call of spec §7. */
export interface SpecCall {
  host: 'auth' | 'api';
  method: string;
  path: string;
}

export const SPEC_PATH = '/work/shared/spec/admin-panel-spec.md';

/** Inline copy of spec §7's calls, used when the spec file is not on this machine. */
export const INLINE_SECTION_7 = `
### Auth host
- POST /v1/asignin/mobile-pwd
- POST /v1/alogout
- POST /v1/asignup-unverified/mobile
### Services
- GET /Services/v1
- GET /Services/v1/{id}
- POST /Services/v1 and PUT /Services/v1/{id} (multipart)
- DELETE /Services/v1/{id}
- POST /Services/v1/reorder
- GET /Services/v1/root-level-active-only
- PUT /Services/v1/set-featured
### Users
- GET /Users/v1
- GET /Users/v1/search-by-mobile
- GET /Users/v1/mobile/{mobileno}
- GET /Users/v1/all-mobile/{mobileno}
- POST /Users/v1
- POST /Users/v1/create-user-login
### Vendor services
- POST /VenderServices/v1/bulk
- PUT /VenderServices/v1/bulk/{mobileno}
- GET /VenderServices/v1
- GET /VenderServices/v1/mobile/{vMobile}
- GET /VenderServices/v1/{id}
- DELETE /VenderServices/v1/{id}
- GET /VenderServices/v1/vendor-with-main-service/{id}
- POST /VenderServices/v1/combined-vender-service-create and POST /VenderServices/v1/combined-vender-service-update
- PUT /VenderServices/v1/toggle-active/{id}
### Vendors
- GET /Vendors/v1
- GET /vendors/v1/{id}
- DELETE /vendors/v1/{id}
- PUT /vendors/v1/toggle-active/{id}
- POST /vendors/v1/vendor-profile
### Shops
- GET /Shops/v1
- POST /Shops/v1 (JSON or form data); PUT /Shops/v1/{id}
- GET /Shops/v1/{id}; DELETE /Shops/v1/{id}
- GET /Shops/v1/all-categories
- POST /Shops/v1/category; PUT /Shops/v1/category/{categoryname}; DELETE /Shops/v1/category/{categoryname}
- POST /Shops/v1/category/reorder
### Reviews
- GET /ReviewRating/flagged
- POST /ReviewRating/flags/resolve/{flagId}
- PUT /ReviewRating/{reviewId}
- DELETE /ReviewRating/{reviewId}
- GET /ReviewRating/v1/approved-reviews, /rejected-reviews, /pending-moderation (each reads data.items or data)
- POST /ReviewRating/v1/moderate-review
### Referrals and token mappings
- GET /Referral/v1/all-referral-configs
- PUT /Referral/v1/update-referral-config
- GET /Referral/v1/token-mappings; PUT /Referral/v1/update-token-mapping
- GET /Referral/v1/all-referral-codes (paging payload); POST /Referral/v1/update-referral-code
### Redemptions
- GET /redemptionrequest/v1/pending, /approved, /rejected (Page, PageSize)
- POST /Redemption/v1/redeem
- DELETE /redemptionrequest/v1/{id}
### Featured ads
- POST /FeaturedAds/v1; GET /FeaturedAds/v1 (Page, PageSize, Search); PUT /FeaturedAds/v1/{id}; DELETE /FeaturedAds/v1/{id} (FeaturedAdId).
### Paid services (API base)
- GET PremiumServices/v1/GetAllwithPremiumServices/{for} (for is vendor or shop)
- GET /PremiumServices/v1/{id}
- POST /PremiumServices/v1
- PUT /PremiumServices/v1/{id}
- DELETE /PremiumServices/v1/{id}
- POST /PremiumServices/v1/{id}/toggle-status
- GET /PremiumServices/v1/subscriptions
`;

/** The text of §7 from the spec file when present, else the inline copy. */
export function section7(): { text: string; source: string } {
  if (existsSync(SPEC_PATH)) {
    const md = readFileSync(SPEC_PATH, 'utf8');
    const start = md.indexOf('\n## 7.');
    const end = md.indexOf('\n## 8.', start);
    if (start < 0 || end < 0) throw new Error('spec: section 7 not found');
    return { text: md.slice(start, end), source: SPEC_PATH };
  }
  return { text: INLINE_SECTION_7, source: 'inline copy' };
}

const CALL = /\b(GET|POST|PUT|DELETE)\s+(\/?[A-Za-z][\w-]*\/[\w\-/{}]*)/g;
const CONTINUATION = /^,\s*(\/[\w\-{}]+)(?=[\s,(.;]|$)/;

/**
 * Every call named in §7. `GET /a/v1/x, /y, /z` names /a/v1/x, /a/v1/y and /a/v1/z; a path written
 * without its leading slash gets one. The host is auth under "### Auth host", else api.
 */
export function parseSection7(text: string): SpecCall[] {
  const calls: SpecCall[] = [];
  let host: 'auth' | 'api' = 'api';
  for (const line of text.split('\n')) {
    const heading = /^###\s+(.*)$/.exec(line);
    if (heading) {
      host = /^auth host/i.test(heading[1].trim()) ? 'auth' : 'api';
      continue;
    }
    if (!line.startsWith('- ')) continue;
    for (const m of line.matchAll(CALL)) {
      const method = m[1];
      let path = m[2].replace(/\/+$/, '');
      if (!path.startsWith('/')) path = `/${path}`;
      calls.push({ host, method, path });
      let rest = line.slice((m.index ?? 0) + m[0].length);
      for (let c = CONTINUATION.exec(rest); c; c = CONTINUATION.exec(rest)) {
        path = path.slice(0, path.lastIndexOf('/')) + c[1];
        calls.push({ host, method, path });
        rest = rest.slice(c[0].length);
      }
    }
  }
  return calls;
}
