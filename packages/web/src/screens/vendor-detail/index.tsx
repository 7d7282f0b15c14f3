import { Button, Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { GENDERS, isMpaError } from '@marketplace-admin/sdk';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatusTag } from '../../components/StatusTag';
import { useRecordQuery } from '../../hooks/useListQuery';
import { useServiceName } from '../../hooks/useServiceName';
import { useSdk } from '../../hooks/useSdk';
import { loadVendor, VENDOR_DETAIL } from './load';
import '../../components/table.css';
import '../../components/FormDialog/form.css';
import './vendorDetail.css';
import english from 'virtual:messages/en/vendorDetail';
import { errorText, registerEnglish, translateText, useT } from '../../i18n';

registerEnglish(english);

const failure = 'serviceLinking.loadVendorFailed';

/** One vendor's details (/vendors/{mobileNo}): profile fields and linked services. */
export default function VendorDetailScreen() {
  const sdk = useSdk();
  const t = useT();
  const mobile = useParams().mobileNo ?? '';
  const { data, error, isValidating, mutate } = useRecordQuery(
    VENDOR_DETAIL,
    mobile,
    (m) => loadVendor(sdk, m),
    failure,
    { shouldRetryOnError: false },
  );
  // the main service's name from the vendor's own service rows, else by its id (a service the vendor has no row for)
  const mainLink = data ? data.links.find((l) => l.servicesId === data.detail.servicesId) : undefined;
  const { name: mainServiceName } = useServiceName(data && !mainLink ? data.detail.servicesId : null);

  if (data === null) {
    return (
      <>
        <PageHeader title={t('ui.titles.vendorDetails')} />
        <NonIdealState
          icon="error"
          title={t('vendors.notFound')}
          action={<Link to="/vendors">{t('ui.vendorDetail.goToVendors')}</Link>}
        />
      </>
    );
  }
  if (error && !isValidating) {
    return (
      <>
        <PageHeader
          title={t('ui.titles.vendorDetails')}
          subtitle={<Link to="/vendors">{t('ui.vendorDetail.backToVendors')}</Link>}
        />
        <NonIdealState
          icon="error"
          title={t(failure)}
          // the server's own words, as text, when it gave some
          description={isMpaError(error) && errorText(error) !== t(failure) ? errorText(error) : undefined}
          action={<Button icon="refresh" text={t('ui.vendorDetail.retry')} onClick={() => void mutate()} />}
        />
      </>
    );
  }
  // the title row first, where the page's prerendered frame drew it
  if (!data) {
    return (
      <>
        <PageHeader title={t('ui.titles.vendorDetails')} />
        <Spinner size={24} aria-label={t('common.loading')} />
      </>
    );
  }
  const d = data.detail;
  // spec §3: the detail names its main service by id and has no active flag; the vendor's service
  // rows carry the service's name and the vendor's flag (isVendorActive)
  const vendorActive = data.links[0]?.isVendorActive;
  const gender = GENDERS.find((g) => g.value === d.venderGender)?.label;
  const fields: [string, unknown][] = [
    [t('ui.vendorDetail.name'), d.venderName],
    [t('ui.vendorDetail.mobile'), d.vMobile],
    [t('ui.vendorDetail.email'), d.venderEmail],
    [t('ui.vendorDetail.gender'), gender ? translateText(gender) : d.venderGender],
    [t('ui.vendorDetail.age'), d.venderAge],
    [t('ui.vendorDetail.experience'), d.yearOfExperience],
    [t('ui.vendorDetail.mainService'), mainLink?.serviceName ?? mainServiceName],
    [t('ui.vendorDetail.currentAddress'), d.currentAddress],
    [t('ui.vendorDetail.description'), d.note],
  ];
  return (
    <>
      <PageHeader
        title={t('ui.titles.vendorDetails')}
        subtitle={<Link to="/vendors">{t('ui.vendorDetail.backToVendors')}</Link>}
        actions={
          <Link to={`/vendors/${mobile}/services`} className="bp6-button bp6-intent-primary">
            {t('ui.vendorDetail.linkServices')}
          </Link>
        }
      />
      <Card compact className="mpa-detail">
        {d.venderProfileImage && (
          <img
            src={d.venderProfileImage}
            alt={t('ui.vendorDetail.photo', { name: d.venderName ?? '' })}
            className="mpa-image-preview"
          />
        )}
        <dl className="mpa-detail-list">
          {fields.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v === undefined || v === null || v === '' ? '—' : String(v)}</dd>
            </div>
          ))}
          {vendorActive !== undefined && (
            <div>
              <dt>{t('columns.status')}</dt>
              <dd>
                <StatusTag active={vendorActive} />
              </dd>
            </div>
          )}
        </dl>
      </Card>
      <HTMLTable
        compact
        striped
        className="mpa-table mpa-table-wrap"
        aria-label={t('ui.vendorDetail.linkedServices')}
      >
        <thead>
          <tr>
            <th>{t('columns.service')}</th>
            <th>{t('columns.unit')}</th>
            <th>{t('columns.rate')}</th>
            <th>{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.links.map((l) => (
            <tr key={l.id}>
              <td>{l.serviceName}</td>
              <td>{l.serviceUnits}</td>
              <td>{l.serviceRates}</td>
              <td>
                <StatusTag active={l.isActive} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
