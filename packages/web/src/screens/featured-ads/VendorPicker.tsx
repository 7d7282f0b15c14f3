import { MenuItem } from '@blueprintjs/core';
import { PAGE_SIZES } from '@marketplace-admin/sdk';
import { Suggest } from '@blueprintjs/select';
import { useState } from 'react';
import useSWR from 'swr';
import { useDebounced } from '../../hooks/useDebounced';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';

export interface VendorOption {
  id: number;
  venderName: string;
  vMobile: string;
}

const toOption = (v: Record<string, unknown>): VendorOption => ({
  id: Number(v.id ?? v.vendorId),
  venderName: String(v.venderName ?? v.name ?? ''),
  vMobile: String(v.vMobile ?? v.mobileNo ?? v.mobileno ?? ''),
});

/** The vendor picker of the ad form: vendors page 1, size 100, searched as typed; options show venderName, vMobile and id. */
export function VendorPicker({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: VendorOption | null;
  onChange(v: VendorOption | null): void;
  disabled?: boolean;
}) {
  const t = useT();
  const sdk = useSdk();
  const [query, setQuery] = useState('');
  const q = useDebounced(query, 300);
  const { data, isLoading } = useSWR(['vendors.list', 'picker', q], async () =>
    (await sdk.vendors.list({ page: 1, pageSize: PAGE_SIZES.dropdown, searchTerms: q })).items.map((v) =>
      toOption(v as unknown as Record<string, unknown>),
    ),
  );
  return (
    <Suggest<VendorOption>
      fill
      items={data ?? []}
      selectedItem={value}
      query={query}
      onQueryChange={setQuery}
      inputValueRenderer={(v) => (v.vMobile ? `${v.venderName} (${v.vMobile})` : v.venderName)}
      itemsEqual={(a, b) => a.id === b.id}
      itemPredicate={() => true}
      onItemSelect={(v) => onChange(v)}
      disabled={disabled}
      resetOnClose
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      inputProps={{ id, placeholder: t('ui.featuredAds.searchVendors') }}
      noResults={
        <MenuItem
          disabled
          text={isLoading ? t('common.loading') : t('ui.featuredAds.noVendors')}
          roleStructure="listoption"
        />
      }
      itemRenderer={(v, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            ref={ref}
            key={v.id}
            active={modifiers.active}
            selected={value?.id === v.id}
            roleStructure="listoption"
            text={v.venderName}
            label={`${v.vMobile} · #${v.id}`}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
    />
  );
}
