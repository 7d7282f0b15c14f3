import { Card, Tab, Tabs } from '@blueprintjs/core';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../hooks/useListState';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SecurityForm } from './SecurityForm';
import './profile.css';

/** Spec §2 My Profile: tabs 'Profile Details' and 'Security', local only. The tab lives in the URL. */
export default function ProfileScreen() {
  const list = useListState({ tab: 'details' });
  const tab = list.tab === 'security' ? 'security' : 'details';
  return (
    <>
      <PageHeader title="My Profile" subtitle="Local only: changes on this screen stay in this browser" />
      <Card className="mpa-profile-card">
        <Tabs id="profile-tabs" animate={false} selectedTabId={tab} onChange={(id) => list.setTab(String(id))} renderActiveTabPanelOnly large>
          <Tab id="details" title="Profile Details" panel={<ProfileDetailsForm />} />
          <Tab id="security" title="Security" panel={<SecurityForm />} />
        </Tabs>
      </Card>
    </>
  );
}
