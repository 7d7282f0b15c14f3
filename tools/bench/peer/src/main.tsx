// The bench's peer: the panel's vendors list (same columns, 10 a page, the service name through a
// ReferenceField on the same services call) as a minimal react-admin app would draw it, from the same dev
// API over HTTP, with the panel's session (localStorage `authToken`) and config (in the page or config.json).
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  Admin,
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  Resource,
  TextField,
  TextInput,
  type DataProvider,
} from 'react-admin';

interface Config {
  apiBaseUrl: string;
}

async function loadConfig(): Promise<Config> {
  const inline = document.getElementById('mpa-config');
  if (inline) return JSON.parse(inline.textContent ?? '{}') as Config;
  const res = await fetch('/config.json', { cache: 'no-store' });
  return (await res.json()) as Config;
}

/** The few reads the list needs, over fetch: GET, Bearer token, the `{ data }` envelope. */
function dataProvider(apiBaseUrl: string): DataProvider {
  const get = async (path: string, params: Record<string, string | number | boolean | undefined>) => {
    const query = new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    );
    const res = await fetch(`${apiBaseUrl}${path}?${query}`, {
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}`,
      },
    });
    const body = await res.json();
    if (!res.ok || body.success === false) throw new Error(body.message ?? `HTTP ${res.status}`);
    return body.data;
  };
  const unsupported = () => Promise.reject(new Error('read-only peer'));
  return {
    async getList(resource, { pagination, sort, filter }) {
      if (resource !== 'vendors') return unsupported();
      const data = await get('/Vendors/v1', {
        page: pagination?.page ?? 1,
        pageSize: pagination?.perPage ?? 10,
        sortBy: sort?.field === 'name' ? 'vendorname' : sort?.field,
        sortDescending: sort?.order === 'DESC',
        searchTerms: filter?.q,
      });
      return { data: data.items, total: data.totalCount };
    },
    // the same call as the panel's service names: the root-level active services, 100 a page
    async getMany(resource, { ids }) {
      if (resource !== 'services') return unsupported();
      const data = await get('/Services/v1/root-level-active-only', { page: 1, pageSize: 100 });
      const wanted = new Set(ids.map(String));
      return { data: (data.items as { id: number }[]).filter((s) => wanted.has(String(s.id))) };
    },
    getOne: unsupported,
    getManyReference: unsupported,
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  } as DataProvider;
}

const GENDERS: Record<string, string> = { m: 'Male', f: 'Female', o: 'Other' };

const VendorList = () => (
  <List
    perPage={10}
    sort={{ field: 'name', order: 'ASC' }}
    filters={[<TextInput key="q" source="q" label="Search" alwaysOn />]}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" label="Name" />
      <TextField source="mobileNo" label="Mobile" />
      <EmailField source="email" label="Email" />
      <ReferenceField source="mainService" reference="services" label="Service" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <FunctionField
        source="gender"
        label="Gender"
        render={(v: { gender?: string }) => GENDERS[v.gender ?? ''] ?? ''}
      />
      <NumberField source="yearOfBirth" label="Year of Birth" options={{ useGrouping: false }} />
      <NumberField source="yearOfExperience" label="Experience" />
      <BooleanField source="isActive" label="Active" />
    </Datagrid>
  </List>
);

const config = await loadConfig();
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Admin dataProvider={dataProvider(config.apiBaseUrl)} title="Vendors">
      <Resource name="vendors" list={VendorList} />
      <Resource name="services" />
    </Admin>
  </BrowserRouter>,
);
