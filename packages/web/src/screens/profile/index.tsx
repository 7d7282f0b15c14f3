import { Card, Tab, Tabs } from '@blueprintjs/core';
import { PageHeader } from '../../components/PageHeader';
import english from 'virtual:messages/en/profile';
import { registerEnglish, useT } from '../../i18n';
import { useListState } from '../../hooks/useListState';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SecurityForm } from './SecurityForm';
import './profile.css';

registerEnglish(english);

/** Spec §2 My Profile: tabs 'Profile Details' and 'Security', local only. The tab lives in the URL. */
export default function ProfileScreen() {
  const t = useT();
  const list = useListState({ tab: 'details' });
  const tab = list.tab === 'security' ? 'security' : 'details';
  return (
    <>
      <PageHeader title={t('ui.titles.myProfile')} subtitle={t('ui.profile.subtitle')} />
      <Card className="mpa-profile-card">
        <Tabs
          id="profile-tabs"
          animate={false}
          selectedTabId={tab}
          onChange={(id) => list.setTab(String(id))}
          renderActiveTabPanelOnly
          large
        >
          <Tab id="details" title={t('ui.profile.details')} panel={<ProfileDetailsForm />} />
          <Tab id="security" title={t('ui.profile.security')} panel={<SecurityForm />} />
        </Tabs>
      </Card>
    </>
  );
}
