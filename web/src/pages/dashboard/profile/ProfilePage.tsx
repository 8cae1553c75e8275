import { useState } from 'react';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import { PageHeading } from '../../../components/PageHeading';
import { SectionTabs } from '../../../components/SectionTabs';
import { es } from '@curso/common';
import { useGatedProfile } from '../../../session/GatedProfileContext';
import { useImpersonating } from '../../../session/impersonation';
import { AccountDetails } from './AccountDetails';
import { PersonalInfoForm } from './PersonalInfoForm';
import { PreferencesForm } from './PreferencesForm';

const t = es.profile;
const TABS = ['personal', 'account', 'preferences'] as const;
type ProfileTab = (typeof TABS)[number];

/**
 * `/dashboard/profile`. While an administrator views someone else it is read-only: the callable
 * saves the caller's own profile, so a save here would change the administrator's, not theirs.
 */
export function ProfilePage() {
  const profile = useGatedProfile();
  const readOnly = useImpersonating();
  const [tab, setTab] = useState<ProfileTab>('personal');
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title} />
      {!profile ? (
        <Alert severity="info">{t.noProfile}</Alert>
      ) : (
        <>
          {readOnly && <Alert severity="warning">{t.readOnly}</Alert>}
          <SectionTabs
            value={tab}
            onChange={setTab}
            keys={TABS}
            labels={t.tabs}
            label={t.tabsLabel}
          />
          <Card variant="outlined" role="tabpanel" aria-label={t.tabs[tab]}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              {tab === 'personal' && (
                <PersonalInfoForm key={profile.id} profile={profile} readOnly={readOnly} />
              )}
              {tab === 'account' && <AccountDetails profile={profile} />}
              {tab === 'preferences' && (
                <PreferencesForm key={profile.id} profile={profile} readOnly={readOnly} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
