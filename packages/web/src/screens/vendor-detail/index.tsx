import { Button, Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { catalogue, GENDERS, isMpaError } from '@marketplace-admin/sdk';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatusTag } from '../../components/StatusTag';
import { useListQuery } from '../../hooks/useListQuery';
import { useServiceName } from '../../hooks/useServiceName';
import { useSdk } from '../../hooks/useSdk';
import { loadVendor, VENDOR_DETAIL } from './load';
import '../../components/DataTable/dataTable.css';
import './vendorDetail.css';

const failure = catalogue.serviceLinking.loadVendorFailed;


/** One vendor's details (/vendors/{mobileNo}): profile fields and linked services. */
export default function VendorDetailScreen() {
  const sdk = useSdk();
  const mobile = useParams().mobileNo ?? '';
  const { data, error, isValidating, mutate } = useListQuery(VENDOR_DETAIL, mobile, (m) => loadVendor(sdk, m), failure, {
    shouldRetryOnError: false,
    keepPreviousData: false, // another vendor's details are not this one's
  });
  // the main service's name from the vendor's own service rows, else by its id (a service the vendor has no row for)
  const mainLink = data ? data.links.find((l) => l.servicesId === data.detail.servicesId) : undefined;
  const { name: mainServiceName } = useServiceName(data && !mainLink ? data.detail.servicesId : null);

  if (data === null) {
    return (
      <>
        <PageHeader title="Vendor Details" />
        <NonIdealState icon="error" title={catalogue.vendors.notFound} action={<Link to="/vendors">Go to Vendors</Link>} />
      </>
    );
  }
  if (error && !isValidating) {
    return (
      <>
        <PageHeader title="Vendor Details" subtitle={<Link to="/vendors">Back to Vendors</Link>} />
        <NonIdealState
          icon="error"
          title={failure}
          // the server's own words, as text, when it gave some
          description={isMpaError(error) && error.message !== failure ? error.message : undefined}
          action={<Button icon="refresh" text="Retry" onClick={() => void mutate()} />}
        />
      </>
    );
  }
  if (!data) return <Spinner size={24} aria-label="Loading" />;
  const d = data.detail;
  // spec §3: the detail names its main service by id and has no active flag; the vendor's service
  // rows carry the service's name and the vendor's flag (isVendorActive)
  const vendorActive = data.links[0]?.isVendorActive;
  const fields: [string, unknown][] = [
    ['Name', d.venderName], ['Mobile', d.vMobile], ['Email', d.venderEmail], ['Gender', GENDERS.find((g) => g.value === d.venderGender)?.label ?? d.venderGender],
    ['Age', d.venderAge], ['Experience (years)', d.yearOfExperience], ['Main Service', mainLink?.serviceName ?? mainServiceName], ['Current Address', d.currentAddress], ['Description', d.note],
  ];
  return (
    <>
      <PageHeader title="Vendor Details" subtitle={<Link to="/vendors">Back to Vendors</Link>} actions={<Link to={`/vendors/${mobile}/services`} className="bp6-button bp6-intent-primary">Link services</Link>} />
      <Card compact className="mpa-detail">
        {d.venderProfileImage && <img src={d.venderProfileImage} alt={`${d.venderName} photo`} className="mpa-image-preview" />}
        <dl className="mpa-detail-list">
          {fields.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v === undefined || v === null || v === '' ? '—' : String(v)}</dd>
            </div>
          ))}
          {vendorActive !== undefined && (
            <div>
              <dt>Status</dt>
              <dd><StatusTag active={vendorActive} /></dd>
            </div>
          )}
        </dl>
      </Card>
      <HTMLTable compact striped className="mpa-table mpa-table-wrap" aria-label="Linked services">
        <thead>
          <tr><th>Service</th><th>Unit</th><th>Rate</th><th>Status</th></tr>
        </thead>
        <tbody>
          {data.links.map((l) => (
            <tr key={l.id}><td>{l.serviceName}</td><td>{l.serviceUnits}</td><td>{l.serviceRates}</td><td><StatusTag active={l.isActive} /></td></tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
